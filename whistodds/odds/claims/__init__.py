"""Claims files: any historical table of odds, read, checked whole, and set against every model.

A claims file is CSV (UTF-8, a header row, one claim a row) with the columns
``id, source, quote, game, question, score, games, dealer, held, odds`` (any
order; other columns are kept and passed through).  ``question`` is ``game``
(the first side wins the game from ``score``), ``rubber`` (it wins the rubber,
``games`` won so far), ``partner`` (your partner holds the cards ``held``
names), ``deal`` (the first side wins the odd trick in one deal) or ``holding``
(``held`` is a sentence of ``whist-odds holding``, the optional columns ``hand``,
``known``, ``seen``, ``sizes``, ``trumps``, ``turn_up``, ``dealer`` (a seat) and
``shown_out`` give the position, and ``model`` the play model of a sentence with a play in it; see
:mod:`whistodds.odds.claims.holding`) or ``game-length`` (the deals a game lasts).  A ``game-length`` row, or a
holding sentence that asks a mean or a count, has a number as its figure, judged on its own scale
(:mod:`whistodds.odds.claims.figures`).
``dealer`` is who deals next: ``first``, ``second``, ``unknown`` (the mean of
the two) or ``any`` (every reading; the best is reported for the source as a
whole).  ``held`` is ``at-least K of M``, ``exactly K of M`` or ``any K of M``
(both readings), with ``not`` before it for the chance he does not.  ``odds``
are as printed, for the first side, in any form of :mod:`whistodds.odds.printed_odds` (``7 to 4``,
``4 to 1 against``, ``1 in 4``, ``nine times in ten``, ``1/16``, ``25 per cent``, ``evens``, ``ten and a half to
ten``, ``1,827 to 1``, ``a guinea to 14s. 11¼d.``); a qualifier (``about``, ``nearly``, ``rather more than``,
``above``, ``upwards of``, ``full``, ``a small odds``) is kept and read by the verdict.  ``N in M`` is a chance
of N/M unless the figure says ``in favour of`` or the optional ``reading`` column says ``edge`` (Bob Short's
"about 4 in 100": N more in every M staked, odds of M + N to M), or, where neither settles it, the quote's words
do (:mod:`whistodds.odds.claims.said`); both readings are computed and shown.  A figure
the source misprints may be given two readings, ``5 to 6 | 6 to 5``: each is checked and the better one named
(:mod:`whistodds.odds.claims.readings`).

>>> parse_claim_odds("nearly 13 to 4")
(Fraction(13, 17), 'nearly')
>>> parse_claim_odds("about 4 in 100"), parse_claim_odds("about 4 in 100", "edge")
((Fraction(1, 25), 'about'), (Fraction(26, 51), 'about'))
>>> parse_claim_odds("above 2 to 1"), parse_claim_odds("three and a half in the hundred in favour of 8")
((Fraction(2, 3), 'above'), (Fraction(207, 407), None))
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from whistodds.odds.printed_odds import PrintedOdds, read_printed_odds
from whistodds.user_files import read_user_file

if TYPE_CHECKING:
    from whistodds.odds.claims.figures import NumberClaim
    from whistodds.odds.claims.holding import HoldingClaim

COLUMNS = ("id", "source", "quote", "game", "question", "score", "games", "dealer", "held", "odds")
READING_COLUMN = "reading"  # optional: how to read a figure 'N in M' (chance or edge); consumed, not passed through
QUESTIONS = ("game", "rubber", "partner", "deal", "holding", "game-length")
DEALER_WORDS = ("first", "second", "unknown", "any")
DEALER_READINGS = ("first", "second", "unknown")
# Counts and scores are a few digits: the patterns bound them before int() sees them.
HELD_PATTERN = re.compile(r"^(not\s+)?(at-least|exactly|any)\s+(\d{1,6})\s+of\s+(\d{1,6})$")
SCORE_PATTERN = re.compile(r"^\s*(\d{1,6})\s*-\s*(\d{1,6})\s*$")
MAX_CELL = 10_000  # characters in one cell; a claim's longest quote is a few hundred
MAX_PROBLEMS = 50  # problems listed one a line; the rest are counted


class ClaimsFileError(ValueError):
    """A claims file that cannot be checked: every problem found, one a line."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("\n".join(problems))


