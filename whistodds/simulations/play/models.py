"""Play models by name, registered like games: ``get_model("hoyle")``, ``play_models()``.

A play model is one frozen, validated :class:`PlayModel`: its name and description, its compiled choice of
card (lead and follow, or None for a model solved outside the engine, such as double-dummy), the hands it
sees, whether it attends to the score, the games it can play, its colour and marker in charts, its glossary
entry and its shipped kernel files.  Each built-in model is one module of
:mod:`whistodds.simulations.play.builtin` that registers itself; a model of your own is one call of
:func:`register_model`, after which the engine, the command line, the charts and the history table know it.
From the command line, name a Python file declaring ``MODELS = (model, ...)`` in ``$WHISTODDS_MODELS``
(several separated by ``os.pathsep``; absolute paths), or declare its module in your package's
``whistodds.models`` entry-point group: they are loaded on the registry's first use, as games are
(:mod:`whistodds.plugins`).  The registry checks its rules as each model registers, built-in or not: a name,
a chart marker and a colour of its own (a variant drawn in another's colour says so, ``shares_colour_with``).
Nothing here loads numba: a model's compiled functions are loaded when the engine is first built for it.

>>> {"random", "hoyle", "hoyle-score"} <= set(model_names())
True
>>> get_model("hoyle").plays_card_by_card, get_model("double-dummy").plays_card_by_card
(True, False)
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from whistodds.games.discovery import Discovery, package_modules

if TYPE_CHECKING:
    from whistodds.games.definition import Game

DEFAULT_MODEL = "hoyle"  # the report's main model, and every command's default where a game names none
_NAME = re.compile(r"^[a-z][a-z0-9-]*$")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
ENGINE_BATCH = 250_000  # deals a batch for a model played in the engine (about a quarter of a second of hoyle)
SOLVER_BATCH = 2_000  # deals a batch for a model solved outside the engine (double-dummy: some 40 s a core)
MARKERS = ("o", "v", "^", "<", ">", "s", "D", "d", "p", "h", "H", "*", "P", "X", "8")  # matplotlib's filled ones

# A compiled choice of card: ``choose(random_state, seat, st) -> card`` on the engine's state (see
# :mod:`whistodds.simulations.play.state`), a numba ``@njit`` function; or where to import one from,
# ``"package.module:function"``.
ChoiceFunction = Callable[..., int]


class Sight(StrEnum):
    """The hands a play model reads when it chooses a card."""

    OWN = "own"  # its own hand only: it plays alike whichever hands lie exposed (random)
    EXPOSED = "exposed"  # its own and every hand the game exposes, a dummy's (hoyle)
    ALL = "all"  # every hand, all four open (double-dummy)


@dataclass(frozen=True)
class GlossaryEntry:
    """What the report's glossary says of a model: the term and its meaning."""

    term: str
    meaning: str


@dataclass(frozen=True)
class CardChoice:
    """A model's compiled choice of card: the function for the leader and the one for every other seat
    (they may be the same), each a numba ``@njit`` function or the ``"module:function"`` to import it from.

    >>> CardChoice("whistodds.simulations.play.compiled.random_play:choose_random").follow
    'whistodds.simulations.play.compiled.random_play:choose_random'
    """

    lead: ChoiceFunction | str
    follow: ChoiceFunction | str = ""

    def __post_init__(self) -> None:
        if self.follow == "":
            object.__setattr__(self, "follow", self.lead)
        for part in (self.lead, self.follow):
            if isinstance(part, str) and not re.fullmatch(r"[\w.]+:\w+", part):
                raise ValueError(f"card choice {part!r} is not allowed; give an @njit function or 'module:function'")
            if not isinstance(part, str) and not callable(part):
                raise ValueError(f"card choice {part!r} is not allowed; give an @njit function or 'module:function'")

    def functions(self) -> tuple[ChoiceFunction, ChoiceFunction]:
        """The lead and follow functions, imported (this loads numba)."""
        return _load(self.lead), _load(self.follow)


def _load(part: ChoiceFunction | str) -> ChoiceFunction:
    if not isinstance(part, str):
        return part
    module, name = part.split(":")
    function: ChoiceFunction = getattr(importlib.import_module(module), name)
    return function


