"""The report's steps (each section, and the odds explorer) run side by side, one process a core.

The steps are independent: each section computes its own tables from the report's deals and seed and draws its
own charts, and the explorer writes its own page, so the figures, tables and charts are the same bytes whatever
the number of processes, and the page lists the sections in its own order whatever order they finish in.  The
processes are spawned (never forked: the parent may hold threads of the compiled loops) and each runs a whole
step, so that at most one whistodds process a core is alive (the memory a report takes is bounded by the cores).

A spawned process finds the games, play models and sections by discovery, as any fresh process does; a step that
a fresh process would see otherwise (a section or model this process registered at run time) is run here instead,
in turn, as before (:func:`registries`).

>>> report_jobs(1), report_jobs(30) >= 1
(1, True)
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from whistodds.reports.sections import ReportContext, Section, SectionResult, run_section
from whistodds.simulations.batches import stop_pool

ELSEWHERE = "run in the parent"  # a step's answer from a process whose registries differ from the parent's


def report_jobs(steps: int) -> int:
    """How many processes run ``steps`` steps side by side: the cores this process may use, at most ``steps``."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, steps))


def registries() -> tuple[tuple[str, ...], ...]:
    """What a step's figures depend on besides its arguments: the games, the play models (the compared ones in
    order) and the sections this process knows.  A spawned process that knows others runs no step.

    >>> games, models, compared, sections = registries()
    >>> "long-whist" in games and "hoyle" in models and "calculations" in sections
    True
    """
    from whistodds.games.registry import game_names
    from whistodds.reports.sections import registered_sections
    from whistodds.simulations.play.models import compared_models, model_names

    return (tuple(game_names()), tuple(model_names()), tuple(model.name for model in compared_models()),
            tuple(section.id for section in registered_sections()))


@dataclass(frozen=True)
class Step:
    """One step of the report: a section (its result kept), or the explorer (``section`` None: its page written
    to ``explorer``)."""

    section: Section | None
    deals: int
    seed: int
    charts_dir: Path
    explorer: Path | None = None

    def run(self) -> SectionResult | None:
        """Run the step in this process."""
        if self.section is None:
            from whistodds.reports.explorer import build_explorer

            assert self.explorer is not None
            build_explorer(self.explorer, deals=self.deals, seed=self.seed)
            return None
        return run_section(self.section, ReportContext(self.deals, self.seed, self.charts_dir))


def _run_spawned(step: Step, expected: tuple[tuple[str, ...], ...]) -> SectionResult | None | str:
    """A step in a spawned process, or :data:`ELSEWHERE` if this process's registries are not the parent's."""
    return ELSEWHERE if registries() != expected else step.run()


def _portable(step: Step) -> bool:
    """Whether ``step`` can be sent to another process (a section made at run time, a lambda, cannot)."""
    try:
        pickle.dumps(step)
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def _ignore_interrupts() -> None:
    """A step's process leaves Ctrl-C to the report's own (which stops it): no second message from each."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of ``jobs`` spawned processes, stopped at once if the block is interrupted or fails."""
    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_ignore_interrupts)
    try:
        yield pool
    except BaseException:
        stop_pool(pool)
        raise
    pool.shutdown()


def run_steps(steps: Sequence[Step], jobs: int, done: Callable[[], None] | None = None
              ) -> list[SectionResult | None]:
    """The results of ``steps`` in their order, run on ``jobs`` processes (one: in this process, in turn), the
    first step given first; ``done`` is told of each step finished, in the order they finish."""
    results: dict[int, SectionResult | None] = {}
    here = [index for index, step in enumerate(steps) if jobs <= 1 or not _portable(step)]
    elsewhere = [index for index in range(len(steps)) if index not in here]
    if elsewhere:
        expected = registries()
        with _pool(min(jobs, len(elsewhere))) as pool:
            futures: dict[Future[SectionResult | None | str], int] = {
                pool.submit(_run_spawned, steps[index], expected): index for index in elsewhere}
            for future in as_completed(futures):
                result = future.result()
                if isinstance(result, str):  # the spawned process knew other games, models or sections
                    here.append(futures[future])
                    continue
                results[futures[future]] = result
                if done is not None:
                    done()
    for index in sorted(here):
        results[index] = steps[index].run()
        if done is not None:
            done()
    return [results[index] for index in range(len(steps))]
