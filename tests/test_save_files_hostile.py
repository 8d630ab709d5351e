"""Files that are not saved games never hang or crash a loader: a pipe, a device, a folder, a
file far too large, an empty file; a byte order mark is harmless. Nothing is read without
bound and no open blocks (issue: a FIFO named *.json used to block every loader for ever).

The loader and the load screen check a save record by one rule (`saves.check_save`): each
refusal is one sentence in words, the same from both, and leaves the file as it was."""

from __future__ import annotations

import copy
import json
import os
import random
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.saves import (
    MAX_BYTES,
    VERSION,
    GameStatus,
    SaveError,
    SaveSummary,
    SessionMeta,
    check_save,
    load_game,
    read_json,
    read_limited,
    save_data,
    summary,
)

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


def test_temp_files_of_a_killed_write_go_at_the_next_save_when_old_and_unused(
    tmp_path: Path,
) -> None:
    """Clean-up removes only temporary files that are old enough and that nobody is writing:
    another copy of the app may be about to rename the one it is writing (issue 22)."""
    from arknova_desktop.locks import locked_while_writing
    from arknova_desktop.saves import STALE_TEMP_S, write_atomic

    def temp(name: str, age_s: float) -> Path:
        path = tmp_path / name
        path.write_text("{", encoding="utf-8")
        when = time.time() - age_s
        os.utime(path, (when, when))
        return path

    target = tmp_path / "game.json"
    killed = temp(".game.json.abc123.tmp", STALE_TEMP_S + 5)  # a write of this file, killed
    just_now = temp(".game.json.def456.tmp", 1)  # this file's, just now: maybe being written
    other = temp(".other.json.ghi789.tmp", 1)  # another file's, just now
    old = temp(".older.json.jkl012.tmp", 10 * STALE_TEMP_S)  # another file's, long ago
    writing = temp(".slow.json.mno345.tmp", 10 * STALE_TEMP_S)  # old, but still being written
    fd = os.open(writing, os.O_RDWR)
    try:
        with locked_while_writing(fd):
            write_atomic(target, "{}", durable=False)
    finally:
        os.close(fd)
    assert target.read_text(encoding="utf-8") == "{}"
    assert not killed.exists() and not old.exists()
    assert just_now.exists() and other.exists() and writing.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [just_now.name, other.name, writing.name, "game.json"]
    )


def test_a_name_too_long_for_a_save_is_refused_at_the_start(tmp_path: Path) -> None:
    """The app never writes a save it would refuse: a seat's name has a bound, at the start
    screen and in the setup, and a save holding a longer one is refused with words."""
    import json

    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.engine.kernel.config import MAX_NAME_LENGTH
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


@pytest.mark.parametrize("name", ["Ann\nBo", "Ann\tBo", "A\x00", "A\x1b[31m", "A\u202eB"])
def test_a_name_with_control_characters_is_refused(tmp_path: Path, name: str) -> None:
    import json

    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.saves import save_game

    with pytest.raises(ValueError, match="line breaks or control characters"):
        GameConfig(players=2, names=(name, "Bo"))
    assert GameConfig(players=2, names=("Zoë O'Brien-Łukasz", "李")).names[1] == "李"
    config = GameConfig(players=2, seed=1, names=("Ada", "Bo"))
    path = tmp_path / "game.json"
    save_game(path, config, ("human", "human"), [], new_game(config))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"]["names"][0] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="control characters"):
        load_game(path)


def test_the_start_screen_bounds_a_name(qapp) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine.kernel.config import MAX_NAME_LENGTH
    from arknova_desktop.ui.dialogs.start_dialog import StartDialog

    dialog = StartDialog()
    assert all(edit.maxLength() == MAX_NAME_LENGTH for edit in dialog.names)


def test_the_start_screen_keeps_control_characters_out_of_a_name(qapp) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.start_dialog import StartDialog

    dialog = StartDialog()
    dialog.players.setValue(2)
    first, second = dialog.names[:2]
    first.clear()
    first.insert("Ann\nBo\x1b")  # as a paste would bring it
    assert first.text() == "Ann Bo"
    second.setText("Zoë\u202e")  # set by code: cleaned when the game is set up
    config, _seats = dialog.config()
    assert config.names == ("Ann Bo", "Zoë")


