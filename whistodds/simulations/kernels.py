"""Deal kernels: the joint distribution of what one deal gives the dealer's side.

For long and short whist a deal's worth to the sides is fixed by the tricks the
dealer's side takes (0–13) and the trump honours it holds (0–4): a side with
three or four honours always has two in one hand, so the call at eight needs
nothing more.  Kernels ship as package data for ``random`` and ``hoyle`` (ten
million deals each) and ``double-dummy``; others are computed on demand and
cached in the user's cache folder.
"""

from __future__ import annotations

import json
from concurrent.futures import Executor
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from whistodds import __version__
from whistodds.cache import cache_dir
from whistodds.simulations.fingerprint import code_fingerprint
from whistodds.games.definition import GameDefinition
from whistodds.games.registry import get_game
from whistodds.games.whist import LONG_WHIST
from whistodds.simulations.batches import ProgressCallback
from whistodds.simulations.play.policies import get_policy
from whistodds.simulations.seeding import SeedLike

if TYPE_CHECKING:
    import pandas as pd

TRICKS = 14  # 0..13 tricks for the dealer's side
HONOURS = 5  # 0..4 trump honours held by the dealer's side
KERNEL_GAMES = ("long-whist", "short-whist")  # same deal, same kernel


def honour_points(honours: np.ndarray | int) -> np.ndarray:
    """Points for honours held by a side: four score 4, three score 2 (long and short whist)."""
    honours = np.asarray(honours)
    return np.where(honours == 4, 4, np.where(honours == 3, 2, 0))


@dataclass(frozen=True)
class DealKernel:
    """Counts of deals by (tricks of the dealer's side, honours of the dealer's side).

    Attributes:
        counts: integer array of shape ``(14, 5)``.
        policy: the play model.
        seed: the seed the deals came from (None if unseeded).
        version: whistodds version that made it.
        command: the command that regenerates it exactly.
    """

    counts: np.ndarray
    policy: str
    seed: int | None = None
    version: str = __version__
    command: str = ""
    game: str = "long-whist"
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def deals(self) -> int:
        return int(self.counts.sum())

    @property
    def probabilities(self) -> np.ndarray:
        return self.counts / self.deals

    def _mean_and_se(self, values: np.ndarray) -> tuple[float, float]:
        p = self.probabilities
        mean = float((p * values).sum())
        variance = float((p * (values - mean) ** 2).sum())
        return mean, float(np.sqrt(variance / self.deals))

    def summary(self) -> dict[str, float]:
        """P(dealer's side wins the odd trick), mean tricks and mean net points per deal, with SEs."""
        tricks = np.arange(TRICKS)[:, None] * np.ones(HONOURS)
        honours = np.ones(TRICKS)[:, None] * np.arange(HONOURS)
        dealer_points = np.maximum(tricks - 6, 0) + honour_points(honours)
        other_points = np.maximum(7 - tricks, 0) + honour_points(4 - honours)
        p_odd, se_odd = self._mean_and_se((tricks >= 7).astype(float))
        mean_tricks, se_tricks = self._mean_and_se(tricks)
        mean_points, se_points = self._mean_and_se(dealer_points - other_points)
        return {
            "deals": self.deals,
            "p_dealer_side_odd_trick": p_odd,
            "se_p_dealer_side_odd_trick": se_odd,
            "mean_tricks_dealer_side": mean_tricks,
            "se_mean_tricks_dealer_side": se_tricks,
            "mean_net_points_dealer_side": mean_points,
            "se_mean_net_points_dealer_side": se_points,
        }

    def table(self) -> "pd.DataFrame":
        """The joint distribution as a tidy table: one row per (tricks, honours)."""
        import pandas as pd

        tricks, honours = np.meshgrid(np.arange(TRICKS), np.arange(HONOURS), indexing="ij")
        return pd.DataFrame(
            {
                "tricks_dealer_side": tricks.ravel(),
                "honours_dealer_side": honours.ravel(),
                "deals": self.counts.ravel(),
                "probability": self.probabilities.ravel(),
            }
        )

    def to_json(self) -> str:
        document = {
            "what": "whistodds deal kernel: deals counted by tricks (rows 0-13) and trump honours "
            "(columns 0-4) of the dealer's side",
            "game": self.game,
            "policy": self.policy,
            "deals": self.deals,
            "seed": self.seed,
            "version": self.version,
            "command": self.command,
            "summary": self.summary(),
            "counts": self.counts.tolist(),
        }
        return json.dumps(document, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> DealKernel:
        document = json.loads(text)
        counts = np.asarray(document["counts"], dtype=np.int64)
        if counts.shape != (TRICKS, HONOURS) or (counts < 0).any() or counts.sum() == 0:
            raise ValueError(f"a deal kernel needs non-negative counts of shape {(TRICKS, HONOURS)}")
        return cls(counts, document["policy"], document.get("seed"), document.get("version", ""),
                   document.get("command", ""), document.get("game", "long-whist"))


def deal_kernel(outcomes: "pd.DataFrame", *, policy: str = "", seed: int | None = None, command: str = "") -> DealKernel:
    """Count a per-deal outcome table into a kernel."""
    cells = outcomes["tricks_dealer_side"].to_numpy(np.int64) * HONOURS + outcomes["honours_dealer_side"].to_numpy(
        np.int64
    )
    counts = np.bincount(cells, minlength=TRICKS * HONOURS).reshape(TRICKS, HONOURS)
    return DealKernel(counts, policy, seed, __version__, command)


def regenerate_command(policy: str, n_deals: int, seed: int | None) -> str:
    seed_part = f" --seed {seed}" if seed is not None else ""
    return f"whist-odds kernel long --policy {policy} --deals {n_deals}{seed_part} --format json"


def simulate_kernel(
    policy: str = "hoyle",
    n_deals: int = 1_000_000,
    seed: SeedLike = None,
    *,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
    game: GameDefinition = LONG_WHIST,
) -> DealKernel:
    """A fresh kernel from ``n_deals`` deals played under ``policy``."""
    from whistodds.simulations.outcomes import long_whist_outcomes  # compiled code: load only when simulating

    name = get_policy(policy).name
    outcomes = long_whist_outcomes(n_deals, name, seed, executor, game=game, progress=progress)
    recorded_seed = int(seed) if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) else None
    command = regenerate_command(name, n_deals, recorded_seed) if recorded_seed is not None else ""
    return deal_kernel(outcomes, policy=name, seed=recorded_seed, command=command)


