"""The methods that reckon the cards otherwise: each card an independent chance, the cards among 51 or 52 rather
than those unseen, the turn-up left out, either side for a named side (and the reverse), exactly for at least
(and the reverse).  Each recounts the claim's own event so changed, exactly, as the claims check counts it, and gives the chance the
author so reached (whether it gives his figure is judged by :func:`~whistodds.odds.explain.table.reckonings`).

>>> from whistodds.odds.claims import read_claims
>>> text = ("id,source,quote,game,question,score,games,dealer,held,odds,trumps\\n"
...         "A,Arbuthnot,,long,holding,,,,not (we hold AS KS QS JS),15 to 1,spades\\n")
>>> claim = read_claims("a.csv", text=text)[0]
>>> [r.said for r in independent_cards(claim, claim.printed[0])]
['independent-cards: 15 to 1 (each of the 4 cards with them at 1/2, as if independent)']
>>> independent_cards(claim, claim.printed[0])[0].probability
Fraction(15, 16)
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb

from whistodds.odds.claims import Claim
from whistodds.odds.explain import Method, Reckoning
from whistodds.odds.printed_odds import PrintedOdds

CARD = r"(?:10|[2-9TJQKA])[SHDC]"
# A sentence naming cards a seat or side holds: the subject, the count (all / at least K of / exactly K of), the cards.
NAMED = re.compile(rf"^(?P<neg>not\s*\(\s*)?(?P<subject>.+?)\s+(?P<verb>holds?|has|have)\s+"
                   rf"(?:(?P<count>all of|at least \d+ of|exactly \d+ of|\d+ of)\s+)?(?P<cards>{CARD}(?:\s+{CARD})*)"
                   rf"\s*(?(neg)\)|)$", re.IGNORECASE)
SIDES = ("me and partner", "left and right", "both partners", "the adversaries", "we", "they")  # a side named
HONOURS = re.compile(r"^(?P<neg>not\s*\(\s*)?(?P<subject>.+?)\s+(?P<verb>holds?|has|have)\s+"
                     r"(?P<count>all the|all four|the four|all|at least \d+|exactly \d+|\d+)\s+honours\s*(?(neg)\)|)$",
                     re.IGNORECASE)
EITHER = re.compile(r"^(?P<neg>not\s*\(\s*)?either side holds\s+", re.IGNORECASE)


def _row(claim: Claim, sentence: str, drop: tuple[str, ...] = ()) -> dict[str, str]:
    """The claim's row again, the sentence and the position columns named in ``drop`` changed."""
    row = {**claim.extra, "held": sentence, "dealer": "" if claim.dealer in ("-", "") else claim.dealer}
    for column in drop:
        row[column] = ""
    return row


def count_sentence(claim: Claim, sentence: str, drop: tuple[str, ...] = ()) -> Fraction | None:
    """The exact chance of ``sentence`` from the claim's position (the columns in ``drop`` left out), or None
    where the sentence cannot be read there or the count is out of reach."""
    return _count_row(claim, _row(claim, sentence, drop))


def normalized(claim: Claim) -> str:
    """The claim's sentence as the grammar reads it back (``partner holds one card out of any two``: ``partner
    holds at least 1 of AS AH``), its notes and brackets of reading dropped; else the sentence as written."""
    if claim.holding is None:
        return ""
    try:
        read = claim.holding.reading
    except ValueError:
        return claim.holding.sentence
    read = re.sub(r"\s*\[[^\]]*\]", "", read)
    read = re.sub(r"\s*\((?:between them|any \d+)\)", "", read)
    return " ".join(read.split())


def _binomial(k: int, m: int, r: Fraction, exactly: bool) -> Fraction:
    ks = [k] if exactly else range(k, m + 1)
    return sum((comb(m, j) * r**j * (1 - r) ** (m - j) for j in ks), Fraction(0))


