"""The public Game: a stream of decisions answered by choices."""

from __future__ import annotations

import random

from . import rules
from .catalog.cards import AnimalCard, CardDB, default_cards
from .explain import ActionPreview, Explanation, Reason, action_preview, building_blocker, explain
from .explain_board import BoardOption, board_options, left_edge_options
from .explain_players import PlayerOption, deck_options, player_options, repeated_action
from .flow.scoring import (
    SeatScore,
    current_scores,
    final_scoring,
    keep_best_final_scoring,
    without_seat,
)
from .flow.setup import ChooseStartingMap, KeepStartingCards, build_state
from .flow.turn import GameLoop
from .kernel.choices import Choice
from .kernel.config import GameConfig
from .kernel.core import Core, Decision, IllegalChoice
from .kernel.events import Event
from .kernel.state import GameState, UnshuffledDeck
from .kernel.triggers import TriggerBus
from .planner import (
    BreakIncome,
    PlannedUse,
    action_plan,
    break_income,
    break_money,
    sponsor_gains,
    unseen_cards,
)
from .rules.animals import conditions_met_now, ready_but_money
from .rules.conservation import ProjectReach, project_reach
from .view import (
    GameView,
    PlayerFacts,
    PlayerView,
    build_player_facts,
    build_player_view,
    build_view,
)

# The trigger bus of every game: built once, here, and never changed afterwards.
RULES = TriggerBus()
rules.install(RULES)


