"""Deals in PBN (Portable Bridge Notation) as bridge tools read it: ``whist-odds deals --pbn``.

Whist has no auction, so each board says what a bridge tool needs to know in its own terms: the dealer
(seat 0 deals, written as North), the trump suit as a one-level contract in it declared by the dealer
(``[Contract "1H"]``, ``[Declarer "N"]``: the eldest hand, East, on the declarer's left, leads, as at whist,
and the dealer's side needs seven tricks, the odd trick), ``[Result]`` the tricks the dealer's side took,
the hands, and, when the model plays card by card, the play (``[Play "E"]``, a line a trick).  Notes are
numbered (``[Note "1:..."]``) as the PBN standard and endplay's reader want.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

    from whistodds.simulations.play.models import PlayModel

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def pbn_text(table: "pd.DataFrame", model: PlayModel, seed: int | None, first: int = 1) -> str:
    """The boards of a per-deal table (:func:`whistodds.simulations.outcomes.whist_outcomes` with
    ``with_pbn=True``), numbered from ``first``; the file's header comes with board 1.

    >>> import pandas as pd
    >>> row = {"pbn": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
    ...        "trumps": "S", "turn_up": "S2", "tricks_dealer_side": 13}
    >>> from whistodds.simulations.play.models import get_model
    >>> print(pbn_text(pd.DataFrame([row]), get_model("random"), 1).splitlines()[5:10])
    ['[Dealer "N"]', '[Vulnerable "None"]', '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]', '[Declarer "N"]', '[Contract "1S"]']
    """
    lines = ["% PBN 2.1", "% EXPORT",
             f"% whistodds deals: model {model.name}, seed {seed}; whist, no bidding: the dealer (N) turns up "
             f"trumps, given as a one-level contract he declares; the eldest hand (E) leads"] if first == 1 else []
    for number, row in enumerate(table.itertuples(index=False), start=first):
        trumps = str(row.trumps)
        lines += [
            '[Event "whistodds"]',
            f'[Board "{number}"]',
            '[Dealer "N"]',
            '[Vulnerable "None"]',
            f'[Deal "{row.pbn}"]',
            '[Declarer "N"]',
            f'[Contract "1{trumps}"]',
            f'[Result "{int(row.tricks_dealer_side)}"]',
            f'[Note "1:whist: trumps {SUIT_NAMES[trumps]}, turn-up {row.turn_up}; the dealer\'s side (N-S) took '
            f'{int(row.tricks_dealer_side)} tricks ({model.name} play)"]',
        ]
        play = getattr(row, "pbn_play", None)
        if isinstance(play, str) and play:
            lines += ['[Play "E"]', play]
        lines.append("")
    return "\n".join(lines) + "\n"
