"""The shared board in words: break track, bonus tiles, association board (offer, workers,
donations) and the conservation projects with their tokens."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..engine.constants import DONATION_VALUES
from ..session import GameSession

TASKS = ("reputation", "partner zoo", "university", "project")


class BoardPanel(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.label)
        layout.addStretch(1)
        session.events_applied.connect(lambda _e: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        self.label.setText(self.html())

    def html(self) -> str:
        st = self.session.game.state
        cards = self.session.game.cards
        names = [p.name for p in st.players]
        parts: list[str] = []
        if st.solo is not None:
            parts.append(
                f"<b>Solo tile</b>: round {st.solo.round}, {st.solo.moved}/{st.solo.row} turns"
            )
        else:
            track = st.break_track
            parts.append(f"<b>Break track</b>: {track.position} / {track.length}")
        tiles = "; ".join(
            f"{space}: {', '.join(t.replace('_', ' ') for t in ts) or '—'}"
            for space, ts in sorted(st.bonus_tiles.items())
        )
        parts.append(f"<b>Bonus tiles</b> (conservation space): {escape(tiles)}")
        board = st.association
        parts.append(
            "<b>Partner zoos on offer</b>: "
            + escape(", ".join(c.title() for c in board.partner_zoo_offer) or "none")
        )
        parts.append(
            "<b>Universities on offer</b>: "
            + escape(", ".join(u.replace("_", " ") for u in board.university_offer) or "none")
        )
        workers = []
        for seat, row in enumerate(board.task_workers):
            placed = ", ".join(f"{t} {n}" for t, n in zip(TASKS, row, strict=True) if n)
            if placed:
                workers.append(f"{escape(names[seat])}: {placed}")
        parts.append("<b>Workers on tasks</b>: " + ("; ".join(workers) or "none"))
        spaces = []
        for value, occupant in zip(DONATION_VALUES, board.donations, strict=True):
            if occupant == "":
                spaces.append(f"[{value}]")
            elif occupant.startswith("p"):
                spaces.append(f"{value}:{escape(names[int(occupant[1:])])}")
            else:
                spaces.append(f"{value}:{occupant}")
        parts.append("<b>Donations</b>: " + " ".join(spaces))
        projects = []
        for project in (*st.projects.row, *st.projects.base):
            card = cards.get_project(project)
            levels = []
            for level, reward in enumerate(card.levels):
                owner = next(
                    (s for p, lv, s in st.projects.tokens if p == project and lv == level), None
                )
                who = "" if owner is None else (" ■" if owner < 0 else f" {names[owner]}")
                levels.append(f"{reward.count}→{reward.conservation}CP{escape(who)}")
            projects.append(f"<i>{escape(card.name)}</i>: " + " | ".join(levels))
        parts.append("<b>Conservation projects</b><br>" + "<br>".join(projects))
        return "<br>".join(parts)
