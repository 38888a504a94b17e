"""``whist-odds position``'s question, and ``odds GAME --hand``'s: the chances from a moment of a hand.

The moment is one frozen :class:`~whistodds.odds.positions.play_so_far.GameState` (my hand, what else is
known, the play so far, trumps, the turn-up, the dealer, the score), built once at the door from the command
line's flags, the API's arguments or a web request.  ``odds GAME --hand`` asks the same question before a card
is played, without each card's figures (``cards=False``): one question for the two commands, since the figures
are the same figures from the same deals.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from whistodds.games.seats import Seat
from whistodds.odds.questions.base import Work
from whistodds.odds.questions.checks import check_deals, check_plays, check_seed_value, run_seed
from whistodds.simulations import limits
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.models import PlayModel

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.odds.positions.play_so_far import GameState
    from whistodds.odds.positions.cards import CardOdds
    from whistodds.odds.positions.figures import PositionOdds

DEFAULT_DEALS = 100_000
DEFAULT_SOLVED_DEALS = 500  # double-dummy: each deal solved by DDS, a few to a few hundred a second


def default_deals(deals: int | None, model: PlayModel) -> int:
    """``--deals`` as given, else the default for the model (fewer for double-dummy, whose deals are solved).

    >>> from whistodds.simulations.play.models import get_model
    >>> default_deals(None, get_model("hoyle")), default_deals(7, get_model("hoyle"))
    (100000, 7)
    """
    if deals is not None:
        return deals
    return DEFAULT_DEALS if model.plays_card_by_card else DEFAULT_SOLVED_DEALS


def dealer_seat(deal: str | None, dealer: str | None) -> str:
    """The dealer's seat from ``--deal us|them`` and ``--dealer``, checked to agree (either alone decides;
    neither: we deal, I am the dealer).

    >>> dealer_seat("them", None), dealer_seat(None, "partner")
    ('right', 'partner')
    """
    from whistodds.games.position import Seat, parse_seat

    if deal is None:
        return "me" if dealer is None else parse_seat(dealer).value
    if deal not in ("us", "them"):
        raise ValueError(f"--deal {deal!r} is not allowed with a hand in play; use us or them (who deals "
                         f"decides who holds the turn-up and who leads)")
    if dealer is None:
        return "me" if deal == "us" else "right"
    seat = parse_seat(dealer)
    ours = seat in (Seat.ME, Seat.PARTNER)
    if ours != (deal == "us"):
        raise ValueError(f"--dealer {dealer} is not allowed with --deal {deal}; "
                         f"use {'me or partner (S or N)' if deal == 'us' else 'left or right (W or E)'}")
    return seat.value


def hands_state(game: Game, hands: str, *, played: str = "", score: tuple[int, int] = (0, 0),
                deal: str | None = None, dealer: str | None = None, trumps: str | None = None,
                turn_up: str | None = None) -> GameState:
    """Every hand known (``position --hands``): the moment seen by the player to move (me South in ``played``,
    ``deal`` and ``dealer``; ``score`` North-South's first); every card played checked with compass seats."""
    from whistodds.games.cards import card_suit, parse_card
    from whistodds.games.position import parse_seat, parse_suit
    from whistodds.odds.positions.known_hands import compass_of, known_hands_pbn, pbn_state
    from whistodds.odds.positions.play_so_far import parse_played

    up = parse_card(turn_up) if turn_up is not None else None
    if trumps is None and up is None:
        raise ValueError("trumps are not given; give --trumps SUIT or --turn-up CARD")
    trump = parse_suit(trumps) if trumps is not None else int(card_suit(up)) if up is not None else 0
    seat = compass_of(parse_seat(dealer_seat(deal, dealer)))  # the dealer in compass letters: me South
    text = known_hands_pbn(hands, trump, seat, played, up)
    return pbn_state(text, 1, len(parse_played(played)), game, score, where="--played")


def hand_state(game: Game, hand: str, *, played: str = "", score: tuple[int, int] = (0, 0), deal: str | None = None,
               dealer: str | None = None, trumps: str | None = None, turn_up: str | None = None,
               known: tuple[str, ...] = ()) -> GameState:
    """The moment the door's strings give (the command line's flags, the API's arguments, a web request's
    parameters), read once into one frozen object: my hand now, the play so far, who deals, trumps or the
    turn-up, the cards known in other hands (the score is checked by :class:`PositionQuestion`).

    >>> from whistodds.games import get_game
    >>> hand_state(get_game("long"), "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", played="me:10C 2D QC KC",
    ...            deal="them", trumps="hearts").to_move.value
    'right'
    """
    from whistodds.odds.positions.play_so_far import game_state

    return game_state(hand=hand, trumps=trumps, dealer=dealer_seat(deal, dealer), played=played, score=score,
                      turn_up=turn_up, known=known, game=game)


@dataclass(frozen=True)
class PositionQuestion:
    """The chances from ``state`` under ``model`` over ``deals`` consistent deals (None: the model's default),
    drawn by ``seed``; with ``games`` won (us, them) in a rubber, P(we win the rubber) too; ``cards``: each of
    my legal cards' figures too (``odds --hand`` asks the position alone); ``every_hand``: the moment is one
    deal with every hand known (``--hands``, ``--pbn``), each card's tricks exact where the model solves it.

    >>> from whistodds.odds.positions.play_so_far import game_state
    >>> from whistodds.simulations.play.models import get_model
    >>> state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts")
    >>> PositionQuestion(state, get_model("hoyle"), games=(2, 0))
    Traceback (most recent call last):
    ...
    ValueError: --games '2-0' is not allowed; a rubber in play has 0 or 1 games won a side
    """

    state: GameState
    model: PlayModel
    deals: int | None = None
    seed: int | None = None
    games: tuple[int, int] | None = None
    cards: bool = True
    every_hand: bool = False

    def __post_init__(self) -> None:
        state = self.state
        if state.game.has_score:
            from whistodds.odds.game_odds import check_score

            check_score(state.game, state.score, "us" if state.we_deal else "them")
        check_plays(self.model, state.game)
        check_deals(self.deals, limits.MAX_DEAL, model=self.model)
        check_seed_value(self.seed)
        if self.games is not None:
            from whistodds.odds.rubber import rubber_game

            us, them = self.games
            if us not in (0, 1) or them not in (0, 1):
                raise ValueError(f"--games '{us}-{them}' is not allowed; a rubber in play has 0 or 1 games won a "
                                 f"side")
            rubber_game(self.state.game)  # a game with no rubber is one line
        if self.mine:
            from whistodds.odds.positions.cards import legal_cards

            legal_cards(self.state)

    @property
    def mine(self) -> bool:
        """Whether each card's figures are asked for and it is my turn (else the answer says why not)."""
        return self.cards and self.state.to_move is Seat.ME

    @property
    def exact(self) -> bool:
        """Every hand known and solved double dummy, no deals asked for: one deal, nothing drawn."""
        return self.every_hand and self.model.choice is None and self.deals is None

    @property
    def simulates(self) -> bool:
        return not self.exact

    @property
    def n_deals(self) -> int:
        """The deals played on: one where :attr:`exact`, else ``deals`` or the model's default."""
        return 1 if self.exact else default_deals(self.deals, self.model)

    @property
    def work(self) -> Work | None:
        return None if self.exact else Work(self.n_deals, f"playing ({self.model.name})", "deals")

    def answered(self, executor: Executor | None, progress: ProgressCallback | None) -> PositionAnswer:
        from whistodds.odds.positions.cards import known_deal_figures, position_and_cards

        seed = run_seed(self.seed, self.simulates)
        # the same deals for the position and each card
        result, cards = position_and_cards(self.state, self.model, self.n_deals, seed, games=self.games,
                                           cards=self.mine, executor=executor, progress=progress)
        assert result is not None  # the position is asked for
        if self.exact:
            result, cards = known_deal_figures(self.state, self.model, result, cards)
        if not self.cards:
            return PositionAnswer(self, seed, result, None)
        # Not my turn: no card figures, and the answer says why (an empty tuple, not None).
        return PositionAnswer(self, seed, result, tuple(cards or ()) if self.mine else ())


@dataclass(frozen=True)
class PositionAnswer:
    """The answer to a :class:`PositionQuestion`: the position's figures and each legal card's (None: not asked
    for; empty: asked for but not my turn), with the question and the seed it was answered with."""

    question: PositionQuestion
    seed: int
    result: PositionOdds
    cards: tuple[CardOdds, ...] | None
