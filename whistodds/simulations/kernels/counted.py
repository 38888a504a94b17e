"""The kinds of deal kernel: deals counted by what one deal gives the dealer's side.

Whist scoring: the joint distribution of the dealer's side's tricks (0 to the tricks of a deal) and trump
honours (0 to all of them), a grid (:class:`DealKernel`).  Scotch Whist: each distinct sequence of scoring
moments and how often it came (:class:`MomentsKernel`).  Both give the exact solver the same three things:
``outcomes()`` (arrays the game's scoring reads, one entry per outcome), ``counts`` and ``probabilities``.
How they are simulated is :mod:`whistodds.simulations.kernels.deal`; the ones that ship,
:mod:`whistodds.simulations.kernels.shipped`.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

import numpy as np

from whistodds import __version__
from whistodds.games.definition import Game
from whistodds.games.registry import get_game
from whistodds.games.scoring.protocol import OutcomeKind
from whistodds.games.families.whist import LONG_WHIST
from whistodds.simulations.json_arrays import integer_array as integer_array
from whistodds.simulations.json_arrays import json_document

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.play.models import PlayModel

SHIPPED_GAME = LONG_WHIST.name  # the shipped kernels' deal; any game with the same deal signature shares them


def json_object(value: object, what: str) -> dict[str, Any]:
    """``value`` if it is a JSON object (a dict), else a ``ValueError`` saying ``what`` it should be."""
    if not isinstance(value, dict):
        raise ValueError(f"{what} is a JSON object, not {type(value).__name__}")
    return value


def json_text(value: object, what: str) -> str:
    """``value`` if it is a string, else a ``ValueError`` naming ``what``."""
    if not isinstance(value, str):
        raise ValueError(f"{what} is text, not {type(value).__name__}")
    return value


def json_int(value: object, what: str, *, optional: bool = False) -> Any:  # int, or None if optional
    """``value`` if it is a whole number (not a boolean; None too if ``optional``), else a ``ValueError``."""
    if (value is None and optional) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise ValueError(f"{what} is a whole number, not {type(value).__name__}")




class _Counted:
    """What both kinds of kernel share: deals counted by outcome, the same at every state of a game."""

    counts: np.ndarray
    many_outcomes = False
    varies_by_state = False

    def fits(self, game: Game) -> bool:
        """Whether ``game`` is scored by what this kind of kernel counts, in the same shape."""
        return game.has_score and KERNEL_TYPES[game.score_rules.outcome_kind] is type(self) and (
            game.score_rules.outcome_shape() in (None, self.counts.shape))

    def solver_probabilities(self, game: Game) -> np.ndarray:
        """The kernel's own probabilities, ``(outcomes,)``: the same at every state."""
        return self.probabilities.ravel()

    def deal_probabilities(self, game: Game, state: int) -> np.ndarray:
        return self.probabilities.ravel()

    def posterior_draws(self, game: Game, draws: int, generator: np.random.Generator, prior: float
                        ) -> np.ndarray:
        return generator.dirichlet(self.counts.ravel() + prior, size=draws)

    @property
    def deals(self) -> int:
        return int(self.counts.sum())

    @property
    def probabilities(self) -> np.ndarray:
        return self.counts / self.deals


