"""GameConfig: everything that, with the seed, determines a game."""

from __future__ import annotations

from collections.abc import Iterable

from attrs import field, frozen

from ..base.constants import SOLO_DIFFICULTIES
from ..base.maps_catalog import MAP_NAMES

MAX_NAME_LENGTH = 40  # characters: a seat's name fits every label (and a save stays small)


def _strings(items: Iterable[str]) -> tuple[str, ...]:
    """A typed converter (attrs' plugin cannot solve `converter=tuple` for mypy)."""
    return tuple(items)


@frozen
class GameConfig:
    """players 1..4 (1 = the solo game); names and maps per seat (default "Player N", map A)."""

    players: int = 2
    seed: int = 0
    names: tuple[str, ...] = field(default=(), converter=_strings)
    maps: tuple[str, ...] = field(default=(), converter=_strings)
    solo_difficulty: int = 20
    map_draft: bool = False  # advanced setup: each seat chooses 1 of 2 dealt maps from 1–8

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.players, int) or not 1 <= self.players <= 4:
            raise ValueError(f"players must be 1 to 4, not {self.players!r}")
        if not isinstance(self.seed, int):
            raise ValueError(f"seed must be an integer, not {self.seed!r}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names given for {self.players} players")
        for name in self.names:
            if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
                raise ValueError(f"a player's name is text of at most {MAX_NAME_LENGTH} characters")
            if not name.isprintable():  # a line break or a control character in every label
                raise ValueError("a player's name may not hold line breaks or control characters")
        if self.maps and len(self.maps) != self.players:
            raise ValueError(f"{len(self.maps)} maps given for {self.players} players")
        for map_id in self.maps:
            if map_id not in MAP_NAMES:
                known = ", ".join(MAP_NAMES)
                raise ValueError(f"unknown zoo map {map_id!r}; known maps: {known}")
        if self.map_draft and self.maps:
            raise ValueError("give either maps per seat or the advanced map draft, not both")
        if self.solo_difficulty not in SOLO_DIFFICULTIES:
            raise ValueError(
                "solo difficulty (starting appeal) must be 20, 10 or 0, "
                f"not {self.solo_difficulty!r}"
            )

    @property
    def is_solo(self) -> bool:
        return self.players == 1

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if self.names else f"Player {seat + 1}"

    def seat_map(self, seat: int) -> str:
        return self.maps[seat] if self.maps else "A"
