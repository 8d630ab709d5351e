#!/usr/bin/env python3
"""Build ``cards.json`` (the facts of the 235 base-game Ark Nova cards) from the two reference sets.

Usage::

    python tools/build_cards.py --source DIR [--output FILE] [-v]    # write cards.json
    python tools/build_cards.py --check [--output FILE]              # repository data only
    python tools/build_cards.py --check --source DIR [--output FILE] # rebuild and compare

``--source DIR`` is needed to build: the folder must hold the two public card data sets, which are
not part of this repository (see ``WHERE_TO_GET`` below, or ``--help``). ``--output`` defaults to
``cards.json`` in the repository root.

``--check`` writes nothing and exits with 1 when something differs. Without ``--source`` it needs
nothing outside the repository: the effects of every sponsor and project must be exactly those of
``tools/card_effects.py``, the facts the builder checks against the rule tables copied below
(project levels, final-scoring thresholds, solo replacements, final-scoring counters, unique
buildings) must hold, the engine's strict loader must accept the file and it must be formatted as
the builder writes it. With ``--source`` the file is rebuilt from the data sets and must equal the
existing one. ``tools/check_card_sources.py`` runs the second form among its checks.

How a fact is chosen
--------------------
Every fact is read from **both** sources. When they agree the value is used. When they disagree
the builder needs an entry in ``RESOLUTIONS`` (value + reason); a disagreement without an entry,
or an entry whose disagreement has gone away, stops the build. So the list of resolved
disagreements in ``RESOLUTIONS`` is complete by construction, and ``docs/cards-data.md`` repeats
it. A few facts exist in one source only (release-project size levels, solo replacements, the
reputation number of a few sponsor conditions); they are checked against
``docs/rules.md`` tables copied below (``RULES_FACTS_*``).

Only facts (names, numbers, icons, keywords) are taken over. No free text of either source
(effect texts, descriptions, notes, Latin names) ever reaches the output.

Effects
-------
The effects of sponsors and conservation projects are hand-encoded in ``tools/card_effects.py``
(nodes of ``arknova_desktop/engine/effects.py``) and merged in as each card's ``effects`` list.
The builder checks them against the sources where the sources have numbers: the printed
appeal / reputation / CP of a sponsor (Ender-Wiggin; exceptions in ``card_effects.DECISIONS``),
the rock / water placement conditions of the unique buildings (both sources), the printed sizes
of the unique buildings, and the levels of every project. The finished file is then loaded with
the engine's strict loader, so the builder never writes a file the game would reject.

The output is deterministic: cards sorted by id, keys in a fixed order, 2-space indent, a final
newline.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = REPO_ROOT / "cards.json"
TORBJORV_FILE = "cards.jsonl"
ENDER_FILE = "next-ark-nova-cards.json"

WHERE_TO_GET = f"""\
The source folder holds two files made from public card data sets (neither is part of this
repository, and neither declares a licence: use them as reference input only):

  {TORBJORV_FILE}
      torbjorv/ark-nova-for-llms, https://github.com/torbjorv/ark-nova-for-llms ,
      the file cards.jsonl as it is (used at commit 2a12a07940fffa420a810df56c2f1001838b4d1d).
  {ENDER_FILE}
      Ender-Wiggin2019/Next-Ark-Nova-Cards, https://github.com/Ender-Wiggin2019/Next-Ark-Nova-Cards
      (the data behind https://ark-nova.ender-wiggin.com ; used at commit
      6f67a11b9a038d75bb327cd1abfe20165d6c0055): the arrays of src/data/Animals.ts, Sponsors.ts,
      Projects.ts, EndGames.ts and MapBoards.ts evaluated into one JSON object with the keys
      animals, sponsors, conservation_projects, final_scoring and map_boards, enum references
      replaced by their string values and English texts from public/locales/en/common.json added
      (docs/cards-data.md, "Sources").
