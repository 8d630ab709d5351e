#!/usr/bin/env python3
"""Extract every translatable text of the app into Qt's TS files (resources/i18n/*.ts).

Usage::

    python tools/i18n_extract.py            # update resources/i18n/arknova_en.ts and _es.ts
    python tools/i18n_extract.py --check    # write nothing; exit 1 when a .ts is out of date

Why not lupdate: our texts go through module helpers (``tr(text)``, ``trn(text, n)``,
``counted(one, many, n)``) that call ``QCoreApplication.translate(CONTEXT, ...)``; lupdate files
those under the empty context and never sees ``trn``. This reads the package with ``ast`` and
follows the texts to the context they are looked up with at run time:

* ``QCoreApplication.translate(ctx, text, disambiguation, n)`` with ``ctx`` a literal or a module
  constant (also an imported one); ``n`` given makes the text a numerus (plural) one.
* A helper is any module-level function that passes one of its parameters on as the text of such
  a call or of another helper (found to a fixed point, across imports). ``counted(one, many, n)``
  is a helper of two parameters; a parameter ``n`` with the default -1 makes the text a numerus
  one only where a call gives ``n``.
* ``self.tr(text, disambiguation, n)`` in a class: PySide6 looks the text up under the class name
  of the object, then under each base class in turn until one translates it (a recording
  translator shows this). A numerus lookup stops at the first class (PySide6 takes the filled-in
  %n as a translation), so a numerus ``self.tr`` is also written under every subclass in the
  package.
* A helper passed to a function that calls it (``join_words(items, tr)``) gives that function's
  literal texts, and its parameter defaults, under the helper's context.
* Tables of texts translated later through a variable are marked with
  ``QT_TRANSLATE_NOOP(context, text)`` (ui/words/common.py), which is collected too.

A comment line starting with ``#:`` right above a text (or its call) is a note for translators
(``<extracomment>``). ``.tr`` on anything but ``self`` is refused: its context depends on the
object's class at run time; use the module's ``tr`` helper.

The English file translates only the numerus texts: their sources are written for a count other
than 1, and the form for 1 is made here from the source (``english_forms``); every other English
text stays unfinished, so the source itself is shown.

Updating a .ts keeps every existing translation; texts no longer in the code are kept as
``type="vanished"`` (Qt's mark for obsolete), and come back when the text does.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "arknova_desktop"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = {"en": "en", "es": "es_ES"}
SOURCE_LANGUAGE = "en"  # the sources are English: its file only gives the plural forms
QT_TRANSLATE = ("QCoreApplication", "translate")
NOOP = "QT_TRANSLATE_NOOP"
N_NOOP = "QT_TRANSLATE_N_NOOP"  # a table text looked up with a count: a numerus one
NOOPS = (NOOP, N_NOOP)
NO = "no"
YES = "yes"


@dataclass
class Message:
    context: str
    source: str
    numerus: bool = False
    disambiguation: str = ""
    comments: list[str] = field(default_factory=list)
    files: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Use:
    """A helper parameter that reaches Qt as a text: its index, the context, and whether the
    text is a numerus one ("yes", "no", or "argJ": when the call gives argument J)."""

    param: int
    context: str
    numerus: str


@dataclass(frozen=True)
class CallbackUse:
    """A function calls its parameter `callback` with a text: a literal or one of its parameters
    (with that parameter's default literal)."""

    callback: int
    literal: str | None
    param: int
    default: str | None
    numerus: bool


class Problem(Exception):
    pass


@dataclass
class Module:
    name: str
    path: Path
    tree: ast.Module
    lines: list[str]
    constants: dict[str, str] = field(default_factory=dict)
    imports: dict[str, str] = field(default_factory=dict)
    functions: dict[str, ast.FunctionDef] = field(default_factory=dict)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)

    @property
    def relpath(self) -> str:
        return self.path.relative_to(ROOT).as_posix()


