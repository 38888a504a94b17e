"""How a claims row's question was read, said aloud: each count's sense, each seat, each side (a holding
claim's reading is the ``holding`` command's own: :mod:`whistodds.odds.claims.holding`)."""

from __future__ import annotations

from whistodds.odds.claims import Claim

_DEALER = {"first": "the first side deals next", "second": "the other side deals next",
           "unknown": "the mean of the first side dealing next and the other"}


def question_read(claim: Claim, reading: str) -> str:
    """How a game, rubber, deal or partner claim's question was read, under one reading of its ``dealer`` or
    ``held`` (a holding claim's reading is the ``holding`` command's own).

    >>> from whistodds.odds.claims import read_claims
    >>> text = "id,source,quote,game,question,score,games,dealer,held,odds\\nA,s,,long,game,5-3,,any,,7 to 5\\n"
    >>> question_read(read_claims("a.csv", text=text)[0], "second")
    "the first side (the score's first figure), at 5 to 3, wins the game; the other side deals next [dealer 'any': read every way, this row so]"
    """
    if claim.question == "partner":
        negated, kind, k, m = claim.known_held
        count = "at least" if reading == "at-least" else "exactly"
        said = f"partner holds {count} {k} of the {m} named cards"
        said = f"not ({said})" if negated else said
        return said + (f" [held 'any': read both ways, this row {count}]" if kind == "any" else
                       f" [held '{kind}': {count}]")
    us, them = claim.known_score
    which = {"game": "wins the game", "deal": "takes the odd trick of one deal", "rubber": "wins the rubber"}
    games = "" if claim.question != "rubber" else " in the game and {} to {} in games".format(*claim.known_games)
    said = f"the first side (the score's first figure), at {us} to {them}{games}, {which[claim.question]}; " \
           f"{_DEALER[reading]}"
    return said + (" [dealer 'any': read every way, this row so]" if claim.dealer == "any" else
                   f" [dealer '{claim.dealer}']")
