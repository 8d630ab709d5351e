"""The tracks bar reads at a glance: a legend in the players' colours and shapes, every marker
with its value beside it and none hiding another or a label, each player's target number on the
appeal track, reputation folders, the break track's length, a fixed height and tooltips in words."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontInfo
from ui_helpers import make_session

from arknova_desktop.engine import GameConfig
from arknova_desktop.engine.base.constants import SOLO_ROUNDS
from arknova_desktop.engine.base.tracks import (
    APPEAL_MAX,
    BREAK_TRACK_LENGTH,
    CONSERVATION_MAX,
    REPUTATION_MAX,
    reputation_range,
    target_number,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.table.tracks_bar import RowGeometry, TracksBar

pytestmark = pytest.mark.gui

NAMES = ("Ada", "Bo", "Clementine", "Dev")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")

# (appeal, conservation, reputation) per seat: ties, neighbours, both ends of every track.
SPREADS: tuple[tuple[tuple[int, int, int], ...], ...] = (
    ((36, 31, 4), (36, 9, 12), (38, 0, 1), (2, 14, 5)),
    ((0, 0, 1), (0, 0, 1), (0, 0, 1), (0, 0, 1)),
    ((APPEAL_MAX,) * 3, (APPEAL_MAX, CONSERVATION_MAX, REPUTATION_MAX), (112, 40, 14), (111, 1, 0)),
    ((20, 5, 3), (21, 6, 3), (22, 5, 2), (23, 6, 3)),
)


def tracks_for(qtbot, players: int = 4, width: int = 1280) -> tuple[GameSession, TracksBar]:  # type: ignore[no-untyped-def]
    session = make_session(players=players, seed=3, names=NAMES[:players])
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    bar.resize(width, bar.sizeHint().height())
    return session, bar


def set_values(session: GameSession, values: tuple[tuple[int, int, int], ...]) -> None:
    for player, (appeal, conservation, reputation) in zip(
        session.game.state.players, values, strict=False
    ):
        player.appeal, player.conservation, player.reputation = appeal, conservation, reputation


def drawn_rects(row: RowGeometry) -> list[QRectF]:
    rects = [m.rect for m in row.markers]
    rects += [m.text_rect for m in row.markers if not m.text_rect.isEmpty()]
    rects += [c.rect for c in row.captions]
    rects += [c.marker for c in row.captions if c.marker is not None]
    return rects


def colour_distance(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


def assert_apart(rects: list[QRectF], what: str) -> None:
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), f"{what}: {a} overlaps {b}"


@pytest.mark.parametrize("width", [1280, 1000])
@pytest.mark.parametrize("spread", range(len(SPREADS)))
def test_markers_values_and_labels_never_overlap(qtbot, width: int, spread: int) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot, width=width)
    set_values(session, SPREADS[spread])
    rows = bar.track_geometry()
    assert set(rows) == {"legend", "appeal", "conservation", "reputation", "break"}
    for key, row in rows.items():
        rects = drawn_rects(row)
        assert_apart(rects, key)
        for rect in rects:
            assert not rect.intersects(row.label_rect), f"{key}: {rect} on the label"
            assert not rect.intersects(row.sublabel_rect), f"{key}: {rect} on the sublabel"
            assert rect.left() >= 0 and rect.right() <= width, f"{key}: {rect} off the bar"
            assert rect.left() >= row.label_rect.right() or key == "break"
    # The lines never cross one another either.
    everything = [(key, rect) for key, row in rows.items() for rect in drawn_rects(row)]
    for (ka, a), (kb, b) in itertools.combinations(everything, 2):
        if ka != kb:
            assert not a.intersects(b), f"{ka} {a} overlaps {kb} {b}"


def test_values_written_match_the_state_and_targets_the_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    set_values(session, SPREADS[0])
    players = session.game.state.players
    rows = bar.track_geometry()
    for key in ("appeal", "conservation", "reputation"):
        values = {m.seat: m.text for m in rows[key].markers if m.kind == "value"}
        assert values == {seat: str(getattr(p, key)) for seat, p in enumerate(players)}
    targets = {m.seat: m for m in rows["appeal"].markers if m.kind == "target"}
    track = rows["appeal"].track
    assert track is not None
    for seat, player in enumerate(players):
        target = target_number(player.conservation)
        assert targets[seat].text == str(target) and targets[seat].value == target
        exact = track.left() + track.width() * min(target, APPEAL_MAX) / APPEAL_MAX
        assert targets[seat].anchor == pytest.approx(exact)
    assert targets[0].text == "31"  # conservation 31: 124 − 3 × 31
    assert targets[2].text == "114"  # conservation 0: beyond the last appeal space


def test_standing_in_words_follows_victory_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    set_values(session, SPREADS[0])
    ada_target = target_number(31)
    session.game.state.players[1].appeal = target_number(9) - 1  # one short of Bo's target
    session.game.state.players[3].appeal = target_number(14)  # Dev's markers meet
    rows = bar.track_geometry()
    legend = rows["legend"]
    assert [m.text for m in legend.markers] == [session.seat_label(s) for s in range(4)]
    words = [c.text for c in legend.captions]
    # The score a player would have now: appeal minus the target (rules: final scoring).
    assert words[0] == f"+{36 - ada_target} points now"
    assert words[1] == "−1 point now"
    assert words[3] == "0 points now"
    ada = next(m for m in rows["appeal"].markers if m.seat == 0 and m.kind == "value")
    tip = bar.tooltip_at(ada.rect.center())
    assert f"Ada: appeal 36, target {ada_target} — +5 points now" in tip
    row_tip = bar.tooltip_at(rows["appeal"].track.center())  # type: ignore[union-attr]
    for seat, name in enumerate(NAMES):
        player = session.game.state.players[seat]
        assert f"{name}: appeal {player.appeal}, target {target_number(player.conservation)}" in (
            row_tip
        )
    assert "markers meet" in row_tip


def test_reputation_captions_follow_the_display_range(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    set_values(session, ((0, 0, 1), (0, 0, 3), (0, 0, 6), (0, 0, REPUTATION_MAX)))
    captions = bar.track_geometry()["reputation"].captions
    players = session.game.state.players
    for caption in captions:
        reach = reputation_range(players[caption.seat].reputation)
        folders = "folder 1" if reach == 1 else f"folders 1–{reach}"
        assert caption.text == f"{NAMES[caption.seat]}: {folders}"
    assert captions[0].text == "Ada: folder 1"
    assert captions[3].text == f"Dev: folders 1–{reputation_range(REPUTATION_MAX)}"


def test_break_text_shows_the_length_for_the_player_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot, players=3)
    session.game.state.break_track.position = 5
    session.state_changed()  # set up by hand: the session's view is built again
    row = bar.track_geometry()["break"]
    assert row.label == f"Break: 5 of {BREAK_TRACK_LENGTH[3]}"
    assert row.maximum == BREAK_TRACK_LENGTH[3] and row.markers[0].value == 5
    tip = bar.tooltip_at(row.track.center())  # type: ignore[union-attr]
    assert f"{BREAK_TRACK_LENGTH[3] - 5} more spaces bring a break" in tip
    session.game.state.break_track.position = BREAK_TRACK_LENGTH[3] - 1
    session.state_changed()
    assert "1 more space brings a break" in bar.tooltip_at(row.track.center())  # type: ignore[union-attr]


def test_solo_shows_the_solo_tile(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot, players=1, width=1000)
    solo = session.game.state.solo
    assert solo is not None
    solo.moved = 3
    session.game.state.turn = 3  # three turns played: the fourth is being played
    row = bar.track_geometry()["break"]
    # The turn being played, as the header numbers it ("Turn 4"): the 4th of round 1.
    assert row.label == f"Solo tile: turn 4 of {SOLO_ROUNDS[0]}, round 1 of {len(SOLO_ROUNDS)}"
    tip = bar.tooltip_at(row.track.center())  # type: ignore[union-attr]
    assert f"{sum(SOLO_ROUNDS) - 3} turns left" in tip
    assert "solo tile ends the game" in bar.tooltip_at(bar.track_geometry()["appeal"].rect.center())


def test_height_is_fixed_whatever_the_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    height = bar.sizeHint().height()
    assert bar.minimumHeight() == bar.maximumHeight() == height == bar.minimumSizeHint().height()
    for spread in SPREADS:
        set_values(session, spread)
        session.game.state.break_track.position = 7
        assert bar.sizeHint().height() == height
        bottom = max(r.rect.bottom() for r in bar.track_geometry().values())
        assert bottom <= height
    for players in (1, 2, 3):
        assert tracks_for(qtbot, players=players)[1].sizeHint().height() == height


def test_text_is_readable_at_1280(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, bar = tracks_for(qtbot)
    for font in (bar.text_font, bar.label_font, bar.name_font):
        assert QFontInfo(font).pixelSize() >= 11


def test_markers_are_painted_in_the_players_colours(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    set_values(session, SPREADS[0])
    image = bar.grab().toImage()
    rows = bar.track_geometry()
    for key in ("legend", "appeal", "conservation", "reputation"):
        for marker in rows[key].markers:
            if marker.kind == "target":
                continue  # hollow: white inside
            # A piece is lit from above: at its middle it is its seat's colour, give or take
            # the light, and nearer to it than to any other seat's.
            drawn = QColor(image.pixel(marker.rect.center().toPoint()))
            distances = [colour_distance(drawn, theme.colors().player(s)) for s in range(4)]
            assert distances[marker.seat] < 60, (key, marker, drawn.name())
            assert distances[marker.seat] == min(distances), (key, marker, drawn.name())
    # Four shapes for four seats: the legend and the markers share them.
    assert len(set(theme.PLAYER_SHAPES)) == 4


def test_tooltips_are_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = tracks_for(qtbot)
    set_values(session, SPREADS[0])
    tips = []
    for row in bar.track_geometry().values():
        tips.append(bar.tooltip_at(row.rect.center()))
        tips += [bar.tooltip_at(m.rect.center()) for m in row.markers]
        tips += [bar.tooltip_at(c.rect.center()) for c in row.captions]
    assert all(tips)
    for tip in tips:
        assert not SNAKE.search(tip), tip
    rep = next(m for m in bar.track_geometry()["reputation"].markers if m.seat == 1)
    assert bar.tooltip_at(rep.rect.center()).startswith("Bo: reputation 12 — ")
    assert f"folders 1–{reputation_range(12)}" in bar.tooltip_at(rep.rect.center())
    # Without an upgraded Cards action reputation stops at the engine's cap.
    ada = session.game.state.players[0]
    assert ada.reputation_cap < REPUTATION_MAX
    rep = next(m for m in bar.track_geometry()["reputation"].markers if m.seat == 0)
    assert f"stops at {ada.reputation_cap}" in bar.tooltip_at(rep.rect.center())


def test_a_reputation_caption_keeps_a_name_where_it_can(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A long or computer name is shortened ("(computer)" left out, then cut), never dropped
    while two letters still fit; only a hopelessly narrow bar shows the folders alone."""
    names = ("Ada", "Bartholomew Featherstonehaugh", "Cy", "Dev")
    session = make_session(players=4, seed=3, names=names, seats=("human", "bot", "human", "bot"))
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    bar.resize(1280, bar.sizeHint().height())
    set_values(session, ((0, 0, 1), (0, 0, 6), (0, 0, 1), (0, 0, 6)))
    reach = reputation_range(6)
    texts = {c.seat: c.text for c in bar.track_geometry()["reputation"].captions}
    assert texts[0] == "Ada: folder 1" and texts[2] == "Cy: folder 1"
    assert texts[3] in (f"Dev (computer): folders 1–{reach}", f"Dev: folders 1–{reach}")
    assert texts[1].startswith("Bar") and texts[1].endswith(f"…: folders 1–{reach}")


