"""A zoo's cards on the table: the card row of the zoo picked above the map (`show_seat`), drawn
with the hand's card faces, in sections (`zoo_tableau`): animals grouped by category, sponsors
with their lasting, income and end-of-game effects marked by coloured tags, the projects the zoo
supports, the animals under its map and the cards under its Pouch animals (face down).

Everything comes from the public view (`session.view`): another seat's zoo shows exactly what
that seat's zoo shows everyone. Hover (or Space on the current card, arrows move it) zooms a card
with the hand's `CardZoom`: its whole text, its marks in words and what it gave so far where the
engine named the card as the reason of a gain (`given_so_far`).

The cards are as wide as the room allows (the hand's sizes); groups flow left to right and wrap,
and the whole row scrolls vertically in its `ZooCardsPanel`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from ...journal import JournalEntry
from ...session import GameSession
from .. import theme
from ..cards.card_painter import CARD_RATIO, card_font, compact_at, paint_card
from ..cards.card_views import shadow_colour, with_alpha
from ..cards.card_zoom import ZOOM_DELAY_MS, CardZoom
from ..icons import paint_icon
from ..words.common import arg
from .zoo_tableau import (
    END_GAME,
    HIDDEN,
    INCOME,
    LASTING,
    SUPPORTED,
    TableauCard,
    TableauGroup,
    TableauSection,
    mark_name,
    tableau_card_ids,
    zoo_tableau,
)

CARD_MIN = 92  # px at zoom 1: the narrowest card (compact: name, cost, icons, ribbons)
CARD_MAX = 124  # the widest (the hand's normal face, its text readable)
GAP = 6  # between two cards of a group
SECTION_GAP = 14  # between the last column of a section and the next
TUCKED = 0.34  # of a card's height: what shows of a card with another over it
PAD = 8  # around the whole row
CAPTION = 18  # the height of a group's caption
HEADING = 24  # the height of the line naming the zoo


def tr(text: str) -> str:
    return QCoreApplication.translate("ZooCards", text)


@dataclass(frozen=True)
class Placed:
    """Where one card of the row is drawn (the widget's coordinates)."""

    rect: QRect
    card: TableauCard


@dataclass(frozen=True)
class Caption:
    rect: QRect
    text: str
    icon: str
    level: int  # 0: whose zoo, 1: a section, 2: a group
    detail: str = ""  # after the text, smaller (the zoo's counts)


def mark_colour(mark: str, seat: int) -> QColor:
    """A mark's colour: the printed cards' yellow, blue and brown bands; a project's token in
    the player's colour."""
    pal = theme.colors()
    if mark == LASTING:
        return QColor(pal.gold_ink)
    if mark == INCOME:
        return QColor(pal.track_ink["appeal"])
    if mark == END_GAME:
        return QColor(pal.card_type_ink["final_scoring"])
    if mark == SUPPORTED:
        return pal.player(seat).darker(115)
    return QColor(pal.ink_soft)


class ZooCardsView(QWidget):
    """The painted card row of one zoo. `entries()`: the journal the gains are read from (the
    session's whole journal by default; the replay gives the steps up to its position)."""

    def __init__(
        self,
        session: GameSession,
        entries: Callable[[], Sequence[JournalEntry]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.entries = entries if entries is not None else (lambda: session.journal)
        self.seat = 0
        self.sections: tuple[TableauSection, ...] = ()
        self.placed: list[Placed] = []
        self.captions: list[Caption] = []
        self.card_width = theme.px(CARD_MIN)
        self.current = -1  # the keyboard's card (an index into `placed`)
        self._hover = -1
        self._dirty = True
        self._source: tuple[int, int, int, object, object] | None = None
        self._cache: dict[tuple[str, int, float, int, bool], QPixmap] = {}
        self.zoom = CardZoom(session, self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ZOOM_DELAY_MS)
        self._timer.timeout.connect(self._zoom_hovered)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(tr("Cards in the zoo"))
        session.events_applied.connect(self.refresh)
        session.decision_changed.connect(self.refresh)
        session.revealed.connect(self.refresh)
        session.handover_needed.connect(self.hide_zoom)
        theme.manager().changed.connect(self._restyle)

    # -- what is shown ----------------------------------------------------------------------------
    def show_seat(self, seat: int) -> None:
        """The zoo picked above the map."""
        if 0 <= seat < self.session.view.player_count and seat != self.seat:
            self.seat = seat
            self.current = -1
            self.hide_zoom()
            self.refresh()

    def card_ids(self) -> tuple[str, ...]:
        """Every card shown now, in order (HIDDEN for a face-down one)."""
        self._update()
        return tableau_card_ids(self.sections)

    def refresh(self) -> None:
        """The game moved: read the view again (at once when shown, else when next shown)."""
        self._dirty = True
        if self.isVisible():
            self._update()

    def _update(self) -> None:
        entries = self.entries()
        view = self.session.view
        source = (
            self.seat,
            len(entries),
            theme.generation(),
            entries[-1] if entries else None,
            view,
        )
        if not self._dirty and source == self._source:
            return
        self._dirty = False
        self._source = source
        events = (event for entry in entries for event in entry.events)
        self.sections = zoo_tableau(view, self.seat, self.session.game.cards, events)
        self._lay_out()
        self.update()

    def _restyle(self) -> None:
        self._cache.clear()
        self._dirty = True
        self._lay_out()
        self.update()

    # -- layout -----------------------------------------------------------------------------------
    def columns(self) -> list[tuple[int, TableauGroup]]:
        """Every group as a column (with the index of its section), in order."""
        return [(i, group) for i, section in enumerate(self.sections) for group in section.groups]

    def _fitted_width(self, width: int, columns: int) -> int:
        """Cards as wide as puts every column side by side, between the two sizes (narrower
        than the smallest, the columns wrap)."""
        gap = theme.px(GAP)
        between_sections = (len(self.sections) - 1) * (theme.px(SECTION_GAP) - gap)
        room = width - 2 * theme.px(PAD) - max(0, between_sections)
        wanted = (room - (columns - 1) * gap) // max(1, columns)
        return max(theme.px(CARD_MIN), min(theme.px(CARD_MAX), wanted))

    def _lay_out(self) -> None:
        """Columns side by side, wrapping into bands; in a column the cards overlap, each
        showing its top (cost, icons, name), the last one whole."""
        width = max(self.width(), theme.px(CARD_MIN) + 2 * theme.px(PAD))
        columns = self.columns()
        self.card_width = card_w = self._fitted_width(width, len(columns))
        card_h = round(card_w * CARD_RATIO)
        strip = round(card_h * TUCKED)
        pad, gap = theme.px(PAD), theme.px(GAP)
        heading_h, cap = theme.px(HEADING), theme.px(CAPTION)
        right = width - pad
        self.placed, self.captions = [], []
        if not self.sections:
            self.setMinimumHeight(theme.px(120))
            return
        counts = [section.title for section in self.sections]
        owner = arg(tr("Zoo of %1"), self.session.seat_label(self.seat))
        heading = QRect(pad, pad, width - 2 * pad, heading_h)
        self.captions.append(Caption(heading, owner, "", 0, " · ".join(counts)))
        x, band_top, band_bottom = pad, pad + heading_h, pad + heading_h
        last_section = 0
        for section, group in columns:
            if section != last_section and x > pad:
                x += theme.px(SECTION_GAP) - gap  # a wider gap between sections
            last_section = section
            if x > pad and x + card_w > right:
                x, band_top = pad, band_bottom + gap
            self.captions.append(
                Caption(QRect(x, band_top, card_w, cap), group.title, group.icon, 2)
            )
            top = band_top + cap
            for card in group.cards:
                self.placed.append(Placed(QRect(x, top, card_w, card_h), card))
                last = top
                top += strip + len(card.marks) * self.mark_step(card_w)
            band_bottom = max(band_bottom, last + card_h)
            x += card_w + gap
        total = band_bottom + pad
        if self.minimumHeight() != total:
            self.setMinimumHeight(total)

    def sizeHint(self) -> QSize:
        return QSize(theme.px(480), self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._lay_out()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._update()

    def hideEvent(self, event: QHideEvent) -> None:
        self.hide_zoom()
        super().hideEvent(event)

    # -- painting ---------------------------------------------------------------------------------
    def _face(self, card: str, width: int, ratio: float) -> QPixmap:
        solo = self.session.view.is_solo
        key = (card, width, ratio, theme.generation(), solo)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if len(self._cache) > 200:
            self._cache.clear()
        height = round(width * CARD_RATIO)
        pixmap = QPixmap(round(width * ratio), round(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        db = self.session.game.cards
        paint_card(
            painter,
            QRectF(0, 0, width, height),
            None if card == HIDDEN else card,
            compact=compact_at(width),
            db=db,
            solo=solo,
        )
        painter.end()
        self._cache[key] = pixmap
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = theme.colors()
        painter.fillRect(self.rect(), pal.panel_alt)
        if not self.sections:
            self._paint_empty(painter)
            return
        for caption in self.captions:
            if caption.rect.intersects(event.rect()):
                self._paint_caption(painter, caption)
        ratio = self.devicePixelRatioF()
        for index, placed in enumerate(self.placed):
            rect = placed.rect
            if not rect.adjusted(-8, -8, 8, 8).intersects(event.rect()):
                continue
            lifted = index == self._hover
            radius = 7 * rect.width() / 120
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shadow_colour(lifted))
            painter.drawRoundedRect(
                QRectF(rect).translated(theme.size(1.5), theme.size(3 if lifted else 2)),
                radius,
                radius,
            )
            painter.drawPixmap(rect.topLeft(), self._face(placed.card.card, rect.width(), ratio))
            if placed.card.marks:
                self._paint_marks(painter, rect, placed.card.marks)
            if lifted or (index == self.current and self.hasFocus()):
                edge = theme.size(2.5)
                painter.setPen(QPen(pal.focus, theme.line("thin")))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    QRectF(rect).adjusted(-edge, -edge, edge, edge), radius + 2, radius + 2
                )
        painter.end()

    def _paint_empty(self, painter: QPainter) -> None:
        pal = theme.colors()
        painter.setPen(pal.text_soft)
        painter.setFont(theme.font("body"))
        name = self.session.seat_label(self.seat)
        text = arg(
            tr("Nothing in %1's zoo yet: its animals, sponsors and supported projects will be "
               "laid out here."),
            name,
        )  # fmt: skip
        pad = theme.px(PAD) * 2
        painter.drawText(
            QRectF(self.rect()).adjusted(pad, pad, -pad, -pad),
            int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            text,
        )

    def _paint_caption(self, painter: QPainter, caption: Caption) -> None:
        pal = theme.colors()
        rect = QRectF(caption.rect)
        font = theme.font(("title", "body", "small")[caption.level], bold=True)
        painter.setFont(font)
        colours = (pal.player_text(self.seat), pal.text, pal.text_soft)
        painter.setPen(colours[caption.level])
        if caption.icon:
            side = rect.height() - theme.size(4)
            paint_icon(
                painter, QRectF(rect.left(), rect.top() + theme.size(1), side, side), caption.icon
            )
            rect.setLeft(rect.left() + side + theme.size(3))
        metrics = QFontMetrics(font)
        text = metrics.elidedText(caption.text, Qt.TextElideMode.ElideRight, int(rect.width()))
        align = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        painter.drawText(rect, align, text)
        if caption.detail:
            rect.setLeft(rect.left() + metrics.horizontalAdvance(text) + theme.size(8))
            small = theme.font("small")
            painter.setFont(small)
            painter.setPen(pal.text_soft)
            detail = QFontMetrics(small).elidedText(
                caption.detail, Qt.TextElideMode.ElideRight, int(rect.width())
            )
            painter.drawText(rect, align, detail)

    @staticmethod
    def mark_font(card_width: int) -> QFont:
        return card_font(max(7.5, 9.0 * card_width / 120), bold=True, condensed=True)

    def mark_step(self, card_width: int) -> int:
        """The height of one mark's row (a tucked sponsor shows its marks too)."""
        return QFontMetrics(self.mark_font(card_width)).height() + 5

    def _paint_marks(self, painter: QPainter, card: QRect, marks: Sequence[str]) -> None:
        """Coloured tags right under the part of the card that shows when it is tucked (its
        name), one per kind of effect it keeps: readable on every card of a column."""
        font = self.mark_font(card.width())
        metrics = QFontMetrics(font)
        step = self.mark_step(card.width())
        height = step - 3
        top = card.top() + round(card.height() * TUCKED) + 1
        painter.setFont(font)
        for index, mark in enumerate(marks):
            text = mark_name(mark)
            width = min(card.width() - 8, metrics.horizontalAdvance(text) + 14)
            tag = QRectF(card.center().x() - width / 2, top + index * step, width, height)
            painter.setPen(QPen(with_alpha(theme.colors().paper, 230), theme.line("thin")))
            painter.setBrush(mark_colour(mark, self.seat))
            painter.drawRoundedRect(tag, height / 2, height / 2)
            painter.setPen(theme.colors().text_on_accent)
            painter.drawText(
                tag,
                int(Qt.AlignmentFlag.AlignCenter),
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(width) - 6),
            )

    # -- hover, keys, zoom ------------------------------------------------------------------------
    def index_at(self, pos: QPoint) -> int:
        """The card under `pos`: the one on top where cards overlap (-1: none)."""
        hits = [i for i, p in enumerate(self.placed) if p.rect.contains(pos)]
        return hits[-1] if hits else -1

    def card_rect(self, card: str) -> QRect | None:
        """Where `card` is drawn (None: not shown)."""
        return next((p.rect for p in self.placed if p.card.card == card), None)

    def _set_hover(self, index: int) -> None:
        if index == self._hover:
            return
        self._hover = index
        self.update()
        if index < 0:  # off the cards: the zoom lingers (the mouse may be on its way into it)
            self._timer.stop()
            self.zoom.leave_card()
        elif self.zoom.isVisible() and self.placed[index].card.card == self.zoom.card_id:
            self.zoom.back_on_card()
        else:
            self.hide_zoom()
            self._timer.start()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(self.index_at(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide_zoom()
        index = self.index_at(event.position().toPoint())
        if index >= 0:
            self.current = index
            self.update()
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(-1)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        count = len(self.placed)
        if key == Qt.Key.Key_Space and count:
            if self.zoom.isVisible():
                self.hide_zoom()
            else:
                self.current = max(0, self.current)
                self.zoom_card(self.current)
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and count:
            step = 1 if key == Qt.Key.Key_Right else -1
            self.current = (self.current + step) % count if self.current >= 0 else 0
            if self.zoom.isVisible():
                self.zoom_card(self.current)
            self.update()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.zoom.isVisible():
            self.hide_zoom()
            event.accept()
            return
        super().keyPressEvent(event)

    def _zoom_hovered(self) -> None:
        if self._hover >= 0 and self.isVisible():
            self.zoom_card(self._hover)

    def zoom_card(self, index: int) -> None:
        """The large card at `index` with its words, beside the row (never over it)."""
        if not 0 <= index < len(self.placed):
            return
        placed = self.placed[index]
        anchor = QRect(self.mapToGlobal(placed.rect.topLeft()), placed.rect.size())
        self.zoom.show_card(placed.card.card, anchor, self.visible_rect(), note=placed.card.note)

    def visible_rect(self) -> QRect:
        """The part of the row on screen (global): the zoom keeps off it."""
        scroller = self.parentWidget()
        shown = scroller if scroller is not None else self
        return QRect(shown.mapToGlobal(QPoint(0, 0)), shown.size())

    def hide_zoom(self) -> None:
        self._timer.stop()
        self.zoom.hide()


class ZooCardsPanel(QFrame):
    """The card row of the picked zoo in a scrolling well."""

    def __init__(
        self,
        session: GameSession,
        entries: Callable[[], Sequence[JournalEntry]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = ZooCardsView(session, entries)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.view)
        self.scroller.verticalScrollBar().valueChanged.connect(lambda _v: self.view.hide_zoom())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroller)

    def show_seat(self, seat: int) -> None:
        self.view.show_seat(seat)
