"""Save format version 3 (the session record, the snapshot's zoo maps), version 4 (older choice
logs replay with the answers the engine gave by itself before it asked), version 5 (the session's
`origin`: a game opened from a save as a game of its own), version 6 (each computer seat's level;
older computers play at Medium) and the rule that a save of every
version keeps loading (docs/saves.md).

`tests/save_versions/v<N>.json` is a short real game in the format of version N (written by
`tests/save_versions/make_fixtures.py`); every version from 1 to VERSION must have one.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import PickEffect, TakeReputation, UncoverSlot
from arknova_desktop.engine.legacy import LEGACY_KINDS, legacy_answer
from arknova_desktop.saves import (
    VERSION,
    GameStatus,
    SaveError,
    SaveOrigin,
    SaveSummary,
    SessionMeta,
    load_game,
    migrate,
    new_game_id,
    save_data,
    save_game,
    state_digest,
    summary,
)

HERE = Path(__file__).parent
VERSIONS = HERE / "save_versions"
SAMPLE = HERE.parent / "resources" / "samples" / "sample-2p.json"
GAME_ID = "0123456789abcdef0123456789abcdef"
CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")


# -- helpers (like test_saves.py's, without the Qt session) ---------------------------------------


class Played:
    """A game played by seeded random choices up to `cap` decisions."""

    def __init__(self, config: GameConfig, cap: int) -> None:
        self.config = config
        self.seats = ("human",) * config.players
        self.game = new_game(config)
        chooser = random.Random(config.seed * 7 + config.players)
        self.log: list[Any] = []
        while not self.game.is_over and len(self.log) < cap:
            assert self.game.decision is not None
            self.log.append(chooser.choice(self.game.decision.options))
            self.game.apply(self.log[-1])

    def data(self) -> dict[str, Any]:
        return save_data(self.config, self.seats, self.log, self.game)


_PLAYED: dict[tuple[int, int, int, tuple[str, ...]], Played] = {}


def played(players: int, seed: int, cap: int = 10_000, maps: tuple[str, ...] = ()) -> Played:
    key = (players, seed, cap, maps)
    if key not in _PLAYED:
        _PLAYED[key] = Played(GameConfig(players=players, seed=seed, maps=maps), cap)
    return _PLAYED[key]


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def assert_refused(path: Path, fragment: str) -> None:
    """load_game refuses with a message naming the problem; the file is untouched."""
    before = fingerprint(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert fragment in message, f"expected {fragment!r} in {message!r}"
    assert message.strip() and len(message) < 300
    with contextlib.suppress(SaveError):
        summary(path)
    assert fingerprint(path) == before, "loading changed the file"


# -- a save of every version -----------------------------------------------------------------------


def test_there_is_a_save_of_every_version() -> None:
    found = sorted(int(p.stem[1:]) for p in VERSIONS.glob("v*.json"))
    assert found == list(range(1, VERSION + 1)), (
        "every save version needs a fixture: add it to tests/save_versions/make_fixtures.py"
    )
    for path in VERSIONS.glob("v*.json"):
        assert json.loads(path.read_text(encoding="utf-8"))["version"] == int(path.stem[1:])


EXPECTED = {
    1: (("Ada", "Ben"), ("human", "human"), ("1", "2")),
    2: (("Cleo", "Dan", "Eve"), ("human", "bot", "human"), ("3", "A", "0")),
    3: (("Finn", "Gus"), ("human", "bot"), None),  # a map draft: the maps chosen in the game
    4: (("Jo", "Kim"), ("bot", "human"), ("A", "5")),
    5: (("Lea", "Max", "Noa"), ("human", "human", "bot"), ("6", "9", "10")),
    6: (("Olli", "Pia", "Quin", "Rae"), ("bot", "human", "bot", "bot"), None),
}
# Each seat's level: a computer saved before version 6 plays at Medium, a human has none.
LEVELS_LOADED = {6: ("hard", "", "easy", "hard")}


@pytest.mark.parametrize("version", sorted(EXPECTED))
def test_a_save_of_every_version_loads(version: int) -> None:
    assert VERSION in EXPECTED, "add the new version to EXPECTED"
    path = VERSIONS / f"v{version}.json"
    before = fingerprint(path)
    loaded = load_game(path)
    names, seats, maps = EXPECTED[version]
    assert loaded.config.names == names and loaded.seats == seats
    levels = LEVELS_LOADED.get(version, tuple("medium" if s == "bot" else "" for s in seats))
    assert loaded.levels == levels
    state_maps = tuple(p.map_id for p in loaded.game.state.players)
    if maps is not None:
        assert state_maps == maps
    assert not loaded.game.is_over and loaded.meta.status is GameStatus.PLAYING
    info = summary(path)
    assert info.players == names and info.seats == seats and not info.finished
    assert info.levels == levels
    assert info.game_id == loaded.meta.game_id and info.status is GameStatus.PLAYING
    if version < 3:
        assert loaded.meta.game_id.startswith("legacy-")
        assert loaded.meta == SessionMeta(loaded.meta.game_id)  # not awaiting, playing
        assert info.maps == ()  # unknown: the lists show "—"
        assert load_game(path).meta.game_id == loaded.meta.game_id  # the same id every time
    elif version == 3:
        assert loaded.meta == SessionMeta(GAME_ID, awaiting_end_turn=True)
        assert info.maps == state_maps and all(state_maps)
    elif version == 4:
        assert loaded.meta == SessionMeta("fedcba9876543210fedcba9876543210")
        assert info.maps == state_maps and info.origin is None
    elif version == 5:
        origin = SaveOrigin("ark-nova-20261202-1405.json", 1_790_000_000.0 - 86_400)
        assert loaded.meta == SessionMeta("5555aaaa5555aaaa5555aaaa5555aaaa", origin=origin)
        assert info.maps == state_maps and info.origin == origin
    else:
        assert loaded.meta == SessionMeta("6666bbbb6666bbbb6666bbbb6666bbbb")
        assert info.maps == state_maps and info.origin is None
    assert fingerprint(path) == before, "loading an old save must not rewrite it"


def test_the_shipped_sample_loads() -> None:
    loaded = load_game(SAMPLE)
    assert loaded.meta.status is GameStatus.PLAYING and loaded.meta.game_id
    assert summary(SAMPLE).game_id == loaded.meta.game_id


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_an_old_save_saved_again_is_the_current_version_with_the_same_game(
    tmp_path: Path, version: int
) -> None:
    loaded = load_game(VERSIONS / f"v{version}.json")
    path = tmp_path / "again.json"
    save_game(path, loaded.config, loaded.seats, loaded.choices, loaded.game, loaded.meta)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 6
    assert data["session"]["game_id"] == loaded.meta.game_id
    assert data["levels"] == ["medium" if s == "bot" else "" for s in loaded.seats]
    assert data["session"]["origin"] is None
    assert data["snapshot"]["maps"] == [p.map_id for p in loaded.game.state.players]
    assert load_game(path).meta == loaded.meta
    if version < 3:
        assert summary(path).maps == EXPECTED[version][2]


def _as_version_2(data: dict[str, Any]) -> dict[str, Any]:
    old = copy.deepcopy(data)
    del old["session"], old["snapshot"]["maps"]
    old["version"] = 2
    return old


def test_migration_2_to_3() -> None:
    v2 = _as_version_2(played(2, 5, cap=10).data())
    kept = copy.deepcopy(v2)
    migrated = migrate(v2)
    assert v2 == kept, "migrate must not change its input"
    assert migrated["version"] == VERSION  # 2 → 3 → 4 → 5 → 6
    assert migrated["snapshot"]["maps"] == []
    session = migrated["session"]
    assert re.fullmatch(r"legacy-[0-9a-f]{16}", session["game_id"])
    assert session == {
        "game_id": session["game_id"],
        "awaiting_end_turn": False,
        "status": "playing",
        "conceded_by": None,
        "origin": None,
    }
    assert migrate(v2)["session"]["game_id"] == session["game_id"]
    other = _as_version_2(played(2, 6, cap=10).data())
    assert migrate(other)["session"]["game_id"] != session["game_id"]


def test_a_finished_version_2_game_is_finished(tmp_path: Path) -> None:
    solo = played(1, 8)
    assert solo.game.is_over
    path = write(tmp_path / "v2.json", _as_version_2(solo.data()))
    assert load_game(path).meta.status is GameStatus.FINISHED
    assert summary(path).status is GameStatus.FINISHED


# -- version 3: the session record -----------------------------------------------------------------


@pytest.mark.parametrize(
    "meta",
    [
        SessionMeta(GAME_ID),
        SessionMeta(GAME_ID, awaiting_end_turn=True),
        SessionMeta("legacy-0123456789abcdef", status=GameStatus.ABANDONED),
        SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=1),
        SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=0),
        SessionMeta(GAME_ID, origin=SaveOrigin("Sunday's game.json", -86_400.0)),
    ],
    ids=["playing", "awaiting", "abandoned", "conceded-1", "conceded-0", "from-a-save"],
)
def test_round_trip_with_the_session_record(tmp_path: Path, meta: SessionMeta) -> None:
    game = played(2, 11, cap=60)
    path = tmp_path / "meta.json"
    save_game(path, game.config, ("human", "bot"), game.log, game.game, meta)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["session"] == {
        "game_id": meta.game_id,
        "awaiting_end_turn": meta.awaiting_end_turn,
        "status": meta.status.value,
        "conceded_by": meta.conceded_by,
        "origin": (
            None
            if meta.origin is None
            else {"file": meta.origin.file, "saved_at": meta.origin.saved_at}
        ),
    }
    assert data["snapshot"]["maps"] == [p.map_id for p in game.game.state.players]
    loaded = load_game(path)
    assert loaded.meta == meta
    info = summary(path)
    assert (info.game_id, info.status, info.seats) == (meta.game_id, meta.status, ("human", "bot"))
    assert info.origin == meta.origin
    assert info.maps == tuple(p.map_id for p in game.game.state.players)


def test_a_finished_game_is_saved_as_finished(tmp_path: Path) -> None:
    solo = played(1, 8)
    path = tmp_path / "solo.json"
    save_game(path, solo.config, solo.seats, solo.log, solo.game, SessionMeta(GAME_ID))
    assert json.loads(path.read_text(encoding="utf-8"))["session"]["status"] == "finished"
    assert load_game(path).meta.status is GameStatus.FINISHED
    meta = SessionMeta(GAME_ID, status=GameStatus.FINISHED)
    save_game(path, solo.config, solo.seats, solo.log, solo.game, meta)
    assert load_game(path).meta == meta


def test_a_save_without_meta_is_a_new_game() -> None:
    game = played(2, 11, cap=20)
    first = save_data(game.config, game.seats, game.log, game.game)
    second = save_data(game.config, game.seats, game.log, game.game)
    assert first["session"]["game_id"] != second["session"]["game_id"]
    assert first["session"]["status"] == "playing"


def test_each_computer_keeps_its_level(tmp_path: Path) -> None:
    """Three computers of three levels and a human: saved and loaded, each keeps its own; a
    human seat's level is not kept (it has none); without levels every computer is Medium."""
    game = played(4, 12, cap=20)
    seats = ("bot", "human", "bot", "bot")
    path = tmp_path / "levels.json"
    save_game(
        path, game.config, seats, game.log, game.game, levels=("hard", "easy", "easy", "medium")
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["levels"] == ["hard", "", "easy", "medium"]
    assert load_game(path).levels == ("hard", "", "easy", "medium")
    assert summary(path).levels == ("hard", "", "easy", "medium")
    assert save_data(game.config, seats, game.log, game.game)["levels"] == [
        "medium",
        "",
        "medium",
        "medium",
    ]
    with pytest.raises(ValueError, match="one of easy, medium, hard"):
        save_data(game.config, seats, game.log, game.game, levels=("hard", "", "greedy", "easy"))
    with pytest.raises(ValueError, match="one level per seat"):
        save_data(game.config, seats, game.log, game.game, levels=("hard",))


def test_migration_5_to_6_makes_every_computer_medium() -> None:
    raw = json.loads((VERSIONS / "v5.json").read_text(encoding="utf-8"))
    kept = copy.deepcopy(raw)
    migrated = migrate(raw)
    assert raw == kept, "migrate must not change its input"
    assert raw["seats"] == ["human", "human", "bot"] and "levels" not in raw
    assert migrated["version"] == 6 and migrated["levels"] == ["", "", "medium"]


def test_a_map_draft_before_the_maps_are_chosen(tmp_path: Path) -> None:
    config = GameConfig(players=2, seed=12, map_draft=True)
    game = new_game(config)
    path = tmp_path / "draft.json"
    save_game(path, config, ("human", "human"), [], game, SessionMeta(GAME_ID))
    assert summary(path).maps == ("", "")
    assert load_game(path).meta.game_id == GAME_ID


@pytest.mark.parametrize(
    "meta",
    [
        SessionMeta("../escape"),
        SessionMeta(""),
        SessionMeta(GAME_ID, status=GameStatus.FINISHED),  # not over
        SessionMeta(GAME_ID, status=GameStatus.CONCEDED),  # by whom?
        SessionMeta(GAME_ID, status=GameStatus.CONCEDED, conceded_by=2),
        SessionMeta(GAME_ID, conceded_by=0),  # still playing
    ],
)
def test_a_bad_session_record_is_never_written(tmp_path: Path, meta: SessionMeta) -> None:
    game = played(2, 11, cap=20)
    path = tmp_path / "never.json"
    with pytest.raises(ValueError):
        save_game(path, game.config, game.seats, game.log, game.game, meta)
    assert not path.exists()


def _session(**changes: object) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["session"].update(changes)


BAD_FIELDS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("no-session", lambda d: d.pop("session"), "session record"),
    ("session-list", lambda d: d.update(session=[GAME_ID]), "session record"),
    ("session-null", lambda d: d.update(session=None), "session record"),
    ("session-unknown", _session(winner=0), "fields this version does not know: “winner”"),
    ("no-game-id", lambda d: d["session"].pop("game_id"), "lacks game_id"),
    ("no-awaiting", lambda d: d["session"].pop("awaiting_end_turn"), "lacks awaiting_end_turn"),
    ("no-status", lambda d: d["session"].pop("status"), "lacks status"),
    ("no-conceded", lambda d: d["session"].pop("conceded_by"), "lacks conceded_by"),
    ("id-number", _session(game_id=12345), "game id is damaged"),
    ("id-null", _session(game_id=None), "game id is damaged"),
    ("id-empty", _session(game_id=""), "game id is damaged"),
    ("id-path", _session(game_id="../../outside"), "game id is damaged"),
    ("id-slash", _session(game_id="a/b"), "game id is damaged"),
    ("id-backslash", _session(game_id="a\\b"), "game id is damaged"),
    ("id-dot", _session(game_id="abc.json"), "game id is damaged"),
    ("id-upper", _session(game_id="ABCDEF"), "game id is damaged"),
    ("id-long", _session(game_id="a" * 65), "game id is damaged"),
    ("id-device", _session(game_id="nul"), "game id is damaged"),
    ("id-list", _session(game_id=[GAME_ID]), "game id is damaged"),
    ("awaiting-string", _session(awaiting_end_turn="yes"), "end-of-turn mark"),
    ("awaiting-number", _session(awaiting_end_turn=1), "end-of-turn mark"),
    ("awaiting-null", _session(awaiting_end_turn=None), "end-of-turn mark"),
    ("status-unknown", _session(status="won"), "game status 'won' is unknown"),
    ("status-upper", _session(status="PLAYING"), "is unknown"),
    ("status-number", _session(status=1), "is unknown"),
    ("status-null", _session(status=None), "is unknown"),
    ("finished-not-over", _session(status="finished"), "finished, but it is not over"),
    ("conceded-no-seat", _session(status="conceded"), "not by which player"),
    ("conceded-string", _session(status="conceded", conceded_by="1"), "seat '1' conceded"),
    ("conceded-bool", _session(status="conceded", conceded_by=True), "seat True conceded"),
    ("conceded-float", _session(status="conceded", conceded_by=1.0), "seat 1.0 conceded"),
    ("conceded-negative", _session(status="conceded", conceded_by=-1), "seat -1 conceded"),
    ("conceded-too-high", _session(status="conceded", conceded_by=2), "seats 0 to 1"),
    ("conceded-while-playing", _session(conceded_by=0), "but the game is playing"),
    ("conceded-abandoned", _session(status="abandoned", conceded_by=0), "game is abandoned"),
    ("maps-missing", lambda d: d["snapshot"].pop("maps"), "zoo maps in the save file's summary"),
    ("maps-empty", lambda d: d["snapshot"].update(maps=[]), "zoo maps in the save file's summary"),
    ("maps-string", lambda d: d["snapshot"].update(maps="1,2"), "zoo maps"),
    ("maps-one", lambda d: d["snapshot"].update(maps=["1"]), "zoo maps"),
    ("maps-unknown", lambda d: d["snapshot"].update(maps=["1", "Atlantis"]), "zoo maps"),
    ("maps-number", lambda d: d["snapshot"].update(maps=[1, 2]), "zoo maps"),
    ("maps-other", lambda d: d["snapshot"].update(maps=["3", "4"]), "does not match the state"),
]


