"""The structured effects of sponsors and conservation projects, and the generated card text.

Walks the whole pool: every effect loads, uses only registered vocabulary and
round-trips; every card has a generated text in our own words that names its numbers. The spot
checks at the end compare encodings with the rules the cards state (read from the reference
data sets and docs/rules.md, written here as structure, not as text). That no generated text
shares six words in a row with the outside data sets is checked by tools/check_card_sources.py.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from arknova_desktop.engine.base.geometry import Cell, is_connected, normalise
from arknova_desktop.engine.catalog import effects as fx
from arknova_desktop.engine.catalog.cards import (
    ABILITY_KEYWORDS,
    AnimalCard,
    CardDataError,
    CardDB,
    FinalScoringCard,
    Icon,
    ProjectCard,
    SponsorCard,
    load_cards,
)
from arknova_desktop.ui.words.card_words import EN, card_text

REPO_ROOT = Path(__file__).resolve().parent.parent
CARDS_JSON = REPO_ROOT / "cards.json"
DOCS = REPO_ROOT / "docs" / "cards-data.md"


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards(CARDS_JSON)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    return data


def _raw_card(raw: dict[str, Any], cid: str) -> dict[str, Any]:
    card: dict[str, Any] = next(c for c in raw["cards"] if c["id"] == cid)
    return card


def _with_effects(db: CardDB) -> list[SponsorCard | ProjectCard]:
    return [*db.sponsors(), *db.projects()]


def _all_nodes(db: CardDB) -> Iterator[tuple[str, object]]:
    for card in _with_effects(db):
        for node in fx.walk(card.effects):
            yield card.id, node


def _effects(db: CardDB, cid: str) -> tuple[fx.Effect, ...]:
    card = db.get(cid)
    assert isinstance(card, SponsorCard | ProjectCard)
    return card.effects


def _one(db: CardDB, cid: str, kind: type) -> Any:
    found = [n for n in fx.walk(_effects(db, cid)) if isinstance(n, kind)]
    assert len(found) == 1, (cid, kind, found)
    return found[0]


# --------------------------------------------------------------------------------------------
# The whole pool
# --------------------------------------------------------------------------------------------


def test_every_sponsor_and_project_has_effects(db: CardDB, raw: dict[str, Any]) -> None:
    for card in db.sponsors():
        assert "effects" in _raw_card(raw, card.id)
        # S223 Science Institute prints nothing but its two research icons.
        assert bool(card.effects) == (card.id != "S223"), card.id
    for project in db.projects():
        supports = [n for n in project.effects if isinstance(n, fx.Support)]
        assert len(supports) == 1, project.id


def test_top_level_nodes_are_timings_reactions_or_rules(db: CardDB) -> None:
    for card in _with_effects(db):
        for node in card.effects:
            assert isinstance(node, fx.TOP_LEVEL_TYPES), (card.id, node)


def test_vocabulary_used_is_registered(db: CardDB) -> None:
    used_types: set[type] = set()
    used_counters: set[str] = set()
    used_kinds: set[str] = set()
    used_events: set[str] = set()
    for cid, node in _all_nodes(db):
        if isinstance(node, fx.SupportLevel):
            continue
        used_types.add(type(node))
        assert fx.TAGS[getattr(node, "tag")] is type(node), cid  # noqa: B009
        if isinstance(node, fx.PerCount | fx.Tiered):
            used_counters.add(node.counter)
        if isinstance(node, fx.Support) and node.counter:
            used_counters.add(node.counter)
        if isinstance(node, fx.Ability) and isinstance(node.value, str):
            used_counters.add(node.value)
        if isinstance(node, fx.Modifier):
            used_kinds.add(node.kind)
        if isinstance(node, fx.OnEvent):
            used_events.add(node.event)
        if isinstance(node, fx.Gain):
            assert node.resource in fx.RESOURCES
    assert used_types <= set(fx.EFFECT_TYPES)
    assert used_counters <= fx.COUNTERS
    assert used_kinds <= set(fx.MODIFIER_KINDS)
    assert used_events <= set(fx.EVENTS)
    # ... and the registries hold nothing that no card uses (icon counters aside).
    assert used_types == set(fx.EFFECT_TYPES)
    assert {c for c in fx.COUNTERS if not c.startswith("icon:")} <= used_counters
    assert used_kinds == set(fx.MODIFIER_KINDS)
    assert used_events == set(fx.EVENTS)


def test_custom_only_for_the_documented_cards(db: CardDB) -> None:
    custom = {cid for cid, node in _all_nodes(db) if isinstance(node, fx.Custom)}
    assert custom == set(fx.CUSTOM_CARDS) == {"S227"}
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("### Custom handlers", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]
    assert set(re.findall(r"\b[SP]\d{3}\b", section)) == custom


def test_round_trip_every_card(db: CardDB, raw: dict[str, Any]) -> None:
    for card in _with_effects(db):
        data = fx.effects_to_data(card.effects)
        assert data == _raw_card(raw, card.id)["effects"], card.id
        again = fx.effects_from_data(json.loads(json.dumps(data)))
        assert again == card.effects, card.id
        assert hash(again) == hash(card.effects)


def test_unique_buildings(db: CardDB) -> None:
    printed_sizes = {
        "S243": 3, "S244": 4, "S245": 4, "S246": 4, "S247": 4, "S248": 4, "S249": 3,
        "S250": 4, "S251": 4, "S252": 4, "S253": 4, "S254": 3, "S255": 2, "S256": 2, "S257": 2,
    }  # fmt: skip
    names = set()
    for sponsor in db.sponsors():
        found = [n for n in fx.walk(sponsor.effects) if isinstance(n, fx.UniqueBuilding)]
        assert len(found) == int(sponsor.unique_building), sponsor.id
        if not found:
            continue
        building = found[0]
        cells = frozenset(Cell(c, r) for c, r in building.cells)
        assert len(cells) == printed_sizes[sponsor.id], sponsor.id
        assert is_connected(cells) and normalise(cells) == cells
        assert building.building.replace("_", " ") == sponsor.name.lower(), sponsor.id
        immediate = next(n for n in sponsor.effects if isinstance(n, fx.Immediate))
        assert immediate.effects[0] is building  # placed first, before any other gain
        names.add(building.building)
    assert len(names) == 15


def test_project_support_matches_levels(db: CardDB) -> None:
    for project in db.projects():
        support = next(n for n in project.effects if isinstance(n, fx.Support))
        assert [lv.count for lv in support.levels] == [lv.count for lv in project.levels]
        for mine, fact in zip(support.levels, project.levels, strict=True):
            gains = {g.resource: g.amount for g in mine.gains}
            assert gains.get("conservation", 0) == fact.conservation, project.id
            assert gains.get("reputation", 0) == fact.reputation, project.id
        immediate = [n for n in project.effects if isinstance(n, fx.Immediate)]
        if project.kind == "release":  # +1 reputation for the player who plays the card
            assert immediate == [fx.Immediate((fx.Gain("reputation", 1),))], project.id
            assert (support.mode, support.icon) == ("release", project.icon)
        else:
            assert immediate == [], project.id
        if project.kind == "breeding":
            assert (support.mode, support.icon) == ("breeding", project.icon)
        if project.kind in ("base", "collection"):
            assert (support.mode, support.counter) == ("collect", project.counter)


# --------------------------------------------------------------------------------------------
# Loader errors name the card
# --------------------------------------------------------------------------------------------


def _write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _expect_error(tmp_path: Path, data: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(CardDataError) as info:
        load_cards(_write(tmp_path, data))
    for fragment in fragments:
        assert fragment in str(info.value), str(info.value)


@pytest.mark.parametrize(
    ("cid", "path", "value", "fragments"),
    [
        ("S202", (0, "type"), "teleport", ("S202", "effects", "unknown effect type 'teleport'")),
        ("S231", (0, "effects", 0, "counter"), "icon:unicorn", ("S231", "unknown counter")),
        ("S229", (1, "kind"), "cheaper_everything", ("S229", "unknown modifier kind")),
        ("S205", (0, "effects", 0, "resource"), "gold", ("S205", "effects", "'gold'")),
        ("S241", (1, "event"), "rainfall", ("S241", "unknown event")),
        ("S212", (1, "effects", 0, "keyword"), "teleport", ("S212", "ability keyword")),
        ("S210", (1, "effects", 0, "building"), "castle", ("S210", "unknown building")),
        ("S205", (0, "effects", 0, "amount"), "2", ("S205", "expected int")),
        ("S205", (0, "effects", 0, "amount"), 0, ("S205", "amount")),
        ("S227", (0, "card_id"), "S201", ("S227", "custom card")),
        ("S243", (0, "effects", 0, "cells"), [[0, 0], [2, 0]], ("S243", "connected")),
        ("P101", (0, "counter"), "icon:africa", ("P101", "support counts")),
        ("P113", (1, "levels", 0, "gains", 0, "amount"), 9, ("P113", "level 0")),
    ],
)
def test_bad_effects_are_rejected(
    tmp_path: Path,
    raw: dict[str, Any],
    cid: str,
    path: tuple[int | str, ...],
    value: object,
    fragments: tuple[str, ...],
) -> None:
    data = copy.deepcopy(raw)
    target: Any = _raw_card(data, cid)["effects"]
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    _expect_error(tmp_path, data, *fragments)


def test_structural_rules_are_checked(tmp_path: Path, raw: dict[str, Any]) -> None:
    data = copy.deepcopy(raw)  # a gain cannot stand at the top
    _raw_card(data, "S205")["effects"] = [{"type": "gain", "resource": "money", "amount": 1}]
    _expect_error(tmp_path, data, "S205", "cannot stand alone")
    data = copy.deepcopy(raw)  # a unique-building sponsor without its building
    _raw_card(data, "S248")["effects"] = _raw_card(data, "S248")["effects"][1:]
    _expect_error(tmp_path, data, "S248", "unique building")
    data = copy.deepcopy(raw)  # effects are required on sponsors
    del _raw_card(data, "S201")["effects"]
    _expect_error(tmp_path, data, "S201", "effects", "missing")
    data = copy.deepcopy(raw)  # a building cannot be placed at every break
    unique = _raw_card(data, "S257")["effects"][0]["effects"][0]
    _raw_card(data, "S257")["effects"][1]["effects"].append(unique)
    _expect_error(tmp_path, data, "S257", "income cannot hold")


# --------------------------------------------------------------------------------------------
# Generated text
# --------------------------------------------------------------------------------------------


def _key_numbers(card: object) -> set[int]:
    """The numbers a reader needs: amounts, thresholds, levels, conditions."""
    numbers: set[int] = set()
    if isinstance(card, AnimalCard):
        numbers |= {n for n in (card.appeal, card.conservation, card.reputation) if n}
        numbers |= {a.value for a in card.abilities if isinstance(a.value, int)}
    if isinstance(card, AnimalCard | SponsorCard):
        req = card.requirements
        numbers |= set(req.icons.values()) | {n for n in (req.partner_zoos, req.reputation) if n}
        if req.max_appeal is not None:
            numbers.add(req.max_appeal)
    if isinstance(card, SponsorCard):
        numbers |= set(card.icons.values())
    if isinstance(card, FinalScoringCard) and card.thresholds:
        numbers |= set(card.thresholds)
    effects = card.effects if isinstance(card, SponsorCard | ProjectCard) else ()
    for node in fx.walk(effects):
        if isinstance(node, fx.Gain):
            numbers.add(node.amount)
        elif isinstance(node, fx.PerCount):
            numbers |= {n for n in (node.per, node.max) if n and n > 1}
        elif isinstance(node, fx.Tiered) and node.counter not in fx.FLAG_COUNTERS:
            numbers |= set(node.thresholds)
        elif isinstance(node, fx.Ability) and isinstance(node.value, int):
            numbers.add(node.value)
        elif isinstance(node, fx.UniqueBuilding):
            numbers.add(node.size)
            numbers |= {n for n in (node.next_to_water, node.next_to_rock) if n}
            numbers |= {node.on_border_cells} - {0}
        elif isinstance(node, fx.Modifier) and node.value:
            numbers.add(node.value)
        elif isinstance(node, fx.OnIconPlayed) and node.limit:
            numbers.add(node.limit)
        elif isinstance(node, fx.SupportLevel):
            numbers.add(node.count)
    return numbers


def test_every_card_has_a_text(db: CardDB) -> None:
    for cid, card in db.cards.items():
        text = card_text(card)
        assert text.strip(), cid
        for placeholder in ("{", "}", "None", "TODO", "??", "  ", "..", "|"):
            assert placeholder not in text, (cid, placeholder, text)
        for line in text.splitlines():
            assert line[0].isupper() and line.endswith("."), (cid, line)


def test_texts_name_the_key_numbers(db: CardDB) -> None:
    for cid, card in db.cards.items():
        present = {int(n) for n in re.findall(r"\d+", card_text(card))}
        missing = _key_numbers(card) - present
        assert not missing, (cid, missing, card_text(card))


def test_catalogue_covers_the_vocabulary() -> None:
    for counter in fx.COUNTERS:
        if counter in fx.FLAG_COUNTERS:
            assert f"flag.{counter}" in EN
        elif not counter.startswith("icon:"):
            assert f"counter.{counter}" in EN
    for kind, (_, subjects) in fx.MODIFIER_KINDS.items():
        keys = [f"mod.{kind}"] if subjects is None else [f"mod.{kind}.{s}" for s in subjects]
        assert all(key in EN for key in keys), kind
    assert all(f"event.{event}" in EN for event in fx.EVENTS)
    assert all(f"custom.{cid}" in EN for cid in fx.CUSTOM_CARDS)
    for keyword in ABILITY_KEYWORDS:
        assert any(key == f"kw.{keyword}" or key.startswith(f"kw.{keyword}.") for key in EN)


def test_text_is_translatable(db: CardDB) -> None:
    # Swapping the catalogue changes the words; the structure alone drives the sentences.
    shouted = {key: value.upper().replace("{N}", "{n}") for key, value in EN.items()}
    for key, value in EN.items():
        for name in re.findall(r"\{(\w+)\}", value):
            shouted[key] = shouted[key].replace("{" + name.upper() + "}", "{" + name + "}")
    text = card_text(db.get("S231"), shouted)
    # The catalogue's words change; the names in them (primate, money) come from ui.words.names.
    assert text.startswith("CONDITIONS: AT LEAST 1 primate ICON.")
    assert "INCOME, AT EVERY BREAK: GAIN 3 / 6 / 9 money" in text


class _Shouting(QTranslator):
    """A translation that shouts every card text and every name."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context not in ("CardText", "Names"):
            return ""
        # Keep the placeholders as they are: only the words are translated.
        return re.sub(r"(\{\w+\}|%\d|%n)|([^{%]+)", lambda m: m.group(1) or m.group(2).upper(),
                      source)  # fmt: skip


