"""Golden hashes: today's deals, plays, kernels and exact odds tables, pinned.

Every case below is reduced to short sha256 digests (12 hex characters) of its
arrays: integers cast to int64, probabilities rounded to 10 decimals first (so
that a re-ordered sum in a refactored solver, noise at the 1e-16 level, does
not move them), strings joined.  Each digest covers the array's shape and its
bytes.  A refactor that keeps behaviour keeps every digest.

How plays are asked for lives in ONE place, :func:`_played`; if the way the
play readings are passed changes (Scotch Whist's counting trumps, Gleek's
trump-must-match reading), adapt that helper only: the digests do not depend
on how the arguments reach the engine.
"""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from whistodds.games.gleek import GLEEK
from whistodds.games.registry import all_games, get_game
from whistodds.games.scotch import FINISH_RULES
from whistodds.odds.game_odds import odds_table, rules_for
from whistodds.odds.gleek import play_gleek
from whistodds.odds.rubber import rubber_table
from whistodds.simulations.dealing import deal
from whistodds.simulations.kernels import shipped_kernel, simulate_kernel
from whistodds.simulations.play import play

N_DEALS = 3000  # deals hashed per game
N_PLAY = 2000  # deals played per game and model
DECIMALS = 10


def _is_scotch(game) -> bool:
    return game.name.startswith("scotch-whist")


def _played(game, policy: str, must_match: bool = False):
    """Deal ``N_PLAY`` deals of ``game`` (seed 7) and play them under ``policy`` (seed 8), recorded.

    Scotch Whist counts its trumps (the game's own reading, as ``score_scotch_play``
    plays it); ``must_match`` is Gleek's reading in which a trump takes a plain card
    only if of equal or higher rank, now the game ``gleek(trumping=match)``.  The
    readings moved onto the game object after the digests were recorded; this
    helper is the one place that was adapted.
    """
    if must_match:
        game = get_game(game, trumping="match")
    return play(deal(game, N_PLAY, seed=7), policy, seed=8, record=True)


def _digest(array: np.ndarray) -> str:
    array = np.ascontiguousarray(array)
    return hashlib.sha256(repr(array.shape).encode() + array.tobytes()).hexdigest()[:12]


def _ints(x) -> str:
    return _digest(np.asarray(x).astype(np.int64))


def _floats(x) -> str:
    rounded = np.round(np.asarray(x, dtype=np.float64), DECIMALS) + 0.0  # + 0.0: no negative zeros
    return _digest(rounded.astype(np.float64))


def _strings(x) -> str:
    return hashlib.sha256("\x1f".join(str(s) for s in x).encode()).hexdigest()[:12]


def _dealer_codes(column) -> str:
    return _ints(np.asarray(column) == "us")


GAMES = {game.name: game for game in all_games()}
PLAY_CASES = [(name, policy, False) for name in GAMES for policy in ("random", "hoyle")]
PLAY_CASES += [(name, "catch-the-ten", False) for name, game in GAMES.items() if _is_scotch(game)]
PLAY_CASES += [(GLEEK.name, policy, True) for policy in ("random", "hoyle")]
ODDS_CASES = [("long-whist", v) for v in ("standard", "no-honours", "club")]
ODDS_CASES += [("short-whist", v) for v in ("standard", "honours-halved", "no-honours")]


def _deal_hashes(name: str, varying_dealer: bool) -> dict[str, str]:
    game = GAMES[name]
    dealer = np.arange(N_DEALS) % game.players if varying_dealer else 0
    deals = deal(game, N_DEALS, seed=11, dealer=dealer)
    return {"hands": _ints(deals.hands), "stock": _ints(deals.stock), "turn_up": _ints(deals.turn_up),
            "trump": _ints(deals.trump), "dealer": _ints(deals.dealer)}


def _play_hashes(name: str, policy: str, must_match: bool) -> dict[str, str]:
    result = _played(GAMES[name], policy, must_match)
    return {"played": _ints(result.played), "winner": _ints(result.winner), "leader": _ints(result.leader),
            "tricks_by_side": _ints(result.tricks_by_side),
            "trump_points_by_side": _ints(result.trump_points_by_side)}


