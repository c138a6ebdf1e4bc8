"""A second reading of a receipt's name line, to undo PP-OCR misreads of the merchant's name.

Why: the name is printed once, often larger and fainter than the body, and one misread letter makes the
company wrong ("79 SPEED MART S/D" for "99 SPEED MART S/B"). The crop of the line the layout picks as the name
is read again by PP-OCR's recogniser alone, at two margins (each a slightly different view of the same print),
keeping each character's runner-up. Where a word was read with less than GATE_CONF confidence, a character
changes only on evidence that does not depend on knowing the name:

- both re-readings agree on another character of the same kind (letter for letter, digit for digit, not
  just an accent or a case) in a word read unsurely, and the change does not shorten the name's legal form
  ("SDN BHD" re-read "SON BHD": measured on sroie-train, agreement alone would have broken that name);
- or a character, or a runner-up the recogniser weighed closely (at least MIN_ALT_PROB), at a place read
  unsurely gives the name a legal form, or a longer one ("S/D" -> "S/B"): legal forms are a general list
  (cleanco's ISO 20275-style terms, stages.layout); one such change at most.

Characters are only replaced, never added or dropped, so every word keeps its length and place in the text;
except that a whole line is put in place of the first reading when both re-readings read it alike and surely
and give it a legal form, or a longer one, it lacked (`_whole_line`: PP-OCR's page pass sometimes garbles a line
of dot-matrix capitals, "CO. AHE NOS (W)" for "CO. (M) SDN BHD", that its recogniser reads right on the line's
crop alone); the words after it then move along the text. Likewise a name line, read surely or not, whose
re-readings agree surely on it mended (`_mended_line`): a mark or a word break put in between its words (the page
pass drops a small "&" or a narrow space, "HARDWARE TRADING" for "HARDWARE & TRADING"), a digit in a word of letters
read as the letter it looks like ("0.K."). And a word break the page pass took from tesseract inside a printed
word ("STATI ONERY") is taken out where the two words' boxes stand closer than a word space and both re-readings
read the letters side by side without weighing a space between them at all (`_false_breaks`; no extra reading).
The header's other unsure lines (above its contact
block, without a legal form) are read again whole the same way first, so that a name whose legal form was
garbled is chosen as the name at all.
Cost: two recogniser runs on each name line's crop (a few tens of ms), sure or not (to mend it); two more per
unsure header line. On sroie-train, 2.4 recogniser runs per receipt on average (0.38 before every name line
was read); the whole step measured at ~0.5 s per receipt on a 2-core machine at load 11 (~140 ms
earlier at a lighter load, before the marks), against several seconds for the page's two OCR passes.

    reread_name(image, page) -> TesseractPage   # the page with its name line's characters settled
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata

from PIL import Image

from stages.ocr_image import TesseractPage, upright
from stages.ocr_ppocr import Glyph, read_line
from status.models import OcrPage, OcrResult, OcrWord

GATE_CONF = 97.0  # a name line with a word read below this confidence (0-100) is read again
MARGINS = (0.1, 0.25)  # crop margins around the line's words, x its height: two views of the same print
MIN_AGREE_PROB = 0.4  # each re-reading's probability for a character both agree on
MIN_ALT_PROB = 0.25  # a runner-up weighed at least this much may complete a legal form
MIN_LINE_PROB = 0.6  # every character of two agreeing re-readings that replace a whole line, at least


def reread_name(image: Image.Image, page: TesseractPage) -> TesseractPage:
    """`page` with the characters of its name line settled by a second reading (`image` is the page it was
    read from); the page as it was when no name is found or every word of it was read surely. First the header's
    other unsure lines are read again whole (`_header_lines`): a name whose legal form the page pass garbled loses
    the layout's strongest evidence, and another line (a brand, a slogan) is chosen in its place."""
    page = _reread_header(image, page)
    span = _name_span(page)
    if span is None:
        return page
    words = [w for w in page.words if span[0] <= w.start < span[1]]
    if not words:
        return page
    picture = upright(image).convert("RGB")
    text = list(page.text)
    whole: list[tuple[list[OcrWord], str, float]] = []
    breaks: list[int] = []
    for line in _by_line(words):
        readings = [read_line(_crop(picture, line, margin)) for margin in MARGINS]
        line_text = _whole_line(page.text, line, readings) or _mended_line(line, readings)
        if line_text is not None:
            whole.append((line, line_text, min(g.prob for r in readings for g in r)))
            continue
        for offset, char in _settled(page.text, line, words, readings).items():
            text[offset] = char
        breaks += _false_breaks(page.text, line, readings)
    new_text = "".join(text)
    if new_text == page.text and not whole and not breaks:
        return page
    new_words = [w.model_copy(update={"text": new_text[w.start:w.start + len(w.text)]}) if w.start >= 0 else w
                 for w in page.words]
    # from the end of the text: what is replaced or joined after an offset does not move it
    edits = [(line[0].start, line) for line, _, _ in whole] + [(offset, None) for offset in breaks]
    lines = {id(line): (line_text, prob) for line, line_text, prob in whole}
    for offset, line in sorted(edits, key=lambda e: -e[0]):
        if line is None:
            new_text, new_words = _join_words(new_text, new_words, offset)
        else:
            new_text, new_words = _replace_line(new_text, new_words, line, *lines[id(line)])
    return TesseractPage(text=new_text, words=new_words, mean_conf=page.mean_conf, width=page.width, height=page.height)


