"""The tracks across the top of the window, read at a glance.

Lines, top to bottom: a legend (each player's name in their colour with their marker shape and
victory-point standing), appeal (with each player's target number below the track: where their
appeal and conservation markers meet), conservation, and reputation (with the display folders it
reaches) beside the break track (or the solo tile). Every marker carries its value; markers of
the same line are spread over two lanes and pushed aside so that none hides another, and a thin
leader joins each marker to its exact space on the track. The height is fixed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...engine import (
    APPEAL_MAX,
    CONSERVATION_MAX,
    REPUTATION_MAX,
    SOLO_ROUNDS,
    GameView,
    PlayerView,
    appeal_income,
    reputation_range,
    target_number,
    victory_points,
)
from ...session import GameSession
from .. import theme
from ..theme import PLAYER_COLORS, PLAYER_SHAPES

__all__ = ["PLAYER_COLORS", "Caption", "Marker", "RowGeometry", "TracksBar", "draw_marker"]

PAD = 3
LABEL_WIDTH = 112  # the row labels' own column: markers start right of it
LEGEND_H = 20
LANE_H = 14  # a lane of markers above or below a track
TRACK_H = 6
ROW_H = LANE_H + 1 + TRACK_H + 1 + LANE_H
HEIGHT = PAD + LEGEND_H + 3 * ROW_H + PAD
MARKER = 11  # marker size in px
GAP = 8  # space between two markers' chips
TEXT_PX = 11  # the smallest text, readable at 1280×800
LABEL_PX = 12
REPUTATION_SHARE = 0.45  # of the track area; captions and the break track share the rest
CAPTIONS_SHARE = 0.30


@dataclass(frozen=True)
class Marker:
    """One marker as drawn: `rect` is its shape, `text_rect` its value written beside it,
    `anchor` the exact x of its space on the track. `kind`: value, target, legend or break."""

    seat: int
    kind: str
    value: int
    anchor: float
    rect: QRectF
    text_rect: QRectF
    text: str


@dataclass(frozen=True)
class Caption:
    """A line of text for one seat (reputation folders, legend standing), with its marker."""

    seat: int
    rect: QRectF
    text: str
    marker: QRectF | None = None


@dataclass
class RowGeometry:
    """Where one line of the bar draws its label, track, markers and captions."""

    key: str  # legend, appeal, conservation, reputation, break
    rect: QRectF
    label: str
    label_rect: QRectF
    track: QRectF | None = None
    maximum: int = 0
    markers: list[Marker] = field(default_factory=list)
    captions: list[Caption] = field(default_factory=list)
    sublabel: str = ""  # names the lower lane where it differs (appeal: the targets)
    sublabel_rect: QRectF = field(default_factory=QRectF)


def seat_color(seat: int) -> QColor:
    return QColor(PLAYER_COLORS[seat % len(PLAYER_COLORS)])


def _name_color(seat: int) -> QColor:
    # The seat's colour, darkened so that the yellow seat's name stays readable on the panel.
    return seat_color(seat).darker(140)


def marker_path(seat: int, rect: QRectF) -> QPainterPath:
    """The seat's marker shape inside `rect`: circle, square, triangle or diamond."""
    shape = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)] if seat >= 0 else "circle"
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(rect.center().x(), rect.top() - 0.5),
                    QPointF(rect.right() + 1, rect.bottom()),
                    QPointF(rect.left() - 1, rect.bottom()),
                ]
            )
        )
        path.closeSubpath()
    else:
        c = rect.center()
        r = rect.width() / 2 + 0.8
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r, c.y()),
                ]
            )
        )
        path.closeSubpath()
    return path


def draw_marker(painter: QPainter, seat: int, rect: QRectF, hollow: bool = False) -> None:
    """A seat's marker: filled in its colour, or hollow (a target flag) with a thick outline."""
    color = seat_color(seat) if seat >= 0 else QColor(theme.INK)
    painter.save()
    if hollow:
        painter.setPen(QPen(color, 2))
        painter.setBrush(QColor("#ffffff"))
    else:
        painter.setPen(QPen(theme.INK, 1))
        painter.setBrush(color)
    painter.drawPath(marker_path(seat, rect))
    painter.restore()


