"""Scenario helpers for the sponsor tests (tests/test_sponsors_*.py).

Seat 0 holds exactly the given hand, the Sponsors card sits in a chosen slot (its strength), the
display holds only animals (so no display sponsor slips into an option set), then the Sponsors
action is driven through the public API. Map A (maps/A.json, Cell(col, row)):

    row 0  .....~~...      rock  (1,2) (9,2) (1,3) (2,3) (8,6) (9,6) (9,7)
    row 1  ......~~..      water (5,0) (6,0) (6,1) (7,1) (3,5) (4,5) (2,6) (3,6) (4,6)
    row 2  .#.......#      Build II cells (6,4) (9,5)
    row 3  .##.......      start: kiosk (4,3), empty enclosure_3 (5,3) (6,3) (5,4)
    row 4  ......2...
    row 5  ...~~....2
    row 6  ..~~~...##
    row 7  .........#
"""

from __future__ import annotations

from collections.abc import Iterable

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DiscardCard,
    PlaySponsorCard,
    SponsorBreak,
    TakeXToken,
)
from arknova_desktop.engine.rules.effect_runner import end_game_gains
from tests.abilities_scenario import building, in_zoo, on_top
from tests.scenario import Position, Seat, arrange, options_of, started

__all__ = [
    "ANIMAL_DISPLAY",
    "MONEY",
    "building",
    "end_gains",
    "finish_break",
    "give_zoo",
    "is_next_turn",
    "on_top",
    "pass_turn",
    "play_sponsor",
    "row_with_sponsors_at",
    "settle",
    "setup",
    "sponsor_options",
    "through_break",
    "trigger_break_by",
]

MONEY = 50
# Six animals that are never sponsors: the display the tests use unless they need another.
ANIMAL_DISPLAY = ("A401", "A402", "A406", "A411", "A426", "A431")
# Never sponsors either: they stand in for the display animals a test holds or played.
SPARE_ANIMALS = ("A403", "A407", "A409", "A413", "A414", "A416", "A417", "A418")


def row_with_sponsors_at(slot: int, first: str = ANIMALS) -> tuple[str, ...]:
    """An action row with Sponsors in `slot` (its strength); `first` leads the other cards."""
    others = [a for a in (ANIMALS, BUILD, CARDS, ASSOCIATION) if a != first]
    others.insert(0, first)
    others.insert(slot - 1, SPONSORS)
    return tuple(others)


def setup(
    hand: Iterable[str] = (),
    *,
    slot: int = 5,
    upgraded: Iterable[str] = (),
    money: int = MONEY,
    reputation: int = 1,
    appeal: int = 0,
    players: int = 2,
    seed: int = 1,
    display: tuple[str, ...] = ANIMAL_DISPLAY,
    maps: tuple[str, ...] = (),
    zoo: Iterable[str] = (),
) -> Game:
    """Seat 0 to act, with exactly `hand`, `money`, `reputation`, `appeal`, the cards of `zoo`
    already played, Sponsors in `slot`; every other hand is emptied (no break discards)."""
    config: dict[str, object] = {"maps": maps} if maps else {}
    game = started(players=players, seed=seed, **config)
    hand, zoo = tuple(hand), tuple(zoo)
    seats = {seat: Seat(hand=()) for seat in range(1, players)}
    seats[0] = Seat(
        hand=hand,
        money=money,
        reputation=reputation,
        reputation_bonuses=frozenset(range(2, reputation + 1)),  # spaces already passed
        appeal=appeal,
        zoo=zoo,
        row=row_with_sponsors_at(slot),
        upgraded=tuple(upgraded),
    )
    if display == ANIMAL_DISPLAY:  # the default display: none of the cards named elsewhere
        named = {*hand, *zoo}
        spares = iter(c for c in SPARE_ANIMALS if c not in named)
        display = tuple(c if c not in named else next(spares) for c in display)
    arrange(game, Position(seats=seats, display=display))
    return game


def give_zoo(game: Game, seat: int, *card_ids: str) -> None:
    """Cards already in a zoo (their icons count); no effect of theirs is carried out."""
    in_zoo(game, seat, *card_ids)


def sponsor_options(game: Game, x_tokens: int = 0) -> frozenset[object]:
    """The options of the "sponsors" decision after choosing the Sponsors card."""
    game.apply(ChooseAction(SPONSORS, x_tokens))
    return frozenset(options_of(game, "sponsors"))


def play_sponsor(game: Game, card: str, folder: int = 0, x_tokens: int = 0) -> None:
    """The seat to act takes the Sponsors action and plays `card` (from the hand: folder 0)."""
    game.apply(ChooseAction(SPONSORS, x_tokens))
    game.apply(PlaySponsorCard(card, folder))


def is_next_turn(game: Game, seat: int = 1) -> bool:
    decision = game.decision
    return decision is not None and decision.kind == "choose_action" and decision.seat == seat


def trigger_break_by(game: Game, seat: int) -> None:
    """`seat` (to act now) takes the Sponsors break alternative at strength 1 with the token one
    step from the end: the break follows this turn."""
    assert game.decision is not None and game.decision.seat == seat
    position = Position(
        break_position=game.state.break_track.length - 1,
        seats={seat: Seat(row=row_with_sponsors_at(1, first=CARDS))},
    )
    arrange(game, position)
    game.apply(ChooseAction(SPONSORS))
    game.apply(SponsorBreak())


def finish_break(game: Game) -> None:
    """Answer hand-limit discards (first card) until the break is over."""
    while game.decision is not None and game.decision.kind == "hand_limit_discard":
        option = game.decision.options[0]
        assert isinstance(option, DiscardCard)
        game.apply(option)


def pass_turn(game: Game, seat: int = 1) -> None:
    """`seat` takes the X-token action with its Cards card (nothing else changes)."""
    assert is_next_turn(game, seat)
    game.apply(TakeXToken(CARDS))


def settle(game: Game) -> None:
    """Simultaneous effects: resolve them in the order offered (first option each time); a
    support takes the token of the top-most covered left-edge slot."""
    while game.decision is not None and game.decision.kind in ("order_effects", "left_edge_slot"):
        game.apply(game.decision.options[0])


def through_break(game: Game) -> None:
    """Seat 0 (to act) passes with the X-token action (+1 X-token), seat 1 triggers a break;
    returns at the first decision after the hand-limit discards (seat 0's income may ask)."""
    pass_turn(game, 0)
    trigger_break_by(game, 1)
    finish_break(game)


def end_gains(game: Game, seat: int = 0) -> list[tuple[str, str, int]]:
    return end_game_gains(game, seat)