# -- reading the package ------------------------------------------------------------------------
def load_modules(package: Path = PACKAGE) -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        source = path.read_text(encoding="utf-8")
        module = Module(name, path, ast.parse(source, str(path)), source.splitlines())
        is_package = path.name == "__init__.py"
        for node in module.tree.body:
            _read_top(module, node, is_package)
        modules[name] = module
    return modules


def _read_top(module: Module, node: ast.stmt, is_package: bool) -> None:
    if isinstance(node, ast.FunctionDef):
        module.functions[node.name] = node
    elif isinstance(node, ast.ClassDef):
        module.classes[node.name] = node
    elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
        base = module.name.split(".")
        if node.level:
            base = base[: len(base) - node.level + (1 if is_package else 0)]
        prefix = ".".join([*base, node.module] if node.module else base) if node.level else ""
        origin = prefix or (node.module or "")
        for alias in node.names:
            module.imports[alias.asname or alias.name] = f"{origin}.{alias.name}"
    elif isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        value = node.value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            for target in targets:
                if isinstance(target, ast.Name):
                    module.constants[target.id] = value.value


class Package:
    def __init__(self, modules: dict[str, Module]) -> None:
        self.modules = modules
        self.helpers: dict[str, frozenset[Use]] = {}
        self.callbacks: dict[str, frozenset[CallbackUse]] = {}
        self.messages: dict[tuple[str, str, str], Message] = {}
        self.problems: list[str] = []
        self.dynamic: list[str] = []  # call sites whose text is not a literal (tables, helpers)
        self.subclasses = self._subclasses()
        self._params: frozenset[str] = frozenset()  # of the function around the current call
        self._function: ast.AST | None = None

    # -- names --------------------------------------------------------------------------------
    def qualified(self, module: Module, name: str) -> str:
        if name in module.functions or name in module.constants or name in module.classes:
            return f"{module.name}.{name}"
        return module.imports.get(name, "")

    def constant(self, module: Module, node: ast.expr) -> str | None:
        """The string an expression always is (a literal, a constant, a sum of those)."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            if node.id in module.constants:
                return module.constants[node.id]
            origin, _, name = module.imports.get(node.id, "").rpartition(".")
            other = self.modules.get(origin)
            if other is not None:
                return other.constants.get(name)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.constant(module, node.left), self.constant(module, node.right)
            if left is not None and right is not None:
                return left + right
        return None

    def _subclasses(self) -> dict[str, set[str]]:
        """Class name -> the names of every class of the package derived from it."""
        direct: dict[str, set[str]] = {}
        for module in self.modules.values():
            for name, node in module.classes.items():
                for base in node.bases:
                    base_name = base.id if isinstance(base, ast.Name) else ""
                    if isinstance(base, ast.Attribute):
                        base_name = base.attr
                    direct.setdefault(base_name, set()).add(name)
        found: dict[str, set[str]] = {}
        for name in direct:
            seen: set[str] = set()
            todo = list(direct[name])
            while todo:
                sub = todo.pop()
                if sub not in seen:
                    seen.add(sub)
                    todo.extend(direct.get(sub, ()))
            found[name] = seen
        return found

    # -- helpers, to a fixed point --------------------------------------------------------------
    def find_helpers(self) -> None:
        changed = True
        while changed:
            changed = False
            for module in self.modules.values():
                for name, function in module.functions.items():
                    key = f"{module.name}.{name}"
                    uses, callbacks = self._function_uses(module, function)
                    if uses != self.helpers.get(key, frozenset()) and uses:
                        self.helpers[key] = uses
                        changed = True
                    if callbacks and key not in self.callbacks:
                        self.callbacks[key] = callbacks
                        changed = True

    def _function_uses(
        self, module: Module, function: ast.FunctionDef
    ) -> tuple[frozenset[Use], frozenset[CallbackUse]]:
        params = _params(function)
        uses: set[Use] = set()
        callbacks: set[CallbackUse] = set()
        for call in _calls(function):
            for target, context, numerus in self._text_targets(module, call, None):
                for index in _param_indexes(target, params):
                    uses.add(Use(index, context, _numerus_in(numerus, params, function)))
            if isinstance(call.func, ast.Name) and call.func.id in params and call.args:
                text = call.args[0]
                literal = self.constant(module, text)
                indexes = _param_indexes(text, params)
                numerus = len(call.args) > 1
                if literal is not None:
                    callbacks.add(
                        CallbackUse(params.index(call.func.id), literal, -1, None, numerus)
                    )
                for index in indexes:
                    default = _default(function, index)
                    literal = self.constant(module, default) if default is not None else None
                    callbacks.add(
                        CallbackUse(params.index(call.func.id), None, index, literal, numerus)
                    )
        return frozenset(uses), frozenset(callbacks)

    def _text_targets(
        self, module: Module, call: ast.Call, cls: str | None
    ) -> Iterator[tuple[ast.expr, str, ast.expr | bool]]:
        """(text expression, context, numerus: a bool or the expression given for n) of each
        text this call hands to Qt."""
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and (func.value.id, func.attr) == QT_TRANSLATE
        ):
            if len(call.args) < 2:
                return
            context = self.constant(module, call.args[0])
            if context is None:
                self.problems.append(f"{_where(module, call)}: the context is not a constant")
                return
            n = call.args[3] if len(call.args) > 3 else _keyword(call, "n")
            yield call.args[1], context, n if n is not None else False
            return
        if isinstance(func, ast.Name):
            key = self.qualified(module, func.id)
            for use in self.helpers.get(key, ()):
                if use.param < len(call.args):
                    yield call.args[use.param], use.context, _numerus_at(use.numerus, call)

    # -- messages -------------------------------------------------------------------------------
    def collect(self) -> None:
        for module in self.modules.values():
            self._collect_in(module, module.tree, None)

    def _collect_in(
        self, module: Module, node: ast.AST, cls: str | None, params: frozenset[str] = frozenset()
    ) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                self._collect_in(module, child, child.name)
                continue
            inner = params
            outer = self._function
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inner = params | {a.arg for a in [*child.args.posonlyargs, *child.args.args]}
                if not isinstance(child, ast.Lambda):
                    self._function = child
            if isinstance(child, ast.Call):
                self._params = params
                self._collect_call(module, child, cls)
            self._collect_in(module, child, cls, inner)
            self._function = outer

    def _collect_call(self, module: Module, call: ast.Call, cls: str | None) -> None:
        func = call.func
        if isinstance(func, ast.Name) and func.id in NOOPS and len(call.args) == 2:
            context = self.constant(module, call.args[0])
            text = self.constant(module, call.args[1])
            if context is None or text is None:
                self.problems.append(f"{_where(module, call)}: {func.id} needs constant texts")
            else:
                self.add(module, call, context, text, func.id == N_NOOP, "")
            return
        if isinstance(func, ast.Attribute) and func.attr == "tr":
            self._collect_self_tr(module, call, cls)
            return
        for target, context, numerus in self._text_targets(module, call, cls):
            self._add_target(module, call, target, context, numerus is not False)
        if isinstance(func, ast.Name):
            self._collect_callback(module, call, cls)

    def _collect_self_tr(self, module: Module, call: ast.Call, cls: str | None) -> None:
        func = call.func
        assert isinstance(func, ast.Attribute)
        if not (isinstance(func.value, ast.Name) and func.value.id == "self" and cls):
            self.problems.append(
                f"{_where(module, call)}: .tr on {ast.unparse(func.value)}: its context is the"
                " class of that object at run time; use the module's tr helper"
            )
            return
        if not call.args:
            return
        numerus = len(call.args) > 2 or _keyword(call, "n") is not None
        disambiguation = ""
        if len(call.args) > 1:
            disambiguation = self.constant(module, call.args[1]) or ""
        for context in self._class_contexts(cls, numerus):
            self._add_target(module, call, call.args[0], context, numerus, disambiguation)

    def _class_contexts(self, cls: str, numerus: bool) -> list[str]:
        if not numerus:
            return [cls]
        return [cls, *sorted(self.subclasses.get(cls, ()))]

    def _collect_callback(self, module: Module, call: ast.Call, cls: str | None) -> None:
        assert isinstance(call.func, ast.Name)
        key = self.qualified(module, call.func.id)
        for use in self.callbacks.get(key, ()):
            if use.callback >= len(call.args):
                continue
            contexts = self._callable_contexts(module, call.args[use.callback], cls)
            texts: list[str] = []
            if use.literal is not None:
                texts.append(use.literal)
            elif use.param < len(call.args):
                given = self.constant(module, call.args[use.param])
                if given is not None:
                    texts.append(given)
            elif use.default is not None:
                texts.append(use.default)
            for context, numerus in contexts:
                for text in texts:
                    self.add(module, call, context, text, numerus or use.numerus, "")

    def _callable_contexts(
        self, module: Module, node: ast.expr, cls: str | None
    ) -> list[tuple[str, bool]]:
        if (
            isinstance(node, ast.Attribute)
            and node.attr == "tr"
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and cls
        ):
            return [(cls, False)]
        if isinstance(node, ast.Name):
            uses = self.helpers.get(self.qualified(module, node.id), ())
            return [(use.context, use.numerus == YES) for use in uses if use.param == 0]
        return []

    def _add_target(
        self,
        module: Module,
        call: ast.Call,
        target: ast.expr,
        context: str,
        numerus: bool,
        disambiguation: str = "",
    ) -> None:
        if isinstance(target, ast.IfExp):
            self._add_target(module, call, target.body, context, numerus, disambiguation)
            self._add_target(module, call, target.orelse, context, numerus, disambiguation)
            return
        if isinstance(target, ast.Starred | ast.Tuple):
            for element in target.elts if isinstance(target, ast.Tuple) else [target.value]:
                self._add_target(module, call, element, context, numerus, disambiguation)
            return
        if isinstance(target, ast.Name) and target.id not in self._params:
            values = self._local_values(target.id)
            if values:  # a local variable: the texts it is given in the function
                for value in values:
                    self._add_target(module, call, value, context, numerus, disambiguation)
                return
        text = self.constant(module, target)
        if isinstance(target, ast.JoinedStr):
            self.problems.append(f"{_where(module, call)}: an f-string cannot be translated")
        elif isinstance(target, ast.Name) and target.id in self._params:
            return  # a helper passing its parameter on: its callers' texts are collected
        elif text is None:
            self.dynamic.append(f"{_where(module, call)}: {ast.unparse(target)}")
            self._check_tables(module, call, target)
            default = _get_default(target)
            if default is not None:  # TABLE.get(key, "default"): the default is a text too
                self._add_target(module, call, default, context, numerus, disambiguation)
        else:
            self.add(module, target, context, text, numerus, disambiguation)

    def _local_values(self, name: str) -> list[ast.expr]:
        """What a local variable of the current function is assigned (the tables a loop
        variable runs over)."""
        if self._function is None:
            return []
        found: list[ast.expr] = []
        for node in ast.walk(self._function):
            if isinstance(node, ast.Assign):
                if any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
                    found.append(node.value)
            elif (
                isinstance(node, ast.comprehension | ast.For)
                and isinstance(node.target, ast.Name)
                and node.target.id == name
            ):
                found.append(ast.Subscript(node.iter, ast.Constant(0)))
        return found

    def _check_tables(self, module: Module, call: ast.Call, target: ast.expr) -> None:
        """A text read from a table (``TABLE[key]``, ``TABLE.get(key, "default")``): every
        text of the table, and the default, must be marked with QT_TRANSLATE_NOOP."""
        for node in ast.walk(target):
            if not isinstance(node, ast.Name):
                continue
            table = self._table(module, call, node.id)
            if table is None:
                if node.id in module.imports and node.id.isupper():
                    self.problems.append(
                        f"{_where(module, call)}: the table {node.id} comes from another module;"
                        f" give its texts to Qt from a table marked with {NOOP} here"
                    )
                continue
            marked = {
                id(c.args[1])
                for c in ast.walk(table)
                if isinstance(c, ast.Call)
                and isinstance(c.func, ast.Name)
                and c.func.id in NOOPS
                and len(c.args) == 2
            }
            keys = {id(k) for d in ast.walk(table) if isinstance(d, ast.Dict) for k in d.keys if k}
            keys |= {
                id(e)
                for k in ast.walk(table)
                if isinstance(k, ast.Dict)
                for key in k.keys
                if isinstance(key, ast.Tuple)
                for e in key.elts
            }
            for c in ast.walk(table):
                if (
                    isinstance(c, ast.Constant)
                    and isinstance(c.value, str)
                    and id(c) not in marked
                    and id(c) not in keys
                    and not _is_noop_context(table, c)
                ):
                    self.problems.append(
                        f"{_where(module, c)}: {c.value!r} in the table {node.id} is read through"
                        f" a variable ({_where(module, call)}) but not marked with {NOOP}"
                    )

    def _table(self, module: Module, call: ast.Call, name: str) -> ast.expr | None:
        """The literal dict / tuple / list a name is bound to, in the module or the function."""
        scopes: list[ast.AST] = [module.tree]
        for function in ast.walk(module.tree):
            if isinstance(function, ast.FunctionDef) and any(n is call for n in ast.walk(function)):
                scopes.append(function)
        for scope in scopes:
            for node in scope.body if isinstance(scope, ast.Module | ast.FunctionDef) else []:
                value = None
                if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == name for t in node.targets
                ):
                    value = node.value
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    value = node.value if node.target.id == name else None
                if isinstance(value, ast.Dict | ast.Tuple | ast.List):
                    return value
        return None

    def add(
        self,
        module: Module,
        node: ast.AST,
        context: str,
        text: str,
        numerus: bool,
        disambiguation: str,
    ) -> None:
        key = (context, text, disambiguation)
        message = self.messages.setdefault(key, Message(context, text, False, disambiguation))
        message.numerus = message.numerus or numerus
        message.files.add(module.relpath)
        for comment in _comments(module, node):
            if comment not in message.comments:
                message.comments.append(comment)


# -- small AST readers ----------------------------------------------------------------------------
def _params(function: ast.FunctionDef) -> list[str]:
    return [a.arg for a in [*function.args.posonlyargs, *function.args.args]]


def _default(function: ast.FunctionDef, index: int) -> ast.expr | None:
    args = [*function.args.posonlyargs, *function.args.args]
    defaults = function.args.defaults
    first = len(args) - len(defaults)
    return defaults[index - first] if index >= first else None


def _calls(function: ast.FunctionDef) -> Iterator[ast.Call]:
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            yield node


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _param_indexes(node: ast.expr, params: list[str]) -> list[int]:
    if isinstance(node, ast.Name) and node.id in params:
        return [params.index(node.id)]
    if isinstance(node, ast.IfExp):
        return _param_indexes(node.body, params) + _param_indexes(node.orelse, params)
    return []


def _is_minus_one(node: ast.expr) -> bool:
    return (isinstance(node, ast.UnaryOp) and ast.unparse(node) == "-1") or (
        isinstance(node, ast.Constant) and node.value == -1
    )


def _numerus_in(numerus: ast.expr | bool, params: list[str], function: ast.FunctionDef) -> str:
    """A numerus mark inside a helper: the n it passes on is a literal, or one of its own
    parameters (with the default -1: a numerus text only where the caller gives it)."""
    if numerus is False or numerus is True:
        return YES if numerus else NO
    if _is_minus_one(numerus):
        return NO
    if isinstance(numerus, ast.Name) and numerus.id in params:
        index = params.index(numerus.id)
        default = _default(function, index)
        if default is not None and _is_minus_one(default):
            return f"arg{index}"
    return YES


def _numerus_at(numerus: str, call: ast.Call) -> ast.expr | bool:
    if numerus in (YES, NO):
        return numerus == YES
    index = int(numerus[3:])
    if index < len(call.args):
        return call.args[index]
    return call.keywords[0].value if call.keywords else False


def _get_default(node: ast.expr) -> ast.expr | None:
    """The default of ``table.get(key, default)``."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and len(node.args) == 2
    ):
        return node.args[1]
    return None


