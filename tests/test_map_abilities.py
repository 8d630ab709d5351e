"""The zoo maps' own rules: maps 1–8 (docs/rules.md §6 "Advanced maps 1–8"), Zoo Map Pack 1
(docs/rules.md §13: map 9 Geographical Zoo, map 10 Rescue Station) and our readings in
docs/rulings.md.

Map features used (maps/*.json, square grid, adjacent = sharing an edge, docs/rulings.md point 2):
1 tower (5,4), building neighbours (5,3) (4,4) (6,4) · 2 outdoor area (5,5), neighbours (5,4)
(4,5) (5,6) · 3 money_2 at (4,1) (5,1) · 4 harbor (6,6), only neighbour (6,5); multiplier (1,3);
sponsor (2,1) · 5 restaurant (4,3), neighbours (4,2) (5,3) (4,4) (3,3) · 6 institute (5,2), only
neighbour (5,3) · 7 kiosk icons (2,1) (8,3) (3,6) · 8 H cells (8,1) (1,4) (4,6) · 9 Africa area
(3,5) (4,5) (2,6) (3,6) (4,6) (4,7) · 10 rescue (3,3).
"""

from __future__ import annotations

from collections import Counter

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ACTIONS, BUILD, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.catalog.icons import zoo_icons
from arknova_desktop.engine.kernel import zones
from arknova_desktop.engine.kernel.choices import (
    Choice,
    ChooseAction,
    DiscardCard,
    DiscardFromDisplay,
    PlaceBuilding,
    PlaceToken,
    RemoveMarker,
    RescueAnimal,
    SellCard,
    Skip,
    SponsorBreak,
    TakeBonus,
    TakeXToken,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules import map_abilities, placement
from arknova_desktop.engine.rules.map_abilities import AreaBonus, RemoveAnyMarker, harbor_options
from arknova_desktop.engine.rules.placement import RevealUntilSponsor
from tests.scenario import (
    Position,
    Seat,
    arrange,
    options_of,
    play,
    set_row,
    set_seat,
    set_shared,
    started,
)

ROW_BUILD_3 = ("animals", "cards", "build", "association", "sponsors")
AREA_BONUSES = ("money_5", "x_token", "card", "reputation_2", "clever")
CONTINENTS = {"africa", "americas", "asia", "australia", "europe"}


def on_map(map_id: str, other: str = "A") -> Game:
    return started(players=2, seed=1, maps=(map_id, other))


def placed(building: str, *cells: tuple[int, int]) -> PlacedBuilding:
    return PlacedBuilding(building, frozenset(Cell(c, r) for c, r in cells))


def put(game: Game, seat: int, *buildings: PlacedBuilding) -> None:
    set_seat(game, seat, buildings=buildings)


def place(building: str, *cells: tuple[int, int]) -> PlaceBuilding:
    return PlaceBuilding(building, tuple(sorted(Cell(c, r) for c, r in cells)))


def build(game: Game, building: str, *cells: tuple[int, int]) -> None:
    """A real Build action (Build I, the card where it lies) putting down one building."""
    play(game, ChooseAction(BUILD), place(building, *cells))


def turn(game: Game) -> tuple[int, str]:
    assert game.decision is not None
    return game.decision.seat, game.decision.kind


def sells(game: Game) -> set[Choice]:
    return {o for o in options_of(game) if isinstance(o, SellCard)}


def break_after_sponsors(game: Game) -> None:
    """Seat 0 takes Sponsors I at strength 5 (break alternative: +5 money), which moves the
    break token onto the last space: the break follows this turn."""
    st = game.state
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in st.players}  # nobody over the hand limit
    arrange(game, Position(seats=seats, break_position=st.break_track.length - 1))
    play(game, ChooseAction(SPONSORS), SponsorBreak())


# 1 Observation Tower: +2 appeal for a standard enclosure next to the tower becoming occupied


