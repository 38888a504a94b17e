from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import numpy as np
import pytest

from whistodds.odds.partner import simulate_holding_counts
from whistodds.simulations.batches import batch_sizes, run_batches


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
