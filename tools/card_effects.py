"""The effects of the 64 sponsors and 32 conservation projects, hand-encoded in our vocabulary.

``tools/build_cards.py`` merges ``EFFECTS`` into ``cards.json`` (each card's ``effects`` list).
The nodes come from ``arknova_desktop/engine/effects.py``; ``docs/cards-data.md`` explains them.
Each entry has a short comment in our own words; the card texts of the reference data sets were
read to understand the rules and are not reproduced anywhere.

Where the references disagree, the choice is in ``DECISIONS`` (repeated in docs/cards-data.md).
"""

from __future__ import annotations

from typing import Final

from arknova_desktop.engine.base.geometry import shape_from_rows
from arknova_desktop.engine.catalog import effects as fx
from arknova_desktop.engine.catalog.cards import CATEGORIES, CONTINENTS, Icon
from arknova_desktop.engine.catalog.effects import (
    Ability,
    Custom,
    Effect,
    EndGame,
    FreeBuilding,
    Gain,
    Immediate,
    Income,
    Modifier,
    OnEvent,
    OnIconPlayed,
    PerCount,
    PlaySponsor,
    Scope,
    Support,
    SupportLevel,
    Tiered,
    UniqueBuilding,
)

# ------------------------------------------------------------------------------------------------
# Small helpers (they only build nodes)
# ------------------------------------------------------------------------------------------------


def money(n: int) -> Gain:
    return Gain("money", n)


def appeal(n: int) -> Gain:
    return Gain("appeal", n)


def cp(n: int) -> Gain:
    return Gain("conservation", n)


def rep(n: int) -> Gain:
    return Gain("reputation", n)


def x_tokens(n: int) -> Gain:
    return Gain("x_tokens", n)


TAKE_CARD: Final = Gain("card_in_range", 1)


def now(*effects: Effect) -> Immediate:
    return Immediate(effects)


def income(*effects: Effect) -> Income:
    return Income(effects)


def end(*effects: Effect) -> EndGame:
    return EndGame(effects)


def each(counter: str, gain: Gain, per: int = 1, limit: int | None = None) -> PerCount:
    return PerCount(counter, gain, per, limit)


def at(counter: str, thresholds: tuple[int, ...], *gains: Gain) -> Tiered:
    return Tiered(counter, thresholds, gains)


def when(condition: str, gain: Gain) -> Tiered:
    """A flag counter: the gain if the condition holds."""
    return Tiered(condition, (1,), (gain,))


def on_icon(
    icons: Icon | tuple[Icon, ...],
    *effects: Effect,
    scope: Scope = "own",
    limit: int | None = None,
    new_only: bool = False,
) -> OnIconPlayed:
    names: tuple[Icon, ...] = (icons,) if isinstance(icons, str) else icons
    return OnIconPlayed(names, scope, effects, new_only, limit)


def rule(kind: str, value: int | None = None, subject: str | None = None) -> Modifier:
    return Modifier(kind, value, subject)


def unique(
    building: str,
    *rows: str,
    water: int = 0,
    rock: int = 0,
    border: int = 0,
    detached: bool = False,
) -> UniqueBuilding:
    """A unique building drawn as text rows (``X`` = a cell), our square design."""
    cells = tuple(sorted((c.col, c.row) for c in shape_from_rows(*rows)))
    return UniqueBuilding(building, cells, water, rock, border, detached)


# Square shapes of the unique buildings (printed sizes: 3 / 4 / 2 cells, see UNIQUE_SIZES).
TROMINO_L: Final = ("X.", "XX")
TROMINO_I: Final = ("XXX",)
TETROMINO_I: Final = ("XXXX",)
TETROMINO_O: Final = ("XX", "XX")
TETROMINO_T: Final = ("XXX", ".X.")
TETROMINO_L: Final = ("X.", "X.", "XX")
TETROMINO_S: Final = (".XX", "XX.")
DOMINO: Final = ("XX",)

# The printed number of spaces of each unique building (BGA's tile shapes, as recorded in
# th1rt3en/ark-nova-replay-analysis data/unique_shapes.json; neither card data set has them).
UNIQUE_SIZES: Final[dict[str, int]] = {
    "S243": 3, "S244": 4, "S245": 4, "S246": 4, "S247": 4, "S248": 4, "S249": 3, "S250": 4,
    "S251": 4, "S252": 4, "S253": 4, "S254": 3, "S255": 2, "S256": 2, "S257": 2,
}  # fmt: skip


