"""The one store of deal kernels: shipped with the package, cached in the user's cache folder, or simulated.

:func:`get_kernel` answers for every play model and game: a kernel of counted deals
(:class:`~whistodds.simulations.kernels.deal.DealKernel` for whist scoring,
:class:`~whistodds.simulations.kernels.deal.MomentsKernel` for Scotch Whist), or for a model that attends to the
score a :class:`~whistodds.simulations.kernels.context.ContextKernel`, a kernel per play context.  What the
kernels are and how they are simulated is :mod:`whistodds.simulations.kernels.deal` (its names are
re-exported here); the cache's keys and checks are :mod:`whistodds.simulations.kernels.cache`.
"""

from __future__ import annotations

from concurrent.futures import Executor

from whistodds.games.definition import Game
from whistodds.package_data import DamagedData
from whistodds.simulations.batches import ProgressCallback, check_count
from whistodds.simulations.kernels.context import ContextKernel, get_context_kernel, has_shipped_context_kernel
from whistodds.simulations.kernels.deal import (DEFAULT_DEALS, DEFAULT_SEED, KERNEL_BATCH, SHIPPED_GAME,
                                                SHIPPED_GAMES, CountedKernel, DealKernel, MomentsKernel,
                                                _recorded_seed,
                                                count_outcomes, max_kernel_deals, merge_kernels, registered,
                                                regenerate_command, relabel, shares_shipped_deal, shipped_file,
                                                shipped_game, shipped_kernel, simulate_kernel)
from whistodds.simulations.kernels.protocol import Kernel
from whistodds.simulations.kernels.cache import kernel_cache_path, read_cached, write_cached
from whistodds.simulations.kernels.shipped import shipped_seeded_kernel
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.play.models import PlayModel, game_model, require_model
from whistodds.simulations.seeding import SeedLike

__all__ = ["DEFAULT_DEALS", "DEFAULT_SEED", "KERNEL_BATCH", "SHIPPED_GAME", "SHIPPED_GAMES", "ContextKernel",
           "CountedKernel", "DealKernel", "Kernel", "MomentsKernel", "count_outcomes", "get_kernel", "has_shipped_kernel",
           "max_kernel_deals", "merge_kernels", "registered", "regenerate_command", "relabel",
           "shares_shipped_deal", "shipped_file", "shipped_game", "shipped_kernel", "simulate_kernel"]


def has_shipped_kernel(game: Game, model: PlayModel) -> bool:
    """Whether a kernel (or, for a model that attends to the score, kernels per context) ships for ``game``
    under ``model``.

    >>> from whistodds.games import get_game
    >>> from whistodds.simulations.play.models import get_model
    >>> [has_shipped_kernel(get_game(name), get_model("hoyle")) for name in ("long-whist", "whisk")]
    [True, False]
    """
    if require_model(model).attends_to_score:
        return has_shipped_context_kernel(game, model)
    return _shipped_or_none(model, game) is not None


def _shipped_or_none(model: PlayModel, game: Game) -> DealKernel | None:
    """The kernel shipped for ``game`` under ``model``, or None where none ships."""
    try:
        return shipped_kernel(model, game)
    except DamagedData:  # a damaged installation is said, never taken for a kernel not shipped
        raise
    except ValueError:
        return None


def get_kernel(
    model: PlayModel | None = None,
    n_deals: int | None = None,
    seed: SeedLike = None,
    *,
    game: Game = LONG_WHIST,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> CountedKernel | ContextKernel:
    """The kernel of ``game`` under ``model`` (default: the game's own model): the shipped one
    (``n_deals=None``, where the game is dealt and played as long whist and its deals record what a
    shipped game's do: an error for a model with none), else one simulated (``n_deals``, default
    200,000 with seed 0 for a game with no shipped kernels) and cached by (game, model, deals, seed,
    version, simulation code); an unseeded one is never cached.  A cached kernel that fails its checks
    is set aside and simulated again.  A model that attends to the score (``hoyle-score``) has a kernel
    per play context: a :class:`~whistodds.simulations.kernels.context.ContextKernel`."""
    game = registered(game)
    model = game_model(game) if model is None else require_model(model)
    if model.attends_to_score:
        return get_context_kernel(game, model, n_deals, seed, executor=executor, progress=progress)
    if not game.has_score:
        raise ValueError(f"deal kernels are for games with a score, not {game.name!r}")
    if n_deals is None:
        shipped = _shipped_or_none(model, game) if shipped_game(game, model) is not None else None
        if shipped is not None:  # a model may ship none (a new one)
            if seed is not None:
                raise ValueError(f"seed={seed!r} has no effect without n_deals: the shipped kernel is used "
                                 f"(give n_deals to simulate one from the seed)")
            return shipped
        n_deals, seed = DEFAULT_DEALS, DEFAULT_SEED if seed is None else seed
    n_deals = check_count(n_deals, "n_deals", max_kernel_deals(model))
    recorded = _recorded_seed(seed)
    shipped_seeded = None if recorded is None else shipped_seeded_kernel(game, model, n_deals, recorded)
    if shipped_seeded is not None:  # a slow model's kernel that ships: the counts its seed gives, not played again
        return shipped_seeded
    path = kernel_cache_path(game, model, n_deals, recorded) if recorded is not None else None
    if path is not None and recorded is not None:  # (none there: read_cached says nothing)
        cached = read_cached(path, game, model, n_deals, recorded)
        if cached is not None:
            return cached
    kernel = simulate_kernel(model, n_deals, seed, executor=executor, progress=progress, game=game)
    if path is not None and recorded is not None:
        write_cached(path, kernel, game, model, n_deals, recorded)
    return kernel

