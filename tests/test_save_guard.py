"""No move lost (issue 22): an older save never replaces a newer position of its game without the
player's word, one game is open in one copy of the app at a time, a wrong clock never makes a
save unreadable, and a killed write's temporary file is the only one clean-up removes.

The windows' side of it (the questions, the start screen) is in test_ui_open_game.py."""

from __future__ import annotations

import json
import math
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.locks import GameLock, LockError, LockHeld, held_elsewhere, lock_path
from arknova_desktop.logs import one_line
from arknova_desktop.opening import (
    AutosaveUnreadable,
    as_separate_game,
    newer_autosave,
)
from arknova_desktop.saves import (
    EARLIEST_SAVED_AT,
    LATEST_SAVED_AT,
    GameStatus,
    SessionMeta,
    autosave_dir,
    autosave_path,
    list_unfinished,
    load_game,
    new_game_id,
    save_game,
    summary,
)

ROOT = Path(__file__).resolve().parent.parent
VERSIONS = Path(__file__).parent / "save_versions"
HANG_GUARD_S = 300  # only a hang fails on it: the tests' conditions are counts and outcomes


@pytest.fixture(autouse=True)
def saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(folder))
    return folder


class Played:
    """One game of seeded random choices; `save(path, moves)` writes it as it stood after
    `moves` choices, as the app would (the same game id every time)."""

    def __init__(self, moves: int, seed: int = 7, game_id: str | None = None) -> None:
        self.config = GameConfig(players=2, seed=seed, names=("Ann", "Bob"))
        self.seats = ("human", "human")
        self.game_id = game_id or new_game_id()
        game = new_game(self.config)
        chooser = random.Random(seed)
        self.log: list[Any] = []
        while len(self.log) < moves and game.decision is not None:
            self.log.append(chooser.choice(game.decision.options))
            game.apply(self.log[-1])
        assert len(self.log) == moves

    def save(self, path: Path, moves: int, meta: SessionMeta | None = None) -> Path:
        game = new_game(self.config)
        for choice in self.log[:moves]:
            game.apply(choice)
        save_game(path, self.config, self.seats, self.log[:moves], game, meta or self.meta())
        return path

    def meta(self, **changes: Any) -> SessionMeta:
        return SessionMeta(self.game_id, **changes)


# -- an older save never replaces a newer position ---------------------------------------------


def test_an_older_copy_of_a_game_that_went_on_finds_its_newer_autosave(tmp_path: Path) -> None:
    """Save as… at move 100, play on to 300: opening the copy would replace 300 moves by 100."""
    played = Played(300)
    copy = played.save(tmp_path / "Saturday.json", 100)
    autosave = played.save(autosave_path(played.game_id), 300)
    before = autosave.read_bytes()
    loaded = load_game(copy)
    newer = newer_autosave(loaded, copy, autosave_dir())
    assert newer is not None and len(newer.choices) == 300
    assert newer.choices[:100] == loaded.choices
    # As a separate game: the same 100 moves, a new id, where it came from; the newer
    # autosave is left as it is.
    separate = as_separate_game(loaded, copy, autosave_dir())
    assert separate.choices == loaded.choices
    assert separate.meta.game_id != played.game_id
    assert separate.meta.origin is not None
    assert separate.meta.origin.file == "Saturday.json"
    assert separate.meta.origin.saved_at == summary(copy).saved_at
    assert autosave.read_bytes() == before


@pytest.mark.parametrize(
    ("file_moves", "autosave_moves", "newer"),
    [(40, 40, False), (60, 40, False), (40, 60, True)],
    ids=["same-position", "file-further-on", "autosave-further-on"],
)
def test_only_a_position_the_file_does_not_hold_counts_as_newer(
    tmp_path: Path, file_moves: int, autosave_moves: int, newer: bool
) -> None:
    played = Played(60)
    copy = played.save(tmp_path / "copy.json", file_moves)
    played.save(autosave_path(played.game_id), autosave_moves)
    found = newer_autosave(load_game(copy), copy, autosave_dir())
    assert (found is not None) == newer


def test_a_game_that_went_another_way_is_newer_too(tmp_path: Path) -> None:
    played = Played(50, seed=7)
    other = Played(50, seed=8, game_id=played.game_id)  # the same id, other moves
    assert other.log[:5] != played.log[:5]
    copy = played.save(tmp_path / "copy.json", 50)
    other.save(autosave_path(played.game_id), 20)  # shorter, but not the file's past
    assert newer_autosave(load_game(copy), copy, autosave_dir()) is not None