@pytest.mark.parametrize(
    ("change", "fragment"), [case[1:] for case in BAD_FIELDS], ids=[case[0] for case in BAD_FIELDS]
)
def test_a_bad_new_field_is_refused(
    tmp_path: Path,
    change: Callable[[dict[str, Any]], None],
    fragment: str,
) -> None:
    game = played(2, 13, cap=80, maps=("1", "2"))
    data = save_data(game.config, ("human", "bot"), game.log, game.game, SessionMeta(GAME_ID))
    assert data["snapshot"]["maps"] == ["1", "2"]
    load_game(write(tmp_path / "good.json", data))  # as written, it loads
    change(data)
    path = write(tmp_path / "bad.json", data)
    assert_refused(path, fragment)
    if "does not match" not in fragment:
        with pytest.raises(SaveError):  # the start screen's list leaves it out too
            summary(path)


def test_playing_a_game_that_is_over_is_refused(tmp_path: Path) -> None:
    solo = played(1, 8)
    data = save_data(solo.config, solo.seats, solo.log, solo.game, SessionMeta(GAME_ID))
    data["session"]["status"] = "playing"
    assert_refused(write(tmp_path / "over.json", data), "still being played, but it is over")


def test_a_version_2_file_keeps_its_own_rules(tmp_path: Path) -> None:
    """A version 2 file with a session record is not a version 3 file: the record is replaced."""
    data = _as_version_2(played(2, 5, cap=10).data())
    data["session"] = {"game_id": "../x"}
    assert load_game(write(tmp_path / "v2.json", data)).meta.game_id.startswith("legacy-")