def _is_noop_context(table: ast.expr, node: ast.Constant) -> bool:
    """The first argument of a QT_TRANSLATE_NOOP (its context), not a text."""
    return any(
        isinstance(c, ast.Call) and c.args and c.args[0] is node
        for c in ast.walk(table)
        if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in NOOPS
    )


def _where(module: Module, node: ast.AST) -> str:
    return f"{module.relpath}:{getattr(node, 'lineno', 0)}"


def _comments(module: Module, node: ast.AST) -> list[str]:
    """`#:` comment lines right above the line of `node`."""
    line = getattr(node, "lineno", 0) - 2
    found: list[str] = []
    while line >= 0 and module.lines[line].strip().startswith("#:"):
        found.insert(0, module.lines[line].strip()[2:].strip())
        line -= 1
    return [" ".join(found)] if found else []


def extract(package: Path = PACKAGE) -> Package:
    found = Package(load_modules(package))
    found.find_helpers()
    found.collect()
    return found


# -- TS files -------------------------------------------------------------------------------------
@dataclass
class Entry:
    """One message of a TS file as read: its translation (forms for a numerus text)."""

    forms: list[str]
    kind: str  # "", "unfinished", "vanished", "obsolete"
    note: str = ""  # the translator's own comment (<translatorcomment>), kept as written


