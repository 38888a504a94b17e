"""PBN 2.1 text as whistodds reads it (``analyse FILE``, ``position --pbn FILE``): the games (boards), each a set
of tag pairs ``[Name "value"]`` and the lines of its ``[Play]`` section, every fault one line naming its line
number and what is allowed, before any work.

What is read, as PBN 2.1 has it: a game is a run of lines ended by an empty line; a line beginning with ``%``
is an escape (skipped); ``;`` starts a comment to the end of the line and ``{`` one to the next ``}`` (over
lines too), neither inside a tag's quoted value; a tag pair is ``[Name "value"]`` (``\\"`` and ``\\\\`` in the
value), any number on a line, each name once a game (``Note`` as often as wanted), the value ``#`` standing
for the previous game's value of the tag; the lines after ``[Play]``, ``[Auction]`` and a ``...Table`` tag are
its section (those of ``[Play]`` read, the others passed over), any other line is a fault.  Each line of
``[Play]`` is one trick: a card for each of the four players in turn from the player the tag names (suit then
rank, ``SA``, ``HT``, ``C2``, a ``!``/``?`` annotation allowed after it), ``-`` (or ``+``) for a card not
given, ``*`` for the end of the play (after it, nothing); a note ``=1=`` and a ``$1`` annotation are passed
over.  A line of more than four cards, or fewer without ``*``, is a fault (a card is never dropped).

>>> boards = read_pbn('% PBN 2.1\\n[Board "1"] ; the first\\n[Play "E"]\\nSA S2 {led} S3 S8\\nHA =1= - - -\\n')
>>> boards[0].tags, boards[0].play, boards[0].play_lines
({'Board': '1', 'Play': 'E'}, ['SA S2 S3 S8', 'HA - - -'], [4, 5])
>>> read_pbn('[Board "1"]\\n[Play "E"]\\nS4 S2 S3 S8 SA\\n')  # doctest: +ELLIPSIS
Traceback (most recent call last):
ValueError: line 3: a [Play] line of 5 cards; a line is one trick, a card for each player in turn from E ...
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

MAX_SHOWN = 24  # characters of a value from the file shown in a message: every message stays one short line
_LINES = re.compile(r"\r\n|\r|\n")
_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\]|\\.)*)"[ \t]*\]')
_NAME = re.compile(r"\[[ \t]*[A-Za-z0-9_]+")
_OPEN = re.compile(r'\[[ \t]*[A-Za-z0-9_]+[ \t]+"')
_VALUE = re.compile(r'\[[ \t]*[A-Za-z0-9_]+[ \t]+"(?:[^"\\]|\\.)*"')
_TOKEN = re.compile(r"\{[^}]*\}?|;.*|[^\s{;]+")
_CARD = re.compile(r"([SHDC])([AKQJT98765432])(?:[!?]{1,2})?(?:=\d{1,4}=)?")
_PASSED = re.compile(r"=\d{1,4}=|\$\d{1,4}|[!?]{1,2}")  # a note, a numbered annotation, a suffix annotation
_SECTIONS = ("Play", "Auction")  # tags followed by lines of their own (and every ...Table tag)


def shown(value: str, limit: int = MAX_SHOWN) -> str:
    """``value`` quoted for a one-line message, cut when long (a board list, a 5,000-digit number).

    >>> shown("1S"), shown("9" * 5000)
    ("'1S'", "'99999999999999999999999…' (5,000 characters)")
    """
    if len(value) <= limit:
        return repr(value)
    return f"{repr(value[:limit - 1] + '…')} ({len(value):,} characters)"


def tag_shown(name: str, value: str, limit: int = MAX_SHOWN) -> str:
    """A tag as the file writes it, for a one-line message: its value cut when long, its control characters
    escaped.

    >>> tag_shown("Contract", "4S"), tag_shown("Board", "9" * 5000)
    ('[Contract "4S"]', '[Board "99999999999999999999999…"] (5,000 characters)')
    """
    inner = repr(value)[1:-1]
    if len(inner) <= limit:
        return f'[{name[:limit]} "{inner}"]'
    return f'[{name[:limit]} "{inner[:limit - 1]}…"] ({len(value):,} characters)'


def named_few(names: Sequence[str], few: int = 5) -> str:
    """A list named in a message: the first ``few`` and how many more.

    >>> named_few(["1", "2", "3"]), named_few([str(n) for n in range(1, 100_001)])
    ('1, 2, 3', '1, 2, 3, 4, 5 and 99,995 more')
    """
    named = ", ".join(name if len(name) <= 12 else repr(name[:11] + "…") for name in names[:few])
    return named if len(names) <= few else f"{named} and {len(names) - few:,} more"


class BoardFault(ValueError):
    """A fault of one board's tags or play, found after reading (a deal of 14 cards, a revoke): ``tag`` the tag
    at fault, ``trick`` (from 0) the line of ``[Play]`` when it is one trick's; :meth:`PbnBoard.located` names
    the line of the file."""

    def __init__(self, message: str, tag: str, trick: int | None = None) -> None:
        super().__init__(message)
        self.tag = tag
        self.trick = trick


@dataclass
class PbnBoard:
    """One game of a PBN file: its tags (escapes undone, ``#`` resolved; the notes joined by new lines under
    ``Note``), the line of each tag, the tricks of ``[Play]`` (four tokens each, a card or ``-``) and the line of
    each, the line the game begins on."""

    line: int
    tags: dict[str, str] = field(default_factory=dict)
    tag_lines: dict[str, int] = field(default_factory=dict)
    play: list[str] = field(default_factory=list)
    play_lines: list[int] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)

    def line_of(self, tag: str, trick: int | None = None) -> int:
        """The line of ``tag`` (of trick ``trick`` of ``[Play]``); the game's first line when it has none."""
        if tag == "Play" and trick is not None and 0 <= trick < len(self.play_lines):
            return self.play_lines[trick]
        if tag == "Note":
            return next((line for line, text in self.notes if "turn-up" in text), self.tag_lines.get(tag, self.line))
        return self.tag_lines.get(tag, self.line)

    def located(self, fault: BoardFault) -> ValueError:
        """``fault`` as one line naming the line of the file it is on."""
        return ValueError(f"line {self.line_of(fault.tag, fault.trick)}: {fault}")


