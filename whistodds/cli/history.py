"""``whist-odds history``: the games of three centuries side by side, in date order."""

from __future__ import annotations

from whistodds.cli.odds import ask
from whistodds.cli.options import ClaimsFlag, Model, RunOptions, check_model, run_options
from whistodds.cli.output import check_writable
from whistodds.odds.questions.history import HISTORY_DEALS
from whistodds.simulations import limits


@run_options(deals=HISTORY_DEALS, model=Model.several, workers=False, quiet=False,
             deals_limit=f"{limits.MAX_GAMES:,}")
def history(claims: ClaimsFlag = False, *, run: RunOptions) -> None:
    """Ruff-and-honours, whisk, whisk-and-swabbers, long, short, American, dummy and double dummy whist in date
    order: the dealer's advantage (game and rubber), how often the side behind after the first deal wins, the
    deals a game lasts, and how often a hoyle side loses to a random one (a quarter of --deals games)."""
    from whistodds.odds.questions.history import HistoryQuestion

    question = HistoryQuestion(run.deals if run.deals is not None else HISTORY_DEALS,
                               None if run.models is None else tuple(check_model(name) for name in run.models),
                               claims, run.seed)
    check_writable(run.out)
    ask(question, run)
