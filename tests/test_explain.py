"""What the author reckoned: each method on figures made by that method (so its explanation is known by
construction), and the explainer never naming a method whose figure is not the printed one at its precision."""

from __future__ import annotations

import csv
import io
import math
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.claims import Claim, read_claims
from whistodds.odds.claims.check import evaluate_claims
from whistodds.simulations.play.models import get_model
from whistodds.odds.explain import NONE_FOUND, Method
from whistodds.odds.explain.cards import count_sentence
from whistodds.odds.explain.table import explain_claims, explanation_table, fit_methods, matches, reckonings
from whistodds.odds.explain.writing import variants
from whistodds.odds.holdings.partner import partner_holding
from whistodds.odds.printed_odds import read_printed_odds, write_odds

HEADER = "id,source,quote,game,question,score,games,dealer,held,odds,reading,hand,trumps,turn_up\n"
HAND = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
CENTURIES = {16: "17th", 17: "18th", 18: "19th", 19: "20th", 20: "21st"}
runner = CliRunner()


def claim(question: str, held: str, odds: str, *, score: str = "", dealer: str = "", hand: str = "",
          trumps: str = "", turn_up: str = "", reading: str = "") -> Claim:
    stream = io.StringIO()
    csv.writer(stream, lineterminator="\n").writerow(
        ["C", "me", "", "long", question, score, "", dealer, held, odds, reading, hand, trumps, turn_up])
    return read_claims("c.csv", text=HEADER + stream.getvalue())[0]


def truth(of: Claim) -> Fraction:
    """The exact chance of the claim's event, as the claims check counts it (no model of play)."""
    if of.question == "partner":
        negated, kind, k, m = of.known_held
        p = partner_holding(at_least=k if kind == "at-least" else None, exactly=k if kind == "exactly" else None,
                            of=m)
        return 1 - p if negated else p
    assert of.holding is not None
    counted = count_sentence(of, of.holding.sentence)
    assert counted is not None
    return counted


def methods(of: Claim, true: Fraction | None = None) -> set[str]:
    found = reckonings(of, of.printed[0], truth(of) if true is None else true)
    return {r.name for r in found}


def odds_of(p: Fraction) -> str:
    """A chance printed exactly, as odds: the figure a method gives, written as its author would."""
    return write_odds(p)


def test_independent_cards_is_arbuthnots_fifteen_to_one() -> None:
    # Each honour an even chance for a side: (1/2)^4 = 1/16, so 15 to 1 that they have not all four.
    arbuthnot = claim("holding", "not (we hold AS KS QS JS)", "15 to 1", trumps="spades")
    assert truth(arbuthnot) == Fraction(787, 833)  # the truth: 17.1 to 1
    assert Method.INDEPENDENT_CARDS.value in methods(arbuthnot)


def test_independent_cards_for_a_partner() -> None:
    # He holds 1 of 4 at 1/3 each, independently: 1 - (2/3)^4 = 65/81, odds of 65 to 16.
    made = Fraction(1) - Fraction(2, 3) ** 4
    assert "independent-cards" in methods(claim("partner", "at-least 1 of 4", odds_of(made)))


@pytest.mark.parametrize("sentence", ["not (we hold AS KS QS JS)", "not (we hold exactly 3 of AS KS QS JS)"])
def test_either_side_printed_for_a_named_side(sentence: str) -> None:
    named = claim("holding", sentence, "evens", trumps="spades")
    either = sentence.replace("we hold", "either side holds")
    made = count_sentence(named, either)
    assert made is not None and made != truth(named)
    assert "either-side" in methods(claim("holding", sentence, odds_of(made), trumps="spades"))


def test_named_side_printed_for_either_side() -> None:
    either = claim("holding", "either side holds AS KS QS JS", "evens", trumps="spades")
    made = count_sentence(either, "we hold AS KS QS JS")
    assert made is not None
    assert "named-side" in methods(claim("holding", "either side holds AS KS QS JS", odds_of(made), trumps="spades"))


def test_complement_has_for_has_not() -> None:
    # "31 to 1 that he has three certain cards": the figure for his not having them.
    has = claim("partner", "at-least 3 of 3", "1 to 1")
    printed = claim("partner", "at-least 3 of 3", odds_of(1 - truth(has)))
    assert methods(printed) >= {"complement"}


@pytest.mark.parametrize(("held", "other", "method"), [
    ("at-least 2 of 3", {"exactly": 2}, "exactly-for-at-least"),
    ("exactly 1 of 2", {"at_least": 1}, "at-least-for-exactly")])
def test_exactly_and_at_least_exchanged(held: str, other: dict[str, int], method: str) -> None:
    of = int(held.split()[-1])
    made = partner_holding(of=of, **other)  # type: ignore[arg-type]
    assert method in methods(claim("partner", held, odds_of(made)))


