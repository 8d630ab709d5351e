"""Scenario helpers for the ability tests (tests/test_abilities*.py): give seat 0 an animal card,
money, an enclosure that fits it and the Animals card in a chosen slot, put known cards on top of
the deck or in the display, then play the animal through the public API.

Map A (maps/A.json, Cell(col, row)): starting kiosk (4,3) and empty enclosure_3 (5,3) (6,3) (5,4);
rock (1,2) (1,3) (2,3) (9,2) (8,6) (9,6) (9,7); water (5,0) (6,0) (6,1) (7,1) (3,5) (4,5) (2,6)
(3,6) (4,6). The enclosures below are put down directly (no placement bonus is taken).
"""

from __future__ import annotations

from collections.abc import Iterable

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceAnimal, PlayAnimal
from arknova_desktop.engine.kernel.state import PlacedBuilding
from tests.scenario import Position, Seat, arrange, building, play, started

# Animals I in slot 3 plays one animal; in slot 5 two (docs/rules.md §12: 0/1/1/1/2).
ROW = (CARDS, BUILD, ANIMALS, ASSOCIATION, SPONSORS)
ROW_TWO_ANIMALS = (CARDS, BUILD, ASSOCIATION, SPONSORS, ANIMALS)
# Animals II plays 1/1/2/2/2: in slot 2 one animal.
ROW_II = (CARDS, ANIMALS, BUILD, ASSOCIATION, SPONSORS)
# The row after the Animals card of ROW has moved to slot 1.
ROW_AFTER = (ANIMALS, CARDS, BUILD, ASSOCIATION, SPONSORS)

MONEY = 60


START_ENCLOSURE = building("enclosure_3", (5, 3), (6, 3), (5, 4))  # Map A's starting enclosure
ENC_1 = building("enclosure_1", (7, 3))
ENC_1B = building("enclosure_1", (7, 4))
ENC_2 = building("enclosure_2", (7, 3), (8, 3))
ENC_2B = building("enclosure_2", (7, 4), (8, 4))
ENC_4 = building("enclosure_4", (7, 2), (7, 3), (7, 4), (8, 3))
ENC_5 = building("enclosure_5", (7, 5), (8, 5), (7, 6), (6, 6), (6, 5))
ENC_5_ROCK = building("enclosure_5", (0, 0), (1, 0), (2, 0), (0, 1), (1, 1))  # rock (1,2)
ENC_2_WATER = building("enclosure_2", (4, 1), (5, 1))  # water (5,0) (6,1)
ENC_3_WATER = building("enclosure_3", (3, 1), (4, 1), (4, 0))  # water (5,0)
ENC_2_ROCK = building("enclosure_2", (3, 3), (3, 4))  # rock (2,3)
PETTING_ZOO = building("petting_zoo", (0, 5), (1, 5), (2, 5))


def new(players: int = 2, seed: int = 1) -> Game:
    return started(players=players, seed=seed)


def on_top(game: Game, *card_ids: str) -> None:
    """Put these cards on top of the deck; the first one given is drawn first."""
    arrange(game, Position(deck_top=card_ids))


def set_display(game: Game, *card_ids: str) -> None:
    """The display holds exactly these cards, folder 1 first; the cards it held go back to the
    deck's bottom."""
    arrange(game, Position(display=card_ids))


def set_discard(game: Game, *card_ids: str) -> None:
    arrange(game, Position(discard=card_ids))


def in_zoo(game: Game, seat: int, *card_ids: str) -> None:
    """Cards already in a zoo (their icons count); they are not housed in a building."""
    zoo = tuple(c for c in game.state.players[seat].zoo_cards if c not in card_ids)
    arrange(game, Position(seats={seat: Seat(zoo=(*zoo, *card_ids))}))


def ready(
    game: Game,
    card_ids: str | Iterable[str],
    *enclosures: PlacedBuilding,
    hand: Iterable[str] = (),
    money: int = MONEY,
    row: tuple[str, ...] = ROW,
    upgraded: Iterable[str] = (),
) -> None:
    """Seat 0 holds the animal(s) (plus `hand`), `money`, the extra enclosures, this row."""
    animals = (card_ids,) if isinstance(card_ids, str) else tuple(card_ids)
    seat = Seat(
        hand=(*animals, *hand),
        money=money,
        add_buildings=enclosures,
        row=row,
        upgraded=tuple(upgraded),
    )
    arrange(game, Position(seats={0: seat}))


def place(card_id: str, enclosure: PlacedBuilding) -> tuple[PlayAnimal, PlaceAnimal]:
    return PlayAnimal(card_id), PlaceAnimal(tuple(sorted(enclosure.cells)))


def play_animal(game: Game, card_id: str, enclosure: PlacedBuilding) -> None:
    """Seat 0 takes the Animals action and plays this hand card into this enclosure."""
    play(game, ChooseAction(ANIMALS), *place(card_id, enclosure))


def row_of(game: Game, seat: int = 0) -> tuple[str, ...]:
    return tuple(c.action for c in game.state.players[seat].action_cards)


def next_turn(game: Game) -> bool:
    """True when the turn has passed to seat 1 (nothing of seat 0's action is left to decide)."""
    decision = game.decision
    return decision is not None and decision.seat == 1 and decision.kind == "choose_action"
