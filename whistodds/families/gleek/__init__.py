"""Gleek, everything of its own: its rules (``rules``), the stock exchanged (``simulation``), its exact odds and
simulations (``odds``), its report section with its chart and text (``section``) and ``whist-odds gleek``
(``command``); see :mod:`whistodds.families`."""
