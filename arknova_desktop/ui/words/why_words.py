"""The computer's reasons in words (the window's "Why?", ui/dialogs/why_dialog.py): for one of
its decisions, the option it chose and the next best it weighed — what each is, the rest of the
turn it expected to play after it, what that would have gained for it ("+4 appeal, −12 money,
1 animal played"), how far behind its choice each was in estimated victory points ("about 3
points worse") and, for Hard, how sure it was and whether it played its best options on to the
end of its next turn (its second look).

Made from the typed reasons the session keeps (`reasons.KeptWhy`: the level's `Why` and a copy
of the position it decided in); every text through `QCoreApplication.translate("WhyWords", ...)`.

Secrets: the reasons speak of the computer's own numbers, but an option or the line after it
can name a card of its hand that it only considered (or a card its look-ahead dealt itself from
the deck). Such a card is never named: a choice that names a card nobody may see
(`public_cards`: the display, the zoos, the projects) is told without it ("Play an animal from
its hand"), and a text that still holds the name of such a card is replaced the same way
(`Secrets.leaks`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

import attrs
from attrs import evolve, frozen
from PySide6.QtCore import QCoreApplication

from ...bots.lookahead import Gains, Level, Reason
from ...engine import (
    HIDDEN,
    AnimalCard,
    Choice,
    DiscardCard,
    DiscardFinalScoring,
    DiscardFromDisplay,
    Game,
    KeepCard,
    KeepCards,
    PickEffect,
    PlaceBuilding,
    PlayAnimal,
    PlayProject,
    PlaySponsorCard,
    RescueAnimal,
    SellCard,
    Skip,
    SponsorCard,
    TakeFromDisplay,
    TakeProject,
    TuckCard,
)
from ...reasons import KeptWhy
from .choice_words import choice_text, option_texts
from .common import QT_TRANSLATE_NOOP, arg
from .names import card_title, resource_amount

CONTEXT: Final = "WhyWords"
LINE_STEPS: Final = 4  # steps of the expected rest of the turn told, at most
AS_GOOD: Final = 0.5  # victory points: closer than this reads "about as good"


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    """One source text for 1 and a numerus (%n) one for more (a translation may have more
    plural forms; then `many` is the source)."""
    return tr(one if n == 1 else many, n)


# -- what an option would have gained ---------------------------------------------------------
def signed(text: str, delta: int) -> str:
    """A change with its sign: "+4 appeal", "−12 money" (`text`: the amount without sign)."""
    return arg(tr("+%1") if delta > 0 else tr("\u2212%1"), text)


def _played(gains: Gains, played: Sequence[Choice]) -> str:
    """Cards into the zoo: animals or sponsors when the option and its line say which."""
    n = gains.zoo_cards
    if n < 0:
        return counted("1 card fewer in its zoo", "%n cards fewer in its zoo", -n)
    animals = sum(isinstance(c, PlayAnimal) for c in played)
    sponsors = sum(isinstance(c, PlaySponsorCard) for c in played)
    if animals == n and not sponsors:
        return counted("1 animal played", "%n animals played", n)
    if sponsors == n and not animals:
        return counted("1 sponsor played", "%n sponsors played", n)
    return counted("1 card played into its zoo", "%n cards played into its zoo", n)


def gains_text(gains: Gains, played: Sequence[Choice] = ()) -> str:
    """What an option and the rest of its turn change for the computer, its own numbers after
    minus before: "+4 appeal, −12 money, 1 animal played" (`played`: the option and its line,
    to tell animals and sponsors apart); "no change to its numbers" when nothing changes."""
    items = [
        signed(resource_amount(resource, abs(delta)), delta)
        for resource, delta in (
            ("appeal", gains.appeal),
            ("conservation", gains.conservation),
            ("reputation", gains.reputation),
            ("money", gains.money),
            ("x_tokens", gains.x_tokens),
        )
        if delta
    ]
    if gains.hand:
        cards = resource_amount("cards", abs(gains.hand))
        items.append(arg(tr("%1 in hand"), signed(cards, gains.hand)))
    if gains.zoo_cards:
        items.append(_played(gains, played))
    if gains.buildings > 0:
        items.append(counted("1 building built", "%n buildings built", gains.buildings))
    elif gains.buildings < 0:
        items.append(counted("1 building fewer", "%n buildings fewer", -gains.buildings))
    if gains.partner_zoos > 0:  # "no change to its numbers" read wrong for a partner zoo
        items.append(counted("+1 partner zoo", "+%n partner zoos", gains.partner_zoos))
    if gains.universities > 0:
        items.append(counted("+1 university", "+%n universities", gains.universities))
    if not items:
        return tr("no change to its numbers")
    text = items[0]
    for item in items[1:]:
        text = arg(tr("%1, %2"), text, item)
    if gains.with_break:  # "+17 money" for "take 5 money" read as a mistake
        text = arg(tr("%1 (a break came: its income is in it)"), text)
    return text


# -- how an option stood against the choice ---------------------------------------------------
def behind_text(behind: float) -> str:
    """An option's estimated worth against the chosen one's, in victory points: "about as
    good", "about 3 points worse", or (an Easy computer's slip) "about 2 points better"."""
    if abs(behind) < AS_GOOD:
        return tr("about as good")
    points = max(1, round(abs(behind)))
    if behind < 0:
        return counted("about 1 point worse", "about %n points worse", points)
    return counted("about 1 point better", "about %n points better", points)


