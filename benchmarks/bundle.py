"""Bundle size and cold start: `python benchmarks/bundle.py [--rebuild] [--onefile]`.

Uses the bundle in dist/ (building it with packaging/build.py when it is not there, or with
--rebuild) and prints a table: build time (when it built), size in MB, and the cold start of
`--smoke-test resources/samples/sample-2p.json` (start, load the sample, open the main window,
quit; median of 3, offscreen), next to the same from the checkout with this Python. The smoke
test lets Qt run for 0.3 s with the window open: that is part of every figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from build import bundle_path, console_program, folder_size, project_version  # noqa: E402

from arknova_desktop.simulate import format_table  # noqa: E402

SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"


def cold_start(command: list[str], runs: int) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("ARKNOVA_DATA_DIR", None)
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
        times.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Bundle size and cold start.")
    parser.add_argument("--rebuild", action="store_true", help="build even if dist/ has it")
    parser.add_argument("--onefile", action="store_true", help="the single-file build")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args(argv)
    version = project_version()
    bundle = bundle_path(options.dist.resolve(), version, options.onefile)
    rows: list[tuple[str, str]] = [("bundle", bundle.name)]
    if options.rebuild or not bundle.exists():
        command = [sys.executable, str(ROOT / "packaging" / "build.py"), "--no-check"]
        command += ["--dist", str(options.dist)] + (["--onefile"] if options.onefile else [])
        started = time.perf_counter()
        subprocess.run(command, check=True, cwd=ROOT, capture_output=True)
        rows.append(("build time", f"{time.perf_counter() - started:.0f} s"))
    rows.append(("size", f"{folder_size(bundle) / 1e6:.0f} MB"))
    smoke = ["--smoke-test", str(SAMPLE)]
    program = console_program(bundle, options.onefile)
    cold_start([str(program), "--version"], 1)  # the first run after a build may fill caches
    rows.append(
        (
            f"cold start --smoke-test (median of {options.runs})",
            f"{cold_start([str(program), *smoke], options.runs):.2f} s",
        )
    )
    rows.append(
        (
            "same from the checkout (python -m arknova_desktop)",
            f"{cold_start([sys.executable, '-m', 'arknova_desktop', *smoke], options.runs):.2f} s",
        )
    )
    print(format_table(f"Ark Nova Desktop {version} bundle ({sys.platform})", rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
