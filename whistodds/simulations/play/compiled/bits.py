"""Bit tricks on one suit held as a mask of strength positions (bit 0 = the suit's lowest card).

The highest and lowest card and the count of a mask are single machine
instructions, and sequences are found with masks, so the play kernels need no
loops over cards.  Also the SplitMix64 stream behind every random choice, and
``pointer``, through which the kernels read and write the play state.
"""

from __future__ import annotations

import platform

import numba
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)
import numpy as np

MAX_RANKS = 13


def _bit_count(llvm_operation):
    """A compiled bit count on a 64-bit integer: one machine instruction.

    Look-up tables of the 8,192 masks of a suit (64 KB each) fell out of the
    first-level cache, which made every table look-up a second-level-cache
    access; the processor's own instructions cost a cycle or two."""

    @intrinsic
    def count(typingctx, value):
        if not isinstance(value, types.Integer):
            return None

        def codegen(context, builder, signature, arguments):
            wide = context.cast(builder, arguments[0], signature.args[0], types.int64)
            return llvm_operation(builder, wide)

        return types.int64(value), codegen

    return count


_FALSE = ir.Constant(ir.IntType(1), 0)
_popcount = _bit_count(lambda builder, value: builder.ctpop(value))
_trailing_zeros = _bit_count(lambda builder, value: builder.cttz(value, _FALSE))
_leading_zeros = _bit_count(lambda builder, value: builder.ctlz(value, _FALSE))


@numba.njit(cache=True, inline="always")
def popcount(mask):  # pragma: no cover - compiled
    """How many cards ``mask`` holds."""
    return _popcount(mask)


@numba.njit(cache=True, inline="always")
def highest(mask):  # pragma: no cover - compiled
    """The strongest card of ``mask``, -1 when it is empty."""
    return 63 - _leading_zeros(mask)


@numba.njit(cache=True, inline="always")
def lowest(mask):  # pragma: no cover - compiled
    """The weakest card of ``mask``, -1 when it is empty."""
    return -1 if mask == 0 else _trailing_zeros(mask)


def _fast_bit_extract() -> bool:
    """Whether the compiled code may use x86's ``pext``: a machine with BMI2, compiled for
    this host (not for a CPU or features named in NUMBA_CPU_NAME or NUMBA_CPU_FEATURES),
    and not an AMD processor before Zen 3, whose ``pext`` is microcoded and slower than
    the bit scans it would replace."""
    named = numba.config.CPU_NAME or numba.config.CPU_FEATURES
    if named or platform.machine().lower() not in {"x86_64", "amd64"}:
        return False
    try:
        from llvmlite import binding

        has_bmi2 = bool(binding.get_host_cpu_features().get("bmi2", False))
        return has_bmi2 and binding.get_host_cpu_name() not in {"bdver4", "znver1", "znver2"}
    except (RuntimeError, AttributeError):  # features unknown: take the portable path
        return False


FAST_BIT_EXTRACT = _fast_bit_extract()


@intrinsic
def _parallel_bit_extract(typingctx, value, mask):  # pragma: no cover - compiled
    """x86 BMI2 ``pext``: the bits of ``value`` at the set positions of ``mask``, packed low."""

    def codegen(context, builder, signature, arguments):
        i64 = ir.IntType(64)
        extract = cgutils.get_or_insert_function(builder.module, ir.FunctionType(i64, [i64, i64]),
                                                 "llvm.x86.bmi.pext.64")
        wide = [context.cast(builder, argument, kind, types.int64) for argument, kind in zip(arguments, signature.args)]
        return builder.call(extract, wide)

    return types.int64(value, mask), codegen


@numba.njit(cache=True, inline="always")
def ranks_among(mine, unplayed):  # pragma: no cover - compiled
    """My cards as ranks among the ``unplayed`` ones (bit k set: the k-th lowest unplayed
    card is mine); ``mine`` must lie within ``unplayed``.  One ``pext`` instruction, so
    only where ``FAST_BIT_EXTRACT`` is true."""
    return _parallel_bit_extract(mine, unplayed)


@numba.njit(cache=True, inline="always")
def sequence_run(mine, others, strength):  # pragma: no cover - compiled
    """From my card ``strength`` downward, my cards with no unplayed card of anyone
    else between: returns (the lowest card of that sequence, its length).  Cards
    already played leave no gap, so K Q with the ace out is as good as A K.

    Without a loop: the sequence is my cards above the best card of the others
    below ``strength``, up to ``strength`` itself."""
    blocker = highest(others & ((1 << strength) - 1))  # -1 when the others have none below
    run = mine & ((2 << strength) - 1) & ~((1 << (blocker + 1)) - 1)
    return lowest(run), popcount(run)


@numba.njit(cache=True, inline="always")
def lowest_equivalent(mine, others, strength):  # pragma: no cover - compiled
    """The lowest of my cards as good as ``strength`` (rule XXII, "win it with the lowest")."""
    return sequence_run(mine, others, strength)[0]


@numba.njit(cache=True, inline="always")
def sequence_length(mine, others, strength):  # pragma: no cover - compiled
    """How many of my cards form a sequence downward from ``strength``."""
    return sequence_run(mine, others, strength)[1]


@numba.njit(cache=True)
def nth_card(mask, index):  # pragma: no cover - compiled
    """The ``index``-th lowest card of ``mask``."""
    for _ in range(index):
        mask &= mask - 1
    return lowest(mask)


_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(11)
_TO_UNIT = 1.0 / 9007199254740992.0  # 2**-53


@numba.njit(cache=True, inline="always")
def splitmix_uniform(counter):  # pragma: no cover - compiled
    """The uniform double in [0, 1) that SplitMix64 makes of the stream's ``counter``."""
    z = counter
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    z = z ^ (z >> _S31)
    return (z >> _S11) * _TO_UNIT


@numba.njit(cache=True, inline="always")
def next_uniform(random_state):  # pragma: no cover - compiled
    """A uniform double in [0, 1) from a SplitMix64 stream kept in ``random_state[0]``.

    Each deal's stream starts from its own 64-bit seed, drawn from the caller's
    numpy Generator, so play is reproducible and independent of thread count.
    A hot loop may instead keep the counter in a local variable, add
    ``SPLITMIX_STEP`` itself and call ``splitmix_uniform``: the same stream.
    """
    random_state[0] += _GOLDEN
    return splitmix_uniform(random_state[0])


SPLITMIX_STEP = _GOLDEN


@intrinsic
def pointer(typingctx, array):  # pragma: no cover - compiled
    """The address of ``array``'s first element, indexed like the array itself.

    Indexing a numba array with a signed integer costs three extra instructions
    for Python's negative indices, and passing one to a function passes its whole
    descriptor; the play state is read a few dozen times a card, so the models
    take a plain pointer.  The array must outlive the pointer.
    """

    def codegen(context, builder, signature, arguments):
        view = cgutils.create_struct_proxy(signature.args[0])(context, builder, value=arguments[0])
        return view.data

    return types.CPointer(array.dtype)(array), codegen