def parse_claim_odds(text: str, reading: str | None = None) -> tuple[Fraction, str | None]:
    """The probability for the first side meant by odds as printed, and the qualifier before them
    (:func:`~whistodds.odds.printed_odds.read_printed_odds`; ``reading`` as the claims file's column)."""
    printed = read_printed_odds(text, reading)
    return printed.probability, printed.qualifier


@dataclass(frozen=True)
class Claim:
    """One checked row of a claims file."""

    row: int
    id: str
    source: str
    quote: str
    game: str
    question: str
    score: tuple[int, int] | None
    games: tuple[int, int] | None
    dealer: str
    held: tuple[bool, str, int, int] | None  # (not, at-least|exactly|any, K, M)
    odds: str
    probability: Fraction
    qualifier: str | None
    extra: dict[str, str] = field(default_factory=dict)
    holding: HoldingClaim | None = None  # a holding question's sentence and position
    odds_readings: tuple[tuple[str, Fraction, str | None], ...] = ()  # two readings of a misprinted figure
    printed: tuple[PrintedOdds, ...] = ()  # each reading of the odds, read by the grammar of printed odds
    figure_read: tuple[str, ...] = ()  # how each was read, in words: its reading, side of evens, settling words
    number: NumberClaim | None = None  # a figure that is a number: the length of a game, a mean, a count

    @property
    def known_score(self) -> tuple[int, int]:
        """The score the claim is about, or a ``ValueError`` for a claim at none."""
        if self.score is None:
            raise ValueError(f"claim {self.id!r} gives no score")
        return self.score

    @property
    def known_games(self) -> tuple[int, int]:
        """The games won (us, them) a rubber claim is about, or a ``ValueError`` for a claim that gives none."""
        if self.games is None:
            raise ValueError(f"claim {self.id!r} gives no games won")
        return self.games

    @property
    def known_held(self) -> tuple[bool, str, int, int]:
        """What a partner claim says he holds, ``(not, at-least|exactly|any, K, M)``, or a ``ValueError``."""
        if self.held is None:
            raise ValueError(f"claim {self.id!r} gives no holding")
        return self.held

    def dealer_readings(self) -> tuple[str, ...]:
        if self.question == "partner":
            return ("-",)
        return DEALER_READINGS if self.dealer == "any" else (self.dealer,)

    def held_readings(self) -> tuple[str, ...]:
        if self.held is None:
            return ("-",)
        return ("at-least", "exactly") if self.held[1] == "any" else (self.held[1],)


def _pair(text: str) -> tuple[int, int] | None:
    match = SCORE_PATTERN.match(text)
    return (int(match.group(1)), int(match.group(2))) if match else None


