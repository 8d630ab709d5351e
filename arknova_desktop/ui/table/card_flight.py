"""Cards that fly across the table: from a display folder or the deck to where they went.

A flight is a small overlay widget, above the table and below the hot-seat cover, that draws one
card (its face when the card was public, its back when it came from the deck) moving from where
it was to where it went, eased, and then goes away. It is only ever made when motion is on: with
motion off nothing is created and the card is simply in its new place.

Secrets: a face is drawn only for a card that every seat could see where it came from (the
display); a card from the deck flies face down, and only to the hand of the seat at the screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ...engine import CardDB
from .. import theme
from ..cards.card_painter import paint_card, paint_card_back
from ..motion import SLOW, motion


class CardFlight(QWidget):
    """One card in flight over `parent` (which the geometry is in)."""

    def __init__(
        self,
        parent: QWidget,
        card: str | None,
        start: QRect,
        end: QRect,
        db: CardDB | None,
        landed: Callable[[], None] | None = None,
        solo: bool = False,
    ) -> None:
        super().__init__(parent)
        self.card = card  # None: face down
        self.db = db
        self.solo = solo  # drawn as it counts in this game
        self._landed_callback = landed
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setObjectName("card_flight")
        # The widget is the card (and its shadow) and moves with it: only the strip it passes
        # over is drawn again each frame, never the whole table under a window-sized overlay.
        self._rect = QRectF(start)
        self._face = self._drawn(start if start.width() > end.width() else end)
        self._place(self._rect)
        self.show()
        self.raise_()
        motion().tween(
            self, QRectF(start), QRectF(end), self._moved, duration=SLOW, done=self._landed
        )

    def _drawn(self, size: QRect) -> QPixmap:
        """The card drawn once, at the larger of its two sizes, for every frame to show."""
        ratio = self.devicePixelRatioF()
        face = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        face.setDevicePixelRatio(ratio)
        face.fill(Qt.GlobalColor.transparent)
        painter = QPainter(face)
        rect = QRectF(0, 0, size.width(), size.height())
        if self.card is None:
            paint_card_back(painter, rect)
        else:
            paint_card(painter, rect, self.card, compact=True, db=self.db, solo=self.solo)
        painter.end()
        return face

    def _margin(self) -> int:
        return theme.px(6)  # room for the shadow

    def _place(self, rect: QRectF) -> None:
        margin = self._margin()
        self.setGeometry(rect.toAlignedRect().adjusted(0, 0, margin, margin))

    def _moved(self, rect: QRectF) -> None:
        self._rect = rect
        self._place(rect)
        self.update()

    def _landed(self) -> None:
        self.hide()
        self.deleteLater()
        if self._landed_callback is not None:
            self._landed_callback()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The card's rectangle in the widget's own coordinates (the widget sits at its corner).
        card = QRectF(self._rect).translated(-QPointF(self.geometry().topLeft()))
        shadow = card.translated(theme.size(3), theme.size(5))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colors().shadow)
        painter.drawRoundedRect(shadow, theme.radius("card"), theme.radius("card"))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(card, self._face, QRectF(self._face.rect()))
        painter.end()


def fly_card(
    parent: QWidget,
    card: str | None,
    start: QRect,
    end: QRect,
    db: CardDB | None = None,
    landed: Callable[[], None] | None = None,
    solo: bool = False,
) -> CardFlight | None:
    """Start a flight; `landed` once it is in place (None, nothing made and `landed` never
    called, when motion is off or there is nowhere to go)."""
    if not motion().enabled or start.isEmpty() or end.isEmpty():
        return None
    return CardFlight(parent, card, start, end, db, landed, solo)
