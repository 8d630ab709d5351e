"""Cards chosen by their faces: the setup "keep 4 of 8" and every card picked from several.

`CardChoice` shows the cards of the open decision of the seat at the screen as drawn card faces
(``card_painter.paint_card``, as the hand and the display draw them), named in words (the card's
name; its tooltip text is the card's text, never shown as a tooltip: the zoom shows the words).
A click selects a card (a green frame and a "chosen" badge under the card, which keeps its
size); nothing is applied until the player presses the confirm button (or Enter anywhere in
the choice once the choice is whole), which says what it will do ("Keep Lion", "Take Lion from
folder 2"; "Keep these 4 cards" once exactly 4 of the 8 are picked). The confirm button sits
above the cards, outside their scroll area, so it is always in view. Resting the mouse on a card
(or Space on the focused card) shows the large zoom of `card_views.CardZoom`.

    CardChoice(session)                  the widget (the decision panel makes and owns it)
    CardChoice.applies_to(decision, game) -> bool   may this decision be chosen by faces?
    CardChoice.show_decision(decision)   show the cards of this (open, at-the-screen) decision
    CardChoice.clear()                   show nothing (done when the session's handover fires)
    CardChoice.chosen(object)            a confirmed choice: one option of the decision
    CardChoice.faces -> dict[card id, CardFace]   each face has the property "card"
    CardChoice.confirm_button            objectName "keep_confirm" (keep N) / "card_confirm"
    CardChoice.selected_cards -> tuple[str, ...]  sorted ids of the selected cards

Privacy: only the open decision of the seat at the screen (`session.table_decision`) is ever
shown, and the widget is emptied as soon as the session asks for a handover.
"""

from __future__ import annotations

import html
import math
import time

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFocusEvent,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    Choice,
    Decision,
    Game,
    KeepCards,
    Skip,
)
from ...session import GameSession
from .. import theme
from ..words.choice_words import choice_text
from .card_painter import CARD_RATIO, card_font, paint_card
from .card_text_cache import text_of
from .card_views import (
    ZOOM_AGAIN_MS,
    ZOOM_AGAIN_WITHIN,
    ZOOM_DELAY_MS,
    CardZoom,
    shadow_colour,
    with_alpha,
)

# Sizes in px at zoom 1 (`theme.px` zooms them).
MIN_WIDTH = 84  # narrower faces in a grid are hard to read: one scrolling row instead
ROW_MIN_WIDTH = 64  # the smallest face of that row (hover or Space zooms it)
MAX_WIDTH = 150
COMPACT_BELOW = 104  # a face narrower than this is drawn compact (as in the card lists)
SPACING = 8
PAD = 4  # around the card inside its face: the selection frame is drawn there
BADGE_STRIP = 16  # under every card: the "chosen" badge of a picked card, hiding nothing
HEADER_SHARE = 0.2  # the top of a card with its cost, icons and name: never covered
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def header_rect(card: QRect) -> QRect:
    """The header of a card drawn in `card`: cost, icons, type and name."""
    return QRect(card.left(), card.top(), card.width(), round(card.height() * HEADER_SHARE))


def card_of(option: Choice) -> str | None:
    """The card id an option is about (None: not about one card)."""
    card = getattr(option, "card", None)
    return card if isinstance(card, str) else None


def card_options(decision: Decision | None, game: Game) -> dict[str, Choice] | None:
    """The options of a single-pick card decision by card (Skip left out), or None when the
    decision is not one: every other option must name a distinct, known card."""
    if decision is None:
        return None
    found: dict[str, Choice] = {}
    for option in decision.options:
        if isinstance(option, Skip):
            continue
        card = card_of(option)
        if card is None or card not in game.cards or card in found:
            return None
        found[card] = option
    return found or None


