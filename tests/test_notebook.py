"""A notebook user's session, run by a real Jupyter kernel (nbclient, ipykernel's python3): whistodds imports,
a chart function's Figure displays inline as an image, and the user's own pyplot still shows its figures."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CELLS = [
    f"import sys\nsys.path.insert(0, {str(ROOT)!r})\nimport matplotlib\nimport whistodds.reports.charts",
    "from whistodds.reports.charts import long_short_chart\nlong_short_chart()",
    "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [3, 1, 2])\nplt.show()\nprint(matplotlib.get_backend())",
]


def test_a_chart_displays_inline_in_a_notebook(tmp_path):
    nbformat = pytest.importorskip("nbformat", reason="nbformat is not installed (pip install 'whistodds[test]')")
    nbclient = pytest.importorskip("nbclient", reason="nbclient is not installed (pip install 'whistodds[test]')")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in CELLS])
    client = nbclient.NotebookClient(notebook, timeout=600, kernel_name="python3",
                                     resources={"metadata": {"path": str(tmp_path)}})
    try:
        client.km = client.create_kernel_manager()
        client.start_new_kernel()
        client.start_new_kernel_client()
    except Exception as error:  # no kernelspec, no ipykernel, no sockets: nothing here to test
        pytest.skip(f"no python3 Jupyter kernel could start ({type(error).__name__}: {error})")
    try:
        client.execute()
    finally:
        if client.km is not None and client.km.has_kernel:
            client.km.shutdown_kernel(now=True)
    chart_outputs = notebook.cells[1].outputs
    assert any("image/png" in output.get("data", {}) for output in chart_outputs), chart_outputs
    user_outputs = notebook.cells[2].outputs
    assert any("image/png" in output.get("data", {}) for output in user_outputs), user_outputs
    printed = "".join(output.get("text", "") for output in user_outputs)
    assert "agg" != printed.strip().lower(), "importing whistodds switched the notebook's backend to Agg"
