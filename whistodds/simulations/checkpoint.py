"""Checkpoints of long kernel runs: the batches finished so far, kept in the cache so that a run stopped
part-way resumes where it was.

A kernel simulated in more than one batch, from a whole-number seed, keeps each finished batch's counts
in ``checkpoints/`` of the cache folder, written whole or not at all (a temporary file, then a rename) at
most about once a second, and once more when the run stops.  The same run asked again (the same game's
deal, play model, deals, seed, batch size and context, with the same version and compiled code: its key)
takes those batches as done, says so in one line, and simulates only the rest; the counts are those of a
run never stopped, since every batch's random stream depends only on the seed and its index.  An entry
whose key or signature (an HMAC under the user's cache key) does not match, or whose batches are not this run's, is set aside into
``damaged/`` like any cache entry, and never used.  The checkpoint is removed when its run ends.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from whistodds import __version__
from whistodds.cache import cache_dir, say, set_aside, signature, signed, write_atomically
from whistodds.games.definition import Game
from whistodds.simulations.batches import batch_sizes
from whistodds.simulations.fingerprint import code_fingerprint, deal_key

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
    return root / FOLDER / (f"{game.family}-{deal_key(game)}-{model.name}{where}-{n_deals}-{seed}-b{batch_size}-"
                            f"{__version__}-{code_fingerprint()}.json")


def checkpoint_key(game: Game, model: PlayModel, n_deals: int, seed: int, batch_size: int,
                   context: tuple[int, int] | None = None) -> list[Any]:
    """What decides a run's batches: the game's deal, the model, the deals, the seed, the batch size, the
    context, the version and the compiled code."""
    return [deal_key(game), model.name, n_deals, seed, batch_size, None if context is None else list(context),
            __version__, code_fingerprint()]


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
    if path is not None and path.is_file():
        _read(checkpoint, decode, batch_sizes(n_deals, batch_size))
        if checkpoint.done:
            say(f"resuming: {len(checkpoint.done)} of {n_batches} batches done")
    try:
        yield checkpoint
    except BaseException:
        checkpoint.write()
        kept = len(checkpoint._encoded)
        if checkpoint.path is not None and kept:
            say(f"{kept} of {n_batches} batches kept; the same command resumes from them")
        raise
    if checkpoint.path is not None:
        checkpoint.path.unlink(missing_ok=True)


def _read(checkpoint: Checkpoint, decode: Callable[[dict[str, Any]], "Kernel"], sizes: list[int]) -> None:
    """Take the batches of the checkpoint file if it passes every check; else set it aside."""
    assert checkpoint.path is not None
    try:
        document = json.loads(checkpoint.path.read_text(encoding="utf-8"))
        if document.get("cache_key") != checkpoint.key:
            raise ValueError(f"its key {document.get('cache_key')} is not {checkpoint.key}")
        body = {name: value for name, value in document.items() if name != "signature"}
        if not signed(document.get("signature"), body):
            raise ValueError("its signature is not the user's own: written or changed by someone else")
        done = {}
        for text, batch in document["batches"].items():
            index = int(text)
            if not 0 <= index < len(sizes):
                raise ValueError(f"it holds batch {index} of a run of {len(sizes)}")
            result = decode(batch)
            if result.deals != sizes[index]:
                raise ValueError(f"its batch {index} holds {result.deals} deals, not {sizes[index]}")
            done[index] = result
    except (ValueError, KeyError, TypeError, AttributeError, UnicodeDecodeError) as error:
        set_aside(checkpoint.path, str(error) or type(error).__name__)
        return
    except OSError:
        return
    checkpoint.done = done
    checkpoint._encoded = {index: document["batches"][str(index)] for index in done}


def array_from_json(values: dict[str, Any]) -> np.ndarray:
    return np.asarray(values["values"], dtype=np.dtype(values["dtype"]))


def array_to_json(array: np.ndarray) -> dict[str, Any]:
    return {"dtype": array.dtype.str, "values": array.tolist()}


