"""Choices made on the players' boards and on the deck: for each decision kind that has its
place there — whom an interactive effect hits on a tie (a player's board), what a pilfered
player gives (the hand or the money on their board), the card a Hypnosis uses (the hypnotised
player's action cards on their board), WAZA's small or large animals (a pile of the deck) — a
seeded game is driven to it, the drawn thing is clicked and the engine receives exactly the
option it stands for; a dimmed thing does nothing and says the engine's reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from ui_helpers import make_window, pass_on, session_at, settle

from arknova_desktop.engine import (
    PART_BOARD,
    PART_HAND,
    PART_MONEY,
    Choice,
    ChooseAction,
    ChooseVictim,
    DecisionKind,
    GiveCard,
    TakeBonus,
)
from arknova_desktop.ui.table.main_window import MainWindow
from arknova_desktop.ui.table.player_boards import PlayerPanel

pytestmark = pytest.mark.gui


def window_at(qtbot, kind: str, seed: int, players: int = 2) -> MainWindow:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: d.kind == kind, seed=seed, players=players)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    return window


def point_of(panel: PlayerPanel, part: str) -> QPoint:
    target = panel.name if part == PART_BOARD else panel.stat_widgets[part]
    return target.mapTo(panel, target.rect().center())


def click_board(window: MainWindow, seat: int, part: str) -> None:
    panel = window.player_boards.panels[seat]
    QTest.mouseClick(
        panel, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point_of(panel, part)
    )
    settle()


@pytest.mark.parametrize(
    ("choice", "part"), [(GiveCard(True), PART_HAND), (GiveCard(False), PART_MONEY)]
)
def test_a_pilfered_player_gives_by_clicking_their_hand_or_money(  # type: ignore[no-untyped-def]
    qtbot, choice: GiveCard, part: str
) -> None:
    window = window_at(qtbot, DecisionKind.PILFERED, seed=19)
    session = window.session
    decision = session.table_decision
    assert decision is not None and set(decision.options) == {GiveCard(True), GiveCard(False)}
    panel = window.player_boards.panels[decision.seat]
    assert set(panel.marks) == {PART_HAND, PART_MONEY}
    mark = panel.marks[part]
    assert mark.choice == choice and mark.lit
    assert panel.stat_widgets[part].lit
    assert "Click to choose" in panel.stat_widgets[part].toolTip()
    other = window.player_boards.panels[1 - decision.seat]
    assert not other.marks  # the thief's board is not part of it
    # Scrolled into view by itself (the pilfered player's board may be below the thief's).
    qtbot.waitUntil(lambda: panel.visibleRegion().contains(point_of(panel, part)))
    before = len(session.choices)
    click_board(window, decision.seat, part)
    assert session.choices[before:] == [choice]
    assert not panel.marks and not panel.stat_widgets[part].lit  # over: as usual again


def test_the_tied_leaders_boards_are_chosen_and_another_is_dimmed(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, DecisionKind.CHOOSE_VICTIM, seed=3, players=4)
    session = window.session
    decision = session.table_decision
    assert decision is not None
    boards = window.player_boards.panels
    marked = {p.seat: p.marks[PART_BOARD] for p in boards if p.marks}
    assert decision.seat not in marked
    lit = {seat for seat, mark in marked.items() if mark.lit}
    assert {ChooseVictim(s) for s in lit} == set(decision.options)
    dimmed = set(marked) - lit
    assert dimmed, "a player who is not tied for the lead"
    for seat in dimmed:
        effect = boards[seat].graphicsEffect()
        assert effect is not None and effect.isEnabled()
        assert boards[seat].toolTip().startswith("Not now: not one of the players tied")
        before = len(session.choices)
        click_board(window, seat, PART_BOARD)
        assert len(session.choices) == before  # nothing chosen
    chosen: Choice = ChooseVictim(max(lit))
    before = len(session.choices)
    click_board(window, max(lit), PART_BOARD)
    assert session.choices[before:] == [chosen]
    for panel in boards:  # the veils are lifted
        effect = panel.graphicsEffect()
        assert effect is None or not effect.isEnabled()


def test_a_board_click_shows_the_zoo_when_nothing_is_chosen_there(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, DecisionKind.PILFERED, seed=19)
    decision = window.session.table_decision
    assert decision is not None
    thief = 1 - decision.seat
    with qtbot.waitSignal(window.player_boards.seat_clicked) as shown:
        click_board(window, thief, PART_BOARD)
    assert shown.args == [thief]


@pytest.mark.parametrize("size", ["small", "large"])
def test_waza_small_or_large_is_chosen_on_the_deck(qtbot, size: str) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, DecisionKind.ANIMAL_SIZE, seed=3)
    session = window.session
    pile = window.deck_pile
    assert pile.isVisible(), "the display tab opens by itself"
    assert pile.width() > pile.height()  # two piles side by side
    pile.repaint()
    spots = {choice: rect for rect, choice in pile.choices.spots}
    assert set(spots) == {TakeBonus("small"), TakeBonus("large")}
    assert all(pile.choices.is_lit(c) for c in spots)
    assert spots[TakeBonus("small")].center().x() < spots[TakeBonus("large")].center().x()
    point = spots[TakeBonus(size)].center().toPoint()
    QTest.mouseMove(pile, point)
    before = len(session.choices)
    QTest.mouseClick(pile, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    settle()
    assert session.choices[before:] == [TakeBonus(size)]
    assert not pile.choices.active and pile.width() < pile.height()  # one pile again


def test_a_hypnosis_uses_a_card_clicked_on_the_hypnotised_players_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, DecisionKind.HYPNOSIS, seed=7)
    session = window.session
    decision = session.table_decision
    assert decision is not None
    victim = window.player_boards.panels[1 - decision.seat]
    chips = victim.chips
    assert chips.isVisible() and not victim.order.isVisible()  # the cards in place of the line
    actions = [card.action for card in session.view.players[victim.seat].action_cards]
    shown = [mark.choice.action for _name, mark in chips.cards]
    assert list(dict.fromkeys(shown)) == actions  # each card, then its uses with more X-tokens
    uses = {o for o in decision.options if isinstance(o, ChooseAction)}
    assert {m.choice for _n, m in chips.cards if m.lit} == uses  # every use has its chip
    dimmed = [m for _n, m in chips.cards if not m.lit]
    for mark in dimmed:
        assert mark.tip.startswith("Not now: ")
        before = len(session.choices)
        QTest.mouseClick(
            chips,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            chips.rect_of(mark.choice).center().toPoint(),
        )
        settle()
        assert len(session.choices) == before
    mark = next(m for _n, m in chips.cards if m.lit)
    before = len(session.choices)
    QTest.mouseClick(
        chips,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        chips.rect_of(mark.choice).center().toPoint(),
    )
    settle()
    assert session.choices[before:] == [mark.choice]
    assert not chips.isVisible() and victim.order.isVisible()


# -- the Multiplier's second run, on the card it repeats -----------------------------------------
def test_the_multiplier_runs_again_from_its_card_with_the_x_tokens_set_on_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine import ChooseAction, PlaceToken, RepeatAction, SponsorBreak
    from arknova_desktop.engine.rules.bonuses import PlaceMultiplier
    from tests.scenario import Position, Seat, arrange
    from tests.ui_helpers import choose, keep_setup, make_session

    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    game = session.game
    row = ("animals", "build", "sponsors", "cards", "association")  # Sponsors in slot 3
    arrange(game, Position(seats={0: Seat(row=row, money=10, x_tokens=2, hand=())}))
    game.push(PlaceMultiplier(0))  # a Multiplier token on the Sponsors card
    game.advance()
    game.apply(PlaceToken("sponsors"))
    session.state_changed()
    window = make_window(qtbot, session)
    choose(session, ChooseAction("sponsors", 0))
    choose(session, SponsorBreak())  # strength 3: 3 money; then the Multiplier asks
    settle()
    decision = session.table_decision
    assert decision is not None and decision.kind == "multiplier"
    assert RepeatAction(2) in decision.options
    row_view = window.action_row
    card = next(c for c in row_view.cards if c.action == "sponsors")
    others = [c for c in row_view.cards if c.action != "sponsors"]
    assert card.isEnabled() and not any(c.isEnabled() for c in others)
    assert card.max_x == 2 and card.plus.isVisible()
    QTest.mouseClick(card.plus, Qt.MouseButton.LeftButton)  # one X-token on the second run
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
    settle()
    assert session.choices[-1] == RepeatAction(1)


def test_a_hypnosis_made_stronger_with_x_tokens_is_a_chip_of_its_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.scenario import set_seat

    window = window_at(qtbot, DecisionKind.HYPNOSIS, seed=7)
    session = window.session
    decision = session.table_decision
    assert decision is not None
    set_seat(session.game, decision.seat, x_tokens=2)
    session.game.advance()  # the same Hypnosis, now with 2 X-tokens to spend on it
    session.state_changed()
    window.player_boards.refresh()  # set up outside the session: no signal said so
    settle()
    decision = session.table_decision
    assert decision is not None and decision.kind == DecisionKind.HYPNOSIS
    chips = window.player_boards.panels[1 - decision.seat].chips
    uses = {o for o in decision.options if isinstance(o, ChooseAction)}
    assert {m.choice for _n, m in chips.cards if m.lit} == uses
    name, mark = next((n, m) for n, m in chips.cards if m.lit and " with " in n)
    assert isinstance(mark.choice, ChooseAction) and f"with {mark.choice.x_tokens} X" in name
    before = len(session.choices)
    QTest.mouseClick(
        chips,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        chips.rect_of(mark.choice).center().toPoint(),
    )
    settle()
    assert session.choices[before:] == [mark.choice]
