"""Was his advice sound?  Each rule ``hoyle`` plays, measured: the same deals with the rule and without it.

For each rule, one seeded stream of deals (seat 0 deals) is played three ways: every seat unchanged; one
side's seats without the rule; the other side's seats without it.  The rule's worth to a side is what it
loses without it, and the two sides' figures are averaged deal by deal, so the dealer's advantage cancels.
Every figure is a mean of paired differences with its 95% interval (:class:`Estimate`):

- ``decides``: the share of (deal, side) pairs in which turning the rule off changes any card;
- ``tricks``: tricks the rule gains its side per deal, and ``tricks_per_decision`` per deal it decides;
- ``odd_trick``: the change in P(the side makes the odd trick);
- ``points``: the change in the side's points per deal, net of the adversaries' (games with a score);
- ``game``: the change in P(win the game) from love-all, whole games with the side dealing first the side
  with the rule, then the other (games with a score; the games part once their scores part).

Under ``hoyle-score`` each deal is played at a score drawn at random (each side 0 to the target less one),
so the rules that turn on the score meet the scores where they apply.  The verdict is read from the tricks'
interval: "wins tricks", "costs tricks", or "no effect we can measure in N deals"; a rule that decides no
card is "never decides a card in N deals".

Against whom (``against``, an :class:`Against`): by default the other side plays ``hoyle`` too.  With
``double-dummy`` the adversaries of the side measured play double dummy, every card the one DDS rates best
(:mod:`whistodds.simulations.play.against_double_dummy`): the same paired design, with each side in turn
measured against double-dummy adversaries.  Every card of theirs is solved, so it runs on far fewer deals
(:data:`DEFAULT_DOUBLE_DUMMY_DEALS`), only for four-handed whist with the full pack, and without whole games
(``game`` is None).

>>> values = rule_values(get_game("short"), rules=["IV"], deals=400, games=40, seed=1)
>>> values[0].rule.name, 0 < values[0].decides.value < 1
('IV', True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from enum import StrEnum

import numpy as np

from whistodds.games.contexts import hand_contexts, has_contexts
from whistodds.games.definition import Game
from whistodds.games.families.whist import LONG_WHIST
from whistodds.games.registry import get_game
from whistodds.simulations.batches import check_count
from whistodds.simulations.dealing import deal
from whistodds.simulations.limits import MAX_DOUBLE_DUMMY_RULE_DEALS, MAX_GAMES, MAX_RULE_DEALS
from whistodds.simulations.estimate import Estimate
from whistodds.simulations.outcomes import honours_by_seat, honours_column
from whistodds.simulations.play import play
from whistodds.simulations.play.against_double_dummy import MixedPlay, play_against_double_dummy
from whistodds.simulations.play.models import DEFAULT_MODEL, PlayModel, get_model, open_hands_model
from whistodds.simulations.play.rule_switches import RULES, TITLES, Rule, get_rule
from whistodds.simulations.seeding import SeedLike, as_generator
from whistodds.simulations.whole_games import simulate_games

MODELS = ("hoyle", "hoyle-score")
DEFAULT_DEALS = 20_000
# MAX_RULE_DEALS: every card of three plays of each deal is kept in memory (156 bytes a deal): 5,000,000
# deals is 0.8 GB.
# Against double-dummy adversaries each of their cards is solved by DDS on one core: long whist, four rules,
# 1,000 deals took 4 min 17 s (7 min 22 s for 600 under load), most of it each side's play with every rule.
DEFAULT_DOUBLE_DUMMY_DEALS = 200
MAX_DOUBLE_DUMMY_DEALS = MAX_DOUBLE_DUMMY_RULE_DEALS


class Against(StrEnum):
    """Who the side measured plays against: ``hoyle`` (the default) or ``double-dummy`` adversaries."""

    HOYLE = "hoyle"
    DOUBLE_DUMMY = "double-dummy"


def check_against(against: str, game: Game) -> Against:
    """``against`` as an :class:`Against`, checked for ``game``: double-dummy adversaries only where DDS can play.

    >>> check_against("double-dummy", get_game("short"))
    <Against.DOUBLE_DUMMY: 'double-dummy'>
    >>> check_against("double-dummy", get_game("scotch"))
    Traceback (most recent call last):
    ValueError: --against double-dummy is not allowed for scotch-whist(players=4,sides=2): the double-dummy model solves four-handed whist with the full pack (DDS), not scotch-whist(players=4,sides=2); use --against hoyle, or a game of four with the full pack (long-whist, short-whist)
    """
    allowed = ", ".join(item.value for item in Against)
    if against not in {item.value for item in Against}:
        raise ValueError(f"--against {against!r} is not allowed; use one of {allowed}")
    chosen = Against(against)
    the_game = game
    refusal = open_hands_model().cannot_play(the_game)
    if chosen is Against.DOUBLE_DUMMY and refusal is not None:
        raise ValueError(f"--against double-dummy is not allowed for {the_game.name}: the double-dummy model "
                         f"{refusal}; use --against hoyle, or a game of four with the full pack "
                         f"(long-whist, short-whist)")
    return chosen


@dataclass(frozen=True)
class RuleValue:
    """One rule's worth to the side that plays it (None: a figure the game does not have)."""

    rule: Rule
    deals: int
    against: Against
    decides: Estimate
    cards_changed_per_deal: float
    tricks: Estimate
    tricks_per_decision: Estimate | None
    odd_trick: Estimate
    points: Estimate | None
    games: int
    game: Estimate | None

    @property
    def verdict(self) -> str:
        """The verdict in plain words, read from the interval of the tricks per deal, never from the point."""
        if self.decides.successes == 0:
            return f"never decides a card in {self.deals:,} deals"
        if self.tricks.ci95_low > 0:
            return "wins tricks"
        if self.tricks.ci95_high < 0:
            return "costs tricks"
        return f"no effect we can measure in {self.deals:,} deals"

    @property
    def game_note(self) -> str | None:
        """Why there is no P(game) figure, in words (None where it is measured): never an interval over no games."""
        if self.game is not None:
            return None
        if self.against is Against.DOUBLE_DUMMY:
            return "no whole games against double-dummy adversaries (each of their cards is solved)"
        if self.points is None:
            return "the game has no score, so no game to win"
        return "no whole games were played (a quarter as many as the deals, rounded down: 0)"

    def record(self) -> dict[str, object]:
        """One JSON record: ``rule``, its ``title`` (its opening words in its source), ``source``, ``decides``, the
        tricks, odd trick and game with their intervals, ``verdict``."""
        row: dict[str, object] = {"rule": self.rule.name, "title": TITLES[self.rule.name], "source": self.rule.source,
                                  "decides": self.decides.value,
                                  "cards_changed_per_deal": self.cards_changed_per_deal}
        for name, estimate in (("tricks", self.tricks), ("tricks_per_decision", self.tricks_per_decision),
                               ("odd_trick", self.odd_trick), ("points", self.points), ("game", self.game)):
            per = "_per_deal" if name in ("tricks", "points") else ""
            row[f"{name}{per}"] = None if estimate is None else estimate.value
            row[f"{name}_ci95_low"] = None if estimate is None else estimate.ci95_low
            row[f"{name}_ci95_high"] = None if estimate is None else estimate.ci95_high
        row.update(deals=self.deals, games=self.games, game_note=self.game_note, against=self.against.value,
                   verdict=self.verdict)
        return row