@dataclass(frozen=True)
class PlayModel:
    """A model of how the cards are played.

    Attributes:
        name: its name on the command line and in every table (lower case, hyphens).
        description: one line for ``--help`` and the tables.
        choice: its compiled choice of card, or None for a model solved outside the engine (double-dummy,
            which yields trick counts but no card-by-card play).
        sees: the hands it reads (:class:`Sight`).
        attends_to_score: it plays to the score (the seats are given each deal's play context).
        colour, marker: how charts draw it (``#rrggbb``; a matplotlib marker).
        glossary: the report glossary's words for it, or None for none.
        shipped_kernels: its kernel files shipped as package data (``whistodds/simulations/data``).
        compared: a model for any game of the family, compared wherever the models are (report, explorer,
            history); False for one game's own advice (catch-the-ten, Scotch Whist's).  A compared model needs
            no shipped kernel: where the report compares it on a game none of its ``shipped_kernels`` serves,
            the report simulates its kernel from the report's deals and seed (``--deals``, ``--seed``), saying
            so in one line on stderr first; the charts that compare the models draw those whose long-whist
            kernel ships, and the explorer and the claims section name a model they leave out, with why.
        shares_colour_with: the registered model whose colour this one is drawn in (a variant of it, told
            apart by its marker, as hoyle-score is of hoyle), or None for a colour of its own.
        slow: too slow to simulate a kernel unasked (milliseconds a deal, as the expert's search): where no
            shipped kernel serves a game, the places that compare the models (history, the explorer, the
            claims checked with ``--deals``) leave it out and say why, and the report refuses to start rather
            than spend hours; named with ``--model`` it simulates as any model does.
        batch_deals: deals a batch when its kernels and per-deal tables are simulated, or None for the
            default (:attr:`deals_per_batch`): a slow model's smaller batches spread over more workers and
            keep progress and checkpoints moving.  Part of what a seed means: the same seed with another
            batch size gives other deals.

    Registering checks that the name, the marker and the colour (unless shared as said) are no other
    registered model's: see :func:`register_model`.
    """

    name: str
    description: str
    choice: CardChoice | None
    sees: Sight = Sight.OWN
    attends_to_score: bool = False
    colour: str = "#555555"
    marker: str = "o"
    glossary: GlossaryEntry | None = None
    shipped_kernels: tuple[str, ...] = ()
    compared: bool = True
    shares_colour_with: str | None = None
    slow: bool = False
    batch_deals: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.match(self.name):
            raise ValueError(f"play model name {self.name!r} is not allowed; use lower-case letters, digits and "
                             f"hyphens, starting with a letter")
        if self.choice is not None and not isinstance(self.choice, CardChoice):
            raise ValueError(f"{self.name}: choice={self.choice!r} is not allowed; give a CardChoice or None")
        if not isinstance(self.sees, Sight):
            raise ValueError(f"{self.name}: sees={self.sees!r} is not allowed; use one of "
                             f"{', '.join(s.value for s in Sight)}")
        if not _COLOUR.match(self.colour):
            raise ValueError(f"{self.name}: colour {self.colour!r} is not allowed; give '#rrggbb'")
        if self.marker not in MARKERS:
            raise ValueError(f"{self.name}: marker {self.marker!r} is not allowed; use one of {' '.join(MARKERS)}")
        if self.attends_to_score and self.choice is None:
            raise ValueError(f"{self.name}: a model that attends to the score must choose its cards in the engine")
        if self.shares_colour_with is not None and (not isinstance(self.shares_colour_with, str)
                                                    or not _NAME.match(self.shares_colour_with)):
            raise ValueError(f"{self.name}: shares_colour_with={self.shares_colour_with!r} is not allowed; give a "
                             f"play model's name or None")
        if self.batch_deals is not None and (isinstance(self.batch_deals, bool) or not isinstance(self.batch_deals, int)
                                             or not 1 <= self.batch_deals <= ENGINE_BATCH):
            raise ValueError(f"{self.name}: batch_deals={self.batch_deals!r} is not allowed; give a whole number "
                             f"from 1 to {ENGINE_BATCH:,} or None")
        if not all(isinstance(f, str) and f.endswith(".json") and "/" not in f for f in self.shipped_kernels):
            raise ValueError(f"{self.name}: shipped_kernels {self.shipped_kernels!r} are not allowed; give the "
                             f".json file names in whistodds/simulations/data")

    @property
    def deals_per_batch(self) -> int:
        """Deals a batch of its kernels and per-deal tables: ``batch_deals`` if given, else 250,000 for a
        model played in the engine and 2,000 for one solved outside it (double-dummy, some 50 deals a second).

        >>> get_model("hoyle").deals_per_batch, get_model("double-dummy").deals_per_batch
        (250000, 2000)
        """
        if self.batch_deals is not None:
            return self.batch_deals
        return ENGINE_BATCH if self.choice is not None else SOLVER_BATCH

    @property
    def plays_card_by_card(self) -> bool:
        """Whether the engine plays it card by card (else it gives trick counts only)."""
        return self.choice is not None

    @property
    def reads_sight(self) -> bool:
        """Whether its play turns on which hands lie exposed (a dummy's): it sees them."""
        return self.sees is Sight.EXPOSED

    @property
    def kernel(self) -> int | None:
        """The old name of :attr:`plays_card_by_card` (kept while callers move; they test it against None):
        0, or None when the model plays no cards.  The engine has no fixed model ids any more."""
        return 0 if self.choice is not None else None

    def cannot_play(self, game: "Game") -> str | None:
        """Why this model cannot play ``game``, in words that follow its name, or None if it can: a model that
        attends to the score needs a game of two sides scored by tricks and honours.

        >>> from whistodds.games import get_game
        >>> get_model("hoyle-score").cannot_play(get_game("gleek"))
        'attends to the score of a game of two sides scored by tricks and honours, not gleek'
        """
        from whistodds.games.contexts import has_contexts

        if self.attends_to_score and not has_contexts(game):
            return f"attends to the score of a game of two sides scored by tricks and honours, not {game.name}"
        return None