def test_chance_written_as_odds_and_odds_as_chance() -> None:
    # A card in my hand: a chance of 1 in 4, odds of 1 to 3.
    one_card = claim("holding", "me holds AS", "1 in 4")
    assert truth(one_card) == Fraction(1, 4)
    assert "chance-written-as-odds" in methods(claim("holding", "me holds AS", "1 to 4"))
    assert "odds-written-as-chance" in methods(claim("holding", "me holds AS", "1 in 3"))
    assert methods(one_card) == set()  # right as printed: no other way of reckoning gives 1 in 4


def test_edge_for_chance() -> None:
    # He holds 1 of 2 at 32/57: odds of 32 to 25, an edge of 28 in 100, printed and read as a chance.
    held = claim("holding", "partner holds at least 1 of AS KS", "28 in 100", hand=HAND, reading="chance")
    assert truth(held) == Fraction(32, 57)
    assert "edge-for-chance" in methods(held)


def test_ignores_own_hand() -> None:
    # 13 of 52: a named card with partner at 1 in 4 (the truth, 13 of the 39 unseen, is 1 in 3).
    assert "ignores-own-hand" in methods(claim("partner", "exactly 1 of 1", "3 to 1 against"))
    sentence = claim("holding", "partner holds AS", "3 to 1 against", hand=HAND)
    assert truth(sentence) == Fraction(1, 3)
    assert "ignores-own-hand" in methods(sentence)


def test_ignores_turn_up() -> None:
    seen = claim("holding", "me holds at least 4 spades", "evens", dealer="me", trumps="spades", turn_up="7S")
    made = count_sentence(seen, "me holds at least 4 spades", ("turn_up",))
    assert made is not None and made != truth(seen)
    assert "ignores-turn-up" in methods(claim("holding", "me holds at least 4 spades", odds_of(made), dealer="me",
                                              trumps="spades", turn_up="7S"))


def test_proportional_rule_and_coin_race() -> None:
    # A wants 4, B wants 6 (6-4 in a game of 10): in proportion 6 to 4; as a race of even deals 191 to 65.
    game = claim("game", "", "6 to 4", score="6-4", dealer="first")
    assert "proportional-rule" in methods(game, Fraction(1, 2))
    race = sum(Fraction(math.comb(3 + k, k), 2 ** (4 + k)) for k in range(6))
    assert "coin-race" in methods(claim("game", "", odds_of(race), score="6-4", dealer="first"), Fraction(1, 2))


def test_misprint_of_two_digits_exchanged_and_of_a_methods_figure() -> None:
    # Proctor's 36,924 to 25,350 that the honours count: 39,624 with two digits exchanged.
    honours = claim("holding", "either side holds at least 3 of AS KS QS JS", "36,924 to 25,350", trumps="spades")
    assert truth(honours) == Fraction(39624, 64974)
    found = reckonings(honours, honours.printed[0], truth(honours))
    assert [(r.name, r.figure) for r in found] == [("misprint", "39,624 to 25,350")]
    # The same figure one digit off from the either-side figure is named as a misprint of that method's figure.
    named = claim("holding", "not (we hold exactly 3 of AS KS QS JS)", "32,527 to 32,448", trumps="spades")
    assert "either-side+misprint" in methods(named)


def test_small_numbers_are_never_misprints_and_none_found_is_said() -> None:
    assert list(variants("5 to 4")) == [] and [v for v, _ in variants("31 to 1")] == ["13 to 1"]
    odd = claim("partner", "at-least 1 of 2", "9 to 1")
    assert methods(odd) == set()
    table = explain_claims([odd], evaluate_claims([odd]))
    assert table.explained_by.tolist() == [NONE_FOUND]


@pytest.fixture(scope="module")
def atlas() -> tuple[list[Claim], object]:
    from whistodds.odds.claims import shipped_claims_path

    claims = read_claims(shipped_claims_path("atlas"))
    return claims, explain_claims(claims, evaluate_claims(claims, model=get_model("hoyle")))


