"""The play engine built for the play models a command uses, from each model's own compiled choice of card.

:func:`engine` takes the models a table seats (one, or several at a mixed table) and compiles the engine's
loop (:func:`whistodds.simulations.play.compiled.engine.play_range`) with a dispatch over exactly those models, each
model's lead and follow functions inlined as they were when the engine named them.  A new model therefore
needs no edit of the engine, and a command compiles only the models it uses.  The loop is the same code
each time, run with its own globals (the dispatch, and which models attend to the score); numba caches each
build apart under a name that says its models, with a digest of their functions' code, so a model's change
(even one outside the package) is never served stale compiled code.

Each set of models has two builds that play the same cards: the units build (the models' functions compiled
apart, :mod:`whistodds.simulations.play.units`: a short first compile) and the inlined build (every function
inlined: some 10% faster for hoyle, 18% for the expert, but three to four times the first compile).  By default
the inlined build is used once it is compiled, in this process or on disk, and the units build otherwise; a
long run compiles the inlined build first (:func:`whistodds.simulations.play.api.play`).  The expert's rollouts
call hoyle's compiled choice directly (``choose_hoyle_called``), not through an engine, but from the expert's
own function, which each build compiles its own way: in the units build hoyle's rules are units there too, so
the expert gains from the inlined build as much as hoyle does, and more.
``WHISTODDS_ENGINE_BUILD=units`` or ``inlined`` forces either (for benchmarks and tests).

>>> from whistodds.simulations.play.models import get_model
>>> built = engine((get_model("hoyle"), get_model("random")))
>>> built.models, built.cache_name.startswith("play_range__hoyle_random_")
(('hoyle', 'random'), True)
"""

from __future__ import annotations

import hashlib
import os
import re
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
import numba
import numpy as np

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
from whistodds.simulations.play.compiled import engine as template
from whistodds.simulations.play.models import ChoiceFunction, PlayModel
from whistodds.simulations.play.units import separately_compiled

Dispatch = Callable[..., int]


@dataclass(frozen=True)
class Engine:
    """The compiled engine for ``models`` (their names; a seat's model is its index here): numba's
    ``play_range(first, stop, batch, table, rules, outputs, full_loop)`` and ``choose_one(model_index,
    random_owner, seat, state_owner) -> card`` of :mod:`whistodds.simulations.play.compiled.engine`, and the name
    numba caches them under (``play_range__<models>_<digest>``)."""

    models: tuple[str, ...]
    play_range: Callable[..., None]
    choose_one: Callable[..., int]
    cache_name: str
    inlined: bool = False

    def index(self, name: str) -> int:
        return self.models.index(name)


_ENGINES: dict[tuple[tuple[PlayModel, ...], bool], Engine] = {}
BUILD_VARIABLE = "WHISTODDS_ENGINE_BUILD"
BUILDS = {"units": False, "inlined": True}


def forced_build() -> bool | None:
    """Whether ``WHISTODDS_ENGINE_BUILD`` forces the inlined build (True), the units build (False), or neither
    (None, when unset); a ``ValueError`` naming any other value.

    >>> forced_build() in (None, True, False)
    True
    """
    value = os.environ.get(BUILD_VARIABLE, "")
    if value == "":
        return None
    if value not in BUILDS:
        raise ValueError(f"{BUILD_VARIABLE}={value!r} is not allowed; use units or inlined (or leave it unset)")
    return BUILDS[value]


def engine(models: Sequence[PlayModel], *, inlined: bool | None = None) -> Engine:
    """The engine compiled for ``models`` (each playing card by card), built once a process and cached on disk
    by numba; an error naming a model that plays no cards.

    A model's functions are compiled as separate units (:mod:`whistodds.simulations.play.units`), cached
    apart and shared by every engine that seats the model; only each model's entry function is inlined into
    the loop.  ``inlined=True`` builds the engine as its functions are written instead, every
    ``inline="always"`` function inlined by numba: the same cards, about 10% faster to play (18% for the
    expert), but its first compile takes three to four times as long (measured:
    ``benchmarks/output/bench_engine_builds.txt``).  ``inlined=None`` (the default) takes the inlined build
    when it is compiled already, in this process or in the compiled-code cache on disk
    (:func:`inlined_compiled`), else the units build, unless ``WHISTODDS_ENGINE_BUILD`` forces either."""
    if inlined is None:
        forced = forced_build()
        inlined = forced if forced is not None else inlined_compiled(models)
    key = tuple(models)
    built = _ENGINES.get((key, inlined))
    if built is not None:
        return built
    for model in key:
        if model.choice is None:
            raise ValueError(f"play model {model.name!r} does not play card by card; for its trick counts use "
                             f"whistodds.simulations.play.double_dummy_tricks(deals)")
    pairs = [model.choice.functions() for model in key if model.choice is not None]
    if not inlined:
        pairs = [(separately_compiled(lead), separately_compiled(follow)) for lead, follow in pairs]
    attending = sum(1 << k for k, model in enumerate(key) if model.attends_to_score)
    suffix = _suffix(key, pairs) + ("" if not inlined else "_inlined")
    names = {"_choose": _dispatch([follow for _, follow in pairs]),
             "_choose_lead": _dispatch([lead for lead, _ in pairs]), "_ATTENDING": attending}
    play_range = _rebind(template.play_range, names, suffix)
    if inlined:  # one card at a time (inspect) needs no speed: the units build's, not a second long compile
        choose_one = engine(key, inlined=False).choose_one
    else:
        choose_one = numba.njit(cache=True)(_rebind(template.choose_one, names, suffix))
    built = Engine(tuple(model.name for model in key), numba.njit(cache=True, nogil=True)(play_range), choose_one,
                   play_range.__qualname__, inlined)
    _ENGINES[(key, inlined)] = built
    return built


