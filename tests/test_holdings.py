"""Holding questions: the grammar, exact figures against independent counts, simulation against exact."""

import itertools
import json
from fractions import Fraction
from math import comb, factorial

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from scipy import stats
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import format_cards, parse_card
from whistodds.games.position import SEATS, Position
from whistodds.odds.holdings.events import evaluate, resolve
from whistodds.odds.holdings.exact import exact_probability
from whistodds.odds.holdings.grammar import (CardClass, ClassKind, Compared, Count, CountOf, CountOfSuit,
                                            HigherThan, Holders, Quantifier, Question, Relation,
                                            SuitScope, parse_question)
from whistodds.odds.holdings import holding_answer, simulate_holding
from whistodds.simulations.conditional import consistent_deals, deal_position

CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
RANKS = "2 3 4 5 6 7 8 9 10 J Q K A".split()
NOTHING = Position()
MINE = Position.from_options(hand=CLUBS)


def exact(text, position=NOTHING):
    return exact_probability(parse_question(text), position)


# -- the grammar --------------------------------------------------------------------------------------

def _cards(*names: str) -> CardClass:
    return CardClass(ClassKind.CARDS, tuple(parse_card(name) for name in names))


def _seat(word: str) -> Holders:
    return Holders(Quantifier.ONE, word)


SPADES = CardClass(ClassKind.SUIT, suit=3)  # clubs 0, diamonds 1, hearts 2, spades 3
TRUMPS = CardClass(ClassKind.TRUMPS)
HONOURS = CardClass(ClassKind.HONOURS)
ACES = CardClass(ClassKind.RANKS, ranks=(14,))
AT_LEAST, AT_MOST, EXACTLY = Relation.AT_LEAST, Relation.AT_MOST, Relation.EXACTLY
MORE, FEWER = Relation.MORE_THAN, Relation.FEWER_THAN

# The issue's sentences, each with its meaning written out by hand: who holds, what, and whether it is denied.
SENTENCES = [
    ("left holds KS", _seat("left"), CountOf(Count(EXACTLY, 1), _cards("KS")), False),
    ("partner holds at least 1 of AS KS QS", _seat("partner"), CountOf(Count(AT_LEAST, 1), _cards("AS", "KS", "QS")),
     False),
    ("left holds exactly 2 of AS KS QS", _seat("left"), CountOf(Count(EXACTLY, 2), _cards("AS", "KS", "QS")), False),
    ("right holds all of AS KS", _seat("right"), CountOf(Count(EXACTLY, 2), _cards("AS", "KS")), False),
    ("partner holds none of AS KS", _seat("partner"), CountOf(Count(EXACTLY, 0), _cards("AS", "KS")), False),
    ("dealer holds at least 6 trumps", _seat("dealer"), CountOf(Count(AT_LEAST, 6), TRUMPS), False),
    ("left holds exactly 3 spades", _seat("left"), CountOf(Count(EXACTLY, 3), SPADES), False),
    ("right holds all 4 kings", _seat("right"),
     CountOf(Count(EXACTLY, 4, everything=True), CardClass(ClassKind.RANKS, ranks=(13,))), False),
    ("partner holds no cards above 9", _seat("partner"),
     CountOf(Count(EXACTLY, 0), CardClass(ClassKind.ABOVE, above=9)), False),
    ("any hand holds 13 cards of one suit", Holders(Quantifier.ANY),  # a bare count: exactly (13 is the most)
     CountOfSuit(Count(EXACTLY, 13), SuitScope.SOME), False),
    ("no hand holds fewer than 2 cards of some suit", Holders(Quantifier.NO),
     CountOfSuit(Count(FEWER, 2), SuitScope.SOME), False),
    ("partner holds a higher spade than right", _seat("partner"), HigherThan(SPADES, _seat("right")), False),
    ("not left holds KS", _seat("left"), CountOf(Count(EXACTLY, 1), _cards("KS")), True),
    ("not dealer holds at least 6 trumps", _seat("dealer"), CountOf(Count(AT_LEAST, 6), TRUMPS), True),
    ("eldest holds at least 2 honours", _seat("eldest"), CountOf(Count(AT_LEAST, 2), HONOURS), False),
    ("each hand holds at least 1 card of every suit", Holders(Quantifier.EACH),
     CountOfSuit(Count(AT_LEAST, 1), SuitScope.EVERY), False),
    ("me holds at most 2 aces", _seat("me"), CountOf(Count(AT_MOST, 2), ACES), False),
    ("left holds more than 3 court cards", _seat("left"),
     CountOf(Count(MORE, 3), CardClass(ClassKind.RANKS, ranks=(13, 12, 11))), False),
    ("left does not hold KS", _seat("left"), CountOf(Count(EXACTLY, 1), _cards("KS")), True),
    ("dealer holds more trumps than eldest", _seat("dealer"), Compared(MORE, TRUMPS, _seat("eldest")), False),
    ("partner holds fewer spades than right", _seat("partner"), Compared(FEWER, SPADES, _seat("right")), False),
    ("left holds as many aces as partner", _seat("left"), Compared(EXACTLY, ACES, _seat("partner")), False),
    ("right holds at least as many honours as left", _seat("right"), Compared(AT_LEAST, HONOURS, _seat("left")),
     False),
    ("partner does not hold AS", _seat("partner"), CountOf(Count(EXACTLY, 1), _cards("AS")), True),
    ("left holds AS", _seat("left"), CountOf(Count(EXACTLY, 1), _cards("AS")), False),
    ("left holds at least 1 of AS KS", _seat("left"), CountOf(Count(AT_LEAST, 1), _cards("AS", "KS")), False),
    ("right holds all of KS AS", _seat("right"), CountOf(Count(EXACTLY, 2), _cards("KS", "AS")), False),
]


