"""The game's story told right (issue 22), the words of single moments: a solo game's break
alternative pays money and moves no break token (docs/rules.md §11); a free enclosure from a
left-edge space says where it came from (§6); reputation at its cap of 9 gains nothing and says
so (§3); a card shows its solo paragraph only in a solo game (§11); a project's support space is
named as the board prints it ("4→3": what to have → conservation points, §7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    PickEffect,
    PlaceBuilding,
    SponsorBreak,
    SupportProject,
    UncoverSlot,
)
from arknova_desktop.engine.kernel.events import (
    BreakTokenMoved,
    BuildingPlaced,
    Event,
    GainCapped,
    ResourceChanged,
)
from arknova_desktop.journal import JournalEntry, activity_since, apply_and_record
from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui.cards.card_painter import brief_text, full_text
from arknova_desktop.ui.models import DisplayModel
from arknova_desktop.ui.table.turn_summary import summary_lines
from arknova_desktop.ui.words.card_words import card_text, project_space_label
from arknova_desktop.ui.words.choice_words import choice_text, option_texts, prompt_text
from arknova_desktop.ui.words.event_words import event_line
from arknova_desktop.ui.words.explain_words import preview_text
from arknova_desktop.ui.words.names import ability_name
from tests.scenario import Position, Seat, arrange, options_of, started

pytestmark = pytest.mark.gui

CARDS = default_cards()
NAMES = ("Ann", "Bob")
ASSOCIATION_IN_5 = ("animals", "build", "cards", "sponsors", "association")
SPONSORS_IN_4 = ("animals", "build", "cards", "sponsors", "association")


def card_name(card: str) -> str:
    return CARDS.get(card).name


def line(event: Event) -> str:
    return event_line(event, NAMES.__getitem__, card_name, lambda _seat: False)


def summary(entries: list[JournalEntry], viewer: int) -> list[str]:
    activity = activity_since(entries, viewer, players=2)
    return summary_lines(
        activity,
        NAMES.__getitem__,
        card_name,
        lambda building: BUILDING_TYPES[building].name,
        lambda _seat: False,
    )


# -- §11: the Sponsors break alternative in a solo game ------------------------------------------
@pytest.mark.parametrize("players", [1, 2])
def test_the_sponsors_break_alternative_in_solo_names_money_only(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    game = started(players=players, seed=1, names=NAMES[:players])
    arrange(game, Position(seats={0: Seat(row=SPONSORS_IN_4)}))  # Sponsors I at strength 4
    preview = preview_text(game.action_preview(0, "sponsors"))
    game.apply(ChooseAction("sponsors"))
    decision = game.decision
    assert decision is not None and decision.kind == "sponsors"
    prompt = prompt_text(decision, game)
    option = choice_text(SponsorBreak(), game, decision)
    events = game.apply(SponsorBreak())
    paid = [e for e in events if isinstance(e, ResourceChanged) and e.resource == "money"]
    # Side I at strength 4: 4 money, solo or not (docs/rules.md §11, §12).
    assert [e.delta for e in paid] == [4]
    log = line(paid[0])
    assert log == "Ann gains 4 money (Sponsors: money instead of a sponsor)"
    if players == 1:
        assert not any(isinstance(e, BreakTokenMoved) for e in events)
        assert option == "Take 4 money instead"
        assert prompt == "Sponsors: play one sponsor card up to level 4, or take 4 money"
        assert preview == "a sponsor up to level 4, or 4 money"
        for text in (option, prompt, preview, log):
            assert "break" not in text
    else:
        assert any(isinstance(e, BreakTokenMoved) for e in events)
        assert option == "Advance the break token 4 and take 4 money"
        assert "advance the break token 4 and take 4 money" in prompt
        assert preview == "a sponsor up to level 4, or 4 money and the break token"


# -- §6 and §7: a support, its space as printed, the left-edge enclosure -----------------------
def support_africa() -> tuple[list[JournalEntry], dict[str, str]]:
    """Ann (Association in slot 5, 2 Africa icons) supports the base project Africa at its right
    space (2 icons → 2 conservation points), takes the token from left-edge slot 2 (a free
    size-2 enclosure on Map A) and takes that bonus before the reward."""
    game = started(players=2, seed=1, names=NAMES, maps=("A", "A"))
    seat = Seat(
        conservation=10,  # past the bonus spaces: the reward asks nothing
        supported_projects=1,
        row=ASSOCIATION_IN_5,
        partner_zoos=("africa",),
        zoo=("A405",),  # one Africa icon
    )
    arrange(game, Position(seats={0: seat}, base_projects=("P103",), project_tokens=()))
    entries: list[JournalEntry] = []
    said: dict[str, str] = {}

    def do(choice: object) -> None:
        entries.append(apply_and_record(game, choice, len(entries) + 1))  # type: ignore[arg-type]

    do(ChooseAction("association"))
    do(AssociationTask("project"))
    decision = game.decision
    assert decision is not None and decision.kind == "association_project"
    support = SupportProject("P103", 2)
    said["option"] = option_texts([support], game, decision)[0]
    do(support)
    do(UncoverSlot(2, "enclosure_2"))
    order = options_of(game, "order_effects")
    do(next(o for o in order if o != PickEffect("project reward")))
    decision = game.decision
    assert decision is not None and decision.kind == "free_building"
    said["prompt"] = prompt_text(decision, game)
    do(next(o for o in decision.options if isinstance(o, PlaceBuilding)))
    return entries, said


def test_a_support_space_is_named_as_the_board_prints_it(qapp) -> None:  # type: ignore[no-untyped-def]
    entries, said = support_africa()
    africa = CARDS.get("P103")
    # §7: Africa's right space needs 2 Africa icons and gives 2 conservation points; the board
    # prints it "2→2" (what to have → conservation points).
    label = project_space_label(africa.levels[2])
    assert label == "2\u21922"
    assert said["option"] == (
        "Support Africa at the space 2\u21922: 2 Africa icons of your zoo for 2 conservation points"
    )
    assert "level" not in said["option"]
    logged = [line(e) for entry in entries for e in entry.events]
    assert "Ann supports the conservation project Africa at the space 2\u21922" in logged
    assert "Supported the conservation project Africa at the space 2\u21922." in summary(entries, 1)


def test_a_free_enclosure_from_the_left_edge_says_where_it_came_from(qapp) -> None:  # type: ignore[no-untyped-def]
    entries, said = support_africa()
    assert said["prompt"] == (
        "A free size-2 enclosure: supporting the project uncovered the left-edge bonus space "
        "that gives it. Place it on the map"
    )
    placed = [e for entry in entries for e in entry.events if isinstance(e, BuildingPlaced)]
    assert [(b.building, b.cost) for b in placed] == [("enclosure_2", 0)]
    assert line(placed[0]) == (
        "Ann builds a size-2 enclosure for free: the bonus of the left-edge space just uncovered"
    )
    assert (
        "Built a size-2 enclosure for free: the bonus of the left-edge space just uncovered."
        in summary(entries, 1)
    )


# -- §3: reputation at its cap --------------------------------------------------------------------
@pytest.mark.parametrize(("upgraded", "reputation"), [(False, 9), (True, 15)])
def test_reputation_at_its_maximum_says_what_comes_of_the_gain(
    qapp,  # type: ignore[no-untyped-def]
    upgraded: bool,
    reputation: int,
) -> None:
    game = started(players=2, seed=1, names=NAMES)
    seat = Seat(
        reputation=reputation,
        reputation_bonuses=frozenset({5, 8, 10, 11, 12, 13, 14, 15}),
        row=ASSOCIATION_IN_5,
        upgraded=("cards",) if upgraded else (),
        appeal=10,
    )
    arrange(game, Position(seats={0: seat}))
    entries: list[JournalEntry] = []
    entries.append(apply_and_record(game, ChooseAction("association"), 1))
    decision = game.decision
    assert decision is not None and decision.kind == "association"
    task = AssociationTask("reputation")
    option = choice_text(task, game, decision)
    entries.append(apply_and_record(game, task, 2))
    player = game.state.players[0]
    events = entries[-1].events
    logged = [line(e) for e in events]
    lines = summary(entries, 1)
    if not upgraded:
        # Cards I: the cap is 9 and the 2 reputation are lost (nothing instead).
        assert player.reputation == 9 and player.appeal == 10
        assert option == (
            "Gain 2 reputation (value 2) — reputation is at its maximum of 9 while the Cards "
            "action is on side I: nothing gained"
        )
        assert GainCapped(0, "reputation", 2, 9, "association") in events
        assert "Ann: 2 reputation lost at the maximum of 9 (association task)" in logged
        assert (
            "Reputation is at its maximum of 9 while the Cards action is on side I: "
            "2 reputation not gained."
        ) in lines
    else:
        # At 15 each further step is 1 appeal instead.
        assert player.reputation == 15 and player.appeal == 12
        assert option == (
            "Gain 2 reputation (value 2) — reputation is at its maximum of 15: 2 appeal instead"
        )
        assert not any(isinstance(e, GainCapped) for e in events)
        assert "Ann gains 2 appeal (reputation beyond 15)" in logged


# -- §11: a card's solo paragraph only in a solo game ---------------------------------------------
SOLO_ANIMALS = frozenset(
    c.id for c in CARDS.animals() if c.solo_abilities
)  # Platypus, the macaques, the constrictors, ... (interactive abilities)


def display_with_a_solo_animal(players: int) -> tuple[GameSession, str]:
    """A fresh session whose display shows an animal with a solo replacement."""
    for seed in range(1, 400):
        config = GameConfig(players=players, seed=seed, names=NAMES[:players])
        shown = [c for c in new_game(config).state.display if c in SOLO_ANIMALS]
        if shown:
            return GameSession(config, (HUMAN,) * players, bot_delay_ms=0), shown[0]
    raise AssertionError("no seed shows such an animal")


@pytest.mark.parametrize("players", [1, 2])
def test_a_cards_solo_paragraph_shows_in_a_solo_game_only(qapp, players: int) -> None:  # type: ignore[no-untyped-def]
    session, card_id = display_with_a_solo_animal(players)
    card = CARDS.get(card_id)
    model = DisplayModel(session)
    row = session.view.display.index(card_id)
    tooltip = model.data(model.index(row, 0, QModelIndex()), Qt.ItemDataRole.ToolTipRole)
    db = session.game.cards
    solo = players == 1
    faces = (tooltip, full_text(card, db, solo), brief_text(card, db, solo))
    for text in faces:
        assert ("Solo game: instead of" in text) is solo, text
    # In solo the interactive ability is replaced, not shown beside its replacement; in a
    # multi-player game it is the card's own line.
    assert len(card.abilities) == 1  # every such animal has one ability
    original = ability_name(card.abilities[0].keyword)
    lines = card_text(card, solo=solo).split("\n")
    assert any(text.startswith(original) for text in lines) is not solo, lines
    # Jumping has no break token in solo, and still pays its money.
    cougar = card_text(CARDS.get("A413"), solo=solo)
    if solo:
        assert "Jumping 3: you gain 3 money (a solo game has no break token to move)." in cougar
    else:
        assert "Jumping 3: the break token moves 3 spaces on and you gain 3 money." in cougar
