"""The main window: the tracks, the zoo map and building palette, the display, the association
board and the log (tabs), every player's board, the action cards and the hand, the turn controls
and the current decision. Every click becomes one of the open decision's options.

Cards chosen by their faces (the setup keep, reveals, discards...) take the place of the action
cards and the hand while the decision is open: the widest area of the window, where 8 faces fit
at a readable size at 1280×800; the decision panel keeps the prompt and Skip."""

from __future__ import annotations

import itertools
from functools import partial

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QCloseEvent,
    QHideEvent,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    BUILDING_TYPES,
    CardMoved,
    CardsSnap,
    Choice,
    ChooseAction,
    Decision,
    Event,
    RepeatAction,
    TakeXToken,
    Unusable,
    reputation_range,
)
from ...journal import JournalEntry, activity_since, new_cells
from ...session import AutosaveFailure, GameSession, Refusal, SaveFailure
from .. import theme
from ..aids.notice import NoticeBoard, ReminderWatcher
from ..aids.planner import PlannerPanel
from ..aids.tracker import TrackerPanel
from ..cards.card_views import CardListView
from ..dialogs.pass_screen import PassScreen
from ..dialogs.scoring_dialog import ScoringDialog
from ..dialogs.why_dialog import WhyButton
from ..map.building_palette import BuildingPalette
from ..map.map_view import ZooMapView
from ..models import DisplayModel, HandModel, LogModel, Role
from ..motion import motion
from ..settings import Settings
from ..words import names
from ..words.common import arg
from ..words.explain_words import reasons_text
from ..words.names import action_name, card_title
from ..words.session_words import autosave_failure_text, quit_unsaved_text, refusal_text
from .action_row import ActionRow
from .board_choices import BoardTabFollower
from .board_view import BoardView
from .card_flight import CardFlight, fly_card
from .decision_panel import DecisionPanel
from .deck_pile import DeckPile
from .left_edge import LeftEdgeStrip
from .player_boards import PlayerBoards
from .spoken import SpokenTable
from .tracks_bar import TracksBar
from .turn_controls import TurnControls
from .turn_summary import SummaryView, summary_lines
from .zoo_cards import ZooCardsPanel

LAYOUT_LEVELS = 8  # rounds of layout requests a size change may take to reach the window


