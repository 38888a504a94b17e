"""Names become objects once, at the edges (whistodds.games.registry says the rule): nothing in
whistodds.simulations takes a game or a play model by name."""

import ast
import re
from pathlib import Path

import pytest

from whistodds.games import LONG_WHIST, get_game
from whistodds.simulations.play.models import get_model

PACKAGE = Path(__file__).resolve().parents[1] / "whistodds"
SIMULATIONS = PACKAGE / "simulations"
# Parameters that hold a game or play model(s): a bare ``str`` in their annotation is a name.
NAMED = {"game", "games", "game_name", "model", "models", "model_name", "seat_models", "skilled", "unskilled",
         "strong", "weak"}
STR = re.compile(r"\bstr\b")
GAME = re.compile(r"\b(Game|GameDefinition)\b")
MODEL = re.compile(r"\bPlayModel\b")
RESOLVERS = {"get_model"}  # the registry's one look-up: a name in, a PlayModel out (the edges call it)


def _union_members(annotation: str) -> set[str]:
    """The names in an annotation's top-level union (``Game | str | None`` -> Game, str, None)."""
    return {part.strip().strip("'\"") for part in annotation.split("|")}


def named_parameters(root: Path) -> list[str]:
    """Every parameter of a function or method under ``root`` that takes a game or a play model by name, as
    ``file:line function(parameter: annotation)``; and every type alias there that unites one with ``str``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(root.parent.parent)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.BinOp):
                text = ast.unparse(node.value)
                members = _union_members(text)
                if "str" in members and any(GAME.fullmatch(m) or MODEL.fullmatch(m) for m in members):
                    found.append(f"{where}:{node.lineno} alias {text}")
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.name in RESOLVERS:
                continue
            arguments = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
            for argument in arguments:
                if argument.annotation is None:
                    continue
                text = ast.unparse(argument.annotation).replace("'", "").replace('"', "")
                members = _union_members(text)
                by_name = argument.arg in NAMED and STR.search(text)
                united = "str" in members and any(GAME.search(m) or MODEL.search(m) for m in members)
                if by_name or united:
                    found.append(f"{where}:{node.lineno} {node.name}({argument.arg}: {text})")
    return found


def test_nothing_in_simulations_takes_a_game_or_a_model_by_name():
    assert named_parameters(SIMULATIONS) == []


def test_the_check_finds_a_name_where_one_is_taken(tmp_path):
    # The check itself, on code written the old way: each of these is found.
    folder = tmp_path / "whistodds" / "simulations"
    folder.mkdir(parents=True)
    (folder / "old.py").write_text(
        "GameLike = Game | str\n"
        "def play(deals, model: str | PlayModel = 'hoyle'): ...\n"
        "def get_kernel(model: str | None = None, *, game: Game | str = 'long-whist'): ...\n"
        "class K:\n"
        "    def of(self, seat_models: Sequence[str] | None, game_name: str): ...\n"
        "def fine(game: Game, model: PlayModel, name: str, seat: int): ...\n", encoding="utf-8")
    found = named_parameters(folder)
    assert [line.split(" ", 1)[1] for line in found] == [
        "alias Game | str",
        "play(model: str | PlayModel)",
        "get_kernel(model: str | None)",
        "get_kernel(game: Game | str)",
        "of(seat_models: Sequence[str] | None)",
        "of(game_name: str)",
    ]


def test_a_name_below_the_edges_is_a_one_line_error_saying_which_call_turns_it_into_an_object():
    from whistodds.simulations import deal
    from whistodds.simulations.kernels import get_kernel
    from whistodds.simulations.play import play

    with pytest.raises(TypeError, match=r"not the name 'long-whist': give get_game\('long-whist'\)"):
        deal("long-whist", 10, seed=1)
    with pytest.raises(TypeError, match=r"not the name 'hoyle': give get_model\('hoyle'\)"):
        play(deal(LONG_WHIST, 10, seed=1), "hoyle")
    with pytest.raises(TypeError, match=r"not the name 'random': give get_model\('random'\)"):
        get_kernel("random")
    with pytest.raises(TypeError, match="seat_models: 'hoyle' is not allowed; give PlayModel objects"):
        play(deal(LONG_WHIST, 10, seed=1), seat_models=["hoyle"] * 4)


def test_the_edges_take_names_and_objects_alike():
    """The edge is the door (``whistodds.api``, the command line): below it ``odds_at`` takes the objects."""
    from whistodds import api
    from whistodds.odds.game_odds import odds_at

    by_name = api.odds("long-whist", (8, 9), "them", model="random", seed=1).rows
    by_object = api.odds(get_game("long-whist"), (8, 9), "them", model=get_model("random"), seed=1).rows
    assert by_name == by_object
    with pytest.raises(TypeError, match=r"not the name 'long-whist': give get_game\('long-whist'\)"):
        odds_at("long-whist", (8, 9), "them")  # type: ignore[arg-type]


def test_an_odds_call_looks_its_game_up_once(monkeypatch):
    import whistodds.games.registry as registry
    from whistodds import api

    api.odds("long-whist", (8, 9), "them", model="hoyle", seed=1)  # every cache warm
    looked_up = []
    parse = registry.parse_name
    monkeypatch.setattr(registry, "parse_name", lambda name: looked_up.append(name) or parse(name))
    api.odds("long-whist", (8, 9), "them", model="hoyle", seed=1)
    assert looked_up == ["long-whist"]