def sponsorship(icon: Icon) -> tuple[Effect, ...]:
    """S231-S235: appeal per icon now; money each break, by tiers of that icon."""
    counter = f"icon:{icon}"
    return (
        now(each(counter, appeal(1))),
        income(at(counter, (1, 3, 5), money(3), money(6), money(9))),
    )


def specialist(icon: Icon) -> tuple[Effect, ...]:
    """S236-S240: money whenever that icon goes into anybody's zoo."""
    return (on_icon(icon, money(3), scope="any"),)


def unique_showcase(
    building: str, icon: Icon, rows: tuple[str, ...], water: int = 0, rock: int = 0
) -> tuple[Effect, ...]:
    """S243-S247: the building, 2 appeal per matching icon added, 1 CP for 6 such icons."""
    return (
        now(unique(building, *rows, water=water, rock=rock)),
        on_icon(icon, appeal(2)),
        end(at(f"icon:{icon}", (6,), cp(1))),
    )


ANIMAL_ICON_KINDS: Final[tuple[Icon, ...]] = (*CONTINENTS, *CATEGORIES)

# ------------------------------------------------------------------------------------------------
# Sponsors
# ------------------------------------------------------------------------------------------------

SPONSORS: Final[dict[str, tuple[Effect, ...]]] = {
    # Science Lab: a card now and at every break; CP for many research icons at the end.
    "S201": (now(TAKE_CARD), income(TAKE_CARD), end(at("icon:science", (3, 6), cp(1), cp(2)))),
    # Spokesperson: reputation for each research icon added to your zoo.
    "S202": (on_icon("science", rep(1)),),
    # Veterinarian: money by universities now; project support at strength 4; CP for 3 of them.
    "S203": (
        now(at("universities", (1, 2, 3), money(2), money(5), money(10))),
        rule("support_project_strength", 4),
        end(at("universities", (3,), cp(1))),
    ),
    # Science Museum: money per research icon now, a CP for each research icon added later.
    "S204": (now(each("icon:science", money(2))), on_icon("science", cp(1))),
    # Gorilla Field Research: printed bottom row only.
    "S205": (now(rep(2), cp(1)),),
    # Medical Breakthrough: appeal per supported project now; a CP every break.
    "S206": (now(each("supported_projects", appeal(2))), income(cp(1))),
    # Basic Research: a CP per 2 different continent/category icons; the others get money.
    "S207": (
        now(
            each("different_continents_and_categories", cp(1), per=2),
            each("different_continents_and_categories", Gain("money", 2, "others"), per=2),
        ),
    ),
    # Science Library: appeal per research icon; money whenever anyone adds one; diversity CP.
    "S208": (
        now(each("icon:science", appeal(1))),
        on_icon("science", money(2), scope="any"),
        end(at("different_categories", (5,), cp(1))),
    ),
    # Technology Institute: an X-token now and every break; CP for 3 universities.
    "S209": (now(x_tokens(1)), income(x_tokens(1)), end(at("universities", (3,), cp(1)))),
    # Expert on the Americas: appeal per Americas icon; a free kiosk per new one; 5 kiosks: CP.
    "S210": (
        now(each("icon:americas", appeal(1))),
        on_icon("americas", FreeBuilding("kiosk")),
        end(at("kiosks", (5,), cp(1))),
    ),
    # Expert on Europe: appeal per Europe icon; a free 1-space enclosure per new one.
    "S211": (
        now(each("icon:europe", appeal(1))),
        on_icon("europe", FreeBuilding("enclosure_1")),
        end(at("occupied_size_1_enclosures", (5,), cp(1))),
    ),
    # Expert on Australia: appeal per Australia icon; Pouch 1 per new one.
    "S212": (now(each("icon:australia", appeal(1))), on_icon("australia", Ability("pouch", 1))),
    # Expert on Asia: appeal per Asia icon; a free pavilion per new one.
    "S213": (now(each("icon:asia", appeal(1))), on_icon("asia", FreeBuilding("pavilion"))),
    # Expert on Africa: appeal per Africa icon; Clever per new one; appeal per X-token at the end.
    "S214": (
        now(each("icon:africa", appeal(1))),
        on_icon("africa", Ability("clever")),
        end(each("x_tokens", appeal(1))),
    ),
    # Breeding Cooperation: 2 wildcard icons for base projects; CP for 5 supported projects.
    "S215": (
        rule("project_wildcard_tokens", 2),
        end(at("supported_projects", (5,), cp(1))),
    ),
    # Talented Communicator: hire a worker; CP at reputation 9.
    "S216": (now(Ability("full_throated")), end(at("reputation", (9,), cp(1)))),
    # Engineer: a second building of the same kind per Build action; appeal for a full map.
    "S217": (rule("extra_building_same_kind"), end(when("map_covered", appeal(5)))),
    # Breeding Program: like S215, with a research condition instead of partner zoos.
    "S218": (
        rule("project_wildcard_tokens", 2),
        end(at("supported_projects", (5,), cp(1))),
    ),
    # Diversity Researcher: money per rock/water icon; build over rock and water, ignore their
    # requirements; appeal per rock+water pair at the end (3 pairs at most).
    "S219": (
        now(each("rock_and_water_icons", money(2))),
        rule("build_on_rock_and_water"),
        rule("ignore_rock_water_requirements"),
        end(each("rock_water_pairs", appeal(2), limit=3)),
    ),
    # Federal Grants: money now and every break; CP at reputation 9.
    "S220": (now(money(3)), income(money(3)), end(at("reputation", (9,), cp(1)))),
    # Archaeologist: a border placement bonus brings one more; CP when every border space is built.
    "S221": (rule("border_bonus_extra"), end(when("all_border_covered", cp(1)))),
    # Release of Patents: a CP per research icon (3 at most); the others get money for each.
    "S222": (
        now(
            each("icon:science", cp(1), limit=3),
            each("icon:science", Gain("money", 2, "others"), limit=3),
        ),
    ),
    # Science Institute: nothing but its 2 research icons.
    "S223": (),
    # Migration Recording: an X-token; release projects pay 1 CP more and may be repeated.
    "S224": (
        now(x_tokens(1)),
        OnEvent("support_release_project", (cp(1),)),
        rule("release_projects_repeatable"),
    ),
    # Quarantine Lab: an X-token; shielded from interactive abilities; 5 continents: CP.
    "S225": (
        now(x_tokens(1)),
        rule("immune_to_interactive"),
        end(at("different_continents", (5,), cp(1))),
    ),
    # Foreign Institute: reputation now; 5 continents: CP.
    "S226": (now(rep(2)), end(at("different_continents", (5,), cp(1)))),
    # WAZA Special Assignment: its own handler (choose small or large, see docs).
    "S227": (Custom("S227"),),
    # WAZA Small Animal Program: money per small animal; an extra small animal per action.
    "S228": (now(each("small_animals", money(2))), rule("extra_small_animal")),
    # Expert in Small Animals: appeal per small animal; small animals cost 3 less.
    "S229": (now(each("small_animals", appeal(1))), rule("animal_discount", 3, "small")),
    # Expert in Large Animals: 2 appeal per large animal; large animals cost 4 less.
    "S230": (now(each("large_animals", appeal(2))), rule("animal_discount", 4, "large")),
    "S231": sponsorship("primate"),
    "S232": sponsorship("reptile"),
    "S233": sponsorship("bird"),
    "S234": sponsorship("predator"),
    "S235": sponsorship("herbivore"),
    "S236": specialist("primate"),
    "S237": specialist("reptile"),
    "S238": specialist("bird"),
    "S239": specialist("predator"),
    "S240": specialist("herbivore"),
    # Hydrologist: appeal per water icon; money per covered space by water; CP if all connected.
    "S241": (
        now(each("icon:water", appeal(1))),
        OnEvent("cover_cell_next_to_water", (money(1),)),
        end(when("all_water_connected", cp(1))),
    ),
    # Geologist: 3 appeal per 2 rock icons; money per covered space by rock; CP if all connected.
    "S242": (
        now(each("icon:rock", appeal(3), per=2)),
        OnEvent("cover_cell_next_to_rock", (money(1),)),
        end(when("all_rock_connected", cp(1))),
    ),
    "S243": unique_showcase("meerkat_den", "herbivore", TROMINO_L, rock=1),
    "S244": unique_showcase("penguin_pool", "bird", TETROMINO_O, water=1),
    "S245": unique_showcase("aquarium", "water", TETROMINO_S, water=2),
    "S246": unique_showcase("cable_car", "rock", TETROMINO_I, rock=2),
    "S247": unique_showcase("baboon_rock", "primate", TETROMINO_T, rock=1),
    # Rhesus Monkey Park: an X-token for each primate icon added.
    "S248": (now(unique("rhesus_monkey_park", *TETROMINO_L)), on_icon("primate", x_tokens(1))),
    # Barred Owl Hut: Perception 2 for each bird icon added.
    "S249": (
        now(unique("barred_owl_hut", *TROMINO_I)),
        on_icon("bird", Ability("perception", 2)),
    ),
    # Sea Turtle Tank (by water): Sunbathing 2 for each reptile icon added.
    "S250": (
        now(unique("sea_turtle_tank", *TETROMINO_O, water=1)),
        on_icon("reptile", Ability("sunbathing", 2)),
    ),
    # Polar Bear Exhibit (by water; the water is a placement condition, not an icon): appeal
    # whenever a bear icon goes into any zoo; CP for 3 / 6 bear icons.
    "S251": (
        now(unique("polar_bear_exhibit", *TETROMINO_S, water=1)),
        on_icon("bear", appeal(2), scope="any"),
        end(at("icon:bear", (3, 6), cp(1), cp(2))),
    ),
    # Spotted Hyena Compound (by rock): Hunter X per predator icon added, X = your predator icons.
    "S252": (
        now(unique("spotted_hyena_compound", *TETROMINO_L, rock=1)),
        on_icon("predator", Ability("hunter", "icon:predator")),
    ),
    # Okapi Stable: 3 times at most, a herbivore icon added lets you play a sponsor for its level.
    "S253": (
        now(unique("okapi_stable", *TETROMINO_T)),
        on_icon("herbivore", PlaySponsor(), limit=3),
    ),
    # Zoo School (on 2 border spaces): a card, reputation and a CP.
    "S254": (now(unique("zoo_school", *TROMINO_L, border=2), TAKE_CARD, rep(1), cp(1)),),
    # Adventure Playground (by rock): appeal.
    "S255": (now(unique("adventure_playground", *DOMINO, rock=1), appeal(4)),),
    # Water Playground (by water): appeal.
    "S256": (now(unique("water_playground", *DOMINO, water=1), appeal(4)),),
    # Side Entrance (2 border spaces, anywhere): money per neighbouring building every break;
    # appeal for a full map.
    "S257": (
        now(unique("side_entrance", *DOMINO, border=2, detached=True)),
        income(each("buildings_next_to_this", money(2))),
        end(when("map_covered", appeal(5))),
    ),
    # Native Seabirds: appeal per water space next to your buildings; CP per 2 others at the end.
    "S258": (
        now(each("connected_water_cells", appeal(1))),
        end(each("unconnected_water_cells", cp(1), per=2)),
    ),
    # Native Lizards: the same with rock spaces.
    "S259": (
        now(each("connected_rock_cells", appeal(1))),
        end(each("unconnected_rock_cells", cp(1), per=2)),
    ),
    # Native Farm Animals: appeal per empty border space by your buildings; CP per 6 empty spaces
    # in one piece at the end.
    "S260": (
        now(each("connected_empty_border_cells", appeal(1))),
        end(each("empty_area_sixes", cp(1))),
    ),
    # Guided School Tours: appeal and a CP now; 5 animal categories: CP.
    "S261": (now(appeal(1), cp(1)), end(at("different_categories", (5,), cp(1)))),
    # Explorer: money per icon kind you have; appeal and money for each new kind later.
    "S262": (
        now(each("different_continents_and_categories", money(2))),
        on_icon(ANIMAL_ICON_KINDS, appeal(1), money(2), new_only=True),
    ),
    # WAZA Large Animal Program: a free 5-space enclosure; large animals may skip a condition.
    "S263": (now(FreeBuilding("enclosure_5")), rule("large_animal_ignore_condition", 1)),
    # Free-Range New World Monkeys: appeal per bonus space by your buildings; CP per 2 others.
    "S264": (
        now(each("connected_bonus_cells", appeal(1))),
        end(each("unconnected_bonus_cells", cp(1), per=2)),
    ),
}

