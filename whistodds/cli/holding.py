"""``whist-odds holding``: the chance of any holding question about the unseen cards, from a position."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_deals, run_options
from whistodds.odds.questions.holding import DEFAULT_DEALS as DEFAULT_DEALS, DEFAULT_PLAY_DEALS as DEFAULT_PLAY_DEALS
from whistodds.reports.text.formats import OutputFormat
from whistodds.simulations import limits


class HoldingFormat(str, Enum):
    text = "text"
    csv = "csv"
    json = "json"
    markdown = "markdown"
    html = "html"


QUESTION_HELP = (
    "The question in words, e.g. 'partner holds at least 1 of AS KS QS', 'the dealer holds four trumps or more', "
    "'we hold all four honours', 'left or right holds the king of spades', 'partner holds a 4-4-3-2 hand', "
    "'no hand holds a void', 'partner holds KS given left holds no spades', '(left holds AS or right holds AS) "
    "and not partner holds KS'. A bare count of named cards ('1 of AS KS') means at least; any other bare count "
    "('2 aces') exactly; 0, no and none mean none; the answer's reading says how each count was read. After "
    "'given', the play: 'partner holds the ace of spades given right led the queen of spades', 'left played the "
    "knave second hand', 'partner refused to trump at trick 3' (answered under --model). At most "
    f"{limits.MAX_SENTENCE_STATEMENTS} statements, brackets {limits.MAX_SENTENCE_NESTING} deep and "
    f"{limits.MAX_SENTENCE_CHARACTERS:,} characters (a longer question is one line before any work); the exact "
    f"count holds at most {limits.MAX_COUNT_RECORDS:,} records at once (states times statements), beyond which the "
    f"figure is simulated only.")
MODEL_HELP = ("The play model under which a play in the question is read (what a card shows depends on how the "
              "player plays): random, hoyle, hoyle-score, catch-the-ten or another that chooses card by card "
              "(default hoyle). Not used by a question without a play.")


@run_options(deals=None, seed=True, fmt=None, out=True, quiet=False, workers=False, model=Model.one,
             model_help=MODEL_HELP,
             deals_limit=f"{limits.MAX_DEALS:,}; default {DEFAULT_DEALS:,}, {DEFAULT_PLAY_DEALS:,} drawn with a play "
                         f"in the question")
def holding(
    question: Annotated[str, typer.Argument(help=QUESTION_HELP)],
    hand: Annotated[str | None, typer.Option("--hand", help=(
        "My hand, e.g. 'AS KS 10H ...': all of it, as dealt or as held now (with --seen, the cards I played "
        "are taken out)."))] = None,
    known: Annotated[list[str] | None, typer.Option("--known", help=(
        "Cards known to lie in another hand, SEAT:CARDS (e.g. partner:AS KS); repeat --known for more seats (in a "
        "claims file's known column, seats joined by ';': partner:AS KS; left:8S)."))] = None,
    seen: Annotated[str | None, typer.Option("--seen", help=(
        "Cards seen played: plain ('AS KS'), or trick by trick, each card as SEAT:CARD in the order played, "
        "tricks split by ';' ('left:5S partner:KS right:2S me:AS; me:3H left:2D'): a player who did not "
        "follow suit is known to hold none of it."))] = None,
    sizes: Annotated[str | None, typer.Option("--sizes", help=(
        "Cards each hand holds now: me=N,left=N,partner=N,right=N (default: from the cards seen played)."))] = None,
    trumps: Annotated[str | None, typer.Option("--trumps", help="The trump suit (C D H S or its name).")] = None,
    turn_up: Annotated[str | None, typer.Option("--turn-up", help=(
        "The turned-up card; the dealer holds it until he plays it (needs --dealer)."))] = None,
    dealer: Annotated[str | None, typer.Option("--dealer", help="The dealer's seat: me, left, partner, right.")
                      ] = None,
    shown_out: Annotated[list[str] | None, typer.Option("--shown-out", help=(
        "Suits a player has shown out of, SEAT:SUIT,SUIT (e.g. left:spades,hearts); repeat for more seats."))
    ] = None,
    suit: Annotated[str | None, typer.Option("--suit", help=(
        "The suit spoken of, where the sentence leaves it to the setting ('an honour in that suit', 'the queen', "
        "'3 - 2'): spades, hearts, diamonds, clubs (S H D C) or trumps."))] = None,
    fmt: Annotated[HoldingFormat, typer.Option("--format", "-f", help=(
        "text, or the answer as one row of csv, json (one object), markdown or html."))] = HoldingFormat.text,
    *,
    run: RunOptions,
) -> None:
    """Exact and simulated chance of a holding question, given what one player knows.

    Holders: me (I, you), left (the left-hand adversary), partner (your partner), right; the dealer, the eldest
    hand, the second and third hand (give --dealer); a side: we, they, the adversaries, me and partner
    (their cards counted together: 'between them'); one of the adversaries, left or right, either side,
    each side, both partners; any hand, each hand, no hand. Statements join with and, or, not, brackets and
    given. The exact figure counts every consistent deal; where the count is out of reach the simulated
    figure (with its 95% interval) stands alone.

    The play as a condition, after 'given': SEAT led CARD, SEAT played CARD [second hand | third hand |
    fourth hand] [at trick N], SEAT refused to trump (did not trump) [at trick N]. A card not in --seen is the
    next card of the play; deals consistent with it are drawn and kept where the play model (--model) would
    have played as stated; the figure over the kept deals carries its 95% interval and the share kept.

    Example: whist-odds holding "partner holds at least 1 of AS KS" --hand "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
    """
    from dataclasses import replace

    from whistodds.cli.progress import ask
    from whistodds.cli.output import check_writable
    from whistodds.odds.holdings.dealt import position_with_hand_as_dealt
    from whistodds.odds.holdings.sentences.measures import starts_measure
    from whistodds.odds.questions import HoldingQuestion, MeasureQuestion
    from whistodds.simulations.play.models import get_model

    check_deals(run.deals, limits.MAX_DEALS)
    check_writable(run.out)
    position = position_with_hand_as_dealt(hand=hand, known=known or (), seen=seen, sizes=sizes, trumps=trumps,
                                           turn_up=turn_up, dealer=dealer, shown_out=shown_out or ())
    the_question: HoldingQuestion | MeasureQuestion
    if starts_measure(question):  # a number asked (a mean, a count, a distribution), not a chance
        the_question = MeasureQuestion(question, position, suit=suit)
    else:
        the_question = HoldingQuestion(question, position, None if run.model is None else get_model(run.model),
                                       run.deals, run.seed, suit=suit)
    ask(the_question, replace(run, fmt=OutputFormat.table if fmt is HoldingFormat.text else OutputFormat(fmt.value)))
