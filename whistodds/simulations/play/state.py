"""The table as a play model sees it: one flat int64 vector with named slots.

A card inside the kernels is ``suit * 16 + strength``, where strength is the
card's position in its suit's rank order (the trump suit uses the trump order,
so Scotch Whist's trump knave is strongest).  A model is a compiled function
``choose(rng, seat, st) -> card`` that must return a legal card of ``seat``'s
hand; the engine plays it and keeps ``st`` up to date.  One flat vector, rather
than many arrays, keeps the compiled calls cheap, and the kernels hand it on as
a plain pointer (``bits.pointer``): indexed like the vector, with no check for
negative indices and one register per call instead of an array descriptor.

Per-seat blocks hold up to eight seats; per-seat-and-suit blocks are indexed
``block + seat * 4 + suit``.  Sets of seats are bit masks, so a play model asks
"has either partner shown out?" with one ``&``.
"""

from __future__ import annotations

MAX_SEATS = 8
HAND = 0  # cards held, a strength mask per seat and suit
REMAINING = HAND + MAX_SEATS * 4  # unplayed cards of each suit, all hands together
SHOWN_OUT = REMAINING + 4  # per suit, the seats (bit k: seat k) that have failed to follow it
FIRST_LEAD = SHOWN_OUT + 4  # suit each seat first led, -1 before
HAS_LED = FIRST_LEAD + MAX_SEATS  # 0 until a seat leads the suit; then the strength of its first lead + 1
ORIGINAL_LENGTH = HAS_LED + MAX_SEATS * 4  # cards of each suit dealt to each seat (this hand)
REFUSED_TRUMP = ORIGINAL_LENGTH + MAX_SEATS * 4  # seats (bit k: seat k) that discarded while the adversaries won
SIDE_OF = REFUSED_TRUMP + 1  # each seat's side
PARTNERS = SIDE_OF + MAX_SEATS  # each seat's partners as a mask of seats (bit k: seat k), itself excluded
TRUMP = PARTNERS + MAX_SEATS  # trump suit
DEALER = TRUMP + 1  # dealer's seat
TURN_UP = DEALER + 1  # the turned-up card while the dealer still holds it, else -1
LEADER = TURN_UP + 1  # seat that led the current trick
LED_SUIT = LEADER + 1  # suit led to the current trick
WIN_SEAT = LED_SUIT + 1  # seat winning the current trick so far
WIN_SUIT = WIN_SEAT + 1  # suit of the card winning so far
WIN_STRENGTH = WIN_SUIT + 1  # strength of the card winning so far
POSITION = WIN_STRENGTH + 1  # 0 for the leader, 1 for second hand, ...
PLAYERS = POSITION + 1
CARDS_PER_HAND = PLAYERS + 1
TRICK = CARDS_PER_HAND + 1  # trick number within the hand, from 0
TRICK_POINTS = TRICK + 1  # value of the counting trumps already in the current trick (Scotch Whist)
COUNTING = TRICK_POINTS + 1  # mask of trump strengths that count points when captured
TEN = COUNTING + 1  # trump strength of the ten (Scotch Whist's prize), -1 where it is not one
MUST_MATCH = TEN + 1  # 1: a trump beats a plain card only if of equal or higher rank (a Gleek reading)
PLAIN_TOP = MUST_MATCH + 1  # strength of a plain suit's highest card (the ace), so king, queen, knave are the three below
LAST_WIN = PLAIN_TOP + 1  # the card that won the previous trick of this hand, -1 before
TRICKS_WON = LAST_WIN + 1  # tricks each side has won so far in this hand
# What the score means for this hand, per seat, from its own side's view (the play
# context; see whistodds.games.contexts): its side wins the game this hand with
# WIN_AT tricks or more, and keeps the adversaries from winning it with SAVE_AT or
# more.  A seat whose model ignores the score has the neutral context (WIN_AT past
# the hand's tricks, SAVE_AT 0), in which no rule that needs the score applies.
WIN_AT = TRICKS_WON + MAX_SEATS
SAVE_AT = WIN_AT + MAX_SEATS
ATTENDS = SAVE_AT + MAX_SEATS  # seats (bit k: seat k) whose model attends to the score and whose context is not neutral
# Per seat, the seats (bit k: seat k) whose hands its player sees: his own, an exposed dummy's, a
# dummy's partner's (the partner plays it), every hand at Double Dummy (``Game.sight``).  Set from
# the game for every deal; a seat that sees only its own hand (or 0) reasons as before.
SEES = ATTENDS + 1
# Per seat, the rules its player does without (bit k: rule k of whistodds.simulations.play.rule_switches);
# 0 plays every rule.
RULES_OFF = SEES + MAX_SEATS
SIZE = RULES_OFF + MAX_SEATS

SUIT_SHIFT = 4  # card = suit << 4 | strength
STRENGTH_MASK = 15
