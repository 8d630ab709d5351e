"""The Animals action, both sides (docs/rules.md §12, §9, §10).

Side I plays 0/1/1/1/2 animals at strength 1..5 from the hand; side II 1/1/2/2/2, also from the
display within reputation range (+ the folder number in money), and at strength ≥ 5 the player
may first gain 1 reputation. Each animal: conditions, cost (−3 per continent icon matching a
partner zoo, also off the folder surcharge, never below 0), an enclosure, then its appeal,
conservation, reputation and ability; "after finishing" abilities wait for the card to reach slot 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import NamedTuple

from attrs import frozen

from ..base.constants import ANIMALS, CONTINENTS
from ..base.geometry import Cell, adjacent_cells
from ..base.tracks import REPUTATION_MAX, reputation_range
from ..board.buildings import SPECIAL_ENCLOSURE, STANDARD_ENCLOSURE
from ..board.zoo import building_type
from ..board.zoo_map import load_map
from ..catalog.cards import AnimalCard, CardDB
from ..catalog.effects import Modifier
from ..catalog.icons import zoo_icons
from ..catalog.modifiers import has_modifier, modifier_index, modifier_value
from ..kernel.choices import (
    Choice,
    MoveAnimal,
    PlaceAnimal,
    PlayAnimal,
    Skip,
    TakeFromDisplay,
    TakeReputation,
)
from ..kernel.core import ChoiceFrame, Core, Frame, RulesError, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import AnimalPlayed, CardMoved
from ..kernel.state import PlacedBuilding, PlayerState
from ..kernel.triggers import ActionRules, BuildingBuilt, CardPlayed, TriggerBus
from ..kernel.zones import take_display_card
from . import gains
from .abilities import ability_frames
from .custom_cards import size_allowed, size_allowed_by, waza_appeal, waza_choice
from .map_abilities import (
    area_bonus_frames,
    effective_enclosure_size,
    effective_size_on,
    ignores_one_condition,
    tower_appeal,
)

ANIMALS_I = (0, 1, 1, 1, 2)
ANIMALS_II = (1, 1, 2, 2, 2)
STRENGTH_FOR_REPUTATION = 5  # Animals II: from this strength on, 1 reputation may come first
ANIMALS_II_REPUTATION = 1
PARTNER_ZOO_DISCOUNT = 3
SPECIAL_CAPACITY = {"petting_zoo": 3, "reptile_house": 5, "large_bird_aviary": 5}


def animals_allowed(strength: int, upgraded: bool) -> int:
    table = ANIMALS_II if upgraded else ANIMALS_I
    return table[min(strength, 5) - 1] if strength >= 1 else 0


# -- conditions and cost ---------------------------------------------------------------------


def unmet_conditions(g: Core, seat: int, card: AnimalCard, upgraded: bool) -> list[str]:
    """The card's conditions the player does not meet (rock/water needs are the enclosure's)."""
    player = g.state.players[seat]
    req = card.requirements
    unmet: list[str] = []
    if req.icons:
        icons = zoo_icons(g.cards, player)
        unmet.extend(f"icon:{icon}" for icon, n in req.icons.items() if icons[icon] < n)
    if req.partner_zoo and not any(c in player.partner_zoos for c in continents_of(card)):
        unmet.append("partner_zoo")
    if req.reputation and player.reputation < req.reputation:
        unmet.append("reputation")
    if req.animals_ii and not upgraded:
        unmet.append("animals_ii")
    return unmet


def conditions_met(g: Core, seat: int, card: AnimalCard, upgraded: bool) -> bool:
    """`upgraded`: the Animals card used is on side II (Hypnosis may use another player's)."""
    unmet = _unmet_count(g, seat, card, upgraded)
    if not unmet:
        return True  # most animals asked about (the checks below look at the zoo's cards)
    # Research Institute: one condition may be ignored (never rock/water, which are not here);
    # WAZA Large Animal Program: large animals may ignore one more.
    allowed = int(ignores_one_condition(g.state.players[seat]))
    if card.is_large:
        allowed += modifier_value(g, seat, "large_animal_ignore_condition")
    return unmet <= allowed


def _unmet_count(g: Core, seat: int, card: AnimalCard, upgraded: bool) -> int:
    """`len(unmet_conditions(...))` without naming them (asked for every animal a listing
    looks at)."""
    req = card.requirements
    unmet = 0
    if req.animals_ii and not upgraded:
        unmet += 1
    if req.reputation and g.state.players[seat].reputation < req.reputation:
        unmet += 1
    if req.icons:
        player = g.state.players[seat]
        icons = zoo_icons(g.cards, player)
        unmet += sum(1 for icon, n in req.icons.items() if icons[icon] < n)
    if req.partner_zoo:
        partners = g.state.players[seat].partner_zoos
        if not any(c in partners for c in continents_of(card)):
            unmet += 1
    return unmet


def continents_of(card: AnimalCard) -> tuple[str, ...]:
    return tuple(c for c in CONTINENTS if card.icons.get(c, 0))  # type: ignore[call-overload]


def animal_cost(g: Core, seat: int, card: AnimalCard, folder: int) -> int:
    """Printed cost + folder number, −3 per continent icon matching a partner zoo, minus the
    sponsors' discounts for small / large animals; never below 0."""
    return _Prices(g, seat).cost(card, folder)


def _discounts(index: Mapping[str, tuple[Modifier, ...]]) -> tuple[int, int]:
    """The sponsors' discounts (small, large animals) in a zoo's modifier index."""
    found = index.get("animal_discount")
    if not found:
        return 0, 0  # most zoos
    small = sum(m.value or 0 for m in found if m.subject == "small")
    large = sum(m.value or 0 for m in found if m.subject == "large")
    return small, large


class _Prices:
    """What an animal costs `seat`: the partner zoos and the sponsors' discounts, looked up
    once for all the animals a question is about."""

    __slots__ = ("large", "partner_zoos", "small")

    def __init__(self, g: Core, seat: int) -> None:
        self.partner_zoos = frozenset(g.state.players[seat].partner_zoos)
        self.small, self.large = _discounts(modifier_index(g, seat))

    def cost(self, card: AnimalCard, folder: int) -> int:
        discount = 0
        if self.partner_zoos:
            icons = card.icons
            discount = PARTNER_ZOO_DISCOUNT * sum(
                icons.get(zoo, 0)  # type: ignore[call-overload]
                for zoo in self.partner_zoos
            )
        if self.small and card.is_small:
            discount += self.small
        if self.large and card.is_large:
            discount += self.large
        return max(0, card.cost + folder - discount)


# -- enclosures ----------------------------------------------------------------------------------


def rock_and_water_around(player: PlayerState, placed: PlacedBuilding) -> tuple[int, int]:
    """The rock and the water cells next to a building."""
    return _rock_and_water_around(player.map_id, placed.cells)


@lru_cache(maxsize=16384)
def _rock_and_water_around(map_id: str, cells: frozenset[Cell]) -> tuple[int, int]:
    zmap = load_map(map_id)
    around = adjacent_cells(cells)
    return len(around & zmap.rock_cells), len(around & zmap.water_cells)


def space_used(g: Core, placed: PlacedBuilding) -> int:
    """Spaces taken in a special enclosure by the animals in it."""
    total = 0
    for card_id in placed.animals:
        animal = g.cards.get_animal(card_id)
        total += animal.enclosures.get(placed.building, 1)  # type: ignore[call-overload]
    return total


def fits(g: Core, player: PlayerState, card: AnimalCard, placed: PlacedBuilding) -> bool:
    """Can `card` move into `placed` now (ignoring Flock Animal)?"""
    btype = building_type(placed)
    if btype.kind == STANDARD_ENCLOSURE:
        size = card.standard_size
        if size is None or placed.animals or effective_enclosure_size(player, placed) < size:
            return False
    elif btype.kind == SPECIAL_ENCLOSURE:
        need = card.enclosures.get(placed.building)  # type: ignore[call-overload]
        if need is None or space_used(g, placed) + need > SPECIAL_CAPACITY[placed.building]:
            return False
    else:
        return False
    return terrain_needs_met(g, player, card, placed)


def terrain_needs_met(
    g: Core, player: PlayerState, card: AnimalCard, placed: PlacedBuilding
) -> bool:
    """Rock and water icons: at least that many rock / water cells next to the enclosure
    (Diversity Researcher lifts this)."""
    if not card.rock and not card.water:
        return True
    if has_modifier(g, player.seat, "ignore_rock_water_requirements"):
        return True
    rock, water = rock_and_water_around(player, placed)
    return rock >= card.rock and water >= card.water


def flock_fits(g: Core, player: PlayerState, card: AnimalCard, placed: PlacedBuilding) -> bool:
    """Flock Animal X: into an occupied standard enclosure of size ≥ X housing a herbivore."""
    level = next((a.value for a in card.abilities if a.keyword == "flock_animal"), None)
    if not isinstance(level, int) or not placed.animals:
        return False
    if building_type(placed).kind != STANDARD_ENCLOSURE:
        return False
    if effective_enclosure_size(player, placed) < level:
        return False
    herbivore = any(g.cards.get_animal(a).icons.get("herbivore", 0) for a in placed.animals)
    return herbivore and terrain_needs_met(g, player, card, placed)


def enclosures_for(g: Core, seat: int, card: AnimalCard) -> list[PlacedBuilding]:
    player = g.state.players[seat]
    return [
        b for b in player.buildings if fits(g, player, card, b) or flock_fits(g, player, card, b)
    ]


class EnclosureFacts(NamedTuple):
    """What `fits` and `flock_fits` ask of one enclosure, worked out once per zoo (`_facts`);
    a tuple, unpacked in `_fits_somewhere`'s loop."""

    building: str
    standard: bool  # a standard enclosure (else a special one)
    size: int  # standard: its effective size (Outdoor Areas); special: spaces still free
    occupied: bool
    herbivore: bool  # an animal in it has a herbivore icon (Flock Animal)
    rock: int  # rock and water cells next to it
    water: int


def _facts(g: Core, player: PlayerState) -> tuple[EnclosureFacts, ...]:
    """The zoo's enclosures as `EnclosureFacts`, kept until its buildings change."""
    buildings = player.buildings
    known = _facts_kept.get(id(buildings))
    if known is not None and known[0] is buildings and known[1] is g.cards:
        return known[2]
    cards, map_id = g.cards, player.map_id
    found: list[EnclosureFacts] = []
    for placed in buildings:
        # Most of the buildings are the very objects of the zoo's previous tuple: looked up by
        # identity first (hashing a building calls Python code).
        kept = _placed_kept.get(id(placed))
        if kept is not None and kept[0] is placed and kept[1] is cards and kept[2] == map_id:
            fact = kept[3]
        else:
            fact = _enclosure_facts(cards, map_id, placed)
            if len(_placed_kept) >= _FACTS_KEPT:
                _placed_kept.clear()
            _placed_kept[id(placed)] = (placed, cards, map_id, fact)  # held: id not reused
        if fact is not None:
            found.append(fact)
    facts = tuple(found)
    if len(_facts_kept) >= _FACTS_KEPT:
        _facts_kept.clear()
    # Keyed by the buildings tuple itself (held here, so its id is not reused): it is a new
    # tuple whenever something is built or an animal moves in.
    _facts_kept[id(buildings)] = (buildings, g.cards, facts)
    return facts


@lru_cache(maxsize=16384)
def _enclosure_facts(cards: CardDB, map_id: str, placed: PlacedBuilding) -> EnclosureFacts | None:
    """One building's `EnclosureFacts` (None: not an enclosure)."""
    kind = building_type(placed).kind
    if kind not in (STANDARD_ENCLOSURE, SPECIAL_ENCLOSURE):
        return None
    rock, water = _rock_and_water_around(map_id, placed.cells)
    standard = kind == STANDARD_ENCLOSURE
    if standard:
        size = effective_size_on(map_id, placed)
    else:
        used = sum(
            cards.get_animal(a).enclosures.get(placed.building, 1)  # type: ignore[call-overload]
            for a in placed.animals
        )
        size = SPECIAL_CAPACITY[placed.building] - used
    herbivore = any(cards.get_animal(a).icons.get("herbivore", 0) for a in placed.animals)
    return EnclosureFacts(
        placed.building, standard, size, bool(placed.animals), herbivore, rock, water
    )


_FACTS_KEPT = 16384
_placed_kept: dict[int, tuple[PlacedBuilding, CardDB, str, EnclosureFacts | None]] = {}
_facts_kept: dict[int, tuple[tuple[PlacedBuilding, ...], object, tuple[EnclosureFacts, ...]]] = {}


def has_enclosure_for(g: Core, seat: int, card: AnimalCard) -> bool:
    """Some enclosure takes `card` now (as `fits` or `flock_fits` would say): the first one
    found is proof enough."""
    facts = _facts(g, g.state.players[seat])
    terrain_free = has_modifier(g, seat, "ignore_rock_water_requirements")
    return bool(facts) and _fits_somewhere(facts, _needs(card), terrain_free)


def ready_but_money(g: Core, seat: int, card: AnimalCard) -> bool:
    """Whether `seat` could play `card` with its Animals card as it is, the money aside: an
    enclosure takes it, the WAZA program allows its size, its conditions are met (counting the
    one the Research Institute and WAZA let it ignore)."""
    return (
        has_enclosure_for(g, seat, card)
        and size_allowed(g, seat, card)
        and conditions_met_now(g, seat, card)
    )


def conditions_met_now(g: Core, seat: int, card: AnimalCard) -> bool:
    """Whether `card`'s conditions are met for `seat` with its own Animals card as it is."""
    return conditions_met(g, seat, card, g.state.players[seat].is_upgraded(ANIMALS))


class AnimalNeeds(NamedTuple):
    """What an animal asks of an enclosure (`fits`, `flock_fits`), read off its card once."""

    standard_size: int | None
    flock: int | None  # Flock Animal X
    rock: int
    water: int
    special: Mapping[str, int]  # special enclosure → spaces it takes


def _needs(card: AnimalCard) -> AnimalNeeds:
    known = _needs_kept.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    flock = next((a.value for a in card.abilities if a.keyword == "flock_animal"), None)
    needs = AnimalNeeds(
        card.standard_size,
        flock if isinstance(flock, int) else None,
        card.rock,
        card.water,
        {k: v for k, v in card.enclosures.items() if k != "standard"},
    )
    _needs_kept[id(card)] = (card, needs)  # cards live as long as their CardDB: few
    return needs


_needs_kept: dict[int, tuple[AnimalCard, AnimalNeeds]] = {}


def _fits_somewhere(
    facts: tuple[EnclosureFacts, ...], needs: AnimalNeeds, terrain_free: bool
) -> bool:
    size, flock, rock_needed, water_needed, special = needs
    terrain_free = terrain_free or (not rock_needed and not water_needed)
    for building, standard, free, occupied, herbivore, rock, water in facts:
        if standard:
            if occupied:
                if flock is None or not herbivore or free < flock:
                    continue
            elif size is None or free < size:
                continue
        else:
            need = special.get(building)
            if need is None or need > free:
                continue
        if terrain_free or (rock >= rock_needed and water >= water_needed):
            return True
    return False


# -- which animals can be played -------------------------------------------------------------


class _AnimalFacts(NamedTuple):
    """What a listing asks of an animal card that never changes, read off the card once."""

    card: AnimalCard
    cost: int  # printed
    continents: tuple[tuple[str, int], ...]  # its continent icons (partner zoo discounts)
    small: bool
    large: bool
    needs: AnimalNeeds
    conditional: bool  # it prints a condition (else `conditions_met` is True)


def _animal_facts(cards: CardDB) -> dict[str, _AnimalFacts]:
    """The animal cards of `cards` by id, as `_AnimalFacts` (other cards are not in it)."""
    known = _animal_facts_kept.get(id(cards))
    if known is not None and known[0] is cards:
        return known[1]
    found: dict[str, _AnimalFacts] = {}
    for card in cards.animals():
        req = card.requirements
        found[card.id] = _AnimalFacts(
            card,
            card.cost,
            tuple((c, n) for c in CONTINENTS if (n := card.icons.get(c, 0))),  # type: ignore[call-overload]
            card.is_small,
            card.is_large,
            _needs(card),
            bool(req.animals_ii or req.reputation or req.icons or req.partner_zoo),
        )
    if len(_animal_facts_kept) >= _FACTS_KEPT:
        _animal_facts_kept.clear()
    _animal_facts_kept[id(cards)] = (cards, found)  # held here: its id is not reused
    return found


_animal_facts_kept: dict[int, tuple[CardDB, dict[str, _AnimalFacts]]] = {}


def playable(g: Core, seat: int, upgraded: bool, reputation: int | None = None) -> list[PlayAnimal]:
    """Animals the player can play now: from the hand, and on side II from the display within
    reputation range; conditions met, affordable, with an enclosure."""
    return _playable(g, seat, upgraded, reputation)


def any_playable(g: Core, seat: int, upgraded: bool, reputation: int | None = None) -> bool:
    """Whether `playable` would list anything: answered by the first animal that can be."""
    return bool(_playable(g, seat, upgraded, reputation, first=True))


def _playable(
    g: Core,
    seat: int,
    upgraded: bool,
    reputation: int | None,
    beyond: int = 0,
    first: bool = False,
) -> list[PlayAnimal]:
    """`beyond` > 0: only the display folders past that one (not the hand). `first`: stop at
    the first playable animal (a proof that there is one)."""
    st = g.state
    player = st.players[seat]
    facts = _facts(g, player)
    if not facts:
        return []  # no enclosure in the zoo: no animal can move in
    hand = () if beyond else player.hand
    if upgraded:
        reach = reputation_range(player.reputation if reputation is None else reputation)
        ids = (*hand, *st.display[beyond:reach])
    else:
        ids = hand
    index = modifier_index(g, seat)
    small_off, large_off = _discounts(index)
    terrain_free = "ignore_rock_water_requirements" in index
    partners = player.partner_zoos
    waza = waza_choice(g, seat)
    money = player.money
    animals = _animal_facts(g.cards)
    in_hand = len(hand)
    found: list[PlayAnimal] = []
    for i, card_id in enumerate(ids):
        facts_of = animals.get(card_id)
        if facts_of is None:
            continue  # not an animal
        card, cost, continents, small, large, needs, conditional = facts_of
        folder = 0 if i < in_hand else i - in_hand + beyond + 1
        # The cheapest checks first; all must hold. The price as `_Prices.cost` works it out.
        cost += folder
        if small and small_off:
            cost -= small_off
        if large and large_off:
            cost -= large_off
        if partners and continents:
            for continent, n in continents:
                if continent in partners:
                    cost -= PARTNER_ZOO_DISCOUNT * n
        if (cost if cost > 0 else 0) > money:
            continue
        if not _fits_somewhere(facts, needs, terrain_free):
            continue
        if waza is not None and not size_allowed_by(waza, small, large):
            continue
        if conditional and not conditions_met(g, seat, card, upgraded):
            continue
        found.append(PlayAnimal(card_id, folder))
        if first:
            break
    return found


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    if any_playable(g, seat, upgraded):
        return 1 if upgraded else 2
    if upgraded:
        # At strength 5 the reputation that may be gained first may bring another folder within
        # range (AnimalsReputation then offers only taking it).
        # Only the folders it brings within range can hold a playable animal: the hand and the
        # folders in range were just found to have none (nothing else depends on `more`).
        player = g.state.players[seat]
        more = min(player.reputation + ANIMALS_II_REPUTATION, player.reputation_cap)
        reach = reputation_range(player.reputation)
        if reputation_range(more) > reach and _playable(
            g, seat, upgraded, more, beyond=reach, first=True
        ):
            return STRENGTH_FOR_REPUTATION
    return None


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    g.push(AnimalsStep(seat, animals_allowed(strength, upgraded), upgraded, False, ()))
    if upgraded and strength >= STRENGTH_FOR_REPUTATION:
        g.push(AnimalsReputation(seat))


@frozen
class AnimalsReputation(ChoiceFrame[TakeReputation | Skip]):
    """Animals II at strength 5 or more: the player may first gain 1 reputation (rulebook p.13,
    "you may"). Declining is offered only while an animal stays playable without it (the card
    was offered because the action can be completed: `_min_strength`)."""

    kind = DecisionKind.ANIMALS_REPUTATION
    choice_types = (TakeReputation, Skip)

    def options(self, g: Core) -> tuple[Choice, ...]:
        player = g.state.players[self.seat]
        if player.reputation >= player.reputation_cap < REPUTATION_MAX:
            return ()  # at the cap of 9 (Cards I) there is nothing to gain
        options: list[Choice] = [TakeReputation(ANIMALS_II_REPUTATION)]
        if any_playable(g, self.seat, True):
            options.append(Skip())
        return tuple(options)

    def prompt(self, g: Core) -> str:
        return f"Animals II: gain {ANIMALS_II_REPUTATION} reputation before playing animals?"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeReputation | Skip) -> None:
        if isinstance(choice, TakeReputation):
            gains.gain_reputation(g, self.seat, choice.amount, "Animals II at strength 5")