@pytest.mark.parametrize(
    ("map_id", "building", "expected"),
    [
        ("1", placed("enclosure_1", (5, 3)), 2),  # shares an edge with the tower (5,4)
        ("1", placed("enclosure_2", (6, 4), (7, 4)), 2),  # one of its cells touches the tower
        ("1", placed("enclosure_1", (6, 3)), 0),  # only diagonal to the tower
        ("1", placed("enclosure_1", (0, 1)), 0),  # far away
        ("1", placed("petting_zoo", (2, 4), (3, 4), (4, 4)), 0),  # special enclosure: no effect
        ("A", placed("enclosure_1", (5, 3)), 0),  # Map A has no tower
    ],
)
def test_observation_tower_appeal_only_for_standard_enclosures_next_to_the_tower(
    map_id: str, building: PlacedBuilding, expected: int
) -> None:
    player = on_map(map_id).state.players[0]
    assert map_abilities.tower_appeal(player, building) == expected


# 2 Outdoor Areas: a standard enclosure next to the gate counts as 2 sizes larger


@pytest.mark.parametrize(
    ("map_id", "building", "expected"),
    [
        ("2", placed("enclosure_1", (5, 4)), 3),  # 1 + 2
        ("2", placed("enclosure_3", (3, 5), (4, 5), (4, 4)), 5),  # 3 + 2
        ("2", placed("enclosure_2", (5, 6), (5, 7)), 4),  # 2 + 2
        ("2", placed("enclosure_2", (0, 0), (1, 0)), 2),  # not next to the gate
        ("2", placed("enclosure_1", (4, 4)), 1),  # diagonal to the gate (5,5)
        ("2", placed("petting_zoo", (2, 5), (3, 5), (4, 5)), 3),  # special enclosure: unchanged
        ("A", placed("enclosure_1", (5, 4)), 1),  # another map
    ],
)
def test_outdoor_area_enlarges_only_standard_enclosures_next_to_the_gate(
    map_id: str, building: PlacedBuilding, expected: int
) -> None:
    player = on_map(map_id).state.players[0]
    assert map_abilities.effective_enclosure_size(player, building) == expected


# 3 Silver Lake: +2 money placement bonuses


@pytest.mark.parametrize(
    ("building", "cells", "expected"),
    [
        ("enclosure_2", ((4, 0), (4, 1)), 25 - 4 + 2),  # money_2 on (4,1)
        ("enclosure_3", ((4, 0), (4, 1), (5, 1)), 25 - 6 + 2 + 2),  # (4,1) and (5,1)
        ("enclosure_2", ((0, 2), (0, 3)), 25 - 4),  # no bonus there
    ],
)
def test_silver_lake_money_2_cells_pay_2_each_when_built_over(
    building: str, cells: tuple[tuple[int, int], ...], expected: int
) -> None:
    game = on_map("3")
    set_row(game, 0, ROW_BUILD_3)  # Build in slot 3: strength 3
    build(game, building, *cells)
    assert game.state.players[0].money == expected


# 4 Commercial Harbor: once connected, once per own turn, discard a hand card for 3 money


def harbor(other: str = "A") -> Game:
    """Seat 0 on Map 4 with the harbor connected by a building on (6,5)."""
    game = on_map("4", other)
    put(game, 0, placed("enclosure_1", (6, 5)))
    return game


def test_harbor_offered_once_a_building_stands_next_to_it() -> None:
    game = on_map("4")
    put(game, 0, placed("enclosure_1", (7, 5)))  # (7,5) is diagonal to the harbor (6,6)
    assert turn(game) == (0, "choose_action")
    assert sells(game) == set()
    build(game, "enclosure_1", (6, 5))  # next to the harbor: usable at once, this turn
    player = game.state.players[0]
    assert set(options_of(game, "turn_extras")) == {*(SellCard(c) for c in player.hand), Skip()}


