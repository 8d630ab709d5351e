"""`game.determinize(seat, rng)`: a playable copy in which every card the seat cannot see is dealt
anew — what a computer player looks ahead in, so that it decides from what its seat may see and
never from the real order of the deck or another player's hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arknova_desktop.bots import GreedyBot, RandomBot
from arknova_desktop.engine import Game, GameConfig, new_game


def played(players: int, seed: int, moves: int) -> Game:
    game = new_game(GameConfig(players=players, seed=seed))
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.decision is None:
            break
        game.apply(bot.choose(game.decision, game))
    return game


def every_card(game: Game) -> Counter[str]:
    st = game.state
    cards: Counter[str] = Counter(
        [*st.deck, *st.discard, *st.display, *st.revealed, *st.revealed_final]
    )
    cards.update([*st.final_scoring_deck, *st.final_scoring_discard])
    for p in st.players:
        cards.update([*p.hand, *p.setup_cards, *p.final_scoring, *p.zoo_cards, *p.rescued])
    return cards


@pytest.mark.parametrize(
    ("players", "seed", "moves"), [(2, 3, 0), (2, 5, 80), (3, 8, 150), (4, 2, 60)]
)
def test_the_seat_sees_the_same_game_and_every_card_is_still_in_one_place(
    players: int, seed: int, moves: int
) -> None:
    game = played(players, seed, moves)
    assert game.decision is not None
    seat = game.decision.seat
    twin = game.determinize(seat, random.Random(1))
    assert twin.view(seat) == game.view(seat)
    assert every_card(twin) == every_card(game)
    assert twin.decision == game.decision
    other = next(p.seat for p in game.state.players if p.seat != seat)
    assert len(twin.state.players[other].hand) == len(game.state.players[other].hand)
    # What the seat cannot see really moved (the deck holds dozens of cards).
    assert twin.state.deck != game.state.deck
    assert game.state.deck == played(players, seed, moves).state.deck  # the game is untouched


def test_a_determinized_game_plays_on_to_its_end() -> None:
    game = played(2, 11, 120)
    assert game.decision is not None
    twin = game.determinize(game.decision.seat, random.Random(4))
    bot = RandomBot(9)
    for _ in range(5000):
        if twin.decision is None:
            break
        twin.apply(bot.choose(twin.decision, twin))
    assert twin.is_over


def test_the_greedy_bot_decides_the_same_whatever_the_cards_it_cannot_see() -> None:
    """Two games that look the same to the bot's seat but hide different cards (the deck's
    order, the other hand): with the same seed the bot chooses the same, so it never peeks."""
    for seed in (1, 2, 3):
        game = played(2, seed, 40 + 7 * seed)
        assert game.decision is not None
        seat = game.decision.seat
        shuffled = game.determinize(seat, random.Random(100 + seed))
        assert shuffled.state.deck != game.state.deck
        first = GreedyBot(seed).choose(game.decision, game)
        again = GreedyBot(seed).choose(shuffled.decision, shuffled)  # type: ignore[arg-type]
        assert first == again


def test_the_greedy_bot_looks_ahead_only_in_games_with_the_unseen_cards_dealt_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from arknova_desktop.bots import greedy_bot

    game = played(2, 6, 30)
    assert game.decision is not None
    real_deck = list(game.state.deck)
    looked_at: list[list[str]] = []
    value = greedy_bot.position_value

    def spy(twin: Game, seat: int) -> float:
        looked_at.append(list(twin.state.deck))
        return value(twin, seat)

    monkeypatch.setattr(greedy_bot, "position_value", spy)
    GreedyBot(1).choose(game.decision, game)
    assert looked_at
    # Cards are drawn from the top (the end of the list): a look-ahead in the real game would
    # leave a start of the real deck; in a determinized one the order is new.
    assert all(deck != real_deck[: len(deck)] for deck in looked_at)


@pytest.mark.parametrize(("players", "seed", "moves"), [(2, 5, 80), (3, 8, 150)])
def test_a_dealer_deals_what_determinize_deals_and_only_at_its_position(
    players: int, seed: int, moves: int
) -> None:
    game = played(players, seed, moves)
    assert game.decision is not None
    seat = game.decision.seat
    dealer = game.dealer(seat)
    for k in range(3):  # dealt again and again, each dealing is determinize's
        dealt = dealer.deal(random.Random(k))
        twin = game.determinize(seat, random.Random(k))
        assert dealt.state.deck == twin.state.deck
        for mine, theirs in zip(dealt.state.players, twin.state.players, strict=True):
            assert (mine.hand, mine.final_scoring) == (theirs.hand, theirs.final_scoring)
        assert dealt.state.rng.random() == twin.state.rng.random()
    game.apply(game.decision.options[0])
    with pytest.raises(ValueError, match="moved on"):
        dealer.deal(random.Random(0))


def test_whose_turn_it_is_is_known_before_the_turn_options_are_listed() -> None:
    game = played(2, 7, 60)
    bot = RandomBot(7)
    for _ in range(300):
        twin = game.clone()  # before anything reads the decision: its options may wait
        seat = twin.decision_seat
        decision = game.decision
        if decision is None:
            assert seat is None
            break
        assert seat == decision.seat
        assert twin.decision is not None
        assert twin.decision.options == decision.options
        game.apply(bot.choose(decision, game))
    assert game.state.turn > 60  # many turns began on the way
