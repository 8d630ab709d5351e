"""Conservation projects (docs/rules.md §5, §7): supporting them, playing project cards, release
into the wild, breeding programs, and the left-edge bonus each support uncovers."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Protocol

from attrs import frozen

from ..base.constants import CONTINENTS
from ..base.tracks import reputation_range
from ..board.zoo import zoo_map
from ..catalog.cards import AnimalCard, ProjectCard
from ..catalog.icons import ANIMAL_CATEGORIES, zoo_animals, zoo_icons
from ..catalog.modifiers import has_modifier, modifier_value
from ..kernel.choices import Choice, PlayProject, ReleaseAnimal, SupportProject, UncoverSlot
from ..kernel.core import ChoiceFrame, Core, EffectFrame, Frame, RulesError, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import BonusTaken, CardMoved
from ..kernel.state import WILDCARDS, CardKey, PlacedBuilding
from ..kernel.triggers import IncomeDue, TriggerBus
from . import gains
from .abilities import Pouch
from .association_board import PARTNER_ZOO, UNIVERSITY, TakeFromBoard
from .bonuses import GainTrack, HireWorker
from .build import LEFT_EDGE_AGAIN_SOURCE, LEFT_EDGE_SOURCE, FreeBuilding
from .cards_action import Snap
from .effect_runner import fire_event
from .map_abilities import RemoveAnyMarker
from .placement import Digging, PlaySponsorForMoney, QueueClever

LEFT_EDGE_TOKENS = 7
RELEASE_REPUTATION = 1


def row_limit(g: Core) -> int:
    """Project cards above the board: 2 with 1–2 players, 3 with 3, 4 with 4."""
    return max(2, g.state.player_count)


def size_level(card: AnimalCard) -> int | None:
    """Release levels by printed standard enclosure size: 4+ left, 3 middle, 2- right."""
    size = card.standard_size
    if size is None:
        return None
    return 0 if size >= 4 else 1 if size == 3 else 2


def count_for(g: Core, seat: int, project: ProjectCard) -> int:
    player = g.state.players[seat]
    icons = zoo_icons(g.cards, player)
    counter = project.counter
    if counter == "different_categories":
        return sum(1 for c in ANIMAL_CATEGORIES if icons[c])
    if counter == "different_continents":
        return sum(1 for c in CONTINENTS if icons[c])
    if counter.startswith("icon:"):
        return icons[counter.removeprefix("icon:")]
    animals = zoo_animals(g.cards, player)
    if counter == "small_animals":
        return sum(1 for a in animals if a.is_small)
    if counter == "large_animals":
        return sum(1 for a in animals if a.is_large)
    raise RulesError(f"{project.id}: no count for {counter!r}")


def release_candidates(g: Core, seat: int, project: ProjectCard, level: int) -> list[str]:
    """Animals in the zoo (not rescued ones) with the project's icon and that size class."""
    player = g.state.players[seat]
    found: list[str] = []
    for card_id in player.zoo_cards:
        card = g.cards.get(card_id)
        if not isinstance(card, AnimalCard) or project.icon is None:
            continue
        if card.icons.get(project.icon, 0) and size_level(card) == level:
            found.append(card_id)
    return found


def breeding_possible(g: Core, seat: int, project: ProjectCard) -> bool:
    """An animal of the category in the zoo with a partner zoo of one of its continents."""
    player = g.state.players[seat]
    for card_id in (*player.zoo_cards, *player.rescued):
        card = g.cards.get(card_id)
        if not isinstance(card, AnimalCard) or project.icon is None:
            continue
        if card.icons.get(project.icon, 0) and any(
            card.icons.get(c, 0) and c in player.partner_zoos  # type: ignore[call-overload]
            for c in CONTINENTS
        ):
            return True
    return False


def taken_levels(g: Core) -> set[tuple[str, int]]:
    """The (project, level) pairs with a token on them."""
    return {(p, lv) for p, lv, _ in g.state.projects.tokens}


