"""The shared board drawn: association tasks with every player's workers, the partner zoos and
universities on offer, the donation spaces, the conservation projects with their level tokens,
and the bonus tiles. Hover any part for its meaning."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from ...engine import CLOSED_AT, DONATION_VALUES, PARTNER_ZOO_DISCOUNT, TASKS
from ...session import GameSession
from .. import theme
from ..icons import paint_icon
from ..theme import PLAYER_COLORS
from ..words import names
from ..words.common import arg, join_words
from .tracks_bar import marker_path

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
        st = self.session.view
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#f6f1e2"))
        y = 4.0

        # Association tasks (the strength each needs, for the player at the screen) with each
        # player's workers.
        viewer = self.session.viewer
        y = self.heading(painter, y, self.tr("Association tasks: strength needed, and workers"))
        for index, task in enumerate(TASKS):
            value = st.players[viewer].task_values[index]
            rect = QRectF(8 + index * (110 + GAP), y, 110, BOX)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(QColor("#e3d6b4"))
            painter.drawRoundedRect(rect, 5, 5)
            label = arg(self.tr("%1: %2"), value, names.task_short_name(task))
            painter.drawText(
                rect.adjusted(4, 2, -4, -16),
                Qt.AlignmentFlag.AlignLeft,
                painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, 102),
            )
            holders = []
            for seat, row in enumerate(st.association.task_workers):
                for n in range(row[index]):
                    painter.setPen(QPen(theme.INK, 1))
                    painter.setBrush(PLAYER_COLORS[seat % 4])
                    centre = QPointF(rect.left() + 10 + n * 12 + seat * 26, rect.bottom() - 9)
                    painter.drawPath(
                        marker_path(seat, QRectF(centre.x() - 5, centre.y() - 5, 10, 10))
                    )
                if row[index]:
                    holders.append(
                        arg(
                            self.tr("%1 (%2)"),
                            self.session.seat_label(seat),
                            names.resource_amount("workers", row[index]),
                        )
                    )
            tip = arg(
                self.tr(
                    "%1: an Association action of strength %2 or more. It takes 1 worker, or 2 "
                    "where one of yours already is; closed for a player with %3 there."
                ),
                names.capitalised(names.task_name(task)),
                value,
                CLOSED_AT,
            )
            if holders:
                tip += "\n" + arg(self.tr("Workers here: %1"), join_words(holders, self.tr))
            self._tip(rect, tip)
        y += BOX + 10

        # Partner zoos and universities on offer.
        y = self.heading(painter, y, self.tr("On offer: partner zoos and universities"))
        x = 8.0
        for continent in st.association.partner_zoo_offer:
            rect = QRectF(x, y, 26, 26)
            paint_icon(painter, rect, continent)
            self._tip(
                rect,
                arg(
                    self.tr("%1: animals with the %2 icon cost you %3 money less"),
                    names.capitalised(names.partner_zoo_name(continent)),
                    names.continent_name(continent),
                    PARTNER_ZOO_DISCOUNT,
                ),
            )
            x += 30
        x += 14
        for university in st.association.university_offer:
            rect = QRectF(x, y, 26, 26)
            paint_icon(painter, rect, "science" if "research" in university else "reputation")
            self._tip(rect, arg(self.tr("University: %1"), names.university_name(university)))
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
                centre = rect.center() + QPointF(10, -7)
                painter.drawPath(marker_path(seat, QRectF(centre.x() - 4, centre.y() - 4, 8, 8)))
                who = arg(self.tr("taken by %1"), self.session.seat_label(seat))
            elif occupant == "blocked":
                who = self.tr("blocked in a 2-player game")
            elif occupant == "solo":
                who = self.tr("blocked by the solo token")
            else:
                who = self.tr("open")
            self._tip(
                rect,
                arg(
                    self.tr("Donation of %1: +1 conservation point; %2"),
                    names.resource_amount("money", value),
                    who,
                ),
            )
        y += 34

        # Conservation projects.
        y = self.heading(
            painter, y, self.tr("Conservation projects: what to have → conservation points")
        )
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
                    centre = QPointF(rect.right() - 8, rect.center().y())
                    painter.drawPath(
                        marker_path(owner, QRectF(centre.x() - 5, centre.y() - 5, 10, 10))
                    )
                tip = arg(
                    self.tr("%1: have %2 for %3"),
                    card.name,
                    reward.count,
                    names.resource_amount("conservation", reward.conservation),
                )
                if owner is not None:
                    tip = arg(
                        self.tr("%1 — taken by %2"),
                        tip,
                        self.tr("a blocking token")
                        if owner < 0
                        else self.session.seat_label(owner),
                    )
                self._tip(rect, tip)
            y += 24
        y += 6

        # Bonus tiles.
        y = self.heading(
            painter, y, self.tr("Bonus tiles on the conservation track (or 5 money instead)")
        )
        painter.setPen(theme.INK)
        for space, tiles in st.bonus_tiles:
            things = [names.bonus_thing(t) or names.friendly(t) for t in tiles]
            # Reaching the space: 5 money, or one of these tiles (a taken tile is gone).
            text = (
                arg(self.tr("Space %1: %2"), space, join_words(things, self.tr, "%1 or %2"))
                if things
                else arg(self.tr("Space %1: all tiles taken"), space)
            )
            painter.drawText(QPointF(8, y + 12), text)
            y += 16
        self.setMinimumHeight(int(y + 8))
        painter.end()
