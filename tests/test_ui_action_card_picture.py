"""An action card is kept as a picture and copied while nothing it shows changes (issue 25: the
same rounded shapes were painted again at every repaint); what is copied is pixel for pixel what
drawing it anew gives, and any change of what it shows draws it anew."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from arknova_desktop.ui.table.action_row import ActionCardWidget

pytestmark = pytest.mark.gui


def shown(card: ActionCardWidget) -> QImage:
    return card.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def drawn_anew(card: ActionCardWidget) -> QImage:
    """The card's own paint on a fresh image, with its buttons drawn over it as grab does."""
    image = QImage(card.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    card._paint_card(image)
    card._kept = None  # the next grab paints the card itself anew as well
    return image


def test_the_kept_card_is_the_card_as_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    card = ActionCardWidget(1)
    qtbot.addWidget(card)
    card.action, card.action_words, card.side_words = "build", "Build", "I"
    card.number, card.usable, card.max_x = 2, True, 2
    card.preview.setText("one building up to size 2")
    card.resize(card.sizeHint())
    card.show()
    qtbot.waitExposed(card)
    first = shown(card)
    kept = card._kept
    assert kept is not None
    card.repaint()
    assert card._kept is kept  # nothing changed: copied, not drawn anew
    assert shown(card) == first
    card.usable = False  # what it shows changed: drawn anew
    card.update()
    again = shown(card)
    assert card._kept is not kept and again != first
    card.set_x(1)
    with_x = shown(card)
    assert with_x != again
    anew = drawn_anew(card)
    assert shown(card) == with_x
    # The picture alone (no buttons): the card's own paint copied exactly.
    assert card._kept is not None
    picture = card._kept[1].toImage()
    assert picture.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied) == anew