def supported_by(g: Core, seat: int) -> set[str]:
    """The projects `seat` has a token on."""
    return {p for p, _, s in g.state.projects.tokens if s == seat}


def level_taken(g: Core, project: str, level: int) -> bool:
    return (project, level) in taken_levels(g)


def has_supported(g: Core, seat: int, project: str) -> bool:
    return project in supported_by(g, seat)


def wildcards_left(g: Core, seat: int) -> int:
    """Breeding Cooperation / Breeding Program tokens still on the cards (each may stand for one
    icon when supporting a base project)."""
    total = modifier_value(g, seat, "project_wildcard_tokens")
    return max(0, total - g.state.uses(CardKey(WILDCARDS, seat)))


def needs_wildcard(g: Core, seat: int, project: ProjectCard, level: int) -> bool:
    return (
        project.kind == "base"
        and count_for(g, seat, project) < project.levels[level].count
        and count_for(g, seat, project) + 1 >= project.levels[level].count
        and wildcards_left(g, seat) > 0
    )


def fulfils(g: Core, seat: int, project: ProjectCard, level: int) -> bool:
    if project.kind == "release":
        return bool(release_candidates(g, seat, project, level))
    if project.kind == "breeding":
        return breeding_possible(g, seat, project)
    if count_for(g, seat, project) >= project.levels[level].count:
        return True
    return needs_wildcard(g, seat, project, level)


def can_support(g: Core, seat: int, project_id: str, level: int) -> bool:
    if g.state.players[seat].supported_projects >= LEFT_EDGE_TOKENS:
        return False
    project = g.cards.get_project(project_id)
    repeatable = project.kind == "release" and has_modifier(g, seat, "release_projects_repeatable")
    if has_supported(g, seat, project_id) and not repeatable:
        return False
    if level_taken(g, project_id, level):
        return False
    return fulfils(g, seat, project, level)


def support_options(g: Core, seat: int, upgraded: bool) -> tuple[Choice, ...]:
    return tuple(_support_options(g, seat, upgraded))


def any_support(g: Core, seat: int, upgraded: bool) -> bool:
    """Whether `support_options` would list anything: the first supportable level is proof."""
    return next(_support_options(g, seat, upgraded), None) is not None


def _support_options(g: Core, seat: int, upgraded: bool) -> Iterator[Choice]:
    st = g.state
    player = st.players[seat]
    if player.supported_projects >= LEFT_EDGE_TOKENS:
        return  # no token left to put on a project (can_support would say so for each)
    for project in (*st.projects.base, *st.projects.row):
        for level in range(3):
            if can_support(g, seat, project, level):
                yield SupportProject(project, level)
    sources = [(c, 0) for c in player.hand]
    if upgraded:
        reach = reputation_range(player.reputation)
        sources.extend((c, f) for f, c in enumerate(st.display[:reach], start=1))
    for card_id, folder in sources:
        if not isinstance(g.cards.get(card_id), ProjectCard) or folder > player.money:
            continue
        if card_id in st.projects.row or card_id in st.projects.base:
            continue
        for level in range(3):
            if can_support(g, seat, card_id, level):
                yield PlayProject(card_id, folder, level)


@frozen
class ProjectReach:
    """A project `who` could support now, at its best open level, or with one icon more."""

    project: str
    level: int
    conservation: int
    short: int  # icons (or animals) still missing: 0 = supportable now


