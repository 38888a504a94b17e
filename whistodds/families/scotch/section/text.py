"""Scotch Whist's answers in words: the points per deal (``whist-odds kernel scotch``) and the source's advice
about the ten tested (``whist-odds verify scotch-advice``), each answer's text registered with
:func:`~whistodds.reports.text.answer_text` when this module is imported (by the command line and the API)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whistodds.families.scotch.odds.questions import ScotchAdviceAnswer, ScotchPointsAnswer
from whistodds.reports.text.answers import answer_text
from whistodds.reports.text.formats import OutputFormat, _frame, _records, render

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel


def points_text(game: Game, table: "pd.DataFrame", model: PlayModel, fmt: OutputFormat) -> str:
    """Scotch Whist: points per deal of each side."""
    from whistodds.games.cards import RANK_NAMES

    text = render(table, fmt)
    if _records(fmt):
        return text
    names = {**RANK_NAMES, 10: "ten"}
    counting = ", ".join(f"{names.get(rank, str(rank))} {value}" for rank, value in game.counted_trumps.items())
    return (f"Points per deal, {game.name}: {game.title} ({model.name} play; seat 0 deals; counting trumps {counting}, "
            f"and a point a card taken beyond those dealt):\n" + text)


def scotch_advice_text(result: dict[str, Any], deals: int, who: str, seed: int, fmt: OutputFormat) -> str:
    """The source's advice about the ten, tested on the same deals with and without it."""
    if _records(fmt):
        figures = {key: value for key, value in result.items() if key != "difference"}
        return render(_frame({**figures, **result["difference"].columns("difference")}), fmt)
    return (
        f"{result['game']}: {deals:,} deals, each played by 'hoyle' and again with the advice followed by "
        f"{'the holder of the ten (the rest play hoyle)' if who == 'holder' else 'every player'} (seed {seed}).\n"
        f"Points per deal for the side dealt the trump ten: without the advice {result['holder_points_without']:.3f}, "
        f"with it {result['holder_points_with']:.3f}; difference {result['difference']:+.3f} "
        f"± {result['difference'].se:.3f} (SE, paired), z = {result['z']:+.1f}.\n"
        f"The holder's side takes the ten {result['p_holder_takes_ten_without']:.3f} of deals without the advice, "
        f"{result['p_holder_takes_ten_with']:.3f} with it.\nVerdict: {result['verdict']}.\n"
        f"(With --who everyone, every player also plays to capture the counting trumps.)\n"
        f"Source: scotch-whist.txt ('the player who has been dealt the 10, either singleton or doubleton, would be "
        f"well advised to lead it'; all against all, 'get rid of all the cards in his shortest suit').\n")


@answer_text.register
def _points(answer: ScotchPointsAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    question = answer.question
    return points_text(question.game, answer.table, question.model, OutputFormat(fmt))


@answer_text.register
def _advice(answer: ScotchAdviceAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    question = answer.question
    return scotch_advice_text(answer.result, question.deals, question.who, answer.seed, OutputFormat(fmt))
