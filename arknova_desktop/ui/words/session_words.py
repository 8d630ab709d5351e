"""The session's refusals in words: why a choice, an undo or a redo was not taken, and why a save
or the autosave could not be written."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

from ...session import Refusal, SaveFailure
from .common import QT_TRANSLATE_NOOP, arg

_CONTEXT = "SessionWords"

_WORDS: dict[Refusal, str] = {
    Refusal.GAME_OVER: QT_TRANSLATE_NOOP("SessionWords", "The game is over."),
    Refusal.TURN_COMPLETE: QT_TRANSLATE_NOOP(
        "SessionWords", "Your turn is complete: end it first, or undo."
    ),
    Refusal.NOT_SEATED: QT_TRANSLATE_NOOP("SessionWords", "The next player has not sat down yet."),
    Refusal.COMPUTER_DECIDING: QT_TRANSLATE_NOOP("SessionWords", "A computer player is deciding."),
    Refusal.NOT_AN_OPTION: QT_TRANSLATE_NOOP(
        "SessionWords", "That is not one of the choices open now."
    ),
    Refusal.COMPUTER_RESTARTED: QT_TRANSLATE_NOOP(
        "SessionWords", "The computer players had stopped working; they were restarted."
    ),
    Refusal.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("SessionWords", "Nothing to take back yet."),
    Refusal.NOT_YOUR_CHOICE: QT_TRANSLATE_NOOP(
        "SessionWords", "Your turn has no choice to take back yet."
    ),
    Refusal.REVEALED: QT_TRANSLATE_NOOP(
        "SessionWords",
        "The last choice revealed hidden cards (a card drawn or turned over): it stays.",
    ),
    Refusal.NOTHING_TO_REDO: QT_TRANSLATE_NOOP("SessionWords", "Nothing to redo."),
}


def refusal_text(refusal: Refusal | None) -> str:
    """The reason in words ("" for None: nothing was refused)."""
    if refusal is None:
        return ""
    return QCoreApplication.translate(_CONTEXT, _WORDS[refusal])


def tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def save_failure_reason(failure: SaveFailure) -> str:
    """Why a save or the autosave was refused, in words (never the system's error code)."""
    if failure.errno == errno.ENOSPC:
        return tr("the disk is full")
    if failure.errno in (errno.EACCES, errno.EPERM):
        return tr("this program may not write in the save folder")
    if failure.errno == errno.EROFS:
        return tr("the disk cannot be written to")
    if failure.errno in (errno.EEXIST, errno.ENOTDIR):
        return tr("where the save folder should be there is a file")
    return tr("the system refused to write the file")


def autosave_failure_text(failure: SaveFailure) -> str:
    """Why the autosave failed and what to do, in words (never the system's error code)."""
    return arg(
        tr(
            "Your game could not be saved automatically: %1. The game goes on, and it is tried "
            "again after every move. To keep this game safe, use Game → Save as… to save it "
            "somewhere else."
        ),
        save_failure_reason(failure),
    )


def save_failure_text(failure: SaveFailure) -> str:
    """Why Save as… failed and what to do, in words (never the system's error code)."""
    return arg(
        tr(
            "The game could not be saved to %1: %2. Nothing was changed there, and the game "
            "goes on. Use Game → Save as… again to save it in another folder."
        ),
        str(failure.path),
        save_failure_reason(failure),
    )


def quit_unsaved_text(failure: SaveFailure) -> str:
    """Quitting while the game cannot be saved: what would be lost and what to do instead."""
    return arg(
        tr(
            "This game could not be saved: %1. If you quit now, the moves since it was last "
            "saved are lost. Go back to the game and use Game → Save as… to keep it in another "
            "folder."
        ),
        save_failure_reason(failure),
    )
