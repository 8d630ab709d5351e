"""Layer 3, the card catalogue: card data and its loader, the effects vocabulary, the icons in a
zoo, modifiers and counters. Imports the layers below."""
