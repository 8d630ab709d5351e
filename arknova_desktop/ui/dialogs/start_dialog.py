"""The start screen: the unfinished games to continue (or delete), another saved game, or a new
game: the seats as cards in their players' colours and pieces (name, human or computer, a
computer's level, the zoo map picked by its picture: seat_card.py, map_gallery.py), solo
difficulty, seed, advanced setup. Enter starts; Tab moves through every field."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bots.kinds import DEFAULT_LEVEL
from ...bots.lookahead import Level
from ...engine import MAP_NAMES, MAX_NAME_LENGTH, GameConfig
from ...locks import held_elsewhere
from ...saves import (
    SaveError,
    SaveOrigin,
    SaveSummary,
    autosave_dir,
    delete_save,
    list_unfinished,
    save_dir,
)
from ...session import BOT, HUMAN
from .. import theme
from ..words.common import arg
from ..words.level_words import level_from, level_hint, level_name, seat_label
from .seat_card import SeatCard

MAX_SEATS = 4
UNKNOWN = "—"
PATH_ROLE = Qt.ItemDataRole.UserRole  # where a row keeps its file (never shown)


def players_text(entry: SaveSummary) -> str:
    """The player names, computer seats marked with their level."""
    names = []
    for seat, name in enumerate(entry.players):
        bot = seat < len(entry.seats) and entry.seats[seat] == BOT
        level = level_from(entry.levels[seat]) if seat < len(entry.levels) else None
        names.append(seat_label(name, bot, level))
    return ", ".join(names)


def maps_text(maps: Sequence[str]) -> str:
    """The zoo maps by name; "—" for a map not known (an older save) or not chosen yet."""
    if not maps:
        return UNKNOWN
    return ", ".join(MAP_NAMES.get(m, UNKNOWN) if m else UNKNOWN for m in maps)


def when_text(saved_at: float) -> str:
    """The local date and time of a save, in the user's locale."""
    moment = QDateTime.fromSecsSinceEpoch(int(saved_at))
    locale = QLocale()
    if locale.language() == QLocale.Language.C:  # no locale set (the "C" one reads "1 12 2026")
        return moment.toString("yyyy-MM-dd HH:mm")
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


def origin_text(origin: SaveOrigin) -> str:
    """Where a game opened as a separate game came from, for the lists."""
    if not origin.file:
        return arg(
            QCoreApplication.translate("StartDialog", "a copy of the game played on %1"),
            when_text(origin.saved_at),
        )
    return arg(
        QCoreApplication.translate("StartDialog", "from the save “%1” of %2"),
        origin.file,
        when_text(origin.saved_at),
    )


def printable(text: str) -> str:
    """`text` without line breaks, control or other invisible characters (a name the game and
    its save files accept: GameConfig refuses them)."""
    return "".join(c if c.isprintable() else " " if c.isspace() else "" for c in text)


