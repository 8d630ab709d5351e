"""Layer 5, the flow of a game: setup, the turn loop, breaks and final scoring. Imports the
layers below."""
