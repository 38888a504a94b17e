"""A moment of a played hand read from a PBN file (as ``whist-odds deals --pbn`` writes it and endplay reads
it): the board's four hands, dealer, trumps (a one-level contract), the turn-up where its note names it, and
``[Play]``, after its first K cards, seen by the player to move, who knows every hand.

Every card of ``[Play]`` is checked with compass seats (:func:`check_cards`: from the hand it was dealt to,
once, following suit); the score is North-South's first, and the moment takes it from the mover's side.

>>> state = pbn_state(EXAMPLE, board=1, after=2, score=(3, 5))
>>> state.to_move.value, [seat.value for seat, _ in state.played], state.dealer.value, state.compass
('me', ['partner', 'right'], 'left', 'W')
>>> state.score  # W is East-West: theirs first
(5, 3)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from whistodds.games.cards import SUIT_NAMES, format_card, make_card, parse_card
from whistodds.games.position import SEATS, Seat
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.definition import GameDefinition
from whistodds.odds.pbn_text import BoardFault, PbnBoard, named_few, read_pbn, shown, tag_shown
from whistodds.odds.positions.play_so_far import GameState, check_play

COMPASS = "NESW"
_RANKS = "23456789TJQKA"
EXAMPLE = """[Board "1"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Contract "1S"]
[Play "E"]
HA DA CA SA
"""  # a board of one trick played, for the examples


def read_boards(text: str) -> list[tuple[dict[str, str], list[str]]]:
    """Each board's tags and the tricks of its ``[Play]`` section (four tokens a line, a card or ``-``), as
    :func:`~whistodds.odds.pbn_text.read_pbn` reads them: a fault of the text one line naming its line."""
    return [(board.tags, board.play) for board in read_pbn(text)]


def _card(text: str, board: int, trick: int) -> int:
    if len(text) != 2 or text[0] not in "CDHS" or text[1] not in _RANKS:
        raise BoardFault(f"board {board}: card {shown(text)} in [Play] is not allowed; write suit then rank, e.g. "
                         f"SA, HT", "Play", trick)
    return make_card("CDHS".index(text[0]), _RANKS.index(text[1]) + 2)


def decode_pbn(data: bytes) -> str:
    """A PBN file's text: UTF-8 (a byte-order mark dropped) as ``deals --pbn`` writes it, else ISO 8859-1,
    the character set of the PBN standard itself (every byte is a character there, so this never fails).

    >>> decode_pbn('[Event "Zürich"]'.encode("latin-1")), decode_pbn('[Event "Zürich"]'.encode())
    ('[Event "Zürich"]', '[Event "Zürich"]')
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def pbn_state(text: str, board: int = 1, after: int = 0, game: GameDefinition = LONG_WHIST,
              score: tuple[int, int] = (0, 0), *, finished: bool = False, where: str | None = None) -> GameState:
    """The game state of board ``board`` after the first ``after`` cards of its ``[Play]``, from the view of
    the player then to move (every hand known); ``score`` North-South's first (the state's is the mover's
    side's first); one-line errors for a missing board, deal, trump, a card of ``[Play]`` the hand named cannot
    play (named from ``where``, as :func:`board_state`), or a score out of the game."""
    entry = find_board(read_pbn(text), board)
    try:
        return board_state(entry.tags, entry.play, board, after, game, score, finished=finished, where=where)
    except BoardFault as fault:  # a fault of the file names its line; one of --played (where) names that
        raise (fault if where is not None else entry.located(fault)) from None


def board_number(name: str) -> int | None:
    """A ``[Board]`` tag's value as a board number (1 to 999,999,999), or None when it is none.

    >>> board_number("3"), board_number("003"), board_number("3b"), board_number("9" * 5000), board_number("0")
    (3, 3, None, None, None)
    """
    return int(name) if re.fullmatch(r"[0-9]{1,9}", name) and int(name) >= 1 else None


