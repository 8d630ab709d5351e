"""The random-game battery: seeded games with uniformly random legal choices, checking after every
step that the options are exact, the invariants hold, clones are independent and replays equal."""

from __future__ import annotations

import json
import random

import pytest
from battery import candidate_choices, check_invariants, fingerprint

from arknova_desktop.engine import Game, GameConfig, IllegalChoice, new_game
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.engine.serialize import choice_from_data, choice_to_data

MULTIPLAYER_CAP = 150
MAP_IDS = tuple(MAP_NAMES)
SEEDS = {1: range(50), 2: range(60), 3: range(50), 4: range(50)}


def config_for(players: int, seed: int) -> GameConfig:
    """Every map comes up: the seats take consecutive maps from a seed-dependent start."""
    maps = tuple(MAP_IDS[(seed + seat) % len(MAP_IDS)] for seat in range(players))
    return GameConfig(players=players, seed=seed, maps=maps)


def play_random(players: int, seed: int, cap: int, exhaustive: bool) -> tuple[Game, list[Choice]]:
    game = new_game(config_for(players, seed))
    chooser = random.Random(seed * 31 + players)
    log: list[Choice] = []
    check_invariants(game)
    while not game.is_over and len(log) < cap:
        decision = game.decision
        assert decision is not None
        options = decision.options
        assert len(set(options)) == len(options), f"duplicate options in {decision.kind}"
        if exhaustive:
            before = fingerprint(game.state)
            for option in options:  # every listed option applies
                twin = game.clone()
                twin.apply(option)
                check_invariants(twin)
            allowed = set(options)
            for candidate in candidate_choices(game):  # no unlisted one does
                if candidate not in allowed:
                    with pytest.raises(IllegalChoice):
                        game.apply(candidate)
            assert fingerprint(game.state) == before, "checking options changed the game"
        choice = chooser.choice(options)
        assert choice_from_data(json.loads(json.dumps(choice_to_data(choice)))) == choice
        game.apply(choice)
        log.append(choice)
        check_invariants(game)
    return game, log


@pytest.mark.slow  # the whole battery: about 2 minutes
@pytest.mark.parametrize(("players", "seed"), [(p, s) for p, seeds in SEEDS.items() for s in seeds])
def test_random_game(players: int, seed: int) -> None:
    cap = 10_000 if players == 1 else MULTIPLAYER_CAP
    game, log = play_random(players, seed, cap, exhaustive=seed % 5 == 0)
    if players == 1:
        assert game.is_over, "a solo game must end"
        assert game.state.turn == 27
        assert game.decision is None
    # Identical replay from the same seed and choices.
    replay = new_game(config_for(players, seed))
    for choice in log:
        replay.apply(choice)
    assert fingerprint(replay.state) == fingerprint(game.state)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_clone_is_independent(players: int) -> None:
    game, _ = play_random(players, 99, 40, exhaustive=False)
    if game.is_over:
        return
    before = fingerprint(game.state)
    twin = game.clone()
    chooser = random.Random(5)
    for _ in range(30):
        if twin.is_over:
            break
        decision = twin.decision
        assert decision is not None
        twin.apply(chooser.choice(decision.options))
    assert fingerprint(game.state) == before
    # And the original still plays on by itself.
    decision = game.decision
    assert decision is not None
    game.apply(decision.options[0])


def test_same_seed_same_game_different_seed_different_game() -> None:
    a = new_game(GameConfig(players=3, seed=11))
    b = new_game(GameConfig(players=3, seed=11))
    c = new_game(GameConfig(players=3, seed=12))
    assert fingerprint(a.state) == fingerprint(b.state)
    assert fingerprint(a.state) != fingerprint(c.state)


def test_advanced_map_draft_games_play() -> None:
    for seed in range(3):
        game = new_game(GameConfig(players=4, seed=seed, map_draft=True))
        chooser = random.Random(seed)
        for _ in range(120):
            decision = game.decision
            assert decision is not None
            game.apply(chooser.choice(decision.options))
            check_invariants(game)
        assert all(p.map_id in MAP_IDS[2:10] for p in game.state.players)