@pytest.mark.parametrize(("text", "holders", "holding", "negated"), SENTENCES, ids=[s[0] for s in SENTENCES])
def test_the_issues_sentences_parse(text, holders, holding, negated):
    """Each sentence read as what it says: the holders, the holding and the negation, compared whole."""
    assert parse_question(text) == Question(text=text, holders=holders, holding=holding, negated=negated)


def test_the_issues_sentences_are_all_there():
    assert len(SENTENCES) == len({text for text, *_ in SENTENCES}) == 27


@pytest.mark.parametrize(("text", "message"), [
    ("left holds a lot", "stopped at word 4 'lot'; expected after 'a': a card class"),
    ("lefty holds KS", "stopped at word 1 'lefty'; expected who holds: me, I, left"),
    ("left holds", "stopped at the end; expected what is held: cards"),
    ("left holds at least", "stopped at the end; expected a number"),
    ("left holds 3 spades but more", "stopped at word 5 'but'; expected the end of the question"),
    ("left holds exactly 2 of AS XS", "stopped at word 7 'XS'; expected a card"),
    ("left holds 3 widgets", "stopped at word 4 'widgets'; expected a class of cards"),
    ("any hand holds a higher spade than left", "one seat on each side"),
    ("left holds more spades than any hand", "one seat or side on each side of a comparison"),
    ("left holds more spades than", "stopped at the end; expected who holds"),
    ("left holds as many spades than right", "stopped at word 6 'than'; expected 'as'"),
    ("left holds more cards of one suit than right", "a class of cards to compare"),
    ("left holds 2 cards of many suit", "stopped at word 6 'many'"),
    ("", "is empty"),
])
def test_unreadable_sentences_say_where_they_stopped(text, message):
    with pytest.raises(ValueError, match=message):
        parse_question(text)


@pytest.mark.parametrize(("text", "position", "message"), [
    ("dealer holds KS", NOTHING, "give the dealer's seat"),
    ("left holds at least 2 trumps", NOTHING, "give the trump suit"),
    ("right holds all 3 kings", NOTHING, "has 4 of those cards, not 3"),
    ("left holds a higher spade than left", NOTHING, "cannot hold a higher card than itself"),
])
def test_questions_the_position_cannot_answer(text, position, message):
    with pytest.raises(ValueError, match=message):
        resolve(parse_question(text), position)


# -- exact figures against independent counts ----------------------------------------------------------

def test_named_cards_against_the_hypergeometric():
    named = "AS KS QS JS 10S"
    for m in range(1, 6):
        cards = " ".join(named.split()[:m])
        for k in range(m + 1):
            assert exact(f"partner holds exactly {k} of {cards}", MINE) == Fraction(
                comb(13, k) * comb(26, m - k), comb(39, m))
            assert float(exact(f"left holds at least {k} of {cards}", MINE)) == pytest.approx(
                stats.hypergeom(39, 13, m).sf(k - 1))
    assert exact("right holds all of AS KS", MINE) == Fraction(13 * 12, 39 * 38)
    assert exact("partner holds none of AS KS", MINE) == Fraction(26 * 25, 39 * 38)
    assert exact("left holds KS", MINE) == Fraction(1, 3)
    assert exact("not left holds KS", MINE) == Fraction(2, 3)
    assert exact("left does not hold KS", MINE) == Fraction(2, 3)


