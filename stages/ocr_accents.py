"""Diacritics the English model dropped from the names on an English page, put back from the Latin-script model.

Why: under `lang="auto"` a page that reads as English keeps tesseract's English reading (`stages.ocr_language`), and
that model has no marks to give but "é": a foreign name in an English letter reads "Lofgren" for "Löfgren",
"Hlavacek" for "Hlaváček", at its usual confidence, so the name no longer matches the customer's. Reading the whole
page again with the Latin model costs ~1.7x the page and reads noisy English scans worse, and neither confidence nor
a word list tells such a name from an English word. The print does: a mark floats above a letter where the English
reading has no i or j to dot. So on a page kept in English each capitalised word (`may_have_lost_marks`) has the
marks above its letters counted in its crop (`marks_above`, connected blobs: ~0.1 ms a word), and only the words
showing more marks than their reading's dotted letters are read again: their crops pasted one under another into one
small strip, read in ONE call to the Latin model per page that has any (`restore_marks`; most pages have none or a
few). A word takes the Latin reading only when that differs from it in marks alone (a marked letter where the
English model read the plain one, or another one it has for want of the marked one), it accounts for the marks seen
better than the English reading, and the Latin model is about as sure of it (`adopted`): an unmarked letter is
never changed, and a speck over an English word that the Latin model took for an accent is held off by the count.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import cv2
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
# how often pages pay for the Latin reading of their words (pages, words looked at, words read again, tesseract
# calls, words changed): process-wide counters, read by benchmarks/accent_cpu.py only
ACCENT_STATS = {"pages": 0, "looked": 0, "words": 0, "calls": 0, "kept": 0}


def plain(text: str) -> str:
    """`text` without its diacritics: decomposed (NFKD), the combining marks dropped, `UNDECOMPOSED` folded."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).translate(UNDECOMPOSED)


def adopted(english: str, english_conf: float, latin: str, latin_conf: float, seen: int) -> str | None:
    """The word's text with the Latin reading's marked letters, or None to keep the English reading. Kept only when
    the Latin reading has the English one's letters (stops, commas or quotes round them are the English reading's)
    but for marks (`same_but_marks`), it accounts for the `seen` marks above the word's letters (`marks_above`)
    better than the English reading does, and tesseract is at most CONF_SLACK less sure of it. A speck over an
    English word that the Latin model took for an accent fails the count where it is too small or the accents too
    many ("ä" needs a dot or two, "áá" two)."""
    latin = unicodedata.normalize("NFC", latin)
    e0, e1 = _letters_span(english)
    l0, l1 = _letters_span(latin)
    core, latin_core = english[e0:e1], latin[l0:l1]
    if latin_core == core or not same_but_marks(core, latin_core) or latin_conf < english_conf - CONF_SLACK:
        return None
    if _miss(seen, marks_expected(latin_core)) >= _miss(seen, marks_expected(core)):
        return None
    return english[:e0] + latin_core + english[e1:]


def same_but_marks(english: str, latin: str) -> bool:
    """The two readings differ only in marks: as long (a word's offsets are kept), and letter by letter the same
    once the marks are dropped, or the Latin letter a marked one where the English model read another letter of the
    same case for it (it has no "ö", "ñ" or "ú" to give: "e" for "ö", "f" for "ñ", "t" for "ú")."""
    return len(english) == len(latin) and all(
        plain(e) == plain(la) or (plain(la) != la and e.isalpha() and e.isupper() == la.isupper())
        for e, la in zip(english, latin))


def _letters_span(text: str) -> tuple[int, int]:
    """Where the letters of a word start and end (what stands before the first and after the last is no letter)."""
    letters = [k for k, c in enumerate(text) if c.isalpha()]
    return (letters[0], letters[-1] + 1) if letters else (0, 0)


def _miss(seen: int, expected: tuple[int, int]) -> int:
    """How far `seen` marks are from the (fewest, most) a reading's letters are printed with."""
    return max(expected[0] - seen, seen - expected[1], 0)


def may_have_lost_marks(word: OcrWord) -> bool:
    """A word the English model may have read without its marks: a capitalised word of letters (a name, a place),
    hyphens and apostrophes in it and stops or commas after it allowed."""
    core = word.text.rstrip(".,;:")
    letters = core.replace("-", "").replace("'", "")
    return (len(letters) >= MIN_LETTERS and letters.isalpha() and core[0].isupper()
            and word.width > 0 and word.height > 0)


MARK_HEIGHT = 0.4  # a mark is at most this fraction of the crop's tallest blob (a letter) high
MARK_SIDE = 0.1  # ... and at least as much ink as a square this fraction of it a side (an i's dot: ~0.2): a grainy
MIN_MARK_PX = 3  # scan's specks (one or two pixels) are no marks
DOTTED = "ij"  # the plain letters printed with a mark above them


