"""The cache of deal kernels simulated on demand: keyed by what decides them, checked when read.

A kernel is keyed by a hash of the game's deal, play readings and what a deal's outcome records
(games that differ only in their scoring share it), the play model (a model not built in: its name and a
digest of its definition, :func:`~whistodds.simulations.play.identity.model_identity`), the deals, the seed,
the version and a fingerprint of the compiled code; an entry that fails its checks (key, signature, model and
number of deals) is set aside into ``damaged/`` with one line saying so.  The signature
is an HMAC under the user's own cache key (:func:`whistodds.cache.signature`): counts anyone else
wrote, or changed, are set aside, never trusted; a symbolic link in their place is never followed.
A file that cannot be read for any reason (a link, not a regular file, too large, nested too deep, not
JSON, not a kernel's shape or types) is set aside alike: :func:`whistodds.cache.read_cache_json`.
"""

from __future__ import annotations

import json
from pathlib import Path

from whistodds import __version__
from whistodds.cache import (MEGABYTE, UNREADABLE, Damaged, cache_dir, disable_cache, make_private_folder,
                             read_cache_json, set_aside, signature, signed, write_atomically)
from whistodds.games.definition import Game
from whistodds.simulations.kernels.deal import KERNEL_TYPES, CountedKernel, relabel
from whistodds.simulations.fingerprint import code_fingerprint, deal_key
from whistodds.simulations.play.identity import model_identity
from whistodds.simulations.play.models import PlayModel

__all__ = ["deal_key", "kernel_cache_path", "read_cached", "write_cached"]


def kernel_cache_path(game: Game, model: PlayModel, n_deals: int, seed: int, context: tuple[int, int] | None = None
                      ) -> Path | None:
    """Where a simulated kernel is cached (None without a writable cache folder)."""
    # Besides the version, a fingerprint of the compiled simulation code: a change to
    # dealing or play between releases must not serve a kernel the new code would not make.
    root = cache_dir()
    if root is None:
        return None
    where = "" if context is None else f"-context-{context[0]}-{context[1]}"
    return root / "kernels" / (f"{game.family}-{deal_key(game)}-{model_identity(model)}{where}-{n_deals}-{seed}-"
                               f"{__version__}-{code_fingerprint()}.json")


def _cache_key(game: Game, model: PlayModel, n_deals: int, seed: int, context: tuple[int, int] | None = None) -> list[object]:
    key = [deal_key(game), model_identity(model), n_deals, seed, __version__, code_fingerprint()]
    return key if context is None else key + [list(context)]


MAX_KERNEL_BYTES = 16 * MEGABYTE  # a kernel file is a few kilobytes (a grid of counts, or Scotch Whist's outcomes)


def read_cached(path: Path, game: Game, model: PlayModel, n_deals: int, seed: int, context: tuple[int, int] | None = None
                ) -> CountedKernel | None:
    """The cached kernel if it passes every check (a regular file of sane size and nesting, its key,
    signature, game, model and number of deals), else None: the file set aside (none there: None, unsaid)."""
    reader = KERNEL_TYPES[game.score_rules.outcome_kind]
    try:
        document = read_cache_json(path, MAX_KERNEL_BYTES)
        if not isinstance(document, dict):
            raise Damaged(f"it holds a JSON {type(document).__name__}, not a kernel")
        key = _cache_key(game, model, n_deals, seed, context)
        if document.get("cache_key") != key:
            raise Damaged(f"its key {str(document.get('cache_key'))[:200]} is not {key}")
        body = {name: value for name, value in document.items() if name != "signature"}
        if not signed(document.get("signature"), body):
            raise Damaged("its signature is not the user's own: written or changed by someone else")
        kernel = reader.from_document(document)
        if kernel.deals != n_deals or kernel.model != model.name or getattr(kernel, "context", None) != context:
            raise Damaged(f"it holds {kernel.deals} {kernel.model} deals")
    except FileNotFoundError:
        return None
    except UNREADABLE as error:
        set_aside(path, str(error) or type(error).__name__)
        return None
    return relabel(kernel, game)


def write_cached(path: Path, kernel: CountedKernel, game: Game, model: PlayModel, n_deals: int, seed: int,
                 context: tuple[int, int] | None = None) -> None:
    document = json.loads(kernel.to_json())
    document["cache_key"] = _cache_key(game, model, n_deals, seed, context)
    try:
        document["signature"] = signature(document)
        make_private_folder(path.parent, path.parent.parent)
        write_atomically(path, json.dumps(document) + "\n")
    except (OSError, ValueError) as error:  # caching is only an optimisation: off for the rest of the run
        disable_cache(getattr(error, "strerror", None) or str(error))
