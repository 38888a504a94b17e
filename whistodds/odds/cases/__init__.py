"""Cases files: the books' problems and cases, read with the care of a claims file, then judged.

A cases file is CSV (UTF-8, a header row, one case a row).  Every case has ``id``, ``source`` (the book, its
page or rule, and line), ``quote`` (the words of the source, verbatim), ``game`` and the book's ``card``; then
either every hand known -- ``hands`` (a PBN deal string or ``N:... E:... S:... W:...``, the hands held now, any
equal size 1-13, or differing by the current trick's cards given in ``played``), ``trumps`` and ``leader`` (N E S
W, who leads the current trick) -- or a player's view, as ``whist-odds position`` takes it: ``hand`` (the hand of
the player to move, me South), ``dealer``, ``played``, ``known``, ``score``, ``trumps``, ``turn_up`` and an
optional ``model``.  Optional in both: ``tricks``, the book's stated result for the side to play (from the
current trick on, after its card, both sides playing their best thereafter), and ``note`` (how the position
was set where the source gives no whole hand).  No other column is allowed.

Every bad row is listed, one line each naming the row and column, before any work (:class:`CasesFileError`,
exit 2 from the command line): hands of different sizes with no trick in progress, a card twice, a book's
card not in the hand of the side to play or not legal, a case with no consistent deal, an unknown column.

>>> cases = read_cases("mine.csv", text="id,source,quote,game,hands,trumps,leader,card\\n"
...                    "A,me,,long,N:A... .A.. ..A. ...A,spades,N,AS\\n")
>>> cases[0].id, cases[0].ending is not None, format_card(cases[0].card)
('A', True, 'AS')
>>> read_cases("mine.csv", text="id,source,quote,game,hands,trumps,leader,card,page\\n"
...            "A,me,,long,N:A... .A.. ..A. ...A,spades,N,KS,3\\n")
Traceback (most recent call last):
whistodds.odds.cases.CasesFileError: mine.csv: 1 problem(s); nothing was computed
mine.csv: the header names the column page, which a cases file does not have; its columns: id, source, quote, game, hands, trumps, leader, played, hand, dealer, known, score, turn_up, model, card, tricks, note
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from whistodds.games.cards import format_card, parse_card
from whistodds.games.definition import GameDefinition
from whistodds.simulations.play.models import PlayModel
from whistodds.odds.positions.ending import Ending, read_ending
from whistodds.odds.positions.play_so_far import GameState
from whistodds.user_files import read_user_file
from whistodds.odds.claims import read_checked_rows

REQUIRED = ("id", "source", "quote", "game", "card")
HANDS_COLUMNS = ("hands", "trumps", "leader", "played")
VIEW_COLUMNS = ("hand", "dealer", "played", "known", "score", "trumps", "turn_up", "model")
COLUMNS = ("id", "source", "quote", "game", "hands", "trumps", "leader", "played", "hand", "dealer", "known",
           "score", "turn_up", "model", "card", "tricks", "note")


class CasesFileError(ValueError):
    """A cases file that cannot be judged: every problem found, one a line."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


@dataclass(frozen=True)
class Case:
    """One checked row: every hand known (``ending``) or a player's view (``state``, judged under ``model``)."""

    row: int
    id: str
    source: str
    quote: str
    game: str
    card: int
    tricks: int | None
    note: str
    ending: Ending | None = None
    state: GameState | None = None
    model: PlayModel | None = None
    hands_text: str = ""

    @property
    def mover(self) -> str:
        """Who plays the book's card: a compass seat (every hand known) or ``me`` (a player's view)."""
        return self.ending.to_move if self.ending is not None else "me"


