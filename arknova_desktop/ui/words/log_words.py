"""The public log in words: each `journal.LogItem` of the session as one line.

The session records typed items (`GameSession.log`); the words are made here, at the screen,
through tr() and ``event_words``: seat labels instead of seat numbers ("Hal (computer)"), card
names instead of ids, and a card that only its owner may know told without the card.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Event
from ...journal import Conceded, LoggedEvent, LogItem, TookBack
from ...session import GameSession
from .common import arg
from .event_words import event_line
from .names import card_title


def tr(text: str) -> str:
    return QCoreApplication.translate("LogWords", text)


def seat_words(session: GameSession, seat: int) -> str:
    """The seat as the table labels it (an unknown seat by its number, never an index)."""
    if 0 <= seat < session.view.player_count:
        return session.seat_label(seat)
    return arg(tr("Player %1"), str(seat + 1))


def card_words(session: GameSession, card_id: str) -> str:
    """A card's name ("a card" for an id the database does not know: never the id itself)."""
    try:
        return card_title(session.game.cards.get(card_id))
    except KeyError:
        return tr("a card")


def public_line(
    session: GameSession, event: Event, previous_order: tuple[str, ...] | None = None
) -> str:
    """One event in words for the shared screen ("" for noise)."""

    def names(seat: int) -> str:
        return seat_words(session, seat)

    return event_line(  # a card only its owner may see is told without it (hidden_move_line)
        event,
        names,
        lambda card_id: card_words(session, card_id),
        lambda seat: not session.is_human(seat),
        previous_order=previous_order,
    )


def log_line(session: GameSession, item: LogItem) -> str:
    """One item of the session's log in words ("" for an event nobody needs to read)."""
    if isinstance(item, LoggedEvent):
        return public_line(session, item.event, item.previous_order)
    if isinstance(item, TookBack):
        return arg(tr("%1 takes back a choice"), seat_words(session, item.seat))
    if isinstance(item, Conceded):
        return arg(tr("%1 concedes the game"), seat_words(session, item.seat))
    raise TypeError(f"not a log item: {item!r}")