@pytest.mark.parametrize("status", [GameStatus.CONCEDED, GameStatus.ABANDONED])
def test_a_game_that_ended_in_its_autosave_is_newer_than_the_same_moves(
    tmp_path: Path, status: GameStatus
) -> None:
    played = Played(40)
    copy = played.save(tmp_path / "copy.json", 40)
    conceded_by = 0 if status is GameStatus.CONCEDED else None
    played.save(
        autosave_path(played.game_id), 40, played.meta(status=status, conceded_by=conceded_by)
    )
    found = newer_autosave(load_game(copy), copy, autosave_dir())
    assert found is not None and found.meta.status is status


def test_the_autosave_itself_and_a_game_without_one_are_no_conflict(tmp_path: Path) -> None:
    played = Played(30)
    copy = played.save(tmp_path / "copy.json", 30)
    assert newer_autosave(load_game(copy), copy, autosave_dir()) is None  # no autosave
    autosave = played.save(autosave_path(played.game_id), 30)
    assert newer_autosave(load_game(autosave), autosave, autosave_dir()) is None


def test_an_unreadable_autosave_is_neither_played_nor_overwritten(tmp_path: Path) -> None:
    played = Played(30)
    copy = played.save(tmp_path / "copy.json", 30)
    autosave = autosave_path(played.game_id)
    autosave.parent.mkdir(parents=True)
    autosave.write_text("{ damaged", encoding="utf-8")
    with pytest.raises(AutosaveUnreadable):
        newer_autosave(load_game(copy), copy, autosave_dir())
    assert autosave.read_text(encoding="utf-8") == "{ damaged"


def test_an_old_format_file_opened_twice_finds_the_game_it_became(tmp_path: Path) -> None:
    """A version 2 file has no game id: it gets the same one every time it is read, so the
    second opening meets the autosave of the first one's game."""
    old = VERSIONS / "v2.json"
    first = load_game(old)
    assert first.meta.game_id.startswith("legacy-")
    game = first.game
    choices = list(first.choices)
    chooser = random.Random(2)
    for _ in range(10):  # played on after the first opening
        assert game.decision is not None
        choices.append(chooser.choice(game.decision.options))
        game.apply(choices[-1])
    save_game(
        autosave_path(first.meta.game_id), first.config, first.seats, choices, game, first.meta
    )
    second = load_game(old)
    assert second.meta.game_id == first.meta.game_id
    newer = newer_autosave(second, old, autosave_dir())
    assert newer is not None and len(newer.choices) == len(first.choices) + 10


# -- one game in one copy of the app -----------------------------------------------------------


def test_a_game_is_locked_while_it_is_open_and_free_after(saves_folder: Path) -> None:
    folder = autosave_dir()
    game_id = new_game_id()
    assert not held_elsewhere(folder, game_id)
    lock = GameLock.acquire(folder, game_id)
    assert lock.path == lock_path(folder, game_id) and lock.path.is_file()
    assert held_elsewhere(folder, game_id)
    with pytest.raises(LockHeld) as held:  # a second window, even of this copy of the app
        GameLock.acquire(folder, game_id)
    assert held.value.holder.pid == os.getpid()
    assert GameLock.acquire(folder, new_game_id()).held  # other games are free
    lock.release()
    assert not lock.path.exists() and not held_elsewhere(folder, game_id)
    again = GameLock.acquire(folder, game_id)
    assert again.held
    again.release()