def project_reach(g: Core, seat: int, with_hand: bool) -> tuple[ProjectReach, ...]:
    """For each project `seat` has not supported — those above the board and, `with_hand`, the
    project cards in its hand — the open level with the most conservation points it could support
    now, else the best one a single icon more would open. Only public facts are read (the zoo,
    the tokens on the projects), and the hand only when asked: a computer player weighs its own
    and its opponents' prospects with it, the planner shows it."""
    st = g.state
    player = st.players[seat]
    if player.supported_projects >= LEFT_EDGE_TOKENS:
        return ()
    ids = [*st.projects.base, *st.projects.row]
    if with_hand:
        ids.extend(c for c in player.hand if isinstance(g.cards.get(c), ProjectCard))
    found: list[ProjectReach] = []
    wildcards = wildcards_left(g, seat)
    repeatable_releases = has_modifier(g, seat, "release_projects_repeatable")
    taken, supported = taken_levels(g), supported_by(g, seat)  # read once, not per project
    for project_id in dict.fromkeys(ids):
        project = g.cards.get_project(project_id)
        repeatable = project.kind == "release" and repeatable_releases
        if project_id in supported and not repeatable:
            continue
        # A base or card project's count is the same at every level: worked out once (a
        # computer player asks this at every position it weighs).
        count = None if project.kind in ("release", "breeding") else count_for(g, seat, project)
        best: ProjectReach | None = None
        for level in range(3):
            if (project_id, level) in taken:
                continue
            short = _short_of(g, seat, project, level, count, wildcards)
            if short > 1:
                continue
            reach = ProjectReach(project_id, level, project.levels[level].conservation, short)
            if best is None or (reach.short, -reach.conservation) < (
                best.short,
                -best.conservation,
            ):
                best = reach
        if best is not None:
            found.append(best)
    return tuple(found)


def _better(a: ProjectReach, b: ProjectReach) -> bool:
    """Supportable sooner, then more conservation points."""
    return (a.short, -a.conservation) < (b.short, -b.conservation)


def _short_of(
    g: Core, seat: int, project: ProjectCard, level: int, count: int | None, wildcards: int
) -> int:
    """How many icons (or fitting animals) `seat` still lacks for `level`, with `count` icons
    (None for release and breeding projects, which need one animal: 0 or 1 short) and
    `wildcards` tokens left."""
    if count is None:
        return 0 if fulfils(g, seat, project, level) else 1
    missing = project.levels[level].count - count
    if missing > 0 and project.kind == "base" and wildcards > 0:
        missing -= 1
    return max(0, missing)


def play_project_card(g: Core, seat: int, choice: PlayProject) -> None:
    """Pay the folder number, put the card leftmost above the board; the overflowing rightmost
    card leaves with its tokens."""
    st = g.state
    player = st.players[seat]
    if choice.folder:
        gains.gain_money(g, seat, -choice.folder, "project from the display")
        st.display = st.display[: choice.folder - 1] + st.display[choice.folder :]
        source = f"display {choice.folder}"
    else:
        index = player.hand.index(choice.card)
        player.hand = player.hand[:index] + player.hand[index + 1 :]
        source = "hand"
    g.emit(CardMoved(choice.card, source, "projects", seat))
    projects = st.projects
    row = (choice.card, *projects.row)
    while len(row) > row_limit(g):
        gone = row[-1]
        row = row[:-1]
        projects.tokens = tuple(t for t in projects.tokens if t[0] != gone)
        if g.cards.get_project(gone).kind == "base":
            projects.base_supply = tuple(sorted((*projects.base_supply, gone)))
        else:
            st.discard.append(gone)
        g.emit(CardMoved(gone, "projects", "discard"))
    projects.row = row
    if g.cards.get_project(choice.card).kind == "release":
        gains.gain_reputation(g, seat, RELEASE_REPUTATION, "played a release project")


def support(g: Core, seat: int, project_id: str, level: int) -> None:
    """Place the token; a release first asks which animal leaves; then the reward and the
    uncovered left-edge bonus, in the order the player picks."""
    projects = g.state.projects
    project = g.cards.get_project(project_id)
    if needs_wildcard(g, seat, project, level):
        g.state.count_use(CardKey(WILDCARDS, seat))
    projects.tokens = (*projects.tokens, (project_id, level, seat))
    if project.kind == "release":
        fire_event(g, seat, "support_release_project")
        g.push(ChooseRelease(seat, project_id, level))
    else:
        push_support_rewards(g, seat, project_id, level)


class LeftEdgeTokens(Protocol):
    """What the left edge's tokens are read from (a player's state or its public view)."""

    @property
    def left_edge(self) -> tuple[int, ...]: ...

    @property
    def supported_projects(self) -> int: ...


