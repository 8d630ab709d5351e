"""Recording a game in the history (history.py) when it ends, is conceded or is abandoned.

A `HistoryRecorder` watches one session: when its game ends (`game_finished`, also after a
concession) or is abandoned (`status_changed`), the record is made on the spot (the scores and the
save record: a few milliseconds) and written by one worker thread shared by the app, so a slow
disk or a history locked by another copy of the app never holds the window up. Whatever happens
to the file, the game goes on: a locked history is waited for (history.BUSY_TIMEOUT_MS) and
otherwise skipped, a damaged one moved aside and made anew; each is logged and reported by
`noticed(HistoryNotice)` (words: ui/words/history_words.py). A game is recorded once per
recorder, and the history's key (the game id) keeps a game loaded and finished again from being
recorded twice.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import json
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from attrs import frozen
from PySide6.QtCore import QObject, Signal

from .history import (
    BUSY_TIMEOUT_MS,
    GameRecord,
    HistoryLocked,
    HistoryUnavailable,
    SeatRecord,
    history_path,
    open_history,
)
from .saves import GameStatus, config_to_data, save_data, saved_now
from .session import GameSession

log = logging.getLogger(__name__)


class NoticeKind(enum.Enum):
    RECORDED = enum.auto()
    ALREADY = enum.auto()  # the history had this game already (a finished save opened again)
    LOCKED = enum.auto()  # skipped: another copy kept the history locked
    UNAVAILABLE = enum.auto()  # skipped: the file cannot be written
    REPLACED = enum.auto()  # the damaged file was moved aside; the game was recorded anew


@frozen
class HistoryNotice:
    kind: NoticeKind
    game_id: str
    moved_to: Path | None = None  # REPLACED: where the damaged file went
    detail: str = ""  # the system's words, for the log only


def record_of(session: GameSession, ended_at: float | None = None) -> GameRecord:
    """The history's record of the session's game as it stands (ended, conceded or abandoned):
    every seat's result by source (the engine's scores; an abandoned game has no winner) and
    the save record with the whole choice log."""
    meta = session.current_meta()
    status = meta.status
    conceded = session.conceded_by if status is GameStatus.CONCEDED else None
    scores = {score.seat: score for score in session.game.scores_if_ended(conceded)}
    view = session.game.view(None)
    seats = tuple(
        SeatRecord(
            seat=player.seat,
            name=player.name,
            kind=session.seats[player.seat],
            level=session.levels[player.seat],
            map_id=player.map_id,
            appeal=scores[player.seat].appeal,
            conservation=scores[player.seat].conservation,
            victory_points=scores[player.seat].victory_points,
            winner=scores[player.seat].winner and status is not GameStatus.ABANDONED,
            conceded=player.seat == conceded,
            items=scores[player.seat].items,
        )
        for player in view.players
    )
    save = save_data(
        session.config,
        session.seats,
        session.choices,
        session.game,
        meta,
        levels=session.levels,
    )
    return GameRecord(
        game_id=meta.game_id,
        ended_at=saved_now() if ended_at is None else ended_at,
        status=status,
        players=session.config.players,
        seed=session.config.seed,
        solo_difficulty=session.config.solo_difficulty,
        turn=view.turn,
        moves=len(session.choices),
        seats=seats,
        config=config_to_data(session.config),
        save=json.dumps(save, separators=(",", ":")),
    )


def write_record(
    record: GameRecord, path: Path | None = None, timeout_ms: int = BUSY_TIMEOUT_MS
) -> HistoryNotice:
    """Write one record (in the calling thread); what came of it. Never raises for the file."""
    try:
        opened = open_history(path, timeout_ms)
        with opened.store as store:
            added = store.add(record)
    except HistoryLocked as error:
        log.warning("the history is locked; game %s not recorded: %s", record.game_id, error)
        return HistoryNotice(NoticeKind.LOCKED, record.game_id, detail=str(error))
    except HistoryUnavailable as error:
        log.error("the history cannot be written; game %s not recorded: %s", record.game_id, error)
        return HistoryNotice(NoticeKind.UNAVAILABLE, record.game_id, detail=str(error))
    if opened.moved_aside is not None:
        log.error("the history was damaged: moved to %s, a new one made", opened.moved_aside)
        return HistoryNotice(NoticeKind.REPLACED, record.game_id, opened.moved_aside)
    return HistoryNotice(NoticeKind.RECORDED if added else NoticeKind.ALREADY, record.game_id)


_writer: ThreadPoolExecutor | None = None
_writer_guard = threading.Lock()


def writer() -> ThreadPoolExecutor:
    """The one thread that writes the history (writes one after the other; waited for when the
    app quits, so a game ended just before is not lost)."""
    global _writer
    with _writer_guard:
        if _writer is None:
            _writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
            atexit.register(_writer.shutdown)
        return _writer


class HistoryRecorder(QObject):
    """Records `session`'s game in the history once it has ended (see the module's doc).
    `noticed(HistoryNotice)` comes on the recorder's thread once the write is done."""

    noticed = Signal(object)

    def __init__(
        self,
        session: GameSession,
        parent: QObject | None = None,
        path: Path | None = None,
        timeout_ms: int = BUSY_TIMEOUT_MS,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.path = path
        self.timeout_ms = timeout_ms
        self.pending: Future[HistoryNotice] | None = None
        self._recorded = False
        session.game_finished.connect(self._ended)
        session.status_changed.connect(self._status)

    def _status(self, status: GameStatus) -> None:
        if status is GameStatus.ABANDONED:
            self._ended()

    def _ended(self) -> None:
        if self._recorded:
            return
        self._recorded = True
        try:
            record = record_of(self.session)
        except Exception:  # the game goes on whatever the history does
            log.exception("the game %s could not be put in the history", self.session.meta.game_id)
            return
        path = self.path if self.path is not None else history_path()
        self.pending = writer().submit(write_record, record, path, self.timeout_ms)
        self.pending.add_done_callback(self._written)

    def _written(self, done: Future[HistoryNotice]) -> None:
        error = done.exception()
        if error is not None:
            log.error("the history write failed: %s", error)
            return
        # Queued to the window's thread; the window (and this recorder) may have closed meanwhile.
        with contextlib.suppress(RuntimeError):
            self.noticed.emit(done.result())
