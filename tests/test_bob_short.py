from fractions import Fraction

import pytest

from whistodds.simulations.play.models import get_model
from whistodds.families.whist.odds.bob_short import (
    bob_short_table,
    proportional_rule_check,
    summarize_bob_short,
    verify_bob_short,
    worked_examples,
)


def test_table_is_transcribed_verbatim(sources_dir):
    lines = (sources_dir / "bob-short-hoyle-abridged-1793.txt").read_text(encoding="utf-8").splitlines()
    entries = bob_short_table()
    table = [e for e in entries if e.favours == "first-named"]
    assert len(table) == 44
    for entry in table:
        line = int(entry.source_line.split(":")[1].split()[0])
        assert entry.text in lines[line - 1]
    assert lines[350 - 1] == entries[-2].text
    assert "8 to 9 is a small" in lines[387 - 1] and lines[391 - 1] == "100 only."


def test_every_score_pair_once_and_odds_as_printed():
    table = [e for e in bob_short_table() if e.favours == "first-named"]
    pairs = {(e.first, e.second) for e in table}
    assert pairs == {(f, s) for s in range(8) for f in range(s + 1, 10)}
    odds = {(e.first, e.second): e.odds for e in table}
    assert odds[(1, 0)] == "11 to 10" and odds[(9, 7)] == "12 to 8" and odds[(6, 4)] == "6 to 4"
    by_pair = {(e.first, e.second): e.probability for e in table}
    assert by_pair[(9, 7)] == Fraction(3, 5)


def test_special_entries():
    entries = bob_short_table()
    assert entries[-2].probability == Fraction(21, 41)  # ten and a half to ten
    assert entries[-1].probability == Fraction(104, 204)
    assert bob_short_table("wins-52-in-100")[-1].probability == Fraction(13, 25)
    with pytest.raises(ValueError, match="eight_to_nine"):
        bob_short_table("nonsense")


@pytest.fixture(scope="module")
def checked():
    return verify_bob_short(get_model("hoyle"), draws=100)


def test_verify_rows_and_intervals(checked):
    assert len(checked) == 44 * 3 + 1 + 3
    assert (checked.ci95_low <= checked.model_probability).all()
    assert (checked.model_probability <= checked.ci95_high).all()
    unknown = checked[checked.reading == "deal unknown"].set_index("entry").model_probability
    first = checked[checked.reading == "first-named deals"].set_index("entry").model_probability
    other = checked[checked.reading == "other deals"].set_index("entry").model_probability
    assert ((first + other) / 2 - unknown).abs().max() < 1e-12
    assert (first > other).all()  # the deal is worth something at every score in the table


def test_summary(checked):
    summary = summarize_bob_short(checked)
    # The best reading is the one with the smallest mean absolute error over the 44 entries, computed here
    # from the table itself.
    entries = checked[checked.favours == "first-named"]
    errors = entries.assign(error=entries.difference_pp.abs()).groupby("reading").error.mean()
    assert summary["best_reading"] == errors.idxmin()
    assert errors.min() < errors.drop(errors.idxmin()).min()
    assert len(summary["worst_entries"]) == 5
    assert sum(summary["verdicts"].values()) == 44
    # The beginning of a game: his ten and a half to ten is within 2 pp of the model.
    beginning = summary["special"][summary["special"].entry.str.startswith("beginning")].iloc[0]
    assert abs(beginning.model_probability - 21 / 41) < 0.02


def test_proportional_rule_and_worked_examples():
    rule = proportional_rule_check()
    assert len(rule) == 64
    level = rule[rule.us == rule.them]
    assert (level.rule_probability == 0.5).all()
    examples = worked_examples()
    # The second example prints 'seven to five', though his own rule and table give 5 to 3.
    second = examples.iloc[1]
    assert second.printed_odds == "seven to five" and second.table_odds == "5 to 3"
    assert second.rule_probability == pytest.approx(5 / 8) and second.table_probability == pytest.approx(5 / 8)
