"""The final scoring's chart at larger text and in Spanish: its rows and columns grow with the
text size and the bars leave room for their words, so no word covers another ("16 conservation
points" was drawn over "victory points" at 150 %, and a row's "2 conservation projects
supported" was cut at its bottom) and none leaves the chart."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_ui_scoring_words import played
from ui_helpers import settle

from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.language import install_language

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("percent", [100, 150, 200])
def test_no_word_of_the_chart_covers_another(qtbot, language: str, percent: int) -> None:  # type: ignore[no-untyped-def]
    config, choices = played(2, 4)
    session = GameSession(config, (HUMAN, HUMAN), choices=list(choices), bot_delay_ms=0)
    app = QApplication.instance()
    assert app is not None
    install_language(app, language)
    theme.manager().set_text_scale(percent / 100)
    try:
        dialog = ScoringDialog(session)
        qtbot.addWidget(dialog)
        dialog.resize(1000, 700)
        dialog.show()
        settle()
        chart = dialog.chart
        chart.grab()  # paints it
        boxes = chart.word_boxes
        assert len(boxes) >= 3 + 2 * 5, boxes  # the legend; each row's name, lines, words
        inside = chart.rect().toRectF()
        for box, words in boxes:
            assert inside.contains(box), (words, box, inside)
        for n, (box, words) in enumerate(boxes):
            for other, other_words in boxes[n + 1 :]:
                assert not box.intersects(other), (words, other_words)
    finally:
        theme.manager().set_text_scale(1.0)
        install_language(app, "en")
