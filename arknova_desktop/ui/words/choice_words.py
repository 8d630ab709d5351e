"""Words for the engine's decisions and choices: the decision panel's prompt and its buttons.

The engine hands over typed data (a `Decision` with its kind and options, every `Choice` a typed
record); every sentence a player reads is made here, chosen by class, through
`QCoreApplication.translate("ChoiceWords", ...)` with %1-style placeholders (and %n for counts), so
a translation can follow. No card code, grid coordinate or engine identifier reaches the text:
cards are named by their names, buildings and bonuses with our own phrases, players by name, and
enclosures by what they are and what is around them.

    choice_text(choice, game, decision=None) -> str    one option
    option_texts(options, game, decision=None) -> list  several at once (enclosures told apart)
    prompt_text(decision, game) -> str                   the question
    carry_text(building, decision, game) -> str          the button that carries a building

Details such as "2 left" come from the engine frame that asks (the top of the stack), read by
field; without it the texts simply leave the details out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import (
    DISCARD_ROUND_STEP,
    HARBOR_PRICE,
    LEFT_EDGE_AGAIN_SOURCE,
    LEFT_EDGE_SOURCE,
    PILFER_MONEY,
    POUCH_APPEAL,
    REPUTATION_MAX,
    REPUTATION_TASK_GAIN,
    SUNBATHING_PRICE,
    TASKS,
    UNIVERSITY_REPUTATION_STEP,
    UNIVERSITY_SLOT_STEP,
    AnimalCard,
    AssociationTask,
    CardsDraw,
    CardsSnap,
    Choice,
    ChooseAction,
    ChooseMap,
    ChooseVictim,
    Decision,
    DecisionContext,
    DiscardCard,
    DiscardFinalScoring,
    DiscardFromDisplay,
    Donate,
    DrawFromDeck,
    Game,
    GameView,
    GiveCard,
    KeepCard,
    KeepCards,
    MoveAnimal,
    MoveToSlot,
    MoveToSlotOne,
    PickEffect,
    PlaceAnimal,
    PlaceBuilding,
    PlaceToken,
    PlayAnimal,
    PlayerView,
    PlayProject,
    PlaySponsorCard,
    ProjectCard,
    RefillDisplay,
    ReleaseAnimal,
    RemoveMarker,
    RepeatAction,
    RescueAnimal,
    SellCard,
    Skip,
    SponsorBreak,
    SponsorCard,
    StepInfo,
    SupportProject,
    TakeBonus,
    TakeFromDisplay,
    TakePartnerZoo,
    TakeProject,
    TakeReputation,
    TakeUniversity,
    TakeXToken,
    TuckCard,
    UncoverSlot,
    UpgradeAction,
    adjacent_cells,
    animal_cost,
    break_money,
    building_cost,
    card_strength,
    effective_level,
    load_map,
)
from .card_words import project_space
from .common import QT_TRANSLATE_NOOP, arg, join_words
from .names import (
    a_building,
    ability_name,
    action_name,
    action_side_name,
    bonus_action,
    building_name,
    capitalised,
    card_title,
    continent_name,
    icon_name,
    map_name,
    partner_zoo_name,
    resource_amount,
    resource_name,
    the_building,
    university_name,
)

CONTEXT = "ChoiceWords"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def trn(text: str, n: int) -> str:
    """A text with a count: Qt puts the number in for %n (and picks the plural form)."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    """English has two forms; a translation file may have more (then `many` is the source)."""
    return trn(one if n == 1 else many, n)


def join_and(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return join_words(items, tr)


def join_or(items: Sequence[str]) -> str:
    """ "a", "a or b", "a, b or c"."""
    return join_words(items, tr, "%1 or %2")


# -- names of things ---------------------------------------------------------------------------
def card_name(game: Game, card_id: str) -> str:
    try:
        return card_title(game.cards.get(card_id))
    except KeyError:
        return tr("a hidden card")


def player_name(view: GameView, seat: int) -> str:
    players = view.players
    if 0 <= seat < len(players) and players[seat].name:
        return players[seat].name
    return arg(tr("Player %1"), seat + 1)


# -- what the answer refers to -----------------------------------------------------------------
# The last view made for words: the decider's view of one position. A window words the same
# decision many times a step (its buttons, tips, the summary); a new position comes with a new
# open decision object, so the game, its open decision and the decider's seat say which it is.
_last_view: list[tuple[Game, Decision | None, int | None, GameView]] = []


def _view_of(game: Game, decision: Decision | None) -> GameView:
    seat = decision.seat if decision is not None else None
    open_decision = game.decision
    if _last_view:
        kept_game, kept_decision, kept_seat, view = _last_view[0]
        if kept_game is game and kept_decision is open_decision and kept_seat == seat:
            return view
    view = game.view(seat)
    _last_view[:] = [(game, open_decision, seat, view)]
    return view


class _Context:
    """The game, the decider's view of it, the decision the options belong to, and the engine's
    description of the step that asks it (the view's `context`, for the open decision only)."""

    def __init__(self, game: Game, decision: Decision | None) -> None:
        self.game = game
        self.decision = decision if decision is not None else game.decision
        self.view: GameView = _view_of(game, self.decision)
        open_decision = game.decision
        self.context: DecisionContext | None = (
            self.view.context
            if self.decision is not None and open_decision is self.decision
            else None
        )
        self.frame: StepInfo | None = self.context.step if self.context is not None else None
        self.seat = self.decision.seat if self.decision is not None else 0
        self._enclosures: dict[PlaceAnimal, str] | None = None

    @property
    def frame_name(self) -> str:
        return self.frame.kind if self.frame is not None else ""

    def field(self, name: str) -> Any:
        return self.frame.get(name) if self.frame is not None else None

    def number(self, name: str) -> int | None:
        value = self.field(name)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def player(self) -> PlayerView:
        return self.view.players[self.seat]

    def card(self, card_id: str) -> str:
        return card_name(self.game, card_id)

    def enclosure(self, choice: PlaceAnimal) -> str:
        if self._enclosures is None:
            options = self.decision.options if self.decision is not None else (choice,)
            places = [o for o in options if isinstance(o, PlaceAnimal)]
            if choice not in places:
                places.append(choice)
            self._enclosures = enclosure_names(self.game, self.seat, places)
        return self._enclosures.get(choice) or tr("the lit enclosure")


# -- reputation at its maximum -------------------------------------------------------------------
def reputation_gain(amount: int, player: PlayerView) -> str:
    """ "2 reputation", and what becomes of it at the track's maximum in brackets."""
    text, note = reputation_gain_parts(amount, player)
    return arg(tr("%1 (%2)"), text, note) if note else text


def reputation_gain_parts(amount: int, player: PlayerView) -> tuple[str, str]:
    """ "2 reputation" and what becomes of it at the track's maximum ("" below it): at 9
    (Cards action on side I) the rest is lost, at 15 each step is 1 appeal instead
    (docs/rules.md §3)."""
    text = resource_amount("reputation", amount)
    cap = player.reputation_cap
    room = max(cap - player.reputation, 0)
    if amount <= room:
        return text, ""
    rest = amount - room
    if cap >= REPUTATION_MAX:
        instead = resource_amount("appeal", rest)
        if room == 0:
            return text, arg(tr("reputation is at its maximum of %1: %2 instead"), cap, instead)
        return text, arg(tr("only %1 fit below the maximum of %2; %3 instead"), room, cap, instead)
    if room == 0:
        return text, arg(
            tr(
                "reputation is at its maximum of %1 while the Cards action is on side I: "
                "nothing gained"
            ),
            cap,
        )
    return text, arg(
        tr("only %1 fit below the maximum of %2 while the Cards action is on side I"),
        room,
        cap,
    )


def _gain(resource: str, amount: int, ctx: _Context) -> str:
    if resource == "reputation":
        return reputation_gain(amount, ctx.player)
    return resource_amount(resource, amount)


# -- enclosures by what they are and what is around them --------------------------------------
_POSITIONS = {
    ("top", "left"): QT_TRANSLATE_NOOP(CONTEXT, "in the top left"),
    ("top", "centre"): QT_TRANSLATE_NOOP(CONTEXT, "at the top"),
    ("top", "right"): QT_TRANSLATE_NOOP(CONTEXT, "in the top right"),
    ("middle", "left"): QT_TRANSLATE_NOOP(CONTEXT, "on the left"),
    ("middle", "centre"): QT_TRANSLATE_NOOP(CONTEXT, "in the middle"),
    ("middle", "right"): QT_TRANSLATE_NOOP(CONTEXT, "on the right"),
    ("bottom", "left"): QT_TRANSLATE_NOOP(CONTEXT, "in the bottom left"),
    ("bottom", "centre"): QT_TRANSLATE_NOOP(CONTEXT, "at the bottom"),
    ("bottom", "right"): QT_TRANSLATE_NOOP(CONTEXT, "in the bottom right"),
}


def _third(value: float, size: int, words: tuple[str, str, str]) -> str:
    if size <= 0:
        return words[1]
    share = value / size
    return words[0] if share < 1 / 3 else words[2] if share >= 2 / 3 else words[1]


_FROM_THE_LEFT = (
    QT_TRANSLATE_NOOP(CONTEXT, "the first from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the second from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the third from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the fourth from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the fifth from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the sixth from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the seventh from the left"),
    QT_TRANSLATE_NOOP(CONTEXT, "the eighth from the left"),
)


def _from_the_left(index: int) -> str:
    """ "the first from the left", "the second from the left"… (index counts from 0)."""
    if index < len(_FROM_THE_LEFT):
        return tr(_FROM_THE_LEFT[index])
    return arg(tr("number %1 from the left"), index + 1)


def enclosure_names(game: Game, seat: int, places: Sequence[PlaceAnimal]) -> dict[PlaceAnimal, str]:
    """ "the size-3 enclosure", "the reptile house"; several alike are told apart by what is
    nearby ("next to water", "next to the kiosk"), what lives there ("with the Lion"), where on
    the map ("in the top left"), and last by their order from the left."""
    player = game.view(seat).players[seat]
    by_cells = {b.cells: b for b in player.buildings}
    zmap = load_map(player.map_id)
    base: dict[PlaceAnimal, str] = {}
    features: dict[PlaceAnimal, list[str]] = {}
    centre: dict[PlaceAnimal, tuple[float, float]] = {}
    for place in places:
        cells = frozenset(place.enclosure)
        cols = [c.col for c in cells] or [0]
        rows = [c.row for c in cells] or [0]
        centre[place] = (sum(cols) / len(cols), sum(rows) / len(rows))
        placed = by_cells.get(cells)
        if placed is None:
            base[place] = tr("the lit enclosure")
            features[place] = ["", "", "", "", ""]
            continue
        base[place] = the_building(placed.building)
        animals = [arg(tr("the %1"), card_name(game, c)) for c in placed.animals]
        with_whom = arg(tr("with %1"), join_and(animals)) if animals else tr("still empty")
        around = adjacent_cells(placed.cells)
        water = tr("next to water") if around & zmap.water_cells else ""
        rock = tr("next to rock") if around & zmap.rock_cells else ""
        nearby = [
            the_building(b.building)
            for b in player.buildings
            if b is not placed
            and not b.building.startswith("enclosure_")
            and not around.isdisjoint(b.cells)
        ]
        next_to = arg(tr("next to %1"), join_and(sorted(set(nearby))[:2])) if nearby else ""
        col, row = centre[place]
        vertical = _third(row + 0.5, zmap.height, ("top", "middle", "bottom"))
        horizontal = _third(col + 0.5, zmap.width, ("left", "centre", "right"))
        where = tr(_POSITIONS[(vertical, horizontal)])
        features[place] = [water, rock, with_whom, next_to, where]
    names: dict[PlaceAnimal, str] = {}
    groups: dict[str, list[PlaceAnimal]] = {}
    for place in places:
        groups.setdefault(base[place], []).append(place)
    for name, group in groups.items():
        labels: dict[PlaceAnimal, str] = {}
        for place in group:
            # The fewest features (in their order) that set this one apart from the others.
            others = [q for q in group if q is not place]
            parts = [name]
            for index, value in enumerate(features[place]):
                if not others:
                    break
                if all(features[q][index] == value for q in others):
                    continue
                others = [q for q in others if features[q][index] == value]
                if value:
                    parts.append(value)
            labels[place] = ", ".join(parts)
        alike: dict[str, list[PlaceAnimal]] = {}
        for place in group:
            alike.setdefault(labels[place], []).append(place)
        for label, same in alike.items():
            if len(same) == 1:
                names[same[0]] = label
                continue
            # The very same surroundings: count them from the left (then from the top).
            ordered = sorted(same, key=lambda p: centre[p])
            for index, place in enumerate(ordered):
                names[place] = arg(tr("%1, %2"), label, _from_the_left(index))
    return names


# -- the effects a player orders ---------------------------------------------------------------
def _effects_by_label(ctx: _Context) -> dict[str, StepInfo]:
    """label → the step (or a marker step) of what an ordering decision offers."""
    return dict(ctx.context.effects) if ctx.context is not None else {}


def _gain_counted(what: str) -> str:
    kind, _, detail = what.partition(":")
    if kind == "pack":
        return arg(
            tr("%1: 1 appeal per %2 icon in your zoo"), ability_name("pack"), icon_name("predator")
        )
    if kind == "petting_zoo_animal":
        return arg(
            tr("%1: appeal for the %2 icons in your zoo"),
            ability_name("petting_zoo_animal"),
            icon_name("petting_zoo"),
        )
    if kind == "iconic":
        return arg(
            tr("%1: appeal for the %2 icons in every zoo"),
            ability_name("iconic_animal"),
            icon_name(detail),
        )
    if kind == "inventive":
        return arg(tr("%1: take %2"), ability_name("inventive"), resource_name("x_tokens"))
    return tr("Another effect")


def _reveal_and_keep(frame: Any) -> str:
    count = int(getattr(frame, "count", 0))
    keep = int(getattr(frame, "keep", 1))
    if getattr(frame, "from_discard", False):
        return arg(trn("Scavenging: shuffle the discard pile, reveal %n and keep %1", count), keep)
    if getattr(frame, "animals_only", False):
        return trn("Hunter: reveal %n cards and keep 1 animal", count)
    return arg(trn("Perception: draw %n cards and keep %1", count), keep)


def _free_building(frame: Any) -> str:
    buildings = [building_name(b) for b in getattr(frame, "buildings", ())]
    text = arg(tr("Place a free %1"), join_or(buildings)) if buildings else tr("A free building")
    source = getattr(frame, "source", "")
    if source == LEFT_EDGE_SOURCE:
        return arg(tr("%1 (the bonus of the left-edge space you uncovered)"), text)
    if source == LEFT_EDGE_AGAIN_SOURCE:
        return arg(tr("%1 (your uncovered left-edge bonus, again at the break)"), text)
    return text


def _draw_cards(frame: Any) -> str:
    # Two frames draw: the abilities' DrawCards (count) and Cards II's DrawCards (remaining).
    count = getattr(frame, "count", None) or getattr(frame, "remaining", 1)
    return counted("Draw %n card", "Draw %n cards", int(count or 1))


def _token_on(frame: Any) -> str:
    action = action_name(str(getattr(frame, "action", "")))
    token = str(getattr(frame, "token", ""))
    words = {
        "multiplier": QT_TRANSLATE_NOOP(CONTEXT, "A Multiplier token on the %1 card"),
        "venom": QT_TRANSLATE_NOOP(CONTEXT, "A Venom token on the %1 card"),
        "constriction": QT_TRANSLATE_NOOP(CONTEXT, "A Constriction token on the %1 card"),
    }
    return arg(tr(words.get(token, "A token on the %1 card")), action)


def _project_reward(frame: Any, ctx: _Context) -> str:
    parts = []
    if getattr(frame, "conservation", 0):
        parts.append(resource_amount("conservation", int(frame.conservation)))
    if getattr(frame, "reputation", 0):
        parts.append(reputation_gain(int(frame.reputation), ctx.player))
    if not parts:
        return tr("The project's reward")
    return arg(tr("The project's reward: %1"), join_and(parts))


def _jumping(frame: Any, ctx: _Context) -> str:
    steps = int(getattr(frame, "steps", 0))
    if ctx.view.is_solo:  # no break token in solo: the money alone (docs/rules.md §11)
        return arg(tr("Jumping: take %1 money"), steps)
    return trn("Jumping: advance the break token %n and take as much money", steps)


def _take_from_board(frame: Any) -> str:
    if getattr(frame, "what", "") == "university":
        return tr("Take a university")
    return tr("Take a partner zoo")


# Frame class name → words for it as one of several effects to order.
FRAME_WORDS: dict[str, Callable[[Any, _Context], str]] = {
    "GainTrack": lambda f, c: arg(tr("Gain %1"), _gain(str(f.resource), int(f.amount), c)),
    "HireWorker": lambda f, c: tr("Hire an association worker"),
    "Upgrade": lambda f, c: tr("Upgrade an action card"),
    "TakeCard": lambda f, c: tr("Take a card from the deck or within your reputation range"),
    "ConservationBonus": lambda f, c: arg(tr("The bonus of conservation space %1"), f.space),
    "PlaceMultiplier": lambda f, c: tr("Place a Multiplier token"),
    "ExtraBuilding": lambda f, c: tr("Build one more building of a kind you just built"),
    "FreeBuilding": lambda f, c: _free_building(f),
    "OtherPlacementBonus": lambda f, c: tr("Another placement bonus of your map"),
    "QueueClever": lambda f, c: tr("Clever: put an action card into slot 1"),
    "Clever": lambda f, c: tr("Clever: put an action card into slot 1"),
    "CleverTwice": lambda f, c: tr("Clever twice: put action cards into slot 1"),
    "PlaySponsorForMoney": lambda f, c: tr("Play a sponsor card by paying its level"),
    "RevealUntilSponsor": lambda f, c: tr("Reveal cards until a sponsor and take it"),
    "Digging": lambda f, c: counted(
        "Digging: discard a card and replace it",
        "Digging: discard up to %n cards and replace them",
        f.times,
    ),
    "DrawCards": lambda f, c: _draw_cards(f),
    "RevealAndKeep": lambda f, c: _reveal_and_keep(f),
    "Snapping": lambda f, c: counted(
        "Snapping: take %n display card", "Snapping: take %n display cards", f.remaining
    ),
    "Snap": lambda f, c: tr("Snap a card from the display"),
    "SponsorMagnet": lambda f, c: arg(
        tr("%1: take every sponsor card of the display"), ability_name("sponsor_magnet")
    ),
    "Sunbathing": lambda f, c: arg(
        counted(
            "Sunbathing: sell a hand card for %1 money",
            "Sunbathing: sell up to %n hand cards for %1 money each",
            f.remaining,
        ),
        SUNBATHING_PRICE,
    ),
    "Pouch": lambda f, c: arg(
        counted(
            "Pouch: put a hand card under the animal for %1 appeal",
            "Pouch: put up to %n hand cards under the animal, %1 appeal each",
            f.remaining,
        ),
        POUCH_APPEAL,
    ),
    "Jumping": lambda f, c: _jumping(f, c),
    "GainCounted": lambda f, c: _gain_counted(str(f.what)),
    "PlaceTokenOn": lambda f, c: _token_on(f),
    "Resistance": lambda f, c: tr("Resistance: draw 2 final scoring cards and keep 1"),
    "TakeBaseProject": lambda f, c: tr("Take a base conservation project into your hand"),
    "Boost": lambda f, c: arg(tr("Boost: move the %1 card"), action_name(str(f.action))),
    "ExtraAction": lambda f, c: arg(
        tr("An extra action: %1"), join_or([action_name(a) for a in f.actions])
    ),
    "Hypnosis": lambda f, c: tr("Hypnosis: use an action card of the leader on appeal"),
    "Venom": lambda f, c: tr("Venom: tokens for the players ahead of you on appeal"),
    "Constriction": lambda f, c: tr("Constriction: tokens for the players ahead of you"),
    "Pilfering": lambda f, c: tr("Pilfering: take from the leader"),
    "ProjectReward": lambda f, c: _project_reward(f, c),
    "AreaBonus": lambda f, c: arg(tr("The %1 area bonus"), continent_name(str(f.continent))),
    "RemoveAnyMarker": lambda f, c: tr("Remove a continent area marker"),
    "TakeFromBoard": lambda f, c: _take_from_board(f),
    "PlaceUniqueBuilding": lambda f, c: arg(tr("Place %1"), the_building(str(f.building))),
    "ChooseAnimalSize": lambda f, c: tr("Special assignment: small or large animals"),
    "MoveAnimalsIn": lambda f, c: tr("Move animals into the new building"),
}


def effect_text(effect: str, ctx: _Context) -> str:
    """Words for a PickEffect: the frame it stands for, described by its class."""
    target = _effects_by_label(ctx).get(effect)
    kind = target.kind if target is not None else ""
    if kind == DISCARD_ROUND_STEP:
        return tr("The final scoring discard (every player, starting with you)")
    if kind == UNIVERSITY_SLOT_STEP:
        if ctx.number("count") == 2:
            return tr("The university slot reward: upgrade an action card")
        university = ctx.context.university_conservation if ctx.context is not None else None
        conservation = int(university or 0)
        return arg(
            tr("The university slot reward: %1"), resource_amount("conservation", conservation)
        )
    if kind == UNIVERSITY_REPUTATION_STEP:
        amount = ctx.number("reputation") or 0
        return arg(tr("The university's %1"), reputation_gain(amount, ctx.player))
    if target is not None:
        words = FRAME_WORDS.get(kind)
        if words is not None:
            return words(target, ctx)
    return tr("Another effect")


# -- one text per Choice class -------------------------------------------------------------------
def _folder(text: str, folder: int) -> str:
    if not folder:
        return text
    return arg(tr("%1 from the display (folder %2)"), text, folder)


def _x_tokens(text: str, x_tokens: int) -> str:
    if not x_tokens:
        return text
    return arg(counted("%1 with %n X-token", "%1 with %n X-tokens", x_tokens), text)


def _choose_action(choice: ChooseAction, ctx: _Context) -> str:
    """ "Build II at strength 5 with 2 X-tokens" (the card's owner: Hypnosis uses another's)."""
    name = action_name(choice.action)
    owner: Any = None
    if ctx.frame_name == "Hypnosis":
        victim = ctx.context.victim if ctx.context is not None else None
        if victim is not None:
            owner = ctx.view.players[victim]
    elif ctx.frame is not None:
        owner = ctx.player
    card = (
        next((c for c in owner.action_cards if c.action == choice.action), None) if owner else None
    )
    if card is None:
        return _x_tokens(name, choice.x_tokens)
    strength = card_strength(card, owner.slot_of(choice.action), choice.x_tokens)
    named = action_side_name(choice.action, card.upgraded)
    return _x_tokens(arg(tr("%1 at strength %2"), named, strength), choice.x_tokens)


def _repeat_action(choice: RepeatAction, ctx: _Context) -> str:
    action = ctx.field("action")
    text = (
        arg(tr("Perform %1 again"), action_name(action))
        if isinstance(action, str)
        else tr("Perform the action again")
    )
    return _x_tokens(text, choice.x_tokens)


def _cards_draw(choice: CardsDraw, ctx: _Context) -> str:
    draws, discards = ctx.number("draws"), ctx.number("discards")
    if draws is None:
        return tr("Draw cards")
    text = counted("Draw %n card", "Draw %n cards", draws)
    if discards:
        text = arg(counted("%1, then discard %n", "%1, then discard %n", discards), text)
    return text


def _sponsor_break(choice: SponsorBreak, ctx: _Context) -> str:
    strength = ctx.number("strength")
    solo = ctx.view.is_solo  # no break token in solo: the money alone (docs/rules.md §11)
    if strength is None:
        return tr("Take money instead") if solo else tr("Advance the break token and take money")
    money = break_money(strength, bool(ctx.field("upgraded")))
    if solo:
        return arg(tr("Take %1 money instead"), money)
    return arg(trn("Advance the break token %n and take %1 money", strength), money)


def _play_animal(choice: PlayAnimal, ctx: _Context) -> str:
    text = _folder(arg(tr("Play %1"), ctx.card(choice.card)), choice.folder)
    card = ctx.game.cards.cards.get(choice.card)
    if not isinstance(card, AnimalCard):
        return text
    cost = animal_cost(ctx.game, ctx.seat, card, choice.folder)
    return arg(tr("%1, for %2 money"), text, cost)


def _play_sponsor(choice: PlaySponsorCard, ctx: _Context) -> str:
    text = _folder(arg(tr("Play %1"), ctx.card(choice.card)), choice.folder)
    card = ctx.game.cards.cards.get(choice.card)
    if not isinstance(card, SponsorCard):
        return text
    level = effective_level(ctx.game, ctx.seat, card)
    if ctx.decision is not None and ctx.decision.kind == "sponsor_for_money":
        return arg(tr("%1, for %2 money"), text, level)
    return arg(tr("%1, level %2"), text, level)


def _project_level(project: str, level: int, ctx: _Context) -> str:
    """ "the space 4→3: 4 bird icons of your zoo for 3 conservation points": the space as the
    board and the card print it (what to have → conservation points)."""
    card = ctx.game.cards.cards.get(project)
    if not isinstance(card, ProjectCard) or not 0 <= level < len(card.levels):
        return tr("the space you choose")
    return project_space(card, level)


def _support_project(choice: SupportProject, ctx: _Context) -> str:
    return arg(
        tr("Support %1 at %2"),
        ctx.card(choice.project),
        _project_level(choice.project, choice.level, ctx),
    )


def _play_project(choice: PlayProject, ctx: _Context) -> str:
    text = arg(
        tr("Play %1 and support it at %2"),
        ctx.card(choice.card),
        _project_level(choice.card, choice.level, ctx),
    )
    if choice.folder:
        text = arg(tr("%1 (from the display folder %2, for %2 money)"), text, choice.folder)
    return text


def _sell_card(choice: SellCard, ctx: _Context) -> str:
    price = SUNBATHING_PRICE if ctx.frame_name == "Sunbathing" else HARBOR_PRICE
    return arg(tr("Sell %1 for %2 money"), ctx.card(choice.card), price)


def _move_to_slot(choice: MoveToSlot, ctx: _Context) -> str:
    action = ctx.field("action")
    if isinstance(action, str):
        return arg(tr("Put %1 into slot %2"), action_name(action), choice.slot)
    return arg(tr("Put the card into slot %1"), choice.slot)


def _move_animal(choice: MoveAnimal, ctx: _Context) -> str:
    target = _new_building(ctx)
    if target:
        return arg(tr("Move %1 into %2"), ctx.card(choice.card), the_building(target))
    return arg(tr("Move %1 into the new building"), ctx.card(choice.card))


def _new_building(ctx: _Context) -> str:
    cells = ctx.field("cells")
    if cells is None:
        return ""
    found = next((b for b in ctx.player.buildings if b.cells == cells), None)
    return found.building if found is not None else ""


def _association_task(choice: AssociationTask, ctx: _Context) -> str:
    note = ""
    if choice.task == "reputation":
        gain, note = reputation_gain_parts(REPUTATION_TASK_GAIN, ctx.player)
        text = arg(tr("Gain %1"), gain)
    elif choice.task in ("partner_zoo", "university"):
        text = bonus_action(choice.task)  # the same words as the bonus that gives it
    elif choice.task == "project":
        text = tr("Support a conservation project")
    else:
        text = tr("Another association task")
    value = ctx.player.task_values[TASKS.index(choice.task)]
    if note:  # after the value, not a bracket inside a bracket
        return arg(tr("%1 (value %2) — %3"), capitalised(text), value, note)
    return arg(tr("%1 (value %2)"), capitalised(text), value)


def _donate(choice: Donate, ctx: _Context) -> str:
    return arg(tr("Donate %1 money for 1 conservation point"), ctx.view.association.donation_cost)


def _give_card(choice: GiveCard, ctx: _Context) -> str:
    if choice.card:
        return tr("Give a random hand card")
    return arg(tr("Give %1 money"), PILFER_MONEY)


def _uncover_slot(choice: UncoverSlot, ctx: _Context) -> str:
    return arg(tr("Left-edge slot %1 from the top: %2"), choice.slot, bonus_action(choice.bonus))


def _take_bonus(choice: TakeBonus, ctx: _Context) -> str:
    amount = _REPUTATION_BONUS.match(choice.bonus)
    if amount is not None:  # what it gives at the track's maximum, too
        return arg(tr("Take %1"), reputation_gain(int(amount.group(1)), ctx.player))
    return capitalised(bonus_action(choice.bonus))


_REPUTATION_BONUS = re.compile(r"^reputation_(\d+)$")


CHOICE_WORDS: dict[type[Choice], Callable[[Any, _Context], str]] = {
    KeepCards: lambda c, x: arg(tr("Keep %1"), join_and([x.card(i) for i in c.cards])),
    ChooseAction: _choose_action,
    TakeXToken: lambda c, x: arg(tr("X-token action with the %1 card"), action_name(c.action)),
    DrawFromDeck: lambda c, x: tr("Draw from the deck"),
    TakeFromDisplay: lambda c, x: _folder(arg(tr("Take %1"), x.card(c.card)), c.folder),
    CardsDraw: _cards_draw,
    CardsSnap: lambda c, x: tr("Snap a card from the display"),
    DiscardCard: lambda c, x: arg(tr("Discard %1"), x.card(c.card)),
    SponsorBreak: _sponsor_break,
    UpgradeAction: lambda c, x: arg(tr("Upgrade %1 to side II"), action_name(c.action)),
    TakeBonus: _take_bonus,
    PickEffect: lambda c, x: effect_text(c.effect, x),
    PlaceToken: lambda c, x: arg(tr("On the %1 card"), action_name(c.action)),
    TakePartnerZoo: lambda c, x: partner_zoo_name(c.continent),
    TakeUniversity: lambda c, x: arg(tr("University: %1"), university_name(c.university)),
    RepeatAction: _repeat_action,
    DiscardFinalScoring: lambda c, x: arg(tr("Discard %1"), x.card(c.card)),
    Skip: lambda c, x: tr("Skip"),
    PlaceBuilding: lambda c, x: arg(tr("Place %1"), a_building(c.building)),
    ChooseMap: lambda c, x: map_name(c.map_id),
    SellCard: _sell_card,
    DiscardFromDisplay: lambda c, x: _folder(arg(tr("Discard %1"), x.card(c.card)), c.folder),
    RescueAnimal: lambda c, x: arg(tr("Slide %1 under your zoo map"), x.card(c.card)),
    MoveToSlotOne: lambda c, x: arg(tr("Put the %1 card into slot 1"), action_name(c.action)),
    RemoveMarker: lambda c, x: arg(tr("Remove the %1 marker"), continent_name(c.continent)),
    PlayAnimal: _play_animal,
    PlaceAnimal: lambda c, x: arg(tr("Into %1"), x.enclosure(c)),
    MoveAnimal: _move_animal,
    KeepCard: lambda c, x: arg(tr("Keep %1"), x.card(c.card)),
    RefillDisplay: lambda c, x: tr("Refill the display first"),
    MoveToSlot: _move_to_slot,
    TakeProject: lambda c, x: arg(tr("Take %1 into your hand"), x.card(c.card)),
    GiveCard: _give_card,
    TuckCard: lambda c, x: arg(
        tr("Put %1 under the animal for %2 appeal"), x.card(c.card), POUCH_APPEAL
    ),
    AssociationTask: _association_task,
    Donate: _donate,
    SupportProject: _support_project,
    PlayProject: _play_project,
    ReleaseAnimal: lambda c, x: arg(tr("Release %1 into the wild"), x.card(c.card)),
    PlaySponsorCard: _play_sponsor,
    TakeReputation: lambda c, x: arg(tr("Gain %1 first"), reputation_gain(c.amount, x.player)),
    ChooseVictim: lambda c, x: arg(tr("Target %1"), player_name(x.view, c.seat)),
    UncoverSlot: _uncover_slot,
}


def _words_for(choice: Choice) -> Callable[[Any, _Context], str] | None:
    for cls in type(choice).__mro__:
        if cls in CHOICE_WORDS:
            return CHOICE_WORDS[cls]
    return None


def _text(choice: Choice, ctx: _Context) -> str:
    words = _words_for(choice)
    text = words(choice, ctx) if words is not None else ""
    return capitalised(text) if text else tr("This choice")


def choice_text(choice: Choice, game: Game, decision: Decision | None = None) -> str:
    """One option in words (the decision it belongs to: the open one unless given)."""
    return _text(choice, _Context(game, decision))


def option_texts(
    options: Sequence[Choice], game: Game, decision: Decision | None = None
) -> list[str]:
    """Words for several options of one decision (one context: enclosures told apart once)."""
    ctx = _Context(game, decision)
    return [_text(o, ctx) for o in options]


def carry_text(building: str, decision: Decision | None, game: Game) -> str:
    """The panel's one button per building type of a placement decision."""
    if decision is not None and decision.kind == "free_building":
        return arg(tr("Place %1 for free on the map…"), a_building(building))
    if decision is not None and decision.kind in ("build", "extra_building"):
        cost = building_cost(building)
        return arg(tr("Place %1 on the map… (%2 money)"), a_building(building), cost)
    return arg(tr("Place %1 on the map…"), a_building(building))


# -- one prompt per decision kind ----------------------------------------------------------------
def _keep_cards(ctx: _Context) -> str:
    options = ctx.decision.options if ctx.decision is not None else ()
    first = options[0] if options else None
    if not isinstance(first, KeepCards):
        return tr("Choose the cards to keep")
    dealt = {c for o in options if isinstance(o, KeepCards) for c in o.cards}
    return arg(tr("Keep %1 of your %2 cards"), len(first.cards), len(dealt))


def _choose_map(ctx: _Context) -> str:
    options = ctx.decision.options if ctx.decision is not None else ()
    names = [map_name(o.map_id) for o in options if isinstance(o, ChooseMap)]
    return arg(tr("Choose your zoo map: %1"), join_or(names))


def _animals_reputation(ctx: _Context) -> str:
    options = ctx.decision.options if ctx.decision is not None else ()
    amount = next((o.amount for o in options if isinstance(o, TakeReputation)), 1)
    return arg(
        tr("Animals II: gain %1 before playing animals?"), reputation_gain(amount, ctx.player)
    )


def _play_animal_prompt(ctx: _Context) -> str:
    if ctx.frame_name == "ExtraSmallAnimal":
        return tr("WAZA Small Animal Program: play one more small animal?")
    remaining = ctx.number("remaining")
    if remaining is None:
        return tr("Play an animal")
    return counted("Play an animal (%n left)", "Play an animal (%n left)", remaining)


def _take_card_prompt(ctx: _Context) -> str:
    if ctx.frame_name == "TakeSmallAnimal":
        return tr("WAZA Small Animal Program: take a small animal from the display?")
    return tr("Take a card from the deck or within your reputation range")


def _place_animal_prompt(ctx: _Context) -> str:
    source = ctx.decision.source if ctx.decision is not None else ""
    card = ctx.game.cards.cards.get(source)
    if isinstance(card, AnimalCard):
        return arg(
            tr("Choose an enclosure for %1 (size %2): click a lit one on the map"),
            card_title(card),
            card.size,
        )
    return tr("Choose an enclosure: click a lit one on the map")


def _move_animal_prompt(ctx: _Context) -> str:
    target = _new_building(ctx)
    if target:
        return arg(tr("Move animals into %1?"), the_building(target))
    return tr("Move animals into the new building?")


def _unique_building_prompt(ctx: _Context) -> str:
    building = ctx.field("building")
    if isinstance(building, str):
        return arg(tr("Place %1 on the map"), the_building(building))
    return tr("Place the building on the map")


def _sponsors_prompt(ctx: _Context) -> str:
    budget = ctx.number("budget")
    solo = ctx.view.is_solo  # no break token in solo: the money alone (docs/rules.md §11)
    if budget is None:
        if solo:
            return tr("Sponsors: play sponsor cards, or take money")
        return tr("Sponsors: play sponsor cards, or advance the break token and take money")
    if ctx.field("played_any"):
        return trn("Play another sponsor (levels up to %n left) or stop", budget)
    strength = ctx.number("strength")
    if strength is None:
        if solo:
            return trn(
                "Sponsors: play sponsor cards up to level %n in total, or take money", budget
            )
        return trn(
            "Sponsors: play sponsor cards up to level %n in total, or advance the break token "
            "and take money",
            budget,
        )
    upgraded = bool(ctx.field("upgraded"))
    money = break_money(strength, upgraded)
    if solo:
        if not upgraded:
            text = trn("Sponsors: play one sponsor card up to level %n, or take %1 money", budget)
        else:
            text = trn(
                "Sponsors: play sponsor cards up to level %n in total, or take %1 money", budget
            )
        return arg(text, money)
    if not upgraded:  # side I: one sponsor card (rules: Sponsors I plays exactly one)
        return arg(
            trn(
                "Sponsors: play one sponsor card up to level %n, or advance the break token %1 "
                "and take %2 money",
                budget,
            ),
            strength,
            money,
        )
    return arg(
        trn(
            "Sponsors: play sponsor cards up to level %n in total, or advance the break token "
            "%1 and take %2 money",
            budget,
        ),
        strength,
        money,
    )


def _multiplier_prompt(ctx: _Context) -> str:
    action = ctx.field("action")
    if isinstance(action, str):
        return arg(tr("Multiplier: perform %1 again?"), action_name(action))
    return tr("Multiplier: perform the action again?")


def _area_bonus_prompt(ctx: _Context) -> str:
    continent = ctx.field("continent")
    if isinstance(continent, str):
        return arg(tr("%1 area: remove its marker and choose a bonus"), continent_name(continent))
    return tr("Remove an area marker and choose a bonus")


def _conservation_bonus_prompt(ctx: _Context) -> str:
    space = ctx.number("space")
    if space is None:
        return tr("Choose the bonus of the conservation space")
    return arg(tr("Choose the bonus of conservation space %1"), space)


def _build_prompt(ctx: _Context) -> str:
    remaining = ctx.number("remaining")
    if remaining is None:
        return tr("Build: choose a building, then its place on the map")
    if ctx.field("placed_any"):
        return trn("Build another building (up to size %n) on the map, or stop", remaining)
    return trn("Build: choose a building up to size %n, then its place on the map", remaining)


def _free_building_prompt(ctx: _Context) -> str:
    buildings = ctx.field("buildings")
    if isinstance(buildings, tuple) and buildings:
        names = [building_name(b) for b in buildings]
        what = join_or(names)
    else:
        what = tr("building")
    # Where it comes from: a left-edge bonus space is the one gift nothing else announces.
    source = ctx.field("source")
    if source == LEFT_EDGE_SOURCE:
        return arg(
            tr(
                "A free %1: supporting the project uncovered the left-edge bonus space that "
                "gives it. Place it on the map"
            ),
            what,
        )
    if source == LEFT_EDGE_AGAIN_SOURCE:
        return arg(
            tr(
                "A free %1 again: your uncovered left-edge bonus space gives it at every "
                "break. Place it on the map"
            ),
            what,
        )
    return arg(tr("Place a free %1 on the map"), what)


def _left(ctx: _Context, name: str, plain: str, one: str, many: str) -> str:
    count = ctx.number(name)
    if count is None:
        return tr(plain)
    return counted(one, many, count)


def _rescue_prompt(ctx: _Context) -> str:
    card = ctx.field("card")
    if isinstance(card, str):
        return arg(tr("Slide %1 under your zoo map?"), ctx.card(card))
    return tr("Slide the animal under your zoo map?")


def _hand_limit_prompt(ctx: _Context) -> str:
    player = ctx.player
    limit = player.hand_limit
    excess = len(player.hand) - limit
    return arg(trn("Break: discard down to %1 cards (%n to discard)", excess), limit)


def _snap_prompt(ctx: _Context) -> str:
    if ctx.frame_name == "Snapping":
        return _left(
            ctx,
            "remaining",
            "Snap a display card",
            "Snap a display card (%n left)",
            "Snap a display card (%n left)",
        )
    return tr("Snap a card from the display")


def _victim_prompt(ctx: _Context) -> str:
    if ctx.frame_name == "Hypnosis":
        return tr("Hypnosis: several players are tied for the most appeal; choose whom it targets")
    if ctx.frame_name == "PilferVictims":
        tracks = ctx.field("tracks") or ()
        victims = ctx.field("victims") or ()
        track = tracks[len(victims)] if len(victims) < len(tracks) else "appeal"
        if track == "conservation":
            return tr(
                "Pilfering: several players are tied for the most conservation points; "
                "choose whom it targets"
            )
        return tr("Pilfering: several players are tied for the most appeal; choose whom it targets")
    return tr("Several players are tied; choose whom the effect targets")


def _boost_prompt(ctx: _Context) -> str:
    action = ctx.field("action")
    if isinstance(action, str):
        return arg(tr("Boost: put the %1 card into slot 1 or slot 5?"), action_name(action))
    return tr("Boost: put the card into slot 1 or slot 5?")


def _hypnosis_prompt(ctx: _Context) -> str:
    victim = (
        ctx.context.victim if ctx.context is not None and ctx.frame_name == "Hypnosis" else None
    )
    if isinstance(victim, int):
        return arg(tr("Hypnosis: use an action card of %1"), player_name(ctx.view, victim))
    return tr("Hypnosis: use an action card of the leader on appeal")


def _pilfered_prompt(ctx: _Context) -> str:
    thief = ctx.number("thief")
    money = PILFER_MONEY
    if thief is None:
        return arg(tr("Pilfering: give a random hand card or %1 money"), money)
    return arg(
        tr("%1 pilfers: give a random hand card or %2 money"), player_name(ctx.view, thief), money
    )


def _fixed(text: str) -> Callable[[_Context], str]:
    return lambda _ctx: tr(text)


# Decision kind → its prompt (a template filled from the decision and the frame that asks).
PROMPTS: dict[str, Callable[[_Context], str]] = {
    "keep_cards": _keep_cards,
    "choose_map": _choose_map,
    "choose_action": _fixed("Choose an action card"),
    "animals_reputation": _animals_reputation,
    "play_animal": _play_animal_prompt,
    "take_card": _take_card_prompt,
    "place_animal": _place_animal_prompt,
    "move_animal": _move_animal_prompt,
    "unique_building": _unique_building_prompt,
    "sponsors": _sponsors_prompt,
    "animal_size": _fixed("Special assignment: choose small or large animals"),
    "multiplier": _multiplier_prompt,
    "turn_extras": _fixed("Anything else before your turn ends?"),
    "order_effects": _fixed("Several effects are due at once: choose which comes first"),
    "area_bonus": _area_bonus_prompt,
    "remove_marker": _fixed("Remove a continent area marker"),
    "order_university_reward": _fixed(
        "University: choose which comes first, the slot reward or the reputation"
    ),
    "partner_zoo": _fixed("Choose a partner zoo"),
    "university": _fixed("Choose a university"),
    "upgrade": _fixed("Choose an action card to upgrade to side II"),
    "conservation_bonus": _conservation_bonus_prompt,
    "place_multiplier": _fixed("Place a Multiplier token on one of your action cards"),
    "order_final_scoring_discard": _fixed(
        "Conservation 10: choose what comes first, the final scoring discard (every player, "
        "starting with you) or a conservation bonus"
    ),
    "discard_final_scoring": _fixed("Choose a final scoring card to discard"),
    "build": _build_prompt,
    "extra_building": _fixed("Engineer: build one more building of a kind you just built?"),
    "free_building": _free_building_prompt,
    "other_bonus": _fixed("Archaeologist: take one more placement bonus"),
    "clever": _fixed("Clever: put an action card into slot 1?"),
    "sponsor_for_money": _fixed("You may play a sponsor card by paying its level in money"),
    "digging": lambda ctx: _left(
        ctx,
        "times",
        "Digging: discard a card",
        "Digging: discard a card (%n left)",
        "Digging: discard a card (%n left)",
    ),
    "rescue": _rescue_prompt,
    "hand_limit_discard": _hand_limit_prompt,
    "cards_mode": _fixed("Draw cards or snap a card from the display"),
    "draw_card": lambda ctx: _left(
        ctx,
        "remaining",
        "Take a card from the deck or within your reputation range",
        "Take a card from the deck or within your reputation range (%n left)",
        "Take a card from the deck or within your reputation range (%n left)",
    ),
    "discard_card": lambda ctx: _left(
        ctx,
        "remaining",
        "Discard a card",
        "Discard a card (%n left)",
        "Discard a card (%n left)",
    ),
    "snap": _snap_prompt,
    "association": _fixed("Association: choose a task"),
    "association_partner_zoo": _fixed("Choose a partner zoo"),
    "association_university": _fixed("Choose a university"),
    "association_project": _fixed("Support a conservation project"),
    "choose_victim": _victim_prompt,
    "keep_card": lambda ctx: _left(
        ctx, "keep", "Keep a card", "Keep a card (%n to keep)", "Keep a card (%n to keep)"
    ),
    "sunbathing": lambda ctx: arg(
        _left(
            ctx,
            "remaining",
            "Sell a hand card for %1 money",
            "Sell a hand card for %1 money (%n left)",
            "Sell a hand card for %1 money (%n left)",
        ),
        SUNBATHING_PRICE,
    ),
    "pouch": lambda ctx: arg(
        _left(
            ctx,
            "remaining",
            "Put a hand card under the animal for %1 appeal",
            "Put a hand card under the animal for %1 appeal (%n left)",
            "Put a hand card under the animal for %1 appeal (%n left)",
        ),
        POUCH_APPEAL,
    ),
    "keep_final_scoring": _fixed("Keep one of these final scoring cards"),
    "take_project": _fixed("You may take a base conservation project into your hand"),
    "boost": _boost_prompt,
    "extra_action": _fixed("You may perform an extra action"),
    "hypnosis": _hypnosis_prompt,
    "pilfered": _pilfered_prompt,
    "left_edge_slot": _fixed(
        "Choose the left-edge token to place on the project (it uncovers that bonus)"
    ),
    "release_animal": _fixed("Choose the animal to release into the wild"),
}


def prompt_text(decision: Decision, game: Game) -> str:
    """The question of a decision in words; an unknown kind gets a generic one."""
    words = PROMPTS.get(decision.kind)
    if words is None:
        return tr("Make your choice")
    text = words(_Context(game, decision))
    return text or tr("Make your choice")


# -- the card choice: where each card is, what happens to the picks ------------------------------
def _display_place(folder: int) -> tuple[str, ...]:
    return (
        arg(tr("From the display, folder %1"), folder),
        arg(tr("Display, folder %1"), folder),
        arg(tr("Folder %1"), folder),
    )


def _hand_place() -> tuple[str, ...]:
    return (tr("From your hand"), tr("Your hand"), tr("Hand"))


def card_places(
    options: Sequence[Choice], game: Game, decision: Decision | None = None
) -> dict[Choice, tuple[str, ...]]:
    """Where the card of each option is, when a choice mixes cards of the display and of the
    decider's hand (and always for Digging): each as words from the longest to the shortest, for
    the longest that fits under the card. Empty when every card comes from one place."""
    ctx = _Context(game, decision)
    hand = set(ctx.player.hand)
    found: dict[Choice, tuple[str, ...]] = {}
    places: set[str] = set()
    for option in options:
        folder = getattr(option, "folder", None)
        card = getattr(option, "card", None)
        if isinstance(folder, int) and not isinstance(folder, bool) and folder > 0:
            found[option] = _display_place(folder)
            places.add("display")
        elif isinstance(card, str) and card in hand:
            found[option] = _hand_place()
            places.add("hand")
    digging = ctx.decision is not None and ctx.decision.kind == "digging"
    return found if len(places) > 1 or digging else {}


def picks_note(decision: Decision, game: Game, count: int = 1) -> str:
    """What happens to the cards the player picks, for the choices where the prompt alone does
    not say it ("" for the others)."""
    ctx = _Context(game, decision)
    if decision.kind == "digging":
        text = tr(
            "The card you pick is discarded and replaced from the deck: a display card by "
            "refilling the display, a hand card by drawing a card."
        )
        if ctx.field("rescue") is True:
            text += " " + tr("An animal you discard may slide under your zoo map instead.")
        return text
    if decision.kind in ("hand_limit_discard", "discard_card"):
        return counted(
            "The card you pick goes to the discard pile.",
            "The %n cards you pick go to the discard pile.",
            count,
        )
    return ""


def pick_to_discard_text(count: int) -> str:
    """The confirm button of a discard of several cards before they are all picked."""
    return counted("Click a card to discard it", "Click %n cards to discard them", count)


def discard_cards_text(game: Game, cards: Sequence[str]) -> str:
    """The confirm button once every card to discard is picked: "Discard Lion and Zebra"."""
    return arg(tr("Discard %1"), join_and([card_name(game, c) for c in cards]))