def test_classes_from_the_whole_pack():
    assert exact("right holds all 4 kings") == Fraction(comb(48, 9), comb(52, 13))
    assert exact("partner holds no cards above 9") == Fraction(comb(32, 13), comb(52, 13))
    assert exact("left holds exactly 3 spades") == Fraction(comb(13, 3) * comb(39, 10), comb(52, 13))
    assert exact("me holds at least 2 court cards") == Fraction(
        sum(comb(12, k) * comb(40, 13 - k) for k in range(2, 13)), comb(52, 13))
    # Some hand holds all thirteen of a suit: inclusion-exclusion over (hand, suit) pairs.
    total = factorial(52) // factorial(13) ** 4
    some = sum((-1) ** (k + 1) * comb(4, k) ** 2 * factorial(k) * (factorial(52 - 13 * k) // factorial(13) ** (4 - k))
               for k in range(1, 5))
    assert exact("any hand holds 13 cards of one suit") == Fraction(some, total)
    assert exact("left holds 13 cards of one suit") == Fraction(4, comb(52, 13))
    # Left void in spades: his hand is 13 of the 39 others, and partner's spades follow the hypergeometric.
    void = Position.from_options(shown_out=["left:S"])
    assert exact("left holds 13 cards of one suit", void) == Fraction(3, comb(39, 13))
    assert exact("partner holds exactly 5 spades", void) == Fraction(comb(13, 5) * comb(26, 8), comb(39, 13))


def test_the_dealer_holds_the_turn_up():
    position = Position.from_options(turn_up="7S", dealer="left")
    # He holds 7S and 12 of the 51 others, 12 of them trumps: four or more trumps is three or more of those.
    assert exact("dealer holds at least 4 trumps", position) == Fraction(
        sum(comb(12, k) * comb(39, 12 - k) for k in range(3, 13)), comb(51, 12))
    assert exact("left holds 7S", position) == 1
    assert exact("eldest holds at least 1 trump", position) == 1 - Fraction(comb(39, 13), comb(51, 13))
    mine = Position.from_options(hand=CLUBS, turn_up="7S", dealer="right")
    assert float(exact("dealer holds at least 6 trumps", mine)) == pytest.approx(stats.hypergeom(38, 12, 12).sf(4))


def test_a_higher_card():
    # Left holds every spade he can hold? No: with my hand all clubs, partner and right are alike.
    position = Position.from_options(hand=CLUBS)
    assert exact("partner holds a higher spade than right", position) == (1 - Fraction(1, comb(39, 13))) / 2
    known = Position.from_options(hand=CLUBS, known=["right:AS"])
    assert exact("partner holds a higher spade than right", known) == 0
    assert exact("right holds a higher spade than partner", known) == 1


def test_part_way_through_a_hand():
    # Four cards left in each hand, I see mine; two named cards among the 12 unseen: "C has not the two".
    seen = " ".join(f"{r}{s}" for s in "CD" for r in RANKS) + " " + " ".join(f"{r}H" for r in RANKS[:10])
    position = Position.from_options(hand="AS KS 3S 4S", seen=seen, sizes="me=4,left=4,partner=4,right=4")
    assert exact("right holds none of QS JS", position) == Fraction(comb(8, 2), comb(12, 2))
    # A card lies with the hand that has more room: four places against three.
    room = Position.from_options(hand="AS KS 3S", seen=seen + " 4S 5S 6S", sizes="me=3,left=4,partner=3,right=3")
    assert exact("left holds QS", room) == Fraction(4, 10)


def test_comparisons_between_hands():
    # My hand all clubs: the 13 spades among the 39 cards of three hands of 13 (a multivariate hypergeometric).
    def spades(a, b):
        return Fraction(comb(13, a) * comb(13, b) * comb(13, 13 - a - b), comb(39, 13))
    pairs = [(a, b) for a in range(14) for b in range(14 - a)]
    assert exact("partner holds more spades than left", MINE) == sum(spades(a, b) for a, b in pairs if a > b)
    assert exact("partner holds as many spades as left", MINE) == sum(spades(a, b) for a, b in pairs if a == b)
    assert exact("partner holds fewer spades than left", MINE) == exact("left holds more spades than partner", MINE)
    assert exact("right holds at least as many spades as left", MINE) == 1 - exact(
        "right holds fewer spades than left", MINE)
    # The dealer holds the turn-up: 1 + 12 of the 51 others against eldest's 13 of them.
    turned = Position.from_options(turn_up="7S", dealer="right")
    ahead = exact("dealer holds more trumps than eldest", turned)
    behind = exact("eldest holds more trumps than dealer", turned)
    level = exact("dealer holds as many trumps as eldest", turned)
    assert ahead + behind + level == 1 and ahead > behind
    with pytest.raises(ValueError, match="a hand is compared with itself"):
        exact("left holds more spades than left")


def brute_force(position, event):
    """Every deal of the unseen cards into the free places, voids respected: (favourable, total)."""
    unseen = position.unseen
    masks = []

    def place(index, hands, free):
        if index == len(unseen):
            masks.append(list(hands))
            return
        card = unseen[index]
        for seat in SEATS:
            s = seat.index
            if free[s] and position.may_hold(seat, card // 13):
                hands[s] |= 1 << card
                free[s] -= 1
                place(index + 1, hands, free)
                free[s] += 1
                hands[s] &= ~(1 << card)

    place(0, [sum(1 << c for c in hand) for hand in position.known], list(position.free))
    if not masks:
        return 0, 0
    return int(evaluate(event, np.asarray(masks, np.uint64)).sum()), len(masks)


SMALL_QUESTIONS = [
    "left holds KS", "partner holds at least 1 of AS KS QS", "left holds exactly 2 of AS KS QS",
    "right holds all of AS KS", "partner holds none of AS KS", "dealer holds at least 2 trumps",
    "left holds exactly 1 spades", "right holds all 4 kings", "partner holds no cards above 9",
    "any hand holds 3 cards of one suit", "no hand holds fewer than 1 cards of some suit",
    "partner holds a higher spade than right", "not eldest holds at least 1 honours",
    "each hand holds at least 1 card of every suit", "left holds a higher trump than partner",
    "dealer holds more trumps than eldest", "partner holds fewer spades than left",
    "left holds as many cards above 9 as right", "right holds at least as many aces as me",
    "not me holds at most as many kings as partner",
]

# Twelve cards in play, the rest seen: four hands of 2-4 cards.
IN_PLAY = [parse_card(c) for c in "AS KS QS 10S AH KH 9H 2H AD KD 5C KC".split()]


@st.composite
def small_positions(draw):
    sizes = draw(st.lists(st.integers(2, 4), min_size=4, max_size=4).filter(lambda s: sum(s) <= 12))
    cards = draw(st.permutations(IN_PLAY))[:sum(sizes)]
    mine = cards[:sizes[0]]
    seen = [c for c in parse_pack() if c not in cards]
    known = [f"partner:{format_cards(cards[sizes[0]:sizes[0] + 1])}"] if draw(st.booleans()) else []
    void = draw(st.sampled_from(["", "left:S", "right:H", "partner:D", "left:S,H", "right:S,partner:H"]))
    turn_up = draw(st.sampled_from([None, *cards]))
    dealer = "me" if turn_up in mine else draw(st.sampled_from(["left", "partner", "right"]))
    try:
        position = Position.from_options(
            hand=format_cards(mine), known=known, seen=format_cards(seen),
            sizes=",".join(f"{s}={n}" for s, n in zip(("me", "left", "partner", "right"), sizes)),
            shown_out=[void] if void else [], trumps="hearts" if turn_up is None else None,
            turn_up=None if turn_up is None else format_cards([turn_up]), dealer=dealer)
    except ValueError:
        assume(False)
    return position


def parse_pack():
    return [parse_card(f"{r}{s}") for s in "CDHS" for r in RANKS]


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(position=small_positions(), text=st.sampled_from(SMALL_QUESTIONS))
def test_exact_against_brute_force_over_every_deal(position, text):
    try:
        event = resolve(parse_question(text), position)
    except ValueError:
        assume(False)
    favourable, total = brute_force(position, event)
    assume(total > 0)
    assert total == consistent_deals(position)
    assert exact_probability(event, position) == Fraction(favourable, total)


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(position=small_positions(), text=st.sampled_from(SMALL_QUESTIONS), seed=st.integers(0, 2**32))
def test_simulation_within_5_se_of_exact(position, text, seed):
    try:
        event = resolve(parse_question(text), position)
    except ValueError:
        assume(False)
    figure = exact_probability(event, position)
    simulated = simulate_holding(event, position, 20_000, seed)
    if figure in (0, 1):
        assert simulated.estimate == figure
    else:
        p = float(figure)  # the standard error of the exact figure: a tiny p's estimate may have none of its own
        assert abs(simulated.estimate - p) < 5 * (p * (1 - p) / simulated.trials) ** 0.5


def test_conditional_deals_respect_the_position():
    position = Position.from_options(hand=CLUBS, known=["partner:AS"], turn_up="7H", dealer="right",
                                     shown_out=["left:spades"])
    masks = deal_position(position, 50_000, seed=7)
    assert (np.bitwise_count(masks) == 13).all()
    assert (np.bitwise_or.reduce(masks, axis=1) == np.uint64(2**52 - 1)).all()
    assert (masks[:, 1] & np.uint64(0x1FFF << 39) == 0).all()  # left: no spades
    assert (masks[:, 3] >> np.uint64(parse_card("7H")) & np.uint64(1) == 1).all()
    assert (deal_position(position, 1000, seed=3) == deal_position(position, 1000, seed=3, threads=1)).all()
    # With left void in spades the 12 other spades go to partner and right, 6 apiece on average.
    spades = np.bitwise_count(masks[:, 2] & np.uint64(0x1FFF << 39)).astype(float)
    expected = float(exact("partner holds at least 7 spades", position))
    observed = (spades >= 7).mean()
    assert abs(observed - expected) < 5 * np.sqrt(expected * (1 - expected) / len(masks))


def test_out_of_reach_is_said_not_guessed():
    answer = holding_answer("no hand holds fewer than 2 cards of some suit", NOTHING, n_deals=20_000, seed=1)
    assert answer.exact is not None
    capped = holding_answer("no hand holds fewer than 2 cards of some suit", NOTHING, n_deals=20_000, seed=1,
                            budget=100)
    assert capped.exact is None and 0.18 < capped.simulated.estimate < 0.23 and capped.odds


# -- the command --------------------------------------------------------------------------------------

runner = CliRunner()


@pytest.mark.parametrize(("args", "fraction"), [
    (["left holds KS", "--hand", CLUBS], "1/3"),
    (["partner holds at least 1 of AS KS QS", "--hand", CLUBS], str(1 - Fraction(26 * 25 * 24, 39 * 38 * 37))),
    (["left holds exactly 2 of AS KS QS", "--hand", CLUBS], str(Fraction(3 * comb(13, 2) * 26, comb(39, 3) * 3))),
    (["right holds all of AS KS", "--hand", CLUBS], str(Fraction(13 * 12, 39 * 38))),
    (["partner holds none of AS KS", "--hand", CLUBS], str(Fraction(26 * 25, 39 * 38))),
    (["dealer holds at least 6 trumps", "--turn-up", "7S", "--dealer", "left"], None),
    (["left holds exactly 3 spades"], str(Fraction(comb(13, 3) * comb(39, 10), comb(52, 13)))),
    (["right holds all 4 kings"], str(Fraction(comb(48, 9), comb(52, 13)))),
    (["partner holds no cards above 9"], str(Fraction(comb(32, 13), comb(52, 13)))),
    (["any hand holds 13 cards of one suit", "--deals", "1000"], None),
    (["no hand holds fewer than 2 cards of some suit", "--deals", "1000"], None),
    (["partner holds a higher spade than right", "--hand", CLUBS, "--known", "right:AS"], "0"),
    (["not left holds KS", "--hand", CLUBS], "2/3"),
    (["eldest holds at least 1 trump", "--trumps", "S", "--dealer", "right", "--seen",
      "2C 3C 4C 5C", "--shown-out", "me:S"], None),
])
def test_each_cli_form(args, fraction):
    result = runner.invoke(app, ["holding", *args, "--deals", "20000", "--format", "json"]
                           if "--deals" not in args else ["holding", *args, "--format", "json"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)  # the seed drawn is said on stderr
    assert set(figures) >= {"exact_fraction", "exact_probability", "odds", "simulated_probability", "simulated_se",
                            "deals", "seed"}
    if fraction is not None:
        assert figures["exact_fraction"] == (fraction if "/" in fraction else f"{fraction}/1")
    p, se = figures["exact_probability"], figures["simulated_se"]
    assert abs(figures["simulated_probability"] - p) <= 5 * se + (1e-9 if p in (0, 1) else 0) or se == 0


def test_cli_text_output():
    result = runner.invoke(app, ["holding", "left holds KS", "--hand", CLUBS, "--deals", "10000"])
    assert result.exit_code == 0
    assert "1/3" in result.output and "2 to 1 against" in result.output and "10,000 deals" in result.output


@pytest.mark.parametrize(("args", "message"), [
    (["left holds a lot"], "stopped at word 4 'lot'"),
    (["left holds KS", "--hand", "AS AS"], "card AS is written twice"),
    (["dealer holds KS"], "give the dealer's seat"),
    (["left holds KS", "--sizes", "me=1"], "leave out left"),
    (["left holds KS", "--known", "north:AS"], "seat 'north'"),
    (["left holds KS", "--deals", "0"], "--deals"),
    (["left holds KS", "--hand", CLUBS, "--known", "left:AC"], "in two places"),
])
def test_cli_bad_input_is_one_line_exit_2(args, message):
    result = runner.invoke(app, ["holding", *args])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


# -- Bob Short's six Calculations, re-stated as holding questions ------------------------------------------

def calculation_questions():
    """Each Calculation and reading as a sentence: my hand all clubs, the named cards the top spades."""
    from whistodds.families.whist.odds.calculations import calculation_statements, describe_reading

    named = "AS KS QS JS".split()
    for statement in calculation_statements():
        for reading in statement.readings:
            relation = "at least" if reading == "at_least" else "exactly"
            cards = " ".join(named[:statement.named_cards])
            sentence = f"partner holds {relation} {statement.held} of {cards}"
            yield statement, describe_reading(statement, reading), ("not " if statement.negated else "") + sentence


def test_the_six_calculations_unchanged():
    from whistodds.families.whist.odds.calculations import verify_calculations

    table = verify_calculations(n_deals=1000, seed=1)
    questions = list(calculation_questions())
    assert len({statement.id for statement, _, _ in questions}) == 6 and len(questions) == len(table)
    for (statement, reading, sentence), (_, row) in zip(questions, table.iterrows()):
        assert (row["statement"], row["reading"]) == (statement.id, reading)
        figure = exact(sentence, MINE)
        assert str(figure) == row["exact_fraction"], sentence
        # And against the hypergeometric written out.
        k, m = statement.held, statement.named_cards
        ks = [k] if " exactly " in sentence else range(k, m + 1)
        holds = sum(Fraction(comb(13, j) * comb(26, m - j), comb(39, m)) for j in ks)
        assert figure == (1 - holds if statement.negated else holds)


@pytest.mark.parametrize("text", ["partner holds at least 6 spades", "right holds exactly 4 hearts",
                                  "left holds at least 12 diamonds", "partner holds a higher heart than right",
                                  "right holds exactly 7 spades", "partner holds KC"])
def test_two_hands_shown_out_of_three_suits(text):
    position = Position.from_options(hand="AS KS 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC",
                                     shown_out=["left:S,H", "right:D"], turn_up="4H", dealer="partner")
    answer = holding_answer(text, position, n_deals=100_000, seed=11)
    p = float(answer.exact)
    assert 0 < p < 1
    assert abs(answer.simulated.estimate - p) < 5 * (p * (1 - p) / answer.deals) ** 0.5


def test_exactly_as_many_reads_as_as_many():
    import json

    from typer.testing import CliRunner

    from whistodds.cli.app import app

    hand = ["--trumps", "hearts", "--hand", "AH KH 2S 3S 4S 5S 6S 7D 8D 9D 2C 3C 4C", "--deals", "2000",
            "--format", "json"]
    answers = [json.loads(CliRunner().invoke(app, ["holding", question, *hand]).stdout)["exact_fraction"]
               for question in ("left holds exactly as many trumps as right", "left holds as many trumps as right")]
    # Counted apart: 11 trumps and 28 other cards unseen, 13 to each of left, partner and right.
    from fractions import Fraction
    from math import comb

    same = sum(comb(11, k) * comb(28, 13 - k) * comb(11 - k, k) * comb(15 + k, 13 - k) for k in range(6))
    assert answers[0] == answers[1] == str(Fraction(same, comb(39, 13) * comb(26, 13)))
