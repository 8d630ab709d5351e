"""The language the game speaks: the system's when we have it, else English; the player's
choice in Settings; `arknova --lang es` over both. The app's translator
(resources/i18n/arknova_<lang>.qm) and Qt's own (qtbase_<lang>.qm: OK, Cancel, the file
dialogs) are installed on the application before any window is made, QLocale's default
follows, so numbers and dates are written the language's way, and the cards take their names in
that language (cards_<lang>.json, our own names)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..resources import data_path
from .cards.card_painter import forget_texts
from .settings import Settings
from .words.names import use_card_names

log = logging.getLogger(__name__)

# The languages the game has, each named in itself (a player looks for their own language).
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
SOURCE_LANGUAGE = "en"
I18N_DIR = "resources/i18n"

_installed: list[QTranslator] = []  # kept alive: Qt does not own an installed translator


def system_language() -> str:
    """The system locale's language when the game has it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def chosen_language(forced: str | None = None) -> str:
    """`--lang` when given, else the one chosen in Settings, else the system's."""
    if forced in LANGUAGES:
        return str(forced)
    saved = Settings().language
    return saved if saved in LANGUAGES else system_language()


def install_language(app: QCoreApplication, language: str) -> list[str]:
    """Install the translators of `language` (replacing any installed before); the names of the
    translation files loaded. A missing file is logged and the game stays English."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    loaded: list[str] = []
    names = [f"qtbase_{language}.qm", f"arknova_{language}.qm"]
    for name in names if language != SOURCE_LANGUAGE else names[1:]:
        translator = QTranslator(app)
        try:
            path = data_path(f"{I18N_DIR}/{name}")
        except FileNotFoundError:
            log.warning("no translation file %s", name)
            continue
        if not translator.load(str(path)):
            log.warning("the translation file %s cannot be read", path)
            continue
        app.installTranslator(translator)
        _installed.append(translator)
        loaded.append(name)
    # Numbers and dates: the system's own way when it speaks this language (an English system
    # in Britain keeps its dates; "C" is the untranslated, English one), else the language's.
    system = QLocale.system()
    untranslated = system.language() == QLocale.Language.C and language == SOURCE_LANGUAGE
    same = untranslated or system.name().split("_")[0] == language
    QLocale.setDefault(system if same else QLocale(language))
    use_card_names(language)
    forget_texts()  # the cards' rules texts made so far are in the old language
    return loaded
