"""The History view's item models: one row per recorded game (history.py), and a proxy that
sorts it by each column's own value and filters it by player name, zoo map, number of players
and outcome."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from ...history import GameRecord
from ...saves import GameStatus
from ..words.history_words import map_text, outcome_text
from ..words.level_words import level_from, seat_label
from .start_dialog import when_text

COLUMNS = ("when", "players", "maps", "count", "outcome", "winner", "points", "turns")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2
AnyIndex = QModelIndex | QPersistentModelIndex


def tr(text: str) -> str:
    return QCoreApplication.translate("HistoryModel", text)


def seat_names(record: GameRecord) -> list[str]:
    """Each seat as the table named it ("Hal (computer, Hard)")."""
    return [seat_label(s.name, s.kind == "bot", level_from(s.level)) for s in record.seats]


def winner_text(record: GameRecord) -> str:
    if record.status is GameStatus.ABANDONED:
        return "–"
    names = [name for name, s in zip(seat_names(record), record.seats, strict=True) if s.winner]
    if record.players == 1:
        return tr("won") if names else tr("lost")
    return ", ".join(names) if names else "–"


def points_text(record: GameRecord) -> str:
    """Every seat's victory points, in seat order ("Ada 12 · Bo 4")."""
    return " · ".join(f"{s.name} {s.victory_points}" for s in record.seats)


class HistoryModel(QAbstractTableModel):
    """The recorded games (newest first as read); `set_records` replaces them."""

    def __init__(self, records: Sequence[GameRecord] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records: list[GameRecord] = list(records)

    def set_records(self, records: Sequence[GameRecord]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = {
            "when": tr("Ended"),
            "players": tr("Players"),
            "maps": tr("Zoo maps"),
            "count": tr("Seats"),
            "outcome": tr("Outcome"),
            "winner": tr("Winner"),
            "points": tr("Victory points"),
            "turns": tr("Turns"),
        }
        return titles[COLUMNS[section]]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        record = self.records[index.row()]
        column = COLUMNS[index.column()]
        if role == RECORD_ROLE:
            return record
        if role == SORT_ROLE:
            return self._sort_value(record, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(record, column)
        if role == Qt.ItemDataRole.ToolTipRole and column in ("players", "points", "maps"):
            return self._text(record, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("count", "turns"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(record: GameRecord, column: str) -> str:
        if column == "when":
            return when_text(record.ended_at)
        if column == "players":
            return ", ".join(seat_names(record))
        if column == "maps":
            return ", ".join(map_text(m) or "–" for m in record.maps)
        if column == "count":
            return str(record.players)
        if column == "outcome":
            return outcome_text(record.status)
        if column == "winner":
            return winner_text(record)
        if column == "points":
            return points_text(record)
        return str(record.turn)

    @staticmethod
    def _sort_value(record: GameRecord, column: str) -> Any:
        if column == "when":
            return record.ended_at
        if column == "count":
            return record.players
        if column == "turns":
            return record.turn
        if column == "points":
            return max((s.victory_points for s in record.seats), default=0)
        return HistoryModel._text(record, column).casefold()


class HistoryFilter(QSortFilterProxyModel):
    """Sorts by `SORT_ROLE` and keeps the games that match every filter set: a player whose
    name contains `name` (any case), a zoo map, a number of players, an outcome."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.name = ""
        self.map_id = ""
        self.players = 0  # 0: any
        self.status: GameStatus | None = None

    def set_filters(
        self,
        name: str | None = None,
        map_id: str | None = None,
        players: int | None = None,
        status: GameStatus | str | None = "",
    ) -> None:
        """Change the filters given (a `status` of "" leaves it; None means any outcome)."""
        self.beginFilterChange()
        if name is not None:
            self.name = name.strip().casefold()
        if map_id is not None:
            self.map_id = map_id
        if players is not None:
            self.players = players
        if status != "":
            self.status = status if isinstance(status, GameStatus) else None
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        if not isinstance(model, HistoryModel):
            return True
        record = model.records[source_row]
        if self.name and not any(self.name in s.name.casefold() for s in record.seats):
            return False
        if self.map_id and self.map_id not in record.maps:
            return False
        if self.players and record.players != self.players:
            return False
        return self.status is None or record.status is self.status
