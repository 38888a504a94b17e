"""The ``expert`` play model: a card chosen by sampling the hidden hands and playing each sample out.

The design is Ginsberg's perfect-information Monte Carlo (GIB, 1999/2001), with the double-dummy solver of
each sample replaced by rollouts under a fast default model (``hoyle``'s compiled choice), as in Monte Carlo
rollout search (Tesauro and Galperin 1996; Ginsberg's own early GIB used rollouts before its solver was fast
enough).  At each decision:

1. What the seat knows: its own hand, every hand it sees (``SEES``: a dummy's), the cards still out
   (``REMAINING``, every card not yet played, read as ``hoyle`` reads it), who has shown out of which suit
   (``SHOWN_OUT``), the turn-up while the dealer holds it, and how many cards each hand holds.  The unseen
   cards are the cards out less those of the hands it sees.
2. ``WORLDS`` deals consistent with that are drawn, from the engine's per-deal random stream: the turn-up
   stays in the dealer's hand; a suit some hidden hand has shown out of is placed first, card by card, each
   card to a hand that may hold it with chance in proportion to the places it has left, among the hands that
   leave the rest placeable (Hall's condition over the hidden hands: never a rejection, never a dead end);
   the other unseen cards are then dealt uniformly into the places left.  Where no hand has shown out the
   draw is uniform over every consistent deal; with voids it is close to it (not weighted exactly by the
   deals each count of a void suit leaves, as :mod:`whistodds.simulations.conditional` weights them,
   which would cost more than the rollouts at this budget).
3. The legal cards are grouped into runs of equivalent cards (no card out between them, the classes
   double-dummy solvers also play once); for each run one card is played in every drawn deal and the rest
   of the hand is played out by ``hoyle`` at every seat (each seat's own context and rules switched off, so
   ``hoyle-score`` partners and adversaries are rolled out as they play).  The same deals serve every card
   (common random numbers), so the comparison between cards has far less noise than each card's value.
4. The card of the run with the most tricks for its side, summed over the deals, is played; ties go to the
   odd trick (more deals where its side takes more than half the hand's tricks), then to ``hoyle``'s own
   card.  Within the chosen run the card is ``hoyle``'s where hoyle's card is in the run (so partners read
   its leads as they read hoyle's), else the lowest when following and the highest when leading.

Why this design, of those the literature offers:

- PIMC (GIB) is the method that took card play in bridge, whist's descendant, to expert strength; Long,
  Sturtevant, Buro and Furtak (2010, "Understanding the success of perfect information Monte Carlo sampling
  in game tree search") show it works well where the game has a high *disambiguation* factor (hidden
  information revealed quickly as cards fall) and moderate *leaf correlation*: trick-taking games like
  whist are their leading example, so its known faults (strategy fusion, non-locality) cost little here.
- A double-dummy solve per sample (GIB proper, and Cazenave's alpha-mu, which searches several worlds
  jointly to repair strategy fusion) costs milliseconds per deal and per card; 5 ms a card allows some
  2,000 rollouts of ``hoyle`` (about a microsecond and a half for the rest of a hand) but not one solver
  call per card per sample.  Rollouts with a sound default model are the Monte Carlo idea that fits the
  budget, and ``hoyle`` is already a reasonable player, so the rollouts value a card as it would fare
  among good players of the period, which is also whom the expert sits with.
- Furtak and Buro's recursive IIMC (2013, Skat) samples again at the rollout's decisions (information-set
  aware rollouts) and beats PIMC at Skat; it multiplies the cost by the worlds at each level, so it is the
  next step if a deeper budget is allowed; here the rollout model (``hoyle``) already plays only from
  what a player sees, so the rollouts do not suffer the clairvoyance that IIMC repairs in PIMC's solver.

It reads nothing hidden: the hidden hands are written over by each drawn deal before any rollout, and every
number it draws and every choice depends only on the knowledge above (the count of cards each hidden hand has
played of a suit, kept by the engine as a dealt length less the cards held, is the count every player at the
table has seen).  One reading it shares with ``hoyle``: in a game with a stock, the cards out (``REMAINING``)
are the dealt cards not yet played, so the stock's cards are known to be out of play.

Objective: the seat's side's tricks in this hand (not the points of counted trumps, nor the score: a model
that plays for P(game) at the score is the next one to build).
"""

from __future__ import annotations

import numba
import numpy as np

import whistodds.simulations.compiled  # noqa: F401  (numba's cache folder, before any @njit)

from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.bits import SPLITMIX_STEP, lowest, pointer, popcount, splitmix_uniform
from whistodds.simulations.play.compiled.hoyle import choose_hoyle_called

WORLDS = 40  # deals drawn at each decision (benchmarks/bench_expert.py measures the time a card)
MAX_CLASSES = 16


