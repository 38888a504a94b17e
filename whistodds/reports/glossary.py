"""The report page's glossary: the terms that must stay, in plain words."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """A glossary entry."""

    id: str
    term: str
    meaning: str


GLOSSARY: tuple[Term, ...] = (
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
    Term("random", "random play",
         "A model of play in which every player plays any legal card at random: the least skilful play."),
    Term("hoyle", "hoyle play",
         "A model of a sound player of 1793, following Bob Short's Short Standing Rules; the report's main model."),
    Term("hoyle-score", "hoyle-score play",
         "Hoyle play that also attends to the score, as Bob Short's rule XXVI asks."),
    Term("double-dummy", "double-dummy play",
         "Perfect play by players who can see all four hands: the most skilful play possible."),
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

GLOSSARY_IDS = {term.id for term in GLOSSARY}
