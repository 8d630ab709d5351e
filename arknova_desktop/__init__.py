"""Ark Nova Desktop: the board game Ark Nova at one computer (unofficial fan implementation)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("arknova-desktop")
except PackageNotFoundError:  # running from a checkout that was not installed
    __version__ = "0.1.0"
