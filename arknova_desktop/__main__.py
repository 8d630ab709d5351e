"""Command line: `arknova` / `python -m arknova_desktop`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "simulate":
        from .simulate import main as simulate_main

        return simulate_main(args[1:])
    parser = argparse.ArgumentParser(
        prog="arknova",
        description="Ark Nova Desktop: starts the game. Also: simulate (random games).",
    )
    parser.add_argument("--version", action="version", version=f"arknova {__version__}")
    parser.parse_args(args)
    from .ui.app import run

    return run(sys.argv[:1])


if __name__ == "__main__":
    sys.exit(main())