@frozen
class AnimalsStep(ChoiceFrame[PlayAnimal | Skip]):
    """Choose the next animal to play (after the first: or stop)."""

    kind = DecisionKind.PLAY_ANIMAL
    choice_types = (PlayAnimal, Skip)

    remaining: int
    upgraded: bool
    played_any: bool
    played: tuple[str, ...] = ()

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.remaining <= 0:
            return ()
        options: list[Choice] = list(playable(g, self.seat, self.upgraded))
        if options and self.played_any:
            options.append(Skip())
        return tuple(options)

    def prompt(self, g: Core) -> str:
        return f"Play an animal ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        self.finish(g)

    def on_choice(self, g: Core, choice: PlayAnimal | Skip) -> None:
        if not isinstance(choice, PlayAnimal):
            self.finish(g)
            return
        g.push(
            ChooseEnclosure(self.seat, choice.card, choice.folder),
            AnimalsStep(
                self.seat, self.remaining - 1, self.upgraded, True, (*self.played, choice.card)
            ),
        )

    def finish(self, g: Core) -> None:
        """WAZA Small Animal Program (S228): after only small animals, one more small animal
        from the hand, then a small animal from the display into the hand."""
        if (
            self.played
            and has_modifier(g, self.seat, "extra_small_animal")
            and all(g.cards.get_animal(c).is_small for c in self.played)
        ):
            g.push(ExtraSmallAnimal(self.seat, self.upgraded), TakeSmallAnimal(self.seat))


