"""Choices made on the players' boards: while the decision at the screen is about players
(`Game.player_options`) — whom an interactive effect hits on a tie for the lead (a player's whole
board), what a pilfered player gives (the hand count or the money of their own board) — each such
thing is lit when it is one of the options and dimmed when it is not, with the engine's reason
on hover; a click on a lit one answers the option it stands for.

`Mark` is what one board's part shows; `board_marks` finds them for every board; `dim` veils a
widget that cannot be chosen now.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

from ...engine import Choice, PlayerOption
from ...session import GameSession
from ..words.choice_words import option_texts
from .board_choices import choice_note

DIM_OPACITY = 0.38  # a thing that cannot be chosen now, under the veil


@frozen
class Mark:
    """One thing of a board that the open decision is about: the choice, lit or not, its tip."""

    choice: Choice
    lit: bool
    tip: str


def board_marks(session: GameSession) -> dict[int, dict[str, Mark]]:
    """For each board (seat) the marked parts (`PART_BOARD`, `PART_HAND`, `PART_MONEY`) of the
    decision at the screen; empty when it is not about players."""
    decision = session.table_decision
    if decision is None:
        return {}
    found: tuple[PlayerOption, ...] = session.game.player_options(decision.seat)
    lit = [o.choice for o in found if o.reason is None]
    texts = dict(zip(lit, option_texts(lit, session.game, decision), strict=True)) if lit else {}
    marks: dict[int, dict[str, Mark]] = {}
    for option in found:
        tip = choice_note(option.reason, texts.get(option.choice, ""))
        marks.setdefault(option.board, {})[option.part] = Mark(
            option.choice, option.reason is None, tip
        )
    return marks


def dim(widget: QWidget, dimmed: bool) -> None:
    """Veil `widget` (and what is in it) while it cannot be chosen; lift the veil after (the
    effect stays, switched off: an effect that is off costs nothing when painting)."""
    effect = widget.graphicsEffect()
    if not isinstance(effect, QGraphicsOpacityEffect):
        if not dimmed:
            return
        effect = QGraphicsOpacityEffect(widget)
        effect.setOpacity(DIM_OPACITY)
        widget.setGraphicsEffect(effect)
    if effect.isEnabled() != dimmed:
        effect.setEnabled(dimmed)
