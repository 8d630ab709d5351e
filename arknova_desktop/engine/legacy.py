"""What the engine chose by itself before save version 4, for replaying older choice logs.

Version 4 asks the player at places where the engine used to decide silently (docs/saves.md).
A choice log written before that never answers those decisions; `legacy_answer` gives, for each
of them, the choice that does exactly what the engine did then, so the old game replays to the
same state (and the same digest). Nothing else may use it: a new game always asks.
"""

from __future__ import annotations

from .kernel.choices import Choice, ChooseVictim, PickEffect, TakeReputation, UncoverSlot
from .kernel.core import Decision
from .kernel.decisions import DecisionKind
from .rules.bonuses import DISCARD_ROUND

# The decision kinds that save version 4 introduced, and what the engine did before.
LEGACY_KINDS: frozenset[DecisionKind] = frozenset(
    {
        DecisionKind.ANIMALS_REPUTATION,  # Animals II at strength 5: the reputation, always
        DecisionKind.CHOOSE_VICTIM,  # a tied lead: the first tied leader after the active player
        DecisionKind.LEFT_EDGE_SLOT,  # a support: the top-most covered left-edge slot
        DecisionKind.ORDER_UNIVERSITY_REWARD,  # the university's reputation (and its bonuses) first
        DecisionKind.ORDER_FINAL_SCORING_DISCARD,  # the discard round before the 5 / 8 bonuses
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
    if decision.kind == DecisionKind.ANIMALS_REPUTATION:
        found = next((o for o in options if isinstance(o, TakeReputation)), None)
    elif decision.kind == DecisionKind.CHOOSE_VICTIM:
        # The options follow turn order from the active player. Before version 4 the first tied
        # leader was hit (or nobody, if that player could not be targeted: not reproducible).
        found = next((o for o in options if isinstance(o, ChooseVictim)), None)
    elif decision.kind == DecisionKind.LEFT_EDGE_SLOT:
        slots = [o for o in options if isinstance(o, UncoverSlot)]
        found = min(slots, key=lambda o: o.slot) if slots else None
    elif decision.kind == DecisionKind.ORDER_UNIVERSITY_REWARD:
        found = next(
            (
                o
                for o in options
                if isinstance(o, PickEffect) and o.effect.startswith("university reputation")
            ),
            None,
        )
    elif decision.kind == DecisionKind.ORDER_FINAL_SCORING_DISCARD:
        found = next(
            (o for o in options if isinstance(o, PickEffect) and o.effect == DISCARD_ROUND), None
        )
    return found if found is not None and decision.allows(found) else None
