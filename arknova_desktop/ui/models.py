"""Thin Qt item models over the session's game: hand, display, players, log.

They read the current state and reset on every applied choice (whole-state swaps: a reset is
cheap at this size and always correct). Custom roles start at Qt.UserRole.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)

from ..engine.scoring import zoo_icons
from ..engine.tracks import target_number
from ..session import GameSession

HIDDEN = "?"


class Role(IntEnum):
    CARD_ID = Qt.ItemDataRole.UserRole + 1
    FOLDER = Qt.ItemDataRole.UserRole + 2
    SEAT = Qt.ItemDataRole.UserRole + 3


def card_name(session: GameSession, card_id: str) -> str:
    if card_id == HIDDEN:
        return "?"
    return session.game.cards.get(card_id).name


class _SessionListModel(QAbstractListModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._rows: tuple[str, ...] = ()
        self.reload()
        session.events_applied.connect(lambda _events: self.reload())
        session.decision_changed.connect(lambda _d: self.reload())
        session.handover_needed.connect(lambda _seat: self.reload())
        session.revealed.connect(lambda _seat: self.reload())

    def rows(self) -> tuple[str, ...]:
        raise NotImplementedError

    def reload(self) -> None:
        rows = self.rows()
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        card = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_name(self.session, card)
        if role == Role.CARD_ID:
            return card
        if role == Role.FOLDER:
            return index.row() + 1
        if role == Qt.ItemDataRole.ToolTipRole and card != HIDDEN:
            from .card_text_cache import text_of

            text = text_of(self.session.game.cards, card)
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
        from .explain_words import reasons_text

        uses = self.session.game.explain(seat).hand
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
        return self.session.game.view(seat).players[seat].hand


class DisplayModel(_SessionListModel):
    def rows(self) -> tuple[str, ...]:
        return self.session.game.state.display


class LogModel(QAbstractListModel):
    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._count = len(session.log)
        session.events_applied.connect(lambda _events: self.grow())

    def grow(self) -> None:
        new = len(self.session.log)
        if new > self._count:
            self.beginInsertRows(QModelIndex(), self._count, new - 1)
            self._count = new
            self.endInsertRows()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._count

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._count:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.session.log[index.row()]
        return None


PLAYER_COLUMNS = (
    "Player",
    "Money",
    "X",
    "Appeal",
    "Conservation",
    "Reputation",
    "Target",
    "Workers",
    "Hand",
    "Icons",
)


class PlayersModel(QAbstractTableModel):
    """One row per player: money, X-tokens, tracks, workers, hand size, icons in the zoo."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.events_applied.connect(lambda _events: self.refresh())

    def refresh(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.session.game.state.player_count

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(PLAYER_COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return PLAYER_COLUMNS[section] if 0 <= section < len(PLAYER_COLUMNS) else None
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        players = self.session.game.state.players
        if not 0 <= index.row() < len(players):
            return None
        p = players[index.row()]
        if role == Role.SEAT:
            return p.seat
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = PLAYER_COLUMNS[index.column()]
        if column == "Player":
            return self.session.seat_label(p.seat)
        if column == "Icons":
            icons = zoo_icons(self.session.game.cards, p)
            return " ".join(f"{k}:{v}" for k, v in sorted(icons.items()) if v)
        values = {
            "Money": p.money,
            "X": p.x_tokens,
            "Appeal": p.appeal,
            "Conservation": p.conservation,
            "Reputation": p.reputation,
            "Target": target_number(p.conservation),
            "Workers": p.workers,
            "Hand": len(p.hand),
        }
        return values[column]
