"""The history of games in words: what became of recording a game (history_recorder.py), how a
recorded game ended, the computer levels and the zoo maps as the History view lists them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import MAP_NAMES
from ...history_recorder import HistoryNotice, NoticeKind
from ...saves import GameStatus
from .common import arg
from .level_words import level_from, level_name

_CONTEXT = "HistoryWords"


def tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def notice_text(notice: HistoryNotice) -> str:
    """The status bar's line after a game was (or could not be) recorded; "" when there is
    nothing to say (the game was in the history already)."""
    if notice.kind is NoticeKind.RECORDED:
        return tr("The game was added to the history (Game → History…).")
    if notice.kind is NoticeKind.LOCKED:
        return tr(
            "The game could not be added to the history: another copy of Ark Nova Desktop kept "
            "it busy. The game itself is saved."
        )
    if notice.kind is NoticeKind.UNAVAILABLE:
        return tr(
            "The game could not be added to the history: its file cannot be written (details "
            "in the log). The game itself is saved."
        )
    if notice.kind is NoticeKind.REPLACED:
        where = notice.moved_to.name if notice.moved_to is not None else ""
        return arg(
            tr(
                "The history file was damaged: it was put aside as %1 and a new history was "
                "started with this game."
            ),
            where,
        )
    return ""


def outcome_text(status: GameStatus) -> str:
    if status is GameStatus.CONCEDED:
        return tr("conceded")
    if status is GameStatus.ABANDONED:
        return tr("abandoned")
    return tr("finished")


def seat_kind_text(kind: str, level: str) -> str:
    """ "human" or "computer, Easy"."""
    if kind != "bot":
        return tr("human")
    found = level_from(level)
    return arg(tr("computer, %1"), level_name(found)) if found is not None else tr("computer")


def map_text(map_id: str) -> str:
    """A zoo map's name ("" for a map not chosen yet)."""
    return MAP_NAMES.get(map_id, "") if map_id else ""
