"""The closed vocabulary of card effects (sponsors and conservation projects), as data.

Every effect printed on a Sponsor or conservation project card is built from the frozen attrs
nodes below (docs/cards-data.md). They serialise as a cattrs tagged union whose
tag is the field ``"type"`` (each class's ``tag``); ``cards.json`` stores them in each card's
``effects`` list and ``cards.py`` structures them on load. Anything outside the vocabulary (an
unknown node type, counter, resource, modifier kind, event, ability keyword, building) raises
``EffectDataError``; the card loader turns that into a ``CardDataError`` naming the card.

The vocabulary, in short (``docs/cards-data.md`` has the full meaning of every name):

- actions: ``Gain``, ``PerCount``, ``Tiered``, ``Ability``, ``FreeBuilding``, ``UniqueBuilding``,
  ``PlaySponsor``;
- timings that hold actions: ``Immediate`` (when the card is played), ``Income`` (each break),
  ``EndGame`` (final scoring);
- reactions that hold actions: ``OnIconPlayed``, ``OnEvent``;
- ongoing rule changes: ``Modifier``;
- conservation projects: ``Support`` with its ``SupportLevel``s;
- ``Custom``: one named handler for a card that fits nothing else (``CUSTOM_CARDS``).

Counters (``COUNTERS``), modifier kinds (``MODIFIER_KINDS``) and events (``EVENTS``) are small
registries of their own: each name is written once and shared by every card that uses it.
This module only describes effects; carrying them out is the rules engine's job.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar, Final, Literal, TypeAlias, Union, get_args, get_origin

import cattrs
from attrs import Attribute, field, frozen
from cattrs.strategies import configure_tagged_union

from ..base.geometry import Cell, is_connected
from ..board.buildings import BASE_BUILDING_IDS
from .vocabulary import (
    ABILITY_KEYWORDS,
    ACTION_KEYWORDS,
    CATEGORIES,
    CONTINENTS,
    ICONS,
    INVENTIVE_VARIANTS,
    LEVELLED_KEYWORDS,
    Icon,
)

__all__ = [
    "ACTION_TYPES",
    "COUNTERS",
    "CUSTOM_CARDS",
    "EFFECT_TYPES",
    "EVENTS",
    "FLAG_COUNTERS",
    "MODIFIER_KINDS",
    "RESOURCES",
    "TOP_LEVEL_TYPES",
    "Ability",
    "Custom",
    "Effect",
    "EffectDataError",
    "EndGame",
    "FreeBuilding",
    "Gain",
    "Immediate",
    "Income",
    "Modifier",
    "OnEvent",
    "OnIconPlayed",
    "PerCount",
    "PlaySponsor",
    "Recipient",
    "Resource",
    "Scope",
    "Support",
    "SupportLevel",
    "Tiered",
    "UniqueBuilding",
    "effects_from_data",
    "effects_to_data",
    "walk",
]


class EffectDataError(ValueError):
    """An effect description is outside the vocabulary or malformed."""


# ------------------------------------------------------------------------------------------------
# Registries (closed lists of names)
# ------------------------------------------------------------------------------------------------

Resource: TypeAlias = Literal[
    "money", "appeal", "conservation", "reputation", "x_tokens", "card", "card_in_range"
]
RESOURCES: Final[tuple[Resource, ...]] = get_args(Resource)
Recipient: TypeAlias = Literal["self", "others"]
Scope: TypeAlias = Literal["own", "any"]
SupportMode: TypeAlias = Literal["collect", "release", "breeding"]

# Counters: what a PerCount / Tiered / Support counts in the owner's zoo. Flag counters are 1 when
# a condition holds and 0 otherwise (only Tiered uses them, with the threshold 1).
COUNT_COUNTERS: Final[tuple[str, ...]] = (
    *(f"icon:{icon}" for icon in ICONS),
    "different_continents",
    "different_categories",
    "different_continents_and_categories",
    "small_animals",
    "large_animals",
    "universities",
    "supported_projects",
    "kiosks",
    "occupied_size_1_enclosures",
    "x_tokens",
    "reputation",
    "rock_and_water_icons",
    "rock_water_pairs",
    "connected_water_cells",
    "connected_rock_cells",
    "connected_empty_border_cells",
    "connected_bonus_cells",
    "unconnected_water_cells",
    "unconnected_rock_cells",
    "unconnected_bonus_cells",
    "empty_area_sixes",
    "buildings_next_to_this",
)
FLAG_COUNTERS: Final[tuple[str, ...]] = (
    "all_water_connected",
    "all_rock_connected",
    "all_border_covered",
    "map_covered",
)
COUNTERS: Final[frozenset[str]] = frozenset(COUNT_COUNTERS + FLAG_COUNTERS)

# Modifier kind -> (takes a value, allowed subjects or None for no subject).
MODIFIER_KINDS: Final[dict[str, tuple[bool, frozenset[str] | None]]] = {
    "support_project_strength": (True, None),
    "project_wildcard_tokens": (True, None),
    "extra_building_same_kind": (False, None),
    "build_on_rock_and_water": (False, None),
    "ignore_rock_water_requirements": (False, None),
    "border_bonus_extra": (False, None),
    "release_projects_repeatable": (False, None),
    "immune_to_interactive": (False, None),
    "extra_small_animal": (False, None),
    "animal_discount": (True, frozenset({"small", "large"})),
    "large_animal_ignore_condition": (True, None),
}

# Events an OnEvent reacts to (each occurrence triggers once).
EVENTS: Final[tuple[str, ...]] = (
    "cover_cell_next_to_water",
    "cover_cell_next_to_rock",
    "support_release_project",
)

# The cards whose rule has its own named handler (documented in docs/cards-data.md).
CUSTOM_CARDS: Final[frozenset[str]] = frozenset({"S227"})

_ANIMAL_ICONS: Final = frozenset(CONTINENTS) | frozenset(CATEGORIES)
_MAX_UNIQUE_CELLS: Final = 7


# ------------------------------------------------------------------------------------------------
# Validators
# ------------------------------------------------------------------------------------------------


def _one_of(allowed: frozenset[str] | tuple[str, ...], what: str) -> Any:
    def check(_: object, attribute: Attribute[Any], value: object) -> None:
        if not isinstance(value, str) or value not in allowed:
            raise EffectDataError(f"unknown {what} {value!r}")

    return check


def _at_least(low: int) -> Any:
    def check(_: object, attribute: Attribute[Any], value: object) -> None:
        if type(value) is not int or value < low:
            raise EffectDataError(f"{attribute.name} must be an integer >= {low}, not {value!r}")

    return check


def _optional_at_least(low: int) -> Any:
    inner = _at_least(low)

    def check(obj: object, attribute: Attribute[Any], value: object) -> None:
        if value is not None:
            inner(obj, attribute, value)

    return check


def _check_counter(value: object, *, count: bool) -> None:
    if not isinstance(value, str) or value not in COUNTERS:
        raise EffectDataError(f"unknown counter {value!r}")
    if count and value in FLAG_COUNTERS:
        raise EffectDataError(f"{value!r} is a condition, not a count (use Tiered)")


def _counter(_: object, attribute: Attribute[Any], value: object) -> None:
    _check_counter(value, count=False)


def _count_counter(_: object, attribute: Attribute[Any], value: object) -> None:
    _check_counter(value, count=True)


def _nodes(allowed: tuple[type, ...], where: str) -> Any:
    def check(_: object, attribute: Attribute[Any], value: object) -> None:
        if not isinstance(value, tuple):
            raise EffectDataError(f"{where}: expected a tuple of effects")
        for node in value:
            if not isinstance(node, allowed):
                name = getattr(type(node), "tag", type(node).__name__)
                raise EffectDataError(f"{where} cannot hold a {name!r} effect")

    return check


def _non_empty(_: object, attribute: Attribute[Any], value: tuple[object, ...]) -> None:
    if not value:
        raise EffectDataError(f"{attribute.name} must not be empty")


# ------------------------------------------------------------------------------------------------
# Actions: what happens
# ------------------------------------------------------------------------------------------------


@frozen
class Gain:
    """Gain ``amount`` of ``resource``; ``to="others"``: every other player gains it instead.

    ``card``: draw from the deck. ``card_in_range``: take from the deck or from the display
    within reputation range (one card at a time, the player's choice).
    """

    tag: ClassVar[str] = "gain"
    resource: Resource = field(validator=_one_of(RESOURCES, "resource"))
    amount: int = field(validator=_at_least(1))
    to: Recipient = field(default="self", validator=_one_of(("self", "others"), "recipient"))


@frozen
class PerCount:
    """``gain`` once for every ``per`` of ``counter`` (rounded down), at most ``max`` times."""

    tag: ClassVar[str] = "per_count"
    counter: str = field(validator=_count_counter)
    gain: Gain
    per: int = field(default=1, validator=_at_least(1))
    max: int | None = field(default=None, validator=_optional_at_least(1))


@frozen
class Tiered:
    """The gain of the highest threshold reached: ``counter >= thresholds[i]`` gives ``gains[i]``.

    Not cumulative. With a flag counter the only threshold is 1 ("if the condition holds").
    """

    tag: ClassVar[str] = "tiered"
    counter: str = field(validator=_counter)
    thresholds: tuple[int, ...] = field(validator=_non_empty)
    gains: tuple[Gain, ...]

    def __attrs_post_init__(self) -> None:
        if len(self.gains) != len(self.thresholds):
            raise EffectDataError("tiered: one gain per threshold")
        previous = 0
        for value in self.thresholds:
            if type(value) is not int or value <= previous:
                raise EffectDataError("tiered: thresholds must be increasing integers >= 1")
            previous = value
        if self.counter in FLAG_COUNTERS and self.thresholds != (1,):
            raise EffectDataError(f"tiered: the condition {self.counter!r} takes threshold 1")


def _ability_value(obj: Ability, attribute: Attribute[Any], value: object) -> None:
    keyword = obj.keyword
    if keyword in LEVELLED_KEYWORDS:
        if isinstance(value, str):
            if value not in COUNT_COUNTERS:
                raise EffectDataError(f"{keyword}: unknown counter {value!r} as its level")
        elif type(value) is not int or value < 1:
            raise EffectDataError(f"{keyword}: level must be >= 1 or a counter, not {value!r}")
    elif keyword in ACTION_KEYWORDS:
        _one_of(("animals", "build", "cards", "association", "sponsors"), "action")(
            obj, attribute, value
        )
    elif keyword == "iconic_animal":
        _one_of(CONTINENTS, "continent")(obj, attribute, value)
    elif keyword == "inventive":
        if not (value in INVENTIVE_VARIANTS or (type(value) is int and value >= 1)):
            raise EffectDataError(f"inventive: bad value {value!r}")
    elif value is not None:
        raise EffectDataError(f"{keyword} takes no value, got {value!r}")


@frozen
class Ability:
    """An animal ability keyword used by a sponsor, with the same meaning (docs/rules.md §9).

    ``value`` is the level X, or a counter name when X is "the number of ..." (Hunter X with
    X = your predator icons), an action name, a continent, or None.
    """

    tag: ClassVar[str] = "ability"
    keyword: str = field(validator=_one_of(ABILITY_KEYWORDS, "ability keyword"))
    value: int | str | None = field(default=None, validator=_ability_value)


@frozen
class FreeBuilding:
    """You may place this base building for free (normal placement rules)."""

    tag: ClassVar[str] = "free_building"
    building: str = field(validator=_one_of(BASE_BUILDING_IDS, "building"))


def _cells(_: object, attribute: Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple) or not value:
        raise EffectDataError("cells: expected a non-empty list of [col, row] pairs")
    for cell in value:
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(type(n) is int for n in cell)):
            raise EffectDataError(f"cells: {cell!r} is not a [col, row] pair")
    cells = [Cell(c, r) for c, r in value]
    if len(set(cells)) != len(cells) or len(cells) > _MAX_UNIQUE_CELLS:
        raise EffectDataError(f"cells: 1 to {_MAX_UNIQUE_CELLS} different cells")
    if min(c.col for c in cells) != 0 or min(c.row for c in cells) != 0:
        raise EffectDataError("cells: the shape must touch column 0 and row 0 (normalised)")
    if list(value) != sorted(value):
        raise EffectDataError("cells: list them sorted by column, then row")
    if not is_connected(frozenset(cells)):
        raise EffectDataError("cells: the shape is not edge-connected")


def _building_id(_: object, attribute: Attribute[Any], value: object) -> None:
    if not isinstance(value, str) or not value.replace("_", "").isalpha() or not value.islower():
        raise EffectDataError(f"unique building id must be snake_case, not {value!r}")
    if value in BASE_BUILDING_IDS:
        raise EffectDataError(f"{value!r} is a base building, not a unique one")


@frozen
class UniqueBuilding:
    """Place this sponsor's unique building (square shape ``cells``, any rotation/reflection).

    Placement conditions beyond the normal rules: at least ``next_to_water`` water spaces and
    ``next_to_rock`` rock spaces adjacent to the building, at least ``on_border_cells`` of its
    cells on border spaces, and ``detached``: it need not touch another building. The card can
    only be played when the building fits. Kiosks count it like any unique building.
    """

    tag: ClassVar[str] = "unique_building"
    building: str = field(validator=_building_id)
    cells: tuple[tuple[int, int], ...] = field(validator=_cells)
    next_to_water: int = field(default=0, validator=_at_least(0))
    next_to_rock: int = field(default=0, validator=_at_least(0))
    on_border_cells: int = field(default=0, validator=_at_least(0))
    detached: bool = False

    @property
    def size(self) -> int:
        return len(self.cells)


@frozen
class PlaySponsor:
    """Play 1 Sponsor card from your hand, paying its level in money (its conditions apply)."""

    tag: ClassVar[str] = "play_sponsor"


ACTION_TYPES: Final[tuple[type, ...]] = (
    Gain,
    PerCount,
    Tiered,
    Ability,
    FreeBuilding,
    UniqueBuilding,
    PlaySponsor,
)
_ACTIONS_NO_BUILDING: Final = tuple(t for t in ACTION_TYPES if t is not UniqueBuilding)


# ------------------------------------------------------------------------------------------------
# Timings and reactions: when it happens
# ------------------------------------------------------------------------------------------------


@frozen
class Immediate:
    """Once, when the card is played (yellow): the actions in order."""

    tag: ClassVar[str] = "immediate"
    effects: tuple[Effect, ...] = field(validator=(_non_empty, _nodes(ACTION_TYPES, "immediate")))


@frozen
class Income:
    """In the income step of every break (purple)."""

    tag: ClassVar[str] = "income"
    effects: tuple[Effect, ...] = field(
        validator=(_non_empty, _nodes(_ACTIONS_NO_BUILDING, "income"))
    )


@frozen
class EndGame:
    """Once, in the final scoring (brown)."""

    tag: ClassVar[str] = "end_game"
    effects: tuple[Effect, ...] = field(
        validator=(_non_empty, _nodes(_ACTIONS_NO_BUILDING, "end_game"))
    )


def _icons(_: object, attribute: Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple) or not value:
        raise EffectDataError("icons: expected a non-empty list")
    for icon in value:
        if icon not in ICONS:
            raise EffectDataError(f"unknown icon {icon!r}")


@frozen
class OnIconPlayed:
    """Each time one of ``icons`` enters a zoo: once per icon, the card's own icons included.

    ``scope``: ``own`` = the owner's zoo, ``any`` = any player's zoo (the owner gains).
    ``new_only``: only for an icon the zoo did not have yet (once per new icon kind).
    ``limit``: at most that many times in the game (tokens placed on the card when played).
    """

    tag: ClassVar[str] = "on_icon_played"
    icons: tuple[Icon, ...] = field(validator=_icons)
    scope: Scope = field(validator=_one_of(("own", "any"), "scope"))
    effects: tuple[Effect, ...] = field(
        validator=(_non_empty, _nodes(_ACTIONS_NO_BUILDING, "on_icon_played"))
    )
    new_only: bool = False
    limit: int | None = field(default=None, validator=_optional_at_least(1))


@frozen
class OnEvent:
    """Each time ``event`` (a name in ``EVENTS``) happens to the owner."""

    tag: ClassVar[str] = "on_event"
    event: str = field(validator=_one_of(EVENTS, "event"))
    effects: tuple[Effect, ...] = field(
        validator=(_non_empty, _nodes(_ACTIONS_NO_BUILDING, "on_event"))
    )


def _modifier_value(obj: Modifier, attribute: Attribute[Any], value: object) -> None:
    takes_value, _ = MODIFIER_KINDS.get(obj.kind, (False, None))
    if takes_value:
        _at_least(1)(obj, attribute, value)
    elif value is not None:
        raise EffectDataError(f"modifier {obj.kind!r} takes no value")


def _modifier_subject(obj: Modifier, attribute: Attribute[Any], value: object) -> None:
    _, subjects = MODIFIER_KINDS.get(obj.kind, (False, None))
    if subjects is None:
        if value is not None:
            raise EffectDataError(f"modifier {obj.kind!r} takes no subject")
    else:
        _one_of(subjects, f"{obj.kind} subject")(obj, attribute, value)


@frozen
class Modifier:
    """An ongoing rule change for the owner, one closed ``kind`` each (``MODIFIER_KINDS``)."""

    tag: ClassVar[str] = "modifier"
    kind: str = field(validator=_one_of(frozenset(MODIFIER_KINDS), "modifier kind"))
    value: int | None = field(default=None, validator=_modifier_value)
    subject: str | None = field(default=None, validator=_modifier_subject)


# ------------------------------------------------------------------------------------------------
# Conservation projects
# ------------------------------------------------------------------------------------------------


@frozen
class SupportLevel:
    """One support space of a project: what it needs (``count``) and what it gives."""

    count: int = field(validator=_at_least(1))
    gains: tuple[Gain, ...] = field(validator=_non_empty)


@frozen
class Support:
    """How a conservation project is supported, level by level (left, middle, right).

    - ``collect``: at least ``count`` of ``counter`` in your zoo; nothing leaves the zoo.
    - ``release``: discard 1 animal with ``icon`` from your zoo (its icons go with it); its
      standard-enclosure size picks the level: ``count`` 4 = size 4 or more, 3 = size 3,
      2 = size 2 or less.
    - ``breeding``: 1 animal with ``icon`` in your zoo and a partner zoo on one of that animal's
      continents; every level needs the same (``count`` 1), only the rewards differ.
    """

    tag: ClassVar[str] = "support"
    mode: SupportMode = field(validator=_one_of(("collect", "release", "breeding"), "mode"))
    levels: tuple[SupportLevel, ...]
    counter: str | None = None
    icon: Icon | None = None

    def __attrs_post_init__(self) -> None:
        if len(self.levels) != 3:
            raise EffectDataError("support: exactly 3 levels (left, middle, right)")
        if self.mode == "collect":
            if self.icon is not None or self.counter is None:
                raise EffectDataError("support: collecting needs a counter and no icon")
            _check_counter(self.counter, count=True)
        else:
            if self.counter is not None or self.icon not in _ANIMAL_ICONS:
                raise EffectDataError(f"support: {self.mode} needs an animal icon, no counter")
            expected = (4, 3, 2) if self.mode == "release" else (1, 1, 1)
            if tuple(level.count for level in self.levels) != expected:
                raise EffectDataError(f"support: {self.mode} level counts must be {expected}")


# ------------------------------------------------------------------------------------------------
# The escape hatch
# ------------------------------------------------------------------------------------------------


@frozen
class Custom:
    """The whole rule of ``card_id`` is a named handler in Python (``CUSTOM_CARDS``)."""

    tag: ClassVar[str] = "custom"
    card_id: str = field(validator=_one_of(CUSTOM_CARDS, "custom card"))


Effect: TypeAlias = Union[  # noqa: UP007 - the tagged union needs a typing.Union
    Gain,
    PerCount,
    Tiered,
    Ability,
    FreeBuilding,
    UniqueBuilding,
    PlaySponsor,
    Immediate,
    Income,
    EndGame,
    OnIconPlayed,
    OnEvent,
    Modifier,
    Support,
    Custom,
]
EFFECT_TYPES: Final[tuple[type, ...]] = get_args(Effect)


def _tag(cls: type) -> str:
    tag: str = getattr(cls, "tag")  # noqa: B009 - every node class has a ClassVar tag
    return tag


TAGS: Final[dict[str, type]] = {_tag(cls): cls for cls in EFFECT_TYPES}
# What may stand at the top of a card's effects list.
TOP_LEVEL_TYPES: Final[tuple[type, ...]] = (
    Immediate,
    Income,
    EndGame,
    OnIconPlayed,
    OnEvent,
    Modifier,
    Support,
    Custom,
)


# ------------------------------------------------------------------------------------------------
# Serialisation
# ------------------------------------------------------------------------------------------------


def _strict(kind: type) -> Any:
    def hook(value: object, _: object) -> object:
        if type(value) is not kind:
            raise EffectDataError(f"expected {kind.__name__}, got {value!r}")
        return value

    return hook


def _ability_value_hook(value: object, _: object) -> object:
    if value is not None and type(value) not in (int, str):
        raise EffectDataError(f"expected a number, a name or null, got {value!r}")
    return value


def _literal_hook(literal: Any) -> Any:
    allowed = get_args(literal)

    def hook(value: object, _: object) -> object:
        if not isinstance(value, str) or value not in allowed:
            raise EffectDataError(f"unknown value {value!r} (expected one of {', '.join(allowed)})")
        return value

    return hook


def _is_literal(kind: Any) -> bool:
    return bool(get_origin(kind) is Literal)


def _make_converter() -> cattrs.Converter:
    converter = cattrs.Converter(omit_if_default=True, forbid_extra_keys=True)
    for kind in (int, str, bool):
        converter.register_structure_hook(kind, _strict(kind))
    converter.register_structure_hook_factory(_is_literal, _literal_hook)
    converter.register_structure_hook(int | str | None, _ability_value_hook)
    configure_tagged_union(Effect, converter, tag_generator=_tag, tag_name="type")
    return converter


CONVERTER: Final = _make_converter()
_EFFECTS_TYPE: Final[Any] = tuple[Effect, ...]


def _leaves(error: BaseException) -> Iterator[BaseException]:
    if isinstance(error, BaseExceptionGroup):
        for inner in error.exceptions:
            yield from _leaves(inner)
    else:
        yield error


def _check_tags(data: object, where: str) -> None:
    """Reject unknown ``type`` tags with a readable message before cattrs sees them."""
    if isinstance(data, list):
        for index, item in enumerate(data):
            _check_tags(item, f"{where}[{index}]")
    elif isinstance(data, dict):
        tag = data.get("type")
        if "type" in data and tag not in TAGS:
            raise EffectDataError(f"{where}: unknown effect type {tag!r}")
        for key, value in data.items():
            _check_tags(value, f"{where}.{key}")


def effects_from_data(data: object) -> tuple[Effect, ...]:
    """Structure a card's ``effects`` list; raises EffectDataError on anything unknown."""
    if not isinstance(data, list):
        raise EffectDataError("effects: expected a list")
    for index, item in enumerate(data):
        if not isinstance(item, dict) or "type" not in item:
            raise EffectDataError(f"effects[{index}]: expected an object with a 'type'")
    _check_tags(data, "effects")
    try:
        effects: tuple[Effect, ...] = CONVERTER.structure(data, _EFFECTS_TYPE)
    except Exception as error:  # cattrs wraps validator errors in exception groups
        messages = sorted({str(leaf) for leaf in _leaves(error)})
        raise EffectDataError("; ".join(messages) or repr(error)) from error
    for index, node in enumerate(effects):
        if not isinstance(node, TOP_LEVEL_TYPES):
            raise EffectDataError(f"effects[{index}]: a {_tag(type(node))!r} cannot stand alone")
    return effects


def _type_first(value: Any) -> Any:
    if isinstance(value, dict):
        ordered = {"type": value["type"]} if "type" in value else {}
        ordered.update((k, _type_first(v)) for k, v in value.items() if k != "type")
        return ordered
    if isinstance(value, list | tuple):
        return [_type_first(item) for item in value]
    return value


def effects_to_data(effects: Sequence[Effect]) -> list[dict[str, Any]]:
    """JSON-ready data (the ``type`` key first, default values omitted)."""
    data: list[dict[str, Any]] = _type_first(CONVERTER.unstructure(tuple(effects), _EFFECTS_TYPE))
    return data


def walk(effects: Sequence[object]) -> Iterator[object]:
    """Every node of an effect tree, parents before children (Gains inside nodes included)."""
    for node in effects:
        yield node
        if isinstance(node, Immediate | Income | EndGame | OnIconPlayed | OnEvent):
            yield from walk(node.effects)
        elif isinstance(node, PerCount):
            yield node.gain
        elif isinstance(node, Tiered):
            yield from node.gains
        elif isinstance(node, Support):
            for level in node.levels:
                yield level
                yield from level.gains