def test_text_goes_through_qt_translation(db: CardDB, qapp: Any) -> None:
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        for cid in ("S231", "S201", "A401", "P101", "F001"):
            text = card_text(db.get(cid))
            assert text == text.upper(), (cid, text)
        assert "3 / 6 / 9 MONEY" in card_text(db.get("S231"))
        # The singular|plural forms survive a translation: 1 icon, 3 icons.
        assert "AT LEAST 1 PRIMATE ICON." in card_text(db.get("S231"))
        assert "AT LEAST 1 / 3 / 5 PRIMATE ICONS OF YOUR ZOO" in card_text(db.get("S231"))
    finally:
        QCoreApplication.removeTranslator(translator)
    assert card_text(db.get("S231")).startswith("Conditions: at least 1 primate icon.")


# --------------------------------------------------------------------------------------------
# Spot checks: the encoding says what the card says
# --------------------------------------------------------------------------------------------


def gain(resource: fx.Resource, amount: int, to: fx.Recipient = "self") -> fx.Gain:
    return fx.Gain(resource, amount, to)


def test_s201_science_lab(db: CardDB) -> None:
    effects = _effects(db, "S201")
    card = gain("card_in_range", 1)
    assert fx.Immediate((card,)) in effects and fx.Income((card,)) in effects
    tiers = _one(db, "S201", fx.Tiered)
    assert (tiers.counter, tiers.thresholds) == ("icon:science", (3, 6))
    assert tiers.gains == (gain("conservation", 1), gain("conservation", 2))


