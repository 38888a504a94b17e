"""The answers about progressive whist and the cache."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whistodds.reports.text.formats import OutputFormat, _frame, _records, render

if TYPE_CHECKING:
    from whistodds.simulations.progressive import Evenings


def progressive_text(evenings: Evenings, system: str, tables: int, sittings: int, skilled: int, n_evenings: int, seed: int,
                     fmt: OutputFormat) -> str:
    """Progressive whist: the strongest player's chance of first prize, and the field's scores."""
    first = evenings.p_first_prize()  # ties counted as a share: a mean, not a count of successes
    field = evenings.field
    summary = _frame({
        "system": system, "tables": tables, "sittings": sittings, "skilled": skilled, "evenings": n_evenings,
        **first.columns("p_strongest_first_prize"), "p_by_chance": 1 / (4 * tables),
        "strongest_mean_score": evenings.strongest.mean, "field_mean_score": field.mean,
        "field_score_p10": field.quantile(0.1), "field_score_median": field.quantile(0.5),
        "field_score_p90": field.quantile(0.9)})
    if _records(fmt):
        return render(summary, fmt)
    who = "player 0 (hoyle)" if skilled else "player 0 (all play random)"
    return (f"Progressive whist, {system} system, {tables} tables, {sittings} sittings, {skilled} skilled "
            f"(hoyle) among {4 * tables} players, {n_evenings:,} evenings (seed {seed}):\n"
            f"P({who} takes first prize) = {first.value:.4f} ± {first.se:.4f} (SE); "
            f"by chance alone {1 / (4 * tables):.4f}\n"
            + render(summary, fmt))


def cache_text(info: dict[str, Any], fmt: OutputFormat) -> str:
    """What the cache holds."""
    if _records(fmt):
        return render(_frame(info), fmt)
    state = "" if info["exists"] else " (not created yet)"
    return (f"cache folder: {info['folder']}{state}\n"
            f"{info['files']} files, {info['bytes'] / 1e6:.1f} MB: {info['kernels']} deal kernels, compiled code for "
            f"{info['compiled_code_versions']} version(s) of the simulation code, "
            f"{info['damaged_entries_set_aside']} damaged entries set aside\n"
            f"(whist-odds cache clear empties it; WHISTODDS_CACHE moves it)\n")

