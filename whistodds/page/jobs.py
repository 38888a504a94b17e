"""The page's work: a bounded pool of worker processes, each question a job with its progress, cancelled on
request, and the answers kept by question.

At most :data:`RUNNING` questions are answered at once (``--workers``; a process each, so that a long question
never blocks the server, which stays free to answer the page and a short question is not held behind more than
that many), at most :data:`QUEUED_EACH` more a worker wait their turn (each told its place in the queue), and beyond that a question is refused in one line (HTTP 503) until one ends.
Answers are kept by question: the command, its arguments and the format, when the question gives its seed
(an answer with a seed drawn is not the answer to the same question asked again); at most :data:`KEPT`, the
oldest dropped first.
"""

from __future__ import annotations

import asyncio
import itertools
import multiprocessing
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from whistodds.page import worker

RUNNING = 2  # questions answered at once by default: a worker process each (this machine's cores)
MAX_RUNNING = 16  # ... and at most (``whist-odds serve --workers``)
QUEUED_EACH = 4  # questions waiting beyond those, for each worker (then a 503)
KEPT = 256  # answers kept by question


class State(str, Enum):
    queued = "queued"
    running = "running"
    done = "done"
    failed = "failed"
    cancelled = "cancelled"


class Busy(Exception):
    """Every slot is taken: the question is refused until one ends."""


@dataclass
class Job:
    """One question being answered: its place, its state, and when done its answer (or its one-line error)."""

    id: int
    slot: int
    command: str
    asked: Any  # the question (frozen, hashable), or the names of a command answered from its names
    fmt: str
    total: int | None = None  # what answering it simulates, where the question says (for a progress bar)
    unit: str = ""
    state: State = State.queued
    answer: str | None = None
    seed: int | None = None
    error: str | None = None
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    released: bool = False  # its slot free again: no worker is answering it any more


class Jobs:
    """The pool, the jobs in it and the answers kept; one per server, started and shut with it."""

    def __init__(self, running: int = RUNNING) -> None:
        if not 1 <= running <= MAX_RUNNING:
            raise ValueError(f"--workers {running} is not allowed; use 1 to {MAX_RUNNING}")
        context = multiprocessing.get_context("spawn")
        self.slots = running * (1 + QUEUED_EACH)  # a job's slot in the shared arrays of progress and cancelling
        self.done = context.Array("q", self.slots)
        self.cancel = context.Array("b", self.slots)
        self.running = running
        self.pool = ProcessPoolExecutor(running, mp_context=context, initializer=worker.start,
                                        initargs=(self.done, self.cancel))
        self.jobs: dict[int, Job] = {}
        self.kept: OrderedDict[tuple[Any, ...], tuple[str, int | None]] = OrderedDict()
        self.ids = itertools.count(1)
        self.turns = asyncio.Semaphore(running)

    def shut(self) -> None:
        """Stop the workers (a question being answered is abandoned)."""
        for job in self.jobs.values():
            self.cancel[job.slot] = 1
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _free_slot(self) -> int:
        taken = {job.slot for job in self.jobs.values() if not job.released}
        free = [slot for slot in range(self.slots) if slot not in taken]
        if not free:
            raise Busy(f"{self.slots} questions are being answered or waiting; ask again when one has ended")
        return free[0]

    def _key(self, command: str, asked: Any, fmt: str) -> tuple[Any, ...] | None:
        """What an answer is kept by: its question and format, when the question's answer is the same each time
        (a seed given, or nothing simulated); else None (a seed drawn: not kept)."""
        if isinstance(asked, dict):
            if asked.get("seed") is None:
                return None
            return (command, fmt, tuple(sorted((name, repr(value)) for name, value in asked.items())))
        if getattr(asked, "seed", None) is None and getattr(asked, "simulates", True):
            return None
        return (command, fmt, asked)

    def submit(self, command: str, asked: Any, fmt: str) -> Job:
        """A job for ``asked`` (a question, or a command's names), answered at once from what is kept or queued
        for a worker."""
        slot = self._free_slot()
        job = Job(next(self.ids), slot, command, asked, fmt)
        work = None if isinstance(asked, dict) else getattr(asked, "work", None)
        if work is not None:
            job.total, job.unit = work.total, work.unit or work.label
        self.jobs[job.id] = job
        key = self._key(command, asked, fmt)
        if key is not None and key in self.kept:
            self.kept.move_to_end(key)
            job.answer, job.seed = self.kept[key]
            job.state, job.released = State.done, True
            job.finished.set()
        else:
            self.done[slot], self.cancel[slot] = 0, 0
            asyncio.get_running_loop().create_task(self._run(job, key))
        self._forget_old()
        return job

    async def _run(self, job: Job, key: tuple[Any, ...] | None) -> None:
        try:
            await self._answer(job, key)
        finally:
            job.released = True
            job.finished.set()

    async def _answer(self, job: Job, key: tuple[Any, ...] | None) -> None:
        async with self.turns:
            if job.state is State.cancelled:
                return
            job.state = State.running
            future = self.pool.submit(worker.answer_in_worker, job.slot, job.command, job.asked, job.fmt)
            try:
                answered, seed = await asyncio.wrap_future(future)
            except worker.Cancelled:
                job.state = State.cancelled
            except ValueError as error:
                job.state, job.error = State.failed, str(error).splitlines()[0] if str(error) else "bad value"
            except Exception as error:  # a fault of the tool's, not of the question: said in one line
                job.state, job.error = State.failed, f"internal error: {type(error).__name__}"
            else:
                if job.state is not State.cancelled:  # (cancelled while a worker ended it: thrown away)
                    job.state, job.answer, job.seed = State.done, answered, seed
                    if key is not None:
                        self.kept[key] = (answered, seed)
                        while len(self.kept) > KEPT:
                            self.kept.popitem(last=False)

    def cancel_job(self, job: Job) -> None:
        """Cancel ``job``: at once if it waits, between two batches if it is being answered."""
        if job.state in (State.queued, State.running):
            self.cancel[job.slot] = 1
            job.state = State.cancelled
            job.finished.set()

    def place(self, job: Job) -> int:
        """How many questions are ahead of ``job`` in the queue (0 when it is being answered or done)."""
        if job.state is not State.queued:
            return 0
        return sum(1 for other in self.jobs.values() if other.state is State.queued and other.id < job.id)

    def progress(self, job: Job) -> int:
        """Deals (or games) done so far for ``job``."""
        return int(self.done[job.slot]) if job.state is State.running else 0

    def _forget_old(self) -> None:
        ended = [job.id for job in self.jobs.values() if job.released]
        for old in ended[:-64]:  # the last 64 ended jobs can still be read
            del self.jobs[old]
