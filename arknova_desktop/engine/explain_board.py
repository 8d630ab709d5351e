"""What a player may choose on the association board now, and why not the rest: typed data for
the board's lit and dimmed spaces, never prose.

`board_options(g, seat, decision)` answers for the open decision of `seat` when it is one the
association board shows: an association task or the donation (the Association action's step),
a partner zoo, a university, a level of a conservation project on the board (the project task;
a project card played from the hand or the display has its levels listed as they would lie on
the board), a bonus tile of a conservation space (and its 5 money), or the upgrade-or-worker
bonus of conservation space 2. It lists every such thing of the board, each as the Choice it
stands for: the decision's own options with no reason, the others with the first reason a
player would check (a `Reason` of `explain.Unusable`). Read-only and derived from the rule
functions (the checks `options` makes), so a reason never contradicts the options; any other
decision (or another seat's) gives nothing.

`left_edge_options(g, seat, decision)` does the same for the left edge of the seat's zoo map
while a support takes one of its player tokens: every slot, a covered one as its UncoverSlot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from .base.constants import (
    ASSOCIATION,
    BONUS_MONEY_5,
    BONUS_UPGRADE,
    BONUS_WORKER,
    CONTINENTS,
    MAX_PARTNER_ZOOS,
    MAX_UNIVERSITIES,
    MAX_WORKERS,
    UNIVERSITIES,
)
from .board.zoo import zoo_map
from .catalog.modifiers import has_modifier
from .explain import Reason, Unusable
from .kernel.choices import (
    AssociationTask,
    Choice,
    Donate,
    PlayProject,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
    UncoverSlot,
)
from .rules.association import (
    PARTNER_ZOO_TASK,
    PROJECT_TASK,
    TASKS,
    UNIVERSITY_TASK,
    AssociationStep,
    TaskChoice,
    active_workers,
    donation_cost,
    task_value,
    workers_needed,
)
from .rules.association_board import (
    PARTNER_ZOO,
    TakeFromBoard,
    partner_zoo_options,
    university_options,
)
from .rules.bonuses import ConservationBonus, can_upgrade, tile_available
from .rules.conservation import (
    LEFT_EDGE_TOKENS,
    ChooseLeftEdgeSlot,
    count_for,
    covered_slots,
    fulfils,
    has_supported,
    level_taken,
)

if TYPE_CHECKING:
    from .kernel.core import Core, Decision

# `Reason.detail` of ALREADY_YOURS, LIMIT_REACHED and NOTHING_TO_TAKE: what it is about.
PARTNER_ZOO_THING = "partner_zoo"
UNIVERSITY_THING = "university"
PROJECT_THING = "project"
LEFT_EDGE_THING = "left_edge"
UPGRADE_THING = "upgrade"
WORKER_THING = "worker"


@frozen
class BoardOption:
    """One thing on the board and the Choice it stands for. `reason` None: one of the open
    decision's options. `space`: a TakeBonus's conservation space (the row of its tile)."""

    choice: Choice
    reason: Reason | None = None
    space: int | None = None


def board_options(g: Core, seat: int, decision: Decision | None) -> tuple[BoardOption, ...]:
    """The board's things for `seat`'s open decision (empty: it is not one the board shows)."""
    stack = g.state.stack
    if decision is None or decision.seat != seat or not stack:
        return ()
    step = stack[-1]  # the frame whose decision is open
    if isinstance(step, AssociationStep):
        return _association(g, seat, step, decision)
    if isinstance(step, TaskChoice):
        if step.task == PARTNER_ZOO_TASK:
            return _partner_zoos(g, seat, decision)
        if step.task == UNIVERSITY_TASK:
            return _universities(g, seat, decision)
        return _project_levels(g, seat, decision)
    if isinstance(step, TakeFromBoard):
        if step.what == PARTNER_ZOO:
            return _partner_zoos(g, seat, decision)
        return _universities(g, seat, decision)
    if isinstance(step, ConservationBonus) and step.space in g.state.bonus_tiles:
        return _bonus_tiles(g, seat, step.space, decision)
    if isinstance(step, ConservationBonus) and step.space == SPACE_TWO:
        return _space_two(g, seat, decision)
    return ()


def left_edge_options(g: Core, seat: int, decision: Decision | None) -> tuple[BoardOption, ...]:
    """The seven left-edge slots of `seat`'s zoo map while its support takes a token from one
    (empty for any other decision): a covered slot is its UncoverSlot, an uncovered one is
    dimmed (its token is on a project already)."""
    stack = g.state.stack
    if decision is None or decision.seat != seat or not stack:
        return ()
    if not isinstance(stack[-1], ChooseLeftEdgeSlot):
        return ()
    covered = covered_slots(g.state.players[seat])
    found: list[tuple[Choice, Reason | None]] = []
    for slot, edge in enumerate(zoo_map(g.state.players[seat]).left_edge, start=1):
        reason = (
            None if slot in covered else Reason(Unusable.NOTHING_TO_TAKE, detail=LEFT_EDGE_THING)
        )
        found.append((UncoverSlot(slot, edge.bonus), reason))
    return tuple(_listed(decision, found))


def _listed(decision: Decision, found: list[tuple[Choice, Reason | None]]) -> list[BoardOption]:
    """An option of the decision is never dimmed; a thing without a reason that is not an option
    is said to be unavailable (never happens while the checks mirror the rules)."""
    return [
        BoardOption(choice, None if decision.allows(choice) else (reason or _not_now()))
        for choice, reason in found
    ]


def _not_now() -> Reason:
    return Reason(Unusable.NO_RULES)


# -- the Association action: tasks and the donation ----------------------------------------------


def _association(
    g: Core, seat: int, step: AssociationStep, decision: Decision
) -> tuple[BoardOption, ...]:
    found: list[tuple[Choice, Reason | None]] = [
        (AssociationTask(task), _task_reason(g, seat, step, task)) for task in TASKS
    ]
    found.append((Donate(), _donation_reason(g, seat, step)))
    return tuple(_listed(decision, found))


def _task_reason(g: Core, seat: int, step: AssociationStep, task: str) -> Reason | None:
    if task in step.done:
        return Reason(Unusable.TASK_DONE_IN_THIS_ACTION, detail=task)
    value = task_value(g, seat, task)
    if value > step.remaining:
        kind = Unusable.TOO_FEW_STRENGTH_LEFT if step.done else Unusable.TOO_FEW_STRENGTH
        return Reason(kind, value, step.remaining, ASSOCIATION)
    needed = workers_needed(g, seat, task)
    if needed is None:
        return Reason(Unusable.TASK_CLOSED, detail=task)
    active = active_workers(g, seat)
    if needed > active:
        return Reason(Unusable.NO_ACTIVE_WORKER, needed, active)
    if task == PARTNER_ZOO_TASK and not partner_zoo_options(g, seat):
        return Reason(Unusable.NOTHING_TO_TAKE, detail=PARTNER_ZOO_THING)
    if task == UNIVERSITY_TASK and not university_options(g, seat):
        return Reason(Unusable.NOTHING_TO_TAKE, detail=UNIVERSITY_THING)
    if task == PROJECT_TASK:
        return _no_project_reason(g, seat)
    return None


def _no_project_reason(g: Core, seat: int) -> Reason | None:
    """Why no project can be supported (the step's options already say whether one can)."""
    if g.state.players[seat].supported_projects >= LEFT_EDGE_TOKENS:
        return Reason(Unusable.NO_PROJECT_TOKEN_LEFT, 1, 0)
    return Reason(Unusable.NOTHING_TO_TAKE, detail=PROJECT_THING)


def _donation_reason(g: Core, seat: int, step: AssociationStep) -> Reason | None:
    if not step.upgraded:
        return Reason(Unusable.NEEDS_UPGRADED_CARD, detail=ASSOCIATION)
    if step.donated:
        return Reason(Unusable.DONATED_IN_THIS_ACTION)
    if not step.done:
        return Reason(Unusable.DONATION_AFTER_TASK)
    cost = donation_cost(g)[0]
    money = g.state.players[seat].money
    if cost > money:
        return Reason(Unusable.NOT_ENOUGH_MONEY, cost, money)
    return None


# -- partner zoos and universities ----------------------------------------------------------------


def _partner_zoos(g: Core, seat: int, decision: Decision) -> tuple[BoardOption, ...]:
    player = g.state.players[seat]
    offer = g.state.association.partner_zoo_offer
    owned = len(player.partner_zoos)
    found: list[tuple[Choice, Reason | None]] = []
    for continent in (*CONTINENTS, *(c for c in offer if c not in CONTINENTS)):
        reason: Reason | None = None
        if continent in player.partner_zoos:
            reason = Reason(Unusable.ALREADY_YOURS, detail=PARTNER_ZOO_THING)
        elif continent not in offer:
            reason = Reason(Unusable.NOT_ON_OFFER, detail=PARTNER_ZOO_THING)
        elif owned >= MAX_PARTNER_ZOOS:
            reason = Reason(Unusable.LIMIT_REACHED, MAX_PARTNER_ZOOS, owned, PARTNER_ZOO_THING)
        elif owned >= 2 and not player.is_upgraded(ASSOCIATION):
            reason = Reason(Unusable.NEEDS_UPGRADED_CARD, detail=ASSOCIATION)
        found.append((TakePartnerZoo(continent), reason))
    return tuple(_listed(decision, found))


def _universities(g: Core, seat: int, decision: Decision) -> tuple[BoardOption, ...]:
    player = g.state.players[seat]
    offer = g.state.association.university_offer
    owned = len(player.universities)
    found: list[tuple[Choice, Reason | None]] = []
    for university in (*UNIVERSITIES, *(u for u in offer if u not in UNIVERSITIES)):
        reason: Reason | None = None
        if university in player.universities:
            reason = Reason(Unusable.ALREADY_YOURS, detail=UNIVERSITY_THING)
        elif university not in offer:
            reason = Reason(Unusable.NOT_ON_OFFER, detail=UNIVERSITY_THING)
        elif owned >= MAX_UNIVERSITIES:
            reason = Reason(Unusable.LIMIT_REACHED, MAX_UNIVERSITIES, owned, UNIVERSITY_THING)
        found.append((TakeUniversity(university), reason))
    return tuple(_listed(decision, found))


# -- conservation projects on the board -----------------------------------------------------------


def _project_levels(g: Core, seat: int, decision: Decision) -> tuple[BoardOption, ...]:
    projects = g.state.projects
    found: list[tuple[Choice, Reason | None]] = []
    for project in (*projects.row, *projects.base):
        card = g.cards.get_project(project)
        for level in range(len(card.levels)):
            found.append((SupportProject(project, level), _level_reason(g, seat, project, level)))
    # A project card played from the hand or the display: its levels as it would lie there.
    played = dict.fromkeys(
        (o.card, o.folder) for o in decision.options if isinstance(o, PlayProject)
    )
    for card_id, folder in played:
        card = g.cards.get_project(card_id)
        for level in range(len(card.levels)):
            reason = _level_reason(g, seat, card_id, level)
            found.append((PlayProject(card_id, folder, level), reason))
    return tuple(_listed(decision, found))


def _level_reason(g: Core, seat: int, project: str, level: int) -> Reason | None:
    """Mirrors `conservation.can_support`, in the order a player would check."""
    if g.state.players[seat].supported_projects >= LEFT_EDGE_TOKENS:
        return Reason(Unusable.NO_PROJECT_TOKEN_LEFT, 1, 0)
    card = g.cards.get_project(project)
    repeatable = card.kind == "release" and has_modifier(g, seat, "release_projects_repeatable")
    if has_supported(g, seat, project) and not repeatable:
        return Reason(Unusable.ALREADY_YOURS, detail=PROJECT_THING)
    if level_taken(g, project, level):
        return Reason(Unusable.LEVEL_TAKEN)
    if fulfils(g, seat, card, level):
        return None
    if card.kind in ("release", "breeding"):
        return Reason(Unusable.CONDITION_NOT_MET, detail=card.counter)
    have = count_for(g, seat, card)
    return Reason(Unusable.CONDITION_NOT_MET, card.levels[level].count, have, card.counter)


# -- bonus tiles of a conservation space ----------------------------------------------------------


def _bonus_tiles(g: Core, seat: int, space: int, decision: Decision) -> tuple[BoardOption, ...]:
    tiles = dict.fromkeys(g.state.bonus_tiles[space])
    found: list[BoardOption] = []
    for bonus in (BONUS_MONEY_5, *tiles):
        choice = TakeBonus(bonus)
        reason = None
        if not decision.allows(choice):
            available = bonus == BONUS_MONEY_5 or tile_available(g, seat, bonus)
            reason = _not_now() if available else Reason(Unusable.NOTHING_TO_TAKE, detail=bonus)
        found.append(BoardOption(choice, reason, space))
    return tuple(found)


SPACE_TWO = 2  # the conservation space whose bonus is an upgrade or a worker


def _space_two(g: Core, seat: int, decision: Decision) -> tuple[BoardOption, ...]:
    """Conservation space 2: upgrade an action card, or hire an association worker."""
    workers = g.state.players[seat].workers
    upgrade = (
        None if can_upgrade(g, seat) else Reason(Unusable.NOTHING_TO_TAKE, detail=UPGRADE_THING)
    )
    worker = (
        None
        if workers < MAX_WORKERS
        else Reason(Unusable.LIMIT_REACHED, MAX_WORKERS, workers, WORKER_THING)
    )
    found: list[tuple[Choice, Reason | None]] = [
        (TakeBonus(BONUS_UPGRADE), upgrade),
        (TakeBonus(BONUS_WORKER), worker),
    ]
    return tuple(BoardOption(o.choice, o.reason, SPACE_TWO) for o in _listed(decision, found))
