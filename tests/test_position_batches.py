"""The figures from a moment of a hand in seeded batches (odds/positions/batches.py): every field the same in this
process, on two threads, on two processes and on a real Dask cluster of two worker processes; from the
command line with --workers and --scheduler; and in memory that does not grow with the deals."""

from __future__ import annotations

import json
import tracemalloc
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.odds.positions import batches as position_batches
from whistodds.odds.analysis import analyse_board
from whistodds.odds.positions.cards import card_odds, position_and_cards
from whistodds.odds.positions.play_so_far import game_state
from whistodds.odds.positions.figures import draw, position_odds
from whistodds.simulations.batches import batch_sizes
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.play.double_dummy_cards import card_values
from whistodds.simulations.play.models import get_model

runner = CliRunner()
HAND, PLAYED = "AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C", "me:10C 2D QC KC; right:AS"
STATE = game_state(hand=HAND, trumps="hearts", dealer="right", played=PLAYED, score=(8, 7))
DEALS, BATCH = 6_000, 2_500  # three batches: 2,500, 2,500 and 1,000
POSITION = ["position", "--hand", HAND, "--played", "S:10C 2D QC KC; E:AS", "--trumps", "hearts", "--deal", "them",
            "--score", "8-7", "--games", "1-0", "--deals", str(DEALS), "--seed", "7", "--format", "json"]


@pytest.fixture(scope="module")
def small_batches():
    """Batches of :data:`BATCH` deals for the module (the layout is the parent's: each batch is sent its size)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_batches, "POSITION_BATCH", BATCH)
        yield


def figures(executor=None):
    return position_and_cards(STATE, get_model("hoyle"), DEALS, seed=7, games=(1, 0), executor=executor)


@pytest.fixture(scope="module")
def reference(small_batches):
    return figures()


def test_the_reference_runs_in_three_batches_and_each_half_is_its_figure_alone(reference):
    whole, cards = reference
    assert whole is not None and cards is not None and whole.deals == DEALS
    assert batch_sizes(DEALS, position_batches.POSITION_BATCH) == [2_500, 2_500, 1_000]
    assert whole == position_odds(STATE, get_model("hoyle"), DEALS, seed=7, games=(1, 0))  # position and cards: same deals
    assert cards == card_odds(STATE, get_model("hoyle"), DEALS, seed=7, games=(1, 0))  # P(rubber) for each card too
    assert figures() == reference  # the same seed again
    assert position_and_cards(STATE, get_model("hoyle"), DEALS, seed=8, games=(1, 0)) != reference  # another seed: others
    best = next(card for card in cards if card.best)
    other = next(card for card in cards if not card.best)
    assert best.p_game_behind is not None and other.p_game_behind is not None and other.p_game is not None
    assert best.p_game_behind.value == 0.0 and best.p_game_behind.se == 0.0
    assert other.p_game_behind.se < other.p_game.se  # paired on the same deals: tighter than either figure


@pytest.mark.parametrize("pool", [ThreadPoolExecutor, ProcessPoolExecutor], ids=["threads", "processes"])
def test_two_threads_or_two_processes_give_every_field_the_same(reference, pool):
    with pool(2) as executor:
        assert figures(executor) == reference


def test_a_dask_cluster_gives_every_field_the_same(reference, tmp_path):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address="127.0.0.1:0", silence_logs=50) as cluster, \
            distributed.Client(cluster, set_as_default=False) as client:
        client.wait_for_workers(2)
        assert figures(client.get_executor(pure=False)) == reference
        on_cluster = runner.invoke(app, [*POSITION, "--scheduler", cluster.scheduler_address])
    here = runner.invoke(app, POSITION)
    assert here.exit_code == 0 and on_cluster.exit_code == 0, on_cluster.output
    assert json.loads(on_cluster.stdout) == json.loads(here.stdout)


def test_workers_on_the_command_line_give_the_same_json(small_batches):
    alone = runner.invoke(app, POSITION)
    shared = runner.invoke(app, [*POSITION, "--workers", "2"])
    assert alone.exit_code == 0 and shared.exit_code == 0, shared.output
    document = json.loads(alone.stdout)
    assert json.loads(shared.stdout) == document and document["deals"] == DEALS and len(document["cards"]) == 2
    hand = ["odds", "long", "--score", "8-7", "--deal", "us", "--trumps", "hearts", "--hand",
            "AH KH QH 2H 7S 8S 9S 3D 4D 5D 6C 7C 8C", "--deals", str(DEALS), "--seed", "7", "--format", "json"]
    one, two = runner.invoke(app, hand), runner.invoke(app, [*hand, "--workers", "2"])
    assert one.exit_code == 0 and two.exit_code == 0, two.output
    assert json.loads(one.stdout) == json.loads(two.stdout)


@pytest.mark.parametrize(("extra", "message"), [
    (["--workers", "0"], "--workers 0 is not allowed"),
    (["--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "--workers 2 and --scheduler together are not allowed"),
])
def test_bad_run_options_of_position_are_one_line(extra, message):
    result = runner.invoke(app, [*POSITION, *extra])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output, result.output


def test_double_dummy_cards_are_solved_in_batches_alike_on_processes():
    pytest.importorskip("endplay")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_batches, "SOLVED_BATCH", 3)  # 7 deals: batches of 3, 3 and 1
        here = position_and_cards(STATE, get_model("double-dummy"), 7, seed=7)
        with ProcessPoolExecutor(2) as executor:
            assert position_and_cards(STATE, get_model("double-dummy"), 7, seed=7, executor=executor) == here
    whole, cards = here
    assert whole is not None and cards is not None
    assert whole.tricks.value - STATE.tricks_won[0] >= max(card.tricks.value for card in cards) - 1e-12
    first = game_state(hand="AH KH 7S 6S 2C 3C 4C 5C 6C 7C 8C 9C 10C", trumps="hearts", dealer="right")
    drawn = draw(first, 3, seed=5)  # at the first card too, each card's own solve (not the deal's best)
    solved = card_values(drawn.deals, drawn.start)
    for card in card_odds(first, get_model("double-dummy"), drawn=drawn):
        assert card.tricks.value == pytest.approx(np.mean([values[card.card] for values in solved]), abs=1e-12)


def test_analyse_gives_the_same_odds_on_threads():
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. '
            '...AKQJT98765432"]\n[Contract "1S"]\n[Play "E"]\nHA DA CA S2\nH2 D2 C2 SA\n')
    alone = analyse_board(text, deals=300, seed=2)
    with ThreadPoolExecutor(2) as executor:
        assert analyse_board(text, deals=300, seed=2, executor=executor) == alone
    # North holds all thirteen trumps: from his view the odd trick is certain, exact (issue 37); the others
    # see only their own hands, and their figures are the 300 deals'.
    for step in alone.steps:
        assert step.before is not None
        assert (step.before == Estimate.exact(1.0)) if step.seat == "N" else (step.before.trials == 300)


def test_memory_stays_flat_as_the_deals_grow():
    """Ten times the deals in batches of 2,000: the peak traced memory barely moves (all deals at once,
    it grew tenfold)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(position_batches, "POSITION_BATCH", 2_000)
        position_and_cards(STATE, get_model("hoyle"), 500, seed=1)  # compiled code loaded
        peaks = []
        for deals in (4_000, 40_000):
            tracemalloc.start()
            try:
                position_and_cards(STATE, get_model("hoyle"), deals, seed=1)
                peaks.append(tracemalloc.get_traced_memory()[1])
            finally:
                tracemalloc.stop()
    assert peaks[1] < 1.5 * peaks[0], peaks
