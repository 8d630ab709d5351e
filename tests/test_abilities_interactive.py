"""Interactive ability keywords (docs/rules.md §9 and its token rules): Venom, Constriction,
Pilfering, Hypnosis. They only touch players with at least 5 appeal; in solo the card's blue
stripe replaces them (Venom X → Inventive X, Constriction → Clever, Hypnosis → Determination,
Pilfering X → Sprint X).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import CardMoved, Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.catalog.cards import Ability
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    ChooseVictim,
    GiveCard,
    MoveToSlotOne,
    Skip,
    SponsorBreak,
    TakeXToken,
)
from arknova_desktop.engine.kernel.state import ActionCard, PlacedBuilding
from arknova_desktop.engine.rules import abilities
from tests.abilities_scenario import (
    ENC_1,
    ENC_2,
    ENC_2_WATER,
    ENC_3_WATER,
    MONEY,
    ROW_AFTER,
    in_zoo,
    new,
    next_turn,
    on_top,
    play_animal,
    ready,
    row_of,
)
from tests.scenario import Position, Seat, arrange, options_of, play, set_seat

OTHER_ROW = (ANIMALS, CARDS, SPONSORS, BUILD, ASSOCIATION)


def standing(game: Game, seat: int, appeal: int, conservation: int = 0) -> None:
    set_seat(
        game,
        seat,
        appeal=appeal,
        conservation=conservation,
        action_cards=tuple(ActionCard(a) for a in OTHER_ROW),
    )


def tokens(game: Game, seat: int, token: str) -> tuple[int, ...]:
    """The tokens of one kind on a player's cards, slot 1 first."""
    return tuple(c.tokens(token) for c in game.state.players[seat].action_cards)


# -- Venom X: each player ahead of you on appeal gets X Venom tokens, from slot 1 ---------------


@pytest.mark.parametrize(
    ("animal", "enclosure", "needs", "x"),
    [
        ("A449", ENC_2_WATER, (), 1),  # Platypus (appeal 4), Venom 1
        ("A470", ENC_2, ("A473",), 2),  # Western Green Mamba (appeal 6): reptile + Africa
    ],
)
def test_venom_puts_x_tokens_from_slot_one_on_players_ahead(
    animal: str, enclosure: PlacedBuilding, needs: tuple[str, ...], x: int
) -> None:
    game = new(players=4)
    standing(game, 1, 30)  # ahead of me before and after my animal's appeal
    standing(game, 2, 5)  # not ahead (5 before, 9 or 11 after)
    standing(game, 3, 2)  # behind, and below 5
    set_seat(game, 0, appeal=5)
    in_zoo(game, 0, *needs)
    ready(game, animal, enclosure)
    play_animal(game, animal, enclosure)
    assert tokens(game, 1, "venom") == (1,) * x + (0,) * (5 - x)
    assert tokens(game, 2, "venom") == (0,) * 5
    assert tokens(game, 3, "venom") == (0,) * 5
    assert next_turn(game)


def test_venom_token_costs_the_victim_two_money_on_a_turn_it_stays() -> None:
    game = new()
    standing(game, 1, 30)
    ready(game, "A449", ENC_2_WATER)
    play_animal(game, "A449", ENC_2_WATER)
    assert tokens(game, 1, "venom") == (1, 0, 0, 0, 0)
    money = game.state.players[1].money
    play(game, TakeXToken(CARDS))  # the victim does not use its slot-1 card
    assert game.state.players[1].money == money - 2


# -- Constriction: 1 token per track the victim leads, on slot 5 then slot 4 --------------------


def test_constriction_tokens_per_track_led_on_slot_five_then_four() -> None:
    game = new(players=4)
    set_seat(game, 0, appeal=10)  # 17 after the Python
    standing(game, 1, 30, conservation=5)  # ahead on appeal and conservation
    standing(game, 2, 25)  # ahead on appeal only
    standing(game, 3, 8)  # behind on both
    in_zoo(game, 0, "A473", "A478")  # 2 reptile icons for the Indian Rock Python
    ready(game, "A474", ENC_2)  # Indian Rock Python (appeal 7), Constriction
    play_animal(game, "A474", ENC_2)
    assert tokens(game, 1, "constriction") == (0, 0, 0, 1, 1)
    assert tokens(game, 2, "constriction") == (0, 0, 0, 0, 1)
    assert tokens(game, 3, "constriction") == (0, 0, 0, 0, 0)
    assert next_turn(game)


