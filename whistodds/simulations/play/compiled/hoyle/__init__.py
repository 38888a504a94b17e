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

The rules are compiled in parts, one module a concept, and called from here:
:mod:`~whistodds.simulations.play.compiled.hoyle.lead` (the lead),
:mod:`~whistodds.simulations.play.compiled.hoyle.follow` (second, third and fourth hand),
:mod:`~whistodds.simulations.play.compiled.hoyle.renounce` (trumping and discarding),
:mod:`~whistodds.simulations.play.compiled.hoyle.sight` (the hands seen besides one's own),
:mod:`~whistodds.simulations.play.compiled.hoyle.context` (what the score means, ``hoyle-score``) and
:mod:`~whistodds.simulations.play.compiled.hoyle.table` (what every part reads: the cards out, strength in
trumps, the rules switched off).  This module keeps the entry points and XXVII, the turned-up card.
"""

from __future__ import annotations

import numba

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import rule_switches as R
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import highest, lowest
from whistodds.simulations.play.compiled.hoyle.follow import _follow
from whistodds.simulations.play.compiled.hoyle.lead import _lead
from whistodds.simulations.play.compiled.hoyle.renounce import _renounce
from whistodds.simulations.play.compiled.hoyle.table import _holds_trumps, _mine, _on, _others


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