def sure_text(sure: float, samples: int) -> str:
    """How sure a Hard computer was: the share of the dealings of the cards it cannot see in
    which its choice came out best, and how many tries its search made."""
    percent = round(sure * 100)
    if percent >= 90:
        how = tr("Very sure")
    elif percent >= 70:
        how = tr("Fairly sure")
    elif percent >= 50:
        how = tr("Not very sure")
    else:
        how = tr("A close call")
    return arg(
        counted(
            "%1: its choice came out best in %2 % of the ways it tried of dealing the cards "
            "it cannot see (1 try in all).",
            "%1: its choice came out best in %2 % of the ways it tried of dealing the cards "
            "it cannot see (%n tries in all).",
            samples,
        ),
        how,
        percent,
    )


def moved_early_text() -> str:
    """How sure a Hard computer was, when Move now (or the time cap) stopped it before its
    options met in two dealings of the cards it cannot see: one says nothing."""
    return tr("It moved before it could tell how sure it was.")


def played_on_note(
    options: int, dealings: int, solo: bool, to_end: bool = False, turns: int = 1
) -> str:
    """Hard's second look: its best options played on past the turn (`to_end`: to the game's
    end, in the solo game's last turns; `turns`: through its next so many, the hand kept at the
    solo game's start), and the worths above from there."""
    if turns > 1 and not to_end:
        text = counted(
            "Then it weighed its %1 best options again, each played on through its next %2 "
            "turns in 1 way of dealing the cards it cannot see; the points above were counted "
            "there.",
            "Then it weighed its %1 best options again, each played on through its next %2 "
            "turns in %n ways of dealing the cards it cannot see; the points above were counted "
            "there.",
            dealings,
        )
        return arg(text, options, turns)
    if to_end:
        text = counted(
            "Then it weighed its %1 best options again, each played on to the end of the game "
            "in 1 way of dealing the cards it cannot see; the points above are the final "
            "scores there.",
            "Then it weighed its %1 best options again, each played on to the end of the game "
            "in %n ways of dealing the cards it cannot see; the points above are the final "
            "scores there.",
            dealings,
        )
    elif solo:
        text = counted(
            "Then it weighed its %1 best options again, each played on to the end of its next "
            "turn in 1 way of dealing the cards it cannot see; the points above were counted "
            "there.",
            "Then it weighed its %1 best options again, each played on to the end of its next "
            "turn in %n ways of dealing the cards it cannot see; the points above were counted "
            "there.",
            dealings,
        )
    else:
        text = counted(
            "Then it weighed its %1 best options again, each played on through the other "
            "players' turns to the end of its own next turn, in 1 way of dealing the cards it "
            "cannot see; the points above were counted there.",
            "Then it weighed its %1 best options again, each played on through the other "
            "players' turns to the end of its own next turn, in %n ways of dealing the cards it "
            "cannot see; the points above were counted there.",
            dealings,
        )
    return arg(text, options)


def easy_note() -> str:
    """Why an Easy computer's choice can be worth less than another it weighed."""
    return tr("An Easy computer does not always play its best: here it chose a weaker option.")


def not_kept_text() -> str:
    return tr(
        "The reasons are not kept for moves made before this game was opened: "
        "they are known only for the computer's moves since then."
    )


def no_choice_text(name: str) -> str:
    """A computer's move in which no decision had more than one option."""
    return arg(tr("%1 had only one option at each step of this move: nothing to weigh."), name)


def intro_text() -> str:
    return tr(
        "For each decision of the move: what the computer chose and the next best it weighed, "
        "what each would have gained, and how far behind its choice each was in estimated "
        "victory points. The rest of a turn is what it expected when it chose: it weighs each "
        "later decision again, and may then play otherwise."
    )


def nothing_text() -> str:
    return tr("No computer player has moved since your last turn.")


def decision_heading(number: int, options: int) -> str:
    """ "Decision 2 — 8 options"."""
    return arg(tr("Decision %1 — %2 options"), number, options)


