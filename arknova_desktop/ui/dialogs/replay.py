"""Replay a game decision by decision (forward, back, jump to a turn) and fork a new game from
any position.

At each step the whole table is shown as it was: the tracks, every player's board, the zoo maps
(one tab per player), the picked zoo's cards, the display, the association board and every
player's hand and final scoring cards (the replay opens only once nobody's cards are secret:
menus.replay_blocker). The table's own widgets draw it, fed with a `ReplaySession`: one session
set to each position in turn, read-only (no decision for the screen, every choice refused), so no
click in the replay can change a game.

The step list reads like the game log: per step, who chose what (`choice_words`) and what it
brought (`event_words`). A choice that names a card only its owner saw (a card kept, discarded
from a hand, tucked) is not repeated: its step shows the log's lines, which never name it.

Turns are numbered as the rest of the app numbers them: turn N starts at the step whose events
hold `TurnStarted(turn=N)`, and at that step the table's header (PlayerBoards) says "Turn N", the
same header the main window showed while turn N was played."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from typing import Any, cast

import attrs
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QSplitter,
    QTabBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import CardMoved, Choice, Decision, Event, Game, TurnStarted
from ...journal import card_move_is_public
from ...saves import GameStatus
from ...session import GameSession
from .. import theme
from ..accessible import name_pages
from ..cards.card_views import CardListView
from ..map.map_view import ZooMapView
from ..models import DisplayModel, HandModel
from ..table.board_view import BoardView
from ..table.player_boards import PlayerBoards
from ..table.tracks_bar import TracksBar
from ..table.zoo_cards import ZooCardsPanel
from ..words.choice_words import choice_text, prompt_text
from ..words.common import arg, join_words
from ..words.event_words import event_lines
from ..words.names import card_title

CARD_ID = re.compile(r"^[ASPF]\d{3}$")
SNAPSHOT_EVERY = 20  # steps between two kept positions inside a long turn


def choice_cards(choice: Choice) -> set[str]:
    """The card ids a choice carries (in any field, tuples included)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, str):
            if CARD_ID.match(value):
                found.add(value)
        elif isinstance(value, (tuple, list, frozenset, set)):
            for item in value:
                walk(item)
        elif attrs.has(type(value)):
            for item in attrs.fields(cast(Any, type(value))):
                walk(getattr(value, item.name))

    walk(choice)
    return found


def names_a_private_card(choice: Choice, events: tuple[Event, ...]) -> bool:
    """The choice carries a card that one of its moves keeps from the other players."""
    hidden = {e.card for e in events if isinstance(e, CardMoved) and not card_move_is_public(e)}
    return bool(hidden & choice_cards(choice))


class ReplaySession(GameSession):
    """The replay's table: one session set to each position shown (`set_position`), read-only.
    It offers the screen no decision and refuses every choice, so the table's widgets draw the
    position but no click of theirs changes a game; it is never started (no cover, no computer
    move) and never saves (no autosave folder). Nobody's cards are private here (`private_seat`
    None: the boards show the public numbers, the replay lists every hand itself); `viewer` is
    the seat picked (whose reach on the display is shaded)."""

    def __init__(self, source: GameSession, parent: QObject | None = None) -> None:
        super().__init__(source.config, source.seats, parent, levels=source.levels)
        self.picked = 0

    def set_position(self, game: Game) -> None:
        """Show `game` (a position of its own, never played on): every widget redraws."""
        self.game = game
        self.state_changed()
        self.events_applied.emit(())
        self.decision_changed.emit(None)

    def pick(self, seat: int) -> None:
        self.picked = seat
        self.set_position(self.game)

    @property
    def table_decision(self) -> Decision | None:
        return None

    @property
    def viewer(self) -> int:
        return self.picked

    @property
    def private_seat(self) -> int | None:
        return None

    def start(self) -> None:
        """A replayed position is looked at, never played."""

    def choose(self, choice: Choice) -> bool:
        return False

    def choose_all(self, choices: Sequence[Choice]) -> bool:
        return False


