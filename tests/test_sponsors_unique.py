"""Unique-building sponsors S243-S257: the building goes down with the card's conditions (next
to rock / water, on border spaces, detached Side Entrance), the card cannot be played when the
building does not fit, and each card's reactions, income and end-game effects."""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell, adjacent_cells
from arknova_desktop.engine.base.tracks import appeal_income
from arknova_desktop.engine.board.zoo import covered_cells, zoo_map
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DrawFromDeck,
    KeepCard,
    PlaceAnimal,
    PlaceBuilding,
    PlayAnimal,
    PlaySponsorCard,
    SellCard,
    Skip,
    SponsorBreak,
)
from arknova_desktop.engine.kernel.state import CardKey, PlacedBuilding
from tests.abilities_scenario import ENC_2, ROW, START_ENCLOSURE
from tests.scenario import Position, Seat, arrange, options_of, set_seat, set_shared
from tests.sponsor_scenario import (
    MONEY,
    building,
    end_gains,
    on_top,
    pass_turn,
    play_sponsor,
    settle,
    setup,
    sponsor_options,
    through_break,
)

II = (SPONSORS,)

# card -> (building, cells, rock needed, water needed, border cells needed)
UNIQUE = {
    "S243": ("meerkat_den", 3, 1, 0, 0),
    "S244": ("penguin_pool", 4, 0, 1, 0),
    "S245": ("aquarium", 4, 0, 2, 0),
    "S246": ("cable_car", 4, 2, 0, 0),
    "S247": ("baboon_rock", 4, 1, 0, 0),
    "S248": ("rhesus_monkey_park", 4, 0, 0, 0),
    "S249": ("barred_owl_hut", 3, 0, 0, 0),
    "S250": ("sea_turtle_tank", 4, 0, 1, 0),
    "S251": ("polar_bear_exhibit", 4, 0, 1, 0),
    "S252": ("spotted_hyena_compound", 4, 1, 0, 0),
    "S253": ("okapi_stable", 4, 0, 0, 0),
    "S254": ("zoo_school", 3, 0, 0, 2),
    "S255": ("adventure_playground", 2, 1, 0, 0),
    "S256": ("water_playground", 2, 0, 1, 0),
    "S257": ("side_entrance", 2, 0, 0, 2),
}
NEAR_BORDER = building("enclosure_1", (0, 3))  # lets a building reach the border


def place_without_bonus(game) -> None:  # type: ignore[no-untyped-def]
    """Put the card's unique building where it covers no placement bonus (or, where every
    place covers one, only money). Its reactions to its own icons come only after that
    (docs/rules.md §13, the worked example)."""
    grid = zoo_map(game.state.players[0])
    options = to_unique_building(game)
    for allowed in ({None}, {None, "money_5"}):
        fitting = [o for o in options if {grid.bonus_at(cell) for cell in o.cells} <= allowed]
        if fitting:
            game.apply(fitting[0])
            return
    raise AssertionError("every place of the building covers a bonus that asks something")


def to_unique_building(game) -> tuple[PlaceBuilding, ...]:
    """Answer everything before the placement (Skip optional reactions, first of an order)."""
    while game.decision is not None and game.decision.kind != "unique_building":
        options = game.decision.options
        game.apply(Skip() if Skip() in options else options[0])
    options = options_of(game, "unique_building")
    assert all(isinstance(o, PlaceBuilding) for o in options)
    return options  # type: ignore[return-value]


@pytest.mark.parametrize("card", sorted(UNIQUE))
def test_unique_building_goes_where_its_card_allows(card: str) -> None:
    name, size, rock, water, border = UNIQUE[card]
    game = setup((card,), upgraded=II, reputation=3)
    set_seat(game, 0, add_buildings=(NEAR_BORDER,))
    player = game.state.players[0]
    zmap = zoo_map(player)
    before = covered_cells(player)
    play_sponsor(game, card)
    options = to_unique_building(game)
    detached = False
    for option in options:
        cells = frozenset(option.cells)
        around = adjacent_cells(cells)
        assert option.building == name and len(cells) == size
        assert cells <= zmap.building_cells and cells.isdisjoint(before)
        assert len(around & zmap.rock_cells) >= rock
        assert len(around & zmap.water_cells) >= water
        assert len(cells & zmap.grid.border_cells()) >= border
        detached = detached or around.isdisjoint(before)
    assert detached is (card == "S257")  # only the Side Entrance may stand apart
    game.apply(options[0])
    assert PlacedBuilding(name, frozenset(options[0].cells)) in player.buildings
    assert player.zoo_cards == (card,)


