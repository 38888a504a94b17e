"""The ``hoyle`` and ``hoyle-score`` play models: a sound player of 1793, after Bob Short's "Short Standing Rules".

Only what a player can decide from the cards he sees is used: his own hand, the
cards already played (rule XIX: he remembers every card out), and any hand
exposed on the table (``Game.sight``): dummy's at Dummy Whist, "exposed on the
table before the play begins" (britannica-1911-whist.txt:81), seen by all, and
the hand of dummy's partner, who plays both; at Double Dummy every hand.  Where
he sees a hand besides his own, the hands still to play to a trick are read
exactly: whether the card winning is safe, second hand wins with a sure winner
when the partner after him is seen unable to win, and third hand seeing every
hand after him takes no finesse against an unknown holding, playing low when
his partner's card is safe and else the lowest card sure to win (or low).  The
lead is chosen as without sight.  With no hand but his own seen (every other
game), the play is exactly as before.  "Strong in trumps" means
four trumps in a hand of thirteen, scaled to the hand size; "five trumps" is
likewise five in thirteen.  Ranks are judged against the cards still unplayed,
so once the ace is out the king is treated as the ace.

``hoyle`` ignores the score.  ``hoyle-score`` is the same player attending to it
(XXVI): each hand it is told what the score means for the hand, the play context
of :mod:`whistodds.games.contexts` (the tricks that win the game this hand, and
those that save it), and the rules marked "hoyle-score" below apply.  In the
neutral context, where nothing turns on the score, it plays every card as
``hoyle`` does.  ``random`` and ``double-dummy`` do not change with the score:
random play has nothing to change, and double-dummy play that maximises the
tricks taken also maximises the chance of reaching any number of tricks, since
with every hand open the most tricks a side can force is one number, not a
distribution.

Each rule below can be turned off seat by seat at run time (:mod:`whistodds.simulations.play.rule_switches`
says what the player does without it); with every rule on, every card is as before.

Rule by rule (source: ``bob-short-hoyle-abridged-1793.txt``, SHORT STANDING RULES, lines 197-330):

I. Lead from your strong suit ... keep a commanding card — implemented: the
   longest plain suit, ties to the higher top card; changing suits is not modelled.
II. Lead through the strong suit and up to the weak — not decidable from the
   cards: it needs a reading of the adversaries' holdings that the fall of the
   cards seldom gives with certainty.
III. Ace, king and two or three small: lead ace and king if weak in trumps, a
   small one if strong — implemented: the holding is the two best cards left, not
   the third, and two or three more; weak in trumps, after the ace the king (the
   best card left once my first lead of the suit, the ace, is gone: not an ace
   without its king under XI); strong, a small one of it, in place of VII's trump.
IV. Lead the highest of a sequence; with quart or cinque to a king, the lowest —
   implemented: a sequence is any terce or longer (the Terms: "a sequence of any
   three cards"), or two cards headed by one of the three best left.
V. Lead through an honour, particularly if the game is much against you —
   implemented where the cards show the honour: the dealer on my left, an
   adversary, still holds a turned-up king, queen or knave, and I hold three
   trumps or more (hoyle-score: any trump when the game is much against us,
   i.e. we cannot win it this hand and the adversaries can).  An honour's place
   is otherwise unknown.
VI. With the last trump, some winning cards and one losing card, lead the
   losing card — implemented.
VII. Lead a trump with four or five, or a strong hand — implemented for four
   or more (four in thirteen), except where III's holding decides the lead (a small
   card of that suit);
   "a strong hand" is not defined in the source.
VIII. Lead your best trump if the adversaries are eight and you have no honour,
   but not with four trumps unless a sequence — hoyle-score: when the adversaries
   need the odd trick and one more to win this hand (as at eight of ten), once; a
   sequence as in IV.
IX. Return your partner's lead; with three originally play the best; need not
   return it when winning with king, queen or knave with only small ones, or
   holding five trumps — implemented (the king, queen or knave of his suit that won
   the last trick, and his suit held only in nines or lower); "a good sequence or strong
   suit" is not.
X. Do not lead from ace-queen or ace-knave — implemented.
XI. Do not lead an ace unless you have the king — implemented, also in a suit I
   have led before with a smaller card.
XII. Do not lead a thirteenth card unless trumps are out — implemented.
XIII. Do not trump a thirteenth card unless last player or wanting the lead —
   partly: never trumped but by the last player ("wanting the lead" is a plan).
XIV. Keep a small card to return your partner's lead — not implemented: it
   needs planning ahead of the discard.
XV. Be cautious of trumping when strong in trumps — implemented: a doubtful
   card is not trumped when strong.
XVI. Having only a few small trumps, make them when you can — implemented: a
   doubtful card is trumped when weak.
XVII. If your partner refuses to trump a suit of which he knows you have not
   the best, lead your best trump — implemented: a refusal is a plain discard
   while an adversary wins with a card of the suit led (not over a trump), by a
   partner not known to be out of trumps, when that card is the best left of its
   suit or I had already played to the trick (``engine.refuses_to_trump``).
XVIII. Holding all the remaining trumps, play one, then put the lead in your
   partner's hand — partly: one trump is led; returning his lead follows from IX.
XIX. Remember how many of each suit are out and the best card left — implemented:
   every decision uses the unplayed cards.
XX. Never force your partner if weak in trumps, unless you have a renounce or
   want the odd trick — implemented: a suit he has shown out of is not led when
   weak, unless I am out of a plain suit still held by others and hold a trump
   (a renounce); hoyle-score also when playing for the odd trick.
XXI. Playing for the odd trick, be cautious of trumping out, make the tricks you
   can early and avoid finessing — hoyle-score: when the odd trick wins or saves
   the game and neither side has it yet, no trump lead by VII or V, a sure plain
   winner is led first, and third hand does not finesse ace-queen.
XXII. Win with the lowest of a sequence — implemented.
XXIII. Second hand: with ace, king and small ones, a small one if strong in
   trumps, the king if weak; with an honour and one small one, the small one — implemented.
XXIV. Third hand: with ace and queen play the queen; otherwise play the best
   if partner leads a small one — implemented ("small": two or more unplayed
   cards above it; a partner's honour that only the ace can beat is not overtaken).
XXV. Neglect not to make the odd trick — implemented: the last player always
   takes a trick he can take, as cheaply as possible; hoyle-score also makes the
   odd trick when it wins or saves the game (the Britannica's rule below).
XXVI. Attend to the score — hoyle-score: the whole of what is marked so here.
XXVII. Do not part with the card turned up till the last — implemented: the
   dealer plays an equivalent trump instead while he has one.
XXVIII. When in doubt win the trick — implemented: the last player wins when he
   can, and a weak hand trumps a doubtful card.
XXIX. Keep your temper — not decidable from the cards.

From the 1911 Britannica (``britannica-1911-whist.txt``), hoyle-score only:
"If the winning of one more trick wins or saves the game, and you hold the
winning card, play it, unless it be the winning trump, which is good at any
time" (line 111) — the leader leads a sure plain winner, second and third hand
win with one, and a player out of the suit trumps; "a more venturesome style of
play may be adopted ... when the odd trick is a certainty" (line 117) — with the
odd trick made and more tricks still wanted to win the game this hand, trumps
are led with three.

Besides: the fourth hand wins as cheaply as possible but never over a partner
who is already winning, and discards come from the weakest (shortest) plain suit.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
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
def _on(st, seat, rule):  # pragma: no cover - compiled
    """Whether ``seat`` plays ``rule`` (a bit of :mod:`whistodds.simulations.play.rule_switches`)."""
    return (st[S.RULES_OFF + seat] >> rule) & 1 == 0


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


@numba.njit(cache=True, inline="always")
def _attends(st, seat):  # pragma: no cover - compiled
    """Whether ``seat`` plays ``hoyle-score`` in a hand where something turns on the score (and XXVI is on)."""
    return ((st[S.ATTENDS] >> seat) & 1 == 1) & _on(st, seat, R.XXVI)


@numba.njit(cache=True, inline="always")
def _our_tricks(st, seat):  # pragma: no cover - compiled
    return st[S.TRICKS_WON + st[S.SIDE_OF + seat]]


@numba.njit(cache=True, inline="always")
def _decisive(st, seat):  # pragma: no cover - compiled
    """Britannica (111): one more trick wins or saves the game (XXV: the odd trick when it does)."""
    following = _our_tricks(st, seat) + 1
    return (following == st[S.WIN_AT + seat]) | (following == st[S.SAVE_AT + seat])


@numba.njit(cache=True, inline="always")
def _playing_for_the_odd_trick(st, seat):  # pragma: no cover - compiled
    """XXI: the odd trick wins or saves the game, and neither side has made it yet."""
    odd = st[S.CARDS_PER_HAND] // 2 + 1
    ours = _our_tricks(st, seat)
    theirs = st[S.TRICK] - ours
    return ((st[S.WIN_AT + seat] == odd) | (st[S.SAVE_AT + seat] == odd)) & (ours < odd) & (
        theirs < st[S.CARDS_PER_HAND] + 1 - odd)


@numba.njit(cache=True, inline="always")
def _venturesome(st, seat):  # pragma: no cover - compiled
    """Britannica (117): the odd trick is made and more tricks would win the game this hand."""
    ours = _our_tricks(st, seat)
    return (ours >= st[S.CARDS_PER_HAND] // 2 + 1) & (st[S.WIN_AT + seat] > ours) & (
        st[S.WIN_AT + seat] <= st[S.CARDS_PER_HAND])


@numba.njit(cache=True, inline="always")
def _much_against(st, seat):  # pragma: no cover - compiled
    """V's "if the game is much against you": we cannot win the game this hand, the adversaries can."""
    return (st[S.WIN_AT + seat] > st[S.CARDS_PER_HAND]) & (st[S.SAVE_AT + seat] >= 1)


