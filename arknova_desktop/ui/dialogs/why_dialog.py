""" "Why?": what the computer weighed for its move. For each of its decisions that had a real
choice, the option it chose and the next best, each with the rest of the turn it expected, what
that would have gained and how far behind the choice it stood; for Hard its second look and how
sure it was.

The reasons come from the session (`GameSession.why_for`: kept from the search that chose, in
memory while the game is open); the words from ui/words/why_words.py, which names no card the
viewer may not see."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape, unescape

from attrs import frozen
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...journal import JournalEntry
from ...reasons import KeptWhy
from ...session import GameSession
from .. import theme
from ..table.turn_controls import quiet_style
from ..words.why_words import (
    DecisionWords,
    Secrets,
    decision_heading,
    decision_words,
    gains_label,
    intro_text,
    no_choice_text,
    not_kept_text,
    nothing_text,
    option_label,
    public_cards,
    sentence,
    then_label,
)


@frozen
class SeatWhy:
    """One computer seat's part of the move: its name as the table shows it, its decisions
    with a real choice in words, and the notes (reasons not kept, nothing to weigh)."""

    label: str
    decisions: tuple[DecisionWords, ...]
    notes: tuple[str, ...]


def computer_steps(session: GameSession, entries: Sequence[JournalEntry]) -> list[JournalEntry]:
    """The entries of computer seats' choices."""
    return [e for e in entries if e.seat >= 0 and not session.is_human(e.seat)]


def why_sections(session: GameSession, entries: Sequence[JournalEntry]) -> list[SeatWhy]:
    """Per computer seat (in the order they moved) what it weighed in `entries`."""
    steps = computer_steps(session, entries)
    kept: dict[int, KeptWhy] = {}
    for entry in steps:
        found = session.why_for(entry.step)
        if found is not None:
            kept[entry.step] = found
    secrets = Secrets(
        session.game, public_cards([session.game, *(k.before for k in kept.values())])
    )
    seats = list(dict.fromkeys(e.seat for e in steps))
    sections = []
    for seat in seats:
        own = [e for e in steps if e.seat == seat]
        decisions = tuple(decision_words(kept[e.step], secrets) for e in own if e.step in kept)
        notes: list[str] = []
        if any(not session.whys.known(e.step) for e in own):
            notes.append(not_kept_text())
        elif not decisions:
            notes.append(no_choice_text(session.seat_name(seat)))
        sections.append(SeatWhy(session.seat_label(seat), decisions, tuple(notes)))
    return sections


def _p(text: str, role: str = "body", *, bold: bool = False, soft: bool = False) -> str:
    palette = theme.colors()
    color = palette.css("text_soft" if soft else "text")
    style = f"{theme.font_css(role, bold=bold)} color: {color};"
    return f'<p style="{style}">{text}</p>'


def decision_html(number: int, words: DecisionWords) -> str:
    """One decision: its heading, each option in a paragraph, the notes."""
    parts = [_p(escape(decision_heading(number, words.option_count)), bold=True)]
    for option in words.options:
        head = f"<b>{escape(option_label(option.chosen))}</b> {escape(option.what)}"
        if option.compare:
            head += escape(f" — {option.compare}")
        lines = [head]
        if option.then:
            lines.append(f"{escape(then_label())} {escape(sentence(option.then))}")
        lines.append(f"{escape(gains_label(option.chosen))} {escape(sentence(option.gains))}")
        margin = f"margin-left: {theme.space(3)}px;"
        palette = theme.colors()
        style = f"{theme.font_css('body')} color: {palette.css('text')}; {margin}"
        parts.append(f'<p style="{style}">{"<br>".join(lines)}</p>')
    for note in (words.note, words.sure):  # the second look, then how sure it was there
        if note:
            parts.append(_p(escape(note), "small", soft=True))
    return "".join(parts)


def why_html(sections: Sequence[SeatWhy]) -> str:
    """Every section: a heading per computer seat, its decisions numbered, its notes."""
    if not sections:
        return _p(escape(nothing_text()))
    parts = [_p(escape(intro_text()), "small", soft=True)]
    for section in sections:
        parts.append(_p(escape(section.label), "title", bold=True))
        for number, words in enumerate(section.decisions, start=1):
            parts.append(decision_html(number, words))
        for note in section.notes:
            parts.append(_p(escape(note), soft=True))
    return "".join(parts)


class WhyDialog(QDialog):
    """The computer's reasons for the choices in `entries` (the move the table sums up)."""

    def __init__(
        self,
        session: GameSession,
        entries: Sequence[JournalEntry],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("why_dialog")
        self.setWindowTitle(self.tr("Why the computer played this way"))
        self.sections = why_sections(session, entries)
        self.body = QLabel()
        self.body.setObjectName("why_text")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.scroll_area, 1)
        self._layout.addWidget(buttons)
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self.resize(theme.px(560), theme.px(520))

    def text(self) -> str:
        """What the dialog says, as plain text (tests, screen readers)."""
        return _plain(self.body.text())

    def _restyle(self) -> None:
        self.body.setText(why_html(self.sections))  # sizes and colours are inline
        margin = theme.space(4)
        self._layout.setContentsMargins(margin, margin, margin, margin)
        self._layout.setSpacing(theme.space(3))
        self.body.setFont(theme.font("body"))


def _plain(html: str) -> str:
    """Rich text as plain text: paragraphs and line breaks as new lines, no tags."""
    text = re.sub(r"<br>|</p>", "\n", html)
    return unescape(re.sub(r"<[^>]+>", "", text)).strip()


class WhyButton(QPushButton):
    """ "Why?" beside the summary of the others' moves: shown while the summary holds a
    computer's choices, it opens their reasons (`set_entries`: the summary's journal entries)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Why?"), parent)
        self.setObjectName("why_button")
        self.setToolTip(self.tr("What the computer weighed for its move, and what it expected"))
        self.session = session
        self.entries: tuple[JournalEntry, ...] = ()
        self.dialog: WhyDialog | None = None
        self.clicked.connect(self.open_dialog)
        self.hide()
        self._restyle()
        theme.manager().changed.connect(self._restyle)

    def set_entries(self, entries: Sequence[JournalEntry]) -> None:
        self.entries = tuple(entries)
        self.setVisible(bool(computer_steps(self.session, self.entries)))

    def open_dialog(self) -> WhyDialog:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = WhyDialog(self.session, self.entries, self.window())
        self.dialog.open()
        return self.dialog

    def _restyle(self) -> None:
        self.setStyleSheet(quiet_style())
