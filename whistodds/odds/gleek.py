"""Gleek (three players, 44 cards): mournivals and gleeks exactly and by simulation, the ruff
(four aces above every ruff), the stock bought before the play, and the twelve tricks settled
against 22, zero-sum in every deal once the stock is in play.

Source: ``gleek.txt``.  A mournival is four of a kind, a gleek three, of aces,
kings, queens or knaves: "A Mournival of Aces is worth 8 pence from each
opponent ... Kings: 6 ... Queens: 4 ... Knaves: 2.  A Gleek of Aces is worth 4
pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1."  The ruff counts "court cards
at 10 each, aces at 11 and numerals at face value", best suit.  In play, "3
points for each trick", and honours of trumps "Ace (15 points), King (3
points), Queen (3 points), and Jack (9 points)", the dealer counting the turn-up
if it is one; "each player then either wins or loses the difference between
this total and 22".  The buyer of the stock "must discard 7 cards, then take in
the stock" (gleek.txt:15); who buys it and what he keeps are rules of the game
(``gleek(stock_buyer=...,stock_order=...,discard=...)``, see :mod:`whistodds.games.gleek`).
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
from whistodds.games.gleek import BUYER_SEAT, GLEEK, GLEEK_RANKS, GleekScoring
from whistodds.games.registry import get_game
from whistodds.simulations.batches import check_count, run_batches
from whistodds.simulations.limits import MAX_DEALS
from whistodds.simulations.tally import Tally, merge_columns
from whistodds.simulations.intervals import Proportion
from whistodds.simulations.seeding import SeedLike
from whistodds.simulations.stock import exchange_with_stock

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.dealing import Deals

RANK_WORDS = {14: "aces", 13: "kings", 12: "queens", 11: "knaves"}


def gleek_scoring(game: Game) -> GleekScoring:
    """The game's Gleek scoring, or a ``ValueError`` for a game not scored as Gleek.

    >>> gleek_scoring(GLEEK).settle_against
    22
    """
    scoring = game.scoring
    if not isinstance(scoring, GleekScoring):
        raise ValueError(f"{game.name} is not scored as Gleek; use gleek")
    return scoring


DEFAULT = gleek_scoring(GLEEK)  # every figure reads the scoring of the game it is asked about; this is Gleek's
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
    scoring = gleek_scoring(game)
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
    scoring = gleek_scoring(game)
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
    pence: np.ndarray = ((counts == 4) * mournival + (counts == 3) * gleek).sum(axis=2)
    return pence


def ruff_value(ranks: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Each card's value in the ruff ("court cards at 10 each, aces at 11 and numerals at face value")."""
    table = np.arange(15)
    for rank, value in scoring.ruff_values:
        table[rank] = value
    values: np.ndarray = table[ranks]
    return values


