"""The play engine's two builds, the units build and the inlined one, play every card alike; a long run
switches to the inlined build part-way through a call and plays on as the units build would have; a kernel
is the same on 1 and 2 workers whichever build each plays with.

Each inlined build takes some 5 to 45 s to compile the first time: one table seats the expert, hoyle-score
and random (hoyle-score at a neutral score plays as hoyle), so that one engine a build plays them all.
"""

from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

import whistodds.simulations.play.api as api
import whistodds.simulations.play.build as build
from whistodds.games import LONG_WHIST, get_game
from whistodds.simulations import deal
from whistodds.simulations.compiled import cached_overloads
from whistodds.simulations.kernels import simulate_kernel
from whistodds.simulations.play import play
from whistodds.simulations.play.models import get_model

TABLE = ("expert", "hoyle-score", "random")


def _seats(n_deals: int) -> np.ndarray:
    """Each deal's seats: each model alone at the table in turn (the expert in few deals: some 4 ms a deal),
    then mixed tables."""
    models = [get_model(name) for name in TABLE]
    seated = np.empty((n_deals, 4), dtype=object)
    for d in range(n_deals):
        kind = d % 5
        if kind < 3 and (kind != 0 or d < 100):
            seated[d] = [models[kind]] * 4
        else:
            seated[d] = [models[(d + k * (1 + d % 2)) % 3] for k in range(4)]
    return seated


def _both(monkeypatch, **playing):
    """The same play under the units build and under the inlined build, each forced."""
    results = []
    for name in ("units", "inlined"):
        monkeypatch.setenv(build.BUILD_VARIABLE, name)
        results.append(play(**playing))
    monkeypatch.delenv(build.BUILD_VARIABLE)
    return results


def _as_if_not_compiled(monkeypatch, model):
    """As if this process had not compiled ``model``'s inlined build and the cache on disk had none."""
    monkeypatch.setitem(build._ON_DISK, (model,), False)
    monkeypatch.delitem(build._ENGINES, ((model,), True), raising=False)
    monkeypatch.setattr(build, "_CHOSEN", set())


def test_both_builds_play_every_card_alike_at_a_table_of_every_model(monkeypatch):
    n = 400
    deals = deal(LONG_WHIST, n, seed=11)
    # The score hoyle-score reads: a neutral one (it plays as hoyle), love, and nine to eight.
    kind = np.arange(n) % 3
    contexts = (np.choose(kind, [14, 10, 1]), np.choose(kind, [0, 0, 2]))
    units, inlined = _both(monkeypatch, deals=deals, seed=5, seat_models=_seats(n), contexts=contexts,
                           keep_random=True)
    assert units.played.shape == (n, 13, 4)
    assert np.array_equal(units.played, inlined.played)
    assert np.array_equal(units.random_states, inlined.random_states)
    assert np.array_equal(units.tricks_by_side, inlined.tricks_by_side)


def test_a_long_run_switches_to_the_inlined_build_and_plays_on_alike(monkeypatch):
    random = get_model("random")
    for game in (LONG_WHIST, get_game("dummy-whist")):
        deals = deal(game, 3000, seed=14)
        monkeypatch.setenv(build.BUILD_VARIABLE, "units")
        units = play(deals, random, seed=9, record=False)
        monkeypatch.delenv(build.BUILD_VARIABLE)
        # Every run long.
        _as_if_not_compiled(monkeypatch, random)
        monkeypatch.setattr(api, "LONG_RUN_SECONDS", 0.0)
        assert not build.engine((random,)).inlined
        switched = play(deals, random, seed=9, record=False)
        assert np.array_equal(units.tricks_by_side, switched.tricks_by_side), game.name
        # From then on this process plays with the inlined build, both its loops compiled and on disk.
        assert build.engine((random,)).inlined
        inlined = build.engine((random,), inlined=True)
        assert len(inlined.play_range.signatures) == build.PLAY_RANGE_SIGNATURES
        assert cached_overloads(f"engine.{inlined.cache_name}") >= build.PLAY_RANGE_SIGNATURES  # others may add more
        assert np.array_equal(play(deals, random, seed=9).played.shape, (3000, 13, 4))


def test_a_short_run_keeps_the_units_build(monkeypatch):
    random = get_model("random")
    _as_if_not_compiled(monkeypatch, random)
    monkeypatch.setitem(api._UNITS_SECONDS, ("random",), 0.0)
    play(deal(LONG_WHIST, 2000, seed=15), random, seed=1)
    assert not build.engine((random,)).inlined
    assert 0 < api._UNITS_SECONDS[("random",)] < api.LONG_RUN_SECONDS


def test_a_kernel_is_the_same_on_one_and_two_workers_whichever_build(monkeypatch):
    random = get_model("random")
    monkeypatch.setenv(build.BUILD_VARIABLE, "units")
    serial = simulate_kernel(random, 500_001, seed=3)
    monkeypatch.setenv(build.BUILD_VARIABLE, "inlined")  # the workers, forked now, play with the inlined build
    with ProcessPoolExecutor(2) as pool:
        parallel = simulate_kernel(random, 500_001, seed=3, executor=pool)
    assert np.array_equal(serial.counts, parallel.counts) and serial.counts.sum() == 500_001


def test_a_forced_build_is_checked(monkeypatch):
    monkeypatch.setenv(build.BUILD_VARIABLE, "fast")
    with pytest.raises(ValueError, match="WHISTODDS_ENGINE_BUILD='fast' is not allowed; use units or inlined"):
        build.engine((get_model("hoyle"),))


def test_a_cluster_worker_warmed_plays_with_the_inlined_build(monkeypatch):
    from whistodds.cli.executors import warm_worker

    random = get_model("random")
    _as_if_not_compiled(monkeypatch, random)
    assert not build.engine((random,)).inlined
    assert warm_worker(("random",)) > 0
    inlined = build.engine((random,))
    assert inlined.inlined and len(inlined.play_range.signatures) == build.PLAY_RANGE_SIGNATURES


def test_a_build_planted_in_the_cache_is_not_taken_for_compiled():
    # Files named as an inlined build's but not in the signed manifest (planted, or left by a run that failed)
    # do not count: only the manifest is read, and numba never loads them for this check.
    import numba

    from whistodds.simulations.compiled import compiled_cache_folder

    folder = compiled_cache_folder()
    if folder is None or str(folder) != numba.config.CACHE_DIR:
        pytest.skip("the compiled-code cache is not whistodds' own here")
    name = "engine.play_range__planted_0000000000_inlined"
    planted = [folder / f"{name}-89.py311.nbi", folder / f"{name}-89.py311.1.nbc", folder / f"{name}-89.py311.2.nbc"]
    try:
        for path in planted:
            path.write_bytes(b"not numba's")
        assert cached_overloads(name) == 0
    finally:
        for path in planted:
            path.unlink(missing_ok=True)
