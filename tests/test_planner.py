"""The planner's engine queries (engine/planner.py): the break income they forecast is what the
break then pays, the action plan follows the row's own moves, and the unseen cards are every zoo
card less what the seat's view shows."""

from __future__ import annotations

from collections import Counter

import pytest

from arknova_desktop.engine import (
    BreakStep,
    CardMoved,
    Event,
    Game,
    IncomeItem,
    ResourceChanged,
    appeal_income,
    default_cards,
)
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import ChooseAction, SponsorBreak
from arknova_desktop.engine.kernel.decisions import DecisionKind
from arknova_desktop.engine.kernel.state import ActionCard, PlacedBuilding
from tests.scenario import Position, Seat, arrange, set_seat, started
from tests.sponsor_scenario import (
    building,
    finish_break,
    pass_turn,
    play_sponsor,
    row_with_sponsors_at,
    setup,
)

CARDS_INCOME = "cards"  # the planner's resource of cards put into the hand
FIVE_PRIMATES = ("A466", "A467", "A465", "A460", "A455")


def income_paid(events: tuple[Event, ...], seat: int) -> Counter[tuple[str, int, str]]:
    """The gains of `seat` in break step 5 of `events` (as the planner's items)."""
    paid: Counter[tuple[str, int, str]] = Counter()
    in_income = False
    for event in events:
        if isinstance(event, BreakStep):
            in_income = event.step == 5
        elif in_income and isinstance(event, ResourceChanged) and event.seat == seat:
            paid[(event.resource, event.delta, event.reason)] += 1
        elif (
            in_income
            and isinstance(event, CardMoved)
            and (event.seat, event.target)
            == (
                seat,
                "hand",
            )
        ):
            paid[("cards", 1, "")] += 1
    return paid


def as_counter(items: tuple[IncomeItem, ...]) -> Counter[tuple[str, int, str]]:
    return Counter((i.resource, i.amount, i.reason) for i in items)


def sponsorship_zoo() -> Game:
    game = setup(zoo=("S231", *FIVE_PRIMATES[:3]), appeal=17)
    set_seat(game, 1, appeal=8)
    return game


def kiosk_and_neighbours() -> Game:
    game = setup(zoo=("S257",))
    set_seat(
        game,
        0,
        appeal=33,
        add_buildings=(
            building("side_entrance", (0, 4), (0, 5)),
            building("pavilion", (1, 4)),
            PlacedBuilding("enclosure_1", frozenset({Cell(0, 3)}), ("A405",)),
            building("kiosk", (1, 5)),  # next to the pavilion and the entrance
        ),
    )
    return game


def break_by_seat_1(game: Game) -> tuple[Event, ...]:
    """Seat 1 (to act) triggers the break with a Sponsors break; the events until the break
    first asks a choice."""
    arrange(
        game,
        Position(
            break_position=game.state.break_track.length - 1,
            seats={1: Seat(row=row_with_sponsors_at(1, first=CARDS))},
        ),
    )
    game.apply(ChooseAction(SPONSORS))
    return game.apply(SponsorBreak())


@pytest.mark.parametrize("position", [setup, sponsorship_zoo, kiosk_and_neighbours])
def test_the_forecast_income_is_what_the_break_pays(position: object) -> None:
    assert callable(position)
    game: Game = position()
    pass_turn(game, 0)  # the forecast is made at seat 1's turn, just before it triggers
    forecasts = {seat: game.break_income(seat) for seat in (0, 1)}
    events = break_by_seat_1(game)
    finish_break(game)
    for seat, forecast in forecasts.items():
        paid = income_paid(events, seat)
        assert paid, "the break paid this seat something"
        assert as_counter(forecast.items) == paid
        assert forecast.choices == ()


def conservation_income_to(conservation: int, *zoo: str) -> Game:
    """A conservation point at each break (S206), the seat at `conservation` before it."""
    game = setup(zoo=("S206", *zoo), appeal=12)
    set_seat(game, 0, conservation=conservation)
    return game


