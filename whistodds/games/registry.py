"""Games by name, every rule a parameter of the name: ``get_game("long-whist(call_at=none)")``.

>>> get_game("long").players
4
>>> str(get_game("short-whist(target=7,honours=false)"))
'short-whist(target=7,honours=false)'
>>> str(get_game("long-whist", variant="club"))
'long-whist(dealer_cannot_call_against=9)'

Names become objects once, at the edges.  A game's name becomes a :class:`Game` (:func:`get_game`) and a play
model's name a ``PlayModel`` (``whistodds.simulations.play.models.get_model``) in two places only, the edges:

- the command line's parsing (``whistodds.cli``, with ``whistodds.odds.questions.checks``: ``resolve_game``,
  ``check_model`` and the commands' own options), once a command, before any work;
- the public API: ``whistodds.api`` (the commands' questions: ``odds``, ``table``, ``rubber``, ``compare``;
  below it ``odds_at``, ``odds_table``, ``win_probability``, ``rubber_odds``, ``rubber_table`` and
  ``whistodds.odds.long_short`` take the objects only), the functions the README shows and the documented entry
  points of ``whistodds.odds`` and ``whistodds.reports`` (the charts, the ``verify_*`` functions, the holding and position functions, ``evaluate_claims``,
  ``fit_claims``...).  They may take ``Game | str`` and ``PlayModel | str | None`` (or a kernel) and resolve each
  at their top with one call of ``get_game`` / ``get_model``, then hand the objects down.

Everything below them takes the objects: a private helper never resolves a name again, and nothing in
``whistodds.simulations`` takes a game or a play model by name (no ``Game | str``, no ``model: str``;
``play(deals, model)``, the kernels, whole games, outcomes, matches... take a ``Game`` and a ``PlayModel``; a
cache or checkpoint key, or a kernel's record, uses ``model.name`` and ``game.name`` inside).  A name handed
below the edges is a ``TypeError`` saying which call turns it into an object (:func:`require_game`,
``require_model``); ``tests/test_edges.py`` fails on any parameter of ``whistodds.simulations`` typed to take one.
"""

from __future__ import annotations

from typing import Any

from whistodds.games.definition import Game
from whistodds.games.definition import look_up_families_with
from whistodds.games.discovery import Discovery, family_modules, package_modules
from whistodds.games.family import Family
from whistodds.games.parameters import parse_name
from whistodds.plugins import load_plugins
from whistodds.games.checks import require_object

_FAMILIES: dict[str, Family] = {}  # the families by name
_SHORT_NAMES: dict[str, str] = {}


def register_family(family: Family, *, replace: bool = False) -> Family:
    """Add a family of games to the registry (``replace=True`` to put a new one in an old name's place)."""
    _discover()
    _add(family, replace)
    return family


def _add(family: Family, replace: bool) -> None:
    if family.name in _FAMILIES and not replace:
        raise ValueError(f"a game named {family.name!r} is registered already; give replace=True to replace it")
    _FAMILIES[family.name] = family
    for short in family.short_names:
        _SHORT_NAMES[short] = family.name


def register(game: Game, *, aliases: dict[str, dict[str, Any]] | None = None, replace: bool = False) -> Game:
    """Register a game of your own under its family name; its scoring rules become parameters of the name.

    >>> from whistodds.games import LONG_WHIST
    >>> mine = LONG_WHIST.replace(family="doc-whist", title="A whist of the docs")
    >>> str(register(mine, replace=True).replace(target=12))
    'doc-whist(target=12)'
    """
    if not isinstance(game, Game):
        raise TypeError(f"register() takes a Game, not {type(game).__name__}")
    register_family(Family.from_game(game, aliases=aliases), replace=replace)
    return game


def family_of(game: Game) -> Family | None:
    """The registered family of ``game`` (None for a game never registered)."""
    return _family_named(game.family)


def _family_named(name: str) -> Family | None:
    _discover()
    return _FAMILIES.get(name)


look_up_families_with(_family_named)  # where a Game finds its own (read at each call)


def game_names() -> tuple[str, ...]:
    """Family names accepted by :func:`get_game`, each taking its own parameters."""
    _discover()
    return tuple(_FAMILIES)


