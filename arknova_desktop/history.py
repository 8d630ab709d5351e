"""The history of every game: one SQLite file (the standard library's sqlite3) in the user's data
folder, ``history.sqlite3`` (ARKNOVA_HISTORY_FILE overrides the path, for tests and portable use).

Each finished, conceded or abandoned game is one row of `games` (its players, seats, maps,
config, seed, every seat's score by source and the whole save record, whose choice log replays
the game) and one row per seat in `seats` (for the win rates, best scores and map averages).
A game is recorded once: its game id is the key, a second record of it is ignored.

The file is in WAL mode, so a second copy of the app can write while the first reads. Its
schema version is `PRAGMA user_version`; an older file is migrated step by step inside one
transaction (a new file goes the same way from version 0). A locked file is waited for
(`busy_timeout`) and otherwise given up (`HistoryLocked`); a file that is not a database or is
damaged is moved aside and a new one made (`Opened.moved_aside` says where it went).

No Qt here: the app writes from a worker thread (history_recorder.py) and reads in the History
view (ui/dialogs/history_view.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from .engine import ScoreItem, ScoreSource
from .saves import GameStatus

ENV_FILE = "ARKNOVA_HISTORY_FILE"
FILE_NAME = "history.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT_MS = 2000  # how long a write waits for another copy of the app to finish its own
ENDED = (GameStatus.FINISHED, GameStatus.CONCEDED, GameStatus.ABANDONED)
_DAMAGED_CODES = (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class HistoryLocked(Exception):
    """Another connection kept the file locked for longer than `BUSY_TIMEOUT_MS`."""


class HistoryUnavailable(Exception):
    """The file cannot be opened or written at all (no permission, a full disk...)."""


def history_path() -> Path:
    """Where the history lives (ARKNOVA_HISTORY_FILE overrides it)."""
    override = os.environ.get(ENV_FILE)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("ArkNovaDesktop", appauthor=False)) / FILE_NAME


# -- what is recorded -----------------------------------------------------------------------------
@frozen
class SeatRecord:
    """One seat of a recorded game and its result (as the engine scored it)."""

    seat: int
    name: str
    kind: str  # "human" / "bot"
    level: str  # a computer's level (bots/kinds.py LEVELS), "" for a human
    map_id: str
    appeal: int
    conservation: int
    victory_points: int
    winner: bool
    conceded: bool
    items: tuple[ScoreItem, ...] = ()  # the score by source (engine's SeatScore.items)


@frozen
class GameRecord:
    """One game as the history keeps it. `save` is the game's save record (saves.save_data) as
    JSON text: its config and full choice log replay the game."""

    game_id: str
    ended_at: float  # seconds since 1970
    status: GameStatus  # FINISHED, CONCEDED or ABANDONED
    players: int
    seed: int
    solo_difficulty: int
    turn: int  # the turn the game ended in
    moves: int  # choices made
    seats: tuple[SeatRecord, ...]
    config: dict[str, Any]  # saves.config_to_data
    save: str = ""  # left empty when read for the list (`HistoryStore.save_of` reads it)

    @property
    def maps(self) -> tuple[str, ...]:
        return tuple(seat.map_id for seat in self.seats)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat.seat for seat in self.seats if seat.winner)


def _item_data(item: ScoreItem) -> dict[str, Any]:
    return {
        "source": item.source.value,
        "card": item.card,
        "appeal": item.appeal,
        "conservation": item.conservation,
        "money": item.money,
    }


def _item_of(data: dict[str, Any]) -> ScoreItem:
    return ScoreItem(
        source=ScoreSource(data["source"]),
        card=data.get("card"),
        appeal=int(data.get("appeal", 0)),
        conservation=int(data.get("conservation", 0)),
        money=int(data.get("money", 0)),
    )


def _seat_data(seat: SeatRecord) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "name": seat.name,
        "kind": seat.kind,
        "level": seat.level,
        "map": seat.map_id,
        "appeal": seat.appeal,
        "conservation": seat.conservation,
        "victory_points": seat.victory_points,
        "winner": seat.winner,
        "conceded": seat.conceded,
        "items": [_item_data(item) for item in seat.items],
    }


def _seat_of(data: dict[str, Any]) -> SeatRecord:
    return SeatRecord(
        seat=int(data["seat"]),
        name=str(data["name"]),
        kind=str(data["kind"]),
        level=str(data.get("level", "")),
        map_id=str(data.get("map", "")),
        appeal=int(data.get("appeal", 0)),
        conservation=int(data.get("conservation", 0)),
        victory_points=int(data.get("victory_points", 0)),
        winner=bool(data.get("winner", False)),
        conceded=bool(data.get("conceded", False)),
        items=tuple(_item_of(item) for item in data.get("items", ())),
    )


# -- the schema and its migrations ----------------------------------------------------------------
def _to_v1(db: sqlite3.Connection) -> None:
    """The games, each with its seats (and their scores by source) as JSON."""
    db.execute(
        """CREATE TABLE games (
            game_id TEXT PRIMARY KEY,
            ended_at REAL NOT NULL,
            status TEXT NOT NULL,
            players INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            solo_difficulty INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            config TEXT NOT NULL,
            seats TEXT NOT NULL,
            save TEXT NOT NULL
        )"""
    )


def _to_v2(db: sqlite3.Connection) -> None:
    """One row per seat, so that win rates, best scores and map averages are queries; filled
    from the seats every game of version 1 holds."""
    db.execute(
        """CREATE TABLE seats (
            game_id TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT NOT NULL,
            map TEXT NOT NULL,
            appeal INTEGER NOT NULL,
            conservation INTEGER NOT NULL,
            victory_points INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            conceded INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )"""
    )
    db.execute("CREATE INDEX seats_by_name ON seats(name)")
    rows = db.execute("SELECT game_id, seats FROM games").fetchall()
    for game_id, seats in rows:
        for seat in json.loads(seats):
            _insert_seat(db, game_id, _seat_of(seat))


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _to_v1, 1: _to_v2}


def _insert_seat(db: sqlite3.Connection, game_id: str, seat: SeatRecord) -> None:
    db.execute(
        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            game_id,
            seat.seat,
            seat.name,
            seat.kind,
            seat.level,
            seat.map_id,
            seat.appeal,
            seat.conservation,
            seat.victory_points,
            int(seat.winner),
            int(seat.conceded),
        ),
    )


def schema_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection) -> int:
    """Bring the file to SCHEMA_VERSION inside one transaction (all steps or none); the version
    it had. A file of a newer version (a later app) is left alone: HistoryUnavailable. A file
    already at SCHEMA_VERSION takes no write lock (it may be read while another copy writes)."""
    if schema_version(db) == SCHEMA_VERSION:
        return SCHEMA_VERSION
    with _transaction(db):
        found = schema_version(db)  # read again inside the lock: another copy may have done it
        if found > SCHEMA_VERSION:
            raise HistoryUnavailable(f"the history was written by a newer version ({found})")
        for version in range(found, SCHEMA_VERSION):
            MIGRATIONS[version](db)
        if found != SCHEMA_VERSION:
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return found


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.rollback()
        raise
    db.commit()


# -- opening --------------------------------------------------------------------------------------
def _code(error: sqlite3.Error) -> int:
    return int(getattr(error, "sqlite_errorcode", 0) or 0) & 0xFF


def is_damaged(error: sqlite3.Error) -> bool:
    return isinstance(error, sqlite3.DatabaseError) and _code(error) in _DAMAGED_CODES


def is_busy(error: sqlite3.Error) -> bool:
    return _code(error) in _BUSY_CODES or "locked" in str(error)


@frozen
class Opened:
    """An open history and, when the file was damaged, where the old one was moved."""

    store: HistoryStore
    moved_aside: Path | None = None


def _connect(path: Path, timeout_ms: int) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=timeout_ms / 1000, isolation_level=None)
    try:
        db.execute(f"PRAGMA busy_timeout = {int(timeout_ms)}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db)
        db.execute("SELECT count(*) FROM games").fetchone()  # reads the table: damage shows
    except BaseException:
        db.close()
        raise
    return db


def move_aside(path: Path) -> Path:
    """Move a damaged file (and its WAL files) out of the way; the name it has now."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    number = 1
    while aside.exists():
        number += 1
        aside = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
    os.replace(path, aside)
    for extra in ("-wal", "-shm"):
        companion = path.with_name(path.name + extra)
        if companion.exists():
            os.replace(companion, aside.with_name(aside.name + extra))
    return aside


