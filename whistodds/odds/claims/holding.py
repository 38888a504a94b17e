"""Claims with ``question = holding``: a sentence about where the cards lie, from a position, checked exactly.

The ``held`` column takes the sentence of ``whist-odds holding`` (``dealer holds at least 4 trumps``); the
optional columns ``hand`` (as dealt or as held now, as ``holding --hand``), ``known`` (``SEAT:CARDS`` joined by
``;``), ``seen``, ``sizes``, ``trumps``, ``turn_up``, ``dealer`` (a seat here: me, left, partner, right) and
``shown_out`` give the position; ``suit`` (the suit spoken of: "an honour in that suit", "3 - 2"; trumps where
the sentence says trumps) and ``who`` (the seat "he" means) give what the sentence leaves to its setting.  The
figure is the exact count; where the count is out of reach it is simulated from the claim's seed, with its 95%
interval, and the row says so (``model`` is ``exact`` or ``simulated``).

A sentence with a play after ``given`` (``given right led the queen of spades``) is answered as ``whist-odds
holding`` answers it, by the same function (:func:`~whistodds.odds.holdings.holding_answer`): simulated under a
play model (the row's ``model`` column, else each ``--model`` that chooses card by card, else hoyle) from the
deals asked (``--deals``; default that of ``holding`` with a play) and the run's seed; the row names the model,
the deals kept by the play and the share kept, and the exact figure from the cards seen alone.

>>> claim = read_holding_claim({"held": "partner holds KS", "hand": "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"})
>>> holding_figure(claim, seed=0)
('exact', 0.3333333333333333, 0.3333333333333333, 0.3333333333333333)
>>> read_holding_claim({"held": "partner holds KS", "dealer": "first"})
Traceback (most recent call last):
...
ValueError: seat 'first' is not allowed; use me, left, partner, right, or S W N E with me South
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whistodds.games.definition import Game
from whistodds.games.position import POSITION_COLUMNS, Position, position_from_row
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.holdings.exact import DEFAULT_BUDGET
from whistodds.odds.holdings import (DEFAULT_PLAY_DEALS, holding_answer, play_columns, prepare_sentence,
                                     simulate_sentence)
from whistodds.odds.holdings.accepted import check_play_model
from whistodds.odds.holdings.dealt import hand_as_held
from whistodds.odds.holdings.sentences import Resolved, parse_sentence, reading, sentence_exact, split_plays
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model
from whistodds.simulations.seeding import SeedLike

SIMULATED_DEALS = 1_000_000  # deals for a holding claim whose count is out of reach
MODEL_COLUMN = "model"  # optional: the play model of a holding with a play; consumed, not passed through
EXACT_KEY = "_exact"  # a row's exact chance as a Fraction, where it was counted: read by the verdict, not shown
SETTING_COLUMNS = ("suit", "who")  # optional: the suit spoken of, who a pronoun means (where the sentence leaves them)

__all__ = ["HoldingClaim", "MODEL_COLUMN", "POSITION_COLUMNS", "holding_figure", "holding_rows", "play_models",
           "read_holding_claim"]


@dataclass(frozen=True)
class HoldingClaim:
    """A holding claim's sentence, its position, and the sentence read for the position (checked when read);
    ``reading``: the sentence as understood, each count with its sense; ``played``: the sentence has a play in
    it (answered under a play model); ``model``: the row's play model, if it names one (read from its name once,
    when the row is read)."""

    sentence: str
    position: Position
    event: Resolved
    played: bool = False
    model: PlayModel | None = None
    suit: str | None = None  # the suit spoken of (the row's suit column), where the sentence leaves it
    who: str | None = None  # who a pronoun means (the row's who column)

    @property
    def reading(self) -> str:
        parsed = parse_sentence(self.sentence, suit=self.suit, who=self.who)
        other = None if parsed.other is None else (parsed.other_note, reading(parsed.other, self.position))
        return _only_one(reading(self.event.sentence, self.position), other)


def _only_one(said: str, other: tuple[str, str] | None) -> str:
    """The reading checked, and the other the words allow (``(note, reading)``), which a claims row does not
    check: it says so, and how to ask it."""
    if other is None:
        return said
    return (f"{said} [{other[0].split('; ')[0]}; only this reading is checked here, not {other[1]}: brackets in "
            f"the sentence choose]")


def read_holding_claim(row: Mapping[str, str | None], game: Game = LONG_WHIST) -> HoldingClaim:
    """The holding claim of a claims row: a ValueError (one line, naming the value) for a sentence the grammar
    cannot read or a position that cannot happen."""
    sentence = " ".join((row.get("held") or "").split())
    if not sentence:
        raise ValueError("held is empty; write the sentence, e.g. 'partner holds at least 1 of AS KS'")
    try:
        hand, seen = ((row.get(column) or "").strip() or None for column in ("hand", "seen"))
        position = position_from_row({**row, "hand": hand_as_held(hand, seen)}, game)  # as holding --hand reads it
        suit, who = ((row.get(column) or "").strip() or None for column in SETTING_COLUMNS)
        parsed = parse_sentence(sentence, suit=suit, who=who)
        played = bool(split_plays(parsed)[1])
        model = _row_model((row.get(MODEL_COLUMN) or "").strip(), played, game)
        return HoldingClaim(sentence, position, prepare_sentence(parsed, position), played, model, suit, who)
    except ValueError as error:  # the options the messages name are columns here
        message = str(error)
        for option, column in _COLUMN_WORDS:
            message = message.replace(option, column)
        raise ValueError(message) from None


_COLUMN_WORDS = (("--trumps or --turn-up", "the trumps or turn_up column"), ("--sizes", "the sizes column"),
                 ("--dealer", "the dealer column"), ("--model", "the model column"))


def _row_model(cell: str, played: bool, game: Game) -> PlayModel | None:
    """The play model a row names for its play (the file's cell, read here once), checked: one that chooses card
    by card and plays the game."""
    if not cell:
        return None
    if not played:
        raise ValueError(f"model {cell!r} is not allowed here: a holding question without a play is counted from "
                         f"the cards, the same under every model; leave it empty")
    return _playing(get_model(cell), game)


def _playing(chosen: PlayModel, game: Game) -> PlayModel:
    """``chosen`` if it can play the play in a question about ``game``, else a one-line ValueError naming why not."""
    chosen = check_play_model(chosen)
    reason = chosen.cannot_play(game)
    if reason is not None:
        raise ValueError(f"--model {chosen.name!r} cannot play the play in the question: it {reason}")
    return chosen


def play_models(claim_id: str, holding: HoldingClaim, game: Game, asked: Sequence[PlayModel] | None
                ) -> tuple[PlayModel, ...]:
    """The play models a holding with a play is answered under: the row's, else each of ``asked`` that can play
    it, else hoyle; a ``ValueError`` naming the claim where none of those asked can (nothing else answers it).

    >>> claim = read_holding_claim({"held": "partner holds AS given right led QS", "hand": "2C 3C 4C 5C 6C 7C 8C "
    ...                             "9C 10C JC QC KC AC", "turn_up": "2H", "dealer": "partner"})
    >>> [m.name for m in play_models("P", claim, LONG_WHIST, None)]
    ['hoyle']
    >>> [m.name for m in play_models("P", claim, LONG_WHIST, [get_model("random"), get_model("double-dummy")])]
    ['random']
    """
    if holding.model is not None:
        return (holding.model,)
    if not asked:
        return (_playing(get_model(DEFAULT_MODEL), game),)
    usable, reasons = [], []
    for model in asked:
        try:
            usable.append(_playing(model, game))
        except ValueError as error:
            reasons.append(str(error))
    if not usable:
        raise ValueError(f"claim {claim_id}: " + "; ".join(reasons))
    return tuple(usable)


def holding_rows(holding: HoldingClaim, models: Sequence[PlayModel], *, seed: SeedLike = 0,
                 deals: int | None = None) -> list[dict[str, object]]:
    """A holding claim's rows: one, exact or simulated, for a sentence without a play; with a play, one for each
    model, the answer of ``whist-odds holding`` for the same sentence, position, model, deals and seed (the
    same function answers both), with the play's columns and the deals drawn (default
    :data:`~whistodds.odds.holdings.DEFAULT_PLAY_DEALS`)."""
    if not holding.played:
        exact = sentence_exact(holding.event, holding.position, budget=DEFAULT_BUDGET)
        if exact is not None:  # the exact fraction kept beside its float for the verdict (EXACT_KEY, dropped after)
            return [{"model": "exact", "reading": "-", "model_probability": float(exact), "ci95_low": float(exact),
                     "ci95_high": float(exact), "question_read": holding.reading, EXACT_KEY: exact}]
        method, value, low, high = holding_figure(holding, seed=seed)
        return [{"model": method, "reading": "-", "model_probability": value, "ci95_low": low, "ci95_high": high,
                 "question_read": holding.reading}]
    rows: list[dict[str, object]] = []
    for model in models:
        answer = holding_answer(holding.sentence, holding.position, seed=seed, model=model, suit=holding.suit,
                                who=holding.who,
                                n_deals=deals if deals is not None else DEFAULT_PLAY_DEALS)
        figure = answer.simulated
        rows.append({"model": model.name, "reading": "-", "model_probability": figure.value, "ci95_low": figure.ci95_low,
                     "ci95_high": figure.ci95_high, **play_columns(answer.play),
                     "question_read": _only_one(answer.reading, None if answer.other is None else
                                                (answer.other.note, answer.other.reading)),
                     "deals_drawn": answer.deals, "deals_meeting_condition": figure.trials})
    return rows


def holding_figure(claim: HoldingClaim, *, seed: SeedLike = 0, deals: int = SIMULATED_DEALS,
                   budget: int = DEFAULT_BUDGET) -> tuple[str, float, float, float]:
    """``(method, probability, ci95_low, ci95_high)``: exact where it can be counted within ``budget`` steps,
    else simulated from ``deals`` deals."""
    exact = sentence_exact(claim.event, claim.position, budget=budget)
    if exact is not None:
        return "exact", float(exact), float(exact), float(exact)
    simulated = simulate_sentence(claim.event, claim.position, deals, seed)
    return "simulated", simulated.value, simulated.ci95_low, simulated.ci95_high