@numba.njit(cache=True, inline="always")
def _power(suit, strength, led, trump):  # pragma: no cover - compiled
    """A card's power in a trick, as the engine reckons it: trumps above the suit led above the rest."""
    return (suit == trump) * 32 + (suit == led) * 16 + strength


@numba.njit(cache=True)
def _play_card(w, seat, card, position, win_seat, win_power, played_mask):  # pragma: no cover - compiled
    """Play ``card`` from ``seat`` at ``position`` of the trick on the world ``w``, keeping the state as the
    engine keeps it; returns the trick's winner, its power and the seats that have played."""
    trump = w[S.TRUMP]
    suit = card >> S.SUIT_SHIFT
    strength = card & S.STRENGTH_MASK
    bit = 1 << strength
    w[S.HAND + seat * 4 + suit] &= ~bit
    w[S.REMAINING + suit] &= ~bit
    if card == w[S.TURN_UP]:
        w[S.TURN_UP] = -1
    if position == 0:
        w[S.LED_SUIT] = suit
        if w[S.FIRST_LEAD + seat] < 0:
            w[S.FIRST_LEAD + seat] = suit
        if w[S.HAS_LED + seat * 4 + suit] == 0:
            w[S.HAS_LED + seat * 4 + suit] = strength + 1
        win_power = (suit == trump) * 32 + 16 + strength
        w[S.WIN_SEAT] = seat
        w[S.WIN_SUIT] = suit
        w[S.WIN_STRENGTH] = strength
        return seat, win_power, 1 << seat
    led = w[S.LED_SUIT]
    if suit != led:
        w[S.SHOWN_OUT + led] |= 1 << seat
        # The engine's XVII refusal to trump (engine.refuses_to_trump), which hoyle's partners read.
        if (suit != trump and win_power < 32 and w[S.SIDE_OF + win_seat] != w[S.SIDE_OF + seat]
                and (w[S.SHOWN_OUT + trump] >> seat) & 1 == 0
                and ((w[S.REMAINING + led] >> ((win_power & S.STRENGTH_MASK) + 1)) == 0
                     or w[S.PARTNERS + seat] & ~played_mask == 0)):
            w[S.REFUSED_TRUMP] |= 1 << seat
    played_mask |= 1 << seat
    power = _power(suit, strength, led, trump)
    beats = power > win_power
    if w[S.MUST_MATCH] == 1 and suit == trump and win_power < 32 and strength < (win_power & 15):
        beats = False
    if beats:
        win_seat = seat
        win_power = power
    w[S.WIN_SEAT] = win_seat
    w[S.WIN_SUIT] = trump if win_power >= 32 else led
    w[S.WIN_STRENGTH] = win_power & S.STRENGTH_MASK
    return win_seat, win_power, played_mask


@numba.njit(cache=True)
def _roll_out(w, random_state, seat, card, win_seat, win_power, played_mask):  # pragma: no cover - compiled
    """Play ``card`` for ``seat`` in the world ``w`` and the rest of the hand by ``hoyle`` at every seat."""
    players = w[S.PLAYERS]
    cards_per_hand = w[S.CARDS_PER_HAND]
    trick = w[S.TRICK]
    leader = w[S.LEADER]
    position = w[S.POSITION]
    win_seat, win_power, played_mask = _play_card(w, seat, card, position, win_seat, win_power, played_mask)
    position += 1
    while True:
        last = trick == cards_per_hand - 1
        for pos in range(position, players):
            who = leader + pos
            if who >= players:
                who -= players
            if pos == 0:
                w[S.TRICK] = trick
                w[S.LEADER] = leader
                w[S.POSITION] = 0
                w[S.TRICK_POINTS] = 0
                if last:
                    chosen = _only_card(w, who)
                else:
                    chosen = choose_hoyle_called(random_state, who, w)
            else:
                following = w[S.HAND + who * 4 + w[S.LED_SUIT]]
                if following != 0 and following & (following - 1) == 0:
                    chosen = w[S.LED_SUIT] << S.SUIT_SHIFT | lowest(following)
                elif last:
                    chosen = _only_card(w, who)
                else:
                    w[S.POSITION] = pos
                    chosen = choose_hoyle_called(random_state, who, w)
            win_seat, win_power, played_mask = _play_card(w, who, chosen, pos, win_seat, win_power, played_mask)
        side = w[S.SIDE_OF + win_seat]
        w[S.TRICKS_WON + side] += 1
        w[S.LAST_WIN] = ((w[S.TRUMP] if win_power >= 32 else w[S.LED_SUIT]) << S.SUIT_SHIFT
                         | (win_power & S.STRENGTH_MASK))
        leader = win_seat
        position = 0
        trick += 1
        if trick == cards_per_hand:
            return