def get_family(name: str) -> Family:
    """The family registered as ``name`` (or one of its short names)."""
    _discover()
    key = _SHORT_NAMES.get(name.lower(), name.lower()) if isinstance(name, str) else name
    if key not in _FAMILIES:
        raise ValueError(f"unknown game {name!r}; use one of {', '.join(game_names())} "
                         f"(short names: {', '.join(_SHORT_NAMES)})")
    return _FAMILIES[key]


def get_game(name: str | Game, **params: Any) -> Game:
    """A game by name, with its rules as parameters of the name or as keywords.

    ``name`` may be a :class:`Game` (returned as it is, or with ``params`` applied).
    An unknown game or parameter, or a value a rule does not allow, is a
    ``ValueError`` naming it and what is allowed.

    >>> get_game("scotch-whist(players=6,sides=3)").sides
    ((0, 3), (1, 4), (2, 5))
    """
    if isinstance(name, Game):
        return name.replace(**params) if params else name

    if not isinstance(name, str):
        raise TypeError(f"game must be a name or a Game, not {type(name).__name__}")
    family_name, items = parse_name(name)
    family = get_family(family_name)
    seen = [key for key, _ in items]
    for key, value in params.items():
        if key in seen:
            raise ValueError(f"game parameter {key} given twice (in {name!r} and as a keyword)")
        items.append((key, value))
    return family.build(dict(items)) if "variant" not in seen and "variant" not in params else \
        family.build(family.resolve(items))


def require_game(game: object) -> Game:
    """``game`` itself, which must be a :class:`Game`: below the edges a game is never given by name.

    >>> require_game("long-whist")
    Traceback (most recent call last):
    TypeError: a Game is needed here, not the name 'long-whist': give get_game('long-whist')
    """
    return require_object(game, Game, "get_game")


def all_games() -> tuple[Game, ...]:
    """A game for every registered family and setting the generic tests run over (every Scotch seating)."""
    _discover()
    return tuple(family.build(dict(setting)) for family in _FAMILIES.values() for setting in family.settings)


GAMES_VARIABLE = "WHISTODDS_GAMES"
PLUGIN_GROUP = "whistodds.games"


_BUILT_IN: set[str] = set()  # the names (and short names) of the families this package brings


def _register_module(module: object) -> None:
    """Register a user's module's families and games: each may replace another of the user's, never a game of the
    package's own (a plugin that could put its own rules under ``long-whist`` would change every answer given
    under that name, silently)."""
    families = [*getattr(module, "FAMILIES", ()), *(Family.from_game(game) for game in getattr(module, "GAMES", ()))]
    for family in families:
        taken = sorted(_BUILT_IN.intersection({family.name, *family.short_names}))
        if taken:
            raise ValueError(f"the name {taken[0]!r} is one of whistodds's own games; a game added may not replace it")
    for family in families:
        register_family(family, replace=True)


def _find_families() -> None:
    """Register the families every module of ``whistodds.games.families`` declares (its ``FAMILIES``), and those
    of every game package's ``rules`` (:func:`whistodds.games.discovery.family_modules`): a game added is one new
    file there, or one new package in ``whistodds.families``, and nothing else keeps a list of games.  Then a
    user's own: the modules of the ``whistodds.games`` entry-point group of any installed package, and the Python
    files named in ``$WHISTODDS_GAMES`` (separated by ``os.pathsep``), each declaring ``FAMILIES`` or ``GAMES``
    (or calling :func:`register` itself) -- so every command knows them too.  Run on the first look-up (each
    public function here), never at import: a module that imports this one may be among those found."""
    modules = [*package_modules(f"{__package__}.families"), *family_modules("rules")]
    for module in sorted(modules, key=lambda m: (getattr(m, "REGISTRY_ORDER", 100), m.__name__)):
        for family in getattr(module, "FAMILIES", ()):
            _add(family, replace=False)
    _BUILT_IN.update(_FAMILIES, _SHORT_NAMES)
    load_plugins(PLUGIN_GROUP, GAMES_VARIABLE, "games", _register_module)


_discover = Discovery(_find_families)
