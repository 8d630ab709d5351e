"""What a position is worth to a seat: the victory points it is heading for, against the others'.

A position is scored as the victory points each player would have at an estimated end of the
game: what they have now (appeal against the conservation target — in the solo game every
conservation point at 3, as at an end past 10 —, their visible final scoring cards) plus what
their resources will still turn into before the end. Resources lose their worth as the end
nears — money is worth much early and little late, money in hand no more than can still be
spent, money the next breaks will pay (against others) a share of a coin in hand;
X-tokens, reputation, upgraded action cards, association workers, hand animals and empty
enclosures (and, in the solo game, the best conservation project the zoo could support now)
are worth what they will bring in the turns that are left — so a computer player
turns them into points in time, and ends the game while it is ahead. The seat's value is its
own estimate minus the best opponent's (solo: its own alone).

Everything is read from what the seat sees (`Game.player_view`): its own hand and final scoring
cards, the others' public numbers. The weights are data (value_weights.json, tuned by self-play
with tools/tune_value.py; docs/bots.md); `Weights.load()` reads the packaged ones.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from attrs import frozen

from ..engine import (
    BUILDING_TYPES,
    CONSERVATION_MAX,
    STANDARD_ENCLOSURE,
    AnimalCard,
    Game,
    PlayerView,
    appeal_income,
    target_number,
)

WEIGHTS_FILE = "value_weights.json"
SOLO_KEY = "solo_weights"  # the solo game's own weights in the file (no opponent, 27 turns)
SOLO_TURNS = 27  # the official solo game's turns (7 + 6 + 5 + 4 + 3 + 2)
MAX_BREAKS_AHEAD = 3.0  # income counted for at most so many breaks
MONEY_TURNS_AHEAD = 3.0  # money counts in full up to what so many turns can spend
MONEY_BEYOND = 0.25  # ... and the rest at this share
LOW_CONSERVATION = 10  # up to here a conservation point moves the target by 2, beyond by 3

# What a player has that turns into points later, each worth a weight (victory points a unit
# while the game has `full_worth_turns` or more to go, less as the end nears).
FEATURES: tuple[str, ...] = (
    "money",  # money in hand up to what can be spent, and a share of the next breaks' income
    "x_tokens",
    "reputation",
    "upgrades",  # upgraded action cards
    "workers",  # association workers
    "hand_cards",
    "hand_animals",  # what the hand's animals would bring over their cost (the seat's own)
    "hand_animals_fitting",  # ... those the zoo could take now, as far as money allows
    "hand_animals_ready",  # what they bring when played (icons too), those the zoo takes now
    "empty_enclosure_cells",
    "covered_cells",
    "icons",  # icons in the zoo (projects, sponsors and bonuses ask for them)
    "projects_ready",  # conservation points of the best project the seat could support now
)


@frozen
class Weights:
    """The position value's numbers: the weight of each of FEATURES, and the pace of the game."""

    features: tuple[tuple[str, float], ...]
    vp_per_turn: float  # how fast a player closes the gap to the scoring area, a turn
    turns_after_trigger: float  # the turns still played once the end is reached
    full_worth_turns: float  # with at least so many turns left, a resource keeps all its worth
    money_per_turn: float  # money a player can still spend usefully, per turn left ...
    money_floor: float  # ... and on top of that
    turns_per_break: float
    final_scoring: float  # victory points a conservation point of a final scoring card brings
    opponent: float  # how much of the best opponent's estimate is subtracted
    unmet_animals: float  # a hand animal's worth kept while its conditions are unmet (a share)
    income_share: float  # a coin the next breaks will pay, as a share of a coin in hand ...
    income_capped: bool  # ... counted with the money in hand, inside its cap (else apart)
    # A conservation point below 10 moves the target by 2, but by 3 at an end past 10, where
    # most games end: the share of that third point counted now (0: the tracks' 2 alone).
    conservation_low: float

    def weight(self, feature: str) -> float:
        for name, value in self.features:  # thirteen pairs: faster than a dict made each time
            if name == feature:
                return value
        raise KeyError(feature)

    @staticmethod
    def load(solo: bool = False) -> Weights:
        """The packaged weights: those of the solo game (`solo`) or of games against others."""
        return _packaged(solo)

    @staticmethod
    def for_game(game: Game) -> Weights:
        return _packaged(game.config.players == 1)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Weights:
        given = data.get("features", {})
        missing = [f for f in FEATURES if f not in given]
        if missing:
            raise ValueError(f"weights lack {missing}")
        scalars = {
            name: float(data[name])
            for name in (
                "vp_per_turn",
                "turns_after_trigger",
                "full_worth_turns",
                "money_per_turn",
                "money_floor",
                "turns_per_break",
                "final_scoring",
                "opponent",
                "unmet_animals",
                "income_share",
                "conservation_low",
            )
        }
        return Weights(
            features=tuple((f, float(given[f])) for f in FEATURES),
            income_capped=bool(data["income_capped"]),
            **scalars,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": dict(self.features),
            "vp_per_turn": self.vp_per_turn,
            "turns_after_trigger": self.turns_after_trigger,
            "full_worth_turns": self.full_worth_turns,
            "money_per_turn": self.money_per_turn,
            "money_floor": self.money_floor,
            "turns_per_break": self.turns_per_break,
            "final_scoring": self.final_scoring,
            "opponent": self.opponent,
            "unmet_animals": self.unmet_animals,
            "income_share": self.income_share,
            "income_capped": self.income_capped,
            "conservation_low": self.conservation_low,
        }


