"""The engine must never depend on Qt (docs/engine.md)."""

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