def test_constricted_card_has_strength_minus_two_for_the_victim() -> None:
    game = new()
    standing(game, 1, 30, conservation=5)
    set_seat(
        game,
        1,
        action_cards=tuple(ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)),
    )
    in_zoo(game, 0, "A473", "A478")
    ready(game, "A474", ENC_2)
    play_animal(game, "A474", ENC_2)
    money = game.state.players[1].money
    play(game, ChooseAction(SPONSORS), SponsorBreak())  # slot 5, constricted: strength 3
    assert game.state.players[1].money == money + 3
    assert tokens(game, 1, "constriction")[0] == 0  # used: its token is gone


# -- Pilfering: the victim chooses: a random hand card or 5 money -------------------------------


@pytest.mark.parametrize("give_card", [True, False])
def test_pilfering_one_takes_from_the_appeal_leader_who_chooses(give_card: bool) -> None:
    game = new(players=3)
    standing(game, 1, 20)  # the appeal leader
    standing(game, 2, 10)
    victim = game.state.players[1]
    arrange(
        game,
        Position(seats={1: Seat(hand=("S210",), money=12), 0: Seat(partner_zoos=("americas",))}),
    )
    ready(game, "A463", ENC_2)  # Panamanian Capuchin (cost 11 − 3), Pilfering 1
    play_animal(game, "A463", ENC_2)
    decision = game.decision
    assert decision is not None and decision.seat == 1
    assert set(options_of(game, "pilfered")) == {GiveCard(True), GiveCard(False)}
    events = game.apply(GiveCard(give_card))
    me = game.state.players[0]
    if give_card:
        assert (me.hand, victim.hand, victim.money) == (("S210",), (), 12)
        moved = [e for e in events if isinstance(e, CardMoved) and e.card == "S210"]
        assert [(e.seat, e.from_seat) for e in moved] == [(0, 1)]  # the log says whose hand
        assert me.money == MONEY - 8
    else:
        assert (me.hand, victim.hand, victim.money) == ((), ("S210",), 12 - 5)
        assert me.money == MONEY - 8 + 5
    assert game.state.players[2].money == 25  # the second player is not touched
    assert next_turn(game)


def test_pilfering_victim_without_hand_cards_gives_money() -> None:
    game = new()
    standing(game, 1, 20)
    arrange(game, Position(seats={1: Seat(hand=()), 0: Seat(partner_zoos=("africa",))}))
    ready(game, "A456", ENC_2)  # Barbary Macaque (cost 13 − 3), Pilfering 1
    play_animal(game, "A456", ENC_2)
    assert options_of(game, "pilfered") == (GiveCard(False),)


def test_pilfering_two_also_takes_from_the_conservation_leader() -> None:
    game = new(players=3)
    standing(game, 1, 20)  # the appeal leader
    standing(game, 2, 10, conservation=6)  # the conservation leader
    in_zoo(game, 0, "A410")  # an Asia icon for the Japanese Macaque
    ready(game, "A458", ENC_3_WATER)  # Japanese Macaque (cost 18), Pilfering 2
    play_animal(game, "A458", ENC_3_WATER)
    asked = []
    while game.decision is not None and game.decision.kind == "pilfered":
        asked.append(game.decision.seat)
        play(game, GiveCard(False))
    assert sorted(asked) == [1, 2]
    assert game.state.players[0].money == MONEY - 18 + 2 * 5
    assert next_turn(game)


def test_pilfering_two_spares_a_protected_conservation_leader_without_passing_it_on() -> None:
    # The conservation leader has under 5 appeal: untouched. The effect does not move on to the
    # next-best conservation player (docs/rules.md §9: only players with ≥ 5 appeal are hit).
    game = new(players=4)
    standing(game, 1, 20)  # the appeal leader
    standing(game, 2, 3, conservation=8)  # the conservation leader, protected
    standing(game, 3, 10, conservation=2)
    in_zoo(game, 0, "A410")
    ready(game, "A458", ENC_3_WATER)  # Japanese Macaque, Pilfering 2
    play_animal(game, "A458", ENC_3_WATER)
    asked = []
    while game.decision is not None and game.decision.kind == "pilfered":
        asked.append(game.decision.seat)
        play(game, GiveCard(False))
    assert asked == [1]
    assert game.state.players[0].money == MONEY - 18 + 5


# -- Pilfering on a tie: the active player picks among the tied leaders who can be hit ----------


def no_card_ids(text: str) -> bool:
    return not any(f"{k}{n}" in text for k in "ASPF" for n in range(100, 600))


