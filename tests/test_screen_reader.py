"""What a screen reader reads of the real app, over AT-SPI (the bus Orca reads on Linux): the
app runs on a virtual X display with its accessibility bridge on, and tools/screen_reader_probe.py
reads the tree and presses buttons as a screen reader does (tools/screen_reader_session.sh).

The offscreen tests (test_accessibility.py) walk Qt's own accessibility interfaces; this one
checks what actually reaches a screen reader: a named thing for every focusable object, the
cover hiding the hand from it as it hides it from the eyes, the hand named card by card once the
cover is lifted by its button, and a key press answered with words a player reads, never codes.

Skipped where the machine lacks the display server, the accessibility bus or the system's
pyatspi (.ci/run installs them)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.saves import load_game
from arknova_desktop.ui.words.names import card_title

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"
SESSION = ROOT / "tools" / "screen_reader_session.sh"
CARD_CODE = re.compile(r"\b[APSF]\d{3}\b")  # a card's id, never shown to a player
COORDINATES = re.compile(r"\(\d+, ?\d+\)")  # a grid cell's numbers, never shown either

pytestmark = pytest.mark.slow


def _missing() -> str:
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "the accessibility bus (at-spi2-core) is not installed"
    probe = subprocess.run(
        ["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True, check=False
    )
    if probe.returncode != 0:
        return "the system's Python has no pyatspi (python3-pyatspi)"
    return ""


def _read_by_screen_reader(
    tmp_path: Path, steps: list[dict[str, Any]], *app_args: str
) -> dict[str, Any]:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    (tmp_path / "settings.ini").write_text("[aids]\nfirst_game_guide=false\n", encoding="utf-8")
    steps_file, out_file = tmp_path / "steps.json", tmp_path / "out.json"
    steps_file.write_text(json.dumps(steps), encoding="utf-8")
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "ARKNOVA_SAVE_DIR": str(tmp_path / "saves"),
        "ARKNOVA_SETTINGS_FILE": str(tmp_path / "settings.ini"),
        "ARKNOVA_LOG_DIR": str(tmp_path / "logs"),
        "ARKNOVA_HISTORY_FILE": str(tmp_path / "history.sqlite3"),
    }
    done = subprocess.run(
        [
            *(str(SESSION), str(tmp_path), str(steps_file), str(out_file), sys.executable),
            *("-m", "arknova_desktop", "--load", str(SAMPLE), *app_args),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    app_log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
    assert done.returncode == 0, f"{done.stderr[-2000:]}\napp: {app_log[-2000:]}"
    found: dict[str, Any] = json.loads(out_file.read_text(encoding="utf-8"))
    assert not found["errors"], f"{found['errors']}\napp: {app_log[-2000:]}"
    return found


def _texts(nodes: list[dict[str, Any]]) -> list[str]:
    return [text for node in nodes for text in (node["name"], node["description"]) if text]


def _under(nodes: list[dict[str, Any]], role: str, name: str) -> list[dict[str, Any]]:
    """The nodes inside the (first) showing object of that role and name."""
    top = next(n for n in nodes if n["role"] == role and n["name"] == name)
    return [n for n in nodes if n["path"].startswith(top["path"] + "/")]


def _hands() -> tuple[list[str], list[str]]:
    game = load_game(SAMPLE).game
    ada, ben = (
        [card_title(game.cards.get(card_id)) for card_id in player.hand]
        for player in game.state.players
    )
    return ada, ben


STEPS: list[dict[str, Any]] = [
    {"until": "cover", "list": "Your hand", "children": False},
    {"dump": "cover"},
    {"press": "I am Ada", "role": "push button"},  # a screen reader's "activate"
    {"until": "table", "list": "Your hand", "children": True},
    {"dump": "table"},
    {"focus": "table"},
    # The sample stops at Ada's partner zoo choice: answered as a screen reader answers it.
    {"press": "Africa partner zoo", "role": "push button"},
    {"sleep": 1.5},
    {"dump": "answered"},
]


def test_a_screen_reader_reads_the_cover_then_the_hand_and_a_decision(tmp_path: Path) -> None:
    found = _read_by_screen_reader(tmp_path, STEPS)
    ada, ben = _hands()
    cover, table = found["dumps"]["cover"], found["dumps"]["table"]

    # While the cover is up, the screen reader meets the cover and its button, named.
    assert any(
        n["role"] == "push button" and n["name"].startswith("I am Ada") and "Press" in n["actions"]
        for n in cover
    )
    # Every object a keyboard can reach has a name to read, before and after the cover.
    for label, nodes in found["dumps"].items():
        unnamed = [n for n in nodes if n["focusable"] and not n["name"].strip()]
        assert not unnamed, (label, unnamed)
    # The hand is empty to it, and no hand card is named anywhere a screen reader reads, except
    # where the game itself made it public (the display and the log, the same for everyone).
    hand = next(n for n in cover if n["role"] == "list" and n["name"] == "Your hand")
    assert hand["children"] == 0
    public = _texts(_under(cover, "list", "Display")) + _texts(
        [n for n in cover if n["role"] == "list item" and n["name"].startswith("Turn ")]
    )
    log_lines = [n["name"] for n in cover if n["role"] == "list item"]
    secrets = [
        title for title in ada + ben if not any(title in text for text in public + log_lines)
    ]
    assert secrets, "the sample's hands should hold cards nobody else has seen"
    for text in _texts(cover):
        for title in secrets:
            assert title not in text, f"{title!r} read while the cover is up: {text!r}"

    # Lifted by its button (a screen reader's "activate"): Ada's hand, card by card, in words.
    hand_cards = _under(table, "list", "Your hand")
    assert [n["name"] for n in hand_cards if n["role"] == "list item"] == ada
    assert all(n["description"] for n in hand_cards if n["role"] == "list item")
    assert not any(n["name"].startswith("I am Ada") for n in table)

    # The keyboard's place is read out: the choice the table opened by itself (the Board).
    focus = found["focus"]["table"]
    assert focus is not None and focus["name"] == "Association board", focus
    assert "Click to choose: Africa partner zoo" in focus["description"]
    decision = next(n for n in table if n["role"] == "filler" and n["name"] == "Decision")
    assert "Choose a partner zoo" in decision["description"]
    # Answered through the screen reader: Ada's board reads the new partner zoo, and the next
    # decision is read in words with its options.
    answered = found["dumps"]["answered"]
    assert any(n["name"] == "Partner zoos: Australia, Africa" for n in answered)
    decision = next(n for n in answered if n["role"] == "filler" and n["name"] == "Decision")
    assert decision["description"].startswith("Open decision for Ada: ")
    assert "Choose a partner zoo" not in decision["description"]
    for nodes in found["dumps"].values():
        for text in _texts(nodes):
            assert not CARD_CODE.search(text), text
            assert not COORDINATES.search(text), text


def test_a_screen_reader_reads_spanish_under_lang_es(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [
        {"until": "cover", "list": "Tu mano", "children": False},
        {"dump": "cover"},
        {"press": "Soy Ada", "role": "push button"},
        {"until": "table", "list": "Tu mano", "children": True},
        {"dump": "table"},
    ]
    found = _read_by_screen_reader(tmp_path, steps, "--lang", "es")
    table = found["dumps"]["table"]
    names = {n["name"] for n in table}
    assert "Deshacer" in names  # the Undo button
    assert not {"Undo", "Your hand", "Display", "Log"} & names
    for nodes in found["dumps"].values():
        unnamed = [n for n in nodes if n["focusable"] and not n["name"].strip()]
        assert not unnamed
