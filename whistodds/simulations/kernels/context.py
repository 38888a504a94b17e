"""Kernels per play context, for a play model that attends to the score (``hoyle-score``).

Such a model plays a hand by what the score means for it (its context, see
:mod:`whistodds.games.contexts`), so one kernel no longer serves every score:
there is one :class:`~whistodds.simulations.kernels.DealKernel` per context,
each from its own deals played in that context.  At a given score, a deal in
which the dealer's side holds ``h`` honours is played in the context the score
and ``h`` make, so the outcome distribution of a state is

    P(tricks t, honours h | state) = P(h) * P(t | h, context(state, h))

with P(t | h, c) from the kernel of context c and P(h), which no play changes,
pooled over every kernel's deals.  :meth:`ContextKernel.state_probabilities`
gives that for every state of a game, for the exact solver; its interval draws
each kernel's conditional distributions and the pooled honours from their
Dirichlet posteriors.

Contexts are shared by scores that mean the same for the play, and by games with
the same deal: the shipped ``hoyle-score`` kernels (long-whist deals) serve long
and short whist and every variant of them whose contexts they hold.  The split call
(``long-whist(call_needs=two-and-one)``, which records more) has its own, of the
200,000 deals a context with seed 0 that would otherwise be simulated for it (the
report's claims section fits it), regenerated exactly by the command each file
records: ``whist-odds kernel "long-whist(call_needs=two-and-one)" --model
hoyle-score --deals 200000 --seed 0 --format kernel-json --out FILE``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import numpy as np

from whistodds import __version__
from whistodds.games.contexts import Context, check_contexts, hand_contexts
from whistodds.games.definition import Game
from whistodds.games.registry import get_game, require_game
from whistodds.package_data import data_listed, data_text
from whistodds.simulations.batches import ProgressCallback, check_count
from whistodds.simulations.kernels.deal import (DEFAULT_DEALS, DEFAULT_SEED, SHIPPED_GAME, DealKernel,
                                                max_kernel_deals, registered, shipped_file, shipped_game, simulate_kernel)
from whistodds.simulations.json_arrays import json_document
from whistodds.simulations.kernels.cache import kernel_cache_path, read_cached, write_cached
from whistodds.simulations.play.identity import is_builtin
from whistodds.simulations.play.models import PlayModel, get_model, require_model
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd

PRIOR = 0.5  # Jeffreys


def needed_contexts(game: Game) -> list[Context]:
    """Every context a hand of ``game`` can be played in, from every score in play and honours held."""
    check_contexts(game)
    n, columns = game.score_rules.score_states, game.whist_rules.outcome_shape()[1]
    dealer_score, other_score, honours = np.meshgrid(np.arange(n), np.arange(n), np.arange(columns), indexing="ij")
    win_at, save_at = hand_contexts(game, dealer_score, other_score, honours)
    return sorted({(int(w), int(s)) for w, s in zip(win_at.ravel(), save_at.ravel())})


def state_contexts(game: Game) -> tuple[np.ndarray, np.ndarray]:
    """For every solver state ``(us * n + them) * 2 + (0 if we deal else 1)`` and honours column of the
    dealer's side: the context, as ``(win_at, save_at)`` arrays of shape ``(states, columns)``."""
    n, columns = game.score_rules.score_states, game.whist_rules.outcome_shape()[1]
    grid = np.meshgrid(np.arange(n), np.arange(n), np.arange(2), indexing="ij")
    us, them, they_deal = (axis.ravel() for axis in grid)
    dealer_score = np.where(they_deal == 0, us, them)[:, None]
    other_score = np.where(they_deal == 0, them, us)[:, None]
    return hand_contexts(game, dealer_score, other_score, np.arange(columns)[None, :])


def _borrow_pooled(kernels: Sequence[DealKernel]) -> np.ndarray:
    """The kernels' counts ``(contexts, tricks, columns)`` as floats, a context's honours column with no deals
    taking the pooled column of every context: the point estimate and the posterior alike."""
    counts = np.stack([kernel.counts for kernel in kernels]).astype(float)
    pooled: np.ndarray = np.where(counts.sum(axis=1, keepdims=True) > 0, counts, counts.sum(axis=0))
    return pooled


