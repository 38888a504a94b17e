"""A plain-Python reference of the ``hoyle`` play model: readable and slow, one small function a rule.

The compiled model (:mod:`whistodds.simulations.play.compiled.hoyle`) packs the table into bit masks and
chooses with selects rather than branches; this module makes the same choice, rule by rule, in
the same order, from the plain objects of :class:`~whistodds.simulations.play.reference.table.Table`.
``tests/test_hoyle_reference.py`` plays thousands of deals of every game with both and asserts
they play the same cards.  ``hoyle-score`` is the same player attending to the score: the rules
that ask ``table.attends`` apply only to its seats.  ``hoyle`` makes no random choice, so no
random stream is needed.  Sources: ``SHORT`` is bob-short-hoyle-abridged-1793.txt, ``EB`` is
britannica-1911-whist.txt (both in ``shared/sources``).

>>> table = Table(players=4, cards_per_hand=13, trump=2, dealer=3, side_of=(0, 1, 0, 1), plain_top=12,
...               hands=[[{7, 0}, {3, 2, 1}, {7, 6, 4, 3}, {12, 11, 5, 2}], [set()] * 4, [set()] * 4, [set()] * 4],
...               unplayed=[set(range(13)) for _ in range(4)])
>>> choose_card(table, 0)  # strong in trumps, ace, king and two small spades: a small one (III)
(3, 2)
"""

from __future__ import annotations

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play.reference.table import (
    Card, Table, above, highest, is_tenace, lowest, lowest_equivalent, sequence_run, winners_in_suit)
from whistodds.simulations.play.reference.follow import follow, keep_turn_up, renounce


def choose_card(table: Table, seat: int) -> Card:
    """The card ``hoyle`` plays for ``seat``: a lead, a card of the suit led, or a renounce."""
    strong = table.holds_trumps(seat, 4)
    if table.position == 0:
        card = lead(table, seat, strong)
    elif table.mine(seat, table.led):
        card = follow(table, seat, strong)
    else:
        card = renounce(table, seat, strong)
    return keep_turn_up(table, seat, card)


def lead(table: Table, seat: int, strong: bool) -> Card:
    """The lead: the first of these rules that applies, in the compiled model's order."""
    for rule in (last_trump, score_leads, through_an_honour, return_partners_lead, trump_leads,
                 make_tricks_early):
        card = rule(table, seat, strong)
        if card is not None:
            return card
    suit = strong_suit(table, seat, strong)
    return suit, lead_from(table, seat, suit, strong)


def last_trump(table: Table, seat: int, strong: bool) -> Card | None:
    """SHORT:228 If you have the last trump, with some winning cards, and one losing card only, lead the
    losing card.  SHORT:278 When you hold all the remaining trumps, play one, and then try to put the lead
    in your partner's hand.  (One trump, the best, if I have not led trumps before.)"""
    trump = table.trump
    if not table.mine(seat, trump) or table.others(seat, trump):
        return None
    losers, losing_suit = 0, -1
    for suit in range(4):
        mine = table.mine(seat, suit)
        if suit != trump and mine:
            suit_losers = len(mine) - winners_in_suit(mine, table.others(seat, suit))
            losers += suit_losers
            if suit_losers > 0:
                losing_suit = suit
    if losers == 1 and table.on(seat, R.VI):
        return losing_suit, lowest(table.mine(seat, losing_suit))
    if (seat, trump) not in table.first_led and table.on(seat, R.XVIII):
        return trump, highest(table.mine(seat, trump))
    return None


def sure_plain_winner(table: Table, seat: int) -> int:
    """A plain suit whose best card I hold and no adversary can trump (-1: none)."""
    others_trump = table.others(seat, table.trump)
    for suit in range(4):
        mine = table.mine(seat, suit)
        if suit != table.trump and mine and not above(table.others(seat, suit), highest(mine)) and (
                not others_trump or not table.shown_out[suit] & table.adversaries(seat)):
            return suit
    return -1


def _lead_sure_winner(table: Table, seat: int) -> Card | None:
    suit = sure_plain_winner(table, seat)
    if suit < 0:
        return None
    mine = table.mine(seat, suit)
    return suit, lowest_equivalent(mine, table.others(seat, suit), highest(mine))


def heads_a_sequence(mine: set[int], others: set[int]) -> bool:
    """SHORT:216's sequence at the top of my cards of a suit: a terce or more (SHORT:190 *Terce*, is a
    sequence of any three cards in a suit.), or two cards headed by one of the three best left."""
    top = highest(mine)
    run = sequence_run(mine, others, top)[1]
    return run >= 3 or (run >= 2 and len(above(others, top)) <= 2)


