"""The ``hoyle`` play model: a sound player of 1793, after Bob Short's "Short Standing Rules".

Only what a player can decide from his own hand and the cards already played
is used (rule XIX: he remembers every card out).  "Strong in trumps" means
four trumps in a hand of thirteen, scaled to the hand size; "five trumps" is
likewise five in thirteen.  Ranks are judged against the cards still unplayed,
so once the ace is out the king is treated as the ace.

Rule by rule (source: ``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES):

I. Lead from your strong suit ... keep a commanding card — implemented: the
   longest plain suit, ties to the higher top card; changing suits is not modelled.
II. Lead through the strong suit and up to the weak — not decidable from the
   cards: it needs a reading of the adversaries' holdings that the fall of the
   cards seldom gives with certainty.
III. Ace, king and two or three small: lead ace and king if weak in trumps, a
   small one if strong — implemented.
IV. Lead the highest of a sequence; with quart or cinque to a king, the lowest — implemented.
V. Lead through an honour, particularly if the game is much against you — not
   decidable: the honour's place is unknown but for the turn-up, and the score
   is outside the play.
VI. With the last trump, some winning cards and one losing card, lead the
   losing card — implemented.
VII. Lead a trump with four or five, or a strong hand — partly: trumps are led
   with five (in thirteen); "a strong hand" is not defined in the source.
VIII. Lead your best trump if the adversaries are eight and you have no honour
   — not decidable from the cards: it turns on the score.
IX. Return your partner's lead; with three originally play the best; need not
   return it when holding five trumps — implemented (the exceptions for a good
   sequence or strong suit are not).
X. Do not lead from ace-queen or ace-knave — implemented.
XI. Do not lead an ace unless you have the king — implemented.
XII. Do not lead a thirteenth card unless trumps are out — implemented.
XIII. Do not trump a thirteenth card unless last player or wanting the lead —
   partly: never trumped but by the last player ("wanting the lead" is a plan).
XIV. Keep a small card to return your partner's lead — not implemented: it
   needs planning ahead of the discard.
XV. Be cautious of trumping when strong in trumps — implemented: a doubtful
   card is not trumped when strong.
XVI. Having only a few small trumps, make them when you can — implemented: a
   doubtful card is trumped when weak.
XVII. If your partner refuses to trump a suit, lead your best trump — implemented
   (a discard while the adversaries win counts as a refusal).
XVIII. Holding all the remaining trumps, play one, then put the lead in your
   partner's hand — partly: one trump is led; returning his lead follows from IX.
XIX. Remember how many of each suit are out and the best card left — implemented:
   every decision uses the unplayed cards.
XX. Never force your partner if weak in trumps — implemented: a suit he has
   shown out of is not led when weak in trumps.
XXI. Playing for the odd trick, be cautious of trumping out and avoid finessing
   — not decidable from the cards: "playing for the odd trick" is a matter of score.
XXII. Win with the lowest of a sequence — implemented.
XXIII. Second hand: with ace, king and small ones, a small one if strong in
   trumps, the king if weak; with an honour and one small one, the small one — implemented.
XXIV. Third hand: with ace and queen play the queen; otherwise play the best
   if partner leads a small one — implemented ("small": two or more unplayed
   cards above it; a partner's honour that only the ace can beat is not overtaken).
XXV. Neglect not to make the odd trick — partly: the last player always takes a
   trick he can take, and takes it as cheaply as possible.
XXVI. Attend to the score — not decidable from the cards.
XXVII. Do not part with the card turned up till the last — implemented: the
   dealer plays an equivalent trump instead while he has one.
XXVIII. When in doubt win the trick — implemented: the last player wins when he
   can, and a weak hand trumps a doubtful card.
XXIX. Keep your temper — not decidable from the cards.

Besides: the fourth hand wins as cheaply as possible but never over a partner
who is already winning, and discards come from the weakest (shortest) plain suit.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import state as S
from whistodds.simulations.play.bits import highest, lowest, lowest_equivalent, popcount, sequence_length, sequence_run
from whistodds.simulations.play.suits import lead_tenace, third_hand_tenace, winners_in_suit


@numba.njit(cache=True, inline="always")
def choose_hoyle(random_state, seat, st):  # pragma: no cover - compiled
    # Following and renouncing (three plays in four) are inlined into the engine,
    # which measured about 10% faster; the lead is called, since inlining it too
    # measured no faster and lengthened the compile.
    if st[S.POSITION] == 0:
        return lead_hoyle(random_state, seat, st)
    strong = _holds_trumps(st, seat, 4)
    if st[S.HAND + seat * 4 + st[S.LED_SUIT]] != 0:
        card = _follow(seat, st, strong)
    else:
        card = _renounce(seat, st, strong)
    return _keep_turn_up(card, seat, st)


@numba.njit(cache=True, inline="always")
def lead_hoyle(random_state, seat, st):  # pragma: no cover - compiled
    """``choose_hoyle`` for the leader: the engine's lead site needs none of the following code."""
    return _keep_turn_up(_lead(seat, st, _holds_trumps(st, seat, 4)), seat, st)