_MODELS: dict[str, PlayModel] = {}
BUILTIN_MODELS: dict[str, PlayModel] = {}  # those of play/builtin, by name: see play.identity.is_builtin


def register_model(model: PlayModel, *, replace: bool = False) -> PlayModel:
    """Add a play model to the registry (``replace=True`` to put a new one in an old name's place, never a
    built-in model's), checking the registry's rules first: a name, a chart marker and a colour no other
    registered model has (a model drawn in another's colour names it, ``shares_colour_with``), each broken rule
    a one-line ``ValueError``.

    >>> register_model(get_model("random"))
    Traceback (most recent call last):
    ValueError: a play model named 'random' is registered already; give replace=True to replace it
    >>> from dataclasses import replace
    >>> register_model(replace(get_model("random"), name="my-random", colour="#123456"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: play model 'my-random': marker 'v' is random's already; use one the charts do not draw yet: ...
    """
    if not isinstance(model, PlayModel):
        raise TypeError(f"register_model() takes a PlayModel, not {type(model).__name__}")
    _discover()
    if model.name in BUILTIN_MODELS and model != BUILTIN_MODELS[model.name]:
        raise ValueError(f"play model name {model.name!r} is a built-in model's; give yours a name of its own")
    if model.name in _MODELS and not replace:
        raise ValueError(f"a play model named {model.name!r} is registered already; give replace=True to replace it")
    _add(model)
    return model


def _add(model: PlayModel) -> None:
    """Check ``model`` against every other registered model (a one-line ``ValueError``), then register it."""
    others = [other for other in _MODELS.values() if other.name != model.name]
    for other in others:
        if other.marker == model.marker:
            free = " ".join(marker for marker in MARKERS if marker not in {o.marker for o in others})
            raise ValueError(f"play model {model.name!r}: marker {model.marker!r} is {other.name}'s already; use one "
                             f"the charts do not draw yet: {free or 'none is left'}")
    shared = model.shares_colour_with
    if shared is not None:
        owner = next((other for other in others if other.name == shared), None)
        if owner is None:
            raise ValueError(f"play model {model.name!r}: shares_colour_with={shared!r} names no other registered "
                             f"play model; use one of {', '.join(other.name for other in others)}")
        if owner.colour.lower() != model.colour.lower():
            raise ValueError(f"play model {model.name!r}: shares_colour_with={shared!r}, but its colour "
                             f"{model.colour!r} is not {shared}'s {owner.colour!r}")
    for other in others:
        variant = shared is not None and shared in (other.name, other.shares_colour_with)
        if other.colour.lower() == model.colour.lower() and not variant:
            raise ValueError(f"play model {model.name!r}: colour {model.colour!r} is {other.name}'s already; give "
                             f"another, or shares_colour_with={other.name!r} for a variant drawn in its colour")
    _MODELS[model.name] = model


def unregister_model(name: str) -> None:
    """Take a model out of the registry (a test's own model, when the test ends)."""
    _discover()
    if name not in _MODELS:
        raise ValueError(f"unknown play model {name!r}; use one of {', '.join(_MODELS)}")
    del _MODELS[name]


