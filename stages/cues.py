"""Finding label words in OCR text the way a reader does: exactly, or with OCR damage.

A label printed "Ordcr Tota1" or "Custorner ID" is still the label. Each text word is
compared with each cue word after folding OCR's usual digit-for-letter slips
("Tota1" -> "total", "0rder" -> "order"), then by Levenshtein distance (rapidfuzz):
words of five letters or more may differ by one edit, of nine or more by two, and
must start with the same letter. Short words ("vat", "by") must match exactly: one
edit turns them into other words. Multi-word cues match consecutive words on one line.

The exact, regex-based search (`stages.rules.cue_regex`) still runs first; this adds
the damaged readings it misses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

WORD_RE = re.compile(r"[A-Za-z0-9|!$@]+(?:['\u2019][A-Za-z]+)?")
# A letter OCR printed as a digit or sign, inside a word that has letters.
OCR_FOLD = str.maketrans({"0": "o", "1": "l", "5": "s", "|": "l", "!": "l", "$": "s", "@": "a", "8": "b"})


@dataclass(frozen=True)
class Word:
    text: str  # folded, lower case
    start: int
    end: int


def words(text: str) -> list[Word]:
    """The words of a text, lower-cased, OCR's digit-for-letter slips folded in words that have letters."""
    out = []
    for m in WORD_RE.finditer(text):
        w = m.group(0).lower()
        if w in ("|", "l"):  # the pronoun "I" as OCR reads it
            w = "i"
        elif re.search(r"[a-z]", w):
            w = w.translate(OCR_FOLD)
        out.append(Word(w, m.start(), m.end()))
    return out


def allowed_edits(word: str) -> int:
    n = len(word)
    return 0 if n < 5 else 1 if n < 9 else 2


@lru_cache(maxsize=1 << 16)  # a batch asks the same (word, cue word) pairs over and over
def word_matches(text_word: str, cue_word: str) -> bool:
    """The same word, or the cue word with OCR damage; another form of it ("faulty" for the cue
    "fault", "orders" for "order") is another word, not damage."""
    if text_word == cue_word:
        return True
    k = allowed_edits(cue_word)
    if k == 0 or text_word[:1] != cue_word[:1] or abs(len(text_word) - len(cue_word)) > k:
        return False
    if len(text_word) != len(cue_word) and (text_word.startswith(cue_word) or cue_word.startswith(text_word)):
        return False
    return Levenshtein.distance(text_word, cue_word, score_cutoff=k) <= k


@lru_cache(maxsize=1 << 15)  # the schema's cues with their derived label forms: a few thousand
def _cue_words(cue: str) -> tuple[str, ...] | None:
    """A cue's words, or None when it is not plain lower-case words (punctuation, regex, an abbreviation
    in capitals that must be printed so): exact search only."""
    if cue != cue.lower():
        return None
    parts = cue.split()
    return tuple(parts) if parts and all(re.fullmatch(r"[a-z']+", p) for p in parts) else None


def fuzzy_spans(text: str, cues: list[str], ws: list[Word] | None = None) -> list[tuple[int, int, str]]:
    """(start, end, cue) of every reading of a cue, exact or OCR-damaged, word-aligned."""
    ws = words(text) if ws is None else ws
    by_first: dict[str, list[int]] = {}
    for i, w in enumerate(ws):
        by_first.setdefault(w.text[:1], []).append(i)
    starts: dict[str, list[int]] = {}  # a cue's first word -> the text words it matches (cues share first words)
    out = []
    for cue in cues:
        cw = _cue_words(cue)
        if cw is None:
            continue
        if cw[0] not in starts:
            starts[cw[0]] = [i for i in by_first.get(cw[0][:1], []) if word_matches(ws[i].text, cw[0])]
        for i in starts[cw[0]]:
            if i + len(cw) > len(ws):
                continue
            span = ws[i:i + len(cw)]
            if any(text[a.end:b.start].strip() for a, b in zip(span, span[1:])) or "\n" in text[span[0].start:span[-1].end]:
                continue  # cue words must follow each other on one line
            a, b = span[0].start, span[-1].end
            if re.match(r"[\w-]", text[a - 1:a] or " ") or re.match(r"[\w-]", text[b:b + 1] or " "):
                continue  # inside a longer token ("CASE-2026-0095" holds no label "case")
            if all(word_matches(w.text, c) for w, c in zip(span, cw)):
                out.append((span[0].start, span[-1].end, cue))
    return out