@dataclass(frozen=True)
class DealKernel(_Counted):
    """Counts of deals by (tricks of the dealer's side, honours of the dealer's side), whist scoring.

    Attributes:
        counts: integer array of shape ``(tricks + 1, honours + 1)``, e.g. ``(14, 5)``.
        model: the play model.
        seed: the seed the deals came from (None if unseeded).
        version: whistodds version that made it.
        command: the command that regenerates it exactly.
        game: the canonical name of the game whose deals were played.
    """

    counts: np.ndarray
    model: str
    seed: int | None = None
    version: str = __version__
    command: str = ""
    game: str = SHIPPED_GAME
    extra: dict[str, object] = field(default_factory=dict, compare=False)
    context: tuple[int, int] | None = None

    def __repr__(self) -> str:
        """Short: the estimate that matters most and its SE first, then where it came from; not the counts.

        >>> from whistodds.simulations.kernels.shipped import shipped_kernel
        >>> from whistodds.simulations.play.models import get_model
        >>> shipped_kernel(get_model("hoyle"))
        DealKernel(P(dealer's side wins the odd trick) 0.5750 ± 0.0002; long-whist, hoyle, 10,000,000 deals, seed 1793)
        """
        where = "" if self.context is None else f", context {self.context}"
        try:
            summary = self.summary()
            estimate = (f"P(dealer's side wins the odd trick) {summary['p_dealer_side_odd_trick']:.4f} ± "
                        f"{summary['se_p_dealer_side_odd_trick']:.4f}; ")
        except (ValueError, KeyError):  # a game no longer registered: say the rest
            estimate = ""
        return f"DealKernel({estimate}{self.game}, {self.model}{where}, {self.deals:,} deals, seed {self.seed})"

    def outcomes(self) -> dict[str, np.ndarray]:
        """Every cell of the grid, flattened as ``counts.ravel()``: the dealer's side's tricks and honours."""
        tricks, honours = np.meshgrid(np.arange(self.counts.shape[0]), np.arange(self.counts.shape[1]), indexing="ij")
        return {"tricks": tricks.ravel(), "honours": honours.ravel()}

    def _mean_and_se(self, values: np.ndarray) -> tuple[float, float]:
        p = self.probabilities
        mean = float((p * values).sum())
        variance = float((p * (values - mean) ** 2).sum())
        return mean, float(np.sqrt(variance / self.deals))

    def summary(self) -> dict[str, float]:
        """P(dealer's side wins the odd trick), mean tricks and mean net points per deal (tricks over
        the book and honours, the game's values, from love-all), with SEs."""
        scoring = get_game(self.game).whist_rules
        tricks, honours = np.meshgrid(np.arange(self.counts.shape[0]), np.arange(self.counts.shape[1]),
                                      indexing="ij")
        dealer_points, other_points = scoring.deal_points(tricks, honours)
        p_odd, se_odd = self._mean_and_se((tricks > scoring.book).astype(float))
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

        cells = self.outcomes()
        scoring = get_game(self.game).whist_rules
        if scoring.records_split:
            counts_width = self.counts.shape[1] // 2
            return pd.DataFrame({"tricks_dealer_side": cells["tricks"],
                                 "honours_dealer_side": cells["honours"] % counts_width,
                                 "honours_in_one_hand": scoring.in_one_hand(cells["honours"]),
                                 "deals": self.counts.ravel(), "probability": self.probabilities.ravel()})
        return pd.DataFrame({"tricks_dealer_side": cells["tricks"], "honours_dealer_side": cells["honours"],
                             "deals": self.counts.ravel(), "probability": self.probabilities.ravel()})

    def to_json(self) -> str:
        rows, columns = self.counts.shape
        split = ""
        if get_game(self.game).score_rules.records_split:
            split = (f", columns {columns // 2}-{columns - 1} again when the honours of the side holding all or all "
                     f"but one lie in one hand")
        document = {
            "what": f"whistodds deal kernel: deals counted by tricks (rows 0-{rows - 1}) and trump honours "
            f"(columns 0-{columns - 1}) of the dealer's side{split}",
            "game": self.game,
            "model": self.model,
            "deals": self.deals,
            "seed": self.seed,
            "version": self.version,
            "command": self.command,
            **({} if self.context is None else {"context": list(self.context)}),
            "summary": self.summary(),
            "counts": self.counts.tolist(),
        }
        return json.dumps(document, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str, game: Game | None = None) -> DealKernel:
        """The kernel a JSON text holds; ``game``: the game the caller knows it is of (used where the text
        names it, else the game the text names is looked up)."""
        return cls.from_document(json_document(text, "the deal kernel"), game)

    @classmethod
    def from_document(cls, document: object, game: Game | None = None) -> DealKernel:
        """The kernel a parsed kernel file holds; a ``ValueError`` naming what is wrong if it is not one
        (every field of its type, the counts whole numbers of the game's shape).

        >>> DealKernel.from_document({"model": "random", "counts": [[1, 2]]})
        Traceback (most recent call last):
        ...
        ValueError: a deal kernel of long-whist needs non-negative counts of shape (14, 5)
        """
        document = json_object(document, "a deal kernel")
        name = json_text(document.get("game", SHIPPED_GAME), "its game")
        game = game if game is not None and game.name == name else get_game(name)
        shape = game.score_rules.outcome_shape()
        counts = integer_array(document.get("counts"), "its counts")
        if counts.shape != shape or (counts < 0).any() or counts.sum() <= 0:
            raise ValueError(f"a deal kernel of {game.name} needs non-negative counts of shape {shape}")
        context = document.get("context")
        if context is not None and not (isinstance(context, list) and len(context) == 2):
            raise ValueError("a deal kernel's context is two whole numbers")
        context = None if context is None else (json_int(context[0], "its context"),
                                                json_int(context[1], "its context"))
        return cls(counts, json_text(document.get("model"), "its play model"),
                   json_int(document.get("seed"), "its seed", optional=True),
                   json_text(document.get("version", ""), "its version"),
                   json_text(document.get("command", ""), "its command"), name,
                   context=context)

    @classmethod
    def from_outcomes(cls, game: Game, outcomes: dict[str, np.ndarray], model: PlayModel, seed: int | None,
                      command: str = "") -> DealKernel:
        """Deals counted by the dealer's side's tricks and honours column."""
        shape = game.score_rules.outcome_shape()
        if shape is None:
            raise ValueError(f"{game.name}'s deals are listed by outcome, not counted on a grid")
        rows, columns = shape
        cells = outcomes["tricks"].astype(np.int64) * columns + outcomes["honours"].astype(np.int64)
        counts = np.bincount(cells, minlength=rows * columns).reshape(rows, columns)
        return cls(counts, model.name, seed, __version__, command, game.name)