class Game(Core):
    """One game. Read `decision`, answer with `apply(choice)`; everything else is read-only."""

    __slots__ = ("config",)

    def __init__(self, config: GameConfig, state: GameState, cards: CardDB) -> None:
        super().__init__(state, cards, RULES)
        self.config = config

    @property
    def decision(self) -> Decision | None:
        """The open decision, or None once the game is over."""
        return self._decision if self._asking is None else self.open_decision()

    @property
    def decision_seat(self) -> int | None:
        """`decision.seat` without listing the decision's options (None: the game is over): a
        look-ahead that stops where another seat's turn begins need not list that turn's
        options."""
        return self.deciding_seat()

    @property
    def decisions_this_turn(self) -> int:
        """Decisions of more than one option answered since the turn began (a break counts
        as a turn of its own: the players' discards)."""
        return self.state.decisions_this_turn

    @property
    def in_break(self) -> bool:
        """Whether a break is being played (its discards, its income)."""
        return self.state.in_break

    def legal_options(self) -> tuple[Choice, ...]:
        decision = self.open_decision()
        return decision.options if decision is not None else ()

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    def apply(self, choice: Choice) -> tuple[Event, ...]:
        """Answer the open decision. Raises IllegalChoice, changing nothing, if `choice` is not
        one of its options."""
        decision = self._decision if self._asking is None else self.open_decision()
        if decision is None:
            raise IllegalChoice("the game is over: no decision is open")
        if not decision.allows(choice):
            raise IllegalChoice(_illegal_reason(decision, choice))
        self._events = []
        if len(decision.options) > 1:
            self.state.decisions_this_turn += 1
        self.state.stack[-1].resolve(self, choice)
        self.advance()
        events = tuple(self._events)
        self._events = []
        return events

    def scores(self) -> tuple[SeatScore, ...]:
        """Per seat: appeal, conservation, target, victory points and the breakdown. Final once
        the game is over; before that, the standing on the tracks."""
        if self.state.final_scores:
            return self.state.final_scores
        return current_scores(self.state)

    def scores_if_ended(self, out: int | None = None) -> tuple[SeatScore, ...]:
        """The final scoring of this position as if the game ended now; changes nothing. On a
        copy, every seat still holding two final scoring cards keeps the one that scores more
        (the discard before final scoring), then the end-game sponsor effects and the kept
        cards count as at the real end (`items` say so), and the winners are decided. `out`: a
        seat that gave the game up — scored, but the winners are the best of the other seats by
        the same rule (most victory points, then most supported projects, then shared); a solo
        game given up has no winner. A game already over: its own final scores (`out` decides
        the winners the same way)."""
        if self.is_over:
            scores = self.state.final_scores
        else:
            twin = self.clone()
            keep_best_final_scoring(twin.cards, twin.state)
            final_scoring(twin)
            scores = twin.state.final_scores
        return without_seat(scores, out, self.state.is_solo)

    def explain(self, seat: int) -> Explanation:
        """For `seat`: each action card (usable now, why not, what it would do) and each hand
        and display card (playable, why not), as typed data; changes nothing."""
        return explain(self, seat, self.open_decision())

    def building_blocker(self, seat: int, building: str) -> Reason | None:
        """Why `seat` cannot place `building` in its open Build action (None: it can)."""
        return building_blocker(self, seat, building)

    def board_options(self, seat: int) -> tuple[BoardOption, ...]:
        """For `seat`'s open decision on the association board (a task or the donation, a
        partner zoo, a university, a project level, a bonus tile): every such thing on the
        board as the Choice it stands for, with why it is not an option (None: it is)."""
        return board_options(self, seat, self.open_decision())

    def left_edge_options(self, seat: int) -> tuple[BoardOption, ...]:
        """While `seat`'s support takes a player token from the left edge of its zoo map: every
        slot as the UncoverSlot it stands for, with why it is not an option (None: it is)."""
        return left_edge_options(self, seat, self.open_decision())

    def player_options(self, seat: int) -> tuple[PlayerOption, ...]:
        """For `seat`'s open decision about players (whom an effect hits on a tie, what a
        pilfered player gives): every such thing on the players' boards as the Choice it stands
        for, with why it is not an option (None: it is)."""
        return player_options(self, seat, self._decision)

    def repeated_action(self, seat: int) -> str:
        """The action card `seat`'s open Multiplier decision would perform again ("" when the
        open decision is not one)."""
        return repeated_action(self, seat, self._decision)

    def deck_options(self, seat: int) -> tuple[BoardOption, ...]:
        """For `seat`'s open choice of small or large animals (WAZA Special Assignment): each
        as the Choice it stands for, drawn on the deck."""
        return deck_options(self, seat, self._decision)

    def action_preview(self, seat: int, action: str, x_tokens: int = 0) -> ActionPreview:
        """What `seat`'s `action` card would do with `x_tokens` X-tokens."""
        return action_preview(self, seat, action, x_tokens)

    def clone(self) -> Game:
        return self._clone(copy_rng=True)

    def _clone(self, copy_rng: bool) -> Game:
        twin = Game(self.config, self.state.clone(copy_rng), self.cards)
        twin._decision = self._decision
        twin._asking = self._asking
        return twin

    def determinize(self, seat: int, rng: random.Random) -> Game:
        """A playable copy in which every card `seat` cannot see is dealt anew at random: the
        deck with the other seats' hands and dealt cards (and cards drawn for another seat's
        keep choice), and, until the end, the final scoring cards out of sight; every count
        stays, each card is in exactly one place, and the copy's random generator is new. A
        computer player looks ahead in it without peeking. The result depends only on what
        `seat` sees and on `rng`: the unseen cards are sorted before they are dealt.

        The other seats' cards are dealt at once; the rest stay in the deck unshuffled, each
        picked at random as it is drawn (state.UnshuffledDeck): a look-ahead draws a few."""
        return self.dealer(seat).deal(rng)

    def dealer(self, seat: int) -> Dealer:
        """`determinize(seat, rng)` as `dealer(seat).deal(rng)`, the unseen cards gathered and
        sorted once for many dealings of this position (a look-ahead deals it for every
        option). Deal only while the game is still at this position."""
        return Dealer(self, seat)

    def view(self, seat: int | None) -> GameView:
        """The frozen public view of the game for `seat` (None: a spectator, who sees nobody's
        private cards): other seats' hands, dealt cards and final scoring cards, cards drawn
        for another seat's keep choice and the decks' order are hidden (engine/view.py)."""
        return build_view(self, seat)

    def player_view(self, seat: int | None, who: int) -> PlayerView:
        """`view(seat).players[who]`, made alone: a computer player reading its own numbers at
        the end of every look-ahead need not have the whole table built."""
        return build_player_view(self, seat, who)

    def player_facts(self, seat: int | None, who: int) -> PlayerFacts:
        """`player_view(seat, who)` without what is worked out for the screen (icons, final
        scoring standing, task values): a player's own records, as cheap as they come."""
        return build_player_facts(self, seat, who)

    def project_reach(self, seat: int | None, who: int) -> tuple[ProjectReach, ...]:
        """The projects `who` could support now or with one icon more, as `seat` may know them:
        those above the board, and the project cards in `who`'s hand only when `seat` is `who`."""
        return project_reach(self, who, with_hand=seat == who)

    def animal_ready(self, seat: int, card_id: str) -> bool:
        """Whether `seat` could play the animal `card_id` with its Animals card as it is, the
        money aside: an enclosure free for it, its size allowed, its conditions met (as the
        rules count them). False for a card that is not an animal. Changes nothing."""
        card = self.cards.get(card_id)
        return isinstance(card, AnimalCard) and ready_but_money(self, seat, card)

    def animal_conditions_met(self, seat: int, card_id: str) -> bool:
        """Whether the conditions of the animal `card_id` (icons, partner zoo, reputation,
        Animals II) are met for `seat` now, counting those the Research Institute and WAZA let
        it ignore; its enclosure and money aside. False for a card that is not an animal."""
        card = self.cards.get(card_id)
        return isinstance(card, AnimalCard) and conditions_met_now(self, seat, card)

    def break_income(self, seat: int) -> BreakIncome:
        """What break step 5 would pay `seat` if the break came now (engine/planner.py); public:
        it reads only the seat's zoo and tracks. Changes nothing."""
        return break_income(self, seat)

    def break_money(self, seat: int) -> int:
        """`break_income(seat).total("money")`, worked out more cheaply where it can be
        (engine/planner.py). Changes nothing."""
        return break_money(self, seat)

    def sponsor_gains(self, seat: int, card_id: str) -> tuple[tuple[str, int], ...]:
        """What playing the sponsor `card_id` would give `seat` at once (engine/planner.py);
        `seat`'s own hand card. Changes nothing."""
        return sponsor_gains(self, seat, card_id)

    def action_plan(self, seat: int, order: tuple[str, ...]) -> tuple[PlannedUse, ...]:
        """`seat`'s action cards used in `order`, one a turn: each one's slot and strength then,
        the row moved by the rules after each use. Changes nothing."""
        return action_plan(self, seat, order)

    def unseen_cards(self, seat: int) -> tuple[str, ...]:
        """The zoo cards `seat` cannot see now (deck, other hands, cards revealed to another
        seat), sorted: what the seat could count itself, never where they are."""
        return unseen_cards(self, seat)


