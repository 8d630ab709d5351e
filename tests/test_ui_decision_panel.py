"""The decision panel: the prompt, one button per option (up to its cap, Skip always), a click
applies exactly that option, `narrow()` shows a subset, and the main window routes card clicks
through it; an action card (or its number key) starts its action at once."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QSplitter
from ui_helpers import (
    click_row,
    keep_setup,
    make_session,
    make_window,
    panel_button_for,
    panel_buttons,
    pass_on,
    session_at,
    settle,
)

from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    KeepCards,
    PlaceBuilding,
    PlayAnimal,
    Skip,
    TakeXToken,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui.table import decision_panel as panel_module
from arknova_desktop.ui.table.decision_panel import MAX_BUTTONS, DecisionPanel, OptionButton
from arknova_desktop.ui.table.main_window import MainWindow
from arknova_desktop.ui.words.choice_words import choice_text, prompt_text

pytestmark = pytest.mark.gui

CARD_ID = re.compile(r"\b[APSF]\d{3}\b")


@pytest.fixture
def panel(qtbot):  # type: ignore[no-untyped-def]
    def build(session: GameSession) -> DecisionPanel:
        widget = DecisionPanel(session, lambda card: session.game.cards.get(card).name)
        qtbot.addWidget(widget)
        widget.resize(420, 600)
        widget.show()
        session.start()
        pass_on(session)  # two humans: the first one sits down (the panel has no cover itself)
        settle()
        return widget

    return build


def names(session: GameSession):  # type: ignore[no-untyped-def]
    return lambda card: session.game.cards.get(card).name


def test_prompt_and_one_button_per_option(panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1, names=("Ann", "Bob"))
    widget = panel(session)
    keep_setup(session)
    settle()
    decision = session.decision
    assert decision is not None and decision.kind == "choose_action"
    prompt = html.escape(prompt_text(decision, session.game))
    assert "Ann" in widget.prompt.text() and prompt in widget.prompt.text()
    buttons = panel_buttons(widget)
    assert [c for _b, c in buttons] == list(decision.options)
    for button, choice in buttons:
        assert button.text() == choice_text(choice, session.game)
        assert button.text() == choice_text(choice, session.game)
        assert button.isVisible() and button.isEnabled()
    assert widget.shown_options == decision.options


@pytest.mark.parametrize("index", [0, 4, -1])
def test_clicking_a_button_applies_that_option(qtbot, panel, index: int) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    keep_setup(session)
    settle()
    decision = session.decision
    assert decision is not None
    choice = decision.options[index]
    button = panel_button_for(widget, choice)
    assert button is not None
    with qtbot.waitSignal(widget.choice_made, timeout=1000) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert blocker.args == [choice]
    assert session.choices[-1] == choice
    settle()
    if session.awaiting_end_turn:
        # The choice completed the turn (an X-token action): nothing to answer until End turn,
        # and under the cover for the next player neither.
        assert widget.shown_options == () and panel_buttons(widget) == []
        assert session.end_turn() and session.covered
        settle()
        assert widget.shown_options == () and panel_buttons(widget) == []
        assert session.reveal()
        settle()
    # The panel moved on to the next decision.
    assert session.table_decision is not None
    assert widget.shown_options == session.table_decision.options


def test_placements_get_one_button_per_building_type(panel) -> None:  # type: ignore[no-untyped-def]
    # An empty Map 0 and Build at strength 5: far more placements than buttons, yet the panel
    # lists no cell: one button per building type, which carries that building on the map.
    session = make_session(2, seed=1, maps=("0", "0"))
    widget = panel(session)
    keep_setup(session)
    player = session.game.state.players[0]
    others = [c for c in player.action_cards if c.action != "build"]
    build = [c for c in player.action_cards if c.action == "build"]
    player.action_cards = (*others, *build)  # Build in slot 5
    session.game.advance()
    assert session.choose(ChooseAction("build", 0))
    settle()
    decision = session.decision
    assert decision is not None and decision.kind == "build"
    assert len(decision.options) > MAX_BUTTONS
    types = list(
        dict.fromkeys(o.building for o in decision.options if isinstance(o, PlaceBuilding))
    )
    assert [b.property("building") for b in widget.carry_buttons] == types
    assert panel_buttons(widget) == []  # no option button: every option here is a placement
    labels = [w.text() for w in widget.buttons.findChildren(QLabel) if w.isVisible()]
    assert not any("more" in text for text in labels), labels


def test_button_cap_and_the_rest_counted(panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    keep_setup(session)
    settle()
    many = tuple(ChooseAction("build", x) for x in range(MAX_BUTTONS + 10))
    widget.narrow(many)
    settle()
    buttons = panel_buttons(widget)
    assert len(buttons) == MAX_BUTTONS
    assert [c for _b, c in buttons] == list(many[:MAX_BUTTONS])
    labels = [w.text() for w in widget.buttons.findChildren(QLabel) if w.isVisible()]
    assert any("10 more" in text for text in labels), labels


def keep_boxes(widget: DecisionPanel) -> dict[str, QCheckBox]:
    return {
        str(box.property("card")): box
        for box in widget.buttons.findChildren(QCheckBox)
        if box.objectName().startswith("keep_")
    }


def test_every_keep_cards_option_can_be_chosen(panel) -> None:  # type: ignore[no-untyped-def]
    """Setup: any 4 of the 8 dealt cards may be kept (70 ways): one box per dealt card, and the
    confirm button sends exactly the ticked four."""
    session = make_session(2, seed=1)
    widget = panel(session)
    decision = session.decision
    assert decision is not None and decision.kind == "keep_cards"
    boxes = keep_boxes(widget)
    assert sorted(boxes) == sorted(session.game.state.players[0].setup_cards)
    confirm = widget.buttons.findChild(QPushButton, "keep_confirm")
    assert confirm is not None
    for option in decision.options:
        assert isinstance(option, KeepCards)
        for card, box in boxes.items():
            box.setChecked(card in option.cards)
        assert confirm.isEnabled()
        with qtbot_free_signal(widget.choice_made) as got:
            confirm.click()
        assert got == [option]
    for box in boxes.values():  # 3 ticked: not yet
        box.setChecked(False)
    for box in list(boxes.values())[:3]:
        box.setChecked(True)
    assert not confirm.isEnabled()


class qtbot_free_signal:
    def __init__(self, signal: object) -> None:
        self.signal = signal
        self.got: list[object] = []

    def __enter__(self) -> list[object]:
        self.signal.connect(self.got.append)  # type: ignore[attr-defined]
        return self.got

    def __exit__(self, *exc: object) -> None:
        self.signal.disconnect(self.got.append)  # type: ignore[attr-defined]


def test_keep_cards_boxes_name_the_cards(panel) -> None:  # type: ignore[no-untyped-def]
    """Box texts show card names, never raw ids such as 'A417'."""
    session = make_session(2, seed=1)
    widget = panel(session)
    assert len(keep_boxes(widget)) == 8
    for card, box in keep_boxes(widget).items():
        assert box.text() == session.game.cards.get(card).name
        assert not CARD_ID.search(box.text()), box.text()


def test_narrow_shows_only_the_given_options_then_resets(panel) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    keep_setup(session)
    settle()
    decision = session.decision
    assert decision is not None
    subset = tuple(o for o in decision.options if getattr(o, "action", None) == "build")
    assert 1 < len(subset) < len(decision.options)
    widget.narrow(subset)
    settle()
    assert widget.shown_options == subset
    assert [c for _b, c in panel_buttons(widget)] == list(subset)
    QTest.mouseClick(panel_buttons(widget)[0][0], Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[-1] == subset[0]
    assert widget.shown_options == session.decision.options  # type: ignore[union-attr]


def test_skip_button_present_and_applies_skip(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: Skip() in d.options and len(d.options) < MAX_BUTTONS, seed=2)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    button = panel_button_for(widget, Skip())
    assert button is not None and button.text().lower() == "skip"
    assert button.shortcut().toString() == "S"
    before = len(session.choices)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert session.choices[before:] == [Skip()]


def test_skip_button_kept_beyond_the_cap(panel) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: Skip() in d.options and len(d.options) > MAX_BUTTONS, seed=1)
    widget = panel(session)
    decision = session.decision
    assert decision is not None and decision.options.index(Skip()) >= MAX_BUTTONS
    assert panel_button_for(widget, Skip()) is not None
    many = (*(ChooseAction("build", x) for x in range(MAX_BUTTONS + 5)), Skip())
    widget.narrow(many)
    settle()
    assert panel_button_for(widget, Skip()) is not None
    assert len(panel_buttons(widget)) == MAX_BUTTONS + 1


def test_s_key_skips_in_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: Skip() in d.options and len(d.options) < MAX_BUTTONS, seed=2)
    window = make_window(qtbot, session)
    assert window.pass_screen.isVisible(), "two humans: the first one sits down first"
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    settle()  # the panel's buttons for the revealed decision replace the old ones (one "S")
    window.activateWindow()
    qtbot.waitActive(window)
    before = len(session.choices)
    # A button shortcut "animates" the click: the click comes ~100 ms later.
    with qtbot.waitSignal(window.decision_panel.choice_made, timeout=2000):
        QTest.keyClick(window.decision_panel, Qt.Key.Key_S)
    settle()
    assert session.choices[before:] == [Skip()]


# -- routing clicks in the main window ----------------------------------------------------------
def test_action_card_click_starts_that_action(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One click on a usable action card starts its action with the X-tokens shown on it (none
    here); its X-token action stays a button of the panel."""
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    if window.pass_screen.isVisible():  # keep_setup sat the players down through the session
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()
    assert not session.covered
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action"
    assert ChooseAction("build", 0) in decision.options and TakeXToken("build") in decision.options
    assert panel_button_for(window.decision_panel, TakeXToken("build")) is not None
    player = session.game.state.players[decision.seat]
    slot = next(i for i, c in enumerate(player.action_cards) if c.action == "build")
    card = window.action_row.cards[slot]
    assert card.isEnabled() and card.x_tokens == 0
    with qtbot.waitSignal(window.action_row.card_clicked, timeout=1000) as clicked:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert clicked.args == ["build", 0]
    settle()
    assert session.choices[2:] == [ChooseAction("build", 0)]  # after the two setup keeps
    now = session.table_decision
    assert now is not None and now.kind == "build"
    assert window.decision_panel.shown_options == now.options
    # Now that the action runs, the action cards take no click.
    count = len(session.choices)
    qtbot.mouseClick(window.action_row.cards[(slot + 1) % 5], Qt.MouseButton.LeftButton)
    settle()
    assert len(session.choices) == count


