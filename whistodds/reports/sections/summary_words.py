"""The figures of the page's summary in one unit each: a chance as a percentage with the odds in words beside,
a difference in percentage points written as words ("understates it by 1.8 percentage points", never "off by
-1.82"), and a count of forms split by kind.

>>> chance(0.5602)
'56.0% (9 to 7 on)'
>>> chance(0.5096, 0.5064, 0.5126)
'51.0% (95% interval 50.6% to 51.3%; evens)'
>>> difference(-1.82), difference(6.67, more="gives too much", less="gives too little")
('understates it by 1.8 percentage points', 'gives too much by 6.7 percentage points')
>>> points(2.69), points(-0.07)
('2.7 percentage points', '0.07 percentage points')
"""

from __future__ import annotations

from whistodds.odds.words import format_odds


def percent(p: float) -> str:
    """A probability as a percentage, one decimal: ``0.5602`` is ``56.0%``."""
    return f"{100 * p:.1f}%"


def chance(p: float, low: float | None = None, high: float | None = None) -> str:
    """A probability as the summary writes every one: the percentage, its 95% interval where there is one, and
    the odds in words."""
    interval = f"95% interval {percent(low)} to {percent(high)}; " if low is not None and high is not None else ""
    return f"{percent(p)} ({interval}{format_odds(p, style='on-against')})"


def points(pp: float) -> str:
    """A size in percentage points, unsigned: one decimal, two below one point."""
    size = abs(pp)
    return f"{size:.2f} percentage points" if size < 1 else f"{size:.1f} percentage points"


def difference(pp: float, *, more: str = "overstates it", less: str = "understates it") -> str:
    """A signed difference in percentage points in words: ``more`` or ``less`` by its size; "agrees" where it
    rounds to nothing."""
    if round(abs(pp), 2) == 0:
        return "agrees exactly"
    return f"{more if pp > 0 else less} by {points(pp)}"


def advantage(pp: float, low: float | None = None, high: float | None = None) -> str:
    """A side's advantage over an even chance in percentage points, in words, with its 95% interval."""
    side = "over" if pp >= 0 else "under"
    interval = "" if low is None or high is None else f" (95% interval {low:+.2f} to {high:+.2f})"
    return f"{abs(pp):.2f} percentage points {side} an even chance{interval}"


def by_kind(verdicts: list[str], kinds: list[tuple[str, str]]) -> str:
    """What each kind of form shows, from one verdict a form and its kind (singular, plural): "costs in every
    partnership form (6); helps in every form where each plays for himself (4)", or the counts where a kind
    is mixed.

    >>> alone, partners = ("form alone", "forms alone"), ("partnership form", "partnership forms")
    >>> by_kind(["helps", "costs", "helps", "costs"], [alone, partners, alone, partners])
    'helps in every form alone (2); costs in every partnership form (2)'
    >>> by_kind(["helps", "costs", "helps", "helps"], [alone, alone, alone, partners])
    'helps in 2 of the 3 forms alone and costs in 1; helps in every partnership form (1)'
    """
    parts = []
    for kind in dict.fromkeys(kinds):
        found = [verdict for verdict, of in zip(verdicts, kinds) if of == kind]
        if len(set(found)) == 1:
            parts.append(f"{found[0]} in every {kind[0]} ({len(found)})")
        else:
            most = sorted(dict.fromkeys(found), key=found.count, reverse=True)
            counts = [f"{verdict} in {found.count(verdict)}" for verdict in most]
            counts[0] += f" of the {len(found)} {kind[1]}"
            parts.append(", ".join(counts[:-1]) + f" and {counts[-1]}")
    return "; ".join(parts)