@cache
def _packaged(solo: bool) -> Weights:
    text = resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return Weights.from_dict(json.loads(text)[SOLO_KEY if solo else "weights"])


def points_now(player: PlayerView) -> int:
    """Victory points on the tracks now: appeal minus the conservation target."""
    return player.appeal - target_number(min(player.conservation, CONSERVATION_MAX))


def turns_left(players: tuple[PlayerView, ...], w: Weights) -> float:
    """The turns a player still has, estimated: the one nearest the scoring area closes the gap
    at `vp_per_turn`, then the others play on. In the solo game the turns are counted."""
    if len(players) == 1:
        return max(0.0, SOLO_TURNS - players[0].turns_taken)
    gap = min(max(0, -points_now(p)) for p in players)
    return gap / w.vp_per_turn + w.turns_after_trigger


def features(game: Game, player: PlayerView, turns: float, w: Weights, own: bool) -> list[float]:
    """`player`'s FEATURES, in order. `own`: the seat's own player (its hand is known; another
    player's hand counts only as cards)."""
    # Money in hand beyond what the next few turns can spend is worth a quarter: holding it
    # scores nothing at the end, and a pile of it is no better than a turn's worth. Against
    # others the income counts apart, at a share: it comes at the breaks the players call,
    # and counted inside the cap it let a seat with no money feel rich, so bots sat broke
    # waiting for breaks. The solo game's breaks come by the clock; there Hard did better
    # with it inside (docs/bots.md, "Money in hand and money to come").
    spendable = w.money_floor + w.money_per_turn * min(turns, MONEY_TURNS_AHEAD)
    breaks = min(turns / w.turns_per_break, MAX_BREAKS_AHEAD)
    if own:
        # All that a break pays the seat (kiosks, sponsors, ...), as the rules work it out.
        income = game.break_money(player.seat) * breaks
    else:
        # Appeal's alone: the others' zoos do not change in the seat's own turn, so their
        # value is the same for every option, and this is cheaper than a run of the rules.
        income = appeal_income(max(0, player.appeal)) * breaks
    empty_sizes: list[int] = []
    covered = 0
    for placed in player.buildings:
        covered += len(placed.cells)
        btype = BUILDING_TYPES[placed.building]
        if btype.kind == STANDARD_ENCLOSURE and not placed.animals:
            empty_sizes.append(btype.size)
    animals = fitting = ready = projects = 0.0
    if own:
        if w.weight("projects_ready") != 0:  # asks the rules: not for nothing
            # The seat's own: the others' zoos do not change in the seat's turn, so their
            # reach is the same for every option (bar a level the seat takes), and this costs
            # a run of the rules. One project: an Association action supports one.
            reach = game.project_reach(player.seat, player.seat)
            projects = float(max((r.conservation for r in reach if r.short == 0), default=0))
        money_weight = w.weight("money")
        icon_weight = w.weight("icons")
        count_ready = w.weight("hand_animals_ready") != 0  # asks the rules: not for nothing
        unmet_share = w.unmet_animals
        for card_id in player.hand:
            card = game.cards.get(card_id)
            if isinstance(card, AnimalCard):
                # An animal whose conditions are unmet (icons, a partner zoo, reputation) keeps
                # only a share of its worth: with none, an enclosure built for it, or the card
                # held for it, pays nothing until they are met.
                met = unmet_share == 1 or game.animal_conditions_met(player.seat, card_id)
                share = 1.0 if met else unmet_share
                if share == 0:
                    continue
                gain = card.appeal + 2 * card.conservation - money_weight * card.cost
                if gain > 0:
                    animals += gain * share
                played = gain + icon_weight * sum(card.icons.values()) if count_ready else 0.0
                if max(gain, played) > 0 and game.animal_ready(player.seat, card_id):
                    # Only an Animals action and the money (or part of it) are missing: an
                    # enclosure takes it as the rules say (size alone valued an enclosure far
                    # from the water it needs as built for it), its conditions are met (so its
                    # share is whole).
                    affordable = min(1.0, player.money / max(1, card.cost))
                    fitting += max(0.0, gain) * affordable
                    ready += max(0.0, played) * affordable
    return [
        _money_worth(float(player.money), spendable, w.income_share * income, w.income_capped),
        float(min(player.x_tokens, 5)),
        float(min(player.reputation, 15)),
        float(sum(1 for card in player.action_cards if card.upgraded)),
        float(player.workers),
        float(len(player.hand)),
        animals,
        fitting,
        ready,
        float(sum(empty_sizes)),
        float(covered),
        float(sum(count for _icon, count in player.icons)),
        projects,
    ]


