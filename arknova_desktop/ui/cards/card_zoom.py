"""The card zoom: a large, readable card with its words underneath, and where it goes.

`CardZoom` is the one place for a card's words (no text tooltip besides it): under the card its
icons in words, what picking it does and, for a hand or display card that cannot be played now,
why not (the engine's `game.explain`, worded by `explain_words.reasons_text`). It never covers
the list of cards it belongs to (it goes above, below or beside the whole list, on the screen:
`zoom_place`), never takes the focus, and goes when any mouse button is pressed outside it.

Its last line names the card's abilities, each a link (`RuleLink`): "Rules of Venom and
Constriction (F1)". A click on a name opens Help → Rules at that ability's section: the zoom
sends its window a `QWhatsThisClickedEvent` whose link is `RULES_LINK` + the section, which the
window's rules help (ui/aids/rules_help.py) answers; F1 opens the first ability's section. So
that the mouse can reach the links, the zoom lingers a moment (`ZOOM_LINGER_MS`) after the mouse
leaves its card and stays while the mouse is over it; it goes once the mouse is on neither.
The hosts (the hand and display lists, the card choice, the zoo's cards) tell it when the mouse
leaves its card (`leave_card`) or comes back (`back_on_card`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHideEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
    QWhatsThisClickedEvent,
)
from PySide6.QtWidgets import QAbstractButton, QWidget

from ...engine import AnimalCard, SponsorCard
from ...session import GameSession
from .. import theme
from ..words import names
from ..words.common import arg, join_words
from ..words.names import card_title
from ..words.rules_words import card_keywords, keyword_section
from .card_painter import CARD_RATIO, HIDDEN, paint_card

ZOOM_WIDTH = 340
ZOOM_DELAY_MS = 500
ZOOM_AGAIN_MS = 150  # the next card's zoom, right after leaving a zoomed card
ZOOM_AGAIN_WITHIN = 0.6  # seconds
ZOOM_PAD = 6
# After the mouse leaves the zoomed card, the zoom stays this long for the mouse to come into it.
ZOOM_LINGER_MS = 400
RULES_LINK = "rules:"  # a rules link's start; the section's id follows


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardLegend", text)


def _enclosure_words(kind: str, size: int) -> str:
    """Where an animal may live: "a size-5 enclosure", "the reptile house (size 2)"."""
    if kind == "standard":
        return names.a_building(f"enclosure_{size}")
    return arg(_tr("%1 (size %2)"), names.a_building(kind), size)


def icon_legend(card: object) -> str:
    """The card's icons and symbols in words, shown under the zoomed card."""
    if not isinstance(card, AnimalCard | SponsorCard):
        return ""
    parts: list[str] = []
    icons = [names.icon_count(icon, n) for icon, n in card.icons.items()]
    if icons:
        parts.append(arg(_tr("Icons: %1"), join_words(icons, _tr)))
    if isinstance(card, AnimalCard):
        where = [_enclosure_words(kind, size) for kind, size in card.enclosures.items()]
        parts.append(arg(_tr("Lives in %1"), join_words(where, _tr, "%1 or %2")))
        if card.rock or card.water:
            near = [
                names.icon_count(icon, n)
                for icon, n in (("rock", card.rock), ("water", card.water))
                if n
            ]
            parts.append(arg(_tr("next to %1"), join_words(near, _tr)))
        parts.append(arg(_tr("costs %1"), names.resource_amount("money", card.cost)))
    else:
        parts.append(arg(_tr("Level %1"), card.level))
    req = card.requirements
    needs = [names.icon_count(icon, n) for icon, n in req.icons.items()]
    if req.partner_zoo:
        needs.append(_tr("a partner zoo of its continent"))
    if req.partner_zoos:
        needs.append(arg(_tr("%1 partner zoos"), req.partner_zoos))
    if req.reputation:
        needs.append(arg(_tr("reputation %1"), req.reputation))
    if req.animals_ii or req.sponsors_ii:
        needs.append(_tr("the upgraded action card"))
    if req.max_appeal is not None:
        needs.append(arg(_tr("appeal at most %1"), req.max_appeal))
    if needs:
        parts.append(arg(_tr("Needs %1"), join_words(needs, _tr)))
    return " · ".join(parts)


ZOOM_MIN_WIDTH = 160  # the zoom shrinks to fit beside the cards, not below this
ZOOM_TINY_WIDTH = 60  # on a screen too small even for that, the zoom shrinks to fit it
ZOOM_GAP = 6  # between the zoom and the cards it must not cover
ZOOM_STEP = 10
ZOOM_TEXT_GAP = 4