def test_s202_spokesperson(db: CardDB) -> None:
    assert _effects(db, "S202") == (fx.OnIconPlayed(("science",), "own", (gain("reputation", 1),)),)


def test_s203_veterinarian(db: CardDB) -> None:
    effects = _effects(db, "S203")
    assert fx.Modifier("support_project_strength", 4) in effects
    first = next(n for n in effects if isinstance(n, fx.Immediate)).effects[0]
    assert isinstance(first, fx.Tiered) and first.counter == "universities"
    assert first.thresholds == (1, 2, 3)
    assert [g.amount for g in first.gains] == [2, 5, 10]


def test_s205_s254_s255_s256_s261_printed_gains(db: CardDB) -> None:
    def flat(cid: str) -> dict[str, int]:
        immediate = next(n for n in _effects(db, cid) if isinstance(n, fx.Immediate))
        return {n.resource: n.amount for n in immediate.effects if isinstance(n, fx.Gain)}

    assert flat("S205") == {"reputation": 2, "conservation": 1}
    assert flat("S254") == {"card_in_range": 1, "reputation": 1, "conservation": 1}
    assert flat("S255") == {"appeal": 4}
    assert flat("S256") == {"appeal": 4}
    assert flat("S261") == {"appeal": 1, "conservation": 1}
    assert flat("S226") == {"reputation": 2}


