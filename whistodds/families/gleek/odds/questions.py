"""``whist-odds gleek``'s question: Gleek's sets, the ruff and the stock, the tricks settled against 22, and its
answer."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from whistodds.games.definition import Game
from whistodds.odds.questions.base import SimulatesUnmetered
from whistodds.odds.questions.checks import check_card_by_card, check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    import pandas as pd

GLEEK_DEALS = 200_000  # deals simulated when none are given
MIN_GLEEK_DEALS = 100
PLAYED_DEALS = 100_000  # the most deals played card by card for the settlement


def gleek_game(game: Game) -> Game:
    """``game`` if it is Gleek (with any of its rules), else a one-line error."""
    from whistodds.families.gleek.rules import GLEEK

    if game.family != GLEEK.family:
        raise ValueError(f"--game {game.name!r} is not allowed; use {GLEEK.family}, with its rules as parameters")
    return game


@dataclass(frozen=True)
class GleekQuestion(SimulatesUnmetered):
    """Gleek ``game``: its sets exactly and from ``deals`` deals by seat, the ruff and the stock, and the
    twelve tricks played by ``model`` (at most :data:`PLAYED_DEALS` deals) settled against 22.

    >>> from whistodds.families.gleek.rules import GLEEK
    >>> from whistodds.simulations.play.models import get_model
    >>> GleekQuestion(GLEEK, get_model("hoyle"), deals=10)
    Traceback (most recent call last):
    ...
    ValueError: --deals 10 is not allowed; use 100 to 1,000,000,000
    """

    game: Game
    model: PlayModel
    deals: int = GLEEK_DEALS
    seed: int | None = None

    def __post_init__(self) -> None:
        if not MIN_GLEEK_DEALS <= self.deals <= limits.MAX_DEALS:
            raise ValueError(f"--deals {self.deals} is not allowed; use {MIN_GLEEK_DEALS} to {limits.MAX_DEALS:,}")
        check_seed_value(self.seed)
        gleek_game(self.game)
        check_card_by_card(check_plays(self.model, self.game))

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> GleekAnswer:
        from whistodds.families.gleek.odds import (exact_any_set, exact_sets, play_gleek, simulate_deal_values,
                                                   simulate_sets_by_seat)

        game, deals, seed = self.game, self.deals, run_seed(self.seed, True)
        any_set, receipts = exact_any_set(game)
        by_seat = simulate_sets_by_seat(deals, seed, game=game, executor=executor)
        values = simulate_deal_values(deals, seed, game=game, executor=executor)
        settled = play_gleek(min(deals, PLAYED_DEALS), self.model, seed, game=game, executor=executor)
        return GleekAnswer(self, seed, exact_sets(game), any_set, receipts, by_seat, values, settled)


@dataclass(frozen=True)
class GleekAnswer:
    """The answer to a :class:`GleekQuestion`: the sets exactly (``sets``; ``any_set`` the chance of one at
    least, ``receipts`` their expected pence a deal), by seat (``by_seat``), the ruff and the stock
    (``values``) and the tricks settled against 22 (``settled``)."""

    question: GleekQuestion
    seed: int
    sets: "pd.DataFrame"
    any_set: Fraction
    receipts: Fraction
    by_seat: "pd.DataFrame"
    values: "pd.DataFrame"
    settled: "pd.DataFrame"
