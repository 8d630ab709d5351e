"""A game session: the engine game, the choice log, computer seats, and signals for the UI.

Widgets never change the game: they call `choose()`, and redraw from the signals. The session
knows which seats are human, so the UI can hide private cards between two human seats.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from .bots import RandomBot
from .engine import Decision, Game, GameConfig, IllegalChoice, new_game
from .engine.choices import Choice
from .engine.events import Event

HUMAN = "human"
BOT = "bot"


class GameSession(QObject):
    """Owns one game. Signals: `events_applied(tuple[Event, ...])` after every choice,
    `decision_changed(Decision | None)`, `handover_needed(int)` when the next decision belongs to
    another human seat, `game_finished()`, `choice_refused(str)`."""

    events_applied = Signal(object)
    decision_changed = Signal(object)
    handover_needed = Signal(int)
    game_finished = Signal()
    choice_refused = Signal(str)

    def __init__(
        self,
        config: GameConfig,
        seats: Sequence[str] | None = None,
        parent: QObject | None = None,
        bot_delay_ms: int = 0,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self.seats = tuple(seats) if seats else (HUMAN,) * config.players
        if len(self.seats) != config.players or any(s not in (HUMAN, BOT) for s in self.seats):
            raise ValueError(f"one of {HUMAN!r} / {BOT!r} per seat, not {self.seats!r}")
        self.game: Game = new_game(config)
        self.choices: list[Choice] = []
        self.log: list[str] = []
        self.bots = {
            seat: RandomBot(config.seed * 101 + seat)
            for seat, kind in enumerate(self.seats)
            if kind == BOT
        }
        self.bot_delay_ms = bot_delay_ms
        self._viewer = self._first_human()
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    @property
    def viewer(self) -> int:
        """The human seat whose private cards the screen may show now."""
        return self._viewer

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    def seat_name(self, seat: int) -> str:
        return self.game.state.players[seat].name

    def _first_human(self) -> int:
        return next((s for s, kind in enumerate(self.seats) if kind == HUMAN), 0)

    # -- acting ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Announce the first decision (and let bots play if they start)."""
        self._after_change(())

    def choose(self, choice: Choice) -> bool:
        """Apply a human's choice; a refused one changes nothing and says why."""
        decision = self.game.decision
        if decision is None or not self.is_human(decision.seat):
            self.choice_refused.emit("It is not a human player's turn to decide.")
            return False
        try:
            events = self.game.apply(choice)
        except IllegalChoice as error:
            self.choice_refused.emit(str(error))
            return False
        self.choices.append(choice)
        self._after_change(events)
        return True

    def _after_change(self, events: tuple[Event, ...]) -> None:
        self.log.extend(event.describe() for event in events)
        self.events_applied.emit(events)
        decision = self.game.decision
        if decision is None:
            self.decision_changed.emit(None)
            self.game_finished.emit()
            return
        if self.is_human(decision.seat) and decision.seat != self._viewer:
            self._viewer = decision.seat
            self.handover_needed.emit(decision.seat)
        self.decision_changed.emit(decision)
        if not self.is_human(decision.seat):
            self._bot_timer.start(self.bot_delay_ms)

    def _bot_move(self) -> None:
        decision = self.game.decision
        if decision is None or self.is_human(decision.seat):
            return
        choice = self.bots[decision.seat].choose(decision)
        events = self.game.apply(choice)
        self.choices.append(choice)
        self._after_change(events)

    def run_bots_now(self) -> None:
        """Let every pending computer move happen at once (tests, fast-forward)."""
        while (d := self.game.decision) is not None and not self.is_human(d.seat):
            self._bot_timer.stop()
            self._bot_move()
