"""The grammar of printed odds: every form in which the old books and pages print a chance, read to an exact
fraction as its author meant it, written back, and judged against a model on the scale of odds.

Forms read (:data:`FORMS_READ`, made from the one list :data:`~whistodds.odds.printed_odds.forms.PRINTED_FORMS`):
{FORMS_READ}.

``N in M`` has two readings: a chance of N/M (used unless told otherwise), and the edge of Bob Short and
Hoyle, N more in every M staked, odds of M + N to M (used where the figure says ``in favour of`` or the
caller asks for it).  Both are computed; :attr:`PrintedOdds.said` names the one used.

>>> read_printed_odds("1 in 4").said
'read as a chance of 1/4 (the edge reading, an edge of 1 in 4: odds of 5 to 4, a chance of 5/9, not used)'
>>> read_printed_odds("about 4 in 100", reading=Reading.EDGE).probability
Fraction(26, 51)
>>> read_printed_odds("a guinea to 14s. 11¼d.").probability
Fraction(336, 575)
>>> read_printed_odds("nearly 13 to 4").qualifier
'nearly'
>>> write_odds(Fraction(1, 4), Form.CHANCE), write_odds(Fraction(1, 4), Form.ODDS)
('1 in 4', '3 to 1 against')
>>> judge(read_printed_odds("169,066,442 to 1 against"), Fraction(1, 158_753_389_900)).how_far
'the true odds against are 939 times longer'
"""

from __future__ import annotations

from fractions import Fraction

from whistodds.odds.printed_odds.authors_form import authors_form
from whistodds.odds.printed_odds.forms import (AUTHOR_TERMS, FORMS_READ, MAX_AMOUNT, MAX_DIGITS, MAX_SMALL_TERMS,
                                               QUALIFIERS, Amount, Direction, Form, PrintedOdds, ReadOdds, Reading,
                                               nearest_small_ratio)
from whistodds.odds.printed_odds.judging import (POINTS_BAND, TOLERANCE, VERDICT_RULE, Judgement, Verdict, how_far,
                                                 judge, log_odds)
from whistodds.odds.printed_odds.reading import read_against, read_printed_odds
from whistodds.odds.printed_odds.writing import write_odds

__doc__ = (__doc__ or "").replace("{FORMS_READ}", FORMS_READ)

__all__ = ["AUTHOR_TERMS", "FORMS_READ", "MAX_AMOUNT", "MAX_DIGITS", "MAX_SMALL_TERMS", "POINTS_BAND", "QUALIFIERS",
           "TOLERANCE", "VERDICT_RULE", "Amount", "Direction", "Form", "Judgement", "PrintedOdds", "ReadOdds",
           "Reading", "Verdict", "authors_form", "how_far", "judge", "log_odds", "nearest_small_ratio", "read_against",
           "read_printed_odds", "write_odds"]
