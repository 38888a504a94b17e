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
from whistodds.odds.positions.play_so_far import GameState, check_play

COMPASS = "NESW"
_TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]\s*$')
_RANKS = "23456789TJQKA"
EXAMPLE = """[Board "1"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Contract "1S"]
[Play "E"]
HA DA CA SA
"""  # a board of one trick played, for the examples


def read_boards(text: str) -> list[tuple[dict[str, str], list[str]]]:
    """Each board's tags and the lines of its ``[Play]`` section."""
    boards: list[tuple[dict[str, str], list[str]]] = []
    tags: dict[str, str] = {}
    play: list[str] = []
    in_play = False
    for line in text.splitlines() + [""]:
        line = line.strip()
        if line.startswith("%") or line.startswith(";"):
            continue
        match = _TAG.match(line)
        if match:
            tags[match.group(1)] = match.group(2)
            in_play = match.group(1) == "Play"
        elif line and in_play and not line.startswith("*"):
            play.append(line)
        elif not line and tags:  # an empty line ends a board
            boards.append((tags, play))
            tags, play, in_play = {}, [], False
    return boards


def _card(text: str, board: int) -> int:
    if len(text) != 2 or text[0] not in "CDHS" or text[1] not in _RANKS:
        raise ValueError(f"board {board}: card {text!r} in [Play] is not allowed; write suit then rank, e.g. SA, HT")
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
    tags, play = find_board(read_boards(text), board)
    return board_state(tags, play, board, after, game, score, finished=finished, where=where)


def find_board(boards: list[tuple[dict[str, str], list[str]]], board: int) -> tuple[dict[str, str], list[str]]:
    """The tags and ``[Play]`` lines of board ``board`` among ``boards`` (as :func:`read_boards` reads them: a board
    without a ``[Board]`` tag is board 1); a one-line error naming the boards there are when it is missing."""
    found = [entry for entry in boards if entry[0].get("Board", "1") == str(board)]
    if not found:
        raise ValueError(f"board {board} is not in the PBN file; its boards: "
                         f"{', '.join(tags.get('Board', '?') for tags, _ in boards) or 'none'}")
    return found[0]


def board_state(tags: dict[str, str], play: list[str], board: int, after: int = 0,
                game: GameDefinition = LONG_WHIST, score: tuple[int, int] = (0, 0), *, finished: bool = False,
                where: str | None = None) -> GameState:
    """:func:`pbn_state` of a board already read: its ``tags`` and ``[Play]`` lines; every card of ``[Play]``
    checked (:func:`check_cards`), a fault named from ``where`` (default ``board N, [Play]``)."""
    check_board_score(game, score)
    deal = tags.get("Deal")
    if not deal or ":" not in deal or deal.split(":")[0] not in COMPASS:
        raise ValueError(f"board {board} has no [Deal] tag of four hands, e.g. [Deal \"N:AKQ.T98.765.432 ...\"]")
    contract = tags.get("Contract", "")
    if not re.fullmatch(r"1[CDHS]", contract):
        raise ValueError(f"board {board}: [Contract \"{contract}\"] is not allowed; whist names trumps as a one-level "
                         f"contract in a suit (1C 1D 1H 1S), not a contract of bridge scoring")
    dealer = tags.get("Dealer", "N")
    if dealer not in COMPASS:
        raise ValueError(f"board {board}: [Dealer \"{dealer}\"] is not allowed; use N, E, S or W")
    first, hands_text = deal.split(":", 1)
    if len(hands_text.split()) != 4:
        raise ValueError(f"board {board}: [Deal] gives {len(hands_text.split())} hands; give four, e.g. "
                         f"[Deal \"N:AKQ.T98.765.432 ...\"]")
    hands: dict[str, list[int]] = {}
    for k, hand in enumerate(hands_text.split()):
        seat = COMPASS[(COMPASS.index(first) + k) % 4]
        suits = hand.split(".")
        if len(suits) != 4:
            raise ValueError(f"board {board}: hand {hand!r} in [Deal] is not four suits S.H.D.C")
        if any(r not in _RANKS for r in hand.replace(".", "")):
            raise ValueError(f"board {board}: hand {hand!r} in [Deal] is not allowed; give ranks 23456789TJQKA")
        hands[seat] = [make_card(3 - s, _RANKS.index(r) + 2) for s, ranks in enumerate(suits) for r in ranks]
        if len(hands[seat]) != game.cards_per_player:
            raise ValueError(f"board {board}: [Deal] gives {seat} {len(hands[seat])} cards; each hand holds "
                             f"{game.cards_per_player}")
    twice = sorted({card for cards in hands.values() for card in cards
                    if sum(card in other for other in hands.values()) > 1})
    if twice:
        raise ValueError(f"board {board}: [Deal] deals {format_card(twice[0])} twice; each card is dealt once")
    eldest = COMPASS[(COMPASS.index(dealer) + 1) % 4]
    leader = tags.get("Play", eldest)
    if leader != eldest:  # in whist the eldest hand, the dealer's left, leads the first trick
        raise ValueError(f"board {board}: [Play \"{leader}\"] is not allowed; the eldest hand leads the first "
                         f"trick, {eldest} (the dealer is {dealer})")
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
    turn_up = parse_card(noted.group(1)) if noted else None
    ours = score if mover in "NS" else (score[1], score[0])  # the mover's side's first
    state = check_play(game, me, tuple((view[seat], card) for seat, card in played), view[dealer],
                       "CDHS".index(contract[1]), turn_up, ours, known, finished=finished)
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
    >>> check_cards(hands, [("E", 25)], "--played")
    Traceback (most recent call last):
    ValueError: --played trick 1: AD by E is not in the hand; a card of E's hand not yet played is allowed
    """
    held = {seat: set(cards) for seat, cards in hands.items()}
    for k, (seat, card) in enumerate(sequence):
        at = f"{where} trick {k // 4 + 1}: {format_card(card)} by {seat}"
        if card not in held[seat]:
            dealt = card in hands[seat]
            raise ValueError(f"{at} is {'played twice' if dealt else 'not in the hand'}; a card of "
                             f"{seat}'s hand not yet played is allowed")
        if k % 4:
            led = sequence[k - k % 4][1] // 13
            if card // 13 != led and any(c // 13 == led for c in held[seat]):
                raise ValueError(f"{at} is a revoke: {seat} holds {SUIT_NAMES[led]}, the suit led; follow suit")
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
    """The ``[Play]`` lines (a trick a line, in seat order from the opening leader) in order of play."""
    sequence: list[tuple[str, int]] = []
    opening = COMPASS.index(leader)
    lead = leader
    for line in play:
        cards = [(COMPASS[(opening + k) % 4], text) for k, text in enumerate(line.split()) if text != "-"]
        by_seat = {seat: _card(text, board) for seat, text in cards}
        order = [COMPASS[(COMPASS.index(lead) + k) % 4] for k in range(4)]
        trick = [(seat, by_seat[seat]) for seat in order if seat in by_seat]
        sequence.extend(trick)
        if len(trick) == 4:
            lead = trick_winner(trick, trump)
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
