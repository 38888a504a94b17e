"""Whisk-and-swabbers (in vogue in 1682): whisk with a stake paid to the holders of the swabbers.

Source: the 1911 Britannica (britannica-1911-whist.txt:33): Fielding says that
whisk-and-swabbers was "the game then [1682] in chief vogue"; Grose (1785)
"states that swabbers are 'the ace of hearts, knave of clubs, ace and duce of
trumps at whist.' The true function of the swabbers is not positively known; it
is probable that the holders of these cards were entitled to receive a certain
stake from the other players."

Where the source is silent this tool reads:

- the pack: the full pack (``edition=full-pack``: 52 cards, ten up), the only
  one in which all four of Grose's swabbers are dealt (one is the deuce of
  trumps, and at Cotton's whisk the deuces were put out); at the 48-card
  editions only three swabbers are in play;
- the stake: ``swabber_stake`` units for each swabber, from each adversary of
  its holder (default 1: the source gives no figure).  Paid by each of the
  three other players instead, the partner's payment stays within the side,
  so a side's takings are the same under either reading;
- a card is one swabber however many of Grose's names it answers to (with
  hearts trumps the ace of hearts is the ace of trumps);
- the swabbers are paid each deal and do not count towards the game, which is
  whisk's in every other rule.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import numpy as np

from whistodds.games.cards import ACE, KNAVE, make_card
from whistodds.games.definition import Game
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.scoring import BRITANNICA, WhistScoring
from whistodds.games.families.whisk import EDITION, WHISK, WHISK_RULES, with_edition

TRUMPS = -1  # a swabber named by its rank in the trump suit
# Grose (1785): "the ace of hearts, knave of clubs, ace and duce of trumps" (britannica-1911-whist.txt:33).
GROSE_SWABBERS: tuple[tuple[int, int], ...] = ((2, ACE), (0, KNAVE), (TRUMPS, ACE), (TRUMPS, 2))
SOURCE = f"Fielding (1682) and Grose (1785), after the 1911 Britannica ({BRITANNICA}:33)"


@dataclass(frozen=True)
class SwabberScoring(WhistScoring):
    """Whisk's scoring with the swabbers paid each deal.

    Attributes (besides whist's):
        swabbers: the swabbers as ``(suit, rank)``, suit -1 for the trump suit.
        swabber_stake: units each adversary pays the holder's side for each swabber.
    """

    swabbers: tuple[tuple[int, int], ...] = GROSE_SWABBERS
    swabber_stake: int = 1

    @staticmethod
    def parameters(base: WhistScoring) -> tuple[Parameter, ...]:
        return WhistScoring.parameters(base) + (
            Parameter("swabber_stake", int, "units each adversary pays for each swabber held (the source gives "
                      "no figure)", low=0, high=1000, source="a reading of this tool; the source is silent",
                      announce=True),
        )

    def swabber_cards(self, trump: np.ndarray, cards: tuple[int, ...]) -> np.ndarray:
        """Which cards of the pack are swabbers with ``trump`` (``(n,)`` suits): ``(n, 52)`` booleans,
        a card counted once whatever names it answers to, and only if it is in the pack."""
        trump = np.asarray(trump, np.int64)
        marks = np.zeros((trump.size, 52), bool)
        in_pack = np.zeros(52, bool)
        in_pack[list(cards)] = True
        rows = np.arange(trump.size)
        for suit, rank in self.swabbers:
            code = trump * 13 + rank - 2 if suit == TRUMPS else np.full(trump.size, make_card(suit, rank))
            marks[rows, code] = True
        return marks & in_pack

    def swabbers_by_side(self, hands: np.ndarray, trump: np.ndarray, side_of: np.ndarray, cards: tuple[int, ...]
                         ) -> np.ndarray:
        """Swabbers each side holds in each deal, ``(n, 2)``, from hands ``(n, players, k)``."""
        marks = self.swabber_cards(trump, cards)
        held = np.take_along_axis(marks, hands.reshape(hands.shape[0], -1).astype(np.int64), axis=1)
        by_seat = held.reshape(hands.shape).sum(axis=2)  # (n, players)
        return np.stack([by_seat[:, side_of == side].sum(axis=1) for side in (0, 1)], axis=1)


SWABBERS_RULES = SwabberScoring(target=9, call_at=8, source=WHISK_RULES.source)

WHISK_AND_SWABBERS = with_edition(
    dataclasses.replace(WHISK, family="whisk-and-swabbers", title="Whisk-and-swabbers (1682)",
                        scoring=dataclasses.replace(SWABBERS_RULES, tricks=None), source=SOURCE),
    "full-pack",
)
WHISK_AND_SWABBERS = dataclasses.replace(WHISK_AND_SWABBERS, year=1682)


def _apply(game: Game, values: dict[str, Any]) -> Game:
    return dataclasses.replace(with_edition(game, values["edition"]), year=1682)


FAMILIES = (
    Family.from_game(WHISK_AND_SWABBERS, short_names=("swabbers",), extra=(EDITION,),
                     extra_defaults={"edition": "full-pack"}, apply=_apply, fixed=("target",),
                     settings=({}, {"edition": "cotton-1674"})),
)
REGISTRY_ORDER = 12
