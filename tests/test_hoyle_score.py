"""The rules fixed in ``hoyle`` and the rules of ``hoyle-score``, each on a position where it
applies and one where it does not (Bob Short, 1793, Short Standing Rules; 1911 Britannica).

Seats: 0 is the player asked, 2 his partner, 1 and 3 the adversaries; seat 0 leads unless
a trick is given.  Cards not in seat 0's hand, not in the trick and not listed as played
are unseen.  A context is ``(win_at, save_at)`` for seat 0's side: it wins the game this
hand with ``win_at`` tricks, and keeps the adversaries from winning it with ``save_at``.
"""

import numpy as np
import pytest

from whistodds.games import LONG_WHIST
from whistodds.games.cards import format_card, parse_card
from whistodds.simulations.play import state as S
from whistodds.simulations.play.compiled.engine import refuses_to_trump
from whistodds.simulations.play.inspect import what_would_play
from whistodds.simulations.play.models import get_model

NEUTRAL = (14, 0)


def play(hand, *, trump, model="hoyle", trick=(), played="", **kwargs):
    gone = {parse_card(c) for c in played.split()} | {parse_card(c) for c in trick}
    mine = {parse_card(c) for c in hand.split()}
    unseen = [c for c in LONG_WHIST.cards if c not in gone and c not in mine]
    card = what_would_play(get_model(model), LONG_WHIST, [hand, "", "", ""], trump=trump, seat=0, trick=trick,
                           unseen=unseen, **kwargs)
    return format_card(card)


# ---- the fixes to hoyle ----------------------------------------------------------------

def test_rule_III_after_the_ace_the_king_when_weak_in_trumps():
    # The ace of spades led and won; weak in trumps (two): the king, now the best left.
    hand = "KS 7S 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C"
    assert play(hand, trump="H", played="AS 2S 3S 5S", led_before={0: ["AS"]}) == "KS"
    # Not led before: a lone king, now the best left, counts as an ace without its king (XI): a small one.
    assert play(hand, trump="H", played="AS 2S 3S 5S") == "4S"
    # Led before, but a small card first: the king was not the ace's partner, so a small one (XI).
    assert play(hand, trump="H", played="AS 2S 3S 5S", led_before={0: ["5S"]}) == "4S"


def test_rule_XI_no_ace_without_the_king_after_leading_the_suit():
    # A 10 7 4 with the king out; I led the six of spades before: still no ace (was: the ace).
    hand = "AS 10S 7S 4S 9H 8H 5D 4D 3D 9C 8C 7C"
    assert play(hand, trump="H", played="6S 2S 3S 5S", led_before={0: ["6S"]}) == "4S"
    # With the king: the ace.
    assert play("AS KS 7S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H", played="6S 2S 3S 5S",
                led_before={0: ["6S"]}) == "AS"


