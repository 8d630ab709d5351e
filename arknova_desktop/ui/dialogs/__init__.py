"""Dialogs and menus: start, load, scoring, about, replay and the hot-seat cover."""
