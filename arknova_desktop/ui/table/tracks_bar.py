"""The tracks across the top of the window, read at a glance, drawn like the strips of the board.

Lines, top to bottom: a legend (each player's marker and name in their colour and their
victory-point standing), appeal (with each player's target number below the track: where their
appeal and conservation markers meet), conservation (its bonus spaces marked), and reputation
(its bonus spaces and the cap without an upgraded Cards action marked, with the display folders
it reaches) beside the break track (or the solo tile). Each track is a printed strip in its own
ink, with a tick every 5 spaces and a longer one every 10; the markers are pieces
(`pieces.player_marker`), the targets hollow flags. Every marker carries its value; markers of
the same line are spread over two lanes and pushed aside so that none hides another, and a thin
leader joins each marker to its exact space on the track.

The height is fixed at a zoom; every size follows `theme` (a larger window, a larger bar). When
a value changes each marker glides from where it is drawn to its new space (`motion`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPaintDevice,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine import (
    APPEAL_MAX,
    CONSERVATION_BONUS_SPACES,
    CONSERVATION_MAX,
    REPUTATION_BONUS_SPACES,
    REPUTATION_CAP_WITHOUT_CARDS_II,
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
from ...turns import turn_number
from .. import pieces, theme
from ..motion import NORMAL, motion
from ..pieces import marker_path as marker_path  # board_view draws its workers with it
from ..tips import show_tip
from .turn_summary import solo_turn_place

__all__ = ["Caption", "Marker", "RowGeometry", "TracksBar", "marker_path"]

# Lengths in px at zoom 1 (the 1280×800 design size); `Metrics` zooms them.
PAD = 3
LABEL_WIDTH = 112  # the row labels' own column: markers start right of it
LEGEND_H = 20
LANE_H = 14  # a lane of markers above or below a track
TRACK_H = 6
ROW_H = LANE_H + 1 + TRACK_H + 1 + LANE_H
HEIGHT = PAD + LEGEND_H + 3 * ROW_H + PAD
MARKER = 11  # marker size
GAP = 8  # space between two markers' chips
REPUTATION_SHARE = 0.45  # of the track area; captions and the break track share the rest
CAPTIONS_SHARE = 0.30

MarkerId = tuple[str, str, int]  # (line, kind, seat): one marker across refreshes


@dataclass(frozen=True)
class Metrics:
    """The bar's lengths at the current zoom."""

    pad: float
    label_width: float
    legend_h: float
    lane_h: float
    track_h: float
    row_h: float
    marker: float
    gap: float
    unit: float  # 1 px at zoom 1
    height: int

    @staticmethod
    def now() -> Metrics:
        s = theme.size
        t = theme.text_size  # lengths that hold words grow with the text size too
        # A lane holds a marker and its value: as tall as the value's line, at least as drawn.
        lane_h = max(s(LANE_H), QFontMetricsF(theme.font("small")).height())
        return Metrics(
            pad=s(PAD),
            label_width=t(LABEL_WIDTH),
            legend_h=t(LEGEND_H),
            lane_h=lane_h,
            track_h=s(TRACK_H),
            row_h=2 * lane_h + s(ROW_H - 2 * LANE_H),
            marker=t(MARKER),
            gap=t(GAP),
            unit=s(1),
            height=round(2 * s(PAD) + t(LEGEND_H) + 3 * (2 * lane_h + s(ROW_H - 2 * LANE_H))),
        )


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


def place_chips(
    items: list[tuple[int, float, float, float]],
    lanes: int,
    left: float,
    right: float,
    gap: float = GAP,
) -> dict[int, tuple[float, int]]:
    """Lay chips (marker + value) on `lanes` lanes without overlap.

    `items`: (key, anchor x, marker centre offset from the chip's left, chip width). Each chip
    goes, left to right, to the lane where it moves least from its anchor; a pass from the right
    then keeps the last chips inside `right`. Returns key -> (chip left, lane)."""
    order = sorted(items, key=lambda item: (item[1], item[0]))
    edges = [left - gap] * lanes
    placed: dict[int, tuple[float, int]] = {}
    for key, anchor, offset, width in order:
        wanted = max(left, anchor - offset)
        best_lane, best_x = 0, 0.0
        for lane in range(lanes):
            x = max(wanted, edges[lane] + gap)
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
            bound = x - gap
    return placed