def find_board(boards: list[PbnBoard], board: int) -> PbnBoard:
    """Board ``board`` among ``boards`` (as :func:`~whistodds.odds.pbn_text.read_pbn` reads them: a board
    without a ``[Board]`` tag is board 1); a one-line error naming a few of the boards there are when it is
    missing."""
    found = [entry for entry in boards if board_number(entry.tags.get("Board", "1")) == board]
    if not found:
        unread = next((entry for entry in boards if board_number(entry.tags.get("Board", "1")) is None), None)
        if unread is not None:  # board might be this one: say why it could not be read
            raise ValueError(f"line {unread.line_of('Board')}: {tag_shown('Board', unread.tags['Board'])} is not "
                             f"a board number; number boards 1, 2, 3 ... (a whole number from 1, at most 9 digits)")
        names = [entry.tags.get("Board", "1") for entry in boards]
        raise ValueError(f"board {board} is not in the PBN file; its boards: {named_few(names) or 'none'}")
    return found[0]


def board_state(tags: dict[str, str], play: list[str], board: int, after: int = 0,
                game: GameDefinition = LONG_WHIST, score: tuple[int, int] = (0, 0), *, finished: bool = False,
                where: str | None = None) -> GameState:
    """:func:`pbn_state` of a board already read: its ``tags`` and ``[Play]`` lines; every card of ``[Play]``
    checked (:func:`check_cards`), a fault named from ``where`` (default ``board N, [Play]``).  A fault of the
    board is a :class:`~whistodds.odds.pbn_text.BoardFault` naming its tag (and trick), so that a reader of a
    file can name the line; one of ``after`` or ``score`` a plain ``ValueError``."""
    check_board_score(game, score)
    deal = tags.get("Deal", "")
    if ":" not in deal or deal.split(":")[0] not in COMPASS or len(deal.split(":")[0]) != 1:
        fault = f"{tag_shown('Deal', deal)} is not allowed" if "Deal" in tags else "has no [Deal] tag"
        raise BoardFault(f"board {board} {fault}; give four hands, e.g. [Deal \"N:AKQ.T98.765.432 ...\"]", "Deal")
    contract = tags.get("Contract", "")
    if not re.fullmatch(r"1[CDHS]", contract):
        raise BoardFault(f"board {board}: {tag_shown('Contract', contract)} is not allowed; whist names trumps as a "
                         f"one-level contract in a suit (1C 1D 1H 1S)", "Contract")
    dealer = tags.get("Dealer", "N")
    if dealer not in COMPASS or len(dealer) != 1:
        raise BoardFault(f"board {board}: {tag_shown('Dealer', dealer)} is not allowed; use N, E, S or W", "Dealer")
    first, hands_text = deal.split(":", 1)
    if len(hands_text.split()) != 4:
        raise BoardFault(f"board {board}: [Deal] gives {len(hands_text.split())} hands; give four, e.g. "
                         f"[Deal \"N:AKQ.T98.765.432 ...\"]", "Deal")
    hands: dict[str, list[int]] = {}
    for k, hand in enumerate(hands_text.split()):
        seat = COMPASS[(COMPASS.index(first) + k) % 4]
        suits = hand.split(".")
        if len(suits) != 4:
            raise BoardFault(f"board {board}: hand {shown(hand)} in [Deal] is not four suits S.H.D.C", "Deal")
        if any(r not in _RANKS for r in hand.replace(".", "")):
            raise BoardFault(f"board {board}: hand {shown(hand)} in [Deal] is not allowed; give ranks "
                             f"23456789TJQKA", "Deal")
        hands[seat] = [make_card(3 - s, _RANKS.index(r) + 2) for s, ranks in enumerate(suits) for r in ranks]
        if len(hands[seat]) != game.cards_per_player:
            raise BoardFault(f"board {board}: [Deal] gives {seat} {len(hands[seat])} cards; each hand holds "
                             f"{game.cards_per_player}", "Deal")
    twice = sorted({card for cards in hands.values() for card in cards
                    if sum(card in other for other in hands.values()) > 1})
    if twice:
        raise BoardFault(f"board {board}: [Deal] deals {format_card(twice[0])} twice; each card is dealt once", "Deal")
    eldest = COMPASS[(COMPASS.index(dealer) + 1) % 4]
    leader = tags.get("Play", eldest)
    if leader != eldest:  # in whist the eldest hand, the dealer's left, leads the first trick
        raise BoardFault(f"board {board}: {tag_shown('Play', leader)} is not allowed; the eldest hand leads the first "
                         f"trick, {eldest} (the dealer is {dealer})", "Play")
    sequence = in_order(play, leader, contract[1], board)
    check_cards({seat: tuple(cards) for seat, cards in hands.items()}, sequence,
                f"board {board}, [Play]" if where is None else where)
    if not 0 <= after <= len(sequence):
        raise ValueError(f"--after {after} is not allowed; board {board}'s [Play] has {len(sequence)} cards")
    played = sequence[:after]
    mover = _mover(played, leader, contract[1])
    view = {COMPASS[(COMPASS.index(mover) + k) % 4]: SEATS[k] for k in range(4)}
    current = {seat: [c for c in cards if c not in {card for _, card in played}] for seat, cards in hands.items()}
    known = tuple(frozenset(current[compass]) if seat is not Seat.ME else frozenset()
                  for seat in SEATS for compass in [next(c for c, s in view.items() if s is seat)])
    me = frozenset(current[mover])
    noted = re.search(r"turn-up (\w{2,3})\b", tags.get("Note", ""))  # as whist-odds deals notes it: JD
    try:
        turn_up = parse_card(noted.group(1)) if noted else None
    except ValueError:
        raise BoardFault(f"board {board}: [Note] turn-up {shown(noted.group(1) if noted else '')} is not a card; "
                         f"write it as deals --pbn does, e.g. turn-up JD", "Note") from None
    ours = score if mover in "NS" else (score[1], score[0])  # the mover's side's first
    try:
        state = check_play(game, me, tuple((view[seat], card) for seat, card in played), view[dealer],
                           "CDHS".index(contract[1]), turn_up, ours, known, finished=finished)
    except ValueError as error:  # a fault of a trick or of the turn-up is the board's; others (--after) are not
        trick = re.match(r"trick (\d+):", str(error))
        if trick is None and "turn-up" not in str(error):
            raise
        text = str(error) if where is not None else f"board {board}, [Play] {error}"
        raise BoardFault(text, "Play" if trick else "Note", int(trick.group(1)) - 1 if trick else None) from None
    return replace(state, compass=mover)