# -- one check of the save record, shared by the loader and the load screen ---------------------
#
# `saves.check_save` is the check `load_game` (through `parse_save`) and `summary` (the Open
# dialog, the start screen's unfinished games) both make: whatever it refuses, both refuse with
# the same words; what it accepts only a replay can still refuse.

CORPUS = Path(__file__).parent / "save_corpus"
REPLAY_REASONS = ("is not a legal move", "does not match the state stored in the file")
GAME_ID = "0123456789abcdef0123456789abcdef"
CARD_CODE = re.compile(r"\b[ASPF]\d{3}\b")


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def _real_save(
    players: int = 2,
    seats: tuple[str, ...] | None = None,
    moves: int = 12,
    meta: SessionMeta | None = None,
) -> dict[str, Any]:
    """The record the app writes for a short real game."""
    config = GameConfig(players=players, seed=40 + players)
    game = new_game(config)
    chooser = random.Random(players)
    log: list[Any] = []
    while len(log) < moves and not game.is_over:
        assert game.decision is not None
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    seats = seats or ("human",) * players
    return save_data(config, seats, log, game, meta or SessionMeta(GAME_ID))


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))  # any write would change it
    return path


def refused(path: Path, *words: str) -> str:
    """Both loaders refuse the file with the same one sentence holding `words`; the file is
    unchanged (bytes and mtime)."""
    before = fingerprint(path)
    with pytest.raises(SaveError) as loading:
        load_game(path)
    message = str(loading.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    assert "\n" not in message and len(message) < 400, message
    assert message[0].isupper() and message.endswith("."), message
    assert not CARD_CODE.search(message), f"a card code in {message!r}"
    if not any(reason in message for reason in REPLAY_REASONS):
        with pytest.raises(SaveError) as listing:
            summary(path)
        assert str(listing.value) == message
    assert fingerprint(path) == before, "a load changed the file"
    return message


def test_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    refused(path, "This file is empty", "not a saved game")


def test_a_real_save_with_a_byte_order_mark_loads_unchanged(tmp_path: Path) -> None:
    data = _real_save()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    before = fingerprint(path)
    assert load_game(path).meta.game_id == GAME_ID
    assert summary(path).game_id == GAME_ID
    assert fingerprint(path) == before


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('{"format": "arknova-desktop-save", "name": "Jörg"}'.encode("latin-1"))
    refused(path, "not a saved game", "not text (not UTF-8)")


def test_a_file_that_is_not_json_says_where(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{\n  "format": "arknova-desktop-save",\n  version: 4\n}', encoding="utf-8")
    refused(path, "not valid JSON at line 3, column 3")


@pytest.mark.parametrize("format_", [None, "arknova-save", 4, ["arknova-desktop-save"]])
def test_a_file_that_is_not_an_ark_nova_save(tmp_path: Path, format_: object) -> None:
    data = _real_save()
    if format_ is None:
        del data["format"]
    else:
        data["format"] = format_
    refused(_write(tmp_path / "other.json", data), "This is not an Ark Nova Desktop saved game.")


def test_a_save_from_a_newer_version(tmp_path: Path) -> None:
    data = _real_save()
    data["version"] = VERSION + 1
    data["config"]["new_rule"] = True  # a newer version may hold anything: the version speaks
    refused(
        _write(tmp_path / "newer.json", data),
        "made by a newer version of Ark Nova Desktop",
        "update the app",
    )


@pytest.mark.parametrize(
    ("move", "record", "why"),
    [
        (3, 7, "it is not a move record"),
        (5, {"kind": "teleport"}, "a kind of move this version of the app does not know"),
        (8, {"kind": "discard_card"}, "a part of it is missing, unknown or of the wrong type"),
    ],
)
def test_a_damaged_choice_log_names_the_move(
    tmp_path: Path, move: int, record: object, why: str
) -> None:
    data = _real_save()
    data["choices"][move - 1] = record
    refused(_write(tmp_path / "moves.json", data), f"Move {move} in the save file is damaged", why)


def test_an_illegal_move_names_the_move_and_no_card(tmp_path: Path) -> None:
    data = _real_save()
    data["choices"][6] = data["choices"][0]  # keeping starting cards again, mid-game
    assert data["choices"][0]["kind"] == "keep_cards"
    assert summary(_write(tmp_path / "illegal.json", data)).game_id == GAME_ID  # no replay
    refused(tmp_path / "illegal.json", "Move 7 in the save file is not a legal move")


def test_a_state_that_does_not_match_its_log(tmp_path: Path) -> None:
    data = _real_save()
    data["choices"] = data["choices"][:-1]
    refused(_write(tmp_path / "short.json", data), "does not match the state stored in the file")


@pytest.mark.parametrize(
    ("part", "words"),
    [
        ((), "top-level record"),
        (("config",), "game setup"),
        (("session",), "session record"),
        (("snapshot",), "summary"),
    ],
    ids=["top", "config", "session", "snapshot"],
)
def test_an_unknown_field_is_refused_alike_in_every_part(
    tmp_path: Path, part: tuple[str, ...], words: str
) -> None:
    data = _real_save()
    where = data
    for key in part:
        where = where[key]
    where["cheat"] = "x"
    refused(
        _write(tmp_path / "unknown.json", data),
        f"The save file's {words} has fields this version does not know: “cheat”.",
    )


@pytest.mark.parametrize(
    ("levels", "words"),
    [
        (None, "computer levels are damaged (one per seat is needed)"),
        ("hard", "computer levels are damaged (one per seat is needed)"),
        (["", "hard", "easy"], "computer levels are damaged (one per seat is needed)"),
        (["", 3], "computer levels are damaged (one per seat is needed)"),
        (["", "Hard"], "a computer plays at one of easy, medium, hard"),
        (["", ""], "a computer plays at one of easy, medium, hard"),
        (["", "x" * 100_000 + "\n"], "a computer plays at one of easy, medium, hard"),
        (["medium", "medium"], "a human seat has no level"),
    ],
    ids=["missing", "text", "three", "number", "capital", "empty", "huge", "human"],
)
def test_a_garbled_level_is_refused(tmp_path: Path, levels: object, words: str) -> None:
    """A human and a computer: the computer's level must be one the app knows, the human's
    empty; the file's own text is never repeated in the message."""
    data = _real_save(seats=("human", "bot"))
    assert data["levels"] == ["", "medium"]  # the default level of a computer seat
    if levels is None:
        del data["levels"]
    else:
        data["levels"] = levels
    message = refused(_write(tmp_path / "levels.json", data), words)
    assert "xxx" not in message and len(message) < 200


def test_many_long_unknown_fields_give_one_short_line(tmp_path: Path) -> None:
    data = _real_save()
    data["snapshot"].update({f"{'x' * 5000}\n{i}": i for i in range(1000)})
    message = refused(
        _write(tmp_path / "flood.json", data),
        "summary has fields this version does not know",
        "995 more",
    )
    assert len(message) < 400


@pytest.mark.parametrize(
    ("saved_at", "words"),
    [
        (None, "does not say when it was saved"),
        (True, "time of saving is damaged"),
        (-4e10, "between the years 940 and 3000"),
        ("2026-01-01", "time of saving is damaged"),
        (1e300, "between the years 940 and 3000"),
        (10**400, "time of saving is damaged"),
    ],
    ids=["missing", "bool", "far-past", "text", "far-future", "400-digits"],
)
def test_saved_at_is_a_finite_time(tmp_path: Path, saved_at: object, words: str) -> None:
    data = _real_save()
    if saved_at is None:
        del data["saved_at"]
    else:
        data["saved_at"] = saved_at
    refused(_write(tmp_path / "when.json", data), words)


def test_saved_at_may_be_a_whole_number_zero_or_before_1970(tmp_path: Path) -> None:
    """A clock before 1970 (a dead CMOS battery) writes a negative time: still a save."""
    data = _real_save()
    for when in (0, 1_790_000_000, -1, -157_766_400):
        data["saved_at"] = when
        path = _write(tmp_path / "when.json", data)
        assert summary(path).saved_at == float(when)
        assert load_game(path).meta.game_id == GAME_ID


@pytest.mark.parametrize(
    ("app_version", "words"),
    [
        (None, "does not say which version of the app wrote it"),
        ("", "app version is damaged"),
        (4, "app version is damaged"),
        ("1." * 100, "app version is damaged"),
    ],
    ids=["missing", "empty", "number", "long"],
)
def test_app_version_is_a_short_text(tmp_path: Path, app_version: object, words: str) -> None:
    data = _real_save()
    if app_version is None:
        del data["app_version"]
    else:
        data["app_version"] = app_version
    refused(_write(tmp_path / "app.json", data), words)


# -- seats, setup, session and snapshot agree ----------------------------------------------------


def _players(count: int) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["snapshot"].update(players=[f"Player {i + 1}" for i in range(count)])


INCONSISTENT: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("more-seats", lambda d: d.update(seats=["human", "bot", "bot"]), "3 seats for 2 players"),
    ("fewer-seats", lambda d: d.update(seats=["bot"]), "1 seat for 2 players"),
    ("more-players", _players(3), "summary lists 3 players, but its game setup has 2"),
    ("fewer-players", _players(1), "summary lists 1 player, but its game setup has 2"),
    (
        "other-names",
        lambda d: d["snapshot"].update(players=["Player 2", "Player 1"]),
        "player names in the save file's summary are not those of its setup",
    ),
    (
        "conceded-no-such-seat",
        lambda d: d["session"].update(status="conceded", conceded_by=2),
        "seat 2 conceded, but the game has seats 0 to 1",
    ),
    (
        "awaiting-conceded",
        lambda d: d["session"].update(status="conceded", conceded_by=0, awaiting_end_turn=True),
        "a turn waits to be ended, but the game is conceded",
    ),
    (
        "awaiting-no-move",
        lambda d: (d.update(choices=[]), d["session"].update(awaiting_end_turn=True)),
        "a turn waits to be ended, but no move was made yet",
    ),
    ("turn-negative", lambda d: d["snapshot"].update(turn=-3), "summary is damaged"),
    (
        "digest-not-sha256",
        lambda d: d["snapshot"].update(digest="0" * 63),
        "its fingerprint is not valid",
    ),
]


@pytest.mark.parametrize(
    ("change", "words"), [case[1:] for case in INCONSISTENT], ids=[c[0] for c in INCONSISTENT]
)
def test_the_parts_of_a_save_must_agree(
    tmp_path: Path, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    data = _real_save()
    load_game(_write(tmp_path / "good.json", data))  # as the app wrote it, it loads
    change(data)
    refused(_write(tmp_path / "bad.json", data), words)


@pytest.mark.parametrize(
    ("players", "seats", "meta"),
    [
        (1, ("human",), SessionMeta(GAME_ID)),  # the start screen's solo game
        (1, ("bot",), SessionMeta(GAME_ID)),  # a session allows a computer's solo game
        (2, ("human", "bot"), SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=1)),
        (2, ("bot", "bot"), SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=0)),
        (3, ("human", "bot", "human"), SessionMeta(GAME_ID, awaiting_end_turn=True)),
        (4, ("bot",) * 4, SessionMeta(GAME_ID, status=GameStatus.ABANDONED)),
    ],
    ids=["solo", "solo-bot", "conceded-by-bot", "all-bots", "awaiting", "abandoned"],
)
def test_what_the_app_writes_is_accepted(
    tmp_path: Path, players: int, seats: tuple[str, ...], meta: SessionMeta
) -> None:
    path = tmp_path / "game.json"
    data = _real_save(players, seats, meta=meta)
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    assert (loaded.seats, loaded.meta) == (seats, meta)
    info = summary(path)
    assert (info.seats, info.status, info.game_id) == (seats, meta.status, GAME_ID)


