"""A rubber: the best of three games, and what the winners score for it.

>>> RubberRules(bonus=4).games_to_win
2
"""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.games.checks import check_field as _check


@dataclass(frozen=True)
class RubberRules:
    """A rubber: the best of three games, "unless one side wins the first two".

    The winners score the value of each game they won (the scoring's
    ``game_values``, by the losers' score) and ``bonus`` for the rubber; "if the
    losers have won a game, its value is deducted" (1911 Britannica, Short
    Whist; "sometimes, by arrangement, the rubber points are raised to four").
    """

    bonus: int = 2
    games_to_win: int = 2
    source: str = "1911 Britannica, 'Whist', Short Whist (britannica-1911-whist.txt:75)"

    def __post_init__(self) -> None:
        _check(isinstance(self.bonus, int) and self.bonus >= 0, "rubber bonus", self.bonus, "0 or more")
        _check(self.games_to_win == 2, "games_to_win", self.games_to_win, "2 (the best of three)")
