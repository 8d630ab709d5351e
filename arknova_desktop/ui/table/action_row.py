"""The five action cards of the player at the screen, used with one click (or keys 1–5).

Each card is drawn as a card: its icon, action and side, its strength as a big number (the slot
plus the X-tokens set on it), those X-tokens as pieces, and what it would do now ("draw 2 cards —
or snap") in small type. A small −/+ on the card sets the X-tokens to add before starting it; a
card that can only be used for the X-token action says so and why (from `game.explain`). Its
state reads at a glance: usable (a legal-coloured outline), X-token only (the occupied colour),
not usable now (veiled), under the mouse or with the keyboard focus (the focus outline).

Keys on a card with the focus: Enter uses it, + and − (or ↑ and ↓) set its X-tokens, X takes
its X-token action, ← and → go to the card beside it.

While another step of the player's turn is open, a card that step can choose is lit and says
what a click does (`table_choices`): the card to upgrade (a bonus, conservation space 2), to
move to slot 1 (Clever), to put a token on, to use again (an extra action), and the Sponsors
card while its action may instead take the break money, the Animals card while its side II may
take reputation first. Its click is `card_clicked` as usual;
the main window answers with the option the card stands for.

When the order of the cards changes (the used card goes to slot 1, the others shift right), each
card slides from where it was drawn to its new slot, for a computer's move too when the row shows
its seat. The row lays its cards out itself (five equal shares of its width, one fixed height):
a sliding card is the slot's own widget, drawn away from its slot until it lands."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPaintDevice,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QTextLayout,
)
from PySide6.QtWidgets import QSizePolicy, QToolButton, QWidget

from ...engine import (
    ActionCardUse,
    Choice,
    Decision,
    DecisionKind,
    Explanation,
    RepeatAction,
    SponsorBreak,
    TakeReputation,
    TakeXToken,
    Unusable,
    card_strength,
)
from ...session import GameSession
from .. import pieces, theme
from ..focus import from_keys
from ..icons import paint_icon
from ..motion import NORMAL, SLOW, motion
from ..words.choice_words import option_texts
from ..words.explain_words import preview_text, reasons_text
from ..words.names import action_name, action_side_name, side_name

PREVIEW_LINES = 3
LARGE_TEXT = 1.6  # a text size above this gets one more line of preview
# The action's name and the preview's words: the first size of these that holds them.
NAME_ROLES = ("label", "body", "small", "caption")
NAME_LEAST = 0.85  # the smallest an action's name is set: this much of the caption size
PREVIEW_ROLES = ("small", "caption")
# Lengths in px at zoom 1 (the 1280×800 design size); the theme zooms them.
MIN_WIDTH = 140  # "strength 5" with its − X-tokens + and the X-token button
HINT_WIDTH = 170
CARD_HEIGHT = 114
SPONSORS = "sponsors"  # the card whose action may take the break money instead
ANIMALS = "animals"  # the card whose side II may take reputation before playing
GAP = 6  # between two cards
PAD = 7  # inside a card, around its contents
ICON = 20
HEADER = 24  # the icon, the name and the big number
X_ROW = 18  # − X-tokens +
BOTTOM_ROW = 16  # the line under the preview (why not, the side's words)
X_PIECE = 13
SHADOW = 2.0
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
X_KEYS = (Qt.Key.Key_X,)

ACTION_ICONS = {
    "animals": "predator",
    "build": "enclosure",
    "cards": "card",
    "sponsors": "sponsor",
    "association": "worker",
}


class CardText:
    """Words a card draws (the painter reads them; the tooltip and tests too)."""

    def __init__(self) -> None:
        self._text = ""

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # the QLabel name it stands in for
        self._text = text


def preview_lines() -> int:
    """The most lines a preview is given before its words take a smaller size: one more with
    large text, where a card holds fewer words a line."""
    return PREVIEW_LINES + (1 if theme.text_scale() > LARGE_TEXT else 0)


def most_lines() -> int:
    """The most lines the row gives a preview: with large text one more than `preview_lines`
    (the hand below keeps its cards, the table above gives the room); at 100 % as designed."""
    return preview_lines() + (1 if theme.text_scale() > 1 else 0)


def preview_fonts() -> list[QFont]:
    """The preview's sizes, the first that holds its words is drawn: the scale's small, then
    its caption; with large text then the caption smaller still (NAME_LEAST of it), never
    smaller than the small size at 100 % text."""
    fonts = [theme.font(role) for role in PREVIEW_ROLES]
    caption = fonts[-1].pointSizeF()
    least = max(caption * NAME_LEAST, fonts[0].pointSizeF() / max(1.0, theme.text_scale()))
    if least < caption - 0.01:
        smaller = QFont(fonts[-1])
        smaller.setPointSizeF(least)
        fonts.append(smaller)
    return fonts


def least_lines() -> int:
    """The preview's lines when no card needs more: as many as fit the height three lines
    take at 100 % text (at 150 % two: the row is no taller than its words need)."""
    return max(1, int(PREVIEW_LINES / theme.text_scale() + 1e-6))


def card_height(lines: int | None = None) -> int:
    """A card's height: the designed one, with its rows of words grown by the text size (the
    header, the X-token row, the bottom line) and the preview's `lines` as its font has them
    (by default the most a preview takes before a smaller size)."""
    grown = theme.text_size(HEADER + X_ROW + BOTTOM_ROW) - theme.size(HEADER + X_ROW + BOTTOM_ROW)
    line = QFontMetrics(theme.font("small")).lineSpacing()
    if lines is None:
        preview = max(0.0, preview_lines() * line - PREVIEW_LINES * line / theme.text_scale())
    else:
        preview = lines * line - PREVIEW_LINES * line / theme.text_scale()
    return round(theme.px(CARD_HEIGHT) + grown + preview)


def wrapped_lines(
    text: str, font: QFont, width: float, most: int, device: QWidget | None = None
) -> list[str]:
    """`text` broken into lines of at most `width`, at most `most` of them; the last one ends
    in "…" when the text goes on."""
    layout = QTextLayout(text, font, device)
    layout.beginLayout()
    lines: list[tuple[int, int]] = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append((line.textStart(), line.textLength()))
    layout.endLayout()
    shown = [text[start : start + length].rstrip() for start, length in lines[:most]]
    if len(lines) > most and shown:
        metrics = QFontMetrics(font, device) if device is not None else QFontMetrics(font)
        rest = text[lines[most - 1][0] :].strip()
        shown[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, int(width))
    return shown


class ActionCardWidget(QWidget):
    """One action card: click to start it with the X-tokens shown."""

    clicked = Signal(int)  # slot 0..4

    def __init__(self, slot: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.setObjectName("action_card")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key_focus = False  # the focus came from the keys: its mark is drawn (ui/focus.py)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # What the card shows (set by the row).
        self.title = CardText()  # "2  Build II": the tooltip's and tests' words
        self.strength = CardText()  # "strength 3 (+1 X)"
        self.preview = CardText()
        self.tokens = CardText()  # multiplier, venom, constriction
        self.x_label = CardText()  # "X 1"
        self.action = ""
        self.action_words = ""
        self.side_words = ""
        self.upgraded = False
        self.number = 0  # the strength with the X-tokens set
        self.usable = False
        self.x_only = False
        self.offset = 0.0  # px: where the card is drawn away from its slot (while it slides)
        self.lines = preview_lines()  # the preview's lines, as the row gives them (see fit_lines)
        self._kept: tuple[tuple[object, ...], QPixmap] | None = None  # (picture, as drawn)
        self.minus = QToolButton(self)
        self.minus.setText("−")
        self.minus.setObjectName("x_minus")
        self.minus.setToolTip(self.tr("One X-token less"))
        self.plus = QToolButton(self)
        self.plus.setText("+")
        self.plus.setObjectName("x_plus")
        self.plus.setToolTip(self.tr("Add an X-token: +1 strength"))
        self.x_action = QToolButton(self)
        self.x_action.setText(self.tr("X-token"))
        self.x_action.setObjectName("x_token_action")
        self.x_action.setToolTip(
            self.tr("X-token action: this card moves to slot 1 and you gain 1 X-token")
        )
        for part in (self.minus, self.plus, self.x_action):
            part.setCursor(Qt.CursorShape.PointingHandCursor)
            part.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.x_tokens = 0
        self.max_x = 0
        self.minus.clicked.connect(lambda: self.set_x(self.x_tokens - 1))
        self.plus.clicked.connect(lambda: self.set_x(self.x_tokens + 1))
        self.on_x_changed: Callable[[], None] = lambda: None
        self.apply_theme()

    # -- the theme ------------------------------------------------------------------------------
    def apply_theme(self) -> None:
        """Sizes and the small buttons' look from the theme (again after it changed)."""
        palette = theme.colors()
        sheet = (
            "QToolButton {"
            f" background: {palette.css('paper')}; color: {palette.css('ink')};"
            f" border: {theme.px(1)}px solid {palette.css('paper_line')};"
            f" border-radius: {theme.px(3)}px; padding: 0px {theme.px(4)}px;"
            f" {theme.font_css('small', bold=True)} }}"
            f" QToolButton:hover {{ border-color: {palette.css('focus')}; }}"
            f" QToolButton:pressed {{ background: {palette.css('track_fill')}; }}"
            f" QToolButton:disabled {{ color: {palette.css('grid_line')};"
            f" border-color: {palette.css('grid_line')}; }}"
        )
        for part in (self.minus, self.plus, self.x_action):
            part.setStyleSheet(sheet)
        self.setMinimumWidth(theme.px(MIN_WIDTH))
        self.arrange()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(HINT_WIDTH), card_height(self.lines))

    def minimumSizeHint(self) -> QSize:
        return QSize(theme.px(MIN_WIDTH), card_height(self.lines))

    # -- geometry -------------------------------------------------------------------------------
    def body(self) -> QRectF:
        """The card itself (the widget less room for its outline and its shadow)."""
        edge = theme.line("focus") / 2 + 0.5
        return QRectF(self.rect()).adjusted(edge, edge, -edge, -edge - theme.size(SHADOW))

    def parts(self) -> dict[str, QRectF]:
        """Where each part of the card is drawn."""
        body = self.body()
        pad = theme.size(PAD)
        left, right = body.left() + pad, body.right() - pad
        top = body.top() + pad - theme.size(2)
        header = QRectF(left, top, right - left, theme.text_size(HEADER))
        x_row = QRectF(left, header.bottom() + theme.size(2), right - left, theme.text_size(X_ROW))
        line = QFontMetrics(theme.font("small")).lineSpacing()
        preview = QRectF(left, x_row.bottom() + theme.size(2), right - left, self.lines * line)
        bottom = QRectF(left, preview.bottom() + theme.size(1), right - left, 0)
        bottom.setBottom(body.bottom() - theme.size(3))
        icon = QRectF(0, 0, theme.size(ICON), theme.size(ICON))
        icon.moveCenter(QPointF(left + icon.width() / 2, header.center().y()))
        # The number's badge: as designed, or wide enough for the digit at a large text size.
        digit = QFontMetrics(theme.font("heading", bold=True)).horizontalAdvance("5")
        wide = max(theme.size(HEADER) * 1.15, digit + theme.size(8))
        number = QRectF(right - wide, header.top(), wide, 0)
        number.setBottom(header.bottom())
        return {
            "header": header,
            "icon": icon,
            "number": number,
            "x_row": x_row,
            "preview": preview,
            "bottom": bottom,
        }

    def arrange(self) -> None:
        """Put the small buttons where the card draws room for them."""
        parts = self.parts()
        x_row, bottom = parts["x_row"], parts["bottom"]
        side = round(x_row.height())
        self.minus.setGeometry(round(x_row.left()), round(x_row.top()), side, side)
        self.plus.setGeometry(self._plus_left(x_row), round(x_row.top()), side, side)
        width = max(self.x_action.sizeHint().width(), side)
        height = max(1, min(round(bottom.height()), side))
        self.x_action.setGeometry(
            round(bottom.right()) - width,
            round(bottom.bottom()) - height,
            width,
            height,
        )

    def _x_pieces(self, x_row: QRectF) -> list[QRectF]:
        """The X-token places between − and + (one per X-token the player could add)."""
        side = theme.size(X_PIECE)
        gap = theme.size(2)
        start = x_row.left() + x_row.height() + gap * 2
        places = []
        for i in range(self.max_x):
            rect = QRectF(start + i * (side + gap), 0, side, side)
            rect.moveCenter(QPointF(rect.center().x(), x_row.center().y()))
            places.append(rect)
        return places

    def _plus_left(self, x_row: QRectF) -> int:
        places = self._x_pieces(x_row)
        after = places[-1].right() if places else x_row.left() + x_row.height() + theme.size(2)
        return round(after + theme.size(4))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.arrange()
        super().resizeEvent(event)

    # -- state ----------------------------------------------------------------------------------
    def set_x(self, value: int) -> None:
        value = max(0, min(self.max_x, value))
        if value != self.x_tokens:
            self.x_tokens = value
            self.on_x_changed()

    @property
    def hovered(self) -> bool:
        """Under the mouse now (asked at paint time: a sliding card moves under a still mouse)."""
        return self.rect().contains(self.mapFromGlobal(QCursor.pos()))

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.EnabledChange:
            self.update()
        super().changeEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.isEnabled():
            self.clicked.emit(self.slot)
        super().mouseReleaseEvent(event)

    # -- keys -----------------------------------------------------------------------------------
    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.key_focus = from_keys(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.key_focus = False
        self.update()

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (event.key() in ENTER_KEYS or event.key() in X_KEYS)
        ):
            event.accept()  # Enter uses this card (keyPressEvent), not the window's Enter
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not self.key_focus:
            self.key_focus = True  # a key pressed here: the mark shows where the keys act
            self.update()
        if key in ENTER_KEYS:
            self.clicked.emit(self.slot)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
            self.set_x(self.x_tokens + 1)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
            self.set_x(self.x_tokens - 1)
        elif key in X_KEYS:
            if self.x_action.isVisible() and self.x_action.isEnabled():
                self.x_action.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_focus(-1 if key == Qt.Key.Key_Left else 1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def step_focus(self, step: int) -> None:
        """To the next usable card that way along the row (the row's cards are its siblings)."""
        row = self.parentWidget()
        cards = [c for c in getattr(row, "cards", ()) if c.isEnabled()]
        if self in cards and len(cards) > 1:
            index = (cards.index(self) + step) % len(cards)
            cards[index].setFocus(Qt.FocusReason.TabFocusReason)

    # -- drawing --------------------------------------------------------------------------------
    def shows_focus(self) -> bool:
        return self.key_focus and self.hasFocus()

    def outline(self) -> tuple[QColor, float]:
        """The outline's colour and width: what the card's state says."""
        palette = theme.colors()
        if self.isEnabled() and (self.hovered or self.shows_focus()):
            return palette.focus, theme.line("focus")
        if self.usable:
            return palette.legal, theme.line("strong")
        if self.x_only:
            return palette.occupied, theme.line("strong")
        return palette.paper_line, theme.line("hair")

    def picture(self) -> tuple[object, ...]:
        """Everything the card's own paint draws from: a card whose picture is the same is
        copied from the one kept, not drawn anew (the cover lifted, a repaint of the row)."""
        return (
            self.size(),
            self.devicePixelRatioF(),
            theme.generation(),
            self.action,
            self.action_words,
            self.side_words,
            self.upgraded,
            self.number,
            self.usable,
            self.x_only,
            self.max_x,
            self.x_tokens,
            self.lines,
            self.preview.text(),
            self.tokens.text(),
            self.x_action.isVisible(),
            self.x_action.width(),
            self.isEnabled(),
            self.isEnabled() and self.hovered,
            self.shows_focus(),
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        picture = self.picture()
        if self._kept is None or self._kept[0] != picture:
            ratio = self.devicePixelRatioF()
            kept = QPixmap(self.size() * ratio)
            kept.setDevicePixelRatio(ratio)
            kept.fill(Qt.GlobalColor.transparent)
            self._paint_card(kept)
            self._kept = (picture, kept)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._kept[1])
        painter.end()

    def _paint_card(self, device: QPaintDevice) -> None:
        palette = theme.colors()
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        body = self.body()
        rounding = theme.radius("card")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.shadow)
        painter.drawRoundedRect(body.translated(0, theme.size(SHADOW)), rounding, rounding)
        painter.setBrush(palette.paper)
        painter.drawRoundedRect(body, rounding, rounding)
        parts = self.parts()
        self._paint_header(painter, parts)
        self._paint_x_tokens(painter, parts["x_row"])
        painter.setPen(palette.ink)
        area = parts["preview"]
        font, shown = self.preview_fit(parts)
        metrics = QFontMetrics(font, self)
        painter.setFont(font)
        y = area.top() + metrics.ascent()
        for text in shown:
            painter.drawText(QPointF(area.left(), y), text)
            y += metrics.lineSpacing()
        if self.tokens.text():
            painter.setPen(palette.bonus_ink)
            painter.setFont(theme.font("caption", bold=True))
            bottom = parts["bottom"]
            room = bottom.adjusted(
                0,
                0,
                -(self.x_action.width() + theme.size(4)) if self.x_action.isVisible() else 0,
                0,
            )
            words = painter.fontMetrics().elidedText(
                self.tokens.text(), Qt.TextElideMode.ElideRight, max(1, int(room.width()))
            )
            painter.drawText(
                room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), words
            )
        if not self.isEnabled():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.veil)
            painter.drawRoundedRect(body, rounding, rounding)
        color, width = self.outline()
        painter.setPen(QPen(color, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(body, rounding, rounding)
        painter.end()

    def bottom_used(self) -> bool:
        """Something is drawn on the line under the preview (the X-token action, the tokens);
        without it, the preview may take that line too."""
        return bool(self.tokens.text()) or not self.x_action.isHidden()

    def preview_room(self, parts: dict[str, QRectF] | None = None) -> float:
        """The preview's height in px: its lines, and the bottom line when nothing is there."""
        parts = parts or self.parts()
        area = parts["preview"]
        end = area.bottom() if self.bottom_used() else parts["bottom"].bottom()
        return min(end, self.body().bottom() - theme.size(2)) - area.top()

    def preview_fit(self, parts: dict[str, QRectF] | None = None) -> tuple[QFont, list[str]]:
        """The preview's font and its lines as drawn: whole lines only, as many as the card has
        room for; a text longer than that is set a size smaller (large text on a narrow card)
        and only then ends in "…" (the tooltip has all of it), never in a line cut through its
        letters."""
        parts = parts or self.parts()
        width, height = parts["preview"].width(), self.preview_room(parts)
        text = self.preview.text()
        for font in preview_fonts():
            fits = max(1, int(height // QFontMetrics(font, self).lineSpacing()))
            if len(wrapped_lines(text, font, width, fits + 1, self)) <= fits:
                break
        return font, wrapped_lines(text, font, width, fits, self)

    def preview_whole(self) -> bool:
        """The preview's words are all drawn (none cut off with "…")."""
        parts = self.parts()
        font, shown = self.preview_fit(parts)
        every = wrapped_lines(self.preview.text(), font, parts["preview"].width(), 1000, self)
        return shown == every

    def _paint_header(self, painter: QPainter, parts: dict[str, QRectF]) -> None:
        palette = theme.colors()
        icon, header, number = parts["icon"], parts["header"], parts["number"]
        name_font, left, room = self.name_fit(parts)
        if self.action and left > icon.right():
            paint_icon(painter, icon, ACTION_ICONS.get(self.action, self.action))
        # The big number: the strength, on a badge of the card's state.
        badge = QRectF(number)
        if self.usable:
            fill, ink = palette.legal, palette.text_on_accent
        elif self.x_only:
            fill, ink = palette.occupied, palette.ink
        else:
            fill, ink = palette.track_fill, palette.ink
        painter.setPen(QPen(QColor(fill).darker(125), theme.line("hair")))
        painter.setBrush(fill)
        painter.drawRoundedRect(badge, theme.radius("small") * 1.5, theme.radius("small") * 1.5)
        painter.setPen(ink)
        painter.setFont(theme.font("heading", bold=True))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(self.number))
        # The action's name, as much as fits before the number (see name_fit).
        painter.setFont(name_font)
        painter.setPen(palette.ink)
        name = QFontMetricsF(name_font, self).elidedText(
            self.action_words, Qt.TextElideMode.ElideRight, room
        )
        painter.drawText(
            QRectF(left, header.top(), room, header.height()),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            name,
        )
        # Its side, below the number: II on a gold pill.
        side_font = theme.font("caption", bold=True)
        side_metrics = QFontMetrics(side_font)
        x_row = parts["x_row"]
        pill = QRectF(0, 0, side_metrics.horizontalAdvance(self.side_words) + theme.size(10), 0)
        pill.setHeight(min(x_row.height(), side_metrics.height() + theme.size(3)))
        pill.moveCenter(QPointF(badge.center().x(), x_row.center().y()))
        if pill.right() > x_row.right():
            pill.moveRight(x_row.right())
        if self.upgraded:
            painter.setPen(QPen(palette.gold_ink, theme.line("hair")))
            painter.setBrush(palette.gold)
        else:
            painter.setPen(QPen(palette.paper_line, theme.line("hair")))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setFont(side_font)
        painter.setPen(palette.gold_ink if self.upgraded else palette.ink_soft)
        painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), self.side_words)

    def name_fit(self, parts: dict[str, QRectF] | None = None) -> tuple[QFont, float, float]:
        """The action's name in the header: its font, where it starts and its room before the
        number. Large text on a narrow card takes a smaller size of the scale, then the name's
        room without the icon (the name says what the icon shows: "Patrocinadores" at 150 % on
        a 1280 wide window), then the smallest size made smaller still, down to NAME_LEAST of
        it, and only then a "…"."""
        parts = parts or self.parts()
        icon, header, number = parts["icon"], parts["header"], parts["number"]
        end = number.left() - theme.size(4)
        words = self.action_words

        def fits(font: QFont) -> bool:  # exactly, as the paint elides (and a pixel to spare)
            return QFontMetricsF(font, self).horizontalAdvance(words) + 1 <= room

        room = 1.0
        for left in (icon.right() + theme.size(5), header.left()):
            room = max(1.0, end - left)
            for role in NAME_ROLES:
                font = theme.font(role, bold=True)
                if fits(font):
                    return font, left, room
        font = theme.font(NAME_ROLES[-1], bold=True)
        need = QFontMetricsF(font, self).horizontalAdvance(words)
        size = font.pointSizeF() * max(NAME_LEAST, room / max(1, need))
        while size > font.pointSizeF() * NAME_LEAST:
            smaller = QFont(font)
            smaller.setPointSizeF(size)
            if fits(smaller):
                return smaller, left, room
            size -= 0.25
        smaller = QFont(font)
        smaller.setPointSizeF(font.pointSizeF() * NAME_LEAST)
        return smaller, left, room

    def _paint_x_tokens(self, painter: QPainter, x_row: QRectF) -> None:
        for i, place in enumerate(self._x_pieces(x_row)):
            pieces.x_token(painter, place, dim=i >= self.x_tokens)


class ActionRow(QWidget):
    """`card_clicked(action, x_tokens)` when a card is used (click or key 1–5);
    `x_token_clicked(action)` for its X-token action."""

    card_clicked = Signal(str, int)
    x_token_clicked = Signal(str)
    resized = Signal()  # a new height: its words need more or fewer lines

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seat = session.viewer
        self.explanation: Explanation | None = None
        # Another step's options that an action card stands for (by action), with their words.
        self.table_choices: dict[str, tuple[tuple[Choice, str], ...]] = {}
        # The seat and order of actions last drawn: a new order slides from it.
        self._drawn: tuple[int, tuple[str, ...]] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.cards: list[ActionCardWidget] = []
        for slot in range(5):
            card = ActionCardWidget(slot, self)
            card.clicked.connect(self._clicked)
            card.x_action.clicked.connect(lambda _=False, c=card: self._x_clicked(c.slot))
            card.on_x_changed = partial(self._update_card, card)
            self.cards.append(card)
            shortcut = QShortcut(QKeySequence(str(slot + 1)), self)
            shortcut.setWhatsThis(self.tr("Use the action card in slot %d") % (slot + 1))
            shortcut.activated.connect(lambda s=slot: self._clicked(s))
        # Every change ends with decision_changed (also a reveal): one refresh per click.
        session.decision_changed.connect(self.refresh)
        theme.manager().changed.connect(self._theme_changed)
        self.lines = preview_lines()
        self.setFixedHeight(card_height(self.lines))
        self.refresh()

    @property
    def buttons(self) -> list[ActionCardWidget]:
        return self.cards

    # -- layout: five equal shares, one fixed height -----------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(5 * theme.px(HINT_WIDTH) + 4 * theme.px(GAP), card_height(self.lines))

    def minimumSizeHint(self) -> QSize:
        return QSize(5 * theme.px(MIN_WIDTH) + 4 * theme.px(GAP), card_height(self.lines))

    def fit_lines(self) -> None:
        """The row as tall as its cards' words need: the least (three lines at 100 % text, two
        at 150 %) or more when a preview wraps to more, up to `most_lines` (a longer one takes
        a smaller size, then ends in "…"), never an empty band under short ones. Again when
        the words, the width or the text size change (`resized` tells the window)."""
        least, most = least_lines(), max(least_lines(), most_lines())
        lines = least
        for lines in range(least, most + 1):  # the fewest that show every card's words whole
            for card in self.cards:
                card.lines = lines
                card.resize(card.width(), card_height(lines))
            if all(card.preview_whole() for card in self.cards):
                break
        height = card_height(lines)
        if lines != self.lines or height != self.height():
            self.lines = lines
            self.setFixedHeight(height)
            for card in self.cards:
                self._place(card)
                card.arrange()
                card.update()
            self.updateGeometry()
            self.resized.emit()

    def slot_rect(self, slot: int) -> QRect:
        """Where the card of a slot rests."""
        gap = theme.px(GAP)
        share = (self.width() + gap) / 5
        left = round(slot * share)
        right = round((slot + 1) * share) - gap
        return QRect(left, 0, max(1, right - left), self.height())

    def _place(self, card: ActionCardWidget) -> None:
        card.setGeometry(self.slot_rect(card.slot).translated(round(card.offset), 0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        for card in self.cards:
            self._place(card)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit_lines()  # the words wrap anew

    def _theme_changed(self) -> None:
        self.setMinimumWidth(self.minimumSizeHint().width())
        for card in self.cards:
            card.apply_theme()
            self._place(card)
        self.fit_lines()
        self.setFixedHeight(card_height(self.lines))
        self.updateGeometry()

    # -- the cards ------------------------------------------------------------------------------
    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def use_of(self, slot: int) -> ActionCardUse | None:
        if self.explanation is None:
            return None
        return self.explanation.action_cards[slot]

    def explanation_choosing(self) -> bool:
        return self.explanation is not None and self.explanation.choosing

    def refresh(self) -> None:
        """The cards of the player at the screen (whichever zoo is shown above)."""
        session = self.session
        if not session.covered:
            self.seat = session.viewer
        decision = session.table_decision
        mine = decision is not None and decision.seat == self.seat
        self.explanation = session.explain(self.seat) if mine else None
        self.table_choices = {}
        # Hypnosis uses another player's card: not one of these, though it has the same action.
        hypnosis = decision is not None and decision.kind == DecisionKind.HYPNOSIS
        if mine and decision is not None and not self.explanation_choosing() and not hypnosis:
            self.table_choices = self._card_options(decision.options, decision)
        # The Multiplier's "perform the action again": on the card it repeats, its X-tokens set
        # on the card as for a first use.
        self.repeat_max: dict[str, int] = {}
        repeated = session.game.repeated_action(self.seat) if mine else ""
        options = decision.options if decision is not None and repeated else ()
        repeats = [o for o in options if isinstance(o, RepeatAction)]
        if decision is not None and repeats:
            first = min(repeats, key=lambda o: o.x_tokens)
            (words,) = option_texts([first], session.game, decision)
            self.table_choices[repeated] = ((first, words),)
            self.repeat_max[repeated] = max(o.x_tokens for o in repeats)
        for card in self.cards:
            use = self.use_of(card.slot)
            card.max_x = use.max_x_tokens if use is not None else 0
            if use is not None:
                card.max_x = self.repeat_max.get(use.action, card.max_x)
            card.x_tokens = min(card.x_tokens, card.max_x) if use is not None else 0
            self._update_card(card)
        self.fit_lines()
        order = tuple(c.action for c in session.view.players[self.seat].action_cards)
        self._slide(order)

    def _card_options(
        self, options: tuple[Choice, ...], decision: Decision
    ) -> dict[str, tuple[tuple[Choice, str], ...]]:
        """The open step's options that are about one action card (by action), in words."""
        found: dict[str, list[Choice]] = {}
        for option in options:
            if isinstance(option, SponsorBreak):
                found.setdefault(SPONSORS, []).append(option)
                continue
            if isinstance(option, TakeReputation):  # Animals II's reputation before playing
                found.setdefault(ANIMALS, []).append(option)
                continue
            action = getattr(option, "action", None)
            if isinstance(action, str) and not isinstance(option, TakeXToken):
                found.setdefault(action, []).append(option)
        if not found:
            return {}
        flat = [o for group in found.values() for o in group]
        words = dict(zip(flat, option_texts(flat, self.session.game, decision), strict=True))
        return {a: tuple((o, words[o]) for o in group) for a, group in found.items()}

    def _slide(self, order: tuple[str, ...]) -> None:
        """Each card from where it was drawn to its slot in the new order (the used card to
        slot 1, the others one to the right). Motion off, another seat, or not shown: at once."""
        drawn, self._drawn = self._drawn, (self.seat, order)
        if drawn is None or drawn[0] != self.seat or drawn[1] == order:
            return
        if sorted(drawn[1]) != sorted(order) or not self.isVisible():
            return
        motion().finish_owned_by(self)
        farthest: ActionCardWidget | None = None
        for slot, action in enumerate(order):
            was = drawn[1].index(action)
            if was == slot:
                continue
            card = self.cards[slot]
            start = float(self.slot_rect(was).left() - self.slot_rect(slot).left())
            self._set_offset(card, start)  # drawn where it was until the first frame
            if farthest is None or abs(start) > abs(farthest.offset):
                farthest = card
            motion().tween(
                self,
                start,
                0.0,
                partial(self._set_offset, card),
                duration=NORMAL if abs(was - slot) <= 1 else SLOW,
            )
        if farthest is not None and farthest.offset:
            farthest.raise_()  # the used card passes over the ones making room for it

    def _set_offset(self, card: ActionCardWidget, offset: float) -> None:
        card.offset = offset
        self._place(card)

    def _update_card(self, widget: ActionCardWidget) -> None:
        session = self.session
        player = session.view.players[self.seat]
        card = player.action_cards[widget.slot]
        use = self.use_of(widget.slot)
        strength = card_strength(card, widget.slot + 1, widget.x_tokens)
        widget.action = card.action
        widget.action_words = action_name(card.action)
        widget.side_words = side_name(card.upgraded)
        widget.upgraded = card.upgraded
        widget.number = strength
        widget.title.setText(
            self.tr("%1  %2 %3")
            .replace("%1", str(widget.slot + 1))
            .replace("%2", widget.action_words)
            .replace("%3", widget.side_words)
        )
        if widget.x_tokens:
            widget.strength.setText(
                self.tr("strength %1 (+%2 X)")
                .replace("%1", str(strength))
                .replace("%2", str(widget.x_tokens))
            )
        else:
            widget.strength.setText(self.tr("strength %1").replace("%1", str(strength)))
        widget.x_label.setText(f"X {widget.x_tokens}")
        show_x = use is not None and widget.max_x > 0  # a first use's, or a repeat's
        for part in (widget.minus, widget.plus):
            part.setVisible(show_x)
        widget.minus.setEnabled(widget.x_tokens > 0)
        widget.plus.setEnabled(widget.x_tokens < widget.max_x)
        tokens = []
        if card.multiplier:
            tokens.append(self.tr("Multiplier ×%1").replace("%1", str(card.multiplier)))
        if card.venom:
            tokens.append(self.tr("Venom %1").replace("%1", str(card.venom)))
        if card.constriction:
            tokens.append(self.tr("Constriction %1").replace("%1", str(card.constriction)))
        widget.tokens.setText(" · ".join(tokens))
        # The X-token action: a small button of its own on the card (on a card that can only
        # take it too, so it is taken on the card without the confirmation a card click asks).
        widget.x_action.setVisible(
            use is not None
            and (use.usable or use.x_token_only)
            and self._x_token_allowed(card.action)
        )
        usable = use is not None and use.usable
        x_only = use is not None and use.x_token_only
        if use is not None and not self.explanation_choosing():
            use = None  # another step is open: say what the card does, not why it waits
        if use is not None and (usable or x_only):
            preview = session.game.action_preview(self.seat, card.action, widget.x_tokens)
            if usable:
                text = preview_text(preview)
            else:  # say why, in short: the full sentence comes with the confirmation
                why = reasons_text(
                    tuple(r for r in use.reasons if r.kind is not Unusable.ONLY_X_TOKEN_ACTION)
                )
                text = self.tr("only the X-token action now")
                if why:
                    text = self.tr("%1: %2").replace("%1", text).replace("%2", why)
        elif use is not None:
            text = reasons_text(use.reasons) or self.tr("not possible now")
        else:
            preview = session.game.action_preview(self.seat, card.action, 0)
            text = preview_text(preview)
        widget.preview.setText(text)
        tip = self.tr("Key %1").replace("%1", str(widget.slot + 1))
        if use is not None and use.reasons and not usable:
            tip = reasons_text(use.reasons) + "\n" + tip
        elif text:
            tip = text + "\n" + tip
        # The card's name first: a narrow card shortens it.
        widget.setToolTip(action_side_name(card.action, card.upgraded) + "\n" + tip)
        here = self.table_choices.get(card.action, ())
        if here and not usable:  # another step chooses this card: say what a click does
            usable = True
            text = " / ".join(w for _, w in here)
            widget.preview.setText(text)
            widget.setToolTip(action_side_name(card.action, card.upgraded) + "\n" + text)
        widget.usable = usable
        widget.x_only = x_only and not usable
        widget.setEnabled(usable or x_only)
        widget.arrange()  # the + follows the X-token places
        widget.update()

    def _x_token_allowed(self, action: str) -> bool:
        decision = self.session.table_decision
        return decision is not None and decision.allows(TakeXToken(action))

    def _x_clicked(self, slot: int) -> None:
        player = self.session.view.players[self.seat]
        self.x_token_clicked.emit(player.action_cards[slot].action)

    def _clicked(self, slot: int) -> None:
        # A key 1–5 is taken by its shortcut before any key press is seen: land the slide here
        # (a click has already landed it), so the card used is the one drawn in its slot.
        motion().finish_owned_by(self)
        if not self.isEnabled() or not self.cards[slot].isEnabled():
            return
        player = self.session.view.players[self.seat]
        self.card_clicked.emit(player.action_cards[slot].action, self.cards[slot].x_tokens)
