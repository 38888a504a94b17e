"""Scotch Whist's odds: its checks (:mod:`~whistodds.families.scotch.odds.checks`: where the points go, the
chance of being dealt the trump knave, the source's advice about the ten) and its questions
(:mod:`~whistodds.families.scotch.odds.questions`), whose answer to ``whist-odds kernel scotch`` (the points a deal)
is registered here, where the kernel question's discovery of each game's odds finds it."""

from __future__ import annotations

from whistodds.families.scotch.odds.checks import ADVICE_TAKERS as ADVICE_TAKERS
from whistodds.families.scotch.odds.checks import p_seat_dealt_trump_card as p_seat_dealt_trump_card
from whistodds.families.scotch.odds.checks import scotch_game as scotch_game
from whistodds.families.scotch.odds.checks import scotch_points_table as scotch_points_table
from whistodds.families.scotch.odds.checks import verify_scotch_advice as verify_scotch_advice
from whistodds.families.scotch.odds.questions import points_answer
from whistodds.families.scotch.rules import ScotchScoring
from whistodds.odds.questions.kernel import register_points_answer

register_points_answer(ScotchScoring, points_answer)
