""" "Since your last turn": the other seats' public activity (journal.Activity) in short sentences,
and a widget that shows them.

`summary_lines` returns plain strings; headings (one per seat, the break, the end of the game) are
`Heading` strings and "During the break:" / "Turn 12:" lines are `Subheading` strings, so a caller
that only wants text can treat them all as `str`. Every sentence goes through
`QCoreApplication.translate("TurnSummary", ...)` with %1, %2 placeholders (and %n for counts).
No card id, grid cell or engine identifier ever reaches the text: cards are named with the
`card_name` function, buildings with `building_name` (base buildings with our own phrases).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ...engine import LEFT_EDGE_AGAIN_SOURCE, REPUTATION_MAX, SOLO_ROUNDS, GainCapped, GameView
from ...journal import Activity, BreakNote, PlayedCard, SeatActivity, TurnActivity
from ...turns import game_is_finishing, turn_number
from .. import theme
from ..words.card_words import space_label
from ..words.common import arg, join_words
from ..words.names import (
    BUILDINGS,
    action_name,
    action_side_name,
    bonus_thing,
    buildings_count,
    capitalised,
    enclosure_size,
    friendly,
    partner_zoo_name,
    resource_amount,
    resource_name,
    university_name,
)

CONTEXT = "TurnSummary"


class Heading(str):
    """A line that heads a section (a seat, the break, the end of the game)."""

    __slots__ = ()


class Subheading(str):
    """A line that introduces the lines after it within a section ("During the break:")."""

    __slots__ = ()


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(singular: str, plural: str, n: int) -> str:
    """One source text for 1 and a numerus (%n) one for more, so English reads well without a
    translation file and other languages still get their plural forms."""
    return tr(singular) if n == 1 else tr(plural, n)


def join(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return join_words(items, tr)


def resource_item(resource: str, delta: int) -> str:
    """ "money +3", "X-tokens −1": a net change of one counter."""
    amount = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
    return arg(tr("%1 %2"), resource_name(resource), amount)


def building_phrase(building: str, building_name: Callable[[str], str], count: int = 1) -> str:
    """Buildings of one type with their article or count: "a size-3 enclosure", "2 kiosks",
    "the Cable Car" (a unique building named by `building_name`)."""
    if enclosure_size(building) is not None or building in BUILDINGS:
        return buildings_count(building, count)
    return arg(tr("the %1"), friendly(building_name(building)))


# -- the turn number a player reads ---------------------------------------------------------------
def solo_turn_place(number: int) -> tuple[int, int, int]:
    """(round, turn within the round, turns in the round) of solo turn `number` (1 to 27;
    docs/rules.md §11), from the turn number alone: the solo tile has already moved on when a
    turn ends, the table's "Turn N" has not."""
    done = 0
    for index, length in enumerate(SOLO_ROUNDS, start=1):
        if number <= done + length:
            return index, max(number - done, 0), length
        done += length
    return len(SOLO_ROUNDS), SOLO_ROUNDS[-1], SOLO_ROUNDS[-1]


def turn_heading(view: GameView, waiting: bool = False) -> str:
    """ "Turn 12 · Solo round 3 of 6", "Break after turn 7", "Game over after 27 turns"."""
    if view.phase == "over":
        return tr("Game over after %n turns", view.turn)
    if view.phase == "setup":
        return tr("Setting up")
    number = turn_number(view, waiting)
    if not waiting and view.in_break:
        return arg(tr("Break after turn %1"), number)
    if not waiting and game_is_finishing(view):
        return arg(tr("Final scoring after turn %1"), number)
    text = arg(tr("Turn %1"), number)
    if view.solo is not None:
        solo_round = solo_turn_place(number)[0]
        text = arg(tr("%1 · Solo round %2 of %3"), text, solo_round, len(SOLO_ROUNDS))
    return text


def capped_words(e: GainCapped) -> str:
    """What a gain at the maximum came to, without the player: "reputation is at its maximum of
    9 while the Cards action is on side I: 2 reputation not gained"."""
    lost = resource_amount(e.resource, e.lost)
    if e.resource == "reputation" and e.cap < REPUTATION_MAX:
        return arg(
            tr(
                "reputation is at its maximum of %1 while the Cards action is on side I: "
                "%2 not gained"
            ),
            e.cap,
            lost,
        )
    return arg(tr("%1 at the maximum of %2: %3 not gained"), resource_name(e.resource), e.cap, lost)


