""" "Why?" on a computer's move (issue 24): the reasons come from the search that chose (in
process, and through the worker's process with its answer), the session keeps them per choice
while the game is open and undo drops those of the choices it takes back; the dialog shows, per
decision with a real choice, the choice and the next two in words with what each would have
gained and how far behind it was, for Hard how sure it was — and never the name of a card the
player may not see."""

from __future__ import annotations

import re

import attrs
from PySide6.QtCore import Qt
from ui_helpers import BOT, HUMAN, make_window, pass_on, session_at, settle

from arknova_desktop.bots.lookahead import BUDGETS, Gains, Level, Reason, Why
from arknova_desktop.bots.thinking import bot_choice_and_why
from arknova_desktop.bots.worker import BotWorker
from arknova_desktop.engine import (
    AnimalCard,
    ChooseAction,
    GameConfig,
    KeepCards,
    PlayAnimal,
    PlaySponsorCard,
    Skip,
    new_game,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.why_dialog import WhyDialog
from arknova_desktop.ui.words.choice_words import choice_text
from arknova_desktop.ui.words.why_words import (
    Secrets,
    behind_text,
    gains_text,
    hidden_choice_text,
    played_on_note,
    public_cards,
    sure_text,
)

HANG_GUARD_MS = 300_000
NAMES = ("Hal", "Ann")
HARD = BUDGETS[Level.HARD]


def computer_first(level: str, seed: int = 11, worker: BotWorker | None = None) -> GameSession:
    """Hal (a computer of `level`) in seat 1 keeps his cards first, then Ann (a human)."""
    config = GameConfig(players=2, seed=seed, names=NAMES, maps=("A", "A"))
    return GameSession(config, (BOT, HUMAN), levels=(level, ""), bot_worker=worker)


def options_at(session: GameSession, step: int) -> int:
    """How many options the decision answered by the choice at `step` had."""
    game = new_game(session.config)
    for choice in session.choices[: step - 1]:
        game.apply(choice)
    assert game.decision is not None
    return len(game.decision.options)


def to_ann_s_first_turn(session: GameSession) -> None:
    """Hal keeps, Ann keeps her first four cards, Hal plays his first turn: Ann decides."""
    session.run_bots_now()
    pass_on(session)
    decision = session.decision
    assert decision is not None and decision.seat == 1 and decision.kind == "keep_cards"
    assert session.choose(decision.options[0])
    pass_on(session)
    session.run_bots_now()
    decision = session.decision
    assert decision is not None and decision.seat == 1 and decision.kind == "choose_action"


def check_kept(session: GameSession) -> int:
    """Every computer choice with more than one option has the reasons of its own search,
    the choice first; one with a single option has none. Returns how many were kept."""
    kept = 0
    for entry in session.journal:
        found = session.why_for(entry.step)
        if session.is_human(entry.seat) or options_at(session, entry.step) == 1:
            assert found is None, entry.step
            continue
        assert found is not None, entry.step
        chosen = session.choices[entry.step - 1]
        assert found.why.chosen == chosen and found.why.reasons[0].option == chosen
        assert found.why.reasons[0].behind == 0.0
        assert found.seat == 0 and found.decision.seat == 0
        assert len(found.why.reasons) == min(3, len(found.decision.options))
        kept += 1
    return kept


# -- the reasons arrive with the move -------------------------------------------------------------
def test_the_reasons_come_with_the_computer_s_choice_in_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Without a worker (the session's timer thinks here): Hal's keep of 4 of 8 cards (70
    options) comes with the very reasons his search gives for it, and so does every choice of
    his first turn (run_bots_now) that had more than one option."""
    session = computer_first("medium")
    session.start()
    qtbot.waitUntil(lambda: session.table_decision is not None, timeout=HANG_GUARD_MS)
    first = session.why_for(1)
    assert first is not None and len(first.decision.options) == 70
    choice, why = bot_choice_and_why(session.config, (), 0, session.bot_seed(0), level="medium")
    assert first.why == why and session.choices[0] == choice
    assert isinstance(choice, KeepCards) and len(first.why.reasons) == 3
    assert first.level == "medium" and session.whys.known(1)
    to_ann_s_first_turn(session)
    assert check_kept(session) >= 2  # the keep and his action card at least


def test_the_reasons_come_through_the_worker_s_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hal (Hard) thinks in the worker's process: his keep arrives with its reasons (pickled
    with the answer), the same as the in-process search makes for the same seed."""
    worker = BotWorker()
    try:
        session = computer_first("hard", worker=worker)
        session.start()
        qtbot.waitUntil(lambda: session.table_decision is not None, timeout=HANG_GUARD_MS)
        info = worker.last_answer
        assert info is not None and info.cut_short == ""  # the search ran to its end
        kept = session.why_for(1)
        assert kept is not None and kept.level == "hard"
        _choice, why = bot_choice_and_why(session.config, (), 0, session.bot_seed(0), level="hard")
        assert why is not None and kept.why == why == info.why
        assert why.sure is not None and why.samples > 0  # Hard says how sure it was
    finally:
        worker.close()


def test_undo_drops_the_reasons_of_the_choices_it_takes_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Undo takes back only the mover's own choices, so in play the reasons it drops are those
    kept at a step it takes back: one is put at Ann's step here. After her undo it is gone and
    Hal's earlier reasons are all still there."""
    session = computer_first("medium")
    to_ann_s_first_turn(session)
    before = {e.step: session.why_for(e.step) for e in session.journal}
    assert any(v is not None for v in before.values())
    decision = session.decision
    assert decision is not None
    build = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "build")
    assert session.choose(build)
    step = len(session.choices)
    some = next(v for v in before.values() if v is not None)
    session.whys.keep(attrs.evolve(some, step=step))
    assert session.why_for(step) is not None
    assert session.undo()
    assert len(session.choices) == step - 1
    assert session.why_for(step) is None
    assert {e.step: session.why_for(e.step) for e in session.journal} == before
    assert session.whys.known(step)  # a choice made there again is this session's own


def test_a_loaded_game_says_the_reasons_of_older_moves_are_not_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A game opened after Hal's moves (rebuilt from its choices, as from a save): no reasons
    for them, and the dialog says so plainly."""
    played = computer_first("medium")
    to_ann_s_first_turn(played)
    session = GameSession(played.config, played.seats, choices=played.choices, levels=played.levels)
    assert len(session.whys) == 0 and not session.whys.known(len(session.choices))
    dialog = WhyDialog(session, session.journal)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert "The reasons are not kept for moves made before this game was opened" in text
    assert "Its choice:" not in text


# -- the dialog ---------------------------------------------------------------------------------
def blocks(text: str) -> list[str]:
    """The dialog's text cut at each decision's heading ("Decision 2 — 9 options")."""
    return re.split(r"\n(?=Decision \d+ — \d+ options\n)", text)[1:]


def open_why(qtbot, window) -> WhyDialog:  # type: ignore[no-untyped-def]
    button = window.why_button
    assert button.isVisible() and button.text() == "Why?"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()
    dialog = button.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog  # type: ignore[no-any-return]


def test_why_shows_the_choice_and_the_next_two_of_each_medium_decision(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After Hal's (Medium) first turn, "Why?" beside "Since your last turn" lists each of his
    decisions that had a real choice: its choice (the option he played, in words) and the two
    next best, each with what it would have gained, the others with how far behind they were.
    Medium does not say how sure it was."""
    session = computer_first("medium")
    window = make_window(qtbot, session, start=False)
    session.start()
    to_ann_s_first_turn(session)
    window.refresh_summary()
    dialog = open_why(qtbot, window)
    text = dialog.text()
    assert text.startswith("For each decision of the move")
    assert "Hal (computer, Medium)" in text
    steps = [e.step for e in session.journal if e.seat == 0 and session.why_for(e.step)]
    found = blocks(text)
    assert len(found) == len(steps) >= 2
    for block, step in zip(found, steps, strict=True):
        kept = session.why_for(step)
        assert kept is not None
        options = len(kept.decision.options)
        assert block.startswith(f"Decision {steps.index(step) + 1} — {options} options")
        assert block.count("Its choice:") == 1
        assert block.count("Also weighed:") == min(3, options) - 1
        assert block.count("Expected gains:") == 1
        assert block.count("Would have gained:") == min(3, options) - 1
        assert re.findall(r"— about (as good|\d+ points? (worse|better))", block)
        assert "came out best" not in block  # Medium: no "how sure"
    # His action card, as the decision panel words it: the option he played.
    action_step = next(s for s in steps if isinstance(session.choices[s - 1], ChooseAction))
    kept = session.why_for(action_step)
    assert kept is not None
    played = choice_text(session.choices[action_step - 1], kept.before, kept.decision)
    assert f"Its choice: {played}\n" in text


def test_why_says_how_sure_hard_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hard's decisions each end with how sure it was: the share of the dealings of the cards
    it cannot see in which its choice came out best, with the number of tries; its action card
    also with its second look (its best options played on to the end of its next turn)."""
    session = computer_first("hard")
    window = make_window(qtbot, session, start=False)
    session.start()
    to_ann_s_first_turn(session)
    window.refresh_summary()
    text = open_why(qtbot, window).text()
    steps = [e.step for e in session.journal if e.seat == 0 and session.why_for(e.step)]
    found = blocks(text)
    assert len(found) == len(steps) >= 2
    for block, step in zip(found, steps, strict=True):
        kept = session.why_for(step)
        assert kept is not None and kept.why.sure is not None
        percent, tries = round(kept.why.sure * 100), kept.why.samples
        assert (
            f"came out best in {percent} % of the ways it tried of dealing the cards it cannot "
            f"see ({tries} tries in all)."
        ) in block.replace("\n", " ")
        looked = (
            f"Then it weighed its {HARD.second_look} best options again, each played on through "
            "the other players' turns to the end of its own next turn, in "
            f"{HARD.second_look_dealings} ways of dealing the cards it cannot see; the points "
            "above were counted there."
        )
        at_action_card = kept.decision.kind == "choose_action"
        assert (looked in block.replace("\n", " ")) == at_action_card
        assert kept.why.played_on == (HARD.second_look if at_action_card else 0)
    assert any(session.why_for(s).decision.kind == "choose_action" for s in steps)  # type: ignore[union-attr]


# -- the words -------------------------------------------------------------------------------------
def gains(**changed: int) -> Gains:
    fields = ("appeal", "conservation", "reputation", "money", "x_tokens", "hand")
    values = {name: 0 for name in (*fields, "zoo_cards", "buildings")}
    values.update(changed)
    return Gains(**values)


def test_the_words_for_what_an_option_gains(qtbot) -> None:  # type: ignore[no-untyped-def]
    lion, expert = PlayAnimal("A401"), PlaySponsorCard("S229")
    assert (
        gains_text(attrs.evolve(gains(money=17), with_break=True))
        == "+17 money (a break came: its income is in it)"
    )
    assert (
        gains_text(gains(appeal=4, money=-12, hand=-1, zoo_cards=1), (lion,))
        == "+4 appeal, −12 money, −1 card in hand, 1 animal played"
    )
    assert (
        gains_text(gains(conservation=1, reputation=2, x_tokens=-2, hand=2))
        == "+1 conservation point, +2 reputation, −2 X-tokens, +2 cards in hand"
    )
    assert (
        gains_text(gains(conservation=2, x_tokens=1, buildings=1))
        == "+2 conservation points, +1 X-token, 1 building built"
    )
    assert gains_text(gains(zoo_cards=2), (lion, Skip(), PlayAnimal("A402"))) == (
        "2 animals played"
    )
    assert gains_text(gains(zoo_cards=1), (expert,)) == "1 sponsor played"
    assert gains_text(gains(zoo_cards=2), (lion, expert)) == "2 cards played into its zoo"
    assert gains_text(gains(zoo_cards=-1, buildings=2)) == (
        "1 card fewer in its zoo, 2 buildings built"
    )
    assert gains_text(gains()) == "no change to its numbers"
    # An Association action's lasting gains are told, not "no change to its numbers".
    assert gains_text(gains(partner_zoos=1)) == "+1 partner zoo"
    assert gains_text(gains(reputation=1, universities=1)) == "+1 reputation, +1 university"


def test_the_words_for_how_far_behind_and_how_sure(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert behind_text(-0.3) == behind_text(0.49) == "about as good"
    assert behind_text(-0.6) == behind_text(-1.2) == "about 1 point worse"
    assert behind_text(-3.4) == "about 3 points worse"
    assert behind_text(2.2) == "about 2 points better"
    assert sure_text(0.7, 10) == (
        "Fairly sure: its choice came out best in 70 % of the ways it tried of dealing the "
        "cards it cannot see (10 tries in all)."
    )
    assert sure_text(1.0, 96).startswith("Very sure: its choice came out best in 100 %")
    assert sure_text(0.55, 1).startswith("Not very sure")
    assert sure_text(0.55, 1).endswith("(1 try in all).")
    assert sure_text(0.3, 40).startswith("A close call")
    assert played_on_note(3, 1, solo=True) == (
        "Then it weighed its 3 best options again, each played on to the end of its next turn "
        "in 1 way of dealing the cards it cannot see; the points above were counted there."
    )
    assert played_on_note(2, 4, solo=False).startswith(
        "Then it weighed its 2 best options again, each played on through the other players' "
        "turns to the end of its own next turn, in 4 ways of dealing"
    )
    assert played_on_note(8, 24, solo=True, turns=5) == (
        "Then it weighed its 8 best options again, each played on through its next 5 turns in "
        "24 ways of dealing the cards it cannot see; the points above were counted there."
    )
    assert played_on_note(3, 8, solo=True, to_end=True) == (
        "Then it weighed its 3 best options again, each played on to the end of the game in 8 "
        "ways of dealing the cards it cannot see; the points above are the final scores there."
    )


# -- secrets ---------------------------------------------------------------------------------------
def hidden_names(session: GameSession, kept_steps: list[int]) -> set[str]:
    """The names of the cards the computer weighed (options and lines) or holds, that Ann may
    not see now nor at any of its decisions."""
    public = public_cards([session.game, *(session.why_for(s).before for s in kept_steps)])  # type: ignore[union-attr]
    cards = session.game.cards.cards
    found: set[str] = set()
    for step in kept_steps:
        kept = session.why_for(step)
        assert kept is not None
        for reason in kept.why.reasons:
            for choice in (reason.option, *reason.line):
                for value in attrs.asdict(choice, recurse=False).values():
                    ids = value if isinstance(value, tuple) else (value,)
                    found.update(i for i in ids if isinstance(i, str) and i in cards)
    found.update(session.game.view(0).players[0].hand)
    return {cards[c].name for c in found if c in cards and c not in public}


def test_the_dialog_never_names_a_card_of_the_computer_s_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hal's keep weighed sets of the 8 cards dealt to him, which Ann may not see, and later
    (seed 4) he chooses which animal of his hand to play: none of those cards is named in the
    dialog; his options are told without them."""
    session = computer_first("hard")
    to_ann_s_first_turn(session)
    steps = [e.step for e in session.journal if e.seat == 0 and session.why_for(e.step)]
    names = hidden_names(session, steps)
    assert len(names) >= 4  # the keep weighed cards Ann never saw
    dialog = WhyDialog(session, session.journal)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert not [name for name in names if name in text]
    assert "Its choice: Keep 4 cards\n" in text

    def hal_plays_an_animal_from_his_hand(decision) -> bool:  # type: ignore[no-untyped-def]
        own = [o for o in decision.options if isinstance(o, PlayAnimal) and o.folder == 0]
        return decision.seat == 0 and len(own) >= 2

    session = session_at(hal_plays_an_animal_from_his_hand, seed=4, seats=(BOT, HUMAN))
    opened = len(session.journal)
    session.run_bots_now()
    entries = session.journal[opened:]
    steps = [e.step for e in entries if e.seat == 0 and session.why_for(e.step)]
    kept = session.why_for(steps[0])
    assert kept is not None
    weighed = [r.option for r in kept.why.reasons]
    assert sum(isinstance(o, PlayAnimal) and o.folder == 0 for o in weighed) >= 2
    names = hidden_names(session, steps)
    assert names  # some of the animals he weighed are still in his hand
    dialog = WhyDialog(session, entries)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert not [name for name in names if name in text]
    assert "Play an animal from its hand" in text


def test_a_choice_naming_a_secret_card_is_told_without_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The words alone: an animal of the hand, a discard, a kept set of cards are told
    without their card; a public card keeps its name."""
    game = new_game(GameConfig(players=2, seed=3, maps=("A", "A")))
    public = public_cards([game])
    secrets = Secrets(game, public)
    shown = game.view(None).display[0]
    dealt = game.view(0).players[0].setup_cards
    hand = next(c for c in dealt if isinstance(game.cards.get(c), AnimalCard))
    name = game.cards.get(hand).name
    secret = PlayAnimal(hand)
    assert secrets.hides(secret) and not secrets.hides(PlayAnimal(shown, 1))
    assert secrets.told(secret, f"Play {name}") == "Play an animal from its hand"
    assert secrets.leaks(f"Into the reptile house with the {name}")
    assert (
        secrets.told(KeepCards((hand, shown)), "x")
        == hidden_choice_text(KeepCards((hand, shown)))
        == "Keep 2 cards"
    )
    shown_name = game.cards.get(shown).name
    assert secrets.told(PlayAnimal(shown, 1), f"Play {shown_name}") == f"Play {shown_name}"


def test_reasons_pickle_and_compare(qtbot) -> None:  # type: ignore[no-untyped-def]
    """What the worker's process sends: a Why of Choices and numbers survives pickling."""
    import pickle

    why = Why(
        (Reason(Skip(), (PlayAnimal("A401"),), gains(appeal=2), 3.5, 0.0),),
        Skip(),
        0.75,
        12,
    )
    assert pickle.loads(pickle.dumps(why)) == why


def test_a_hard_move_cut_short_does_not_claim_to_be_sure(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Move now during Hard's second look, after one dealing: its choice is the best in that
    dealing by definition, and "Very sure: ... 100 %" (seen in the real window) said nothing.
    Now it says it moved before it could tell; a whole look still says how sure it was."""
    from test_bot_second_look import hard_at_action_card, stop_after

    from arknova_desktop.bots.lookahead import LookaheadBot
    from arknova_desktop.reasons import KeptWhy
    from arknova_desktop.ui.words.why_words import Secrets, decision_words, public_cards

    game, decision = hard_at_action_card(41)
    full: list[tuple[int, int]] = []
    _whole_choice, whole = LookaheadBot(Level.HARD, 5).choose_and_say_why(
        decision, game, progress=lambda d, p: full.append((d, p))
    )
    planned = full[-1][1] // 2  # the search's own completions; the look as much again
    plays = HARD.second_look * HARD.second_look_dealings
    seen: list[tuple[int, int]] = []
    _cut_choice, cut = LookaheadBot(Level.HARD, 5).choose_and_say_why(
        decision,
        game,
        stop_after(planned + planned * HARD.second_look // plays, seen),
        lambda d, p: seen.append((d, p)),
    )
    assert cut.played_on_dealings == 1 and cut.sure is None
    secrets = Secrets(game, public_cards([game]))

    def sure_words(why: Why) -> str:
        return decision_words(KeptWhy(1, decision.seat, "hard", game, why), secrets).sure

    assert sure_words(cut) == "It moved before it could tell how sure it was."
    assert whole.played_on_dealings == HARD.second_look_dealings and whole.sure is not None
    assert re.match(r"(Very sure|Fairly sure|Not very sure|A close call): ", sure_words(whole))


def test_an_effect_picked_first_is_told_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Water Playground's unique building: the computer picks the placement to go first, then
    places it; the rest of its turn read "Place the Water Playground; Place the Water
    Playground" (seen in the real window). Told once now; real repeats (two discards) stay."""
    from arknova_desktop.engine import Choice, PickEffect, PlaceBuilding
    from arknova_desktop.engine.base.constants import SPONSORS
    from arknova_desktop.reasons import KeptWhy
    from arknova_desktop.ui.words.why_words import Secrets, decision_words, public_cards
    from tests.sponsor_scenario import setup

    game = setup(("S256",), upgraded=(SPONSORS,), reputation=3)  # Water Playground in hand
    before = game.clone()
    option = ChooseAction(SPONSORS, 0)
    game.apply(option)
    line: list[Choice] = [PlaySponsorCard("S256", 0)]
    game.apply(line[0])
    while (decision := game.decision) is not None and decision.seat == 0:
        line.append(Skip() if Skip() in decision.options else decision.options[0])
        game.apply(line[-1])
    assert [type(c) for c in line if not isinstance(c, Skip)][:3] == [
        PlaySponsorCard,
        PickEffect,
        PlaceBuilding,
    ]
    reason = Reason(option, tuple(line), Gains(0, 0, 0, 0, 0, 0, 0, 0), 0.0, 0.0)
    kept = KeptWhy(1, 0, "medium", before, Why((reason,), option, None, 1))
    then = decision_words(kept, Secrets(before, public_cards([before, game]))).options[0].then
    assert then.startswith("Play Water Playground")
    assert then.count("Place the Water Playground") == 1, then
