"""Ask a play model what it would play in a position set up by hand.

>>> from whistodds.games import LONG_WHIST
>>> from whistodds.games.cards import format_card
>>> from whistodds.simulations.play.models import get_model
>>> hands = ["AS KS 7S 4S 3S 2S 9H 8H 5D 4D 3D 9C 8C", "", "", ""]
>>> format_card(what_would_play(get_model("hoyle"), LONG_WHIST, hands, trump="H", seat=0, unseen=None))
'AS'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from whistodds.games.cards import SUITS, parse_card
from whistodds.games.definition import GameDefinition, seen_hands
from whistodds.simulations.play import state as S
from whistodds.simulations.play.build import engine
from whistodds.simulations.play.models import PlayModel, require_model
from whistodds.simulations.play.rule_switches import rules_mask, rules_the_game_rules_out
from whistodds.simulations.play.compiled.tables import strength_tables


def _cards(text: str | Sequence[int]) -> list[int]:
    if isinstance(text, str):
        return [parse_card(word) for word in text.split()]
    return [int(card) for card in text]


def what_would_play(
    model: PlayModel,
    game: GameDefinition,
    hands: Sequence[str | Sequence[int]],
    *,
    trump: str | int,
    seat: int,
    trick: Sequence[str | int] = (),
    dealer: int | None = None,
    unseen: str | Sequence[int] | None = None,
    turn_up: str | int | None = None,
    first_leads: Mapping[int, str | int] | None = None,
    led_before: Mapping[int, Sequence[str | int]] | None = None,
    shown_out: Mapping[int, Sequence[str | int]] | None = None,
    refused_trump: Sequence[int] = (),
    original_lengths: Mapping[int, Mapping[str | int, int]] | None = None,
    context: tuple[int, int] | None = None,
    tricks_won: tuple[int, int] = (0, 0),
    last_winning_card: str | int | None = None,
    dummies: Sequence[int] | None = None,
    seed: int = 0,
    rules_off: Sequence[str] = (),
) -> int:
    """The card ``model`` plays for ``seat`` (a card code).

    ``hands`` are the cards each seat still holds; ``trick`` the cards already
    played to this trick, leader first (the leader is worked out from its
    length); cards in no hand and not in ``unseen`` count as played earlier.
    ``unseen=None`` puts every other card of the pack in the other hands (so
    nothing has been played).  Suits may be given as letters ("S") or 0-3.
    ``context`` is what the score means for this hand from ``seat``'s side,
    ``(win_at, save_at)`` (see :mod:`whistodds.games.contexts`; for ``hoyle-score``,
    neutral when not given); ``led_before`` the suits each seat has led, or the first card
    it led of each (``{0: ["AS"]}``: seat 0 led the ace of spades first); ``tricks_won`` the tricks of ``seat``'s side and the
    other so far; ``last_winning_card`` the card that won the previous trick.  ``dummies`` are the seats
    whose hands lie exposed (None: the game's own, ``game.dummies``; ``()`` for none): each seat sees them,
    and a dummy's partner, who plays it, sees both hands (``Game.sight``).  ``rules_off`` names the rules
    ``seat`` does without (:mod:`whistodds.simulations.play.rule_switches`).
    """
    chosen = require_model(model)
    if chosen.choice is None:
        raise ValueError(f"model {chosen.name!r} does not choose card by card")
    tables = strength_tables(game)
    trump_suit = _suit_index(trump)
    held = [_cards(h) for h in hands]
    trick_cards = [parse_card(c) if isinstance(c, str) else int(c) for c in trick]
    if unseen is None:
        seen = {c for h in held for c in h} | set(trick_cards)
        loose = [c for c in game.cards if c not in seen]
    else:
        loose = _cards(unseen)
    players = game.players
    st = np.zeros(S.SIZE, np.int64)

    def code(card: int) -> int:
        suit = card // 13
        strength = tables.trump_strength[card] if suit == trump_suit else tables.plain_strength[card]
        return suit * 16 + int(strength)

    for index, hand in enumerate(held):
        for card in hand:
            st[S.HAND + index * 4 + card // 13] |= 1 << (code(card) & 15)
    for card in [c for h in held for c in h] + loose:
        st[S.REMAINING + card // 13] |= 1 << (code(card) & 15)
    for index, side in enumerate(game.sides):
        for member in side:
            st[S.SIDE_OF + member] = index
            st[S.PARTNERS + member] = sum(1 << other for other in side if other != member)
    st[S.FIRST_LEAD:S.FIRST_LEAD + S.MAX_SEATS] = -1
    exposed = game.dummies if dummies is None else tuple(int(s) for s in dummies)
    if any(not 0 <= s < players for s in exposed):
        raise ValueError(f"dummies={tuple(exposed)!r} is not allowed; use seats 0-{players - 1}")
    for index, in_sight in enumerate(seen_hands(players, game.sides, exposed)):
        st[S.SEES + index] = sum(1 << other for other in in_sight)
    for who, suit in (first_leads or {}).items():
        st[S.FIRST_LEAD + who] = _suit_index(suit)
        st[S.HAS_LED + who * 4 + _suit_index(suit)] = 1
    for who, leads in (led_before or {}).items():
        for lead in leads:
            if isinstance(lead, str) and len(lead) >= 2:  # a card: the first he led of its suit
                card = parse_card(lead)
                st[S.HAS_LED + who * 4 + card // 13] = (code(card) & S.STRENGTH_MASK) + 1
            else:  # a suit, its first card unknown: counted as its lowest
                st[S.HAS_LED + who * 4 + _suit_index(lead)] = 1
    for who, suits in (shown_out or {}).items():
        for suit in suits:
            st[S.SHOWN_OUT + _suit_index(suit)] |= 1 << who
    for who in refused_trump:
        st[S.REFUSED_TRUMP] |= 1 << who
    for index, hand in enumerate(held):
        for card in hand:
            st[S.ORIGINAL_LENGTH + index * 4 + card // 13] += 1
    for who, lengths in (original_lengths or {}).items():
        for suit, length in lengths.items():
            st[S.ORIGINAL_LENGTH + who * 4 + _suit_index(suit)] = length
    leader = (seat - len(trick_cards)) % players
    st[S.TRUMP] = trump_suit
    st[S.DEALER] = (leader - 1) % players if dealer is None else dealer
    st[S.TURN_UP] = -1 if turn_up is None else code(parse_card(turn_up) if isinstance(turn_up, str) else turn_up)
    st[S.LEADER] = leader
    st[S.POSITION] = len(trick_cards)
    st[S.PLAYERS] = players
    st[S.CARDS_PER_HAND] = game.cards_per_hand
    st[S.PLAIN_TOP] = len(game.rank_order) - 1
    st[S.LAST_WIN] = -1 if last_winning_card is None else code(
        parse_card(last_winning_card) if isinstance(last_winning_card, str) else last_winning_card)
    my_side = st[S.SIDE_OF + seat]
    st[S.TRICKS_WON + my_side] = tricks_won[0]
    st[S.TRICKS_WON + 1 - my_side] = tricks_won[1]
    st[S.TRICK] = sum(tricks_won)
    st[S.WIN_AT:S.WIN_AT + S.MAX_SEATS] = game.cards_per_hand + 1
    if context is not None and chosen.attends_to_score:
        win_at, save_at = context
        st[S.WIN_AT + seat], st[S.SAVE_AT + seat] = win_at, save_at
        if 1 <= win_at <= game.cards_per_hand or 1 <= save_at <= game.cards_per_hand:
            st[S.ATTENDS] = 1 << seat
    if trick_cards:
        st[S.LED_SUIT] = trick_cards[0] // 13
        win_seat, win_code = leader, code(trick_cards[0])
        for offset, card in enumerate(trick_cards[1:], start=1):
            played = code(card)
            if (played >> 4 == win_code >> 4 and played > win_code) or (
                played >> 4 == trump_suit and win_code >> 4 != trump_suit
            ):
                win_seat, win_code = (leader + offset) % players, played
        st[S.WIN_SEAT], st[S.WIN_SUIT], st[S.WIN_STRENGTH] = win_seat, win_code >> 4, win_code & 15
    st[S.RULES_OFF + seat] = rules_mask(rules_off) | rules_the_game_rules_out(game)  # VIII only where eight is
    random_state = np.array([seed], np.uint64)
    card = engine((chosen,)).choose_one(0, random_state, seat, st)
    suit, strength = card >> 4, card & 15
    return int(tables.trump_code[suit, strength] if suit == trump_suit else tables.plain_code[suit, strength])


def _suit_index(suit: str | int) -> int:
    if isinstance(suit, str):
        if suit.upper() not in SUITS:
            raise ValueError(f"suit {suit!r} is not allowed; use C, D, H or S")
        return SUITS.index(suit.upper())
    return int(suit)
