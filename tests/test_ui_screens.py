"""The screens that open and close a game, drawn like the game: the start screen's seats in their
players' colours with every zoo map as a picture to pick, and the final scoring's banner that
names and celebrates the winner over a chart whose bars are the engine's numbers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from arknova_desktop.engine import GameConfig, load_map
from arknova_desktop.session import BOT, HUMAN, GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.dialogs.map_gallery import MapGallery, map_ids
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.dialogs.start_dialog import MAX_SEATS, StartDialog
from arknova_desktop.ui.map.map_picture import map_picture
from tests.test_end_game import _finish_with
from tests.test_ui_scoring_words import played

pytestmark = pytest.mark.gui

ALL_MAPS = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")


@pytest.fixture(autouse=True)
def _saves(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))  # never the user's unfinished games


@pytest.fixture(params=["light", "dark"])
def variant(request: pytest.FixtureRequest) -> Iterator[str]:
    theme.manager().set_variant(request.param)
    yield request.param
    theme.manager().set_variant("light")


def pixels(image: QImage) -> Iterator[QColor]:
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            yield image.pixelColor(x, y)


def near(a: QColor, b: QColor, by: int = 24) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= by


def count_near(image: QImage, color: QColor, by: int = 24) -> int:
    return sum(near(p, color, by) for p in pixels(image))


# -- the map pictures ---------------------------------------------------------------------------
def test_every_map_is_offered_in_the_setup_order() -> None:
    assert map_ids() == ALL_MAPS


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_every_map_is_drawn_from_its_data(qapp, variant: str, map_id: str) -> None:  # type: ignore[no-untyped-def]
    zmap = load_map(map_id)
    width = 200
    image = map_picture(map_id, width).toImage()
    assert image.width() == width and image.height() == width * zmap.height // zmap.width
    cell = width / zmap.width
    palette = theme.colors()

    def at(col: int, row: int, dx: float, dy: float) -> QColor:
        return image.pixelColor(round((col + dx) * cell), round((row + dy) * cell))

    for where in zmap.water_cells:  # the corner of a water space is water, under the wave
        assert near(at(where.col, where.row, 0.12, 0.12), palette.terrain["water"]), where
    for where in zmap.rock_cells:  # a stone in the middle of each rock space
        assert near(at(where.col, where.row, 0.5, 0.5), palette.terrain_line["rock"]), where
    for bonus in zmap.bonuses:  # a gold coin on each placement bonus
        assert near(at(bonus.cell.col, bonus.cell.row, 0.5, 0.5), palette.gold), bonus
    assert map_picture(map_id, width) is map_picture(map_id, width), "drawn once, then cached"


def test_no_two_maps_look_the_same(qapp) -> None:  # type: ignore[no-untyped-def]
    images = {map_id: map_picture(map_id, 120).toImage() for map_id in ALL_MAPS}
    assert len({bytes(image.constBits()) for image in images.values()}) == len(ALL_MAPS)


# -- the start screen -----------------------------------------------------------------------------
def open_start(qtbot) -> StartDialog:  # type: ignore[no-untyped-def]
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_clicking_a_map_picture_chooses_that_map(qtbot, map_id: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    card = dialog.seat_cards[1]
    qtbot.mouseClick(card.map_button, Qt.MouseButton.LeftButton)
    gallery = card.map_button.gallery
    assert isinstance(gallery, MapGallery) and gallery.isVisible()
    assert [t.map_id for t in gallery.tiles] == list(ALL_MAPS)
    assert [t.accessibleName() for t in gallery.tiles][:3] == [
        "Map A",
        "Map 0",
        "Observation Tower",
    ]
    tile = next(t for t in gallery.tiles if t.map_id == map_id)
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert not gallery.isVisible()
    assert dialog.config()[0].maps == ("A", map_id)
    assert card.map_button.map_id == map_id
    assert dialog.maps[1].currentData() == map_id, "the map's box says the same in words"


def test_the_gallery_is_played_with_the_keyboard(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    button = dialog.seat_cards[0].map_button
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    gallery = button.gallery
    assert gallery is not None and gallery.isVisible()
    assert QApplication.focusWidget() is gallery.tiles[0], "the chosen map has the focus"
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Right):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert QApplication.focusWidget() is gallery.tiles[6]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.config()[0].maps[0] == ALL_MAPS[6]


def test_choosing_the_map_in_words_changes_the_picture(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    box = dialog.maps[2]
    assert box.itemText(box.findData("9")) == "Geographical Zoo (Zoo Map Pack 1)"
    box.setCurrentIndex(box.findData("9"))
    assert dialog.seat_cards[2].map_button.map_id == "9"
    assert dialog.seat_cards[2].map_button.accessibleName() == "Seat 3: zoo map picture"


def test_the_seats_are_pieces_in_their_colours(qtbot, variant: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    dialog.players.setValue(3)
    palette = theme.colors()
    for seat, card in enumerate(dialog.seat_cards):
        image = card.grab().toImage()
        colour = count_near(image, palette.player(seat), by=12)
        assert card.used == (seat < 3)
        if seat < 3:
            assert colour > 40, f"seat {seat + 1}: its piece and edge in its colour"
        else:
            assert colour < 5, "an empty seat is not coloured"
        assert card.title.text() == f"Seat {seat + 1}"


def test_every_old_function_of_the_start_screen_still_works(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    assert len(dialog.names) == len(dialog.kinds) == len(dialog.level_boxes) == MAX_SEATS
    dialog.players.setValue(4)
    dialog.seed.setValue(77)
    dialog.names[3].setText("Dee")
    dialog.kinds[3].setCurrentIndex(dialog.kinds[3].findData(BOT))
    dialog.level_boxes[3].setCurrentIndex(dialog.level_boxes[3].findData("easy"))
    dialog.seat_cards[3].pick_map("10")
    config, seats = dialog.config()
    assert (config.players, config.seed, config.names[3], config.maps[3]) == (4, 77, "Dee", "10")
    assert seats == (HUMAN, HUMAN, HUMAN, BOT)
    assert dialog.chosen_levels() == ("", "", "", "easy")
    dialog.draft.setChecked(True)
    assert not any(card.map_button.isEnabled() for card in dialog.seat_cards)
    assert dialog.config()[0].map_draft and dialog.config()[0].maps == ()
    dialog.players.setValue(1)
    assert dialog.difficulty.isEnabled() and not dialog.kinds[0].isEnabled()


def test_enter_starts_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    assert dialog.start_button.isDefault() and dialog.start_button.text() == "Start"
    dialog.names[0].setFocus()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.names[0], Qt.Key.Key_Return)
    assert dialog.chosen_save is None


def test_tab_moves_through_a_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    card = dialog.seat_cards[0]
    dialog.activateWindow()
    dialog.names[0].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.names[0])
    seen = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == [card.kind, card.map_button, card.map_box, dialog.names[1]], (
        "a human seat's level is skipped (disabled)"
    )


# -- the final scoring ----------------------------------------------------------------------------
def finished_session(players: int, seed: int) -> GameSession:
    config, log = played(players, seed)
    return GameSession(config, (HUMAN,) + (BOT,) * (players - 1), choices=log)


def arranged_session(players: int, positions: list[tuple[int, int, int]]) -> GameSession:
    game, _won = _finish_with(players, positions)
    session = GameSession(
        GameConfig(players=players, seed=5, maps=("A",) * players), (HUMAN,) * players
    )
    session.game = game
    return session


def scoring(qtbot, session: GameSession) -> ScoringDialog:  # type: ignore[no-untyped-def]
    dialog = ScoringDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def assert_celebrated(dialog: ScoringDialog, seats: tuple[int, ...]) -> None:
    """The banner has the trophy (gold) and each winner's piece in the winner's colour."""
    banner = dialog.banner
    assert banner.celebrate and banner.winners == seats
    image = banner.grab().toImage()
    palette = theme.colors()
    assert count_near(image, palette.gold, by=30) > 100, "a gold trophy"
    for seat in seats:
        assert count_near(image, palette.player(seat), by=16) > 40, f"seat {seat}'s piece"


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 6)])
def test_a_win_is_named_and_celebrated(qtbot, variant: str, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(players, seed)
    dialog = scoring(qtbot, session)
    winners = tuple(s.seat for s in session.game.scores() if s.winner)
    assert_celebrated(dialog, winners)
    if len(winners) == 1:
        assert dialog.banner.title == f"{session.seat_label(winners[0])} wins!"
        best = max(s.victory_points for s in session.game.scores())
        assert f"With {best} victory points." in dialog.banner.lines
    assert dialog.banner.accessibleName() == dialog.banner.title


def test_a_tie_broken_by_projects_names_the_winner_and_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = arranged_session(3, [(64, 20, 1), (104, 5, 2), (60, 20, 5)])
    dialog = scoring(qtbot, session)
    assert_celebrated(dialog, (1,))
    assert dialog.banner.title == "Player 2 wins!"
    assert (
        "Player 1 and Player 2 tied on 0 victory points; the most supported conservation "
        "projects (2) decided."
    ) in dialog.banner.lines
    assert [r.supported_projects for r in dialog.chart.rows] == [1, 2, 5]
    assert [r.winner for r in dialog.chart.rows] == [False, True, False]


def test_a_shared_win_celebrates_everyone_who_shares_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = arranged_session(3, [(64, 20, 2), (104, 5, 2), (58, 22, 2)])
    dialog = scoring(qtbot, session)
    assert_celebrated(dialog, (0, 1, 2))
    assert dialog.banner.title == "A shared win!"
    assert dialog.banner.lines[0] == (
        "Player 1, Player 2 and Player 3 share the victory with 0 victory points each."
    )


def test_a_conceded_game_names_who_conceded_and_celebrates_the_winner(qtbot) -> None:  # type: ignore[no-untyped-def]
    config, log = played(2, 4)
    session = GameSession(config, (HUMAN, BOT), choices=log[:40])
    assert session.concede(0)
    dialog = scoring(qtbot, session)
    assert_celebrated(dialog, (1,))
    assert dialog.banner.title == f"{session.seat_label(1)} wins!"
    assert f"{session.seat_label(0)} conceded the game and cannot win." in dialog.banner.lines
    rows = dialog.chart.rows
    assert [r.seat for r in rows] == [1, 0], "the conceding player last"
    assert rows[1].conceded and not rows[1].winner and rows[0].winner
    assert_bars_are_the_engines(dialog, session.game.scores_if_ended(0))


def test_a_lost_solo_game_is_not_celebrated(qtbot) -> None:  # type: ignore[no-untyped-def]
    for seed in (3, 11):
        session = finished_session(1, seed)
        dialog = scoring(qtbot, session)
        (score,) = session.game.scores()
        assert dialog.banner.celebrate is score.winner
        expected = "You win the solo game!" if score.winner else "Not this time"
        assert dialog.banner.title == expected
    config, log = played(1, 3)
    given_up = GameSession(config, (HUMAN,), choices=log[:30])
    assert given_up.concede(0)
    dialog = scoring(qtbot, given_up)
    assert not dialog.banner.celebrate and dialog.banner.winners == ()
    assert dialog.banner.title == "The solo game is lost"


def assert_bars_are_the_engines(dialog: ScoringDialog, scores) -> None:  # type: ignore[no-untyped-def]
    by_seat = {s.seat: s for s in scores}
    dialog.chart.grab()  # painted: the tooltips' places are known
    tips = [text for _rect, text in dialog.chart._tips]
    for row in dialog.chart.rows:
        score = by_seat[row.seat]
        assert [s.value for s in row.appeal] == [i.appeal for i in score.items if i.appeal]
        assert [s.value for s in row.conservation] == [
            i.conservation for i in score.items if i.conservation
        ]
        assert sum(s.value for s in row.appeal) == row.total_appeal == score.appeal
        assert sum(s.value for s in row.conservation) == row.total_conservation
        assert row.total_conservation == score.conservation
        assert (row.target, row.victory_points) == (score.target, score.victory_points)
        for segment in (*row.appeal, *row.conservation):
            assert f"{segment.label}: {segment.value}" in tips, "each part's number on hover"
        assert f"{score.victory_points} victory points" in tips


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 4), (3, 5), (4, 6)])
def test_the_bars_are_the_engines_numbers(qtbot, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(players, seed)
    dialog = scoring(qtbot, session)
    assert_bars_are_the_engines(dialog, session.game.scores())
    description = dialog.chart.accessibleDescription()
    for score in session.game.scores():
        assert f"{score.appeal} appeal" in description
        assert f"{score.victory_points} victory points." in description


def test_hovering_a_bar_names_its_source(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = arranged_session(2, [(69, 20, 0), (104, 5, 3)])
    dialog = scoring(qtbot, session)
    dialog.chart.grab()
    rect, text = next((r, t) for r, t in dialog.chart._tips if t.startswith("Appeal during"))
    assert dialog.chart.segment_at(rect.center()) == text == "Appeal during the game: 69"
    assert dialog.chart.segment_at(QPointF(-5, -5)) is None
    pages = dialog.findChild(type(dialog.pages), "scoring_pages")
    titles = [pages.tabText(i) for i in range(pages.count())]
    assert titles == ["Points by source", "Every number", "Over the turns"]
    assert dialog.summary.text(), "every number in words on the second page"