def test_harbor_sells_any_hand_card_for_3_money_once_per_turn() -> None:
    game = harbor()
    player = game.state.players[0]
    assert len(player.hand) == 4
    assert sells(game) == {SellCard(c) for c in player.hand}
    others = set(options_of(game, "choose_action")) - sells(game)
    set_shared(game, discard=())
    card = player.hand[1]
    play(game, SellCard(card))
    assert player.money == 25 + 3
    assert card not in player.hand and len(player.hand) == 3
    assert game.state.discard == [card]
    # still this player's choice of action, without the harbor (once per turn)
    assert turn(game) == (0, "choose_action")
    assert set(options_of(game)) == others


def test_harbor_used_before_the_action_comes_back_only_next_turn() -> None:
    game = harbor()
    play(game, SellCard(game.state.players[0].hand[0]), ChooseAction(SPONSORS), SponsorBreak())
    assert turn(game) == (1, "choose_action")  # no turn_extras decision after the action
    play(game, TakeXToken("animals"))  # seat 1 (Map A) takes the X-token action
    assert turn(game) == (0, "choose_action")
    assert sells(game) == {SellCard(c) for c in game.state.players[0].hand}


def test_harbor_unused_before_the_action_is_offered_after_it_with_skip() -> None:
    game = harbor()
    player = game.state.players[0]
    play(game, ChooseAction(SPONSORS), SponsorBreak())  # strength 5: +5 money
    assert set(options_of(game, "turn_extras")) == {*(SellCard(c) for c in player.hand), Skip()}
    card = player.hand[0]
    play(game, SellCard(card))
    assert player.money == 25 + 5 + 3
    assert card not in player.hand
    assert turn(game) == (1, "choose_action")


def test_harbor_never_on_another_players_turn() -> None:
    game = harbor(other="4")
    put(game, 1, placed("enclosure_1", (6, 5)))
    play(game, ChooseAction(SPONSORS), SponsorBreak(), Skip())
    assert turn(game) == (1, "choose_action")
    assert sells(game) == {SellCard(c) for c in game.state.players[1].hand}
    assert harbor_options(game, 0) == ()


def test_harbor_not_in_a_break() -> None:
    game = harbor()
    break_after_sponsors(game)
    set_seat(game, 0, hand=(*game.state.players[0].hand, "A401", "A402"))  # 5 cards
    play(game, Skip())  # no sale in turn_extras: the break follows
    assert game.state.in_break
    assert not any(isinstance(o, SellCard) for o in options_of(game, "hand_limit_discard"))
    assert harbor_options(game, 0) == ()


# 5 Park Restaurant: break income +1 per covered space next to the restaurant


L_NEXT = placed("enclosure_3", (4, 2), (5, 2), (5, 3))  # covers (4,2) and (5,3): 2 spaces
FAR = placed("enclosure_1", (0, 0))


@pytest.mark.parametrize(
    ("buildings", "extra"),
    [
        ((), 0),
        ((FAR,), 0),  # not next to the restaurant (4,3)
        ((placed("enclosure_2", (5, 2), (6, 2)),), 0),  # (5,2) is only diagonal
        ((L_NEXT, placed("pavilion", (4, 4)), FAR), 3),  # 2 + 1 (pavilion on (4,4)) + 0
        ((L_NEXT, placed("enclosure_2", (3, 3), (3, 4)), placed("enclosure_1", (4, 4))), 4),
    ],
)
def test_park_restaurant_income_per_covered_space_next_to_it(
    buildings: tuple[PlacedBuilding, ...], extra: int
) -> None:
    game = on_map("5")
    set_seat(game, 0, appeal=0)
    put(game, 0, *buildings)
    break_after_sponsors(game)
    # 25 + 5 (Sponsors break alternative) + 5 (appeal 0 income) + restaurant
    assert not game.state.in_break
    assert game.state.players[0].money == 25 + 5 + 5 + extra


# 6 Research Institute: once connected, ignore 1 condition


