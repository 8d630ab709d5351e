"""A small scenario builder for rule tests: start a game, put the position you need in place,
then script choices through the public API and assert on the state."""

from __future__ import annotations

from collections.abc import Iterable

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, KeepCards
from arknova_desktop.engine.kernel.state import ActionCard


def started(players: int = 2, seed: int = 1, **config: object) -> Game:
    """A game past setup: every seat kept its first 4 dealt cards (sorted); seat 0 to act."""
    game = new_game(GameConfig(players=players, seed=seed, **config))  # type: ignore[arg-type]
    while game.decision is not None and game.decision.kind == "keep_cards":
        options = game.decision.options
        assert isinstance(options[0], KeepCards)
        game.apply(options[0])
    return game


def refresh(game: Game) -> None:
    """Recompute the open decision after a test edited the state directly."""
    game.advance()


def set_row(game: Game, seat: int, actions: Iterable[str], upgraded: Iterable[str] = ()) -> None:
    """Put the action cards of `seat` in this slot order (slot 1 first)."""
    ups = set(upgraded)
    game.state.players[seat].action_cards = tuple(ActionCard(a, a in ups) for a in actions)
    refresh(game)


def options_of(game: Game, kind: str | None = None) -> tuple[Choice, ...]:
    decision = game.decision
    assert decision is not None, "the game is over"
    if kind is not None:
        assert decision.kind == kind, f"expected a {kind!r} decision, got {decision.kind!r}"
    return decision.options


def play(game: Game, *choices: Choice) -> None:
    for choice in choices:
        game.apply(choice)
