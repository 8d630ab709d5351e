"""The zoo map and the palette of buildings to place on it."""
