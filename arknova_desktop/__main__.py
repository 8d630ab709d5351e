"""Command line: `arknova` / `python -m arknova_desktop`."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path

from . import __version__


def main(argv: Sequence[str] | None = None) -> int:
    # First of all: in the PyInstaller bundle a computer player's process (bots/worker.py, start
    # method spawn) is this same program started again with --multiprocessing-fork; there
    # freeze_support() runs the child and exits. Elsewhere it does nothing. (The bundle's
    # launcher, `python -m arknova_desktop` and the `arknova` script all come through here; under
    # spawn a child may import this module again, so nothing at import time may start the app
    # or import Qt.)
    multiprocessing.freeze_support()
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "simulate":
        from .simulate import main as simulate_main

        return simulate_main(args[1:])
    if args and args[0] == "tournament":
        from .tournament import main as tournament_main

        return tournament_main(args[1:])
    parser = argparse.ArgumentParser(
        prog="arknova",
        description=(
            "Ark Nova Desktop: starts the game. Also: simulate (random games), tournament "
            "(computer players against each other)."
        ),
    )
    parser.add_argument("--version", action="version", version=f"arknova {__version__}")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--load", metavar="FILE", type=Path, help="open a saved game directly")
    what.add_argument(
        "--smoke-test",
        metavar="FILE",
        type=Path,
        help=(
            "start the app (offscreen when there is no display), load the saved game, open the "
            "main window, quit; exit code 0 when all went well, 2 when the save cannot be "
            "loaded, 1 for any other failure (the reason on stderr)"
        ),
    )
    parser.add_argument(
        "--lang",
        choices=("en", "es"),
        help="the language of the game (else the one chosen in Settings, else the system's)",
    )
    options = parser.parse_args(args)
    if options.smoke_test is not None:
        from .ui.app import smoke_test

        return smoke_test(options.smoke_test, sys.argv[:1])
    from .ui.app import run

    return run(sys.argv[:1], load=options.load, language=options.lang)


if __name__ == "__main__":
    sys.exit(main())
