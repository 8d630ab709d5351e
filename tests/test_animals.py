"""The Animals action (docs/rules.md §12, §9, §10; docs/rulings.md point 1).

Side I plays 0/1/1/1/2 animals at strength 1..5 from the hand; side II 1/1/2/2/2, also from the
display within reputation range (+ the folder number in money), and at strength ≥ 5 may first
gain 1 reputation (which widens the range). Each animal needs its conditions, its cost (−3 per
continent icon matching a partner zoo, also off the folder surcharge, never below 0; paid before
any income from the card) and an enclosure. The action card goes to slot 1 after the last animal,
then "after finishing" abilities resolve. Enclosure rules: tests/test_animals_enclosures.py.

Most positions are on Map 0 (no starting buildings, no map ability):

       0123456789
    0  ...~~~....
    1  .........#
    2  ..2....###
    3  .......##.
    4  .##.......
    5  .#....~~..
    6  ......~~.2
    7  ..........
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from attrs import evolve

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.catalog.cards import AnimalCard, CardDB, Requirements, default_cards
from arknova_desktop.engine.kernel.choices import (
    Choice,
    ChooseAction,
    KeepCards,
    MoveToSlotOne,
    PlaceAnimal,
    PlayAnimal,
    Skip,
    TakeReputation,
)
from arknova_desktop.engine.kernel.state import ActionCard, PlacedBuilding
from tests.scenario import Position, Seat, arrange, options_of, set_seat

OTHERS = (CARDS, BUILD, ASSOCIATION, SPONSORS)
# Sponsors fill display folders that must hold no animal.
FILLER = ("S201", "S202", "S203", "S204", "S205", "S206")

# Cards used below (facts from cards.json, checked against the reference in test_animal_facts):
CHEETAH = "A401"  # cost 17, size 5, 2 predator, Sprint 3
LION = "A402"  # cost 16, size 4, 1 predator; condition: 3 predator icons; Pack
CARACAL = "A404"  # 1 predator
FENNEC_FOX = "A405"  # cost 8, size 1, Clever
COUGAR = "A413"  # cost 10, size 3, 1 rock, Jumping 3
WOLF = "A417"  # cost 12, size 4, Pack
DINGO = "A424"  # cost 13, size 2, Australia, appeal 3, Pack
INDIAN_RHINO = "A432"  # cost 25, size 4; condition: Animals II
MALAYAN_TAPIR = "A435"  # cost 17, size 2, Asia, reputation 1, Digging 3
REINDEER = "A438"  # cost 12, size 3, Flock Animal 3
LAMA = "A439"  # cost 10, size 2, Flock Animal 2
EUROPEAN_BISON = "A441"  # cost 19, size 5, 2 Europe; condition: partner zoo
RED_DEER = "A443"  # cost 12, size 3, Flock Animal 3
COTTON_TOP = "A468"  # cost 15, size 1, Americas, appeal 4, CP 1, rep 1; condition: 2 research
SECRETARY_BIRD = "A495"  # cost 14, size 4, appeal 4, CP 1, no ability


def cells(*pairs: tuple[int, int]) -> frozenset[Cell]:
    return frozenset(Cell(col, row) for col, row in pairs)


def building(kind: str, *pairs: tuple[int, int], animals: Iterable[str] = ()) -> PlacedBuilding:
    return PlacedBuilding(kind, cells(*pairs), tuple(animals))


def into(placed: PlacedBuilding) -> PlaceAnimal:
    return PlaceAnimal(tuple(sorted(placed.cells)))


# Map 0 enclosures touching no rock or water unless said.
E1 = building("enclosure_1", (0, 7))
E2 = building("enclosure_2", (3, 7), (4, 7))
E3_A = building("enclosure_3", (0, 0), (1, 0), (0, 1))
E3_B = building("enclosure_3", (5, 2), (6, 2), (5, 3))  # (6,2) touches rock (7,2)
E3_C = building("enclosure_3", (2, 5), (3, 5), (2, 6))  # touches rock (1,5) and (2,4)
E4 = building("enclosure_4", (8, 4), (8, 5), (8, 6), (9, 5))
E5 = building("enclosure_5", (4, 4), (5, 4), (4, 5), (5, 5), (4, 6))


def db_with(*cards: AnimalCard) -> CardDB:
    """The base cards with some records replaced (to reach a rule no printed card reaches)."""
    base = default_cards()
    replaced = {c.id: c for c in cards}
    return CardDB({cid: replaced.get(cid, card) for cid, card in base.cards.items()})


def ready(
    *,
    map_id: str = "0",
    slot: int = 2,
    upgraded: bool = False,
    money: int = 100,
    hand: Iterable[str] = (),
    buildings: Iterable[PlacedBuilding] = (),
    display: Iterable[str] = (),
    zoo: Iterable[str] = (),
    reputation: int = 1,
    partner_zoos: Iterable[str] = (),
    universities: Iterable[str] = (),
    x_tokens: int = 0,
    cards: CardDB | None = None,
) -> Game:
    """Seat 0 to choose an action with the Animals card in `slot` and exactly this position.
    `display` fills the folders from 1, the rest are sponsors; housed animals are in the zoo."""
    config = GameConfig(players=2, seed=1, maps=(map_id, map_id))  # type: ignore[arg-type]
    game = new_game(config, cards)
    while game.decision is not None and game.decision.kind == "keep_cards":
        first = game.decision.options[0]
        assert isinstance(first, KeepCards)
        game.apply(first)
    buildings = tuple(buildings)
    housed = tuple(a for b in buildings for a in b.animals)
    zoo_cards = tuple(dict.fromkeys((*zoo, *housed)))
    shown = list(display)
    shown += [f for f in FILLER if f not in shown][: 6 - len(shown)]
    arrange(
        game,
        Position(
            seats={
                0: Seat(
                    hand=tuple(hand),
                    zoo=zoo_cards,
                    buildings=buildings,
                    money=money,
                    reputation=reputation,
                    partner_zoos=tuple(partner_zoos),
                    universities=tuple(universities),
                    x_tokens=x_tokens,
                )
            },
            display=tuple(shown),
        ),
    )
    row = list(OTHERS)
    row.insert(slot - 1, ANIMALS)
    set_seat(game, 0, action_cards=tuple(ActionCard(a, upgraded and a == ANIMALS) for a in row))
    game.advance()
    return game


def animal_actions(game: Game) -> set[Choice]:
    return {
        o
        for o in options_of(game, "choose_action")
        if isinstance(o, ChooseAction) and o.action == ANIMALS
    }


def offered(game: Game) -> set[Choice]:
    """Start the Animals action if it is offered; the animals it offers (empty: not offered)."""
    if ChooseAction(ANIMALS) not in animal_actions(game):
        return set()
    game.apply(ChooseAction(ANIMALS))
    return set(options_of(game, "play_animal"))


def play_one(game: Game, card: str, folder: int, enclosure: PlacedBuilding) -> None:
    game.apply(PlayAnimal(card, folder))
    game.apply(into(enclosure))


def turn_passed(game: Game) -> bool:
    decision = game.decision
    return decision is not None and decision.seat == 1 and decision.kind == "choose_action"


# -- how many animals ---------------------------------------------------------------------------


def test_side_i_not_offered_at_strength_1() -> None:
    # §12: Animals I plays nothing at strength 1; one X-token makes it strength 2.
    game = ready(slot=1, hand=[LAMA], buildings=[E3_A])
    assert animal_actions(game) == set()
    game = ready(slot=1, hand=[LAMA], buildings=[E3_A], x_tokens=1)
    assert animal_actions(game) == {ChooseAction(ANIMALS, 1)}


ANIMALS_I = (0, 1, 1, 1, 2)  # docs/rules.md §12
ANIMALS_II = (1, 1, 2, 2, 2)
COUNTS = [(False, s, n) for s, n in enumerate(ANIMALS_I, 1)]
COUNTS += [(True, s, n) for s, n in enumerate(ANIMALS_II, 1)]


@pytest.mark.parametrize(("upgraded", "strength", "count"), COUNTS)
def test_number_of_animals(upgraded: bool, strength: int, count: int) -> None:
    game = ready(
        slot=strength,
        upgraded=upgraded,
        hand=[LAMA, RED_DEER, REINDEER],
        buildings=[E3_A, E3_B, E3_C],
    )
    if count == 0:
        assert animal_actions(game) == set()
        return
    game.apply(ChooseAction(ANIMALS))
    if upgraded and strength == 5:  # side II at 5: the reputation may come first
        game.apply(Skip())
    played = 0
    while game.decision is not None and game.decision.kind == "play_animal":
        options = game.decision.options
        assert (Skip() in options) == (played > 0)  # stopping is allowed after the first
        first = next(o for o in options if isinstance(o, PlayAnimal))
        game.apply(first)
        game.apply(options_of(game, "place_animal")[0])
        played += 1
    assert played == count
    assert len(game.state.players[0].hand) == 3 - count
    assert turn_passed(game)


def test_skip_ends_the_action_after_the_first_animal() -> None:
    game = ready(slot=5, hand=[LAMA, RED_DEER], buildings=[E3_A, E3_B])
    game.apply(ChooseAction(ANIMALS))
    play_one(game, LAMA, 0, E3_A)
    game.apply(Skip())
    assert game.state.players[0].hand == (RED_DEER,)
    assert turn_passed(game)


# -- where the animals come from ----------------------------------------------------------------


def test_side_i_plays_from_the_hand_only() -> None:
    game = ready(slot=5, display=[DINGO], buildings=[E3_A])
    assert animal_actions(game) == set()


def test_side_ii_display_within_reputation_range() -> None:
    # Reputation 4 reaches folders 1-3 (§3); a display animal costs its folder number extra.
    game = ready(
        slot=2,
        upgraded=True,
        reputation=4,
        money=20,
        display=[FILLER[0], DINGO, FILLER[1], WOLF],
        buildings=[E2, E4],
    )
    assert offered(game) == {PlayAnimal(DINGO, 2)}  # Wolf in folder 4 is out of range
    play_one(game, DINGO, 2, E2)
    assert game.state.players[0].money == 20 - 13 - 2


def test_side_ii_strength_5_gains_reputation_first() -> None:
    # Reputation 3 reaches folders 1-2; +1 reputation at strength 5 brings folder 3 in range.
    # Without it no animal is playable, so taking it is the only option (a confirmation).
    game = ready(slot=5, upgraded=True, reputation=3, display=[*FILLER[:2], WOLF], buildings=[E4])
    assert animal_actions(game) == {ChooseAction(ANIMALS)}
    game.apply(ChooseAction(ANIMALS))
    assert options_of(game, "animals_reputation") == (TakeReputation(1),)
    assert game.state.players[0].reputation == 3
    game.apply(TakeReputation(1))
    assert game.state.players[0].reputation == 4
    assert set(options_of(game, "play_animal")) == {PlayAnimal(WOLF, 3)}


def test_side_ii_strength_5_reputation_may_be_declined() -> None:
    # Rulebook p.13: "you may increase the reputation of your zoo by 1". A435 Malayan Tapir
    # (Asia, reputation 1, Digging 3) is playable from the hand either way.
    game = ready(slot=5, upgraded=True, reputation=1, hand=[MALAYAN_TAPIR], buildings=[E2])
    game.apply(ChooseAction(ANIMALS))
    assert set(options_of(game, "animals_reputation")) == {TakeReputation(1), Skip()}
    assert game.decision is not None and "A435" not in game.decision.prompt
    assert [o.describe() for o in game.decision.options] == ["gain 1 reputation first", "skip"]
    declined = game.clone()
    game.apply(TakeReputation(1))
    assert game.state.players[0].reputation == 2
    assert PlayAnimal(MALAYAN_TAPIR) in options_of(game, "play_animal")
    declined.apply(Skip())
    assert declined.state.players[0].reputation == 1
    assert PlayAnimal(MALAYAN_TAPIR) in options_of(declined, "play_animal")
    play_one(declined, MALAYAN_TAPIR, 0, E2)
    assert declined.state.players[0].reputation == 2  # only the tapir's own reputation


def test_side_ii_below_strength_5_asks_nothing() -> None:
    game = ready(slot=4, upgraded=True, reputation=1, hand=[MALAYAN_TAPIR], buildings=[E2])
    game.apply(ChooseAction(ANIMALS))
    assert set(options_of(game, "play_animal")) == {PlayAnimal(MALAYAN_TAPIR)}
    assert game.state.players[0].reputation == 1


def test_side_ii_strength_5_at_the_cap_of_9_asks_nothing() -> None:
    # Without Cards II reputation stops at 9: there is nothing to gain, so nothing to ask.
    game = ready(slot=5, upgraded=True, reputation=9, hand=[MALAYAN_TAPIR], buildings=[E2])
    game.apply(ChooseAction(ANIMALS))
    assert set(options_of(game, "play_animal")) == {PlayAnimal(MALAYAN_TAPIR)}


def test_side_ii_strength_4_does_not_gain_reputation() -> None:
    display = [*FILLER[:2], WOLF]
    game = ready(slot=4, upgraded=True, reputation=3, display=display, buildings=[E4])
    assert animal_actions(game) == set()
    # One X-token: strength 5, so the reputation step makes Wolf reachable.
    game = ready(slot=4, upgraded=True, reputation=3, display=display, buildings=[E4], x_tokens=1)
    assert animal_actions(game) == {ChooseAction(ANIMALS, 1)}


def test_side_ii_strength_5_without_reputation_step_at_the_cap() -> None:
    # Reputation is capped at 9 without Cards II (§3): no step, so folder 5 stays out of range.
    display = [*FILLER[:4], WOLF]
    game = ready(slot=5, upgraded=True, reputation=9, display=display, buildings=[E4])
    assert animal_actions(game) == set()


# -- conditions -------------------------------------------------------------------------------


@pytest.mark.parametrize("upgraded", [False, True])
def test_animals_ii_condition(upgraded: bool) -> None:
    game = ready(slot=3, upgraded=upgraded, hand=[INDIAN_RHINO], buildings=[E4])
    assert offered(game) == ({PlayAnimal(INDIAN_RHINO)} if upgraded else set())


def test_icon_condition_counts_the_zoo() -> None:
    # Lion needs 3 predator icons in the zoo: Caracal gives 1, so not yet; after the Cheetah
    # (2 predator icons) enters the zoo in the same action, the Lion can follow.
    game = ready(slot=5, hand=[CHEETAH, LION], zoo=[CARACAL], buildings=[E4, E5])
    assert offered(game) == {PlayAnimal(CHEETAH)}
    play_one(game, CHEETAH, 0, E5)
    assert set(options_of(game, "play_animal")) >= {PlayAnimal(LION), Skip()}


@pytest.mark.parametrize(
    ("universities", "met"),
    [((), False), (("research_reputation",), False), (("research",), True)],
)
def test_research_icon_condition(universities: tuple[str, ...], met: bool) -> None:
    # Cotton-top Tamarin needs 2 research icons; universities give 0 / 1 / 2 (§5).
    game = ready(hand=[COTTON_TOP], universities=universities, buildings=[E1])
    assert offered(game) == ({PlayAnimal(COTTON_TOP)} if met else set())


@pytest.mark.parametrize(
    ("partner_zoos", "met"), [((), False), (("asia",), False), (("europe",), True)]
)
def test_partner_zoo_condition(partner_zoos: tuple[str, ...], met: bool) -> None:
    # European Bison (Europe) needs a partner zoo of its continent.
    game = ready(hand=[EUROPEAN_BISON], partner_zoos=partner_zoos, buildings=[E5])
    assert offered(game) == ({PlayAnimal(EUROPEAN_BISON)} if met else set())


@pytest.mark.parametrize(("reputation", "met"), [(2, False), (3, True), (4, True)])
def test_reputation_condition(reputation: int, met: bool) -> None:
    # No base animal prints one; a card with "reputation 3" needs reputation ≥ 3.
    dingo = default_cards().get_animal(DINGO)
    cards = db_with(evolve(dingo, requirements=Requirements(reputation=3)))
    game = ready(hand=[DINGO], reputation=reputation, buildings=[E2], cards=cards)
    assert offered(game) == ({PlayAnimal(DINGO)} if met else set())


# Map 6 (Research Institute at (5,2)); a building on (5,3) connects it.
INSTITUTE_KIOSK = building("kiosk", (5, 3))
M6_E1 = building("enclosure_1", (0, 0))
M6_E3 = building("enclosure_3", (7, 3), (8, 3), (7, 4))  # no rock or water next to it


@pytest.mark.parametrize("connected", [False, True])
def test_research_institute_ignores_one_condition(connected: bool) -> None:
    # Map 6: once connected, 1 unmet condition may be ignored (docs/rules.md §6).
    buildings = [M6_E1, INSTITUTE_KIOSK] if connected else [M6_E1]
    game = ready(map_id="6", hand=[COTTON_TOP], buildings=buildings)
    assert offered(game) == ({PlayAnimal(COTTON_TOP)} if connected else set())


@pytest.mark.parametrize(("partner_zoos", "met"), [((), False), (("americas",), True)])
def test_research_institute_ignores_only_one(partner_zoos: tuple[str, ...], met: bool) -> None:
    # A card needing 2 research icons and an Americas partner zoo: with neither, 2 conditions
    # are unmet and only 1 may be ignored.
    tamarin = default_cards().get_animal(COTTON_TOP)
    needs = Requirements(icons={"science": 2}, partner_zoo=True)
    game = ready(
        map_id="6",
        hand=[COTTON_TOP],
        partner_zoos=partner_zoos,
        buildings=[M6_E1, INSTITUTE_KIOSK],
        cards=db_with(evolve(tamarin, requirements=needs)),
    )
    assert offered(game) == ({PlayAnimal(COTTON_TOP)} if met else set())


def test_research_institute_never_ignores_rock() -> None:
    # Cougar needs 1 rock next to its enclosure; that is not a condition to ignore.
    game = ready(map_id="6", hand=[COUGAR], buildings=[M6_E3, INSTITUTE_KIOSK])
    assert offered(game) == set()


@pytest.mark.parametrize("connected", [False, True])
def test_animal_ready_counts_the_condition_the_institute_ignores(connected: bool) -> None:
    # `Game.animal_ready` (what the computer players ask) says what the Animals action would
    # offer, the money aside: with no money at all the Cotton-top Tamarin is ready once the
    # Research Institute lets its condition go (docs/rules.md §6).
    buildings = [M6_E1, INSTITUTE_KIOSK] if connected else [M6_E1]
    game = ready(map_id="6", hand=[COTTON_TOP], buildings=buildings, money=0)
    assert game.animal_ready(0, COTTON_TOP) is connected
    assert offered(game) == set()  # with no money nothing is offered


def test_animal_ready_needs_the_rock_next_to_the_enclosure() -> None:
    # The Cougar's rock is the enclosure's, not a condition: no enclosure takes it.
    game = ready(map_id="6", hand=[COUGAR], buildings=[M6_E3, INSTITUTE_KIOSK])
    assert not game.animal_ready(0, COUGAR)
    assert not game.animal_ready(0, "S201")  # Science Lab, a sponsor


# -- cost --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "partner_zoos", "enclosure", "cost"),
    [
        (DINGO, (), E2, 13),  # printed cost
        (DINGO, ("australia",), E2, 10),  # −3 for its Australia icon
        (DINGO, ("europe", "asia"), E2, 13),  # no matching partner zoo
        (EUROPEAN_BISON, ("europe",), E5, 13),  # 19 − 3 × 2 Europe icons
    ],
)
def test_cost_from_the_hand(
    card: str, partner_zoos: tuple[str, ...], enclosure: PlacedBuilding, cost: int
) -> None:
    short = ready(hand=[card], money=cost - 1, partner_zoos=partner_zoos, buildings=[enclosure])
    assert offered(short) == set()  # not affordable: not offered
    game = ready(hand=[card], money=cost, partner_zoos=partner_zoos, buildings=[enclosure])
    assert offered(game) == {PlayAnimal(card)}
    play_one(game, card, 0, enclosure)
    assert game.state.players[0].money == 0


@pytest.mark.parametrize("money", [11, 12])
def test_partner_zoo_discount_also_reduces_the_folder_surcharge(money: int) -> None:
    # Dingo from folder 2 with an Australia partner zoo: 13 + 2 − 3 = 12 (§12, designer ruling).
    game = ready(
        upgraded=True,
        reputation=2,
        money=money,
        partner_zoos=["australia"],
        display=[FILLER[0], DINGO],
        buildings=[E2],
    )
    assert offered(game) == ({PlayAnimal(DINGO, 2)} if money >= 12 else set())


def test_cost_never_below_zero() -> None:
    # A 2-money Australian animal with an Australia partner zoo costs 0, not −1.
    dingo = default_cards().get_animal(DINGO)
    game = ready(
        hand=[DINGO],
        money=0,
        partner_zoos=["australia"],
        buildings=[E2],
        cards=db_with(evolve(dingo, cost=2)),
    )
    assert offered(game) == {PlayAnimal(DINGO)}
    play_one(game, DINGO, 0, E2)
    assert game.state.players[0].money == 0


@pytest.mark.parametrize("money", [9, 10])
def test_money_is_paid_before_the_cards_gains(money: int) -> None:
    # Cougar costs 10 and its Jumping 3 gives 3 money: with 9 it cannot be played.
    game = ready(hand=[COUGAR], money=money, buildings=[E3_C])
    if money < 10:
        assert offered(game) == set()
        return
    assert offered(game) == {PlayAnimal(COUGAR)}
    play_one(game, COUGAR, 0, E3_C)
    assert game.state.players[0].money == 10 - 10 + 3
    assert game.state.break_track.position == 3


# -- after playing -----------------------------------------------------------------------------


def test_animal_from_the_hand_enters_the_zoo() -> None:
    game = ready(hand=[COTTON_TOP, LAMA], universities=["research"], buildings=[E1], money=20)
    player = game.state.players[0]
    before = (player.appeal, player.conservation, player.reputation)
    game.apply(ChooseAction(ANIMALS))
    play_one(game, COTTON_TOP, 0, E1)
    assert player.hand == (LAMA,)
    assert player.zoo_cards == (COTTON_TOP,)
    assert player.buildings == (building("enclosure_1", (0, 7), animals=[COTTON_TOP]),)
    assert player.money == 20 - 15
    # Cotton-top Tamarin: appeal 4, 1 conservation point, 1 reputation.
    assert (player.appeal, player.conservation, player.reputation) == (
        before[0] + 4,
        before[1] + 1,
        before[2] + 1,
    )


def test_animal_from_the_display_leaves_the_display() -> None:
    # Side II, reputation 2 (folders 1-2): Secretary Bird from folder 2; later folders slide
    # down at once and the display is refilled at the end of the turn (docs/rulings.md).
    display = [FILLER[0], SECRETARY_BIRD, *FILLER[1:5]]
    game = ready(upgraded=True, reputation=2, display=display, buildings=[E4], money=30)
    top = game.state.deck[-1]
    player = game.state.players[0]
    game.apply(ChooseAction(ANIMALS))
    play_one(game, SECRETARY_BIRD, 2, E4)
    assert player.zoo_cards == (SECRETARY_BIRD,)
    assert player.buildings[0].animals == (SECRETARY_BIRD,)
    assert player.money == 30 - 14 - 2
    assert (player.appeal, player.conservation) == (4, 1)  # appeal 4, 1 CP
    assert turn_passed(game)
    assert game.state.display == (FILLER[0], *FILLER[1:5], top)


def test_action_card_to_slot_1_before_after_finishing_abilities() -> None:
    # Fennec Fox (Clever) first, then a second animal: Clever waits until the Animals card has
    # moved to slot 1 after the last animal (§12 "after finishing").
    game = ready(slot=5, hand=[FENNEC_FOX, DINGO], buildings=[E1, E2])
    game.apply(ChooseAction(ANIMALS))
    play_one(game, FENNEC_FOX, 0, E1)
    assert set(options_of(game, "play_animal")) == {PlayAnimal(DINGO), Skip()}
    play_one(game, DINGO, 0, E2)
    row = tuple(c.action for c in game.state.players[0].action_cards)
    assert row == (ANIMALS, *OTHERS)
    assert set(options_of(game, "clever")) == {*(MoveToSlotOne(a) for a in OTHERS), Skip()}
    assert game.decision is not None and game.decision.seat == 0


def test_action_card_moves_to_slot_1_after_the_only_animal() -> None:
    game = ready(slot=3, hand=[LAMA], buildings=[E2])
    game.apply(ChooseAction(ANIMALS))
    play_one(game, LAMA, 0, E2)
    row = tuple(c.action for c in game.state.players[0].action_cards)
    assert row == (ANIMALS, CARDS, BUILD, ASSOCIATION, SPONSORS)
    assert turn_passed(game)


# -- offered only when an animal can be played completely --------------------------------------


@pytest.mark.parametrize(
    ("buildings", "playable"),
    [([], False), ([E3_A], False), ([E4], True), ([E5], True)],
)
def test_offered_only_with_an_enclosure(buildings: list[PlacedBuilding], playable: bool) -> None:
    # Secretary Bird needs a standard enclosure of size ≥ 4 (no aviary here).
    game = ready(hand=[SECRETARY_BIRD], buildings=buildings)
    assert offered(game) == ({PlayAnimal(SECRETARY_BIRD)} if playable else set())


def test_not_offered_without_animals() -> None:
    game = ready(hand=["S207", "P113"], buildings=[E5])
    assert animal_actions(game) == set()