def test_rule_IV_the_highest_of_any_terce():
    # J 10 9 with A K Q still out: a terce, so the knave (was: the lowest).
    assert play("JS 10S 9S 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "JS"
    assert play("10S 9S 8S 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "10S"
    # Only two in sequence below three higher cards out: not a sequence lead, the lowest.
    assert play("JS 10S 7S 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "4S"


def test_rule_VII_a_trump_with_four():
    assert play("9H 7H 6H 4H KS 8S 5S 3S 9D 6D 3D 8C 4C", trump="H")[-1] == "H"
    assert play("9H 7H 6H KS 8S 5S 3S 2S 9D 6D 3D 8C 4C", trump="H")[-1] != "H"  # three: not
    # With III's holding (ace, king and small ones), III decides: a small spade.
    assert play("AS KS 7S 4S 9H 8H 7H 6H 5D 4D 3D 9C 8C", trump="H") == "4S"
    # ... even where another plain suit is longer: III's small card, not the strong suit's lead.
    assert play("AS KS 7S 4S 9H 8H 7H 6H QD 9D 6D 4D 3D", trump="H") == "4S"
    # Ace, king, queen is not III's holding (a sequence of three): VII's trump.
    assert play("AS KS QS 4S 9H 8H 7H 6H 5D 4D 3D 9C 8C", trump="H")[-1] == "H"
    # Nor ace, king and four small: VII's trump.
    assert play("AS KS 7S 5S 4S 2S 9H 8H 7H 6H 5D 4D 9C", trump="H")[-1] == "H"


def _refusal_state(win_card, *, played_to_trick, partner_out_of_trumps=False):
    """Seat 1 (an adversary of seat 0) discards a club while seat 0's spade wins; trumps hearts."""
    st = np.zeros(S.SIZE, np.int64)
    for seat in range(4):
        st[S.SIDE_OF + seat] = seat % 2
        st[S.PARTNERS + seat] = 1 << ((seat + 2) % 4)
    st[S.REMAINING + 3] = (1 << 13) - 1 & ~(1 << win_card)  # spades unplayed but the winning card
    if partner_out_of_trumps:
        st[S.SHOWN_OUT + 2] = 1 << 1
    played = sum(1 << seat for seat in played_to_trick)
    return refuses_to_trump(st, 1, 0, 3, 2, 16 + win_card, 0, played)


def test_rule_XVII_a_refusal_only_where_the_partner_knows_the_best_is_not_with_me():
    # The adversary's card is the best spade left: a refusal.
    assert _refusal_state(12, played_to_trick=(0,))
    # A spade above it is still out and my partner (seat 3) has not played: not one.
    assert not _refusal_state(9, played_to_trick=(0,))
    # ...but once he has played and not beaten it, it is.
    assert _refusal_state(9, played_to_trick=(3, 0))
    # Known to be out of trumps: a discard is no refusal.
    assert not _refusal_state(12, played_to_trick=(0,), partner_out_of_trumps=True)


def test_rule_XVII_no_refusal_over_an_adversarys_trump():
    st = np.zeros(S.SIZE, np.int64)
    for seat in range(4):
        st[S.SIDE_OF + seat] = seat % 2
        st[S.PARTNERS + seat] = 1 << ((seat + 2) % 4)
    assert not refuses_to_trump(st, 1, 0, 3, 2, 32 + 5, 0, 1)


def test_rule_IX_need_not_return_after_winning_with_a_king_holding_only_small_ones():
    hand = "8C 5C KS 9S 7S 5S 3S 9H 8H 4D 3D 2D"
    lengths = {0: {"C": 4}}
    # Just won his lead with the king of clubs: need not return his clubs.
    assert play(hand, trump="H", first_leads={2: "C"}, original_lengths=lengths, played="KC",
                last_winning_card="KC")[-1] != "C"
    # Won with the ace: return them.
    assert play(hand, trump="H", first_leads={2: "C"}, original_lengths=lengths, played="AC",
                last_winning_card="AC")[-1] == "C"
    # Won with a king of another suit, or of trumps: not his lead won, so return them.
    for king in ("KD", "KH"):
        assert play(hand, trump="H", first_leads={2: "C"}, original_lengths=lengths, played=king,
                    last_winning_card=king)[-1] == "C"
    # Won with the king but holding the queen of his suit: return them.
    assert play("QC 5C KS 9S 7S 5S 3S 9H 8H 4D 3D 2D", trump="H", first_leads={2: "C"}, original_lengths=lengths,
                played="KC", last_winning_card="KC")[-1] == "C"


def test_rule_XX_a_force_with_a_renounce():
    # Weak in trumps, partner shown out of spades; void in clubs (a renounce): the force is allowed.
    hand = "KS 9S 7S 5S 3S 8H 5H QD 9D 6D 4D 2D"
    assert play(hand, trump="H", shown_out={2: ["S"]})[-1] == "S"
    # Without a renounce: not (test_hoyle_rules: diamonds instead).
    assert play("KS 9S 7S 5S 3S 8H 5H QD 9D 6D 4D 9C 5C", trump="H", shown_out={2: ["S"]})[-1] == "D"


def test_rule_V_lead_through_a_turned_up_honour_on_the_left():
    # The dealer (seat 1, on my left) turned up the queen of trumps; three trumps: lead one.
    hand = "9H 7H 3H KS 8S 5S 3S 9D 6D 3D 8C 4C 2C"
    assert play(hand, trump="H", dealer=1, turn_up="QH")[-1] == "H"
    # A small turn-up, or the dealer on my right: no.
    assert play(hand, trump="H", dealer=1, turn_up="5H")[-1] != "H"
    assert play(hand, trump="H", dealer=3, turn_up="QH")[-1] != "H"
    # Two trumps: not for hoyle; for hoyle-score when the game is much against us.
    short = "9H 3H KS 8S 5S 3S 9D 6D 3D 8C 4C 2C 7D"
    assert play(short, trump="H", dealer=1, turn_up="QH")[-1] != "H"
    assert play(short, trump="H", dealer=1, turn_up="QH", model="hoyle-score", context=(14, 3))[-1] == "H"
    assert play(short, trump="H", dealer=1, turn_up="QH", model="hoyle-score", context=(9, 3))[-1] != "H"


# ---- hoyle-score ----------------------------------------------------------------------------

def test_rule_VIII_best_trump_when_the_adversaries_are_at_eight_and_no_honour():
    hand = "9H 7H 3H KS 8S 5S 3S 9D 6D 3D 8C 4C 2C"
    # The adversaries need the odd trick and one more (save_at = 13 - 7 = 6).
    assert play(hand, trump="H", model="hoyle-score", context=(14, 6)) == "9H"
    assert play(hand, trump="H", model="hoyle", context=(14, 6)) != "9H"  # hoyle ignores the score
    assert play(hand, trump="H", model="hoyle-score", context=(14, 5)) != "9H"  # they need three
    # With an honour: no.
    assert play("QH 7H 3H KS 8S 5S 3S 9D 6D 3D 8C 4C 2C", trump="H", model="hoyle-score", context=(14, 6)) != "QH"
    # Four trumps: only if they head a sequence (IV's: a terce, or two under one of the best three left).
    assert play("10H 9H 8H 3H KS 8S 5S 9D 6D 3D 8C 4C 2C", trump="H", model="hoyle-score", context=(14, 6)) == "10H"
    assert play("10H 9H 5H 3H KS 8S 5S 9D 6D 3D 8C 4C 2C", trump="H", model="hoyle-score",
                context=(14, 6)) != "10H"  # two in sequence under four honours out: not a sequence


def test_one_more_trick_wins_the_game_play_the_winning_card():
    # Six tricks made, the odd trick wins the game: lead the ace of diamonds, the best left.
    hand = "AD 9S 5S 3S 8H 4C 2C"
    assert play(hand, trump="H", model="hoyle-score", context=(7, 0), tricks_won=(6, 0)) == "AD"
    assert play(hand, trump="H", model="hoyle-score", context=(14, 0), tricks_won=(6, 0)) != "AD"
    # Second hand: the winning card, not second hand low.
    follow = "AS 9S 5S 8H 4C 2C QD"
    assert play(follow, trump="H", trick=["7S"], model="hoyle-score", context=(7, 0), tricks_won=(6, 0)) == "AS"
    assert play(follow, trump="H", trick=["7S"], model="hoyle", context=(7, 0), tricks_won=(6, 0)) == "5S"


def test_rule_XXI_for_the_odd_trick_no_trumping_out_and_no_finesse():
    four_trumps = "9H 7H 6H 4H KS 8S 5S 3S 9D 6D 3D 8C 4C"
    assert play(four_trumps, trump="H", model="hoyle-score", context=(7, 7))[-1] != "H"
    assert play(four_trumps, trump="H", model="hoyle-score", context=(9, 3))[-1] == "H"
    ace_queen = "AS QS 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C"
    assert play(ace_queen, trump="H", trick=["4S", "3S"], model="hoyle-score", context=(7, 7)) == "AS"
    assert play(ace_queen, trump="H", trick=["4S", "3S"], model="hoyle-score", context=(9, 3)) == "QS"


def test_venturesome_when_the_odd_trick_is_made():
    three_trumps = "9H 7H 6H KS 8S"
    assert play(three_trumps, trump="H", model="hoyle-score", context=(9, 0), tricks_won=(7, 1))[-1] == "H"
    assert play(three_trumps, trump="H", model="hoyle-score", context=(14, 0), tricks_won=(7, 1))[-1] != "H"


@pytest.mark.parametrize("context", [NEUTRAL, (0, 0)])
def test_hoyle_score_plays_as_hoyle_where_nothing_turns_on_the_score(context):
    from whistodds.simulations import deal
    from whistodds.simulations.play import play as play_deals

    deals = deal(LONG_WHIST, 3000, seed=5)
    plain = play_deals(deals, get_model("hoyle"), seed=1)
    attending = play_deals(deals, get_model("hoyle-score"), seed=1, contexts=context)
    assert np.array_equal(plain.played, attending.played)
    live = play_deals(deals, get_model("hoyle-score"), seed=1, contexts=(7, 7))
    assert not np.array_equal(plain.played, live.played)
