# The entry points, each setting everything up from nothing but Python 3.11+:
#   make report   - the main job
#   make test     - the test suite, in two processes (pytest-xdist; each test module in one of them); it builds the
#                   manual too (tests/test_docs_build.py runs the same strict build into a temporary folder)
#   make docs     - the manual (docs/) as HTML in docs/_build/html, strictly: a warning fails the build
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin

.PHONY: report test docs bench clean

$(BIN)/whist-odds: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,dds,docs]'
	@touch $@

# Each run compiles the package to bytecode first: where PYTHONDONTWRITEBYTECODE is set (as on our CI machines) no
# Python process would keep it, and every process of the suite (hundreds: the command line run as a user would, a
# fresh process for each module imported first) would compile the package's modules from source again.
COMPILE := $(BIN)/python -m compileall -q whistodds

report: $(BIN)/whist-odds
	@$(COMPILE)
	$(BIN)/whist-odds report --out report

test: $(BIN)/whist-odds
	@.ci/install-chromium || echo "whistodds: could not install chromium; the browser tests will be skipped"
	$(BIN)/python -m mypy
	@$(COMPILE)
	$(BIN)/python -m pytest -q -n 2 --dist loadfile

docs: $(BIN)/whist-odds
	$(BIN)/sphinx-build -W --keep-going -n -b html docs docs/_build/html

bench: $(BIN)/whist-odds
	$(BIN)/python benchmarks/bench_deal.py
	$(BIN)/python benchmarks/bench_play.py

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache .hypothesis docs/_build
