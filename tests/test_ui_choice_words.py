"""Words for decisions and choices (ui/words/choice_words.py): every Choice class and every decision
kind the engine can ask has words; over whole random games no option text or prompt shows a card
code, a grid coordinate or an identifier; the texts read right (cards by name, X-tokens counted,
universities by what they give, enclosures by what they are); and the decision panel gives a
placement decision one button per building type, which asks for that building to be carried."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from ui_helpers import keep_setup, make_session, panel_buttons, pass_on, settle

from arknova_desktop.engine import Decision, GameConfig, new_game
from arknova_desktop.engine.base.constants import UNIVERSITIES
from arknova_desktop.engine.base.geometry import Cell, adjacent_cells
from arknova_desktop.engine.board.zoo import zoo_map
from arknova_desktop.engine.kernel.choices import (
    CHOICE_TYPES,
    Choice,
    ChooseAction,
    ChooseVictim,
    PlaceAnimal,
    PlaceBuilding,
    Skip,
    TakeFromDisplay,
    TakePartnerZoo,
    TakeUniversity,
)
from arknova_desktop.engine.kernel.core import EffectFrame
from arknova_desktop.engine.kernel.decisions import DecisionKind
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.ui.map.map_view import ZooMapView
from arknova_desktop.ui.table.decision_panel import DecisionPanel
from arknova_desktop.ui.words.choice_words import (
    CHOICE_WORDS,
    FRAME_WORDS,
    PROMPTS,
    carry_text,
    choice_text,
    enclosure_names,
    option_texts,
    prompt_text,
)

CARD_CODE = re.compile(r"\b[ASPF]\d{3}\b")
COORDINATE = re.compile(r"\(\s*\d+\s*,\s*\d+\s*\)")
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")
FALLBACKS = ("Another effect", "This choice", "Make your choice")


def problems(text: str) -> list[str]:
    found = []
    if not text.strip():
        found.append("empty")
    for name, pattern in (("card code", CARD_CODE), ("coordinate", COORDINATE)):
        if pattern.search(text):
            found.append(name)
    if IDENTIFIER.search(text):
        found.append("identifier")
    if text in FALLBACKS:
        found.append("fallback words")
    return found


# -- every class and kind has words ------------------------------------------------------------
def all_subclasses(cls: type) -> list[type]:
    found: list[type] = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(all_subclasses(sub))
    return found


def test_every_choice_class_has_words(qapp) -> None:  # type: ignore[no-untyped-def]
    classes = all_subclasses(Choice)
    assert set(CHOICE_TYPES) <= set(classes)
    missing = [c.__name__ for c in classes if c not in CHOICE_WORDS]
    assert not missing, f"Choice classes without words in choice_words.CHOICE_WORDS: {missing}"


def test_every_decision_kind_in_the_engine_has_a_prompt() -> None:
    kinds = {k.value for k in DecisionKind}  # every kind is a member (tests/test_decision_kinds.py)
    missing = sorted(kinds - set(PROMPTS))
    assert not missing, f"decision kinds without a prompt in choice_words.PROMPTS: {missing}"


def test_an_unknown_kind_gets_the_generic_prompt(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(GameConfig(players=2, seed=1))
    decision = Decision(0, "no_such_kind", (Skip(),), "engine words")
    assert prompt_text(decision, game) == "Make your choice"


def test_every_effect_to_order_has_words() -> None:
    from arknova_desktop.engine import game as _game  # noqa: F401  (registers every rule module)

    # Effects ordered by the player are effect frames, plus these plain frames that are queued
    # among them (a left-edge Snap in the break income, moving animals into a new building).
    names = {c.__name__ for c in all_subclasses(EffectFrame)} | {"Snap", "MoveAnimalsIn"}
    missing = sorted(names - set(FRAME_WORDS))
    assert not missing, f"effect frames without words in choice_words.FRAME_WORDS: {missing}"


# -- whole random games --------------------------------------------------------------------------
GAMES = [
    GameConfig(players=2, seed=11),
    GameConfig(players=3, seed=12, maps=("1", "4", "9")),
    GameConfig(players=4, seed=13, maps=("10", "2", "5", "7")),
    GameConfig(players=2, seed=14, map_draft=True),
    GameConfig(players=3, seed=15, maps=("3", "6", "8")),
    GameConfig(players=4, seed=16, maps=("9", "10", "0", "A")),
]


@pytest.mark.parametrize("config", GAMES, ids=lambda c: f"{c.players}p-seed{c.seed}")
def test_random_games_read_in_words(qapp, config: GameConfig) -> None:  # type: ignore[no-untyped-def]
    game = new_game(config)
    rng = random.Random(config.seed)
    bad: set[tuple[str, str, tuple[str, ...]]] = set()
    kinds: set[str] = set()
    steps = 0
    while game.decision is not None:
        decision = game.decision
        kinds.add(decision.kind)
        texts = [prompt_text(decision, game)]
        options = decision.options
        if decision.kind == "keep_cards":
            options = options[:5]  # 70 combinations of the same 8 names
        words = option_texts(options, game, decision)
        texts.extend(words)
        bad.update((decision.kind, t, tuple(problems(t))) for t in texts if problems(t))
        placements = [o for o in options if isinstance(o, PlaceBuilding)]
        carried = [carry_text(b, decision, game) for b in {p.building for p in placements}]
        bad.update((decision.kind, t, tuple(problems(t))) for t in carried if problems(t))
        told = [w for o, w in zip(options, words, strict=True) if not isinstance(o, PlaceBuilding)]
        assert len(set(told)) == len(told), (decision.kind, told)  # every button says apart
        for option, text in zip(options, words, strict=True):
            assert text == choice_text(option, game, decision)
        game.apply(rng.choice(decision.options))
        steps += 1
    assert game.is_over and steps > 300
    assert not bad, "\n".join(f"{k}: {t!r} {p}" for k, t, p in sorted(bad)[:30])
    assert {"choose_action", "keep_cards", "place_animal", "build"} <= kinds


# -- what the words say ------------------------------------------------------------------------
@pytest.fixture
def game():  # type: ignore[no-untyped-def]
    return new_game(GameConfig(players=2, seed=3))


def test_take_from_display_names_the_card(qapp, game) -> None:  # type: ignore[no-untyped-def]
    card = game.state.display[2]
    text = choice_text(TakeFromDisplay(3, card), game)
    assert game.cards.get(card).name in text and "folder 3" in text
    assert card not in text


def test_choose_action_counts_the_x_tokens(qapp, game) -> None:  # type: ignore[no-untyped-def]
    assert choice_text(ChooseAction("build", 2), game).endswith("with 2 X-tokens")
    assert choice_text(ChooseAction("build", 1), game).endswith("with 1 X-token")
    plain = choice_text(ChooseAction("animals", 0), game)
    assert plain.startswith("Animals") and "X-token" not in plain


def test_choose_action_at_the_turn_start_gives_side_and_strength(qapp, game) -> None:  # type: ignore[no-untyped-def]
    while game.decision.kind != "choose_action":
        game.apply(game.decision.options[0])
    player = game.state.players[game.decision.seat]
    slot = player.slot_of("build")
    assert choice_text(ChooseAction("build", 2), game) == (
        f"Build I at strength {slot + 2} with 2 X-tokens"
    )


def test_universities_say_what_they_give(qapp, game) -> None:  # type: ignore[no-untyped-def]
    texts = {u: choice_text(TakeUniversity(u), game) for u in UNIVERSITIES}
    assert "hand limit of 5" in texts["reputation_hand_limit"]
    assert "+1 reputation" in texts["reputation_hand_limit"]
    assert "1 science icon" in texts["research_reputation"]
    assert "+2 reputation" in texts["research_reputation"]
    assert "2 science icons" in texts["research"]
    assert all(not problems(t) for t in texts.values()), texts


def test_partner_zoos_by_continent_and_victims_by_name(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(GameConfig(players=3, seed=1, names=("Ann", "Bob", "Cid")))
    assert choice_text(TakePartnerZoo("africa"), game) == "Africa partner zoo"
    assert choice_text(ChooseVictim(1), game) == "Target Bob"


def test_a_tie_for_the_lead_asks_by_player_names(qapp) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine.rules.abilities import victim_decision

    game = new_game(GameConfig(players=3, seed=1, names=("Ann", "Bob", "Cid")))
    decision = victim_decision(0, "Pilfering", "conservation", (1, 2))
    assert prompt_text(decision, game) == (
        "Several players are tied; choose whom the effect targets"
    )
    assert option_texts(decision.options, game, decision) == ["Target Bob", "Target Cid"]


def test_buildings_by_name(qapp, game) -> None:  # type: ignore[no-untyped-def]
    assert carry_text("kiosk", None, game) == "Place a kiosk on the map…"
    assert carry_text("enclosure_3", None, game) == "Place a size-3 enclosure on the map…"
    assert carry_text("reptile_house", None, game) == "Place a reptile house on the map…"
    assert carry_text("okapi_stable", None, game) == "Place the Okapi Stable on the map…"
    build = Decision(0, "build", (PlaceBuilding("kiosk", (Cell(0, 0),)),), "")
    assert carry_text("kiosk", build, game) == "Place a kiosk on the map… (2 money)"
    free = Decision(0, "free_building", (PlaceBuilding("kiosk", (Cell(0, 0),)),), "")
    assert carry_text("kiosk", free, game) == "Place a kiosk for free on the map…"
    assert choice_text(PlaceBuilding("enclosure_3", (Cell(5, 5),)), game) == (
        "Place a size-3 enclosure"
    )


def test_enclosures_by_what_they_are_and_what_is_near(qapp, game) -> None:  # type: ignore[no-untyped-def]
    player = game.state.players[0]
    zmap = zoo_map(player)
    taken = {c for b in player.buildings for c in b.cells}
    free = [
        c
        for c in sorted(zmap.building_cells, key=lambda c: (c.row, c.col))
        if c not in taken and not adjacent_cells({c}) & taken
    ]
    wet = next(c for c in free if adjacent_cells({c}) & zmap.water_cells)
    dry = [
        c for c in free if not adjacent_cells({c}) & (zmap.water_cells | zmap.rock_cells | {wet})
    ]
    plain = dry[0]
    lion_home = next(c for c in dry if c != plain and c not in adjacent_cells({plain}))
    reptiles = next(  # somewhere for a reptile house: its cells only matter as its identity
        c
        for c in dry
        if c not in (plain, lion_home) and not adjacent_cells({c}) & {plain, lion_home}
    )
    player.buildings = (
        *player.buildings,
        PlacedBuilding("enclosure_1", frozenset({wet})),
        PlacedBuilding("enclosure_1", frozenset({plain})),
        PlacedBuilding("enclosure_1", frozenset({lion_home}), ("A402",)),
        PlacedBuilding("reptile_house", frozenset({reptiles})),
    )
    places = [PlaceAnimal((wet,)), PlaceAnimal((plain,)), PlaceAnimal((lion_home,))]
    house = PlaceAnimal((reptiles,))
    names = enclosure_names(game, 0, [*places, house])
    assert names[house] == "the reptile house"
    assert all(names[p].startswith("the size-1 enclosure") for p in places)
    assert "next to water" in names[places[0]]
    assert "next to water" not in names[places[1]]
    assert "with the Lion" in names[places[2]]
    assert len({names[p] for p in places}) == 3
    assert all(not problems(n) for n in names.values()), names
    alone = enclosure_names(game, 0, [places[0], house])
    assert alone[places[0]] == "the size-1 enclosure"  # nothing to tell apart: no details


def test_place_animal_prompt_names_the_animal(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(GameConfig(players=2, seed=5))
    rng = random.Random(5)
    while game.decision is not None and game.decision.kind != "place_animal":
        game.apply(rng.choice(game.decision.options))
    decision = game.decision
    assert decision is not None
    name = game.cards.get(decision.source).name
    assert prompt_text(decision, game).startswith(f"Choose an enclosure for {name}")
    for text in option_texts(decision.options, game, decision):
        assert text.startswith("Into the ") and not problems(text)


# -- the panel: one button per building type -----------------------------------------------------
@pytest.mark.gui
def test_build_buttons_are_one_per_building_type_and_carry_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1, maps=("0", "0"))
    widget = DecisionPanel(session, lambda card: session.game.cards.get(card).name)
    view = ZooMapView(session)
    widget.carry_requested.connect(view.carry)  # what the main window connects
    qtbot.addWidget(widget)
    qtbot.addWidget(view)
    widget.show()
    session.start()
    pass_on(session)
    keep_setup(session)
    assert session.choose(ChooseAction("build", 0))
    settle()
    decision = session.decision
    assert decision is not None and decision.kind == "build"
    types = list(
        dict.fromkeys(o.building for o in decision.options if isinstance(o, PlaceBuilding))
    )
    buttons = widget.carry_buttons
    assert len(types) > 1 and [b.property("building") for b in buttons] == types
    assert not any(isinstance(c, PlaceBuilding) for _b, c in panel_buttons(widget))
    for button in buttons:
        assert button.text().startswith("Place ") and button.text().count("…") == 1
        assert not problems(button.text()), button.text()
    target = buttons[-1]
    with qtbot.waitSignal(widget.carry_requested, timeout=1000) as blocker:
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert blocker.args == [target.property("building")]
    assert view.carrying == target.property("building")
    assert session.decision is decision  # nothing chosen yet: the place is picked on the map


def test_clever_names_the_action_card_it_moves(qapp) -> None:  # type: ignore[no-untyped-def]
    """Fennec Fox's Clever: "Put the Sponsors card into slot 1" ("Put Sponsors into slot 1"
    read like a name on "Why?", seen in the real window)."""
    from arknova_desktop.engine.base.constants import SPONSORS
    from arknova_desktop.engine.kernel.choices import MoveToSlotOne
    from tests.abilities_scenario import ENC_1, new, play_animal, ready

    game = new()
    ready(game, "A405", ENC_1)  # Fennec Fox, Clever
    play_animal(game, "A405", ENC_1)
    decision = game.decision
    assert decision is not None and MoveToSlotOne(SPONSORS) in decision.options
    text = choice_text(MoveToSlotOne(SPONSORS), game, decision)
    assert text == "Put the Sponsors card into slot 1"
