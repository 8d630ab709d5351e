"""Every player's board at a glance, like the player panels of an online table: one compact panel
per seat in seat order, a fuller one for the player at the screen.

Each panel shows the seat's colour (the same as its markers on the tracks), its name, whose turn
it is, money, X-tokens, free / hired workers, hand size, appeal, conservation, reputation,
supported projects, the icons in the zoo (drawn as icons with a count), partner zoos,
universities and the order of the action cards. The player at the screen (`private_seat`) also
sees their final scoring cards with how far they got; nobody else's secrets are ever shown, and
under the hot-seat cover nobody's are.

Clicking a panel emits `seat_clicked(seat)`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from ...engine import (
    ANIMAL_CATEGORIES,
    MAX_FINAL_SCORING_POINTS,
    SOLO_ROUNDS,
    FinalScoringCard,
    GameView,
    PlayerView,
)
from ...session import GameSession
from .. import icons, theme
from ..words.common import arg
from ..words.names import (
    action_side_name,
    capitalised,
    continent_name,
    icons_of,
    resource_name,
    university_name,
)
from .tracks_bar import PLAYER_COLORS

ICON_SIZE = 14
# The icons of a zoo in the order they are shown: categories, continents, then the rest.
ZOO_ICONS: tuple[str, ...] = (
    *ANIMAL_CATEGORIES,
    "sea_animal",
    *icons.CONTINENT_ICONS,
    "science",
    "water",
    "rock",
)
# Stats shown as icon + number (key, icon name).
STATS: tuple[tuple[str, str], ...] = (
    ("money", "money"),
    ("x_tokens", "x_token"),
    ("workers", "worker"),
    ("hand", "card"),
    ("appeal", "appeal"),
    ("conservation", "conservation"),
    ("reputation", "reputation"),
    ("projects", "project"),
)


def seat_colour(seat: int) -> QColor:
    """The seat's colour: the one its markers have on the tracks."""
    return QColor(PLAYER_COLORS[seat % len(PLAYER_COLORS)])


def free_workers(state: GameView, seat: int) -> int:
    """Workers on the notepad: hired ones not placed on the association board."""
    placed = state.association.task_workers[seat] if state.association.task_workers else ()
    return state.players[seat].workers - sum(placed)


def action_order(player: PlayerView) -> str:
    """ "Cards I · Build II · …" in slot order."""
    return " · ".join(action_side_name(card.action, card.upgraded) for card in player.action_cards)


