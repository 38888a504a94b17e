"""The odds explorer: one self-contained HTML page that answers "what are the odds at seven to four, they
dealing?" without a terminal.

Every figure on the page comes from the exact tables the command line prints
(:func:`~whistodds.odds.game_odds.odds_table`, the same solve as ``whist-odds odds ... --format json``;
:func:`~whistodds.odds.rubber.rubber_table`, as ``whist-odds rubber``), computed here at build time and
embedded as JSON, with the odds in words from :func:`~whistodds.odds.words.format_odds`.  The page's
JavaScript only looks figures up and shows them, with Vega-Lite (vendored, inlined) for the charts.

>>> # build_explorer("explorer.html")   # half a minute (more the first time): every game, variant and model
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from whistodds import __version__
from whistodds.games.definition import Game
from whistodds.games.registry import game_names, get_family, get_game
from whistodds.odds.game_odds import exact_solvable
from whistodds.simulations.batches import check_count
from whistodds.families.whist.odds.bob_short import TABLE_GAME
from whistodds.simulations.kernels import DEFAULT_DEALS, ContextKernel, CountedKernel, has_shipped_kernel
from whistodds.simulations.limits import MAX_REPORT_DEALS
from whistodds.simulations.play.models import compared_models

DEFAULT_SEED = 0  # ... and its seed, the CLI's default: the page then agrees with 'whist-odds odds GAME'
VENDOR = ("vega", "vega-lite", "vega-embed")  # inlined in this order


@dataclass(frozen=True)
class Choice:
    """One table of the page: a game in one set of rules under one play model, and how its kernel is had."""

    family: str
    variant: str  # the variant's label on the page
    game: Game
    model: str
    shipped: bool  # the shipped kernel (else simulated from the explorer's deals and seed)

    @property
    def key(self) -> str:
        return f"{self.game}|{self.model}"


# The rule set a game's menu opens at, where it is not the first: Scotch Whist at four players in two sides, the
# form the report shows (the menu lists the forms by players).
OPENING = {"scotch-whist": "scotch-whist(players=4,sides=2)"}

_PUT_OUT = {"lowest": "his lowest plain cards", "short-suits": "his shortest plain suits"}
_EDITIONS = {"cotton-1674": "Cotton's edition of 1674: 48 cards, nine up",
             "seymour-1734": "Seymour's edition of 1734: 48 cards, ten up", "full-pack": "the full pack: 52 cards, ten up"}


def _in_words(rules: dict[str, str]) -> str:
    """A set of rule parameters (as a game's name writes them) in words: the words for those this page
    offers, else the parameter's name.

    >>> _in_words({"players": "4", "sides": "2"}), _in_words({"players": "3", "sides": "3"})
    ('four players in two sides', 'three players, each for himself')
    >>> _in_words({"dealer_cannot_call_against": "9"})
    'the club rule: the side with the deal may not call against 9'
    >>> _in_words({"honours_four": "2", "honours_three": "1"})
    'honours halved: 2 for four, 1 for three'
    """
    from whistodds.reports.sections.base import number_word

    rules = dict(rules)
    words: list[str] = []
    if "players" in rules:
        players, sides = rules.pop("players"), rules.pop("sides", None)
        words.append(f"{number_word(int(players))} players, each for himself" if sides in (None, players)
                     else f"{number_word(int(players))} players in {number_word(int(sides or 0))} sides")
    if "honours_four" in rules and "honours_three" in rules:
        four, three = rules.pop("honours_four"), rules.pop("honours_three")
        words.append(f"honours halved: {four} for four, {three} for three")
    for name, text in rules.items():
        if name == "honours":
            words.append("honours score" if text == "true" else "no honours")
        elif name == "dealer_cannot_call_against":
            words.append(f"the club rule: the side with the deal may not call against {text}")
        elif name == "rubber_bonus":
            words.append(f"{text} points for the rubber")
        elif name == "call_at":
            words.append("no call of honours" if text == "none" else f"honours called at {text}")
        elif name == "ruff":
            words.append("the ace of trumps ruffs" if text == "true" else "no ruff: the stock is not taken")
        elif name == "put_out":
            words.append(f"the ruffer puts out {_PUT_OUT.get(text, text)}")
        elif name == "edition":
            words.append(_EDITIONS.get(text, f"edition {text}"))
        else:
            words.append(f"{name.replace('_', ' ')} {text}")
    return "; ".join(words)


def _variants(family_name: str) -> Iterator[tuple[str, Game]]:
    """(label, game) for the family's default, each registered setting and each named variant; each label
    says the rules in words with the parameters beside ("no honours (honours=false)")."""
    family = get_family(family_name)
    seen: set[str] = set()
    candidates: list[tuple[str, Game]] = []

    def rules(game: Game) -> str:
        return str(game).removeprefix(family.name).strip("()")

    def label(game: Game) -> str:
        shown = rules(game)
        if not shown:
            return "The standard rules"
        words = _in_words(dict(part.split("=", 1) for part in shown.split(",")))
        return f"{words[:1].upper()}{words[1:]} ({shown.replace(',', ', ')})"

    for setting in family.settings:
        game = family.build(dict(setting))
        candidates.append((label(game), game))
    for alias in family.aliases:
        if alias != "standard":
            game = get_game(family.name, variant=alias)
            candidates.append((label(game), game))
    for shown in family.shown:
        game = family.build(dict(shown))
        candidates.append((label(game), game))
    for text, game in candidates:
        if str(game) not in seen:
            seen.add(str(game))
            yield text, game


def explorer_choices() -> tuple[list[Choice], list[str]]:
    """Every table the page holds, and a sentence for each game or model left out and why.

    A table is embedded where the exact solver takes the game (two sides with a score) under the model:
    from the shipped kernel, or for random and hoyle play simulated (cheap); hoyle-score and double-dummy
    only where their kernels ship (simulating them costs minutes).

    >>> choices, left_out = explorer_choices()
    >>> any(c.key == "long-whist|hoyle" and c.shipped for c in choices)
    True
    """
    choices: list[Choice] = []
    left_out: list[str] = []
    for family_name in game_names():
        family = get_family(family_name)
        for label, game in _variants(family_name):
            if not game.has_score:
                left_out.append(f"{game}: no score to be at (no odds table)")
                continue
            if game.n_sides != 2:
                left_out.append(f"{game}: {game.n_sides} sides, odds from whole games simulated, one score at a "
                                f"time (whist-odds odds '{game}' --score ...)")
                continue
            for chosen in compared_models():
                model = chosen.name
                if not exact_solvable(game, chosen):
                    left_out.append(f"{game} under {model}: no exact table (the model reads dummy's hand)")
                    continue
                if chosen.cannot_play(game) is not None:
                    continue  # double-dummy: four-handed whist with the full pack; hoyle-score: tricks and honours
                if has_shipped_kernel(game, chosen):
                    choices.append(Choice(family.name, label, game, model, True))
                elif chosen.plays_card_by_card and not chosen.attends_to_score and not chosen.slow:
                    choices.append(Choice(family.name, label, game, model, False))
                elif chosen.slow:
                    left_out.append(f"{game} under {model}: no shipped kernel, and too slow to simulate here "
                                    f"(whist-odds odds '{game}' --model {model} --deals N simulates one)")
                else:
                    left_out.append(f"{game} under {model}: no shipped kernels (whist-odds odds '{game}' "
                                    f"--model {model} simulates them)")
    return choices, left_out


def _cli_arguments(choice: Choice, deals: int, seed: int) -> list[str]:
    """The options after ``whist-odds odds GAME`` (or ``rubber``) that give the same kernel and interval: none
    beyond the model where the page's kernel is the one the command takes by default (shipped, or simulated
    from its default deals and seed).

    >>> from whistodds.games.registry import get_game
    >>> scotch = Choice("scotch-whist", "", get_game("scotch-whist(players=4,sides=2)"), "hoyle", False)
    >>> _cli_arguments(scotch, DEFAULT_DEALS, DEFAULT_SEED), _cli_arguments(scotch, 50_000, 3)
    (['--model', 'hoyle'], ['--model', 'hoyle', '--deals', '50000', '--seed', '3'])
    """
    arguments = ["--model", choice.model]
    if choice.shipped or (deals, seed) == (DEFAULT_DEALS, DEFAULT_SEED):
        return arguments
    return [*arguments, "--deals", str(deals), "--seed", str(seed)]


def report_explorer_run(deals: int, seed: int) -> tuple[int, int]:
    """The deals and seed of the report's explorer: the command line's defaults (so that every figure on the
    page is what ``whist-odds odds ...`` prints), unless the report itself is smaller (a quick report makes a
    quick explorer, from its own deals and seed, and its commands say so).

    >>> report_explorer_run(200_000, 1793), report_explorer_run(2000, 3)
    ((200000, 0), (2000, 3))
    """
    return (DEFAULT_DEALS, DEFAULT_SEED) if deals >= DEFAULT_DEALS else (deals, seed)


def _kernel(choice: Choice, deals: int, seed: int, executor: Executor | None) -> CountedKernel | ContextKernel:
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.play.models import get_model

    model = get_model(choice.model)  # a choice names its model (the page and the commands print the name)
    if choice.shipped:
        return get_kernel(model, game=choice.game)
    return get_kernel(model, deals, seed, game=choice.game, executor=executor)


class _Words:
    """Odds in words, each kept once: tables store an index into the list."""

    def __init__(self) -> None:
        self.words: list[str] = []
        self._index: dict[str, int] = {}

    def __call__(self, text: str) -> int:
        if text not in self._index:
            self._index[text] = len(self.words)
            self.words.append(text)
        return self._index[text]


def _table(choice: Choice, deals: int, seed: int, executor: Executor | None, words: _Words) -> dict[str, Any]:
    """One choice's tables, as the CLI computes them: P(we win) with its interval and odds in words at every
    score and deal (rows in :func:`~whistodds.odds.game_odds.score_states` order), and the rubber's."""
    from whistodds.odds.game_odds import deal_unknown_estimates, odds_table, score_states
    from whistodds.odds.words import format_odds
    from whistodds.odds.rubber import rubber_table

    kernel = _kernel(choice, deals, seed, executor)
    draws_seed = 0 if choice.shipped else seed  # the CLI's: seed or 0
    table = odds_table(choice.game, kernel, seed=draws_seed)
    target = choice.game.score_rules.target
    # The page finds a state at (us * target + them) * 2 + (0 if we deal else 1), and a rubber state at that
    # plus target * target * 2 for each of the games won 0-0, 1-0, 0-1, 1-1 before it.
    states = [(us, them, "us" if we_deal else "them") for us, them, we_deal, _ in score_states(choice.game)]
    if list(zip(table.us, table.them, table.dealer)) != states:
        raise RuntimeError("odds_table's rows are not in score_states order; the explorer's page reads them so")
    entry: dict[str, Any] = {
        "target": target, "model": choice.model, "kernel_deals": int(kernel.deals), "shipped": choice.shipped,
        "args": _cli_arguments(choice, deals, seed),
        "p": [round(float(v), 4) for v in table.p_win], "lo": [round(float(v), 4) for v in table.ci95_low],
        "hi": [round(float(v), 4) for v in table.ci95_high], "odds": [words(text) for text in table.odds],
    }
    # Who deals next unknown (--deal unknown): the mean of the two deals, at (us * target + them).
    unknown = deal_unknown_estimates(choice.game, kernel, None, draws_seed)
    entry["unknown"] = {"p": [round(figure.value, 4) for figure in unknown.values()],
                        "lo": [round(figure.ci95_low, 4) for figure in unknown.values()],
                        "hi": [round(figure.ci95_high, 4) for figure in unknown.values()],
                        "odds": [words(format_odds(figure.value, style="on-against")) for figure in unknown.values()]}
    if choice.game.rubber is not None:
        rubber = rubber_table(kernel, game=choice.game)
        games_won = [(a, b) for a, b in ((0, 0), (1, 0), (0, 1), (1, 1)) for _ in states]
        if list(zip(rubber.games_us, rubber.games_them, rubber.us, rubber.them, rubber.dealer)) != [
                (*won, *state) for won, state in zip(games_won, states * 4)]:
            raise RuntimeError("rubber_table's rows are not in the order the explorer's page reads them")
        # Who deals next unknown: the mean of the two rows (we deal, they deal) of each score.
        p, points, three = (column.to_numpy(float) for column in
                            (rubber.p_win_rubber, rubber.expected_points, rubber.p_three_games))
        unknown_p, unknown_points, unknown_three = ((v[0::2] + v[1::2]) / 2 for v in (p, points, three))
        entry["rubber"] = {"p": [round(v, 4) for v in p.tolist()],
                           "points": [f"{v:+.3f}" for v in points],  # as printed, sign and all
                           "three": [round(v, 4) for v in three.tolist()],
                           "unknown": [round(v, 4) for v in unknown_p.tolist()],
                           "unknown_points": [f"{v:+.3f}" for v in unknown_points],
                           "unknown_three": [round(v, 4) for v in unknown_three.tolist()]}
    return entry


