"""Scotch Whist (Catch the Ten), everything of its own: its rules (``rules``), its deals played and counted by
scoring moments (``simulation``), its checks (``odds``), its report section with its chart and text
(``section``) and ``whist-odds verify scotch-advice`` with its answer to ``whist-odds kernel`` (``command``); see
:mod:`whistodds.families`.  Its play model ``catch-the-ten`` is a play model first, and lives with the others
(``whistodds/simulations/play/builtin/catch_the_ten.py``, compiled in ``simulations/play/compiled/ten.py``)."""
