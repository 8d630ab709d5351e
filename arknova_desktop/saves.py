"""Save files: setup + choice log + a digest of the final state (docs/saves.md).

A save is JSON: `format`, `version`, the game config, the seats (human / computer), each
computer's level, the full choice log, the session (which game this is, whether it is still
played) and a snapshot (a summary for the load screen and a digest of the whole state). Loading
replays the log through the engine and checks the digest, so a damaged, tampered or foreign file
is refused with a clear message and never half-loads. Nothing is executed, no pickle. Writes are
atomic: a temporary file in the same folder, fsync, rename. Every game has its own autosave,
`autosave_dir() / "<game id>.json"`. The rule for save versions is in docs/saves.md.
"""

from __future__ import annotations

import enum
import hashlib
import json
import math
import os
import re
import stat
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from attrs import Factory, frozen

from . import __version__
from .bots.kinds import DEFAULT_LEVEL, LEVELS
from .engine import Game, GameConfig, IllegalChoice, new_game
from .engine.base.maps_catalog import MAP_NAMES
from .engine.kernel.choices import CHOICE_TYPES, Choice
from .engine.legacy import legacy_answer
from .engine.serialize import choice_from_data, choice_to_data
from .locks import locked, locked_while_writing
from .turns import turn_number

FORMAT = "arknova-desktop-save"
VERSION = 6
MAX_BYTES = 20 * 1024 * 1024  # a real save is well under 1 MB
MAX_DEPTH = 32
AUTOSAVE = "autosave.json"  # the single autosave of versions before 3 (moved by list_unfinished)
AUTOSAVES = "autosaves"  # the folder (in save_dir()) with one autosave per game
SEAT_KINDS = ("human", "bot")
LEVEL_BEFORE_6 = "medium"  # the level of a computer seat saved before levels were saved
# A game id names a file: lowercase letters, digits, "-" and "_", never a path or a device name.
GAME_ID = re.compile(r"[0-9a-z][0-9a-z_-]{0,63}")
_DEVICE_NAMES = {"con", "prn", "aux", "nul"} | {
    f"{d}{n}" for d in ("com", "lpt") for n in range(10)
}
# The fields of each part of a save record of the current version (docs/saves.md): any other is
# refused, the same way in every part.
TOP_FIELDS = (
    "format",
    "version",
    "app_version",
    "saved_at",
    "config",
    "seats",
    "levels",
    "session",
    "choices",
    "snapshot",
)
CONFIG_FIELDS = ("players", "seed", "names", "maps", "solo_difficulty", "map_draft")
SESSION_FIELDS = ("game_id", "awaiting_end_turn", "status", "conceded_by", "origin")
ORIGIN_FIELDS = ("file", "saved_at")
MAX_ORIGIN_FILE = 255  # characters of the file name a game was opened from
SNAPSHOT_FIELDS = ("players", "maps", "turn", "shown_turn", "finished", "digest")
MAX_APP_VERSION = 40  # characters of `app_version` ("0.1.0")
# `saved_at`, seconds since 1970: a wrong clock may say any time, before 1970 too (a dead CMOS
# battery); what is written is kept within this range and everything within it is read.
LATEST_SAVED_AT = 32_503_680_000.0  # the year 3000
EARLIEST_SAVED_AT = -LATEST_SAVED_AT  # the year 940
STALE_TEMP_S = 60.0  # a temporary file not written for this long is a killed write's
DIGEST = re.compile(r"[0-9a-f]{64}")  # a sha256 in hex (state_digest)
CHOICE_KINDS = frozenset(cls.kind for cls in CHOICE_TYPES)


class SaveError(ValueError):
    """A save file cannot be loaded; the message says why, in plain words."""


class GameStatus(enum.Enum):
    """Where a game stands; the values are the strings stored in the file."""

    PLAYING = "playing"
    FINISHED = "finished"
    CONCEDED = "conceded"
    ABANDONED = "abandoned"


def new_game_id() -> str:
    """A fresh id for a new game (names its autosave file)."""
    return uuid.uuid4().hex


def valid_game_id(game_id: object) -> bool:
    return (
        isinstance(game_id, str)
        and GAME_ID.fullmatch(game_id) is not None
        and game_id not in _DEVICE_NAMES
    )


@frozen
class SaveOrigin:
    """The saved game a game was opened from as a game of its own (its own id), because the
    game of that save had gone on further elsewhere: the lists say "from the save of …"."""

    file: str  # the file's name ("" for a game's autosave, whose name is only its id)
    saved_at: float  # when that file was saved


@frozen
class SessionMeta:
    """What a save knows about the session beyond the moves."""

    game_id: str  # stable id of one game (uuid4 hex); names its autosave file
    awaiting_end_turn: bool = False  # the mover has not yet confirmed the end of their turn
    status: GameStatus = GameStatus.PLAYING
    conceded_by: int | None = None  # seat that conceded (status CONCEDED)
    origin: SaveOrigin | None = None  # opened from a save as a separate game


