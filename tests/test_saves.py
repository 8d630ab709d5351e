"""Save files (issue 8): the format, refusing every kind of bad file, atomic writes, the version
migration, round trips at every decision of random games, replay, fork and `from_save`.

A refused file must raise SaveError with a clear message, must not change the file (bytes and
mtime) and must not half-load. Bad files that need no real game live in `tests/save_corpus/` (with
the expected message fragment in `expected.json`); the ones built from a real game are written to
tmp_path.
"""

from __future__ import annotations

import ast
import contextlib
import copy
import hashlib
import json
import os
import random
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import pass_on

from arknova_desktop import saves
from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, ChooseAction
from arknova_desktop.engine.serialize import choice_to_data
from arknova_desktop.saves import (
    FORMAT,
    MAX_BYTES,
    VERSION,
    LoadedGame,
    SaveError,
    SaveSummary,
    list_saves,
    load_game,
    migrate,
    parse_save,
    save_data,
    save_dir,
    save_game,
    state_digest,
    summary,
    write_atomic,
)
from arknova_desktop.session import GameSession, SaveFailure

CORPUS = Path(__file__).parent / "save_corpus"
EXPECTED: dict[str, str] = json.loads((CORPUS / "expected.json").read_text(encoding="utf-8"))
ROOT = Path(__file__).resolve().parents[1]


# -- helpers ---------------------------------------------------------------------------------------


class Played:
    """A random game played to `cap` decisions: the config, the choice log and, for every step k,
    the digest of the state after the first k choices."""

    def __init__(self, players: int, seed: int, cap: int = 10_000) -> None:
        self.config = GameConfig(players=players, seed=seed)
        self.seats = ("human",) * players
        game = new_game(self.config)
        chooser = random.Random(seed * 7 + players)
        self.log: list[Choice] = []
        self.digests = [state_digest(game)]
        while not game.is_over and len(self.log) < cap:
            decision = game.decision
            assert decision is not None
            choice = chooser.choice(decision.options)
            game.apply(choice)
            self.log.append(choice)
            self.digests.append(state_digest(game))
        self.game = game

    def game_at(self, step: int) -> Game:
        game = new_game(self.config)
        for choice in self.log[:step]:
            game.apply(choice)
        return game

    def data(self, step: int | None = None) -> dict[str, Any]:
        step = len(self.log) if step is None else step
        game = self.game if step == len(self.log) else self.game_at(step)
        return save_data(self.config, self.seats, self.log[:step], game)


_PLAYED: dict[tuple[int, int, int], Played] = {}