@frozen
class ExtraSmallAnimal(ChoiceFrame[PlayAnimal | Skip]):
    kind = DecisionKind.PLAY_ANIMAL
    choice_types = (PlayAnimal, Skip)
    upgraded: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        options = tuple(
            o
            for o in playable(g, self.seat, self.upgraded)
            if o.folder == 0 and g.cards.get_animal(o.card).is_small
        )
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return "WAZA Small Animal Program: play one more small animal?"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: PlayAnimal | Skip) -> None:
        if isinstance(choice, PlayAnimal):
            g.push(ChooseEnclosure(self.seat, choice.card, 0))


@frozen
class TakeSmallAnimal(ChoiceFrame[TakeFromDisplay | Skip]):
    kind = DecisionKind.TAKE_CARD
    choice_types = (TakeFromDisplay, Skip)

    def options(self, g: Core) -> tuple[Choice, ...]:
        display = g.state.display
        options = tuple(
            TakeFromDisplay(f, c)
            for f, c in enumerate(display, start=1)
            if isinstance(g.cards.get(c), AnimalCard) and g.cards.get_animal(c).is_small
        )
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return "WAZA Small Animal Program: take a small animal from the display?"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeFromDisplay | Skip) -> None:
        if isinstance(choice, TakeFromDisplay):  # "you may": Skip takes none
            take_display_card(g, self.seat, choice.folder)


