"""Claims whose figure is a number, not a chance: the length of a game (``question = game-length``) and a holding
sentence that asks a number (a mean, a count, a distribution's mean: :mod:`whistodds.odds.holdings.sentences.
measures`), each judged on the number's own scale (:data:`~whistodds.odds.claims.numbers.NUMBER_RULE`).

A ``game-length`` row: ``game``, the figure in ``odds`` as printed (``four``, ``4 deals``, ``about 4 1/2``),
optional ``score`` (default ``0-0``) and ``dealer`` (``first``, the default, or ``second``: who deals first), and an
optional ``statistic`` column (``mode``, ``mean``, ``median``, ``decile9``); without it the quote's words choose
(:func:`~whistodds.odds.game_length.statistic_in_words`: "commonly" the mode, "on an average" the mean, "seldom
more than" the ninth decile), else the mean.  It is answered from whole games simulated under each play model
that checks the game's claims and plays card by card without search (the game's own model where none does):
a quarter of ``--deals`` games (default 20,000), from the run's seed, with the statistic's 95% interval.

A ``holding`` row whose sentence asks a number (``the average number of trumps partner holds``, ``Number of
different hands a named player can receive``) is answered exactly, from the position its columns give; a
distribution's figure is its mean.

>>> from whistodds.odds.claims import read_claims
>>> text = ("id,source,quote,game,question,score,games,dealer,held,odds\\n"
...         "L,ex.,A game is commonly won in two deals,short,game-length,,,,,two deals\\n")
>>> claim = read_claims("a.csv", text=text)[0]
>>> claim.number.statistic, claim.number.figure.value
(<Statistic.MODE: 'mode'>, Fraction(2, 1))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from whistodds.games.definition import Game
from whistodds.games.position import Position, position_from_row
from whistodds.odds.claims.numbers import PrintedNumber, judge_number, number_form, read_printed_number
from whistodds.odds.game_length import MEANING, Statistic, statistic_in_words
from whistodds.odds.printed_odds.forms import Direction
from whistodds.odds.holdings.sentences.measures import (Measure, MeasureAnswer, answer_measure, read_measure,
                                                        starts_measure)
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.seeding import SeedLike

STATISTIC_COLUMN = "statistic"  # optional, for game-length: the statistic the figure is of; consumed
LENGTH_DEALS = 80_000  # deals of whole games simulated for a game-length row when --deals is not given: 20,000 games


@dataclass(frozen=True)
class NumberClaim:
    """A claims row whose figure is a number: the figure as printed, and what it is of (the length of a game,
    with the statistic and why; or a holding sentence's measure, with its position)."""

    figure: PrintedNumber
    statistic: Statistic | None = None
    statistic_why: str = ""
    deal: str = "us"  # who deals first in the games simulated
    measure: Measure | None = None
    position: Position | None = None
    measured: MeasureAnswer | None = None  # the measure's exact answer, counted as the row is read

    @property
    def held(self) -> str:
        return "" if self.measure is None else self.measure.text


def asks_number(row: Mapping[str, str | None], question: str) -> bool:
    """Whether a row's figure is a number: a game-length row, or a holding sentence that asks a number."""
    return question == "game-length" or (question == "holding" and starts_measure((row.get("held") or "").strip()))


def read_number_claim(row: Mapping[str, str | None], question: str, game: Game) -> NumberClaim:
    """The number claim of a row (:func:`asks_number`), or a one-line ``ValueError`` naming the column."""
    try:
        figure = read_printed_number(row.get("odds") or "")
    except ValueError as error:
        raise ValueError(f"odds {(row.get('odds') or '').strip()!r} is not allowed: {error}") from None
    if question == "holding":
        held = " ".join((row.get("held") or "").split())
        suit, who = ((row.get(column) or "").strip() or None for column in ("suit", "who"))
        position = position_from_row(row, game)
        measure = read_measure(held, suit=suit, who=who)
        try:  # exact and quick: answered as it is read, so that a position it cannot answer is refused now
            measured = answer_measure(measure, position)
        except ValueError as error:
            raise ValueError(str(error).replace("--trumps or --turn-up", "the trumps or turn_up column")) from None
        return NumberClaim(figure, measure=measure, position=position, measured=measured)
    if not game.has_score or game.n_sides != 2:
        raise ValueError(f"game {game.name!r} is not allowed: the length of a game is asked of a game of two sides "
                         f"played to a score")
    dealer = (row.get("dealer") or "").strip().lower() or "first"
    if dealer not in ("first", "second"):
        raise ValueError(f"dealer {dealer!r} is not allowed; for game-length use first (the default) or second: who "
                         f"deals the game's first hand")
    cell = (row.get(STATISTIC_COLUMN) or "").strip().lower()
    if cell:
        try:
            statistic = Statistic(cell)
        except ValueError:
            raise ValueError(f"statistic {cell!r} is not allowed; use "
                             f"{', '.join(s.value for s in Statistic)}") from None
        why = f"the statistic column says {cell}: {MEANING[statistic]}"
    else:
        statistic, why = statistic_in_words(row.get("quote") or "")
    return NumberClaim(figure, statistic, why, "us" if dealer == "first" else "them")


def length_models(models: Sequence[PlayModel], game: Game) -> tuple[PlayModel, ...]:
    """The models a game-length row is simulated under: those given that play card by card without search (whole
    games are many deals), else the game's own model."""
    from whistodds.simulations.play.models import get_model

    usable = tuple(model for model in models if model.plays_card_by_card and not model.slow)
    return usable or (get_model(game.play_model),)


def number_rows(number: NumberClaim, game: Game, score: tuple[int, int], models: Sequence[PlayModel], *,
                seed: SeedLike, deals: int | None) -> list[dict[str, object]]:
    """A number claim's rows: one, exact, for a holding's measure; one a model for the length of a game, with the
    statistic's 95% interval; each with the verdict on the number's own scale."""
    if number.measured is not None:
        answer = number.measured
        value = float(answer.count) if answer.count is not None else float(answer.mean)
        what = "count" if answer.count is not None else "mean"
        return [_judged(number, "exact", value, value, value, f"{answer.reading} [the figure is the {what}]")]
    from whistodds.odds.questions.length import GameLengthQuestion

    assert number.statistic is not None
    rows = []
    for model in length_models(models, game):
        question = GameLengthQuestion(game, model, score, number.deal, max((deals or LENGTH_DEALS) // 4, 100),
                                      int(seed) if isinstance(seed, int) else 0, number.statistic)
        played = question.answered(None, None)
        value, low, high = played.figure()
        bound = ("; his figure a bound on it from above, borne out when the decile is at or short of it"
                 if number.statistic is Statistic.DECILE9 else "")
        rows.append(_judged(number, model.name, value, low, high,
                            f"{played.reading}; {number.statistic_why}{bound}", games=played.deals.n))
    return rows


def _judged(number: NumberClaim, label: str, value: float, low: float, high: float, read: str,
            **extra: object) -> dict[str, object]:
    """A number claim's row under one model (``label``, or ``exact``): the model's number with its interval, the
    verdict on the number's own scale and how far, the model's number at his precision, and how each was read."""
    # "seldom more than N": N bounds the ninth decile from above, borne out at or short of it
    bound = Direction.SHORT if number.statistic is Statistic.DECILE9 else None
    verdict, how_far = judge_number(number.figure, value, low if low != high else None, high if low != high else None,
                                    bound=bound)
    figure = float(number.figure.value)
    return {"model": label, "reading": number.statistic.value if number.statistic is not None else "-",
            "model_probability": float("nan"), "ci95_low": float("nan"), "ci95_high": float("nan"),
            "stated_number": figure, "model_number": value, "number_low": low, "number_high": high,
            "difference": figure - value, "verdict": verdict, "how_far": how_far,
            "model_odds": number_form(number.figure, value), "read_as": _read_as(number.figure),
            "within_interval": low <= figure <= high,
            "question_read": read, **extra}


def _read_as(figure: PrintedNumber) -> str:
    """How the figure was read, in words: its value, its qualifier, the precision it was printed to."""
    step = figure.step
    return (f"a number, {shown_number(float(figure.value))}" + (f", {figure.qualifier}" if figure.qualifier else "")
            + f", printed to {shown_number(step)}")


def shown_number(value: float | Fraction) -> str:
    """A number as a reader takes it in: a whole number with its commas, a fraction as printed, else six figures.

    >>> shown_number(635013559600), shown_number(Fraction(1, 4)), shown_number(4.4915)
    ('635,013,559,600', '1/4', '4.4915')
    """
    if isinstance(value, Fraction) and value.denominator > 1:
        return f"{value.numerator}/{value.denominator}"
    return f"{int(value):,}" if float(value).is_integer() else f"{float(value):.6g}"