class _Words:
    """The callables the UI passes in, and the sentences built from them."""

    def __init__(
        self,
        names: Callable[[int], str],
        card_name: Callable[[str], str],
        building_name: Callable[[str], str],
        is_computer: Callable[[int], bool],
        labels: Callable[[int], str] | None = None,
    ) -> None:
        self.names = names
        self.card_name = card_name
        self.building_name = building_name
        self.is_computer = is_computer
        self.labels = labels

    def seat_heading(self, seat: int) -> str:
        if self.labels is not None:
            return self.labels(seat)
        if self.is_computer(seat):
            return arg(tr("%1 (computer)"), self.names(seat))
        return self.names(seat)

    def cards(self, cards: Sequence[str]) -> str:
        return join([self.card_name(c) for c in cards])

    def played(self, card: PlayedCard) -> str:
        name = self.card_name(card.card)
        return arg(tr("%1 (from the display)"), name) if card.from_display else name

    # -- one turn --------------------------------------------------------------------------
    def turn_lines(self, t: TurnActivity) -> list[str]:
        lines: list[str] = []
        if t.actions:
            done = [
                arg(tr("%1 at strength %2"), action_side_name(a.action, a.upgraded), a.strength)
                for a in t.actions
            ]
            text = done[0]
            for later in done[1:]:
                text = arg(tr("%1, then %2"), text, later)
            lines.append(arg(tr("%1."), text))
        if t.x_token_action:
            lines.append(tr("Took an X-token instead of an action."))
        # A sponsor first: its unique or free building comes with it.
        for card in t.sponsors:
            if card.cost:
                lines.append(
                    arg(tr("Played the sponsor %1 for %2 money."), self.played(card), card.cost)
                )
            else:
                lines.append(arg(tr("Played the sponsor %1."), self.played(card)))
        plain = [b for b in t.buildings if not b.source]
        if plain:
            kinds = Counter(b.building for b in plain)  # first built first
            built = join([building_phrase(b, self.building_name, n) for b, n in kinds.items()])
            cost = sum(b.cost for b in plain)
            if cost:
                lines.append(arg(tr("Built %1 for %2 money."), built, cost))
            else:
                lines.append(arg(tr("Built %1 for free."), built))
        for gift in (b for b in t.buildings if b.source):
            built = building_phrase(gift.building, self.building_name)
            if gift.source == LEFT_EDGE_AGAIN_SOURCE:
                text = tr(
                    "Built %1 for free: an uncovered left-edge bonus, paid again at the break."
                )
            else:
                text = tr("Built %1 for free: the bonus of the left-edge space just uncovered.")
            lines.append(arg(text, built))
        for card in t.animals:
            if card.cost:
                lines.append(
                    arg(tr("Played the animal %1 for %2 money."), self.played(card), card.cost)
                )
            else:
                lines.append(arg(tr("Played the animal %1."), self.played(card)))
        supported = list(t.projects_supported)
        for project in t.projects_played:
            support = next((s for s in supported if s.project == project), None)
            name = self.card_name(project)
            if support is None:
                lines.append(arg(tr("Played the conservation project %1."), name))
                continue
            supported.remove(support)
            label = space_label(support.project, support.level)
            if label:
                text = tr("Played and supported the conservation project %1 at the space %2.")
                lines.append(arg(text, name, label))
            else:
                lines.append(arg(tr("Played and supported the conservation project %1."), name))
        for support in supported:
            name = self.card_name(support.project)
            label = space_label(support.project, support.level)
            if label:
                text = tr("Supported the conservation project %1 at the space %2.")
                lines.append(arg(text, name, label))
            else:
                lines.append(arg(tr("Supported the conservation project %1."), name))
        if t.donations:
            lines.append(counted("Made a donation.", "Made %n donations.", t.donations))
        for continent in t.partner_zoos:
            lines.append(arg(tr("Took the %1."), partner_zoo_name(continent)))
        for university in t.universities:
            lines.append(arg(tr("Took a university: %1."), university_name(university)))
        for action in t.upgrades:
            lines.append(arg(tr("Upgraded the %1 action card."), action_name(action)))
        for tile in t.bonus_tiles:
            words = bonus_thing(tile)
            if words:
                lines.append(arg(tr("Took the bonus tile: %1."), words))
            else:
                lines.append(tr("Took a bonus tile."))
        if t.from_display:
            lines.append(arg(tr("Took %1 from the display."), self.cards(t.from_display)))
        for project in t.base_projects:
            lines.append(
                arg(tr("Took the base project %1 into the hand."), self.card_name(project))
            )
        if t.drawn:
            lines.append(counted("Drew a card.", "Drew %n cards.", t.drawn))
        if t.cards_taken_from_players:
            lines.append(
                counted(
                    "Took a random card from another player's hand.",
                    "Took %n random cards from other players' hands.",
                    t.cards_taken_from_players,
                )
            )
        if t.discarded:
            if t.during_break:
                lines.append(
                    counted(
                        "Discarded a card down to the hand limit.",
                        "Discarded %n cards down to the hand limit.",
                        t.discarded,
                    )
                )
            else:
                lines.append(counted("Discarded a card.", "Discarded %n cards.", t.discarded))
        if t.display_discarded:
            lines.append(arg(tr("Discarded %1 from the display."), self.cards(t.display_discarded)))
        for released in t.released:
            lines.append(arg(tr("Released %1 into the wild."), self.card_name(released)))
        for moved, building in t.moved_animals:
            lines.append(
                arg(
                    tr("Moved %1 into the new %2."),
                    self.card_name(moved),
                    friendly(self.building_name(building)),
                )
            )
        if t.pouched:
            lines.append(
                counted(
                    "Put a card from the hand under an animal.",
                    "Put %n cards from the hand under an animal.",
                    t.pouched,
                )
            )
        if t.rescued:
            lines.append(
                counted(
                    "Slid an animal under the zoo map.",
                    "Slid %n animals under the zoo map.",
                    t.rescued,
                )
            )
        for capped in t.capped:
            lines.append(arg(tr("%1."), capitalised(capped_words(capped))))
        only_the_x_token = t.x_token_action and dict(t.deltas) == {"x_tokens": 1}
        if t.deltas and not only_the_x_token:
            items = [resource_item(r, d) for r, d in t.deltas.items()]
            listed = items[0]
            for item in items[1:]:
                listed = arg(tr("%1, %2"), listed, item)
            lines.append(arg(tr("Net change: %1."), listed))
        if t.triggered_break:
            lines.append(tr("Moved the break token to the end: a break follows."))
        if t.triggered_end:
            lines.append(tr("Triggered the end of the game."))
        return lines

    def seat_lines(self, activity: SeatActivity) -> list[str]:
        lines: list[str] = []
        own_turns = {t.turn for t in activity.turns if t.is_own_turn}
        # A heading per own turn when there are several, or when a break or another player's
        # turn has a heading of its own (else the own turn would read as part of it).
        several = len(own_turns) > 1 or any(not t.is_own_turn for t in activity.turns)
        for t in activity.turns:
            body = self.turn_lines(t)
            if not body:
                continue
            if t.during_break:
                lines.append(Subheading(tr("During the break:")))
            elif not t.is_own_turn:
                if t.turn_seat >= 0:
                    lines.append(Subheading(arg(tr("During %1's turn:"), self.names(t.turn_seat))))
                else:
                    lines.append(Subheading(tr("During another player's turn:")))
            elif several:
                # t.turn is the turn's own number (TurnStarted.turn): the log's "Turn N".
                lines.append(Subheading(arg(tr("Turn %1:"), t.turn)))
            lines.extend(body)
        return lines

    def break_lines(self, note: BreakNote) -> list[str]:
        """Only what the break has done so far, with the amounts; what is still to come."""
        if note.turn_seat >= 0:
            text = (
                "A break followed %1's turn." if note.finished else "A break began after %1's turn."
            )
            lines = [arg(tr(text), self.names(note.turn_seat))]
        else:
            lines = [tr("A break happened.") if note.finished else tr("A break is under way.")]
        if note.display_discarded:
            lines.append(
                arg(
                    tr("The first two display cards left the display: %1."),
                    self.cards(note.display_discarded),
                )
            )
        if note.display_added:
            lines.append(arg(tr("New in the display: %1."), self.cards(note.display_added)))
        if note.income:
            paid = join(
                [arg(tr("%1 %2 money"), self.names(seat), money) for seat, money in note.income]
            )
            text = "Income: %1." if note.finished else "Income paid so far: %1."
            lines.append(arg(tr(text), paid))
        if note.donation_blocked:
            lines.append(
                arg(
                    tr("A solo token now blocks the donation space of %1 money."),
                    note.donation_blocked,
                )
            )
        if note.finished:
            return lines
        if not note.display_replaced:
            lines.append(
                tr(
                    "Whoever holds more cards than the hand limit discards down to it first. "
                    "Still to come: two new display cards, then everyone's income."
                )
            )
        elif not note.income_started:
            lines.append(tr("Still to come: everyone's income."))
        else:
            lines.append(tr("Still to come: the rest of the income."))
        return lines

    def end_lines(self, activity: Activity) -> list[str]:
        lines: list[str] = []
        end = activity.end
        if end is not None:
            if end.during_break:
                text = tr("%1 triggered the end of the game during the break.")
            else:
                text = tr("%1 triggered the end of the game: the final turns are played.")
            lines.append(arg(text, self.names(end.seat)))
        if activity.game_over:
            if activity.winners:
                winners = join([self.names(w) for w in activity.winners])
                lines.append(arg(tr("The game is over. Winner: %1."), winners))
            else:
                lines.append(tr("The game is over."))
        return lines


