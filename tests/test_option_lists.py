"""Exactness of the fast engine (issue 23): every decision of many seeded games offers the same
options, in the same order, as the engine did before its speed work (tests/option_lists/, written
by tools/make_option_lists.py from that engine: 1–4 players, every zoo map, the map draft, a
uniform chooser and one that prefers actions)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from make_option_lists import SPECS, OptionSpec, decisions, digest, path_of  # noqa: E402


@pytest.mark.parametrize("spec", SPECS, ids=[s.name for s in SPECS])
def test_every_decision_offers_what_the_engine_offered_before(spec: OptionSpec) -> None:
    stored = json.loads(path_of(spec).read_text(encoding="utf-8"))
    expected = stored["digests"].split()
    made = 0
    for index, (_game, decision) in enumerate(decisions(spec)):
        assert index < len(expected), f"{spec.name}: more decisions than the {len(expected)} stored"
        assert digest(decision) == expected[index], (
            f"{spec.name}: decision {index + 1} ({decision.kind}, seat {decision.seat}, "
            f"{len(decision.options)} options) offers other options than before"
        )
        made += 1
    assert made == stored["decisions"] == len(expected)


def test_the_games_cover_every_map_every_seat_count_and_the_draft() -> None:
    maps = {m for s in SPECS for m in s.config.maps}
    assert maps >= {"A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}
    assert {s.config.players for s in SPECS} == {1, 2, 3, 4}
    assert any(s.config.map_draft for s in SPECS)
    assert sorted(p.name for p in path_of(SPECS[0]).parent.glob("*.json")) == sorted(
        f"{s.name}.json" for s in SPECS
    )
