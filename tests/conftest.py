"""Test setup. Qt needs an offscreen platform before any QApplication exists, and the settings
and the log file live in throwaway places: the tests never read or change a player's settings or
write to their log folder (subprocesses inherit the variables)."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault(
    "ARKNOVA_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(prefix="arknova-settings-"), "s.ini")
)
os.environ.setdefault("ARKNOVA_LOG_DIR", tempfile.mkdtemp(prefix="arknova-logs-"))
