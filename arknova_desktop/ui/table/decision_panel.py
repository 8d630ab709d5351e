"""The current decision in plain words, with a button per option, or the cards to pick from.

Every decision the engine can ask is answerable here; the board widgets offer the same choices
where they naturally live (a card, a cell, an action card), and can narrow this list to the
options that belong to what the player clicked. The words come from `choice_words` (made from the
engine's typed data, never its codes). Placements are chosen on the map: the PlaceBuilding
options of one building type share ONE button, which asks (`carry_requested`) for that building to
be carried on the map, where its legal places are lit.

When every option of the decision is about a card (a card revealed, drawn, taken from the
display, discarded...), or it is the setup keep of 4 of 8, the cards are shown face up in a
`card_choice.CardChoice`: click to pick, then confirm (a Skip button stays below). By default the
faces sit in this panel; after `host_cards_elsewhere()` the panel only says where they are and
emits `cards_shown(bool)`, and the owner (the main window) shows `card_choice` in a wider place.
A discard of several cards asked one card at a time is confirmed whole: `choices_made(tuple)`
carries its choices, for `GameSession.choose_all` (one step for undo). The prompt says what
happens to the picked cards where it is not plain (Digging). `enter()` is the window's Enter:
the one option shown, or the card choice's confirm once its pick is whole (never a card the
player has not picked).

Option buttons (`OptionButton`) wrap their words onto as many lines as the panel's width needs
(height for width), so no option is cut off and no horizontal scroll bar is ever needed; the list
of options scrolls vertically, and the Skip button stays below it, outside the scroll area, always
in view. Nothing in the panel asks for more width than it has, so a long option never widens it.

Integration: the main window connects `carry_requested` to `ZooMapView.carry` (showing the
deciding seat's map first, since the map only lights the decision of the seat it shows).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from ...engine import (
    Choice,
    Decision,
    PlaceBuilding,
    Skip,
)
from ...session import GameSession
from .. import theme
from ..cards.card_choice import CardChoice, discard_count
from ..focus import from_keys
from ..words.choice_words import carry_text, option_texts, picks_note, prompt_text

MAX_BUTTONS = 60  # the map and the cards carry long lists (placements); show a clear subset
HINT_CHARS = 24  # the width an option button suggests (in average characters), never more


class OptionButton(QPushButton):
    """A push button whose words wrap onto several lines within the width it is given, and whose
    height follows from that width (heightForWidth). It draws the button's own look (hover,
    pressed, focus, disabled: the style's) with the words laid out by a QTextLayout; an "&" in
    the words shows as "&" (no mnemonic). text() is the words.

    Its measures are kept until its words, font or style change: a layout asks a button's
    height for the same widths again and again, and a paint needs the laid-out words again."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._key = QKeySequence()
        self._pad: QSize | None = None
        self._heights: dict[int, int] = {}  # button width -> height
        self._laid_out: tuple[int, QTextLayout] | None = None  # (text width, the words)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        # The keyboard's (Tab, then Enter or Space), never a click's: a button clicked keeps
        # no focus, so the window's Enter stays "End turn / the only option" for the mouse.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._key_focus = False  # the focus came from the keys: its mark is drawn (ui/focus.py)
        self.setText(text)

    # -- the words: no mnemonic, the explicit shortcut kept ---------------------------------
    def setText(self, text: str) -> None:
        self._forget_measures()
        super().setText(text)
        super().setShortcut(self._key)  # setText grabs "&x" as Alt+x: undo that
        self.updateGeometry()
        self.update()

    def setShortcut(self, key: QKeySequence | str) -> None:  # type: ignore[override]
        self._key = QKeySequence(key)
        super().setShortcut(self._key)

    # -- geometry ---------------------------------------------------------------------------
    def _forget_measures(self) -> None:
        self._pad = None
        self._heights.clear()
        self._laid_out = None

    def _option(self) -> QStyleOptionButton:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return option

    def _padding(self) -> QSize:
        """What the style adds around the words (frame, margins)."""
        if self._pad is None:
            self._pad = self._measure_padding()
        return QSize(self._pad)

    def _measure_padding(self) -> QSize:
        option = self._option()
        line = self.fontMetrics().height()
        inner = QSize(200, line)  # wide enough that no minimum width of the style applies
        outer = self.style().sizeFromContents(
            QStyle.ContentsType.CT_PushButton, option, inner, self
        )
        return QSize(max(0, outer.width() - inner.width()), max(0, outer.height() - line))

    def text_layout(self, width: int) -> QTextLayout:
        """The words laid out in lines of at most `width` pixels (broken anywhere if a word
        alone is wider)."""
        layout = QTextLayout(self.text(), self.font())
        option = QTextOption(Qt.AlignmentFlag.AlignHCenter)
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        leading = self.fontMetrics().leading()
        y = 0.0
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, width))
            line.setPosition(QPointF(0, y))
            y += line.height() + max(0, leading)
        layout.endLayout()
        return layout

    def text_width(self, width: int | None = None) -> int:
        """The room for the words in a button `width` wide (its own width by default)."""
        return max(1, (self.width() if width is None else width) - self._padding().width())

    def _words(self, text_width: int) -> QTextLayout:
        """The words laid out for this text width, kept for the next paint."""
        if self._laid_out is None or self._laid_out[0] != text_width:
            self._laid_out = (text_width, self.text_layout(text_width))
        return self._laid_out[1]

    def text_height(self, text_width: int) -> int:
        layout = self._words(text_width)
        rect = layout.boundingRect()
        return max(self.fontMetrics().height(), int(rect.height() + 0.999))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            inner = self.text_width(width)
            text = QSize(inner, self.text_height(inner))
            option = self._option()
            outer = self.style().sizeFromContents(
                QStyle.ContentsType.CT_PushButton, option, text, self
            )
            height = max(outer.height(), text.height() + self._padding().height())
            self._heights[width] = height
        return height

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        natural = metrics.horizontalAdvance(self.text()) + self._padding().width() + 2
        width = min(natural, HINT_CHARS * metrics.averageCharWidth() + self._padding().width())
        width = max(width, self.minimumSizeHint().width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = 4 * self.fontMetrics().averageCharWidth() + self._padding().width()
        return QSize(width, self.fontMetrics().height() + self._padding().height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._forget_measures()
            self.updateGeometry()
        super().changeEvent(event)

    # -- drawing ----------------------------------------------------------------------------
    def text_rect(self) -> QRect:
        """Where the words are drawn: the button less the style's padding, centred."""
        pad = self._padding()
        rect = self.rect()
        inner = self.text_width()
        height = self.text_height(inner)
        left = rect.left() + pad.width() // 2
        top = rect.top() + (rect.height() - height) // 2
        return QRect(left, top, inner, height)

    def face(self) -> tuple[QColor, QColor, QColor, float]:
        """The button's fill, outline, words and outline width, from the theme: a raised panel,
        the focus colour under the mouse or with the keyboard focus, sunken when pressed."""
        palette = theme.colors()
        fill, edge, words = palette.panel, palette.panel_line, palette.text
        width = theme.line("hair")
        if not self.isEnabled():
            return palette.panel_alt, edge, palette.text_soft, width
        if self.isDown() or self.isChecked():
            fill = palette.panel_alt
        if self.hasFocus() and self._key_focus:  # the keyboard's: the theme's focus mark
            edge, width = palette.focus, theme.line("focus")
        elif self.underMouse():
            edge, width = palette.focus, theme.line("thin")
        return fill, edge, words, width

    def paintEvent(self, event: QPaintEvent) -> None:
        # The size is the style's (sizeFromContents, above); the look is the theme's.
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill, edge, words, width = self.face()
        inset = width / 2 + 0.5
        body = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        rounding = theme.radius("small") * 4 / 3
        painter.setPen(QPen(edge, width))
        painter.setBrush(fill)
        painter.drawRoundedRect(body, rounding, rounding)
        rect = self.text_rect()
        if self.isDown() or self.isChecked():
            rect.translate(0, max(1, theme.px(1)))
        painter.setPen(words)
        self._words(rect.width()).draw(painter, QPointF(rect.topLeft()))
        painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._key_focus = from_keys(event)
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key_focus:
            self._key_focus = True  # a key pressed here: the mark shows where the keys act
            self.update()
        super().keyPressEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)


class _Elsewhere(QWidgetItem):
    """A layout entry for a widget that lives in another layout (the Skip button below the
    scrolling list): listed in `buttons_layout` (so the option buttons are all found there, in
    order), but taking no room in it and never moved by it."""

    def isEmpty(self) -> bool:
        return True

    def setGeometry(self, rect: QRect) -> None:
        pass

    def sizeHint(self) -> QSize:
        return QSize(0, 0)

    def minimumSize(self) -> QSize:
        return QSize(0, 0)

    def maximumSize(self) -> QSize:
        return QSize(0, 0)

    def hasHeightForWidth(self) -> bool:
        return False

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)


