"""The association board's options and reasons (engine explain_board.py): through seeded random
games, every board decision lists each of its options as choosable, every thing it dims is not
an option and carries a reason, and any other decision lists nothing. The same for the left edge
of a zoo map while a support takes one of its tokens."""

from __future__ import annotations

import random

import pytest

from arknova_desktop.engine import (
    AssociationTask,
    DecisionKind,
    Donate,
    GameConfig,
    PlayProject,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
    UncoverSlot,
    Unusable,
    new_game,
)

BOARD_CHOICES = (
    AssociationTask,
    Donate,
    TakePartnerZoo,
    TakeUniversity,
    SupportProject,
    PlayProject,
)
BONUS = DecisionKind.CONSERVATION_BONUS  # every option on the board (tiles, space 2)
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
            if isinstance(choice, BOARD_CHOICES) or decision.kind is BONUS:
                assert choice in listed, (decision.kind, choice)
        for option in found:
            lit = option.reason is None
            assert lit == decision.allows(option.choice), option
            assert lit or option.reason.kind is not Unusable.NO_RULES, option
            if isinstance(option.choice, TakeBonus):
                assert option.space in game.state.bonus_tiles or option.space == 2
        if found:
            seen.add(decision.kind)
        game.apply(rng.choice(decision.options))
    assert DecisionKind.ASSOCIATION in seen


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
def test_left_edge_options_agree_with_the_decision(seed: int) -> None:
    """Each of the seven slots is listed; the covered ones are exactly the decision's options,
    the uncovered ones are dimmed because their token is on a project."""
    game = new_game(GameConfig(players=2, seed=seed, maps=("A", "0")))
    rng = random.Random(seed)
    seen = 0
    while (decision := game.decision) is not None:
        found = game.left_edge_options(decision.seat)
        assert game.left_edge_options((decision.seat + 1) % 2) == ()
        if decision.kind is not DecisionKind.LEFT_EDGE_SLOT:
            assert found == ()
        else:
            seen += 1
            assert [o.choice.slot for o in found] == list(range(1, 8))  # type: ignore[attr-defined]
            lit = {o.choice for o in found if o.reason is None}
            assert lit == set(decision.options)
            player = game.state.players[decision.seat]
            for option in found:
                assert isinstance(option.choice, UncoverSlot)
                if option.reason is not None:
                    assert option.reason.kind is Unusable.NOTHING_TO_TAKE
                    assert option.choice.slot in player.left_edge or player.supported_projects
        game.apply(rng.choice(decision.options))
    if seed in (0, 1):
        assert seen, "the seeded game supports a project with a choice of slots"
