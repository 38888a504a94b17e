"""Whist's report sections, one module each: Bob Short's Calculations (``calculations``) and betting table
(``betting_table``), eight love against nine love (``eight_nine``), attending to the score (``attention``) and
his rules' worth (``advice``); their charts are in :mod:`~whistodds.families.whist.section.charts`, the
commands' answers in words in :mod:`~whistodds.families.whist.section.text`.  Found by the report's registry on
its first look-up (:func:`whistodds.games.discovery.family_modules`), as every game's section is."""

from __future__ import annotations

from whistodds.families.whist.section import advice, attention, betting_table, calculations, eight_nine, text

SECTIONS = (calculations.SECTION, betting_table.SECTION, eight_nine.SECTION, attention.SECTION, advice.SECTION)

__all__ = ["SECTIONS", "text"]
