"""The player boards: one panel per seat with the engine's numbers, computer seats labelled, a
click per panel, the private seat's final scoring cards only for them and never under the cover,
words only (no card codes or identifiers), and a column of 340 px that holds four players."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from ui_helpers import BOT, HUMAN, make_session, pass_on, session_at, settle

from arknova_desktop.engine.catalog.icons import zoo_icons
from arknova_desktop.engine.rules.association import active_workers
from arknova_desktop.ui.table.player_boards import ZOO_ICONS, PlayerBoards

CARD_CODE = re.compile(r"\b[ASPF]\d{3}\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def column_height(boards: PlayerBoards, width: int) -> int:
    layout = boards.layout()
    assert layout is not None
    return layout.totalHeightForWidth(width)


def boards_for(qtbot, session, width: int = 340) -> PlayerBoards:  # type: ignore[no-untyped-def]
    boards = PlayerBoards(session)
    qtbot.addWidget(boards)
    boards.resize(width, column_height(boards, width))
    boards.show()
    qtbot.waitExposed(boards)
    settle()
    return boards


def after_decisions(count: int, seat: int = 0):  # type: ignore[no-untyped-def]
    """A `session_at` stop: the first decision of `seat` after `count` decisions."""
    seen = [0]

    def stop(decision) -> bool:  # type: ignore[no-untyped-def]
        seen[0] += 1
        return seen[0] > count and decision.seat == seat

    return stop


def check_numbers(boards: PlayerBoards) -> None:
    game = boards.session.game
    state = game.state
    for seat, panel in enumerate(boards.panels):
        player = state.players[seat]
        assert panel.seat == seat
        assert panel.values == {
            "money": player.money,
            "x_tokens": player.x_tokens,
            "workers": active_workers(game, seat),
            "workers_total": player.workers,
            "hand": len(player.hand),
            "appeal": player.appeal,
            "conservation": player.conservation,
            "reputation": player.reputation,
            "projects": player.supported_projects,
        }
        counts = zoo_icons(game.cards, player)
        assert panel.icon_counts == {k: counts[k] for k in ZOO_ICONS if counts[k]}
        # What is on the screen says the same.
        for key in ("money", "x_tokens", "hand", "appeal", "conservation", "reputation"):
            assert panel.stat_widgets[key].number.text() == str(panel.values[key])
        assert panel.stat_widgets["workers"].number.text() == (
            f"{active_workers(game, seat)}/{player.workers}"
        )
        for name, widget in panel.icon_widgets.items():
            assert widget.isVisibleTo(panel) == (counts[name] > 0)
            if counts[name]:
                assert widget.number.text() == str(counts[name])


def check_words(boards: PlayerBoards) -> None:
    for text in boards.texts():
        assert not CARD_CODE.search(text), text
        assert not SNAKE.search(text), text


def extras_seats(boards: PlayerBoards) -> set[int]:
    return {p.seat for p in boards.panels if p.extras.isVisibleTo(p) and p.extras.text()}


def final_scoring_names(session, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    cards = session.game.cards
    return [cards.get(c).name for c in session.game.state.players[seat].final_scoring]


@pytest.mark.parametrize("decisions", [0, 40, 150, 400])
def test_numbers_match_the_engine(qtbot, decisions: int) -> None:  # type: ignore[no-untyped-def]
    session = session_at(after_decisions(decisions), seed=7, players=3, seats=(HUMAN, BOT, BOT))
    boards = boards_for(qtbot, session)
    check_numbers(boards)
    check_words(boards)
    state = session.game.state
    if state.phase == "play":
        assert boards.header.text() == f"Turn {state.turn + 1}"


def test_numbers_follow_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Over a played seeded 3-player game (one human, two computers): every refresh shows the
    engine's numbers for every seat."""
    session = make_session(3, seats=(HUMAN, BOT, BOT), seed=5)
    boards = boards_for(qtbot, session)
    session.start()
    rng = random.Random(5)
    for step in range(120):
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        settle()
        if step % 10 == 0:
            check_numbers(boards)
            check_words(boards)
        decision = session.decision
        if decision is None:
            break
        assert session.choose(rng.choice(decision.options))
    if session.awaiting_end_turn:  # the header keeps the mover's turn until End turn
        session.end_turn()
    settle()
    check_numbers(boards)
    check_words(boards)
    turn = session.game.state.turn
    assert turn > 5
    if session.game.is_over:  # the computers may finish it within the steps
        assert boards.header.text() == f"Game over after {turn} turns"
    else:
        assert boards.header.text().startswith(f"Turn {turn + 1}")


