"""Regenerate the save of every version in this folder (tests/test_save_versions.py loads them).

Each file is a short real game written by today's `save_data` and then turned into the old format
by hand, the way that version wrote it:

- version 1: no "seats" (every seat was human), no "session", no "maps" in the snapshot;
- version 2: "seats", but no "session" and no "maps" in the snapshot;
- version 3: as version 4 wrote it, with the version number 3;
- version 4: as version 5 wrote it, without the session's "origin" and the snapshot's
  "shown_turn";
- version 5: as written today without "levels" (a game opened from a save as a game of its own);
- version 6: as written today (computers of two levels).

`legacy_v3_animals_ii.json` is a longer version 3 game whose log goes through decisions that
version 4 added (Animals II at strength 5, a support's left-edge slot, the order of a university's
rewards): it is played with the answers the engine gave by itself then (engine/legacy.py) and
written without them, as an app before version 4 wrote it.

Run it again only when the engine changes what a game state holds (the digests no longer match):

    python tests/save_versions/make_fixtures.py

When VERSION goes up, add the new version here and write only the new file (the old ones stay as
they are): python tests/save_versions/make_fixtures.py v6
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
from arknova_desktop.engine.kernel.choices import ChooseAction  # noqa: E402
from arknova_desktop.engine.legacy import LEGACY_KINDS, legacy_answer  # noqa: E402
from arknova_desktop.saves import SaveOrigin, SessionMeta, save_data  # noqa: E402

SAVED_AT = 1_790_000_000.0  # a fixed date, so that the files do not change on every run


def game_data(
    config: GameConfig,
    seats: tuple[str, ...],
    decisions: int,
    levels: tuple[str, ...] | None = None,
    **meta: Any,
) -> dict:
    """A game of today's format; without `levels`, as versions before 6 wrote it (no levels)."""
    game = new_game(config)
    chooser = random.Random(config.seed)
    log = []
    while len(log) < decisions and game.decision is not None:
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    data = save_data(config, seats, log, game, SessionMeta(**meta), levels=levels)
    data["saved_at"] = SAVED_AT
    data["app_version"] = "0.1.0"
    if levels is None:
        del data["levels"]
    return data


def version_1() -> dict:
    config = GameConfig(players=2, seed=101, names=("Ada", "Ben"), maps=("1", "2"))
    data = game_data(config, ("human", "human"), 30, game_id="unused")
    del data["seats"], data["session"], data["snapshot"]["maps"], data["snapshot"]["shown_turn"]
    return {**data, "version": 1}


def version_2() -> dict:
    config = GameConfig(players=3, seed=102, names=("Cleo", "Dan", "Eve"), maps=("3", "A", "0"))
    data = game_data(config, ("human", "bot", "human"), 40, game_id="unused")
    del data["session"], data["snapshot"]["maps"], data["snapshot"]["shown_turn"]
    return {**data, "version": 2}


def version_3() -> dict:
    config = GameConfig(players=2, seed=103, names=("Finn", "Gus"), map_draft=True)
    data = game_data(
        config,
        ("human", "bot"),
        30,
        game_id="0123456789abcdef0123456789abcdef",
        awaiting_end_turn=True,
    )
    del data["session"]["origin"], data["snapshot"]["shown_turn"]
    return {**data, "version": 3}


def version_4() -> dict:
    config = GameConfig(players=2, seed=104, names=("Jo", "Kim"), maps=("A", "5"))
    data = game_data(config, ("bot", "human"), 60, game_id="fedcba9876543210fedcba9876543210")
    del data["session"]["origin"], data["snapshot"]["shown_turn"]
    return {**data, "version": 4}


def version_5() -> dict:
    config = GameConfig(players=3, seed=105, names=("Lea", "Max", "Noa"), maps=("6", "9", "10"))
    origin = SaveOrigin("ark-nova-20261202-1405.json", SAVED_AT - 86_400)
    data = game_data(
        config,
        ("human", "human", "bot"),
        50,
        game_id="5555aaaa5555aaaa5555aaaa5555aaaa",
        origin=origin,
    )
    return {**data, "version": 5}


def version_6() -> dict:
    config = GameConfig(players=4, seed=106, names=("Olli", "Pia", "Quin", "Rae"))
    return game_data(
        config,
        ("bot", "human", "bot", "bot"),
        40,
        levels=("hard", "", "easy", "hard"),
        game_id="6666bbbb6666bbbb6666bbbb6666bbbb",
    )


LEGACY_SEED = 203  # the first seed from 200 whose game goes through all three below
LEGACY_NEEDS = {"animals_reputation", "left_edge_slot", "order_university_reward"}


def legacy_version_3() -> dict:
    """A version 3 game through decisions version 4 added, as the engine played it then."""
    config = GameConfig(players=2, seed=LEGACY_SEED, names=("Hana", "Ivo"))
    game = new_game(config)
    chooser = random.Random(LEGACY_SEED)
    log = []
    seen: dict[str, int] = {}
    while game.decision is not None and len(log) < 400:
        decision = game.decision
        if decision.kind in LEGACY_KINDS:  # the engine decided this by itself before version 4
            seen.setdefault(decision.kind, len(log))
            game.apply(legacy_answer(decision))
            continue
        choice = chooser.choice(decision.options)
        animals = [
            o for o in decision.options if isinstance(o, ChooseAction) and o.action == "animals"
        ]
        if animals and chooser.random() < 0.5:  # the strongest Animals action, often
            choice = animals[-1]
        log.append(choice)
        game.apply(choice)
        if set(seen) >= LEGACY_NEEDS and len(log) > max(seen.values()) + 3:
            break
    assert set(seen) >= LEGACY_NEEDS, seen
    data = save_data(config, ("human", "human"), log, game, SessionMeta("legacy-v3-animals-ii"))
    del data["levels"]
    return {**data, "version": 3, "saved_at": SAVED_AT, "app_version": "0.1.0"}


def main() -> None:
    makers = {
        "v1": version_1,
        "v2": version_2,
        "v3": version_3,
        "v4": version_4,
        "v5": version_5,
        "v6": version_6,
        "legacy_v3_animals_ii": legacy_version_3,
    }
    only = set(sys.argv[1:])  # e.g. "v4": write only that file (old versions stay as written)
    for name, make in makers.items():
        if only and name not in only:
            continue
        path = HERE / f"{name}.json"
        path.write_text(json.dumps(make(), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
