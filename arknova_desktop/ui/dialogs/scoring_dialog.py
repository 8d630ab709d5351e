"""The end of the game: the winner celebrated (verdict_banner.py), every player's points by
source as a chart (score_chart.py), the final scoring in words, and charts of the game over its
turns (charts_page.py).

The engine's `SeatScore.items` say where each player's appeal and conservation points came from
(typed data); this dialog puts them in words through
`QCoreApplication.translate("ScoringWords", ...)` with %1-style placeholders. The numbers are the
engine's own (target number, victory points, winners): nothing is recomputed here. No card code,
identifier or engine English reaches the player: cards are named by their card names.

A conceded game is scored as if it had ended at the concession (`Game.scores_if_ended`, with
the conceding seat out of the running): the conceding player is listed last and marked, the
winner is the best of the others; a solo game given up is lost.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import ScoreItem, ScoreSource, SeatScore, decided_by_tie_break
from ...saves import GameStatus
from ...session import GameSession
from .. import theme
from ..accessible import name_pages
from ..words.common import arg, join_words
from ..words.names import capitalised, card_title, resource_name
from .charts_page import ChartsPage
from .score_chart import ChartRow, ScoreChart, Segment
from .verdict_banner import VerdictBanner


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoringWords", text)


def names_list(names: list[str]) -> str:
    return join_words(names, tr)


def _card_name(session: GameSession, card_id: str | None) -> str:
    if card_id is None:
        return tr("a card in the zoo")
    try:
        return card_title(session.game.cards.get(card_id))
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


def _heading(text: str, role: str = "heading") -> str:
    """A heading of the type scale (rich text: Qt's own h2/h3 sizes are not the theme's)."""
    color = theme.colors().css("text")
    return f'<p style="{theme.font_css(role, bold=True)} color: {color};">{text}</p>'


def _secondary(text: str) -> str:
    """Secondary lines: the small size, the soft text colour."""
    color = theme.colors().css("text_soft")
    return f'<p style="{theme.font_css("small")} color: {color};">{text}</p>'


def _cell(value: int) -> str:
    return f"<td align=right>{value}</td>" if value else "<td align=right>–</td>"


def seat_table(session: GameSession, score: SeatScore, conceded: bool = False) -> str:
    """One player's points by source, the totals, the target number and the victory points;
    `conceded`: this player gave the game up (marked in the heading)."""
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
    if conceded:
        heading += escape(tr(" — conceded"))
    elif score.winner:
        heading += escape(tr(" — winner"))
    pad = theme.space(0.75)
    return (
        _heading(heading, "title")
        + f"<table cellspacing=0 cellpadding={pad}>{head}{rows}{total}</table>"
        + f"<p><b>{escape(points)}</b></p>"
        + _secondary(f"{escape(target)}<br>{escape(projects)}")
    )


def solo_win_title(session: GameSession) -> str:
    """ "You win the solo game!" to a person; a computer playing it alone is named."""
    if session.is_human(0):
        return tr("You win the solo game!")
    return arg(tr("%1 wins the solo game!"), session.seat_label(0))


def verdict_lines(session: GameSession, scores: tuple[SeatScore, ...]) -> str:
    """The winner(s) and, when supported projects decided, the tie-break. `scores` are the
    seats in the running (a seat that conceded is not among them)."""
    solo = session.view.is_solo
    winners = [session.seat_label(s.seat) for s in scores if s.winner]
    if solo:
        verdict = (
            solo_win_title(session)
            if winners
            else tr("Not this time: the solo game is won with 0 or more victory points.")
        )
        return _heading(escape(verdict))
    if len(winners) > 1:
        verdict = arg(tr("Winner: %1 (a shared win)"), ", ".join(winners))
    else:
        verdict = arg(tr("Winner: %1"), ", ".join(winners))
    html = _heading(escape(verdict))
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


def conceded_verdict(session: GameSession, seat: int, scores: tuple[SeatScore, ...]) -> str:
    """Who conceded, what that means, and the winner among the others (`scores`: theirs)."""
    who = session.seat_label(seat)
    if session.view.is_solo:
        return _heading(escape(arg(tr("%1 gave the solo game up: it is lost."), who)))
    gave_up = arg(tr("%1 conceded the game and cannot win."), who)
    how = tr("Everyone is scored as if the game had ended then, final scoring cards and "
             "end-of-game sponsors included.")  # fmt: skip
    return verdict_lines(session, scores) + f"<p>{escape(gave_up)}</p>" + _secondary(escape(how))


def final_scores(session: GameSession) -> tuple[tuple[SeatScore, ...], int | None]:
    """The scores to show, in the order shown, and the seat that conceded (None: nobody). A
    conceded game: the position scored as if it had ended there, the conceding seat last."""
    conceded = session.conceded_by if session.status is GameStatus.CONCEDED else None
    scores = session.game.scores_if_ended(conceded)
    if conceded is None:
        return scores, None
    ordered = tuple(s for s in scores if s.seat != conceded) + tuple(
        s for s in scores if s.seat == conceded
    )
    return ordered, conceded


def score_grid(session: GameSession, scores: tuple[SeatScore, ...], conceded: int | None) -> str:
    """The players' tables side by side, two to a row (four players fit 1280×800)."""
    tables = [seat_table(session, s, s.seat == conceded) for s in scores]
    if len(tables) == 1:
        return tables[0]
    gap, between = theme.space(6), theme.space(3)
    rows = []
    for first in range(0, len(tables), 2):
        # Qt's rich text keeps a cell's padding (a table's margins it drops).
        pad = f"padding-right: {gap}px; padding-top: {between}px;"
        cells = "".join(f'<td valign=top style="{pad}">{t}</td>' for t in tables[first : first + 2])
        rows.append(f"<tr>{cells}</tr>")
    return f"<table cellspacing=0 cellpadding=0>{''.join(rows)}</table>"


