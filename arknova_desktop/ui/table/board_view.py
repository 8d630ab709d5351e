"""The shared board drawn as a printed board: the association task spaces with the strength each
needs and every player's workers on them, the partner zoos by continent and the universities with
the tokens of the players who took them, the donation spaces, the conservation projects with their
level spaces and tokens, and the bonus tiles. Hover any part for its meaning.

While the decision at the screen is about the board (a task or the donation, a partner zoo, a
university, a project level, a bonus tile), its things are lit or dimmed with the reason, and a
click on a lit one answers it (`choice_made`; board_choices.py). Each task space also shows how
many workers it takes from the player at the screen.

The board is paper (the same in both variants, dimmed a little in the dark); the table around it
follows the variant. Every size is the theme's, so the board grows with the zoom.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPaintEvent,
    QPen,
    QPicture,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from ...engine import (
    BONUS_MONEY_5,
    BONUS_UPGRADE,
    BONUS_WORKER,
    CLOSED_AT,
    CONTINENTS,
    DONATION_VALUES,
    PARTNER_ZOO_DISCOUNT,
    TASKS,
    AssociationTask,
    Choice,
    Donate,
    PlayProject,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
)
from ...session import GameSession
from .. import pieces, theme
from ..icons import ICON_NAMES, paint_icon
from ..words import names
from ..words.card_words import project_space_label
from ..words.common import arg, join_words
from ..words.names import card_title
from .board_choices import ChoiceSpots, ChoosingWidget

# Sizes at zoom 1 (theme.size makes them grow with the zoom; the rows that hold words grow
# with the text size too: theme.text_size).
MARGIN = 8  # the table around the board
INSET = 10  # the board's printed edge to its contents
GAP = 6
TASK_HEIGHT = 62
OFFER_HEIGHT = 44
DONATION_HEIGHT = 38
PROJECT_ROW = 30
BONUS_ROW = 26
SPACE_TWO = 2  # the conservation space whose bonus is an upgrade or a worker (not a tile)
SPACE_TWO_BONUSES = (BONUS_UPGRADE, BONUS_WORKER)
WORKER = 15
TOKEN = 16
MIN_WIDTH = 470  # fits the Board tab at 1280×800 (511 px wide)

TASK_ICONS = {
    "reputation": "reputation",
    "partner_zoo": "partner_zoo",
    "university": "science",
    "project": "project",
}


class BoardView(ChoosingWidget):
    """`choice_made(Choice)`: a lit thing was clicked (the option it stands for)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(ChoiceSpots(), parent)
        self.session = session
        # What was drawn where (kind, seat, rect): "worker", "token" (a partner zoo, university,
        # donation or project level); tests read the pixels there.
        self.pieces: list[tuple[str, int, QRectF]] = []
        self.cut: list[str] = []  # the texts of the last drawing that ended in "…"
        self._height = 0.0
        self._stale = False
        session.events_applied.connect(self.refresh_if_seen)
        session.decision_changed.connect(self.refresh_if_seen)
        theme.manager().changed.connect(self.refresh_if_seen)
        self.refresh()

    def refresh_if_seen(self) -> None:
        """Measure and draw the board again now if it is on screen, else when it is shown (it
        sits on a tab: drawing it after every choice cost more than the rest of the step)."""
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self._stale = False
            self.refresh()
        super().showEvent(event)

    # -- size ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Measure the board for the current state and zoom, then draw it again."""
        self._stale = False
        self._height = self.measure(max(self.width(), theme.px(MIN_WIDTH)))
        self.setMinimumSize(theme.px(MIN_WIDTH), round(self._height))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(520), max(theme.px(520), round(self._height)))

    def minimumSizeHint(self) -> QSize:
        return QSize(theme.px(MIN_WIDTH), round(self._height))

    # -- painting --------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.colors().table)
        height = self.paint_board(painter, self.width())
        painter.end()
        if abs(height - self._height) > 0.5:  # the state changed without an event (tests, tools)
            self._height = height
            self.setMinimumHeight(round(height))

    def measure(self, width: float) -> float:
        """The height the board takes `width` wide: its contents laid out on a picture that is
        thrown away (a refresh needs no more than this; the paint draws it)."""
        return self._bottom(width) + theme.size(MARGIN)

    def _bottom(self, width: float) -> float:
        self.choices.update(self.session)
        picture = QPicture()
        measure = QPainter(picture)
        bottom = self._contents(measure, width)
        measure.end()
        return bottom

    def paint_board(self, painter: QPainter, width: float) -> float:
        """Draw the whole board `width` wide; the height it took."""
        margin = theme.size(MARGIN)
        # The paper goes under everything: measure the contents first, then draw the paper and
        # the contents over it.
        bottom = self._bottom(width)
        board = QRectF(margin, margin, width - 2 * margin, bottom - margin)
        self._paper(painter, board)
        self._contents(painter, width)
        return board.bottom() + margin

    def _contents(self, painter: QPainter, width: float) -> float:
        """The board's spaces and pieces; where the paper must end."""
        self.tips = []
        self.pieces = []
        self.cut = []
        self.choices.begin()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        margin = theme.size(MARGIN)
        left = margin + theme.size(INSET)
        inner = width - 2 * left
        y = margin + theme.size(INSET) * 0.6
        y = self._tasks(painter, left, y, inner)
        y = self._offers(painter, left, y, inner)
        y = self._donations(painter, left, y, inner)
        y = self._projects(painter, left, y, inner)
        y = self._bonus_tiles(painter, left, y, inner)
        return y + theme.size(INSET) * 0.4

    def _paper(self, painter: QPainter, rect: QRectF) -> None:
        palette = theme.colors()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.shadow)
        painter.drawRoundedRect(
            rect.translated(0, theme.size(2)), theme.radius("panel"), theme.radius("panel")
        )
        painter.setPen(QPen(palette.paper_line, theme.line("thin")))
        painter.setBrush(palette.paper)
        painter.drawRoundedRect(rect, theme.radius("panel"), theme.radius("panel"))
        # A printed inner rule, as on the cardboard board.
        rule = theme.size(4)
        painter.setPen(QPen(palette.grid_line, theme.line("hair")))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(
            rect.adjusted(rule, rule, -rule, -rule), theme.radius("card"), theme.radius("card")
        )

    def heading(self, painter: QPainter, y: float, text: str, left: float | None = None) -> float:
        palette = theme.colors()
        x = theme.size(MARGIN + INSET) if left is None else left
        font = theme.font("label", bold=True)
        painter.setFont(font)
        painter.setPen(palette.ink)
        metrics = painter.fontMetrics()
        # Wrapped when the board is too narrow for it (large text), never cut.
        room = QRectF(x, y, max(1.0, self.width() - x - theme.size(MARGIN + INSET)), 10000)
        flags = int(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        )
        height = metrics.boundingRect(room.toRect(), flags, text).height()
        painter.drawText(room, flags, text)
        painter.setFont(theme.font("small"))
        return y + max(metrics.height(), height) + theme.size(3)

    def _space(self, painter: QPainter, rect: QRectF, fill: QColor, line: QColor) -> None:
        """A printed space: a rounded field with an outline."""
        painter.setPen(QPen(line, theme.line("hair")))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, theme.radius("small") * 1.5, theme.radius("small") * 1.5)

    def _text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        role: str = "small",
        color: QColor | None = None,
        flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        bold: bool = False,
        wrap: bool = False,
    ) -> None:
        """`text` in `rect`. Too wide (large text on a narrow space): on two lines where `wrap`
        lets it and the rect has room for them, else a smaller size of the scale; only then cut
        with "…" (kept in `cut`: a test looks for it)."""
        painter.setPen(theme.colors().ink if color is None else color)
        roles = list(theme.TYPE_SCALE)
        for smaller in reversed(roles[: roles.index(role) + 1]):
            painter.setFont(theme.font(smaller, bold=bold))
            metrics = painter.fontMetrics()
            if metrics.horizontalAdvance(text) <= rect.width():
                painter.drawText(rect, int(flags), text)
                return
            wrapped = flags | Qt.TextFlag.TextWordWrap
            need = metrics.boundingRect(rect.toAlignedRect(), int(wrapped), text)
            if wrap and need.width() <= rect.width() and need.height() <= rect.height():
                painter.drawText(rect, int(wrapped), text)
                return
        shown = painter.fontMetrics().elidedText(
            text, Qt.TextElideMode.ElideRight, max(0, int(rect.width()))
        )
        if shown != text:
            self.cut.append(text)
        painter.drawText(rect, int(flags), shown)

    def _piece(self, painter: QPainter, kind: str, seat: int, rect: QRectF) -> None:
        if kind == "worker":
            pieces.worker(painter, seat, rect)
        else:
            pieces.player_token(painter, seat, rect)
        self.pieces.append((kind, seat, QRectF(rect)))

    # -- association tasks -----------------------------------------------------------------------
    def _tasks(self, painter: QPainter, left: float, y: float, inner: float) -> float:
        """The task spaces (the strength each needs, for the player at the screen) with each
        player's workers."""
        st = self.session.view
        palette = theme.colors()
        viewer = self.session.viewer
        y = self.heading(painter, y, self.tr("Association tasks: strength needed, and workers"))
        gap = theme.size(GAP)
        width = (inner - gap * (len(TASKS) - 1)) / len(TASKS)
        height = theme.text_size(TASK_HEIGHT)
        pad = theme.size(5)
        for index, task in enumerate(TASKS):
            value = st.players[viewer].task_values[index]
            rect = QRectF(left + index * (width + gap), y, width, height)
            self._space(painter, rect, palette.track_fill, palette.paper_line)
            # The strength badge: an ink disc with the number, as printed on the board.
            disc = theme.text_size(20)
            badge = QRectF(rect.left() + pad, rect.top() + pad, disc, disc)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.ink)
            painter.drawEllipse(badge)
            self._text(
                painter,
                badge,
                str(value),
                "label",
                palette.paper,
                Qt.AlignmentFlag.AlignCenter,
                bold=True,
            )
            side = badge.height() * 0.8
            icon = QRectF(badge.right() + theme.size(3), badge.top() + theme.size(2), side, side)
            paint_icon(painter, icon, TASK_ICONS.get(task, "worker"))
            # The name on a line of its own, under the strength badge and the task's icon; on
            # two, down to the workers' row, when one is too narrow for it (large text).
            title = QRectF(
                rect.left() + pad,
                badge.bottom() + theme.size(1),
                rect.width() - 2 * pad,
                theme.text_size(14),
            )
            title.setBottom(max(title.bottom(), rect.bottom() - pad - theme.size(WORKER)))
            self._text(
                painter,
                title,
                names.task_short_name(task),
                "small",
                palette.ink,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                bold=True,
                wrap=True,
            )
            takes = st.players[viewer].task_workers_needed[index]
            self._workers_taken(painter, rect, badge, takes)
            # The workers stand in a row along the bottom, grouped by seat.
            holders = []
            standing = [
                seat
                for seat, row in enumerate(st.association.task_workers)
                for _n in range(row[index])
            ]
            size = theme.size(WORKER)
            room = rect.width() - 2 * pad
            step = min(size * 1.05, (room - size) / max(1, len(standing) - 1))
            for n, seat in enumerate(standing):
                spot = QRectF(
                    rect.left() + pad + n * step, rect.bottom() - pad - size, size, size * 1.05
                )
                self._piece(painter, "worker", seat, spot)
            for seat, row in enumerate(st.association.task_workers):
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
            self.add_choosable(painter, rect, AssociationTask(task), tip)
        return y + height + theme.size(10)

    def _workers_taken(self, painter: QPainter, rect: QRectF, badge: QRectF, takes: int) -> None:
        """In the task space's top right corner: the workers it takes from the player at the
        screen (a worker and "×1" or "×2"), or "full" where it is closed to them."""
        palette = theme.colors()
        viewer = self.session.viewer
        right = rect.right() - theme.size(5)
        if not takes:
            text = QRectF(right - theme.size(40), badge.top(), theme.size(40), badge.height())
            flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            self._text(painter, text, self.tr("full"), "small", palette.ink_soft, flags)
            return
        words = arg(self.tr("×%1"), takes)
        painter.setFont(theme.font("small", bold=True))
        wide = painter.fontMetrics().horizontalAdvance(words) + theme.size(2)
        count = QRectF(right - wide, badge.top(), wide, badge.height())
        self._text(
            painter,
            count,
            words,
            "small",
            palette.ink,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            bold=True,
        )
        size = theme.size(WORKER) * 0.85
        spot = QRectF(count.left() - size, 0, size, size * 1.05)
        spot.moveCenter(QPointF(spot.center().x(), badge.center().y()))
        pieces.worker(painter, viewer, spot)

    # -- partner zoos and universities -----------------------------------------------------------
    def _holders(self, taken: str, universities: bool) -> list[int]:
        st = self.session.view
        return [
            seat
            for seat, player in enumerate(st.players)
            if taken in (player.universities if universities else player.partner_zoos)
        ]

    def _taken_by(self, tip: str, seats: list[int]) -> str:
        if not seats:
            return tip
        who = join_words([self.session.seat_label(s) for s in seats], self.tr)
        return arg(self.tr("%1 — taken by %2"), tip, who)

    def _offers(self, painter: QPainter, left: float, y: float, inner: float) -> float:
        st = self.session.view
        palette = theme.colors()
        y = self.heading(painter, y, self.tr("On offer: partner zoos and universities"))
        gap = theme.size(GAP)
        height = theme.text_size(OFFER_HEIGHT)
        pad = theme.size(4)
        token = theme.size(TOKEN)
        # Every continent's partner zoo: on offer, or with the token of the player who took it.
        offered = set(st.association.partner_zoo_offer)
        continents: list[str] = [c for c in CONTINENTS if c in offered or self._holders(c, False)]
        continents += [c for c in st.association.partner_zoo_offer if c not in continents]
        width = (inner - gap * 4) / 5
        for index, continent in enumerate(continents):
            rect = QRectF(left + index * (width + gap), y, width, height)
            hue = palette.continent.get(continent, palette.paper_line)
            self._space(painter, rect, theme.blend(palette.paper, hue, 0.28), QColor(hue))
            band = QRectF(rect.left(), rect.top(), theme.size(22), rect.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(hue)
            painter.drawRoundedRect(band, theme.radius("small") * 1.5, theme.radius("small") * 1.5)
            icon = QRectF(0, 0, theme.size(17), theme.size(17))
            icon.moveCenter(band.center())
            paint_icon(painter, icon, continent)
            name_rect = QRectF(
                band.right() + pad, rect.top() + pad, rect.right() - band.right() - 2 * pad, 0
            )
            name_rect.setHeight(rect.height() / 2 - pad)
            self._text(painter, name_rect, names.continent_name(continent), "small")
            seats = self._holders(continent, False)
            for n, seat in enumerate(seats):
                spot = QRectF(
                    band.right() + pad + n * token * 0.8, rect.bottom() - pad - token, token, token
                )
                self._piece(painter, "token", seat, spot)
            tip = arg(
                self.tr("%1: animals with the %2 icon cost you %3 money less"),
                names.capitalised(names.partner_zoo_name(continent)),
                names.continent_name(continent),
                PARTNER_ZOO_DISCOUNT,
            )
            self.add_choosable(painter, rect, TakePartnerZoo(continent), self._taken_by(tip, seats))
        y += height + theme.size(GAP)
        # The universities, likewise.
        offered = set(st.association.university_offer)
        known = list(names.UNIVERSITIES)
        universities = [u for u in known if u in offered or self._holders(u, True)]
        universities += [u for u in st.association.university_offer if u not in universities]
        count = max(3, len(universities))
        width = (inner - gap * (count - 1)) / count
        for index, university in enumerate(universities):
            rect = QRectF(left + index * (width + gap), y, width, height)
            self._space(painter, rect, palette.track_panel, palette.track_ink["reputation"])
            icon = QRectF(rect.left() + pad, rect.top() + pad, theme.size(20), theme.size(20))
            paint_icon(painter, icon, "science" if "research" in university else "reputation")
            text = QRectF(
                icon.right() + pad,
                rect.top() + pad * 0.5,
                rect.right() - icon.right() - 2 * pad,
                rect.height() - pad,
            )
            painter.setFont(theme.font("small"))
            painter.setPen(palette.ink)
            painter.drawText(
                text,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                | Qt.TextFlag.TextWordWrap,
                names.university_name(university),
            )
            seats = self._holders(university, True)
            for n, seat in enumerate(seats):
                spot = QRectF(
                    rect.left() + pad + n * token * 0.8, rect.bottom() - pad - token, token, token
                )
                self._piece(painter, "token", seat, spot)
            tip = arg(self.tr("University: %1"), names.university_name(university))
            self.add_choosable(
                painter, rect, TakeUniversity(university), self._taken_by(tip, seats)
            )
        return y + height + theme.size(10)

    # -- donations -------------------------------------------------------------------------------
    def _donations(self, painter: QPainter, left: float, y: float, inner: float) -> float:
        st = self.session.view
        palette = theme.colors()
        y = self.heading(
            painter, y, self.tr("Donations (after a task, Association II): +1 conservation")
        )
        gap = theme.size(GAP)
        count = len(DONATION_VALUES)
        width = min(theme.size(58), (inner - gap * (count - 1)) / count)
        height = theme.text_size(DONATION_HEIGHT)
        next_open = next(
            (i for i, occupant in enumerate(st.association.donations) if occupant == ""), None
        )
        for index, (value, occupant) in enumerate(
            zip(DONATION_VALUES, st.association.donations, strict=True)
        ):
            rect = QRectF(left + index * (width + gap), y, width, height)
            closed = occupant in ("blocked", "solo")
            fill = palette.grid_line if closed else palette.track_panel
            self._space(painter, rect, fill, palette.track_ink["conservation"])
            coin = QRectF(0, 0, theme.size(24), theme.size(24))
            coin.moveCenter(rect.center())
            if closed:
                # A space covered for this game: a dashed cross over a faint coin.
                painter.setOpacity(0.35)
                pieces.coin(painter, coin)
                painter.setOpacity(1.0)
                self._text(
                    painter,
                    coin,
                    str(value),
                    "small",
                    palette.ink_soft,
                    Qt.AlignmentFlag.AlignCenter,
                )
                pen = QPen(palette.ink_soft, theme.line("thin"), Qt.PenStyle.DashLine)
                painter.setPen(pen)
                inset = theme.size(5)
                painter.drawLine(
                    rect.topLeft() + QPointF(inset, inset),
                    rect.bottomRight() - QPointF(inset, inset),
                )
            else:
                pieces.coin(painter, coin)
                self._text(
                    painter,
                    coin,
                    str(value),
                    "small",
                    palette.gold_ink,
                    Qt.AlignmentFlag.AlignCenter,
                    bold=True,
                )
            if index == next_open:  # the next donation: outlined as the one to take
                painter.setPen(QPen(palette.track_ink["conservation"], theme.line("strong")))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    rect.adjusted(1, 1, -1, -1), theme.radius("small"), theme.radius("small")
                )
            if occupant.startswith("p"):
                seat = int(occupant[1:])
                size = theme.size(TOKEN) * 0.85
                spot = QRectF(
                    rect.right() - size - theme.size(2), rect.top() + theme.size(2), size, size
                )
                self._piece(painter, "token", seat, spot)
                who = arg(self.tr("taken by %1"), self.session.seat_label(seat))
            elif occupant == "blocked":
                who = self.tr("blocked in a 2-player game")
            elif occupant == "solo":
                who = self.tr("blocked by the solo token")
            else:
                who = self.tr("open")
            tip = arg(
                self.tr("Donation of %1: +1 conservation point; %2"),
                names.resource_amount("money", value),
                who,
            )
            if index == next_open:  # the donation a player makes now
                self.add_choosable(painter, rect, Donate(), tip)
            else:
                self.add_tip(rect, tip)
        end = left + count * (width + gap)
        if end + theme.size(60) < left + inner:
            note = QRectF(end, y, left + inner - end, height)
            self._text(
                painter,
                note,
                arg(
                    self.tr("Next: %1"),
                    names.resource_amount("money", st.association.donation_cost),
                ),
                "small",
                palette.ink_soft,
            )
        return y + height + theme.size(10)

    # -- conservation projects -------------------------------------------------------------------
    def _projects(self, painter: QPainter, left: float, y: float, inner: float) -> float:
        st = self.session.view
        palette = theme.colors()
        y = self.heading(
            painter, y, self.tr("Conservation projects: what to have → conservation points")
        )
        cards = self.session.game.cards
        row_height = theme.text_size(PROJECT_ROW)
        level_width = theme.text_size(62)  # its words grow with the text size
        gap = theme.size(4)
        fill = palette.card_type["project"]
        ink = palette.card_type_ink["project"]
        rows: list[tuple[str, str, Callable[[int], Choice]]] = [
            (project, card_title(cards.get_project(project)), partial(SupportProject, project))
            for project in (*st.projects.row, *st.projects.base)
        ]
        # A project card being played from the hand or the display: its row, to pick a level.
        played = dict.fromkeys(
            (c.card, c.folder) for c in self.choices.options if isinstance(c, PlayProject)
        )
        for card_id, folder in played:
            name = card_title(cards.get_project(card_id))
            title = (
                arg(self.tr("%1 (display folder %2)"), name, folder)
                if folder
                else arg(self.tr("%1 (from your hand)"), name)
            )
            rows.append((card_id, title, partial(PlayProject, card_id, folder)))
        for project, title, level_choice in rows:
            card = cards.get_project(project)
            levels = len(card.levels)
            spaces_left = left + inner - levels * (level_width + gap) + gap
            band = QRectF(left, y, inner, row_height - theme.size(4))
            self._space(painter, band, theme.blend(palette.paper, fill, 0.6), ink)
            counter = card.icon or (card.counter or "").split(":")[-1]
            icon = QRectF(0, 0, theme.size(18), theme.size(18))
            icon.moveCenter(QPointF(left + theme.size(13), band.center().y()))
            name_left = left + theme.size(5)
            if counter in ICON_NAMES:
                paint_icon(painter, icon, counter)
                name_left = icon.right() + theme.size(5)
            self._text(
                painter,
                QRectF(name_left, band.top(), spaces_left - name_left - gap, band.height()),
                title,
                "body",
                palette.ink,
                bold=True,
            )
            for level, reward in enumerate(card.levels):
                rect = QRectF(
                    spaces_left + level * (level_width + gap),
                    band.top() + theme.size(3),
                    level_width,
                    band.height() - theme.size(6),
                )
                self._space(painter, rect, palette.paper, ink)
                label = project_space_label(reward)  # the words of prompts and the log match
                token = rect.height() - theme.size(4)
                self._text(
                    painter,
                    rect.adjusted(theme.size(4), 0, -token - theme.size(2), 0),
                    label,
                    "small",
                    ink,
                    bold=True,
                )
                owner = next(
                    (s for p, lv, s in st.projects.tokens if p == project and lv == level), None
                )
                if owner is not None:
                    spot = QRectF(0, 0, token, token)
                    spot.moveCenter(
                        QPointF(rect.right() - token / 2 - theme.size(2), rect.center().y())
                    )
                    self._piece(painter, "token", owner, spot)
                tip = arg(
                    self.tr("%1: have %2 for %3"),
                    card_title(card),
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
                self.add_choosable(painter, rect, level_choice(level), tip)
            y += row_height
        return y + theme.size(6)

    # -- bonus tiles -----------------------------------------------------------------------------
    def _bonus_tiles(self, painter: QPainter, left: float, y: float, inner: float) -> float:
        st = self.session.view
        palette = theme.colors()
        y = self.heading(
            painter, y, self.tr("Bonus tiles on the conservation track (or 5 money instead)")
        )
        row = theme.text_size(BONUS_ROW)
        gap = theme.size(GAP)
        rows = list(st.bonus_tiles)
        if self.choices.bonus_space == SPACE_TWO:  # its bonus is printed on the track: shown now
            rows.insert(0, (SPACE_TWO, ()))
        for space, tiles in rows:
            things = [names.bonus_thing(t) or names.friendly(t) for t in tiles]
            # Reaching the space: 5 money, or one of these tiles (a taken tile is gone).
            text = (
                arg(self.tr("Space %1: %2"), space, join_words(things, self.tr, "%1 or %2"))
                if things
                else arg(self.tr("Space %1: all tiles taken"), space)
            )
            # The track's space, as printed in the conservation track's colour.
            marker = QRectF(left, y, theme.size(22), row - theme.size(4))
            green = palette.track_ink["conservation"]
            self._space(painter, marker, green, QColor(green).darker(130))
            self._text(
                painter,
                marker,
                str(space),
                "small",
                palette.paper,
                Qt.AlignmentFlag.AlignCenter,
                True,
            )
            x = marker.right() + gap
            painter.setFont(theme.font("small"))
            metrics = painter.fontMetrics()
            # While this space's bonus is being chosen, its 5 money is a tile to click too.
            shown = list(zip(tiles, things, strict=True))
            if space == SPACE_TWO:
                shown = [(b, names.bonus_action(b).capitalize()) for b in SPACE_TWO_BONUSES]
                text = arg(self.tr("Space %1: %2"), space, " / ".join(t for _, t in shown))
            elif space == self.choices.bonus_space:
                money = names.bonus_thing(BONUS_MONEY_5) or names.friendly(BONUS_MONEY_5)
                shown.insert(0, (BONUS_MONEY_5, money))
            self.add_tip(QRectF(left, y, inner, marker.height()), text)  # under the tiles' tips
            if not shown:
                self._text(
                    painter,
                    QRectF(x, y, left + inner - x, marker.height()),
                    arg(self.tr("Space %1: all tiles taken"), space),
                    "small",
                    palette.ink_soft,
                )
            for bonus, thing in shown:
                wanted = metrics.horizontalAdvance(thing) + theme.size(12)
                tile = QRectF(x, y, min(wanted, left + inner - x), marker.height())
                if tile.width() < theme.size(24):
                    break
                self._space(painter, tile, palette.size_fill, palette.size_line)
                self._text(
                    painter,
                    tile,
                    thing,
                    "small",
                    palette.ink,
                    Qt.AlignmentFlag.AlignCenter,
                )
                tip = arg(self.tr("Space %1: %2"), space, thing)
                self.add_choosable(painter, tile, TakeBonus(bonus), tip)
                x = tile.right() + gap
            y += row
        return y
