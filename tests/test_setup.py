"""Game setup for 1-4 players.

Expected values come from docs/rules.md: §1 (starting appeal and
conservation), §2 (bonus tiles: 9 shuffled, 2 at space 5 and 2 at space 8), §3 (reputation starts
at 1), §4 (break track 9/12/15), §5 (partner zoos, universities, donations, base projects and the
2-player blockers), §11 (solo), and the rulebook setup (25 money, 8 cards dealt keep 4, 2 final
scoring cards, display of 6, Animals card in slot 1, 1 active worker).
"""

from __future__ import annotations

import itertools

import pytest

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import ChooseAction, KeepCards
from arknova_desktop.engine.kernel.state import GameState
from tests.scenario import set_row, started

PLAYER_COUNTS = (1, 2, 3, 4)
ZOO_CARDS = 212  # 128 animals + 64 sponsors + 20 conservation project cards
BASE_PROJECTS = {f"P{n}" for n in range(101, 113)}  # P101-P112
FINAL_SCORING = {f"F{n:03}" for n in range(1, 12)}  # F001-F011
DIVERSE_SPECIES_ZOO = "F009"  # not used in solo
BONUS_TILES = {
    "money_10", "reputation_2", "x_tokens_3", "cards_3", "enclosure_3",
    "partner_zoo", "university", "multiplier", "sponsor",
}  # fmt: skip
CONTINENTS = {"africa", "europe", "asia", "americas", "australia"}
UNIVERSITIES = {"reputation_hand_limit", "research_reputation", "research"}
DONATION_VALUES = (2, 5, 5, 7, 7, 10, 10, 12)  # §5, top to bottom
OTHER_ACTIONS = {"build", "cards", "association", "sponsors"}
BREAK_LENGTH = {2: 9, 3: 12, 4: 15}  # §4


def _new(players: int, seed: int = 7, **config: object) -> Game:
    return new_game(GameConfig(players=players, seed=seed, **config))  # type: ignore[arg-type]


def _keep_all(game: Game, pick: int = 37) -> list[tuple[str, ...]]:
    """Answer every keep decision with option `pick`; return the kept cards per seat."""
    kept = []
    while game.decision is not None and game.decision.kind == "keep_cards":
        choice = game.decision.options[pick]
        assert isinstance(choice, KeepCards)
        kept.append(choice.cards)
        game.apply(choice)
    return kept


def _all_zoo_cards(st: GameState) -> list[str]:
    places = [*st.deck, *st.display, *st.discard]
    for player in st.players:
        places += [*player.hand, *player.setup_cards]
    return places


# --------------------------------------------------------------------------------------------
# Players' starting counters.
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("kept", [False, True])
def test_starting_counters(players: int, kept: bool) -> None:
    game = _new(players)
    if kept:
        _keep_all(game)
    for player in game.state.players:
        assert player.money == 25
        assert player.reputation == 1  # §3
        assert player.conservation == 0  # §1
        assert player.x_tokens == 0
        assert player.workers == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_appeal_by_turn_order(players: int) -> None:
    game = _new(players)
    assert [p.appeal for p in game.state.players] == [0, 1, 2, 3][:players]  # §1


@pytest.mark.parametrize(("config", "appeal"), [({}, 20), ({"solo_difficulty": 10}, 10),
                                                 ({"solo_difficulty": 0}, 0)])  # fmt: skip
def test_solo_starting_appeal_is_the_difficulty(config: dict[str, int], appeal: int) -> None:
    game = _new(1, **config)  # §11: 20 (recommended), 10 or 0
    assert game.state.players[0].appeal == appeal


