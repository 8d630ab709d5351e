"""Icons in a zoo, final scoring cards, final scoring and the tie-break (docs/rules.md §1, §8)."""

from __future__ import annotations

from enum import Enum

from attrs import evolve, frozen

from ..base.geometry import adjacent_cells
from ..base.tracks import CONSERVATION_MAX, target_number
from ..board.zoo import empty_building_cells, kept_per_zoo
from ..board.zoo_map import load_map
from ..catalog.cards import AnimalCard, CardDB, FinalScoringCard, SponsorCard
from ..catalog.icons import ANIMAL_CATEGORIES, zoo_animals, zoo_icons
from ..kernel.core import Core
from ..kernel.events import GameEnded, ResourceChanged
from ..kernel.state import GameState, PlacedBuilding
from ..kernel.triggers import EndGameDue
from ..rules.effect_runner import end_game_gains

MAX_FINAL_SCORING_POINTS = 4


def _standard_size(card: AnimalCard) -> int | None:
    return card.enclosures.get("standard")


def final_scoring_count(cards: CardDB, state: GameState, seat: int, card: FinalScoringCard) -> int:
    """The number a final scoring card compares against its thresholds."""
    player = state.players[seat]
    counter = card.counter
    if counter.startswith("icon:"):
        return zoo_icons(cards, player)[counter.removeprefix("icon:")]
    if counter == "large_animals":
        return sum(1 for a in zoo_animals(cards, player) if (_standard_size(a) or 0) >= 4)
    if counter == "small_animals":
        # Petting-zoo-only animals have no standard enclosure size; they are not counted
        # (docs/rulings.md).
        return sum(1 for a in zoo_animals(cards, player) if 1 <= (_standard_size(a) or 0) <= 2)
    if counter == "supported_projects":
        return player.supported_projects
    if counter == "empty_building_spaces":
        return empty_building_cells(player)
    if counter == "reputation":
        return player.reputation
    if counter == "sponsors_in_zoo":
        return sum(1 for i in player.zoo_cards if isinstance(cards.get(i), SponsorCard))
    raise NotImplementedError(counter)


def diverse_species_points(cards: CardDB, state: GameState, seat: int) -> int:
    """1 CP per animal category in which you have more icons than the player on your right."""
    right = state.players[(seat - 1) % state.player_count]
    mine = zoo_icons(cards, state.players[seat])
    theirs = zoo_icons(cards, right)
    won = sum(1 for category in ANIMAL_CATEGORIES if mine[category] > theirs[category])
    return min(MAX_FINAL_SCORING_POINTS, won)


@kept_per_zoo
def architecture_points(map_id: str, buildings: tuple[PlacedBuilding, ...]) -> int:
    """Architectural Zoo: 1 CP each for every water space next to a building, every rock space
    next to a building, every border building space covered, and the whole map covered."""
    zmap = load_map(map_id)
    covered = frozenset(cell for b in buildings for cell in b.cells)
    near = adjacent_cells(covered) if covered else frozenset()
    border = zmap.grid.border_cells() & zmap.building_cells
    return sum(
        (
            zmap.water_cells <= near,
            zmap.rock_cells <= near,
            border <= covered,
            zmap.building_cells <= covered,
        )
    )


def final_scoring_points(cards: CardDB, state: GameState, seat: int, card_id: str) -> int:
    """Conservation points a final scoring card gives (max 4)."""
    card = cards.get(card_id)
    assert isinstance(card, FinalScoringCard)
    if card_id == "F009":
        return diverse_species_points(cards, state, seat)
    if card_id == "F004":
        return min(MAX_FINAL_SCORING_POINTS, architecture_points(state.players[seat]))
    count = final_scoring_count(cards, state, seat, card)
    return sum(1 for threshold in card.thresholds or () if count >= threshold)


class ScoreSource(Enum):
    """Where a part of a seat's final result came from (typed; the UI puts it in words)."""

    APPEAL = "appeal"  # appeal gained during the game
    CONSERVATION = "conservation"  # conservation points gained during the game
    SPONSOR_END_GAME = "sponsor_end_game"  # a sponsor's end-game (brown) effect
    FINAL_SCORING_CARD = "final_scoring_card"  # one of the player's final scoring cards


@frozen(kw_only=True)
class ScoreItem:
    """One part of a seat's result: what it added to appeal and conservation, as actually
    applied on the tracks (so the items of a seat add up to its `appeal` and `conservation`).
    `card` is the card's id for the two card sources (None for the others); `money` is money an
    end-game effect gave (no points)."""

    source: ScoreSource
    card: str | None
    conservation: int
    appeal: int
    money: int = 0


def _track_items(appeal: int, conservation: int) -> tuple[ScoreItem, ScoreItem]:
    return (
        ScoreItem(source=ScoreSource.APPEAL, card=None, conservation=0, appeal=appeal),
        ScoreItem(source=ScoreSource.CONSERVATION, card=None, conservation=conservation, appeal=0),
    )


@frozen
class SeatScore:
    """One seat's result; `breakdown` lists what made it up, in order (engine English, for logs
    and the CLI); `items` says the same as typed data: the track values during the game, then
    each end-game sponsor effect and each final scoring card."""

    seat: int
    name: str
    appeal: int
    conservation: int
    target: int
    victory_points: int
    supported_projects: int
    breakdown: tuple[tuple[str, int], ...]
    winner: bool = False
    items: tuple[ScoreItem, ...] = ()