@frozen
class SaveSummary:
    """What the load screen lists, read without replaying the game (never a card)."""

    path: Path
    saved_at: float
    players: tuple[str, ...]
    turn: int
    finished: bool
    maps: tuple[str, ...] = ()  # map id per seat ("" not chosen yet); () unknown (older saves)
    status: GameStatus = GameStatus.PLAYING
    game_id: str = ""
    seats: tuple[str, ...] = ()  # "human" / "bot" per seat
    origin: SaveOrigin | None = None
    shown_turn: int = 0  # the "Turn N" the table showed when it was saved (turns.turn_number)
    levels: tuple[str, ...] = ()  # per seat: a computer's level (bots/kinds.py LEVELS), "" human


@frozen
class LoadedGame:
    config: GameConfig
    seats: tuple[str, ...]
    choices: tuple[Choice, ...]
    game: Game
    meta: SessionMeta = Factory(lambda: SessionMeta(new_game_id()))
    saved_at: float = 0.0  # when the file was written
    levels: tuple[str, ...] = ()  # per seat: a computer's level, "" for a human; () not known


# -- where saves live -------------------------------------------------------------------------


def save_dir() -> Path:
    """The user's save folder (ARKNOVA_SAVE_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("ARKNOVA_SAVE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("ArkNovaDesktop", appauthor=False)) / "saves"


def autosave_dir() -> Path:
    """The folder with one autosave per game."""
    return save_dir() / AUTOSAVES


def autosave_path(game_id: str) -> Path:
    """The autosave file of one game; a game id that could name another file is refused."""
    if not valid_game_id(game_id):
        raise SaveError(f"{game_id!r:.80} is not a valid game id.")
    return autosave_dir() / f"{game_id}.json"


# -- digest -------------------------------------------------------------------------------------


def state_digest(game: Game) -> str:
    """A fingerprint of the whole game state (deterministic across runs and machines)."""
    st = game.state
    parts = [
        repr(st.players),
        repr(st.deck),
        repr(st.discard),
        repr(st.display),
        repr(st.final_scoring_deck),
        repr(st.final_scoring_discard),
        repr(sorted(st.bonus_tiles.items())),
        repr(st.association),
        repr(st.projects),
        repr(st.break_track),
        repr(st.solo),
        repr(st.end),
        repr((st.phase, st.turn_seat, st.turn, st.break_pending, st.breaks)),
        repr(st.stack),
        repr(st.rng.getstate()),
    ]
    # Which left-edge slots are uncovered (version 4; PlayerState leaves it out of repr): only
    # when some player took another than the top-most slots, which older games never did.
    edges = [p.left_edge for p in st.players]
    if any(e != tuple(range(1, len(e) + 1)) for e in edges):
        parts.append(repr(edges))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


# -- writing ------------------------------------------------------------------------------------


def config_to_data(config: GameConfig) -> dict[str, Any]:
    return {
        "players": config.players,
        "seed": config.seed,
        "names": list(config.names),
        "maps": list(config.maps),
        "solo_difficulty": config.solo_difficulty,
        "map_draft": config.map_draft,
    }


def meta_to_data(meta: SessionMeta, game: Game) -> dict[str, Any]:
    """The file's "session" record; a game that is over and still "playing" is written as
    finished. Raises ValueError for a record that could not be loaded again."""
    status = meta.status
    if game.is_over and status is GameStatus.PLAYING:
        status = GameStatus.FINISHED
    data = {
        "game_id": meta.game_id,
        "awaiting_end_turn": meta.awaiting_end_turn,
        "status": status.value,
        "conceded_by": meta.conceded_by,
        "origin": (
            None
            if meta.origin is None
            else {"file": meta.origin.file, "saved_at": meta.origin.saved_at}
        ),
    }
    _check_session(data, len(game.state.players), game.is_over)  # never write a bad file
    return data


def seat_levels(seats: Sequence[str], levels: Sequence[str] | None = None) -> tuple[str, ...]:
    """The level of each seat as a save holds it: `levels` when given, else DEFAULT_LEVEL for a
    computer seat; "" for a human seat. ValueError for a computer's level that is not one of
    LEVELS (never written: the file could not be loaded again)."""
    if levels is None:
        levels = [DEFAULT_LEVEL if kind == "bot" else "" for kind in seats]
    if len(levels) != len(seats):
        raise ValueError(f"one level per seat: {len(levels)} for {len(seats)} seats")
    found = tuple("" if kind != "bot" else level for kind, level in zip(seats, levels, strict=True))
    bad = [
        level
        for kind, level in zip(seats, found, strict=True)
        if kind == "bot" and level not in LEVELS
    ]
    if bad:
        raise ValueError(f"a computer's level must be one of {', '.join(LEVELS)}, not {bad[0]!r}")
    return found


def save_data(
    config: GameConfig,
    seats: Sequence[str],
    choices: Sequence[Choice],
    game: Game,
    meta: SessionMeta | None = None,
    choice_data: Sequence[dict[str, Any]] | None = None,
    levels: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The save record; without `meta` the save starts a new game (a new game id).
    `choice_data`: the choices already turned into data (a session keeps them as it goes, so an
    autosave after every choice does not convert the whole log again). `levels`: each computer
    seat's level (bots/kinds.py LEVELS; a human seat's is ignored), DEFAULT_LEVEL without it."""
    st = game.state
    if choice_data is not None and len(choice_data) != len(choices):
        raise ValueError("choice_data must hold one record per choice")
    meta = meta or SessionMeta(new_game_id())
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "saved_at": saved_now(),
        "config": config_to_data(config),
        "seats": list(seats),
        "levels": list(seat_levels(seats, levels)),
        "session": meta_to_data(meta, game),
        "choices": (
            list(choice_data) if choice_data is not None else [choice_to_data(c) for c in choices]
        ),
        "snapshot": {
            "players": [p.name for p in st.players],
            "maps": [p.map_id for p in st.players],
            "turn": st.turn,
            "shown_turn": turn_number(game.view(None), meta.awaiting_end_turn),
            "finished": game.is_over,
            "digest": state_digest(game),
        },
    }


