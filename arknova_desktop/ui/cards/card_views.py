"""Card lists drawn as cards: the hand and the display.

`CardDelegate` paints every row of a `HandModel`/`DisplayModel` as a card (``card_painter``),
with a drop shadow, a hover lift, the selection, a golden border on the cards that are options
of the open decision and, in the display, the folder number with the folders beyond the
viewer's reputation range shaded.

`CardListView` lays the cards out left to right and sizes them to the room it has: the hand in
one row, its cards as tall as the row allows; when they do not all fit side by side, fanned
(each card overlapping the next one's left part, at least `FAN_SHOWN` of it in view, the card
under the mouse drawn whole on top), then smaller; it scrolls only past `HAND_MIN_WIDTH`. The
display fits all its folders into the space it has. Both between sizes that grow with the
theme's zoom; a face too narrow for readable rules text is drawn compact
(``card_painter.compact_at``). It shows a large readable zoom of a card when the mouse
rests on it for half a second or when Space is pressed on the current card. The list is a sunken
well on the table (the palette's `panel_alt`); a card new in the display fades and slides in.
`card_rect(card)` / `card_pixmap(card)` tell where a shown card's face is and how it is drawn
(for the card that flies to the hand).

The zoom (`card_zoom.CardZoom`) is the one place for a card's words; it never covers the list of
cards it belongs to. Onto another card, it goes at once (that card's follows soon); off the
cards, it lingers a moment so that the mouse can move into it and click a rules link, and goes
when the mouse is on neither. Any mouse press elsewhere hides it.
A hand card that cannot be played now is also greyed a little, with a small "not playable" tag.
"""

from __future__ import annotations

import math
import time
from functools import partial

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QItemSelection,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...engine import Explanation, Reason, reputation_range
from ...session import GameSession
from .. import theme
from ..focus import from_keys
from ..models import DisplayModel, HandModel, Role
from ..motion import NORMAL, motion
from ..words.explain_words import reasons_text
from .card_painter import CARD_RATIO, HIDDEN, FaceText, card_font, compact_at, paint_card
from .card_zoom import ZOOM_AGAIN_MS, ZOOM_AGAIN_WITHIN, ZOOM_DELAY_MS, CardZoom, card_height

CARD_WIDTH = 120
CARD_HEIGHT = 170
MARGIN = 5  # around each card, inside its item
FOLDER_STRIP = 10  # under a display card: the lower half of its folder number's pill
FOLDER_PILL = 17  # the pill's height; its upper part lies on the card's bottom-left corner
# The hand's cards: as tall as the row allows, between these widths (px at zoom 1: they grow
# with the zoom, so a larger window shows larger cards instead of empty space).
HAND_MIN_WIDTH = 70
# A hand card's width where its name, cost and icons read without the zoom (at zoom 1, 1280×800):
# the window gives the hand the height for it first, the table above giving way to its least.
HAND_READABLE_WIDTH = 100
HAND_MAX_WIDTH = 180
# A fanned hand leaves at least this share of each card's width in view: its cost, most of its
# name and its first icons.
FAN_SHOWN = 0.7
DISPLAY_MIN_WIDTH = 80
DISPLAY_MAX_WIDTH = 170
HOVER_LIFT = 2
ENTER_DROP = 0.12  # of a card's height: a card new in the display slides in from this far up


def with_alpha(color: QColor, alpha: int) -> QColor:
    """A copy of a palette colour with this alpha (the palette's own colours stay as they are)."""
    made = QColor(color)
    made.setAlpha(max(0, min(255, alpha)))
    return made


def shadow_colour(hovered: bool) -> QColor:
    """The shadow under a card: deeper while the card is lifted by the hover."""
    shadow = theme.colors().shadow
    return with_alpha(shadow, round(shadow.alpha() * (1.2 if hovered else 0.75)))


ART_CENTRE = 0.7  # of a card's height: the middle of its picture (decoration only)
FOOTER_MIDDLE = 9.5  # units below a face's free band: the middle of its footer


