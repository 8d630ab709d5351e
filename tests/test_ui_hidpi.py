"""High-DPI screens: the window started with QT_SCALE_FACTOR=2 lays out at the same logical size
and paints at twice the pixels, the map and the cards included (run in a child process: the
scale factor is read once, when Qt starts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, random, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from arknova_desktop.engine import GameConfig
from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui.table.main_window import MainWindow
session = GameSession(GameConfig(players=2, seed=5, names=("Ada", "Bo")), (HUMAN, HUMAN))
window = MainWindow(session)
window.resize(1280, 800)
window.show()
window.start()
rng = random.Random(5)
for _ in range(60):  # past the setup, into ordinary turns
    if session.awaiting_end_turn:
        session.end_turn()
    elif session.covered:
        session.reveal()
    elif session.table_decision is not None:
        session.choose(rng.choice(session.table_decision.options))
    app.processEvents()
for _ in range(5):
    app.processEvents()
shot = window.grab()
image = shot.toImage()
view = window.map_view
print(json.dumps({
    "ratio": window.devicePixelRatioF(),
    "logical": [window.width(), window.height()],
    "pixels": [image.width(), image.height()],
    "map_bars": [view.horizontalScrollBar().isVisible(), view.verticalScrollBar().isVisible()],
    "hand": [window.hand_view.height(), window.hand_view.viewport().height()],
    # A map pixel away from the grid lines is terrain, not blank: the scene was drawn.
    "map_colour": image.pixelColor(
        2 * (view.mapTo(window, view.rect().center()).x()),
        2 * (view.mapTo(window, view.rect().center()).y()),
    ).name(),
}))
"""


def test_the_window_at_scale_factor_two(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": "2",
        "ARKNOVA_SAVE_DIR": str(tmp_path / "saves"),
        "ARKNOVA_SETTINGS_FILE": str(tmp_path / "settings.ini"),
    }
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["ratio"] == 2.0
    assert found["logical"] == [1280, 800]
    assert found["pixels"] == [2560, 1600]  # every pixel painted at twice the resolution
    assert found["map_bars"] == [False, False]
    assert found["hand"][0] > 90  # the hand keeps room for its cards at the same logical size
    assert found["map_colour"] not in ("#000000", "#ffffff"), found
