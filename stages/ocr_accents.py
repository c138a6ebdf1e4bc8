"""Diacritics the English model dropped from the names on an English page, put back from the Latin-script model.

Why: under `lang="auto"` a page that reads as English keeps tesseract's English reading (`stages.ocr_language`), and
that model has no marks to give: a foreign name on an English letter reads "Sjoberg" for "Sjöberg", "Padraig" for
"Pádraig", at its usual confidence, so the name no longer matches the customer's. Reading the whole page again with
the Latin model costs ~1.7x the page and reads noisy English scans worse; so only the words that may be such names
(`may_have_lost_marks`: capitalised words of letters) are read again, their crops pasted one under another into one
small strip image and read in ONE call to the Latin model per page (`restore_marks`). A word takes the Latin reading
only when that is the same letters with marks added and the Latin model is about as sure of it (`adopt`): letters
are never changed, so an English word keeps its reading unless the Latin model sees marks on every one of its
letters' places where the English one saw plain letters.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import numpy as np
from PIL import Image

from status.models import OcrWord

MIN_LETTERS = 2  # a single capital ("I", "A") is no name
# Latin letters whose mark Unicode does not decompose (NFKD leaves them whole): the English model reads each as the
# plain letter, so each folds to it; one code point for one, so a word's length is kept
UNDECOMPOSED = str.maketrans("łŁøØđĐıħĦŧŦ", "lLoOdDihHtT")
CONF_SLACK = 5.0  # the Latin reading is kept when tesseract is at most this much less sure of it than of the English
MARGIN_ABOVE = 0.45  # white kept round a word's crop, in its box heights: marks above capitals stand above the box
MARGIN_BELOW = 0.2  # ... a cedilla's or ogonek's tail below it
MARGIN_SIDE = 0.3
GAP = 0.8  # white between two crops in the strip, in the tallest crop's heights: tesseract reads each as its own line
STRIP_PSM = 6  # the strip read as one block of lines
# how often pages pay for the Latin reading of their words (pages, words read, tesseract calls, words changed):
# process-wide counters for throughput figures
ACCENT_STATS = {"pages": 0, "words": 0, "calls": 0, "kept": 0}


def plain(text: str) -> str:
    """`text` without its diacritics: decomposed (NFKD), the combining marks dropped, `UNDECOMPOSED` folded."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).translate(UNDECOMPOSED)


def adopt(english: str, english_conf: float, latin: str, latin_conf: float) -> bool:
    """The Latin reading replaces the English one: it is the English reading's letters with marks added (the English
    reading itself has none to lose), and tesseract is at most CONF_SLACK less sure of it."""
    latin = unicodedata.normalize("NFC", latin)
    return (latin != english and plain(english) == english and plain(latin) == english
            and len(latin) == len(english) and latin_conf >= english_conf - CONF_SLACK)


def may_have_lost_marks(word: OcrWord) -> bool:
    """A word the English model may have read without its marks: a capitalised word of letters (a name, a place),
    hyphens and apostrophes in it and stops or commas after it allowed."""
    core = word.text.rstrip(".,;:")
    letters = core.replace("-", "").replace("'", "")
    return (len(letters) >= MIN_LETTERS and letters.isalpha() and core[0].isupper() and core.isascii()
            and word.width > 0 and word.height > 0)


def restore_marks(rows: list[tuple[str, list[OcrWord]]], pixels: Image.Image, factor: float,
                  read: Callable[[Image.Image], dict]) -> list[tuple[str, list[OcrWord]]]:
    """The rows with each `may_have_lost_marks` word given the Latin model's marks where `adopt` keeps them.
    `pixels` are the pixels read (the page's coordinates times `factor`); `read(strip)` is the Latin model's
    tesseract data for a block of lines. One call per page that has such words, none for the others."""
    chosen = [(i, j) for i, (_, row) in enumerate(rows) for j, w in enumerate(row) if may_have_lost_marks(w)]
    if not chosen:
        return rows
    crops = [_crop(rows[i][1][j], pixels, factor) for i, j in chosen]
    strip, bands = strip_of(crops)
    ACCENT_STATS["pages"] += 1
    ACCENT_STATS["words"] += len(chosen)
    ACCENT_STATS["calls"] += 1
    strip.format = "BMP"
    try:
        data = read(strip)
    finally:
        strip.close()
    readings = band_readings(data, bands)
    out = [(sep, list(row)) for sep, row in rows]
    for (i, j), found in zip(chosen, readings):
        word = out[i][1][j]
        if found is not None and adopt(word.text, word.conf, *found):
            out[i][1][j] = word.model_copy(update={"text": unicodedata.normalize("NFC", found[0])})
            ACCENT_STATS["kept"] += 1
    return out


def _crop(word: OcrWord, pixels: Image.Image, factor: float) -> np.ndarray:
    h = word.height * factor
    box = (max(0, round(word.left * factor - MARGIN_SIDE * h)), max(0, round(word.top * factor - MARGIN_ABOVE * h)),
           min(pixels.width, round((word.left + word.width) * factor + MARGIN_SIDE * h)),
           min(pixels.height, round((word.top + word.height) * factor + MARGIN_BELOW * h)))
    with pixels.crop(box) as crop:
        return np.asarray(crop if crop.mode == "L" else crop.convert("L"))


def strip_of(crops: list[np.ndarray]) -> tuple[Image.Image, list[tuple[int, int]]]:
    """The crops one under another on white, left-aligned, GAP apart: the strip and each crop's rows (top, bottom)."""
    gap = max(4, round(GAP * max(c.shape[0] for c in crops)))
    width = max(c.shape[1] for c in crops) + 2 * gap
    height = sum(c.shape[0] for c in crops) + gap * (len(crops) + 1)
    strip = np.full((height, width), 255, dtype=np.uint8)
    bands, y = [], gap
    for c in crops:
        strip[y:y + c.shape[0], gap:gap + c.shape[1]] = c
        bands.append((y, y + c.shape[0]))
        y += c.shape[0] + gap
    return Image.fromarray(strip), bands


def band_readings(data: dict[str, list], bands: list[tuple[int, int]]) -> list[tuple[str, float] | None]:
    """Per crop, the one word tesseract read in its band (text, confidence); None where it read none or several."""
    found: list[list[tuple[str, float]]] = [[] for _ in bands]
    tops = [b[0] for b in bands]
    for level, text, conf, top, height in zip(data.get("level", []), data.get("text", []), data.get("conf", []),
                                              data.get("top", []), data.get("height", [])):
        text = str(text).strip()
        if int(level) != 5 or not text:
            continue
        centre = int(top) + int(height) / 2
        k = int(np.searchsorted(tops, centre, side="right")) - 1
        if 0 <= k < len(bands) and centre <= bands[k][1]:
            found[k].append((text, float(conf)))
    return [words[0] if len(words) == 1 else None for words in found]