def score_leads(table: Table, seat: int, strong: bool) -> Card | None:
    """hoyle-score only.  EB:111 If the winning of one more trick wins or saves the game, and you hold the
    winning card, play it, unless it be the winning trump, which is good at any time.  SHORT:236 Lead your
    best trump if the adversaries are eight, and you have no honour, but not if you have four trumps,
    unless you have a sequence.  (Eight: the adversaries need the odd trick and one more this hand.)"""
    if not table.attending(seat):
        return None
    if table.decisive(seat) and table.on(seat, R.XXV):
        card = _lead_sure_winner(table, seat)
        if card is not None:
            return card
    trump, hand = table.trump, table.cards_per_hand
    mine, others = table.mine(seat, trump), table.others(seat, trump)
    if table.save_at[seat] == hand - (hand // 2 + 1) and mine and others and (seat, trump) not in table.first_led \
            and highest(mine) < table.plain_top - 3 and (not strong or heads_a_sequence(mine, others)) \
            and table.on(seat, R.VIII):
        return trump, highest(mine)
    return None


def honour_on_my_left(table: Table, seat: int) -> bool:
    """The dealer sits on my left, is an adversary and still holds a turned-up king, queen or knave."""
    left = (seat + 1) % table.players
    return table.turn_up is not None and table.dealer == left and table.side_of[left] != table.side_of[seat] \
        and table.plain_top - 3 <= table.turn_up[1] < table.plain_top


def through_an_honour(table: Table, seat: int, strong: bool) -> Card | None:
    """SHORT:220 Lead through an honour, particularly if the game is much against you.  (With three trumps
    or more; hoyle-score also with any trump when the game is much against us; not when playing for the
    odd trick, SHORT:292.)"""
    trump = table.trump
    attends = table.attending(seat)
    if table.mine(seat, trump) and table.others(seat, trump) and honour_on_my_left(table, seat) and not (
            attends and table.playing_for_the_odd_trick(seat) and table.on(seat, R.XXI)) and (
            table.holds_trumps(seat, 3) or (attends and table.much_against(seat))) and table.on(seat, R.V):
        return trump, lead_from(table, seat, trump, strong)
    return None


def return_partners_lead(table: Table, seat: int, strong: bool) -> Card | None:
    """SHORT:240 Return your partner's lead, not the adversary's; and if you have only three originally,
    play the best, but you need not return it immediately when you win with the king, queen, or knave,
    and have only small ones, or when you hold a good sequence, have a strong suit, or have five trumps.
    (The best also when it is a sure winner, else the lowest; small ones: nine or lower.)"""
    if not table.on(seat, R.IX):
        return None
    trump, top = table.trump, table.plain_top
    five_trumps = table.holds_trumps(seat, 5)
    last = table.last_win
    won_with_face = last is not None and top - 3 <= last[1] < top
    for partner in sorted(table.partners(seat)):
        suit = table.first_lead.get(partner, -1)
        if suit < 0 or not table.mine(seat, suit) or (seat, suit) in table.first_led:
            continue
        mine = table.mine(seat, suit)
        if five_trumps and suit != trump and table.others(seat, trump):
            continue
        if won_with_face and last is not None and last[0] == suit and highest(mine) <= top - 5:
            continue
        high = table.original_length[seat][suit] == 3 or highest(mine) > highest(table.others(seat, suit))
        return suit, highest(mine) if high else lowest(mine)
    return None


def ace_king_holding(mine: set[int], others: set[int]) -> bool:
    """SHORT:212's holding: my best card the best left, the next in sequence with it (not a third), and two
    or three more."""
    top = highest(mine)
    return not above(others, top) and sequence_run(mine, others, top)[1] == 2 and 4 <= len(mine) <= 5


def trump_leads(table: Table, seat: int, strong: bool) -> Card | None:
    """SHORT:274 If your partner refuses to trump a suit of which he knows you have not the best, lead
    your best trump.  SHORT:232 Lead a trump if you have four or five, or a strong hand; but not, if weak.
    SHORT:212 Having ace, king, and two or three small cards, lead ace and king if weak in trumps, but a
    small one if strong in them.  hoyle-score: SHORT:292 When playing for the odd trick be cautious of
    trumping out... (no trump lead then); EB:117 a more venturesome style of play may be adopted ... (with
    the odd trick made and more tricks wanted, trumps led with three)."""
    trump = table.trump
    if not table.mine(seat, trump) or not table.others(seat, trump):
        return None
    if table.refused_trump & table.partners(seat) and table.on(seat, R.XVII):
        return trump, highest(table.mine(seat, trump))
    attends = table.attending(seat)
    for_the_odd_trick = attends and table.playing_for_the_odd_trick(seat) and table.on(seat, R.XXI)
    if not for_the_odd_trick and strong and table.on(seat, R.VII):
        for suit in range(4):
            mine = table.mine(seat, suit)
            if suit != trump and mine and ace_king_holding(mine, table.others(seat, suit)) and table.on(seat, R.III):
                return suit, lowest(mine)
        return trump, lead_from(table, seat, trump, strong)
    if not for_the_odd_trick and attends and table.venturesome(seat) and table.holds_trumps(seat, 3) \
            and table.on(seat, R.VENTURESOME):
        return trump, lead_from(table, seat, trump, strong)
    return None


def make_tricks_early(table: Table, seat: int, strong: bool) -> Card | None:
    """hoyle-score: SHORT:292 When playing for the odd trick be cautious of trumping out, especially if
    your partner is likely to trump a suit; and make all the tricks you can early and avoid finessing."""
    if table.attending(seat) and table.playing_for_the_odd_trick(seat) and table.on(seat, R.XXI):
        return _lead_sure_winner(table, seat)
    return None


def strong_suit(table: Table, seat: int, strong: bool) -> int:
    """SHORT:204 LEAD from your strong suit, and be cautious how you change suits, and keep a commanding
    card to bring it in again.  The longest plain suit, then the highest topped, then the lower suit; but
    not SHORT:244 Do not lead from ace queen or ace knave.  nor SHORT:252 Do not lead a thirteenth card,
    unless trumps are out.  nor SHORT:286 Never force your partner if you are weak in trumps, unless you
    have a renounce or want the odd trick.  If every plain suit is barred, the strongest of them; with no
    plain card, trumps."""
    trump = table.trump
    mine_trumps, others_trumps = table.mine(seat, trump), table.others(seat, trump)
    renounce_held = bool(mine_trumps) and any(
        suit != trump and not table.mine(seat, suit) and table.others(seat, suit) for suit in range(4))
    for_the_odd_trick = table.attending(seat) and table.playing_for_the_odd_trick(seat)
    forced = set() if strong or renounce_held or for_the_odd_trick or not table.on(seat, R.XX) \
        else table.partners(seat)
    by_strength = table.on(seat, R.I)  # without I: the first suit allowed, whatever its strength
    plain = [suit for suit in range(4) if suit != trump and table.mine(seat, suit)]
    if not plain:
        return trump

    def strength(suit: int) -> tuple[int, int, int]:
        if not by_strength:
            return 0, 0, -suit
        return len(table.mine(seat, suit)), highest(table.mine(seat, suit)), -suit

    allowed = [suit for suit in plain if not (
        (is_tenace(table.mine(seat, suit), table.unplayed[suit]) and table.on(seat, R.X))
        or (not table.others(seat, suit) and others_trumps and table.on(seat, R.XII))
        or table.shown_out[suit] & forced)]
    return max(allowed or plain, key=strength)


def lead_from(table: Table, seat: int, suit: int, strong: bool) -> int:
    """Which card of ``suit`` to lead.  SHORT:216 Lead the highest of a sequence, but if you have quart or
    cinque to a king, lead the lowest.  SHORT:248 Do not lead an ace, unless you have a king.  SHORT:212
    (a small one of ace, king and two or three small if strong in trumps; if weak, the ace and then the
    king, which, the ace gone, is the best left but is led as the ace's king, not as a bare ace)."""
    mine, others = table.mine(seat, suit), table.others(seat, suit)
    top = highest(mine)
    run_low, run = sequence_run(mine, others, top)
    above_top = len(above(others, top))
    plain = suit != table.trump
    ace_king_on, sequence_on = table.on(seat, R.III), table.on(seat, R.IV)
    if plain and strong and ace_king_holding(mine, others) and ace_king_on:
        return lowest(mine)  # III, strong: a small one
    if above_top == 0:  # my top card is the best left
        first = table.first_led.get((seat, suit), -1)
        ace_then_king = plain and not strong and first > top and ace_king_on  # I led the ace first: the king
        if run < 2 and len(mine) > 1 and not ace_then_king and table.on(seat, R.XI):
            return lowest(mine)  # XI: no ace without the king
        return top
    if above_top == 1 and run >= 4 and sequence_on:
        return run_low  # IV: quart or cinque to a king, the lowest
    if heads_a_sequence(mine, others) and sequence_on:
        return top  # IV: the highest of a sequence
    return lowest(mine)
