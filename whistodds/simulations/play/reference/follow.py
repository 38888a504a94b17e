"""The readable ``hoyle`` reference for the players after the leader: following suit, trumping or
discarding, and keeping the turn-up (see :mod:`whistodds.simulations.play.reference.hoyle`).

Sources: ``SHORT`` is bob-short-hoyle-abridged-1793.txt, ``EB`` is britannica-1911-whist.txt.
Where a player sees hands besides his own (an exposed dummy, EB:81 ...whose cards, which must be
dealt face downwards, are exposed on the table before the play begins.), the hands still to play to
the trick are read exactly.

>>> from whistodds.simulations.play.reference.table import Table
>>> table = Table(players=4, cards_per_hand=13, trump=2, dealer=3, side_of=(0, 1, 0, 1), plain_top=12,
...               hands=[[set(), set(), set(), {12, 11, 3}], [set()] * 4, [set()] * 4, [set()] * 4],
...               unplayed=[set(range(13)) for _ in range(4)], trick=[(3, (3, 5))])
>>> follow(table, 0, strong=False)  # second hand with ace, king and a small one, weak in trumps: the king
(3, 11)
"""

from __future__ import annotations

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play.reference.table import (
    Card, Table, above, highest, is_tenace, lowest, lowest_equivalent, sequence_run)


def unseen(table: Table, seat: int, suit: int) -> set[int]:
    """Unplayed cards of ``suit`` in the hands ``seat`` does not see."""
    hidden = table.others(seat, suit)
    for other in table.sight(seat):
        hidden = hidden - table.mine(other, suit)
    return hidden


def can_beat(table: Table, seat: int, later: int, card: Card) -> bool:
    """Whether ``later``, still to play to this trick, may beat ``card``: exactly from his cards when
    ``seat`` sees his hand; otherwise an unseen card above it, or a trump where he has shown out."""
    suit, strength = card
    trump, led = table.trump, table.led
    if later in table.sight(seat):
        following = table.mine(later, led)
        if following:
            return suit == led and bool(above(following, strength))
        if suit == trump:
            return bool(above(table.mine(later, trump), strength))
        return led != trump and bool(table.mine(later, trump))
    if above(unseen(table, seat, suit), strength):
        return True
    return suit != trump and later in table.shown_out[led] and bool(unseen(table, seat, trump))


def beaten_later(table: Table, seat: int, card: Card) -> bool:
    """Whether any player after ``seat`` may beat ``card`` (with the hands he sees read exactly)."""
    return any(can_beat(table, seat, later, card) for later in table.later_seats())


def winning_card_is_safe(table: Table, seat: int) -> bool:
    """Whether the card now winning cannot be beaten by the players still to play."""
    _, (suit, strength) = table.winning()
    if table.sight(seat):
        return not beaten_later(table, seat, (suit, strength))
    if above(table.others(seat, suit), strength):
        return False
    if suit != table.trump and table.others(seat, table.trump):
        return not any(later in table.shown_out[table.led] for later in table.later_seats())
    return True


def lowest_sure_winner(table: Table, seat: int) -> int:
    """My lowest card of the suit led that beats the card now winning and that no player after me may
    beat (-1: none)."""
    _, (win_suit, win_strength) = table.winning()
    if win_suit != table.led:
        return -1
    for strength in sorted(above(table.mine(seat, table.led), win_strength)):
        if not beaten_later(table, seat, (table.led, strength)):
            return strength
    return -1


def decisive_follow(table: Table, seat: int, partner_winning: bool) -> int:
    """hoyle-score, second or third hand.  EB:111 If the winning of one more trick wins or saves the game,
    and you hold the winning card, play it, unless it be the winning trump, which is good at any time.
    (Not when partner's card is safe already, nor where an adversary may trump it; -1: no.)"""
    led = table.led
    mine, others = table.mine(seat, led), table.others(seat, led)
    top = highest(mine)
    if led != table.trump and table.decisive(seat) and not above(others, top) and not (
            partner_winning and winning_card_is_safe(table, seat)):
        if not table.others(seat, table.trump) or not table.shown_out[led] & table.adversaries(seat):
            return lowest_equivalent(mine, others, top)
    return -1


