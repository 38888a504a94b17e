"""The shipped ``hoyle-score`` kernels per play context for the split call (``call_needs=two-and-one``):
exactly what the command they record regenerates, so that shipping them changes no figure (the report's
claims section simulated the same 200,000 deals, seed 0, a context before they shipped)."""

from __future__ import annotations

import json
from importlib import resources

import numpy as np

from whistodds.games.registry import get_game
from whistodds.simulations.kernels.context import (context_seed, get_context_kernel, has_shipped_context_kernel,
                                                   needed_contexts, regenerate_contexts_command)
from whistodds.simulations.kernels.deal import DEFAULT_DEALS, DEFAULT_SEED, DealKernel, simulate_kernel
from whistodds.simulations.play.models import get_model

SPLIT = "long-whist(call_needs=two-and-one)"
SPLIT_GAME = get_game(SPLIT)
FILE = "kernels-long-whist-call_needs-two-and-one-hoyle-score.json"


def _document() -> dict[str, object]:
    text = resources.files("whistodds.simulations").joinpath("data", FILE).read_text(encoding="utf-8")
    document: dict[str, object] = json.loads(text)
    return document


def test_the_shipped_split_kernels_record_the_default_deals_seed_and_command():
    game = get_game(SPLIT)
    document = _document()
    assert document["seed"] == DEFAULT_SEED == 0 and document["model"] == "hoyle-score"
    assert document["command"] == regenerate_contexts_command(game, get_model("hoyle-score"), DEFAULT_DEALS, DEFAULT_SEED)
    assert document["command"] == ('whist-odds kernel "long-whist(call_needs=two-and-one)" --model hoyle-score '
                                   '--deals 200000 --seed 0 --format kernel-json')
    assert has_shipped_context_kernel(SPLIT_GAME, get_model("hoyle-score"))
    kernel = get_context_kernel(SPLIT_GAME, get_model("hoyle-score"))  # every context shipped: nothing simulated
    assert kernel.contexts == needed_contexts(game) and len(kernel.contexts) == 76
    assert all(k.deals == DEFAULT_DEALS for _, k in kernel.kernels) and kernel.seed == 0
    assert kernel.command == document["command"]


def test_regenerating_shipped_contexts_gives_identical_counts():
    """Two contexts (one where nothing turns on the score, one where it does) simulated again as the recorded
    command does: each from its own stream of seed 0, 200,000 deals; the counts are identical."""
    game = get_game(SPLIT)
    shipped = get_context_kernel(SPLIT_GAME, get_model("hoyle-score"))
    for context in [(14, 0), (5, 5)]:
        fresh = simulate_kernel(get_model("hoyle-score"), DEFAULT_DEALS, context_seed(DEFAULT_SEED, context), game=game,
                                context=context)
        assert isinstance(fresh, DealKernel)
        assert np.array_equal(fresh.counts, shipped.kernel(context).counts), context