def test_the_summary_never_names_a_card(tmp_path: Path) -> None:
    game = played(2, 14, cap=150)
    path = tmp_path / "cards.json"
    save_game(path, game.config, ("bot", "human"), game.log, game.game, SessionMeta(GAME_ID))
    info = summary(path)
    text = repr([getattr(info, f.name) for f in attrs.fields(SaveSummary) if f.name != "path"])
    assert not CARD_ID.search(text)
    hand = {card for p in game.game.state.players for card in p.hand}
    assert hand and not any(card in text for card in hand)


def test_new_game_ids_are_fresh_hex() -> None:
    ids = {new_game_id() for _ in range(100)}
    assert len(ids) == 100
    assert all(re.fullmatch(r"[0-9a-f]{32}", i) for i in ids)


# -- version 4: older logs replay with the answers the engine gave by itself ----------------------

LEGACY_V3 = VERSIONS / "legacy_v3_animals_ii.json"


def replayed_kinds(config: GameConfig, choices: tuple[Any, ...]) -> list[str]:
    """The decision kinds a log answers, replayed on today's engine with nothing added."""
    game = new_game(config)
    kinds = []
    for choice in choices:
        assert game.decision is not None
        kinds.append(game.decision.kind)
        game.apply(choice)
    return kinds


def _without_origin(data: dict[str, Any], version: int) -> dict[str, Any]:
    """`data` as versions before 5 wrote it: no "origin" in the session, no "shown_turn" in the
    snapshot (and no "levels": version 6)."""
    old = copy.deepcopy(data)
    del old["session"]["origin"], old["snapshot"]["shown_turn"], old["levels"]
    return {**old, "version": version}


