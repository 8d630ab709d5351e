"""The left edge's slots: a slot's bonus in words never runs under the player's token."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from arknova_desktop.ui import theme
from arknova_desktop.ui.table.left_edge import WIDTH, WORDS_FLAGS, slot_layout

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("text", ["1 conservation point", "2 reputation", "12 money"])
def test_a_covered_slots_words_stay_clear_of_its_token(qapp, text: str) -> None:  # type: ignore[no-untyped-def]
    """ "1 conservation point" beside the token ran under it ("conservatio[n]", seen in the real
    window): a word wider than the room beside the token puts the words below it."""
    rect = QRectF(0, 0, theme.px(WIDTH) - theme.size(4), theme.px(76))
    font = theme.font("caption")
    spot, words = slot_layout(rect, True, False, font, text)
    assert spot is not None and not words.intersects(spot)
    assert rect.contains(words)
    needed = QFontMetricsF(font).boundingRect(words, int(WORDS_FLAGS), text)
    assert needed.width() <= words.width() + 0.5  # no word wider than its room
    assert (words.top() >= spot.bottom()) is (text == "1 conservation point")  # else beside
    bare_spot, bare = slot_layout(rect, False, False, font, text)
    assert bare_spot is None and bare.width() > words.width() - 1  # uncovered: the whole slot