class SeatHandModel(HandModel):
    """One player's hand, whoever sits at the screen (the replay shows every hand)."""

    def __init__(self, session: GameSession, seat: int, parent: QObject | None = None) -> None:
        self.seat = seat
        super().__init__(session, parent)

    def rows(self) -> tuple[str, ...]:
        return self.session.game.view(self.seat).players[self.seat].hand


class ReplayDialog(QDialog):
    """Steps through the choice log of `source`; `fork_requested(step)` asks for a new game from
    the position after that many choices (made by ui/session_factory.forked_session, so that it
    is autosaved and locked like any game)."""

    fork_requested = Signal(int)

    def __init__(self, source: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay"))
        self.source = source
        self.total = len(source.choices)
        # turn number -> its first step; each step in words; kept positions (step -> game).
        self.turn_steps: dict[int, int] = {}
        self.step_texts: list[str] = []
        self._positions: dict[int, Game] = {}
        self._walk()
        self._kept = sorted(self._positions)
        self.session = ReplaySession(source, self)
        self._step = self.total  # the step shown
        self._build_table()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.total)
        self.slider.setValue(self.total)
        self.slider.valueChanged.connect(self.show_step)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setObjectName("replay_step")
        back = QPushButton(self.tr("◀ Back"))
        back.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        forward = QPushButton(self.tr("Forward ▶"))
        forward.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.turn = QSpinBox()
        self.turn.setRange(1, max(1, max(self.turn_steps, default=1)))
        self.turn.setToolTip(self.tr("The turn to go to, numbered as the table numbers it"))
        self.turn.setAccessibleName(self.tr("Turn to go to"))
        self.slider.setAccessibleName(self.tr("Step of the game"))
        jump = self.jump_button = QPushButton(self.tr("Go to turn"))
        jump.clicked.connect(self.jump_to_turn)
        self.fork_button = QPushButton(self.tr("Play on from here (new game)"))
        self.fork_button.setObjectName("replay_fork")
        self.fork_button.clicked.connect(self.fork)
        self.fork_note = QLabel()
        self.fork_note.setObjectName("replay_fork_note")
        controls = self.controls = QHBoxLayout()
        controls.addWidget(back)
        controls.addWidget(forward)
        controls.addStretch(1)
        for widget in (self.turn, jump, self.fork_button):
            controls.addWidget(widget)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self.tracks)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.slider)
        layout.addWidget(self.step_label)
        layout.addLayout(controls)
        layout.addWidget(self.fork_note, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(theme.px(1240), theme.px(760))  # fits 1280×800 with its frame
        self._restyle()
        theme.manager().changed.connect(self._restyle)
        self.show_step(self.total)

    # -- the table ----------------------------------------------------------------------------
    def _build_table(self) -> None:
        """The tracks on top; the zoo maps (a tab per player), the steps, the display, the
        association board and the hands in tabs, and every player's board, side by side."""
        session = self.session
        self.tracks = TracksBar(session)
        self.map_view = ZooMapView(session)
        self.zoo_tabs = QTabBar()
        for player in range(session.view.player_count):
            self.zoo_tabs.addTab(arg(self.tr("Zoo of %1"), session.seat_label(player)))
        self.zoo_tabs.currentChanged.connect(self.pick_seat)
        map_box = QWidget()
        map_layout = QVBoxLayout(map_box)
        map_layout.setContentsMargins(0, 0, 0, 0)
        map_layout.addWidget(self.zoo_tabs)
        map_layout.addWidget(self.map_view, 1)

        self.log = QListWidget()
        self.log.setObjectName("replay_log")
        self.log.setWordWrap(True)
        self.display_model = DisplayModel(session, self)
        self.display_view = CardListView(session, folders=True)
        self.display_view.setModel(self.display_model)
        self.display_view.setSelectionMode(
            CardListView.SelectionMode.NoSelection
        )  # nothing to pick
        self.board_view = BoardView(session)
        board_scroll = QScrollArea()
        board_scroll.setWidgetResizable(True)
        board_scroll.setWidget(self.board_view)
        self.hand_labels: list[QLabel] = []
        self.hand_views: list[CardListView] = []
        hands = QWidget()
        hands_layout = self.hands_layout = QVBoxLayout(hands)
        for seat in range(session.view.player_count):
            label = QLabel()
            label.setWordWrap(True)
            view = CardListView(session)
            view.setModel(SeatHandModel(session, seat, view))
            view.setSelectionMode(CardListView.SelectionMode.NoSelection)
            hands_layout.addWidget(label)
            hands_layout.addWidget(view)
            self.hand_labels.append(label)
            self.hand_views.append(view)
        hands_layout.addStretch(1)
        hands_scroll = QScrollArea()
        hands_scroll.setWidgetResizable(True)
        hands_scroll.setWidget(hands)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log, self.tr("Steps"))
        self.tabs.addTab(self.display_view, self.tr("Display"))
        self.tabs.addTab(board_scroll, self.tr("Association board"))
        self.tabs.addTab(hands_scroll, self.tr("Cards in hand"))
        # The picked zoo's cards, and what they gave up to the step shown.
        self.zoo_cards = ZooCardsPanel(session, lambda: self.source.journal[: self._step])
        self.tabs.addTab(self.zoo_cards, self.tr("Zoo cards"))

        self.boards = PlayerBoards(session)
        self.boards.seat_clicked.connect(self.zoo_tabs.setCurrentIndex)
        boards_scroll = QScrollArea()
        boards_scroll.setWidgetResizable(True)
        boards_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        boards_scroll.setWidget(self.boards)

        self.table = QSplitter(Qt.Orientation.Horizontal)
        self.table.setObjectName("replay_table")
        for part, stretch in ((map_box, 4), (self.tabs, 4), (boards_scroll, 3)):
            self.table.addWidget(part)
            self.table.setStretchFactor(self.table.count() - 1, stretch)
        self.table.setSizes([theme.px(430), theme.px(480), theme.px(300)])
        # Names a screen reader reads (the pictures' words come from the table's own views).
        self.map_view.setAccessibleName(self.tr("Zoo map"))
        self.map_view.viewport().setAccessibleName(self.tr("Zoo map"))
        boards_scroll.setAccessibleName(self.tr("Players' boards"))
        name_pages(self.tabs, self.tr("Steps, display, board, hands and zoo cards"))

    def _restyle(self) -> None:
        """Type and spacing from the theme (again after the variant or the zoom changed): the
        step line is body text, the log's lines and the notes secondary."""
        self.step_label.setFont(theme.font("body", bold=True))
        self.log.setFont(theme.font("small"))
        self.zoo_tabs.setFont(theme.font("body"))
        self.fork_note.setFont(theme.font("small"))
        self.fork_note.setStyleSheet(f"color: {theme.colors().css('text_soft')};")
        for label in self.hand_labels:
            label.setFont(theme.font("body", bold=True))
        margin = theme.space(3)
        self.main_layout.setContentsMargins(margin, margin, margin, margin)
        self.main_layout.setSpacing(theme.space(2))
        self.controls.setSpacing(theme.space(2))
        self.hands_layout.setSpacing(theme.space(1))

    # -- the steps ----------------------------------------------------------------------------
    def _walk(self) -> None:
        """Play the game through once: the step at which each turn starts (its TurnStarted came
        with that choice), each step in words, and a copy of the position at each turn's start
        (and every SNAPSHOT_EVERY steps), from which any step is reached in a few choices."""
        replay = GameSession(self.source.config, self.source.seats, levels=self.source.levels)
        orders = {p.seat: tuple(c.action for c in p.action_cards) for p in replay.view.players}
        labels = [replay.seat_label(p.seat) for p in replay.view.players]  # names never change
        self._positions[0] = replay.game.clone()
        for index, choice in enumerate(self.source.choices, start=1):
            decision = replay.game.decision
            who = labels[decision.seat] if decision is not None else ""
            chosen = choice_text(choice, replay.game)
            events = replay.game.apply(choice)
            started = [e.turn for e in events if isinstance(e, TurnStarted)]
            for turn in started:
                self.turn_steps.setdefault(turn, index)
            if started or index % SNAPSHOT_EVERY == 0:
                self._positions[index] = replay.game.clone()
            lines = event_lines(
                events,
                labels.__getitem__,
                lambda card: card_title(replay.game.cards.get(card)),
                lambda s: not replay.is_human(s),
                orders,
            )
            if names_a_private_card(choice, events):
                chosen = ""
            if chosen and who:
                head = arg(self.tr("%1. %2: %3"), index, who, chosen)
            else:
                head = arg(self.tr("%1. %2"), index, who or self.tr("the game"))
            self.step_texts.append("\n".join([head, *("    " + line for line in lines)]))

    def position(self, step: int) -> Game:
        """The game after the first `step` choices: a copy of the nearest kept position before
        it, played on (the kept positions are never changed)."""
        kept = self._kept[bisect.bisect_right(self._kept, step) - 1]
        game = self._positions[kept].clone()
        for choice in self.source.choices[kept:step]:
            game.apply(choice)
        return game

    def show_step(self, step: int) -> None:
        step = max(0, min(self.total, step))
        self._step = step
        self.session.set_position(self.position(step))
        self._show_hands()
        decision = self.session.decision
        # The turn as the table's header says it (PlayerBoards, as in the main window).
        turn = self.boards.header.text()
        conceded = self.source.conceded_by if self.source.status is GameStatus.CONCEDED else None
        if step == self.total and conceded is not None:
            text = arg(
                self.tr("Step %1 of %2 — %3 — %4 conceded the game here"),
                step,
                self.total,
                turn,
                self.source.seat_label(conceded),
            )
        elif decision is None:
            text = arg(self.tr("Step %1 of %2 — %3"), step, self.total, turn)
        else:
            what = arg(
                self.tr("%1: %2"),
                self.session.seat_label(decision.seat),
                prompt_text(decision, self.session.game),
            )
            text = arg(self.tr("Step %1 of %2 — %3 — next: %4"), step, self.total, turn, what)
        self.step_label.setText(text)
        self.log.clear()
        self.log.addItems(self.step_texts[:step][-200:])
        self.log.scrollToBottom()
        over = self.session.game.is_over
        self.fork_button.setEnabled(not over)
        note = (
            self.tr("The game is over at this step: there is nothing left to play. Go back a "
                    "step or more to play on from there.")
            if over
            else self.tr("A new game from this position; this game stays as it is.")
        )  # fmt: skip
        self.fork_button.setToolTip(note)
        self.fork_note.setText(note if over else "")
        self.fork_note.setVisible(over)

    def _show_hands(self) -> None:
        """Each player's hand and final scoring cards (every card may be shown here)."""
        game = self.session.game
        for seat, label in enumerate(self.hand_labels):
            player = game.view(seat).players[seat]
            cards = [card_title(game.cards.get(card)) for card in player.final_scoring]
            if cards:
                text = arg(
                    self.tr("%1 — final scoring: %2"),
                    self.session.seat_label(seat),
                    join_words(cards, self.tr),
                )
            else:
                text = self.session.seat_label(seat)
            label.setText(text)

    def pick_seat(self, seat: int) -> None:
        """Another player's zoo (and their reach on the display)."""
        if 0 <= seat < len(self.hand_labels):
            self.session.pick(seat)
            self.map_view.show_seat(seat)
            self.zoo_cards.show_seat(seat)

    def jump_to_turn(self) -> None:
        step = self.turn_steps.get(self.turn.value())
        if step is not None:
            self.slider.setValue(step)

    def fork(self) -> None:
        if self.session.game.is_over:
            return  # nothing left to play (the button says so)
        self.fork_requested.emit(self.slider.value())
        self.accept()
