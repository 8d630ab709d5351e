"""Killing the app while it saves (issue 8): the autosave is absent or a whole, loadable game.

A child process plays random games and saves all the time: either a GameSession with an autosave
path (a save after every completed turn) or save_game in a tight loop on a growing game. The test
kills it with SIGKILL at random moments. After every kill the save file must not exist yet or be a
complete save record; at the end every file that survived a kill must load with load_game.

The loading is done by a child process with the same PYTHONHASHSEED as the writers, so that this
test is about atomic writes only; loading in a process with another hash seed is the subject of
`test_saves.py::test_a_save_loads_in_another_run_of_the_app`.
"""

from __future__ import annotations

import json
import os
import random
import selectors
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from arknova_desktop.saves import FORMAT, SaveSummary, list_saves, read_json

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[1]
RUNS = 15
HASH_SEED = "12345"

WRITER = textwrap.dedent(
    """
    import random, sys
    from pathlib import Path
    mode, path, seed = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.saves import save_game
    chooser = random.Random(seed)
    if mode == "session":
        from PySide6.QtCore import QCoreApplication
        from arknova_desktop.session import GameSession
        app = QCoreApplication([])
        print("ready", flush=True)
        game_number = 0
        while True:
            config = GameConfig(players=4, seed=seed * 100 + game_number)
            session = GameSession(config, autosave_path=path)
            while session.decision is not None:
                session.choose(chooser.choice(session.decision.options))
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


def _wait_ready(process: subprocess.Popen[str], timeout: float) -> None:
    assert process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    try:
        if not selector.select(timeout):
            raise AssertionError("the writer did not start in time")
        line = process.stdout.readline()
    finally:
        selector.close()
    if line.strip() != "ready":
        _, err = process.communicate(timeout=10)
        raise AssertionError(f"the writer failed to start: {line!r}\n{err[-2000:]}")


@pytest.mark.slow  # about 15 s
def test_kill_during_saves_never_leaves_a_broken_file(tmp_path: Path) -> None:
    started = time.perf_counter()
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
            text=True,
            env=_env(),
            cwd=ROOT,
        )
        try:
            _wait_ready(process, timeout=20)
            time.sleep(chooser.uniform(0.05, 0.9))
            assert process.poll() is None, f"the writer stopped by itself: {process.stderr.read()}"  # type: ignore[union-attr]
            process.send_signal(signal.SIGKILL)
            process.wait(timeout=10)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait(timeout=10)
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
        assert process.returncode == -signal.SIGKILL

        others = sorted(p.name for p in folder.iterdir() if p != path)
        assert all(n.startswith(".autosave.json.") and n.endswith(".tmp") for n in others), others
        temp_left += len(others)
        for name in others:  # a killed write may leave its temp file: never the save itself
            (folder / name).unlink()
        if not path.exists():
            assert run == 0, "once written, the autosave must never disappear"
            continue
        data = read_json(path)  # whole JSON, never a half-written file
        assert data["format"] == FORMAT and isinstance(data["choices"], list)
        listed = list_saves(folder)
        assert len(listed) == 1 and isinstance(listed[0], SaveSummary), listed
        copy = kept / f"run{run:02d}_{mode}.json"
        shutil.copy2(path, copy)
        survivors.append(copy)

    assert survivors, "no save was written before any kill"
    check = subprocess.run(
        [sys.executable, "-c", CHECKER, *map(str, survivors)],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert check.returncode == 0, check.stderr[-2000:]
    results = json.loads(check.stdout)
    broken = {name: result for name, result in results.items() if result[0] != "ok"}
    assert not broken, f"files left by a kill that do not load: {broken}"
    moves = [result[1] for result in results.values()]
    print(
        f"\n{RUNS} kills, {len(survivors)} saves checked ({min(moves)}-{max(moves)} moves), "
        f"{temp_left} temp files left by kills during a write, "
        f"{time.perf_counter() - started:.1f} s"
    )
    assert time.perf_counter() - started < 60
