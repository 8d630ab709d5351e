"""Hard's second look (bots/second_look.py, bots/lookahead.py): its best options at a turn's first
decision played on past the turn — the others' turns and its own next turn — and the choice made
there."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from attrs import evolve

from arknova_desktop.bots.lookahead import BUDGETS, Level, LookaheadBot
from arknova_desktop.bots.second_look import Outlook, Player, play_on
from arknova_desktop.engine import (
    Choice,
    Decision,
    Game,
    GameConfig,
    Skip,
    TakeXToken,
    new_game,
)

HARD = BUDGETS[Level.HARD]


def at_action_card(players: int, seed: int, turns: int) -> Game:
    """A game at a seat's choice of action card after its `turns` turns (random play)."""
    game = new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    while True:
        decision = game.decision
        assert decision is not None
        taken = game.player_view(decision.seat, decision.seat).turns_taken
        if decision.kind == "choose_action" and taken >= turns:
            return game
        game.apply(rng.choice(decision.options))


def at_random(rng: random.Random) -> Player:
    def player(decision: Decision, _game: Game) -> Choice:
        return rng.choice(decision.options)

    return player


def turns_taken(game: Game) -> list[int]:
    return [game.player_view(0, seat).turns_taken for seat in range(game.config.players)]


def x_token_action(decision: Decision) -> Choice:
    return next(o for o in decision.options if isinstance(o, TakeXToken))