class DecisionPanel(QWidget):
    """Prompt + one button per option (one per building type for placements).
    `narrow(options)` shows only some options."""

    choice_made = Signal(object)
    choices_made = Signal(object)  # tuple[Choice, ...]: one confirm of several cards
    carry_requested = Signal(str)  # a building id: carry it on the map (ZooMapView.carry)
    cards_shown = Signal(bool)  # the faces of a card decision appear (True) or go (False)

    def __init__(
        self, session: GameSession, names: Callable[[str], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # `buttons` holds the scrolling list (`buttons_layout`: every option in order, Skip
        # included) and, below the list and outside its scroll area, the Skip button.
        self.buttons = QWidget()
        self.option_list = QWidget()
        self.option_list.setObjectName("option_list")
        self.buttons_layout = QVBoxLayout(self.option_list)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(theme.space(1))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.option_list)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.scroll_area = scroll
        self.footer = QWidget()
        self.footer.setObjectName("panel_footer")
        self.footer_layout = QVBoxLayout(self.footer)
        self.footer_layout.setContentsMargins(0, theme.space(1), 0, 0)
        self.footer.hide()
        outer = QVBoxLayout(self.buttons)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.footer)
        self._elsewhere: list[_Elsewhere] = []  # kept alive while listed in buttons_layout
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.buttons, 1)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.card_choice = CardChoice(session, self.buttons)
        self.card_choice.setObjectName("card_choice")
        self.card_choice.hide()
        self.card_choice.chosen.connect(self.choice_made.emit)
        self.card_choice.chosen_several.connect(self.choices_made.emit)
        session.decision_changed.connect(self.show_decision)
        self._shown: tuple[Choice, ...] = ()
        self._cards_elsewhere = False
        self._cards_open = False
        self.apply_theme()
        theme.manager().changed.connect(self.apply_theme)

    def apply_theme(self) -> None:
        """Colours and gaps from the theme (again after it changed)."""
        self.buttons_layout.setSpacing(theme.space(1))
        self.footer_layout.setContentsMargins(0, theme.space(1), 0, 0)
        for button in self.buttons.findChildren(OptionButton):
            button.update()

    def host_cards_elsewhere(self) -> None:
        """The owner shows `card_choice` itself (it takes it out of this panel)."""
        self._cards_elsewhere = True
        self.card_choice.setParent(None)

    def _set_cards_open(self, open_: bool) -> None:
        if open_ != self._cards_open:
            self._cards_open = open_
            self.cards_shown.emit(open_)

    def show_decision(self, decision: Decision | None, narrowed: tuple[Choice, ...] = ()) -> None:
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is self.card_choice:
                continue  # kept (emptied and hidden) for the next card decision
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._elsewhere.clear()
        self.footer.hide()
        if not self._cards_elsewhere:
            self.card_choice.hide()
        self.card_choice.clear()
        if decision is None:
            self._set_cards_open(False)
            self.prompt.setText(self.idle_text())
            self._shown = ()
            return
        game = self.session.game
        who = html.escape(self.session.seat_label(decision.seat))
        prompt = f"<b>{who}</b>: {html.escape(prompt_text(decision, game))}"
        note = picks_note(decision, game, discard_count(decision, self.session.view))
        if note and not narrowed:
            prompt += f"<br>{html.escape(note)}"
        self.prompt.setText(prompt)
        if not narrowed and self._show_cards(decision):
            return
        self._set_cards_open(False)
        options = narrowed or decision.options
        self._shown = options
        # Placements are made on the map: one button per building type, no cells listed.
        carried: list[str] = []
        chosen = [o for o in options if not isinstance(o, PlaceBuilding)]
        texts = dict(zip(chosen, option_texts(chosen, game, decision), strict=True))
        hidden = shown = 0
        skips: list[tuple[int, Choice, str]] = []
        for index, option in enumerate(options):
            if isinstance(option, PlaceBuilding):
                if option.building not in carried:
                    carried.append(option.building)
                    self.buttons_layout.addWidget(self._carry_button(option.building, decision))
                continue
            if shown >= MAX_BUTTONS and not isinstance(option, Skip):
                hidden += 1
                continue
            shown += 1
            if isinstance(option, Skip):
                skips.append((index, option, texts[option]))
                continue
            button = OptionButton(texts[option])
            button.setObjectName(f"option_{index}")
            button.clicked.connect(lambda _=False, c=option: self.choice_made.emit(c))
            self.buttons_layout.addWidget(button)
        if hidden:
            more = QLabel(self.tr("…and %n more: pick on the board.", "", hidden))
            more.setWordWrap(True)
            self.buttons_layout.addWidget(more)
        self.buttons_layout.addStretch(1)
        for index, option, text in skips:
            self._add_skip(index, option, text)
        self._chain_keys()

    def option_buttons(self) -> list[QPushButton]:
        """Every button of the decision shown, in order (Skip last)."""
        found: list[QPushButton] = []
        for i in range(self.buttons_layout.count()):
            item = self.buttons_layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QPushButton):
                found.append(widget)
        return found

    def _chain_keys(self) -> None:
        """Tab goes through the options in their order, right after the list's place in the
        window's order (new buttons would otherwise come last, after everything)."""
        # After the prompt (not the scroll area: Qt chains a widget's own children apart).
        before: QWidget = self.prompt
        for button in self.option_buttons():
            QWidget.setTabOrder(before, button)
            before = button

    def _add_skip(self, index: int, option: Choice, text: str) -> OptionButton:
        """The Skip button: below the scrolling list, always in view; listed in
        `buttons_layout` too (taking no room there), so the options are all found in order."""
        button = OptionButton(text)
        button.setObjectName(f"option_{index}")
        button.clicked.connect(lambda _=False, c=option: self.choice_made.emit(c))
        button.setShortcut("S")
        button.setToolTip(self.tr("Skip (S)"))
        self.footer_layout.addWidget(button)
        entry = _Elsewhere(button)
        self._elsewhere.append(entry)
        self.buttons_layout.addItem(entry)
        self.footer.show()
        return button

    def _carry_button(self, building: str, decision: Decision) -> QPushButton:
        """The one button of a building type: carry it on the map, where its places are lit."""
        button = OptionButton(carry_text(building, decision, self.session.game))
        button.setObjectName(f"carry_{building}")
        button.setProperty("building", building)
        button.setToolTip(
            self.tr(
                "Pick it up and move it over your zoo map: the places where it fits are lit. "
                "Click one to build there; R turns it, M mirrors it."
            )
        )
        button.clicked.connect(lambda _=False, b=building: self.carry_requested.emit(b))
        return button

    @property
    def carry_buttons(self) -> list[QPushButton]:
        """The per-building-type buttons of a placement decision, in layout order."""
        found: list[QPushButton] = []
        for i in range(self.buttons_layout.count()):
            item = self.buttons_layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QPushButton) and widget.objectName().startswith("carry_"):
                found.append(widget)
        return found

    def _show_cards(self, decision: Decision) -> bool:
        """Every option about a card (or the setup keep): the faces to pick from, with Skip below
        when the decision has it. False: not a card decision (buttons instead)."""
        if not CardChoice.applies_to(decision, self.session.game):
            return False
        if not self.card_choice.show_decision(decision):
            return False
        self._shown = decision.options
        if self._cards_elsewhere:
            where = QLabel(
                self.tr(
                    "The cards to choose from are at the bottom of the window, where your "
                    "action cards and hand usually are: click a card to pick it, then confirm "
                    "with the button above the cards."
                )
            )
            where.setWordWrap(True)
            where.setObjectName("cards_where")
            self.buttons_layout.addWidget(where)
            self.buttons_layout.addStretch(1)
            self._set_cards_open(True)
        else:
            self.buttons_layout.addWidget(self.card_choice, 1)
            self.card_choice.show()
        for index, option in enumerate(decision.options):
            if isinstance(option, Skip):
                (text,) = option_texts((option,), self.session.game, decision)
                self._add_skip(index, option, text)
        self._chain_keys()
        return True

    def idle_text(self) -> str:
        """What the panel says when there is nothing to answer at the screen."""
        session = self.session
        if not session.is_active:
            return self.tr("The game is over.")
        if session.covered:
            return ""
        if session.awaiting_end_turn:
            return ""  # the turn controls above say it, with the End turn button
        decision = session.decision
        if decision is not None and not session.is_human(decision.seat):
            return self.tr("%s is playing…") % session.seat_label(decision.seat)
        return ""

    def confirm(self, prompt: str, option: Choice, label: str) -> None:
        """One option, shown as a one-click confirmation that says what it will do, with a way
        back to the full list."""
        self.show_decision(self.session.table_decision, (option,))
        self.prompt.setText(prompt)
        button = next(
            (
                w
                for i in range(self.buttons_layout.count())
                if (item := self.buttons_layout.itemAt(i)) is not None
                and isinstance(w := item.widget(), QPushButton)
                and w.objectName() == "option_0"
            ),
            None,
        )
        if button is not None:
            button.setText(label)
        back = OptionButton(self.tr("Cancel"))
        back.setObjectName("confirm_cancel")
        back.clicked.connect(lambda: self.show_decision(self.session.table_decision))
        self.buttons_layout.insertWidget(1, back)
        self._chain_keys()

    def enter(self) -> None:
        """Enter on the table: the one option the panel shows, or the card choice's confirm once
        its pick is whole. A card choice is never answered by Enter alone: its cards are
        picked first (docs/ui.md)."""
        if self.card_choice.decision is not None:
            if self.card_choice.confirm_ready():
                self.card_choice.confirm()
            return
        if len(self._shown) == 1:
            self.choice_made.emit(self._shown[0])

    def narrow(self, options: tuple[Choice, ...]) -> None:
        """Show only these options of the open decision (e.g. the levels of one project)."""
        self.show_decision(self.session.table_decision, options)

    @property
    def shown_options(self) -> tuple[Choice, ...]:
        return self._shown
