"""Translations end to end: every text given to a translation helper is in the .ts files under the
context it is looked up with at run time (tools/i18n_extract.py), translations keep their
placeholders, the .qm files are built from the .ts files as they are, what a real session looks
up is all in the .ts, and `--lang es` makes the window Spanish."""

from __future__ import annotations

import json
import random
import re
import sys
import textwrap
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QApplication, QWidget
from ui_helpers import choose

from arknova_desktop.engine import GameConfig, default_cards, new_game
from arknova_desktop.session import HUMAN, GameSession
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.words.names import card_title

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_translations  # noqa: E402
import i18n_extract  # noqa: E402

PLACEHOLDER = re.compile(r"%n|%L?\d|%[sd]|\{\w+\}")


@pytest.fixture(scope="module")
def found() -> i18n_extract.Package:
    return i18n_extract.extract()


def ts_messages(language: str) -> dict[tuple[str, str, str], ET.Element]:
    root = ET.parse(i18n_extract.ts_path(language)).getroot()
    return {
        (c.findtext("name") or "", m.findtext("source") or "", m.findtext("comment") or ""): m
        for c in root.iter("context")
        for m in c.iter("message")
    }


# -- the extractor and the .ts files ---------------------------------------------------------------
def test_the_package_has_no_text_the_extractor_cannot_place(found: i18n_extract.Package) -> None:
    assert found.problems == []
    assert len(found.messages) > 1500


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_text_is_in_the_ts_under_its_context(
    found: i18n_extract.Package, language: str
) -> None:
    messages = ts_messages(language)
    missing = [key[:2] for key in found.messages if key not in messages]
    assert missing == [], "run tools/i18n_extract.py"
    for key, message in found.messages.items():
        element = messages[key]
        assert (element.get("numerus") == "yes") == message.numerus, key
        kind = element.find("translation").get("type")  # type: ignore[union-attr]
        assert kind != "vanished", f"{key} is in the code but marked vanished"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_ts_files_are_up_to_date(found: i18n_extract.Package, language: str) -> None:
    path = i18n_extract.ts_path(language)
    rendered = i18n_extract.render_ts(language, found.messages.values(), i18n_extract.read_ts(path))
    assert path.read_text(encoding="utf-8") == rendered, "run tools/i18n_extract.py"


def test_translations_keep_every_placeholder_of_their_source() -> None:
    wrong = []
    for language in ("en", "es"):
        for (context, source, _), element in ts_messages(language).items():
            translation = element.find("translation")
            assert translation is not None
            if translation.get("type") == "vanished":
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")] or [
                translation.text or ""
            ]
            if not any(forms):
                continue
            needed = Counter(PLACEHOLDER.findall(source))
            for index, form in enumerate(forms):
                # The singular form may write the number out ("una carta"); the rest keep %n.
                have = Counter(PLACEHOLDER.findall(form))
                if len(forms) > 1 and index == 0:
                    have["%n"] = needed["%n"]
                if have != needed:
                    wrong.append((language, context, source, form))
    assert wrong == []


# Words ending in s that are no plural noun of a count.
NOT_PLURAL = {"is", "its", "this", "was", "has", "plus", "bonus", "as", "us", "yours", "Sponsors"}
PREPOSITIONS = {"under", "of", "from", "on", "in", "to", "and", "with", "for", "into"}


def test_every_english_count_has_its_form_for_one() -> None:
    """The sources are written for a count other than 1 ("reveal %n cards"): the English file
    gives every numerus text its two forms, the one for 1 without a plural noun near %n ("reveal
    1 card") and the source for the rest. A count text without them read "reveal 1 cards"."""
    lacking, plural_for_one = [], []
    for (context, source, _), element in ts_messages("en").items():
        translation = element.find("translation")
        assert translation is not None
        if element.get("numerus") != "yes" or translation.get("type") == "vanished":
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        if translation.get("type") == "unfinished" or len(forms) != 2 or not all(forms):
            lacking.append((context, source))
            continue
        assert forms[1] == source, (context, source)
        near = re.search(r"%n((?:\W+[\w-]+){1,3})", forms[0])
        words = re.findall(r"[\w-]+", near.group(1)) if near else []
        words = words[: next((i for i, w in enumerate(words) if w in PREPOSITIONS), 3)]
        if any(w.endswith("s") and w not in NOT_PLURAL for w in words):
            plural_for_one.append((context, forms[0]))
    assert lacking == [], "run tools/i18n_extract.py"
    assert plural_for_one == [], "add the noun to i18n_extract.ENGLISH_SINGULAR"