@pytest.mark.parametrize(
    ("map_id", "buildings", "expected"),
    [
        ("6", (), False),
        ("6", (placed("enclosure_1", (6, 3)),), False),  # diagonal to the institute (5,2)
        ("6", (placed("enclosure_2", (0, 0), (1, 0)),), False),
        ("6", (placed("enclosure_1", (5, 3)),), True),  # its only neighbouring building space
        ("6", (placed("kiosk", (5, 3)),), True),  # any building connects it
        # another map: Map A's starting enclosure covers (5,3)
        ("A", (placed("kiosk", (4, 3)), placed("enclosure_3", (5, 3), (6, 3), (5, 4))), False),
    ],
)
def test_research_institute_ignores_a_condition_only_once_connected(
    map_id: str, buildings: tuple[PlacedBuilding, ...], expected: bool
) -> None:
    game = on_map(map_id)
    put(game, 0, *buildings)
    assert map_abilities.ignores_one_condition(game.state.players[0]) is expected


# 7 Ice Cream Parlors: +1 money per kiosk each break once every kiosk-icon space is covered

ICONS_2_OF_3 = (placed("enclosure_1", (2, 1)), placed("enclosure_1", (8, 3)))
ICON_3 = placed("enclosure_1", (3, 6))
KIOSKS = (placed("kiosk", (7, 0)), placed("kiosk", (0, 6)), placed("kiosk", (9, 7)))


@pytest.mark.parametrize(
    ("buildings", "extra"),
    [
        # 2 kiosks, one on the icon (3,6), but the icon (8,3) stays empty: nothing yet
        ((ICONS_2_OF_3[0], placed("kiosk", (3, 6)), KIOSKS[0]), 0),
        # all 3 icons covered, 2 kiosks (one on an icon, one elsewhere): +2
        ((*ICONS_2_OF_3, placed("kiosk", (3, 6)), KIOSKS[0]), 2),
        ((*ICONS_2_OF_3, ICON_3), 0),  # all covered, no kiosk
        ((*ICONS_2_OF_3, ICON_3, *KIOSKS), 3),  # all covered, 3 kiosks off the icons
    ],
)
def test_ice_cream_parlors_pay_per_kiosk_once_all_kiosk_icons_are_covered(
    buildings: tuple[PlacedBuilding, ...], extra: int
) -> None:
    # No building next to a kiosk counts for kiosk income (empty standard enclosures only).
    game = on_map("7")
    set_seat(game, 0, appeal=0)
    put(game, 0, *buildings)
    break_after_sponsors(game)
    # 25 + 5 (Sponsors break alternative) + 5 (appeal 0 income) + parlors
    assert game.state.players[0].money == 25 + 5 + 5 + extra


# 8 Hollywood Hills: H spaces reveal until a sponsor; all 3 covered: sponsors 1 level lower


@pytest.mark.parametrize(
    ("cells", "taken", "discard", "deck"),
    [
        # (1,4) is an H space: A402 and A401 revealed and discarded, S201 taken
        (((0, 4), (1, 4)), ("S201",), ["A402", "A401"], ["A410"]),
        (((0, 5), (1, 5)), (), [], ["A410", "S201", "A401", "A402"]),  # no H space
    ],
)
def test_covering_an_h_space_reveals_deck_cards_until_a_sponsor(
    cells: tuple[tuple[int, int], ...], taken: tuple[str, ...], discard: list[str], deck: list[str]
) -> None:
    game = on_map("8")
    st = game.state
    set_shared(game, deck=("A402", "A401", "S201", "A410"), discard=())
    hand = st.players[0].hand
    build(game, "enclosure_2", *cells)
    assert st.players[0].hand == (*hand, *taken)
    assert (st.discard, st.deck) == (discard, deck)
    assert st.players[0].money == 25 - 4


