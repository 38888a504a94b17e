"""A progress bar for long runs: on stderr, hidden with ``--quiet`` or when stderr is not a terminal.

It shows what is done of the total and the time left, and for a run in batches of a unit (deals) the
batches done and the rate (units a second, from the batches this run made), the same whether the batches
run here, on local processes or on a Dask cluster.
Batches taken from a checkpoint (:meth:`Advance.resume`) count as done but not in the rate.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from rich.progress import Progress, ProgressColumn, TaskID

    from whistodds.cli.options import RunOptions
    from whistodds.odds.questions import Question

AnswerT = TypeVar("AnswerT")


class Advance:
    """The callback a run reports to: ``advance(n)`` for a batch of ``n`` made, ``advance.resume(n)`` for one
    taken as done from a checkpoint."""

    def __init__(self, bar: Progress, task: TaskID) -> None:
        self.bar, self.task = bar, task
        self.batches = 0
        self.started = time.monotonic()
        self.resumed = 0  # units done before this run began

    def __call__(self, n: int) -> None:
        self.batches += 1
        self.bar.update(self.task, advance=n, batches=self.batches)

    def resume(self, n: int) -> None:
        self.batches += 1
        self.resumed += n
        self.started = time.monotonic()
        self.bar.update(self.task, advance=n, batches=self.batches)

    def rate(self, completed: float) -> float | None:
        """Units a second made by this run so far (None before the first batch)."""
        elapsed = time.monotonic() - self.started
        made = completed - self.resumed
        return made / elapsed if made > 0 and elapsed > 0 else None


@contextmanager
def progress_bar(total: int, description: str, *, quiet: bool = False, unit: str | None = None
                 ) -> Iterator[Advance | None]:
    """Yield a callback ``advance(n)`` (with ``advance.resume(n)`` for batches done before), or ``None`` when
    no bar should show.  With a ``unit`` (``"deals"``), the batches done and the rate show too."""
    if quiet or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import Progress

    made: list[Advance] = []
    with Progress(*_columns(made, unit), console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(description, total=total, batches=0)
        made.append(Advance(bar, task))
        yield made[0]


def _columns(made: list[Advance], unit: str | None) -> list[ProgressColumn]:
    """The bar's columns: what it is, the bar, done of the total, with a ``unit`` the batches and the rate, and
    the time left.  rich is imported here, on the first bar: a command that shows none starts without it."""
    from rich.progress import BarColumn, MofNCompleteColumn, ProgressColumn, Task, TextColumn
    from rich.text import Text

    class RateColumn(ProgressColumn):
        def __init__(self, advance: list[Advance], unit: str) -> None:
            super().__init__()
            self.advance, self.unit = advance, unit

        def render(self, task: Task) -> Text:
            rate = self.advance[0].rate(task.completed) if self.advance else None
            return Text("" if rate is None else f"{rate:,.0f} {self.unit}/s", style="progress.data.speed")

    class TimeLeftColumn(ProgressColumn):
        def __init__(self, advance: list[Advance]) -> None:
            super().__init__()
            self.advance = advance

        def render(self, task: Task) -> Text:
            rate = self.advance[0].rate(task.completed) if self.advance else None
            if rate is None or task.total is None:
                return Text("-:--:--", style="progress.remaining")
            seconds = int(max(task.total - task.completed, 0) / rate)
            return Text(f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}",
                        style="progress.remaining")

    counted = [] if unit is None else [TextColumn("{task.fields[batches]} batches"), RateColumn(made, unit)]
    return [TextColumn("{task.description}"), BarColumn(bar_width=None if unit is None else 8), MofNCompleteColumn(),
            *counted, TimeLeftColumn(made)]


def ask(question: Question[AnswerT], run: RunOptions, fmt: str | None = None) -> AnswerT:
    """The answer to ``question`` (:func:`answered`), written in ``fmt`` (default: ``--format``, a table's) to
    ``--out`` (an answer of several tables in csv: a file each, ``--out``'s name and the table's)."""
    from whistodds.cli.output import emit, table_format
    from whistodds.reports.text.answers import answer_files

    said = answered(question, run)
    emit(answer_files(said, fmt if fmt is not None else table_format(run.fmt)), run.out)  # one text, or a file a table
    return said


def answered(question: Question[AnswerT], run: RunOptions) -> AnswerT:
    """The answer to ``question`` (its seed by the seed rule: the one given, else drawn if it simulates and said
    after the run, else 0), on the run's workers with its progress bar."""
    from dataclasses import replace

    from whistodds.odds.questions import answer

    if getattr(question, "seed", 0) is None and question.simulates:  # a question that takes a seed, none given
        question = replace(question, seed=run.run_seed())  # type: ignore[type-var]
    work = question.work
    with run.pool() as executor, progress_bar(work.total if work else 0, work.label if work else "",
                                              quiet=run.quiet or work is None, unit=work.unit if work else None
                                              ) as advance:
        return answer(question, executor=executor, progress=advance)