@numba.njit(cache=True, inline="always")
def _only_card(w, seat):  # pragma: no cover - compiled
    return lowest(w[S.HAND + seat * 4] | w[S.HAND + seat * 4 + 1] << 16 | (
        w[S.HAND + seat * 4 + 2] << 32 | w[S.HAND + seat * 4 + 3] << 48))


@numba.njit(cache=True)
def _placeable(left, remaining, may_hold, n_hands):  # pragma: no cover - compiled
    """Hall's condition: every set of hands has the places for the cards that only it may hold."""
    for subset in range(1, 1 << n_hands):
        places = 0
        for j in range(n_hands):
            if (subset >> j) & 1:
                places += left[j]
        needed = 0
        for suit in range(4):
            if may_hold[suit] & ~subset == 0:
                needed += remaining[suit]
        if needed > places:
            return False
    return True


@numba.njit(cache=True)
def _draw_world(counter, unseen, left, may_hold, n_hands, drawn):  # pragma: no cover - compiled
    """Deal the ``unseen`` cards (a strength mask a suit) into ``n_hands`` hands with ``left`` places each,
    a hand ``j`` holding suit ``s`` only if bit ``j`` of ``may_hold[s]`` is set; ``drawn[j * 4 + s]`` gets the
    cards.  Returns the stream's counter after its draws."""
    places = left.copy()
    remaining = np.zeros(4, np.int64)
    everyone = (1 << n_hands) - 1
    for j in range(n_hands * 4):
        drawn[j] = 0
    for suit in range(4):
        remaining[suit] = popcount(unseen[suit])
    weights = np.zeros(8, np.int64)
    # Suits some hand may not hold: card by card, to a hand in proportion to its places, keeping the rest placeable.
    for suit in range(4):
        if may_hold[suit] == everyone:
            continue
        cards = unseen[suit]
        while cards != 0:
            strength = lowest(cards)
            cards &= cards - 1
            total = 0
            remaining[suit] -= 1
            for j in range(n_hands):
                weights[j] = 0
                if (may_hold[suit] >> j) & 1 and places[j] > 0:
                    places[j] -= 1
                    if _placeable(places, remaining, may_hold, n_hands):
                        weights[j] = places[j] + 1
                    places[j] += 1
                total += weights[j]
            counter += SPLITMIX_STEP
            pick = int(splitmix_uniform(counter) * total)
            for j in range(n_hands):
                if pick < weights[j]:
                    drawn[j * 4 + suit] |= 1 << strength
                    places[j] -= 1
                    break
                pick -= weights[j]
    # Every other unseen card: uniformly into the places left.
    total = 0
    for j in range(n_hands):
        total += places[j]
    for suit in range(4):
        if may_hold[suit] != everyone:
            continue
        cards = unseen[suit]
        while cards != 0:
            strength = lowest(cards)
            cards &= cards - 1
            counter += SPLITMIX_STEP
            pick = int(splitmix_uniform(counter) * total)
            for j in range(n_hands):
                if pick < places[j]:
                    drawn[j * 4 + suit] |= 1 << strength
                    places[j] -= 1
                    total -= 1
                    break
                pick -= places[j]
    return counter


