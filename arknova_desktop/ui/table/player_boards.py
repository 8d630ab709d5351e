"""Every player's board at a glance, like the player panels of an online table: one compact panel
per seat in seat order, a fuller one for the player at the screen.

Each panel shows the seat's colour (the same as its markers on the tracks), its name, whose turn
it is, money, X-tokens, free / hired workers, hand size, appeal, conservation, reputation,
supported projects, the icons in the zoo (drawn as icons with a count), partner zoos,
universities and the order of the action cards. The player at the screen (`private_seat`) also
sees their final scoring cards with how far they got; nobody else's secrets are ever shown, and
under the hot-seat cover nobody's are.

Clicking a panel emits `seat_clicked(seat)`. While the decision at the screen is about players
(player_choices.py: whom an effect hits on a tie, what a pilfered player gives), the boards or
the parts of them it is about are lit or dimmed with the reason on hover, and a click on a lit one
is `choice_made(choice)` instead.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
    QWidgetItem,
)

from ...engine import (
    ANIMAL_CATEGORIES,
    MAX_FINAL_SCORING_POINTS,
    PART_ACTION,
    PART_BOARD,
    PART_HAND,
    PART_MONEY,
    PART_MORE_X,
    FinalScoringCard,
    GameView,
    PlayerView,
)
from ...session import GameSession
from .. import icons, pieces, theme
from ..aids.planner import income_summary
from ..motion import FAST, NORMAL, motion
from ..words.common import arg
from ..words.names import (
    action_side_name,
    capitalised,
    card_title,
    continent_name,
    icons_of,
    resource_name,
    university_name,
)
from .player_choices import ActionChips, Mark, board_marks, dim
from .turn_summary import turn_heading

ICON_SIZE = 14  # px at zoom 1
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
TINT = 0.75  # how far a changing number's colour goes towards green (a gain) or red (a loss)


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


def px_css(value: float) -> str:
    """A length at zoom 1 for a style sheet."""
    return f"{theme.px(value)}px"


def set_text_colour(label: QLabel, colour: QColor) -> None:
    """A label's text colour through its palette: cheap enough for every frame of a count."""
    palette = label.palette()
    if palette.color(QPalette.ColorRole.WindowText) != colour:
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        label.setPalette(palette)


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line when the width runs out. Its heights per
    width are kept until the layout is invalidated (an item changed size, came or went): the
    window's layout asks for them many times a pass."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._heights: dict[int, int] = {}
        self.setContentsMargins(0, 0, 0, 0)

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def set_gap(self, spacing: int) -> None:
        if spacing != self._spacing:
            self._spacing = spacing
            self.invalidate()

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._heights.clear()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        self._heights.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._arrange(QRect(0, 0, width, 0), apply=False)
        return height

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


# Stats drawn as the table's pieces rather than as printed icons.
PIECE_ICONS = frozenset({"money", "x_token", "worker"})


