"""Decision kinds (engine/kernel/decisions.py): every decision the engine makes has a
`DecisionKind` member as its kind — checked on every decision of the golden games — and the enum
has no member that the engine never uses."""

from __future__ import annotations

import json
import re
import sys
from enum import StrEnum
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import make_goldens  # a tool script, not a package: found through the path above

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Skip
from arknova_desktop.engine.kernel.core import ChoiceFrame, RulesError
from arknova_desktop.engine.kernel.decisions import DecisionKind

ENGINE = Path(__file__).resolve().parents[1] / "arknova_desktop" / "engine"
GOLDEN_FILES = sorted(make_goldens.GOLDEN_DIR.glob("*.json"))


def test_the_kinds_are_strings_with_the_values_of_old() -> None:
    assert issubclass(DecisionKind, StrEnum)
    assert DecisionKind.CHOOSE_ACTION == "choose_action"
    assert DecisionKind("order_effects") is DecisionKind.ORDER_EFFECTS
    assert all(member.value == member.name.lower() for member in DecisionKind)


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: p.stem)
def test_every_decision_of_a_golden_game_has_a_member_as_its_kind(path: Path) -> None:
    stored = json.loads(path.read_text(encoding="utf-8"))
    game = new_game(make_goldens.config_from_data(stored["config"]))
    seen: set[DecisionKind] = set()
    for data in stored["moves"]:
        decision = game.decision
        assert decision is not None
        assert type(decision.kind) is DecisionKind, f"{decision.kind!r} is not a DecisionKind"
        seen.add(decision.kind)
        game.apply(make_goldens.move_from_data(data).choice)
    assert game.is_over
    assert DecisionKind.CHOOSE_ACTION in seen


def test_every_member_is_used_by_the_engine() -> None:
    sources = "\n".join(
        p.read_text(encoding="utf-8") for p in ENGINE.rglob("*.py") if p.name != "decisions.py"
    )
    used = set(re.findall(r"DecisionKind\.([A-Z_]+)\b", sources))
    assert {m.name for m in DecisionKind} - used == set()
    assert used - {m.name for m in DecisionKind} == set()


def test_a_choice_frame_refuses_a_choice_of_another_type_and_stays() -> None:
    game = new_game(GameConfig(players=2, seed=1))
    frame = game.state.stack[-1]
    assert isinstance(frame, ChoiceFrame)
    depth = len(game.state.stack)
    with pytest.raises(RulesError):
        frame.resolve(game, Skip())
    assert len(game.state.stack) == depth and game.state.stack[-1] is frame
