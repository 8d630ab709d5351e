"""A game session: the engine game, the choice log, the turn's confirmation, undo, autosave,
computer seats, and signals for the UI.

Widgets never change the game: they call `choose()`, `end_turn()`, `undo()`..., and redraw from
the signals. The session knows which seats are human, so the screen can hide private cards between
two human seats: after a handover the screen is covered (`covered`) and shows nobody's secrets
(`private_seat` is None) until the next player says they are there (`reveal()`).

The turn's "End turn" confirmation lives here, not in the rules: the engine's choice log, the
saves' moves and the bots never see it. A human's last choice of a turn leaves the session
`awaiting_end_turn`; nothing else happens (no handover, no computer move) until `end_turn()`.
"""

from __future__ import annotations

import enum
import logging
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from attrs import evolve, frozen
from PySide6.QtCore import QObject, QTimer, Signal

from .bots.kinds import DEFAULT_LEVEL, LEVELS
from .bots.lookahead import Level, Why
from .bots.thinking import bot_choice_and_why, seat_seed
from .bots.worker import AnswerInfo, BotWorker, BotWorkerError
from .engine import (
    Decision,
    Explanation,
    Game,
    GameConfig,
    GameView,
    IllegalChoice,
    new_game,
)
from .engine.kernel.choices import Choice
from .engine.kernel.events import CardMoved, Event, TurnStarted
from .engine.serialize import choice_to_data
from .journal import (
    Conceded,
    JournalEntry,
    LoggedEvent,
    LogItem,
    TookBack,
    order_before,
)
from .locks import GameLock
from .reasons import KeptWhy, WhyLog
from .saves import (
    GameStatus,
    LoadedGame,
    SessionMeta,
    autosave_path,
    new_game_id,
    save_game,
)
from .ui.words.level_words import level_from, seat_label, short_seat_label

HUMAN = "human"
BOT = "bot"

SNAPSHOTS_KEPT = 3  # turn-start snapshots for undo (the current and the previous turns)
BOT_POLL_MS = 15  # how often the window looks for a computer player's answer

log = logging.getLogger(__name__)  # failed saves and autosaves go to the log file (logs.py)


@frozen
class SaveFailure:
    """Why a save (Save as…) or the autosave could not be written: the file, the system's error
    number (None when unknown) and its own words (kept for the log, not shown as such; the
    words for the player: ui/words/session_words.py)."""

    path: Path
    errno: int | None
    detail: str

    @classmethod
    def from_error(cls, path: Path, error: OSError) -> SaveFailure:
        return cls(path, error.errno, error.strerror or str(error))


AutosaveFailure = SaveFailure  # the name it had when only the autosave could fail


class Refusal(enum.Enum):
    """Why the session refused a choice, an undo or a redo (words: ui/words/session_words.py)."""

    GAME_OVER = enum.auto()
    TURN_COMPLETE = enum.auto()  # the mover's turn waits for End turn
    NOT_SEATED = enum.auto()  # the hot-seat cover is up
    COMPUTER_DECIDING = enum.auto()
    NOT_AN_OPTION = enum.auto()  # not one of the open decision's options
    COMPUTER_RESTARTED = enum.auto()  # the computer players' process died and was restarted
    NOTHING_TO_UNDO = enum.auto()
    NOT_YOUR_CHOICE = enum.auto()  # the last choice was another seat's, or ended a turn
    REVEALED = enum.auto()  # the last choice revealed hidden cards
    NOTHING_TO_REDO = enum.auto()


@frozen
class ThinkProgress:
    """How far a computer seat's think has got: `done` of the `planned` completions of its
    search (bots/lookahead.py), as its process last reported."""

    seat: int
    done: int
    planned: int


@frozen
class _CachedView:
    """The view the session built last, and the position it shows."""

    game: Game
    decision: Decision | None
    moves: int
    seat: int | None
    view: GameView


_Kept = TypeVar("_Kept")