@numba.njit(cache=True, inline="always")
def _holds_trumps(st, seat, in_thirteen):  # pragma: no cover - compiled
    """Whether ``seat`` holds ``in_thirteen`` trumps or more, scaled to the hand size (4: strong)."""
    return popcount(st[S.HAND + seat * 4 + st[S.TRUMP]]) * 13 >= in_thirteen * st[S.CARDS_PER_HAND]


@numba.njit(cache=True, inline="always")
def _length_then_top(mine):  # pragma: no cover - compiled
    """A suit's strength for choosing which to lead or discard: length first, then top card."""
    return popcount(mine) * 16 + highest(mine)


@numba.njit(cache=True, inline="always")
def _mine(st, seat, suit):  # pragma: no cover - compiled
    return st[S.HAND + seat * 4 + suit]


@numba.njit(cache=True, inline="always")
def _others(st, seat, suit):  # pragma: no cover - compiled
    """Unplayed cards of the suit that I do not hold."""
    return st[S.REMAINING + suit] & ~st[S.HAND + seat * 4 + suit]


@numba.njit(cache=True, inline="always")
def _above(mask, strength):  # pragma: no cover - compiled
    return mask >> (strength + 1)


@numba.njit(cache=True, inline="always")
def _lowest_above(mask, strength):  # pragma: no cover - compiled
    return lowest(mask & ~((2 << strength) - 1))


@numba.njit(cache=True)
def _lead(seat, st, strong):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    mine_trumps = _mine(st, seat, trump)
    others_trumps = _others(st, seat, trump)
    five_trumps = _holds_trumps(st, seat, 5)
    # VI: the last trump, winning cards and one losing card: lead the loser.
    if mine_trumps != 0 and others_trumps == 0:
        losers = 0
        losing_suit = -1
        for suit in range(4):
            mine = _mine(st, seat, suit)
            if suit != trump and mine != 0:
                suit_losers = popcount(mine) - winners_in_suit(mine, _others(st, seat, suit))
                losers += suit_losers
                if suit_losers > 0:
                    losing_suit = suit
        if losers == 1:
            return losing_suit << S.SUIT_SHIFT | lowest(_mine(st, seat, losing_suit))
        # XVIII: holding all the remaining trumps, play one.
        if st[S.HAS_LED + seat * 4 + trump] == 0:
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
    partners = st[S.PARTNERS + seat]
    # IX: return your partner's lead (unless holding five trumps).
    remaining_partners = partners
    while remaining_partners:
        partner = lowest(remaining_partners)
        remaining_partners &= remaining_partners - 1
        suit = st[S.FIRST_LEAD + partner]
        if suit >= 0 and _mine(st, seat, suit) != 0 and st[S.HAS_LED + seat * 4 + suit] == 0 and not (
            five_trumps and suit != trump and others_trumps != 0
        ):
            mine = _mine(st, seat, suit)
            # Three dealt, or a sure winner (my best card above all the others'): the highest.
            top = highest(mine)
            high = (st[S.ORIGINAL_LENGTH + seat * 4 + suit] == 3) | (top > highest(_others(st, seat, suit)))
            return suit << S.SUIT_SHIFT | (top if high else lowest(mine))
    if mine_trumps != 0 and others_trumps != 0:
        # XVII: partner refused to trump: lead your best trump.
        if st[S.REFUSED_TRUMP] & partners:
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
        # VII: lead trumps with five.
        if five_trumps:
            return _lead_from(trump, _mine(st, seat, trump), others_trumps, trump, strong)
    # I, X, XII, XX: the strong suit, not a tenace, not a thirteenth card, not a force when weak.
    # Written without branches (the suits' order is data, so branches mispredict): each
    # suit's key is its score (length, then top card) * 8 + 7 - suit, so the highest key is
    # the best suit and ties go to the lower suit; -1 marks a suit that may not be led.
    best_key = -1
    fallback_key = -1
    refused_force = 0 if strong else partners
    for suit in range(4):
        mine = _mine(st, seat, suit)
        unplayed = st[S.REMAINING + suit]
        key = _length_then_top(mine) * 8 + 7 - suit
        key = key if (suit != trump) & (mine != 0) else -1
        fallback_key = max(fallback_key, key)
        excluded = (
            lead_tenace(mine, unplayed)
            | ((unplayed & ~mine) == 0) & (others_trumps != 0)
            | ((st[S.SHOWN_OUT + suit] & refused_force) != 0)
        )
        best_key = max(best_key, -1 if excluded else key)
    if best_key < 0:
        best_key = fallback_key
    best = trump if best_key < 0 else 7 - (best_key & 7)
    return _lead_from(best, _mine(st, seat, best), _others(st, seat, best), trump, strong)


