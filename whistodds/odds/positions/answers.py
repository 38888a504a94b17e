"""The answers from a moment of a hand, as data: the position's figures (:class:`PositionOdds`) and each legal
card's (:class:`CardOdds`), each figure an :class:`~whistodds.simulations.estimate.Estimate`."""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.games.cards import format_card
from whistodds.simulations.estimate import Estimate


@dataclass(frozen=True)
class PositionOdds:
    """The chances from a game state under one play model, over ``deals`` consistent deals."""

    model: str
    deals: int
    p_odd_trick: Estimate
    tricks: Estimate
    tricks_distribution: tuple[Estimate, ...]
    honours_distribution: tuple[Estimate, ...]
    p_game: Estimate | None
    p_rubber: Estimate | None = None

    def to_json(self) -> dict[str, object]:
        """The figures with the issue's keys: each figure's value under its name, then ``NAME_se``,
        ``NAME_ci95_low``, ``NAME_ci95_high``; the distributions as lists of estimates."""
        document: dict[str, object] = {"model": self.model, "deals": self.deals}
        for name, figure in (("p_odd_trick", self.p_odd_trick), ("tricks", self.tricks), ("p_game", self.p_game),
                             ("p_rubber", self.p_rubber)):
            document.update(flat(name, figure))
        document["tricks_distribution"] = [e.to_json() for e in self.tricks_distribution]
        document["honours_distribution"] = [e.to_json() for e in self.honours_distribution]
        return document


def flat(name: str, figure: Estimate | None) -> dict[str, object]:
    """``{name: value, name_se: ..., name_ci95_low: ..., name_ci95_high: ...}`` (None: the name only)."""
    if figure is None:
        return {name: None}
    return {name: figure.value, f"{name}_se": figure.se, f"{name}_ci95_low": figure.ci95_low,
            f"{name}_ci95_high": figure.ci95_high, f"{name}_method": figure.method.value}


@dataclass(frozen=True)
class CardOdds:
    """One legal card's figures; ``best``: it is the best card; ``*_behind``: the best card's figure less
    this card's, paired on the same deals (0 for the best); ``p_rubber`` with the games of a rubber given."""

    card: int
    tricks: Estimate
    p_odd_trick: Estimate
    p_game: Estimate | None
    best: bool
    tricks_behind: Estimate
    p_game_behind: Estimate | None
    p_rubber: Estimate | None = None

    def to_json(self) -> dict[str, object]:
        document: dict[str, object] = {"card": format_card(self.card), "best": self.best}
        for name, figure in (("tricks", self.tricks), ("p_odd_trick", self.p_odd_trick), ("p_game", self.p_game),
                             ("p_rubber", self.p_rubber), ("tricks_behind", self.tricks_behind),
                             ("p_game_behind", self.p_game_behind)):
            document.update(flat(name, figure))
        return document
