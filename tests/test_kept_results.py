"""Results kept in the cache as JSON (issue #48 item 5, the report's speed): made once and read back equal; an
entry changed by anyone (its value, its signature), another key, or one kept by other code is never served (the
damaged one set aside with one line, the older one removed); a value JSON cannot hold is made each time; and the
odds explorer's page is the same bytes made or read back.  Real cache folders, real entries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from whistodds.cache.results import RESULTS, kept, package_fingerprint


@pytest.fixture()
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("WHISTODDS_CACHE", str(folder))
    return folder


def _counting(value: object) -> tuple[list[int], object]:
    calls: list[int] = []

    def make() -> object:
        calls.append(1)
        return value

    return calls, make


def _no_check(value: object) -> None:
    return None


def test_a_result_is_made_once_then_read_back_equal(cache):
    value = {"p": [0.1, 1 / 3, 2e-300], "n": 7, "words": ["a", "b"], "none": None, "yes": True}
    calls, make = _counting(value)
    first = kept("thing", [1, "a"], make, _no_check, 10_000)
    again = kept("thing", [1, "a"], make, _no_check, 10_000)
    other = kept("thing", [2, "a"], make, _no_check, 10_000)
    assert first == again == other == value and len(calls) == 2  # the second key made its own
    (entry, *more) = sorted((cache / RESULTS).glob("thing-*.json"))
    assert len(more) == 1 and entry.name.startswith(f"thing-{package_fingerprint()}-")


@pytest.mark.parametrize("change", ["value", "signature", "key", "not json"])
def test_an_entry_changed_is_set_aside_in_one_line_and_made_again(cache, capsys, change):
    calls, make = _counting({"p": 0.25})
    kept("thing", [1], make, _no_check, 10_000)
    (entry,) = (cache / RESULTS).glob("thing-*.json")
    document = json.loads(entry.read_text(encoding="utf-8"))
    if change == "value":
        document["value"]["p"] = 0.75
    elif change == "signature":
        document["signature"] = "0" * 64
    elif change == "key":
        document["key"][1] = [2]
    entry.write_text("{" if change == "not json" else json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert kept("thing", [1], make, _no_check, 10_000) == {"p": 0.25} and len(calls) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith(f"whistodds: the cache file {entry} was damaged")
    assert len(list((cache / RESULTS / "damaged").iterdir())) == 1
    assert json.loads(entry.read_text(encoding="utf-8"))["value"] == {"p": 0.25}  # made again, kept again


def test_a_value_not_of_its_shape_is_set_aside(cache, capsys):
    def check(value: object) -> None:
        if not isinstance(value, dict):
            raise TypeError("not a dict")

    kept("thing", [1], lambda: [1, 2], _no_check, 10_000)  # kept by a maker that broke the rule
    capsys.readouterr()
    assert kept("thing", [1], lambda: {"a": 1}, check, 10_000) == {"a": 1}
    assert "(not a dict)" in capsys.readouterr().err


def test_what_older_code_kept_is_removed_and_a_value_json_cannot_hold_is_made_each_time(cache):
    (cache / RESULTS).mkdir(parents=True)
    older = cache / RESULTS / "thing-0000000000000000-0123456789abcdef.json"
    older.write_text('{"key": [], "value": 1, "signature": ""}', encoding="utf-8")
    kept("thing", [1], lambda: 5, _no_check, 10_000)
    assert not older.exists() and len(list((cache / RESULTS).glob("thing-*.json"))) == 1
    calls, make = _counting({"p": float("nan")})
    kept("nan", [1], make, _no_check, 10_000)
    kept("nan", [1], make, _no_check, 10_000)
    assert len(calls) == 2 and not list((cache / RESULTS).glob("nan-*.json"))


def test_an_entry_over_its_size_is_set_aside(cache, capsys):
    kept("thing", [1], lambda: "x" * 5000, _no_check, 10_000)
    capsys.readouterr()
    assert kept("thing", [1], lambda: "y", _no_check, 1000) == "y"
    assert "more than the 1,000 such a file can be" in capsys.readouterr().err


def test_the_explorer_read_back_is_the_reports_own_bytes(report_dir, tmp_path):
    """The small report (tests/conftest.py, 2,000 deals, seed 3; its explorer made in a process of the report's
    pool) kept its explorer's tables: read back here, in one step, they make the same page, byte for byte."""
    from whistodds.reports.explorer import build_explorer, n_tables
    from whistodds.reports.explorer_kept import kept_here

    assert kept_here()
    told: list[int] = []
    build_explorer(tmp_path / "explorer.html", deals=2000, seed=3, progress=told.append)
    assert told == [n_tables()]  # read back, not made: every table told at once
    assert (tmp_path / "explorer.html").read_bytes() == (report_dir / "explorer.html").read_bytes()


def test_a_table_is_kept_only_if_it_reads_back_equal(cache):
    import pandas as pd

    from whistodds.reports.kept_tables import kept_table

    table = pd.DataFrame({"id": ["a", None, "c"], "p": [0.1, float("nan"), -0.0], "n": [1, 2, 3],
                          "best": [True, False, True], "quote": ["“x”", "", "=1"]})
    calls, make = _counting(table)
    assert kept_table("t", [1], make).equals(table) and kept_table("t", [1], make).equals(table) and len(calls) == 1
    read = kept_table("t", [1], make)
    assert list(read.dtypes) == list(table.dtypes) and read.to_csv(index=False) == table.to_csv(index=False)
    for other in (table.set_index("id"), table.assign(when=pd.Timestamp("1793-01-01"))):  # not a plain table
        calls, make = _counting(other)
        kept_table("u", [repr(other.columns)], make)
        kept_table("u", [repr(other.columns)], make)
        assert len(calls) == 2


@pytest.mark.parametrize(("kind", "key", "table", "written"), [
    ("books-cases", [2000, 3, "hoyle"], None, "books_cases"),
    ("atlas", [0, "hoyle"], "atlas_figures", "atlas_figures"),
])
def test_the_reports_tables_read_back_are_its_own_bytes(report_dir, kind, key, table, written):
    """The small report kept the books' cases judged and the atlas explained: read back here (never made: the
    maker fails), they give the report's own CSV, byte for byte."""
    from whistodds.reports.atlas_table import atlas_figures
    from whistodds.reports.kept_tables import kept_table
    from whistodds.reports.tables import spreadsheet_safe

    def never() -> object:
        raise AssertionError(f"{kind} was not kept by the report")

    read = kept_table(kind, key, never)  # type: ignore[arg-type]
    if table == "atlas_figures":
        read = atlas_figures(read)
    csv = spreadsheet_safe(read).to_csv(index=False)
    assert csv == (report_dir / "tables" / f"{written}.csv").read_text(encoding="utf-8")