def place_chips(
    items: list[tuple[int, float, float, float]], lanes: int, left: float, right: float
) -> dict[int, tuple[float, int]]:
    """Lay chips (marker + value) on `lanes` lanes without overlap.

    `items`: (key, anchor x, marker centre offset from the chip's left, chip width). Each chip
    goes, left to right, to the lane where it moves least from its anchor; a pass from the right
    then keeps the last chips inside `right`. Returns key -> (chip left, lane)."""
    order = sorted(items, key=lambda item: (item[1], item[0]))
    edges = [left - GAP] * lanes
    placed: dict[int, tuple[float, int]] = {}
    for key, anchor, offset, width in order:
        wanted = max(left, anchor - offset)
        best_lane, best_x = 0, 0.0
        for lane in range(lanes):
            x = max(wanted, edges[lane] + GAP)
            if lane == 0 or x - wanted < best_x - wanted:
                best_lane, best_x = lane, x
        edges[best_lane] = best_x + width
        placed[key] = (best_x, best_lane)
    widths = {key: width for key, _a, _o, width in items}
    for lane in range(lanes):
        bound = right
        for key in sorted(
            (k for k, (_x, la) in placed.items() if la == lane),
            key=lambda k: placed[k][0],
            reverse=True,
        ):
            x = min(placed[key][0], bound - widths[key])
            placed[key] = (x, lane)
            bound = x - GAP
    return placed


