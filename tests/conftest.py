"""Test setup. Qt needs an offscreen platform before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
