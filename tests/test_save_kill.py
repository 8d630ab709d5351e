"""Killing the app while it saves (issue 8): the autosave is absent or a whole, loadable game.

A child process plays random games and saves all the time: either a GameSession with an autosave
path (an autosave after every choice and End turn; the writer ends turns and lifts the hot-seat
cover as the players would) or save_game in a tight loop on a growing game. It says "writing" once
a save's temporary file exists and "saved" when the save has ended; the test kills it with SIGKILL
after a random number of whole saves, half the time as soon as the next write has begun (in the
middle of it), half the time once it has ended. After every kill the save file must not exist yet
or be a complete save record; at the end every file that survived a kill must load with load_game.

The run is bounded by counts (RUNS kills, a random number of saves before each), never by the time
it takes: the timeouts below only stop a writer or a checker that hangs, and are minutes long so
that a busy machine never trips them (speed lives in benchmarks/).

The loading is done by a child process with the same PYTHONHASHSEED as the writers, so that this
test is about atomic writes only; loading in a process with another hash seed is the subject of
`test_saves.py::test_a_save_loads_in_another_run_of_the_app`.
"""

from __future__ import annotations

import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from arknova_desktop.saves import FORMAT, SaveSummary, list_saves, read_json

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[1]
RUNS = 15
MOST_SAVES = 60  # a writer is killed after up to MOST_SAVES whole saves
HASH_SEED = "12345"
HANG_GUARD = 300  # seconds: only a process that hangs reaches it, however busy the machine

WRITER = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    mode, path, seed = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    from arknova_desktop import saves
    from arknova_desktop.engine import GameConfig, new_game
    chooser = random.Random(seed)
    make_temp = saves.tempfile.mkstemp

    def mkstemp(*args, **kwargs):  # the write's temp file exists: the write has begun
        made = make_temp(*args, **kwargs)
        print("writing", flush=True)
        return made

    def save_game(*args, **kwargs):
        saves.save_game(*args, **kwargs)
        print("saved", flush=True)

    saves.tempfile.mkstemp = mkstemp

    if mode == "session":
        from PySide6.QtCore import QCoreApplication
        import arknova_desktop.session as session_module
        from arknova_desktop.session import GameSession
        session_module.save_game = save_game  # the autosave's writes, announced
        app = QCoreApplication([])
        print("ready", flush=True)
        game_number = 0
        while True:
            config = GameConfig(players=4, seed=seed * 100 + game_number)
            session = GameSession(config, autosave_path=path)
            while session.decision is not None:
                if session.awaiting_end_turn:
                    session.end_turn()
                if session.covered:
                    session.reveal()
                if not session.choose(chooser.choice(session.decision.options)):
                    sys.exit("the session refused a legal choice")
            game_number += 1
    else:
        config = GameConfig(players=2, seed=seed)
        game = new_game(config)
        log = []
        print("ready", flush=True)
        while True:
            if game.decision is None:
                game, log = new_game(config), []
            log.append(chooser.choice(game.decision.options))
            game.apply(log[-1])
            save_game(path, config, ("human", "bot"), log, game)
    """
)

CHECKER = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from arknova_desktop.saves import SaveError, load_game
    results = {}
    for name in sys.argv[1:]:
        try:
            loaded = load_game(Path(name))
            results[name] = ["ok", len(loaded.choices)]
        except SaveError as error:
            results[name] = ["refused", str(error)]
        except Exception as error:
            results[name] = ["crash", repr(error)]
    print(json.dumps(results))
    """
)


def _env() -> dict[str, str]:
    env = {**os.environ, "PYTHONHASHSEED": HASH_SEED, "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


class _Lines:
    """The writer's output, line by line. Waiting for a line only fails if the writer hangs (or
    stops): the guard is minutes long, never a claim about speed."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        self.process = process
        self.fd = process.stdout.fileno()
        self.buffer = b""

    def expect(self, expected: str) -> None:
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([self.fd], [], [], HANG_GUARD)
            if not ready:
                raise AssertionError(f"the writer hangs: no {expected!r} in {HANG_GUARD} s")
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                raise AssertionError(f"the writer stopped before {expected!r}: {self.errors()}")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        if line.decode().strip() != expected:
            raise AssertionError(f"the writer said {line!r}, not {expected!r}: {self.errors()}")

    def errors(self) -> str:
        if self.process.poll() is None:
            self.process.kill()
        _, err = self.process.communicate(timeout=HANG_GUARD)
        return err.decode(errors="replace")[-2000:]


@pytest.mark.slow  # RUNS writers started and killed, one checker
def test_kill_during_saves_never_leaves_a_broken_file(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "autosave.json"
    kept = tmp_path / "after_kill"
    kept.mkdir()
    chooser = random.Random(20261129)
    survivors: list[Path] = []
    temp_left = 0
    for run in range(RUNS):
        mode = "session" if run % 2 == 0 else "loop"
        process = subprocess.Popen(
            [sys.executable, "-c", WRITER, mode, str(path), str(run + 1)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(),
            cwd=ROOT,
        )
        try:
            lines = _Lines(process)
            lines.expect("ready")
            lines.expect("writing")
            for _ in range(chooser.randint(0, MOST_SAVES)):  # whole saves first
                lines.expect("saved")
                lines.expect("writing")
            if chooser.random() < 0.5:
                lines.expect("saved")  # killed between two saves, else during a write
            process.send_signal(signal.SIGKILL)
            process.wait(timeout=HANG_GUARD)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=HANG_GUARD)
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        assert process.returncode == -signal.SIGKILL

        others = sorted(p.name for p in folder.iterdir() if p != path)
        assert all(n.startswith(".autosave.json.") and n.endswith(".tmp") for n in others), others
        temp_left += len(others)
        for name in others:  # a killed write may leave its temp file: never the save itself
            (folder / name).unlink()
        if not path.exists():  # killed during the very first write
            assert not survivors, "once written, the autosave must never disappear"
            continue
        data = read_json(path)  # whole JSON, never a half-written file
        assert data["format"] == FORMAT and isinstance(data["choices"], list)
        listed = list_saves(folder)
        assert len(listed) == 1 and isinstance(listed[0], SaveSummary), listed
        copy = kept / f"run{run:02d}_{mode}.json"
        shutil.copy2(path, copy)
        survivors.append(copy)

    check = subprocess.run(
        [sys.executable, "-c", CHECKER, *map(str, survivors)],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=ROOT,
        timeout=HANG_GUARD,
        check=False,
    )
    assert check.returncode == 0, check.stderr[-2000:]
    results = json.loads(check.stdout)
    broken = {name: result for name, result in results.items() if result[0] != "ok"}
    assert not broken, f"files left by a kill that do not load: {broken}"
    moves = [result[1] for result in results.values()]
    print(
        f"\n{RUNS} kills, {len(survivors)} saves checked ({min(moves)}-{max(moves)} moves), "
        f"{temp_left} temp files left by kills during a write"
    )
    assert len(results) == len(survivors) >= RUNS - 1  # only the first kill can come too soon
