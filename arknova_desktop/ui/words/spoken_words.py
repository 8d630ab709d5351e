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
from .common import arg, join_words
from .names import a_building, map_name

CONTEXT: Final = "SpokenWords"
MAX_SPOKEN_OPTIONS = 12  # a longer list is cut: "…and 12 more"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


# Names of the table's parts: what a screen reader says when it lands on them.
def part_name(part: str) -> str:
    """The accessible name of one of the table's parts, by its role in the window."""
    words = {
        "decision": tr("Decision"),
        "options": tr("Options of the decision"),
        "hand": tr("Your hand"),
        "display": tr("Display"),
        "right_tabs": tr("Display, board, zoo cards, log and aids"),
        "board": tr("Association board"),
        "board_scroll": tr("Association board"),
        "boards_scroll": tr("Players' boards"),
        "map": tr("Zoo map"),
        "left_edge": tr("Left edge of the zoo map"),
        "log": tr("Game log"),
        "cover": tr("Hot-seat cover"),
        "action_row": tr("Action cards"),
        "tracks": tr("Score tracks"),
        "deck": tr("Deck"),
        "zoo_cards": tr("Zoo cards"),
        "summary": tr("Since your last turn"),
        "cards_to_choose": tr("Cards to choose from"),
        "buildings": tr("Buildings to place"),
    }
    return words[part]


def _shortened(items: Sequence[str]) -> str:
    """The items one after the other; past `MAX_SPOKEN_OPTIONS`, how many more."""
    shown = "; ".join(items[:MAX_SPOKEN_OPTIONS])
    rest = len(items) - MAX_SPOKEN_OPTIONS
    if rest > 0:
        shown = arg(tr("%1; …and %n more", rest), shown)
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
    spoken = [carry_text(b, decision, game) for b in places]
    spoken += option_texts(others, game, decision) if others else []
    if not spoken:
        return text
    options = arg(tr("%n options: %1.", len(spoken)), _shortened(spoken))
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
        parts.append(arg(tr("%n buildings: %1.", len(built)), "; ".join(built)))
    else:
        parts.append(tr("Nothing is built yet."))
    if carrying:
        parts.append(arg(tr("Carrying %1 over the map."), a_building(carrying)))
    if lit:
        parts.append(tr("%n spaces are lit: a choice can be made there.", lit))
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


def panel_words(name: str, facts: Sequence[str]) -> str:
    """A player's board in sentences: the name and each number with what it counts."""
    said = _sentences(facts)
    return arg(tr("%1. %2"), name, said) if said else name
