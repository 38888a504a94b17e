"""Each implemented Short Standing Rule (Bob Short, 1793), on a hand where it applies.

Seats: 0 is the player asked, 2 his partner, 1 and 3 the adversaries; seat 0
leads unless a trick is given.  Cards not in seat 0's hand, not in the trick and
not listed as played are unseen (still out).
"""

import pytest

from whistodds.games import LONG_WHIST
from whistodds.games.cards import format_card, parse_card
from whistodds.simulations.play.compiled.bits import FAST_BIT_EXTRACT
from whistodds.simulations.play.inspect import what_would_play
from whistodds.simulations.play.models import get_model


def hoyle(hand, *, trump, trick=(), played="", **kwargs):
    gone = {parse_card(c) for c in played.split()} | {parse_card(c) for c in trick}
    mine = {parse_card(c) for c in hand.split()}
    unseen = [c for c in LONG_WHIST.cards if c not in gone and c not in mine]
    card = what_would_play(get_model("hoyle"), LONG_WHIST, [hand, "", "", ""], trump=trump, seat=0, trick=trick,
                           unseen=unseen, **kwargs)
    return format_card(card)


def test_rule_I_lead_from_the_strong_suit():
    # Five spades, the longest plain suit; no sequence and no ace: lead the lowest.
    assert hoyle("KS 9S 7S 5S 3S QH 8H 10D 6D 4D 9C 5C 2C", trump="D") == "3S"


def test_rule_III_ace_king_and_small_ones():
    # Strong in trumps (four): a small one; weak in trumps: the ace.
    assert hoyle("AS KS 7S 4S 9H 8H 7H 6H 5D 4D 3D 9C 8C", trump="H") == "4S"
    assert hoyle("AS KS 7S 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C", trump="H") == "AS"