@numba.njit(cache=True, inline="always")
def _adversaries(st, seat):  # pragma: no cover - compiled
    return ((1 << st[S.PLAYERS]) - 1) & ~st[S.PARTNERS + seat] & ~(1 << seat)


@numba.njit(cache=True, inline="always")
def _honour_on_my_left(st, seat):  # pragma: no cover - compiled
    """V: the dealer sits on my left, is an adversary and still holds a turned-up king, queen or knave."""
    turn_up = st[S.TURN_UP]
    left = seat + 1 if seat + 1 < st[S.PLAYERS] else 0
    top = st[S.PLAIN_TOP]
    strength = turn_up & S.STRENGTH_MASK
    return (turn_up >= 0) & (st[S.DEALER] == left) & (st[S.SIDE_OF + left] != st[S.SIDE_OF + seat]) & (
        strength >= top - 3) & (strength < top)


@numba.njit(cache=True, inline="always")
def _sure_plain_winner(seat, st):  # pragma: no cover - compiled
    """A plain suit whose best card I hold and no adversary can trump (-1: none), for making tricks early."""
    trump = st[S.TRUMP]
    others_trumps = _others(st, seat, trump)
    adversaries = _adversaries(st, seat)
    for suit in range(4):
        mine = _mine(st, seat, suit)
        if suit != trump and mine != 0 and _above(_others(st, seat, suit), highest(mine)) == 0 and (
                others_trumps == 0 or st[S.SHOWN_OUT + suit] & adversaries == 0):
            return suit
    return -1


