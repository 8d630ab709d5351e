"""Names used across the engine: actions, continents, universities, bonus tiles."""

from __future__ import annotations

from typing import Final

ANIMALS: Final = "animals"
BUILD: Final = "build"
CARDS: Final = "cards"
ASSOCIATION: Final = "association"
SPONSORS: Final = "sponsors"
ACTIONS: Final[tuple[str, ...]] = (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)

CONTINENTS: Final[tuple[str, ...]] = ("africa", "americas", "asia", "australia", "europe")

# The three university kinds (docs/rules.md §5): what each gives and its research icons.
UNIVERSITY_REPUTATION_HAND: Final = "reputation_hand_limit"  # +1 reputation, hand limit 5
UNIVERSITY_RESEARCH_REPUTATION: Final = "research_reputation"  # 1 research icon, +2 reputation
UNIVERSITY_RESEARCH: Final = "research"  # 2 research icons
UNIVERSITIES: Final[tuple[str, ...]] = (
    UNIVERSITY_REPUTATION_HAND,
    UNIVERSITY_RESEARCH_REPUTATION,
    UNIVERSITY_RESEARCH,
)
UNIVERSITY_REPUTATION: Final[dict[str, int]] = {
    UNIVERSITY_REPUTATION_HAND: 1,
    UNIVERSITY_RESEARCH_REPUTATION: 2,
    UNIVERSITY_RESEARCH: 0,
}
UNIVERSITY_RESEARCH_ICONS: Final[dict[str, int]] = {
    UNIVERSITY_REPUTATION_HAND: 0,
    UNIVERSITY_RESEARCH_REPUTATION: 1,
    UNIVERSITY_RESEARCH: 2,
}

MAX_PARTNER_ZOOS: Final = 4
MAX_UNIVERSITIES: Final = 3
MAX_WORKERS: Final = 4  # 1 active at the start + 3 lying on the zoo map
MAX_UPGRADES: Final = 4

# The 9 base bonus tiles (docs/rules.md §2).
TILE_MONEY: Final = "money_10"
TILE_REPUTATION: Final = "reputation_2"
TILE_X_TOKENS: Final = "x_tokens_3"
TILE_CARDS: Final = "cards_3"
TILE_ENCLOSURE: Final = "enclosure_3"
TILE_PARTNER_ZOO: Final = "partner_zoo"
TILE_UNIVERSITY: Final = "university"
TILE_MULTIPLIER: Final = "multiplier"
TILE_SPONSOR: Final = "sponsor"
BONUS_TILES: Final[tuple[str, ...]] = (
    TILE_MONEY,
    TILE_REPUTATION,
    TILE_X_TOKENS,
    TILE_CARDS,
    TILE_ENCLOSURE,
    TILE_PARTNER_ZOO,
    TILE_UNIVERSITY,
    TILE_MULTIPLIER,
    TILE_SPONSOR,
)
BONUS_MONEY_5: Final = "money_5"  # always available instead of a tile at conservation 5 and 8
BONUS_UPGRADE: Final = "upgrade"
BONUS_WORKER: Final = "worker"

# Tokens on action cards.
MULTIPLIER: Final = "multiplier"
VENOM: Final = "venom"
CONSTRICTION: Final = "constriction"

# Donation spaces of the association board, top to bottom (docs/rules.md §5).
DONATION_VALUES: Final[tuple[int, ...]] = (2, 5, 5, 7, 7, 10, 10, 12)
# 2 players: the left column (one 5, one 7, one 10) is blocked at setup.
DONATION_BLOCKED_2P: Final[tuple[int, ...]] = (1, 3, 5)

SOLO_ROUNDS: Final[tuple[int, ...]] = (7, 6, 5, 4, 3, 2)
SOLO_DIFFICULTIES: Final[tuple[int, ...]] = (20, 10, 0)
