"""Data flows one way: games -> simulations -> odds -> reports -> cli; nothing imports backwards."""

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "whistodds"
LAYERS = ["games", "simulations", "odds", "reports", "cli"]
IMPORT = re.compile(r"^\s*(?:from|import)\s+whistodds\.(\w+)", re.MULTILINE)


# A game's package (whistodds/families/<game>/) holds one module or sub-package a layer, named for it.
FAMILY_PARTS = {"rules": "games", "simulation": "simulations", "odds": "odds", "section": "reports", "command": "cli"}
FAMILY_IMPORT = re.compile(r"^\s*(?:from|import)\s+whistodds\.families\.(\w+)\.(\w+)", re.MULTILINE)


def family_layer(path: Path) -> str | None:
    """The layer of a file of a game's package by its part's name (``families/gleek/odds/play.py``: odds); None
    for ``whistodds/families/__init__.py`` and a game's ``__init__.py``, which import nothing of whistodds."""
    parts = path.relative_to(PACKAGE / "families").parts
    if len(parts) < 2:
        return None
    part = parts[1].removesuffix(".py")
    if part == "__init__" and len(parts) == 2:
        return None
    assert part in FAMILY_PARTS, (f"{path.relative_to(PACKAGE)}: a game's package holds only modules named for "
                                  f"their layer ({', '.join(FAMILY_PARTS)}), not {part!r}")
    return FAMILY_PARTS[part]


def layer_files(layer: str) -> list[Path]:
    """The files of a layer: its folder's, and those of the games' packages named for it."""
    return [*(PACKAGE / layer).rglob("*.py"),
            *(path for path in (PACKAGE / "families").rglob("*.py") if family_layer(path) == layer)]


def imported_layers(text: str) -> set[str]:
    """The layers a file imports from: its top-level folders, and a game's package by the part imported (an
    import of ``whistodds.families`` itself belongs to no layer: it finds the parts for the registries)."""
    layers = set(IMPORT.findall(text)) - {"families"}
    return layers | {FAMILY_PARTS.get(part, part) for _, part in FAMILY_IMPORT.findall(text)}


@pytest.mark.parametrize("layer", LAYERS)
def test_no_layer_imports_a_later_one(layer):
    later = set(LAYERS[LAYERS.index(layer) + 1:])
    for path in layer_files(layer):
        imported = imported_layers(path.read_text(encoding="utf-8"))
        assert not imported & later, f"{path.relative_to(PACKAGE)} imports {sorted(imported & later)}"


def test_a_games_package_holds_only_its_layers():
    """Each module of ``whistodds/families/<game>/`` is named for a layer (``family_layer`` fails on any other
    name); the package's own ``__init__`` and ``whistodds/families/__init__.py`` import nothing of whistodds but
    ``whistodds.families`` (layer-neutral, as ``whistodds/plugins.py``)."""
    files = list((PACKAGE / "families").rglob("*.py"))
    assert any(family_layer(path) == "cli" for path in files)  # the games' packages are found
    for path in files:
        if family_layer(path) is None:
            text = path.read_text(encoding="utf-8")
            assert not (set(IMPORT.findall(text)) - {"families"}) and not FAMILY_IMPORT.search(text), path
    with pytest.raises(AssertionError, match="not 'helpers'"):
        family_layer(PACKAGE / "families" / "gleek" / "helpers.py")
    assert family_layer(PACKAGE / "families" / "gleek" / "odds" / "play.py") == "odds"
    assert imported_layers("from whistodds.families.gleek.section.text import x\nimport whistodds.games\n"
                           "from whistodds.families import family_modules\n") == {"reports", "games"}


