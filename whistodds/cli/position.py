"""``whist-odds position`` and ``whist-odds odds GAME --hand ...``: the chances from a moment of a hand, and
what each of my legal cards is worth."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from whistodds.cli.options import Model, RunOptions, check_model, parse_score, run_options
from whistodds.cli.output import check_writable, emit, table_format

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.odds.positions.play_so_far import GameState
    from whistodds.odds.questions import PositionQuestion

HandOption = Annotated[str, typer.Option("--hand", help="My hand now, e.g. 'AH KH 7S ...' (every card I hold).")]
PlayedOption = Annotated[str, typer.Option("--played", help=(
    "The play so far, tricks in order, each SEAT:CARDS from its leader, e.g. 'left:KS 2S AS 5S; me:3D' "
    "(seats me, left, partner, right, or S W N E with me South)."))]
TrumpsOption = Annotated[str | None, typer.Option("--trumps", help="The trump suit (C D H S or its name).")]
TurnUpOption = Annotated[str | None, typer.Option("--turn-up", help=(
    "The turned-up card (the dealer holds it until he plays it); without it, one of the dealer's trumps."))]
DealerOption = Annotated[str | None, typer.Option("--dealer", help=(
    "The dealer's seat: me, left, partner, right, or S W N E with me South (default: me when we deal, right when "
    "they do)."))]
KnownOption = Annotated[list[str] | None, typer.Option("--known", help=(
    "Cards known to lie in another hand, SEAT:CARDS (seats as in --played); one seat an entry: repeat --known for "
    "more seats."))]


def make_state(game: Game, hand: str, played: str, score: str, deal: str | None, dealer: str | None,
               trumps: str | None, turn_up: str | None, known: list[str] | None) -> GameState:
    """The game state the options give (the score checked by the question, :class:`PositionQuestion`)."""
    from whistodds.odds.questions.position import hand_state

    us, them = parse_score(score)
    return hand_state(game, hand, played=played, score=(us, them), deal=deal, dealer=dealer, trumps=trumps,
                      turn_up=turn_up, known=tuple(known or ()))


def _pbn_state(path: Path, board: int, after: int, game: Game, score: str, others: tuple[object, ...]
               ) -> GameState:
    """``--pbn``: board ``board`` after ``after`` cards, every card of its ``[Play]`` checked with compass seats,
    the score North-South's first."""
    from whistodds.odds.positions.pbn import pbn_state

    if any(others):
        raise ValueError("--pbn gives the hands, trumps and play; give none of --hand, --played, --trumps, "
                         "--turn-up, --dealer, --known with it")
    from whistodds.odds.positions.pbn import decode_pbn
    from whistodds.user_files import read_user_file

    text = decode_pbn(read_user_file(path, "--pbn"))  # a regular file only: a FIFO never blocks
    north_south, east_west = parse_score(score)
    return pbn_state(text, board, after, game, (north_south, east_west))


def _hands_state(hands: str, played: str, score: str, deal: str | None, dealer: str | None, trumps: str | None,
                 turn_up: str | None, game: Game, others: tuple[object, ...]) -> GameState:
    """``--hands``: every hand known (:func:`~whistodds.odds.questions.position.hands_state`), alone."""
    from whistodds.odds.questions.position import hands_state

    if any(others):
        raise ValueError("--hands gives every hand; give none of --hand, --known, --pbn with it")
    north_south, east_west = parse_score(score)
    return hands_state(game, hands, played=played, score=(north_south, east_west), deal=deal, dealer=dealer,
                       trumps=trumps, turn_up=turn_up)


def hand_question(game: Game, hand: str, score: str, deal: str | None, dealer: str | None, trumps: str | None,
                  turn_up: str | None, run: RunOptions) -> PositionQuestion:
    """``odds GAME --hand ...``'s question: the chances holding ``hand`` before a card is played (the position
    alone, no card's figures)."""
    from whistodds.odds.questions import PositionQuestion

    state = make_state(game, hand, "", score, deal, dealer, trumps, turn_up, None)
    return PositionQuestion(state, check_model(run.model, game), run.deals, run.seed, cards=False)


