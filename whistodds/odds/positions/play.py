"""Drawn deals played on from a game state, and what each outcome is worth.

Our side's tricks in the whole hand for each deal (:func:`our_tricks`: the model resumes the play from the cards
already played, or each deal is solved double dummy), the honours our side holds, and P(we win the game) or
the rubber after the deal.  A deal's worth depends on two things only, our tricks and the honours column the
scoring reads, so :func:`value_tables` gives it once for every pair (solved once in the main process), and a
batch of deals anywhere needs only the small tables.

>>> from whistodds.odds.positions.play_so_far import game_state
>>> from whistodds.odds.positions.draw import draw
>>> state = game_state(hand="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumps="spades", dealer="me")
>>> from whistodds.simulations.play.models import get_model
>>> our_tricks(state, draw(state, 50, seed=1), get_model("hoyle")).tolist() == [13] * 50
True
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

import numpy as np

from whistodds.games.contexts import hand_contexts
from whistodds.games.definition import Game
from whistodds.games.position import Seat
from whistodds.odds.game_odds import check_score, point_values, resolve_kernel
from whistodds.odds.positions.play_so_far import GameState
from whistodds.odds.positions.draw import Drawn
from whistodds.simulations.dealing import Deals
from whistodds.simulations.outcomes import honours_by_seat, honours_column
from whistodds.simulations.play.api import play
from whistodds.simulations.play.models import PlayModel, open_hands_model
from whistodds.simulations.seeding import SeedLike

US = (Seat.ME.index, Seat.PARTNER.index)


@dataclass(frozen=True)
class Outcomes:
    """Each drawn deal played on: our side's tricks (the whole hand), our honours, P(we win the game) from
    the deal's end (1 or 0 where it ends the game, else the solver's value of the score it leads to)."""

    our_tricks: np.ndarray
    our_honours: np.ndarray
    game_value: np.ndarray | None
    rubber_value: np.ndarray | None = None


@dataclass(frozen=True)
class ValueTables:
    """What a deal is worth by our tricks (rows, 0 to the tricks of a hand) and the honours column
    (``columns``, every one the scoring can read, in order): P(we win the game) after it, and with games
    won in a rubber, P(we win the rubber); None where the game has no such figure."""

    columns: np.ndarray
    game: np.ndarray | None
    rubber: np.ndarray | None = None

    def column_index(self, column: np.ndarray) -> np.ndarray:
        """Each deal's honours column as an index into ``columns``."""
        index: np.ndarray = np.searchsorted(self.columns, column)
        if not (self.columns[np.minimum(index, self.columns.size - 1)] == column).all():
            raise ValueError("an honours column that no count of honours gives")  # pragma: no cover - a bug
        return index


def play_on(state: GameState, drawn: Drawn, model: PlayModel, start: np.ndarray | None = None) -> Outcomes:
    """Every drawn deal played on by ``model`` from ``start`` (default: the play so far); double-dummy: each
    deal solved open from the play so far (``start`` is then not taken: see :func:`double_dummy_cards`)."""
    if model.choice is None and start is not None:
        raise ValueError("double-dummy figures for each card come from double_dummy_cards, one solve a deal")
    return outcomes_of(state, drawn, our_tricks(state, drawn, model, start), model)


def our_tricks(state: GameState, drawn: Drawn, model: PlayModel, start: np.ndarray | None = None,
               threads: int | None = None, solved: list[dict[int, int]] | None = None,
               checked: bool = False) -> np.ndarray:
    """Our side's tricks in the whole hand, each drawn deal played on by ``model`` from ``start`` (default: the
    play so far) on ``threads`` (default every core); double-dummy: each deal solved open from the play so
    far (``solved``: its :func:`solve_cards`, when already made).  ``checked``: ``start`` is known to be
    possible in every drawn deal (see :func:`~whistodds.simulations.play.api.play`)."""
    chosen = model
    deals = drawn.deals
    if chosen.choice is None:  # double-dummy: solved open
        if not state.played:
            from whistodds.simulations.play.double_dummy import double_dummy_tricks

            whole: np.ndarray = double_dummy_tricks(deals)[:, 0]
            return whole
        best = np.array([max(values.values()) for values in (solved or solve_cards(drawn))], np.int64)
        remaining = state.game.cards_per_hand - len(state.played) // 4
        mover_ours = state.to_move in (Seat.ME, Seat.PARTNER)
        ours: np.ndarray = state.tricks_won[0] + (best if mover_ours else remaining - best)
        return ours
    contexts = None
    score_game = score_game_of(state.game)
    if chosen.attends_to_score and score_game is not None:
        us, them = state.score
        dealer_score, other_score = (us, them) if state.we_deal else (them, us)
        contexts = hand_contexts(score_game, np.array(dealer_score), np.array(other_score),
                                 honours_of(state, deals)[1])
    first = drawn.start if start is None else start
    tricks: np.ndarray = play(deals, chosen, record=False, start=first, deal_seeds=drawn.seeds, threads=threads,
                              contexts=contexts, checked=checked).tricks_by_side[:, 0]
    return tricks


def double_dummy_cards(state: GameState, drawn: Drawn) -> dict[int, Outcomes]:
    """For each of my legal cards (I am to move), the deals' outcomes if I play it and the rest is played
    double dummy: one SolveBoard a deal (DDS through endplay) gives every card at once."""
    solved = solve_cards(drawn)
    cards = set(solved[0]).intersection(*solved[1:])
    return {card: outcomes_of(state, drawn, state.tricks_won[0] + np.array([values[card] for values in solved]),
                              open_hands_model()) for card in sorted(cards, reverse=True)}


