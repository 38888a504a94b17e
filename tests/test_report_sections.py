"""A report section added from this file alone: registered, built into a small report, seen on the page."""

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from whistodds.reports.report import build_report, n_steps
from whistodds.reports.sections import (
    ChartSpec,
    ReportContext,
    Section,
    SectionResult,
    Verdict,
    register_section,
    registered_sections,
    report_charts,
    unregister_section,
)
from whistodds.reports.style import finish, new_figure


def _compute(context: ReportContext) -> SectionResult:
    # A real figure from the context: the share of spades in the first thirteen cards of seeded shuffles.
    rng = np.random.default_rng(context.seed)
    spades = np.array([(rng.permutation(52)[:13] < 13).sum() for _ in range(context.deals // 10)])
    table = pd.DataFrame({"spades": np.arange(14), "deals": np.bincount(spades, minlength=14)})
    return SectionResult(
        tables={"spade_counts": table, "spade_untitled": table.head(3)},
        findings=[f"A hand holds {spades.mean():.3f} spades on average over {len(spades):,} hands.",
                  "  a detail of the line above"],
        verdicts=[Verdict("Spades in a hand", f"{spades.mean():.3f} on average, against 3.25 exactly")],
        fill={"hands": f"{len(spades):,}"})


def _draw(context, tables):
    figure, axes = new_figure()
    axes.bar(tables["spade_counts"].spades, tables["spade_counts"].deals, label="hands")
    return finish(figure, axes, title="Spades in a hand", xlabel="Spades", ylabel="Hands", source="A test.")


def _spades_alone(model=None):
    return _draw(None, _compute(ReportContext(1000, 5, Path("."))).tables)


SPADES = Section(
    id="spades-test", order=65, title="Spades in a hand ({hands} hands)",
    question="How many spades does a hand hold?", compute=_compute,
    tables={"spade_counts": "Hands by their spades ({rows} rows)"},
    charts=(ChartSpec("spades-test", "Spades in {hands} hands.", "Each bar is a number of spades.", _draw,
                                _spades_alone),))


@pytest.fixture
def spades():
    register_section(SPADES)
    try:
        yield SPADES
    finally:
        unregister_section(SPADES.id)


def test_a_section_from_outside_the_package_is_on_the_page(spades, tmp_path):
    ids = [section.id for section in registered_sections()]
    assert ids.index("deal-kernels") < ids.index("spades-test") < ids.index("long-short")  # placed by its order
    assert n_steps(["deal-kernels", "spades-test"], explorer=False) == 2
    steps = []
    report = build_report(tmp_path / "r", deals=1000, seed=5, progress=steps.append,
                          only=["spades-test", "deal-kernels"], explorer=False)
    assert steps == [1, 1]
    page = (tmp_path / "r" / "index.html").read_text(encoding="utf-8")
    assert page.index('<section id="deal-kernels">') < page.index('<section id="spades-test">')
    section = page[page.index('<section id="spades-test">'):]
    section = section[:section.index("</section>")]
    assert "<h2>Spades in a hand (100 hands)</h2>" in section  # the {fields} filled from the data
    assert "How many spades does a hand hold?" in section
    assert re.search(r"A hand holds \d\.\d{3} spades on average over 100 hands\.", section)
    assert "<li>a detail of the line above</li>" in section
    assert "Hands by their spades (14 rows)" in section and "Spade untitled" in section
    assert "Spades in 100 hands." in section and "Each bar is a number of spades." in section
    assert "id='spades-test'" in section and "charts/spades-test.png" in section
    summary = page[page.index('<section id="summary"'):page.index("<nav")]
    assert re.search(r'<a href="#spades-test">Spades in a hand</a>: \d\.\d{3} on average, against 3\.25 exactly',
                     summary)
    written = pd.read_csv(tmp_path / "r" / "tables" / "spade_counts.csv")
    assert written.deals.sum() == 100 and list(written.spades) == list(range(14))
    assert (tmp_path / "r" / "charts" / "spades-test.png").read_bytes()[:4] == b"\x89PNG"
    assert set(report.tables) == {"deal_kernels", "spade_counts", "spade_untitled"}
    assert report.charts["spades-test"] == tmp_path / "r" / "charts" / "spades-test.png"
    assert not (tmp_path / "r" / "explorer.html").exists() and "explorer.html" not in page


def test_the_registry_refuses_clashes(spades):
    with pytest.raises(ValueError, match="'spades-test' is already registered"):
        register_section(SPADES)
    clash = Section(id="other", title="Other", question="", compute=_compute, charts=(SPADES.charts[0],))
    with pytest.raises(ValueError, match="draws charts another section draws: spades-test"):
        register_section(clash)
    assert "other" not in [section.id for section in registered_sections()]
    with pytest.raises(ValueError, match="no section 'nonesuch'"):
        unregister_section("nonesuch")


def test_unregistered_sections_leave_the_report(tmp_path):
    assert "spades-test" not in [section.id for section in registered_sections()]
    assert "spades-test" not in [spec.name for spec in report_charts()]
    with pytest.raises(ValueError, match="unknown section 'spades-test'"):
        build_report(tmp_path / "r", deals=1000, only=["spades-test"])
    assert not (tmp_path / "r").exists()


def test_every_chart_states_how_it_is_drawn_alone():
    with pytest.raises(TypeError, match="standalone"):
        ChartSpec("spades-test", "Spades.", "Each bar.", _draw)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="'spades-test': draw and standalone must be functions"):
        ChartSpec("spades-test", "Spades.", "Each bar.", _draw, None)  # type: ignore[arg-type]


def test_a_registered_sections_chart_is_one_the_chart_command_draws(spades, tmp_path):
    from whistodds.reports.charts import CHARTS
    from whistodds.cli.charts import chart_list

    assert CHARTS["spades-test"] is _spades_alone  # one list of charts: the sections'
    assert any(line.split()[0] == "spades-test" for line in chart_list())


SECTION_MODULE = '''"""A report section whose drawing code lives in its own module, outside the package."""

import numpy as np

from whistodds.reports.sections import ChartSpec, Section, SectionResult, register_section
from whistodds.reports.style import finish, new_figure


def trumps_chart(model=None):
    """Trumps in a hand of 13 from a seeded shuffle: the chart drawn alone."""
    rng = np.random.default_rng(7)
    held = np.bincount([(rng.permutation(52)[:13] < 13).sum() for _ in range(200)], minlength=14)
    figure, axes = new_figure()
    axes.bar(np.arange(14), held)
    return finish(figure, axes, title="Trumps in a hand", xlabel="Trumps", ylabel="Hands", source="A test.")


SECTION = register_section(Section(
    "trumps-test", "Trumps in a hand", "How many trumps does a hand hold?", lambda context: SectionResult(),
    charts=(ChartSpec("trumps-test", "Trumps in 200 hands.", "Each bar is a number of trumps.",
                      lambda context, tables: trumps_chart(), trumps_chart),)))
'''


def test_a_sections_drawing_code_lives_in_its_own_module_without_an_import_loop(tmp_path):
    # The section's module is imported first, before anything else of whistodds, in a fresh interpreter: its
    # imports (the sections' registry, the chart style) must not run round a loop back to it; then the report's
    # chart list and ``whist-odds chart`` know its chart, drawn by the module's own code.
    (tmp_path / "trumps_section.py").write_text(SECTION_MODULE, encoding="utf-8")
    out = tmp_path / "trumps.png"
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import trumps_section\n"
            "from whistodds.reports.charts import CHARTS\n"
            "from whistodds.cli.charts import chart_list\n"
            "print(CHARTS['trumps-test'] is trumps_section.trumps_chart, "
            "[line.split()[0] for line in chart_list()].count('trumps-test'))\n"
            "from whistodds.cli.app import app\n"
            "app(['chart', 'trumps-test', '--out', sys.argv[2]], standalone_mode=False)\n")
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path), str(out)], capture_output=True, text=True,
                         timeout=300, cwd=Path(__file__).resolve().parents[1])
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["True", "1"], run.stdout
    assert out.read_bytes()[:4] == b"\x89PNG" and f"wrote {out}" in run.stderr
