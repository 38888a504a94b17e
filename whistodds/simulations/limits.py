"""The largest runs each simulation accepts, stated once: the API checks them, the command line names them.

Each is what this two-core machine finishes in a few hours at most, in flat
memory; a larger count is a one-line error before any work starts.
"""

MAX_KERNEL_DEALS = 10**10  # deal kernels: about 80 minutes of hoyle play on two cores
MAX_DOUBLE_DUMMY_DEALS = 10**6  # deals solved double-dummy (DDS): 50 a second a core; hours, resumable, or a cluster
MAX_DEAL = 10**8  # deals dealt in one call of deal() (about 5 GB of hands)
MAX_GAMES = 10**9  # whole games or rubbers in one run
MAX_DEALS = 10**9  # Gleek, Scotch Whist's checks, partner holdings and the Calculations
MAX_TABLE_DEALS = 10**8  # deals written one row each by `whist-odds deals` (about 4.5 GB of CSV)
MAX_EVENINGS = 10**7  # evenings of progressive whist
LENGTH_GAMES = 20_000  # whole games a game's length is simulated from when none are given: the mean's 95% interval about +-0.03 deals
MIN_LENGTH_GAMES = 100  # the fewest: a mode or decile from fewer is noise
MAX_REPORT_DEALS = 10**8  # deals (or games) per figure of the report
MAX_RULE_DEALS = 5_000_000  # deals of `verify rules` (every card of three plays of each deal is kept)
MAX_DOUBLE_DUMMY_RULE_DEALS = 100_000  # deals of `verify rules --against double-dummy` (each defender's card solved)

# Holding sentences (`whist-odds holding`, a claims file's `held`): refused beyond these in one line before any
# work (whistodds.odds.holdings.bounds).  The longest sentence in the tests, README and shipped claims files has
# 3 statements, brackets 1 deep and 88 characters.
MAX_SENTENCE_STATEMENTS = 16  # statements joined by and/or/given (so at most 15 of those words)
MAX_SENTENCE_NESTING = 8  # brackets within brackets (counted before reading; the reader recurses once a bracket)
MAX_SENTENCE_CHARACTERS = 4_000
MAX_COUNT_RECORDS = 500_000  # the exact count: states held at once times the statements each records (beyond:
# the figure is simulated only); at most some 350 bytes a record, this step's and the last: some 350 MB