@numba.njit(cache=True, inline="always")
def _lead_from(suit, mine, others, trump, strong):  # pragma: no cover - compiled
    """The card to lead from ``suit``: the rules below, as selects rather than branches
    (which card it is depends on the hand, so branches mispredict; measured faster)."""
    top = highest(mine)
    run_low, run = sequence_run(mine, others, top)
    low = lowest(mine)
    length = popcount(mine)
    above = popcount(_above(others, top))
    best_left = above == 0  # my top card is the best left
    # III: ace, king and small ones: a small one if strong in trumps.
    small_from_ace_king = best_left & (run == 2) & (suit != trump) & strong & (length >= 4)
    # XI: no ace without the king.
    small_under_ace = best_left & (run < 2) & (length > 1)
    # IV: quart to a king, the lowest of it; else the highest of a sequence.
    quart_to_king = (above == 1) & (run >= 4)
    highest_of_sequence = (above > 0) & (run >= 2) & (above <= 2)
    small_card = small_from_ace_king | small_under_ace | (above > 0) & (quart_to_king == 0) & (highest_of_sequence == 0)
    card = low if small_card else top
    card = run_low if quart_to_king else card
    return suit << S.SUIT_SHIFT | card


@numba.njit(cache=True, inline="always")
def _winning_card_is_safe(seat, st):  # pragma: no cover - compiled
    """Whether the card now winning cannot be beaten by the players still to play."""
    trump = st[S.TRUMP]
    win_suit = st[S.WIN_SUIT]
    if _above(_others(st, seat, win_suit), st[S.WIN_STRENGTH]) != 0:
        return False
    if win_suit != trump and _others(st, seat, trump) != 0:
        players = st[S.PLAYERS]
        for k in range(st[S.POSITION] + 1, players):
            later = st[S.LEADER] + k
            if later >= players:
                later -= players
            if (st[S.SHOWN_OUT + st[S.LED_SUIT]] >> later) & 1:
                return False
    return True


@numba.njit(cache=True, inline="always")
def _follow(seat, st, strong):  # pragma: no cover - compiled
    led = st[S.LED_SUIT]
    mine = _mine(st, seat, led)
    others = _others(st, seat, led)
    position = st[S.POSITION]
    win_strength = st[S.WIN_STRENGTH]
    partner_winning = st[S.SIDE_OF + st[S.WIN_SEAT]] == st[S.SIDE_OF + seat]
    low = led << S.SUIT_SHIFT | lowest(mine)
    if st[S.WIN_SUIT] != led or _above(mine, win_strength) == 0:
        return low  # cannot win: play the lowest
    if position == st[S.PLAYERS] - 1:
        if partner_winning:
            return low  # never over a partner already winning
        return led << S.SUIT_SHIFT | _lowest_above(mine, win_strength)  # win as cheaply as possible
    top = highest(mine)
    if position == 1:
        # XXIII: ace, king and small ones: the king if weak in trumps, a small one if strong.
        if led != st[S.TRUMP] and not strong and _above(others, top) == 0 and popcount(mine) >= 3 and (
            sequence_length(mine, others, top) >= 2
        ):
            return led << S.SUIT_SHIFT | lowest_equivalent(mine, others, top)
        return low  # second hand low
    # Over a partner's winning card, third hand plays high only to a small lead
    # (two or more cards still out above it) and never when it is safe already.
    if partner_winning and (
        popcount(_above(others, win_strength)) < 2 or _winning_card_is_safe(seat, st)
    ):
        return low
    # XXIV: third hand with ace and queen over partner's lead plays the queen.
    unplayed = st[S.REMAINING + led]
    if st[S.SIDE_OF + st[S.LEADER]] == st[S.SIDE_OF + seat] and third_hand_tenace(mine, unplayed):
        first = highest(unplayed)
        second = highest(unplayed & ~(1 << first))
        third = highest(unplayed & ~(1 << first) & ~(1 << second))
        if (mine >> third) & 1 and third > win_strength:
            return led << S.SUIT_SHIFT | third
    # Third hand high, winning with the lowest of a sequence (XXII).
    best = lowest_equivalent(mine, others, top)
    if best > win_strength:
        return led << S.SUIT_SHIFT | best
    return led << S.SUIT_SHIFT | _lowest_above(mine, win_strength)


