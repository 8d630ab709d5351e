"""Make the README screenshots: `xvfb-run -a python tools/screenshots.py docs/screenshots`.

Plays a seeded game with random legal choices to a few moments (the start dialog, a mid-game
window, a building being placed with its legal cells lit, the final scoring) and saves each
window as a PNG.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from arknova_desktop.engine import GameConfig
from arknova_desktop.engine.choices import ChooseAction, PlaceBuilding
from arknova_desktop.engine.geometry import Cell
from arknova_desktop.session import GameSession
from arknova_desktop.ui.main_window import MainWindow
from arknova_desktop.ui.map_view import orientations
from arknova_desktop.ui.scoring_dialog import ScoringDialog
from arknova_desktop.ui.start_dialog import StartDialog


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    start = StartDialog()
    start.show()
    settle(app)
    start.grab().save(str(out / "start.png"))
    start.close()

    config = GameConfig(players=2, seed=11, names=("Ada", "Bo"), maps=("1", "A"))
    session = GameSession(config, ("human", "human"))
    window = MainWindow(session)
    window.resize(1280, 800)
    window.show()
    window.start()
    window.pass_screen.reveal()
    rng = random.Random(4)
    # Mid-game: play on until a Build action with several placements is open for Ada.
    for _ in range(3000):
        decision = session.decision
        assert decision is not None
        if (
            session.game.state.turn > 40
            and decision.seat == 0
            and decision.kind == "choose_action"
            and ChooseAction("build", 0) in decision.options
        ):
            break
        session.choose(rng.choice(decision.options))
    window.pass_screen.hide()
    settle(app)
    window.grab().save(str(out / "main.png"))
    session.choose(ChooseAction("build", 0))
    window.pass_screen.hide()
    settle(app)
    options = [o for o in session.decision.options if isinstance(o, PlaceBuilding)]  # type: ignore[union-attr]
    target = max(options, key=lambda o: len(o.cells))
    view = window.map_view
    view.carry(target.building)
    view.orientation = orientations(target.building).index(view._shape_of(target.cells))
    view.hover_cell = Cell(min(c.col for c in target.cells), min(c.row for c in target.cells))
    view._light_options()
    view._update_ghost_at(view.hover_cell)
    settle(app)
    window.grab().save(str(out / "placing.png"))
    window.map_view.drop_carried()
    while (decision := session.decision) is not None:
        session.choose(rng.choice(decision.options))
    window.pass_screen.hide()
    dialog = ScoringDialog(session, window)
    dialog.show()
    settle(app)
    dialog.grab().save(str(out / "scoring.png"))
    print("saved to", out)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