# ------------------------------------------------------------------------------------------------
# Conservation projects
# ------------------------------------------------------------------------------------------------


def collect(counter: str, counts: tuple[int, int, int], points: tuple[int, int, int]) -> Support:
    levels = tuple(SupportLevel(n, (cp(p),)) for n, p in zip(counts, points, strict=True))
    return Support("collect", levels, counter=counter)


def release(icon: Icon) -> tuple[Effect, ...]:
    """Release into the wild: +1 reputation for playing the card; size 4+/3/2- gives 5/4/3 CP."""
    levels = tuple(SupportLevel(n, (cp(p),)) for n, p in ((4, 5), (3, 4), (2, 3)))
    return (now(rep(1)), Support("release", levels, icon=icon))


def breeding(icon: Icon) -> tuple[Effect, ...]:
    """Breeding program: 1 animal + a matching partner zoo; the rewards differ per level."""
    levels = (
        SupportLevel(1, (cp(2), rep(2))),
        SupportLevel(1, (cp(1), rep(2))),
        SupportLevel(1, (cp(2),)),
    )
    return (Support("breeding", levels, icon=icon),)


PROJECTS: Final[dict[str, tuple[Effect, ...]]] = {
    # Base projects: hold enough of one kind of icon (docs/rules.md §7).
    "P101": (collect("different_categories", (5, 4, 3), (5, 3, 2)),),
    "P102": (collect("different_continents", (5, 4, 3), (5, 3, 2)),),
    "P103": (collect("icon:africa", (5, 4, 2), (5, 3, 2)),),
    "P104": (collect("icon:americas", (5, 4, 2), (5, 3, 2)),),
    "P105": (collect("icon:australia", (5, 4, 2), (5, 4, 2)),),
    "P106": (collect("icon:asia", (5, 4, 2), (5, 3, 2)),),
    "P107": (collect("icon:europe", (5, 4, 2), (5, 4, 2)),),
    "P108": (collect("icon:primate", (5, 4, 2), (5, 4, 2)),),
    "P109": (collect("icon:reptile", (5, 4, 2), (5, 4, 2)),),
    "P110": (collect("icon:predator", (5, 4, 2), (5, 4, 2)),),
    "P111": (collect("icon:herbivore", (5, 4, 2), (5, 4, 2)),),
    "P112": (collect("icon:bird", (5, 4, 2), (5, 4, 2)),),
    # Release into the wild, by continent and by category.
    "P113": release("europe"),
    "P114": release("americas"),
    "P115": release("asia"),
    "P116": release("africa"),
    "P117": release("australia"),
    "P118": release("predator"),
    "P119": release("bird"),
    "P120": release("herbivore"),
    "P121": release("reptile"),
    "P122": release("primate"),
    # Breeding programs.
    "P123": breeding("bird"),
    "P124": breeding("predator"),
    "P125": breeding("reptile"),
    "P126": breeding("herbivore"),
    "P127": breeding("primate"),
    # Collection project cards.
    "P128": (collect("icon:water", (5, 4, 2), (4, 3, 2)),),
    "P129": (collect("icon:rock", (5, 3, 2), (4, 3, 2)),),
    "P130": (collect("small_animals", (8, 5, 2), (4, 3, 2)),),
    "P131": (collect("large_animals", (4, 3, 2), (4, 3, 2)),),
    "P132": (collect("icon:science", (5, 4, 2), (4, 3, 2)),),
}

EFFECTS: Final[dict[str, tuple[Effect, ...]]] = {**SPONSORS, **PROJECTS}

__all__ = ["DECISIONS", "EFFECTS", "PROJECTS", "SPONSORS", "UNIQUE_SIZES", "fx"]

# Printed bottom-row gains (appeal / reputation / CP played with the card) that differ from the
# Ender-Wiggin numbers, with the reason. The builder checks every other sponsor against them.
DECISIONS: Final[dict[str, str]] = {
    "S256": "Ender-Wiggin has no number; torbjorv's text and BGA logs (th1rt3en/ark-nova-replay-"
    "analysis PRINTED_OVERRIDE) give 4 appeal",
    "S261": "Ender-Wiggin has no number; torbjorv's text and BGA logs (th1rt3en sponsor play "
    "effects: a fixed gain) give 1 appeal and 1 CP",
}
