"""Every zoo's cards (issue 25): the "Zoo cards" tab lists exactly the cards of the picked zoo
that the view shows (own and other seats, after real plays), sponsors that keep acting are
marked, no hidden card is ever named, the tab follows the zoo picker and a click on a player's
board, each card zooms with its words, and the replay shows a zoo's cards at its step."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from ui_helpers import HUMAN, make_window, pass_on, session_at, settle

from arknova_desktop.engine import (
    AnimalCard,
    Decision,
    GameConfig,
    PlayerView,
    ResourceChanged,
    SponsorCard,
    default_cards,
    new_game,
)
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.dialogs.replay import ReplayDialog
from arknova_desktop.ui.table.zoo_cards import ZooCardsView, mark_colour
from arknova_desktop.ui.table.zoo_tableau import (
    END_GAME,
    HIDDEN,
    INCOME,
    LASTING,
    animal_category,
    given_so_far,
    sponsor_marks,
)

pytestmark = pytest.mark.gui

DB = default_cards()


def expected_cards(session: GameSession, seat: int) -> Counter[str]:
    """What the view shows of `seat`'s zoo as cards: its animals and sponsors, the animals
    rescued under its map, the projects with its token, and a face-down card per Pouch card."""
    view = session.view
    player = view.players[seat]
    found = Counter((*player.zoo_cards, *player.rescued))
    found.update({p for p, _level, who in view.projects.tokens if who == seat})
    found[HIDDEN] += len(player.pouched)
    return +found


def both_zoos_played(seat_cards: tuple[PlayerView, ...]) -> bool:
    """Both zoos hold an animal and a sponsor that keeps acting."""
    for player in seat_cards:
        cards = [DB.get(c) for c in player.zoo_cards]
        if not any(isinstance(c, AnimalCard) for c in cards):
            return False
        if not any(isinstance(c, SponsorCard) and sponsor_marks(c) for c in cards):
            return False
    return True


@cache
def played_log() -> tuple[int, tuple[Choice, ...]]:
    """(seed, choices) of a seeded random 2-player game up to the first turn start at which
    both zoos hold an animal and a marked sponsor and a project is supported (bare engine)."""
    config = GameConfig(players=2, seed=5, maps=("A", "A"))
    game = new_game(config)
    rng = random.Random(5)
    log: list[Choice] = []
    while game.decision is not None:
        view = game.view(None)
        if (
            game.decision.kind == "choose_action"
            and both_zoos_played(view.players)
            and view.projects.tokens
            and any(seat >= 0 for _p, _l, seat in view.projects.tokens)
        ):
            return 5, tuple(log)
        log.append(rng.choice(game.decision.options))
        game.apply(log[-1])
    raise AssertionError("no such position in the seeded game")


def played_session() -> GameSession:
    seed, log = played_log()
    config = GameConfig(players=2, seed=seed, maps=("A", "A"))
    return GameSession(config, (HUMAN, HUMAN), choices=log, bot_delay_ms=0)


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    session = played_session()
    win = make_window(qtbot, session)
    pass_on(session)
    settle()
    win.right_tabs.setCurrentWidget(win.zoo_cards)
    settle()
    return win


def test_the_tab_lists_exactly_each_zoos_cards_and_follows_the_boards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    view = window.zoo_cards.view
    assert view.isVisible()
    # Each seat in turn, picked by a click on its board: the map and the cards follow it.
    for seat in (1, 0):
        panel = window.player_boards.panels[seat]
        qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=panel.rect().center())
        settle()
        assert window.seat_picker.currentIndex() == seat
        assert window.map_view.seat == seat
        assert view.seat == seat
        shown = view.card_ids()
        assert Counter(shown) == expected_cards(session, seat)
        assert len(view.placed) == len(shown)
        # The animals of a column share a category, in the order they were played.
        zoo = session.view.players[seat].zoo_cards
        columns = 0
        for _section, group in view.columns():
            ids = [c.card for c in group.cards]
            played = [c for c in ids if c in zoo and isinstance(DB.get(c), AnimalCard)]
            if played:
                columns += 1
                assert len({animal_category(DB.get(c)) for c in played}) == 1  # type: ignore[arg-type]
                assert played == sorted(played, key=zoo.index)
        assert columns >= 1
    # The picker above the map picks the cards too.
    window.seat_picker.setCurrentIndex(1)
    settle()
    assert view.seat == 1 and Counter(view.card_ids()) == expected_cards(session, 1)


def test_no_hidden_card_is_ever_named(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    state = session.game.state
    secret = set()
    for player in state.players:
        secret |= set(player.hand) | set(player.final_scoring) | set(player.pouched)
    secret |= set(state.deck)
    for seat in (0, 1):
        window.seat_picker.setCurrentIndex(seat)
        settle()
        shown = set(window.zoo_cards.view.card_ids())
        assert not shown & secret
        view = window.zoo_cards.view
        for placed in view.placed:
            assert placed.card.card not in secret
    assert secret - set(state.players[0].zoo_cards) - set(state.players[1].zoo_cards)


def test_sponsors_that_keep_acting_are_marked(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = window.zoo_cards.view
    marked = 0
    for seat in (0, 1):
        window.seat_picker.setCurrentIndex(seat)
        settle()
        image = view.grab().toImage()
        ratio = image.devicePixelRatio()
        for placed in view.placed:
            card = DB.get(placed.card.card) if placed.card.card != HIDDEN else None
            if not isinstance(card, SponsorCard):
                continue
            assert placed.card.marks == sponsor_marks(card)
            if not placed.card.marks:
                continue
            marked += 1
            # The first tag is drawn in its colour just under the card's tucked top.
            rect = placed.rect
            step = view.mark_step(rect.width())
            y = rect.top() + round(rect.height() * 0.34) + 1 + step // 2 - 1
            colour = mark_colour(placed.card.marks[0], seat)
            row = [
                QColor(image.pixel(round(x * ratio), round(y * ratio)))
                for x in range(rect.left() + 6, rect.right() - 6)
            ]
            assert any(
                abs(c.red() - colour.red())
                + abs(c.green() - colour.green())
                + abs(c.blue() - colour.blue())
                < 30
                for c in row
            ), placed.card.card
            # ...and said in words in its zoom.
            assert placed.card.note
    assert marked >= 2


def test_marks_read_the_sponsors_effects() -> None:
    by_name = {s.name: s for s in DB.sponsors()}
    assert sponsor_marks(by_name["Science Library"]) == (LASTING, END_GAME)
    assert sponsor_marks(by_name["Explorer"]) == (LASTING,)
    assert sponsor_marks(by_name["Sponsorship: Lions"]) == (INCOME,)
    assert sponsor_marks(by_name["Zoo School"]) == ()


def test_a_card_zooms_with_its_words(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = window.zoo_cards.view
    index = next(
        i
        for i, p in enumerate(view.placed)
        if p.card.card != HIDDEN and isinstance(DB.get(p.card.card), SponsorCard) and p.card.marks
    )
    placed = view.placed[index]
    # Hover the card's visible top (the cards below in its column cover the rest).
    spot = placed.rect.topLeft() + QPoint(placed.rect.width() // 2, 6)
    window.zoo_cards.scroller.ensureVisible(spot.x(), spot.y(), 10, 60)
    settle()
    qtbot.mouseMove(view, spot)
    qtbot.waitUntil(lambda: view.zoom.isVisible(), timeout=3000)
    assert view.zoom.card_id == placed.card.card
    assert view.zoom.card_name == DB.get(placed.card.card).name
    assert placed.card.note in view.zoom.text
    # Any press hides it.
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert not view.zoom.isVisible()


def test_what_a_card_gave_comes_from_the_engines_named_gains() -> None:
    events = [
        ResourceChanged(0, "money", 3, 10, "S234"),
        ResourceChanged(0, "money", 3, 13, "S234"),
        ResourceChanged(0, "appeal", 2, 2, "S234"),
        ResourceChanged(1, "money", 5, 20, "S234"),  # another seat's gain
        ResourceChanged(0, "money", 7, 20, "income"),  # named by no card
    ]
    given = given_so_far(events, 0, DB)
    assert given == {"S234": Counter(money=6, appeal=2)}


def test_a_zoo_cards_note_says_what_it_gave_in_the_game(window) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    gains: dict[tuple[int, str], int] = {}
    for entry in session.journal:
        for event in entry.events:
            if isinstance(event, ResourceChanged) and event.reason in DB and event.delta > 0:
                key = (event.seat, event.reason)
                gains[key] = gains.get(key, 0) + 1
    found = False
    for seat in (0, 1):
        window.seat_picker.setCurrentIndex(seat)
        settle()
        for placed in window.zoo_cards.view.placed:
            if (seat, placed.card.card) in gains:
                assert "Gave so far" in placed.card.note
                found = True
    assert found, "no card of the seeded game gave anything in its name"


def test_an_empty_zoo_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_at(lambda d: d.kind == "choose_action")
    win = make_window(qtbot, session)
    pass_on(session)
    win.right_tabs.setCurrentWidget(win.zoo_cards)
    settle()
    view: ZooCardsView = win.zoo_cards.view
    assert view.card_ids() == ()
    assert view.grab().toImage().pixelColor(5, 5) == theme.colors().panel_alt


@cache
def finished_choices() -> tuple[Choice, ...]:
    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))
    game = new_game(config)
    rng = random.Random(3)
    log: list[Choice] = []
    while not game.is_over:
        decision: Decision | None = game.decision
        assert decision is not None
        log.append(rng.choice(decision.options))
        game.apply(log[-1])
    return tuple(log)


def test_the_replay_shows_a_zoos_cards_at_its_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))
    source = GameSession(config, (HUMAN, HUMAN), choices=finished_choices())
    dialog = ReplayDialog(source)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentWidget(dialog.zoo_cards)
    settle()
    view = dialog.zoo_cards.view
    for step in (len(source.choices) // 3, len(source.choices) // 2, len(source.choices)):
        dialog.slider.setValue(step)
        settle()
        fork = source.fork(step)
        for seat in (1, 0):
            panel = dialog.boards.panels[seat]
            qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=panel.rect().center())
            settle()
            assert view.seat == seat
            assert Counter(view.card_ids()) == expected_cards(fork, seat)
    # Earlier steps show fewer cards: the zoo as it was then.
    dialog.slider.setValue(len(source.choices) // 3)
    settle()
    early = len(view.card_ids())
    dialog.slider.setValue(len(source.choices))
    settle()
    assert early < len(view.card_ids())