def keep_cards(decision: Decision | None, game: Game) -> tuple[tuple[str, ...], int] | None:
    """The dealt cards and how many to keep, for a KeepCards decision (else None)."""
    if decision is None or not decision.options:
        return None
    if not all(isinstance(o, KeepCards) for o in decision.options):
        return None
    cards = tuple(
        sorted({c for o in decision.options if isinstance(o, KeepCards) for c in o.cards})
    )
    if not all(c in game.cards for c in cards):
        return None
    first = decision.options[0]
    return cards, len(first.cards) if isinstance(first, KeepCards) else 4


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
    ) -> None:
        super().__init__(name, chooser.cards)
        self.chooser = chooser
        self.card = card
        self.what = what  # what picking it does, in words (the zoom shows it)
        self.setProperty("card", card)
        self.setObjectName(f"{prefix}_{card}")
        self.setToolTip(tooltip)
        self.setAccessibleName(name)
        self.setAccessibleDescription(tooltip)
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
            round(self.face_width * CARD_RATIO) + 2 * pad + theme.px(BADGE_STRIP),
        )

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_rect(self) -> QRect:
        pad = theme.px(PAD)
        return QRect(pad, pad, self.face_width, round(self.face_width * CARD_RATIO))

    def header_rect(self) -> QRect:
        return header_rect(self.card_rect())

    def badge_rect(self) -> QRect:
        """Where the "chosen" badge goes: centred in the strip under the card."""
        card = self.card_rect()
        height = theme.px(BADGE_STRIP - 2)
        width = min(card.width(), self.badge_width(height))
        top = card.bottom() + theme.px(PAD) + 1
        return QRect(card.center().x() - width // 2, top, width, height)

    def badge_text(self) -> str:
        return self.chooser.tr("chosen")

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
                compact=self.face_width < theme.px(COMPACT_BELOW),
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
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focusNextChild()
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focusPreviousChild()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.accept()  # Space zooms: no toggle on its release
            return
        super().keyReleaseEvent(event)


class CardChoice(QWidget):
    """The cards of the open decision as faces, with a confirm button above them."""

    chosen = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.decision: Decision | None = None
        self.keep = 0  # >0: pick exactly this many (KeepCards); 0: pick one
        self.options: dict[str, Choice] = {}
        self.faces: dict[str, CardFace] = {}
        self.group: QButtonGroup | None = None
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("card_confirm")
        self.confirm_button.setEnabled(False)
        self.confirm_button.clicked.connect(self.confirm)
        self.hint = QLabel()
        self.hint.setObjectName("card_hint")
        self.hint.setWordWrap(False)
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.confirm_button)
        top.addWidget(self.hint, 1)
        self.cards = QWidget()
        self.grid = QGridLayout(self.cards)
        self.grid.setSpacing(theme.px(SPACING))
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        # Not `self.scroll`: that would hide QWidget.scroll(dx, dy).
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("card_scroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.cards)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)

        self.scroll_area.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._layout = layout
        layout.addLayout(top)
        layout.addWidget(self.scroll_area, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.zoom = CardZoom(session, self)
        self._hovered: CardFace | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ZOOM_DELAY_MS)
        self._timer.timeout.connect(self._zoom_hovered)
        self._hidden_at = -1.0  # when the zoom was last hidden by leaving its card
        self._layout_key: tuple[int, int] = (0, 0)
        self.apply_look()
        theme.manager().changed.connect(self.apply_look)
        session.handover_needed.connect(lambda _seat: self.clear())

    def apply_look(self) -> None:
        """The theme's sizes, again after a change of variant or zoom; the faces redraw (their
        pixmaps key on the theme) and take the new size."""
        margin = theme.px(2)
        self.grid.setContentsMargins(margin, margin, margin, margin)
        self.grid.setSpacing(theme.px(SPACING))
        self.scroll_area.setMinimumHeight(theme.px(60))
        self._layout.setSpacing(theme.space(1))
        if self.faces:
            self.relayout(force=True)

    # -- which decisions ---------------------------------------------------------------------------
    @staticmethod
    def applies_to(decision: Decision | None, game: Game) -> bool:
        """Every option is about a card (Skip aside), one option per card, or it is the setup
        keep."""
        return keep_cards(decision, game) is not None or card_options(decision, game) is not None

    # -- showing -----------------------------------------------------------------------------------
    def clear(self) -> None:
        """Show no card (the screen is about to change hands, or nothing is asked)."""
        self.hide_zoom()
        self._hovered = None
        for face in self.faces.values():
            face.setParent(None)
            face.deleteLater()
        self.faces = {}
        self.options = {}
        self.decision = None
        self.keep = 0
        if self.group is not None:
            self.group.deleteLater()
            self.group = None
        self.confirm_button.setText("")
        self.confirm_button.setEnabled(False)
        self.hint.setText("")
        self._layout_key = (0, 0)

    def show_decision(self, decision: Decision | None) -> bool:
        """Show the cards of `decision` if it is the open decision at the screen and chosen by
        faces; returns whether it is shown."""
        self.clear()
        session = self.session
        if decision is None or decision != session.table_decision or session.covered:
            return False
        game = session.game
        keep = keep_cards(decision, game)
        options = card_options(decision, game)
        if keep is not None:
            cards, self.keep = keep
            self.confirm_button.setObjectName("keep_confirm")
        elif options is not None:
            cards = tuple(options)
            self.options = options
            self.confirm_button.setObjectName("card_confirm")
            self.group = QButtonGroup(self)
            self.group.setExclusive(True)
        else:
            return False
        self.decision = decision
        db = game.cards
        for card in cards:
            name = db.get(card).name
            what = choice_text(self.options[card], game, decision) if self.options else name
            text = text_of(db, card, session.view.is_solo)
            tip = f"<b>{html.escape(what)}</b><br>{html.escape(text)}"
            face = CardFace(self, card, name, tip, "keep" if self.keep else "card", what)
            face.toggled.connect(self.changed)
            if self.group is not None:
                self.group.addButton(face)
            self.faces[card] = face
        optional = any(isinstance(o, Skip) for o in decision.options)
        if self.options and len(self.faces) == 1 and not optional:
            # One card and no way around it: nothing to pick between; one click on the button
            # applies it. A choice that may be skipped starts with nothing chosen.
            next(iter(self.faces.values())).setChecked(True)
        self.relayout(force=True)
        self.changed()
        return True

    # -- picking -----------------------------------------------------------------------------------
    @property
    def selected_cards(self) -> tuple[str, ...]:
        return tuple(sorted(c for c, f in self.faces.items() if f.isChecked()))

    def may_select(self, face: CardFace) -> bool:
        """May this (unselected) face be selected by a click now?"""
        if not self.keep:
            return True
        return len(self.selected_cards) < self.keep

    def refused(self) -> None:
        self.hint.setText(self.tr("Only %1: unselect one first.").replace("%1", str(self.keep)))

    def selected_choice(self) -> Choice | None:
        """The choice the confirm button would apply now (None: not yet)."""
        chosen = self.selected_cards
        if self.keep:
            return KeepCards(chosen) if len(chosen) == self.keep else None
        if len(chosen) == 1:
            return self.options.get(chosen[0])
        return None

    def changed(self, _checked: bool = False) -> None:
        chosen = self.selected_cards
        game = self.session.game
        if self.keep:
            self.confirm_button.setText(
                self.tr("Keep these %1 cards").replace("%1", str(self.keep))
            )
            self.confirm_button.setEnabled(len(chosen) == self.keep)
            left = self.keep - len(chosen)
            if left > 0:
                self.hint.setText(
                    self.tr("%1 of %2 chosen")
                    .replace("%1", str(len(chosen)))
                    .replace("%2", str(self.keep))
                )
            else:
                self.hint.setText(self.tr("click one again to put it back"))
        else:
            choice = self.selected_choice()
            if choice is None:
                self.confirm_button.setText(self.tr("Click a card to choose it"))
                self.confirm_button.setEnabled(False)
                self.hint.setText("")
            else:
                self.confirm_button.setText(
                    choice_text(choice, game, self.decision).replace("&", "&&")
                )
                self.confirm_button.setEnabled(True)
                self.hint.setText("")
        for face in self.faces.values():
            face.update()

    def confirm_ready(self) -> bool:
        """Would the confirm button apply a whole answer now (and is the choice shown)?"""
        return (
            self.decision is not None
            and self.isVisible()
            and self.confirm_button.isEnabled()
            and self.selected_choice() is not None
        )

    def confirm(self) -> None:
        """The confirm button: apply what is selected, if it is a whole answer."""
        choice = self.selected_choice()
        decision = self.decision
        if choice is None or decision is None or decision != self.session.table_decision:
            return
        self.hide_zoom()
        self.chosen.emit(choice)

    # -- keys --------------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in ENTER_KEYS
            and self.confirm_ready()
        ):
            # Enter anywhere inside the choice confirms it (keyPressEvent), whatever has focus.
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER_KEYS and self.confirm_ready():
            self.confirm()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- layout ------------------------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:  # type: ignore[no-untyped-def]
        if watched is self.scroll_area.viewport():
            if event.type() == event.Type.Resize:
                self.relayout()
            elif (
                event.type() == event.Type.Wheel
                and self.scroll_area.verticalScrollBar().maximum() == 0
            ):
                # One row of cards: the wheel scrolls it sideways.
                self.hide_zoom()
                delta = event.angleDelta()
                bar = self.scroll_area.horizontalScrollBar()
                bar.setValue(bar.value() - (delta.y() or delta.x()))
                return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def fit(self, count: int, width: int, height: int) -> tuple[int, int]:
        """Card width and columns that show all `count` cards in width×height; when they cannot
        all be shown at a readable size, one row as high as there is room for, scrolled
        sideways."""
        spacing, pad, strip, edge = (
            theme.px(SPACING),
            theme.px(PAD),
            theme.px(BADGE_STRIP),
            theme.px(4),
        )
        widest = theme.px(MAX_WIDTH)
        best, best_cols = 0.0, 1
        for cols in range(1, count + 1):
            rows = math.ceil(count / cols)
            by_width = (width - edge - spacing * (cols - 1)) / cols - 2 * pad
            by_height = (
                (height - edge - spacing * (rows - 1)) / rows - 2 * pad - strip
            ) / CARD_RATIO
            size = min(by_width, by_height, widest)
            if size > best:
                best, best_cols = size, cols
        if best >= theme.px(MIN_WIDTH):
            return int(best), best_cols
        bar = self.scroll_area.horizontalScrollBar().sizeHint().height()
        row = ((height - edge - bar) - 2 * pad - strip) / CARD_RATIO
        return int(max(theme.px(ROW_MIN_WIDTH), min(row, widest))), count

    def relayout(self, force: bool = False) -> None:
        faces = list(self.faces.values())
        if not faces:
            return
        size = self.scroll_area.size()
        width, cols = self.fit(len(faces), size.width(), size.height())
        key = (width, cols)
        if key == self._layout_key and not force:
            return
        self._layout_key = key
        for face in faces:
            self.grid.removeWidget(face)
        for i, face in enumerate(faces):
            face.set_face_width(width)
            self.grid.addWidget(face, i // cols, i % cols)
            face.show()

    # -- zoom --------------------------------------------------------------------------------------
    def hover(self, face: CardFace) -> None:
        """The mouse entered `face`: its zoom after a rest (soon, right after another zoom)."""
        if self.zoom.isVisible() and self.zoom.card_id != face.card:
            self._hidden_at = time.monotonic()
            self.hide_zoom()
        self._hovered = face
        if not self.zoom.isVisible():
            again = time.monotonic() - self._hidden_at < ZOOM_AGAIN_WITHIN
            self._timer.start(ZOOM_AGAIN_MS if again else ZOOM_DELAY_MS)

    def unhover(self, face: CardFace) -> None:
        """The mouse left `face`: its zoom goes at once."""
        if self._hovered is face:
            self._hovered = None
            if self.zoom.isVisible():
                self._hidden_at = time.monotonic()
            self.hide_zoom()

    def _zoom_hovered(self) -> None:
        face = self._hovered
        if face is not None and face.isVisible() and face.card in self.faces:
            self.zoom_face(face)

    def visible_cards_rect(self) -> QRect:
        """The cards' visible area on the screen (global)."""
        viewport = self.scroll_area.viewport()
        return QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())

    def zoom_avoid_rect(self) -> QRect:
        """What the zoom keeps off (global): the whole choice, its confirm button and cards."""
        return QRect(self.mapToGlobal(QPoint(0, 0)), self.size())

    def zoom_face(self, face: CardFace) -> None:
        rect = face.card_rect()
        self.zoom.show_card(
            face.card,
            QRect(face.mapToGlobal(rect.topLeft()), rect.size()),
            self.zoom_avoid_rect(),
            note=face.what,
        )

    def hide_zoom(self) -> None:
        self._timer.stop()
        self.zoom.hide()

    def hideEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.hide_zoom()
        super().hideEvent(event)