@frozen
class ChooseEnclosure(ChoiceFrame[PlaceAnimal]):
    """Choose where the animal being played lives; then pay and score it."""

    kind = DecisionKind.PLACE_ANIMAL
    choice_types = PlaceAnimal
    card: str
    folder: int

    def options(self, g: Core) -> tuple[PlaceAnimal, ...]:
        card = g.cards.get_animal(self.card)
        return tuple(
            PlaceAnimal(tuple(sorted(b.cells))) for b in enclosures_for(g, self.seat, card)
        )

    def prompt(self, g: Core) -> str:
        card = g.cards.get_animal(self.card)
        return f"Choose an enclosure for {card.name} (size {card.size})"

    def decision_source(self, g: Core) -> str:
        return self.card

    def on_no_options(self, g: Core) -> None:
        raise RulesError(f"no enclosure for {self.card}")

    def on_choice(self, g: Core, choice: PlaceAnimal) -> None:
        play_animal(g, self.seat, self.card, self.folder, frozenset(choice.enclosure))


def play_animal(g: Core, seat: int, card_id: str, folder: int, enclosure: frozenset[Cell]) -> None:
    st = g.state
    player = st.players[seat]
    card = g.cards.get_animal(card_id)
    cost = animal_cost(g, seat, card, folder)
    if cost:
        gains.gain_money(g, seat, -cost, f"played {card.name}")
    if folder:
        st.display = st.display[: folder - 1] + st.display[folder:]
        source = f"display {folder}"
    else:
        index = player.hand.index(card_id)
        player.hand = player.hand[:index] + player.hand[index + 1 :]
        source = "hand"
    target = next(b for b in player.buildings if b.cells == enclosure)
    newly_occupied = not target.animals
    placed = PlacedBuilding(target.building, target.cells, (*target.animals, card_id))
    player.buildings = tuple(placed if b is target else b for b in player.buildings)
    player.zoo_cards = (*player.zoo_cards, card_id)
    g.emit(CardMoved(card_id, source, "zoo", seat))
    g.emit(AnimalPlayed(seat, card_id, cost, tuple((c.col, c.row) for c in sorted(enclosure))))
    score_animal(g, seat, card, placed, newly_occupied)


