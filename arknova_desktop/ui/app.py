"""Starting the desktop app."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QDialog

from ..session import GameSession
from .main_window import MainWindow
from .start_dialog import StartDialog


def run(argv: Sequence[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("Ark Nova Desktop")
    start = StartDialog()
    if start.exec() != QDialog.DialogCode.Accepted:
        return 0
    config, seats = start.config()
    session = GameSession(config, seats, bot_delay_ms=150)
    window = MainWindow(session)
    window.show()
    window.start()
    return int(app.exec())