class Picture(QWidget):
    """A stat's picture: the piece itself for money, X-tokens and workers (`pieces`), else the
    icon."""

    def __init__(self, icon_name: str, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon_name = icon_name
        self.seat = seat

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inset = theme.size(1)
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        if self.icon_name == "money":
            pieces.coin(painter, rect)
        elif self.icon_name == "x_token":
            pieces.x_token(painter, rect)
        elif self.icon_name == "worker":
            pieces.worker(painter, self.seat, rect)
        else:
            icons.paint_icon(painter, QRectF(self.rect()), self.icon_name)
        painter.end()


class SeatPiece(QWidget):
    """The seat's marker beside its name: the piece it has on the tracks."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        inset = theme.size(1.5)
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        pieces.player_marker(painter, self.seat, rect)
        painter.end()


class IconNumber(QWidget):
    """An icon with a number next to it; the tooltip says what the number is. `count_to` counts
    the number from the shown value to the new one, tinted green for a gain, red for a loss."""

    def __init__(self, icon_name: str, parent: QWidget | None = None, seat: int = -1) -> None:
        super().__init__(parent)
        self.icon_name = icon_name
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.picture = Picture(icon_name, seat)
        self.number = QLabel()
        self._shown: float | None = None  # the number drawn now (mid-count, a fraction)
        self._from = self._to = 0.0
        self._format: Callable[[int], str] = str
        self.lit = False  # a choice of the open decision: outlined (player_choices)
        layout.addWidget(self.picture)
        layout.addWidget(self.number)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.apply_theme()

    def apply_theme(self) -> None:
        side = theme.px(ICON_SIZE)
        self.picture.setFixedSize(side, side)
        self.picture.update()
        self.number.setFont(theme.font("body", bold=True))
        layout = self.layout()
        assert layout is not None
        layout.setSpacing(theme.px(2))
        self._tint(0.0)
        self._fit()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.lit:
            return
        palette = theme.colors()
        light = QColor(palette.legal)
        light.setAlphaF(0.18)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.legal, theme.line("strong")))
        painter.setBrush(light)
        line = theme.line("strong")
        rounding = theme.radius("small")
        painter.drawRoundedRect(
            QRectF(self.rect()).adjusted(line, line, -line, -line), rounding, rounding
        )
        painter.end()

    def set_value(self, text: str, tooltip: str) -> None:
        self.number.setText(text)
        self.set_tooltip(tooltip)
        self._fit()

    def count_to(self, value: int, tooltip: str, fmt: Callable[[int], str] = str) -> None:
        """Show `value`: counted up or down from the number shown (at once with motion off or
        the first time)."""
        if self._shown == value == self._to and self.number.text() == fmt(value):
            self.set_tooltip(tooltip)  # the same number, at rest: nothing to count
            return
        start = self._shown if self._shown is not None else float(value)
        motion().finish_owned_by(self)
        self.set_tooltip(tooltip)
        self._format = fmt
        self._from, self._to = start, float(value)
        steps = abs(self._to - start)
        if steps and motion().enabled:
            self._counted(start)  # tinted from the first frame on
        motion().tween(
            self,
            start,
            self._to,
            self._counted,
            duration=min(NORMAL, FAST + round(10 * steps)),
            done=self._counted_done,
        )

    def _counted(self, value: float) -> None:
        self._shown = value
        text = self._format(round(value))
        if text != self.number.text():
            self.number.setText(text)
            self._fit()
        span = self._to - self._from
        left = 1.0 - min(1.0, abs(value - self._from) / abs(span)) if span else 0.0
        self._tint(1.0 - (1.0 - left) ** 4 if span else 0.0, gain=span > 0)

    def _counted_done(self) -> None:
        self._tint(0.0)

    def _tint(self, weight: float, gain: bool = True) -> None:
        palette = theme.colors()
        if weight <= 0:
            set_text_colour(self.number, palette.text)
            return
        towards = palette.legal if gain else palette.illegal
        set_text_colour(self.number, theme.blend(palette.text, towards, TINT * weight))

    def set_tooltip(self, tooltip: str) -> None:
        if tooltip == self.toolTip():
            return
        self.setToolTip(tooltip)
        self.picture.setToolTip(tooltip)
        self.number.setToolTip(tooltip)

    def _fit(self) -> None:
        hint = self.sizeHint()
        if self.size() != hint:
            self.adjustSize()
        self.updateGeometry()


def set_shown(widget: QWidget, visible: bool) -> None:
    """Show or hide `widget` only when that changes: a refresh sets dozens of them, and each
    call costs even when nothing changes."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def _wrapped_label(soft: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    label.setProperty("soft", soft)
    return label


class PlayerPanel(QFrame):
    """One seat's panel. `values` holds the numbers shown (for tests and the integrator)."""

    clicked = Signal(int)
    plan_wanted = Signal()
    chosen = Signal(object)  # a lit thing of the open decision was clicked: its choice

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.marks: dict[str, Mark] = {}  # the parts the open decision is about
        self.values: dict[str, int] = {}
        self.icon_counts: dict[str, int] = {}
        self.private = False
        self.seen: tuple[object, ...] | None = None  # what the board was last filled in from
        self.turn = False
        self.setObjectName(f"player{seat}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.outer = QHBoxLayout(self)
        self.stripe = QFrame()
        self.outer.addWidget(self.stripe)
        self.body = QVBoxLayout()
        self.outer.addLayout(self.body, 1)

        self.top = QHBoxLayout()
        self.marker = QLabel()  # whose turn: ▶, deciding: …
        self.piece = SeatPiece(seat)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.top.addWidget(self.marker)
        self.top.addWidget(self.piece, 0, Qt.AlignmentFlag.AlignTop)
        self.top.addWidget(self.name, 1)
        self.body.addLayout(self.top)

        self.stats_box = QWidget()
        self.stats = FlowLayout(self.stats_box)
        self.stat_widgets: dict[str, IconNumber] = {}
        for key, icon_name in STATS:
            widget = IconNumber(icon_name, seat=seat)
            self.stat_widgets[key] = widget
            self.stats.addItem(QWidgetItem(widget))
            widget.setParent(self.stats_box)
        self.body.addWidget(self.stats_box)

        self.icons_box = QWidget()
        self.icons_flow = FlowLayout(self.icons_box)
        self.icon_widgets: dict[str, IconNumber] = {}
        for name in ZOO_ICONS:
            widget = IconNumber(name, seat=seat)
            widget.setParent(self.icons_box)
            self.icon_widgets[name] = widget
            self.icons_flow.addItem(QWidgetItem(widget))
            widget.hide()
        self.body.addWidget(self.icons_box)

        self.details = _wrapped_label(soft=True)
        self.body.addWidget(self.details)
        self.order = _wrapped_label(soft=True)
        self.body.addWidget(self.order)
        self.chips = ActionChips()  # the action cards, while a Hypnosis chooses one of them
        self.chips.chosen.connect(self.chosen)
        self.body.addWidget(self.chips)
        self.chips.hide()
        self.action_cards: tuple[tuple[str, bool], ...] = ()  # (action, upgraded) by slot
        self.extras = _wrapped_label()
        self.extras.setObjectName("private_extras")
        self.body.addWidget(self.extras)
        self.extras.hide()
        # The planner's first answer on the player's own board, and the way to the rest.
        self.plan = _wrapped_label()
        self.plan.setObjectName("private_plan")
        self.plan.setTextFormat(Qt.TextFormat.RichText)
        self.plan.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.plan.linkActivated.connect(lambda _link: self.plan_wanted.emit())
        self.body.addWidget(self.plan)
        self.plan.hide()
        self.apply_theme()

    def apply_theme(self) -> None:
        """Sizes, fonts and colours of the current zoom and variant (again after each change)."""
        px = theme.px
        self.outer.setContentsMargins(0, 0, px(4), px(3))
        self.outer.setSpacing(theme.space(1))
        self.stripe.setFixedWidth(px(6))
        self.body.setContentsMargins(0, px(3), 0, 0)
        self.body.setSpacing(px(2))
        self.top.setSpacing(theme.space(1))
        self.marker.setFixedWidth(theme.text_px(14))  # a letter wide, at any text size
        self.marker.setFont(theme.font("label"))
        self.piece.setFixedSize(px(14), px(14))
        self.name.setFont(theme.font("label", bold=True))
        self.stats.set_gap(px(7))
        self.icons_flow.set_gap(px(5))
        for widget in (*self.stat_widgets.values(), *self.icon_widgets.values()):
            widget.apply_theme()
        soft = f"color: {theme.colors().css('text_soft')};"
        for label in (self.details, self.order, self.extras, self.plan):
            label.setFont(theme.font("small"))
            restyle(label, soft if label.property("soft") else "")
        self._restyle()

    def _restyle(self) -> None:
        """The board's look: the seat's colour down its side and on its name; the player at the
        screen's board tinted with it, the board of the player whose turn it is outlined."""
        palette = theme.colors()
        colour = palette.player(self.seat)
        restyle(self.stripe, f"background: {colour.name()}; border-radius: {px_css(2)};")
        # The panel itself is painted (paintEvent): a style sheet on it would re-polish every
        # label inside at each change of turn, some milliseconds a step.
        self.update()
        restyle(self.name, f"color: {palette.player_text(self.seat).name()};")
        restyle(self.marker, f"color: {palette.player_text(self.seat).name()};")

    def paintEvent(self, event: QPaintEvent) -> None:
        """The panel: the player at the screen's tinted with their colour, the board of the
        player whose turn it is outlined in gold."""
        palette = theme.colors()
        colour = palette.player(self.seat)
        whole = self.marks.get(PART_BOARD)
        if whole is not None and whole.lit:
            border, width = palette.legal, 3
        elif self.turn:
            border, width = palette.glow, 2
        elif self.private:
            border, width = colour, 2
        else:
            border, width = palette.panel_line, 1
        background = theme.blend(palette.panel, colour, 0.16) if self.private else palette.panel
        if whole is not None and whole.lit:
            background = theme.blend(background, palette.legal, 0.14)
        line = theme.px(width)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(border, line))
        painter.setBrush(background)
        half = line / 2
        corner = theme.px(4)
        painter.drawRoundedRect(
            QRectF(self.rect()).adjusted(half, half, -half, -half), corner, corner
        )
        painter.end()

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
        self.turn = seat == turn_seat
        self._restyle()
        you = private and session.is_human(seat)  # a computer's cards shown are not "you"
        self.name.setText(self.tr("%1 (you)").replace("%1", label) if you else label)
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
        self.piece.setToolTip(self.marker.toolTip() or label)

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
        total = player.workers
        for key, (_text, tooltip) in texts.items():
            if key == "workers":
                self.stat_widgets[key].count_to(free, tooltip, lambda n: f"{n}/{total}")
            else:
                self.stat_widgets[key].count_to(self.values[key], tooltip)

        counts = Counter(dict(player.icons))
        self.icon_counts = {name: counts[name] for name in ZOO_ICONS if counts[name]}
        for name, widget in self.icon_widgets.items():
            count = counts[name]
            set_shown(widget, count > 0)
            if count:
                widget.set_value(str(count), self._icon_tooltip(name, count))
        set_shown(self.icons_box, bool(self.icon_counts))
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
        set_shown(self.details, bool(details))
        self.action_cards = tuple((card.action, card.upgraded) for card in player.action_cards)
        self.order.setText(action_order(player))
        self.order.setToolTip(self.tr("Action cards from slot 1 to slot 5 (II: upgraded side)"))
        set_shown(self.order, bool(player.action_cards))

        extras = self._final_scoring_lines(session, state, player) if private else []
        self.extras.setText("\n".join(extras))
        self.extras.setToolTip(
            self.tr("Your final scoring cards and what they give now") if extras else ""
        )
        set_shown(self.extras, bool(extras))
        self.show_plan(session, private)
        self.updateGeometry()

    def show_plan(self, session: GameSession, private: bool) -> None:
        """On the board of the player at the screen: what the next break pays them, and a link
        to the Planner (their action cards turn by turn, projects in reach, hand costs). Not
        once the game is over: no break comes, and there are no turns to plan."""
        shown = private and not session.game.is_over
        set_shown(self.plan, shown)
        if not shown:
            self.plan.clear()
            return
        summary = income_summary(session.game.break_income(self.seat))
        link = f'<a href="planner">{html.escape(self.tr("Plan your turns"))}</a>'
        self.plan.setText(f"{html.escape(summary)}<br>{link}")
        self.plan.setToolTip(
            self.tr("The Planner: action cards turn by turn, projects in reach, your hand's costs")
        )

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
            lines.append(f"★ {card_title(card)}: {progress}")
        if lines:
            lines.insert(0, self.tr("Final scoring:"))
        return lines

    # -- the open decision's things on this board ---------------------------------------------
    def set_marks(self, marks: dict[str, Mark]) -> None:
        """Light or dim the board and its hand and money for the open decision (none: as
        usual); their tips say what a click chooses or why not."""
        self.marks = marks
        whole = marks.get(PART_BOARD)
        dim(self, whole is not None and not whole.lit)
        self.setToolTip(whole.tip if whole is not None else "")
        self.name.setToolTip(whole.tip if whole is not None else self.tr("Click to see this zoo"))
        chips = []
        for action, upgraded in self.action_cards:
            if PART_ACTION + action not in marks:
                continue
            name = action_side_name(action, upgraded)
            chips.append((name, marks[PART_ACTION + action]))
            more = PART_ACTION + action + PART_MORE_X  # the same card with more X-tokens
            for part in sorted((p for p in marks if p.startswith(more)), key=len):
                x_tokens = int(part.removeprefix(more))
                chips.append(
                    (
                        self.tr("%1 with %2 X").replace("%1", name).replace("%2", str(x_tokens)),
                        marks[part],
                    )
                )
        self.chips.set_cards(chips)
        set_shown(self.chips, bool(chips))
        set_shown(self.order, bool(self.action_cards) and not chips)
        for part in (PART_HAND, PART_MONEY):
            widget = self.stat_widgets[part]
            mark = marks.get(part)
            widget.set_lit(mark is not None and mark.lit)
            dim(widget, mark is not None and not mark.lit)
            if mark is not None:
                widget.set_tooltip(f"{widget.toolTip()}\n{mark.tip}")
        self.update()

    def mark_at(self, point: QPoint) -> Mark | None:
        """The marked thing under `point`: the hand or the money, else the whole board."""
        for part in (PART_HAND, PART_MONEY):
            mark = self.marks.get(part)
            widget = self.stat_widgets[part]
            place = QRect(widget.mapTo(self, QPoint(0, 0)), widget.size())
            if mark is not None and place.contains(point):
                return mark
        return self.marks.get(PART_BOARD)

    # -- clicks ----------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        point = event.position().toPoint()
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(point):
            mark = self.mark_at(point)
            if mark is None:
                self.clicked.emit(self.seat)
            elif mark.lit:
                self.chosen.emit(mark.choice)
            else:  # why it cannot be chosen, at once
                QToolTip.showText(event.globalPosition().toPoint(), mark.tip, self)
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
    plan_wanted = Signal()  # "Plan your turns" on the own board: open the Planner
    choice_made = Signal(object)  # a lit thing of the open decision on a board

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.column = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.column.addWidget(self.header)
        self.panels: list[PlayerPanel] = []
        for seat in range(session.view.player_count):
            panel = PlayerPanel(seat)
            panel.clicked.connect(self.seat_clicked)
            panel.plan_wanted.connect(self.plan_wanted)
            panel.chosen.connect(self.choice_made)
            self.column.addWidget(panel)
            self.panels.append(panel)
        self.column.addStretch(1)
        # What the boards show now: a refresh for the same position, seat and look (a click
        # sends several signals) changes nothing and skips the work.
        self.shown: tuple[object, ...] | None = None
        self._apply_theme(refresh=False)
        theme.manager().changed.connect(self._apply_theme)
        session.events_applied.connect(self.refresh)
        session.decision_changed.connect(self.refresh)
        session.revealed.connect(self.refresh)
        session.handover_needed.connect(self.refresh)
        session.awaiting_end_turn_changed.connect(self.refresh)
        self.refresh()

    def _apply_theme(self, refresh: bool = True) -> None:
        """Sizes and fonts of the current zoom, colours of the variant: a larger window shows
        larger boards."""
        self.column.setContentsMargins(*(theme.px(2),) * 4)
        self.column.setSpacing(theme.space(1))
        self.header.setFont(theme.font("body", bold=True))
        for panel in self.panels:
            panel.apply_theme()
        if refresh:
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
        labels = tuple(session.seat_label(panel.seat) for panel in self.panels)
        marks = board_marks(session)
        shown = (state, turn_seat, deciding, private, waiting, labels, marks, theme.generation())
        if shown == self.shown:
            return
        self.shown = shown
        self.header.setText(self._header_text(state, waiting))
        self.header.setToolTip(self.tr("The turn being played"))
        for panel, label in zip(self.panels, labels, strict=True):
            seat, mine = panel.seat, panel.seat == private
            # Another player's board shows only their records, their free workers and whose
            # turn it is: when those stay, it stays (the own board also shows the final scoring
            # cards and the next break's income, which read the whole position).
            seen = (
                state if mine else (state.players[seat], free_workers(state, seat)),
                seat == turn_seat,
                seat == deciding,
                mine,
                label,
                theme.generation(),
            )
            if seen != panel.seen:
                panel.seen = seen
                panel.show_seat(session, state, turn_seat, deciding, mine)
            panel.set_marks(marks.get(seat, {}))
        if marks:  # the boards the decision is about, scrolled into view once laid out
            QTimer.singleShot(0, self, self.show_marked)
        self.updateGeometry()

    def show_marked(self) -> None:
        """Scroll the column so that the boards with things to choose are in view (the
        pilfered player's own board may be below the others)."""
        marked = [panel for panel in self.panels if panel.marks]
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is None or not marked:
            return
        for panel in (marked[-1], marked[0]):  # as many as fit, the first one surely
            area.ensureWidgetVisible(panel, 0, 0)

    def _header_text(self, state: GameView, waiting: bool = False) -> str:
        # One numbering with the log and the summary (turn_summary.turn_heading).
        return turn_heading(state, waiting)

    def texts(self) -> Sequence[str]:
        """Every text and tooltip shown (for checks that no code or identifier shows)."""
        found = [self.header.text(), self.header.toolTip()]
        for widget in self.findChildren(QWidget):
            found.append(widget.toolTip())
            if isinstance(widget, QLabel):
                found.append(widget.text())
        return [t for t in found if t]
