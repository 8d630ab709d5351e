"""The tracks across the top of the window: appeal (0–113), conservation (0–41), reputation
(0–15) and the break track (or the solo tile), each with every player's marker."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine.tracks import APPEAL_MAX, CONSERVATION_MAX, REPUTATION_MAX, target_number
from ..session import GameSession
from . import theme

PLAYER_COLORS = (QColor("#d1495b"), QColor("#2e86ab"), QColor("#f0a202"), QColor("#3c9d5d"))
ROW = 18
LABEL_WIDTH = 110


class TracksBar(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(4 * ROW + 6)
        session.events_applied.connect(lambda _e: self.update())
        self.setToolTip(
            self.tr(
                "Appeal, conservation (with each player's target number marked on the appeal "
                "track), reputation and the break track"
            )
        )

    def sizeHint(self) -> QSize:
        return QSize(1200, 4 * ROW + 6)

    def rows(self) -> list[tuple[str, int, list[int]]]:
        st = self.session.game.state
        players = st.players
        rows = [
            (self.tr("Appeal"), APPEAL_MAX, [p.appeal for p in players]),
            (self.tr("Conservation"), CONSERVATION_MAX, [p.conservation for p in players]),
            (self.tr("Reputation"), REPUTATION_MAX, [p.reputation for p in players]),
        ]
        if st.solo is not None:
            rows.append((self.tr("Solo tile"), st.solo.row, [st.solo.moved]))
        else:
            rows.append((self.tr("Break"), st.break_track.length, [st.break_track.position]))
        return rows

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(QFont(theme.FONT_FAMILY, 8))
        width = self.width() - LABEL_WIDTH - 12
        players = self.session.game.state.players
        for index, (label, maximum, values) in enumerate(self.rows()):
            top = 3 + index * ROW
            painter.setPen(theme.INK)
            painter.drawText(
                QRectF(4, top, LABEL_WIDTH - 8, ROW),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                label,
            )
            track = QRectF(LABEL_WIDTH, top + 5, width, ROW - 10)
            painter.setPen(QPen(theme.GRID_LINE))
            painter.setBrush(QColor("#efe9d6"))
            painter.drawRoundedRect(track, 3, 3)
            step = width / max(1, maximum)
            if index == 0:  # each player's target number on the appeal track
                for seat, player in enumerate(players):
                    x = LABEL_WIDTH + step * min(APPEAL_MAX, target_number(player.conservation))
                    painter.setPen(QPen(PLAYER_COLORS[seat % 4], 2, Qt.PenStyle.DashLine))
                    painter.drawLine(QPointF(x, top + 2), QPointF(x, top + ROW - 2))
            for seat, value in enumerate(values):
                color = PLAYER_COLORS[seat % 4] if len(values) > 1 else theme.INK
                x = LABEL_WIDTH + step * min(value, maximum)
                y = top + ROW / 2 + (seat - (len(values) - 1) / 2) * 2.5
                painter.setPen(QPen(theme.INK, 1))
                painter.setBrush(color)
                painter.drawEllipse(QPointF(x, y), 5, 5)
            painter.setPen(theme.INK_SOFT)
            text = "  ".join(str(v) for v in values)
            painter.drawText(
                QRectF(LABEL_WIDTH + width + 2, top, 40, ROW), Qt.AlignmentFlag.AlignVCenter, ""
            )
            painter.setPen(theme.INK)
            painter.drawText(
                QRectF(LABEL_WIDTH, top, width, ROW),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                text + "  ",
            )
        painter.end()