def score_animal(
    g: Core, seat: int, card: AnimalCard, placed: PlacedBuilding, newly_occupied: bool
) -> None:
    """Appeal, conservation and reputation on the card, map effects, then its ability."""
    player = g.state.players[seat]
    effects: list[Frame] = list(ability_frames(g, seat, card))
    flock = not newly_occupied and building_type(placed).kind == STANDARD_ENCLOSURE
    if not flock:  # a Flock Animal joining a herd gains no continent bonus (Zoo Map Pack 1)
        effects.extend(area_bonus_frames(g, seat, continents_of(card), placed.cells))
    # The ability resolves after the track bonuses these gains may bring: push it first.
    push_effects(g, seat, effects)
    gains.gain_appeal(g, seat, card.appeal, card.name)
    gains.gain_appeal(g, seat, waza_appeal(g, seat, card), "WAZA special assignment")
    if newly_occupied:
        gains.gain_appeal(g, seat, tower_appeal(player, placed), "Observation Tower")
    gains.gain_conservation(g, seat, card.conservation, card.name)
    gains.gain_reputation(g, seat, card.reputation, card.name)
    g.bus.fire(g, CardPlayed(seat, card.id))


# -- moving animals into a new Reptile House / Large Bird Aviary ------------------------------

MOVE_IN_BUILDINGS = ("reptile_house", "large_bird_aviary")