def option_label(chosen: bool) -> str:
    return tr("Its choice:") if chosen else tr("Also weighed:")


def then_label() -> str:
    """Before the rest of the turn the computer expected to play after an option."""
    return tr("Then it expected:")


def gains_label(chosen: bool) -> str:
    # "Expected": the line played in one dealing; the real turn may go otherwise (its later
    # decisions are weighed again).
    return tr("Expected gains:") if chosen else tr("Would have gained:")


def sentence(text: str) -> str:
    """A text as a sentence of its own: "%1."."""
    return arg(tr("%1."), text)


# -- secrets -------------------------------------------------------------------------------------
def public_cards(games: Iterable[Game]) -> frozenset[str]:
    """The cards everybody may see in any of `games`: the display, every zoo (and the animals
    slid under it), the conservation projects. Hands, the deck, the discard pile (a card
    discarded from a hand is not shown to the others) and every card held back are not."""
    found: set[str] = set()
    for game in games:
        view = game.view(None)
        found.update(view.display, view.projects.base, view.projects.row)
        found.update(project for project, _level, _seat in view.projects.tokens)
        for player in view.players:
            found.update(player.zoo_cards, player.rescued)
    found.discard(HIDDEN)
    return frozenset(found)


def _card_ids(choice: Choice, known: Iterable[str]) -> list[str]:
    """The cards a choice names (its fields holding a card id, or several)."""
    ids = set(known)
    found: list[str] = []
    for field in attrs.fields(type(choice)):
        value = getattr(choice, field.name)
        values = value if isinstance(value, tuple) else (value,)
        found.extend(v for v in values if isinstance(v, str) and v in ids)
    return found


class Secrets:
    """Which card names the viewer may read: those of `public` cards, none other.

    A choice names its own cards (`hides`); a text can name others only as what lives in an
    enclosure ("into the reptile house with the Iguana"): `leaks` looks for the names of
    animals and sponsors nobody may see. Projects and final scoring cards are named only by
    their own choices (their names, "Africa", "Research", are words of the game's own)."""

    def __init__(self, game: Game, public: frozenset[str]) -> None:
        self.cards = game.cards.cards
        self.public = public
        shown = {card_title(self.cards[c]) for c in public if c in self.cards}
        hidden = {
            card_title(card)
            for cid, card in self.cards.items()
            if cid not in public and isinstance(card, AnimalCard | SponsorCard)
        } - shown
        self._shown = _names_pattern(shown)
        self._hidden = _names_pattern(hidden)

    def hides(self, choice: Choice) -> bool:
        """The choice names a card the viewer may not see."""
        return any(c not in self.public for c in _card_ids(choice, self.cards))

    def leaks(self, text: str) -> bool:
        """The text holds the name of a card the viewer may not see (a public card's name is
        taken out first, so that "Striped Hyena" does not count as "Hyena")."""
        if self._hidden is None:
            return False
        if self._shown is not None:
            text = self._shown.sub(" ", text)
        return self._hidden.search(text) is not None

    def told(self, choice: Choice, text: str) -> str:
        """`text` for `choice`, or the choice told without its card when that is secret."""
        if self.hides(choice) or self.leaks(text):
            return hidden_choice_text(choice)
        return text


def _names_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    ordered = sorted((n for n in names if n), key=len, reverse=True)  # the longest first
    if not ordered:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, ordered)) + r")(?!\w)")


_HIDDEN_WORDS: Final[dict[type[Choice], str]] = {
    PlayAnimal: QT_TRANSLATE_NOOP(CONTEXT, "Play an animal from its hand"),
    PlaySponsorCard: QT_TRANSLATE_NOOP(CONTEXT, "Play a sponsor from its hand"),
    PlayProject: QT_TRANSLATE_NOOP(CONTEXT, "Play a conservation project from its hand"),
    DiscardCard: QT_TRANSLATE_NOOP(CONTEXT, "Discard a card"),
    DiscardFinalScoring: QT_TRANSLATE_NOOP(CONTEXT, "Discard a final scoring card"),
    KeepCard: QT_TRANSLATE_NOOP(CONTEXT, "Keep a card"),
    SellCard: QT_TRANSLATE_NOOP(CONTEXT, "Sell a card from its hand"),
    TuckCard: QT_TRANSLATE_NOOP(CONTEXT, "Put a card from its hand under an animal"),
    TakeFromDisplay: QT_TRANSLATE_NOOP(CONTEXT, "Take a card from the display"),
    DiscardFromDisplay: QT_TRANSLATE_NOOP(CONTEXT, "Discard a card from the display"),
    TakeProject: QT_TRANSLATE_NOOP(CONTEXT, "Take a conservation project into its hand"),
    RescueAnimal: QT_TRANSLATE_NOOP(CONTEXT, "Slide an animal under its zoo map"),
}


