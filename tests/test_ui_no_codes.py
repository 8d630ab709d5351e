"""Words, never codes: no text a player can read shows a card code (A490, S227, P101, F011), a
grid coordinate ("(5,5)", "row 3 col 4") or a programming identifier (reputation_hand_limit,
PlaceBuilding, "Cell(", "None").

The collector and the rule live in text_scan.py and are tested here first on small widgets.
The main test plays seeded random games of legal choices and reads the whole screen (every top
window, tab pages, item views, graphics scenes, menus, painted text, the card zoom, the final
scoring) at many of the decisions.

Playing through the window costs about 0.1 s per choice (every choice refreshes the whole
window), so a game is planned first with a bare session (same seats, same random choices; the
computer seats are deterministic) and then replayed in stretches: each stretch opens a fresh
MainWindow on a session rebuilt from the choices so far (exactly what continuing a saved game
does), plays the planned choices through it and scans where planned. The scans cover the first
choices of the game, the first two decisions of every kind, every 30th choice, and, for the
complete games, the last stretch up to the scoring dialog; at every third scan point the hot-seat
cover and the "End turn" wait are read too. At the scan points, what a player can bring up
without choosing is read as well (see `explore`): a building carried over the map with wrong
spaces clicked, the X-token confirmation of an action card, options past the panel's first 60.
Painted text is recorded all along (cards are painted once into cached pixmaps).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QPushButton,
    QTableView,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)
from text_scan import (
    PaintRecorder,
    Text,
    collect,
    plain,
    violations,
    visible_windows,
    window_texts,
)
from ui_helpers import BOT, HUMAN, pass_on, settle

from arknova_desktop.engine import GameConfig
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.kernel.choices import (
    Choice,
    ChooseAction,
    PlaceBuilding,
    Skip,
    TakeXToken,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.table.decision_panel import MAX_BUTTONS

pytestmark = pytest.mark.gui

CARD_IDS = frozenset(default_cards().cards)


# -- the rule -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Build kiosk on (5,5)", "grid coordinate"),
        ("play A490", "card code 'A490'"),
        ("reputation_hand_limit", "snake_case identifier"),
        ("Place it at 5,5", "grid coordinate"),
        ("the space at row 3 col 4", "grid coordinate"),
        ("x=3, y=4", "grid coordinate"),
        ("Sponsor S227 and P101, then F011", "card code 'S227'"),
        ("gain 2 x_tokens", "snake_case identifier"),
        ("Build a petting_zoo", "snake_case identifier"),
        ("PlaceBuilding", "CamelCase class name"),
        ("Options: ChooseAction", "CamelCase class name"),
        ("at Cell(col=5, row=5)", "Python repr"),
        ("Partner zoo: None", "Python repr"),
        ("<object object at 0x7f3a2b1c>", "Python repr"),
        ("<b>Take</b> A401", "card code 'A401'"),
        ("Icons: africa:1 predator:2", "identifier:value dump"),
        ("Unusable.NO_MONEY", "enum member"),
    ],
)
def test_violations_catch_codes(text: str, reason: str) -> None:
    reasons = [r for _t, r in violations([text], CARD_IDS)]
    assert any(r.startswith(reason) for r in reasons), reasons


@pytest.mark.parametrize(
    "text",
    [
        "Build II at strength 5",
        "X-token",
        "3 money",
        "Petting Zoo",
        "Folders 1–4",
        "<b>Cheetah</b> (17 money): sprint 3",
        "Folders 1–3 are within Ann's reputation range",
        "Zoo of Robo (computer) — new since your turn",
        "Appeal 12, conservation 3, reputation 5",
        "Take the X-token action with Animals",
        "Winner: Ann",
        "1, 2 or 3",
        "Placing Kiosk — R / wheel: turn, M: mirror, Esc: cancel",
        "Saved to /tmp/arknova_saves/game_1.json",
    ],
)
def test_violations_pass_words(text: str) -> None:
    assert violations([text], CARD_IDS) == []


def test_only_real_card_ids_count_as_codes() -> None:
    assert violations(["A401"], CARD_IDS) and not violations(["A401"], frozenset())
    assert "A401" in CARD_IDS and "F011" in CARD_IDS and "P101" in CARD_IDS


def test_plain_strips_html_but_keeps_reprs() -> None:
    assert plain("<p><b>Build</b>&nbsp;a kiosk</p><br/>now") == "Build a kiosk now"
    assert plain("<span style='color:#a00'>3 money</span>") == "3 money"
    assert "<object" in plain("<i>x</i> <object object at 0x7f00dead>")


# -- the collector -------------------------------------------------------------------------------
class Painted(QWidget):
    """A custom widget that paints its text itself, word by word like the card painter."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for i, word in enumerate(("Painted", "row", "3", "col", "4")):
            painter.drawText(5 + 40 * i, 15, word)
        painter.end()


