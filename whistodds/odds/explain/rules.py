"""The simple rules of the eighteenth-century calculators for a game at a score: the odds in proportion to the
points each side wants, and a race in which each deal gives one point to either side at even chances (the same
rules :mod:`whistodds.odds.claims.fit` ranks over a whole table, here tried on one figure).

>>> from whistodds.odds.claims import read_claims
>>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,6-4,,any,,6 to 4\\n"
>>> claim = read_claims("a.csv", text=text)[0]
>>> [r.said for r in proportional_rule(claim, claim.printed[0])]
['proportional-rule: 6 to 4 (the points wanted, 4 and 6, in proportion)']
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from whistodds.odds.claims import Claim
from whistodds.odds.explain import Method, Reckoning
from whistodds.odds.printed_odds import PrintedOdds


def _wanted(claim: Claim) -> tuple[int, int] | None:
    from whistodds.odds.claims.fit import _wanted as wanted

    if claim.question != "game" or claim.score is None:
        return None
    return wanted(claim)


def proportional_rule(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """B wants b points, A wants a: A's chance b / (a + b)."""
    wanted = _wanted(claim)
    if wanted is None:
        return []
    a, b = wanted
    p = Fraction(b, a + b)
    return [Reckoning(Method.PROPORTIONAL_RULE, p, printed.text, f"the points wanted, {a} and {b}, in proportion")]


def coin_race(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """Each deal one point to either side at evens: A's chance of its a points before B's b."""
    wanted = _wanted(claim)
    if wanted is None:
        return []
    a, b = wanted
    p = sum((Fraction(comb(a - 1 + k, k), 2 ** (a + k)) for k in range(b)), Fraction(0))
    return [Reckoning(Method.COIN_RACE, p, printed.text, f"each deal a point at evens, {a} wanted against {b}")]


RULE_METHODS = (proportional_rule, coin_race)
