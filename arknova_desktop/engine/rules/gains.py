"""Gains and losses on a player's counters, with the track bonuses they trigger.

Every change of money, appeal, conservation, reputation, X-tokens and workers goes through here, so
the caps (appeal 113, conservation 41, reputation 9/15, X-tokens 5, workers 4), the bonus spaces and
the end-of-game trigger are written once.
"""

from __future__ import annotations

from ..base.constants import MAX_WORKERS
from ..base.tracks import (
    APPEAL_MAX,
    CONSERVATION_MAX,
    REPUTATION_BONUS_SPACES,
    REPUTATION_MAX,
    X_TOKENS_MAX,
    target_number,
)
from ..board.zoo_map import load_map
from ..kernel.core import Core, Frame, push_effects
from ..kernel.events import EndTriggered, GainCapped, ResourceChanged
from ..kernel.state import EndState, PlayerState
from ..kernel.triggers import DiscardRoundDue, TrackBonusDue

CONSERVATION_BONUS_SPACES = (2, 5, 8)
DISCARD_SPACE = 10  # the first player to reach it starts the final scoring discard


def gain_money(g: Core, seat: int, amount: int, reason: str = "") -> None:
    if amount == 0:
        return
    player = g.state.players[seat]
    player.money += amount
    g.emit(ResourceChanged(seat, "money", amount, player.money, reason))


def gain_x_tokens(g: Core, seat: int, amount: int, reason: str = "") -> None:
    player = g.state.players[seat]
    new = max(0, min(X_TOKENS_MAX, player.x_tokens + amount))
    delta = new - player.x_tokens
    if new != player.x_tokens:
        player.x_tokens = new
        g.emit(ResourceChanged(seat, "x_tokens", delta, new, reason))
    if amount > 0 and delta < amount:  # said, not silently dropped
        g.emit(GainCapped(seat, "x_tokens", amount - max(delta, 0), X_TOKENS_MAX, reason))


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
    if cap < REPUTATION_MAX and old + amount > cap:  # lost, nothing instead (docs/rules.md §3)
        g.emit(GainCapped(seat, "reputation", amount - max(new - old, 0), cap, reason))
    effects: list[Frame] = []
    for space in range(old + 1, new + 1):
        kind = REPUTATION_BONUS_SPACES.get(space)
        if kind is None or space in player.reputation_bonuses:
            continue
        player.reputation_bonuses = player.reputation_bonuses | {space}
        effects.extend(g.bus.fire(g, TrackBonusDue(seat, "reputation", space, kind)))
    if overflow_appeal:
        gain_appeal(g, seat, overflow_appeal, "reputation past 15")
    push_effects(g, seat, effects)


def reputation_bonuses_due(player: PlayerState, amount: int) -> bool:
    """Whether gaining `amount` reputation now brings more than the number: a bonus space not
    yet rewarded, or reputation lost to the cap of 9 (Cards still on side I)."""
    if amount <= 0:
        return False
    old = player.reputation
    cap = player.reputation_cap
    if cap < REPUTATION_MAX and old + amount > cap:
        return True
    return any(
        space in REPUTATION_BONUS_SPACES and space not in player.reputation_bonuses
        for space in range(old + 1, min(cap, old + amount) + 1)
    )


def conservation_bonuses_due(g: Core, player: PlayerState, amount: int) -> bool:
    """Whether gaining `amount` conservation now reaches a bonus space or the 10-space discard."""
    old = player.conservation
    new = min(CONSERVATION_MAX, old + max(0, amount))
    discard = old < DISCARD_SPACE <= new and not g.state.final_scoring_discarded
    return discard or any(old < space <= new for space in CONSERVATION_BONUS_SPACES)


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
        frame
        for space in CONSERVATION_BONUS_SPACES
        if old < space <= new
        for frame in g.bus.fire(g, TrackBonusDue(seat, "conservation", space, ""))
    ]
    discard_now = old < DISCARD_SPACE <= new and not g.state.final_scoring_discarded
    if discard_now:
        g.state.final_scoring_discarded = True
    check_end_trigger(g, seat)
    push_effects(g, seat, effects)
    if discard_now:
        # Reached together with the 5 / 8 bonus, the discard round is one of the player's
        # simultaneous effects: they order it when it comes up (FinalScoringDiscard).
        g.bus.fire(g, DiscardRoundDue(seat, bonuses_below=bool(effects)))


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
