"""The report's sections, one module each: every module of this package that defines a section registers it
(see :mod:`whistodds.reports.sections.base`), and so does every game package's ``section``
(:func:`whistodds.games.discovery.family_modules`), all found on the registry's first look-up; a section from
elsewhere is added with :func:`register_section`.

>>> def compute(context):
...     return SectionResult(findings=[f"{context.deals:,} deals, seed {context.seed}."])
>>> section = register_section(Section("seed-note", "The seed", "Which seed?", compute, order=5))
>>> [s.id for s in registered_sections()][:2]
['seed-note', 'calculations']
>>> unregister_section("seed-note")
"""

from __future__ import annotations

from whistodds.reports.sections.base import (
    ChartFunction,
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    number_word,
    register_section,
    registered_sections,
    report_charts,
    run_section,
    standalone_charts,
    unregister_section,
)

__all__ = ["ChartFunction", "ChartSpec", "ReportContext", "Section", "SectionResult", "Verdict", "number_word",
           "register_section", "registered_sections", "report_charts", "run_section", "standalone_charts",
           "unregister_section"]