@dataclass(frozen=True)
class MomentsKernel(_Counted):
    """Scotch Whist: each distinct deal outcome, as the points of each side (counted from the
    dealer's) at each scoring moment of the finish rule, and how many deals had it.

    ``moments[m, k, s]``: outcome m, moment k, side s (0 the dealer's); ``counts[m]``.
    """

    many_outcomes = True

    moments: np.ndarray
    counts: np.ndarray
    model: str
    game: str
    seed: int | None = None
    version: str = __version__

    def __repr__(self) -> str:
        return f"MomentsKernel({self.game}, {self.model}, {self.deals:,} deals, {len(self.counts)} outcomes)"

    def outcomes(self) -> dict[str, np.ndarray]:
        return {"moments": self.moments}

    def to_json(self) -> str:
        return json.dumps({"what": "whistodds moments kernel", "game": self.game, "model": self.model,
                           "seed": self.seed, "version": self.version, "deals": self.deals,
                           "moments": self.moments.tolist(), "counts": self.counts.tolist()}) + "\n"

    @classmethod
    def from_json(cls, text: str) -> MomentsKernel:
        return cls.from_document(json_document(text, "the moments kernel"))

    @classmethod
    def from_document(cls, document: object) -> MomentsKernel:
        """The kernel a parsed kernel file holds; a ``ValueError`` naming what is wrong if it is not one."""
        document = json_object(document, "a moments kernel")
        moments = integer_array(document.get("moments"), "its moments")
        counts = integer_array(document.get("counts"), "its counts")
        if moments.ndim != 3 or counts.shape != moments.shape[:1] or (counts <= 0).any():
            raise ValueError("a moments kernel needs (outcomes, moments, sides) points and a positive count each")
        return cls(moments, counts, json_text(document.get("model"), "its play model"),
                   json_text(document.get("game"), "its game"),
                   json_int(document.get("seed"), "its seed", optional=True),
                   json_text(document.get("version", ""), "its version"))

    @classmethod
    def from_outcomes(cls, game: Game, outcomes: dict[str, np.ndarray], model: PlayModel, seed: int | None,
                      command: str = "") -> MomentsKernel:
        """Each distinct sequence of scoring moments and how many deals had it (``command``: none kept)."""
        merged = merge_moments(outcomes["moments"])
        distinct, counts = _distinct_in_order(merged.reshape(merged.shape[0], -1),
                                              np.ones(merged.shape[0], np.int64))
        return cls(distinct.reshape(-1, *merged.shape[1:]), counts, model.name, game.name, seed)