def test_no_module_imports_the_games_packages_folder():
    """The registries find the games' packages with ``whistodds.games.discovery`` (the bottom layer), so no module
    imports ``whistodds.families`` itself, the folder of parts of every layer up to the command line."""
    folder = re.compile(r"^\s*(?:from\s+whistodds\.families\s+import|import\s+whistodds\.families\s*$)", re.MULTILINE)
    assert not [path for path in PACKAGE.rglob("*.py") if folder.search(path.read_text(encoding="utf-8"))]
    assert folder.search("from whistodds.families import family_modules\n")
    assert not folder.search("from whistodds.families.gleek.rules import GLEEK\n")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST, modules: set[str]) -> set[str]:
    """The package's modules a module imports when it runs, at its top or inside a function (not those
    under ``if TYPE_CHECKING:``, which run only for the type checker)."""
    found: set[str] = set()
    todo = [tree]
    while todo:
        node = todo.pop()
        if _is_type_checking(node):
            todo.extend(node.orelse)  # type: ignore[attr-defined]
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names} & modules
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= _imported_from(node, modules)
        todo.extend(ast.iter_child_nodes(node))
    return found


def _imported_from(node: ast.ImportFrom, modules: set[str]) -> set[str]:
    """What ``from package import name, ...`` imports: each name that is a module of the package; the package
    itself only for a name defined in it (``from whistodds.simulations.play import state`` loads ``state``, not
    the package's own names)."""
    submodules = {f"{node.module}.{alias.name}" for alias in node.names} & modules
    defined_there = len(submodules) < len(node.names)
    return submodules | ({node.module} & modules if defined_there else set())


def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports (function-level imports included)."""
    paths = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    modules = set(paths)
    return {name: _imports(ast.parse(path.read_text(encoding="utf-8")), modules) - {name}
            for name, path in paths.items()}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan), each sorted: every import cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph[module]):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = [stack.pop()]
            while group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return cycles


# Cycles known and left to be broken, each written out whole (sorted module names); none now: the reports'
# page, report and sections, which imported each other, no longer do since reports/sections became a package.
ALLOWED_CYCLES: list[list[str]] = []


def test_no_import_cycles():
    cycles = [cycle for cycle in import_cycles(import_graph()) if cycle not in ALLOWED_CYCLES]
    assert not cycles, "modules that import each other (directly or round a loop): " + "; ".join(
        " <-> ".join(cycle) for cycle in cycles)


def test_the_cycle_check_finds_a_cycle():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x.y\ndef f():\n    import x.z\n")
    assert _imports(tree, {"x.y", "x.z"}) == {"x.z"}


def type_only_import_graph() -> dict[str, set[str]]:
    """Each module and the package's modules it imports anywhere, those imported only for the type checker
    (under ``if TYPE_CHECKING:``) included."""
    paths = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    modules = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names} & modules
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found |= _imported_from(node, modules)
        graph[name] = found - {name}
    return graph


def test_no_import_cycles_counting_type_only_imports():
    """A cycle that runs only for the type checker still ties the modules together: a change to one is a change
    to the other.  None is allowed."""
    cycles = import_cycles(type_only_import_graph())
    assert not cycles, "modules that import each other, counting imports for type checking: " + "; ".join(
        " <-> ".join(cycle) for cycle in cycles)


MAX_MODULES = 25  # modules a folder may hold: past that, it holds more than one concept


def test_folders_by_concept_hold_at_most_25_modules():
    crowded = {str(folder.relative_to(PACKAGE.parent)): count for folder in [PACKAGE, *PACKAGE.rglob("*")]
               if folder.is_dir() and (count := len(list(folder.glob("*.py")))) > MAX_MODULES}
    assert not crowded, f"folders of more than {MAX_MODULES} modules; split them by concept: {crowded}"


def test_every_module_imports_first():
    """Each module imported first, in a fresh interpreter's state of the package: a package whose
    ``__init__`` imports a module that imports back a half-made module fails here, as no static graph shows."""
    import subprocess
    import sys

    script = (
        "import importlib, sys\n"
        "names = sys.argv[1:]\n"
        "failed = []\n"
        "for name in names:\n"
        "    for loaded in [m for m in sys.modules if m == 'whistodds' or m.startswith('whistodds.')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as error:\n"
        "        failed.append(f'{name}: {type(error).__name__}: {error}')\n"
        "print('\\n'.join(failed))\n")
    names = sorted(import_graph())
    done = subprocess.run([sys.executable, "-c", script, *names], capture_output=True, text=True, timeout=600,
                          cwd=PACKAGE.parent)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr[-2000:]
