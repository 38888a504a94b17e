"""A family of games: one name, its rule parameters, and how to make the game for any setting of them.

``long-whist`` is a family whose parameters are the fields of its scoring
(``target``, ``call_at``, ...) and the rubber's bonus; ``scotch-whist`` adds the
table (``players``, ``sides``).  A family made from a game object
(:meth:`Family.from_game`) is how a user's own game gets parameters too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from whistodds.games.parameters import Parameter, format_value
from whistodds.games.scoring.protocol import Scoring

from whistodds.games.definition import Game

# Makes a game from a full set of checked values; returns it and the values as resolved
# (a default that depends on others, like Scotch Whist's sides, filled in).
Maker = Callable[[dict[str, Any]], "tuple[Game, dict[str, Any]]"]
ApplyRules = Callable[[Game, dict[str, Any]], Game]  # a family's rules of the deal or table applied to its game

@dataclass(frozen=True, eq=False)
class Family:
    """A registered family of games.

    Attributes:
        name: e.g. ``"long-whist"``.
        parameters: the rules a name may set, in canonical order.
        defaults: each parameter's default.
        make: builds the game from checked values (see ``Maker``).
        aliases: named parameter sets, e.g. ``{"club": {"dealer_cannot_call_against": 9}}``.
        short_names: other names accepted for the family, e.g. ``("long",)``.
        settings: parameter sets whose games the generic tests run over (default: the defaults).
        shown: parameter sets shown beside the named variants where a family's rules are offered to
            choose from (the odds explorer), e.g. ``({"call_at": None},)``: long whist without the call.
        title: the game's title for a full set of values, where the title states a rule (long whist's
            "ten points"); without it a variant's title says which rules it changes (:func:`variant_texts`).
    """

    name: str
    parameters: tuple[Parameter, ...]
    defaults: Mapping[str, Any]
    make: Maker
    aliases: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    short_names: tuple[str, ...] = ()
    settings: tuple[Mapping[str, Any], ...] = ({},)
    shown: tuple[Mapping[str, Any], ...] = ()
    title: Callable[[Mapping[str, Any]], str] | None = None
    _built: dict[tuple[Any, ...], Game] = field(default_factory=dict, repr=False)

    def parameter(self, name: str) -> Parameter:
        for parameter in self.parameters:
            if parameter.name == name:
                return parameter
        allowed = ", ".join(p.name for p in self.parameters) or "none"
        raise ValueError(f"{self.name} has no parameter {name!r}; its parameters are: {allowed}"
                         + (f" (and variant={'|'.join(self.aliases)})" if self.aliases else ""))

    def defaults_for(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """The defaults given some values: a parameter that follows another moves with it as its ``follow``
        says (long whist's no-honours score, nine of ten, becomes six of seven in ``target=7``; its double,
        "less than five" of ten, less than four of seven)."""
        defaults = dict(self.defaults)
        for p in self.parameters:
            base = self.defaults[p.name]
            if p.follows and p.follows in values and base is not None:
                defaults[p.name] = p.follow.derive(base, self.defaults[p.follows], values[p.follows])
        return defaults

    def follow_note(self) -> str:
        """The rules whose defaults follow another, in words, e.g. ``"no_honours_from=target-1, ..."`` (empty
        when none do)."""
        return ", ".join(f"{p.name}={p.follow.describe(self.defaults[p.name], p.follows, self.defaults[p.follows])}"
                         for p in self.parameters if p.follows and self.defaults[p.name] is not None)

    def is_variant_rule(self, name: str) -> bool:
        """Whether setting parameter ``name`` away from its default departs from the game's source (not a
        table the source gives, a rule it leaves open, or one of its readings)."""
        p = self.parameter(name)
        return not (p.shown or p.announce or p.reading)

    def resolve(self, items: list[tuple[str, Any]]) -> dict[str, Any]:
        """Checked values for every parameter from ``(name, value)`` items (text or Python values).

        ``variant=NAME`` brings in a named set of rules, under any given by name; a rule of a named
        set may be a function of the others (the club rule: no call against one short of game).
        """
        values: dict[str, Any] = {}
        derived: dict[str, Any] = {}
        for key, value in items:
            if key == "variant":
                for alias_key, alias_value in self.alias(value).items():
                    if alias_key not in values:
                        (derived if callable(alias_value) else values)[alias_key] = alias_value
                continue
            if callable(value):
                derived[key] = value
                continue
            values[key] = self.parameter(key).check(value, self.name)
            derived.pop(key, None)
        defaults = self.defaults_for(values)
        full = {p.name: values.get(p.name, defaults[p.name]) for p in self.parameters}
        for key, rule in derived.items():
            full[key] = values[key] = self.parameter(key).check(rule(full), self.name)
        return full

    def alias(self, word: object) -> Mapping[str, Any]:
        """The named set of rules ``word``, or a ``ValueError`` listing the names."""
        if not self.aliases:
            raise ValueError(f"{self.name} has no named variants")
        word = str(word).lower()
        if word not in self.aliases:
            raise ValueError(f"{self.name} variant {word!r} is not known; use {', '.join(self.aliases)}")
        return self.aliases[word]

    def changed(self, game: Game, changes: Mapping[str, Any]) -> Game:
        """``game`` (of this family) with some rules changed; ``variant=NAME`` applies a named set of
        rules first, and the changes given by name win over it."""
        values: dict[str, Any] = dict(game.params)  # the rules set by name; the rest follow their defaults
        changes = dict(changes)
        if "variant" in changes:
            values.update(self.alias(changes.pop("variant")))
        values.update(changes)
        return self.build(values)

    def build(self, values: Mapping[str, Any]) -> Game:
        """The game for ``values`` (missing ones at their defaults), with its canonical name."""
        full = self.resolve(list(values.items()))
        key = tuple(full.values())
        if key not in self._built:
            game, resolved = self.make(full)
            defaults = self.defaults_for(resolved)
            params = tuple((p.name, resolved[p.name]) for p in self.parameters
                           if p.shown or resolved[p.name] != defaults[p.name])
            game = dataclasses.replace(game, family=self.name, params=params) if game.params != params or \
                game.family != self.name else game
            self._built[key] = self._texts(game, resolved)
        return self._built[key]

    def _texts(self, game: Game, resolved: Mapping[str, Any]) -> Game:
        """``game`` with a title and sources that say what it is: the family's own title for its values, and
        for a variant (a rule set away from its source) sources that name the rules changed before the
        source of the game it varies, whose quotes are that game's and not the variant's."""
        changed = {name: value for name, value in game.params if self.is_variant_rule(name)}
        title = self.title(resolved) if self.title is not None else game.title
        if not changed:
            return game if title == game.title else dataclasses.replace(game, title=title)
        followed = {p.name: resolved[p.name] for p in self.parameters
                    if p.follows in changed and p.name not in changed and resolved[p.name] != self.defaults[p.name]}
        return variant_texts(game, changed, followed, title if self.title is not None else None)

    @classmethod
    def from_game(cls, base: Game, *, aliases: Mapping[str, Mapping[str, Any]] | None = None,
                  short_names: tuple[str, ...] = (), extra: tuple[Parameter, ...] = (),
                  extra_defaults: Mapping[str, Any] | None = None,
                  apply: ApplyRules | None = None, fixed: tuple[str, ...] = (),
                  settings: tuple[Mapping[str, Any], ...] = ({},),
                  shown: tuple[Mapping[str, Any], ...] = (),
                  title: Callable[[Mapping[str, Any]], str] | None = None) -> Family:
        """A family whose parameters are the rules of ``base``'s scoring (and its rubber's bonus).

        ``extra`` parameters (with ``extra_defaults``) are rules of the deal or the table: ``apply(game,
        values)`` makes the game for them from the one with the scoring set (every value is given).
        ``fixed`` names scoring rules the family does not let a name set (one its ``extra`` rules decide);
        ``title`` makes the title from the values (see :class:`Family`).
        """
        scoring = base.scoring
        parameters: list[Parameter] = list(extra)
        defaults: dict[str, Any] = dict(extra_defaults or {})
        if isinstance(scoring, Scoring):
            for parameter in scoring.parameters(scoring):
                if parameter.name in fixed:
                    continue
                parameters.append(parameter)
                defaults[parameter.name] = getattr(scoring, parameter.name)
        if base.rubber is not None:
            parameters.append(Parameter("rubber_bonus", int, "points for winning the rubber", low=0, high=20,
                                        source=base.rubber.source))
            defaults["rubber_bonus"] = base.rubber.bonus
        extra_names = {p.name for p in extra}
        scoring_names = {p.name for p in parameters} - {"rubber_bonus"} - extra_names

        def make(values: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
            if values == defaults:
                return base, values
            changes: dict[str, Any] = {}
            if scoring_names and isinstance(scoring, Scoring):
                changes["scoring"] = scoring.with_parameters(**{k: values[k] for k in scoring_names})
            if base.rubber is not None:
                changes["rubber"] = dataclasses.replace(base.rubber, bonus=values["rubber_bonus"])
            game = dataclasses.replace(base, **changes)
            return (apply(game, values) if apply is not None else game), values

        return cls(base.family, tuple(parameters), defaults, make, dict(aliases or {}), short_names, settings, shown,
                   title)


def _rules_text(values: Mapping[str, Any]) -> str:
    return ",".join(f"{name}={format_value(value)}" for name, value in values.items())


def variant_texts(game: Game, changed: Mapping[str, Any], followed: Mapping[str, Any], title: str | None) -> Game:
    """``game``, a variant with the rules ``changed`` set by name (and ``followed`` moved with them), with its
    title (``title``, or the game's own saying the rules changed) and its sources, and its scoring's and
    rubber's, each saying first that these rules are the variant's and the text after them the source of the
    game it varies.

    >>> from whistodds.games import get_game
    >>> get_game("long-whist(target=7)").score_rules.source.split(" from: ")[0]
    'variant target=7 (moved with it: no_honours_from=6,call_at=5,double_below=4); the game it varies is'
    """
    rules = _rules_text(changed) + (f" (moved with it: {_rules_text(followed)})" if followed else "")
    note = f"variant {rules}; the game it varies is from"

    def sourced(text: str) -> str:
        return f"{note}: {text}" if text else f"variant {rules}"

    changes: dict[str, Any] = {"title": title if title is not None else f"{game.title}, varied: {_rules_text(changed)}",
                               "source": sourced(game.source)}
    scoring = game.scoring
    if scoring is not None and hasattr(scoring, "source") and dataclasses.is_dataclass(scoring):
        changes["scoring"] = dataclasses.replace(scoring, source=sourced(scoring.source))
    if game.rubber is not None:
        changes["rubber"] = dataclasses.replace(game.rubber, source=sourced(game.rubber.source))
    return dataclasses.replace(game, **changes)
