"""Thin Qt item models over the session's game: hand, display and log.

They read the current state and reset on every applied choice (whole-state swaps: a reset is
cheap at this size and always correct). Custom roles start at Qt.UserRole.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from ..journal import LoggedEvent
from ..session import GameSession
from .aids.reminders import ReminderScanner
from .words.log_words import log_line
from .words.names import card_title

HIDDEN = "?"


class Role(IntEnum):
    CARD_ID = Qt.ItemDataRole.UserRole + 1
    FOLDER = Qt.ItemDataRole.UserRole + 2
    SEAT = Qt.ItemDataRole.UserRole + 3
    REMINDER = Qt.ItemDataRole.UserRole + 4  # a log line of an effect that fired by itself


def card_name(session: GameSession, card_id: str) -> str:
    if card_id == HIDDEN:
        return "?"
    return card_title(session.game.cards.get(card_id))


class _SessionListModel(QAbstractListModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._rows: tuple[str, ...] = ()
        self.reload()
        session.events_applied.connect(self.reload)
        session.decision_changed.connect(self.reload)
        session.handover_needed.connect(self.reload)
        session.revealed.connect(self.reload)

    def rows(self) -> tuple[str, ...]:
        raise NotImplementedError

    def reload(self) -> None:
        rows = self.rows()
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        card = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_name(self.session, card)
        if role == Role.CARD_ID:
            return card
        if role == Role.FOLDER:
            return index.row() + 1
        # The tooltip's words are the description a screen reader reads out for the card.
        tip_roles = (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole)
        if role in tip_roles and card != HIDDEN:
            from .cards.card_text_cache import text_of

            text = text_of(self.session.game.cards, card, self.session.view.is_solo)
            why = self.why_not(index.row(), card)
            return f"{text}\n\n{why}" if why else text
        return None

    def why_not(self, row: int, card: str) -> str:
        """Why the card cannot be played now, in words (from the engine's explanation)."""
        return ""


class HandModel(_SessionListModel):
    """The hand of the seat the screen belongs to (others' hands are never shown)."""

    def why_not(self, row: int, card: str) -> str:
        seat = self.session.private_seat
        if seat is None or self.session.table_decision is None:
            return ""
        from .words.explain_words import reasons_text

        uses = self.session.explain(seat).hand
        use = uses[row] if row < len(uses) and uses[row].card == card else None
        if use is None or use.playable:
            return ""
        return QCoreApplication.translate("HandModel", "Not playable now: %1").replace(
            "%1", reasons_text(use.reasons)
        )

    def rows(self) -> tuple[str, ...]:
        seat = self.session.private_seat
        if seat is None:  # the hot-seat cover is up: nobody's hand is on the table
            return ()
        # The session's view is the one of the seat at the screen, kept per position.
        return self.session.view.players[seat].hand


class DisplayModel(_SessionListModel):
    def rows(self) -> tuple[str, ...]:
        return self.session.view.display


class LogModel(QAbstractListModel):
    """The public log, one line per item worth reading (`log_words.log_line`), worded once as
    items arrive; a take-back that shortened the log resets the model. The lines of effects
    that fired by themselves (aids/reminders.py) are marked (`Role.REMINDER`, in bold), unless
    `marks` is switched off."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.marks = True
        self._lines: list[str] = []
        self._marked: list[bool] = []
        self._scanner = ReminderScanner()
        self._consumed = 0  # items of session.log worded so far
        self._last: object = None  # the last of them: still there when the log only grew
        self._lines, self._marked = self._word(0)
        session.events_applied.connect(self.grow)
        session.awaiting_end_turn_changed.connect(self.grow)

    def set_marks(self, on: bool) -> None:
        self.marks = on
        if self._lines:
            self.dataChanged.emit(self.index(0), self.index(len(self._lines) - 1))

    def _word(self, start: int) -> tuple[list[str], list[bool]]:
        log = self.session.log
        shown = self.session.log_shown()  # the next turn's start waits for End turn
        if start == 0:
            self._scanner = ReminderScanner()
        lines: list[str] = []
        marked: list[bool] = []
        for item in log[start:shown]:
            reminder = self._scanner.scan(item.event) if isinstance(item, LoggedEvent) else None
            line = log_line(self.session, item)
            if line:
                lines.append(line)
                marked.append(reminder is not None)
        self._consumed = shown
        self._last = log[shown - 1] if shown else None
        return lines, marked

    def _only_grew(self) -> bool:
        log = self.session.log
        if self._consumed == 0:
            return True
        return len(log) >= self._consumed and log[self._consumed - 1] is self._last

    def grow(self) -> None:
        if not self._only_grew():
            self.beginResetModel()
            self._lines, self._marked = self._word(0)
            self.endResetModel()
            return
        new, marked = self._word(self._consumed)
        if new:
            first = len(self._lines)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            self._lines.extend(new)
            self._marked.extend(marked)
            self.endInsertRows()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._lines[index.row()]
        marked = self.marks and self._marked[index.row()]
        if role == Role.REMINDER:
            return marked
        if role == Qt.ItemDataRole.FontRole and marked:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and marked:
            return QCoreApplication.translate("LogModel", "An effect that fired by itself")
        return None
