"""Endings (#41 item 1): ``position --hands`` and the API take any position reachable in play, with no history
-- hands of equal size 1-13, or differing by the current trick's cards given with ``--played`` -- and each
legal card's double-dummy tricks agree, card for card, with endplay's ``solve_board`` run here on the same
ending built independently (endplay's own Deal from card lists, its own play of the trick)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.cards import format_card
from whistodds.odds.positions.ending import ending_pbn, ending_values, read_ending

endplay = pytest.importorskip("endplay")
from endplay.dds import solve_board  # noqa: E402
from endplay.types import Card, Deal, Denom, Player  # noqa: E402

runner = CliRunner()
RANKS = "23456789TJQKA"
SUITS = "CDHS"


def _random_ending(rng: np.random.Generator) -> tuple[dict[str, list[int]], int, str, list[tuple[str, int]]]:
    """Hands of 1-13 cards a seat drawn from a shuffled pack, trumps, a leader, and 0-3 cards of the current
    trick played legally (each following suit when it can)."""
    size = int(rng.integers(1, 14))
    pack = rng.permutation(52)[:4 * size]
    hands = {seat: [int(c) for c in pack[k * size:(k + 1) * size]] for k, seat in enumerate("NESW")}
    leader = "NESW"[int(rng.integers(4))]
    trick: list[tuple[str, int]] = []
    for k in range(int(rng.integers(0, 4))):
        seat = "NESW"[("NESW".index(leader) + k) % 4]
        held = hands[seat]
        follow = [c for c in held if trick and c // 13 == trick[0][1] // 13]
        card = int(rng.choice(follow or held))
        held.remove(card)
        trick.append((seat, card))
    return hands, int(rng.integers(4)), leader, trick


def _hand(cards: list[int]) -> str:
    return ".".join("".join(RANKS[c % 13] for c in sorted(cards, reverse=True) if c // 13 == s) for s in (3, 2, 1, 0))


def _solved_here(hands: dict[str, list[int]], trump: int, leader: str, trick: list[tuple[str, int]]) -> dict[str, int]:
    """endplay alone: the ending's Deal from the hands as the trick began, its trick played, solve_board."""
    start = {seat: list(cards) for seat, cards in hands.items()}
    for seat, card in trick:
        start[seat].append(card)
    deal = Deal()
    for seat, cards in start.items():
        for card in cards:
            deal[Player.find(seat)].add(Card(SUITS[card // 13] + RANKS[card % 13]))
    deal.trump = [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades][trump]
    deal.first = Player.find(leader)
    for _, card in trick:
        deal.play(Card(SUITS[card // 13] + RANKS[card % 13]))
    return {_name(card): int(tricks) for card, tricks in solve_board(deal)}


def _name(card: Card) -> str:
    """An endplay Card as format_card writes it: ``'10H'``."""
    return f"{card.rank.abbr}{'SHDC'[card.suit.value]}".replace("T", "10")


def _arguments(hands: dict[str, list[int]], trump: int, leader: str, trick: list[tuple[str, int]]) -> list[str]:
    text = " ".join(f"{seat}:{_hand(cards)}" for seat, cards in hands.items())
    played = f"{trick[0][0]}:" + " ".join(format_card(c) for _, c in trick) if trick else ""
    return ["position", "--hands", text, "--trumps", SUITS[trump], "--leader", leader, "--played", played,
            "--format", "json"]


def test_random_endings_agree_with_solve_board_card_for_card() -> None:
    rng = np.random.default_rng(41)
    sizes = set()
    for _ in range(60):
        hands, trump, leader, trick = _random_ending(rng)
        sizes.add(len(hands["N"]) + any(seat == "N" for seat, _ in trick))
        expected = _solved_here(hands, trump, leader, trick)
        ending = read_ending(" ".join(f"{seat}:{_hand(cards)}" for seat, cards in hands.items()), trump, leader,
                             f"{trick[0][0]}:" + " ".join(format_card(c) for _, c in trick) if trick else "")
        ours = {format_card(card): tricks for card, tricks in ending_values(ending).items()}
        assert ours == expected
        assert set(ours) == {format_card(card) for card in ending.legal_cards()}  # every legal card valued
    assert len(sizes) >= 10  # endings of many sizes, 1 to 13 cards a hand


def test_the_command_line_gives_the_same_values() -> None:
    rng = np.random.default_rng(7)
    for _ in range(8):
        hands, trump, leader, trick = _random_ending(rng)
        result = runner.invoke(app, _arguments(hands, trump, leader, trick))
        assert result.exit_code == 0, result.output
        rows = json.loads(result.stdout)
        expected = _solved_here(hands, trump, leader, trick)
        assert {row["card"]: row["tricks"] for row in rows} == expected
        best = max(expected.values())
        assert {row["card"] for row in rows if row["best"]} == {c for c, t in expected.items() if t == best}


def test_a_whole_deal_with_a_leader_is_a_problem_of_thirteen_cards() -> None:
    # The four suits each held whole: whoever leads, with clubs trumps the clubs hand (W) takes every trick
    # it can reach; N leading spades: West trumps and keeps the lead, so N-S take only N's first... none.
    hands = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
    ending = read_ending(hands, "clubs", "N")
    values = ending_values(ending)
    assert ending.size == 13 and set(values) == set(ending.legal_cards())
    # N leads a spade: E discards, S discards, W trumps and then runs his clubs: N-S take nothing.
    assert set(values.values()) == {0}


def test_the_pbn_of_an_ending_is_read_back_by_endplay() -> None:
    from endplay.parsers import pbn

    ending = read_ending("N:AK.2.. .K.3. ..AK.4 Q3...A", "hearts", played="E:AH")
    board = pbn.loads(ending_pbn(ending))[0]
    assert str(board.deal).split(":")[1].split() == ["AK.2..", ".AK.3.", "..AK.4", "Q3...A"]  # hands at the trick's start
    assert [_name(card) for card in board.play] == ["AH"]
    assert board.contract.denom == Denom.hearts


@pytest.mark.parametrize("arguments, message", [
    (["--hands", "N:AK... .A.. ..AK. ...AK", "--trumps", "C", "--leader", "N"], "every hand holds the same number"),
    (["--hands", "N:AK... .AK.. ..AK. ...AK", "--trumps", "C", "--leader", "W"], None),  # a valid ending
    (["--hands", "N:AK... .AK.. ..AK. A...K", "--trumps", "C", "--leader", "N"], "AS is in N and W"),
    (["--hands", "N:AK... .AK.. ..AK. ...AK", "--trumps", "C"], None),  # 2 cards: an ending, but who leads?
    (["--hands", "N:AK... .AK.. ..AK. ...AK", "--trumps", "C", "--leader", "X"], "--leader 'X' is not allowed"),
    (["--hands", "N:K... .AK.. ..AK. ...AK", "--trumps", "C", "--leader", "E", "--played", "N:AS"], "which N leads"),
    (["--hands", "N:K... Q... ..AK. ...AK", "--trumps", "C", "--played", "N:AS AH"], "is a revoke"),
    (["--hands", "N:K... .AK.. ..AK. ...AK", "--trumps", "C", "--played", "N:AS"], None),  # N led; E to play
    (["--hands", "N:AK... .AK.. ..AK. ...AK", "--trumps", "C", "--leader", "N", "--hand", "AS"], "takes only"),
])
def test_bad_endings_are_one_line(arguments: list[str], message: str | None) -> None:
    result = runner.invoke(app, ["position", *arguments])
    if arguments[-1] == "C" and "--leader" not in arguments and "--played" not in arguments:
        assert result.exit_code == 2 and "give --leader N|E|S|W" in result.output
        return
    if message is None:
        assert result.exit_code == 0, result.output
        return
    assert result.exit_code == 2, result.output
    assert message in result.output and len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output
