"""Dependent rules move together (issue 38, item 6): in a variant the score rules that depend on the target follow
it; the title says the variant's points; its sources name the rules it changes before the source of the game it
varies, and every quote in a game's sources is found, word for word, at the file and line it names.

The readings, from the sources: no honours "at nine" of ten (britannica-1911-whist.txt:117) and "a score of four"
of five (line 75) are one short of game; the call "at eight" of ten (line 117) two short, and "at the point of
eight" of nine at ruff-and-honours (line 27) one short; a double "when the losers are less than five" of ten (line
117) and "when the adversaries have made one or two" of five (line 75) are both a double while the losers have
less than half the target; the treble, "a game in which the adversaries have no score" (line 75), does not move.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistodds.games import get_game
from whistodds.games.scoring.deal import score_deal
from whistodds.games.registry import get_family

TARGETS = st.integers(1, 50)


def _half_up(target: int) -> int:
    return (target + 1) // 2


def _one_short(target: int, short: int) -> int | None:
    return target - short if target >= short else None


# family -> what each dependent rule is at target t (None: no such rule), from the readings above
EXPECTED = {
    "long-whist": lambda t: {"no_honours_from": t - 1, "call_at": _one_short(t, 2), "treble_below": None,
                             "double_below": _half_up(t)},
    "short-whist": lambda t: {"no_honours_from": t - 1, "call_at": None, "treble_below": 1,
                              "double_below": _half_up(t)},
    "american-whist": lambda t: {"no_honours_from": t - 1, "call_at": None, "treble_below": 1,
                                 "double_below": _half_up(t)},
    "dummy-whist": lambda t: {"no_honours_from": t - 1, "call_at": None, "treble_below": 1,
                              "double_below": _half_up(t)},
    "ruff-and-honours": lambda t: {"no_honours_from": None, "call_at": _one_short(t, 1), "treble_below": None,
                                   "double_below": None},
}


@settings(max_examples=60, deadline=None)
@given(family=st.sampled_from(sorted(EXPECTED)), target=TARGETS)
def test_the_dependent_rules_follow_the_target(family, target):
    game = get_game(f"{family}(target={target})")
    rules = game.score_rules
    expected = EXPECTED[family](target)
    assert {name: getattr(rules, name) for name in expected} == expected
    # The rules as moved are the game's own: named explicitly they give the same game and the same name,
    # and params_all says them.
    explicit = ",".join(f"{name}={'none' if value is None else value}" for name, value in expected.items())
    assert get_game(f"{family}(target={target},{explicit})") == game
    assert str(game) == (family if target == get_family(family).defaults["target"] else f"{family}(target={target})")
    assert {name: value for name, value in game.params_all() if name in expected} == expected
    # What a game won is worth, losers' score by losers' score: a treble at love where there is one, a double
    # while the losers have less than half the target, else a single.
    values = [3 if expected["treble_below"] is not None and losers < expected["treble_below"] else
              2 if expected["double_below"] is not None and 2 * losers < target else 1 for losers in range(target)]
    assert list(rules.game_values) == values


@settings(max_examples=40, deadline=None)
@given(target=TARGETS)
def test_a_variant_says_what_it_is(target):
    game = get_game(f"long-whist(target={target})")
    default = get_game("long-whist")
    if target == 10:
        assert game is default
        return
    assert game.title.startswith("Long whist (") and "ten points" not in game.title
    for text, original in ((game.source, default.source), (game.score_rules.source, default.score_rules.source),
                           (game.rubber.source, default.rubber.source)):
        note, _, quoted = text.partition(" from: ")
        assert note.startswith(f"variant target={target}") and quoted == original  # the source's words, attributed


def test_long_whist_at_seven_exactly():
    game = get_game("long-whist(target=7)")
    rules = game.score_rules
    assert str(game) == "long-whist(target=7)" and game.title == "Long whist (seven points)"
    assert (rules.no_honours_from, rules.call_at, rules.treble_below, rules.double_below) == (6, 5, None, 4)
    assert rules.game_values == (2, 2, 2, 2, 1, 1, 1)  # a double while the losers have 0-3 (less than 3.5)
    assert game.score_rules.source.startswith(
        "variant target=7 (moved with it: no_honours_from=6,call_at=5,double_below=4); the game it varies is from: "
        "Bob Short 1793 (bob-short-hoyle-abridged-1793.txt:156: 'Ten points are the game'")

    def deal(us, them, tricks, honours):
        return [int(x) for x in score_deal(rules, us=np.array(us), them=np.array(them), we_deal=np.array(True),
                                           our_tricks=np.array(tricks), our_honours=np.array(honours))]

    assert deal(5, 3, 5, 3) == [7, 3, 1]  # at five, two short, three honours between the partners call and win
    assert deal(4, 3, 6, 3) == [6, 4, 0]  # at four no call: two for honours, one trick to them, play on
    assert deal(6, 3, 6, 4) == [6, 4, 0]  # at six, one short, honours do not count
    assert deal(6, 3, 7, 4) == [7, 3, 1]  # the odd trick wins


def test_short_whist_at_seven_exactly():
    game = get_game("short-whist(target=7)")
    rules = game.score_rules
    assert game.title == "Short whist (seven points)"
    assert (rules.no_honours_from, rules.call_at, rules.treble_below, rules.double_below) == (6, None, 1, 4)
    assert rules.game_values == (3, 2, 2, 2, 1, 1, 1)
    assert get_game("short-whist(target=7,honours=false)").score_rules.double_below == 4


def test_a_rule_set_by_name_wins_over_the_one_that_follows():
    rules = get_game("long-whist(target=7,double_below=5,call_at=none)").score_rules
    assert (rules.double_below, rules.call_at, rules.no_honours_from) == (5, None, 6)
    assert str(get_game("long-whist(target=7,double_below=5)")) == "long-whist(target=7,double_below=5)"


def test_other_families():
    """Scotch Whist's 41 and Gleek have no rule that depends on a target; whisk's target comes with its edition,
    whose call stays "at the point of eight" (line 27), as at long whist's ten (line 117); a variant of a game
    whose title does not follow its rules says it is varied."""
    scotch = get_game("scotch-whist(target=31)")
    assert scotch.score_rules.target == 31 and scotch.title.endswith(", varied: target=31")
    assert get_game("scotch-whist(players=6,sides=3)").title == "Scotch Whist, 6 players, 3 sides"  # not a variant
    assert get_game("whisk(edition=seymour-1734)").score_rules.call_at == 8
    assert get_game("whisk(edition=full-pack)").title == "Whisk (ten up, the full pack, no stock)"
    assert get_game("ruff-and-honours(ruff=false)").title.endswith("nine up), varied: ruff=false")
    assert get_game("gleek(trumping=match)").title == get_game("gleek").title  # a reading of the sources
    assert get_game("long-whist(call_needs=two-and-one)").source == get_game("long-whist").source


def test_the_help_says_which_rules_follow_the_target():
    from typer.testing import CliRunner

    from whistodds.cli.app import app

    result = CliRunner().invoke(app, ["table", "--help"], terminal_width=200)
    text = " ".join(result.output.replace("│", " ").split())
    assert "Score rules left unset follow the target (long whist: no_honours_from=target-1, call_at=target-2, " \
           "double_below=half the target, rounded up)" in text


# game -> quotes in its texts, each with the file and line it is from
QUOTES = {
    "long-whist": [("Ten points are the game", "bob-short-hoyle-abridged-1793.txt", 156),
                   ("they count two points towards the game; and in case they have four honours, they count four "
                    "points", "bob-short-hoyle-abridged-1793.txt", 154),
                   ("A double is scored when the losers are less than five, a single if they have made five or more",
                    "britannica-1911-whist.txt", 117)],
    "ruff-and-honours": [("The game was played nine up; and at the point of eight honours could be called, as at "
                          "long whist", "britannica-1911-whist.txt", 27),
                         ("scored as now", "britannica-1911-whist.txt", 27)],
    "whisk": [("nine in all", "britannica-1911-whist.txt", 39), ("ten in all", "britannica-1911-whist.txt", 39)],
    "american-whist": [("particularly in America, do not count honours at all", "britannica-1911-whist.txt", 75)],
}


# the reading of the call at eight, a parameter of every game scored as whist
CALL = ('at eight a player who holds (two) honours may ask his partner before playing if he too holds an honour ... '
        'If the answer is "Yes," the honours are scored and the game ends', "britannica-1911-whist.txt", 117)


@pytest.mark.parametrize("name", sorted(QUOTES))
def test_every_quote_names_its_source_and_is_there(name, sources_dir):
    game = get_game(name)
    texts = [game.source, game.score_rules.source, *(p.source for p in get_family(name).parameters)]
    # every quoted passage (an apostrophe has a letter on each side), but for the title of the article 'Whist'
    found = {quote for text in texts for quote in re.findall(r"(?<![A-Za-z])'(.+?)'(?![A-Za-z])", text)} - {"Whist"}
    assert found == {quote for quote, _, _ in [*QUOTES[name], CALL]}, found
    for quote, file, line in [*QUOTES[name], CALL]:
        cited = next(text for text in texts if f"'{quote}'" in text)
        assert f"{file}:{line}" in cited or (file in cited and f"line {line}" in cited), quote  # names its source
        words = (sources_dir / file).read_text(encoding="utf-8").splitlines()[line - 1]
        assert all(part in words for part in quote.split(" ... ")), quote  # ' ... ' marks words left out
