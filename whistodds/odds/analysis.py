"""A played hand analysed card by card: the ``[Play]`` of a PBN board (as ``whist-odds deals --pbn`` writes it and
endplay reads it) walked in order of play.

At each card played: the double-dummy value of every legal card of the player to move (his side's tricks from
the current trick on, the current trick included, all four hands open: DDS's SolveBoard through endplay), how
many tricks the card he played gave up against the best (``lost``), and P(his side takes the odd trick) from
his own view -- his hand and the cards played, the other hands unknown -- before he plays (the rest played by
the model, his own card too) and after (the card he played, then the model), on the same consistent deals,
each with its 95% interval.

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
... [Contract "1S"]
... [Play "E"]
... HA DA CA S2
... '''
>>> analysis = analyse_board(text, deals=0)
>>> [(step.seat, format_card(step.played), step.values[step.played], step.lost) for step in analysis.steps]
[('E', 'AH', 0, 0), ('S', 'AD', 13, 0), ('W', 'AC', 0, 0), ('N', '2S', 13, 0)]
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import SUIT_NAMES, format_card, make_card
from whistodds.games.contexts import odd_trick
from whistodds.games.definition import GameDefinition
from whistodds.games.registry import get_game
from whistodds.games.whist import LONG_WHIST
from whistodds.odds.pbn_position import COMPASS, _boards, _in_order, pbn_state
from whistodds.odds.play_so_far import GameState, check_hand_game, check_play
from whistodds.odds.position_batches import run_tally
from whistodds.odds.position_odds import flat
from whistodds.odds.position_play import value_tables
from whistodds.simulations.dealing import Deals
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import DEFAULT_MODEL, get_model
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

DEFAULT_DEALS = 1_000  # deals drawn for each card's P(odd trick): its 95% interval is at most about +-0.03
DEFAULT_SOLVED_DEALS = 100  # under double-dummy each deal is solved (52 cards x 100 deals: about 5,200 solves)
ROW_KEYS = ("board", "trick", "seat", "played", "card", "tricks", "lost")
_RANKS = "23456789TJQKA"


@dataclass(frozen=True)
class CardPlayed:
    """One card of the play: who played it (``seat``, N E S W), the trick (1-13), every legal card's double-dummy
    tricks for the mover's side from this trick on (``values``), and P(odd trick) from his view before and after
    (None when no deals are drawn)."""

    trick: int
    seat: str
    played: int
    values: dict[int, int]
    before: Estimate | None
    after: Estimate | None

    @property
    def best(self) -> int:
        """The double-dummy tricks of the best legal card."""
        return max(self.values.values())

    @property
    def lost(self) -> int:
        """Tricks the card played gave up against the best card, double dummy (0 or more)."""
        return self.best - self.values[self.played]


@dataclass(frozen=True)
class Analysis:
    """A board's play analysed: its hands as dealt (compass letter -> card codes), dealer, trumps, the
    turn-up (None when not noted), the model and deals of the P(odd trick) figures, and each card played."""

    board: int
    hands: dict[str, tuple[int, ...]]
    dealer: str
    trump: int
    turn_up: int | None
    model: str
    deals: int
    steps: tuple[CardPlayed, ...]

    def rows(self) -> list[dict[str, object]]:
        """One row per legal card at each card played, keys :data:`ROW_KEYS` first, then ``best`` (the card
        has the most double-dummy tricks), ``behind`` (the best's tricks less this card's) and the card
        played's P(odd trick) before and after, with their intervals."""
        rows: list[dict[str, object]] = []
        for step in self.steps:
            odds = {**flat("p_odd_trick_before", step.before), **flat("p_odd_trick_after", step.after)}
            for card in sorted(step.values, reverse=True):
                rows.append({"board": self.board, "trick": step.trick, "seat": step.seat,
                             "played": format_card(step.played), "card": format_card(card),
                             "tricks": step.values[card], "lost": step.lost,
                             "best": step.values[card] == step.best, "behind": step.best - step.values[card],
                             **odds})
        return rows