def _zoom_tr(text: str) -> str:
    return QCoreApplication.translate("CardZoom", text)


def _regions(avoid: QRect, area: QRect) -> dict[str, tuple[int, int, int, int]]:
    """The parts of `area` above, below, right and left of `avoid` (x0, y0, x1, y1)."""
    ax0, ay0 = avoid.x(), avoid.y()
    ax1, ay1 = ax0 + avoid.width(), ay0 + avoid.height()
    sx0, sy0 = area.x(), area.y()
    sx1, sy1 = sx0 + area.width(), sy0 + area.height()
    # Cut to the area: cards partly off it (a window larger than its screen) leave less room.
    return {
        "above": (sx0, sy0, sx1, min(ay0 - ZOOM_GAP, sy1)),
        "below": (sx0, max(ay1 + ZOOM_GAP, sy0), sx1, sy1),
        "right": (max(ax1 + ZOOM_GAP, sx0), sy0, sx1, sy1),
        "left": (sx0, sy0, min(ax0 - ZOOM_GAP, sx1), sy1),
    }


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


def zoom_place(
    anchor: QRect,
    avoid: QRect,
    area: QRect,
    height_for: Callable[[int], int],
    widest: int = ZOOM_WIDTH,
) -> tuple[QRect, int] | None:
    """Where the zoom goes and how wide its card is, wholly inside `area` and wholly outside
    `avoid`: above, below, right or left of `avoid`, whichever leaves the largest card (at least
    ZOOM_MIN_WIDTH; `height_for(card width)` is the zoom's whole height), near `anchor` (the card
    shown). None when no side has room for it. All global coordinates."""
    regions = _regions(avoid, area)
    best: tuple[int, str] | None = None
    for side, (x0, y0, x1, y1) in regions.items():
        for width in range(widest, ZOOM_MIN_WIDTH - 1, -ZOOM_STEP):
            if width + 2 * ZOOM_PAD <= x1 - x0 and height_for(width) <= y1 - y0:
                if best is None or width > best[0]:
                    best = (width, side)
                break
    if best is None:
        return None
    width, side = best
    x0, y0, x1, y1 = regions[side]
    w, h = width + 2 * ZOOM_PAD, height_for(width)
    cx, cy = anchor.center().x(), anchor.center().y()
    if side in ("above", "below"):
        x = _clamp(cx - w // 2, x0, x1 - w)
        y = y1 - h if side == "above" else y0
    else:
        x = x1 - w if side == "left" else x0
        y = _clamp(cy - h // 2, y0, y1 - h)
    return QRect(x, y, w, h), width


def zoom_geometry(
    anchor: QRect,
    avoid: QRect,
    area: QRect,
    height_for: Callable[[int], int],
    widest: int = ZOOM_WIDTH,
) -> tuple[QRect, int]:
    """As `zoom_place`; when no side of `avoid` has room, the largest zoom that fits `area` at
    all (down to ZOOM_TINY_WIDTH), on the side with the most room: never off `area`."""
    placed = zoom_place(anchor, avoid, area, height_for, widest)
    if placed is not None:
        return placed
    regions = _regions(avoid, area)
    side = max(regions, key=lambda k: regions[k][3] - regions[k][1])
    width = next(
        (
            w
            for w in range(min(widest, ZOOM_MIN_WIDTH), ZOOM_TINY_WIDTH - 1, -ZOOM_STEP)
            if w + 2 * ZOOM_PAD <= area.width() and height_for(w) <= area.height()
        ),
        ZOOM_TINY_WIDTH,
    )
    x0, y0, x1, y1 = regions[side]
    w, h = width + 2 * ZOOM_PAD, height_for(width)
    cx, cy = anchor.center().x(), anchor.center().y()
    x = x1 - w if side == "left" else x0 if side == "right" else cx - w // 2
    y = y1 - h if side == "above" else y0 if side == "below" else cy - h // 2
    x = _clamp(x, area.x(), area.x() + area.width() - w)
    y = _clamp(y, area.y(), area.y() + area.height() - h)
    return QRect(x, y, w, h), width


_PRESSES = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.NonClientAreaMouseButtonPress,
    QEvent.Type.TabletPress,
    QEvent.Type.TouchBegin,
)
_MARK = re.compile("\x01(\\d+)\x02")  # where an ability's name goes in the rules line


class RuleLink(QAbstractButton):
    """One ability's name in the zoom's rules line, drawn as a link (the hand cursor over it): a
    click opens Help → Rules at its section. It takes no focus; a screen reader reads it as
    "Rules of Venom" and can press it."""

    def __init__(self, name: str, section: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.section = section
        self.setText(name)
        self.setObjectName("zoom_rule_link")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(arg(_zoom_tr("Rules of %1"), name))
        self.setAccessibleDescription(_zoom_tr("Opens the rules at this ability"))
        self.setFont(link_font())

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance(self.text()) + 1, metrics.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        pal = theme.colors()
        hovered = self.underMouse() or self.isDown()
        if hovered:  # under the mouse: a light wash of the link's colour behind it
            wash = QColor(pal.accent)
            wash.setAlpha(40)
            painter.fillRect(self.rect(), wash)
        painter.setPen(QPen(pal.accent.darker(140) if hovered else pal.accent))
        painter.setFont(self.font())
        text = QFontMetrics(self.font()).elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.width()
        )
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft), text)
        painter.end()