def test_migration_3_to_4_keeps_the_record_and_4_to_5_adds_no_origin() -> None:
    data = played(2, 5, cap=10).data()
    v3 = _without_origin(data, 3)
    kept = copy.deepcopy(v3)
    migrated = migrate(v3)
    assert v3 == kept, "migrate must not change its input"
    # The lists of older versions showed the turn after the finished ones: so do they still.
    guess = data["snapshot"]["turn"] + 1
    expected = {**data, "version": 6, "snapshot": {**data["snapshot"], "shown_turn": guess}}
    assert migrated == expected
    assert migrated["session"]["origin"] is None
    assert migrate(_without_origin(data, 4)) == expected


def test_a_save_made_while_a_turn_waits_lists_the_turn_just_played(tmp_path: Path) -> None:
    """The table shows "Turn 7" while Ann's turn 7 waits for End turn; the lists said 8."""
    config = GameConfig(players=2, seed=12)
    game = new_game(config)
    chooser = random.Random(12)
    log: list[Any] = []
    while game.state.turn < 7 or game.decision is None or game.decision.kind != "choose_action":
        assert game.decision is not None
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    turn = game.state.turn  # 7 turns finished: the 7th waits for End turn, or the 8th begins
    path = tmp_path / "waiting.json"
    seats = ("human", "human")
    save_game(path, config, seats, log, game, SessionMeta(GAME_ID))
    assert summary(path).shown_turn == turn + 1 == 8  # a turn is being played: the next one
    save_game(path, config, seats, log, game, SessionMeta(GAME_ID, awaiting_end_turn=True))
    assert summary(path).shown_turn == turn  # the turn just played, waiting for End turn
    assert load_game(path).meta.awaiting_end_turn
    data = json.loads(path.read_text(encoding="utf-8"))
    data["snapshot"]["shown_turn"] = turn + 1  # a list that would lie about it
    assert_refused(write(tmp_path / "lying.json", data), "does not match")