@dataclass(frozen=True)
class ContextKernel:
    """One deal kernel per play context, for a game and a play model that attends to the score.

    Attributes:
        game: the canonical name of the game whose deals were played.
        model: the play model.
        kernels: ``(context, kernel)`` pairs, by context.
        seed: the seed every context's deals came from (each context its own stream of it).
        command: the command that regenerates it exactly.
    """

    game: str
    model: str
    kernels: tuple[tuple[Context, DealKernel], ...]
    seed: int | None = None
    version: str = __version__
    command: str = ""

    def __repr__(self) -> str:
        return (f"ContextKernel({self.game}, {self.model}, {len(self.kernels)} contexts, {self.deals:,} deals, "
                f"seed {self.seed})")

    @property
    def deals(self) -> int:
        return sum(kernel.deals for _, kernel in self.kernels)

    @property
    def contexts(self) -> list[Context]:
        return [context for context, _ in self.kernels]

    def kernel(self, context: Context) -> DealKernel:
        for known, kernel in self.kernels:
            if known == context:
                return kernel
        raise ValueError(f"no kernel for the context {context}; the contexts held are {self.contexts}")

    def outcomes(self) -> dict[str, np.ndarray]:
        return self.kernels[0][1].outcomes()

    @property
    def outcome_shape(self) -> tuple[int, int]:
        return self.kernels[0][1].counts.shape

    many_outcomes = False
    varies_by_state = True  # the Kernel protocol: its deals differ by the state of the game

    def fits(self, game: Game) -> bool:
        """Whether ``game`` is scored by tricks and honours in this kernel's shape."""
        return game.counts_tricks_and_honours and self.outcome_shape == game.score_rules.outcome_shape()

    def solver_probabilities(self, game: Game) -> np.ndarray:
        """:meth:`state_probabilities` as the solver takes them: ``(1, states, outcomes)``."""
        probabilities: np.ndarray = self.state_probabilities(game)[None]
        return probabilities

    def deal_probabilities(self, game: Game, state: int) -> np.ndarray:
        probabilities: np.ndarray = self.state_probabilities(game)[state]
        return probabilities

    def posterior_draws(self, game: Game, draws: int, generator: np.random.Generator, prior: float = PRIOR
                        ) -> np.ndarray:
        """:meth:`posterior_state_draws` (its own prior on every count)."""
        return self.posterior_state_draws(game, draws, generator)

    def _honour_counts(self) -> np.ndarray:
        counts: np.ndarray = sum(kernel.counts.sum(axis=0) for _, kernel in self.kernels)
        return counts

    def _parts(self, game: Game) -> tuple[np.ndarray, list[DealKernel]]:
        """Each (state, honours column)'s kernel, as an index into a list of kernels."""
        win_at, save_at = state_contexts(game)
        held = dict(self.kernels)
        missing = sorted({(int(w), int(s)) for w, s in zip(win_at.ravel(), save_at.ravel())} - set(held))
        if missing:
            raise ValueError(f"the {self.model} kernels of {self.game} lack the contexts {missing} that "
                             f"{game.name} needs")
        order = {context: k for k, context in enumerate(self.contexts)}
        index = np.vectorize(lambda w, s: order[(int(w), int(s))])(win_at, save_at)
        return index, [kernel for _, kernel in self.kernels]

    def state_probabilities(self, game: Game) -> np.ndarray:
        """P(outcome) at every state of ``game``: ``(states, outcomes)``, outcomes as ``counts.ravel()``."""
        index, kernels = self._parts(game)
        counts = _borrow_pooled(kernels)
        columns = counts.sum(axis=1, keepdims=True)
        given_honours = np.divide(counts, columns, out=np.zeros_like(counts), where=columns > 0)
        honours = self._honour_counts() / self._honour_counts().sum()
        probabilities: np.ndarray = self._assemble(index, given_honours[None], honours[None])[0]
        return probabilities

    def posterior_state_draws(self, game: Game, draws: int, generator: np.random.Generator) -> np.ndarray:
        """``draws`` draws of :meth:`state_probabilities` from the Dirichlet posteriors: ``(draws, states, outcomes)``."""
        index, kernels = self._parts(game)
        counts = _borrow_pooled(kernels)
        # Each kernel's distribution of tricks given the honours, and the pooled honours: Dirichlet
        # draws as normalised gamma variates (numpy's Generator.dirichlet takes one vector at a time).
        gammas = generator.standard_gamma(np.broadcast_to(counts + PRIOR, (draws,) + counts.shape))
        given_honours = gammas / gammas.sum(axis=2, keepdims=True)
        honours = generator.dirichlet(self._honour_counts() + PRIOR, size=draws)
        return self._assemble(index, given_honours, honours)

    @staticmethod
    def _assemble(index: np.ndarray, given_honours: np.ndarray, honours: np.ndarray) -> np.ndarray:
        """``(draws, states, tricks * columns)`` from each kernel's P(t | h) ``(draws, kernels, tricks,
        columns)`` and P(h) ``(draws, columns)``."""
        columns = index.shape[1]
        # chosen[d, state, t, h] = given_honours[d, index[state, h], t, h]
        by_kernel_column = given_honours.transpose(1, 3, 0, 2)  # (kernels, columns, draws, tricks)
        chosen = by_kernel_column[index, np.arange(columns)[None, :]]  # (states, columns, draws, tricks)
        chosen = chosen.transpose(2, 0, 3, 1) * honours[:, None, None, :]  # (draws, states, tricks, columns)
        assembled: np.ndarray = chosen.reshape(chosen.shape[0], chosen.shape[1], -1)
        return assembled

    def table(self) -> "pd.DataFrame":
        """Every context's joint distribution as one tidy table."""
        import pandas as pd

        parts = []
        for (win_at, save_at), kernel in self.kernels:
            part = kernel.table()
            part.insert(0, "save_at", save_at)
            part.insert(0, "win_at", win_at)
            parts.append(part)
        return pd.concat(parts, ignore_index=True)

    def context_table(self) -> "pd.DataFrame":
        """One row per context: its deals, P(the dealer's side wins the odd trick) and mean tricks, with SEs."""
        import pandas as pd

        rows = []
        for (win_at, save_at), kernel in self.kernels:
            summary = kernel.summary()
            rows.append({"win_at": win_at, "save_at": save_at, "deals": kernel.deals,
                         "p_dealer_side_odd_trick": summary["p_dealer_side_odd_trick"],
                         "se_p_dealer_side_odd_trick": summary["se_p_dealer_side_odd_trick"],
                         "mean_tricks_dealer_side": summary["mean_tricks_dealer_side"],
                         "se_mean_tricks_dealer_side": summary["se_mean_tricks_dealer_side"]})
        return pd.DataFrame(rows)

    def summary(self) -> dict[str, float]:
        """The number of contexts and deals, and the neutral context's summary (where nothing turns on the score)."""
        summary: dict[str, float] = {"contexts": len(self.kernels), "deals": self.deals}
        neutral = get_game(self.game).cards_per_hand + 1, 0
        if neutral in dict(self.kernels):
            summary.update({f"neutral_{key}": value for key, value in self.kernel(neutral).summary().items()})
        return summary

    def to_json(self) -> str:
        first = self.kernels[0][1]
        rows, columns = first.counts.shape
        document = {
            "what": f"whistodds deal kernels per play context (win_at, save_at of the dealer's side): deals counted "
                    f"by tricks (rows 0-{rows - 1}) and trump honours (columns 0-{columns - 1}) of the dealer's side",
            "game": self.game,
            "model": self.model,
            "deals": self.deals,
            "seed": self.seed,
            "version": self.version,
            "command": self.command,
            "contexts": [{"context": list(context), "deals": kernel.deals, "counts": kernel.counts.tolist()}
                         for context, kernel in self.kernels],
        }
        return json.dumps(document, indent=None) + "\n"

    @classmethod
    def from_json(cls, text: str) -> ContextKernel:
        document = json_document(text, "the kernels per context")
        game = get_game(document["game"])
        shape = game.score_rules.outcome_shape()
        kernels = []
        for entry in document["contexts"]:
            counts = np.asarray(entry["counts"], dtype=np.int64)
            if counts.shape != shape or (counts < 0).any() or counts.sum() == 0:
                raise ValueError(f"a deal kernel of {game.name} needs non-negative counts of shape {shape}")
            context = (int(entry["context"][0]), int(entry["context"][1]))
            kernels.append((context, DealKernel(counts, document["model"], document.get("seed"),
                                                document.get("version", ""), "", game.name, context=context)))
        return cls(game.name, document["model"], tuple(sorted(kernels)), document.get("seed"),
                   document.get("version", ""), document.get("command", ""))

    def relabel(self, game: Game) -> ContextKernel:
        """The same kernels, named for ``game`` (a game with the same deal)."""
        import dataclasses

        return dataclasses.replace(self, game=game.name, kernels=tuple(
            (context, dataclasses.replace(kernel, game=game.name)) for context, kernel in self.kernels))


