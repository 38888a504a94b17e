"""The primary sources quoted in the report: the lines each section checks, verbatim, with file and line.

The source texts are not shipped with the package, so the quotations are kept here; tests/test_page.py
(test_quotes_are_verbatim) checks every one against ../shared/sources, word for word.
"""

from __future__ import annotations

from dataclasses import dataclass

SHORT = "bob-short-hoyle-abridged-1793.txt"
BRITANNICA = "britannica-1911-whist.txt"
SOURCE_TITLES = {
    SHORT: "Bob Short, Hoyle Abridged (1793)",
    BRITANNICA: "1911 Encyclopaedia Britannica, 'Whist'",
    "scotch-whist.txt": "Scotch Whist (after The American Hoyle, 1868)",
    "gleek.txt": "Gleek (an encyclopaedia article after Cotton, 1674, and Willughby, c.1670)",
    "comstock-1885-social-whist.txt": "Theo. B. Comstock, The games of social Whist and social Euchre (1885)",
}


@dataclass(frozen=True)
class Quote:
    """Words found verbatim on one line of a source file (an excerpt of the line, never altered); or, with
    ``last_line``, a sentence the source breaks over lines ``line`` to ``last_line`` (a column of a table),
    quoted whole: each line holds the next words of it, in order."""

    file: str
    line: int
    text: str
    last_line: int | None = None

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" + (f"-{self.last_line}" if self.last_line else "")

    def found_in(self, lines: list[str]) -> bool:
        """Whether the quote is in ``lines`` (the source file's lines) where it says, word for word.

        >>> Quote("f", 2, "8 to 9 is a small odds", last_line=4).found_in(["x", "| 8 to 9 is a |", "", "small odds |"])
        True
        >>> Quote("f", 2, "8 to 9 is a large odds", last_line=4).found_in(["x", "| 8 to 9 is a |", "", "small odds |"])
        False
        """
        if self.last_line is None:
            return self.text in lines[self.line - 1]
        words = self.text.split()
        for source_line in lines[self.line - 1:self.last_line]:
            taken = 0  # the most of the next words that this line holds, as one run
            while taken < len(words) and " ".join(words[:taken + 1]) in source_line:
                taken += 1
            words = words[taken:]
        return not words

    @property
    def source(self) -> str:
        return SOURCE_TITLES.get(self.file, self.file)


QUOTES: dict[str, tuple[Quote, ...]] = {
    "calculations": (
        Quote(SHORT, 401, "IT is about five to four that your partner holds one card out of any two."),
        Quote(SHORT, 405, "It is about five to two that he holds one card out of three."),
        Quote(SHORT, 409, "It is about four to one that he holds one card out of any four."),
        Quote(SHORT, 413, "It is two to one that he does not hold a certain card."),
        Quote(SHORT, 417, "It is about three to one that he does not hold two cards out of any three."),
        Quote(SHORT, 421, "It is about three to two that he does not hold two cards out of any four."),
    ),
    "holdings": (
        Quote(SHORT, 168, "run the risk of your adversary having the second best of it, which if he has not, you "
                          "gain a trick."),
        Quote(SHORT, 188, "*Tenace*, is having the first and third best cards, and being last player you catch the "
                          "adversary when that suit is played."),
        Quote(BRITANNICA, 111, "Do not finesse (i.e. play a lower card than your highest in the third hand) in "
                               "partner's suit"),
        Quote(BRITANNICA, 135, "Your right hand antagonist leads a heart, from which you infer that he holds the king "
                               "of the same suit"),
    ),
    "betting-table": (
        Quote(SHORT, 346, "AT any score of the game, except eight and nine, the odds are nearly in proportion to "
                          "the points wanted, viz."),
        Quote(SHORT, 350, "At the beginning a game it is ten and a half to ten in favour of the dealer."),
        Quote(SHORT, 358, "WITH THE DEAL,"),
        Quote(SHORT, 362, "1 love is 11 to 10"),
        Quote(SHORT, 374, "2 to 1 is 9 to 8"),
    ),
    "claims": (
        Quote(SHORT, 387, "8 to 9 is a small odds in favor of the deal; about 4 in 100 only.", last_line=391),
    ),
    "eight-nine": (
        Quote(SHORT, 369, "8 - - - 5 -- 1"),
        Quote(SHORT, 370, "9 - - - 9 -- 2"),
        Quote(SHORT, 346, "AT any score of the game, except eight and nine, the odds are nearly in proportion to "
                          "the points wanted, viz."),
        Quote(SHORT, 387, "8 to 9 is a small odds in favor of the deal; about 4 in 100 only.", last_line=391),
    ),
    "score-odds": (
        Quote(BRITANNICA, 75, "A game consists of five points."),
        Quote(BRITANNICA, 117, "There is no \"treble\" at long whist. A double is scored when the losers are less "
                               "than five, a single if they have made five or more."),
    ),
    "attention": (
        Quote(SHORT, 316, "Attend to the score, and play your game accordingly."),
        Quote(BRITANNICA, 111, "Play to the score. If winning the odd trick saves or wins the game, do not try risky "
                               "combinations for the sake of getting two or three tricks."),
        Quote(BRITANNICA, 49, "Their third rule, \"Attend to the score,\" if amended into \"Play to the score,\" is "
                              "most valuable."),
    ),
    "deal-kernels": (
        Quote(BRITANNICA, 75, "When all the cards have been played the tricks gained by each side are counted, each "
                              "trick over six counting one."),
        Quote(BRITANNICA, 75, "If one side holds all four honours, four points; if three, two points; if both sides "
                              "hold two there is no score, honours being \"divided,\" or \"easy.\""),
    ),
    "long-short": (
        Quote(BRITANNICA, 55, "the players proposed to make the game five up, in order to give the loser a chance of "
                              "recovering his loss."),
        Quote(BRITANNICA, 75, "A rubber consists of the best of three games, unless one side wins the first two "
                              "games."),
        Quote(SHORT, 350, "At the beginning a game it is ten and a half to ten in favour of the dealer."),
    ),
    "whole-games": (),
    "scotch": (
        Quote("scotch-whist.txt", 29, "In a partnership game the player who has been dealt the 10, either singleton "
                                      "or doubleton, would be well advised to lead it."),
        Quote("scotch-whist.txt", 25, "scores 11 points for the Jack, four points for the Ace, three points for the "
                                      "King, two points for the Queen, and ten points for the 10."),
    ),
    "gleek": (
        Quote("gleek.txt", 24, "Mournivals are four of a kind and Gleeks are three of a kind."),
        Quote("gleek.txt", 33, "Each player then either wins or loses the difference between this total and 22."),
        Quote("gleek.txt", 39, "The highest mournival is Four Aces, which also counts as the highest suit and "
                               "highest Ruff. This hand beats everything else."),
        Quote(BRITANNICA, 123, "At each table one hand only is played."),
        Quote("comstock-1885-social-whist.txt", 13, "Play continues at each table only until the four players have "
                                                    "all dealt once (4 deals)"),
    ),
    "older-games": (
        Quote(BRITANNICA, 27, "The holder of the ace of trumps was allowed to ruff, i.e. to take in the stock and to "
                              "put out four cards from his hand. The game was played nine up"),
        Quote(BRITANNICA, 39, "The points of the game rose from nine to ten"),
        Quote(BRITANNICA, 81, "At Double Dummy each player has a dummy partner, and there is no misdeal, as the deal "
                              "is a disadvantage."),
    ),
}
