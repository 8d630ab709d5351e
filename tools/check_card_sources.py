#!/usr/bin/env python3
"""Check cards.json against the two public Ark Nova card data sets it was built from.

Usage::

    python tools/check_card_sources.py DIR [--cards FILE]

DIR is a folder holding the two data sets, which are not part of this repository:

- ``cards.jsonl`` from torbjorv/ark-nova-for-llms (https://github.com/torbjorv/ark-nova-for-llms),
  used as it is (commit 2a12a07940fffa420a810df56c2f1001838b4d1d);
- ``next-ark-nova-cards.json``, converted from Ender-Wiggin2019/Next-Ark-Nova-Cards
  (https://github.com/Ender-Wiggin2019/Next-Ark-Nova-Cards, the data behind
  https://ark-nova.ender-wiggin.com , commit 6f67a11b9a038d75bb327cd1abfe20165d6c0055): the arrays
  of ``src/data/{Animals,Sponsors,Projects,EndGames,MapBoards}.ts`` evaluated into one JSON object
  (keys ``animals``, ``sponsors``, ``conservation_projects``, ``final_scoring``, ``map_boards``),
  enum references replaced by their string values, English texts from
  ``public/locales/en/common.json`` added. docs/cards-data.md ("Sources") says more.

Three checks, each reported on its own line:

1. **rebuild** — ``tools/build_cards.py`` rebuilds cards.json from DIR; the result must equal the
   file byte for byte.
2. **animals** — every one of the 128 base animals agrees field by field with torbjorv's data set,
   read here on its own, without the builder. Its encodings are mapped: ``money_cost`` → cost,
   ``*_size`` → enclosures, ``rock_icons`` / ``water_icons``, ``icons`` with duplicates =
   multiplicity (``petting-zoo`` → ``petting_zoo``), ``conservation_points``, ``bonus_reward``
   ("N reputation"), ``requires`` tags → requirements, kebab-case abilities such as ``sprint:3``
   → ``sprint`` 3, and ``alternative_ability`` → the solo replacement. Where we chose the other
   data set (docs/cards-data.md, "Resolved disagreements") the difference is an expected
   exception, and the check fails if it disappears: A489 Saltwater Crocodile has 2 reptile icons
   (the data set 1), A521 Horse 1 reputation (the data set 0).
3. **texts** — no generated card text (``arknova_desktop.ui.words.card_words``) shares a run of six
   words with any text of either data set: our texts are our own words.

Exit status: 0 when everything agrees, 1 on a mismatch, 2 when DIR lacks the files. The checks
that need no outside data are tests (tests/test_cards.py runs ``build_cards.py --check``;
tests/test_animal_facts.py pins the resolved disagreements).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from arknova_desktop.engine.catalog.cards import AnimalCard, CardDB, load_cards  # noqa: E402

TORBJORV_FILE = "cards.jsonl"
ENDER_FILE = "next-ark-nova-cards.json"

# Ability names of torbjorv's data set that differ from ours (the rest: '-' → '_').
KEYWORDS = {
    "flock": "flock_animal",
    "iconic": "iconic_animal",
    "petting": "petting_zoo_animal",
    "magnet:sponsors": "sponsor_magnet",
}
# The data set writes Inventive bare; docs/rules.md §9 gives its kinds: per bear icon in all zoos
# (Grizzly Bear), by primate icons (Red-shanked Douc, Brown Spider Monkey), else 1.
INVENTIVE = {
    "Grizzly Bear": "bear",
    "Red-Shanked Douc": "primate",
    "Brown Spider Monkey": "primate",
}
# (card, field): (the data set's value, our value) — docs/cards-data.md "Resolved disagreements".
EXPECTED_EXCEPTIONS: dict[tuple[str, str], tuple[Any, Any]] = {
    ("A489", "icons"): ({"reptile": 1, "australia": 1}, {"reptile": 2, "australia": 1}),
    ("A521", "reputation"): (0, 1),
}
FIELDS = (
    "name",
    "cost",
    "size",
    "enclosures",
    "rock",
    "water",
    "icons",
    "requirements",
    "appeal",
    "conservation",
    "reputation",
    "abilities",
    "solo_abilities",
)
RUN = 6  # words


# ------------------------------------------------------------------------------------------------
# 1. rebuild
# ------------------------------------------------------------------------------------------------


def _build_cards() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_cards", Path(__file__).with_name("build_cards.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_rebuild(source: Path, cards: Path) -> list[str]:
    builder = _build_cards()
    try:
        data, _ = builder.build(source)
    except builder.BuildError as exc:
        return [f"the builder stops: {exc}"]
    if builder.render(data) != cards.read_text(encoding="utf-8"):
        return [f"{cards} differs from the rebuild (run tools/build_cards.py --source DIR)"]
    return []


# ------------------------------------------------------------------------------------------------
# 2. animals
# ------------------------------------------------------------------------------------------------


def reference_rows(path: Path) -> dict[str, dict[str, Any]]:
    """Base-game animals of torbjorv's data set, by our id (AN-401 → A401)."""
    rows = {}
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            row = json.loads(line)
            if row["type"] == "animal" and "base" in row["games"]:
                rows["A" + row["id"].removeprefix("AN-")] = row
    return rows


def _ability(tag: str, name: str) -> tuple[str, Any]:
    if tag in KEYWORDS:
        return KEYWORDS[tag], None
    keyword, _, param = tag.partition(":")
    keyword = KEYWORDS.get(keyword, keyword.replace("-", "_"))
    if param:
        return keyword, int(param) if param.isdigit() else param
    if keyword == "inventive":
        return keyword, INVENTIVE.get(name, 1)
    return keyword, None


def _icon(tag: str) -> str:
    return tag.replace("-", "_")