def shipped_kernel(policy: str = "hoyle") -> DealKernel:
    """The kernel shipped with the package for ``policy``."""
    name = get_policy(policy).name
    resource = resources.files("whistodds.simulations").joinpath("data", f"kernel-long-whist-{name}.json")
    if not resource.is_file():
        raise ValueError(f"no shipped kernel for policy {name!r}; give a number of deals to simulate one")
    return DealKernel.from_json(resource.read_text(encoding="utf-8"))


def kernel_cache_path(game: str, policy: str, n_deals: int, seed: int) -> Path:
    # Besides the version, a fingerprint of the compiled simulation code: a change to
    # dealing or play between releases must not serve a kernel the new code would not make.
    return cache_dir() / "kernels" / f"{game}-{policy}-{n_deals}-{seed}-{__version__}-{code_fingerprint()}.json"


def get_kernel(
    policy: str = "hoyle",
    n_deals: int | None = None,
    seed: SeedLike = None,
    *,
    game: GameDefinition | str = LONG_WHIST,
    executor: Executor | None = None,
    progress: ProgressCallback | None = None,
) -> DealKernel:
    """The shipped kernel (``n_deals=None``), or one simulated on demand and cached by
    (game, policy, deals, seed, version and simulation code); an unseeded one is never cached."""
    game = get_game(game)
    if game.name not in KERNEL_GAMES:
        raise ValueError(f"deal kernels are for {', '.join(KERNEL_GAMES)}, not {game.name!r}")
    if n_deals is None:
        return shipped_kernel(policy)
    name = get_policy(policy).name
    cacheable = isinstance(seed, (int, np.integer)) and not isinstance(seed, bool)
    path = kernel_cache_path("long-whist", name, n_deals, int(seed)) if cacheable else None
    if path is not None and path.is_file():
        return DealKernel.from_json(path.read_text(encoding="utf-8"))
    kernel = simulate_kernel(name, n_deals, seed, executor=executor, progress=progress)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(kernel.to_json(), encoding="utf-8")
        temporary.replace(path)
    return kernel
