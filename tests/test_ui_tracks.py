"""The tracks bar shows every player's appeal, conservation and reputation, and the break track."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from arknova_desktop.engine import GameConfig
from arknova_desktop.session import GameSession
from arknova_desktop.ui.table.tracks_bar import TracksBar

pytestmark = pytest.mark.gui


def test_rows_follow_the_state(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(GameConfig(players=3, seed=2))
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    players = session.game.state.players
    players[1].appeal, players[2].conservation, players[0].reputation = 40, 7, 12
    rows = {label: (maximum, values) for label, maximum, values in bar.rows()}
    assert rows["Appeal"] == (113, [0, 40, 2])
    assert rows["Conservation"] == (41, [0, 0, 7])
    assert rows["Reputation"] == (15, [12, 1, 1])
    assert rows["Break"] == (12, [0])  # 3 players: 12 spaces


def test_solo_shows_the_solo_tile_and_paints(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(GameConfig(players=1, seed=2))
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    assert bar.rows()[-1] == ("Solo tile", 7, [0])
    bar.resize(1000, bar.sizeHint().height())
    image = QImage(bar.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    bar.render(image)
    assert len({image.pixel(x, 12) for x in range(0, 1000, 5)}) > 3  # something was drawn


def test_board_view_draws_the_association_board_with_tips(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.table.board_view import BoardView

    session = GameSession(GameConfig(players=2, seed=2))
    session.game.state.association.task_workers = ((1, 0, 0, 0), (0, 3, 0, 0))
    view = BoardView(session)
    qtbot.addWidget(view)
    view.resize(520, 520)
    image = QImage(view.size(), QImage.Format.Format_ARGB32)
    view.render(image)
    tips = [text for _rect, text in view.tips]
    # 4 tasks, 5 partner zoos and 3 universities on offer, 8 donation spaces, 3 projects x 3.
    tasks = [t for t in tips if " task: an Association action of strength " in t]
    assert len(tasks) == 4
    # The strengths the rules ask (2 / 3 / 4 / 5), the workers by name; closed at 3.
    assert [t.split("strength ")[1].split(" ")[0] for t in tasks] == ["2", "3", "4", "5"]
    assert "Workers here: Player 1 (1 association worker)" in tasks[0]
    assert "Player 2 (3 association workers)" in tasks[1] and "with 3 there" in tasks[1]
    assert sum(" partner zoo: animals with the " in t for t in tips) == 5
    assert sum(t.startswith("University: ") for t in tips) == 3
    donations = [t for t in tips if t.startswith("Donation of ")]
    assert len(donations) == 8
    assert sum("blocked in a 2-player game" in t for t in donations) == 3  # the left column
    assert sum(": have " in t and " conservation point" in t for t in tips) == 9


def test_every_icon_of_a_card_is_named_in_words() -> None:
    from arknova_desktop.engine.catalog.cards import default_cards
    from arknova_desktop.ui.cards.card_zoom import icon_legend
    from arknova_desktop.ui.words.names import icon_count

    db = default_cards()
    cheetah = icon_legend(db.get("A401"))  # 2 predator icons, Africa; size 5; cost 17
    assert cheetah.startswith("Icons: 2 predator icons and 1 Africa icon · ")
    assert "Lives in a size-5 enclosure" in cheetah and "costs 17 money" in cheetah
    lion = icon_legend(db.get("A402"))  # needs 3 predator icons
    assert "Needs 3 predator icons" in lion
    for card in (*db.animals(), *db.sponsors()):
        legend = icon_legend(card)
        assert "_" not in legend, (card.id, legend)
        for icon, n in card.icons.items():
            assert icon_count(icon, n) in legend, (card.id, icon)