def uncovered_slots(player: LeftEdgeTokens) -> tuple[int, ...]:
    """The left-edge slots (1 = top) whose player token is gone, in the order taken. Tokens
    counted in `supported_projects` without a recorded slot are the top-most ones."""
    slots = list(player.left_edge)
    free = (s for s in range(1, LEFT_EDGE_TOKENS + 1) if s not in player.left_edge)
    while len(slots) < player.supported_projects:
        slots.append(next(free))
    return tuple(slots)


def covered_slots(player: LeftEdgeTokens) -> tuple[int, ...]:
    """The left-edge slots still holding a player token, top first."""
    gone = uncovered_slots(player)
    return tuple(s for s in range(1, LEFT_EDGE_TOKENS + 1) if s not in gone)


def push_support_rewards(g: Core, seat: int, project_id: str, level: int) -> None:
    """The token for a support comes from a left-edge slot of the player's choice (rulebook
    p.15); with one slot left there is nothing to choose."""
    covered = covered_slots(g.state.players[seat])
    if len(covered) > 1:
        g.push(ChooseLeftEdgeSlot(seat, project_id, level))
    else:
        support_rewards(g, seat, project_id, level, covered[0])


def support_rewards(g: Core, seat: int, project_id: str, level: int, slot: int) -> None:
    """Take the token from `slot`: the project's reward and the uncovered bonus, in the order
    the player picks."""
    player = g.state.players[seat]
    project = g.cards.get_project(project_id)
    reward = project.levels[level]
    player.left_edge = (*uncovered_slots(player), slot)
    player.supported_projects += 1
    g.emit(BonusTaken(seat, f"project {project_id} level {level + 1}", "conservation project"))
    effects: list[Frame] = [ProjectReward(seat, reward.conservation, reward.reputation)]
    bonus = zoo_map(player).left_edge[slot - 1].bonus
    effects.append(left_edge_frame(seat, bonus))
    push_effects(g, seat, effects)


@frozen
class ChooseLeftEdgeSlot(ChoiceFrame[UncoverSlot]):
    """Which left-edge token the support takes (and so which bonus it uncovers)."""

    kind = DecisionKind.LEFT_EDGE_SLOT
    choice_types = UncoverSlot
    project: str
    level: int

    def options(self, g: Core) -> tuple[UncoverSlot, ...]:
        player = g.state.players[self.seat]
        edge = zoo_map(player).left_edge
        return tuple(UncoverSlot(s, edge[s - 1].bonus) for s in covered_slots(player))

    def prompt(self, g: Core) -> str:
        return "Choose the left-edge token to place on the project (it uncovers that bonus)"

    def on_choice(self, g: Core, choice: UncoverSlot) -> None:
        support_rewards(g, self.seat, self.project, self.level, choice.slot)


@frozen
class ProjectReward(EffectFrame):
    conservation: int
    reputation: int

    @property
    def label(self) -> str:
        return "project reward"

    def run(self, g: Core) -> None:
        g.pop()
        gains.gain_conservation(g, self.seat, self.conservation, "conservation project")
        gains.gain_reputation(g, self.seat, self.reputation, "conservation project")


@frozen
class ChooseRelease(ChoiceFrame[ReleaseAnimal]):
    kind = DecisionKind.RELEASE_ANIMAL
    choice_types = ReleaseAnimal
    project: str
    level: int

    def options(self, g: Core) -> tuple[ReleaseAnimal, ...]:
        project = g.cards.get_project(self.project)
        return tuple(
            ReleaseAnimal(c) for c in release_candidates(g, self.seat, project, self.level)
        )

    def prompt(self, g: Core) -> str:
        return "Choose the animal to release into the wild"

    def on_no_options(self, g: Core) -> None:
        raise RulesError(f"nothing to release for {self.project}")

    def on_choice(self, g: Core, choice: ReleaseAnimal) -> None:
        release(g, self.seat, choice.card)
        push_support_rewards(g, self.seat, self.project, self.level)


