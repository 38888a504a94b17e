"""The expert's shipped kernels and where it is offered: a slow play model is compared wherever its kernels
ship, left out (with why) where they do not, and spread over a cluster in batches of its own size."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from whistodds.games import get_game
from whistodds.odds.history import models_for
from whistodds.simulations.kernels import has_shipped_kernel, shipped_kernel, simulate_kernel
from whistodds.simulations.play.models import PlayModel, compared_models, get_model

EXPERT = get_model("expert")


def test_the_expert_is_compared_and_its_kernels_serve_long_and_short_whist():
    assert EXPERT in compared_models() and EXPERT.slow and EXPERT.deals_per_batch == 10_000
    for name in ("long-whist", "short-whist", "long-whist(call_needs=two-and-one)", "long-whist(call_at=none)"):
        assert has_shipped_kernel(get_game(name), EXPERT), name
    kernel = shipped_kernel(EXPERT)
    assert kernel.deals >= 20_000 and kernel.seed == 1793
    assert kernel.command == f"whist-odds kernel long --model expert --deals {kernel.deals} --seed 1793 --format kernel-json"


def test_the_expert_plays_better_than_the_rules_in_its_kernel():
    """Its kernel's dealer's side against hoyle's: the same deals are not played, so the comparison is of two
    estimates; what the kernel must show is that the model it records is neither random nor double-dummy."""
    expert, dd = shipped_kernel(EXPERT).summary(), shipped_kernel(get_model("double-dummy")).summary()
    se = np.hypot(expert["se_p_dealer_side_odd_trick"], dd["se_p_dealer_side_odd_trick"])
    assert expert["p_dealer_side_odd_trick"] - dd["p_dealer_side_odd_trick"] > 5 * se


def test_history_compares_a_slow_model_only_where_its_kernels_ship():
    from whistodds.odds.history import history_games

    playable = [game for game in history_games() if EXPERT.cannot_play(game) is None]
    served = {game.name for game in playable if has_shipped_kernel(game, EXPERT)}
    assert {"long-whist", "short-whist"} <= served and len(served) < len(playable)
    for game in playable:
        assert (EXPERT in models_for(game)) == (game.name in served), game.name
        assert get_model("hoyle") in models_for(game)


def test_the_report_refuses_to_simulate_a_slow_model_unasked():
    from whistodds.reports.sections import ReportContext

    from whistodds.games.registry import get_game
    from whistodds.simulations.play.models import get_model

    context = ReportContext(2000, 3, Path("."))
    assert context.simulated_deals(get_model("expert")) is None  # shipped for long whist
    with pytest.raises(ValueError, match="'expert' has no shipped kernel for ruff-and-honours and is too slow"):
        context.simulated_deals(get_model("expert"), get_game("ruff-and-honours"))


def test_the_explorer_leaves_the_expert_out_where_no_kernel_ships_and_says_why():
    from whistodds.reports.explorer import explorer_choices

    choices, left_out = explorer_choices()
    assert any(c.model == "expert" and c.shipped and c.game.name == "long-whist" for c in choices)
    assert not any(c.model == "expert" and not c.shipped for c in choices)
    assert any("under expert: no shipped kernel, and too slow to simulate here" in line for line in left_out)


def test_claims_with_deals_leave_the_expert_out_unless_asked():
    from whistodds.odds.claims import read_claims, shipped_claims_path
    from whistodds.odds.claims.models import models_by_game
    from whistodds.simulations.play.models import get_model

    claims = read_claims(shipped_claims_path("bob-short-1793"))
    shipped = models_by_game(claims, None)
    assert "expert" in [model.name for model in shipped.models["long-whist"]]
    simulated = models_by_game(claims, None, deals=1000)
    assert "expert" not in [model.name for model in simulated.models["long-whist"]]
    assert any(left.model == "expert" and "too slowly to start unasked" in left.reason for left in simulated.left_out)
    assert models_by_game(claims, [get_model("expert")], deals=1000).models["long-whist"] == (get_model("expert"),)


@pytest.mark.parametrize("batch_deals", [0, 250_001, 2.5, True])
def test_a_batch_size_out_of_range_is_refused(batch_deals):
    with pytest.raises(ValueError, match="batch_deals=.* is not allowed; give a whole number from 1 to 250,000"):
        replace(EXPERT, batch_deals=batch_deals)


def test_a_slow_model_in_small_batches_gives_the_same_kernel_on_any_executor():
    small = replace(EXPERT, batch_deals=60)  # five batches of 60 deals
    alone = simulate_kernel(small, 300, seed=17)
    with ThreadPoolExecutor(2) as pool:
        pooled = simulate_kernel(small, 300, seed=17, executor=pool)
    assert np.array_equal(alone.counts, pooled.counts) and alone.deals == 300
    assert not np.array_equal(alone.counts, simulate_kernel(replace(EXPERT, batch_deals=100), 300, seed=17).counts)


def test_the_experts_scotch_kernel_of_the_models_chart_is_read_from_the_package_not_played(tmp_path, monkeypatch):
    """The dealer's-advantage chart asks for the expert's Scotch Whist kernel (100,000 deals, seed 1868): it ships,
    so an empty cache neither plays it (some 400 s of a core) nor caches a copy; another seed is not served it."""
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.kernels.shipped import seeded_file, shipped_seeded_kernel

    monkeypatch.setenv("WHISTODDS_CACHE", str(tmp_path / "cache"))
    scotch = get_game("scotch-whist(players=4,sides=2)")
    assert seeded_file(scotch, EXPERT, 100_000, 1868) in EXPERT.shipped_kernels
    kernel = get_kernel(EXPERT, 100_000, 1868, game=scotch)
    assert (kernel.deals, kernel.seed, kernel.model, kernel.game) == (100_000, 1868, "expert", scotch.name)
    assert not list((tmp_path / "cache").rglob("*.json"))  # read from the package: nothing simulated, nothing cached
    assert shipped_seeded_kernel(scotch, EXPERT, 100_000, 1869) is None
    assert shipped_seeded_kernel(scotch, EXPERT, 20_000, 1868) is None
    assert shipped_seeded_kernel(scotch, get_model("hoyle"), 100_000, 1868) is None
    assert shipped_seeded_kernel(scotch, replace(EXPERT, marker="s"), 100_000, 1868) is None  # not the built-in one