def saved_now() -> float:
    """The time of saving, as the file holds it: the clock's, kept within what a loader accepts
    (a clock before 1970 or after 3000 must never make a save unreadable)."""
    now = time.time()
    if not math.isfinite(now):
        return 0.0
    return min(max(now, EARLIEST_SAVED_AT), LATEST_SAVED_AT)


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` so that `path` is always either the old file or the whole new one.

    `durable` also waits until the disk has it (fsync), so not even a power cut loses it; without
    it the write survives the program being killed (the system holds it), and costs a tenth."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        # Locked while it is written: another copy's clean-up leaves a file in use alone.
        with os.fdopen(fd, "w", encoding="utf-8") as handle, locked_while_writing(fd):
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
            os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    # Writes killed half-way leave temporary files; only old ones that nobody is writing go
    # (another copy of the app may be writing this very file right now).
    remove_stale_temp_files(path.parent)
    if not durable:
        return
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def save_game(
    path: Path,
    config: GameConfig,
    seats: Sequence[str],
    choices: Sequence[Choice],
    game: Game,
    meta: SessionMeta | None = None,
    choice_data: Sequence[dict[str, Any]] | None = None,
    durable: bool = True,
    levels: Sequence[str] | None = None,
) -> None:
    data = save_data(config, seats, choices, game, meta, choice_data, levels)
    write_atomic(path, json.dumps(data, separators=(",", ":")), durable)


# -- reading ------------------------------------------------------------------------------------


def _depth(value: object, limit: int) -> int:
    """Nesting depth, without recursion (a hostile file could nest deeply)."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > limit:
            return deepest
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def _kind_of(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def read_limited(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, without ever blocking or reading
    without bound: a pipe, a device, a socket or a folder is refused before it is opened (a pipe
    would block the open, a device like /dev/zero never ends), the file is opened non-blocking
    where the system has it and checked again once open (it can be swapped in between), and at
    most `limit` + 1 bytes are read whatever size the system reports."""
    try:
        before = os.stat(path)
    except OSError as error:
        raise SaveError(f"The save file cannot be opened: {error.strerror or error}.") from error
    if not stat.S_ISREG(before.st_mode):
        raise SaveError(f"This is {_kind_of(before.st_mode)}, not a saved game.")
    if before.st_size > limit:
        raise SaveError(
            f"This file is {before.st_size // (1024 * 1024)} MB: far too large to be a saved game."
        )
    # Non-blocking where the system has it (POSIX); binary where it matters (Windows).
    flags = os.O_RDONLY
    if hasattr(os, "O_NONBLOCK"):
        flags |= os.O_NONBLOCK
    if hasattr(os, "O_BINARY"):
        flags |= os.O_BINARY
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise SaveError(f"The save file cannot be opened: {error.strerror or error}.") from error
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            raise SaveError(f"This is {_kind_of(opened.st_mode)}, not a saved game.")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as error:
        raise SaveError(f"The save file cannot be read: {error.strerror or error}.") from error
    finally:
        os.close(fd)
    if total > limit:
        raise SaveError("This file is far too large to be a saved game.")
    return b"".join(chunks)


def read_json(path: Path) -> dict[str, Any]:
    raw = read_limited(path)
    if not raw.strip():
        raise SaveError("This file is empty: it is not a saved game.")
    try:
        text = raw.decode("utf-8-sig")  # a byte order mark some editors add is harmless
    except UnicodeDecodeError as error:
        raise SaveError("This is not a saved game: the file is not text (not UTF-8).") from error
    if text.count("[") + text.count("{") > 10 * MAX_DEPTH and _too_deep_text(text):
        raise SaveError("This file is nested too deeply to be a saved game.")
    try:
        data = json.loads(text)
    except RecursionError as error:
        raise SaveError("This file is nested too deeply to be a saved game.") from error
    except json.JSONDecodeError as error:
        raise SaveError(
            f"The save file is damaged or not a saved game (not valid JSON at line "
            f"{error.lineno}, column {error.colno})."
        ) from error
    except ValueError as error:  # e.g. a number with thousands of digits
        raise SaveError("The save file holds a value no saved game has (a huge number).") from error
    if not isinstance(data, dict):
        raise SaveError("This is not a saved game: the file does not hold a save record.")
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise SaveError("This file is nested too deeply to be a saved game.")
    return data


def _too_deep_text(text: str) -> bool:
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def _migrate_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no computer players: every seat was human."""
    config = data.get("config")
    players = config.get("players") if isinstance(config, dict) else None
    count = players if isinstance(players, int) else 0
    return {**data, "version": 2, "seats": ["human"] * count}


def _legacy_game_id(data: dict[str, Any]) -> str:
    """A game id for a save from before version 3, the same every time the file is read."""
    snapshot = data.get("snapshot")
    digest = snapshot.get("digest") if isinstance(snapshot, dict) else None
    if isinstance(digest, str):
        source = digest
    else:  # a damaged file (it will be refused later): any id the file always gives
        source = json.dumps([data.get("config"), data.get("choices")], sort_keys=True, default=str)
    return "legacy-" + hashlib.sha256(source.encode("utf-8", "replace")).hexdigest()[:16]


def _migrate_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 had one autosave for all games and no session record; the zoo maps of the
    snapshot are unknown (the load screen shows none)."""
    snapshot = data.get("snapshot")
    finished = isinstance(snapshot, dict) and snapshot.get("finished") is True
    session = {
        "game_id": _legacy_game_id(data),
        "awaiting_end_turn": False,
        "status": (GameStatus.FINISHED if finished else GameStatus.PLAYING).value,
        "conceded_by": None,
    }
    if isinstance(snapshot, dict):
        snapshot = {**snapshot, "maps": []}
    return {**data, "version": 3, "session": session, "snapshot": snapshot}


def _migrate_3_to_4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 asks where the engine used to choose by itself (docs/automatic-steps.md), so
    an older choice log does not answer those decisions. The record is unchanged; replaying it
    (parse_save) answers them as the engine did then (engine/legacy.py)."""
    return {**data, "version": 4}


def _migrate_4_to_5(data: dict[str, Any]) -> dict[str, Any]:
    """Version 5 notes where a game opened as a game of its own came from (`session.origin`):
    older games came from nowhere; and the turn the table showed (`snapshot.shown_turn`): older
    lists showed the turn after the finished ones, which is what they go on showing."""
    session = data.get("session")
    if isinstance(session, dict):
        session = {**session, "origin": None}
    snapshot = data.get("snapshot")
    if isinstance(snapshot, dict):
        turn, finished = snapshot.get("turn"), snapshot.get("finished")
        if isinstance(turn, int) and not isinstance(turn, bool):
            snapshot = {**snapshot, "shown_turn": turn if finished is True else turn + 1}
    return {**data, "version": 5, "session": session, "snapshot": snapshot}


def _migrate_5_to_6(data: dict[str, Any]) -> dict[str, Any]:
    """Version 6 saves each computer seat's level (`levels`): the computer of older versions
    plays at "medium", a human seat has none ("")."""
    seats = data.get("seats")
    if not isinstance(seats, list):  # damaged: refused by the seats' check
        return {**data, "version": 6, "levels": []}
    levels = [LEVEL_BEFORE_6 if kind == "bot" else "" for kind in seats]
    return {**data, "version": 6, "levels": levels}


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
    4: _migrate_4_to_5,
    5: _migrate_5_to_6,
}
LEGACY_CHOICES_BEFORE = 4  # logs of older versions leave the version 4 decisions unanswered


def _file_version(data: dict[str, Any]) -> int:
    """The version a record was written in (a bad one is refused by `migrate`)."""
    version = data.get("version")
    return version if isinstance(version, int) and not isinstance(version, bool) else VERSION


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if data.get("format") != FORMAT:
        raise SaveError("This is not an Ark Nova Desktop saved game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("The save file has no valid version number.")
    if version > VERSION:
        raise SaveError(
            f"This game was made by a newer version of Ark Nova Desktop (save version {version}; "
            f"this one reads up to {VERSION}): update the app to open it."
        )
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"Save version {version} is too old to be read.")
        data = step(data)
        version = data["version"]
    return data


def _names(keys: object) -> str:
    """Field names from a file for a message: quoted, cut short, at most a few of them (a
    hostile file may hold thousands, or names of a megabyte, or with line breaks)."""
    names = sorted(str(key) for key in keys) if isinstance(keys, set | list | tuple) else []

    def shown(name: str) -> str:
        name = name if len(name) <= 40 else name[:39] + "…"
        return "“" + "".join(c if c.isprintable() else "�" for c in name) + "”"

    listed = ", ".join(shown(n) for n in names[:5])
    more = f" and {len(names) - 5} more" if len(names) > 5 else ""
    return f"{listed}{more}"


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _refuse_unknown(record: dict[str, Any], known: Sequence[str], part: str) -> None:
    """The one rule for fields a saved game does not have, in every part of the file: refused,
    naming the part (`part`: how the file's part is called in words)."""
    unknown = set(record) - set(known)
    if unknown:
        raise SaveError(
            f"The save file's {part} has fields this version does not know: {_names(unknown)}."
        )


def _config(data: object) -> GameConfig:
    if not isinstance(data, dict):
        raise SaveError("The save file's game setup is missing or damaged.")
    _refuse_unknown(data, CONFIG_FIELDS, "game setup")
    try:
        names = data.get("names", [])
        maps = data.get("maps", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise SaveError("The player names in the save file are damaged.")
        if not isinstance(maps, list) or not all(isinstance(m, str) for m in maps):
            raise SaveError("The zoo maps in the save file are damaged.")
        for key in ("players", "seed", "solo_difficulty"):
            value = data.get(key, 0 if key == "seed" else None)
            if key in data and (not isinstance(value, int) or isinstance(value, bool)):
                raise SaveError(f"The save file's {key.replace('_', ' ')} is not a number.")
        draft = data.get("map_draft", False)
        if not isinstance(draft, bool):
            raise SaveError("The save file's map draft setting is damaged.")
        return GameConfig(
            players=data.get("players", 2),
            seed=data.get("seed", 0),
            names=tuple(names),
            maps=tuple(maps),
            solo_difficulty=data.get("solo_difficulty", 20),
            map_draft=draft,
        )
    except ValueError as error:
        if isinstance(error, SaveError):
            raise
        raise SaveError(f"The save file's game setup is not valid: {error}") from error


def _check_session(data: object, players: int, over: bool) -> SessionMeta:
    """The "session" record, strictly; `over`: whether the game has ended."""
    if not isinstance(data, dict):
        raise SaveError("The save file's session record (which game this is) is missing.")
    _refuse_unknown(data, SESSION_FIELDS, "session record")
    missing = [key for key in SESSION_FIELDS if key not in data]
    if missing:
        raise SaveError(f"The save file's session record lacks {', '.join(missing)}.")
    game_id = data["game_id"]
    if not valid_game_id(game_id):
        raise SaveError(
            "The save file's game id is damaged (it must be up to 64 lowercase letters, digits, "
            "dashes or underscores)."
        )
    awaiting = data["awaiting_end_turn"]
    if not isinstance(awaiting, bool):
        raise SaveError("The save file's end-of-turn mark is not true or false.")
    raw_status = data["status"]
    known = [s.value for s in GameStatus]
    if not isinstance(raw_status, str) or raw_status not in known:
        raise SaveError(
            f"The save file's game status {raw_status!r:.40} is unknown (it must be one of "
            f"{', '.join(known)})."
        )
    status = GameStatus(raw_status)
    conceded_by = data["conceded_by"]
    if conceded_by is not None and (
        not isinstance(conceded_by, int)
        or isinstance(conceded_by, bool)
        or not 0 <= conceded_by < players
    ):
        raise SaveError(
            f"The save file says seat {conceded_by!r:.40} conceded, but the game has seats "
            f"0 to {players - 1}."
        )
    if status is GameStatus.FINISHED and not over:
        raise SaveError("The save file says the game is finished, but it is not over.")
    if status is GameStatus.PLAYING and over:
        raise SaveError("The save file says the game is still being played, but it is over.")
    if status is GameStatus.CONCEDED and conceded_by is None:
        raise SaveError("The save file says the game was conceded, but not by which player.")
    if status is not GameStatus.CONCEDED and conceded_by is not None:
        raise SaveError(f"The save file names a player who conceded, but the game is {raw_status}.")
    if awaiting and status is not GameStatus.PLAYING:
        raise SaveError(
            f"The save file says a turn waits to be ended, but the game is {raw_status}."
        )
    return SessionMeta(game_id, awaiting, status, conceded_by, _check_origin(data["origin"]))


def _check_origin(data: object) -> SaveOrigin | None:
    """The session's `origin`: null, or the file name and time of the save it came from."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise SaveError("The save file's note of where the game came from is damaged.")
    _refuse_unknown(data, ORIGIN_FIELDS, "note of where the game came from")
    name = data.get("file")
    if (
        not isinstance(name, str)
        or len(name) > MAX_ORIGIN_FILE
        or not name.isprintable()
        or "/" in name
        or "\\" in name
    ):
        raise SaveError(
            "The save file's note of where the game came from is damaged (the file name)."
        )
    try:
        when = _check_saved_at(data.get("saved_at"))
    except SaveError as error:
        raise SaveError(
            "The save file's note of where the game came from is damaged (the time)."
        ) from error
    return SaveOrigin(name, when)


def _check_maps(maps: object, players: int, migrated: bool) -> tuple[str, ...]:
    """The snapshot's zoo maps: one known map id per seat ("" while not chosen yet), or none at
    all in a save from before version 3."""
    if isinstance(maps, list) and not maps and migrated:
        return ()
    if (
        not isinstance(maps, list)
        or len(maps) != players
        or not all(isinstance(m, str) and (m == "" or m in MAP_NAMES) for m in maps)
    ):
        raise SaveError("The zoo maps in the save file's summary are damaged.")
    return tuple(maps)


def _check_app_version(value: object) -> str:
    if value is None:
        raise SaveError("The save file does not say which version of the app wrote it.")
    if not isinstance(value, str) or not 0 < len(value) <= MAX_APP_VERSION:
        raise SaveError("The save file's app version is damaged (it must be a short text).")
    return value


def _check_saved_at(value: object) -> float:
    """When the file was saved: seconds since 1970 (negative before it: a wrong clock), a finite
    number between the years 940 and 3000 (the lists show it as a date), as `saved_now`
    writes it."""
    if value is None:
        raise SaveError("The save file does not say when it was saved.")
    when: float | None = None
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            when = float(value)
        except OverflowError:  # an integer of hundreds of digits
            when = None
    if when is None or not math.isfinite(when) or not EARLIEST_SAVED_AT <= when <= LATEST_SAVED_AT:
        raise SaveError(
            "The save file's time of saving is damaged (it must be a number of seconds since "
            "1970, between the years 940 and 3000)."
        )
    return when


def _check_choices(raw_choices: object) -> tuple[Choice, ...]:
    """The choice log: every record a move this version knows (not replayed here)."""
    if not isinstance(raw_choices, list):
        raise SaveError("The save file has no list of moves.")
    choices: list[Choice] = []
    for index, raw in enumerate(raw_choices, start=1):
        try:
            choices.append(choice_from_data(raw))
        except ValueError as error:
            if not isinstance(raw, dict):
                why = "it is not a move record"
            elif not isinstance(raw.get("kind"), str) or raw["kind"] not in CHOICE_KINDS:
                why = "it is a kind of move this version of the app does not know"
            else:
                why = "a part of it is missing, unknown or of the wrong type"
            raise SaveError(f"Move {index} in the save file is damaged: {why}.") from error
    return tuple(choices)


@frozen
class CheckedSave:
    """A save record migrated to the current version and checked in every field, without
    replaying it: what `check_save` accepts, `summary` lists and `parse_save` replays."""

    written: int  # the version the file was written in
    app_version: str
    saved_at: float
    config: GameConfig
    seats: tuple[str, ...]
    choices: tuple[Choice, ...]
    players: tuple[str, ...]  # the snapshot's player names
    maps: tuple[str, ...]  # the snapshot's zoo maps; () unknown (written before version 3)
    turn: int
    finished: bool
    digest: str
    meta: SessionMeta
    shown_turn: int  # the "Turn N" the table showed (turns.turn_number)
    levels: tuple[str, ...]  # per seat: a computer's level, "" for a human


def check_save(data: dict[str, Any]) -> CheckedSave:
    """The one check of a save record that the load screen (`summary`) and the loader
    (`parse_save`) share: migrated to the current version, every field present, of its type and
    known, the parts consistent with each other. What it accepts only a replay can still refuse
    (a move that is not legal, a state that does not match its log). Raises SaveError."""
    written = _file_version(data)
    data = migrate(data)
    _refuse_unknown(data, TOP_FIELDS, "top-level record")
    app_version = _check_app_version(data.get("app_version"))
    saved_at = _check_saved_at(data.get("saved_at"))
    config = _config(data.get("config"))
    seats = data.get("seats")
    if not isinstance(seats, list) or any(s not in SEAT_KINDS for s in seats):
        raise SaveError("The save file's seats (human or computer) are damaged.")
    if len(seats) != config.players:
        raise SaveError(
            f"The save file's seats (human or computer) are damaged: {_count(len(seats), 'seat')} "
            f"for {_count(config.players, 'player')}."
        )
    levels = _check_levels(data.get("levels"), seats)
    choices = _check_choices(data.get("choices"))
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("digest"), str):
        raise SaveError("The save file has no state snapshot to check the game against.")
    _refuse_unknown(snapshot, SNAPSHOT_FIELDS, "summary")
    digest = snapshot["digest"]
    if DIGEST.fullmatch(digest) is None:
        raise SaveError("The save file's state snapshot is damaged: its fingerprint is not valid.")
    players = snapshot.get("players")
    turn = snapshot.get("turn")
    shown_turn = snapshot.get("shown_turn")
    finished = snapshot.get("finished")
    if (
        not isinstance(players, list)
        or not all(isinstance(p, str) for p in players)
        or not isinstance(turn, int)
        or isinstance(turn, bool)
        or turn < 0
        or not isinstance(shown_turn, int)
        or isinstance(shown_turn, bool)
        or shown_turn not in (turn, turn + 1)
        or not isinstance(finished, bool)
    ):
        raise SaveError("The save file's summary is damaged.")
    if len(players) != config.players:
        raise SaveError(
            f"The save file's summary lists {_count(len(players), 'player')}, but its game "
            f"setup has {config.players}."
        )
    if players != [config.seat_name(seat) for seat in range(config.players)]:
        raise SaveError("The player names in the save file's summary are not those of its setup.")
    maps = _check_maps(snapshot.get("maps"), config.players, written < 3)
    meta = _check_session(data.get("session"), config.players, finished)
    if meta.awaiting_end_turn and not choices:
        raise SaveError("The save file says a turn waits to be ended, but no move was made yet.")
    return CheckedSave(
        written,
        app_version,
        saved_at,
        config,
        tuple(seats),
        choices,
        tuple(players),
        maps,
        turn,
        finished,
        digest,
        meta,
        shown_turn,
        levels,
    )


def _check_levels(levels: object, seats: list[str]) -> tuple[str, ...]:
    """`levels`: one per seat, a computer's one of LEVELS, a human's "" (the seats are checked
    already). The file's text is never repeated in the message (it may be anything)."""
    if (
        not isinstance(levels, list)
        or len(levels) != len(seats)
        or not all(isinstance(level, str) for level in levels)
    ):
        raise SaveError("The save file's computer levels are damaged (one per seat is needed).")
    for kind, level in zip(seats, levels, strict=True):
        if kind == "bot" and level not in LEVELS:
            raise SaveError(
                f"The save file's computer levels are damaged (a computer plays at one of "
                f"{', '.join(LEVELS)})."
            )
        if kind != "bot" and level != "":
            raise SaveError(
                "The save file's computer levels are damaged (a human seat has no level)."
            )
    return tuple(levels)


def parse_save(data: dict[str, Any]) -> LoadedGame:
    """Validate, migrate and replay a save record; raises SaveError, never half-loads.

    The choices of the loaded game are the log as the engine replays it today: for a file older
    than version 4 they include the answers `legacy_answer` gave to the decisions it added."""
    checked = check_save(data)
    config = checked.config
    game = new_game(config)
    legacy = checked.written < LEGACY_CHOICES_BEFORE
    replayed: list[Choice] = []
    for index, choice in enumerate(checked.choices, start=1):
        if legacy:
            replayed.extend(_answer_as_before(game, choice))
        try:
            game.apply(choice)
        except IllegalChoice as error:  # its reason names cards: not for the message
            raise SaveError(
                f"Move {index} in the save file is not a legal move: the file was changed or "
                f"comes from an incompatible version.{_legacy_hint(legacy)}"
            ) from error
        replayed.append(choice)
    if legacy:
        replayed.extend(_answer_as_before(game, None))
    st = game.state
    summary_ok = (
        list(checked.players) == [p.name for p in st.players]
        and checked.turn == st.turn
        and (
            checked.written < 5  # older files: the migration's guess
            or checked.shown_turn == turn_number(game.view(None), checked.meta.awaiting_end_turn)
        )
        and checked.finished == game.is_over
        and (not checked.maps or list(checked.maps) == [p.map_id for p in st.players])
    )
    if not summary_ok or state_digest(game) != checked.digest:
        raise SaveError(
            "The replayed game does not match the state stored in the file: the file was "
            f"changed by hand or damaged.{_legacy_hint(legacy)}"
        )
    return LoadedGame(
        config,
        checked.seats,
        tuple(replayed),
        game,
        checked.meta,
        checked.saved_at,
        checked.levels,
    )


def _legacy_hint(legacy: bool) -> str:
    """Why an intact save of an older version may not replay (docs/saves.md, version 4)."""
    if not legacy:
        return ""
    return (
        " A game saved before version 4 cannot be replayed if Pilfering or Hypnosis was played "
        "by the player with the most appeal, or the Archaeologist's building covered two border "
        "bonuses: those rules were corrected."
    )


def _answer_as_before(game: Game, upcoming: Choice | None) -> list[Choice]:
    """Replaying a log older than version 4: while the open decision is one that version added
    and the next logged choice (`upcoming`; None after the last) does not answer it, answer it
    as the engine did by itself then."""
    answered: list[Choice] = []
    while game.decision is not None and (upcoming is None or not game.decision.allows(upcoming)):
        answer = legacy_answer(game.decision)
        if answer is None:
            break
        game.apply(answer)
        answered.append(answer)
    return answered


def load_game(path: Path) -> LoadedGame:
    return parse_save(read_json(path))


def summary(path: Path) -> SaveSummary:
    """The load screen's line for a file (no replay); raises SaveError for a broken file, by
    the same check as the loader (`check_save`)."""
    checked = check_save(read_json(path))
    return SaveSummary(
        path,
        checked.saved_at,
        checked.players,
        checked.turn,
        checked.finished,
        maps=checked.maps,
        status=checked.meta.status,
        game_id=checked.meta.game_id,
        seats=checked.seats,
        origin=checked.meta.origin,
        shown_turn=checked.shown_turn,
        levels=checked.levels,
    )


def remove_stale_temp_files(folder: Path, older_than_s: float = STALE_TEMP_S) -> None:
    """Temporary files left by a write that was killed half-way (the save itself is intact):
    those not written for `older_than_s` seconds and not being written now (a write holds a lock
    on its file: locks.locked_while_writing). A clock set back makes a file look new: it is
    kept, and goes once the clock has passed it."""
    now = time.time()
    for temp in folder.glob(".*.tmp"):
        try:
            info = temp.lstat()
            age = now - info.st_mtime
            if stat.S_ISREG(info.st_mode) and age > older_than_s and not locked(temp):
                temp.unlink()
        except OSError:
            pass


def list_saves(folder: Path | None = None) -> list[SaveSummary | tuple[Path, str]]:
    """Every save in the folder, newest first; a broken one comes with its error message."""
    folder = folder or save_dir()
    found: list[SaveSummary | tuple[Path, str]] = []
    if not folder.is_dir():
        return found
    remove_stale_temp_files(folder)
    for path in sorted(folder.glob("*.json")):
        try:
            found.append(summary(path))
        except SaveError as error:
            found.append((path, str(error)))
    found.sort(key=lambda s: -s.saved_at if isinstance(s, SaveSummary) else 0)
    return found


# -- one autosave per game: the unfinished games -----------------------------------------------


def adopt_legacy_autosave(legacy: Path, folder: Path) -> Path | None:
    """Move the single autosave of an older version (`legacy`) into `folder` under its game id;
    the new path, or None when there is none, it cannot be read or that file already exists (an
    existing file is never overwritten)."""
    if not legacy.is_file():
        return None
    try:
        game_id = summary(legacy).game_id
        target = folder / f"{game_id}.json"
        folder.mkdir(parents=True, exist_ok=True)
        try:
            os.link(legacy, target)  # fails if the target exists: never overwrites
        except FileExistsError:
            return None
        except OSError:  # no hard links here (some file systems)
            if target.exists():
                return None
            os.rename(legacy, target)
            return target
        legacy.unlink()
    except (SaveError, OSError):
        return None
    return target


def list_unfinished(folder: Path | None = None) -> list[SaveSummary]:
    """The games still being played: the autosaves in `folder` (autosave_dir()) with status
    playing, newest first. Broken files are left out here (the Open dialog lists them with their
    problem). The first time, an older version's `autosave.json` in the save folder (the folder's
    parent) is moved in; stale temporary files are removed."""
    folder = folder or autosave_dir()
    adopt_legacy_autosave(folder.parent / AUTOSAVE, folder)
    if not folder.is_dir():
        return []
    remove_stale_temp_files(folder)
    found: list[SaveSummary] = []
    for path in folder.glob("*.json"):
        try:
            entry = summary(path)
        except SaveError:
            continue
        if entry.status is GameStatus.PLAYING and not entry.finished:
            found.append(entry)
    found.sort(key=lambda s: (-s.saved_at, s.path.name))
    return found


def delete_save(path: Path) -> None:
    """Remove one saved game from the save folder (or its autosave folder). Any other path is
    refused with SaveError; a file that is already gone is no error."""
    root = save_dir().resolve()
    try:
        where = path.parent.resolve() / path.name  # the last part may be a link: not followed
    except OSError as error:
        raise SaveError(f"The saved game cannot be found: {error.strerror or error}.") from error
    if where == root or not where.is_relative_to(root) or path.suffix != ".json":
        raise SaveError("Only a saved game in the save folder can be deleted.")
    if where.is_dir():
        raise SaveError("This is a folder, not a saved game.")
    try:
        where.unlink(missing_ok=True)
    except OSError as error:
        raise SaveError(f"The saved game cannot be deleted: {error.strerror or error}.") from error
