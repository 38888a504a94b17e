"""Throughput of play resumed part-way through a hand, and the time of a ``position`` answer.

    python benchmarks/bench_game_states.py [--deals 1000000] [--repeats 3] [--dd 200] [--parts engine answer memory dd]

1. The engine alone: ``--deals`` deals played by hoyle from the first card, then resumed after 5 and 21
   cards of the same play (each deal its own play so far, the state reached by hoyle), two threads; deals a
   second, the median of ``--repeats``, the check of the play so far included. Then one position (the hand of
   examples/played-hands.pbn after 5 and 21 cards): ``--deals`` deals consistent with it, drawn once, played
   on by hoyle (the play so far shared, as ``position`` plays it).
2. A ``position`` answer under hoyle, 100,000 consistent deals (dealing, the position's figures and each of
   my legal cards), warm.
3. Memory: the peak traced by ``tracemalloc`` (numpy's arrays included) of the same answer for 20,000 and
   200,000 deals, each once warm: the deals run in batches of counts, so the peak should not grow with them.
4. Double dummy: ``--dd`` positions solved by SolveBoard after 21 cards, every card (solves a second), and
   the same boards by endplay's own ``solve_board`` loop from PBN, for its rate.
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc
from pathlib import Path

import numpy as np

from whistodds.odds.positions.cards import position_and_cards
from whistodds.odds.positions.pbn import pbn_state
from whistodds.odds.positions.figures import draw
from whistodds.odds.positions.play_so_far import game_state
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.resume import in_play_order
from whistodds.games import get_game
from whistodds.simulations.play.models import get_model


def median_time(run, repeats: int) -> float:
    run()  # warm: compiled code loaded
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


STATE = dict(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", trumps="hearts", dealer="right",
             played="me:10C 2D QC KC; right:AS", score=(8, 7))
PARTS = ("engine", "answer", "memory", "dd")


def peak_memory(run) -> int:
    """The peak of the memory ``tracemalloc`` traces while ``run()`` runs (bytes)."""
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--dd", type=int, default=200)
    parser.add_argument("--parts", nargs="*", choices=PARTS, default=list(PARTS))
    options = parser.parse_args()
    if "engine" in options.parts:
        engine(options.deals, options.repeats)
    state = game_state(**STATE)
    if "answer" in options.parts:
        def answer() -> None:  # as whist-odds position: the position and each card on the same deals, in batches
            position_and_cards(state, "hoyle", 100_000, seed=1)

        seconds = median_time(answer, options.repeats)
        print(f"position answer, hoyle, 100,000 deals: {seconds:.2f} s warm")
    if "memory" in options.parts:
        position_and_cards(state, "hoyle", 2_000, seed=1)  # warm: compiled code loaded
        peaks = {n: peak_memory(lambda: position_and_cards(state, "hoyle", n, seed=1)) for n in (20_000, 200_000)}
        print("position answer, hoyle, peak traced memory: " + ", ".join(
            f"{n:,} deals {peak / 2**20:.1f} MB" for n, peak in peaks.items())
              + f" (ratio {peaks[200_000] / peaks[20_000]:.2f})")
    if "dd" in options.parts:
        double_dummy(options.dd)


def engine(n: int, repeats: int) -> None:
    deals = deal(get_game("long-whist"), n, seed=1)
    recorded = play(deals, get_model("hoyle"), seed=2, threads=2)
    order, _ = in_play_order(recorded.played, recorded.leader)
    for k in (0, 5, 21):
        start = np.ascontiguousarray(order[:, :k])
        seconds = median_time(lambda: play(deals, get_model("hoyle"), seed=2, record=False, threads=2, start=start), repeats)
        print(f"hoyle resumed after {k:2d} cards: {n / seconds:,.0f} deals/s ({seconds:.3f} s, 2 threads)")
    example = Path(__file__).resolve().parents[1] / "examples" / "played-hands.pbn"
    for k in (5, 21):
        drawn = draw(pbn_state(example.read_text(), 1, k), n, seed=1)
        seconds = median_time(lambda: play(drawn.deals, get_model("hoyle"), record=False, threads=2, start=drawn.start,
                                           deal_seeds=drawn.seeds), repeats)
        print(f"hoyle from one position after {k:2d} cards, {n:,} consistent deals: {n / seconds:,.0f} deals/s "
              f"({seconds:.3f} s, 2 threads)")


def double_dummy(dd: int) -> None:
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    from whistodds.simulations.play.double_dummy import to_pbn
    from whistodds.simulations.play.double_dummy_cards import _endplay_cards, card_values

    small = deal(get_game("long-whist"), dd, seed=3)
    small_play = play(small, get_model("hoyle"), seed=2)
    small_order, _ = in_play_order(small_play.played, small_play.leader)
    start = small_order[:, :21]
    started = time.perf_counter()
    card_values(small, start)
    ours = time.perf_counter() - started
    _, mode, cards = _endplay_cards()
    started = time.perf_counter()
    for d in range(dd):
        board = Deal.from_pbn(to_pbn(small.hands[d]))
        board.trump = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades)[int(small.trump[d])]
        board.first = Player((int(small.dealer[d]) + 1) % 4)
        for code in start[d]:
            board.play(cards[int(code)])
        solve_board(board, mode)
    theirs = time.perf_counter() - started
    print(f"double dummy after 21 cards, every card: {dd / ours:,.0f} solves/s "
          f"(endplay's own loop on the same boards: {dd / theirs:,.0f} solves/s)")


if __name__ == "__main__":
    main()
