from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import numpy as np
import pytest

from whistodds.odds.holdings.partner import simulate_holding_counts
from whistodds.simulations.batches import batch_sizes, run_batches
from whistodds.simulations.play.models import get_model
from whistodds.games import get_game


def test_batch_sizes():
    assert batch_sizes(10, 4) == [4, 4, 2]
    assert batch_sizes(8, 4) == [4, 4]
    with pytest.raises(ValueError):
        batch_sizes(0, 4)


def _draw(size, stream):
    return np.random.default_rng(stream).random(size).sum()


def test_result_does_not_depend_on_the_executor():
    serial = run_batches(_draw, 1000, seed=9, batch_size=128)
    with ThreadPoolExecutor(3) as pool:
        threaded = run_batches(_draw, 1000, seed=9, batch_size=128, executor=pool)
    assert serial == threaded


def test_process_pool_gives_the_same_counts():
    serial = simulate_holding_counts(of=3, n_deals=30_000, seed=4)
    with ProcessPoolExecutor(2) as pool:
        parallel = simulate_holding_counts(of=3, n_deals=30_000, seed=4, executor=pool)
    assert (serial == parallel).all() and serial.sum() == 30_000


def test_progress_reports_every_item():
    seen = []
    run_batches(_draw, 1000, seed=1, batch_size=300, progress=seen.append)
    assert sum(seen) == 1000


def test_every_simulation_is_the_same_on_any_executor():
    # Whole games (three sides, beyond the exact solver), rubbers, kernels, Gleek and progressive
    # evenings, each split into batches: on a thread pool the figures are those of the serial run.
    from whistodds.games import get_game
    from whistodds.families.gleek.odds import play_gleek
    from whistodds.simulations import kernels, progressive, whole_games
    from whistodds.simulations.kernels import simulate_kernel
    from whistodds.simulations.progressive import simulate_evenings
    from whistodds.simulations.whole_games import simulate_games, simulate_rubbers

    scotch = get_game("scotch-whist(players=6,sides=3)")
    small = {"GAME_BATCH": 700}
    with ThreadPoolExecutor(2) as pool, pytest.MonkeyPatch.context() as patch:
        for name, value in small.items():
            patch.setattr(whole_games, name, value)
        patch.setattr(kernels, "KERNEL_BATCH", 900)
        patch.setattr(progressive, "EVENING_BATCH", 30)
        runs = {
            "games": lambda ex: simulate_games(scotch, 2000, dealer=0, seed=3, executor=ex, keep_games=True).winner,
            "rubbers": lambda ex: simulate_rubbers(1500, seed=4, game=get_game("long"), executor=ex).net_points.counts,
            "kernel": lambda ex: simulate_kernel(get_model("hoyle"), 2000, seed=5, game=scotch.replace(sides=2),
                                                 executor=ex).counts,
            "evenings": lambda ex: simulate_evenings(2, 2, "comstock", 1, 70, seed=6, executor=ex).field.counts,
        }
        for name, run in runs.items():
            assert np.array_equal(run(None), run(pool)), name
    assert play_gleek(3000, seed=7).equals(play_gleek(3000, seed=7, executor=ThreadPoolExecutor(2)))


def test_a_dask_cluster_gives_the_same_figures():
    # Any concurrent.futures.Executor will do, a Dask cluster's too: the same kernel as the serial run.
    import distributed

    from whistodds.simulations import kernels
    from whistodds.simulations.kernels import simulate_kernel

    with pytest.MonkeyPatch.context() as patch:  # three batches, so the cluster's workers share them
        patch.setattr(kernels, "KERNEL_BATCH", 10_000)
        batched = simulate_kernel(get_model("random"), 30_000, seed=11, game=get_game("short-whist"))
    with pytest.MonkeyPatch.context() as patch, distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        patch.setattr(kernels, "KERNEL_BATCH", 10_000)
        on_dask = simulate_kernel(get_model("random"), 30_000, seed=11, game=get_game("short-whist"), executor=client.get_executor())
    assert np.array_equal(batched.counts, on_dask.counts) and on_dask.deals == 30_000