def check_rules(model: PlayModel, names: Sequence[str] | None) -> tuple[Rule, ...]:
    """The rules to test under ``model``: those named (each one the model plays), or every rule it plays.

    >>> [rule.name for rule in check_rules(get_model("hoyle"), ["iii", "XXII"])]
    ['III', 'XXII']
    """
    if model.name not in MODELS:
        raise ValueError(f"--model {model.name!r} is not allowed here; use {' or '.join(MODELS)}")
    if not names:
        return tuple(rule for rule in RULES if rule.plays_in(model))
    rules = tuple(get_rule(name) for name in names)
    for rule in rules:
        if not rule.plays_in(model):
            raise ValueError(f"rule {rule.name} is not played by {model.name} (it turns on the score); use --model "
                             f"hoyle-score, or one of {', '.join(r.name for r in RULES if r.plays_in(model))}")
    return rules


def _mean(values: np.ndarray) -> Estimate:
    n = values.size
    return Estimate.mean(float(values.mean()), float(values.std(ddof=1) / np.sqrt(n)) if n > 1 else 0.0)


def _change(values: np.ndarray, most: float) -> Estimate:
    """The mean change in a probability, each paired value within ``[-most, most]``: where every pair agrees
    (a rule that changes no outcome), the interval of a bounded mean, not one of no width
    (:meth:`Estimate.bounded_mean`)."""
    return Estimate.bounded_mean(values, -most, most)