@run_options(deals=None, model=Model.one)
def position(
    hand: HandOption = "",
    played: PlayedOption = "",
    score: Annotated[str, typer.Option("--score", help=(
        "The score, ours first, e.g. 8-7; with --pbn or --hands North-South's first (the player to move takes "
        "it from his side's view)."))] = "0-0",
    deal: Annotated[str | None, typer.Option("--deal", help=(
        "Which side deals: us or them (default: as --dealer says, else us)."))] = None,
    dealer: DealerOption = None,
    trumps: TrumpsOption = None,
    turn_up: TurnUpOption = None,
    known: KnownOption = None,
    game: Annotated[str, typer.Option("--game", help="The game (whist of four hands), e.g. long, short.")
                    ] = "long",
    pbn: Annotated[Path | None, typer.Option("--pbn", help=(
        "A PBN file (as deals --pbn writes it): the board's hands and [Play] after --after cards, every hand "
        "known: one deal, double-dummy by default, each card's tricks exact (as --hands)."))] = None,
    board: Annotated[int, typer.Option("--board", help="The board of the PBN file.")] = 1,
    after: Annotated[int, typer.Option("--after", help="The position after the first K cards of its [Play].")
                     ] = 0,
    hands: Annotated[str | None, typer.Option("--hands", help=(
        "Every hand as dealt, 'N:AKQ.T98.765.432 E:... S:... W:...' or a PBN deal 'N:AKQ.T98.765.432 ... ... ...'"
        " (me South in --played, --deal and --dealer); seen by the player to move; double-dummy by default, one "
        "deal, each card's tricks exact."))] = None,
    own_view: Annotated[bool, typer.Option("--own-view", help=(
        "With --pbn or --hands: the moment as the player to move saw it, his hand and the cards played, the "
        "other hands unknown; consistent deals drawn and played on by the model (as analyse's P(odd trick))."
        ))] = False,
    leader: Annotated[str | None, typer.Option("--leader", help=(
        "With --hands: who leads the current trick (N E S W), for a problem with no history; the hands then any "
        "size 1-13, equal, or differing by the current trick's cards given with --played (its leader first)."))
                      ] = None,
    games: Annotated[str | None, typer.Option("--games", help=(
        "Games of the rubber won so far, us-them (e.g. 1-0): P(we win the rubber) too."))] = None,
    *,
    run: RunOptions,
) -> None:
    """The chances from a moment of a hand, then each of my legal cards played now, side by side.

    Over deals drawn from every deal consistent with what I have seen, played on by the chosen model:
    P(odd trick), our tricks (in the whole hand) and P(we win the game), each with its 95% interval; then,
    when it is my turn, the same figures for each legal card (its tricks from this trick on), the best marked
    (the highest P(game), ties by P(odd trick) then tricks), and each card's shortfall from the best on the
    same deals.  --format csv: one table, the position's row then each card's.  Deals: 100,000 by default,
    500 under double-dummy (each solved by DDS).

    With --hands or --pbn every hand is known: one deal, double-dummy by default, each card's tricks exact;
    seats are compass seats, each card played checked against the hand it was dealt to, and --score is
    North-South's first (--own-view: the moment as the player to move saw it, the other hands drawn).

    Example: whist-odds position --hand "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C" --played "me:10C 2D QC KC; right:AS"
    --trumps hearts --deal them --score 8-7
    """
    from whistodds.cli.progress import ask
    from whistodds.odds.positions.ending import is_ending
    from whistodds.odds.positions.pbn import own_view as seen_alone
    from whistodds.odds.questions import PositionQuestion
    from whistodds.games.registry import get_game
    from whistodds.simulations.play.models import open_hands_model

    if hands is not None and is_ending(hands, leader, played):
        _ending_answer(hands, played, trumps, leader, run, (hand, known, pbn, turn_up, games, own_view or None,
                                                           dealer, deal, run.model, run.deals))
        return
    if leader is not None:
        raise ValueError("--leader is for an ending given with --hands; a deal with its history leads from the "
                         "dealer's left")
    the_game = get_game(game)
    if hands is not None:
        state = _hands_state(hands, played, score, deal, dealer, trumps, turn_up, the_game, (hand, known, pbn))
    elif pbn is not None:
        state = _pbn_state(pbn, board, after, the_game, score, (hand, played, trumps, turn_up, dealer, known))
    elif not hand:
        raise ValueError("my hand is not given; give --hand CARDS, or --pbn FILE")
    elif own_view:
        raise ValueError("--own-view is for a moment with every hand known; give it with --pbn FILE or --hands")
    else:
        state = make_state(the_game, hand, played, score, deal, dealer, trumps, turn_up, known)
    every_hand = (hands is not None or pbn is not None) and not own_view  # one deal, every hand known
    if own_view:
        state = seen_alone(state)
    open_hands = every_hand and run.model is None  # every hand known: the model that reads them all
    model = check_model(open_hands_model() if open_hands else run.model, state.game)
    won = None if games is None else parse_score(games, option="--games")
    question = PositionQuestion(state, model, run.deals, run.seed, None if won is None else (won[0], won[1]),
                                every_hand=every_hand)
    check_writable(run.out)
    ask(question, run)


def _ending_answer(hands: str, played: str, trumps: str | None, leader: str | None, run: RunOptions,
                   others: tuple[object, ...]) -> None:
    """``--hands`` as an ending (a problem with no history): each legal card's double-dummy tricks, exact."""
    import pandas as pd

    from whistodds.games.cards import format_card
    from whistodds.odds.positions.ending import ending_values, read_ending
    from whistodds.reports.text.formats import OutputFormat, render

    if any(other not in (None, "", False) for other in others):
        raise ValueError("an ending (--hands with --leader, or hands of fewer than 13 cards) takes only --trumps, "
                         "--leader and --played (its current trick); no --hand, --known, --pbn, --turn-up, --games, "
                         "--own-view, --dealer, --deal, --model or --deals")
    if trumps is None:
        raise ValueError("trumps are not given; give --trumps SUIT")
    ending = read_ending(hands, trumps, leader, played)
    check_writable(run.out)
    values = ending_values(ending)
    best = max(values.values())
    cards = [card for card in ending.legal_cards() if card in values]
    table = pd.DataFrame({"card": [format_card(card) for card in cards], "seat": ending.to_move,
                          "tricks": [values[card] for card in cards],
                          "best": [values[card] == best for card in cards]})
    fmt = table_format(run.fmt)
    text = render(table, fmt)
    if fmt is OutputFormat.table:
        text = (f"{ending.to_move} to play, {ending.size} card(s) a hand, {('clubs diamonds hearts spades').split()[ending.trump]} "
                f"trumps: the tricks {ending.side} take from this trick on with each legal card, double dummy "
                f"(DDS), exact\n" + text)
    emit(text, run.out)
