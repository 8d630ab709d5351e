"""Help → About: the version, what the app is (an unofficial fan implementation), and the
licences of everything the bundle ships, with their full texts when they can be found; and Help →
Open the log folder (logs.py)."""

from __future__ import annotations

import html
import platform
from pathlib import Path

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, QUrl, qVersion
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...logs import log_dir
from ...resources import data_dir
from .. import theme
from ..words.common import arg

APP_NAME = "Ark Nova Desktop"

FAN_NOTICE = (
    "This is an unofficial fan implementation of the board game Ark Nova, a game by "
    "Mathias Wigge published by Feuerland Spiele (Capstone Games in English). It is not "
    "affiliated with or endorsed by them; all card faces and boards are drawn by the app "
    "from its own data."
)

# (component, licence, licence file) for what the bundle ships. The files are in the bundle's
# `licenses/` folder (packaging/licenses/ in a checkout), the font's beside the font.
SHIPPED: tuple[tuple[str, str, str], ...] = (
    ("Ark Nova Desktop", "MIT", ""),
    (f"Qt {qVersion()} / PySide6 {PYSIDE_VERSION}", "LGPLv3", "licenses/LGPL-3.0.txt"),
    ("", "GPLv3 (extended by the LGPLv3)", "licenses/GPL-3.0.txt"),
    (f"Python {platform.python_version()}", "PSF License", "licenses/Python-PSF.txt"),
    ("attrs", "MIT", "licenses/attrs-MIT.txt"),
    ("cattrs", "MIT", "licenses/cattrs-MIT.txt"),
    ("platformdirs", "MIT", "licenses/platformdirs-MIT.txt"),
    ("pyqtgraph", "MIT", "licenses/pyqtgraph-MIT.txt"),
    ("NumPy", "BSD-3-Clause", "licenses/numpy-BSD-3-Clause.txt"),
    ("colorama", "BSD-3-Clause", "licenses/colorama-BSD-3-Clause.txt"),
    (
        "DejaVu Sans fonts",
        "Bitstream Vera / Arev font licence (free to redistribute)",
        "resources/fonts/LICENSE-DejaVu.txt",
    ),
)


def licence_file(name: str) -> Path | None:
    """A licence text's path in the bundle, or in the checkout's packaging/ folder; None if
    neither has it."""
    if not name:
        return None
    base = data_dir()
    for candidate in (base / name, base / "packaging" / name):
        if candidate.is_file():
            return candidate
    return None


def about_html() -> str:
    rows = "".join(
        f"<tr><td>{html.escape(component)}</td><td>&nbsp;&nbsp;{html.escape(licence)}</td></tr>"
        for component, licence, _file in SHIPPED
    )
    palette = theme.colors()
    heading = f"{theme.font_css('heading', bold=True)} color: {palette.css('text')};"
    title = f"{theme.font_css('title', bold=True)} color: {palette.css('text')};"
    small = f"{theme.font_css('small')} color: {palette.css('text_soft')};"
    return (
        f'<p style="{heading}">{APP_NAME}</p>'
        f'<p style="{small}">Version {html.escape(__version__)}</p>'
        f"<p>{html.escape(FAN_NOTICE)}</p>"
        f'<p style="{title}">Software and fonts shipped with the app</p>'
        f'<table cellpadding="{theme.space(0.5)}">{rows}</table>'
        f'<p style="{small}">Qt is used under the LGPLv3 as separate shared libraries, which can '
        "be replaced by a compatible build; the full licence texts are on the Licences tab.</p>"
    )


class AboutDialog(QDialog):
    """Two tabs: About (version, notice, the list of licences) and Licences (full texts)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About %s") % APP_NAME)
        self.resize(theme.px(820), theme.px(560))
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        about_tab = QWidget()
        about_layout = self.about_layout = QVBoxLayout(about_tab)
        about_layout.addWidget(self.text)
        about_layout.addStretch(1)

        self.licence_list = QListWidget()
        self.licence_text = QPlainTextEdit()
        self.licence_text.setReadOnly(True)
        self.licence_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # preformatted
        self.files: list[Path | None] = []
        for component, licence, name in SHIPPED:
            if not name:
                continue
            self.licence_list.addItem(f"{component or '(with Qt)'} — {licence}")
            self.files.append(licence_file(name))
        self.licence_list.currentRowChanged.connect(self.show_licence)
        licences_tab = QWidget()
        licences_layout = QHBoxLayout(licences_tab)
        licences_layout.addWidget(self.licence_list, 1)
        licences_layout.addWidget(self.licence_text, 2)

        self.tabs = QTabWidget()
        self.tabs.addTab(about_tab, self.tr("About"))
        self.tabs.addTab(licences_tab, self.tr("Licences"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = QPushButton(self.tr("About Qt"))
        about_qt.clicked.connect(lambda: QApplication.aboutQt())
        buttons.addButton(about_qt, QDialogButtonBox.ButtonRole.HelpRole)
        buttons.rejected.connect(self.reject)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.licence_list.setCurrentRow(0)
        self._restyle()
        theme.manager().changed.connect(self._restyle)

    def _restyle(self) -> None:
        """Type and spacing from the theme (again after the variant or the zoom changed)."""
        self.text.setText(about_html())
        self.text.setFont(theme.font("body"))
        margin = theme.space(4)
        self.about_layout.setContentsMargins(margin, margin, margin, margin)
        self.about_layout.setSpacing(theme.space(2))
        self.main_layout.setSpacing(theme.space(3))
        self.licence_text.setFont(theme.font("small"))  # a licence's full text is secondary

    def show_licence(self, row: int) -> None:
        path = self.files[row] if 0 <= row < len(self.files) else None
        if path is None:
            self.licence_text.setPlainText(self.tr("The licence text is not in this installation."))
            return
        self.licence_text.setPlainText(path.read_text(encoding="utf-8", errors="replace"))


def show_about(parent: QWidget | None = None) -> None:
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.exec()


def _tr(text: str) -> str:
    return QCoreApplication.translate("About", text)


def open_log_folder(parent: QWidget | None = None) -> bool:
    """Show the log folder in the system's file manager, making it first if need be; if it
    cannot be made or opened, a message box says where it is. True if it was opened."""
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        text = _tr("The log folder could not be made. It belongs here:\n%1")
    else:
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            return True
        text = _tr("The log folder could not be opened here. You find it at:\n%1")
    QMessageBox.information(parent, _tr("The log folder"), arg(text, folder))
    return False


def install_help_menu(window: QMainWindow) -> QMenu:
    """Add a Help menu with Open the log folder and About… to the window's menu bar (last,
    where platforms expect it)."""
    menu = window.menuBar().addMenu(_tr("&Help"))
    logs = QAction(_tr("Open the &log folder"), window)
    logs.setStatusTip(_tr("Where the app writes down what went wrong, for a bug report"))
    logs.triggered.connect(lambda _=False: open_log_folder(window))
    menu.addAction(logs)
    about = QAction(_tr("&About %s…") % APP_NAME, window)
    about.setMenuRole(QAction.MenuRole.AboutRole)  # macOS moves it to the application menu
    about.triggered.connect(lambda _=False: show_about(window))
    menu.addAction(about)
    return menu
