"""A game of the whist family as one frozen, validated object: its deal, scoring, play readings and rubber.

The deal (pack, seats, sides, packets, stock, turn-up, rank orders) is what
the dealing and trick-play engines read; ``scoring`` says what a deal is worth
and when a game ends (the exact solver and the whole-game simulator read
nothing else); ``rubber`` is present where the game has one; the play readings
(``trump_must_match``, and the trumps that score when captured, from the
scoring) go to the trick-play engine.  A game is registered under its family
name and its rules are parameters of that name (:mod:`whistodds.games.registry`),
so ``str(game)`` is a canonical name that keys every cache and appears in every
output.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, cast

from whistodds.games.cards import N_CARD_CODES, RANKS, card_rank, card_suit
from whistodds.games.checks import check_field as _check
from whistodds.games.parameters import Parameter, format_value
from whistodds.games.scoring.rubber import RubberRules as RubberRules
from whistodds.games.families.ruff_rule import PUT_OUT_RULES as PUT_OUT_RULES
from whistodds.games.families.ruff_rule import PutOut as PutOut
from whistodds.games.families.ruff_rule import Ruff as Ruff
from whistodds.games.scoring import WhistScoring
from whistodds.games.scoring.protocol import Scoring, SettlementScoring
from whistodds.games.sight import seen_hands as seen_hands


class TurnUp(StrEnum):
    """Which card is turned up for trumps: the dealer's last (no stock), or the top of the stock."""

    DEALER_LAST = "dealer-last"
    STOCK_TOP = "stock-top"


TURN_UP_RULES: tuple[TurnUp, ...] = tuple(TurnUp)



class RulesFamily(Protocol):
    """What a game reads of its registered family (a :class:`~whistodds.games.family.Family`): the rules its
    name may set, their defaults, and how to make the game with some of them changed."""

    @property
    def parameters(self) -> tuple[Parameter, ...]: ...
    @property
    def defaults(self) -> Mapping[str, Any]: ...

    def defaults_for(self, values: Mapping[str, Any]) -> dict[str, Any]: ...

    def changed(self, game: Game, changes: Mapping[str, Any]) -> Game: ...


# How a Game finds its registered family by name (Game.rules_family): given by whistodds.games.registry when it
# loads, so that no module of whistodds.games imports the registry back.
_FAMILY_LOOKUP: list[Callable[[str], RulesFamily | None]] = []


def look_up_families_with(lookup: Callable[[str], RulesFamily | None]) -> None:
    """Where every Game looks its family up from now on (the registry calls this once)."""
    _FAMILY_LOOKUP[:] = [lookup]