def _check_row(number: int | str, row: dict[str, str], seen: dict[str, int]) -> tuple[Case | None, list[str]]:
    from whistodds.games.registry import get_game
    from whistodds.odds.positions.cards import legal_cards

    problems: list[str] = []
    ident = row.get("id", "").strip()

    def bad(column: str, value: str, allowed: str) -> None:
        problems.append(f"row {number}, id {ident or '(none)'}: {column} {value[:80]!r} is not allowed; {allowed}")

    def cell(column: str) -> str:
        return " ".join(row.get(column, "").split())

    if not ident:
        bad("id", "", "give each case a label")
    elif ident in seen:
        bad("id", ident, f"ids must be unique (row {seen[ident]} has it too)")
    game = None
    try:
        game = get_game(cell("game") or "long")
    except ValueError as error:
        bad("game", cell("game"), str(error))
    card: int | None = None
    try:
        card = parse_card(cell("card"))
    except ValueError:
        bad("card", cell("card"), "the book's card, rank then suit, e.g. AS, 10H")
    tricks: int | None = None
    if cell("tricks"):
        if not cell("tricks").isdigit() or int(cell("tricks")) > 13:
            bad("tricks", cell("tricks"), "the book's stated tricks for the side to play, a whole number 0-13")
        else:
            tricks = int(cell("tricks"))
    ending = state = None
    model = None
    if cell("hands") and game is not None and game.players != 4:
        bad("game", cell("game"), f"{game.name} is played with {game.players} hands, and a case with every hand "
            f"known (hands) has four (N E S W): name a game of four, one of {', '.join(four_handed_games())}")
    elif cell("hands"):
        for column in VIEW_COLUMNS:
            if column not in HANDS_COLUMNS and cell(column):
                bad(column, cell(column), "leave it empty where every hand is known (hands)")
        try:
            ending = read_ending(cell("hands"), cell("trumps") or "?", cell("leader") or None, cell("played"),
                                 where="hands")
        except ValueError as error:
            text = str(error)
            column = ("trumps" if text.startswith("suit") else "leader" if text.startswith("--leader") or
                      "who leads" in text else "played" if text.startswith("--played") else "hands")
            problems.append(f"row {number}, id {ident or '(none)'}: {column}: {text.removeprefix('hands: ')}")
        if ending is not None and card is not None:
            if card not in ending.hands[ending.to_move]:
                bad("card", cell("card"), f"it is {ending.to_move} to play, who holds "
                    f"{' '.join(format_card(c) for c in sorted(ending.hands[ending.to_move], reverse=True))}")
            elif card not in ending.legal_cards():
                bad("card", cell("card"), f"{ending.to_move} must follow suit: "
                    f"{' '.join(format_card(c) for c in ending.legal_cards())}")
            if tricks is not None and tricks > ending.size:
                bad("tricks", cell("tricks"), f"the side to play takes 0-{ending.size} tricks from here")
    elif cell("hand"):
        if cell("leader"):
            bad("leader", cell("leader"), "in a player's view the dealer decides who leads; leave it empty")
        try:
            state = _view_state(row, game)
        except ValueError as error:
            problems.append(f"row {number}, id {ident or '(none)'}: {error}")
        if cell("model"):
            from whistodds.simulations.play.models import get_model

            try:
                model = get_model(cell("model"))
            except ValueError as error:
                bad("model", cell("model"), str(error))
        if state is not None and card is not None:
            try:
                legal = legal_cards(state)
            except ValueError as error:
                bad("played", cell("played"), str(error))
                legal = ()
            if legal and card not in state.position.hand:
                bad("card", cell("card"), f"the player to move holds "
                    f"{' '.join(format_card(c) for c in sorted(state.position.hand, reverse=True))}")
            elif legal and card not in legal:
                bad("card", cell("card"), f"the player to move must follow suit: "
                    f"{' '.join(format_card(c) for c in legal)}")
    else:
        bad("hands", "", "give every hand (hands, trumps, leader) or a player's view (hand, dealer, trumps, ...)")
    if problems or card is None or game is None:
        return None, problems
    return Case(int(str(number).split()[0]), ident, cell("source"), row.get("quote", "").strip(), game.name, card,
                tricks, cell("note"), ending, state, model, cell("hands")), []


def four_handed_games() -> tuple[str, ...]:
    """The registered games of four hands (without their variants), which a case with every hand known may name.

    >>> "long-whist" in four_handed_games(), "gleek" in four_handed_games()
    (True, False)
    """
    from whistodds.games.registry import all_games

    return tuple(game.name for game in all_games() if game.players == 4 and "(" not in game.name)


