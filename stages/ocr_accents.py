"""Diacritics the English model dropped from the names on an English page, put back from the Latin-script model.

Why: under `lang="auto"` a page that reads as English keeps tesseract's English reading (`stages.ocr_language`), and
that model has no marks to give but "é": a foreign name in an English letter reads "Lofgren" for "Löfgren",
"Hlavacek" for "Hlaváček", at its usual confidence, so the name no longer matches the customer's. Reading the whole
page again with the Latin model costs ~1.7x the page and reads noisy English scans worse, and neither confidence nor
a word list tells such a name from an English word. The print does: a mark floats above a letter where the English
reading has no i or j to dot, an acute stands where it has an i's dot ("Lucía": a thin slanted stroke, not a compact
blob), ink reaches below the line where it has no tail (a cedilla, a comma below). So on a page kept in English each
capitalised word (`may_have_lost_marks`) has its crop's marks read (`print_marks`, connected blobs: ~0.1 ms a word):
those above its letters each with its shape (`mark_shape`: dot, acute, grave or other, from the blob's fill and
second moments), and the blobs reaching below the line, joined to a letter or apart. Only the words whose print
shows a mark their English reading has not (`misfit`) are read again: their crops pasted one under another into one
small strip, read in ONE call to the Latin model per page that has any (`restore_marks`; most pages have none or a
few). A word takes the Latin reading only when that differs from it in marks alone (a marked letter where the
English model read the plain one, or another one it has for want of the marked one), it fits the marks seen better
than the English reading (count, shape and place below), and the Latin model is about as sure of it (`adopted`): an
unmarked letter is never changed, and a speck over an English word that the Latin model took for an accent is held
off by the count and the shape. An acute the Latin model read for a grave the print shows, or a cedilla for a comma
below, is turned to fit the print (`turned_accents`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import NamedTuple

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


def adopted(english: str, english_conf: float, latin: str, latin_conf: float, seen: Marks | int) -> str | None:
    """The word's text with the Latin reading's marked letters, or None to keep the English reading. Kept only when
    the Latin reading has the English one's letters (stops, commas or quotes round them are the English reading's)
    but for marks (`same_but_marks`), it fits the marks `seen` round the word's letters (`print_marks`; a count
    alone: shapes not known) better than the English reading does (`misfit`), and tesseract is at most CONF_SLACK
    less sure of it. A speck over an English word that the Latin model took for an accent fails the count where it
    is too small or the accents too many ("ä" needs a dot or two, "áá" two), and the shape where it is no stroke.
    An acute the Latin model read where the print shows a grave (or the other way round) is turned to fit the print
    (`turned_accents`)."""
    if isinstance(seen, int):
        seen = Marks(ANY * seen)
    latin = unicodedata.normalize("NFC", latin)
    e0, e1 = _letters_span(english)
    l0, l1 = _letters_span(latin)
    core, latin_core = english[e0:e1], latin[l0:l1]
    if not same_but_marks(core, latin_core) or latin_conf < english_conf - CONF_SLACK:
        return None
    fits = {c: misfit(english[:e0] + c + english[e1:], seen) for c in turned_accents(latin_core)}
    best = min(fits, key=fits.get)  # the first of the best: the Latin reading itself where nothing fits better
    if best == core or fits[best] >= misfit(english, seen):
        return None
    return english[:e0] + best + english[e1:]


# an acute for a grave and back; a cedilla for a comma below and back (the Latin model reads "ș" as "ş")
TURNED = {"\u0301": "\u0300", "\u0300": "\u0301", "\u0327": "\u0326", "\u0326": "\u0327"}
MAX_TURNED = 3  # letters with a mark to turn in a word whose every turning is tried (2^3 readings)


def turned_accents(text: str) -> list[str]:
    """`text` and each reading of it with some of its acutes turned into graves or graves into acutes, cedillas into
    commas below or back (`TURNED`), where the turned letter is one code point: the Latin model reads "è" as "é"
    where it is unsure, "ș" as "ş". Only `text` where it has more than MAX_TURNED such letters."""
    letters = [unicodedata.normalize("NFD", ch) for ch in text]
    where = [k for k, d in enumerate(letters) if any(m in TURNED for m in d[1:])
             and len(unicodedata.normalize("NFC", "".join(TURNED.get(m, m) for m in d))) == 1]
    if not where or len(where) > MAX_TURNED:
        return [text]
    out = []
    for mask in range(2 ** len(where)):
        turned = list(letters)
        for bit, k in enumerate(where):
            if mask >> bit & 1:
                turned[k] = "".join(TURNED.get(m, m) for m in turned[k])
        out.append(unicodedata.normalize("NFC", "".join(turned)))
    return out


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
# what a mark above looks like (`mark_shape`): an i's or j's dot, a dot above, a diaeresis's dots are compact and
# near solid; an acute or a grave is a thin slanted stroke (its pixels' correlation of across with down: about -0.8
# for an acute's "/", +0.8 for a grave's "\"; a dot's about 0); a circumflex, caron, tilde, macron or breve is a
# stroke wider than tall, bent or flat, that fills about half its box
DOT, ACUTE, GRAVE, OTHER, ANY = ".", "/", "\\", "^", "?"
SLANT_ELONGATION = 1.8  # a stroke: its long axis at least this many times its short one (a dot's: 1.0-1.7) ...
SLANT_CORRELATION = 0.5  # ... slanted: its pixels' across-down correlation at least this far from 0 (dots: |c| < 0.5)
WIDE = 1.4  # a circumflex, caron, tilde or breve: at least this many times wider than tall (a bold dot: up to 1.4) ...
DOT_FILL = 0.6  # ... filling less than this much of its box (a dot: 0.67-1.0 rendered, ~0.56 a worn 3x3 one) ...
FLAT = 2.5  # ... or a bar this many times wider than tall (a macron)
LINE_QUANTILE = 25  # the letters' line: the bottom of a quarter of them (half of "Supply"'s hang below it)
DESCENT = 0.15  # ink reaching this fraction of the tallest blob below the letters' line reaches below it (a g's
# or y's tail, a cedilla, an ogonek, a comma below: ~0.27)


class Marks(NamedTuple):
    """What the print of a word shows round its letters: the marks above them left to right, one `mark_shape` each
    (ANY: shape not known), how many letters' blobs reach below the letters' line (a tail, a cedilla, an ogonek
    joined to its letter; None: not looked at) and how many small blobs apart from the letters do (a comma below, a
    comma)."""
    above: str
    below: int | None = None
    apart: int = 0


def print_marks(crop: np.ndarray) -> Marks:
    """The marks above the letters of a word's crop: small blobs of ink (none touching the crop's edge) each
    standing clear above a letter-sized blob under it (the dot of an i or j, an accent, each dot of a diaeresis),
    each with its `mark_shape`; and how many blobs of ink reach DESCENT below the line the letters stand on, letters
    (the tail of a g, a cedilla joined to its c) and small blobs apart (a comma below an s, a trailing comma)."""
    if crop.size == 0 or int(crop.min()) == int(crop.max()):
        return Marks("", 0)
    _, ink = cv2.threshold(crop, 0, 1, cv2.THRESH_BINARY_INV | cv2.THRESH_OTSU)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    h, w = crop.shape
    blobs = [(k, *(int(v) for v in stats[k])) for k in range(1, n)
             if stats[k][0] > 0 and stats[k][1] > 0 and stats[k][0] + stats[k][2] < w and stats[k][1] + stats[k][3] < h]
    if not blobs:
        return Marks("", 0)
    tallest = max(b[4] for b in blobs)
    least = max(MIN_MARK_PX, (MARK_SIDE * tallest) ** 2)
    letters = [b for b in blobs if b[4] > MARK_HEIGHT * tallest]
    marks = sorted((x, k, bw, bh, area) for k, x, y, bw, bh, area in blobs
                   if bh <= MARK_HEIGHT * tallest and bw <= tallest and area >= least
                   and any(oy >= y + bh and ox < x + bw and x < ox + ow for _, ox, oy, ow, _, _ in letters))
    above = "".join(mark_shape(labels[stats[k][1]:stats[k][1] + bh, x:x + bw] == k, area)
                    for x, k, bw, bh, area in marks)
    bottoms = sorted(b[2] + b[4] for b in letters)  # the line: their LINE_QUANTILE percentile, interpolated
    at = (len(bottoms) - 1) * LINE_QUANTILE / 100
    below_at = bottoms[min(int(at) + 1, len(bottoms) - 1)]
    line = bottoms[int(at)] + (at - int(at)) * (below_at - bottoms[int(at)])
    low = [bh > MARK_HEIGHT * tallest for _, _, y, _, bh, area in blobs
           if area >= least and y + bh > line + DESCENT * tallest]
    return Marks(above, sum(low), len(low) - sum(low))


def mark_shape(mask: np.ndarray, area: int) -> str:
    """A mark's shape from its pixels (`mask`, its box): ACUTE or GRAVE for a thin slanted stroke, OTHER for a bent
    or flat stroke wider than tall (a circumflex, caron, tilde, macron, a diaeresis blurred into one), DOT for the
    rest (an i's dot, worn or not, a ring)."""
    m = cv2.moments(mask.view(np.uint8), True)
    vx, vy, cxy = m["mu20"] / area + 1 / 12, m["mu02"] / area + 1 / 12, m["mu11"] / area  # a pixel is a square
    half, det = (vx + vy) / 2, vx * vy - cxy * cxy
    root = float(np.sqrt(max(half * half - det, 0.0)))
    elongation = float(np.sqrt((half + root) / max(half - root, 1e-9)))
    correlation = cxy / float(np.sqrt(vx * vy))
    if elongation >= SLANT_ELONGATION and abs(correlation) >= SLANT_CORRELATION:
        return ACUTE if correlation < 0 else GRAVE  # rows count down: an acute's "/" rises to the right
    bh, bw = mask.shape
    if bw >= FLAT * bh or (bw >= WIDE * bh and area < DOT_FILL * mask.size):
        return OTHER
    return DOT


def marks_above(crop: np.ndarray) -> int:
    """How many marks float above the letters of a word's crop (`print_marks`)."""
    return len(print_marks(crop).above)


# combining marks printed above their letter as two blobs (a diaeresis, a double acute; blurred print joins them
# into one), those printed below it (cedilla, ogonek, comma below) as none above; every other one above
# (U+0300-U+0315) as one
TWO_BLOBS = {"\u0308", "\u030b"}
BELOW = {"\u0323", "\u0326", "\u0327", "\u0328", "\u0331"}
# each combining mark above as `mark_shape` sees it (a pair: two blobs of one shape, or one blob; the rest OTHER)
DIAERESIS, DOUBLE_ACUTE = ":", '"'
PAIRS = {DIAERESIS: DOT, DOUBLE_ACUTE: ACUTE}  # a pair's blobs' shape
SHAPE_OF = {"\u0301": ACUTE, "\u0300": GRAVE, "\u0307": DOT, "\u0308": DIAERESIS, "\u030b": DOUBLE_ACUTE}
DESCENDERS = "gjpqy"  # letters whose tail reaches below the line in every font
MAY_DESCEND = "JQf"  # ... in some fonts (a J, an italic f)
TRAILING = ",;"  # what may follow a word and reach below its line apart from its letters
APART = "\u0326"  # the comma below (Romanian ș, ț): printed apart from its letter, where a cedilla is joined to it


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


def shapes_expected(text: str) -> str:
    """The `mark_shape` of each mark printed above the letters of `text`, left to right (DIAERESIS, DOUBLE_ACUTE
    for one blob or two): an i's or j's dot unless an accent replaces it."""
    out = []
    for ch in text:
        base, *marks = unicodedata.normalize("NFD", ch)
        above = [m for m in marks if m not in BELOW and "\u0300" <= m <= "\u0315"]
        if not above and base in DOTTED:
            out.append(DOT)
        out.extend(SHAPE_OF.get(m, OTHER) for m in above)
    return "".join(out)


def below_expected(text: str) -> tuple[int, int, int, int]:
    """The fewest and most letters of `text` reaching below its line (DESCENDERS, MAY_DESCEND, a cedilla or ogonek
    joined to its letter), and the fewest and most small marks apart reaching below it (a comma below, a comma)."""
    low = high = apart_low = apart_high = 0
    for ch in text:
        base, *marks = unicodedata.normalize("NFD", ch)
        apart = APART in marks
        sure = base in DESCENDERS or any(m in BELOW and m != APART for m in marks)
        low, high = low + sure, high + (sure or base in MAY_DESCEND)
        apart_low, apart_high = apart_low + apart, apart_high + (apart or base in TRAILING)
    return low, high, apart_low, apart_high


MISSHAPEN = 0.5  # a mark seen where the reading has one of another shape: half the weight of one it has not at all


def _fits(expected: str, seen: str) -> bool:
    """A mark seen fits one expected: the same shape, any for ANY; a compact one for a mark of OTHER shape (a ring,
    a short breve or caron); for a pair (`PAIRS`: "ö", "ő") one of its blobs or a bent or flat one (the two blurred
    into one)."""
    return (seen == ANY or seen == expected or (expected == OTHER and seen == DOT)
            or (expected in PAIRS and seen in (PAIRS[expected], OTHER)))


def misfit(text: str, seen: Marks, missing: float = 1) -> float:
    """How far the marks a reading is printed with are from those `seen`: the fewest marks extra, of another shape
    (MISSHAPEN each) or missing (each `missing` counts this much: 0 asks only whether the print shows marks the
    reading has not), matched left to right (a diaeresis may be one blob or two), plus the letters and the marks
    apart seen below the line beyond the reading's tails and marks below, or short of them."""
    want, got = shapes_expected(text), seen.above
    prev = list(range(len(got) + 1))  # edit distance: rows over the expected marks, columns over the seen ones
    for i, e in enumerate(want, 1):
        row = [i * missing] + [0] * len(got)
        for j, s in enumerate(got, 1):
            row[j] = min(prev[j] + missing, row[j - 1] + 1, prev[j - 1] + (0 if _fits(e, s) else MISSHAPEN))
            if e in PAIRS and j >= 2 and got[j - 2] in (PAIRS[e], ANY) and s in (PAIRS[e], ANY):
                row[j] = min(row[j], prev[j - 2])
        prev = row
    if seen.below is None:
        return prev[-1]
    low, high, apart_low, apart_high = below_expected(text)
    return (prev[-1] + max(seen.below - high, missing * (low - seen.below), 0)
            + max(seen.apart - apart_high, missing * (apart_low - seen.apart), 0))


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
    seen = [print_marks(c) for c in crops]
    ACCENT_STATS["looked"] += len(chosen)
    # only a word whose print shows marks its English reading has not (more of them, or a stroke where it has an
    # i's dot, or ink below the line where it has no tail) may have lost some
    kept = [k for k, (i, j) in enumerate(chosen) if misfit(rows[i][1][j].text, seen[k], missing=0) > 0]
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
