"""A counter of the chances the books' sentences state, written apart from the grammar: each chance from
binomial coefficients (math.comb) over the unseen cards, or by listing every suit-length vector; nothing of
whistodds is used.  A row of tests/data/books_holding_sentences.csv names its count in a few words:

- ``one:U:h:n:rel:k``: a hand of h cards drawn from U unseen holds (rel: ge, eq, le) k of n certain cards;
- ``only:U:h:a:b``: a hand of h cards drawn from U unseen holds all of a certain cards and none of b others;
- ``suit_all:n``: one hand of 52 holds all of n certain ranks (the same in each suit) in some suit;
- ``split:m:a-b``: m cards of a suit in two hidden 13-card hands (26 unseen) lie a and b, either way;
- ``pattern:4-4-3-2`` / ``specific:4-4-3-2``: one hand of 52 has this pattern (suits in any order / spades,
  hearts, diamonds, clubs in this order);
- ``shape_any:L`` / ``shape_any_ge:L``: one hand has some suit of exactly L (at least L) cards;
- ``side_none_above:r``: you and partner each hold no card above rank r;
- ``side_named:n``: you and partner hold n certain cards between you;
- ``deal_none_short``: no hand of the four has a suit of fewer than two cards;
- ``deal_each_complete``: each hand is one whole suit;
- ``side_or_shape:k:L``: you and partner hold at least k trumps between you, or left holds a suit of exactly
  L cards (nothing seen: a sum over left's suit lengths, the side's trumps then drawn from the 39 left);
- ``mean:U:h:n``: the mean number of n certain cards in a hand of h drawn from U unseen (h times n over U);
- ``hands:U:h``: the number of different hands of h cards from U unseen;
- ``not:...``: the chance of the rest not happening;
- ``times:k:...``: k times the rest (the rest said of one hand, and no two of k hands can hold it at once: "the
  thirteen trumps in one hand", any of the four).

>>> count("one:39:13:2:ge:1")
Fraction(32, 57)
>>> count("only:9:3:1:1")  # the ace but not the queen, three cards of nine
Fraction(1, 4)
>>> count("split:5:3-2")
Fraction(78, 115)
"""

from __future__ import annotations

from fractions import Fraction
from functools import reduce
from itertools import permutations, product
from math import comb, factorial, prod


def count(spec: str) -> Fraction:
    """The chance the spec names."""
    kind, _, rest = spec.partition(":")
    if kind == "not":
        return 1 - count(rest)
    if kind == "times":
        times, _, spec = rest.partition(":")
        return int(times) * count(spec)
    args = rest.split(":") if rest else []
    return {"one": _one, "only": _only, "suit_all": _suit_all, "split": _split, "pattern": _pattern, "specific": _specific, "shape_any": _shape_any,
            "shape_any_ge": _shape_any_ge, "side_none_above": _side_none_above, "side_named": _side_named,
            "deal_none_short": _deal_none_short, "side_or_shape": _side_or_shape,
            "mean": lambda u, h, n: Fraction(int(h) * int(n), int(u)), "hands": lambda u, h: Fraction(comb(int(u), int(h))), "deal_each_complete": _deal_each_complete}[kind](*args)


def _one(unseen: str, size: str, named: str, relation: str, k: str) -> Fraction:
    u, h, n, wanted = int(unseen), int(size), int(named), int(k)
    test = {"ge": lambda j: j >= wanted, "eq": lambda j: j == wanted, "le": lambda j: j <= wanted}[relation]
    ways = sum(comb(n, j) * comb(u - n, h - j) for j in range(n + 1) if test(j))
    return Fraction(ways, comb(u, h))


def _only(unseen: str, size: str, held: str, not_held: str) -> Fraction:
    """The hand takes the ``held`` cards and fills its other places from the cards neither held nor barred."""
    u, h, a, b = int(unseen), int(size), int(held), int(not_held)
    return Fraction(comb(u - a - b, h - a), comb(u, h))


def _suit_all(ranks: str) -> Fraction:
    """By inclusion and exclusion over the suits in which the hand holds all n ranks."""
    n = int(ranks)
    ways = sum((-1) ** (k + 1) * comb(4, k) * comb(52 - n * k, 13 - n * k) for k in range(1, 5) if n * k <= 13)
    return Fraction(ways, comb(52, 13))


def _split(missing: str, parts: str) -> Fraction:
    m = int(missing)
    a, b = (int(part) for part in parts.split("-"))
    return Fraction(sum(comb(m, x) * comb(26 - m, 13 - x) for x, _ in {(a, b), (b, a)}), comb(26, 13))


def _lengths(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split("-"))


def _specific(lengths: str) -> Fraction:
    return Fraction(prod(comb(13, n) for n in _lengths(lengths)), comb(52, 13))


def _pattern(lengths: str) -> Fraction:
    return sum((_specific("-".join(map(str, order))) for order in set(permutations(_lengths(lengths)))), Fraction(0))


def _vectors() -> list[tuple[int, int, int, int]]:
    """Every suit-length vector of a 13-card hand."""
    return [(a, b, c, 13 - a - b - c) for a, b, c in product(range(14), repeat=3) if a + b + c <= 13]


def _shape_any(length: str) -> Fraction:
    ways = sum(prod(comb(13, n) for n in vector) for vector in _vectors() if int(length) in vector)
    return Fraction(ways, comb(52, 13))


def _shape_any_ge(length: str) -> Fraction:
    ways = sum(prod(comb(13, n) for n in vector) for vector in _vectors() if max(vector) >= int(length))
    return Fraction(ways, comb(52, 13))


def _side_none_above(rank: str) -> Fraction:
    low = 52 - 4 * (14 - int(rank))
    return Fraction(comb(low, 13) * comb(low - 13, 13), comb(52, 13) * comb(39, 13))


def _side_named(n: str) -> Fraction:
    return Fraction(comb(52 - int(n), 26 - int(n)), comb(52, 26))


def _multinomial(*parts: int) -> int:
    return factorial(sum(parts)) // reduce(lambda acc, part: acc * factorial(part), parts, 1)


def _deal_none_short() -> Fraction:
    """Every suit split among the four hands with at least two in each hand, the hands 13 cards each."""
    splits = [s for s in product(range(2, 8), repeat=3) if 2 <= 13 - sum(s) <= 7]
    splits = [(*s, 13 - sum(s)) for s in splits]
    ways = 0
    for first, second, third in product(splits, repeat=3):
        fourth = tuple(13 - first[h] - second[h] - third[h] for h in range(4))
        if min(fourth) >= 2 and sum(fourth) == 13:
            ways += prod(_multinomial(*suit) for suit in (first, second, third, fourth))
    return Fraction(ways, _multinomial(13, 13, 13, 13))


def _deal_each_complete() -> Fraction:
    return Fraction(factorial(4), _multinomial(13, 13, 13, 13))


def _side_or_shape(at_least: str, length: str) -> Fraction:
    k, shape = int(at_least), int(length)
    total = Fraction(0)
    for vector in _vectors():  # left's lengths, trumps first
        weight = Fraction(prod(comb(13, n) for n in vector), comb(52, 13))
        if shape in vector:
            total += weight
            continue
        trumps = 13 - vector[0]  # in the 39 cards of you, partner and right; you two hold 26 of them
        side = sum(comb(trumps, j) * comb(39 - trumps, 26 - j) for j in range(k, 14))
        total += weight * Fraction(side, comb(39, 26))
    return total