def reference_fact(row: dict[str, Any], field: str) -> Any:
    """One fact of a data-set row in our encoding."""
    name = row["name"]
    if field == "name":
        return name
    if field == "cost":
        return row["money_cost"]
    if field == "size":
        return row["size"]
    if field == "enclosures":
        sizes = {
            "standard": row["standard_size"],
            "reptile_house": row["reptile_house_size"],
            "large_bird_aviary": row["large_bird_aviary_size"],
            "petting_zoo": row["petting_zoo_size"],
        }
        return {kind: size for kind, size in sizes.items() if size is not None}
    if field == "rock":
        return row["rock_icons"]
    if field == "water":
        return row["water_icons"]
    if field == "icons":
        return dict(Counter(_icon(t) for t in row["icons"]))
    if field == "requirements":
        tags = Counter(row["requires"])
        return {
            "icons": {
                _icon(t): n for t, n in tags.items() if t not in ("partner-zoo", "animals-ii")
            },
            "partner_zoo": tags["partner-zoo"] > 0,
            "animals_ii": tags["animals-ii"] > 0,
            "reputation": row["reputation_requirement"] or 0,
        }
    if field == "appeal":
        return row["appeal"] or 0
    if field == "conservation":
        return row["conservation_points"] or 0
    if field == "reputation":
        reward = row["bonus_reward"]
        if reward is None:
            return 0
        number, word = reward.split()
        if word != "reputation":
            raise ValueError(f"{name}: bonus_reward {reward!r}")
        return int(number)
    if field == "abilities":
        return [_ability(t, name) for t in row["abilities"]]
    if field == "solo_abilities":
        alternative = row["alternative_ability"]
        return [_ability(alternative, name)] if alternative else []
    raise ValueError(field)


def our_fact(card: AnimalCard, field: str) -> Any:
    if field in ("enclosures", "icons"):
        return dict(getattr(card, field))
    if field == "requirements":
        req = card.requirements
        return {
            "icons": dict(req.icons),
            "partner_zoo": req.partner_zoo,
            "animals_ii": req.animals_ii,
            "reputation": req.reputation,
        }
    if field in ("abilities", "solo_abilities"):
        return [(a.keyword, a.value) for a in getattr(card, field)]
    return getattr(card, field)


def animal_problems(
    rows: dict[str, dict[str, Any]],
    db: CardDB,
    exceptions: dict[tuple[str, str], tuple[Any, Any]] = EXPECTED_EXCEPTIONS,
) -> list[str]:
    """Every difference between the rows and our animals that is not an expected exception, and
    every expected exception that is no longer there."""
    problems = []
    ours = {card.id for card in db.animals()}
    if set(rows) != ours:
        problems.append(
            f"animal ids: only in the data set {sorted(set(rows) - ours)}, "
            f"only in cards.json {sorted(ours - set(rows))}"
        )
    for card_id in sorted(set(rows) & ours):
        card = db.get_animal(card_id)
        for field in FIELDS:
            theirs, mine = reference_fact(rows[card_id], field), our_fact(card, field)
            expected = exceptions.get((card_id, field))
            if expected is not None:
                if (theirs, mine) != expected:
                    problems.append(
                        f"{card_id} {field}: expected exception {expected}, found {(theirs, mine)}"
                    )
            elif theirs != mine:
                problems.append(f"{card_id} {field}: data set {theirs!r}, cards.json {mine!r}")
    return problems


# ------------------------------------------------------------------------------------------------
# 3. texts
# ------------------------------------------------------------------------------------------------


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def source_texts(source: Path) -> list[str]:
    texts: list[str] = []
    with (source / TORBJORV_FILE).open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                texts += [s for s in _strings(json.loads(line)) if " " in s]
    ender = json.loads((source / ENDER_FILE).read_text(encoding="utf-8"))
    texts += [s for s in _strings(ender) if " " in s]
    return texts


def text_problems(texts: list[str], db: CardDB) -> list[str]:
    from arknova_desktop.ui.words.card_words import card_text

    runs: set[tuple[str, ...]] = set()
    for text in texts:
        words = _words(text)
        runs.update(tuple(words[i : i + RUN]) for i in range(len(words) - RUN + 1))
    if len(runs) <= 1000:
        return [f"only {len(runs)} runs of {RUN} words in the data sets: were they read?"]
    problems = []
    for cid, card in db.cards.items():
        words = _words(card_text(card))
        shared = [
            " ".join(words[i : i + RUN])
            for i in range(len(words) - RUN + 1)
            if tuple(words[i : i + RUN]) in runs
        ]
        if shared:
            problems.append(f"{cid}: text shares {shared} with the data sets")
    return problems


# ------------------------------------------------------------------------------------------------
# Main
# ------------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("source", type=Path, metavar="DIR", help="folder with the two data sets")
    parser.add_argument(
        "--cards", type=Path, default=REPO_ROOT / "cards.json", help="cards.json to check"
    )
    args = parser.parse_args(argv)
    source: Path = args.source.resolve()
    missing = [name for name in (TORBJORV_FILE, ENDER_FILE) if not (source / name).is_file()]
    if missing:
        print(
            f"check_card_sources: {source} lacks {', '.join(missing)} "
            "(see --help for where to get them)",
            file=sys.stderr,
        )
        return 2
    db = load_cards(args.cards)
    checks = {
        "rebuild": lambda: check_rebuild(source, args.cards),
        "animals": lambda: animal_problems(reference_rows(source / TORBJORV_FILE), db),
        "texts": lambda: text_problems(source_texts(source), db),
    }
    failed = False
    for name, check in checks.items():
        problems = check()
        print(f"{name}: {'ok' if not problems else f'{len(problems)} problem(s)'}")
        for problem in problems:
            print(f"  {problem}")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
