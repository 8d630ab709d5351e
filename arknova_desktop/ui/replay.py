"""Replay a game decision by decision (forward, back, jump to a turn) and fork a new game from
any position."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.events import TurnStarted
from ..session import GameSession
from .map_view import ZooMapView


class ReplayDialog(QDialog):
    """Steps through the choice log of `source`; `fork_requested(session)` starts a new game."""

    fork_requested = Signal(object)

    def __init__(self, source: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.resize(980, 700)
        self.source = source
        self.total = len(source.choices)
        self.turn_steps = self._turn_steps()
        self.session = source.fork(self.total)
        self.map_view = ZooMapView(self.session)
        self.seat = QComboBox()
        for player in source.game.state.players:
            self.seat.addItem(player.name)
        self.seat.currentIndexChanged.connect(lambda s: self.map_view.show_seat(max(0, s)))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.total)
        self.slider.setValue(self.total)
        self.slider.valueChanged.connect(self.show_step)
        self.step_label = QLabel()
        back = QPushButton(self.tr("◀ Back"))
        back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        forward = QPushButton(self.tr("Forward ▶"))
        forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.turn = QSpinBox()
        self.turn.setRange(1, max(1, len(self.turn_steps)))
        jump = QPushButton(self.tr("Go to turn"))
        jump.clicked.connect(self.jump_to_turn)
        fork = QPushButton(self.tr("Play on from here (new game)"))
        fork.clicked.connect(self.fork)
        self.log = QListWidget()
        controls = QHBoxLayout()
        for widget in (back, forward, self.step_label, self.turn, jump, fork):
            controls.addWidget(widget)
        body = QHBoxLayout()
        body.addWidget(self.map_view, 3)
        body.addWidget(self.log, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.seat)
        layout.addLayout(body, 1)
        layout.addWidget(self.slider)
        layout.addLayout(controls)
        self.show_step(self.total)

    def _turn_steps(self) -> list[int]:
        """The step at which each turn starts (a TurnStarted event came with that choice)."""
        replay = GameSession(self.source.config, self.source.seats)
        steps = [0]
        for index, choice in enumerate(self.source.choices, start=1):
            events = replay.game.apply(choice)
            if any(isinstance(e, TurnStarted) for e in events):
                steps.append(index)
        return steps

    def show_step(self, step: int) -> None:
        step = max(0, min(self.total, step))
        self.session = self.source.fork(step)
        self.map_view.session = self.session
        self.map_view.show_seat(max(0, self.seat.currentIndex()))
        decision = self.session.decision
        what = decision.prompt if decision is not None else self.tr("game over")
        self.step_label.setText(
            self.tr("Step %d of %d — turn %d — next: %s")
            % (step, self.total, self.session.game.state.turn + 1, what)
        )
        self.log.clear()
        self.log.addItems([c.describe() for c in self.source.choices[:step]][-200:])
        self.log.scrollToBottom()

    def jump_to_turn(self) -> None:
        index = self.turn.value() - 1
        if 0 <= index < len(self.turn_steps):
            self.slider.setValue(self.turn_steps[index])

    def fork(self) -> None:
        self.fork_requested.emit(self.source.fork(self.slider.value()))
        self.accept()