def ruff_points(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """The points of each hand's best suit for the ruff ("court cards at 10 each, aces at 11 and numerals at
    face value", gleek.txt:17), ``(n, players)``."""
    ranks = hands % 13 + 2
    value = ruff_value(ranks, scoring)
    suits = hands // 13
    totals = np.stack([np.where(suits == s, value, 0).sum(axis=2) for s in range(4)], axis=2)
    best: np.ndarray = totals.max(axis=2)
    return best


def four_aces(hands: np.ndarray) -> np.ndarray:
    """Whether each hand holds the four aces, ``(n, players)``."""
    held: np.ndarray = (hands % 13 + 2 == 14).sum(axis=2) == 4
    return held


def ruff(hands: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """Each hand's ruff as the hands compare: its best suit's points, or, for four aces, one more than any
    suit can count ("Four Aces, which also counts as the highest suit and highest Ruff. This hand beats
    everything else", gleek.txt:39; unless ``scoring.four_aces`` is False).

    >>> spades = list(range(41, 51)) + [36, 37]  # spades four to king (49 + 30 = 79), two hearts
    >>> aces = [12, 25, 38, 51] + list(range(2, 10))  # four aces and clubs four to knave (11 + 59)
    >>> ruff_points(np.array([[spades, aces]])).tolist(), ruff(np.array([[spades, aces]])).tolist()
    ([[79, 70]], [[79, 91]])
    """
    points = ruff_points(hands, scoring)
    if not scoring.four_aces:
        return points
    above_all = int(ruff_value(np.array(GLEEK_RANKS), scoring).sum()) + 1  # one more than a whole suit: 91
    return np.where(four_aces(hands), above_all, points)


def buyer_seats(deals: Deals, scoring: GleekScoring = DEFAULT) -> np.ndarray | None:
    """The seat that buys the stock in each deal (``scoring.stock_buyer``, counted from each deal's dealer),
    or None when no one does."""
    if scoring.stock_buyer == "none":
        return None
    players = deals.hands.shape[1]
    seats: np.ndarray = (deals.dealer.astype(np.int64) + BUYER_SEAT[scoring.stock_buyer]) % players
    return seats


def keep_scores(deals: Deals, buyer: np.ndarray, scoring: GleekScoring = DEFAULT) -> np.ndarray:
    """How much the buyer of each deal wants to keep each card code, ``(n, 52)``: his trump honours above
    all (discarding one "is simply throwing away money", gleek.txt:34), then by ``scoring.discard``:
    ``tricks``, trumps and then plain cards, the higher first; ``ruff``, his best ruff suit (of the cards he
    chooses among), by ruff value."""
    codes = np.arange(52)
    ranks, suits = codes % 13 + 2, codes // 13
    trump = deals.trump.astype(np.int64)[:, None]
    is_trump = suits[None, :] == trump
    honour = is_trump & np.isin(ranks, scoring.honour_ranks)[None, :]
    if scoring.discard == "tricks":
        rest = is_trump * 100 + ranks[None, :]
    else:
        rows = np.arange(deals.n_deals)
        own = deals.hands[rows, buyer].astype(np.int64)
        if scoring.stock_order == "take-first":
            own = np.concatenate([own, deals.stock[:, 1:1 + scoring.stock_exchanged].astype(np.int64)], axis=1)
        value = ruff_value(own % 13 + 2, scoring)
        totals = np.stack([np.where(own // 13 == s, value, 0).sum(axis=1) for s in range(4)], axis=1)
        best_suit = totals.argmax(axis=1)[:, None]
        rest = (suits[None, :] == best_suit) * 100 + ruff_value(ranks, scoring)[None, :]
    scores: np.ndarray = honour * 1000 + rest
    return scores


def buy_stock(deals: Deals, scoring: GleekScoring | None = None) -> Deals:
    """The deals as played: the buyer (``scoring.stock_buyer``) puts out as many cards as the stock has face
    down and takes them in (gleek.txt:13-15), keeping his cards by :func:`keep_scores`; the turn-up stays on
    the table.  The deals unchanged when no one buys.

    >>> from whistodds.simulations import deal
    >>> deals = deal(GLEEK, 1000, seed=1)
    >>> after = buy_stock(deals)
    >>> bool((after.hands[:, 1, 5:] == deals.stock[:, 1:]).all())  # the eldest holds the seven face-down cards
    True
    """
    scoring = gleek_scoring(deals.game) if scoring is None else scoring
    buyer = buyer_seats(deals, scoring)
    if buyer is None:
        return deals
    return exchange_with_stock(deals, buyer, keep_scores(deals, buyer, scoring),
                               slice(1, 1 + scoring.stock_exchanged), take_first=scoring.stock_order == "take-first")


def _dealt(game: Game, size: int, stream: np.random.SeedSequence) -> Deals:
    from whistodds.simulations.dealing import deal

    return deal(game, size, np.random.default_rng(stream), dealer=0)


def stages(game: Game) -> tuple[str, str]:
    """The two stages :func:`simulate_deal_values` compares: as dealt, and as played (after the stock is bought)."""
    buyer = gleek_scoring(game).stock_buyer
    return ("as dealt", "stock not bought" if buyer == "none" else f"after the {buyer} buys the stock")


PER_SEAT = 7  # tallies a seat and stage: receipts, net, ruff points, best ruff alone, tied, four aces, decided by them


def _best_alone(ruffs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    holders = ruffs == ruffs.max(axis=1, keepdims=True)
    alone = holders & (holders.sum(axis=1, keepdims=True) == 1)
    return alone, holders & ~alone


def _values_batch(game: Game, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per stage and seat: tallies of set receipts, net pence, ruff points, and (0/1) the best ruff alone, tied
    for it, four aces held, and the best ruff alone by four aces where the points alone would not give it."""
    deals = _dealt(game, size, stream)
    tallies = []
    scoring = gleek_scoring(game)
    for hands in (deals.hands, buy_stock(deals, scoring).hands):
        values = set_values(hands, scoring)
        net = 2 * values - (values.sum(axis=1, keepdims=True) - values)
        points = ruff_points(hands, scoring)
        alone, tied = _best_alone(ruff(hands, scoring))
        by_points, _ = _best_alone(points)
        aces = four_aces(hands)
        tallies += [tally for seat in range(game.players) for tally in (
            Tally.of(values[:, seat]), Tally.of(net[:, seat]), Tally.of(points[:, seat]), Tally.of(alone[:, seat]),
            Tally.of(tied[:, seat]), Tally.of(aces[:, seat]), Tally.of(alone[:, seat] & ~by_points[:, seat]))]
    return tallies


def _share(tally: Tally, n: int) -> Proportion:
    """The proportion of ``n`` deals whose 0/1 tally is 1."""
    return Proportion(int(tally.counts[tally.values == 1].sum()), n)


def simulate_deal_values(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game | str = GLEEK,
                         executor: Executor | None = None) -> "pd.DataFrame":
    """By seat (counted from the dealer): P(any mournival or gleek), expected receipts and net pence
    from the sets, the points of the best ruff suit, P(holding the best ruff, alone) and P(tied for it),
    P(four aces) and P(the best ruff alone by four aces where the suit points would not give it, gleek.txt:39);
    as dealt and after the stock is bought (the game's ``stock_buyer``).  Every figure with its standard
    error; running counts only, so memory does not grow with ``n_deals``.

    >>> table = simulate_deal_values(2000, seed=1)
    >>> list(table.stage.unique())
    ['as dealt', 'after the eldest buys the stock']
    """
    import pandas as pd

    game = get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_values_batch, game), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    rows = []
    for s_index, stage in enumerate(stages(game)):
        for seat in range(game.players):
            start = (s_index * game.players + seat) * PER_SEAT
            values, net, best, alone, tied, aces, by_aces = tallies[start:start + PER_SEAT]
            p_any = Proportion(n_deals - int(values.counts[values.values == 0].sum()), n_deals)
            p_best, p_aces, p_by_aces = _share(alone, n_deals), _share(aces, n_deals), _share(by_aces, n_deals)
            rows.append({
                "stage": stage, "seat": ("dealer", "eldest", "youngest")[seat], "deals": n_deals,
                "p_any_set": p_any.estimate, "se_p_any_set": p_any.standard_error,
                "mean_receipts_pence": 2 * values.mean, "se_receipts": 2 * values.standard_error,
                "mean_net_pence": net.mean, "se_net": net.standard_error,
                "mean_best_ruff": best.mean, "best_ruff_p10": best.quantile(0.1),
                "best_ruff_median": best.quantile(0.5), "best_ruff_p90": best.quantile(0.9),
                "p_best_ruff_alone": p_best.estimate, "se_p_best_ruff": p_best.standard_error,
                "p_tied_best_ruff": _share(tied, n_deals).estimate,
                "p_four_aces": p_aces.estimate, "se_p_four_aces": p_aces.standard_error,
                "p_ruff_by_four_aces": p_by_aces.estimate, "se_p_ruff_by_four_aces": p_by_aces.standard_error,
            })
    return pd.DataFrame(rows)


def _sets_batch(game: Game, size: int, stream: np.random.SeedSequence) -> np.ndarray:
    """How many deals gave each seat a mournival (4) or gleek (3) of each rank: ``(2, ranks, players)``."""
    counts = _rank_counts(_dealt(game, size, stream).hands, gleek_scoring(game))
    return np.stack([(counts == 4).sum(axis=0).T, (counts == 3).sum(axis=0).T])


def simulate_sets_by_seat(n_deals: int = 200_000, seed: SeedLike = 0, *, game: Game | str = GLEEK,
                          executor: Executor | None = None) -> "pd.DataFrame":
    """P(mournival) and P(gleek) of each rank by seat, simulated, with standard errors."""
    import pandas as pd

    game = get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    batches = run_batches(partial(_sets_batch, game), n_deals, seed, batch_size=DEAL_BATCH, executor=executor,
                          root_when_single=True)
    found = sum(batches[1:], batches[0])  # n_deals >= 1: one batch at least
    rows = []
    for k, rank in enumerate(gleek_scoring(game).set_ranks):
        for seat in range(game.players):
            four = Proportion(int(found[0, k, seat]), n_deals)
            three = Proportion(int(found[1, k, seat]), n_deals)
            rows.append({"rank": RANK_WORDS[rank], "seat": ("dealer", "eldest", "youngest")[seat],
                         "p_mournival": four.estimate, "se_mournival": four.standard_error,
                         "p_gleek": three.estimate, "se_gleek": three.standard_error, "deals": n_deals})
    return pd.DataFrame(rows)


def settlements(deals: Deals, tricks: np.ndarray, scoring: GleekScoring | None = None) -> np.ndarray:
    """What each seat wins (+) or pays (-) against 22 in each deal, ``(n, players)``: "3 points for each
    trick" and the trump honours "Ace (15 points), King (3 points), Queen (3 points), and Jack (9 points)" in
    his hand as played (after the stock is bought), the turn-up to the dealer (gleek.txt:32), less
    "the difference between this total and 22" (line 33).  ``deals`` as played (see :func:`buy_stock`).

    >>> from whistodds.simulations import deal
    >>> deals = buy_stock(deal(GLEEK, 5, seed=1))
    >>> settlements(deals, np.array([[4, 4, 4]] * 5)).sum(axis=1).tolist()  # every honour is in play: 66 points
    [0, 0, 0, 0, 0]
    """
    scoring = gleek_scoring(deals.game) if scoring is None else scoring
    points = scoring.honour_points(np.arange(52) % 13 + 2)  # each card's honour points when its suit is trumps
    trump = deals.trump.astype(np.int64)
    hands = deals.hands.astype(np.int64)
    honours = np.where(hands // 13 == trump[:, None, None], points[hands], 0).sum(axis=2)
    turn_up = deals.turn_up.astype(np.int64)
    honours[np.arange(deals.n_deals), deals.dealer.astype(np.int64)] += np.where(turn_up // 13 == trump,
                                                                                 points[turn_up], 0)
    settled: np.ndarray = scoring.points_per_trick * np.asarray(tricks) + honours - scoring.settle_against
    return settled


def _play_batch(game: Game, policy: str, size: int, stream: np.random.SeedSequence) -> list[Tally]:
    """Per seat: tallies of tricks, honour points and settlements; and of the three settlements' sum."""
    from whistodds.simulations.dealing import deal
    from whistodds.simulations.play.api import play

    generator = np.random.default_rng(stream)
    deals = buy_stock(deal(game, size, generator, dealer=0))
    result = play(deals, policy, generator, record=False)
    scoring = gleek_scoring(game)
    settled = settlements(deals, result.tricks_by_side, scoring)
    honours = settled + scoring.settle_against - scoring.points_per_trick * result.tricks_by_side
    return [tally for seat in range(game.players) for tally in (
        Tally.of(result.tricks_by_side[:, seat]), Tally.of(honours[:, seat]), Tally.of(settled[:, seat]))] + [
        Tally.of(settled.sum(axis=1))]


def play_gleek(n_deals: int = 100_000, policy: str = "hoyle", seed: SeedLike = 0,
               trump_must_match: bool = False, *, game: Game | str = GLEEK,
               executor: Executor | None = None) -> "pd.DataFrame":
    """The twelve tricks played by the engine and settled against 22, by seat from the dealer:
    mean total and settlement in pence with standard errors, their spread, and the mean of the three
    settlements' sum (zero when every honour is in play).

    The stock is bought first by the game's rule (``stock_buyer``, see :func:`buy_stock`); honours
    count to the player who holds them in the play ("any honours you may have played"), the turn-up
    to the dealer.  ``trump_must_match`` is the reading in which a trump takes a plain card only
    if of equal or higher rank (the game ``gleek(trumping=match)``).
    """
    import pandas as pd

    game = get_game(game, trumping="match") if trump_must_match else get_game(game)
    n_deals = check_count(n_deals, "n_deals", MAX_DEALS)
    tallies = merge_columns(run_batches(partial(_play_batch, game, policy), n_deals, seed, batch_size=DEAL_BATCH,
                                        executor=executor, root_when_single=True))
    total = tallies[-1]
    scoring = gleek_scoring(game)
    rows = []
    for seat in range(game.players):
        tricks, honours, settlement = tallies[3 * seat:3 * seat + 3]
        rows.append({"seat": ("dealer", "eldest", "youngest")[seat], "policy": policy,
                     "trump_reading": "equal or higher trump" if game.trump_must_match else "any trump",
                     "stock_buyer": scoring.stock_buyer,
                     "mean_tricks": tricks.mean,
                     "mean_honour_points": honours.mean,
                     "mean_total": settlement.mean + scoring.settle_against,
                     "mean_settlement_pence": settlement.mean, "se_settlement": settlement.standard_error,
                     "settlement_p10": settlement.quantile(0.1), "settlement_median": settlement.quantile(0.5),
                     "settlement_p90": settlement.quantile(0.9),
                     "mean_sum_of_settlements": total.mean, "se_sum_of_settlements": total.standard_error,
                     "deals": n_deals})
    return pd.DataFrame(rows)