def sample_window() -> QMainWindow:
    window = QMainWindow()
    window.setWindowTitle("Sample A402")
    central = QWidget()
    layout = QVBoxLayout(central)
    layout.addWidget(QLabel("<b>Rich</b> label x_tokens"))
    button = QPushButton("&Go")
    button.setToolTip("tip PlaceBuilding")
    button.setObjectName("go_button")
    layout.addWidget(button)
    hidden = QLabel("hidden S227")
    layout.addWidget(hidden)
    hidden.hide()
    combo = QComboBox()
    combo.addItems(["first", "second (5,5)"])
    layout.addWidget(combo)
    tabs = QTabWidget()
    tabs.addTab(QLabel("on the first tab"), "Tab one")
    second = QWidget()
    QVBoxLayout(second).addWidget(QLabel("on the second tab P101"))
    tabs.addTab(second, "Tab two")
    layout.addWidget(tabs)
    tree = QTreeView()
    model = QStandardItemModel()
    parent_item = QStandardItem("parent")
    child = QStandardItem("child F011")
    child.setToolTip("child tip")
    parent_item.appendRow(child)
    model.appendRow(parent_item)
    model.setHorizontalHeaderLabels(["Header None"])
    tree.setModel(model)
    layout.addWidget(tree)
    table = QTableView()
    table.setModel(QStringListModel(["table row"]))
    layout.addWidget(table)
    scene = QGraphicsScene()
    scene.addText("scene text")
    rect = scene.addRect(0, 0, 10, 10)
    rect.setToolTip("rect tip Cell(")
    view = QGraphicsView(scene)
    view.setParent(central)  # the view does not own the scene: keep it alive with the view
    scene.setParent(view)
    layout.addWidget(view)
    painted = Painted()
    painted.setObjectName("painted")
    painted.setMinimumSize(220, 20)
    layout.addWidget(painted)
    window.setCentralWidget(central)
    menu = window.menuBar().addMenu("&Game")
    action = menu.addAction("&Save")
    action.setToolTip("Save the game")
    window.statusBar().showMessage("status reputation_hand_limit")
    return window


def test_collector_reads_every_kind_of_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = sample_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with PaintRecorder() as recorder:
        texts = collect([window])
    recorder.flush()
    every = texts + sorted(recorder.texts, key=lambda t: t.text)
    found = {t.text for t in every}
    for expected in (
        "Sample A402",
        "<b>Rich</b> label x_tokens",
        "Go",
        "tip PlaceBuilding",
        "first",
        "second (5,5)",
        "Tab one",
        "Tab two",
        "on the first tab",
        "on the second tab P101",  # a hidden tab page is one click away
        "parent",
        "child F011",  # tree children
        "child tip",
        "Header None",
        "table row",
        "scene text",
        "rect tip Cell(",
        "Game",
        "Save",
        "Save the game",
        "status reputation_hand_limit",
        "Painted row 3 col 4",  # painted words joined into one text
    ):
        assert expected in found, expected
    assert "hidden S227" not in found  # an explicitly hidden widget is not read
    assert next(t for t in every if t.text == "tip PlaceBuilding").where.startswith(
        "QPushButton#go_button"
    )
    painted = next(t for t in every if t.text == "Painted row 3 col 4")
    assert "Painted#painted" in painted.where and "test_ui_no_codes" not in painted.where
    reasons = {
        r.split(" ", 2)[0] + " " + r.split(" ", 2)[1] for _t, r in violations(found, CARD_IDS)
    }
    assert {"card code", "grid coordinate", "snake_case identifier", "CamelCase class"} <= reasons
    # The recorder puts QPainter.drawText back when it is done.
    assert QPainter.drawText.__name__ == "drawText"


