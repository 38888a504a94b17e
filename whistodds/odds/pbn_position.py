"""A moment of a played hand read from a PBN file (as ``whist-odds deals --pbn`` writes it and endplay reads
it): the board's four hands, dealer, trumps (a one-level contract), the turn-up where its note names it, and
``[Play]``, after its first K cards, seen by the player to move, who knows every hand.

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
... [Contract "1S"]
... [Play "E"]
... HA DA CA SA
... '''
>>> state = pbn_state(text, board=1, after=2)
>>> state.to_move.value, [seat.value for seat, _ in state.played], state.dealer.value
('me', ['partner', 'right'], 'left')
"""

from __future__ import annotations

import re

from whistodds.games.cards import format_card, make_card, parse_card
from whistodds.games.position import SEATS, Seat
from whistodds.games.whist import LONG_WHIST
from whistodds.games.definition import GameDefinition
from whistodds.odds.play_so_far import GameState, check_play

COMPASS = "NESW"
_TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]\s*$')
_RANKS = "23456789TJQKA"


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


def pbn_state(text: str, board: int = 1, after: int = 0, game: GameDefinition = LONG_WHIST,
              score: tuple[int, int] = (0, 0), *, finished: bool = False) -> GameState:
    """The game state of board ``board`` after the first ``after`` cards of its ``[Play]``, from the view of
    the player then to move (every hand known); one-line errors for a missing board, deal or trump."""
    tags, play = find_board(read_boards(text), board)
    return board_state(tags, play, board, after, game, score, finished=finished)


def find_board(boards: list[tuple[dict[str, str], list[str]]], board: int) -> tuple[dict[str, str], list[str]]:
    """The tags and ``[Play]`` lines of board ``board`` among ``boards`` (as :func:`read_boards` reads them: a board
    without a ``[Board]`` tag is board 1); a one-line error naming the boards there are when it is missing."""
    found = [entry for entry in boards if entry[0].get("Board", "1") == str(board)]
    if not found:
        raise ValueError(f"board {board} is not in the PBN file; its boards: "
                         f"{', '.join(tags.get('Board', '?') for tags, _ in boards) or 'none'}")
    return found[0]


def board_state(tags: dict[str, str], play: list[str], board: int, after: int = 0,
                game: GameDefinition = LONG_WHIST, score: tuple[int, int] = (0, 0), *, finished: bool = False
                ) -> GameState:
    """:func:`pbn_state` of a board already read: its ``tags`` and ``[Play]`` lines."""
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
    leader = tags.get("Play", COMPASS[(COMPASS.index(dealer) + 1) % 4])
    if leader not in COMPASS:
        raise ValueError(f"board {board}: [Play \"{leader}\"] is not allowed; name the opening leader N, E, S or W")
    sequence = in_order(play, leader, contract[1], board)
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
    return check_play(game, me, tuple((view[seat], card) for seat, card in played), view[dealer],
                      "CDHS".index(contract[1]), turn_up, score, known, finished=finished)


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