def test_the_bar_repaints_only_when_what_it_shows_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A choice that moves no marker leaves the bar unpainted; one that moves any is painted
    (issue 25: the bar was painted again after every choice)."""
    import random

    from PySide6.QtCore import QEvent, QObject
    from ui_helpers import keep_setup, pass_on, settle

    class Paints(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    session, bar = tracks_for(qtbot, players=2)
    bar.show()
    qtbot.waitExposed(bar)
    keep_setup(session)
    settle()
    paints = Paints()
    bar.installEventFilter(paints)
    rng = random.Random(2)
    still = moved = 0
    for _ in range(120):
        pass_on(session)
        decision = session.decision
        if decision is None:
            break
        before = bar.track_geometry()
        paints.count = 0
        assert session.choose(rng.choice(decision.options))
        settle()
        if bar.track_geometry() != before:
            assert paints.count >= 1, "a marker moved but the bar was not painted"
            moved += 1
        else:
            assert paints.count == 0, "nothing moved but the bar was painted again"
            still += 1
    assert moved and still


def test_the_kept_picture_is_the_bar_as_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The bar at rest is kept as a picture and copied when shown again: pixel for pixel what
    drawing it anew gives, and drawn anew once a value changes."""
    from PySide6.QtGui import QImage
    from ui_helpers import keep_setup, pass_on, settle

    session, bar = tracks_for(qtbot, players=2)
    bar.show()
    qtbot.waitExposed(bar)
    keep_setup(session)
    settle()

    def drawn_anew() -> QImage:
        image = QImage(bar.size(), QImage.Format.Format_ARGB32_Premultiplied)
        bar._paint_bar(image, bar.track_geometry())
        return image

    shown = bar.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert shown == drawn_anew()
    kept = bar._kept
    assert kept is not None
    bar.repaint()  # shown again, nothing changed: the same picture, copied
    assert bar._kept is kept
    rows = bar.track_geometry()
    for _ in range(200):  # until a marker moves
        pass_on(session)
        decision = session.decision
        assert decision is not None
        assert session.choose(decision.options[0])
        settle()
        if bar.track_geometry() != rows:
            break
    bar.repaint()
    assert bar._kept is not kept
    shown = bar.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert shown == drawn_anew()