def test_s207_and_s222_pay_the_other_players(db: CardDB) -> None:
    basic = [n for n in fx.walk(_effects(db, "S207")) if isinstance(n, fx.PerCount)]
    assert [(n.counter, n.per, n.gain) for n in basic] == [
        ("different_continents_and_categories", 2, gain("conservation", 1)),
        ("different_continents_and_categories", 2, gain("money", 2, "others")),
    ]
    patents = [n for n in fx.walk(_effects(db, "S222")) if isinstance(n, fx.PerCount)]
    assert [(n.counter, n.max, n.gain.to) for n in patents] == [
        ("icon:science", 3, "self"),
        ("icon:science", 3, "others"),
    ]


def test_s210_to_s214_experts_on_continents(db: CardDB) -> None:
    reactions: dict[str, tuple[Icon, object]] = {
        "S210": ("americas", fx.FreeBuilding("kiosk")),
        "S211": ("europe", fx.FreeBuilding("enclosure_1")),
        "S212": ("australia", fx.Ability("pouch", 1)),
        "S213": ("asia", fx.FreeBuilding("pavilion")),
        "S214": ("africa", fx.Ability("clever")),
    }
    for cid, (continent, effect) in reactions.items():
        immediate = next(n for n in _effects(db, cid) if isinstance(n, fx.Immediate))
        assert immediate.effects == (fx.PerCount(f"icon:{continent}", gain("appeal", 1)),), cid
        reaction = _one(db, cid, fx.OnIconPlayed)
        assert (reaction.icons, reaction.scope, reaction.effects) == (
            (continent,),
            "own",
            (effect,),
        )
    assert _one(db, "S210", fx.Tiered).counter == "kiosks"
    assert _one(db, "S214", fx.EndGame).effects == (fx.PerCount("x_tokens", gain("appeal", 1)),)


