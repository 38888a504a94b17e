"""Gleek (three players, 44 cards): mournivals and gleeks exactly and by simulation, the ruff
(four aces above every ruff), the stock bought before the play, and the twelve tricks settled
against 22, zero-sum in every deal once the stock is in play.

Source: ``gleek.txt``.  A mournival is four of a kind, a gleek three, of aces,
kings, queens or knaves: "A Mournival of Aces is worth 8 pence from each
opponent ... Kings: 6 ... Queens: 4 ... Knaves: 2.  A Gleek of Aces is worth 4
pence. ... Kings: 3 ... Queens: 2 ... Knaves: 1."  The ruff counts "court cards
at 10 each, aces at 11 and numerals at face value", best suit.  In play, "3
points for each trick", and honours of trumps "Ace (15 points), King (3
points), Queen (3 points), and Jack (9 points)", the dealer counting the turn-up
if it is one; "each player then either wins or loses the difference between
this total and 22".  The buyer of the stock "must discard 7 cards, then take in
the stock" (gleek.txt:15); who buys it and what he keeps are rules of the game
(``gleek(stock_buyer=...,stock_order=...,discard=...)``, see :mod:`whistodds.games.families.gleek`).

One concept a module, all named here: what a hand is worth as dealt (:mod:`~whistodds.odds.gleek.hands`),
buying the stock (:mod:`~whistodds.odds.gleek.stock`), the deals simulated by seat
(:mod:`~whistodds.odds.gleek.deals`) and the play settled against 22 (:mod:`~whistodds.odds.gleek.play`).
"""

from __future__ import annotations

from whistodds.odds.gleek.deals import DEAL_BATCH as DEAL_BATCH
from whistodds.odds.gleek.deals import SEATS as SEATS
from whistodds.odds.gleek.deals import simulate_deal_values as simulate_deal_values
from whistodds.odds.gleek.deals import simulate_sets_by_seat as simulate_sets_by_seat
from whistodds.odds.gleek.deals import stages as stages
from whistodds.odds.gleek.hands import DEFAULT as DEFAULT
from whistodds.odds.gleek.hands import RANK_WORDS as RANK_WORDS
from whistodds.odds.gleek.hands import exact_any_set as exact_any_set
from whistodds.odds.gleek.hands import exact_sets as exact_sets
from whistodds.odds.gleek.hands import four_aces as four_aces
from whistodds.odds.gleek.hands import gleek_scoring as gleek_scoring
from whistodds.odds.gleek.hands import rank_counts as rank_counts
from whistodds.odds.gleek.hands import ruff as ruff
from whistodds.odds.gleek.hands import ruff_points as ruff_points
from whistodds.odds.gleek.hands import ruff_value as ruff_value
from whistodds.odds.gleek.hands import set_values as set_values
from whistodds.odds.gleek.play import play_gleek as play_gleek
from whistodds.odds.gleek.play import settlements as settlements
from whistodds.odds.gleek.stock import buy_stock as buy_stock
from whistodds.odds.gleek.stock import buyer_seats as buyer_seats
from whistodds.odds.gleek.stock import keep_scores as keep_scores
