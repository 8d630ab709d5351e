"""Layer 4, the rules: gains and track bonuses, the five actions, abilities, placement, sponsors,
conservation, map abilities and the card-effect interpreter. Imports the layers below.

Each rule module that reacts to a trigger or adds an action, a bonus tile or a turn extra has an
`install(bus)` function; `install` calls them in the one order below."""

from __future__ import annotations

from ..kernel.triggers import TriggerBus
from . import (
    animals,
    association,
    association_board,
    bonuses,
    build,
    cards_action,
    conservation,
    effect_runner,
    map_abilities,
    sponsors,
)

# The order of installation is the order in which handlers of one trigger run (docs/engine.md):
# income is kiosks / map abilities, then recurring left-edge bonuses, then sponsors.
INSTALL_ORDER = (
    bonuses,
    association_board,
    build,
    animals,
    association,
    cards_action,
    map_abilities,
    conservation,
    sponsors,
    effect_runner,
)


def install(bus: TriggerBus) -> None:
    for module in INSTALL_ORDER:
        module.install(bus)
