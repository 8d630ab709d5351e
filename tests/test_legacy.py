"""engine/legacy.py: the answers that reproduce what the engine chose by itself before save
version 4, used only to replay older choice logs (docs/saves.md). The fixture game in
tests/save_versions/legacy_v3_animals_ii.json covers Animals II, the left edge and a university;
the rarer decisions are built here."""

from __future__ import annotations

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    ChooseVictim,
    PickEffect,
    Skip,
    TakeReputation,
    UncoverSlot,
)
from arknova_desktop.engine.kernel.core import Decision, OrderEffects
from arknova_desktop.engine.kernel.state import ActionCard
from arknova_desktop.engine.legacy import LEGACY_KINDS, legacy_answer
from arknova_desktop.engine.rules import gains
from arknova_desktop.engine.rules.bonuses import ConservationBonus
from tests.abilities_scenario import ENC_2, new, play_animal, ready
from tests.scenario import Position, Seat, arrange, options_of, set_seat, started


def test_every_new_kind_has_an_old_answer_and_older_kinds_none() -> None:
    assert legacy_answer(Decision(0, "animals_reputation", (TakeReputation(1), Skip()), "")) == (
        TakeReputation(1)
    )
    slots = (UncoverSlot(2, "enclosure_2"), UncoverSlot(5, "reputation_2"))
    assert legacy_answer(Decision(0, "left_edge_slot", slots, "")) == slots[0]
    order = (PickEffect("slot reward: upgrade"), PickEffect("university reputation +2"))
    assert legacy_answer(Decision(0, "order_university_reward", order, "")) == order[1]
    discard = (PickEffect("conservation 8 bonus"), PickEffect("final scoring discard"))
    assert legacy_answer(Decision(0, "order_final_scoring_discard", discard, "")) == discard[1]
    victims = (ChooseVictim(2), ChooseVictim(3))
    assert legacy_answer(Decision(0, "choose_victim", victims, "")) == victims[0]
    for kind in ("order_effects", "play_animal", "take_card", "upgrade"):
        assert kind not in LEGACY_KINDS
        assert legacy_answer(Decision(0, kind, (Skip(),), "")) is None


def test_a_tie_was_the_first_tied_leader_after_the_active_player() -> None:
    game = new(players=4)
    for seat, appeal in ((1, 10), (2, 20), (3, 20)):
        player = game.state.players[seat]
        set_seat(
            game,
            seat,
            appeal=appeal,
            action_cards=tuple(ActionCard(a) for a in (ANIMALS, CARDS, SPONSORS, BUILD)),
        )
        set_seat(game, seat, action_cards=(*player.action_cards, *(ActionCard(ASSOCIATION),)))
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)  # Pilfering 1
    play_animal(game, "A456", ENC_2)
    decision = game.decision
    assert decision is not None and decision.kind == "choose_victim"
    assert legacy_answer(decision) == ChooseVictim(2)


def test_the_discard_round_first_leaves_the_frames_of_before() -> None:
    # Before version 4 the round was pushed on top of the 5 / 8 bonuses; the old answer leaves
    # exactly that stack (what the digest of an older save holds).
    game = started(players=2, seed=3)
    arrange(game, Position(seats={0: Seat(conservation=4)}, bonus_tiles={5: (), 8: ()}))
    gains.gain_conservation(game, 0, 6)
    game.advance()
    decision = game.decision
    assert decision is not None and decision.kind == "order_final_scoring_discard"
    answer = legacy_answer(decision)
    assert answer == PickEffect("final scoring discard")
    game.apply(answer)
    assert options_of(game, "discard_final_scoring")
    below, *round_ = game.state.stack[-3:]
    assert isinstance(below, OrderEffects)
    assert below.effects == (ConservationBonus(0, 5), ConservationBonus(0, 8))
    assert repr(round_) == "[FinalScoringDiscard(seat=1), FinalScoringDiscard(seat=0)]"


def test_animals_ii_took_the_reputation() -> None:
    game = new()
    row = (CARDS, BUILD, ASSOCIATION, SPONSORS, ANIMALS)
    ready(game, "A435", ENC_2, row=row, upgraded=(ANIMALS,))  # Animals II in slot 5
    game.apply(ChooseAction(ANIMALS))
    decision = game.decision
    assert decision is not None and decision.kind == "animals_reputation"
    assert legacy_answer(decision) == TakeReputation(1)