def summary_lines(
    activity: Activity,
    names: Callable[[int], str],
    card_name: Callable[[str], str],
    building_name: Callable[[str], str],
    is_computer: Callable[[int], bool],
    labels: Callable[[int], str] | None = None,
) -> list[str]:
    """The activity in short sentences: per seat (in turn order after the viewer) a `Heading` and
    its lines, a "Break" section after the seat whose turn it followed, the end of the game last.
    One line if nothing happened. `labels`: the seats' names for the headings as the table shows
    them (a computer's with its level: `GameSession.seat_label`); without it a computer seat's
    heading is its name marked "(computer)"."""
    words = _Words(names, card_name, building_name, is_computer, labels)
    sections: list[tuple[int, list[str]]] = []  # (seat or -1, lines)
    for seat_activity in activity.seats:
        body = words.seat_lines(seat_activity)
        if body:
            sections.append(
                (seat_activity.seat, [Heading(words.seat_heading(seat_activity.seat)), *body])
            )
    for note in activity.breaks:
        block = [Heading(tr("Break")), *words.break_lines(note)]
        after = next((i for i, (s, _) in enumerate(sections) if s == note.turn_seat), None)
        if after is not None:
            sections.insert(after + 1, (-1, block))
        elif note.turn_seat == activity.for_seat:
            sections.insert(0, (-1, block))
        else:
            sections.append((-1, block))
    end = words.end_lines(activity)
    if end:
        sections.append((-1, [Heading(tr("End of the game")), *end]))
    lines = [line for _, block in sections for line in block]
    if not lines:
        return [tr("Nothing happened since your last turn.")]
    return lines