def read_ts(path: Path) -> dict[tuple[str, str, str], Entry]:
    if not path.exists():
        return {}
    entries: dict[tuple[str, str, str], Entry] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms: list[str] = []
            kind = ""
            if translation is not None:
                kind = translation.get("type", "")
                numerus = translation.findall("numerusform")
                forms = [f.text or "" for f in numerus] if numerus else [translation.text or ""]
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            entries[key] = Entry(forms, kind, message.findtext("translatorcomment") or "")
    return entries


def plural_count(language: str) -> int:
    return 2  # English and Spanish: one form for 1, one for the rest


def render_ts(
    language: str, messages: Iterable[Message], old: dict[tuple[str, str, str], Entry]
) -> str:
    by_context: dict[str, list[tuple[Message, bool]]] = {}
    current = {(m.context, m.source, m.disambiguation): m for m in messages}
    for message in current.values():
        by_context.setdefault(message.context, []).append((message, False))
    for key, entry in old.items():
        if key not in current and any(entry.forms):
            gone = Message(key[0], key[1], len(entry.forms) > 1, key[2])
            by_context.setdefault(key[0], []).append((gone, True))
    out = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{LANGUAGES[language]}" sourcelanguage="en">',
    ]
    for context in sorted(by_context):
        out += ["<context>", f"    <name>{_xml(context)}</name>"]
        for message, vanished in sorted(by_context[context], key=lambda m: m[0].source):
            out.append('    <message numerus="yes">' if message.numerus else "    <message>")
            for name in sorted(message.files):
                out.append(f'        <location filename="../../{name}"/>')
            out.append(f"        <source>{_xml(message.source)}</source>")
            if message.disambiguation:
                out.append(f"        <comment>{_xml(message.disambiguation)}</comment>")
            for comment in message.comments:
                out.append(f"        <extracomment>{_xml(comment)}</extracomment>")
            entry = old.get((message.context, message.source, message.disambiguation))
            if entry and entry.note:
                out.append(f"        <translatorcomment>{_xml(entry.note)}</translatorcomment>")
            forms = list(entry.forms) if entry else []
            made = False
            if language == SOURCE_LANGUAGE and message.numerus and not any(forms):
                forms, made = english_forms(message.source), True  # its forms for 1 and more
            kind = "vanished" if vanished else ("unfinished" if not any(forms) else "")
            if entry and entry.kind == "unfinished" and not vanished and not made:
                kind = "unfinished"
            attr = f' type="{kind}"' if kind else ""
            if message.numerus:
                count = plural_count(language)
                forms = (
                    (forms + [""] * count)[:count]
                    if len(forms) > 1
                    else (forms * count if any(forms) else [""] * count)
                )
                out.append(f"        <translation{attr}>")
                out += [f"            <numerusform>{_xml(f)}</numerusform>" for f in forms]
                out.append("        </translation>")
            else:
                text = forms[0] if forms else ""
                out.append(f"        <translation{attr}>{_xml(text)}</translation>")
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


