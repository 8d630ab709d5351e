"""The Qt desktop app. It acts on the game only through `GameSession.choose`."""

import os

# Qt's raster engine hands every fill of more than about a hundred spans (any rounded card or
# tile of ordinary size) to its GUI thread pool and waits for it: on two shared cores the
# hand-over costs more than the fill (a fifth of the window's time after a click, measured in
# benchmarks/ui_idle.py). Qt reads this once, at the first such fill; a player may still set it.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
