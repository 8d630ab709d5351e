"""The reminders on the table: a short notice when an effect fires by itself, and a quiet note
before End turn of what the turn leaves unused when that is certain.

`NoticeBoard` floats over the bottom right of the table's middle column, clear of "Since your
last turn" and its Why? (a child of the table, so the hot-seat cover lies over it); it never
takes a click away from the table but its own close button. Notices that arrive while the cover
is up wait until the next player is at the screen; they name only public things (cards in zoos,
tokens, amounts), never a card drawn into a hand.

`ReminderWatcher` feeds the session's events to a `ReminderScanner` and puts the words on the
board; `end_turn_notes` says what is certain when a turn waits for End turn: X-tokens at the most
there can be, projects the seat can support now (the engine's `project_reach`), and the optional
effects of the seat's own it said no to in the turn (`DeclinedEffects`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ...engine import X_TOKENS_MAX, Decision, DecisionKind, Event, Skip
from ...session import GameSession
from .. import theme
from ..settings import Settings
from ..words.aid_words import declined_note, reminder_text, supportable_note, x_tokens_full_note
from ..words.choice_words import prompt_text
from ..words.names import card_title
from .reminders import Reminder, ReminderScanner

# The decisions of an optional effect (a card's, an ability's, a bonus's): saying no to one is
# worth a word before End turn. A Skip that ends an action's own steps (build no more, play no
# more sponsors) is not one of them.
OPTIONAL_EFFECTS = frozenset(
    {
        DecisionKind.MULTIPLIER, DecisionKind.TURN_EXTRAS, DecisionKind.AREA_BONUS,
        DecisionKind.EXTRA_BUILDING, DecisionKind.FREE_BUILDING, DecisionKind.CLEVER,
        DecisionKind.SPONSOR_FOR_MONEY, DecisionKind.DIGGING, DecisionKind.RESCUE,
        DecisionKind.SUNBATHING, DecisionKind.POUCH, DecisionKind.TAKE_PROJECT,
        DecisionKind.BOOST, DecisionKind.EXTRA_ACTION, DecisionKind.HYPNOSIS,
        DecisionKind.MOVE_ANIMAL, DecisionKind.TAKE_CARD,
    }
)  # fmt: skip
NOTICE_MS = 12000  # how long a notice stays (a click on it closes it sooner)
MAX_LINES = 5  # the newest lines; older ones are in the log


class NoticeBoard(QFrame):
    """A small panel of lines; `show_lines` replaces them and shows it for a while (`quiet`:
    the End turn note, which stays until it is cleared)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("notice_board")
        self.title = QLabel()
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        close = QToolButton()
        close.setText("×")
        close.setToolTip(self.tr("Close"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.title, 1)
        top.addWidget(close)
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(top)
        layout.addWidget(self.text)
        self.quiet = False
        self.top_margin = 0  # the tracks bar's bottom: the board never covers the tracks
        # The widget it sits at the bottom right of (the table's middle column: the top right
        # covered "Since your last turn" and its Why? button); None: the parent's top right.
        self.anchor: QWidget | None = None
        self.lines: list[str] = []
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        theme.manager().changed.connect(self._style)
        self._style()
        self.hide()

    def _style(self) -> None:
        palette = theme.colors()
        fill = palette.css("panel") if self.quiet else palette.css("warning_fill")
        line = palette.css("panel_line") if self.quiet else palette.css("warning_line")
        self.setStyleSheet(
            f"#notice_board {{ background: {fill}; border: {theme.px(1)}px solid {line};"
            f" border-radius: {theme.px(6)}px; }}"
            f" QLabel {{ color: {palette.css('text')}; }}"
        )
        self.title.setFont(theme.font("small", bold=True))
        self.text.setFont(theme.font("small", italic=self.quiet))
        margin = theme.space(1)
        self._layout.setContentsMargins(margin, margin // 2, margin, margin)

    def show_lines(self, lines: Sequence[str], *, quiet: bool = False) -> None:
        if not lines:
            return
        if quiet != self.quiet:
            self.lines = []
        self.quiet = quiet
        self.lines = [*self.lines, *lines][-MAX_LINES:] if not quiet else list(lines)
        self.title.setText(self.tr("Before you end your turn") if quiet else self.tr("Reminder"))
        self.text.setText("\n".join(self.lines))
        self._style()
        self.place()
        self.show()
        self.raise_()
        if quiet:
            self.timer.stop()
        else:
            self.timer.start(NOTICE_MS)

    def clear(self) -> None:
        self.lines = []
        self.timer.stop()
        self.hide()

    def hideEvent(self, event: QHideEvent) -> None:
        self.lines = []
        super().hideEvent(event)

    def place(self) -> None:
        """At the bottom right of `anchor`, else at the top right of its parent below
        `top_margin`; never above `top_margin`."""
        parent = self.parentWidget()
        if parent is None:
            return
        margin = theme.space(1)
        anchor = self.anchor
        area = parent.rect()
        if anchor is not None:  # where it is now: the splitter may have moved it
            area = QRect(anchor.mapTo(parent, QPoint(0, 0)), anchor.size())
        width = max(1, min(theme.px(380), area.width() - 2 * margin, parent.width() // 2))
        self.setFixedWidth(width)
        # The height its wrapped lines take at that width: adjustSize() asked the label's
        # unwrapped hint and cut four long lines to two and a half (seen in the real window).
        self._layout.activate()
        height = self.heightForWidth(width)
        if height <= 0:  # no lines yet (placed on a resize before any notice): its hint
            height = self.sizeHint().height()
        self.setFixedHeight(height)
        if anchor is None:
            self.move(parent.width() - width - margin * 3, self.top_margin + margin)
            return
        top = max(self.top_margin + margin, area.bottom() - height - margin)
        self.move(area.right() - width - margin, top)


class ReminderWatcher(QObject):
    """Puts reminders and the End turn note on the board, as the settings allow."""

    def __init__(self, session: GameSession, board: NoticeBoard) -> None:
        super().__init__(board)
        self.session = session
        self.board = board
        self.scanner = ReminderScanner()
        self.declined = DeclinedEffects(session, self)
        self.waiting: list[str] = []  # arrived while the cover was up
        session.events_applied.connect(self.on_events)
        session.revealed.connect(self.flush)
        session.handover_needed.connect(self.board.clear)
        session.awaiting_end_turn_changed.connect(self.on_awaiting)

    def texts(self, reminders: Sequence[Reminder]) -> list[str]:
        session = self.session
        view = session.view
        cards = session.game.cards

        def owner(card: str) -> int | None:
            return next(
                (p.seat for p in view.players if card in p.zoo_cards or card in p.rescued), None
            )

        return [
            reminder_text(r, session.seat_label, lambda c: card_title(cards.get(c)), owner(r.card))
            for r in reminders
        ]

    def on_events(self, events: tuple[Event, ...]) -> None:
        found = self.scanner.scan_all(events)  # scanned always: the scanner follows the turn
        if not found or not Settings().effect_reminders:
            return
        self.waiting.extend(self.texts(found))
        if not self.session.covered:
            self.flush()

    def flush(self) -> None:
        lines, self.waiting = self.waiting, []
        if lines and not self.session.covered:
            self.board.show_lines(lines)

    def on_awaiting(self, waiting: bool) -> None:
        if not waiting:
            if self.board.quiet:
                self.board.clear()
            return
        if not Settings().end_turn_notes:
            return
        notes = end_turn_notes(self.session, self.declined)
        if notes:
            self.board.show_lines(notes, quiet=True)


class DeclinedEffects(QObject):
    """Remembers, with their questions in words as they were asked, the optional effects a
    human said no to (Skip); `in_turn` gives those of the turn that waits for End turn (an undone
    one is gone: its place in the session's choices no longer holds that Skip)."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)  # not the session's: it goes with the window it serves
        self.session = session
        self.asked: tuple[int, Decision, str] | None = None  # choice index, decision, words
        self.declined: list[tuple[int, int, str]] = []  # choice index, seat, words
        session.decision_changed.connect(self.on_decision)
        session.events_applied.connect(self.on_applied)

    def on_decision(self, decision: Decision | None) -> None:
        if decision is None or decision.kind not in OPTIONAL_EFFECTS:
            return
        if not any(isinstance(o, Skip) for o in decision.options):
            return
        words = prompt_text(decision, self.session.game)
        self.asked = (len(self.session.choices), decision, words)

    def on_applied(self) -> None:
        choices = self.session.choices
        self.declined = [d for d in self.declined if d[0] < len(choices)]
        if self.asked is None:
            return
        index, decision, words = self.asked
        if index == len(choices) - 1 and isinstance(choices[index], Skip):
            self.declined.append((index, decision.seat, words))
            self.asked = None

    def turn_began(self) -> int:
        """The index of the first choice of the turn being played (while a turn waits for End
        turn, the engine has begun the next one already: its start is not counted)."""
        session = self.session
        return session.turn_start(len(session.journal) - (1 if session.awaiting_end_turn else 0))

    def in_turn(self, seat: int) -> list[str]:
        choices, start = self.session.choices, self.turn_began()
        return [
            words
            for index, who, words in self.declined
            if who == seat and index >= start and isinstance(choices[index], Skip)
        ]


def end_turn_notes(session: GameSession, declined: DeclinedEffects | None = None) -> list[str]:
    """What the seat whose turn waits for End turn leaves unused, when it is certain."""
    seat = session.private_seat
    if seat is None or not session.awaiting_end_turn or session.last_decider != seat:
        return []
    game = session.game
    notes: list[str] = []
    player = session.view.players[seat]
    if player.x_tokens >= X_TOKENS_MAX:
        notes.append(x_tokens_full_note(player.x_tokens))
    ready = [
        (card_title(game.cards.get(r.project)), r.conservation)
        for r in game.project_reach(seat, seat)
        if r.short == 0
    ]
    if ready:
        notes.append(supportable_note(ready))
    said_no = declined.in_turn(seat) if declined is not None else []
    if said_no:
        notes.append(declined_note(said_no))
    return notes
