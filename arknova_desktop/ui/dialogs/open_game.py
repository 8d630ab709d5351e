"""Opening a saved game, the one way every door takes (the start screen, Game → Open, `--load`):
read it, never let it replace a newer position of its game without the player's word, and take
the game's lock so that one game is played in one window at a time (opening.py, locks.py).

- The game's autosave is further on than the file (or went another way, or the game ended
  there): the player chooses to continue the newer game, to play the file as a separate game
  (a new game, listed "from the save …"), or neither.
- The game is open in another window of Ark Nova (this copy or another): the player may open
  the file as a separate game instead.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...locks import GameLock, LockHeld
from ...opening import AutosaveUnreadable, as_separate_game, newer_autosave
from ...saves import GameStatus, LoadedGame, SaveError, autosave_dir, load_game
from ...session import GameSession
from ...turns import turn_number
from ..session_factory import lock_game, session_from_save
from ..words.common import arg
from .start_dialog import when_text

log = logging.getLogger(__name__)
CONTEXT = "OpenGame"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def cannot_open_text(path: Path, error: SaveError | str) -> str:
    """The file's name and why it cannot be opened, in words."""
    return arg(
        QCoreApplication.translate("Menus", "“%1” cannot be opened. %2"), path.name, str(error)
    )


def position_text(loaded: LoadedGame) -> str:
    """A position of a game in words: its turn and how far it went, or how it ended."""
    turn = turn_number(loaded.game.view(None), loaded.meta.awaiting_end_turn)
    status = loaded.meta.status
    if status is GameStatus.FINISHED or loaded.game.is_over:
        where = tr("finished")
    elif status is GameStatus.CONCEDED:
        where = arg(tr("conceded in turn %1"), turn)
    elif status is GameStatus.ABANDONED:
        where = arg(tr("abandoned in turn %1"), turn)
    else:
        where = arg(tr("turn %1"), turn)
    count = len(loaded.choices)
    choices = tr("1 choice made") if count == 1 else arg(tr("%1 choices made"), count)
    return arg(tr("%1 (%2), saved %3"), where, choices, when_text(loaded.saved_at))


def _ask(parent: QWidget | None, title: str, text: str, buttons: list[str]) -> int:
    """A question with the given answers (the last is Cancel); the index answered."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton)
    if parent is not None:
        box.setParent(parent, box.windowFlags())
    box.setObjectName("open_game_question")
    made = [box.addButton(label, QMessageBox.ButtonRole.AcceptRole) for label in buttons[:-1]]
    cancel = box.addButton(buttons[-1], QMessageBox.ButtonRole.RejectRole)
    made.append(cancel)
    box.setDefaultButton(cancel)  # Enter never picks a game by accident
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return made.index(clicked) if clicked in made else len(made) - 1


def resolve_newer(
    parent: QWidget | None, loaded: LoadedGame, source: Path
) -> tuple[LoadedGame, Path] | None:
    """`loaded` as it may be played without replacing a newer position of its game: the game
    itself, its newer autosave (the player's choice), or a separate game; None: cancelled."""
    folder = autosave_dir()
    try:
        newer = newer_autosave(loaded, source, folder)
    except AutosaveUnreadable as error:
        # Not a position anybody can play, but not ours to overwrite either.
        log.warning("%s; %s opens as a separate game", error, source)
        return as_separate_game(loaded, source, folder), source
    if newer is None:
        return loaded, source
    answer = _ask(
        parent,
        tr("A newer position of this game"),
        arg(
            tr(
                "This game went on after this file was saved, and its newer position is kept "
                "in its autosave.\n\nThe file: %1.\nThe autosave: %2.\n\nPlaying the file as "
                "the same game would replace the newer position. Which do you want to play?"
            ),
            position_text(loaded),
            position_text(newer),
        ),
        [
            tr("Continue the newer game"),
            tr("Play the file as a separate game"),
            tr("Cancel"),
        ],
    )
    if answer == 0:
        return newer, folder / f"{newer.meta.game_id}.json"
    if answer == 1:
        return as_separate_game(loaded, source, folder), source
    return None


def open_loaded(
    parent: QWidget | None,
    loaded: LoadedGame,
    source: Path,
    current: GameSession | None = None,
) -> GameSession | None:
    """A session for `loaded` (read from `source`), after any question the player must answer;
    None when they cancelled or the game is already the one in `current`'s window."""
    resolved = resolve_newer(parent, loaded, source)
    if resolved is None:
        return None
    loaded, source = resolved
    if current is not None and current.meta.game_id == loaded.meta.game_id:
        QMessageBox.information(
            parent, tr("Already open"), tr("This game is the one open in this window.")
        )
        return None
    try:
        lock: GameLock | None = GameLock.acquire(autosave_dir(), loaded.meta.game_id)
    except LockHeld as held:
        log.info("%s is open elsewhere (%s)", loaded.meta.game_id, held.holder)
        answer = _ask(
            parent,
            tr("Open in another window"),
            tr(
                "This game is open in another window of Ark Nova. A game is played in one "
                "window at a time, so that neither overwrites the other's moves.\n\nYou can "
                "go on from this position as a separate game, or go back and play it in the "
                "other window."
            ),
            [tr("Open as a separate game"), tr("Cancel")],
        )
        if answer != 0:
            return None
        loaded = as_separate_game(loaded, source, autosave_dir())
        lock = lock_game(loaded.meta.game_id)
    except OSError as error:  # LockError: no lock can be made here; play all the same
        log.warning("the game %s is opened without a lock: %s", loaded.meta.game_id, error)
        lock = None
    return session_from_save(loaded, lock)


def open_saved_game(
    parent: QWidget | None, path: Path, current: GameSession | None = None
) -> GameSession | None:
    """Read `path` and open it (`open_loaded`); a file that cannot be read is explained and
    nothing on disk changes."""
    try:
        loaded = load_game(path)
    except SaveError as error:
        QMessageBox.warning(parent, tr("Cannot open the game"), cannot_open_text(path, error))
        return None
    return open_loaded(parent, loaded, path, current)
