"""What the score means for the play of one hand: the play context.

Bob Short's rule XXVI is "Attend to the score, and play your game accordingly"
(``bob-short-hoyle-abridged-1793.txt:316``); rules V, VIII, XX, XXI and XXV and the
1911 Britannica's advice (``britannica-1911-whist.txt:111,117``) turn on it.  A
player does not need the score itself, only what it makes of this hand: how many
tricks his side must take to win the game now, and how many to stop the
adversaries winning it.  That pair is the play context.

For the dealer's side it is ``(win_at, save_at)``: with ``win_at`` tricks or more
the dealer's side wins the game this hand (``tricks + 1``: it cannot), and with
fewer than ``save_at`` the other side wins it (0: it cannot).  It is read from the
game's own scoring (``scoring.apply``) for every number of tricks, so honours, the
rule at nine, the call at eight (made or refused before a card is played) and
"tricks count before honours" are all in it, and it works for every game scored by
tricks and honours.  The partners are taken to know how the honours lie between
the sides: the call declares them at eight, the turn-up shows one, and they fall
in the play; a player who counted only his own would play some hands otherwise.

The other side's context is the same pair seen from its side:
``(tricks + 1 - save_at, tricks + 1 - win_at)``.  Scores that mean the same for
the play share a context, and contexts in which no rule that needs the score can
apply are all the one neutral context ``(tricks + 1, 0)``, so that a play model
that ignores the score and one that attends to it play every such hand alike.

>>> from whistodds.games import get_game
>>> game = get_game("long-whist")
>>> hand_context(game, dealer_score=9, other_score=9, dealer_honours=2)  # the odd trick decides
(7, 7)
>>> hand_context(game, dealer_score=0, other_score=0, dealer_honours=2)
(14, 0)
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from whistodds.games.definition import Game

Context = tuple[int, int]


def has_contexts(game: Game) -> bool:
    """Whether the play context is defined for ``game``: a score game of two sides scored by tricks and honours."""
    return game.counts_tricks_and_honours and game.n_sides == 2


def check_contexts(game: Game) -> None:
    """A one-line ``ValueError`` unless the play context is defined for ``game``."""
    if not has_contexts(game):
        raise ValueError(f"a play model that attends to the score needs a game of two sides scored by tricks "
                         f"and honours, not {game.name!r}")


def neutral(game: Game) -> Context:
    """The context in which nothing turns on the score: neither side can win or lose the game this hand."""
    return game.cards_per_hand + 1, 0


def hand_contexts(game: Game, dealer_score: np.ndarray, other_score: np.ndarray, dealer_honours: np.ndarray
                  ) -> tuple[np.ndarray, np.ndarray]:
    """``(win_at, save_at)`` arrays for the dealer's side, for arrays of scores and the honours it holds.

    Canonical: a context in which no rule that needs the score can apply is the neutral one.
    Scores in play are looked up in a table made once per game (a whole game asks for every deal).
    """
    check_contexts(game)
    dealer_score, other_score, dealer_honours = (np.asarray(x) for x in (dealer_score, other_score, dealer_honours))
    win_table, save_table = _context_table(game)
    n, columns = win_table.shape[1], win_table.shape[2]
    if dealer_score.size and all(np.issubdtype(x.dtype, np.integer) for x in (dealer_score, other_score, dealer_honours)) \
            and min(dealer_score.min(), other_score.min(), dealer_honours.min()) >= 0 \
            and dealer_score.max() < n and other_score.max() < n and dealer_honours.max() < columns:
        return win_table[dealer_score, other_score, dealer_honours], save_table[dealer_score, other_score, dealer_honours]
    return _computed_contexts(game, dealer_score, other_score, dealer_honours)


@lru_cache(maxsize=64)
def _context_table(game: Game) -> tuple[np.ndarray, np.ndarray]:
    """Every context of the scores in play: ``(win_at, save_at)``, each ``(scores, scores, honours columns)``."""
    shape = game.score_rules.outcome_shape()
    assert shape is not None  # whist scoring: a grid of tricks and honours
    n, columns = game.score_rules.score_states, shape[1]
    a, b, h = np.meshgrid(np.arange(n), np.arange(n), np.arange(columns), indexing="ij")
    return _computed_contexts(game, a, b, h)


def _computed_contexts(game: Game, dealer_score: np.ndarray, other_score: np.ndarray, dealer_honours: np.ndarray
                       ) -> tuple[np.ndarray, np.ndarray]:
    scoring = game.score_rules
    tricks = game.cards_per_hand
    dealer_score, other_score, dealer_honours = np.broadcast_arrays(
        np.asarray(dealer_score), np.asarray(other_score), np.asarray(dealer_honours))
    t = np.arange(tricks + 1)
    scores = np.stack([dealer_score, other_score], axis=-1)[..., None, :]
    _, winner = scoring.apply(scores, np.zeros(scores.shape[:-1], np.int64),
                              {"tricks": t, "honours": dealer_honours[..., None]})
    we_win, they_win = winner == 0, winner == 1
    win_at = np.where(we_win.any(axis=-1), np.argmax(we_win, axis=-1), tricks + 1)
    save_at = np.where(they_win.any(axis=-1), tricks - np.argmax(they_win[..., ::-1], axis=-1) + 1, 0)
    live = _any_rule_applies(win_at, save_at, tricks)  # the same test from the other side's view
    return np.where(live, win_at, tricks + 1), np.where(live, save_at, 0)


def hand_context(game: Game, dealer_score: int, other_score: int, dealer_honours: int) -> Context:
    """One hand's context for the dealer's side (see :func:`hand_contexts`)."""
    win_at, save_at = hand_contexts(game, np.array(dealer_score), np.array(other_score), np.array(dealer_honours))
    return int(win_at), int(save_at)


def seen_by_other_side(game: Game, context: Context) -> Context:
    """The dealer's side's context as the other side sees it."""
    win_at, save_at = context
    return game.cards_per_hand + 1 - save_at, game.cards_per_hand + 1 - win_at


def odd_trick(tricks: int) -> int:
    """The trick past the book: 7 of 13."""
    return tricks // 2 + 1


def _any_rule_applies(win_at: np.ndarray, save_at: np.ndarray, tricks: int) -> np.ndarray:
    """Whether, for a side with this context, any rule of ``hoyle-score`` can apply in the hand.

    Every one of them (``whistodds.simulations.play.compiled.hoyle``) needs a number of tricks that
    wins or saves the game this hand: one more trick wins or saves it; the odd trick decides;
    the adversaries need the odd trick and one more (VIII); the game is much against us (we
    cannot win this hand, they can); the venturesome style (more tricks wanted past the odd).
    So a context is live when either number lies within the hand (1 to ``tricks``).
    """
    return ((win_at >= 1) & (win_at <= tricks)) | ((save_at >= 1) & (save_at <= tricks))
