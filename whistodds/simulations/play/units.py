"""A play model's compiled functions as separate units: compiled and cached apart, shared between engines.

The rules of a play model are written as many small ``@njit(inline="always")`` functions.  Numba inlines
such a function into every caller in its own intermediate code, typing the whole of it again at each call
site, and that made the first compile of the engine take 20 s on a quiet 2-core machine (26 s of a 31 s
compile was inlining and typing, measured with numba's pipeline times).  :func:`separately_compiled` takes a
model's entry function and gives the same code in which every compiled function it reaches is called
rather than inlined: each is compiled once, as its own unit, cached on disk apart (so an engine for other
models that reach it loads it), and LLVM still inlines the small ones where they are called.  A unit is
called only from compiled code, so it is compiled without the wrapper that Python calls it through.  The cards
chosen are the same, bit for bit; the loop plays about 10% slower (``benchmarks/output/bench_compile.txt``).

The units keep their functions' code and take a copy of each module's globals in which every compiled
function is replaced by its unit.  Each unit is named in numba's cache by a digest of its own code and of
every function it reaches, so a change to any of them (even in a module outside the package, which numba
checks only by its own file's time) is never served stale compiled code.

>>> from whistodds.simulations.play.compiled.hoyle import choose_hoyle
>>> unit = separately_compiled(choose_hoyle)
>>> unit.py_func.__code__ is choose_hoyle.py_func.__code__, unit.targetoptions.get("inline", "never")
(True, 'always')
>>> separately_compiled(choose_hoyle) is unit
True
"""

from __future__ import annotations

import hashlib
import types
from typing import Any

import numba
from numba.core.registry import CPUDispatcher

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

_UNITS: dict[int, Any] = {}  # id of a dispatcher -> its unit (the dispatchers live as long as their modules)
_NAMESPACES: dict[int, dict[str, Any]] = {}  # id of a module's globals -> the copy the units see
_DIGESTS: dict[int, str] = {}


def separately_compiled(function: Any) -> Any:
    """``function`` (a numba dispatcher) with every compiled function it reaches called as a separately
    compiled, separately cached unit; ``function`` itself stays inlined into its caller if it was."""
    if not _rewritable(function):
        return function
    inline = function.targetoptions.get("inline") == "always"
    return _unit(function, keep_inline=inline)


def _rewritable(function: Any) -> bool:
    # Only lazily compiled numba functions: one given explicit signatures keeps them, so it is left as it is.
    return isinstance(function, CPUDispatcher) and bool(getattr(function, "_can_compile", False))


def _unit(dispatcher: Any, keep_inline: bool = False) -> Any:
    key = id(dispatcher) if not keep_inline else -id(dispatcher)
    unit = _UNITS.get(key)
    if unit is not None:
        return unit
    py_func = dispatcher.py_func
    namespace = _NAMESPACES.get(id(py_func.__globals__))
    fresh = namespace is None
    if namespace is None:
        namespace = _NAMESPACES[id(py_func.__globals__)] = {}
    options = dict(dispatcher.targetoptions)
    options.pop("nopython", None)  # njit's own
    if not keep_inline:
        options.pop("inline", None)
        # Called only from compiled code: no wrapper for calls from Python (measured 15% of the compile).
        options.update(no_cpython_wrapper=True, no_cfunc_wrapper=True)
    copy = types.FunctionType(py_func.__code__, namespace, py_func.__name__, py_func.__defaults__,
                              py_func.__closure__)
    copy.__qualname__ = f"{py_func.__qualname__}__{'inline' if keep_inline else 'unit'}_{_digest(dispatcher)}"
    copy.__module__ = py_func.__module__
    copy.__doc__ = py_func.__doc__
    unit = _UNITS[key] = numba.njit(**options)(copy)
    if fresh:  # filled after the unit is registered, so that functions calling each other resolve
        namespace.update(py_func.__globals__)
        for name, value in list(namespace.items()):
            if _rewritable(value):
                namespace[name] = _unit(value)
    return unit



def _digest(dispatcher: Any, visiting: frozenset[int] = frozenset()) -> str:
    """A digest of ``dispatcher``'s code and of every compiled function its code names, transitively."""
    known = _DIGESTS.get(id(dispatcher))
    if known is not None:
        return known
    code = dispatcher.py_func.__code__
    digest = hashlib.sha256(f"{dispatcher.py_func.__module__}.{dispatcher.py_func.__qualname__}|".encode())
    digest.update(code.co_code + repr(code.co_consts).encode() + repr(code.co_names).encode())
    digest.update(repr(sorted(dispatcher.targetoptions.items(), key=str)).encode())
    inside = visiting | {id(dispatcher)}
    for name in _names(code):
        value = dispatcher.py_func.__globals__.get(name)
        if _rewritable(value) and id(value) not in inside:
            digest.update(f"{name}:{_digest(value, inside)}".encode())
    result = _DIGESTS[id(dispatcher)] = digest.hexdigest()[:10]
    return result


def _names(code: types.CodeType) -> list[str]:
    """The global names ``code`` and the code nested in it read."""
    names = list(code.co_names)
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            names += _names(constant)
    return names
