"""The association board looks like a board: printed paper with spaces, the seats' workers and
tokens drawn as pieces in their colours, light and dark, growing with the zoom; and the hot-seat
cover stays opaque in the dark variant too."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage
from ui_helpers import HUMAN, make_session, make_window, settle

from arknova_desktop.engine import GameConfig
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.table.board_view import BoardView

pytestmark = pytest.mark.gui


@pytest.fixture
def plain_theme() -> Iterator[None]:
    """Every test leaves the theme as it found it: light, zoom 1."""
    manager = theme.manager()
    yield
    manager.set_variant("light")
    manager.set_window_zoom(1.0)


def busy_board() -> GameSession:
    """Two seats with workers on tasks, a partner zoo and a university each, a donation, and
    tokens on conservation projects."""
    session = GameSession(GameConfig(players=2, seed=2))
    state = session.game.state
    association = state.association
    association.task_workers = ((1, 0, 2, 0), (0, 3, 0, 1))
    association.partner_zoo_offer = ("americas", "asia", "australia")
    state.players[0].partner_zoos = ("africa",)
    state.players[1].partner_zoos = ("europe",)
    association.university_offer = ("research",)
    state.players[0].universities = ("reputation_hand_limit",)
    state.players[1].universities = ("research_reputation",)
    donations = list(association.donations)
    donations[0] = "p1"
    association.donations = tuple(donations)
    base = state.projects.base
    state.projects.tokens = (*state.projects.tokens, (base[0], 1, 0), (base[1], 0, 1))
    session.state_changed()
    return session


def board(qtbot, session: GameSession, width: int = 511) -> BoardView:  # type: ignore[no-untyped-def]
    view = BoardView(session)
    qtbot.addWidget(view)
    view.resize(max(width, view.minimumWidth()), view.minimumHeight())
    return view


def picture(view: BoardView) -> QImage:
    return view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def close(a: QColor, b: QColor, tolerance: int = 28) -> bool:
    return (
        abs(a.red() - b.red()) <= tolerance
        and abs(a.green() - b.green()) <= tolerance
        and abs(a.blue() - b.blue()) <= tolerance
    )


def pixels_like(image: QImage, rect: QRectF, color: QColor, tolerance: int = 28) -> int:
    """How many pixels inside `rect` (logical pixels) are (nearly) `color`."""
    scale = image.devicePixelRatio()
    count = 0
    for x in range(int(rect.left() * scale), int(rect.right() * scale) + 1):
        for y in range(int(rect.top() * scale), int(rect.bottom() * scale) + 1):
            if 0 <= x < image.width() and 0 <= y < image.height():
                count += close(QColor(image.pixel(x, y)), color, tolerance)
    return count


def luminance(color: QColor) -> float:
    return (0.2126 * color.red() + 0.7152 * color.green() + 0.0722 * color.blue()) / 255


def test_workers_and_tokens_are_drawn_in_each_seats_colour(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, busy_board())
    image = picture(view)
    palette = theme.colors()
    drawn: Counter[tuple[str, int]] = Counter((kind, seat) for kind, seat, _r in view.pieces)
    # Workers: 3 of seat 0 (1 + 2), 4 of seat 1 (3 + 1); tokens: a partner zoo, a university
    # and a project level each, and seat 1's donation.
    assert drawn[("worker", 0)] == 3 and drawn[("worker", 1)] == 4
    assert drawn[("token", 0)] == 3 and drawn[("token", 1)] == 4
    for kind, seat, rect in view.pieces:
        if seat < 0:
            continue
        own = pixels_like(image, rect, palette.player(seat))
        other = pixels_like(image, rect, palette.player(1 - seat))
        assert own >= 12, (kind, seat, rect, own)
        assert own > 3 * other, (kind, seat, own, other)
    # The tips still say who is where, in words.
    tips = [text for _rect, text in view.tips]
    assert any("Africa partner zoo" in t and "taken by Player 1" in t for t in tips)
    assert any(t.startswith("University: ") and "taken by Player 2" in t for t in tips)
    assert any("Donation of 2 money" in t and "taken by Player 2" in t for t in tips)


def test_an_empty_board_has_no_pieces_but_the_blocking_tokens(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = board(qtbot, GameSession(GameConfig(players=2, seed=2)))
    picture(view)
    assert [kind for kind, seat, _r in view.pieces if seat >= 0] == []
    # The base projects' blocking tokens of a 2-player game are drawn (nobody's: ink).
    assert sum(1 for _k, seat, _r in view.pieces if seat < 0) == 3


@pytest.mark.parametrize("variant", ["light", "dark"])
def test_the_board_is_paper_in_both_variants_on_a_table_that_follows(  # type: ignore[no-untyped-def]
    qtbot, plain_theme, variant: str
) -> None:
    theme.manager().set_variant(variant)
    palette = theme.colors()
    view = board(qtbot, busy_board())
    view.resize(view.width(), view.minimumHeight() + 40)  # some table below the board
    image = picture(view)
    counts = Counter(
        image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    )
    commonest = QColor(counts.most_common(1)[0][0])
    assert close(commonest, palette.paper, 2), (commonest.name(), palette.paper.name())
    assert luminance(commonest) > 0.75  # paper stays light in the dark too
    corner = QColor(image.pixel(image.width() - 2, image.height() - 2))
    assert close(corner, palette.table, 2)
    assert (luminance(corner) < 0.2) == (variant == "dark")


def test_the_board_grows_with_the_zoom(qtbot, plain_theme) -> None:  # type: ignore[no-untyped-def]
    session = busy_board()
    view = board(qtbot, session)
    picture(view)
    small_height = view.minimumHeight()
    small_worker = next(r for kind, _s, r in view.pieces if kind == "worker")
    assert view.minimumWidth() <= 511, "fits the Board tab at 1280×800"
    theme.manager().set_window_zoom(1.5)
    view.resize(max(767, view.minimumWidth()), view.minimumHeight())
    picture(view)
    assert view.minimumHeight() >= 1.4 * small_height
    big_worker = next(r for kind, _s, r in view.pieces if kind == "worker")
    assert big_worker.height() == pytest.approx(1.5 * small_worker.height(), rel=0.02)


def test_the_cover_is_opaque_in_the_dark_too(qtbot, plain_theme) -> None:  # type: ignore[no-untyped-def]
    theme.manager().set_variant("dark")
    session = make_session(2, (HUMAN, HUMAN), seed=1, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    screen = window.pass_screen
    assert screen.isVisible()
    # The table painted in a colour no part of the cover uses: not one pixel of it may show.
    loud = QColor.fromHsv(300, 255, 255)
    central = window.centralWidget()
    central.setStyleSheet(f"background: {loud.name()};")
    settle()
    whole = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    cover = screen.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert whole == cover
    seen = {
        whole.pixel(x, y) for x in range(0, whole.width(), 4) for y in range(0, whole.height(), 4)
    }
    assert not any(close(QColor(p), loud, 40) for p in seen)
    assert QColor(whole.pixel(2, 2)) == theme.DARK.cover
    # "I am here" is the accent call to action.
    button = screen.button.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    area = QRectF(0, 0, screen.button.width() - 1, screen.button.height() - 1)
    filled = pixels_like(button, area, theme.DARK.accent, 3)
    assert filled > 0.4 * screen.button.width() * screen.button.height()
    # Without the cover the loud table does show: the comparison above could have failed.
    screen.reveal()
    settle()
    bare = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    shown = {
        bare.pixel(x, y) for x in range(0, bare.width(), 4) for y in range(0, bare.height(), 4)
    }
    assert any(close(QColor(p), loud, 40) for p in shown)


def test_the_cover_follows_a_change_of_variant_without_being_made_again(  # type: ignore[no-untyped-def]
    qtbot, plain_theme
) -> None:
    session = make_session(2, (HUMAN, HUMAN), seed=1)
    window = make_window(qtbot, session)
    screen = window.pass_screen
    assert theme.LIGHT.accent.name() in screen.button.styleSheet()
    theme.manager().set_variant("dark")
    settle()
    assert theme.DARK.accent.name() in screen.button.styleSheet()
    image = screen.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert QColor(image.pixel(2, 2)) == theme.DARK.cover