@pytest.mark.parametrize(
    "position",
    [
        setup,
        sponsorship_zoo,
        kiosk_and_neighbours,
        lambda: setup(zoo=("S201",)),  # a card to take
        lambda: setup(zoo=("S209",)),  # an X-token
        lambda: conservation_income_to(0),  # 0 -> 1: no bonus space
        lambda: conservation_income_to(4),  # 4 -> 5: a bonus space (the break asks a choice)
        lambda: conservation_income_to(9),  # 9 -> 10: the final scoring discard round
    ],
)
def test_the_break_money_is_the_money_the_break_pays(position: object) -> None:
    assert callable(position)
    game: Game = position()
    pass_turn(game, 0)
    money = game.break_money(0)
    assert money == game.break_income(0).total("money")
    paid = income_paid(break_by_seat_1(game), 0)
    assert money == sum(n * delta for (kind, delta, _), n in paid.items() if kind == "money")


def test_the_break_money_of_a_zoo_with_income_sponsors() -> None:
    game = conservation_income_to(0, "S220")
    assert game.break_money(0) == appeal_income(12) + 3  # Sponsor S220: 3 money a break


def test_the_break_money_with_the_left_edge_paid_again() -> None:
    # Map 0's left edge, slots 2 and 3 uncovered: a free size-2 enclosure (the player's choice)
    # and 5 money at every break.
    game = setup(maps=("0", "0"), appeal=12)
    set_seat(game, 0, supported_projects=2, left_edge=(2, 3))
    income = game.break_income(0)
    assert game.break_money(0) == income.total("money") == appeal_income(12) + 5
    assert income.choices == (DecisionKind.FREE_BUILDING,)


def test_the_break_money_changes_nothing() -> None:
    for game in (kiosk_and_neighbours(), conservation_income_to(4)):
        before = (game.state.players[0].money, game.state.rng.getstate(), list(game.state.stack))
        conservation = game.state.players[0].conservation
        game.break_money(0)
        after = (game.state.players[0].money, game.state.rng.getstate(), game.state.stack)
        assert before == after and game.state.players[0].conservation == conservation


def test_sponsorship_income_is_itemised_by_card() -> None:
    game = sponsorship_zoo()
    income = game.break_income(0)
    assert income.total("money") == appeal_income(17) + 6  # 3 primate icons: the second tier
    assert IncomeItem("money", 6, "S231") in income.items
    assert IncomeItem("money", appeal_income(17), "appeal income") in income.items


def test_a_card_to_take_at_the_break_is_one_card_of_the_income() -> None:
    game = setup(zoo=("S201",))  # Science Lab: each break, a card from the deck or in range
    income = game.break_income(0)
    assert IncomeItem(CARDS_INCOME, 1, "S201") in income.items
    assert income.total(CARDS_INCOME) == 1 and income.choices == ()


def test_the_forecast_changes_nothing() -> None:
    game = sponsorship_zoo()
    before = (game.state.players[0].money, game.state.rng.getstate(), list(game.state.stack))
    game.break_income(0)
    assert before == (game.state.players[0].money, game.state.rng.getstate(), game.state.stack)


def test_spaces_left_to_the_break() -> None:
    game = started(players=2)
    arrange(game, Position(break_position=4))
    assert game.break_income(0).spaces_left == game.state.break_track.length - 4


def test_the_action_plan_moves_each_used_card_to_slot_one() -> None:
    game = started(players=2)
    row = (ActionCard(CARDS), ActionCard(BUILD), ActionCard(ANIMALS, constriction=1))
    row += (ActionCard(ASSOCIATION, upgraded=True), ActionCard(SPONSORS))
    set_seat(game, 0, action_cards=row, x_tokens=2)
    plan = game.action_plan(0, (SPONSORS, ANIMALS, SPONSORS))
    assert [(u.action, u.slot, u.strength, u.with_x_tokens) for u in plan] == [
        (SPONSORS, 5, 5, 7),
        (ANIMALS, 4, 2, 4),  # slot 4 after Sponsors moved to 1; Constriction takes 2
        (SPONSORS, 2, 2, 4),
    ]
    assert [c.action for c in game.state.players[0].action_cards] == [
        CARDS,
        BUILD,
        ANIMALS,
        ASSOCIATION,
        SPONSORS,
    ]


