"""Make the README screenshots: `xvfb-run -a python tools/screenshots.py docs/screenshots`.

Plays seeded games with random legal choices, through the session as the window drives it (End
turn after each completed turn, the hot-seat cover lifted at each handover), to a few moments,
and saves each window at 1280×800 as a PNG:

- start.png: the start dialog (no unfinished games);
- main.png: a mid-game window, with "Since your last turn" beside the decision panel;
- placing.png: a building being placed, its legal cells lit;
- end_turn.png: the same turn after the building went down, waiting for "End turn";
- handover.png: the hot-seat cover after the other player's turn, with its summary;
- x_token_only.png: the confirmation after a click on an Animals card that can only be used
  for the X-token action;
- computer_move.png: a game against a computer seat right after its turn: its zoo with the new
  building marked, and the summary;
- setup_keep.png: the setup keep of 4 of 8, the card faces in place of the action cards and hand;
- reveal.png: a mid-game choice among revealed or display cards, chosen by their faces;
- board.png: the same moment with the association board tab;
- start_unfinished.png: the start dialog listing two unfinished games;
- scoring.png: the final scoring;
- look-<width>-<light|dark>.png (group `look`): the same mid-game table at 1280×800, 1920×1080
  and 2560×1440, in the light and the dark variant;
- <picture>-<width>.png (group `table`), each at 1280×800 and 1920×1080, the table fitted to the
  size as the window does: hand (the mid-game table, its hand), zoo-cards (Ada's zoo cards),
  board-choice (the Association action: the Board opened by itself, the tasks lit or dimmed),
  start-screen (the start dialog, four seats, centred on the screen) and final-scoring (the
  scoring dialog over the finished table);
- motion-strip.png (group `motion`): frames of one animated move (a Build: the action card to
  slot 1, the building dropping in, money counting down, the markers moving), each frame the
  table as it is drawn that many milliseconds after the click;
- i18n-<picture>-<en|es>-<100|150>.png (group `language`): the same game in English and in
  Spanish (as `--lang es`), at 100 % and 150 % text size (Settings ▸ Text size), at 1280×800:
  main (mid-game, a Build possible), cover (the hot-seat cover with its summary), zoom (a hand
  card's zoom, with why it cannot be played now) and scoring (the final scoring over the table).

Saves and settings go to temporary folders (ARKNOVA_SAVE_DIR, ARKNOVA_SETTINGS_FILE): the
user's own games never appear in the pictures and are never touched.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from arknova_desktop.engine import GameConfig
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceBuilding, Skip, TakeXToken
from arknova_desktop.engine.kernel.events import AnimalPlayed, BuildingPlaced
from arknova_desktop.session import BOT, HUMAN, GameSession
from arknova_desktop.ui.app import create_app
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.dialogs.start_dialog import StartDialog
from arknova_desktop.ui.map.map_view import orientations
from arknova_desktop.ui.table.main_window import MainWindow
from arknova_desktop.ui.table.turn_summary import Subheading

SIZE = (1280, 800)
LOOK_SIZES = ((1280, 800), (1920, 1080), (2560, 1440))
TABLE_SIZES = ((1280, 800), (1920, 1080))
STRIP_FRAMES = (0, 80, 160, 400)  # ms after the click
MAX_STEPS = 4000


def settle(app: QApplication) -> None:
    """Let Qt catch up as its event loop would: layouts, paints, and the widgets a panel
    replaced (deleteLater), which processEvents alone never deletes outside the loop."""
    for _ in range(5):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def shoot(app: QApplication, widget: QWidget, path: Path) -> None:
    settle(app)
    widget.grab().save(str(path))
    print("saved", path)


def open_window(app: QApplication, session: GameSession) -> MainWindow:
    window = MainWindow(session)
    window.resize(*SIZE)
    window.show()
    window.start()
    settle(app)
    return window


def pass_on(window: MainWindow) -> bool:
    """Do what the table asks before the next choice: end a waiting turn, or lift the cover
    (as its button does). False when neither was needed."""
    session = window.session
    if session.awaiting_end_turn:
        session.end_turn()
        return True
    if session.covered:
        if window.pass_screen.isVisible():
            window.pass_screen.reveal()  # hides the cover and tells the session
        else:
            session.reveal()
        return True
    return False


def play_until(window: MainWindow, rng: random.Random, done: Callable[[], bool]) -> None:
    """Random legal choices (ending turns and lifting covers in between) until `done()`."""
    session = window.session
    for _ in range(MAX_STEPS):
        session.run_bots_now()  # computer seats move at once (in-process)
        if done():
            return
        if pass_on(window):
            continue
        decision = session.table_decision
        if decision is None:
            if not pass_on(window):
                raise RuntimeError("the game stopped: nothing to choose, end or reveal")
            continue
        session.choose(rng.choice(decision.options))
    raise RuntimeError("the moment was not reached")


def other_built_or_played(session: GameSession, seat: int) -> bool:
    """Since `seat` last ended a turn, another seat built something or played an animal."""
    return any(
        isinstance(event, BuildingPlaced | AnimalPlayed) and event.seat != seat
        for entry in session.since_last_turn(seat)
        for event in entry.events
    )


# -- the pictures -------------------------------------------------------------------------------
def start_screen(app: QApplication, out: Path, name: str) -> None:
    start = StartDialog()
    start.seed.setValue(4242)
    for seat, player in enumerate(("Ada", "Bo")):
        start.names[seat].setText(player)
    start.show()
    shoot(app, start, out / name)
    start.close()


def hot_seat_game(app: QApplication, out: Path) -> None:
    """main, handover, placing, end_turn and scoring: two humans at one screen."""
    config = GameConfig(players=2, seed=11, names=("Ada", "Bo"), maps=("1", "A"))
    session = GameSession(config, (HUMAN, HUMAN))
    window = open_window(app, session)
    rng = random.Random(4)

    # The cover for Ada after one of Bo's turns with a Build or Animals action.
    def handover_for_ada() -> bool:
        if not (session.covered and session.viewer == 0 and session.game.state.turn > 24):
            return False
        if not other_built_or_played(session, 0):
            return False
        lines = window.summary_for(0)
        # Several lines, and one plain turn of Bo's (no break in between).
        return len(lines) >= 5 and not any(isinstance(line, Subheading) for line in lines)

    play_until(window, rng, handover_for_ada)
    shoot(app, window, out / "handover.png")
    pass_on(window)

    # Mid-game: play on until a Build action with several placements is open for Ada.
    play_until(window, rng, lambda: build_open(session) and other_built_or_played(session, 0))
    window.seat_picker.setCurrentIndex(0)
    shoot(app, window, out / "main.png")

    session.choose(ChooseAction("build", 0))
    options = [o for o in session.decision.options if isinstance(o, PlaceBuilding)]  # type: ignore[union-attr]
    target = max(options, key=lambda o: len(o.cells))
    view = window.map_view
    view.carry(target.building)
    view.orientation = orientations(target.building).index(view._shape_of(target.cells))
    view.hover_cell = Cell(min(c.col for c in target.cells), min(c.row for c in target.cells))
    view._light_options()
    view._update_ghost_at(view.hover_cell)
    shoot(app, window, out / "placing.png")

    # The building goes down; the turn's remaining choices (a bonus, a second building) are
    # passed where the panel offers it, and the turn then waits for "End turn".
    view.drop_carried()
    session.choose(target)
    for _ in range(20):
        if session.awaiting_end_turn:
            break
        decision = session.table_decision
        assert decision is not None and decision.seat == 0
        quiet = [o for o in decision.options if isinstance(o, Skip)]
        session.choose(quiet[0] if quiet else decision.options[0])
    assert session.awaiting_end_turn
    shoot(app, window, out / "end_turn.png")

    # To the end of the game.
    play_until(window, rng, lambda: session.decision is None or not session.is_active)
    pass_on(window)
    for widget in app.topLevelWidgets():  # the window opens its own scoring dialog
        if isinstance(widget, ScoringDialog):
            widget.close()
    dialog = ScoringDialog(session, window)
    dialog.show()
    shoot(app, dialog, out / "scoring.png")
    dialog.close()
    window.hide()


def x_token_only(app: QApplication, out: Path) -> None:
    """The confirmation in the decision panel after a click on an Animals card that can only
    be used for the X-token action (nothing playable, mid-game)."""
    config = GameConfig(players=2, seed=23, names=("Ada", "Bo"), maps=("2", "4"))
    session = GameSession(config, (HUMAN, HUMAN))
    window = open_window(app, session)
    rng = random.Random(9)

    def animals_x_only() -> bool:
        decision = session.table_decision
        if decision is None or decision.kind != "choose_action" or session.game.state.turn < 12:
            return False
        if not decision.allows(TakeXToken("animals")):
            return False
        uses = session.game.explain(decision.seat).action_cards
        use = next((u for u in uses if u.action == "animals"), None)
        return use is not None and use.x_token_only and len(use.reasons) >= 2

    play_until(window, rng, animals_x_only)
    seat = session.table_decision.seat  # type: ignore[union-attr]
    window.seat_picker.setCurrentIndex(seat)
    window.use_action_card("animals", 0)
    shoot(app, window, out / "x_token_only.png")
    window.hide()


def computer_move(app: QApplication, out: Path) -> None:
    """One human against a computer seat, right after the computer's turn with a building: its
    zoo, the new building marked, and the summary beside the decision panel."""
    config = GameConfig(players=2, seed=5, names=("Ada", "Robo"), maps=("1", "3"))
    session = GameSession(config, (HUMAN, BOT), bot_delay_ms=0)
    window = open_window(app, session)
    rng = random.Random(2)

    def after_computer_built() -> bool:
        decision = session.table_decision
        return (
            decision is not None
            and decision.seat == 0
            and decision.kind == "choose_action"
            and session.game.state.turn > 8
            and any(
                isinstance(event, BuildingPlaced) and event.seat == 1
                for entry in session.since_last_turn(0)
                for event in entry.events
            )
        )

    play_until(window, rng, after_computer_built)
    window.seat_picker.setCurrentIndex(1)  # the player looks at the computer's zoo
    shoot(app, window, out / "computer_move.png")
    window.hide()


def card_faces(app: QApplication, out: Path) -> None:
    """The setup keep (4 of 8) and a mid-game choice among several cards, by their faces."""
    config = GameConfig(players=2, seed=41, names=("Ada", "Bo"), maps=("3", "6"))
    session = GameSession(config, (HUMAN, HUMAN))
    window = open_window(app, session)
    pass_on(window)  # Ada sits down
    settle(app)
    keep = window.decision_panel.card_choice
    for card in sorted(keep.faces)[:3]:  # three picked, a fourth to go
        keep.faces[card].click()
    shoot(app, window, out / "setup_keep.png")
    rng = random.Random(5)

    def several_cards_mid_game() -> bool:
        decision = session.table_decision
        return (
            decision is not None
            and session.game.state.turn > 6
            and decision.kind != "keep_cards"
            and window.cards_stack.currentIndex() == 1
            and len(window.decision_panel.card_choice.faces) >= 3
        )

    play_until(window, rng, several_cards_mid_game)
    settle(app)
    shoot(app, window, out / "reveal.png")
    window.right_tabs.setCurrentIndex(1)  # the association board, in words
    shoot(app, window, out / "board.png")
    window.hide()


def unfinished_games(app: QApplication, out: Path, saves: Path) -> None:
    """The start dialog with two unfinished games (their autosaves in the temporary folder)."""
    from arknova_desktop.saves import autosave_dir

    games = (
        (GameConfig(players=2, seed=31, names=("Ada", "Bo"), maps=("1", "A")), (HUMAN, HUMAN), 14),
        (
            GameConfig(players=3, seed=32, names=("Cleo", "Dan", "Robo"), maps=("5", "2", "7")),
            (HUMAN, HUMAN, BOT),
            30,
        ),
    )
    for config, seats, choices in games:
        session = GameSession(config, seats, autosave_dir=autosave_dir())
        window = open_window(app, session)
        rng = random.Random(config.seed)
        play_until(window, rng, lambda: len(session.choices) >= choices)  # noqa: B023
        window.close()
    assert len(list((saves / "autosaves").glob("*.json"))) == 2, "two autosaves expected"
    start_screen(app, out, "start_unfinished.png")


def build_open(session: GameSession) -> bool:
    """The middle of the game (after turn 40): Ada to choose an action, a Build possible."""
    decision = session.table_decision
    return (
        decision is not None
        and session.game.state.turn > 40
        and decision.seat == 0
        and decision.kind == "choose_action"
        and ChooseAction("build", 0) in decision.options
    )


def mid_game(app: QApplication) -> MainWindow:
    """A two-player table in the middle of the game (turn 40 and more), Ada to choose an action
    and a Build possible."""
    config = GameConfig(players=2, seed=11, names=("Ada", "Bo"), maps=("1", "A"))
    session = GameSession(config, (HUMAN, HUMAN))
    window = open_window(app, session)
    rng = random.Random(4)

    play_until(window, rng, lambda: build_open(session))
    window.seat_picker.setCurrentIndex(0)
    settle(app)
    return window


def look(app: QApplication, out: Path) -> None:
    """The same moment at the three screen sizes, light and dark."""
    from arknova_desktop.ui import theme

    window = mid_game(app)
    for width, height in LOOK_SIZES:
        window.resize(width, height)
        window.fit_zoom()
        for variant in ("light", "dark"):
            theme.manager().set_variant(variant)
            settle(app)
            shoot(app, window, out / f"look-{width}-{variant}.png")
    theme.manager().set_variant("light")
    window.resize(*SIZE)
    window.fit_zoom()
    window.hide()


def on_screen(
    app: QApplication, size: tuple[int, int], dialog: QWidget, path: Path, under: QWidget | None
) -> None:
    """What a screen of `size` shows: the dialog centred over the window `under` (sized to the
    screen), or over the bare table colour when no window is open yet."""
    from arknova_desktop.ui import theme

    settle(app)
    if under is not None:
        picture = under.grab()
    else:
        picture = QPixmap(*size)
        picture.fill(theme.colors().table)
    face = dialog.grab()
    painter = QPainter(picture)
    if under is not None:  # the window behind a modal dialog, shaded as a desktop would
        painter.fillRect(picture.rect(), QColor(0, 0, 0, 70))
    left, top = (size[0] - face.width()) // 2, (size[1] - face.height()) // 2
    painter.drawPixmap(left, top, face)
    painter.setPen(theme.colors().panel_line)
    painter.drawRect(left - 1, top - 1, face.width() + 1, face.height() + 1)
    painter.end()
    picture.save(str(path))
    print("saved", path)


def fit(app: QApplication, window: MainWindow, size: tuple[int, int]) -> None:
    """The window at `size` with the zoom it gives itself there (resized again after the zoom:
    at a larger zoom's minimum size a smaller window would be kept taller)."""
    for _ in range(2):
        window.resize(*size)
        window.fit_zoom()
        settle(app)


def table_pictures(app: QApplication, out: Path) -> None:
    """The table you play on at 1280×800 and 1920×1080: the hand, a zoo's cards, a task chosen
    on the Board, the start screen and the final scoring."""
    window = mid_game(app)
    session = window.session
    for size in TABLE_SIZES:
        fit(app, window, size)
        window.right_tabs.setCurrentIndex(0)  # the display
        shoot(app, window, out / f"hand-{size[0]}.png")
    rng = random.Random(8)

    def association_open() -> bool:
        decision = session.table_decision
        return decision is not None and decision.seat == 0 and decision.kind == "association"

    play_until(window, rng, association_open)
    for size in TABLE_SIZES:
        fit(app, window, size)
        window.board_follower.show_lit()
        shoot(app, window, out / f"board-choice-{size[0]}.png")

    for size in TABLE_SIZES:
        fit(app, window, size)  # the zoom the window would give a screen of this size
        start = StartDialog()
        start.players.setValue(4)
        start.seed.setValue(4242)
        for seat, player in enumerate(("Ada", "Bo", "Cy", "Dee")):
            start.names[seat].setText(player)
            start.maps[seat].setCurrentIndex(seat + 1)  # four different maps to pick from
        start.kinds[3].setCurrentIndex(1)  # a computer seat, its level
        start.show()
        on_screen(app, size, start, out / f"start-screen-{size[0]}.png", None)
        start.close()

    play_until(window, rng, lambda: session.decision is None or not session.is_active)
    pass_on(window)
    for widget in app.topLevelWidgets():  # the window opens its own scoring dialog
        if isinstance(widget, ScoringDialog):
            widget.close()
    # A whole zoo's cards: the fuller zoo at the end of the game.
    players = session.game.state.players
    fuller = max(range(len(players)), key=lambda seat: len(players[seat].zoo_cards))
    window.seat_picker.setCurrentIndex(fuller)
    window.right_tabs.setCurrentWidget(window.zoo_cards)
    for size in TABLE_SIZES:
        fit(app, window, size)
        shoot(app, window, out / f"zoo-cards-{size[0]}.png")
    window.right_tabs.setCurrentIndex(0)
    for size in TABLE_SIZES:
        fit(app, window, size)
        dialog = ScoringDialog(session, window)
        dialog.show()
        on_screen(app, size, dialog, out / f"final-scoring-{size[0]}.png", window)
        dialog.close()
    window.resize(*SIZE)
    window.fit_zoom()
    window.hide()


def motion_strip(app: QApplication, out: Path) -> None:
    """Frames of one Build with motion on, a row for each click: what a player sees move."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QImage, QPainter

    from arknova_desktop.ui import theme
    from arknova_desktop.ui.motion import NO_MOTION_ENV, motion

    moving = motion()

    def frames_of(window: MainWindow, click: Callable[[], object]) -> list[QImage]:
        # The map, the boards, the action cards and the hand: where a move's motion is.
        top = window.map_view.mapTo(window, window.map_view.rect().topLeft()).y()
        crop = QRect(0, top, window.width(), window.height() - top)
        os.environ.pop(NO_MOTION_ENV, None)
        moving.set_enabled(True)
        click()
        shots = []
        for ms in STRIP_FRAMES:
            moving.seek(ms)
            settle(app)
            shots.append(window.grab(crop).toImage())
        moving.finish_all()
        moving.set_enabled(False)
        os.environ[NO_MOTION_ENV] = "1"
        window.hide()
        return shots

    # The same moment twice. The X-token action with the card in slot 5: it goes to slot 1
    # while the others shift right, and the X-token count goes up on the player's board. A
    # Build: the building drops into place and the money counts down.
    x_token = mid_game(app)
    last = TakeXToken(x_token.session.view.players[0].action_cards[-1].action)
    rows = [("X-token action", frames_of(x_token, lambda: x_token.session.choose(last)))]
    build = mid_game(app)
    build.session.choose(ChooseAction("build", 0))
    settle(app)
    decision = build.session.decision
    assert decision is not None
    options = [o for o in decision.options if isinstance(o, PlaceBuilding)]
    target = max(options, key=lambda o: len(o.cells))
    rows.append(("Build", frames_of(build, lambda: build.session.choose(target))))

    scale = 0.45
    first = rows[0][1][0]
    w, h = int(first.width() * scale), int(first.height() * scale)
    gap, pad = 24, 8
    columns = len(STRIP_FRAMES)
    strip = QImage(
        columns * (w + pad) + pad, len(rows) * (h + gap + pad) + pad, QImage.Format.Format_RGB32
    )
    strip.fill(theme.colors().table)
    painter = QPainter(strip)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setFont(theme.font("label", bold=True))
    painter.setPen(theme.colors().text)
    for row, (label, frames) in enumerate(rows):
        y = pad + row * (h + gap + pad)
        for column, (ms, frame) in enumerate(zip(STRIP_FRAMES, frames, strict=True)):
            x = pad + column * (w + pad)
            painter.drawText(x, y + 16, f"{label}: {ms} ms")
            painter.drawImage(QRect(x, y + gap, w, h), frame)
    painter.end()
    strip.save(str(out / "motion-strip.png"))
    print("saved", out / "motion-strip.png")


LANGUAGE_SHOTS = (("en", 100), ("en", 150), ("es", 100), ("es", 150))


def language_pictures(app: QApplication, out: Path) -> None:
    """The same seeded game in each language (installed as `--lang` does it, before the window
    is made), each moment at 100 % and 150 % text: one game per language and size, the text
    size set before its window opens, as a player's setting is (a window switched between
    sizes keeps the room its hand took at the larger one)."""
    from arknova_desktop.ui import theme
    from arknova_desktop.ui.language import install_language

    for language, percent in LANGUAGE_SHOTS:
        install_language(app, language)
        theme.manager().set_text_scale(percent / 100)
        language_game(app, out, language, percent)
    theme.manager().set_text_scale(1.0)
    install_language(app, "en")


def language_game(app: QApplication, out: Path, language: str, percent: int) -> None:
    """The hot-seat cover, the mid-game table, a hand card's zoom and the final scoring of one
    game, shot at the text size already set (`percent`, for the files' names)."""
    from PySide6.QtCore import QPoint, QRect

    from arknova_desktop.ui.cards.card_views import CardListView

    config = GameConfig(players=2, seed=11, names=("Ada", "Bo"), maps=("1", "A"))
    session = GameSession(config, (HUMAN, HUMAN))
    window = open_window(app, session)
    rng = random.Random(4)

    def shots(picture: str, take: Callable[[Path], None]) -> None:
        fit(app, window, SIZE)
        take(out / f"i18n-{picture}-{language}-{percent}.png")

    def grab_window(path: Path) -> None:
        shoot(app, window, path)

    def cover_for_ada() -> bool:
        return (
            session.covered
            and session.viewer == 0
            and session.game.state.turn > 24
            and other_built_or_played(session, 0)
            and len(window.summary_for(0)) >= 5
        )

    play_until(window, rng, cover_for_ada)
    shots("cover", grab_window)
    pass_on(window)

    play_until(window, rng, lambda: build_open(session))
    window.seat_picker.setCurrentIndex(0)
    shots("main", grab_window)

    hand = window.hand_view
    assert isinstance(hand, CardListView)
    origin = window.mapToGlobal(QPoint(0, 0))
    # The window is the screen (the offscreen one is smaller than the window).
    hand.zoom.screen_area = lambda anchor: QRect(origin, window.size())  # type: ignore[method-assign]

    def grab_zoom(path: Path) -> None:
        """The window with the zoom of the first hand card that cannot be played now."""
        model = hand.model()
        rows = [model.index(row, 0) for row in range(model.rowCount())]
        hand.zoom_index(next((i for i in rows if hand.why_not(i)), rows[0]))
        settle(app)
        picture = window.grab()
        painter = QPainter(picture)
        painter.drawPixmap(hand.zoom.geometry().topLeft() - origin, hand.zoom.grab())
        painter.end()
        picture.save(str(path))
        print("saved", path)
        hand.hide_zoom()

    shots("zoom", grab_zoom)

    play_until(window, rng, lambda: session.decision is None or not session.is_active)
    pass_on(window)
    for widget in app.topLevelWidgets():  # the window opens its own scoring dialog
        if isinstance(widget, ScoringDialog):
            widget.close()

    def grab_scoring(path: Path) -> None:
        dialog = ScoringDialog(session, window)
        dialog.show()
        on_screen(app, SIZE, dialog, path, window)
        dialog.close()

    shots("scoring", grab_scoring)
    window.close()


GROUPS = (
    "start",
    "hot_seat",
    "x_token",
    "computer",
    "cards",
    "unfinished",
    "look",
    "table",
    "motion",
    "language",
)


def main(out: Path, only: set[str]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix="arknova-shots-"))
    saves = temp / "saves"
    os.environ["ARKNOVA_SAVE_DIR"] = str(saves)
    os.environ["ARKNOVA_SETTINGS_FILE"] = str(temp / "settings.ini")
    os.environ["ARKNOVA_NO_MOTION"] = "1"  # the pictures show the table at rest
    app = create_app(sys.argv[:1])  # the shipped font, as the app uses it
    if not only or "start" in only:
        start_screen(app, out, "start.png")
    if not only or "hot_seat" in only:
        hot_seat_game(app, out)
    if not only or "x_token" in only:
        x_token_only(app, out)
    if not only or "computer" in only:
        computer_move(app, out)
    if not only or "cards" in only:
        card_faces(app, out)
    if not only or "unfinished" in only:
        unfinished_games(app, out, saves)
    if not only or "look" in only:
        look(app, out)
    if not only or "table" in only:
        table_pictures(app, out)
    if not only or "motion" in only:
        motion_strip(app, out)
    if not only or "language" in only:
        language_pictures(app, out)
    print("saved to", out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Make the README screenshots (see above).")
    parser.add_argument("out", nargs="?", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("groups", nargs="*", help=f"only these groups: {', '.join(GROUPS)}")
    options = parser.parse_args()
    unknown = set(options.groups) - set(GROUPS)
    if unknown:
        parser.error(f"unknown groups: {', '.join(sorted(unknown))}")
    main(options.out, set(options.groups))
