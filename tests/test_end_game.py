"""The end of the game and final scoring (docs/rules.md §1, §2 (10-CP space), §8).

End trigger: a player's appeal ≥ the target number of their conservation. The triggering player
finishes the turn and every other player gets exactly one more turn; if triggered during a break,
everyone takes one more turn. Before final scoring, everyone still holding two final scoring cards
discards one (unless someone reached conservation 10). Final scoring cards add CP (max 4 per card);
VP = appeal − target; highest VP wins, ties broken by supported projects, then shared.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from arknova_desktop.engine import Game, IllegalChoice
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    BUILD,
    CARDS,
    SPONSORS,
    UNIVERSITY_REPUTATION_HAND,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DiscardFinalScoring,
    SponsorBreak,
    TakeXToken,
)
from arknova_desktop.engine.kernel.events import GameEnded
from arknova_desktop.engine.rules import gains
from tests.scenario import (
    Position,
    Seat,
    arrange,
    options_of,
    set_seat,
    started,
)

Log = list[tuple[str, int]]


def pass_turn(game: Game) -> None:
    """End the current turn with the X-token action (no break token, no appeal)."""
    options_of(game, "choose_action")
    assert game.decision is not None
    game.apply(TakeXToken(game.state.players[game.decision.seat].action_cards[0].action))


def finish(game: Game, limit: int = 200) -> Log:
    """Play on until the game is over: X-token actions for turns, the first option otherwise.
    Returns (decision kind, seat) for every decision answered."""
    log: Log = []
    for _ in range(limit):
        decision = game.decision
        if decision is None:
            return log
        log.append((decision.kind, decision.seat))
        if decision.kind == "choose_action":
            passes = [o for o in decision.options if isinstance(o, TakeXToken)]
            game.apply(passes[0] if passes else decision.options[0])
        else:
            game.apply(decision.options[0])
    raise AssertionError(f"the game did not end within {limit} decisions")


def turns(log: Log) -> list[int]:
    return [seat for kind, seat in log if kind == "choose_action"]


def trigger_end(game: Game, seat: int) -> None:
    """At `seat`'s turn: conservation 5 (target 104), appeal 103, then gain 1 appeal."""
    for _ in range(game.state.player_count):
        assert game.decision is not None
        if game.decision.seat == seat:
            break
        pass_turn(game)
    set_seat(game, seat, conservation=5, appeal=103)
    gains.gain_appeal(game, seat, 1, "test")
    game.advance()


def one_card_each(game: Game, cards: dict[int, str]) -> None:
    """Give each seat a single final scoring card (F008 with no sponsors scores 0)."""
    seats = {p.seat: Seat(final_scoring=(cards.get(p.seat, "F008"),)) for p in game.state.players}
    arrange(game, Position(seats=seats))


# --------------------------------------------------------------------------------------------
# The last turns
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "trigger", "expected"),
    [
        (2, 0, [0, 1]),
        (2, 1, [1, 0]),
        (3, 0, [0, 1, 2]),
        (3, 1, [1, 2, 0]),
        (3, 2, [2, 0, 1]),
        (4, 0, [0, 1, 2, 3]),
        (4, 2, [2, 3, 0, 1]),
    ],
)
def test_trigger_finishes_turn_and_others_get_exactly_one_more(
    players: int, trigger: int, expected: list[int]
) -> None:
    game = started(players=players, seed=5)
    trigger_end(game, trigger)
    log = finish(game)
    assert turns(log) == expected


def test_appeal_below_target_does_not_end_the_game() -> None:
    game = started(players=2, seed=5)
    set_seat(
        game,
        0,
        conservation=5,  # target 104
        appeal=102,
    )
    gains.gain_appeal(game, 0, 1, "test")  # 103 < 104
    game.advance()
    for expected_seat in (0, 1, 0, 1):
        options_of(game, "choose_action")
        assert game.decision is not None and game.decision.seat == expected_seat
        pass_turn(game)
    assert not game.is_over


def test_trigger_by_conservation_gain() -> None:
    # Conservation lowers the target: 11 CP -> 91, 12 CP -> 88; appeal 88 reaches it.
    game = started(players=3, seed=5)
    pass_turn(game)
    set_seat(game, 1, conservation=11, appeal=88)
    gains.gain_conservation(game, 1, 1, "test")
    game.advance()
    assert turns(finish(game)) == [1, 2, 0]


# Medical Breakthrough (S206) in the zoo: income 1 CP at every break (no money).
INCOME_1_CP = "S206"