"""

FORMAT = "arknova-desktop-cards"
VERSION = 1

CONTINENTS = ("africa", "americas", "asia", "australia", "europe")
CATEGORIES = ("bear", "bird", "herbivore", "petting_zoo", "predator", "primate", "reptile")

# ------------------------------------------------------------------------------------------------
# docs/rules.md tables (the project's rule reference wins over both datasets)
# ------------------------------------------------------------------------------------------------

# §7: base projects 101-112: counts L/M/R and CP L/M/R.
RULES_FACTS_BASE_PROJECTS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "P101": ((5, 4, 3), (5, 3, 2)),
    "P102": ((5, 4, 3), (5, 3, 2)),
    "P103": ((5, 4, 2), (5, 3, 2)),
    "P104": ((5, 4, 2), (5, 3, 2)),
    "P105": ((5, 4, 2), (5, 4, 2)),
    "P106": ((5, 4, 2), (5, 3, 2)),
    "P107": ((5, 4, 2), (5, 4, 2)),
    "P108": ((5, 4, 2), (5, 4, 2)),
    "P109": ((5, 4, 2), (5, 4, 2)),
    "P110": ((5, 4, 2), (5, 4, 2)),
    "P111": ((5, 4, 2), (5, 4, 2)),
    "P112": ((5, 4, 2), (5, 4, 2)),
}
# §7: collection project cards 128-132.
RULES_FACTS_COLLECTION_PROJECTS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "P128": ((5, 4, 2), (4, 3, 2)),
    "P129": ((5, 3, 2), (4, 3, 2)),
    "P130": ((8, 5, 2), (4, 3, 2)),
    "P131": ((4, 3, 2), (4, 3, 2)),
    "P132": ((5, 4, 2), (4, 3, 2)),
}
# §7: release into the wild 113-122: size levels 4+/3/2- give 5/4/3 CP.
RULES_FACTS_RELEASE_LEVELS = ((4, 5), (3, 4), (2, 3))
# §7: breeding programs 123-127: 1 animal of the category (+ a partner zoo of one of its
# continents); 2 CP + 2 rep / 1 CP + 2 rep / 2 CP (marked unverified in docs/rules.md §7).
RULES_FACTS_BREEDING_LEVELS = ((1, 2, 2), (1, 1, 2), (1, 2, 0))
# §8: final scoring, original 2021 printing (None = special card without thresholds).
RULES_FACTS_FINAL_SCORING: dict[str, tuple[int, int, int, int] | None] = {
    "F001": (1, 2, 4, 5),
    "F002": (3, 6, 8, 10),
    "F003": (3, 4, 5, 6),
    "F004": None,
    "F005": (3, 4, 5, 6),
    "F006": (6, 12, 18, 24),
    "F007": (6, 9, 12, 15),
    "F008": (3, 6, 8, 10),
    "F009": None,
    "F010": (1, 3, 5, 7),
    "F011": (2, 4, 6, 8),
}
# §8: the Marine Worlds reprint values of the six changed cards (offered as a setup option only).
RULES_FACTS_FINAL_SCORING_REVISED: dict[str, tuple[int, int, int, int]] = {
    "F001": (1, 2, 3, 4),
    "F003": (3, 4, 5, 7),
    "F005": (2, 3, 4, 5),
    "F008": (3, 5, 7, 9),
    "F010": (1, 3, 5, 6),
    "F011": (2, 4, 6, 7),
}
# §9: blue solo replacements of the interactive abilities.
RULES_FACTS_SOLO: dict[str, Callable[[Any], tuple[str, Any]]] = {
    "venom": lambda value: ("inventive", value),
    "constriction": lambda value: ("clever", None),
    "hypnosis": lambda value: ("determination", None),
    "pilfering": lambda value: ("sprint", value),
}

# ------------------------------------------------------------------------------------------------
# What each card counts (our closed vocabularies, see docs/cards-data.md)
# ------------------------------------------------------------------------------------------------

FINAL_SCORING_COUNTERS: dict[str, str] = {
    "F001": "large_animals",
    "F002": "small_animals",
    "F003": "icon:science",
    "F004": "architecture",
    "F005": "supported_projects",
    "F006": "empty_building_spaces",
    "F007": "reputation",
    "F008": "sponsors_in_zoo",
    "F009": "category_majority",
    "F010": "icon:rock",
    "F011": "icon:water",
}

# The 15 sponsors that place a unique building (the base game has 15 unique-building tiles).
UNIQUE_BUILDING_SPONSORS = frozenset(f"S{n}" for n in range(243, 258))

# ------------------------------------------------------------------------------------------------
# Manual corrections: (card id, field) -> (value, reason). Every entry must correspond to a real
# disagreement between the two sources (the build stops otherwise).
# ------------------------------------------------------------------------------------------------

RESOLUTIONS: dict[tuple[str, str], tuple[Any, str]] = {
    # --- names ---
    ("A467", "name"): (
        "Ecuadorian Squirrel Monkey",
        "Ender-Wiggin misspells 'Squirell'; torbjorv has the correct spelling.",
    ),
    ("S215", "name"): (
        "Breeding Cooperation",
        "torbjorv 'Global Breeding Program'; Ender-Wiggin and BGA (S215_BreedingCooperation) use "
        "'Breeding Cooperation', the name players see on BGA.",
    ),
    ("S221", "name"): (
        "Archaeologist",
        "Ender-Wiggin 'Archeologist'; torbjorv and BGA spell it 'Archaeologist'.",
    ),
    ("S228", "name"): (
        "WAZA Small Animal Program",
        "torbjorv 'WAZA Small Animals Program'; Ender-Wiggin's singular matches its twin S263 "
        "'WAZA Large Animal Program' in both sources.",
    ),
    ("S246", "name"): (
        "Cable Car",
        "torbjorv 'Aerial Cableway'; Ender-Wiggin and BGA use 'Cable Car'.",
    ),
    ("F009", "name"): (
        "Diverse Species Zoo",
        "torbjorv 'Biodiverse Zoo (Diverse Species Zoo)'; docs/rules.md §8 and Ender-Wiggin "
        "name it 'Diverse Species Zoo' (Biodiverse Zoo is an alias).",
    ),
    # --- animals ---
    ("A482", "water"): (
        1,
        "Ender-Wiggin lacks Anaconda's water requirement (known upstream problem, "
        "docs/cards-data.md); torbjorv has 1.",
    ),
    ("A489", "icons"): (
        {"reptile": 2, "australia": 1},
        "torbjorv 1 reptile icon, Ender-Wiggin 2. Ender-Wiggin's data drives a replay engine "
        "whose icon counts are checked against BGA logs and whose known-problem list does not "
        "include A489; 2 icons also explain the 10-money gap to the otherwise equal Nile "
        "Crocodile (A469).",
    ),
    ("A521", "reputation"): (
        1,
        "torbjorv 0, Ender-Wiggin 1. Same argument as A489: Ender-Wiggin's values are the ones "
        "checked against BGA logs and A521 is not in the reported upstream problems.",
    ),
    # --- sponsors ---
    ("S251", "icons"): (
        {"bear": 1, "predator": 1},
        "torbjorv lists 1 water (in water_icons, unlike its other sponsors, which list rock and "
        "water in icons); Ender-Wiggin has none. Comparing the two sets, the water belongs to the "
        "Polar Bear Exhibit's unique building as a placement condition (next to at least 1 "
        "water), not to the icons: it is encoded in the card's UniqueBuilding effect "
        "(next_to_water 1), and the icons are bear and predator only.",
    ),
    ("S227", "requirements"): (
        {"reputation": 6},
        "Ender-Wiggin marks a reputation condition without its number; torbjorv has none. The "
        "number 6 is the BGA-log-verified threshold (th1rt3en/ark-nova-replay-analysis "
        "sponsor_thresholds.json).",
    ),
    ("S228", "requirements"): (
        {"reputation": 3},
        "As S227; BGA-verified threshold 3.",
    ),
    ("S243", "requirements"): ({"reputation": 3}, "As S227; BGA-verified threshold 3."),
    ("S244", "requirements"): ({"reputation": 3}, "As S227; BGA-verified threshold 3."),
    ("S245", "requirements"): ({"reputation": 3}, "As S227; BGA-verified threshold 3."),
    ("S263", "requirements"): (
        {"sponsors_ii": True, "reputation": 6},
        "As S227 (both sources agree on the Sponsors II condition); BGA-verified threshold 6.",
    ),
    # --- projects ---
    ("P129", "levels"): (
        [
            {"count": 5, "conservation": 4},
            {"count": 3, "conservation": 3},
            {"count": 2, "conservation": 2},
        ],
        "Ender-Wiggin 5/4/2, torbjorv 5/3/2; docs/rules.md §7 (BGA class P129_Geological): 5/3/2.",
    ),
    ("P131", "counter"): (
        "large_animals",
        "Ender-Wiggin's level requirement says 'water' (known upstream problem); its card tag "
        "and torbjorv say large animals (size 4+).",
    ),
    # --- final scoring (original 2021 values, docs/rules.md §8) ---
    **{
        (fid, "thresholds"): (
            list(RULES_FACTS_FINAL_SCORING[fid] or ()),
            "torbjorv has the Marine Worlds revised values "
            f"{'/'.join(map(str, RULES_FACTS_FINAL_SCORING_REVISED[fid]))}; the original 2021 "
            "values (docs/rules.md §8, Ender-Wiggin originalArray) are the default. The revised "
            "values are kept in thresholds_revised.",
        )
        for fid in RULES_FACTS_FINAL_SCORING_REVISED
    },
}


class BuildError(Exception):
    """The sources disagree in a way the builder does not know how to resolve."""


# ------------------------------------------------------------------------------------------------
# Source readers
# ------------------------------------------------------------------------------------------------


def read_torbjorv(path: Path) -> dict[str, dict[str, Any]]:
    """Base-game rows keyed by our id (AN-401 -> A401, AN-201 -> S201, ...)."""
    out: dict[str, dict[str, Any]] = {}
    prefix = {"animal": "A", "sponsor": "S", "conservation-project": "P", "final-scoring": "F"}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            row = json.loads(line)
            if not row["id"].startswith("AN-"):
                continue  # Marine Worlds / promos
            if "base" not in row["games"]:
                raise BuildError(f"{row['id']}: base id without the base game")
            out[prefix[row["type"]] + row["id"][3:]] = row
    return out


def read_ender(path: Path) -> dict[str, dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        data = json.load(fh)
    out: dict[str, dict[str, Any]] = {}
    for key, prefix in (
        ("animals", "A"),
        ("sponsors", "S"),
        ("conservation_projects", "P"),
        ("final_scoring", "F"),
    ):
        for row in data[key]:
            if row.get("source") != "Base":
                continue
            out[prefix + row["id"]] = row
    return out


# ------------------------------------------------------------------------------------------------
# Helpers
# ------------------------------------------------------------------------------------------------

_ICON_NAMES = {"petting-zoo": "petting_zoo", "pet": "petting_zoo"}


def icon_name(tag: str) -> str:
    name = _ICON_NAMES.get(tag, tag)
    if name not in (*CONTINENTS, *CATEGORIES, "science", "rock", "water"):
        raise BuildError(f"unknown icon tag {tag!r}")
    return name


def count_icons(tags: Iterable[str]) -> dict[str, int]:
    return dict(Counter(icon_name(t) for t in tags))


def sorted_counts(counts: Mapping[str, int]) -> dict[str, int]:
    """Icon counts in a fixed order: categories, continents, then science/rock/water."""
    order = (*CATEGORIES, *CONTINENTS, "science", "rock", "water")
    return {k: counts[k] for k in order if counts.get(k)}


class Resolver:
    """Compares the two readings of a fact and applies ``RESOLUTIONS``."""

    def __init__(self) -> None:
        self.used: set[tuple[str, str]] = set()
        self.log: list[str] = []

    def pick(self, card_id: str, field: str, torbjorv: Any, ender: Any) -> Any:
        key = (card_id, field)
        if key in RESOLUTIONS:
            if torbjorv == ender:
                raise BuildError(f"{card_id}.{field}: resolution given but the sources agree")
            value, reason = RESOLUTIONS[key]
            self.used.add(key)
            self.log.append(
                f"{card_id}.{field}: torbjorv={torbjorv!r} ender={ender!r} -> {value!r} ({reason})"
            )
            return value
        if torbjorv != ender:
            raise BuildError(
                f"{card_id}.{field}: sources disagree (torbjorv={torbjorv!r}, ender={ender!r}) "
                "and RESOLUTIONS has no entry"
            )
        return torbjorv

    def check_all_used(self) -> None:
        unused = sorted(set(RESOLUTIONS) - self.used)
        if unused:
            raise BuildError(f"unused resolutions: {unused}")


def pick_name(res: Resolver, cid: str, t_name: str, e_name: str) -> str:
    # Names are compared case-insensitively (Ender-Wiggin writes them in capitals); the
    # torbjorv capitalisation is used.
    def norm(name: str) -> str:
        return name.upper().replace("’", "").replace("'", "")

    if (cid, "name") in RESOLUTIONS:
        return str(res.pick(cid, "name", norm(t_name), norm(e_name)))
    res.pick(cid, "name", norm(t_name), norm(e_name))
    return t_name


# ------------------------------------------------------------------------------------------------
# Animals
# ------------------------------------------------------------------------------------------------

_T_KEYWORDS = {
    "petting": "petting_zoo_animal",
    "flock": "flock_animal",
    "iconic": "iconic_animal",
    "full-throated": "full_throated",
}
_LEVELLED = {
    "sprint", "hunter", "perception", "scavenging", "digging", "snapping", "sunbathing", "pouch",
    "jumping", "posturing", "flock_animal", "venom", "pilfering", "hypnosis",
}  # fmt: skip
_TARGETED = {"boost", "action", "multiplier"}
_ACTION_TARGETS = {
    "animals": "animals", "animal": "animals", "build": "build", "building": "build",
    "cards": "cards", "card": "cards", "association": "association", "sponsors": "sponsors",
}  # fmt: skip


def ability_from_torbjorv(tag: str) -> dict[str, Any]:
    if tag == "magnet:sponsors":
        return {"keyword": "sponsor_magnet", "value": None}
    name, _, param = tag.partition(":")
    keyword = _T_KEYWORDS.get(name, name.replace("-", "_"))
    value: Any
    if not param:
        value = None
    elif keyword in _LEVELLED or keyword == "inventive":  # inventive:N only as a solo stripe
        value = int(param)
    elif keyword in _TARGETED:
        value = _ACTION_TARGETS[param]
    elif keyword == "iconic_animal":
        value = param
        if value not in CONTINENTS:
            raise BuildError(f"bad iconic continent {tag!r}")
    else:
        raise BuildError(f"unexpected ability parameter {tag!r}")
    return {"keyword": keyword, "value": value}


def ability_from_ender(ability: Mapping[str, Any]) -> dict[str, Any]:
    kw: str = ability["keyword"]
    raw = ability["value"]
    # Pilfering 1/2, Snapping 1/2, Perception 2/4 are separate keywords upstream.
    for name in ("SNAPPING", "PILFERING", "PERCEPTION"):
        if kw.startswith(name + "_"):
            return {"keyword": name.lower(), "value": int(kw.rsplit("_", 1)[1])}
    head, _, tail = kw.partition("_")
    if head in ("BOOST", "ACTION", "MULTIPLIER"):
        return {"keyword": head.lower(), "value": _ACTION_TARGETS[tail.lower()]}
    if kw == "INVENTIVE":
        return {"keyword": "inventive", "value": 1}
    if kw == "INVENTIVE_BEAR":
        return {"keyword": "inventive", "value": "bear"}
    if kw == "INVENTIVE_PRIMARY":
        return {"keyword": "inventive", "value": "primate"}
    if kw == "ICONIC_ANIMAL":
        return {"keyword": "iconic_animal", "value": str(raw).lower()}
    keyword = {"SUN_BATHING": "sunbathing"}.get(kw, kw.lower())
    value = None if raw in ("", None) else int(raw)
    return {"keyword": keyword, "value": value}


def animal_requirements_t(tags: list[str]) -> dict[str, Any]:
    req: dict[str, Any] = {}
    icons: Counter[str] = Counter()
    for tag in tags:
        if tag == "partner-zoo":
            if req.get("partner_zoo"):
                raise BuildError("animal with two partner-zoo conditions")
            req["partner_zoo"] = True
        elif tag == "animals-ii":
            req["animals_ii"] = True
        else:
            icons[icon_name(tag)] += 1
    return _requirements(req, icons)


def animal_requirements_e(tags: list[str]) -> dict[str, Any]:
    mapped = [{"Partner Zoo": "partner-zoo", "animalsII": "animals-ii"}.get(t, t) for t in tags]
    return animal_requirements_t(mapped)


def _requirements(req: dict[str, Any], icons: Counter[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if icons:
        out["icons"] = sorted_counts(icons)
    for key in ("sponsors_ii", "animals_ii", "partner_zoo", "partner_zoos", "max_appeal",
                "reputation"):  # fmt: skip
        if key in req:
            out[key] = req[key]
    return out


def build_animal(
    res: Resolver, cid: str, t: Mapping[str, Any], e: Mapping[str, Any]
) -> dict[str, Any]:
    name = pick_name(res, cid, t["name"], e["name"])
    cost = res.pick(cid, "cost", t["money_cost"], e["price"])
    size = res.pick(cid, "size", t["size"], e["size"])

    t_encl: dict[str, int] = {}
    if t["standard_size"] is not None:
        t_encl["standard"] = t["standard_size"]
    for field, key in (
        ("reptile_house_size", "reptile_house"),
        ("large_bird_aviary_size", "large_bird_aviary"),
        ("petting_zoo_size", "petting_zoo"),
    ):
        if t[field] is not None:
            t_encl[key] = t[field]
    e_encl: dict[str, int] = {}
    if e.get("canBeInStandardEnclosure", True):
        e_encl["standard"] = e["size"]
    special_keys = {
        "Reptile House": "reptile_house",
        "Large Bird Aviary": "large_bird_aviary",
        "Petting Zoo": "petting_zoo",
    }
    for special in e.get("specialEnclosures", []):
        e_encl[special_keys[special["type"]]] = special["size"]
    enclosures = res.pick(cid, "enclosures", t_encl, e_encl)

    rock = res.pick(cid, "rock", t["rock_icons"], e.get("rock") or 0)
    water = res.pick(cid, "water", t["water_icons"], e.get("water") or 0)
    icons = res.pick(cid, "icons", sorted_counts(count_icons(t["icons"])),
                     sorted_counts(count_icons(e["tags"])))  # fmt: skip
    requirements = res.pick(
        cid,
        "requirements",
        animal_requirements_t(t["requires"]),
        animal_requirements_e(e.get("requirements", [])),
    )
    appeal = res.pick(cid, "appeal", t["appeal"] or 0, e.get("appeal") or 0)
    conservation = res.pick(
        cid, "conservation", t["conservation_points"] or 0, e.get("conservationPoint") or 0
    )
    t_rep = 0
    if t["bonus_reward"] is not None:
        number, word = t["bonus_reward"].split()
        if word != "reputation":
            raise BuildError(f"{cid}: unexpected bonus reward")
        t_rep = int(number)
    if t["reputation_requirement"] is not None:
        raise BuildError(f"{cid}: unexpected reputation requirement")
    reputation = res.pick(cid, "reputation", t_rep, e.get("reputation") or 0)

    t_abilities = [ability_from_torbjorv(tag) for tag in t["abilities"]]
    e_abilities = [ability_from_ender(a) for a in e.get("abilities", [])]

    # torbjorv writes every Inventive bare; Ender-Wiggin tells the three kinds apart.
    def sort_key(a: Mapping[str, Any]) -> str:
        return json.dumps(a, sort_keys=True)

    t_cmp = sorted(
        ({"keyword": "inventive", "value": "?"} if a["keyword"] == "inventive" else a
         for a in t_abilities),
        key=sort_key,
    )  # fmt: skip
    e_cmp = sorted(
        ({"keyword": "inventive", "value": "?"} if a["keyword"] == "inventive" else a
         for a in e_abilities),
        key=sort_key,
    )  # fmt: skip
    res.pick(cid, "abilities", t_cmp, e_cmp)
    inventive = [a for a in e_abilities if a["keyword"] == "inventive"]
    abilities = []
    for a in t_abilities:  # keep the torbjorv order
        if a["keyword"] == "inventive":
            a = inventive.pop(0)
        abilities.append(a)

    card: dict[str, Any] = {
        "id": cid,
        "type": "animal",
        "name": name,
        "cost": cost,
        "size": size,
        "enclosures": enclosures,
        "rock": rock,
        "water": water,
        "icons": icons,
        "requirements": requirements,
        "appeal": appeal,
        "conservation": conservation,
        "reputation": reputation,
        "abilities": abilities,
    }

    # Solo replacements: derived from docs/rules.md §9 and checked against torbjorv's
    # alternative_ability (Ender-Wiggin has no solo data for base animals).
    solo = []
    for a in abilities:
        if a["keyword"] in RULES_FACTS_SOLO:
            keyword, value = RULES_FACTS_SOLO[a["keyword"]](a["value"])
            solo.append({"keyword": keyword, "value": value})
    alt = t["alternative_ability"]
    t_solo = [ability_from_torbjorv(alt)] if alt else []
    if solo != t_solo:
        raise BuildError(f"{cid}: solo replacement {solo} does not match torbjorv {t_solo}")
    if solo:
        card["solo_abilities"] = solo
    return card


# ------------------------------------------------------------------------------------------------
# Sponsors
# ------------------------------------------------------------------------------------------------


def sponsor_requirements_t(tags: list[str]) -> dict[str, Any]:
    req: dict[str, Any] = {}
    icons: Counter[str] = Counter()
    for tag in tags:
        if tag == "level-ii-sponsor":
            req["sponsors_ii"] = True
        elif tag == "max-25-appeal":
            req["max_appeal"] = 25
        elif tag == "partner-zoo":
            req["partner_zoos"] = req.get("partner_zoos", 0) + 1
        else:
            icons[icon_name(tag)] += 1
    return _requirements(req, icons)


def sponsor_requirements_e(tags: list[str]) -> dict[str, Any]:
    req: dict[str, Any] = {}
    icons: Counter[str] = Counter()
    for tag in tags:
        if tag == "sponsorsII":
            req["sponsors_ii"] = True
        elif tag == "appeal":
            req["max_appeal"] = 25  # the only appeal condition in the base game: appeal <= 25
        elif tag == "Partner Zoo":
            req["partner_zoos"] = req.get("partner_zoos", 0) + 1
        elif tag == "reputation":
            req["reputation"] = "?"  # number not given upstream
        else:
            icons[icon_name(tag)] += 1
    return _requirements(req, icons)


def build_sponsor(
    res: Resolver, cid: str, t: Mapping[str, Any], e: Mapping[str, Any]
) -> dict[str, Any]:
    name = pick_name(res, cid, t["name"], e["name"])
    level = res.pick(cid, "level", t["strength"], e["strength"])
    # torbjorv lists granted rock/water symbols in `icons` (and S251's in water_icons);
    # Ender-Wiggin gives them as rock/water counts (sometimes also as a tag: S241, S242). Both
    # spellings describe the same printed symbols, so the larger count is taken, not the sum.
    t_icons = count_icons(t["icons"])
    for field, icon in (("rock_icons", "rock"), ("water_icons", "water")):
        if t[field]:
            t_icons[icon] = max(t_icons.get(icon, 0), t[field])
    e_icons = count_icons(e["tags"])
    for icon in ("rock", "water"):
        if e.get(icon):
            e_icons[icon] = max(e_icons.get(icon, 0), e[icon])
    icons = res.pick(cid, "icons", sorted_counts(t_icons), sorted_counts(e_icons))
    requirements = res.pick(
        cid,
        "requirements",
        sponsor_requirements_t(t["requires"]),
        sponsor_requirements_e(e.get("requirements", [])),
    )
    card: dict[str, Any] = {
        "id": cid,
        "type": "sponsor",
        "name": name,
        "level": level,
        "icons": icons,
        "requirements": _requirements(dict(requirements), Counter(requirements.get("icons", {}))),
    }
    has_tile = "special tile" in t["text"].lower()  # only used as a cross-check
    if has_tile != (cid in UNIQUE_BUILDING_SPONSORS):
        raise BuildError(f"{cid}: unique-building list does not match torbjorv")
    if cid in UNIQUE_BUILDING_SPONSORS:
        card["unique_building"] = True
    return card


# ------------------------------------------------------------------------------------------------
# Conservation projects
# ------------------------------------------------------------------------------------------------


def parse_reward(text: str) -> tuple[int, int]:
    """'2 CP + 2 rep' -> (2, 2); '5 CP' -> (5, 0)."""
    conservation = reputation = 0
    for part in text.split("+"):
        number, unit = part.split()
        if unit == "CP":
            conservation = int(number)
        elif unit == "rep":
            reputation = int(number)
        else:
            raise BuildError(f"unexpected reward {text!r}")
    return conservation, reputation


def level(count: int, conservation: int, reputation: int) -> dict[str, int]:
    out = {"count": count, "conservation": conservation}
    if reputation:
        out["reputation"] = reputation
    return out


_E_KIND = {"Base": "base", "Release": "release", "Breed": "breeding", "Normal": "collection"}
_T_ACTIVITY = {
    "collection-activity": "collection",
    "release-activity": "release",
    "partnership-activity": "breeding",
}


def project_counter(kind: str, tag: str) -> str:
    if kind == "release":
        return f"release:{icon_name(tag)}"
    if kind == "breeding":
        return f"breeding:{icon_name(tag)}"
    special = {
        "all-animals": "different_categories",
        "all-continents": "different_continents",
        "animal-size-2": "small_animals",
        "animal-size-4": "large_animals",
    }
    return special.get(tag) or f"icon:{icon_name(tag)}"


def build_project(
    res: Resolver, cid: str, t: Mapping[str, Any], e: Mapping[str, Any]
) -> dict[str, Any]:
    name = pick_name(res, cid, t["name"], e["name"])
    number = int(cid[1:])
    activity = [_T_ACTIVITY[r] for r in t["requires"] if r in _T_ACTIVITY]
    t_kind = "base" if number <= 112 else activity[0]
    kind = res.pick(cid, "kind", t_kind, _E_KIND[e["type"]])

    rewards = [parse_reward(r) for r in t["tier_rewards"]]
    t_counts = list(t["tier_thresholds"])
    e_rewards = []
    for slot in e["slots"]:
        cp = sum(b["bonusValue"] for b in slot["bonuses"] if b["bonusType"] == "Conservation Point")
        rep = sum(b["bonusValue"] for b in slot["bonuses"] if b["bonusType"] == "Reputation")
        e_rewards.append((cp, rep))
    e_counts = [slot["indicator"] for slot in e["slots"] if "indicator" in slot]
    if kind == "release":
        # Ender-Wiggin has no levels for release projects; torbjorv has the enclosure sizes.
        if not t_counts:
            raise BuildError(f"{cid}: release project without size levels")
        e_counts = t_counts
    if kind == "breeding":
        # Neither source gives a count: 1 animal of the category (docs/rules.md §7).
        if t_counts or e_counts:
            raise BuildError(f"{cid}: breeding project with counts")
        t_counts = e_counts = [1, 1, 1]
    t_levels = [level(c, cp, rep) for c, (cp, rep) in zip(t_counts, rewards, strict=True)]
    e_levels = [level(c, cp, rep) for c, (cp, rep) in zip(e_counts, e_rewards, strict=True)]
    levels = res.pick(cid, "levels", t_levels, e_levels)

    # Counter: torbjorv names the icon in `requires` (none for the two diversity projects and
    # the two size projects, whose card text is the only hint); Ender-Wiggin has a tag and a
    # per-level requirement.
    t_icon = [r for r in t["requires"] if r not in _T_ACTIVITY]
    if t_icon:
        t_counter = project_counter(kind, t_icon[0])
    else:
        t_counter = {
            "P101": "different_categories",
            "P102": "different_continents",
            "P130": "small_animals",
            "P131": "large_animals",
        }[cid]
    level_reqs = {
        b.get("bonusRequirement")
        for slot in e["slots"]
        for b in slot["bonuses"]
        if b.get("bonusRequirement") not in (None, "release")
    }
    if kind in ("base", "collection"):
        if len(level_reqs) != 1:
            raise BuildError(f"{cid}: ambiguous level requirement {level_reqs}")
        tag = level_reqs.pop()
        if cid == "P102" and tag == "all-animals":
            tag = e["tag"]  # Ender-Wiggin repeats P101's level requirement; its tag is right
        e_counter = project_counter(kind, tag)
    else:
        e_counter = project_counter(kind, e["tag"])
    counter = res.pick(cid, "counter", t_counter, e_counter)

    card: dict[str, Any] = {
        "id": cid,
        "type": "project",
        "name": name,
        "kind": kind,
        "levels": levels,
        "counter": counter,
    }
    if kind in ("release", "breeding"):
        card["icon"] = counter.split(":", 1)[1]

    # Cross-check against docs/rules.md.
    table = {**RULES_FACTS_BASE_PROJECTS, **RULES_FACTS_COLLECTION_PROJECTS}
    if cid in table:
        counts, cps = table[cid]
        expected = [level(c, cp, 0) for c, cp in zip(counts, cps, strict=True)]
        if levels != expected:
            raise BuildError(f"{cid}: levels {levels} differ from docs/rules.md {expected}")
    elif kind == "release":
        expected = [level(c, cp, 0) for c, cp in RULES_FACTS_RELEASE_LEVELS]
        if levels != expected:
            raise BuildError(f"{cid}: release levels differ from docs/rules.md §7")
    elif kind == "breeding":
        expected = [level(*lv) for lv in RULES_FACTS_BREEDING_LEVELS]
        if levels != expected:
            raise BuildError(f"{cid}: breeding levels differ from docs/rules.md §7")
    return card


# ------------------------------------------------------------------------------------------------
# Final scoring
# ------------------------------------------------------------------------------------------------


def build_final_scoring(
    res: Resolver, cid: str, t: Mapping[str, Any], e: Mapping[str, Any]
) -> dict[str, Any]:
    name = pick_name(res, cid, t["name"], e["name"])
    expected = RULES_FACTS_FINAL_SCORING[cid]
    card: dict[str, Any] = {"id": cid, "type": "final_scoring", "name": name}
    if expected is None:
        if t["tier_thresholds"] or any(isinstance(s["requirement"], int) for s in e["scoreArray"]):
            raise BuildError(f"{cid}: special card with numeric thresholds")
        card["special"] = True
    else:
        e_array = e.get("originalArray") or e["scoreArray"]
        if [s["conservationPoint"] for s in e_array] != [1, 2, 3, 4]:
            raise BuildError(f"{cid}: unexpected CP steps")
        e_thresholds = [s["requirement"] for s in e_array]
        thresholds = res.pick(cid, "thresholds", list(t["tier_thresholds"]), e_thresholds)
        if tuple(thresholds) != expected:
            raise BuildError(f"{cid}: thresholds {thresholds} differ from docs/rules.md {expected}")
        card["thresholds"] = thresholds
        if cid in RULES_FACTS_FINAL_SCORING_REVISED:
            revised = [s["requirement"] for s in e["scoreArray"]]
            if tuple(revised) != RULES_FACTS_FINAL_SCORING_REVISED[cid] or revised != list(
                t["tier_thresholds"]
            ):
                raise BuildError(f"{cid}: revised thresholds do not match")
            card["thresholds_revised"] = revised
        elif "originalArray" in e:
            raise BuildError(f"{cid}: unexpected originalArray")
    card["counter"] = FINAL_SCORING_COUNTERS[cid]
    return card


# ------------------------------------------------------------------------------------------------
# Main
# ------------------------------------------------------------------------------------------------

EXPECTED_IDS = (
    [f"A{n}" for n in range(401, 529)]
    + [f"S{n}" for n in range(201, 265)]
    + [f"P{n}" for n in range(101, 133)]
    + [f"F{n:03d}" for n in range(1, 12)]
)


def load_card_effects() -> ModuleType:
    """tools/card_effects.py (it imports the engine, so the repository root goes on the path)."""
    if str(REPO_ROOT) not in sys.path:
        sys.path.insert(0, str(REPO_ROOT))
    spec = importlib.util.spec_from_file_location(
        "card_effects", Path(__file__).with_name("card_effects.py")
    )
    if spec is None or spec.loader is None:
        raise BuildError("tools/card_effects.py not found")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_PRINTED = {"appeal": "appeal", "reputation": "reputation", "conservation": "conservationPoint"}


def printed_gains(nodes: Iterable[Any], fx: ModuleType) -> dict[str, int]:
    """Appeal / reputation / CP gained outright when the card is played (its bottom row)."""
    out = dict.fromkeys(_PRINTED, 0)
    for node in nodes:
        if isinstance(node, fx.Immediate):
            for inner in node.effects:
                if isinstance(inner, fx.Gain) and inner.to == "self" and inner.resource in out:
                    out[inner.resource] += inner.amount
    return out


def check_sponsor_effects(
    cid: str, nodes: tuple[Any, ...], t: Mapping[str, Any], e: Mapping[str, Any], ce: ModuleType
) -> None:
    fx = ce.fx
    ours = printed_gains(nodes, fx)
    ender = {k: e.get(key) or 0 for k, key in _PRINTED.items()}
    if (ours != ender) != (cid in ce.DECISIONS):
        raise BuildError(
            f"{cid}: printed gains {ours} vs Ender-Wiggin {ender}: "
            + ("no entry in card_effects.DECISIONS" if ours != ender else "stale DECISIONS entry")
        )
    buildings = [n for n in fx.walk(nodes) if isinstance(n, fx.UniqueBuilding)]
    if bool(buildings) != (cid in UNIQUE_BUILDING_SPONSORS) or len(buildings) > 1:
        raise BuildError(f"{cid}: unique-building effect does not match the sponsor list")
    if buildings:
        building = buildings[0]
        if building.size != ce.UNIQUE_SIZES[cid]:
            raise BuildError(f"{cid}: building of {building.size} cells, printed size differs")
        for icon, have in (("rock", building.next_to_rock), ("water", building.next_to_water)):
            # The printed rock / water symbols of a unique-building sponsor are its placement
            # condition (torbjorv: icons or water_icons; Ender-Wiggin: rock / water counts).
            torbjorv = t["icons"].count(icon) + t[f"{icon}_icons"]
            if have != max(torbjorv, e.get(icon) or 0):
                raise BuildError(f"{cid}: next_to_{icon} {have} differs from the sources")


def merge_effects(
    cards: list[dict[str, Any]], torbjorv: Mapping[str, Any], ender: Mapping[str, Any]
) -> None:
    ce = load_card_effects()
    wanted = {c["id"] for c in cards if c["type"] in ("sponsor", "project")}
    if set(ce.EFFECTS) != wanted:
        missing, extra = sorted(wanted - set(ce.EFFECTS)), sorted(set(ce.EFFECTS) - wanted)
        raise BuildError(f"card_effects.EFFECTS: missing {missing}, unexpected {extra}")
    for card in cards:
        cid = card["id"]
        if cid not in wanted:
            continue
        nodes = ce.EFFECTS[cid]
        if card["type"] == "sponsor":
            check_sponsor_effects(cid, nodes, torbjorv[cid], ender[cid], ce)
        card["effects"] = ce.fx.effects_to_data(nodes)


def validate(data: Mapping[str, Any]) -> None:
    """Load the result with the engine's strict loader (project levels vs Support included)."""
    from arknova_desktop.engine.catalog.cards import CardDataError, _parse

    try:
        _parse(json.loads(json.dumps(data)))
    except CardDataError as exc:
        raise BuildError(f"the engine rejects the result: {exc}") from exc


