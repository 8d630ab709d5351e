"""Help → Rules: the summary of ui/words/rules_words.py with a search field that filters the
sections as one types and marks the matches, a list of the sections and a reader. One window per
main window, not modal: it stays open beside the table and F1 turns it to another section."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..words.rules_words import RuleSection, sections

SECTION_ROLE = Qt.ItemDataRole.UserRole


def matches(section: RuleSection, query: str) -> bool:
    """Every word of `query` is in the section's title or text (case ignored)."""
    words = query.casefold().split()
    haystack = f"{section.title}\n{section.text}".casefold()
    return all(word in haystack for word in words)


def matches_title(section: RuleSection, query: str) -> bool:
    """The query is in the section's title: such a section is shown first when searching."""
    return bool(query.strip()) and query.strip().casefold() in section.title.casefold()


def section_html(section: RuleSection, query: str = "") -> str:
    """The section as simple HTML: paragraphs, list items, the query's words marked."""
    words = [re.escape(w) for w in query.split() if w]
    pattern = re.compile("|".join(words), re.IGNORECASE) if words else None
    # A highlighter's gold under the printed ink, in light and dark alike.
    mark, ink = theme.colors().glow, theme.colors().ink

    def marked(text: str) -> str:
        if pattern is None:
            return html.escape(text)
        out, last = [], 0
        for found in pattern.finditer(text):
            out.append(html.escape(text[last : found.start()]))
            out.append(
                f'<span style="background-color:{mark.name()}; color:{ink.name()}">'
                f"{html.escape(found.group(0))}</span>"
            )
            last = found.end()
        out.append(html.escape(text[last:]))
        return "".join(out)

    parts = [f"<h2>{marked(section.title)}</h2>"]
    for paragraph in section.text.split("\n\n"):
        lines = paragraph.split("\n")
        items = [line[2:] for line in lines if line.startswith("- ")]
        lead = [line for line in lines if not line.startswith("- ")]
        if lead:
            parts.append(f"<p>{marked(' '.join(lead))}</p>")
        if items:
            parts.append("<ul>" + "".join(f"<li>{marked(i)}</li>" for i in items) + "</ul>")
    return "".join(parts)


class RulesDialog(QDialog):
    """The rules at hand: search, sections, reader."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.setWindowTitle(self.tr("Rules"))
        self.setModal(False)
        self.all_sections = sections()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules (e.g. Venom, break, Build)"))
        self.search.setAccessibleName(self.tr("Search the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.section_list = QListWidget()
        self.section_list.setAccessibleName(self.tr("Sections of the rules"))
        self.section_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.section_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.section_list.currentItemChanged.connect(lambda *_: self._show_current())
        self.reader = QTextBrowser()
        self.reader.setAccessibleName(self.tr("Rules text"))
        self.reader.setOpenExternalLinks(False)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.section_list)
        split.addWidget(self.reader)
        split.setStretchFactor(1, 1)
        split.setSizes([270, 530])
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.search)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.resize(theme.px(820), theme.px(540))
        self._filter("")

    def shown_ids(self) -> list[str]:
        """The ids of the sections the list shows now, in order."""
        return [
            str(self.section_list.item(row).data(SECTION_ROLE))
            for row in range(self.section_list.count())
            if self.section_list.item(row).data(SECTION_ROLE)
        ]

    def current_id(self) -> str:
        item = self.section_list.currentItem()
        return str(item.data(SECTION_ROLE)) if item is not None else ""

    def open_section(self, section_id: str) -> bool:
        """Show `section_id` (the search is cleared if it hides it); False if there is none."""
        if section_id not in {s.id for s in self.all_sections}:
            return False
        if section_id not in self.shown_ids():
            self.search.clear()
        for row in range(self.section_list.count()):
            item = self.section_list.item(row)
            if item.data(SECTION_ROLE) == section_id:
                self.section_list.setCurrentItem(item)
                self.section_list.scrollToItem(item)
        return True

    def _filter(self, query: str) -> None:
        keep = self.current_id()
        self.section_list.blockSignals(True)
        self.section_list.clear()
        group = ""
        for section in self.all_sections:
            if not matches(section, query):
                continue
            if section.group != group:
                group = section.group
                header = QListWidgetItem(group)
                header.setFlags(Qt.ItemFlag.NoItemFlags)
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                self.section_list.addItem(header)
            item = QListWidgetItem("  " + section.title)
            item.setData(SECTION_ROLE, section.id)
            self.section_list.addItem(item)
        self.section_list.blockSignals(False)
        shown = self.shown_ids()
        titled = [s.id for s in self.all_sections if s.id in shown and matches_title(s, query)]
        target = keep if keep in shown else (titled or shown or [""])[0]
        if target:
            self.open_section(target)
            self._show_current()
        else:
            self.reader.setHtml(
                "<p>" + html.escape(self.tr("No section mentions “%1”.").replace("%1", query))
            )

    def _show_current(self) -> None:
        section_id = self.current_id()
        section = next((s for s in self.all_sections if s.id == section_id), None)
        if section is not None:
            self.reader.setHtml(section_html(section, self.search.text()))