def _check_row(number_label: int | str, row: dict[str, str], seen: dict[str, int]) -> tuple[Claim | None, list[str]]:
    from whistodds.games.registry import get_game

    problems: list[str] = []
    ident = (row.get("id") or "").strip()

    def bad(column: str, value: str, allowed: str) -> None:
        problems.append(f"row {number_label}, id {ident or '(none)'}: {column} {value!r} is not allowed; {allowed}")

    if not ident:
        bad("id", "", "give each claim a label")
    elif ident in seen:
        bad("id", ident, f"ids must be unique (row {seen[ident]} has it too)")
    question = (row.get("question") or "").strip().lower()
    if question not in QUESTIONS:
        bad("question", question, f"use {', '.join(QUESTIONS)}")
    game_text = (row.get("game") or "").strip()
    game = None
    if question != "partner" or game_text:
        try:
            game = get_game(game_text or "long")
        except ValueError as error:
            bad("game", game_text, str(error))
    score = games = None
    held = None
    dealer = (row.get("dealer") or "").strip().lower()
    if question in ("game", "rubber", "deal"):
        score_text = (row.get("score") or "").strip()
        if question == "deal" and not score_text:
            score = (0, 0)
        else:
            score = _pair(score_text)
            if score is None:
                bad("score", score_text, "write the first side's score, then the other's, e.g. 5-3")
        if question == "deal" and game is not None and not game.counts_tricks_and_honours:
            bad("game", game_text, "a whist game for the odd trick of one deal")
        elif game is not None and score is not None:
            if not game.has_score or game.n_sides != 2:
                bad("game", game_text, "a game of two sides with a score, for this question")
            elif any(not 0 <= s < game.score_rules.target for s in score):
                bad("score", score_text, f"scores run 0-{game.score_rules.target - 1} while a game of {game.name} is "
                    f"in play")
        if dealer not in DEALER_WORDS:
            bad("dealer", dealer, f"use {', '.join(DEALER_WORDS)}")
    if question == "game-length":
        score_text = (row.get("score") or "").strip() or "0-0"
        score = _pair(score_text)
        if score is None or (game is not None and game.has_score and any(
                not 0 <= s < game.score_rules.target for s in score)):
            bad("score", score_text, "the score the games start from, the first side's first, e.g. 0-0 (the default)")
    from whistodds.odds.claims.figures import asks_number, read_number_claim

    number = None
    if asks_number(row, question) and game is not None:
        try:
            number = read_number_claim(row, question, game)
        except ValueError as error:
            problems.append(f"row {number_label}, id {ident or '(none)'}: {error}")
    if question == "rubber":
        games_text = (row.get("games") or "").strip() or "0-0"
        games = _pair(games_text)
        if games is None or any(g not in (0, 1) for g in games):
            bad("games", games_text, "games won so far, 0 or 1 a side, e.g. 1-0")
        if game is not None and game.rubber is None:
            bad("game", game_text, f"{game.name} has no rubber")
    from whistodds.odds.claims.holding import MODEL_COLUMN, read_holding_claim
    from whistodds.odds.claims.figures import STATISTIC_COLUMN

    holding = None
    if question == "holding" and not asks_number(row, question):
        try:
            holding = read_holding_claim(row, game if game is not None else get_game("long"))
        except ValueError as error:
            problems.append(f"row {number_label}, id {ident or '(none)'}: {error}")
    if question == "partner":
        held_text = " ".join((row.get("held") or "").strip().lower().split())
        match = HELD_PATTERN.match(held_text)
        if match is None:
            bad("held", held_text, "write e.g. 'at-least 1 of 3', 'exactly 2 of 3', 'not any 2 of 3'")
        else:
            held = (bool(match.group(1)), match.group(2), int(match.group(3)), int(match.group(4)))
            try:
                from whistodds.odds.holdings.partner import holding_population

                unseen, hand = holding_population(get_game(game if game is not None else "long"))
            except ValueError as error:
                bad("game", game_text, str(error))
                unseen, hand = 0, 0
            k, m = held[2], held[3]
            if unseen and not (1 <= k <= min(m, hand) and m <= unseen):
                bad("held", held_text, f"K of M with 1 <= K <= M, M at most the {unseen} cards you do not see, "
                    f"and K at most the {hand} in his hand (at least none of them is certain)")
    for column, used in (("games", question == "rubber"), ("held", question in ("partner", "holding")),
                         (MODEL_COLUMN, question == "holding"),
                         ("score", question not in ("partner", "holding")), ("dealer", question != "partner")):
        if not used and (row.get(column) or "").strip() and question in QUESTIONS:
            bad(column, row[column].strip(), f"leave it empty for a {question} question")
    odds_text = (row.get("odds") or "").strip()
    probability, qualifier = Fraction(0), None  # read only when the odds parse
    odds_readings: list[tuple[str, Fraction, str | None]] = []
    printed: list[PrintedOdds] = []
    figure_read: list[str] = []
    if number is not None:  # a number, read with its claim above, not odds
        qualifier = number.figure.qualifier
    elif not asks_number(row, question):
        from whistodds.odds.claims.readings import not_odds, read_odds_cell, split_readings

        try:
            printed, figure_read = read_odds_cell(odds_text, row.get("quote") or "", row.get(READING_COLUMN) or "")
            odds_readings = [(one, odds.probability, odds.qualifier)
                             for one, odds in zip(split_readings(odds_text), printed)]
            probability, qualifier = odds_readings[0][1:]
        except ValueError as error:
            problems.append(f"row {number_label}, id {ident or '(none)'}: odds {odds_text!r} is not allowed: "
                            f"{not_odds(odds_text) or str(error).removeprefix(f'odds {odds_text!r} ')}")
    if problems:
        return None, problems
    extra = {key: value for key, value in row.items()
             if key not in COLUMNS and key not in (READING_COLUMN, MODEL_COLUMN, STATISTIC_COLUMN) and key is not None}
    return Claim(int(str(number_label).split()[0]), ident, (row.get("source") or "").strip(),
                 (row.get("quote") or "").strip(),
                 game.name if game is not None else "", question, score, games, dealer or "-", held, odds_text,
                 probability, qualifier, extra, holding,
                 tuple(odds_readings) if len(odds_readings) > 1 else (), tuple(printed), tuple(figure_read), number), []


