"""Which play models check the claims about each game in a claims file.

Each claim is checked under every model that can play its game, whatever else the file holds: the models
asked for (``--model``), else every model compared wherever the models are (the play-model registry's
:func:`~whistodds.simulations.play.models.compared_models`) whose kernel for the game ships with the
package (with ``deals``: every such model that plays card by card, its kernel simulated).  A game no model
has a shipped kernel for is checked under its own play model, from that model's default simulated kernel.
A model left out for a game is named once, with the reason, never silently dropped; a model asked for
that can play none of a game's claims is a one-line error naming the model and the game.

>>> from whistodds.odds.claims import read_claims
>>> text = ("id,source,quote,game,question,score,games,dealer,held,odds\\n"
...         "L,s,,long,game,5-3,,first,,7 to 4\\nS,s,,scotch,game,30-25,,first,,5 to 4\\n")
>>> chosen = models_by_game(read_claims("mixed.csv", text=text))
>>> {"random", "hoyle", "hoyle-score", "double-dummy"} <= {model.name for model in chosen.models["long-whist"]}
True
>>> [model.name for model in chosen.models["scotch-whist(players=4,sides=2)"]]
['hoyle']
>>> {"random", "hoyle-score", "double-dummy"} <= {entry.model for entry in chosen.left_out}
True
>>> models_by_game(read_claims("mixed.csv", text=text), [get_model("double-dummy")])
Traceback (most recent call last):
ValueError: --model double-dummy cannot check claim S: it solves four-handed whist with the full pack (DDS), not scotch-whist(players=4,sides=2); leave --model out, or add a model that plays scotch-whist(players=4,sides=2): random, hoyle, expert
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from whistodds.games.checks import require_object
from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.odds.claims import Claim
from whistodds.odds.game_odds import exact_solvable
from whistodds.simulations.kernels import has_shipped_kernel
from whistodds.simulations.play.models import PlayModel, compared_models, get_model

MODEL_FREE_QUESTIONS = ("partner", "holding")  # answered exactly from the cards, the same under every model


@dataclass(frozen=True)
class LeftOut:
    """A model that does not check the claims about a game, and why (words that follow its name)."""

    game: str
    model: str
    reason: str
    claims: int


@dataclass(frozen=True)
class ModelsByGame:
    """The models that check each game's claims (game name -> models, in order), and those left out."""

    models: dict[str, tuple[PlayModel, ...]]
    left_out: tuple[LeftOut, ...]


def asked_models(model: PlayModel | Iterable[PlayModel] | None) -> list[PlayModel] | None:
    """The play models asked for, one or several, as a list (None: none asked); a name is a ``TypeError`` naming
    ``get_model`` (names are read at the door: the command line, :mod:`whistodds.api`).

    >>> asked_models(get_model("hoyle"))[0].name, asked_models(None)
    ('hoyle', None)
    >>> asked_models(["hoyle"])
    Traceback (most recent call last):
    TypeError: a PlayModel is needed here, not the name 'hoyle': give get_model('hoyle')
    """
    if model is None:
        return None
    given: list[object] = [model] if isinstance(model, (PlayModel, str)) else list(model)
    return [require_object(one, PlayModel, "get_model") for one in given]


def why_not(model: PlayModel, game: Game, *, deals: int | None = None) -> str | None:
    """Why ``model`` cannot check a claim about ``game`` (words that follow its name), or None if it can.

    >>> why_not(get_model("double-dummy"), get_game("scotch"))
    'solves four-handed whist with the full pack (DDS), not scotch-whist(players=4,sides=2)'
    >>> why_not(get_model("hoyle"), get_game("long")) is None
    True
    """
    reason = model.cannot_play(game)
    if reason is not None:
        return reason
    if game.has_score and game.n_sides == 2 and not exact_solvable(game, model):
        return (f"reads dummy's hand, so at {game.name} the seat that deals matters and the exact odds a claim is "
                f"checked against do not exist (whist-odds odds simulates whole games)")
    if deals is None and not model.plays_card_by_card and not has_shipped_kernel(game, model):
        return (f"has no shipped kernel for {game.name}, and solves its deals one by one: give --deals N to "
                f"solve some")
    return None


def _games(claims: Iterable[Claim]) -> dict[str, list[Claim]]:
    """The claims about each game that a play model answers, by game, in the order the file names them."""
    by_game: dict[str, list[Claim]] = {}
    for claim in claims:
        if claim.question not in MODEL_FREE_QUESTIONS:
            by_game.setdefault(claim.game, []).append(claim)
    return by_game


def _ids(claims: Sequence[Claim]) -> str:
    shown = ", ".join(claim.id for claim in claims[:5])
    return ("claim " if len(claims) == 1 else "claims ") + shown + (f" and {len(claims) - 5} more"
                                                                   if len(claims) > 5 else "")


def models_by_game(claims: Iterable[Claim], models: Iterable[PlayModel] | None = None, deals: int | None = None
                   ) -> ModelsByGame:
    """The play models that check the claims about each game, and every model left out with its reason.

    Args:
        claims: the claims of a file (:func:`~whistodds.odds.claims.read_claims`); partner claims need no model.
        models: the play models asked for (None: every compared model that can, as the module says).
        deals: the deals of kernels simulated for the check (None: the shipped kernels).

    A game that none of the models asked for can play is a ``ValueError`` naming the models and the game.

    >>> from whistodds.odds.claims import read_claims, shipped_claims_path
    >>> chosen = models_by_game(read_claims(shipped_claims_path("bob-short-1793")),
    ...                         [get_model("hoyle"), get_model("random")])
    >>> {game: [model.name for model in models] for game, models in chosen.models.items()}, chosen.left_out
    ({'long-whist': ['hoyle', 'random']}, ())
    """
    by_game = _games(claims)
    asked = list(models or ())
    chosen: dict[str, tuple[PlayModel, ...]] = {}
    left_out: list[LeftOut] = []
    for name, about in by_game.items():
        game = get_game(name)
        candidates = asked if asked else list(compared_models())
        reasons = {model.name: why_not(model, game, deals=deals) for model in candidates}
        if not asked:
            for model in candidates:
                if reasons[model.name] is not None:
                    continue
                if deals is not None and not model.plays_card_by_card:
                    reasons[model.name] = ("solves its deals one by one (DDS), too slowly to start unasked: "
                                           "--model names it")
                elif deals is not None and model.slow:
                    reasons[model.name] = ("chooses each card by search, too slowly to start unasked: "
                                           "--model names it")
                elif deals is None and not has_shipped_kernel(game, model):
                    reasons[model.name] = f"has no shipped kernel for {game.name} (--deals N simulates one)"
        usable = tuple(model for model in candidates if reasons[model.name] is None)
        if not usable and asked:
            playable = [model.name for model in compared_models() if why_not(model, game, deals=deals) is None]
            raise ValueError("; ".join(f"--model {model.name} cannot check {_ids(about)}: it {reasons[model.name]}"
                                       for model in asked)
                             + f"; leave --model out, or add a model that plays {game.name}: "
                             + (", ".join(playable) or "none does"))
        if not usable:  # no shipped kernel: the game's own model, from its default simulated kernel
            own = get_model(game.play_model)
            if why_not(own, game, deals=deals) is not None:
                raise ValueError(f"{_ids(about)}: no play model can check a claim about {game.name}")
            usable = (own,)
        chosen[name] = usable
        left_out += [LeftOut(name, model.name, reason, len(about)) for model in candidates
                     if (reason := reasons[model.name]) is not None and model not in usable]
    return ModelsByGame(chosen, tuple(left_out))
