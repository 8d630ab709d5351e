"""Spanish at 150 % text in a 1280×800 window (the smallest the game is made for): the longer
words reflow or take a smaller size of the type scale, and nothing a player needs ends in "…" —
the action cards' names ("Patrocinadores") and what each card would do, the tabs beside the map
(all in one row, none scrolled out of sight), the Board's task names ("Zoo colaborador") and
project spaces. The hand keeps cards read without the zoom (100 px wide), the action cards no
taller than their words need. English is held to the same."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QToolButton
from test_ui_text_size import clipped_labels, resize, window_at
from ui_helpers import settle

from arknova_desktop.ui import theme
from arknova_desktop.ui.aids.size_settings import set_text_size
from arknova_desktop.ui.language import install_language
from arknova_desktop.ui.settings import Settings
from arknova_desktop.ui.table.action_row import (
    NAME_LEAST,
    card_height,
    least_lines,
    wrapped_lines,
)

pytestmark = pytest.mark.gui


@pytest.fixture(params=["es", "en"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    assert app is not None
    install_language(app, request.param)
    try:
        yield request.param
    finally:
        install_language(app, "en")
        settings = Settings()
        settings.text_size = 100
        settings.table_zoom = 100
        theme.manager().set_text_scale(1.0)


def large_text_window(qtbot, size: tuple[int, int] = (1280, 800)):  # type: ignore[no-untyped-def]
    window = window_at(qtbot, size)
    set_text_size(150)
    settle()
    resize(window, size)
    return window


def test_at_150_percent_no_action_card_name_is_cut(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = large_text_window(qtbot)
    names = []
    for card in window.action_row.buttons:
        words = card.action_words
        # As laid out, and on a card a few pixels narrower (the cards' widths differ by a pixel
        # or two with the window's state: the name must not fit by a hair only).
        for narrower in (0, 4):
            card.resize(card.width() - narrower, card.height())
            font, _left, room = card.name_fit()
            metrics = QFontMetricsF(font, card)  # exactly: elidedText cuts a fraction over
            assert words and metrics.horizontalAdvance(words) <= room, (words, narrower, room)
            assert metrics.elidedText(words, Qt.TextElideMode.ElideRight, room) == words
            least = theme.font("caption", bold=True).pointSizeF() * NAME_LEAST
            assert font.pointSizeF() >= least - 0.01, (words, font.pointSizeF())
        names.append(words)
    if language == "es":
        assert "Patrocinadores" in names and "Construcción" in names, names


def test_at_150_percent_every_tab_label_is_whole_and_in_view(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = large_text_window(qtbot)
    tabs = window.right_tabs
    bar = tabs.tabBar()
    labels = [bar.tabText(i) for i in range(bar.count())]
    if language == "es":
        assert labels[:3] == ["Despliegue", "Tablero", "Cartas de Zoo"], labels
    assert (
        sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= tabs.contentsRect().width()
    )
    assert bar.elideMode() == Qt.TextElideMode.ElideNone
    metrics = QFontMetrics(bar.font(), bar)
    for index, label in enumerate(labels):
        rect = bar.tabRect(index)
        assert rect.width() >= bar.tabSizeHint(index).width(), label
        assert rect.right() <= bar.width(), label  # in view, not behind a scroll arrow
        assert metrics.horizontalAdvance(label.replace("&", "")) < rect.width(), label
    arrows = [b for b in bar.findChildren(QToolButton) if b.isVisibleTo(bar)]
    assert arrows == [], "the tab bar scrolls"
    # A smaller size of the scale, no smaller than the type scale's caption.
    assert bar.font().pointSizeF() >= theme.font("caption").pointSizeF()


def test_at_150_percent_the_board_cuts_no_words(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = large_text_window(qtbot)
    window.right_tabs.setCurrentIndex(1)
    settle()
    window.board_view.grab()  # drawn as shown
    assert window.board_view.cut == []
    assert clipped_labels(window) == []


def test_at_150_percent_the_hand_is_readable_and_no_action_card_words_are_cut(
    qtbot, language: str
) -> None:  # type: ignore[no-untyped-def]
    window = large_text_window(qtbot)
    # The hand's cards as wide as at 1280×800 they read without the zoom (they were 88 px).
    assert window.hand_view.card_delegate.card_width >= 100
    assert window.hand_view.model().rowCount() > 0
    row = window.action_row
    for card in row.buttons:
        text = card.preview.text()
        parts = card.parts()
        font, shown = card.preview_fit(parts)
        every = wrapped_lines(text, font, parts["preview"].width(), 1000, card)
        assert text and shown == every, (text, shown)  # drawn whole, no "…"
        assert " ".join(shown).split() == text.split(), (text, shown)
        # Never smaller than the small size at 100 % text.
        assert font.pointSizeF() >= theme.font("small").pointSizeF() / 1.5 - 0.01
        assert card.height() == row.height()
    # No empty band: the least lines, or with one line fewer some card's words would be cut.
    lines = row.lines
    assert row.height() == card_height(lines)
    if lines > least_lines():
        for card in row.buttons:
            card.lines = lines - 1
            card.resize(card.width(), card_height(lines - 1))
        assert not all(card.preview_whole() for card in row.buttons)
        row.fit_lines()
        assert row.lines == lines