def marks_above(crop: np.ndarray) -> int:
    """How many marks float above the letters of a word's crop: small blobs of ink (none touching the crop's edge)
    each standing clear above a letter-sized blob under it: the dot of an i or j, an accent, each dot of a
    diaeresis."""
    if crop.size == 0 or int(crop.min()) == int(crop.max()):
        return 0
    _, ink = cv2.threshold(crop, 0, 1, cv2.THRESH_BINARY_INV | cv2.THRESH_OTSU)
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    h, w = crop.shape
    blobs = [tuple(int(v) for v in stats[k]) for k in range(1, n)
             if stats[k][0] > 0 and stats[k][1] > 0 and stats[k][0] + stats[k][2] < w and stats[k][1] + stats[k][3] < h]
    if not blobs:
        return 0
    tallest = max(b[3] for b in blobs)
    least = max(MIN_MARK_PX, (MARK_SIDE * tallest) ** 2)
    letters = [b for b in blobs if b[3] > MARK_HEIGHT * tallest]
    return sum(1 for x, y, bw, bh, area in blobs
               if bh <= MARK_HEIGHT * tallest and bw <= tallest and area >= least
               and any(oy >= y + bh and ox < x + bw and x < ox + ow for ox, oy, ow, _, _ in letters))


# combining marks printed above their letter as two blobs (a diaeresis, a double acute; blurred print joins them
# into one), those printed below it (cedilla, ogonek, comma below) as none above; every other one above
# (U+0300-U+0315) as one
TWO_BLOBS = {"\u0308", "\u030b"}
BELOW = {"\u0323", "\u0326", "\u0327", "\u0328", "\u0331"}


def marks_expected(text: str) -> tuple[int, int]:
    """The fewest and most marks printed above the letters of `text`: an i's or j's dot (replaced by an accent set
    on it), each accent, one or two for a diaeresis."""
    low = high = 0
    for ch in text:
        base, *marks = unicodedata.normalize("NFD", ch)
        above = [m for m in marks if m not in BELOW and "\u0300" <= m <= "\u0315"]
        if not above:
            low, high = low + (base in DOTTED), high + (base in DOTTED)
        for m in above:
            low, high = low + 1, high + (2 if m in TWO_BLOBS else 1)
    return low, high


def restore_marks(rows: list[tuple[str, list[OcrWord]]], pixels: Image.Image, factor: float,
                  read: Callable[[Image.Image], dict]) -> list[tuple[str, list[OcrWord]]]:
    """The rows with each `may_have_lost_marks` word given the Latin model's marks where `adopted` keeps them.
    `pixels` are the pixels read (the page's coordinates times `factor`); `read(strip)` is the Latin model's
    tesseract data for a block of lines. One call per page that has such words, none for the others."""
    chosen = [(i, j) for i, (_, row) in enumerate(rows) for j, w in enumerate(row) if may_have_lost_marks(w)]
    if not chosen:
        return rows
    page = np.asarray(pixels if pixels.mode == "L" else pixels.convert("L"))  # once a page: each crop is a view of it
    crops = [_crop(rows[i][1][j], page, factor) for i, j in chosen]
    seen = [marks_above(c) for c in crops]
    ACCENT_STATS["looked"] += len(chosen)
    # only a word with more marks above its letters than its English reading has i's and j's may have lost some
    kept = [k for k, (i, j) in enumerate(chosen) if seen[k] > marks_expected(rows[i][1][j].text)[1]]
    if not kept:
        return rows
    chosen, crops, seen = [chosen[k] for k in kept], [crops[k] for k in kept], [seen[k] for k in kept]
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
    for (i, j), found, marks in zip(chosen, readings, seen):
        word = out[i][1][j]
        text = adopted(word.text, word.conf, *found, marks) if found is not None else None
        if text is not None:
            out[i][1][j] = word.model_copy(update={"text": text})
            ACCENT_STATS["kept"] += 1
    return out


def _crop(word: OcrWord, page: np.ndarray, factor: float) -> np.ndarray:
    """The word's box in the pixels read, with white margins for its marks (MARGIN_ABOVE, MARGIN_BELOW, MARGIN_SIDE)."""
    h = word.height * factor
    rows, cols = page.shape
    return page[max(0, round(word.top * factor - MARGIN_ABOVE * h)):
                min(rows, round((word.top + word.height) * factor + MARGIN_BELOW * h)),
                max(0, round(word.left * factor - MARGIN_SIDE * h)):
                min(cols, round((word.left + word.width) * factor + MARGIN_SIDE * h))]


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
