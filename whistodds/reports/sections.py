"""What the report page says around the figures: its sections, the human titles of its tables, how to read
each chart, and the glossary.  The numbers themselves come from the report steps (report.py)."""

from __future__ import annotations

from dataclasses import dataclass

from whistodds.reports.report_charts import HEATMAP_GAMES


@dataclass(frozen=True)
class Section:
    """One question the report answers: its anchor, heading, the question in plain words, the findings it
    shows (by their title in ``Report.findings``), its charts and its tables (by name)."""

    id: str
    title: str
    question: str
    findings: tuple[str, ...] = ()
    charts: tuple[str, ...] = ()
    tables: tuple[str, ...] = ()


OLDER_HEATMAPS = tuple(f"heatmap-{name}" for name in HEATMAP_GAMES)  # the charts report_charts draws

SECTIONS: tuple[Section, ...] = (
    Section("calculations", "Does your partner hold it? Bob Short's Calculations",
            "Bob Short gives six short rules for the chance that your partner holds certain cards. Are they right?",
            ("Bob Short's Calculations (partner holdings)",), ("partner-holdings",),
            ("partner_calculations", "partner_holding_table")),
    Section("betting-table", "Bob Short's 1793 betting table",
            "His table of chances for laying wagers 'with the deal' gives the chance of the side ahead at 44 scores "
            "of long whist. How close is it to the true odds, and what did he mean by 'with the deal'?",
            ("Bob Short's betting table (long whist)",), ("bob-short", "bob-short-residuals", "model-sensitivity"),
            ("bob_short_hoyle", "bob_short_random", "bob_short_hoyle_score", "bob_short_double_dummy",
             "bob_short_summary", "proportional_rule", "worked_examples")),
    Section("claims", "Every claim checked, and what he assumed",
            "The report reads every figure in the claims files (his table, his rules and his Calculations) and "
            "asks which way of making the table fits them best.",
            ("Claims checked (the shipped claims files)",), ("claims-bob-short", "claims-fit"),
            ("claims_bob_short", "claims_summary", "claims_fit")),
    Section("score-odds", "The odds at every score",
            "What is the chance of winning the game from any score, at long whist (ten up) and short whist "
            "(five up)?",
            ("The odds at every score",), ("heatmap-long", "heatmap-short"), ("odds_long_whist", "odds_short_whist")),
    Section("attention", "Does it pay to attend to the score?",
            "Bob Short's rule XXVI says to attend to the score. How much do the odds move when players do?",
            ("Attending to the score (hoyle-score against hoyle)",), ("attention-long",),
            ("attention_long_whist", "attention_short_whist")),
    Section("deal-kernels", "What one deal is worth",
            "Every figure in the report is built on what a single deal gives the dealer's side. How much does the "
            "skill of the players change it?",
            ("What one deal is worth",), ("points-by-model",), ("deal_kernels",)),
    Section("long-short", "Long whist against short, and the rubber",
            "Was the five-point game, as the story goes, a better chance for the side behind? And how much is the "
            "deal worth at the start of a game?",
            ("Short whist and the rubber",), ("dealer-advantage", "long-short", "rubber-value"),
            ("long_against_short", "rubber_states", "rubber_value")),
    Section("whole-games", "A check on the method: whole games played out",
            "The exact odds are calculated from single deals. Do games played out deal by deal, with fresh cards, "
            "come out the same?",
            ("Checks",), ("convergence",), ("whole_games_against_exact",)),
    Section("scotch", "Scotch Whist (Catch the Ten)",
            "Is the source's advice about the trump ten sound, and what are the odds at every score of the game "
            "to 41?",
            ("Scotch Whist (Catch the Ten) to 41",), ("heatmap-scotch",),
            ("odds_scotch_whist_4_players", "scotch_points_per_deal", "scotch_advice")),
    Section("gleek", "Gleek, and progressive whist",
            "How often are the sets of Gleek dealt, what is buying the stock worth, and does progressive whist "
            "reward the skilled player?",
            ("Gleek and progressive whist",), ("gleek-settlement", "progressive-skill"),
            ("gleek_sets_exact", "gleek_sets_and_ruff", "gleek_settlement", "progressive_first_prize")),
    Section("older-games", "The older games, from ruff-and-honours to double dummy",
            "How did the deal, the chance of a comeback and the part of luck change from Cotton's games of 1674 to "
            "the whist of the nineteenth century?",
            ("The older games (ruff-and-honours to double dummy)",), ("history", *OLDER_HEATMAPS), ("history",)),
)

