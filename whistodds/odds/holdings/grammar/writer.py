"""The grammar's words written back, for the reading of an answer: a class of cards in words (a count in words
is :meth:`Count.words`; a whole statement, :func:`whistodds.odds.holdings.sentences.say_statement`).

>>> class_words(CardClass(ClassKind.HONOURS, in_suit=3))
'honours in spades'
"""

from __future__ import annotations

from whistodds.games.cards import SUIT_NAMES
from whistodds.odds.holdings.grammar.tree import CardClass, ClassKind


def class_words(card_class: CardClass) -> str:
    """A class in words, for the reading: ``trumps``, ``honours in spades``, ``cards above 9``."""
    from whistodds.games.cards import format_cards

    kind = card_class.kind
    if kind is ClassKind.CARDS:
        if card_class.any_of:
            return f"any {card_class.any_of} unseen cards"
        if card_class.best:
            place = "the best" if card_class.best == 1 else f"the best but {card_class.best - 1}"
            return f"{place} card in play of " + ("trumps" if card_class.in_trumps else
                                                 SUIT_NAMES[card_class.in_suit or 0])
        parts = [format_cards(card_class.cards)] if card_class.cards else []
        parts += [f"the {_rank_name(rank)} of trumps" for rank in card_class.trump_ranks]
        return " ".join(parts)
    base = {ClassKind.TRUMPS: "trumps", ClassKind.HONOURS: "honours", ClassKind.ALL: "cards",
            ClassKind.BELOW: f"small cards (below the {card_class.above})",
            ClassKind.ABOVE: f"cards above {card_class.above}"}.get(kind, "")
    if kind is ClassKind.SUIT:
        assert card_class.suit is not None
        base = SUIT_NAMES[card_class.suit]
    if kind is ClassKind.RANKS:
        base = "court cards" if card_class.ranks == (13, 12, 11) else " ".join(
            _rank_name(rank) + "s" for rank in card_class.ranks)
    if card_class.unseen:
        base = "unseen " + base
    if card_class.in_trumps:
        base += " in trumps"
    elif card_class.in_suit is not None:
        base += f" in {SUIT_NAMES[card_class.in_suit]}"
    return base


def _rank_name(rank: int) -> str:
    return {14: "ace", 13: "king", 12: "queen", 11: "knave"}.get(rank, str(rank))
