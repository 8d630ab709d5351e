"""Choices to and from plain JSON-ready data, as a cattrs tagged union (tag = the choice kind)."""

from __future__ import annotations

from typing import Any, Union

import cattrs
from cattrs.strategies import configure_tagged_union

from .choices import CHOICE_TYPES, Choice

_KIND_TO_TYPE: dict[str, type[Choice]] = {cls.kind: cls for cls in CHOICE_TYPES}
_TYPE_TO_KIND: dict[type, str] = {cls: cls.kind for cls in CHOICE_TYPES}
ChoiceUnion: Any = Union[tuple(CHOICE_TYPES)]  # noqa: UP007 - built from the registry at run time


def _make_converter() -> cattrs.Converter:
    converter = cattrs.Converter(forbid_extra_keys=True)
    configure_tagged_union(
        ChoiceUnion, converter, tag_generator=_TYPE_TO_KIND.__getitem__, tag_name="kind"
    )
    return converter


CONVERTER = _make_converter()


def choice_to_data(choice: Choice) -> dict[str, Any]:
    data: dict[str, Any] = CONVERTER.unstructure(choice, unstructure_as=ChoiceUnion)
    return data


def choice_from_data(data: object) -> Choice:
    """Rebuild a choice; raises ValueError with a readable message for anything malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"a choice must be an object, not {type(data).__name__}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _KIND_TO_TYPE:
        raise ValueError(f"unknown choice kind {kind!r}")
    try:
        choice: Choice = CONVERTER.structure(data, ChoiceUnion)
    except Exception as error:  # cattrs raises several error types; report them alike
        raise ValueError(f"malformed {kind} choice: {data!r}") from error
    return choice
