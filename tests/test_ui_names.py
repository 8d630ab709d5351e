"""The one vocabulary of the UI (`ui.words.names`): every value the engine has gets a name, no name
is an identifier, and the words modules call one thing by one name."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.base import constants
from arknova_desktop.engine.board.buildings import BASE_BUILDING_IDS
from arknova_desktop.engine.catalog import cards as engine_cards
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.catalog.icons import ANIMAL_CATEGORIES
from arknova_desktop.engine.kernel.choices import ChooseAction, TakePartnerZoo, TakeUniversity
from arknova_desktop.engine.kernel.events import ActionStarted, PartnerZooTaken, UniversityTaken
from arknova_desktop.engine.rules.association import TASKS as ENGINE_TASKS
from arknova_desktop.ui.words import names
from arknova_desktop.ui.words.card_words import card_text
from arknova_desktop.ui.words.choice_words import choice_text
from arknova_desktop.ui.words.event_words import event_line

pytestmark = pytest.mark.gui

SNAKE = re.compile(r"[A-Za-z0-9]_[A-Za-z0-9]")
CARDS = default_cards()


def event_words(event: object) -> str:
    return event_line(
        event,  # type: ignore[arg-type]
        lambda seat: ("Ann", "Bo")[seat],
        lambda card: CARDS.get(card).name,
        lambda seat: False,
    )


def check(values: Iterable[str], table: object, name: Callable[[str], str]) -> None:
    """Each value has its own entry (not the fallback) and reads as words."""
    for value in values:
        assert value in table, f"{value!r} has no name in ui.words.names"  # type: ignore[operator]
        text = name(value)
        assert text.strip(), value
        assert not SNAKE.search(text), (value, text)


# -- every value of the engine has a name -------------------------------------------------------
def test_every_engine_value_has_a_name(qapp) -> None:  # type: ignore[no-untyped-def]
    check(engine_cards.ACTION_NAMES, names.ACTIONS, names.action_name)
    check(constants.ACTIONS, names.ACTIONS, names.action_name)
    check(engine_cards.CONTINENTS, names.CONTINENTS, names.continent_name)
    check(constants.CONTINENTS, names.CONTINENTS, names.continent_name)
    check(engine_cards.CATEGORIES, names.CATEGORIES, names.category_name)
    check(ANIMAL_CATEGORIES, names.CATEGORIES, names.category_name)
    icons = {**names.CONTINENTS, **names.CATEGORIES, **names.OTHER_ICONS}
    check(engine_cards.ICONS, icons, names.icon_name)
    other_buildings = [b for b in BASE_BUILDING_IDS if names.enclosure_size(b) is None]
    check(other_buildings, names.BUILDINGS, names.building_name)
    check(constants.UNIVERSITIES, names.UNIVERSITIES, names.university_name)
    check(ENGINE_TASKS, names.TASKS, names.task_name)
    check(constants.BONUS_TILES, names.BONUS_THINGS, names.bonus_thing)
    check(engine_cards.ABILITY_KEYWORDS, names.ABILITIES, names.ability_name)
    tokens = (constants.MULTIPLIER, constants.VENOM, constants.CONSTRICTION)
    check(tokens, names.TOKENS, names.token_name)


def test_every_building_is_named_in_every_form(qapp) -> None:  # type: ignore[no-untyped-def]
    for building in BASE_BUILDING_IDS:
        forms = [
            names.building_name(building),
            names.a_building(building),
            names.the_building(building),
            names.buildings_count(building, 1),
            names.buildings_count(building, 3),
        ]
        for text in forms:
            assert text.strip() and not SNAKE.search(text), (building, text)
        assert names.buildings_count(building, 1) == names.a_building(building)
    assert names.building_name("enclosure_3") == "size-3 enclosure"


def test_no_name_is_an_identifier_or_empty(qapp) -> None:  # type: ignore[no-untyped-def]
    tables: list[tuple[Iterable[str], Callable[[str], str]]] = [
        (names.ACTIONS, names.action_name),
        (names.CONTINENTS, names.continent_name),
        (names.CATEGORIES, names.category_name),
        (names.OTHER_ICONS, names.icon_name),
        (names.BUILDINGS, names.building_name),
        (names.RESOURCES, names.resource_name),
        (names.UNIVERSITIES, names.university_name),
        (names.TASKS, names.task_name),
        (names.TOKENS, names.token_name),
        (names.ABILITIES, names.ability_name),
        (names.BONUS_THINGS, names.bonus_thing),
        (names.BONUS_ACTIONS, names.bonus_action),
    ]
    for keys, name in tables:
        for key in keys:
            text = name(key)
            assert text.strip(), key
            assert not SNAKE.search(text), (key, text)
            assert "%" not in text, (key, text)
    for resource in names.RESOURCES:
        for n in (1, 2):
            text = names.resource_amount(resource, n)
            assert text.startswith(f"{n} ") and "%" not in text, text
    # An unknown value never shows its underscores either.
    assert not SNAKE.search(names.icon_name("new_icon_kind"))
    assert not SNAKE.search(names.building_name("some_new_building"))


# -- one thing, one name ------------------------------------------------------------------------
def test_a_university_is_named_alike_everywhere(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(GameConfig(players=2, seed=1))
    for university in constants.UNIVERSITIES:
        words = names.university_name(university)
        assert words in choice_text(TakeUniversity(university), game)
        assert words in event_words(UniversityTaken(1, university))
    # The science icon of the university is the science icon of the cards.
    two = names.icon_count("science", 2)
    assert two == "2 science icons"
    assert two in choice_text(TakeUniversity("research"), game)
    assert two in event_words(UniversityTaken(0, "research"))
    assert two in card_text(CARDS.get("S223"))  # Science Institute: 2 science icons
    assert "research" not in card_text(CARDS.get("S223")).lower()


def test_partner_zoos_and_actions_are_named_alike(qapp) -> None:  # type: ignore[no-untyped-def]
    game = new_game(GameConfig(players=2, seed=1))
    for continent in constants.CONTINENTS:
        zoo = names.partner_zoo_name(continent)
        assert choice_text(TakePartnerZoo(continent), game) == names.capitalised(zoo)
        assert event_words(PartnerZooTaken(0, continent)) == f"Ann takes the {zoo}"
    seat = game.decision.seat if game.decision is not None else 0
    for action in constants.ACTIONS:
        named = names.action_side_name(action, False)
        assert choice_text(ChooseAction(action), game).startswith(named)
        assert named in event_words(ActionStarted(seat, action, 3, False))
    assert names.action_side_name("build", True) == "Build II"
    # Cards use the action names too: the Sponsors II condition of the Science Lab.
    assert f"{names.action_name('sponsors')} action upgraded" in card_text(CARDS.get("S201"))


# -- counts -------------------------------------------------------------------------------------
def test_singular_and_plural(qapp) -> None:  # type: ignore[no-untyped-def]
    assert names.resource_amount("money", 1) == "1 money"
    assert names.resource_amount("money", 2) == "2 money"
    assert names.resource_amount("conservation", 1) == "1 conservation point"
    assert names.resource_amount("conservation", 3) == "3 conservation points"
    assert names.resource_amount("x_tokens", 1) == "1 X-token"
    assert names.resource_amount("x_token", 2) == "2 X-tokens"
    assert names.resource_amount("workers", 2) == "2 association workers"
    assert names.resource_amounts("money", [3, 6, 9]) == "3 / 6 / 9 money"
    assert names.resource_amounts("conservation", [1, 2]) == "1 / 2 conservation points"
    assert names.icon_count("bird", 1) == "1 bird icon"
    assert names.icon_count("bird", 2) == "2 bird icons"
    assert names.buildings_count("kiosk", 1) == "a kiosk"
    assert names.buildings_count("kiosk", 2) == "2 kiosks"
    assert names.buildings_count("large_bird_aviary", 2) == "2 large bird aviaries"
    assert names.buildings_count("enclosure_2", 2) == "2 size-2 enclosures"
