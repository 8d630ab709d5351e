"""Which zoo maps exist and the conservation points printed on their association slots.

The map layouts themselves (square grids) arrive with the maps issue; this table is what the
association rules need already: the 4th partner zoo, the 3rd university and the last worker give
conservation points printed per map (rules-facts §6). Maps A and 0 are not fully known; our choice
is recorded in docs/rulings.md.
"""

from __future__ import annotations

from attrs import frozen


@frozen
class MapSlotRewards:
    partner_zoo_4: int
    university_3: int
    worker_4: int


MAP_NAMES: dict[str, str] = {
    "A": "Map A",
    "0": "Map 0",
    "1": "Observation Tower",
    "2": "Outdoor Areas",
    "3": "Silver Lake",
    "4": "Commercial Harbor",
    "5": "Park Restaurant",
    "6": "Research Institute",
    "7": "Ice Cream Parlors",
    "8": "Hollywood Hills",
    "9": "Geographical Zoo",
    "10": "Rescue Station",
}

ADVANCED_MAPS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8")

SLOT_REWARDS: dict[str, MapSlotRewards] = {
    "A": MapSlotRewards(1, 2, 2),
    "0": MapSlotRewards(1, 1, 1),
    "1": MapSlotRewards(2, 1, 0),
    "2": MapSlotRewards(0, 2, 1),
    "3": MapSlotRewards(1, 2, 0),
    "4": MapSlotRewards(1, 1, 1),
    "5": MapSlotRewards(2, 0, 1),
    "6": MapSlotRewards(1, 0, 2),
    "7": MapSlotRewards(0, 1, 2),
    "8": MapSlotRewards(1, 1, 1),
    "9": MapSlotRewards(1, 1, 1),
    "10": MapSlotRewards(1, 1, 1),
}
