"""The start screen lists the unfinished games (players, zoo maps, turn, last played) to continue
or delete, never an internal id or a file name; the Open dialog shows maps and how a game ended."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QWidget,
)

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.saves import (
    AUTOSAVE,
    GameStatus,
    SessionMeta,
    autosave_dir,
    autosave_path,
    new_game_id,
    save_data,
    save_dir,
    save_game,
)
from arknova_desktop.ui.dialogs import start_dialog
from arknova_desktop.ui.dialogs.menus import LoadDialog
from arknova_desktop.ui.dialogs.start_dialog import StartDialog, when_text

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    return tmp_path


def write_game(
    path: Path,
    names: tuple[str, ...],
    maps: tuple[str, ...],
    seats: tuple[str, ...],
    meta: SessionMeta,
    saved_at: float,
    decisions: int = 30,
    seed: int = 9,
    levels: tuple[str, ...] | None = None,
) -> int:
    """A short game saved to `path` with its date set; its turn."""
    config = GameConfig(players=len(names), seed=seed, names=names, maps=maps)
    game = new_game(config)
    chooser = random.Random(seed)
    log = []
    while len(log) < decisions and game.decision is not None:
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    save_game(path, config, seats, log, game, meta, levels=levels)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = saved_at
    path.write_text(json.dumps(data), encoding="utf-8")
    return game.state.turn


def two_unfinished() -> list[tuple[Path, str, int]]:
    """Two unfinished games (the newer one first: Bo plays at Hard, Ed at Easy) and a conceded
    one; (path, game id, turn)."""
    games = []
    for names, maps, seats, levels, saved_at, seed in (
        (("Ann", "Bo"), ("1", "3"), ("human", "bot"), ("", "hard"), 1_800_000_000.0, 9),
        (
            ("Cy", "Di", "Ed"),
            ("2", "A", "10"),
            ("human", "human", "bot"),
            ("", "", "easy"),
            1_790_000_000.0,
            10,
        ),
    ):
        game_id = new_game_id()
        path = autosave_path(game_id)
        meta = SessionMeta(game_id)
        turn = write_game(path, names, maps, seats, meta, saved_at, seed=seed, levels=levels)
        games.append((path, game_id, turn))
    conceded = SessionMeta(new_game_id(), status=GameStatus.CONCEDED, conceded_by=0)
    write_game(
        autosave_path(conceded.game_id),
        ("Zed", "Yan"),
        ("4", "5"),
        ("human", "human"),
        conceded,
        1_810_000_000.0,
    )
    return games


def open_dialog(qtbot) -> StartDialog:  # type: ignore[no-untyped-def]
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def game_list(dialog: StartDialog) -> QTreeWidget:
    tree = dialog.findChild(QTreeWidget, "unfinished_games")
    assert tree is not None
    return tree


def button(dialog: StartDialog, name: str) -> QPushButton:
    found = dialog.findChild(QPushButton, name)
    assert found is not None, name
    return found


def rows(tree: QTreeWidget) -> list[list[str]]:
    """The shown columns of every row."""
    return [
        [
            tree.topLevelItem(r).text(c)
            for c in range(tree.columnCount())
            if not tree.isColumnHidden(c)
        ]
        for r in range(tree.topLevelItemCount())
    ]


def visible_texts(dialog: QWidget) -> list[str]:
    """Every text a player can read in the dialog: titles, labels, buttons, fields, lists,
    headers, tooltips."""
    texts = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        texts += [widget.toolTip(), widget.statusTip(), widget.whatsThis(), widget.windowTitle()]
        texts += [widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            for column in range(widget.columnCount()):
                texts.append(header.text(column))
                for row in range(widget.topLevelItemCount()):
                    item = widget.topLevelItem(row)
                    texts += [item.text(column), item.toolTip(column), item.statusTip(column)]
    return [t for t in texts if t]


def test_no_unfinished_game_no_list(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot)
    assert game_list(dialog).topLevelItemCount() == 0
    assert not game_list(dialog).isVisible()
    assert not button(dialog, "continue_game").isEnabled()
    assert button(dialog, "open_save").isVisible()


def test_two_unfinished_games_are_listed_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    games = two_unfinished()
    dialog = open_dialog(qtbot)
    tree = game_list(dialog)
    assert tree.isVisible()
    assert [tree.headerItem().text(c) for c in range(4)] == [
        "Players",
        "Zoo maps",
        "Turn",
        "Last played",
    ]
    (first_path, _, first_turn), (_, _, second_turn) = games
    assert rows(tree) == [
        [
            "Ann, Bo (computer, Hard)",
            "Observation Tower, Silver Lake",
            str(first_turn + 1),  # the turn being played: the state counts finished turns
            when_text(1_800_000_000.0),
        ],
        [
            "Cy, Di, Ed (computer, Easy)",
            "Outdoor Areas, Map A, Rescue Station",
            str(second_turn + 1),
            when_text(1_790_000_000.0),
        ],
    ], "the conceded game is not listed; the newest first"
    assert "20" in when_text(1_800_000_000.0)  # a date with its year (2027)
    assert tree.currentItem() is tree.topLevelItem(0)
    shown = visible_texts(dialog)
    assert "Ann, Bo (computer, Hard)" in shown and "Continue" in shown and "Turn" in shown
    for path, game_id, _ in games:
        for secret in (game_id, game_id[:8], path.name, path.stem, str(path), str(path.parent)):
            assert not any(secret in text for text in shown), secret
    assert not any(".json" in text or "autosave" in text.lower() for text in shown)
    assert str(first_path) not in " ".join(shown)


def test_continue_returns_the_chosen_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    games = two_unfinished()
    dialog = open_dialog(qtbot)
    tree = game_list(dialog)
    tree.setCurrentItem(tree.topLevelItem(1))
    qtbot.mouseClick(button(dialog, "continue_game"), Qt.MouseButton.LeftButton)
    assert dialog.chosen_save == games[1][0]
    assert dialog.result() == StartDialog.DialogCode.Accepted


def test_double_click_continues(qtbot) -> None:  # type: ignore[no-untyped-def]
    games = two_unfinished()
    dialog = open_dialog(qtbot)
    tree = game_list(dialog)
    item = tree.topLevelItem(0)
    tree.setCurrentItem(item)
    tree.itemDoubleClicked.emit(item, 0)
    assert dialog.chosen_save == games[0][0]
    assert dialog.result() == StartDialog.DialogCode.Accepted


def test_delete_asks_first_then_the_row_and_the_file_go(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    games = two_unfinished()
    dialog = open_dialog(qtbot)
    tree = game_list(dialog)
    asked: list[str] = []
    answer = QMessageBox.StandardButton.No

    def question(_parent: object, _title: str, text: str, *args: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(start_dialog.QMessageBox, "question", question)
    delete = button(dialog, "delete_game")
    qtbot.mouseClick(delete, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Ann, Bo (computer, Hard)" in asked[0]
    assert games[0][1] not in asked[0] and games[0][0].name not in asked[0]
    assert tree.topLevelItemCount() == 2 and games[0][0].exists(), "No keeps the game"
    answer = QMessageBox.StandardButton.Yes
    qtbot.mouseClick(delete, Qt.MouseButton.LeftButton)
    assert len(asked) == 2
    assert rows(tree)[0][0] == "Cy, Di, Ed (computer, Easy)" and tree.topLevelItemCount() == 1
    assert not games[0][0].exists() and games[1][0].exists()
    assert dialog.isVisible() and dialog.chosen_save is None
    tree.setCurrentItem(tree.topLevelItem(0))
    qtbot.mouseClick(delete, Qt.MouseButton.LeftButton)
    assert tree.topLevelItemCount() == 0 and not tree.isVisible()
    assert not button(dialog, "continue_game").isEnabled()
    assert not games[1][0].exists()


def test_the_autosave_of_an_older_version_is_listed(qtbot, saves_folder: Path) -> None:  # type: ignore[no-untyped-def]
    config = GameConfig(players=2, seed=9, names=("Old", "Timer"))
    game = new_game(config)
    chooser = random.Random(1)
    log = []
    for _ in range(30):
        log.append(chooser.choice(game.decision.options))  # type: ignore[union-attr]
        game.apply(log[-1])
    data = save_data(config, ("human", "human"), log, game)
    del data["session"], data["snapshot"]["maps"]
    data["version"] = 2
    (saves_folder / AUTOSAVE).write_text(json.dumps(data), encoding="utf-8")
    dialog = open_dialog(qtbot)
    tree = game_list(dialog)
    assert rows(tree)[0][:3] == ["Old, Timer", "—", str(game.state.turn + 1)]
    qtbot.mouseClick(button(dialog, "continue_game"), Qt.MouseButton.LeftButton)
    assert dialog.chosen_save is not None and dialog.chosen_save.parent == autosave_dir()
    assert not (saves_folder / AUTOSAVE).exists()
    assert not any("legacy" in text for text in visible_texts(dialog))


def test_the_open_dialog_shows_maps_and_how_the_game_ended(qtbot) -> None:  # type: ignore[no-untyped-def]
    two_unfinished()
    abandoned = SessionMeta(new_game_id(), status=GameStatus.ABANDONED)
    write_game(
        save_dir() / "given-up.json", ("Al", "Bea"), ("6", "7"), ("human",) * 2, abandoned, 1.0
    )
    (autosave_dir() / "broken.json").write_text("{", encoding="utf-8")
    dialog = LoadDialog(save_dir())
    qtbot.addWidget(dialog)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(texts) == 5
    joined = "\n".join(texts)
    assert "Observation Tower, Silver Lake" in joined and "Ann, Bo (computer, Hard)" in joined
    assert "Zed, Yan — Commercial Harbor, Park Restaurant — conceded, turn" in joined
    assert "given-up — " in joined and "Research Institute, Ice Cream Parlors — abandoned" in joined
    assert sum(text.startswith("Autosave — ") for text in texts) == 3
    # A broken autosave is told apart by when it was written (its file name is a game id).
    broken = autosave_dir() / "broken.json"
    assert texts[-1].startswith(f"Autosave of {when_text(broken.stat().st_mtime)} — cannot be read")
    for path in autosave_dir().iterdir():
        assert path.stem not in joined


def test_opening_a_file_that_cannot_be_read_says_why(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arknova_desktop.ui.dialogs import menus

    save_dir().mkdir(parents=True, exist_ok=True)
    (save_dir() / "empty.json").write_bytes(b"")
    shown: list[str] = []
    monkeypatch.setattr(
        menus.QMessageBox, "warning", lambda _parent, _title, text: shown.append(text)
    )
    dialog = LoadDialog(save_dir())
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    assert "cannot be read" in dialog.list.item(0).text()
    dialog.accept()
    assert shown == ["“empty.json” cannot be opened. This file is empty: it is not a saved game."]
    assert dialog.chosen is None and dialog.result() != LoadDialog.DialogCode.Accepted
    assert dialog.list.wordWrap()


def test_a_save_time_without_a_locale_reads_as_a_date(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QDateTime, QLocale

    before = QLocale()
    try:
        QLocale.setDefault(QLocale.c())
        moment = QDateTime.fromSecsSinceEpoch(1_800_000_000)
        assert when_text(1_800_000_000.0) == moment.toString("yyyy-MM-dd HH:mm")
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
        assert when_text(1_800_000_000.0) == moment.toString("dd/MM/yyyy HH:mm")
    finally:
        QLocale.setDefault(before)
