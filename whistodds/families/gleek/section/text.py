"""The answer of ``whist-odds gleek``: the sets exactly and by seat, the ruff and the stock, the tricks settled
against 22; its text registered with :func:`~whistodds.reports.text.answer_text` when this module is imported
(csv, a text a table: :func:`gleek_files`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whistodds.families.gleek.odds.questions import GleekAnswer
from whistodds.families.gleek.rules import GleekScoring
from whistodds.reports.text.answers import answer_text
from whistodds.reports.text.formats import OutputFormat, _records, render, rules_note, several_tables

if TYPE_CHECKING:
    from fractions import Fraction

    import pandas as pd

    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

GLEEK_TABLES_NOTE = ("Gleek, four tables: exact_sets (mournivals and gleeks in one hand, exactly), simulated_sets "
                     "(the same by seat, simulated), ruff_and_sets (sets and the ruff by seat, as dealt and after the "
                     "stock), settlement (the twelve tricks settled against 22)")


def gleek_tables(sets: "pd.DataFrame", by_seat: "pd.DataFrame", values: "pd.DataFrame", settled: "pd.DataFrame"
                 ) -> dict[str, "pd.DataFrame"]:
    """Gleek's four tables by name, as :func:`several_tables` writes them."""
    return {"exact_sets": sets, "simulated_sets": by_seat, "ruff_and_sets": values, "settlement": settled}


def gleek_text(game: Game, sets: "pd.DataFrame", any_set: Fraction, receipts: Fraction, by_seat: "pd.DataFrame",
               values: "pd.DataFrame", settled: "pd.DataFrame", deals: int, seed: int, model: PlayModel,
               fmt: OutputFormat) -> str | dict[str, str]:
    """Gleek: the sets exactly and by seat, the ruff and the stock, the tricks settled against 22 (csv: one
    text a table, by name; json: one object, see ``GLEEK_TABLES_NOTE``)."""
    if _records(fmt):
        return several_tables(gleek_tables(sets, by_seat, values, settled), fmt, {
            "what": GLEEK_TABLES_NOTE, "game": game.name, "model": model.name, "deals": deals, "seed": seed,
            "p_any_set": float(any_set), "p_any_set_fraction": str(any_set),
            "expected_receipts_pence": float(receipts)})
    scoring = game.scoring
    if not isinstance(scoring, GleekScoring):
        raise ValueError(f"{game.name} is not scored as Gleek")
    honours = dict(scoring.honour_values)
    trumping = "only an equal or higher trump takes a plain card" if game.trump_must_match else "any trump wins"
    if scoring.stock_buyer == "none":
        stock = "no one buys the stock: its seven face-down cards stay out of play"
        bought = "as dealt (no one buys the stock):"
    else:
        order = ("puts out seven, then takes" if scoring.stock_order == "discard-first"
                 else "takes them and then puts out seven")
        keeps = "trumps and high cards" if scoring.discard == "tricks" else "his best suit for the ruff"
        stock = (f"the {scoring.stock_buyer} buys the stock and {order} the {scoring.stock_exchanged} face-down "
                 f"cards, keeping his trump honours, then {keeps}")
        bought = f"as dealt and after {stock}:"
    aces = "four aces beat every ruff" if scoring.four_aces else "four aces count only as a suit in the ruff"
    return "\n".join([
        f"{game.name}: {game.title}, 44 cards, twelve each, eight to the stock{rules_note(game)}. "
        f"Source: gleek.txt.",
        "Mournivals and gleeks in one hand, exactly (every seat alike):",
        render(sets, fmt),
        f"P(at least one mournival or gleek of aces, kings, queens or knaves) = {float(any_set):.5f} "
        f"({any_set}); expected receipts {float(receipts):.4f} pence a deal (paid by both opponents); "
        f"expected net 0 by symmetry.",
        f"Simulated by seat ({deals:,} deals, seed {seed}):",
        render(by_seat, fmt),
        f"Sets and the ruff by seat ({aces}), {bought}",
        render(values, fmt),
        f"The twelve tricks ({model.name} play, {trumping}; {stock}), {scoring.points_per_trick} a trick, honours Tib "
        f"{honours[14]}, Tom {honours[11]}, king {honours[13]}, queen {honours[12]} to the player who holds them in "
        f"the play (the turn-up to the dealer), settled against {scoring.settle_against}:",
        render(settled, fmt),
    ]) + "\n"


def gleek_files(answer: GleekAnswer, fmt: OutputFormat | str) -> str | dict[str, str]:
    """The answer in ``fmt``: csv, one text a table by name (the command line writes a file each); else one
    text, as :func:`~whistodds.reports.text.answer_text` writes it."""
    question = answer.question
    return gleek_text(question.game, answer.sets, answer.any_set, answer.receipts, answer.by_seat, answer.values,
                      answer.settled, question.deals, answer.seed, question.model, OutputFormat(fmt))


@answer_text.register
def _gleek(answer: GleekAnswer, fmt: OutputFormat | str = OutputFormat.table) -> str:
    text = gleek_files(answer, fmt)
    if isinstance(text, dict):
        raise ValueError(f"--format csv gives {len(text)} tables, one text each: use gleek_files, or json or "
                         f"markdown")
    return text