def _view_state(row: dict[str, str], game: GameDefinition | None) -> GameState:
    """A player's view as ``whist-odds position`` reads it; a fault names its column; a position no deal can
    fit (a dealer who must turn up a trump he cannot hold, cards known in too many places) refused here."""
    from whistodds.games.registry import get_game
    from whistodds.odds.positions.draw import draw
    from whistodds.odds.positions.play_so_far import game_state

    def cell(column: str) -> str:
        return " ".join(row.get(column, "").split())

    score = (0, 0)
    if cell("score"):
        parts = cell("score").replace(" ", "").split("-")
        if len(parts) != 2 or not all(part.isdigit() and len(part) <= 2 for part in parts):
            raise ValueError(f"score {cell('score')!r} is not allowed; write ours first, e.g. 5-3")
        score = (int(parts[0]), int(parts[1]))
    known = tuple(part.strip() for part in cell("known").split("|") if part.strip())
    try:
        state = game_state(hand=cell("hand"), trumps=cell("trumps") or None, dealer=cell("dealer") or "me",
                           played=cell("played"), score=score, turn_up=cell("turn_up") or None, known=known,
                           game=get_game(game if game is not None else "long"))
    except ValueError as error:
        text = str(error)
        column = ("played" if "trick" in text or "played" in text else "turn_up" if "turn-up" in text
                  else "known" if "known" in text else "dealer" if "seat" in text else "trumps"
                  if "suit" in text or "trumps" in text else "hand")
        raise ValueError(f"{column}: {text}") from None
    try:
        draw(state, 1, 0)
    except ValueError as error:
        raise ValueError(f"hand: no deal is consistent with this view ({error})") from None
    return state


def read_cases(source: str | Path, *, text: str | None = None) -> list[Case]:
    """Every case of a cases file, checked whole first: a :class:`CasesFileError` lists every bad row (row
    number, id, column, the value and what is allowed) before anything is computed."""
    name = str(source)
    if text is None:
        data = read_user_file(source, "the cases file")  # a regular file only: a FIFO never blocks
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ValueError(f"the cases file {name!r} is not UTF-8 text; save it as UTF-8 CSV") from None
    if not text.strip():
        raise ValueError(f"the cases file {name!r} is empty; it needs a header row and one case a row")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ValueError(f"the cases file {name!r} is not a CSV text file (a NUL character on line {line})")
    reader = csv.DictReader(io.StringIO(text, newline=None))
    try:
        fieldnames = reader.fieldnames or []
    except csv.Error as error:
        raise ValueError(f"the cases file {name!r}: the header row cannot be read ({error})") from None
    header = [column.strip().lower() for column in fieldnames]
    head_problems = []
    repeated = sorted({column for column in header if header.count(column) > 1 and column})
    if repeated:
        head_problems.append(f"{name}: the header names the column {', '.join(repeated)} more than once; give "
                             f"each column once")
    for column in header:
        if column not in COLUMNS:
            head_problems.append(f"{name}: the header names the column {column[:40] or '(empty)'}, which a cases "
                                 f"file does not have; its columns: {', '.join(COLUMNS)}")
    missing = [column for column in REQUIRED if column not in header]
    if missing:
        head_problems.append(f"{name}: the header has no column {', '.join(missing)}; every case has "
                             f"{', '.join(REQUIRED)}")
    if head_problems:
        raise CasesFileError([f"{name}: {len(head_problems)} problem(s); nothing was computed", *head_problems])
    reader.fieldnames = header
    cases = read_checked_rows(reader, _check_row, name, CasesFileError)
    if not cases:
        raise ValueError(f"the cases file {name!r} has a header but no cases")
    return cases


def shipped_cases_path(name: str = "books") -> Path:
    """A cases file shipped with the package, by name.

    >>> shipped_cases_path().name
    'books.csv'
    """
    from whistodds.package_data import data_listed, data_path

    if not data_listed("odds", "data", "cases", f"{name}.csv"):
        raise ValueError(f"no shipped cases file {name!r}")
    return data_path("odds", "data", "cases", f"{name}.csv")
