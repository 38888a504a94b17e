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

This module simulates them; the kinds of kernel are :mod:`whistodds.simulations.kernels.counted` and the
shipped ones :mod:`whistodds.simulations.kernels.shipped`, whose names it gives too.
"""

from __future__ import annotations

import dataclasses
from concurrent.futures import Executor
from functools import partial
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from whistodds import __version__
from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.registry import family_of, require_game
from whistodds.simulations.batches import ProgressCallback, check_count, run_batches
from whistodds.simulations.checkpoint import array_from_json, array_to_json, kernel_checkpoint
from whistodds.simulations.kernels.counted import (KERNEL_TYPES, SHIPPED_GAME, CountedKernel, DealKernel,
                                                   MomentsKernel, count_outcomes, merge_kernels, relabel)
from whistodds.simulations.limits import MAX_DOUBLE_DUMMY_DEALS, MAX_KERNEL_DEALS
from whistodds.simulations.play.models import ENGINE_BATCH, PlayModel, default_model, require_model
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.kernels.shipped import (SHIPPED_GAMES, _shipped_outcome_keys, shares_shipped_deal,
                                                   shipped_file, shipped_game, shipped_kernel)

if TYPE_CHECKING:
    from whistodds.simulations.kernels.protocol import Kernel

__all__ = ["DEFAULT_DEALS", "DEFAULT_SEED", "KERNEL_BATCH", "KERNEL_TYPES", "SHIPPED_GAME", "SHIPPED_GAMES",
           "CountedKernel", "DealKernel", "MomentsKernel", "count_outcomes", "max_kernel_deals", "merge_kernels",
           "regenerate_command", "registered", "relabel", "shares_shipped_deal", "shipped_file", "shipped_game",
           "shipped_kernel", "simulate_kernel", "_shipped_outcome_keys"]

DEFAULT_DEALS = 200_000  # a kernel simulated for a game with no shipped one, when no number is given
DEFAULT_SEED = 0
KERNEL_BATCH = ENGINE_BATCH  # a batch of a model played in the engine (PlayModel.deals_per_batch)


def _recorded_seed(seed: SeedLike) -> int | None:
    return int(seed) if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) else None


def regenerate_command(game: Game, model: PlayModel, n_deals: int, seed: int | None) -> str:
    seed_part = f" --seed {seed}" if seed is not None else ""
    name = "long" if game.name == SHIPPED_GAME else f'"{game.name}"'
    return f"whist-odds kernel {name} --model {model.name} --deals {n_deals}{seed_part} --format kernel-json"


def _kernel_batch(game: Game, model: PlayModel, threads: int | None, context: tuple[int, int] | None, size: int,
                  stream: np.random.SeedSequence) -> CountedKernel:
    from whistodds.simulations.outcomes import deal_outcomes  # compiled code: load only when simulating

    outcomes = deal_outcomes(game, size, model, np.random.default_rng(stream), threads, context)
    kernel = count_outcomes(game, outcomes, model, None)
    if context is None:
        return kernel
    if not isinstance(kernel, DealKernel):
        raise ValueError(f"context={context!r} is not allowed for {game.name}: a context is for whist deal kernels")
    return dataclasses.replace(kernel, context=context)


def max_kernel_deals(model: PlayModel) -> int:
    """The most deals a kernel may be simulated from under ``model`` (double-dummy solving is slow)."""
    return MAX_DOUBLE_DUMMY_DEALS if model.kernel is None else MAX_KERNEL_DEALS


def registered(game: Game) -> Game:
    """``game`` as found in the registry: kernels name their game, so it must be found by its name (its
    family rebuilds it from its rules: a check, without looking the name up again)."""
    found = require_game(game)
    family = family_of(found)
    try:
        known = None if family is None else family.build(dict(found.params))
    except ValueError:
        known = None
    if known != found:
        raise ValueError(f"{found.name} is not registered (or another game has its name); "
                         f"whistodds.games.register(game) first")
    return found


def simulate_kernel(
    model: PlayModel | None = None,
    n_deals: int = 1_000_000,
    seed: SeedLike = None,
    *,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
    game: Game = LONG_WHIST,
    context: tuple[int, int] | None = None,
) -> CountedKernel:
    """A fresh kernel from ``n_deals`` deals of ``game`` played under ``model`` (default :func:`default_model`).

    Deals run in batches with their own streams (``SeedSequence.spawn``) on
    ``executor`` if given; the kernel for a seed never depends on it.
    ``context`` is what the score means for every hand, for a model that attends
    to it (see :mod:`whistodds.simulations.kernels.context`).
    """
    game = registered(game)
    chosen = default_model() if model is None else require_model(model)
    name = chosen.name
    if not game.has_score:
        raise ValueError(f"deal kernels are for games with a score, not {game.name!r}")
    n_deals = check_count(n_deals, "n_deals", max_kernel_deals(chosen))
    whist = game.counts_tricks_and_honours
    size = chosen.deals_per_batch
    task = partial(_kernel_batch, game, chosen, None if executor is None else 1, context)
    # Whist kernels always took spawned streams; Scotch Whist's took the seed's own stream for one batch.
    recorded = _recorded_seed(seed)
    encode, decode = ((_encode_deal_batch, _deal_batch_decoder(game, chosen, context)) if whist
                      else (_encode_moments_batch, _moments_batch_decoder(game, chosen)))
    with kernel_checkpoint(game, chosen, n_deals, recorded, size, context, encode, decode) as checkpoint:
        parts = run_batches(task, n_deals, seed, batch_size=size, executor=executor, progress=progress,
                            root_when_single=not whist, done=checkpoint.done, on_batch=checkpoint.record)
    merged = merge_kernels(parts)
    if whist:
        command = regenerate_command(game, chosen, n_deals, recorded) if recorded is not None and context is None else ""
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


def _deal_batch_decoder(game: Game, model: PlayModel, context: tuple[int, int] | None
                        ) -> Callable[[dict[str, Any]], Kernel]:
    shape = game.score_rules.outcome_shape()

    def decode(batch: dict[str, Any]) -> Kernel:
        counts = array_from_json(batch["counts"])
        if counts.shape != shape or (counts < 0).any():
            raise ValueError(f"a batch needs non-negative counts of shape {shape}")
        return DealKernel(counts, model.name, None, __version__, "", game.name, context=context)

    return decode


def _moments_batch_decoder(game: Game, model: PlayModel) -> Callable[[dict[str, Any]], Kernel]:
    def decode(batch: dict[str, Any]) -> Kernel:
        moments, counts = array_from_json(batch["moments"]), array_from_json(batch["counts"])
        if moments.ndim != 3 or counts.shape != moments.shape[:1] or (counts <= 0).any():
            raise ValueError("a batch needs (outcomes, moments, sides) points and a positive count each")
        return MomentsKernel(moments, counts, model.name, game.name, None)

    return decode