def test_rule_IV_highest_of_a_sequence_but_lowest_of_a_quart_to_a_king():
    assert hoyle("KS QS JS 7S 5S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "KS"
    assert hoyle("KS QS JS 10S 5S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "10S"


def test_rule_VI_last_trump_with_winners_and_one_loser():
    # Every other trump is out; spades A K win; the seven of diamonds is the one loser.
    trumps_out = " ".join(f"{r}H" for r in "2 3 4 6 7 8 9 10 J Q K A".split())
    assert hoyle("5H AS KS 7D", trump="H", played=trumps_out) == "7D"


def test_rule_VII_lead_trumps_with_five():
    assert hoyle("9H 7H 6H 4H 2H KS 8S 5S 9D 6D 3D 8C 4C", trump="H")[-1] == "H"


def test_rule_IX_return_partners_lead_the_best_of_three():
    # Partner (seat 2) led clubs; three clubs originally: return the best.
    hand = "8C 5C KS 9S 7S 5S 3S 9H 8H 4D 3D 2D"
    assert hoyle(hand, trump="H", first_leads={2: "C"}, original_lengths={0: {"C": 3}}) == "8C"
    # Four originally and no winner: the lowest.
    assert hoyle(hand + " 4C", trump="H", first_leads={2: "C"}, original_lengths={0: {"C": 4}}) == "4C"


def test_rule_X_not_from_ace_queen():
    # Spades are longer but held ace-queen: lead hearts instead.
    assert hoyle("AS QS 7S 5S 3S KH JH 9H 8H 4D 3D 9C 8C", trump="C")[-1] == "H"


def test_rule_XI_no_ace_without_the_king():
    assert hoyle("AS 8S 6S 5S 3S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H") == "3S"


def test_rule_XII_no_thirteenth_card_while_trumps_are_out():
    # The nine of diamonds is the last diamond left; trumps are still out: lead a spade.
    other_diamonds = " ".join(f"{r}D" for r in "2 3 4 5 6 7 8 10 J Q K A".split())
    assert hoyle("9D KS 8S 5S 7H 6H", trump="H", played=other_diamonds)[-1] == "S"


def test_rules_XV_XVI_trump_a_doubtful_card_only_when_weak():
    # Second hand, void of spades, a small spade led: weak in trumps -> trump; strong -> discard.
    weak = "7H 3H 9D 8D 6D 5D 4D 9C 8C 7C 6C 5C"
    strong = "7H 6H 4H 3H 9D 8D 6D 5D 9C 8C 7C 6C"
    assert hoyle(weak, trump="H", trick=["4S"]) == "3H"
    assert hoyle(strong, trump="H", trick=["4S"])[-1] != "H"


def test_rule_XIII_no_trumping_a_thirteenth_card_but_last():
    # The king of spades led is the last spade out: second hand does not trump it.
    spades = " ".join(f"{r}S" for r in "2 3 4 5 6 7 8 9 10 J Q A".split())
    hand = "7H 3H 9D 8D 6D"
    assert hoyle(hand, trump="H", trick=["KS"], played=spades)[-1] == "D"


def test_rule_XVII_partner_refused_to_trump_lead_best_trump():
    assert hoyle("QH 6H 3H KS 8S 5S 9D 6D 3D 8C 4C", trump="H", refused_trump=[2]) == "QH"


def test_rule_XVIII_holding_all_the_remaining_trumps_play_one():
    others = " ".join(f"{r}H" for r in "2 3 4 5 6 7 8 9 10 J".split())
    assert hoyle("AH KH QH 9S 8S 7D 6D", trump="H", played=others)[-1] == "H"


def test_rule_XX_no_force_when_weak():
    # Partner has shown out of spades and we are weak in trumps: lead diamonds instead.
    hand = "KS 9S 7S 5S 3S 8H 5H QD 9D 6D 4D 9C 5C"
    assert hoyle(hand, trump="H")[-1] == "S"
    assert hoyle(hand, trump="H", shown_out={2: ["S"]})[-1] == "D"


def test_rule_XXII_win_with_the_lowest_of_a_sequence():
    # Third hand over partner's small lead, second hand low: K Q J play the knave.
    assert hoyle("KS QS JS 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H", trick=["3S", "5S"]) == "JS"


def test_rule_XXIII_second_hand_ace_king_and_small_ones():
    assert hoyle("AS KS 6S 4S 9H 8H 5D 4D 3D 9C 8C 7C", trump="H", trick=["7S"]) == "KS"  # weak
    assert hoyle("AS KS 6S 4S 9H 8H 7H 6H 5D 4D 9C 8C", trump="H", trick=["7S"]) == "4S"  # strong
    # An honour and one small one: the small one (second hand low).
    assert hoyle("QS 4S 9H 8H 5D 4D 3D 2D 9C 8C 7C 6C", trump="H", trick=["7S"]) == "4S"


def test_rule_XXIV_third_hand_ace_queen_plays_the_queen():
    assert hoyle("AS QS 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"]) == "QS"
    # Partner led a small one, no tenace: play the best.
    assert hoyle("KS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["4S", "3S"]) == "KS"
    # Partner's king is winning and only the ace is above it: do not overtake.
    assert hoyle("QS 8S 6S 9H 8H 5D 4D 3D 9C 8C 7C 6C", trump="H", trick=["KS", "3S"]) == "6S"


def test_rule_XXVII_dealer_keeps_the_turn_up():
    # The dealer (seat 0, last to play) must trump the adversary's king; the nine is
    # the turn-up and the ten as good: play the ten.
    hand = "10H 9H 8D 6D 5D"
    assert hoyle(hand, trump="H", trick=["4S", "2S", "KS"], dealer=0, turn_up="9H") == "10H"
    assert hoyle(hand, trump="H", trick=["4S", "2S", "KS"], dealer=0) == "9H"


def test_fourth_hand_wins_cheaply_but_never_over_partner():
    # Rules XXV and XXVIII: the last player takes the trick as cheaply as he can...
    assert hoyle("AS QS 4S 9H 8H 5D", trump="H", trick=["9S", "2S", "JS"]) == "QS"
    # ...but not from his partner (seat 2) already winning.
    assert hoyle("AS QS 4S 9H 8H 5D", trump="H", trick=["9S", "KS", "3S"]) == "4S"


def test_discard_from_the_weakest_suit():
    # Void in spades, partner winning with the ace: discard the lowest of the shortest plain suit.
    assert hoyle("9H 8D 6D 5D 4D KC 2C", trump="H", trick=["4S", "AS", "5S"]) == "2C"


@pytest.mark.parametrize("model", ["hoyle", "random"])
def test_every_choice_is_legal_in_a_position(model):
    card = what_would_play(get_model(model), LONG_WHIST, ["AS 2H 3D", "", "", ""], trump="C", seat=0, trick=["5H"])
    assert format_card(card) == "2H"


def _tenace_disagreements(branch_free):
    # Every (my cards, unplayed cards) pair of a 13-card suit, my cards among the unplayed:
    # 3**13 = 1,594,323 holdings, compiled, so this takes well under a second.
    import numba

    from whistodds.simulations.play.compiled.suits import is_tenace

    @numba.njit
    def disagreements():
        tenaces = disagree = 0
        for unplayed in range(1 << 13):
            mine = unplayed
            while True:
                plain = is_tenace(mine, unplayed)
                tenaces += plain
                disagree += plain != branch_free(mine, unplayed)
                if mine == 0:
                    break
                mine = (mine - 1) & unplayed
        return tenaces, disagree

    return disagreements()


def test_the_branch_free_tenace_test_by_bit_scans_agrees_with_the_plain_one_on_every_holding():
    from whistodds.simulations.play.compiled.suits import is_tenace_by_scans

    tenaces, disagree = _tenace_disagreements(is_tenace_by_scans)
    assert disagree == 0
    assert tenaces > 0  # the plain test does find tenaces, so agreeing means something


@pytest.mark.skipif(not FAST_BIT_EXTRACT, reason="pext is used only on x86 with a fast BMI2")
def test_the_tenace_test_by_ranks_agrees_with_the_plain_one_on_every_holding():
    from whistodds.simulations.play.compiled.suits import is_tenace_by_ranks

    tenaces, disagree = _tenace_disagreements(is_tenace_by_ranks)
    assert disagree == 0
    assert tenaces > 0