def test_hand_card_click_plays_the_animal(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(
        lambda d: (
            d.kind == "play_animal"
            and any(isinstance(o, PlayAnimal) and o.folder == 0 for o in d.options)
        ),
        seed=1,
    )
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    decision = session.decision
    assert decision is not None and session.viewer == decision.seat
    choice = next(o for o in decision.options if isinstance(o, PlayAnimal) and o.folder == 0)
    rows = window.hand_model.rows()
    before = len(session.choices)
    click_row(window.hand_view, rows.index(choice.card))
    settle()
    same_card = [o for o in decision.options if getattr(o, "card", None) == choice.card]
    if len(same_card) == 1:
        assert session.choices[before:] == [choice]
    else:
        assert window.decision_panel.shown_options == tuple(same_card)


def test_click_on_a_card_that_is_no_option_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert session.decision.kind == "choose_action"  # type: ignore[union-attr]
    before = len(session.choices)
    click_row(window.hand_view, 0)
    settle()
    assert len(session.choices) == before
    assert "not one of the choices" in window.statusBar().currentMessage()


def test_panel_hides_no_placement_the_map_cannot_make(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Beyond the cap the panel leaves placements to the map: every PlaceBuilding it hides is lit
    on the map when its building is carried in the right orientation."""
    session = session_at(lambda d: len(d.options) > MAX_BUTTONS and d.kind == "build", seed=1)
    window = make_window(qtbot, session, start=True)
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    decision = session.decision
    assert decision is not None
    shown = {c for _b, c in panel_buttons(window.decision_panel)}
    hidden = [o for o in decision.options if o not in shown]
    assert hidden and all(isinstance(o, PlaceBuilding) for o in hidden)
    view = window.map_view
    assert set(view.placement_options()) == {
        o for o in decision.options if isinstance(o, PlaceBuilding)
    }
    assert session.is_human(decision.seat) and view.seat == decision.seat


def test_number_keys_choose_the_action_card_of_that_slot(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The action cards promise "Key 1"…"Key 5" (their tooltips): pressing the slot's number
    uses that card, as a click on it does."""
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitActive(window)
    decision = session.decision
    assert decision is not None and decision.kind == "choose_action"
    player = session.game.state.players[decision.seat]
    slot = next(i for i, c in enumerate(player.action_cards) if c.action == "build")
    card = window.action_row.cards[slot]
    assert f"Key {slot + 1}" in card.toolTip()
    with qtbot.waitSignal(window.action_row.card_clicked, timeout=2000) as pressed:
        QTest.keyClick(window.decision_panel, getattr(Qt.Key, f"Key_{slot + 1}"))
    assert pressed.args == ["build", 0]
    settle()
    assert session.choices[-1] == ChooseAction("build", 0)
    now = session.table_decision
    assert now is not None and now.kind == "build"
    assert window.decision_panel.shown_options == now.options


# -- long option texts: wrapped, never cut off, the panel's width kept --------------------------
LONG = (
    "Place a size-1 enclosure on the map, next to the water if you can, and pay for it "
    "(2 money) — then gain the placement bonus of every covered space & more"
)


def open_placement(qtbot: Any) -> tuple[MainWindow, GameSession]:
    """A MainWindow (1280×800) at a Build decision with placements, the player sat down."""
    session = session_at(
        lambda d: d.kind == "build" and any(isinstance(o, PlaceBuilding) for o in d.options),
        seed=1,
    )
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()
    assert window.width() == 1280 and window.height() == 800
    decision = session.table_decision
    assert decision is not None and decision.kind == "build"
    return window, session


def assert_wholly_shown(panel: DecisionPanel) -> None:
    """Every visible option button shows all its words: the button is as tall as its words
    need at its width, each line fits the room for the words, and the button fits the list."""
    buttons = [b for b in panel.buttons.findChildren(OptionButton) if b.isVisible()]
    assert buttons
    viewport = panel.scroll_area.viewport().width()
    for button in buttons:
        assert button.height() >= button.heightForWidth(button.width()), button.text()
        room = button.text_width()
        layout = button.text_layout(room)
        lines = [layout.lineAt(i) for i in range(layout.lineCount())]
        assert lines and all(line.naturalTextWidth() <= room + 0.5 for line in lines)
        assert sum(line.textLength() for line in lines) == len(button.text())  # no elision
        assert button.rect().contains(button.text_rect()), button.text()
        if panel.scroll_area.isAncestorOf(button):
            assert button.width() <= viewport
            assert button.mapTo(panel.option_list, button.rect().topRight()).x() < viewport
        else:
            assert button.width() <= panel.width()
    bar = panel.scroll_area.horizontalScrollBar()
    assert not bar.isVisible()
    assert panel.scroll_area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def splitter_of(panel: DecisionPanel) -> QSplitter:
    widget = panel.parentWidget()
    while widget is not None and not isinstance(widget, QSplitter):
        widget = widget.parentWidget()
    assert isinstance(widget, QSplitter)
    return widget


def test_placement_buttons_wrap_and_fit_in_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _session = open_placement(qtbot)
    panel = window.decision_panel
    assert panel.carry_buttons
    assert_wholly_shown(panel)
    # The tester's cut-off text: "Place a size-1 enclosure on the map… (2 money)" in full.
    texts = [b.text() for b in panel.carry_buttons]
    assert any(t.endswith("(2 money)") and "size-1" in t for t in texts), texts
    window.grab().save("/tmp/panel_test.png")


def test_very_long_texts_keep_the_panel_width(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, session = open_placement(qtbot)
    panel = window.decision_panel
    splitter = splitter_of(panel)
    width, sizes = panel.width(), splitter.sizes()
    monkeypatch.setattr(panel_module, "carry_text", lambda *_a: LONG)
    monkeypatch.setattr(panel_module, "option_texts", lambda options, *_a: [LONG] * len(options))
    panel.show_decision(session.table_decision)
    settle()
    assert all(b.text() == LONG for b in panel.carry_buttons)
    assert_wholly_shown(panel)
    assert panel.width() == width
    assert splitter.sizes() == sizes
    # A long list with Skip (like the Clever choices): the list scrolls, Skip stays in view.
    many = (*(ChooseAction("build", x) for x in range(12)), Skip())
    panel.narrow(many)
    settle()
    assert_wholly_shown(panel)
    assert panel.width() == width and splitter.sizes() == sizes
    skip = panel_button_for(panel, Skip())
    assert skip is not None and skip.isVisible() and skip.shortcut().toString() == "S"
    assert not panel.scroll_area.isAncestorOf(skip) and panel.buttons.isAncestorOf(skip)
    assert skip.visibleRegion() == QRegion(skip.rect())
    assert panel.scroll_area.verticalScrollBar().maximum() > 0  # the list scrolls, not Skip


def test_skip_stays_in_view_below_a_long_list(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: Skip() in d.options and len(d.options) > MAX_BUTTONS, seed=1)
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()
    panel = window.decision_panel
    skip = panel_button_for(panel, Skip())
    assert skip is not None and skip.isVisible()
    assert skip.visibleRegion() == QRegion(skip.rect())
    assert [c for _b, c in panel_buttons(panel)][-1] == Skip()  # listed last, in order
    assert_wholly_shown(panel)
    before = len(session.choices)
    qtbot.mouseClick(skip, Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[before:] == [Skip()]


def test_option_button_words_and_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The words are the text (an "&" shows as "&", no mnemonic), the explicit shortcut stays,
    and the button takes the keyboard as a push button does."""
    button = OptionButton("Rock & roll")
    qtbot.addWidget(button)
    assert button.text() == "Rock & roll" and button.shortcut().isEmpty()
    button.setShortcut("S")
    button.setText("Skip & go")
    assert button.shortcut().toString() == "S"
    layout = button.text_layout(1000)
    assert layout.lineCount() == 1 and layout.text() == "Skip & go"
    button.resize(button.sizeHint())
    button.show()
    button.setFocus()
    with qtbot.waitSignal(button.clicked, timeout=1000):
        QTest.keyClick(button, Qt.Key.Key_Space)
    narrow = button.heightForWidth(60)
    assert narrow > button.heightForWidth(1000)  # more lines when narrower
    button.setText(LONG)
    assert button.sizeHint().width() < button.fontMetrics().horizontalAdvance(LONG)
    button.setEnabled(False)
    button.repaint()  # draws (disabled) without error


def test_option_button_measures_its_words_once_until_they_change(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A layout asks the same heights again and again: the words are laid out once per width,
    and anew after new words or a new font (issue 25: the panel laid out its texts over and
    over)."""
    button = OptionButton("Take a card from the display")
    qtbot.addWidget(button)
    laid_out: list[int] = []
    measure = OptionButton.text_layout

    def counted(self: OptionButton, width: int):  # type: ignore[no-untyped-def]
        laid_out.append(width)
        return measure(self, width)

    monkeypatch.setattr(OptionButton, "text_layout", counted)
    first = button.heightForWidth(80)
    for _ in range(5):
        assert button.heightForWidth(80) == first
    assert len(laid_out) == 1
    button.resize(80, first)
    button.show()
    button.repaint()  # the paint uses the words already laid out for that width
    assert len(laid_out) == 1
    button.setText(LONG)
    longer = button.heightForWidth(80)
    assert longer > first and len(laid_out) == 2
    font = button.font()
    font.setPixelSize(font.pixelSize() * 2 if font.pixelSize() > 0 else 30)
    button.setFont(font)
    assert button.heightForWidth(80) > longer and len(laid_out) == 3
