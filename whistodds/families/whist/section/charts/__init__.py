"""Whist's own charts: Bob Short's figures checked (:mod:`~whistodds.families.whist.section.charts.bob_short`),
how much the play model matters at his scores (:mod:`~whistodds.families.whist.section.charts.sensitivity`) and
his rules' worth (:mod:`~whistodds.families.whist.section.charts.advice`)."""
