"""Whisk (Cotton, 1674): the deuces put out, no stock, the bottom card turned for trumps, nine up.

Source: the 1911 Britannica: "Cotton adds that at whist there was no stock. The
deuces were put out and the bottom card was turned up for trumps"
(britannica-1911-whist.txt:27); "The points of the game rose from nine to ten
('nine in all,' Cotton, 1725; 'ten in all,' Seymour, 1734 ...). Simultaneously
with this alteration, or closely following it, the entire pack of fifty-two
cards was used" (line 39).  The ``edition`` parameter takes the three stages:
``cotton-1674`` (48 cards, nine up: the default), ``seymour-1734`` (48 cards,
ten up: the points rose first, the pack "closely following") and ``full-pack``
(52 cards, ten up).

Where the source is silent this tool reads:

- the bottom card: the pack is dealt one at a time from the dealer's left with
  no stock, so the bottom card is the last dealt, the dealer's own, as at short
  whist ("The last card is turned up", line 75);
- honours: counted and called as at ruff-and-honours, the game Cotton sets
  whisk beside (four honours four, three two, the call at eight:
  line 27); ``honours=false`` for whisk without them;
- who leads: the eldest hand (line 75); tricks over six score one; no rubber.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from whistodds.games.cards import RANKS, pack
from whistodds.games.definition import Game
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.scoring import BRITANNICA, WhistScoring
from whistodds.games.families.whist import PARTNERS_OPPOSITE

SOURCE = f"Cotton, The Compleat Gamester (1674), after the 1911 Britannica ({BRITANNICA}:27, 39)"
RANKS_48 = tuple(range(3, 15))
# edition -> the title: what the pack and the points were, and whose they are (the seymour-1734 pack is this
# tool's reading: "the entire pack ... closely following" the ten points, line 39)
TITLES = {
    "cotton-1674": "Whisk (Cotton 1674: the deuces out, no stock, nine up)",
    "seymour-1734": "Whisk (ten up, as Seymour 1734; the deuces out, no stock)",
    "full-pack": "Whisk (ten up, the full pack, no stock)",
}
# edition -> (ranks of the pack, points for game, year)
EDITIONS: dict[str, tuple[tuple[int, ...], int, int]] = {
    "cotton-1674": (RANKS_48, 9, 1674),
    "seymour-1734": (RANKS_48, 10, 1734),
    "full-pack": (RANKS, 10, 1734),
}

WHISK_RULES = WhistScoring(
    target=9,
    call_at=8,
    source=f"{BRITANNICA}:39 ('nine in all', Cotton; 'ten in all', Seymour 1734); honours and the call at eight "
    f"as at ruff-and-honours, line 27 (this tool's reading: the source does not say whether honours counted at whisk)",
)

WHISK = Game(
    family="whisk",
    title=TITLES["cotton-1674"],
    cards=pack(RANKS_48),
    players=4,
    cards_per_player=12,
    sides=PARTNERS_OPPOSITE,
    rank_order=RANKS_48,
    scoring=WHISK_RULES,
    year=1674,
    source=SOURCE,
)

EDITION = Parameter("edition", str, "the pack and the points: cotton-1674 (48 cards, nine up), seymour-1734 "
                    "(48 cards, ten up), full-pack (52 cards, ten up)", choices=tuple(EDITIONS),
                    source=f"{BRITANNICA}:39", announce=True)


def with_edition(game: Game, edition: str) -> Game:
    """``game`` (a whisk) dealt and scored as in ``edition``: its pack and its points for game."""
    ranks, target, year = EDITIONS[edition]
    if ranks == game.rank_order and target == game.score_rules.target:
        return game
    scoring = game.score_rules.with_parameters(target=target, tricks=None)
    return dataclasses.replace(game, cards=pack(ranks), rank_order=ranks, trump_rank_order=None,
                               cards_per_player=len(ranks), scoring=scoring, year=year)


def _apply(game: Game, values: dict[str, Any]) -> Game:
    return with_edition(game, values["edition"])


FAMILIES = (
    Family.from_game(WHISK, extra=(EDITION,), extra_defaults={"edition": "cotton-1674"}, apply=_apply,
                     fixed=("target",), settings=tuple({"edition": e} for e in EDITIONS),
                     title=lambda values: TITLES[values["edition"]]),
)
REGISTRY_ORDER = 11
