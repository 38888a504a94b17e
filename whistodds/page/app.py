"""The page's routes, one Starlette application: the pages for people and ``/api/<command>`` for programs.

- ``GET /api/<command>?name=value...``: the command's answer, in ``format`` (json, the default; csv,
  markdown, html, or table: the terminal's text), the same bytes as the command line's for the same options
  and seed; the seed used in the header ``X-Whistodds-Seed``.
- ``POST /api/claims`` and ``POST /api/cases``: the file's CSV as the body (``text/csv``), the options in the
  query; a body over :data:`~whistodds.page.doors.MAX_BODY` bytes is a 413.
- ``POST /api/jobs/<command>``, ``GET /api/jobs/<id>``, ``DELETE /api/jobs/<id>``: the same question as a job
  whose progress can be read and which can be cancelled (the pages use these).

Bad input is a 400 whose JSON is ``{"error": "<the command line's one-line message>"}``; a full pool a 503;
never a traceback.  Only the hosts the server listens on are answered (a page of another site that points a
name at 127.0.0.1 is refused: the Host header is checked).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from whistodds.page.doors import MAX_BODY, commands, door_for
from whistodds.page.jobs import RUNNING, Busy, Job, Jobs, State

MEDIA = {"json": "application/json", "csv": "text/csv; charset=utf-8", "markdown": "text/markdown; charset=utf-8",
         "html": "text/html; charset=utf-8", "table": "text/plain; charset=utf-8"}
PAGES = {"/": ("ask.html.j2", "Ask"), "/check": ("check.html.j2", "Check a table"),
         "/play": ("play.html.j2", "Play it out"), "/odds": ("odds.html.j2", "The odds")}


class BadRequest(Exception):
    """A request that will not do: a 400 (or ``status``) with its one-line message."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def _error(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _format(query: dict[str, str]) -> str:
    fmt = query.pop("format", "json")
    if fmt not in MEDIA:
        raise BadRequest(f"format {fmt!r} is not allowed; use one of {', '.join(MEDIA)}")
    return fmt


async def _question(request: Request) -> tuple[str, Any, str]:
    """The command, its question (or, for a command answered from its names, its arguments) and the format a
    request asks for; :class:`BadRequest` if any will not do."""
    command = request.path_params["command"]
    items = [(name, value) for name, value in request.query_params.multi_items() if name != "format"]
    if len(request.query_params.getlist("format")) > 1:
        raise BadRequest("format is given twice; give it once")
    fmt = _format(dict(request.query_params))
    try:
        door = door_for(command)
    except ValueError as error:
        raise BadRequest(str(error), 404) from None
    body: str | None = None
    if request.method == "POST":
        raw = b""
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > MAX_BODY:
                raise BadRequest(f"the file is over {MAX_BODY:,} bytes; send at most that", 413)
        try:
            body = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BadRequest("the file is not UTF-8 text; save it as UTF-8 CSV") from None
    try:
        arguments = door.arguments(items, body)
        question = door.question(arguments)  # checked whole here, before any work or any wait in the queue
    except ValueError as error:
        raise BadRequest(str(error).splitlines()[0]) from None
    return command, arguments if question is None else question, fmt


def _jobs(request: Request) -> Jobs:
    jobs: Jobs = request.app.state.jobs
    return jobs


def _submit(request: Request, command: str, asked: Any, fmt: str) -> Job:
    try:
        return _jobs(request).submit(command, asked, fmt)
    except Busy as error:
        raise BadRequest(str(error), 503) from None


def _answered(job: Job) -> Response:
    if job.state is State.done and job.answer is not None:
        headers = {} if job.seed is None else {"X-Whistodds-Seed": str(job.seed)}
        return Response(job.answer, media_type=MEDIA[job.fmt], headers=headers)
    if job.state is State.cancelled:
        return _error("the question was cancelled", 409)
    return _error(job.error or "no answer")


async def api(request: Request) -> Response:
    """``/api/<command>``: the answer, once it is ready."""
    try:
        job = _submit(request, *await _question(request))
    except BadRequest as error:
        return _error(str(error), error.status)
    await job.finished.wait()
    return _answered(job)


async def job_start(request: Request) -> Response:
    """``POST /api/jobs/<command>``: the question queued; its id and place."""
    try:
        job = _submit(request, *await _question(request))
    except BadRequest as error:
        return _error(str(error), error.status)
    return JSONResponse(_job_state(request, job), status_code=202)


def _job_state(request: Request, job: Job) -> dict[str, Any]:
    jobs = _jobs(request)
    state: dict[str, Any] = {"job": job.id, "command": job.command, "state": job.state.value,
                             "place": jobs.place(job), "done": jobs.progress(job), "total": job.total,
                             "unit": job.unit}
    if job.state is State.done:
        state.update(seed=job.seed, format=job.fmt,
                     answer=json.loads(job.answer) if job.fmt == "json" and job.answer else job.answer)
    if job.error:
        state["error"] = job.error
    return state


def _find_job(request: Request) -> Job | None:
    try:
        return _jobs(request).jobs.get(int(request.path_params["job"]))
    except ValueError:
        return None


async def job_read(request: Request) -> Response:
    """``GET /api/jobs/<id>``: where the question stands, and its answer when done."""
    job = _find_job(request)
    return _error("no such question", 404) if job is None else JSONResponse(_job_state(request, job))


async def job_cancel(request: Request) -> Response:
    """``DELETE /api/jobs/<id>``: cancel the question."""
    job = _find_job(request)
    if job is None:
        return _error("no such question", 404)
    _jobs(request).cancel_job(job)
    return JSONResponse(_job_state(request, job))


async def listing(request: Request) -> Response:
    """``/api``: the commands and each one's options."""
    return JSONResponse({name: [option for option in door_for(name).kinds] for name in commands()})


def _page(template: str, title: str) -> Any:
    async def page(request: Request) -> Response:
        from whistodds.page.templates import render_page

        return HTMLResponse(render_page(template, title=title, pages=PAGES, path=request.url.path))
    return page


def make_app(hosts: tuple[str, ...] = ("127.0.0.1", "localhost"), *, running: int = RUNNING) -> Starlette:
    """The application, answering requests addressed to ``hosts`` only, with ``running`` workers."""

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        app.state.jobs = Jobs(running)
        try:
            yield
        finally:
            app.state.jobs.shut()

    static = StaticFiles(directory=str(files("whistodds.page") / "static"))
    routes: list[BaseRoute] = [Route(path, _page(template, title)) for path, (template, title) in PAGES.items()]
    routes += [Route("/api", listing), Route("/api/jobs/{command}", job_start, methods=["POST"]),
               Route("/api/jobs/{job:int}", job_read), Route("/api/jobs/{job:int}", job_cancel, methods=["DELETE"]),
               Route("/api/{command}", api, methods=["GET", "POST"]), Mount("/static", static, name="static")]
    return Starlette(routes=routes, lifespan=lifespan,
                     middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts))])
