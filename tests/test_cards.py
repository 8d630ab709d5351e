"""Tests for cards.json and its loader (arknova_desktop.engine.cards).

The expected values below are copied from docs/rules.md (§7 projects, §8 final scoring, §9
ability keywords, §10 icons) and from the known data problems listed in docs/cards-data.md
("Sources", "Resolved disagreements") -- not from the builder, so they check the data, not the
code. The comparison with the outside card data sets is tools/check_card_sources.py.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop import resources
from arknova_desktop.engine.catalog.cards import (
    AnimalCard,
    CardDataError,
    CardDB,
    FinalScoringCard,
    ProjectCard,
    SponsorCard,
    default_cards,
    load_cards,
)

REPO_ROOT = Path(__file__).resolve().parent.parent
CARDS_JSON = REPO_ROOT / "cards.json"
BUILDER = REPO_ROOT / "tools" / "build_cards.py"


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards(CARDS_JSON)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    return data


def _card(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    for card in raw["cards"]:
        if card["id"] == cid:
            result: dict[str, Any] = card
            return result
    raise KeyError(cid)


# --------------------------------------------------------------------------------------------
# Counts
# --------------------------------------------------------------------------------------------


def test_counts(db: CardDB) -> None:
    assert len(db.cards) == 235
    assert len(db.animals()) == 128
    assert len(db.sponsors()) == 64
    assert len(db.projects()) == 32
    assert len(db.base_projects()) == 12
    assert len(db.project_cards()) == 20
    assert len(db.final_scoring()) == 11


def test_ids(db: CardDB) -> None:
    assert [a.id for a in db.animals()] == [f"A{n}" for n in range(401, 529)]
    assert [s.id for s in db.sponsors()] == [f"S{n}" for n in range(201, 265)]
    assert [p.id for p in db.base_projects()] == [f"P{n}" for n in range(101, 113)]
    assert [p.id for p in db.project_cards()] == [f"P{n}" for n in range(113, 133)]
    assert [f.id for f in db.final_scoring()] == [f"F{n:03d}" for n in range(1, 12)]


def test_zoo_deck(db: CardDB) -> None:
    deck = db.zoo_deck_ids()
    assert len(deck) == 212
    assert deck == sorted(deck)
    assert len(set(deck)) == 212
    assert "P112" not in deck and "P113" in deck and "P132" in deck
    assert not any(cid.startswith("F") for cid in deck)
    deck.clear()  # a fresh list each time: callers may shuffle or mutate it
    assert len(db.zoo_deck_ids()) == 212


def test_get(db: CardDB) -> None:
    assert isinstance(db.get("A401"), AnimalCard)
    assert isinstance(db.get("S201"), SponsorCard)
    assert isinstance(db.get("P101"), ProjectCard)
    assert isinstance(db.get("F001"), FinalScoringCard)
    assert db.get_animal("A401").name == "Cheetah"
    with pytest.raises(KeyError):
        db.get("A999")
    with pytest.raises(KeyError):
        db.get_animal("S201")


# --------------------------------------------------------------------------------------------
# Projects (docs/rules.md §7)
# --------------------------------------------------------------------------------------------

# id: (name, counter, counts L/M/R, CP L/M/R)
BASE_PROJECTS = {
    "P101": ("Species Diversity", "different_categories", (5, 4, 3), (5, 3, 2)),
    "P102": ("Habitat Diversity", "different_continents", (5, 4, 3), (5, 3, 2)),
    "P103": ("Africa", "icon:africa", (5, 4, 2), (5, 3, 2)),
    "P104": ("Americas", "icon:americas", (5, 4, 2), (5, 3, 2)),
    "P105": ("Australia", "icon:australia", (5, 4, 2), (5, 4, 2)),
    "P106": ("Asia", "icon:asia", (5, 4, 2), (5, 3, 2)),
    "P107": ("Europe", "icon:europe", (5, 4, 2), (5, 4, 2)),
    "P108": ("Primates", "icon:primate", (5, 4, 2), (5, 4, 2)),
    "P109": ("Reptiles", "icon:reptile", (5, 4, 2), (5, 4, 2)),
    "P110": ("Predators", "icon:predator", (5, 4, 2), (5, 4, 2)),
    "P111": ("Herbivores", "icon:herbivore", (5, 4, 2), (5, 4, 2)),
    "P112": ("Birds", "icon:bird", (5, 4, 2), (5, 4, 2)),
}


@pytest.mark.parametrize("cid", sorted(BASE_PROJECTS))
def test_base_projects(db: CardDB, cid: str) -> None:
    name, counter, counts, cps = BASE_PROJECTS[cid]
    project = db.get_project(cid)
    assert project.name == name
    assert project.kind == "base"
    assert project.counter == counter
    assert tuple(lv.count for lv in project.levels) == counts
    assert tuple(lv.conservation for lv in project.levels) == cps
    assert all(lv.reputation == 0 for lv in project.levels)  # no reputation on base projects


COLLECTION_PROJECTS = {
    "P128": ("Aquatic", "icon:water", (5, 4, 2)),
    "P129": ("Geological", "icon:rock", (5, 3, 2)),  # 5/3/2, not Ender-Wiggin's 5/4/2
    "P130": ("Small Animals", "small_animals", (8, 5, 2)),
    "P131": ("Large Animals", "large_animals", (4, 3, 2)),  # not "water" (upstream bug)
    "P132": ("Research", "icon:science", (5, 4, 2)),
}


@pytest.mark.parametrize("cid", sorted(COLLECTION_PROJECTS))
def test_collection_projects(db: CardDB, cid: str) -> None:
    name, counter, counts = COLLECTION_PROJECTS[cid]
    project = db.get_project(cid)
    assert (project.name, project.kind, project.counter) == (name, "collection", counter)
    assert tuple(lv.count for lv in project.levels) == counts
    assert tuple(lv.conservation for lv in project.levels) == (4, 3, 2)
    assert project.icon is None


def test_geological_thresholds(db: CardDB) -> None:
    assert [lv.count for lv in db.get_project("P129").levels] == [5, 3, 2]


RELEASE_PROJECTS = {
    "P113": ("Bavarian Forest National Park", "europe"),
    "P114": ("Yosemite National Park", "americas"),
    "P115": ("Angthong National Park", "asia"),
    "P116": ("Serengeti National Park", "africa"),
    "P117": ("Blue Mountains National Park", "australia"),
    "P118": ("Savanna", "predator"),
    "P119": ("Low Mountain Range", "bird"),
    "P120": ("Bamboo Forest", "herbivore"),
    "P121": ("Sea Cave", "reptile"),
    "P122": ("Jungle", "primate"),
}


@pytest.mark.parametrize("cid", sorted(RELEASE_PROJECTS))
def test_release_projects(db: CardDB, cid: str) -> None:
    name, icon = RELEASE_PROJECTS[cid]
    project = db.get_project(cid)
    assert (project.name, project.kind, project.icon) == (name, "release", icon)
    assert project.counter == f"release:{icon}"
    # size 4+ / 3 / 2- -> 5 / 4 / 3 CP
    assert [(lv.count, lv.conservation, lv.reputation) for lv in project.levels] == [
        (4, 5, 0),
        (3, 4, 0),
        (2, 3, 0),
    ]


@pytest.mark.parametrize(
    ("cid", "icon"),
    [
        ("P123", "bird"),
        ("P124", "predator"),
        ("P125", "reptile"),
        ("P126", "herbivore"),
        ("P127", "primate"),
    ],
)
def test_breeding_projects(db: CardDB, cid: str, icon: str) -> None:
    project = db.get_project(cid)
    assert (project.kind, project.icon, project.counter) == ("breeding", icon, f"breeding:{icon}")
    # 2 CP + 2 rep / 1 CP + 2 rep / 2 CP, one animal of the category
    assert [(lv.count, lv.conservation, lv.reputation) for lv in project.levels] == [
        (1, 2, 2),
        (1, 1, 2),
        (1, 2, 0),
    ]


# --------------------------------------------------------------------------------------------
# Final scoring (docs/rules.md §8, original 2021 values)
# --------------------------------------------------------------------------------------------

FINAL_SCORING = {
    "F001": ("Large Animal Zoo", "large_animals", (1, 2, 4, 5)),
    "F002": ("Small Animal Zoo", "small_animals", (3, 6, 8, 10)),
    "F003": ("Research Zoo", "icon:science", (3, 4, 5, 6)),
    "F004": ("Architectural Zoo", "architecture", None),
    "F005": ("Conservation Zoo", "supported_projects", (3, 4, 5, 6)),
    "F006": ("Naturalists' Zoo", "empty_building_spaces", (6, 12, 18, 24)),
    "F007": ("Favorite Zoo", "reputation", (6, 9, 12, 15)),
    "F008": ("Sponsored Zoo", "sponsors_in_zoo", (3, 6, 8, 10)),
    "F009": ("Diverse Species Zoo", "category_majority", None),
    "F010": ("Climbing Park", "icon:rock", (1, 3, 5, 7)),
    "F011": ("Aquatic Park", "icon:water", (2, 4, 6, 8)),
}
# The Marine Worlds reprint values of the six changed cards (docs/rules.md §8).
REVISED = {
    "F001": (1, 2, 3, 4),
    "F003": (3, 4, 5, 7),
    "F005": (2, 3, 4, 5),
    "F008": (3, 5, 7, 9),
    "F010": (1, 3, 5, 6),
    "F011": (2, 4, 6, 7),
}


@pytest.mark.parametrize("cid", sorted(FINAL_SCORING))
def test_final_scoring(db: CardDB, cid: str) -> None:
    name, counter, thresholds = FINAL_SCORING[cid]
    card = db.get_final_scoring(cid)
    assert (card.name, card.counter, card.thresholds) == (name, counter, thresholds)
    assert card.special == (thresholds is None)
    assert card.thresholds_revised == REVISED.get(cid)


# --------------------------------------------------------------------------------------------
# Animals
# --------------------------------------------------------------------------------------------


def test_cheetah(db: CardDB) -> None:
    cheetah = db.get_animal("A401")
    assert cheetah.name == "Cheetah"
    assert (cheetah.cost, cheetah.size, cheetah.appeal) == (17, 5, 6)
    assert dict(cheetah.enclosures) == {"standard": 5}
    assert dict(cheetah.icons) == {"predator": 2, "africa": 1}
    assert [(a.keyword, a.value) for a in cheetah.abilities] == [("sprint", 3)]
    assert cheetah.requirements.empty
    assert cheetah.solo_abilities == ()
    assert cheetah.is_large and not cheetah.is_small


def test_grizzly_bear(db: CardDB) -> None:
    bear = db.get_animal("A411")
    assert bear.name == "Grizzly Bear"
    assert dict(bear.icons) == {"bear": 1, "predator": 1, "americas": 1}
    assert dict(bear.requirements.icons) == {"predator": 2}
    assert bear.requirements.animals_ii
    # Inventive: 1 X-token per bear icon in all zoos (docs/rules.md §9)
    assert [(a.keyword, a.value) for a in bear.abilities] == [
        ("inventive", "bear"),
        ("full_throated", None),
    ]


def test_inventive_variants(db: CardDB) -> None:
    by_name = {a.name: a for a in db.animals()}
    for name in ("Red-shanked Douc", "Brown Spider Monkey"):
        card = next(a for n, a in by_name.items() if n.lower() == name.lower())
        assert ("inventive", "primate") in [(a.keyword, a.value) for a in card.abilities]


def test_known_data_problems(db: CardDB) -> None:
    assert db.get_animal("A482").name == "Anaconda"
    assert db.get_animal("A482").water == 1
    assert db.get_animal("A521").name == "Horse"
    assert db.get_animal("A521").reputation == 1
    # docs/cards-data.md: S251's water is its building's placement condition, not an icon.
    assert dict(db.get_sponsor("S251").icons) == {"bear": 1, "predator": 1}


# docs/rules.md §9: parameter values seen on base cards.
LEVELS_ON_BASE_CARDS = {
    "sprint": {1, 2, 3},
    "hunter": {1, 2, 4},
    "perception": {4},
    "scavenging": {2, 3, 4, 5},
    "digging": {1, 2, 3, 4},
    "snapping": {1, 2},
    "sunbathing": {2, 3, 4},
    "pouch": {1, 2},
    "jumping": {2, 3, 4},
    "posturing": {1, 2, 3},
    "flock_animal": {2, 3, 4},
    "venom": {1, 2},
    "pilfering": {1, 2},
    "hypnosis": {3},
}


def test_ability_levels(db: CardDB) -> None:
    seen: dict[str, set[object]] = {}
    for animal in db.animals():
        for ability in animal.abilities:
            seen.setdefault(ability.keyword, set()).add(ability.value)
    for keyword, values in LEVELS_ON_BASE_CARDS.items():
        assert seen[keyword] == values, keyword
    assert seen["iconic_animal"] == {"africa", "americas", "asia", "australia", "europe"}
    for keyword in ("boost", "action", "multiplier"):
        assert seen[keyword] <= {"animals", "build", "cards", "association", "sponsors"}


def test_solo_replacements(db: CardDB) -> None:
    # docs/rules.md §9: Venom X -> Inventive X, Constriction -> Clever, Hypnosis 3 ->
    # Determination, Pilfering X -> Sprint X.
    count = 0
    for animal in db.animals():
        expected = []
        for a in animal.abilities:
            if a.keyword == "venom":
                expected.append(("inventive", a.value))
            elif a.keyword == "constriction":
                expected.append(("clever", None))
            elif a.keyword == "hypnosis":
                expected.append(("determination", None))
            elif a.keyword == "pilfering":
                expected.append(("sprint", a.value))
        assert [(a.keyword, a.value) for a in animal.solo_abilities] == expected, animal.id
        count += bool(expected)
    assert count == 11


def test_petting_zoo_animals(db: CardDB) -> None:
    petting = [a for a in db.animals() if "petting_zoo" in a.enclosures]
    assert [a.id for a in petting] == [f"A{n}" for n in range(519, 529)]
    for animal in petting:
        assert dict(animal.enclosures) == {"petting_zoo": 1}
        assert dict(animal.icons) == {"petting_zoo": 1}  # no continent icon (docs/rules.md §10)
        assert animal.has_ability("petting_zoo_animal")
        assert animal.standard_size is None
        assert not animal.is_small and not animal.is_large


def test_animal_icons(db: CardDB) -> None:
    for animal in db.animals():
        assert "rock" not in animal.icons and "water" not in animal.icons  # separate fields
        assert sum(animal.icons.values()) >= 1
        if "petting_zoo" not in animal.enclosures:
            assert any(c in animal.icons for c in ("africa", "americas", "asia", "australia",
                                                   "europe"))  # fmt: skip


# --------------------------------------------------------------------------------------------
# Sponsors
# --------------------------------------------------------------------------------------------


def test_sponsors(db: CardDB) -> None:
    lab = db.get_sponsor("S201")
    assert (lab.name, lab.level, dict(lab.icons)) == ("Science Lab", 5, {"science": 1})
    assert lab.requirements.sponsors_ii
    unique = [s.id for s in db.sponsors() if s.unique_building]
    assert unique == [f"S{n}" for n in range(243, 258)]  # the 15 unique buildings
    assert {s.level for s in db.sponsors()} <= {3, 4, 5, 6}
    max25 = [s.id for s in db.sponsors() if s.requirements.max_appeal is not None]
    assert max25 == ["S207", "S222", "S258", "S259", "S260", "S264"]
    assert all(db.get_sponsor(cid).requirements.max_appeal == 25 for cid in max25)
    assert db.get_sponsor("S215").requirements.partner_zoos == 2
    assert dict(db.get_sponsor("S245").icons) == {"water": 2}
    assert dict(db.get_sponsor("S246").icons) == {"rock": 2}


# --------------------------------------------------------------------------------------------
# No free text
# --------------------------------------------------------------------------------------------

ALLOWED_KEYS = {
    # common
    "id", "type", "name",
    # animals
    "cost", "size", "enclosures", "rock", "water", "icons", "requirements", "appeal",
    "conservation", "reputation", "abilities", "solo_abilities",
    # sponsors
    "level", "unique_building",
    # sponsors and projects: structured effects (their own vocabulary, tests/test_card_effects.py)
    "effects",
    # projects
    "kind", "levels", "counter", "icon",
    # final scoring
    "thresholds", "thresholds_revised", "special",
}  # fmt: skip


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *_strings(v)]]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_no_free_text(raw: dict[str, Any]) -> None:
    assert set(raw) == {"format", "version", "cards"}
    for card in raw["cards"]:
        assert set(card) <= ALLOWED_KEYS, card["id"]
        for text in _strings(card):
            assert len(text) <= 40, (card["id"], text)
            assert "\n" not in text and "." not in text, (card["id"], text)


def test_file_is_sorted_and_formatted(raw: dict[str, Any]) -> None:
    ids = [c["id"] for c in raw["cards"]]
    assert ids == sorted(ids)
    text = CARDS_JSON.read_text(encoding="utf-8")
    assert text == json.dumps(raw, indent=2, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------------------------
# Strict validation
# --------------------------------------------------------------------------------------------


def _write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _expect_error(tmp_path: Path, data: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(CardDataError) as info:
        load_cards(_write(tmp_path, data))
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message


def test_unknown_field(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    _card(data, "A401")["text"] = "some text"
    _expect_error(tmp_path, data, "A401", "text")


def test_unknown_icon(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    _card(data, "S201")["icons"] = {"antarctica": 1}
    _expect_error(tmp_path, data, "S201", "icons", "antarctica")


def test_rock_is_not_an_animal_icon(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    _card(data, "A401")["icons"]["rock"] = 1
    _expect_error(tmp_path, data, "A401", "icons")


def test_duplicate_id(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    data["cards"].append(copy.deepcopy(_card(data, "S230")))
    _expect_error(tmp_path, data, "S230", "duplicate")


def test_missing_card(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    data["cards"] = [c for c in data["cards"] if c["id"] != "P117"]
    _expect_error(tmp_path, data, "P117", "missing")


@pytest.mark.parametrize(
    ("cid", "key", "value", "fragment"),
    [
        ("A401", "cost", "17", "cost"),
        ("A401", "cost", True, "cost"),
        ("A401", "size", 6, "size"),
        ("A401", "type", "sponsor", "type"),
        ("A401", "abilities", [{"keyword": "teleport", "value": 1}], "abilities[0].keyword"),
        ("A401", "abilities", [{"keyword": "sprint", "value": "3"}], "abilities[0].value"),
        ("A401", "abilities", [{"keyword": "clever", "value": 1}], "abilities[0].value"),
        ("A401", "requirements", {"money": 3}, "requirements.money"),
        ("A401", "enclosures", {"aquarium": 1}, "enclosures.aquarium"),
        ("A449", "solo_abilities", [], "solo_abilities"),
        ("S201", "level", None, "level"),
        ("S201", "unique_building", False, "unique_building"),
        ("P101", "counter", "icon:unicorn", "counter"),
        ("P101", "kind", "release", "kind"),
        ("P113", "counter", "release:asia", "counter"),
        ("P101", "levels", [{"count": 5, "conservation": 5}], "levels"),
        ("F001", "counter", "everything", "counter"),
        ("F001", "thresholds", [5, 4, 2, 1], "thresholds"),
        ("F004", "thresholds", [1, 2, 3, 4], "thresholds"),
    ],
)
def test_invalid_values(
    tmp_path: Path, raw: dict[str, Any], cid: str, key: str, value: object, fragment: str
) -> None:
    data = copy.deepcopy(raw)
    _card(data, cid)[key] = value
    _expect_error(tmp_path, data, cid, fragment)


def test_missing_field(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    del _card(data, "A402")["appeal"]
    _expect_error(tmp_path, data, "A402", "appeal", "missing")


def test_bad_top_level(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    data["version"] = 2
    _expect_error(tmp_path, data, "version")
    data = copy.deepcopy(raw)
    data["comment"] = "x"
    _expect_error(tmp_path, data, "comment")


def test_card_data_error_is_value_error() -> None:
    assert issubclass(CardDataError, ValueError)


# --------------------------------------------------------------------------------------------
# Resources, caching, speed, builder
# --------------------------------------------------------------------------------------------


def test_data_path_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARKNOVA_DATA_DIR", raising=False)
    assert resources.data_path("cards.json") == CARDS_JSON
    with pytest.raises(FileNotFoundError, match="ARKNOVA_DATA_DIR"):
        resources.data_path("no-such-file.json")


def test_data_path_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cards.json").write_text("{}", encoding="utf-8")
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    assert resources.data_path("cards.json") == tmp_path / "cards.json"
    with pytest.raises(FileNotFoundError, match=r"nothing\.json"):
        resources.data_path("nothing.json")


def test_data_path_packaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A built package (wheel, bundle) reads the data folder inside the package."""
    (tmp_path / "cards.json").write_text("{}", encoding="utf-8")
    monkeypatch.delenv("ARKNOVA_DATA_DIR", raising=False)
    monkeypatch.setattr(resources, "packaged_data_dir", lambda: tmp_path)
    assert resources.data_path("cards.json") == tmp_path / "cards.json"
    with pytest.raises(FileNotFoundError, match=r"maps/99\.json"):
        resources.data_path("maps/99.json")


