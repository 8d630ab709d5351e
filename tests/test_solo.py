"""Solo mode (docs/rules.md §11, with §1 income and §8 final scoring cards).

The solo tile: rounds of 7, 6, 5, 4, 3, 2 turns (27 turns); a break after each of the first five
rounds (after turns 7, 13, 18, 22, 25), none after the last. Each solo break places a solo token on
the open donation space of the smallest value; no X-token for a break; break income is paid.
Break-token effects move nothing but still pay their money. Starting appeal 20, 10 or 0. The game
ends only by the tile; VP ≥ 0 wins. The Diverse Species Zoo card is not used.
"""

from __future__ import annotations

import random

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import ChooseAction, SponsorBreak, TakeXToken
from arknova_desktop.engine.kernel.events import BreakTokenMoved, BreakTriggered, Event
from arknova_desktop.engine.rules import gains
from tests.scenario import options_of, set_row, set_seat, set_shared, started

TURNS = 27
BREAKS_AFTER = (7, 13, 18, 22, 25)  # rounds of 7, 6, 5, 4, 3 turns; the last round (2) has none
SPONSORS_IN_5 = (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)


def solo(seed: int = 1, **config: object) -> Game:
    game = started(players=1, seed=seed, **config)
    options_of(game, "choose_action")
    return game


def breaks_done(game: Game) -> int:
    """Solo tokens on the donation spaces: one per solo break."""
    return game.state.association.donations.count("solo")


def play_turn(game: Game) -> tuple[Event, ...]:
    """One turn: the X-token action while possible, else Sponsors (break alternative); then
    every other decision (hand limit, ...) with its first option until the next turn or the end."""
    decision = game.decision
    assert decision is not None and decision.kind == "choose_action"
    passes = [o for o in decision.options if isinstance(o, TakeXToken)]
    events = game.apply(passes[0] if passes else ChooseAction(SPONSORS))
    while game.decision is not None and game.decision.kind != "choose_action":
        events += game.apply(game.decision.options[0])
    return events


def test_solo_game_has_27_turns_with_breaks_after_7_13_18_22_25() -> None:
    game = solo()
    breaks_seen: list[int] = []
    turn = 0
    while game.decision is not None:
        turn += 1
        before = breaks_done(game)
        play_turn(game)
        if breaks_done(game) > before:
            breaks_seen.append(turn)
    assert turn == TURNS
    assert tuple(breaks_seen) == BREAKS_AFTER
    assert game.is_over
    assert game.state.players[0].turns_taken == TURNS


def test_solo_tokens_cover_the_cheapest_open_donation_spaces() -> None:
    # Solo uses the full donation column 2, 5, 5, 7, 7, 10, 10, 12 (no 2-player blocking).
    game = solo()
    assert game.state.association.donations == ("",) * 8
    expected = ["", "", "", "", "", "", "", ""]
    for count in range(1, 6):
        while breaks_done(game) < count:
            play_turn(game)
        expected[count - 1] = "solo"
        assert game.state.association.donations == tuple(expected)
    while game.decision is not None:
        play_turn(game)
    assert game.state.association.donations == ("solo",) * 5 + ("", "", "")


def test_solo_token_skips_covered_donation_spaces() -> None:
    # A player's donation already covers the 2-space: the token goes to the first 5-space.
    game = solo()
    set_shared(game, donations=("p0", "", "", "", "", "", "", ""))
    while breaks_done(game) < 1:
        play_turn(game)
    assert game.state.association.donations == ("p0", "solo", "", "", "", "", "", "")


def _to_turn(game: Game, turn: int) -> None:
    """Play until the start of `turn` (1-based)."""
    while game.state.turn < turn - 1:
        play_turn(game)
    options_of(game, "choose_action")


def test_solo_break_pays_income_and_no_x_token() -> None:
    game = solo()
    _to_turn(game, 7)
    player = game.state.players[0]
    set_seat(game, 0, x_tokens=0, appeal=7, hand=player.hand[:3])
    money = player.money
    events = game.apply(TakeXToken(CARDS))  # turn 7: the first solo break follows
    assert breaks_done(game) == 1
    assert player.money == money + 11  # appeal 7 -> 11 money (docs/rules.md §1)
    assert player.x_tokens == 1  # only the X-token action's own token
    assert not any(isinstance(e, BreakTriggered) for e in events)
    options_of(game, "choose_action")