def test_the_atlas_read_whole_every_row_checked(atlas: tuple[list[Claim], object]) -> None:
    claims, table = atlas
    assert len(claims) >= 150
    assert len({c.source for c in claims}) >= 12
    assert {c.extra["century"] for c in claims} >= {"17th", "18th", "19th", "21st"}
    for c in claims:
        assert c.source and c.quote and c.extra["where"], c.id
        assert c.extra["century"] == CENTURIES[int(c.extra["year"]) // 100], c.id
    checked = table.groupby("id").verdict.first()  # type: ignore[attr-defined]
    assert set(checked.index) == {c.id for c in claims}
    assert checked.notna().all()


def test_explain_never_names_a_method_whose_figure_is_not_the_printed_one(atlas: tuple[list[Claim], object]) -> None:
    claims, table = atlas
    by_id = {c.id: c for c in claims}
    named = 0
    for row in explanation_table(table).itertuples():  # type: ignore[arg-type]
        c = by_id[row.id]
        printed = {p.text: p for p in c.printed}[row.odds]
        true = Fraction(float(table[(table.id == row.id)].model_probability.iloc[0]))  # type: ignore[index]
        for r in reckonings(c, printed, true):
            named += 1
            assert matches(printed, r, true)
            if r.method is Method.MISPRINT:  # the corrected figure, one slip from his, gives the reckoned chance
                assert read_printed_odds(r.figure).read.in_authors_terms(r.probability)
            elif r.method is not Method.EDGE_FOR_CHANCE:
                assert printed.read.in_authors_terms(r.probability), (row.id, r.said)
    assert named >= 10


def test_fit_methods_finds_the_proportional_rule_in_bob_shorts_table(atlas: tuple[list[Claim], object]) -> None:
    claims, table = atlas
    methods_table = fit_methods(claims, table)  # type: ignore[arg-type]
    bob = methods_table[(methods_table.source == "Bob Short, Hoyle Abridged (1793)") & (methods_table.figures == "game")]
    assert bob.iloc[0].method == "proportional-rule"
    assert bob.iloc[0].reproduces > bob[bob.method == "the cards as dealt"].reproduces.iloc[0]


def test_cli_explain(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "c.csv"
    path.write_text(HEADER + "A,Arbuthnot,,long,holding,,,,not (we hold AS KS QS JS),15 to 1,,,spades,\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["verify", "claims", str(path), "--explain"])
    assert result.exit_code == 0, result.output
    assert "independent-cards: 15 to 1" in result.output
    result = runner.invoke(app, ["verify", "claims", str(path), "--explain", "-f", "csv"])
    assert result.exit_code == 2 and "--out" in result.output


@pytest.mark.parametrize("sentence", ["not (we hold all four honours)", "we have not all the honours",
                                      "not (me and partner hold AS KS QS JS)"])
def test_independent_cards_in_the_books_words(sentence: str) -> None:
    # However the sentence names the four honours, each an even chance gives 15 to 1 that the side has not all.
    try:
        held = claim("holding", sentence, "15 to 1", trumps="spades")
    except ValueError:
        pytest.skip(f"today's grammar does not read {sentence!r}")
    assert truth(held) == Fraction(787, 833)
    assert "independent-cards" in methods(held)


def test_either_side_in_the_books_words() -> None:
    held = claim("holding", "one of the adversaries holds the ace of spades", "evens", hand=HAND)
    named = claim("holding", "not (we hold all four honours)", "evens", trumps="spades")
    made = count_sentence(named, "not (either side holds all four honours)")
    assert made is not None and truth(held) > 0
    assert "either-side" in methods(claim("holding", "not (we hold all four honours)", odds_of(made), trumps="spades"))


def test_exactly_for_at_least_where_a_bare_count_means_at_least() -> None:
    # "partner holds 2 of AS KS QS" is read "at least 2"; a figure for exactly 2 is named so.
    bare = claim("holding", "partner holds 2 of AS KS QS", "evens", hand=HAND)
    made = count_sentence(bare, "partner holds exactly 2 of AS KS QS")
    assert made is not None and made != truth(bare)
    assert "exactly-for-at-least" in methods(claim("holding", "partner holds 2 of AS KS QS", odds_of(made), hand=HAND))


def test_counts_turn_up_is_hoyles_dealer_nothing_by_honours() -> None:
    # Before the deal the dealer's side is sure of the turn-up: a trump honour 4 times in 13. The dealer's side
    # (his 12 cards more and his partner's 13, of the 51 he does not turn) then holds at most two honours
    # with this chance, worked here by hand; Hoyle printed it 42,237 to 22,737.
    def at_most(k: int, m: int) -> Fraction:
        return sum((Fraction(math.comb(m, j) * math.comb(51 - m, 25 - j), math.comb(51, 25)) for j in range(k + 1)),
                   Fraction(0))
    made = Fraction(9, 13) * at_most(2, 4) + Fraction(4, 13) * at_most(1, 3)
    assert made == Fraction(42237, 64974)
    nothing = claim("holding", "not (we hold at least 3 of AS KS QS JS)", odds_of(made), dealer="me", trumps="spades")
    assert truth(nothing) != made  # the position names the dealer but turns up no card
    assert methods(nothing) == {"counts-turn-up"}
