"""``whist-odds serve``: a local web application over the same questions as the command line.

The page stands beside the command line: it reads a request's parameters into the arguments of the Python
API (:mod:`whistodds.api`, whose functions build each command's question once, at their door), answers them
in a pool of worker processes and writes each answer with the command line's own renderer
(:func:`whistodds.reports.text.answer_text`), so that ``/api/odds?game=long&score=7-4&seed=1`` gives the bytes
of ``whist-odds odds long --score 7-4 --seed 1 --format json``.

- :mod:`~whistodds.page.doors`: a request's parameters to the API's arguments, with one-line errors;
- :mod:`~whistodds.page.jobs`: the bounded pool of workers, each question's progress, cancelling, the cache of
  answers by question;
- :mod:`~whistodds.page.app`: the routes (the pages and ``/api/<command>``), a Starlette application;
- :mod:`~whistodds.page.serve`: the server itself (uvicorn on 127.0.0.1 and a free port).
"""