def build(source: Path) -> tuple[dict[str, Any], list[str]]:
    torbjorv = read_torbjorv(source / TORBJORV_FILE)
    ender = read_ender(source / ENDER_FILE)
    for name, rows in (("torbjorv", torbjorv), ("ender", ender)):
        if sorted(rows) != sorted(EXPECTED_IDS):
            missing = sorted(set(EXPECTED_IDS) - set(rows))
            extra = sorted(set(rows) - set(EXPECTED_IDS))
            raise BuildError(f"{name}: missing {missing}, unexpected {extra}")
    res = Resolver()
    builders = {
        "A": build_animal,
        "S": build_sponsor,
        "P": build_project,
        "F": build_final_scoring,
    }
    cards = [builders[cid[0]](res, cid, torbjorv[cid], ender[cid]) for cid in sorted(EXPECTED_IDS)]
    res.check_all_used()
    merge_effects(cards, torbjorv, ender)
    data = {"format": FORMAT, "version": VERSION, "cards": cards}
    validate(data)
    return data, res.log


def render(data: Mapping[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def check_repository(path: Path) -> list[str]:
    """What is wrong with the existing ``cards.json`` at ``path``, judged from repository data only
    (``tools/card_effects.py``, the rule tables above, the engine's loader): [] when nothing."""
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError) as exc:
        return [f"{path}: cannot be read: {exc}"]
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return [f"{path}: not a cards file"]
    problems: list[str] = []
    if (data.get("format"), data.get("version")) != (FORMAT, VERSION):
        problems.append(f"format/version {data.get('format')!r} {data.get('version')!r}")
    cards = {card.get("id"): card for card in data["cards"] if isinstance(card, dict)}
    if [card.get("id") for card in data["cards"]] != sorted(EXPECTED_IDS):
        missing, extra = (
            sorted(set(EXPECTED_IDS) - set(cards)),
            sorted(set(cards) - set(EXPECTED_IDS)),
        )
        problems.append(f"card ids not the sorted base set: missing {missing}, unexpected {extra}")
    if render(data) != text:
        problems.append("not formatted as the builder writes it")
    try:
        validate(data)
    except BuildError as exc:
        problems.append(str(exc))

    ce = load_card_effects()
    with_effects = {cid for cid, c in cards.items() if c.get("type") in ("sponsor", "project")}
    if set(ce.EFFECTS) != with_effects:
        missing, extra = (
            sorted(with_effects - set(ce.EFFECTS)),
            sorted(set(ce.EFFECTS) - with_effects),
        )
        problems.append(f"card_effects.EFFECTS: missing {missing}, unexpected {extra}")
    for cid in sorted(with_effects & set(ce.EFFECTS)):
        card, nodes = cards[cid], ce.EFFECTS[cid]
        if card.get("effects") != ce.fx.effects_to_data(nodes):
            problems.append(f"{cid}: effects differ from tools/card_effects.py")
        if card.get("type") != "sponsor":
            continue
        buildings = [n for n in ce.fx.walk(nodes) if isinstance(n, ce.fx.UniqueBuilding)]
        unique = cid in UNIQUE_BUILDING_SPONSORS
        if (
            bool(buildings) != unique
            or len(buildings) > 1
            or card.get("unique_building", False) != unique
        ):
            problems.append(f"{cid}: unique building does not match the sponsor list")
        elif buildings and buildings[0].size != ce.UNIQUE_SIZES[cid]:
            problems.append(f"{cid}: building of {buildings[0].size} cells, printed size differs")

    for cid, card in sorted(cards.items()):
        kind = card.get("type")
        if kind == "animal":
            solo = []
            for a in card.get("abilities", []):
                if a.get("keyword") in RULES_FACTS_SOLO:
                    keyword, value = RULES_FACTS_SOLO[a["keyword"]](a.get("value"))
                    solo.append({"keyword": keyword, "value": value})
            if card.get("solo_abilities", []) != solo:
                problems.append(f"{cid}: solo replacement differs from docs/rules.md §9 {solo}")
        elif kind == "project":
            table = {**RULES_FACTS_BASE_PROJECTS, **RULES_FACTS_COLLECTION_PROJECTS}
            if cid in table:
                counts, cps = table[cid]
                expected = [level(c, cp, 0) for c, cp in zip(counts, cps, strict=True)]
            elif card.get("kind") == "release":
                expected = [level(c, cp, 0) for c, cp in RULES_FACTS_RELEASE_LEVELS]
            elif card.get("kind") == "breeding":
                expected = [level(*lv) for lv in RULES_FACTS_BREEDING_LEVELS]
            else:
                problems.append(f"{cid}: project of unknown kind {card.get('kind')!r}")
                continue
            if card.get("levels") != expected:
                problems.append(f"{cid}: levels differ from docs/rules.md §7 {expected}")
        elif kind == "final_scoring":
            thresholds = RULES_FACTS_FINAL_SCORING.get(cid)
            got = card.get("thresholds")
            if (thresholds is None) != bool(card.get("special")) or (
                thresholds is not None and got != list(thresholds)
            ):
                problems.append(
                    f"{cid}: thresholds {got} differ from docs/rules.md §8 {thresholds}"
                )
            revised = RULES_FACTS_FINAL_SCORING_REVISED.get(cid)
            if card.get("thresholds_revised") != (list(revised) if revised else None):
                problems.append(f"{cid}: revised thresholds differ from docs/rules.md §8 {revised}")
            if card.get("counter") != FINAL_SCORING_COUNTERS.get(cid):
                problems.append(f"{cid}: counter differs from FINAL_SCORING_COUNTERS")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=WHERE_TO_GET,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--source",
        type=Path,
        metavar="DIR",
        help=f"folder with {TORBJORV_FILE} and {ENDER_FILE} (needed to build; see below)",
    )
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="cards.json to write")
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; check --output (from repository data only, unless --source is given)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="print the resolutions")
    args = parser.parse_args(argv)
    if args.source is None:
        if not args.check:
            parser.error("--source DIR is required to build (or use --check)")
        problems = check_repository(args.output)
        for problem in problems:
            print(f"build_cards: {problem}", file=sys.stderr)
        return 1 if problems else 0
    if not args.source.is_dir():
        parser.error(f"--source {args.source}: no such folder")
    try:
        data, log = build(args.source.resolve())
    except BuildError as exc:
        print(f"build_cards: {exc}", file=sys.stderr)
        return 2
    text = render(data)
    if args.verbose:
        for line in log:
            print(line, file=sys.stderr)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"build_cards: {args.output} is out of date", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {len(data['cards'])} cards to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