def test_english_reads_1_card_and_2_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With the English translator the app installs, a count of 1 is said in the singular: in
    what the choice words make, and for every numerus text of the English file."""
    from types import SimpleNamespace

    from arknova_desktop.ui.language import install_language
    from arknova_desktop.ui.words.choice_words import _reveal_and_keep, pick_to_discard_text

    app = QApplication.instance()
    assert app is not None
    assert "arknova_en.qm" in install_language(app, "en")
    hunter = SimpleNamespace(count=1, animals_only=True)
    assert _reveal_and_keep(hunter) == "Hunter: reveal 1 card and keep 1 animal"
    hunter.count = 2
    assert _reveal_and_keep(hunter) == "Hunter: reveal 2 cards and keep 1 animal"
    perception = SimpleNamespace(count=1, keep=1)
    assert _reveal_and_keep(perception) == "Perception: draw 1 card and keep 1"
    perception.count = 3
    assert _reveal_and_keep(perception) == "Perception: draw 3 cards and keep 1"
    assert pick_to_discard_text(2) == "Click 2 cards to discard them"
    wrong = []
    for (context, source, comment), element in ts_messages("en").items():
        translation = element.find("translation")
        if element.get("numerus") != "yes" or translation.get("type") == "vanished":  # type: ignore[union-attr]
            continue
        one, many = (f.text or "" for f in translation.findall("numerusform"))  # type: ignore[union-attr]
        for n, form in ((1, one), (2, many)):
            looked_up = QCoreApplication.translate(context, source, comment or None, n)
            if looked_up != form.replace("%n", str(n)):
                wrong.append((context, n, looked_up))
    assert wrong == []


def test_the_qm_files_are_built_from_the_ts_files_as_they_are() -> None:
    assert build_translations.stale() == [], "run tools/build_translations.py"


def test_the_spanish_translation_covers_the_menus_and_the_start_screen() -> None:
    messages = ts_messages("es")
    for context in ("Menus", "About", "StartDialog", "PassScreen"):
        texts = [m for (c, _, _), m in messages.items() if c == context]
        assert texts, context
        untranslated = [
            m.findtext("source")
            for m in texts
            if m.find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
        ]
        assert untranslated == [], context


def test_every_text_a_player_reads_has_its_spanish() -> None:
    """Under --lang es nothing a player reads stays English: every current text of the Spanish
    file is translated (a plural in both of Spanish's forms)."""
    untranslated = []
    for (context, source, _comment), message in ts_messages("es").items():
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("obsolete", "vanished"):
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        done = (
            all(f.strip() for f in forms) and len(forms) == 2
            if forms
            else bool((translation.text or "").strip())
        )
        if kind == "unfinished" or not done:
            untranslated.append((context, source))
    assert untranslated == [], "translate them in resources/i18n/arknova_es.ts"


def test_the_names_marked_in_ui_are_the_engines() -> None:
    """The engine has no Qt: its map and map-group names are marked for translation in ui/."""
    from arknova_desktop.engine import MAP_GROUPS, MAP_NAMES
    from arknova_desktop.ui.dialogs import map_gallery
    from arknova_desktop.ui.words.names import MAP_WORDS

    assert dict(MAP_WORDS) == MAP_NAMES
    assert set(map_gallery._GROUPS) == set(MAP_GROUPS)


# -- the extractor on a small package of its own ------------------------------------------------
SAMPLE = """
from PySide6.QtCore import QCoreApplication, QObject
from .common import QT_TRANSLATE_NOOP

CONTEXT = "Sample"
TABLE = {"a": QT_TRANSLATE_NOOP(CONTEXT, "from a table")}
LOOSE = {"b": "not marked"}


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    return tr(one) if n == 1 else tr(many, n)


def words(n: int, key: str) -> list[str]:
    #: a note for translators
    return [tr("plain"), tr("%n things", n), counted("a cat", "%n cats", n), tr(TABLE[key]),
            tr(LOOSE[key])]


class Base(QObject):
    def text(self, n: int) -> str:
        return self.tr("base text") + self.tr("%n apples", "", n)


class Derived(Base):
    pass


def bad(window: QObject) -> str:
    return window.tr("on another object")
"""


def test_the_extractor_follows_helpers_classes_and_tables(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "common.py").write_text(
        "def QT_TRANSLATE_NOOP(context: str, text: str) -> str:\n    return text\n"
    )
    (package / "sample.py").write_text(textwrap.dedent(SAMPLE))
    old_root = i18n_extract.ROOT
    i18n_extract.ROOT = tmp_path
    try:
        found = i18n_extract.extract(package)
    finally:
        i18n_extract.ROOT = old_root
    got = {(c, s): m.numerus for (c, s, _), m in found.messages.items()}
    assert got == {
        ("Sample", "plain"): False,
        ("Sample", "%n things"): True,
        ("Sample", "a cat"): False,
        ("Sample", "%n cats"): True,
        ("Sample", "from a table"): False,
        ("Base", "base text"): False,
        ("Base", "%n apples"): True,
        ("Derived", "%n apples"): True,  # a numerus self.tr is looked up under the subclass only
    }
    assert found.messages[("Sample", "plain", "")].comments == ["a note for translators"]
    assert any("'not marked' in the table LOOSE" in p for p in found.problems)
    assert any(".tr on window" in p for p in found.problems)


class Recorder(QTranslator):
    """Translates nothing; remembers every (context, source) Qt asks it about, and which of them
    were asked with a count (a numerus lookup finds only a numerus message)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, str]] = []
        self.counted: set[tuple[str, str]] = set()

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        self.asked.append((context, source))
        if n >= 0:
            self.counted.add((context, source))
        return None


@pytest.fixture
def recorder(qapp: QApplication) -> Iterator[Recorder]:
    found = Recorder()
    qapp.installTranslator(found)
    yield found
    qapp.removeTranslator(found)


def test_self_tr_is_looked_up_by_class_then_base_classes(recorder: Recorder) -> None:
    """What the extractor assumes of PySide6: the object's class name first, then each base
    class while nothing translates it; a numerus text only under the object's class."""

    class Base(QWidget):
        def words(self) -> tuple[str, str]:
            return self.tr("hello"), self.tr("%n pears", "", 2)

    class Derived(Base):
        pass

    Derived().words()
    assert recorder.asked[:2] == [("Derived", "hello"), ("Base", "hello")]
    assert recorder.asked[-1] == ("Derived", "%n pears")
    assert ("Base", "%n pears") not in recorder.asked


# -- what a real session looks up ------------------------------------------------------------------
def _ancestors(found: i18n_extract.Package) -> dict[str, set[str]]:
    """Class name -> the names of its base classes in the package (and itself)."""
    parents: dict[str, set[str]] = {}
    for base, subs in found.subclasses.items():
        for sub in subs:
            parents.setdefault(sub, {sub}).add(base)
    return parents


def test_a_session_looks_up_only_texts_of_the_ts(
    qtbot, recorder: Recorder, found: i18n_extract.Package, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.aids.rules_help import RulesHelp
    from arknova_desktop.ui.app import open_window
    from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog

    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(Path(qtbot._request.node.path).parent / ".none"))
    config = GameConfig(players=2, seed=5, maps=("A", "0"), names=("Ann", "Bob"))
    game = new_game(config)
    rng = random.Random(5)
    log = []
    while not game.is_over:
        choice = rng.choice(game.decision.options)  # type: ignore[union-attr]
        game.apply(choice)
        log.append(choice)
    session = GameSession(config, (HUMAN, HUMAN), choices=log[:-30])
    window = open_window(session, record_history=False)
    qtbot.addWidget(window)
    for choice in log[-30:]:
        choose(session, choice)
        QCoreApplication.processEvents()
    qtbot.waitUntil(lambda: bool(window.findChildren(ScoringDialog)), timeout=10_000)
    model = window.log_model
    for row in range(model.rowCount()):
        for role in (0, 3):  # the line and its tooltip
            model.data(model.index(row, 0), role)
    rules = window.findChild(RulesHelp)
    assert rules is not None
    rules.rules()
    rules.show_shortcuts()
    QCoreApplication.processEvents()
    known = {(c, s) for c, s, _ in found.messages}
    ancestors = _ancestors(found)
    ours = {c for c, _, _ in found.messages} | set(ancestors)
    # A class's text goes on to its base classes' contexts while nothing translates it (as
    # nothing does here): asked under a base, it is known if a class derived from it has it.
    unknown = sorted(
        (context, source)
        for context, source in set(recorder.asked)
        if context in ours
        and not any((base, source) in known for base in ancestors.get(context, {context}))
        and not any((sub, source) in known for sub in found.subclasses.get(context, ()))
    )
    assert len(recorder.asked) > 500
    assert unknown == [], "\n".join(map(repr, unknown))
    # Looked up with a count and filed without one (or the other way round), a text stays
    # English in every translation: Qt finds a numerus message only by a numerus lookup.
    numerus = {(m.context, m.source): m.numerus for m in found.messages.values()}
    mismatched = sorted(
        (context, source, asked_counted)
        for context, source in set(recorder.asked)
        if (context, source) in numerus
        and numerus[context, source] != (asked_counted := (context, source) in recorder.counted)
    )
    assert mismatched == [], "\n".join(map(repr, mismatched))


# -- Spanish ----------------------------------------------------------------------------------
def test_lang_es_makes_the_menus_spanish(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.app import create_app, open_window
    from arknova_desktop.ui.language import install_language

    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(Path(qtbot._request.node.path).parent / ".none"))
    app = create_app([], language="es")
    try:
        session = GameSession(
            GameConfig(players=2, seed=1, maps=("A", "A"), names=("Ana", "Beto")),
            (HUMAN, HUMAN),
            bot_delay_ms=0,
        )
        window = open_window(session, record_history=False)
        qtbot.addWidget(window)
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus[:4] == ["&Partida", "&Ajustes", "&Ver", "A&yuda"], menus
        assert QLocale().language() == QLocale.Language.Spanish
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
        lion = default_cards().get("A402")
        assert card_title(lion) == "León"
        model = window.display_model  # the display's six cards, named as the player reads them
        shown = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
        ids = [model.data(model.index(row, 0), Role.CARD_ID) for row in range(model.rowCount())]
        english = [session.game.cards.get(c).name for c in ids]
        assert len(shown) == 6 and shown == [card_title(session.game.cards.get(c)) for c in ids]
        assert shown != english, "the cards are named in Spanish"
    finally:
        install_language(app, "en")  # and the system's locale again
    assert QObject().tr("x") == "x"
    assert QLocale().name() == QLocale.system().name()
    assert card_title(default_cards().get("A402")) == "Lion"


def test_every_card_has_a_spanish_name_of_its_own() -> None:
    data = json.loads((ROOT / "cards_es.json").read_text(encoding="utf-8"))
    names = data["names"]
    cards = json.loads((ROOT / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert set(names) == {c["id"] for c in cards}
    assert all(isinstance(n, str) and n.strip() for n in names.values())
    english = {c["id"]: c["name"] for c in cards}
    translated = [i for i in names if names[i] != english[i]]
    assert len(translated) > 200, "most names differ from the English ones"


def test_a_change_of_language_rewrites_card_texts_and_building_labels(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The card texts made in English are not kept after a change to Spanish (they were: the
    hand's sponsor kept "When you play this card"), and a unique building on the map is named
    like its card in the language (it was its English name under --lang es)."""
    from ui_helpers import make_session, make_window

    from arknova_desktop.ui.cards.card_painter import brief_text, full_text
    from arknova_desktop.ui.language import install_language

    app = QApplication.instance()
    assert app is not None
    session = make_session()
    db = session.game.cards
    lab = db.get("S225")  # Quarantine Lab: "When you play this card: gain 1 X-token."
    window = make_window(qtbot, session)
    assert "When you play this card" in full_text(lab, db) and "When you play" in brief_text(lab)
    assert window.map_view.scene()._building_name("spotted_hyena_compound", 3)[0] == (
        "Spotted Hyena Compound"
    )
    try:
        install_language(app, "es")
        for text in (full_text(lab, db), brief_text(lab)):
            assert "Al jugar esta carta" in text and "When" not in text, text
        assert window.map_view.scene()._building_name("spotted_hyena_compound", 3)[0] == (
            "Recinto de la hiena manchada"
        )
    finally:
        install_language(app, "en")
    assert "When you play this card" in full_text(lab, db)
