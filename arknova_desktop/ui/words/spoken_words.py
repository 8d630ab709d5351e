"""What a screen reader reads at the table: a control's name, and a summary in sentences of the
open decision, a zoo, the association board and a player's board. Everything a sighted player
reads off a picture (a lit cell, a building's tile, a piece on the board) is said here in words
made by the same helpers the pictures' labels and tooltips use."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from ...engine import Decision, PlaceBuilding
from ...session import GameSession
from .choice_words import carry_text, option_texts, prompt_text
from .common import QT_TRANSLATE_NOOP, arg, join_words
from .names import a_building, map_name

CONTEXT: Final = "SpokenWords"
MAX_SPOKEN_OPTIONS = 12  # a longer list is cut: "…and 12 more"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    """The text for 1 or the one for more (Qt puts `n` in for %n and picks the plural form)."""
    return tr(one if n == 1 else many, n)


# Names of the table's parts: what a screen reader says when it lands on them.
_PARTS: Final = {
    "decision": QT_TRANSLATE_NOOP("SpokenWords", "Decision"),
    "options": QT_TRANSLATE_NOOP("SpokenWords", "Options of the decision"),
    "hand": QT_TRANSLATE_NOOP("SpokenWords", "Your hand"),
    "display": QT_TRANSLATE_NOOP("SpokenWords", "Display"),
    "right_tabs": QT_TRANSLATE_NOOP("SpokenWords", "Display, board, zoo cards, log and aids"),
    "board": QT_TRANSLATE_NOOP("SpokenWords", "Association board"),
    "boards_scroll": QT_TRANSLATE_NOOP("SpokenWords", "Players' boards"),
    "map": QT_TRANSLATE_NOOP("SpokenWords", "Zoo map"),
    "left_edge": QT_TRANSLATE_NOOP("SpokenWords", "Left edge of the zoo map"),
    "log": QT_TRANSLATE_NOOP("SpokenWords", "Game log"),
    "cover": QT_TRANSLATE_NOOP("SpokenWords", "Hot-seat cover"),
    "action_row": QT_TRANSLATE_NOOP("SpokenWords", "Action cards"),
    "tracks": QT_TRANSLATE_NOOP("SpokenWords", "Score tracks"),
    "deck": QT_TRANSLATE_NOOP("SpokenWords", "Deck"),
    "zoo_cards": QT_TRANSLATE_NOOP("SpokenWords", "Zoo cards"),
    "summary": QT_TRANSLATE_NOOP("SpokenWords", "Since your last turn"),
    "cards_to_choose": QT_TRANSLATE_NOOP("SpokenWords", "Cards to choose from"),
    "buildings": QT_TRANSLATE_NOOP("SpokenWords", "Buildings to place"),
}


def part_name(part: str) -> str:
    """The accessible name of one of the table's parts, by its role in the window."""
    return tr(_PARTS[part])


def _shortened(items: Sequence[str], count: int) -> str:
    """The first items of `count`, one after the other, and how many more there are."""
    shown = "; ".join(items[:MAX_SPOKEN_OPTIONS])
    rest = count - min(len(items), MAX_SPOKEN_OPTIONS)
    if rest > 0:
        shown = arg(counted("%1; …and 1 more", "%1; …and %n more", rest), shown)
    return shown


def decision_words(session: GameSession, decision: Decision | None, idle: str = "") -> str:
    """The open decision at the screen in sentences: who decides, the question and every option
    in words; with nothing to decide, what the table waits for (`idle`, the panel's own words)."""
    if decision is None:
        return idle or tr("Nothing to decide at the screen now.")
    game = session.game
    text = arg(
        tr("Open decision for %1: %2."),
        session.seat_label(decision.seat),
        prompt_text(decision, game).rstrip("."),
    )
    places = list(
        dict.fromkeys(o.building for o in decision.options if isinstance(o, PlaceBuilding))
    )
    others = [o for o in decision.options if not isinstance(o, PlaceBuilding)]
    count = len(places) + len(others)
    if not count:
        return text
    # Only the options that are said are put in words (a decision may have hundreds).
    spoken = [carry_text(b, decision, game) for b in places[:MAX_SPOKEN_OPTIONS]]
    room = MAX_SPOKEN_OPTIONS - len(spoken)
    if room > 0 and others:
        spoken += option_texts(others[:room], game, decision)
    options = arg(counted("1 option: %1.", "%n options: %1.", count), _shortened(spoken, count))
    return f"{text} {options}"


def zoo_words(session: GameSession, seat: int, lit: int = 0, carrying: str = "") -> str:
    """A zoo map in sentences: whose, which map, each building and who lives in it, and what
    is lit on it for the open decision."""
    player = session.view.players[seat]
    cards = session.game.cards
    parts = [arg(tr("Zoo of %1, %2."), session.seat_label(seat), map_name(player.map_id))]
    built = []
    for placed in player.buildings:
        if placed.animals:
            animals = join_words([cards.get(a).name for a in placed.animals], tr)
            built.append(arg(tr("%1 with %2"), a_building(placed.building), animals))
        elif placed.building.startswith("enclosure_"):
            built.append(arg(tr("%1, empty"), a_building(placed.building)))
        else:
            built.append(a_building(placed.building))
    if built:
        parts.append(
            arg(counted("1 building: %1.", "%n buildings: %1.", len(built)), "; ".join(built))
        )
    else:
        parts.append(tr("Nothing is built yet."))
    if carrying:
        parts.append(arg(tr("Carrying %1 over the map."), a_building(carrying)))
    if lit:
        parts.append(
            counted(
                "1 space is lit: a choice can be made there.",
                "%n spaces are lit: a choice can be made there.",
                lit,
            )
        )
    return " ".join(parts)


def _sentences(items: Sequence[str]) -> str:
    """Each item a sentence (its line breaks as spaces, a full stop where it has none)."""
    said = [" ".join(i.split()) for i in items if i.strip()]
    return " ".join(s if s[-1] in ".!?…" else s + "." for s in dict.fromkeys(said))


def board_words(tips: Sequence[str]) -> str:
    """The association board in sentences: each thing drawn on it, by the tip it shows under the
    mouse (its meaning, its pieces, lit or dimmed with the reason), once each."""
    said = _sentences(tips)
    return arg(tr("Association board. %1"), said) if said else ""


def edge_words(tips: Sequence[str]) -> str:
    """The zoo map's left edge in sentences: each slot's bonus, covered or not, lit or dimmed."""
    said = _sentences(tips)
    return arg(tr("Left edge of the zoo map. %1"), said) if said else ""


def panel_words(name: str, facts: Sequence[str]) -> str:
    """A player's board in sentences: the name and each number with what it counts."""
    said = _sentences(facts)
    return arg(tr("%1. %2"), name, said) if said else name
