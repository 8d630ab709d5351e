"""Choosing a zoo map by its picture: a `MapButton` on each seat shows the chosen map; clicking
it (or Space/Enter) opens a `MapGallery` of every map as a drawn picture with its name, to pick
with the mouse or the arrow keys and Enter. The pictures come from ui/map/map_picture.py.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QEnterEvent, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QFrame, QGridLayout, QWidget

from ...engine import MAP_GROUPS
from .. import theme
from ..map.map_picture import map_picture, picture_size
from ..words.common import QT_TRANSLATE_NOOP, arg
from ..words.names import map_name

TILE_PICTURE = 150  # a gallery picture's width at zoom 1
BUTTON_PICTURE = 176  # the seat's picture
COLUMNS = 4
CONTEXT = "MapGallery"
ARROWS = {
    Qt.Key.Key_Left: -1,
    Qt.Key.Key_Right: 1,
    Qt.Key.Key_Up: -COLUMNS,
    Qt.Key.Key_Down: COLUMNS,
}
# The engine's names of the map groups (maps_catalog.py), in words to translate.
_GROUPS = {
    "Base game": QT_TRANSLATE_NOOP(CONTEXT, "Base game"),
    "Zoo Map Pack 1": QT_TRANSLATE_NOOP(CONTEXT, "Zoo Map Pack 1"),
}


def map_ids() -> tuple[str, ...]:
    """Every map in the setup screen's order (A, 0, 1–8, then the map pack's)."""
    return tuple(map_id for ids in MAP_GROUPS.values() for map_id in ids)


def group_words(map_id: str) -> str:
    """The group a map comes in, in words ("Base game")."""
    group = next(group for group, ids in MAP_GROUPS.items() if map_id in ids)
    return QCoreApplication.translate(CONTEXT, _GROUPS[group])


def map_words(map_id: str) -> str:
    """A map's name and group, e.g. "Silver Lake (Base game)"."""
    return arg(
        QCoreApplication.translate(CONTEXT, "%1 (%2)"), map_name(map_id), group_words(map_id)
    )


class MapTile(QAbstractButton):
    """One map: its picture and its name under it; lit when it is the chosen one."""

    def __init__(self, map_id: str, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map_id = map_id
        self._width = width
        self.setCheckable(True)
        self.setObjectName(f"map_tile_{map_id}")
        self.setAccessibleName(map_name(map_id))
        self.setToolTip(map_words(map_id))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_map(self, map_id: str) -> None:
        self.map_id = map_id
        self.setAccessibleName(map_name(map_id))
        self.setToolTip(map_words(map_id))
        self.update()

    def picture_width(self) -> int:
        return theme.px(self._width)

    def sizeHint(self) -> QSize:
        picture = picture_size(self.map_id, self.picture_width())
        name = QFontMetricsF(theme.font("small", bold=True)).height()
        pad = theme.space(1.5)
        return QSize(picture.width() + 2 * pad, picture.height() + round(name) + 3 * pad)

    def paintEvent(self, _event: QPaintEvent) -> None:
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        chosen = self.isChecked()
        lit = chosen or self.underMouse() or self.hasFocus()
        edge = (
            palette.focus if self.hasFocus() else palette.selected if chosen else palette.panel_line
        )
        painter.setPen(QPen(edge, theme.line("strong") if lit else theme.line("hair")))
        painter.setBrush(palette.panel if self.isEnabled() else palette.panel_alt)
        painter.drawRoundedRect(box, theme.radius("card"), theme.radius("card"))
        pad = theme.space(1.5)
        picture = map_picture(self.map_id, self.picture_width(), self.devicePixelRatioF())
        if not self.isEnabled():
            painter.setOpacity(0.45)
        left = (box.width() - picture.width() / picture.devicePixelRatio()) / 2
        painter.drawPixmap(round(box.left() + left), pad, picture)
        painter.setOpacity(1.0)
        painter.setFont(theme.font("small", bold=chosen))
        painter.setPen(palette.text if self.isEnabled() else palette.text_soft)
        name = QRectF(pad, pad * 2 + picture.height() / picture.devicePixelRatio(), 0, 0)
        name.setRight(box.right() - pad)
        name.setBottom(box.bottom() - pad / 2)
        metrics = QFontMetricsF(painter.font())
        text = metrics.elidedText(map_name(self.map_id), Qt.TextElideMode.ElideRight, name.width())
        painter.drawText(name, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        painter.end()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()  # lit under the mouse
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        if event.key() in ARROWS:  # the gallery moves by rows and columns
            event.ignore()
            return
        super().keyPressEvent(event)


class MapGallery(QFrame):
    """Every map as a picture, in a popup: a click or Enter picks one (`picked`), Esc closes."""

    picked = Signal(str)

    def __init__(self, chosen: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("map_gallery")
        self.setAccessibleName(self.tr("Zoo maps"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        grid.setSpacing(theme.space(2))
        margin = theme.space(3)
        grid.setContentsMargins(margin, margin, margin, margin)
        self.tiles: list[MapTile] = []
        for index, map_id in enumerate(map_ids()):
            tile = MapTile(map_id, TILE_PICTURE, self)
            tile.setChecked(map_id == chosen)
            tile.clicked.connect(lambda _checked=False, m=map_id: self._pick(m))
            grid.addWidget(tile, index // COLUMNS, index % COLUMNS)
            self.tiles.append(tile)
        self.setStyleSheet(
            f"QFrame#map_gallery {{ background: {theme.colors().css('table')}; "
            f"border: 1px solid {theme.colors().css('panel_line')}; }}"
        )

    def show_under(self, anchor: QWidget) -> None:
        """Open below `anchor` (above it when there is no room), the chosen map focused."""
        self.adjustSize()
        where = anchor.mapToGlobal(QPoint(0, anchor.height()))
        screen = anchor.screen().availableGeometry()
        x = min(max(screen.left(), where.x()), screen.right() - self.width())
        y = where.y()
        if y + self.height() > screen.bottom():
            y = max(screen.top(), anchor.mapToGlobal(QPoint(0, 0)).y() - self.height())
        self.move(x, y)
        self.show()
        chosen = next((t for t in self.tiles if t.isChecked()), self.tiles[0])
        chosen.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrows move between the pictures, by rows and columns."""
        step = ARROWS.get(Qt.Key(event.key()))
        focused = self.focusWidget()
        if step is not None and isinstance(focused, MapTile):
            index = self.tiles.index(focused) + step
            if 0 <= index < len(self.tiles):
                self.tiles[index].setFocus()
            return
        super().keyPressEvent(event)

    def _pick(self, map_id: str) -> None:
        self.picked.emit(map_id)
        self.close()


class MapButton(MapTile):
    """A seat's chosen map as a picture; a click opens the gallery (`picked` the new map)."""

    picked = Signal(str)

    def __init__(self, map_id: str, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(map_id, BUTTON_PICTURE, parent)
        self.setCheckable(False)
        self.setObjectName(f"map_button_{seat + 1}")
        self.gallery: MapGallery | None = None
        self.clicked.connect(self.open_gallery)

    def set_map(self, map_id: str) -> None:
        super().set_map(map_id)
        self.setAccessibleDescription(self.tr("Click to choose another zoo map"))

    def open_gallery(self) -> MapGallery:
        gallery = self.gallery = MapGallery(self.map_id, self)
        gallery.picked.connect(self.picked)
        gallery.show_under(self)
        return gallery
