"""Card faces: painting, the hand and display lists, the card choice and the zoom."""
