"""Holding sentences in the books' words (#40) and the holding command like every other (#39 item 6).

Every figure is checked against a count written here with math.comb and fractions, or against every deal of
a small position enumerated here with plain Python (the conditions written as Python, not the project's)."""

import itertools
import json
from fractions import Fraction
from math import comb, factorial

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import parse_card
from whistodds.games.position import Position
from whistodds.odds.holdings import holding_answer
from whistodds.odds.holdings.sentences import parse_sentence, reading, resolve_sentence, sentence_exact

CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
MINE = Position.from_options(hand=CLUBS)
NOTHING = Position()
SPADES = Position.from_options(trumps="spades")


def exact(text, position=NOTHING):
    return sentence_exact(resolve_sentence(parse_sentence(text), position), position)


def one_hand(test):
    """P(one hand of 13 from the full pack has suit lengths passing ``test``): multinomial over lengths."""
    ways = sum(comb(13, a) * comb(13, b) * comb(13, c) * comb(13, d)
               for a, b, c, d in itertools.product(range(14), repeat=4) if a + b + c + d == 13 and test((a, b, c, d)))
    return Fraction(ways, comb(52, 13))


DEALS = factorial(52) // factorial(13) ** 4


# -- each form against a count written here -------------------------------------------------------------

FORMS = [
    # Counts read as meant: 0 and "no" are none; a bare count of a class is exactly; of named cards at least.
    ("me holds 0 cards above 9", NOTHING, Fraction(comb(32, 13), comb(52, 13))),
    ("me holds no card above the nine", NOTHING, Fraction(comb(32, 13), comb(52, 13))),
    ("partner holds 0 of AS KS", MINE, Fraction(comb(26, 2), comb(39, 2))),
    ("me holds 2 aces", NOTHING, Fraction(comb(4, 2) * comb(48, 11), comb(52, 13))),
    ("me holds two aces", NOTHING, Fraction(comb(4, 2) * comb(48, 11), comb(52, 13))),
    ("me holds at least 2 aces", NOTHING, sum(Fraction(comb(4, k) * comb(48, 13 - k), comb(52, 13))
                                             for k in range(2, 5))),
    ("me holds 2 aces or more", NOTHING, sum(Fraction(comb(4, k) * comb(48, 13 - k), comb(52, 13))
                                            for k in range(2, 5))),
    ("me holds 2 aces or fewer", NOTHING, sum(Fraction(comb(4, k) * comb(48, 13 - k), comb(52, 13))
                                             for k in range(0, 3))),
    ("me holds an ace", NOTHING, 1 - Fraction(comb(48, 13), comb(52, 13))),
    ("partner holds one of AS KS", MINE, 1 - Fraction(comb(26, 2), comb(39, 2))),
    ("partner holds one card out of any two", MINE, 1 - Fraction(comb(26, 2), comb(39, 2))),
    ("partner holds one card out of any three", MINE, 1 - Fraction(comb(26, 3), comb(39, 3))),
    ("partner holds exactly one of AS KS", MINE, Fraction(13 * 26, comb(39, 2))),
    ("me holds 3 or 4 aces", NOTHING, sum(Fraction(comb(4, k) * comb(48, 13 - k), comb(52, 13)) for k in (3, 4))),
    # The books' seats and cards.
    ("the dealer holds four trumps or more", Position.from_options(turn_up="7S", dealer="left"),
     Fraction(sum(comb(12, k) * comb(39, 12 - k) for k in range(3, 13)), comb(51, 12))),
    ("your partner has not the ace of spades", MINE, Fraction(2, 3)),
    ("the left-hand adversary holds the knave of hearts", MINE, Fraction(1, 3)),
    ("the second hand holds the knave of trumps", Position.from_options(hand=CLUBS, trumps="H", dealer="me"),
     Fraction(1, 3)),
    ("the eldest hand holds a yarborough", Position.from_options(dealer="right"), Fraction(comb(32, 13), comb(52, 13))),
    ("left holds an honour in spades", NOTHING, 1 - Fraction(comb(48, 13), comb(52, 13))),
    ("left holds a small trump", SPADES, 1 - Fraction(comb(44, 13), comb(52, 13))),
    ("left holds a court card", NOTHING, 1 - Fraction(comb(40, 13), comb(52, 13))),
    ("the right-hand adversary holds a better spade than your partner", MINE,
     (1 - Fraction(1, comb(39, 13))) / 2),
    # Sides and either/each.
    ("we hold at least 7 trumps between us", SPADES,
     Fraction(sum(comb(13, k) * comb(39, 26 - k) for k in range(7, 14)), comb(52, 26))),
    ("me and partner hold at least 7 trumps between them", SPADES,
     Fraction(sum(comb(13, k) * comb(39, 26 - k) for k in range(7, 14)), comb(52, 26))),
    ("we hold all four honours", SPADES, Fraction(comb(48, 22), comb(52, 26))),
    ("the adversaries hold all four honours", SPADES, Fraction(comb(48, 22), comb(52, 26))),
    ("either side holds all four honours", SPADES, 2 * Fraction(comb(48, 22), comb(52, 26))),
    ("each side holds two honours", SPADES, Fraction(comb(4, 2) * comb(48, 24), comb(52, 26))),
    ("one of the adversaries holds the king of hearts", MINE, Fraction(2, 3)),
    ("left or right holds KS", MINE, Fraction(2, 3)),
    ("both adversaries hold a spade", MINE,
     1 - 2 * Fraction(comb(26, 13), comb(39, 13)) + Fraction(comb(13, 13), comb(39, 13))),
    # Patterns and suit lengths.
    ("partner holds a 4-4-3-2 hand", NOTHING, one_hand(lambda n: sorted(n) == [2, 3, 4, 4])),
    ("partner holds a 3-2-4-4 hand", NOTHING, one_hand(lambda n: sorted(n) == [2, 3, 4, 4])),
    ("left holds a four-card suit", NOTHING, one_hand(lambda n: 4 in n)),
    ("left holds a suit of five or more", NOTHING, one_hand(lambda n: max(n) >= 5)),
    ("left holds a void", NOTHING, one_hand(lambda n: 0 in n)),
    ("left holds a singleton", NOTHING, one_hand(lambda n: 1 in n)),
    ("left holds a doubleton", NOTHING, one_hand(lambda n: 2 in n)),
    ("left holds a void or a singleton", NOTHING, one_hand(lambda n: min(n) <= 1)),
    ("left holds no singleton or void", NOTHING, one_hand(lambda n: min(n) >= 2)),
    ("left holds a void in spades", NOTHING, Fraction(comb(39, 13), comb(52, 13))),
    ("each hand holds a 4-3-3-3 hand", NOTHING,
     Fraction(24 * (factorial(13) // (factorial(4) * factorial(3) ** 3)) ** 4, DEALS)),
    # Joined and given.
    ("left holds AS and right holds KS", MINE, Fraction(13 * 13, 39 * 38)),
    ("left holds AS or right holds AS", MINE, Fraction(2, 3)),
    ("left holds AS and not right holds KS", MINE, Fraction(13, 39) * Fraction(25, 38)),
    ("not (left holds AS or right holds AS)", MINE, Fraction(1, 3)),
    ("partner holds KS given left holds AS", MINE, Fraction(13, 38)),
    ("partner holds AH given left holds no hearts", NOTHING, Fraction(1, 3)),
    ("partner holds AH given that left has shown out of hearts", NOTHING, Fraction(1, 3)),
    ("left holds a void given left holds no spades", NOTHING, Fraction(1)),
]


@pytest.mark.parametrize(("text", "position", "figure"), FORMS, ids=[form[0] for form in FORMS])
def test_each_form_against_its_count(text, position, figure):
    assert exact(text, position) == figure


def test_counts_say_their_sense():
    assert "[a bare count: exactly]" in reading(parse_sentence("me holds 2 aces"))
    assert "at least 1 of AS KS [a bare count of named cards: at least]" in reading(
        parse_sentence("partner holds 1 of AS KS"))
    assert "exactly 0 cards above 9 [0: none]" in reading(parse_sentence("me holds 0 cards above 9"))
    assert "at least 4 trumps [as written]" in reading(parse_sentence("the dealer holds four trumps or more"))
    dealt = Position.from_options(dealer="right")
    assert "eldest (me)" in reading(parse_sentence("the eldest hand holds a void"), dealt)


def test_and_binds_first_and_the_other_reading_is_named():
    answer = holding_answer("left holds AS and right holds KS or partner holds QS", MINE, n_deals=2000, seed=1)
    a, b, c = Fraction(1, 3), Fraction(1, 3), Fraction(1, 3)
    ab = Fraction(13 * 13, 39 * 38)
    # (A and B) or C = P(AB) + P(C) - P(ABC); A and (B or C) = P(AB) + P(AC) - P(ABC)
    abc = Fraction(13 * 13 * 13, 39 * 38 * 37)
    assert answer.exact == ab + c - abc
    assert answer.other is not None and answer.other.exact == ab + ab - abc
    assert "'and' first" in answer.other.note
    del a, b


# -- brute force over every deal of a small position --------------------------------------------------

RANKS = "2 3 4 5 6 7 8 9 10 J Q K A".split()
IN_PLAY = "AS KS 10S 2S AH QH 3H KD 5D 9C".split() + ["JC", "4C"]  # twelve cards, three a hand
MY_THREE = ["AS", "3H", "4C"]


def small_position(shown_out=()):
    seen = [f"{r}{s}" for s in "CDHS" for r in RANKS if f"{r}{s}" not in IN_PLAY]
    return Position.from_options(hand=" ".join(MY_THREE), seen=" ".join(seen), trumps="spades",
                                 sizes="me=3,left=3,partner=3,right=3", shown_out=list(shown_out))


def deals(shown_out=()):
    """Every deal of the nine unseen cards three a hand, written out: hands as sets of card names."""
    unseen = [c for c in IN_PLAY if c not in MY_THREE]
    out = []
    for left in itertools.combinations(unseen, 3):
        rest = [c for c in unseen if c not in left]
        for partner in itertools.combinations(rest, 3):
            right = tuple(c for c in rest if c not in partner)
            hands = {"me": set(MY_THREE), "left": set(left), "partner": set(partner), "right": set(right)}
            if all(not any(c.endswith(suit) for c in hands[seat]) for seat, suit in shown_out):
                out.append(hands)
    return out


def lengths(hand):
    return sorted((sum(1 for c in hand if c.endswith(s)) for s in "CDHS"), reverse=True)


def n(hand, suit):
    return sum(1 for c in hand if c.endswith(suit))


HONOURS = {"AS", "KS", "QS", "JS"}
SMALL_SENTENCES = [
    ("left holds KS and right holds AH", lambda h: "KS" in h["left"] and "AH" in h["right"]),
    ("left holds KS or partner holds KD", lambda h: "KS" in h["left"] or "KD" in h["partner"]),
    ("we hold at least 3 trumps", lambda h: n(h["me"] | h["partner"], "S") >= 3),
    ("they hold 2 honours", lambda h: len((h["left"] | h["right"]) & HONOURS) == 2),
    ("either side holds 1 honour", lambda h: len((h["me"] | h["partner"]) & HONOURS) == 1
     or len((h["left"] | h["right"]) & HONOURS) == 1),
    ("we hold more trumps than left and right", lambda h: n(h["me"] | h["partner"], "S")
     > n(h["left"] | h["right"], "S")),
    ("partner holds a 2-1-0-0 hand", lambda h: lengths(h["partner"]) == [2, 1, 0, 0]),
    ("each hand holds a 1-1-1-0 hand", lambda h: all(lengths(x) == [1, 1, 1, 0] for x in h.values())),
    ("no hand holds a doubleton", lambda h: not any(2 in lengths(x) for x in h.values())),
    ("left holds a singleton and right holds a doubleton",
     lambda h: 1 in lengths(h["left"]) and 2 in lengths(h["right"])),
    ("left holds a suit of two or more or partner holds a void in hearts",
     lambda h: max(lengths(h["left"])) >= 2 or n(h["partner"], "H") == 0),
    ("not (left holds KS or right holds KS) and partner holds a 1-1-1-0 hand",
     lambda h: "KS" in h["partner"] and lengths(h["partner"]) == [1, 1, 1, 0]),
    ("one of the adversaries holds 2 trumps", lambda h: n(h["left"], "S") == 2 or n(h["right"], "S") == 2),
    ("left holds more trumps than right and partner holds AH",
     lambda h: n(h["left"], "S") > n(h["right"], "S") and "AH" in h["partner"]),
    ("left holds a higher spade than right or partner holds a void",
     lambda h: max((RANKS.index(c[:-1]) for c in h["left"] if c.endswith("S")), default=-1)
     > max((RANKS.index(c[:-1]) for c in h["right"] if c.endswith("S")), default=-1) or 0 in lengths(h["partner"])),
    ("we hold at least 4 trumps and left holds a doubleton",
     lambda h: n(h["me"] | h["partner"], "S") >= 4 and 2 in lengths(h["left"])),
]


@pytest.mark.parametrize("shown_out", [(), (("left", "S"),)])
@pytest.mark.parametrize(("text", "test"), SMALL_SENTENCES, ids=[s[0] for s in SMALL_SENTENCES])
def test_joined_conditions_and_patterns_against_every_deal(text, test, shown_out):
    position = small_position([f"{seat}:{suit}" for seat, suit in shown_out])
    every = deals(shown_out)
    figure = exact(text, position)
    brute = Fraction(sum(1 for h in every if test(h)), len(every))
    if figure is not None:
        assert figure == brute
    else:  # a higher card with a pattern is not counted: simulated only
        assert "higher" in text
    answer = holding_answer(text, position, n_deals=20_000, seed=5)
    p = float(brute)
    assert abs(answer.simulated.estimate - p) <= 5 * (p * (1 - p) / 20_000) ** 0.5 + 1e-12


@pytest.mark.parametrize(("first", "second"), [(0, 2), (5, 4), (7, 1), (9, 12), (15, 11), (6, 2)])
def test_given_against_every_deal(first, second):
    (a_text, a), (b_text, b) = SMALL_SENTENCES[first], SMALL_SENTENCES[second]
    position = small_position()
    every = deals()
    met = [h for h in every if b(h)]
    figure = exact(f"({a_text}) given ({b_text})", position) if "(" in a_text else exact(
        f"{a_text} given {b_text}", position)
    assert figure == Fraction(sum(1 for h in met if a(h)), len(met))


ATOMS = [text for text, _ in SMALL_SENTENCES if " and " not in text and " or " not in text] + [
    "left holds KS", "partner holds AH", "right holds a void", "me holds AS", "left holds exactly 1 trump",
    "partner holds at most 1 heart", "right holds 5D", "we hold 2 honours"]


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(a=st.sampled_from(ATOMS), b=st.sampled_from(ATOMS), negate=st.booleans())
def test_or_and_given_identities_on_random_sentences(a, b, negate):
    position = small_position()
    a = f"not ({a})" if negate else a
    pa, pb = exact(a, position), exact(b, position)
    both, either = exact(f"({a}) and ({b})", position), exact(f"({a}) or ({b})", position)
    assert either == pa + pb - both
    if pb:
        assert exact(f"({a}) given ({b})", position) * pb == both


# -- the command ---------------------------------------------------------------------------------------

runner = CliRunner()


def test_the_seed_is_drawn_and_said_and_repeats():
    first = runner.invoke(app, ["holding", "left holds a void", "--deals", "5000", "--format", "json"])
    assert first.exit_code == 0, first.output
    said = first.stderr.strip()
    assert said.startswith("seed drawn; pass --seed ")
    seed = int(said.split("--seed ")[1].split()[0])
    assert json.loads(first.stdout)["seed"] == seed
    again = runner.invoke(app, ["holding", "left holds a void", "--deals", "5000", "--format", "json", "--seed",
                                str(seed)])
    assert json.loads(again.stdout) == json.loads(first.stdout) and not again.stderr


@pytest.mark.parametrize("fmt", ["csv", "json", "markdown", "text"])
def test_every_format_carries_the_reading(fmt, tmp_path):
    out = tmp_path / f"answer.{fmt}"
    result = runner.invoke(app, ["holding", "me holds 2 aces", "--deals", "2000", "--seed", "3", "--format", fmt,
                                 "--out", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text()
    assert "me holds exactly 2 aces [a bare count: exactly]" in text
    assert str(Fraction(comb(4, 2) * comb(48, 11), comb(52, 13))) in text
    if fmt == "csv":
        import pandas as pd

        assert pd.read_csv(out)["reading"][0].startswith("me holds exactly 2 aces")


def test_the_hand_as_dealt_with_the_cards_seen():
    tricks = ("left:5S partner:KS right:2S me:AS; me:3H left:2D partner:QH right:4H; "
              "partner:7C right:8C me:9C left:10C")
    now = "KH JH 10H 9H 8H 7H 6H 5H 2H AD"
    answers = []
    for hand in (now, now + " AS 3H 9C"):
        result = runner.invoke(app, ["holding", "partner holds AH", "--hand", hand, "--seen", tricks, "--trumps",
                                     "hearts", "--deals", "1000", "--seed", "1", "--format", "json"])
        assert result.exit_code == 0, result.output
        answers.append(json.loads(result.stdout))
    assert answers[0] == answers[1] and answers[0]["exact_fraction"] == "1/2"


@pytest.mark.parametrize(("args", "message"), [
    (["left holds a void or singelton"], "word 6 'singelton'; expected after 'or': 'more'"),
    (["partner holds the king"], "stopped at the end; expected the suit"),
    (["the dealer holds four trumps or mroe"], "word 7 'mroe'; expected after 'or'"),
    (["lefty holds KS"], "expected who holds: me, I, left, partner"),
    (["me holds 3 trumps between them", "--trumps", "S"], "expected a side before 'between them'"),
    (["partner holds a 4-4-3-3 hand"], "adding up to the 13 cards"),
    (["(left holds KS"], "expected ')' to close"),
    (["partner holds KS given left holds KS and right holds KS"], "cannot happen"),
    (["left holds KS", "--out", "/nonexistent-folder/x.csv"], "does not exist"),
])
def test_bad_sentences_are_one_line_exit_2(args, message):
    result = runner.invoke(app, ["holding", *args, "--deals", "1000"])
    assert result.exit_code == 2, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1
