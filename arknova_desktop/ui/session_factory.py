"""Sessions as the app makes them: the player's settings (confirming turns, computer speed), the
per-game autosave folder and the one computer-player process that every game of the app shares."""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.worker import BotWorker
from ..engine import GameConfig
from ..saves import LoadedGame, autosave_dir
from ..session import GameSession
from .settings import Settings

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


def new_session(config: GameConfig, seats: Sequence[str]) -> GameSession:
    return GameSession(config, seats, **_options())  # type: ignore[arg-type]


def session_from_save(loaded: LoadedGame) -> GameSession:
    return GameSession.from_save(loaded, **_options())


def apply_settings(session: GameSession) -> None:
    """The settings changed: the running game follows them from its next step."""
    settings = Settings()
    session.bot_delay_ms = settings.bot_pace_ms
    session.confirm_end_turn = settings.confirm_end_turn