def test_reveal_with_no_sponsor_in_deck_or_discard_takes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # docs/rulings.md: "If the deck and discard pile hold no sponsor, nothing is taken."
    # Each card may be revealed once: the guard stops an endless reveal with a failure.
    game = on_map("8")
    st = game.state
    set_shared(game, deck=("A402", "A401"), discard=("A403",))
    hand = st.players[0].hand
    drawn: list[str | None] = []

    def counted_draw(g: Game) -> str | None:
        drawn.append(zones.draw_from_deck(g))
        cards = [c for c in drawn if c is not None]
        assert len(cards) <= 3, f"revealed more cards than the deck and discard hold: {drawn}"
        return drawn[-1]

    monkeypatch.setattr(placement, "draw_from_deck", counted_draw)
    game.push(RevealUntilSponsor(0))
    game.advance()
    assert st.players[0].hand == hand
    assert sorted((*st.deck, *st.discard)) == ["A401", "A402", "A403"]


@pytest.mark.parametrize(
    ("map_id", "h_cells", "expected"),
    [
        ("8", (), 0),
        ("8", ((1, 4), (4, 6)), 0),  # 2 of the 3 H spaces
        ("8", ((1, 4), (4, 6), (8, 1)), 1),  # all 3
        ("A", ((1, 4), (4, 6), (8, 1)), 0),  # another map
    ],
)
def test_hollywood_sponsors_one_level_lower_only_with_all_3_h_covered(
    map_id: str, h_cells: tuple[tuple[int, int], ...], expected: int
) -> None:
    game = on_map(map_id)
    put(game, 0, *(placed("enclosure_1", c) for c in h_cells))
    assert map_abilities.sponsor_level_discount(game.state.players[0]) == expected


# 9 Geographical Zoo (docs/rules.md §13)

AFRICA_CELLS = frozenset({Cell(4, 6), Cell(4, 7)})  # an enclosure partly in the Africa area


def test_geographical_zoo_setup_places_the_5_continent_markers() -> None:
    game = on_map("9")
    assert len(game.state.players[0].area_markers) == 5
    assert set(game.state.players[0].area_markers) == CONTINENTS
    assert game.state.players[1].area_markers == ()  # Map A


@pytest.mark.parametrize(
    ("seat", "continents", "cells", "expected"),
    [
        (0, ("africa",), AFRICA_CELLS, ["africa"]),
        (0, ("africa",), frozenset({Cell(4, 4), Cell(4, 5)}), ["africa"]),  # one space inside
        (0, ("africa", "asia"), AFRICA_CELLS, ["africa"]),
        (0, ("asia",), AFRICA_CELLS, []),  # the animal's continent is not this area's
        (0, ("africa",), frozenset({Cell(5, 6), Cell(6, 6)}), []),  # outside the Africa area
        (0, (), AFRICA_CELLS, []),  # no continent icon
        (1, ("africa",), AFRICA_CELLS, []),  # seat 1 plays Map A
    ],
)
def test_area_bonus_needs_a_matching_continent_and_an_enclosure_space_in_its_area(
    seat: int, continents: tuple[str, ...], cells: frozenset[Cell], expected: list[str]
) -> None:
    game = on_map("9")
    frames = map_abilities.area_bonus_frames(game, seat, continents, cells)
    assert frames == [AreaBonus(seat, c, optional=True) for c in expected]


def test_area_bonus_only_once_per_area() -> None:
    game = on_map("9")
    set_seat(game, 0, area_markers=("americas", "europe", "asia", "australia"))
    assert map_abilities.area_bonus_frames(game, 0, ("africa",), AFRICA_CELLS) == []


def open_area_bonus(game: Game, continent: str, optional: bool) -> None:
    game.push(AreaBonus(0, continent, optional=optional))
    game.advance()


def test_area_bonus_offers_the_maps_5_bonuses_and_skip_when_optional() -> None:
    game = on_map("9")
    open_area_bonus(game, "africa", optional=True)
    assert set(options_of(game, "area_bonus")) == {*(TakeBonus(b) for b in AREA_BONUSES), Skip()}
    play(game, Skip())
    # declined: the marker stays and nothing is gained
    assert "africa" in game.state.players[0].area_markers
    assert game.state.players[0].money == 25
    assert options_of(game, "choose_action")


