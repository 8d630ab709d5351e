"""The final scoring as a picture: for each player a bar of appeal and a bar of conservation
points, each stacked by where the points came from (during the game, each end-game sponsor, each
final scoring card), the target number marked on the appeal bar and the victory points as the
gap between the two.

Every number is the engine's (`SeatScore` and its `items`, put into `ChartRow`s by
scoring_dialog.py): nothing is computed here but lengths. The exact numbers stand beside the bars
and in each segment's tooltip; `accessibleDescription` says the whole chart in words.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine import ScoreSource
from .. import theme
from ..pieces import player_marker
from ..tips import show_tip
from ..words.common import arg

# Sizes at zoom 1 (theme.size zooms them).
ROW_HEIGHT = 92.0
BAR_HEIGHT = 18.0
NAME_WIDTH = 190.0
NUMBER_WIDTH = 150.0  # the victory points at the right
LEGEND_HEIGHT = 26.0
PIECE = 22.0
SHADE_STEP = 14  # percent lighter for each further segment of one source


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreChart", text)


@frozen
class Segment:
    """One part of a bar: where the points came from (in words), how many, of which source."""

    label: str
    value: int
    source: ScoreSource


@frozen
class ChartRow:
    """One player's bars; every number is the engine's."""

    seat: int
    name: str
    appeal: tuple[Segment, ...]
    conservation: tuple[Segment, ...]
    total_appeal: int
    total_conservation: int
    target: int
    victory_points: int
    supported_projects: int  # the tie-break
    winner: bool
    conceded: bool


def source_color(source: ScoreSource) -> QColor:
    """A source's colour: the tracks' inks for the points of the game, the card types' for the
    cards that scored at the end."""
    palette = theme.colors()
    if source is ScoreSource.APPEAL:
        return QColor(palette.track_ink["appeal"])
    if source is ScoreSource.CONSERVATION:
        return QColor(palette.track_ink["conservation"])
    if source is ScoreSource.SPONSOR_END_GAME:
        return QColor(palette.card_type_ink["sponsor"])
    return QColor(palette.card_type_ink["final_scoring"])


def winner_ink() -> QColor:
    """Gold text that reads on the variant's panels."""
    palette = theme.colors()
    return QColor(palette.gold if palette.dark else palette.gold_ink)


def legend_words() -> tuple[tuple[tuple[ScoreSource, ...], str], ...]:
    return (
        ((ScoreSource.APPEAL, ScoreSource.CONSERVATION), tr("During the game")),
        ((ScoreSource.SPONSOR_END_GAME,), tr("Sponsors at the end of the game")),
        ((ScoreSource.FINAL_SCORING_CARD,), tr("Final scoring cards")),
    )


def row_words(row: ChartRow) -> str:
    """One player's bars in a sentence (the chart's text equivalent)."""
    appeal = "; ".join(arg(tr("%1: %2"), s.label, s.value) for s in row.appeal)
    conservation = "; ".join(arg(tr("%1: %2"), s.label, s.value) for s in row.conservation)
    return arg(
        tr("%1: %2 appeal (%3); %4 conservation points (%5); target number %6; "
           "%7 victory points."),
        row.name,
        row.total_appeal,
        appeal or tr("none"),
        row.total_conservation,
        conservation or tr("none"),
        row.target,
        row.victory_points,
    )  # fmt: skip