@numba.njit(cache=True, inline="always")
def _is_ace_king_holding(run, above, length):  # pragma: no cover - compiled
    """III's holding, from my cards of a suit: my top card the best left (``above``: unplayed cards
    above it that I do not hold), two in sequence from it, not three (``run``), and two or three more."""
    return (above == 0) & (run == 2) & (length >= 4) & (length <= 5)


@numba.njit(cache=True, inline="always")
def _is_sequence(run, above):  # pragma: no cover - compiled
    """IV's sequence at the top of my cards of a suit: a terce or more ("a sequence of any three
    cards", the Terms), or two cards headed by one of the three best left."""
    return (run >= 3) | (run >= 2) & (above <= 2)


@numba.njit(cache=True, inline="always")
def _top_counts(mine, others):  # pragma: no cover - compiled
    """(run, above) of my top card: my cards in sequence down from it, and the unplayed cards above it."""
    top = highest(mine)
    return sequence_length(mine, others, top), popcount(_above(others, top))


@numba.njit(cache=True, inline="always")
def _heads_a_sequence(mine, others):  # pragma: no cover - compiled
    """Whether my top cards of a suit make IV's sequence."""
    run, above = _top_counts(mine, others)
    return _is_sequence(run, above)


@numba.njit(cache=True, inline="always")
def _ace_king_suit(seat, st):  # pragma: no cover - compiled
    """III's plain suit, if I hold one (-1: none)."""
    for suit in range(4):
        mine = _mine(st, seat, suit)
        run, above = _top_counts(mine, _others(st, seat, suit))
        if (suit != st[S.TRUMP]) & (mine != 0) & _is_ace_king_holding(run, above, popcount(mine)):
            return suit
    return -1


