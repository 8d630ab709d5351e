"""Small helpers every words module shares: filling %1..%9, joining a list in words and marking
source texts for lupdate. Each module keeps its own translation context, so the joining words are
translated through the caller's `tr`."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_PLACEHOLDER = re.compile(r"%(\d)")


def arg(text: str, *values: object) -> str:
    """Fill %1..%9 in one pass (a value containing "%2" stays as it is), like QString.arg."""

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if 0 <= index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, text)


def join_words(items: Sequence[str], tr: Callable[[str], str], last: str = "%1 and %2") -> str:
    """ "a", "a and b", "a, b and c" (or with "or": pass last="%1 or %2")."""
    if not items:
        return ""
    head = items[0]
    for item in items[1:-1]:
        head = arg(tr("%1, %2"), head, item)
    return head if len(items) == 1 else arg(tr(last), head, items[-1])


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """As QT_TRANSLATE_NOOP, for a text looked up with a count (`translate(context, text, None,
    n)`): a numerus one, whose translation has a form for each plural of its language."""
    return text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks `text` as a source text of `context` for lupdate; it is translated where it is used
    (`QCoreApplication.translate(context, text)`). PySide6's own returns `object` to mypy."""
    return text