class DoubleClickGuard(QObject):
    """The second click of a double-click counts only where the first one landed. After a
    click the table may change under the mouse (the palette takes the action cards' place, the
    cards slide, a card choice replaces the hand): the second click of a quick double-click
    must not pick something the player never saw there."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.watched: QObject | None = None  # the window's QWindow, once it exists
        # What was under the mouse at the last two presses. The window sees a double-click as
        # press, release, press, double-click, release; its widgets get the double-click in
        # place of the second press.
        self.pressed: tuple[QWidget | None, QWidget | None] = (None, None)
        self.keys_last = False  # the player's last input was a key, not the mouse

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            self.keys_last = True
            return False
        if kind == QEvent.Type.MouseButtonPress:
            self.keys_last = False
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return False
        if not isinstance(event, QMouseEvent):
            return False
        under = self.window.childAt(self.window.mapFromGlobal(event.globalPosition().toPoint()))
        if kind == QEvent.Type.MouseButtonPress:
            self.pressed = (self.pressed[1], under)
            return False
        # Swallowed: the second click would land on something that was not there.
        return under is not self.pressed[0]


def matches(option: Choice, match: dict[str, object]) -> bool:
    """An option matches a click when every field it shares with the click is equal, and it
    shares at least one."""
    shared = [key for key in match if hasattr(option, key)]
    return bool(shared) and all(getattr(option, key) == match[key] for key in shared)


class FittingTabs(QTabWidget):
    """The tabs beside the map. Their labels in a smaller size of the type scale when they would
    not fit in one row (large text, longer words: Spanish at 150 % on a 1280 wide window),
    never scrolled out of sight nor cut with "…"."""

    ROLES = ("body", "small", "caption")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        theme.manager().changed.connect(self.fit_labels)

    def labels_width(self) -> int:
        bar = self.tabBar()
        return sum(bar.tabSizeHint(i).width() for i in range(bar.count()))

    def fit_labels(self) -> None:
        bar = self.tabBar()
        room = self.contentsRect().width()
        for role in self.ROLES:
            font = theme.font(role)
            if bar.font() != font:
                bar.setFont(font)
            if self.labels_width() <= room:
                break

    def tabInserted(self, index: int) -> None:
        super().tabInserted(index)
        self.fit_labels()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_labels()


class MainWindow(QMainWindow):
    """`new_session_requested(GameSession)`: play again, or a game started from this window."""

    new_session_requested = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._leave_unsaved = False  # the player chose to quit although the game is not saved
        self.setWindowTitle(self.tr("Ark Nova Desktop"))
        self.resize(QSize(1280, 800))
        self.names = lambda card_id: card_title(session.game.cards.get(card_id))

        # Zoo map with a seat selector and the building palette.
        self.map_view = ZooMapView(session)
        self.seat_picker = QComboBox()
        for player in session.view.players:
            self.seat_picker.addItem(self.tr("Zoo of %s") % session.seat_label(player.seat))
        self.seat_picker.currentIndexChanged.connect(self.show_seat)
        self.palette_list = BuildingPalette(self.map_view)
        # The hint never widens the map's column: the map keeps its place and scale when a
        # Build starts, so a drop lands where it was aimed.
        self.carry_label = QLabel()
        self.carry_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        map_box = QWidget()
        map_layout = QVBoxLayout(map_box)
        map_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.seat_picker)
        top.addWidget(self.carry_label, 1)
        map_layout.addLayout(top)
        # The map's left edge beside it: its slots are clicked when a support takes a token.
        self.left_edge = LeftEdgeStrip(session)
        self.left_edge.choice_made.connect(self.choose)
        map_row = QHBoxLayout()
        map_row.setSpacing(0)
        map_row.addWidget(self.left_edge)
        map_row.addWidget(self.map_view, 1)
        map_layout.addLayout(map_row, 1)

        # Cards.
        self.hand_model = HandModel(session, self)
        self.hand_view = self._card_list(self.hand_model)
        self.display_model = DisplayModel(session, self)
        self.display_view = self._card_list(self.display_model)
        self.hand_view.clicked.connect(lambda index: self.route(card=index.data(Role.CARD_ID)))
        self.display_view.clicked.connect(
            lambda index: self.route(card=index.data(Role.CARD_ID), folder=index.row() + 1)
        )
        self.action_row = ActionRow(session)
        self.action_row.card_clicked.connect(self.use_action_card)
        self.action_row.x_token_clicked.connect(self.take_x_token)
        # Once laid out at its new height: the hand keeps readable cards (hand_first).
        self.action_row.resized.connect(self._row_resized)

        # Decision and log.
        self.decision_panel = DecisionPanel(session, self.names)
        self.decision_panel.host_cards_elsewhere()
        self.decision_panel.choice_made.connect(self.choose)
        self.decision_panel.choices_made.connect(session.choose_all)
        self.decision_panel.carry_requested.connect(self.carry_from_panel)
        self.log_model = LogModel(session, self)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self.log_view.setUniformItemSizes(True)  # keeps scrolling to the end cheap
        # Scrolled to its end when shown (_log_tab_opened): a hidden log is not scrolled at
        # every new line (a millisecond or two each, with hundreds of lines).
        self.log_model.rowsInserted.connect(lambda *_: self._log_to_end())

        right = FittingTabs()
        display_box = QWidget()
        display_layout = QVBoxLayout(display_box)
        self._display_layout = display_layout
        self.range_label = QLabel()
        self.range_label.setWordWrap(True)
        # The deck beside the display: clicked to draw from it.
        self.deck_pile = DeckPile(session)
        self.deck_pile.choice_made.connect(self.choose)
        display_top = QHBoxLayout()
        display_top.addWidget(self.range_label, 1)
        display_top.addWidget(self.deck_pile)
        display_layout.addLayout(display_top)
        display_layout.addWidget(self.display_view)
        right.addTab(display_box, self.tr("Display"))
        self.board_view = BoardView(session)
        board_scroll = QScrollArea()
        board_scroll.setWidgetResizable(True)
        board_scroll.setWidget(self.board_view)
        right.addTab(board_scroll, self.tr("Board"))
        # The cards of the zoo picked above the map (the picker and a click on a board).
        self.zoo_cards = ZooCardsPanel(session)
        self.zoo_cards.show_seat(self.seat_picker.currentIndex())
        self.seat_picker.currentIndexChanged.connect(self.zoo_cards.show_seat)
        right.addTab(self.zoo_cards, self.tr("Zoo cards"))
        # Choices made on the board; the tab opens by itself for them.
        self.board_view.choice_made.connect(self.choose)
        self.board_follower = BoardTabFollower(session, right, board_scroll, self.board_view, self)
        right.addTab(self.log_view, self.tr("Log"))
        self.log_model.set_marks(Settings().log_marks)
        # The playing aids of the player at the screen (ui/aids/).
        self.planner = PlannerPanel(session)
        right.addTab(self.planner, self.tr("Planner"))
        self.tracker = TrackerPanel(session)
        right.addTab(self.tracker, self.tr("Card tracker"))
        # A loaded game's log was filled before anything was shown: its newest line is in view
        # whenever the tab is opened, and after an undo rebuilds it.
        right.currentChanged.connect(self._log_tab_opened)
        self.log_model.modelReset.connect(lambda: self.log_view.scrollToBottom())
        self.right_tabs = right

        self.summary_view = SummaryView()
        self.summary_view.setObjectName("side_summary")
        self.summary_title = QLabel(self.tr("<b>Since your last turn</b>"))
        self.summary_view.setAccessibleName(self.tr("Since your last turn"))
        self.summary_box = QFrame()
        self.summary_box.setObjectName("summary_box")
        summary_layout = QVBoxLayout(self.summary_box)
        self._summary_layout = summary_layout
        title_row = QHBoxLayout()
        title_row.addWidget(self.summary_title, 1)
        self.why_button = WhyButton(session)  # the computer's reasons for its move
        title_row.addWidget(self.why_button)
        summary_layout.addLayout(title_row)
        summary_layout.addWidget(self.summary_view)
        self.summary_box.hide()
        right_column = right
        # Every player's board, always in view (the player at the screen highlighted).
        self.player_boards = PlayerBoards(session)
        self.player_boards.seat_clicked.connect(self.seat_picker.setCurrentIndex)
        self.player_boards.plan_wanted.connect(lambda: right.setCurrentWidget(self.planner))
        self.player_boards.choice_made.connect(self.choose)
        boards_scroll = QScrollArea()
        boards_scroll.setWidgetResizable(True)
        boards_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        boards_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        boards_scroll.setWidget(self.player_boards)
        self._boards_scroll = boards_scroll
        # "Since your last turn" sits above the player boards: when it comes and goes only the
        # boards' scroll area changes height; the map, the display and the decision never move.
        boards_column = QWidget()
        boards_layout = QVBoxLayout(boards_column)
        boards_layout.setContentsMargins(0, 0, theme.px(2), 0)  # the summary's frame in view
        boards_layout.setSpacing(theme.px(2))
        boards_layout.addWidget(self.summary_box)
        boards_layout.addWidget(boards_scroll, 1)
        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.setObjectName("upper")
        upper.addWidget(map_box)
        upper.addWidget(right_column)
        upper.addWidget(boards_column)
        # At 1280 wide: the map as wide as it is drawn at its height (wider would be empty
        # space beside it); the rest to the display, whose six folders then fit in one row.
        upper.setSizes([390, 600, 290])
        upper.setStretchFactor(0, 4)
        upper.setStretchFactor(1, 6)
        upper.setStretchFactor(2, 3)

        hand_box = QWidget()
        hand_layout = QVBoxLayout(hand_box)
        hand_layout.setContentsMargins(0, 0, 0, 0)
        self._hand_layout = hand_layout
        self.hand_label = QLabel()
        hand_layout.addWidget(self.hand_label)
        hand_layout.addWidget(self.hand_view)
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.setObjectName("lower")
        cards_box = QWidget()
        cards_layout = QVBoxLayout(cards_box)
        cards_layout.setContentsMargins(0, 0, 0, 0)
        # While a building is placed the palette takes the action cards' place (they cannot be
        # used meanwhile): the map above keeps its size, and no room is kept empty the rest of
        # the time. The palette shows and hides itself; the stack follows it.
        self.action_stack = QStackedWidget()
        self.action_stack.addWidget(self.action_row)
        palette_page = QWidget()
        palette_layout = QVBoxLayout(palette_page)
        palette_layout.setContentsMargins(0, 0, 0, 0)
        palette_layout.addWidget(self.palette_list)
        palette_layout.addStretch(1)
        self.action_stack.addWidget(palette_page)
        self.action_stack.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.palette_list.installEventFilter(self)
        self.action_stack.setCurrentIndex(0 if self.palette_list.isHidden() else 1)
        cards_layout.addWidget(self.action_stack)
        cards_layout.addWidget(hand_box)
        # The faces of a card decision replace the action cards and the hand while it is open.
        self.cards_stack = QStackedWidget()
        self.cards_stack.addWidget(cards_box)
        self.cards_stack.addWidget(self.decision_panel.card_choice)
        self.decision_panel.cards_shown.connect(self._show_card_choice)
        lower.addWidget(self.cards_stack)
        self.turn_controls = TurnControls(session)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.setSpacing(theme.px(2))
        side_layout.addWidget(self.turn_controls)
        side_layout.addWidget(self.decision_panel, 1)
        # Its wish for height (a prompt that wraps, a reason under Undo) must not move the
        # splitter: the hand beside it sets the row's height, the decision's options scroll.
        # Nor its wish for width (a long status line): the splitter keeps its sizes until the
        # player drags it or the window is resized.
        side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        lower.addWidget(side)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 1)
        lower.setSizes([960, 320])  # at 1280 wide: the decision panel's own minimum

        # The table's rows: the map, display and boards above; the action cards and the hand
        # below, given nearly half the height so the hand's cards are read without hovering
        # (1280×800: ~110 px wide, name, cost and icons; 1920×1080: ~150 px, their rules text
        # too) while the map keeps ~85 % of the height it had. Named "rows" (it was "main"):
        # a split saved when the hand had a third of the room is not brought back.
        main = QSplitter(Qt.Orientation.Vertical)
        main.setObjectName("rows")
        main.addWidget(upper)
        main.addWidget(lower)
        main.setSizes([340, 306])  # at 1280×800
        main.setStretchFactor(0, 1)
        main.setStretchFactor(1, 1)
        self.tracks_bar = TracksBar(session)
        central = QWidget()
        self.central = central
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(0)
        central_layout.addWidget(self.tracks_bar)
        central_layout.addWidget(main, 1)
        self.setCentralWidget(central)
        # The banner floats over the top of the table: when it comes and goes nothing moves.
        self._autosave_banner().setParent(central)
        # Reminders float over the table too, under the hot-seat cover (ui/aids/notice.py).
        self.notice_board = NoticeBoard(central)
        self.notice_board.anchor = self.right_tabs  # clear of "Since your last turn"
        self.reminders = ReminderWatcher(session, self.notice_board)
        central.installEventFilter(self)
        # Watches the window's own input (on its QWindow, once shown: not every event of every
        # widget, which an application-wide filter would pay for on each repaint).
        self._double_clicks = DoubleClickGuard(self)
        self.splitters = (upper, lower, main)
        self._hand_took = 0  # px the hand took from the table above (hand_first)
        main.splitterMoved.connect(self._rows_dragged)
        self._pending_splitters: list[tuple[QSplitter, QByteArray]] = []
        # Cards in flight sit over the table; the display's order before the last change says
        # which folder a taken card left.
        self._display_before = tuple(session.view.display)
        # The window's scale follows its size, once the player has stopped resizing it.
        self._zoom_timer = QTimer(self)
        self._zoom_timer.setSingleShot(True)
        self._zoom_timer.setInterval(150)
        self._zoom_timer.timeout.connect(self.fit_zoom)
        # The text size and zoom the split was last fitted to, and the action cards' height.
        self._words_fitted = (theme.text_scale(), theme.zoom(), self.action_row.sizeHint().height())
        self._words_fit_for: tuple[float, float, float, int] | None = None
        theme.manager().changed.connect(self._apply_theme)
        self._apply_theme()

        self._back_seat = 0
        # Per seat: the journal entries its summary was made from, and the summary.
        self._summaries: dict[int, tuple[tuple[JournalEntry, ...], list[str]]] = {}
        self._back_timer = QTimer(self)  # owned by the window: it dies with it
        self._back_timer.setSingleShot(True)
        self._back_timer.timeout.connect(self._back_to)
        self.pass_screen = PassScreen(self)
        self.pass_screen.hide()
        self.map_view.choice_made.connect(self.choose)
        self.map_view.refused.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.map_view.carrying_changed.connect(self._carrying)
        session.choice_refused.connect(self._refused)
        session.decision_changed.connect(self.on_decision)
        session.handover_needed.connect(self.handover)
        self.pass_screen.revealed.connect(session.reveal)
        # The player who sat down starts where their decision is answered.
        self.pass_screen.revealed.connect(self._cover_lifted)
        session.revealed.connect(self.on_revealed)
        session.revealed.connect(self.pass_screen.reveal)
        session.bot_thinking.connect(self.follow_bot)
        session.events_applied.connect(self.refresh_highlights)
        session.events_applied.connect(self._fly_cards)
        session.autosave_failed.connect(self._autosave_failed)
        session.autosave_recovered.connect(self.autosave_banner.hide)
        session.game_finished.connect(self.show_scores)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            enter = QShortcut(QKeySequence(key), self)
            enter.setWhatsThis(self.tr("End the turn, or take the only choice offered"))
            enter.setAutoRepeat(False)  # a held-down Enter ends one turn, never lifts the cover
            enter.activated.connect(self.confirm_single)
        self._keyboard_order()
        session.decision_changed.connect(self._decision_to_focus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.statusBar().showMessage(self.tr("Welcome to Ark Nova Desktop"))
        self.carry_hint = QLabel()  # the keys of the building carried (_carrying)
        self.carry_hint.setObjectName("carry_hint")
        self.statusBar().addPermanentWidget(self.carry_hint)
        self.spoken = SpokenTable(self)  # names and summaries for a screen reader

    # -- the keyboard ----------------------------------------------------------------------------
    def _keyboard_order(self) -> None:
        """Tab goes through the table's areas in reading order: the action cards, the hand, the
        display (its tab, the deck, the folders), the map and its left edge, the Board, the
        decision's options (chained in by the panel as they come), the turn's controls, the
        players' boards. Scroll areas around something focusable take no stop of their own."""
        for area in (
            self._boards_scroll,
            self.board_follower.scroll,
            self.decision_panel.scroll_area,
            self.decision_panel.card_choice.scroll_area,
        ):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        controls = self.turn_controls
        order: list[QWidget] = [
            *self.action_row.cards,
            self.hand_view,
            self.right_tabs.tabBar(),
            self.deck_pile,
            self.display_view,
            self.seat_picker,
            self.map_view,
            self.left_edge,
            self.board_view,
            self.decision_panel.prompt,  # the options are chained in after it
            controls.undo_button,
            controls.redo_button,
            controls.move_now_button,
            controls.skip_button,
            controls.end_button,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    def _cover_lifted(self, _seat: int) -> None:
        if self.pass_screen.lifted_by_key:  # Enter: a shortcut, which no key press shows
            self._double_clicks.keys_last = True
        self.focus_decision_soon(anew=True)

    def _refused(self, refusal: Refusal) -> None:
        self.statusBar().showMessage(refusal_text(refusal), 8000)

    def _decision_to_focus(self, *_signal_args: object) -> None:
        self.focus_decision_soon()

    def focus_decision_soon(self, anew: bool = False) -> None:
        """`focus_decision` once the new decision's buttons are shown (a button added to a
        shown panel shows itself a moment later, by a queued call)."""
        QTimer.singleShot(
            0, self, lambda: QTimer.singleShot(0, self, partial(self.focus_decision, anew))
        )

    def focus_decision(self, anew: bool = False) -> None:
        """When the keyboard focus was on nothing that is still there (the option pressed went
        with its decision), or `anew` (the cover was lifted), it goes to where the decision is
        answered: its first option, the first card to pick, the first usable action card."""
        if self.map_view.carrying and self.map_view.hasFocus():
            # A building picked up since this was asked (a fast Enter on its button after the
            # last one was placed): the keys are the map's until it is built or put back.
            return
        focused = QApplication.focusWidget()
        if focused in self.idle_places():
            anew = True  # a place of the table with nothing to choose now
        if (
            not anew
            and focused is not None
            and focused is not self
            and focused.isVisible()
            and focused.isEnabled()
            and self.isAncestorOf(focused)
        ):
            return
        if not self.isActiveWindow() or self.pass_screen.isVisible():
            return
        # Handed over as by Tab for a keyboard player (its mark drawn); for a mouse player the
        # focus moves too, without a mark (ui/focus.py).
        reason = (
            Qt.FocusReason.TabFocusReason
            if self._double_clicks.keys_last
            else Qt.FocusReason.ActiveWindowFocusReason
        )
        for widget in self.decision_places():
            if widget.isVisible() and widget.isEnabled():
                widget.setFocus(reason)
                return

    def _focus_moved(self, old: QWidget | None, _new: QWidget | None) -> None:
        """The focus left a thing of the table because it went (hidden, disabled: the Board's
        tab closed after its choice, an action card used): not to whatever Qt picks next, but
        to where the decision now is answered."""
        try:
            gone = (
                old is not None
                and self.isAncestorOf(old)
                and (not old.isVisible() or not old.isEnabled())
            )
        except RuntimeError:  # deleted already: an option button of the last decision
            gone = True
        if gone:
            self.focus_decision_soon(anew=True)

    def idle_places(self) -> list[QWidget]:
        """The table's places that answer a decision (the map, the Board, the left edge, the
        deck) which have nothing to answer in the open one."""
        idle: list[QWidget] = []
        if not self.map_view.answers_enter():
            idle.append(self.map_view)
        if not self.board_view.choices.active:
            idle.append(self.board_view)
        if not self.left_edge.choosing():
            idle.append(self.left_edge)
        if self.deck_pile.option is None:
            idle.append(self.deck_pile)
        return idle

    def decision_places(self) -> list[QWidget]:
        """Where the open decision is answered, the likeliest first."""
        choice = self.decision_panel.card_choice
        places: list[QWidget] = list(choice.faces.values()) if choice.decision is not None else []
        if self.session.awaiting_end_turn:
            places.append(self.turn_controls.end_button)
        decision = self.session.table_decision
        if decision is not None:
            if self.session.game.board_options(decision.seat):
                places.append(self.board_view)
            if self.session.game.left_edge_options(decision.seat):
                places.append(self.left_edge)
            if decision.kind == "choose_action":
                places.extend(self.action_row.cards)
        places.extend(self.decision_panel.option_buttons())
        places.extend(self.action_row.cards)
        return places

    def _card_list(self, model: HandModel | DisplayModel) -> CardListView:
        """Cards drawn as cards: the hand in one scrolling row, the display with its folders
        (range shaded). Hover or Space zooms a card."""
        view = CardListView(self.session, folders=isinstance(model, DisplayModel))
        view.setModel(model)
        return view

    # -- following the game ---------------------------------------------------------------------
    def start(self) -> None:
        """Start (or continue) the game: the session covers the screen first when more than one
        human plays, so nobody's cards show before their player sits down."""
        self.session.start()
        self.refresh_highlights()

    def show_seat(self, seat: int) -> None:
        if 0 <= seat < self.session.view.player_count:
            self.map_view.show_seat(seat)
            self.left_edge.show_seat(seat)
            self.palette_list.refresh()
            self.refresh_highlights()

    def summary_for(self, seat: int) -> list[str]:
        """What the other seats did since `seat` last ended a turn, in words (worked out once
        for the same entries: the cover, the side panel and each refresh ask it again)."""
        session = self.session
        entries = session.since_last_turn(seat)
        kept = self._summaries.get(seat)
        if (
            kept is not None
            and len(kept[0]) == len(entries)
            and all(a is b for a, b in zip(kept[0], entries, strict=True))
        ):
            return list(kept[1])
        lines = self._summary_lines(seat, entries)
        self._summaries[seat] = (entries, lines)
        return list(lines)

    def _summary_lines(self, seat: int, entries: tuple[JournalEntry, ...]) -> list[str]:
        session = self.session
        activity = activity_since(entries, seat, session.view.player_count)
        if activity.is_empty:
            return []
        cards = session.game.cards
        return summary_lines(
            activity,
            names=session.seat_name,
            card_name=lambda card_id: card_title(cards.get(card_id)),
            building_name=lambda building: BUILDING_TYPES[building].name,
            is_computer=lambda s: not session.is_human(s),
            labels=session.seat_label,
        )

    def handover(self, seat: int) -> None:
        """Cover the whole window for the next human, with what happened since their turn."""
        self.map_view.drop_carried()
        self.pass_screen.ask(seat, self.session.seat_name(seat), tuple(self.summary_for(seat)))

    def on_revealed(self, seat: int) -> None:
        if self.seat_picker.currentIndex() != seat:
            self.seat_picker.setCurrentIndex(seat)
        else:
            self.show_seat(seat)
        self.refresh_summary()

    def _back_to(self) -> None:
        seat = self._back_seat
        decision = self.session.table_decision
        if decision is not None and decision.seat == seat:
            self.seat_picker.setCurrentIndex(seat)

    def follow_bot(self, seat: int) -> None:
        """Watch a computer seat play: its zoo is shown while it moves."""
        if not self.session.covered and self.seat_picker.currentIndex() != seat:
            self.seat_picker.setCurrentIndex(seat)

    def refresh_summary(self) -> None:
        """The side panel keeps "since your last turn" until the player's next choice in a turn:
        a discard in the break before their turn does not hide it (the income came after it)."""
        session = self.session
        # Under the cover too, for the seat about to sit down: it says what the cover says (what
        # others did, nothing private), and is there already when the cover is lifted (not
        # shown then, which lays the column out and paints it again).
        viewer = session.viewer
        if session.last_action(viewer) > max(session.last_turn_end(viewer), session.turn_start()):
            self.summary_box.hide()
            return
        lines = self.summary_for(viewer)
        self.summary_view.set_lines(lines)
        self.why_button.set_entries(session.since_last_turn(viewer))
        # As tall as its wrapped text, up to half the column (the boards below scroll); then
        # it scrolls too. The cover showed the whole summary already.
        # The scroll bar's room is kept, so the text wraps as it will be shown.
        width = max(
            self.summary_box.width()
            - 12
            - self.summary_view.verticalScrollBar().sizeHint().width(),
            160,
        )
        wanted = self.summary_view.wanted_height(width)
        column = self.summary_box.parentWidget()
        cap = max(140, (column.height() if column is not None else 600) // 2)
        self.summary_view.setFixedHeight(min(wanted + 6, cap))
        self.summary_box.setVisible(bool(lines) and bool(session.since_last_turn(viewer)))

    def refresh_highlights(self) -> None:
        """Other seats' new buildings and animals stay marked until the viewer acts."""
        session = self.session
        viewer = session.private_seat
        found: dict[int, frozenset[tuple[int, int]]] = {}
        if viewer is not None:
            found = new_cells(session.since_last_action(viewer), viewer)
        cells = found.get(self.map_view.seat, frozenset()) if viewer != self.map_view.seat else None
        self.map_view.set_highlight(cells or frozenset())
        for seat in range(self.seat_picker.count()):  # which zoos have something new to see
            text = self.tr("Zoo of %s") % session.seat_label(seat)
            if found.get(seat):
                text = self.tr("%s — new since your turn") % text
            if self.seat_picker.itemText(seat) != text:
                self.seat_picker.setItemText(seat, text)

    def on_decision(self, decision: Decision | None) -> None:
        session = self.session
        if (
            decision is not None
            and self.seat_picker.currentIndex() != decision.seat
            and session.is_human(decision.seat)
        ):
            last = session.last_decider
            if last is not None and not session.is_human(last) and session.bot_delay_ms > 0:
                # A computer just moved: leave its zoo in view a moment before yours comes back.
                self._back_seat = decision.seat
                self._back_timer.start(session.bot_delay_ms)
            else:
                self.seat_picker.setCurrentIndex(decision.seat)
        viewer = session.viewer
        player = session.view.players[viewer]
        self.hand_label.setText(self.tr("Hand of %s") % player.name if not session.covered else "")
        self.range_label.setText(self.range_text(player.name, reputation_range(player.reputation)))
        self.palette_list.refresh()
        self.refresh_summary()
        self.refresh_highlights()

    def _autosave_banner(self) -> QFrame:
        """A non-modal banner for a failing autosave: said once, the game goes on."""
        self.autosave_banner = QFrame()
        self.autosave_banner.setObjectName("autosave_banner")
        layout = QHBoxLayout(self.autosave_banner)
        self._banner_layout = layout
        self.autosave_text = QLabel()
        self.autosave_text.setWordWrap(True)
        self.autosave_text.setObjectName("autosave_text")
        layout.addWidget(self.autosave_text, 1)
        dismiss = QPushButton(self.tr("Dismiss"))
        dismiss.setObjectName("autosave_dismiss")
        dismiss.clicked.connect(self.autosave_banner.hide)
        layout.addWidget(dismiss)
        self.autosave_banner.hide()
        return self.autosave_banner

    def _autosave_failed(self, failure: AutosaveFailure) -> None:
        self.autosave_text.setText(autosave_failure_text(failure))
        self._place_banner()
        self.autosave_banner.show()
        self.autosave_banner.raise_()
        self.pass_screen.raise_()

    def _place_banner(self) -> None:
        """Across the table just under the tracks, as tall as its text."""
        margin = theme.space(2)
        width = max(0, self.central.width() - 2 * margin)
        height = self.autosave_banner.heightForWidth(width)
        if height <= 0:
            height = self.autosave_banner.sizeHint().height()
        self.autosave_banner.setGeometry(
            margin, self.tracks_bar.geometry().bottom() + 1, width, height
        )
        # The reminders keep the tracks in view too (at the middle column's bottom right).
        self.notice_board.top_margin = self.tracks_bar.geometry().bottom() + 1
        self.notice_board.place()

    # -- look: the theme, the zoom, the remembered layout ------------------------------------------
    def _apply_theme(self) -> None:
        """Colours and sizes of the window's own frames, again after a variant or zoom change."""
        palette = theme.colors()
        self.summary_box.setStyleSheet(
            f"#summary_box {{ background: {palette.css('panel')}; border: "
            f"{theme.px(1)}px solid {palette.css('occupied')}; "
            f"border-radius: {theme.px(6)}px; }}"
        )
        self._summary_layout.setContentsMargins(theme.space(1.5), 0, theme.space(1.5), 0)
        self.autosave_banner.setStyleSheet(
            f"#autosave_banner {{ background: {palette.css('warning_fill')}; border: "
            f"{theme.px(1)}px solid {palette.css('warning_line')}; }}"
            f"#autosave_text {{ color: {palette.css('text')}; }}"
        )
        self._banner_layout.setContentsMargins(
            theme.space(2), theme.space(1), theme.space(2), theme.space(1)
        )
        self.decision_panel.setMinimumWidth(theme.px(320))
        # Thin edges around the display's folders and above the hand: their room goes to cards.
        self._display_layout.setContentsMargins(theme.px(4), theme.px(3), theme.px(4), theme.px(4))
        self._display_layout.setSpacing(theme.px(3))
        self._hand_layout.setSpacing(theme.px(2))
        self._boards_scroll.setMinimumWidth(theme.px(240))
        self._keep_hand_room()

    def _keep_hand_room(self) -> None:
        """After a change of text size the action cards are taller or shorter: the split
        between the table and the cards moves by as much, so the hand keeps the size of its
        cards instead of paying for the larger words (the table above gives the room, down to
        its least). A zoom of the whole table keeps the split's proportions."""
        scale, zoom, height = theme.text_scale(), theme.zoom(), self.action_row.sizeHint().height()
        seen, _zoom, before = self._words_fitted
        self._words_fitted = (scale, zoom, height)
        if scale == seen:
            return
        if self.isVisible():
            QTimer.singleShot(0, self, self.fit_words)  # once this change has been laid out
        self._move_rows(height - before)

    def _row_resized(self) -> None:
        """The action cards' words took more or fewer lines (at the same text size and zoom):
        the table above gives or takes the room, so the hand keeps its cards' size (a change
        of text size or zoom is _keep_hand_room's, which comes after the row's own)."""
        if not hasattr(self, "splitters"):
            return  # still being made
        scale, zoom, height = theme.text_scale(), theme.zoom(), self.action_row.sizeHint().height()
        seen, seen_zoom, before = self._words_fitted
        if (scale, zoom) != (seen, seen_zoom):
            return
        self._words_fitted = (scale, zoom, height)
        self._move_rows(height - before)
        QTimer.singleShot(0, self, self.hand_first)

    def _move_rows(self, move: int) -> None:
        """The split between the table and the cards `move` px lower (the table above no
        smaller than its least)."""
        rows = self.splitters[2]
        sizes = rows.sizes()
        table = rows.widget(0)
        if len(sizes) != 2 or sum(sizes) <= 0 or table is None or move == 0:
            return
        move = min(move, max(0, sizes[0] - table.minimumSizeHint().height()))
        rows.setSizes([sizes[0] - move, sizes[1] + move])

    def _rows_dragged(self) -> None:
        self._hand_took = 0

    def hand_first(self) -> None:
        """Large text on a small window: the hand keeps cards readable without the zoom
        (CardListView.readable_height) before the table above keeps room over its least. What
        it takes goes back when no longer needed (text back to 100 %, a larger window); a
        splitter the player drags is theirs."""
        rows = self.splitters[2]
        sizes = rows.sizes()
        table = rows.widget(0)
        if len(sizes) != 2 or table is None or self.cards_stack.currentIndex() != 0:
            return
        took = self._hand_took
        upper, hand = sizes[0] + took, self.hand_view.height() - took  # as without it
        short = self.hand_view.readable_height() - hand
        give = max(0, min(short, upper - table.minimumSizeHint().height()))
        if give != took:
            self._hand_took = give
            rows.setSizes([upper - give, sizes[1] - took + give])

    def fit_zoom(self) -> None:
        """Scale the table to the window: at 1920×1080 and 2560×1440 everything is larger,
        instead of the 1280×800 table floating in empty space."""
        width, height = self.width(), self.height()
        theme.manager().set_window_zoom(
            theme.zoom_for(width, height), fit=theme.fit_for(width, height)
        )
        self.fit_words()
        self._least_height()
        self.hand_first()

    def fit_words(self) -> None:
        """Large text on a small screen (200 % at 1280×800): the whole table a step smaller
        until the window's least height fits the screen, instead of a window taller than it.
        Done once for each text size, table zoom, window zoom and screen (a squeeze resizes
        the window, which must not start it again)."""
        manager = theme.manager()
        screen = self.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        frame = max(0, self.frameGeometry().height() - self.geometry().height())
        # A window wider than its screen (spanning screens, or a test's small virtual one) is
        # not held by the screen's height: its own is the room.
        room = area.height() - frame if self.width() <= area.width() else self.height()
        key = (manager.text_scale, manager.table_zoom, manager.window_zoom, room)
        if key == self._words_fit_for:
            return
        self._words_fit_for = key
        squeeze = 1.0
        manager.set_squeeze(squeeze)
        # Never more than the text added: the words stay at least as large as at 100 %.
        least = max(theme.SQUEEZE_MIN, 1 / manager.text_scale)
        while self._least_height() > room and squeeze - theme.SQUEEZE_STEP >= least - 1e-9:
            squeeze -= theme.SQUEEZE_STEP
            manager.set_squeeze(squeeze)
        if self.height() > room and self._least_height() <= room:
            self.resize(self.width(), room)  # grown by the larger words before the squeeze
        self._least_height()  # the new sizes laid out before the hand's share is looked at
        self.hand_first()

    def _least_height(self) -> int:
        """The window's least height once the widgets' new sizes have reached its layouts
        (each nesting level posts its own request)."""
        for _ in range(LAYOUT_LEVELS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
        return self.minimumSizeHint().height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self._zoom_timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        # A closed or hidden window no longer sets the table's scale (the zoom is the app's).
        self._zoom_timer.stop()
        super().hideEvent(event)

    def save_layout(self, settings: Settings) -> None:
        """Remember the window's size and place and where the player dragged the splitters."""
        settings.window_geometry = self.saveGeometry()
        for splitter in self.splitters:
            settings.set_splitter_state(splitter.objectName(), splitter.saveState())

    def restore_layout(self, settings: Settings) -> None:
        """The size, place and splitters of the last time (a damaged value changes nothing).
        The splitters take theirs once the window is shown and laid out at that size."""
        geometry = settings.window_geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._pending_splitters = [
            (splitter, state)
            for splitter in self.splitters
            if (state := settings.splitter_state(splitter.objectName())) is not None
        ]
        if self.isVisible():
            self._restore_splitters()

    def _restore_splitters(self) -> None:
        pending, self._pending_splitters = self._pending_splitters, []
        for splitter, state in pending:
            splitter.restoreState(state)
        self._hand_took = 0

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            # The keys come to the table from the start (without a window manager too, which
            # would otherwise leave no window active and Tab going nowhere).
            self.activateWindow()
        handle = self.windowHandle()
        if handle is not None and handle is not self._double_clicks.watched:
            handle.installEventFilter(self._double_clicks)
            self._double_clicks.watched = handle
        if self._pending_splitters:
            self._restore_splitters()

    # -- motion: cards flying to where they went ---------------------------------------------------
    def _fly_cards(self, events: tuple[Event, ...]) -> None:
        """A card taken from the display flies from its folder to the hand; one drawn from the
        deck flies face down (only to the hand of the seat at the screen)."""
        before, self._display_before = self._display_before, tuple(self.session.view.display)
        viewer = self.session.private_seat
        if not motion().enabled or viewer is None:
            return
        moves = [e for e in events if isinstance(e, CardMoved) and e.target == "hand"]
        if moves:
            # Once the hand and the display have taken the change in (their models follow the
            # same signal) and laid it out.
            QTimer.singleShot(0, self, lambda: self._launch_flights(moves, before, viewer))

    def _launch_flights(self, moves: list[CardMoved], before: tuple[str, ...], viewer: int) -> None:
        if self.session.private_seat != viewer:
            return
        self.hand_view.doItemsLayout()
        for event in moves:
            if event.seat != viewer:
                continue
            end = self._hand_card_rect(event.card)
            landed = partial(self.hand_view.release, event.card)
            flight: CardFlight | None = None
            if event.source.startswith("display") and event.card in before:
                start = self._display_card_rect(before.index(event.card))
                flight = fly_card(
                    self.central,
                    event.card,
                    start,
                    end,
                    self.session.game.cards,
                    landed,
                    solo=self.session.view.is_solo,
                )
            elif event.source == "deck":
                flight = fly_card(self.central, None, self._deck_rect(), end, landed=landed)
            if flight is not None:  # its place in the hand stays empty until it lands
                self.hand_view.hold(event.card)
        for flight in self.central.findChildren(CardFlight):
            flight.raise_()
        self.pass_screen.raise_()

    def _in_central(self, widget: QWidget, rect: QRect) -> QRect:
        if rect.isEmpty() or not widget.isVisible():
            return QRect()
        return QRect(widget.mapTo(self.central, rect.topLeft()), rect.size())

    def _on_table(self, view: CardListView, rect: QRect | None) -> QRect:
        """A card's place in a list, in the table's coordinates (empty: not in sight)."""
        if rect is None:
            return QRect()
        return self._in_central(view.viewport(), rect.intersected(view.viewport().rect()))

    def _display_card_rect(self, folder_index: int) -> QRect:
        """Where the card of a folder was drawn (by its place: the card itself has gone)."""
        view = self.display_view
        model = view.model()
        if model is None or not 0 <= folder_index < model.rowCount():
            return QRect()
        item = view.visualRect(model.index(folder_index, 0))
        return self._on_table(view, view.card_delegate.card_rect(item))

    def _hand_card_rect(self, card: str) -> QRect:
        return self._on_table(self.hand_view, self.hand_view.card_rect(card))

    def _deck_rect(self) -> QRect:
        """Where the deck would be: beyond the display's last folder, a card's size."""
        last = self._display_card_rect(len(self._display_before) - 1)
        if last.isEmpty():
            last = self._display_card_rect(0)
        if last.isEmpty():
            return QRect()
        return last.translated(QPoint(last.width() + theme.space(2), 0))

    def range_text(self, name: str, folders: int) -> str:
        """Which display folders the player may take from ("folder 1" alone is still a range)."""
        if folders <= 1:
            return self.tr("%s may take cards from folder 1 of the display") % name
        return self.tr("%s may take cards from folders 1 to %d of the display") % (name, folders)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is getattr(self, "central", None) and event.type() == QEvent.Type.Resize:
            self._place_banner()
        if watched is self.palette_list and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            self.action_stack.setCurrentIndex(1 if not self.palette_list.isHidden() else 0)
        return super().eventFilter(watched, event)

    def _log_tab_opened(self, index: int) -> None:
        if self.right_tabs.widget(index) is self.log_view:
            self.log_view.scrollToBottom()

    def _log_to_end(self) -> None:
        if self.log_view.isVisible():
            self.log_view.scrollToBottom()

    def _show_card_choice(self, shown: bool) -> None:
        self.cards_stack.setCurrentIndex(1 if shown else 0)
        if shown:  # the faces and their confirm are the decision's: Tab reaches them there
            choice = self.decision_panel.card_choice
            before: QWidget = self.decision_panel.prompt
            for widget in (*choice.faces.values(), choice.confirm_button):
                QWidget.setTabOrder(before, widget)
                before = widget
            self.focus_decision_soon()

    def _carrying(self, building: str) -> None:
        text = short = ""
        if building and BUILDING_TYPES[building].size == 1:  # one space: nothing to turn
            text = arg(self.tr("Placing %1 — Esc puts it back"), names.a_building(building))
        elif building:
            text = arg(
                self.tr("Placing %1 — R turns, M mirrors, Esc puts back"),
                names.a_building(building),
            )
        if building:
            short = arg(self.tr("Placing %1"), names.a_building(building))
        # Beside the zoo picker the whole hint was cut ("Placing the Rhesus Monkey", seen in
        # the real window): there the building, in the status bar the whole hint, keys and all
        # (a note of its own there: a refusal's message does not wipe it).
        self.carry_label.setText(short)
        self.carry_label.setToolTip(text)
        self.carry_hint.setText(text)
        if not building and self.map_view.hasFocus():
            # Put back with Esc (or built): the keys go back to the decision's buttons.
            self.focus_decision_soon(anew=True)

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, choice: Choice) -> None:
        self.session.choose(choice)

    def use_action_card(self, action: str, x_tokens: int) -> None:
        """A click on an action card (or keys 1–5): start it with the X-tokens set on it; when
        only the X-token action is possible, say so and why, and let the player confirm it."""
        decision = self.session.table_decision
        if decision is None:
            return
        again = RepeatAction(x_tokens)  # the Multiplier's second run, on the card it repeats
        if action == self.session.game.repeated_action(decision.seat) and decision.allows(again):
            self.choose(again)
            return
        start = ChooseAction(action, x_tokens)
        if decision.allows(start):
            self.choose(start)
            return
        take = TakeXToken(action)
        if decision.allows(take):
            use = next(
                (u for u in self.session.explain(decision.seat).action_cards if u.action == action),
                None,
            )
            reasons = tuple(
                r
                for r in (use.reasons if use is not None else ())
                if r.kind is not Unusable.ONLY_X_TOKEN_ACTION
            )
            why = reasons_text(reasons)
            name = action_name(action)
            prompt = (
                self.tr(
                    "<b>%1</b> can only be used for the X-token action right now%2. "
                    "The card moves to slot 1 and you gain 1 X-token."
                )
                .replace("%1", name)
                .replace("%2", f": {why}" if why else "")
            )
            self.decision_panel.confirm(
                prompt, take, self.tr("Take the X-token action with %1").replace("%1", name)
            )
            return
        # Another step that this card answers (an upgrade, Clever, the break money...).
        here = self.action_row.table_choices.get(action, ())
        if len(here) == 1:
            self.choose(here[0][0])
            return
        self.route(action=action)

    def carry_from_panel(self, building: str) -> None:
        """A building chosen in the panel: carry it over the decider's zoo (the lit spaces)."""
        decision = self.session.table_decision
        if decision is not None and self.seat_picker.currentIndex() != decision.seat:
            self.seat_picker.setCurrentIndex(decision.seat)
        self.map_view.carry(building)

    def take_x_token(self, action: str) -> None:
        """The X button on an action card: the X-token action with that card."""
        decision = self.session.table_decision
        if decision is not None and decision.allows(TakeXToken(action)):
            self.choose(TakeXToken(action))

    def route(self, **match: object) -> None:
        """A click on a card or action card: apply the one option it means, or narrow the
        decision panel to the options it could mean."""
        decision = self.session.table_decision
        if decision is None:
            return
        found = tuple(o for o in decision.options if matches(o, match))
        if not found and "folder" in match and decision.allows(CardsSnap()):
            found = (CardsSnap(),)  # Cards II: a display card clicked means snapping
        if len(found) == 1 and not isinstance(found[0], TakeXToken):
            self.choose(found[0])
        elif found:
            self.decision_panel.narrow(found)
        else:
            self.statusBar().showMessage(self.tr("That is not one of the choices now."), 5000)

    def confirm_single(self) -> None:
        """Enter: "I am here" under the cover, the button that has the keyboard focus, "End
        turn" when the turn waits for it, or the one option the panel shows. (A card, a map cell
        or a board space with the focus takes its Enter itself, before this shortcut.)"""
        if self.pass_screen.isVisible():
            self.pass_screen.reveal_by_key()
            return
        self._double_clicks.keys_last = True  # Enter is a shortcut: no key press shows it
        focused = QApplication.focusWidget()
        if (
            isinstance(focused, QPushButton)
            and not focused.isCheckable()  # a card face: Enter is the choice's (card_choice)
            and self.central.isAncestorOf(focused)
            and focused.isVisible()
            and focused.isEnabled()
        ):
            focused.click()
            return
        if self.session.awaiting_end_turn:
            self.session.end_turn()
            return
        self.decision_panel.enter()

    def show_scores(self) -> None:
        dialog = ScoringDialog(self.session, self)
        dialog.play_again_requested.connect(self.play_again)
        dialog.open()

    def play_again(self) -> None:
        """The same seats, names and maps with a new seed."""
        session = self.session
        again = GameSession(
            session.play_again_config(),
            session.seats,
            bot_delay_ms=session.bot_delay_ms,
            autosave_dir=session.autosave_dir,
            confirm_end_turn=session.confirm_end_turn,
            bot_worker=session.bot_worker,
            levels=session.levels,
        )
        self.new_session_requested.emit(again)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing is lost on quitting: the game in progress is saved and can be continued. When
        # it cannot be saved, the player is asked first (without blocking: the question is a
        # window-modal box, and "Quit without saving" closes the window again).
        saved = self.session.autosave()
        failure = self.session.autosave_failure
        if not saved and failure is not None and not self._leave_unsaved:
            event.ignore()
            self._ask_to_quit_unsaved(failure)
            return
        self.save_layout(Settings())
        self._zoom_timer.stop()
        self.session.close()  # no more computer moves; the game may be opened again
        event.accept()

    def _ask_to_quit_unsaved(self, failure: SaveFailure) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The game is not saved"),
            quit_unsaved_text(failure),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("quit_unsaved")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        leave = box.addButton(
            self.tr("Quit without saving"), QMessageBox.ButtonRole.DestructiveRole
        )
        stay = box.addButton(self.tr("Back to the game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button: object) -> None:
            if button is leave:
                self._leave_unsaved = True
                self.close()

        box.buttonClicked.connect(answered)
        box.open()
