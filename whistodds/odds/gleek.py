"""Gleek (three players, 44 cards): mournivals and gleeks exactly and by simulation, the ruff,
the stock exchange, and the play of the twelve tricks settled against 22.

Source: ``gleek.txt``.  A mournival is four of a kind, a gleek three, of aces,
kings, queens or knaves: "A Mournival of Aces is worth 8 pence from each
opponent ... Kings: 6 ... Queens: 4 ... Knaves: 2.  A Gleek of Aces is worth 4
pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1."  The ruff counts "court cards
at 10 each, aces at 11 and numerals at face value", best suit.  In play, "3
points for each trick", and honours of trumps "Ace (15 points), King (3
points), Queen (3 points), and Jack (9 points)", the dealer counting the turn-up
if it is one; "each player then either wins or loses the difference between
this total and 22".
"""

from __future__ import annotations

from concurrent.futures import Executor
from fractions import Fraction
from functools import partial
from itertools import product
from math import comb
from typing import TYPE_CHECKING

import numpy as np

from whistodds.games.definition import Game
from whistodds.games.gleek import GLEEK, GleekScoring
from whistodds.games.registry import get_game
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.tally import Tally, merge_columns
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd

RANK_WORDS = {14: "aces", 13: "kings", 12: "queens", 11: "knaves"}
DEFAULT = GLEEK.scoring  # every figure reads the scoring of the game it is asked about; this is Gleek's
DEAL_BATCH = 250_000  # deals a batch; each keeps running counts only


def _hand_count_probability(counts: tuple[int, ...], hand: int = 12, pack: int = 44) -> Fraction:
    """P(a hand of ``hand`` from ``pack`` holds exactly ``counts`` of four given ranks of four cards)."""
    rest = pack - 4 * len(counts)
    ways = 1
    for count in counts:
        ways *= comb(4, count)
    return Fraction(ways * comb(rest, hand - sum(counts)), comb(pack, hand))


def exact_sets(game: Game | str = GLEEK) -> "pd.DataFrame":
    """P(mournival) and P(gleek) of each rank for one hand, exactly (every seat alike: the stock
    is turned, so no seat's hand is special)."""
    import pandas as pd

    game = get_game(game)
    scoring = game.scoring
    mournival, gleek = dict(scoring.mournival_pence), dict(scoring.gleek_pence)
    hand, pack = game.cards_per_player, game.n_cards
    rows = []
    for rank in scoring.set_ranks:
        four = Fraction(comb(pack - 4, hand - 4), comb(pack, hand))
        three = Fraction(comb(4, 3) * comb(pack - 4, hand - 3), comb(pack, hand))
        rows.append({"rank": RANK_WORDS[rank], "p_mournival": float(four), "p_mournival_exact": str(four),
                     "p_gleek": float(three), "p_gleek_exact": str(three),
                     "mournival_pence": mournival[rank], "gleek_pence": gleek[rank]})
    return pd.DataFrame(rows)


def exact_any_set(game: Game | str = GLEEK) -> tuple[Fraction, Fraction]:
    """P(a hand holds at least one mournival or gleek of A, K, Q, J) and its expected receipts in
    pence (each set paid by both opponents), exactly."""
    game = get_game(game)
    scoring = game.scoring
    mournival, gleek = dict(scoring.mournival_pence), dict(scoring.gleek_pence)
    hand, pack = game.cards_per_player, game.n_cards
    any_set = Fraction(0)
    receipts = Fraction(0)
    for counts in product(range(5), repeat=4):
        if sum(counts) > hand:
            continue
        p = _hand_count_probability(counts, hand, pack)
        value = sum(mournival[r] if c == 4 else gleek[r] if c == 3 else 0
                    for r, c in zip(scoring.set_ranks, counts))
        if value:
            any_set += p
            receipts += 2 * value * p
    return any_set, receipts


