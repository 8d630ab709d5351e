"""A seat at the start screen's table: a card in the seat's colour with its piece (colour and
shape, as on the tracks), the player's name, human or computer, a computer's level, and the zoo
map as a picture to pick (the map's box under it says the same in words, for the keyboard).

The card holds the widgets; the start screen reads them (start_dialog.py).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..pieces import marker_path, player_marker
from .map_gallery import MapButton, map_ids, map_words

PIECE = 26.0  # the seat's piece, at zoom 1
BAND = 40.0  # the coloured head of the card
MAP_BOX_LETTERS = 18  # the map list's least width, in letters


class SeatCard(QFrame):
    """One seat: its piece and its choices; `used` (the seat plays in the new game) lights it."""

    def __init__(
        self,
        seat: int,
        name: QLineEdit,
        kind: QComboBox,
        level: QComboBox,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self.used = True
        self.setObjectName(f"seat_{seat + 1}")
        self.title = QLabel(self.tr("Seat %d") % (seat + 1))
        self.title.setObjectName("seat_title")
        self.name, self.kind, self.level = name, kind, level
        self.map_box = QComboBox()
        # As narrow as a short map name: at a large text size the longest one would make four
        # seats wider than the screen (the open list still shows every name whole).
        self.map_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.map_box.setMinimumContentsLength(MAP_BOX_LETTERS)
        self.map_box.setAccessibleName(self.tr("Seat %d: zoo map") % (seat + 1))
        for map_id in map_ids():
            self.map_box.addItem(map_words(map_id), map_id)
        self.map_button = MapButton(map_ids()[0], seat)
        self.map_button.setAccessibleName(self.tr("Seat %d: zoo map picture") % (seat + 1))
        self.map_button.picked.connect(self.pick_map)
        self.map_box.currentIndexChanged.connect(self._map_changed)
        self._map_changed()
        layout = self.box_layout = QVBoxLayout(self)
        self.header = QHBoxLayout()
        self.header.addWidget(self.title)
        layout.addLayout(self.header)
        for widget in (name, kind, level, self.map_button, self.map_box):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.restyle()

    def pick_map(self, map_id: str) -> None:
        """Choose `map_id` (from the gallery): the box and the picture follow."""
        self.map_box.setCurrentIndex(self.map_box.findData(map_id))

    def _map_changed(self) -> None:
        self.map_button.set_map(str(self.map_box.currentData()))
        self.map_button.setAccessibleName(self.tr("Seat %d: zoo map picture") % (self.seat + 1))

    def set_used(self, used: bool, map_open: bool) -> None:
        """Whether the seat plays; `map_open`: its map is chosen here (not dealt)."""
        self.used = used
        self.map_button.setEnabled(used and map_open)
        self.title.setEnabled(used)
        self.update()

    def restyle(self) -> None:
        pad = theme.space(3)
        self.box_layout.setContentsMargins(pad, 0, pad, pad)
        self.box_layout.setSpacing(theme.space(2))
        # The title sits in the coloured head, right of the piece.
        self.header.setContentsMargins(theme.px(PIECE) + theme.space(2), 0, 0, 0)
        self.title.setFont(theme.font("title", bold=True))
        self.title.setFixedHeight(theme.px(BAND))

    def paintEvent(self, _event: QPaintEvent) -> None:
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        color = palette.player(self.seat)
        edge = color if self.used else palette.panel_line
        painter.setPen(QPen(edge, theme.line("strong") if self.used else theme.line("hair")))
        painter.setBrush(palette.panel if self.used else palette.panel_alt)
        painter.drawRoundedRect(box, theme.radius("panel"), theme.radius("panel"))
        head = QRectF(box.left(), box.top(), box.width(), theme.size(BAND))
        painter.save()
        painter.setClipRect(head)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.blend(palette.panel, color, 0.3 if self.used else 0.08))
        painter.drawRoundedRect(box, theme.radius("panel"), theme.radius("panel"))
        painter.restore()
        side = theme.size(PIECE)
        piece = QRectF(box.left() + theme.space(3), head.center().y() - side / 2, side, side)
        if self.used:
            player_marker(painter, self.seat, piece)
        else:  # an empty seat: the piece's outline, dashed
            painter.setPen(QPen(palette.text_soft, theme.line("thin"), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(marker_path(self.seat, piece))
        painter.end()
