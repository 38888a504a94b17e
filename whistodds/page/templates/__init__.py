"""The page's templates (Jinja2, as the report's), rendered with what every page shows: the games, the play
models and the commands, read from the registries when a page is asked for."""

from __future__ import annotations

from functools import cache
from typing import Any

import jinja2


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.PackageLoader("whistodds.page", "templates"),
                              autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def choices() -> dict[str, Any]:
    """The games with a score (for the odds) and the play models, as the page's lists offer them."""
    from whistodds.games import all_games
    from whistodds.simulations.play.models import DEFAULT_MODEL, model_names

    games = [game.name for game in all_games() if game.has_score]
    return {"games": games, "models": list(model_names()), "default_model": DEFAULT_MODEL}


def render_page(template: str, **values: Any) -> str:
    """The page ``template`` with ``values`` and the :func:`choices`."""
    return _environment().get_template(template).render(**choices(), **values)
