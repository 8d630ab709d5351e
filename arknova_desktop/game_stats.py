"""A game's statistics over its turns, from public facts only (no Qt here; the charts are
ui/dialogs/stats_charts.py).

The game is played again from its config and choice log (the engine is deterministic) and, at
the start of every turn and once at the end, every player's public numbers are noted from the
spectator's view (`game.view(None)`): appeal, conservation points, money, reputation, the icons
in their zoo and the cards they have played. Each action started (the public `ActionStarted`
event) is kept with its strength. Nothing a seat keeps secret (a hand, the deck) is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from .engine import ActionStarted, CardMoved, Choice, GameConfig, TurnStarted, new_game

SERIES = ("appeal", "conservation", "money", "reputation", "icons", "cards_played")
PLAYED_TO = ("zoo", "projects")  # a card played lands in the zoo or among the projects


@frozen
class ActionUse:
    turn: int  # the turn it was used in (as TurnStarted counts)
    action: str  # "animals", "build", "cards", "association", "sponsors"
    strength: int
    upgraded: bool


@frozen
class SeatStats:
    seat: int
    name: str
    turns: tuple[int, ...]  # where each sample was taken: a turn's start, and the end last
    series: dict[str, tuple[int, ...]]  # one value per sample for each of SERIES
    actions: tuple[ActionUse, ...]

    def values(self, name: str) -> tuple[int, ...]:
        return self.series[name]


@frozen
class GameStats:
    seats: tuple[SeatStats, ...]
    last_turn: int  # the turn of the last sample (the end, or where the log stops)


def _card_played(event: CardMoved) -> bool:
    return (
        event.seat is not None
        and event.target in PLAYED_TO
        and (event.source == "hand" or event.source.startswith("display"))
    )


def game_stats(config: GameConfig, choices: Sequence[Choice]) -> GameStats:
    """Play `choices` from the start of `config`'s game and note every player's public numbers at
    each turn's start and at the end."""
    game = new_game(config)
    count = config.players
    turns: list[int] = []
    samples: list[list[dict[str, int]]] = [[] for _ in range(count)]
    played = [0] * count
    actions: list[list[ActionUse]] = [[] for _ in range(count)]
    turn = 0

    def sample(at: int) -> None:
        view = game.view(None)
        turns.append(at)
        for player in view.players:
            samples[player.seat].append(
                {
                    "appeal": player.appeal,
                    "conservation": player.conservation,
                    "money": player.money,
                    "reputation": player.reputation,
                    "icons": sum(number for _icon, number in player.icons),
                    "cards_played": played[player.seat],
                }
            )

    sample(0)
    for choice in choices:
        for event in game.apply(choice):
            if isinstance(event, TurnStarted):
                turn = event.turn
                sample(turn)
            elif isinstance(event, ActionStarted):
                actions[event.seat].append(
                    ActionUse(turn, event.action, event.strength, event.upgraded)
                )
            elif isinstance(event, CardMoved) and _card_played(event):
                played[event.seat or 0] += 1
    last = turn + 1 if game.is_over else turn
    if turns[-1] == last:  # the log stops at a turn's start: that sample is the last
        turns.pop()
        for seat_samples in samples:
            seat_samples.pop()
    sample(last)
    names = [player.name for player in game.view(None).players]
    return GameStats(
        tuple(
            SeatStats(
                seat,
                names[seat],
                tuple(turns),
                {name: tuple(s[name] for s in samples[seat]) for name in SERIES},
                tuple(actions[seat]),
            )
            for seat in range(count)
        ),
        last,
    )
