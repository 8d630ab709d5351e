"""Sessions as the app makes them: the player's settings (confirming turns, computer speed), the
per-game autosave folder with the game's lock, and the one computer-player process that every
game of the app shares."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from ..bots.worker import BotWorker
from ..engine import GameConfig
from ..locks import GameLock, LockError
from ..saves import LoadedGame, SessionMeta, autosave_dir, new_game_id
from ..session import GameSession
from .settings import Settings

log = logging.getLogger(__name__)

_worker: BotWorker | None = None


def shared_worker() -> BotWorker:
    """The computer players' process (started on the first computer move, not before)."""
    global _worker
    if _worker is None:
        _worker = BotWorker()
    return _worker


def close_worker() -> None:
    global _worker
    if _worker is not None:
        _worker.close()
        _worker = None


def _options() -> dict[str, object]:
    settings = Settings()
    return {
        "autosave_dir": autosave_dir(),
        "bot_delay_ms": settings.bot_pace_ms,
        "confirm_end_turn": settings.confirm_end_turn,
        "bot_worker": shared_worker(),
    }


def lock_game(game_id: str) -> GameLock | None:
    """The lock of a game about to be opened (locks.LockHeld when another copy has it open);
    None when no lock can be made here (the game is played all the same: logged)."""
    try:
        return GameLock.acquire(autosave_dir(), game_id)
    except LockError as error:
        log.warning("the game %s is opened without a lock: %s", game_id, error)
        return None


def new_session(
    config: GameConfig, seats: Sequence[str], levels: Sequence[str] | None = None
) -> GameSession:
    """A new game: its own id, and its lock (nobody else can have a new id). `levels`: each
    computer seat's level ("" for a human seat; without it every computer plays at Medium)."""
    meta = SessionMeta(new_game_id())
    lock = lock_game(meta.game_id)
    return GameSession(
        config,
        seats,
        meta=meta,
        lock=lock,
        levels=levels,
        **_options(),  # type: ignore[arg-type]
    )


def session_from_save(loaded: LoadedGame, lock: GameLock | None = None) -> GameSession:
    """The session of a loaded game; `lock`: the game's, taken by the caller (open_game.py)."""
    return GameSession.from_save(loaded, lock=lock, **_options())


def forked_session(source: GameSession, step: int) -> GameSession:
    """A new game from the position after `step` choices of `source` (the replay's "play on
    from here"): its own id, autosaved and locked like any game the app opens."""
    meta = SessionMeta(new_game_id())
    return GameSession(
        source.config,
        source.seats,
        choices=source.choices[:step],
        meta=meta,
        lock=lock_game(meta.game_id),
        levels=source.levels,
        **_options(),  # type: ignore[arg-type]
    )


def apply_settings(session: GameSession) -> None:
    """The settings changed: the running game follows them from its next step."""
    settings = Settings()
    session.bot_delay_ms = settings.bot_pace_ms
    session.confirm_end_turn = settings.confirm_end_turn
