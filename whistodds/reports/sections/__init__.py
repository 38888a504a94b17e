"""The report's sections, one module each: every module of this package that defines a section registers it
(see :mod:`whistodds.reports.sections.base`), and so does every game package's ``section``
(:func:`whistodds.families.family_modules`); a section from elsewhere is added with :func:`register_section`.

>>> def compute(context):
...     return SectionResult(findings=[f"{context.deals:,} deals, seed {context.seed}."])
>>> section = register_section(Section("seed-note", "The seed", "Which seed?", compute, order=5))
>>> [s.id for s in registered_sections()][:2]
['seed-note', 'calculations']
>>> unregister_section("seed-note")
"""

from __future__ import annotations

import importlib
import pkgutil

from whistodds.families import family_modules
from whistodds.reports.sections.base import (
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

__all__ = ["ChartSpec", "ReportContext", "Section", "SectionResult", "Verdict", "number_word", "register_section",
           "registered_sections", "report_charts", "run_section", "standalone_charts", "unregister_section"]

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")  # the built-in sections register themselves
family_modules("section")  # and so do the sections of the games with a package of their own