def open_history(path: Path | None = None, timeout_ms: int = BUSY_TIMEOUT_MS) -> Opened:
    """Open (or make) the history, migrated to SCHEMA_VERSION. A damaged file is moved aside and
    a new one made; a file locked for longer than `timeout_ms` raises HistoryLocked; one that
    cannot be used at all raises HistoryUnavailable."""
    path = path if path is not None else history_path()
    moved: Path | None = None
    for attempt in range(2):
        try:
            return Opened(HistoryStore(_connect(path, timeout_ms), path), moved)
        except sqlite3.Error as error:
            if is_busy(error):
                raise HistoryLocked(str(error)) from error
            if attempt == 0 and is_damaged(error) and path.exists():
                try:
                    moved = move_aside(path)
                except OSError as move_error:
                    raise HistoryUnavailable(str(move_error)) from error
                continue
            raise HistoryUnavailable(str(error)) from error
        except OSError as error:
            raise HistoryUnavailable(str(error)) from error
    raise HistoryUnavailable("the history could not be made again")  # pragma: no cover


# -- reading and writing ---------------------------------------------------------------------------
@frozen
class WinRate:
    name: str
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@frozen
class BestSolo:
    difficulty: int
    victory_points: int
    games: int


@frozen
class MapAverage:
    map_id: str
    seats: int  # zoos played on this map
    victory_points: float
    appeal: float
    conservation: float