@pytest.mark.parametrize(
    ("players", "break_seat", "end_seat", "expected"),
    [
        (2, 0, 1, [1, 0]),
        (2, 1, 1, [0, 1]),
        (3, 1, 0, [2, 0, 1]),
        (4, 3, 2, [0, 1, 2, 3]),
    ],
)
def test_trigger_during_break_everyone_takes_one_more_turn(
    players: int,
    break_seat: int,
    end_seat: int,
    expected: list[int],
) -> None:
    game = started(players=players, seed=5)
    for _ in range(break_seat):
        pass_turn(game)
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in game.state.players}
    seats[end_seat] = replace(
        seats[end_seat],
        conservation=11,  # target 91
        appeal=88,  # the break income gives 1 CP: target 88
        zoo=(INCOME_1_CP,),
    )
    seats[break_seat] = replace(
        seats[break_seat], row=(ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)
    )
    arrange(game, Position(seats=seats, break_position={2: 9, 3: 12, 4: 15}[players] - 1))
    game.apply(ChooseAction(SPONSORS))
    game.apply(SponsorBreak())
    assert game.state.players[end_seat].conservation == 12  # the break happened
    assert turns(finish(game)) == expected


def test_trigger_in_a_turn_that_also_triggers_a_break() -> None:
    # The end was triggered during the turn, not during the break: only the others play again.
    game = started(players=2, seed=5)
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in game.state.players}
    seats[0] = replace(seats[0], row=(ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS))
    arrange(game, Position(seats=seats, break_position=8))
    trigger_end(game, 0)
    game.apply(ChooseAction(SPONSORS))
    game.apply(SponsorBreak())
    assert game.state.break_track.position == 0  # the break happened after the turn
    assert turns(finish(game)) == [1]


# --------------------------------------------------------------------------------------------
# Game over
# --------------------------------------------------------------------------------------------


def test_final_scoring_discard_for_everyone_holding_two_cards() -> None:
    game = started(players=3, seed=5)
    trigger_end(game, 1)
    held = {p.seat: p.final_scoring for p in game.state.players}
    assert all(len(cards) == 2 for cards in held.values())
    log: Log = []
    while game.decision is not None and game.decision.kind == "choose_action":
        log.append(("choose_action", game.decision.seat))
        pass_turn(game)
    assert turns(log) == [1, 2, 0]
    asked: list[int] = []
    while game.decision is not None:
        decision = game.decision
        assert decision.kind == "discard_final_scoring"
        assert set(decision.options) == {DiscardFinalScoring(c) for c in held[decision.seat]}
        asked.append(decision.seat)
        game.apply(DiscardFinalScoring(held[decision.seat][0]))
    assert sorted(asked) == [0, 1, 2]
    for player in game.state.players:
        assert player.final_scoring == (held[player.seat][1],)
    assert game.is_over


def test_no_final_discard_when_someone_reached_conservation_10() -> None:
    game = started(players=2, seed=5)
    set_seat(game, 0, conservation=9)
    gains.gain_conservation(game, 0, 1, "test")
    game.advance()
    # docs/rules.md §2: the first time anyone reaches 10, everyone discards one card right away.
    asked: list[int] = []
    while game.decision is not None and game.decision.kind == "discard_final_scoring":
        asked.append(game.decision.seat)
        game.apply(game.decision.options[0])
    assert sorted(asked) == [0, 1]
    trigger_end(game, 1)
    log = finish(game)
    assert turns(log) == [1, 0]
    assert [kind for kind, _ in log if kind != "choose_action"] == []
    assert all(len(p.final_scoring) == 1 for p in game.state.players)


def test_game_over_no_decision_and_apply_raises() -> None:
    game = started(players=2, seed=5)
    trigger_end(game, 0)
    finish(game)
    assert game.is_over
    assert game.decision is None
    with pytest.raises(IllegalChoice):
        game.apply(TakeXToken(CARDS))


# --------------------------------------------------------------------------------------------
# Victory points and final scoring cards
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("appeal", "conservation", "vp"),
    [(0, 0, -114), (94, 10, 0), (58, 22, 0), (64, 20, 0), (66, 20, 2), (60, 23, 5), (1, 41, 0)],
)
def test_vp_is_appeal_minus_target(appeal: int, conservation: int, vp: int) -> None:
    game = started(players=2, seed=5)
    set_seat(game, 1, appeal=appeal, conservation=conservation)
    score = game.scores()[1]
    assert score.victory_points == vp
    assert score.target == appeal - vp