def test_pilfering_tie_the_active_player_picks_the_victim() -> None:
    # Seats 1 and 2 share the most appeal: the card names "the player with the most appeal" and
    # breaks no tie, so seat 0 picks (before, seat 1 was taken silently).
    game = new(players=3)
    standing(game, 1, 20)
    standing(game, 2, 20)
    for seat in (1, 2):
        set_seat(game, seat, money=12)
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)  # Barbary Macaque (cost 13 − 3, appeal 6), Pilfering 1
    play_animal(game, "A456", ENC_2)
    decision = game.decision
    assert decision is not None and decision.seat == 0 and decision.kind == "choose_victim"
    assert decision.options == (ChooseVictim(1), ChooseVictim(2))
    assert no_card_ids(decision.prompt) and "appeal" in decision.prompt
    assert [o.describe() for o in decision.options] == ["target player 2", "target player 3"]
    play(game, ChooseVictim(2))
    assert options_of(game, "pilfered") == (GiveCard(True), GiveCard(False))
    assert game.decision is not None and game.decision.seat == 2
    play(game, GiveCard(False))
    players = game.state.players
    assert (players[0].money, players[1].money, players[2].money) == (MONEY - 10 + 5, 12, 7)
    assert next_turn(game)


def test_pilfering_tie_offers_only_the_leaders_who_can_be_hit() -> None:
    # Seat 1 is protected by Quarantine Lab: the tie leaves seat 2 as the only option, shown as
    # a confirmation (before, seat 1 came first and nobody was hit).
    game = new(players=3)
    standing(game, 1, 20)
    standing(game, 2, 20)
    in_zoo(game, 1, "S225")
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)
    play_animal(game, "A456", ENC_2)
    assert options_of(game, "choose_victim") == (ChooseVictim(2),)
    play(game, ChooseVictim(2))
    assert game.decision is not None and game.decision.seat == 2
    assert game.decision.kind == "pilfered"


def test_pilfering_a_sole_leader_is_not_asked() -> None:
    game = new(players=3)
    standing(game, 1, 10)
    standing(game, 2, 20)
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)
    play_animal(game, "A456", ENC_2)
    assert game.decision is not None and game.decision.seat == 2
    assert game.decision.kind == "pilfered"


@pytest.mark.parametrize("mine", [20 - 6, 30])  # tied with the leader after the macaque, ahead
def test_pilfering_hits_nobody_when_you_lead(mine: int) -> None:
    # "The player with the most appeal, unless that is you": with the most appeal (or as much
    # as the best other player) nobody is pilfered (before, the best other player was).
    game = new(players=3)
    standing(game, 1, 20)
    standing(game, 2, 10)
    set_seat(game, 0, appeal=mine, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)
    play_animal(game, "A456", ENC_2)
    assert game.state.players[0].money == MONEY - 10
    assert next_turn(game)


def test_pilfering_two_tie_on_conservation_only() -> None:
    # Pilfering 2: the appeal leader is clear (seat 1); seats 2 and 3 share the most CP, so only
    # that victim is asked. The victims give in track order: appeal, then CP.
    game = new(players=4)
    standing(game, 1, 20)
    standing(game, 2, 10, conservation=6)
    standing(game, 3, 12, conservation=6)
    in_zoo(game, 0, "A410")  # an Asia icon for the Japanese Macaque
    ready(game, "A458", ENC_3_WATER)  # Japanese Macaque (cost 18), Pilfering 2
    play_animal(game, "A458", ENC_3_WATER)
    assert options_of(game, "choose_victim") == (ChooseVictim(2), ChooseVictim(3))
    assert "conservation" in (game.decision.prompt if game.decision else "")
    play(game, ChooseVictim(3))
    asked = []
    while game.decision is not None and game.decision.kind == "pilfered":
        asked.append(game.decision.seat)
        play(game, GiveCard(False))
    assert asked == [1, 3]
    assert game.state.players[0].money == MONEY - 18 + 2 * 5
    assert game.state.players[2].money == 25


# -- Hypnosis 3: one action of the appeal leader's card in slots 1–3, its strength and side -----