def release(g: Core, seat: int, card_id: str) -> None:
    """The animal leaves the zoo (its icons with it): its enclosure empties, its appeal is
    lost, the card goes to the discard pile."""
    st = g.state
    player = st.players[seat]
    card = g.cards.get_animal(card_id)
    player.zoo_cards = tuple(c for c in player.zoo_cards if c != card_id)
    player.buildings = tuple(
        PlacedBuilding(b.building, b.cells, tuple(a for a in b.animals if a != card_id))
        if card_id in b.animals
        else b
        for b in player.buildings
    )
    st.discard.append(card_id)
    g.emit(CardMoved(card_id, "zoo", "discard", seat))
    gains.gain_appeal(g, seat, -card.appeal, f"released {card.name}")


def left_edge_frame(seat: int, bonus: str, again: bool = False) -> Frame:
    """The bonus under a left-edge token (map files, docs/rules.md §6); `again`: a recurring one
    paid again at a break (a free building says where it came from)."""
    reason = f"left edge: {bonus}"
    source = LEFT_EDGE_AGAIN_SOURCE if again else LEFT_EDGE_SOURCE
    if bonus in _GAIN_BONUSES:
        resource, amount = _GAIN_BONUSES[bonus]
        return GainTrack(seat, resource, amount, reason)
    make = _FRAME_BONUSES.get(bonus)
    if make is None:
        raise RulesError(f"unknown left-edge bonus {bonus!r}")
    return make(seat, reason, source)


# The left edge's bonuses: gains of a track, and frames made only when that bonus is paid (a
# break pays the recurring ones, and a computer player's look-ahead asks what a break pays).
_GAIN_BONUSES: dict[str, tuple[str, int]] = {
    "money_5": ("money", 5),
    "money_12": ("money", 12),
    "conservation_1": ("conservation", 1),
    "reputation_2": ("reputation", 2),
    "x_tokens_3": ("x_tokens", 3),
}
_FRAME_BONUSES: dict[str, Callable[[int, str, str], Frame]] = {
    "snap": lambda seat, _reason, _source: Snap(seat),
    "enclosure_2": lambda seat, _reason, source: FreeBuilding(
        seat, ("enclosure_2",), optional=True, source=source
    ),
    "worker": lambda seat, reason, _source: HireWorker(seat, reason),
    "sponsor_for_money": lambda seat, _reason, _source: PlaySponsorForMoney(seat),
    "university": lambda seat, _reason, _source: TakeFromBoard(seat, UNIVERSITY),
    "partner_zoo": lambda seat, _reason, _source: TakeFromBoard(seat, PARTNER_ZOO),
    "clever_2": lambda seat, _reason, _source: CleverTwice(seat),
    "pouch_2": lambda seat, _reason, _source: Pouch(seat, 2),
    "reptile_house_or_large_bird_aviary": lambda seat, _reason, source: FreeBuilding(
        seat, ("reptile_house", "large_bird_aviary"), any_side=True, source=source
    ),
    "remove_area_marker": lambda seat, _reason, _source: RemoveAnyMarker(seat),
    "rescue": lambda seat, _reason, _source: Digging(seat, 1, rescue=True),
}


@frozen
class CleverTwice(EffectFrame):
    @property
    def label(self) -> str:
        return "clever twice"

    def run(self, g: Core) -> None:
        g.pop()
        g.push(QueueClever(self.seat), QueueClever(self.seat))


def recurring_left_edge(g: Core, due: IncomeDue) -> tuple[int, tuple[Frame, ...]]:
    """Break income: every uncovered recurring left-edge bonus again."""
    seat = due.seat
    player = g.state.players[seat]
    edge = zoo_map(player).left_edge
    slots = [edge[s - 1] for s in sorted(uncovered_slots(player))]
    return 0, tuple(left_edge_frame(seat, s.bonus, again=True) for s in slots if s.recurring)


def install(bus: TriggerBus) -> None:
    bus.on(IncomeDue, recurring_left_edge)