def _side_masks(game: Game, side: int, rule: Rule) -> np.ndarray:
    """Seat masks with ``rule`` off for every seat of ``side``."""
    return np.array([[(1 << rule.bit) if game.seat_sides[seat] == side else 0 for seat in range(game.players)]],
                    np.int64)


def rule_values(
    game: Game = LONG_WHIST,
    model: PlayModel | None = None,
    rules: Sequence[str] | None = None,
    *,
    deals: int = DEFAULT_DEALS,
    games: int | None = None,
    seed: SeedLike = None,
    threads: int | None = None,
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
    against: Against | str = Against.HOYLE,
) -> list[RuleValue]:
    """Each rule's worth under ``model`` on ``deals`` deals (and ``games`` whole games, default ``deals // 4``;
    none against double-dummy adversaries), one :class:`RuleValue` a rule; ``progress(1)`` after each rule (and,
    against double-dummy adversaries, after each side's play with every rule, first).  ``model`` None: the
    default play model."""
    the_game = game
    model = model if model is not None else get_model(DEFAULT_MODEL)
    chosen = check_rules(model, rules)
    opponents = check_against(str(against), the_game)
    deals = check_count(deals, "deals", MAX_RULE_DEALS if opponents is Against.HOYLE else MAX_DOUBLE_DUMMY_DEALS)
    if games is not None and not (isinstance(games, int) and 0 <= games <= MAX_GAMES):
        raise ValueError(f"games={games!r} is not allowed; use 0 to {MAX_GAMES:,}")
    refusal = model.cannot_play(the_game)
    if refusal is not None:
        raise ValueError(f"--model {model.name} cannot play {the_game.name}: {refusal}")
    if the_game.n_sides != 2:
        raise ValueError(f"{the_game.name} has {the_game.n_sides} sides; the rules are tested between two")
    if not the_game.counts_tricks_and_honours:  # the figures are tricks, the odd trick and the game by them
        raise ValueError(f"{the_game.name} is not scored by tricks and honours; the rules are measured in tricks "
                         f"and the odd trick, so give a whist game (long, short, ...)")
    scored = has_contexts(the_game) and the_game.has_score
    if model.name == "hoyle-score" and not scored:
        raise ValueError(f"hoyle-score needs a game scored by tricks and honours, not {the_game.name}")
    n_games = deals // 4 if games is None else games
    if opponents is Against.DOUBLE_DUMMY:
        n_games = 0
    generator = as_generator(seed)
    dealt = deal(the_game, deals, generator, dealer=0, threads=threads)
    play_seed = int(generator.integers(2**62))
    game_seed = int(generator.integers(2**62))
    scores = np.zeros((deals, 2), np.int64)
    honours = np.zeros(deals, np.int64)
    if scored:
        honours = honours_column(the_game, honours_by_seat(dealt.hands, dealt.trump, the_game.whist_rules.honour_ranks))
    contexts = None
    if model.name == "hoyle-score":
        scores = generator.integers(0, the_game.score_rules.target, (deals, 2))
        contexts = hand_contexts(the_game, scores[:, 0], scores[:, 1], honours)

    def played(rules_off: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        result = play(dealt, model, play_seed, record=True, threads=threads, contexts=contexts, rules_off=rules_off)
        assert result.played is not None
        return result.tricks_by_side, result.played

    def net_points(tricks: np.ndarray) -> np.ndarray:
        """Each side's points from this deal less the adversaries', ``(deals, 2)``."""
        new, _ = the_game.score_rules.apply(scores, np.zeros(deals, np.int64), {"tricks": tricks[:, 0],
                                                                                "honours": honours})
        gained = np.asarray(new) - scores
        return np.stack([gained[:, 0] - gained[:, 1], gained[:, 1] - gained[:, 0]], axis=1)

    def mixed(side: int, rules_off: np.ndarray | None, base: MixedPlay | None) -> MixedPlay:
        """Side ``side`` under ``model`` (``rules_off``), its adversaries double dummy."""
        return play_against_double_dummy(dealt, model, 1 - side, play_seed, contexts=contexts, rules_off=rules_off,
                                         base=base)

    def tricks_and_cards(mixed_play: MixedPlay) -> tuple[np.ndarray, np.ndarray]:
        """Tricks by side, and the cards as the engine records them, by trick ``(deals, tricks, players)``."""
        return mixed_play.tricks_by_side, mixed_play.cards.reshape(deals, -1, the_game.players)

    if opponents is Against.HOYLE:
        base_tricks, base_played = played(None)
        bases = [(base_tricks, base_played)] * 2
    else:
        mixed_bases = []
        for side in (0, 1):
            mixed_bases.append(mixed(side, None, None))
            if progress is not None:
                progress(1)
        bases = [tricks_and_cards(mixed_base) for mixed_base in mixed_bases]
    base_points = [net_points(tricks) for tricks, _ in bases] if scored else None
    odd = the_game.cards_per_hand // 2 + 1
    values = []
    for rule in chosen:
        gains, odd_gains, point_gains, changed, cards = [], [], [], [], []
        for side in (0, 1):
            base_tricks, base_played = bases[side]
            if opponents is Against.HOYLE:
                tricks, cards_played = played(_side_masks(the_game, side, rule))
            else:
                tricks, cards_played = tricks_and_cards(mixed(side, _side_masks(the_game, side, rule),
                                                              mixed_bases[side]))
            differs = cards_played != base_played
            changed.append(differs.any(axis=(1, 2)))
            cards.append(differs.any(axis=2).sum(axis=1))
            gains.append(base_tricks[:, side] - tricks[:, side])
            odd_gains.append((base_tricks[:, side] >= odd).astype(np.int64) - (tricks[:, side] >= odd))
            if base_points is not None:
                point_gains.append(base_points[side][:, side] - net_points(tricks)[:, side])
        decided = np.concatenate(changed)
        per_decision = np.concatenate(gains)[decided]
        game_estimate = None
        if scored and n_games > 0:
            wins = [simulate_games(the_game, n_games, None, "us", model, game_seed, threads=threads, executor=executor,
                                   keep_games=True, rules_off=_side_masks(the_game, side, rule)[0]).wins
                    for side in (0, 1)]
            # Side 0 with the rule against side 0 without it (the other arm: side 1 without it).
            game_estimate = _change((wins[1].astype(np.float64) - wins[0]) / 2, 0.5)
        values.append(RuleValue(
            rule, deals, opponents, Estimate.proportion(int(decided.sum()), decided.size),
            float(np.mean(np.concatenate(cards))), _mean((gains[0] + gains[1]) / 2),
            _mean(per_decision.astype(np.float64)) if per_decision.size > 1 else None,
            _change((odd_gains[0] + odd_gains[1]) / 2, 1.0),
            _mean((point_gains[0] + point_gains[1]) / 2) if point_gains else None,
            n_games if game_estimate is not None else 0, game_estimate))
        if progress is not None:
            progress(1)
    return values
