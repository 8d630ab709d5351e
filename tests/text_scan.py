"""Every text a player can read in the running application, and the rule "words, never codes".

`collect()` walks the visible top-level windows and gathers what is on screen or one hover /
click away: widget texts (labels, buttons, group boxes, tabs, combo box items, line edits, text
edits, window titles, tooltips, status tips, What's This), the status bar's message, the menu
bar's menus and actions, every index of every item view model (display and tooltip roles, tree
children, header data), the text items and tooltips of graphics scenes, and the pages of tab
widgets that are not the current tab (a click shows them).

Text painted by custom widgets (the card painter, tracks bar, board view, ...) never reaches a
widget property: `PaintRecorder` replaces `QPainter.drawText` on the Python class, so every call
made from Python code is recorded with the widget it paints and the functions that asked for it.
Cards are painted once into cached pixmaps, so the recorder stays on for the whole game rather
than only while a window is grabbed. Text Qt itself draws in C++ (a QLabel's text, a
QGraphicsTextItem) is not seen by the recorder; it comes from the widget properties instead.

`violations(texts, card_ids)` applies the rule: no card code (the ids of the card database), no
grid coordinate, no programming identifier (snake_case, CamelCase class names, Python reprs).
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, TracebackType
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    Qt,
)
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemDelegate,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QProgressBar,
    QStackedWidget,
    QStatusBar,
    QTabBar,
    QTableView,
    QTextEdit,
    QTreeView,
    QWidget,
)

PACKAGE = "arknova_desktop"


@dataclass(frozen=True)
class Text:
    """One readable text and where it was found."""

    text: str
    where: str


# -- the rule -----------------------------------------------------------------------------------
# Only these tags are HTML (Qt rich text); anything else in angle brackets ("<object at 0x...>",
# "<Cell ...>") is a repr and must survive the stripping.
HTML_TAGS = (
    "a|abbr|b|big|blockquote|body|br|center|cite|code|dd|div|dl|dt|em|font|h1|h2|h3|h4|h5|h6|"
    "head|hr|html|i|img|kbd|li|meta|nobr|ol|p|pre|qt|s|samp|small|span|strong|style|sub|sup|"
    "table|tbody|td|tfoot|th|thead|title|tr|tt|u|ul|var"
)
_TAG = re.compile(r"</?(?:" + HTML_TAGS + r")\b[^<>]*/?>", re.IGNORECASE)
_STYLE = re.compile(r"<style\b.*?</style>", re.IGNORECASE | re.DOTALL)
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


def plain(text: str) -> str:
    """The text as a player reads it: HTML tags and entities gone, whitespace collapsed."""
    text = _COMMENT.sub(" ", _STYLE.sub(" ", text))
    text = _TAG.sub(" ", text)
    text = html.unescape(text).replace("\u2029", " ").replace("\u2028", " ")
    return " ".join(text.split())


_WORD = re.compile(r"[A-Za-z0-9_]+")
_PATH = re.compile(r"\S*[\\/]\S*")  # file paths may hold underscores; they are not identifiers
_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\(\s*-?\d+\s*[,;]\s*-?\d+\s*\)"), "grid coordinate"),
    (re.compile(r"(?<![\d.,])\d+,\d+(?![\d,])"), "grid coordinate"),
    (re.compile(r"\brow\s*[=:]?\s*\d+\s*[,/;]?\s*col(?:umn)?\b", re.IGNORECASE), "grid coordinate"),
    (re.compile(r"\b(?:col|column|row)\s*[=:]\s*-?\d+", re.IGNORECASE), "grid coordinate"),
    (re.compile(r"\bcol(?:umn)?\s+\d+", re.IGNORECASE), "grid coordinate"),
    (re.compile(r"(?<![\w-])[xyXY]\s*=\s*-?\d"), "grid coordinate"),
    (
        re.compile(r"(?<![\w\-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w])"),
        "snake_case identifier",
    ),
    (re.compile(r"(?<![\w])_+[A-Za-z]\w*"), "private identifier"),
    (re.compile(r"\b[A-Z]+[a-z0-9]+(?:[A-Z]+[a-z0-9]*)+\b"), "CamelCase class name"),
    (re.compile(r"\b[A-Z][A-Za-z]*\.[A-Z][A-Z0-9_]+\b"), "enum member"),
    (re.compile(r"\b[A-Za-z_]\w*\((?:[a-z_]\w*=|['\"\d\[({])"), "Python repr"),
    (re.compile(r"\b(?:Cell|frozenset|tuple|dict|set|list)\("), "Python repr"),
    (re.compile(r"\b(?:None|True|False)\b"), "Python repr"),
    (re.compile(r"<[A-Za-z_][\w.]*"), "Python repr"),
    (re.compile(r"\b0x[0-9a-fA-F]{4,}\b"), "Python repr"),
    (re.compile(r"[\[{]\s*'"), "Python repr"),
    (re.compile(r"(?<![\w])[a-z][a-z0-9]*:\d+"), "identifier:value dump"),
)
_IDENTIFIER_RULES = frozenset({"snake_case identifier", "private identifier"})


def violations(texts: Iterable[str], card_ids: Collection[str]) -> list[tuple[str, str]]:
    """(text, reason) for every code a player would read; the reason names the code found."""
    found: list[tuple[str, str]] = []
    for raw in texts:
        text = plain(raw)
        if not text:
            continue
        for word in _WORD.findall(text):
            if word in card_ids:
                found.append((text, f"card code {word!r}"))
        without_paths = _PATH.sub(" ", text)
        for pattern, reason in _RULES:
            subject = without_paths if reason in _IDENTIFIER_RULES else text
            for match in pattern.finditer(subject):
                found.append((text, f"{reason} {match.group(0)!r}"))
    return found


# -- where a widget is ----------------------------------------------------------------------------
def _ours(obj: object) -> bool:
    return type(obj).__module__.startswith(PACKAGE)


def describe(obj: QObject | QGraphicsItem | None) -> str:
    """Class#objectName, then the application's own widgets it sits in (innermost first)."""
    if obj is None:
        return "?"
    if isinstance(obj, QGraphicsItem):
        scene = obj.scene()
        views = scene.views() if scene is not None else []
        return f"{type(obj).__name__} in scene of {describe(views[0]) if views else '?'}"

    def name(o: QObject) -> str:
        label = type(o).__name__
        return f"{label}#{o.objectName()}" if o.objectName() else label

    parts = [name(obj)]
    parent = obj.parent()
    while parent is not None and len(parts) < 4:
        if _ours(parent) or parent.objectName():
            parts.append(name(parent))
        parent = parent.parent()
    return " < ".join(parts)


