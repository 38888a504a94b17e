"""The table of "was his advice sound?": each rule's worth (:mod:`whistodds.families.whist.odds.rule_value`) as text, for the
command line and the report.

>>> from whistodds.families.whist.odds.rule_value import rule_values
>>> from whistodds.games import get_game
>>> values = rule_values(get_game("short"), rules=["XI"], deals=300, games=0, seed=2)
>>> list(rule_frame(values).columns[:4])
['rule', 'title', 'source', 'decides']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.families.whist.odds.rule_value import Against, RuleValue
from whistodds.reports.text import OutputFormat, render

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel


def rule_frame(values: list[RuleValue]) -> "pd.DataFrame":
    """One row a rule (the JSON keys), ordered by the tricks the rule gains per deal, best first."""
    import pandas as pd

    ordered = sorted(values, key=lambda value: -value.tricks.value)
    return pd.DataFrame([value.record() for value in ordered])


def _interval(value: float | None, low: float | None, high: float | None, digits: int = 3) -> str:
    if value is None or low is None or high is None:
        return "-"
    return f"{value:+.{digits}f} ({low:+.{digits}f} to {high:+.{digits}f})"


def rule_values_text(values: list[RuleValue], the_game: Game, the_model: PlayModel, deals: int, games: int, seed: int,
                     fmt: OutputFormat, against: Against = Against.HOYLE) -> str:
    """The rules' table: records for csv, json, markdown and html; for ``table``, a line a rule with the 95%
    intervals, under a heading that says against whom, on how many deals."""
    import pandas as pd

    game, model = the_game.name, the_model.name
    frame = rule_frame(values)
    if fmt is not OutputFormat.table:
        return render(frame, fmt)
    shown = pd.DataFrame({
        "rule": frame["rule"], "title": frame["title"], "source": frame["source"], "decides": frame["decides"].map(lambda x: f"{x:.3f}"),
        "tricks per deal (95%)": [_interval(r["tricks_per_deal"], r["tricks_ci95_low"], r["tricks_ci95_high"])
                                  for r in frame.to_dict("records")],
        "P(odd trick)": [_interval(r["odd_trick"], r["odd_trick_ci95_low"], r["odd_trick_ci95_high"])
                         for r in frame.to_dict("records")],
        "P(game)": [_interval(r["game"], r["game_ci95_low"], r["game_ci95_high"]) for r in frame.to_dict("records")],
        "verdict": frame["verdict"]})
    notes = [value.game_note for value in values if value.game_note is not None]
    if notes and len(notes) == len(values):  # no rule has a P(game): the column left out, the reason said once
        shown = shown.drop(columns="P(game)")
    if against is Against.DOUBLE_DUMMY:
        head = (f"{game}: each rule {model} plays, against double-dummy adversaries (every card of theirs the one "
                f"DDS rates best), on {deals:,} deals only (seed {seed}; each of their cards is solved): each side in "
                f"turn plays {model} with the rule and without it against them; no whole games.\n")
    else:
        games_said = (f"P(game) from love-all over {games:,} whole games a side" if games and not notes else
                      f"no P(game): {notes[0] if notes else 'no whole games were played'}")
        head = (f"{game}: each rule {model} plays, on {deals:,} deals (seed {seed}) played unchanged and with one "
                f"side, then the other, without the rule; {games_said}.\n")
    head += "Gains to the side playing the rule; 95% intervals from the paired differences.\n\n"
    body: str = shown.to_string(index=False)
    return head + body + "\n"
