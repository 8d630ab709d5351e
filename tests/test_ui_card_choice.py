"""Cards chosen by their faces: the setup keep (exactly 4 of 8) and the reveals (one of several),
picked by clicking drawn cards and applied only by the confirm button; names in words, the
confirm always in view, and only the cards of the decision at the screen."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from ui_helpers import make_session, make_window, panel_button_for, pass_on, session_at, settle

from arknova_desktop.engine import Decision
from arknova_desktop.engine.kernel.choices import KeepCards, Skip
from arknova_desktop.session import GameSession
from arknova_desktop.ui.cards.card_choice import CardChoice, CardFace, card_options
from arknova_desktop.ui.table.decision_panel import DecisionPanel
from arknova_desktop.ui.words.choice_words import choice_text

pytestmark = pytest.mark.gui

CARD_ID = re.compile(r"\b[APSF]\d{3}\b")


@pytest.fixture
def panel(qtbot):  # type: ignore[no-untyped-def]
    def build(session: GameSession) -> DecisionPanel:
        widget = DecisionPanel(session, lambda card: session.game.cards.get(card).name)
        qtbot.addWidget(widget)
        widget.resize(420, 640)
        widget.show()
        session.start()
        pass_on(session)
        settle()
        return widget

    return build


def click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    settle()


def faces(widget: DecisionPanel) -> dict[str, CardFace]:
    return dict(widget.card_choice.faces)


def reveal(decision: Decision) -> bool:
    """A reveal / snap decision with several cards to pick between."""
    return decision.kind in ("keep_card", "snap") and len(decision.options) >= 2


# -- the setup keep ----------------------------------------------------------------------------
def test_setup_keep_shows_eight_faces_and_keeps_exactly_the_clicked_four(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    decision = session.decision
    assert decision is not None and decision.kind == "keep_cards"
    shown = faces(widget)
    dealt = session.game.state.players[0].setup_cards
    assert sorted(shown) == sorted(dealt) and len(shown) == 8
    assert all(f.isVisible() and f.property("card") == c for c, f in shown.items())
    assert widget.shown_options == decision.options
    confirm = widget.card_choice.confirm_button
    assert confirm.objectName() == "keep_confirm" and confirm.isVisible()
    assert confirm.text() == "Keep these 4 cards"
    picks = [dealt[6], dealt[1], dealt[4], dealt[3]]  # clicked in no particular order
    for n, card in enumerate(picks):
        assert not confirm.isEnabled()
        click(qtbot, shown[card])
        assert shown[card].isChecked()
        assert widget.card_choice.selected_cards == tuple(sorted(picks[: n + 1]))
    assert confirm.isEnabled()
    # A fifth does not become a fifth.
    fifth = next(c for c in dealt if c not in picks)
    click(qtbot, shown[fifth])
    assert not shown[fifth].isChecked() and confirm.isEnabled()
    assert len(session.choices) == 0  # nothing applied without the confirm
    # A click on a picked card puts it back; another may then be picked.
    click(qtbot, shown[picks[0]])
    assert not confirm.isEnabled()
    click(qtbot, shown[picks[0]])
    with qtbot.waitSignal(widget.choice_made, timeout=1000) as got:
        click(qtbot, confirm)
    want = KeepCards(tuple(sorted(picks)))
    assert got.args == [want] and want in decision.options
    assert session.choices == [want]


def test_setup_keep_confirm_in_view_at_1280_by_800(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    if window.pass_screen.isVisible():
        click(qtbot, window.pass_screen.button)
    panel = window.decision_panel
    assert session.table_decision is not None
    assert session.table_decision.kind == "keep_cards"
    # The faces take the place of the action cards and the hand, the widest area there is.
    assert window.cards_stack.currentWidget() is panel.card_choice
    confirm = window.cards_stack.findChild(QPushButton, "keep_confirm")
    assert confirm is not None and confirm is panel.card_choice.confirm_button
    assert confirm.isVisible()
    # The panel says where the cards are.
    where = panel.buttons.findChild(QLabel, "cards_where")
    assert where is not None and where.isVisible()
    # Wholly inside its area and the window, and not scrolled away.
    top_left = confirm.mapTo(window.cards_stack, QPoint(0, 0))
    assert window.cards_stack.rect().contains(QRect(top_left, confirm.size()))
    in_window = confirm.mapTo(window, QPoint(0, 0))
    assert window.rect().contains(QRect(in_window, confirm.size()))
    assert not confirm.visibleRegion().isEmpty()
    assert confirm.visibleRegion().boundingRect().size() == confirm.size()
    # Picking the four (here: scrolling the cards if need be) leaves it where it is.
    for card in sorted(panel.card_choice.faces)[:4]:
        face = panel.card_choice.faces[card]
        panel.card_choice.scroll_area.ensureWidgetVisible(face)
        click(qtbot, face)
    assert confirm.isEnabled()
    assert confirm.visibleRegion().boundingRect().size() == confirm.size()
    click(qtbot, confirm)
    assert isinstance(session.choices[-1], KeepCards)
    settle()
    if window.pass_screen.isVisible():
        click(qtbot, window.pass_screen.button)
    # The next seat keeps too: its faces are shown; after the last keep the hand is back.
    while session.table_decision is not None and session.table_decision.kind == "keep_cards":
        assert window.cards_stack.currentWidget() is panel.card_choice
        for card in sorted(panel.card_choice.faces)[:4]:
            click(qtbot, panel.card_choice.faces[card])
        click(qtbot, panel.card_choice.confirm_button)
        settle()
        if window.pass_screen.isVisible():
            click(qtbot, window.pass_screen.button)
    assert session.table_decision is not None
    assert window.cards_stack.currentIndex() == 0


def test_setup_keep_shows_all_eight_faces_at_a_readable_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    if window.pass_screen.isVisible():
        click(qtbot, window.pass_screen.button)
    faces = window.decision_panel.card_choice.faces
    assert len(faces) == 8
    for face in faces.values():
        # Every face wholly in view without scrolling, and as wide as a hand card at least.
        assert face.visibleRegion().boundingRect().size() == face.size()
        assert face.card_rect().width() >= 100, face.card_rect()


# -- reveals: one card of several ---------------------------------------------------------------
def test_reveal_shows_faces_and_applies_the_clicked_card_only_after_the_confirm(
    qtbot,  # type: ignore[no-untyped-def]
    panel,
) -> None:
    session = session_at(reveal, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    decision = session.table_decision
    assert decision is not None and reveal(decision)
    by_card = card_options(decision, session.game)
    assert by_card is not None
    shown = faces(widget)
    assert sorted(shown) == sorted(by_card)
    confirm = widget.card_choice.confirm_button
    assert confirm.isVisible() and not confirm.isEnabled()
    before = len(session.choices)
    first, second = list(by_card)[:2]
    click(qtbot, shown[first])
    assert len(session.choices) == before  # shown selected, not applied
    assert shown[first].isChecked() and confirm.isEnabled()
    assert confirm.text() == choice_text(by_card[first], session.game, decision)
    name = session.game.cards.get(first).name
    assert name in confirm.text()
    # Another card: the selection moves, still nothing applied.
    click(qtbot, shown[second])
    assert shown[second].isChecked() and not shown[first].isChecked()
    assert len(session.choices) == before
    with qtbot.waitSignal(widget.choice_made, timeout=1000) as got:
        click(qtbot, confirm)
    assert got.args == [by_card[second]]
    assert session.choices[before:] == [by_card[second]]


def test_card_decision_with_skip_keeps_the_skip_button(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = session_at(
        lambda d: Skip() in d.options and card_options(d, _game_of(d)) is not None, seed=1
    )
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    decision = session.table_decision
    assert decision is not None
    assert widget.card_choice.faces
    button = panel_button_for(widget, Skip())
    assert button is not None and button.isVisible() and button.shortcut().toString() == "S"
    before = len(session.choices)
    click(qtbot, button)
    assert session.choices[before:] == [Skip()]


_GAMES: dict[int, object] = {}


def _game_of(_decision: Decision):  # type: ignore[no-untyped-def]
    """`card_options` only reads the card database, the same for every game."""
    from arknova_desktop.engine import GameConfig, new_game

    if not _GAMES:
        _GAMES[0] = new_game(GameConfig(players=2, seed=1, maps=("A", "A")))
    return _GAMES[0]


def test_one_card_decision_is_not_picked_for_the_player(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    # The one rule (docs/ui.md): nothing is picked for the player, not even a lone card.
    session = make_session(2, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    decision = session.table_decision
    assert decision is not None
    keep = decision.options[0]
    assert isinstance(keep, KeepCards)
    # A decision of one card (made up from the dealt ones, as a reveal would ask it).
    chooser = CardChoice(session)
    qtbot.addWidget(chooser)
    from arknova_desktop.engine.kernel.choices import KeepCard

    one = Decision(decision.seat, "keep_card", (KeepCard(keep.cards[0]),), "Keep a card")
    session.game._decision = one  # type: ignore[attr-defined]
    try:
        assert chooser.show_decision(session.table_decision)
        chooser.show()
        settle()
        face = chooser.faces[keep.cards[0]]
        assert not face.isChecked() and not chooser.confirm_button.isEnabled()
        emitted: list[object] = []
        chooser.chosen.connect(emitted.append)
        qtbot.keyClick(chooser, Qt.Key.Key_Return)  # Enter alone answers nothing
        chooser.confirm()
        assert emitted == []
        click(qtbot, face)
        assert face.isChecked() and chooser.confirm_button.isEnabled()
        with qtbot.waitSignal(chooser.chosen, timeout=1000) as got:
            click(qtbot, chooser.confirm_button)
        assert got.args == [KeepCard(keep.cards[0])]
    finally:
        session.game._decision = decision  # type: ignore[attr-defined]


# -- words, zoom and privacy --------------------------------------------------------------------
def all_texts(chooser: CardChoice) -> list[str]:
    texts: list[str] = []
    for widget in [chooser, *chooser.findChildren(QWidget)]:
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QPushButton | QLabel | CardFace):
            texts.append(widget.text())
    return [t for t in texts if t]


@pytest.mark.parametrize("which", ["keep", "reveal"])
def test_no_card_code_in_any_text_or_tooltip(panel, which: str) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1) if which == "keep" else session_at(reveal, seed=1)
    widget = panel(session)
    chooser = widget.card_choice
    assert chooser.faces
    for card, face in chooser.faces.items():
        name = session.game.cards.get(card).name
        assert face.text() == name and name in face.toolTip()
        assert len(face.toolTip()) > len(name) + 10  # the card's text too
    first = next(iter(chooser.faces.values()))
    first.click()
    texts = all_texts(chooser)
    assert texts
    for text in texts:
        assert not CARD_ID.search(text), text


def test_space_zooms_the_focused_card(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    chooser = widget.card_choice
    card, face = next(iter(chooser.faces.items()))
    face.setFocus()
    qtbot.keyClick(face, Qt.Key.Key_Space)
    assert chooser.zoom.isVisible() and chooser.zoom.card_id == card
    assert not face.isChecked()  # Space zooms, it does not pick
    qtbot.keyClick(face, Qt.Key.Key_Space)
    assert not chooser.zoom.isVisible()


def test_hover_zooms_the_card(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    chooser = widget.card_choice
    card, face = next(iter(chooser.faces.items()))
    chooser.hover(face)
    qtbot.waitUntil(chooser.zoom.isVisible, timeout=2000)
    assert chooser.zoom.card_id == card
    chooser.unhover(face)  # it lingers a moment for the mouse to reach it, then goes
    qtbot.waitUntil(lambda: not chooser.zoom.isVisible(), timeout=2000)


def test_chooser_cleared_at_the_handover(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    first = dict(widget.card_choice.faces)
    assert len(first) == 8
    seen: list[int] = []
    session.handover_needed.connect(lambda _s: seen.append(len(widget.card_choice.faces)))
    keep = session.decision.options[0]  # type: ignore[union-attr]
    assert session.choose(keep)
    settle()
    assert session.covered
    assert seen == [0]  # emptied by the handover itself
    assert widget.card_choice.faces == {} and widget.card_choice.decision is None
    # Under the cover it shows nothing, even if asked to.
    assert not widget.card_choice.show_decision(session.decision)
    assert session.reveal()
    settle()
    second = widget.card_choice.faces
    assert len(second) == 8 and not set(second) & set(first)
    assert sorted(second) == sorted(session.game.state.players[1].setup_cards)