@pytest.mark.parametrize(
    ("bonus", "field", "expected"),
    [("money_5", "money", 30), ("x_token", "x_tokens", 1), ("reputation_2", "reputation", 3)],
)
def test_area_bonus_gives_the_chosen_bonus_and_removes_the_marker(
    bonus: str, field: str, expected: int
) -> None:
    game = on_map("9")
    player = game.state.players[0]
    open_area_bonus(game, "africa", optional=True)
    play(game, TakeBonus(bonus))
    assert getattr(player, field) == expected
    assert set(player.area_markers) == CONTINENTS - {"africa"}
    assert player.conservation == 0  # not the last marker


@pytest.mark.parametrize(("bonus", "kind"), [("card", "take_card"), ("clever", "clever")])
def test_area_bonus_card_and_clever_open_their_decision(bonus: str, kind: str) -> None:
    game = on_map("9")
    open_area_bonus(game, "asia", optional=False)
    play(game, TakeBonus(bonus))
    assert options_of(game, kind)
    assert "asia" not in game.state.players[0].area_markers


def test_same_bonus_again_for_another_area_and_the_5th_marker_gives_1_conservation() -> None:
    game = on_map("9")
    player = game.state.players[0]
    set_seat(game, 0, area_markers=("africa", "australia"))
    open_area_bonus(game, "africa", optional=True)
    play(game, TakeBonus("x_token"))
    assert (player.x_tokens, player.conservation) == (1, 0)  # 4th marker: no conservation
    open_area_bonus(game, "australia", optional=True)
    play(game, TakeBonus("x_token"))
    assert game.state.players[0].area_markers == ()
    assert (player.x_tokens, player.conservation) == (2, 1)


def test_remove_any_marker_offers_every_remaining_marker_then_a_bonus_without_skip() -> None:
    game = on_map("9")
    player = game.state.players[0]
    set_seat(game, 0, area_markers=("americas", "europe", "asia"))
    game.push(RemoveAnyMarker(0))
    game.advance()
    assert set(options_of(game, "remove_marker")) == {RemoveMarker(c) for c in player.area_markers}
    play(game, RemoveMarker("europe"))
    assert set(options_of(game, "area_bonus")) == {TakeBonus(b) for b in AREA_BONUSES}
    play(game, TakeBonus("reputation_2"))
    assert player.reputation == 3
    assert set(player.area_markers) == {"americas", "asia"}


# 10 Rescue Station (docs/rules.md §13): Digging 1, and a discarded animal may slide under the map

DISPLAY = ("A401", "S201", "A519", "A402", "P113", "A403")
HAND = ("A405", "S202", "A520")


def dig(rescued: tuple[str, ...] = ()) -> Game:
    """Seat 0 builds a size-1 enclosure on the rescue space (3,3): the digging decision."""
    game = on_map("10")
    position = Position(
        seats={0: Seat(hand=HAND, rescued=rescued)},
        display=DISPLAY,
        deck=("A410", "A411"),
        discard=(),
    )
    arrange(game, position)
    put(game, 0, placed("enclosure_1", (3, 4)))
    build(game, "enclosure_1", (3, 3))
    return game


def test_rescue_bonus_digs_and_a_display_animal_can_go_under_the_map() -> None:
    game = dig()
    st = game.state
    player = st.players[0]
    assert set(options_of(game, "digging")) == {
        *(DiscardFromDisplay(f, c) for f, c in enumerate(DISPLAY, start=1)),
        *(DiscardCard(c) for c in HAND),
        Skip(),
    }
    play(game, DiscardFromDisplay(1, "A401"))
    assert set(options_of(game, "rescue")) == {RescueAnimal("A401"), Skip()}
    play(game, RescueAnimal("A401"))
    assert player.rescued == ("A401",)
    assert "A401" not in st.discard
    # the display was replenished from the deck
    assert st.display == ("S201", "A519", "A402", "P113", "A403", "A410")
    # Cheetah's icons count in the zoo: 2 predator, 1 Africa
    assert zoo_icons(game.cards, player) == Counter({"predator": 2, "africa": 1})


