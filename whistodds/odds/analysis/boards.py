"""The played boards of a PBN file that ``whist-odds analyse`` walks, each read and checked before any work:
every board with cards in its ``[Play]`` (in file order), or the boards named; the others are skipped.

A board is checked whole: its ``[Deal]`` (four hands of thirteen cards, each card dealt once), its
``[Contract]`` (a one-level contract naming trumps), its ``[Dealer]`` and every card of its ``[Play]`` (from
the hand it was dealt to, once, in turn, following suit).  A fault is one ``ValueError`` line naming the line
of the file, the board and the tag; the text itself is read whole first (:func:`~whistodds.odds.pbn_text.read_pbn`).

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
... [Contract "1S"]
... [Play "E"]
... HA DA CA S2
...
... [Board "2"]
... [Dealer "N"]
... [Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
... [Contract "1S"]
... '''
>>> played = read_played_boards(text)
>>> [board.board for board in played.boards], played.skipped, played.cards
([1], ('2',), 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whistodds.games.cards import make_card
from whistodds.games.definition import GameDefinition
from whistodds.games.families.whist import LONG_WHIST
from whistodds.odds.positions.pbn import (COMPASS, board_number, board_state, check_board_score, find_board,
                                         in_order)
from whistodds.odds.pbn_text import BoardFault, PbnBoard, named_few, read_pbn, tag_shown
from whistodds.odds.positions.play_so_far import check_hand_game

_RANKS = "23456789TJQKA"
PLAY_HINT = "analyse walks played hands (write them with whist-odds deals --pbn)"


@dataclass(frozen=True)
class PlayedBoard:
    """One board checked: its number, tags and ``[Play]`` lines as read, the hands as dealt (compass letter ->
    card codes), dealer, trumps (suit index), the turn-up (None when not noted) and the cards in order of play
    (compass letter, card code)."""

    board: int
    tags: dict[str, str]
    play: list[str]
    hands: dict[str, tuple[int, ...]]
    dealer: str
    trump: int
    turn_up: int | None
    sequence: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class PlayedBoards:
    """The boards to analyse, checked, in file order; the ``[Board]`` names of those skipped (no cards in
    ``[Play]``; only when no board was named); the game and the score before each hand (North-South's
    first)."""

    boards: tuple[PlayedBoard, ...]
    skipped: tuple[str, ...]
    game: GameDefinition
    score: tuple[int, int]

    @property
    def cards(self) -> int:
        """The cards played on every board: the steps of the walk."""
        return sum(len(board.sequence) for board in self.boards)


def read_played_boards(text: str, boards: Sequence[int] | None = None, game: GameDefinition = LONG_WHIST,
                       score: tuple[int, int] = (0, 0)) -> PlayedBoards:
    """The boards of the PBN ``text`` to analyse, every one checked: ``boards`` (board numbers; kept in file
    order) or, when None, every board with cards in ``[Play]``, the others skipped; ``game`` a four-handed
    whist, ``score`` the score before each hand, North-South's first (each moment takes it from the mover's
    side).

    >>> text = '[Board "3"]\\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\\n'
    >>> read_played_boards(text + '[Contract "1S"]\\n[Play "E"]\\nHA DA CA S2\\n', [3]).boards[0].sequence[:2]
    (('E', 38), ('S', 25))
    >>> read_played_boards(text + '[Contract "3NT"]\\n[Play "E"]\\nHA DA CA S2\\n')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: line 3: board 3: [Contract "3NT"] is not allowed; whist names trumps as a one-level contract ...
    """
    the_game = game
    check_hand_game(the_game)
    check_board_score(the_game, score)
    entries = read_pbn(text)
    skipped: list[str] = []
    chosen: list[tuple[int, PbnBoard]] = []
    if boards is None:
        for entry in entries:
            name = entry.tags.get("Board", "1")
            if not _has_cards(entry.tags, entry.play):
                skipped.append(name)
                continue
            chosen.append((_number(entry), entry))
        if not chosen:
            raise ValueError(f"no board of the PBN file has cards in [Play] (its boards: "
                             f"{named_few(skipped) or 'none'}); {PLAY_HINT}")
    else:
        for number in dict.fromkeys(boards):
            if number < 1:
                raise ValueError(f"board {number} is not allowed; boards are numbered from 1")
            chosen.append((number, find_board(entries, number)))
        order = {id(entry): k for k, entry in enumerate(entries)}
        chosen.sort(key=lambda pair: order[id(pair[1])])
    numbered: dict[int | None, list[PbnBoard]] = {}
    for entry in entries:
        numbered.setdefault(board_number(entry.tags.get("Board", "1")), []).append(entry)
    for number, entry in chosen:
        if len(numbered[number]) > 1:
            first, again = numbered[number][:2]
            raise ValueError(f"line {again.line_of('Board')}: board {number}: "
                             f"{tag_shown('Board', again.tags.get('Board', '1'))} is in the PBN file "
                             f"{len(numbered[number]):,} times (first on line {first.line_of('Board')}); give each "
                             f"board a number of its own")
    checked = tuple(_checked(number, entry, the_game, score) for number, entry in chosen)
    return PlayedBoards(checked, tuple(skipped), the_game, score)


def _has_cards(tags: dict[str, str], play: list[str]) -> bool:
    return "Play" in tags and any(word != "-" for line in play for word in line.split())


def _number(entry: PbnBoard) -> int:
    name = entry.tags.get("Board", "1")
    number = board_number(name)
    if number is None:
        raise ValueError(f"line {entry.line_of('Board')}: {tag_shown('Board', name)} is not allowed; analyse numbers "
                         f"boards 1, 2, 3 ... (a whole number from 1, at most 9 digits)")
    return number


def _checked(board: int, entry: PbnBoard, game: GameDefinition, score: tuple[int, int]) -> PlayedBoard:
    """Board ``board`` checked whole, every fault one line naming the line of the file, the board and the tag."""
    tags, play = entry.tags, entry.play
    try:  # the deal, contract and dealer, then every card in turn, none after showing out: a position's checks
        start = board_state(tags, play, board, 0, game, score)
        dealer, trump_letter = tags.get("Dealer", "N"), tags["Contract"][1]
        sequence = in_order(play, tags.get("Play", COMPASS[(COMPASS.index(dealer) + 1) % 4]), trump_letter, board)
        if sequence:
            board_state(tags, play, board, len(sequence), game, score, finished=True)
    except BoardFault as fault:
        raise entry.located(fault) from None
    if not sequence:
        raise ValueError(f"board {board} has no cards in [Play]; {PLAY_HINT}")
    return PlayedBoard(board, tags, play, _hands(tags["Deal"]), dealer, "CDHS".index(trump_letter),
                       start.position.turn_up, tuple(sequence))


def _hands(deal: str) -> dict[str, tuple[int, ...]]:
    """The four hands of a ``[Deal]`` tag already checked (:func:`board_state`)."""
    first, text = deal.split(":", 1)
    return {COMPASS[(COMPASS.index(first) + k) % 4]: tuple(
        make_card(3 - s, _RANKS.index(r) + 2) for s, ranks in enumerate(hand.split(".")) for r in ranks)
        for k, hand in enumerate(text.split())}
