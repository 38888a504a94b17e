"""Played hands analysed card by card: the ``[Play]`` of the boards of a PBN file (as ``whist-odds deals --pbn``
writes it and endplay reads it) walked in order of play, board by board.

At each card played: the double-dummy value of every legal card of the player to move (his side's tricks from
the current trick on, the current trick included, all four hands open: DDS's SolveBoard through endplay), how
many tricks the card he played gave up against the best (``lost``), and P(his side takes the odd trick) from
his own view -- his hand and the cards played, the other hands unknown -- before he plays (the rest played by
the model, his own card too) and after (the card he played, then the model), on the same consistent deals,
each with its 95% interval.  Each board's deals come from a seed of its own (:func:`board_seed`), so that a
board's figures do not depend on the other boards walked with it.

>>> analysis = analyse_board(EXAMPLE, deals=0)
>>> [(step.seat, format_card(step.played), step.values[step.played], step.lost) for step in analysis.steps[:4]]
[('E', 'AH', 0, 0), ('S', 'AD', 13, 0), ('W', 'AC', 0, 0), ('N', '2S', 13, 0)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import format_card
from whistodds.games.contexts import odd_trick
from whistodds.games.definition import GameDefinition
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.positions.pbn import COMPASS, board_state, own_view, trick_winner
from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.analysis.boards import PlayedBoard, PlayedBoards, read_played_boards
from whistodds.odds.positions.batches import run_tally
from whistodds.odds.positions.figures import certain, flat
from whistodds.odds.positions.play import value_tables
from whistodds.simulations.dealing import Deals
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model
from whistodds.simulations.seeding import SeedLike, as_seed_sequence

DEFAULT_DEALS = 1_000  # deals drawn for each card's P(odd trick): its 95% interval is at most about +-0.03
DEFAULT_SOLVED_DEALS = 100  # under double-dummy each deal is solved (52 cards x 100 deals: about 5,200 solves)
ROW_KEYS = ("board", "trick", "seat", "played", "card", "tricks", "lost")
EXAMPLE = """[Board "1"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Contract "1S"]
[Play "E"]
HA DA CA S2
H2 D2 C2 SA
"""  # a board of two tricks played, for the examples


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
    """A board's play analysed: its number, hands as dealt (compass letter -> card codes), dealer, trumps, the
    turn-up (None when not noted), the model and deals of the P(odd trick) figures, and each card played."""

    board: int
    hands: dict[str, tuple[int, ...]]
    dealer: str
    trump: int
    turn_up: int | None
    model: str
    deals: int
    steps: tuple[CardPlayed, ...]

    @property
    def won(self) -> tuple[int, int]:
        """The tricks North-South and East-West took in the play, over the tricks played out.

        >>> analyse_board(EXAMPLE, deals=0).won
        (2, 0)
        """
        taken = [0, 0]
        for start in range(0, len(self.steps) - len(self.steps) % 4, 4):
            trick = [(step.seat, step.played) for step in self.steps[start:start + 4]]
            taken[COMPASS.index(trick_winner(trick, "CDHS"[self.trump])) % 2] += 1
        return taken[0], taken[1]

    @property
    def lost_by_side(self) -> tuple[int, int]:
        """The tricks North-South's cards and East-West's gave up, double dummy, over the play.

        >>> analyse_board(EXAMPLE, deals=0).lost_by_side
        (0, 0)
        """
        given = [0, 0]
        for step in self.steps:
            given[COMPASS.index(step.seat) % 2] += step.lost
        return given[0], given[1]

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


def analyse_board(text: str, board: int = 1, game: GameDefinition = LONG_WHIST,
                  score: tuple[int, int] = (0, 0), model: PlayModel | None = None, deals: int = DEFAULT_DEALS,
                  seed: SeedLike = None, executor: Executor | None = None) -> Analysis:
    """Board ``board`` of the PBN ``text`` analysed card by card (:func:`analyse_boards` of that board alone:
    the same figures as that board's among others); ``game``, ``score``, ``model``, ``deals``, ``seed`` and
    ``executor`` as there.

    >>> analyse_board(EXAMPLE, 1, deals=0).won
    (2, 0)
    """
    return analyse_boards(text, [board], game, score, model, deals, seed, executor=executor)[0]


def analyse_boards(text: str, boards: Sequence[int] | None = None, game: GameDefinition = LONG_WHIST,
                   score: tuple[int, int] = (0, 0), model: PlayModel | None = None, deals: int = DEFAULT_DEALS,
                   seed: SeedLike = None, progress: Callable[[int], None] | None = None,
                   executor: Executor | None = None) -> list[Analysis]:
    """The boards ``boards`` of the PBN ``text`` (None: every board with cards in ``[Play]``; in file order)
    analysed card by card, under ``game`` from the score ``score`` (North-South's first; each card's
    moment takes it from the mover's side); ``deals`` consistent deals for
    each card's P(odd trick) under ``model`` (0: none drawn), from a seed of each board's own, derived from
    ``seed`` and its number (:func:`board_seed`), a stream a card spawned from it, in batches on ``executor``
    (default this process; the figures do not depend on it); ``progress(1)`` after each card.  Every board is checked
    before any work (:func:`~whistodds.odds.analysis.boards.read_played_boards`): one-line ``ValueError``.

    >>> [(analysis.board, len(analysis.steps)) for analysis in analyse_boards(EXAMPLE, deals=0)]
    [(1, 8)]
    """
    chosen = _check_run(model, deals)
    return analyse_played(read_played_boards(text, boards, game, score), chosen, deals, seed, progress, executor)


def analyse_played(played: PlayedBoards, model: PlayModel | None = None, deals: int = DEFAULT_DEALS,
                   seed: SeedLike = None, progress: Callable[[int], None] | None = None,
                   executor: Executor | None = None) -> list[Analysis]:
    """The boards ``played`` (read and checked) analysed card by card; ``model``, ``deals``, ``seed``,
    ``progress`` and ``executor`` as :func:`analyse_boards`.

    >>> played = read_played_boards(EXAMPLE)
    >>> [step.lost for step in analyse_played(played, deals=0)[0].steps]
    [0, 0, 0, 0, 0, 0, 0, 0]
    """
    chosen = _check_run(model, deals)
    root = as_seed_sequence(seed)
    return [_walk(board, played, chosen, deals, board_seed(root, board.board), progress, executor)
            for board in played.boards]


def board_seed(seed: SeedLike, board: int) -> np.random.SeedSequence:
    """The seed of board ``board``'s figures in a run of seed ``seed``: the same whichever other boards the run
    walks.

    >>> board_seed(5, 2).generate_state(1) == board_seed(np.random.SeedSequence(5), 2).generate_state(1)
    array([ True])
    """
    root = as_seed_sequence(seed)
    return np.random.SeedSequence(root.entropy, spawn_key=(*root.spawn_key, board))


def _check_run(model: PlayModel | None, deals: int) -> PlayModel:
    """The model that plays on (None: :data:`DEFAULT_MODEL`), once the deals are checked."""
    if deals < 0:
        raise ValueError(f"--deals {deals} is not allowed; give 0 (no odds) or more")
    return get_model(DEFAULT_MODEL) if model is None else model


def _walk(board: PlayedBoard, played: PlayedBoards, model: PlayModel, deals: int, seed: np.random.SeedSequence,
          progress: Callable[[int], None] | None, executor: Executor | None) -> Analysis:
    """One board card by card: each legal card's double-dummy tricks, then P(odd trick) before and after."""
    from whistodds.simulations.play.double_dummy_cards import card_values

    game, score = played.game, played.score
    hands, trump = board.hands, board.trump
    up = board.turn_up if board.turn_up is not None else max(c for c in hands[board.dealer] if c // 13 == trump) \
        if any(c // 13 == trump for c in hands[board.dealer]) else 0
    solver = Deals(game, np.array([[hands[seat] for seat in COMPASS]], np.uint8), np.zeros((1, 0), np.uint8),
                   np.array([up], np.uint8), np.array([trump], np.uint8),
                   np.array([COMPASS.index(board.dealer)], np.uint8))
    cards = [card for _, card in board.sequence]
    streams = seed.spawn(len(cards)) if deals else []
    steps = []
    for k, (seat, card) in enumerate(board.sequence):
        values = card_values(solver, np.array([cards[:k]], np.uint8).reshape(1, k))[0]
        if card not in values:  # the checks before the walk rule this out
            raise ValueError(f"board {board.board}, trick {k // 4 + 1}: {format_card(card)} by {seat} is not a "
                             f"legal card; the legal cards: {' '.join(format_card(c) for c in sorted(values))}")
        before = after = None
        if deals:
            view = board_state(board.tags, board.play, board.board, k, game, score)
            before, after = _odd_trick_odds(own_view(view), model, card, deals, streams[k], executor)
        steps.append(CardPlayed(k // 4 + 1, seat, card, values, before, after))
        if progress is not None:
            progress(1)
    return Analysis(board.board, hands, board.dealer, trump, board.turn_up, model.name, deals, tuple(steps))


def _odd_trick_odds(state: GameState, model: PlayModel, card: int, deals: int, seed: np.random.SeedSequence,
                    executor: Executor | None) -> tuple[Estimate, Estimate]:
    """P(our side takes the odd trick) over ``deals`` deals consistent with ``state``: the model playing on
    (before), and ``card`` played now, then the model (after), on the same deals, in batches on ``executor``
    (double dummy: one solve a deal gives the best card and the card played)."""
    tables = value_tables(state, model)
    counted = run_tally(state, model, deals, seed, tables=tables, cards=(card,), executor=executor)
    if counted.position is None or counted.cards is None:
        raise ValueError("the tally has no counts of the position and the card")  # pragma: no cover - asked for
    need = odd_trick(state.game.cards_per_hand)
    before = Estimate.proportion(int(counted.position[need:].sum()), deals)
    after = Estimate.proportion(int(counted.cards[0, need:].sum()), deals)
    # Exact where every outcome still possible before the card agrees (as position's figures): the outcomes
    # after it are some of those, so they agree too.
    sure = certain(state, tables=tables).odd_trick
    return (before, after) if sure is None else (Estimate.exact(sure), Estimate.exact(sure))
