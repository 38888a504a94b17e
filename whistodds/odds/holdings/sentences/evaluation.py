"""A sentence made concrete for a position (:func:`resolve_sentence`: its statements made events) and judged:
exactly, by counting (:func:`sentence_exact`), or deal by deal over simulated deals (:func:`sentence_masks`).

>>> truth(("or", (0, ("not", 1))), [False, False])
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from whistodds.games.position import Position
from whistodds.odds.holdings.events import Event, evaluate, resolve
from whistodds.odds.holdings.exact import DEFAULT_BUDGET, exact_probability
from whistodds.odds.holdings.grammar import Question
from whistodds.odds.holdings.joint import joint_probability
from whistodds.odds.holdings.plays import Played
from whistodds.odds.holdings.sentences.tree import AllOf, Condition, Not, Sentence


@dataclass(frozen=True)
class Resolved:
    """A sentence made concrete: its events (in order) and its condition and given as trees over them."""

    sentence: Sentence
    events: tuple[Event, ...]
    condition: object
    given: object | None


def resolve_sentence(sentence: Sentence, position: Position) -> Resolved:
    """Every statement made an event for the position: a ValueError before any work if one cannot be."""
    events: list[Event] = []

    def walk(condition: Condition) -> object:
        if isinstance(condition, Played):
            raise ValueError(f"the play {condition.text!r} is answered under a play model (split_plays first)")
        if isinstance(condition, Question):
            events.append(resolve(condition, position))
            return len(events) - 1
        if isinstance(condition, Not):
            return ("not", walk(condition.part))
        return ("and" if isinstance(condition, AllOf) else "or", tuple(walk(part) for part in condition.parts))

    tree = walk(sentence.condition)
    given = None if sentence.given is None else walk(sentence.given)
    return Resolved(sentence, tuple(events), tree, given)


def truth(tree: Any, values: Any) -> Any:
    """The tree's truth from its events' (booleans, or arrays of them deal by deal)."""
    if isinstance(tree, int):
        return values[tree]
    assert isinstance(tree, tuple)
    word, parts = tree
    if word == "not":
        return ~truth(parts, values) if isinstance(values[0], np.ndarray) else not truth(parts, values)
    results = [truth(part, values) for part in parts]
    if isinstance(values[0], np.ndarray):
        return np.logical_and.reduce(results) if word == "and" else np.logical_or.reduce(results)
    return all(results) if word == "and" else any(results)


def sentence_exact(resolved: Resolved, position: Position, *, budget: int = DEFAULT_BUDGET,
                   part: str = "answer") -> Fraction | None:
    """The exact chance (of the condition given the given), or None where out of reach of counting.
    ``part``: ``answer`` (the conditional chance), ``both`` (condition and given) or ``given``."""
    events = resolved.events
    if part == "given":
        assert resolved.given is not None
        return _exact_tree(resolved.given, events, position, budget)
    if resolved.given is None:
        return _exact_tree(resolved.condition, events, position, budget)
    both = _exact_tree(("and", (resolved.condition, resolved.given)), events, position, budget)
    if part == "both":
        return both
    given = _exact_tree(resolved.given, events, position, budget)
    if both is None or given is None:
        return None
    if given == 0:
        raise ValueError("the condition after 'given' cannot happen in this position")
    return both / given


def _exact_tree(tree: object, events: tuple[Event, ...], position: Position, budget: int) -> Fraction | None:
    used = sorted(_leaves(tree))
    if isinstance(tree, int):
        return exact_probability(events[tree], position, budget=budget)
    if isinstance(tree, tuple) and tree[0] == "not" and isinstance(tree[1], int):
        figure = exact_probability(events[tree[1]], position, budget=budget)
        return None if figure is None else 1 - figure
    index = {event: i for i, event in enumerate(used)}

    def formula(values: object) -> bool:
        full = [False] * len(events)
        for event, i in index.items():
            full[event] = bool(values[i])  # type: ignore[index]
        return bool(truth(tree, full))

    return joint_probability([events[i] for i in used], formula, position, budget=budget)


def _leaves(tree: object) -> set[int]:
    if isinstance(tree, int):
        return {tree}
    assert isinstance(tree, tuple)
    if tree[0] == "not":
        return _leaves(tree[1])
    return set().union(*(_leaves(part) for part in tree[1]))


def sentence_masks(resolved: Resolved, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
    """Deal by deal: whether the condition holds, and the given (None: nothing given)."""
    values = [evaluate(event, masks) for event in resolved.events]
    condition = np.asarray(truth(resolved.condition, values), bool)
    given = None if resolved.given is None else np.asarray(truth(resolved.given, values), bool)
    return condition, given
