"""The table: the main window, the shared board, tracks, player boards, action cards, turn
controls, the decision panel and the turn summary."""