def movable_animals(g: Core, seat: int, target: PlacedBuilding) -> list[str]:
    """Animals in standard enclosures that may move into the new special enclosure."""
    player = g.state.players[seat]
    current = next((b for b in player.buildings if b.cells == target.cells), target)
    found: list[str] = []
    for placed in player.buildings:
        if building_type(placed).kind != STANDARD_ENCLOSURE:
            continue
        for card_id in placed.animals:
            card = g.cards.get_animal(card_id)
            if fits(g, player, card, current):
                found.append(card_id)
    return found


@frozen
class MoveAnimalsIn(ChoiceFrame[MoveAnimal | Skip]):
    """Only when a Reptile House or Large Bird Aviary is built: animals may move into it; the
    standard enclosure each leaves becomes empty."""

    kind = DecisionKind.MOVE_ANIMAL
    choice_types = (MoveAnimal, Skip)

    cells: frozenset[Cell]

    def target(self, g: Core) -> PlacedBuilding:
        player = g.state.players[self.seat]
        return next(b for b in player.buildings if b.cells == self.cells)

    def options(self, g: Core) -> tuple[Choice, ...]:
        cards = movable_animals(g, self.seat, self.target(g))
        return (*(MoveAnimal(c) for c in cards), Skip()) if cards else ()

    def prompt(self, g: Core) -> str:
        return f"Move animals into the new {building_type(self.target(g)).name}?"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: MoveAnimal | Skip) -> None:
        if not isinstance(choice, MoveAnimal):
            return
        g.push(self)  # more animals may follow
        player = g.state.players[self.seat]
        target = self.target(g)
        moved: list[PlacedBuilding] = []
        for placed in player.buildings:
            if choice.card in placed.animals and placed is not target:
                rest = tuple(a for a in placed.animals if a != choice.card)
                moved.append(PlacedBuilding(placed.building, placed.cells, rest))
            elif placed is target:
                moved.append(
                    PlacedBuilding(placed.building, placed.cells, (*placed.animals, choice.card))
                )
            else:
                moved.append(placed)
        player.buildings = tuple(moved)
        g.emit(CardMoved(choice.card, "enclosure", target.building, self.seat))
        card = g.cards.get_animal(choice.card)
        push_effects(g, self.seat, area_bonus_frames(g, self.seat, continents_of(card), self.cells))


def move_in(g: Core, built: BuildingBuilt) -> list[Frame]:
    """A new Reptile House / Large Bird Aviary: animals may move in from standard enclosures."""
    if built.placed.building in MOVE_IN_BUILDINGS:
        return [MoveAnimalsIn(built.seat, built.placed.cells)]
    return []


def install(bus: TriggerBus) -> None:
    bus.action(ANIMALS, ActionRules(_min_strength, _start))
    bus.on(BuildingBuilt, move_in)
