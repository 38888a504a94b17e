"""Data flows one way: games -> simulations -> odds -> reports -> cli; nothing imports backwards."""

import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "whistodds"
LAYERS = ["games", "simulations", "odds", "reports", "cli"]
IMPORT = re.compile(r"^\s*(?:from|import)\s+whistodds\.(\w+)", re.MULTILINE)


@pytest.mark.parametrize("layer", LAYERS)
def test_no_layer_imports_a_later_one(layer):
    later = set(LAYERS[LAYERS.index(layer) + 1:])
    for path in (PACKAGE / layer).rglob("*.py"):
        imported = set(IMPORT.findall(path.read_text(encoding="utf-8")))
        assert not imported & later, f"{path.relative_to(PACKAGE)} imports {sorted(imported & later)}"
