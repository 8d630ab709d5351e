"""The end of the game: every player's final scoring breakdown and the winner."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..saves import GameStatus
from ..session import GameSession


class ScoringDialog(QDialog):
    """The final scoring; "Play again" starts the same seats and maps with a new seed."""

    play_again_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        scores = session.game.scores()
        winners = [session.seat_label(s.seat) for s in scores if s.winner]
        rows = []
        for score in scores:
            detail = "".join(
                f"<tr><td>{escape(label)}</td><td align=right>{value}</td></tr>"
                for label, value in score.breakdown
            )
            rows.append(
                f"<h3>{escape(session.seat_label(score.seat))}"
                f"{escape(self.tr(' — winner')) if score.winner else ''}</h3>"
                f"<table>{detail}"
                f"<tr><td>supported projects (tie-break)</td>"
                f"<td align=right>{score.supported_projects}</td></tr></table>"
            )
        if session.game.state.is_solo:
            verdict = (
                self.tr("You win the solo game!")
                if winners
                else self.tr("Not this time: the solo game is won with 0 or more victory points.")
            )
        else:
            verdict = self.tr("Winner: %s") % ", ".join(winners)
        self.summary = QLabel(f"<h2>{escape(verdict)}</h2>" + "".join(rows))
        self.summary.setObjectName("scores")
        if session.status is GameStatus.CONCEDED and session.conceded_by is not None:
            verdict = self.tr("%s conceded the game.") % session.seat_label(session.conceded_by)
            self.summary.setText(
                f"<h2>{escape(verdict)}</h2><p>{escape(self.tr('Standing when it ended:'))}</p>"
                + "".join(rows)
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        again.setObjectName("play_again")
        again.setToolTip(self.tr("The same players and zoo maps, newly shuffled"))
        again.clicked.connect(self._play_again)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)

    def _play_again(self) -> None:
        self.play_again_requested.emit()
        self.accept()
