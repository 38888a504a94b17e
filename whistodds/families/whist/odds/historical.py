"""Historical figures shipped as package data, transcribed exactly from the sources."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from whistodds.package_data import data_text


@dataclass(frozen=True)
class PartnerStatement:
    """One of Bob Short's "Calculations" about what your partner holds."""

    id: str
    text: str
    line: int
    odds: str
    held: int
    named_cards: int
    negated: bool
    readings: tuple[str, ...]
    source: str
    source_file: str
    printed: str = ""  # the odds as printed, qualifier and all (``odds`` without it)


def _load(name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(data_text("odds", "data", name))  # the shipped JSON, as written
    return document


@lru_cache(maxsize=None)
def bob_short_calculations() -> tuple[PartnerStatement, ...]:
    """The six "Calculations" of Bob Short's *Hoyle Abridged* (1793), verbatim, with source lines."""
    data = _load("bob_short_1793_calculations.json")
    return tuple(
        PartnerStatement(
            id=item["id"],
            text=item["text"],
            line=item["line"],
            odds=item["odds"],
            held=item["held"],
            named_cards=item["named_cards"],
            negated=item["negated"],
            readings=tuple(item["readings"]),
            source=data["source"],
            source_file=data["source_file"],
        )
        for item in data["statements"]
    )
