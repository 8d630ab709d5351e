"""Moving cards between deck, discard pile, display and hands."""

from __future__ import annotations

from collections.abc import Sequence

from .core import Core
from .events import CardMoved, DeckReshuffled
from .state import GameState, UnshuffledDeck

DISPLAY_SIZE = 6


def draw_from_deck(g: Core) -> str | None:
    """Take the top card of the deck, shuffling the discard pile in when the deck runs out."""
    st = g.state
    if not st.deck:
        if not st.discard:
            return None
        st.deck = st.discard
        st.discard = []
        st.rng.shuffle(st.deck)
        g.emit(DeckReshuffled(len(st.deck)))
    return take_top(st)


def take_top(st: GameState) -> str:
    """The top card of the (non-empty) deck; from a deck not shuffled yet, a card picked at
    random among the unshuffled ones (state.UnshuffledDeck)."""
    deck = st.deck
    if isinstance(deck, UnshuffledDeck) and len(deck) > deck.settled:
        pick = st.rng.randrange(deck.settled, len(deck))
        deck[pick], deck[-1] = deck[-1], deck[pick]
    return deck.pop()


def put_under(st: GameState, cards: Sequence[str]) -> None:
    """Put `cards` under the deck, the first of them lowest."""
    st.deck[0:0] = cards
    if isinstance(st.deck, UnshuffledDeck):
        st.deck.settled += len(cards)


def cards_available(g: Core) -> bool:
    return bool(g.state.deck or g.state.discard)


def draw_to_hand(g: Core, seat: int, reason: str = "") -> str | None:
    """Draw the top card into `seat`'s hand; `reason`: the zoo card whose effect draws it."""
    card = draw_from_deck(g)
    if card is not None:
        player = g.state.players[seat]
        player.hand = (*player.hand, card)
        g.emit(CardMoved(card, "deck", "hand", seat, reason))
    return card


def take_display_card(g: Core, seat: int, folder: int, reason: str = "") -> str:
    """Move the card of display folder `folder` (1-based) to the hand; the rest slide down.
    `reason`: the zoo card whose effect takes it."""
    st = g.state
    card = st.display[folder - 1]
    st.display = st.display[: folder - 1] + st.display[folder:]
    player = st.players[seat]
    player.hand = (*player.hand, card)
    g.emit(CardMoved(card, f"display {folder}", "hand", seat, reason))
    return card


def discard_from_hand(g: Core, seat: int, card: str) -> None:
    player = g.state.players[seat]
    index = player.hand.index(card)
    player.hand = player.hand[:index] + player.hand[index + 1 :]
    g.state.discard.append(card)
    g.emit(CardMoved(card, "hand", "discard", seat))


def refill_display(g: Core) -> None:
    """Fill the display up to 6 cards from the deck (new cards go to the highest folders)."""
    st = g.state
    added: list[str] = []
    while len(st.display) + len(added) < DISPLAY_SIZE:
        card = draw_from_deck(g)
        if card is None:
            break
        added.append(card)
        g.emit(CardMoved(card, "deck", f"display {len(st.display) + len(added)}"))
    if added:
        st.display = (*st.display, *added)


def discard_display_folders(g: Core, count: int) -> None:
    """Break step 4: discard the cards of folders 1..count; the others slide down."""
    st = g.state
    for folder, card in enumerate(st.display[:count], start=1):
        st.discard.append(card)
        g.emit(CardMoved(card, f"display {folder}", "discard"))
    st.display = st.display[count:]
