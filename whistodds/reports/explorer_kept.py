"""The odds explorer's data (:func:`~whistodds.reports.explorer.explorer_data`) kept in the cache as JSON
(:func:`whistodds.cache.results.kept`): the same deals and seed give the same tables on every run, so a warm run
reads them back instead of solving every score again.  The key holds the deals, the seed, the games and the
tables, and the fingerprint of the package's code and data; only the package's own games and built-in play models
are kept (a game or model from elsewhere could change without the key changing: it is computed each time).

>>> isinstance(kept_here(), bool)
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from whistodds.cache import MEGABYTE
from whistodds.cache.results import kept

MAX_EXPLORER_BYTES = 64 * MEGABYTE  # the data is some 2.5 MB
FIELDS = {"version": str, "atlas": list, "deals": int, "seed": int, "games": list, "tables": dict, "words": list,
          "bob_short": dict, "bob_short_family": str, "left_out": list}


def kept_here() -> bool:
    """Whether every game the explorer shows and every play model it compares is the package's own."""
    from whistodds.games.registry import game_names, get_family
    from whistodds.simulations.play.identity import is_builtin
    from whistodds.simulations.play.models import compared_models

    return (all(is_builtin(model) for model in compared_models())
            and all(str(getattr(get_family(name).make, "__module__", "")).startswith("whistodds.")
                    for name in game_names()))


def check_explorer_data(data: Any) -> None:
    """A ``TypeError`` unless ``data`` has the explorer's fields, each of its type, the lines left out text."""
    if not isinstance(data, dict) or set(data) != set(FIELDS):
        raise TypeError("it is not the explorer's data")
    for name, kind in FIELDS.items():
        if not isinstance(data[name], kind) or (kind is int and isinstance(data[name], bool)):
            raise TypeError(f"its {name} is not a {kind.__name__}")
    if not all(isinstance(line, str) for line in data["left_out"]):
        raise TypeError("its lines left out are not text")


def kept_explorer_data(deals: int, seed: int, tables: list[str], make: Callable[[], dict[str, Any]],
                       progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """The explorer's data for ``deals``, ``seed`` and its ``tables`` (their keys), from the cache when kept
    there (``progress`` then told of every table at once), else ``make()``
    (:func:`~whistodds.reports.explorer.explorer_data`, which tells ``progress`` of each table itself)."""
    from whistodds.games.registry import game_names

    if not kept_here():
        return make()
    made: list[bool] = []

    def making() -> dict[str, Any]:
        made.append(True)
        return make()

    data: dict[str, Any] = kept("explorer", [deals, seed, list(game_names()), tables], making, check_explorer_data,
                                MAX_EXPLORER_BYTES)
    if not made and progress is not None:
        progress(len(tables))
    return data
