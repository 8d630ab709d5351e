"""A game's statistics as charts (pyqtgraph): every player's appeal, conservation points, money,
reputation, icons and cards played over the turns, and the actions they used by kind and
strength. The numbers are game_stats.py's (public facts only); nothing is computed here but
where to draw them.

pyqtgraph (and numpy under it) are imported by this module only, and it is imported when a chart
is first shown (charts_page.py), so the app's start does not grow. The charts take the theme's
colours (chrome for the plot, the players' colours and shapes for the lines) and are drawn
again when the theme changes; hovering a point or a bar shows its numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg  # type: ignore[import-untyped]
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QVBoxLayout, QWidget

from ...game_stats import SERIES, GameStats, SeatStats
from .. import theme
from ..theme import PLAYER_SHAPES
from ..words.common import arg, join_words
from ..words.names import action_name

ACTIONS = ("animals", "build", "cards", "association", "sponsors")
SYMBOLS = {"circle": "o", "square": "s", "triangle": "t", "diamond": "d"}
ACTIONS_PAGE = "actions"
MARKED_POINTS = 60  # up to this many samples a line shows its points


def tr(text: str) -> str:
    return QCoreApplication.translate("StatsCharts", text)


def series_title(name: str) -> str:
    titles = {
        "appeal": tr("Appeal"),
        "conservation": tr("Conservation points"),
        "money": tr("Money"),
        "reputation": tr("Reputation"),
        "icons": tr("Icons in the zoo"),
        "cards_played": tr("Cards played"),
        ACTIONS_PAGE: tr("Actions used"),
    }
    return titles[name]


def point_tip(name: str, label: str, turn: int, value: int, last: bool) -> str:
    when = tr("at the end") if last else arg(tr("at the start of turn %1"), turn)
    return arg(tr("%1, %2: %3 %4"), label, when, value, series_title(name).lower())


def action_tip(label: str, action: str, strengths: Sequence[int]) -> str:
    if not strengths:
        return arg(tr("%1 never used %2"), label, action_name(action))
    return arg(
        tr("%1 used %2 %3 times, at strength %4"),
        label,
        action_name(action),
        len(strengths),
        join_words([str(s) for s in sorted(strengths)], tr),
    )


class StatsCharts(QWidget):
    """The list of charts at the left, the chart picked at the right. `labels`: each seat's
    name as the table shows it."""

    def __init__(
        self, stats: GameStats, labels: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.labels = tuple(labels)
        self.pages = (*SERIES, ACTIONS_PAGE)
        self.picker = QListWidget()
        self.picker.setObjectName("chart_picker")
        for page in self.pages:
            self.picker.addItem(series_title(page))
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("chart_plot")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.legend = self.plot.addLegend(offset=(10, 10))
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(self.picker)
        layout.addLayout(left)
        layout.addWidget(self.plot, 1)
        self.picker.currentRowChanged.connect(lambda _row: self.redraw())
        self.tips: list[tuple[float, float, str]] = []  # every hover text drawn, for the tests
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self.picker.setCurrentRow(0)

    def show_page(self, page: str) -> None:
        self.picker.setCurrentRow(self.pages.index(page))

    @property
    def page(self) -> str:
        return self.pages[max(0, self.picker.currentRow())]

    def _restyle(self) -> None:
        palette = theme.colors()
        self.picker.setFont(theme.font("body"))
        self.picker.setFixedWidth(theme.px(190))
        self.plot.setBackground(QColor(palette.panel))
        self.legend.setLabelTextColor(QColor(palette.text))
        self.legend.setBrush(pg.mkBrush(QColor(palette.panel_alt)))
        self.legend.setPen(pg.mkPen(QColor(palette.panel_line)))
        for side in ("left", "bottom"):
            axis = self.plot.getAxis(side)
            axis.setPen(pg.mkPen(QColor(palette.text_soft)))
            axis.setTextPen(pg.mkPen(QColor(palette.text)))
            axis.setStyle(tickFont=theme.font("small"))
        self.redraw()

    def redraw(self) -> None:
        self.plot.clear()
        self.tips = []
        self.legend.clear()
        self.plot.showGrid(x=True, y=True, alpha=0.15)
        if self.page == ACTIONS_PAGE:
            self._draw_actions()
        else:
            self._draw_series(self.page)

    def _pen_and_symbol(self, seat: int) -> tuple[QColor, str]:
        color = theme.colors().player(seat)
        return color, SYMBOLS[PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]]

    def _draw_series(self, name: str) -> None:
        plot = self.plot
        plot.setLabel("left", series_title(name))
        plot.setLabel("bottom", tr("Turn"))
        plot.getAxis("bottom").setTicks(None)
        for seat in self.stats.seats:
            self._draw_seat(seat, name)

    def _draw_seat(self, seat: SeatStats, name: str) -> None:
        color, symbol = self._pen_and_symbol(seat.seat)
        label = self.labels[seat.seat]
        xs = list(seat.turns)
        ys = list(seat.values(name))
        self.plot.plot(xs, ys, pen=pg.mkPen(color, width=theme.px(2)), name=label)
        last = len(xs) - 1
        few = len(xs) <= MARKED_POINTS
        texts = [
            point_tip(name, label, x, y, i == last)
            for i, (x, y) in enumerate(zip(xs, ys, strict=True))
        ]
        self.tips.extend(zip(map(float, xs), map(float, ys), texts, strict=True))
        self.plot.addItem(
            pg.ScatterPlotItem(
                xs,
                ys,
                data=texts,
                symbol=symbol,
                size=theme.px(7),
                # Many turns: the points only answer the mouse (drawn, they would hide the line).
                pen=pg.mkPen(QColor(theme.colors().panel)) if few else None,
                brush=pg.mkBrush(color if few else QColor(Qt.GlobalColor.transparent)),
                hoverBrush=pg.mkBrush(color),
                hoverable=True,
                hoverSize=theme.px(11),
                tip=_data_tip,
            )
        )

    def _draw_actions(self) -> None:
        plot = self.plot
        plot.setLabel("left", tr("Times used"))
        plot.setLabel("bottom", "")
        plot.getAxis("bottom").setTicks(
            [[(index, action_name(action)) for index, action in enumerate(ACTIONS)]]
        )
        count = len(self.stats.seats)
        width = 0.8 / max(1, count)
        for seat in self.stats.seats:
            color, _symbol = self._pen_and_symbol(seat.seat)
            label = self.labels[seat.seat]
            strengths = {action: [u.strength for u in seat.actions if u.action == action]
                         for action in ACTIONS}  # fmt: skip
            xs = [i - 0.4 + width * (seat.seat + 0.5) for i in range(len(ACTIONS))]
            heights = [len(strengths[action]) for action in ACTIONS]
            bars = pg.BarGraphItem(
                x=xs, height=heights, width=width * 0.9, brush=pg.mkBrush(color), pen=None
            )
            plot.addItem(bars)
            self.legend.addItem(bars, label)
            texts = [action_tip(label, action, strengths[action]) for action in ACTIONS]
            self.tips.extend(zip(map(float, xs), map(float, heights), texts, strict=True))
            plot.addItem(  # the bars' tops answer the mouse
                pg.ScatterPlotItem(
                    xs,
                    heights,
                    data=texts,
                    symbol="s",
                    size=theme.px(14),
                    pen=None,
                    brush=pg.mkBrush(0, 0, 0, 0),
                    hoverable=True,
                    hoverBrush=pg.mkBrush(QColor(theme.colors().focus)),
                    tip=_data_tip,
                )
            )


def _data_tip(x: float, y: float, data: object) -> str:
    return str(data)
