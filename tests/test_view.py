"""The frozen public view (engine/view.py, `Game.view`): it cannot be changed, it holds nothing
the seat may not see (searched recursively, every hidden card id), and its public numbers are
the state's."""

from __future__ import annotations

from collections.abc import Iterator

import attrs
import pytest

import arknova_desktop.engine as e
from arknova_desktop.bots.random_bot import RandomBot
from arknova_desktop.engine import HIDDEN, Game, GameView


def _walk(value: object) -> Iterator[object]:
    """Every value inside a view, depth first (attrs records, tuples, frozensets)."""
    yield value
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            yield from _walk(getattr(value, field.name))
    elif isinstance(value, tuple | frozenset | list | dict | set):
        items = value.items() if isinstance(value, dict) else value
        for item in items:
            yield from _walk(item)


def _strings(view: GameView) -> set[str]:
    return {v for v in _walk(view) if isinstance(v, str)}


def _positions(players: int, seed: int, steps: int) -> Iterator[Game]:
    """A game played by random bots, yielded every few choices (and at its end)."""
    game = e.new_game(e.GameConfig(players=players, seed=seed))
    bot = RandomBot(seed)
    for step in range(steps):
        decision = game.decision
        if decision is None:
            break
        if step % 7 == 0:
            yield game
        game.apply(bot.choose(decision, game))
    yield game


def _secret(game: Game, seat: int | None) -> set[str]:
    """Every card id `seat` may not see (None: a spectator)."""
    state = game.state
    hidden = set(state.deck) | set(state.final_scoring_deck) | set(state.final_scoring_discard)
    for player in state.players:
        if player.seat != seat:
            hidden |= set(player.hand) | set(player.setup_cards)
            if not game.is_over:
                hidden |= set(player.final_scoring)
    decider = game.decision.seat if game.decision is not None else None
    if seat is None or decider != seat:
        hidden |= set(state.revealed) | set(state.revealed_final)
    # A card that is also somewhere public (none should be) would make the test meaningless.
    public = set(state.display) | set(state.discard)
    for player in state.players:
        public |= set(player.zoo_cards) | set(player.rescued)
    return hidden - public


GAMES = [(1, 3, 900), (2, 5, 900), (3, 8, 700), (4, 11, 600)]


@pytest.mark.parametrize(("players", "seed", "steps"), GAMES)
def test_no_hidden_card_is_anywhere_in_a_view(players: int, seed: int, steps: int) -> None:
    checked = 0
    for game in _positions(players, seed, steps):
        for seat in [None, *range(players)]:
            secret = _secret(game, seat)
            leaked = secret & _strings(game.view(seat))
            assert not leaked, (seat, game.state.turn, sorted(leaked))
            checked += 1
    assert checked > 10


def test_a_seat_sees_its_own_cards_and_only_the_counts_of_the_others() -> None:
    game = e.new_game(e.GameConfig(players=3, seed=4))
    state = game.state
    for seat in range(3):
        view = game.view(seat)
        for player, real in zip(view.players, state.players, strict=True):
            if player.seat == seat:
                assert player.setup_cards == real.setup_cards
                assert player.final_scoring == real.final_scoring
            else:
                assert player.setup_cards == (HIDDEN,) * len(real.setup_cards)
                assert player.final_scoring == (HIDDEN,) * len(real.final_scoring)
            assert len(player.hand) == len(real.hand)
        assert view.deck == (HIDDEN,) * len(state.deck)
    spectator = game.view(None)
    assert spectator.seat is None
    assert all(set(p.setup_cards) <= {HIDDEN} for p in spectator.players)
    assert all(set(p.hand) <= {HIDDEN} for p in spectator.players)


def test_final_scoring_cards_are_shown_at_the_end() -> None:
    *_, game = _positions(2, 5, 5000)
    assert game.is_over
    view = game.view(0)
    assert view.players[1].final_scoring == game.state.players[1].final_scoring
    assert view.final_scores == game.state.final_scores


