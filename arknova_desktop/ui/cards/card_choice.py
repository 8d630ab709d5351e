"""Cards chosen by their faces: the setup "keep 4 of 8" and every card picked from several.

`CardChoice` shows the cards of the open decision of the seat at the screen as drawn card faces
(``card_painter.paint_card``, as the hand and the display draw them), named in words (the card's
name; its tooltip text is the card's text, never shown as a tooltip: the zoom shows the words).
A click selects a card (a green frame and a "chosen" badge under the card, which keeps its
size); nothing is applied until the player presses the confirm button (or Enter anywhere in
the choice once the choice is whole), which says what it will do ("Keep Lion", "Take Lion from
folder 2"; "Keep these 4 cards" once exactly 4 of the 8 are picked). The confirm button sits
above the cards, outside their scroll area, so it is always in view. Resting the mouse on a card
(or Space on the focused card) shows the large zoom of `card_zoom.CardZoom`.

One rule for every card choice (docs/ui.md): nothing is ever picked for the player. Every choice
opens with no card picked and the confirm button off, even when there is one card only or when
every card must go; the player clicks the card(s), then confirms.

A discard of several cards that the engine asks one card at a time (the hand limit at a break,
"discard 2" after the Cards action) is picked whole: the player picks all N cards ("1 of 2
chosen"), and one confirm sends the N choices in the order they were picked (`chosen_several`;
the session applies them as one step, which undo takes back whole). When the cards come from
more than one place (Digging: the display and the hand), each face says where its card is, and a
line above the cards says what happens to a picked card (`choice_words.picks_note`).

    CardChoice(session)                  the widget (the decision panel makes and owns it)
    CardChoice.applies_to(decision, game) -> bool   may this decision be chosen by faces?
    CardChoice.show_decision(decision)   show the cards of this (open, at-the-screen) decision
    CardChoice.clear()                   show nothing (done when the session's handover fires)
    CardChoice.chosen(object)            a confirmed choice: one option of the decision
    CardChoice.chosen_several(object)    a confirmed discard of several cards: a tuple of options
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

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
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
    DiscardCard,
    Game,
    GameView,
    KeepCards,
    Skip,
)
from ...session import GameSession
from .. import theme
from ..words.choice_words import (
    card_places,
    choice_text,
    discard_cards_text,
    pick_to_discard_text,
    picks_note,
)
from ..words.names import card_title
from .card_face import (
    ENTER_KEYS,
    MAX_WIDTH,
    MIN_WIDTH,
    PAD,
    ROW_MIN_WIDTH,
    SPACING,
    CardFace,
    strips,
)
from .card_painter import CARD_RATIO
from .card_text_cache import text_of
from .card_zoom import ZOOM_AGAIN_MS, ZOOM_AGAIN_WITHIN, ZOOM_DELAY_MS, CardZoom

__all__ = ["CardChoice", "CardFace", "card_options", "discard_count", "keep_cards"]

# Discards the engine asks one card at a time, of a number of cards known in advance.
SEVERAL_KINDS = ("hand_limit_discard", "discard_card")


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


def discard_count(decision: Decision | None, view: GameView) -> int:
    """How many cards a discard that the engine asks one card at a time wants in all (the hand
    limit: the cards over it; the Cards action: the discards left), never more than there are
    cards; 1 for any other decision. `view` is the decider's (the open decision's context)."""
    if decision is None or decision.kind not in SEVERAL_KINDS:
        return 1
    if not decision.options or not all(isinstance(o, DiscardCard) for o in decision.options):
        return 1
    player = view.players[decision.seat]
    wanted = 1
    if decision.kind == "hand_limit_discard":
        wanted = len(player.hand) - player.hand_limit
    elif view.context is not None and view.context.step.kind == "DiscardCards":
        remaining = view.context.step.get("remaining")
        wanted = remaining if isinstance(remaining, int) else 1
    return max(1, min(wanted, len(decision.options)))


class CardChoice(QWidget):
    """The cards of the open decision as faces, with a confirm button above them."""

    chosen = Signal(object)
    chosen_several = Signal(object)  # tuple[Choice, ...]: the discards of one confirm, in order

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.decision: Decision | None = None
        self.keep = 0  # >0: pick exactly this many (KeepCards); 0: pick one
        self.several = 0  # >0: pick exactly this many options (a discard asked card by card)
        self.options: dict[str, Choice] = {}
        self.picked: list[str] = []  # the selected cards in the order they were picked
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
        # What happens to a picked card, when the prompt alone does not say it (Digging).
        self.about = QLabel()
        self.about.setObjectName("card_about")
        self.about.setWordWrap(True)
        self.about.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.about.hide()
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
        layout.addWidget(self.about)
        layout.addWidget(self.scroll_area, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.zoom = CardZoom(session, self)
        self._hovered: CardFace | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ZOOM_DELAY_MS)
        self._timer.timeout.connect(self._zoom_hovered)
        self._hidden_at = -1.0  # when the zoom was last hidden by leaving its card
        # Where the mouse rested when the cards came (a cover lifted over them): a card that
        # comes under a resting mouse is not zoomed until the mouse moves.
        self._rest: QPoint | None = None
        self._layout_key: tuple[int, int] = (0, 0)
        self.apply_look()
        theme.manager().changed.connect(self.apply_look)
        session.handover_needed.connect(self.clear)

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
        self.picked = []
        self.decision = None
        self.keep = 0
        self.several = 0
        if self.group is not None:
            self.group.deleteLater()
            self.group = None
        self.confirm_button.setText("")
        self.confirm_button.setEnabled(False)
        self.hint.setText("")
        self.about.setText("")
        self.about.hide()
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
            wanted = discard_count(decision, session.view)
            if wanted > 1:
                self.several = wanted
            else:
                self.group = QButtonGroup(self)
                self.group.setExclusive(True)
        else:
            return False
        self.decision = decision
        db = game.cards
        places = card_places(tuple(self.options.values()), game, decision) if self.options else {}
        for card in cards:
            name = card_title(db.get(card))
            option = self.options.get(card)
            what = choice_text(option, game, decision) if option is not None else name
            text = text_of(db, card, session.view.is_solo)
            tip = f"<b>{html.escape(what)}</b><br>{html.escape(text)}"
            where = places.get(option, ()) if option is not None else ()
            face = CardFace(self, card, name, tip, "keep" if self.keep else "card", what, where)
            face.toggled.connect(lambda checked, c=card: self.toggled(c, checked))
            if self.group is not None:
                self.group.addButton(face)
            self.faces[card] = face
        self._rest = QCursor.pos()
        # Nothing is picked for the player, not even a lone card (docs/ui.md).
        note = picks_note(decision, game, max(1, self.several))
        self.about.setText(note)
        self.about.setVisible(bool(note))
        self.relayout(force=True)
        self.changed()
        return True

    # -- picking -----------------------------------------------------------------------------------
    @property
    def selected_cards(self) -> tuple[str, ...]:
        return tuple(sorted(c for c, f in self.faces.items() if f.isChecked()))

    @property
    def wanted(self) -> int:
        """How many cards make a whole answer (1: one card)."""
        return self.keep or self.several or 1

    def may_select(self, face: CardFace) -> bool:
        """May this (unselected) face be selected by a click now?"""
        if not (self.keep or self.several):
            return True
        return len(self.selected_cards) < self.wanted

    def refused(self) -> None:
        self.hint.setText(self.tr("Only %1: unselect one first.").replace("%1", str(self.wanted)))

    def selected_choices(self) -> tuple[Choice, ...]:
        """What the confirm button would apply now, in order (empty: not a whole answer yet)."""
        chosen = self.selected_cards
        if self.keep:
            return (KeepCards(chosen),) if len(chosen) == self.keep else ()
        if self.several:
            picked = [self.options[c] for c in self.picked if c in self.options]
            return tuple(picked) if len(picked) == self.several else ()
        option = self.options.get(chosen[0]) if len(chosen) == 1 else None
        return (option,) if option is not None else ()

    def selected_choice(self) -> Choice | None:
        """The one choice the confirm button would apply now (None: not yet, or several)."""
        choices = self.selected_choices()
        return choices[0] if len(choices) == 1 and not self.several else None

    def toggled(self, card: str, checked: bool) -> None:
        """A face was picked or put back: keep the order of the picks."""
        if checked and card not in self.picked:
            self.picked.append(card)
        elif not checked and card in self.picked:
            self.picked.remove(card)
        self.changed()

    def changed(self, _checked: bool = False) -> None:
        chosen = self.selected_cards
        game = self.session.game
        if self.several:
            whole = len(chosen) == self.several
            self.confirm_button.setText(
                discard_cards_text(game, self.picked).replace("&", "&&")
                if whole
                else pick_to_discard_text(self.several)
            )
            self.confirm_button.setEnabled(whole)
            count = (
                self.tr("%1 of %2 chosen")
                .replace("%1", str(len(chosen)))
                .replace("%2", str(self.several))
            )
            if whole:
                count = self.tr("%1: click one again to put it back").replace("%1", count)
            self.hint.setText(count)
        elif self.keep:
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
            and bool(self.selected_choices())
        )

    def confirm(self) -> None:
        """The confirm button: apply what is selected, if it is a whole answer."""
        choices = self.selected_choices()
        decision = self.decision
        if not choices or decision is None or decision != self.session.table_decision:
            return
        self.hide_zoom()
        if self.several:
            self.chosen_several.emit(choices)
        else:
            self.chosen.emit(choices[0])

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
            strips(any(face.places for face in self.faces.values())),
            theme.px(4),
        )
        widest = theme.text_px(MAX_WIDTH)
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
    def place_level(self) -> int:
        """How short the words saying where each card is must be (0: the longest) for them to
        fit under every card: one length for all, so the cards read alike."""
        faces = [face for face in self.faces.values() if face.places]
        longest = max((len(face.places) for face in faces), default=1)
        for level in range(longest):
            if all(face.place_fits(level) for face in faces):
                return level
        return longest - 1

    def is_hovered(self, face: CardFace) -> bool:
        return self._hovered is face

    def resting(self) -> bool:
        """Has the mouse not moved since the cards came? (A card that came under a resting
        mouse, the cover lifted with the mouse there, opens no zoom by itself.)"""
        if self._rest is not None and QCursor.pos() == self._rest:
            return True
        self._rest = None
        return False

    def hover(self, face: CardFace) -> None:
        """The mouse entered `face`: its zoom after a rest (soon, right after another zoom)."""
        if self.zoom.isVisible() and self.zoom.card_id != face.card:
            self._hidden_at = time.monotonic()
            self.hide_zoom()
        self._hovered = face
        if self.zoom.isVisible():
            self.zoom.back_on_card()
        else:
            again = time.monotonic() - self._hidden_at < ZOOM_AGAIN_WITHIN
            self._timer.start(ZOOM_AGAIN_MS if again else ZOOM_DELAY_MS)

    def unhover(self, face: CardFace) -> None:
        """The mouse left `face`: its zoom lingers a moment (the mouse may be on its way into it,
        to a rules link) and goes unless the mouse is over it."""
        if self._hovered is face:
            self._hovered = None
            self._timer.stop()
            self.zoom.leave_card()

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
