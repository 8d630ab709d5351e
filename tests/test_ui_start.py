"""The start dialog offers to continue the autosaved game only when one in progress exists."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.saves import AUTOSAVE, save_game
from arknova_desktop.ui.start_dialog import StartDialog

pytestmark = pytest.mark.gui


def continue_button(dialog: StartDialog) -> QPushButton:
    button = dialog.findChild(QPushButton, "continue_autosave")
    assert button is not None
    return button


def test_no_autosave_no_continue(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    assert not continue_button(dialog).isEnabled()


def test_continue_the_autosaved_game(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    config = GameConfig(players=2, seed=9)
    game = new_game(config)
    chooser = random.Random(1)
    log = []
    for _ in range(30):
        log.append(chooser.choice(game.decision.options))  # type: ignore[union-attr]
        game.apply(log[-1])
    save_game(tmp_path / AUTOSAVE, config, ("human", "human"), log, game)
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    button = continue_button(dialog)
    assert button.isEnabled()
    button.click()
    assert dialog.chosen_save == tmp_path / AUTOSAVE
    assert dialog.result() == StartDialog.DialogCode.Accepted
