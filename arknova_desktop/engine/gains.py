"""Gains and losses on a player's counters, with the track bonuses they trigger.

Every change of money, appeal, conservation, reputation, X-tokens and workers goes through here, so
the caps (appeal 113, conservation 41, reputation 9/15, X-tokens 5, workers 4), the bonus spaces and
the end-of-game trigger are written once.
"""

from __future__ import annotations

from . import bonuses
from .constants import MAX_WORKERS
from .core import Core, Frame, push_effects
from .events import EndTriggered, ResourceChanged
from .state import EndState
from .tracks import (
    APPEAL_MAX,
    CONSERVATION_MAX,
    REPUTATION_BONUS_SPACES,
    REPUTATION_MAX,
    X_TOKENS_MAX,
    target_number,
)
from .zoo_map import load_map


def gain_money(g: Core, seat: int, amount: int, reason: str = "") -> None:
    if amount == 0:
        return
    player = g.state.players[seat]
    player.money += amount
    g.emit(ResourceChanged(seat, "money", amount, player.money, reason))


def gain_x_tokens(g: Core, seat: int, amount: int, reason: str = "") -> None:
    player = g.state.players[seat]
    new = max(0, min(X_TOKENS_MAX, player.x_tokens + amount))
    if new != player.x_tokens:
        delta = new - player.x_tokens
        player.x_tokens = new
        g.emit(ResourceChanged(seat, "x_tokens", delta, new, reason))


def gain_appeal(g: Core, seat: int, amount: int, reason: str = "") -> None:
    player = g.state.players[seat]
    new = max(0, min(APPEAL_MAX, player.appeal + amount))
    if new != player.appeal:
        delta = new - player.appeal
        player.appeal = new
        g.emit(ResourceChanged(seat, "appeal", delta, new, reason))
        check_end_trigger(g, seat)


def gain_reputation(g: Core, seat: int, amount: int, reason: str = "") -> None:
    """Raise reputation, capped at 9 without Cards II; past 15 each step is 1 appeal instead.

    Every bonus space reached is collected (once per player); several at once are ordered by the
    player.
    """
    if amount <= 0:
        return
    player = g.state.players[seat]
    old = player.reputation
    cap = player.reputation_cap
    new = min(cap, old + amount)
    overflow_appeal = max(0, old + amount - REPUTATION_MAX) if cap == REPUTATION_MAX else 0
    if new != old:
        player.reputation = new
        g.emit(ResourceChanged(seat, "reputation", new - old, new, reason))
    effects: list[Frame] = []
    for space in range(old + 1, new + 1):
        kind = REPUTATION_BONUS_SPACES.get(space)
        if kind is None or space in player.reputation_bonuses:
            continue
        player.reputation_bonuses = player.reputation_bonuses | {space}
        effects.append(bonuses.reputation_bonus_frame(seat, space, kind))
    if overflow_appeal:
        gain_appeal(g, seat, overflow_appeal, "reputation past 15")
    push_effects(g, seat, effects)


def gain_conservation(g: Core, seat: int, amount: int, reason: str = "") -> None:
    """Raise conservation (it never goes down); bonus spaces 2, 5, 8 and the 10-space discard."""
    if amount <= 0:
        return
    player = g.state.players[seat]
    old = player.conservation
    new = min(CONSERVATION_MAX, old + amount)
    if new == old:
        return
    player.conservation = new
    g.emit(ResourceChanged(seat, "conservation", new - old, new, reason))
    effects: list[Frame] = [
        bonuses.ConservationBonus(seat, space) for space in (2, 5, 8) if old < space <= new
    ]
    discard_now = old < 10 <= new and not g.state.final_scoring_discarded
    if discard_now:
        g.state.final_scoring_discarded = True
    check_end_trigger(g, seat)
    push_effects(g, seat, effects)
    if discard_now:
        bonuses.push_final_scoring_discards(g, seat)


def hire_worker(g: Core, seat: int, reason: str = "") -> None:
    """Activate the lowest lying worker; the last one uncovers the map's conservation reward."""
    player = g.state.players[seat]
    if player.workers >= MAX_WORKERS:
        return
    player.workers += 1
    g.emit(ResourceChanged(seat, "workers", 1, player.workers, reason))
    if player.workers == MAX_WORKERS:
        reward = load_map(player.map_id).slot_rewards.worker_4
        gain_conservation(g, seat, reward, "last worker slot")


def check_end_trigger(g: Core, seat: int) -> None:
    """End of game: a player's appeal reaches the target of their conservation (not in solo)."""
    st = g.state
    if st.end is not None or st.is_solo or st.phase != "play":
        return
    player = st.players[seat]
    if player.appeal < target_number(player.conservation):
        return
    count = st.player_count
    if st.in_break:
        start = (st.break_trigger_seat + 1) % count
        remaining = tuple((start + i) % count for i in range(count))
    else:
        current = st.turn_seat
        remaining = tuple((current + i) % count for i in range(1, count))
    st.end = EndState(trigger_seat=seat, during_break=st.in_break, remaining=remaining)
    g.emit(EndTriggered(seat, st.in_break))