# -- painted text ---------------------------------------------------------------------------------
@dataclass
class _Run:
    key: tuple[int, int]
    where: str
    words: list[str] = field(default_factory=list)


class PaintRecorder:
    """While active, every `QPainter.drawText` made from Python is recorded. Consecutive calls
    of one painter from one function (a card's rules text is drawn word by word) are joined into
    one text, so that a code spread over several words is still seen."""

    def __init__(self) -> None:
        self.texts: set[Text] = set()
        self.calls = 0
        self._run: _Run | None = None
        self._original: Callable[..., Any] | None = None

    def __enter__(self) -> PaintRecorder:
        original = QPainter.drawText
        self._original = original
        recorder = self

        def draw_text(painter: QPainter, *args: Any) -> Any:
            strings = [a for a in args if isinstance(a, str)]
            if strings:
                recorder._record(painter, strings, sys._getframe(1))
            return original(painter, *args)

        QPainter.drawText = draw_text  # type: ignore[method-assign]
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._original is not None:
            QPainter.drawText = self._original  # type: ignore[method-assign]
            self._original = None
        self.flush()

    def _record(self, painter: QPainter, strings: list[str], frame: FrameType | None) -> None:
        self.calls += 1
        producers: list[str] = []
        producer_frame = 0
        owner: object = None
        while frame is not None and (len(producers) < 2 or owner is None):
            filename = frame.f_code.co_filename
            if PACKAGE in filename:
                if not producers:
                    producer_frame = id(frame)
                if len(producers) < 2:
                    producers.append(f"{Path(filename).name}:{frame.f_code.co_name}")
                this = frame.f_locals.get("self")
                if owner is None and isinstance(
                    this, QWidget | QAbstractItemDelegate | QGraphicsItem | QGraphicsScene
                ):
                    owner = this
            frame = frame.f_back
        device = painter.device()
        if isinstance(device, QWidget):
            owner = device
        key = (id(painter), producer_frame)
        if self._run is None or self._run.key != key:
            self.flush()
            where = f"painted by {' < '.join(producers) or '?'} on {self._owner(owner)}"
            self._run = _Run(key, where)
        self._run.words.extend(strings)

    @staticmethod
    def _owner(owner: object) -> str:
        if isinstance(owner, QAbstractItemDelegate):
            return f"{type(owner).__name__} of {describe(owner.parent())}"
        if isinstance(owner, QObject | QGraphicsItem):
            return describe(owner)
        return "?"

    def flush(self) -> None:
        if self._run is not None:
            text = " ".join(w for w in self._run.words if w.strip())
            if text:
                self.texts.add(Text(text, self._run.where))
            self._run = None