def test_s219_diversity_researcher(db: CardDB) -> None:
    effects = _effects(db, "S219")
    assert fx.Modifier("build_on_rock_and_water") in effects
    assert fx.Modifier("ignore_rock_water_requirements") in effects
    pairs = next(n for n in effects if isinstance(n, fx.EndGame)).effects
    assert pairs == (fx.PerCount("rock_water_pairs", gain("appeal", 2), 1, 3),)


def test_s229_s230_animal_discounts(db: CardDB) -> None:
    assert fx.Modifier("animal_discount", 3, "small") in _effects(db, "S229")
    assert fx.Modifier("animal_discount", 4, "large") in _effects(db, "S230")
    assert _one(db, "S230", fx.PerCount) == fx.PerCount("large_animals", gain("appeal", 2))


def test_s231_to_s235_sponsorships(db: CardDB) -> None:
    for cid, icon in zip(
        ("S231", "S232", "S233", "S234", "S235"),
        ("primate", "reptile", "bird", "predator", "herbivore"),
        strict=True,
    ):
        income = next(n for n in _effects(db, cid) if isinstance(n, fx.Income))
        assert income.effects == (
            fx.Tiered(
                f"icon:{icon}", (1, 3, 5), (gain("money", 3), gain("money", 6), gain("money", 9))
            ),
        ), cid