def test_computer_seats_labelled(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(3, seats=(HUMAN, BOT, HUMAN))
    boards = boards_for(qtbot, session)
    for seat, panel in enumerate(boards.panels):
        assert session.seat_label(seat) in panel.name.text()
    assert "computer" in boards.panels[1].name.text()
    assert "computer" not in boards.panels[0].name.text()
    assert "computer" not in boards.panels[2].name.text()


def test_click_emits_the_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(3)
    boards = boards_for(qtbot, session)
    for seat in (2, 0, 1):
        panel = boards.panels[seat]
        with qtbot.waitSignal(boards.seat_clicked) as blocker:
            qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=panel.rect().center())
        assert blocker.args == [seat]
        # A click on a label inside the panel reaches the panel too.
        with qtbot.waitSignal(boards.seat_clicked) as blocker:
            qtbot.mouseClick(panel.name, Qt.MouseButton.LeftButton)
        assert blocker.args == [seat]


def test_private_extras_only_for_the_private_seat_and_never_covered(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Three humans: the final scoring cards show only in the panel of the seat at the screen,
    and not at all while the hot-seat cover is up."""
    session = make_session(3, seed=2)
    boards = boards_for(qtbot, session)
    session.start()
    rng = random.Random(2)
    seen_covered = seen_private = 0
    for _ in range(200):
        settle()
        private = session.private_seat
        shown = extras_seats(boards)
        texts = "\n".join(boards.texts())
        for seat in range(3):
            if seat == private:
                continue
            for name in final_scoring_names(session, seat):
                # Another seat's final scoring card may share its name with one of the private
                # seat's own; only check names the private seat does not hold.
                if private is None or name not in final_scoring_names(session, private):
                    assert name not in texts, (name, seat, private)
        for player in session.game.state.players:  # hands show as counts only
            for card in player.hand:
                name = session.game.cards.get(card).name
                if " " in name:
                    assert name not in texts, name
        if session.covered:
            assert private is None
            assert shown == set()
            assert not any(p.private for p in boards.panels)
            seen_covered += 1
        else:
            assert private is not None
            if session.game.state.players[private].final_scoring:
                assert shown == {private}
                panel = boards.panels[private]
                for name in final_scoring_names(session, private):
                    assert name in panel.extras.text()
                seen_private += 1
            else:
                assert shown == set()
        if session.awaiting_end_turn:
            assert session.end_turn()
            continue
        if session.covered:
            assert session.reveal()
            continue
        decision = session.decision
        if decision is None:
            break
        assert session.choose(rng.choice(decision.options))
    assert seen_covered > 0
    assert seen_private > 0


def test_four_players_fit_a_narrow_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(after_decisions(250), seed=3, players=4, seats=(HUMAN, BOT, HUMAN, BOT))
    boards = boards_for(qtbot, session, width=340)
    height = column_height(boards, 340)
    assert 200 < height < 700, height
    assert boards.sizeHint().height() < 800
    image = boards.grab()
    assert not image.isNull() and image.width() >= 330 and image.height() >= height - 2
    for panel in boards.panels:
        geometry = panel.geometry()
        assert geometry.height() > 30
        assert geometry.bottom() <= boards.height()
        assert geometry.right() <= boards.width()
        assert not panel.grab().isNull()
        # No label is cut off: each is as tall as its text needs at its width.
        for child in (panel.name, panel.details, panel.order, panel.extras):
            if child.isVisibleTo(panel) and child.text():
                assert child.height() >= child.heightForWidth(child.width()) - 1
        for widget in panel.stat_widgets.values():
            assert widget.geometry().right() <= panel.stats_box.width()
            assert widget.width() >= widget.sizeHint().width()
    check_words(boards)


def test_solo_header_shows_the_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(after_decisions(30), seed=4, players=1)
    boards = boards_for(qtbot, session)
    solo = session.game.state.solo
    assert solo is not None
    assert f"Solo round {solo.round} of" in boards.header.text()
    assert boards.panels[0].private
    check_numbers(boards)
    check_words(boards)


def test_the_turn_stays_the_movers_until_end_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After the mover's last choice the engine is at the next turn, the table is not: the
    header keeps the turn's number and the marker stays on the mover until End turn."""
    from arknova_desktop.engine.kernel.choices import TakeXToken

    session = make_session(2, (HUMAN, HUMAN), seed=3)
    session.start()
    boards = boards_for(qtbot, session)
    rng = random.Random(3)
    while session.game.state.phase != "play" or session.table_decision is None:
        pass_on(session)
        decision = session.table_decision
        if decision is not None and session.game.state.phase != "play":
            assert session.choose(rng.choice(decision.options))
    settle()
    mover = session.table_decision.seat  # type: ignore[union-attr]
    header = boards.header.text()
    assert boards.panels[mover].marker.text() == "▶"
    x_token = next(o for o in session.table_decision.options if isinstance(o, TakeXToken))  # type: ignore[union-attr]
    assert session.choose(x_token)  # a whole turn in one choice
    settle()
    assert session.awaiting_end_turn
    assert boards.header.text() == header
    assert boards.panels[mover].marker.text() == "▶"
    assert boards.panels[1 - mover].marker.text() == ""
    session.end_turn()
    settle()
    assert boards.header.text() != header
    assert boards.panels[1 - mover].marker.text() == "▶"


def test_a_refresh_for_the_same_position_fills_nothing_again(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A click sends several signals that each refresh the boards: the panels are filled once
    per position, cover and look (issue 25), and again when any of them changes."""
    from arknova_desktop.ui import theme
    from arknova_desktop.ui.table.player_boards import PlayerPanel

    session = make_session(2, seats=(HUMAN, HUMAN), seed=3)
    boards = boards_for(qtbot, session)
    session.start()
    pass_on(session)
    settle()
    filled: list[int] = []
    fill = PlayerPanel.show_seat

    def counted(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        filled.append(self.seat)
        return fill(self, *args, **kwargs)

    monkeypatch.setattr(PlayerPanel, "show_seat", counted)
    for _ in range(3):
        boards.refresh()
    assert filled == []
    decision = session.decision
    assert decision is not None
    assert session.choose(decision.options[0])
    settle()
    assert sorted(set(filled)) == [0, 1]  # the new position: both panels filled
    check_numbers(boards)
    filled.clear()
    boards.refresh()
    assert filled == []
    theme.manager().set_variant("dark")
    try:
        assert sorted(filled) == [0, 1]  # a new look fills them again
    finally:
        theme.manager().set_variant("light")


def test_flow_layout_keeps_its_heights_until_an_item_changes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Heights per width are worked out once, and again once an item grows (issue 25)."""
    from PySide6.QtWidgets import QWidget, QWidgetItem

    from arknova_desktop.ui.table.player_boards import FlowLayout

    box = QWidget()
    qtbot.addWidget(box)
    flow = FlowLayout(box, spacing=0)
    items = []
    for _ in range(3):
        item = QWidget(box)
        item.setFixedSize(30, 10)
        flow.addItem(QWidgetItem(item))
        items.append(item)
    arranged: list[bool] = []
    arrange = FlowLayout._arrange

    def counted(self, rect, apply):  # type: ignore[no-untyped-def]
        arranged.append(apply)
        return arrange(self, rect, apply)

    monkeypatch.setattr(FlowLayout, "_arrange", counted)
    assert flow.heightForWidth(100) == 10  # one line of three
    assert flow.heightForWidth(100) == 10 and arranged == [False]
    items[0].setFixedSize(60, 10)  # no longer fits one line
    assert flow.heightForWidth(100) == 20 and arranged == [False, False]
    items[2].hide()
    assert flow.heightForWidth(100) == 10  # the hidden item takes no room
