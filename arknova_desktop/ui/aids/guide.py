"""The first-game guide: a few steps that point at the parts of the table — action cards, hand,
zoo map, display, player boards, End turn — in the order a first turn meets them.

It never blocks play: a ring drawn around the part (`GuideRing`, transparent to the mouse) and a
small bubble beside it (`GuideBubble`) that takes only clicks on its own buttons. A step moves on
when the player does the thing it points at (uses an action card, clicks a hand card, …) or
clicks Next; Close ends the guide. It is offered at start until the player has closed or
finished it once (`Settings.first_game_guide`, also a switch in the Settings menu), and
Help → First-game guide opens it again."""

from __future__ import annotations

from collections.abc import Callable

from attrs import frozen
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QAction, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..settings import Settings
from .settings_menu import _switch


def tr(text: str) -> str:
    """A text of the guide's menu entries (`window.tr` would take the window's class)."""
    return QCoreApplication.translate("FirstGameGuide", text)


@frozen
class GuideStep:
    """One step: the window's part it points at, its words, and the signal of that part that
    means the player has done it (None: Next only)."""

    part: str  # the window's attribute holding the widget
    title: str
    text: str
    done_by: str | None = None  # the part's signal that moves the guide on


def guide_steps(tr: Callable[[str], str]) -> tuple[GuideStep, ...]:
    return (
        GuideStep(
            "action_row",
            tr("Your action cards"),
            tr(
                "Each turn you use one of these five cards. A card's strength is its slot: the "
                "further right, the stronger. The used card goes back to slot 1. Click one to use "
                "it (F1 over a card explains it)."
            ),
            "card_clicked",
        ),
        GuideStep(
            "hand_view",
            tr("Your hand"),
            tr(
                "Animals, sponsors and projects you may play. Hover a card to read it; click it "
                "to play it when an action allows."
            ),
            "clicked",
        ),
        GuideStep(
            "map_view",
            tr("Your zoo map"),
            tr(
                "Build enclosures, kiosks and pavilions here; animals move into enclosures. "
                "Covered bonus spaces pay at once."
            ),
            "choice_made",
        ),
        GuideStep(
            "display_view",
            tr("The display"),
            tr(
                "Six open cards. Your reputation says how far along you may take them; each "
                "break the first two leave."
            ),
            "clicked",
        ),
        GuideStep(
            "player_boards",
            tr("The players' boards"),
            tr(
                "Money, X-tokens, reputation and icons of every zoo. Points are appeal against "
                "conservation on the tracks at the top."
            ),
            "seat_clicked",
        ),
        GuideStep(
            "turn_controls",
            tr("End turn"),
            tr(
                "When your action is done, end the turn here (or press Enter). Undo takes back a "
                "choice. Help → Rules has the rules in short."
            ),
        ),
    )


class GuideRing(QWidget):
    """A ring around the part the guide points at, drawn over the table; mouse goes through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target = QRect()
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target.isEmpty():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.colors().accent, theme.px(3)))
        r = theme.px(6)
        painter.drawRoundedRect(self.target.adjusted(2, 2, -2, -2), r, r)
        painter.end()


class GuideBubble(QFrame):
    """The words of a step, with Next and Close."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guide_bubble")
        self.title = QLabel()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.count = QLabel()
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setObjectName("guide_next")
        self.close_button = QPushButton(self.tr("Close the guide"))
        self.close_button.setObjectName("guide_close")
        for button in (self.next_button, self.close_button):
            # Reached by Tab only (a keyboard player's way to Next and Close): a click never
            # takes the focus, so Enter stays the table's.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.restyle()
        theme.manager().changed.connect(self.restyle)
        self.hide()

    def restyle(self) -> None:
        """Colours and width again after a change of variant, zoom or text size (its words
        wrap in a bubble as much wider as they are larger)."""
        self.setFixedWidth(theme.text_px(300))
        palette = theme.colors()
        self.setStyleSheet(
            f"#guide_bubble {{ background: {palette.css('panel')};"
            f" border: {theme.px(2)}px solid {palette.css('accent')};"
            f" border-radius: {theme.px(8)}px; }}"
        )
        if self.isVisible():
            self.adjustSize()