def cover_all_next_to(game, kind: str) -> None:
    """Cover every building cell next to rock / water (nothing can be placed next to it)."""
    player = game.state.players[0]
    zmap = zoo_map(player)
    terrain = zmap.rock_cells if kind == "rock" else zmap.water_cells
    near = (adjacent_cells(terrain) & zmap.building_cells) - covered_cells(player)
    set_seat(
        game,
        0,
        add_buildings=tuple(building("enclosure_1", (c.col, c.row)) for c in sorted(near)),
    )


@pytest.mark.parametrize(
    ("card", "kind"),
    [("S243", "rock"), ("S246", "rock"), ("S247", "rock"), ("S252", "rock"), ("S255", "rock"),
     ("S244", "water"), ("S245", "water"), ("S250", "water"), ("S251", "water"),
     ("S256", "water")],
)  # fmt: skip
def test_not_playable_when_nothing_is_free_next_to_rock_or_water(card: str, kind: str) -> None:
    game = setup((card,), upgraded=II, reputation=3)
    cover_all_next_to(game, kind)
    assert sponsor_options(game) == {SponsorBreak()}


def test_zoo_school_needs_a_place_on_two_border_spaces() -> None:
    # Map A's starting buildings are inside the map: nothing connected reaches the border.
    assert sponsor_options(setup(("S254",))) == {SponsorBreak()}
    game = setup(("S254",))
    set_seat(game, 0, add_buildings=(NEAR_BORDER,))
    assert PlaySponsorCard("S254") in sponsor_options(game)


def border_covered_except(*free: tuple[int, int]):
    game = setup(("S257",))
    player = game.state.players[0]
    zmap = zoo_map(player)
    border = sorted(zmap.grid.border_cells() & zmap.building_cells)
    set_seat(
        game,
        0,
        add_buildings=tuple(
            building("enclosure_1", (c.col, c.row)) for c in border if (c.col, c.row) not in free
        ),
    )
    return game


@pytest.mark.parametrize("free", [(), ((0, 4),), ((0, 4), (0, 6))])
def test_side_entrance_not_playable_without_two_free_border_spaces_side_by_side(
    free: tuple[tuple[int, int], ...],
) -> None:
    assert sponsor_options(border_covered_except(*free)) == {SponsorBreak()}


def test_side_entrance_on_the_only_two_free_border_spaces() -> None:
    game = border_covered_except((0, 4), (0, 5))
    assert PlaySponsorCard("S257") in sponsor_options(game)
    game.apply(PlaySponsorCard("S257"))
    cells = (Cell(0, 4), Cell(0, 5))
    assert set(options_of(game, "unique_building")) == {PlaceBuilding("side_entrance", cells)}


@pytest.mark.parametrize("card", ["S243", "S244", "S245"])
def test_showcases_need_reputation_three(card: str) -> None:
    assert sponsor_options(setup((card,), reputation=2)) == {SponsorBreak()}


# -- S243-S247: 2 appeal per matching icon, 1 CP for 6 -------------------------------------------

SHOWCASE = {
    # card: (icon, own icons of that kind, an animal with the icon, its enclosure,
    #        animals bringing the icons to exactly 6, the last one bringing 1)
    "S243": ("herbivore", 1, "A439", ENC_2, ("A438", "A443", "A445", "A450", "A440")),
    "S244": ("bird", 1, "A507", ENC_2, ("A495", "A503", "A513", "A518", "A496")),
    "S245": ("water", 2, "A488", building("enclosure_1", (7, 2)), ("A484", "A488", "A478", "A449")),
    "S246": ("rock", 2, "A486", building("enclosure_1", (3, 3)), ("A444", "A493", "A472")),
    "S247": ("primate", 1, "A466", START_ENCLOSURE, ("A467", "A465", "A460", "A455", "A468")),
}


@pytest.mark.parametrize("card", sorted(SHOWCASE))
def test_showcase_appeal_for_its_own_icons(card: str) -> None:
    own = SHOWCASE[card][1]
    game = setup((card,), upgraded=II, reputation=3)
    play_sponsor(game, card)
    place_without_bonus(game)
    settle(game)
    assert game.state.players[0].appeal == 2 * own


@pytest.mark.parametrize("card", sorted(SHOWCASE))
def test_showcase_two_appeal_per_icon_played_into_own_zoo(card: str) -> None:
    _, _, animal, enclosure, _ = SHOWCASE[card]
    game = setup(zoo=(card,))
    set_seat(game, 0, hand=(animal,), add_buildings=(enclosure,), row=ROW)
    player = game.state.players[0]
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal(animal))
    game.apply(PlaceAnimal(tuple(sorted(enclosure.cells))))
    printed = game.cards.get_animal(animal).appeal
    assert player.appeal == printed + 2


