"""What each player sees while playing: his own hand, the dummies' exposed on the table, and a dummy's
partner's.

>>> seen_hands(4, ((0, 2), (1, 3)), ())
((0,), (1,), (2,), (3,))
"""

from __future__ import annotations


def seen_hands(players: int, sides: tuple[tuple[int, ...], ...], dummies: tuple[int, ...]
               ) -> tuple[tuple[int, ...], ...]:
    """The seats whose hands each seat's player sees, seat 0 first: his own; every dummy's, "exposed on the
    table before the play begins" (britannica-1911-whist.txt:81); a dummy's partners' (a dummy is played by
    its partner, who sees both hands); and, where there are dummies, one who sees every hand but one knows
    that one too (the unplayed cards he does not see are all in it).

    >>> seen_hands(4, ((0, 2), (1, 3)), (0,))
    ((0, 2), (0, 1), (0, 2), (0, 3))
    >>> seen_hands(4, ((0, 2), (1, 3)), (2, 3))[0]
    (0, 1, 2, 3)
    """
    side_of = {seat: side for side in sides for seat in side}
    sight = []
    for seat in range(players):
        seen = {seat, *dummies}
        if seat in dummies:
            seen |= set(side_of[seat])
        if dummies and len(seen) == players - 1:
            seen = set(range(players))
        sight.append(tuple(sorted(seen)))
    return tuple(sight)
