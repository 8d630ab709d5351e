"""Research sponsors and other plain ones, S201-S209, S216, S220, S222-S226, each from its card.

An effect that refers to an icon counts that icon on the card itself (docs/rules.md §10): a
research sponsor that reacts to research icons reacts to its own when played.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    SPONSORS,
    UNIVERSITY_REPUTATION_HAND,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.base.tracks import appeal_income
from arknova_desktop.engine.catalog.icons import zoo_icons
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    DrawFromDeck,
    PlaySponsorCard,
    ReleaseAnimal,
    SupportProject,
    TakeFromDisplay,
)
from tests.abilities_scenario import ENC_2_WATER, ROW, place
from tests.scenario import Position, Seat, arrange, options_of, set_row, set_seat, set_shared
from tests.sponsor_scenario import (
    MONEY,
    end_gains,
    give_zoo,
    is_next_turn,
    pass_turn,
    play_sponsor,
    row_with_sponsors_at,
    settle,
    setup,
    through_break,
)

II = (SPONSORS,)
# Universities by research icons: 2, 1 and 0 icons.
R2, R1, R0 = UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION, UNIVERSITY_REPUTATION_HAND


def past_bonus_spaces(game: Game, seat: int = 0) -> None:
    """Conservation 10 with the final scoring discard done: no bonus space up to 15."""
    arrange(game, Position(seats={seat: Seat(conservation=10)}, final_scoring_discarded=True))


def science_universities(icons: int) -> tuple[str, ...]:
    return ((R2,) * (icons // 2)) + ((R1,) if icons % 2 else ())


# -- S201 Science Lab ---------------------------------------------------------------------------


def test_s201_takes_a_card_from_the_deck_or_within_reputation_range() -> None:
    game = setup(("S201",), upgraded=II)
    play_sponsor(game, "S201")
    # Reputation 1 reaches folder 1 only.
    assert set(options_of(game, "take_card")) == {DrawFromDeck(), TakeFromDisplay(1, "A401")}
    game.apply(TakeFromDisplay(1, "A401"))
    assert game.state.players[0].hand == ("A401",)
    assert is_next_turn(game)


def test_s201_takes_a_card_in_every_break() -> None:
    game = setup(zoo=("S201",))
    through_break(game)
    assert game.decision is not None and game.decision.seat == 0
    top = game.state.deck[-1]
    assert DrawFromDeck() in options_of(game, "take_card")
    game.apply(DrawFromDeck())
    assert game.state.players[0].hand == (top,)


@pytest.mark.parametrize(("icons", "cp"), [(2, 0), (3, 1), (5, 1), (6, 2), (8, 2)])
def test_s201_end_game_research_icons(icons: int, cp: int) -> None:
    game = setup(zoo=("S201",))  # its own icon counts
    set_seat(game, 0, universities=science_universities(icons - 1))
    expected = [("S201", "conservation", cp)] if cp else []
    assert end_gains(game) == expected


# -- S202 Spokesperson --------------------------------------------------------------------------


def test_s202_own_research_icon_gives_reputation() -> None:
    game = setup(("S202",))
    set_seat(game, 0, universities=(R1,))  # condition: 1 research icon
    play_sponsor(game, "S202")
    assert game.state.players[0].reputation == 2


def test_s202_each_research_icon_played_into_own_zoo() -> None:
    game = setup(("S223",), slot=3, zoo=("S202",))
    play_sponsor(game, "S223")  # 2 research icons
    assert game.state.players[0].reputation == 3


def test_s202_ignores_other_zoos_and_other_icons() -> None:
    game = setup(("S220",), slot=4, zoo=("S202",))
    play_sponsor(game, "S220")  # 1 research icon: +1
    assert game.state.players[0].reputation == 2
    # Seat 1 plays a research icon: nothing for seat 0.
    seat1 = game.state.players[1]
    set_seat(game, 1, hand=("S223",))
    set_row(game, 1, row_with_sponsors_at(3))
    play_sponsor(game, "S223")
    assert game.state.players[0].reputation == 2
    assert seat1.reputation == 1


# -- S203 Veterinarian --------------------------------------------------------------------------


@pytest.mark.parametrize(("universities", "money"), [(0, 0), (1, 2), (2, 5), (3, 10)])
def test_s203_money_by_universities(universities: int, money: int) -> None:
    game = setup(("S203",), slot=4)
    set_seat(game, 0, universities=(R0, R1, R2)[:universities])
    play_sponsor(game, "S203")
    assert game.state.players[0].money == MONEY + money


def project_position(zoo: tuple[str, ...], slot: int) -> Game:
    """Base project Africa (2 africa icons: right level) is the only project; Association in
    `slot` on side I."""
    game = setup(zoo=zoo)
    set_shared(game, base_projects=("P103",), project_row=(), project_tokens=())
    give_zoo(game, 0, "A405", "A455")  # 2 africa icons
    row = [a for a in row_with_sponsors_at(5) if a != ASSOCIATION]
    row.insert(slot - 1, ASSOCIATION)
    set_row(game, 0, row)
    return game


@pytest.mark.parametrize(
    ("zoo", "slot", "offered"),
    [((), 4, False), ((), 5, True), (("S203",), 4, True), (("S203",), 3, False)],
)
def test_s203_project_support_at_strength_four(zoo: tuple[str, ...], slot: int, offered: bool):
    game = project_position(zoo, slot)
    game.apply(ChooseAction(ASSOCIATION))
    assert (AssociationTask("project") in options_of(game, "association")) is offered


def test_s203_supports_a_project_at_strength_four() -> None:
    game = project_position(("S203",), 4)
    game.apply(ChooseAction(ASSOCIATION))
    game.apply(AssociationTask("project"))
    assert set(options_of(game, "association_project")) == {SupportProject("P103", 2)}


@pytest.mark.parametrize(("universities", "cp"), [(2, 0), (3, 1)])
def test_s203_end_game_three_universities(universities: int, cp: int) -> None:
    game = setup(zoo=("S203",))
    set_seat(game, 0, universities=(R0, R1, R2)[:universities])
    assert end_gains(game) == ([("S203", "conservation", 1)] if cp else [])


# -- S204 Science Museum ------------------------------------------------------------------------


def test_s204_money_per_research_icon_and_a_cp_for_its_own() -> None:
    game = setup(("S204",), slot=4)
    set_seat(game, 0, universities=(R2, R2))  # 4 research icons: the condition
    play_sponsor(game, "S204")
    settle(game)
    player = game.state.players[0]
    assert player.money == MONEY + 2 * 5  # 4 + its own icon
    assert player.conservation == 1  # its own research icon played


def test_s204_a_cp_per_research_icon_played_into_own_zoo() -> None:
    game = setup(("S223",), slot=3, zoo=("S204",))
    play_sponsor(game, "S223")
    assert game.state.players[0].conservation == 2
    assert game.state.players[0].money == MONEY


# -- S205 Gorilla Field Research ----------------------------------------------------------------


def test_s205_reputation_and_conservation() -> None:
    game = setup(("S205",), slot=3)
    set_seat(game, 0, universities=(R2, R1))  # 3 research icons
    play_sponsor(game, "S205")
    settle(game)
    player = game.state.players[0]
    assert (player.reputation, player.conservation) == (3, 1)


# -- S206 Medical Breakthrough ------------------------------------------------------------------


@pytest.mark.parametrize("supported", [0, 1, 3])
def test_s206_appeal_per_supported_project(supported: int) -> None:
    game = setup(("S206",))
    player = game.state.players[0]
    set_seat(game, 0, universities=(R2, R2), supported_projects=supported)
    play_sponsor(game, "S206")
    assert player.appeal == 2 * supported


def test_s206_a_cp_every_break() -> None:
    game = setup(zoo=("S206",))
    through_break(game)
    assert game.state.players[0].conservation == 1


# -- S207 Basic Research ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zoo", "cp"),
    [
        (("A405",), 1),  # africa + predator = 2 kinds
        (("A405", "A439", "A507"), 2),  # africa, americas + predator, herbivore, bird = 5
        (("A405", "A404"), 1),  # still 2 kinds
    ],
)
def test_s207_cp_per_two_kinds_others_get_two_money_each(zoo: tuple[str, ...], cp: int) -> None:
    game = setup(("S207",), upgraded=II, players=3, zoo=zoo)
    past_bonus_spaces(game)
    others = [p.money for p in game.state.players[1:]]
    play_sponsor(game, "S207")
    settle(game)
    st = game.state
    assert st.players[0].conservation == 10 + cp
    assert [p.money for p in st.players[1:]] == [m + 2 * cp for m in others]


# -- S208 Science Library -----------------------------------------------------------------------


def test_s208_appeal_per_research_icon_and_money_for_its_own() -> None:
    game = setup(("S208",), slot=4)
    set_seat(game, 0, universities=(R2,))
    play_sponsor(game, "S208")
    settle(game)
    player = game.state.players[0]
    assert player.appeal == 3  # 2 + its own
    assert player.money == MONEY + 2  # its own research icon entered a zoo


def test_s208_money_when_a_research_icon_enters_any_zoo() -> None:
    game = setup(zoo=("S208",))
    pass_turn(game, 0)
    set_seat(game, 1, hand=("S223",))
    set_row(game, 1, row_with_sponsors_at(3))
    money = game.state.players[0].money
    play_sponsor(game, "S223")
    assert game.state.players[0].money == money + 4


def test_s208_no_money_for_other_icons() -> None:
    game = setup(zoo=("S208",))
    pass_turn(game, 0)
    set_seat(game, 1, hand=("S225",))  # 1 research icon
    set_row(game, 1, row_with_sponsors_at(3))
    money = game.state.players[0].money
    play_sponsor(game, "S225")
    assert game.state.players[0].money == money + 2


@pytest.mark.parametrize(
    ("zoo", "cp"),
    [(("A405", "A439", "A507", "A466", "A484"), 1), (("A405", "A439", "A507", "A466"), 0)],
)
def test_s208_end_game_five_animal_categories(zoo: tuple[str, ...], cp: int) -> None:
    game = setup(zoo=("S208", *zoo))
    assert end_gains(game) == ([("S208", "conservation", 1)] if cp else [])


# -- S209 Technology Institute ------------------------------------------------------------------


def test_s209_x_token_now_and_every_break() -> None:
    game = setup(("S209",))
    play_sponsor(game, "S209")
    assert game.state.players[0].x_tokens == 1
    pass_turn(game, 1)
    through_break(game)  # +1 for seat 0's pass, +1 income
    assert game.state.players[0].x_tokens == 3


@pytest.mark.parametrize(("universities", "cp"), [(2, 0), (3, 1)])
def test_s209_end_game_three_universities(universities: int, cp: int) -> None:
    game = setup(zoo=("S209",))
    set_seat(game, 0, universities=(R0, R1, R2)[:universities])
    assert end_gains(game) == ([("S209", "conservation", 1)] if cp else [])


# -- S216 Talented Communicator -----------------------------------------------------------------


def test_s216_hires_a_worker() -> None:
    game = setup(("S216",), upgraded=II)
    play_sponsor(game, "S216")
    assert game.state.players[0].workers == 2


@pytest.mark.parametrize(
    ("card", "reputation", "cp"), [("S216", 8, 0), ("S216", 9, 1), ("S220", 8, 0), ("S220", 9, 1)]
)
def test_end_game_reputation_nine(card: str, reputation: int, cp: int) -> None:
    game = setup(zoo=(card,), reputation=reputation)
    assert end_gains(game) == ([(card, "conservation", 1)] if cp else [])


# -- S220 Federal Grants ------------------------------------------------------------------------


def test_s220_three_money_now_and_every_break() -> None:
    game = setup(("S220",), slot=4)
    play_sponsor(game, "S220")
    assert game.state.players[0].money == MONEY + 3
    pass_turn(game, 1)
    through_break(game)
    assert game.state.players[0].money == MONEY + 3 + appeal_income(0) + 3


# -- S222 Release of Patents --------------------------------------------------------------------


@pytest.mark.parametrize(("icons", "cp"), [(0, 0), (2, 2), (3, 3), (6, 3)])
def test_s222_cp_per_research_icon_up_to_three(icons: int, cp: int) -> None:
    game = setup(("S222",), players=3)
    set_seat(game, 0, universities=science_universities(icons))
    past_bonus_spaces(game)
    others = [p.money for p in game.state.players[1:]]
    play_sponsor(game, "S222")
    settle(game)
    st = game.state
    assert st.players[0].conservation == 10 + cp
    assert [p.money for p in st.players[1:]] == [m + 2 * cp for m in others]


# -- S223 Science Institute ---------------------------------------------------------------------


def test_s223_only_adds_two_research_icons() -> None:
    game = setup(("S223",), slot=3)
    before = game.state.players[0]
    snapshot = (before.money, before.appeal, before.conservation, before.reputation)
    play_sponsor(game, "S223")
    player = game.state.players[0]
    assert zoo_icons(game.cards, player)["science"] == 2
    assert (player.money, player.appeal, player.conservation, player.reputation) == snapshot
    assert is_next_turn(game)


# -- S224 Migration Recording -------------------------------------------------------------------


def test_s224_x_token() -> None:
    game = setup(("S224",), slot=4)
    set_seat(game, 0, universities=(R1,))
    play_sponsor(game, "S224")
    assert game.state.players[0].x_tokens == 1


def release_position(zoo: tuple[str, ...], tokens: tuple[tuple[str, int, int], ...] = ()) -> Game:
    """Release project P116 (africa) in the row; Fennec Fox (size 1) and Mantled Guereza
    (size 3) in the zoo; next left-edge slot is map A's slot 4 (+1 CP); Association I in 5."""
    game = setup(zoo=(*zoo, "A405", "A455"))
    set_shared(game, base_projects=(), project_row=("P116",), project_tokens=tokens)
    arrange(
        game,
        Position(
            seats={
                0: Seat(
                    supported_projects=3,
                    conservation=10,  # no bonus space between 10 and 15
                ),
            },
            final_scoring_discarded=True,
        ),
    )
    row = [a for a in row_with_sponsors_at(1) if a != ASSOCIATION] + [ASSOCIATION]
    set_row(game, 0, row)
    game.apply(ChooseAction(ASSOCIATION))
    game.apply(AssociationTask("project"))
    return game


