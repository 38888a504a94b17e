"""Each rule the ``hoyle`` and ``hoyle-score`` players follow, as a switch that can be turned off seat by seat.

A switch is one bit of a per-seat mask of rules turned off (``play(..., rules_off=...)``), read by the compiled
model (:mod:`whistodds.simulations.play.compiled.hoyle`) and by its plain-Python reference alike: run-time data, not a
separate compile.  With no rule off every card is played as before.  For each rule, :data:`RULES` says where the
source gives it (``SHORT``: bob-short-hoyle-abridged-1793.txt, ``EB``: britannica-1911-whist.txt, in
``shared/sources``) and what the player does without it: the next rule down, or the plainest legal alternative.
Rules the models do not play (II, XIV, XXIX; the Britannica's covering an honour) have no switch, nor has XIX
(remember the cards out), which every other rule reads; XXVIII ("When in doubt win the trick") is played as
``fourth-hand-wins`` and XVI.

>>> [rule.name for rule in RULES[:4]]
['I', 'III', 'IV', 'V']
>>> rules_mask(["III", "second-hand-low"]) == (1 << III) | (1 << SECOND_HAND_LOW)
True
>>> get_rule("XXI").score_only, get_rule("XXI").source
(True, 'SHORT:292')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from whistodds.games.definition import Game
    from whistodds.simulations.play.models import PlayModel

# The bit of each rule in a seat's mask of rules turned off (the compiled model reads these constants).
I = 0
III = 1
IV = 2
V = 3
VI = 4
VII = 5
VIII = 6
IX = 7
X = 8
XI = 9
XII = 10
XIII = 11
XV = 12
XVI = 13
XVII = 14
XVIII = 15
XX = 16
XXI = 17
XXII = 18
XXIII = 19
XXIV = 20
XXV = 21
XXVI = 22
XXVII = 23
SECOND_HAND_LOW = 24
THIRD_HAND_HIGH = 25
FOURTH_HAND_WINS = 26
VENTURESOME = 27


@dataclass(frozen=True)
class Rule:
    """One rule: its ``name`` as the source numbers it (or the maxim's short name), its ``bit``, ``source``
    (file:line), the ``rule`` as the model plays it, what the player does ``without`` it, and whether only
    ``hoyle-score`` plays it (``score_only``: it turns on the score)."""

    name: str
    bit: int
    source: str
    rule: str
    without: str
    score_only: bool = False

    def plays_in(self, model: PlayModel) -> bool:
        """Whether the play model ``model`` follows this rule."""
        return model.name == "hoyle-score" or (model.name == "hoyle" and not self.score_only)


RULES: tuple[Rule, ...] = (
    Rule("I", I, "SHORT:204", "lead from the strong suit: the longest plain suit, ties to the higher top card",
         "the first plain suit (clubs, diamonds, hearts, spades) that X, XII and XX allow, whatever its length"),
    Rule("III", III, "SHORT:212", "ace, king and two or three small: ace then king if weak in trumps, a small one "
                                  "if strong (before VII's trump)",
         "the holding is led as any other: strong, VII's trump; from the suit, its top card (IV), then XI"),
    Rule("IV", IV, "SHORT:216", "lead the highest of a sequence; with quart or cinque to a king, the lowest",
         "with a card out above my best, the lowest card of the suit"),
    Rule("V", V, "SHORT:220", "lead a trump through a turned-up honour on my left, with three trumps (hoyle-score: "
                              "any, when the game is much against us)", "the next lead rule down (IX)"),
    Rule("VI", VI, "SHORT:228", "with the last trump, winning cards and one loser, lead the loser",
         "the next lead rule down (XVIII)"),
    Rule("VII", VII, "SHORT:232", "lead a trump with four or more (four in thirteen)",
         "no trump lead for strength: the strong suit (I)"),
    Rule("VIII", VIII, "SHORT:236", "the adversaries at eight and no honour: lead the best trump",
         "the next lead rule down (V)", score_only=True),
    Rule("IX", IX, "SHORT:240", "return the partner's lead (the best with three dealt)",
         "the next lead rule down (XVII, VII, I)"),
    Rule("X", X, "SHORT:244", "do not lead from ace-queen or ace-knave", "such a suit may be led"),
    Rule("XI", XI, "SHORT:248", "do not lead an ace without the king (a small card instead)",
         "the best card left is led"),
    Rule("XII", XII, "SHORT:252", "do not lead a thirteenth card unless trumps are out",
         "a thirteenth card may be led"),
    Rule("XIII", XIII, "SHORT:258", "do not trump a thirteenth card unless last player",
         "trumped or not as XV and XVI decide"),
    Rule("XV", XV, "SHORT:266", "strong in trumps, do not trump a doubtful card", "trump it (XVI)"),
    Rule("XVI", XVI, "SHORT:270", "weak in trumps, trump a doubtful card", "discard instead"),
    Rule("XVII", XVII, "SHORT:274", "partner refused to trump: lead the best trump",
         "the next lead rule down (VII)"),
    Rule("XVIII", XVIII, "SHORT:278", "holding all the remaining trumps, lead one", "the next lead rule down"),
    Rule("XX", XX, "SHORT:286", "weak in trumps, do not lead a suit the partner is out of (force him)",
         "such a suit may be led"),
    Rule("XXI", XXI, "SHORT:292", "playing for the odd trick: no trump lead, sure winners early, no finesse",
         "trumps led and finesses taken as at any other score", score_only=True),
    Rule("XXII", XXII, "SHORT:296", "third hand wins with the lowest of a sequence",
         "the top card of the sequence"),
    Rule("XXIII", XXIII, "SHORT:302", "second hand with ace, king and small ones, weak in trumps: the king",
         "second hand low"),
    Rule("XXIV", XXIV, "SHORT:308", "third hand with ace and queen over partner's lead: the queen",
         "third hand high (the ace)"),
    Rule("XXV", XXV, "SHORT:312", "make the trick when one more wins or saves the game: lead, win or trump with "
                                  "the winning card (EB:111)", "played as at any other score", score_only=True),
    Rule("XXVI", XXVI, "SHORT:316", "attend to the score: every hoyle-score rule",
         "the score ignored: plain hoyle", score_only=True),
    Rule("XXVII", XXVII, "SHORT:322", "the dealer keeps the turn-up, playing an equivalent trump",
         "the turn-up played when it is the card chosen"),
    Rule("second-hand-low", SECOND_HAND_LOW, "EB:85", "second hand plays his lowest card",
         "second hand plays high as third hand does"),
    Rule("third-hand-high", THIRD_HAND_HIGH, "EB:87", "third hand wins the trick if he can",
         "third hand plays his lowest card"),
    Rule("fourth-hand-wins", FOURTH_HAND_WINS, "EB:89", "the last player wins the trick if he can, as cheaply as "
                                                       "he can (SHORT:326, XXVIII)",
         "his lowest card of the suit led, or a discard"),
    Rule("venturesome", VENTURESOME, "EB:117", "the odd trick made and more wanted: lead trumps with three",
         "no trump lead for it", score_only=True),
)

# Each rule in its source's words, verbatim from its line (tests/test_rule_switches.py checks them).
QUOTES: dict[str, str] = {
    "I": "LEAD from your strong suit, and be cautious how you change suits, and keep a commanding card to bring it "
         "in again.",
    "III": "Having ace, king, and two or three small cards, lead ace and king if weak in trumps, but a small one if "
           "strong in them.",
    "IV": "Lead the highest of a sequence, but if you have quart or cinque to a king, lead the lowest.",
    "V": "Lead through an honour, particularly if the game is much against you.",
    "VI": "If you have the last trump, with some winning cards, and one losing card only, lead the losing card.",
    "VII": "Lead a trump if you have four or five, or a strong hand; but not, if weak.",
    "VIII": "Lead your best trump if the adversaries are eight, and you have no honour, but not if you have four "
            "trumps, unless you have a sequence.",
    "IX": "Return your partner's lead, not the adversary's; and if you have only three originally, play the best, "
          "but you need not return it immediately when you win with the king, queen, or knave, and have only small "
          "ones, or when you hold a good sequence, have a strong suit, or have five trumps.",
    "X": "Do not lead from ace queen or ace knave.",
    "XI": "Do not lead an ace, unless you have a king.",
    "XII": "Do not lead a thirteenth card, unless trumps are out.",
    "XIII": "Do not trump a thirteenth card unless you are last player or want the lead.",
    "XV": "Be cautious of trumping a card when strong in trumps, particularly if you have a strong suit.",
    "XVI": "Having only a few small trumps, make them when you can.",
    "XVII": "If your partner refuses to trump a suit of which he knows you have not the best, lead your best trump.",
    "XVIII": "When you hold all the remaining trumps, play one, and then try to put the lead in your partner's hand.",
    "XX": "Never force your partner if you are weak in trumps, unless you have a renounce or want the odd trick.",
    "XXI": "When playing for the odd trick be cautious of trumping out, especially if your partner is likely to "
           "trump a suit; and make all the tricks you can early and avoid finessing.",
    "XXII": "If you take a trick and have a sequence, win it with the lowest.",
    "XXIII": "Having ace, king, and small ones, play a small one if strong in trumps, but the king if weak; and "
             "having ace, king, queen, or knave only, with one small one, play the small one.",
    "XXIV": "Having ace and queen, play the queen, and if it wins return the ace, and in all other cases play the "
            "best if your partner leads a small one.",
    "XXV": "Neglect not to make the odd trick when in your power.",
    "XXVI": "Attend to the score, and play your game accordingly.",
    "XXVII": "Do not part with the card turned up till the last.",
    "second-hand-low": "The second hand generally plays his worst card",
    "third-hand-high": "The third hand should win the trick if he can, unless he knows that his partner's card is a "
                       "winning one",
    "fourth-hand-wins": "The fourth hand should win the trick if he can",
    "venturesome": "a more venturesome style of play may be adopted in view of the number of points required",
}

# Each rule's title: its opening words in its source, quoted exactly (a part of its QUOTES entry, so found at its
# line; tests/test_rule_titles.py checks both), for the tables that name a rule in words beside its number.
TITLES: dict[str, str] = {
    "I": "LEAD from your strong suit",
    "III": "Having ace, king, and two or three small cards, lead ace and king if weak in trumps",
    "IV": "Lead the highest of a sequence",
    "V": "Lead through an honour",
    "VI": "If you have the last trump, with some winning cards, and one losing card only, lead the losing card.",
    "VII": "Lead a trump if you have four or five, or a strong hand",
    "VIII": "Lead your best trump if the adversaries are eight, and you have no honour",
    "IX": "Return your partner's lead, not the adversary's",
    "X": "Do not lead from ace queen or ace knave.",
    "XI": "Do not lead an ace, unless you have a king.",
    "XII": "Do not lead a thirteenth card, unless trumps are out.",
    "XIII": "Do not trump a thirteenth card unless you are last player or want the lead.",
    "XV": "Be cautious of trumping a card when strong in trumps",
    "XVI": "Having only a few small trumps, make them when you can.",
    "XVII": "If your partner refuses to trump a suit of which he knows you have not the best, lead your best trump.",
    "XVIII": "When you hold all the remaining trumps, play one",
    "XX": "Never force your partner if you are weak in trumps",
    "XXI": "When playing for the odd trick be cautious of trumping out",
    "XXII": "If you take a trick and have a sequence, win it with the lowest.",
    "XXIII": "Having ace, king, and small ones, play a small one if strong in trumps, but the king if weak",
    "XXIV": "Having ace and queen, play the queen",
    "XXV": "Neglect not to make the odd trick when in your power.",
    "XXVI": "Attend to the score, and play your game accordingly.",
    "XXVII": "Do not part with the card turned up till the last.",
    "second-hand-low": "The second hand generally plays his worst card",
    "third-hand-high": "The third hand should win the trick if he can",
    "fourth-hand-wins": "The fourth hand should win the trick if he can",
    "venturesome": "a more venturesome style of play may be adopted",
}

_BY_NAME = {rule.name.lower(): rule for rule in RULES}
SOURCES = {"SHORT": "bob-short-hoyle-abridged-1793.txt", "EB": "britannica-1911-whist.txt"}


def get_rule(name: str) -> Rule:
    """The rule named ``name`` (as the source numbers it, or the maxim's short name); a ValueError naming the
    allowed names otherwise."""
    rule = _BY_NAME.get(str(name).strip().lower())
    if rule is None:
        raise ValueError(f"rule {name!r} is not allowed; use one of {', '.join(r.name for r in RULES)}")
    return rule


def rules_mask(names: Iterable[str]) -> int:
    """The bit mask of the rules named (for one seat)."""
    mask = 0
    for name in names:
        mask |= 1 << get_rule(name).bit
    return mask


def rules_off_array(rules_off: object, players: int, n_deals: int) -> np.ndarray:
    """``rules_off`` as the engine reads it: int64 masks ``(1 or n_deals, players)``; None for no rule off.

    ``rules_off`` is a mask per seat (ints, or an array of one row or one a deal), or a mapping from seat to
    rule names.

    >>> rules_off_array({1: ["III"], 3: ["III"]}, 4, 10).tolist()
    [[0, 2, 0, 2]]
    """
    if rules_off is None:
        return np.zeros((1, players), np.int64)
    if isinstance(rules_off, dict):
        masks = np.zeros((1, players), np.int64)
        for seat, names in rules_off.items():
            if not 0 <= int(seat) < players:
                raise ValueError(f"rules_off: seat {seat!r} is not allowed; use seats 0-{players - 1}")
            masks[0, int(seat)] = rules_mask([names] if isinstance(names, str) else names)
        return masks
    masks = np.ascontiguousarray(np.atleast_2d(np.asarray(rules_off, np.int64)))
    if masks.ndim != 2 or masks.shape[1] != players or masks.shape[0] not in (1, n_deals):
        raise ValueError(f"rules_off of shape {masks.shape} is not allowed; give (1, {players}) or "
                         f"({n_deals}, {players}) masks")
    return masks


class EightReading(StrEnum):
    """What rule VIII's "if the adversaries are eight" means in a game.

    ``at-eight`` (the default): Bob Short's words, a score of eight, so the rule applies only in a game where a
    side can stand at eight without having won (long whist, to ten); at short whist, to five, it never applies.
    ``two-from-game``: wherever the adversaries need the odd trick and one more to win this hand, as at eight
    of ten, which also reads it into short whist at three.
    """

    AT_EIGHT = "at-eight"
    TWO_FROM_GAME = "two-from-game"


def rules_the_game_rules_out(game: "Game", eight: EightReading = EightReading.AT_EIGHT) -> int:
    """The rules that cannot apply in ``game``, as a mask: VIII where no side can stand at eight (read
    ``at-eight``).

    >>> from whistodds.games.registry import get_game
    >>> rules_the_game_rules_out(get_game("short-whist")) == rules_mask(["VIII"])
    True
    >>> rules_the_game_rules_out(get_game("long-whist")), rules_the_game_rules_out(get_game("short-whist"), "two-from-game")
    (0, 0)
    """
    if EightReading(eight) is EightReading.AT_EIGHT and not (game.has_score and game.score_rules.target > 8):
        return rules_mask(["VIII"])
    return 0
