"""The journal: what the other seats did, as typed data (no Qt), from real engine events."""

from __future__ import annotations

import random

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import (
    CardsSnap,
    Choice,
    ChooseAction,
    DiscardCard,
    PlaceBuilding,
    TakeFromDisplay,
    TakeXToken,
)
from arknova_desktop.engine.kernel.events import (
    BreakStep,
    CardMoved,
    EndTriggered,
    GameEnded,
    ResourceChanged,
    TurnStarted,
)
from arknova_desktop.journal import (
    SECRET_PLACES,
    Activity,
    JournalEntry,
    SeatActivity,
    TurnActivity,
    activity_since,
    apply_and_record,
    new_cells,
)


class Table:
    """A real 2-player game driven by hand, with its journal."""

    def __init__(self, seed: int = 7, players: int = 2) -> None:
        self.game: Game = new_game(GameConfig(players=players, seed=seed))
        self.entries: list[JournalEntry] = []

    def do(self, choice: Choice) -> JournalEntry:
        entry = apply_and_record(self.game, choice, len(self.entries) + 1)
        self.entries.append(entry)
        return entry

    def keep_first_cards(self) -> None:
        while self.game.decision is not None and self.game.decision.kind == "keep_cards":
            self.do(self.game.decision.options[0])

    @property
    def seat(self) -> int:
        decision = self.game.decision
        assert decision is not None
        return decision.seat

    def x_token_turn(self) -> None:
        """The X-token action with the last card that is not Cards (so Cards moves right); with
        5 X-tokens already, any turn."""
        seat = self.seat
        player = self.game.state.players[seat]
        last = [c.action for c in player.action_cards if c.action != "cards"][-1]
        if TakeXToken(last) in self.game.legal_options():
            self.do(TakeXToken(last))
            return
        while self.seat == seat:
            self.do(self.game.legal_options()[0])

    def since_last_choice(self, seat: int) -> list[JournalEntry]:
        last = max(i for i, e in enumerate(self.entries) if e.seat == seat)
        return self.entries[last + 1 :]


def seat_turns(activity: Activity, seat: int) -> tuple[TurnActivity, ...]:
    return next(s for s in activity.seats if s.seat == seat).turns


def build_kiosk_table() -> tuple[Table, int, PlaceBuilding]:
    table = Table()
    table.keep_first_cards()
    assert table.seat == 0
    table.x_token_turn()
    assert table.seat == 1
    strength = table.game.state.players[1].slot_of("build")
    table.do(ChooseAction("build"))
    kiosk = next(
        o
        for o in table.game.legal_options()
        if isinstance(o, PlaceBuilding) and o.building == "kiosk"
    )
    table.do(kiosk)
    while table.seat == 1:  # any placement bonus decision: first option
        table.do(table.game.legal_options()[0])
    return table, strength, kiosk


def test_build_kiosk_is_recorded_with_strength_cells_and_money() -> None:
    table, strength, kiosk = build_kiosk_table()
    window = table.since_last_choice(0)
    activity = activity_since(window, 0, players=2)
    assert [s.seat for s in activity.seats] == [1]
    (turn,) = seat_turns(activity, 1)
    assert turn.is_own_turn and turn.turn_seat == 1 and not turn.during_break
    assert [(a.action, a.strength, a.upgraded) for a in turn.actions] == [
        ("build", strength, False)
    ]
    assert strength == 4  # seed 7: seat 2's Build card lies in slot 4
    assert [(b.building, b.cost) for b in turn.buildings] == [("kiosk", 2)]
    money = sum(
        e.delta
        for entry in window
        for e in entry.events
        if isinstance(e, ResourceChanged) and e.seat == 1 and e.resource == "money"
    )
    assert turn.deltas["money"] == money == -2 + 5  # the kiosk, then a 5-money placement bonus
    cell = (kiosk.cells[0].col, kiosk.cells[0].row)
    assert new_cells(window, 0) == {1: frozenset({cell})}
    assert new_cells(window, 1) == {}


def test_own_choices_are_never_in_the_summary() -> None:
    table, _, _ = build_kiosk_table()
    activity = activity_since(table.entries, 1, players=2)
    assert [s.seat for s in activity.seats] == [0]
    turns = seat_turns(activity, 0)
    assert all(t.seat == 0 for t in turns)
    assert not any(t.buildings for t in turns)  # seat 1's kiosk is not seat 0's doing
    assert [t.x_token_action for t in turns] == [True]
    assert turns[0].deltas == {"x_tokens": 1}


def test_blind_draws_are_counted_and_display_cards_named() -> None:
    table, _, _ = build_kiosk_table()
    table.x_token_turn()  # seat 0
    assert table.game.state.players[1].slot_of("cards") == 3
    table.do(ChooseAction("cards"))  # Cards I at strength 3: draw 2, discard 1
    drawn = [
        e.card for e in table.entries[-1].events if isinstance(e, CardMoved) and e.source == "deck"
    ]
    table.do(next(o for o in table.game.legal_options() if isinstance(o, DiscardCard)))
    window = table.since_last_choice(0)
    (turn,) = seat_turns(activity_since(window, 0, players=2), 1)
    assert [(a.action, a.strength) for a in turn.actions] == [("cards", 3)]
    assert turn.drawn == 2 == len(drawn)
    assert turn.discarded == 1
    assert turn.from_display == ()
    # Build up strength 5 with X-token actions, then snap a face-up card.
    player = table.game.state.players[1]
    while player.slot_of("cards") + player.x_tokens < 5:
        table.x_token_turn()
    while table.seat != 1:
        table.x_token_turn()
    table.do(ChooseAction("cards", 5 - player.slot_of("cards")))
    table.do(CardsSnap())
    snap = next(o for o in table.game.legal_options() if isinstance(o, TakeFromDisplay))
    table.do(snap)
    (turn,) = seat_turns(activity_since(table.since_last_choice(0), 0, players=2), 1)
    assert [(a.action, a.strength) for a in turn.actions] == [("cards", 5)]
    assert turn.from_display == (snap.card,)
    assert turn.drawn == 0


