"""Ruff-and-honours (Cotton, 1674): 52 cards, twelve each, four in the stock, the ruff, nine up.

Source: the 1911 Britannica, "Ruff-and-Honours" (britannica-1911-whist.txt:27):
played by four, partners, following suit; "The cards ranked as at whist, and
honours were scored as now. Twelve cards were dealt to each player, four being
left in the stock. The top card of the stock was turned up for trumps. The
holder of the ace of trumps was allowed to ruff, i.e. to take in the stock and
to put out four cards from his hand. The game was played nine up; and at the
point of eight honours could be called, as at long whist."

Twelve each and four in the stock are the full pack of 52 (at whisk, by
contrast, "there was no stock. The deuces were put out", the same line); twelve
tricks a deal.  Where the source is silent this tool reads:

- what the ruffer puts out: his four lowest plain cards (``put_out=lowest``),
  the rule a player keeps with no other instruction: he keeps his best twelve
  of sixteen, and his trumps; ``put_out=short-suits`` empties his shortest
  plain suits instead, to trump them ("the main ideas were to make trumps by
  ruffing", line 45).  He always ruffs (keeping the best of sixteen cards can
  only help him); ``ruff=false`` plays without the ruff, for its value;
- who leads: the eldest hand, the player on the dealer's left, as at whist
  (line 75);
- tricks: each trick over six scores one (twelve tricks, so six each scores
  nothing: "the entire pack ... introduces the odd trick", line 39);
- honours: four honours four, three two ("scored as now", line 75); no rule
  barring honours one short of game (the source gives the call at eight and
  nothing at nine, which is game); no rubber (the source names none).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from whistodds.games.cards import ACE
from whistodds.games.definition import PUT_OUT_RULES, Game, PutOut, Ruff, TurnUp
from whistodds.games.family import Family
from whistodds.games.parameters import Parameter
from whistodds.games.scoring import BRITANNICA, WhistScoring
from whistodds.games.families.whist import PARTNERS_OPPOSITE, WHIST_PACK

SOURCE = f"Cotton, The Compleat Gamester (1674), after the 1911 Britannica, Ruff-and-Honours ({BRITANNICA}:27)"

RUFF_AND_HONOURS_RULES = WhistScoring(
    target=9,
    call_at=8,
    source=f"{BRITANNICA}:27 ('The game was played nine up; and at the point of eight honours could be called, as "
    "at long whist'; honours 'scored as now', line 75; each trick over six scores one)",
)

RUFF_AND_HONOURS = Game(
    family="ruff-and-honours",
    title="Ruff-and-honours (Cotton 1674: twelve each, four in the stock, the ruff, nine up)",
    cards=WHIST_PACK,
    players=4,
    cards_per_player=12,
    sides=PARTNERS_OPPOSITE,
    stock_size=4,
    turn_up=TurnUp.STOCK_TOP,
    scoring=RUFF_AND_HONOURS_RULES,
    ruff=Ruff(ACE, PutOut.LOWEST, source=f"{BRITANNICA}:27 (the holder of the ace of trumps takes in the stock and "
              "puts out four cards); what he puts out is this tool's reading: the source is silent"),
    year=1674,
    source=SOURCE,
)


def _apply(game: Game, values: dict[str, Any]) -> Game:
    if not values["ruff"]:
        return dataclasses.replace(game, ruff=None)
    assert game.ruff is not None  # the family's game has the ruff
    if values["put_out"] != game.ruff.put_out:
        return dataclasses.replace(game, ruff=dataclasses.replace(game.ruff, put_out=values["put_out"]))
    return game


FAMILIES = (
    Family.from_game(
        RUFF_AND_HONOURS,
        short_names=("ruff", "slamm"),
        extra=(
            Parameter("ruff", bool, "whether the holder of the ace of trumps ruffs (takes in the stock)",
                      source=f"{BRITANNICA}:27"),
            Parameter("put_out", str, "what the ruffer puts out: his lowest plain cards, or his shortest plain "
                      "suits (the source is silent)", choices=PUT_OUT_RULES,
                      source="a reading of this tool; the source is silent", announce=True),
        ),
        extra_defaults={"ruff": True, "put_out": "lowest"},
        apply=_apply,
        settings=({}, {"put_out": "short-suits"}, {"ruff": False}),
    ),
)
REGISTRY_ORDER = 10
