"""The three play models on the same deals: mean tricks, the distribution of the
dealer's side's tricks, and how often `hoyle` and `random` make the double-dummy number.

Run: .venv/bin/python benchmarks/compare_models.py [--deals 2000] [--seed 1793]
Writes benchmarks/output/model_comparison.csv and .md and prints the summary.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pandas as pd

from whistodds.games import LONG_WHIST
from whistodds.simulations import deal
from whistodds.simulations.play import play
from whistodds.simulations.play.double_dummy import double_dummy_tricks
from whistodds.simulations.play.models import get_model

OUTPUT = Path(__file__).parent / "output"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1793)
    args = parser.parse_args()

    deals = deal(LONG_WHIST, args.deals, seed=args.seed)
    tricks = {
        "random": play(deals, get_model("random"), seed=args.seed + 1, record=False).tricks_by_side[:, 0],
        "hoyle": play(deals, get_model("hoyle"), record=False).tricks_by_side[:, 0],
        "double-dummy": double_dummy_tricks(deals)[:, 0],
    }
    n = args.deals
    rows = []
    for model, values in tricks.items():
        row = {
            "model": model,
            "deals": n,
            "mean_tricks_dealer_side": values.mean(),
            "se_mean": values.std(ddof=1) / np.sqrt(n),
            "p_odd_trick_dealer_side": (values >= 7).mean(),
        }
        if model != "double-dummy":
            same = values == tricks["double-dummy"]
            row["p_equals_double_dummy"] = same.mean()
            row["se_p_equals"] = np.sqrt(same.mean() * (1 - same.mean()) / n)
            row["mean_minus_double_dummy"] = (values - tricks["double-dummy"]).mean()
            row["mean_abs_difference"] = np.abs(values - tricks["double-dummy"]).mean()
        rows.append(row)
    summary = pd.DataFrame(rows)
    distribution = pd.DataFrame(
        {model: np.bincount(values, minlength=14) / n for model, values in tricks.items()}
    ).rename_axis("tricks_dealer_side").reset_index()

    OUTPUT.mkdir(exist_ok=True)
    summary.to_csv(OUTPUT / "model_comparison.csv", index=False)
    distribution.to_csv(OUTPUT / "model_trick_distribution.csv", index=False)
    text = (
        f"# The play models on the same {n:,} long-whist deals (seed {args.seed})\n\n"
        + summary.to_string(index=False, float_format=lambda x: f"{x:.4f}")
        + "\n\nDistribution of the dealer's side's tricks:\n\n"
        + distribution.to_string(index=False, float_format=lambda x: f"{x:.4f}")
        + "\n"
    )
    (OUTPUT / "model_comparison.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
