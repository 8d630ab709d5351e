"""Helpers for the UI tests (pytest-qt, offscreen): sessions, windows, and driving the widgets the
way a player does — buttons of the decision panel, mouse events on the zoo map's viewport, clicks
on card views and the pass screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QPushButton, QWidget

from arknova_desktop.engine import Decision, GameConfig
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import Choice, KeepCards, PlaceBuilding
from arknova_desktop.session import BOT as BOT
from arknova_desktop.session import HUMAN as HUMAN
from arknova_desktop.session import GameSession
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.map.map_view import CELL, ZooMapView, orientations
from arknova_desktop.ui.table.action_row import ActionCardWidget
from arknova_desktop.ui.table.decision_panel import DecisionPanel
from arknova_desktop.ui.words.log_words import log_line


# -- sessions and windows ----------------------------------------------------------------------
def make_session(
    players: int = 2,
    seats: tuple[str, ...] | None = None,
    maps: tuple[str, ...] | None = None,
    seed: int = 1,
    names: tuple[str, ...] = (),
) -> GameSession:
    config = GameConfig(
        players=players,
        seed=seed,
        maps=maps if maps is not None else ("A",) * players,
        names=names,
    )
    return GameSession(config, seats or (HUMAN,) * players, bot_delay_ms=0)


def make_window(qtbot, session: GameSession, start: bool = True):  # type: ignore[no-untyped-def]
    """A shown MainWindow (1280×800, offscreen) for the session, started unless told not to."""
    from arknova_desktop.ui.table.main_window import MainWindow

    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if start:
        window.start()
    settle()
    return window


def settle() -> None:
    """Process pending events, deferred deletions included (deleteLater of old buttons)."""
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    app.processEvents()


def pass_on(session: GameSession) -> None:
    """What the players do between two choices: confirm the end of a finished turn, and sit
    down at the screen when the hot-seat cover asks for them."""
    if session.awaiting_end_turn:
        assert session.end_turn()
    if session.covered:
        assert session.reveal()


def choose(session: GameSession, choice: Choice) -> None:
    """A choice at the screen, after passing on whatever waits (End turn, the cover)."""
    pass_on(session)
    assert session.choose(choice), f"refused: {choice!r}"


def keep_setup(session: GameSession) -> None:
    """Answer the setup decisions (map draft, keep 4 of 8) with their first option."""
    pass_on(session)
    while (d := session.decision) is not None and d.kind in ("keep_cards", "choose_map"):
        choose(session, d.options[0])
        pass_on(session)


def play_until(
    session: GameSession,
    stop: Callable[[Decision], bool],
    rng: random.Random,
    limit: int = 20_000,
    avoid: Callable[[Choice], bool] = lambda _c: False,
) -> Decision:
    """Random legal choices through `session.choose` (bots move by themselves) until `stop`."""
    for _ in range(limit):
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        decision = session.decision
        assert decision is not None, "the game ended before the wanted decision came up"
        if stop(decision):
            return decision
        options = [o for o in decision.options if not avoid(o)] or list(decision.options)
        choose(session, rng.choice(options))
    raise AssertionError("the wanted decision never came up")


def session_at(
    stop: Callable[[Decision], bool],
    seed: int = 1,
    players: int = 2,
    seats: tuple[str, ...] | None = None,
    maps: tuple[str, ...] | None = None,
    limit: int = 20_000,
) -> GameSession:
    """A session rebuilt at the first decision of a seeded random game for which `stop` is true
    (found with the bare engine, which is much faster than playing through a window)."""
    from arknova_desktop.engine import new_game

    config = GameConfig(
        players=players, seed=seed, maps=maps if maps is not None else ("A",) * players
    )
    game = new_game(config)
    rng = random.Random(seed)
    log: list[Choice] = []
    while len(log) < limit:
        decision = game.decision
        assert decision is not None, "the game ended before the wanted decision came up"
        if stop(decision):
            return GameSession(config, seats or (HUMAN,) * players, choices=log, bot_delay_ms=0)
        choice = rng.choice(decision.options)
        game.apply(choice)
        log.append(choice)
    raise AssertionError("the wanted decision never came up")


def finish_randomly(session: GameSession, rng: random.Random, limit: int = 20_000) -> int:
    """Play to the end with random legal choices; returns the number of human choices."""
    count = 0
    while count < limit:
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        decision = session.decision
        if decision is None:
            return count
        choose(session, rng.choice(decision.options))
        count += 1
    raise AssertionError("the game did not end")


# -- the decision panel -------------------------------------------------------------------------
def panel_buttons(panel: DecisionPanel) -> list[tuple[QPushButton, Choice]]:
    """The option buttons in layout order, each with the option it stands for."""
    shown = panel.shown_options
    found: list[tuple[QPushButton, Choice]] = []
    layout = panel.buttons_layout
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QPushButton) and widget.objectName().startswith("option_"):
            index = int(widget.objectName().removeprefix("option_"))
            found.append((widget, shown[index]))
    return found


def panel_button_for(panel: DecisionPanel, choice: Choice) -> QPushButton | None:
    return next((b for b, c in panel_buttons(panel) if c == choice), None)


def click(qtbot, widget, button=Qt.MouseButton.LeftButton) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(widget, button)


# -- the zoo map --------------------------------------------------------------------------------
def shape_of(cells: Iterable[Cell]) -> frozenset[Cell]:
    cells = tuple(cells)
    col = min(c.col for c in cells)
    row = min(c.row for c in cells)
    return frozenset(Cell(c.col - col, c.row - row) for c in cells)


def anchor_of(cells: Iterable[Cell]) -> Cell:
    """The top-left corner of the cells' bounding box: where the carried shape hangs from."""
    cells = tuple(cells)
    return Cell(min(c.col for c in cells), min(c.row for c in cells))


