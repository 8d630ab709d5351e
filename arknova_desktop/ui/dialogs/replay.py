"""Replay a game decision by decision (forward, back, jump to a turn) and fork a new game from
any position.

The step list reads like the game log: per step, who chose what (`choice_words`) and what it
brought (`event_words`). A choice that names a card only its owner saw (a card kept, discarded
from a hand, tucked) is not repeated: its step shows the log's lines, which never name it."""

from __future__ import annotations

import re
from typing import Any, cast

import attrs
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

from ...engine import CardMoved, Choice, Event, TurnStarted
from ...journal import card_move_is_public
from ...session import GameSession
from .. import theme
from ..map.map_view import ZooMapView
from ..words.choice_words import choice_text, prompt_text
from ..words.common import arg
from ..words.event_words import event_lines

CARD_ID = re.compile(r"^[ASPF]\d{3}$")


def choice_cards(choice: Choice) -> set[str]:
    """The card ids a choice carries (in any field, tuples included)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            if CARD_ID.match(value):
                found.add(value)
        elif isinstance(value, (tuple, list, frozenset, set)):
            for item in value:
                walk(item)
        elif attrs.has(type(value)):
            for item in attrs.fields(cast(Any, type(value))):
                walk(getattr(value, item.name))

    walk(choice)
    return found


def names_a_private_card(choice: Choice, events: tuple[Event, ...]) -> bool:
    """The choice carries a card that one of its moves keeps from the other players."""
    hidden = {e.card for e in events if isinstance(e, CardMoved) and not card_move_is_public(e)}
    return bool(hidden & choice_cards(choice))


class ReplayDialog(QDialog):
    """Steps through the choice log of `source`; `fork_requested(session)` starts a new game."""

    fork_requested = Signal(object)

    def __init__(self, source: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.resize(theme.px(980), theme.px(700))
        self.source = source
        self.total = len(source.choices)
        self.turn_steps, self.step_texts = self._walk()
        self.session = source.fork(self.total)
        self.map_view = ZooMapView(self.session)
        self.seat = QComboBox()
        for player in source.view.players:
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
        self.step_label.setObjectName("replay_step")
        self.log.setObjectName("replay_log")
        controls = self.controls = QHBoxLayout()
        for widget in (back, forward, self.step_label, self.turn, jump, fork):
            controls.addWidget(widget)
        body = self.body = QHBoxLayout()
        body.addWidget(self.map_view, 3)
        body.addWidget(self.log, 2)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self.seat)
        layout.addLayout(body, 1)
        layout.addWidget(self.slider)
        layout.addLayout(controls)
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self.show_step(self.total)

    def _restyle(self) -> None:
        """Type and spacing from the theme (again after the variant or the zoom changed): the
        step line is body text, the log's lines secondary."""
        self.step_label.setFont(theme.font("body", bold=True))
        self.log.setFont(theme.font("small"))
        self.seat.setFont(theme.font("body"))
        margin = theme.space(3)
        self.main_layout.setContentsMargins(margin, margin, margin, margin)
        self.main_layout.setSpacing(theme.space(2))
        self.body.setSpacing(theme.space(2))
        self.controls.setSpacing(theme.space(2))

    def _walk(self) -> tuple[list[int], list[str]]:
        """The step at which each turn starts (a TurnStarted event came with that choice), and
        each step in words."""
        replay = GameSession(self.source.config, self.source.seats)
        orders = {p.seat: tuple(c.action for c in p.action_cards) for p in replay.view.players}
        steps = [0]
        texts: list[str] = []
        for index, choice in enumerate(self.source.choices, start=1):
            decision = replay.game.decision
            who = replay.seat_label(decision.seat) if decision is not None else ""
            chosen = choice_text(choice, replay.game)
            events = replay.game.apply(choice)
            if any(isinstance(e, TurnStarted) for e in events):
                steps.append(index)
            lines = event_lines(
                events,
                replay.seat_label,
                lambda card: replay.game.cards.get(card).name,
                lambda s: not replay.is_human(s),
                orders,
            )
            if names_a_private_card(choice, events):
                chosen = ""
            if chosen and who:
                head = arg(self.tr("%1. %2: %3"), index, who, chosen)
            else:
                head = arg(self.tr("%1. %2"), index, who or self.tr("the game"))
            texts.append("\n".join([head, *("    " + line for line in lines)]))
        return steps, texts

    def show_step(self, step: int) -> None:
        step = max(0, min(self.total, step))
        self.session = self.source.fork(step)
        self.map_view.session = self.session
        self.map_view.show_seat(max(0, self.seat.currentIndex()))
        decision = self.session.decision
        if decision is None:
            what = self.tr("game over")
        else:
            what = arg(
                self.tr("%1: %2"),
                self.session.seat_label(decision.seat),
                prompt_text(decision, self.session.game),
            )
        turn = self.session.view.turn + 1
        self.step_label.setText(
            arg(self.tr("Step %1 of %2 — turn %3 — next: %4"), step, self.total, turn, what)
        )
        self.log.clear()
        self.log.addItems(self.step_texts[:step][-200:])
        self.log.scrollToBottom()

    def jump_to_turn(self) -> None:
        index = self.turn.value() - 1
        if 0 <= index < len(self.turn_steps):
            self.slider.setValue(self.turn_steps[index])

    def fork(self) -> None:
        self.fork_requested.emit(self.source.fork(self.slider.value()))
        self.accept()