# --------------------------------------------------------------------------------------------
# Zoo cards: 8 dealt, keep 4.
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_eight_cards_dealt_and_keep_decisions_in_seat_order(players: int) -> None:
    game = _new(players)
    for seat in range(players):
        dealt = game.state.players[seat].setup_cards
        assert len(set(dealt)) == 8
        decision = game.decision
        assert decision is not None
        assert (decision.kind, decision.seat) == ("keep_cards", seat)
        assert len(decision.options) == 70  # C(8, 4)
        assert {frozenset(o.cards) for o in decision.options if isinstance(o, KeepCards)} == {
            frozenset(combo) for combo in itertools.combinations(dealt, 4)
        }
        game.apply(decision.options[seat * 11])
    assert game.decision is not None and game.decision.kind == "choose_action"
    assert game.decision.seat == 0


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_after_keeping_hand_is_4_and_the_other_4_are_discarded(players: int) -> None:
    game = _new(players)
    dealt = [p.setup_cards for p in game.state.players]
    kept = _keep_all(game)
    discarded = set()
    for seat, player in enumerate(game.state.players):
        assert sorted(player.hand) == sorted(kept[seat])
        assert player.setup_cards == ()
        discarded |= set(dealt[seat]) - set(kept[seat])
    assert len(game.state.discard) == 4 * players
    assert set(game.state.discard) == discarded


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("kept", [False, True])
def test_every_zoo_card_is_in_exactly_one_place(players: int, kept: bool) -> None:
    game = _new(players)
    if kept:
        _keep_all(game)
    places = _all_zoo_cards(game.state)
    assert len(places) == ZOO_CARDS
    assert set(places) == set(game.cards.zoo_deck_ids())


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_display_has_6_cards(players: int) -> None:
    assert len(set(_new(players).state.display)) == 6


# --------------------------------------------------------------------------------------------
# Final scoring cards.
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_two_final_scoring_cards_each(players: int) -> None:
    game = _new(players)
    _keep_all(game)
    dealt = [c for p in game.state.players for c in p.final_scoring]
    assert all(len(p.final_scoring) == 2 for p in game.state.players)
    assert len(set(dealt)) == 2 * players
    assert set(dealt) <= FINAL_SCORING


def test_solo_never_gets_diverse_species_zoo() -> None:
    seen: set[str] = set()
    for seed in range(150):
        seen |= set(_new(1, seed).state.players[0].final_scoring)
    assert DIVERSE_SPECIES_ZOO not in seen
    assert seen == FINAL_SCORING - {DIVERSE_SPECIES_ZOO}  # the other 10 all occur


# --------------------------------------------------------------------------------------------
# Conservation projects and the association board.
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "count"), [(1, 3), (2, 3), (3, 3), (4, 4)])
def test_base_projects(players: int, count: int) -> None:
    base = _new(players).state.projects.base
    assert len(base) == count
    assert len(set(base)) == count
    assert set(base) <= BASE_PROJECTS


def test_two_players_block_left_middle_right_levels() -> None:
    projects = _new(2).state.projects
    left, middle, right = projects.base
    # §5: left level of the left project, middle of the middle, right of the right (-1 = neutral)
    assert sorted(projects.tokens) == sorted([(left, 0, -1), (middle, 1, -1), (right, 2, -1)])


@pytest.mark.parametrize("players", [1, 3, 4])
def test_no_neutral_blockers_except_with_two_players(players: int) -> None:
    assert _new(players).state.projects.tokens == ()


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_bonus_tiles_two_at_5_and_two_at_8(players: int) -> None:
    tiles = _new(players).state.bonus_tiles
    assert sorted(tiles) == [5, 8]
    assert len(tiles[5]) == 2 and len(tiles[8]) == 2
    placed = [*tiles[5], *tiles[8]]
    assert len(set(placed)) == 4
    assert set(placed) <= BONUS_TILES


def test_bonus_tiles_are_shuffled() -> None:
    seen = {t for seed in range(40) for t in _new(2, seed).state.bonus_tiles[5]}
    assert seen == BONUS_TILES


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_association_offer_has_every_partner_zoo_and_university(players: int) -> None:
    board = _new(players).state.association
    assert sorted(board.partner_zoo_offer) == sorted(CONTINENTS)
    assert sorted(board.university_offer) == sorted(UNIVERSITIES)