def bob_short_figures() -> dict[str, dict[str, Any]]:
    """Bob Short's betting table (1793) as P(we win) at each score it names: key ``"us-them-dealer"``.

    His entries say who is favoured at a score, not who deals: such an entry stands at both deals; his
    "beginning" and "8 to 9" favour the dealer, whichever side has the eight.

    >>> figures = bob_short_figures()
    >>> figures["7-4-them"]["odds"], round(figures["4-7-us"]["p"], 4)
    ('2 to 1', 0.3333)
    >>> figures["9-8-us"]["p"] == figures["8-9-us"]["p"] > 0.5
    True
    """
    from whistodds.families.whist.odds.bob_short import bob_short_table

    figures: dict[str, dict[str, Any]] = {}
    for entry in bob_short_table():
        p = float(entry.probability)
        for dealer in ("us", "them"):
            if entry.favours == "dealer":
                ours = p if dealer == "us" else 1 - p
                states = [((entry.first, entry.second), ours), ((entry.second, entry.first), ours)]
            else:
                states = [((entry.first, entry.second), p), ((entry.second, entry.first), 1 - p)]
            for (us, them), value in states:
                figures.setdefault(f"{us}-{them}-{dealer}", {
                    "label": entry.label, "text": entry.text, "odds": entry.odds, "source": entry.source_line,
                    "reading": entry.reading,
                    "favours": entry.favours, "p": round(value, 4)})
    return figures


