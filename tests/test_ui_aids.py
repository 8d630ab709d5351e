"""The playing aids on the table (ui/aids/): a reminder when a sponsor in one zoo reacts to an
animal played in another, the log line marked; the planner's break income as the break pays it;
the card tracker's counts from the seat's view and its odds; each switched off in Settings."""

from __future__ import annotations

from collections import Counter
from math import comb

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from arknova_desktop.engine import (
    CardMoved,
    ChooseAction,
    DrawFromDeck,
    MoveToSlot,
    PlaceAnimal,
    PlayAnimal,
    Skip,
    TakeXToken,
    appeal_income,
)
from arknova_desktop.engine.base.constants import ANIMALS, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import SponsorBreak
from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui.aids.notice import end_turn_notes
from arknova_desktop.ui.aids.planner import hand_line
from arknova_desktop.ui.aids.reminders import Reminder, ReminderKind, merged
from arknova_desktop.ui.aids.tracker import chance_at_least_one, tracker_counts
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.settings import Settings
from tests.abilities_scenario import ROW, START_ENCLOSURE
from tests.scenario import Position, Seat, arrange
from tests.sponsor_scenario import row_with_sponsors_at
from tests.test_ui_scoring_words import played
from tests.ui_helpers import choose, keep_setup, make_session, make_window, pass_on, settle

SPECIALIST = "S236"  # Primate Specialist: 3 money for each primate icon played in any zoo
PRIMATE = "A466"  # Bolivian Red Howler: a primate, fits Map A's starting enclosure
MONEY = 50


@pytest.fixture(autouse=True)
def aids_on() -> None:
    """Every switch on, as a new player finds them (the settings file is the tests' own)."""
    settings = Settings()
    settings.effect_reminders = settings.log_marks = settings.end_turn_notes = True


def two_zoos(qtbot):  # type: ignore[no-untyped-def]
    """Hot-seat: seat 0 has the Primate Specialist in its zoo, seat 1 holds a primate and the
    Animals card in slot 3; seat 0 to act."""
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    arrange(
        session.game,
        Position(
            seats={
                0: Seat(zoo=(SPECIALIST,), money=MONEY, hand=()),
                1: Seat(hand=(PRIMATE,), money=MONEY, row=ROW),
            }
        ),
    )
    session.state_changed()
    window = make_window(qtbot, session)
    pass_on(session)
    return session, window


def bob_plays_the_primate(session: GameSession) -> None:
    choose(session, TakeXToken(CARDS))  # Ann passes
    choose(session, ChooseAction(ANIMALS))
    choose(session, PlayAnimal(PRIMATE))
    choose(session, PlaceAnimal(tuple(sorted(START_ENCLOSURE.cells))))
    settle()


def ann_passes_and_bob_brings_the_break(session: GameSession) -> None:
    """Ann takes the X-token action (her money stays); Bob, the break token a step from the
    end, takes the Sponsors break alternative at strength 1: the break follows his turn."""
    choose(session, TakeXToken(CARDS))
    pass_on(session)
    arrange(
        session.game,
        Position(
            break_position=session.game.state.break_track.length - 1,
            seats={1: Seat(row=row_with_sponsors_at(1, first=CARDS), hand=())},
        ),
    )
    session.state_changed()
    choose(session, ChooseAction(SPONSORS))
    choose(session, SponsorBreak())