def hidden_choice_text(choice: Choice) -> str:
    """A choice told without the card it names: "Play an animal from its hand"."""
    if isinstance(choice, KeepCards):
        return counted("Keep a card", "Keep %n cards", len(choice.cards))
    for cls in type(choice).__mro__:
        words = _HIDDEN_WORDS.get(cls)
        if words is not None:
            return tr(words)
    return tr("A choice about a card you cannot see")


# -- one decision --------------------------------------------------------------------------------
@frozen
class OptionWords:
    """One option the computer weighed, in words: `chosen` or not, what it is, the rest of the
    turn it expected after it ("" when nothing), what that would gain, and ("" for the choice)
    how it stood against the choice."""

    chosen: bool
    what: str
    then: str
    gains: str
    compare: str


@frozen
class DecisionWords:
    """One computer decision: its options (the choice first), how many it had, and the notes:
    how sure a Hard computer was and its second look, an Easy computer's weaker pick ("" when
    none)."""

    options: tuple[OptionWords, ...]
    option_count: int
    sure: str
    note: str


def decision_words(kept: KeptWhy, secrets: Secrets) -> DecisionWords:
    """The reasons of one decision in words, nothing named that the viewer may not see."""
    why, game, decision = kept.why, kept.before, kept.decision
    reasons = why.reasons
    texts = option_texts([r.option for r in reasons], game, decision)
    options: list[OptionWords] = []
    said: set[str] = set()
    for reason, text in zip(reasons, texts, strict=True):
        what = secrets.told(reason.option, text)
        if what in said:  # told alike: another place, or another card that is not named
            again = (
                "%1 (elsewhere)" if isinstance(reason.option, PlaceBuilding) else "%1 (another one)"
            )
            what = arg(tr(again), what)
        said.add(what)
        chosen = reason.option == why.chosen
        options.append(
            OptionWords(
                chosen=chosen,
                what=what,
                then=_then(kept, reason, secrets),
                gains=gains_text(reason.gains, (reason.option, *reason.line)),
                compare="" if chosen else behind_text(reason.behind),
            )
        )
    hard = kept.level == Level.HARD.value
    sure = ""
    if hard and why.sure is not None:
        sure = sure_text(why.sure, why.samples)
    elif hard and len(decision.options) > 1:
        sure = moved_early_text()  # Hard's search always meets its options in many dealings
    slipped = any(r.behind >= AS_GOOD for r in reasons if r.option != why.chosen)
    note = easy_note() if slipped and kept.level == Level.EASY.value else ""
    if why.played_on:
        solo = game.config.players == 1
        note = played_on_note(
            why.played_on, why.played_on_dealings, solo, why.played_to_end, why.played_on_turns
        )
    return DecisionWords(tuple(options), len(decision.options), sure, note)


def _then(kept: KeptWhy, reason: Reason, secrets: Secrets) -> str:
    """The rest of the turn the computer expected after an option: "Play an animal from its
    hand; Into the size-3 enclosure". Each step is told as it would stand in the real game
    while the line can be played there (its look-ahead dealt the unseen cards its own way:
    where the real game differs, the steps are told without their situation)."""
    twin = kept.before.clone()
    twin.apply(reason.option)
    playing = True
    steps: list[str] = []
    line = [c for c in reason.line if not isinstance(c, Skip)]
    told = 0  # steps of `line` told (an effect picked first and told by the next step counts)
    picked = False  # the step told last picked an effect to go first
    for step in reason.line:
        decision = twin.decision
        playing = (
            playing
            and decision is not None
            and decision.seat == kept.seat
            and decision.allows(step)
        )
        if isinstance(step, Skip):
            if playing:
                twin.apply(step)
            continue
        if len(steps) == LINE_STEPS:
            break
        if playing and decision is not None:
            text = choice_text(step, twin, decision)
            twin.apply(step)
        else:
            asked = decision if decision is not None else kept.decision
            text = choice_text(step, twin, evolve(asked, options=(step,)))  # no situation
        told += 1
        said = secrets.told(step, text)
        again = picked and steps[-1] == said
        picked = isinstance(step, PickEffect)
        if again:
            # An effect picked to go first reads as the step it starts ("Place the Water
            # Playground; Place the Water Playground"): told once.
            continue
        steps.append(said)
    if not steps:
        return ""
    text = steps[0]
    for step_text in steps[1:]:
        text = arg(tr("%1; %2"), text, step_text)
    if len(line) > told:
        text = arg(tr("%1; …"), text)
    return text