class ScoreChart(QWidget):
    """Each player's points by source as stacked bars, one player a row."""

    def __init__(self, rows: tuple[ChartRow, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self._tips: list[tuple[QRectF, str]] = []
        # Where the last paint put each of its words (none may cover another, at any text size).
        self.word_boxes: list[tuple[QRectF, str]] = []
        self.setObjectName("score_chart")
        self.setAccessibleName(tr("Points by source"))
        self.setAccessibleDescription(" ".join(row_words(r) for r in rows))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader reaches the description
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(round(theme.text_size(NAME_WIDTH + NUMBER_WIDTH) + theme.size(300)))

    def sizeHint(self) -> QSize:
        # The rows, the names' column and the points' hold words: they grow with the text size.
        height = theme.text_size(LEGEND_HEIGHT) + len(self.rows) * theme.text_size(ROW_HEIGHT)
        width = theme.text_size(NAME_WIDTH + NUMBER_WIDTH) + theme.size(520)
        return QSize(round(width), round(height) + theme.space(2))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.minimumWidth(), self.sizeHint().height())

    def segment_at(self, point: QPointF) -> str | None:
        """The words of the bar part under `point` (None: no part there)."""
        return next((text for rect, text in self._tips if rect.contains(point)), None)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            show_tip(self, event, self.segment_at(QPointF(event.pos())) or "")
            return True
        return super().event(event)

    # -- painting ---------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        self._tips = []
        self.word_boxes = []
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_legend(painter)
        scale_appeal = max([1, *(max(r.total_appeal, r.target) for r in self.rows)])
        scale_conservation = max([1, *(r.total_conservation for r in self.rows)])
        top = theme.text_size(LEGEND_HEIGHT)
        for row in self.rows:
            box = QRectF(0, top, self.width(), theme.text_size(ROW_HEIGHT))
            self._paint_row(painter, row, box, scale_appeal, scale_conservation)
            top += theme.text_size(ROW_HEIGHT)
        painter.end()

    def _paint_legend(self, painter: QPainter) -> None:
        palette = theme.colors()
        painter.setFont(theme.font("small"))
        metrics = QFontMetricsF(painter.font())
        side = theme.size(10)
        legend = legend_words()
        width = sum(
            len(sources) * (side + theme.size(2)) + metrics.horizontalAdvance(words)
            for sources, words in legend
        ) + (len(legend) - 1) * theme.size(18)
        # Above the bars; further left when the words are longer than the bars' room.
        x = max(
            theme.size(6), min(theme.text_size(NAME_WIDTH), self.width() - width - theme.size(8))
        )
        y = theme.text_size(LEGEND_HEIGHT) / 2
        for sources, words in legend:
            for source in sources:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(source_color(source))
                painter.drawRoundedRect(QRectF(x, y - side / 2, side, side), 2, 2)
                x += side + theme.size(2)
            painter.setPen(palette.text)
            at = QPointF(x + theme.size(2), y + metrics.ascent() / 2 - 1)
            painter.drawText(at, words)
            self.word_boxes.append((metrics.tightBoundingRect(words).translated(at), words))
            x += metrics.horizontalAdvance(words) + theme.size(18)

    def _paint_row(
        self,
        painter: QPainter,
        row: ChartRow,
        box: QRectF,
        scale_appeal: int,
        scale_conservation: int,
    ) -> None:
        palette = theme.colors()
        pad = theme.size(6)
        card = box.adjusted(0, pad / 2, 0, -pad / 2)
        painter.setPen(QPen(palette.gold if row.winner else palette.panel_line, theme.line("thin")))
        painter.setBrush(palette.panel)
        painter.drawRoundedRect(card, theme.radius("panel"), theme.radius("panel"))
        # The player: piece, name, winner or conceded.
        piece = QRectF(card.left() + pad * 1.5, card.top() + pad * 1.5, 0, 0)
        piece.setSize(QSize(round(theme.size(PIECE)), round(theme.size(PIECE))).toSizeF())
        player_marker(painter, row.seat, piece)
        painter.setFont(theme.font("label", bold=True))
        painter.setPen(palette.player_text(row.seat))
        name_box = QRectF(
            piece.right() + pad,
            piece.top(),
            theme.text_size(NAME_WIDTH) - piece.width() - 3 * pad,
            card.bottom() - piece.top() - pad,
        )
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        used = painter.boundingRect(name_box, flags, row.name)
        painter.drawText(name_box, flags, row.name)
        self.word_boxes.append((used, row.name))
        lines = []
        if row.winner or row.conceded:
            lines.append((tr("Winner") if row.winner else tr("Conceded"), True))
        supported = arg(
            tr("1 conservation project supported")
            if row.supported_projects == 1
            else tr("%1 conservation projects supported"),
            row.supported_projects,
        )
        lines.append((supported, False))
        y = used.bottom() + theme.size(2)
        for words, tag in lines:
            painter.setFont(theme.font("small", bold=tag))
            painter.setPen(
                palette.text_soft if not tag else winner_ink() if row.winner else palette.illegal
            )
            line_box = QRectF(name_box.left(), y, name_box.width(), name_box.bottom() - y)
            painter.drawText(line_box, flags, words)
            line_used = painter.boundingRect(line_box, flags, words)
            self.word_boxes.append((line_used, words))
            y = line_used.bottom()
        # The victory points, large, at the right.
        points = QRectF(card.right() - theme.text_size(NUMBER_WIDTH), card.top(), 0, card.height())
        points.setRight(card.right() - pad * 2)
        painter.setFont(theme.font("heading", bold=True))
        painter.setPen(palette.text)
        painter.drawText(
            points.adjusted(0, 0, 0, -card.height() / 2 + pad),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            str(row.victory_points),
        )
        painter.setFont(theme.font("small"))
        painter.setPen(palette.text_soft)
        label_box = points.adjusted(0, card.height() / 2 + pad / 2, 0, 0)
        label_flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        painter.drawText(label_box, label_flags, tr("victory points"))
        label_used = painter.boundingRect(label_box, label_flags, tr("victory points"))
        self.word_boxes.append((label_used, tr("victory points")))
        self._tips.append((points, arg(tr("%1 victory points"), row.victory_points)))
        # The two bars, leaving room after them for their words (as long as the language makes
        # them, at the text size).
        appeal_words = arg(tr("%1 appeal"), row.total_appeal)
        conservation_words = arg(tr("%1 conservation points"), row.total_conservation)
        painter.setFont(theme.font("small", bold=True))
        metrics = QFontMetricsF(painter.font())
        words_width = max(map(metrics.horizontalAdvance, (appeal_words, conservation_words)))
        left = card.left() + theme.text_size(NAME_WIDTH)
        room = max(theme.size(40), points.left() - left - words_width - theme.size(12))
        bar = theme.size(BAR_HEIGHT)
        appeal_top = card.top() + card.height() / 2 - bar - pad / 2
        conservation_top = card.top() + card.height() / 2 + pad / 2
        appeal_end = self._paint_bar(
            painter, row.appeal, QRectF(left, appeal_top, room, bar), scale_appeal
        )
        self._paint_gap(painter, row, left, room, scale_appeal, QRectF(left, appeal_top, room, bar))
        target_end = left + room * max(0, row.target) / scale_appeal + theme.size(4)
        self._bar_number(
            painter,
            max(appeal_end, target_end),
            appeal_top,
            bar,
            appeal_words,
        )
        conservation_end = self._paint_bar(
            painter,
            row.conservation,
            QRectF(left, conservation_top, room, bar),
            scale_conservation,
        )
        self._bar_number(
            painter,
            conservation_end,
            conservation_top,
            bar,
            conservation_words,
        )

    def _paint_bar(
        self, painter: QPainter, segments: tuple[Segment, ...], box: QRectF, scale: int
    ) -> float:
        """The stacked segments from `box`'s left; where the bar ends."""
        palette = theme.colors()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.panel_alt)
        painter.drawRoundedRect(box, theme.radius("small"), theme.radius("small"))
        x = box.left()
        seen: dict[ScoreSource, int] = {}
        painter.setFont(theme.font("caption", bold=True))
        metrics = QFontMetricsF(painter.font())
        for segment in segments:
            width = box.width() * max(0, segment.value) / scale
            if width <= 0:
                continue
            shade = seen.get(segment.source, 0)
            seen[segment.source] = shade + 1
            color = source_color(segment.source).lighter(100 + SHADE_STEP * shade)
            part = QRectF(x, box.top(), width, box.height())
            painter.setPen(QPen(palette.panel, 1.0))
            painter.setBrush(color)
            painter.drawRect(part)
            number = str(segment.value)
            if metrics.horizontalAdvance(number) + 4 <= width:
                painter.setPen(palette.text_on_accent)
                painter.drawText(part, Qt.AlignmentFlag.AlignCenter, number)
            self._tips.append((part, arg(tr("%1: %2"), segment.label, segment.value)))
            x += width
        return x

    def _paint_gap(
        self, painter: QPainter, row: ChartRow, left: float, room: float, scale: int, bar: QRectF
    ) -> None:
        """The target number on the appeal scale, and the victory points as the band between it
        and the appeal: green ahead of the target, red short of it."""
        palette = theme.colors()
        target_x = left + room * max(0, row.target) / scale
        appeal_x = left + room * max(0, row.total_appeal) / scale
        band = QRectF(
            min(target_x, appeal_x), bar.top() - theme.size(3), abs(appeal_x - target_x), 0
        )
        band.setBottom(bar.bottom() + theme.size(3))
        tint = QColor(palette.legal if row.victory_points >= 0 else palette.illegal)
        tint.setAlpha(60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRect(band)
        mark = QPainterPath()
        mark.moveTo(target_x, bar.top() - theme.size(5))
        mark.lineTo(target_x, bar.bottom() + theme.size(5))
        painter.setPen(QPen(palette.text, theme.line("strong")))
        painter.drawPath(mark)
        painter.setFont(theme.font("caption"))
        painter.setPen(palette.text_soft)
        label = arg(tr("target %1"), row.target)
        metrics = QFontMetricsF(painter.font())
        text_box = QRectF(target_x - theme.size(60), 0, theme.size(120), metrics.height())
        text_box.moveBottom(bar.top() - theme.size(5))
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, label)
        words = arg(
            tr("Target number %1 for %2 conservation points: %3 appeal − %1 = %4 victory points"),
            row.target,
            row.total_conservation,
            row.total_appeal,
            row.victory_points,
        )
        self._tips.append((text_box.united(band), words))

    def _bar_number(self, painter: QPainter, end: float, top: float, bar: float, text: str) -> None:
        palette = theme.colors()
        painter.setFont(theme.font("small", bold=True))
        painter.setPen(palette.text)
        metrics = QFontMetricsF(painter.font())
        at = QPointF(end + theme.size(6), top + (bar + metrics.capHeight()) / 2)
        painter.drawText(at, text)
        self.word_boxes.append((metrics.tightBoundingRect(text).translated(at), text))
