"""The computer players' levels in words: a level's name (Easy, Medium, Hard), what it does (the
start screen's tooltips), a computer seat's name as every table, list and dialog shows it ("Hal
(computer, Hard)"), and a computer's thinking ("Hal is thinking… 40 %").

Made from the typed level (`bots.lookahead.Level`), never from the text a save or a session
holds (`level_from` turns that into the type, or None). This module imports no other words
module and nothing of the session: `GameSession.seat_label` takes its words from here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication

from ...bots.lookahead import Level
from .common import QT_TRANSLATE_NOOP, arg

CONTEXT: Final = "LevelWords"

_NAMES: Final[Mapping[Level, str]] = {
    Level.EASY: QT_TRANSLATE_NOOP("LevelWords", "Easy"),
    Level.MEDIUM: QT_TRANSLATE_NOOP("LevelWords", "Medium"),
    Level.HARD: QT_TRANSLATE_NOOP("LevelWords", "Hard"),
}
_HINTS: Final[Mapping[Level, str]] = {
    Level.EASY: QT_TRANSLATE_NOOP("LevelWords", "Easy: plays sensibly, makes human mistakes"),
    Level.MEDIUM: QT_TRANSLATE_NOOP("LevelWords", "Medium: looks one turn ahead"),
    Level.HARD: QT_TRANSLATE_NOOP("LevelWords", "Hard: searches its turn deeper and thinks longer"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def level_from(text: str) -> Level | None:
    """The level a session or a save names (one of bots/kinds.py LEVELS); None for "" (a human
    seat) or a text that is no level."""
    try:
        return Level(text)
    except ValueError:
        return None


def level_name(level: Level) -> str:
    """ "Easy", "Medium", "Hard"."""
    return tr(_NAMES[level])


def level_hint(level: Level) -> str:
    """One line on how the level plays (the start screen's tooltip)."""
    return tr(_HINTS[level])


def seat_label(name: str, computer: bool, level: Level | None) -> str:
    """A seat's name as the table shows it: a human's as it is, a computer's marked with its
    level ("Hal (computer, Hard)"; "Hal (computer)" when its level is not known)."""
    if not computer:
        return name
    if level is None:
        return arg(tr("%1 (computer)"), name)
    return arg(tr("%1 (computer, %2)"), name, level_name(level))


def short_seat_label(name: str, computer: bool, level: Level | None) -> str:
    """`seat_label` where room is short: the level kept, "computer" left out ("Hal (Hard)")."""
    if not computer or level is None:
        return seat_label(name, computer, level)
    return arg(tr("%1 (%2)"), name, level_name(level))


def thinking_text(name: str, done: int, planned: int) -> str:
    """A computer's think as far as it has got: "Hal is thinking… 40 %" (by the completions of
    its search done of those planned)."""
    percent = 0 if planned <= 0 else min(100, done * 100 // planned)
    return arg(tr("%1 is thinking… %2 %"), name, percent)
