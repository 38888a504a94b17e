import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistodds.odds.words import format_odds, nearest_ratio, parse_odds


@pytest.mark.parametrize(
    ("p", "words"),
    [
        (Fraction(5, 9), "5 to 4"),
        (Fraction(2, 3), "2 to 1"),
        (Fraction(9, 11), "9 to 2"),
        (Fraction(11, 21), "11 to 10"),
        (Fraction(1, 2), "evens"),
        (Fraction(1, 3), "2 to 1 against"),
        (Fraction(4, 9), "5 to 4 against"),
        (1.0, "certain"),
        (0.0, "no chance"),
        (0.99, "99 to 1"),
    ],
)
def test_format_odds(p, words):
    assert format_odds(p) == words


def test_on_against_style():
    assert format_odds(Fraction(7, 12), style="on-against") == "7 to 5 on"
    assert format_odds(Fraction(5, 12), style="on-against") == "7 to 5 against"


def test_nearest_ratio_prefers_nearest_then_small_terms():
    assert nearest_ratio(1.28) == (9, 7)
    assert nearest_ratio(1.28, max_term=5) == (5, 4)
    assert nearest_ratio(2.0) == (2, 1)  # not 4:2 or 6:3


@pytest.mark.parametrize(
    ("text", "p"),
    [
        ("7 to 5", Fraction(7, 12)),
        ("seven to five", Fraction(7, 12)),
        ("ten and a half to ten", Fraction(21, 41)),
        ("12 -- 8", Fraction(3, 5)),
        ("5:4", Fraction(5, 9)),
        ("evens", Fraction(1, 2)),
        ("2 to 1 against", Fraction(1, 3)),
        ("7 to 5 on", Fraction(7, 12)),
        ("about five to four", Fraction(5, 9)),
        ("twenty-one to ten", Fraction(21, 31)),
        ("4 in 100", Fraction(1, 25)),  # a chance (printed_odds reads every form)
    ],
)
def test_parse_odds(text, p):
    if p is None:
        with pytest.raises(ValueError, match="odds"):
            parse_odds(text)
    else:
        assert parse_odds(text) == p


@pytest.mark.parametrize("bad", ["", "to", "seven to", "zero to zero", "five to fish", "1 to 2 to 3"])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        parse_odds(bad)


@given(st.integers(1, 12), st.integers(1, 12), st.sampled_from(["plain", "on-against"]))
def test_words_round_trip(a, b, style):
    # Odds in lowest terms within the default range print back exactly as given.
    g = math.gcd(a, b)
    a, b = a // g, b // g
    written = format_odds(parse_odds(f"{a} to {b}"), style=style)
    if a == b:
        assert written == "evens"
    elif a > b:
        assert written == f"{a} to {b}" + (" on" if style == "on-against" else "")
    else:
        assert written == f"{b} to {a} against"


# Neighbouring ratios a:b with terms up to 12 are never further apart in log-odds
# than 6:1 and 7:1, so the nearest one is within half that gap.
HALF_WIDEST_GAP = math.log(7 / 6) / 2


@given(st.floats(1 / 13, 12 / 13))
def test_probability_round_trip_is_near(p):
    back = float(parse_odds(format_odds(p)))
    assert abs(math.log(back / (1 - back)) - math.log(p / (1 - p))) <= HALF_WIDEST_GAP + 1e-12


@pytest.mark.parametrize("bad", [-0.1, 1.5, float("nan")])
def test_format_rejects(bad):
    with pytest.raises(ValueError, match="probability"):
        format_odds(bad)
