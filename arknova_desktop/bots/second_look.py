"""Hard's second look (bots/lookahead.py): at the first decision of its turn — which action card
to play; in the solo game at the turn's later decisions too — the few options its search found
best are weighed again further out. In each of a few dealings of the cards it cannot see (the
same for every option), each option is applied and the game played on: the rest of its turn,
every other player's turn and its own next turn, each decision by a Medium player seeded from
the dealing (the same for every option); the position is weighed where its next turn ends — in
the solo game's last turns the game is played to its end and weighed by the final score, and the
hands it may keep at the solo game's start are played through its first turns. An option is
worth the mean of its dealings.

Why: a turn's search weighs where the turn ends, so it cannot see what an action sets up for the
next turn (money saved for a big animal, a card drawn that the next turn plays) nor what it leaves
the others. Played on two turns, Hard's games against Medium got about 5 victory points better
and 2 turns shorter, and its solo games about 7 points better (docs/bots.md, "Hard plays two
more turns").

This module knows nothing of levels: the player making each decision is given to it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from attrs import frozen

from ..engine import Choice, Decision, Game, TurnStarted

# Decisions `play_on` plays at most: a guard, never reached in a game (a 4-player round of turns
# with a break between takes well under a hundred, the solo game's last ten turns a few hundred).
PLAY_ON_LIMIT = 2000
# One dealing in which the options met says nothing of how sure a look was: the choice is
# the best there by definition (a 100 % that Move now made).
MIN_CONTESTED = 2

Player = Callable[[Decision, Game], Choice]  # a decision's choice in a copy of the game


def play_on(
    twin: Game,
    seat: int,
    option: Choice,
    player: Player,
    stop: Callable[[], bool],
    to_end: bool = False,
    turns: int = 1,
) -> bool:
    """Apply `option` (of `seat`'s turn, or of its setup) in `twin`, then play on with `player`
    until the seat has played its next `turns` turns to the end: until the turn after them
    starts (another seat's, or in the solo game its own), or the game ends (`to_end`: until the
    game ends). True when it got there, False when `stop()` (asked before each decision after
    the option) cut it short.

    The option's own events count: an option that ends the turn at once (the X-token action)
    starts the next turn itself, and the look still ends after the seat's next turn."""
    own_turns_started = 0
    choice = option
    for _ in range(PLAY_ON_LIMIT):
        for event in twin.apply(choice):
            if to_end or not isinstance(event, TurnStarted):
                continue
            if event.seat == seat:
                own_turns_started += 1
                if own_turns_started > turns:
                    return True  # solo: its turn after the last one to play
            elif own_turns_started >= turns:
                return True  # another seat's turn after the seat's last one to play
        decision = twin.decision
        if decision is None:
            return True  # the game is over
        if stop():
            return False
        choice = player(decision, twin)
    return True


@frozen
class Outlook:
    """What the second look found: the options it weighed again (in the search's order, best
    first) and each one's value in every dealing it was played on in (the same dealings for
    every option; a look cut short keeps only the dealings every option was played in)."""

    options: tuple[Choice, ...]
    values: tuple[tuple[float, ...], ...]  # per option, per dealing
    to_end: bool = False  # played to the game's end, each worth its final score
    turns: int = 1  # else played through the seat's next so many turns

    @property
    def dealings(self) -> int:
        return len(self.values[0]) if self.values else 0

    def worth(self, index: int) -> float:
        values = self.values[index]
        return sum(values) / len(values)

    def ranked(self) -> list[int]:
        """The options' indices, best first (ties: the search's order)."""
        return sorted(range(len(self.options)), key=lambda i: (-self.worth(i), i))

    def sureness(self, index: int) -> float | None:
        """The share of the dealings in which option `index` did at least as well as every
        other."""
        others = (v for i, v in enumerate(self.values) if i != index)
        return share_of_best(self.values[index], others)


def share_of_best(own: Sequence[float], others: Iterable[Sequence[float]]) -> float | None:
    """How sure a look was of an option: the share of the dealings, among those it and at least
    one other option were played in, in which it did at least as well as every other (`own` and
    each of `others`: values by dealing, a list cut short may be shorter); None: fewer than
    MIN_CONTESTED such dealings (a look cut short by Move now), which tell nothing of it."""
    rivals_of = list(others)
    contested = won = 0
    for k, value in enumerate(own):
        rivals = [v[k] for v in rivals_of if len(v) > k]
        if rivals:
            contested += 1
            won += value >= max(rivals)
    return won / contested if contested >= MIN_CONTESTED else None


def outlook(
    options: Sequence[Choice],
    values: Sequence[Sequence[float]],
    to_end: bool = False,
    turns: int = 1,
) -> Outlook | None:
    """The findings of a look, None when no dealing was played for every option."""
    if not values or not values[0]:
        return None
    return Outlook(tuple(options), tuple(tuple(v) for v in values), to_end, turns)