def test_a_version_3_log_through_the_new_decisions_loads() -> None:
    """A real version 3 game (written as the engine before version 4 played it) goes through
    Animals II at strength 5, a support and a second university: it loads, with the digest it
    was saved with, and the loaded log holds the answers that reproduce the old behaviour."""
    raw = json.loads(LEGACY_V3.read_text(encoding="utf-8"))
    assert raw["version"] == 3
    before = fingerprint(LEGACY_V3)
    loaded = load_game(LEGACY_V3)
    assert fingerprint(LEGACY_V3) == before
    added = len(loaded.choices) - len(raw["choices"])
    assert added >= 3
    kinds = replayed_kinds(loaded.config, loaded.choices)
    new_kinds = [k for k in kinds if k in LEGACY_KINDS]
    assert len(new_kinds) == added
    assert {"animals_reputation", "left_edge_slot", "order_university_reward"} <= set(new_kinds)
    # Replaying the loaded log from the start (as a session does) gives the saved game.
    game = new_game(loaded.config)
    for choice in loaded.choices:
        game.apply(choice)
    assert state_digest(game) == raw["snapshot"]["digest"] == state_digest(loaded.game)
    assert summary(LEGACY_V3).game_id == loaded.meta.game_id == "legacy-v3-animals-ii"


