"""The turn's controls where the player looks: what is happening now, End turn (Enter), Undo with
the reason when it cannot be used, Redo when there is something to redo, Skip while a computer
player's move is being shown, and while a computer thinks how far it has got and "Move now"
(it plays the best move found so far)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...saves import GameStatus
from ...session import GameSession, Refusal, ThinkProgress
from .. import theme
from ..words.level_words import thinking_text
from ..words.session_words import refusal_text


def end_turn_style() -> str:
    """End turn: the one call to action on the table (the accent), in the current theme."""
    palette = theme.colors()
    pad = f"{theme.px(5)}px {theme.px(16)}px"  # with the 1 px border: the height it had
    rounding = f"{round(theme.radius('small') * 4 / 3)}px"
    return (
        f"QPushButton {{ {theme.font_css('body', bold=True)} padding: {pad};"
        f" background: {palette.css('accent')}; color: {palette.css('accent_text')};"
        f" border: {theme.px(1)}px solid {palette.css('accent')}; border-radius: {rounding}; }}"
        f" QPushButton:hover {{ background: {QColor(palette.accent).lighter(115).name()};"
        f" border-color: {palette.css('focus')}; }}"
        f" QPushButton:pressed {{ background: {QColor(palette.accent).darker(115).name()}; }}"
        f" QPushButton:focus {{ border-color: {palette.css('focus')}; }}"
        f" QPushButton:disabled {{ background: {palette.css('panel_alt')};"
        f" color: {palette.css('text_soft')}; border-color: {palette.css('panel_line')}; }}"
    )


def thinking_style() -> str:
    """The thin bar of a computer's think: the accent filling the panel's line."""
    palette = theme.colors()
    return (
        f"QProgressBar {{ background: {palette.css('panel_alt')};"
        f" border: {theme.px(1)}px solid {palette.css('panel_line')};"
        f" border-radius: {theme.px(3)}px; }}"
        f" QProgressBar::chunk {{ background: {palette.css('accent')};"
        f" border-radius: {theme.px(2)}px; }}"
    )


def quiet_style() -> str:
    """Undo, Redo and Skip: plain buttons of the panel, so End turn stands out."""
    palette = theme.colors()
    pad = f"{theme.px(3)}px {theme.px(12)}px"  # as tall as the standard button
    rounding = f"{round(theme.radius('small') * 4 / 3)}px"
    return (
        f"QPushButton {{ {theme.font_css('body')} padding: {pad};"
        f" background: {palette.css('panel')}; color: {palette.css('text')};"
        f" border: {theme.px(1)}px solid {palette.css('panel_line')}; border-radius: {rounding}; }}"
        f" QPushButton:hover {{ border-color: {palette.css('focus')}; }}"
        f" QPushButton:pressed {{ background: {palette.css('panel_alt')}; }}"
        f" QPushButton:disabled {{ color: {palette.css('text_soft')};"
        f" background: {palette.css('panel_alt')}; }}"
    )


class TurnControls(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.status = QLabel()
        self.status.setObjectName("turn_status")
        self.status.setWordWrap(True)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setObjectName("undo")
        self.undo_button.setToolTip(self.tr("Take back your last choice (Ctrl+Z)"))
        self.undo_button.clicked.connect(session.undo)
        self.redo_button = QPushButton(self.tr("Redo"))
        self.redo_button.setObjectName("redo")
        self.redo_button.setToolTip(self.tr("Make the choice you took back again (Ctrl+Shift+Z)"))
        self.redo_button.clicked.connect(session.redo)
        self.end_button = QPushButton(self.tr("End turn  ⏎"))
        self.end_button.setObjectName("end_turn")
        self.end_button.setToolTip(self.tr("Pass the turn on (Enter)"))
        self.end_button.clicked.connect(session.end_turn)
        self.skip_button = QPushButton(self.tr("Skip ▶▶"))
        self.skip_button.setObjectName("skip_bots")
        self.skip_button.setToolTip(self.tr("Show the computer players' moves at once"))
        self.skip_button.clicked.connect(session.skip_bots)
        self.move_now_button = QPushButton(self.tr("&Move now"))
        self.move_now_button.setObjectName("move_now")
        self.move_now_button.setToolTip(
            self.tr("Let the computer play the best move it has found so far (Alt+M)")
        )
        self.move_now_button.setAccessibleName(self.tr("Move now"))
        self.move_now_button.clicked.connect(session.hurry_bots)
        for button in (
            self.undo_button,
            self.redo_button,
            self.end_button,
            self.skip_button,
            self.move_now_button,
        ):
            # Reached with Tab; a click leaves the focus where it was (the window's Enter is
            # End turn, not the last button clicked).
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("bot_thinking_text")
        self.thinking = QProgressBar()  # thin, under its words
        self.thinking.setObjectName("bot_thinking")
        self.thinking.setAccessibleName(self.tr("Computer thinking"))
        self.thinking.setTextVisible(False)
        self.undo_reason = QLabel()
        self.undo_reason.setObjectName("undo_reason")
        self.undo_reason.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        buttons.addStretch(1)
        buttons.addWidget(self.move_now_button)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.end_button)
        self.buttons_row = buttons
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addWidget(self.status)
        # The computer's think on a line of its own: the buttons' row is narrow.
        layout.addWidget(self.thinking_label)
        layout.addWidget(self.thinking)
        layout.addLayout(buttons)
        layout.addWidget(self.undo_reason)
        self._bot_seat: int | None = None
        self.apply_theme()
        theme.manager().changed.connect(self.apply_theme)
        session.decision_changed.connect(self.refresh)
        session.awaiting_end_turn_changed.connect(self.refresh)
        session.events_applied.connect(self.refresh)
        session.revealed.connect(self.refresh)
        session.handover_needed.connect(self.refresh)
        session.status_changed.connect(self.refresh)
        session.bot_thinking.connect(self._bot_thinking)
        session.bot_progress.connect(self.refresh)
        session.choice_refused.connect(self._refused)
        self.refresh()

    def apply_theme(self) -> None:
        """Colours, type and gaps from the theme (again after it changed)."""
        palette = theme.colors()
        self._layout.setContentsMargins(theme.px(6), theme.px(4), theme.px(6), theme.px(2))
        self._layout.setSpacing(theme.px(2))
        self.buttons_row.setSpacing(theme.space(1.5))
        self.status.setStyleSheet(
            f"color: {palette.css('text')}; {theme.font_css('body', bold=True)}"
        )
        self.undo_reason.setStyleSheet(
            f"color: {palette.css('text_soft')}; {theme.font_css('small')}"
        )
        self.end_button.setStyleSheet(end_turn_style())
        for quiet in (self.undo_button, self.redo_button, self.skip_button, self.move_now_button):
            quiet.setStyleSheet(quiet_style())
        self.thinking.setStyleSheet(thinking_style())
        self.thinking.setFixedHeight(theme.px(6))
        self.thinking_label.setStyleSheet(
            f"color: {palette.css('text_soft')}; {theme.font_css('small')}"
        )

    def _bot_thinking(self, seat: int) -> None:
        self._bot_seat = seat
        self.refresh()

    def _show_thinking(self, progress: ThinkProgress | None) -> None:
        """The computer's think, while its process thinks: how far, and Move now."""
        for widget in (self.thinking_label, self.thinking, self.move_now_button):
            widget.setVisible(progress is not None)
        if progress is None:
            return
        text = thinking_text(self.session.seat_name(progress.seat), progress.done, progress.planned)
        planned = max(1, progress.planned)
        self.thinking.setRange(0, planned)
        self.thinking.setValue(min(progress.done, planned))
        self.thinking_label.setText(text)
        self.thinking.setAccessibleDescription(text)

    def _refused(self, refusal: Refusal) -> None:
        """Undo refused (or any choice): say why right here, not only in the status bar."""
        self.undo_reason.setText(refusal_text(refusal))

    def status_text(self) -> str:
        session = self.session
        if session.status is GameStatus.CONCEDED and session.conceded_by is not None:
            return self.tr("%s conceded: the game is over.") % session.seat_label(
                session.conceded_by
            )
        if session.status is GameStatus.ABANDONED:
            return self.tr("This game was abandoned.")
        if session.game.is_over:
            return self.tr("The game is over.")
        if session.covered:
            return ""
        if session.awaiting_end_turn:
            return self.tr(
                "Your turn is complete. Look at the result, then press End turn (Enter) — or "
                "Undo to change it."
            )
        decision = session.decision
        if decision is not None and not session.is_human(decision.seat):
            return self.tr("%s is playing…") % session.seat_label(decision.seat)
        if decision is not None:
            return self.tr("%s to play") % session.seat_label(decision.seat)
        return ""

    def refresh(self) -> None:
        session = self.session
        self.status.setText(self.status_text())
        decision = session.decision
        bot_playing = (
            session.is_active
            and not session.awaiting_end_turn
            and decision is not None
            and not session.is_human(decision.seat)
        )
        self.skip_button.setVisible(bot_playing)
        self._show_thinking(session.think_progress if bot_playing else None)
        self.end_button.setVisible(session.awaiting_end_turn)
        self.end_button.setEnabled(session.awaiting_end_turn)
        if session.awaiting_end_turn:
            self.end_button.setFocus(Qt.FocusReason.OtherFocusReason)
        blocker = session.undo_blocker()
        self.undo_button.setEnabled(blocker is None)
        self.redo_button.setEnabled(session.can_redo())
        self.redo_button.setVisible(session.can_redo())
        mine = session.awaiting_end_turn or session.table_decision is not None
        self.undo_reason.setText(refusal_text(blocker) if mine else "")