def test_a_checkout_has_no_packaged_data_and_finds_the_licences_in_packaging() -> None:
    """The checkout's sources are read as they are: nothing is copied into the source tree."""
    assert resources.packaged_data_dir() is None
    licence = resources.data_path("licenses/attrs-MIT.txt")
    assert licence == CARDS_JSON.parent / "packaging" / "licenses" / "attrs-MIT.txt"


def test_default_cards_cached() -> None:
    """Loaded once per process (the time a load takes is in benchmarks/explain_speed.py)."""
    first = default_cards()
    assert first is default_cards()
    assert len(first.cards) == 235


def _builder(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILDER), *args], capture_output=True, text=True, check=False
    )


def test_builder_output_is_current() -> None:
    # Repository data only: cards.json holds tools/card_effects.py's effects, agrees with the
    # builder's rule tables and is formatted as the builder writes it. The rebuild from the outside
    # card data sets is tools/check_card_sources.py.
    result = _builder("--check")
    assert result.returncode == 0, result.stderr


def test_builder_check_finds_a_stale_effect(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)
    _card(data, "S201")["effects"] = []
    _card(data, "F001")["thresholds"] = [1, 2, 3, 4]
    stale = tmp_path / "cards.json"
    stale.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    result = _builder("--check", "--output", str(stale))
    assert result.returncode == 1
    assert "S201: effects differ from tools/card_effects.py" in result.stderr
    assert "F001: thresholds" in result.stderr


def test_builder_needs_the_source_folder_to_build() -> None:
    result = _builder()
    assert result.returncode == 2 and "--source DIR is required" in result.stderr
    help_text = _builder("--help").stdout
    assert "https://github.com/torbjorv/ark-nova-for-llms" in help_text
    assert "https://github.com/Ender-Wiggin2019/Next-Ark-Nova-Cards" in help_text
