"""Opening a saved game without losing another position of it (no Qt here).

A save carries its game's id, and the game's autosave is named by that id. So opening an older
copy of a game ("Save as…" at move 100, the game played on to move 300) and playing it would
write the older position over the newer autosave. `newer_autosave` finds that case: the game's
autosave holds a position the opened file does not (further on, gone another way, or ended);
the window then asks the player which to play (ui/dialogs/open_game.py), and
`as_separate_game` makes the file a game of its own (a new id, and where it came from).

The same file opened while the game is open in another copy of the app is refused by the game's
lock (locks.GameLock); it too can go on as a separate game.
"""

from __future__ import annotations

import logging
from pathlib import Path

from attrs import evolve

from .saves import (
    MAX_ORIGIN_FILE,
    GameStatus,
    LoadedGame,
    SaveError,
    SaveOrigin,
    load_game,
    new_game_id,
)

log = logging.getLogger(__name__)


def is_autosave_of(path: Path, loaded: LoadedGame, folder: Path) -> bool:
    """Is `path` the autosave of the game it holds (in the autosave folder `folder`)?"""
    own = folder / f"{loaded.meta.game_id}.json"
    try:
        return path.resolve() == own.resolve()
    except OSError:
        return False


def newer_autosave(loaded: LoadedGame, source: Path, folder: Path) -> LoadedGame | None:
    """The game's own autosave, when playing `loaded` (read from `source`) as that game would
    replace a position the file does not hold: the autosave is further on, went another way, or
    says the game ended (conceded, abandoned, finished) while the file does not. None when there
    is no autosave, it is the file itself, the same position, or an earlier one of the file's.

    An autosave that cannot be read is no position to keep, but it is not overwritten either:
    the file then opens as a separate game (`AutosaveUnreadable`)."""
    if is_autosave_of(source, loaded, folder):
        return None
    path = folder / f"{loaded.meta.game_id}.json"
    if not path.exists():
        return None
    try:
        theirs = load_game(path)
    except SaveError as error:
        raise AutosaveUnreadable(path, str(error)) from error
    mine, kept = loaded.choices, theirs.choices
    ended = theirs.meta.status is not GameStatus.PLAYING
    if kept == mine:
        return theirs if ended and loaded.meta.status is GameStatus.PLAYING else None
    if len(mine) > len(kept) and mine[: len(kept)] == kept and not ended:
        return None  # the file is further on: its position replaces nothing
    return theirs


class AutosaveUnreadable(Exception):
    """The game's autosave is there but cannot be read: it is left as it is."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path = path
        self.why = why


def origin_of(source: Path, loaded: LoadedGame, folder: Path) -> SaveOrigin:
    """Where a separate game comes from: the file's name (none for an autosave, whose name is
    only the game's id) and when it was saved."""
    if is_autosave_of(source, loaded, folder) or source.parent == folder:
        name = ""
    else:
        name = "".join(c if c.isprintable() else "?" for c in source.name)[:MAX_ORIGIN_FILE]
        name = name.replace("/", "?").replace("\\", "?")
    return SaveOrigin(name, loaded.saved_at)


def as_separate_game(loaded: LoadedGame, source: Path, folder: Path) -> LoadedGame:
    """`loaded` as a game of its own: a new id (so a new autosave, and no lock shared with the
    game it came from), noting the save it came from. The moves are the same."""
    meta = evolve(loaded.meta, game_id=new_game_id(), origin=origin_of(source, loaded, folder))
    log.info("%s opens as a separate game %s", source, meta.game_id)
    return evolve(loaded, meta=meta)
