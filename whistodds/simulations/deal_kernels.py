"""Deal kernels: the distribution of what one deal gives the dealer's side, for any game with a score.

Whist scoring: the joint distribution of the dealer's side's tricks (0 to the
tricks of a deal) and trump honours (0 to all of them), a grid
(:class:`DealKernel`).  Kernels ship as package data for long-whist deals under
``random`` and ``hoyle`` (ten million deals each) and ``double-dummy``; short
whist shares them (same deal, same play, same outcome recorded).  Long whist with
``call_needs=two-and-one`` records more of each deal (whether the honours of the
side holding three or four lie in one hand), so its kernels ship apart, from the
same deals; a game is served a shipped kernel only when both its deal and what
its outcome records match (:func:`shipped_game`).  Scotch Whist: each distinct
sequence of scoring moments and how often it came (:class:`MomentsKernel`).
Any other kernel is simulated on demand and cached in the user's cache folder,
keyed by the game's canonical name, the play model, the deals, the seed, the
version and a fingerprint of the compiled code.

Both kinds give the exact solver the same three things: ``outcomes()`` (arrays
the game's scoring reads, one entry per outcome), ``counts`` and ``probabilities``.
"""

from __future__ import annotations

import dataclasses
import json
import re
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import lru_cache, partial
from importlib import resources
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Union

import numpy as np

from whistodds import __version__
from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.games.scoring_protocol import OutcomeKind
from whistodds.games.whist import LONG_WHIST
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.checkpoint import array_from_json, array_to_json, kernel_checkpoint
from whistodds.simulations.limits import MAX_DOUBLE_DUMMY_DEALS, MAX_KERNEL_DEALS
from whistodds.simulations.play.models import Sight
from whistodds.simulations.play.policies import get_policy
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd
    from whistodds.simulations.kernel_protocol import Kernel

SHIPPED_GAME = LONG_WHIST.name  # the shipped kernels' deal; any game with the same deal signature shares them
# The games whose kernels ship, one a way of recording a deal's outcome (all dealt as long whist); a game
# with the long-whist deal is served the one that records what its own outcome records.
SHIPPED_GAMES = (SHIPPED_GAME, "long-whist(call_needs=two-and-one)")
DEFAULT_DEALS = 200_000  # a kernel simulated for a game with no shipped one, when no number is given
DEFAULT_SEED = 0
KERNEL_BATCH = 250_000


def _recorded_seed(seed: SeedLike) -> int | None:
    return int(seed) if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) else None


class _Counted:
    """What both kinds of kernel share: deals counted by outcome, the same at every state of a game."""

    counts: np.ndarray
    many_outcomes = False
    varies_by_state = False

    def fits(self, game: Game) -> bool:
        """Whether ``game`` is scored by what this kind of kernel counts, in the same shape."""
        return game.has_score and KERNEL_TYPES[game.score_rules.outcome_kind] is type(self) and (
            game.score_rules.outcome_shape() in (None, self.counts.shape))

    def solver_probabilities(self, game: Game) -> np.ndarray:
        """The kernel's own probabilities, ``(outcomes,)``: the same at every state."""
        return self.probabilities.ravel()

    def deal_probabilities(self, game: Game, state: int) -> np.ndarray:
        return self.probabilities.ravel()

    def posterior_draws(self, game: Game, draws: int, generator: np.random.Generator, prior: float
                        ) -> np.ndarray:
        return generator.dirichlet(self.counts.ravel() + prior, size=draws)

    @property
    def deals(self) -> int:
        return int(self.counts.sum())

    @property
    def probabilities(self) -> np.ndarray:
        return self.counts / self.deals