class CardDelegate(QStyledItemDelegate):
    """Paints a row of a card model as a card; the view tells it the size and the context."""

    def __init__(self, view: CardListView) -> None:
        super().__init__(view)
        self.view = view
        self.card_width = CARD_WIDTH
        # Faces by card, size, look and pixel ratio: a resize back to a size paints nothing.
        self._cache: dict[tuple[str, int, int, bool, float, int, bool], tuple[QPixmap, FaceText]]
        self._cache = {}

    # -- geometry ---------------------------------------------------------------------------------
    @property
    def compact(self) -> bool:
        return compact_at(self.card_width)

    def card_size(self) -> QSize:
        return QSize(self.card_width, card_height(self.card_width))

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        card = self.card_size()
        extra = theme.px(FOLDER_STRIP) if self.view.folders else 0
        margin = theme.px(MARGIN)
        # Fanned: each item is the part of its card in view (the card reaches into the next).
        width = self.view.step or card.width() + 2 * margin
        return QSize(width, card.height() + 2 * margin + extra)

    def card_rect(self, item: QRect) -> QRect:
        size = self.card_size()
        margin = theme.px(MARGIN)
        if self.view.step:
            left = item.left() + margin
        else:
            left = item.left() + (item.width() - size.width()) // 2
        return QRect(left, item.top() + margin, size.width(), size.height())

    # -- painting ---------------------------------------------------------------------------------
    def card_pixmap(self, card_id: str, size: QSize, ratio: float) -> QPixmap:
        return self.card_face(card_id, size, ratio)[0]

    def card_face(self, card_id: str, size: QSize, ratio: float) -> tuple[QPixmap, FaceText]:
        """The painted face and where its words went (cached)."""
        # Keyed on the theme's generation: a change of variant or zoom redraws the faces.
        solo = self.view.session.view.is_solo  # the card as it counts in this game
        key = (card_id, size.width(), size.height(), self.compact, ratio, theme.generation(), solo)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if len(self._cache) > 300:
            self._cache.clear()
        pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        db = self.view.session.game.cards
        card = None if card_id == HIDDEN or card_id not in db else db.get(card_id)
        sizes = paint_card(
            painter,
            QRectF(0, 0, size.width(), size.height()),
            card,
            compact=self.compact,
            db=db,
            solo=solo,
        )
        painter.end()
        self._cache[key] = (pixmap, sizes)
        return pixmap, sizes

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        card_id = index.data(Role.CARD_ID)
        if not isinstance(card_id, str) or card_id in self.view.held:
            return  # a card still flying here is drawn by its flight, not twice
        state = option.state
        hovered = bool(state & QStyle.StateFlag.State_MouseOver)
        selected = bool(state & QStyle.StateFlag.State_Selected)
        folder = index.row() + 1
        reach = self.view.reach()
        outside = reach is not None and folder > reach
        rect = self.card_rect(option.rect)
        if hovered and not outside:
            rect.translate(0, -theme.px(HOVER_LIFT))
        pal = theme.colors()
        u = rect.width() / CARD_WIDTH
        radius = 7 * u
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        entering = self.view.entering(card_id)
        if entering is not None:  # a card new in the list fades and slides in
            painter.setOpacity(entering)
            rect.translate(0, round((1.0 - entering) * rect.height() * ENTER_DROP))
        # Shadow.
        painter.setPen(Qt.PenStyle.NoPen)
        lift = theme.size(3 if hovered else 2)
        shadow = QRectF(rect).translated(theme.size(1.5), lift)
        painter.setBrush(shadow_colour(hovered))
        painter.drawRoundedRect(shadow, radius, radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        face, sizes = self.card_face(card_id, rect.size(), ratio)
        painter.drawPixmap(rect.topLeft(), face)
        edge = theme.size(1.5)
        outer = QRectF(rect).adjusted(-edge, -edge, edge, edge)
        if outside:
            # Beyond the viewer's reputation range: the veil, deep enough to read as "not now".
            painter.setBrush(with_alpha(pal.veil.darker(150), 125))
            painter.drawRoundedRect(QRectF(rect), radius, radius)
        if not self.view.folders and self.view.why_not(index):
            self.paint_not_playable(painter, rect, sizes)
        if card_id in self.view.option_cards():
            painter.setPen(QPen(pal.glow, theme.line("focus")))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(outer, radius + 1, radius + 1)
        if selected or hovered:
            colour = pal.selected if selected else pal.focus
            painter.setPen(QPen(colour, theme.line("strong" if selected else "thin")))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            out = theme.size(1)
            painter.drawRoundedRect(outer.adjusted(-out, -out, out, out), radius + 2, radius + 2)
        if state & QStyle.StateFlag.State_HasFocus and self.view.shows_focus():
            # The keyboard's card (the arrows move it, Enter picks it): the theme's focus mark.
            painter.setPen(QPen(pal.focus, theme.line("focus")))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            out = theme.size(2.5)
            painter.drawRoundedRect(outer.adjusted(-out, -out, out, out), radius + 3, radius + 3)
        if self.view.folders:
            self.paint_folder(painter, self.card_rect(option.rect), folder, outside)
        painter.restore()

    def paint_not_playable(self, painter: QPainter, card: QRect, sizes: FaceText) -> None:
        """A hand card that cannot be played now: greyed a little, with a small "not playable"
        tag over its picture, or at the left of its footer when its words leave no room there
        (never over them; the zoom says why)."""
        u = card.width() / CARD_WIDTH
        radius = 7 * u
        painter.setPen(Qt.PenStyle.NoPen)
        pal = theme.colors()
        painter.setBrush(pal.veil)
        painter.drawRoundedRect(QRectF(card), radius, radius)
        text = QCoreApplication.translate("CardListView", "not playable")
        font = card_font(max(7.0, 8.5 * u), bold=True, condensed=True)
        metrics = QFontMetrics(font)
        height = metrics.height() + 2
        width = min(card.width() - 8, metrics.horizontalAdvance(text) + 10)
        # Over the picture (decoration only), never over the words or the header.
        centre_x: float = card.center().x()
        if not sizes.free_bottom:  # a card back: no words
            centre_y = card.top() + ART_CENTRE * card.height()
        elif sizes.free_bottom - sizes.free_top >= height:
            centre_y = card.top() + (sizes.free_top + sizes.free_bottom) / 2
        else:  # the footer's left: its gains are at the right
            centre_y = card.top() + sizes.free_bottom + FOOTER_MIDDLE * u
            centre_x = card.left() + 4 * u + width / 2
        tag = QRectF(centre_x - width / 2, centre_y - height / 2, width, height)
        painter.setBrush(with_alpha(pal.ink_soft, 225))
        painter.drawRoundedRect(tag, height / 2, height / 2)
        painter.setFont(font)
        painter.setPen(pal.text_on_accent)
        painter.drawText(
            tag,
            int(Qt.AlignmentFlag.AlignCenter),
            metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(width) - 6),
        )

    def paint_folder(self, painter: QPainter, card: QRect, folder: int, outside: bool) -> None:
        """The folder number in a pill on the card's lower edge, at its left (the footer's gains
        are at the right): green within range, grey beyond."""
        pal = theme.colors()
        height = theme.size(FOLDER_PILL)
        bottom = card.bottom() + theme.size(FOLDER_STRIP - 1)
        pill = QRectF(card.left() + theme.size(4), bottom - height, theme.size(26), height)
        # Within range: the "can be used" green, deep enough for white digits; beyond: grey.
        colour = pal.paper_line if outside else pal.legal.darker(125)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setFont(card_font(theme.size(11), bold=True, condensed=False))
        painter.setPen(pal.text_on_accent)
        painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), str(folder))

    def clear_cache(self) -> None:
        self._cache.clear()