def test_older_versions_pass_the_same_check() -> None:
    """The migrations of every older version give a record the one check accepts."""
    versions = Path(__file__).parent / "save_versions"
    sample = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sample-2p.json"
    files = [*sorted(versions.glob("*.json")), sample]
    assert len(files) >= VERSION + 1
    for path in files:
        checked = check_save(read_json(path))
        assert checked.saved_at == summary(path).saved_at > 0
        assert load_game(path).meta == checked.meta


# -- the whole corpus: the loader and the load screen agree ---------------------------------------


def _generated(tmp_path: Path) -> list[Path]:
    """Files made from a real save: good ones of every kind the app writes, and bad ones."""
    made: list[Path] = []

    def add(name: str, data: dict[str, Any]) -> None:
        made.append(_write(tmp_path / name, data))

    base = _real_save(seats=("human", "bot"))
    add("good.json", base)
    add("good-solo.json", _real_save(1, moves=30))
    add(
        "good-conceded.json",
        _real_save(meta=SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=1)),
    )
    changes: dict[str, Callable[[dict[str, Any]], object]] = {
        "no-saved-at": lambda d: d.pop("saved_at"),
        "top-level-key": lambda d: d.update(extra=1),
        "snapshot-key": lambda d: d["snapshot"].update(extra=1),
        "config-key": lambda d: d["config"].update(extra=1),
        "session-key": lambda d: d["session"].update(extra=1),
        "seats-3": lambda d: d.update(seats=["human"] * 3),
        "levels-missing": lambda d: d.pop("levels"),
        "levels-unknown": lambda d: d.update(levels=["", "grandmaster"]),
        "levels-human": lambda d: d.update(levels=["hard", "hard"]),
        "players-3": _players(3),
        "newer": lambda d: d.update(version=VERSION + 1),
        "digest": lambda d: d["snapshot"].update(digest="0" * 64),
        "turn": lambda d: d["snapshot"].update(turn=d["snapshot"]["turn"] + 1),
        "illegal": lambda d: d["choices"].__setitem__(5, d["choices"][0]),
        "dropped": lambda d: d["choices"].pop(),
        "finished": lambda d: d["snapshot"].update(finished=True),
    }
    for name, change in changes.items():
        data = copy.deepcopy(base)
        change(data)
        add(f"{name}.json", data)
    return made


