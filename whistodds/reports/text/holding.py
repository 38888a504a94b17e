"""``whist-odds holding``'s answer as text: a few lines for the terminal, or one record (the same keys in csv,
json, markdown and html)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from whistodds.reports.text.formats import OutputFormat, render

if TYPE_CHECKING:
    from whistodds.odds.questions.holding import HoldingAnswer


def holding_row(said: HoldingAnswer) -> dict[str, Any]:
    """The answer as one record: the same keys in json, csv, markdown and html."""
    from whistodds.odds.holdings import play_columns
    from whistodds.simulations.estimate import Estimate

    answer, seed = said.figures, said.seed
    exact, simulated = answer.exact, answer.simulated
    figure = Estimate.proportion(simulated.successes, simulated.trials)
    other = answer.other
    return {
        "question": answer.question,
        "reading": answer.reading,
        "position": answer.position.describe(),
        "exact_fraction": None if exact is None else f"{exact.numerator}/{exact.denominator}",
        "exact_probability": None if exact is None else float(exact),
        "odds": answer.odds,
        "simulated_probability": simulated.estimate,
        "simulated_se": simulated.standard_error,
        "simulated_ci95_low": figure.ci95_low,
        "simulated_ci95_high": figure.ci95_high,
        "deals": answer.deals,
        "deals_meeting_condition": simulated.trials,
        "seed": seed,
        "other_reading": None if other is None else other.reading,
        "other_reading_note": None if other is None else other.note,
        "other_exact_fraction": None if other is None or other.exact is None
        else f"{other.exact.numerator}/{other.exact.denominator}",
        "other_simulated_probability": None if other is None else other.simulated.estimate,
        **play_columns(answer.play),
    }


def holding_text(said: HoldingAnswer, fmt: OutputFormat) -> str:
    """The answer in ``fmt``: ``table``, the lines of :func:`holding_lines`; json, one object; csv, markdown and
    html, a table of one row."""
    if fmt is OutputFormat.table:
        return holding_lines(said)
    row = holding_row(said)
    if fmt is OutputFormat.json:
        return json.dumps(row, indent=2) + "\n"
    import pandas as pd

    return render(pd.DataFrame([row]), fmt)


def holding_lines(said: HoldingAnswer) -> str:
    """The answer for the terminal: the question, its reading, the position, the exact and simulated figures."""
    from whistodds.odds.words import estimate_in_words
    from whistodds.simulations.estimate import Estimate

    answer, seed = said.figures, said.seed
    exact, simulated = answer.exact, answer.simulated
    figure = Estimate.proportion(simulated.successes, simulated.trials)
    lines = [f"question:   {answer.question}", f"reading:    {answer.reading}",
             f"position:   {answer.position.describe()}"]
    play = answer.play
    if play is not None:
        lines.append(f"model:      {play.model} (what a card shows depends on how the player plays: simulated)")
    elif exact is None:
        lines.append("exact:      out of reach of counting here; the figure below is simulated")
    else:
        lines.append(f"exact:      {exact.numerator}/{exact.denominator} = "
                     f"{estimate_in_words(Estimate.exact(float(exact)), digits=6, style='plain', exact=exact)}")
    if play is not None:
        rate = play.acceptance
        kept = (f"{answer.deals:,} deals drawn, {play.accepted:,} kept by the play (acceptance "
                f"{rate.estimate:.4f}, 95% {rate.ci95_low:.4f}-{rate.ci95_high:.4f})")
        given = "" if simulated.trials == play.accepted else f", {simulated.trials:,} of them meeting the condition"
        lines.append(f"simulated:  {estimate_in_words(figure, digits=6, style='plain')}; {kept}{given}, seed {seed}")
        if play.seen_alone is not None:
            lines.append(f"seen alone: {play.seen_alone.numerator}/{play.seen_alone.denominator} = "
                         f"{float(play.seen_alone):.6f} (exact, the cards seen played but nothing read from how)")
    else:
        given = "" if simulated.trials == answer.deals else f" ({simulated.trials:,} meeting the condition)"
        lines.append(f"simulated:  {estimate_in_words(figure, digits=6, style='plain')}; {answer.deals:,} deals"
                     f"{given}, seed {seed}")
    if answer.other is not None:
        other = answer.other
        figure_words = (f"{other.exact.numerator}/{other.exact.denominator} = {float(other.exact):.6f}"
                        if other.exact is not None else f"{other.simulated.estimate:.6f} (simulated)")
        lines += [f"note:       {other.note}", f"other:      {other.reading}: {figure_words}"]
    return "\n".join(lines) + "\n"
