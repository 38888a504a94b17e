"""Whole deals played by the readable ``hoyle`` reference, every seat ``hoyle`` (or ``hoyle-score``).

The table is kept as the compiled engine keeps it (:mod:`whistodds.simulations.play.compiled.engine`): the eldest
hand leads, each must follow suit if able, the highest trump or else the highest card of the suit led
wins, and the winner leads next; players dealt several hands (Scotch Whist for two or three) play each
out in turn, with what was seen forgotten between them.  A play with one legal card is made without
asking the model, as the engine does.  Slow: a few thousand deals a second at most.

>>> from whistodds.games import LONG_WHIST
>>> from whistodds.simulations import deal
>>> deals = deal(LONG_WHIST, 1, seed=1)
>>> played = play_deal(LONG_WHIST, deals.hands[0].tolist(), int(deals.dealer[0]), int(deals.trump[0]))
>>> len(played), sorted(card for trick in played for card in trick) == sorted(deals.hands[0].ravel().tolist())
(13, True)
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from whistodds.games.cards import make_card
from whistodds.games.definition import GameDefinition
from whistodds.simulations.dealing import Deals
from whistodds.simulations.play.reference.hoyle import choose_card
from whistodds.simulations.play.reference.table import Card, Table
from whistodds.simulations.play.models import PlayModel
from whistodds.simulations.play.rule_switches import rules_the_game_rules_out

MODELS = ("hoyle", "hoyle-score")


def play_deal(game: GameDefinition, hands: Sequence[Sequence[int]], dealer: int, trump: int, *,
              models: Sequence[PlayModel] | None = None, context: tuple[int, int] | None = None,
              start: Sequence[int] = (), rules_off: Sequence[int] | None = None) -> list[list[int]]:
    """The cards played in one deal, ``played[trick][seat]`` (card codes), tricks of separate hands one
    after another.  ``hands[seat]`` are the cards dealt to each seat (as ``Deals.hands``); ``models`` the
    model of each seat (default: every seat ``hoyle``); ``context`` what the score means for the dealer's
    side, ``(win_at, save_at)``, given to the seats playing ``hoyle-score`` from their own side's view;
    ``start`` the cards already played, in order of play, played as given before the model chooses;
    ``rules_off`` each seat's mask of the rules he does without (:mod:`whistodds.simulations.play.rule_switches`)."""
    players, per_hand = game.players, game.cards_per_hand
    names = tuple(model.name for model in models) if models else ("hoyle",) * players
    if len(names) != players or any(name not in MODELS for name in names):
        raise ValueError(f"models={names!r} is not allowed; give {players} of {', '.join(MODELS)}")

    trump_order = game.trump_rank_order or game.rank_order  # set from rank_order when not given

    def to_card(code: int) -> Card:
        suit, rank = int(code) // 13, int(code) % 13 + 2  # the card code: suit * 13 + rank - 2 (games.cards)
        return suit, (trump_order if suit == trump else game.rank_order).index(rank)

    def to_code(card: Card) -> int:
        suit, strength = card
        return make_card(suit, (trump_order if suit == trump else game.rank_order)[strength])

    win_at, save_at = [per_hand + 1] * players, [0] * players
    attends: set[int] = set()
    side_of = tuple(game.seat_sides)
    for seat in range(players):
        if names[seat] == "hoyle-score" and context is not None:
            win, save = context
            if side_of[seat] != side_of[dealer]:
                win, save = per_hand + 1 - save, per_hand + 1 - win
            win_at[seat], save_at[seat] = win, save
            if 1 <= win <= per_hand or 1 <= save <= per_hand:
                attends.add(seat)
    played: list[list[int]] = []
    given = [to_card(code) for code in start]
    for part in range(game.hands_per_player):
        dealt = [[to_card(code) for code in hand[part * per_hand:(part + 1) * per_hand]] for hand in hands]
        ruled_out = rules_the_game_rules_out(game)  # VIII only where a side can stand at eight, as compiled
        table = Table(players=players, cards_per_hand=per_hand, trump=trump, dealer=dealer, side_of=side_of,
                      plain_top=len(game.rank_order) - 1, must_match=game.trump_must_match,
                      hands=[[{s for suit, s in cards if suit == wanted} for wanted in range(4)] for cards in dealt],
                      unplayed=[{s for cards in dealt for suit, s in cards if suit == wanted} for wanted in range(4)],
                      sees=tuple(frozenset(seen) for seen in game.sight), win_at=win_at, save_at=save_at,
                      attends=attends, rules_off=tuple(int(mask) | ruled_out for mask in (rules_off or (0,) * players)))
        table.original_length = [[len(table.hands[seat][suit]) for suit in range(4)] for seat in range(players)]
        if game.turn_up == "dealer-last" and part == game.hands_per_player - 1:
            table.turn_up = to_card(hands[dealer][-1])  # the dealer's last card, while he holds it
        leader = (dealer + 1) % players
        for number in range(per_hand):
            table.trick_number, table.trick = number, []
            cards = [0] * players
            for position in range(players):
                seat = (leader + position) % players
                if given:  # played before the play resumed
                    card = given.pop(0)
                else:
                    forced = _forced(table, seat) if number == per_hand - 1 or position > 0 else None
                    card = forced if forced is not None else choose_card(table, seat)
                _record(table, seat, card)
                cards[seat] = to_code(card)
            winner, winning_card = table.winning()
            table.tricks_won[side_of[winner]] += 1
            table.last_win = winning_card
            played.append(cards)
            leader = winner
    return played