_GAME_COLUMNS = "game_id, ended_at, status, players, seed, solo_difficulty, turn, moves, config"
_SCORED = tuple(status.value for status in (GameStatus.FINISHED, GameStatus.CONCEDED))


class HistoryStore:
    """An open history file (one connection: use it from the thread that opened it)."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self.db = db
        self.path = path

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def add(self, record: GameRecord) -> bool:
        """Record a game in one transaction; False when it was recorded already."""
        if record.status not in ENDED:
            raise ValueError(f"only ended games are recorded, not {record.status.value}")
        try:
            with _transaction(self.db):
                cursor = self.db.execute(
                    "INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        record.game_id,
                        record.ended_at,
                        record.status.value,
                        record.players,
                        record.seed,
                        record.solo_difficulty,
                        record.turn,
                        record.moves,
                        json.dumps(record.config),
                        json.dumps([_seat_data(seat) for seat in record.seats]),
                        record.save,
                    ),
                )
                if cursor.rowcount == 0:
                    return False
                for seat in record.seats:
                    _insert_seat(self.db, record.game_id, seat)
        except sqlite3.Error as error:
            if is_busy(error):
                raise HistoryLocked(str(error)) from error
            raise HistoryUnavailable(str(error)) from error
        return True

    def games(self) -> list[GameRecord]:
        """Every recorded game, newest first (without the save record)."""
        rows = self.db.execute(
            f"SELECT {_GAME_COLUMNS}, seats FROM games ORDER BY ended_at DESC"
        ).fetchall()
        return [_record_of(row[:-1], row[-1], "") for row in rows]

    def count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM games").fetchone()[0])

    def save_of(self, game_id: str) -> str | None:
        """The save record (JSON text) of a recorded game; None if it is not recorded."""
        row = self.db.execute("SELECT save FROM games WHERE game_id = ?", (game_id,)).fetchone()
        return None if row is None else str(row[0])

    def win_rates(self) -> list[WinRate]:
        """Per player name: games played to the end (finished or conceded) and games won."""
        rows = self.db.execute(
            "SELECT s.name, count(*), sum(s.winner) FROM seats s JOIN games g USING (game_id) "
            f"WHERE g.status IN {_SCORED} GROUP BY s.name ORDER BY s.name COLLATE NOCASE"
        ).fetchall()
        return [WinRate(name, int(games), int(wins or 0)) for name, games, wins in rows]

    def best_solo(self) -> list[BestSolo]:
        """The best victory points of a finished solo game, per difficulty."""
        rows = self.db.execute(
            "SELECT g.solo_difficulty, max(s.victory_points), count(*) FROM seats s "
            "JOIN games g USING (game_id) WHERE g.players = 1 AND g.status = 'finished' "
            "GROUP BY g.solo_difficulty ORDER BY g.solo_difficulty"
        ).fetchall()
        return [BestSolo(int(d), int(best), int(n)) for d, best, n in rows]

    def map_averages(self) -> list[MapAverage]:
        """Per zoo map: the zoos played on it in finished games and their average results."""
        rows = self.db.execute(
            "SELECT s.map, count(*), avg(s.victory_points), avg(s.appeal), avg(s.conservation) "
            "FROM seats s JOIN games g USING (game_id) WHERE g.status = 'finished' "
            "GROUP BY s.map ORDER BY s.map"
        ).fetchall()
        return [
            MapAverage(str(m), int(n), float(vp), float(a), float(c)) for m, n, vp, a, c in rows
        ]


def _record_of(row: Sequence[Any], seats: str, save: str) -> GameRecord:
    game_id, ended_at, status, players, seed, difficulty, turn, moves, config = row
    return GameRecord(
        game_id=str(game_id),
        ended_at=float(ended_at),
        status=GameStatus(status),
        players=int(players),
        seed=int(seed),
        solo_difficulty=int(difficulty),
        turn=int(turn),
        moves=int(moves),
        seats=tuple(_seat_of(seat) for seat in json.loads(seats)),
        config=json.loads(config),
        save=save,
    )