@numba.njit(cache=True)
def choose_expert(random_state, seat, st):  # pragma: no cover - compiled
    """The expert's card for ``seat``: see the module's docstring."""
    players = st[S.PLAYERS]
    position = st[S.POSITION]
    leader = st[S.LEADER]
    trump = st[S.TRUMP]
    hand = S.HAND + seat * 4
    led = st[S.LED_SUIT]
    following = position > 0 and st[hand + led] != 0
    hoyle_card = choose_hoyle_called(random_state, seat, st)
    # The legal cards in runs of equivalent cards: (suit, lowest, highest) strengths.
    run_suit = np.empty(MAX_CLASSES * 4, np.int64)
    run_low = np.empty(MAX_CLASSES * 4, np.int64)
    run_high = np.empty(MAX_CLASSES * 4, np.int64)
    n_runs = 0
    for suit in range(4):
        if following and suit != led:
            continue
        mine = st[hand + suit]
        out = st[S.REMAINING + suit] & ~mine
        previous = -1
        while mine != 0:
            strength = lowest(mine)
            mine &= mine - 1
            between = out & ((1 << strength) - 1) & ~((2 << previous) - 1) if previous >= 0 else 1
            if previous >= 0 and between == 0:
                run_high[n_runs - 1] = strength
            else:
                run_suit[n_runs] = suit
                run_low[n_runs] = strength
                run_high[n_runs] = strength
                n_runs += 1
            previous = strength
    # The card each run plays: hoyle's where it lies in the run, else the lowest following, highest leading.
    run_card = np.empty(n_runs, np.int64)
    hoyle_run = 0
    for r in range(n_runs):
        hoyle_suit = hoyle_card >> S.SUIT_SHIFT
        hoyle_strength = hoyle_card & S.STRENGTH_MASK
        if hoyle_suit == run_suit[r] and run_low[r] <= hoyle_strength <= run_high[r]:
            run_card[r] = hoyle_card
            hoyle_run = r
        elif position == 0:
            run_card[r] = run_suit[r] << S.SUIT_SHIFT | run_high[r]
        else:
            run_card[r] = run_suit[r] << S.SUIT_SHIFT | run_low[r]
    if n_runs == 1:
        return run_card[0]
    # What the seat knows: the hands it sees, the cards out, who has shown out, each hand's length.
    seen = st[S.SEES + seat] | (1 << seat)
    played_now = 0
    for p in range(position):
        who = leader + p
        if who >= players:
            who -= players
        played_now |= 1 << who
    hidden = np.empty(8, np.int64)
    n_hidden = 0
    for other in range(players):
        if (seen >> other) & 1 == 0:
            hidden[n_hidden] = other
            n_hidden += 1
    unseen = np.zeros(4, np.int64)
    for suit in range(4):
        unseen[suit] = st[S.REMAINING + suit]
        for other in range(players):
            if (seen >> other) & 1:
                unseen[suit] &= ~st[S.HAND + other * 4 + suit]
    held = st[S.CARDS_PER_HAND] - st[S.TRICK]
    left = np.zeros(8, np.int64)
    may_hold = np.zeros(4, np.int64)
    turn_up = st[S.TURN_UP]
    dealer = st[S.DEALER]
    turn_up_hand = -1
    for j in range(n_hidden):
        other = hidden[j]
        left[j] = held - ((played_now >> other) & 1)
        if other == dealer and turn_up >= 0:  # the turn-up, seen by all, is in the dealer's hand
            left[j] -= 1
            turn_up_hand = j
        for suit in range(4):
            if (st[S.SHOWN_OUT + suit] >> other) & 1 == 0:
                may_hold[suit] |= 1 << j
    if turn_up_hand >= 0:
        unseen[turn_up >> S.SUIT_SHIFT] &= ~(1 << (turn_up & S.STRENGTH_MASK))
    n_hands = n_hidden
    places = 0
    for j in range(n_hidden):
        places += left[j]
    extra = popcount(unseen[0]) + popcount(unseen[1]) + popcount(unseen[2]) + popcount(unseen[3]) - places
    if extra > 0:  # the cards out that no hand holds (a stock): one more "hand" that may hold anything
        left[n_hands] = extra
        for suit in range(4):
            may_hold[suit] |= 1 << n_hands
        n_hands += 1
    worlds = WORLDS if n_hidden > 0 else 1
    # The trick so far, as the engine keeps it.
    win_seat = st[S.WIN_SEAT]
    win_power = 0
    if position > 0:
        win_power = st[S.WIN_STRENGTH] + (32 if st[S.WIN_SUIT] == trump else 0) + (16 if st[S.WIN_SUIT] == led else 0)
    world_owner = np.empty(S.SIZE, np.int64)
    work_owner = np.empty(S.SIZE, np.int64)
    world = pointer(world_owner)
    work = pointer(work_owner)
    drawn = np.zeros(32, np.int64)
    tricks = np.zeros(n_runs, np.int64)
    odd = np.zeros(n_runs, np.int64)
    side = st[S.SIDE_OF + seat]
    cards_per_hand = st[S.CARDS_PER_HAND]
    counter = random_state[0]
    for _ in range(worlds):
        for k in range(S.SIZE):
            world[k] = st[k]
        if n_hidden > 0:
            counter = _draw_world(counter, unseen, left, may_hold, n_hands, drawn)
            for j in range(n_hidden):
                other = hidden[j]
                for suit in range(4):
                    block = other * 4 + suit
                    cards = drawn[j * 4 + suit]
                    if j == turn_up_hand and suit == turn_up >> S.SUIT_SHIFT:
                        cards |= 1 << (turn_up & S.STRENGTH_MASK)
                    # Its dealt length: the cards of the suit it has played (seen by all) and those drawn.
                    gone = st[S.ORIGINAL_LENGTH + block] - popcount(st[S.HAND + block])
                    world[S.HAND + block] = cards
                    world[S.ORIGINAL_LENGTH + block] = gone + popcount(cards)
        for r in range(n_runs):
            for k in range(S.SIZE):
                work[k] = world[k]
            _roll_out(work, random_state, seat, run_card[r], win_seat, win_power, played_now)
            taken = work[S.TRICKS_WON + side]
            tricks[r] += taken
            odd[r] += 1 if 2 * taken > cards_per_hand else 0
    random_state[0] = counter
    best = hoyle_run
    for r in range(n_runs):
        if tricks[r] > tricks[best] or (tricks[r] == tricks[best] and odd[r] > odd[best]):
            best = r
    # Keep the owners alive until the last rollout.
    world_owner[0] = work_owner[0]
    return run_card[best]