def test_window_texts_skip_child_windows(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    QVBoxLayout(window).addWidget(QLabel("inside"))
    popup = QWidget(window, Qt.WindowType.Tool)
    popup.setWindowTitle("a window of its own")
    qtbot.addWidget(window)
    window.show()
    popup.show()
    assert [t.text for t in window_texts(window)] == ["inside"]
    assert [t.text for t in window_texts(popup)] == ["a window of its own"]


# -- whole games through the main window -------------------------------------------------------
@dataclass(frozen=True)
class Table:
    label: str
    config: GameConfig
    seats: tuple[str, ...]
    choices: int | None  # None: to the end of the game


TABLES = (
    Table(
        "2 players, maps A and 0, seed 3",
        GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob")),
        (HUMAN, HUMAN),
        None,
    ),
    Table(
        "2 players, maps 1 and 5, seed 8",
        GameConfig(players=2, seed=8, maps=("1", "5"), names=("Cleo", "Dan")),
        (HUMAN, HUMAN),
        None,
    ),
    # A computer seat costs a search per move (twice: planned, then replayed): part of a game.
    Table(
        "3 players (Max a computer), maps 2, 7 and 9, seed 5",
        GameConfig(players=3, seed=5, maps=("2", "7", "9"), names=("Eve", "Fay", "Max")),
        (HUMAN, HUMAN, BOT),
        200,
    ),
)
EVERY = 30  # a scan every EVERY-th choice
FIRST_OF_KIND = 2  # the first decisions of each kind are always scanned
HEAD = 4  # the first choices of a game
TAIL = 3  # the last human choices of a complete game
JOIN = 2  # scans this close share one window (a window costs about two choices)
CARRIES = 6  # buildings carried over the map (with wrong spaces clicked) per game
EXTRA = 3  # the cover and the "End turn" wait are read at every EXTRA-th scan point


@dataclass
class Plan:
    choices: list[Choice]
    kinds: list[str | None]  # the kind of the decision each choice answered (None: a computer)
    complete: bool


def plan_game(table: Table) -> Plan:
    """The game's choices with a bare session (fast): random legal choices for the humans."""
    rng = random.Random(table.config.seed)
    session = GameSession(table.config, table.seats, bot_delay_ms=0)
    kinds: list[str | None] = []
    while table.choices is None or len(session.choices) < table.choices:
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        kinds.extend([None] * (len(session.choices) - len(kinds)))
        decision = session.table_decision
        if decision is None:
            assert session.decision is None, "the game stopped without ending"
            break
        kinds.append(decision.kind)
        assert session.choose(rng.choice(decision.options))
    # The computers' moves after the last human choice too: a window replaying the plan plays
    # them as soon as that choice is made (without them a scan at the last choice left the plan).
    pass_on(session)
    session.run_bots_now()
    kinds.extend([None] * (len(session.choices) - len(kinds)))
    return Plan(list(session.choices), kinds, session.decision is None)


def scan_points(plan: Plan) -> set[int]:
    humans = [i for i, kind in enumerate(plan.kinds) if kind is not None]
    points = set(humans[:HEAD]) | {i for i in humans if i % EVERY == 0}
    if plan.complete:
        points |= set(humans[-TAIL:])
    seen: Counter[str] = Counter()
    for i in humans:
        kind = plan.kinds[i]
        assert kind is not None
        if seen[kind] < FIRST_OF_KIND:
            points.add(i)
        seen[kind] += 1
    return points


def extra_points(points: set[int]) -> set[int]:
    """Where the hot-seat cover before a choice and the End-turn wait after it are read too."""
    return {p for n, p in enumerate(sorted(points)) if n % EXTRA == 0}


def stretches(points: set[int], plan: Plan) -> Iterator[tuple[int, int]]:
    """[start, stop) ranges of choices to play through a window, each starting at a scan."""
    ordered = sorted(points)
    start = previous = ordered[0]
    for point in ordered[1:]:
        if point - previous > JOIN:
            yield start, previous + 1
            start = point
        previous = point
    yield start, len(plan.choices) if plan.complete else previous + 1


def category(reason: str) -> str:
    """ "card code 'A401'" -> "card code": what kind of code, without the code itself."""
    return reason.split(" '", 1)[0].split(' "', 1)[0]


class Scanner:
    """Reads the screen and keeps the distinct violations, grouped by the kind of code and the
    place that shows it, with the texts and when they were first seen."""

    def __init__(self, recorder: PaintRecorder) -> None:
        self.recorder = recorder
        self.found: dict[tuple[str, str], dict[str, str]] = {}
        self.seen: set[Text] = set()
        self.scans = 0
        self.zoomed: set[str] = set()
        self.carried: Counter[str] = Counter()  # buildings carried over the map, per game
        self.explored: Counter[str] = Counter()  # what `explore` brought up

    def scan(self, context: str, roots: list[QWidget] | None = None) -> list[Text]:
        """Read the visible windows (or only `roots`, e.g. the decision panel)."""
        settle()
        texts = collect(roots)
        if roots is None:
            texts.extend(self.zoom_new_cards())
        self.recorder.flush()
        texts.extend(self.recorder.texts)
        self.recorder.texts = set()
        self.scans += 1
        self.check(texts, context)
        return texts

    def check(self, texts: list[Text], context: str) -> None:
        for text in texts:
            if text in self.seen:
                continue
            self.seen.add(text)
            for plain_text, reason in violations([text.text], CARD_IDS):
                # Card faces are named after their card (objectName "card_A401"): one place.
                where = re.sub(r"(?<=_)[APSF]\d{3}\b", "…", text.where)
                where = re.sub(r" row \d+", " row …", where)  # one group per view and column
                group = self.found.setdefault((category(reason), where), {})
                group.setdefault(f"{reason} in {plain_text!r}", context)
        return texts

    def zoom_new_cards(self) -> list[Text]:
        """Hover zoom (large card with its icons in words) of every card not zoomed yet."""
        texts: list[Text] = []
        for window in visible_windows():
            for view in window.findChildren(CardListView):
                if not view.isVisible() or view.model() is None:
                    continue
                for row in range(view.model().rowCount()):
                    index = view.model().index(row, 0)
                    card = index.data(Role.CARD_ID)
                    if not isinstance(card, str) or card in self.zoomed:
                        continue
                    self.zoomed.add(card)
                    view.zoom_index(index)
                    view.zoom.grab()
                    texts.extend(window_texts(view.zoom))
                    view.hide_zoom()
        return texts

    def report(self, examples: int = 4) -> str:
        lines = []
        for (kind, where), texts in sorted(self.found.items()):
            lines.append(f"- {kind} ×{len(texts)} at {where}")
            for text, context in list(texts.items())[:examples]:
                shown = text if len(text) <= 220 else text[:220] + "…"
                lines.append(f"    {shown}  [{context}]")
            if len(texts) > examples:
                lines.append(f"    … and {len(texts) - examples} more")
        return "\n".join(lines)


def explore(  # type: ignore[no-untyped-def]
    window, scanner: Scanner, context: str, rng: random.Random, carry: bool
) -> None:
    """What a player brings up without choosing anything: a building carried over the map
    (its label, the lit spaces, and the refusals of a few wrong spaces in the status bar), the
    "only the X-token action" confirmation of an action card, and the options past the panel's
    first MAX_BUTTONS (the map and the cards narrow the panel to them)."""
    session = window.session
    decision = session.table_decision
    assert decision is not None
    panel = window.decision_panel
    placements = [o for o in decision.options if isinstance(o, PlaceBuilding)]
    if carry and placements:
        view = window.map_view
        window.carry_from_panel(placements[0].building)
        zmap = view.map_scene.zmap
        assert view.carrying == placements[0].building and zmap is not None
        legal = set(view.placement_options())
        cells = [Cell(col, row) for col in range(zmap.width) for row in range(zmap.height)]
        refusals = []
        for anchor in rng.sample(cells, 6):
            if PlaceBuilding(placements[0].building, view.placement_at(anchor)) in legal:
                continue  # a legal place would build it: only the wrong ones are clicked
            assert not view.try_place(anchor)
            refusals.append(
                Text(window.statusBar().currentMessage(), "QStatusBar after a refused placement")
            )
        scanner.check(refusals, f"{context}, wrong spaces clicked")
        scanner.scan(f"{context}, carrying {placements[0].building}")
        scanner.explored["carried"] += 1
        scanner.explored["wrong spaces"] += len(refusals)
        view.drop_carried()
    if decision.kind == "choose_action":
        for card in session.game.state.players[decision.seat].action_cards:
            only_x = decision.allows(TakeXToken(card.action)) and not any(
                isinstance(o, ChooseAction) and o.action == card.action for o in decision.options
            )
            if only_x:  # the click asks to confirm the X-token action, and says why
                window.use_action_card(card.action, 0)
                scanner.scan(f"{context}, {card.action} card clicked", [panel])
                scanner.explored["X-token confirmation"] += 1
    rest = [o for o in decision.options if not isinstance(o, PlaceBuilding | Skip)][MAX_BUTTONS:]
    for start in range(0, len(rest), MAX_BUTTONS):
        panel.narrow(tuple(rest[start : start + MAX_BUTTONS]))
        scanner.scan(f"{context}, panel narrowed to options past the first", [panel])
        scanner.explored["options past the first"] += 1
    panel.show_decision(session.table_decision)


def open_window(qtbot, session: GameSession):  # type: ignore[no-untyped-def]
    """A MainWindow at 1280×800 with the Game and Help menus, as the application opens one."""
    from arknova_desktop.ui.dialogs.about import install_help_menu
    from arknova_desktop.ui.dialogs.menus import install_game_menu
    from arknova_desktop.ui.table.main_window import MainWindow

    window = MainWindow(session)
    install_game_menu(window, session, lambda _new: None)
    install_help_menu(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def close_window(window: QWidget) -> None:
    for dialog in window.findChildren(ScoringDialog):
        dialog.close()
    window.close()
    window.deleteLater()
    settle()


def play_stretch(  # type: ignore[no-untyped-def]
    qtbot,
    scanner: Scanner,
    table: Table,
    plan: Plan,
    points: tuple[set[int], set[int]],
    start: int,
    stop: int,
) -> int:
    """Open a window on the game after `start` choices and play the planned choices up to
    `stop`, scanning at the planned points; returns the number of choices played."""
    session = GameSession(table.config, table.seats, choices=plan.choices[:start], bot_delay_ms=0)
    window = open_window(qtbot, session)
    scans, extras = points
    rng = random.Random(start)
    played = 0
    try:
        while True:
            session.run_bots_now()
            done = len(session.choices)
            assert session.choices == plan.choices[:done], "the replay left the plan"
            if session.awaiting_end_turn:
                if done - 1 in extras:
                    scanner.scan(f"{table.label}, waiting for End turn after choice {done - 1}")
                assert session.end_turn()
                continue
            if session.covered:
                if done in extras:
                    scanner.scan(f"{table.label}, hot-seat cover before choice {done}")
                if window.pass_screen.isVisible():
                    window.pass_screen.reveal()
                else:
                    assert session.reveal()
                continue
            if session.decision is None or done >= stop:
                break
            decision = session.table_decision
            assert decision is not None and decision.kind == plan.kinds[done]
            if done in scans:
                context = f"{table.label}, choice {done} ({decision.kind})"
                scanner.scan(context)
                carry = scanner.carried[table.label] < CARRIES
                if carry and any(isinstance(o, PlaceBuilding) for o in decision.options):
                    scanner.carried[table.label] += 1
                explore(window, scanner, context, rng, carry)
            assert session.choose(plan.choices[done]), f"refused: {plan.choices[done]!r}"
            played += 1
        if session.decision is None:
            qtbot.waitUntil(
                lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)),
                timeout=600_000,  # a hang guard: the pass condition is the dialog showing
            )
            texts = scanner.scan(f"{table.label}, the final scoring")
            winners = [s.name for s in session.game.scores() if s.winner]
            assert any(
                f"Winner: {', '.join(winners)}" in t.text
                for t in texts
                # the words are on the dialog's second page (its pages: #scoring_pages)
                if "ScoringDialog" in t.where or "#scoring_pages" in t.where
            ), "the scoring dialog was not read"
    finally:
        close_window(window)
    return played


