"""What the engine chose by itself before save version 4, for replaying older choice logs.

Version 4 asks the player at places where the engine used to decide silently (docs/saves.md).
A choice log written before that never answers those decisions; `legacy_answer` gives, for each
of them, the choice that does exactly what the engine did then, so the old game replays to the
same state (and the same digest). Nothing else may use it: a new game always asks.
"""

from __future__ import annotations

from .kernel.choices import Choice, ChooseVictim, PickEffect, TakeReputation, UncoverSlot
from .kernel.core import Decision
from .rules.bonuses import DISCARD_ROUND

# The decision kinds that save version 4 introduced, and what the engine did before.
LEGACY_KINDS: frozenset[str] = frozenset(
    {
        "animals_reputation",  # Animals II at strength 5: the reputation was always taken
        "choose_victim",  # a tie for the lead: the first tied leader after the active player
        "left_edge_slot",  # a support: the top-most covered left-edge slot
        "order_university_reward",  # the university's reputation (and its bonuses) first
        "order_final_scoring_discard",  # the discard round before the 5 / 8 bonuses
    }
)


def legacy_answer(decision: Decision) -> Choice | None:
    """The choice that reproduces the engine's behaviour before save version 4 at `decision`;
    None if the decision existed before (the log answers it) or the old behaviour is not among
    its options."""
    if decision.kind not in LEGACY_KINDS:
        return None
    options = decision.options
    found: Choice | None = None
    if decision.kind == "animals_reputation":
        found = next((o for o in options if isinstance(o, TakeReputation)), None)
    elif decision.kind == "choose_victim":
        # The options follow turn order from the active player. Before version 4 the first tied
        # leader was hit (or nobody, if that player could not be targeted: not reproducible).
        found = next((o for o in options if isinstance(o, ChooseVictim)), None)
    elif decision.kind == "left_edge_slot":
        slots = [o for o in options if isinstance(o, UncoverSlot)]
        found = min(slots, key=lambda o: o.slot) if slots else None
    elif decision.kind == "order_university_reward":
        found = next(
            (
                o
                for o in options
                if isinstance(o, PickEffect) and o.effect.startswith("university reputation")
            ),
            None,
        )
    elif decision.kind == "order_final_scoring_discard":
        found = next(
            (o for o in options if isinstance(o, PickEffect) and o.effect == DISCARD_ROUND), None
        )
    return found if found is not None and decision.allows(found) else None