def cell_point(view: ZooMapView, cell: Cell) -> QPoint:
    """Viewport coordinates of the centre of a map cell."""
    return view.mapFromScene(QPointF(cell.col * CELL + CELL / 2, cell.row * CELL + CELL / 2))


def item_cells(items: Iterable[object]) -> set[Cell]:
    """The cells that highlight / ghost rectangles cover."""
    cells = set()
    for item in items:
        rect = item.rect()  # type: ignore[attr-defined]
        centre = rect.center()
        cells.add(Cell(int(centre.x() // CELL), int(centre.y() // CELL)))
    return cells


def lit_cells(view: ZooMapView) -> set[Cell]:
    return item_cells(view.map_scene.lit_items)


def ghost_cells(view: ZooMapView) -> set[Cell]:
    return item_cells(view.map_scene.ghost_items)


def press_key(view: ZooMapView, key: Qt.Key) -> None:
    QTest.keyClick(view, key)


def wheel(view: ZooMapView, at: QPoint, steps: int = 1, modifiers=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    viewport = view.viewport()
    event = QWheelEvent(
        QPointF(at),
        QPointF(viewport.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def turn_until(view: ZooMapView, shape: frozenset[Cell]) -> None:
    """Press R until the carried building has this orientation."""
    assert view.carrying is not None
    options = orientations(view.carrying)
    assert shape in options, "no orientation of the carried building has that shape"
    for _ in range(len(options) * 2 + 1):
        if options[view.orientation] == shape:
            return
        press_key(view, Qt.Key.Key_R)
    # Quarter turns reach only half the orientations of a chiral shape: mirror too.
    press_key(view, Qt.Key.Key_M)
    for _ in range(len(options) + 1):
        if options[view.orientation] == shape:
            return
        press_key(view, Qt.Key.Key_R)
    raise AssertionError("R and M never reached the wanted orientation")


def mouse_move(widget: QWidget, point: QPoint) -> None:
    """A mouse move (no button) to `point` over `widget`. QTest.mouseMove does not reach a
    widget under the offscreen platform when no button is down, so the event is sent directly."""
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(point),
        QPointF(widget.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def hover(view: ZooMapView, point: QPoint) -> None:
    """A mouse move (no button) over the map's viewport."""
    mouse_move(view.viewport(), point)


def mouse_place(view: ZooMapView, cells: Iterable[Cell]) -> None:
    """Move, press and release the left button on the anchor of `cells`, on the viewport."""
    viewport = view.viewport()
    point = cell_point(view, anchor_of(cells))
    hover(view, point)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def place_building(view: ZooMapView, choice: PlaceBuilding) -> None:
    """Carry the building, turn it to the choice's shape and click its place on the map."""
    if view.carrying != choice.building:
        view.carry(choice.building)
    turn_until(view, shape_of(choice.cells))
    mouse_place(view, choice.cells)


def click_cell(view: ZooMapView, cell: Cell, button=Qt.MouseButton.LeftButton) -> None:  # type: ignore[no-untyped-def]
    viewport = view.viewport()
    point = cell_point(view, cell)
    hover(view, point)
    QTest.mouseClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)


# -- card views ---------------------------------------------------------------------------------
def click_row(view: QAbstractItemView, row: int) -> None:
    """Click the item in `row` of a list/table view as a player would."""
    index = view.model().index(row, 0)
    view.scrollTo(index)
    rect = view.visualRect(index)
    assert rect.isValid() and not rect.isEmpty(), f"row {row} is not on screen"
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )


# -- playing a whole game through the widgets -----------------------------------------------
class WidgetPlayer:
    """Answers every human decision of a MainWindow's game through its widgets, picking a random
    option among those a player can reach: panel buttons, palette + map for buildings, map clicks
    for enclosures, hand/display cards and action cards (X-tokens set with the card's −/+; they
    apply, narrow the panel, or ask to confirm the X-token action). A turn waiting for "End turn"
    is ended with its button, and the pass screen's reveal button is clicked when it is up."""

    def __init__(self, qtbot, window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.window = window
        self.session = window.session
        self.rng = rng
        self.reveals = 0
        self.end_turns = 0
        self.routes: dict[str, int] = {}
        self.unreachable: dict[str, int] = {}

    def count(self, how: str) -> None:
        self.routes[how] = self.routes.get(how, 0) + 1

    def reachable(self, decision: Decision) -> list[Choice]:
        from arknova_desktop.engine.kernel.choices import PlaceAnimal, Skip
        from arknova_desktop.ui.table.decision_panel import MAX_BUTTONS

        hand = set(self.window.hand_model.rows())
        display = set(self.window.display_model.rows())
        found = []
        for index, option in enumerate(decision.options):
            card = getattr(option, "card", None)
            if (
                index < MAX_BUTTONS
                or isinstance(option, PlaceBuilding | PlaceAnimal | Skip | KeepCards)
                or (card is not None and (card in hand or card in display))
            ):
                found.append(option)
            else:
                self.unreachable[decision.kind] = self.unreachable.get(decision.kind, 0) + 1
        return found

    def step(self) -> Choice:
        """Make one human choice through the widgets; returns it."""
        from arknova_desktop.engine.kernel.choices import PlaceAnimal

        settle()
        window, session = self.window, self.session
        if session.awaiting_end_turn:
            end_button = window.turn_controls.end_button
            assert end_button.isVisible() and end_button.isEnabled()
            self.qtbot.mouseClick(end_button, Qt.MouseButton.LeftButton)
            assert not session.awaiting_end_turn
            self.end_turns += 1
            settle()
        if window.pass_screen.isVisible():
            self.qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
            self.reveals += 1
            settle()
        decision = session.table_decision
        assert decision is not None
        assert session.is_human(decision.seat)
        choice = self.rng.choice(self.reachable(decision))
        before = len(session.choices)
        if isinstance(choice, PlaceBuilding):
            self.place(choice)
        elif isinstance(choice, KeepCards):
            self.keep_cards(choice)
        elif isinstance(choice, PlaceAnimal):
            self.map_click(choice)
        elif not self.card_click(choice) and not self.action_click(choice):
            self.panel_click(choice)
            self.count("panel")
        settle()
        assert len(session.choices) > before, f"{choice!r} was not applied"
        assert session.choices[before] == choice
        return choice

    def keep_cards(self, choice: KeepCards) -> None:
        """Click exactly the cards to keep among the faces in the panel, then confirm."""
        panel = self.window.decision_panel
        faces = panel.card_choice.faces
        assert sorted(faces) == sorted({c for o in self.session.decision.options for c in o.cards})  # type: ignore[union-attr, attr-defined]
        for card, face in faces.items():
            if face.isChecked() != (card in choice.cards):
                self.qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        for card, face in faces.items():  # after the unticks, the rest of the four
            if face.isChecked() != (card in choice.cards):
                self.qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        confirm = panel.card_choice.confirm_button
        assert confirm.objectName() == "keep_confirm"
        assert confirm.isVisible() and confirm.isEnabled()
        self.qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        self.count("keep")

    def panel_click(self, choice: Choice) -> None:
        panel = self.window.decision_panel
        button = panel_button_for(panel, choice)
        card = getattr(choice, "card", None)
        face = panel.card_choice.faces.get(card) if isinstance(card, str) else None
        if button is None and face is not None:
            # Cards chosen by their faces: click the card, then the confirm button.
            assert face.isVisible()
            if not face.isChecked():
                self.qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
            confirm = panel.card_choice.confirm_button
            assert confirm.isVisible() and confirm.isEnabled()
            self.qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
            self.count("card face")
            return
        assert button is not None, f"no button for {choice!r} in {panel.shown_options!r}"
        assert button.isVisible() and button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def _after_narrow(self, choice: Choice, how: str) -> None:
        """After a card / action click: applied directly, or the panel narrowed to a few."""
        settle()
        if self.session.choices and self.session.choices[-1] == choice and self._applied:
            self.count(how)
            return
        panel = self.window.decision_panel
        assert choice in panel.shown_options, f"{how} click did not offer {choice!r}"
        self.panel_click(choice)
        self.count(how + "+panel")

    def card_click(self, choice: Choice) -> bool:
        """Click the option's card in the hand or display, if it is shown there."""
        card = getattr(choice, "card", None)
        if card is None:
            return False
        folder = getattr(choice, "folder", None)
        hand_rows = self.window.hand_model.rows()
        display_rows = self.window.display_model.rows()
        if card in hand_rows and not folder:
            view, row, how = self.window.hand_view, hand_rows.index(card), "hand"
        elif card in display_rows and (folder in (None, display_rows.index(card) + 1)):
            view, row, how = self.window.display_view, display_rows.index(card), "display"
        else:
            return False
        count = len(self.session.choices)
        click_row(view, row)
        self._applied = len(self.session.choices) > count
        self._after_narrow(choice, how)
        return True

    def action_click(self, choice: Choice) -> bool:
        """Click the option's action card, if it has one and the card is clickable now, after
        setting its X-tokens with the card's −/+ (a card starts its action with the X-tokens
        shown on it; one that can only take the X-token action asks to confirm it)."""
        from arknova_desktop.engine.kernel.choices import ChooseAction, TakeXToken

        action = getattr(choice, "action", None)
        row = self.window.action_row
        if action is None:
            return False
        decision = self.session.table_decision
        if decision is None or row.seat != decision.seat:
            return False
        if isinstance(choice, TakeXToken) and any(
            isinstance(o, ChooseAction) and o.action == action for o in decision.options
        ):
            return False  # a click starts the action itself: the X-token action is the panel's
        player = self.session.game.state.players[row.seat]
        slot = next((i for i, c in enumerate(player.action_cards) if c.action == action), None)
        if slot is None or not row.cards[slot].isEnabled():
            return False
        card = row.cards[slot]
        want = choice.x_tokens if isinstance(choice, ChooseAction) else 0
        if not self.set_x_tokens(card, want):
            return False
        count = len(self.session.choices)
        self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        self._applied = len(self.session.choices) > count
        self._after_narrow(choice, "action card")
        if want:
            self.count("action card with X-tokens")
        return True

    def set_x_tokens(self, card: ActionCardWidget, want: int) -> bool:
        """Click the card's − / + until it shows `want` X-tokens (False: it cannot)."""
        for _ in range(12):
            if card.x_tokens == want:
                return True
            button = card.plus if card.x_tokens < want else card.minus
            if not (button.isVisible() and button.isEnabled()):
                return False
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return card.x_tokens == want

    def place(self, choice: PlaceBuilding) -> None:
        window, view = self.window, self.window.map_view
        assert view.seat == self.session.decision.seat, "the map shows another zoo"  # type: ignore[union-attr]
        palette = window.palette_list
        QTest.mouseClick(palette.tile(choice.building), Qt.MouseButton.LeftButton)
        assert view.carrying == choice.building
        turn_until(view, shape_of(choice.cells))
        mouse_place(view, choice.cells)
        self.count("map build")

    def map_click(self, choice: Choice) -> None:
        view = self.window.map_view
        assert view.seat == self.session.decision.seat, "the map shows another zoo"  # type: ignore[union-attr]
        cell = sorted(choice.enclosure)[0]  # type: ignore[attr-defined]
        click_cell(view, cell)
        self.count("map enclosure")


def log_lines(session: GameSession) -> list[str]:
    """The public log as the window's log shows it: each item in words, blank ones left out."""
    return [line for item in session.log if (line := log_line(session, item))]


def shown_log_lines(session: GameSession) -> list[str]:
    """The log as the window shows it now: the next turn's start waits for End turn."""
    shown = session.log[: session.log_shown()]
    return [line for item in shown if (line := log_line(session, item))]


def card_rows(window, decision: Decision) -> dict[Choice, tuple[str, CardListView, int]]:  # type: ignore[no-untyped-def]
    """The options of `decision` answered by one hand or display card alone (a card that only
    narrows the list does not count): each with the words of its place, its list and its row.
    The table player clicks them (table_player.py), the keyboard player presses Enter on them
    (keyboard_player.py)."""
    hand = window.hand_model.rows()
    display = window.display_model.rows()
    found: dict[Choice, tuple[str, CardListView, int]] = {}
    for option in decision.options:
        card = getattr(option, "card", None)
        folder = getattr(option, "folder", None)
        match: dict[str, object]
        if isinstance(card, str) and card in hand and not folder:
            row, view, how, match = hand.index(card), window.hand_view, "hand card", {"card": card}
        elif (
            isinstance(card, str) and card in display and folder in (None, display.index(card) + 1)
        ):
            row, view, how = display.index(card), window.display_view, "display card"
            match = {"card": card, "folder": row + 1}
        else:
            continue
        same = [
            o for o in decision.options if all(getattr(o, k, None) == v for k, v in match.items())
        ]
        if len(same) == 1:
            found[option] = (how, view, row)
    return found