# -- widget texts ---------------------------------------------------------------------------------
def _mnemonic_free(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _common(widget: QWidget) -> Iterator[tuple[str, str]]:
    yield "toolTip", widget.toolTip()
    yield "statusTip", widget.statusTip()
    yield "whatsThis", widget.whatsThis()
    if widget.isWindow():
        yield "windowTitle", widget.windowTitle()


def _own(widget: QWidget) -> Iterator[tuple[str, str]]:
    if isinstance(widget, QLabel):
        yield "text", widget.text()
    elif isinstance(widget, QAbstractButton):
        yield "text", _mnemonic_free(widget.text())
    elif isinstance(widget, QGroupBox):
        yield "title", _mnemonic_free(widget.title())
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield f"tab {i}", _mnemonic_free(widget.tabText(i))
            yield f"tab {i} toolTip", widget.tabToolTip(i)
            yield f"tab {i} whatsThis", widget.tabWhatsThis(i)
    elif isinstance(widget, QComboBox):
        yield "placeholder", widget.placeholderText()
        for i in range(widget.count()):
            yield f"item {i}", widget.itemText(i)
            tip = widget.itemData(i, Qt.ItemDataRole.ToolTipRole)
            yield f"item {i} toolTip", tip if isinstance(tip, str) else ""
    elif isinstance(widget, QLineEdit):
        yield "text", widget.text()
        yield "placeholder", widget.placeholderText()
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield "text", widget.toPlainText()
        yield "placeholder", widget.placeholderText()
    elif isinstance(widget, QAbstractSpinBox):
        yield "specialValueText", widget.specialValueText()
        for attribute in ("prefix", "suffix"):
            getter = getattr(widget, attribute, None)
            if getter is not None:
                yield attribute, getter()
    elif isinstance(widget, QProgressBar):
        yield "text", widget.text()
    elif isinstance(widget, QStatusBar):
        yield "currentMessage", widget.currentMessage()


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    if isinstance(model, QAbstractListModel):  # its columnCount is private: one column
        return 0 if parent.isValid() else 1
    return model.columnCount(parent)


def _has_children(model: QAbstractItemModel, index: QModelIndex) -> bool:
    if isinstance(model, QAbstractListModel | QAbstractTableModel):  # flat (and private)
        return False
    return model.hasChildren(index)


def _model_texts(model: QAbstractItemModel, where: str) -> Iterator[Text]:
    roles = ((Qt.ItemDataRole.DisplayRole, "display"), (Qt.ItemDataRole.ToolTipRole, "toolTip"))
    if isinstance(model, QAbstractListModel):  # flat and one column: the quick way (the log)
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            for role, label in roles:
                value = model.data(index, role)
                if value is not None and value != "":
                    yield Text(str(value), f"{where} row {row} {label}")
        return

    def walk(parent: QModelIndex, depth: int) -> Iterator[Text]:
        for row in range(model.rowCount(parent)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role, label in roles:
                    value = model.data(index, role)
                    if value is not None and value != "":
                        yield Text(str(value), f"{where} row {row} column {column} {label}")
                if depth < 8 and column == 0 and _has_children(model, index):
                    yield from walk(index, depth + 1)

    yield from walk(QModelIndex(), 0)


def _header_texts(view: QAbstractItemView, model: QAbstractItemModel, where: str) -> Iterator[Text]:
    headers: list[tuple[QHeaderView, Qt.Orientation, int]] = []
    if isinstance(view, QTableView):
        headers.append(
            (view.horizontalHeader(), Qt.Orientation.Horizontal, _columns(model, QModelIndex()))
        )
        headers.append((view.verticalHeader(), Qt.Orientation.Vertical, model.rowCount()))
    elif isinstance(view, QTreeView):
        headers.append((view.header(), Qt.Orientation.Horizontal, _columns(model, QModelIndex())))
    for header, orientation, count in headers:
        if header.isHidden():
            continue
        for section in range(count):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(section, orientation, role)
                if value is not None and value != "":
                    yield Text(str(value), f"{where} header {orientation.name} {section}")


def _scene_texts(scene: QGraphicsScene, where: str) -> Iterator[Text]:
    for item in scene.items():
        label = type(item).__name__
        if isinstance(item, QGraphicsSimpleTextItem):
            yield Text(item.text(), f"{where} {label}")
        elif isinstance(item, QGraphicsTextItem):
            yield Text(item.toPlainText(), f"{where} {label}")
        if item.toolTip():
            yield Text(item.toolTip(), f"{where} {label} toolTip")


def _menu_texts(menu: QMenu | QMenuBar, where: str, depth: int = 0) -> Iterator[Text]:
    if isinstance(menu, QMenu):
        yield Text(_mnemonic_free(menu.title()), f"{where} title")
        where = f"{where} > {_mnemonic_free(menu.title())}"
    action: QAction
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield Text(_mnemonic_free(action.text()), f"{where} action")
        yield Text(action.toolTip(), f"{where} action toolTip")
        yield Text(action.statusTip(), f"{where} action statusTip")
        yield Text(action.whatsThis(), f"{where} action whatsThis")
        sub = action.menu()
        if isinstance(sub, QMenu) and depth < 5:
            yield from _menu_texts(sub, where, depth + 1)


def readable_widgets(window: QWidget) -> Iterator[QWidget]:
    """The window and the widgets in it a player can read, top-down: on screen, or on a tab page
    one click away. A hidden widget hides what it holds, unless it is a page of a stacked widget
    (a tab widget hides the pages it does not show). Child windows are left to themselves."""
    stack = [window]
    while stack:
        widget = stack.pop()
        yield widget
        pages = isinstance(widget, QStackedWidget)
        for child in widget.children():
            if (
                isinstance(child, QWidget)
                and not child.isWindow()
                and (pages or not child.isHidden())
            ):
                stack.append(child)


def window_texts(window: QWidget) -> list[Text]:
    """Every readable text of one window and the widgets in it (not its child windows)."""
    found: list[Text] = []
    for widget in readable_widgets(window):
        values = [(a, v) for a, v in (*_common(widget), *_own(widget)) if v and v.strip()]
        is_view = isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView)
        if not (values or is_view or isinstance(widget, QMenuBar | QGraphicsView)):
            continue
        where = describe(widget)  # only for widgets with something to read: it is not cheap
        found.extend(Text(value, f"{where} [{attribute}]") for attribute, value in values)
        if isinstance(widget, QMenuBar):
            found.extend(_menu_texts(widget, where))
        if isinstance(widget, QAbstractItemView) and is_view:
            model = widget.model()
            if model is not None:
                found.extend(_model_texts(model, where))
                found.extend(_header_texts(widget, model, where))
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found.extend(_scene_texts(widget.scene(), where))
    return [t for t in found if t.text.strip()]


def _paints_itself(widget: QWidget) -> bool:
    """A widget of a Python class (it may paint text in Python), or one that holds one."""
    if not type(widget).__module__.startswith("PySide6"):
        return True
    return any(not type(w).__module__.startswith("PySide6") for w in widget.findChildren(QWidget))


def hidden_pages(window: QWidget) -> list[QWidget]:
    """The tab pages a click would show and whose widgets paint text themselves: rendered
    separately, since a grab of the window skips them."""
    pages = []
    for stack in window.findChildren(QStackedWidget):
        if stack.window() is window and stack.isVisible():
            current = stack.currentWidget()
            for i in range(stack.count()):
                page = stack.widget(i)
                if page is not current and _paints_itself(page):
                    pages.append(page)
    return pages


def visible_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def collect(windows: Iterable[QWidget] | None = None, paint: bool = True) -> list[Text]:
    """The readable texts of the windows (the visible top-level ones by default). With `paint`,
    each window and its hidden tab pages are rendered once, so that an active `PaintRecorder`
    sees what their custom widgets paint now."""
    found: list[Text] = []
    for window in list(windows) if windows is not None else visible_windows():
        if paint:
            window.grab()
            for page in hidden_pages(window):
                page.grab()
        found.extend(window_texts(window))
    return found