def test_solo_hand_limit_applies_in_a_break() -> None:
    game = solo()
    _to_turn(game, 7)
    player = game.state.players[0]
    set_seat(game, 0, x_tokens=0, hand=tuple(game.state.deck[:5]))  # out of the deck
    game.apply(TakeXToken(CARDS))
    options_of(game, "hand_limit_discard")
    game.apply(game.decision.options[0])  # type: ignore[union-attr]
    game.apply(game.decision.options[0])  # type: ignore[union-attr]
    assert len(player.hand) == 3
    options_of(game, "choose_action")


@pytest.mark.parametrize(("upgraded", "money"), [(False, 5), (True, 10)])
def test_sponsors_break_alternative_pays_without_moving_anything(
    upgraded: bool, money: int
) -> None:
    # Strength 5: X money on side I, 2X on side II; no break token exists in solo.
    game = solo()
    set_row(game, 0, SPONSORS_IN_5, upgraded=(SPONSORS,) if upgraded else ())
    player = game.state.players[0]
    before = player.money
    x_tokens = player.x_tokens
    events = game.apply(ChooseAction(SPONSORS))
    options_of(game, "sponsors")
    events += game.apply(SponsorBreak())
    assert player.money == before + money
    assert player.x_tokens == x_tokens
    assert game.state.break_track.position == 0
    assert not any(isinstance(e, BreakTokenMoved | BreakTriggered) for e in events)
    assert breaks_done(game) == 0
    options_of(game, "choose_action")


def test_cards_action_moves_nothing_in_solo() -> None:
    game = solo()
    set_row(game, 0, (CARDS, ANIMALS, BUILD, ASSOCIATION, SPONSORS))
    events = game.apply(ChooseAction(CARDS))
    assert game.state.break_track.position == 0
    assert not any(isinstance(e, BreakTokenMoved | BreakTriggered) for e in events)


@pytest.mark.parametrize("appeal", [20, 10, 0])
def test_starting_appeal_by_difficulty(appeal: int) -> None:
    game = solo(solo_difficulty=appeal)
    assert game.state.players[0].appeal == appeal


def test_default_difficulty_starts_at_20() -> None:
    assert solo().state.players[0].appeal == 20


def test_reaching_the_target_does_not_end_a_solo_game() -> None:
    game = solo()
    set_seat(
        game,
        0,
        conservation=20,  # target 64
        appeal=70,
    )
    gains.gain_appeal(game, 0, 1, "test")
    game.advance()
    turns = 0
    while game.decision is not None:
        play_turn(game)
        turns += 1
    assert turns == TURNS
    assert game.is_over


def _last_turn(game: Game, appeal: int, conservation: int) -> bool:
    """Play all 27 turns holding a final scoring card worth 0 (F008, no sponsors); return the
    winner flag."""
    set_seat(game, 0, final_scoring=("F008",), appeal=appeal, conservation=conservation)
    while game.decision is not None:
        play_turn(game)
    assert game.is_over
    score = game.scores()[0]
    assert score.victory_points == appeal - score.target
    return score.winner


@pytest.mark.parametrize(
    ("appeal", "conservation", "wins"),
    [(64, 20, True), (63, 20, False), (70, 20, True), (94, 10, True), (20, 0, False)],
)
def test_solo_win_is_vp_at_least_zero(appeal: int, conservation: int, wins: bool) -> None:
    # VP = appeal − target: 64 − 64 = 0 wins, 63 − 64 = −1 loses.
    assert _last_turn(solo(), appeal, conservation) is wins


@pytest.mark.parametrize("seed", range(40))
def test_solo_never_deals_diverse_species(seed: int) -> None:
    game = solo(seed=seed)
    dealt = game.state.players[0].final_scoring
    assert len(dealt) == 2
    assert "F009" not in dealt


def random_playthrough(seed: int, limit: int = 200) -> tuple[Game, int]:
    """Random legal choices; returns the game and the number of turns started."""
    game = solo(seed=seed)
    rng = random.Random(seed)
    turns = 0
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            return game, turns
        if decision.kind == "choose_action":
            turns += 1
        game.apply(rng.choice(decision.options))
    raise AssertionError(f"seed {seed}: not over after {limit} decisions")


@pytest.mark.parametrize("seed", range(1, 9))
def test_random_solo_playthrough_ends_after_exactly_27_turns(seed: int) -> None:
    game, turns = random_playthrough(seed)
    assert turns == TURNS
    assert game.is_over
    assert game.decision is None
    assert breaks_done(game) == 5
    assert game.state.break_track.position == 0
    assert game.scores()[0].winner == (game.scores()[0].victory_points >= 0)