def random_entries(players: int, seed: int, cap: int = 100_000) -> list[JournalEntry]:
    game = new_game(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed * 7 + players)
    entries: list[JournalEntry] = []
    while not game.is_over and len(entries) < cap:
        entries.append(
            apply_and_record(game, chooser.choice(game.legal_options()), len(entries) + 1)
        )
    return entries


def test_a_break_is_noted_with_income_during_it() -> None:
    entries = random_entries(2, 3)
    start = next(
        i for i, e in enumerate(entries) if any(isinstance(x, BreakStep) for x in e.events)
    )
    window = entries[start : start + 6]
    trigger = entries[start].seat
    other = 1 - trigger
    activity = activity_since(window, trigger, players=2)
    assert activity.breaks and activity.breaks[0].turn_seat == trigger
    in_break = [t for t in seat_turns(activity, other) if t.during_break]
    assert len(in_break) == 1
    events = [e for entry in window for e in entry.events]
    step_5 = next(i for i, e in enumerate(events) if isinstance(e, BreakStep) and e.step == 5)
    step_6 = next(i for i, e in enumerate(events) if isinstance(e, BreakStep) and e.step == 6)
    income = sum(
        e.delta
        for e in events[step_5:step_6]
        if isinstance(e, ResourceChanged) and e.seat == other and e.resource == "money"
    )
    # The income is the break's own news (said once, with its amounts), not the seat's doing.
    assert income > 0 and dict(activity.breaks[0].income)[other] == income
    assert in_break[0].deltas.get("money", 0) == 0


def test_a_window_that_starts_inside_a_break() -> None:
    """Hand-limit discards after the break began: still the break, not the next turn."""
    for seed in range(40):
        entries = random_entries(2, seed, cap=900)
        for index, entry in enumerate(entries):
            kinds = [type(e) for e in entry.events]
            steps = [e.step for e in entry.events if isinstance(e, BreakStep)]
            if steps and steps[-1] == 1 and index + 1 < len(entries) and BreakStep in kinds:
                window = entries[index + 1 :]
                decider = window[0].seat
                viewer = 1 - decider
                # Up to the next turn's start: there is no break step in these entries.
                upto = next(
                    i
                    for i, e in enumerate(window)
                    if any(isinstance(x, TurnStarted) for x in e.events)
                )
                activity = activity_since(window[: upto + 1], viewer, players=2)
                turns = seat_turns(activity, decider)
                assert turns and turns[0].during_break
                assert turns[0].discarded >= 1
                return
    raise AssertionError("no break with a hand-limit discard found")


def test_end_of_game_and_winners() -> None:
    entries = random_entries(2, 0)
    end = next(
        i for i, e in enumerate(entries) if any(isinstance(x, EndTriggered) for x in e.events)
    )
    trigger = next(x for x in entries[end].events if isinstance(x, EndTriggered)).seat
    viewer = 1 - trigger
    activity = activity_since(entries[end - 1 :], viewer, players=2)
    assert activity.end is not None and activity.end.seat == trigger
    assert any(t.triggered_end for t in seat_turns(activity, trigger))
    over = next(x for x in entries[-1].events if isinstance(x, GameEnded))
    assert activity.game_over and activity.winners == over.winners


def test_invariants_over_random_games() -> None:
    """Counts agree with the events, no secret card is ever recorded by id, no own activity."""
    for players, seed in [(2, 11), (3, 12), (4, 13)]:
        entries = random_entries(players, seed, cap=700)
        for end in range(players * 3, len(entries), 23):
            window = entries[max(0, end - 25) : end]
            for viewer in range(players):
                activity = activity_since(window, viewer, players=players)
                order = [s.seat for s in activity.seats]
                assert order == [(viewer + i) % players for i in range(1, players)]
                check_activity(activity, window, viewer)


def check_activity(activity: Activity, window: list[JournalEntry], viewer: int) -> None:
    events = [e for entry in window for e in entry.events]
    secret = {
        e.card
        for e in events
        if isinstance(e, CardMoved)
        and (e.source in SECRET_PLACES or e.target in ("revealed", "final_scoring_discard"))
    }
    public = {
        e.card
        for e in events
        if isinstance(e, CardMoved)
        and (
            e.source.startswith("display")
            or e.target in ("zoo", "projects")
            or e.source in ("zoo", "enclosure", "base projects")
        )
    }
    for seat_activity in activity.seats:
        assert isinstance(seat_activity, SeatActivity) and seat_activity.seat != viewer
        seat = seat_activity.seat
        turns = seat_activity.turns
        assert all(t.seat == seat and not t.is_empty for t in turns)
        hand_discards = sum(
            1
            for e in events
            if isinstance(e, CardMoved)
            and e.seat == seat
            and (e.source, e.target) == ("hand", "discard")
        )
        assert sum(t.discarded for t in turns) == hand_discards
        named = {
            c
            for t in turns
            for c in (
                *t.from_display,
                *t.display_discarded,
                *t.released,
                *t.projects_played,
                *(p.card for p in (*t.animals, *t.sponsors)),
            )
        }
        assert not (named & secret - public), "a secret card is recorded by id"
