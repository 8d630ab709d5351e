"""What a player can do now, and why not: typed data for the UI, never prose.

`explain(game, seat)` says for each of the seat's 5 action cards whether it can be used in the
open decision, what it would do (`ActionPreview`), and why it cannot; for each card in the hand
and in the display whether it can be played (at the best strength the right action card reaches
with all the seat's X-tokens) and why not. A reason is an `Unusable` member with numbers and a
machine key attached; the UI turns it into words. Everything is derived from the rule functions
of the action modules (`min_strength`, `playable`, `playable_sponsors`, `support_options`...),
read-only: no random numbers, no events, the game does not change.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, TypeAlias

from attrs import frozen

from .base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from .base.tracks import X_TOKENS_MAX, reputation_range
from .board.buildings import BUILDING_TYPES
from .board.zoo import has_building, has_legal_position
from .catalog.cards import AnimalCard, ProjectCard, SponsorCard
from .catalog.icons import zoo_icons
from .catalog.modifiers import has_modifier, modifier_value
from .kernel.choices import ChooseAction, TakeXToken
from .kernel.decisions import DecisionKind
from .kernel.state import ActionCard, PlayerState
from .rules.action_cards import card_options, card_strength
from .rules.animals import (
    animal_cost,
    animals_allowed,
    conditions_met,
    enclosures_for,
    playable,
    unmet_conditions,
)
from .rules.association import (
    PROJECT_TASK,
    TASKS,
    active_workers,
    donation_cost,
    task_possible,
    task_value,
    workers_needed,
)
from .rules.build import BuildStep, build_types
from .rules.cards_action import SNAP_FROM_I, SNAP_FROM_II, table
from .rules.conservation import LEFT_EDGE_TOKENS, can_support, count_for
from .rules.custom_cards import size_allowed, waza_choice
from .rules.map_abilities import ignores_one_condition
from .rules.placement import building_cost
from .rules.sponsors import (
    break_money,
    effective_level,
    playable_sponsors,
    unique_nodes,
    unique_positions,
)

if TYPE_CHECKING:
    from .kernel.core import Core, Decision

CHOOSE_ACTION = DecisionKind.CHOOSE_ACTION  # the kind of the decision that starts a turn
BREAK_STEPS_CARDS = 2  # the Cards action always advances the break token 2 first
ANIMALS_II_REPUTATION = 1  # Animals II at strength >= 5: +1 reputation before playing
ANIMALS_II_REPUTATION_FROM = 5


class Unusable(enum.Enum):
    """Why an action card or a card cannot be used. `needed` / `have` / `detail` of the `Reason`
    carry the numbers and the machine key named for each member."""

    GAME_OVER = "game_over"  # the game has ended: nobody decides anything
    NOT_YOUR_DECISION = "not_your_decision"  # another seat is deciding (detail: decision kind)
    NOT_CHOOSING_ACTION = "not_choosing_action"  # this seat decides something else (detail: kind)
    ONLY_X_TOKEN_ACTION = "only_x_token_action"  # only the X-token action is possible with it
    X_TOKENS_FULL = "x_tokens_full"  # no X-token action either: needed/have = the cap, the tokens
    TOO_FEW_STRENGTH = "too_few_strength"  # needed: strength needed; have: the most reachable
    CONSTRICTION = "constriction"  # a Constriction token takes 2 strength (have: tokens)
    NOT_ENOUGH_MONEY = "not_enough_money"  # needed: the cost; have: the money
    OUTSIDE_REPUTATION_RANGE = "outside_reputation_range"  # needed: folder; have: folders reached
    CONDITION_NOT_MET = "condition_not_met"  # detail: which condition (see `Reason`)
    NEEDS_UPGRADED_CARD = "needs_upgraded_card"  # detail: the action card that must be on side II
    SIZE_NOT_ALLOWED = "size_not_allowed"  # WAZA Special Assignment: detail: the chosen size
    NO_FITTING_ENCLOSURE = "no_fitting_enclosure"  # needed: the standard enclosure size or None
    NO_PLACE_FOR_BUILDING = "no_place_for_building"  # a unique building: detail: building type
    NO_ANIMAL_PLAYABLE = "no_animal_playable"  # no animal in the hand (or display) can be played
    NO_SPONSOR_PLAYABLE = "no_sponsor_playable"  # Sponsors: only the break alternative is left
    NOTHING_TO_BUILD = "nothing_to_build"  # no building of this side fits anywhere
    NO_TASK_AVAILABLE = "no_task_available"  # no association task can be done
    NO_ACTIVE_WORKER = "no_active_worker"  # needed: workers the task needs; have: active ones
    TASK_CLOSED = "task_closed"  # 3 workers on the task until the break (detail: the task)
    NO_PROJECT_TOKEN_LEFT = "no_project_token_left"  # all left-edge tokens are on projects
    NO_ZOO_MAP = "no_zoo_map"  # the seat has not chosen its zoo map yet (advanced setup)
    BUILT_IN_THIS_ACTION = "built_in_this_action"  # Build II: one of each type per action
    TOO_LARGE = "too_large"  # needed: the building's size; have: the spaces the Build allows
    TOO_LARGE_FOR_REST = "too_large_for_rest"  # Build II: needed: size; have: spaces left
    ONE_PER_ZOO = "one_per_zoo"  # a zoo has one of these at most (detail: building type)
    NO_PLACE_ON_MAP = "no_place_on_map"  # it fits nowhere on the zoo map now
    NO_RULES = "no_rules"  # the engine has no rules for this action (never offered)
    # On the association board (explain_board.py): a task, donation, partner zoo, university,
    # project level or bonus tile that is not one of the open decision's options.
    TASK_DONE_IN_THIS_ACTION = "task_done_in_this_action"  # Association II (detail: the task)
    TOO_FEW_STRENGTH_LEFT = "too_few_strength_left"  # needed: the task's value; have: strength left
    NOTHING_TO_TAKE = "nothing_to_take"  # detail: partner_zoo, university, project or a bonus tile
    DONATION_AFTER_TASK = "donation_after_task"  # a donation only after a task of the action
    DONATED_IN_THIS_ACTION = "donated_in_this_action"  # one donation per Association action
    ALREADY_YOURS = "already_yours"  # detail: partner_zoo, university or project (supported)
    NOT_ON_OFFER = "not_on_offer"  # taken by another player until the break (detail as above)
    LIMIT_REACHED = "limit_reached"  # needed: the most a player may have; have: theirs
    LEVEL_TAKEN = "level_taken"  # that level of the project has a token on it
    # On the players' boards (explain_players.py).
    NOT_A_TARGET = "not_a_target"  # not one of the tied leaders an interactive effect may hit
    BEYOND_REACH = "beyond_reach"  # Hypnosis: needed: the slots it reaches; have: the card's slot


@frozen
class Reason:
    """One reason. `detail` is a machine value, never prose: for CONDITION_NOT_MET one of
    ``icon:<icon>`` (needed/have: icons), ``partner_zoo`` (a partner zoo of one of the animal's
    continents), ``partner_zoos`` / ``reputation`` / ``max_appeal`` (needed: the card's number,
    have: the player's; for max_appeal needed is the maximum) or a project counter key
    (``icon:<icon>``, ``different_categories``, ``small_animals``..., needed: the smallest count
    of the project's levels; ``release:<icon>`` / ``breeding:<icon>``: no fitting animal);
    elsewhere an action name, a building type, a decision kind or a size."""

    kind: Unusable
    needed: int | None = None
    have: int | None = None
    detail: str | None = None


# -- previews ---------------------------------------------------------------------------------


@frozen
class CardsPreview:
    """Cards: advance the break token, draw `draws` (side II: from the deck or the display
    folders 1..`display_range`, 0 on side I), discard `discards`; or snap one display card."""

    strength: int
    upgraded: bool
    draws: int
    discards: int
    can_snap: bool
    display_range: int
    break_steps: int


@frozen
class BuildPreview:
    """Build: side I one building of size <= `max_size`, side II several different ones of total
    size <= `max_size`; `kinds` are the side's building types that small, `buildable` those the
    seat can afford and place now; each space costs `money_per_space`."""

    strength: int
    upgraded: bool
    max_size: int
    several: bool
    kinds: tuple[str, ...]
    buildable: tuple[str, ...]
    money_per_space: int


@frozen
class AnimalsPreview:
    """Animals: play up to `animals` animals (side II also from the display folders
    1..`display_range`, 0 on side I) after gaining `reputation_gain`; `playable` are the card ids
    (hand first, then display) that can be played now at this strength."""

    strength: int
    upgraded: bool
    animals: int
    display_range: int
    reputation_gain: int
    playable: tuple[str, ...]


@frozen
class AssociationPreview:
    """Association: side I one task of value <= `max_value`, side II several different tasks of
    total value <= `max_value` and (after a task) one donation costing `donation_cost`; `tasks`
    are the tasks possible now within the value, `highest_value` the largest of their values
    (0: none); project cards also from the display folders 1..`display_range` on side II."""

    strength: int
    upgraded: bool
    max_value: int
    several: bool
    tasks: tuple[str, ...]
    highest_value: int
    donation: bool
    donation_cost: int
    display_range: int


@frozen
class SponsorsPreview:
    """Sponsors: side I one sponsor of level <= `max_level`, side II several of total level <=
    `max_level` (strength + 1), also from the display folders 1..`display_range`; or the break
    alternative: the break token advances `break_steps` and the seat takes `break_money`.
    `playable`: the sponsor card ids that can be played now within `max_level`."""

    strength: int
    upgraded: bool
    max_level: int
    several: bool
    display_range: int
    break_money: int
    break_steps: int
    playable: tuple[str, ...]


ActionPreview: TypeAlias = (
    CardsPreview | BuildPreview | AnimalsPreview | AssociationPreview | SponsorsPreview
)


# -- the explanation ----------------------------------------------------------------------------


@frozen
class ActionCardUse:
    """One action card of the seat, in slot order.

    `usable`: a ChooseAction for it is among the open decision's options (the seat is choosing
    an action card); `x_token_only`: only its TakeXToken option is; `max_x_tokens`: the most
    X-tokens among its ChooseAction options (0 if none). `rules_allow`: the rules would offer it
    if the seat were choosing an action card now (equal to `usable` while it is). `strength`:
    slot strength without X-tokens (Constriction counted). `reasons`: why it cannot be used (for
    another seat's decision: NOT_YOUR_DECISION, then what would stop it on the seat's turn);
    `notes`: limits of a usable card (NO_SPONSOR_PLAYABLE). `preview` is at `strength`."""

    action: str
    slot: int
    upgraded: bool
    strength: int
    usable: bool
    x_token_only: bool
    max_x_tokens: int
    rules_allow: bool
    reasons: tuple[Reason, ...]
    notes: tuple[Reason, ...]
    preview: ActionPreview


@frozen
class HandCardUse:
    """A hand card: can `action` (animals, sponsors or association for a project) play it at the
    best strength the seat's card reaches with all X-tokens, as if it were the seat's turn."""

    card: str
    action: str
    playable: bool
    reasons: tuple[Reason, ...]


@frozen
class DisplayCardUse:
    """A display card (folder 1..6): can the seat play it directly from the display (side II of
    the action, within reputation range, paying the folder number), as for `HandCardUse`."""

    folder: int
    card: str
    action: str
    playable: bool
    reasons: tuple[Reason, ...]


@frozen
class Explanation:
    """`choosing`: the open decision is this seat's choice of an action card."""

    seat: int
    choosing: bool
    action_cards: tuple[ActionCardUse, ...]
    hand: tuple[HandCardUse, ...]
    display: tuple[DisplayCardUse, ...]


def explain(g: Core, seat: int, decision: Decision | None) -> Explanation:
    """What `seat` can do in the position of `g` whose open decision is `decision`."""
    st = g.state
    if not 0 <= seat < st.player_count:
        raise ValueError(f"no seat {seat} in a {st.player_count}-player game")
    player = st.players[seat]
    if not player.map_id:  # the map draft: nothing can be checked without a zoo
        return _without_map(g, seat, decision)
    hand = tuple(_card_use(g, seat, card_id, 0) for card_id in player.hand)
    shown = [_card_use(g, seat, card_id, f) for f, card_id in enumerate(st.display, start=1)]
    display = tuple(
        DisplayCardUse(folder, use.card, use.action, use.playable, use.reasons)
        for folder, use in enumerate(shown, start=1)
    )
    sponsor_playable = any(u.playable for u in (*hand, *shown) if u.action == SPONSORS)
    waiting = _waiting(seat, decision)
    choosing = waiting is None
    cards = tuple(
        _action_card_use(g, seat, index, card, decision if choosing else None, waiting)
        for index, card in enumerate(player.action_cards)
    )
    if not sponsor_playable:
        cards = tuple(_note_no_sponsor(use) for use in cards)
    return Explanation(seat, choosing, cards, hand, display)


def _waiting(seat: int, decision: Decision | None) -> Reason | None:
    """Why the seat cannot choose an action card now (None: it is choosing)."""
    if decision is None:
        return Reason(Unusable.GAME_OVER)
    if decision.seat != seat:
        return Reason(Unusable.NOT_YOUR_DECISION, detail=decision.kind)
    if decision.kind != CHOOSE_ACTION:
        return Reason(Unusable.NOT_CHOOSING_ACTION, detail=decision.kind)
    return None


def _without_map(g: Core, seat: int, decision: Decision | None) -> Explanation:
    st = g.state
    player = st.players[seat]
    no_map = Reason(Unusable.NO_ZOO_MAP)
    first = _waiting(seat, decision)
    reasons = (no_map,) if first is None else (first, no_map)
    cards = tuple(
        ActionCardUse(
            c.action,
            i + 1,
            c.upgraded,
            card_strength(c, i + 1, 0),
            False,
            False,
            0,
            False,
            reasons,
            (),
            action_preview(g, seat, c.action, 0),
        )
        for i, c in enumerate(player.action_cards)
    )
    hand = tuple(HandCardUse(c, _action_for(g, c), False, (no_map,)) for c in player.hand)
    display = tuple(
        DisplayCardUse(f, c, _action_for(g, c), False, (no_map,))
        for f, c in enumerate(st.display, start=1)
    )
    return Explanation(seat, False, cards, hand, display)


def _action_for(g: Core, card_id: str) -> str:
    card = g.cards.get(card_id)
    if isinstance(card, AnimalCard):
        return ANIMALS
    if isinstance(card, SponsorCard):
        return SPONSORS
    return ASSOCIATION if isinstance(card, ProjectCard) else ""


def _note_no_sponsor(use: ActionCardUse) -> ActionCardUse:
    if use.action != SPONSORS or not use.rules_allow:
        return use
    return ActionCardUse(
        use.action,
        use.slot,
        use.upgraded,
        use.strength,
        use.usable,
        use.x_token_only,
        use.max_x_tokens,
        use.rules_allow,
        use.reasons,
        (*use.notes, Reason(Unusable.NO_SPONSOR_PLAYABLE)),
        use.preview,
    )


# -- action cards --------------------------------------------------------------------------------


def _action_card_use(
    g: Core,
    seat: int,
    index: int,
    card: ActionCard,
    decision: Decision | None,
    waiting: Reason | None,
) -> ActionCardUse:
    player = g.state.players[seat]
    slot = index + 1
    rules_allow = bool(card_options(g, seat, (card.action,)))
    rule_reasons = () if rules_allow else _rule_reasons(g, seat, slot, card)
    usable = x_token_only = False
    max_x = 0
    reasons: tuple[Reason, ...]
    if decision is not None:
        xs = [
            o.x_tokens
            for o in decision.options
            if isinstance(o, ChooseAction) and o.action == card.action
        ]
        usable = bool(xs)
        max_x = max(xs, default=0)
        x_option = decision.allows(TakeXToken(card.action))
        x_token_only = not usable and x_option
        reasons = ()
        if not usable:
            if x_token_only:
                extra = Reason(Unusable.ONLY_X_TOKEN_ACTION)
            else:
                extra = Reason(Unusable.X_TOKENS_FULL, X_TOKENS_MAX, player.x_tokens)
            reasons = (extra, *rule_reasons)
    else:
        assert waiting is not None
        reasons = (waiting, *rule_reasons)
    return ActionCardUse(
        card.action,
        slot,
        card.upgraded,
        card_strength(card, slot, 0),
        usable,
        x_token_only,
        max_x,
        rules_allow,
        reasons,
        (),
        action_preview(g, seat, card.action, 0),
    )


def _rule_reasons(g: Core, seat: int, slot: int, card: ActionCard) -> tuple[Reason, ...]:
    """Why the rules offer no ChooseAction for this card, even with all X-tokens."""
    rules = g.bus.actions.get(card.action)
    if rules is None:
        return (Reason(Unusable.NO_RULES, detail=card.action),)
    needed = rules.min_strength(g, seat, card.upgraded)
    if needed is None:
        return _nothing_to_do(g, seat, card)
    best = card_strength(card, slot, g.state.players[seat].x_tokens)
    return _strength_reasons(card, max(1, needed), best)


def _strength_reasons(card: ActionCard, needed: int, best: int) -> tuple[Reason, ...]:
    if best >= needed:
        return ()
    reason = Reason(Unusable.TOO_FEW_STRENGTH, needed, best, card.action)
    if card.constriction:
        return (reason, Reason(Unusable.CONSTRICTION, have=card.constriction))
    return (reason,)


def _nothing_to_do(g: Core, seat: int, card: ActionCard) -> tuple[Reason, ...]:
    """The action has nothing to do at any strength (its min_strength is None)."""
    player = g.state.players[seat]
    if card.action == ANIMALS:
        return (Reason(Unusable.NO_ANIMAL_PLAYABLE),)
    if card.action == BUILD:
        reasons = [Reason(Unusable.NOTHING_TO_BUILD)]
        costs = [
            building_cost(b)
            for b in build_types(card.upgraded)
            if has_legal_position(player, b, card.upgraded)
        ]
        if costs:  # there is room, but no money for it
            reasons.append(Reason(Unusable.NOT_ENOUGH_MONEY, min(costs), player.money))
        return tuple(reasons)
    if card.action == ASSOCIATION:
        reasons = [Reason(Unusable.NO_TASK_AVAILABLE)]
        needs = [n for t in TASKS if (n := workers_needed(g, seat, t)) is not None]
        active = active_workers(g, seat)
        if needs and min(needs) > active:
            reasons.append(Reason(Unusable.NO_ACTIVE_WORKER, min(needs), active))
        return tuple(reasons)
    return (Reason(Unusable.NO_RULES, detail=card.action),)


# -- previews ----------------------------------------------------------------------------------


def action_preview(g: Core, seat: int, action: str, x_tokens: int = 0) -> ActionPreview:
    """What the seat's `action` card would do with `x_tokens` X-tokens (any number: the UI's
    +/-), at slot strength + X-tokens (−2 with a Constriction token)."""
    st = g.state
    player = st.players[seat]
    card = player.action_card(action)
    s = card_strength(card, player.slot_of(action), x_tokens)
    up = card.upgraded
    reach = reputation_range(player.reputation) if up else 0
    zoo = bool(player.map_id)  # no zoo yet (map draft): nothing is playable or buildable
    if action == CARDS:
        draws, discards = table(s, up) if s >= 1 else (0, 0)
        snap = s >= (SNAP_FROM_II if up else SNAP_FROM_I) and bool(st.display)
        steps = 0 if st.is_solo else BREAK_STEPS_CARDS
        return CardsPreview(s, up, draws, discards, snap, reach, steps)
    if action == BUILD:
        return _build_preview(g, seat, s, up, zoo)
    if action == ANIMALS:
        return _animals_preview(g, seat, s, up, zoo)
    if action == ASSOCIATION:
        tasks = tuple(
            t for t in TASKS if task_value(g, seat, t) <= s and task_possible(g, seat, t, up)
        )
        highest = max((task_value(g, seat, t) for t in tasks), default=0)
        cost = donation_cost(g)[0] if up else 0
        return AssociationPreview(s, up, max(s, 0), up, tasks, highest, up, cost, reach)
    if action == SPONSORS:
        budget = max(0, s + 1 if up else s)
        found = playable_sponsors(g, seat, budget, up, up) if s >= 1 and zoo else []
        ids = tuple(dict.fromkeys(o.card for o in found))
        steps = 0 if st.is_solo else max(s, 0)
        money = break_money(max(s, 0), up)
        return SponsorsPreview(s, up, budget, up, reach, money, steps, ids)
    raise ValueError(f"unknown action {action!r}")


def _build_preview(g: Core, seat: int, s: int, up: bool, zoo: bool) -> BuildPreview:
    player = g.state.players[seat]
    kinds = tuple(b for b in build_types(up) if BUILDING_TYPES[b].size <= s)
    buildable: tuple[str, ...] = ()
    if zoo:
        rock_water = has_modifier(g, seat, "build_on_rock_and_water")
        buildable = tuple(
            b
            for b in kinds
            if building_cost(b) <= player.money
            and has_legal_position(player, b, up, False, rock_water)
        )
    per_space = building_cost("kiosk") // BUILDING_TYPES["kiosk"].size
    return BuildPreview(s, up, max(s, 0), up, kinds, buildable, per_space)


def _animals_reputation(player: PlayerState, s: int, up: bool) -> int:
    """The reputation the display range is counted from: Animals II at 5 gains 1 first."""
    if up and s >= ANIMALS_II_REPUTATION_FROM:
        return min(player.reputation + ANIMALS_II_REPUTATION, player.reputation_cap)
    return player.reputation


def _animals_preview(g: Core, seat: int, s: int, up: bool, zoo: bool) -> AnimalsPreview:
    player = g.state.players[seat]
    count = animals_allowed(s, up)
    reputation = _animals_reputation(player, s, up)
    reach = reputation_range(reputation) if up else 0
    ids: tuple[str, ...] = ()
    if count and zoo:
        found = playable(g, seat, up)
        if up and reputation != player.reputation:
            found = [*found, *playable(g, seat, up, reputation)]
        ids = tuple(dict.fromkeys(o.card for o in found))
    gain = reputation - player.reputation
    return AnimalsPreview(s, up, count, reach, gain, ids)


# -- hand and display cards ----------------------------------------------------------------------


def _best_strength(player: PlayerState, action: str) -> tuple[ActionCard, int]:
    card = player.action_card(action)
    return card, card_strength(card, player.slot_of(action), player.x_tokens)


def _card_use(g: Core, seat: int, card_id: str, folder: int) -> HandCardUse:
    """`folder` 0: the hand."""
    card = g.cards.get(card_id)
    if isinstance(card, AnimalCard):
        action, reasons = ANIMALS, _animal_reasons(g, seat, card, folder)
    elif isinstance(card, SponsorCard):
        action, reasons = SPONSORS, _sponsor_reasons(g, seat, card, folder)
    elif isinstance(card, ProjectCard):
        action, reasons = ASSOCIATION, _project_reasons(g, seat, card, folder)
    else:  # a final scoring card never is in a hand or the display
        action, reasons = "", [Reason(Unusable.NO_RULES, detail=card.type)]
    unique = tuple(dict.fromkeys(reasons))  # e.g. side II asked by the display and the card
    return HandCardUse(card_id, action, not unique, unique)


def _display_reasons(
    player: PlayerState, action: str, upgraded: bool, folder: int, reputation: int, cost: int
) -> list[Reason]:
    """Side II, reputation range and the money a display card needs."""
    reasons: list[Reason] = []
    if not folder:
        return reasons
    if not upgraded:
        reasons.append(Reason(Unusable.NEEDS_UPGRADED_CARD, detail=action))
    elif folder > reputation_range(reputation):
        reasons.append(
            Reason(Unusable.OUTSIDE_REPUTATION_RANGE, folder, reputation_range(reputation))
        )
    if cost > player.money:
        reasons.append(Reason(Unusable.NOT_ENOUGH_MONEY, cost, player.money))
    return reasons


def _animal_reasons(g: Core, seat: int, card: AnimalCard, folder: int) -> list[Reason]:
    """Mirrors `animals.playable` and the Animals card's min_strength."""
    player = g.state.players[seat]
    action_card, best = _best_strength(player, ANIMALS)
    up = action_card.upgraded
    reasons = list(_strength_reasons(action_card, 1 if up else 2, best))
    cost = animal_cost(g, seat, card, folder)
    reputation = _animals_reputation(player, best, up)
    reasons.extend(_display_reasons(player, ANIMALS, up, folder, reputation, cost))
    if not folder and cost > player.money:
        reasons.append(Reason(Unusable.NOT_ENOUGH_MONEY, cost, player.money))
    if not size_allowed(g, seat, card):
        reasons.append(Reason(Unusable.SIZE_NOT_ALLOWED, detail=waza_choice(g, seat)))
    if not conditions_met(g, seat, card, up):
        reasons.extend(_animal_conditions(g, seat, card, up))
    if not enclosures_for(g, seat, card):
        reasons.append(Reason(Unusable.NO_FITTING_ENCLOSURE, card.standard_size))
    return reasons


def _animal_conditions(g: Core, seat: int, card: AnimalCard, up: bool) -> list[Reason]:
    """Every unmet condition (more of them than the Research Institute and WAZA let ignore)."""
    player = g.state.players[seat]
    req = card.requirements
    icons = zoo_icons(g.cards, player)
    reasons: list[Reason] = []
    for unmet in unmet_conditions(g, seat, card, up):
        if unmet.startswith("icon:"):
            icon = unmet.removeprefix("icon:")
            need = req.icons[icon]  # type: ignore[index]
            reasons.append(Reason(Unusable.CONDITION_NOT_MET, need, icons[icon], unmet))
        elif unmet == "reputation":
            reasons.append(
                Reason(Unusable.CONDITION_NOT_MET, req.reputation, player.reputation, unmet)
            )
        elif unmet == "animals_ii":
            reasons.append(Reason(Unusable.NEEDS_UPGRADED_CARD, detail=ANIMALS))
        else:
            reasons.append(Reason(Unusable.CONDITION_NOT_MET, 1, 0, unmet))
    allowed = int(ignores_one_condition(player))
    if card.is_large:
        allowed += modifier_value(g, seat, "large_animal_ignore_condition")
    assert len(reasons) > allowed, "conditions_met and unmet_conditions disagree"
    return reasons


def _sponsor_reasons(g: Core, seat: int, card: SponsorCard, folder: int) -> list[Reason]:
    """Mirrors `sponsors.playable_sponsors` at the Sponsors card's best strength."""
    player = g.state.players[seat]
    action_card, best = _best_strength(player, SPONSORS)
    up = action_card.upgraded
    level = effective_level(g, seat, card)
    needed = max(1, level - 1 if up else level)  # side II: total level <= strength + 1
    reasons = list(_strength_reasons(action_card, needed, best))
    reasons.extend(_display_reasons(player, SPONSORS, up, folder, player.reputation, folder))
    req = card.requirements
    if req.sponsors_ii and not up:
        reasons.append(Reason(Unusable.NEEDS_UPGRADED_CARD, detail=SPONSORS))
    if req.max_appeal is not None and player.appeal > req.max_appeal:
        reasons.append(
            Reason(Unusable.CONDITION_NOT_MET, req.max_appeal, player.appeal, "max_appeal")
        )
    if req.partner_zoos and len(player.partner_zoos) < req.partner_zoos:
        have = len(player.partner_zoos)
        reasons.append(Reason(Unusable.CONDITION_NOT_MET, req.partner_zoos, have, "partner_zoos"))
    if req.reputation and player.reputation < req.reputation:
        reasons.append(
            Reason(Unusable.CONDITION_NOT_MET, req.reputation, player.reputation, "reputation")
        )
    if req.icons:
        icons = zoo_icons(g.cards, player)
        reasons.extend(
            Reason(Unusable.CONDITION_NOT_MET, n, icons[icon], f"icon:{icon}")
            for icon, n in req.icons.items()
            if icons[icon] < n
        )
    if not reasons:  # the unique building is the costly check: only when all else is met
        reasons.extend(
            Reason(Unusable.NO_PLACE_FOR_BUILDING, detail=node.building)
            for node in unique_nodes(card)
            if not unique_positions(g, seat, node.building)
        )
    return reasons


def _project_reasons(g: Core, seat: int, card: ProjectCard, folder: int) -> list[Reason]:
    """Mirrors the Association action's project task and `conservation.support_options`."""
    player = g.state.players[seat]
    action_card, best = _best_strength(player, ASSOCIATION)
    up = action_card.upgraded
    reasons = list(_strength_reasons(action_card, task_value(g, seat, PROJECT_TASK), best))
    needed = workers_needed(g, seat, PROJECT_TASK)
    active = active_workers(g, seat)
    if needed is None:
        reasons.append(Reason(Unusable.TASK_CLOSED, detail=PROJECT_TASK))
    elif needed > active:
        reasons.append(Reason(Unusable.NO_ACTIVE_WORKER, needed, active))
    reasons.extend(_display_reasons(player, ASSOCIATION, up, folder, player.reputation, folder))
    if not any(can_support(g, seat, card.id, level) for level in range(3)):
        if player.supported_projects >= LEFT_EDGE_TOKENS:
            reasons.append(Reason(Unusable.NO_PROJECT_TOKEN_LEFT, 1, 0))
        elif card.kind in ("release", "breeding"):
            reasons.append(Reason(Unusable.CONDITION_NOT_MET, detail=card.counter))
        else:
            need = min(level.count for level in card.levels)
            have = count_for(g, seat, card)
            reasons.append(Reason(Unusable.CONDITION_NOT_MET, need, have, card.counter))
    return reasons


def building_blocker(g: Core, seat: int, building: str) -> Reason | None:
    """Why `seat` cannot place `building` in the Build action it is doing now (None: it can, or
    no Build action is open for it). The first reason in the order a player would check."""
    stack = g.state.stack
    step = stack[-1] if stack else None
    if not isinstance(step, BuildStep) or step.seat != seat:
        return None
    player = g.state.players[seat]
    btype = BUILDING_TYPES[building]
    if building in step.built:
        return Reason(Unusable.BUILT_IN_THIS_ACTION, detail=building)
    if btype.size > step.remaining:
        kind = Unusable.TOO_LARGE_FOR_REST if step.placed_any else Unusable.TOO_LARGE
        return Reason(kind, btype.size, step.remaining, building)
    cost = building_cost(building)
    if cost > player.money:
        return Reason(Unusable.NOT_ENOUGH_MONEY, cost, player.money, building)
    if btype.unique_per_zoo and has_building(player, building):
        return Reason(Unusable.ONE_PER_ZOO, detail=building)
    rock_water = has_modifier(g, seat, "build_on_rock_and_water")
    if not has_legal_position(player, building, step.upgraded, False, rock_water):
        return Reason(Unusable.NO_PLACE_ON_MAP, detail=building)
    return None