def explorer_data(deals: int = DEFAULT_DEALS, seed: int = DEFAULT_SEED, executor: Executor | None = None,
                  progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Everything the page shows, as JSON-ready data: the games and their variants and models, each table,
    Bob Short's figures for long whist, and what is left out.  ``progress`` is told of each table made.
    Each table has ``p``, ``lo``, ``hi`` and ``odds`` at every score and deal, ``unknown`` the same at every
    score with who deals unknown (``--deal unknown``: the mean of the two deals), and for a game with a rubber
    ``rubber`` (``p``, ``points``, ``three``, and ``unknown``: P(we win the rubber), who deals unknown); ``atlas``,
    the atlas of the books' figures checked and explained, one record a figure (to filter by source, verdict and
    method).

    >>> # data = explorer_data(20_000, seed=3); data["tables"]["long-whist|hoyle"]["p"][0]   # P(we win) at 0-0, we deal
    """
    choices, left_out = explorer_choices()
    words = _Words()
    tables: dict[str, Any] = {}
    games: dict[str, dict[str, Any]] = {}
    for choice in choices:
        tables[choice.key] = _table(choice, deals, seed, executor, words)
        family = games.setdefault(choice.family, {"name": choice.family, "title": choice.game.title.split(" (")[0].split(",")[0],
                                                  "opening": OPENING.get(choice.family), "variants": {}})
        variant = family["variants"].setdefault(str(choice.game), {
            "name": str(choice.game), "label": choice.variant, "title": choice.game.title,
            "target": choice.game.score_rules.target, "rubber": choice.game.rubber is not None,
            "own_model": choice.game.play_model, "models": []})
        variant["models"].append(choice.model)
        if progress is not None:
            progress(1)
    for family in games.values():
        family["variants"] = list(family["variants"].values())
    from whistodds.reports.atlas_table import atlas_rows, explained_atlas

    return {"version": __version__, "atlas": atlas_rows(explained_atlas(seed)[1]), "deals": deals, "seed": seed, "games": list(games.values()), "tables": tables,
            "words": words.words, "bob_short": bob_short_figures(), "bob_short_family": TABLE_GAME.family,
            "left_out": left_out}


def n_tables() -> int:
    """How many tables :func:`explorer_data` makes (for a progress bar).

    >>> n_tables() > 50
    True
    """
    return len(explorer_choices()[0])


def _vendor_scripts() -> list[dict[str, str]]:
    folder = resources.files("whistodds.reports").joinpath("vendor")
    versions = dict(line.split() for line in folder.joinpath("VERSIONS").read_text(encoding="utf-8").splitlines())
    return [{"name": name, "version": versions[name],
             "code": folder.joinpath(f"{name}.min.js").read_text(encoding="utf-8")} for name in VENDOR]


def render_explorer(data: dict[str, Any]) -> str:
    """The page for :func:`explorer_data`'s data: HTML with the data, Vega, Vega-Lite and vega-embed inlined.

    >>> # Path("explorer.html").write_text(render_explorer(explorer_data()), encoding="utf-8")   # build_explorer does it whole
    """
    import jinja2

    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("whistodds.reports", "templates"), autoescape=True,
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    # JSON inside <script>: no "</" may close the element early.
    payload = json.dumps(data, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
    return environment.get_template("explorer.html.j2").render(
        data_json=payload, vendor=_vendor_scripts(), version=__version__, deals=data["deals"], seed=data["seed"],
        cli_default=(data["deals"], data["seed"]) == (DEFAULT_DEALS, DEFAULT_SEED), left_out=data["left_out"])


def build_explorer(out_path: str | Path, deals: int = DEFAULT_DEALS, seed: int = DEFAULT_SEED,
                   executor: Executor | None = None, progress: Callable[[int], None] | None = None) -> Path:
    """Compute every table (or read them kept in the cache, :mod:`~whistodds.reports.explorer_kept`) and write
    the explorer page to ``out_path`` whole (an interrupted run leaves no partial file); kernels not shipped are simulated from ``deals`` deals with ``seed`` (and cached), on
    ``executor`` if given.  Returns the path written.

    >>> # build_explorer("explorer.html", deals=200_000, seed=0)   # about a minute
    """
    from whistodds.reports.explorer_kept import kept_explorer_data
    from whistodds.reports.files import write_text

    deals = check_count(deals, "deals", MAX_REPORT_DEALS)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed={seed!r} is not allowed; use a whole number 0 or more")
    target = Path(out_path)
    tables = [choice.key for choice in explorer_choices()[0]]
    data = kept_explorer_data(deals, seed, tables, lambda: explorer_data(deals, seed, executor, progress), progress)
    write_text(target, render_explorer(data))
    return target
