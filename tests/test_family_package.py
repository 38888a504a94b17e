"""A game's specifics come from its own package, ``whistodds/families/<game>/``, registered as sections are:
its rules register the game, its section is among the report's, its commands are the app's, and nothing outside
the package imports it (the game is reached only through the registries)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from typer.testing import CliRunner

from whistodds.cli.app import app
from whistodds.games.discovery import family_modules
from whistodds.games import game_names, get_game
from whistodds.reports.sections import registered_sections

PACKAGE = Path(__file__).resolve().parents[1] / "whistodds"
GAMES = sorted(path.name for path in (PACKAGE / "families").iterdir() if (path / "__init__.py").is_file())


def test_every_game_package_is_found():
    assert {"gleek", "scotch"} <= set(GAMES)  # membership: a new game's package joins without editing this test
    assert [module.__name__ for module in family_modules("command")] == [
        f"whistodds.families.{game}.command" for game in GAMES]


def _part(game: str, part: str):
    found = [module for module in family_modules(part) if module.__name__ == f"whistodds.families.{game}.{part}"]
    return found[0] if found else None


# Games whose rules stay with the games' own (whistodds/games/families/<game>.py): every other game is built from
# whist's, and many defaults name long and short whist, so the bottom layer holds them.
SHARED_RULES = {"whist"}


@pytest.mark.parametrize("game", GAMES)
def test_its_rules_register_its_games(game):
    if game in SHARED_RULES:
        assert _part(game, "rules") is None and (PACKAGE / "games" / "families" / f"{game}.py").is_file()
        return
    families = _part(game, "rules").FAMILIES
    assert families
    for family in families:
        assert family.name in game_names()
        assert get_game(family.name).family == family.name


@pytest.mark.parametrize("game", GAMES)
def test_its_sections_are_registered(game):
    """A game's ``section`` registers one section (``SECTION``, its id the game's) or several (``SECTIONS``)."""
    module = _part(game, "section")
    sections = getattr(module, "SECTIONS", None)
    if sections is None:
        assert module.SECTION.id == game
        sections = (module.SECTION,)
    assert sections and all(section in registered_sections() for section in sections)


@pytest.mark.parametrize("game", GAMES)
def test_its_commands_are_the_apps(game):
    commands = _part(game, "command").COMMANDS
    assert commands
    for name, function in commands.items():
        done = CliRunner().invoke(app, [*name.split(), "--help"])
        assert done.exit_code == 0, done.output
        assert (function.__doc__ or "").split()[0] in done.output  # the command's own help


def _imported(path: Path) -> set[str]:
    """Every module name ``path`` imports, at its top, in a function or for the type checker, and every name
    it imports from a module (``from whistodds.families import scotch`` gives ``whistodds.families.scotch``)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def importers_of(game: str, root: Path = PACKAGE) -> list[str]:
    """The modules of the package outside ``whistodds/families/<game>/`` that import that game's package, but for
    the Python API's (``whistodds/api/``), a door as the command line is, which builds the game's questions."""
    own = root / "families" / game
    target = f"whistodds.families.{game}"
    return sorted(str(path.relative_to(root)) for path in root.rglob("*.py")
                  if own not in path.parents and root / "api" not in path.parents and any(name == target or name.startswith(target + ".")
                                                     for name in _imported(path)))


@pytest.mark.parametrize("game", GAMES)
def test_nothing_outside_its_package_imports_it(game):
    assert importers_of(game) == KNOWN_IMPORTERS.get(game, [])


# Left, and named: the explorer page shows Bob Short's figures beside each whist table.
KNOWN_IMPORTERS = {"whist": ["reports/explorer.py"]}


def test_the_import_check_finds_an_importer(tmp_path):
    (tmp_path / "families" / "scotch").mkdir(parents=True)
    (tmp_path / "families" / "scotch" / "rules.py").write_text("from whistodds.games.cards import pack\n")
    (tmp_path / "odds.py").write_text("def f():\n    from whistodds.families.scotch.rules import scotch_whist\n")
    (tmp_path / "chart.py").write_text("from whistodds.families import scotch\n")
    (tmp_path / "fine.py").write_text("from whistodds.families import family_modules\n")
    assert importers_of("scotch", tmp_path) == ["chart.py", "odds.py"]
