"""Playing aids beside the table: reminders of effects that fire by themselves, the planner of
the player's own next turns and break, and the card tracker (what this seat has not seen)."""
