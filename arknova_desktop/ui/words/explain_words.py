"""Words for the engine's explanations: why an action card or a card cannot be used now, and what
an action card would do at its strength. The engine hands over typed data (`engine.explain`);
every sentence is made here, through Qt's translation function, so a translation can follow."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import (
    ActionPreview,
    AnimalsPreview,
    AssociationPreview,
    BuildPreview,
    CardsPreview,
    Reason,
    SponsorsPreview,
    Unusable,
)
from .card_words import counter_noun
from .common import QT_TRANSLATE_NOOP, arg
from .names import action_name, building_name, icon_count, icon_name, side_name

CONTEXT = "Explain"

# The names (actions, sides, icons) are the app's one vocabulary; re-exported for the views that
# import them from here.
__all__ = [
    "action_name",
    "plural",
    "preview_text",
    "reason_text",
    "reasons_text",
    "side_name",
]


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def trn(text: str, n: int) -> str:
    """A text with a count: Qt puts the number in for %n (and picks the plural form)."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def plural(n: int, one: str, many: str) -> str:
    """English has two forms; a translation file may have more (then `many` is the source)."""
    return trn(one if n == 1 else many, n)


def _condition(reason: Reason) -> str:
    detail = reason.detail or ""
    needed, have = reason.needed, reason.have
    if detail.startswith("icon:"):
        icons = icon_count(detail.removeprefix("icon:"), needed or 0)
        return arg(tr("needs %1 (you have %2)"), icons, have)
    if detail.startswith(("release:", "breeding:")):
        icon = icon_name(detail.split(":", 1)[1])
        return arg(tr("no fitting %1 animal in your zoo"), icon)
    if detail == "partner_zoo":
        return tr("needs a partner zoo on one of its continents")
    if detail == "partner_zoos":
        return (
            tr("needs %1 partner zoos (you have %2)")
            .replace("%1", str(needed))
            .replace("%2", str(have))
        )
    if detail == "reputation":
        return (
            tr("needs reputation %1 (you have %2)")
            .replace("%1", str(needed))
            .replace("%2", str(have))
        )
    if detail == "max_appeal":
        return (
            tr("only up to %1 appeal (you have %2)")
            .replace("%1", str(needed))
            .replace("%2", str(have))
        )
    if needed is not None and have is not None and detail:  # a project's count
        return arg(tr("needs %1 %2 (you have %3)"), needed, counter_noun(detail, needed), have)
    return tr("a condition of the card is not met")


# What NOTHING_TO_TAKE, ALREADY_YOURS and LIMIT_REACHED are about (their `detail`).
_NOTHING_TO_TAKE = {
    "partner_zoo": QT_TRANSLATE_NOOP("Explain", "there is no partner zoo you could take"),
    "university": QT_TRANSLATE_NOOP("Explain", "there is no university you could take"),
    "project": QT_TRANSLATE_NOOP("Explain", "there is no project you could support now"),
    "enclosure_3": QT_TRANSLATE_NOOP("Explain", "there is no place for it on your map"),
    "sponsor": QT_TRANSLATE_NOOP("Explain", "there is no sponsor you could play with it"),
    "left_edge": QT_TRANSLATE_NOOP("Explain", "its token is on a project already"),
    "upgrade": QT_TRANSLATE_NOOP("Explain", "you have no action card left to upgrade"),
    "hand": QT_TRANSLATE_NOOP("Explain", "you have no card in your hand"),
}
_ALREADY_YOURS = {
    "partner_zoo": QT_TRANSLATE_NOOP("Explain", "you have this partner zoo already"),
    "university": QT_TRANSLATE_NOOP("Explain", "you have this university already"),
    "project": QT_TRANSLATE_NOOP("Explain", "you support this project already"),
}
_LIMIT_REACHED = {
    "partner_zoo": QT_TRANSLATE_NOOP(
        "Explain", "you have %1 partner zoos, the most a zoo may have"
    ),
    "university": QT_TRANSLATE_NOOP("Explain", "you have %1 universities, the most a zoo may have"),
    "worker": QT_TRANSLATE_NOOP("Explain", "you have %1 workers, the most a zoo may have"),
}