class _Reader:
    """The state of reading, line by line."""

    def __init__(self) -> None:
        self.boards: list[PbnBoard] = []
        self.board: PbnBoard | None = None
        self.previous: dict[str, str] = {}
        self.section: str | None = None  # "Play", or "other" (lines passed over), or None (no section open)
        self.ended = False  # the [Play] section has had its '*'
        self.comment: int | None = None  # the line a '{' comment still open began on

    def end_game(self) -> None:
        if self.board is not None and self.board.tags:
            self.boards.append(self.board)
            self.previous = self.board.tags
        self.board, self.section, self.ended = None, None, False

    def line(self, number: int, text: str) -> None:
        if self.comment is not None:
            close = text.find("}")
            if close < 0:
                return
            self.comment = None
            text = text[close + 1:]
        elif not text.strip():
            self.end_game()
            return
        elif text.lstrip().startswith("%"):
            return
        rest = text.lstrip()
        while rest.startswith("{"):  # comments before a tag or the cards
            close = rest.find("}")
            if close < 0:
                self.comment = number
                return
            rest = rest[close + 1:].lstrip()
        if not rest or rest.startswith(";"):
            return
        if rest.startswith("["):
            self.tags(number, rest)
        else:
            self.data(number, rest)

    def tags(self, number: int, text: str) -> None:
        position = 0
        while position < len(text):
            if text[position] in " \t":
                position += 1
                continue
            if text[position] == ";":
                return
            if text[position] == "{":
                close = text.find("}", position)
                if close < 0:
                    self.comment = number
                    return
                position = close + 1
                continue
            if text[position] != "[":
                raise ValueError(f"line {number}: {shown(text[position:])} after a tag; a tag pair [Name \"value\"] "
                                 f"is followed on its line by another or by a comment")
            match = _TAG.match(text, position)
            if match is None:
                raise ValueError(f"line {number}: the tag {shown(text[position:])} {_torn(text[position:])}; a tag "
                                 f"pair is written whole on its line: [Name \"value\"]")
            self.tag(number, match.group(1), re.sub(r"\\(.)", r"\1", match.group(2)))
            position = match.end()

    def tag(self, number: int, name: str, value: str) -> None:
        if self.board is None:
            self.board = PbnBoard(number)
        board = self.board
        if name in board.tag_lines and name != "Note":
            raise ValueError(f"line {number}: a second [{name[:MAX_SHOWN]}] tag in a board (the first is on line "
                             f"{board.tag_lines[name]}); a tag is given once a board, an empty line between boards")
        if value == "#" and name in self.previous:  # PBN: the previous game's value
            value = self.previous[name]
        if name == "Note":
            board.notes.append((number, value))
            board.tags["Note"] = "\n".join(text for _, text in board.notes)
            board.tag_lines.setdefault("Note", number)
        else:
            board.tags[name] = value
            board.tag_lines[name] = number
        self.section = "Play" if name == "Play" else "other" if name in _SECTIONS or name.endswith("Table") else None
        self.ended = False

    def data(self, number: int, text: str) -> None:
        if self.section is None:
            raise ValueError(f"line {number}: {shown(text)} is not a tag [Name \"value\"]; outside a [Play] or "
                             f"[Auction] section a line holds tags, a comment or nothing")
        slots: list[str] = []
        ended_here = False
        for token in _TOKEN.findall(text):
            if token.startswith("{"):
                if not token.endswith("}"):
                    self.comment = number
                continue
            if token.startswith(";") or self.section != "Play" or _PASSED.fullmatch(token):
                continue
            if self.ended:
                raise ValueError(f"line {number}: {shown(token)} after '*', the end of the play; nothing but a "
                                 f"comment follows '*' in [Play]")
            card = _CARD.fullmatch(token)
            if token == "*":
                self.ended = ended_here = True
            elif token in ("-", "+"):
                slots.append("-")
            elif card is not None:
                slots.append(card.group(1) + card.group(2))
            else:
                raise ValueError(f"line {number}: {shown(token)} in [Play] is not a card; a card is suit then rank "
                                 f"(SA, HT, C2), '-' a card not given, '*' the end of the play, =1= a note")
        if self.section != "Play" or not (slots or ended_here):
            return
        assert self.board is not None  # a section is open only after its tag
        first = self.board.tags.get("Play", "")[:3]
        if len(slots) > 4 or (len(slots) < 4 and not ended_here):
            raise ValueError(f"line {number}: a [Play] line of {len(slots)} cards; a line is one trick, a card for "
                             f"each player in turn from {first} (the [Play] tag), '-' for a card not played")
        if slots:
            self.board.play.append(" ".join(slots + ["-"] * (4 - len(slots))))
            self.board.play_lines.append(number)


def _torn(text: str) -> str:
    """What a tag that does not read lacks."""
    if not _NAME.match(text):
        return "has no name"
    if not _OPEN.match(text):
        return "has no quoted value"
    if not _VALUE.match(text):
        return "has no closing quote"
    return "has no closing ']'"


def read_pbn(text: str) -> list[PbnBoard]:
    """The games of the PBN ``text`` with their line numbers; a one-line ``ValueError`` (``line N: ...``) for the
    first fault of its form."""
    reader = _Reader()
    lines = _LINES.split(text)
    for number, line in enumerate(lines, start=1):
        reader.line(number, line)
    if reader.comment is not None:
        raise ValueError(f"line {reader.comment}: a comment opened with '{{' is never closed; close it with '}}' "
                         f"(a comment runs from '{{' to '}}', or from ';' to the end of the line)")
    reader.end_game()
    return reader.boards
