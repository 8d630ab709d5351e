"""The association board's options and reasons (engine explain_board.py): through seeded random
games, every board decision lists each of its options as choosable, every thing it dims is not
an option and carries a reason, and any other decision lists nothing."""

from __future__ import annotations

import random

import pytest

from arknova_desktop.engine import (
    AssociationTask,
    DecisionKind,
    Donate,
    GameConfig,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
    Unusable,
    new_game,
)

BOARD_CHOICES = (AssociationTask, Donate, TakePartnerZoo, TakeUniversity, SupportProject)
BOARD_KINDS = {
    DecisionKind.ASSOCIATION,
    DecisionKind.ASSOCIATION_PARTNER_ZOO,
    DecisionKind.ASSOCIATION_UNIVERSITY,
    DecisionKind.ASSOCIATION_PROJECT,
    DecisionKind.PARTNER_ZOO,
    DecisionKind.UNIVERSITY,
    DecisionKind.CONSERVATION_BONUS,
}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_board_options_agree_with_the_decision(seed: int) -> None:
    game = new_game(GameConfig(players=2, seed=seed, maps=("A", "A")))
    rng = random.Random(seed)
    seen: set[str] = set()
    while (decision := game.decision) is not None:
        found = game.board_options(decision.seat)
        other = (decision.seat + 1) % 2
        assert game.board_options(other) == ()  # only the deciding seat's decision
        if decision.kind not in BOARD_KINDS:
            assert found == ()
        listed = {option.choice for option in found}
        for choice in decision.options:
            if isinstance(choice, BOARD_CHOICES):
                assert choice in listed, (decision.kind, choice)
        for option in found:
            lit = option.reason is None
            assert lit == decision.allows(option.choice), option
            assert lit or option.reason.kind is not Unusable.NO_RULES, option
            if isinstance(option.choice, TakeBonus):
                assert option.space in game.state.bonus_tiles
        if found:
            seen.add(decision.kind)
        game.apply(rng.choice(decision.options))
    assert DecisionKind.ASSOCIATION in seen
