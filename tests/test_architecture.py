"""The engine's architecture (docs/engine.md): it never depends on Qt or the app, its layers import
only downwards (import-linter contracts in pyproject.toml), no module imports inside a function,
no import cycles, and one trigger bus with a written-down order."""

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "arknova_desktop" / "engine"


def imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_engine_module_imports_qt() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert files, "engine package not found"
    offenders = {
        str(path.relative_to(ENGINE)): sorted(
            m for m in imported_modules(path) if m.split(".")[0] in {"PySide6", "PyQt5", "PyQt6"}
        )
        for path in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_the_engine_does_not_load_qt() -> None:
    code = (
        "import sys, arknova_desktop.engine as e; "
        "e.new_game(e.GameConfig(players=2, seed=1)); "
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_engine_uses_no_module_level_random() -> None:
    """One seeded generator lives in the state: no `random.<fn>(` calls on the module."""
    banned = (
        "random.random(",
        "random.shuffle(",
        "random.choice(",
        "random.randint(",
        "random.seed(",
        "random.sample(",
    )
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for call in banned:
            assert call not in text, f"{path.name} calls {call}"


def test_the_repository_points_at_nothing_outside_it() -> None:
    """Code, tests, docs and README cite only documents inside the repository (docs/rules.md,
    docs/rulings.md, ...): no path into a folder beside the checkout or an absolute home."""
    root = ENGINE.parents[1]
    listed = subprocess.run(
        ["git", "ls-files"], cwd=root, capture_output=True, text=True, check=False
    )
    files = [root / name for name in listed.stdout.splitlines()] if listed.returncode == 0 else []
    if not files:  # not a git checkout (an unpacked source distribution): scan the tree
        files = [p for p in root.rglob("*") if p.is_file() and ".venv" not in p.parts]
    outside = ("../shared", "/work/", "rules-facts", "RULINGS.md", "DESIGN.md", "STYLE.md")
    found = []
    for path in files:
        if path.suffix not in {".py", ".md", ".toml", ".spec", ".txt", ""} or not path.is_file():
            continue
        if path.name == "test_architecture.py":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        found += [f"{path.relative_to(root)}: {word}" for word in outside if word in text]
    assert found == []


# -- layers, imports and cycles -------------------------------------------------------------------

PACKAGE = "arknova_desktop.engine"


def _module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ENGINE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join([PACKAGE, *parts])


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found.update(id(inner) for inner in ast.walk(node))
    return found


def _engine_imports(path: pathlib.Path, modules: set[str]) -> set[str]:
    """Engine modules `path` imports at run time (imports under TYPE_CHECKING left out)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skip = _type_checking_nodes(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in modules:
                    found.add(sub)
                elif target in modules:
                    found.add(target)
    found.discard(name)
    return found


def test_the_import_contracts_hold() -> None:
    """lint-imports: the layer order of the engine's subpackages, and no app, UI or Qt."""
    code = (
        "import sys; from importlinter.cli import lint_imports; "
        "sys.exit(lint_imports(no_cache=True, no_logo=True))"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ENGINE.parents[1],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_no_engine_module_imports_inside_a_function() -> None:
    """Every dependency is at the top of its module, where the layer contracts see it."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            found += [
                f"{path.relative_to(ENGINE)}:{node.lineno}"
                for node in ast.walk(function)
                if isinstance(node, ast.Import | ast.ImportFrom)
            ]
    assert found == []


def test_no_import_cycles_among_engine_modules() -> None:
    """The strongly connected components of the engine's import graph are single modules."""
    paths = {_module_name(path): path for path in sorted(ENGINE.rglob("*.py"))}
    modules = set(paths)
    graph = {name: sorted(_engine_imports(path, modules)) for name, path in paths.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def connect(node: str) -> None:  # Tarjan
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            connect(name)
    assert cycles == []


def test_the_engine_has_only_its_layers_at_the_top() -> None:
    """engine/ holds the layer subpackages and the public modules, nothing else."""
    top = {p.name for p in ENGINE.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    assert top == {
        "__init__.py",
        "game.py",
        "explain.py",
        "explain_board.py",
        "explain_players.py",
        "legacy.py",
        "planner.py",
        "serialize.py",
        "view.py",
        "base",
        "kernel",
        "board",
        "catalog",
        "rules",
        "flow",
    }


# -- the UI and the bots: the public API and the view only ---------------------------------------

APP = ENGINE.parent
CLIENTS = sorted([*(APP / "ui").rglob("*.py"), *(APP / "bots").rglob("*.py")])


def test_the_ui_and_the_bots_import_only_the_public_engine_api() -> None:
    """No `arknova_desktop.engine.<module>` import in ui/ or bots/ (the import-linter contract
    `public-api-only` says the same for direct imports; this also sees relative ones)."""
    assert CLIENTS, "ui/ and bots/ not found"
    found = []
    for path in CLIENTS:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level >= 1 and module.startswith("engine."):
                    found.append(f"{path.relative_to(APP)}:{node.lineno} {module}")
                if node.level == 0 and module.startswith(PACKAGE + "."):
                    found.append(f"{path.relative_to(APP)}:{node.lineno} {module}")
            elif isinstance(node, ast.Import):
                found += [
                    f"{path.relative_to(APP)}:{node.lineno} {alias.name}"
                    for alias in node.names
                    if alias.name.startswith(PACKAGE + ".")
                ]
    assert found == []


def test_the_ui_and_the_bots_never_read_the_game_state() -> None:
    """They read the frozen view (`session.view`, `game.view(seat)`), never `game.state` or the
    engine's frame stack (docs/ui.md)."""
    found = []
    for path in CLIENTS:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in {"state", "stack"}:
                text = ast.unparse(node)
                if "game" in text or node.attr == "stack":
                    found.append(f"{path.relative_to(APP)}:{node.lineno} {text}")
    assert found == []


def test_every_public_name_of_the_engine_is_exported() -> None:
    import arknova_desktop.engine as e

    missing = [name for name in e.__all__ if not hasattr(e, name)]
    assert missing == []
    assert len(e.__all__) == len(set(e.__all__))


# -- the trigger bus ------------------------------------------------------------------------------


def test_the_trigger_bus_runs_handlers_in_the_written_down_order() -> None:
    """rules/__init__.py's install order decides who reacts first (docs/engine.md)."""
    from arknova_desktop.engine.game import RULES

    rules = "arknova_desktop.engine.rules."
    assert RULES.handler_names() == {
        "TrackBonusDue": [rules + "bonuses.track_bonus_frame"],
        "DiscardRoundDue": [rules + "bonuses.discard_round"],
        "BuildingBuilt": [rules + "animals.move_in"],
        "IncomeDue": [
            rules + "map_abilities.building_income",
            rules + "conservation.recurring_left_edge",
            rules + "effect_runner.sponsor_income",
        ],
        "SponsorOffer": [rules + "sponsors._offer"],
        "SponsorBought": [rules + "sponsors._bought"],
        "SponsorPlayed": [rules + "effect_runner.own_effects"],
        "CardPlayed": [rules + "effect_runner.icon_reactions"],
        "OwnIconsDue": [rules + "effect_runner.own_icons_due"],
        "PartnerZooJoined": [rules + "effect_runner.partner_zoo_reactions"],
        "CellsCovered": [rules + "effect_runner.cover_frames"],
        "EndGameDue": [rules + "effect_runner.end_game_effects"],
    }
    assert sorted(RULES.actions) == ["animals", "association", "build", "cards", "sponsors"]
    assert sorted(RULES.tiles) == ["enclosure_3", "partner_zoo", "sponsor", "university"]
    assert [extra.choice_type.__name__ for extra in RULES.turn_extras] == ["SellCard"]


def test_a_new_game_changes_no_module_level_table() -> None:
    """The unique buildings are building types from the moment the cards are loaded; setting
    up games adds nothing to the engine's tables."""
    import arknova_desktop.engine as e
    from arknova_desktop.engine.board.buildings import BUILDING_TYPES
    from arknova_desktop.engine.catalog.cards import default_cards
    from arknova_desktop.engine.game import RULES

    default_cards()
    buildings = dict(BUILDING_TYPES)
    handlers = RULES.handler_names()
    for seed in (1, 2):
        e.new_game(e.GameConfig(players=2, seed=seed))
    assert buildings == BUILDING_TYPES
    assert RULES.handler_names() == handlers
