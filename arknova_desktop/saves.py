"""Save files: setup + choice log + a digest of the final state (DESIGN.md §7).

A save is JSON: `format`, `version`, the game config, the seats (human / computer), the full
choice log and a snapshot (a summary for the load screen and a digest of the whole state).
Loading replays the log through the engine and checks the digest, so a damaged, tampered or
foreign file is refused with a clear message and never half-loads. Nothing is executed, no pickle.
Writes are atomic: a temporary file in the same folder, fsync, rename.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from . import __version__
from .engine import Game, GameConfig, IllegalChoice, new_game
from .engine.choices import Choice
from .engine.serialize import choice_from_data, choice_to_data

FORMAT = "arknova-desktop-save"
VERSION = 2
MAX_BYTES = 20 * 1024 * 1024  # a real save is well under 1 MB
MAX_DEPTH = 32
AUTOSAVE = "autosave.json"
SEAT_KINDS = ("human", "bot")


class SaveError(ValueError):
    """A save file cannot be loaded; the message says why, in plain words."""


@frozen
class SaveSummary:
    """What the load screen lists, read without replaying the game."""

    path: Path
    saved_at: float
    players: tuple[str, ...]
    turn: int
    finished: bool


@frozen
class LoadedGame:
    config: GameConfig
    seats: tuple[str, ...]
    choices: tuple[Choice, ...]
    game: Game


# -- where saves live -------------------------------------------------------------------------


def save_dir() -> Path:
    """The user's save folder (ARKNOVA_SAVE_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("ARKNOVA_SAVE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("ArkNovaDesktop", appauthor=False)) / "saves"


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


def save_data(
    config: GameConfig, seats: Sequence[str], choices: Sequence[Choice], game: Game
) -> dict[str, Any]:
    st = game.state
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "saved_at": time.time(),
        "config": config_to_data(config),
        "seats": list(seats),
        "choices": [choice_to_data(c) for c in choices],
        "snapshot": {
            "players": [p.name for p in st.players],
            "turn": st.turn,
            "finished": game.is_over,
            "digest": state_digest(game),
        },
    }


def write_atomic(path: Path, text: str) -> None:
    """Write `text` so that `path` is always either the old file or the whole new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
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
    path: Path, config: GameConfig, seats: Sequence[str], choices: Sequence[Choice], game: Game
) -> None:
    write_atomic(path, json.dumps(save_data(config, seats, choices, game), separators=(",", ":")))


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


def read_json(path: Path) -> dict[str, Any]:
    try:
        size = path.stat().st_size
    except OSError as error:
        raise SaveError(f"The save file cannot be opened: {error.strerror or error}.") from error
    if size > MAX_BYTES:
        raise SaveError(
            f"This file is {size // (1024 * 1024)} MB: far too large to be a saved game."
        )
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise SaveError("This is not a saved game: the file is not text.") from error
    except OSError as error:
        raise SaveError(f"The save file cannot be read: {error.strerror or error}.") from error
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


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _migrate_1_to_2}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if data.get("format") != FORMAT:
        raise SaveError("This is not an Ark Nova Desktop saved game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("The save file has no valid version number.")
    if version > VERSION:
        raise SaveError(
            f"This game was saved by a newer Ark Nova Desktop (save version {version}; this one "
            f"reads up to {VERSION}). Please update the app."
        )
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"Save version {version} is too old to be read.")
        data = step(data)
        version = data["version"]
    return data


def _config(data: object) -> GameConfig:
    if not isinstance(data, dict):
        raise SaveError("The save file's game setup is missing or damaged.")
    expected = {"players", "seed", "names", "maps", "solo_difficulty", "map_draft"}
    unknown = set(data) - expected
    if unknown:
        raise SaveError(f"The save file's game setup has unknown fields: {sorted(unknown)}.")
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


def parse_save(data: dict[str, Any]) -> LoadedGame:
    """Validate, migrate and replay a save record; raises SaveError, never half-loads."""
    data = migrate(data)
    config = _config(data.get("config"))
    seats = data.get("seats")
    if (
        not isinstance(seats, list)
        or len(seats) != config.players
        or any(s not in SEAT_KINDS for s in seats)
    ):
        raise SaveError("The save file's seats (human or computer) are damaged.")
    raw_choices = data.get("choices")
    if not isinstance(raw_choices, list):
        raise SaveError("The save file has no list of moves.")
    choices: list[Choice] = []
    for index, raw in enumerate(raw_choices, start=1):
        try:
            choices.append(choice_from_data(raw))
        except ValueError as error:
            raise SaveError(f"Move {index} in the save file is damaged: {error}.") from error
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("digest"), str):
        raise SaveError("The save file has no state snapshot to check the game against.")
    game = new_game(config)
    for index, choice in enumerate(choices, start=1):
        try:
            game.apply(choice)
        except IllegalChoice as error:
            raise SaveError(
                f"Move {index} in the save file is not a legal move: the file was changed or "
                f"comes from an incompatible version. ({error})"
            ) from error
    st = game.state
    summary_ok = (
        snapshot.get("players") == [p.name for p in st.players]
        and snapshot.get("turn") == st.turn
        and snapshot.get("finished") == game.is_over
    )
    if not summary_ok or state_digest(game) != snapshot["digest"]:
        raise SaveError(
            "The replayed game does not match the state stored in the file: the file was "
            "changed by hand or damaged."
        )
    return LoadedGame(config, tuple(seats), tuple(choices), game)


def load_game(path: Path) -> LoadedGame:
    return parse_save(read_json(path))


def summary(path: Path) -> SaveSummary:
    """The load screen's line for a file (no replay); raises SaveError for a broken file."""
    data = migrate(read_json(path))
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict):
        raise SaveError("The save file has no snapshot.")
    players = snapshot.get("players")
    turn = snapshot.get("turn")
    saved_at = data.get("saved_at")
    if (
        not isinstance(players, list)
        or not all(isinstance(p, str) for p in players)
        or not isinstance(turn, int)
        or not isinstance(saved_at, int | float)
    ):
        raise SaveError("The save file's summary is damaged.")
    return SaveSummary(path, float(saved_at), tuple(players), turn, bool(snapshot.get("finished")))


def remove_stale_temp_files(folder: Path, older_than_s: float = 60.0) -> None:
    """Temporary files left by a write that was killed half-way (the save itself is intact)."""
    now = time.time()
    for temp in folder.glob(".*.tmp"):
        try:
            if now - temp.stat().st_mtime > older_than_s:
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
