"""Hot-seat privacy: between two human seats the window is covered until the next player says
they are at the screen, so nobody sees another's hand or final scoring cards."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from . import theme


class PassScreen(QWidget):
    """A cover over the whole window; `ask(seat)` shows it, the button removes it."""

    revealed = Signal(int)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_widget = window
        self.seat = 0
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"background: {theme.INK.name()}; color: white;")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("font-size: 26px;")
        self.button = QPushButton()
        self.button.setObjectName("reveal")
        self.button.setStyleSheet(
            "font-size: 18px; padding: 12px 28px; background: #f3d98b; color: #2b2a28;"
        )
        self.button.clicked.connect(self.reveal)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        window.installEventFilter(self)

    def ask(self, seat: int) -> None:
        session = getattr(self.window_widget, "session", None)
        name = session.seat_name(seat) if session is not None else f"Player {seat + 1}"
        self.seat = seat
        self.label.setText(self.tr("Pass the screen to %s") % name)
        self.button.setText(self.tr("I am %s — show my zoo") % name)
        self.setGeometry(self.window_widget.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def reveal(self) -> None:
        self.hide()
        self.revealed.emit(self.seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window_widget and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.window_widget.rect())
        return False