@numba.njit(cache=True)
def _lead(seat, st, strong):  # pragma: no cover - compiled
    trump = st[S.TRUMP]
    mine_trumps = _mine(st, seat, trump)
    others_trumps = _others(st, seat, trump)
    five_trumps = _holds_trumps(st, seat, 5)
    attends = _attends(st, seat)
    playing_odd = attends and _playing_for_the_odd_trick(st, seat)  # XX's "want the odd trick"
    for_the_odd_trick = playing_odd and _on(st, seat, R.XXI)
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
        if losers == 1 and _on(st, seat, R.VI):
            return losing_suit << S.SUIT_SHIFT | lowest(_mine(st, seat, losing_suit))
        # XVIII: holding all the remaining trumps, play one.
        if st[S.HAS_LED + seat * 4 + trump] == 0 and _on(st, seat, R.XVIII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
    if attends:
        # Britannica (111): one more trick wins or saves the game: lead the winning card if I
        # hold one ("unless it be the winning trump, which is good at any time").
        if _decisive(st, seat) and _on(st, seat, R.XXV):
            sure = _sure_plain_winner(seat, st)
            if sure >= 0:
                mine = _mine(st, seat, sure)
                return sure << S.SUIT_SHIFT | lowest_equivalent(mine, _others(st, seat, sure), highest(mine))
        # VIII: the adversaries are at eight (they need the odd trick and one more) and I have no
        # honour: my best trump, but not with four trumps unless they head a sequence.
        top = st[S.PLAIN_TOP]
        if (st[S.SAVE_AT + seat] == st[S.CARDS_PER_HAND] - (st[S.CARDS_PER_HAND] // 2 + 1)) and mine_trumps != 0 and (
                others_trumps != 0) and st[S.HAS_LED + seat * 4 + trump] == 0 and highest(mine_trumps) < top - 3 and (
                not strong or _heads_a_sequence(mine_trumps, others_trumps)) and _on(st, seat, R.VIII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
    # V: lead through an honour: a turned-up king, queen or knave on my left, with three trumps
    # or more ("particularly if the game is much against you": then with any trump).
    if mine_trumps != 0 and others_trumps != 0 and _honour_on_my_left(st, seat) and not for_the_odd_trick and (
            _holds_trumps(st, seat, 3) or (attends and _much_against(st, seat))) and _on(st, seat, R.V):
        return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                          st[S.RULES_OFF + seat])
    partners = st[S.PARTNERS + seat]
    # IX: return your partner's lead, but not immediately when holding five trumps, or when I have
    # just won with the king, queen or knave of his suit and hold only small ones (nine or lower) of it.
    last_win = st[S.LAST_WIN]
    won_with_face = (last_win >= 0) & ((last_win & S.STRENGTH_MASK) >= st[S.PLAIN_TOP] - 3) & (
        (last_win & S.STRENGTH_MASK) < st[S.PLAIN_TOP])
    remaining_partners = partners if _on(st, seat, R.IX) else 0
    while remaining_partners:
        partner = lowest(remaining_partners)
        remaining_partners &= remaining_partners - 1
        suit = st[S.FIRST_LEAD + partner]
        if suit >= 0 and _mine(st, seat, suit) != 0 and st[S.HAS_LED + seat * 4 + suit] == 0 and not (
            five_trumps and suit != trump and others_trumps != 0
        ) and not (won_with_face and (last_win >> S.SUIT_SHIFT) == suit and
                   highest(_mine(st, seat, suit)) <= st[S.PLAIN_TOP] - 5):
            mine = _mine(st, seat, suit)
            # Three dealt, or a sure winner (my best card above all the others'): the highest.
            top = highest(mine)
            high = (st[S.ORIGINAL_LENGTH + seat * 4 + suit] == 3) | (top > highest(_others(st, seat, suit)))
            return suit << S.SUIT_SHIFT | (top if high else lowest(mine))
    if mine_trumps != 0 and others_trumps != 0:
        # XVII: partner refused to trump a suit of which he knew I had not the best: my best trump.
        if st[S.REFUSED_TRUMP] & partners and _on(st, seat, R.XVII):
            return trump << S.SUIT_SHIFT | highest(mine_trumps)
        # VII: lead a trump with four or five (four in thirteen: strong); XXI: playing for the odd
        # trick, be cautious of trumping out; Britannica (117): with the odd trick made and more
        # tricks wanted, the venturesome style leads trumps with three.
        # III decides where I hold a plain suit of ace, king and two or three small: strong in
        # trumps, a small one of it.
        if not for_the_odd_trick and strong and _on(st, seat, R.VII):
            ace_king = _ace_king_suit(seat, st) if _on(st, seat, R.III) else -1
            if ace_king >= 0:
                return ace_king << S.SUIT_SHIFT | lowest(_mine(st, seat, ace_king))
            return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                              st[S.RULES_OFF + seat])
        if not for_the_odd_trick and attends and _venturesome(st, seat) and _holds_trumps(st, seat, 3) and _on(
                st, seat, R.VENTURESOME):
            return _lead_from(trump, mine_trumps, others_trumps, trump, strong, st[S.HAS_LED + seat * 4 + trump],
                              st[S.RULES_OFF + seat])
    # XXI: playing for the odd trick, make all the tricks you can early.
    if for_the_odd_trick:
        sure = _sure_plain_winner(seat, st)
        if sure >= 0:
            mine = _mine(st, seat, sure)
            return sure << S.SUIT_SHIFT | lowest_equivalent(mine, _others(st, seat, sure), highest(mine))
    # XX: never force your partner when weak in trumps, unless I have a renounce (a plain suit
    # I am out of while the others hold it, and a trump) or want the odd trick.
    renounce = False
    if mine_trumps != 0:
        for suit in range(4):
            renounce |= (suit != trump) & (_mine(st, seat, suit) == 0) & (_others(st, seat, suit) != 0)
    # I, X, XII, XX: the strong suit, not a tenace, not a thirteenth card, not a force when weak.
    # Written without branches (the suits' order is data, so branches mispredict): each
    # suit's key is its score (length, then top card) * 8 + 7 - suit, so the highest key is
    # the best suit and ties go to the lower suit; -1 marks a suit that may not be led.
    best_key = -1
    fallback_key = -1
    refused_force = 0 if strong or renounce or playing_odd or not _on(st, seat, R.XX) else partners
    # Without I, the suit's strength counts for nothing: the first suit allowed.
    by_strength = 1 if _on(st, seat, R.I) else 0
    tenace_barred = _on(st, seat, R.X)
    thirteenth_barred = _on(st, seat, R.XII)
    for suit in range(4):
        mine = _mine(st, seat, suit)
        unplayed = st[S.REMAINING + suit]
        key = _length_then_top(mine) * by_strength * 8 + 7 - suit
        key = key if (suit != trump) & (mine != 0) else -1
        fallback_key = max(fallback_key, key)
        excluded = (
            lead_tenace(mine, unplayed) & tenace_barred
            | ((unplayed & ~mine) == 0) & (others_trumps != 0) & thirteenth_barred
            | ((st[S.SHOWN_OUT + suit] & refused_force) != 0)
        )
        best_key = max(best_key, -1 if excluded else key)
    if best_key < 0:
        best_key = fallback_key
    best = trump if best_key < 0 else 7 - (best_key & 7)
    return _lead_from(best, _mine(st, seat, best), _others(st, seat, best), trump, strong,
                      st[S.HAS_LED + seat * 4 + best], st[S.RULES_OFF + seat])


@numba.njit(cache=True, inline="always")
def _lead_from(suit, mine, others, trump, strong, first_led, off):  # pragma: no cover - compiled
    """The card to lead from ``suit``: the rules below, as selects rather than branches
    (which card it is depends on the hand, so branches mispredict; measured faster).
    ``first_led`` is 0 if I have not led the suit, else the strength of the first card I led of it + 1;
    ``off`` the rules I do without."""
    ace_king_on = (off >> R.III) & 1 == 0
    sequence_on = (off >> R.IV) & 1 == 0
    top = highest(mine)
    run_low, run = sequence_run(mine, others, top)
    low = lowest(mine)
    length = popcount(mine)
    above = popcount(_above(others, top))
    best_left = above == 0  # my top card is the best left
    # III: ace, king and two or three small: a small one if strong in trumps; if weak, the ace and
    # then the king (which, the ace gone, is the best left: not an ace without its king under XI).
    # "Then the king": I led the suit first with a card above my best now, the ace.
    small_from_ace_king = _is_ace_king_holding(run, above, length) & (suit != trump) & strong & ace_king_on
    ace_then_king = best_left & (first_led > top + 1) & (suit != trump) & (strong == 0) & ace_king_on
    # XI: no ace without the king.
    small_under_ace = best_left & (run < 2) & (length > 1) & (ace_then_king == 0) & ((off >> R.XI) & 1 == 0)
    # IV: quart to a king, the lowest of it; else the highest of a sequence.
    quart_to_king = (above == 1) & (run >= 4) & sequence_on
    highest_of_sequence = (above > 0) & _is_sequence(run, above) & sequence_on
    small_card = small_from_ace_king | small_under_ace | (above > 0) & (quart_to_king == 0) & (highest_of_sequence == 0)
    card = low if small_card else top
    card = run_low if quart_to_king else card
    return suit << S.SUIT_SHIFT | card


@numba.njit(cache=True, inline="always")
def _sight(st, seat):  # pragma: no cover - compiled
    """The seats besides mine whose hands I see (an exposed dummy's; every hand at Double Dummy), 0 for none."""
    return st[S.SEES + seat] & ~(1 << seat)


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _unseen(st, seat, suit, sight):  # pragma: no cover - compiled
    """Unplayed cards of the suit in the hands I do not see."""
    hidden = _others(st, seat, suit)
    while sight:
        other = lowest(sight)
        sight &= sight - 1
        hidden &= ~st[S.HAND + other * 4 + suit]
    return hidden


@numba.njit(cache=True, inline="always")
def _later_seat(st, k):  # pragma: no cover - compiled
    """The seat playing ``k``-th to this trick (0: the leader)."""
    later = st[S.LEADER] + k
    return later - st[S.PLAYERS] if later >= st[S.PLAYERS] else later


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _can_beat(seat, st, sight, later, suit, strength):  # pragma: no cover - compiled
    """Whether ``later``, still to play to this trick, may beat the card ``suit``/``strength``: exactly, from
    his cards, when I see his hand; otherwise as without sight (an unseen card above it, or a trump where he
    has shown out of the suit led)."""
    trump = st[S.TRUMP]
    led = st[S.LED_SUIT]
    if (sight >> later) & 1:
        following = st[S.HAND + later * 4 + led]
        if following != 0:  # he must follow suit
            return (suit == led) & (_above(following, strength) != 0)
        if suit == trump:
            return _above(st[S.HAND + later * 4 + trump], strength) != 0
        return (led != trump) & (st[S.HAND + later * 4 + trump] != 0)
    if _above(_unseen(st, seat, suit, sight), strength) != 0:
        return True
    return (suit != trump) & ((st[S.SHOWN_OUT + led] >> later) & 1 == 1) & (_unseen(st, seat, trump, sight) != 0)


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _beaten_later(seat, st, sight, suit, strength):  # pragma: no cover - compiled
    """Whether any player after me may beat the card ``suit``/``strength`` (with the hands I see read exactly)."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        if _can_beat(seat, st, sight, _later_seat(st, k), suit, strength):
            return True
    return False


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _partners_after_cannot_win(seat, st, sight):  # pragma: no cover - compiled
    """Whether I see the hand of every partner still to play, and none of them can beat the card now winning."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        later = _later_seat(st, k)
        if st[S.SIDE_OF + later] == st[S.SIDE_OF + seat] and (
                (sight >> later) & 1 == 0 or _can_beat(seat, st, sight, later, st[S.WIN_SUIT], st[S.WIN_STRENGTH])):
            return False
    return True


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _sees_every_later(st, sight):  # pragma: no cover - compiled
    """Whether I see the hands of every player still to play to this trick."""
    for k in range(st[S.POSITION] + 1, st[S.PLAYERS]):
        if (sight >> _later_seat(st, k)) & 1 == 0:
            return False
    return True


@numba.njit(cache=True)  # called, not inlined: only seats that see another hand come here
def _lowest_sure_winner(seat, st, sight, mine):  # pragma: no cover - compiled
    """My lowest card of the suit led that beats the card now winning and that no player after me may beat
    (-1: none)."""
    led = st[S.LED_SUIT]
    candidates = _above(mine, st[S.WIN_STRENGTH]) << (st[S.WIN_STRENGTH] + 1) if st[S.WIN_SUIT] == led else 0
    while candidates:
        card = lowest(candidates)
        candidates &= candidates - 1
        if not _beaten_later(seat, st, sight, led, card):
            return card
    return -1


@numba.njit(cache=True, inline="always")
def _winning_card_is_safe(seat, st):  # pragma: no cover - compiled
    """Whether the card now winning cannot be beaten by the players still to play (read exactly from the
    hands I see, where I see any besides mine)."""
    trump = st[S.TRUMP]
    win_suit = st[S.WIN_SUIT]
    sight = _sight(st, seat)
    if sight != 0:
        return not _beaten_later(seat, st, sight, win_suit, st[S.WIN_STRENGTH])
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


@numba.njit(cache=True)  # called, not inlined: only seats attending to the score come here
def _decisive_follow(seat, st, partner_winning):  # pragma: no cover - compiled
    """Britannica (111): one more trick wins or saves the game: second or third hand wins it with a card
    sure to win, unless partner's card is safe already; not with a trump ("good at any time").  -1: no."""
    led = st[S.LED_SUIT]
    mine = _mine(st, seat, led)
    others = _others(st, seat, led)
    top = highest(mine)
    if led != st[S.TRUMP] and _decisive(st, seat) and _above(others, top) == 0 and not (
            partner_winning and _winning_card_is_safe(seat, st)):
        if _others(st, seat, st[S.TRUMP]) == 0 or st[S.SHOWN_OUT + led] & _adversaries(st, seat) == 0:
            return led << S.SUIT_SHIFT | lowest_equivalent(mine, others, top)
    return -1


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
        if partner_winning or not _on(st, seat, R.FOURTH_HAND_WINS):
            return low  # never over a partner already winning
        return led << S.SUIT_SHIFT | _lowest_above(mine, win_strength)  # win as cheaply as possible
    top = highest(mine)
    attends = _attends(st, seat)
    if attends and _on(st, seat, R.XXV):
        decisive = _decisive_follow(seat, st, partner_winning)
        if decisive >= 0:
            return decisive
    sight = _sight(st, seat)
    if position == 1:
        # XXIII: ace, king and small ones: the king if weak in trumps, a small one if strong.
        if led != st[S.TRUMP] and not strong and _above(others, top) == 0 and popcount(mine) >= 3 and (
            sequence_length(mine, others, top) >= 2
        ) and _on(st, seat, R.XXIII):
            return led << S.SUIT_SHIFT | lowest_equivalent(mine, others, top)
        # Second hand low leaves the trick to a partner after me; where I see that he cannot win it (a
        # dummy, or the hand I play for), I win it myself with the lowest card sure to win, if I have one.
        if sight != 0 and _partners_after_cannot_win(seat, st, sight):
            sure = _lowest_sure_winner(seat, st, sight, mine)
            if sure >= 0:
                return led << S.SUIT_SHIFT | sure
        if _on(st, seat, R.SECOND_HAND_LOW):
            return low  # second hand low
        best = lowest_equivalent(mine, others, top)  # without it: high, as third hand
        return led << S.SUIT_SHIFT | (best if best > win_strength else _lowest_above(mine, win_strength))
    # Third hand seeing every hand still to play (dummy on his left; Double Dummy): no finesse against an
    # unknown holding; low when partner's card is safe, else the lowest card sure to win, else low.
    if sight != 0 and _sees_every_later(st, sight):
        if partner_winning and not _beaten_later(seat, st, sight, st[S.WIN_SUIT], win_strength):
            return low
        sure = _lowest_sure_winner(seat, st, sight, mine)
        return low if sure < 0 else led << S.SUIT_SHIFT | sure
    # Over a partner's winning card, third hand plays high only to a small lead
    # (two or more cards still out above it) and never when it is safe already.
    if partner_winning and (
        popcount(_above(others, win_strength)) < 2 or _winning_card_is_safe(seat, st)
    ):
        return low
    # XXIV: third hand with ace and queen over partner's lead plays the queen.
    unplayed = st[S.REMAINING + led]
    # XXI: playing for the odd trick, avoid finessing (the ace, not the queen).
    if st[S.SIDE_OF + st[S.LEADER]] == st[S.SIDE_OF + seat] and third_hand_tenace(mine, unplayed) and not (
            attends and _playing_for_the_odd_trick(st, seat) and _on(st, seat, R.XXI)) and _on(st, seat, R.XXIV):
        first = highest(unplayed)
        second = highest(unplayed & ~(1 << first))
        third = highest(unplayed & ~(1 << first) & ~(1 << second))
        if (mine >> third) & 1 and third > win_strength:
            return led << S.SUIT_SHIFT | third
    # Third hand high, winning with the lowest of a sequence (XXII).
    if not _on(st, seat, R.THIRD_HAND_HIGH):
        return low
    best = lowest_equivalent(mine, others, top) if _on(st, seat, R.XXII) else top
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
        return trump << S.SUIT_SHIFT | needed if _on(st, seat, R.FOURTH_HAND_WINS) else _discard(seat, st)
    # Britannica (111), XXV: one more trick wins or saves the game: trump it now.
    if _attends(st, seat) and _decisive(st, seat) and _on(st, seat, R.XXV):
        return trump << S.SUIT_SHIFT | needed
    if st[S.WIN_SUIT] == led:
        others_led = _others(st, seat, led)
        # XIII: a thirteenth card is not trumped but by the last player.
        if others_led == 0 and _on(st, seat, R.XIII):
            return _discard(seat, st)
        # XV: strong in trumps, a doubtful card (one that may yet be beaten) is not trumped; XVI: weak,
        # it is (without XVI, a weak hand discards).
        if (partner_winning or _above(others_led, st[S.WIN_STRENGTH]) != 0) and (
                _on(st, seat, R.XV) if strong else not _on(st, seat, R.XVI)):
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
    if card != st[S.TURN_UP] or seat != st[S.DEALER] or card >> S.SUIT_SHIFT != trump or not _on(st, seat, R.XXVII):
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
