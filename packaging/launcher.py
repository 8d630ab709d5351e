"""The bundle's entry point (PyInstaller runs this script): the same as the `arknova` command."""

import sys

from arknova_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
