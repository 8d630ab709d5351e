"""The card choice's rules (issue 22, "Choices"): a discard of several cards asked one card at a
time is picked whole and confirmed once (the session applies it as one step, undo takes it back
whole); a choice mixing the display and the hand says where each card is and what happens to
it (Digging); and one rule for every card choice: nothing is ever picked for the player."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget
from ui_helpers import make_window, pass_on, session_at, settle

from arknova_desktop.engine import (
    ChooseAction,
    Decision,
    DiscardCard,
    DiscardFromDisplay,
    GameConfig,
    KeepCards,
    Skip,
    new_game,
)
from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui.cards.card_choice import CardChoice, card_options, discard_count
from arknova_desktop.ui.table.decision_panel import DecisionPanel

pytestmark = pytest.mark.gui


@pytest.fixture
def panel(qtbot):  # type: ignore[no-untyped-def]
    def build(session: GameSession) -> DecisionPanel:
        widget = DecisionPanel(session, lambda card: session.game.cards.get(card).name)
        qtbot.addWidget(widget)
        widget.resize(900, 640)
        widget.show()
        session.start()
        pass_on(session)
        settle()
        return widget

    return build


def click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    settle()


def hand_limit_session(excess: int, players: int = 2) -> GameSession:
    """A session (every seat human) at the first break discard of `excess` cards over the hand
    limit, in seeded random games."""
    for seed in range(1, 40):
        config = GameConfig(players=players, seed=seed, maps=("A",) * players)
        game = new_game(config)
        rng = random.Random(seed)
        log = []
        while game.decision is not None and len(log) < 3000:
            decision = game.decision
            if decision.kind == "hand_limit_discard":
                player = game.view(decision.seat).players[decision.seat]
                if len(player.hand) - player.hand_limit == excess:
                    return GameSession(config, (HUMAN,) * players, choices=log, bot_delay_ms=0)
            choice = rng.choice(decision.options)
            game.apply(choice)
            log.append(choice)
    raise AssertionError(f"no break discard of {excess} cards found")


# -- a discard of several cards: picked whole, confirmed once --------------------------------------
def test_break_discard_of_two_picks_both_and_one_confirm_applies_both(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = hand_limit_session(2)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    if window.pass_screen.isVisible():
        click(qtbot, window.pass_screen.button)
    decision = session.table_decision
    assert decision is not None and decision.kind == "hand_limit_discard"
    seat = decision.seat
    hand = session.view.players[seat].hand
    limit = session.view.players[seat].hand_limit
    assert len(hand) - limit == 2  # docs/rules.md: discard down to the hand limit
    chooser = window.decision_panel.card_choice
    assert window.cards_stack.currentWidget() is chooser
    assert discard_count(decision, session.view) == 2
    assert sorted(chooser.faces) == sorted(hand)
    confirm = chooser.confirm_button
    # Nothing picked for the player; the count says how many of how many.
    assert not any(face.isChecked() for face in chooser.faces.values())
    assert not confirm.isEnabled()
    assert confirm.text() == "Click 2 cards to discard them"
    assert chooser.hint.text() == "0 of 2 chosen"
    assert "discard pile" in window.decision_panel.prompt.text()
    before = list(session.choices)
    changes: list[object] = []
    session.decision_changed.connect(changes.append)
    first, second, third = hand[2], hand[0], hand[1]
    click(qtbot, chooser.faces[first])
    assert chooser.hint.text() == "1 of 2 chosen" and not confirm.isEnabled()
    assert session.choices == before  # nothing applied by a pick
    click(qtbot, chooser.faces[second])
    assert chooser.hint.text().startswith("2 of 2 chosen") and confirm.isEnabled()
    # A third is not taken while two are picked.
    click(qtbot, chooser.faces[third])
    assert not chooser.faces[third].isChecked()
    names = [session.game.cards.get(c).name for c in (first, second)]
    assert confirm.text().replace("&&", "&") == f"Discard {names[0]} and {names[1]}"
    # Enter on the table does what the confirm does once the pick is whole.
    assert session.choices == before
    click(qtbot, confirm)
    # Both discards, in the order picked, from one confirm: the hand is at the limit.
    assert session.choices == [*before, DiscardCard(first), DiscardCard(second)]
    view = session.game.view(seat)
    assert len(view.players[seat].hand) == limit
    assert first in view.discard and second in view.discard
    # The table heard of the decision once, after both: no half-done discard was ever shown.
    assert len(changes) == 1


def test_break_discard_with_enter_confirms_only_a_whole_pick(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = hand_limit_session(2)
    window = make_window(qtbot, session)
    settle()
    if window.pass_screen.isVisible():
        click(qtbot, window.pass_screen.button)
    chooser = window.decision_panel.card_choice
    hand = list(chooser.faces)
    before = list(session.choices)
    window.confirm_single()  # the window's Enter
    click(qtbot, chooser.faces[hand[0]])
    window.confirm_single()
    assert session.choices == before
    click(qtbot, chooser.faces[hand[1]])
    window.confirm_single()
    assert session.choices == [*before, DiscardCard(hand[0]), DiscardCard(hand[1])]


def test_discard_as_big_as_the_hand_still_asks(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    # Every card must go: still nothing is picked and nothing applied before the confirm.
    session = hand_limit_session(2)
    widget = panel(session)
    decision = session.table_decision
    assert decision is not None
    chooser = widget.card_choice
    hand = session.view.players[decision.seat].hand
    # The count never asks for more cards than can be picked.
    assert discard_count(decision, session.view) == min(2, len(hand))
    assert not any(f.isChecked() for f in chooser.faces.values())
    assert not chooser.confirm_button.isEnabled()


def test_several_discards_undo_and_redo_as_one_step() -> None:
    # The session side: choices applied by one confirm are one step for undo and redo (two
    # choices of one turn that reveal nothing: an action, then the building it places).
    session = session_at(
        lambda d: (
            d.kind == "choose_action"
            and any(isinstance(o, ChooseAction) and o.action == "build" for o in d.options)
        ),
        seed=2,
    )
    session.start()
    pass_on(session)
    decision = session.table_decision
    assert decision is not None
    start = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "build")
    probe = session.game.clone()
    probe.apply(start)
    assert probe.decision is not None and probe.decision.seat == decision.seat

    def quiet(option: object) -> bool:
        """Placing it draws no card and moves no random generator (so undo may take it back)."""
        game = probe.clone()
        rng = game.state.rng.getstate()
        events = game.apply(option)  # type: ignore[arg-type]
        return game.state.rng.getstate() == rng and not any(
            getattr(e, "source", "") == "deck" for e in events
        )

    place = next(o for o in probe.decision.options if not isinstance(o, Skip) and quiet(o))
    before = list(session.choices)
    assert session.choose_all([start, place])
    assert session.choices == [*before, start, place]
    assert session.undo_blocker() is None
    assert session.undo()
    assert session.choices == before  # both taken back, never only the second
    assert session.table_decision == decision
    assert session.can_redo()
    assert session.redo()
    assert session.choices == [*before, start, place]
    # A group whose second choice is no option applies nothing.
    fresh = GameSession(session.config, session.seats, choices=before, bot_delay_ms=0)
    fresh.start()
    pass_on(fresh)
    count = len(fresh.choices)
    assert not fresh.choose_all([start, KeepCards(("A401",))])
    assert len(fresh.choices) == count and fresh.table_decision == decision


# -- Digging: where each card is, what happens to it ---------------------------------------------
def test_digging_says_where_each_card_is_and_what_happens_to_it(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: d.kind == "digging", seed=1, players=3)
    widget = panel(session)
    decision = session.table_decision
    assert decision is not None and decision.kind == "digging"
    chooser = widget.card_choice
    assert chooser.faces
    folders = {o.card: o.folder for o in decision.options if isinstance(o, DiscardFromDisplay)}
    hand = {o.card for o in decision.options if isinstance(o, DiscardCard)}
    assert folders and set(chooser.faces) == set(folders) | hand
    for card, face in chooser.faces.items():
        text = face.place_text()
        if card in folders:
            assert face.places[0] == f"From the display, folder {folders[card]}"
            assert str(folders[card]) in text
        else:
            assert face.places[0] == "From your hand"
            assert "hand" in text.lower()
        # The words drawn fit under the card.
        width = QFontMetrics(face.place_font()).horizontalAdvance(text)
        assert width <= face.place_rect().width(), (text, face.place_rect())
        assert face.place_rect().bottom() < face.badge_rect().top()
        assert face.rect().contains(face.badge_rect())
    # One length of words for every card, so the cards read alike.
    assert len({face.places.index(face.place_text()) for face in chooser.faces.values()}) == 1
    note = "The card you pick is discarded and replaced from the deck"
    assert chooser.about.isVisible() and chooser.about.text().startswith(note)
    assert note in widget.prompt.text()
    # One card at a time (a replacement may be dug next): one pick, then the confirm.
    assert discard_count(decision, session.view) == 1
    card = next(iter(hand or folders))
    click(qtbot, chooser.faces[card])
    assert chooser.confirm_button.isEnabled()


# -- one rule: nothing is ever picked for the player -----------------------------------------------
# Every kind of decision that random games (seeds 1 to 7, one to three players) showed as a card
# choice, with where the first one comes up.
CARD_KINDS = [
    ("keep_cards", 1, 1),
    ("discard_card", 1, 1),
    ("play_animal", 1, 1),
    ("hand_limit_discard", 1, 1),
    ("snap", 1, 1),
    ("discard_final_scoring", 1, 1),
    ("keep_card", 1, 2),
    ("pouch", 1, 2),
    ("sunbathing", 1, 2),
    ("release_animal", 1, 2),
    ("digging", 1, 3),
    ("sponsor_for_money", 1, 3),
    ("move_animal", 2, 2),
    ("association_project", 2, 2),
    ("take_project", 2, 3),
    ("keep_final_scoring", 3, 2),
    ("sponsors", 3, 3),
]


def _card_choice_of(kind: str):  # type: ignore[no-untyped-def]
    def stop(decision: Decision) -> bool:
        return decision.kind == kind and CardChoice.applies_to(decision, _GAME)

    return stop


_GAME = new_game(GameConfig(players=2, seed=1, maps=("A", "A")))  # for the card database


@pytest.mark.parametrize(("kind", "seed", "players"), CARD_KINDS)
def test_no_card_choice_starts_with_a_card_picked(qtbot, panel, kind, seed, players) -> None:  # type: ignore[no-untyped-def]
    session = session_at(_card_choice_of(kind), seed=seed, players=players)
    widget = panel(session)
    decision = session.table_decision
    assert decision is not None and decision.kind == kind
    chooser = widget.card_choice
    assert chooser.faces, kind
    assert not any(face.isChecked() for face in chooser.faces.values())
    assert not chooser.confirm_button.isEnabled()
    emitted: list[object] = []
    widget.choice_made.connect(emitted.append)
    widget.choices_made.connect(emitted.append)
    widget.enter()  # Enter alone answers nothing
    assert emitted == []
    # Picking what a whole answer needs, then the confirm, gives options of the decision.
    for card in list(chooser.faces)[: chooser.wanted]:
        click(qtbot, chooser.faces[card])
    assert chooser.confirm_button.isEnabled()
    click(qtbot, chooser.confirm_button)
    assert len(emitted) == 1
    answer = emitted[0]
    answers = answer if isinstance(answer, tuple) else (answer,)
    assert all(a in decision.options for a in answers)
    assert len(answers) == (chooser.several or 1)


def test_a_lone_card_is_shown_not_picked(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    def lone(decision: Decision) -> bool:
        found = card_options(decision, _GAME)
        return found is not None and len(found) == 1 and Skip() not in decision.options

    session = session_at(lone, seed=1)
    widget = panel(session)
    widget.choice_made.connect(session.choose)
    decision = session.table_decision
    assert decision is not None
    ((card, option),) = card_options(decision, session.game).items()  # type: ignore[union-attr]
    chooser = widget.card_choice
    face = chooser.faces[card]
    assert not face.isChecked() and not chooser.confirm_button.isEnabled()
    before = len(session.choices)
    widget.enter()
    assert len(session.choices) == before
    click(qtbot, face)
    click(qtbot, chooser.confirm_button)
    assert session.choices[before:] == [option]