def _board_reason(reason: Reason) -> str:
    """A reason of the association board (engine explain_board.py); "" for any other."""
    kind, detail = reason.kind, reason.detail or ""
    if kind is Unusable.TOO_FEW_STRENGTH_LEFT:
        return arg(
            tr("it is worth %1, this action has only %2 strength left"), reason.needed, reason.have
        )
    if kind is Unusable.NOTHING_TO_TAKE:
        return tr(_NOTHING_TO_TAKE.get(detail, "you could not use it now"))
    if kind is Unusable.BEYOND_REACH:
        slot, reach = reason.have, reason.needed
        return arg(tr("in slot %1: hypnosis reaches slots 1 to %2 only"), slot, reach)
    if kind is Unusable.ALREADY_YOURS:
        return tr(_ALREADY_YOURS.get(detail, "you have it already"))
    if kind is Unusable.LIMIT_REACHED:
        return arg(
            tr(_LIMIT_REACHED.get(detail, "you have %1, the most you may have")), reason.have
        )
    phrases = {
        Unusable.TASK_DONE_IN_THIS_ACTION: QT_TRANSLATE_NOOP(
            "Explain", "you did that task in this action already"
        ),
        Unusable.DONATION_AFTER_TASK: QT_TRANSLATE_NOOP(
            "Explain", "a donation comes after a task of this action"
        ),
        Unusable.DONATED_IN_THIS_ACTION: QT_TRANSLATE_NOOP(
            "Explain", "one donation per Association action"
        ),
        Unusable.NOT_ON_OFFER: QT_TRANSLATE_NOOP(
            "Explain", "another player took it; it is on offer again after the break"
        ),
        Unusable.LEVEL_TAKEN: QT_TRANSLATE_NOOP("Explain", "that space has a token on it already"),
        Unusable.NOT_A_TARGET: QT_TRANSLATE_NOOP(
            "Explain", "not one of the players tied for the lead that it may target"
        ),
    }
    return tr(phrases[kind]) if kind in phrases else ""