@pytest.mark.parametrize("ends_at_once", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_playing_on_ends_when_the_seats_next_turn_has_ended(
    players: int, ends_at_once: bool
) -> None:
    """Turns go round the table: after the seat's turn every other seat plays one, then the
    seat its next; the look stops as the turn after that one starts — also after an option
    that ends the turn at once (the X-token action)."""
    game = at_action_card(players, 3, 4)
    decision = game.decision
    assert decision is not None
    seat, before = decision.seat, turns_taken(game)
    option = x_token_action(decision) if ends_at_once else decision.options[0]
    assert play_on(game, seat, option, at_random(random.Random(1)), lambda: False)
    after = turns_taken(game)
    assert after[seat] == before[seat] + 2
    assert all(after[s] == before[s] + 1 for s in range(players) if s != seat)
    assert game.decision is not None and game.decision.kind == "choose_action"
    assert game.decision.seat == (seat + 1) % players


@pytest.mark.parametrize("ends_at_once", [False, True])
def test_in_the_solo_game_playing_on_ends_after_the_next_turn(ends_at_once: bool) -> None:
    game = at_action_card(1, 8, 3)
    decision = game.decision
    assert decision is not None
    before = turns_taken(game)[0]
    option = x_token_action(decision) if ends_at_once else decision.options[0]
    assert play_on(game, 0, option, at_random(random.Random(2)), lambda: False)
    assert turns_taken(game)[0] == before + 2
    assert game.decision is not None and game.decision.kind == "choose_action"


@pytest.mark.parametrize("ends_at_once", [False, True])
def test_told_to_play_to_the_end_playing_on_ends_with_the_game(ends_at_once: bool) -> None:
    """The solo game has 27 turns; from the 24th the look plays the last four to the end."""
    game = at_action_card(1, 8, 23)
    decision = game.decision
    assert decision is not None and turns_taken(game) == [23]
    option = x_token_action(decision) if ends_at_once else decision.options[0]
    assert play_on(game, 0, option, at_random(random.Random(2)), lambda: False, to_end=True)
    assert game.is_over and game.decision is None and turns_taken(game) == [27]


@pytest.mark.parametrize("players", [1, 2])
def test_told_a_number_of_turns_playing_on_ends_after_the_seats_last_of_them(players: int) -> None:
    """Against others each of the seat's turns comes after one of every other seat's; the look
    ends as the turn after the seat's third starts."""
    game = at_action_card(players, 8, 3)
    decision = game.decision
    assert decision is not None
    seat, before = decision.seat, turns_taken(game)
    assert play_on(
        game, seat, decision.options[0], at_random(random.Random(4)), lambda: False, turns=3
    )
    after = turns_taken(game)
    assert after[seat] == before[seat] + 4  # the option's own turn and its next 3
    assert all(after[s] == before[s] + 3 for s in range(players) if s != seat)
    assert game.decision is not None and game.decision.kind == "choose_action"


def test_from_the_solo_hand_kept_playing_on_plays_the_first_turns() -> None:
    game = new_game(GameConfig(players=1, seed=8))
    decision = game.decision
    assert decision is not None and decision.kind == "keep_cards"
    assert play_on(
        game, 0, decision.options[0], at_random(random.Random(5)), lambda: False, turns=5
    )
    assert turns_taken(game) == [5]
    assert game.decision is not None and game.decision.kind == "choose_action"


def test_playing_on_told_to_stop_plays_the_option_alone() -> None:
    game = at_action_card(2, 5, 2)
    decision = game.decision
    assert decision is not None and decision.seat == 0
    option = next(o for o in decision.options if not isinstance(o, TakeXToken))
    alone = game.clone()
    alone.apply(option)
    assert not play_on(game, 0, option, at_random(random.Random(3)), lambda: True)
    assert game.view(None) == alone.view(None) and game.decision == alone.decision


def test_an_outlook_ranks_by_the_mean_and_counts_how_often_the_choice_did_best() -> None:
    options = tuple(Skip() for _ in range(3))
    values = ((1.0, 5.0, 0.0, 2.0), (3.0, 1.0, 0.0, 1.0), (0.0, 0.0, 0.0, 9.0))
    found = Outlook(options, values)
    assert found.dealings == 4
    assert found.ranked() == [2, 0, 1]  # means 2.25, 2.0, 1.25
    assert found.sureness(2) == 0.5  # best in the fourth dealing, tied best in the third
    assert found.sureness(0) == 0.5  # best in the second, tied best in the third
    assert found.sureness(1) == 0.5  # best in the first, tied best in the third


def hard_at_action_card(seed: int, players: int = 2, turns: int = 4) -> tuple[Game, Decision]:
    """A game at a choice of action card with more options than Hard's second look weighs."""
    game = at_action_card(players, seed, turns)
    decision = game.decision
    assert decision is not None and len(decision.options) > HARD.second_look
    return game, decision


def test_hard_chooses_among_its_best_options_by_the_second_look() -> None:
    game, decision = hard_at_action_card(41)
    choice, why = LookaheadBot(Level.HARD, 5).choose_and_say_why(decision, game)
    assert choice == LookaheadBot(Level.HARD, 5).choose(decision, game)  # one search, one answer
    searched = [w.option for w in LookaheadBot(Level.HARD, 5).weigh(decision, game)]
    assert why.played_on == HARD.second_look and why.played_on_dealings == HARD.second_look_dealings
    assert why.samples == HARD.second_look * HARD.second_look_dealings
    assert {r.option for r in why.reasons} == set(searched[: HARD.second_look])
    assert why.reasons[0].option == choice and why.reasons[0].behind == 0
    values = [r.value for r in why.reasons]
    assert values == sorted(values, reverse=True)
    assert [r.behind for r in why.reasons] == [v - values[0] for v in values]
    dealings = HARD.second_look_dealings
    assert why.sure in {k / dealings for k in range(1, dealings + 1)}  # did best once at least


def test_against_others_the_second_look_is_made_only_at_the_action_card() -> None:
    game, decision = hard_at_action_card(41)
    game.apply(LookaheadBot(Level.HARD, 5).choose(decision, game))
    later = game.decision
    while later is not None and len(later.options) < 2 and later.seat == decision.seat:
        game.apply(later.options[0])
        later = game.decision
    assert later is not None and later.seat == decision.seat and later.kind != "choose_action"
    why = LookaheadBot(Level.HARD, 6).why(later, game)
    assert why.played_on == 0 and why.played_on_dealings == 0
    fresh, at_card = hard_at_action_card(41)
    assert LookaheadBot(Level.MEDIUM, 5).why(at_card, fresh).played_on == 0  # Hard's alone


def test_the_second_look_decides_the_same_whatever_the_cards_it_cannot_see() -> None:
    """It plays on in dealings from the seat's own view: hidden cards swapped, same choice."""
    game, decision = hard_at_action_card(17)
    other = game.determinize(decision.seat, random.Random(99))
    assert [p.hand for p in other.state.players] != [p.hand for p in game.state.players]
    first = LookaheadBot(Level.HARD, 3).choose_and_say_why(decision, game)
    again = LookaheadBot(Level.HARD, 3).choose_and_say_why(decision, other)
    assert first[0] == again[0]
    assert [r.value for r in first[1].reasons] == [r.value for r in again[1].reasons]


def test_progress_counts_the_second_look_and_ends_at_its_plan() -> None:
    game, decision = hard_at_action_card(41)
    seen: list[tuple[int, int]] = []
    LookaheadBot(Level.HARD, 5).choose(decision, game, progress=lambda d, p: seen.append((d, p)))
    total = seen[-1][1]
    assert {p for _d, p in seen} == {total} and total % 2 == 0
    searched = total // 2  # the look is planned at as much as the search before it
    plays = HARD.second_look * HARD.second_look_dealings
    after = [searched + searched * k // plays for k in range(1, plays + 1)]
    assert [d for d, _p in seen] == [*range(1, searched + 1), *after]  # ends at `total`


def stop_after(limit: int, seen: list[tuple[int, int]]) -> Callable[[], bool]:
    """A `stop` that says "move now" once the progress reached `limit` completions."""
    return lambda: bool(seen) and seen[-1][0] >= limit


def test_move_now_in_the_second_look_keeps_only_whole_dealings() -> None:
    game, decision = hard_at_action_card(41)
    searched = LookaheadBot(Level.HARD, 5).weigh(decision, game)
    full: list[tuple[int, int]] = []
    LookaheadBot(Level.HARD, 5).choose(decision, game, progress=lambda d, p: full.append((d, p)))
    planned = full[-1][1] // 2  # the search's own completions
    k = HARD.second_look
    plays = k * HARD.second_look_dealings

    # Cut before the first dealing was played for every option: the search's best.
    seen: list[tuple[int, int]] = []
    stop = stop_after(planned + planned * 1 // plays, seen)
    choice, why = LookaheadBot(Level.HARD, 5).choose_and_say_why(
        decision,
        game,
        stop,
        lambda d, p: seen.append((d, p)),
    )
    assert choice == searched[0].option and why.played_on == 0

    # Cut after the first dealing: the best in that dealing alone.
    seen = []
    stop = stop_after(planned + planned * k // plays, seen)
    choice, why = LookaheadBot(Level.HARD, 5).choose_and_say_why(
        decision,
        game,
        stop,
        lambda d, p: seen.append((d, p)),
    )
    assert why.played_on == k and why.played_on_dealings == 1
    assert why.samples == k and choice == why.reasons[0].option
    assert why.sure is None  # one dealing says nothing of how sure it was (it did best there)


def test_in_the_solo_games_last_turns_hard_weighs_its_options_by_their_final_scores() -> None:
    """With 8 turns or fewer left (of 27) the look plays each option to the end and an option
    is worth the mean of its final scores over the dealings: whole victory points each."""
    assert HARD.second_look_to_end == 8
    game, decision = hard_at_action_card(12, players=1, turns=27 - HARD.second_look_to_end)
    choice, why = LookaheadBot(Level.HARD, 4).choose_and_say_why(decision, game)
    assert why.played_to_end and why.played_on == HARD.second_look
    dealings = why.played_on_dealings
    assert dealings == HARD.second_look_dealings and why.reasons[0].option == choice
    for reason in why.reasons:
        assert reason.value * dealings == pytest.approx(round(reason.value * dealings))


@pytest.mark.parametrize("players", [1, 2])
def test_before_the_last_turns_and_against_others_the_look_ends_after_the_next_turn(
    players: int,
) -> None:
    turns = 26 - HARD.second_look_to_end if players == 1 else 20
    game, decision = hard_at_action_card(12, players, turns)
    why = LookaheadBot(Level.HARD, 4).why(decision, game)
    assert why.played_on == HARD.second_look and not why.played_to_end


def at_later_decision(seed: int, players: int, turns: int, made: int = 1) -> tuple[Game, Decision]:
    """A game at a seat's decision of a turn (of two options or more, not a break's) after
    `made` such decisions of the turn (1: the action card), after `turns` turns of random
    play."""
    game = at_action_card(players, seed, turns)
    assert game.decision is not None
    seat, rng = game.decision.seat, random.Random(seed)
    while True:
        decision = game.decision
        assert decision is not None and turns_taken(game)[seat] == turns  # still that turn
        if game.decisions_this_turn == made and len(decision.options) > 1 and not game.in_break:
            return game, decision
        game.apply(rng.choice(decision.options))


def test_in_the_solo_games_last_four_turns_later_decisions_are_weighed_by_final_scores() -> None:
    """Which building where, which card, which bonus: in the last 4 turns a turn's decisions
    after the action card get a look to the end too, in 8 dealings."""
    assert (HARD.later_looks_turns, HARD.later_looks_play, HARD.later_look_dealings) == (4, 16, 8)
    game, decision = at_later_decision(2, players=1, turns=27 - HARD.later_looks_turns)
    assert decision.kind == "build"  # which building where
    choice, why = LookaheadBot(Level.HARD, 4).choose_and_say_why(decision, game)
    assert why.played_to_end and why.played_on == HARD.second_look
    dealings = why.played_on_dealings
    assert dealings == HARD.later_look_dealings and why.reasons[0].option == choice
    for reason in why.reasons:  # final scores: whole victory points, over the dealings
        assert reason.value * dealings == pytest.approx(round(reason.value * dealings))


@pytest.mark.parametrize(
    ("seed", "turns_left", "made", "looks", "kind"),
    [
        (61, 4, 3, True, "upgrade"),  # which action card to upgrade
        (75, 4, 4, False, "association"),  # which Association task next
        (103, 4, 5, False, "upgrade"),
        (12, 1, 3, True, "upgrade"),
    ],
)
def test_a_turns_later_looks_are_as_many_as_sixteen_turns_of_play_allow(
    seed: int, turns_left: int, made: int, looks: bool, kind: str
) -> None:
    """Each look plays the turns left, the action card's too: with 4 left the action card and
    the turn's first 3 later decisions get one (16 turns of play an option and dealing: the
    wait stays bounded), in the last turn the action card and its first 15."""
    assert ((HARD.later_looks_play - turns_left) // turns_left >= made) == looks
    game, decision = at_later_decision(seed, players=1, turns=27 - turns_left, made=made)
    assert decision.kind == kind
    why = LookaheadBot(Level.HARD, 4).why(decision, game)
    assert why.played_to_end == looks and why.played_on == (HARD.second_look if looks else 0)


@pytest.mark.parametrize(
    ("seed", "turns", "made", "kind"),
    [(7, 26 - HARD.later_looks_turns, 1, "build"), (40, 10, 4, "free_building")],
)
def test_before_them_a_solo_turns_next_four_decisions_look_to_the_next_turns_end(
    seed: int, turns: int, made: int, kind: str
) -> None:
    """Which building where, which free building: before the last 4 turns a turn's first 4
    decisions after the action card are played on to the end of the next turn, as the action
    card is (not to the game's end), in 8 dealings."""
    assert HARD.early_looks == 4
    game, decision = at_later_decision(seed, players=1, turns=turns, made=made)
    assert decision.kind == kind
    choice, why = LookaheadBot(Level.HARD, 4).choose_and_say_why(decision, game)
    assert why.played_on == HARD.second_look and not why.played_to_end
    assert why.played_on_dealings == HARD.later_look_dealings
    assert why.reasons[0].option == choice


@pytest.mark.parametrize(("seed", "players", "turns", "made"), [(40, 1, 10, 5), (6, 2, 24, 1)])
def test_a_solo_turns_fifth_later_decision_and_against_others_every_one_get_the_search_alone(
    seed: int, players: int, turns: int, made: int
) -> None:
    game, decision = at_later_decision(seed, players, turns, made)
    assert decision.kind == ("play_animal" if players == 1 else "build")
    why = LookaheadBot(Level.HARD, 4).why(decision, game)
    assert why.played_on == 0 and not why.played_to_end


def test_before_a_later_look_the_search_takes_a_quarter_of_its_samples() -> None:
    """The search only finds the options the look weighs; the look chooses. The action card's
    search stays whole."""
    assert HARD.later_look_search_divisor == 4
    game, decision = at_later_decision(2, players=1, turns=27 - HARD.later_looks_turns)
    whole = evolve(HARD, later_look_search_divisor=1)
    cut = sum(w.tries for w in LookaheadBot(Level.HARD, 4).weigh(decision, game))
    full = sum(w.tries for w in LookaheadBot(Level.HARD, 4, budget=whole).weigh(decision, game))
    assert 2 * cut < full  # about a quarter (each option gets one at least)
    late, at_card = hard_at_action_card(12, players=1, turns=27 - HARD.second_look_to_end)
    at_card_whole = LookaheadBot(Level.HARD, 4, budget=whole).weigh(at_card, late)
    assert LookaheadBot(Level.HARD, 4).weigh(at_card, late) == at_card_whole


def test_the_solo_hand_kept_is_chosen_by_its_best_8_played_through_the_first_5_turns() -> None:
    """Keep 4 of 8 cards: the search weighs a hand by the value alone (no turn is played in
    it); its best 8 hands are played on through the first 5 turns in 12 dealings, and the best
    mean there is kept."""
    assert (HARD.opening_look, HARD.opening_look_turns, HARD.opening_look_dealings) == (8, 5, 12)
    game = new_game(GameConfig(players=1, seed=3))
    decision = game.decision
    assert decision is not None and decision.kind == "keep_cards" and len(decision.options) == 70
    choice, why = LookaheadBot(Level.HARD, 4).choose_and_say_why(decision, game, top=8)
    assert why.played_on == 8 and why.played_on_dealings == 12 and why.played_on_turns == 5
    assert not why.played_to_end and why.samples == 8 * 12
    searched = [w.option for w in LookaheadBot(Level.HARD, 4).weigh(decision, game)]
    assert {r.option for r in why.reasons} == set(searched[:8])
    assert why.reasons[0].option == choice


def test_against_others_the_hand_kept_gets_the_search_alone() -> None:
    game = new_game(GameConfig(players=2, seed=3))
    decision = game.decision
    assert decision is not None and decision.kind == "keep_cards"
    why = LookaheadBot(Level.HARD, 4).why(decision, game)
    assert why.played_on == 0 and why.played_on_turns == 1


def test_the_solo_hand_kept_is_the_same_whatever_the_cards_it_cannot_see() -> None:
    """The look deals the deck anew from the seat's own view: the deck's order changed, the same
    hand kept, each hand worth the same."""
    game = new_game(GameConfig(players=1, seed=5))
    decision = game.decision
    assert decision is not None and decision.kind == "keep_cards"
    other = game.determinize(0, random.Random(7))
    assert other.state.deck != game.state.deck
    assert other.state.players[0].setup_cards == game.state.players[0].setup_cards
    first = LookaheadBot(Level.HARD, 2).choose_and_say_why(decision, game)
    again = LookaheadBot(Level.HARD, 2).choose_and_say_why(decision, other)
    assert first[0] == again[0] and first[1].played_on == 8
    assert [r.value for r in first[1].reasons] == [r.value for r in again[1].reasons]