HEADER_LINES = 6  # header lines above the contact block read again whole when unsure, at most


def _reread_header(image: Image.Image, page: TesseractPage) -> TesseractPage:
    """`page` with the unsure lines of its header (`_header_lines`) put in place whole where both re-readings
    give them a legal form they lacked (`_whole_line`)."""
    lines = _header_lines(page)
    if not lines:
        return page
    picture = upright(image).convert("RGB")
    whole = []
    for line in lines:
        readings = [read_line(_crop(picture, line, margin)) for margin in MARGINS]
        line_text = _whole_line(page.text, line, readings)
        if line_text is not None:
            whole.append((line, line_text, min(g.prob for r in readings for g in r)))
    if not whole:
        return page
    text, words = page.text, list(page.words)
    for line, line_text, prob in sorted(whole, key=lambda x: -x[0][0].start):
        text, words = _replace_line(text, words, line, line_text, prob)
    return TesseractPage(text=text, words=words, mean_conf=page.mean_conf, width=page.width, height=page.height)


def _header_lines(page: TesseractPage) -> list[list[OcrWord]]:
    """The words, by line, of the header lines a garbled legal form may hide in: among the first HEADER_LINES
    lines above the first contact line (address, phone, tax id, date: `stages.layout`), a line with a word read
    unsurely, without a legal form, with a word of three letters or more (not a smudge or a number)."""
    from stages import layout

    out = []
    for tl in layout.text_lines(page.text)[:HEADER_LINES]:
        if layout._contact_line(tl.text, None) and not layout._title_line(tl.text):
            break
        line = sorted((w for w in page.words if tl.start <= w.start < tl.end), key=lambda w: w.left)
        if line and min(w.conf for w in line) < GATE_CONF and layout.legal_form(tl.text, exact=True) is None \
                and re.search(r"[^\W\d_]{3}", tl.text):
            out.append(line)
    return out


def _whole_line(text: str, line: list[OcrWord], readings: list[list[Glyph]]) -> str | None:
    """The re-read text of a name line to put in place of the first reading whole, or None: when a word of the
    line was read unsurely, both re-readings read the line alike, every character of them at least
    MIN_LINE_PROB, and the re-reading ends in a legal form, or a longer one, where the first reading does not
    ("CO. AHE NOS (W)" -> "CO. (M) SDN BHD": PP-OCR's page pass garbles a line of dot-matrix capitals that its
    recogniser, given the line's crop alone, reads surely). Unlike a character's change, the line's length may
    change: a garbled reading seldom keeps the printed line's words and spaces."""
    if min(w.conf for w in line) >= GATE_CONF or any(not r for r in readings):
        return None
    texts = {" ".join("".join(g.char for g in r).split()) for r in readings}
    if len(texts) != 1 or min(g.prob for r in readings for g in r) < MIN_LINE_PROB:
        return None
    new = texts.pop()
    old = " ".join(w.text for w in line)
    if new == old or _form_terms(new) <= _form_terms(old):
        return None
    return new


