"""The answer from a moment of a hand (``position``, ``odds GAME --hand``): the position's own figures, then,
when it is my turn, each legal card's.

``table``: sentences, then the card table, each figure one cell ``value (low-high)`` (:func:`figure_cell`).
``csv``: one table, a first row for the position (``row`` = ``position``), then one row a legal card
(``row`` = ``card``), each figure with its ``_se``, ``_ci95_low``, ``_ci95_high`` and ``_method`` columns, and
the moment's game, score, model, deals and seed in every row.  ``markdown``: the moment in a short list, then
that table with each figure one cell as in ``table``.  ``json``: one document, the position's figures at the
top and each card's under ``cards``.

``tricks`` counts two ways, as the issue names them: the position's is our tricks in the whole hand (the tricks
won so far included); a card's is our tricks from the current trick on, the current trick included, as DDS's
SolveBoard counts them.  Every format says which (``tricks_counted``, ``tricks_note``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from whistodds.games.cards import format_card
from whistodds.reports.text.formats import OutputFormat, render
from whistodds.simulations.estimate import Estimate, Method

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.odds.positions.cards import CardOdds
    from whistodds.odds.positions.play_so_far import GameState
    from whistodds.odds.positions.figures import PositionOdds

FIGURES = ("tricks", "p_odd_trick", "p_game", "p_rubber")  # a position's and a card's
BEHIND = ("tricks_behind", "p_game_behind")  # a card's alone
WHOLE_HAND, FROM_THIS_TRICK = "the whole hand", "from this trick on"


def flat(name: str, figure: Estimate | None) -> dict[str, Any]:
    """``{name: value, name_se: ..., name_ci95_low: ..., name_ci95_high: ..., name_method: ...}`` (None: the
    name only), the keys of :func:`whistodds.odds.positions.figures.flat` (not imported: it loads the simulator).

    >>> list(flat("p", Estimate.exact(1.0))), flat("p", None)
    (['p', 'p_se', 'p_ci95_low', 'p_ci95_high', 'p_method'], {'p': None})
    """
    return {name: None} if figure is None else dict(figure.named_columns(name))


def figure_cell(estimate: Estimate | None) -> str:
    """One figure as one cell: ``value (low-high)``, ``value (exact)``, or ``value (on every deal)`` for a
    paired difference the same on every deal; a bound a hair below 0 printed as 0, a negative interval
    written ``a to b``; ``-`` for no figure.

    >>> figure_cell(Estimate.proportion(26, 100))
    '0.2600 (0.1840-0.3537)'
    >>> figure_cell(Estimate.exact(1.0)), figure_cell(Estimate.mean(-0.25, 0.01)), figure_cell(None)
    ('1.0000 (exact)', '-0.2500 (-0.2696 to -0.2304)', '-')
    """
    if estimate is None:
        return "-"

    def number(x: float) -> str:
        return f"{x:.4f}".replace("-0.0000", "0.0000")  # a bound a hair below 0 is printed as 0

    if estimate.method is Method.exact:
        return f"{number(estimate.value)} (exact)"
    if estimate.ci95_low == estimate.ci95_high:  # a paired difference the same on every deal (equal cards)
        return f"{number(estimate.value)} (on every deal)"
    low, high = number(estimate.ci95_low), number(estimate.ci95_high)
    return f"{number(estimate.value)} ({low}{' to ' if low.startswith('-') else '-'}{high})"


def flat_cell(row: dict[str, Any], name: str) -> str:
    """The cell of figure ``name`` of a row written by :func:`flat` (its value,
    ``_se``, ``_ci95_low``, ``_ci95_high``, ``_method``): as :func:`figure_cell`.

    >>> flat_cell(flat("p", Estimate.proportion(26, 100)), "p"), flat_cell({"p": None}, "p")
    ('0.2600 (0.1840-0.3537)', '-')
    """
    if row.get(name) is None:
        return "-"
    return figure_cell(Estimate(row[name], row[f"{name}_se"], row[f"{name}_ci95_low"], row[f"{name}_ci95_high"],
                                Method(row[f"{name}_method"])))


def deals_words(deals: int) -> str:
    """The deals drawn, in words.

    >>> deals_words(1), deals_words(20_000)
    ('1 consistent deal', '20,000 consistent deals')
    """
    return f"{deals:,} consistent deal{'' if deals == 1 else 's'}"


def cards_note(state: GameState) -> str:
    """Why a position has no card figures: it is another seat's turn."""
    return (f"it is {state.to_move.value} to play, not me: each card's figures are for my own hand, at my turn "
            f"(give the play up to it)")


