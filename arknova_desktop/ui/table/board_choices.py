"""Choices made on the association board: while the decision at the screen is one the board
shows (an association task or the donation, a partner zoo, a university, a level of a
conservation project, a bonus tile of a conservation space), every drawn thing of that kind is
lit when it is one of the options and dimmed when it is not, with the engine's reason
(`Game.board_options`, in words by `explain_words`) on hover. A click on a lit thing answers
exactly the option it stands for.

`ChoiceSpots` is the board view's part of it: it knows the open decision's board options, marks
each thing as the board paints it (the same rectangles serve the painting and the hit-test) and
says what a click or hover there means. With the keyboard (`key_press`): the arrows move a focus
mark from one lit thing to the next in the order they are drawn, Enter chooses the marked one.
`ChoosingWidget` is what the widgets that draw such things (the board, a zoo's left edge) share:
the mouse, the focus and the keys handed to their `ChoiceSpots`, the tips of what is drawn.
`BoardTabFollower` opens the Board tab by itself when
such a decision comes to the screen (without taking the keyboard focus), scrolls the lit things
into view, and goes back to the tab the player had open once the board's decisions are over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QScrollArea, QTabWidget, QToolTip, QWidget

from ...engine import BoardOption, Choice, Decision, Game, Reason
from ...session import GameSession
from .. import theme
from ..focus import from_keys
from ..tips import show_tip
from ..words.choice_words import option_texts
from ..words.common import arg
from ..words.explain_words import reason_text

if TYPE_CHECKING:
    from .board_view import BoardView

DIM_OPACITY = 0.62  # how much of the paper covers a thing that cannot be chosen now
LIT_FILL = 0.06  # the lit colour over a choosable thing (more under the mouse)
HOVER_FILL = 0.24


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardChoices", text)


_LEFT = Qt.MouseButton.LeftButton
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_NEXT = (Qt.Key.Key_Right, Qt.Key.Key_Down)
_BACK = (Qt.Key.Key_Left, Qt.Key.Key_Up)


def choice_note(reason: Reason | None, words: str) -> str:
    """A choosable thing's tip: what a click chooses, or why it cannot be chosen now."""
    if reason is None:
        return arg(tr("Click to choose: %1"), words)
    return arg(tr("Not now: %1"), reason_text(reason))


