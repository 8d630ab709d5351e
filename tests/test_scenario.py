"""The scenario builder itself (tests/scenario.py): a described position is put in place
exactly, a wrong description is refused, and a script fails on any decision it did not expect."""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    PlaceAnimal,
    PlayAnimal,
    TakeXToken,
)
from arknova_desktop.engine.kernel.state import ActionCard
from tests.scenario import (
    Position,
    PositionError,
    ScriptError,
    Seat,
    arrange,
    building,
    scenario,
    started,
)

PEN = building("enclosure_2", (7, 3), (8, 3))  # Map A, next to the starting enclosure
ROW = (CARDS, BUILD, ANIMALS, ASSOCIATION, SPONSORS)  # Animals I in slot 3: one animal


def caracal() -> Position:
    return Position(
        seats={0: Seat(money=30, hand=("A404",), row=ROW, add_buildings=(PEN,))},
        deck_top=("S201", "A402"),
    )


def test_the_docstring_example() -> None:
    # docs/rules.md §12; the Caracal (cost 9, appeal 4) has Hunter 2: reveal 2, keep an animal.
    s = scenario(caracal())
    s.expect("choose_action", seat=0).choose(ChooseAction(ANIMALS))
    s.expect("play_animal").choose(PlayAnimal("A404"))
    s.end_turn(("place_animal", PlaceAnimal(tuple(sorted(PEN.cells)))))
    me = s.state.players[0]
    assert (me.money, me.appeal, me.hand) == (30 - 9, 4, ("A402",))
    assert s.state.discard[-1] == "S201"
    assert s.decision is not None and (s.decision.seat, s.decision.kind) == (1, "choose_action")


def test_the_position_is_put_in_place() -> None:
    game = started()
    before = game.state.players[0].hand
    display = ("A401", "A402", "A406", "A411", "A426", "A431")
    arrange(
        game,
        Position(
            seats={
                0: Seat(hand=("S201",), money=7, zoo=("A403",), upgraded=(BUILD,)),
                1: Seat(action_cards=tuple(ActionCard(a, venom=1) for a in ROW)),
            },
            display=display,
            deck_top=("S202", "S203"),
            break_position=4,
        ),
    )
    st = game.state
    me = st.players[0]
    assert (me.hand, me.money, me.zoo_cards) == (("S201",), 7, ("A403",))
    assert me.is_upgraded(BUILD) and not me.is_upgraded(CARDS)
    assert all(c.venom == 1 for c in st.players[1].action_cards)
    assert st.display == display and st.deck[-2:] == ["S203", "S202"]
    assert st.break_track.position == 4
    # The old hand goes under the deck, but for the cards the position puts elsewhere.
    assert {c for c in before if c not in display} <= set(st.deck[: len(before) + 6])
    everywhere = [*st.deck, *st.discard, *st.display, *(c for p in st.players for c in p.hand)]
    everywhere += [c for p in st.players for c in p.zoo_cards]
    assert len(everywhere) == len(set(everywhere))  # no card in two places


def test_to_act_starts_that_seats_turn() -> None:
    s = scenario(Position(to_act=1))
    assert s.decision is not None and (s.decision.seat, s.decision.kind) == (1, "choose_action")


@pytest.mark.parametrize(
    ("position", "words"),
    [
        (Position(seats={0: Seat(hand=("A401",))}, display=("A401",)), "more than once"),
        (Position(seats={0: Seat(zoo=("A999",))}), "unknown card"),
        (Position(seats={2: Seat(money=1)}), "no seat 2"),
        (Position(seats={0: Seat(row=(CARDS, BUILD))}), "five action cards"),
        (Position(deck=("A401",), deck_top=("A402",)), "either deck or deck_top"),
        (Position(break_position=99), "off the track"),
    ],
)
def test_a_wrong_position_is_refused(position: Position, words: str) -> None:
    with pytest.raises(PositionError, match=words):
        arrange(started(), position)


def test_the_script_fails_on_an_unexpected_decision() -> None:
    s = scenario(caracal())
    with pytest.raises(ScriptError, match="expected a 'play_animal' decision"):
        s.expect("play_animal")
    with pytest.raises(ScriptError, match="of seat 1"):
        s.expect("choose_action", seat=1)
    with pytest.raises(ScriptError, match="not offered"):
        s.expect("choose_action").choose(ChooseAction(ANIMALS, 3))
    with pytest.raises(ScriptError, match="5 options of type TakeXToken"):
        s.expect("choose_action").choose(TakeXToken)
    with pytest.raises(ScriptError, match="0 options matching"):
        s.expect("choose_action").choose(lambda o: False)
    s.expect("choose_action").choose(ChooseAction(ANIMALS))
    # The turn is not over after choosing the animal: the enclosure is still to be chosen.
    with pytest.raises(ScriptError, match=r"turn to be over.*place_animal"):
        s.end_turn(("play_animal", PlayAnimal("A404")))