def _money_worth(money: float, spendable: float, income: float, capped: bool) -> float:
    """Money in hand in full up to `spendable`, the rest at MONEY_BEYOND; `income` inside
    that cap with it (`capped`), or on top of it."""
    if capped:
        money += income
    worth = min(money, spendable) + MONEY_BEYOND * max(0.0, money - spendable)
    return worth if capped else worth + income


def low_conservation_short(player: PlayerView) -> int:
    """The conservation points `player` lacks to LOW_CONSERVATION. Each of them moves the target
    by 2 on the tracks, but past 10 a point moves it by 3, and most games end past 10: the
    seat's points below 10 will count 3 each at its end (the rules' target numbers)."""
    return max(0, LOW_CONSERVATION - player.conservation)


def share_left(turns: float, w: Weights) -> float:
    """How much of a resource's worth is still ahead with `turns` left."""
    return min(1.0, turns / w.full_worth_turns)


def estimate(game: Game, player: PlayerView, turns: float, w: Weights, own: bool) -> float:
    """The victory points `player` is heading for with `turns` left."""
    points = float(points_now(player) - w.conservation_low * low_conservation_short(player))
    if own and player.final_scoring_standing:  # the seat's own cards, as they stand now
        points += w.final_scoring * max(s.points for s in player.final_scoring_standing)
    found = features(game, player, turns, w, own)
    return points + share_left(turns, w) * sum(
        value * weight for value, (_name, weight) in zip(found, w.features, strict=True)
    )


def position_value(game: Game, seat: int, w: Weights | None = None) -> float:
    """What the position is worth to `seat`: its estimated end points minus `opponent` times
    the best other player's; a finished solo game, its score."""
    w = w if w is not None else Weights.for_game(game)
    if game.is_over and game.config.players == 1:
        # The estimate would count the kept final scoring card twice (its points are on the
        # track by then) and miss the sponsors' end-game points. Against others the same holds,
        # but every line against others would have to be played again (docs/bots.md, "A
        # finished game's worth").
        return float(game.scores()[seat].victory_points)
    players = tuple(game.player_view(seat, who) for who in range(game.config.players))
    turns = turns_left(players, w)
    own = estimate(game, players[seat], turns, w, own=True)
    others = [estimate(game, p, turns, w, own=False) for p in players if p.seat != seat]
    if not others:
        return own
    return own - w.opponent * max(others)


def weights_text(weights: Weights, note: str) -> str:
    """The JSON text of a weights file (tools/tune_value.py writes it)."""
    return json.dumps({"note": note, "weights": weights.to_dict()}, indent=2) + "\n"
