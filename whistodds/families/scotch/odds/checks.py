"""Scotch Whist checks: where the points go, the chance of being dealt the trump knave,
and the source's advice about the ten tested on the same deals."""

from __future__ import annotations

from concurrent.futures import Executor
from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import GameDefinition
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.play.models import PlayModel, game_model, get_model
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.tally import Tally, merge_columns
from whistodds.simulations.seeding import SeedLike

DEAL_BATCH = 250_000  # deals a batch; each keeps running counts only

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.families.scotch.rules import ScotchScoring


def p_seat_dealt_trump_card(game: GameDefinition, seat_after_dealer: int, rank: int = 11) -> Fraction:
    """Exact chance that the seat ``seat_after_dealer`` places after the dealer (0: the dealer)
    is dealt the trump card of ``rank`` (default the knave), the turn-up being the dealer's last card.

    The turn-up is a uniform card of the pack and fixes the trumps, so it is itself
    the trump card of that rank whenever its rank is ``rank`` (chance k/n, k the
    cards of that rank in the pack); else that card is one of the other n - 1, of
    which the dealer holds ``c - 1`` and every other player ``c``.
    """
    from whistodds.games.cards import card_rank

    n, c = game.n_cards, game.cards_per_player
    turn_up = Fraction(sum(1 for card in game.cards if card_rank(card) == rank), n)
    if seat_after_dealer % game.players == 0:
        return turn_up + (1 - turn_up) * Fraction(c - 1, n - 1)
    return (1 - turn_up) * Fraction(c, n - 1)


def scotch_game(game: GameDefinition) -> GameDefinition:
    _scotch_scoring(game)
    return game


def _scotch_scoring(game: GameDefinition) -> ScotchScoring:
    """The game's Scotch Whist scoring, or a ``ValueError`` for a game not scored as Scotch Whist."""
    from whistodds.families.scotch.rules import ScotchScoring

    if not isinstance(game.scoring, ScotchScoring):
        raise ValueError(f"{game.name} is not scored as Scotch Whist; use a scotch-whist game")
    return game.scoring


def _points_batch(game: GameDefinition, model: PlayModel, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per side: tallies of points, points from counting trumps, and points from cards."""
    from whistodds.families.scotch.simulation import play_scotch_deals

    deals = play_scotch_deals(game, size, model, np.random.default_rng(stream), 0)
    return [tally for side in range(game.n_sides) for tally in (
        Tally.of(deals.points[:, side]), Tally.of(deals.trump_points[:, side]), Tally.of(deals.card_points[:, side]))]


def scotch_points_table(game: GameDefinition, model: PlayModel | None = None, n_deals: int = 100_000,
                        seed: SeedLike = 0, *, executor: Executor | None = None) -> "pd.DataFrame":
    """Per side (and, playing each for himself, per seat counted from the dealer), under ``model`` (default:
    the game's own model): mean points per deal with the keys of its
    :class:`~whistodds.simulations.estimate.Estimate` (``se``, ``ci95_low``, ...), the mean from counting
    trumps and from cards, the 10th, 50th and 90th percentiles, and P(scoring 20 or more)."""
    import pandas as pd

    game = scotch_game(game)
    chosen = game_model(game) if model is None else model
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_points_batch, game, chosen), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    rows = []
    for index, side in enumerate(game.sides):
        points, trump_points, card_points = tallies[3 * index:3 * index + 3]
        label = "dealer's side" if 0 in side else f"side of seat {side[0]}"
        if len(side) == 1:
            label = "dealer" if side[0] == 0 else f"seat {side[0]} after the dealer"
        rows.append({"side": index, "seats": " ".join(map(str, side)), "who": label,
                     **Estimate.mean(points.mean, points.standard_error).columns("mean_points"),
                     "mean_trump_points": trump_points.mean, "mean_card_points": card_points.mean,
                     "points_p10": points.quantile(0.1), "points_median": points.quantile(0.5),
                     "points_p90": points.quantile(0.9), "p_20_or_more": points.share(points.values >= 20),
                     "deals": n_deals, "model": chosen.name})
    return pd.DataFrame(rows)


ADVICE_TAKERS = ("holder", "everyone")


def _advice_batch(game: GameDefinition, who: str, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """The ten-holder's side's points without and with the advice, and whether it took the ten."""
    from whistodds.simulations.dealing import deal
    from whistodds.families.scotch.simulation import holder_of, score_scotch_play, side_index

    generator = np.random.default_rng(stream)
    deals = deal(game, size, generator, dealer=0)
    holder = holder_of(deals, 10)
    hoyle, catch_the_ten = get_model("hoyle"), get_model("catch-the-ten")
    without = score_scotch_play(deals, hoyle, generator)
    if who == "holder":
        seats = np.empty((size, game.players), dtype=object)
        holds = np.arange(game.players)[None, :] == holder[:, None]
        seats[holds], seats[~holds] = catch_the_ten, hoyle
        with_advice = score_scotch_play(deals, hoyle, generator, seat_models=seats)
    else:
        with_advice = score_scotch_play(deals, catch_the_ten, generator)
    side = side_index(game)[holder]
    rows = np.arange(size)
    ten = [r for r, _ in _scotch_scoring(game).trump_values].index(10)
    before, after = without.points[rows, side], with_advice.points[rows, side]
    return [Tally.of(before), Tally.of(after), Tally.of(after - before), Tally.of(without.honour_side[:, ten] == side),
            Tally.of(with_advice.honour_side[:, ten] == side)]


def verify_scotch_advice(game: GameDefinition, n_deals: int = 100_000, seed: SeedLike = 0,
                         who: str = "holder", *, executor: Executor | None = None) -> dict[str, object]:
    """The same deals played without the advice (everyone ``hoyle``) and with it: the ten-holder's
    side's points per deal, the paired difference (an :class:`~whistodds.simulations.estimate.Estimate`, under
    ``"difference"``), its z and a verdict.

    ``who="holder"`` (default): only the player dealt the ten follows the advice
    (``catch-the-ten``), everyone else plays ``hoyle`` — the advice is addressed
    to him.  ``who="everyone"``: every seat plays ``catch-the-ten``, whose rule
    to capture the counting trumps then binds all.
    """
    if who not in ADVICE_TAKERS:
        raise ValueError(f"who={who!r} is not allowed; use {' or '.join(ADVICE_TAKERS)}")
    game = scotch_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    before, after, difference, took_ten_before, took_ten = merge_columns(run_batches(
        partial(_advice_batch, game, who), n_deals, seed, batch_size=DEAL_BATCH, executor=executor,
        root_when_single=True))
    mean, se = difference.mean, difference.standard_error
    if abs(mean) < 3 * se:
        verdict = "no detectable effect"
    else:
        verdict = "the advice helps the holder's side" if mean > 0 else "the advice costs the holder's side"
    return {"game": game.name, "deals": n_deals, "advice_followed_by": who,
            "holder_points_without": before.mean,
            "holder_points_with": after.mean, "difference": Estimate.mean(mean, se),
            "z": mean / se if se > 0 else float("nan"),
            "p_holder_takes_ten_without": took_ten_before.mean,
            "p_holder_takes_ten_with": took_ten.mean, "verdict": verdict}

