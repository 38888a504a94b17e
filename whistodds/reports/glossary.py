"""The report page's glossary: the terms that must stay, in plain words."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """A glossary entry."""

    id: str
    term: str
    meaning: str


_BEFORE_MODELS: tuple[Term, ...] = (
    Term("percentage-point", "percentage point",
         "The difference between two percentages: a chance of 55% is five percentage points above one of 50%."),
    Term("interval", "95% interval",
         "The range the true value lies in, given the random sampling behind a figure, in 95 cases out of 100. "
         "A figure written 0.5154 ± 0.0010 gives its standard error after the ±; the 95% interval is about twice "
         "as wide each way."),
    Term("kernel", "deal kernel",
         "The table of what one deal gives each side (tricks and honours), found by playing many deals (ten "
         "million for random and hoyle play). "
         "The odds of a whole game are calculated exactly from it."),
    Term("exact", "exact calculation",
         "The chance of winning a game from a score, worked out from the deal kernel over every way the game can "
         "go on, rather than by playing games out (a dynamic programme)."),
    Term("__models__", "", ""),  # the play models' own entries go here, from the registry
    Term("double-dummy-game", "double dummy (the game)",
         "Whist for two, each playing a dummy hand as partner (1911 Britannica)."),
    Term("with-the-deal", "'with the deal' readings",
         "Bob Short heads his table 'with the deal' without saying whose. The report reads it three ways: the "
         "first-named side deals the next hand, the other side deals, or it is not known who deals."),
    Term("log-odds", "log-odds",
         "The logarithm of the odds; differences in log-odds weigh an error near certainty more than one near "
         "an even chance."),
    Term("love", "love", "No score: at love-all neither side has scored."),
)



def glossary() -> tuple[Term, ...]:
    """The glossary in the page's order, each play model's entry taken from the model itself (its registry
    entry's words), so a model registered anywhere is explained where the others are.

    >>> ids = [term.id for term in glossary()]
    >>> ids.index("random") < ids.index("hoyle") < ids.index("hoyle-score") < ids.index("double-dummy-game")
    True
    """
    from whistodds.simulations.play.models import play_models

    models = tuple(Term(model.name, model.glossary.term, model.glossary.meaning)
                   for model in play_models() if model.glossary is not None)
    at = [term.id for term in _BEFORE_MODELS].index("__models__")
    return _BEFORE_MODELS[:at] + models + _BEFORE_MODELS[at + 1:]