TABLE_TITLES: dict[str, str] = {
    "partner_calculations": "His six Calculations against the exact chance and a simulation",
    "partner_holding_table": "The exact chance of every partner holding, up to six cards",
    "bob_short_hoyle": "Bob Short's table against hoyle play (a sound player of 1793)",
    "bob_short_random": "Bob Short's table against random play",
    "bob_short_hoyle_score": "Bob Short's table against hoyle play that attends to the score",
    "bob_short_double_dummy": "Bob Short's table against double-dummy play",
    "bob_short_summary": "His table's error under each reading of 'with the deal' and each model of play",
    "proportional_rule": "His rule of proportion against the model, at the 64 scores below eight",
    "worked_examples": "His worked examples of the rule",
    "claims_bob_short": "Every claim in the Bob Short claims file against the model",
    "claims_summary": "The claims file: the error and the verdicts under each model of play",
    "claims_fit": "Ways of making his table, ranked by how well they fit his claims",
    "odds_long_whist": "Long whist: the chance of winning from every score (hoyle play)",
    "odds_short_whist": "Short whist: the chance of winning from every score (hoyle play)",
    "attention_long_whist": "Long whist: what attending to the score changes, score by score",
    "attention_short_whist": "Short whist: what attending to the score changes, score by score",
    "deal_kernels": "What one deal gives the dealer's side, under each model of play",
    "long_against_short": "Long whist against short: the deal and the side behind's chances",
    "rubber_states": "The rubber at short whist: the chance from every state of games",
    "rubber_value": "The value of a rubber to the side that deals first",
    "whole_games_against_exact": "Whole games played out against the exact calculation",
    "odds_scotch_whist_4_players": "Scotch Whist to 41, four players: the chance of winning from every score",
    "scotch_points_per_deal": "Scotch Whist: the points of a deal, by players and sides",
    "scotch_advice": "Scotch Whist: the advice to lead the trump ten, tested",
    "gleek_sets_exact": "Gleek: the exact chance of each mournival and gleek",
    "gleek_sets_and_ruff": "Gleek: sets and the ruff, as dealt and after the stock is bought",
    "gleek_settlement": "Gleek: each seat's settlement against 22 in the play",
    "progressive_first_prize": "Progressive whist: the skilled player's chance of first prize",
    "history": "The older games compared: the deal, the comeback and the luck",
}