def test_a_computer_seats_level_stays_in_view_in_the_legend(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four seats: the legend cut "Max (computer, Medium)" to "Max (computer, Medi…" (seen in the
    real window) while its "−112 points now" had room to spare. Now a name takes what its
    standing leaves; where not every whole name fits, all read "Max (Medium)": the level stays."""
    session = GameSession(
        GameConfig(players=4, seed=31, maps=("A",) * 4, names=("Ann", "Eve", "Max", "Hal")),
        ("human", "bot", "bot", "bot"),
        levels=("", "easy", "medium", "hard"),
        bot_delay_ms=0,
    )
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    shown = {}
    for width in (1000, 1280, 1600):
        bar.resize(width, bar.sizeHint().height())
        legend = bar.track_geometry(width)["legend"]
        names = [m.text for m in legend.markers]
        shown[width] = names
        assert names[0] == "Ann"
        for name, level in zip(names[1:], ("Easy", "Medium", "Hard"), strict=True):
            assert name.endswith(f"{level})"), (width, name)  # never cut: the level is read
        assert_apart(drawn_rects(legend), f"legend at {width}")
    assert shown[1600] == [session.seat_label(seat) for seat in range(4)]
    assert shown[1600][2] == "Max (computer, Medium)"
    assert shown[1000] == ["Ann", "Eve (Easy)", "Max (Medium)", "Hal (Hard)"]
