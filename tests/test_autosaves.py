"""One autosave per game (save version 3): where autosaves live, the unfinished games the start
screen lists, the move of an older version's single autosave, deleting a save."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.saves import (
    AUTOSAVE,
    GameStatus,
    SaveError,
    SessionMeta,
    autosave_dir,
    autosave_path,
    delete_save,
    list_saves,
    list_unfinished,
    load_game,
    new_game_id,
    save_data,
    save_dir,
    save_game,
    summary,
)


@pytest.fixture(autouse=True)
def saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(folder))
    return folder


_GAMES: dict[tuple[int, int, int], tuple[GameConfig, list[Any], Any]] = {}


def short_game(
    players: int = 2, seed: int = 1, decisions: int = 30
) -> tuple[GameConfig, list, Any]:
    key = (players, seed, decisions)
    if key not in _GAMES:
        config = GameConfig(players=players, seed=seed)
        game = new_game(config)
        chooser = random.Random(seed)
        log: list[Any] = []
        while len(log) < decisions and game.decision is not None:
            log.append(chooser.choice(game.decision.options))
            game.apply(log[-1])
        _GAMES[key] = (config, log, game)
    return _GAMES[key]


def autosave(
    meta: SessionMeta, seed: int = 1, saved_at: float | None = None, decisions: int = 30
) -> Path:
    """An autosave of a short game, as the session writes it (with its date set)."""
    config, log, game = short_game(2, seed, decisions)
    path = autosave_path(meta.game_id)
    save_game(path, config, ("human", "bot"), log, game, meta)
    if saved_at is not None:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["saved_at"] = saved_at
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def as_version_2(data: dict[str, Any]) -> dict[str, Any]:
    data = dict(data, version=2, snapshot=dict(data["snapshot"]))
    del data["session"], data["snapshot"]["maps"]
    return data


# -- where autosaves live --------------------------------------------------------------------------


def test_autosave_dir_and_path(saves_folder: Path) -> None:
    assert autosave_dir() == saves_folder / "autosaves" == save_dir() / "autosaves"
    game_id = new_game_id()
    assert autosave_path(game_id) == saves_folder / "autosaves" / f"{game_id}.json"
    assert autosave_path("legacy-0123456789abcdef").name == "legacy-0123456789abcdef.json"


@pytest.mark.parametrize(
    "game_id",
    [
        "",
        "../x",
        "..",
        "a/b",
        "a\\b",
        "/abs",
        "x.json",
        "ABC",
        "a b",
        "a" * 65,
        "con",
        "lpt1",
        "-x",
        "_x",
        "x\n",
        "é",
    ],
)
def test_autosave_path_refuses_an_id_that_could_name_another_file(game_id: str) -> None:
    with pytest.raises(SaveError, match="not a valid game id"):
        autosave_path(game_id)


# -- two games keep two autosaves ------------------------------------------------------------------


def test_two_games_one_after_the_other_keep_two_autosaves() -> None:
    first, second = SessionMeta(new_game_id()), SessionMeta(new_game_id())
    autosave(first, seed=1)
    autosave(second, seed=2)
    assert sorted(p.name for p in autosave_dir().iterdir()) == sorted(
        [f"{first.game_id}.json", f"{second.game_id}.json"]
    )
    assert {s.game_id for s in list_unfinished()} == {first.game_id, second.game_id}
    assert load_game(autosave_path(first.game_id)).config.seed == 1
    assert load_game(autosave_path(second.game_id)).config.seed == 2


def test_two_sessions_one_after_the_other_keep_two_autosaves(qapp: Any) -> None:
    from arknova_desktop.session import GameSession

    for seed in (3, 4):
        config, log, _game = short_game(2, seed)
        session = GameSession(config, ("human", "bot"), choices=log, autosave_dir=autosave_dir())
        session.autosave()
    listed = list_unfinished()
    assert len(listed) == 2, [p.name for p in autosave_dir().iterdir()]
    assert {s.path.parent for s in listed} == {autosave_dir()}
    assert {load_game(s.path).config.seed for s in listed} == {3, 4}
    assert len({s.game_id for s in listed}) == 2
    assert {s.path.stem for s in listed} == {s.game_id for s in listed}


# -- the unfinished games --------------------------------------------------------------------------


def test_list_unfinished_newest_first_without_finished_conceded_abandoned_or_broken() -> None:
    old = autosave(SessionMeta(new_game_id()), seed=1, saved_at=1000.0)
    new = autosave(SessionMeta(new_game_id(), awaiting_end_turn=True), seed=2, saved_at=3000.0)
    middle = autosave(SessionMeta(new_game_id()), seed=3, saved_at=2000.0)
    conceded = SessionMeta(new_game_id(), status=GameStatus.CONCEDED, conceded_by=1)
    autosave(conceded, seed=4, saved_at=4000.0)
    autosave(SessionMeta(new_game_id(), status=GameStatus.ABANDONED), seed=5, saved_at=5000.0)
    config, log, game = short_game(1, 8, decisions=10_000)
    assert game.is_over
    finished = autosave_path(new_game_id())
    save_game(finished, config, ("human",), log, game, SessionMeta(finished.stem))
    (autosave_dir() / "broken.json").write_text("{", encoding="utf-8")
    (autosave_dir() / "bad-status.json").write_text(
        json.dumps({**json.loads(old.read_text(encoding="utf-8")), "session": {"status": "won"}}),
        encoding="utf-8",
    )
    (autosave_dir() / "notes.txt").write_text("hello", encoding="utf-8")
    listed = list_unfinished()
    assert [s.path for s in listed] == [new, middle, old]
    assert all(s.status is GameStatus.PLAYING and not s.finished for s in listed)
    assert listed[0].players == ("Player 1", "Player 2") and listed[0].seats == ("human", "bot")
    assert listed[0].maps == ("A", "A") and listed[0].saved_at == 3000.0
    # the Open dialog's list still shows the broken files with their problem
    problems = [e for e in list_saves(autosave_dir()) if isinstance(e, tuple)]
    assert {p.name for p, _ in problems} == {"broken.json", "bad-status.json"}


def test_list_unfinished_without_a_folder_and_with_stale_temp_files() -> None:
    assert list_unfinished() == []
    path = autosave(SessionMeta(new_game_id()))
    stale = autosave_dir() / f".{path.name}.abc123.tmp"
    fresh = autosave_dir() / f".{path.name}.def456.tmp"
    stale.write_text("{", encoding="utf-8")
    fresh.write_text("{", encoding="utf-8")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    assert [s.path for s in list_unfinished()] == [path]
    assert not stale.exists() and fresh.exists(), "only a temp file left by a killed write goes"


def test_the_single_autosave_of_an_older_version_is_moved_once(saves_folder: Path) -> None:
    config, log, game = short_game(2, 6)
    legacy = saves_folder / AUTOSAVE
    saves_folder.mkdir(parents=True)
    legacy.write_text(
        json.dumps(as_version_2(save_data(config, ("human", "human"), log, game))),
        encoding="utf-8",
    )
    content = legacy.read_bytes()
    game_id = summary(legacy).game_id
    assert game_id.startswith("legacy-")
    listed = list_unfinished()
    assert [s.path for s in listed] == [autosave_dir() / f"{game_id}.json"]
    assert not legacy.exists()
    assert listed[0].path.read_bytes() == content, "moved as it was"
    assert listed[0].maps == ()
    assert [s.path for s in list_unfinished()] == [listed[0].path]  # once
    loaded = load_game(listed[0].path)
    assert loaded.meta.game_id == game_id and loaded.choices == tuple(log)


def test_a_legacy_autosave_never_overwrites_an_autosave(saves_folder: Path) -> None:
    config, log, game = short_game(2, 6)
    data = as_version_2(save_data(config, ("human", "human"), log, game))
    saves_folder.mkdir(parents=True)
    legacy = saves_folder / AUTOSAVE
    legacy.write_text(json.dumps(data), encoding="utf-8")
    target = autosave_dir() / f"{summary(legacy).game_id}.json"
    autosave_dir().mkdir(parents=True)
    target.write_text("kept", encoding="utf-8")
    assert list_unfinished() == []  # the target is broken: not listed, not replaced
    assert target.read_text(encoding="utf-8") == "kept"
    assert legacy.exists()


def test_an_unreadable_legacy_autosave_is_left_alone(saves_folder: Path) -> None:
    saves_folder.mkdir(parents=True)
    legacy = saves_folder / AUTOSAVE
    legacy.write_text('{"format": "arknova-desktop-save", "version": 2', encoding="utf-8")
    assert list_unfinished() == []
    assert legacy.read_text(encoding="utf-8").endswith('"version": 2')
    assert not autosave_dir().exists() or not list(autosave_dir().iterdir())


# -- deleting a save -------------------------------------------------------------------------------


def test_delete_save_in_the_save_folder(saves_folder: Path) -> None:
    path = autosave(SessionMeta(new_game_id()))
    own = saves_folder / "mine.json"
    own.write_text("{}", encoding="utf-8")
    delete_save(path)
    delete_save(own)
    assert not path.exists() and not own.exists()
    assert list_unfinished() == []
    delete_save(path)  # already gone: nothing to do


def test_delete_save_refuses_a_path_outside_the_save_folder(
    tmp_path: Path, saves_folder: Path
) -> None:
    outside = tmp_path / "elsewhere" / "game.json"
    outside.parent.mkdir()
    outside.write_text("{}", encoding="utf-8")
    autosave_dir().mkdir(parents=True)
    for path in (
        outside,
        autosave_dir() / ".." / ".." / "elsewhere" / "game.json",
        saves_folder,
        autosave_dir(),
        Path("game.json"),
    ):
        with pytest.raises(SaveError, match="Only a saved game in the save folder"):
            delete_save(path)
    assert outside.exists()
    notes = saves_folder / "notes.txt"
    notes.write_text("x", encoding="utf-8")
    with pytest.raises(SaveError):
        delete_save(notes)
    assert notes.exists()
    folder = saves_folder / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="folder"):
        delete_save(folder)
    assert folder.is_dir()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_delete_save_removes_a_link_not_what_it_points_to(
    tmp_path: Path, saves_folder: Path
) -> None:
    outside = tmp_path / "precious.json"
    outside.write_text("{}", encoding="utf-8")
    saves_folder.mkdir(parents=True)
    link = saves_folder / "link.json"
    try:
        link.symlink_to(outside)
    except OSError:
        pytest.skip("symbolic links are not allowed here")
    delete_save(link)
    assert not link.is_symlink() and outside.exists()
    folder_link = saves_folder / "out"
    folder_link.symlink_to(tmp_path, target_is_directory=True)
    with pytest.raises(SaveError):
        delete_save(folder_link / "precious.json")
    assert outside.exists()


def test_a_failing_autosave_shows_one_banner_and_the_game_goes_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
    from ui_helpers import choose as choose_at_screen
    from ui_helpers import make_window, pass_on, settle

    from arknova_desktop.session import GameSession

    blocker = tmp_path / "saves"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = GameSession(GameConfig(players=2, seed=33), autosave_path=blocker / "auto.json")
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    display_at = window.display_view.mapTo(window, window.display_view.rect().topLeft())
    for _ in range(3):
        pass_on(session)
        choose_at_screen(session, session.table_decision.options[0])  # type: ignore[union-attr]
        settle()
    banner = window.autosave_banner
    assert banner.isVisible()
    # It floats over the table: nothing under it moved or changed size.
    assert window.display_view.mapTo(window, window.display_view.rect().topLeft()) == display_at
    text = window.autosave_text.text()
    assert text.startswith("Your game could not be saved automatically: where the save folder")
    assert "Save as" in text and "Errno" not in text
    # Non-modal: no message box, the table still answers.
    assert not any(
        isinstance(w, QMessageBox) for w in QApplication.topLevelWidgets() if w.isVisible()
    )
    assert window.centralWidget().isEnabled()
    dismiss = banner.findChild(QPushButton, "autosave_dismiss")
    assert dismiss is not None
    qtbot.mouseClick(dismiss, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()
    pass_on(session)
    choose_at_screen(session, session.table_decision.options[0])  # type: ignore[union-attr]
    settle()
    assert not banner.isVisible(), "said once, not at every choice"


def test_quitting_while_the_game_cannot_be_saved_asks_first(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Nothing is lost without the player knowing: closing the window while the autosave
    fails asks (without blocking the window) whether to quit without saving."""
    from PySide6.QtWidgets import QMessageBox
    from ui_helpers import choose as choose_at_screen
    from ui_helpers import make_window, pass_on, settle

    from arknova_desktop.session import GameSession

    blocker = tmp_path / "saves"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = GameSession(GameConfig(players=2, seed=33), autosave_path=blocker / "auto.json")
    window = make_window(qtbot, session)
    pass_on(session)
    choose_at_screen(session, session.table_decision.options[0])  # type: ignore[union-attr]
    settle()

    def question() -> QMessageBox:
        box = window.findChild(QMessageBox, "quit_unsaved")
        assert box is not None and box.isVisible()
        return box

    def press(box: QMessageBox, words: str) -> None:
        (button,) = [b for b in box.buttons() if b.text() == words]
        button.click()
        settle()

    window.close()
    settle()
    assert window.isVisible(), "not closed while the game cannot be saved"
    box = question()
    assert "could not be saved: where the save folder should be" in box.text()
    assert "Save as" in box.text() and "Errno" not in box.text()
    press(box, "Back to the game")
    assert window.isVisible()
    window.close()
    settle()
    press(question(), "Quit without saving")
    assert not window.isVisible()


def test_quitting_when_the_autosave_works_asks_nothing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox
    from ui_helpers import make_window, settle

    from arknova_desktop.session import GameSession

    session = GameSession(GameConfig(players=2, seed=33), autosave_path=tmp_path / "auto.json")
    window = make_window(qtbot, session)
    window.close()
    settle()
    assert not window.isVisible()
    assert window.findChild(QMessageBox, "quit_unsaved") is None
    assert (tmp_path / "auto.json").is_file()
