"""The shared board drawn: association tasks with every player's workers, the partner zoos and
universities on offer, the donation spaces, the conservation projects with their level tokens,
and the bonus tiles. Hover any part for its meaning."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from ..engine.constants import DONATION_VALUES
from ..session import GameSession
from . import theme
from .icons import paint_icon
from .tracks_bar import PLAYER_COLORS

TASKS = (("reputation", 2), ("partner zoo", 3), ("university", 4), ("project", 5))
UNIVERSITY_WORDS = {
    "reputation_hand_limit": "university: +1 reputation, hand limit 5",
    "research_reputation": "university: 1 research icon, +2 reputation",
    "research": "university: 2 research icons",
}
BOX = 34
GAP = 6


class BoardView(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.regions: list[tuple[QRectF, str]] = []
        self.setMouseTracking(True)
        session.events_applied.connect(lambda _e: self.update())

    def sizeHint(self) -> QSize:
        return QSize(520, 520)

    def _tip(self, rect: QRectF, text: str) -> None:
        self.regions.append((rect, text))

    def event(self, event: object) -> bool:
        if isinstance(event, QHelpEvent):
            point = QPointF(event.pos())
            for rect, text in reversed(self.regions):
                if rect.contains(point):
                    QToolTip.showText(event.globalPos(), text, self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(event)  # type: ignore[arg-type]

    def heading(self, painter: QPainter, y: float, text: str) -> float:
        painter.setPen(theme.INK)
        painter.setFont(QFont(theme.FONT_FAMILY, 9, QFont.Weight.Bold))
        painter.drawText(QPointF(8, y + 12), text)
        painter.setFont(QFont(theme.FONT_FAMILY, 8))
        return y + 18

    def paintEvent(self, event: QPaintEvent) -> None:
        self.regions = []
        st = self.session.game.state
        names = [p.name for p in st.players]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#f6f1e2"))
        y = 4.0

        # Association tasks with each player's workers.
        y = self.heading(painter, y, self.tr("Association tasks (value) — workers"))
        for index, (task, value) in enumerate(TASKS):
            rect = QRectF(8 + index * (110 + GAP), y, 110, BOX)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(QColor("#e3d6b4"))
            painter.drawRoundedRect(rect, 5, 5)
            painter.drawText(
                rect.adjusted(4, 2, -4, -16), Qt.AlignmentFlag.AlignLeft, f"{value} {task}"
            )
            for seat, row in enumerate(st.association.task_workers):
                for n in range(row[index]):
                    painter.setBrush(PLAYER_COLORS[seat % 4])
                    painter.drawEllipse(
                        QPointF(rect.left() + 10 + n * 12 + seat * 38, rect.bottom() - 9), 5, 5
                    )
            self._tip(
                rect,
                self.tr(
                    "%s task: an action of strength %d; 1 worker, 2 where yours is, closed at 3"
                )
                % (task, value),
            )
        y += BOX + 10

        # Partner zoos and universities on offer.
        y = self.heading(painter, y, self.tr("On offer: partner zoos and universities"))
        x = 8.0
        for continent in st.association.partner_zoo_offer:
            rect = QRectF(x, y, 26, 26)
            paint_icon(painter, rect, continent)
            self._tip(
                rect,
                self.tr("Partner zoo: %s (−3 money per %s icon on animals)")
                % (continent.title(), continent.title()),
            )
            x += 30
        x += 14
        for university in st.association.university_offer:
            rect = QRectF(x, y, 26, 26)
            paint_icon(painter, rect, "science" if "research" in university else "reputation")
            self._tip(rect, UNIVERSITY_WORDS.get(university, university))
            x += 30
        y += 34

        # Donations.
        y = self.heading(
            painter, y, self.tr("Donations (after a task, Association II): +1 conservation")
        )
        for index, (value, occupant) in enumerate(
            zip(DONATION_VALUES, st.association.donations, strict=True)
        ):
            rect = QRectF(8 + index * 40, y, 34, 26)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(QColor("#f2c6d0") if occupant == "" else QColor("#b9b29f"))
            painter.drawRoundedRect(rect, 4, 4)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
            if occupant.startswith("p"):
                seat = int(occupant[1:])
                painter.setBrush(PLAYER_COLORS[seat % 4])
                painter.drawEllipse(rect.center() + QPointF(10, -7), 4, 4)
                who = names[seat]
            else:
                who = {
                    "": self.tr("open"),
                    "blocked": self.tr("blocked (2 players)"),
                    "solo": self.tr("solo token"),
                }.get(occupant, occupant)
            self._tip(rect, self.tr("Donation %d: %s") % (value, who))
        y += 34

        # Conservation projects.
        y = self.heading(painter, y, self.tr("Conservation projects (count → conservation)"))
        cards = self.session.game.cards
        for project in (*st.projects.row, *st.projects.base):
            card = cards.get_project(project)
            painter.setPen(theme.INK)
            painter.drawText(QPointF(8, y + 13), card.name)
            for level, reward in enumerate(card.levels):
                rect = QRectF(170 + level * 62, y, 58, 20)
                painter.setPen(QPen(theme.INK, 1))
                painter.setBrush(QColor("#cfe5d0"))
                painter.drawRoundedRect(rect, 4, 4)
                label = f"{reward.count}→{reward.conservation}"
                painter.drawText(rect.adjusted(3, 0, -12, 0), Qt.AlignmentFlag.AlignVCenter, label)
                owner = next(
                    (s for p, lv, s in st.projects.tokens if p == project and lv == level), None
                )
                if owner is not None:
                    painter.setBrush(QColor("#555") if owner < 0 else PLAYER_COLORS[owner % 4])
                    painter.drawEllipse(QPointF(rect.right() - 8, rect.center().y()), 5, 5)
                holder = (
                    ""
                    if owner is None
                    else (self.tr(" — blocked") if owner < 0 else f" — {names[owner]}")
                )
                self._tip(rect, f"{card.name}: {reward.count} → {reward.conservation} CP{holder}")
            y += 24
        y += 6

        # Bonus tiles.
        y = self.heading(painter, y, self.tr("Bonus tiles on the conservation track"))
        painter.setPen(theme.INK)
        for space, tiles in sorted(st.bonus_tiles.items()):
            text = f"{space}: " + (", ".join(t.replace("_", " ") for t in tiles) or "—")
            painter.drawText(QPointF(8, y + 12), text)
            y += 16
        self.setMinimumHeight(int(y + 8))
        painter.end()
