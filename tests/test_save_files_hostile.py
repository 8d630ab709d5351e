"""Files that are not saved games never hang or crash a loader: a pipe, a device, a folder, a
file far too large, an empty file; a byte order mark is harmless. Nothing is read without
bound and no open blocks (issue: a FIFO named *.json used to block every loader for ever)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from arknova_desktop.saves import MAX_BYTES, SaveError, load_game, read_json, read_limited

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pipes and /dev are POSIX")


@posix_only
def test_a_pipe_is_refused_without_opening_it(tmp_path: Path) -> None:
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)  # nobody writes to it: an open for reading would block for ever
    with pytest.raises(SaveError, match="This is a pipe, not a saved game"):
        load_game(pipe)


@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_an_endless_device_is_refused(tmp_path: Path, device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"{device} is not on this system")
    link = tmp_path / "game.json"
    link.symlink_to(device)
    with pytest.raises(SaveError, match="This is a device, not a saved game"):
        read_json(link)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "game.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="This is a folder, not a saved game"):
        load_game(folder)


def test_never_more_than_the_limit_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2048)
    assert read_limited(big, 4096) == b" " * 2048
    with pytest.raises(SaveError, match="too large"):
        read_limited(big, 1024)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:  # sparse: reported size above the limit, nothing to read
        handle.truncate(MAX_BYTES + 1)
    with pytest.raises(SaveError, match="far too large"):
        read_json(huge)


def test_empty_and_blank_files_say_so(tmp_path: Path) -> None:
    for text in ("", "  \n\t"):
        path = tmp_path / "blank.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(SaveError, match="This file is empty"):
            read_json(path)


def test_a_byte_order_mark_is_harmless(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + b'{"format": "arknova-desktop-save"}')
    assert read_json(path) == {"format": "arknova-desktop-save"}


@posix_only
def test_smoke_test_on_a_pipe_exits_2_with_one_line(tmp_path: Path) -> None:
    import subprocess

    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ARKNOVA_SAVE_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "arknova_desktop", "--smoke-test", str(pipe)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,  # it used to block for ever
    )
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines == [f"arknova --smoke-test: cannot load {pipe}: This is a pipe, not a saved game."]


def test_temp_files_of_a_killed_write_go_at_the_next_save(tmp_path: Path) -> None:
    from arknova_desktop.saves import write_atomic

    target = tmp_path / "game.json"
    left = tmp_path / ".game.json.abc123.tmp"  # a write of this file killed half-way
    left.write_text("{", encoding="utf-8")
    other = tmp_path / ".other.json.def456.tmp"  # another file's, just now: maybe being written
    other.write_text("{", encoding="utf-8")
    old = tmp_path / ".older.json.ghi789.tmp"  # another file's, long ago
    old.write_text("{", encoding="utf-8")
    os.utime(old, (1, 1))
    write_atomic(target, "{}", durable=False)
    assert target.read_text(encoding="utf-8") == "{}"
    assert not left.exists() and not old.exists()
    assert other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.def456.tmp", "game.json"]


def test_a_name_too_long_for_a_save_is_refused_at_the_start(tmp_path: Path) -> None:
    """The app never writes a save it would refuse: a seat's name has a bound, at the start
    screen and in the setup, and a save holding a longer one is refused with words."""
    import json

    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.engine.config import MAX_NAME_LENGTH
    from arknova_desktop.saves import save_game

    assert GameConfig(players=2, names=("A" * MAX_NAME_LENGTH, "Bo")).names[0] == "A" * 40
    with pytest.raises(ValueError, match="at most 40 characters"):
        GameConfig(players=2, names=("A" * (MAX_NAME_LENGTH + 1), "Bo"))
    config = GameConfig(players=2, seed=1, names=("Ada", "Bo"))
    path = tmp_path / "game.json"
    save_game(path, config, ("human", "human"), [], new_game(config))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"]["names"][0] = "A" * 10_000
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="game setup is not valid: a player's name"):
        load_game(path)


def test_the_start_screen_bounds_a_name(qapp) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine.config import MAX_NAME_LENGTH
    from arknova_desktop.ui.start_dialog import StartDialog

    dialog = StartDialog()
    assert all(edit.maxLength() == MAX_NAME_LENGTH for edit in dialog.names)