def test_the_loader_and_the_load_screen_agree_on_every_file(tmp_path: Path) -> None:
    files = [p for p in sorted(CORPUS.iterdir()) if p.name != "expected.json"]
    files += _generated(tmp_path)
    loaded = listed = replay_only = 0
    for path in files:
        try:
            entry: SaveSummary | None = summary(path)
        except SaveError as error:
            entry, listing = None, str(error)
        try:
            load_game(path)
            loading = None
        except SaveError as error:
            loading = str(error)
        if loading is None:
            assert entry is not None, f"{path.name} loads but the list calls it damaged"
            loaded += 1
        elif entry is not None:
            assert any(r in loading for r in REPLAY_REASONS), f"{path.name}: {loading}"
            replay_only += 1
        else:
            assert listing == loading, f"{path.name}: {listing!r} / {loading!r}"
        listed += entry is not None
    # good*.json load; the corpus's digest_mismatch and illegal_* and the generated digest, turn,
    # illegal and dropped are listed and refused only by the replay.
    assert (loaded, replay_only, listed) == (3, 7, 10)


# -- --smoke-test: exit 2 and one line for a refused file ----------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "saved_at_missing.json",
        "top_level_unknown_field.json",
        "snapshot_unknown_field.json",
        "seats_more_than_players.json",
        "newer_version.json",
        "top_level_many_unknown_fields.json",  # field names with line breaks
    ],
)
def test_smoke_test_refuses_with_one_line(tmp_path: Path, name: str) -> None:
    import subprocess

    path = CORPUS / name
    before = fingerprint(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ARKNOVA_SAVE_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "arknova_desktop", "--smoke-test", str(path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.endswith("\n") and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr == f"arknova --smoke-test: cannot load {path}: {caught.value}\n"
    assert fingerprint(path) == before