@dataclass(frozen=True)
class Game:
    """One game of the whist family: everything about it, checked when made.

    Seats are numbered 0..players-1 clockwise, so the seat after the dealer
    (``(dealer + 1) % players``) is the eldest hand, who receives the first card.

    Attributes:
        family: the registry name of the game's family, e.g. ``"long-whist"``.
        title: name for people, e.g. ``"Long whist (ten points)"``.
        cards: the pack as card codes (see :mod:`whistodds.games.cards`).
        players: number of players, 2–8.
        cards_per_player: cards each player receives in the deal.
        sides: a partition of the seats into sides; a side of one seat plays
            for himself.  Sides must turn with the deal (seat ``s + 1``'s side
            is the side after seat ``s``'s), as at every table of the sources.
        packet_size: cards given to each player at a time (1 for whist,
            4 for Gleek).
        stock_size: cards left undealt after the hands.
        turn_up: ``"dealer-last"`` (the last card, the dealer's own, is turned
            for trumps) or ``"stock-top"`` (the top card of the stock).
        hands_per_player: separate hands each player's cards are split into,
            each played independently (Scotch Whist for two or three players).
        rank_order: ranks of a plain suit, lowest first.
        trump_rank_order: ranks of the trump suit, lowest first (Scotch Whist
            puts the knave above the ace); defaults to ``rank_order``.
        scoring: what a deal is worth and when a game ends (a
            :class:`~whistodds.games.scoring.WhistScoring`,
            :class:`~whistodds.families.scotch.rules.ScotchScoring`,
            :class:`~whistodds.families.gleek.rules.GleekScoring`), or None.
        rubber: the rubber, where the game has one.
        trump_must_match: a play reading: a trump takes a plain card only if
            of equal or higher rank (one reading of Gleek).
        ruff: the stock exchange before play (:class:`Ruff`), or None.
        dummies: seats whose hands are dummies, exposed on the table before
            the play begins and played by their partners (Dummy Whist: seat 0,
            the dummy, deals first; Double Dummy: one on each side).
        year: the date the game is first described in the sources (for
            setting the games in date order), or None.
        play_model: the play model that answers for the game when none is
            named (``hoyle``; ``double-dummy`` at Double Dummy, where every
            hand is known).
        params: the rule parameters this game was made with, as
            ``(name, value)`` in the family's order (the non-default ones and
            those always shown): they make the canonical name.
        source: where the game comes from.
    """

    family: str
    title: str
    cards: tuple[int, ...]
    players: int
    cards_per_player: int
    sides: tuple[tuple[int, ...], ...]
    packet_size: int = 1
    stock_size: int = 0
    turn_up: TurnUp = TurnUp.DEALER_LAST
    hands_per_player: int = 1
    rank_order: tuple[int, ...] = RANKS
    trump_rank_order: tuple[int, ...] | None = None
    scoring: Scoring | SettlementScoring | None = None
    rubber: RubberRules | None = None
    trump_must_match: bool = False
    ruff: Ruff | None = None
    dummies: tuple[int, ...] = ()
    year: int | None = None
    play_model: str = "hoyle"
    params: tuple[tuple[str, Any], ...] = field(default=())
    source: str = ""

    def __post_init__(self) -> None:
        if self.trump_rank_order is None:
            object.__setattr__(self, "trump_rank_order", self.rank_order)
        assert self.trump_rank_order is not None  # set just above when not given
        _check(isinstance(self.family, str) and self.family.replace("-", "").isalnum(), "family", self.family,
               "a non-empty name of letters, digits and hyphens")
        _check(isinstance(self.players, int) and 2 <= self.players <= 8, "players", self.players, "2 to 8")
        _check(self.cards_per_player >= 1, "cards_per_player", self.cards_per_player, "at least 1")
        _check(len(set(self.cards)) == len(self.cards), "cards", "a pack with repeated cards", "distinct cards")
        _check(all(isinstance(c, int) and 0 <= c < N_CARD_CODES for c in self.cards), "cards", self.cards,
               "card codes 0-51")
        _check(len(set(self.rank_order)) == len(self.rank_order) and set(self.rank_order) <= set(RANKS),
               "rank_order", self.rank_order, "distinct ranks from 2-14")
        _check(sorted(self.trump_rank_order) == sorted(self.rank_order), "trump_rank_order", self.trump_rank_order,
               f"a reordering of rank_order {self.rank_order}")
        _check({card_rank(c) for c in self.cards} <= set(self.rank_order), "cards",
               "cards whose rank is not in rank_order", f"ranks in {self.rank_order}")
        _check(self.stock_size >= 0, "stock_size", self.stock_size, "0 or more")
        dealt = self.players * self.cards_per_player
        _check(dealt + self.stock_size == len(self.cards), "cards_per_player", self.cards_per_player,
               f"players x cards_per_player + stock_size = {len(self.cards)} cards in the pack "
               f"(got {self.players} x {self.cards_per_player} + {self.stock_size})")
        _check(self.packet_size >= 1 and self.cards_per_player % self.packet_size == 0, "packet_size",
               self.packet_size, f"a divisor of cards_per_player ({self.cards_per_player})")
        _check(self.turn_up in TURN_UP_RULES, "turn_up", self.turn_up, " or ".join(TURN_UP_RULES))
        object.__setattr__(self, "turn_up", TurnUp(self.turn_up))  # the word as given, as its member
        if self.turn_up == "dealer-last":
            _check(self.stock_size == 0, "turn_up", self.turn_up, "'stock-top' when there is a stock")
        else:
            _check(self.stock_size > 0, "turn_up", self.turn_up, "'dealer-last' when there is no stock")
        _check(self.hands_per_player >= 1 and self.cards_per_player % self.hands_per_player == 0,
               "hands_per_player", self.hands_per_player, f"a divisor of cards_per_player ({self.cards_per_player})")
        seats = sorted(seat for side in self.sides for seat in side)
        _check(seats == list(range(self.players)) and all(len(side) >= 1 for side in self.sides), "sides",
               self.sides, f"a partition of the seats 0-{self.players - 1} into non-empty sides")
        side_of = [self.side_of(seat) for seat in range(self.players)]
        _check(all(side_of[seat] == seat % self.n_sides for seat in range(self.players)), "sides", self.sides,
               "sides that turn with the deal: seat s on side s mod the number of sides (partners spread evenly)")
        _check(self.ruff is None or (isinstance(self.ruff, Ruff) and 0 < self.stock_size <= self.cards_per_player
                                     and self.hands_per_player == 1
                                     and self.ruff.holder_rank in self.trump_rank_order),
               "ruff", self.ruff, "None, or a Ruff for a game with a stock no larger than a hand, one hand a "
               "player, and the holder's rank in the pack")
        _check(all(isinstance(s, int) and 0 <= s < self.players for s in self.dummies)
               and len(set(self.dummies)) == len(self.dummies), "dummies", self.dummies,
               f"distinct seats 0-{self.players - 1}")
        _check(all(any(s not in self.dummies for s in side) for side in self.sides), "dummies", self.dummies,
               "seats leaving a live player on every side")
        _check(self.year is None or (isinstance(self.year, int) and 1500 <= self.year <= 2100), "year", self.year,
               "None or a year 1500-2100")
        _check(self.rubber is None or isinstance(self.rubber, RubberRules), "rubber", self.rubber,
               "None or RubberRules")
        _check(self.rubber is None or (isinstance(self.scoring, Scoring) and self.scoring.game_values is not None),
               "rubber", self.rubber,
               "None for a game whose scoring gives no value to a game won")
        if self.scoring is not None:
            fitted = self.scoring.fit(self)  # fills in what the deal fixes (tricks a deal), or names the misfit
            object.__setattr__(self, "scoring", fitted)

    # Derived facts, computed from the fields so they can never disagree with them.
    @property
    def name(self) -> str:
        """The canonical name: the family with its non-default rule parameters."""
        if not self.params:
            return self.family
        return f"{self.family}({','.join(f'{key}={format_value(value)}' for key, value in self.params)})"

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Game({self.name!r}: {self.title})"

    @property
    def n_cards(self) -> int:
        """Cards in the pack."""
        return len(self.cards)

    @property
    def n_sides(self) -> int:
        """Number of sides (equal to ``players`` when each plays for himself)."""
        return len(self.sides)

    @property
    def has_partners(self) -> bool:
        """Whether any side has two or more seats."""
        return any(len(side) > 1 for side in self.sides)

    @property
    def cards_per_hand(self) -> int:
        """Cards in each separately played hand (the number of tricks per hand)."""
        return self.cards_per_player // self.hands_per_player

    @property
    def suits(self) -> tuple[int, ...]:
        """Suits present in the pack."""
        return tuple(sorted({int(card_suit(c)) for c in self.cards}))

    @property
    def has_score(self) -> bool:
        """Whether the game is played to a score by two or more sides (the exact solver and whole games)."""
        return _plays_to_a_score(self.scoring)

    @property
    def score_rules(self) -> Scoring:
        """The scoring of a game played to a score (see :attr:`has_score`), else a ``ValueError``."""
        if not _plays_to_a_score(self.scoring):
            raise ValueError(f"{self.name} is not played to a score")
        return cast(Scoring, self.scoring)

    @property
    def whist_rules(self) -> WhistScoring:
        """The whist scoring (tricks over the book and honours) of a game scored so, else a ``ValueError``.

        >>> from whistodds.games import get_game
        >>> get_game("long-whist").whist_rules.book
        6
        """
        if not isinstance(self.scoring, WhistScoring):
            raise ValueError(f"{self.name} is not scored by tricks and honours (whist scoring)")
        return self.scoring

    @property
    def counts_tricks_and_honours(self) -> bool:
        """Whether the game is played to a score and a deal's outcome is the dealer's side's tricks and
        honours (whist scoring)."""
        return isinstance(self.scoring, Scoring) and self.scoring.counts_tricks_and_honours

    @property
    def rules_family(self) -> RulesFamily | None:
        """The registered family of the game (None for a game never registered)."""
        return _FAMILY_LOOKUP[0](self.family) if _FAMILY_LOOKUP else None

    @property
    def counted_trumps(self) -> dict[int, int]:
        """Points for capturing trumps of each rank (Scotch Whist), else empty: a play reading."""
        return self.scoring.counted_trumps if isinstance(self.scoring, Scoring) else {}

    def side_of(self, seat: int) -> int:
        """Index of the side that ``seat`` belongs to."""
        if seat not in range(self.players):
            raise ValueError(f"seat {seat!r} is not allowed; use 0-{self.players - 1}")
        return next(i for i, side in enumerate(self.sides) if seat in side)

    @property
    def seat_sides(self) -> tuple[int, ...]:
        """The side of each seat, seat 0 first."""
        return tuple(self.side_of(seat) for seat in range(self.players))

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats on ``seat``'s side, in clockwise order from it."""
        side = self.sides[self.side_of(seat)]
        return tuple(sorted((s for s in side if s != seat), key=lambda s: (s - seat) % self.players))

    @property
    def sight(self) -> tuple[tuple[int, ...], ...]:
        """The seats whose hands each seat's player sees while playing, seat 0 first (see :func:`seen_hands`)."""
        return seen_hands(self.players, self.sides, self.dummies)

    @property
    def sight_turns_with_the_deal(self) -> bool:
        """Whether what each seat sees is the same from every seat's place at the table (no dummy, or at Double
        Dummy every hand seen): then a deal's worth to the dealer's side does not depend on which of its seats
        deals.  At Dummy Whist it does: dummy may deal, or its partner, or either adversary."""
        sight, players = self.sight, self.players
        return all(tuple(sorted((seen + 1) % players for seen in sight[seat])) == sight[(seat + 1) % players]
                   for seat in range(players))

    def deal_signature(self, *, open_hands: bool = False) -> tuple[Any, ...]:
        """What decides how a deal falls and is played, and what it is worth in tricks and honours:
        two games with equal signatures share deal kernels (long and short whist do).  ``open_hands``:
        for a play model that sees every hand, which hands are exposed (dummies) decides nothing."""
        honours = self.scoring.deal_honours if isinstance(self.scoring, Scoring) else None
        signature: tuple[Any, ...] = (self.cards, self.players, self.cards_per_player, self.sides, self.packet_size, self.stock_size,
                     self.turn_up.value, self.hands_per_player, self.rank_order, self.trump_rank_order,
                     self.trump_must_match, tuple(sorted(self.counted_trumps.items())), honours)
        # A stock exchanged before the play (Gleek) changes the hands played; only games with one carry it,
        # so the keys of every other game's kernels stay as they were.
        exchange = self.scoring.stock_exchange if isinstance(self.scoring, SettlementScoring) else None
        if exchange is not None:
            signature += (("stock_exchange", exchange),)
        # The ruff changes the hands played; exposed dummies change what a player sees.  Added only
        # when present, so the signatures (and cached kernels) of every other game stay as they were.
        if self.ruff is not None:
            signature += (("ruff", self.ruff.holder_rank, self.ruff.put_out.value),)
        if self.dummies and not open_hands:
            signature += (("dummies", self.dummies),)
        return signature

    def replace(self, **changes: Any) -> Game:
        """A validated copy with some rules changed.

        Rule parameters of the game's family (``target``, ``call_at``, ...) are
        given by name and the canonical name follows them; any other field may
        change too, but a copy whose deal or scoring differs otherwise must get
        a new ``family`` name, so that no two different games share a name.

        >>> from whistodds.games import get_game
        >>> str(get_game("long-whist").replace(call_at=None))
        'long-whist(call_at=none)'
        """
        family = self.rules_family
        names = {p.name for p in family.parameters} | {"variant"} if family is not None else set()
        rule_changes = {k: v for k, v in changes.items() if k in names}
        other = {k: v for k, v in changes.items() if k not in names}
        unknown = set(other) - {f.name for f in dataclasses.fields(self)}
        if unknown and family is None:
            raise ValueError(f"{self.name} is not registered, so its rules have no names; register(game) first, "
                             f"or change a field of Game ({', '.join(sorted(unknown))} is none)")
        if unknown:
            allowed = sorted(names) + ["or any field of Game"]
            raise ValueError(f"{self.name}: {', '.join(sorted(unknown))} is not a rule or field of the game; "
                             f"use {', '.join(allowed)}")
        game = family.changed(self, rule_changes) if rule_changes and family is not None else self
        if not other:
            return game
        if "family" not in other and any(k not in ("title", "source") for k in other):
            raise ValueError(f"{self.name}: changing {', '.join(sorted(other))} makes a different game; "
                             f"give it a new family name too (family='my-game')")
        if "family" in other:
            other.setdefault("params", ())
        return dataclasses.replace(game, **other)

    def announced(self) -> str:
        """The rules an answer should name although they are at their defaults (those the source leaves
        open), e.g. ``"finish=highest"``; empty when there are none."""
        family = self.rules_family
        if family is None:
            return ""
        values = dict(self.params_all())
        return ", ".join(f"{p.name}={format_value(values[p.name])}" for p in family.parameters if p.announce)

    def params_all(self) -> tuple[tuple[str, Any], ...]:
        """Every rule parameter of the game's family with this game's value (defaults included, those that
        follow another as they moved with it).

        >>> from whistodds.games import get_game
        >>> [value for name, value in get_game("long-whist(target=7)").params_all() if name in ("call_at", "double_below")]
        [5, 4]
        """
        family = self.rules_family
        if family is None:
            return self.params
        given = dict(self.params)
        defaults = family.defaults_for(given)
        return tuple((p.name, given.get(p.name, defaults[p.name])) for p in family.parameters)


GameDefinition = Game  # the name this type had before it held the scoring too


_SCORING_KINDS: dict[type, bool] = {}


def _plays_to_a_score(scoring: object) -> bool:
    """``isinstance(scoring, Scoring)``, decided once a class: a check against a runtime protocol looks up every
    attribute each time (some 50 microseconds), and the exact odds ask it tens of thousands of times a table;
    every scoring is a frozen dataclass, whose class fixes what it has."""
    kind = type(scoring)
    if kind not in _SCORING_KINDS:
        _SCORING_KINDS[kind] = isinstance(scoring, Scoring)
    return _SCORING_KINDS[kind]
