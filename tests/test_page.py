"""The report page's pieces: heatmap text contrast, plain words, table titles, the sources quoted."""

import pytest

from whistodds.reports.page import human_title, plain_words
from whistodds.reports.style import DARK_TEXT, LIGHT_TEXT, relative_luminance, text_colour_on


def test_heatmap_text_contrasts_with_its_cell():
    import matplotlib

    for name in ("RdBu", "RdBu_r", "PuOr"):
        cmap = matplotlib.colormaps[name]
        assert text_colour_on(cmap(0.0)) == LIGHT_TEXT and text_colour_on(cmap(1.0)) == LIGHT_TEXT  # navy, maroon
        assert text_colour_on(cmap(0.5)) == DARK_TEXT  # the pale middle
    assert text_colour_on((0.02, 0.19, 0.38)) == LIGHT_TEXT  # navy
    assert text_colour_on((0.4, 0.0, 0.12)) == LIGHT_TEXT  # maroon
    assert text_colour_on((1.0, 1.0, 0.8)) == DARK_TEXT
    def contrast(a, b):
        low, high = sorted((relative_luminance(a), relative_luminance(b)))
        return (high + 0.05) / (low + 0.05)

    white, dark = (1.0, 1.0, 1.0), (0.067, 0.067, 0.067)
    for rgb in [(x / 10, y / 10, z / 10) for x in range(11) for y in range(11) for z in range(0, 11, 2)]:
        picked, other = (white, dark) if text_colour_on(rgb) == LIGHT_TEXT else (dark, white)
        assert contrast(rgb, picked) >= contrast(rgb, other), rgb  # always the better of the two
        assert contrast(rgb, picked) >= 4.0, rgb


def test_plain_words_keep_the_numbers():
    assert plain_words("off by -1.82 pp, 0.118 in log-odds") == "off by -1.82 percentage points, 0.118 in log-odds"
    assert plain_words("exact (DP): 0.5155") == "exact (exact calculation): 0.5155"


def test_every_report_table_has_a_human_title():
    from whistodds.reports.sections import registered_sections

    for section in registered_sections():
        assert section.tables, section.id
        for name, title in section.tables.items():
            assert title[0].isupper() and "_" not in title, (section.id, name, title)
    assert "_" not in human_title("a_table_added_later")


def test_every_chart_has_a_caption_and_the_sentence_that_explains_it():
    from whistodds.reports.sections import report_charts

    specs = report_charts()
    assert len({spec.name for spec in specs}) == len(specs)  # each chart drawn by one section
    for spec in specs:
        assert spec.caption.endswith(".") and spec.reading.endswith("."), spec.name


def test_the_chart_command_draws_every_chart_the_report_draws():
    from whistodds.reports.charts import CHARTS
    from whistodds.reports.sections import report_charts, standalone_charts

    names = [spec.name for spec in report_charts()]
    assert len(names) >= 23 and list(standalone_charts()) == names
    # one list of charts, the sections': charts.CHARTS is derived from them, each older game's heatmap too
    assert list(CHARTS) == names and {"heatmap-long", "heatmap-whisk", "long-short"} <= set(CHARTS)


def test_quotes_are_verbatim(sources_dir):
    from whistodds.reports.quotes import QUOTES

    for section, quotes in QUOTES.items():
        for quote in quotes:
            lines = (sources_dir / quote.file).read_text(encoding="utf-8").splitlines()
            assert quote.found_in(lines), (section, quote.where, quote.text)
    (claim,) = QUOTES["claims"]  # his sentence on 8 to 9 whole, though the source breaks it over four lines
    assert claim.text == "8 to 9 is a small odds in favor of the deal; about 4 in 100 only." and claim.last_line


@pytest.mark.parametrize("section", ["calculations", "betting-table", "attention", "long-short", "older-games"])
def test_the_main_sections_quote_their_source(section):
    from whistodds.reports.quotes import QUOTES

    assert QUOTES[section]


def test_a_long_table_of_verdicts_leads_with_the_verdict_and_is_split_by_source():
    import pandas as pd

    from whistodds.reports.page import MAX_ROWS, section_view
    from whistodds.reports.sections import Section, SectionResult

    n = MAX_ROWS + 10
    table = pd.DataFrame({
        "id": [f"c{k}" for k in range(2 * n)],
        "source": ["Bob Short (1793): Chances for laying wagers"] * n + ["Bob Short (1793): Calculations"] * n,
        "quote": ["8 to 9 is a small odds in favor of the deal; about 4 in 100 only."] * (2 * n),
        "model_probability": [0.5] * (2 * n), "difference_pp": [1.0] * (2 * n), "verdict": ["close"] * (2 * n)})
    section = Section("claims-test", "Claims", "Which?", lambda context: SectionResult(),
                      tables={"claims": "Every claim"})
    view = section_view(section, SectionResult(tables={"claims": table}))
    assert [part["title"] for part in view.tables] == ["Every claim: Chances for laying wagers",
                                                       "Every claim: Calculations"]
    for part in view.tables:
        assert [column["name"] for column in part["columns"]][:4] == ["verdict", "difference_pp",
                                                                      "model_probability", "quote"]
        assert part["n_rows"] == n and part["whole"] == 2 * n and part["cut"]
        assert part["rows"][0][3] == table.quote[0]  # the quote whole in its cell