def _mended_line(line: list[OcrWord], readings: list[list[Glyph]]) -> str | None:
    """The re-read text of a name line when both re-readings read it alike, every character of them at least
    MIN_LINE_PROB, and it is the first reading mended and nothing else (`_only_mended`): marks or word breaks put in
    between its words, digits in a word of letters read as the letters they look like. PP-OCR's page pass, however
    sure of the letters it did read, drops a small mark or a narrow space that the recogniser reads on the line's crop
    alone ("HARDWARE TRADING" for "HARDWARE & TRADING", "LEE&" for "LEE &"), and reads a round letter as a digit in
    a word that has no other ("0.K.", "0'NEIL"). Read on every name line, sure or not."""
    if any(not r for r in readings):
        return None
    texts = {" ".join("".join(g.char for g in r).split()) for r in readings}
    if len(texts) != 1 or min(g.prob for r in readings for g in r) < MIN_LINE_PROB:
        return None
    new = texts.pop()
    return new if _only_mended(" ".join(w.text for w in line), new) else None


def _only_mended(old: str, new: str) -> bool:
    """`new` is `old` with spaces or marks (not letters or digits) put in between its first and last character, or
    digits read as the letters they look like in a word of letters left with no digit at all ("F00D" -> "FOOD";
    never "A0214" -> "AO214" or "88" -> "BB": a code or a number stays as read); every other character of `old`,
    its word breaks and marks too, kept in order. A mark put in at either end is refused: a crop's margin reads the print's edge or a rule as
    a stray mark."""
    if new == old or not old:
        return False
    i, added, letters = 0, [], []
    for j, c in enumerate(new):
        if i < len(old) and c == old[i]:
            i += 1
        elif i < len(old) and _lookalike(old[i], c):
            letters.append(j)
            i += 1
        elif c.isalnum():
            return False
        else:
            added.append(j)
    if i != len(old) or 0 in added or len(new) - 1 in added:
        return False
    swapped = set(letters)
    for j in letters:
        a, b = _word_at(new, j)
        word = range(a, b)
        if any(new[k].isdigit() for k in word) or not any(new[k].isalpha() and k not in swapped for k in word):
            return False  # a digit left: a code; no letter read as such: a number ("88" is never "BB")
    return True


def _word_at(text: str, j: int) -> tuple[int, int]:
    """[start, end) of the word (between spaces) of `text` holding its character `j`."""
    end = text.find(" ", j)
    return text.rfind(" ", 0, j) + 1, len(text) if end < 0 else end


def _replace_line(text: str, words: list[OcrWord], line: list[OcrWord], new: str,
                  prob: float) -> tuple[str, list[OcrWord]]:
    """`text` and `words` with the words of `line` replaced by the words of `new`: the line's box shared among
    them by their characters' places, words after it moved along the text."""
    start, end = line[0].start, line[-1].start + len(line[-1].text)
    shift = len(new) - (end - start)
    x0, x1 = min(w.left for w in line), max(w.left + w.width for w in line)
    top, bottom = min(w.top for w in line), max(w.top + w.height for w in line)
    made = []
    for m in re.finditer(r"\S+", new):
        left = x0 + round((x1 - x0) * m.start() / len(new))
        right = x0 + round((x1 - x0) * m.end() / len(new))
        made.append(line[0].model_copy(update={"text": m.group(), "conf": round(prob * 100, 2), "left": left,
                                                "width": max(1, right - left), "top": top, "height": bottom - top,
                                                "start": start + m.start()}))
    ids = {id(w) for w in line}
    out: list[OcrWord] = []
    for w in words:
        if id(w) in ids or (start <= w.start < end):
            if w.start == start:
                out.extend(made)
            continue
        out.append(w.model_copy(update={"start": w.start + shift}) if w.start >= end else w)
    return text[:start] + new + text[end:], out


def _name_span(page: TesseractPage) -> tuple[int, int] | None:
    """[start, end) in the page text of the company name the receipt layout reads (stages.layout)."""
    from stages import layout  # the layout reads extraction's schema; OCR need not import it otherwise

    company, address = _receipt_specs()
    ocr = OcrResult(doc_id="", content_hash="", source_format="image", text=page.text,
                    pages=[OcrPage(page=1, text=page.text, method="ppocr", words=page.words,
                                   width=page.width, height=page.height)])
    found, _ = layout.receipt_company_address(ocr, company, address)
    return None if found is None or found.span is None else found.span