def _shipped(model: PlayModel, game: Game) -> ContextKernel | None:
    """The shipped kernels per context that serve ``game`` (its deal and what its outcome records), if any."""
    source = shipped_game(game, model)
    if source is None:
        return None
    file = shipped_file(source, model, "kernels")
    if not is_builtin(model) or not data_listed("simulations", "data", file):  # only to the model that made it
        return None
    return ContextKernel.from_json(data_text("simulations", "data", file))


def has_shipped_context_kernel(game: Game, model: PlayModel) -> bool:
    """Whether kernels per context ship for ``model`` and ``game``'s deal and outcome, holding every context
    it needs."""
    game = require_game(game)
    shipped = _shipped(require_model(model), game)
    return shipped is not None and set(needed_contexts(game)) <= set(shipped.contexts)


def context_seed(seed: int, context: Context) -> np.random.SeedSequence:
    """The stream of one context's deals: its own, whatever other contexts are simulated."""
    return np.random.SeedSequence(seed, spawn_key=(int(context[0]), int(context[1])))


def get_context_kernel(
    game: Game,
    model: PlayModel | None = None,
    n_deals: int | None = None,
    seed: SeedLike = None,
    *,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> ContextKernel:
    """The kernels of every context ``game`` needs under ``model`` (default ``hoyle-score``): the shipped ones (``n_deals=None``, for
    a game dealt as long whist; a context they lack is simulated from 200,000 deals with seed 0), else
    ``n_deals`` deals a context, each context from its own stream of ``seed`` and cached like any kernel.

    >>> from whistodds.games import SHORT_WHIST
    >>> kernel = get_context_kernel(SHORT_WHIST)
    >>> len(kernel.contexts) >= 25
    True
    """
    game = registered(game)
    chosen = get_model("hoyle-score") if model is None else require_model(model)
    name = chosen.name
    check_contexts(game)
    needed = needed_contexts(game)
    held: dict[Context, DealKernel] = {}
    recorded: int | None = None
    command = ""
    if n_deals is None:
        if seed is not None:
            raise ValueError(f"seed={seed!r} has no effect without n_deals: the shipped kernels are used "
                             f"(give n_deals to simulate them from the seed)")
        shipped = _shipped(chosen, game)  # only where the deal and what its outcome records match
        if shipped is not None:
            held = dict(shipped.relabel(game).kernels)
            recorded, command = shipped.seed, shipped.command
        n_deals, seed = DEFAULT_DEALS, DEFAULT_SEED
    n_deals = check_count(n_deals, "n_deals", max_kernel_deals(chosen))
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        entropy = int(seed)
    elif isinstance(seed, np.random.Generator):
        entropy = int(seed.integers(0, 2**63))
    elif seed is None:
        drawn = cast(int, np.random.SeedSequence().entropy)  # an int: numpy draws one when given none
        entropy = int(drawn) % 2**63  # drawn, and reported as the kernels' seed
    else:
        raise ValueError(f"seed={seed!r} is not allowed; use a non-negative integer, a numpy Generator or None")
    missing = [context for context in needed if context not in held]
    shared = None if progress is None else _share(progress, len(missing))
    for context in missing:
        held[context] = _one_context(game, chosen, n_deals, entropy, context, executor, shared)
    if missing and not held.keys() - set(missing):
        recorded = entropy
        command = regenerate_contexts_command(game, chosen, n_deals, entropy)
    return ContextKernel(game.name, name, tuple(sorted((c, held[c]) for c in needed)), recorded, __version__, command)


def _share(progress: ProgressCallback, parts: int) -> ProgressCallback:
    """A progress callback for ``parts`` runs of equal size on one bar of one run's size: each run's deals
    advance it by their share (``progress`` is called with how far the bar moves, as batches report).

    >>> moved = []
    >>> report = _share(moved.append, 3)
    >>> for size in (5, 5, 5, 5, 5, 5):
    ...     report(size)
    >>> moved, sum(moved)
    ([1, 2, 2, 1, 2, 2], 10)
    """
    done = shown = 0

    def report(size: int) -> None:
        nonlocal done, shown
        done += size
        now = done // parts
        if now > shown:
            progress(now - shown)
            shown = now
    return report


def _one_context(game: Game, model: PlayModel, n_deals: int, entropy: int, context: Context,
                 executor: Executor | None, progress: ProgressCallback | None) -> DealKernel:
    path = kernel_cache_path(game, model, n_deals, entropy, context)
    if path is not None:  # (none there: read_cached says nothing)
        cached = read_cached(path, game, model, n_deals, entropy, context)
        if isinstance(cached, DealKernel):
            return cached
    stream = context_seed(entropy, context)
    kernel = simulate_kernel(model, n_deals, stream, executor=executor, progress=progress,
                             game=game, context=context)
    if not isinstance(kernel, DealKernel):
        raise ValueError(f"kernels per context are for whist games, not {game.name}")
    if path is not None:
        write_cached(path, kernel, game, model, n_deals, entropy, context)
    return kernel


def regenerate_contexts_command(game: Game, model: PlayModel, n_deals: int, seed: int) -> str:
    name = "long" if game.name == SHIPPED_GAME else f'"{game.name}"'
    return f"whist-odds kernel {name} --model {model.name} --deals {n_deals} --seed {seed} --format kernel-json"