def read_claims(source: str | Path, *, text: str | None = None) -> list[Claim]:
    """Every claim of a claims file, checked whole first: a :class:`ClaimsFileError` lists every bad row
    (row number, id, column, the value and what is allowed) before anything is computed.

    Args:
        source: the file's path (or, with ``text``, the name its problems are reported under).
        text: the file's contents, when they are not read from ``source``.

    >>> claims = read_claims(shipped_claims_path("bob-short-1793"))
    >>> claims[0].id, claims[0].game, claims[0].score, claims[0].odds, claims[0].probability
    ('BS-1-0', 'long-whist', (1, 0), '11 to 10', Fraction(11, 21))
    >>> read_claims("mine.csv", text="id,source,quote,game,question,score,games,dealer,held,odds\\n"
    ...             "A,me,,long,game,12-3,,first,,7 to 4\\n")
    Traceback (most recent call last):
    whistodds.odds.claims.ClaimsFileError: mine.csv: 1 problem(s); nothing was computed
    row 2, id A: score '12-3' is not allowed; scores run 0-9 while a game of long-whist is in play
    """
    name = str(source)
    if text is None:
        data = read_user_file(source, "the claims file")  # a regular file only: a FIFO never blocks
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ValueError(f"the claims file {name!r} is not UTF-8 text; save it as UTF-8 CSV") from None
    if not text.strip():
        raise ValueError(f"the claims file {name!r} is empty; it needs a header row and one claim a row")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ValueError(f"the claims file {name!r} is not a CSV text file (a NUL character on line {line})")
    # Any line ending: CR LF, LF, or the bare CR of Excel's "CSV (Macintosh)" (newline=None reads them all).
    reader = csv.DictReader(io.StringIO(text, newline=None))
    try:
        fieldnames = reader.fieldnames or []
    except csv.Error as error:
        raise ValueError(f"the claims file {name!r}: the header row cannot be read ({error})") from None
    header = [column.strip().lower() for column in fieldnames]
    repeated = sorted({column for column in header if header.count(column) > 1 and column})
    if repeated:
        raise ClaimsFileError([f"{name}: the header names the column {', '.join(repeated)} more than once; "
                               f"give each column once"])
    missing = [column for column in COLUMNS if column not in header]
    if missing:
        raise ClaimsFileError([f"{name}: the header has no column {', '.join(missing)}; a claims file has the "
                               f"columns {', '.join(COLUMNS)}"])
    reader.fieldnames = header
    claims = read_checked_rows(reader, _check_row, name, ClaimsFileError)
    if not claims:
        raise ValueError(f"the claims file {name!r} has a header but no claims")
    return claims


