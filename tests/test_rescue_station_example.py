"""The Rescue Station's worked example (docs/rules.md §13, map 10): a card's reactions to its own
icons resolve after the card's own immediate effects.

As the first card of the game a player plays the Spotted Hyena Compound (S252: a predator icon;
its building must touch rock; "Hunter X" for every predator icon played into its own zoo, X =
the predator icons there) and puts its building over a rescue bonus. The bonus is Digging 1: the
Sumatran Tiger (A407: predator, Asia, 2 water, a large animal) is discarded from the display and
slid under the map. That is a predator icon played into the zoo, so the Compound reacts twice —
for the Tiger and for itself — and both times it is Hunter 2: the zoo holds 2 predator icons.
Hunter X reveals X cards from the deck and keeps one animal among them (docs/rules.md §7)."""

from __future__ import annotations

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.catalog.counters import counter_value
from arknova_desktop.engine.catalog.icons import zoo_icons
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DiscardFromDisplay,
    PlaceBuilding,
    PlaySponsorCard,
    RescueAnimal,
)
from tests.scenario import Position, Seat, scenario

TIGER = "A407"
# The deck's top: the display's refill first, then what the two Hunter uses reveal.
REFILL = "A431"
FIRST_HUNT = ("S201", "A432")  # a sponsor and an animal: the animal is kept
SECOND_HUNT = ("S202", "A433")
NEXT = "S203"
RESCUE_BONUS = Cell(8, 5)  # one of map 10's two rescue bonuses; rock at (8,7) (9,7)


def test_the_compound_hunts_twice_with_two_predator_icons_after_its_building_and_rescue() -> None:
    s = scenario(
        Position(
            seats={
                # Sponsors in slot 5: strength 5 plays the level-5 Compound from the hand.
                0: Seat(
                    money=25, hand=("S252",), row=(ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)
                )
            },
            display=(TIGER, "A401", "A402", "A406", "A411", "A426"),
            deck_top=(REFILL, *FIRST_HUNT, *SECOND_HUNT, NEXT),
        ),
        maps=("10", "A"),
    )
    s.expect("choose_action", seat=0).choose(ChooseAction(SPONSORS))
    s.expect("sponsors").choose(PlaySponsorCard("S252"))
    # First the card's immediate effect: its building, here over the rescue bonus.
    s.expect("unique_building").choose(
        lambda o: (
            isinstance(o, PlaceBuilding)
            and o.cells == (Cell(8, 4), Cell(8, 5), Cell(8, 6), Cell(9, 4))
        )
    )
    assert RESCUE_BONUS in s.state.players[0].buildings[-1].cells
    s.expect("digging").choose(DiscardFromDisplay(1, TIGER))
    s.expect("rescue").choose(RescueAnimal(TIGER))
    # No reaction came before the building and the rescue: nothing was revealed yet.
    player = s.state.players[0]
    assert player.rescued == (TIGER,)
    # Then both Hunter uses, each with X = 2 (the Compound's and the Tiger's predator icons):
    # each revealed 2 cards and kept the one animal among them.
    assert player.hand == (FIRST_HUNT[1], SECOND_HUNT[1])
    assert s.state.discard[-2:] == [FIRST_HUNT[0], SECOND_HUNT[0]]
    assert REFILL in s.state.display and s.state.deck[-1] == NEXT  # the top of the deck is its end
    # From now on the Tiger's icons are in the zoo, and it is a large animal there.
    icons = zoo_icons(s.game.cards, player)
    assert icons["predator"] == 2 and icons["asia"] == 1 and icons["water"] == 2
    assert counter_value(s.game, 0, "large_animals") == 1
