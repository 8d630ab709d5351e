"""The Cards action (docs/rules.md §12, §3 reputation range, §4 break track; docs/rulings.md
point 1).

Side I at strength 1..5: draw 1/1/2/2/3 from the deck, discard 1/–/1/–/1; at 5 snap instead.
Side II: draw 1/2/2/3/4, each from the deck or the display within reputation range, discard
–/1/–/1/1; snap instead from strength 3. The break token always advances 2 first. Snapping ignores
the reputation range. The display is refilled at the end of the turn.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    CardsDraw,
    CardsSnap,
    ChooseAction,
    DiscardCard,
    DrawFromDeck,
    TakeFromDisplay,
)
from tests.scenario import Position, Seat, arrange, options_of, set_row, set_shared, started

DRAWS_I = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3}
DISCARDS_I = {1: 1, 2: 0, 3: 1, 4: 0, 5: 1}
DRAWS_II = {1: 1, 2: 2, 3: 2, 4: 3, 5: 4}
DISCARDS_II = {1: 0, 2: 1, 3: 0, 4: 1, 5: 1}


def cards_at(slot: int) -> tuple[str, ...]:
    others = [ANIMALS, BUILD, ASSOCIATION, SPONSORS]
    others.insert(slot - 1, CARDS)
    return tuple(others)


def setup(
    slot: int, upgraded: bool = False, reputation: int = 1, x_tokens: int = 0, position: int = 0
) -> Game:
    game = started(players=2, seed=5)
    arrange(
        game,
        Position(
            seats={0: Seat(reputation=reputation, x_tokens=x_tokens)}, break_position=position
        ),
    )
    set_row(game, 0, cards_at(slot), upgraded=(CARDS,) if upgraded else ())
    return game


def next_turn_started(game: Game) -> bool:
    decision = game.decision
    return decision is not None and decision.kind == "choose_action" and decision.seat == 1


def discard_all(game: Game, count: int) -> list[str]:
    """Answer `count` discard decisions (each offering the whole hand) with the first hand card."""
    player = game.state.players[0]
    discarded = []
    for _ in range(count):
        options = options_of(game, "discard_card")
        assert set(options) == {DiscardCard(c) for c in player.hand}
        card = player.hand[0]
        game.apply(DiscardCard(card))
        assert game.state.discard[-1] == card
        assert card not in player.hand
        discarded.append(card)
    return discarded


# ---------------------------------------------------------------------------------------------
# The tables
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_side_one_draws_and_discards_by_the_table(strength: int) -> None:
    game = setup(slot=strength)
    state = game.state
    player = state.players[0]
    hand = player.hand
    tops = tuple(reversed(state.deck[-DRAWS_I[strength] :]))  # the top card is the last
    display = state.display
    game.apply(ChooseAction(CARDS, 0))
    if strength == 5:
        assert set(options_of(game, "cards_mode")) == {CardsDraw(), CardsSnap()}
        game.apply(CardsDraw())
    # Side I draws from the deck only, no choice.
    assert player.hand == (*hand, *tops)
    discarded = discard_all(game, DISCARDS_I[strength])
    assert player.hand == tuple(c for c in (*hand, *tops) if c not in discarded)
    assert next_turn_started(game)
    assert state.display == display


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_side_two_draws_one_decision_per_card_and_discards_by_the_table(strength: int) -> None:
    game = setup(slot=strength, upgraded=True, reputation=1)
    state = game.state
    player = state.players[0]
    hand = player.hand
    game.apply(ChooseAction(CARDS, 0))
    if strength >= 3:
        assert set(options_of(game, "cards_mode")) == {CardsDraw(), CardsSnap()}
        game.apply(CardsDraw())
    drawn = []
    for _ in range(DRAWS_II[strength]):
        # Reputation 1 reaches folder 1 only (docs/rules.md §3).
        options = options_of(game, "draw_card")
        assert set(options) == {DrawFromDeck(), TakeFromDisplay(1, state.display[0])}
        drawn.append(state.deck[-1])
        game.apply(DrawFromDeck())
    assert player.hand == (*hand, *drawn)
    discard_all(game, DISCARDS_II[strength])
    assert next_turn_started(game)
    assert len(player.hand) == len(hand) + DRAWS_II[strength] - DISCARDS_II[strength]


@pytest.mark.parametrize(
    ("upgraded", "strength", "snap"),
    [(False, 1, False), (False, 4, False), (False, 5, True), (True, 2, False), (True, 3, True)],
)
def test_snap_option_only_from_five_on_side_one_and_three_on_side_two(
    upgraded: bool, strength: int, snap: bool
) -> None:
    game = setup(slot=strength, upgraded=upgraded)
    game.apply(ChooseAction(CARDS, 0))
    decision = game.decision
    assert decision is not None
    if snap:
        assert decision.kind == "cards_mode"
        assert set(decision.options) == {CardsDraw(), CardsSnap()}
    else:
        assert decision.kind != "cards_mode"
        assert CardsSnap() not in decision.options


@pytest.mark.parametrize(
    ("upgraded", "slot", "x_tokens", "draws", "discards"),
    [(False, 5, 1, 3, 1), (False, 4, 3, 3, 1), (True, 5, 2, 4, 1), (True, 4, 3, 4, 1)],
)
def test_strength_above_five_counts_as_five(
    upgraded: bool, slot: int, x_tokens: int, draws: int, discards: int
) -> None:
    game = setup(slot=slot, upgraded=upgraded, x_tokens=x_tokens)
    player = game.state.players[0]
    hand = len(player.hand)
    game.apply(ChooseAction(CARDS, x_tokens))
    assert set(options_of(game, "cards_mode")) == {CardsDraw(), CardsSnap()}
    game.apply(CardsDraw())
    for _ in range(draws if upgraded else 0):
        game.apply(DrawFromDeck())
    assert len(player.hand) == hand + draws
    discard_all(game, discards)
    assert next_turn_started(game)


# ---------------------------------------------------------------------------------------------
# Side II draws within reputation range
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reputation", "folders"), [(1, 1), (2, 2), (3, 2), (4, 3), (6, 3), (7, 4), (10, 5), (13, 6)]
)
def test_side_two_display_draws_only_within_reputation_range(reputation: int, folders: int) -> None:
    game = setup(slot=1, upgraded=True, reputation=reputation)
    display = game.state.display
    game.apply(ChooseAction(CARDS, 0))
    expected = {DrawFromDeck()} | {
        TakeFromDisplay(f, display[f - 1]) for f in range(1, folders + 1)
    }
    assert set(options_of(game, "draw_card")) == expected


def test_side_two_display_slides_at_once_and_refills_at_end_of_turn() -> None:
    game = setup(slot=4, upgraded=True, reputation=4)  # draw 3, discard 1; folders 1..3
    state = game.state
    player = state.players[0]
    d1, d2, d3, d4, d5, d6 = state.display
    game.apply(ChooseAction(CARDS, 0))
    game.apply(CardsDraw())
    game.apply(TakeFromDisplay(2, d2))
    assert state.display == (d1, d3, d4, d5, d6)
    # The cards slid down at once: folder 3 now holds d4.
    expected = {DrawFromDeck(), TakeFromDisplay(1, d1), TakeFromDisplay(2, d3)}
    assert set(options_of(game, "draw_card")) == expected | {TakeFromDisplay(3, d4)}
    game.apply(TakeFromDisplay(1, d1))
    assert state.display == (d3, d4, d5, d6)
    top = state.deck[-1]
    game.apply(DrawFromDeck())
    assert player.hand[-3:] == (d2, d1, top)
    assert len(state.display) == 4  # not refilled during the turn
    refill = tuple(reversed(state.deck[-2:]))  # the next two deck cards, top first
    discard_all(game, 1)
    # End of turn: refilled to 6, the new cards in the highest folders.
    assert state.display == (d3, d4, d5, d6, *refill)
    assert next_turn_started(game)


# ---------------------------------------------------------------------------------------------
# Snap
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("upgraded", "slot"), [(False, 5), (True, 3)])
def test_snap_takes_any_display_folder_regardless_of_reputation(upgraded: bool, slot: int) -> None:
    game = setup(slot=slot, upgraded=upgraded, reputation=1)
    state = game.state
    player = state.players[0]
    hand = player.hand
    display = state.display
    game.apply(ChooseAction(CARDS, 0))
    game.apply(CardsSnap())
    options = options_of(game, "snap")
    assert set(options) == {TakeFromDisplay(f, c) for f, c in enumerate(display, start=1)}
    top = state.deck[-1]
    game.apply(TakeFromDisplay(6, display[5]))
    # Snapping replaces the draw: no discard, the turn ends.
    assert player.hand == (*hand, display[5])
    assert next_turn_started(game)
    assert state.display == (*display[:5], top)


def test_snap_from_folder_two_slides_the_rest_and_refills_at_the_end() -> None:
    game = setup(slot=5, reputation=1)
    state = game.state
    display = state.display
    top = state.deck[-1]
    game.apply(ChooseAction(CARDS, 0))
    game.apply(CardsSnap())
    game.apply(TakeFromDisplay(2, display[1]))
    assert state.display == (display[0], *display[2:], top)


# ---------------------------------------------------------------------------------------------
# The break token
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("upgraded", "slot"), [(False, 1), (False, 5), (True, 2), (True, 3)])
def test_break_token_advances_two_first(upgraded: bool, slot: int) -> None:
    game = setup(slot=slot, upgraded=upgraded, position=3)
    player = game.state.players[0]
    money = player.money
    hand = len(player.hand)
    game.apply(ChooseAction(CARDS, 0))
    # Before any card is drawn or chosen, the token is already 2 further (no money).
    assert game.state.break_track.position == 5
    assert player.money == money
    if not upgraded and slot < 5:
        assert len(player.hand) == hand + 1
    else:
        assert len(player.hand) == hand


def test_cards_action_can_trigger_the_break_after_the_turn() -> None:
    game = setup(slot=2, position=8)  # 2 players: the last space is 9
    state = game.state
    player = state.players[0]
    other = state.players[1]
    arrange(game, Position(seats={1: Seat(hand=other.hand[:3]), 0: Seat(hand=player.hand[:2])}))
    game.apply(ChooseAction(CARDS, 0))  # strength 2: draw 1, no discard, the turn ends
    # One step was enough; the X-token for the trigger; the break ran after the turn.
    assert player.x_tokens == 1
    assert state.breaks == 1
    assert state.break_track.position == 0
    assert not state.break_pending
    assert next_turn_started(game)


def test_break_pending_while_the_triggering_cards_action_continues() -> None:
    game = setup(slot=3, position=8)  # strength 3: draw 2, discard 1
    state = game.state
    game.apply(ChooseAction(CARDS, 0))
    assert state.break_track.position == 9  # capped at the last space
    assert state.break_pending
    assert state.players[0].x_tokens == 1
    assert state.breaks == 0
    assert game.decision is not None and game.decision.kind == "discard_card"


# ---------------------------------------------------------------------------------------------
# Deck and discard pile
# ---------------------------------------------------------------------------------------------


def test_empty_deck_shuffles_the_discard_pile_in() -> None:
    game = setup(slot=3)  # side I strength 3: draw 2, discard 1
    state = game.state
    player = state.players[0]
    hand = player.hand
    last, *old_discard = state.deck[:4]
    set_shared(game, deck=(last,), discard=tuple(old_discard))
    game.apply(ChooseAction(CARDS, 0))
    assert player.hand[: len(hand)] == hand
    assert player.hand[len(hand)] == last
    second = player.hand[len(hand) + 1]
    assert second in old_discard
    assert sorted([*state.deck, second]) == sorted(old_discard)
    assert state.discard == []
    game.apply(DiscardCard(last))
    assert state.discard == [last]


def test_discarded_card_goes_to_the_discard_pile() -> None:
    game = setup(slot=1)  # side I strength 1: draw 1, discard 1
    state = game.state
    player = state.players[0]
    pile = list(state.discard)
    game.apply(ChooseAction(CARDS, 0))
    card = player.hand[1]
    game.apply(DiscardCard(card))
    assert state.discard == [*pile, card]
    assert card not in player.hand