@pytest.mark.parametrize(("zoo", "gained"), [(("S224",), 1 + 3 + 1), ((), 3 + 1)])
def test_s224_one_more_cp_for_supporting_a_release_project(zoo: tuple[str, ...], gained: int):
    game = release_position(zoo)
    game.apply(SupportProject("P116", 2))  # size 1 animal: right level, 3 CP
    game.apply(ReleaseAnimal("A405"))
    settle(game)
    assert game.state.players[0].conservation == 10 + gained


def test_s224_release_projects_may_be_supported_again() -> None:
    game = release_position(("S224",), tokens=(("P116", 2, 0),))
    # Seat 0 already supports the right level; with S224 the middle level is open to it.
    assert set(options_of(game, "association_project")) == {SupportProject("P116", 1)}


def test_without_s224_a_release_project_is_supported_once() -> None:
    game = setup(zoo=("A405", "A455"))
    set_shared(game, base_projects=(), project_row=("P116",), project_tokens=(("P116", 2, 0),))
    row = [a for a in row_with_sponsors_at(1) if a != ASSOCIATION] + [ASSOCIATION]
    set_row(game, 0, row)
    game.apply(ChooseAction(ASSOCIATION))
    assert AssociationTask("project") not in options_of(game, "association")


# -- S225 Quarantine Lab ------------------------------------------------------------------------


