"""Decision time of the ``expert`` play model: milliseconds a card on one core (issue 42: at most 5 ms).

Run: .venv/bin/python benchmarks/bench_expert.py [--deals N] [--game GAME] [--build units|inlined]
Plays --deals deals with the expert at every seat on one thread (after a warm-up that compiles), and divides
the time by the cards the expert chose (every card but a forced one: the last trick, a singleton of the suit
led, which the engine plays without asking the model) and by every card played.  Output is printed; the
figures of a run are kept in benchmarks/output/bench_expert.txt.  ``--build`` forces the play engine's units build
or its inlined build (``WHISTODDS_ENGINE_BUILD``; by default the inlined build if it is compiled, else the units
build: a run this short does not compile the inlined build).
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from whistodds.games import get_game
from whistodds.games.cards import card_suit
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.compiled.expert import WORLDS
from whistodds.simulations.play.models import get_model
from whistodds.simulations.play.resume import in_play_order


def decisions(deals, played, leader) -> int:
    """The cards the model chose: not forced by the last trick or a singleton of the suit led."""
    order, seats = in_play_order(played, leader)
    game = deals.game
    count = 0
    for d in range(deals.n_deals):
        held = {seat: [int(c) for c in deals.hands[d, seat]] for seat in range(game.players)}
        for i, card in enumerate(order[d]):
            seat, trick, position = int(seats[d, i]), i // game.players, i % game.players
            if trick < game.cards_per_hand - 1:
                led = card_suit(int(order[d, i - position]))
                following = [c for c in held[seat] if card_suit(c) == led]
                count += position == 0 or len(following) != 1
            held[seat].remove(int(card))
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--game", default="long-whist")
    parser.add_argument("--build", choices=("units", "inlined"), default=None)
    args = parser.parse_args()
    if args.build:
        os.environ["WHISTODDS_ENGINE_BUILD"] = args.build
    game = get_game(args.game)
    play(deal(game, 4, seed=1), get_model("expert"), seed=1, threads=1)  # compile (or load from the cache)
    deals = deal(game, args.deals, seed=42)
    start = time.perf_counter()
    result = play(deals, get_model("expert"), seed=43, threads=1)
    seconds = time.perf_counter() - start
    chosen = decisions(deals, result.played, result.leader)
    cards = deals.n_deals * game.players * game.cards_per_player
    built = f", the engine's {args.build} build" if args.build else ""
    print(f"expert ({WORLDS} deals drawn a decision), {game.name}, {args.deals} deals, one thread{built}: "
          f"{seconds:.2f} s")
    print(f"  {chosen} cards chosen ({chosen / args.deals:.1f} a deal): {1000 * seconds / chosen:.3f} ms a card chosen")
    print(f"  {cards} cards played: {1000 * seconds / cards:.3f} ms a card; {args.deals / seconds:.1f} deals/s")
    print(f"  tricks by side: {np.round(result.tricks_by_side.mean(axis=0), 3).tolist()}")


if __name__ == "__main__":
    main()