HOLDER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from arknova_desktop.locks import GameLock
    lock = GameLock.acquire(Path(sys.argv[1]), sys.argv[2])
    print("locked", flush=True)
    sys.stdin.read()  # hold it until told, or killed
    """
)


def test_a_lock_of_another_copy_is_respected_and_a_killed_copys_taken_over(
    saves_folder: Path,
) -> None:
    folder = autosave_dir()
    game_id = new_game_id()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder), game_id],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "locked"
        with pytest.raises(LockHeld) as held:
            GameLock.acquire(folder, game_id)
        assert held.value.holder.pid == child.pid
        assert held_elsewhere(folder, game_id)
        child.send_signal(signal.SIGKILL)  # killed: its lock file stays behind
        child.wait(timeout=HANG_GUARD_S)
    finally:
        if child.poll() is None:
            child.kill()
    assert lock_path(folder, game_id).exists()
    assert not held_elsewhere(folder, game_id)
    lock = GameLock.acquire(folder, game_id)  # a stale lock is taken over
    assert lock.held
    lock.release()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs mkfifo")
def test_a_pipe_in_place_of_the_lock_file_is_no_lock_and_no_hang(saves_folder: Path) -> None:
    folder = autosave_dir()
    folder.mkdir(parents=True)
    game_id = new_game_id()
    os.mkfifo(lock_path(folder, game_id))
    with pytest.raises(LockError):
        GameLock.acquire(folder, game_id)
    assert not held_elsewhere(folder, game_id)


def test_two_sessions_on_one_game_are_refused_by_its_lock(qapp: Any, saves_folder: Path) -> None:
    """The first copy's session holds the lock until its window closes; then the game may be
    opened again, and its moves are all there."""
    from ui_helpers import choose

    from arknova_desktop.session import GameSession

    config = GameConfig(players=2, seed=3)
    meta = SessionMeta(new_game_id())
    first = GameSession(
        config,
        autosave_dir=autosave_dir(),
        meta=meta,
        lock=GameLock.acquire(autosave_dir(), meta.game_id),
    )
    first.start()
    chooser = random.Random(3)
    for _ in range(12):
        assert first.decision is not None
        choose(first, chooser.choice(first.decision.options))
    with pytest.raises(LockHeld):
        GameLock.acquire(autosave_dir(), meta.game_id)
    moves = len(first.choices)
    first.close()
    again = GameLock.acquire(autosave_dir(), meta.game_id)
    assert len(load_game(autosave_path(meta.game_id)).choices) == moves
    again.release()


# -- a wrong clock -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clock",
    [-157_766_400.0, -1.0, 0.0, -1e15, 1e15, math.inf, -math.inf, math.nan],
    ids=["1965", "a-second-before-1970", "1970", "far-past", "far-future", "inf", "-inf", "nan"],
)
def test_a_wrong_clock_never_makes_a_save_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clock: float
) -> None:
    """Write what you will accept, and accept what you wrote: a dead CMOS battery (a clock
    before 1970), a clock in the far future, or none at all."""
    played = Played(20)
    monkeypatch.setattr("arknova_desktop.saves.time.time", lambda: clock)
    path = played.save(autosave_path(played.game_id), 20)
    saved_at = json.loads(path.read_text(encoding="utf-8"))["saved_at"]
    assert EARLIEST_SAVED_AT <= saved_at <= LATEST_SAVED_AT
    if math.isfinite(clock) and EARLIEST_SAVED_AT <= clock <= LATEST_SAVED_AT:
        assert saved_at == clock
    assert load_game(path).choices == tuple(played.log)
    assert summary(path).saved_at == saved_at
    assert [entry.path for entry in list_unfinished()] == [path]


# -- temporary files of killed writes ------------------------------------------------------------


def test_writing_a_save_keeps_another_copys_temporary_file_of_the_same_save(
    tmp_path: Path,
) -> None:
    """Two copies of the app saving the same file: one copy's clean-up must not delete the
    temporary file the other is about to rename (the spurious "could not be saved")."""
    from arknova_desktop.locks import locked_while_writing
    from arknova_desktop.saves import STALE_TEMP_S, write_atomic

    target = tmp_path / "game.json"
    theirs = tmp_path / ".game.json.other.tmp"
    theirs.write_text('{"half": ', encoding="utf-8")
    long_ago = time.time() - 10 * STALE_TEMP_S  # even when its writer is slow
    os.utime(theirs, (long_ago, long_ago))
    fd = os.open(theirs, os.O_RDWR)
    try:
        with locked_while_writing(fd):
            for text in ("{}", "[]", "{}"):
                write_atomic(target, text, durable=False)
                assert theirs.exists()
            os.replace(theirs, target)  # the other copy finishes its write: it is whole
    finally:
        os.close(fd)
    assert target.read_text(encoding="utf-8") == '{"half": '


# -- one line on a terminal ----------------------------------------------------------------------


def test_one_line_escapes_line_breaks_and_terminal_sequences() -> None:
    name = "evil\nname\r\x1b[31mred\x07\u200b\u2028.json"
    shown = one_line(f"arknova: cannot load {name}: This file is empty.")
    assert "\n" not in shown and "\r" not in shown and "\x1b" not in shown
    assert shown.isprintable()
    assert shown == (
        "arknova: cannot load evil\\nname\\r\\x1b[31mred\\x07\\u200b\\u2028.json: "
        "This file is empty."
    )
    assert one_line("Zoo “Ark” — 2 Dec, ½") == "Zoo “Ark” — 2 Dec, ½"  # printable stays


def test_load_prints_a_hostile_file_name_on_one_line(
    tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from arknova_desktop.__main__ import main
    from arknova_desktop.ui import app

    bad = tmp_path / "two\nlines\x1b]0;owned\x07.json"
    bad.write_text("", encoding="utf-8")
    monkeypatch.setattr(app.QMessageBox, "warning", lambda *_args: None)
    monkeypatch.setattr(app, "StartDialog", None)  # must not be reached
    assert main(["--load", str(bad)]) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "\x1b" not in said and "\x07" not in said
    assert "two\\nlines\\x1b]0;owned\\x07.json: This file is empty" in said