class FirstGameGuide(QObject):
    """The guide over a main window's table."""

    finished = Signal()

    def __init__(self, window: QMainWindow, table: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.table = table  # the window's central widget: the guide floats over it
        self.ring = GuideRing(table)
        self.bubble = GuideBubble(table)
        self.steps = guide_steps(self.tr)
        self.step = -1
        self.bubble.next_button.clicked.connect(lambda _=False: self.advance())
        self.bubble.close_button.clicked.connect(lambda _=False: self.stop())
        for index, step in enumerate(self.steps):
            signal = self._signal(step)
            if signal is not None:
                signal.connect(lambda *_args, i=index: self._done(i))
        table.installEventFilter(self)
        # A part out of view (the action cards while a card choice takes their place) keeps
        # its step waiting, hidden; the step shows when the part comes back.
        self._watched: list[QWidget] = []
        for step in self.steps:
            part = getattr(window, step.part, None)
            if isinstance(part, QWidget):
                part.installEventFilter(self)
                self._watched.append(part)

    @property
    def active(self) -> bool:
        return self.step >= 0

    def _signal(self, step: GuideStep) -> SignalInstance | None:
        part = getattr(self.window, step.part, None)
        signal = getattr(part, step.done_by, None) if step.done_by else None
        return signal if isinstance(signal, SignalInstance) else None

    def target(self) -> QWidget | None:
        if not self.active:
            return None
        part = getattr(self.window, self.steps[self.step].part, None)
        return part if isinstance(part, QWidget) else None

    def start(self) -> None:
        self.step = 0
        self._show()

    def stop(self) -> None:
        self.step = -1
        self.ring.hide()
        self.bubble.hide()
        self.finished.emit()

    def advance(self) -> None:
        if self.step + 1 >= len(self.steps):
            self.stop()
            return
        self.step += 1
        self._show()

    def _done(self, index: int) -> None:
        if index == self.step:
            self.advance()

    def _show(self) -> None:
        step = self.steps[self.step]
        bubble = self.bubble
        bubble.title.setText(f"<b>{step.title}</b>")
        bubble.text.setText(step.text)
        bubble.count.setText(
            self.tr("Step %1 of %2")
            .replace("%1", str(self.step + 1))
            .replace("%2", str(len(self.steps)))
        )
        last = self.step + 1 == len(self.steps)
        bubble.next_button.setText(self.tr("Done") if last else self.tr("Next"))
        self.refresh()

    def refresh(self) -> None:
        """The ring and bubble beside the step's part when it is in view, else hidden."""
        if not self.active or self.target_rect().isEmpty():
            self.ring.hide()
            self.bubble.hide()
            return
        self.place()
        self.ring.show()
        self.ring.raise_()
        self.bubble.show()
        self.bubble.raise_()

    def target_rect(self) -> QRect:
        """Where the step's part is, in the table's coordinates (empty: not in view)."""
        widget = self.target()
        if widget is None or not widget.isVisible():
            return QRect()
        top_left = widget.mapTo(self.table, QPoint(0, 0))
        return QRect(top_left, widget.size()).intersected(self.table.rect())

    def place(self) -> None:
        """The ring around the part, the bubble beside it where it fits (never over it)."""
        table = self.table.rect()
        self.ring.setGeometry(table)
        target = self.target_rect()
        self.ring.target = target
        self.ring.update()
        bubble = self.bubble
        bubble.adjustSize()
        size = bubble.size()
        gap = theme.px(8)
        if target.isEmpty():
            spot = QPoint(table.center().x() - size.width() // 2, table.center().y())
        else:
            candidates = (
                QPoint(target.left(), target.top() - size.height() - gap),  # above
                QPoint(target.left(), target.bottom() + gap),  # below
                QPoint(target.right() + gap, target.top()),  # right
                QPoint(target.left() - size.width() - gap, target.top()),  # left
            )
            fits = [p for p in candidates if table.contains(QRect(p, size))]
            spot = fits[0] if fits else candidates[0]
        x = min(max(spot.x(), 0), max(0, table.width() - size.width()))
        y = min(max(spot.y(), 0), max(0, table.height() - size.height()))
        bubble.move(x, y)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not self.active:
            return False
        if watched is self.table and kind == QEvent.Type.Resize:
            self.refresh()
        elif watched is self.target() and kind in _TARGET_CHANGES:
            QTimer.singleShot(0, self.refresh)  # once the layout has settled
        return False


_TARGET_CHANGES = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Resize, QEvent.Type.Move)


def install_guide(
    window: QMainWindow,
    help_menu: QMenu,
    settings_menu: QMenu | None,
    after: QAction | None = None,
) -> FirstGameGuide:
    """The guide for `window`: Help → First-game guide (after `after`), the Settings switch,
    and the guide itself at start until it has been closed or finished once."""
    guide = FirstGameGuide(window, window.centralWidget() or window)
    reopen = QAction(tr("&First-game guide"), window)
    reopen.setObjectName("first_game_guide")
    reopen.triggered.connect(lambda _=False: guide.start())
    actions = help_menu.actions()
    index = actions.index(after) + 1 if after in actions else 0
    if index < len(actions):
        help_menu.insertAction(actions[index], reopen)
    else:
        help_menu.addAction(reopen)
    switch: QAction | None = None
    if settings_menu is not None:

        def set_offer(on: bool) -> None:
            Settings().first_game_guide = on
            if not on and guide.active:
                guide.stop()

        switch = _switch(
            window,
            settings_menu,
            "first_game_guide_switch",
            tr("Offer the first-game guide at start"),
            tr("A few steps that point at the parts of the table; Help opens it too."),
            Settings().first_game_guide,
            set_offer,
        )

    def seen() -> None:  # offered until the player has closed or finished it once
        Settings().first_game_guide = False
        if switch is not None:
            switch.blockSignals(True)
            switch.setChecked(False)
            switch.blockSignals(False)

    guide.finished.connect(seen)
    if Settings().first_game_guide:
        guide.start()
    return guide
