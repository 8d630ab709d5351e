"""Every text the player reads (translated with Qt's `tr`); no widgets."""