def test_a_view_cannot_be_changed() -> None:
    games = list(_positions(2, 2, 300))
    view = games[-1].view(0)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view.turn = 3  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view.players[0].money = 99  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view.break_track.position = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.players[0].hand[0] = "x"  # type: ignore[index]
    for value in _walk(view):
        assert not isinstance(value, list | dict | set), type(value)
        if attrs.has(type(value)):
            assert type(value).__setattr__ is not object.__setattr__ or isinstance(value, e.Cell)
            with pytest.raises((attrs.exceptions.FrozenInstanceError, AttributeError)):
                setattr(value, attrs.fields(type(value))[0].name, None)


@pytest.mark.parametrize(("players", "seed", "steps"), GAMES[:3])
def test_the_public_numbers_are_the_states(players: int, seed: int, steps: int) -> None:
    for game in _positions(players, seed, steps):
        state = game.state
        view = game.view(0)
        assert view.turn == state.turn and view.phase == state.phase
        assert view.turn_seat == state.turn_seat and view.breaks == state.breaks
        assert view.display == state.display and view.discard == tuple(state.discard)
        assert (view.break_track.position, view.break_track.length) == (
            state.break_track.position,
            state.break_track.length,
        )
        assert view.is_solo == state.is_solo and view.player_count == state.player_count
        if state.solo is not None:
            assert view.solo is not None and view.solo.round == state.solo.round
        assert dict(view.bonus_tiles) == state.bonus_tiles
        assert view.association.donations == state.association.donations
        assert view.association.task_workers == state.association.task_workers
        assert view.projects.row == state.projects.row
        assert view.projects.tokens == state.projects.tokens
        for player, real in zip(view.players, state.players, strict=True):
            for name in (
                "seat",
                "name",
                "map_id",
                "money",
                "appeal",
                "conservation",
                "reputation",
                "x_tokens",
                "workers",
                "zoo_cards",
                "partner_zoos",
                "universities",
                "supported_projects",
                "buildings",
                "turns_taken",
            ):
                assert getattr(player, name) == getattr(real, name), name
            assert player.action_cards == real.action_cards
            assert [c.action for c in player.action_cards] == [c.action for c in real.action_cards]
            assert len(player.hand) == len(real.hand)


def test_the_view_describes_the_open_decisions_step() -> None:
    game = e.new_game(e.GameConfig(players=2, seed=1))
    context = game.view(0).context
    assert context is not None and context.step.kind == "KeepStartingCards"
    assert context.step.seat == 0 and context.step.get("nothing") is None
    with pytest.raises(AttributeError):
        _ = context.step.nothing


def test_a_seat_out_of_range_is_refused() -> None:
    game = e.new_game(e.GameConfig(players=2, seed=1))
    with pytest.raises(ValueError, match="no seat 2"):
        game.view(2)


@pytest.mark.parametrize(("players", "seed", "steps"), GAMES)
def test_one_players_view_is_that_player_in_the_whole_view(
    players: int, seed: int, steps: int
) -> None:
    """`game.player_view(seat, who)` (a computer player reads its own numbers with it) is
    exactly `game.view(seat).players[who]`: nothing more may be seen through it."""
    checked = 0
    for game in _positions(players, seed, steps):
        for seat in [None, *range(players)]:
            whole = game.view(seat)
            for who in range(players):
                assert game.player_view(seat, who) == whole.players[who], (seat, who)
                checked += 1
    assert checked > 10
    with pytest.raises(ValueError, match="no seat"):
        game.player_view(players, 0)


@pytest.mark.parametrize(("players", "seed", "steps"), GAMES)
def test_a_players_facts_are_the_views_own_records(players: int, seed: int, steps: int) -> None:
    """`game.player_facts(seat, who)` (the greedy player's cheap read) holds exactly the
    view's records of that player, each the same: nothing the view hides."""
    names = [field.name for field in attrs.fields(e.PlayerFacts)]
    assert "hand" in names and "icons" not in names
    checked = 0
    for game in _positions(players, seed, steps):
        for seat in [None, *range(players)]:
            for who in range(players):
                facts = game.player_facts(seat, who)
                view = game.player_view(seat, who)
                assert [getattr(facts, n) for n in names] == [getattr(view, n) for n in names]
                checked += 1
    assert checked > 10
    with pytest.raises(ValueError, match="no seat"):
        game.player_facts(players, 0)