class TracksBar(QWidget):
    """The bar of tracks over the window; `track_geometry()` says where everything is drawn."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Where each marker was last drawn at rest, and where it is drawn while it glides:
        # (chip left, anchor on the track).
        self._rest: dict[MarkerId, QPointF] = {}
        self._glide: dict[MarkerId, QPointF] = {}
        # What the last paint drew (its lines, the cap bars, size and look): a choice that moves
        # no marker and renames nobody leaves the bar as it is, unpainted.
        self._painted: tuple[object, ...] | None = None
        self._kept: tuple[tuple[object, ...], QPixmap] | None = None  # the bar at rest, drawn
        # The lines as last laid out: the view they show, what else they depend on, the lines.
        self._kept_geometry: tuple[GameView, tuple[object, ...], dict[str, RowGeometry]] | None
        self._kept_geometry = None
        self._language = 0  # counts language changes: the lines' words change with them
        self._apply_theme()
        session.events_applied.connect(self._values_changed)
        session.awaiting_end_turn_changed.connect(self._awaiting_changed)
        session.status_changed.connect(self._status_changed)  # a concede renames a seat
        theme.manager().changed.connect(self._apply_theme)

    def _apply_theme(self) -> None:
        """Fonts and the fixed height for the current zoom (again after each theme change)."""
        self.metrics = Metrics.now()
        self.text_font = theme.font("small")
        self.label_font = theme.font("body", bold=True)
        self.name_font = theme.font("body", bold=True)
        self.setMinimumHeight(self.metrics.height)
        self.setMaximumHeight(self.metrics.height)
        self.updateGeometry()
        self._settle()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(1200), self.metrics.height)

    def minimumSizeHint(self) -> QSize:
        return QSize(theme.px(600), self.metrics.height)

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
            # The turn the header names (the tile moves on when a turn ends, the table waits).
            session = self.session
            waiting = session.awaiting_end_turn and session.last_decider is not None
            solo_round, turn, length = solo_turn_place(turn_number(st, waiting))
            return self.tr("Solo tile: turn %d of %d, round %d of %d") % (
                turn,
                length,
                solo_round,
                len(SOLO_ROUNDS),
            )
        return self.tr("Break: %d of %d") % (st.break_track.position, st.break_track.length)

    # -- geometry -----------------------------------------------------------------------------

    def track_geometry(self, width: int | None = None) -> dict[str, RowGeometry]:
        """Every line's label, track, markers, values and captions at `width` (default: now);
        kept for the same position, width, names and look (a step asks for it several times:
        its events, the check whether to repaint, the paint). Not to be changed by callers."""
        width = self.width() if width is None else width
        st = self._state()
        labels = tuple(self.session.seat_label(seat) for seat in range(len(st.players)))
        key = (width, labels, theme.generation(), self._language)
        kept = self._kept_geometry
        if kept is not None and kept[0] is st and kept[1] == key:
            return kept[2]
        rows = self._lay_out(width, st)
        self._kept_geometry = (st, key, rows)
        return rows

    def _lay_out(self, width: int, st: GameView) -> dict[str, RowGeometry]:
        players = st.players
        fm = QFontMetricsF(self.text_font)
        names_fm = QFontMetricsF(self.name_font)
        m = self.metrics
        u = m.unit
        mk = m.marker
        lane_h, row_h = m.lane_h, m.row_h
        label_w = m.label_width - 12 * u
        area_left = m.label_width
        area_right = float(width) - 6 * u
        track_left = area_left + mk / 2 + 2 * u
        track_right = area_right - mk / 2 - 2 * u
        top = m.pad
        rows: dict[str, RowGeometry] = {}

        # Legend: one equal share of the width per player.
        legend = RowGeometry(
            "legend",
            QRectF(0, top, width, m.legend_h),
            self.tr("Players"),
            QRectF(4 * u, top, label_w, m.legend_h),
        )
        share = (area_right - area_left) / max(1, len(players))
        room = share - mk - 12 * u
        standings = [self.standing(seat) for seat in range(len(players))]
        # A name takes what the standing beside it leaves ("Max (computer, Medium)" was cut at
        # 60 % of the room while its "-112 points now" had room to spare), never less than 60 %.
        allowed = [max(room * 0.6, room - 9 * u - fm.horizontalAdvance(s)) for s in standings]
        names = [self.session.seat_label(seat) for seat in range(len(players))]
        if any(
            names_fm.horizontalAdvance(n) + 2 * u > a for n, a in zip(names, allowed, strict=True)
        ):
            # Not every whole name fits: all as "Max (Medium)", the level kept in view.
            names = [self.session.short_seat_label(seat) for seat in range(len(players))]
        for seat, player in enumerate(players):
            x = area_left + seat * share
            marker = QRectF(x, top + (m.legend_h - mk) / 2, mk, mk)
            name, standing = names[seat], standings[seat]
            name_w = min(names_fm.horizontalAdvance(name) + 2 * u, allowed[seat])
            name = names_fm.elidedText(name, Qt.TextElideMode.ElideRight, name_w)
            name_rect = QRectF(marker.right() + 5 * u, top, name_w, m.legend_h)
            legend.markers.append(
                Marker(seat, "legend", player.appeal, marker.center().x(), marker, name_rect, name)
            )
            rest = QRectF(
                name_rect.right() + 6 * u,
                top,
                x + share - name_rect.right() - 14 * u,
                m.legend_h,
            )
            words = fm.elidedText(standing, Qt.TextElideMode.ElideRight, rest.width())
            legend.captions.append(Caption(seat, rest, words))
        rows["legend"] = legend
        top += m.legend_h

        def track_row(
            key: str, label: str, maximum: int, right: float, lane_top: float
        ) -> RowGeometry:
            rect = QRectF(0, lane_top, right, row_h)
            track = QRectF(track_left, lane_top + lane_h + u, right - track_left, m.track_h)
            label_rect = QRectF(4 * u, lane_top, label_w, row_h)
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
                text_w = fm.horizontalAdvance(text) + 2 * u
                chip_w = mk + 3 * u + text_w
                # Near the right end the value goes left of its marker, to stay on the bar.
                flipped = anchor + mk / 2 + 3 * u + text_w > right
                offset = chip_w - mk / 2 if flipped else mk / 2
                items.append((seat, anchor, offset, chip_w))
                layout[seat] = (anchor, text_w, flipped)
            placed = place_chips(items, len(lanes), area_left, right, m.gap)
            for seat, (x, lane) in sorted(placed.items()):
                anchor, text_w, flipped = layout[seat]
                y = lanes[lane]
                if flipped:
                    text_rect = QRectF(x, y, text_w, lane_h)
                    marker = QRectF(x + text_w + 3 * u, y + (lane_h - mk) / 2, mk, mk)
                else:
                    marker = QRectF(x, y + (lane_h - mk) / 2, mk, mk)
                    text_rect = QRectF(marker.right() + 3 * u, y, text_w, lane_h)
                value, text = values[seat]
                row.markers.append(Marker(seat, kind, value, anchor, marker, text_rect, text))

        below_offset = lane_h + u + m.track_h + u
        # Appeal: the appeal markers above the track, the target flags below it.
        appeal = track_row("appeal", self.tr("Appeal"), APPEAL_MAX, track_right, top)
        above, below = top, top + below_offset
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
        appeal.label_rect = QRectF(4 * u, above, label_w, lane_h + 2 * u)
        appeal.sublabel = self.tr("Target")
        appeal.sublabel_rect = QRectF(4 * u, below - 2 * u, label_w - mk - 4 * u, lane_h + 2 * u)
        rows["appeal"] = appeal
        top += row_h

        conservation = track_row(
            "conservation", self.tr("Conservation"), CONSERVATION_MAX, track_right, top
        )
        add_chips(
            conservation,
            "value",
            {s: (p.conservation, str(p.conservation)) for s, p in enumerate(players)},
            [top, top + below_offset],
            area_right,
        )
        rows["conservation"] = conservation
        top += row_h

        # Reputation on the left part, its folder captions in the middle, the break at the right.
        span = area_right - area_left
        rep_right = area_left + span * REPUTATION_SHARE
        reputation = track_row(
            "reputation", self.tr("Reputation"), REPUTATION_MAX, rep_right - mk / 2 - 2 * u, top
        )
        add_chips(
            reputation,
            "value",
            {s: (p.reputation, str(p.reputation)) for s, p in enumerate(players)},
            [top, top + below_offset],
            rep_right,
        )
        captions_left = rep_right + 14 * u
        # One caption needs less room than two columns: the solo tile gets the rest.
        captions_share = CAPTIONS_SHARE if len(players) > 1 else CAPTIONS_SHARE * 0.6
        captions_right = area_left + span * (REPUTATION_SHARE + captions_share)
        columns = 1 if len(players) <= 1 else 2
        lines = max(1, (len(players) + columns - 1) // columns)
        cell_w = (captions_right - captions_left) / columns
        cell_h = min(lane_h + 3 * u, row_h / lines)
        first_y = top + (row_h - lines * cell_h) / 2
        for seat, player in enumerate(players):
            x = captions_left + (seat % columns) * cell_w
            y = first_y + (seat // columns) * cell_h
            marker = QRectF(x, y + (cell_h - mk) / 2, mk, mk)
            text_rect = QRectF(marker.right() + 4 * u, y, cell_w - mk - 12 * u, cell_h)
            text = self.reputation_caption(seat, player.reputation, fm, text_rect.width())
            reputation.captions.append(Caption(seat, text_rect, text, marker))
        reputation.rect = QRectF(0, top, captions_right + 7 * u, row_h)
        rows["reputation"] = reputation

        # The break track (or the solo tile): its text above a small track of spaces.
        break_left = captions_right + 14 * u
        if st.solo is not None:
            position, length = st.solo.moved, st.solo.row
        else:
            position, length = st.break_track.position, st.break_track.length
        text_rect = QRectF(break_left, top + u, area_right - break_left, lane_h + 2 * u)
        brk = RowGeometry(
            "break",
            QRectF(break_left - 6 * u, top, area_right - break_left + 6 * u, row_h),
            fm.elidedText(self.break_text(), Qt.TextElideMode.ElideRight, text_rect.width()),
            text_rect,
            QRectF(
                break_left + mk / 2,
                top + lane_h + 6 * u,
                area_right - break_left - mk,
                m.track_h + 2 * u,
            ),
            max(1, length),
        )
        assert brk.track is not None
        anchor = brk.track.left() + brk.track.width() * min(position, length) / max(1, length)
        marker = QRectF(anchor - mk / 2, brk.track.center().y() - mk / 2, mk, mk)
        brk.markers.append(Marker(-1, "break", position, anchor, marker, QRectF(), ""))
        rows["break"] = brk
        return rows

    # -- motion -------------------------------------------------------------------------------

    @staticmethod
    def _positions(rows: dict[str, RowGeometry]) -> dict[MarkerId, QPointF]:
        """Each moving marker's chip left and anchor."""
        return {
            (key, m.kind, m.seat): QPointF(m.rect.left(), m.anchor)
            for key in ("appeal", "conservation", "reputation", "break")
            for m in rows[key].markers
        }

    def _picture(self, rows: dict[str, RowGeometry]) -> tuple[object, ...]:
        """Everything a paint at rest draws from (the lines as laid out, which seats have the
        reputation cap, the size and the look)."""
        capped = tuple(self.reputation_cap(p) < REPUTATION_MAX for p in self._state().players)
        return (rows, capped, self.size(), theme.generation())

    def _awaiting_changed(self, *_signal_args: object) -> None:
        """The session's signal, through a method: Qt cuts it when the bar goes."""
        self._update_if_changed()

    def _update_if_changed(self, rows: dict[str, RowGeometry] | None = None) -> None:
        """Repaint unless the bar at rest would look exactly as painted last."""
        if self._glide or self._painted != self._picture(rows or self.track_geometry()):
            self.update()

    def _values_changed(self, _events: object = None) -> None:
        """After anyone's choice: each marker glides from where it is drawn to its new space."""
        drawn = {key: QPointF(self._glide.get(key, rest)) for key, rest in self._rest.items()}
        motion().finish_owned_by(self)
        rows = self.track_geometry()
        self._rest = self._positions(rows)
        for key, end in self._rest.items():
            start = drawn.get(key)
            if start is None or start == end:
                continue
            self._glide[key] = start
            motion().tween(
                self,
                start,
                end,
                partial(self._glide_to, key),
                duration=NORMAL,
                done=partial(self._landed, key),
            )
        self._update_if_changed(rows)

    def _glide_to(self, key: MarkerId, where: QPointF) -> None:
        self._glide[key] = where
        self.update()

    def _landed(self, key: MarkerId) -> None:
        self._glide.pop(key, None)
        self.update()

    def _status_changed(self, _status: object) -> None:
        self.update()

    def _settle(self) -> None:
        """A new size or zoom moves every space: no glide across it, the next paint notes where
        the markers rest."""
        motion().finish_owned_by(self)
        self._glide.clear()
        self._rest.clear()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._settle()

    def _drawn(self, key: str, marker: Marker) -> Marker:
        """The marker where it is drawn now: on its space, or on its way there."""
        where = self._glide.get((key, marker.kind, marker.seat))
        if where is None:
            return marker
        dx = where.x() - marker.rect.left()
        return replace(
            marker,
            anchor=where.y(),
            rect=marker.rect.translated(dx, 0),
            text_rect=marker.text_rect.translated(dx, 0),
        )

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        rows = self.track_geometry()
        for marker_id, at_rest in self._positions(rows).items():
            if marker_id not in self._glide:
                self._rest[marker_id] = at_rest
        whole = event.rect().contains(self.rect())  # a part repainted may hold older pixels
        if self._glide:  # markers on their way: drawn frame by frame
            self._painted = None
            self._paint_bar(self, rows)
            return
        picture = self._picture(rows)
        self._painted = picture if whole else None
        # At rest the bar is kept as a picture: shown again (the hot-seat cover lifted, a
        # window over it) it is copied, not drawn anew.
        ratio = self.devicePixelRatioF()
        if self._kept is None or self._kept[0] != (picture, ratio):
            kept = QPixmap(self.size() * ratio)
            kept.setDevicePixelRatio(ratio)
            self._paint_bar(kept, rows)
            self._kept = ((picture, ratio), kept)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._kept[1])
        painter.end()

    def _paint_bar(self, device: QPaintDevice, rows: dict[str, RowGeometry]) -> None:
        palette = theme.colors()
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), palette.panel)
        painter.setPen(QPen(palette.panel_line, theme.line("hair")))
        bottom = self.height() - 0.5
        painter.drawLine(QPointF(0, bottom), QPointF(self.width(), bottom))
        for key, row in rows.items():
            if key == "legend":
                painter.setFont(self.label_font)
                painter.setPen(palette.text)
                painter.drawText(
                    row.label_rect,
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                    row.label,
                )
                self._paint_legend(painter, row)
            elif key == "break":
                self._paint_break(painter, row)
            else:
                self._paint_board(painter, row)
                self._paint_track(painter, row)
        painter.end()

    def _board_rect(self, row: RowGeometry) -> QRectF:
        """The printed strip a line is drawn on: the whole line, a hair inside it."""
        u = self.metrics.unit
        right = row.rect.right() if row.key == "reputation" else self.width() - 2 * u
        return QRectF(2 * u, row.rect.top() + u / 2, right - 2 * u, row.rect.height() - u)

    def _paint_board(self, painter: QPainter, row: RowGeometry) -> None:
        """A line's strip of board: paper, with its name on a tab in the track's ink."""
        palette = theme.colors()
        ink = palette.track_ink[row.key]
        board = self._board_rect(row)
        corner = theme.radius("small")
        painter.setPen(QPen(palette.paper_line, theme.line("hair")))
        painter.setBrush(palette.track_panel)
        painter.drawRoundedRect(board, corner, corner)
        tab = QRectF(board.left(), board.top(), row.label_rect.right() + 4 * self.metrics.unit, 0)
        tab.setBottom(board.bottom())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawRoundedRect(tab, corner, corner)
        painter.setFont(self.label_font)
        painter.setPen(palette.track_panel)
        painter.drawText(
            row.label_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, row.label
        )
        if row.sublabel:
            painter.setFont(self.text_font)
            painter.setPen(theme.blend(palette.track_panel, ink, 0.25))
            painter.drawText(
                row.sublabel_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                row.sublabel,
            )

    def _paint_legend(self, painter: QPainter, row: RowGeometry) -> None:
        palette = theme.colors()
        for marker, caption in zip(row.markers, row.captions, strict=True):
            pieces.player_marker(painter, marker.seat, marker.rect)
            painter.setFont(self.name_font)
            painter.setPen(palette.player_text(marker.seat))
            painter.drawText(marker.text_rect, Qt.AlignmentFlag.AlignVCenter, marker.text)
            painter.setFont(self.text_font)
            painter.setPen(palette.text_soft)
            painter.drawText(caption.rect, Qt.AlignmentFlag.AlignVCenter, caption.text)

    def _x(self, track: QRectF, maximum: int, value: int) -> float:
        return track.left() + track.width() * value / max(1, maximum)

    def _paint_strip(self, painter: QPainter, row: RowGeometry) -> None:
        """The track itself: a strip in its ink with ticks every 5 and 10 spaces and the spaces
        that matter marked (conservation bonuses; reputation bonuses and the cap)."""
        assert row.track is not None
        palette = theme.colors()
        track = row.track
        ink = palette.track_ink[row.key]
        corner = theme.radius("small")
        painter.setPen(QPen(ink, theme.line("hair")))
        painter.setBrush(theme.blend(palette.track_fill, ink, 0.16))
        painter.drawRoundedRect(track, corner, corner)
        soft = QColor(ink)
        soft.setAlpha(150)
        for value in range(1, row.maximum):
            if value % 5:
                continue
            x = self._x(track, row.maximum, value)
            if value % 10 == 0:
                painter.setPen(QPen(ink, theme.line("thin")))
                painter.drawLine(QPointF(x, track.top()), QPointF(x, track.bottom()))
            else:
                painter.setPen(QPen(soft, theme.line("hair")))
                painter.drawLine(QPointF(x, track.center().y()), QPointF(x, track.bottom()))
        dot = track.height() + 2 * self.metrics.unit
        bonuses: tuple[int, ...] = ()
        if row.key == "conservation":
            bonuses = CONSERVATION_BONUS_SPACES
        elif row.key == "reputation":
            bonuses = tuple(REPUTATION_BONUS_SPACES)
        painter.setPen(QPen(palette.gold_ink, theme.line("hair")))
        painter.setBrush(palette.gold)
        for value in bonuses:
            spot = QRectF(0, 0, dot, dot)
            spot.moveCenter(QPointF(self._x(track, row.maximum, value), track.center().y()))
            painter.drawEllipse(spot)
        if row.key == "reputation" and any(
            self.reputation_cap(p) < REPUTATION_MAX for p in self._state().players
        ):
            # The cap without an upgraded Cards action: a bar across the strip.
            x = self._x(track, row.maximum, REPUTATION_CAP_WITHOUT_CARDS_II)
            reach = 2 * self.metrics.unit
            pen = QPen(palette.ink, theme.line("strong"))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, track.top() - reach), QPointF(x, track.bottom() + reach))

    def _paint_track(self, painter: QPainter, row: RowGeometry) -> None:
        assert row.track is not None
        palette = theme.colors()
        self._paint_strip(painter, row)
        track = row.track
        painter.setFont(self.text_font)
        for shown in row.markers:
            marker = self._drawn(row.key, shown)
            color = palette.player(marker.seat)
            target = marker.kind == "target"
            # The exact space: a tick across the track; the leader joins it to the marker.
            painter.setPen(QPen(color, theme.line("strong") if target else theme.size(2)))
            painter.drawLine(
                QPointF(marker.anchor, track.top() - self.metrics.unit),
                QPointF(marker.anchor, track.bottom() + self.metrics.unit),
            )
            above = marker.rect.center().y() < track.center().y()
            end = QPointF(
                marker.rect.center().x(), marker.rect.bottom() if above else marker.rect.top()
            )
            start = QPointF(marker.anchor, track.top() if above else track.bottom())
            painter.setPen(QPen(color, theme.size(1.2)))
            painter.drawLine(start, end)
            pieces.player_marker(painter, marker.seat, marker.rect, hollow=target)
            painter.setPen(palette.ink)
            painter.drawText(
                marker.text_rect,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                marker.text,
            )
        for caption in row.captions:
            if caption.marker is not None:
                pieces.player_marker(painter, caption.seat, caption.marker)
            painter.setPen(palette.ink)
            painter.drawText(caption.rect, Qt.AlignmentFlag.AlignVCenter, caption.text)

    def _paint_break(self, painter: QPainter, row: RowGeometry) -> None:
        assert row.track is not None
        palette = theme.colors()
        u = self.metrics.unit
        corner = theme.radius("small")
        board = QRectF(row.rect.left(), row.rect.top() + u / 2, 0, row.rect.height() - u)
        board.setRight(self.width() - 2 * u)
        painter.setPen(QPen(palette.paper_line, theme.line("hair")))
        painter.setBrush(palette.track_panel)
        painter.drawRoundedRect(board, corner, corner)
        painter.setFont(self.label_font)
        painter.setPen(palette.ink)
        painter.drawText(row.label_rect, Qt.AlignmentFlag.AlignVCenter, row.label)
        track = row.track
        marker = self._drawn("break", row.markers[0])
        spaces = row.maximum
        step = track.width() / spaces
        painter.setPen(QPen(palette.grid_line, theme.line("hair")))
        for space in range(spaces):
            cell = QRectF(
                track.left() + space * step + u, track.top(), step - 2 * u, track.height()
            )
            passed = space < marker.value
            painter.setBrush(palette.ink_soft if passed else palette.track_fill)
            painter.drawRoundedRect(cell, corner / 2, corner / 2)
        pieces.player_marker(painter, -1, marker.rect)

    # -- tooltips -----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._language += 1  # the lines' words in the new language
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            show_tip(self, event, self.tooltip_at(QPointF(event.pos())))
            return True
        return super().event(event)

    def tooltip_at(self, point: QPointF) -> str:
        """The words for what is under `point`: a marker, else its whole line."""
        u = self.metrics.unit
        for key, row in self.track_geometry().items():
            if not row.rect.contains(point):
                continue
            for marker in row.markers:
                if marker.seat >= 0 and (
                    marker.rect.adjusted(-2 * u, -2 * u, 2 * u, 2 * u).contains(point)
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
