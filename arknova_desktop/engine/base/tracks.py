"""Track arithmetic: appeal income, target numbers, reputation range and the bonus spaces.

Pure functions only; the numbers come from docs/rules.md §1–§3 (official rulebook, BGA tables).
"""

from __future__ import annotations

APPEAL_MAX = 113
CONSERVATION_MAX = 41
REPUTATION_MAX = 15
REPUTATION_CAP_WITHOUT_CARDS_II = 9
X_TOKENS_MAX = 5

# (lowest appeal of the band, money at that value, band width) for appeal ≥ 5.
_INCOME_BANDS: tuple[tuple[int, int, int], ...] = (
    (5, 10, 2),
    (17, 16, 3),
    (32, 21, 4),
    (56, 27, 5),
    (96, 35, 6),
)


def appeal_income(appeal: int) -> int:
    """Money paid in a break for an appeal value (docs/rules.md §1 income table)."""
    if appeal < 0:
        raise ValueError(f"appeal cannot be negative: {appeal}")
    appeal = min(appeal, APPEAL_MAX)
    if appeal <= 4:
        return 5 + appeal
    base, money, width = next(band for band in reversed(_INCOME_BANDS) if appeal >= band[0])
    return money + (appeal - base) // width


def target_number(conservation: int) -> int:
    """Lowest appeal of the scoring area of a conservation value: 114−2c to 10, then 124−3c."""
    if not 0 <= conservation <= CONSERVATION_MAX:
        raise ValueError(f"conservation out of range 0..{CONSERVATION_MAX}: {conservation}")
    if conservation <= 10:
        return 114 - 2 * conservation
    return 124 - 3 * conservation


def victory_points(appeal: int, conservation: int) -> int:
    """VP = appeal − target number of the conservation value."""
    return appeal - target_number(conservation)


def reputation_range(reputation: int) -> int:
    """How many display folders (from folder 1) a reputation value reaches."""
    if reputation <= 1:
        return 1
    if reputation <= 3:
        return 2
    if reputation <= 6:
        return 3
    if reputation <= 9:
        return 4
    if reputation <= 12:
        return 5
    return 6


# Reputation spaces with a one-time bonus (docs/rules.md §3).
REPUTATION_BONUS_SPACES: dict[int, str] = {
    5: "upgrade",
    8: "worker",
    10: "card",
    11: "conservation",
    12: "x_token",
    13: "card",
    14: "conservation",
    15: "x_token",
}

# Conservation spaces with a one-time bonus (docs/rules.md §2); 10 is the final-scoring discard.
CONSERVATION_BONUS_SPACES: tuple[int, ...] = (2, 5, 8, 10)
BONUS_TILE_SPACES: tuple[int, ...] = (5, 8)

# Break track distance from the player-count start space to the last space (docs/rules.md §4).
BREAK_TRACK_LENGTH: dict[int, int] = {2: 9, 3: 12, 4: 15}

# Hand limit in breaks; the reputation/hand-limit university raises it.
HAND_LIMIT = 3
HAND_LIMIT_WITH_UNIVERSITY = 5