def reason_text(reason: Reason) -> str:
    """One reason as a short phrase ("costs 12 money, you have 8")."""
    kind, needed, have = reason.kind, reason.needed, reason.have
    if kind is Unusable.NOT_ENOUGH_MONEY:
        return tr("costs %1 money, you have %2").replace("%1", str(needed)).replace("%2", str(have))
    if kind is Unusable.OUTSIDE_REPUTATION_RANGE:
        return (
            tr("folder %1 is outside your reputation range (1–%2)")
            .replace("%1", str(needed))
            .replace("%2", str(have))
        )
    if kind is Unusable.TOO_FEW_STRENGTH:
        return (
            tr("needs strength %1, your card reaches %2")
            .replace("%1", str(needed))
            .replace("%2", str(have))
        )
    if kind is Unusable.CONDITION_NOT_MET:
        return _condition(reason)
    if kind is Unusable.NEEDS_UPGRADED_CARD:
        return tr("needs the %1 card on side II").replace("%1", action_name(reason.detail or ""))
    if kind is Unusable.BUILT_IN_THIS_ACTION:
        return tr("you have already built one in this Build action")
    if kind is Unusable.TOO_LARGE:
        return arg(tr("it takes %1 spaces, this Build action allows up to %2"), needed, have)
    if kind is Unusable.TOO_LARGE_FOR_REST:
        return arg(tr("it takes %1 spaces, only %2 are left in this Build action"), needed, have)
    if kind is Unusable.ONE_PER_ZOO:
        return arg(tr("a zoo has only one %1"), building_name(reason.detail or ""))
    if kind is Unusable.NO_PLACE_ON_MAP:
        return tr("there is no place on your map where it may stand")
    board = _board_reason(reason)
    if board:
        return board
    if kind is Unusable.NO_FITTING_ENCLOSURE:
        if needed:
            return tr("no free enclosure of size %1 or more fits it").replace("%1", str(needed))
        return tr("no enclosure in your zoo fits it")
    phrases = {
        Unusable.GAME_OVER: QT_TRANSLATE_NOOP("Explain", "the game is over"),
        Unusable.NOT_YOUR_DECISION: QT_TRANSLATE_NOOP("Explain", "another player is deciding"),
        Unusable.NOT_CHOOSING_ACTION: QT_TRANSLATE_NOOP("Explain", "finish the current step first"),
        Unusable.ONLY_X_TOKEN_ACTION: QT_TRANSLATE_NOOP(
            "Explain", "only the X-token action is possible"
        ),
        Unusable.X_TOKENS_FULL: QT_TRANSLATE_NOOP("Explain", "you already hold the most X-tokens"),
        Unusable.CONSTRICTION: QT_TRANSLATE_NOOP(
            "Explain", "a Constriction token takes 2 strength"
        ),
        Unusable.SIZE_NOT_ALLOWED: QT_TRANSLATE_NOOP("Explain", "that animal size is not allowed"),
        Unusable.NO_PLACE_FOR_BUILDING: QT_TRANSLATE_NOOP(
            "Explain", "there is no place for its building"
        ),
        Unusable.NO_ANIMAL_PLAYABLE: QT_TRANSLATE_NOOP(
            "Explain", "no animal in your hand or in reach can be played"
        ),
        Unusable.NO_SPONSOR_PLAYABLE: QT_TRANSLATE_NOOP(
            "Explain", "no sponsor can be played (only the break money)"
        ),
        Unusable.NOTHING_TO_BUILD: QT_TRANSLATE_NOOP(
            "Explain", "no building fits anywhere in your zoo"
        ),
        Unusable.NO_TASK_AVAILABLE: QT_TRANSLATE_NOOP("Explain", "no association task can be done"),
        Unusable.NO_ACTIVE_WORKER: QT_TRANSLATE_NOOP("Explain", "no free association worker"),
        Unusable.TASK_CLOSED: QT_TRANSLATE_NOOP("Explain", "that task is full until the break"),
        Unusable.NO_PROJECT_TOKEN_LEFT: QT_TRANSLATE_NOOP(
            "Explain", "no conservation token left to support a project"
        ),
        Unusable.NO_RULES: QT_TRANSLATE_NOOP("Explain", "not available"),
    }
    return tr(phrases.get(kind, "not possible now"))


def reasons_text(reasons: tuple[Reason, ...]) -> str:
    """Several reasons joined into one phrase, without repeats."""
    phrases = list(dict.fromkeys(reason_text(r) for r in reasons))
    return "; ".join(phrases)


def preview_text(preview: ActionPreview) -> str:
    """What an action card does at its strength, in a few words."""
    if isinstance(preview, CardsPreview):
        parts = [plural(preview.draws, "draw %n card", "draw %n cards")]
        if preview.discards:
            parts.append(plural(preview.discards, "discard %n", "discard %n"))
        text = ", ".join(parts)
        if preview.can_snap:
            text = tr("%1 — or snap a card from the display").replace("%1", text)
        return text
    if isinstance(preview, BuildPreview):
        if preview.several:
            return trn("buildings up to %n spaces in all", preview.max_size)
        return trn("one building up to size %n", preview.max_size)
    if isinstance(preview, AnimalsPreview):
        if preview.animals == 0:
            return tr("no animal at this strength")
        return plural(preview.animals, "play %n animal", "play up to %n animals")
    if isinstance(preview, AssociationPreview):
        text = trn("a task worth up to %n", preview.max_value)
        if preview.several:
            text = trn("tasks worth up to %n in all", preview.max_value)
        if preview.donation:
            text = tr("%1, and a donation").replace("%1", text)
        return text
    if isinstance(preview, SponsorsPreview):
        text = trn("a sponsor up to level %n", preview.max_level)
        if preview.several:
            text = trn("sponsors up to level %n in all", preview.max_level)
        # No break token moves in solo (break_steps 0): the money alone.
        alternative = (
            tr("%1, or %2 money and the break token")
            if preview.break_steps
            else tr("%1, or %2 money")
        )
        return alternative.replace("%1", text).replace("%2", str(preview.break_money))
    return ""