def chart_rows(
    session: GameSession, scores: tuple[SeatScore, ...], conceded: int | None
) -> tuple[ChartRow, ...]:
    """The chart's bars: each player's items as segments (the engine's numbers, in words)."""

    def segments(score: SeatScore, appeal: bool) -> tuple[Segment, ...]:
        return tuple(
            Segment(item_label(session, item), value, item.source)
            for item in score.items
            if (value := item.appeal if appeal else item.conservation)
        )

    return tuple(
        ChartRow(
            seat=score.seat,
            name=session.seat_label(score.seat),
            appeal=segments(score, True),
            conservation=segments(score, False),
            total_appeal=score.appeal,
            total_conservation=score.conservation,
            target=score.target,
            victory_points=score.victory_points,
            supported_projects=score.supported_projects,
            winner=score.winner and score.seat != conceded,
            conceded=score.seat == conceded,
        )
        for score in scores
    )


def banner_words(
    session: GameSession, scores: tuple[SeatScore, ...], conceded: int | None
) -> tuple[str, tuple[str, ...], tuple[int, ...]]:
    """The banner's title, its lines and the winning seats (none: nobody won). The winners are
    the engine's (`SeatScore.winner`); `scores` are every seat's, the conceding one included."""
    running = tuple(s for s in scores if s.seat != conceded)
    winners = tuple(s.seat for s in running if s.winner)
    if session.view.is_solo:
        if conceded is not None:
            who = session.seat_label(conceded)
            return tr("The solo game is lost"), (arg(tr("%1 gave the solo game up."), who),), ()
        if winners:
            points = running[0].victory_points
            title = solo_win_title(session)
            return title, (arg(tr("%1 victory points."), points),), winners
        return (
            tr("Not this time"),
            (tr("The solo game is won with 0 or more victory points."),),
            (),
        )
    names = [session.seat_label(seat) for seat in winners]
    best = max((s.victory_points for s in running), default=0)
    if len(winners) > 1:
        title = tr("A shared win!")
        lines = [
            arg(tr("%1 share the victory with %2 victory points each."), names_list(names), best)
        ]
    else:
        title = arg(tr("%1 wins!"), names[0]) if names else tr("Final scoring")
        lines = [arg(tr("With %1 victory points."), best)]
    if decided_by_tie_break(running, False):
        tied = [session.seat_label(s.seat) for s in running if s.victory_points == best]
        top = max(s.supported_projects for s in running if s.winner)
        decided = tr("%1 tied on %2 victory points; the most supported conservation projects "
                     "(%3) decided.")  # fmt: skip
        lines.append(arg(decided, names_list(tied), best, top))
    if conceded is not None:
        lines.append(arg(tr("%1 conceded the game and cannot win."), session.seat_label(conceded)))
    return title, tuple(lines), winners