@dataclass(frozen=True)
class DealKernel(_Counted):
    """Counts of deals by (tricks of the dealer's side, honours of the dealer's side), whist scoring.

    Attributes:
        counts: integer array of shape ``(tricks + 1, honours + 1)``, e.g. ``(14, 5)``.
        policy: the play model.
        seed: the seed the deals came from (None if unseeded).
        version: whistodds version that made it.
        command: the command that regenerates it exactly.
        game: the canonical name of the game whose deals were played.
    """

    counts: np.ndarray
    policy: str
    seed: int | None = None
    version: str = __version__
    command: str = ""
    game: str = SHIPPED_GAME
    extra: dict[str, object] = field(default_factory=dict, compare=False)
    context: tuple[int, int] | None = None

    def __repr__(self) -> str:
        """Short: the estimate that matters most and its SE first, then where it came from; not the counts.

        >>> shipped_kernel("hoyle")
        DealKernel(P(dealer's side wins the odd trick) 0.5750 ± 0.0002; long-whist, hoyle, 10,000,000 deals, seed 1793)
        """
        where = "" if self.context is None else f", context {self.context}"
        try:
            summary = self.summary()
            estimate = (f"P(dealer's side wins the odd trick) {summary['p_dealer_side_odd_trick']:.4f} ± "
                        f"{summary['se_p_dealer_side_odd_trick']:.4f}; ")
        except (ValueError, KeyError):  # a game no longer registered: say the rest
            estimate = ""
        return f"DealKernel({estimate}{self.game}, {self.policy}{where}, {self.deals:,} deals, seed {self.seed})"

    def outcomes(self) -> dict[str, np.ndarray]:
        """Every cell of the grid, flattened as ``counts.ravel()``: the dealer's side's tricks and honours."""
        tricks, honours = np.meshgrid(np.arange(self.counts.shape[0]), np.arange(self.counts.shape[1]), indexing="ij")
        return {"tricks": tricks.ravel(), "honours": honours.ravel()}

    def _mean_and_se(self, values: np.ndarray) -> tuple[float, float]:
        p = self.probabilities
        mean = float((p * values).sum())
        variance = float((p * (values - mean) ** 2).sum())
        return mean, float(np.sqrt(variance / self.deals))

    def summary(self) -> dict[str, float]:
        """P(dealer's side wins the odd trick), mean tricks and mean net points per deal (tricks over
        the book and honours, the game's values, from love-all), with SEs."""
        scoring = get_game(self.game).whist_rules
        tricks, honours = np.meshgrid(np.arange(self.counts.shape[0]), np.arange(self.counts.shape[1]),
                                      indexing="ij")
        dealer_points, other_points = scoring.deal_points(tricks, honours)
        p_odd, se_odd = self._mean_and_se((tricks > scoring.book).astype(float))
        mean_tricks, se_tricks = self._mean_and_se(tricks)
        mean_points, se_points = self._mean_and_se(dealer_points - other_points)
        return {
            "deals": self.deals,
            "p_dealer_side_odd_trick": p_odd,
            "se_p_dealer_side_odd_trick": se_odd,
            "mean_tricks_dealer_side": mean_tricks,
            "se_mean_tricks_dealer_side": se_tricks,
            "mean_net_points_dealer_side": mean_points,
            "se_mean_net_points_dealer_side": se_points,
        }

    def table(self) -> "pd.DataFrame":
        """The joint distribution as a tidy table: one row per (tricks, honours)."""
        import pandas as pd

        cells = self.outcomes()
        scoring = get_game(self.game).whist_rules
        if scoring.records_split:
            counts_width = self.counts.shape[1] // 2
            return pd.DataFrame({"tricks_dealer_side": cells["tricks"],
                                 "honours_dealer_side": cells["honours"] % counts_width,
                                 "honours_in_one_hand": scoring.in_one_hand(cells["honours"]),
                                 "deals": self.counts.ravel(), "probability": self.probabilities.ravel()})
        return pd.DataFrame({"tricks_dealer_side": cells["tricks"], "honours_dealer_side": cells["honours"],
                             "deals": self.counts.ravel(), "probability": self.probabilities.ravel()})

    def to_json(self) -> str:
        rows, columns = self.counts.shape
        split = ""
        if get_game(self.game).score_rules.records_split:
            split = (f", columns {columns // 2}-{columns - 1} again when the honours of the side holding all or all "
                     f"but one lie in one hand")
        document = {
            "what": f"whistodds deal kernel: deals counted by tricks (rows 0-{rows - 1}) and trump honours "
            f"(columns 0-{columns - 1}) of the dealer's side{split}",
            "game": self.game,
            "policy": self.policy,
            "deals": self.deals,
            "seed": self.seed,
            "version": self.version,
            "command": self.command,
            **({} if self.context is None else {"context": list(self.context)}),
            "summary": self.summary(),
            "counts": self.counts.tolist(),
        }
        return json.dumps(document, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> DealKernel:
        document = json.loads(text)
        counts = np.asarray(document["counts"], dtype=np.int64)
        game = get_game(document.get("game", SHIPPED_GAME))
        shape = game.score_rules.outcome_shape()
        if counts.shape != shape or (counts < 0).any() or counts.sum() == 0:
            raise ValueError(f"a deal kernel of {game.name} needs non-negative counts of shape {shape}")
        context = document.get("context")
        return cls(counts, document["policy"], document.get("seed"), document.get("version", ""),
                   document.get("command", ""), document.get("game", SHIPPED_GAME),
                   context=None if context is None else (int(context[0]), int(context[1])))

    @classmethod
    def from_outcomes(cls, game: Game, outcomes: dict[str, np.ndarray], policy: str, seed: int | None,
                      command: str = "") -> DealKernel:
        """Deals counted by the dealer's side's tricks and honours column."""
        shape = game.score_rules.outcome_shape()
        if shape is None:
            raise ValueError(f"{game.name}'s deals are listed by outcome, not counted on a grid")
        rows, columns = shape
        cells = outcomes["tricks"].astype(np.int64) * columns + outcomes["honours"].astype(np.int64)
        counts = np.bincount(cells, minlength=rows * columns).reshape(rows, columns)
        return cls(counts, policy, seed, __version__, command, game.name)


@dataclass(frozen=True)
class MomentsKernel(_Counted):
    """Scotch Whist: each distinct deal outcome, as the points of each side (counted from the
    dealer's) at each scoring moment of the finish rule, and how many deals had it.

    ``moments[m, k, s]``: outcome m, moment k, side s (0 the dealer's); ``counts[m]``.
    """

    many_outcomes = True

    moments: np.ndarray
    counts: np.ndarray
    policy: str
    game: str
    seed: int | None = None
    version: str = __version__

    def __repr__(self) -> str:
        return f"MomentsKernel({self.game}, {self.policy}, {self.deals:,} deals, {len(self.counts)} outcomes)"

    def outcomes(self) -> dict[str, np.ndarray]:
        return {"moments": self.moments}

    def to_json(self) -> str:
        return json.dumps({"what": "whistodds moments kernel", "game": self.game, "policy": self.policy,
                           "seed": self.seed, "version": self.version, "deals": self.deals,
                           "moments": self.moments.tolist(), "counts": self.counts.tolist()}) + "\n"

    @classmethod
    def from_json(cls, text: str) -> MomentsKernel:
        document = json.loads(text)
        moments = np.asarray(document["moments"], dtype=np.int64)
        counts = np.asarray(document["counts"], dtype=np.int64)
        if moments.ndim != 3 or counts.shape != moments.shape[:1] or (counts <= 0).any():
            raise ValueError("a moments kernel needs (outcomes, moments, sides) points and a positive count each")
        return cls(moments, counts, document["policy"], document["game"], document.get("seed"),
                   document.get("version", ""))

    @classmethod
    def from_outcomes(cls, game: Game, outcomes: dict[str, np.ndarray], policy: str, seed: int | None,
                      command: str = "") -> MomentsKernel:
        """Each distinct sequence of scoring moments and how many deals had it (``command``: none kept)."""
        from whistodds.simulations.scotch import merge_moments

        merged = merge_moments(outcomes["moments"])
        distinct, counts = _distinct_in_order(merged.reshape(merged.shape[0], -1),
                                              np.ones(merged.shape[0], np.int64))
        return cls(distinct.reshape(-1, *merged.shape[1:]), counts, policy, game.name, seed)


CountedKernel = Union[DealKernel, MomentsKernel]  # the kernels counted in one grid or list (not per context)


# The kernel that counts each kind of deal outcome: the one place a scoring's outcome meets a kernel type.
KERNEL_TYPES: dict[OutcomeKind, type[DealKernel] | type[MomentsKernel]] = {
    OutcomeKind.TRICKS_AND_HONOURS: DealKernel,
    OutcomeKind.SCORING_MOMENTS: MomentsKernel,
}


def count_outcomes(game: Game, outcomes: dict[str, np.ndarray], policy: str, seed: int | None,
                   command: str = "") -> CountedKernel:
    """Count per-deal outcomes (from :func:`whistodds.simulations.outcomes.deal_outcomes`) into a kernel."""
    return KERNEL_TYPES[game.score_rules.outcome_kind].from_outcomes(game, outcomes, policy, seed, command)


def _distinct_in_order(rows: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows in the order they first occur, and the total weight of each.

    First-occurrence order keeps a kernel's outcomes in the order the deals
    produced them, so the Dirichlet draws of its interval fall on the same
    outcomes for the same seed however the rows are stored.
    """
    distinct, first, inverse = np.unique(rows, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    totals = np.bincount(rank[inverse.ravel()], weights=weights, minlength=order.size).astype(np.int64)
    return distinct[order], totals


def merge_kernels(parts: list[CountedKernel]) -> CountedKernel:
    """One kernel from kernels of the same game and play model (batches)."""
    first = parts[0]
    if isinstance(first, DealKernel):
        return DealKernel(sum((part.counts for part in parts[1:]), first.counts), first.policy, first.seed, first.version, first.command,
                          first.game, context=first.context)
    listed: list[MomentsKernel] = []
    for part in parts:
        if not isinstance(part, MomentsKernel):
            raise ValueError("kernels of different kinds cannot be merged")
        listed.append(part)
    steps = max(part.moments.shape[1] for part in listed)
    padded = [np.pad(part.moments, ((0, 0), (0, steps - part.moments.shape[1]), (0, 0))) for part in listed]
    flat = np.concatenate([p.reshape(p.shape[0], -1) for p in padded])
    distinct, counts = _distinct_in_order(flat, np.concatenate([part.counts for part in listed]))
    return MomentsKernel(distinct.reshape(-1, steps, listed[0].moments.shape[2]), counts, first.policy, first.game,
                         first.seed)


def regenerate_command(game: Game, policy: str, n_deals: int, seed: int | None) -> str:
    seed_part = f" --seed {seed}" if seed is not None else ""
    name = "long" if game.name == SHIPPED_GAME else f'"{game.name}"'
    return f"whist-odds kernel {name} --policy {policy} --deals {n_deals}{seed_part} --format kernel-json"


def _kernel_batch(game: Game, policy: str, threads: int | None, context: tuple[int, int] | None, size: int,
                  stream: np.random.SeedSequence) -> CountedKernel:
    from whistodds.simulations.outcomes import deal_outcomes  # compiled code: load only when simulating

    outcomes = deal_outcomes(game, size, policy, np.random.default_rng(stream), threads, context)
    kernel = count_outcomes(game, outcomes, policy, None)
    if context is None:
        return kernel
    if not isinstance(kernel, DealKernel):
        raise ValueError(f"context={context!r} is not allowed for {game.name}: a context is for whist deal kernels")
    return dataclasses.replace(kernel, context=context)


def max_kernel_deals(policy: str) -> int:
    """The most deals a kernel may be simulated from under ``policy`` (double-dummy solving is slow)."""
    return MAX_DOUBLE_DUMMY_DEALS if get_policy(policy).kernel is None else MAX_KERNEL_DEALS


def relabel(kernel: CountedKernel, game: Game) -> CountedKernel:
    """The same counts, named for ``game`` (a game that shares the kernel's deal)."""
    if kernel.game == game.name:
        return kernel
    if isinstance(kernel, DealKernel):
        return dataclasses.replace(kernel, game=game.name)
    return MomentsKernel(kernel.moments, kernel.counts, kernel.policy, game.name, kernel.seed, kernel.version)


def registered(game: Game | str) -> Game:
    """``game`` as found in the registry: kernels name their game, so it must be found by its name."""
    found = get_game(game)
    try:
        known = get_game(found.name)
    except ValueError:
        known = None
    if known != found:
        raise ValueError(f"{found.name} is not registered (or another game has its name); "
                         f"whistodds.games.register(game) first")
    return found


def simulate_kernel(
    policy: str = "hoyle",
    n_deals: int = 1_000_000,
    seed: SeedLike = None,
    *,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
    game: Game | str = SHIPPED_GAME,
    context: tuple[int, int] | None = None,
) -> CountedKernel:
    """A fresh kernel from ``n_deals`` deals of ``game`` played under ``policy``.

    Deals run in batches with their own streams (``SeedSequence.spawn``) on
    ``executor`` if given; the kernel for a seed never depends on it.
    ``context`` is what the score means for every hand, for a model that attends
    to it (see :mod:`whistodds.simulations.context_kernels`).
    """
    game = registered(game)
    name = get_policy(policy).name
    if not game.has_score:
        raise ValueError(f"deal kernels are for games with a score, not {game.name!r}")
    n_deals = check_count(n_deals, "n_deals", max_kernel_deals(name))
    from whistodds.simulations.outcomes import DD_BATCH

    whist = game.counts_tricks_and_honours
    size = DD_BATCH if get_policy(name).kernel is None else KERNEL_BATCH
    task = partial(_kernel_batch, game, name, None if executor is None else 1, context)
    # Whist kernels always took spawned streams; Scotch Whist's took the seed's own stream for one batch.
    recorded = _recorded_seed(seed)
    encode, decode = ((_encode_deal_batch, _deal_batch_decoder(game, name, context)) if whist
                      else (_encode_moments_batch, _moments_batch_decoder(game, name)))
    with kernel_checkpoint(game, name, n_deals, recorded, size, context, encode, decode) as checkpoint:
        parts = run_batches(task, n_deals, seed, batch_size=size, executor=executor, progress=progress,
                            root_when_single=not whist, done=checkpoint.done, on_batch=checkpoint.record)
    merged = merge_kernels(parts)
    if whist:
        command = regenerate_command(game, name, n_deals, recorded) if recorded is not None and context is None else ""
        return DealKernel(merged.counts, name, recorded, __version__, command, game.name, context=context)
    if not isinstance(merged, MomentsKernel):
        raise TypeError(f"a kernel of {game.name} lists its outcomes; got a {type(merged).__name__}")
    return MomentsKernel(merged.moments, merged.counts, name, game.name, recorded)


# A batch of a resumable run, as its checkpoint keeps it (simulations.checkpoint).
def _encode_deal_batch(kernel: Kernel) -> dict[str, Any]:
    if not isinstance(kernel, DealKernel):
        raise TypeError(f"a batch of tricks and honours is a DealKernel, not a {type(kernel).__name__}")
    return {"counts": array_to_json(kernel.counts)}


def _encode_moments_batch(kernel: Kernel) -> dict[str, Any]:
    if not isinstance(kernel, MomentsKernel):
        raise TypeError(f"a batch of scoring moments is a MomentsKernel, not a {type(kernel).__name__}")
    return {"moments": array_to_json(kernel.moments), "counts": array_to_json(kernel.counts)}


def _deal_batch_decoder(game: Game, policy: str, context: tuple[int, int] | None
                        ) -> Callable[[dict[str, Any]], Kernel]:
    shape = game.score_rules.outcome_shape()

    def decode(batch: dict[str, Any]) -> Kernel:
        counts = array_from_json(batch["counts"])
        if counts.shape != shape or (counts < 0).any():
            raise ValueError(f"a batch needs non-negative counts of shape {shape}")
        return DealKernel(counts, policy, None, __version__, "", game.name, context=context)

    return decode


def _moments_batch_decoder(game: Game, policy: str) -> Callable[[dict[str, Any]], Kernel]:
    def decode(batch: dict[str, Any]) -> Kernel:
        moments, counts = array_from_json(batch["moments"]), array_from_json(batch["counts"])
        if moments.ndim != 3 or counts.shape != moments.shape[:1] or (counts <= 0).any():
            raise ValueError("a batch needs (outcomes, moments, sides) points and a positive count each")
        return MomentsKernel(moments, counts, policy, game.name, None)

    return decode


def shares_shipped_deal(game: Game, policy: str) -> bool:
    """Whether ``game`` is dealt and played as long whist under ``policy``: the same deal signature, where
    perfect play (``double-dummy``, every hand open) reads nothing from which hands are exposed."""
    open_hands = get_policy(policy).sees is Sight.ALL
    return game.deal_signature(open_hands=open_hands) == get_game(SHIPPED_GAME).deal_signature()


@lru_cache(maxsize=None)
def _shipped_outcome_keys() -> dict[tuple[Any, ...], str]:
    return {get_game(name).score_rules.outcome_key(): name for name in SHIPPED_GAMES}


def shipped_game(game: Game | str, policy: str) -> str | None:
    """The game of the shipped kernels that serve ``game`` under ``policy``: dealt and played as long whist,
    and recording what a deal of ``game`` records (its outcome key); None if none does.

    >>> shipped_game("short-whist", "hoyle"), shipped_game("long-whist(call_needs=two-and-one)", "hoyle")
    ('long-whist', 'long-whist(call_needs=two-and-one)')
    """
    game = get_game(game)
    if not shares_shipped_deal(game, policy) or not game.has_score:
        return None
    return _shipped_outcome_keys().get(game.score_rules.outcome_key())


def shipped_file(game_name: str, policy: str, prefix: str = "kernel") -> str:
    """The package-data file of a shipped kernel: ``kernel-long-whist-hoyle.json``, and for a game with
    parameters its name made a file name (``kernel-long-whist-call_needs-two-and-one-hoyle.json``)."""
    return f"{prefix}-{re.sub(r'[^A-Za-z0-9_-]+', '-', game_name).strip('-')}-{policy}.json"


def shipped_kernel(policy: str = "hoyle", game: Game | str = SHIPPED_GAME) -> DealKernel:
    """The kernel shipped with the package for ``policy``, for any game dealt and played as long whist whose
    deals record what one of the shipped games' do (see :func:`shipped_game`)."""
    name = get_policy(policy).name
    game = get_game(game)
    source = shipped_game(game, name)
    if source is None:
        raise ValueError(f"no shipped kernel for {game.name}: kernels ship for the long-whist deal, recording what "
                         f"a deal of {' or '.join(SHIPPED_GAMES)} records; give a number of deals to simulate one")
    resource = resources.files("whistodds.simulations").joinpath("data", shipped_file(source, name))
    if not resource.is_file():
        raise ValueError(f"no shipped kernel for policy {name!r}"
                         + ("" if source == SHIPPED_GAME else f" and {source}")
                         + "; give a number of deals to simulate one")
    kernel = DealKernel.from_json(resource.read_text(encoding="utf-8"))
    return kernel if game.name == kernel.game else DealKernel(kernel.counts, kernel.policy, kernel.seed, kernel.version,
                                                              kernel.command, game.name)
