"""The Qt desktop app. It acts on the game only through `GameSession.choose`."""