def _score_seat0(game: Game, card: str) -> tuple[int, int, int]:
    """Seat 0 at appeal 64, conservation 20 (target 64) holding `card`; seat 1 ends the game."""
    one_card_each(game, {0: card})
    set_seat(game, 0, appeal=64, conservation=20)
    trigger_end(game, 1)
    finish(game)
    score = game.scores()[0]
    return score.conservation - 20, score.target, score.victory_points


@pytest.mark.parametrize(("reputation", "cp"), [(5, 0), (6, 1), (11, 2), (12, 3), (15, 4)])
def test_favorite_zoo_reputation_6_9_12_15(reputation: int, cp: int) -> None:
    game = started(players=2, seed=5)
    set_seat(game, 0, reputation=reputation)
    gained, target, vp = _score_seat0(game, "F007")
    assert gained == cp
    assert target == 124 - 3 * (20 + cp)  # target for conservation > 10
    assert vp == 64 - target


@pytest.mark.parametrize(("supported", "cp"), [(2, 0), (3, 1), (5, 3), (6, 4), (7, 4)])
def test_conservation_zoo_supported_projects_3_4_5_6(supported: int, cp: int) -> None:
    game = started(players=2, seed=5)
    set_seat(game, 0, supported_projects=supported)
    assert _score_seat0(game, "F005")[0] == cp


@pytest.mark.parametrize(
    ("universities", "sponsors", "cp"),
    [
        ((UNIVERSITY_REPUTATION_HAND,), (), 0),  # 0 research icons
        ((UNIVERSITY_RESEARCH,), ("S201",), 1),  # 2 + 1 = 3
        ((UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), (), 1),  # 2 + 1 = 3
        ((UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), ("S201",), 2),  # 4
        ((UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), ("S223",), 3),  # 5
        ((UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), ("S223", "S201"), 4),  # 6
        ((UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION), ("S223", "S201", "S202"), 4),
    ],
)
def test_research_zoo_counts_university_and_card_research_icons(
    universities: tuple[str, ...], sponsors: tuple[str, ...], cp: int
) -> None:
    # Research Zoo 3/4/5/6; research icons: research university 2, research/reputation 1,
    # hand-limit university 0; Science Lab (S201) 1, Science Institute (S223) 2.
    game = started(players=2, seed=5)
    set_seat(game, 0, universities=universities, zoo=sponsors)
    _score_seat0(game, "F003")
    # Only the final scoring card's line: Science Lab (S201) adds its own end-game CP besides.
    breakdown = dict(game.scores()[0].breakdown)
    assert breakdown["F003 Research Zoo"] == cp


# Zoos for Diverse Species (3 players; seat 1 holds the card, its right-hand neighbour is seat 0,
# the previous seat in clockwise turn order).
DIVERSE_RIGHT = ("A426", "A402")  # herbivore 1, predator 1
DIVERSE_LEFT = ("A403", "A428", "A429", "A430", "A498", "A499")  # predator 1, herbivore 3, bird 2


@pytest.mark.parametrize(
    ("mine", "cp"),
    [
        # predator 2 > 1, herbivore 1 = 1, bird 1 > 0: 2 CP (against the left player only 1).
        (("A401", "A427", "A497"), 2),
        # predator, herbivore 2 > 1, bird, primate, reptile, bear, petting zoo: 7 wins, max 4.
        (("A401", "A427", "A431", "A497", "A451", "A469", "A408", "A521"), 4),
        ((), 0),
    ],
)
def test_diverse_species_against_player_on_the_right(mine: tuple[str, ...], cp: int) -> None:
    game = started(players=3, seed=5)
    seats = {
        0: Seat(zoo=DIVERSE_RIGHT),
        1: Seat(zoo=mine, appeal=64, conservation=20),
        2: Seat(zoo=DIVERSE_LEFT),
    }
    arrange(game, Position(seats=seats))
    one_card_each(game, {1: "F009"})
    trigger_end(game, 2)
    finish(game)
    assert game.scores()[1].conservation == 20 + cp


def test_only_the_kept_final_scoring_card_scores() -> None:
    game = started(players=2, seed=5)
    one_card_each(game, {})
    set_seat(
        game,
        0,
        final_scoring=("F007", "F005"),
        reputation=12,  # F007: 3 CP
        supported_projects=6,  # F005: 4 CP
        conservation=20,
    )
    trigger_end(game, 1)
    while game.decision is not None and game.decision.kind == "choose_action":
        pass_turn(game)
    options_of(game, "discard_final_scoring")
    game.apply(DiscardFinalScoring("F005"))
    assert game.is_over
    assert game.scores()[0].conservation == 23