class PrintableName(QValidator):
    """A seat's name as it is typed or pasted: no control characters (a pasted line break
    becomes a space)."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if text.isprintable():
            return QValidator.State.Acceptable, text, pos
        cleaned = printable(text)
        return QValidator.State.Acceptable, cleaned, min(pos, len(cleaned))


class StartDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game — Ark Nova Desktop"))
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(1, MAX_SEATS)
        self.players.setValue(2)
        self.players.valueChanged.connect(self._seats_changed)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.SystemRandom().randrange(1, 100000))
        self.seed.setToolTip(self.tr("The same seed and setup deal the same cards"))
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("solo_difficulty")
        for appeal in (20, 10, 0):
            self.difficulty.addItem(self.tr("Start at %d appeal") % appeal, appeal)
        self.draft = QCheckBox(self.tr("Advanced setup: choose 1 of 2 dealt maps (1–8)"))
        self.draft.toggled.connect(self._seats_changed)
        options = self.options = QHBoxLayout()
        for text, field in (
            (self.tr("&Players"), self.players),
            (self.tr("Solo &difficulty"), self.difficulty),
            (self.tr("S&eed"), self.seed),
        ):
            label = QLabel(text)
            label.setBuddy(field)  # Alt+letter reaches the field; a screen reader names it
            field.setAccessibleName(label.text().replace("&", ""))
            options.addWidget(label)
            options.addWidget(field)
            options.addSpacing(theme.space(3))
        options.addWidget(self.draft)
        options.addStretch(1)
        seats_row = self.seats_row = QHBoxLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.level_boxes: list[QComboBox] = []
        self.maps: list[QComboBox] = []
        self.seat_cards: list[SeatCard] = []
        for seat in range(MAX_SEATS):
            name = QLineEdit(self.tr("Player %d") % (seat + 1))
            name.setMaxLength(MAX_NAME_LENGTH)
            name.setValidator(PrintableName(name))
            name.setAccessibleName(self.tr("Seat %d: name") % (seat + 1))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), BOT)
            kind.setAccessibleName(self.tr("Seat %d: human or computer") % (seat + 1))
            kind.currentIndexChanged.connect(self._seats_changed)
            level = self._level_box(seat)
            card = SeatCard(seat, name, kind, level)
            seats_row.addWidget(card)
            self.names.append(name)
            self.kinds.append(kind)
            self.level_boxes.append(level)
            self.maps.append(card.map_box)
            self.seat_cards.append(card)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.start_button.setObjectName("start_game")
        self.start_button.setDefault(True)  # Enter starts the game
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # Continue an unfinished game, or open another saved game.
        self.chosen_save: Path | None = None
        other = buttons.addButton(
            self.tr("Open a saved game…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        other.setObjectName("open_save")
        other.clicked.connect(self._choose_save)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self._unfinished_box())
        new_game = self.new_game_box = QGroupBox(self.tr("New game"))
        new_game.setObjectName("new_game_box")
        new_layout = self.new_layout = QVBoxLayout(new_game)
        new_layout.addLayout(options)
        new_layout.addLayout(seats_row)
        layout.addWidget(new_game, 1)
        layout.addWidget(buttons)
        self._seats_changed()
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self._tab_order(buttons)
        self.names[0].setFocus()

    def _tab_order(self, buttons: QDialogButtonBox) -> None:
        """Tab reads the screen as it is laid out: the unfinished games, the options, each seat
        from its name to its map, then Start and the other buttons."""
        chain: list[QWidget] = [self.unfinished, self.continue_button, self.delete_button]
        chain += [self.players, self.difficulty, self.seed, self.draft]
        for card in self.seat_cards:
            chain += [card.name, card.kind, card.level, card.map_button, card.map_box]
        chain += [self.start_button, *(b for b in buttons.buttons() if b is not self.start_button)]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _level_box(self, seat: int) -> QComboBox:
        """A computer seat's level: Easy, Medium (chosen) or Hard, each item with a line on how
        it plays; the box's own tooltip is the chosen level's line."""
        box = QComboBox()
        box.setObjectName(f"level_{seat + 1}")
        box.setAccessibleName(self.tr("Seat %d: computer level") % (seat + 1))
        for level in Level:
            box.addItem(level_name(level), level.value)
            box.setItemData(box.count() - 1, level_hint(level), Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(box.findData(DEFAULT_LEVEL))

        def chosen() -> None:
            level = level_from(str(box.currentData()))
            box.setToolTip(level_hint(level) if level is not None else "")
            box.setAccessibleDescription(box.toolTip())

        box.currentIndexChanged.connect(lambda _index: chosen())
        chosen()
        return box

    def _restyle(self) -> None:
        """Type, spacing and colours from the theme (again after the variant or the zoom
        changed): the boxes are panels on the table, their titles headings, the rest body text;
        Start is the one call to action."""
        palette = theme.colors()
        body = theme.font("body")
        body.setBold(False)  # set, not inherited from the box's bold title
        for child in self.findChildren(QWidget):
            if not isinstance(child, QGroupBox):
                child.setFont(body)
        for box in (self.unfinished_box, self.new_game_box):
            box.setFont(theme.font("title", bold=True))
        for card in self.seat_cards:
            card.restyle()
        radius = round(theme.radius("panel"))
        self.setStyleSheet(
            f"QGroupBox#unfinished_box, QGroupBox#new_game_box {{"
            f" background: {palette.css('panel')}; border: 1px solid {palette.css('panel_line')};"
            f" border-radius: {radius}px; margin-top: {theme.space(4)}px;"
            f" padding: {theme.space(3)}px {theme.space(2)}px {theme.space(2)}px; }}"
            f"QGroupBox#unfinished_box::title, QGroupBox#new_game_box::title {{"
            f" subcontrol-origin: margin; left: {theme.space(3)}px; padding: 0 {theme.space(1)}px;"
            f" color: {palette.css('text')}; }}"
            f"QPushButton#start_game {{ background: {palette.css('accent')};"
            f" color: {palette.css('accent_text')}; border-radius: {round(theme.radius('card'))}px;"
            f" padding: {theme.space(1.5)}px {theme.space(6)}px; font-weight: bold; }}"
            f"QPushButton#start_game:focus {{ border: 2px solid {palette.css('focus')}; }}"
        )
        self.main_layout.setSpacing(theme.space(3))
        self.new_layout.setSpacing(theme.space(3))
        self.options.setSpacing(theme.space(2))
        self.seats_row.setSpacing(theme.space(3))
        self.unfinished.setMaximumHeight(theme.px(180))

    # -- the unfinished games ---------------------------------------------------------------------
    def _unfinished_box(self) -> QGroupBox:
        box = self.unfinished_box = QGroupBox(self.tr("Unfinished games"))
        box.setObjectName("unfinished_box")
        self.unfinished = QTreeWidget()
        self.unfinished.setObjectName("unfinished_games")
        self.unfinished.setRootIsDecorated(False)
        self.unfinished.setUniformRowHeights(True)
        self.unfinished.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.unfinished.setHeaderLabels(
            [
                self.tr("Players"),
                self.tr("Zoo maps"),
                self.tr("Turn"),
                self.tr("Last played"),
                self.tr("Note"),
            ]
        )
        self.unfinished.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        folder = autosave_dir()
        noted = False
        for entry in list_unfinished():
            held = held_elsewhere(folder, entry.game_id)
            item = QTreeWidgetItem(
                [
                    players_text(entry),
                    maps_text(entry.maps),
                    str(entry.shown_turn),  # the "Turn N" the table showed (turns.py)
                    when_text(entry.saved_at),
                    self._note(entry, held),
                ]
            )
            item.setData(0, PATH_ROLE, str(entry.path))
            for column in range(item.columnCount()):  # a cut-short text is read whole
                item.setToolTip(column, item.text(column))
            self.unfinished.addTopLevelItem(item)
            noted = noted or bool(item.text(4))
        self.unfinished.setColumnHidden(4, not noted)  # a column of nothing is only clutter
        self.unfinished.itemDoubleClicked.connect(lambda _item, _column: self._continue())
        self.unfinished.currentItemChanged.connect(lambda *_: self._unfinished_changed())
        self.continue_button = QPushButton(self.tr("Continue"))
        self.continue_button.setObjectName("continue_game")
        self.continue_button.clicked.connect(self._continue)
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setObjectName("delete_game")
        self.delete_button.clicked.connect(self._delete)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.continue_button)
        row.addWidget(self.delete_button)
        box_layout = QVBoxLayout(box)
        box_layout.addWidget(self.unfinished)
        box_layout.addLayout(row)
        first = self.unfinished.topLevelItem(0)  # None when there is no unfinished game
        if first is not None:
            self.unfinished.setCurrentItem(first)
            # Wide enough that every column shows whole (the dialog grows with it).
            header = self.unfinished.header()
            width = sum(header.sectionSize(i) for i in range(header.count())) + theme.px(40)
            self.unfinished.setMinimumWidth(min(width, theme.px(1100)))
        self._unfinished_changed()
        return box

    def _note(self, entry: SaveSummary, held: bool) -> str:
        """Whether the game is open in another window, and where it came from."""
        notes = [self.tr("open in another window")] if held else []
        if entry.origin is not None:
            notes.append(origin_text(entry.origin))
        return "; ".join(notes)

    def _unfinished_changed(self) -> None:
        chosen = self.unfinished.currentItem() is not None
        self.continue_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.unfinished_box.setVisible(self.unfinished.topLevelItemCount() > 0)

    def _continue(self) -> None:
        item = self.unfinished.currentItem()
        if item is not None:
            self._open(Path(str(item.data(0, PATH_ROLE))))

    def _delete(self) -> None:
        item = self.unfinished.currentItem()
        if item is None:
            return
        path = Path(str(item.data(0, PATH_ROLE)))
        if held_elsewhere(autosave_dir(), path.stem):
            QMessageBox.information(
                self,
                self.tr("Cannot delete the game"),
                self.tr("This game is open in another window of Ark Nova: close it there first."),
            )
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete this game?"),
            self.tr(
                "Delete the unfinished game of %s (turn %s, last played %s)? It cannot be undone."
            )
            % (item.text(0), item.text(2), item.text(3)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_save(path)
        except SaveError as error:
            QMessageBox.warning(self, self.tr("Cannot delete the game"), str(error))
            return
        self.unfinished.takeTopLevelItem(self.unfinished.indexOfTopLevelItem(item))
        self._unfinished_changed()

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
            # The solo game is played by a human (config() makes its seat human).
            computer = count > 1 and self.kinds[seat].currentData() == BOT
            self.level_boxes[seat].setEnabled(used and computer)
            self.maps[seat].setEnabled(used and not self.draft.isChecked())
            self.seat_cards[seat].set_used(used, not self.draft.isChecked())
        self.difficulty.setEnabled(count == 1)

    def config(self) -> tuple[GameConfig, tuple[str, ...]]:
        count = self.players.value()
        names = tuple(
            printable(self.names[s].text()).strip() or f"Player {s + 1}" for s in range(count)
        )
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

    def chosen_levels(self) -> tuple[str, ...]:
        """Each seat's level, as `config()` seats them: a computer's chosen level, "" for a
        human (the solo game's one seat too)."""
        _config, seats = self.config()
        boxes = self.level_boxes
        return tuple(
            str(boxes[s].currentData()) if kind == BOT else "" for s, kind in enumerate(seats)
        )