def merge_moments(moments: np.ndarray) -> np.ndarray:
    """The same scoring with fewer moments, for counting distinct outcomes: moments where no side
    scores dropped, and consecutive ones where the same single side scores added together (a side
    that passes the target part-way through wins all the same, the others' scores being unchanged).
    Padded with empty moments to the longest."""
    n, steps, sides = moments.shape
    out = np.zeros_like(moments)
    count = np.zeros(n, np.int64)
    last = np.full(n, -1)  # the single side that scored in the last kept moment, -2 if several
    rows = np.arange(n)
    for step in range(steps):
        points = moments[:, step, :]
        scorers = (points != 0).sum(axis=1)
        scorer = np.where(scorers == 1, np.argmax(points != 0, axis=1), np.where(scorers == 0, -1, -2))
        merge = (scorer >= 0) & (scorer == last)
        new = (scorer != -1) & ~merge
        out[rows[merge], count[merge] - 1] += points[merge]
        out[rows[new], count[new]] = points[new]
        count += new
        last = np.where(scorer == -1, last, scorer)
    return out[:, :max(int(count.max(initial=0)), 1)]


CountedKernel = Union[DealKernel, MomentsKernel]  # the kernels counted in one grid or list (not per context)


# The kernel that counts each kind of deal outcome: the one place a scoring's outcome meets a kernel type.
KERNEL_TYPES: dict[OutcomeKind, type[DealKernel] | type[MomentsKernel]] = {
    OutcomeKind.TRICKS_AND_HONOURS: DealKernel,
    OutcomeKind.SCORING_MOMENTS: MomentsKernel,
}


def count_outcomes(game: Game, outcomes: dict[str, np.ndarray], model: PlayModel, seed: int | None,
                   command: str = "") -> CountedKernel:
    """Count per-deal outcomes (from :func:`whistodds.simulations.outcomes.deal_outcomes`) into a kernel."""
    return KERNEL_TYPES[game.score_rules.outcome_kind].from_outcomes(game, outcomes, model, seed, command)


def _distinct_in_order(rows: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows in the order they first occur, and the total weight of each.

    First-occurrence order keeps a kernel's outcomes in the order the deals
    produced them, so the Dirichlet draws of its interval fall on the same
    outcomes for the same seed however the rows are stored.
    """
    distinct, first, inverse = np.unique(rows, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(order.size)
    totals = np.bincount(rank[inverse.ravel()], weights=weights, minlength=order.size).astype(np.int64)
    return distinct[order], totals


def merge_kernels(parts: list[CountedKernel]) -> CountedKernel:
    """One kernel from kernels of the same game and play model (batches)."""
    first = parts[0]
    if isinstance(first, DealKernel):
        return DealKernel(sum((part.counts for part in parts[1:]), first.counts), first.model, first.seed, first.version, first.command,
                          first.game, context=first.context)
    listed: list[MomentsKernel] = []
    for part in parts:
        if not isinstance(part, MomentsKernel):
            raise ValueError("kernels of different kinds cannot be merged")
        listed.append(part)
    steps = max(part.moments.shape[1] for part in listed)
    padded = [np.pad(part.moments, ((0, 0), (0, steps - part.moments.shape[1]), (0, 0))) for part in listed]
    flat = np.concatenate([p.reshape(p.shape[0], -1) for p in padded])
    distinct, counts = _distinct_in_order(flat, np.concatenate([part.counts for part in listed]))
    return MomentsKernel(distinct.reshape(-1, steps, listed[0].moments.shape[2]), counts, first.model, first.game,
                         first.seed)


def relabel(kernel: CountedKernel, game: Game) -> CountedKernel:
    """The same counts, named for ``game`` (a game that shares the kernel's deal)."""
    if kernel.game == game.name:
        return kernel
    if isinstance(kernel, DealKernel):
        return dataclasses.replace(kernel, game=game.name)
    return MomentsKernel(kernel.moments, kernel.counts, kernel.model, game.name, kernel.seed, kernel.version)
