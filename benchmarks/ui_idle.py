"""UI settling: from a choice at the table to the main window idle again, over whole games.

Seeded hot-seat games (all seats human) are played in a MainWindow at 1280×800 with random legal
choices, as the window drives the session: `session.choose`, "End turn" when the turn waits for
it, and the hot-seat cover lifted at each handover. Each of these steps is timed (wall clock)
until the first idle pass of the event loop. A pass is `processEvents()` plus the deferred
deletions; a pass is idle when it dispatched nothing but timer events (no layout request, no
resize, no paint, no queued call: nothing was left in the queue).

Run: `python benchmarks/ui_idle.py [--games 2] [--players 2] [--seed 1] [--motion off|on]
[--steps N] [--profile] [--profile-to FILE]` (offscreen when there is no display). Prints
p50/p95/max of click → idle, the passes and layout requests per step, and the slowest kinds of
step. `--profile` keeps the cProfile of the slowest step and prints where its time went;
`--profile-to FILE` writes the cProfile of the whole run (windows made, every step) to FILE for
`pstats` (its call counts do not depend on the machine's load; its times do).

`--motion on` plays the same steps with the table's animations on. An animation repaints the
window every frame until it ends, so "idle" then means: the step's own work is done and the
only events left are animation frames (timers, update requests, paints) — the window answers the
next click at once (which would finish the animation). The time until the animations have ended
and the window is fully idle is printed too; it is what a player who does not click sees.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings go to a throwaway file: a benchmark never touches a player's settings.
os.environ.setdefault(
    "ARKNOVA_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(prefix="arknova-bench-"), "s.ini")
)

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from arknova_desktop.engine import GameConfig
from arknova_desktop.simulate import format_table

SIZE = (1280, 800)
PASS_LIMIT = 200  # a step still busy after this many passes is reported as such


class PassCounter(QObject):
    """Counts, per pass, the events the application dispatches (sent and posted alike)."""

    def __init__(self) -> None:
        super().__init__()
        self.busy = 0  # events other than timers
        self.frames = 0  # of those, repaints (an animation's frames)
        self.layouts = 0
        self.resizes = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind != QEvent.Type.Timer:
            self.busy += 1
        if kind in FRAME_EVENTS:
            self.frames += 1
        if kind == QEvent.Type.LayoutRequest:
            self.layouts += 1
        elif kind == QEvent.Type.Resize:
            self.resizes += 1
        return False


FRAME_EVENTS = (QEvent.Type.UpdateRequest, QEvent.Type.Paint, QEvent.Type.UpdateLater)


@dataclass
class Settled:
    passes: int  # passes until the idle one, that one included
    layouts: int  # LayoutRequest events over those passes
    resizes: int
    idle: bool  # False: still busy after PASS_LIMIT passes


def run_until_idle(
    app: QCoreApplication, counter: PassCounter, frames_allowed: bool = False
) -> Settled:
    """Passes until one dispatches only timers (`frames_allowed`: only timers and animation
    frames, after the step's first paint)."""
    # The filter watches the passes only, so the step itself does not pay a Python call per
    # event (a refresh restyles hundreds of widgets).
    app.installEventFilter(counter)
    layouts = resizes = 0
    painted = False
    try:
        for passes in range(1, PASS_LIMIT + 1):
            counter.busy = counter.frames = counter.layouts = counter.resizes = 0
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            layouts += counter.layouts
            resizes += counter.resizes
            if counter.busy == 0:
                return Settled(passes, layouts, resizes, True)
            if frames_allowed and painted and counter.busy == counter.frames:
                return Settled(passes, layouts, resizes, True)
            painted = painted or counter.frames > 0
        return Settled(PASS_LIMIT, layouts, resizes, False)
    finally:
        app.removeEventFilter(counter)


def run_until_still(app: QCoreApplication, counter: PassCounter, limit_s: float = 3.0) -> bool:
    """Let the running animations play to their end, then to a fully idle pass."""
    from arknova_desktop.ui.motion import motion

    deadline = time.perf_counter() + limit_s
    while motion().running and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    return run_until_idle(app, counter).idle and not motion().running


def late_work(app: QCoreApplication, counter: PassCounter, watch_ms: float) -> tuple[float, float]:
    """After the idle pass: keep passing for `watch_ms` and measure what still happens (a timer
    that relays out or repaints later). Returns (CPU ms of the busy passes, ms after idle of the
    last busy pass's end); (0, 0) when nothing happened."""
    app.installEventFilter(counter)
    busy_cpu = 0.0
    last = 0.0
    start = time.perf_counter()
    try:
        while (now := time.perf_counter()) - start < watch_ms / 1000:
            counter.busy = 0
            cpu = time.process_time()
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            if counter.busy:
                busy_cpu += (time.process_time() - cpu) * 1000
                last = (time.perf_counter() - start) * 1000
            elif time.perf_counter() - now < 0.0005:
                time.sleep(0.001)  # nothing to do: do not spin the CPU
    finally:
        app.removeEventFilter(counter)
    return busy_cpu, last


@dataclass
class Step:
    kind: str  # the decision's kind, or "end turn" / "reveal"
    ms: float
    settled: Settled
    game: int
    index: int
    still_ms: float  # until every animation ended and the window was idle (= ms, motion off)
    cpu_ms: float = 0.0  # CPU time of the process (all its threads) from the call to idle
    late_cpu_ms: float = 0.0  # CPU time of passes that were busy after idle (--after-ms)
    late_at_ms: float = 0.0  # how long after idle the last of those ended


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def play_games(
    games: int,
    players: int,
    seed: int,
    profile: bool,
    moving: bool = False,
    limit: int = 0,
    after_ms: float = 0.0,
) -> tuple[list[Step], pstats.Stats | None]:
    from arknova_desktop.session import HUMAN, GameSession

    try:
        from arknova_desktop.ui.table.main_window import MainWindow
    except ImportError:  # a tree from before ui/ was laid out by feature (aed978c)
        from arknova_desktop.ui.main_window import MainWindow  # type: ignore[no-redef]

    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        from arknova_desktop.ui.motion import motion
    except ImportError:  # a tree from before the table moved (issue 16): nothing moves
        if moving:
            raise
    else:
        motion().set_enabled(moving)
    counter = PassCounter()
    steps: list[Step] = []
    slowest: tuple[float, pstats.Stats] | None = None
    for game in range(games):
        maps = ("A",) * players
        config = GameConfig(players=players, seed=seed + game, maps=maps)  # type: ignore[arg-type]  # attrs converter
        session = GameSession(config, (HUMAN,) * players, bot_delay_ms=0)
        window = MainWindow(session)
        window.resize(*SIZE)
        window.show()
        window.start()
        run_until_idle(app, counter)
        rng = random.Random(seed * 1000 + game)
        index = 0
        while session.decision is not None and not (limit and index >= limit):
            profiler = cProfile.Profile() if profile else None
            cpu = time.process_time()
            start = time.perf_counter()
            if profiler is not None:
                profiler.enable()
            if session.awaiting_end_turn:
                kind = "end turn"
                session.end_turn()
            elif session.covered:
                kind = "reveal"
                if window.pass_screen.isVisible():
                    window.pass_screen.reveal()  # as its button does
                else:
                    session.reveal()
            else:
                decision = session.table_decision
                assert decision is not None, "nothing to choose, end or reveal"
                kind = decision.kind
                session.choose(rng.choice(decision.options))
            settled = run_until_idle(app, counter, frames_allowed=moving)
            if profiler is not None:
                profiler.disable()
            ms = (time.perf_counter() - start) * 1000
            cpu_ms = (time.process_time() - cpu) * 1000
            if moving:
                run_until_still(app, counter)
            still_ms = (time.perf_counter() - start) * 1000
            late = late_work(app, counter, after_ms) if after_ms > 0 else (0.0, 0.0)
            steps.append(Step(kind, ms, settled, game, index, still_ms, cpu_ms, *late))
            if profiler is not None and (slowest is None or ms > slowest[0]):
                slowest = (ms, pstats.Stats(profiler))
            index += 1
        for widget in QApplication.topLevelWidgets():  # the scoring dialog the window opened
            if widget is not window and widget.isVisible():
                widget.close()
        window.close()
        window.deleteLater()
        run_until_idle(app, counter)
    return steps, slowest[1] if slowest is not None else None


FRAME_MS = 1000 / 60  # one frame of a 60 Hz screen


def figures(steps: list[Step]) -> dict[str, float]:
    """The headline figures of a run (wall and CPU ms), also what --json writes."""
    times = [s.ms for s in steps]
    cpu = [s.cpu_ms for s in steps]
    return {
        "steps": len(steps),
        "wall_p50": statistics.median(times),
        "wall_p95": percentile(times, 0.95),
        "wall_max": max(times),
        "cpu_p50": statistics.median(cpu),
        "cpu_p95": percentile(cpu, 0.95),
        "cpu_max": max(cpu),
        "cpu_total_s": sum(cpu) / 1000,
        "late_cpu_max": max(s.late_cpu_ms for s in steps),
        "late_steps": sum(s.late_cpu_ms > 0 for s in steps),
        "late_over_frame": sum(s.late_cpu_ms > FRAME_MS for s in steps),
        "never_idle": sum(not s.settled.idle for s in steps),
    }


def summary(
    steps: list[Step], players: int, games: int, after_ms: float = 0.0
) -> list[tuple[str, str]]:
    times = [s.ms for s in steps]
    passes = [s.settled.passes for s in steps]
    layouts = [s.settled.layouts for s in steps]
    still = [s.still_ms for s in steps]
    cpu = [s.cpu_ms for s in steps]
    found = figures(steps)
    late = (
        [
            (f"busy after idle (watched {after_ms:.0f} ms), steps", str(found["late_steps"])),
            ("busy after idle, max CPU", f"{found['late_cpu_max']:.1f} ms"),
            ("steps busy after idle for more than a frame", str(found["late_over_frame"])),
        ]
        if after_ms > 0
        else []
    )
    return [
        ("games × players", f"{games} × {players}"),
        ("steps timed (choices, end turn, reveal)", str(len(steps))),
        ("click → idle, p50", f"{statistics.median(times):.1f} ms"),
        ("click → idle, p95", f"{percentile(times, 0.95):.1f} ms"),
        ("click → idle, max", f"{max(times):.1f} ms"),
        ("click → idle CPU, p50", f"{statistics.median(cpu):.1f} ms"),
        ("click → idle CPU, p95", f"{percentile(cpu, 0.95):.1f} ms"),
        ("click → idle CPU, max", f"{max(cpu):.1f} ms"),
        *late,
        ("passes to idle, p50 / max", f"{statistics.median(passes):.0f} / {max(passes)}"),
        (
            "layout requests per step, p50 / max",
            f"{statistics.median(layouts):.0f} / {max(layouts)}",
        ),
        ("resizes per step, max", str(max(s.settled.resizes for s in steps))),
        ("steps never idle", str(sum(not s.settled.idle for s in steps))),
        ("click → still (animations ended), p50", f"{statistics.median(still):.1f} ms"),
        ("click → still, max", f"{max(still):.1f} ms"),
    ]


def slowest_kinds(steps: list[Step], top: int = 8) -> list[tuple[str, str]]:
    by_kind: dict[str, list[Step]] = {}
    for step in steps:
        by_kind.setdefault(step.kind, []).append(step)
    ranked = sorted(by_kind.items(), key=lambda kv: max(s.ms for s in kv[1]), reverse=True)[:top]
    return [
        (
            kind,
            f"n={len(of):4d}  p50 {statistics.median(s.ms for s in of):6.1f} ms"
            f"  max {max(s.ms for s in of):7.1f} ms"
            f"  (CPU p50 {statistics.median(s.cpu_ms for s in of):5.1f} ms)",
        )
        for kind, of in ranked
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="profile the slowest step")
    parser.add_argument("--profile-to", default="", help="write the whole run's cProfile here")
    parser.add_argument("--motion", choices=("off", "on"), default="off")
    parser.add_argument("--steps", type=int, default=0, help="at most this many steps a game")
    parser.add_argument(
        "--after-ms",
        type=float,
        default=0.0,
        help="after each step is idle, watch this long for work that comes later",
    )
    parser.add_argument(
        "--json", action="store_true", help="print one line of JSON: the figures (for ui_ratio.py)"
    )
    args = parser.parse_args(argv)
    moving = args.motion == "on"
    if moving:
        os.environ.pop("ARKNOVA_NO_MOTION", None)
    else:
        os.environ["ARKNOVA_NO_MOTION"] = "1"
    whole = cProfile.Profile() if args.profile_to else None
    if whole is not None:
        whole.enable()
    steps, stats = play_games(
        args.games, args.players, args.seed, args.profile, moving, args.steps, args.after_ms
    )
    if whole is not None:
        whole.disable()
        whole.dump_stats(args.profile_to)
    if args.json:
        import arknova_desktop

        found: dict[str, object] = dict(figures(steps))
        found["package"] = arknova_desktop.__file__
        found["cpu"] = [round(s.cpu_ms, 3) for s in steps]
        print(json.dumps(found))
        return 0
    platform = os.environ.get("QT_QPA_PLATFORM", "(default)")
    title = f"Click to idle ({platform}, motion {args.motion})"
    print(format_table(title, summary(steps, args.players, args.games, args.after_ms)))
    print()
    print(format_table("Slowest kinds of step", slowest_kinds(steps)))
    worst = max(steps, key=lambda s: s.ms)
    print(
        f"\nslowest step: game {worst.game}, step {worst.index}, {worst.kind}, "
        f"{worst.ms:.1f} ms, {worst.settled.passes} passes"
    )
    import arknova_desktop

    print(f"measured: {arknova_desktop.__file__}; load average at the end {os.getloadavg()}")
    if stats is not None:
        print("\nWhere the slowest step's time went (cumulative):")
        stats.sort_stats("cumulative").print_stats(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