def test_s236_to_s240_react_to_any_zoo(db: CardDB) -> None:
    icons: tuple[Icon, ...] = ("primate", "reptile", "bird", "predator", "herbivore")
    for cid, icon in zip(("S236", "S237", "S238", "S239", "S240"), icons, strict=True):
        assert _effects(db, cid) == (fx.OnIconPlayed((icon,), "any", (gain("money", 3),)),), cid


def test_s242_geologist(db: CardDB) -> None:
    effects = _effects(db, "S242")
    assert _one(db, "S242", fx.PerCount) == fx.PerCount("icon:rock", gain("appeal", 3), per=2)
    assert fx.OnEvent("cover_cell_next_to_rock", (gain("money", 1),)) in effects
    assert _one(db, "S242", fx.Tiered) == fx.Tiered(
        "all_rock_connected", (1,), (gain("conservation", 1),)
    )


def test_s245_aquarium(db: CardDB) -> None:
    building = _one(db, "S245", fx.UniqueBuilding)
    assert (building.size, building.next_to_water, building.next_to_rock) == (4, 2, 0)
    assert fx.OnIconPlayed(("water",), "own", (gain("appeal", 2),)) in _effects(db, "S245")
    assert _one(db, "S245", fx.Tiered) == fx.Tiered("icon:water", (6,), (gain("conservation", 1),))


def test_s251_polar_bear_exhibit(db: CardDB) -> None:
    sponsor = db.get_sponsor("S251")
    assert "water" not in sponsor.icons  # a placement condition, not an icon (docs/cards-data.md)
    assert _one(db, "S251", fx.UniqueBuilding).next_to_water == 1
    assert fx.OnIconPlayed(("bear",), "any", (gain("appeal", 2),)) in sponsor.effects
    tiers = _one(db, "S251", fx.Tiered)
    assert (tiers.counter, tiers.thresholds) == ("icon:bear", (3, 6))


def test_s252_s253_hunter_and_okapi(db: CardDB) -> None:
    assert _one(db, "S252", fx.Ability) == fx.Ability("hunter", "icon:predator")
    okapi = _one(db, "S253", fx.OnIconPlayed)
    assert (okapi.icons, okapi.effects, okapi.limit) == (("herbivore",), (fx.PlaySponsor(),), 3)


def test_s254_s257_border_buildings(db: CardDB) -> None:
    school = _one(db, "S254", fx.UniqueBuilding)
    assert (school.size, school.on_border_cells, school.detached) == (3, 2, False)
    entrance = _one(db, "S257", fx.UniqueBuilding)
    assert (entrance.size, entrance.on_border_cells, entrance.detached) == (2, 2, True)
    income = next(n for n in _effects(db, "S257") if isinstance(n, fx.Income))
    assert income.effects == (fx.PerCount("buildings_next_to_this", gain("money", 2)),)


def test_s262_explorer_reacts_to_new_icon_kinds(db: CardDB) -> None:
    reaction = _one(db, "S262", fx.OnIconPlayed)
    assert reaction.new_only and reaction.scope == "own"
    assert set(reaction.icons) == {
        "africa", "americas", "asia", "australia", "europe",
        "bear", "bird", "herbivore", "petting_zoo", "predator", "primate", "reptile",
    }  # fmt: skip
    assert reaction.effects == (gain("appeal", 1), gain("money", 2))


def test_s263_waza_large_animal_program(db: CardDB) -> None:
    effects = _effects(db, "S263")
    assert fx.Immediate((fx.FreeBuilding("enclosure_5"),)) in effects
    assert fx.Modifier("large_animal_ignore_condition", 1) in effects


def test_release_and_breeding_projects(db: CardDB) -> None:
    release = _one(db, "P113", fx.Support)
    assert (release.mode, release.icon) == ("release", "europe")
    assert [(lv.count, lv.gains) for lv in release.levels] == [
        (4, (gain("conservation", 5),)),
        (3, (gain("conservation", 4),)),
        (2, (gain("conservation", 3),)),
    ]
    breeding = _one(db, "P125", fx.Support)
    assert (breeding.mode, breeding.icon) == ("breeding", "reptile")
    assert [lv.gains for lv in breeding.levels] == [
        (gain("conservation", 2), gain("reputation", 2)),
        (gain("conservation", 1), gain("reputation", 2)),
        (gain("conservation", 2),),
    ]
