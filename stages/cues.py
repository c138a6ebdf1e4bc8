"""Finding label words in OCR text the way a reader does: exactly, or with OCR damage.

A label printed "Ordcr Tota1" or "Custorner ID" is still the label. Each text word is
compared with each cue word after folding OCR's usual digit-for-letter slips
("Tota1" -> "total", "0rder" -> "order"), then by Levenshtein distance (rapidfuzz):
words of five letters or more may differ by one edit, of nine or more by two, and
must start with the same letter. Short words ("vat", "by") must match exactly: one
edit turns them into other words. OCR's "rn" for "m" and "vv" for "w" ("Custorner") is the word when the reading
is otherwise exact, and so is its "i" read for an "l" or "l" for an "i" ("Eiigibie"). Multi-word cues match
consecutive words on one line.

The exact, regex-based search (`stages.rules.cue_regex`) still runs first; this adds
the damaged readings it misses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from stages.normalize import without_accents

WORD_RE = re.compile(r"[A-Za-z0-9|!$@]+(?:['\u2019][A-Za-z]+)?")
# A label's word in any Latin script ("Código", "Señores", "Razão"): the words labels are searched among, folded to
# their letters without accents (`fold_accents`), so an accent OCR misread ("Cédigo") is one slip, not a broken word.
LATIN = "\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F"
LABEL_WORD_RE = re.compile(rf"[A-Za-z0-9|!$@{LATIN}]+(?:['\u2019][A-Za-z{LATIN}]+)?")
HAS_LETTER_RE = re.compile(r"[a-z]")
# A letter OCR printed as a digit or sign, inside a word that has letters.
OCR_FOLD = str.maketrans({"0": "o", "1": "l", "5": "s", "|": "l", "!": "l", "$": "s", "@": "a", "8": "b"})


@dataclass(frozen=True)
class Word:
    text: str  # folded, lower case
    start: int
    end: int


def words(text: str, latin: bool = False) -> list[Word]:
    """The words of a text, lower-cased, OCR's digit-for-letter slips folded in words that have letters. With `latin`,
    the words of every Latin script, their accents dropped (`fold_accents`): the words labels are searched among."""
    out = []
    for m in (LABEL_WORD_RE if latin else WORD_RE).finditer(text):
        w = m.group(0).lower()
        if latin and not w.isascii():
            w = fold_accents(w)
        if w in ("|", "l"):  # the pronoun "I" as OCR reads it
            w = "i"
        elif HAS_LETTER_RE.search(w):
            w = w.translate(OCR_FOLD)
        out.append(Word(w, m.start(), m.end()))
    return out


@lru_cache(maxsize=1 << 14)
def fold_accents(word: str) -> str:
    """A lower-case word's letters without their accents ("código" -> "codigo"), but for the "ñ", a letter of its own in
    Spanish that OCR reads as "fi" ("Sefiores"; `word_matches`)."""
    return without_accents(word.replace("ñ", "\0")).replace("\0", "ñ")


def allowed_edits(word: str) -> int:
    n = len(word)
    return 0 if n < 5 else 1 if n < 9 else 2


# The endings English gives one stem for the two parties of a deal: who does it ("payer", "consignor", "lessor") and
# who receives it ("payee", "consignee", "lessee").
DOER_ENDINGS = ("er", "or")
RECEIVER_ENDING = "ee"


def _other_party(text_word: str, cue_word: str) -> bool:
    """The word of the deal's other party, one stem with the other ending ("payer" for the cue "payee"): another word
    (a refund's payer is the shop), not damage."""
    for a, b in ((text_word, cue_word), (cue_word, text_word)):
        if b.endswith(RECEIVER_ENDING) and len(b) >= 5 and any(a == b[:-2] + e for e in DOER_ENDINGS):
            return True
    return False


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
    if _other_party(text_word, cue_word):
        return False
    if Levenshtein.distance(text_word, cue_word, score_cutoff=k) <= k:
        return True
    # OCR's two letters for one ("Custorner", "Revievv", Spanish "Sefiores" for "Señores"): the same word once they are
    # read as the one, no other edit
    if "ñ" in cue_word and text_word.replace("fi", "ñ") == cue_word:
        return True
    # OCR's "i" for an "l" and "l" for an "i" (a scan's thin strokes: "Eiigibie" for "eligible", "lnvoiced"): each
    # such swap is the letter read alike, not an edit; what is left may differ by the edits the word allows but one
    if len(text_word) == len(cue_word) and text_word != (read := "".join(
            d if c != d and c + d in ("il", "li") else c for c, d in zip(text_word, cue_word))) \
            and (read == cue_word or Levenshtein.distance(read, cue_word, score_cutoff=k - 1) <= k - 1):
        return True
    return ("rn" in text_word or "vv" in text_word) and text_word.replace("rn", "m").replace("vv", "w") == cue_word


@lru_cache(maxsize=1 << 15)  # the schema's cues with their derived label forms: a few thousand
def _cue_words(cue: str) -> tuple[str, ...] | None:
    """A cue's words, or None when it is not plain lower-case words (punctuation, regex, an abbreviation
    in capitals that must be printed so): exact search only."""
    if cue != cue.lower():
        return None
    parts = [fold_accents(p) for p in cue.split()]  # ("razón social" as the text's words are: "razon social")
    return tuple(parts) if parts and all(re.fullmatch(r"[a-zñ']+", p) for p in parts) else None


@lru_cache(maxsize=1024)
def _by_first_word(cues: tuple[str, ...]) -> tuple[tuple[str, tuple[tuple[str, tuple[str, ...], str], ...]], ...]:
    """The fuzzy-searchable cues grouped by their first word: most first words are not in a text,
    and then none of their cues is looked at. Each cue with its words' first letters (`word_initials`)."""
    groups: dict[str, list[tuple[str, tuple[str, ...], str]]] = {}
    for cue in cues:
        cw = _cue_words(cue)
        if cw is not None:
            groups.setdefault(cw[0], []).append((cue, cw, word_initials(cw)))
    return tuple((first, tuple(group)) for first, group in groups.items())


@lru_cache(maxsize=1024)
def _groups_by_shape(cues: tuple[str, ...]) -> dict[tuple[str, int], tuple[int, ...]]:
    """The indexes of `_by_first_word`'s groups by each (first letter, length) of word their first word may match
    (`_shapes`): a text's few dozen shapes pick the groups worth a `WordPositions.matching`, of a field's dozens."""
    index: dict[tuple[str, int], list[int]] = {}
    for k, (first, _) in enumerate(_by_first_word(cues)):
        for shape in _shapes(first):
            index.setdefault(shape, []).append(k)
    return {shape: tuple(ks) for shape, ks in index.items()}


def word_initials(ws) -> str:
    """The first letter of each word, one character a word: a word matches a cue word only when they open with the same
    letter (`word_matches`, `abbreviates`), so a run of a text's words can be a cue only where the initials agree: one
    string comparison rules out most cues before any word is compared."""
    return "".join(w[0] for w in ws)


class WordPositions:
    """Where each word of a text stands, its distinct words grouped by first letter and length: a cue word is compared
    once with each distinct word that could match it (`word_matches`: the same first letter, a length within its edits),
    not with every word of its letter."""

    def __init__(self, ws: list[Word]):
        self.by_shape: dict[tuple[str, int], dict[str, list[int]]] = {}
        for i, w in enumerate(ws):
            self.by_shape.setdefault((w.text[:1], len(w.text)), {}).setdefault(w.text, []).append(i)
        self.found: dict[str, list[int]] = {}  # `matching`'s answers, filled as asked; a race only computes one list twice

    def matching(self, cue_word: str) -> list[int]:
        """Positions of the words `cue_word` matches (`word_matches`), in text order (do not change the list: one
        word's list is its own positions' list, no copy; a text's thousand cue words ask ~1.3 words each)."""
        found = self.found.get(cue_word)
        if found is None:
            by_shape, merged, shapes = self.by_shape, False, _shapes(cue_word)
            if len(shapes) == 1:  # a short cue word matches only itself
                found = by_shape.get(shapes[0], _NO_WORDS).get(cue_word, _NO_POSITIONS)
                self.found[cue_word] = found
                return found
            for shape in shapes:
                same = by_shape.get(shape)
                if same is None:
                    continue
                for w, at in same.items():
                    if w == cue_word or word_matches(w, cue_word):
                        if found is None:
                            found = at
                        else:
                            found, merged = found + at, True
            found = _NO_POSITIONS if found is None else sorted(found) if merged else found
            self.found[cue_word] = found
        return found


_NO_POSITIONS: list[int] = []  # (shared: `matching`'s lists are read, never changed)
_NO_WORDS: dict[str, list[int]] = {}


@lru_cache(maxsize=1 << 15)  # the schema's cue words: a few thousand, asked of every text
def _shapes(cue_word: str) -> tuple[tuple[str, int], ...]:
    """The (first letter, length) of the words `cue_word` may match (`word_matches`): its own length within its edits."""
    n, k = len(cue_word), allowed_edits(cue_word)
    return tuple((cue_word[:1], m) for m in range(n - k, n + k + 1))


class _TextWords:
    """A text's words with the words each cue's first word matches remembered: the same text is searched for many
    fields' cues, three times per document."""

    def __init__(self, text: str, latin: bool = False):
        self.ws = words(text, latin)
        self.positions = WordPositions(self.ws)
        self.initials = word_initials([w.text for w in self.ws])  # one letter a word: its slices are compared with cues'


@lru_cache(maxsize=32)  # the texts of the documents in flight
def _text_words(text: str) -> _TextWords:
    return _TextWords(text)


@lru_cache(maxsize=32)  # the texts of the documents in flight
def _label_words(text: str) -> _TextWords:
    """The text's words of every Latin script, accents folded (`words` with `latin`): where labels are searched. An
    ASCII text's are its plain `words`, already made for its doc-type cues."""
    return _text_words(text) if text.isascii() else _TextWords(text, latin=True)


def text_positions(text: str) -> tuple[list[Word], WordPositions]:
    """A text's `words` and their `WordPositions`, made once per text: the doc type's cues and the fields' labels
    ask the same first words of the same text (do not change them)."""
    index = _text_words(text)
    return index.ws, index.positions


@lru_cache(maxsize=1024)  # (text, one field's cues): asked again by each later search of the same text
def fuzzy_spans(text: str, cues: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    """(start, end, cue) of every reading of a cue, exact or OCR-damaged, word-aligned."""
    index = _label_words(text)
    ws, initials = index.ws, index.initials
    found, matching = index.positions.found, index.positions.matching
    out = []
    groups, by_shape = _by_first_word(cues), _groups_by_shape(cues)
    # only the groups whose first word may match a word of the text (one of its shapes there), in their order
    candidates = sorted({k for shape in by_shape.keys() & index.positions.by_shape.keys() for k in by_shape[shape]})
    for first, group in map(groups.__getitem__, candidates):
        starts = found.get(first)  # (a dict look-up, not a call: ~30 first words per field, most asked before)
        for i in (starts if starts is not None else matching(first)):
            for cue, cw, cue_initials in group:
                if not initials.startswith(cue_initials, i):
                    continue  # (also a cue longer than the words left)
                span = ws[i:i + len(cw)]
                if len(cw) > 1 and not all(word_matches(w.text, c) for w, c in zip(span[1:], cw[1:])):
                    continue  # (the first word matches where it starts; the cheapest test first)
                if any(text[a.end:b.start].strip() for a, b in zip(span, span[1:])) or "\n" in text[span[0].start:span[-1].end]:
                    continue  # cue words must follow each other on one line
                if any(COLUMN_GAP_RE.search(text, a.end, b.start) for a, b in zip(span, span[1:])):
                    continue  # ...in one cell: a column gap parts two labels ("Service      Delivery window")
                a, b = span[0].start, span[-1].end
                if WORD_CHAR_RE.match(text[a - 1:a] or " ") or WORD_CHAR_RE.match(text[b:b + 1] or " "):
                    continue  # inside a longer token ("CASE-2026-0095" holds no label "case")
                out.append((span[0].start, span[-1].end, cue))
    return tuple(out)


COLUMN_GAP_RE = re.compile(r"\t|[ ]{3}")
WORD_CHAR_RE = re.compile(r"[\w-]")


# --------------------------------------------------------------------------- abbreviated labels

VOWELS_RE = re.compile(r"[aeiouy]")
# The endings that make another form of an English word ("dated", "sales", "billing", "shipper").
INFLECTION_RE = re.compile(r"s|es|d|ed|ing|er|ers|al|able")
# Where a label ends: its mark, a colon or a "#", maybe after the period of its last word's abbreviation ("Ord. ref.:").
# (searched, never matched at a place: it never starts at a blank after a blank, which was tried to the same end, so a
# run of blanks costs its length, not its square)
LABEL_MARK_AFTER_RE = re.compile(r"(?!(?<=[ \t])[ \t])\.?[ \t]*[:#]")
# Between the words of an abbreviated label: a space, an abbreviation's period, a hyphen ("Kd.-Nr.", "Doc. date").
ABBREVIATION_GAP_RE = re.compile(r"\.?[ \t]?-?[ \t]?")


@lru_cache(maxsize=1 << 16)  # the same (text word, cue word) pairs, asked of every document
def abbreviates(short: str, word: str) -> bool:
    """Is `short` a shortened form of a label word, as forms print them: its first letters ("doc" of document, "inv"
    of invoice, "cust" of customer), or its first letter and some of its consonants in order ("dt" of date, "acct" of
    account, "kd" of kunden)? Two letters only as consonants ("re", "to", "or" are words); never the word itself."""
    if not short.isalpha() or len(short) < 2 or len(short) >= len(word) or len(word) < 4 or short[0] != word[0]:
        return False
    if len(short) == 2 and VOWELS_RE.search(short):
        return False
    if word.startswith(short):
        return True
    skeleton = iter(VOWELS_RE.sub("", word[1:]))
    return all(c in skeleton for c in short[1:])


@lru_cache(maxsize=1024)
def _by_first_letters(cues: tuple[str, ...]) -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """The plain cues of two words or more by the first letters of their words, in the cues' order. A printed word
    stands for a cue word only when it opens with the same letter (`abbreviates`, `word_matches`), so the words before
    a label's mark are compared with the few cues their first letters fit, not with every cue of their length."""
    groups: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for cue in cues:
        cw = _cue_words(cue)
        if cw is not None and len(cw) >= 2:
            groups.setdefault(word_initials(cw), []).append((cue, cw))
    return {k: tuple(v) for k, v in groups.items()}


@lru_cache(maxsize=32)  # the texts of the documents in flight
def _label_ends(text: str) -> tuple[int, ...]:
    """The indexes of the text's words (`words`) that end at a label's mark."""
    ws = _label_words(text).ws
    by_end = {w.end: i for i, w in enumerate(ws)}
    return tuple(j for mark in LABEL_MARK_AFTER_RE.finditer(text) if (j := by_end.get(mark.start())) is not None)


@lru_cache(maxsize=1024)  # (text, one field's cues)
def abbreviated_spans(text: str, cues: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    """(start, end, cue) of every label printed with one or more of its words abbreviated ("Doc. date:", "Ord Dt:",
    "Cust. acct:", "Kd.-Nr.:"): the cue's words in order on one line, each the word itself (OCR damage forgiven,
    `word_matches`) or a shortened form of it (`abbreviates`), at least one shortened, ending at a label's mark. A word's
    first five letters or more ("credit" of "creditable") are a word of their own unless a period ends them."""
    groups = _by_first_letters(cues)
    ends = _label_ends(text)
    if not groups or not ends:
        return ()
    index = _label_words(text)
    ws, initials = index.ws, index.initials
    out = []
    for j in ends:
        for n in range(2, 5):
            group = groups.get(initials[j - n + 1:j + 1]) if j - n + 1 >= 0 else None
            if not group:
                continue
            span = ws[j - n + 1:j + 1]
            if any(not ABBREVIATION_GAP_RE.fullmatch(text, a.end, b.start) for a, b in zip(span, span[1:])):
                continue
            a = span[0].start
            if WORD_CHAR_RE.match(text[a - 1:a] or " "):
                continue
            for cue, cw in group:
                short = [abbreviates(w.text, c) and (not c.startswith(w.text) or text[w.end:w.end + 1] == "."
                                                     or len(w.text) <= 4 and not (len(w.text) == 4 and INFLECTION_RE.fullmatch(c[4:])))
                         for w, c in zip(span, cw)]  # "credit" is a word of its own, no cut of "creditable": a cut of
                # five letters or more ends in its period ("Purch. date"), a shorter one need not ("Inv Dt"), unless
                # the word is the cut and an ending ("Sale", "Date" are words, not cuts of "sales", "dated")
                if any(short) and all(s or word_matches(w.text, c) for s, w, c in zip(short, span, cw)):
                    out.append((a, span[-1].end, cue))
                    break
    return tuple(out)
