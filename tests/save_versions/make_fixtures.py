"""Regenerate the save of every version in this folder (tests/test_save_versions.py loads them).

Each file is a short real game written by today's `save_data` and then turned into the old format
by hand, the way that version wrote it:

- version 1: no "seats" (every seat was human), no "session", no "maps" in the snapshot;
- version 2: "seats", but no "session" and no "maps" in the snapshot;
- version 3: as written today.

Run it again only when the engine changes what a game state holds (the digests no longer match):

    python tests/save_versions/make_fixtures.py

When VERSION goes up, add the new version here (and keep the old ones as they are).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from arknova_desktop.engine import GameConfig, new_game  # noqa: E402
from arknova_desktop.saves import SessionMeta, save_data  # noqa: E402

SAVED_AT = 1_790_000_000.0  # a fixed date, so that the files do not change on every run


def game_data(config: GameConfig, seats: tuple[str, ...], decisions: int, **meta: Any) -> dict:
    game = new_game(config)
    chooser = random.Random(config.seed)
    log = []
    while len(log) < decisions and game.decision is not None:
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    data = save_data(config, seats, log, game, SessionMeta(**meta))
    data["saved_at"] = SAVED_AT
    data["app_version"] = "0.1.0"
    return data


def version_1() -> dict:
    config = GameConfig(players=2, seed=101, names=("Ada", "Ben"), maps=("1", "2"))
    data = game_data(config, ("human", "human"), 30, game_id="unused")
    del data["seats"], data["session"], data["snapshot"]["maps"]
    return {**data, "version": 1}


def version_2() -> dict:
    config = GameConfig(players=3, seed=102, names=("Cleo", "Dan", "Eve"), maps=("3", "A", "0"))
    data = game_data(config, ("human", "bot", "human"), 40, game_id="unused")
    del data["session"], data["snapshot"]["maps"]
    return {**data, "version": 2}


def version_3() -> dict:
    config = GameConfig(players=2, seed=103, names=("Finn", "Gus"), map_draft=True)
    return game_data(
        config,
        ("human", "bot"),
        30,
        game_id="0123456789abcdef0123456789abcdef",
        awaiting_end_turn=True,
    )


def main() -> None:
    for number, make in ((1, version_1), (2, version_2), (3, version_3)):
        path = HERE / f"v{number}.json"
        path.write_text(json.dumps(make(), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