class Dealer:
    """The cards one seat cannot see at one position, gathered and sorted once; `deal(rng)`
    is `Game.determinize(seat, rng)` (the same result for the same generator)."""

    __slots__ = ("_decision", "_final", "_game", "_others", "_pool", "_sees_revealed", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat
        self._decision = game.open_decision()
        st = game.state
        sees_revealed = game.deciding_seat() == seat
        others = tuple(p.seat for p in st.players if p.seat != seat)
        players = [st.players[other] for other in others]
        pool = [*st.deck, *(c for p in players for c in (*p.hand, *p.setup_cards))]
        if not sees_revealed:
            pool.extend(st.revealed)
        pool.sort()
        final = [*st.final_scoring_deck, *st.final_scoring_discard]
        if not game.is_over:
            final.extend(c for p in players for c in p.final_scoring)
        if not sees_revealed:
            final.extend(st.revealed_final)
        final.sort()
        self._sees_revealed = sees_revealed
        self._others = others
        self._pool = tuple(pool)
        self._final = tuple(final)

    def deal(self, rng: random.Random) -> Game:
        game = self._game
        if game.open_decision() is not self._decision:
            raise ValueError("the game moved on since this dealer was made")
        twin = game._clone(copy_rng=False)  # it gets a generator of its own below
        st = twin.state
        sees_revealed = self._sees_revealed
        others = [st.players[other] for other in self._others]
        pool = list(self._pool)
        randrange = rng.randrange

        def deal(count: int) -> tuple[str, ...]:
            dealt = []
            for _ in range(count):  # a card at random from the pool: swapped last, taken
                pick = randrange(len(pool))
                pool[pick], pool[-1] = pool[-1], pool[pick]
                dealt.append(pool.pop())
            return tuple(dealt)

        for player in others:
            player.hand = deal(len(player.hand))
            player.setup_cards = deal(len(player.setup_cards))
        if not sees_revealed:
            st.revealed = deal(len(st.revealed))
        st.deck = UnshuffledDeck(pool)

        final = list(self._final)
        rng.shuffle(final)
        finals = iter(final)
        st.final_scoring_deck = [next(finals) for _ in st.final_scoring_deck]
        st.final_scoring_discard = [next(finals) for _ in st.final_scoring_discard]
        if not game.is_over:
            for player in others:
                player.final_scoring = tuple(next(finals) for _ in player.final_scoring)
        if not sees_revealed:
            st.revealed_final = tuple(next(finals) for _ in st.revealed_final)
        st.rng = random.Random(rng.getrandbits(64))
        return twin


def _illegal_reason(decision: Decision, choice: object) -> str:
    if not isinstance(choice, Choice):
        return f"{choice!r} is not a choice"
    shown = ", ".join(o.describe() for o in decision.options[:8])
    more = f" and {len(decision.options) - 8} more" if len(decision.options) > 8 else ""
    return (
        f"'{choice.describe()}' is not allowed now. Player {decision.seat + 1} must decide: "
        f"{decision.prompt}. Allowed: {shown}{more}."
    )


def new_game(config: GameConfig, cards: CardDB | None = None) -> Game:
    """Set up a game; the first decision is the first seat's choice of starting cards."""
    db = cards if cards is not None else default_cards()
    state = build_state(config, db)
    game = Game(config, state, db)
    seats = range(config.players)
    drafts = tuple(ChooseStartingMap(seat) for seat in seats) if config.map_draft else ()
    game.push(*drafts, *(KeepStartingCards(seat) for seat in seats), GameLoop(-1))
    game.advance()
    return game
