"""Test setup. Qt needs an offscreen platform before any QApplication exists, and the settings
live in a throwaway file: the tests never read or change a player's settings."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault(
    "ARKNOVA_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(prefix="arknova-settings-"), "s.ini")
)