def test_hypnosis_tie_the_active_player_picks_whose_card() -> None:
    game = new(players=3)
    standing(game, 1, 20)
    standing(game, 2, 20)
    set_seat(
        game,
        2,
        action_cards=(
            ActionCard(SPONSORS, upgraded=True),
            ActionCard(CARDS),
            ActionCard(BUILD),
            ActionCard(ANIMALS),
            ActionCard(ASSOCIATION),
        ),
    )
    set_seat(game, 0, partner_zoos=("europe",))
    ready(game, "A485", ENC_1)  # Common European Adder (cost 10 − 3), Hypnosis 3
    play_animal(game, "A485", ENC_1)
    assert options_of(game, "choose_victim") == (ChooseVictim(1), ChooseVictim(2))
    play(game, ChooseVictim(2))
    decision = game.decision
    assert decision is not None and decision.kind == "hypnosis" and "player 3" in decision.prompt
    assert set(decision.options) == {
        ChooseAction(SPONSORS),
        ChooseAction(CARDS),
        ChooseAction(BUILD),
        Skip(),
    }
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    # their Sponsors II card in slot 1: strength 1, break alternative 2 × 1 money
    assert game.state.players[0].money == MONEY - 7 + 2
    assert next_turn(game)


def test_hypnosis_does_nothing_when_you_lead() -> None:
    game = new(players=2)
    standing(game, 1, 20)
    set_seat(game, 0, appeal=25, partner_zoos=("europe",))
    ready(game, "A485", ENC_1)
    play_animal(game, "A485", ENC_1)
    assert next_turn(game)


def test_hypnosis_uses_a_card_of_the_appeal_leader_in_slots_one_to_three() -> None:
    game = new(players=3)
    standing(game, 1, 10)
    standing(game, 2, 20)  # the appeal leader
    set_seat(
        game,
        2,
        action_cards=(
            ActionCard(CARDS),
            ActionCard(SPONSORS, upgraded=True),
            ActionCard(BUILD),
            ActionCard(ANIMALS),
            ActionCard(ASSOCIATION),
        ),
    )
    set_seat(game, 0, partner_zoos=("europe",))
    ready(game, "A485", ENC_1)  # Common European Adder (cost 10 − 3), Hypnosis 3
    play_animal(game, "A485", ENC_1)
    assert row_of(game) == ROW_AFTER  # after finishing
    decision = game.decision
    assert decision is not None and decision.seat == 0
    assert set(options_of(game, "hypnosis")) == {
        ChooseAction(CARDS),
        ChooseAction(SPONSORS),
        ChooseAction(BUILD),
        Skip(),
    }
    theirs = game.state.players[2].money
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    # their Sponsors II card in slot 2: strength 2, break alternative 2 × 2 money, token +2
    assert game.state.players[0].money == MONEY - 7 + 4
    assert game.state.break_track.position == 2
    assert game.state.players[2].money == theirs
    assert next_turn(game)


# -- Interactive abilities never touch players below 5 appeal -----------------------------------


def touched(game: Game, keyword: str) -> bool:
    victim = game.state.players[1]
    decision = game.decision
    if keyword == "venom":
        return any(c.venom for c in victim.action_cards)
    if keyword == "constriction":
        return any(c.constriction for c in victim.action_cards)
    assert decision is not None
    return decision.kind in ("pilfered", "hypnosis")


@pytest.mark.parametrize(("keyword", "value"), [
    ("venom", 1), ("constriction", None), ("pilfering", 1), ("hypnosis", 3),
])  # fmt: skip
@pytest.mark.parametrize(("appeal", "hit"), [(4, False), (5, True)])
def test_interactive_abilities_need_five_appeal_on_the_victim(
    keyword: str, value: int | None, appeal: int, hit: bool
) -> None:
    game = new()
    standing(game, 1, appeal, conservation=3)  # ahead of seat 0 (0 appeal, 0 CP) on both
    set_seat(game, 1, hand=("S210",))
    frames = abilities.HANDLERS[keyword](game, 0, value, "A000")
    game.push(*frames)
    game.advance()
    assert touched(game, keyword) == hit


# -- Solo: the blue-stripe replacement ----------------------------------------------------------


def solo_replacement(ability: Ability) -> tuple[Ability, ...]:
    """docs/rules.md §9: Venom X → Inventive X, Constriction → Clever, Hypnosis → Determination,
    Pilfering X → Sprint X; other abilities stay."""
    if ability.keyword == "venom":
        return (Ability("inventive", ability.value),)
    if ability.keyword == "constriction":
        return (Ability("clever"),)
    if ability.keyword == "hypnosis":
        return (Ability("determination"),)
    if ability.keyword == "pilfering":
        return (Ability("sprint", ability.value),)
    return (ability,)


