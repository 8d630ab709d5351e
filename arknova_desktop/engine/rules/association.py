"""The Association action, both sides (docs/rules.md §5, docs/rulings.md point 1).

Tasks and their values: reputation 2 (+2 reputation), partner zoo 3, university 4, conservation
project 5. A task needs an active worker: 1 on a task where the player has none, 2 where they
already have 1; with 3 there it is closed until the break. Side I: one task of value ≤ strength.
Side II: several different tasks with total value ≤ strength, project cards also from the display
within reputation range, and at most one donation after at least one task (+1 conservation).
"""

from __future__ import annotations

from attrs import frozen

from ..base.constants import ASSOCIATION, DONATION_VALUES
from ..catalog.modifiers import modifiers
from ..kernel.choices import (
    AssociationTask,
    Choice,
    Donate,
    PlayProject,
    Skip,
    SupportProject,
    TakePartnerZoo,
    TakeUniversity,
)
from ..kernel.core import ChoiceFrame, Core, RulesError
from ..kernel.decisions import DecisionKind
from ..kernel.events import BonusTaken
from ..kernel.triggers import ActionRules, TriggerBus
from . import gains
from .association_board import (
    gain_partner_zoo,
    gain_university,
    partner_zoo_options,
    university_options,
)
from .conservation import any_support, play_project_card, support, support_options

REPUTATION_TASK = "reputation"
PARTNER_ZOO_TASK = "partner_zoo"
UNIVERSITY_TASK = "university"
PROJECT_TASK = "project"
TASKS: tuple[str, ...] = (REPUTATION_TASK, PARTNER_ZOO_TASK, UNIVERSITY_TASK, PROJECT_TASK)
TASK_KINDS = {  # the decision of a task that takes something (the reputation task takes nothing)
    PARTNER_ZOO_TASK: DecisionKind.ASSOCIATION_PARTNER_ZOO,
    UNIVERSITY_TASK: DecisionKind.ASSOCIATION_UNIVERSITY,
    PROJECT_TASK: DecisionKind.ASSOCIATION_PROJECT,
}
TASK_VALUE: dict[str, int] = {
    REPUTATION_TASK: 2,
    PARTNER_ZOO_TASK: 3,
    UNIVERSITY_TASK: 4,
    PROJECT_TASK: 5,
}
REPUTATION_TASK_GAIN = 2
CLOSED_AT = 3
DONATION_AFTER_LAST = 12


def workers_needed(g: Core, seat: int, task: str) -> int | None:
    """1 on an empty task, 2 where one of yours is; None when closed (3 there)."""
    placed = g.state.association.task_workers[seat][TASKS.index(task)]
    if placed >= CLOSED_AT:
        return None
    return 1 if placed == 0 else 2


def active_workers(g: Core, seat: int) -> int:
    return g.state.players[seat].workers - sum(g.state.association.task_workers[seat])


def task_value(g: Core, seat: int, task: str) -> int:
    """The printed value; Veterinarian (S203) lets a project be supported at 4."""
    if task == PROJECT_TASK:
        lowered = [m.value for m in modifiers(g, seat, "support_project_strength") if m.value]
        if lowered:
            return min(TASK_VALUE[task], *lowered)
    return TASK_VALUE[task]


def task_possible(g: Core, seat: int, task: str, upgraded: bool) -> bool:
    needed = workers_needed(g, seat, task)
    if needed is None or needed > active_workers(g, seat):
        return False
    if task == PARTNER_ZOO_TASK:
        return bool(partner_zoo_options(g, seat))
    if task == UNIVERSITY_TASK:
        return bool(university_options(g, seat))
    if task == PROJECT_TASK:
        return any_support(g, seat, upgraded)
    return True


def donation_cost(g: Core) -> tuple[int, int | None]:
    """(cost, space to cover): the lowest open space; 12 with no space once all are covered."""
    # The last space (12) never takes a token: once only it is left, every donation costs 12.
    for index, occupant in enumerate(g.state.association.donations[:-1]):
        if occupant == "":
            return DONATION_VALUES[index], index
    return DONATION_AFTER_LAST, None


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    """The value of the cheapest possible task: the tasks are tried from the cheapest on, and
    the first possible one answers (the project's check is the dearest to make)."""
    order = (
        sorted((task_value(g, seat, t), TASKS.index(t)) for t in TASKS)
        if modifiers(g, seat, "support_project_strength")
        else _PRINTED_ORDER  # no card lowers a task's value: the printed order
    )
    for value, task in order:
        if task_possible(g, seat, TASKS[task], upgraded):
            return value
    return None


