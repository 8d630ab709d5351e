"""The end of the game: every player's final scoring in words and the winner.

The engine's `SeatScore.items` say where each player's appeal and conservation points came from
(typed data); this dialog puts them in words through
`QCoreApplication.translate("ScoringWords", ...)` with %1-style placeholders. The numbers are the
engine's own (target number, victory points, winners): nothing is recomputed here. No card code,
identifier or engine English reaches the player: cards are named by their card names.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...engine import ScoreItem, ScoreSource, SeatScore, decided_by_tie_break
from ...saves import GameStatus
from ...session import GameSession
from ..words.common import arg, join_words
from ..words.names import capitalised, resource_name


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoringWords", text)


def names_list(names: list[str]) -> str:
    return join_words(names, tr)


def _card_name(session: GameSession, card_id: str | None) -> str:
    if card_id is None:
        return tr("a card in the zoo")
    try:
        return session.game.cards.get(card_id).name
    except KeyError:
        return tr("a card in the zoo")


def item_label(session: GameSession, item: ScoreItem) -> str:
    """What one part of the score is called, in words."""
    if item.source is ScoreSource.APPEAL:
        return tr("Appeal during the game")
    if item.source is ScoreSource.CONSERVATION:
        return tr("Conservation points during the game")
    name = _card_name(session, item.card)
    if item.source is ScoreSource.SPONSOR_END_GAME:
        if item.money and not (item.appeal or item.conservation):
            return arg(
                tr("Sponsor %1 at the end of the game (%2 money, no points)"), name, item.money
            )
        return arg(tr("Sponsor %1 at the end of the game"), name)
    return arg(tr("Final scoring card %1"), name)


def _cell(value: int) -> str:
    return f"<td align=right>{value}</td>" if value else "<td align=right>–</td>"


def seat_table(session: GameSession, score: SeatScore) -> str:
    """One player's points by source, the totals, the target number and the victory points."""
    head = (
        f"<tr><th align=left>{escape(tr('Points from'))}</th>"
        f"<th align=right>{escape(capitalised(resource_name('appeal')))}</th>"
        f"<th align=right>{escape(capitalised(resource_name('conservation')))}</th></tr>"
    )
    rows = "".join(
        f"<tr><td>{escape(item_label(session, item))}</td>"
        f"{_cell(item.appeal)}{_cell(item.conservation)}</tr>"
        for item in score.items
    )
    total = (
        f"<tr><td><b>{escape(tr('At the end'))}</b></td>"
        f"<td align=right><b>{score.appeal}</b></td>"
        f"<td align=right><b>{score.conservation}</b></td></tr>"
    )
    target = arg(
        tr("Target number for %1 conservation points: %2"), score.conservation, score.target
    )
    points = arg(
        tr("Victory points: %1 appeal − %2 target number = %3"),
        score.appeal,
        score.target,
        score.victory_points,
    )
    projects = arg(tr("Supported conservation projects (tie-break): %1"), score.supported_projects)
    heading = escape(session.seat_label(score.seat))
    if score.winner:
        heading += escape(tr(" — winner"))
    return (
        f"<h3>{heading}</h3>"
        f"<table cellspacing=0 cellpadding=3>{head}{rows}{total}</table>"
        f"<p>{escape(target)}<br><b>{escape(points)}</b><br>{escape(projects)}</p>"
    )


def verdict_lines(session: GameSession, scores: tuple[SeatScore, ...]) -> str:
    """The winner(s) and, when supported projects decided, the tie-break."""
    solo = session.view.is_solo
    winners = [session.seat_label(s.seat) for s in scores if s.winner]
    if solo:
        verdict = (
            tr("You win the solo game!")
            if winners
            else tr("Not this time: the solo game is won with 0 or more victory points.")
        )
        return f"<h2>{escape(verdict)}</h2>"
    if len(winners) > 1:
        verdict = arg(tr("Winner: %1 (a shared win)"), ", ".join(winners))
    else:
        verdict = arg(tr("Winner: %1"), ", ".join(winners))
    html = f"<h2>{escape(verdict)}</h2>"
    if decided_by_tie_break(scores, solo):
        best = max(s.victory_points for s in scores)
        tied = [session.seat_label(s.seat) for s in scores if s.victory_points == best]
        top = max(s.supported_projects for s in scores if s.winner)
        line = arg(
            tr("%1 tied on %2 victory points; the tie-break went to the most supported "
               "conservation projects (%3)."),
            names_list(tied),
            best,
            top,
        )  # fmt: skip
        html += f"<p>{escape(line)}</p>"
    return html


class ScoringDialog(QDialog):
    """The final scoring; "Play again" starts the same seats and maps with a new seed."""

    play_again_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        scores = session.game.scores()
        rows = "".join(seat_table(session, score) for score in scores)
        if session.status is GameStatus.CONCEDED and session.conceded_by is not None:
            verdict = arg(tr("%1 conceded the game."), session.seat_label(session.conceded_by))
            text = (
                f"<h2>{escape(verdict)}</h2><p>{escape(tr('Standing when it ended:'))}</p>" + rows
            )
        else:
            text = verdict_lines(session, scores) + rows
        self.summary = QLabel(text)
        self.summary.setObjectName("scores")
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