def tricks_note(state: GameState, cards: bool) -> str:
    """What ``tricks`` counts, the position's and (with ``cards``) each card's.

    >>> from whistodds.odds.positions.play_so_far import game_state
    >>> tricks_note(game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me"), False)
    "the position's tricks: ours in the whole hand, the 0 won so far included"
    """
    note = f"the position's tricks: ours in the whole hand, the {state.tricks_won[0]} won so far included"
    if cards:
        note += (f"; each card's tricks: ours {FROM_THIS_TRICK}, the current trick included (as DDS's SolveBoard "
                 f"counts them)")
    return note


def best_words(cards: list[CardOdds]) -> str:
    """What makes the best card (:func:`~whistodds.odds.positions.cards.best_index`), in words."""
    if cards and cards[0].p_game is None:
        return "the most tricks, ties by P(odd trick)"
    return "the highest P(game), ties by P(odd trick) then tricks"


def _shown(cards: list[CardOdds]) -> list[str]:
    """The figures of the table: a card's figures any card has, then the differences from the best."""
    return [name for name in (*FIGURES, *BEHIND) if any(getattr(card, name) is not None for card in cards)]


def position_text(state: GameState, result: PositionOdds, cards: list[CardOdds] | None, fmt: OutputFormat,
                  seed: int) -> str:
    """The figures in ``fmt``; ``cards``: each legal card's figures (an empty list: the cards were asked for
    but it is not my turn, said in the answer; None: not asked, as by ``odds GAME --hand``)."""
    if fmt is OutputFormat.json:
        document: dict[str, object] = {"game": state.game.name, "position": state.position.describe(),
                                       "score": list(state.score),
                                       "dealer": state.dealer.value, "to_move": state.to_move.value,
                                       "tricks_won": list(state.tricks_won), **compass_json(state), "seed": seed,
                                       **result.to_json(),
                                       "tricks_note": tricks_note(state, cards is not None)}
        if cards is not None:
            document["cards"] = [card.to_json() for card in cards]
            if not cards:
                document["cards_note"] = cards_note(state)
        return json.dumps(document, indent=2) + "\n"
    if fmt in (OutputFormat.csv, OutputFormat.html):  # the one table: the position's row, then each card's
        return render(position_frame(state, result, cards or [], seed), fmt)
    if fmt is OutputFormat.markdown:
        return _markdown(state, result, cards, seed)
    won = state.tricks_won[0]
    lines = [f"game:         {state.game.name}: {state.game.title}",
             f"position:     {state.position.describe()}",
             f"score:        {score_line(state)}",
             f"model:        {result.model}, {deals_words(result.deals)}, seed {seed} (95% intervals; "
             f"exact: the same whatever the unseen cards)",
             f"odd trick:    {figure_cell(result.p_odd_trick)}",
             f"our tricks:   {figure_cell(result.tricks)} ({WHOLE_HAND}, {won} won so far)",
             f"the game:     {figure_cell(result.p_game)}"]
    if result.p_rubber is not None:
        lines.append(f"the rubber:   {figure_cell(result.p_rubber)}")
    if cards is None:
        return "\n".join(lines) + "\n"
    if not cards:
        return "\n".join([*lines, f"each card:    none; {cards_note(state)}"]) + "\n"
    import pandas as pd

    # The terse table: each figure one cell with its interval, as the position's own figures above; the
    # shared renderer lines the cells up under their headers.
    width = max(len(format_card(card.card)) for card in cards)  # the names left-aligned, the marks in a column
    frame = pd.DataFrame([{"card": format_card(card.card).ljust(width) + (" *" if card.best else "  "),
                           **{name: figure_cell(getattr(card, name)) for name in _shown(cards)}} for card in cards])
    lines.append(f"each card, if I play it now (tricks: ours {FROM_THIS_TRICK}; * the best card, {best_words(cards)}; "
                 f"behind: the best card's figure less this one's, on the same deals; 95% intervals):")
    return "\n".join(lines) + "\n" + render(frame, fmt)