_PRINTED_ORDER = tuple(sorted((TASK_VALUE[t], TASKS.index(t)) for t in TASKS))


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    g.push(AssociationStep(seat, strength, upgraded, (), False))


def install(bus: TriggerBus) -> None:
    bus.action(ASSOCIATION, ActionRules(_min_strength, _start))


@frozen
class AssociationStep(ChoiceFrame[AssociationTask | Donate | Skip]):
    """Choose a task (side II: more different tasks within the strength, a donation, or stop)."""

    kind = DecisionKind.ASSOCIATION
    choice_types = (AssociationTask, Donate, Skip)

    remaining: int
    upgraded: bool
    done: tuple[str, ...]
    donated: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.done and not self.upgraded:
            return ()
        found: list[Choice] = [
            AssociationTask(t)
            for t in TASKS
            if t not in self.done
            and task_value(g, self.seat, t) <= self.remaining
            and task_possible(g, self.seat, t, self.upgraded)
        ]
        money = g.state.players[self.seat].money
        if self.upgraded and self.done and not self.donated and donation_cost(g)[0] <= money:
            found.append(Donate())
        if found and self.done:
            found.append(Skip())
        return tuple(found)

    def prompt(self, g: Core) -> str:
        return "Association: choose a task"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: AssociationTask | Donate | Skip) -> None:
        if isinstance(choice, Skip):
            return
        if isinstance(choice, Donate):
            g.push(AssociationStep(self.seat, self.remaining, self.upgraded, self.done, True))
            donate(g, self.seat)
            return
        task = choice.task
        g.push(
            AssociationStep(
                self.seat,
                self.remaining - task_value(g, self.seat, task),
                self.upgraded,
                (*self.done, task),
                self.donated,
            )
        )
        place_workers(g, self.seat, task)
        if task == REPUTATION_TASK:
            gains.gain_reputation(g, self.seat, REPUTATION_TASK_GAIN, "association")
        else:
            g.push(TaskChoice(self.seat, task, self.upgraded))


def place_workers(g: Core, seat: int, task: str) -> None:
    needed = workers_needed(g, seat, task)
    if needed is None or needed > active_workers(g, seat):
        raise RulesError(f"no workers for {task}")
    board = g.state.association
    rows = [list(r) for r in board.task_workers]
    rows[seat][TASKS.index(task)] += needed
    board.task_workers = tuple((r[0], r[1], r[2], r[3]) for r in rows)
    g.emit(BonusTaken(seat, f"{needed} worker(s) on {task}", "association"))


def donate(g: Core, seat: int) -> None:
    cost, space = donation_cost(g)
    gains.gain_money(g, seat, -cost, "donation")
    if space is not None:
        board = g.state.association
        spaces = list(board.donations)
        spaces[space] = f"p{seat}"
        board.donations = tuple(spaces)
    gains.gain_conservation(g, seat, 1, "donation")


@frozen
class TaskChoice(ChoiceFrame[TakePartnerZoo | TakeUniversity | SupportProject | PlayProject]):
    """Which partner zoo, university or project the task takes."""

    choice_types = (TakePartnerZoo, TakeUniversity, SupportProject, PlayProject)
    task: str
    upgraded: bool

    def decision_kind(self) -> DecisionKind:
        return TASK_KINDS[self.task]

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.task == PARTNER_ZOO_TASK:
            return partner_zoo_options(g, self.seat)
        if self.task == UNIVERSITY_TASK:
            return university_options(g, self.seat)
        return support_options(g, self.seat, self.upgraded)

    def prompt(self, g: Core) -> str:
        if self.task == PARTNER_ZOO_TASK:
            return "Choose a partner zoo"
        if self.task == UNIVERSITY_TASK:
            return "Choose a university"
        return "Support a conservation project"

    def on_no_options(self, g: Core) -> None:
        raise RulesError(f"association task {self.task} has nothing to take")

    def on_choice(
        self, g: Core, choice: TakePartnerZoo | TakeUniversity | SupportProject | PlayProject
    ) -> None:
        if isinstance(choice, TakePartnerZoo):
            gain_partner_zoo(g, self.seat, choice.continent)
        elif isinstance(choice, TakeUniversity):
            gain_university(g, self.seat, choice.university)
        elif isinstance(choice, SupportProject):
            support(g, self.seat, choice.project, choice.level)
        else:
            play_project_card(g, self.seat, choice)
            support(g, self.seat, choice.card, choice.level)
