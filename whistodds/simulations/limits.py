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
MAX_REPORT_DEALS = 10**8  # deals (or games) per figure of the report
MAX_RULE_DEALS = 5_000_000  # deals of `verify rules` (every card of three plays of each deal is kept)
MAX_DOUBLE_DUMMY_RULE_DEALS = 100_000  # deals of `verify rules --against double-dummy` (each defender's card solved)
