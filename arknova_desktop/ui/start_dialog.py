"""The start screen: seats (name, human or computer, zoo map), solo difficulty, seed."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import GameConfig
from ..engine.maps_catalog import MAP_GROUPS, MAP_NAMES
from ..saves import AUTOSAVE, SaveError, save_dir, summary
from ..session import BOT, HUMAN

MAX_SEATS = 4


class StartDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game — Ark Nova Desktop"))
        self.players = QSpinBox()
        self.players.setRange(1, MAX_SEATS)
        self.players.setValue(2)
        self.players.valueChanged.connect(self._seats_changed)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.SystemRandom().randrange(1, 100000))
        self.difficulty = QComboBox()
        for appeal in (20, 10, 0):
            self.difficulty.addItem(self.tr("Start at %d appeal") % appeal, appeal)
        self.draft = QCheckBox(self.tr("Advanced setup: choose 1 of 2 dealt maps (1–8)"))
        self.draft.toggled.connect(self._seats_changed)
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Solo difficulty"), self.difficulty)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.draft)
        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.maps: list[QComboBox] = []
        for seat in range(MAX_SEATS):
            name = QLineEdit(self.tr("Player %d") % (seat + 1))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), BOT)
            zoo = QComboBox()
            for group, ids in MAP_GROUPS.items():
                for map_id in ids:
                    zoo.addItem(f"{map_id}: {MAP_NAMES[map_id]} ({group})", map_id)
            grid.addWidget(QLabel(self.tr("Seat %d") % (seat + 1)), seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            grid.addWidget(zoo, seat, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.maps.append(zoo)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Continue the autosaved game, or open another saved game.
        self.chosen_save: Path | None = None
        autosave = save_dir() / AUTOSAVE
        resume = buttons.addButton(
            self.tr("Continue the autosaved game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        resume.setObjectName("continue_autosave")
        resume.setEnabled(_resumable(autosave))
        resume.clicked.connect(lambda: self._open(autosave))
        other = buttons.addButton(
            self.tr("Open a saved game…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        other.setObjectName("open_save")
        other.clicked.connect(self._choose_save)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self._seats_changed()

    def _open(self, path: Path) -> None:
        self.chosen_save = path
        self.accept()

    def _choose_save(self) -> None:
        from .menus import LoadDialog

        dialog = LoadDialog(save_dir(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            self._open(dialog.chosen)

    def _seats_changed(self) -> None:
        count = self.players.value()
        for seat in range(MAX_SEATS):
            used = seat < count
            self.names[seat].setEnabled(used)
            self.kinds[seat].setEnabled(used and count > 1)
            self.maps[seat].setEnabled(used and not self.draft.isChecked())
        self.difficulty.setEnabled(count == 1)

    def config(self) -> tuple[GameConfig, tuple[str, ...]]:
        count = self.players.value()
        names = tuple(self.names[s].text().strip() or f"Player {s + 1}" for s in range(count))
        seats = tuple(
            HUMAN if count == 1 else str(self.kinds[s].currentData()) for s in range(count)
        )
        draft = self.draft.isChecked()
        maps = () if draft else tuple(str(self.maps[s].currentData()) for s in range(count))
        config = GameConfig(
            players=count,
            seed=self.seed.value(),
            names=names,
            maps=maps,
            solo_difficulty=int(self.difficulty.currentData()),
            map_draft=draft,
        )
        return config, seats


def _resumable(path: Path) -> bool:
    """An autosave of a game still in progress is there (read without replaying)."""
    try:
        return not summary(path).finished
    except (SaveError, OSError):
        return False
