"""The Sponsors action and the other ways to play a sponsor (docs/rules.md §2, §6, §12).

Side I: one sponsor from the hand, level ≤ strength. Side II: several, total level ≤ strength + 1,
also from the display within reputation range (+ the folder number in money). Both sides keep
the break alternative. Hollywood Hills with all 3 H spaces covered: every sponsor is 1 level
lower. The bonus tile "sponsor" and the placement bonus "sponsor" play one sponsor from the hand
by paying its level in money (normal conditions; the Sponsors card does not move). Play
conditions (Sponsors II, appeal ≤ 25, icons, partner zoos, reputation) make a card unplayable.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import (
    BUILD,
    SPONSORS,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    PlaceBuilding,
    PlaySponsorCard,
    Skip,
    SponsorBreak,
    TakeBonus,
)
from arknova_desktop.engine.rules import gains
from tests.scenario import options_of, set_row, set_seat
from tests.sponsor_scenario import (
    ANIMAL_DISPLAY,
    MONEY,
    building,
    is_next_turn,
    play_sponsor,
    row_with_sponsors_at,
    setup,
    sponsor_options,
)

# Levels: S223 3, S225 3, S220 4, S209 5, S226 6 (no conditions, no decisions when played).
LEVEL = {"S223": 3, "S225": 3, "S220": 4, "S209": 5, "S226": 6}


def plays(*cards: str, folder: int = 0) -> set[object]:
    return {PlaySponsorCard(c, folder) for c in cards}


# -- side I -------------------------------------------------------------------------------------


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_side_one_offers_hand_sponsors_up_to_the_strength(strength: int) -> None:
    hand = ("S223", "S220", "S209", "S226")
    game = setup(hand, slot=strength)
    expected = {PlaySponsorCard(c) for c in hand if LEVEL[c] <= strength}
    assert sponsor_options(game) == expected | {SponsorBreak()}


def test_side_one_plays_exactly_one_sponsor() -> None:
    game = setup(("S223", "S225"), slot=5)  # 3 + 3 > 5 anyway; one card on side I
    play_sponsor(game, "S223")
    player = game.state.players[0]
    assert player.zoo_cards == ("S223",)
    assert player.hand == ("S225",)
    assert player.money == MONEY  # from the hand nothing is paid
    assert is_next_turn(game)
    assert player.action_cards[0].action == SPONSORS  # the card went to slot 1


def test_side_one_does_not_offer_the_display() -> None:
    game = setup((), slot=5, reputation=9, display=("S223", *ANIMAL_DISPLAY[1:]))
    assert sponsor_options(game) == {SponsorBreak()}


def test_break_alternative_alone_when_nothing_is_playable() -> None:
    game = setup(("S226",), slot=5)  # level 6 > 5
    assert sponsor_options(game) == {SponsorBreak()}


@pytest.mark.parametrize("card", ["S201", "S207", "S216", "S219", "S262"])
def test_sponsors_ii_cards_need_the_upgraded_card(card: str) -> None:
    assert sponsor_options(setup((card,), slot=5)) == {SponsorBreak()}
    assert PlaySponsorCard(card) in sponsor_options(setup((card,), slot=5, upgraded=(SPONSORS,)))


# -- side II ------------------------------------------------------------------------------------


def test_side_two_plays_several_up_to_strength_plus_one() -> None:
    game = setup(("S223", "S225", "S220"), slot=5, upgraded=(SPONSORS,))  # budget 6
    assert sponsor_options(game) == plays("S223", "S225", "S220") | {SponsorBreak()}
    game.apply(PlaySponsorCard("S223"))
    # 3 of 6 left: S225 (3) fits, S220 (4) does not; stopping is allowed.
    assert set(options_of(game, "sponsors")) == plays("S225") | {Skip()}
    game.apply(PlaySponsorCard("S225"))
    # Nothing fits in the 0 left: the action ends.
    assert is_next_turn(game)
    assert game.state.players[0].zoo_cards == ("S223", "S225")
    assert game.state.players[0].hand == ("S220",)


def test_side_two_may_stop_after_the_first_sponsor() -> None:
    game = setup(("S223", "S225"), slot=5, upgraded=(SPONSORS,))
    play_sponsor(game, "S223")
    game.apply(Skip())
    assert is_next_turn(game)
    assert game.state.players[0].hand == ("S225",)


def test_side_two_strength_one_has_budget_two() -> None:
    game = setup(("S223",), slot=1, upgraded=(SPONSORS,))
    assert sponsor_options(game) == {SponsorBreak()}  # level 3 > 1 + 1


def test_side_two_takes_display_sponsors_within_reputation_range_for_the_folder() -> None:
    # Reputation 4 reaches folders 1-3 (docs/rules.md §3).
    display = ("A401", "S223", "A402", "S220", "A406", "A411")
    game = setup((), slot=5, upgraded=(SPONSORS,), reputation=4, display=display)
    assert sponsor_options(game) == {PlaySponsorCard("S223", 2), SponsorBreak()}
    game.apply(PlaySponsorCard("S223", 2))
    player = game.state.players[0]
    assert player.money == MONEY - 2  # the folder number
    assert player.zoo_cards == ("S223",)
    assert "S223" not in game.state.display


def test_display_sponsor_needs_money_for_the_folder() -> None:
    display = ("A401", "S223", *ANIMAL_DISPLAY[2:])
    game = setup((), slot=5, upgraded=(SPONSORS,), reputation=4, display=display, money=1)
    assert sponsor_options(game) == {SponsorBreak()}


# -- Hollywood Hills (map 8) ----------------------------------------------------------------------

H_CELLS = ((8, 1), (1, 4), (4, 6))  # maps/8.json features "hollywood"


def hollywood(covered: int, hand: tuple[str, ...], slot: int, upgraded: bool = False):
    game = setup(hand, slot=slot, maps=("8", "A"), upgraded=(SPONSORS,) if upgraded else ())
    set_seat(game, 0, buildings=tuple(building("enclosure_1", c) for c in H_CELLS[:covered]))
    return game


def test_hollywood_hills_all_h_covered_lowers_every_level_by_one() -> None:
    # Strength 3: S220 (level 4) counts as level 3.
    game = hollywood(3, ("S220", "S209"), slot=3)
    assert sponsor_options(game) == plays("S220") | {SponsorBreak()}


def test_hollywood_hills_two_h_covered_changes_nothing() -> None:
    game = hollywood(2, ("S220", "S209"), slot=3)
    assert sponsor_options(game) == {SponsorBreak()}


def test_hollywood_hills_lowered_levels_count_for_the_side_two_total() -> None:
    # Strength 4, side II: budget 5 = S220 (4 - 1) + S223 (3 - 1).
    game = hollywood(3, ("S220", "S223"), slot=4, upgraded=True)
    play_sponsor(game, "S220")
    assert set(options_of(game, "sponsors")) == plays("S223") | {Skip()}


# -- conditions ---------------------------------------------------------------------------------


def science(game, seat: int, icons: int) -> None:
    """Give research icons through universities (2 + 1 ...)."""
    unis = []
    while icons >= 2:
        unis.append(UNIVERSITY_RESEARCH)
        icons -= 2
    if icons:
        unis.append(UNIVERSITY_RESEARCH_REPUTATION)
    set_seat(game, seat, universities=tuple(unis))


@pytest.mark.parametrize("card", ["S207", "S222", "S258", "S259", "S260", "S264"])
@pytest.mark.parametrize(("appeal", "playable"), [(25, True), (26, False)])
def test_appeal_at_most_25(card: str, appeal: int, playable: bool) -> None:
    game = setup((card,), slot=5, upgraded=(SPONSORS,), appeal=appeal)
    assert (PlaySponsorCard(card) in sponsor_options(game)) is playable


@pytest.mark.parametrize(
    ("card", "needed"),
    [("S202", 1), ("S221", 1), ("S224", 1), ("S218", 2), ("S205", 3), ("S204", 4), ("S206", 4)],
)
def test_research_icon_conditions(card: str, needed: int) -> None:
    short = setup((card,), slot=5)
    science(short, 0, needed - 1)
    assert sponsor_options(short) == {SponsorBreak()}  # its own icon does not count yet
    enough = setup((card,), slot=5)
    science(enough, 0, needed)
    assert PlaySponsorCard(card) in sponsor_options(enough)


@pytest.mark.parametrize(
    ("card", "icon_card"),
    [
        ("S231", "A466"),  # primate
        ("S232", "A484"),  # reptile
        ("S233", "A507"),  # bird
        ("S234", "A424"),  # predator
        ("S235", "A439"),  # herbivore
    ],
)
def test_sponsorships_need_one_icon_of_their_kind(card: str, icon_card: str) -> None:
    assert sponsor_options(setup((card,), slot=3)) == {SponsorBreak()}
    assert PlaySponsorCard(card) in sponsor_options(setup((card,), slot=3, zoo=(icon_card,)))


@pytest.mark.parametrize(("partners", "playable"), [(1, False), (2, True)])
def test_breeding_cooperation_needs_two_partner_zoos(partners: int, playable: bool) -> None:
    game = setup(("S215",), slot=5)
    set_seat(game, 0, partner_zoos=("africa", "asia")[:partners])
    assert (PlaySponsorCard("S215") in sponsor_options(game)) is playable


@pytest.mark.parametrize(
    ("card", "needed", "upgraded"),
    [("S227", 6, (SPONSORS,)), ("S228", 3, ()), ("S263", 6, (SPONSORS,))],
)
def test_reputation_conditions(card: str, needed: int, upgraded: tuple[str, ...]) -> None:
    low = setup((card,), slot=5, reputation=needed - 1, upgraded=upgraded)
    assert PlaySponsorCard(card) not in sponsor_options(low)
    high = setup((card,), slot=5, reputation=needed, upgraded=upgraded)
    assert PlaySponsorCard(card) in sponsor_options(high)


def test_level_six_needs_side_two_at_strength_five() -> None:
    assert sponsor_options(setup(("S226",), slot=5)) == {SponsorBreak()}
    game = setup(("S226",), slot=5, upgraded=(SPONSORS,))
    assert sponsor_options(game) == plays("S226") | {SponsorBreak()}


# -- playing a sponsor for its level ------------------------------------------------------------


def test_bonus_tile_sponsor_plays_a_hand_sponsor_for_its_level() -> None:
    game = setup(("S220", "S226"), slot=5, money=10)
    st = game.state
    st.bonus_tiles[5] = ("sponsor", "money_10")
    player = st.players[0]
    set_seat(game, 0, conservation=4)
    row = tuple(c.action for c in player.action_cards)
    gains.gain_conservation(game, 0, 1)
    game.advance()
    # Conservation 5: 5 money or one of the tiles beside it (docs/rules.md §2).
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("sponsor"),
        TakeBonus("money_10"),
    }
    game.apply(TakeBonus("sponsor"))
    # Both are affordable with 10 money (levels 4 and 6); no condition is missing.
    assert set(options_of(game, "sponsor_for_money")) == plays("S220", "S226") | {Skip()}
    game.apply(PlaySponsorCard("S220"))
    assert player.zoo_cards == ("S220",)
    assert player.money == 10 - 4 + 3  # pays level 4, then S220's immediate 3 money
    assert tuple(c.action for c in player.action_cards) == row  # no action card moved
    assert st.bonus_tiles[5] == ("money_10",)


def test_bonus_tile_sponsor_respects_conditions_and_money() -> None:
    # S201 needs Sponsors II, S226 costs 6 with only 5 money: the tile is not offered.
    game = setup(("S201", "S226"), slot=5, money=5)
    st = game.state
    st.bonus_tiles[5] = ("sponsor", "money_10")
    set_seat(game, 0, conservation=4)
    gains.gain_conservation(game, 0, 1)
    game.advance()
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("money_10"),
    }


def test_placement_bonus_sponsor_plays_a_hand_sponsor_for_its_level() -> None:
    # Map 1: placement bonus "sponsor" on (3,6); a kiosk at (3,7) lets an enclosure go there.
    game = setup(("S223", "S226"), slot=5, money=10, maps=("1", "A"))
    player = game.state.players[0]
    set_seat(game, 0, buildings=(building("kiosk", (3, 7)),))
    set_row(game, 0, row_with_sponsors_at(5, first=BUILD))  # Build I in slot 1
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_1", (Cell(3, 6),)))
    # 10 - 2 for the enclosure = 8: S223 (3) affordable, S226 (6) too.
    assert set(options_of(game, "sponsor_for_money")) == plays("S223", "S226") | {Skip()}
    game.apply(PlaySponsorCard("S223"))
    assert player.zoo_cards == ("S223",)
    assert player.money == 10 - 2 - 3
    assert player.action_cards[0].action == BUILD  # only the Build card moved
    assert player.slot_of(SPONSORS) == 5


def test_placement_bonus_sponsor_with_hollywood_pays_one_less() -> None:
    # Map 8 placement bonus "sponsor" on (4,3); all H spaces covered: level 4 costs 3.
    game = setup(("S220",), slot=5, money=10, maps=("8", "A"))
    player = game.state.players[0]
    set_seat(
        game,
        0,
        buildings=(
            *(building("enclosure_1", c) for c in H_CELLS),
            building("kiosk", (4, 4)),
        ),
    )
    set_row(game, 0, row_with_sponsors_at(5, first=BUILD))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_1", (Cell(4, 3),)))
    game.apply(PlaySponsorCard("S220"))
    assert player.money == 10 - 2 - 3 + 3  # enclosure, level 4 - 1, S220's 3 money