def test_every_interactive_animal_carries_its_solo_replacement() -> None:
    keywords = {"venom", "constriction", "hypnosis", "pilfering"}
    for animal in new().cards.animals():
        if any(a.keyword in keywords for a in animal.abilities):
            expected = tuple(r for a in animal.abilities for r in solo_replacement(a))
            assert animal.solo_abilities == expected, animal.id
        else:
            assert animal.solo_abilities == (), animal.id


def solo_turn_over(game: Game) -> bool:
    decision = game.decision
    return decision is not None and decision.seat == 0 and decision.kind == "choose_action"


@pytest.mark.parametrize(("animal", "needs", "x"), [("A449", (), 1), ("A470", ("A473",), 2)])
def test_solo_venom_becomes_inventive(animal: str, needs: tuple[str, ...], x: int) -> None:
    game = new(players=1)
    in_zoo(game, 0, *needs)
    enclosure = ENC_2_WATER if animal == "A449" else ENC_2
    ready(game, animal, enclosure)
    play_animal(game, animal, enclosure)
    assert game.state.players[0].x_tokens == x
    assert tokens(game, 0, "venom") == (0,) * 5
    assert solo_turn_over(game)


def test_solo_pilfering_becomes_sprint() -> None:
    game = new(players=1)
    set_seat(game, 0, partner_zoos=("americas",))
    ready(game, "A463", ENC_2)  # Capuchin: Pilfering 1 → Sprint 1
    on_top(game, "S210", "S211")
    play_animal(game, "A463", ENC_2)
    assert game.state.players[0].hand == ("S210",)
    assert solo_turn_over(game)


def test_solo_constriction_becomes_clever() -> None:
    game = new(players=1)
    in_zoo(game, 0, "A473", "A478")
    ready(game, "A474", ENC_2)  # Indian Rock Python: Constriction → Clever
    play_animal(game, "A474", ENC_2)
    assert set(options_of(game, "clever")) == {
        *(MoveToSlotOne(a) for a in ROW_AFTER[1:]),
        Skip(),
    }


def test_solo_hypnosis_becomes_determination() -> None:
    game = new(players=1)
    set_seat(game, 0, partner_zoos=("europe",))
    ready(game, "A485", ENC_1)  # Common European Adder: Hypnosis 3 → Determination
    play_animal(game, "A485", ENC_1)
    options = set(options_of(game, "extra_action"))
    assert ChooseAction(SPONSORS) in options and Skip() in options
    assert not any(isinstance(o, ChooseAction) and o.action == ANIMALS for o in options)
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    assert game.state.players[0].money == MONEY - 7 + 5  # Sponsors in slot 5


def test_hypnotising_a_venom_card_does_not_spare_the_hypnotist_his_own_venom() -> None:
    # Venom: at the end of a turn in which a player removed none of *their* Venom tokens while
    # some remain, they pay 2 money. Using the leader's card removes no token of mine.
    game = new()
    standing(game, 1, 20)
    set_seat(
        game,
        1,
        action_cards=(
            ActionCard(SPONSORS, venom=1),
            *(ActionCard(a) for a in (ANIMALS, CARDS, BUILD, ASSOCIATION)),
        ),
    )
    set_seat(game, 0, partner_zoos=("europe",))
    ready(game, "A485", ENC_1)  # Common European Adder, Hypnosis 3
    me = game.state.players[0]
    set_seat(
        game,
        0,
        action_cards=tuple(
            ActionCard(c.action, venom=int(c.action == SPONSORS)) for c in me.action_cards
        ),
    )
    play_animal(game, "A485", ENC_1)
    play(game, ChooseAction(SPONSORS), SponsorBreak())  # their Sponsors I in slot 1: 1 money
    assert me.action_card(SPONSORS).venom == 1
    assert next_turn(game)
    assert me.money == MONEY - 7 + 1 - 2


@pytest.mark.parametrize(("keyword", "value"), [
    ("venom", 1), ("constriction", None), ("pilfering", 1), ("hypnosis", 3),
])  # fmt: skip
def test_quarantine_lab_protects_from_interactive_abilities(
    keyword: str, value: int | None
) -> None:
    game = new()
    standing(game, 1, 30, conservation=3)
    set_seat(game, 1, hand=("S210",))
    in_zoo(game, 1, "S225")  # Quarantine Lab (docs/rules.md §9: it also protects)
    game.push(*abilities.HANDLERS[keyword](game, 0, value, "A000"))
    game.advance()
    assert not touched(game, keyword)
