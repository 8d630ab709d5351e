"""The Sponsors action. Playing sponsor cards arrives with the sponsors issue; the alternative is
here: advance the break token X spaces and take X money (2X on side II), the full money even when
fewer steps were needed, and in solo the money without any token moving."""

from __future__ import annotations

from attrs import frozen

from . import gains
from .action_cards import ActionRules, register_action
from .break_track import advance_break_token
from .choices import Choice, SponsorBreak
from .constants import SPONSORS
from .core import Core, Decision, Frame


def break_money(strength: int, upgraded: bool) -> int:
    return strength * (2 if upgraded else 1)


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    return 1  # the break-and-money alternative is always possible


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    g.push(SponsorsChoice(seat, strength, upgraded))


register_action(SPONSORS, ActionRules(_min_strength, _start))


@frozen
class SponsorsChoice(Frame):
    strength: int
    upgraded: bool

    def decide(self, g: Core) -> Decision | None:
        return Decision(
            self.seat,
            "sponsors",
            (SponsorBreak(),),
            f"Sponsors: advance the break token {self.strength} and take "
            f"{break_money(self.strength, self.upgraded)} money",
        )

    def resolve(self, g: Core, choice: Choice) -> None:
        assert isinstance(choice, SponsorBreak)
        g.pop()
        advance_break_token(g, self.seat, self.strength)
        gains.gain_money(
            g, self.seat, break_money(self.strength, self.upgraded), "sponsors break alternative"
        )