@numba.njit(cache=True, inline="always")
def _renounce(seat, st, strong):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    led = st[S.LED_SUIT]
    trumps = _mine(st, seat, trump)
    if trumps == 0:
        return _discard(seat, st)
    if st[S.WIN_SUIT] == trump:
        needed = _lowest_above(trumps, st[S.WIN_STRENGTH])
    elif st[S.MUST_MATCH]:  # a Gleek reading: only a trump of equal or higher rank takes a plain card
        needed = lowest(trumps & ~((1 << st[S.WIN_STRENGTH]) - 1))
    else:
        needed = lowest(trumps)
    if needed < 0:
        return _discard(seat, st)  # cannot over-trump
    partner_winning = st[S.SIDE_OF + st[S.WIN_SEAT]] == st[S.SIDE_OF + seat]
    last = st[S.POSITION] == st[S.PLAYERS] - 1
    if partner_winning and (last or _winning_card_is_safe(seat, st)):
        return _discard(seat, st)
    if last:
        return trump << S.SUIT_SHIFT | needed
    if st[S.WIN_SUIT] == led:
        others_led = _others(st, seat, led)
        # XIII: a thirteenth card is not trumped but by the last player.
        if others_led == 0:
            return _discard(seat, st)
        # XV: strong in trumps, a doubtful card (one that may yet be beaten) is not trumped.
        if strong and (partner_winning or _above(others_led, st[S.WIN_STRENGTH]) != 0):
            return _discard(seat, st)
    return trump << S.SUIT_SHIFT | needed  # XVI, XXVIII


@numba.njit(cache=True, inline="always")
def _discard(seat, st):  # pragma: no cover - compiled
    """The lowest card of the weakest (shortest, then lowest-topped) plain suit."""
    # Without branches, as the strong-suit search in ``_lead``: the lowest key
    # (score * 8 + suit) is the weakest suit, ties going to the lower suit.
    trump = st[S.TRUMP]
    best_key = 1 << 30
    for suit in range(4):
        mine = _mine(st, seat, suit)
        key = _length_then_top(mine) * 8 + suit
        best_key = min(best_key, key if (suit != trump) & (mine != 0) else 1 << 30)
    best = trump if best_key == 1 << 30 else best_key & 7
    return best << S.SUIT_SHIFT | lowest(_mine(st, seat, best))


@numba.njit(cache=True, inline="always")
def _keep_turn_up(card, seat, st):  # pragma: no cover - compiled
    """XXVII: the dealer plays an equivalent trump rather than the turned-up card."""
    trump = st[S.TRUMP]
    if card != st[S.TURN_UP] or seat != st[S.DEALER] or card >> S.SUIT_SHIFT != trump:
        return card
    strength = card & S.STRENGTH_MASK
    mine = _mine(st, seat, trump) & ~(1 << strength)
    others = _others(st, seat, trump)
    below = mine & ((1 << strength) - 1)
    if below != 0:
        lower = highest(below)
        if others & ((1 << strength) - 1) & ~((2 << lower) - 1) == 0:
            return trump << S.SUIT_SHIFT | lower
    above = mine & ~((2 << strength) - 1)
    if above != 0:
        higher = lowest(above)
        if others & ((1 << higher) - 1) & ~((2 << strength) - 1) == 0:
            return trump << S.SUIT_SHIFT | higher
    return card


# The same decision as a called (not inlined) function, for models that fall back on hoyle's
# play (catch-the-ten): inlining the whole of hoyle into them again would double its compile time.
choose_hoyle_called = numba.njit(cache=True)(choose_hoyle.py_func)