def restyle(widget: QWidget, css: str) -> None:
    """Set a style sheet only when it changes: every setStyleSheet re-polishes the widget and its
    children and asks for a new layout, which on each refresh kept the window busy."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line when the width runs out."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, apply: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        right = rect.x() + max(1, rect.width())
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x + hint.width() > right and line > 0:
                x, y, line = rect.x(), y + line + self._spacing // 2, 0
            if apply:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()


class IconNumber(QWidget):
    """An icon with a number next to it; the tooltip says what the number is."""

    def __init__(self, icon_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon_name = icon_name
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.picture = QLabel()
        self.picture.setFixedSize(ICON_SIZE, ICON_SIZE)
        self.number = QLabel()
        font = QFont(theme.FONT_FAMILY, 9)
        font.setBold(True)
        self.number.setFont(font)
        layout.addWidget(self.picture)
        layout.addWidget(self.number)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_value(self, text: str, tooltip: str) -> None:
        if self.picture.pixmap().isNull():  # drawn on first use: unused icons are never loaded
            self.picture.setPixmap(
                icons.pixmap(self.icon_name, ICON_SIZE, self.devicePixelRatioF())
            )
        self.number.setText(text)
        self.setToolTip(tooltip)
        self.picture.setToolTip(tooltip)
        self.number.setToolTip(tooltip)
        self.adjustSize()
        self.updateGeometry()


def _wrapped_label(size: int = 8, soft: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setFont(QFont(theme.FONT_FAMILY, size))
    label.setTextFormat(Qt.TextFormat.PlainText)
    if soft:
        label.setStyleSheet(f"color: {theme.INK_SOFT.name()};")
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


class PlayerPanel(QFrame):
    """One seat's panel. `values` holds the numbers shown (for tests and the integrator)."""

    clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.values: dict[str, int] = {}
        self.icon_counts: dict[str, int] = {}
        self.private = False
        self.setObjectName(f"player{seat}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 4, 3)
        outer.setSpacing(4)
        self.stripe = QFrame()
        self.stripe.setFixedWidth(6)
        outer.addWidget(self.stripe)
        body = QVBoxLayout()
        body.setContentsMargins(0, 3, 0, 0)
        body.setSpacing(2)
        outer.addLayout(body, 1)

        top = QHBoxLayout()
        top.setSpacing(4)
        self.marker = QLabel()
        self.marker.setFixedWidth(14)
        self.marker.setFont(QFont(theme.FONT_FAMILY, 10))
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        name_font = QFont(theme.FONT_FAMILY, 10)
        name_font.setBold(True)
        self.name.setFont(name_font)
        top.addWidget(self.marker)
        top.addWidget(self.name, 1)
        body.addLayout(top)

        self.stats_box = QWidget()
        self.stats = FlowLayout(self.stats_box, spacing=7)
        self.stat_widgets: dict[str, IconNumber] = {}
        for key, icon_name in STATS:
            widget = IconNumber(icon_name)
            self.stat_widgets[key] = widget
            self.stats.addItem(QWidgetItem(widget))
            widget.setParent(self.stats_box)
        body.addWidget(self.stats_box)

        self.icons_box = QWidget()
        self.icons_flow = FlowLayout(self.icons_box, spacing=5)
        self.icon_widgets: dict[str, IconNumber] = {}
        for name in ZOO_ICONS:
            widget = IconNumber(name)
            widget.setParent(self.icons_box)
            self.icon_widgets[name] = widget
            self.icons_flow.addItem(QWidgetItem(widget))
            widget.hide()
        body.addWidget(self.icons_box)

        self.details = _wrapped_label(8, soft=True)
        body.addWidget(self.details)
        self.order = _wrapped_label(8, soft=True)
        body.addWidget(self.order)
        self.extras = _wrapped_label(8)
        self.extras.setObjectName("private_extras")
        body.addWidget(self.extras)
        self.extras.hide()

    # -- filling in ------------------------------------------------------------------------------
    def show_seat(
        self,
        session: GameSession,
        state: GameView,
        turn_seat: int | None,
        deciding: int | None,
        private: bool,
    ) -> None:
        seat = self.seat
        player = state.players[seat]
        label = session.seat_label(seat)
        self.private = private
        colour = seat_colour(seat)
        restyle(self.stripe, f"background: {colour.name()}; border-radius: 2px;")
        border = colour.name() if private else theme.GRID_LINE.name()
        background = colour.lighter(185).name() if private else "#fbf8ef"
        restyle(
            self,
            f"PlayerPanel {{ background: {background}; border: {2 if private else 1}px solid "
            f"{border}; border-radius: 4px; }}",
        )
        self.name.setText(self.tr("%1 (you)").replace("%1", label) if private else label)
        self.name.setToolTip(self.tr("Click to see this zoo"))
        if seat == turn_seat:
            self.marker.setText("▶")
            self.marker.setToolTip(self.tr("It is %1's turn").replace("%1", player.name))
        elif seat == deciding:
            self.marker.setText("…")
            self.marker.setToolTip(self.tr("%1 is deciding now").replace("%1", player.name))
        else:
            self.marker.setText("")
            self.marker.setToolTip("")
        restyle(self.marker, f"color: {colour.darker(130).name()};")

        free = free_workers(state, seat)
        self.values = {
            "money": player.money,
            "x_tokens": player.x_tokens,
            "workers": free,
            "workers_total": player.workers,
            "hand": len(player.hand),
            "appeal": player.appeal,
            "conservation": player.conservation,
            "reputation": player.reputation,
            "projects": player.supported_projects,
        }
        texts = {
            "money": (str(player.money), self._counter_tooltip("money", player.money)),
            "x_tokens": (
                str(player.x_tokens),
                self._counter_tooltip("x_tokens", player.x_tokens),
            ),
            "workers": (
                f"{free}/{player.workers}",
                self.tr("Workers: %1 free of %2 hired")
                .replace("%1", str(free))
                .replace("%2", str(player.workers)),
            ),
            "hand": (
                str(len(player.hand)),
                self.tr("Cards in hand: %1 (hand limit %2)")
                .replace("%1", str(len(player.hand)))
                .replace("%2", str(player.hand_limit)),
            ),
            "appeal": (
                str(player.appeal),
                self._counter_tooltip("appeal", player.appeal),
            ),
            "conservation": (
                str(player.conservation),
                self._counter_tooltip("conservation", player.conservation),
            ),
            "reputation": (
                str(player.reputation),
                self._counter_tooltip("reputation", player.reputation),
            ),
            "projects": (
                str(player.supported_projects),
                self.tr("Conservation projects supported: %1").replace(
                    "%1", str(player.supported_projects)
                ),
            ),
        }
        for key, (text, tooltip) in texts.items():
            self.stat_widgets[key].set_value(text, tooltip)

        counts = Counter(dict(player.icons))
        self.icon_counts = {name: counts[name] for name in ZOO_ICONS if counts[name]}
        for name, widget in self.icon_widgets.items():
            count = counts[name]
            widget.setVisible(count > 0)
            if count:
                widget.set_value(str(count), self._icon_tooltip(name, count))
        self.icons_box.setVisible(bool(self.icon_counts))
        self.icons_flow.invalidate()
        self.stats.invalidate()

        details = []
        if player.partner_zoos:
            details.append(
                self.tr("Partner zoos: %1").replace(
                    "%1", ", ".join(continent_name(c) for c in player.partner_zoos)
                )
            )
        if player.universities:
            details.append(
                self.tr("Universities: %1").replace(
                    "%1", "; ".join(university_name(u) for u in player.universities)
                )
            )
        self.details.setText("\n".join(details))
        self.details.setToolTip(self.tr("Partner zoos and universities") if details else "")
        self.details.setVisible(bool(details))
        self.order.setText(action_order(player))
        self.order.setToolTip(self.tr("Action cards from slot 1 to slot 5 (II: upgraded side)"))
        self.order.setVisible(bool(player.action_cards))

        extras = self._final_scoring_lines(session, state, player) if private else []
        self.extras.setText("\n".join(extras))
        self.extras.setToolTip(
            self.tr("Your final scoring cards and what they give now") if extras else ""
        )
        self.extras.setVisible(bool(extras))
        self.updateGeometry()

    def _counter_tooltip(self, resource: str, value: int) -> str:
        return arg(self.tr("%1: %2"), capitalised(resource_name(resource)), value)

    def _icon_tooltip(self, name: str, count: int) -> str:
        return (
            self.tr("%1: %2").replace("%1", capitalised(icons_of(name))).replace("%2", str(count))
        )

    def _final_scoring_lines(
        self, session: GameSession, state: GameView, player: PlayerView
    ) -> list[str]:
        cards = session.game.cards
        lines = []
        for standing in player.final_scoring_standing:  # the cards the view shows
            card = cards.get(standing.card)
            if not isinstance(card, FinalScoringCard):
                continue
            points = standing.points
            if card.special or not card.thresholds:
                progress = self.tr("%1 of %2 points now")
            else:
                count = standing.count
                nxt = next((t for t in card.thresholds if count < t), None)
                progress = self.tr("count %3, %1 of %2 points now").replace("%3", str(count))
                if nxt is not None:
                    progress += self.tr(" (next at %1)").replace("%1", str(nxt))
            progress = progress.replace("%1", str(points)).replace(
                "%2", str(MAX_FINAL_SCORING_POINTS)
            )
            lines.append(f"★ {card.name}: {progress}")
        if lines:
            lines.insert(0, self.tr("Final scoring:"))
        return lines

    # -- clicks ----------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit(self.seat)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)


class PlayerBoards(QWidget):
    """A column with the turn counter and every player's panel, in seat order."""

    seat_clicked = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(4)
        self.header = QLabel()
        header_font = QFont(theme.FONT_FAMILY, 9)
        header_font.setBold(True)
        self.header.setFont(header_font)
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.header)
        self.panels: list[PlayerPanel] = []
        for seat in range(session.view.player_count):
            panel = PlayerPanel(seat)
            panel.clicked.connect(self.seat_clicked)
            layout.addWidget(panel)
            self.panels.append(panel)
        layout.addStretch(1)
        session.events_applied.connect(lambda _events: self.refresh())
        session.decision_changed.connect(lambda _decision: self.refresh())
        session.revealed.connect(lambda _seat: self.refresh())
        session.handover_needed.connect(lambda _seat: self.refresh())
        session.awaiting_end_turn_changed.connect(lambda _waiting: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        game = session.game
        private = session.private_seat
        # The view for the seat at the screen (under the cover: a spectator's, no private card).
        state = session.view
        decision = game.decision
        turn_seat: int | None = None
        if state.phase == "play":
            turn_seat = state.turn_seat
        elif decision is not None:
            turn_seat = decision.seat
        deciding = decision.seat if decision is not None else None
        waiting = session.awaiting_end_turn and session.last_decider is not None
        if waiting:
            # The engine has moved on, the table has not: until End turn it is still the
            # mover's turn (and nobody else is deciding yet).
            turn_seat, deciding = session.last_decider, None
        self.header.setText(self._header_text(state, waiting))
        self.header.setToolTip(self.tr("The turn being played"))
        for panel in self.panels:
            panel.show_seat(session, state, turn_seat, deciding, panel.seat == private)
        self.updateGeometry()

    def _header_text(self, state: GameView, waiting: bool = False) -> str:
        if state.phase == "over":
            text = self.tr("Game over after %1 turns").replace("%1", str(state.turn))
        elif state.phase == "setup":
            text = self.tr("Setting up")
        else:
            # state.turn counts finished turns; while the mover's turn waits for End turn the
            # engine has already counted it.
            shown = state.turn if waiting else state.turn + 1
            text = self.tr("Turn %1").replace("%1", str(shown))
        if state.solo is not None:
            text += " · " + self.tr("Solo round %1 of %2").replace(
                "%1", str(state.solo.round)
            ).replace("%2", str(len(SOLO_ROUNDS)))
        elif state.in_break:
            text += " · " + self.tr("Break")
        return text

    def texts(self) -> Sequence[str]:
        """Every text and tooltip shown (for checks that no code or identifier shows)."""
        found = [self.header.text(), self.header.toolTip()]
        for widget in self.findChildren(QWidget):
            found.append(widget.toolTip())
            if isinstance(widget, QLabel):
                found.append(widget.text())
        return [t for t in found if t]