def test_the_old_answers_are_the_old_behaviour() -> None:
    """In the version 3 game: the Animals II reputation was taken, the top-most left-edge slot
    was uncovered and the university's reputation came first."""
    loaded = load_game(LEGACY_V3)
    game = new_game(loaded.config)
    answers: dict[str, list[Any]] = {}
    for choice in loaded.choices:
        decision = game.decision
        assert decision is not None
        if decision.kind in LEGACY_KINDS:
            assert legacy_answer(decision) == choice
            answers.setdefault(decision.kind, []).append(choice)
        game.apply(choice)
    assert set(answers["animals_reputation"]) == {TakeReputation(1)}
    assert answers["left_edge_slot"] == [UncoverSlot(1, "snap")]
    assert all(
        isinstance(a, PickEffect) and a.effect.startswith("university reputation +")
        for a in answers["order_university_reward"]
    )


def test_a_version_3_game_saved_again_is_the_current_version_and_loads_as_it_is(
    tmp_path: Path,
) -> None:
    loaded = load_game(LEGACY_V3)
    path = tmp_path / "again.json"
    save_game(path, loaded.config, loaded.seats, loaded.choices, loaded.game, loaded.meta)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 6
    assert len(data["choices"]) == len(loaded.choices)
    again = load_game(path)
    assert again.choices == loaded.choices
    assert state_digest(again.game) == state_digest(loaded.game)


def test_a_version_4_log_gets_no_old_answers(tmp_path: Path) -> None:
    """The same old log written as version 4 is refused: only older files are replayed with
    the answers the engine gave by itself."""
    raw = json.loads(LEGACY_V3.read_text(encoding="utf-8"))
    assert_refused(write(tmp_path / "v4.json", {**raw, "version": 4}), "not a legal move")


def test_a_version_4_game_with_the_new_decisions_round_trips(tmp_path: Path) -> None:
    """Answers other than the old behaviour are saved and load back as they are: the old game
    up to a new decision where another answer exists, that answer, then random play."""
    loaded = load_game(LEGACY_V3)
    config = loaded.config
    game = new_game(config)
    log: list[Any] = []
    for choice in loaded.choices:
        decision = game.decision
        assert decision is not None
        other = [o for o in decision.options if o != choice]
        if decision.kind in LEGACY_KINDS and other:
            log.append(other[-1])  # not what the engine used to do
            game.apply(other[-1])
            break
        log.append(choice)
        game.apply(choice)
    assert log[-1] != loaded.choices[len(log) - 1]
    chooser = random.Random(4)
    for _ in range(40):
        if game.decision is None:
            break
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])
    path = tmp_path / "v4.json"
    save_game(path, config, loaded.seats, log, game, SessionMeta(GAME_ID))
    back = load_game(path)
    assert back.choices == tuple(log)
    assert state_digest(back.game) == state_digest(game)
