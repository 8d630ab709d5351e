"""A page of statistics charts made the first time it is shown: pyqtgraph is imported then
(stats_charts.py), never at the app's start, and the game is played again from its choice log
(game_stats.py) only when somebody looks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...engine import Choice, GameConfig
from ...session import GameSession
from .. import theme
from ..words.common import arg


class ChartsPage(QWidget):
    """The charts of the game of `config` after `choices`; `labels`: each seat's name as the
    table shows it. `charts` is the StatsCharts once made (None until the page is shown)."""

    def __init__(
        self,
        config: GameConfig,
        choices: Sequence[Choice],
        labels: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("charts_page")
        self.config = config
        self.choices = tuple(choices)
        self.labels = tuple(labels)
        self.charts: QWidget | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def make_charts(self) -> QWidget:
        """The charts (made now if they were not yet)."""
        if self.charts is None:
            from ...game_stats import game_stats
            from .stats_charts import StatsCharts

            self.charts = StatsCharts(game_stats(self.config, self.choices), self.labels, self)
            self._layout.addWidget(self.charts)
        return self.charts

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.make_charts()


def statistics_dialog(session: GameSession, parent: QWidget | None = None) -> QDialog:
    """Game → Statistics: the game as it stands, charted from public facts only (every number
    is one the table shows every player)."""
    dialog = QDialog(parent)
    dialog.setObjectName("statistics_dialog")
    dialog.setWindowTitle(QCoreApplication.translate("ChartsPage", "Statistics"))
    labels = [session.seat_label(seat) for seat in range(session.config.players)]
    note = QLabel(
        arg(
            QCoreApplication.translate(
                "ChartsPage", "The game so far, %1 moves: what every player can see on the table."
            ),
            len(session.choices),
        )
    )
    note.setFont(theme.font("small"))
    page = ChartsPage(session.config, session.choices, labels, dialog)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(note)
    layout.addWidget(page, 1)
    layout.addWidget(buttons)
    dialog.resize(theme.px(980), theme.px(620))
    return dialog