@pytest.mark.parametrize("card", sorted(SHOWCASE))
def test_showcase_nothing_for_another_zoo(card: str) -> None:
    _, _, animal, enclosure, _ = SHOWCASE[card]
    game = setup(zoo=(card,))
    pass_turn(game, 0)
    set_seat(game, 1, hand=(animal,), add_buildings=(enclosure,), row=ROW)
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal(animal))
    game.apply(PlaceAnimal(tuple(sorted(enclosure.cells))))
    assert game.state.players[0].appeal == 0


@pytest.mark.parametrize("card", sorted(SHOWCASE))
@pytest.mark.parametrize("short", [0, 1])
def test_showcase_end_game_six_icons(card: str, short: int) -> None:
    icon, _, _, _, more = SHOWCASE[card]
    game = setup(zoo=(card, *more[: len(more) - short]))
    from arknova_desktop.engine.catalog.icons import zoo_icons

    assert zoo_icons(game.cards, game.state.players[0])[icon] == 6 - short
    assert end_gains(game) == ([] if short else [(card, "conservation", 1)])


# -- S248-S253 ------------------------------------------------------------------------------------


def play_unique(card: str, hand: tuple[str, ...] = (), **kwargs: object):
    game = setup((card, *hand), upgraded=II, reputation=3, **kwargs)  # type: ignore[arg-type]
    play_sponsor(game, card)
    return game


def test_s248_x_token_per_primate_icon() -> None:
    game = play_unique("S248")
    game.apply(to_unique_building(game)[0])
    assert game.state.players[0].x_tokens == 1  # its own primate icon


def test_s249_barred_owl_hut_draws_two_keeps_one_per_bird_icon() -> None:
    game = setup(("S249",), upgraded=II)
    on_top(game, "A401", "A402")
    play_sponsor(game, "S249")  # its own bird icon: Perception 2 = draw 2, keep 1
    place_without_bonus(game)  # first the building, then the reaction to its own icon
    assert set(options_of(game, "keep_card")) == {KeepCard("A401"), KeepCard("A402")}
    game.apply(KeepCard("A402"))
    assert game.state.players[0].hand == ("A402",)
    assert "A401" in game.state.discard


def test_s250_sell_up_to_two_cards_per_reptile_icon() -> None:
    game = play_unique("S250", hand=("A401", "A402", "A406"))
    place_without_bonus(game)
    assert set(options_of(game, "sunbathing")) == {
        SellCard("A401"),
        SellCard("A402"),
        SellCard("A406"),
        Skip(),
    }
    game.apply(SellCard("A401"))
    game.apply(SellCard("A402"))
    player = game.state.players[0]
    assert player.money == MONEY + 8
    assert player.hand == ("A406",)
    # Two sold: the reaction is over; the building went down before it.
    assert any(b.building == UNIQUE["S250"][0] for b in player.buildings)
    assert game.decision is None or game.decision.kind != "sunbathing"


def test_s251_two_appeal_per_bear_icon_in_any_zoo() -> None:
    game = setup(zoo=("S251",))
    pass_turn(game, 0)
    set_seat(game, 1, hand=("A408",), row=ROW)  # Sloth Bear into seat 1's zoo
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal("A408"))
    game.apply(PlaceAnimal(tuple(sorted(START_ENCLOSURE.cells))))
    assert game.state.players[0].appeal == 2


def test_s251_its_own_bear_icon() -> None:
    game = play_unique("S251")
    game.apply(to_unique_building(game)[0])
    assert game.state.players[0].appeal == 2


@pytest.mark.parametrize(("bears", "cp"), [(2, 0), (3, 1), (5, 1), (6, 2)])
def test_s251_end_game_bear_icons(bears: int, cp: int) -> None:
    others = ("A408", "A409", "A414", "A415", "A411")[: bears - 1]  # + its own bear icon
    game = setup(zoo=("S251", *others))
    assert end_gains(game) == ([("S251", "conservation", cp)] if cp else [])


def test_s252_hunter_x_with_x_your_predator_icons() -> None:
    game = setup(("S252",), upgraded=II, zoo=("A405",))
    on_top(game, "S220", "A402", "A401")
    play_sponsor(game, "S252")  # its own predator icon: X = 2 predator icons
    place_without_bonus(game)
    # Reveal 2 (S220, A402), keep the 1 animal, discard the rest; A401 stays on the deck.
    assert game.state.players[0].hand == ("A402",)
    assert "S220" in game.state.discard and game.state.deck[-1] == "A401"