# -- English plurals ------------------------------------------------------------------------------
# The sources are English and written for a count other than 1 ("reveal %n cards"); English's
# form for 1 ("reveal 1 card") is made from the source: the first counted noun after %n (or, in a
# text without %n, the first anywhere) in the singular, and what agrees with it after it. A form
# written into arknova_en.ts by hand is kept over the one made here.
ENGLISH_SINGULAR = {
    "animals": "animal",
    "aviaries": "aviary",
    "buildings": "building",
    "cards": "card",
    "donations": "donation",
    "effects": "effect",
    "enclosures": "enclosure",
    "houses": "house",
    "icons": "icon",
    "kiosks": "kiosk",
    "levels": "level",
    "options": "option",
    "pavilions": "pavilion",
    "points": "point",
    "projects": "project",
    "spaces": "space",
    "sponsors": "sponsor",
    "tokens": "token",
    "tries": "try",
    "universities": "university",
    "turns": "turn",
    "ways": "way",
    "Winners": "Winner",
    "workers": "worker",
    "zoos": "zoo",
}
# What agrees with the counted noun in the rest of its sentence.
ENGLISH_AGREEMENT = {"are": "is", "go": "goes", "them": "it", "these": "this"}
_WORD = re.compile(r"[A-Za-z]+")