def test_two_player_donations_block_the_left_column() -> None:
    donations = _new(2).state.association.donations
    assert len(donations) == len(DONATION_VALUES)
    blocked = [i for i, d in enumerate(donations) if d == "blocked"]
    assert blocked == [1, 3, 5]
    assert [DONATION_VALUES[i] for i in blocked] == [5, 7, 10]
    open_values = [v for v, d in zip(DONATION_VALUES, donations, strict=True) if d == ""]
    assert open_values == [2, 5, 7, 10, 12]  # §5: 2-player sequence


@pytest.mark.parametrize("players", [1, 3, 4])
def test_donations_all_open_otherwise(players: int) -> None:
    assert _new(players).state.association.donations == ("",) * 8


# --------------------------------------------------------------------------------------------
# Action cards, break track, solo tile.
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_animals_in_slot_1_and_the_others_in_slots_2_to_5(players: int) -> None:
    for player in _new(players).state.players:
        row = player.action_cards
        assert len(row) == 5
        assert row[0].action == "animals"
        assert {c.action for c in row[1:]} == OTHER_ACTIONS
        assert not any(c.upgraded or c.multiplier for c in row)


def test_action_cards_in_slots_2_to_5_are_shuffled() -> None:
    slot_2 = {p.action_cards[1].action for seed in range(30) for p in _new(2, seed).state.players}
    assert slot_2 == OTHER_ACTIONS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_break_track_length_and_start(players: int) -> None:
    game = _new(players)
    track = game.state.break_track
    assert (track.position, track.length) == (0, BREAK_LENGTH[players])
    assert game.state.solo is None


def test_solo_tile_starts_with_a_row_of_7() -> None:
    solo = _new(1).state.solo
    assert solo is not None
    assert (solo.row, solo.moved) == (7, 0)  # §11: first round 7 turns


@pytest.mark.parametrize(("players", "position"), [(1, 0), (2, 2)])
def test_cards_action_moves_the_break_token_except_in_solo(players: int, position: int) -> None:
    # §4/§12: Cards always advances the break token 2; §11 solo has no break token.
    game = started(players=players, seed=5)
    set_row(game, 0, ["animals", "build", "association", "sponsors", "cards"])
    game.apply(ChooseAction("cards"))  # the token moves before the draw/snap choice
    assert game.state.break_track.position == position
    assert not game.state.break_pending


# --------------------------------------------------------------------------------------------
# Determinism and configuration errors.
# --------------------------------------------------------------------------------------------


def _fingerprint(game: Game) -> tuple[object, ...]:
    st = game.state
    return (
        [p.hand for p in st.players],
        [p.final_scoring for p in st.players],
        [tuple(c.action for c in p.action_cards) for p in st.players],
        st.display,
        tuple(st.deck),
        tuple(st.discard),
        sorted(st.bonus_tiles.items()),
        st.projects.base,
    )


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_same_seed_gives_the_same_game(players: int) -> None:
    first, second = _new(players, 42), _new(players, 42)
    assert [p.setup_cards for p in first.state.players] == [
        p.setup_cards for p in second.state.players
    ]
    _keep_all(first)
    _keep_all(second)
    assert _fingerprint(first) == _fingerprint(second)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_different_seeds_give_different_games(players: int) -> None:
    first, second = _new(players, 1), _new(players, 2)
    assert tuple(first.state.deck) != tuple(second.state.deck)
    assert [p.setup_cards for p in first.state.players] != [
        p.setup_cards for p in second.state.players
    ]


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"players": 0}, "players"),
        ({"players": 5}, "players"),
        ({"players": 2, "maps": ("A", "Z")}, "map"),
        ({"players": 2, "names": ("Ann",)}, "names"),
        ({"players": 3, "names": ("Ann", "Bob", "Cy", "Di")}, "names"),
        ({"players": 1, "solo_difficulty": 15}, "difficulty"),
    ],
)
def test_invalid_config_is_rejected_with_a_clear_message(
    config: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        GameConfig(**config)  # type: ignore[arg-type]