def _odds_hashes(game: str, variant: str) -> dict[str, str]:
    table = odds_table(rules_for(get_game(game), variant), "hoyle", draws=50, seed=0)
    return {"keys": _ints(np.column_stack([table["us"], table["them"], table["dealer"] == "us"])),
            "p_win": _floats(table["p_win"]), "ci95_low": _floats(table["ci95_low"]),
            "ci95_high": _floats(table["ci95_high"]), "odds": _strings(table["odds"])}


def _rubber_hashes(variant: str) -> dict[str, str]:
    table = rubber_table(variant=variant)
    keys = np.column_stack([table["games_us"], table["games_them"], table["us"], table["them"],
                            table["dealer"] == "us"])
    return {"keys": _ints(keys), "p_win_rubber": _floats(table["p_win_rubber"]),
            "expected_points": _floats(table["expected_points"]), "p_three_games": _floats(table["p_three_games"])}


def _sequences(kernel, finish: str) -> tuple[np.ndarray, np.ndarray]:
    """A moments kernel in the form its digests were recorded in: each outcome as up to six
    (side, points) steps, side -1 for none (``highest``: the dealer's side's total, then the other's)."""
    sides = np.full((len(kernel.counts), 6), -1, np.int64)
    points = np.zeros_like(sides)
    for m, moments in enumerate(kernel.moments):
        steps = [(0, moments[0, 0]), (1, moments[0, 1])] if finish == "highest" else [
            (int(np.flatnonzero(row)[0]), row.sum()) for row in moments if row.any()]
        for k, (side, value) in enumerate(steps):
            sides[m, k], points[m, k] = side, value
    return sides, points


def _scotch_hashes(finish: str) -> dict[str, str]:
    game = get_game(f"scotch-whist(players=4,sides=2,finish={finish})")
    kernel = simulate_kernel("hoyle", 20000, seed=3, game=game)
    table = odds_table(game, kernel, draws=0)
    kernel_sides, kernel_points = _sequences(kernel, finish)
    return {"kernel_sides": _ints(kernel_sides), "kernel_points": _ints(kernel_points),
            "kernel_counts": _ints(kernel.counts),
            "keys": _ints(np.column_stack([table["us"], table["them"], table["dealer"] == "us"])),
            "p_win": _floats(table["p_win"])}


def _gleek_hashes() -> dict[str, str]:
    table = play_gleek(3000, "hoyle", seed=5)
    return {column: _floats(table[column]) for column in table.select_dtypes("number").columns}


def _whist_kernel_hashes(policy: str) -> dict[str, str]:
    return {"shipped_counts": _ints(shipped_kernel(policy).counts),
            "simulated_counts": _ints(simulate_kernel(policy, 20000, seed=13).counts)}


def compute(key: str) -> dict[str, str]:
    """The digests of one case, by its key in ``EXPECTED``."""
    kind, _, rest = key.partition("/")
    if kind in ("deal", "deal-dealers"):
        return _deal_hashes(rest, kind == "deal-dealers")
    if kind == "play":
        name, policy, *reading = rest.split("/")
        return _play_hashes(name, policy, reading == ["must-match"])
    if kind == "odds":
        return _odds_hashes(*rest.split("/"))
    if kind == "rubber":
        return _rubber_hashes(rest)
    if kind == "scotch":
        return _scotch_hashes(rest)
    if kind == "gleek-play":
        return _gleek_hashes()
    if kind == "whist-kernel":
        return _whist_kernel_hashes(rest)
    raise KeyError(key)


CASES = (
    [f"deal/{name}" for name in GAMES]
    + [f"deal-dealers/{name}" for name in GAMES]
    + [f"play/{name}/{policy}" + ("/must-match" if must_match else "") for name, policy, must_match in PLAY_CASES]
    + [f"odds/{game}/{variant}" for game, variant in ODDS_CASES]
    + [f"rubber/{variant}" for variant in ("standard", "rubber-bonus-4")]
    + [f"scotch/{finish}" for finish in FINISH_RULES]
    + ["gleek-play/hoyle"]
    + [f"whist-kernel/{policy}" for policy in ("hoyle", "random")]
)

