"""The game's story told right (issue 22): one turn numbering for the window header, the log and
the "Since your last turn" summary; a break told as far as it has gone, with the income amounts.

docs/rules.md §11: a solo game has 27 turns (rounds of 7, 6, 5, 4, 3, 2); §4: a break's steps in
order (discards first, then the display, then income); §1: the appeal income table."""

from __future__ import annotations

import random
import re

import pytest
from ui_helpers import HUMAN, pass_on, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.kernel.choices import Choice, DiscardCard, TakeXToken
from arknova_desktop.engine.kernel.events import TurnStarted
from arknova_desktop.journal import JournalEntry, activity_since, apply_and_record
from arknova_desktop.session import GameSession
from arknova_desktop.ui.table.player_boards import PlayerBoards
from arknova_desktop.ui.table.tracks_bar import TracksBar
from arknova_desktop.ui.table.turn_summary import Subheading, summary_lines
from arknova_desktop.ui.words.log_words import log_line
from tests.scenario import Position, Seat, arrange, started

pytestmark = pytest.mark.gui

CARDS = default_cards()
NAMES = ("Ann", "Bob")
SOLO_TURNS = 7 + 6 + 5 + 4 + 3 + 2  # docs/rules.md §11: 27


def words(entries: list[JournalEntry], viewer: int, players: int = 2) -> list[str]:
    activity = activity_since(entries, viewer, players=players)
    return summary_lines(
        activity,
        NAMES.__getitem__,
        lambda card: CARDS.get(card).name,
        lambda building: BUILDING_TYPES[building].name,
        lambda _seat: False,
    )


def boards_for(qtbot, session: GameSession) -> PlayerBoards:  # type: ignore[no-untyped-def]
    boards = PlayerBoards(session)
    qtbot.addWidget(boards)
    boards.resize(340, 600)
    boards.show()
    settle()
    return boards


def header(boards: PlayerBoards) -> str:
    boards.refresh()
    return boards.header.text()


