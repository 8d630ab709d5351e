"""Hot-seat privacy: whenever the next decision belongs to another human than the one at the
screen, an opaque cover hides the whole window until that player says they are there.

While the cover is up: every other window of the app (dialogs, the card zoom, message boxes,
tooltips, open menus) is closed, the menus and every shortcut do nothing, and no key or click
reaches the table underneath. The cover tells the next player what the others did since their
last turn, in words, and never shows a card anyone drew blind.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QShortcut,
    QShortcutEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..table.turn_summary import SummaryView

# After the cover comes up, Enter waits this long before it means "I am here": a quick second
# Enter after the Enter that ended the turn must not lift it.
KEY_GRACE_MS = 600
# And it must be a new press: Enter up for at least this long before it. A key held down
# repeats, and some X servers send each repeat as a release and a press a few ms apart.
KEY_QUIET_MS = 250
_ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_KEY_EVENTS = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress, QEvent.Type.KeyRelease)

# Input events that must not reach anything under the cover.
_BLOCKED = {
    QEvent.Type.Shortcut,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.Wheel,
    QEvent.Type.ContextMenu,
    QEvent.Type.ToolTip,
    QEvent.Type.WhatsThis,
}


class PassScreen(QWidget):
    """A cover over the whole window; `ask(seat)` shows it, the button (or Enter) removes it."""

    revealed = Signal(int)

    def __init__(self, window: QMainWindow, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.window_widget = window
        self.seat = 0
        self.clock = clock  # seconds; tests pass their own to press keys at given moments
        self._shown_at = 0.0
        self._enter_down = False  # Enter is held (as far as the cover has seen)
        self._enter_up_at = 0.0  # when it was last let go
        self._fresh_enter = False  # the last Enter press came after a quiet moment
        self.lifted_by_key = False  # the last lift was Enter (the table then goes on by keys)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setObjectName("pass_screen")
        self.label = QLabel()
        self.label.setObjectName("pass_title")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.summary = SummaryView()
        self.summary.setObjectName("pass_summary")
        self.summary_box = QFrame()
        self.summary_box.setObjectName("pass_summary_box")
        self.box_layout = QVBoxLayout(self.summary_box)
        self.summary_heading = QLabel()
        self.box_layout.addWidget(self.summary_heading)
        self.box_layout.addWidget(self.summary, 1)
        self.button = QPushButton()
        self.button.setObjectName("reveal")
        # The button has the focus (a screen reader reads it), but only a click or a fresh Enter
        # lifts the cover: Space, which clicks a focused button, is also the table's "read this
        # card large" key and would show the next player's cards to the one who just moved, so
        # the cover takes every key (eventFilter).
        self.button.clicked.connect(self.reveal)
        self.column = QWidget()
        column = self.column_layout = QVBoxLayout(self.column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addStretch(1)
        column.addWidget(self.label)
        column.addWidget(self.subtitle)
        column.addWidget(self.summary_box, 0)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        column.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.column, 0, Qt.AlignmentFlag.AlignHCenter)
        self.restyle()
        theme.manager().changed.connect(self.restyle)
        self.hide()
        window.installEventFilter(self)

    def restyle(self) -> None:
        """The cover's colours and sizes from the theme (again after the variant or the zoom
        changed). The cover itself stays opaque in both variants."""
        palette = theme.colors()
        self.label.setStyleSheet(
            f"color: {palette.css('cover_text')}; {theme.font_css('display', bold=True)}"
        )
        self.subtitle.setStyleSheet(
            f"color: {palette.css('cover_text_soft')}; {theme.font_css('title')}"
        )
        self.summary_box.setStyleSheet(
            f"#pass_summary_box {{ background: {palette.css('panel')};"
            f" border: {theme.px(1)}px solid {palette.css('panel_line')};"
            f" border-radius: {theme.radius('panel'):.0f}px; }}"
        )
        margin = theme.space(3)
        self.box_layout.setContentsMargins(margin, margin, margin, margin)
        self.box_layout.setSpacing(theme.space(1))
        self.summary_heading.setStyleSheet(
            f"color: {palette.css('text')}; {theme.font_css('title', bold=True)}"
        )
        # The one call to action: the accent, as End turn on the table.
        accent = palette.accent
        self.button.setStyleSheet(
            f"QPushButton#reveal {{ {theme.font_css('heading', bold=True)}"
            f" padding: {theme.space(3)}px {theme.space(7)}px;"
            f" background: {palette.css('accent')}; color: {palette.css('accent_text')};"
            f" border: {theme.px(1)}px solid {accent.darker(130).name()};"
            f" border-radius: {theme.radius('card'):.0f}px; }}"
            f" QPushButton#reveal:hover {{ background: {accent.lighter(115).name()}; }}"
            f" QPushButton#reveal:focus {{ border: {theme.line('focus'):.0f}px solid"
            f" {palette.css('focus')}; }}"
        )
        self.column_layout.setSpacing(theme.space(3.5))
        if self.isVisible():
            self._fit()
        self.update()

    # -- showing and lifting ----------------------------------------------------------------
    def ask(self, seat: int, name: str = "", lines: tuple[str, ...] = ()) -> None:
        """Cover the window for `seat` (called `name`), with what happened since their turn."""
        session = getattr(self.window_widget, "session", None)
        if not name:
            name = session.seat_name(seat) if session is not None else f"Player {seat + 1}"
        self.seat = seat
        close_other_windows(self.window_widget)
        self.label.setText(self.tr("Pass the screen to %s") % name)
        self.subtitle.setText(
            self.tr("Only %s should look now. Everyone else's cards stay hidden.") % name
        )
        self.summary_heading.setText(self.tr("Since your last turn"))
        self.summary.setAccessibleName(self.summary_heading.text())  # it can take the focus
        self.summary.set_lines(list(lines))
        self.summary_box.setVisible(bool(lines))
        self._fit_summary()
        self.button.setText(self.tr("I am %s — show my cards  (Enter)") % name)
        self._fit()
        self.window_widget.menuBar().setEnabled(False)
        central = self.window_widget.centralWidget()
        if central is not None:
            central.setEnabled(False)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.raise_()
        self.show()
        self._shown_at = self.clock()
        # The Enter that ended the turn may still be down: only a press after the cover came
        # up and a quiet moment counts.
        self._enter_up_at = self._shown_at
        self._enter_down = False  # its release may have come while no cover was watching
        self._fresh_enter = False
        self.lifted_by_key = False
        self.button.setFocus()

    def reveal_by_key(self) -> None:
        """Enter means "I am here" only when pressed on purpose: not a key held down, nor a
        second Enter that followed the one which ended the last turn (either would show the
        next player's cards to the player who just moved)."""
        if not self._fresh_enter:  # see _follow_enter: a repeat is never fresh
            return
        if (self.clock() - self._shown_at) * 1000 < KEY_GRACE_MS:
            return
        self._fresh_enter = False
        self.lifted_by_key = True
        self.reveal()

    def _follow_enter(self, event: QEvent) -> None:
        """Keep track of the Enter key while the cover is up (a press arrives as a shortcut
        override and then, unless a shortcut took it, as a key press: one physical press)."""
        if not isinstance(event, QKeyEvent) or event.key() not in _ENTER_KEYS:
            return
        now = self.clock()
        if event.type() == QEvent.Type.KeyRelease:
            self._enter_down = False
            self._enter_up_at = now
        elif not self._enter_down:
            self._enter_down = True
            quiet = (now - self._enter_up_at) * 1000 >= KEY_QUIET_MS
            self._fresh_enter = quiet and not event.isAutoRepeat()

    def reveal(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.window_widget.menuBar().setEnabled(True)
        central = self.window_widget.centralWidget()
        if central is not None:
            central.setEnabled(True)
        self.revealed.emit(self.seat)

    def _fit_summary(self) -> None:
        """As tall as its lines at the column's width, scrolling only past half the window."""
        body = self.summary.widget()
        layout = body.layout() if body is not None else None
        if body is None or layout is None:
            return
        width = self.column.width() - theme.px(60)
        labels = [w for w in body.findChildren(QLabel)]
        wanted = sum(
            (w.heightForWidth(width) if w.hasHeightForWidth() else w.sizeHint().height())
            + layout.spacing()
            for w in labels
        )
        wanted += layout.contentsMargins().top() + layout.contentsMargins().bottom() + theme.px(16)
        room = self.window_widget.height() // 2
        self.summary.setFixedHeight(max(theme.px(40), min(wanted, room)))
        # A scroll bar only when it really does not fit (else it would flip the wrapping).
        self.summary.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if wanted > room
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )

    def _fit(self) -> None:
        rect = self.window_widget.rect()
        self.setGeometry(rect)
        edge = theme.px(40)
        self.column.setFixedWidth(max(theme.px(280), min(theme.px(760), rect.width() - edge)))
        self.column.setMaximumHeight(max(theme.px(200), rect.height() - edge))
        if self.summary_box.isVisible() or self.summary.lines():
            self._fit_summary()

    # -- opaque -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        # Opaque in both variants: nothing of the table may show through.
        painter.fillRect(QRect(0, 0, self.width(), self.height()), theme.colors().cover)
        painter.end()

    # -- nothing under the cover reacts ------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window_widget and event.type() == QEvent.Type.Resize:
            self._fit()
            return False
        kind = event.type()
        if not self.isVisible() or kind not in _BLOCKED:
            return False
        if kind in _KEY_EVENTS:
            self._follow_enter(event)
        inside, in_window = self._where(watched)
        if kind == QEvent.Type.Shortcut:
            # The key went to a shortcut of the table (menus, 1-5, Space...): only Enter acts,
            # and it means "I am here".
            if (
                isinstance(event, QShortcutEvent)
                and event.key().matches(QKeySequence(Qt.Key.Key_Return))
                == QKeySequence.SequenceMatch.ExactMatch
            ):
                self.reveal_by_key()
            return in_window or isinstance(watched, QAction | QShortcut)
        if kind in _KEY_EVENTS:
            # Whatever has the focus, a key means nothing under the cover but a fresh Enter.
            if (
                in_window
                and kind == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in _ENTER_KEYS
            ):
                self.reveal_by_key()
            return in_window
        if inside:
            # A click lifts the cover only if it began on the button (hidden until the cover came
            # up). The second click of a double-click on End turn comes as a double-click event,
            # which QPushButton would take for a press: never.
            return kind in (QEvent.Type.ToolTip, QEvent.Type.MouseButtonDblClick)
        return in_window  # a key or click meant for the table: swallowed

    def _where(self, obj: QObject | None) -> tuple[bool, bool]:
        """Is `obj` part of the cover, and part of the main window?"""
        inside = False
        while obj is not None:
            if obj is self:
                inside = True
            if obj is self.window_widget:
                return inside, True
            obj = obj.parent()
        return inside, False


def close_other_windows(window: QWidget) -> None:
    """Close every window of the app but `window`: dialogs, zoomed cards, message boxes,
    popups and tooltips, so nothing private stays on screen at a handover."""
    QToolTip.hideText()
    while (popup := QApplication.activePopupWidget()) is not None:
        popup.close()
        if QApplication.activePopupWidget() is popup:
            popup.hide()
            break
    for widget in QApplication.topLevelWidgets():
        if widget is window or not widget.isVisible():
            continue
        if isinstance(widget, QMenu):
            widget.hide()
            continue
        widget.close()
        if widget.isVisible():  # refuses to close (a modal box waiting): hide it all the same
            widget.hide()
