"""Which tesseract model reads a page: English, or the Latin-script model for pages in other languages.

Why: tesseract's English model drops the diacritics of every other language written in Latin letters
("Rótulos del Bajío" -> "Rotulos del Bajio", "Zieliński" -> "Zielinski") and misreads more of their words; its
Latin-script model (Debian's tesseract-ocr-script-latn) reads them, but costs ~1.7x the CPU per page and reads
noisy English scans worse. So with `lang="auto"` (docflow's default) every page is read with `eng` first; a page
whose surely read words then read as a language written with diacritics (language identification by py3langid, a
naive-Bayes model trained on many languages' text, restricted here to Latin-script languages) is read again with
`Latin`, and that reading is kept when tesseract is about as sure of it. English pages, and pages in languages
written without diacritics (Malay, Indonesian, Swahili, Tagalog), pay only for the few capitalised words whose print
shows marks the English reading lacks (a foreign name in an English letter: `stages.ocr_accents`). Where the Latin model or
py3langid is missing every page is read with `eng` alone (`docflow run` says so). Any other `lang` setting ("eng",
"deu", "eng+fra") is used as given.
"""

from __future__ import annotations

import functools
import re
import threading

AUTO = "auto"
FIRST = "eng"
LATIN_NAMES = ("Latin", "script/Latin")  # the script model as Debian installs it, and as tessdata's own layout names it
VERSION = "id-5"  # id-5: marks told by their shape (an acute where the reading has an i's dot), ink below the line (cedillas, commas below) and turned accents (ocr_accents, accent55); id-4: names on English pages given the Latin model's marks (ocr_accents); part of the OCR stage's version under `auto`: bump when the choice below changes
# Latin-script languages written with diacritics that tesseract's Latin model reads and its English model drops
DIACRITIC_LANGUAGES = ("ca", "cs", "cy", "da", "de", "es", "et", "fi", "fo", "fr", "ga", "gl", "hr", "hu", "is", "it",
                       "lt", "lv", "mt", "nl", "nn", "no", "pl", "pt", "ro", "sk", "sl", "sq", "sv", "tr", "vi", "az")
# ... and the Latin-script languages written without them, which the English model reads as well: identified as
# themselves, not as the nearest language with diacritics
PLAIN_LANGUAGES = ("en", "id", "ms", "sw", "tl")
MIN_PROBABILITY = 0.5  # the identifier's normalised probability for the page's language, at least
MIN_LETTERS = 40  # a page with fewer letters (in words read surely) says too little to tell its language
SURE_CONF = 50.0  # only words the English model read at least this surely, of two letters or more, are identified:
MIN_WORD_LETTERS = 2  # grain read as short unsure "words" looks like any language
# the Latin reading is kept only when tesseract is about as sure of it as of the English one (`ocr_image`): a page
# identified wrongly (an English letter to a Polish address) keeps its English reading where the Latin one is worse
KEEP_SHARE = 0.9


def first_model(lang: str) -> str:
    """The model every page is read with first (no question to tesseract: for `auto` it is always English)."""
    return FIRST if lang == AUTO else lang


def models(lang: str) -> tuple[str, str | None]:
    """(the model every page is read with first, the model a page in another language is read again with or None)."""
    if lang != AUTO:
        return lang, None
    return FIRST, latin_model() if identifier_available() else None


def describe(lang: str) -> str:
    """What reads scanned pages, for `docflow run`'s start line."""
    first, second = models(lang)
    if lang != AUTO:
        return f"tesseract ({first})"
    if second:
        return f"tesseract ({first}; pages in other Latin-script languages read again with {second})"
    if not identifier_available():
        return f"tesseract ({first}; py3langid is not installed, so every page is read with {first}: pip install py3langid)"
    if not _installed_languages():
        return f"tesseract ({first}; its list of language models could not be read)"
    return (f"tesseract ({first}; the Latin-script model is not installed, so pages in other languages lose their "
            f"diacritics: apt-get install tesseract-ocr-script-latn)")


def version_tag(lang: str) -> str:
    """The part of the OCR stage's version that says which models read and how the second is chosen: installing the
    Latin model, or a change to the choice (`VERSION`), changes output."""
    first, second = models(lang)
    return lang if lang != AUTO else f"{AUTO}:{first}" + (f"/{second}:{VERSION}" if second else "")


def _installed_languages() -> frozenset[str]:
    from stages.ocr_image import installed_languages

    return installed_languages()


@functools.lru_cache(maxsize=1)
def latin_model() -> str | None:
    """The Latin-script model's name as this tesseract lists it, or None when it is not installed."""
    found = _installed_languages()
    return next((name for name in LATIN_NAMES if name in found), None)


def latin_installed() -> bool:
    return latin_model() is not None


@functools.lru_cache(maxsize=1)
def identifier_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("py3langid") is not None


def reads_as_other_language(data: dict[str, list]) -> bool:
    """The page's words, as the English model read them (tesseract's `text` and `conf` columns), are in a language
    written with diacritics: judged on the words read surely only."""
    words = [str(w) for w, c in zip(data["text"], data["conf"])
             if float(c) >= SURE_CONF and sum(ch.isalpha() for ch in str(w)) >= MIN_WORD_LETTERS]
    text = _LETTERS_ONLY_RE.sub(" ", " ".join(words))
    if sum(ch.isalpha() for ch in text) < MIN_LETTERS:
        return False
    language, probability = _identifier().classify(text)
    return language in DIACRITIC_LANGUAGES and probability >= MIN_PROBABILITY


_LETTERS_ONLY_RE = re.compile(r"[\d_\W]+")  # ids, amounts and marks say nothing of the language
_lock = threading.Lock()
_loaded: list = []


def _identifier():
    """py3langid's model (~0.5 s of CPU to load), restricted to the languages above; once per process."""
    with _lock:
        if not _loaded:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
            identifier.set_languages(list(DIACRITIC_LANGUAGES + PLAIN_LANGUAGES))
            _loaded.append(identifier)
        return _loaded[0]


def preload(lang: str) -> None:
    """Look for the Latin model and load the identifier in the background while a run starts (its first scanned page
    then waits for neither)."""
    def load() -> None:
        if models(lang)[1]:
            _identifier()

    if lang == AUTO:
        threading.Thread(target=load, name="ocr-language-load", daemon=True).start()