def current_scores(state: GameState) -> tuple[SeatScore, ...]:
    return tuple(
        SeatScore(
            seat=p.seat,
            name=p.name,
            appeal=p.appeal,
            conservation=p.conservation,
            target=target_number(p.conservation),
            victory_points=p.appeal - target_number(p.conservation),
            supported_projects=p.supported_projects,
            breakdown=(("appeal", p.appeal), ("conservation", p.conservation)),
            items=_track_items(p.appeal, p.conservation),
        )
        for p in state.players
    )


def winners(scores: tuple[SeatScore, ...], solo: bool) -> tuple[int, ...]:
    """Highest VP; ties broken by supported projects, then shared. Solo: VP ≥ 0 wins."""
    if solo:
        return tuple(s.seat for s in scores if s.victory_points >= 0)
    best = max((s.victory_points, s.supported_projects) for s in scores)
    return tuple(s.seat for s in scores if (s.victory_points, s.supported_projects) == best)


def without_seat(
    scores: tuple[SeatScore, ...], out: int | None, solo: bool
) -> tuple[SeatScore, ...]:
    """The same scores with the winners decided among the seats other than `out` (a seat that
    gave the game up: scored, never a winner), by the rule of `winners`. A solo game given up
    has no winner."""
    if out is None:
        return scores
    others = tuple(s for s in scores if s.seat != out)
    won = winners(others, solo) if others else ()
    return tuple(evolve(s, winner=s.seat in won) for s in scores)


def keep_best_final_scoring(cards: CardDB, state: GameState) -> None:
    """Every seat still holding more than one final scoring card keeps the one that scores the
    most now (the first of equals): the discard a player makes before final scoring, made for
    a position scored as if the game ended now."""
    for player in state.players:
        if len(player.final_scoring) > 1:
            best = max(
                player.final_scoring,
                key=lambda card: final_scoring_points(cards, state, player.seat, card),
            )
            player.final_scoring = (best,)


def decided_by_tie_break(scores: tuple[SeatScore, ...], solo: bool) -> bool:
    """Whether supported projects decided: several seats share the highest VP and not all of
    them won."""
    if solo or not scores:
        return False
    best = max(s.victory_points for s in scores)
    level = [s for s in scores if s.victory_points == best]
    return len(level) > 1 and not all(s.winner for s in level)


def _sponsor_items(
    gains: list[tuple[str, str, int]], appeal_added: int, conservation_added: int
) -> list[ScoreItem]:
    """The end-game sponsor items, each limited to what the tracks really took (their ends cap
    them), so they add up to what the end-game effects (EndGameDue) added; what no known card
    explains is one item without a card."""
    left = {"appeal": appeal_added, "conservation": conservation_added}
    items: list[ScoreItem] = []
    for card_id, resource, amount in gains:
        if resource in left:
            took = max(0, min(amount, left[resource])) if amount >= 0 else amount
            left[resource] -= took
            items.append(
                ScoreItem(
                    source=ScoreSource.SPONSOR_END_GAME,
                    card=card_id,
                    conservation=took if resource == "conservation" else 0,
                    appeal=took if resource == "appeal" else 0,
                )
            )
        elif resource == "money":
            items.append(
                ScoreItem(
                    source=ScoreSource.SPONSOR_END_GAME,
                    card=card_id,
                    conservation=0,
                    appeal=0,
                    money=amount,
                )
            )
    if left["appeal"] or left["conservation"]:
        items.append(
            ScoreItem(
                source=ScoreSource.SPONSOR_END_GAME,
                card=None,
                conservation=left["conservation"],
                appeal=left["appeal"],
            )
        )
    return items


def final_scoring(g: Core) -> None:
    """Add the final scoring cards' conservation points, compute VP, decide the winner."""
    st = g.state
    results: list[SeatScore] = []
    for player in st.players:
        breakdown: list[tuple[str, int]] = [
            ("appeal during the game", player.appeal),
            ("conservation during the game", player.conservation),
        ]
        items: list[ScoreItem] = list(_track_items(player.appeal, player.conservation))
        hooked = g.bus.handles(EndGameDue)
        gains = end_game_gains(g, player.seat) if hooked else []
        appeal_before, conservation_before = player.appeal, player.conservation
        for lines in g.bus.fire(g, EndGameDue(player.seat)):
            breakdown.extend(lines)
        if hooked:
            items.extend(
                _sponsor_items(
                    gains,
                    player.appeal - appeal_before,
                    player.conservation - conservation_before,
                )
            )
        for card_id in player.final_scoring:
            points = final_scoring_points(g.cards, st, player.seat, card_id)
            breakdown.append((f"{card_id} {g.cards.get(card_id).name}", points))
            new = min(CONSERVATION_MAX, player.conservation + points)
            items.append(
                ScoreItem(
                    source=ScoreSource.FINAL_SCORING_CARD,
                    card=card_id,
                    conservation=new - player.conservation,
                    appeal=0,
                )
            )
            if new != player.conservation:
                g.emit(
                    ResourceChanged(
                        player.seat,
                        "conservation",
                        new - player.conservation,
                        new,
                        f"final scoring {card_id}",
                    )
                )
                player.conservation = new
        target = target_number(player.conservation)
        breakdown.append(("final appeal", player.appeal))
        breakdown.append(("final conservation", player.conservation))
        breakdown.append(("target number", target))
        vp = player.appeal - target
        breakdown.append(("victory points", vp))
        results.append(
            SeatScore(
                seat=player.seat,
                name=player.name,
                appeal=player.appeal,
                conservation=player.conservation,
                target=target,
                victory_points=vp,
                supported_projects=player.supported_projects,
                breakdown=tuple(breakdown),
                items=tuple(items),
            )
        )
    final = tuple(results)
    won = winners(final, st.is_solo)
    st.final_scores = tuple(evolve(s, winner=s.seat in won) for s in final)
    st.phase = "over"
    g.emit(GameEnded(won))