def solve_cards(drawn: Drawn) -> list[dict[int, int]]:
    """For each drawn deal, every legal card of the player to move and his side's tricks from the current trick
    on if he plays it, double dummy (one SolveBoard a deal)."""
    from whistodds.simulations.play.double_dummy_cards import card_values

    return card_values(drawn.deals, drawn.start)


def honours_of(state: GameState, deals: Deals) -> tuple[np.ndarray, np.ndarray]:
    """The trump honours of each seat ``(n, 4)`` and the honours column the scoring reads (the dealer's side)."""
    honours = honours_by_seat(deals.hands, deals.trump, state.game.whist_rules.honour_ranks)
    return honours, dealer_column(state, honours)


def dealer_column(state: GameState, honours: np.ndarray) -> np.ndarray:
    """The honours column the scoring reads (the dealer's side's) from the honours of each seat ``(n, 4)``."""
    rolled = np.roll(honours, -state.dealer.index, axis=1)  # the dealer's seat first, as the scoring reads
    return honours_column(state.game, rolled)


def outcomes_of(state: GameState, drawn: Drawn, ours: np.ndarray, model: PlayModel) -> Outcomes:
    """The outcomes of the drawn deals in which our side takes ``ours`` tricks in the whole hand."""
    honours, column = honours_of(state, drawn.deals)
    score_game = score_game_of(state.game)
    value = None if score_game is None else _game_value(score_game, state, model, ours, column)
    return Outcomes(ours, honours[:, US[0]] + honours[:, US[1]], value)


def value_tables(state: GameState, model: PlayModel, games: tuple[int, int] | None = None) -> ValueTables:
    """P(we win the game) (and, with ``games`` won, the rubber) after a deal, for every count of our tricks and
    every honours column: :class:`ValueTables`."""
    game = state.game
    held = len(game.whist_rules.honour_ranks)
    counts = np.array([seats for seats in product(range(held + 1), repeat=game.players) if sum(seats) <= held],
                      np.int64)
    columns = np.unique(honours_column(game, counts))
    tricks = np.repeat(np.arange(game.cards_per_hand + 1), columns.size)
    column = np.tile(columns, game.cards_per_hand + 1)
    shape = (game.cards_per_hand + 1, columns.size)
    score_game = score_game_of(game)
    values = None if score_game is None else _game_value(score_game, state, model, tricks, column).reshape(shape)
    rubber = None
    if games is not None:
        from whistodds.odds.positions.rubber import rubber_values

        rubber = rubber_values(state, model, tricks, column, games).reshape(shape)
    return ValueTables(columns, values, rubber)


def score_game_of(game: Game) -> Game | None:
    """The game whose score a deal's outcome moves (None: a game without a score of two sides)."""
    return game if game.has_score and game.counts_tricks_and_honours and game.n_sides == 2 else None


def _game_value(game: Game, state: GameState, model: PlayModel, ours: np.ndarray, column: np.ndarray) -> np.ndarray:
    """P(we win the game) after each deal: 1 or 0 where the deal ends it, else the exact value of the score it
    leads to, the other side dealing next."""
    winner, following = _after_deal(game, state, ours, column)
    values = point_values(game, resolve_kernel(model, game))
    result: np.ndarray = np.where(winner == 0, 1.0, np.where(winner == 1, 0.0,
                                                             values[np.where(winner < 0, following, 0)]))
    return result


def game_value_draws(state: GameState, model: PlayModel, ours: np.ndarray, column: np.ndarray, draws: int | None = None,
                     seed: SeedLike = 0) -> tuple[np.ndarray, np.ndarray] | None:
    """P(we win the game) after each outcome (our tricks ``ours`` in the whole hand, the honours ``column``),
    the kernel's own figure ``(m,)`` and re-solved for each of ``draws`` posterior draws of the kernel
    ``(draws, m)``; 1 or 0 where the outcome ends the game (None: a game without a score).  The interval of
    a deal whose outcome is known: the tricks are exact, the worth of the score they lead to is the kernel's."""
    from whistodds.odds.game_odds import posterior_figures

    game = score_game_of(state.game)
    if game is None:
        return None
    winner, following = _after_deal(game, state, ours, column)
    point, sampled = posterior_figures(game, resolve_kernel(model, game), draws, seed)
    where = np.where(winner < 0, following, 0)

    def settled(values: np.ndarray) -> np.ndarray:
        return np.where(winner == 0, 1.0, np.where(winner == 1, 0.0, values[..., where]))

    return settled(point), settled(sampled)


def _after_deal(game: Game, state: GameState, ours: np.ndarray, column: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Who has won the game after each outcome (0 us, 1 them, -1 neither yet) and the state index of the score
    it leads to, the other side dealing next."""
    us, them = state.score
    check_score(game, (us, them), "us" if state.we_deal else "them")
    dealer_side = 0 if state.we_deal else 1
    dealer_tricks = ours if state.we_deal else game.cards_per_hand - ours
    scores = np.broadcast_to(np.array([us, them], np.int64), (ours.shape[0], 2))
    new, winner = game.score_rules.apply(scores, np.full(ours.shape[0], dealer_side), {
        "tricks": dealer_tricks, "honours": column})
    n = game.score_rules.score_states
    new_us, new_them = np.minimum(new[:, 0], n - 1), np.minimum(new[:, 1], n - 1)
    return winner, (new_us * n + new_them) * 2 + (1 - dealer_side)