class CardListView(QListView):
    """Cards side by side; hover or Space zooms. `folders=True` for the display."""

    def __init__(
        self,
        session: GameSession,
        *,
        folders: bool = False,
        wrapping: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.folders = folders
        self._options_for: object = None
        self._options: frozenset[str] = frozenset()
        self.card_delegate = CardDelegate(self)
        self.setItemDelegate(self.card_delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(folders if wrapping is None else wrapping)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(True)
        self.setSpacing(0)
        self.setMouseTracking(True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if folders
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if folders:
            # The folders wrap into the width: a horizontal bar would only steal height.
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.apply_look()
        theme.manager().changed.connect(self.apply_look)
        self.zoom = CardZoom(session, self)
        self._hover = QPersistentModelIndex()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ZOOM_DELAY_MS)
        self._timer.timeout.connect(self._zoom_hovered)
        self._hidden_at = -1.0  # when the zoom was last hidden by leaving its card
        self._explained: tuple[int, object, Explanation] | None = None
        self._looked: tuple[object, ...] | None = None  # look() when last asked to paint
        session.decision_changed.connect(self._session_changed)
        session.events_applied.connect(self._session_changed)
        session.handover_needed.connect(self._handed_over)
        session.revealed.connect(self._session_changed)
        # What the list showed last, and the cards now fading in (display only): card -> 0…1.
        self._shown: tuple[str, ...] = ()
        self._entering: dict[str, float] = {}
        self.held: set[str] = set()  # cards on their way here (a flight draws them meanwhile)
        self.step = 0  # a fanned hand: each card's width in view (0: side by side)
        self.key_focus = False  # the focus came from the keys: its mark is drawn (ui/focus.py)

    # -- the look ---------------------------------------------------------------------------------
    def apply_look(self) -> None:
        """The theme's colours and sizes, again after a change of variant or zoom: the list is a
        sunken well on the table, the faces are redrawn and the cards resized."""
        self.setStyleSheet(f"QListView {{ background: {theme.colors().css('panel_alt')}; }}")
        self.setMinimumHeight(card_height(theme.px(HAND_MIN_WIDTH)) + 2 * theme.px(MARGIN))
        self.card_delegate.clear_cache()
        self.fit_cards(force=True)

    def readable_height(self) -> int:
        """The height at which the hand's cards are HAND_READABLE_WIDTH wide (zoomed)."""
        width = theme.px(HAND_READABLE_WIDTH)
        return card_height(width) + 2 * theme.px(MARGIN) + 2 * self.frameWidth()

    # -- what the main window asks about a card ---------------------------------------------------
    def index_of(self, card_id: str) -> QModelIndex:
        """The row of `card_id` in this list (invalid: not in it)."""
        model = self.model()
        if model is not None:
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                if index.data(Role.CARD_ID) == card_id:
                    return index
        return QModelIndex()

    def card_rect(self, card_id: str) -> QRect | None:
        """Where the face of `card_id` is drawn, in the viewport's coordinates (None: it is not
        in this list, or scrolled out of sight). The hover lift and the fade-in are left out:
        this is where the card rests."""
        index = self.index_of(card_id)
        if not index.isValid():
            return None
        rect = self.card_delegate.card_rect(self.visualRect(index))
        if not rect.intersects(self.viewport().rect()):
            return None
        return rect

    def card_pixmap(self, card_id: str) -> QPixmap | None:
        """The face of `card_id` as this list draws it (its size: `card_rect`'s, at the screen's
        pixel ratio); None when it is not shown."""
        rect = self.card_rect(card_id)
        if rect is None:
            return None
        ratio = self.viewport().devicePixelRatioF()
        return self.card_delegate.card_pixmap(card_id, rect.size(), ratio)

    def hold(self, card_id: str) -> None:
        """Leave `card_id`'s place empty until `release`: it is still flying in."""
        self.held.add(card_id)
        self.viewport().update()

    def release(self, card_id: str) -> None:
        if card_id in self.held:
            self.held.discard(card_id)
            self.viewport().update()

    # -- motion: a card new in the display fades and slides in ------------------------------------
    def entering(self, card_id: str) -> float | None:
        """How far `card_id` has come in (0…1), while it fades in; None once it rests."""
        return self._entering.get(card_id)

    def _arrivals(self) -> None:
        """After the model changed: tween in the cards that were not in the list before."""
        model = self.model()
        rows = tuple(
            card
            for row in range(model.rowCount() if model is not None else 0)
            if isinstance(card := model.index(row, 0).data(Role.CARD_ID), str)
        )
        before, self._shown = self._shown, rows
        if not self.folders or not before or not self.isVisible():
            return
        new = [card for card in rows if card not in before and card != HIDDEN]
        if not new:
            return
        motion().finish_owned_by(self)
        for card in new:
            self._entering[card] = 0.0
            motion().tween(
                self,
                0.0,
                1.0,
                partial(self._enter_step, card),
                duration=NORMAL,
                done=partial(self._entered, card),
            )

    def _enter_step(self, card_id: str, value: float) -> None:
        if card_id in self._entering:
            self._entering[card_id] = value
            self.viewport().update()

    def _entered(self, card_id: str) -> None:
        if self._entering.pop(card_id, None) is not None:
            self.viewport().update()

    # The session's signals reach these methods (not lambdas): Qt cuts the connections when the
    # view goes, while the session may live on.
    def _session_changed(self, *_signal_args: object) -> None:
        self._changed()

    def _handed_over(self, *_signal_args: object) -> None:
        self._changed(hide=True)

    def _changed(self, hide: bool = False) -> None:
        self._explained = None
        if hide:
            self.hide_zoom()
        # Painted again only when what the game adds to the faces changed: a click sends
        # several signals, and most leave a list's cards as they were drawn. (The cards
        # themselves, a resize, the hover, flights and fades ask for their own paints.)
        look = self.look()
        if look != self._looked:
            self._looked = look
            self.viewport().update()

    def look(self) -> tuple[object, ...]:
        """What the game adds to the faces as they are drawn now: the folders in reach, the
        cards the open decision names, the hand's cards that cannot be played."""
        model = self.model()
        rows = range(model.rowCount() if model is not None else 0)
        unplayable = (
            ()
            if self.folders or model is None
            else tuple(row for row in rows if self.unplayable(model.index(row, 0)))
        )
        return (self.reach(), self.option_cards(), unplayable)

    # -- context ----------------------------------------------------------------------------------
    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self._reset)
            model.rowsInserted.connect(lambda *_: self.fit_cards())
            model.rowsRemoved.connect(lambda *_: self.fit_cards())
        self._shown = ()
        self._entering.clear()
        self._arrivals()  # what it shows first is not new: it does not fade in
        self.fit_cards()

    def _reset(self) -> None:
        self._explained = None
        self.hide_zoom()
        self._hover = QPersistentModelIndex()
        self.fit_cards()
        self._arrivals()

    def viewer_reputation(self) -> int:
        return self.session.view.players[self.session.viewer].reputation

    def reach(self) -> int | None:
        """How many folders the viewer reaches (display only)."""
        if not self.folders:
            return None
        return reputation_range(self.viewer_reputation())

    def option_cards(self) -> frozenset[str]:
        """Cards named by an option of the open decision of the viewer's seat."""
        decision = self.session.table_decision
        if decision is not self._options_for:
            self._options_for = decision
            if decision is None or decision.seat != self.session.viewer:
                self._options = frozenset()
            else:
                self._options = frozenset(
                    card
                    for option in decision.options
                    if isinstance(card := getattr(option, "card", None), str)
                )
        return self._options

    def explanation(self) -> Explanation | None:
        """The engine's explanation for the seat at the screen, while it has a decision open
        (None: nobody's cards are explained now). Kept until the game moves on."""
        session = self.session
        seat = session.private_seat
        decision = session.table_decision
        if seat is None or decision is None:
            return None
        known = self._explained
        if known is None or known[0] != seat or known[1] is not decision:
            known = self._explained = (seat, decision, session.explain(seat))
        return known[2]

    def why_not(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """Why the hand or display card at `index` cannot be played now, in words ("" when it
        can, when it is an option of the open decision, or when nothing is explained now)."""
        reasons = self.unplayable(index)
        return reasons_text(reasons) if reasons else ""

    def unplayable(self, index: QModelIndex | QPersistentModelIndex) -> tuple[Reason, ...]:
        """Why the hand or display card at `index` cannot be played now, as the engine says it
        (empty when it can, or is an option of the open decision): `why_not` before words."""
        card_id = index.data(Role.CARD_ID) if index.isValid() else None
        if not isinstance(card_id, str) or card_id == HIDDEN:
            return ()
        if card_id in self.option_cards():
            return ()
        model = self.model()
        if not isinstance(model, HandModel | DisplayModel):
            return ()
        explained = self.explanation()
        if explained is None:
            return ()
        uses = explained.display if isinstance(model, DisplayModel) else explained.hand
        row = index.row()
        use = uses[row] if row < len(uses) and uses[row].card == card_id else None
        if use is None:
            use = next((u for u in uses if u.card == card_id), None)
        if use is None or use.playable:
            return ()
        return use.reasons

    def visible_cards_rect(self) -> QRect:
        """The list's cards area on the screen (global): the zoom never covers it."""
        viewport = self.viewport()
        return QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())

    def zoom_avoid_rect(self) -> QRect:
        """What the zoom keeps off (global): the whole view, its frame and scroll bars too."""
        return QRect(self.mapToGlobal(QPoint(0, 0)), self.size())

    # -- layout -----------------------------------------------------------------------------------
    def _bar_extent(self) -> int:
        """The room a scroll bar takes, whether or not it is shown now."""
        extent = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return max(extent, self.verticalScrollBar().sizeHint().width())

    def fitted_width(self) -> int:
        """The card width for the view's own size. It reads the widget's size, never the
        viewport's: the viewport shrinks when a scroll bar appears, and a width taken from it
        would change the layout, which hides the bar, which widens the viewport... (the cards
        flipped between two sizes, and one click spent seconds in relayout)."""
        frame = 2 * self.frameWidth()
        inner_w = self.width() - frame
        inner_h = self.height() - frame
        margin = theme.px(MARGIN)
        extra_h = 2 * margin + (theme.px(FOLDER_STRIP) if self.folders else 0)
        extra_w = 2 * margin
        rows_in_model = self.model().rowCount() if self.model() is not None else 0
        if self.folders:
            # The vertical bar's room is always kept, so the cards are the same size with or
            # without it; they fit in the rest, so the bar only shows below the smallest card.
            avail_w = inner_w - self._bar_extent()
            count = max(1, rows_in_model or 6)
            best = 0.0
            for cols in range(1, count + 1):
                rows = math.ceil(count / cols)
                by_width = (avail_w - 8) / cols - extra_w
                by_height = ((inner_h - 8) / rows - extra_h) / CARD_RATIO
                best = max(best, min(by_width, by_height))
            return int(
                max(theme.px(DISPLAY_MIN_WIDTH), min(best, theme.text_px(DISPLAY_MAX_WIDTH)))
            )
        return self.hand_fit()[0]

    def hand_fit(self) -> tuple[int, int]:
        """The hand's card width and fan step (0: side by side), for the view's own size.

        One row, the cards as tall as the view; when they do not fit side by side, fanned
        (each card shows `step` px before the next one covers it, the last one whole); when
        even a fan leaves less than FAN_SHOWN of each card in view, smaller cards fanned that
        far; below HAND_MIN_WIDTH the row scrolls (cards as tall as the view minus the bar).
        The bar's state follows from the width, never the other way round."""
        frame = 2 * self.frameWidth()
        inner_w = self.width() - frame
        inner_h = self.height() - frame
        extra = 2 * theme.px(MARGIN)
        count = max(1, self.model().rowCount() if self.model() is not None else 0)
        smallest = theme.px(HAND_MIN_WIDTH)
        full = min((inner_h - extra) / CARD_RATIO, theme.text_px(HAND_MAX_WIDTH))
        width = max(smallest, full)
        if count * (int(width) + extra) <= inner_w or count == 1:
            return int(width), 0
        room = inner_w - extra - 1  # the fan's width: (count - 1) steps and one whole card
        step = (room - width) / (count - 1)
        if step < FAN_SHOWN * width:
            width = room / (1 + FAN_SHOWN * (count - 1))
            if width < smallest:  # too many cards: the row scrolls
                bar = self.horizontalScrollBar().sizeHint().height()
                width = max(smallest, min(full, (inner_h - bar - extra) / CARD_RATIO))
                return int(width), math.ceil(FAN_SHOWN * width)
            step = FAN_SHOWN * width
        return int(width), max(1, int(step))

    def fit_cards(self, force: bool = False) -> None:
        """Pick the card width: the hand fills its height; the display fits every folder. The
        painted faces are kept per size (a resize back and forth paints nothing again)."""
        width, step = (self.fitted_width(), 0) if self.folders else self.hand_fit()
        if force or (width, step) != (self.card_delegate.card_width, self.step):
            self.card_delegate.card_width = width
            self.step = step
            if force:
                self.card_delegate.clear_cache()
            self.doItemsLayout()
            self.viewport().update()

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.currentIndex().isValid()
        ):
            event.accept()  # Enter picks the card with the focus (keyPressEvent)
            return True
        handled = super().event(event)
        # resizeEvent() of a scroll area sees only its viewport's resizes (a scroll bar showing
        # or hiding is one); the card width follows the view's own size, seen here.
        if event.type() == QEvent.Type.Resize:
            self.fit_cards()
        return handled

    # -- zoom -------------------------------------------------------------------------------------
    def zoom_index(self, index: QModelIndex) -> None:
        """Show the zoom for the card at `index` (beside it)."""
        card_id = index.data(Role.CARD_ID) if index.isValid() else None
        if not isinstance(card_id, str):
            self.hide_zoom()
            return
        rect = self.card_delegate.card_rect(self.visualRect(index))
        anchor = QRect(self.viewport().mapToGlobal(rect.topLeft()), rect.size())
        self.zoom.show_card(card_id, anchor, self.zoom_avoid_rect(), why=self.why_not(index))

    def hide_zoom(self) -> None:
        self._timer.stop()
        self.zoom.hide()

    def hover_index(self, index: QModelIndex) -> None:
        """The mouse is over `index` now (invalid: over no card). Onto another card the zoom goes
        at once and the new card's follows soon after; off the cards it lingers a moment (the
        mouse may be on its way into it); back on the zoomed card it stays."""
        if index.isValid() and QPersistentModelIndex(index) == self._hover:
            return
        self._hover = QPersistentModelIndex(index)
        if self.step:  # the card under the mouse comes on top of the fan, whole
            self.viewport().update()
        if not index.isValid():
            self._timer.stop()
            self.zoom.leave_card()
            return
        if self.zoom.isVisible() and index.data(Role.CARD_ID) == self.zoom.card_id:
            self.zoom.back_on_card()
            return
        if self.zoom.isVisible():
            self._hidden_at = time.monotonic()
        self.hide_zoom()
        again = time.monotonic() - self._hidden_at < ZOOM_AGAIN_WITHIN
        self._timer.start(ZOOM_AGAIN_MS if again else ZOOM_DELAY_MS)

    def _zoom_hovered(self) -> None:
        if self._hover.isValid() and self.isVisible():
            self.zoom_index(self.model().index(self._hover.row(), 0))

    def card_index_at(self, pos: QPoint) -> QModelIndex:
        """The card drawn at `pos` (invalid: none). In a fan, the card on top: the one under
        the mouse, drawn whole, else the card whose part in view it is."""
        candidates = [self.indexAt(pos)]
        if self.step:
            if self._hover.isValid():
                candidates.insert(0, self.model().index(self._hover.row(), 0))
            before = candidates[-1].row() - 1 if candidates[-1].isValid() else -1
            if before >= 0:  # a cell's margin shows the end of the card before it
                candidates.append(self.model().index(before, 0))
        for index in candidates:
            if index.isValid() and self.card_delegate.card_rect(self.visualRect(index)).adjusted(
                0, -3, 0, 3
            ).contains(pos):
                return index
        return QModelIndex()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self.hover_index(self.card_index_at(event.position().toPoint()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide_zoom()
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = QPersistentModelIndex()
        if self.step:
            self.viewport().update()
        self._timer.stop()
        self.zoom.leave_card()  # it lingers: the mouse may be on its way into it
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.step:
            super().paintEvent(event)
            return
        # A fan: each card reaches into the next one's item, so every card in the changed part
        # is painted, in order (each on the one before), then the card under the mouse on top.
        super().paintEvent(QPaintEvent(self.viewport().rect()))
        hovered = self._hover
        if not hovered.isValid() or self.model() is None:
            return
        index = self.model().index(hovered.row(), 0)
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        option.state |= QStyle.StateFlag.State_MouseOver
        if self.selectionModel() is not None and self.selectionModel().isSelected(index):
            option.state |= QStyle.StateFlag.State_Selected
        painter = QPainter(self.viewport())
        self.card_delegate.paint(painter, option, index)
        painter.end()

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        super().selectionChanged(selected, deselected)
        if self.step:  # a card's frame reaches beyond its item
            self.viewport().update()

    def hideEvent(self, event: QHideEvent) -> None:
        self.hide_zoom()
        super().hideEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.hide_zoom()
        if not self.isWrapping():
            # One row of cards: the wheel scrolls it sideways.
            delta = event.angleDelta()
            step = delta.y() or delta.x()
            bar = self.horizontalScrollBar()
            bar.setValue(bar.value() - step)
            event.accept()
            return
        super().wheelEvent(event)

    # -- keys -------------------------------------------------------------------------------------
    def shows_focus(self) -> bool:
        """Is the focus mark drawn on the current card (the focus came from the keys)?"""
        return self.key_focus and self.hasFocus()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.key_focus = from_keys(event)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.key_focus = False
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.key_focus:
            self.key_focus = True  # a key pressed here: the mark shows where the keys act
            self.viewport().update()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.hide_zoom()
            self.clicked.emit(self.currentIndex())  # as a click on it: the window routes it
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space:
            if self.zoom.isVisible():
                self.hide_zoom()
            else:
                index = self.currentIndex()
                if not index.isValid() and self.model() is not None and self.model().rowCount():
                    index = self.model().index(0, 0)
                    self.setCurrentIndex(index)
                self.zoom_index(index)
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self.zoom.isVisible():
            self.hide_zoom()
            event.accept()
            return
        super().keyPressEvent(event)
        if self.zoom.isVisible() and self.currentIndex().isValid():
            self.zoom_index(self.currentIndex())

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            return True  # the zoom replaces the text tooltip
        return super().viewportEvent(event)
