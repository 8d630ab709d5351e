"""The history of games (arknova_desktop/history.py): the round trip, the migration of an older
file inside one transaction, a locked file and a damaged one."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import attrs
import pytest

from arknova_desktop.engine import Choice, GameConfig, ScoreSource, new_game
from arknova_desktop.history import (
    SCHEMA_VERSION,
    GameRecord,
    HistoryLocked,
    SeatRecord,
    migrate,
    open_history,
    schema_version,
)
from arknova_desktop.history_recorder import NoticeKind, record_of, write_record
from arknova_desktop.saves import GameStatus, parse_save
from arknova_desktop.session import GameSession

CONFIG = GameConfig(players=2, seed=5, names=("Ada", "Bo"))


def random_choices(config: GameConfig, seed: int, limit: int | None = None) -> list[Choice]:
    game, rng, choices = new_game(config), random.Random(seed), []
    while game.decision is not None and (limit is None or len(choices) < limit):
        choice = rng.choice(game.decision.options)
        game.apply(choice)
        choices.append(choice)
    return choices


@pytest.fixture(scope="module")
def finished() -> GameSession:
    return GameSession(
        CONFIG, ("human", "bot"), choices=random_choices(CONFIG, 1), levels=("", "easy")
    )


def seat(index: int, name: str, vp: int, winner: bool, map_id: str = "A") -> SeatRecord:
    return SeatRecord(index, name, "human", "", map_id, 50 + vp, 10, vp, winner, False)


def record(game_id: str, seats: tuple[SeatRecord, ...], **fields: object) -> GameRecord:
    values: dict[str, object] = {
        "game_id": game_id,
        "ended_at": 1000.0,
        "status": GameStatus.FINISHED,
        "players": len(seats),
        "seed": 1,
        "solo_difficulty": 20,
        "turn": 30,
        "moves": 700,
        "seats": seats,
        "config": {"players": len(seats)},
        "save": "{}",
    }
    values.update(fields)
    return GameRecord(**values)  # type: ignore[arg-type]


def test_a_finished_game_round_trips_with_its_scores_and_choice_log(
    tmp_path: Path, finished: GameSession
) -> None:
    path = tmp_path / "history.sqlite3"
    made = record_of(finished, ended_at=1234.5)
    assert write_record(made, path).kind is NoticeKind.RECORDED
    with open_history(path).store as store:
        (back,) = store.games()
        save = store.save_of(made.game_id)
        journal = store.db.execute("PRAGMA journal_mode").fetchone()[0]
    assert journal == "wal"
    assert back == attrs.evolve(made, save="")
    assert back.status is GameStatus.FINISHED
    scores = finished.game.scores_if_ended()
    for kept, score in zip(back.seats, scores, strict=True):
        assert (kept.appeal, kept.conservation, kept.victory_points, kept.winner) == (
            score.appeal,
            score.conservation,
            score.victory_points,
            score.winner,
        )
        assert kept.items == score.items
        assert {item.source for item in kept.items} >= {ScoreSource.APPEAL}
    assert [(s.kind, s.level) for s in back.seats] == [("human", ""), ("bot", "easy")]
    assert save is not None
    loaded = parse_save(json.loads(save))  # the whole choice log, as a save replays it
    assert loaded.choices == tuple(finished.choices)
    assert loaded.game.is_over


def test_a_game_is_recorded_once(tmp_path: Path, finished: GameSession) -> None:
    path = tmp_path / "history.sqlite3"
    made = record_of(finished)
    assert write_record(made, path).kind is NoticeKind.RECORDED
    assert write_record(made, path).kind is NoticeKind.ALREADY
    with open_history(path).store as store:
        assert store.count() == 1
        assert store.db.execute("SELECT count(*) FROM seats").fetchone()[0] == 2


def test_win_rates_best_solo_and_map_averages(tmp_path: Path) -> None:
    with open_history(tmp_path / "h.sqlite3").store as store:
        store.add(record("g1", (seat(0, "Ada", 10, True, "A"), seat(1, "Bo", 4, False, "1"))))
        store.add(record("g2", (seat(0, "Ada", 2, False, "A"), seat(1, "Bo", 6, True, "A"))))
        store.add(record("g3", (seat(0, "Ada", 8, True, "1"), seat(1, "Bo", 1, False, "A"))))
        store.add(
            record(
                "g4",
                (seat(0, "Ada", 0, False), seat(1, "Bo", 0, False)),
                status=GameStatus.ABANDONED,
            )
        )
        store.add(record("s1", (seat(0, "Ada", 5, True),), solo_difficulty=20))
        store.add(record("s2", (seat(0, "Ada", 9, True),), solo_difficulty=20))
        store.add(record("s3", (seat(0, "Ada", -3, False),), solo_difficulty=10))
        rates = {r.name: (r.games, r.wins) for r in store.win_rates()}
        assert rates == {"Ada": (6, 4), "Bo": (3, 1)}  # the abandoned game does not count
        assert [(b.difficulty, b.victory_points, b.games) for b in store.best_solo()] == [
            (10, -3, 1),
            (20, 9, 2),
        ]
        averages = {m.map_id: (m.seats, m.victory_points) for m in store.map_averages()}
        assert averages["1"] == (2, 6.0)  # Bo 4, Ada 8
        assert averages["A"][0] == 7


V1_TABLE = """CREATE TABLE games (
    game_id TEXT PRIMARY KEY, ended_at REAL NOT NULL, status TEXT NOT NULL,
    players INTEGER NOT NULL, seed INTEGER NOT NULL, solo_difficulty INTEGER NOT NULL,
    turn INTEGER NOT NULL, moves INTEGER NOT NULL, config TEXT NOT NULL, seats TEXT NOT NULL,
    save TEXT NOT NULL)"""


def write_v1(path: Path) -> None:
    """A history as version 1 wrote it: the seats only as JSON in `games`."""
    db = sqlite3.connect(path)
    db.execute(V1_TABLE)
    seats = [
        {"seat": 0, "name": "Ada", "kind": "human", "level": "", "map": "A", "appeal": 60,
         "conservation": 9, "victory_points": 7, "winner": True, "conceded": False,
         "items": [{"source": "appeal", "card": None, "appeal": 60, "conservation": 0}]},
        {"seat": 1, "name": "Hal", "kind": "bot", "level": "hard", "map": "2", "appeal": 40,
         "conservation": 8, "victory_points": -5, "winner": False, "conceded": False,
         "items": []},
    ]  # fmt: skip
    db.execute(
        "INSERT INTO games VALUES ('old', 5.0, 'finished', 2, 3, 20, 25, 600, '{}', ?, '{}')",
        (json.dumps(seats),),
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_version_1_history_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    write_v1(path)
    with open_history(path).store as store:
        assert schema_version(store.db) == SCHEMA_VERSION == 2
        (game,) = store.games()
        assert [s.name for s in game.seats] == ["Ada", "Hal"]
        assert game.seats[0].items[0].source is ScoreSource.APPEAL
        rates = {r.name: (r.games, r.wins) for r in store.win_rates()}
        assert rates == {"Ada": (1, 1), "Hal": (1, 0)}


def test_a_migration_that_fails_half_way_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.sqlite3"
    write_v1(path)
    import arknova_desktop.history as history

    def broken(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE seats (x INTEGER)")  # done, then the step fails
        raise sqlite3.IntegrityError("a step failed")

    monkeypatch.setitem(history.MIGRATIONS, 1, broken)
    db = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.IntegrityError):
        migrate(db)
    assert schema_version(db) == 1
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert tables == {"games"}  # the half-made step was rolled back with the version
    db.close()


def test_a_new_file_goes_through_every_step(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / "h.sqlite3", isolation_level=None)
    assert migrate(db) == 0
    assert schema_version(db) == SCHEMA_VERSION
    assert migrate(db) == SCHEMA_VERSION  # nothing more to do
    db.close()


def test_a_locked_history_is_skipped_and_said(tmp_path: Path, finished: GameSession) -> None:
    path = tmp_path / "h.sqlite3"
    open_history(path).store.close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another copy of the app in the middle of a write
    holder.execute("INSERT INTO games VALUES ('x', 1, 'finished', 1, 1, 20, 1, 1, '{}', '[]', '')")
    try:
        with open_history(path).store as reader:  # reading goes on beside the writer (WAL)
            assert reader.count() == 0
        with pytest.raises(HistoryLocked), open_history(path, timeout_ms=50).store as store:
            store.add(record("y", (seat(0, "Ada", 1, True),)))
        notice = write_record(record_of(finished), path, timeout_ms=50)
        assert notice.kind is NoticeKind.LOCKED
    finally:
        holder.rollback()
        holder.close()
    assert write_record(record_of(finished), path).kind is NoticeKind.RECORDED  # free again


def test_a_damaged_history_is_moved_aside_and_made_anew(
    tmp_path: Path, finished: GameSession
) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"\x00garbage, not a database\xff" * 200)
    notice = write_record(record_of(finished), path)
    assert notice.kind is NoticeKind.REPLACED
    assert notice.moved_to is not None and notice.moved_to.parent == tmp_path
    assert notice.moved_to.read_bytes().startswith(b"\x00garbage")
    with open_history(path).store as store:
        assert store.count() == 1


def test_a_half_game_records_as_abandoned_without_winner(tmp_path: Path) -> None:
    session = GameSession(CONFIG, ("human", "human"), choices=random_choices(CONFIG, 2, 120))
    assert session.abandon()
    made = record_of(session)
    assert made.status is GameStatus.ABANDONED
    assert not any(s.winner for s in made.seats)
    assert made.moves == 120
