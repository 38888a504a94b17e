"""A side of one skill against a side of another, whole games and rubbers: how much of a game is luck.

Side 0 plays ``skilled`` (``hoyle``), side 1 ``unskilled`` (``random``), seat by
seat (``play(..., seat_models=...)``).  Every deal is freshly dealt with seat 0
dealing and played with each seat's model for the side it sits on, its outcome
scored by the game's own ``scoring.apply`` for the side actually dealing; the
deal passes to the left, across games of a rubber too.  Half the matches (the
even-numbered) begin with side 0 dealing, so the dealer's advantage does not
colour the figure.  Batches have their own streams (``SeedSequence.spawn``), so
a seed gives the same figures on any executor.

>>> from whistodds.games import get_game
>>> result = simulate_matches(get_game("whisk"), 400, seed=1)
>>> result.games.trials, 0.0 <= result.skilled_lost_game.estimate < 0.5
(400, True)
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from functools import partial

import numpy as np

from whistodds.games.contexts import hand_contexts
from whistodds.games.definition import Game
from whistodds.games.registry import require_game
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.dealing import deal
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.limits import MAX_GAMES
from whistodds.simulations.outcomes import honours_by_seat, honours_column
from whistodds.simulations.play import get_model, play
from whistodds.simulations.play.models import PlayModel, default_model, game_model, require_model
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.tally import Tally

MATCH_BATCH = 100_000
MAX_DEALS = 5000  # a guard: no rubber of any game here lasts near this long


@dataclass(frozen=True)
class MatchResult:
    """Games (and rubbers) of a skilled side against an unskilled one, as counts.

    Attributes:
        games: games the unskilled side won, of all games played (``Proportion``).
        rubbers: rubbers the unskilled side won, of all played (None when rubbers were not played).
        deals: games by the number of deals they lasted.
    """

    games: Proportion
    rubbers: Proportion | None
    deals: Tally

    @property
    def skilled_lost_game(self) -> Proportion:
        """How often the skilled side lost a game (its SE and Wilson interval with it)."""
        return self.games

    @property
    def skilled_lost_rubber(self) -> Proportion | None:
        return self.rubbers

    def __add__(self, other: MatchResult) -> MatchResult:
        rubbers = None
        if self.rubbers is not None:
            if other.rubbers is None:
                raise ValueError("cannot add matches played as rubbers to matches that were not")
            rubbers = Proportion(self.rubbers.successes + other.rubbers.successes,
                                 self.rubbers.trials + other.rubbers.trials)
        return MatchResult(Proportion(self.games.successes + other.games.successes,
                                      self.games.trials + other.games.trials), rubbers, self.deals + other.deals)


def _deal_outcome(game: Game, dealing_side: np.ndarray, scores: np.ndarray, skilled: PlayModel,
                  unskilled: PlayModel, generator: np.random.Generator) -> dict[str, np.ndarray]:
    """One deal in each match (seat 0 deals), each seat played by the model of the side it sits on; a model
    that attends to the score is told it (``scores``: each match's, by side)."""
    n = dealing_side.size
    deals = deal(game, n, generator, dealer=0)
    relative = np.array(game.seat_sides)  # the side of each seat counted from the dealer's
    on_side_0 = (relative[None, :] == 0) == (dealing_side[:, None] == 0)  # seat plays for side 0
    seated = np.empty(on_side_0.shape, dtype=object)
    seated[on_side_0], seated[~on_side_0] = skilled, unskilled
    honours = honours_column(game, honours_by_seat(deals.hands, deals.trump, game.whist_rules.honour_ranks))
    contexts = None
    if skilled.attends_to_score or unskilled.attends_to_score:
        rows = np.arange(n)
        contexts = hand_contexts(game, scores[rows, dealing_side], scores[rows, 1 - dealing_side], honours)
    tricks = play(deals, skilled, generator, record=False, seat_models=seated, contexts=contexts).tricks_by_side
    return {"tricks": tricks[:, 0], "honours": honours}


def _matches_batch(game: Game, skilled: PlayModel, unskilled: PlayModel, rubbers: bool, first_index: int, size: int,
                   stream: np.random.SeedSequence) -> MatchResult:
    generator = np.random.default_rng(stream)
    dealing = (np.arange(first_index, first_index + size) % 2).astype(np.int64)  # side dealing now
    scores = np.zeros((size, 2), np.int64)
    won = np.zeros((size, 2), np.int64)
    deals_in_game = np.zeros(size, np.int64)
    game_lengths: list[np.ndarray] = []
    games_lost = games_played = 0
    active = np.arange(size)
    rules = game.score_rules
    for _ in range(MAX_DEALS):
        if active.size == 0:
            break
        outcome = _deal_outcome(game, dealing[active], scores[active], skilled, unskilled, generator)
        new, winner = rules.apply(scores[active], dealing[active], outcome)
        scores[active] = new
        deals_in_game[active] += 1
        dealing[active] = 1 - dealing[active]
        ended = active[winner >= 0]
        winners = winner[winner >= 0]
        games_played += ended.size
        games_lost += int((winners == 1).sum())
        game_lengths.append(deals_in_game[ended].copy())
        won[ended, winners] += 1
        scores[ended] = 0
        deals_in_game[ended] = 0
        done = ended if not rubbers else ended[won[ended].max(axis=1) == 2]
        active = active[~np.isin(active, done)]
    else:
        raise RuntimeError(f"{active.size} matches of {game.name} unfinished after {MAX_DEALS} deals")
    rubber = Proportion(int((won[:, 1] == 2).sum()), size) if rubbers else None
    return MatchResult(Proportion(games_lost, games_played), rubber, Tally.of(np.concatenate(game_lengths)))


def simulate_matches(
    game: Game,
    n_matches: int = 100_000,
    skilled: PlayModel | None = None,
    unskilled: PlayModel | None = None,
    seed: SeedLike = None,
    *,
    rubbers: bool = False,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> MatchResult:
    """Play ``n_matches`` games (``rubbers=True``: rubbers) of ``game``, side 0 playing ``skilled`` (default:
    the game's own model where it plays card by card, else ``DEFAULT_MODEL``) and side 1 ``unskilled`` (default
    ``random``): how
    often the unskilled side wins, with standard errors."""
    the_game = require_game(game)
    if not the_game.counts_tricks_and_honours or the_game.n_sides != 2:
        raise ValueError(f"matches are for whist games of two sides with a score, not {the_game.name!r}")
    if rubbers and the_game.rubber is None:
        raise ValueError(f"{the_game.name} has no rubber")
    n_matches = check_count(n_matches, "n_matches", MAX_GAMES)
    if skilled is None:  # the game's own model, if it plays card by card (not double-dummy): else hoyle
        own = game_model(the_game)
        skilled = own if own.plays_card_by_card else default_model()
    skilled = require_model(skilled)
    unskilled = get_model("random") if unskilled is None else require_model(unskilled)
    for chosen in (skilled, unskilled):
        if chosen.kernel is None:
            raise ValueError(f"model {chosen.name!r} does not play card by card; use random, hoyle or catch-the-ten")
    # Each batch starts on an even match, so half of every batch begins with side 0 dealing.
    batch = MATCH_BATCH - MATCH_BATCH % 2
    job = partial(_matches_batch, the_game, skilled, unskilled, rubbers, 0)
    parts = run_batches(job, n_matches, seed, batch_size=batch, executor=executor, progress=progress)
    return sum(parts[1:], parts[0])