def test_s253_herbivore_icon_plays_a_sponsor_for_its_level() -> None:
    game = play_unique("S253", hand=("S223",), money=10)
    place_without_bonus(game)
    assert set(options_of(game, "sponsor_for_money")) == {PlaySponsorCard("S223"), Skip()}
    game.apply(PlaySponsorCard("S223"))
    player = game.state.players[0]
    assert player.money == 10 - 3
    assert player.zoo_cards == ("S253", "S223")
    # The Okapi Stable's building went down before its reaction to its own icon.
    assert any(b.building == "okapi_stable" for b in player.buildings)


@pytest.mark.parametrize(("used", "offered"), [(2, True), (3, False)])
def test_s253_at_most_three_times(used: int, offered: bool) -> None:
    game = setup(("S223",), zoo=("S253",))
    arrange(
        game,
        Position(
            card_uses={CardKey("S253"): used},  # tokens already taken off the card
            seats={0: Seat(hand=("S223", "A439"), add_buildings=(ENC_2,), row=ROW)},
        ),
    )
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal("A439"))
    game.apply(PlaceAnimal(tuple(sorted(ENC_2.cells))))
    decision = game.decision
    assert decision is not None
    assert (decision.kind == "sponsor_for_money") is offered


def herbivore_turn(game: Game, hand: tuple[str, ...], animal: str, enclosure) -> None:
    set_seat(game, 0, hand=(*hand, animal), add_buildings=(enclosure,), row=ROW)
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal(animal))
    game.apply(PlaceAnimal(tuple(sorted(enclosure.cells))))


@pytest.mark.parametrize("hand", [(), ("S223",)])
def test_s253_a_token_goes_only_when_a_sponsor_is_played(hand: tuple[str, ...]) -> None:
    # "You may remove 1 token and play a sponsor": no sponsor played (none in hand, or the
    # player declines) leaves the token on the card for a later herbivore icon.
    game = setup(zoo=("S253",))
    set_shared(game, card_uses={CardKey("S253"): 2})  # one token left
    herbivore_turn(game, hand, "A439", ENC_2)
    if hand:
        game.apply(Skip())
    pass_turn(game, 1)
    herbivore_turn(game, ("S225",), "A438", START_ENCLOSURE)  # Reindeer
    assert set(options_of(game, "sponsor_for_money")) == {PlaySponsorCard("S225"), Skip()}


# -- S254-S257 ------------------------------------------------------------------------------------


def test_s254_zoo_school_card_reputation_and_cp() -> None:
    game = setup(("S254",))
    set_seat(game, 0, add_buildings=(NEAR_BORDER,))
    player = game.state.players[0]
    top = None
    play_sponsor(game, "S254")
    while game.decision is not None and game.decision.seat == 0:
        kind = game.decision.kind
        if kind == "take_card":
            top = game.state.deck[-1]
            game.apply(DrawFromDeck())
        else:
            game.apply(game.decision.options[0])
    assert (player.reputation, player.conservation) == (2, 1)
    assert player.hand == (top,)
    assert any(b.building == "zoo_school" for b in player.buildings)


@pytest.mark.parametrize("card", ["S255", "S256"])
def test_playgrounds_four_appeal(card: str) -> None:
    game = setup((card,), slot=3)
    play_sponsor(game, card)
    settle(game)
    game.apply(to_unique_building(game)[0])
    settle(game)
    assert game.state.players[0].appeal == 4


def test_s257_income_two_money_per_neighbouring_building() -> None:
    game = setup(zoo=("S257",))
    set_seat(
        game,
        0,
        add_buildings=(
            building("side_entrance", (0, 4), (0, 5)),
            building("pavilion", (1, 4)),  # counts
            building("enclosure_1", (1, 5)),  # empty standard enclosure: does not count
            PlacedBuilding("enclosure_1", frozenset({Cell(0, 3)}), ("A405",)),  # occupied: counts
            building("kiosk", (0, 7)),  # not next to it
        ),
    )
    player = game.state.players[0]
    through_break(game)
    assert player.money == MONEY + appeal_income(0) + 4


def test_s257_no_income_alone() -> None:
    game = setup(zoo=("S257",))
    set_seat(game, 0, add_buildings=(building("side_entrance", (0, 0), (1, 0)),))
    through_break(game)
    assert game.state.players[0].money == MONEY + appeal_income(0)
