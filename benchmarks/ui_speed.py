"""UI responsiveness: from a click on a decision-panel button to the repainted main window, and
the cold start of the program and of the main window.

A click is timed with QElapsedTimer from the button press until the event queue is idle again
(every posted event handled, deferred deletions done, the window repainted). The clicks answer a
seeded 2-player hot-seat game with random options the panel shows; the pass screen, when it
comes up, is revealed outside the timing.

Run: `python benchmarks/ui_speed.py [--clicks 200] [--profile]` (offscreen when there is no
display; prints a table). `--profile` adds the functions that take the most time per click.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from arknova_desktop.engine import GameConfig
from arknova_desktop.simulate import format_table


class EventCounter(QObject):
    """Counts every event the application dispatches, and the paint events of one window."""

    def __init__(self, window: QObject) -> None:
        super().__init__()
        self.window = window
        self.events = 0
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.events += 1
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def run_until_idle(app: QApplication, counter: EventCounter, limit: int = 200) -> None:
    """Process events until a pass dispatches nothing more (deferred deletions included)."""
    for _ in range(limit):
        before = counter.events
        app.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if counter.events == before:
            return


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def panel_buttons(window) -> list[tuple[QPushButton, object]]:  # type: ignore[no-untyped-def]
    panel = window.decision_panel
    shown = panel.shown_options
    found = []
    for i in range(panel.buttons_layout.count()):
        item = panel.buttons_layout.itemAt(i)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QPushButton) and widget.objectName().startswith("option_"):
            found.append((widget, shown[int(widget.objectName().removeprefix("option_"))]))
    return found


def measure_clicks(clicks: int, seed: int, profile: bool) -> list[tuple[str, str]]:
    from arknova_desktop.session import HUMAN, GameSession
    from arknova_desktop.ui.table.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(seed)
    times: list[float] = []
    paints: list[int] = []
    games = 0
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
    while len(times) < clicks:
        games += 1
        config = GameConfig(players=2, seed=seed + games, maps=("A", "0"))
        session = GameSession(config, (HUMAN, HUMAN))
        window = MainWindow(session)
        window.show()
        window.start()
        counter = EventCounter(window)
        app.installEventFilter(counter)
        run_until_idle(app, counter)
        timer = QElapsedTimer()
        while session.decision is not None and len(times) < clicks:
            if session.awaiting_end_turn:  # the turn waits for End turn: press it
                session.end_turn()
                run_until_idle(app, counter)
                continue
            if window.pass_screen.isVisible():
                window.pass_screen.button.click()
                run_until_idle(app, counter)
                continue
            if session.table_decision is None:
                run_until_idle(app, counter)
                continue
            buttons = panel_buttons(window)
            if not buttons:  # keep 4 of 8 uses check boxes: not a one-click choice
                session.choose(rng.choice(session.table_decision.options))
                run_until_idle(app, counter)
                continue
            button, _choice = rng.choice(buttons)
            before = len(session.choices)
            paints_before = counter.paints
            if profiler is not None:
                profiler.enable()
            timer.start()
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            run_until_idle(app, counter)
            elapsed = timer.nsecsElapsed() / 1e6
            if profiler is not None:
                profiler.disable()
            assert len(session.choices) == before + 1, "the click did not apply its option"
            times.append(elapsed)
            paints.append(counter.paints - paints_before)
        app.removeEventFilter(counter)
        window.close()
        window.deleteLater()
        run_until_idle(app, EventCounter(window))
    if profiler is not None:
        import pstats

        print("Top functions by cumulative time over the timed clicks:")
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return [
        ("clicks timed", str(len(times))),
        ("games", str(games)),
        ("click → repainted, median", f"{statistics.median(times):.1f} ms"),
        ("click → repainted, p95", f"{percentile(times, 0.95):.1f} ms"),
        ("click → repainted, max", f"{max(times):.1f} ms"),
        ("paint events per click, median", f"{statistics.median(paints):.0f}"),
    ]


def cold_start(runs: int) -> list[tuple[str, str]]:
    """Fresh interpreters: `--version`, and import + QApplication + MainWindow shown."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    version: list[float] = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "arknova_desktop", "--version"],
            check=True,
            capture_output=True,
            env=env,
        )
        version.append(time.perf_counter() - start)
    script = (
        "import time; t0 = time.perf_counter()\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from arknova_desktop.engine import GameConfig\n"
        "from arknova_desktop.session import GameSession\n"
        "from arknova_desktop.ui.table.main_window import MainWindow\n"
        "app = QApplication([]); t1 = time.perf_counter()\n"
        "s = GameSession(GameConfig(players=2, seed=1)); w = MainWindow(s); w.show(); w.start()\n"
        "app.processEvents(); t2 = time.perf_counter()\n"
        "w2 = MainWindow(GameSession(GameConfig(players=2, seed=2))); w2.show(); w2.start()\n"
        "app.processEvents(); t3 = time.perf_counter()\n"
        "print(t1 - t0, t2 - t1, t3 - t2)\n"
    )
    imports: list[float] = []
    first: list[float] = []
    second: list[float] = []
    whole: list[float] = []
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", script], check=True, capture_output=True, text=True, env=env
        ).stdout.split()
        whole.append(time.perf_counter() - start)
        a, b, c = (float(x) for x in out[-3:])
        imports.append(a)
        first.append(b)
        second.append(c)

    def ms(values: list[float]) -> str:
        return f"{statistics.median(values) * 1000:.0f} ms"

    return [
        (f"runs (medians of {runs})", str(runs)),
        ("python -m arknova_desktop --version", ms(version)),
        ("process: imports + QApplication", ms(imports)),
        ("first MainWindow: create, show, start", ms(first)),
        ("second MainWindow (warm)", ms(second)),
        ("fresh process to first window shown", ms(whole)),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5, help="cold-start runs")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    platform = os.environ.get("QT_QPA_PLATFORM", "(default)")
    print(
        format_table(
            f"Click to repaint ({platform})", measure_clicks(args.clicks, args.seed, args.profile)
        )
    )
    print()
    print(format_table("Cold start", cold_start(args.runs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