def test_a_hand_animal_is_replaced_by_a_draw_and_may_stay_on_the_discard_pile() -> None:
    game = dig()
    player = game.state.players[0]
    play(game, DiscardCard("A405"))
    assert player.hand == ("S202", "A520")  # the rescue is settled before the new card comes
    assert set(options_of(game, "rescue")) == {RescueAnimal("A405"), Skip()}
    play(game, Skip())
    assert player.hand == ("S202", "A520", "A410")  # discarded one, drew one
    assert player.rescued == ()
    assert game.state.discard == ["A405"]


@pytest.mark.parametrize(
    ("choice", "display", "hand"),
    [
        (DiscardFromDisplay(1, "A401"), DISPLAY[1:], HAND),
        (DiscardCard("A405"), DISPLAY, HAND[1:]),
    ],
)
def test_rescue_with_deck_and_discard_empty_never_brings_the_card_back(
    choice: Choice, display: tuple[str, ...], hand: tuple[str, ...]
) -> None:
    # Seed 002: replenish / "draw 1 other" card — there is no other card, so nothing comes in;
    # the discarded animal may still slide under the map.
    game = dig()
    st = game.state
    set_shared(game, deck=(), discard=())
    play(game, choice)
    card = "A401" if isinstance(choice, DiscardFromDisplay) else "A405"
    assert set(options_of(game, "rescue")) == {RescueAnimal(card), Skip()}
    play(game, RescueAnimal(card))
    assert st.players[0].rescued == (card,)
    assert (st.display, st.players[0].hand, st.discard) == (display, hand, [])


@pytest.mark.parametrize(
    ("choice", "card"),
    [
        (DiscardFromDisplay(2, "S201"), "S201"),  # sponsor
        (DiscardFromDisplay(3, "A519"), "A519"),  # petting-zoo animal
        (DiscardFromDisplay(5, "P113"), "P113"),  # conservation project
        (DiscardCard("S202"), "S202"),  # sponsor from the hand
        (DiscardCard("A520"), "A520"),  # petting-zoo animal from the hand
    ],
)
def test_only_animals_other_than_petting_zoo_animals_can_be_rescued(
    choice: Choice, card: str
) -> None:
    game = dig()
    play(game, choice)
    assert game.state.discard == [card]
    assert game.state.players[0].rescued == ()
    assert turn(game) == (1, "choose_action")  # turn over


def test_at_most_3_animals_rescued() -> None:
    game = dig(rescued=("A406", "A407", "A408"))
    play(game, DiscardFromDisplay(1, "A401"))
    assert game.state.discard == ["A401"]
    assert game.state.players[0].rescued == ("A406", "A407", "A408")
    assert turn(game) == (1, "choose_action")


def test_digging_may_be_skipped() -> None:
    game = dig()
    play(game, Skip())
    assert (game.state.display, game.state.players[0].hand) == (DISPLAY, HAND)
    assert game.state.discard == []


# Placement bonuses Multiplier (Map 4) and sponsor-for-money


@pytest.mark.parametrize("action", ["cards", BUILD])
def test_multiplier_bonus_places_a_token_on_a_chosen_action_card(action: str) -> None:
    game = on_map("4")
    build(game, "enclosure_2", (0, 3), (1, 3))  # multiplier at (1,3)
    assert set(options_of(game, "place_multiplier")) == {PlaceToken(a) for a in ACTIONS}
    play(game, PlaceToken(action))
    assert game.state.players[0].action_card(action).multiplier == 1
    # docs/rules.md §9: a token placed during that card's own action cannot be used in it
    assert turn(game) == (1, "choose_action")


def test_sponsor_placement_bonus_is_lost_while_no_sponsor_can_be_played() -> None:
    game = on_map("4")
    player = game.state.players[0]
    hand = player.hand
    build(game, "enclosure_2", (2, 0), (2, 1))  # sponsor bonus at (2,1)
    assert player.money == 25 - 4
    assert player.hand == hand
    assert turn(game) == (1, "choose_action")
