"""Game → History…: every recorded game (history.py) in a sortable, filterable table, the win
rates per player name, the best solo result per difficulty and the averages per zoo map; a
game picked can be replayed (replay.py, from its stored choice log) or looked at as charts.

The file is read when the dialog opens (a read never waits for another copy of the app that is
writing: WAL); a damaged file is moved aside as when a game is recorded, and said so."""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import MAP_NAMES
from ...history import (
    BestSolo,
    GameRecord,
    HistoryLocked,
    HistoryUnavailable,
    MapAverage,
    WinRate,
    open_history,
)
from ...saves import GameStatus, SaveError, parse_save
from ...session import GameSession
from .. import theme
from ..words.common import arg
from ..words.history_words import map_text, outcome_text
from .charts_page import ChartsPage
from .history_model import COLUMNS, RECORD_ROLE, HistoryFilter, HistoryModel, seat_names

ForkOpener = Callable[[GameSession, int], None]  # a new game from a replayed game's step


class HistoryDialog(QDialog):
    """The History view. `fork`: what "Play on from here" in a replay does (None: not offered)."""

    def __init__(self, parent: QWidget | None = None, fork: ForkOpener | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.setWindowTitle(self.tr("History of games"))
        self.fork = fork
        self.model = HistoryModel(parent=self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setObjectName("history_table")
        self.table.setAccessibleName(self.tr("Games played"))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COLUMNS.index("when"), Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        for column, width in (("players", 250), ("maps", 190), ("points", 150)):
            # Long lists are cut here and read whole in the tooltip: the table fits the dialog.
            header.setSectionResizeMode(COLUMNS.index(column), QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(COLUMNS.index(column), theme.px(width))
        self.table.doubleClicked.connect(lambda _index: self.replay())

        self.name_filter = QLineEdit()
        self.name_filter.setObjectName("history_name")
        self.name_filter.setPlaceholderText(self.tr("Player name"))
        self.name_filter.setAccessibleName(self.tr("Player name"))
        self.name_filter.setClearButtonEnabled(True)
        self.name_filter.textChanged.connect(lambda text: self.proxy.set_filters(name=text))
        self.map_filter = QComboBox()
        self.map_filter.setObjectName("history_map")
        self.map_filter.addItem(self.tr("Any zoo map"), "")
        for map_id, name in MAP_NAMES.items():
            self.map_filter.addItem(name, map_id)
        self.map_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(map_id=str(self.map_filter.currentData()))
        )
        self.count_filter = QComboBox()
        self.count_filter.setObjectName("history_players")
        self.count_filter.addItem(self.tr("Any number of players"), 0)
        self.count_filter.addItem(self.tr("Solo"), 1)
        for count in (2, 3, 4):
            self.count_filter.addItem(arg(self.tr("%1 players"), count), count)
        self.count_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(players=int(self.count_filter.currentData()))
        )
        self.outcome_filter = QComboBox()
        self.outcome_filter.setObjectName("history_outcome")
        self.outcome_filter.addItem(self.tr("Any outcome"), None)
        for status in (GameStatus.FINISHED, GameStatus.CONCEDED, GameStatus.ABANDONED):
            self.outcome_filter.addItem(outcome_text(status), status)
        self.outcome_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(status=self.outcome_filter.currentData())
        )
        filters = QHBoxLayout()
        for widget in (self.name_filter, self.map_filter, self.count_filter, self.outcome_filter):
            filters.addWidget(widget)

        self.summary = QLabel()
        self.summary.setObjectName("history_summary")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = QLabel()
        self.note.setObjectName("history_note")
        self.note.setWordWrap(True)
        self.note.hide()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = QPushButton(self.tr("Replay this game…"))
        self.replay_button.setObjectName("history_replay")
        self.replay_button.clicked.connect(self.replay)
        self.charts_button = QPushButton(self.tr("Charts of this game…"))
        self.charts_button.setObjectName("history_charts")
        self.charts_button.clicked.connect(self.show_charts)
        for button in (self.replay_button, self.charts_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())

        split = QSplitter(Qt.Orientation.Horizontal)
        table_box = QWidget()
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(filters)
        table_layout.addWidget(self.table, 1)
        split.addWidget(table_box)
        split.addWidget(self.summary)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([theme.px(940), theme.px(290)])
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.resize(theme.px(1240), theme.px(700))
        self.win_rates: list[WinRate] = []
        self.best_solo: list[BestSolo] = []
        self.map_averages: list[MapAverage] = []
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self.reload()

    # -- reading ---------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the history again (the games, the win rates, best results and averages)."""
        try:
            opened = open_history()
            with opened.store as store:
                records = store.games()
                self.win_rates = store.win_rates()
                self.best_solo = store.best_solo()
                self.map_averages = store.map_averages()
        except (HistoryLocked, HistoryUnavailable):
            self._say(self.tr("The history cannot be read now (details in the log)."))
            records = []
        else:
            if opened.moved_aside is not None:
                self._say(
                    arg(
                        self.tr("The history file was damaged: it was put aside as %1 and a new, "
                                "empty history was started."),
                        opened.moved_aside.name,
                    )
                )  # fmt: skip
        self.model.set_records(records)
        self.summary.setText(self._summary_html())
        self._enable()

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.show()

    def _summary_html(self) -> str:
        parts = [f"<p><b>{escape(self.tr('Win rates'))}</b></p>"]
        if not self.win_rates:
            parts.append(f"<p>{escape(self.tr('No game played to the end yet.'))}</p>")
        for rate in self.win_rates:
            line = arg(
                self.tr("%1: %2 of %3 games won (%4 %)"),
                rate.name,
                rate.wins,
                rate.games,
                round(rate.rate * 100),
            )
            parts.append(f"{escape(line)}<br>")
        if self.best_solo:
            parts.append(f"<p><b>{escape(self.tr('Best solo games'))}</b></p>")
            for best in self.best_solo:
                line = arg(
                    self.tr("Starting at %1 appeal: best %2 victory points; games: %3"),
                    best.difficulty,
                    best.victory_points,
                    best.games,
                )
                parts.append(f"{escape(line)}<br>")
        if self.map_averages:
            parts.append(f"<p><b>{escape(self.tr('Averages per zoo map'))}</b></p>")
            for average in self.map_averages:
                line = arg(
                    self.tr("%1: %2 victory points, %3 appeal, %4 conservation points; zoos: %5"),
                    map_text(average.map_id) or "–",
                    f"{average.victory_points:.1f}",
                    f"{average.appeal:.1f}",
                    f"{average.conservation:.1f}",
                    average.seats,
                )
                parts.append(f"{escape(line)}<br>")
        return "".join(parts)

    # -- the game picked ---------------------------------------------------------------------------
    def picked(self) -> GameRecord | None:
        rows = self.table.selectionModel().selectedRows()
        index: QModelIndex = rows[0] if rows else self.table.currentIndex()
        if not index.isValid():
            return None
        record = index.data(RECORD_ROLE)
        return record if isinstance(record, GameRecord) else None

    def _enable(self) -> None:
        chosen = self.picked() is not None
        self.replay_button.setEnabled(chosen)
        self.charts_button.setEnabled(chosen)

    def session_of(self, record: GameRecord) -> GameSession | None:
        """The recorded game as a session to look at (never saved, no computer moves): None,
        with a note, when its record cannot be replayed."""
        try:
            with open_history().store as store:
                text = store.save_of(record.game_id)
            if text is None:
                raise SaveError("the game is no longer in the history")
            loaded = parse_save(json.loads(text))
        except (HistoryLocked, HistoryUnavailable, SaveError, ValueError):
            self._say(self.tr("This game cannot be replayed: its record is damaged or gone."))
            return None
        return GameSession.from_save(loaded, parent=self)

    def replay(self) -> None:
        record = self.picked()
        session = self.session_of(record) if record is not None else None
        if session is None:
            return
        from .replay import ReplayDialog

        dialog = ReplayDialog(session, self)
        if self.fork is not None:
            fork = self.fork
            dialog.fork_requested.connect(lambda step: fork(session, step))
        else:
            dialog.fork_button.hide()
        self.replay_dialog = dialog  # kept for the tests
        dialog.open()

    def show_charts(self) -> None:
        record = self.picked()
        session = self.session_of(record) if record is not None else None
        if session is None or record is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(arg(self.tr("Charts: %1"), ", ".join(seat_names(record))))
        page = ChartsPage(session.config, session.choices, seat_names(record), dialog)
        layout = QVBoxLayout(dialog)
        layout.addWidget(page)
        dialog.resize(theme.px(980), theme.px(620))
        self.charts_dialog = dialog  # kept for the tests
        dialog.open()

    def _restyle(self) -> None:
        margin = theme.space(3)
        self.main_layout.setContentsMargins(margin, margin, margin, margin)
        self.summary.setFont(theme.font("body"))
        self.summary.setContentsMargins(theme.space(2), 0, 0, 0)
        self.note.setStyleSheet(
            f"background: {theme.colors().css('warning_fill')}; padding: {theme.space(1)}px;"
        )