def marked_lines(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.log_model
    return [
        model.index(row).data()
        for row in range(model.rowCount())
        if model.index(row).data(Role.REMINDER)
    ]


def test_a_sponsor_reacting_to_another_zoo_is_a_notice_and_a_marked_log_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = two_zoos(qtbot)
    bob_plays_the_primate(session)
    assert session.game.state.players[0].money == MONEY + 3  # the engine paid Ann
    board = window.notice_board
    assert board.isVisible()
    text = board.text.text()
    name = session.game.cards.get(SPECIALIST).name
    assert f"Ann's {name} gives Ann 3 money" in text
    assert SPECIALIST not in text
    (line,) = marked_lines(window)
    assert name in line and "3 money" in line
    # The animal's own play is no reminder.
    animal = session.game.cards.get(PRIMATE).name
    assert not any(animal in line for line in marked_lines(window))


def test_notices_wait_under_the_cover_and_never_name_a_drawn_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = two_zoos(qtbot)
    choose(session, TakeXToken(CARDS))
    session.end_turn()
    settle()
    assert session.covered and not window.notice_board.isVisible()
    watcher = window.reminders
    # A drawn card is never a reminder: its move has no words of a reminder at all.
    assert watcher.scanner.scan_all((CardMoved("A401", "deck", "hand", 1),)) == []


SCIENCE_LAB = "S201"  # Science Lab: at each break, its owner takes a card (deck or in range)


def test_a_card_a_zoo_card_puts_into_a_hand_at_the_break_is_a_reminder_that_hides_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    arrange(session.game, Position(seats={0: Seat(zoo=(SCIENCE_LAB,), money=MONEY, hand=())}))
    session.state_changed()
    window = make_window(qtbot, session)
    ann_passes_and_bob_brings_the_break(session)
    # The break's income: the Science Lab asks Ann where to take her card from.
    while (d := session.decision) is not None and d.kind != "take_card":
        choose(session, d.options[0])
    assert session.decision is not None and session.decision.seat == 0
    hand = session.game.state.players[0].hand
    choose(session, DrawFromDeck())
    (drawn,) = session.game.state.players[0].hand[len(hand) :]
    pass_on(session)
    settle()
    lab = session.game.cards.get(SCIENCE_LAB).name
    lines = window.notice_board.text.text() + "\n".join(window.reminders.waiting)
    assert f"Break income: Ann's {lab} pays Ann 1 card" in lines
    assert session.game.cards.get(drawn).name not in lines  # which card stays Ann's secret
    (line,) = (line for line in marked_lines(window) if lab in line)
    assert session.game.cards.get(drawn).name not in line


def test_two_cards_of_one_effect_are_one_reminder() -> None:
    one = Reminder(ReminderKind.CARD_EFFECT, 1, SCIENCE_LAB, "cards", 1)
    money = Reminder(ReminderKind.CARD_EFFECT, 1, SCIENCE_LAB, "money", 2)
    assert merged([one, one, money, one]) == [
        Reminder(ReminderKind.CARD_EFFECT, 1, SCIENCE_LAB, "cards", 2),
        money,
        one,
    ]


def test_switched_off_there_is_no_notice_and_no_mark(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = two_zoos(qtbot)
    Settings().effect_reminders = False
    window.log_model.set_marks(False)
    bob_plays_the_primate(session)
    assert session.game.state.players[0].money == MONEY + 3
    assert not window.notice_board.isVisible()
    assert marked_lines(window) == []
    window.log_model.set_marks(True)
    assert len(marked_lines(window)) == 1  # the mark was kept, only not shown


def test_the_settings_menu_switches_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.menus import install_game_menu

    session, window = two_zoos(qtbot)
    install_game_menu(window, session, lambda _new: None)
    menu = next(
        a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Settings"
    )
    switches = {a.objectName(): a for a in menu.actions() if a.objectName()}
    assert {"effect_reminders", "log_marks", "end_turn_notes"} <= set(switches)
    switches["effect_reminders"].setChecked(False)
    switches["log_marks"].setChecked(False)
    assert not Settings().effect_reminders and not Settings().log_marks
    bob_plays_the_primate(session)
    assert not window.notice_board.isVisible() and marked_lines(window) == []


# -- the planner ----------------------------------------------------------------------------------
def test_the_planner_shows_the_income_the_break_then_pays(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    zoo = ("S231", "A466", "A467", "A465")  # Primate Sponsorship and 3 primate icons
    arrange(session.game, Position(seats={0: Seat(zoo=zoo, appeal=17, money=10, hand=())}))
    session.state_changed()
    window = make_window(qtbot, session)
    pass_on(session)
    window.right_tabs.setCurrentWidget(window.planner)
    settle()
    forecast = session.game.break_income(0)
    total = appeal_income(17) + 6  # three primate icons: the Sponsorship's second tier
    assert forecast.total("money") == total
    assert f"+{total} money" in window.planner.income_label.text()
    assert session.game.cards.get("S231").name in window.planner.income_label.text()
    # Ann passes, Bob triggers the break: Ann is paid what the planner said.
    before = session.game.state.players[0].money
    ann_passes_and_bob_brings_the_break(session)
    assert session.game.state.players[0].money - before == forecast.total("money")


def test_the_planner_follows_the_clicked_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2)
    keep_setup(session)
    window = make_window(qtbot, session)
    pass_on(session)
    window.right_tabs.setCurrentWidget(window.planner)
    row = [c.action for c in session.view.players[0].action_cards]
    last = row[-1]
    window.planner.action_buttons[last].click()
    window.planner.action_buttons[last].click()
    text = window.planner.plan_label.text()
    assert "Turn 1" in text and "slot 5, strength 5" in text
    assert "Turn 2" in text and "slot 1, strength 1" in text


# -- the card tracker -----------------------------------------------------------------------------
def test_the_tracker_counts_what_the_seat_cannot_see_and_its_odds(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2)
    keep_setup(session)
    window = make_window(qtbot, session)
    pass_on(session)
    window.right_tabs.setCurrentWidget(window.tracker)
    settle()
    seat = session.private_seat
    assert seat is not None
    view = session.view
    seen = [*view.display, *view.discard, *view.projects.row]
    for player in view.players:
        seen += [c for c in (*player.hand, *player.setup_cards) if c != "?"]
        seen += [*player.zoo_cards, *player.rescued, *player.pouched]
    cards = session.game.cards
    unseen = Counter(cards.zoo_deck_ids()) - Counter(seen)
    counts = window.tracker.counts
    assert counts is not None
    assert counts.unseen == sum(unseen.values()) == len(view.deck) + view.players[1].hand.count("?")
    animals = sum(n for c, n in unseen.items() if c.startswith("A"))
    assert dict(counts.kinds)["animal"] == animals
    assert counts == tracker_counts(cards, tuple(sorted(unseen.elements())), len(view.deck))
    # The chance of at least one animal in the next 3 cards, worked out by hand.
    u = counts.unseen
    by_hand = 1 - comb(u - animals, 3) / comb(u, 3)
    assert window.tracker.chances["animal"] == pytest.approx(by_hand)
    assert chance_at_least_one(10, 2, 2) == pytest.approx(1 - (8 * 7) / (10 * 9))
    assert window.tracker.table.item(0, 2).text() == f"{round(by_hand * 100)} %"


def test_the_tracker_is_empty_under_the_cover(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2)
    keep_setup(session)
    window = make_window(qtbot, session)
    pass_on(session)
    window.right_tabs.setCurrentWidget(window.tracker)
    choose(session, TakeXToken(CARDS))
    session.end_turn()
    settle()
    assert session.covered
    assert window.tracker.counts is None and window.tracker.table.rowCount() == 0


# -- the note before End turn ---------------------------------------------------------------------
def test_the_end_turn_note_says_x_tokens_are_at_the_most(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2)
    keep_setup(session)
    arrange(session.game, Position(seats={0: Seat(x_tokens=4)}))
    session.state_changed()
    window = make_window(qtbot, session)
    pass_on(session)
    choose(session, TakeXToken(CARDS))  # the fifth X-token
    settle()
    assert session.awaiting_end_turn
    notes = end_turn_notes(session)
    assert any("5 X-tokens" in n for n in notes)
    assert window.notice_board.isVisible() and window.notice_board.quiet
    session.end_turn()
    settle()
    assert not window.notice_board.isVisible()
    Settings().end_turn_notes = False
    pass_on(session)
    choose(session, TakeXToken(CARDS))  # Bob: 1 X-token, nothing to say in any case
    settle()
    assert not window.notice_board.isVisible()


def test_the_own_board_says_what_the_next_break_pays_and_opens_the_planner(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    zoo = ("S231", "A466", "A467", "A465")  # Primate Sponsorship and 3 primate icons
    arrange(session.game, Position(seats={0: Seat(zoo=zoo, appeal=17, money=10, hand=())}))
    session.state_changed()
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    own, other = window.player_boards.panels
    total = appeal_income(17) + 6  # the appeal table at 17, the Sponsorship's second tier
    spaces = session.game.break_income(0).spaces_left
    assert own.plan.isVisible() and f"Next break in {spaces} spaces: +{total} money" in (
        own.plan.text()
    )
    assert not other.plan.isVisible()  # Bob's plan is Bob's
    assert window.right_tabs.currentWidget() is not window.planner
    # The link is the line under the income: a click there opens the Planner.
    metrics = own.plan.fontMetrics()
    qtbot.mouseClick(
        own.plan,
        Qt.MouseButton.LeftButton,
        pos=QPoint(
            metrics.horizontalAdvance("Plan") // 2, own.plan.height() - metrics.height() // 2
        ),
    )
    settle()
    assert window.right_tabs.currentWidget() is window.planner


def test_a_finished_game_promises_no_next_break(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Once the game is over no break comes: the own board drops the income line and the
    Planner's link (a finished solo game said "Next break after this turn: +34 money")."""
    config, log = played(players=1, seed=4)
    session = GameSession(config, (HUMAN,), choices=log)
    assert session.game.is_over
    window = make_window(qtbot, session, start=False)
    own = window.player_boards.panels[0]
    assert own.name.text() == "Keeper 1 (you)"
    assert not own.plan.isVisible() and "Next break" not in own.plan.text()


def test_the_planner_says_what_a_sponsor_in_hand_gives(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    arrange(session.game, Position(seats={0: Seat(hand=("S220", "S226"))}))
    game = session.game
    grants, institute = (game.cards.get(c).name for c in ("S220", "S226"))
    assert hand_line(game, 0, "S220") == f"{grants}: sponsor of level 4; gives 3 money"
    assert hand_line(game, 0, "S226") == f"{institute}: sponsor of level 6; gives 2 reputation"


SLOTH_BEAR = "A408"  # Boost (Association): after the action, that card may go to slot 1 or 5


def test_the_end_turn_note_names_an_effect_the_player_said_no_to(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(players=2, names=("Ann", "Bob"))
    keep_setup(session)
    arrange(session.game, Position(seats={0: Seat(hand=(SLOTH_BEAR,), money=MONEY, row=ROW)}))
    # Undo replays from the latest turn-start copy: the arranged position must be that copy.
    session._snapshots[-1] = (len(session.choices), session.game.clone())
    session.state_changed()
    window = make_window(qtbot, session)
    choose(session, ChooseAction(ANIMALS))
    choose(session, PlayAnimal(SLOTH_BEAR))
    choose(session, PlaceAnimal(tuple(sorted(START_ENCLOSURE.cells))))
    settle()
    assert session.decision is not None and session.decision.kind == "boost"
    choose(session, Skip())
    settle()
    assert session.awaiting_end_turn
    (note,) = [n for n in end_turn_notes(session, window.reminders.declined) if "said no" in n]
    assert "You said no to an effect of yours this turn" in note and "Undo" in note
    assert note in window.notice_board.text.text()
    # Taken back, the Skip is gone and so is the note; answered otherwise, there is none.
    assert session.undo()
    settle()
    choose(session, MoveToSlot(1))
    settle()
    assert session.awaiting_end_turn
    assert not [n for n in end_turn_notes(session, window.reminders.declined) if "said no" in n]
    # Nor for the next player, who declined nothing.
    session.end_turn()
    pass_on(session)
    choose(session, TakeXToken(CARDS))
    settle()
    assert not [n for n in end_turn_notes(session, window.reminders.declined) if "said no" in n]


def test_a_notice_is_as_tall_as_its_wrapped_lines(qtbot, qtlog) -> None:  # type: ignore[no-untyped-def]
    """Four break-income lines, each wrapping: the board cut them to two and a half, no
    scroll bar (seen in the real window); its height now follows the lines at its width.
    Placed before any line (a resize), it keeps a height of its own."""
    from PySide6.QtWidgets import QWidget

    from arknova_desktop.ui.aids.notice import NoticeBoard

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    board = NoticeBoard(table)
    board.place()
    assert board.height() > 0
    assert not [r for r in qtlog.records if "Negative sizes" in r.message]
    names = ("Ann", "Eve (computer, Easy)", "Max (computer, Medium)", "Hal (computer, Hard)")
    lines = [
        f"Break income: kiosks and the zoo map give {n} {k} money" for k, n in enumerate(names)
    ]
    for line in lines:  # one at a time, as the events come
        board.show_lines([line])
        label = board.text
        assert label.height() >= label.heightForWidth(label.width())
        assert board.geometry().contains(label.geometry().translated(board.pos()))
    assert board.lines == lines
    board.show_lines(["Before you end your turn: " + lines[2]], quiet=True)
    assert board.text.height() >= board.text.heightForWidth(board.text.width())


def test_a_notice_leaves_since_your_last_turn_and_why_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The board floated over the top right of the table, over "Since your last turn" and its
    Why? button (seen in the real window); it sits at the bottom right of the middle column."""
    session, window = two_zoos(qtbot)
    bob_plays_the_primate(session)
    board = window.notice_board
    assert board.isVisible()
    central = window.central

    def rect(widget) -> QRect:  # type: ignore[no-untyped-def]
        return QRect(widget.mapTo(central, QPoint(0, 0)), widget.size())

    where = rect(board)
    assert rect(window.right_tabs).contains(where)
    assert not where.intersects(rect(window.summary_box.parentWidget()))
    assert not where.intersects(rect(window.tracks_bar))