# --------------------------------------------------------------------------------------------
# The winner
# --------------------------------------------------------------------------------------------


def _finish_with(
    players: int, positions: list[tuple[int, int, int]]
) -> tuple[Game, tuple[bool, ...]]:
    """Each seat's (appeal, conservation, supported projects) after the last turns; F008 with no
    sponsors scores nothing. The last seat triggers the end from conservation 5 / appeal 104."""
    game = started(players=players, seed=5)
    one_card_each(game, {})
    last = players - 1
    trigger_end(game, last)
    seats = {
        seat: Seat(appeal=appeal, conservation=conservation, supported_projects=supported)
        for seat, (appeal, conservation, supported) in enumerate(positions)
    }
    assert len(seats) == players
    arrange(game, Position(seats=seats))
    finish(game)
    return game, tuple(s.winner for s in game.scores())


def test_highest_vp_wins() -> None:
    # VP: seat 0 69 - 64 = 5, seat 1 104 - 104 = 0.
    game, won = _finish_with(2, [(69, 20, 0), (104, 5, 3)])
    assert [s.victory_points for s in game.scores()] == [5, 0]
    assert won == (True, False)


def test_negative_vp_can_win() -> None:
    game, won = _finish_with(2, [(50, 5, 0), (40, 5, 0)])
    assert [s.victory_points for s in game.scores()] == [-54, -64]
    assert won == (True, False)


def test_tie_broken_by_supported_projects() -> None:
    game, won = _finish_with(3, [(64, 20, 1), (104, 5, 2), (60, 20, 5)])
    # VP 0, 0, -4: seats 0 and 1 tie; seat 1 supported more projects; seat 2 has the most
    # supported projects but fewer VP.
    assert [s.victory_points for s in game.scores()] == [0, 0, -4]
    assert won == (False, True, False)


def test_still_tied_shares_the_victory() -> None:
    game, won = _finish_with(3, [(64, 20, 2), (104, 5, 2), (58, 22, 2)])
    assert [s.victory_points for s in game.scores()] == [0, 0, 0]
    assert won == (True, True, True)


def test_game_ended_event_names_the_winners() -> None:
    game = started(players=2, seed=5)
    one_card_each(game, {})
    trigger_end(game, 1)
    arrange(
        game,
        Position(
            seats={
                0: Seat(appeal=104, conservation=5, supported_projects=1),
                1: Seat(supported_projects=1),
            }
        ),
    )
    pass_turn(game)  # seat 1 finishes
    events = game.apply(TakeXToken(game.state.players[0].action_cards[0].action))
    assert GameEnded((0, 1)) in events


# --------------------------------------------------------------------------------------------
# IllegalChoice
# --------------------------------------------------------------------------------------------


def _snapshot(game: Game) -> tuple[object, ...]:
    st = game.state
    return (
        [(p.money, p.appeal, p.x_tokens, p.hand, p.action_cards) for p in st.players],
        list(st.deck),
        st.display,
        list(st.discard),
        st.break_track.position,
        st.turn,
        st.turn_seat,
        list(st.stack),
        st.rng.getstate(),
        game.decision,
    )


@pytest.mark.parametrize(
    "choice",
    [ChooseAction(ANIMALS), DiscardFinalScoring("F001"), TakeXToken("nonsense"), "cards", None],
)
def test_illegal_choice_raises_and_changes_nothing(choice: object) -> None:
    game = started(players=2, seed=5)
    options = options_of(game, "choose_action")
    assert choice not in options
    before = _snapshot(game)
    with pytest.raises(IllegalChoice):
        game.apply(choice)  # type: ignore[arg-type]
    assert _snapshot(game) == before
    game.apply(TakeXToken(CARDS))  # the game goes on normally
    assert game.decision is not None and game.decision.seat == 1


def test_illegal_choice_message_names_the_decision() -> None:
    game = started(players=2, seed=5)
    assert game.decision is not None
    prompt = game.decision.prompt
    with pytest.raises(IllegalChoice) as info:
        game.apply(ChooseAction(ANIMALS))
    message = str(info.value)
    assert prompt in message
    assert "Player 1" in message
    assert ChooseAction(ANIMALS).describe() in message
