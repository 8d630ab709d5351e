""" "Since your last turn" in words: real positions give real sentences, no card id, cell or
engine identifier ever shows, and no card anybody drew blind is ever named."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QLabel
from test_journal import Table, build_kiosk_table, random_entries

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.kernel.choices import (
    CardsSnap,
    ChooseAction,
    DiscardCard,
    TakeFromDisplay,
)
from arknova_desktop.engine.kernel.events import BreakStep, CardMoved, ResourceChanged
from arknova_desktop.journal import SECRET_PLACES, JournalEntry, activity_since, apply_and_record
from arknova_desktop.ui import theme
from arknova_desktop.ui.table.turn_summary import (
    Heading,
    Subheading,
    SummaryView,
    plain_text,
    summary_lines,
)

pytestmark = pytest.mark.gui

CARDS = default_cards()
NAMES = ("Ann", "Bob", "Cleo", "Dev")
CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")
SNAKE = re.compile(r"[A-Za-z0-9]_[A-Za-z0-9]")
CELL = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
FINAL_SCORING_NAMES = tuple(c.name for c in CARDS.final_scoring())


def card_name(card_id: str) -> str:
    return CARDS.get(card_id).name


def building_name(building: str) -> str:
    return BUILDING_TYPES[building].name


def words(entries: list[JournalEntry], viewer: int, players: int = 2, computers=()) -> list[str]:  # type: ignore[no-untyped-def]
    activity = activity_since(entries, viewer, players=players)
    return summary_lines(
        activity, NAMES.__getitem__, card_name, building_name, lambda s: s in computers
    )


def test_build_kiosk_in_words(qapp) -> None:  # type: ignore[no-untyped-def]
    table, strength, _ = build_kiosk_table()
    lines = words(table.since_last_choice(0), 0, computers=(1,))
    assert lines == [
        "Bob (computer)",
        f"Build I at strength {strength}.",
        "Built a kiosk for 2 money.",
        "Net change: money +3.",  # -2 for the kiosk, +5 from the space it covers
    ]
    assert isinstance(lines[0], Heading) and not isinstance(lines[1], Heading)
    # Without computers, the heading is the bare name.
    assert words(table.since_last_choice(0), 0)[0] == "Bob"


def test_cards_drawn_blind_are_only_counted_and_a_snapped_card_is_named(qapp) -> None:  # type: ignore[no-untyped-def]
    table, _, _ = build_kiosk_table()
    table.x_token_turn()  # Ann
    table.do(ChooseAction("cards"))  # Bob: Cards I at strength 3, draw 2, discard 1
    drawn = [e.card for e in table.entries[-1].events if isinstance(e, CardMoved)]
    discard = next(o for o in table.game.legal_options() if isinstance(o, DiscardCard))
    table.do(discard)
    lines = words(table.since_last_choice(0), 0)
    assert lines == ["Bob", "Cards I at strength 3.", "Drew 2 cards.", "Discarded a card."]
    text = plain_text(lines)
    for card in (*drawn, discard.card):
        assert card_name(card) not in text and card not in text
    player = table.game.state.players[1]
    while player.slot_of("cards") + player.x_tokens < 5:
        table.x_token_turn()
    while table.seat != 1:
        table.x_token_turn()
    table.do(ChooseAction("cards", 5 - player.slot_of("cards")))
    table.do(CardsSnap())
    snap = next(o for o in table.game.legal_options() if isinstance(o, TakeFromDisplay))
    table.do(snap)
    lines = words(table.since_last_choice(0), 0)
    assert f"Took {card_name(snap.card)} from the display." in lines
    assert "Cards I at strength 5." in lines
    assert any(line.startswith("Net change: ") and "X-tokens \u2212" in line for line in lines)


def test_a_break_is_mentioned_with_its_income(qapp) -> None:  # type: ignore[no-untyped-def]
    entries = random_entries(2, 3)
    start = next(
        i for i, e in enumerate(entries) if any(isinstance(x, BreakStep) for x in e.events)
    )
    trigger = entries[start].seat
    window = entries[start : start + 6]
    lines = words(window, trigger)
    assert Heading("Break") in lines
    assert f"A break followed {NAMES[trigger]}'s turn." in lines
    during = lines.index("During the break:")
    assert isinstance(lines[during], Subheading)
    # The income is said once, in the break's lines, with each seat's amount (the trigger first).
    paid = {
        e.seat: e.delta
        for entry in window
        for e in entry.events
        if isinstance(e, ResourceChanged) and e.reason == "appeal income"
    }
    other = 1 - trigger
    assert (
        f"Income: {NAMES[trigger]} {paid[trigger]} money and {NAMES[other]} {paid[other]} money."
        in lines
    )
    assert not any(line.startswith("Net change: money +") for line in lines[during + 1 :])


def test_nothing_happened_is_one_line(qapp) -> None:  # type: ignore[no-untyped-def]
    assert words([], 0) == ["Nothing happened since your last turn."]
    table = Table()
    table.keep_first_cards()  # setup only: kept cards are nobody's business
    assert words(table.entries, 1) == ["Nothing happened since your last turn."]


def test_end_of_game_in_words(qapp) -> None:  # type: ignore[no-untyped-def]
    entries = random_entries(2, 0)
    lines = words(entries[-30:], 0)
    assert Heading("End of the game") in lines
    assert any(line.startswith("The game is over. Winner: ") for line in lines)


def test_sentences_go_through_the_translator(qapp) -> None:  # type: ignore[no-untyped-def]
    class Spanish(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def,override]
            table = {
                ("TurnSummary", "Built %1 for %2 money."): "Construyó %1 por %2 de dinero.",
                ("Names", "a kiosk"): "un quiosco",  # the names of things: ui.words.names
                ("TurnSummary", "Drew %n cards."): "Robó %n cartas.",
            }
            return table.get((context, source), "")

    spanish = Spanish()
    QCoreApplication.installTranslator(spanish)
    try:
        table, _, _ = build_kiosk_table()
        assert "Construyó un quiosco por 2 de dinero." in words(table.since_last_choice(0), 0)
        table.x_token_turn()
        table.do(ChooseAction("cards"))
        table.do(next(o for o in table.game.legal_options() if isinstance(o, DiscardCard)))
        assert "Robó 2 cartas." in words(table.since_last_choice(0), 0)
    finally:
        QCoreApplication.removeTranslator(spanish)


def public_and_secret(window: list[JournalEntry]) -> tuple[set[str], set[str]]:
    public: set[str] = set()
    secret: set[str] = set()
    for entry in window:
        for e in entry.events:
            if not isinstance(e, CardMoved):
                continue
            if (e.source in SECRET_PLACES and e.target == "hand") or e.target == "revealed":
                secret.add(e.card)
            if (
                e.source.startswith("display")
                or e.target in ("zoo", "projects")
                or e.source in ("zoo", "enclosure", "base projects")
            ):
                public.add(e.card)
    return public, secret


def check_words(lines: list[str], window: list[JournalEntry]) -> None:
    assert lines and all(isinstance(line, str) and line for line in lines)
    text = "\n".join(lines)
    assert not CARD_ID.search(text), text
    assert not SNAKE.search(text), text
    assert not CELL.search(text), text
    assert "None" not in text and "{" not in text and "%" not in text, text
    public, secret = public_and_secret(window)
    shown = text
    for card in sorted(public, key=lambda c: -len(card_name(c))):
        shown = shown.replace(card_name(card), "")
    for card in secret - public:
        assert not re.search(rf"\b{re.escape(card_name(card))}\b", shown), (card, text)
    for name in FINAL_SCORING_NAMES:
        assert name not in text


def test_no_id_cell_identifier_or_secret_card_over_random_games(qapp) -> None:  # type: ignore[no-untyped-def]
    view = SummaryView()
    rendered = 0
    for players, seed in [(2, 21), (2, 22), (3, 23), (3, 24), (4, 25), (4, 26)]:
        game = new_game(GameConfig(players=players, seed=seed))
        chooser = random.Random(seed)
        entries: list[JournalEntry] = []
        while not game.is_over and len(entries) < 900:
            before = game.decision
            assert before is not None
            choice = chooser.choice(game.legal_options())
            entries.append(apply_and_record(game, choice, len(entries) + 1))
            after = game.decision
            if after is not None and after.seat == before.seat:
                continue
            # A handover (or the end): what the next seat (every seat at the end) is told.
            viewers = range(players) if after is None else (after.seat,)
            for viewer in viewers:
                mine = [i for i, e in enumerate(entries) if e.seat == viewer]
                window = entries[mine[-1] + 1 :] if mine else entries
                lines = words(window, viewer, players, computers=(players - 1,))
                check_words(lines, window)
                rendered += 1
                if rendered % 97 == 0:
                    view.set_lines(lines)
                    assert view.text()
    assert rendered > 500


def test_summary_view_shows_headings_and_wrapped_lines_and_scrolls(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = SummaryView()
    qtbot.addWidget(view)
    lines = [
        Heading("Bob (computer)"),
        "Build II at strength 4.",
        "Built a size-3 enclosure and a kiosk for 8 money.",
        Subheading("During the break:"),
        "Net change: money +12.",
    ]
    view.set_lines(lines)
    assert view.lines() == lines
    shown = view.widget().findChildren(QLabel)
    assert [label.objectName() for label in shown] == [
        "summary_heading",
        "summary_line",
        "summary_line",
        "summary_subheading",
        "summary_line",
    ]
    assert all(label.wordWrap() for label in shown)
    assert shown[1].text() == "\u2022 Build II at strength 4."
    assert view.text().splitlines()[0] == "Bob (computer)"
    # A name is never markup.
    view.set_lines([Heading("<b>Eve</b>"), "x"])
    (heading, _) = view.widget().findChildren(QLabel)
    assert heading.text() == "<b>Eve</b>"
    # Long summaries scroll.
    view.set_lines([Heading("Bob"), *(f"Line number {i} of a long summary." for i in range(80))])
    view.resize(300, 200)
    view.show()
    qtbot.waitExposed(view)
    assert view.verticalScrollBar().maximum() > 0
    assert len(view.widget().findChildren(QLabel)) == 81


def test_a_sponsor_comes_before_the_building_it_brought(qapp) -> None:  # type: ignore[no-untyped-def]
    """Sponsors: the card is played, then its building goes down — the summary says it in that
    order, whatever order the events came in."""
    from arknova_desktop.engine.kernel.events import ActionStarted, BuildingPlaced, TurnStarted

    side_entrance = next(c.id for c in CARDS.sponsors() if c.name == "Side Entrance")
    events = (
        TurnStarted(1, 5),
        ActionStarted(1, "sponsors", 3, False),
        BuildingPlaced(1, "kiosk", ((2, 2),), 0),
        CardMoved(side_entrance, "hand", "zoo", 1),
    )
    lines = words([JournalEntry(10, 1, 5, events)], 0)
    played = lines.index("Played the sponsor Side Entrance.")
    built = lines.index("Built a kiosk for free.")
    assert played < built, lines


def test_the_same_lines_again_keep_their_labels(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The window sets the summary more than once a click: the same lines keep their labels
    (none made and styled anew, issue 25); other lines, or a line turned heading, replace them."""
    view = SummaryView()
    qtbot.addWidget(view)
    lines = [Heading("Bob"), "Built a kiosk for 2 money."]
    view.set_lines(lines)
    labels = list(view._labels)
    view.set_lines(list(lines))
    assert view._labels == labels and view.lines() == lines
    view.set_lines(["Bob", "Built a kiosk for 2 money."])  # the same words, no heading now
    assert view._labels[0] is not labels[0]
    assert [label.objectName() for label in view._labels] == ["summary_line", "summary_line"]
    view.set_lines([])
    assert view._labels == [] and view.text() == ""


def test_a_wrapped_sentence_goes_on_under_its_first_word(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The bullet hangs in the margin: a sentence's second line starts where its first word
    does, not under the bullet (seen in the real window: "money." under "•")."""
    from arknova_desktop.ui.table.turn_summary import BulletLine

    view = SummaryView()
    qtbot.addWidget(view)
    view.resize(280, 300)
    view.set_lines([Heading("Eve (computer, Easy)"), "Played the animal Reindeer for 12 money."])
    view.show()
    qtbot.waitExposed(view)
    line = view.widget().findChildren(QLabel)[1]
    assert isinstance(line, BulletLine)
    assert line.text() == "\u2022 Played the animal Reindeer for 12 money."
    heading = view.widget().findChildren(QLabel)[0]
    # The text (every line of it) starts a bullet's width right of where the bullet is drawn.
    assert line.contentsRect().left() - line.bullet_width() >= heading.contentsRect().left()
    assert line.contentsRect().left() >= round(line.bullet_width()) + theme.space(3.5) - 1
