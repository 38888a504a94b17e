"""``whist-odds history``: the games of three centuries side by side, in date order."""

from __future__ import annotations

from whistodds.cli.options import (ClaimsFlag, DealsOption, FormatOption, ModelsOption, OutOption, SeedOption,
                                   check_deals)
from whistodds.cli.output import OutputFormat, check_writable, emit
from whistodds.reports import text as words
from whistodds.simulations import limits


def history(
    policy: ModelsOption = None,
    deals: DealsOption = 80_000,
    seed: SeedOption = 0,
    claims: ClaimsFlag = False,
    fmt: FormatOption = OutputFormat.table,
    out: OutOption = None,
) -> None:
    """Ruff-and-honours, whisk, whisk-and-swabbers, long, short, American, dummy and double dummy whist in date
    order: the dealer's advantage (game and rubber), how often the side behind after the first deal wins, the
    deals a game lasts, and how often a hoyle side loses to a random one (a quarter of --deals games)."""
    from whistodds.simulations.play.policies import get_policy

    check_deals(deals, limits.MAX_GAMES)
    if deals < 400:
        raise ValueError(f"--deals {deals} is not allowed; use 400 to {limits.MAX_GAMES:,}")
    models = None if policy is None else (get_policy(policy).name,)
    check_writable(out)
    if claims:
        from whistodds.odds.history import older_claims

        emit(words.older_claims_text(older_claims(deals=deals, seed=seed or 0), fmt), out)
        return
    from whistodds.odds.history import history_table

    emit(words.history_text(history_table(matches=deals // 4, seed=seed or 0, models=models), fmt), out)