def played(players: int, seed: int, cap: int = 10_000) -> Played:
    key = (players, seed, cap)
    if key not in _PLAYED:
        _PLAYED[key] = Played(players, seed, cap)
    return _PLAYED[key]


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def fingerprint(path: Path) -> tuple[str, int, int]:
    """The file's content hash, size and mtime (ns): must be identical before and after a load."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    info = path.stat()
    return digest.hexdigest(), info.st_size, info.st_mtime_ns


def assert_refused(path: Path, fragment: str) -> SaveError:
    """load_game raises SaveError naming the problem; nothing else; the file is untouched; the load
    screen's reader (summary / list_saves) does not crash on it either."""
    before = fingerprint(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert fragment in message, f"{path.name}: expected {fragment!r} in {message!r}"
    assert message.strip(), "an empty message names no problem"
    assert len(message) < 2000, f"{path.name}: a {len(message)}-character message is not clear"
    with contextlib.suppress(SaveError):
        summary(path)
    assert fingerprint(path) == before, f"loading {path.name} changed the file"
    return caught.value


def first_index(log: list[Choice], predicate: Callable[[Choice], bool]) -> int:
    return next(i for i, choice in enumerate(log) if predicate(choice))


# -- format ----------------------------------------------------------------------------------------


def test_save_is_plain_json_with_the_required_fields(tmp_path: Path) -> None:
    game = played(2, 1, cap=120)
    path = tmp_path / "game.json"
    save_game(path, game.config, ("human", "bot"), game.log, game.game)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == FORMAT
    assert data["version"] == VERSION
    assert data["config"]["seed"] == 1 and data["config"]["players"] == 2
    assert data["seats"] == ["human", "bot"]
    assert data["choices"] == [choice_to_data(c) for c in game.log]
    assert len(data["choices"]) == 120
    snapshot = data["snapshot"]
    assert snapshot["digest"] == game.digests[-1]
    assert snapshot["players"] == ["Player 1", "Player 2"]
    assert snapshot["turn"] == game.game.state.turn
    assert snapshot["finished"] is False
    assert isinstance(data["saved_at"], float)
    assert text.isascii()
    loaded = load_game(path)
    assert loaded.seats == ("human", "bot")
    assert loaded.config == game.config


def _imports_and_calls(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports: set[str] = set()
    calls: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imports.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imports.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.add(node.func.id)
    return imports, calls


@pytest.mark.parametrize(
    "module", ["arknova_desktop/saves.py", "arknova_desktop/engine/serialize.py"]
)
def test_loading_executes_nothing(module: str) -> None:
    """No pickle (or any other object-building format) and no eval/exec on the load path."""
    imports, calls = _imports_and_calls(ROOT / module)
    assert not imports & {"pickle", "marshal", "shelve", "dill", "yaml", "importlib", "jsonpickle"}
    assert not calls & {"eval", "exec", "compile", "__import__", "getattr", "globals"}


def test_a_choice_kind_that_looks_like_code_is_just_an_unknown_kind(tmp_path: Path) -> None:
    data = played(1, 3, cap=5).data()
    data["choices"][0] = {"kind": "__import__('os').system('touch pwned')"}
    assert_refused(write(tmp_path / "code.json", data), "Move 1 in the save file is damaged")
    assert not Path("pwned").exists() and not (tmp_path / "pwned").exists()


# -- the corpus of bad files -----------------------------------------------------------------------


def test_corpus_manifest_matches_the_folder() -> None:
    files = {p.name for p in CORPUS.iterdir() if p.name != "expected.json"}
    assert files == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus_file_is_refused(name: str) -> None:
    assert_refused(CORPUS / name, EXPECTED[name])


def test_load_screen_lists_every_corpus_file_with_its_problem(tmp_path: Path) -> None:
    for name in EXPECTED:
        (tmp_path / name).write_bytes((CORPUS / name).read_bytes())
    listed = list_saves(tmp_path)
    assert len(listed) == len(EXPECTED)
    for entry in listed:
        if isinstance(entry, SaveSummary):  # a structurally fine record with a bad game is listed
            continue
        _, message = entry
        assert isinstance(message, str) and message


# -- bad files built from a real game --------------------------------------------------------------


@pytest.fixture(scope="module")
def real() -> Played:
    return played(2, 4, cap=200)


def test_truncated_at_many_points(tmp_path: Path, real: Played) -> None:
    text = json.dumps(real.data())
    for cut in range(0, len(text), max(1, len(text) // 40)):
        path = tmp_path / f"cut{cut}.json"
        path.write_text(text[:cut], encoding="utf-8")
        assert_refused(path, "")


def test_not_json(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text("format = arknova-desktop-save\nversion = 2\n", encoding="utf-8")
    assert_refused(path, "not valid JSON")


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d["config"].update(seed="x"), "seed is not a number"),
        (lambda d: d["config"].update(players="2"), "players is not a number"),
        (lambda d: d.update(choices={"moves": d["choices"]}), "no list of moves"),
        (lambda d: d.update(choices=None), "no list of moves"),
        (lambda d: d.update(seats="human,human"), "seats"),
        (lambda d: d.update(snapshot=[d["snapshot"]]), "no state snapshot"),
        (lambda d: d["snapshot"].pop("digest"), "no state snapshot"),
    ],
    ids=[
        "seed-x",
        "players-str",
        "choices-dict",
        "choices-null",
        "seats-str",
        "snap-list",
        "no-digest",
    ],
)
def test_wrong_types(
    tmp_path: Path, real: Played, change: Callable[[dict], None], fragment: str
) -> None:
    data = real.data()
    change(data)
    assert_refused(write(tmp_path / "bad.json", data), fragment)


# A choice field of the wrong JSON type must be refused even when a lenient conversion would turn it
# into a legal move (the string "0", the float 0.0 or false for an integer field; a number for a
# string field). Otherwise a hand-edited file with foreign types loads as if nothing were wrong.
WRONG_FIELD_TYPES = [
    ("choose_action", "x_tokens", "0"),
    ("choose_action", "x_tokens", 0.0),
    ("choose_action", "x_tokens", False),
    ("choose_action", "x_tokens", [0]),
    ("choose_action", "action", ["build"]),
    ("take_from_display", "folder", str),  # the folder number as text
    ("keep_cards", "cards", "A411"),
]


@pytest.mark.parametrize(("kind", "field", "value"), WRONG_FIELD_TYPES)
def test_choice_with_a_wrong_field_type(
    tmp_path: Path, real: Played, kind: str, field: str, value: object
) -> None:
    data = real.data()
    index = next(i for i, c in enumerate(data["choices"]) if c["kind"] == kind)
    if callable(value):
        value = value(data["choices"][index][field])
    data["choices"][index][field] = value
    assert_refused(write(tmp_path / "types.json", data), f"Move {index + 1} in the save file")


def test_unknown_choice_kind_in_the_middle(tmp_path: Path, real: Played) -> None:
    data = real.data()
    data["choices"][150] = {"kind": "teleport_animal", "card": "A411"}
    assert_refused(write(tmp_path / "kind.json", data), "Move 151 in the save file is damaged")


def test_illegal_choice_in_the_log(tmp_path: Path, real: Played) -> None:
    """A well-formed move that is not allowed where it stands (keeping starting cards mid-game)."""
    data = real.data()
    data["choices"][100] = dict(data["choices"][0])
    assert data["choices"][100]["kind"] == "keep_cards"
    assert_refused(
        write(tmp_path / "illegal.json", data), "Move 101 in the save file is not a legal"
    )


def test_choices_after_the_end_of_the_game_are_illegal(tmp_path: Path) -> None:
    solo = played(1, 2)
    assert solo.game.is_over
    data = solo.data()
    data["choices"].append({"kind": "skip"})
    assert_refused(
        write(tmp_path / "after.json", data), f"Move {len(solo.log) + 1} in the save file"
    )


def test_tampered_digest(tmp_path: Path, real: Played) -> None:
    data = real.data()
    digest = data["snapshot"]["digest"]
    data["snapshot"]["digest"] = ("1" if digest[0] != "1" else "2") + digest[1:]
    assert_refused(write(tmp_path / "digest.json", data), "does not match the state stored")


def test_changed_choice_with_a_legal_replay(tmp_path: Path, real: Played) -> None:
    """The last move replaced by another legal one: every move replays, the digest differs."""
    data = real.data()
    before_last = real.game_at(len(real.log) - 1)
    assert before_last.decision is not None
    other = next(o for o in before_last.decision.options if o != real.log[-1])
    data["choices"][-1] = choice_to_data(other)
    assert_refused(write(tmp_path / "changed.json", data), "does not match the state stored")


def test_changed_choice_early_in_the_log(tmp_path: Path, real: Played) -> None:
    data = real.data()
    index = first_index(real.log, lambda c: isinstance(c, ChooseAction))
    decision = real.game_at(index).decision
    assert decision is not None
    other = next(o for o in decision.options if o != real.log[index])
    data["choices"][index] = choice_to_data(other)
    assert_refused(write(tmp_path / "early.json", data), "")


def test_dropped_and_added_moves(tmp_path: Path, real: Played) -> None:
    data = real.data()
    data["choices"] = data["choices"][:-1]
    assert_refused(write(tmp_path / "dropped.json", data), "does not match the state stored")
    data = real.data()
    assert real.game.decision is not None
    data["choices"].append(choice_to_data(real.game.decision.options[0]))
    assert_refused(write(tmp_path / "added.json", data), "does not match the state stored")


def test_changed_config_or_seed(tmp_path: Path, real: Played) -> None:
    data = real.data()
    data["config"]["seed"] = real.config.seed + 1
    assert_refused(write(tmp_path / "seed.json", data), "")
    data = real.data()
    data["config"]["maps"] = ["1", "2"]
    assert_refused(write(tmp_path / "maps.json", data), "")


def test_future_version(tmp_path: Path, real: Played) -> None:
    data = real.data()
    data["version"] = VERSION + 1
    error = assert_refused(write(tmp_path / "future.json", data), f"save version {VERSION + 1}")
    assert "newer" in str(error)


def counted(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[tuple[Any, ...]]:
    """The calls of `owner.name` from now on (it still does its work)."""
    calls: list[tuple[Any, ...]] = []
    real_function = getattr(owner, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return real_function(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return calls


def test_absurd_size_is_refused_without_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 100 MB file (sparse: made by truncate, costs no disk) is refused from its size alone:
    never opened, not one byte read (the time it takes is in benchmarks/save_speed.py)."""
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.write(b'{"format": "arknova-desktop-save", "version": 2, "choices": [')
        handle.truncate(100 * 1024 * 1024)
    small = write(tmp_path / "small.json", {"format": "not a save"})
    before = fingerprint(path)
    with monkeypatch.context() as patch:
        opened = counted(patch, os, "open")  # the os module saves reads with
        reads = counted(patch, os, "read")
        with pytest.raises(SaveError, match="100 MB: far too large"):
            load_game(path)
        with pytest.raises(SaveError):
            summary(path)
        assert opened == [] and reads == []
        assert_refused(small, "")  # the spies do see a file that is read
        assert [Path(call[0]) for call in opened] == [small, small] and reads
    assert fingerprint(path) == before


def test_just_over_the_limit_and_a_large_legal_file(tmp_path: Path, real: Played) -> None:
    over = tmp_path / "over.json"
    with over.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    assert_refused(over, "far too large")
    padded = real.data()
    padded["padding"] = " " * (2 * 1024 * 1024)  # under the limit, but no save has that field
    assert_refused(
        write(tmp_path / "padded.json", padded), "fields this version does not know: “padding”"
    )
    path = tmp_path / "large.json"  # a legal file of 2 MB: the same save after 2 MB of blanks
    path.write_text(" " * (2 * 1024 * 1024) + json.dumps(real.data()), encoding="utf-8")
    assert path.stat().st_size > 2 * 1024 * 1024
    loaded = load_game(path)
    assert state_digest(loaded.game) == real.digests[-1]


def _nested(levels: int, opener: str = "[", closer: str = "]") -> str:
    return opener * levels + closer * levels


@pytest.mark.parametrize(
    "text",
    [
        _nested(100_000),
        '{"a":' * 100_000 + "1" + "}" * 100_000,
        _nested(100_000)[:150_000],  # deep and truncated
        '{"format": "arknova-desktop-save", "version": 2, "config": '
        + '{"a":' * 100_000
        + "0"
        + "}" * 100_001,
        '{"format": "arknova-desktop-save", "version": 2, "choices": ' + _nested(100) + "}",
        _nested(40),
    ],
    ids=["list-100k", "dict-100k", "truncated-100k", "inside-save-100k", "choices-100", "list-40"],
)
def test_deeply_nested_json(
    tmp_path: Path, text: str, real: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refused by the reader, never a RecursionError, before any game is built (the time a
    refusal takes is in benchmarks/save_speed.py)."""
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    games = counted(monkeypatch, saves, "new_game")
    assert_refused(path, "")
    assert games == [], "a game was built for a file the reader should have refused"
    load_game(write(tmp_path / "real.json", real.data()))
    assert games, "the count sees the game a real save builds"


def test_nesting_message_names_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text(_nested(100_000), encoding="utf-8")
    assert_refused(path, "nested too deeply")


def test_brackets_inside_strings_are_not_nesting(tmp_path: Path) -> None:
    """Player names full of brackets, quotes and backslashes are text, not structure."""
    names = ('Ann "[[" \\' + "[" * 30, "{" * 36 + '\\"{')  # at most 40 characters each
    config = GameConfig(players=2, seed=9, names=names)
    game = new_game(config)
    chooser = random.Random(9)
    log = []
    path = tmp_path / "names.json"
    # Long enough that the loader's nesting scan runs (it does above 10 x MAX_DEPTH brackets).
    while True:
        for _ in range(50):
            assert game.decision is not None
            log.append(chooser.choice(game.decision.options))
            game.apply(log[-1])
        save_game(path, config, ("human", "human"), log, game)
        text = path.read_text(encoding="utf-8")
        if text.count("[") + text.count("{") > 10 * saves.MAX_DEPTH:
            break
    loaded = load_game(path)
    assert loaded.config.names == names
    assert state_digest(loaded.game) == state_digest(game)


def test_huge_values_give_short_messages(tmp_path: Path) -> None:
    """A damaged move that holds megabytes of text is named, not quoted in full."""
    data = played(1, 3, cap=5).data()
    data["choices"][0] = {"kind": "x" * 1_000_000}
    assert_refused(write(tmp_path / "kind.json", data), "Move 1 in the save file is damaged")
    data["choices"][0] = {"kind": "discard_card", "card": ["A411"] * 200_000}
    assert_refused(write(tmp_path / "field.json", data), "Move 1 in the save file is damaged")


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot be opened"):
        load_game(tmp_path / "nowhere.json")
    with pytest.raises(SaveError):
        load_game(tmp_path)


def test_parse_save_does_not_touch_its_input(real: Played) -> None:
    data = real.data()
    data["choices"][-1] = {"kind": "teleport"}
    kept = copy.deepcopy(data)
    with pytest.raises(SaveError):
        parse_save(data)
    assert data == kept
    v1 = real.data()
    del v1["seats"]
    v1["version"] = 1
    kept = copy.deepcopy(v1)
    parse_save(v1)
    assert v1 == kept


def test_a_refused_load_leaves_no_trace(tmp_path: Path, real: Played) -> None:
    """A load that fails deep in the replay does not spoil the next load of a good file."""
    good = write(tmp_path / "good.json", real.data())
    bad = real.data()
    bad["choices"][170] = dict(bad["choices"][0])  # keeping starting cards mid-game
    bad_path = write(tmp_path / "bad.json", bad)
    first = load_game(good)
    with pytest.raises(SaveError):
        load_game(bad_path)
    second = load_game(good)
    assert state_digest(second.game) == state_digest(first.game) == real.digests[-1]
    assert second.choices == first.choices == tuple(real.log)


# Values of every JSON type, and edge cases of the right types, dropped anywhere into a real save.
FUZZ_VALUES: list[object] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    5,
    10**30,
    -(10**30),
    1.5,
    float("inf"),
    float("nan"),
    "",
    "x",
    "human",
    "bot",
    "A",
    "keep_cards",
    [],
    [None],
    [1, 2],
    {},
    {"a": 1},
    {"kind": "skip"},
    "9" * 50,
    20,
]


def _paths(value: object, prefix: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    if prefix:
        yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def test_random_damage_never_crashes(tmp_path: Path) -> None:
    """600 files with one to three values replaced or removed: each one loads (and then it is
    the saved game) or is refused with SaveError; no other exception, ever."""
    game = played(2, 3, cap=40)
    base = game.data()
    paths = list(_paths(base))
    rng = random.Random(8)
    path = tmp_path / "fuzz.json"
    loaded_count = 0
    for _ in range(600):
        data = copy.deepcopy(base)
        for _ in range(rng.choice((1, 1, 2, 3))):
            where = rng.choice(paths)
            try:
                parent: Any = data
                for key in where[:-1]:
                    parent = parent[key]
                if isinstance(parent, dict) and rng.random() < 0.15:
                    parent.pop(where[-1], None)
                else:
                    parent[where[-1]] = copy.deepcopy(rng.choice(FUZZ_VALUES))
            except (KeyError, IndexError, TypeError):
                pass  # an earlier change removed this place
        path.write_text(json.dumps(data), encoding="utf-8")
        try:
            loaded = load_game(path)
        except SaveError as error:
            assert str(error)
            continue
        loaded_count += 1
        assert state_digest(loaded.game) == game.digests[-1]
    assert loaded_count < 150


@pytest.mark.parametrize(
    "config",
    [
        GameConfig(players=2, seed=81, names=("Ann", "Bo"), maps=("3", "7")),
        GameConfig(players=3, seed=82, map_draft=True),
        GameConfig(players=1, seed=83, solo_difficulty=0, maps=("10",)),
        GameConfig(players=4, seed=-84, names=("Ä", "β", "🦁", "\\n")),
    ],
    ids=["names-maps", "map-draft", "solo-0", "unicode-negative-seed"],
)
def test_round_trip_of_every_setup_option(tmp_path: Path, config: GameConfig) -> None:
    game = new_game(config)
    chooser = random.Random(config.seed)
    log: list[Choice] = []
    path = tmp_path / "setup.json"
    for step in range(101):
        if step % 10 == 0 or game.is_over:
            save_game(path, config, ("human",) * config.players, log, game)
            loaded = load_game(path)
            assert loaded.config == config
            assert state_digest(loaded.game) == state_digest(game)
        if game.decision is None:
            break
        log.append(chooser.choice(game.decision.options))
        game.apply(log[-1])


# -- migration -------------------------------------------------------------------------------------


def _as_version_1(data: dict[str, Any]) -> dict[str, Any]:
    old = dict(data)
    old.pop("seats")
    old["version"] = 1
    return old


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_version_1_loads_with_every_seat_human(tmp_path: Path, players: int) -> None:
    game = played(players, 30 + players, cap=60)
    path = write(tmp_path / "v1.json", _as_version_1(game.data()))
    before = fingerprint(path)
    loaded = load_game(path)
    assert loaded.seats == ("human",) * players
    assert loaded.choices == tuple(game.log)
    assert state_digest(loaded.game) == game.digests[-1]
    assert summary(path).players == tuple(f"Player {i + 1}" for i in range(players))
    assert fingerprint(path) == before, "loading an old save must not rewrite it"


def test_migrate_function() -> None:
    data = _as_version_1(played(2, 5, cap=10).data())
    data["seats"] = ["bot", "bot"]  # version 1 knew no computer players: ignored
    migrated = migrate(data)
    assert migrated["version"] == VERSION
    assert migrated["seats"] == ["human", "human"]
    assert data["version"] == 1, "migrate must not change its input"
    current = played(2, 5, cap=10).data()
    assert migrate(current)["seats"] == ["human", "human"]


def test_version_1_with_a_broken_config_is_refused(tmp_path: Path) -> None:
    data = _as_version_1(played(2, 5, cap=10).data())
    data["config"] = "two players"
    assert_refused(write(tmp_path / "v1bad.json", data), "game setup is missing or damaged")


# -- atomic writes ---------------------------------------------------------------------------------


def _old_save(tmp_path: Path) -> tuple[Path, bytes]:
    game = played(2, 6, cap=40)
    path = tmp_path / "slot.json"
    save_game(path, game.config, game.seats, game.log, game.game)
    return path, path.read_bytes()


def _new_game_args() -> tuple[GameConfig, tuple[str, ...], list[Choice], Game]:
    game = played(2, 6, cap=80)
    return game.config, game.seats, game.log, game.game


def test_write_is_temp_fsync_rename_in_the_same_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "slot.json"
    calls: list[tuple[str, Any]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append(("fsync", fd))
        real_fsync(fd)

    def replace(src: str | Path, dst: str | Path) -> None:
        src, dst = Path(src), Path(dst)
        calls.append(("replace", (src, dst)))
        assert src.parent == dst.parent == tmp_path
        assert src != dst and src.name.startswith(".") and src.name.endswith(".tmp")
        json.loads(src.read_text(encoding="utf-8"))  # complete before the rename
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    save_game(path, *_new_game_args())
    kinds = [kind for kind, _ in calls]
    assert "replace" in kinds and "fsync" in kinds[: kinds.index("replace")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"]
    load_game(path)


@pytest.mark.parametrize("failing", ["replace", "fsync", "write", "encode"])
def test_failed_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path, old = _old_save(tmp_path)
    old_stat = path.stat()

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "replace":
        monkeypatch.setattr(os, "replace", disk_full)
    elif failing == "fsync":
        monkeypatch.setattr(os, "fsync", disk_full)
    elif failing == "write":
        real_fdopen = os.fdopen

        class HalfWriter:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                self._handle = real_fdopen(*args, **kwargs)

            def __enter__(self) -> HalfWriter:
                return self

            def __exit__(self, *exc: object) -> None:
                self._handle.close()

            def write(self, text: str) -> int:
                self._handle.write(text[: len(text) // 2])
                self._handle.flush()
                raise OSError(28, "No space left on device")

            def __getattr__(self, name: str) -> Any:
                return getattr(self._handle, name)

        monkeypatch.setattr(os, "fdopen", HalfWriter)
    if failing == "encode":
        with pytest.raises(UnicodeEncodeError):
            write_atomic(path, '{"name": "\udc80"}')  # a lone surrogate cannot be written
    else:
        with pytest.raises(OSError, match="No space left"):
            save_game(path, *_new_game_args())
    assert path.read_bytes() == old
    assert path.stat().st_mtime_ns == old_stat.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"], "a temp file was left"
    load_game(path)


def test_write_creates_the_folder_and_replaces_a_previous_save(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "slot.json"
    game = played(2, 6, cap=40)
    save_game(path, game.config, game.seats, game.log, game.game)
    assert load_game(path).choices == tuple(game.log)
    longer = played(2, 6, cap=80)
    save_game(path, longer.config, longer.seats, longer.log, longer.game)
    assert load_game(path).choices == tuple(longer.log)
    assert sorted(p.name for p in path.parent.iterdir()) == ["slot.json"]


def test_session_save_failure_is_reported_and_keeps_the_old_file(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, old = _old_save(tmp_path)
    session = GameSession(GameConfig(players=2, seed=6))
    failures: list[SaveFailure] = []
    session.save_failed.connect(failures.append)

    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    assert session.save(path) is False
    assert [(f.path, f.errno) for f in failures] == [(path, 13)]
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.json"]


# -- round trips -----------------------------------------------------------------------------------

FUTURE = 8  # choices applied to both the original and the loaded game after each load


def _round_trips(tmp_path: Path, game: Played, steps: Iterator[int] | range) -> int:
    path = tmp_path / "round_trip.json"
    checked = 0
    current = new_game(game.config)
    done = 0
    for step in steps:
        while done < step:
            current.apply(game.log[done])
            done += 1
        save_game(path, game.config, game.seats, game.log[:step], current)
        loaded = load_game(path)
        assert loaded.choices == tuple(game.log[:step])
        assert loaded.config == game.config and loaded.seats == game.seats
        assert state_digest(loaded.game) == game.digests[step], f"step {step}"
        assert loaded.game.decision == current.decision, f"step {step}: another open decision"
        again = save_data(loaded.config, loaded.seats, loaded.choices, loaded.game, loaded.meta)
        stored = json.loads(path.read_text(encoding="utf-8"))
        again.pop("saved_at"), stored.pop("saved_at")
        assert again == stored, f"step {step}: saving the loaded game gives another file"
        for ahead in range(step, min(step + FUTURE, len(game.log))):  # an equal future
            loaded.game.apply(game.log[ahead])
            assert state_digest(loaded.game) == game.digests[ahead + 1], f"{step} + {ahead - step}"
        checked += 1
    return checked


@pytest.mark.parametrize(("players", "seed"), [(1, 40), (2, 41), (3, 42), (4, 43)])
def test_round_trip_at_every_decision(tmp_path: Path, players: int, seed: int) -> None:
    """Every decision of the first 150 (a solo game is shorter: every decision to its end)."""
    game = played(players, seed, cap=150)
    assert _round_trips(tmp_path, game, range(len(game.log) + 1)) == len(game.log) + 1


@pytest.mark.parametrize(("players", "seed"), [(2, 50), (3, 51), (4, 52)])
def test_round_trip_in_long_games(tmp_path: Path, players: int, seed: int) -> None:
    """Whole games, checked every 100 decisions and at the end (a finished game loads too)."""
    game = played(players, seed)
    assert game.game.is_over
    steps = sorted({*range(0, len(game.log), 100), len(game.log)})
    _round_trips(tmp_path, game, steps)
    assert load_game(tmp_path / "round_trip.json").game.is_over


# A save is loaded by another run of the app. The digest must not depend on the run: Python
# randomises str hashes per process (PYTHONHASHSEED), so the order of a set of attrs objects (a
# building's cells) changes from run to run.
_SAVE_IN_A_PROCESS = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.saves import load_game, save_game, state_digest
    mode, path = sys.argv[1], Path(sys.argv[2])
    if mode == "save":
        config = GameConfig(players=2, seed=5)
        game = new_game(config)
        chooser = random.Random(5)
        log = []
        while len(log) < 300:
            log.append(chooser.choice(game.decision.options))
            game.apply(log[-1])
        save_game(path, config, ("human", "human"), log, game)
        print(state_digest(game))
    else:
        print(state_digest(load_game(path).game))
    """
)


def _run(mode: str, path: Path, hash_seed: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.run(
        [sys.executable, "-c", _SAVE_IN_A_PROCESS, mode, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_a_save_loads_in_another_run_of_the_app(tmp_path: Path) -> None:
    path = tmp_path / "other_run.json"
    saved = _run("save", path, "1")
    assert saved.returncode == 0, saved.stderr
    same_run = _run("load", path, "1")
    assert same_run.returncode == 0, same_run.stderr
    other_run = _run("load", path, "2")
    assert other_run.returncode == 0, (
        "a game saved by one run of the app does not load in another run:\n"
        + other_run.stderr[-600:]
    )
    assert other_run.stdout == saved.stdout


# -- replay, fork, from_save -----------------------------------------------------------------------


def _session_game(qapp: Any, seats: tuple[str, ...], seed: int, decisions: int) -> GameSession:
    session = GameSession(GameConfig(players=len(seats), seed=seed), seats)
    chooser = random.Random(seed)
    session.start()
    while len(session.choices) < decisions and session.decision is not None:
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        decision = session.decision
        if decision is None or len(session.choices) >= decisions:
            break
        assert session.choose(chooser.choice(decision.options))
    session._bot_timer.stop()
    return session


def _replay(config: GameConfig, choices: list[Choice]) -> Game:
    game = new_game(config)
    for choice in choices:
        game.apply(choice)
    return game


def test_fork_equals_a_fresh_replay(qapp: Any) -> None:
    # 400 choices or the game's end, whichever comes first (the computer's moves decide how long
    # the game lasts, and may take it a step past 400): forks near the start, in the middle, one
    # choice before the last and at the last.
    session = _session_game(qapp, ("human", "bot", "human"), 61, 400)
    total = len(session.choices)
    assert total > 257
    original = state_digest(session.game)
    for step in (0, 1, 3, 17, 100, 257, total - 1, total):
        fork = session.fork(step)
        assert fork.choices == session.choices[:step]
        assert fork.seats == session.seats and fork.config == session.config
        assert state_digest(fork.game) == state_digest(
            _replay(session.config, session.choices[:step])
        )
        if fork.decision is not None:
            fork.game.apply(fork.decision.options[-1])  # the fork is independent of its source
    assert state_digest(session.game) == original and len(session.choices) == total


def test_from_save_equals_the_saved_game(qapp: Any, tmp_path: Path) -> None:
    session = _session_game(qapp, ("bot", "human"), 62, 333)
    path = tmp_path / "session.json"
    saved: list[str] = []
    session.saved.connect(saved.append)
    assert session.save(path)
    assert saved == [str(path)]
    restored = GameSession.from_save(load_game(path))
    assert restored.seats == ("bot", "human")
    assert restored.config == session.config
    assert restored.choices == session.choices
    assert state_digest(restored.game) == state_digest(session.game)
    assert restored.decision == session.decision
    # and both continue alike
    chooser_a, chooser_b = random.Random(1), random.Random(1)
    for _ in range(50):
        if session.decision is None:
            break
        session.game.apply(chooser_a.choice(session.decision.options))
        assert restored.decision is not None
        restored.game.apply(chooser_b.choice(restored.decision.options))
        assert state_digest(restored.game) == state_digest(session.game)


# -- where saves live, the load screen -------------------------------------------------------------


def test_save_dir_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path / "portable"))
    assert save_dir() == tmp_path / "portable"
    monkeypatch.delenv("ARKNOVA_SAVE_DIR")
    default = save_dir()
    assert default.name == "saves" and "ArkNovaDesktop" in str(default)


def test_list_saves_newest_first_broken_last_temp_files_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    for index, name in enumerate(["old.json", "new.json", "middle.json"]):
        game = played(2, 70 + index, cap=30 + index)
        data = game.data()
        data["saved_at"] = {"old.json": 1000.0, "new.json": 3000.0, "middle.json": 2000.0}[name]
        write(tmp_path / name, data)
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    (tmp_path / ".autosave.json.x1y2.tmp").write_text("{", encoding="utf-8")  # a killed write
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    listed = list_saves()
    names = [e.path.name if isinstance(e, SaveSummary) else e[0].name for e in listed]
    assert names == ["new.json", "middle.json", "old.json", "broken.json"]
    first = listed[0]
    assert isinstance(first, SaveSummary)
    assert first.players == ("Player 1", "Player 2") and first.saved_at == 3000.0
    assert not first.finished
    assert list_saves(tmp_path / "missing") == []


def test_summary_of_a_finished_game(tmp_path: Path) -> None:
    solo = played(1, 8)
    path = write(tmp_path / "solo.json", solo.data())
    info = summary(path)
    assert info.finished and info.turn == solo.game.state.turn and info.players == ("Player 1",)
    assert isinstance(load_game(path), LoadedGame)


def test_limits_are_sane() -> None:
    assert saves.MAX_BYTES < 100 * 1024 * 1024  # the 100 MB test file is over the limit
    assert saves.MAX_DEPTH >= 8  # a real save nests 5 levels deep
