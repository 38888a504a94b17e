"""``whist-odds history``: the games of three centuries side by side, in date order."""

from __future__ import annotations

from whistodds.cli.options import ClaimsFlag, Model, RunOptions, check_deals, run_options
from whistodds.cli.output import check_writable, emit, table_format
from whistodds.reports import text as words
from whistodds.simulations import limits


@run_options(deals=80_000, model=Model.several, workers=False, quiet=False,
             deals_limit=f"{limits.MAX_GAMES:,}")
def history(claims: ClaimsFlag = False, *, run: RunOptions) -> None:
    """Ruff-and-honours, whisk, whisk-and-swabbers, long, short, American, dummy and double dummy whist in date
    order: the dealer's advantage (game and rubber), how often the side behind after the first deal wins, the
    deals a game lasts, and how often a hoyle side loses to a random one (a quarter of --deals games)."""
    from whistodds.simulations.play.models import get_model

    deals = run.deals if run.deals is not None else 80_000
    check_deals(deals, limits.MAX_GAMES)
    if deals < 400:
        raise ValueError(f"--deals {deals} is not allowed; use 400 to {limits.MAX_GAMES:,}")
    models = None if run.models is None else tuple(get_model(name).name for name in run.models)
    check_writable(run.out)
    if claims:
        from whistodds.odds.history import older_claims

        emit(words.older_claims_text(older_claims(deals=deals, seed=run.run_seed()), table_format(run.fmt)), run.out)
        return
    from whistodds.odds.history import history_table

    emit(words.history_text(history_table(matches=deals // 4, seed=run.run_seed(), models=models),
                            table_format(run.fmt)), run.out)