class ScoringDialog(QDialog):
    """The final scoring: the verdict as a banner, each player's points by source as a chart,
    and every number in words on a second page; "Play again" starts the same seats and maps
    with a new seed."""

    play_again_requested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        self._session = session
        scores, conceded = final_scores(session)
        title, lines, winners = banner_words(session, scores, conceded)
        self.banner = VerdictBanner(title, lines, winners, celebrate=bool(winners))
        self.chart = ScoreChart(chart_rows(session, scores, conceded))
        self.summary = QLabel(self._text())
        self.summary.setObjectName("scores")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.pages = QTabWidget()
        self.pages.setObjectName("scoring_pages")
        self.pages.addTab(self._scrolled(self.chart, wide=False), self.tr("Points by source"))
        self.pages.addTab(self._scrolled(self.summary, wide=True), self.tr("Every number"))
        # Charts over the turns, made (and pyqtgraph imported) when the page is first opened.
        labels = [session.seat_label(seat) for seat in range(session.config.players)]
        self.charts = ChartsPage(session.config, session.choices, labels)
        self.pages.addTab(self.charts, self.tr("Over the turns"))
        name_pages(self.pages, self.tr("Final scoring"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        again.setObjectName("play_again")
        again.setToolTip(self.tr("The same players and zoo maps, newly shuffled"))
        again.clicked.connect(self._play_again)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.banner)
        self._layout.addWidget(self.pages, 1)
        self._layout.addWidget(buttons)
        self._restyle()
        theme.manager().changed.connect(self._restyle)

    @staticmethod
    def _scrolled(widget: QWidget, wide: bool) -> QScrollArea:
        """`widget` in a scroll area; `wide`: it may be wider than the page (four players'
        tables), else it fits the page's width (the chart)."""
        area = QScrollArea()
        area.setWidget(widget)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        if not wide:
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def _text(self) -> str:
        """The verdict and every player's table (in the theme's current type and colours)."""
        session = self._session
        scores, conceded = final_scores(session)
        grid = score_grid(session, scores, conceded)
        if conceded is not None:
            others = tuple(s for s in scores if s.seat != conceded)
            return conceded_verdict(session, conceded, others) + grid
        return verdict_lines(session, scores) + grid

    def _restyle(self) -> None:
        if self.summary.text():  # after a change: the headings' sizes and colours are inline
            self.summary.setText(self._text())
        margin = theme.space(4)
        self._layout.setContentsMargins(margin, margin, margin, margin)
        self._layout.setSpacing(theme.space(3))
        self.summary.setFont(theme.font("body"))
        self.summary.setContentsMargins(margin, margin, margin, margin)
        self.summary.setStyleSheet(f"QLabel#scores {{ color: {theme.colors().css('text')}; }}")
        self.chart.updateGeometry()
        self.banner.updateGeometry()
        self.resize(max(self.width(), theme.px(980)), self.sizeHint().height())

    def _play_again(self) -> None:
        self.play_again_requested.emit()
        self.accept()