@functools.cache
def _receipt_specs():
    """The name and address fields of the bundled receipts schema's type read by a receipt's layout, by their
    declarations (`status.schema.receipt_fields`). The bundled one: OCR runs before and without the run's schema (its
    output and caches are the page's, whatever schema reads them after)."""
    from status.schema import load_schema, receipt_fields

    schema = load_schema("receipts")
    receipt = next(t for t in schema.doc_types.values() if t.layout == "receipt")
    return receipt_fields(schema.fields_for(receipt.name))


def _by_line(words: list[OcrWord]) -> list[list[OcrWord]]:
    lines: dict[int, list[OcrWord]] = {}
    for w in words:
        lines.setdefault(w.line, []).append(w)
    return [sorted(ws, key=lambda w: w.left) for _, ws in sorted(lines.items())]


def _crop(picture: Image.Image, line: list[OcrWord], margin: float) -> Image.Image:
    x0, y0 = min(w.left for w in line), min(w.top for w in line)
    x1, y1 = max(w.left + w.width for w in line), max(w.top + w.height for w in line)
    pad = round(margin * (y1 - y0))
    return picture.crop((max(0, x0 - pad), max(0, y0 - pad), min(picture.width, x1 + pad), min(picture.height, y1 + pad)))


def _settled(text: str, line: list[OcrWord], name_words: list[OcrWord], readings: list[list[Glyph]]) -> dict[int, str]:
    """{offset in the page text: character} to write on this line: characters both re-readings agree on,
    then a runner-up that gives the name a legal form."""
    places = [(w.start + k, w.conf) for w in line for k in range(len(w.text)) if not text[w.start + k].isspace()]
    chars = [text[o] for o, _ in places]
    aligned = [_align(chars, reading) for reading in readings]
    changes: dict[int, str] = {}
    name = _name_text(text, name_words)
    for i, (offset, conf) in enumerate(places):
        seen = [a.get(i) for a in aligned]
        if conf >= GATE_CONF or any(g is None or g.prob < MIN_AGREE_PROB for g in seen):
            continue
        new = {g.char.upper() for g in seen}
        if len(new) == 1 and _same_kind(chars[i], seen[0].char):
            trial = {**changes, offset: _cased(chars[i], seen[0].char)}
            if _form_terms(_name_text(text, name_words, trial)) >= _form_terms(name):
                changes = trial
    settled = _form_terms(_name_text(text, name_words, changes))
    for i, (offset, conf) in enumerate(places):
        if conf >= GATE_CONF or offset in changes:
            continue
        for g in (a.get(i) for a in aligned if i in a):
            for candidate, prob in ((g.char, g.prob), (g.alt, g.alt_prob)):
                if prob < MIN_ALT_PROB or candidate.upper() == chars[i].upper() or not (
                        _same_kind(chars[i], candidate) or _lookalike(chars[i], candidate)):
                    continue
                trial = {**changes, offset: _cased(chars[i], candidate)}
                if _form_terms(_name_text(text, name_words, trial)) > settled:
                    return trial
    return changes


def _align(chars: list[str], reading: list[Glyph]) -> dict[int, Glyph]:
    """{index in `chars`: the re-read glyph at the same place}, over stretches both readings have the same
    length (equal, or the same number of characters read differently)."""
    return {i: reading[k] for i, k in _aligned_places(chars, reading).items()}


def _aligned_places(chars: list[str], reading: list[Glyph]) -> dict[int, int]:
    """{index in `chars`: index in `reading` of the glyph at the same place} (`_align`)."""
    places = [k for k, g in enumerate(reading) if len(g.char) == 1 and not g.char.isspace()]
    matcher = difflib.SequenceMatcher(None, [c.upper() for c in chars], [reading[k].char.upper() for k in places],
                                      autojunk=False)
    out: dict[int, int] = {}
    for op, a0, a1, b0, b1 in matcher.get_opcodes():
        if op in ("equal", "replace") and a1 - a0 == b1 - b0:
            out.update({a0 + d: places[b0 + d] for d in range(a1 - a0)})
    return out


NARROW_BREAK = 0.2  # x line height: a word space in print is wider than this gap between two words' boxes
MAX_SPACE_PROB = 0.01  # the most a re-reading may weigh a space between two letters it reads as one word