def link_font() -> QFont:
    font = QFont(theme.font("body"))
    font.setUnderline(True)
    return font


def rules_runs(links: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The rules line as runs (words, section): a link's run is the ability's name with its
    section, the other words come one by one (with the spaces after them) and no section.
    The sentence is translated whole; the names go where its %1 is."""
    marks = [f"\x01{n}\x02" for n in range(len(links))]
    sentence = _zoom_tr("Rules of %1 (F1)").replace("%1", join_words(marks, _zoom_tr))
    runs: list[tuple[str, str]] = []
    for piece in re.split("(\x01\\d+\x02)", sentence):
        found = _MARK.fullmatch(piece)
        if found:
            runs.append(links[int(found.group(1))])
        elif piece:
            runs.extend((word, "") for word in re.findall(r"\S+\s*|\s+", piece))
    return runs


def flow(runs: list[tuple[str, str]], width: int, metrics: QFontMetrics) -> list[QRect]:
    """Where each run goes in lines `width` wide (from 0, 0): left to right, a run that does not
    fit starts a new line; a name wider than the line is cut to it."""
    placed: list[QRect] = []
    x = y = 0
    height = metrics.height()
    for text, section in runs:
        shown = metrics.horizontalAdvance(text.rstrip()) + (1 if section else 0)
        if x > 0 and x + shown > width:
            x, y = 0, y + height
        placed.append(QRect(x, y, min(shown, width), height))
        x += shown if section else metrics.horizontalAdvance(text)
    return placed


class CardZoom(QWidget):
    """A large, readable card in a tooltip-like frame with its words underneath: the icons in
    words, what picking it does (`note`), why it cannot be played now (`why`) and its abilities
    as links to the rules. It takes no focus, it is placed so that it never covers the cards it
    belongs to, and a mouse press outside it (or on it, off a link) hides it."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        flags = (
            Qt.WindowType.ToolTip
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowDoesNotAcceptFocus
        )
        super().__init__(parent, flags)
        self.session = session
        self.card_id = ""
        self.legend = ""
        self.note = ""
        self.why = ""
        self.rules_line = ""  # the abilities the Rules explain, in words (F1 opens the first)
        self.rule_section = ""
        self.links: list[RuleLink] = []  # one per ability, in the rules line
        self.card_width = ZOOM_WIDTH
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self._filtering = False
        self._on_card = False  # the mouse is on the card shown (its host says so)
        self._mouse_in = False  # the mouse is over the zoom
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.setInterval(ZOOM_LINGER_MS)
        self._linger.timeout.connect(self._lingered)
        self.resize(ZOOM_WIDTH + 2 * ZOOM_PAD, card_height(ZOOM_WIDTH) + 2 * ZOOM_PAD)

    @property
    def card_name(self) -> str:
        return self.accessibleName()

    # -- the words --------------------------------------------------------------------------------
    def paragraphs(self) -> list[tuple[str, QFont, QColor]]:
        """The words painted under the card, in order, each with its font and colour (the rules
        line follows them)."""
        plain = theme.font("body")
        bold = theme.font("body", bold=True)
        pal = theme.colors()
        found: list[tuple[str, QFont, QColor]] = []
        # The frame is paper: its words are in ink (why not: the "illegal" red, deepened).
        if self.note:
            found.append((self.note, bold, QColor(pal.ink)))
        if self.why:
            why = _zoom_tr("Not playable now: %1").replace("%1", self.why)
            found.append((why, bold, pal.illegal.darker(130)))
        if self.legend:
            found.append((self.legend, plain, QColor(pal.ink)))
        return found

    @property
    def text(self) -> str:
        """Every word the zoom shows under the card."""
        lines = [text for text, _font, _colour in self.paragraphs()]
        return "\n".join([*lines, self.rules_line] if self.rules_line else lines)

    def _heights(self, width: int) -> tuple[list[int], int]:
        """Each paragraph's height at `width`, and the rules line's (0: none)."""
        heights = [
            QFontMetrics(font)
            .boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
            .height()
            for text, font, _colour in self.paragraphs()
        ]
        rules = 0
        if self.links:
            placed = flow(self.runs(), width, QFontMetrics(link_font()))
            rules = max(rect.bottom() + 1 for rect in placed)
        return heights, rules

    def text_height(self, width: int) -> int:
        heights, rules = self._heights(width)
        total = sum(h + ZOOM_TEXT_GAP for h in heights) + (rules + ZOOM_TEXT_GAP if rules else 0)
        return total + (ZOOM_TEXT_GAP if total else 0)

    def height_for(self, width: int) -> int:
        return card_height(width) + 2 * ZOOM_PAD + self.text_height(width)

    def runs(self) -> list[tuple[str, str]]:
        return rules_runs([(link.text(), link.section) for link in self.links])

    def _set_links(self, keywords: tuple[str, ...]) -> None:
        """One link per ability of the card, and the rules line in words."""
        for link in self.links:
            link.hide()
            link.deleteLater()
        self.links = []
        seen: set[str] = set()
        for keyword in keywords:
            section = keyword_section(keyword)
            if section in seen:
                continue
            seen.add(section)
            link = RuleLink(names.ability_name(keyword), section, self)
            link.clicked.connect(lambda _checked=False, at=section: self.open_rule(at))
            self.links.append(link)
        self.rule_section = self.links[0].section if self.links else ""
        self.rules_line = "".join(text for text, _section in self.runs()) if self.links else ""

    def _place_links(self) -> None:
        """The links where the rules line is drawn (after the paragraphs)."""
        if not self.links:
            return
        width = self.width() - 2 * ZOOM_PAD
        heights, _rules = self._heights(width)
        top = (
            ZOOM_PAD + card_height(width) + ZOOM_TEXT_GAP + sum(h + ZOOM_TEXT_GAP for h in heights)
        )
        rects = flow(self.runs(), width, QFontMetrics(link_font()))
        links = iter(self.links)
        for (_text, section), rect in zip(self.runs(), rects, strict=True):
            if section:
                link = next(links)
                link.setGeometry(rect.translated(ZOOM_PAD, top))
                link.show()

    # -- the links --------------------------------------------------------------------------------
    def open_rule(self, section: str) -> bool:
        """Open Help → Rules at `section` (a link was clicked): the zoom goes, and its window
        (else the window that window belongs to) is asked to show the rules. False if none
        answers (no window with the rules at hand)."""
        self.hide()
        owner = self.parentWidget()
        window = owner.window() if owner is not None else None
        while window is not None:
            if QCoreApplication.sendEvent(window, QWhatsThisClickedEvent(RULES_LINK + section)):
                return True
            above = window.parentWidget()
            window = above.window() if above is not None else None
        return False

    def section_at(self, global_pos: QPoint) -> str:
        """The section of the link at `global_pos` ("" for none)."""
        for link in self.links:
            if link.isVisible() and link.rect().contains(link.mapFromGlobal(global_pos)):
                return link.section
        return ""

    # -- the mouse: it lingers for the mouse to reach it ------------------------------------------
    def leave_card(self) -> None:
        """The mouse left the card shown: the zoom goes after a moment unless the mouse is over
        it then (on its way to a link) or back on the card."""
        if self._on_card:
            self._on_card = False
            if self.isVisible():
                self._linger.start()

    def back_on_card(self) -> None:
        """The mouse is on the card shown again: the zoom stays."""
        self._on_card = True
        self._linger.stop()

    def _lingered(self) -> None:
        if self.isVisible() and not self._on_card and not self._mouse_in:
            self.hide()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._mouse_in = True
        self._linger.stop()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._mouse_in = False
        if self.isVisible() and not self._on_card:
            self._linger.start()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide()  # a press on the zoom itself, off its links: it goes, as after any press
        event.accept()

    # -- showing ----------------------------------------------------------------------------------
    def show_card(
        self,
        card_id: str,
        anchor: QRect,
        avoid: QRect | None = None,
        *,
        why: str = "",
        note: str = "",
    ) -> None:
        """Show `card_id` for the card at `anchor` outside `avoid` (the whole list of cards it
        belongs to; default: the card itself), inside the screen; global coordinates. `why`:
        why it cannot be played now (words); `note`: what picking it does."""
        self.card_id = card_id
        db = self.session.game.cards
        card = None if card_id == HIDDEN or card_id not in db else db.get(card_id)
        name = "?" if card is None else card_title(card)
        self.setAccessibleName(name)
        self.setWindowTitle(name)
        self.legend = icon_legend(card)
        solo = self.session.view.is_solo  # the abilities that count in this game
        self._set_links(card_keywords(card, solo) if card is not None else ())
        self.why = why
        self.note = "" if note == name else note
        self.setAccessibleDescription(self.text)
        keep_off = avoid if avoid is not None else anchor
        screen, window = self.screen_area(anchor), self.window_area()
        widest = theme.text_px(ZOOM_WIDTH)  # the zoom is for reading: it grows with the text
        # Inside the app's window where it has room, else anywhere on its screen: never off it.
        inside = window.intersected(screen)
        placed = (
            zoom_place(anchor, keep_off, inside, self.height_for, widest)
            if not inside.isEmpty()
            else None
        )
        if placed is None:
            placed = zoom_geometry(anchor, keep_off, screen, self.height_for, widest)
        geometry, self.card_width = placed
        self.setGeometry(geometry)
        self._place_links()
        self._on_card = True  # shown for its card (hover or keys); the host says when it leaves
        self._linger.stop()
        self.update()
        self.show()
        self.raise_()

    def screen_area(self, anchor: QRect) -> QRect:
        """The available geometry (global) of the screen the app's window is on (else of the
        screen under the card)."""
        owner = self.parentWidget()
        screen = owner.window().screen() if owner is not None else None
        if screen is None:
            screen = QGuiApplication.screenAt(anchor.center()) or QGuiApplication.primaryScreen()
        return (
            screen.availableGeometry()
            if screen is not None
            else QRect(anchor.topLeft(), anchor.size())
        )

    def window_area(self) -> QRect:
        """The app's window below its menu bar (global; empty without one): the zoom stays
        inside it if it can, never over the menus."""
        owner = self.parentWidget()
        if owner is None:
            return QRect()
        window = owner.window()
        central = getattr(window, "centralWidget", lambda: None)()
        inner = central if isinstance(central, QWidget) and central.isVisible() else window
        return QRect(inner.mapToGlobal(QPoint(0, 0)), inner.size())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        app = QCoreApplication.instance()
        if app is not None and not self._filtering:
            app.installEventFilter(self)
            self._filtering = True

    def hideEvent(self, event: QHideEvent) -> None:
        self._linger.stop()
        self._mouse_in = False
        app = QCoreApplication.instance()
        if app is not None and self._filtering:
            app.removeEventFilter(self)
            self._filtering = False
        super().hideEvent(event)

    def _is_mine(self, watched: QObject) -> bool:
        """Is `watched` the zoom, its window or one of its links?"""
        if watched is self or watched is self.windowHandle():
            return True
        return isinstance(watched, QWidget) and self.isAncestorOf(watched)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A mouse press anywhere else hides the zoom (the press itself goes on as usual)."""
        if event.type() in _PRESSES and self.isVisible() and not self._is_mine(watched):
            self.hide()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A plain tooltip-like frame: it looks the same with or without a compositor.
        pal = theme.colors()
        painter.fillRect(self.rect(), pal.paper)
        painter.setPen(QPen(pal.paper_line, theme.line("hair")))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        width = self.width() - 2 * ZOOM_PAD
        rect = QRectF(ZOOM_PAD, ZOOM_PAD, width, card_height(width))
        db = self.session.game.cards
        card = None if self.card_id == HIDDEN or self.card_id not in db else db.get(self.card_id)
        paint_card(painter, rect, card, full=True, db=db, solo=self.session.view.is_solo)
        top = rect.bottom() + ZOOM_TEXT_GAP
        for text, font, colour in self.paragraphs():
            painter.setFont(font)
            painter.setPen(QPen(colour))
            box = QFontMetrics(font).boundingRect(
                QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text
            )
            painter.drawText(
                QRectF(rect.left(), top, width, box.height()),
                int(Qt.TextFlag.TextWordWrap),
                text,
            )
            top += box.height() + ZOOM_TEXT_GAP
        if self.links:  # the rules line's own words (its names are the links, drawn by them)
            runs = self.runs()
            painter.setFont(theme.font("body"))
            painter.setPen(QPen(pal.ink_soft))
            for (text, section), place in zip(
                runs, flow(runs, width, QFontMetrics(link_font())), strict=True
            ):
                if not section:
                    painter.drawText(
                        QRectF(place).translated(rect.left(), top),
                        int(Qt.AlignmentFlag.AlignLeft),
                        text.rstrip(),
                    )
        painter.end()