PLAY_RANGE_SIGNATURES = 2  # the plain loop and the full one (``full_loop`` None or True): compiled together


def inlined_compiled(models: Sequence[PlayModel]) -> bool:
    """Whether the inlined build for ``models`` is compiled: in this process, or on disk with both of its
    loops, as the signed manifest of the compiled-code cache records them (numba's own files where the cache
    is numba's: :func:`whistodds.simulations.compiled.cached_overloads`); nothing is read but the manifest.

    >>> from whistodds.simulations.play.models import get_model
    >>> inlined_compiled((get_model("random"),)) in (True, False)
    True
    """
    from whistodds.simulations.compiled import cached_overloads

    built = _ENGINES.get((tuple(models), True))
    if tuple(models) in _CHOSEN or (built is not None and getattr(built.play_range, "signatures", None)):
        return True
    if any(model.choice is None for model in models):
        return False
    on_disk = _ON_DISK.get(tuple(models))
    if on_disk is None:  # looked up once a process: the manifest is not read again at every call
        name = engine(models, inlined=True).cache_name
        on_disk = _ON_DISK[tuple(models)] = cached_overloads(f"engine.{name}") >= PLAY_RANGE_SIGNATURES
    return on_disk


_ON_DISK: dict[tuple[PlayModel, ...], bool] = {}
_CHOSEN: set[tuple[PlayModel, ...]] = set()  # models whose inlined build this process chose to compile


def choose_inlined(models: Sequence[PlayModel]) -> None:
    """From now on this process plays ``models`` with their inlined build (compiled at its first play)."""
    _CHOSEN.add(tuple(models))


def _suffix(models: tuple[PlayModel, ...], pairs: list[tuple[ChoiceFunction, ChoiceFunction]]) -> str:
    """The build's name in numba's cache: its models, and a digest of their functions' code."""
    digest = hashlib.sha256()
    for model, pair in zip(models, pairs):
        digest.update(f"{model.name}|{model.attends_to_score}|".encode())
        for function in pair:
            code = getattr(function, "py_func", function).__code__
            digest.update(f"{function.__module__}.{function.__qualname__}|".encode())
            digest.update(code.co_code + repr(code.co_consts).encode() + repr(code.co_names).encode())
    readable = "_".join(re.sub(r"[^A-Za-z0-9]+", "_", model.name) for model in models)
    return f"{readable}_{digest.hexdigest()[:10]}"


def _rebind(function: Callable[..., object], names: dict[str, object], suffix: str) -> types.FunctionType:
    """``function``'s code with its module's globals but ``names``, named for the build (numba's cache file)."""
    assert isinstance(function, types.FunctionType)  # the engine's plain Python template
    namespace = dict(function.__globals__)
    namespace.update(names)
    rebound = types.FunctionType(function.__code__, namespace, function.__name__, function.__defaults__,
                                 function.__closure__)
    rebound.__qualname__ = f"{function.__qualname__}__{suffix}"
    rebound.__module__ = function.__module__
    rebound.__doc__ = function.__doc__
    return rebound


def _dispatch(functions: list[ChoiceFunction]) -> Dispatch:
    """``choose(model, random_state, seat, st)``: the ``model``-th function's card; an if-chain, inlined."""
    first = functions[0]
    if len(functions) == 1:
        @numba.njit(inline="always")
        def only(model: int, random_state: np.ndarray, seat: int, st: np.ndarray) -> int:  # pragma: no cover - compiled
            return first(random_state, seat, st)

        return only
    rest = _dispatch(functions[1:])

    @numba.njit(inline="always")
    def choose(model: int, random_state: np.ndarray, seat: int, st: np.ndarray) -> int:  # pragma: no cover - compiled
        if model == 0:
            return first(random_state, seat, st)
        return rest(model - 1, random_state, seat, st)

    return choose