def plain_text(lines: Sequence[str]) -> str:
    """The lines as one text: headings alone on a line, sentences indented under them."""
    out: list[str] = []
    for line in lines:
        if isinstance(line, Heading):
            out.append(str(line))
        elif isinstance(line, Subheading):
            out.append("  " + str(line))
        else:
            out.append("  \u2022 " + str(line))
    return "\n".join(out)


BULLET = "\u2022"


class BulletLine(QLabel):
    """A summary sentence with its bullet hanging in the margin, so a wrapped sentence goes on
    under its first word, not under the bullet (seen in the real window). `text()` keeps the
    bullet ("• Net change: money +3.") as it reads."""

    def text(self) -> str:
        return f"{BULLET} {super().text()}"

    def bullet_width(self) -> float:
        return QFontMetricsF(self.font()).horizontalAdvance(f"{BULLET} ")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        box = self.contentsRect()
        ascent = QFontMetricsF(self.font()).ascent()
        painter.drawText(QPointF(box.left() - self.bullet_width(), box.top() + ascent), BULLET)
        painter.end()


class SummaryView(QScrollArea):
    """The summary, readable: a bold heading per section, wrapped sentences, a scroll bar when
    long. `set_lines` takes what `summary_lines` returns (plain strings are sentences).

    It has no background of its own: it lies on a panel (`surface="panel"`: the chrome's text
    colours, following the variant) or on paper (`surface="paper"`: printed ink in both)."""

    def __init__(self, parent: QWidget | None = None, surface: str = "panel") -> None:
        super().__init__(parent)
        self.surface = surface
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QScrollArea { background: transparent; }")
        self._lines: list[str] = []
        self._labels: list[QLabel] = []
        self._body = QWidget()
        self._body.setObjectName("turn_summary_body")
        self._body.setStyleSheet("#turn_summary_body { background: transparent; }")
        self._layout = QVBoxLayout(self._body)
        self._layout.addStretch(1)
        self.setWidget(self._body)
        self._restyle()
        theme.manager().changed.connect(self._restyle)

    def set_surface(self, surface: str) -> None:
        """What the summary lies on: "panel" or "paper"."""
        self.surface = surface
        self._restyle()

    def _restyle(self) -> None:
        """The lines' colours, type and spacing from the theme (again after a change)."""
        margin = theme.space(1)
        self._layout.setContentsMargins(margin, margin, margin, margin)
        self._layout.setSpacing(theme.space(0.75))
        for index, label in enumerate(self._labels):
            self._style_label(label, self._lines[index], index)

    def _style_label(self, label: QLabel, line: str, index: int) -> None:
        palette = theme.colors()
        paper = self.surface == "paper"
        ink = palette.css("ink" if paper else "text")
        soft = palette.css("ink_soft" if paper else "text_soft")
        if isinstance(line, Heading):
            top = 0 if index == 0 else theme.space(2)
            label.setFont(theme.font("title", bold=True))
            label.setStyleSheet(
                f"color: {ink}; {theme.font_css('title', bold=True)} margin-top: {top}px;"
            )
        elif isinstance(line, Subheading):
            label.setFont(theme.font("small", italic=True))
            label.setStyleSheet(
                f"color: {soft}; font-style: italic; {theme.font_css('small')}"
                f" margin-left: {theme.space(2)}px;"
            )
        else:
            label.setFont(theme.font("body"))
            hanging = label.bullet_width() if isinstance(label, BulletLine) else 0.0
            label.setStyleSheet(
                f"color: {ink}; {theme.font_css('body')}"
                f" margin-left: {theme.space(3.5) + round(hanging)}px;"
            )

    def wanted_height(self, width: int) -> int:
        """The height that shows every line wrapped to `width` without scrolling."""
        margins = self._layout.contentsMargins()
        inner = max(width - margins.left() - margins.right(), 40)
        heights = [
            (h if (h := label.heightForWidth(inner)) > 0 else label.sizeHint().height())
            for label in self._labels
        ]
        spacing = self._layout.spacing() * max(len(heights) - 1, 0)
        # One line of slack: a label's own margins can wrap a line more than measured here.
        slack = self.fontMetrics().lineSpacing()
        return sum(heights) + spacing + margins.top() + margins.bottom() + slack

    def set_lines(self, lines: Sequence[str]) -> None:
        # The same lines again (the window refreshes the summary more than once a click): the
        # labels stay, none made and styled anew.
        if [(type(a), a) for a in lines] == [(type(b), b) for b in self._lines]:
            return
        for label in self._labels:
            self._layout.removeWidget(label)
            label.setParent(None)
            label.deleteLater()
        self._labels = []
        self._lines = list(lines)
        for index, line in enumerate(self._lines):
            plain = isinstance(line, Heading | Subheading)
            label = QLabel(str(line)) if plain else BulletLine(str(line))
            label.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
            if isinstance(line, Heading):
                label.setObjectName("summary_heading")
            elif isinstance(line, Subheading):
                label.setObjectName("summary_subheading")
            else:
                label.setObjectName("summary_line")
            self._style_label(label, line, index)
            self._layout.insertWidget(self._layout.count() - 1, label)
            self._labels.append(label)

    def lines(self) -> list[str]:
        return list(self._lines)

    def text(self) -> str:
        """Everything shown, as plain text (for tests and screen readers)."""
        return plain_text(self._lines)
