"""The door's look-ups and the checks every question makes the same way, wherever it is asked from: the
command line, the Python API (:mod:`whistodds.api`) or a web request.

A name is read here once (a game's name with its parameters, a play model's name, a score ``"7-4"``, who
deals) and the objects go on; a value that will not do is a one-line ``ValueError`` naming it and what is
allowed (the command line exits 2 on it), before any work starts.  The messages name the command line's
options (``--deals``, ``--deal``, ...), the one spelling of each question's inputs.
"""

from __future__ import annotations

from typing import Any

from whistodds.games.definition import Game
from whistodds.games.parameters import parse_name
from whistodds.games.registry import get_family, get_game
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, cannot_play, get_model, play_models

INTERVAL_SEED = 0  # the seed of an interval's draws when nothing is simulated and no seed is given


def draw_seed() -> int:
    """A seed drawn from the operating system's entropy (the run says it, so that it can be repeated)."""
    import secrets

    return secrets.randbits(63)


def run_seed(seed: int | None, simulates: bool) -> int:
    """The seed a question is answered with: the one given; else, when the answer simulates, one drawn;
    else :data:`INTERVAL_SEED`.

    >>> run_seed(None, simulates=False), run_seed(7, simulates=True)
    (0, 7)
    """
    if seed is not None:
        return seed
    return draw_seed() if simulates else INTERVAL_SEED


def check_seed_value(seed: int | None) -> None:
    """A seed: None (the rule of :func:`run_seed`) or a whole number, 0 or more."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise ValueError(f"--seed {seed} is not allowed; use a whole number, 0 or more")


def resolve_game(name: str, **shortcuts: Any) -> Game:
    """The game named, with the shortcut flags given (those not None) as parameters of its name.

    A flag the game does not have is an error naming the flag and the game's parameters.

    >>> resolve_game("long", variant="club").name
    'long-whist(dealer_cannot_call_against=9)'
    """
    family = get_family(parse_name(name)[0])
    names = {p.name for p in family.parameters}
    given = {key: value for key, value in shortcuts.items() if value is not None}
    for key in given:
        if key == "variant" and family.aliases:
            continue
        if key not in names:
            allowed = ", ".join(sorted(names)) or "none"
            raise ValueError(f"--{key} does not apply to {family.name} (its rules: {allowed})")
    return get_game(name, **given)


def check_deals(deals: int | None, maximum: int | None = None, option: str = "--deals", model: PlayModel | None = None,
                minimum: int = 1) -> None:
    """A count given on the command line: ``minimum`` (1, or 0 where 0 means none) or more, at most ``maximum``
    (less for double-dummy play, whose solver is slow); else a one-line error naming it.

    >>> check_deals(-1, 1000, minimum=0)
    Traceback (most recent call last):
    ...
    ValueError: --deals -1 is not allowed; use 0 to 1,000
    """
    if model is not None and model.kernel is None and maximum is not None:
        from whistodds.simulations.limits import MAX_DOUBLE_DUMMY_DEALS

        maximum = min(maximum, MAX_DOUBLE_DUMMY_DEALS)
    if deals is not None and (deals < minimum or (maximum is not None and deals > maximum)):
        upper = f" to {maximum:,}" if maximum is not None else " or more"
        raise ValueError(f"{option} {deals} is not allowed; use {minimum}{upper}")


def check_plays(model: PlayModel, game: Game) -> PlayModel:
    """``model`` if it plays ``game``, else a one-line error (double-dummy solves only four-handed whist with
    the full pack, DDS)."""
    reason = cannot_play(model, game)
    if reason is not None:
        raise ValueError(f"--model {model.name} {reason}")
    return model


def check_model(given: PlayModel | str | None, game: Game | None = None, *, card_by_card: bool = False
                ) -> PlayModel:
    """The play model given at the door: a name (None: the game's own) read as a :class:`PlayModel` (the
    command's one look-up of the name), or a model as it is; a one-line error if it will not do: double-dummy
    solves only four-handed whist with the full pack (DDS), and a command that plays card by card needs a model
    that does (:func:`check_card_by_card`).

    >>> check_model(None, get_game("short")).name
    'hoyle'
    """
    chosen = get_model(given if given is not None else game.play_model if game is not None else DEFAULT_MODEL)
    if game is not None:
        check_plays(chosen, game)
    return check_card_by_card(chosen) if card_by_card else chosen


def check_card_by_card(model: PlayModel) -> PlayModel:
    """``model`` if it plays card by card, else a one-line error naming the models that do.

    >>> check_card_by_card(get_model("double-dummy"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: --model 'double-dummy' is not allowed here; use random, hoyle, ...
    """
    if model.kernel is None:
        playable = ", ".join(p.name for p in play_models() if p.kernel is not None)
        raise ValueError(f"--model {model.name!r} is not allowed here; use {playable}")
    return model


def check_dealer(deal: str, game: Game | None = None, *, unknown: bool = True) -> str | int:
    """``us``, ``them`` or (where ``unknown`` is allowed) ``unknown``, the mean of the two; for a game of
    three sides or more, a seat number instead of ``unknown``."""
    many = game is not None and game.n_sides > 2
    if deal in ("us", "them") or (deal == "unknown" and unknown and not many):
        return deal
    if game is not None and many and deal.isdigit() and int(deal) < game.players:
        return int(deal)
    if many and game is not None:
        raise ValueError(f"--deal {deal!r} is not allowed; use us or them, or a seat 0-{game.players - 1} "
                         f"({game.name} has {game.n_sides} sides: whole games are simulated from one dealer)")
    allowed = "us, them or unknown" if unknown else "us or them"
    raise ValueError(f"--deal {deal!r} is not allowed; use {allowed}")


def read_deal(text: str) -> str | int:
    """Who deals, as given at the door: a seat's number as a number, else the word (checked by the question).

    >>> read_deal("2"), read_deal("them")
    (2, 'them')
    """
    return int(text) if text.isdigit() else text


def parse_score(text: str, sides: int = 2, option: str = "--score") -> tuple[int, ...]:
    """``"5-3"`` as ``(5, 3)``: one number per side, ours first.

    >>> parse_score("7-4")
    (7, 4)
    """
    parts = text.replace(":", "-").split("-")
    if len(parts) != sides or not all(p.strip().isdigit() and len(p.strip()) <= 9 for p in parts):
        example = "5-3" if sides == 2 else "-".join(str(10 * k) for k in range(sides))
        raise ValueError(f"{option} {text!r} is not allowed; write one number per side, us first, e.g. {example}")
    return tuple(int(p) for p in parts)


def check_score_sides(score: tuple[int, ...], sides: int, option: str = "--score") -> tuple[int, ...]:
    """A score given as numbers (the API's, a question's): one whole number, 0 or more, a side; else the one
    line :func:`parse_score` gives for its text."""
    if not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in score):
        parse_score(repr(score), sides, option)  # raises, naming the value as given
    return parse_score("-".join(map(str, score)), sides, option)