def second_hand(table: Table, seat: int, strong: bool) -> int:
    """SHORT:302 Having ace, king, and small ones, play a small one if strong in trumps, but the king if
    weak; and having ace, king, queen, or knave only, with one small one, play the small one.  Else second
    hand low, unless I see that no partner after me can win the trick: then the lowest card sure to win."""
    led = table.led
    mine, others = table.mine(seat, led), table.others(seat, led)
    top = highest(mine)
    if led != table.trump and not strong and not above(others, top) and len(mine) >= 3 and (
            sequence_run(mine, others, top)[1] >= 2) and table.on(seat, R.XXIII):
        return lowest_equivalent(mine, others, top)
    if table.sight(seat) and _partners_after_cannot_win(table, seat):
        sure = lowest_sure_winner(table, seat)
        if sure >= 0:
            return sure
    if table.on(seat, R.SECOND_HAND_LOW):
        return lowest(mine)
    _, (_, win_strength) = table.winning()  # without EB:85, high as third hand
    best = lowest_equivalent(mine, others, top)
    return best if best > win_strength else lowest(above(mine, win_strength))


def _partners_after_cannot_win(table: Table, seat: int) -> bool:
    """I see the hand of every partner still to play, and none of them can beat the card now winning."""
    _, winning = table.winning()
    return all(later in table.sight(seat) and not can_beat(table, seat, later, winning)
               for later in table.later_seats() if table.side_of[later] == table.side_of[seat])


def third_hand(table: Table, seat: int, partner_winning: bool) -> int:
    """SHORT:308 Having ace and queen, play the queen, and if it wins return the ace, and in all other cases
    play the best if your partner leads a small one.  SHORT:296 If you take a trick and have a sequence,
    win it with the lowest.  (Small: two or more unplayed cards above it; a safe card is not overtaken;
    hoyle-score, playing for the odd trick, takes no finesse, SHORT:292 ...and avoid finessing.)"""
    led = table.led
    mine, others = table.mine(seat, led), table.others(seat, led)
    _, (win_suit, win_strength) = table.winning()
    low = lowest(mine)
    if table.sight(seat) and all(later in table.sight(seat) for later in table.later_seats()):
        # He sees every hand still to play: no finesse against an unknown holding.
        if partner_winning and not beaten_later(table, seat, (win_suit, win_strength)):
            return low
        sure = lowest_sure_winner(table, seat)
        return low if sure < 0 else sure
    if partner_winning and (len(above(others, win_strength)) < 2 or winning_card_is_safe(table, seat)):
        return low
    unplayed = table.unplayed[led]
    if table.side_of[table.leader] == table.side_of[seat] and is_tenace(mine, unplayed) and not (
            table.attending(seat) and table.playing_for_the_odd_trick(seat) and table.on(seat, R.XXI)) \
            and table.on(seat, R.XXIV):
        third = sorted(unplayed, reverse=True)[2]
        if third in mine and third > win_strength:
            return third  # the queen of ace-queen
    if not table.on(seat, R.THIRD_HAND_HIGH):
        return low
    best = lowest_equivalent(mine, others, highest(mine)) if table.on(seat, R.XXII) else highest(mine)
    if best > win_strength:
        return best
    return lowest(above(mine, win_strength))