def independent_cards(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """Each named card with the holder at the chance one card is, independently: for a partner's K of M, the
    binomial with 13 in 39; for a sentence naming cards, the binomial with the chance of its first card alone."""
    if claim.question == "partner":
        negated, kind, k, m = claim.known_held
        exactly = kind == "exactly"
        r, note = Fraction(1, 3), "13 of the 39 unseen"
    elif claim.holding is not None:
        named = _named_cards(claim)
        if named is None:
            return []
        negated, k, m, exactly, single = named
        if single is None or m < 2:
            return []
        r, note = single, ""
    else:
        return []
    p = _binomial(k, m, r, exactly)
    p = 1 - p if negated else p
    return [Reckoning(Method.INDEPENDENT_CARDS, p, printed.text,
                      f"each of the {m} cards with them at {r}, as if independent" + (f"; {note}" if note else ""))]


def _named_cards(claim: Claim) -> tuple[bool, int, int, bool, Fraction | None] | None:
    """A sentence naming cards (or a side's honours) one seat or side holds, as (negated, K, M, exactly, the
    chance of one of the cards alone); None for any other sentence."""
    for text in dict.fromkeys((claim.holding.sentence if claim.holding else "", normalized(claim))):
        match = NAMED.match(text)
        if match is not None:
            cards = match["cards"].split()
            count = (match["count"] or "").lower()
            k = len(cards) if count in ("", "all of") else int(count.split()[-2])
            single = count_sentence(claim, f"{match['subject']} {match['verb']} {cards[0]}")
            return bool(match["neg"]), k, len(cards), count.startswith("exactly"), single
        match = HONOURS.match(text)
        if match is not None and claim.holding is not None and claim.holding.position.trump is not None:
            count = match["count"].lower()
            k = 4 if not count[-1].isdigit() else int(count.split()[-1])
            single = count_sentence(claim, f"{match['subject']} {match['verb']} the ace of trumps")
            return bool(match["neg"]), k, 4, count.startswith("exactly") or count.isdigit(), single
    return None


def _hypergeometric(k: int, m: int, pool: int, hand: int, exactly: bool) -> Fraction:
    ks = [k] if exactly else range(k, m + 1)
    return Fraction(sum(comb(hand, j) * comb(pool - hand, m - j) for j in ks), comb(pool, m))


def ignores_own_hand(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """The cards reckoned among 51 or 52, as if the player's own 13 were not seen: for a partner's K of M, 13 of
    51 and 13 of 52; for a sentence, the same sentence with the hand (and the cards known or seen) left out."""
    found = []
    if claim.question == "partner":
        negated, kind, k, m = claim.known_held
        for pool in (51, 52):
            p = _hypergeometric(k, m, pool, 13, kind == "exactly")
            p = 1 - p if negated else p
            found.append(Reckoning(Method.IGNORES_OWN_HAND, p, printed.text, f"13 of {pool} cards"))
    elif claim.holding is not None and any(claim.extra.get(c, "").strip() for c in ("hand", "known", "seen")):
        unseen = count_sentence(claim, claim.holding.sentence, ("hand", "known", "seen"))
        if unseen is not None:
            found.append(Reckoning(Method.IGNORES_OWN_HAND, unseen, printed.text, "13 of 52: no card seen"))
    return found


def ignores_turn_up(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """The sentence counted with the turned-up card unknown, as if the dealer did not show it."""
    if claim.holding is None or not claim.extra.get("turn_up", "").strip():
        return []
    p = count_sentence(claim, claim.holding.sentence, ("turn_up",))
    if p is None:
        return []
    return [Reckoning(Method.IGNORES_TURN_UP, p, printed.text, "the turn-up unknown")]


RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def counts_turn_up(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """A claim naming the dealer and the trumps but no turn-up, counted as the author who remembered the turn-up
    would: the dealer holds the turned-up trump, each of the suit's 13 cards equally likely."""
    trumps = claim.extra.get("trumps", "").strip().upper()
    if (claim.holding is None or claim.holding.position.dealer is None or not trumps
            or claim.extra.get("turn_up", "").strip() or trumps[0] not in "SHDC"):
        return []
    total = Fraction(0)
    for rank in RANKS:
        row = {**_row(claim, claim.holding.sentence), "turn_up": rank + trumps[0]}
        p = _count_row(claim, row)
        if p is None:
            return []
        total += p
    return [Reckoning(Method.COUNTS_TURN_UP, total / len(RANKS), printed.text,
                      "the dealer's turn-up counted, each trump as likely to be turned")]


def _count_row(claim: Claim, row: dict[str, str]) -> Fraction | None:
    from whistodds.games.registry import get_game
    from whistodds.odds.claims.holding import read_holding_claim
    from whistodds.odds.holdings.sentences import sentence_exact

    try:
        holding = read_holding_claim(row, get_game(claim.game or "long"))  # the file's name for it, read here
        exact = sentence_exact(holding.event, holding.position)
    except ValueError:
        return None
    return None if exact is None else Fraction(exact)


def _changed(claim: Claim, printed: PrintedOdds, method: Method, sentence: str, note: str) -> list[Reckoning]:
    p = count_sentence(claim, sentence)
    return [] if p is None else [Reckoning(method, p, printed.text, note)]


def either_side(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """A named side's figure that is the figure for either side: the sentence asked of either side."""
    if claim.holding is None:
        return []
    for sentence in dict.fromkeys((claim.holding.sentence, normalized(claim))):
        neg = re.match(r"^not\s*\(\s*", sentence, re.IGNORECASE)
        body = sentence[neg.end():] if neg else sentence
        for subject in SIDES:
            match = re.match(rf"^{subject}\s+(?:hold|holds|have|has)\s+", body, re.IGNORECASE)
            if match:
                changed = f"{neg.group(0) if neg else ''}either side holds {body[match.end():]}"
                return _changed(claim, printed, Method.EITHER_SIDE, changed, "the figure for either side")
    return []


def named_side(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """Either side's figure that is the figure for one side named: the sentence asked of the first side."""
    if claim.holding is None:
        return []
    match = EITHER.match(claim.holding.sentence)
    if match is None:
        return []
    changed = f"{match['neg'] or ''}we hold {claim.holding.sentence[match.end():]}"
    return _changed(claim, printed, Method.NAMED_SIDE, changed, "the figure for one side named")


def _partner_other(claim: Claim, printed: PrintedOdds, method: Method, exactly: bool) -> list[Reckoning]:
    negated, kind, k, m = claim.known_held
    if kind == ("exactly" if exactly else "at-least"):
        return []
    p = _hypergeometric(k, m, 39, 13, exactly)
    p = 1 - p if negated else p
    return [Reckoning(method, p, printed.text, f"{'exactly' if exactly else 'at least'} {k} of {m}")]


def exactly_for_at_least(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """"Exactly K" reckoned where "at least K" is printed (or the sentence's "at least" read as exactly)."""
    if claim.question == "partner":
        return _partner_other(claim, printed, Method.EXACTLY_FOR_AT_LEAST, exactly=True)
    sentence = _with_word(claim, "at least")
    if sentence is None:
        return []
    changed = re.sub(r"at least", "exactly", sentence, flags=re.IGNORECASE)
    return _changed(claim, printed, Method.EXACTLY_FOR_AT_LEAST, changed, "exactly, not at least")


def at_least_for_exactly(claim: Claim, printed: PrintedOdds) -> list[Reckoning]:
    """"At least K" reckoned where "exactly K" is printed."""
    if claim.question == "partner":
        return _partner_other(claim, printed, Method.AT_LEAST_FOR_EXACTLY, exactly=False)
    sentence = _with_word(claim, "exactly")
    if sentence is None:
        return []
    changed = re.sub(r"exactly", "at least", sentence, flags=re.IGNORECASE)
    return _changed(claim, printed, Method.AT_LEAST_FOR_EXACTLY, changed, "at least, not exactly")


def _with_word(claim: Claim, word: str) -> str | None:
    """The sentence as written if it says ``word``, else as the grammar reads it back if that does (a bare count
    of named cards is read "at least", any other bare count "exactly"); else None."""
    if claim.holding is None:
        return None
    for sentence in (claim.holding.sentence, normalized(claim)):
        if word in sentence.lower():
            return sentence
    return None


CARD_METHODS = (independent_cards, either_side, named_side, exactly_for_at_least, at_least_for_exactly,
                ignores_own_hand, ignores_turn_up, counts_turn_up)