class TracksBar(QWidget):
    """The bar of tracks over the window; `track_geometry()` says where everything is drawn."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(HEIGHT)
        self.setMaximumHeight(HEIGHT)
        self.text_font = QFont(theme.FONT_FAMILY)
        self.text_font.setPixelSize(TEXT_PX)
        self.label_font = QFont(theme.FONT_FAMILY)
        self.label_font.setPixelSize(LABEL_PX)
        self.label_font.setBold(True)
        self.name_font = QFont(self.label_font)
        session.events_applied.connect(lambda _e: self.update())
        session.status_changed.connect(lambda _s: self.update())  # a concede renames a seat

    def sizeHint(self) -> QSize:
        return QSize(1200, HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(600, HEIGHT)

    # -- what the bar shows -------------------------------------------------------------------

    def _state(self) -> GameView:
        # Tracks are public: every view holds every player's track values.
        return self.session.view

    def rows(self) -> list[tuple[str, int, list[int]]]:
        """(label, last space, values by seat) of each track, the break or solo tile last."""
        st = self._state()
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

    def target(self, player: PlayerView) -> int:
        """The appeal where the player's markers meet: 0 victory points."""
        return target_number(min(max(player.conservation, 0), CONSERVATION_MAX))

    def points(self, player: PlayerView) -> int:
        return victory_points(player.appeal, min(max(player.conservation, 0), CONSERVATION_MAX))

    def standing(self, seat: int) -> str:
        """The victory points the player would score now (appeal minus target): "5 points now",
        "−72 points now" (not a lead over the others: everyone starts far below 0)."""
        vp = self.points(self._state().players[seat])
        if vp in (1, -1):
            return self.tr("%1 point now").replace("%1", f"{vp:+d}".replace("-", "−"))
        shown = "0" if vp == 0 else f"{vp:+d}".replace("-", "−")
        return self.tr("%1 points now").replace("%1", shown)

    def reputation_caption(
        self, seat: int, reputation: int, fm: QFontMetricsF, width: float
    ) -> str:
        """The caption "Name: folders 1–3" in `width`: the name as the table shows it, else without
        "(computer)", else cut short; only the folders when not even a short name fits (the
        marker beside it still says whose it is)."""
        folders = self.folders(reputation)
        for name in (self.session.seat_label(seat), self.session.seat_name(seat)):
            text = self.tr("%s: %s") % (name, folders)
            if fm.horizontalAdvance(text) <= width:
                return text
        room = width - fm.horizontalAdvance(self.tr("%s: %s") % ("", folders))
        name = self.session.seat_name(seat)
        short = fm.elidedText(name, Qt.TextElideMode.ElideRight, room)
        if short == name or len(short) >= 3:  # whole, or at least two letters and the ellipsis
            return self.tr("%s: %s") % (short, folders)
        return fm.elidedText(folders, Qt.TextElideMode.ElideRight, width)

    def folders(self, reputation: int) -> str:
        reach = reputation_range(reputation)
        if reach == 1:
            return self.tr("folder 1")
        return self.tr("folders 1–%d") % reach

    def break_text(self) -> str:
        st = self._state()
        if st.solo is not None:
            return self.tr("Solo tile: turn %d of %d, round %d of %d") % (
                st.solo.moved,
                st.solo.row,
                st.solo.round,
                len(SOLO_ROUNDS),
            )
        return self.tr("Break: %d of %d") % (st.break_track.position, st.break_track.length)

    # -- geometry -----------------------------------------------------------------------------

    def track_geometry(self, width: int | None = None) -> dict[str, RowGeometry]:
        """Every line's label, track, markers, values and captions at `width` (default: now)."""
        width = self.width() if width is None else width
        st = self._state()
        players = st.players
        fm = QFontMetricsF(self.text_font)
        names_fm = QFontMetricsF(self.name_font)
        area_left = float(LABEL_WIDTH)
        area_right = float(width - 6)
        track_left = area_left + MARKER / 2 + 2
        track_right = area_right - MARKER / 2 - 2
        top = float(PAD)
        rows: dict[str, RowGeometry] = {}

        # Legend: one equal share of the width per player.
        legend = RowGeometry(
            "legend",
            QRectF(0, top, width, LEGEND_H),
            self.tr("Players"),
            QRectF(4, top, LABEL_WIDTH - 12, LEGEND_H),
        )
        share = (area_right - area_left) / max(1, len(players))
        for seat, player in enumerate(players):
            x = area_left + seat * share
            marker = QRectF(x, top + (LEGEND_H - MARKER) / 2, MARKER, MARKER)
            name = self.session.seat_label(seat)
            room = share - MARKER - 12
            name_w = min(names_fm.horizontalAdvance(name) + 2, room * 0.6)
            name = names_fm.elidedText(name, Qt.TextElideMode.ElideRight, name_w)
            name_rect = QRectF(marker.right() + 5, top, name_w, LEGEND_H)
            legend.markers.append(
                Marker(seat, "legend", player.appeal, marker.center().x(), marker, name_rect, name)
            )
            rest = QRectF(name_rect.right() + 6, top, x + share - name_rect.right() - 14, LEGEND_H)
            words = fm.elidedText(self.standing(seat), Qt.TextElideMode.ElideRight, rest.width())
            legend.captions.append(Caption(seat, rest, words))
        rows["legend"] = legend
        top += LEGEND_H

        def track_row(
            key: str, label: str, maximum: int, right: float, lane_top: float
        ) -> RowGeometry:
            rect = QRectF(0, lane_top, right, ROW_H)
            track = QRectF(track_left, lane_top + LANE_H + 1, right - track_left, TRACK_H)
            label_rect = QRectF(4, lane_top, LABEL_WIDTH - 12, ROW_H)
            return RowGeometry(key, rect, label, label_rect, track, maximum)

        def add_chips(
            row: RowGeometry,
            kind: str,
            values: dict[int, tuple[int, str]],
            lanes: list[float],
            right: float,
        ) -> None:
            assert row.track is not None
            track = row.track
            items: list[tuple[int, float, float, float]] = []
            layout: dict[int, tuple[float, float, bool]] = {}
            for seat, (value, text) in values.items():
                anchor = track.left() + track.width() * min(max(value, 0), row.maximum) / max(
                    1, row.maximum
                )
                text_w = fm.horizontalAdvance(text) + 2
                chip_w = MARKER + 3 + text_w
                # Near the right end the value goes left of its marker, to stay on the bar.
                flipped = anchor + MARKER / 2 + 3 + text_w > right
                offset = chip_w - MARKER / 2 if flipped else MARKER / 2
                items.append((seat, anchor, offset, chip_w))
                layout[seat] = (anchor, text_w, flipped)
            placed = place_chips(items, len(lanes), area_left, right)
            for seat, (x, lane) in sorted(placed.items()):
                anchor, text_w, flipped = layout[seat]
                y = lanes[lane]
                if flipped:
                    text_rect = QRectF(x, y, text_w, LANE_H)
                    marker = QRectF(x + text_w + 3, y + (LANE_H - MARKER) / 2, MARKER, MARKER)
                else:
                    marker = QRectF(x, y + (LANE_H - MARKER) / 2, MARKER, MARKER)
                    text_rect = QRectF(marker.right() + 3, y, text_w, LANE_H)
                value, text = values[seat]
                row.markers.append(Marker(seat, kind, value, anchor, marker, text_rect, text))

        # Appeal: the appeal markers above the track, the target flags below it.
        appeal = track_row("appeal", self.tr("Appeal"), APPEAL_MAX, track_right, top)
        above, below = top, top + LANE_H + 1 + TRACK_H + 1
        add_chips(
            appeal,
            "value",
            {s: (p.appeal, str(p.appeal)) for s, p in enumerate(players)},
            [above],
            area_right,
        )
        add_chips(
            appeal,
            "target",
            {s: (self.target(p), str(self.target(p))) for s, p in enumerate(players)},
            [below],
            area_right,
        )
        appeal.label_rect = QRectF(4, above, LABEL_WIDTH - 12, LANE_H + 2)
        appeal.sublabel = self.tr("Target")
        appeal.sublabel_rect = QRectF(4, below - 2, LABEL_WIDTH - 12 - MARKER - 4, LANE_H + 2)
        rows["appeal"] = appeal
        top += ROW_H

        conservation = track_row(
            "conservation", self.tr("Conservation"), CONSERVATION_MAX, track_right, top
        )
        add_chips(
            conservation,
            "value",
            {s: (p.conservation, str(p.conservation)) for s, p in enumerate(players)},
            [top, top + LANE_H + 1 + TRACK_H + 1],
            area_right,
        )
        rows["conservation"] = conservation
        top += ROW_H

        # Reputation on the left part, its folder captions in the middle, the break at the right.
        span = area_right - area_left
        rep_right = area_left + span * REPUTATION_SHARE
        reputation = track_row(
            "reputation", self.tr("Reputation"), REPUTATION_MAX, rep_right - MARKER / 2 - 2, top
        )
        add_chips(
            reputation,
            "value",
            {s: (p.reputation, str(p.reputation)) for s, p in enumerate(players)},
            [top, top + LANE_H + 1 + TRACK_H + 1],
            rep_right,
        )
        captions_left = rep_right + 14
        # One caption needs less room than two columns: the solo tile gets the rest.
        captions_share = CAPTIONS_SHARE if len(players) > 1 else CAPTIONS_SHARE * 0.6
        captions_right = area_left + span * (REPUTATION_SHARE + captions_share)
        columns = 1 if len(players) <= 1 else 2
        lines = max(1, (len(players) + columns - 1) // columns)
        cell_w = (captions_right - captions_left) / columns
        cell_h = min(float(LANE_H + 3), ROW_H / lines)
        first_y = top + (ROW_H - lines * cell_h) / 2
        for seat, player in enumerate(players):
            x = captions_left + (seat % columns) * cell_w
            y = first_y + (seat // columns) * cell_h
            marker = QRectF(x, y + (cell_h - MARKER) / 2, MARKER, MARKER)
            text_rect = QRectF(marker.right() + 4, y, cell_w - MARKER - 12, cell_h)
            text = self.reputation_caption(seat, player.reputation, fm, text_rect.width())
            reputation.captions.append(Caption(seat, text_rect, text, marker))
        reputation.rect = QRectF(0, top, captions_right + 7, ROW_H)
        rows["reputation"] = reputation

        # The break track (or the solo tile): its text above a small track of spaces.
        break_left = captions_right + 14
        if st.solo is not None:
            position, length = st.solo.moved, st.solo.row
        else:
            position, length = st.break_track.position, st.break_track.length
        text_rect = QRectF(break_left, top + 1, area_right - break_left, LANE_H + 2)
        brk = RowGeometry(
            "break",
            QRectF(break_left - 6, top, area_right - break_left + 6, ROW_H),
            fm.elidedText(self.break_text(), Qt.TextElideMode.ElideRight, text_rect.width()),
            text_rect,
            QRectF(
                break_left + MARKER / 2,
                top + LANE_H + 6,
                area_right - break_left - MARKER,
                TRACK_H + 2,
            ),
            max(1, length),
        )
        assert brk.track is not None
        anchor = brk.track.left() + brk.track.width() * min(position, length) / max(1, length)
        marker = QRectF(anchor - MARKER / 2, brk.track.center().y() - MARKER / 2, MARKER, MARKER)
        brk.markers.append(Marker(-1, "break", position, anchor, marker, QRectF(), ""))
        rows["break"] = brk
        return rows

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.TRACK_PANEL)
        painter.setPen(QPen(theme.GRID_LINE, 1))
        painter.drawLine(
            QPointF(0, self.height() - 0.5), QPointF(self.width(), self.height() - 0.5)
        )
        rows = self.track_geometry()
        for key, row in rows.items():
            painter.setFont(self.label_font)
            painter.setPen(theme.INK)
            if key == "break":
                self._paint_break(painter, row)
                continue
            painter.drawText(
                row.label_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                row.label,
            )
            if key == "legend":
                self._paint_legend(painter, row)
                continue
            if row.sublabel:
                painter.setFont(self.text_font)
                painter.setPen(theme.INK_SOFT)
                painter.drawText(
                    row.sublabel_rect,
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                    row.sublabel,
                )
            self._paint_track(painter, row)
        painter.end()

    def _paint_legend(self, painter: QPainter, row: RowGeometry) -> None:
        for marker, caption in zip(row.markers, row.captions, strict=True):
            draw_marker(painter, marker.seat, marker.rect)
            painter.setFont(self.name_font)
            painter.setPen(_name_color(marker.seat))
            painter.drawText(marker.text_rect, Qt.AlignmentFlag.AlignVCenter, marker.text)
            painter.setFont(self.text_font)
            painter.setPen(theme.INK_SOFT)
            painter.drawText(caption.rect, Qt.AlignmentFlag.AlignVCenter, caption.text)

    def _paint_track(self, painter: QPainter, row: RowGeometry) -> None:
        assert row.track is not None
        track = row.track
        painter.setPen(QPen(theme.GRID_LINE, 1))
        painter.setBrush(theme.TRACK_FILL)
        painter.drawRoundedRect(track, 3, 3)
        # Faint marks every 10 spaces (every range step on reputation) to read values off.
        painter.setPen(QPen(theme.GRID_LINE, 1))
        for value in range(1, row.maximum):
            if row.key == "reputation":
                if reputation_range(value) == reputation_range(value - 1):
                    continue
            elif value % 10:
                continue
            x = track.left() + track.width() * value / row.maximum
            painter.drawLine(QPointF(x, track.top() + 1), QPointF(x, track.bottom() - 1))
        painter.setFont(self.text_font)
        for marker in row.markers:
            color = seat_color(marker.seat)
            target = marker.kind == "target"
            # The exact space: a tick across the track; the leader joins it to the marker.
            painter.setPen(QPen(color, 2.5 if target else 2))
            painter.drawLine(
                QPointF(marker.anchor, track.top() - 1), QPointF(marker.anchor, track.bottom() + 1)
            )
            above = marker.rect.center().y() < track.center().y()
            end = QPointF(
                marker.rect.center().x(), marker.rect.bottom() if above else marker.rect.top()
            )
            start = QPointF(marker.anchor, track.top() if above else track.bottom())
            painter.setPen(QPen(color, 1.2))
            painter.drawLine(start, end)
            draw_marker(painter, marker.seat, marker.rect, hollow=target)
            painter.setPen(theme.INK)
            painter.drawText(
                marker.text_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                marker.text,
            )
        for caption in row.captions:
            if caption.marker is not None:
                draw_marker(painter, caption.seat, caption.marker)
            painter.setPen(theme.INK)
            painter.drawText(caption.rect, Qt.AlignmentFlag.AlignVCenter, caption.text)

    def _paint_break(self, painter: QPainter, row: RowGeometry) -> None:
        assert row.track is not None
        painter.setFont(self.label_font)
        painter.setPen(theme.INK)
        painter.drawText(row.label_rect, Qt.AlignmentFlag.AlignVCenter, row.label)
        track = row.track
        marker = row.markers[0]
        spaces = row.maximum
        step = track.width() / spaces
        painter.setPen(QPen(theme.GRID_LINE, 1))
        for space in range(spaces):
            cell = QRectF(track.left() + space * step + 1, track.top(), step - 2, track.height())
            passed = space < marker.value
            painter.setBrush(theme.INK_SOFT if passed else theme.TRACK_FILL)
            painter.drawRect(cell)
        draw_marker(painter, -1, marker.rect)

    # -- tooltips -----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tooltip_at(self, point: QPointF) -> str:
        """The words for what is under `point`: a marker, else its whole line."""
        for key, row in self.track_geometry().items():
            if not row.rect.contains(point):
                continue
            for marker in row.markers:
                if marker.seat >= 0 and (
                    marker.rect.adjusted(-2, -2, 2, 2).contains(point)
                    or marker.text_rect.contains(point)
                ):
                    return self.seat_tip(key, marker.seat)
            for caption in row.captions:
                if caption.rect.contains(point) or (
                    caption.marker is not None and caption.marker.contains(point)
                ):
                    return self.seat_tip(key, caption.seat)
            return self.row_tip(key)
        return ""

    def seat_tip(self, key: str, seat: int) -> str:
        player = self._state().players[seat]
        name = self.session.seat_label(seat)
        if key in ("legend", "appeal"):
            return (
                self.tr("%s: appeal %d, target %d — %s")
                % (
                    name,
                    player.appeal,
                    self.target(player),
                    self.standing(seat),
                )
                + "\n"
                + self.tr("Income in a break: %d money.") % appeal_income(player.appeal)
            )
        if key == "conservation":
            return self.tr(
                "%s: conservation %d — target %d: the appeal where their markers meet."
            ) % (name, player.conservation, self.target(player))
        if key == "reputation":
            tip = self.tr("%s: reputation %d — may take cards from %s of the display.") % (
                name,
                player.reputation,
                self.folders(player.reputation),
            )
            cap = self.reputation_cap(player)
            if cap < REPUTATION_MAX:
                tip += "\n" + self.tr("Reputation stops at %d until Cards is upgraded.") % cap
            return tip
        return self.row_tip(key)

    def reputation_cap(self, player: PlayerView) -> int:
        try:
            return player.reputation_cap
        except KeyError:  # no action cards dealt yet
            return REPUTATION_MAX

    def row_tip(self, key: str) -> str:
        st = self._state()
        labels = [self.session.seat_label(seat) for seat in range(st.player_count)]
        lines: list[str]
        if key in ("legend", "appeal"):
            lines = [
                self.tr("%s: appeal %d, target %d — %s")
                % (labels[seat], p.appeal, self.target(p), self.standing(seat))
                for seat, p in enumerate(st.players)
            ]
            lines.append(
                self.tr(
                    "Victory points are appeal minus the target number of the conservation "
                    "points (the hollow flags below the track)."
                )
            )
            if st.solo is not None:
                lines.append(self.tr("In a solo game only the solo tile ends the game."))
            else:
                lines.append(
                    self.tr(
                        "When a player's appeal reaches their target, the markers meet and the "
                        "end of the game is triggered."
                    )
                )
            return "\n".join(lines)
        if key == "conservation":
            lines = [
                self.tr("%s: conservation %d, target %d on the appeal track")
                % (labels[seat], p.conservation, self.target(p))
                for seat, p in enumerate(st.players)
            ]
            lines.append(
                self.tr(
                    "The target is the appeal a player needs for 0 victory points: there the "
                    "appeal and conservation markers meet."
                )
            )
            return "\n".join(lines)
        if key == "reputation":
            lines = [
                self.tr("%s: reputation %d — %s")
                % (labels[seat], p.reputation, self.folders(p.reputation))
                for seat, p in enumerate(st.players)
            ]
            lines.append(
                self.tr("Reputation sets how far along the display a player may take cards.")
            )
            return "\n".join(lines)
        if key == "break":
            if st.solo is not None:
                solo = st.solo
                played = sum(SOLO_ROUNDS[: solo.round - 1]) + solo.moved
                left = sum(SOLO_ROUNDS) - played
                return self.tr(
                    "Solo tile: round %d of %d, %d of %d turns of this round played.\n"
                    "%d turns left in the game; it ends with the last one."
                ) % (solo.round, len(SOLO_ROUNDS), solo.moved, solo.row, left)
            track = st.break_track
            if st.break_pending:
                return self.tr(
                    "Break token: %d of %d — the token reached the end: a break follows this turn."
                ) % (track.position, track.length)
            more = track.length - track.position
            head = self.tr("Break token: %d of %d") % (track.position, track.length)
            if more == 1:
                return head + " — " + self.tr("1 more space brings a break.")
            return head + " — " + self.tr("%d more spaces bring a break.") % more
        return ""