def test_the_unseen_cards_are_every_zoo_card_less_the_view() -> None:
    game = started(players=3, seed=5)
    for seat in range(3):
        view = game.view(seat)
        seen: list[str] = list(view.display) + list(view.discard) + list(view.projects.row)
        for player in view.players:
            seen += [c for c in (*player.hand, *player.setup_cards) if c != "?"]
            seen += [*player.zoo_cards, *player.rescued, *player.pouched]
        expected = Counter(default_cards().zoo_deck_ids()) - Counter(seen)
        unseen = game.unseen_cards(seat)
        assert Counter(unseen) == expected
        assert list(unseen) == sorted(unseen)
        hidden = len(view.deck) + sum(p.hand.count("?") for p in view.players)
        assert len(unseen) == hidden


# -- what a sponsor in the hand would give ------------------------------------------------------
# A zoo of primates, a herbivore, a bird, a reptile and the Science Lab (animals not housed)
SPONSOR_ZOO = ("A466", "A467", "A439", "A507", "A484", "S201")
SIMPLE_SPONSORS = (
    "S208",  # Science Library: 1 appeal per science icon (its own included)
    "S209",  # Technology Institute: 1 X-token
    "S210",  # Expert on the Americas: 1 appeal per Americas icon (4 animals)
    "S214",  # Expert on Africa: 1 appeal per Africa icon (its own)
    "S220",  # Federal Grants: 3 money
    "S222",  # Release of Patents: 1 conservation point per science icon, at most 3
    "S228",  # WAZA Small Animal Program: 2 money per small animal
    "S229",  # Expert in Small Animals: 1 appeal per small animal
    "S231",  # Sponsorship: Primates: 1 appeal per primate icon
    "S232",  # Sponsorship: Reptiles: 1 appeal per reptile icon
    "S261",  # Guided School Tours: 1 appeal and 1 conservation point
)
TRACKS = ("money", "appeal", "conservation", "reputation", "x_tokens")


@pytest.mark.parametrize("card", SIMPLE_SPONSORS)
def test_what_a_sponsor_in_hand_gives_is_what_playing_it_gives(card: str) -> None:
    game = setup((card,), slot=5, zoo=SPONSOR_ZOO, reputation=3)
    told = dict(game.sponsor_gains(0, card))
    player = game.state.players[0]
    before = {t: getattr(player, t) for t in TRACKS}
    play_sponsor(game, card)
    while (d := game.decision) is not None and d.kind == "order_effects":
        game.apply(d.options[0])  # the planner takes effects due together in the first order
    after = game.state.players[0]
    played = {t: getattr(after, t) - before[t] for t in TRACKS}
    assert {t: n for t, n in played.items() if n} == told
    assert told, "each of these sponsors gives something at once"


def test_a_sponsor_counts_the_icons_as_they_stand() -> None:
    game = setup(("S229",), zoo=("A466",))  # 1 appeal per small animal: a size-3 one, none
    assert game.sponsor_gains(0, "S229") == ()
    game = setup(("S229",), zoo=("A466", "A484", "A467"))  # sizes 3, 1 and 2: two are small
    assert game.sponsor_gains(0, "S229") == (("appeal", 2),)
    # The Science Library's own science icon counts: 1 appeal, and its reaction to a science
    # icon played (any zoo) pays its owner 2 money for it too.
    game = setup(("S208",), zoo=("A466",))
    assert game.sponsor_gains(0, "S208") == (("appeal", 1), ("money", 2))
    game = setup(("S231",), zoo=("A466", "A467", "A465"))  # three primate icons
    assert game.sponsor_gains(0, "S231") == (("appeal", 3),)
    game = setup(("S201",))  # Science Lab: a card from the deck or in range
    assert game.sponsor_gains(0, "S201") == (("cards", 1),)