def test_no_codes_anywhere_in_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    played: Counter[str] = Counter()
    ended = 0
    with PaintRecorder() as recorder:
        scanner = Scanner(recorder)
        for table in TABLES:
            plan = plan_game(table)
            assert plan.complete == (table.choices is None)
            ended += plan.complete
            points = scan_points(plan)
            extras = extra_points(points)
            for start, stop in stretches(points, plan):
                played[table.label] += play_stretch(
                    qtbot, scanner, table, plan, (points, extras), start, stop
                )
    print(
        f"\n{scanner.scans} scans, "
        f"{len(scanner.seen)} distinct texts, "
        f"{recorder.calls} painted texts, {len(scanner.zoomed)} cards zoomed; "
        f"choices through a window: {dict(played)}; explored: {dict(scanner.explored)}"
    )
    assert not scanner.found, (
        f"codes a player can read, {sum(len(t) for t in scanner.found.values())} distinct "
        f"texts in {len(scanner.found)} places:\n{scanner.report()}"
    )
    # The scans really read the screen: painted card texts, the tracks, the player boards.
    wheres = " ".join(t.where for t in scanner.seen)
    assert ended == 2
    assert "card_painter.py" in wheres and "TracksBar" in wheres and "PlayerPanel" in wheres
    assert "CardZoom" in wheres and "ZooMapView" in wheres
    assert len(scanner.zoomed) > 40
    assert all(scanner.carried[t.label] >= 2 for t in TABLES), scanner.carried
    assert scanner.explored["wrong spaces"] > 10 and scanner.explored["X-token confirmation"]
