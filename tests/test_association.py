"""The Association action (docs/rules.md §5, docs/rulings.md point 1).

Tasks and values: reputation 2 (+2 reputation), partner zoo 3, university 4, conservation project 5.
A task needs an active worker: 1 where the player has none, 2 where they already have 1; with 3
there it is closed until the break, when every worker returns. Side I: exactly one task of value
≤ strength. Side II: several *different* tasks with total value ≤ strength, plus at most one
donation (only after a task): 2, 5, 5, 7, 7, 10, 10 then 12 (2 players: 2, 5, 7, 10 then 12), +1 CP.
Partner zoos: one per continent on offer, different continents, max 4 (3rd and 4th need side II);
2nd → upgrade, 3rd → worker, 4th → the map's CP. Universities: no duplicates, max 3; +1 reputation
and hand limit 5 / +2 reputation / nothing; 2nd → upgrade, 3rd → the map's CP.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    BUILD,
    CARDS,
    CONTINENTS,
    SPONSORS,
    UNIVERSITIES,
    UNIVERSITY_REPUTATION_HAND,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    Donate,
    PickEffect,
    Skip,
    SponsorBreak,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
    UpgradeAction,
)
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

REPUTATION = AssociationTask("reputation")
PARTNER_ZOO = AssociationTask("partner_zoo")
UNIVERSITY = AssociationTask("university")
PROJECT = AssociationTask("project")
OTHERS = (ANIMALS, BUILD, CARDS, SPONSORS)
BREAK_LENGTH_2P = 9  # docs/rules.md §4


def association_game(
    slot: int = 5, upgraded: bool = False, players: int = 2, maps: tuple[str, ...] = ()
) -> Game:
    """Seat 0 to act with the Association card in `slot` (strength = slot)."""
    config: dict[str, object] = {"maps": maps} if maps else {}
    game = started(players=players, seed=1, **config)
    row = (*OTHERS[: slot - 1], ASSOCIATION, *OTHERS[slot - 1 :])
    set_row(game, 0, row, (ASSOCIATION,) if upgraded else ())
    return game


def make_project_supportable(game: Game) -> None:
    """Only base project P112 Birds, no blockers; seat 0 has 2 bird icons (right level: 2)."""
    arrange(
        game,
        Position(
            seats={
                0: Seat(
                    zoo=("A513", "A512"),  # Barn Owl, Eurasian Eagle-Owl
                ),
            },
            base_projects=("P112",),
            project_tokens=(),
        ),
    )


def start(game: Game, x_tokens: int = 0) -> None:
    game.apply(ChooseAction(ASSOCIATION, x_tokens))


def workers_of(game: Game, seat: int = 0) -> tuple[int, int, int, int]:
    return game.state.association.task_workers[seat]


def set_workers(game: Game, hired: int, placed: tuple[int, int, int, int]) -> None:
    set_seat(game, 0, workers=hired, placed_workers=placed)


# --------------------------------------------------------------------------------------------
# Task values and side I
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("strength", "tasks"),
    [
        (2, {REPUTATION}),
        (3, {REPUTATION, PARTNER_ZOO}),
        (4, {REPUTATION, PARTNER_ZOO, UNIVERSITY}),
        (5, {REPUTATION, PARTNER_ZOO, UNIVERSITY, PROJECT}),
    ],
)
def test_side_i_offers_every_single_task_of_value_up_to_strength(
    strength: int, tasks: set[AssociationTask]
) -> None:
    # Values 2 / 3 / 4 / 5 (docs/rules.md §5); side I: one task of value ≤ strength.
    game = association_game(slot=strength)
    make_project_supportable(game)
    start(game)
    assert set(options_of(game, "association")) == tasks


def test_strength_1_offers_no_association_action() -> None:
    # The cheapest task is worth 2: at strength 1 the card is not offered, with 1 X-token it is.
    game = association_game(slot=1)
    set_seat(game, 0, x_tokens=1)
    actions = {o for o in options_of(game, "choose_action") if isinstance(o, ChooseAction)}
    assert ChooseAction(ASSOCIATION, 0) not in actions
    assert ChooseAction(ASSOCIATION, 1) in actions


def test_project_task_needs_a_project_to_support() -> None:
    game = association_game(slot=5)
    set_seat(game, 0, zoo=())
    start(game)
    assert set(options_of(game, "association")) == {REPUTATION, PARTNER_ZOO, UNIVERSITY}


def test_side_i_does_exactly_one_task() -> None:
    game = association_game(slot=5)
    set_seat(game, 0, workers=4)
    start(game)
    game.apply(REPUTATION)
    # No second task: the action is over and the next player chooses.
    assert game.decision is not None and game.decision.seat == 1
    assert options_of(game, "choose_action")
    assert game.state.players[0].action_cards[0].action == ASSOCIATION
    assert workers_of(game) == (1, 0, 0, 0)


def test_reputation_task_gives_2_reputation() -> None:
    game = association_game(slot=2)
    start(game)
    game.apply(REPUTATION)
    assert game.state.players[0].reputation == 1 + 2


# --------------------------------------------------------------------------------------------
# Workers
# --------------------------------------------------------------------------------------------


def test_one_active_worker_at_the_start() -> None:
    game = association_game()
    assert all(p.workers == 1 for p in game.state.players)
    assert workers_of(game) == (0, 0, 0, 0)


def test_with_the_only_worker_placed_the_card_is_not_offered() -> None:
    game = association_game(slot=5)
    set_workers(game, 1, (0, 1, 0, 0))
    actions = options_of(game, "choose_action")
    assert not any(isinstance(o, ChooseAction) and o.action == ASSOCIATION for o in actions)


def test_second_visit_to_a_task_costs_2_workers() -> None:
    game = association_game(slot=2)
    set_workers(game, 3, (1, 0, 0, 0))
    start(game)
    game.apply(REPUTATION)
    assert workers_of(game) == (3, 0, 0, 0)


@pytest.mark.parametrize(
    ("hired", "placed"),
    [
        (4, (3, 0, 0, 0)),  # 3 workers on reputation: closed until the break
        (2, (1, 0, 0, 0)),  # reputation would need 2 more, only 1 is active
    ],
)
def test_reputation_not_offered(hired: int, placed: tuple[int, int, int, int]) -> None:
    game = association_game(slot=3)
    set_workers(game, hired, placed)
    start(game)
    assert set(options_of(game, "association")) == {PARTNER_ZOO}


@pytest.mark.parametrize(("hired", "second"), [(1, False), (2, True)])
def test_hired_workers_allow_more_tasks_on_side_ii(hired: int, second: bool) -> None:
    game = association_game(slot=5, upgraded=True)
    set_seat(
        game,
        0,
        workers=hired,
        money=0,  # no donation in the way
    )
    start(game)
    game.apply(REPUTATION)
    if second:
        assert set(options_of(game, "association")) == {PARTNER_ZOO, Skip()}
    else:
        assert game.decision is not None and game.decision.seat == 1


def trigger_break_by_seat_1(game: Game) -> None:
    """Seat 1 moves the break token onto the last space with the Sponsors break alternative."""
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in game.state.players}
    seats[1] = Seat(
        hand=game.state.players[1].hand[:3], row=(ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)
    )
    arrange(game, Position(seats=seats, break_position=BREAK_LENGTH_2P - 1))
    game.apply(ChooseAction(SPONSORS))
    game.apply(SponsorBreak())


def test_workers_return_in_the_break_and_the_offer_is_refilled() -> None:
    game = association_game(slot=3)
    start(game)
    play(game, PARTNER_ZOO, TakePartnerZoo("africa"))
    assert workers_of(game) == (0, 1, 0, 0)
    # Taken: no longer on offer for anyone until the break.
    assert game.state.association.partner_zoo_offer == tuple(c for c in CONTINENTS if c != "africa")
    trigger_break_by_seat_1(game)
    assert game.state.association.task_workers == ((0, 0, 0, 0), (0, 0, 0, 0))
    # Seat 1 has no Africa partner zoo: it is on offer again.
    assert sorted(game.state.association.partner_zoo_offer) == sorted(CONTINENTS)
    set_row(game, 0, (ANIMALS, BUILD, ASSOCIATION, CARDS, SPONSORS))
    start(game)
    game.apply(PARTNER_ZOO)
    # Seat 0 already has Africa: only the other continents.
    assert set(options_of(game, "association_partner_zoo")) == {
        TakePartnerZoo(c) for c in CONTINENTS if c != "africa"
    }


# --------------------------------------------------------------------------------------------
# Side II
# --------------------------------------------------------------------------------------------


def test_side_ii_several_different_tasks_within_strength() -> None:
    game = association_game(slot=5, upgraded=True)
    set_seat(
        game,
        0,
        workers=3,
        money=1,  # too little for any donation
    )
    start(game)
    assert Skip() not in options_of(game, "association")  # no Skip before the first task
    game.apply(REPUTATION)
    # 3 strength left: partner zoo (3) fits, university (4) does not, reputation again is not
    # a different task.
    assert set(options_of(game, "association")) == {PARTNER_ZOO, Skip()}
    play(game, PARTNER_ZOO, TakePartnerZoo("asia"))
    player = game.state.players[0]
    assert (player.reputation, player.partner_zoos) == (3, ("asia",))
    assert workers_of(game) == (1, 1, 0, 0)
    assert game.decision is not None and game.decision.seat == 1


def test_side_ii_skip_ends_the_action() -> None:
    game = association_game(slot=5, upgraded=True)
    set_seat(game, 0, workers=3)
    start(game)
    play(game, REPUTATION, Skip())
    assert workers_of(game) == (1, 0, 0, 0)
    assert game.decision is not None and game.decision.seat == 1


def test_donation_only_after_a_task_and_once_per_action() -> None:
    game = association_game(slot=5, upgraded=True)
    set_seat(game, 0, workers=2, money=30)
    start(game)
    assert Donate() not in options_of(game, "association")
    game.apply(REPUTATION)
    assert set(options_of(game, "association")) == {PARTNER_ZOO, Donate(), Skip()}
    game.apply(Donate())
    assert set(options_of(game, "association")) == {PARTNER_ZOO, Skip()}


@pytest.mark.parametrize(("upgraded", "money"), [(False, 30), (True, 1)])
def test_no_donation_on_side_i_or_without_the_money(upgraded: bool, money: int) -> None:
    # Donations exist on side II only; the cheapest costs 2.
    game = association_game(slot=5, upgraded=upgraded)
    set_seat(game, 0, money=money)
    start(game)
    game.apply(REPUTATION)
    assert game.decision is not None and game.decision.seat == 1


def donate_after_reputation(game: Game) -> int:
    """Reputation task then a donation; returns the money paid."""
    player = game.state.players[0]
    set_seat(game, 0, money=30)
    before = player.money
    start(game)
    play(game, REPUTATION, Donate())
    return before - player.money


DONATIONS_3_4P = (2, 5, 5, 7, 7, 10, 10, 12)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("made", range(8))
def test_donation_costs_3_and_4_players(players: int, made: int) -> None:
    # 2, 5, 5, 7, 7, 10, 10, then 12 for every further donation; once only the 12-space is
    # left, no token is placed (docs/rules.md §5).
    game = association_game(slot=5, upgraded=True, players=players)
    set_shared(game, donations=tuple("p1" if i < made else "" for i in range(8)))
    assert donate_after_reputation(game) == DONATIONS_3_4P[made]
    expected = ["p1" if i < made else "" for i in range(8)]
    if made < 7:
        expected[made] = "p0"  # covers the lowest open space; the 12-space gets no token
    assert game.state.association.donations == tuple(expected)
    assert game.state.players[0].conservation == 1


DONATIONS_2P = (2, 5, 7, 10, 12)


def test_two_players_block_the_left_column_at_setup() -> None:
    game = association_game()
    assert game.state.association.donations == (
        "", "blocked", "", "blocked", "", "blocked", "", "",
    )  # fmt: skip


@pytest.mark.parametrize("made", range(5))
def test_donation_costs_2_players(made: int) -> None:
    game = association_game(slot=5, upgraded=True)
    spaces = list(game.state.association.donations)
    open_spaces = [i for i, s in enumerate(spaces) if s == ""]
    for index in open_spaces[:made]:
        spaces[index] = "p1"
    set_shared(game, donations=tuple(spaces))
    assert donate_after_reputation(game) == DONATIONS_2P[made]
    if made < 4:
        spaces[open_spaces[made]] = "p0"
    assert game.state.association.donations == tuple(spaces)


@pytest.mark.parametrize(("solo_tokens", "cost"), [(0, 2), (1, 5), (2, 5), (3, 7), (5, 10)])
def test_solo_tokens_make_donations_dearer(solo_tokens: int, cost: int) -> None:
    game = association_game(slot=5, upgraded=True, players=1)
    assert game.state.association.donations == ("",) * 8
    set_shared(game, donations=tuple("solo" if i < solo_tokens else "" for i in range(8)))
    assert donate_after_reputation(game) == cost


def test_donation_conservation_collects_the_track_bonus() -> None:
    # Conservation 1 → 2: the space-2 bonus (upgrade or worker) is due.
    game = association_game(slot=5, upgraded=True)
    set_seat(game, 0, conservation=1)
    donate_after_reputation(game)
    assert game.state.players[0].conservation == 2
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("upgrade"),
        TakeBonus("worker"),
    }


# --------------------------------------------------------------------------------------------
# Partner zoos
# --------------------------------------------------------------------------------------------


def take_partner_zoo(game: Game, continent: str) -> None:
    start(game)
    play(game, PARTNER_ZOO, TakePartnerZoo(continent))


@pytest.mark.parametrize("owned", [(), ("europe",)])
def test_one_partner_zoo_per_continent_not_owned_yet(owned: tuple[str, ...]) -> None:
    game = association_game(slot=3)
    set_seat(game, 0, partner_zoos=owned)
    start(game)
    game.apply(PARTNER_ZOO)
    assert set(options_of(game, "association_partner_zoo")) == {
        TakePartnerZoo(c) for c in CONTINENTS if c not in owned
    }


def test_second_partner_zoo_gives_an_upgrade() -> None:
    game = association_game(slot=3)
    set_seat(game, 0, partner_zoos=("europe",))
    take_partner_zoo(game, "asia")
    assert set(options_of(game, "upgrade")) == {
        UpgradeAction(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)
    }
    game.apply(UpgradeAction(BUILD))
    assert game.state.players[0].is_upgraded(BUILD)


@pytest.mark.parametrize(("upgraded", "offered"), [(False, False), (True, True)])
def test_third_partner_zoo_needs_association_ii(upgraded: bool, offered: bool) -> None:
    game = association_game(slot=3, upgraded=upgraded)
    set_seat(game, 0, partner_zoos=("europe", "asia"))
    start(game)
    assert (PARTNER_ZOO in options_of(game, "association")) is offered


def test_third_partner_zoo_hires_a_worker() -> None:
    game = association_game(slot=3, upgraded=True)
    set_seat(game, 0, partner_zoos=("europe", "asia"), money=0)
    take_partner_zoo(game, "africa")
    assert game.state.players[0].workers == 2


# docs/rules.md §6: 4th partner zoo / 3rd university CP per map (BGA-verified maps 1–8).
SLOT_CP = {
    "1": (2, 1),
    "2": (0, 2),
    "3": (1, 2),
    "4": (1, 1),
    "5": (2, 0),
    "6": (1, 0),
    "7": (0, 1),
    "8": (1, 1),
}


@pytest.mark.parametrize("map_id", sorted(SLOT_CP))
def test_fourth_partner_zoo_gives_the_maps_conservation(map_id: str) -> None:
    game = association_game(slot=3, upgraded=True, maps=(map_id, map_id))
    player = game.state.players[0]
    set_seat(
        game,
        0,
        partner_zoos=("europe", "asia", "africa"),
        conservation=2,  # past the space-2 bonus; +2 reaches no bonus space
        money=0,
    )
    take_partner_zoo(game, "americas")
    assert player.conservation == 2 + SLOT_CP[map_id][0]


# --------------------------------------------------------------------------------------------
# Universities
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("university", "reputation", "hand_limit"),
    [
        (UNIVERSITY_REPUTATION_HAND, 1 + 1, 5),
        (UNIVERSITY_RESEARCH_REPUTATION, 1 + 2, 3),
        (UNIVERSITY_RESEARCH, 1, 3),
    ],
)
def test_university_rewards(university: str, reputation: int, hand_limit: int) -> None:
    game = association_game(slot=4)
    start(game)
    game.apply(UNIVERSITY)
    assert set(options_of(game, "association_university")) == {
        TakeUniversity(u) for u in UNIVERSITIES
    }
    game.apply(TakeUniversity(university))
    player = game.state.players[0]
    assert (player.universities, player.reputation) == ((university,), reputation)
    assert player.hand_limit == hand_limit
    assert university not in game.state.association.university_offer


def test_no_duplicate_university() -> None:
    game = association_game(slot=4)
    set_seat(game, 0, universities=(UNIVERSITY_RESEARCH,))
    start(game)
    game.apply(UNIVERSITY)
    assert set(options_of(game, "association_university")) == {
        TakeUniversity(UNIVERSITY_REPUTATION_HAND),
        TakeUniversity(UNIVERSITY_RESEARCH_REPUTATION),
    }


def test_second_university_gives_an_upgrade() -> None:
    game = association_game(slot=4)
    set_seat(game, 0, universities=(UNIVERSITY_RESEARCH,))
    start(game)
    play(game, UNIVERSITY, TakeUniversity(UNIVERSITY_REPUTATION_HAND))
    assert UpgradeAction(CARDS) in options_of(game, "upgrade")


def second_university_at_reputation_8() -> Game:
    """Seat 0: reputation 8 (bonuses 5 and 8 taken), Cards I, one university, Association in
    slot 5; takes the +2 reputation university as the second one."""
    game = association_game(slot=5)
    set_seat(
        game,
        0,
        reputation=8,
        reputation_bonuses=frozenset({5, 8}),
        universities=(UNIVERSITY_RESEARCH,),
    )
    start(game)
    play(game, UNIVERSITY, TakeUniversity(UNIVERSITY_RESEARCH_REPUTATION))
    return game


def test_second_university_the_player_orders_upgrade_and_reputation() -> None:
    # The slot's upgrade and the university's reputation come at once (rulebook p.14): the
    # player orders them. Upgrading Cards first lifts the cap of 9, so the +2 reaches 10.
    game = second_university_at_reputation_8()
    player = game.state.players[0]
    assert options_of(game, "order_university_reward") == (
        PickEffect("slot reward: upgrade an action card"),
        PickEffect("university reputation +2"),
    )
    assert player.reputation == 8
    play(game, PickEffect("slot reward: upgrade an action card"), UpgradeAction(CARDS))
    assert player.reputation == 10
    options_of(game, "take_card")  # the reputation-10 bonus


def test_second_university_reputation_first_stops_at_9() -> None:
    game = second_university_at_reputation_8()
    player = game.state.players[0]
    game.apply(PickEffect("university reputation +2"))
    assert player.reputation == 9  # capped: Cards is still on side I
    game.apply(UpgradeAction(CARDS))
    assert player.reputation == 9


def test_second_university_is_not_ordered_when_it_cannot_matter() -> None:
    # +1 reputation from 2 to 3 reaches no bonus space and no cap: the upgrade comes directly.
    game = association_game(slot=4)
    set_seat(game, 0, universities=(UNIVERSITY_RESEARCH,), reputation=2)
    start(game)
    play(game, UNIVERSITY, TakeUniversity(UNIVERSITY_REPUTATION_HAND))
    assert UpgradeAction(CARDS) in options_of(game, "upgrade")
    assert game.state.players[0].reputation == 3


def test_third_university_orders_conservation_and_reputation_when_both_bring_bonuses() -> None:
    # Map 1: the 3rd university gives 1 CP. CP 4 → 5 (bonus 5) and reputation 3 → 5 (upgrade)
    # at once: the player picks which bonus comes first.
    game = association_game(slot=4, maps=("1", "1"))
    set_shared(game, bonus_tiles={5: (), 8: ()})
    player = game.state.players[0]
    set_seat(
        game,
        0,
        universities=(UNIVERSITY_RESEARCH, UNIVERSITY_REPUTATION_HAND),
        conservation=4,
        reputation=3,
    )
    start(game)
    play(game, UNIVERSITY, TakeUniversity(UNIVERSITY_RESEARCH_REPUTATION))
    assert options_of(game, "order_university_reward") == (
        PickEffect("slot reward: conservation +1"),
        PickEffect("university reputation +2"),
    )
    game.apply(PickEffect("slot reward: conservation +1"))
    assert (player.conservation, player.reputation) == (5, 3)
    game.apply(TakeBonus("money_5"))
    assert player.reputation == 5
    assert UpgradeAction(CARDS) in options_of(game, "upgrade")


@pytest.mark.parametrize("map_id", sorted(SLOT_CP))
def test_third_university_gives_the_maps_conservation(map_id: str) -> None:
    game = association_game(slot=4, maps=(map_id, map_id))
    player = game.state.players[0]
    set_seat(
        game, 0, universities=(UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), conservation=2
    )
    start(game)
    play(game, UNIVERSITY, TakeUniversity(UNIVERSITY_REPUTATION_HAND))
    assert player.conservation == 2 + SLOT_CP[map_id][1]
    assert player.reputation == 1 + 1


@pytest.mark.parametrize(
    ("partner_zoos", "universities", "tasks"),
    [
        (CONTINENTS[:4], (), {REPUTATION, UNIVERSITY}),  # at most 4 partner zoos
        ((), UNIVERSITIES, {REPUTATION, PARTNER_ZOO}),  # at most 3 universities
    ],
)
def test_no_fifth_partner_zoo_and_no_fourth_university(
    partner_zoos: tuple[str, ...], universities: tuple[str, ...], tasks: set[AssociationTask]
) -> None:
    game = association_game(slot=4, upgraded=True)
    set_seat(game, 0, partner_zoos=partner_zoos, universities=universities)
    start(game)
    assert set(options_of(game, "association")) == tasks


# --------------------------------------------------------------------------------------------
# When the Association card is offered
# --------------------------------------------------------------------------------------------


def test_card_not_offered_when_no_task_can_be_completed() -> None:
    # Strength 3: reputation closed, no partner zoo on offer → nothing to do; strength 4 adds
    # the university task.
    game = association_game(slot=3)
    set_workers(game, 4, (3, 0, 0, 0))
    set_shared(game, partner_zoo_offer=())
    assert ChooseAction(ASSOCIATION) not in options_of(game, "choose_action")
    set_row(game, 0, (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS))
    assert ChooseAction(ASSOCIATION) in options_of(game, "choose_action")


def test_project_task_leads_to_the_project_choice() -> None:
    game = association_game(slot=5)
    make_project_supportable(game)
    start(game)
    game.apply(PROJECT)
    assert set(options_of(game, "association_project")) == {SupportProject("P112", 2)}
    assert workers_of(game) == (0, 0, 0, 1)
