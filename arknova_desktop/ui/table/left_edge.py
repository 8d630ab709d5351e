"""The left edge of a zoo map, beside the map: its seven slots from the top, each with the bonus
it uncovers and, while it is still there, the player's token on it.

When the player at the screen supports a project, the token comes from a slot of their choice
(`DecisionKind.LEFT_EDGE_SLOT`): the covered slots are lit, the uncovered ones dimmed with the
engine's reason (`Game.left_edge_options`), and a click on a lit slot answers the decision
(`choice_made`). The strip shows the zoo shown on the map (`show_seat`); a slot's tip says its
bonus in full. Between those decisions the strip is narrow — the tokens alone, their bonuses on
hover — so the map keeps its room.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine import PlayerView, UncoverSlot, covered_slots, load_map
from ...session import GameSession
from .. import pieces, theme
from ..words import names
from ..words.common import arg
from .board_choices import ChoiceSpots, ChoosingWidget

WIDTH = 92  # at zoom 1: "12 money" and a token side by side
NARROW = 28  # at zoom 1: a token alone, while no slot is to be chosen
# A slot's bonus in words: wrapped at its spaces, beside or below the token.
WORDS_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
SLOTS = 7
GAP = 4
TOKEN = 18


class LeftEdgeStrip(ChoosingWidget):
    """The seven left-edge slots of the shown zoo; a click on a lit one is `choice_made`."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(ChoiceSpots(lambda game, seat: game.left_edge_options(seat)), parent)
        self.session = session
        self.seat = session.viewer
        self._kept = QPixmap()  # the strip as last drawn, and what it showed (paintEvent)
        self._kept_key: tuple[object, ...] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setFixedWidth(theme.px(self._width()))
        # Bound methods: Qt disconnects them when the strip goes (a lambda would outlive it).
        session.decision_changed.connect(self._changed)
        session.events_applied.connect(self._changed)
        theme.manager().changed.connect(self._theme_changed)

    def choosing(self) -> bool:
        """Is the player at the screen choosing a slot of this zoo's edge now?"""
        decision = self.session.table_decision
        return (
            decision is not None
            and decision.seat == self.seat
            and bool(self.session.game.left_edge_options(self.seat))
        )

    def _width(self) -> int:
        return WIDTH if self.choosing() else NARROW

    def _changed(self, _what: object = None) -> None:
        self._theme_changed()

    def _theme_changed(self) -> None:
        width = theme.px(self._width())
        if width != self.width():
            self.setFixedWidth(width)
        self.update()

    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self._theme_changed()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(self._width()), theme.px(SLOTS * 40))

    def slot_rects(self) -> list[QRectF]:
        """Where each slot (1 = top) is drawn: seven equal shares of the height."""
        gap = theme.size(GAP)
        share = (self.height() - gap) / SLOTS
        return [
            QRectF(gap / 2, gap + i * share, self.width() - gap, share - gap) for i in range(SLOTS)
        ]

    # -- drawing -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """The strip as last drawn while nothing it shows has changed (it is repainted with
        everything around it at most steps, a few ms a time), else drawn again."""
        player = self.session.view.players[self.seat]
        decision = self.session.table_decision
        if decision is not None and decision.seat == self.seat:
            self.choices.update(self.session)
        else:  # another zoo's edge: nothing of this decision is on it
            self.choices.options = {}
        ratio = self.devicePixelRatioF()
        key = (
            self.seat,
            player.map_id,
            covered_slots(player),
            self.size().toTuple(),
            ratio,
            theme.generation(),
            tuple(self.choices.options.values()),
            self.choices.hover,
        )
        if key != self._kept_key:
            picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            painter = QPainter(picture)
            self._paint(painter, player)
            painter.end()
            self._kept, self._kept_key = picture, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._kept)
        painter.end()

    def _paint(self, painter: QPainter, player: PlayerView) -> None:
        palette = theme.colors()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), palette.table)
        self.choices.begin()
        self.tips = []
        if not player.map_id:  # no map chosen yet (advanced setup): nothing on its edge
            return
        edge = load_map(player.map_id).left_edge
        covered = covered_slots(player)
        rounding = theme.radius("small") * 1.5
        for slot, (rect, place) in enumerate(zip(self.slot_rects(), edge, strict=True), start=1):
            painter.setPen(palette.paper_line)
            painter.setBrush(palette.paper)
            painter.drawRoundedRect(rect, rounding, rounding)
            narrow = self.width() < theme.px(WIDTH)
            font = theme.font("caption", bold=slot not in covered)
            thing = names.bonus_thing(place.bonus) or names.bonus_action(place.bonus)
            spot, words = slot_layout(rect, slot in covered, narrow, font, thing)
            if spot is not None:
                pieces.player_token(painter, self.seat, spot)
            if not narrow:  # the bonus in words; narrow, it is on hover
                painter.setPen(palette.ink if slot not in covered else palette.ink_soft)
                painter.setFont(font)
                painter.save()
                painter.setClipRect(words)  # never over the token, never out of the slot
                painter.drawText(words, int(WORDS_FLAGS), thing)
                painter.restore()
            tip = arg(self.tr("Left edge, slot %1: %2"), slot, names.bonus_action(place.bonus))
            if slot in covered:
                tip = arg(self.tr("%1 — uncovered when this token goes onto a project"), tip)
            self.add_choosable(painter, rect, UncoverSlot(slot, place.bonus), tip)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._kept_key = None  # its words, drawn again in the new language
        return super().event(event)


def slot_layout(
    rect: QRectF, covered: bool, narrow: bool, font: QFont, text: str
) -> tuple[QRectF | None, QRectF]:
    """Where a slot's token (None: uncovered) and its words go in `rect`: the words beside
    the token, or below it where a word is wider than the room beside it ("1 conservatio[n]
    point" ran under the token, seen in the real window)."""
    token = min(theme.size(TOKEN), rect.width() - theme.size(4))
    words = rect.adjusted(theme.size(4), theme.size(2), -theme.size(4), -theme.size(2))
    if not covered:
        return None, words
    margin = theme.size(3)
    left = rect.center().x() - token / 2 if narrow else rect.right() - token - margin
    spot = QRectF(left, rect.top() + theme.size(3), token, token)
    beside = QRectF(words)
    beside.setRight(spot.left() - theme.size(2))
    needed = QFontMetricsF(font).boundingRect(beside, int(WORDS_FLAGS), text)
    if needed.width() <= beside.width() + 0.5:
        return spot, beside
    below = rect.adjusted(theme.size(4), spot.bottom() - rect.top(), -theme.size(4), -theme.size(2))
    return spot, below