def check_board_score(game: GameDefinition, score: tuple[int, int]) -> None:
    """A one-line ``ValueError`` unless ``score`` (North-South's, East-West's) is a score in play of ``game``.

    >>> check_board_score(LONG_WHIST, (3, 10))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: score 3-10 is not allowed: E-W has 10; a game of long-whist in play has 0-9 points a side ...
    """
    if not game.has_score:
        return
    target = game.score_rules.target
    for side, points in zip(("N-S", "E-W"), score):
        if not 0 <= points < target:
            raise ValueError(f"score {score[0]}-{score[1]} is not allowed: {side} has {points}; a game of {game.name} "
                             f"in play has 0-{target - 1} points a side (the game is over at {target})")


def check_cards(hands: Mapping[str, Sequence[int]], sequence: Sequence[tuple[str, int]], where: str) -> None:
    """Each card of ``sequence`` (compass seat, card, in order of play) played from the hand it was dealt to
    (``hands``), once, following suit when that hand can; a fault one line from ``where``, e.g.
    ``board 1, [Play]``, naming the trick and the compass seat.

    >>> hands = {"N": (51,), "E": (38,), "S": (25,), "W": (12,)}
    >>> check_cards(hands, [("E", 25)], "--played")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    whistodds.odds.pbn_text.BoardFault: --played trick 1: AD by E is not in the hand; a card of E's hand not yet ...
    """
    held = {seat: set(cards) for seat, cards in hands.items()}
    for k, (seat, card) in enumerate(sequence):
        at = f"{where} trick {k // 4 + 1}: {format_card(card)} by {seat}"
        if card not in held[seat]:
            dealt = card in hands[seat]
            raise BoardFault(f"{at} is {'played twice' if dealt else 'not in the hand'}; a card of "
                             f"{seat}'s hand not yet played is allowed", "Play", k // 4)
        if k % 4:
            led = sequence[k - k % 4][1] // 13
            if card // 13 != led and any(c // 13 == led for c in held[seat]):
                raise BoardFault(f"{at} is a revoke: {seat} holds {SUIT_NAMES[led]}, the suit led; follow suit",
                                 "Play", k // 4)
        held[seat].discard(card)


def own_view(state: GameState) -> GameState:
    """The same moment seen by the player to move alone: his hand and the cards played, the others unknown.

    >>> seen = own_view(pbn_state(EXAMPLE, after=2))
    >>> len(seen.position.known[0]), len(seen.position.known[1]), seen.compass
    (13, 0, 'W')
    """
    return replace(check_play(state.game, state.position.known[0], state.played, state.dealer, state.trump,
                              state.position.turn_up, state.score), compass=state.compass)


def in_order(play: list[str], leader: str, trump: str, board: int) -> list[tuple[str, int]]:
    """The ``[Play]`` lines (a trick a line, four tokens in seat order from the opening leader, a card or ``-``)
    in order of play: every trick but the last whole, the last's cards those first in turn from its leader; a
    fault a :class:`~whistodds.odds.pbn_text.BoardFault` naming the trick.

    >>> in_order(["HA DA CA S2", "- - - S3"], "E", "S", 1)[3:]  # North's S2 wins the first trick
    [('N', 39), ('N', 40)]
    >>> in_order(["HA DA CA S2", "- - - S3", "- - - S4"], "E", "S", 1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    whistodds.odds.pbn_text.BoardFault: board 1, [Play] trick 3: a card after trick 2, which is not whole; ...
    """
    sequence: list[tuple[str, int]] = []
    opening = COMPASS.index(leader)
    lead = leader
    unfinished: int | None = None
    for number, line in enumerate(play):
        tokens = line.split()
        if len(tokens) > 4:
            raise BoardFault(f"board {board}, [Play] trick {number + 1} has {len(tokens)} cards; a trick has four",
                             "Play", number)
        cards = [(COMPASS[(opening + k) % 4], text) for k, text in enumerate(tokens) if text not in ("-", "+")]
        if not cards:
            unfinished = number if unfinished is None else unfinished
            continue
        if unfinished is not None:
            raise BoardFault(f"board {board}, [Play] trick {number + 1}: a card after trick {unfinished + 1}, which "
                             f"is not whole; every trick before the last has its four cards", "Play", number)
        by_seat = {seat: _card(text, board, number) for seat, text in cards}
        order = [COMPASS[(COMPASS.index(lead) + k) % 4] for k in range(4)]
        if set(order[:len(by_seat)]) != set(by_seat):
            missing = next(seat for seat in order if seat not in by_seat)
            raise BoardFault(f"board {board}, [Play] trick {number + 1}: {lead} leads it, so {missing} plays before "
                             f"{order[len(by_seat)]}; '-' is only for the cards not yet played", "Play", number)
        trick = [(seat, by_seat[seat]) for seat in order[:len(by_seat)]]
        sequence.extend(trick)
        if len(trick) == 4:
            lead = trick_winner(trick, trump)
        else:
            unfinished = number
    return sequence


def trick_winner(trick: list[tuple[str, int]], trump: str) -> str:
    led, trump_suit = trick[0][1] // 13, "CDHS".index(trump)
    return max(trick, key=lambda entry: (entry[1] // 13 == trump_suit) * 32 + (entry[1] // 13 == led) * 16
               + entry[1] % 13)[0]


def _mover(played: list[tuple[str, int]], leader: str, trump: str) -> str:
    lead, trick = leader, []
    for seat, card in played:
        trick.append((seat, card))
        if len(trick) == 4:
            lead, trick = trick_winner(trick, trump), []
    return COMPASS[(COMPASS.index(lead) + len(trick)) % 4]