class _Identified(Protocol):
    """A row read and checked: a claim or a case, each named by its id."""

    @property
    def id(self) -> str: ...


R = TypeVar("R", bound=_Identified)


def read_checked_rows(reader: "csv.DictReader[str]",
                      check_row: Callable[[int | str, dict[str, str], dict[str, int]], tuple[R | None, list[str]]],
                      name: str, error: Callable[[list[str]], ValueError]) -> list[R]:
    """Every row of a claims or cases file (``reader``, its header already checked) checked by ``check_row``, which
    gives the row's item or its problems; every problem of every row found before any is raised, as ``error``
    (one line each, the first ``MAX_PROBLEMS`` of them): a row that cannot be read, more cells than columns, a
    cell over ``MAX_CELL`` characters, and what ``check_row`` says.  ``seen``: each id's row, for repeats."""
    found: list[R] = []
    problems: list[str] = []
    seen: dict[str, int] = {}
    rows = enumerate(reader, start=2)
    while True:
        try:
            number, row = next(rows)
        except StopIteration:
            break
        except csv.Error as fault:  # a cell over the csv module's limit, or a stray quote
            problems.append(f"row {reader.line_num + 1}: cannot be read ({fault}); the reading stopped there")
            break
        # A blank line or a quote over several lines sets rows and lines apart: then both are named.
        label = number if reader.line_num == number else f"{number} (ending on line {reader.line_num})"
        if None in row:
            problems.append(f"row {label}, id {row.get('id') or '(none)'}: more cells than the header has columns")
            continue
        long_cells = [key for key, value in row.items() if value is not None and len(value) > MAX_CELL]
        if long_cells:
            problems.append(f"row {label}: the {long_cells[0]} cell has more than {MAX_CELL:,} characters")
            continue
        item, row_problems = check_row(label, {k: (v or "") for k, v in row.items()}, seen)
        problems += row_problems
        if item is not None:
            found.append(item)
            seen[item.id] = number
        elif (row.get("id") or "").strip():
            seen.setdefault(row["id"].strip(), number)
    if problems:
        shown = problems[:MAX_PROBLEMS]
        if len(problems) > MAX_PROBLEMS:
            shown.append(f"and {len(problems) - MAX_PROBLEMS} more")
        raise error([f"{name}: {len(problems)} problem(s); nothing was computed"] + shown)
    return found


def shipped_claims_path(name: str) -> Path:
    """A claims file shipped with the package, by name (``bob-short-1793``, ``britannica-older-games``).

    >>> shipped_claims_path("bob-short-1793").name
    'bob-short-1793.csv'
    """
    from whistodds.package_data import data_listed, data_path

    if not data_listed("odds", "data", "claims", f"{name}.csv"):
        raise ValueError(f"no shipped claims file {name!r}")
    return data_path("odds", "data", "claims", f"{name}.csv")


def claim_row(claim: Claim) -> dict[str, Any]:
    """The columns of a claim as printed in every result row."""
    return {"id": claim.id, "source": claim.source, "quote": claim.quote, "game": claim.game,
            "question": claim.question, "score": "-".join(map(str, claim.score)) if claim.score else "",
            "games": "-".join(map(str, claim.games)) if claim.games else "", "dealer": claim.dealer,
            "held": claim.holding.sentence if claim.holding is not None else claim.number.held
                    if claim.number is not None else "" if claim.held is None else
                    f"{'not ' if claim.held[0] else ''}{claim.held[1]} {claim.held[2]} of {claim.held[3]}",
            "odds": claim.odds, "qualifier": claim.qualifier or "", "stated_probability": float(claim.probability),
            "read_as": claim.printed[0].said if claim.printed else "", **claim.extra}
