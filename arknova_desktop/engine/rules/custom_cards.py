"""Sponsor cards whose effect the effects vocabulary cannot say (`catalog/effects.CUSTOM_CARDS`):
each card's whole rule in one section here — its frames, what it remembers (`GameState.
card_choices`, keyed by `CardKey`) and what it changes in other rules, which call the functions
below. The effect interpreter (`effect_runner`) starts a card through `custom_frames`.

This module imports no other rule module, so every rule module may ask it.
"""

from __future__ import annotations

from attrs import frozen

from ..catalog.cards import AnimalCard
from ..kernel.choices import TakeBonus
from ..kernel.core import ChoiceFrame, Core, EffectFrame, Frame, RulesError
from ..kernel.decisions import DecisionKind
from ..kernel.events import CardMoved
from ..kernel.state import CardKey
from ..kernel.zones import put_under, take_top


def custom_frames(g: Core, seat: int, card_id: str) -> list[Frame]:
    """The frames that play the custom card `card_id`."""
    if card_id == S227:
        return [ChooseAnimalSize(seat)]
    raise RulesError(f"no handler for {card_id}")


# -- S227 WAZA Special Assignment -----------------------------------------------------------------
# Played: choose small or large animals once; the first such animal of the deck comes to the hand.
# Afterwards only that kind may be played (`size_allowed`, asked by the Animals action and by
# explain), and each animal of the kind brings 2 (small) or 4 (large) appeal (`waza_appeal`,
# asked when an animal is scored).

S227 = "S227"
SIZES = ("small", "large")
WAZA_APPEAL = {"small": 2, "large": 4}


def waza_key(seat: int) -> CardKey:
    return CardKey(S227, seat)


def waza_choice(g: Core, seat: int) -> str | None:
    """The size `seat` chose for S227 ("small" / "large"), None before playing it."""
    choices = g.state.card_choices
    if not choices:
        return None  # most games, most of the time: no key to make
    return choices.get(waza_key(seat))


@frozen
class ChooseAnimalSize(ChoiceFrame[TakeBonus], EffectFrame):
    """S227: choose small or large animals once; the first such animal of the deck comes to the
    hand (the cards before it go under the deck); afterwards only that kind may be played."""

    kind = DecisionKind.ANIMAL_SIZE
    choice_types = TakeBonus

    @property
    def label(self) -> str:
        return "WAZA special assignment"

    def options(self, g: Core) -> tuple[TakeBonus, ...]:
        return tuple(TakeBonus(s) for s in SIZES)

    def prompt(self, g: Core) -> str:
        return "Choose small or large animals for the special assignment"

    def decision_source(self, g: Core) -> str:
        return S227

    def on_choice(self, g: Core, choice: TakeBonus) -> None:
        st = g.state
        st.card_choices = {**st.card_choices, waza_key(self.seat): choice.bonus}
        passed: list[str] = []
        while st.deck:
            card_id = take_top(st)
            card = g.cards.get(card_id)
            if isinstance(card, AnimalCard) and (
                card.is_small if choice.bonus == "small" else card.is_large
            ):
                player = st.players[self.seat]
                player.hand = (*player.hand, card_id)
                g.emit(CardMoved(card_id, "deck", "hand", self.seat))
                break
            passed.append(card_id)
        put_under(st, passed[::-1])  # under the deck, in the order they were turned


def size_allowed(g: Core, seat: int, card: AnimalCard) -> bool:
    """Once small or large is chosen, the other kind is out."""
    return size_allowed_by(waza_choice(g, seat), card.is_small, card.is_large)


def size_allowed_by(chosen: str | None, small: bool, large: bool) -> bool:
    """`size_allowed` for an animal of this size, `chosen` being `waza_choice` (asked once for
    all the animals of a listing)."""
    if chosen == "small":
        return not large
    if chosen == "large":
        return not small
    return True


def waza_appeal(g: Core, seat: int, card: AnimalCard) -> int:
    """Each animal of the chosen kind brings 2 (small) or 4 (large) appeal."""
    chosen = waza_choice(g, seat)
    if (chosen == "small" and card.is_small) or (chosen == "large" and card.is_large):
        return WAZA_APPEAL[chosen]
    return 0