def play_models() -> tuple[PlayModel, ...]:
    """Every registered play model, in registration order (the built-in ones first)."""
    _discover()
    return tuple(_MODELS.values())


def model_names() -> tuple[str, ...]:
    """The names :func:`get_model` accepts, in registration order."""
    return tuple(model.name for model in play_models())


def get_model(name: str | PlayModel) -> PlayModel:
    """A play model by name (a :class:`PlayModel` is returned as it is).

    >>> get_model("hoyle").sees
    <Sight.EXPOSED: 'exposed'>
    >>> get_model("best")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: unknown play model 'best'; use one of random, hoyle, hoyle-score, catch-the-ten, double-dummy...
    """
    if isinstance(name, PlayModel):
        return name
    _discover()
    if not isinstance(name, str) or name not in _MODELS:
        raise ValueError(f"unknown play model {name!r}; use one of {', '.join(_MODELS)}")
    return _MODELS[name]


def cannot_play(model: PlayModel, game: "Game") -> str | None:
    """Why ``model`` cannot play ``game``, in words that follow the model's name, or None if it can.

    >>> from whistodds.games import get_game
    >>> cannot_play(get_model("double-dummy"), get_game("gleek"))
    'solves four-handed whist with the full pack (DDS), not gleek'
    >>> cannot_play(get_model("hoyle"), get_game("gleek")) is None
    True
    """
    return require_model(model).cannot_play(game)


def require_model(model: object) -> PlayModel:
    """``model`` itself, which must be a :class:`PlayModel`: below the edges (see :mod:`whistodds.games.registry`)
    a model is never given by name.

    >>> require_model("hoyle")
    Traceback (most recent call last):
    TypeError: a PlayModel is needed here, not the name 'hoyle': give get_model('hoyle')
    """
    from whistodds.games.checks import require_object

    return require_object(model, PlayModel, "get_model")


def default_model() -> PlayModel:
    """The report's main model, every command's default where a game names none (:data:`DEFAULT_MODEL`).

    >>> default_model().name
    'hoyle'
    """
    return get_model(DEFAULT_MODEL)


def game_model(game: "Game") -> PlayModel:
    """The play model ``game`` names as its own (``Game.play_model``).

    >>> from whistodds.games import get_game
    >>> game_model(get_game("double-dummy")).name, game_model(get_game("long-whist")).name
    ('double-dummy', 'hoyle')
    """
    return get_model(game.play_model)


def open_hands_model() -> PlayModel:
    """The first registered model that reads every hand (``Sight.ALL``): the one for a deal with all four open.

    >>> open_hands_model().name
    'double-dummy'
    """
    return next(model for model in play_models() if model.sees is Sight.ALL)


def compared_models() -> tuple[PlayModel, ...]:
    """The models compared wherever the models are (report, explorer, history), in registration order."""
    return tuple(model for model in play_models() if model.compared)


MODELS_VARIABLE = "WHISTODDS_MODELS"
PLUGIN_GROUP = "whistodds.models"


def _find_models() -> None:
    """Register the built-in models, one a module of :mod:`whistodds.simulations.play.builtin`, each declaring
    ``MODEL`` and its ``REGISTRY_ORDER``: a built-in model is one new file there, and nothing else lists them.
    Then a user's own: the modules of the ``whistodds.models`` entry-point group of any installed package and
    the Python files named in ``$WHISTODDS_MODELS``, each declaring ``MODELS`` (or calling
    :func:`register_model` itself).  Every model, built-in or not, is checked as :func:`register_model` checks.
    Run on the first look-up (:data:`_discover`), never at import: a built-in model's module imports this one."""
    from whistodds.plugins import load_plugins

    modules = package_modules(f"{__package__}.builtin")
    for module in sorted(modules, key=lambda m: (getattr(m, "REGISTRY_ORDER", 100), m.__name__)):
        model = getattr(module, "MODEL", None)
        if isinstance(model, PlayModel):
            _add(model)
            BUILTIN_MODELS[model.name] = model
    load_plugins(PLUGIN_GROUP, MODELS_VARIABLE, "play models", _register_module)


_discover = Discovery(_find_models)


def _register_module(module: object) -> None:
    """Register the ``MODELS`` a user's module declares (each in its own name's place, as games are)."""
    for model in getattr(module, "MODELS", ()):
        register_model(model, replace=True)
