"""Track rules: appeal income, target numbers, reputation range, and the bonus spaces of the
reputation and conservation tracks.

Every expected value is taken from docs/rules.md (§1 appeal and
conservation tracks, §2 conservation bonus spaces and bonus tiles, §3 reputation track, §5
universities, §6 partner-zoo slots), never from the engine's formulas.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base import tracks
from arknova_desktop.engine.base.constants import ACTIONS, CARDS
from arknova_desktop.engine.kernel.choices import (
    DiscardFinalScoring,
    DrawFromDeck,
    PickEffect,
    PlaceToken,
    TakeBonus,
    TakeFromDisplay,
    TakePartnerZoo,
    TakeUniversity,
    UpgradeAction,
)
from arknova_desktop.engine.kernel.state import ActionCard
from arknova_desktop.engine.rules import gains
from tests.scenario import (
    Position,
    Seat,
    arrange,
    options_of,
    set_seat,
    set_shared,
    started,
)

# --------------------------------------------------------------------------------------------
# §1 Appeal income table, written out from the docs/rules.md table (not the closed form).
# --------------------------------------------------------------------------------------------

# (lowest appeal, highest appeal, money)
INCOME_ROWS: tuple[tuple[int, int, int], ...] = (
    (0, 0, 5), (1, 1, 6), (2, 2, 7), (3, 3, 8), (4, 4, 9),
    (5, 6, 10), (7, 8, 11), (9, 10, 12), (11, 12, 13), (13, 14, 14), (15, 16, 15),
    (17, 19, 16), (20, 22, 17), (23, 25, 18), (26, 28, 19), (29, 31, 20),
    (32, 35, 21), (36, 39, 22), (40, 43, 23), (44, 47, 24), (48, 51, 25), (52, 55, 26),
    (56, 60, 27), (61, 65, 28), (66, 70, 29), (71, 75, 30), (76, 80, 31),
    (81, 85, 32), (86, 90, 33), (91, 95, 34),
    (96, 101, 35), (102, 107, 36), (108, 113, 37),
)  # fmt: skip
INCOME = {a: money for low, high, money in INCOME_ROWS for a in range(low, high + 1)}

# §1 "Full target list" copied verbatim from docs/rules.md.
TARGET_LIST = (
    "0:114 1:112 2:110 3:108 4:106 5:104 6:102 7:100 8:98 9:96 10:94 11:91 12:88 13:85 "
    "14:82 15:79 16:76 17:73 18:70 19:67 20:64 21:61 22:58 23:55 24:52 25:49 26:46 27:43 28:40 "
    "29:37 30:34 31:31 32:28 33:25 34:22 35:19 36:16 37:13 38:10 39:7 40:4 41:1"
)
TARGETS = {int(c): int(t) for c, t in (pair.split(":") for pair in TARGET_LIST.split())}

# §3 reputation range: reputation -> number of display folders reached (from folder 1).
REPUTATION_RANGE = {0: 1, 1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3, 7: 4, 8: 4, 9: 4,
                    10: 5, 11: 5, 12: 5, 13: 6, 14: 6, 15: 6}  # fmt: skip


def test_income_table_covers_the_whole_appeal_track() -> None:
    assert sorted(INCOME) == list(range(114))  # appeal track 0..113


@pytest.mark.parametrize("appeal", range(114))
def test_appeal_income_matches_the_table(appeal: int) -> None:
    assert tracks.appeal_income(appeal) == INCOME[appeal]


def test_appeal_income_rulebook_example_appeal_7_gives_11() -> None:
    assert tracks.appeal_income(7) == 11  # RB p.18


def test_target_list_covers_the_whole_conservation_track() -> None:
    assert sorted(TARGETS) == list(range(42))  # conservation track 0..41


@pytest.mark.parametrize("conservation", range(42))
def test_target_number_matches_the_full_list(conservation: int) -> None:
    assert tracks.target_number(conservation) == TARGETS[conservation]


def test_victory_points_rulebook_examples() -> None:
    # RB p.19: 22 CP → target 58, 23 CP → 55; "64 appeal with 20 CP is in the same area" → 0 VP.
    assert tracks.target_number(22) == 58
    assert tracks.target_number(23) == 55
    assert tracks.victory_points(64, 20) == 0
    assert tracks.victory_points(60, 22) == 2


@pytest.mark.parametrize("reputation", range(16))
def test_reputation_range(reputation: int) -> None:
    assert tracks.reputation_range(reputation) == REPUTATION_RANGE[reputation]


# --------------------------------------------------------------------------------------------
# Helpers for the track bonus scenarios.
# --------------------------------------------------------------------------------------------


def _game(players: int = 2, *, cards_upgraded: bool = False) -> Game:
    game = started(players=players, seed=3)
    if cards_upgraded:
        seats = {p.seat: Seat(upgraded=(CARDS,)) for p in game.state.players}
        arrange(game, Position(seats=seats))
    return game


def _rep(game: Game, seat: int, start: int, gain: int) -> None:
    set_seat(game, seat, reputation=start)
    gains.gain_reputation(game, seat, gain)
    game.advance()


def _cp(game: Game, seat: int, start: int, gain: int) -> None:
    set_seat(game, seat, conservation=start)
    gains.gain_conservation(game, seat, gain)
    game.advance()


def _kind(game: Game) -> str:
    assert game.decision is not None
    return game.decision.kind


def _display_options(game: Game, folders: int) -> set[object]:
    shown = game.state.display[:folders]
    return {DrawFromDeck()} | {TakeFromDisplay(f, c) for f, c in enumerate(shown, start=1)}


# --------------------------------------------------------------------------------------------
# §3 Reputation bonus spaces.
# --------------------------------------------------------------------------------------------


def test_reputation_5_upgrades_an_action_card() -> None:
    game = _game()
    _rep(game, 0, 4, 1)
    assert set(options_of(game, "upgrade")) == {UpgradeAction(a) for a in ACTIONS}
    game.apply(UpgradeAction("build"))
    assert game.state.players[0].is_upgraded("build")
    assert _kind(game) == "choose_action"


def test_reputation_8_hires_a_worker() -> None:
    game = _game()
    _rep(game, 0, 7, 1)
    assert game.state.players[0].workers == 2
    assert _kind(game) == "choose_action"


@pytest.mark.parametrize(("start", "folders"), [(9, 5), (12, 6)])
def test_reputation_10_and_13_take_a_card_within_the_new_range(start: int, folders: int) -> None:
    # Space 10 → range folders 1-5; space 13 → folders 1-6 (the new reputation's range).
    game = _game(cards_upgraded=True)
    _rep(game, 0, start, 1)
    assert set(options_of(game, "take_card")) == _display_options(game, folders)
    card = game.state.display[folders - 1]
    hand = game.state.players[0].hand
    game.apply(TakeFromDisplay(folders, card))
    assert game.state.players[0].hand == (*hand, card)


@pytest.mark.parametrize("start", [10, 13])
def test_reputation_11_and_14_give_one_conservation_point(start: int) -> None:
    game = _game(cards_upgraded=True)
    _rep(game, 0, start, 1)
    assert game.state.players[0].conservation == 1
    assert _kind(game) == "choose_action"


@pytest.mark.parametrize("start", [11, 14])
def test_reputation_12_and_15_give_one_x_token(start: int) -> None:
    game = _game(cards_upgraded=True)
    _rep(game, 0, start, 1)
    assert game.state.players[0].x_tokens == 1
    assert _kind(game) == "choose_action"


def test_reputation_capped_at_9_without_cards_ii() -> None:
    game = _game()
    hand = game.state.players[0].hand
    _rep(game, 0, 8, 3)
    player = game.state.players[0]
    assert player.reputation == 9
    assert _kind(game) == "choose_action"  # space 10 (take a card) not reached
    assert player.hand == hand


def test_capped_reputation_later_reaches_10_once_cards_is_upgraded() -> None:
    game = _game()
    _rep(game, 0, 8, 3)  # capped at 9, the excess is lost
    set_seat(
        game,
        0,
        action_cards=tuple(
            ActionCard(c.action, c.action == CARDS) for c in game.state.players[0].action_cards
        ),
    )
    gains.gain_reputation(game, 0, 1)
    game.advance()
    assert game.state.players[0].reputation == 10
    assert set(options_of(game, "take_card")) == _display_options(game, 5)
    game.apply(DrawFromDeck())
    _rep(game, 0, 9, 1)  # space 10 was rewarded once already
    assert _kind(game) == "choose_action"


def test_reputation_cap_is_15_with_cards_ii_and_each_step_past_15_gives_appeal() -> None:
    game = _game(cards_upgraded=True)
    _rep(game, 0, 15, 3)
    player = game.state.players[0]
    assert (player.reputation, player.appeal) == (15, 0 + 3)


def test_reputation_gain_across_15_gives_the_bonus_and_appeal_for_the_rest() -> None:
    game = _game(cards_upgraded=True)
    _rep(game, 0, 14, 3)  # 14→15 (+1 X-token), then 2 steps past 15 → 2 appeal
    player = game.state.players[0]
    assert (player.reputation, player.x_tokens, player.appeal) == (15, 1, 2)


def test_several_reputation_spaces_at_once_are_ordered_by_the_player() -> None:
    game = _game()
    _rep(game, 0, 4, 4)  # crosses 5 (upgrade) and 8 (worker)
    options = options_of(game, "order_effects")
    assert len(options) == 2 and all(isinstance(o, PickEffect) for o in options)
    worker = next(o for o in options if isinstance(o, PickEffect) and "worker" in o.effect)
    assert any(isinstance(o, PickEffect) and "upgrade" in o.effect for o in options)
    game.apply(worker)  # the worker first, then the upgrade is still due
    assert game.state.players[0].workers == 2
    assert _kind(game) == "upgrade"
    game.apply(UpgradeAction("sponsors"))
    assert game.state.players[0].is_upgraded("sponsors")
    assert _kind(game) == "choose_action"


def test_order_effects_names_card_and_conservation_effects() -> None:
    game = _game(cards_upgraded=True)
    _rep(game, 0, 9, 2)  # crosses 10 (take a card) and 11 (+1 CP)
    options = options_of(game, "order_effects")
    assert len(options) == 2
    conservation = next(o for o in options if isinstance(o, PickEffect) and "conserv" in o.effect)
    assert any(isinstance(o, PickEffect) and "card" in o.effect for o in options)
    game.apply(conservation)
    assert game.state.players[0].conservation == 1
    assert _kind(game) == "take_card"


def test_each_reputation_space_rewards_only_once() -> None:
    game = _game()
    _rep(game, 0, 7, 1)
    assert game.state.players[0].workers == 2
    _rep(game, 0, 7, 1)  # back below 8 and up again: space 8 already rewarded
    assert game.state.players[0].workers == 2
    assert _kind(game) == "choose_action"


# --------------------------------------------------------------------------------------------
# §2 Conservation bonus spaces and bonus tiles.
# --------------------------------------------------------------------------------------------


def test_conservation_2_offers_upgrade_or_worker() -> None:
    game = _game()
    _cp(game, 0, 1, 1)
    options = set(options_of(game, "conservation_bonus"))
    assert options == {TakeBonus("upgrade"), TakeBonus("worker")}
    game.apply(TakeBonus("worker"))
    assert game.state.players[0].workers == 2


def test_conservation_2_upgrade_opens_an_upgrade_decision() -> None:
    game = _game()
    _cp(game, 0, 0, 2)
    game.apply(TakeBonus("upgrade"))
    assert set(options_of(game, "upgrade")) == {UpgradeAction(a) for a in ACTIONS}


@pytest.mark.parametrize("space", [5, 8])
def test_conservation_5_and_8_offer_5_money_or_the_tiles_there(space: int) -> None:
    game = _game()
    set_shared(game, bonus_tiles={5: ("money_10", "reputation_2"), 8: ("x_tokens_3", "multiplier")})
    _cp(game, 0, space - 1, 1)
    expected = {TakeBonus("money_5")} | {TakeBonus(t) for t in game.state.bonus_tiles[space]}
    assert set(options_of(game, "conservation_bonus")) == expected
    money = game.state.players[0].money
    game.apply(TakeBonus("money_5"))
    assert game.state.players[0].money == money + 5


def _take_tile(game: Game, tile: str, seat: int = 0) -> None:
    set_shared(game, bonus_tiles={5: (tile, "money_10"), 8: ("reputation_2", "x_tokens_3")})
    _cp(game, seat, 4, 1)
    game.apply(TakeBonus(tile))


def test_tile_money_10() -> None:
    game = _game()
    money = game.state.players[0].money
    set_shared(game, bonus_tiles={5: ("money_10", "cards_3"), 8: ()})
    _cp(game, 0, 4, 1)
    game.apply(TakeBonus("money_10"))
    assert game.state.players[0].money == money + 10


def test_tile_reputation_2() -> None:
    game = _game()
    _take_tile(game, "reputation_2")
    assert game.state.players[0].reputation == 1 + 2


@pytest.mark.parametrize(("held", "after"), [(0, 3), (4, 5)])
def test_tile_x_tokens_3_respects_the_maximum_of_5(held: int, after: int) -> None:
    game = _game()
    set_seat(game, 0, x_tokens=held)
    _take_tile(game, "x_tokens_3")
    assert game.state.players[0].x_tokens == after


def test_tile_cards_3_gives_three_take_card_decisions() -> None:
    game = _game()
    hand = game.state.players[0].hand
    top = game.state.deck[-1]
    _take_tile(game, "cards_3")
    taken = []
    for _ in range(3):
        # reputation 1 → folder 1 only
        assert set(options_of(game, "take_card")) == _display_options(game, 1)
        taken.append(game.state.display[0])
        game.apply(TakeFromDisplay(1, game.state.display[0]))
    assert _kind(game) == "choose_action"
    assert game.state.players[0].hand == (*hand, *taken)
    assert game.state.deck[-1] == top


def test_tile_partner_zoo() -> None:
    game = _game()
    _take_tile(game, "partner_zoo")
    continents = {"africa", "americas", "asia", "australia", "europe"}
    assert set(options_of(game, "partner_zoo")) == {TakePartnerZoo(c) for c in continents}
    game.apply(TakePartnerZoo("asia"))
    assert game.state.players[0].partner_zoos == ("asia",)
    assert "asia" not in game.state.association.partner_zoo_offer
    assert _kind(game) == "choose_action"


def test_tile_partner_zoo_as_second_partner_zoo_gives_an_upgrade() -> None:
    game = _game()
    arrange(
        game,
        Position(
            seats={0: Seat(partner_zoos=("africa",))},
            partner_zoo_offer=("americas", "asia", "australia", "europe"),
        ),
    )
    _take_tile(game, "partner_zoo")
    game.apply(TakePartnerZoo("europe"))  # §6: 2nd partner zoo slot → upgrade
    assert set(options_of(game, "upgrade")) == {UpgradeAction(a) for a in ACTIONS}


@pytest.mark.parametrize(
    ("university", "reputation", "hand_limit"),
    [
        ("reputation_hand_limit", 1 + 1, 5),  # §5: +1 reputation, hand limit 5
        ("research_reputation", 1 + 2, 3),  # +2 reputation
        ("research", 1, 3),  # nothing but research icons
    ],
)
def test_tile_university(university: str, reputation: int, hand_limit: int) -> None:
    game = _game()
    _take_tile(game, "university")
    kinds = ("reputation_hand_limit", "research_reputation", "research")
    assert set(options_of(game, "university")) == {TakeUniversity(u) for u in kinds}
    game.apply(TakeUniversity(university))
    player = game.state.players[0]
    assert player.universities == (university,)
    assert (player.reputation, player.hand_limit) == (reputation, hand_limit)


def test_tile_multiplier_goes_on_the_chosen_action_card() -> None:
    game = _game()
    _take_tile(game, "multiplier")
    assert set(options_of(game, "place_multiplier")) == {PlaceToken(a) for a in ACTIONS}
    game.apply(PlaceToken("cards"))
    cards = {c.action: c.multiplier for c in game.state.players[0].action_cards}
    assert cards == {"animals": 0, "build": 0, "cards": 1, "association": 0, "sponsors": 0}


def test_a_taken_tile_is_gone_for_the_other_player() -> None:
    game = _game()
    set_shared(game, bonus_tiles={5: ("money_10", "reputation_2"), 8: ()})
    _cp(game, 0, 4, 1)
    game.apply(TakeBonus("money_10"))
    assert game.state.bonus_tiles[5] == ("reputation_2",)
    _cp(game, 1, 4, 1)
    assert game.decision is not None and game.decision.seat == 1
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("reputation_2"),
    }


def test_enclosure_tile_is_offered_where_it_fits_and_sponsor_tile_is_not() -> None:
    # A size-3 enclosure fits on Map A; playing sponsors is not in the engine yet.
    game = _game()
    set_shared(game, bonus_tiles={5: ("enclosure_3", "sponsor"), 8: ()})
    _cp(game, 0, 4, 1)
    assert options_of(game, "conservation_bonus") == (
        TakeBonus("money_5"),
        TakeBonus("enclosure_3"),
    )


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 1), (4, 2)])
def test_conservation_10_makes_everyone_discard_a_final_scoring_card(
    players: int, seat: int
) -> None:
    game = _game(players)
    dealt = [p.final_scoring for p in game.state.players]
    _cp(game, seat, 9, 1)
    for i in range(players):
        turn = (seat + i) % players  # starting with the player who reached 10
        decision = game.decision
        assert decision is not None
        assert (decision.kind, decision.seat) == ("discard_final_scoring", turn)
        assert set(decision.options) == {DiscardFinalScoring(c) for c in dealt[turn]}
        game.apply(DiscardFinalScoring(dealt[turn][0]))
    assert [p.final_scoring for p in game.state.players] == [(d[1],) for d in dealt]
    assert sorted(game.state.final_scoring_discard) == sorted(d[0] for d in dealt)
    assert _kind(game) == "choose_action"


def test_final_scoring_discard_happens_only_the_first_time() -> None:
    game = _game()
    dealt = [p.final_scoring for p in game.state.players]
    _cp(game, 1, 9, 1)
    for turn in (1, 0):
        game.apply(DiscardFinalScoring(dealt[turn][0]))
    set_seat(game, 0, final_scoring=dealt[0])  # as if seat 0 still held two
    _cp(game, 0, 9, 1)
    assert _kind(game) == "choose_action"
    assert game.state.players[0].final_scoring == dealt[0]


def test_conservation_10_with_the_8_bonus_asks_the_order() -> None:
    # CP 7 → 10 reaches the 8 bonus and the 10-space discard at the same moment: the player who
    # reached it orders them (the discard round: everyone, starting with them).
    game = _game()
    set_shared(game, bonus_tiles={5: (), 8: ()})
    dealt = [p.final_scoring for p in game.state.players]
    _cp(game, 0, 7, 3)
    options = options_of(game, "order_final_scoring_discard")
    assert options == (PickEffect("final scoring discard"), PickEffect("conservation 8 bonus"))
    assert game.decision is not None and game.decision.seat == 0
    # The bonus first: 5 money, then everyone discards, seat 0 first.
    game.apply(PickEffect("conservation 8 bonus"))
    money = game.state.players[0].money
    game.apply(TakeBonus("money_5"))
    assert game.state.players[0].money == money + 5
    for seat in (0, 1):
        decision = game.decision
        assert decision is not None
        assert (decision.kind, decision.seat) == ("discard_final_scoring", seat)
        game.apply(DiscardFinalScoring(dealt[seat][0]))
    assert _kind(game) == "choose_action"


def test_conservation_10_discard_first_then_the_bonuses_in_order() -> None:
    game = _game()
    set_shared(game, bonus_tiles={5: (), 8: ()})
    dealt = [p.final_scoring for p in game.state.players]
    _cp(game, 0, 4, 6)  # 5, 8 and 10 at once
    assert set(options_of(game, "order_final_scoring_discard")) == {
        PickEffect("final scoring discard"),
        PickEffect("conservation 5 bonus"),
        PickEffect("conservation 8 bonus"),
    }
    game.apply(PickEffect("conservation 5 bonus"))
    game.apply(TakeBonus("money_5"))
    # The 8 bonus is still waiting: asked again.
    assert options_of(game, "order_final_scoring_discard") == (
        PickEffect("final scoring discard"),
        PickEffect("conservation 8 bonus"),
    )
    game.apply(PickEffect("final scoring discard"))
    for seat in (0, 1):
        assert (_kind(game), game.decision.seat if game.decision else -1) == (
            "discard_final_scoring",
            seat,
        )
        game.apply(DiscardFinalScoring(dealt[seat][0]))
    assert options_of(game, "conservation_bonus") == (TakeBonus("money_5"),)
    money = game.state.players[0].money
    game.apply(TakeBonus("money_5"))
    assert game.state.players[0].money == money + 5
    assert _kind(game) == "choose_action"


def test_crossing_2_5_and_8_at_once_gives_an_order_decision() -> None:
    game = _game()
    set_shared(game, bonus_tiles={5: ("money_10", "reputation_2"), 8: ("x_tokens_3", "multiplier")})
    _cp(game, 0, 0, 8)
    options = options_of(game, "order_effects")
    assert len(options) == 3
    eight = next(o for o in options if isinstance(o, PickEffect) and "8" in o.effect)
    assert sum(isinstance(o, PickEffect) and "2" in o.effect for o in options) == 1
    assert sum(isinstance(o, PickEffect) and "5" in o.effect for o in options) == 1
    game.apply(eight)
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("x_tokens_3"),
        TakeBonus("multiplier"),
    }


def test_conservation_capped_at_41() -> None:
    game = _game()
    _cp(game, 0, 40, 5)
    assert game.state.players[0].conservation == 41


# --------------------------------------------------------------------------------------------
# Caps of X-tokens and appeal.
# --------------------------------------------------------------------------------------------


def test_x_tokens_capped_at_5() -> None:
    game = _game()
    set_seat(game, 0, x_tokens=3)
    gains.gain_x_tokens(game, 0, 4)
    assert game.state.players[0].x_tokens == 5


def test_reputation_12_x_token_is_lost_at_5_tokens() -> None:
    game = _game(cards_upgraded=True)
    set_seat(game, 0, x_tokens=5)
    _rep(game, 0, 11, 1)
    assert game.state.players[0].x_tokens == 5


def test_appeal_capped_at_113() -> None:
    game = _game()
    set_seat(game, 0, appeal=110)
    gains.gain_appeal(game, 0, 10)
    assert game.state.players[0].appeal == 113
