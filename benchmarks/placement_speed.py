"""Legal building placements: time to list every legal (building, cells) of a Build II action at
strength 5 on a half-covered map — the options the UI lights up and bots search over.

Run: `python benchmarks/placement_speed.py` (prints a table).
"""

from __future__ import annotations

import random
import statistics
import time

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.board.zoo import covered_cells, legal_positions, zoo_map
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules.build import BUILD_II_TYPES, placement_options
from arknova_desktop.simulate import format_table


def half_cover(game: object, seat: int, seed: int) -> None:
    """Grow a random zoo, building by building, until half the building cells are covered."""
    player = game.state.players[seat]  # type: ignore[attr-defined]
    rng = random.Random(seed)
    target = len(zoo_map(player).building_cells) // 2
    kinds = [b for b in BUILDING_TYPES if b.startswith("enclosure_") or b == "pavilion"]
    while len(covered_cells(player)) < target:
        building = rng.choice(kinds)
        spots = list(legal_positions(player, building, True))
        if spots:
            spot = rng.choice(spots)
            player.buildings = (*player.buildings, PlacedBuilding(building, spot.cells))


def main() -> None:
    rows: list[tuple[str, str]] = []
    for map_id in MAP_NAMES:
        try:
            game = new_game(GameConfig(players=1, seed=1, maps=(map_id,)))
        except Exception as error:  # a map not designed yet
            rows.append((f"map {map_id}", f"not available ({type(error).__name__})"))
            continue
        half_cover(game, 0, 7)
        game.state.players[0].money = 100
        times: list[float] = []
        count = 0
        for _ in range(50):
            t0 = time.perf_counter()
            count = len(placement_options(game, 0, BUILD_II_TYPES, 5, True, free=False))
            times.append(time.perf_counter() - t0)
        rows.append(
            (
                f"map {map_id}",
                f"{count} placements, median {statistics.median(times) * 1e3:.2f} ms, "
                f"max {max(times) * 1e3:.2f} ms",
            )
        )
    print(format_table("Legal placements, Build II strength 5, half-covered map", rows))


if __name__ == "__main__":
    main()
