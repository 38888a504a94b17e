"""Whist's own commands: ``whist-odds edge`` (:mod:`~whistodds.families.whist.command.edge`) and ``verify
bob-short``, ``verify calculations``, ``verify rules`` (:mod:`~whistodds.families.whist.command.verify`),
registered by the command line (``whistodds.cli.app``) from ``COMMANDS``, as every game's are."""

from __future__ import annotations

from whistodds.families.whist.command.edge import edge
from whistodds.families.whist.command.verify import bob_short, calculations, rules

COMMANDS = {"edge": edge, "verify calculations": calculations, "verify bob-short": bob_short,
            "verify rules": rules}
