"""Checkpoints of long kernel runs: the batches finished so far, kept in the cache so that a run stopped
part-way resumes where it was.

A kernel simulated in more than one batch, from a whole-number seed, keeps each finished batch's counts
in ``checkpoints/`` of the cache folder, written whole or not at all (a temporary file, then a rename) at
most about once a second, and once more when the run stops.  The same run asked again (the same game's
deal, play model, deals, seed, batch size and context, with the same version and compiled code: its key)
takes those batches as done, says so in one line, and simulates only the rest; the counts are those of a
run never stopped, since every batch's random stream depends only on the seed and its index.  An entry
whose key or signature (an HMAC under the user's cache key) does not match, or whose batches are not this run's, is set aside into
``damaged/`` like any cache entry, and never used; so is one that cannot be read for any reason (a symbolic
link, never followed, or anything not a regular file; too large, nested too deep, not JSON, batches not of
their shape and types: :func:`whistodds.cache.read_cache_json`).  The checkpoint is removed when its run ends.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from whistodds import __version__
from whistodds.cache import (MEGABYTE, UNREADABLE, Damaged, cache_dir, read_cache_json, say, set_aside, signature,
                             signed, write_atomically)
from whistodds.games.definition import Game
from whistodds.simulations.batches import batch_sizes
from whistodds.simulations.json_arrays import integer_array
from whistodds.simulations.fingerprint import code_fingerprint, deal_key
from whistodds.simulations.play.identity import model_identity

if TYPE_CHECKING:
    from whistodds.simulations.kernels.protocol import Kernel
    from whistodds.simulations.play.models import PlayModel

FOLDER = "checkpoints"
WRITE_EVERY = 1.0  # seconds at least between two writes of a checkpoint (and ten times the last write's time)


@dataclass
class Checkpoint:
    """The batches of one run finished so far (``done``, by index) and where they are kept (``path``;
    None: not kept).  ``record`` is the ``on_batch`` of :func:`~whistodds.simulations.batches.iter_batches`."""

    path: Path | None
    key: list[Any]
    n_batches: int
    encode: Callable[["Kernel"], dict[str, Any]]
    done: dict[int, "Kernel"] = field(default_factory=dict)
    _encoded: dict[int, dict[str, Any]] = field(default_factory=dict)
    _written: float = 0.0
    _cost: float = 0.0
    _dirty: bool = False

    def record(self, index: int, result: "Kernel") -> None:
        """Keep a batch just finished; write the checkpoint if the last write was long enough ago."""
        self._encoded[index] = self.encode(result)
        self._dirty = True
        if time.monotonic() - self._written >= max(WRITE_EVERY, 10 * self._cost):
            self.write()

    def write(self) -> None:
        """Write every batch kept so far, whole or not at all."""
        if self.path is None or not self._dirty:
            return
        started = time.monotonic()
        document = {"what": "whistodds checkpoint: the finished batches of a kernel run", "cache_key": self.key,
                    "batches": {str(index): batch for index, batch in sorted(self._encoded.items())}}
        document["signature"] = signature(document)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, json.dumps(document, separators=(",", ":")) + "\n")
        except OSError as error:  # a checkpoint is only an optimisation
            say(f"the run's checkpoint could not be written in {self.path.parent} ({error.strerror or error}); "
                f"carrying on without")
            self.path = None
        self._written = time.monotonic()
        self._cost, self._dirty = self._written - started, False


def checkpoint_path(game: Game, model: PlayModel, n_deals: int, seed: int, batch_size: int,
                    context: tuple[int, int] | None = None) -> Path | None:
    """Where the checkpoint of a kernel run is kept (None without a writable cache folder)."""
    root = cache_dir()
    if root is None:
        return None
    where = "" if context is None else f"-context-{context[0]}-{context[1]}"
    return root / FOLDER / (f"{game.family}-{deal_key(game)}-{model_identity(model)}{where}-{n_deals}-{seed}-"
                            f"b{batch_size}-{__version__}-{code_fingerprint()}.json")


def checkpoint_key(game: Game, model: PlayModel, n_deals: int, seed: int, batch_size: int,
                   context: tuple[int, int] | None = None) -> list[Any]:
    """What decides a run's batches: the game's deal, the model, the deals, the seed, the batch size, the
    context, the version and the compiled code."""
    return [deal_key(game), model_identity(model), n_deals, seed, batch_size,
            None if context is None else list(context), __version__, code_fingerprint()]


@contextmanager
def kernel_checkpoint(game: Game, model: PlayModel, n_deals: int, seed: int | None, batch_size: int,
                      context: tuple[int, int] | None, encode: Callable[["Kernel"], dict[str, Any]],
                      decode: Callable[[dict[str, Any]], "Kernel"]) -> Iterator[Checkpoint]:
    """The checkpoint of a kernel run: its batches already done (said in one line), kept as they finish,
    written when the run stops (one line saying how to resume) and removed when it ends.

    ``encode`` and ``decode`` turn one batch's kernel into JSON and back (the kernel's own module gives them,
    so this one needs no kernel type).  Not kept (nothing done, nothing written) for an unseeded run, a run of one batch, or without a
    writable cache folder.
    """
    n_batches = len(batch_sizes(n_deals, batch_size))
    path = None
    key: list[Any] = []
    if seed is not None and n_batches > 1:
        path = checkpoint_path(game, model, n_deals, seed, batch_size, context)
        key = checkpoint_key(game, model, n_deals, seed, batch_size, context)
    checkpoint = Checkpoint(path, key, n_batches, encode)
    if path is not None and os.path.lexists(path):  # a link or a FIFO there is set aside, never followed
        _read(checkpoint, decode, batch_sizes(n_deals, batch_size))
        if checkpoint.done:
            say(f"resuming: {len(checkpoint.done)} of {n_batches} batches done")
    try:
        yield checkpoint
    except BaseException as error:
        checkpoint.write()
        kept = len(checkpoint._encoded)
        if checkpoint.path is not None and kept:
            note = f"{kept} of {n_batches} batches kept; the same command resumes from them"
            if isinstance(error, Exception):  # said on the error's own line (a cluster lost, a full disk)
                error.add_note(note)
            else:  # an interrupt: its line says only that it was one
                say(note)
        raise
    if checkpoint.path is not None:
        checkpoint.path.unlink(missing_ok=True)


MAX_CHECKPOINT_BYTES = 128 * MEGABYTE  # 10,000,000,000 deals in 40,000 batches: some 25 MB of counts (Scotch Whist's outcomes, 100 MB)


def _read(checkpoint: Checkpoint, decode: Callable[[dict[str, Any]], "Kernel"], sizes: list[int]) -> None:
    """Take the batches of the checkpoint file if it passes every check (a regular file, never a link
    followed, of sane size and nesting; its key, signature and batches); else set it aside."""
    assert checkpoint.path is not None
    try:
        document = read_cache_json(checkpoint.path, MAX_CHECKPOINT_BYTES)
        if not isinstance(document, dict):
            raise Damaged(f"it holds a JSON {type(document).__name__}, not a checkpoint")
        if document.get("cache_key") != checkpoint.key:
            raise Damaged(f"its key {str(document.get('cache_key'))[:200]} is not {checkpoint.key}")
        body = {name: value for name, value in document.items() if name != "signature"}
        if not signed(document.get("signature"), body):
            raise Damaged("its signature is not the user's own: written or changed by someone else")
        batches = document.get("batches")
        if not isinstance(batches, dict):
            raise Damaged("its batches are not a JSON object")
        done = {}
        for text, batch in batches.items():
            if not (text.isascii() and text.isdigit() and text == str(int(text))):
                raise Damaged(f"it names a batch {text[:20]!r}, not a batch number")
            index = int(text)
            if not 0 <= index < len(sizes):
                raise Damaged(f"it holds batch {index} of a run of {len(sizes)}")
            if not isinstance(batch, dict):
                raise Damaged(f"its batch {index} is not a JSON object")
            result = decode(batch)
            if result.deals != sizes[index]:
                raise Damaged(f"its batch {index} holds {result.deals} deals, not {sizes[index]}")
            done[index] = result
    except FileNotFoundError:
        return
    except UNREADABLE as error:
        set_aside(checkpoint.path, str(error) or type(error).__name__)
        return
    checkpoint.done = done
    checkpoint._encoded = {index: batches[str(index)] for index in done}


def array_from_json(values: dict[str, Any]) -> np.ndarray:
    """An array as :func:`array_to_json` wrote it: whole numbers only (a ``ValueError`` for anything else)."""
    if not isinstance(values, dict) or values.get("dtype") not in INTEGER_DTYPES:
        raise ValueError("an array of a checkpoint is an object of whole numbers and their dtype")
    array = integer_array(values.get("values"), "its values")
    typed = array.astype(np.dtype(values["dtype"]))
    if not np.array_equal(typed, array):
        raise ValueError(f"an array of a checkpoint holds numbers past its dtype {values['dtype']}")
    return typed


INTEGER_DTYPES = frozenset(np.dtype(f"{sign}int{bits}").str for sign in ("", "u") for bits in (8, 16, 32, 64))


def array_to_json(array: np.ndarray) -> dict[str, Any]:
    return {"dtype": array.dtype.str, "values": array.tolist()}


