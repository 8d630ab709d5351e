"""The fast engine answers what the plain way answers (issue 23). Usable is answered by the first
proof and placements from bit masks and kept lists; tests/engine_reference.py works the same
rules out the slow way, as the engine did before. At every decision of seeded games (1–4 players,
every zoo map, the map draft), every action card's minimum strength (which says whether it is
usable) and every building's legal positions must be the reference's; and on every map, zoos
built up at random must get the reference's positions after each building (the kept lists are
worked out from the ones before). The option lists themselves are checked decision by decision
in test_option_lists.py."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from engine_reference import REFERENCE_MIN_STRENGTH, legal_positions, playable

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.board.zoo import has_legal_position, zoo_map
from arknova_desktop.engine.board.zoo import legal_positions as fast_positions
from arknova_desktop.engine.game import Game
from arknova_desktop.engine.kernel.choices import PlaceBuilding
from arknova_desktop.engine.rules.animals import any_playable
from arknova_desktop.engine.rules.animals import playable as fast_playable
from arknova_desktop.engine.rules.placement import place_building

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from make_option_lists import SPECS, OptionSpec, decisions  # noqa: E402

BUILDINGS = tuple(
    b for b, t in BUILDING_TYPES.items() if not t.unique_per_zoo or b in ("petting_zoo",)
)
# Every other decision of these games is checked against the reference in full (it is slow).
CHECKED = [s for s in SPECS if s.chooser == "actions"]


def check_position(game: Game, seat: int) -> int:
    """Compare every fast answer for `seat` with the reference; how many were compared."""
    compared = 0
    player = game.state.players[seat]
    if not player.map_id:
        return 0
    for card in player.action_cards:
        reference = REFERENCE_MIN_STRENGTH.get(card.action)
        if reference is None:
            continue
        fast = game.bus.actions[card.action].min_strength(game, seat, card.upgraded)
        assert fast == reference(game, seat, card.upgraded), (card.action, card.upgraded)
        compared += 1
    for upgraded in (False, True):
        slow = playable(game, seat, upgraded)
        assert [p.card for p in fast_playable(game, seat, upgraded)] == slow
        assert any_playable(game, seat, upgraded) == bool(slow)
        for building in BUILDINGS:
            slow_places = legal_positions(player, building, upgraded)
            assert list(fast_positions(player, building, upgraded)) == slow_places, building
            assert has_legal_position(player, building, upgraded) == bool(slow_places)
            compared += 2
    return compared


@pytest.mark.parametrize("spec", CHECKED, ids=[s.name for s in CHECKED])
def test_every_fast_answer_is_the_slow_one(spec: OptionSpec) -> None:
    compared = 0
    for index, (game, decision) in enumerate(decisions(spec)):
        if index % 2 == 0:
            compared += check_position(game, decision.seat)
    assert compared > 100


@pytest.mark.parametrize("map_id", ["A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
def test_zoos_built_at_random_get_the_reference_positions(map_id: str) -> None:
    """Buildings put down one after another (kiosks too, so the kiosk distance counts): after
    each, every building's positions with and without Build II are the reference's, whether the
    fast lists were worked out anew, from the zoo before, or kept."""
    rng = random.Random(int(map_id, 36))
    for _zoo in range(3):
        game = new_game(GameConfig(players=1, seed=rng.randrange(10**6), maps=(map_id,)))
        player = game.state.players[0]
        assert player.map_id == map_id and zoo_map(player).id == map_id
        for _building in range(40):
            for building in BUILDINGS:
                for build_ii in (False, True):
                    slow = legal_positions(player, building, build_ii)
                    assert list(fast_positions(player, building, build_ii)) == slow
                    assert has_legal_position(player, building, build_ii) == bool(slow)
            choices = [c.choice for b in BUILDINGS for c in legal_positions(player, b, True)]
            if not choices:
                break
            choice = rng.choice(choices)
            assert isinstance(choice, PlaceBuilding)
            place_building(game, 0, choice, 0)
            game.state.stack.clear()  # the bonuses it set off are not this test's business


def test_a_kept_empty_position_list_answers_whether_there_are_any(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once a building's legal positions are worked out and there are none, asking whether there
    are any answers from that list (an empty list once fell through and was worked out again)."""
    from arknova_desktop.engine.board import zoo

    game = new_game(GameConfig(players=2, seed=1))
    rng = random.Random(1)
    for _ in range(400):  # zoos built up far enough that some building no longer fits
        if game.decision is None:
            break
        game.apply(rng.choice(game.decision.options))
    for kept in (zoo._legal_kept, zoo._choices_kept, zoo._any_kept):
        kept.clear()
    full = [
        (player, building)
        for player in game.state.players
        for building in BUILDINGS
        if zoo._position_key(player, building, False, False, False) is not None
        and not fast_positions(player, building, False)
    ]
    assert full, "no zoo of the game is full for any building"

    def worked_out_again(*_args: object) -> int:
        raise AssertionError("the positions were worked out again")

    monkeypatch.setattr(zoo, "_legal", worked_out_again)
    for player, building in full:
        assert has_legal_position(player, building, False) is False