class ChoiceSpots:
    """The open decision's things on the board: which are lit, which dimmed and why, and where
    each was drawn (reset at every paint: the painting places them)."""

    def __init__(self, find: Callable[[Game, int], tuple[BoardOption, ...]] | None = None) -> None:
        # Where the things come from: the association board's (default) or another place's.
        self._find = find or (lambda game, seat: game.board_options(seat))
        self.options: dict[Choice, BoardOption] = {}
        self.spots: list[tuple[QRectF, Choice]] = []
        self.hover: Choice | None = None
        self._pressed: Choice | None = None
        self._texts: dict[Choice, str] = {}
        self.focus: Choice | None = None  # the lit thing the keys point at
        self.show_focus = False  # its mark is drawn (the widget has the keyboard focus)

    def update(self, session: GameSession) -> None:
        """Take the decision at the screen (none, or another kind: nothing is marked)."""
        decision = session.table_decision
        found = self._find(session.game, decision.seat) if decision is not None else ()
        self.options = {option.choice: option for option in found}
        self._texts = self._words(session, decision, found)

    @staticmethod
    def _words(
        session: GameSession, decision: Decision | None, found: tuple[BoardOption, ...]
    ) -> dict[Choice, str]:
        lit = [option.choice for option in found if option.reason is None]
        if decision is None or not lit:
            return {}
        texts = option_texts(lit, session.game, decision)
        return dict(zip(lit, texts, strict=True))

    @property
    def active(self) -> bool:
        return bool(self.options)

    @property
    def bonus_space(self) -> int | None:
        """The conservation space whose bonus is being chosen (its row of tiles), if any."""
        return next((o.space for o in self.options.values() if o.space is not None), None)

    def begin(self) -> None:
        self.spots = []

    def is_lit(self, choice: Choice) -> bool:
        option = self.options.get(choice)
        return option is not None and option.reason is None

    def mark(self, painter: QPainter, rect: QRectF, choice: Choice) -> None:
        """Over a thing just painted: lit or dimmed if the decision is about it (else nothing),
        and remembered as the place of that choice."""
        option = self.options.get(choice)
        if option is None:
            return
        self.spots.append((QRectF(rect), choice))
        palette = theme.colors()
        rounding = theme.radius("small") * 1.5
        painter.save()
        if option.reason is None:
            light = QColor(palette.legal)
            light.setAlphaF(HOVER_FILL if choice == self.hover else LIT_FILL)
            painter.setBrush(light)
            painter.setPen(QPen(palette.legal, theme.line("strong")))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), rounding, rounding)
            if self.show_focus and choice == self.focus:
                paint_focus(painter, rect)
        else:
            veil = QColor(palette.paper)
            veil.setAlphaF(DIM_OPACITY)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(veil)
            painter.drawRoundedRect(rect, rounding, rounding)
        painter.restore()

    def at(self, point: QPointF) -> Choice | None:
        """The choice drawn at `point` (lit or dimmed), the topmost first."""
        for rect, choice in reversed(self.spots):
            if rect.contains(point):
                return choice
        return None

    def note(self, choice: Choice) -> str:
        """What the thing means in this decision, for its tip ("" if it is not about it)."""
        option = self.options.get(choice)
        if option is None:
            return ""
        return choice_note(option.reason, self._texts.get(choice, ""))

    # -- the mouse over the widget that draws them (the Board, the left edge) ------------------
    def follow_mouse(self, widget: QWidget, point: QPointF) -> None:
        """Light the lit thing under the mouse, with a pointing hand."""
        under = self.at(point)
        hover = under if under is not None and self.is_lit(under) else None
        if hover != self.hover:
            self.hover = hover
            widget.update()
        if hover is not None:
            widget.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            widget.unsetCursor()

    def mouse_left(self, widget: QWidget) -> None:
        if self.hover is not None:
            self.hover = None
            widget.update()

    def press(self, event: QMouseEvent) -> None:
        self._pressed = self.at(event.position()) if event.button() == _LEFT else None

    def release(
        self, widget: QWidget, event: QMouseEvent, chosen: Callable[[Choice], None]
    ) -> bool:
        """A left click pressed and let go on the same lit thing is `chosen`; on a dimmed one,
        why it cannot be chosen shows at once; let go on another thing, nothing. False when the
        click was about no thing (the widget handles it as usual)."""
        pressed, self._pressed = self._pressed, None
        if event.button() != _LEFT or pressed is None:
            return False
        if self.at(event.position()) != pressed:
            return True  # pressed on one thing, let go on another: nothing
        if self.is_lit(pressed):
            chosen(pressed)
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.note(pressed), widget)
        return True

    # -- the keys ---------------------------------------------------------------------------------
    def lit_order(self) -> list[Choice]:
        """The lit things in the order they were drawn (each once)."""
        return list(dict.fromkeys(c for _rect, c in self.spots if self.is_lit(c)))

    def rect_of(self, choice: Choice) -> QRectF:
        return next((QRectF(r) for r, c in self.spots if c == choice), QRectF())

    def focused(self) -> Choice | None:
        """The marked thing, or the first lit one when the mark is on none."""
        lit = self.lit_order()
        if self.focus in lit:
            return self.focus
        return lit[0] if lit else None

    def wants_enter(self, event: QKeyEvent) -> bool:
        """Is this Enter the widget's own (a lit thing to choose), not the window's?"""
        return event.key() in ENTER_KEYS and self.focused() is not None

    def key_press(
        self, widget: QWidget, event: QKeyEvent, chosen: Callable[[Choice], None]
    ) -> bool:
        """Arrows move the mark along the lit things, Enter chooses the marked one. False: a key
        about no thing (the widget handles it as usual)."""
        key = event.key()
        lit = self.lit_order()
        if not lit or key not in (*_NEXT, *_BACK, *ENTER_KEYS):
            return False
        self.show_focus = True
        current = self.focused()
        if key in ENTER_KEYS:
            if current is not None:
                chosen(current)
            return True
        index = lit.index(current) if current in lit else 0
        index = (index + (1 if key in _NEXT else -1)) % len(lit)
        self.focus = lit[index]
        reveal(widget, self.rect_of(self.focus))
        widget.update()
        return True

    def overrides(self, event: QEvent) -> bool:
        """A ShortcutOverride for an Enter that chooses a lit thing: accepted, so that the key
        comes to the widget (keyPressEvent) instead of the window's Enter."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self.wants_enter(event)
        ):
            event.accept()
            return True
        return False

    def focus_changed(self, widget: QWidget, has_focus: bool) -> None:
        """The widget's focus came (from the keys: its mark is drawn, ui/focus.py) or went."""
        self.show_focus = has_focus
        if has_focus:
            self.focus = self.focused()
            if self.focus is not None:
                reveal(widget, self.rect_of(self.focus))
        widget.update()

    def area(self, lit_only: bool = False) -> QRectF:
        """Where the decision's things are (only the lit ones: `lit_only`; empty: none)."""
        area = QRectF()
        for rect, choice in self.spots:
            if self.is_lit(choice) or not lit_only:
                area = area.united(rect)
        return area


