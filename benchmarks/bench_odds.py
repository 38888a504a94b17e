"""Speed of the long-whist odds (issue 4 targets in brackets).

Run: .venv/bin/python benchmarks/bench_odds.py [--games N]
Prints: the exact table for every score and deal state (<= 50 ms), the same
with 95% intervals from 400 Dirichlet draws (<= 2 s), `whist-odds odds long
--score 5-3` from a cold start (<= 1.5 s), and N whole games simulated with
fresh hoyle deals (1,000,000 in <= 10 s), with the agreement with the DP.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import time
from pathlib import Path
from whistodds.games import get_game
from whistodds.simulations.play.models import get_model


def best_of(repeats: int, work) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1_000_000)
    args = parser.parse_args()

    command = shutil.which("whist-odds") or str(Path(__file__).resolve().parents[1] / ".venv" / "bin" / "whist-odds")
    cold = best_of(3, lambda: subprocess.run([command, "odds", "long", "--score", "5-3"], check=True,
                                             capture_output=True))
    print(f"whist-odds odds long --score 5-3, fresh process: {cold:.2f} s   [<= 1.5 s]")

    from whistodds.games import LONG_WHIST
    from whistodds.odds.game_odds import game_chain, odds_table, win_probability
    from whistodds.odds.solver import _chain, solve
    from whistodds.simulations.kernels import shipped_kernel
    from whistodds.simulations.whole_games import simulate_games

    kernel = shipped_kernel(get_model("hoyle"))
    _chain.cache_clear()
    first = best_of(1, lambda: solve(game_chain(LONG_WHIST, kernel), kernel.probabilities.ravel()))
    exact = best_of(20, lambda: solve(game_chain(LONG_WHIST, kernel), kernel.probabilities.ravel()))
    print(f"exact table, 200 states (first call, scoring every transition): {1000 * first:.1f} ms; "
          f"then {1000 * exact:.2f} ms   [<= 50 ms]")
    with_intervals = best_of(3, lambda: odds_table(get_game("long"), kernel, draws=400))
    print(f"table with 95% intervals (400 Dirichlet draws): {with_intervals:.2f} s   [<= 2 s]")

    simulate_games(get_game("long"), 1000, seed=0)  # load the compiled kernels
    start = time.perf_counter()
    result = simulate_games(get_game("long"), args.games, (0, 0), "us", get_model("hoyle"), seed=1)
    elapsed = time.perf_counter() - start
    rate = result.win_rate
    dp = win_probability(get_game("long"), (0, 0), "us", kernel)
    deals = result.deals.total
    print(f"{args.games:,} whole games from 0-0 (hoyle, fresh deals): {elapsed:.2f} s, {deals:,} deals "
          f"({deals / elapsed:,.0f} deals/s)   [1,000,000 games <= 10 s]")
    print(f"  dealer's side wins {rate.estimate:.4f} ± {rate.standard_error:.4f}; DP {dp:.4f}; "
          f"z = {(rate.estimate - dp) / rate.standard_error:+.2f}; mean deals per game {result.mean_deals:.2f}")


if __name__ == "__main__":
    main()