def test_s225_x_token() -> None:
    game = setup(("S225",), slot=3)
    play_sponsor(game, "S225")
    assert game.state.players[0].x_tokens == 1


@pytest.mark.parametrize(("zoo", "venom"), [(("S225",), 0), ((), 1)])
def test_s225_shields_from_venom(zoo: tuple[str, ...], venom: int) -> None:
    game = setup(zoo=zoo, appeal=20)
    pass_turn(game, 0)
    seat1 = game.state.players[1]
    set_seat(
        game,
        1,
        hand=("A449",),  # Platypus: Venom 1
        money=MONEY,
        buildings=(*seat1.buildings, ENC_2_WATER),
    )
    set_row(game, 1, ROW)
    game.apply(ChooseAction(ANIMALS))
    for choice in place("A449", ENC_2_WATER):
        game.apply(choice)
    assert sum(c.venom for c in game.state.players[0].action_cards) == venom


@pytest.mark.parametrize(
    ("card", "zoo", "cp"),
    [
        ("S225", ("A405", "A439", "A410", "A424", "A445"), 1),  # 5 continents
        ("S225", ("A405", "A439", "A410", "A424"), 0),
        ("S226", ("A405", "A439", "A410", "A424", "A445"), 1),
        ("S226", ("A405", "A439", "A410", "A424"), 0),
    ],
)
def test_end_game_five_continents(card: str, zoo: tuple[str, ...], cp: int) -> None:
    game = setup(zoo=(card, *zoo))
    assert end_gains(game) == ([(card, "conservation", 1)] if cp else [])


def test_s225_partner_zoo_counts_as_a_continent() -> None:
    game = setup(zoo=("S225", "A405", "A439", "A410", "A424"))
    set_seat(game, 0, partner_zoos=("europe",))
    assert end_gains(game) == [("S225", "conservation", 1)]


# -- S226 Foreign Institute ---------------------------------------------------------------------


def test_s226_two_reputation() -> None:
    game = setup(("S226",), upgraded=II)
    play_sponsor(game, "S226")
    assert game.state.players[0].reputation == 3
    assert game.state.players[0].zoo_cards == ("S226",)


def test_s226_is_playable_from_the_display_with_the_folder_cost() -> None:
    display = ("S226", "A401", "A402", "A406", "A411", "A426")
    game = setup((), upgraded=II, display=display)
    play_sponsor(game, "S226", folder=1)
    assert game.state.players[0].money == MONEY - 1
    assert PlaySponsorCard("S226", 1) not in game.legal_options()
