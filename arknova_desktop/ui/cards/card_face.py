"""One card of a `card_choice.CardChoice` as a selectable face.

`CardFace` draws the card (``card_painter.paint_card``) with a green frame and a "chosen" badge
under it once picked (the card keeps its size). In a choice whose cards come from more than one
place (Digging: the display and the hand), a caption between the card and the badge says where
the card is ("From the display, folder 3", "From your hand"; the longest words that fit the
face's width).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QCheckBox

from .. import theme
from .card_painter import CARD_RATIO, card_font, compact_at, paint_card
from .card_views import shadow_colour, with_alpha

if TYPE_CHECKING:
    from .card_choice import CardChoice

# Sizes in px at zoom 1 (`theme.px` zooms them).
MIN_WIDTH = 84  # narrower faces in a grid are hard to read: one scrolling row instead
ROW_MIN_WIDTH = 64  # the smallest face of that row (hover or Space zooms it)
MAX_WIDTH = 150
SPACING = 8
PAD = 4  # around the card inside its face: the selection frame is drawn there
BADGE_STRIP = 16  # under every card: the "chosen" badge of a picked card, hiding nothing
PLACE_STRIP = 14  # above the badge, in a choice mixing places: where the card is
HEADER_SHARE = 0.2  # the top of a card with its cost, icons and name: never covered
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def header_rect(card: QRect) -> QRect:
    """The header of a card drawn in `card`: cost, icons, type and name."""
    return QRect(card.left(), card.top(), card.width(), round(card.height() * HEADER_SHARE))


def strips(places: bool) -> int:
    """The room under a card: the badge strip, and the place caption when there is one."""
    return theme.px(BADGE_STRIP) + (theme.px(PLACE_STRIP) if places else 0)


class CardFace(QCheckBox):
    """One card as a selectable face. The checkbox gives it the checked state, `toggled` and
    keyboard focus; it paints the card instead of a box. Space zooms (not toggles); a click
    toggles; Enter confirms the choice once it is whole, else toggles. A picked card keeps its
    size: its green frame lies in the face's margin and its badge in the strip under the card.
    The tooltip text is not shown as a tooltip (the zoom shows the words); it stays for
    accessibility."""

    def __init__(
        self,
        chooser: CardChoice,
        card: str,
        name: str,
        tooltip: str,
        prefix: str = "card",
        what: str = "",
        places: tuple[str, ...] = (),
    ) -> None:
        super().__init__(name, chooser.cards)
        self.chooser = chooser
        self.card = card
        self.what = what  # what picking it does, in words (the zoom shows it)
        self.places = places  # where the card is, longest words first (none: not shown)
        self.setProperty("card", card)
        self.setObjectName(f"{prefix}_{card}")
        self.setToolTip(tooltip)
        self.setAccessibleName(name)
        # The tooltip is rich text; a screen reader reads the words, not the tags.
        self.setAccessibleDescription(QTextDocumentFragment.fromHtml(tooltip).toPlainText())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.face_width = theme.px(MAX_WIDTH)
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple[int, float, int] = (0, 0.0, -1)
        self.set_face_width(self.face_width)

    # -- size --------------------------------------------------------------------------------------
    def set_face_width(self, width: int) -> None:
        self.face_width = width
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:
        pad = theme.px(PAD)
        return QSize(
            self.face_width + 2 * pad,
            round(self.face_width * CARD_RATIO) + 2 * pad + strips(bool(self.places)),
        )

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_rect(self) -> QRect:
        pad = theme.px(PAD)
        return QRect(pad, pad, self.face_width, round(self.face_width * CARD_RATIO))

    def header_rect(self) -> QRect:
        return header_rect(self.card_rect())

    def place_rect(self) -> QRect:
        """Where the caption saying where the card is goes: under the card (empty: none)."""
        if not self.places:
            return QRect()
        card = self.card_rect()
        top = card.bottom() + theme.px(PAD) + 1
        return QRect(card.left(), top, card.width(), theme.px(PLACE_STRIP))

    def place_font(self) -> QFont:
        return theme.font("caption", bold=True)

    def place_fits(self, level: int) -> bool:
        """Do the words of this length (0: the longest) fit under the card?"""
        if not self.places:
            return True
        text = self.places[min(level, len(self.places) - 1)]
        return QFontMetrics(self.place_font()).horizontalAdvance(text) <= self.place_rect().width()

    def place_text(self) -> str:
        """The words about the card's place ("" when none): of one length for every card of
        the choice, the longest that fits under each."""
        if not self.places:
            return ""
        return self.places[min(self.chooser.place_level(), len(self.places) - 1)]

    def badge_rect(self) -> QRect:
        """Where the "chosen" badge goes: centred in the strip under the card (and under the
        caption saying where it is, when there is one)."""
        card = self.card_rect()
        height = theme.px(BADGE_STRIP - 2)
        width = min(card.width(), self.badge_width(height))
        top = card.bottom() + theme.px(PAD) + 1
        if self.places:
            top += theme.px(PLACE_STRIP)
        return QRect(card.center().x() - width // 2, top, width, height)

    def badge_text(self) -> str:
        return QCoreApplication.translate("CardFace", "chosen")

    def badge_width(self, height: int) -> int:
        metrics = QFontMetrics(card_font(height - 4, bold=True, condensed=False))
        return height + metrics.horizontalAdvance(self.badge_text()) + theme.space(2)

    def hitButton(self, pos) -> bool:  # type: ignore[no-untyped-def]
        return self.rect().contains(pos)

    # -- picking -----------------------------------------------------------------------------------
    def nextCheckState(self) -> None:
        """A click: select, or unselect; never more cards than the decision keeps."""
        if not self.isChecked() and not self.chooser.may_select(self):
            self.chooser.refused()
            return
        super().nextCheckState()

    # -- painting ----------------------------------------------------------------------------------
    def face(self, ratio: float) -> QPixmap:
        # Keyed on the theme's generation: a change of variant or zoom redraws the face.
        key = (self.face_width, ratio, theme.generation())
        if self._pixmap is None or self._pixmap_key != key:
            rect = self.card_rect()
            pixmap = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            db = self.chooser.session.game.cards
            paint_card(
                painter,
                QRectF(0, 0, rect.width(), rect.height()),
                db.get(self.card),
                compact=compact_at(self.face_width),
                db=db,
                solo=self.chooser.session.view.is_solo,
            )
            painter.end()
            self._pixmap, self._pixmap_key = pixmap, key
        return self._pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        hovered = self.underMouse()
        checked = self.isChecked()
        pal = theme.colors()
        u = rect.width() / 120
        radius = 7 * u
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow_colour(hovered))
        painter.drawRoundedRect(
            QRectF(rect).translated(theme.size(1.5), theme.size(2.5)), radius, radius
        )
        painter.drawPixmap(rect.topLeft(), self.face(self.devicePixelRatioF()))
        dim = not checked and not self.chooser.may_select(self)
        if dim:  # the others once enough are picked: veiled, as what cannot be used now
            painter.setBrush(with_alpha(pal.veil.darker(130), 90))
            painter.drawRoundedRect(QRectF(rect), radius, radius)
        edge = theme.size(2)
        outer = QRectF(rect).adjusted(-edge, -edge, edge, edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.places:
            painter.setFont(self.place_font())
            painter.setPen(pal.text)
            painter.drawText(
                self.place_rect(), int(Qt.AlignmentFlag.AlignCenter), self.place_text()
            )
        if checked:
            # The frame lies in the face's margin (the card keeps its size) ...
            painter.setPen(QPen(pal.selected, theme.line("focus")))
            painter.drawRoundedRect(outer, radius + 2, radius + 2)
            # ... and a tick badge under the card: selected in more than colour, hiding nothing.
            self.paint_badge(painter)
        elif hovered:
            painter.setPen(QPen(pal.focus, theme.line("thin") + 0.5))
            painter.drawRoundedRect(outer, radius + 2, radius + 2)
        if self.hasFocus() and not checked:
            pen = QPen(pal.text_soft, theme.line("thin"), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            out = theme.size(1)
            painter.drawRoundedRect(outer.adjusted(-out, -out, out, out), radius + 3, radius + 3)
        painter.end()

    def paint_badge(self, painter: QPainter) -> None:
        badge = QRectF(self.badge_rect())
        painter.setPen(Qt.PenStyle.NoPen)
        pal = theme.colors()
        painter.setBrush(pal.selected)
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        h = badge.height()
        tick = QRectF(badge.left() + theme.size(3), badge.top(), h - 2, h)
        pen = QPen(pal.text_on_accent, max(1.6, h / 7))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        w = tick.width()
        painter.drawPolyline(
            [
                tick.topLeft() + QPointF(w * 0.22, h * 0.52),
                tick.topLeft() + QPointF(w * 0.42, h * 0.72),
                tick.topLeft() + QPointF(w * 0.8, h * 0.3),
            ]
        )
        font = card_font(h - 4, bold=True, condensed=False)
        painter.setFont(font)
        text_rect = badge.adjusted(h + 1, 0, -theme.size(4), 0)
        text = QFontMetrics(font).elidedText(
            self.badge_text(), Qt.TextElideMode.ElideRight, int(text_rect.width())
        )
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter), text)

    # -- events ------------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            event.accept()  # the zoom shows the words: no tooltip fights with it
            return True
        if (
            event.type() == QEvent.Type.HoverMove
            and not self.chooser.is_hovered(self)
            and not self.chooser.resting()
        ):
            # The card came under a resting mouse (no zoom then); now the mouse moves on it.
            self.chooser.hover(self)
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in ENTER_KEYS
        ):
            event.accept()  # Enter is this face's (confirm or pick), not the window's shortcut
            return True
        return super().event(event)

    # -- zoom --------------------------------------------------------------------------------------
    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        if not self.chooser.resting():  # else the zoom waits for the mouse to move
            self.chooser.hover(self)
        self.update()

    def leaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().leaveEvent(event)
        self.chooser.unhover(self)
        self.update()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.chooser.hide_zoom()
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.chooser.zoom.isVisible():
            self.chooser.zoom_face(self)  # arrows along the cards keep the zoom open

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space:
            if self.chooser.zoom.isVisible():
                self.chooser.hide_zoom()
            else:
                self.chooser.zoom_face(self)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.chooser.zoom.isVisible():
            self.chooser.hide_zoom()
            event.accept()
            return
        if key in ENTER_KEYS:
            if self.chooser.confirm_ready():
                self.chooser.confirm()
            else:
                self.click()
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            # Along the faces, in their order, round at the ends. Not focusNextChild: the faces
            # of a one-card pick are exclusive, and Qt leaves only one of them a Tab stop.
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            faces = [f for f in self.chooser.faces.values() if f.isVisible()]
            if self in faces:
                faces[(faces.index(self) + step) % len(faces)].setFocus(
                    Qt.FocusReason.TabFocusReason
                )
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.accept()  # Space zooms: no toggle on its release
            return
        super().keyReleaseEvent(event)