def _false_breaks(text: str, line: list[OcrWord], readings: list[list[Glyph]]) -> list[int]:
    """Offsets in `text` of the spaces on a name line that part one printed word: the page pass took a word break
    from tesseract inside a word ("STATI ONERY", "SEL ANGOR": a wide letter's side bearing), where the two letters'
    boxes stand closer than a printed word space (NARROW_BREAK x the line's height) and both re-readings of the
    line read the same two letters side by side without weighing a space between them at all (MAX_SPACE_PROB;
    where print has a narrow space the recogniser, reading the words glued, still weighs a space there)."""
    height = max(w.top + w.height for w in line) - min(w.top for w in line)
    places = [(w, k) for w in line for k in range(len(w.text)) if not text[w.start + k].isspace()]
    chars = [text[w.start + k] for w, k in places]
    index = {(id(w), k): i for i, (w, k) in enumerate(places)}
    aligned = [_aligned_places(chars, r) for r in readings]
    out = []
    for a, b in zip(line, line[1:]):
        if not (a.text[-1:].isalpha() and b.text[:1].isalpha()) or b.start != a.start + len(a.text) + 1 \
                or b.left - (a.left + a.width) >= NARROW_BREAK * height:
            continue
        i, j = index[(id(a), len(a.text) - 1)], index[(id(b), 0)]
        if all(i in at and j in at and at[j] == at[i] + 1 and r[at[i]].char.upper() == chars[i].upper()
               and r[at[j]].char.upper() == chars[j].upper() and r[at[j]].space_before < MAX_SPACE_PROB
               for at, r in zip(aligned, readings)):
            out.append(a.start + len(a.text))
    return out


def _join_words(text: str, words: list[OcrWord], offset: int) -> tuple[str, list[OcrWord]]:
    """`text` without its space at `offset`, the words either side of it one word (their boxes joined), the words
    after it moved back along the text."""
    left = next((w for w in words if w.start >= 0 and w.start + len(w.text) == offset), None)
    right = next((w for w in words if w.start == offset + 1), None)
    if left is None or right is None or text[offset] != " ":
        return text, words
    x0, y0 = min(left.left, right.left), min(left.top, right.top)
    x1 = max(left.left + left.width, right.left + right.width)
    y1 = max(left.top + left.height, right.top + right.height)
    joined = left.model_copy(update={"text": left.text + right.text, "conf": min(left.conf, right.conf), "left": x0,
                                     "top": y0, "width": x1 - x0, "height": y1 - y0})
    out = []
    for w in words:
        if w is left:
            out.append(joined)
        elif w is not right:
            out.append(w.model_copy(update={"start": w.start - 1}) if w.start > offset else w)
    return text[:offset] + text[offset + 1:], out


def _base(c: str) -> str:
    return unicodedata.normalize("NFD", c)[0].upper()


def _same_kind(old: str, new: str) -> bool:
    """Letter for letter or digit for digit, and a different letter, not the same one with an accent or in
    another case (a speck on thermal print reads as an accent; case is the printer's). Marks never change:
    a comma and a full stop are a coin toss on thermal print (on sroie-train's address lines the re-readings
    swapped 8 of them, 3 right, 4 wrong)."""
    if len(new) != 1 or _base(old) == _base(new):
        return False
    return (old.isalpha() and new.isalpha()) or (old.isdigit() and new.isdigit())


def _lookalike(old: str, new: str) -> bool:
    """A digit read for the letter it looks like ("8" for "B"): changed only where the letter completes a legal
    form (`stages.layout.LOOKALIKE_LETTERS`)."""
    from stages.layout import LOOKALIKE_LETTERS

    return len(new) == 1 and new.isalpha() and new.lower() in LOOKALIKE_LETTERS.get(old, "")


def _cased(old: str, new: str) -> str:
    return new.lower() if old.islower() else new.upper() if old.isupper() else new


def _name_text(text: str, name_words: list[OcrWord], changes: dict[int, str] | None = None) -> str:
    changes = changes or {}
    return " ".join("".join(changes.get(w.start + k, c) for k, c in enumerate(w.text)) for w in name_words)


def _form_terms(name: str) -> int:
    """How many words of a legal form the name ends with: 0 none, 1 "BHD", 2 "SDN BHD"."""
    from stages.layout import legal_form

    form = legal_form(name, exact=True)  # as read: a digit for a look-alike letter is no form yet
    return 0 if form is None else len(form.split())
