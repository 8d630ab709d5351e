"""The closed vocabularies of the card data: card types, continents, categories, icons, action
names, ability keywords, project kinds and counters. Shared by the card classes (cards.py) and the
effects vocabulary (effects.py)."""

from __future__ import annotations

from typing import Final, Literal, TypeAlias, get_args

CardType: TypeAlias = Literal["animal", "sponsor", "project", "final_scoring"]
Continent: TypeAlias = Literal["africa", "americas", "asia", "australia", "europe"]
Category: TypeAlias = Literal[
    "bear", "bird", "herbivore", "petting_zoo", "predator", "primate", "reptile"
]
Icon: TypeAlias = Literal[
    "africa", "americas", "asia", "australia", "europe",
    "bear", "bird", "herbivore", "petting_zoo", "predator", "primate", "reptile",
    "science", "rock", "water",
]  # fmt: skip
EnclosureKind: TypeAlias = Literal["standard", "reptile_house", "large_bird_aviary", "petting_zoo"]
ActionName: TypeAlias = Literal["animals", "build", "cards", "association", "sponsors"]
AbilityKeyword: TypeAlias = Literal[
    "sprint", "hunter", "perception", "scavenging", "digging", "snapping", "sunbathing", "pouch",
    "jumping", "posturing", "flock_animal", "clever", "boost", "action", "multiplier",
    "determination", "inventive", "full_throated", "pack", "petting_zoo_animal", "iconic_animal",
    "resistance", "assertion", "dominance", "sponsor_magnet", "peacocking", "venom",
    "constriction", "pilfering", "hypnosis",
]  # fmt: skip
AbilityValue: TypeAlias = int | str | None
ProjectKind: TypeAlias = Literal["base", "release", "breeding", "collection"]
ProjectCounter: TypeAlias = Literal[
    # base projects 101-112
    "different_categories", "different_continents",
    "icon:africa", "icon:americas", "icon:asia", "icon:australia", "icon:europe",
    "icon:primate", "icon:reptile", "icon:predator", "icon:herbivore", "icon:bird",
    # collection project cards 128-132
    "icon:water", "icon:rock", "small_animals", "large_animals", "icon:science",
    # release into the wild 113-122
    "release:europe", "release:americas", "release:asia", "release:africa", "release:australia",
    "release:predator", "release:bird", "release:herbivore", "release:reptile",
    "release:primate",
    # breeding programs 123-127
    "breeding:bird", "breeding:predator", "breeding:reptile", "breeding:herbivore",
    "breeding:primate",
]  # fmt: skip
FinalScoringCounter: TypeAlias = Literal[
    "large_animals", "small_animals", "icon:science", "architecture", "supported_projects",
    "empty_building_spaces", "reputation", "sponsors_in_zoo", "category_majority", "icon:rock",
    "icon:water",
]  # fmt: skip

CARD_TYPES: Final[tuple[CardType, ...]] = get_args(CardType)
CONTINENTS: Final[tuple[Continent, ...]] = get_args(Continent)
CATEGORIES: Final[tuple[Category, ...]] = get_args(Category)
ICONS: Final[tuple[Icon, ...]] = get_args(Icon)
ENCLOSURE_KINDS: Final[tuple[EnclosureKind, ...]] = get_args(EnclosureKind)
ACTION_NAMES: Final[tuple[ActionName, ...]] = get_args(ActionName)
ABILITY_KEYWORDS: Final[tuple[AbilityKeyword, ...]] = get_args(AbilityKeyword)
PROJECT_KINDS: Final[tuple[ProjectKind, ...]] = get_args(ProjectKind)
PROJECT_COUNTERS: Final[tuple[ProjectCounter, ...]] = get_args(ProjectCounter)
FINAL_SCORING_COUNTERS: Final[tuple[FinalScoringCounter, ...]] = get_args(FinalScoringCounter)

# Keywords whose value is a level X (an int >= 1).
LEVELLED_KEYWORDS: Final = frozenset(
    {
        "sprint", "hunter", "perception", "scavenging", "digging", "snapping", "sunbathing",
        "pouch", "jumping", "posturing", "flock_animal", "venom", "pilfering", "hypnosis",
    }
)  # fmt: skip
# Keywords whose value is an action card name.
ACTION_KEYWORDS: Final = frozenset({"boost", "action", "multiplier"})
# Inventive: an int (number of X-tokens) or one of these variants.
INVENTIVE_VARIANTS: Final = frozenset({"bear", "primate"})
# Interactive abilities: exactly the animals with one of these carry solo_abilities.
INTERACTIVE_KEYWORDS: Final = frozenset({"venom", "constriction", "pilfering", "hypnosis"})