def follow(table: Table, seat: int, strong: bool) -> Card:
    """A card of the suit led.  SHORT:326 When in doubt win the trick; and be sure to.  The last player wins
    as cheaply as he can, but never over a partner already winning; a player who cannot win plays low."""
    led = table.led
    mine = table.mine(seat, led)
    win_seat, (win_suit, win_strength) = table.winning()
    partner_winning = table.side_of[win_seat] == table.side_of[seat]
    if win_suit != led or not above(mine, win_strength):
        return led, lowest(mine)
    if table.position == table.players - 1:
        if partner_winning or not table.on(seat, R.FOURTH_HAND_WINS):
            return led, lowest(mine)
        return led, lowest(above(mine, win_strength))
    if table.attending(seat) and table.on(seat, R.XXV):
        decisive = decisive_follow(table, seat, partner_winning)
        if decisive >= 0:
            return led, decisive
    if table.position == 1:
        return led, second_hand(table, seat, strong)
    return led, third_hand(table, seat, partner_winning)


def renounce(table: Table, seat: int, strong: bool) -> Card:
    """Out of the suit led: trump with the lowest trump that wins, or discard.  SHORT:258 Do not trump a
    thirteenth card unless you are last player or want the lead.  SHORT:266 Be cautious of trumping a
    card when strong in trumps, particularly if you have a strong suit.  SHORT:270 Having only a few small
    trumps, make them when you can.  hoyle-score: EB:111 (one more trick wins or saves the game: trump)."""
    trump, led = table.trump, table.led
    trumps = table.mine(seat, trump)
    win_seat, (win_suit, win_strength) = table.winning()
    if not trumps:
        return discard(table, seat)
    if win_suit == trump:
        needed = lowest(above(trumps, win_strength))
    elif table.must_match:  # a Gleek reading: only a trump of equal or higher rank takes a plain card
        needed = lowest({card for card in trumps if card >= win_strength})
    else:
        needed = lowest(trumps)
    if needed < 0:
        return discard(table, seat)  # cannot over-trump
    partner_winning = table.side_of[win_seat] == table.side_of[seat]
    last = table.position == table.players - 1
    if partner_winning and (last or winning_card_is_safe(table, seat)):
        return discard(table, seat)
    if last:
        return (trump, needed) if table.on(seat, R.FOURTH_HAND_WINS) else discard(table, seat)
    if table.attending(seat) and table.decisive(seat) and table.on(seat, R.XXV):
        return trump, needed
    if win_suit == led:
        others_led = table.others(seat, led)
        if not others_led and table.on(seat, R.XIII):
            return discard(table, seat)  # XIII: a thirteenth card
        if (partner_winning or above(others_led, win_strength)) and (
                table.on(seat, R.XV) if strong else not table.on(seat, R.XVI)):
            return discard(table, seat)  # XV: a doubtful card, strong in trumps (without XVI: weak too)
    return trump, needed  # XVI, XXVIII


def discard(table: Table, seat: int) -> Card:
    """The lowest card of the weakest plain suit: the shortest, then the lowest topped, then the lower
    suit; trumps only when I hold nothing else."""
    plain = [suit for suit in range(4) if suit != table.trump and table.mine(seat, suit)]
    if not plain:
        return table.trump, lowest(table.mine(seat, table.trump))
    suit = min(plain, key=lambda s: (len(table.mine(seat, s)), highest(table.mine(seat, s)), s))
    return suit, lowest(table.mine(seat, suit))


def keep_turn_up(table: Table, seat: int, card: Card) -> Card:
    """SHORT:322 Do not part with the card turned up till the last.  The dealer plays an equivalent trump
    instead while he has one: the next below it, or else the next above, with no unplayed card between."""
    if card != table.turn_up or seat != table.dealer or card[0] != table.trump or not table.on(seat, R.XXVII):
        return card
    trump, strength = card
    mine = table.mine(seat, trump) - {strength}
    others = table.others(seat, trump)
    below = {c for c in mine if c < strength}
    if below:
        lower = highest(below)
        if not any(lower < c < strength for c in others):
            return trump, lower
    higher_cards = above(mine, strength)
    if higher_cards:
        higher = lowest(higher_cards)
        if not any(strength < c < higher for c in others):
            return trump, higher
    return card