def _rank_counts(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """(n, players, 4): how many aces, kings, queens, knaves each hand holds."""
    ranks = hands % 13 + 2
    return np.stack([(ranks == r).sum(axis=2) for r in scoring.set_ranks], axis=2)


def set_values(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Pence each hand collects from each opponent for its mournivals and gleeks, (n, players)."""
    counts = _rank_counts(hands, scoring)
    mournival = np.array([value for _, value in scoring.mournival_pence])
    gleek = np.array([value for _, value in scoring.gleek_pence])
    return ((counts == 4) * mournival + (counts == 3) * gleek).sum(axis=2)


def ruff_value(ranks: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Each card's value in the ruff ("court cards at 10 each, aces at 11 and numerals at face value")."""
    table = np.arange(15)
    for rank, value in scoring.ruff_values:
        table[rank] = value
    return table[ranks]


def ruff(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """The best ruff of each hand: the highest suit total (court 10, ace 11, numerals face value)."""
    ranks = hands % 13 + 2
    value = ruff_value(ranks, scoring)
    suits = hands // 13
    totals = np.stack([np.where(suits == s, value, 0).sum(axis=2) for s in range(4)], axis=2)
    return totals.max(axis=2)


def exchange_stock(hands: np.ndarray, stock: np.ndarray, buyer: np.ndarray, scoring: GleekScoring = DEFAULT
                   ) -> np.ndarray:
    """A simple exchange: the buyer keeps his five best cards for the ruff (his best suit first,
    then by ruff value) and takes the seven face-down cards of the stock (all but the turn-up)."""
    rows = np.arange(hands.shape[0])
    own = hands[rows, buyer].astype(np.int64)
    ranks = own % 13 + 2
    value = ruff_value(ranks, scoring)
    suits = own // 13
    totals = np.stack([np.where(suits == s, value, 0).sum(axis=1) for s in range(4)], axis=1)
    best_suit = totals.argmax(axis=1)
    priority = (suits == best_suit[:, None]) * 100 + value
    exchanged = scoring.stock_exchanged
    keep = np.argsort(-priority, axis=1, kind="stable")[:, : own.shape[1] - exchanged]
    kept = np.take_along_axis(own, keep, axis=1)
    result = hands.copy()
    result[rows, buyer] = np.concatenate([kept, stock[:, 1:1 + exchanged]], axis=1)
    return result


def _dealt(game: Game, size: int, stream: np.random.SeedSequence):
    from whistodds.simulations.dealing import deal

    return deal(game, size, np.random.default_rng(stream), dealer=0)


STAGES = ("as dealt", "after the eldest's exchange")


def _values_batch(game: Game, size: int, stream: np.random.SeedSequence) -> list[list[Tally]]:
    """Per stage and seat: tallies of set receipts, net pence, best ruff, and (0/1) the best ruff alone or tied."""
    deals = _dealt(game, size, stream)
    eldest = np.full(size, 1)
    tallies = []
    scoring = game.scoring
    for hands in (deals.hands, exchange_stock(deals.hands, deals.stock, eldest, scoring)):
        values = set_values(hands, scoring)
        net = 2 * values - (values.sum(axis=1, keepdims=True) - values)
        best = ruff(hands, scoring)
        holders = best == best.max(axis=1, keepdims=True)
        alone = holders & (holders.sum(axis=1, keepdims=True) == 1)
        tallies.append([tally for seat in range(game.players) for tally in (
            Tally.of(values[:, seat]), Tally.of(net[:, seat]), Tally.of(best[:, seat]), Tally.of(alone[:, seat]),
            Tally.of(holders[:, seat] & ~alone[:, seat]))])
    return [tally for stage in tallies for tally in stage]


def simulate_deal_values(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game | str = GLEEK,
                         executor: Executor | None = None) -> "pd.DataFrame":
    """By seat (counted from the dealer): P(any mournival or gleek), expected receipts and net pence
    from the sets, P(holding the best ruff, alone) and P(tied for it); before and after the
    eldest hand's exchange with the stock.  Every figure with its standard error; running counts
    only, so memory does not grow with ``n_deals``."""
    import pandas as pd

    game = get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_values_batch, game), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    rows = []
    per_seat = 5
    for s_index, stage in enumerate(STAGES):
        for seat in range(game.players):
            start = (s_index * game.players + seat) * per_seat
            values, net, best, alone, tied = tallies[start:start + per_seat]
            p_any = Proportion(n_deals - int(values.counts[values.values == 0].sum()), n_deals)
            p_best = Proportion(int(alone.counts[alone.values == 1].sum()), n_deals)
            p_tie = Proportion(int(tied.counts[tied.values == 1].sum()), n_deals)
            rows.append({
                "stage": stage, "seat": ("dealer", "eldest", "youngest")[seat], "deals": n_deals,
                "p_any_set": p_any.estimate, "se_p_any_set": p_any.standard_error,
                "mean_receipts_pence": 2 * values.mean, "se_receipts": 2 * values.standard_error,
                "mean_net_pence": net.mean, "se_net": net.standard_error,
                "mean_best_ruff": best.mean, "best_ruff_p10": best.quantile(0.1),
                "best_ruff_median": best.quantile(0.5), "best_ruff_p90": best.quantile(0.9),
                "p_best_ruff_alone": p_best.estimate, "se_p_best_ruff": p_best.standard_error,
                "p_tied_best_ruff": p_tie.estimate,
            })
    return pd.DataFrame(rows)


def _sets_batch(game: Game, size: int, stream: np.random.SeedSequence) -> np.ndarray:
    """How many deals gave each seat a mournival (4) or gleek (3) of each rank: ``(2, ranks, players)``."""
    counts = _rank_counts(_dealt(game, size, stream).hands, game.scoring)
    return np.stack([(counts == 4).sum(axis=0).T, (counts == 3).sum(axis=0).T])


def simulate_sets_by_seat(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game | str = GLEEK,
                          executor: Executor | None = None) -> "pd.DataFrame":
    """P(mournival) and P(gleek) of each rank by seat, simulated, with standard errors."""
    import pandas as pd

    game = get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    found = sum(run_batches(partial(_sets_batch, game), n_deals, seed, batch_size=DEAL_BATCH, executor=executor,
                            root_when_single=True))
    rows = []
    for k, rank in enumerate(game.scoring.set_ranks):
        for seat in range(game.players):
            four = Proportion(int(found[0, k, seat]), n_deals)
            three = Proportion(int(found[1, k, seat]), n_deals)
            rows.append({"rank": RANK_WORDS[rank], "seat": ("dealer", "eldest", "youngest")[seat],
                         "p_mournival": four.estimate, "se_mournival": four.standard_error,
                         "p_gleek": three.estimate, "se_gleek": three.standard_error, "deals": n_deals})
    return pd.DataFrame(rows)


def _play_batch(game: Game, policy: str, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per seat: tallies of tricks, honour points and totals."""
    from whistodds.simulations.dealing import deal
    from whistodds.simulations.play import play

    generator = np.random.default_rng(stream)
    deals = deal(game, size, generator, dealer=0)
    result = play(deals, policy, generator, record=False)
    trump = deals.trump.astype(np.int64)[:, None, None]
    ranks = deals.hands % 13 + 2
    is_trump = deals.hands // 13 == trump
    points_of = dict(game.scoring.honour_points)  # Tib, Tom, king, queen of trumps
    honours = sum(np.where(is_trump & (ranks == r), points, 0) for r, points in points_of.items()).sum(axis=2)
    turn_up_rank = deals.turn_up % 13 + 2
    honours[:, 0] += np.vectorize(lambda r: points_of.get(int(r), 0))(turn_up_rank)
    totals = game.scoring.points_per_trick * result.tricks_by_side + honours
    return [tally for seat in range(game.players) for tally in (
        Tally.of(result.tricks_by_side[:, seat]), Tally.of(honours[:, seat]), Tally.of(totals[:, seat]))]


def play_gleek(n_deals: int = 100_000, policy: str = "hoyle", seed: SeedLike = 0,
               trump_must_match: bool = False, *, game: Game | str = GLEEK,
               executor: Executor | None = None) -> "pd.DataFrame":
    """The twelve tricks played by the engine and settled against 22, by seat from the dealer:
    mean total and settlement in pence with standard errors, and their spread.

    Honours count to the player dealt them ("any honours you may have played"),
    the turn-up to the dealer; the hands are played as dealt (before any exchange).
    ``trump_must_match`` is the reading in which a trump takes a plain card only
    if of equal or higher rank (the game ``gleek(trumping=match)``).
    """
    import pandas as pd

    game = get_game(game, trumping="match") if trump_must_match else get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_play_batch, game, policy), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    rows = []
    for seat in range(game.players):
        tricks, honours, totals = tallies[3 * seat:3 * seat + 3]
        settlement = Tally(totals.low - game.scoring.settle_against, totals.counts)
        rows.append({"seat": ("dealer", "eldest", "youngest")[seat], "policy": policy,
                     "trump_reading": "equal or higher trump" if game.trump_must_match else "any trump",
                     "mean_tricks": tricks.mean,
                     "mean_honour_points": honours.mean, "mean_total": totals.mean,
                     "mean_settlement_pence": settlement.mean, "se_settlement": settlement.standard_error,
                     "settlement_p10": settlement.quantile(0.1), "settlement_median": settlement.quantile(0.5),
                     "settlement_p90": settlement.quantile(0.9), "deals": n_deals})
    return pd.DataFrame(rows)