def paint_focus(painter: QPainter, rect: QRectF) -> None:
    """The theme's keyboard-focus mark around a thing drawn in `rect`."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    width = theme.line("focus")
    painter.setPen(QPen(theme.colors().focus, width))
    out = width / 2 + theme.size(2)
    rounding = theme.radius("small") * 1.5 + out
    painter.drawRoundedRect(rect.adjusted(-out, -out, out, out), rounding, rounding)
    painter.restore()


def reveal(widget: QWidget, rect: QRectF) -> None:
    """Scroll the area that holds `widget` (if any) so that `rect` of it is in view."""
    parent = widget.parentWidget()
    area = parent.parentWidget() if parent is not None else None
    if isinstance(area, QScrollArea) and area.widget() is widget and not rect.isEmpty():
        margin = theme.px(16)
        area.ensureVisible(round(rect.center().x()), round(rect.top()), margin, margin)
        area.ensureVisible(round(rect.center().x()), round(rect.bottom()), margin, margin)


class ChoosingWidget(QWidget):
    """A widget whose drawn things may stand for choices (`choices`, a `ChoiceSpots`): the mouse,
    the focus and the keys go to them, a lit thing clicked or chosen by keys is `choice_made`
    (the option it stands for), and hovering anything drawn shows its tip (`add_tip`,
    `tip_at`)."""

    choice_made = Signal(object)

    def __init__(self, choices: ChoiceSpots, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices = choices
        self.tips: list[tuple[QRectF, str]] = []  # every hover text drawn, where
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its lit things are chosen by keys too

    def add_tip(self, rect: QRectF, text: str) -> None:
        self.tips.append((rect, text))

    def add_choosable(self, painter: QPainter, rect: QRectF, choice: Choice, tip: str) -> None:
        """A thing that stands for `choice`: lit or dimmed while the decision is about it, its
        tip saying so (what a click does, or why not)."""
        self.choices.mark(painter, rect, choice)
        note = self.choices.note(choice)
        self.add_tip(rect, f"{tip}\n{note}" if note else tip)

    def tip_at(self, point: QPointF) -> str:
        """The tip of what is drawn at `point` ("" for nothing; the last drawn is on top)."""
        return next((text for rect, text in reversed(self.tips) if rect.contains(point)), "")

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent):
            show_tip(self, event, self.tip_at(QPointF(event.pos())))
            return True
        if self.choices.overrides(event):
            return True
        return super().event(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.choices.follow_mouse(self, event.position())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.choices.mouse_left(self)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.choices.press(event)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self.choices.release(self, event, self.choice_made.emit):
            super().mouseReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.choices.focus_changed(self, from_keys(event))

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.choices.focus_changed(self, False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.choices.key_press(self, event, self.choice_made.emit):
            super().keyPressEvent(event)


class BoardTabFollower(QObject):
    """Opens the Board tab when the decision at the screen is one the board shows, and goes
    back to the tab that was open before once such decisions are over (unless the player has
    moved on to another tab meanwhile)."""

    def __init__(
        self,
        session: GameSession,
        tabs: QTabWidget,
        scroll: QScrollArea,
        view: BoardView,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.tabs = tabs
        self.scroll = scroll
        self.view = view
        self._before: int | None = None  # the tab to go back to
        session.decision_changed.connect(self.follow)

    def _board_decision(self) -> bool:
        decision = self.session.table_decision
        return decision is not None and bool(self.session.game.board_options(decision.seat))

    def follow(self, _decision: object = None) -> None:
        board = self.tabs.indexOf(self.scroll)
        if self._board_decision():
            if self.tabs.currentIndex() != board:
                self._before = self.tabs.currentIndex()
                self.tabs.setCurrentIndex(board)  # no focus is taken: the keys stay where they are
            QTimer.singleShot(0, self, self.show_lit)
            return
        if self._before is not None and self.tabs.currentIndex() == board:
            self.tabs.setCurrentIndex(self._before)
        self._before = None

    def show_lit(self) -> None:
        """Scroll the board so that the decision's things are in view (the lit ones first)."""
        view = self.view
        if not view.isVisible():
            return
        view.refresh()
        whole, lit = view.choices.area(), view.choices.area(lit_only=True)
        if lit.isEmpty():
            return
        # As much of the decision's things as fits, the lit ones always in view.
        margin = theme.px(12)
        for y in (whole.bottom(), whole.top(), lit.bottom(), lit.top()):
            self.scroll.ensureVisible(round(lit.center().x()), round(y), margin, margin)