def analyse_board(text: str, board: int = 1, game: GameDefinition | str = LONG_WHIST,
                  score: tuple[int, int] = (0, 0), model: str = DEFAULT_MODEL, deals: int = DEFAULT_DEALS,
                  seed: SeedLike = None, executor: Executor | None = None) -> Analysis:
    """Board ``board`` of the PBN ``text`` analysed card by card; ``deals`` consistent deals for each card's
    P(odd trick) under ``model`` (0: none drawn), each card's from a stream of its own spawned from ``seed``,
    in batches on ``executor`` (default this process; the figures do not depend on it).  The whole play is checked before any work: one-line
    ``ValueError`` for a missing board or deal, a bridge contract, a card not in the hand it comes from, a
    revoke or a trick out of turn."""
    the_game = get_game(game)
    check_hand_game(the_game)
    if deals < 0:
        raise ValueError(f"--deals {deals} is not allowed; give 0 (no odds) or more")
    chosen = get_model(model)
    pbn_state(text, board, 0, the_game, score)  # the board, deal and contract, in one line each
    tags, lines = next(entry for entry in _boards(text) if entry[0].get("Board", "1") == str(board))
    dealer, trump_letter = tags.get("Dealer", "N"), tags["Contract"][1]
    sequence = _in_order(lines, tags.get("Play", COMPASS[(COMPASS.index(dealer) + 1) % 4]), trump_letter, board)
    if not sequence:
        raise ValueError(f"board {board} has no cards in [Play]; analyse walks a played hand (write it with "
                         f"whist-odds deals --pbn)")
    pbn_state(text, board, len(sequence), the_game, score, finished=True)  # every card: hand, turn, no revoke
    hands = _hands(tags["Deal"])
    _check_cards(hands, sequence, board)
    trump = "CDHS".index(trump_letter)
    full = pbn_state(text, board, 0, the_game, score)
    turn_up = full.position.turn_up
    solved = _card_values(the_game, hands, dealer, trump, turn_up, [card for _, card in sequence])
    streams = as_seed_sequence(seed).spawn(len(sequence)) if deals else []
    steps = []
    for k, (seat, card) in enumerate(sequence):
        if card not in solved[k]:
            raise ValueError(f"board {board}, trick {k // 4 + 1}: {format_card(card)} by {seat} is not a legal "
                             f"card; the legal cards: {' '.join(format_card(c) for c in sorted(solved[k]))}")
        before = after = None
        if deals:
            view = pbn_state(text, board, k, the_game, score)
            before, after = _odd_trick_odds(_own_view(view), chosen.name, card, deals, streams[k], executor)
        steps.append(CardPlayed(k // 4 + 1, seat, card, solved[k], before, after))
    return Analysis(board, hands, dealer, trump, turn_up, chosen.name, deals, tuple(steps))


def _hands(deal: str) -> dict[str, tuple[int, ...]]:
    first, text = deal.split(":", 1)
    hands = {}
    for k, hand in enumerate(text.split()):
        seat = COMPASS[(COMPASS.index(first) + k) % 4]
        hands[seat] = tuple(make_card(3 - s, _RANKS.index(r) + 2) for s, ranks in enumerate(hand.split("."))
                            for r in ranks)
    return hands


def _check_cards(hands: dict[str, tuple[int, ...]], sequence: list[tuple[str, int]], board: int) -> None:
    """Each card played from the hand it was dealt to, once, following suit when that hand can."""
    held = {seat: set(cards) for seat, cards in hands.items()}
    for k, (seat, card) in enumerate(sequence):
        where = f"board {board}, trick {k // 4 + 1}: {format_card(card)} by {seat}"
        if card not in held[seat]:
            dealt = card in hands[seat]
            raise ValueError(f"{where} is {'played twice' if dealt else 'not in the hand'}; a card of "
                             f"{seat}'s hand not yet played is allowed")
        if k % 4:
            led = sequence[k - k % 4][1] // 13
            if card // 13 != led and any(c // 13 == led for c in held[seat]):
                raise ValueError(f"{where} is a revoke: {seat} holds {SUIT_NAMES[led]}, the suit led; follow suit")
        held[seat].discard(card)


def _card_values(game: GameDefinition, hands: dict[str, tuple[int, ...]], dealer: str, trump: int,
                 turn_up: int | None, played: list[int]) -> list[dict[int, int]]:
    """Before each card of ``played``, every legal card's double-dummy tricks for the side to move."""
    from whistodds.simulations.play.double_dummy_cards import card_values

    codes = np.array([[hands[seat] for seat in COMPASS]], np.uint8)
    dealer_index = COMPASS.index(dealer)
    up = turn_up if turn_up is not None else max(c for c in hands[dealer] if c // 13 == trump) \
        if any(c // 13 == trump for c in hands[dealer]) else 0
    deals = Deals(game, codes, np.zeros((1, 0), np.uint8), np.array([up], np.uint8), np.array([trump], np.uint8),
                  np.array([dealer_index], np.uint8))
    return [card_values(deals, np.array([played[:k]], np.uint8).reshape(1, k))[0] for k in range(len(played))]


def _own_view(state: GameState) -> GameState:
    """The same moment seen by the player to move alone: his hand and the cards played, the others unknown."""
    return check_play(state.game, state.position.known[0], state.played, state.dealer, state.trump,
                      state.position.turn_up, state.score)


def _odd_trick_odds(state: GameState, model: str, card: int, deals: int, seed: np.random.SeedSequence,
                    executor: Executor | None) -> tuple[Estimate, Estimate]:
    """P(our side takes the odd trick) over ``deals`` deals consistent with ``state``: the model playing on
    (before), and ``card`` played now, then the model (after), on the same deals, in batches on ``executor``
    (double dummy: one solve a deal gives the best card and the card played)."""
    counted = run_tally(state, model, deals, seed, tables=value_tables(state, model), cards=(card,),
                        executor=executor)
    if counted.position is None or counted.cards is None:
        raise ValueError("the tally has no counts of the position and the card")  # pragma: no cover - asked for
    need = odd_trick(state.game.cards_per_hand)
    return (Estimate.proportion(int(counted.position[need:].sum()), deals),
            Estimate.proportion(int(counted.cards[0, need:].sum()), deals))

