"""Where whistodds keeps what it computes once: compiled code and deal kernels, in a cache that heals itself.

``$WHISTODDS_CACHE`` if set, else the platform's user cache folder for
whistodds (platformdirs: ``$XDG_CACHE_HOME/whistodds`` or ``~/.cache/whistodds``
on Linux, ``~/Library/Caches/whistodds`` on macOS).  Caching is only an
optimisation: a folder that cannot be written means running without a cache,
with one line saying so; an entry that fails its check when read is moved
aside into ``damaged/`` (one line on stderr naming it) and made again.

A cache the user alone controls: the folder, and every folder inside ``kernels/``,
``numba/``, ``checkpoints/`` and ``results/`` (:data:`OWN_ENTRIES`), must be the user's own, not writable by group or others, and not
a symbolic link; otherwise one line names the folder and why, and the run goes
on without a cache.  Entries are authenticated with a key of the user's own
(HMAC-SHA256; :func:`cache_key`, kept in the user's config folder, mode 0600,
made on first use), so an entry anyone else wrote is set aside, never trusted.
A write that fails (a full disk, a read-only folder, a quota) turns the cache off
for the rest of the run (:func:`disable_cache`), said once.

Every JSON file read back from the cache goes through one reader, :func:`read_cache_json`:
a regular file only (a link is never followed, a FIFO never waited on), at most a
size fixed for its kind, UTF-8, nested at most :data:`MAX_DEPTH` deep (counted
before parsing), strict JSON; anything else is :class:`Damaged`, and the caller's
check of its shape and types turns every other fault into :class:`Damaged` too
(:data:`UNREADABLE`), so that the entry is set aside and the run goes on.
"""

from __future__ import annotations

from whistodds.cache.files import (KILOBYTE, MAX_DEPTH, MEGABYTE, UNREADABLE, Damaged, move_aside,
                                   nesting_exceeds, read_cache_json, set_aside, write_atomically)
from whistodds.cache.folder import (DAMAGED, OWN_ENTRIES, cache_dir, cache_disabled, cache_info, cache_root,
                                    clear_cache, disable_cache, make_private_folder, unsafe_folder)
from whistodds.cache.key import KEY_FILE, cache_key, checksum, key_path, signature, signed
from whistodds.cache.notes import QUIET_VARIABLE, notes_wanted, say

__all__ = ["DAMAGED", "KEY_FILE", "KILOBYTE", "MAX_DEPTH", "MEGABYTE", "OWN_ENTRIES", "QUIET_VARIABLE", "UNREADABLE",
           "Damaged", "cache_dir", "cache_disabled", "cache_info", "cache_key", "cache_root", "checksum",
           "clear_cache", "disable_cache", "key_path", "make_private_folder", "move_aside", "nesting_exceeds",
           "notes_wanted", "read_cache_json", "say", "set_aside", "signature", "signed", "unsafe_folder",
           "write_atomically"]
