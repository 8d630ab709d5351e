"""A screen reader can play: every control that can take the focus has a name a screen reader
reads (asked the way one asks, through `QAccessible.queryAccessibleInterface`), and the parts that
are pictures (the zoo map, the association board, the players' boards) and the open decision
are described in words."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDialog, QMenu, QWidget
from ui_helpers import HUMAN, make_session, make_window, pass_on, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.about import AboutDialog, install_help_menu
from arknova_desktop.ui.dialogs.history_view import HistoryDialog
from arknova_desktop.ui.dialogs.menus import install_game_menu
from arknova_desktop.ui.dialogs.replay import ReplayDialog
from arknova_desktop.ui.dialogs.rules_dialog import RulesDialog
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from arknova_desktop.ui.dialogs.start_dialog import StartDialog
from arknova_desktop.ui.table.player_boards import IconNumber
from arknova_desktop.ui.words.choice_words import prompt_text
from arknova_desktop.ui.words.names import a_building

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def screen_reader() -> Iterator[None]:
    """A screen reader listens, as on a player's machine that runs one: the table says its
    words only then (ui/table/spoken.py)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def spoken_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def where(widget: QWidget) -> str:
    """The widget and its parents, for a failure message."""
    chain = []
    part: QWidget | None = widget
    while part is not None:
        chain.append(f"{type(part).__name__}({part.objectName()})")
        part = part.parentWidget()
    return " < ".join(chain)


def unnamed(root: QWidget) -> list[str]:
    """Every shown widget under `root` that can take the focus and has no accessible name."""
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisible():
            continue
        if widget.focusProxy() is not None:  # the focus goes to the proxy, walked itself
            continue
        if not spoken_name(widget):
            missing.append(where(widget))
    return missing


def every_tab(window) -> list[str]:  # type: ignore[no-untyped-def]
    """The window walked with each of its right-hand tabs open in turn."""
    missing: list[str] = []
    tabs = window.right_tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        settle()
        missing += unnamed(window)
    tabs.setCurrentIndex(0)
    return missing


def test_the_walk_finds_a_control_without_a_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    blank = QWidget(root)
    blank.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    root.show()
    assert unnamed(root) == [where(blank)]
    blank.setAccessibleName("Something")
    assert unnamed(root) == []


def test_every_control_at_the_table_has_a_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=4)
    window = make_window(qtbot, session)
    assert window.pass_screen.isVisible()
    assert unnamed(window) == [], "under the cover"
    rng = random.Random(4)
    for step in range(14):  # both setups, then the first turns of both players
        pass_on(session)
        settle()
        assert every_tab(window) == [], f"step {step}"
        decision = session.table_decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
        settle()


def test_the_decision_panel_says_the_open_decision(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=5)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    decision = session.table_decision
    assert decision is not None
    said = window.decision_panel.accessibleDescription()
    assert session.seat_label(decision.seat) in said
    assert prompt_text(decision, session.game).rstrip(".") in said
    assert "options:" in said
    # Choosing moves it on: the next decision, or what the table waits for.
    assert session.choose(decision.options[0])
    settle()
    after = window.decision_panel.accessibleDescription()
    assert after and after != said


def test_the_zoo_map_the_board_and_the_players_are_said_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=6)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    seat = window.map_view.seat
    player = session.view.players[seat]
    zoo = window.map_view.accessibleDescription()
    assert session.seat_label(seat) in zoo
    for placed in player.buildings:
        assert a_building(placed.building) in zoo
    assert window.map_view.viewport().accessibleDescription() == zoo
    window.left_edge.repaint()  # its tips are made as it is drawn
    window.spoken.refresh()
    assert "Left edge, slot 1:" in window.left_edge.accessibleDescription()
    # The board says what its tips say, once it has been drawn.
    window.right_tabs.setCurrentWidget(window.board_follower.scroll)
    settle()
    settle()
    board = window.board_view.accessibleDescription()
    assert board.startswith("Association board")
    assert "partner zoo" in board.lower() and "university" in board.lower()
    # Each player's board: the numbers with what they count; each icon has its words.
    for panel in window.player_boards.panels:
        said = panel.accessibleDescription()
        money = session.view.players[panel.seat].money
        assert f"Money: {money}" in said, said
        for stat in panel.findChildren(IconNumber):
            if not stat.isHidden():
                assert stat.accessibleName() and stat.picture.accessibleName()


