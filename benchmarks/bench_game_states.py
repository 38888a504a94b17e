"""Throughput of play resumed part-way through a hand, and the time of a ``position`` answer.

    python benchmarks/bench_game_states.py [--deals 1000000] [--repeats 3] [--dd 200]

1. The engine alone: ``--deals`` deals played by hoyle from the first card, then resumed after 5 and 21
   cards of the same play (each deal its own play so far, the state reached by hoyle), two threads; deals a
   second, the median of ``--repeats``, the check of the play so far included. Then one position (the hand of
   examples/played-hands.pbn after 5 and 21 cards): ``--deals`` deals consistent with it, drawn once, played
   on by hoyle (the play so far shared, as ``position`` plays it).
2. A ``position`` answer under hoyle, 100,000 consistent deals (dealing, the position's figures and each of
   my legal cards), warm.
3. Double dummy: ``--dd`` positions solved by SolveBoard after 21 cards, every card (solves a second), and
   the same boards by endplay's own ``solve_board`` loop from PBN, for its rate.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

from whistodds.odds.card_odds import card_odds
from whistodds.odds.pbn_position import pbn_state
from whistodds.odds.play_so_far import game_state
from whistodds.odds.position_odds import draw, position_odds
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.resume import in_play_order


def median_time(run, repeats: int) -> float:
    run()  # warm: compiled code loaded
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--dd", type=int, default=200)
    options = parser.parse_args()
    n = options.deals
    deals = deal("long-whist", n, seed=1)
    recorded = play(deals, "hoyle", seed=2, threads=2)
    order, _ = in_play_order(recorded.played, recorded.leader)
    for k in (0, 5, 21):
        start = np.ascontiguousarray(order[:, :k])
        seconds = median_time(lambda: play(deals, "hoyle", seed=2, record=False, threads=2, start=start),
                              options.repeats)
        print(f"hoyle resumed after {k:2d} cards: {n / seconds:,.0f} deals/s ({seconds:.3f} s, 2 threads)")
    example = Path(__file__).resolve().parents[1] / "examples" / "played-hands.pbn"
    for k in (5, 21):
        drawn = draw(pbn_state(example.read_text(), 1, k), n, seed=1)
        seconds = median_time(lambda: play(drawn.deals, "hoyle", record=False, threads=2, start=drawn.start,
                                           deal_seeds=drawn.seeds), options.repeats)
        print(f"hoyle from one position after {k:2d} cards, {n:,} consistent deals: {n / seconds:,.0f} deals/s "
              f"({seconds:.3f} s, 2 threads)")
    state = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
                       played="me:10C 2D QC KC; right:AS", score=(8, 7))
    def answer() -> None:  # as whist-odds position: one draw for the position and each card
        drawn = draw(state, 100_000, seed=1)
        position_odds(state, "hoyle", drawn=drawn)
        card_odds(state, "hoyle", drawn=drawn)

    seconds = median_time(answer, options.repeats)
    print(f"position answer, hoyle, 100,000 deals: {seconds:.2f} s warm")
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    from whistodds.simulations.play.double_dummy import to_pbn
    from whistodds.simulations.play.double_dummy_cards import _endplay_cards, card_values

    small = deal("long-whist", options.dd, seed=3)
    small_play = play(small, "hoyle", seed=2)
    small_order, _ = in_play_order(small_play.played, small_play.leader)
    start = small_order[:, :21]
    started = time.perf_counter()
    card_values(small, start)
    ours = time.perf_counter() - started
    _, mode, cards = _endplay_cards()
    started = time.perf_counter()
    for d in range(options.dd):
        board = Deal.from_pbn(to_pbn(small.hands[d]))
        board.trump = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades)[int(small.trump[d])]
        board.first = Player((int(small.dealer[d]) + 1) % 4)
        for code in start[d]:
            board.play(cards[int(code)])
        solve_board(board, mode)
    theirs = time.perf_counter() - started
    print(f"double dummy after 21 cards, every card: {options.dd / ours:,.0f} solves/s "
          f"(endplay's own loop on the same boards: {options.dd / theirs:,.0f} solves/s)")


if __name__ == "__main__":
    main()