class GameSession(QObject):
    """Owns one game.

    Signals: `events_applied(tuple[Event, ...])` after every choice; `decision_changed(Decision |
    None)` with the decision the screen may answer now (None while the turn waits for "End turn",
    under the hot-seat cover, while a computer plays, and at the end); `handover_needed(int)` when
    the next decision belongs to another human than the one at the screen; `revealed(int)` once
    that player is at the screen; `awaiting_end_turn_changed(bool)`; `turn_ended(int)`;
    `bot_thinking(int)` when a computer seat starts a step; `bot_progress(ThinkProgress | None)`
    while a computer's process thinks (None once it no longer does); `game_finished()` (also
    conceded);
    `status_changed(GameStatus)` on concede / abandon; `choice_refused(Refusal)` with the reason;
    `saved(str)`, `save_failed(SaveFailure)` (an explicit save), `autosave_failed(SaveFailure)` once
    when autosaving starts failing (it is tried again after every choice), `autosave_recovered()`
    when it works again."""

    events_applied = Signal(object)
    decision_changed = Signal(object)
    handover_needed = Signal(int)
    revealed = Signal(int)
    awaiting_end_turn_changed = Signal(bool)
    turn_ended = Signal(int)
    bot_thinking = Signal(int)
    bot_progress = Signal(object)  # a ThinkProgress while a computer thinks, None after
    game_finished = Signal()
    status_changed = Signal(object)
    choice_refused = Signal(object)  # a Refusal (worded by ui/words/session_words.py)
    saved = Signal(str)
    save_failed = Signal(object)  # a SaveFailure (words: ui/words/session_words.py)
    autosave_failed = Signal(object)  # a SaveFailure too
    autosave_recovered = Signal()

    def __init__(
        self,
        config: GameConfig,
        seats: Sequence[str] | None = None,
        parent: QObject | None = None,
        bot_delay_ms: int = 0,
        choices: Sequence[Choice] = (),
        autosave_dir: Path | None = None,
        meta: SessionMeta | None = None,
        confirm_end_turn: bool = True,
        bot_worker: BotWorker | None = None,
        autosave_path: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        lock: GameLock | None = None,
        levels: Sequence[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.clock = clock  # seconds, for the computer's pace (tests pass a clock they move)
        # The game's lock (locks.GameLock): held while the game is open, so that no other copy
        # of the app plays it at the same time; let go of by close().
        self.config = config
        self.seats = tuple(seats) if seats else (HUMAN,) * config.players
        if len(self.seats) != config.players or any(s not in (HUMAN, BOT) for s in self.seats):
            raise ValueError(f"one of {HUMAN!r} / {BOT!r} per seat, not {self.seats!r}")
        self.levels = self._checked_levels(levels)
        self.meta = meta if meta is not None else SessionMeta(new_game_id())
        if lock is not None and lock.path.stem != self.meta.game_id:
            raise ValueError("the lock is another game's")
        self.lock = lock
        self.status = self.meta.status
        self.conceded_by = self.meta.conceded_by
        self.autosave_dir = autosave_dir
        self._autosave_path = autosave_path
        self.confirm_end_turn = confirm_end_turn
        self.game: Game = new_game(config)
        self.choices: list[Choice] = []
        self.log: list[LogItem] = []  # the public log, worded by ui/words/log_words.py
        self.journal: list[JournalEntry] = []
        self._choice_data: list[dict[str, Any]] = []  # the log as save data, kept as it grows
        # Per applied choice: who decided, whether it revealed hidden information, whether it
        # completed its decider's turn, and how long the log was before it.
        self._deciders: list[int] = []
        self._revealed: list[bool] = []
        self._completed: list[bool] = []
        self._log_marks: list[int] = []
        # Per applied choice: made by the same confirm as the one before it (`choose_all`), so
        # undo and redo take them back and make them again together.
        self._joined: list[bool] = []
        self._snapshots: list[tuple[int, Game]] = [(0, self.game.clone())]
        self._redo: list[tuple[Choice, ...]] = []  # what undo took back, one confirm each
        self._awaiting = False
        self._view: _CachedView | None = None
        # Answers about one position (the engine's explanation per seat), kept until it changes:
        # the hand, the display and the action cards ask the same ones at each refresh.
        self._kept_at: tuple[Game, Decision | None, int] | None = None
        self._kept: dict[tuple[str, int], object] = {}
        self.autosave_failure: AutosaveFailure | None = None  # the last autosave failed
        for choice in choices:  # rebuild a saved or forked game
            self._apply(choice)
        # The computer's reasons for its choices, from now on (in memory: a save has none).
        self.whys = WhyLog(len(self.choices))
        if self.meta.awaiting_end_turn and self._can_await():
            self._awaiting = True
        self.bot_delay_ms = bot_delay_ms
        self._worker = bot_worker
        self._skip_bots = False
        self._bot_request: int | None = None
        self._bot_answer: Choice | None = None
        self._bot_why: Why | None = None
        self._progress: ThinkProgress | None = None
        self._last_step_at = 0.0
        self._viewer = self._first_human()
        self._covered = False
        self._started = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_tick)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The engine's open decision (whoever it belongs to)."""
        return self.game.decision

    @property
    def table_decision(self) -> Decision | None:
        """The decision the screen may answer now: a human's, not under the cover, not while the
        turn waits for its confirmation, not after the game ended or was conceded."""
        decision = self.game.decision
        if (
            decision is None
            or self._awaiting
            or self._covered
            or not self.is_active
            or not self.is_human(decision.seat)
        ):
            return None
        return decision

    @property
    def is_active(self) -> bool:
        """The game goes on: not over, conceded or abandoned."""
        return self.status is GameStatus.PLAYING and not self.game.is_over

    @property
    def viewer(self) -> int:
        """The human seat at the screen (or about to sit down, while covered)."""
        return self._viewer

    @property
    def covered(self) -> bool:
        """The hot-seat cover is up: the screen shows nobody's private cards."""
        return self._covered

    @property
    def private_seat(self) -> int | None:
        """Whose private cards (hand, setup cards, final scoring cards) the screen may show."""
        return None if self._covered else self._viewer

    @property
    def awaiting_end_turn(self) -> bool:
        """The mover's turn is complete and waits for their "End turn"."""
        return self._awaiting

    @property
    def last_decider(self) -> int | None:
        """The seat that made the latest choice (None before the first)."""
        return self._deciders[-1] if self._deciders and self._deciders[-1] >= 0 else None

    @property
    def human_count(self) -> int:
        return sum(1 for kind in self.seats if kind == HUMAN)

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    def level_of(self, seat: int) -> str:
        """A computer seat's level (one of bots/kinds.py LEVELS); "" for a human seat."""
        return self.levels[seat]

    def _checked_levels(self, levels: Sequence[str] | None) -> tuple[str, ...]:
        """Each seat's level: a computer's one of LEVELS (DEFAULT_LEVEL when it has none), a
        human's "". ValueError for a wrong count, an unknown level or a human's level."""
        given = tuple(levels) if levels is not None else ("",) * len(self.seats)
        if len(given) != len(self.seats):
            raise ValueError(f"one level per seat, not {given!r}")
        found = []
        for kind, level in zip(self.seats, given, strict=True):
            if kind == HUMAN:
                if level:
                    raise ValueError(f"a human seat has no level, not {level!r}")
                found.append("")
            elif level in LEVELS:
                found.append(level)
            elif not level:
                found.append(DEFAULT_LEVEL)
            else:
                raise ValueError(f"a computer's level is one of {', '.join(LEVELS)}, not {level!r}")
        return tuple(found)

    def seat_name(self, seat: int) -> str:
        return self.view.players[seat].name

    def state_changed(self) -> None:
        """The game's state was changed outside the session's choices (a test or a tool set it
        up): the next `view` is built afresh."""
        self._view = None
        self._kept_at = None

    @property
    def view(self) -> GameView:
        """The game as the screen may show it now: the frozen public view for the seat at the
        screen, or the spectator's view (nobody's private cards) under the hot-seat cover.
        Built once per position and cover, until the next change."""
        game, decision, moves, seat = (
            self.game,
            self.game.decision,
            len(self.choices),
            self.private_seat,
        )
        cached = self._view
        if (
            cached is not None
            and cached.game is game
            and cached.decision is decision
            and cached.moves == moves
            and cached.seat == seat
        ):
            return cached.view
        view = game.view(seat)
        self._view = _CachedView(game, decision, moves, seat, view)
        return view

    def explain(self, seat: int) -> Explanation:
        """`game.explain(seat)`, worked out once per position."""
        return self._at_position("explain", seat, lambda: self.game.explain(seat))

    def _at_position(self, what: str, seat: int, make: Callable[[], _Kept]) -> _Kept:
        game, decision, moves = self.game, self.game.decision, len(self.choices)
        at = self._kept_at
        if at is None or at[0] is not game or at[1] is not decision or at[2] != moves:
            self._kept_at = (game, decision, moves)
            self._kept = {}
        key = (what, seat)
        if key not in self._kept:
            self._kept[key] = make()
        return self._kept[key]  # type: ignore[return-value]  # stored by this key's make()

    def seat_label(self, seat: int) -> str:
        """The name as the table shows it: computer seats are marked as such, with their level
        ("Hal (computer, Hard)": ui/words/level_words.py)."""
        return seat_label(*self._label_parts(seat))

    def short_seat_label(self, seat: int) -> str:
        """`seat_label` where room is short: "Hal (Hard)"."""
        return short_seat_label(*self._label_parts(seat))

    def _label_parts(self, seat: int) -> tuple[str, bool, Level | None]:
        """A seat's name, whether a computer plays it, and its level: what its labels say."""
        return self.seat_name(seat), not self.is_human(seat), level_from(self.levels[seat])

    def _first_human(self) -> int:
        decision = self.game.decision
        if decision is not None and self.is_human(decision.seat):
            return decision.seat
        return next((s for s, kind in enumerate(self.seats) if kind == HUMAN), 0)

    # -- what happened since a seat last looked -------------------------------------------------
    def last_turn_end(self, seat: int) -> int:
        """How many journal entries there were when `seat` last ended a turn (0: never)."""
        for index in range(len(self.journal) - 1, -1, -1):
            if self._deciders[index] == seat and self._completed[index]:
                pending = self._awaiting and index == len(self.journal) - 1
                if not pending:
                    return index + 1
        return 0

    def last_action(self, seat: int) -> int:
        """How many journal entries there were after `seat`'s latest choice (0: none yet)."""
        for index in range(len(self.journal) - 1, -1, -1):
            if self._deciders[index] == seat:
                return index + 1
        return 0

    def turn_start(self, within: int | None = None) -> int:
        """How many journal entries there were once the current turn had begun (0: none yet):
        the entry with its TurnStarted is the last one before it, whoever made that choice
        (the last discard of a break begins the next turn too). `within`: among the first that
        many entries only (the turn the table still shows while the engine has begun the next)."""
        end = len(self.journal) if within is None else within
        for index in range(end - 1, -1, -1):
            if any(isinstance(e, TurnStarted) for e in self.journal[index].events):
                return index + 1
        return 0

    def since_last_turn(self, seat: int) -> tuple[JournalEntry, ...]:
        """What happened after `seat` last ended a turn (the cover's summary)."""
        return tuple(self.journal[self.last_turn_end(seat) :])

    def since_last_action(self, seat: int) -> tuple[JournalEntry, ...]:
        """What happened after `seat`'s latest choice (highlighted on the zoos until they act)."""
        return tuple(self.journal[self.last_action(seat) :])

    def log_shown(self) -> int:
        """How many items of `log` the table shows now: while a turn waits for End turn, not
        the next turn's start (the engine is there already, the table is not)."""
        if not self._awaiting or not self._log_marks:
            return len(self.log)
        for index in range(self._log_marks[-1], len(self.log)):
            item = self.log[index]
            if isinstance(item, LoggedEvent) and isinstance(item.event, TurnStarted):
                return index
        return len(self.log)

    # -- acting ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Announce the first decision: with more than one human, cover the screen for the first
        one to look; a game loaded while its turn waited for "End turn" comes back waiting."""
        self._started = True
        decision = self.game.decision
        if self._awaiting:
            self._viewer = self._deciders[-1]
        elif decision is not None and self.is_human(decision.seat):
            self._viewer = decision.seat
        if self.is_active and self.human_count > 1:
            self._cover(self._viewer)
        if self._awaiting:
            self.awaiting_end_turn_changed.emit(True)
            self.decision_changed.emit(None)
            return
        self._proceed()

    def choose(self, choice: Choice) -> bool:
        """Apply a human's choice; a refused one changes nothing and says why."""
        decision = self.game.decision
        if not self.is_active or decision is None:
            self.choice_refused.emit(Refusal.GAME_OVER)
            return False
        if self._awaiting:
            self.choice_refused.emit(Refusal.TURN_COMPLETE)
            return False
        if self._covered:
            self.choice_refused.emit(Refusal.NOT_SEATED)
            return False
        if not self.is_human(decision.seat):
            self.choice_refused.emit(Refusal.COMPUTER_DECIDING)
            return False
        try:
            events = self._apply(choice)
        except IllegalChoice:
            self.choice_refused.emit(Refusal.NOT_AN_OPTION)
            return False
        if self._redo and self._redo[-1] == (choice,):
            self._redo.pop()
        else:
            self._redo.clear()
        self._after_change(events)
        return True

    def choose_all(self, choices: Sequence[Choice]) -> bool:
        """Apply the choices of one confirm (a discard of several cards that the engine asks one
        card at a time) as one step: nothing is announced between them, and undo and redo take
        them back and make them again together. All of the same human seat, none ending a turn
        before the last; otherwise (or if one is not an option then) nothing is applied."""
        group = tuple(choices)
        if len(group) <= 1:
            return bool(group) and self.choose(group[0])
        decision = self.table_decision
        if decision is None:
            return self.choose(group[0])  # refused there, with the reason
        seat, start = decision.seat, len(self.choices)
        events: list[Event] = []
        try:
            for index, choice in enumerate(group):
                decision = self.game.decision
                if index and (decision is None or decision.seat != seat or self._completed[-1]):
                    raise IllegalChoice("the choices of one confirm left their decider")
                events.extend(self._apply(choice))
                self._joined[-1] = index > 0
        except IllegalChoice:
            if len(self.choices) > start:
                self._restore(start)
            self.choice_refused.emit(Refusal.NOT_AN_OPTION)
            return False
        if self._redo and self._redo[-1] == group:
            self._redo.pop()
        else:
            self._redo.clear()
        self._after_change(tuple(events))
        return True

    def end_turn(self) -> bool:
        """Confirm the end of the mover's turn: now the game passes to the next decision."""
        if not self._awaiting:
            return False
        self._awaiting = False
        mover = self._deciders[-1]
        self.autosave()
        self.awaiting_end_turn_changed.emit(False)
        self.turn_ended.emit(mover)
        self._proceed()
        return True

    def _apply(self, choice: Choice) -> tuple[Event, ...]:
        """Apply and record a choice, noting whether it revealed hidden information and whether
        it completed its decider's turn."""
        state = self.game.state
        rng_before = state.rng.getstate()
        decision = self.game.decision
        turn_before = state.turn
        events = self.game.apply(choice)
        seat = decision.seat if decision is not None else -1
        self.choices.append(choice)
        self._choice_data.append(choice_to_data(choice))
        self._deciders.append(seat)
        revealed = self.game.state.rng.getstate() != rng_before or any(
            isinstance(e, CardMoved) and (e.source == "deck" or e.target == "revealed")
            for e in events
        )
        self._revealed.append(revealed)
        self._completed.append(self.game.state.turn != turn_before or self.game.is_over)
        self._log_marks.append(len(self.log))
        self._joined.append(False)
        start = self._snapshots[0][1]
        self.log.extend(LoggedEvent(e, order_before(e, self.journal, start)) for e in events)
        self.journal.append(JournalEntry(len(self.choices), seat, turn_before, events))
        if any(isinstance(e, TurnStarted) for e in events):
            self._snapshots.append((len(self.choices), self.game.clone()))
            if len(self._snapshots) > SNAPSHOTS_KEPT + 1:  # the game's start always stays
                del self._snapshots[1:-SNAPSHOTS_KEPT]
        return events

    def _can_await(self) -> bool:
        """The last choice completed a human's turn and the game goes on."""
        return (
            self.confirm_end_turn
            and bool(self.choices)
            and self._completed[-1]
            and self.is_active
            and self._deciders[-1] >= 0
            and self.is_human(self._deciders[-1])
        )

    def _after_change(self, events: tuple[Event, ...]) -> None:
        if self._can_await():
            self._awaiting = True
        self.autosave()  # after every choice: a completed step is never lost
        self.events_applied.emit(events)
        if self._awaiting:
            self.awaiting_end_turn_changed.emit(True)
            self.decision_changed.emit(None)
            return
        self._proceed()

    def _proceed(self) -> None:
        """Announce what comes next: the end, a handover, a human's decision or a computer."""
        decision = self.game.decision
        if decision is None or not self.is_active:
            self._bot_timer.stop()
            self.decision_changed.emit(None)
            if self.game.is_over or self.status is GameStatus.CONCEDED:  # a save loaded later
                self.game_finished.emit()
            return
        if self.is_human(decision.seat):
            self._skip_bots = False
            if decision.seat != self._viewer:
                self._cover(decision.seat)
            self.decision_changed.emit(self.table_decision)
            return
        self.decision_changed.emit(None)
        self._schedule_bot()

    # -- the hot-seat cover ---------------------------------------------------------------------
    def _cover(self, seat: int) -> None:
        self._viewer = seat
        self._covered = True
        self.handover_needed.emit(seat)

    def reveal(self, seat: int | None = None) -> bool:
        """The next player is at the screen: lift the cover and show them their table."""
        if not self._covered or (seat is not None and seat != self._viewer):
            return False
        self._covered = False
        self.revealed.emit(self._viewer)
        self.decision_changed.emit(self.table_decision)
        return True

    # -- computer seats -------------------------------------------------------------------------
    def bot_seed(self, seat: int) -> int:
        return seat_seed(self.config.seed, seat)

    @property
    def think_progress(self) -> ThinkProgress | None:
        """How far the computer's think has got, while its process thinks and has reported
        (None otherwise: a think of a tenth of a second never shows)."""
        return self._progress

    def hurry_bots(self) -> bool:
        """Move now: the computer thinking answers at once with the best move it has found so
        far (True when it was asked; nothing to do in-process, or when no computer thinks)."""
        if self._worker is None or self._bot_request is None or self._bot_answer is not None:
            return False
        return self._worker.hurry()

    def _show_progress(self, progress: ThinkProgress | None) -> None:
        if progress != self._progress:
            self._progress = progress
            self.bot_progress.emit(progress)

    def skip_bots(self) -> None:
        """Let the computer seats finish their moves at once (until a human decides)."""
        self._skip_bots = True
        if self._bot_timer.isActive() or self._bot_request is not None:
            self._bot_timer.start(0)

    def _pace_ms(self) -> int:
        return 0 if self._skip_bots else self.bot_delay_ms

    def _schedule_bot(self) -> None:
        decision = self.game.decision
        assert decision is not None
        if not self._deciders or self._deciders[-1] < 0 or self.is_human(self._deciders[-1]):
            self._last_step_at = self.clock()  # the first step, too, comes after a pause
        self.bot_thinking.emit(decision.seat)
        self._show_progress(None)
        if self._worker is not None:
            self._bot_answer, self._bot_why = None, None
            self._bot_request = self._worker.submit(
                self.config,
                self.choices,
                decision.seat,
                self.bot_seed(decision.seat),
                self.level_of(decision.seat),
            )
            self._bot_timer.start(BOT_POLL_MS)
        else:
            self._bot_timer.start(self._pace_ms())

    def _bot_tick(self) -> None:
        decision = self.game.decision
        if decision is None or self.is_human(decision.seat) or not self.is_active:
            return
        if self._awaiting:
            return
        if self._worker is None:
            self._play_bot(*self._think_here(decision.seat))
            return
        if self._bot_answer is None:
            try:
                answer = self._worker.result()
            except BotWorkerError:
                # The helper process died: think here once (the window waits) and say so.
                self.choice_refused.emit(Refusal.COMPUTER_RESTARTED)
                self._bot_request = None
                answer = None
                self._show_progress(None)
                self._bot_answer, self._bot_why = self._think_here(decision.seat)
            if answer is not None and answer[0] == self._bot_request:
                self._bot_answer, self._bot_why = answer[1], self._answer_why(answer[0])
        if self._bot_answer is None:
            report = self._worker.progress()
            if report is not None:
                self._show_progress(ThinkProgress(decision.seat, *report))
            self._bot_timer.start(BOT_POLL_MS)
            return
        self._show_progress(None)
        wait = self._pace_ms() - int((self.clock() - self._last_step_at) * 1000)
        if wait > 0:
            self._bot_timer.start(min(wait, BOT_POLL_MS * 4))
            return
        choice, why = self._bot_answer, self._bot_why
        self._bot_answer, self._bot_why, self._bot_request = None, None, None
        self._play_bot(choice, why)

    def _answer_why(self, request: int) -> Why | None:
        """The reasons the worker sent with its answer to `request` (None: none came)."""
        info: AnswerInfo | None = getattr(self._worker, "last_answer", None)  # a stand-in: none
        return info.why if info is not None and info.request == request else None

    def _think_here(self, seat: int) -> tuple[Choice, Why | None]:
        """The computer's choice for `seat` and its reasons, thought out here (the window
        waits)."""
        return bot_choice_and_why(
            self.config,
            self.choices,
            seat,
            self.bot_seed(seat),
            self.game,
            self.level_of(seat),
        )

    def why_for(self, step: int) -> KeptWhy | None:
        """The computer's reasons for the choice at `step` (1 = the game's first choice, as
        `JournalEntry.step`), kept while this session has had the game open: None for a
        human's choice, a decision with one option, or a choice made before the game was
        opened (`whys.known(step)` tells that case apart)."""
        return self.whys.get(step)

    def _play_bot(self, choice: Choice, why: Why | None = None) -> None:
        decision = self.game.decision
        # A copy of the position it decided in: the reasons are put in words as they stood.
        before = (
            self.game.clone()
            if why is not None and why.reasons and why.chosen == choice and decision is not None
            else None
        )
        events = self._apply(choice)
        if before is not None and why is not None and decision is not None:
            seat = decision.seat
            self.whys.keep(KeptWhy(len(self.choices), seat, self.level_of(seat), before, why))
        self._last_step_at = self.clock()
        self._redo.clear()
        self._after_change(events)

    def run_bots_now(self) -> None:
        """Let every pending computer move happen at once (tests, fast-forward)."""
        while (
            (d := self.game.decision) is not None
            and not self.is_human(d.seat)
            and self.is_active
            and not self._awaiting
        ):
            self._bot_timer.stop()
            self._bot_request = None
            self._bot_answer, self._bot_why = None, None
            self._show_progress(None)
            self._play_bot(*self._think_here(d.seat))

    @property
    def bot_worker(self) -> BotWorker | None:
        """The computer players' process (shared by the app's sessions; the app closes it)."""
        return self._worker

    def stop_bots(self) -> None:
        """No more computer moves from this session (its window is closing)."""
        self._bot_timer.stop()
        self._bot_request = None
        self._show_progress(None)
        if self._worker is not None:
            self._worker.cancel()

    def close(self) -> None:
        """The game's window is gone: no more computer moves, and the game may be opened again
        (by this copy of the app or another). Its autosave was written after the last choice."""
        self.stop_bots()
        if self.lock is not None:
            self.lock.release()

    # -- undo / redo (within the mover's turn) -------------------------------------------------
    def _mover(self) -> int | None:
        """The seat whose choices undo may take back: the one waiting to end their turn, or the
        human deciding now (nobody while the hot-seat cover is up)."""
        if self._covered:
            return None
        if self._awaiting:
            return self._deciders[-1]
        decision = self.table_decision
        return decision.seat if decision is not None else None

    def _last_step(self) -> int:
        """How many choices the last confirm made (undo takes them back together)."""
        count = 1
        while count < len(self._joined) and self._joined[-count]:
            count += 1
        return count

    def undo_blocker(self) -> Refusal | None:
        """Why the last choice cannot be taken back now (None if it can)."""
        if not self.choices:
            return Refusal.NOTHING_TO_UNDO
        if not self.is_active:
            return Refusal.GAME_OVER
        mover = self._mover()
        if mover is None:
            decision = self.game.decision
            if decision is not None and not self.is_human(decision.seat):
                return Refusal.COMPUTER_DECIDING
            return Refusal.NOT_SEATED
        if self._deciders[-1] != mover:
            return Refusal.NOT_YOUR_CHOICE
        if not self._awaiting and self._completed[-1]:
            return Refusal.NOT_YOUR_CHOICE
        if any(self._revealed[-self._last_step() :]):
            return Refusal.REVEALED
        return None

    def undo(self) -> bool:
        blocker = self.undo_blocker()
        if blocker is not None:
            self.choice_refused.emit(blocker)
            return False
        keep = len(self.choices) - self._last_step()
        undone = tuple(self.choices[keep:])
        who = self._deciders[-1]
        self._restore(keep)
        self._redo.append(undone)
        self.log.append(TookBack(who))
        was_awaiting = self._awaiting
        self._awaiting = False
        self.autosave()
        self.events_applied.emit(())
        if was_awaiting:
            self.awaiting_end_turn_changed.emit(False)
        self._proceed()
        return True

    def can_redo(self) -> bool:
        decision = self.table_decision
        return bool(self._redo) and decision is not None and decision.allows(self._redo[-1][0])

    def redo(self) -> bool:
        if not self.can_redo():
            self.choice_refused.emit(Refusal.NOTHING_TO_REDO)
            return False
        return self.choose_all(self._redo[-1])

    def _restore(self, keep: int) -> None:
        """The game after the first `keep` choices: from the latest turn-start snapshot at or
        before it, replaying only the choices after the snapshot (not the whole game)."""
        while len(self._snapshots) > 1 and self._snapshots[-1][0] > keep:
            self._snapshots.pop()
        start, snapshot = self._snapshots[-1]
        replay = self.choices[start:keep]
        joined = self._joined[start:keep]
        del self.log[self._log_marks[start] :]
        for done in (
            self.choices,
            self._choice_data,
            self._deciders,
            self._revealed,
            self._completed,
            self._log_marks,
            self._joined,
            self.journal,
        ):
            del done[start:]
        self.whys.drop_after(keep)  # the reasons of what is taken back go with it
        self.game = snapshot.clone()
        for choice, join in zip(replay, joined, strict=True):
            self._apply(choice)
            self._joined[-1] = join

    # -- the game's life ------------------------------------------------------------------------
    def concede(self, seat: int) -> bool:
        """`seat` gives the game up: it ends here, recorded as conceded."""
        if not self.is_active:
            return False
        self.status = GameStatus.CONCEDED
        self.conceded_by = seat
        self._stop()
        self.log.append(Conceded(seat))
        self.autosave()
        self.status_changed.emit(self.status)
        self.decision_changed.emit(None)
        self.game_finished.emit()  # scored as if it had ended here (ui/dialogs/scoring_dialog.py)
        return True

    def abandon(self) -> bool:
        """The game is left unfinished for good: recorded as abandoned, no longer listed."""
        if not self.is_active:
            return False
        self.status = GameStatus.ABANDONED
        self._stop()
        self.autosave()
        self.status_changed.emit(self.status)
        self.decision_changed.emit(None)
        return True

    def _stop(self) -> None:
        self._awaiting = False
        self._covered = False
        self._bot_timer.stop()
        self._bot_request = None
        self._show_progress(None)

    def play_again_config(self, seed: int | None = None) -> GameConfig:
        """The same seats, names and maps (or the same map draft) with a new seed."""
        new_seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31 - 1)
        return evolve(self.config, seed=new_seed)

    # -- saving ---------------------------------------------------------------------------------
    def current_meta(self) -> SessionMeta:
        status = self.status
        if status is GameStatus.PLAYING and self.game.is_over:
            status = GameStatus.FINISHED
        return SessionMeta(
            self.meta.game_id,
            awaiting_end_turn=self._awaiting,
            status=status,
            conceded_by=self.conceded_by,
            origin=self.meta.origin,
        )

    @property
    def autosave_path(self) -> Path | None:
        if self._autosave_path is not None:
            return self._autosave_path
        if self.autosave_dir is not None:
            return self.autosave_dir / autosave_path(self.meta.game_id).name
        return None

    def _write(self, path: Path, durable: bool = True) -> None:
        save_game(
            path,
            self.config,
            self.seats,
            self.choices,
            self.game,
            self.current_meta(),
            self._choice_data,
            durable,
            self.levels,
        )

    def save(self, path: Path) -> bool:
        """Save the game to `path` (Save as…): False, with `save_failed(SaveFailure)` and an entry
        in the log, when it cannot be written; a file already there is then left as it was."""
        try:
            self._write(path)
        except OSError as error:
            log.error("the game could not be saved to %s: %s", path, error)
            self.save_failed.emit(SaveFailure.from_error(path, error))
            return False
        self.saved.emit(str(path))
        return True

    def autosave(self) -> bool:
        """Write the game's autosave. A choice inside a turn is written so that killing the app
        loses nothing; a completed turn (and every other moment) also waits for the disk."""
        path = self.autosave_path
        if path is None:
            return True
        inside_turn = self._awaiting is False and bool(self._completed) and not self._completed[-1]
        try:
            self._write(path, durable=not (inside_turn and self.is_active))
        except OSError as error:
            failure = SaveFailure.from_error(path, error)
            previous = self.autosave_failure
            self.autosave_failure = failure
            if previous is None or previous.errno != failure.errno:  # not at every choice
                log.error("the autosave to %s failed: %s", path, error)
            if previous is None:  # said once; the game goes on and the next choice tries again
                self.autosave_failed.emit(failure)
            return False
        if self.autosave_failure is not None:
            self.autosave_failure = None
            log.warning("the autosave to %s works again", path)
            self.autosave_recovered.emit()
        return True

    @classmethod
    def from_save(cls, loaded: LoadedGame, **kwargs: object) -> GameSession:
        return cls(
            loaded.config,
            loaded.seats,
            choices=loaded.choices,
            meta=loaded.meta,
            levels=loaded.levels or None,  # () from a LoadedGame made by hand: the default
            **kwargs,  # type: ignore[arg-type]
        )

    def fork(self, step: int) -> GameSession:
        """A new game (its own id) from the position after `step` choices of this one."""
        return GameSession(
            self.config,
            self.seats,
            choices=self.choices[:step],
            confirm_end_turn=self.confirm_end_turn,
            levels=self.levels,
        )
