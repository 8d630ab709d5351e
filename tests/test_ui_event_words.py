"""The game log in words (ui/words/event_words.py): every event class has words, whole random games
give a log without card codes, grid cells or engine identifiers, no card that only its owner saw
is ever named, and the lines say what the rules did, with the rules' numbers."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from ui_helpers import log_lines

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES
from arknova_desktop.engine.catalog.cards import default_cards
from arknova_desktop.engine.kernel.choices import TakeXToken
from arknova_desktop.engine.kernel.events import (
    ActionCardsMoved,
    ActionStarted,
    ActionUpgraded,
    AnimalPlayed,
    AssociationRefilled,
    BonusTaken,
    BreakStep,
    BreakTokenMoved,
    BreakTriggered,
    BuildingPlaced,
    CardMoved,
    DeckReshuffled,
    DonationBlocked,
    EndTriggered,
    Event,
    GainCapped,
    GameEnded,
    MapChosen,
    PartnerZooTaken,
    ResourceChanged,
    SoloTokenMoved,
    TokenChanged,
    TurnStarted,
    UniversityTaken,
)
from arknova_desktop.engine.rules.placement import building_cost
from arknova_desktop.journal import card_move_is_public
from arknova_desktop.session import BOT, HUMAN, GameSession
from arknova_desktop.ui.words import event_words
from arknova_desktop.ui.words.event_words import (
    event_line,
    event_lines,
    hidden_move_line,
    moved_action_card,
    reason_words,
)
from arknova_desktop.ui.words.log_words import public_line

pytestmark = pytest.mark.gui

CARDS = default_cards()
NAMES = ("Ann", "Bo", "Cid", "Dee")
MAP_IDS = tuple(MAP_NAMES)

CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")
CELL = re.compile(r"\(\s*\d+\s*,\s*\d+\s*\)")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
FALLBACKS = ("slots 1 to 5", "takes a bonus", "Someone", "sets a card aside", "Break: step")


def bad(line: str) -> bool:
    return bool(CARD_ID.search(line) or CELL.search(line) or SNAKE.search(line) or "->" in line)


def card_name(card_id: str) -> str:
    return CARDS.get(card_id).name


def names(seat: int) -> str:
    return NAMES[seat]


def human(seat: int) -> bool:
    return False


def line(event: Event, **kwargs: Any) -> str:
    return event_line(event, names, card_name, human, **kwargs)


def subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


def config_for(players: int, seed: int, **kwargs: Any) -> GameConfig:
    maps = tuple(MAP_IDS[(seed + seat) % len(MAP_IDS)] for seat in range(players))
    return GameConfig(players=players, seed=seed, maps=maps, names=NAMES[:players], **kwargs)


# -- every event class has words -------------------------------------------------------------------
SAMPLES: dict[type[Event], Event] = {
    TurnStarted: TurnStarted(0, 12),
    ResourceChanged: ResourceChanged(1, "x_tokens", 1, 3, "X-token action"),
    CardMoved: CardMoved("A401", "display 2", "hand", 0),
    DeckReshuffled: DeckReshuffled(31),
    ActionStarted: ActionStarted(0, "build", 4, True),
    ActionCardsMoved: ActionCardsMoved(0, ("build", "animals", "cards", "association", "sponsors")),
    ActionUpgraded: ActionUpgraded(1, "association"),
    TokenChanged: TokenChanged(0, "sponsors", "venom", 1),
    BreakTokenMoved: BreakTokenMoved(7, 12),
    BreakTriggered: BreakTriggered(0),
    BreakStep: BreakStep(4, "display folders 1 and 2 discarded and the display refilled"),
    BonusTaken: BonusTaken(0, "1 worker(s) on partner_zoo", "association"),
    PartnerZooTaken: PartnerZooTaken(0, "australia"),
    UniversityTaken: UniversityTaken(1, "reputation_hand_limit"),
    AssociationRefilled: AssociationRefilled(("africa",), ("research",)),
    SoloTokenMoved: SoloTokenMoved(3, 7),
    DonationBlocked: DonationBlocked(1, 5),
    EndTriggered: EndTriggered(1, False),
    GameEnded: GameEnded((0, 1)),
    BuildingPlaced: BuildingPlaced(0, "spotted_hyena_compound", ((3, 4), (4, 4)), 0),
    MapChosen: MapChosen(1, "4"),
    AnimalPlayed: AnimalPlayed(0, "A401", 12, ((1, 2), (1, 3))),
    GainCapped: GainCapped(1, "reputation", 2, 9, "association"),
}
SILENT = {AssociationRefilled}  # its news is in a break step's line


def test_every_event_class_has_words(qapp: Any) -> None:
    classes = set(subclasses(Event))
    assert classes - set(event_words.LINES) == set(), "event classes without words"
    assert classes - set(SAMPLES) == set(), "event classes without a sample here"
    for cls in classes:
        text = line(SAMPLES[cls])
        assert isinstance(text, str)
        assert not bad(text), (cls, text)
        assert bool(text) is (cls not in SILENT), (cls, text)


def test_sample_lines_read_right(qapp: Any) -> None:
    lion = card_name("A401")
    expected = {
        TurnStarted: "Turn 12: Ann",
        ResourceChanged: "Bo takes the X-token action: +1 X-token",
        CardMoved: f"Ann takes {lion} from the display",
        DeckReshuffled: "The discard pile (31 cards) is shuffled",
        ActionStarted: "Ann: Build II, strength 4",
        ActionUpgraded: "Bo upgrades the Association action card to side II",
        TokenChanged: "Ann gets a Venom token on the Sponsors card",
        BreakTokenMoved: "The break token moves to 7 of 12",
        BreakTriggered: "Ann moves the break token to the end: a break follows",
        BreakStep: "Break: display folders 1 and 2 discarded, the display refilled",
        BonusTaken: "Ann places an association worker on the partner zoo task",
        PartnerZooTaken: "Ann takes the Australia partner zoo",
        UniversityTaken: "Bo takes a university: +1 reputation and a hand limit of 5",
        SoloTokenMoved: "Solo: 3 of 7 turns of this round played",
        DonationBlocked: "Solo: a token blocks the donation space of 5 money",
        EndTriggered: "Bo triggers the end of the game: the final turns are played",
        GameEnded: "The game is over. Winners: Ann and Bo",
        BuildingPlaced: "Ann builds the Spotted Hyena Compound for free",
        MapChosen: f"Bo chooses the zoo map {MAP_NAMES['4']}",
        AnimalPlayed: f"Ann plays the animal {lion} for 12 money",
    }
    for cls, text in expected.items():
        assert line(SAMPLES[cls]) == text


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (
            ResourceChanged(0, "money", 5, 30, "placement bonus money_5"),
            "Ann gains 5 money (placement bonus)",
        ),
        (ResourceChanged(0, "money", -4, 9, "donation"), "Ann pays 4 money (donation)"),
        (ResourceChanged(0, "money", -6, 9, "built enclosure_3"), ""),  # the building says it
        (ResourceChanged(0, "money", -9, 9, "played Lion"), ""),  # the animal says it
        (
            ResourceChanged(0, "x_tokens", -2, 1, "spent on strength"),
            "Ann spends 2 X-tokens (for strength)",
        ),
        (
            ResourceChanged(0, "conservation", 1, 3, "reputation 11"),
            "Ann gains 1 conservation point (reputation space 11)",
        ),
        (
            ResourceChanged(0, "conservation", 2, 7, "left edge: conservation_1"),
            "Ann gains 2 conservation points (bonus under a project token)",
        ),
        (
            ResourceChanged(0, "workers", 1, 2, "conservation 2"),
            "Ann gains 1 association worker (conservation space 2)",
        ),
        (
            ResourceChanged(0, "appeal", -4, 20, "released Cheetah"),
            "Ann loses 4 appeal (Cheetah released)",
        ),
        (
            ResourceChanged(0, "appeal", 3, 20, "iconic animal: asia"),
            "Ann gains 3 appeal (Iconic Animal: Asia)",
        ),
        (ResourceChanged(0, "money", 3, 20, "S201"), f"Ann gains 3 money ({card_name('S201')})"),
        (
            ResourceChanged(0, "conservation", 4, 20, "final scoring F001"),
            f"Ann gains 4 conservation points (final scoring: {card_name('F001')})",
        ),
        (ResourceChanged(0, "money", 3, 20, "a_reason_nobody_has_words_for"), "Ann gains 3 money"),
        (BuildingPlaced(1, "kiosk", ((2, 3),), 2), "Bo builds a kiosk for 2 money"),
        (
            BuildingPlaced(1, "enclosure_3", ((2, 3), (2, 4), (3, 4)), 6),
            "Bo builds a size-3 enclosure for 6 money",
        ),
        (
            BonusTaken(0, "2 worker(s) on university", "association"),
            "Ann places 2 association workers on the university task",
        ),
        (
            BonusTaken(0, "x_tokens_3", "conservation 8"),
            "Ann takes the bonus tile of conservation space 8: 3 X-tokens",
        ),
        (
            BonusTaken(0, "upgrade", "conservation 2"),
            "Ann takes the bonus of conservation space 2: an upgrade",
        ),
        (BonusTaken(0, "money_5", "conservation 5"), ""),  # the money's line follows
        (
            BonusTaken(0, "asia area marker", "Geographical Zoo"),
            "Ann places an area marker on Asia (Geographical Zoo)",
        ),
        (
            BonusTaken(0, "project P101 level 2", "conservation project"),
            # The space as the board prints it: 4 categories → 3 conservation points.
            f"Ann supports the conservation project {card_name('P101')} at the space 4\u21923",
        ),
        (BonusTaken(0, "a_bonus_nobody_has_words_for", "somewhere"), "Ann takes a bonus"),
        (
            TokenChanged(1, "build", "multiplier", 1),
            "Bo places a Multiplier token on the Build card",
        ),
        (
            TokenChanged(1, "build", "constriction", -2),
            "Bo removes 2 Constriction tokens from the Build card",
        ),
        (CardMoved("S201", "hand", "zoo", 0), f"Ann plays the sponsor {card_name('S201')}"),
        (CardMoved("A401", "hand", "zoo", 0), ""),  # AnimalPlayed follows
        (
            CardMoved("A401", "display 3", "zoo", 0),
            f"Ann takes {card_name('A401')} from the display to play it",
        ),
        (CardMoved("A401", "deck", "display 6"), f"{card_name('A401')} comes into the display"),
        (
            CardMoved("A401", "display 1", "discard"),
            f"{card_name('A401')} is discarded from the display",
        ),
        (CardMoved("A401", "zoo", "discard", 1), f"Bo releases {card_name('A401')} into the wild"),
        (
            CardMoved("A401", "enclosure", "reptile_house", 1),
            f"Bo moves {card_name('A401')} into the reptile house",
        ),
        (
            CardMoved("P101", "hand", "projects", 1),
            f"Bo plays the conservation project {card_name('P101')}",
        ),
        (GameEnded((2,)), "The game is over. Winner: Cid"),
        (EndTriggered(2, True), "Cid triggers the end of the game during the break"),
        (BreakTokenMoved(0, 12), ""),  # the break's last step says so
    ],
)
def test_lines(qapp: Any, event: Event, text: str) -> None:
    assert line(event) == text


def test_action_cards_say_which_card_moved_where(qapp: Any) -> None:
    before = ("animals", "build", "cards", "association", "sponsors")
    to_one = ("cards", "animals", "build", "association", "sponsors")
    to_five = ("animals", "cards", "association", "sponsors", "build")
    assert moved_action_card(before, to_one) == ("cards", 1)
    assert moved_action_card(before, to_five) == ("build", 5)
    assert line(ActionCardsMoved(0, to_one), previous_order=before) == (
        "Ann moves the Cards card to slot 1"
    )
    assert line(ActionCardsMoved(0, to_five), previous_order=before) == (
        "Ann moves the Build card to slot 5"
    )
    assert line(ActionCardsMoved(0, before), previous_order=before) == ""  # used in slot 1
    assert line(ActionCardsMoved(0, to_one)) == (
        "Ann's action cards, slots 1 to 5: Cards, Animals, Build, Association, Sponsors"
    )
    computer = event_line(
        ActionCardsMoved(1, to_one), lambda s: "Hal (computer)", card_name, lambda s: True
    )
    assert computer.startswith("Action cards of Hal (computer), slots 1 to 5: Cards")


HIDDEN_MOVES = [
    ("deck", "hand", "Ann draws a card"),
    ("hand", "discard", "Ann discards a card"),
    ("hand", "pouch", "Ann puts a card from their hand under an animal"),
    ("hand", "hand", "Ann takes a random card from another player's hand"),
    ("revealed", "hand", "Ann keeps one of the revealed cards"),
    ("revealed", "discard", "Ann discards a revealed card"),
    ("revealed", "rescued", "Ann slides an animal under the zoo map"),
    ("final_scoring", "final_scoring_discard", "Ann discards a final scoring card"),
    ("deck", "discard", "Ann discards a card from the deck"),
    ("setup", "hand", ""),
    ("setup", "discard", ""),
]


@pytest.mark.parametrize(("source", "target", "text"), HIDDEN_MOVES)
def test_a_card_only_its_owner_saw_is_never_named(
    qapp: Any, source: str, target: str, text: str
) -> None:
    event = CardMoved("A401", source, target, 0)
    assert not card_move_is_public(event)
    assert hidden_move_line(event, names) == text
    assert line(event) == text  # event_line keeps the same secret
    assert card_name("A401") not in line(event)
    assert hidden_move_line(CardMoved("A401", "deck", "revealed"), names) == ""


def test_a_pilfered_card_says_whose_hand_it_left(qapp: Any) -> None:
    """Pilfering: the card stays secret, the player it was taken from does not (the log read
    "takes a random card from another player's hand", seen in the real window)."""
    event = CardMoved("A401", "hand", "hand", 0, from_seat=2)
    assert not card_move_is_public(event)
    assert hidden_move_line(event, names) == "Ann takes a random card from Cid's hand"
    assert line(event) == "Ann takes a random card from Cid's hand"


# -- whole random games through the session --------------------------------------------------------
def play_session(players: int, seed: int, seats: tuple[str, ...]) -> GameSession:
    session = GameSession(config_for(players, seed), seats)
    session.start()
    rng = random.Random(seed)
    for _ in range(30_000):
        if session.awaiting_end_turn:
            session.end_turn()
        if session.covered:
            session.reveal()
        session.run_bots_now()
        if session.awaiting_end_turn or session.covered:
            continue
        decision = session.table_decision
        if decision is None:
            break
        assert session.choose(rng.choice(decision.options))
    assert session.game.is_over
    return session


GAMES = [
    (2, 11, (HUMAN, BOT)),
    (3, 12, (HUMAN, HUMAN, BOT)),
    (4, 13, (HUMAN, BOT, HUMAN, HUMAN)),
    (1, 14, (HUMAN,)),
]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}p-seed{g[1]}")
def finished(request: pytest.FixtureRequest, qapp: Any) -> GameSession:
    return play_session(*request.param)


def test_a_whole_game_log_has_no_codes(finished: GameSession) -> None:
    session = finished
    lines = log_lines(session)
    assert len(lines) > 150
    offenders = [text for text in lines if bad(text) or not text.strip()]
    assert offenders == []
    assert [t for t in lines if any(f in t for f in FALLBACKS)] == []
    for seat in range(session.game.state.player_count):
        if not session.is_human(seat):
            name = session.seat_name(seat)
            assert session.seat_label(seat) == f"{name} (computer, Medium)"
            assert any(f"{name} (computer, Medium)" in t for t in lines)
            assert not any(re.search(rf"\b{name}\b(?! \(computer, Medium\))", t) for t in lines)


def test_a_whole_game_never_names_a_hidden_card(finished: GameSession) -> None:
    session = finished
    named_public = 0
    for entry in session.journal:
        for event in entry.events:
            if not isinstance(event, CardMoved):
                continue
            text = public_line(session, event)
            name = card_name(event.card)
            if card_move_is_public(event):
                named_public += name in text
            else:
                assert name not in text, (event, text)
    assert named_public > 10 or session.game.state.player_count == 1


def test_every_reason_and_bonus_of_a_whole_game_has_words(finished: GameSession) -> None:
    for entry in finished.journal:
        for event in entry.events:
            if isinstance(event, ResourceChanged) and event.reason:
                assert reason_words(event.reason, card_name), event
            if isinstance(event, BreakStep):
                assert not line(event).startswith("Break: step"), event


def test_the_session_log_is_the_event_lines_in_order(finished: GameSession) -> None:
    """The log says which action card moved where: the session finds each seat's order before
    the move in its journal, as a reader walking the game from its start does."""
    session = finished
    start = new_game(session.config)
    orders = {p.seat: tuple(c.action for c in p.action_cards) for p in start.state.players}
    walked: list[str] = []
    for entry in session.journal:
        walked.extend(
            event_lines(
                entry.events,
                session.seat_label,
                card_name,
                lambda s: not session.is_human(s),
                orders,
            )
        )
    assert walked == log_lines(session)
    assert any("card to slot 1" in t for t in walked)


# -- concrete lines of a real game, with the rules' numbers ------------------------------------
def engine_game(players: int, seed: int) -> tuple[Game, list[tuple[Any, tuple[Event, ...]]]]:
    game = new_game(config_for(players, seed))
    rng = random.Random(seed)
    steps: list[tuple[Any, tuple[Event, ...]]] = []
    while game.decision is not None and len(steps) < 20_000:
        choice = rng.choice(game.decision.options)
        steps.append((choice, game.apply(choice)))
    return game, steps


@pytest.fixture(scope="module")
def real_game(qapp: Any) -> list[tuple[Any, tuple[Event, ...], list[str], list[str]]]:
    """(choice, events, the event lines, the seat's orders before) per step of a 3-player game."""
    game, steps = engine_game(3, 21)
    start = new_game(game.config)
    orders = {p.seat: tuple(c.action for c in p.action_cards) for p in start.state.players}
    out = []
    for choice, events in steps:
        before = dict(orders)
        lines = [
            event_line(
                e,
                names,
                card_name,
                human,
                previous_order=orders.get(e.seat) if isinstance(e, ActionCardsMoved) else None,
            )
            for e in events
        ]
        for e in events:
            if isinstance(e, ActionCardsMoved):
                orders[e.seat] = e.order
        out.append((choice, events, lines, before))
    return out


def first(real_game: list, test: Any) -> tuple[Event, str, Any, dict]:  # type: ignore[type-arg]
    for choice, events, lines, before in real_game:
        for event, text in zip(events, lines, strict=True):
            if test(event, choice):
                return event, text, choice, before
    raise AssertionError("no such event in the game")


def test_the_x_token_action_says_plus_one(real_game: list) -> None:  # type: ignore[type-arg]
    event, text, _, _ = first(
        real_game, lambda e, c: isinstance(c, TakeXToken) and isinstance(e, ResourceChanged)
    )
    assert event.delta == 1 and event.resource == "x_tokens"
    assert text == f"{NAMES[event.seat]} takes the X-token action: +1 X-token"


def test_a_kiosk_line_names_the_kiosk_and_its_cost(real_game: list) -> None:  # type: ignore[type-arg]
    event, text, _, _ = first(
        real_game, lambda e, c: isinstance(e, BuildingPlaced) and e.building == "kiosk" and e.cost
    )
    assert event.cost == building_cost("kiosk") == 2
    assert text == f"{NAMES[event.seat]} builds a kiosk for 2 money"


def test_an_animal_line_names_it_with_its_cost(real_game: list) -> None:  # type: ignore[type-arg]
    for _, events, lines, _ in real_game:
        played = [(e, t) for e, t in zip(events, lines, strict=True) if isinstance(e, AnimalPlayed)]
        if not played or not played[0][0].cost:
            continue
        event, text = played[0]
        assert text == (
            f"{NAMES[event.seat]} plays the animal {card_name(event.card)} for {event.cost} money"
        )
        paid = [
            (e, t)
            for e, t in zip(events, lines, strict=True)
            if isinstance(e, ResourceChanged) and e.reason.startswith("played ")
        ]
        assert paid and paid[0][0].delta == -event.cost and paid[0][1] == ""  # said once
        return
    raise AssertionError("nobody paid for an animal")


def test_action_lines_name_the_action_side_and_strength(real_game: list) -> None:  # type: ignore[type-arg]
    event, text, _, _ = first(real_game, lambda e, c: isinstance(e, ActionStarted))
    side = "II" if event.upgraded else "I"
    action = {"animals": "Animals", "build": "Build", "cards": "Cards"}.get(event.action)
    action = action or {"association": "Association", "sponsors": "Sponsors"}[event.action]
    assert text == f"{NAMES[event.seat]}: {action} {side}, strength {event.strength}"


def test_the_used_card_moves_to_slot_one(real_game: list) -> None:  # type: ignore[type-arg]
    event, text, _, before = first(
        real_game,
        lambda e, c: isinstance(e, ActionCardsMoved) and e.order[0] != "animals",
    )
    previous = before[event.seat]
    assert event.order == (event.order[0], *(a for a in previous if a != event.order[0]))
    assert text == f"{NAMES[event.seat]} moves the {event.order[0].capitalize()} card to slot 1"


def test_display_and_draw_lines(real_game: list) -> None:  # type: ignore[type-arg]
    taken, text, _, _ = first(
        real_game,
        lambda e, c: (
            isinstance(e, CardMoved) and e.source.startswith("display") and e.target == "hand"
        ),
    )
    assert text == f"{NAMES[taken.seat]} takes {card_name(taken.card)} from the display"
    drawn, text, _, _ = first(
        real_game,
        lambda e, c: isinstance(e, CardMoved) and (e.source, e.target) == ("deck", "hand"),
    )
    assert text == f"{NAMES[drawn.seat]} draws a card"
    refill, text, _, _ = first(
        real_game, lambda e, c: isinstance(e, CardMoved) and e.target.startswith("display")
    )
    assert text == f"{card_name(refill.card)} comes into the display"


def test_association_and_break_lines(real_game: list) -> None:  # type: ignore[type-arg]
    _, text, _, _ = first(real_game, lambda e, c: isinstance(e, PartnerZooTaken))
    assert re.fullmatch(
        r"(Ann|Bo|Cid) takes the (Africa|Americas|Asia|Australia|Europe) partner zoo", text
    )
    event, text, _, _ = first(
        real_game, lambda e, c: isinstance(e, BonusTaken) and "worker(s) on reputation" in e.bonus
    )
    workers = int(event.bonus.split()[0])
    assert (
        text
        == f"{NAMES[event.seat]} places "
        + ("an association worker" if workers == 1 else f"{workers} association workers")
        + " on the reputation task"
    )
    event, text, _, _ = first(
        real_game,
        lambda e, c: isinstance(e, ResourceChanged) and e.reason == "association",
    )
    assert text == f"{NAMES[event.seat]} gains {event.delta} reputation (association task)"
    _, text, _, _ = first(real_game, lambda e, c: isinstance(e, BreakStep) and e.step == 1)
    assert text.startswith("A break begins")
    event, text, _, _ = first(
        real_game, lambda e, c: isinstance(e, ResourceChanged) and e.reason == "appeal income"
    )
    assert text == f"{NAMES[event.seat]} gains {event.delta} money (appeal income)"


def test_the_end_names_the_winners(real_game: list) -> None:  # type: ignore[type-arg]
    event, text, _, _ = first(real_game, lambda e, c: isinstance(e, GameEnded))
    assert text.startswith("The game is over. Winner")
    assert all(NAMES[w] in text for w in event.winners)


def test_a_drafted_map_is_named(qapp: Any) -> None:
    game = new_game(GameConfig(players=2, seed=1, map_draft=True, names=NAMES[:2]))
    choice = game.decision.options[0]  # type: ignore[union-attr]
    (event,) = [e for e in game.apply(choice) if isinstance(e, MapChosen)]
    assert line(event) == f"Ann chooses the zoo map {MAP_NAMES[event.map_id]}"


# -- the replay's step list ------------------------------------------------------------------------
def test_the_replay_lists_steps_in_words(qtbot: Any) -> None:
    from arknova_desktop.ui.dialogs.replay import ReplayDialog

    game = new_game(config_for(2, 5))
    rng = random.Random(5)
    choices = []
    for _ in range(120):
        assert game.decision is not None
        choices.append(rng.choice(game.decision.options))
        game.apply(choices[-1])
    session = GameSession(game.config, (HUMAN, BOT), choices=choices)
    dialog = ReplayDialog(session)
    qtbot.addWidget(dialog)
    items = [dialog.log.item(r).text() for r in range(dialog.log.count())]
    assert len(items) == len(session.choices)
    assert items[0].startswith("1. Ann")
    assert [t for t in items if bad(t)] == []
    assert not bad(dialog.step_label.text()) and "next: " in dialog.step_label.text()
    for text, entry, choice in zip(items, session.journal, session.choices, strict=True):
        for event in entry.events:
            if isinstance(event, CardMoved) and not card_move_is_public(event):
                public = {
                    e.card
                    for e in entry.events
                    if isinstance(e, CardMoved) and card_move_is_public(e)
                }
                if event.card not in public:
                    assert card_name(event.card) not in text, (choice, text)
    dialog.slider.setValue(10)
    assert dialog.log.count() == 10
