"""Which zoo maps exist, their names and groups. The layouts are in maps/*.json (zoo_map.py)."""

from __future__ import annotations

from attrs import frozen


@frozen
class MapSlotRewards:
    """Conservation points printed on a map's 4th partner zoo, 3rd university and last worker
    slots (docs/rules.md §6; our choice for maps A and 0 is in docs/rulings.md)."""

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

# How the setup screen groups the maps.
MAP_GROUPS: dict[str, tuple[str, ...]] = {
    "Base game": ("A", "0", *ADVANCED_MAPS),
    "Zoo Map Pack 1": ("9", "10"),
}