def score_line(state: GameState) -> str:
    """The score, the dealer, the tricks won and who is to play: ours first from my view, or by compass seats
    (North-South first) for a moment read with them (``--pbn``, ``--hands``)."""
    if state.compass is None:
        return (f"{state.score[0]}-{state.score[1]}, {state.dealer.value} dealing; tricks won "
                f"{state.tricks_won[0]}-{state.tricks_won[1]}; {state.to_move.value} to play")
    ns = state.compass in "NS"  # my side is North-South
    score = state.score if ns else state.score[::-1]
    won = state.tricks_won if ns else state.tricks_won[::-1]
    return (f"N-S {score[0]}, E-W {score[1]}, {state.compass_of(state.dealer)} dealing; tricks won N-S {won[0]}, "
            f"E-W {won[1]}; {state.compass_of(state.to_move)} to play (our side, below: "
            f"{'N-S' if ns else 'E-W'})")


def compass_json(state: GameState) -> dict[str, Any]:
    """For a moment read with compass seats: the mover's seat and the score and tricks won North-South first
    (``score`` and ``tricks_won`` stay ours first, the mover's side)."""
    if state.compass is None:
        return {}
    ns = state.compass in "NS"
    return {"seat": state.compass, "score_ns_ew": list(state.score if ns else state.score[::-1]),
            "tricks_won_ns_ew": list(state.tricks_won if ns else state.tricks_won[::-1])}


def position_rows(state: GameState, result: PositionOdds, cards: list[CardOdds], seed: int
                  ) -> list[dict[str, Any]]:
    """One table's rows: the position's, then each card's; each figure's value and interval columns
    (:func:`~whistodds.odds.positions.figures.flat`), ``tricks_counted`` saying how the row counts ``tricks``,
    then the moment and the run."""
    moment = {"tricks_won_us": state.tricks_won[0], "tricks_won_them": state.tricks_won[1],
              "game": state.game.name, "score": f"{state.score[0]}-{state.score[1]}",
              "dealer": state.dealer.value, "to_move": state.to_move.value, "position": state.position.describe(),
              **compass_json(state), "model": result.model, "deals": result.deals, "seed": seed}
    shown = [name for name in FIGURES if getattr(result, name) is not None
             or any(getattr(card, name) is not None for card in cards)]
    behind = [name for name in BEHIND if any(getattr(card, name) is not None for card in cards)]

    def figures(source: object, names: list[str]) -> dict[str, Any]:
        return {key: value for name in names for key, value in flat(name, getattr(source, name, None)).items()}

    rows = [{"row": "position", "card": None, "best": None, **figures(result, shown),
             "tricks_counted": WHOLE_HAND, **figures(None, behind), **moment}]
    for card in cards:
        rows.append({"row": "card", "card": format_card(card.card), "best": card.best, **figures(card, shown),
                     "tricks_counted": FROM_THIS_TRICK, **figures(card, behind), **moment})
    return rows


def position_frame(state: GameState, result: PositionOdds, cards: list[CardOdds], seed: int) -> pd.DataFrame:
    """:func:`position_rows` as a table, every row with every column (empty where a row has no figure)."""
    import pandas as pd

    rows = position_rows(state, result, cards, seed)
    columns = list(rows[-1]) if cards else list(rows[0])
    return pd.DataFrame(rows, columns=columns).astype(object).where(lambda frame: frame.notna(), None)


def _markdown(state: GameState, result: PositionOdds, cards: list[CardOdds] | None, seed: int) -> str:
    """The moment in a short list, then the one table (the position's row, each card's), a cell a figure."""
    import pandas as pd

    rows = position_rows(state, result, cards or [], seed)
    names = [name for name in (*FIGURES, *BEHIND) if name in rows[-1] or name in rows[0]]
    table = pd.DataFrame([{"row": row["row"], "card": (row["card"] or "") + (" *" if row["best"] else ""),
                           "tricks_counted": row["tricks_counted"],
                           **{name: flat_cell(row, name) for name in names}} for row in rows])
    about = {"game": f"{state.game.name}: {state.game.title}", "position": state.position.describe(),
             "score": score_line(state),
             "model": f"{result.model}, {deals_words(result.deals)}, seed {seed} (95% intervals; exact: the same "
                      f"whatever the unseen cards)",
             "tricks counted": tricks_note(state, bool(cards))}
    if cards is not None and not cards:
        about["cards"] = cards_note(state)
    elif cards:
        about["best"] = (f"* the card of {best_words(cards)}; behind: the best card's figure less this one's, on "
                         f"the same deals")
    head = "".join(f"- {key}: {value}\n" for key, value in about.items())
    return head + "\n" + render(table, OutputFormat.markdown)
