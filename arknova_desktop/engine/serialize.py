"""Choices to and from plain JSON-ready data, as a cattrs tagged union (tag = the choice kind)."""

from __future__ import annotations

from typing import Any, Union

import cattrs
from cattrs.strategies import configure_tagged_union

from .kernel.choices import CHOICE_TYPES, Choice

_KIND_TO_TYPE: dict[str, type[Choice]] = {cls.kind: cls for cls in CHOICE_TYPES}
_TYPE_TO_KIND: dict[type, str] = {cls: cls.kind for cls in CHOICE_TYPES}
ChoiceUnion: Any = Union[tuple(CHOICE_TYPES)]  # noqa: UP007 - built from the registry at run time


def _exactly(kind: type) -> Any:
    """A structure hook that accepts only values of exactly this JSON type (no "1" for 1, no
    false for 0): a save file with the wrong types is damaged, not something to guess at."""

    def structure(value: object, _type: object) -> object:
        if type(value) is not kind:
            raise TypeError(f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    return structure


def _make_converter() -> cattrs.Converter:
    converter = cattrs.Converter(forbid_extra_keys=True)
    for kind in (int, str, bool):
        converter.register_structure_hook(kind, _exactly(kind))
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
        raise ValueError(f"unknown choice kind {_short(kind)}")
    try:
        choice: Choice = CONVERTER.structure(data, ChoiceUnion)
    except Exception as error:  # cattrs raises several error types; report them alike
        raise ValueError(f"malformed {kind} choice: {_short(data)}") from error
    return choice


def _short(value: object, limit: int = 120) -> str:
    """A value for an error message, cut short: a hostile file must not flood the screen."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
