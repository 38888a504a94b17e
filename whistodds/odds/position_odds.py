"""The chances from any moment of a hand: over the deals consistent with what I know, played on by a model.

Given a :class:`~whistodds.odds.play_so_far.GameState` (my hand, the score, who deals, the play so far), deals
are drawn uniformly from those consistent with it (:func:`whistodds.simulations.conditional.deal_position`)
and each is played on from the cards already played by the chosen play model (the engine resumes the play:
:mod:`whistodds.simulations.play.resume`).  From them: P(our side takes the odd trick this deal), our tricks
(expected, and their distribution), the honours our side holds, and P(we win the game), each deal's outcome
being fed to the exact solver for the rest of the game (``odds.solver``; the later deals from the model's
shipped kernel).  Every figure is an :class:`~whistodds.simulations.estimate.Estimate` over the deals drawn:
a proportion of them with Wilson's interval, a mean of per-deal chances by ``Estimate.bounded_mean``; and a
figure that every outcome still possible from the moment agrees on (:mod:`whistodds.odds.still_possible`) is
exact, not estimated.

When the turn-up is not given, one of the dealer's trumps was turned up: each deal is then kept with chance
(his trumps) / 13, so that the deals are those of a real deal in which trumps are the suit named.

>>> from whistodds.odds.play_so_far import game_state
>>> state = game_state(hand="AH KH QH JH 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right",
...                    score=(6, 0))
>>> result = position_odds(state, "hoyle", 2000, seed=1)
>>> result.p_game.value, result.p_game.method.value  # four honours at six in long whist: the game
(1.0, 'exact')
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from whistodds.games.cards import card_suit
from whistodds.games.contexts import hand_contexts, odd_trick
from whistodds.games.definition import Game
from whistodds.games.position import SEATS, Seat
from whistodds.games.registry import get_game
from whistodds.odds.game_odds import check_score, point_values, resolve_kernel
from whistodds.odds.play_so_far import GameState
from whistodds.odds.still_possible import Certain, certain_figures, possible_outcomes, settle
from whistodds.simulations.batches import check_count
from whistodds.simulations.conditional import deal_position
from whistodds.simulations.dealing import Deals
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.limits import MAX_DEAL
from whistodds.simulations.play.api import play, play_seeds
from whistodds.simulations.play.models import DEFAULT_MODEL, get_model
from whistodds.simulations.outcomes import honours_by_seat, honours_column
from whistodds.simulations.seeding import SeedLike, as_generator

US = (Seat.ME.index, Seat.PARTNER.index)
_MAX_ROUNDS = 64  # rounds of dealing to find deals whose dealer holds a trump to turn up


@dataclass(frozen=True)
class Drawn:
    """Deals consistent with a game state, by my seats (``Seat.index``), with one play seed a deal."""

    deals: Deals
    seeds: np.ndarray
    start: np.ndarray  # the cards played so far, in order of play, (1, k)


@dataclass(frozen=True)
class Outcomes:
    """Each drawn deal played on: our side's tricks (the whole hand), our honours, P(we win the game) from
    the deal's end (1 or 0 where it ends the game, else the solver's value of the score it leads to)."""

    our_tricks: np.ndarray
    our_honours: np.ndarray
    game_value: np.ndarray | None
    rubber_value: np.ndarray | None = None


@dataclass(frozen=True)
class PositionOdds:
    """The chances from a game state under one play model, over ``deals`` consistent deals."""

    model: str
    deals: int
    p_odd_trick: Estimate
    tricks: Estimate
    tricks_distribution: tuple[Estimate, ...]
    honours_distribution: tuple[Estimate, ...]
    p_game: Estimate | None
    p_rubber: Estimate | None = None

    def to_json(self) -> dict[str, object]:
        """The figures with the issue's keys: each figure's value under its name, then ``NAME_se``,
        ``NAME_ci95_low``, ``NAME_ci95_high``; the distributions as lists of estimates."""
        document: dict[str, object] = {"model": self.model, "deals": self.deals}
        for name, figure in (("p_odd_trick", self.p_odd_trick), ("tricks", self.tricks), ("p_game", self.p_game),
                             ("p_rubber", self.p_rubber)):
            document.update(flat(name, figure))
        document["tricks_distribution"] = [e.to_json() for e in self.tricks_distribution]
        document["honours_distribution"] = [e.to_json() for e in self.honours_distribution]
        return document


def flat(name: str, figure: Estimate | None) -> dict[str, object]:
    """``{name: value, name_se: ..., name_ci95_low: ..., name_ci95_high: ..., name_method: ...}`` (None: the
    name only); the method says an exact figure (certain whatever the unseen cards) from an estimated one."""
    if figure is None:
        return {name: None}
    return {name: figure.value, f"{name}_se": figure.se, f"{name}_ci95_low": figure.ci95_low,
            f"{name}_ci95_high": figure.ci95_high, f"{name}_method": figure.method.value}


def draw(state: GameState, n_deals: int, seed: SeedLike = None) -> Drawn:
    """``n_deals`` deals consistent with ``state`` (the hands as dealt: what each holds now and has played)."""
    n_deals = check_count(n_deals, "n_deals", MAX_DEAL)
    generator = as_generator(seed)
    position, game = state.position, state.game
    played_by = np.zeros(4, np.uint64)
    for seat, card in state.played:
        played_by[seat.index] |= np.uint64(1) << np.uint64(card)
    dealer = state.dealer.index
    if position.turn_up is None:
        _check_dealer_can_turn_up(state)
    wanted: list[np.ndarray] = []
    kept = 0
    for _ in range(_MAX_ROUNDS):
        if kept >= n_deals:
            break
        size = max(n_deals - kept, 1_000) if position.turn_up is not None else int(
            max(n_deals - kept, 1_000) * 1.1 / _kept_share(state)) + 1_000
        masks = deal_position(position, size, generator) | played_by[None, :]
        if position.turn_up is None:  # the dealer turned up one of his trumps: P(kept) = his trumps / 13
            trumps = _count_suit(masks[:, dealer], state.trump)
            masks = masks[generator.random(size) * game.cards_per_player < trumps]
        wanted.append(masks)
        kept += masks.shape[0]
    if kept < n_deals:
        raise ValueError(f"too few consistent deals in which the dealer ({state.dealer.value}) holds a trump to turn "
                         f"up ({kept:,} of {n_deals:,} wanted); give --turn-up")
    masks = np.concatenate(wanted)[:n_deals]
    hands = _codes(masks, game.cards_per_player)
    if position.turn_up is not None:
        turn_up = np.full(n_deals, position.turn_up, np.int64)
    else:  # one of the dealer's trumps, each alike
        is_trump = card_suit(hands[:, dealer, :]) == state.trump
        pick = (generator.random(n_deals) * is_trump.sum(axis=1)).astype(np.int64)
        turn_up = hands[np.arange(n_deals), dealer, np.argmax(np.cumsum(is_trump, axis=1) > pick[:, None], axis=1)]
    last = hands[:, dealer, :] == turn_up[:, None]  # the turn-up is the dealer's last card
    order = np.argsort(last, axis=1, kind="stable")
    hands[:, dealer, :] = np.take_along_axis(hands[:, dealer, :], order, axis=1)
    deals = Deals(game, np.ascontiguousarray(hands.astype(np.uint8)), np.zeros((n_deals, 0), np.uint8),
                  turn_up.astype(np.uint8), np.full(n_deals, state.trump, np.uint8),
                  np.full(n_deals, dealer, np.uint8))
    start = np.array([[card for _, card in state.played]], np.uint8).reshape(1, len(state.played))
    return Drawn(deals, play_seeds(generator, n_deals), start)


def play_on(state: GameState, drawn: Drawn, model: str, start: np.ndarray | None = None, *,
            values: bool = True) -> Outcomes:
    """Every drawn deal played on by ``model`` from ``start`` (default: the play so far); double-dummy: each
    deal solved open from the play so far (``start`` is then not taken: see :func:`double_dummy_cards`);
    ``values`` False leaves out P(we win the game) after each deal (only the tricks are wanted)."""
    chosen = get_model(model)
    deals = drawn.deals
    first = drawn.start if start is None else start
    if chosen.choice is None:  # double-dummy: solved open
        if start is not None:
            raise ValueError("double-dummy figures for each card come from double_dummy_cards, one solve a deal")
        if not state.played:
            from whistodds.simulations.play.double_dummy import double_dummy_tricks

            return outcomes_of(state, drawn, double_dummy_tricks(deals)[:, 0], chosen.name, values=values)
        best = np.array([max(values.values()) for values in _solved(state, drawn)], np.int64)
        remaining = state.game.cards_per_hand - len(state.played) // 4
        mover_ours = state.to_move in (Seat.ME, Seat.PARTNER)
        return outcomes_of(state, drawn, state.tricks_won[0] + (best if mover_ours else remaining - best),
                           chosen.name, values=values)
    contexts = None
    score_game = _score_game(state.game)
    if chosen.attends_to_score and score_game is not None:
        us, them = state.score
        dealer_score, other_score = (us, them) if state.we_deal else (them, us)
        contexts = hand_contexts(score_game, np.array(dealer_score), np.array(other_score),
                                 _honours(state, deals)[1])
    tricks_by_side = play(deals, chosen, record=False, start=first, deal_seeds=drawn.seeds,
                          contexts=contexts).tricks_by_side
    return outcomes_of(state, drawn, tricks_by_side[:, 0], chosen.name, values=values)


def double_dummy_cards(state: GameState, drawn: Drawn) -> dict[int, Outcomes]:
    """For each of my legal cards (I am to move), the deals' outcomes if I play it and the rest is played
    double dummy: one SolveBoard a deal (DDS through endplay) gives every card at once."""
    solved = _solved(state, drawn)
    cards = set(solved[0]).intersection(*solved[1:])
    return {card: outcomes_of(state, drawn, state.tricks_won[0] + np.array([values[card] for values in solved]),
                              "double-dummy") for card in sorted(cards, reverse=True)}


def _solved(state: GameState, drawn: Drawn) -> list[dict[int, int]]:
    from whistodds.simulations.play.double_dummy_cards import card_values

    return card_values(drawn.deals, drawn.start)


def _honours(state: GameState, deals: Deals) -> tuple[np.ndarray, np.ndarray]:
    """The trump honours of each seat ``(n, 4)`` and the honours column the scoring reads (the dealer's side)."""
    honours = honours_by_seat(deals.hands, deals.trump, state.game.whist_rules.honour_ranks)
    return honours, dealer_column(state, honours)


def dealer_column(state: GameState, honours: np.ndarray) -> np.ndarray:
    """The honours column the scoring reads (the dealer's side's) from the honours of each seat ``(n, 4)``."""
    rolled = np.roll(honours, -state.dealer.index, axis=1)  # the dealer's seat first, as the scoring reads
    return honours_column(state.game, rolled)


def outcomes_of(state: GameState, drawn: Drawn, ours: np.ndarray, model: str, *, values: bool = True) -> Outcomes:
    """The outcomes of the drawn deals in which our side takes ``ours`` tricks in the whole hand (``values``
    False: without P(we win the game) after each deal)."""
    honours, column = _honours(state, drawn.deals)
    score_game = _score_game(state.game) if values else None
    value = None if score_game is None else _game_value(score_game, state, model, ours, column)
    return Outcomes(ours, honours[:, US[0]] + honours[:, US[1]], value)


def summarise(game: Game, model: str, outcomes: Outcomes) -> PositionOdds:
    ours, n = outcomes.our_tricks, outcomes.our_tricks.shape[0]
    tricks = game.cards_per_hand
    honours = len(game.whist_rules.honour_ranks)
    return PositionOdds(
        model, n, Estimate.proportion(int((ours >= odd_trick(tricks)).sum()), n),
        Estimate.bounded_mean(ours, 0, tricks),
        tuple(Estimate.proportion(int((ours == t).sum()), n) for t in range(tricks + 1)),
        tuple(Estimate.proportion(int((outcomes.our_honours == h).sum()), n) for h in range(honours + 1)),
        None if outcomes.game_value is None else Estimate.bounded_mean(outcomes.game_value),
        None if outcomes.rubber_value is None else Estimate.bounded_mean(outcomes.rubber_value))


def position_odds(state: GameState, model: str = DEFAULT_MODEL, n_deals: int = 100_000, seed: SeedLike = None,
                  drawn: Drawn | None = None, games: tuple[int, int] | None = None) -> PositionOdds:
    """The chances from ``state`` under ``model`` over ``n_deals`` consistent deals (or the deals ``drawn``);
    with ``games`` won (us, them) in a game with a rubber, P(we win the rubber) too."""
    drawn = draw(state, n_deals, seed) if drawn is None else drawn
    outcomes = play_on(state, drawn, model)
    if games is not None:
        from dataclasses import replace

        from whistodds.odds.position_rubber import rubber_values

        column = _honours(state, drawn.deals)[1]
        outcomes = replace(outcomes, rubber_value=rubber_values(state, get_model(model).name, outcomes.our_tricks,
                                                                column, games))
    return settle(summarise(state.game, model, outcomes), certain(state, model, games))


def certain(state: GameState, model: str, games: tuple[int, int] | None = None) -> Certain:
    """The figures certain from ``state`` whatever the unseen cards: every outcome still possible
    (:func:`~whistodds.odds.still_possible.possible_outcomes`) scored as each deal's outcome is."""
    ours, by_seat = possible_outcomes(state)
    name = get_model(model).name
    column = dealer_column(state, by_seat)
    score_game = _score_game(state.game)
    game_value = None if score_game is None else _game_value(score_game, state, name, ours, column)
    rubber_value = None
    if games is not None:
        from whistodds.odds.position_rubber import rubber_values

        rubber_value = rubber_values(state, name, ours, column, games)
    return certain_figures(ours, by_seat[:, US[0]] + by_seat[:, US[1]], odd_trick(state.game.cards_per_hand),
                           game_value, rubber_value)


def mean(values: np.ndarray) -> Estimate:
    """A simulated mean and its SE, the interval value +- 1.96 SE (the paired differences of card_odds)."""
    values = np.asarray(values, np.float64)
    spread = float(values.std(ddof=1)) if values.size > 1 else 0.0
    return Estimate.mean(float(values.mean()), spread / np.sqrt(values.size))


def _score_game(game: Game) -> Game | None:
    scoring = get_game(game)
    return scoring if scoring.has_score and scoring.counts_tricks_and_honours and scoring.n_sides == 2 else None


def _game_value(game: Game, state: GameState, model: str, ours: np.ndarray, column: np.ndarray) -> np.ndarray:
    """P(we win the game) after each deal: 1 or 0 where the deal ends it, else the exact value of the score it
    leads to, the other side dealing next."""
    us, them = state.score
    check_score(game, (us, them), "us" if state.we_deal else "them")
    dealer_side = 0 if state.we_deal else 1
    dealer_tricks = ours if state.we_deal else game.cards_per_hand - ours
    scores = np.broadcast_to(np.array([us, them], np.int64), (ours.shape[0], 2))
    new, winner = game.score_rules.apply(scores, np.full(ours.shape[0], dealer_side), {
        "tricks": dealer_tricks, "honours": column})
    n = game.score_rules.score_states
    values = point_values(game, resolve_kernel(model, game))
    new_us, new_them = np.minimum(new[:, 0], n - 1), np.minimum(new[:, 1], n - 1)
    following = (new_us * n + new_them) * 2 + (1 - dealer_side)  # the state index, the other side dealing next
    return np.where(winner == 0, 1.0, np.where(winner == 1, 0.0, values[np.where(winner < 0, following, 0)]))


def _kept_share(state: GameState) -> float:
    """About the share of drawn deals kept when the turn-up is not given: the dealer's expected trumps / 13."""
    position, dealer = state.position, state.dealer
    trump = state.trump
    sure = sum(1 for card in position.known[dealer.index] if card_suit(card) == trump) + sum(
        1 for seat, card in state.played if seat is dealer and card_suit(card) == trump)
    unseen = sum(1 for card in position.unseen if card_suit(card) == trump)
    places = sum(free for seat, free in enumerate(position.free) if position.may_hold(SEATS[seat], trump))
    expected = sure + (unseen * position.free[dealer.index] / places if places and position.may_hold(dealer, trump)
                       else 0)
    return max(expected / state.game.cards_per_player, 0.02)


def _check_dealer_can_turn_up(state: GameState) -> None:
    """A ``ValueError`` where the dealer cannot have turned up a trump: he holds none, has played none, and
    can be dealt none of the unseen ones."""
    position, dealer = state.position, state.dealer
    trump = state.trump
    held = any(card_suit(card) == trump for card in position.known[dealer.index])
    played = any(seat is dealer and card_suit(card) == trump for seat, card in state.played)
    unseen = any(card_suit(card) == trump for card in position.unseen)
    may = position.may_hold(dealer, trump) and position.free[dealer.index] > 0
    if not (held or played or (unseen and may)):
        raise ValueError(f"no consistent deal: the dealer ({dealer.value}) turned up a trump but can hold none "
                         f"of {('clubs', 'diamonds', 'hearts', 'spades')[trump]}; give another --dealer or --turn-up")


def _count_suit(masks: np.ndarray, suit: int) -> np.ndarray:
    """Cards of ``suit`` in each 64-bit mask."""
    bits = (masks[:, None] >> np.arange(suit * 13, suit * 13 + 13, dtype=np.uint64)[None, :]) & np.uint64(1)
    counts: np.ndarray = bits.sum(axis=1).astype(np.int64)
    return counts


def _codes(masks: np.ndarray, per_hand: int) -> np.ndarray:
    """Card masks ``(n, 4)`` as card codes ``(n, 4, per_hand)``, each hand in code order."""
    little = np.ascontiguousarray(masks, np.dtype("<u8")).view(np.uint8).reshape(masks.shape[0], 4, 8)
    bits = np.unpackbits(little, axis=2, bitorder="little").view(bool)  # bit k of a mask is card code k
    if not (np.count_nonzero(bits, axis=2) == per_hand).all():
        raise ValueError(f"a drawn deal does not give every hand {per_hand} cards")
    codes: np.ndarray = np.nonzero(bits)[2].reshape(masks.shape[0], 4, per_hand)
    return codes