def test_the_action_cards_say_their_name_and_what_they_do(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=7)
    window = make_window(qtbot, session)
    for _ in range(4):  # both players keep their cards: a main turn is open
        pass_on(session)
        decision = session.table_decision
        assert decision is not None
        assert session.choose(decision.options[0])
    pass_on(session)
    settle()
    for card in window.action_row.cards:
        assert card.accessibleName() and card.accessibleName() in card.toolTip()
        assert card.accessibleDescription() == card.preview.text()


def test_the_start_dialog_names_every_control(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    assert unnamed(dialog) == []


def test_the_scoring_dialog_names_every_control(qtbot) -> None:  # type: ignore[no-untyped-def]
    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))
    game = new_game(config)
    rng = random.Random(3)
    log = []
    while not game.is_over:
        choice = rng.choice(game.decision.options)  # type: ignore[union-attr]
        game.apply(choice)
        log.append(choice)
    session = GameSession(config, (HUMAN, HUMAN), choices=log)
    window = make_window(qtbot, session)
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)), timeout=5000
    )
    (dialog,) = [d for d in window.findChildren(ScoringDialog) if d.isVisible()]
    settle()
    assert unnamed(dialog) == []


def test_every_menu_entry_and_setting_has_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=8)
    window = make_window(qtbot, session)
    install_game_menu(window, session, lambda _new: None)  # with Settings and View
    install_help_menu(window)
    menus: list[QMenu] = []
    entries = list(window.menuBar().actions())
    while entries:  # the menus as the bar offers them, submenus included
        action = entries.pop()
        menu = action.menu()
        if isinstance(menu, QMenu):
            menus.append(menu)
            entries += menu.actions()
        elif not action.isSeparator():
            assert action.text().replace("&", "").strip(), action
    titles = {m.title().replace("&", "") for m in menus}
    assert {"Game", "Settings", "View", "Help"} <= titles, titles
    assert all(title.strip() for title in titles)


@pytest.mark.parametrize("kind", ["about", "shortcuts", "rules", "history", "replay"])
def test_the_other_dialogs_name_every_control(qtbot, kind, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_HISTORY_FILE", str(tmp_path / "history.sqlite"))
    session = make_session(2, seed=9)
    window = make_window(qtbot, session)
    for _ in range(3):
        pass_on(session)
        decision = session.table_decision
        assert decision is not None
        assert session.choose(decision.options[0])
    dialogs: dict[str, Callable[[], QDialog]] = {
        "about": lambda: AboutDialog(window),
        "shortcuts": lambda: ShortcutsDialog(window),
        "rules": lambda: RulesDialog(window),
        "history": lambda: HistoryDialog(window),
        "replay": lambda: ReplayDialog(session, window),
    }
    dialog = dialogs[kind]()
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    assert unnamed(dialog) == []


def test_the_zoo_map_says_what_is_carried_and_how_many_spaces_are_lit(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=7)
    window = make_window(qtbot, session)
    for _ in range(4):  # both players keep their cards
        pass_on(session)
        decision = session.table_decision
        assert decision is not None
        assert session.choose(decision.options[0])
    pass_on(session)
    decision = session.table_decision
    assert decision is not None
    build = next(o for o in decision.options if getattr(o, "action", "") == "build")
    assert session.choose(build)
    settle()
    buttons = window.decision_panel.carry_buttons
    assert buttons, "a Build decision offers buildings to carry"
    buttons[0].click()
    settle()
    carried = window.map_view.carrying
    assert carried
    lit = len(window.map_view.map_scene.lit)
    assert lit > 0
    said = window.map_view.accessibleDescription()
    assert f"Carrying {a_building(carried)} over the map." in said
    assert f"{lit} spaces are lit" in said
    assert "options:" in window.decision_panel.accessibleDescription()


def test_the_words_wait_for_a_screen_reader(qtbot) -> None:  # type: ignore[no-untyped-def]
    QAccessible.setActive(False)
    session = make_session(2, seed=5)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    panel = window.decision_panel
    assert panel.accessibleDescription() == "", "made though nobody listens"
    assert window.spoken.stale
    # A screen reader starts: its first look at the window (a focus change) brings the words.
    QAccessible.setActive(True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.hand_view.setFocus()
    settle()
    decision = session.table_decision
    assert decision is not None
    said = panel.accessibleDescription()
    assert prompt_text(decision, session.game).rstrip(".") in said
    assert not window.spoken.stale
    # From then on each change is said again.
    assert session.choose(decision.options[0])
    settle()
    assert panel.accessibleDescription() not in ("", said)