def english_forms(source: str) -> list[str]:
    """English's two numerus forms of a source text: for 1, and for any other count. A text
    without %n is one of the pair a `counted` helper picks from by the count: it is read for that
    count only and is its own form for both."""
    start = source.find("%n")
    if start < 0:
        return [source, source]
    singulars = set(ENGLISH_SINGULAR.values())
    for index, match in enumerate(_WORD.finditer(source, start + 2)):
        word = match.group()
        if index >= 3 or word in singulars:  # the counted noun is near %n; this one is counted
            break
        singular = ENGLISH_SINGULAR.get(word)
        if singular is None:
            continue
        head, tail = source[: match.start()], source[match.end() :]
        agreed = _WORD.sub(lambda m: ENGLISH_AGREEMENT.get(m.group(), m.group()), tail)
        return [head + singular + agreed, source]
    return [source, source]


def _xml(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


def ts_path(language: str) -> Path:
    return I18N / f"arknova_{language}.ts"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    parser.add_argument("--dynamic", action="store_true", help="list texts given by variables")
    args = parser.parse_args(argv)
    found = extract()
    if found.problems:
        print("\n".join(found.problems), file=sys.stderr)
        return 2
    if args.dynamic:
        print("\n".join(found.dynamic))
    stale = []
    for language in LANGUAGES:
        path = ts_path(language)
        text = render_ts(language, found.messages.values(), read_ts(path))
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'out of date' if args.check else 'updated'}: {path.relative_to(ROOT)}")
    contexts = {m.context for m in found.messages.values()}
    print(f"{len(found.messages)} texts in {len(contexts)} contexts")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
