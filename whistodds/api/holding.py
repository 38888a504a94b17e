"""The Python API of the commands about a hand, ``holding``, ``position`` (and ``odds GAME --hand``) and
``partner``, for a notebook: names in, answers out.

Each function reads the names it is given once, at its door, as the command line does (a game's name, a play
model's name, a score ``"8-7"``, the cards and seats as the command line writes them), builds the same question
as the command (:mod:`whistodds.odds.questions`), with the same one-line ``ValueError`` for a value that will
not do, and returns its answer with the question it answered and the seed it used; :func:`whistodds.api.text`
writes it as the command prints it.

>>> from whistodds.api import text
>>> said = partner(3, at_least=1, seed=1, deals=20_000)
>>> said.rows[0]["exact_fraction"], said.seed  # 1 - C(26, 3) / C(39, 3)
('503/703', 1)
>>> print(text(said, "csv").splitlines()[0][:39])
question,game,exact_fraction,exact_prob
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Executor

from whistodds.games.definition import Game
from whistodds.odds.questions import (HoldingAnswer, HoldingQuestion, MeasureAnswer, MeasureQuestion, PartnerAnswer,
                                      PartnerQuestion, PositionAnswer, PositionQuestion, answer)
from whistodds.odds.questions.checks import check_model, parse_score
from whistodds.odds.questions.partner import DEFAULT_DEALS as PARTNER_DEALS
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel


def _game(game: str | Game) -> Game:
    """The game named (a ``Game`` as given)."""
    from whistodds.games.registry import get_game

    return game if isinstance(game, Game) else get_game(game)


def holding_question(question: str, *, hand: str | None = None, known: Iterable[str] = (), seen: str | None = None,
                     sizes: str | None = None, trumps: str | None = None, turn_up: str | None = None,
                     dealer: str | None = None, shown_out: Iterable[str] = (), game: str | Game = "long",
                     model: str | PlayModel | None = None, deals: int | None = None, seed: int | None = None,
                     suit: str | None = None) -> HoldingQuestion | MeasureQuestion:
    """The question of :func:`holding` (``question``: the sentence, as the command line names its argument),
    built from names (what a web page builds before any work): a :class:`MeasureQuestion` where the sentence asks
    a number (a mean, a whole distribution, a count of hands), else a :class:`HoldingQuestion`.

    >>> type(holding_question("the average number of trumps partner holds", trumps="spades")).__name__
    'MeasureQuestion'
    """
    from whistodds.odds.holdings.dealt import position_with_hand_as_dealt
    from whistodds.odds.holdings.sentences.measures import starts_measure
    from whistodds.simulations.play.models import get_model

    known, shown_out = ((entry,) if isinstance(entry, str) else tuple(entry) for entry in (known, shown_out))
    position = position_with_hand_as_dealt(game=_game(game), hand=hand, known=known, seen=seen, sizes=sizes,
                                           trumps=trumps, turn_up=turn_up, dealer=dealer, shown_out=shown_out)
    chosen = None if model is None else model if isinstance(model, PlayModel) else get_model(model)
    if starts_measure(question):  # a number asked, exactly: no deals drawn, no play model
        return MeasureQuestion(question, position, suit=suit)
    return HoldingQuestion(question, position, chosen, deals, seed, suit=suit)


def holding(sentence: str, *, hand: str | None = None, known: Iterable[str] = (), seen: str | None = None,
            sizes: str | None = None, trumps: str | None = None, turn_up: str | None = None,
            dealer: str | None = None, shown_out: Iterable[str] = (), game: str | Game = "long",
            model: str | PlayModel | None = None, deals: int | None = None, seed: int | None = None,
            suit: str | None = None) -> HoldingAnswer | MeasureAnswer:
    """``whist-odds holding SENTENCE --hand ...``: the chance of a holding sentence from a position, exact where
    it can be counted, and simulated (``known`` and ``shown_out``: one entry a seat, or several); where the
    sentence asks a number (a mean, a whole distribution, a count of hands), that number, exactly.

    >>> said = holding("partner holds KS", hand="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC", seed=1, deals=20_000)
    >>> said.figures.exact, said.figures.odds
    (Fraction(1, 3), '2 to 1 against')
    >>> holding("the average number of trumps partner holds", trumps="spades").mean
    Fraction(13, 4)
    """
    asked = holding_question(sentence, hand=hand, known=known, seen=seen, sizes=sizes, trumps=trumps,
                             turn_up=turn_up, dealer=dealer, shown_out=shown_out, game=game, model=model, deals=deals,
                             seed=seed, suit=suit)
    return answer(asked) if isinstance(asked, MeasureQuestion) else answer(asked)


def position_question(hand: str | None = None, *, played: str = "", score: str | tuple[int, int] = (0, 0),
                      deal: str | None = None, dealer: str | None = None, trumps: str | None = None,
                      turn_up: str | None = None, known: Iterable[str] = (), game: str | Game = "long",
                      games: str | tuple[int, int] | None = None, cards: bool = True, hands: str | None = None,
                      own_view: bool = False, model: str | PlayModel | None = None, deals: int | None = None,
                      seed: int | None = None) -> PositionQuestion:
    """The question of :func:`position`, built from names (what a web page builds before any work)."""
    from whistodds.odds.positions.pbn import own_view as seen_alone
    from whistodds.odds.questions.position import hand_state, hands_state
    from whistodds.simulations.play.models import open_hands_model

    the_game = _game(game)
    us, them = parse_score(score) if isinstance(score, str) else score
    if hands is not None:
        if hand is not None or tuple(known):
            raise ValueError("--hands gives every hand; give none of --hand, --known with it")
        state = hands_state(the_game, hands, played=played, score=(us, them), deal=deal, dealer=dealer,
                            trumps=trumps, turn_up=turn_up)
    elif not hand:
        raise ValueError("my hand is not given; give --hand CARDS, or --hands")
    elif own_view:
        raise ValueError("--own-view is for a moment with every hand known; give it with --hands")
    else:
        state = hand_state(the_game, hand, played=played, score=(us, them), deal=deal, dealer=dealer,
                           trumps=trumps, turn_up=turn_up, known=(known,) if isinstance(known, str) else tuple(known))
    every_hand = hands is not None and not own_view  # one deal, every hand known
    if own_view:
        state = seen_alone(state)
    chosen = open_hands_model() if every_hand and model is None else model  # every hand known: read them all
    won = parse_score(games, option="--games") if isinstance(games, str) else games
    return PositionQuestion(state, check_model(chosen, the_game), deals, seed,
                            None if won is None else (won[0], won[1]), cards=cards, every_hand=every_hand)


def position(hand: str | None = None, *, played: str = "", score: str | tuple[int, int] = (0, 0),
             deal: str | None = None, dealer: str | None = None, trumps: str | None = None,
             turn_up: str | None = None, known: Iterable[str] = (), game: str | Game = "long",
             games: str | tuple[int, int] | None = None, cards: bool = True, hands: str | None = None,
             own_view: bool = False, model: str | PlayModel | None = None, deals: int | None = None,
             seed: int | None = None, executor: Executor | None = None, progress: ProgressCallback | None = None
             ) -> PositionAnswer:
    """``whist-odds position --hand ... --played ...``: the chances from a moment of a hand (P(odd trick), our
    tricks, P(game), with ``games`` P(rubber)), and with ``cards`` each of my legal cards' when it is my turn;
    ``cards=False`` before a card is played is ``whist-odds odds GAME --hand ...``.  ``hands``: every hand known
    (``--hands``, me South; one deal, double dummy, each card's tricks exact), with ``own_view`` as the player
    to move saw it.

    >>> said = position("AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", deal="them", score="6-0",
    ...                 cards=False, deals=2000, seed=1)
    >>> said.result.p_game.value, said.cards is None  # four honours at six in long whist: the game
    (1.0, True)
    """
    question = position_question(hand, played=played, score=score, deal=deal, dealer=dealer, trumps=trumps,
                                 turn_up=turn_up, known=known, game=game, games=games, cards=cards, hands=hands,
                                 own_view=own_view, model=model, deals=deals, seed=seed)
    return answer(question, executor=executor, progress=progress)


def partner(of: int, *, at_least: int | None = None, exactly: int | None = None, game: str | Game = "long",
            deals: int = PARTNER_DEALS, seed: int | None = None, executor: Executor | None = None,
            progress: ProgressCallback | None = None) -> PartnerAnswer:
    """``whist-odds partner --of M --at-least K``: the chance that my partner holds K of M named cards I do not
    hold, exact and simulated, a row a question (at least, then exactly).

    >>> partner(2, exactly=1, seed=1, deals=10_000).rows[0]["exact_fraction"]
    '26/57'
    """
    return answer(PartnerQuestion(_game(game), of, at_least, exactly, deals, seed), executor=executor,
                  progress=progress)