def play_deals(deals: Deals, *, models: Sequence[PlayModel] | None = None) -> np.ndarray:
    """Every deal of a batch played by the reference: ``(n_deals, tricks, players)`` card codes, as the
    compiled engine's ``PlayedDeals.played``.

    >>> from whistodds.games import SHORT_WHIST
    >>> from whistodds.simulations import deal
    >>> from whistodds.simulations.play import get_model, play
    >>> deals = deal(SHORT_WHIST, 50, seed=3)
    >>> bool((play_deals(deals) == play(deals, get_model("hoyle"), record=True).played).all())
    True
    """
    return np.array([play_deal(deals.game, deals.hands[d].tolist(), int(deals.dealer[d]), int(deals.trump[d]),
                               models=models) for d in range(deals.n_deals)], np.uint8)


def _forced(table: Table, seat: int) -> Card | None:
    """The card ``seat`` must play, when he has one legal card (else None): his one card of the suit led,
    or his one card at the last trick."""
    if table.trick:
        following = table.mine(seat, table.led)
        if len(following) == 1:
            return table.led, next(iter(following))
    if table.trick_number == table.cards_per_hand - 1:
        return next((suit, strength) for suit in range(4) for strength in table.mine(seat, suit))
    return None


def _record(table: Table, seat: int, card: Card) -> None:
    """Play ``card`` for ``seat`` and note what the others see: the first suit and card a seat leads, a
    failure to follow, and a refusal to trump, for SHORT:274 If your partner refuses to trump a suit of
    which he knows you have not the best, lead your best trump.  A refusal is a plain discard while an
    adversary wins with a card of the suit led, by a player not known to be out of trumps, when that card
    is the best left of its suit or every partner of the discarder has played to the trick already."""
    suit, strength = card
    table.hands[seat][suit].discard(strength)
    table.unplayed[suit].discard(strength)
    if card == table.turn_up:
        table.turn_up = None
    if not table.trick:
        table.first_lead.setdefault(seat, suit)
        table.first_led.setdefault((seat, suit), strength)
    else:
        led = table.led
        if suit != led:
            table.shown_out[led].add(seat)
            win_seat, (win_suit, win_strength) = table.winning()
            played_already = {other for other, _ in table.trick}
            if suit != table.trump and win_suit != table.trump and table.side_of[win_seat] != table.side_of[seat] \
                    and seat not in table.shown_out[table.trump] and (
                    not {s for s in table.unplayed[led] if s > win_strength}
                    or table.partners(seat) <= played_already):
                table.refused_trump.add(seat)
    table.trick.append((seat, card))