# -- one numbering -----------------------------------------------------------------------------
def test_a_solo_game_ends_on_turn_27_in_the_header_and_the_log(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The last solo turn reads "Turn 27" while it is played, while it waits for End turn, during
    the final scoring and after the end: never "Turn 28"."""
    config = GameConfig(players=1, seed=3, names=("Ann",))
    game = new_game(config)
    rng = random.Random(3)
    log: list[Choice] = []
    # The bare engine up to the last turn's first decision (fast), then the real session.
    while not (game.state.turn == SOLO_TURNS - 1 and game.decision.kind == "choose_action"):  # type: ignore[union-attr]
        choice = rng.choice(game.decision.options)  # type: ignore[union-attr]
        game.apply(choice)
        log.append(choice)
    session = GameSession(config, (HUMAN,), choices=log, bot_delay_ms=0)
    boards = boards_for(qtbot, session)
    tracks = TracksBar(session)
    qtbot.addWidget(tracks)
    session.start()
    assert header(boards) == "Turn 27 \u00b7 Solo round 6 of 6"
    # Turn 27 is the second of the last round's two (the tile counts the turns already played).
    assert session.view.solo is not None and session.view.solo.moved == 1
    assert tracks.break_text() == "Solo tile: turn 2 of 2, round 6 of 6"
    seen = {header(boards)}
    while session.decision is not None:
        if session.awaiting_end_turn:
            seen.add(header(boards))
            assert header(boards) == "Turn 27 \u00b7 Solo round 6 of 6"  # the mover's turn
            assert tracks.break_text() == "Solo tile: turn 2 of 2, round 6 of 6"
            pass_on(session)
            continue
        decision = session.decision
        if decision.kind == "discard_final_scoring":
            assert header(boards) == "Final scoring after turn 27"
        seen.add(header(boards))
        assert session.choose(rng.choice(decision.options))
        seen.add(header(boards))
    pass_on(session)
    assert session.game.is_over
    assert header(boards) == "Game over after 27 turns"
    seen.add(header(boards))
    assert not any("28" in text for text in seen), seen
    # Both solo cards of final scoring are held to the end: one is discarded after turn 27.
    assert "Final scoring after turn 27" in seen
    turns = [
        int(match.group(1))
        for item in session.log
        if (match := re.match(r"^Turn (\d+):", log_line(session, item)))
    ]
    assert turns[-1] == SOLO_TURNS and max(turns) == SOLO_TURNS


def test_the_summary_names_the_turn_the_header_showed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Bob's moves over two of his turns, seen by Ann who has not played since: each is headed
    with the number the window's header showed while Bob made it."""
    config = GameConfig(players=2, seed=5, names=NAMES)
    session = GameSession(config, (HUMAN, HUMAN), bot_delay_ms=0)
    boards = boards_for(qtbot, session)
    session.start()
    rng = random.Random(5)
    shown: dict[int, str] = {}  # Bob's turn number in the log → the header during it
    start = 0
    while len(shown) < 3:
        pass_on(session)
        decision = session.decision
        assert decision is not None
        if decision.kind == "choose_action" and decision.seat == 1:
            started_turn = next(
                e.turn
                for item in reversed(session.log)
                if isinstance(e := getattr(item, "event", None), TurnStarted)
            )
            shown[started_turn] = header(boards)
        if decision.kind == "choose_action" and decision.seat == 0 and not shown:
            start = len(session.journal)  # Ann's window starts here (she plays it, then waits)
        options = [o for o in decision.options if not isinstance(o, TakeXToken)] or list(
            decision.options
        )
        assert session.choose(rng.choice(options))
    # Ann's view of everything from her first turn on (her own moves are never listed).
    lines = words(list(session.journal[start:]), 0)
    headings = [line for line in lines if isinstance(line, Subheading)]
    numbered = [h for h in headings if re.fullmatch(r"Turn \d+:", h)]
    assert len(numbered) >= 2, lines
    for heading in numbered:
        number = int(heading[5:-1])
        assert shown[number] == f"Turn {number}", (heading, shown)


# -- the break, as far as it has gone --------------------------------------------------------
DISPLAY = ("A401", "A402", "A403", "A404", "A405", "A406")


def break_table() -> tuple[list[JournalEntry], object]:
    """Ann (appeal 7) ends a turn with a break pending; Bob (appeal 3) holds 5 cards, 2 over the
    hand limit of 3. Neither zoo has a building (no kiosk income)."""
    game = started(players=2, seed=1, names=NAMES)
    position = Position(
        seats={
            0: Seat(appeal=7, hand=("S206",), buildings=()),
            1: Seat(appeal=3, hand=("S201", "S202", "S203", "S204", "S205"), buildings=()),
        },
        display=DISPLAY,
        break_pending_by=0,
    )
    arrange(game, position)
    entries: list[JournalEntry] = []

    def do(choice: Choice) -> None:
        entries.append(apply_and_record(game, choice, len(entries) + 1))

    last = game.state.players[0].action_cards[-1].action
    do(TakeXToken(last))
    while game.decision is not None and game.decision.seat == 0:
        do(game.decision.options[0])  # anything asked before the turn ends
    return entries, (game, do)


def test_a_break_with_a_discard_still_due_claims_no_income(qapp) -> None:  # type: ignore[no-untyped-def]
    entries, (game, do) = break_table()  # type: ignore[misc]
    decision = game.decision
    assert decision is not None and decision.kind == "hand_limit_discard" and decision.seat == 1
    lines = words(entries, 1)  # the cover Bob reads before he discards
    assert "A break began after Ann's turn." in lines
    assert not any("income" in line.lower() and "to come" not in line for line in lines), lines
    assert not any("display" in line and "left" in line for line in lines), lines
    assert (
        "Whoever holds more cards than the hand limit discards down to it first. "
        "Still to come: two new display cards, then everyone's income."
    ) in lines
    # Bob discards 2 (5 cards, limit 3); then the display is replaced and income paid.
    before = len(entries)
    for _ in range(2):
        do(next(o for o in game.decision.options if isinstance(o, DiscardCard)))
    assert not game.state.in_break
    lines = words(entries[before - 1 :], 0)  # what Ann reads at her next turn
    assert "A break followed Ann's turn." in lines
    names = [CARDS.get(c).name for c in DISPLAY[:2]]
    assert f"The first two display cards left the display: {names[0]} and {names[1]}." in lines
    # §1: appeal 7 pays 11, appeal 3 pays 8; the player who triggered the break is paid first.
    assert "Income: Ann 11 money and Bob 8 money." in lines
    assert not any("to come" in line for line in lines)
    assert "Discarded 2 cards down to the hand limit." in lines


def test_the_last_to_discard_in_a_break_sees_the_income_at_their_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Bob discards last in the break Ann triggered, and plays next: no cover comes between,
    so the side panel keeps the break with its income until Bob's first choice of his turn."""
    from ui_helpers import make_window

    session = GameSession(GameConfig(players=2, seed=1, names=NAMES), (HUMAN, HUMAN))
    window = make_window(qtbot, session)
    while session.decision is not None and session.decision.kind == "keep_cards":
        pass_on(session)
        assert session.choose(session.decision.options[0])
    arrange(
        session.game,
        Position(
            seats={
                0: Seat(appeal=7, hand=("S206",), buildings=()),
                1: Seat(appeal=3, hand=("S201", "S202", "S203", "S204", "S205"), buildings=()),
            },
            display=DISPLAY,
            break_pending_by=0,
        ),
    )
    session.state_changed()
    pass_on(session)
    assert session.choose(TakeXToken(session.game.state.players[0].action_cards[-1].action))
    pass_on(session)  # Ann ends her turn; the cover comes up for Bob and he sits down
    settle()
    for _ in range(2):  # 5 cards, the hand limit 3
        decision = session.table_decision
        assert decision is not None and decision.kind == "hand_limit_discard"
        assert session.choose(next(o for o in decision.options if isinstance(o, DiscardCard)))
    settle()
    decision = session.table_decision
    assert decision is not None and decision.seat == 1 and decision.kind == "choose_action"
    assert window.summary_box.isVisible()
    shown = window.summary_view.lines()
    assert "Income: Ann 11 money and Bob 8 money." in shown  # §1: appeal 7 pays 11, 3 pays 8
    # His first choice of the turn puts it away, as after any turn.
    assert session.choose(decision.options[0])
    settle()
    assert not window.summary_box.isVisible()