# Recorded at commit 03b8f14.  These digests MUST NOT CHANGE: a refactor that moves one has
# changed what is dealt, played or computed.
EXPECTED: dict[str, dict[str, str]] = {
    "deal/long-whist": {
        "hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/short-whist": {
        "hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/gleek": {
        "hands": "debe588e7f19", "stock": "7739f15c738c", "turn_up": "372e6689f588", "trump": "18d3216e7570",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=2,sides=2)": {
        "hands": "db5f4bdf9618", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=3,sides=3)": {
        "hands": "c964ed3997c2", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=4,sides=4)": {
        "hands": "07859c35c189", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=4,sides=2)": {
        "hands": "07859c35c189", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=5,sides=5)": {
        "hands": "b6c9f8ef01e4", "stock": "7a20fde71770", "turn_up": "454ffb22b433", "trump": "ba3b95eb8ed0",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=6,sides=6)": {
        "hands": "648b936e4a6b", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=6,sides=2)": {
        "hands": "648b936e4a6b", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=6,sides=3)": {
        "hands": "648b936e4a6b", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=7,sides=7)": {
        "hands": "bb0e10216941", "stock": "7a20fde71770", "turn_up": "454ffb22b433", "trump": "ba3b95eb8ed0",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=8,sides=8)": {
        "hands": "6dce9450f7ec", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=8,sides=2)": {
        "hands": "6dce9450f7ec", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal/scotch-whist(players=8,sides=4)": {
        "hands": "6dce9450f7ec", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "a00854577f0d",
    },
    "deal-dealers/long-whist": {
        "hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1",
        "dealer": "66add057e1f3",
    },
    "deal-dealers/short-whist": {
        "hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1",
        "dealer": "66add057e1f3",
    },
    "deal-dealers/gleek": {
        "hands": "c969e98f6f53", "stock": "7739f15c738c", "turn_up": "372e6689f588", "trump": "18d3216e7570",
        "dealer": "306e5c6ab5eb",
    },
    "deal-dealers/scotch-whist(players=2,sides=2)": {
        "hands": "fa29e25ff236", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "a064d40d4211",
    },
    "deal-dealers/scotch-whist(players=3,sides=3)": {
        "hands": "ba7a6bd0b49c", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "306e5c6ab5eb",
    },
    "deal-dealers/scotch-whist(players=4,sides=4)": {
        "hands": "a03c71639e79", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "66add057e1f3",
    },
    "deal-dealers/scotch-whist(players=4,sides=2)": {
        "hands": "a03c71639e79", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "66add057e1f3",
    },
    "deal-dealers/scotch-whist(players=5,sides=5)": {
        "hands": "1513d3b8b0d7", "stock": "7a20fde71770", "turn_up": "454ffb22b433", "trump": "ba3b95eb8ed0",
        "dealer": "e127240cfc97",
    },
    "deal-dealers/scotch-whist(players=6,sides=6)": {
        "hands": "6e2c966e8c54", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "8c0ed6fe82e3",
    },
    "deal-dealers/scotch-whist(players=6,sides=2)": {
        "hands": "6e2c966e8c54", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "8c0ed6fe82e3",
    },
    "deal-dealers/scotch-whist(players=6,sides=3)": {
        "hands": "6e2c966e8c54", "stock": "7a20fde71770", "turn_up": "8b40f8c1b763", "trump": "1681d892dfa1",
        "dealer": "8c0ed6fe82e3",
    },
    "deal-dealers/scotch-whist(players=7,sides=7)": {
        "hands": "db42cd7f3ed9", "stock": "7a20fde71770", "turn_up": "454ffb22b433", "trump": "ba3b95eb8ed0",
        "dealer": "c3922852c0aa",
    },
    "deal-dealers/scotch-whist(players=8,sides=8)": {
        "hands": "eaee4a21c9da", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "75049710dc7a",
    },
    "deal-dealers/scotch-whist(players=8,sides=2)": {
        "hands": "eaee4a21c9da", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "75049710dc7a",
    },
    "deal-dealers/scotch-whist(players=8,sides=4)": {
        "hands": "eaee4a21c9da", "stock": "7a20fde71770", "turn_up": "88adcdaca0a5", "trump": "1681d892dfa1",
        "dealer": "75049710dc7a",
    },
    "play/long-whist/random": {
        "played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9",
        "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd",
    },
    "play/long-whist/hoyle": {
        "played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8",
        "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd",
    },
    "play/short-whist/random": {
        "played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9",
        "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd",
    },
    "play/short-whist/hoyle": {
        "played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8",
        "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd",
    },
    "play/gleek/random": {
        "played": "270e408cc41b", "winner": "3059e85b511f", "leader": "27394fe34e3c",
        "tricks_by_side": "1976220e3104", "trump_points_by_side": "8a88bce473db",
    },
    "play/gleek/hoyle": {
        "played": "3384e13caaf9", "winner": "3db7257a9aa3", "leader": "8bac7f6735a2",
        "tricks_by_side": "0d5953df21c9", "trump_points_by_side": "8a88bce473db",
    },
    "play/scotch-whist(players=2,sides=2)/random": {
        "played": "00270464baa3", "winner": "c1153e31d008", "leader": "a9f9ea6be9b6",
        "tricks_by_side": "01d518dd0e33", "trump_points_by_side": "8512b34eb631",
    },
    "play/scotch-whist(players=2,sides=2)/hoyle": {
        "played": "5ee129f871e5", "winner": "bd673560b770", "leader": "731c510dd587",
        "tricks_by_side": "6d124930c411", "trump_points_by_side": "60324b71f969",
    },
    "play/scotch-whist(players=3,sides=3)/random": {
        "played": "cb7b47ad7744", "winner": "f1915f802c7b", "leader": "b73a7397200d",
        "tricks_by_side": "9b08e75776db", "trump_points_by_side": "63c8644c02ff",
    },
    "play/scotch-whist(players=3,sides=3)/hoyle": {
        "played": "55228e0919d1", "winner": "65feba803f72", "leader": "fd35055b9bba",
        "tricks_by_side": "3b0586959986", "trump_points_by_side": "14d79cd8e1af",
    },
    "play/scotch-whist(players=4,sides=4)/random": {
        "played": "7f89a27debe6", "winner": "3239b96e4f20", "leader": "ecba825b986c",
        "tricks_by_side": "9eecf88c7fa2", "trump_points_by_side": "76a602302cc2",
    },
    "play/scotch-whist(players=4,sides=4)/hoyle": {
        "played": "fd64b03afd90", "winner": "ba1b5ab21c9e", "leader": "cf510812fc38",
        "tricks_by_side": "05d8dbc3f82f", "trump_points_by_side": "9e26f92392f9",
    },
    "play/scotch-whist(players=4,sides=2)/random": {
        "played": "7f89a27debe6", "winner": "3239b96e4f20", "leader": "ecba825b986c",
        "tricks_by_side": "f6be2f180fa7", "trump_points_by_side": "bac907c016f9",
    },
    "play/scotch-whist(players=4,sides=2)/hoyle": {
        "played": "5916cdf01546", "winner": "17dd3fd95aab", "leader": "c2d8ac3f5aa2",
        "tricks_by_side": "7bb1938e7cf2", "trump_points_by_side": "b8343adf6639",
    },
    "play/scotch-whist(players=5,sides=5)/random": {
        "played": "ebb2d5026094", "winner": "68cd9adb290f", "leader": "2623f6a3826d",
        "tricks_by_side": "4ac52fc3410b", "trump_points_by_side": "60e03366f49c",
    },
    "play/scotch-whist(players=5,sides=5)/hoyle": {
        "played": "1bef493ce871", "winner": "dc780ce68d01", "leader": "10d5b9de81b4",
        "tricks_by_side": "50c3922ab31b", "trump_points_by_side": "5de990a7f1cd",
    },
    "play/scotch-whist(players=6,sides=6)/random": {
        "played": "2bf968b0b002", "winner": "6210f1410add", "leader": "de81bd86fc3c",
        "tricks_by_side": "756191305695", "trump_points_by_side": "49834ce015ce",
    },
    "play/scotch-whist(players=6,sides=6)/hoyle": {
        "played": "da41ca09a2a7", "winner": "9b04b56f6fbc", "leader": "82408e95568e",
        "tricks_by_side": "b37a93a48f0b", "trump_points_by_side": "4c080e82bfbc",
    },
    "play/scotch-whist(players=6,sides=2)/random": {
        "played": "2bf968b0b002", "winner": "6210f1410add", "leader": "de81bd86fc3c",
        "tricks_by_side": "72a67d7bea03", "trump_points_by_side": "8701026f6213",
    },
    "play/scotch-whist(players=6,sides=2)/hoyle": {
        "played": "b627e5f5a19b", "winner": "9f39ada6a8b7", "leader": "f12a3ffbb0d2",
        "tricks_by_side": "e4f8b80d17ff", "trump_points_by_side": "10ed25650f65",
    },
    "play/scotch-whist(players=6,sides=3)/random": {
        "played": "2bf968b0b002", "winner": "6210f1410add", "leader": "de81bd86fc3c",
        "tricks_by_side": "38d41fbc18a1", "trump_points_by_side": "ba691aadf83d",
    },
    "play/scotch-whist(players=6,sides=3)/hoyle": {
        "played": "1a58c3aea228", "winner": "7df7d19830f3", "leader": "883aee6d4a94",
        "tricks_by_side": "7806f96f53e9", "trump_points_by_side": "5676bad5bf03",
    },
    "play/scotch-whist(players=7,sides=7)/random": {
        "played": "fb488bed55f8", "winner": "3741fb46e80a", "leader": "b8439d6b4c62",
        "tricks_by_side": "a16032a0b91c", "trump_points_by_side": "7dbe2f66e8eb",
    },
    "play/scotch-whist(players=7,sides=7)/hoyle": {
        "played": "0d93a42d4a4a", "winner": "a78f88565811", "leader": "a9a6c9109be8",
        "tricks_by_side": "ddcbd0dd6936", "trump_points_by_side": "157b55ea94bf",
    },
    "play/scotch-whist(players=8,sides=8)/random": {
        "played": "f4ff66201662", "winner": "c1ac9dc202c6", "leader": "1794e0c21343",
        "tricks_by_side": "dfe12601624f", "trump_points_by_side": "b2bed67929e5",
    },
    "play/scotch-whist(players=8,sides=8)/hoyle": {
        "played": "6ed5931c8d55", "winner": "25dec5f2ab98", "leader": "9f5b2a0c2bff",
        "tricks_by_side": "d710c99fd7c9", "trump_points_by_side": "b52953c52a6d",
    },
    "play/scotch-whist(players=8,sides=2)/random": {
        "played": "f4ff66201662", "winner": "c1ac9dc202c6", "leader": "1794e0c21343",
        "tricks_by_side": "a5a9c0cfb6f0", "trump_points_by_side": "f4cabae26fe5",
    },
    "play/scotch-whist(players=8,sides=2)/hoyle": {
        "played": "2e2f5a0fae38", "winner": "96e6dd1920d8", "leader": "c64a53d4c61e",
        "tricks_by_side": "51cf3b458c0d", "trump_points_by_side": "1f2611a1cea6",
    },
    "play/scotch-whist(players=8,sides=4)/random": {
        "played": "f4ff66201662", "winner": "c1ac9dc202c6", "leader": "1794e0c21343",
        "tricks_by_side": "1b4905eb1360", "trump_points_by_side": "93b4838f0fac",
    },
    "play/scotch-whist(players=8,sides=4)/hoyle": {
        "played": "5ba47fdf1eb6", "winner": "9491220c0314", "leader": "5e5ffef93d17",
        "tricks_by_side": "4d0b16fad3ef", "trump_points_by_side": "1a8f111e5099",
    },
    "play/scotch-whist(players=2,sides=2)/catch-the-ten": {
        "played": "6e12bfb89728", "winner": "0a64b82bda66", "leader": "731c510dd587",
        "tricks_by_side": "ff2dfac3c045", "trump_points_by_side": "bfc3901e0b51",
    },
    "play/scotch-whist(players=3,sides=3)/catch-the-ten": {
        "played": "370a8b23a8f3", "winner": "a43447070a64", "leader": "b0ff407d598f",
        "tricks_by_side": "751b18f8e2ce", "trump_points_by_side": "d4de3d850c9c",
    },
    "play/scotch-whist(players=4,sides=4)/catch-the-ten": {
        "played": "478c5157ea15", "winner": "451082c69152", "leader": "c62b8f0cf555",
        "tricks_by_side": "313a4d5dd8ef", "trump_points_by_side": "16a04199f8f1",
    },
    "play/scotch-whist(players=4,sides=2)/catch-the-ten": {
        "played": "b659b0981d9f", "winner": "ef70b776fa3b", "leader": "2778f626aef8",
        "tricks_by_side": "696afe1aec0a", "trump_points_by_side": "40157ef69c71",
    },
    "play/scotch-whist(players=5,sides=5)/catch-the-ten": {
        "played": "0b434856e431", "winner": "7a64017aba1a", "leader": "a2cbefa579af",
        "tricks_by_side": "b353403f22fe", "trump_points_by_side": "45c1ce73c6ec",
    },
    "play/scotch-whist(players=6,sides=6)/catch-the-ten": {
        "played": "aaf4b89908ee", "winner": "c3eb562fad76", "leader": "2521cdcd2308",
        "tricks_by_side": "42ec631c2bc8", "trump_points_by_side": "6b88c4f5d0d8",
    },
    "play/scotch-whist(players=6,sides=2)/catch-the-ten": {
        "played": "dd572986a3c5", "winner": "9fae6e880983", "leader": "0b9a6a8942cb",
        "tricks_by_side": "2b8486c0c8cf", "trump_points_by_side": "9b1afd953228",
    },
    "play/scotch-whist(players=6,sides=3)/catch-the-ten": {
        "played": "6fc9fac5d0f2", "winner": "b3e858415b64", "leader": "9a7fa6d2e082",
        "tricks_by_side": "b05ff916b4d9", "trump_points_by_side": "f7e78ac3b6a0",
    },
    "play/scotch-whist(players=7,sides=7)/catch-the-ten": {
        "played": "62107dc51980", "winner": "e8063dc8f547", "leader": "8e80f21f92b6",
        "tricks_by_side": "dcbb29c81fe0", "trump_points_by_side": "87def06c2cc9",
    },
    "play/scotch-whist(players=8,sides=8)/catch-the-ten": {
        "played": "79a7d30e483d", "winner": "f1c473f7b694", "leader": "c72e4a0e3abd",
        "tricks_by_side": "0a11fc0f14b1", "trump_points_by_side": "8c666a2f3dc6",
    },
    "play/scotch-whist(players=8,sides=2)/catch-the-ten": {
        "played": "03bf82e3692a", "winner": "bc48d5651325", "leader": "ca028927bb01",
        "tricks_by_side": "5630a0f1c418", "trump_points_by_side": "538782062292",
    },
    "play/scotch-whist(players=8,sides=4)/catch-the-ten": {
        "played": "0526fde86fdb", "winner": "688862f96ecf", "leader": "77588adbf83b",
        "tricks_by_side": "a598c69394c9", "trump_points_by_side": "7d959f6d6d27",
    },
    "play/gleek/random/must-match": {
        "played": "2cd1e6a23187", "winner": "dc4918c4f1c6", "leader": "c90e235f171d",
        "tricks_by_side": "332f9923e23e", "trump_points_by_side": "8a88bce473db",
    },
    "play/gleek/hoyle/must-match": {
        "played": "e19360780f84", "winner": "df6062decb6c", "leader": "d3f908a23445",
        "tricks_by_side": "0deebc3f2172", "trump_points_by_side": "8a88bce473db",
    },
    "odds/long-whist/standard": {
        "keys": "17e564960cfc", "p_win": "e5af3d3be1bd", "ci95_low": "c3036cfcbfab", "ci95_high": "e216ce4856c7",
        "odds": "e9bbf11efe8e",
    },
    "odds/long-whist/no-honours": {
        "keys": "17e564960cfc", "p_win": "ae6c0b095836", "ci95_low": "530daf48af7d", "ci95_high": "951cf251950d",
        "odds": "33fa4a1d8bdc",
    },
    "odds/long-whist/club": {
        "keys": "17e564960cfc", "p_win": "8871f60fa1ca", "ci95_low": "74d50c8214d7", "ci95_high": "df043cb207e4",
        "odds": "b6493b2bfbc1",
    },
    "odds/short-whist/standard": {
        "keys": "5b8db5d11db0", "p_win": "75e532b7dff5", "ci95_low": "128ee8afd9bc", "ci95_high": "299a2335003e",
        "odds": "40e443f25af6",
    },
    "odds/short-whist/honours-halved": {
        "keys": "5b8db5d11db0", "p_win": "0c59655baa22", "ci95_low": "d60fc34a7f2f", "ci95_high": "6729cd321164",
        "odds": "45f537d9c10d",
    },
    "odds/short-whist/no-honours": {
        "keys": "5b8db5d11db0", "p_win": "73bf62dda904", "ci95_low": "9b1a2c3eaca2", "ci95_high": "963b5f8c29b6",
        "odds": "e42e4108feff",
    },
    "rubber/standard": {
        "keys": "c2a37f2b576b", "p_win_rubber": "3465c1b52fb1", "expected_points": "d97adb36e37b",
        "p_three_games": "657e7592ab60",
    },
    "rubber/rubber-bonus-4": {
        "keys": "c2a37f2b576b", "p_win_rubber": "3465c1b52fb1", "expected_points": "a6ed96a9eff9",
        "p_three_games": "657e7592ab60",
    },
    "scotch/highest": {
        "kernel_sides": "65a0b9b6b686", "kernel_points": "c3127954fd65", "kernel_counts": "de073096f02e",
        "keys": "878624a3c047", "p_win": "71ced78d8a14",
    },
    "scotch/count-out": {
        "kernel_sides": "68a8d9d22695", "kernel_points": "26c9567e14a3", "kernel_counts": "fc4624c06ce1",
        "keys": "878624a3c047", "p_win": "939db0321156",
    },
    "scotch/ten-first": {
        "kernel_sides": "b986d1a9bca5", "kernel_points": "b59426782938", "kernel_counts": "a90911705bc0",
        "keys": "878624a3c047", "p_win": "c3aa103defeb",
    },
    "gleek-play/hoyle": {
        "mean_tricks": "b89945381ff9", "mean_honour_points": "60642b8b03c1", "mean_total": "a1979d21c807",
        "mean_settlement_pence": "f9a11454964b", "se_settlement": "c4fb2f4ada1a", "settlement_p10": "670d8cf7f41c",
        "settlement_median": "598b3ef28f7c", "settlement_p90": "48ae27bbecd0", "deals": "233b0140f20a",
    },
    "whist-kernel/hoyle": {"shipped_counts": "d93f39488ef9", "simulated_counts": "eb205b489928"},
    "whist-kernel/random": {"shipped_counts": "c44034fcb6cd", "simulated_counts": "113ab4103961"},
    # The older games of issue #20 (ruff-and-honours, whisk, whisk-and-swabbers, American, dummy and double
    # dummy whist): their deals (the ruff exchange included) and plays as first recorded.
    "deal/american-whist": {"hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/dummy-whist": {"hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/double-dummy": {"hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/ruff-and-honours": {"hands": "74fb662c3e7a", "stock": "d661abf5433e", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "a00854577f0d"},
    "deal/ruff-and-honours(put_out=short-suits)": {"hands": "b06e927b2f9d", "stock": "cc17085cba3e", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "a00854577f0d"},
    "deal/ruff-and-honours(ruff=false)": {"hands": "ce371585f9dd", "stock": "1561b35f3dbf", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "a00854577f0d"},
    "deal/whisk": {"hands": "ef0a58228725", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/whisk(edition=seymour-1734)": {"hands": "ef0a58228725", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/whisk(edition=full-pack)": {"hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/whisk-and-swabbers": {"hands": "a43b32f29c14", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal/whisk-and-swabbers(edition=cotton-1674)": {"hands": "ef0a58228725", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "a00854577f0d"},
    "deal-dealers/american-whist": {"hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/dummy-whist": {"hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/double-dummy": {"hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/ruff-and-honours": {"hands": "995a54725bae", "stock": "d661abf5433e", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "66add057e1f3"},
    "deal-dealers/ruff-and-honours(put_out=short-suits)": {"hands": "e9593cbd638d", "stock": "cc17085cba3e", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "66add057e1f3"},
    "deal-dealers/ruff-and-honours(ruff=false)": {"hands": "2ba2396acd19", "stock": "1561b35f3dbf", "turn_up": "b9f577be294c", "trump": "88c99095e9f9", "dealer": "66add057e1f3"},
    "deal-dealers/whisk": {"hands": "5466cbd4d7ae", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/whisk(edition=seymour-1734)": {"hands": "5466cbd4d7ae", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/whisk(edition=full-pack)": {"hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/whisk-and-swabbers": {"hands": "b64c233f5dfe", "stock": "7a20fde71770", "turn_up": "b770e8460c51", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "deal-dealers/whisk-and-swabbers(edition=cotton-1674)": {"hands": "5466cbd4d7ae", "stock": "7a20fde71770", "turn_up": "353e0c2cb8f8", "trump": "1681d892dfa1", "dealer": "66add057e1f3"},
    "play/american-whist/random": {"played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9", "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd"},
    "play/american-whist/hoyle": {"played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8", "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd"},
    "play/dummy-whist/random": {"played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9", "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd"},
    "play/dummy-whist/hoyle": {"played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8", "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd"},
    "play/double-dummy/random": {"played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9", "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd"},
    "play/double-dummy/hoyle": {"played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8", "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours/random": {"played": "11403df988c2", "winner": "2ce3528f2db5", "leader": "acf1964fcd85", "tricks_by_side": "1b83a674fa8c", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours/hoyle": {"played": "b57d36a7aaf9", "winner": "68f539184b9a", "leader": "f55458494b20", "tricks_by_side": "025850caaa0f", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours(put_out=short-suits)/random": {"played": "ab0a7b1cff86", "winner": "f08af327b847", "leader": "f50a8310371b", "tricks_by_side": "88c42cb3ef57", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours(put_out=short-suits)/hoyle": {"played": "e747a10d5adb", "winner": "34885393ebb9", "leader": "4c12962b22b2", "tricks_by_side": "ea3cafc73594", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours(ruff=false)/random": {"played": "7e66d4ddf189", "winner": "e96c05a51456", "leader": "ae2fdbcfc7c3", "tricks_by_side": "93f7ea07c567", "trump_points_by_side": "77edc2bf7ecd"},
    "play/ruff-and-honours(ruff=false)/hoyle": {"played": "e9d737508281", "winner": "175a7c571d05", "leader": "ab4a30427ad5", "tricks_by_side": "264388210154", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk/random": {"played": "2b69463cc99b", "winner": "006147f29f44", "leader": "166afc051936", "tricks_by_side": "6167452f2eff", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk/hoyle": {"played": "7cf20c3e3439", "winner": "396850f7922a", "leader": "6255062c1361", "tricks_by_side": "32dd953dc5de", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk(edition=seymour-1734)/random": {"played": "2b69463cc99b", "winner": "006147f29f44", "leader": "166afc051936", "tricks_by_side": "6167452f2eff", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk(edition=seymour-1734)/hoyle": {"played": "7cf20c3e3439", "winner": "396850f7922a", "leader": "6255062c1361", "tricks_by_side": "32dd953dc5de", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk(edition=full-pack)/random": {"played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9", "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk(edition=full-pack)/hoyle": {"played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8", "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk-and-swabbers/random": {"played": "d73854574615", "winner": "46b499f02126", "leader": "e8f2b3a411a9", "tricks_by_side": "fcdc844a6743", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk-and-swabbers/hoyle": {"played": "fd517cb4cd2c", "winner": "846e08760a2f", "leader": "24dd72d44eb8", "tricks_by_side": "87039f5e568a", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk-and-swabbers(edition=cotton-1674)/random": {"played": "2b69463cc99b", "winner": "006147f29f44", "leader": "166afc051936", "tricks_by_side": "6167452f2eff", "trump_points_by_side": "77edc2bf7ecd"},
    "play/whisk-and-swabbers(edition=cotton-1674)/hoyle": {"played": "7cf20c3e3439", "winner": "396850f7922a", "leader": "6255062c1361", "tricks_by_side": "32dd953dc5de", "trump_points_by_side": "77edc2bf7ecd"},
}


def test_cases_cover_expected():
    assert sorted(CASES) == sorted(EXPECTED)
    assert len(GAMES) == 26  # 15 before issue #20; its six families add 11 settings


@pytest.mark.parametrize("key", CASES)
def test_golden(key):
    assert compute(key) == EXPECTED[key]
