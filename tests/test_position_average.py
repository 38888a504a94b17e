"""The chances with my hand known, averaged over my hands, give back the unconditional figures (issue #28).

My hands are drawn as real deals give them: full deals by the library's dealer, my hand the eldest's (the
dealer's left), trumps the suit the dealer turned up.  That is the right distribution with no weights: given
that the dealer turned up a trump, my hand is not uniform (P(my hand) is proportional to the trumps left to
the dealer), and a uniform average is biased.  One position run a hand, with few deals; the SE of the average
is that of the mean over hands (the spread between hands and within each run together), combined with the
kernel's.
"""

import numpy as np

from whistodds.games import get_game
from whistodds.games.cards import SUITS, format_cards
from whistodds.odds.game_odds import odds_at
from whistodds.odds.play_so_far import game_state
from whistodds.odds.position_batches import run_tally
from whistodds.odds.position_play import value_tables
from whistodds.simulations.dealing import deal
from whistodds.simulations.kernels import get_kernel

LONG = get_game("long-whist")
HANDS, DEALS = 1500, 20
SCORE = (5, 3)


def _averages(hands: np.ndarray, trumps: np.ndarray, model: str, seed: int) -> np.ndarray:
    """For each hand (mine, the eldest's, they deal at SCORE): P(odd trick), tricks and P(game) over DEALS
    consistent deals, ``(hands, 3)``; each from the engine's own tally of the deals."""
    rng = np.random.default_rng(seed)
    first = game_state(hand=format_cards(hands[0]), trumps=SUITS[trumps[0]], dealer="right", score=SCORE)
    tables = value_tables(first, model)  # what a deal is worth: the same for every hand at this score
    assert tables.game is not None
    figures = []
    for hand, trump in zip(hands, trumps):
        state = game_state(hand=format_cards(hand), trumps=SUITS[trump], dealer="right", score=SCORE)
        tally = run_tally(state, model, DEALS, seed=int(rng.integers(1 << 62)), tables=tables)
        assert tally.position is not None and tally.deals == DEALS
        by_tricks = tally.position.sum(axis=1)
        figures.append((by_tricks[7:].sum() / DEALS, by_tricks @ np.arange(14) / DEALS,
                        (tally.position * tables.game).sum() / DEALS))
    return np.array(figures)


def test_averaged_over_my_hands_from_real_deals_the_unconditional_figures_come_back():
    """P(odd trick), tricks and P(game) of the eldest's side, within 5 x sqrt(SE_mean^2 + SE_kernel^2).

    Measured (hoyle, 1,500 hands of 20 deals, at 5-3 they deal): 0.4268, 6.137, 0.5856 against the kernel's
    0.4250, 6.133, 0.5857, tolerances 0.029, 0.14, 0.018.  The same run over hands drawn uniformly (trumps
    hearts) gave 0.4320, 6.172, 0.5913: inside these tolerances, so this size cannot tell the uniform
    average's bias (some 0.01 in P(odd trick)) from noise; it fails on a bias of 0.03 or more."""
    model = "hoyle"
    dealt = deal(LONG, HANDS, seed=28)
    eldest = (dealt.dealer.astype(np.int64) + 1) % 4
    hands = dealt.hands[np.arange(HANDS), eldest]
    figures = _averages(hands, dealt.trump, model, seed=5)
    kernel = get_kernel(model, game=LONG)
    dealer_tricks = kernel.outcomes()["tricks"].astype(float)
    ours = 13 - dealer_tricks
    draws = kernel.posterior_draws(LONG, 400, np.random.default_rng(0), 0.5)
    point = kernel.probabilities.ravel()
    game = odds_at(LONG, SCORE, "them", model, draws=200, seed=0)
    expected = [(point @ (ours >= 7), (draws @ (ours >= 7)).std()), (point @ ours, (draws @ ours).std()),
                (float(game["p_win"]), float(game["se"]))]
    for name, column, (value, kernel_se) in zip(("odd trick", "tricks", "game"), figures.T, expected):
        se = column.std(ddof=1) / np.sqrt(HANDS)
        tolerance = 5 * np.hypot(se, kernel_se)
        assert tolerance < {"odd trick": 0.035, "tricks": 0.17, "game": 0.022}[name]  # as sharp as measured
        assert abs(column.mean() - value) <= tolerance, f"{name}: {column.mean():.4f} against {value:.4f} ± {tolerance:.4f}"
