"""A game session: the engine game, the choice log, computer seats, and signals for the UI.

Widgets never change the game: they call `choose()`, and redraw from the signals. The session
knows which seats are human, so the UI can hide private cards between two human seats.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from .bots import GreedyBot, RandomBot
from .engine import Decision, Game, GameConfig, IllegalChoice, new_game
from .engine.choices import Choice
from .engine.events import CardMoved, Event, GameEnded, TurnStarted
from .saves import LoadedGame, save_game

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
    saved = Signal(str)
    save_failed = Signal(str)

    def __init__(
        self,
        config: GameConfig,
        seats: Sequence[str] | None = None,
        parent: QObject | None = None,
        bot_delay_ms: int = 0,
        choices: Sequence[Choice] = (),
        autosave_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self.seats = tuple(seats) if seats else (HUMAN,) * config.players
        if len(self.seats) != config.players or any(s not in (HUMAN, BOT) for s in self.seats):
            raise ValueError(f"one of {HUMAN!r} / {BOT!r} per seat, not {self.seats!r}")
        self.game: Game = new_game(config)
        self.choices: list[Choice] = []
        self.log: list[str] = []
        self.autosave_path = autosave_path
        # Undo bookkeeping: per applied choice, whether it revealed hidden information.
        self._revealed: list[bool] = []
        self._deciders: list[int] = []
        self._turn_start = 0
        self._redo: list[Choice] = []
        for choice in choices:  # rebuild a saved or forked game
            self._apply(choice)
        self.bots: dict[int, GreedyBot | RandomBot] = {
            seat: GreedyBot(config.seed * 101 + seat)
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

    # -- the public log ----------------------------------------------------------------------------
    SECRET_SOURCES = ("deck", "setup", "revealed")
    CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")
    PLAYER = re.compile(r"\b[Pp]layer (\d)\b")

    def public_line(self, event: Event) -> str:
        """The event in words for the shared screen: names instead of seat numbers and card ids,
        and no card that only its owner may know (drawn, dealt, kept)."""
        if isinstance(event, CardMoved):
            secret = event.source in self.SECRET_SOURCES or event.target in ("revealed",)
            if secret and event.target in ("hand", "discard", "revealed"):
                who = self.seat_name(event.seat) if event.seat is not None else "Someone"
                if event.target == "hand":
                    return f"{who} takes a card"
                return "" if event.source == "setup" else f"{who} sets a card aside"
            if event.source == "hand" and event.target == "hand":
                who = self.seat_name(event.seat) if event.seat is not None else "Someone"
                return f"{who} takes a hand card of another player"
        text = event.describe()
        text = self.PLAYER.sub(lambda m: self._name_of(int(m.group(1)) - 1), text)
        return self.CARD_ID.sub(lambda m: self._card_name(m.group(0)), text)

    def _name_of(self, seat: int) -> str:
        players = self.game.state.players
        return players[seat].name if 0 <= seat < len(players) else f"Player {seat + 1}"

    def _card_name(self, card_id: str) -> str:
        try:
            return self.game.cards.get(card_id).name
        except KeyError:
            return card_id

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
            events = self._apply(choice)
        except IllegalChoice as error:
            self.choice_refused.emit(str(error))
            return False
        if self._redo and self._redo[-1] == choice:
            self._redo.pop()
        else:
            self._redo.clear()
        self._after_change(events)
        return True

    def _apply(self, choice: Choice) -> tuple[Event, ...]:
        """Apply and record a choice, noting whether it revealed hidden information."""
        rng_before = self.game.state.rng.getstate()
        decision = self.game.decision
        events = self.game.apply(choice)
        self.choices.append(choice)
        self._deciders.append(decision.seat if decision is not None else -1)
        revealed = self.game.state.rng.getstate() != rng_before or any(
            isinstance(e, CardMoved) and (e.source == "deck" or e.target == "revealed")
            for e in events
        )
        self._revealed.append(revealed)
        if any(isinstance(e, TurnStarted) for e in events):
            self._turn_start = len(self.choices)
        return events

    # -- undo / redo (within the current player's turn) ---------------------------------------
    def undo_blocker(self) -> str:
        """Why the last choice cannot be taken back now ("" if it can)."""
        decision = self.game.decision
        if not self.choices:
            return "Nothing to undo yet."
        if decision is None:
            return "The game is over."
        if not self.is_human(decision.seat):
            return "A computer player is deciding."
        if len(self.choices) <= self._turn_start:
            return "Undo only works within the current turn."
        if self._revealed[-1]:
            return "The last choice revealed hidden cards (a draw or a shuffle): it stays."
        if self._deciders[-1] != decision.seat:
            return "Another player decided since: undo is not possible."
        return ""

    def undo(self) -> bool:
        blocker = self.undo_blocker()
        if blocker:
            self.choice_refused.emit(blocker)
            return False
        undone = self.choices[-1]
        kept = self.choices[:-1]
        turn_start = self._turn_start
        self._rebuild(kept)
        self._turn_start = min(turn_start, len(self.choices))
        self._redo.append(undone)
        self.log.append(f"(undone: {undone.describe()})")
        self._after_change(())
        return True

    def can_redo(self) -> bool:
        decision = self.game.decision
        return bool(self._redo) and decision is not None and decision.allows(self._redo[-1])

    def redo(self) -> bool:
        if not self.can_redo():
            self.choice_refused.emit("Nothing to redo.")
            return False
        return self.choose(self._redo[-1])

    def _rebuild(self, choices: Sequence[Choice]) -> None:
        self.game = new_game(self.config)
        self.choices = []
        self._revealed = []
        self._deciders = []
        for choice in choices:
            self._apply(choice)

    # -- saving ---------------------------------------------------------------------------------
    def save(self, path: Path) -> bool:
        try:
            save_game(path, self.config, self.seats, self.choices, self.game)
        except OSError as error:
            self.save_failed.emit(f"The game could not be saved to {path}: {error}")
            return False
        self.saved.emit(str(path))
        return True

    def autosave(self) -> None:
        if self.autosave_path is not None:
            self.save(self.autosave_path)

    @classmethod
    def from_save(cls, loaded: LoadedGame, **kwargs: object) -> GameSession:
        return cls(loaded.config, loaded.seats, choices=loaded.choices, **kwargs)  # type: ignore[arg-type]

    def fork(self, step: int) -> GameSession:
        """A new session from the position after `step` choices of this one."""
        return GameSession(self.config, self.seats, choices=self.choices[:step])

    def _after_change(self, events: tuple[Event, ...]) -> None:
        self.log.extend(line for line in map(self.public_line, events) if line)
        if any(isinstance(e, TurnStarted | GameEnded) for e in events):
            self.autosave()  # a completed turn is never lost
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
        choice = self.bots[decision.seat].choose(decision, self.game)
        events = self._apply(choice)
        self._redo.clear()
        self._after_change(events)

    def run_bots_now(self) -> None:
        """Let every pending computer move happen at once (tests, fast-forward)."""
        while (d := self.game.decision) is not None and not self.is_human(d.seat):
            self._bot_timer.stop()
            self._bot_move()
