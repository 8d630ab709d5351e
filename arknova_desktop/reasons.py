"""The computer's reasons for its choices, kept by the session while the game is open (the
window's "Why?": ui/dialogs/why_dialog.py, in words by ui/words/why_words.py).

Each computer decision that had a real choice keeps the level's `Why` (bots/lookahead.py: the
chosen option and the next best, what each would gain, how far behind the choice each was, how
sure the bot was) together with a copy of the position it decided in, so that its options can
be put in words as they stood then. They live in memory only: a save does not keep them, and a
game opened from a save has none for the moves made before it was opened (`known`). Undo drops
those of the choices it takes back (`drop_after`)."""

from __future__ import annotations

from attrs import frozen

from .bots.lookahead import Why
from .engine import Decision, Game


@frozen
class KeptWhy:
    """One computer decision's reasons. `step`: the choice's place in the game's log (1 = the
    first choice, as `JournalEntry.step`); `level`: the seat's level; `before`: a copy of the
    position it decided in, its decision open (read it, never play on it)."""

    step: int
    seat: int
    level: str
    before: Game
    why: Why

    @property
    def decision(self) -> Decision:
        decision = self.before.decision
        assert decision is not None  # kept only for a decision that was open
        return decision


class WhyLog:
    """The kept reasons of one open game, by step. `opened_at`: how many choices the game had
    when the session opened it (a loaded or forked game): no reasons exist for those."""

    def __init__(self, opened_at: int) -> None:
        self.opened_at = opened_at
        self._kept: dict[int, KeptWhy] = {}

    def keep(self, kept: KeptWhy) -> None:
        self._kept[kept.step] = kept

    def get(self, step: int) -> KeptWhy | None:
        """The reasons of the choice at `step` (None: none kept — a human's choice, a decision
        with one option, a kind of computer that has no reasons, or made before opening)."""
        return self._kept.get(step)

    def known(self, step: int) -> bool:
        """Whether the choice at `step` was made while this session had the game open (else
        its reasons were never kept here)."""
        return step > self.opened_at

    def drop_after(self, steps: int) -> None:
        """Forget the reasons of every choice after the first `steps` (undo took them back);
        the choices made again there are this session's own."""
        self.opened_at = min(self.opened_at, steps)
        for step in [s for s in self._kept if s > steps]:
            del self._kept[step]

    def __len__(self) -> int:
        return len(self._kept)
