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
(``gleek(stock_buyer=...,stock_order=...,discard=...)``, see :mod:`whistodds.families.gleek.rules`).

One concept a module, all named here: what a hand is worth as dealt (:mod:`~whistodds.families.gleek.odds.hands`),
buying the stock (:mod:`~whistodds.families.gleek.odds.stock`), the deals simulated by seat
(:mod:`~whistodds.families.gleek.odds.deals`) and the play settled against 22 (:mod:`~whistodds.families.gleek.odds.play`).
"""

from __future__ import annotations

from whistodds.families.gleek.odds.deals import DEAL_BATCH as DEAL_BATCH
from whistodds.families.gleek.odds.deals import SEATS as SEATS
from whistodds.families.gleek.odds.deals import simulate_deal_values as simulate_deal_values
from whistodds.families.gleek.odds.deals import simulate_sets_by_seat as simulate_sets_by_seat
from whistodds.families.gleek.odds.deals import stages as stages
from whistodds.families.gleek.odds.hands import DEFAULT as DEFAULT
from whistodds.families.gleek.odds.hands import RANK_WORDS as RANK_WORDS
from whistodds.families.gleek.odds.hands import exact_any_set as exact_any_set
from whistodds.families.gleek.odds.hands import exact_sets as exact_sets
from whistodds.families.gleek.odds.hands import four_aces as four_aces
from whistodds.families.gleek.odds.hands import gleek_scoring as gleek_scoring
from whistodds.families.gleek.odds.hands import rank_counts as rank_counts
from whistodds.families.gleek.odds.hands import ruff as ruff
from whistodds.families.gleek.odds.hands import ruff_points as ruff_points
from whistodds.families.gleek.odds.hands import ruff_value as ruff_value
from whistodds.families.gleek.odds.hands import set_values as set_values
from whistodds.families.gleek.odds.play import play_gleek as play_gleek
from whistodds.families.gleek.odds.play import settlements as settlements
from whistodds.families.gleek.odds.stock import buy_stock as buy_stock
from whistodds.families.gleek.odds.stock import buyer_seats as buyer_seats
from whistodds.families.gleek.odds.stock import keep_scores as keep_scores