CHART_READINGS: dict[str, str] = {
    "partner-holdings": "Each group of three bars is one of his statements: where the green bar (his figure) stands "
                        "level with the blue (the exact chance), he was right.",
    "bob-short": "Each dot is one entry of his table; dots on the dashed diagonal are entries he got right, dots "
                 "above it are scores where the side ahead is likelier to win than he says.",
    "bob-short-residuals": "The same entries laid out by score: red cells are scores where he overstates the side "
                           "ahead's chance, blue where he understates it; the number is the gap in percentage "
                           "points.",
    "model-sensitivity": "One row per entry of his table: where the markers of the three models of play lie close "
                         "together, the skill of the players hardly matters to the odds; the hollow diamond is his "
                         "figure.",
    "claims-bob-short": "Each dot is one claim; on the diagonal the claim and the model agree.",
    "claims-fit": "The ways of making his table that fit his claims best, best at the top; overlapping bars mean "
                  "the claims cannot tell the two ways apart.",
    "heatmap-long": "Find the score (ours up the side, theirs along the bottom): the deeper the blue, the likelier "
                    "we are to win; the upper panel is with the deal, the lower against it.",
    "heatmap-short": "Read as the long whist chart: with the deal above, against it below.",
    "attention-long": "Purple cells are scores where attending to the score helps the side whose chance is shown, "
                      "orange where it costs them; '?' marks a change too small to be sure of.",
    "points-by-model": "How many tricks the dealer's side takes in a deal, under each model of play.",
    "dealer-advantage": "How much better than an even chance the dealer's side has at love-all, with the 95% "
                        "interval on each bar; the dashed line is Bob Short's 'ten and a half to ten'.",
    "long-short": "Each point is a score of love to d, where d is the points the side ahead has; it shows how often "
                  "the side behind still wins the game. Compare the two games at the same share of the game.",
    "rubber-value": "What a rubber from love-all is worth to the side that deals first: each bar is one result.",
    "convergence": "The running estimate from simulated games (blue, with its 95% band) settles on the exact "
                   "value (red line) as more games are played.",
    "heatmap-scotch": "The chance of winning from every score of the game to 41, with the deal above and against "
                      "it below.",
    "gleek-settlement": "What each seat wins or pays against 22 in the play, under both readings of trumping.",
    "progressive-skill": "How often one skilled player takes first prize, against the chance alone (dashed line).",
    "history": "The games in date order: the dealer's advantage (top), how often the side behind after the first "
               "deal recovers (middle), and how often a skilled side loses to an unskilled one (bottom).",
    **{name: "Read as the long whist chart, for this game under its own play model: with the deal above, against "
             "it below; the deeper the blue, the likelier we are to win." for name in OLDER_HEATMAPS},
}


@dataclass(frozen=True)
class Term:
    """A glossary entry."""

    id: str
    term: str
    meaning: str


GLOSSARY: tuple[Term, ...] = (
    Term("percentage-point", "percentage point",
         "The difference between two percentages: a chance of 55% is five percentage points above one of 50%."),
    Term("interval", "95% interval",
         "The range the true value lies in, given the random sampling behind a figure, in 95 cases out of 100. "
         "A figure written 0.5154 ± 0.0010 gives its standard error after the ±; the 95% interval is about twice "
         "as wide each way."),
    Term("kernel", "deal kernel",
         "The table of what one deal gives each side (tricks and honours), found by playing many deals (ten "
         "million for random and hoyle play). "
         "The odds of a whole game are calculated exactly from it."),
    Term("exact", "exact calculation",
         "The chance of winning a game from a score, worked out from the deal kernel over every way the game can "
         "go on, rather than by playing games out (a dynamic programme)."),
    Term("random", "random play",
         "A model of play in which every player plays any legal card at random: the least skilful play."),
    Term("hoyle", "hoyle play",
         "A model of a sound player of 1793, following Bob Short's Short Standing Rules; the report's main model."),
    Term("hoyle-score", "hoyle-score play",
         "Hoyle play that also attends to the score, as Bob Short's rule XXVI asks."),
    Term("double-dummy", "double-dummy play",
         "Perfect play by players who can see all four hands: the most skilful play possible."),
    Term("double-dummy-game", "double dummy (the game)",
         "Whist for two, each playing a dummy hand as partner (1911 Britannica)."),
    Term("with-the-deal", "'with the deal' readings",
         "Bob Short heads his table 'with the deal' without saying whose. The report reads it three ways: the "
         "first-named side deals the next hand, the other side deals, or it is not known who deals."),
    Term("log-odds", "log-odds",
         "The logarithm of the odds; differences in log-odds weigh an error near certainty more than one near "
         "an even chance."),
    Term("love", "love", "No score: at love-all neither side has scored."),
)

GLOSSARY_IDS = {term.id for term in GLOSSARY}
