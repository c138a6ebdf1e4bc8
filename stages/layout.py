"""Receipt layout: rebuild printed lines from OCR word boxes and read the four
receipt fields the way a person does.

Why boxes and not text order: tesseract often puts a receipt's left column (labels)
and right column (amounts) into different blocks, so "TOTAL" and "33.90" end up far
apart in `OcrResult.text`. Grouping words whose vertical centres overlap restores
the printed line. Company and address are read from the top lines of the text;
the total from the line that carries a total label, amount right-aligned.
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal
from dataclasses import dataclass, field
from statistics import median

import pycountry
from cleanco import prepare_default_terms
from cleanco.clean import get_unique_terms, normalized, strip_punct

from stages.normalize import ABS_DATE_RE, format_money, normalize_text, parse_date, parse_money
from stages.rules import Found, cue_regex
from status.models import OcrResult, OcrWord
from status.schema import FieldSpec

# --------------------------------------------------------------------------- lines


@dataclass
class Line:
    """One printed line: words left to right, with their spans in OcrResult.text."""

    words: list[OcrWord] = field(default_factory=list)
    page: int = 1

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def center(self) -> float:
        return sum(w.top + w.height / 2 for w in self.words) / len(self.words)


def visual_lines(ocr: OcrResult) -> list[Line]:
    """Words grouped into printed lines by vertical overlap, top to bottom, per page. A tilted page is levelled first
    (`deskewed`): grouped by their height on the page alone, a tilted row's words fall into two lines, or into the
    row above or below, so a table's rows, a label's cell and its column gaps would not be the printed ones. The
    lines hold the levelled word boxes (a word's top less its tilt's rise); offsets and text are the OCR's."""
    lines: list[Line] = []
    for page in deskewed(ocr).pages:
        words = [w for w in page.words if w.start >= 0 and w.text.strip()]
        if not words:
            continue
        h = median(w.height for w in words) or 10
        current: list[Line] = []
        for w in sorted(words, key=lambda w: w.top + w.height / 2):
            c = w.top + w.height / 2
            if current and abs(current[-1].center - c) <= 0.55 * h:
                current[-1].words.append(w)
            else:
                current.append(Line([w], page.page))
        for line in current:
            line.words.sort(key=lambda w: w.left)
        lines.extend(current)
    return lines



SKEW_MIN = 0.008  # rise per pixel: a page tilted less than this (about half a degree) is read as printed


def page_skew(words: list) -> float:
    """How far a scanned page is tilted: the median rise per pixel between neighbouring words of one line as the OCR
    engine read it (its block, paragraph and line numbers), over pairs of like height set apart along the line. A
    skewed scan lifts a row's right end above its left, so a row of labels and the row of values under it fall into
    different printed lines when words are grouped by their height on the page alone."""
    rows: dict[tuple[int, int, int], list] = {}
    for w in words:
        if w.start >= 0 and w.text.strip() and w.height > 0 and w.left >= 0:
            rows.setdefault((w.block, w.par, w.line), []).append(w)
    slopes = []
    for ws in rows.values():
        ws = sorted(ws, key=lambda w: w.left)
        for a, b in zip(ws, ws[1:]):
            dx = (b.left + b.width / 2) - (a.left + a.width / 2)
            if dx < 2 * max(a.height, b.height) or not 0.6 <= a.height / b.height <= 1.67:
                continue
            slopes.append(((b.top + b.height) - (a.top + a.height)) / dx)
    return median(slopes) if len(slopes) >= 8 else 0.0


def deskewed(ocr: OcrResult) -> OcrResult:
    """The OCR result with each page's word boxes turned level (`page_skew`): a word's height on the page less its
    tilt's rise at its place along the line, so printed rows group by line on a skewed scan. Pages tilted less than
    `SKEW_MIN` are left as read."""
    pages, changed = [], False
    for page in ocr.pages:
        slope = page_skew(page.words) if page.words else 0.0
        if abs(slope) < SKEW_MIN:
            pages.append(page)
            continue
        changed = True
        pages.append(page.model_copy(update={"words": [w.model_copy(update={"top": int(round(
            w.top - slope * (w.left + w.width / 2)))}) for w in page.words]}))
    return ocr.model_copy(update={"pages": pages}) if changed else ocr


def cell_text(text: str, lines: list[Line]) -> str:
    """The OCR text with a scan's column gaps kept: the one space the OCR engine writes between two words of a printed
    line that stand a column gap apart in the word boxes (`COLUMN_GAP` word heights) becomes a tab, so a row of
    header cells reads as cells ("Service ref<tab>Date<tab>Web ref") where the text alone shows single spaces. Offsets
    are kept: the text is as long as the OCR text."""
    chars = None
    for line in lines:
        ws = line.words
        if len(ws) < 2:
            continue
        h = median(w.height for w in ws) or 10
        for a, b in zip(ws, ws[1:]):
            end = a.start + len(a.text)
            if b.start == end + 1 and text[end:b.start] == " " and text[a.start:end] == a.text \
                    and b.left - (a.left + a.width) >= COLUMN_GAP * h:
                if chars is None:
                    chars = list(text)
                chars[end] = "\t"
    return text if chars is None else "".join(chars)


def cell_under(ocr: OcrResult, lines: list[Line], start: int, end: int) -> tuple[int, int] | None:
    """[start, end) in OcrResult.text of the printed cell right under a label (by word boxes):
    the words of the next printed line that begin under the label, up to a column gap. On a
    scan tesseract writes a row of labels and the row of their values as two lines of text, so
    the column that pairs them is only in the boxes. On a skewed page one printed row can fall
    into two lines of boxes: a line below with nothing under the label is passed over."""
    found = next(((i, [w for w in ln.words if start <= w.start < end]) for i, ln in enumerate(lines)
                  if any(start <= w.start < end for w in ln.words)), None)
    if found is None or found[0] + 1 >= len(lines):
        return None
    i, label = found
    line = lines[i]
    h = median(w.height for w in line.words) or 10
    left, right = _label_start(line, label, h), max(w.left + w.width for w in label)
    middle = sum(w.top + w.height / 2 for w in label) / len(label)
    # the next label's column on the row of labels: where the next cell after a gap begins (none: the row's end)
    after = [w for w in sorted(line.words, key=lambda w: w.left) if w.left > right]
    stop = next((b.left for a, b in zip([max(label, key=lambda w: w.left + w.width)] + after, after)
                 if b.left - (a.left + a.width) >= 1.2 * h), None)
    for nxt in lines[i + 1:i + 4]:
        if nxt.page != line.page or nxt.center - middle > 3 * h:
            return None
        cell = _cell(nxt, left, right, h, stop)
        if cell:
            s0, e0 = cell[0].start, cell[-1].start + len(cell[-1].text)
            return (s0, e0) if ocr.text[s0:e0].split() == [w.text for w in cell] else None
    return None


def _cell(line: Line, left: float, right: float, h: float, stop: float | None = None) -> list[OcrWord]:
    """The words of `line` that begin under [left, right], up to a column gap; a cell begins after a
    column gap, never inside a run of words ("April 19, 2026" holds no cell "2026"). `stop`: where the
    next label's column begins on the row of labels above; a word wholly left of it, after a gap
    narrower than a column gap (`COLUMN_GAP`), is still in this column (a wide space in a name:
    "Fletes  Trans-Aztlan" under "Carrier" while "Tracking no." heads the next column far right). Gaps are measured
    in the larger of the label's and the value line's own word heights: a value printed bigger than its label spaces its
    words wider ("M&P Express Logistics" under a small "Transporter")."""
    cell: list[OcrWord] = []
    prev: OcrWord | None = None
    gh = max(h, median(w.height for w in line.words) if line.words else h)
    for w in line.words:
        gap = w.left - (cell[-1].left + cell[-1].width) if cell else None
        if not cell:
            starts_cell = prev is None or w.left - (prev.left + prev.width) >= 1.2 * gh
            if starts_cell and left - h <= w.left <= right:
                cell.append(w)
        elif gap < 1.2 * gh or (stop is not None and gap < COLUMN_GAP * gh and w.left + w.width < stop - h):
            cell.append(w)
        else:
            break
        prev = w
    return cell


def cell_beside(ocr: OcrResult, lines: list[Line], start: int, end: int) -> tuple[int, int] | None:
    """[start, end) in OcrResult.text of the printed cell right of a label on its printed line, past the label's own
    words (a totals block: "Net amount / Netto:" at the left, its amount at the right margin). The OCR engine may read
    such a right column as a block of its own, after the labels' block, so only the word boxes pair them: the first
    words right of the label, up to a column gap, when they are one run of the text."""
    found = next((ln for ln in lines if any(start <= w.start < end for w in ln.words)), None)
    if found is None:
        return None
    label = [w for w in found.words if start <= w.start < end]
    h = median(w.height for w in found.words) or 10
    last = max(label, key=lambda w: w.left + w.width)
    right = [w for w in found.words if w.left > last.left and not start <= w.start < end]
    if not right:
        return None
    cell = [right[0]]
    for w in right[1:]:
        if w.left - (cell[-1].left + cell[-1].width) >= COLUMN_GAP * h:
            break
        cell.append(w)
    s0, e0 = cell[0].start, cell[-1].start + len(cell[-1].text)
    # (one run of the text: only spaces between its words; the text may hold a look-alike repaired, one for one)
    joined = all(a.start + len(a.text) <= b.start and not ocr.text[a.start + len(a.text):b.start].strip()
                 for a, b in zip(cell, cell[1:]))
    return (s0, e0) if s0 < e0 and joined else None


LABEL_WORD_GAP = 0.8  # word heights: words this close before a cue are the rest of its label


def _label_start(line: Line, label: list[OcrWord], h: float) -> int:
    """Where the printed label holding the cue begins: a cue is often the label's last words ("OUR
    ACCOUNT", "YOUR REF"), and the value in the box under it begins under the label's first word.
    Up to two words printed right before the cue, at a word space, belong to the label."""
    words = sorted(line.words, key=lambda w: w.left)
    i = words.index(min(label, key=lambda w: w.left))
    for _ in range(2):
        if i == 0 or words[i].left - (words[i - 1].left + words[i - 1].width) > LABEL_WORD_GAP * h:
            break
        i -= 1
    return words[i].left


COLUMN_GAP = 1.5  # word heights: a printed gap this wide after a word parts a label from its value (a space is ~0.4)


def column_gap_after(lines: list[Line], end: int) -> bool:
    """Does the word ending at `end` (an offset in OcrResult.text) stand before a column gap on its printed line:
    the next word to its right at least COLUMN_GAP word heights away, or none (the label ends its printed line)?
    Page text joins a printed line's words with one space, so a label printed at a tab stop from its value
    ("Customer            NS-40018", a header cell over its column) reads like words of one phrase; the gap is
    only in the word boxes. False when no word ends at `end`."""
    for line in lines:
        for j, w in enumerate(line.words):
            if w.start >= 0 and w.start + len(w.text) == end:
                if j + 1 == len(line.words):
                    return True
                h = median(x.height for x in line.words) or 10
                nxt = line.words[j + 1]
                return nxt.left - (w.left + w.width) >= COLUMN_GAP * h
    return False


@dataclass(frozen=True)
class TextLine:
    start: int
    end: int
    text: str


def text_lines(text: str) -> list[TextLine]:
    """Non-empty lines of `text` with their [start, end) spans."""
    out, pos = [], 0
    for raw in text.splitlines(keepends=True):
        body = raw.rstrip("\r\n\f")
        stripped = body.strip()
        if stripped:
            lead = len(body) - len(body.lstrip())
            out.append(TextLine(pos + lead, pos + lead + len(stripped), stripped))
        pos += len(raw)
    return out


# --------------------------------------------------------------------------- total

# Total labels that are not the amount paid.
NOT_TOTAL_RE = re.compile(
    r"sub\s*-?\s*tota|tota\S*\s*(?:qty|quantity|item|disc|saving|gst|tax|excl|before|weight|point|pts)"
    r"|(?:gst|tax)\s+tota|exclu|excl\.|\bqty\b|change|tax\s+amt"
    r"|^\W*(?:gst|sst|vat|tax)\b[^\n]{0,20}\d\s?%"  # "GST @6% included in total": a line that opens with a tax
    r"|^\W*(?:gst|sst|vat|tax)\b[^\n]{0,12}\bincl",  # and its rate, or "GST incl...", is a tax line
    re.I,
)
# Labels that mark the final amount more strongly than a bare "total".
STRONG_TOTAL_RE = re.compile(r"round|nett|net\b|grand|payable|amount\s+due|incl|clusiv", re.I)
ROUNDING_STEP = Decimal("0.05")  # a total rounded to the nearest 5 cents differs from the one before by less
# "Total includes 6% GST 1.51" names the tax in the total (sometimes the total itself): never strong.
WEAK_TOTAL_RE = re.compile(r"tota\S*\s+includ", re.I)
AMOUNT_TOKEN_RE = re.compile(r"(?<![\d.,])(?:\$|RM|MYR)?\s?\d{1,6}(?:[.,]\s?\d{2})(?![\d%])", re.I)


@dataclass(frozen=True)
class Amount:
    """An amount printed on a line: its [start, end) span in OcrResult.text and its left edge in pixels."""

    start: int
    end: int
    left: int


# One word holding an amount, with at most a little OCR debris around it ("-/18.00", "27.55*").
# A "$" that OCR read as "S" ("S8.20") is kept out of the amount's span.
# A sign right before the digits is kept ("-1.73"); thousands may be grouped ("1,007.50"); "RM .40" has no units digit.
AMOUNT_WORD_RE = re.compile(
    r"(?:[^\w$-]|-(?![\d.])){0,3}(?:S(?=\d))?((?:\$|RM|MYR)?-?(?:\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,6}[.,]\d{2})|(?:\$|RM|MYR)\.\d{2})"
    r"[^\w]{0,2}", re.I)


def _amounts(line: Line) -> list[Amount]:
    """Amount-looking words on a line ("33.90", "$8.20", "-/18.00", or "33," "92" split by OCR)."""
    out: list[Amount] = []
    ws = line.words
    for i, w in enumerate(ws):
        m = AMOUNT_WORD_RE.fullmatch(w.text)
        if m:
            out.append(Amount(w.start + m.start(1), w.start + m.end(1), w.left))
        elif re.fullmatch(r"\.\d{2}", w.text) and i > 0 and re.fullmatch(r"\$|RM|MYR", ws[i - 1].text, re.I):
            out.append(Amount(w.start, w.start + len(w.text), w.left))  # "RM .40": no units digit, after its currency
        elif re.fullmatch(r"-?\d{1,6}[.,]", w.text) and i + 1 < len(ws) and re.fullmatch(r"\d{2}", ws[i + 1].text):
            out.append(Amount(w.start, ws[i + 1].start + 2, w.left))
    return out


# "Total" as OCR damages it ("Tota!", "TOT\"I,", "TOTL") and its abbreviations ("AMT", "TL:");
# not item names that start alike ("TOTINOS", "TOT 1 ITEM").
TOTAL_WORD_RE = re.compile(r"t[o0]ta[l1!|\]]|\bt[o0]t[^\w\s]?[a4il1|!]{1,2}(?![a-z0-9])|amount|\bamt\b|\btl\s*:", re.I)


def receipt_total(ocr: OcrResult, lines: list[Line], spec: FieldSpec) -> Found | None:
    """The right-most amount on the best total-labelled line.

    A line counts when it carries a total label (the field's cues from the schema,
    or an OCR-damaged "Tota!") and is not a subtotal / tax / quantity total.
    Ranking: a strong label (rounded, nett, grand, incl.) first, the later such
    line winning; then plain totals with one amount (a row with several amounts is
    a tax summary table), the largest winning. When cash tendered minus change
    equals one of the candidates, that candidate wins whatever its label. With no
    readable total label at all, a bare amount equal to cash - change, or the cash
    tendered itself when no change was given, is the total.
    """
    cue = cue_regex(spec.cues)
    candidates: list[tuple[tuple, Found]] = []
    for idx, line in enumerate(lines):
        text = line.text
        if not (cue.search(text) or TOTAL_WORD_RE.search(text)) or NOT_TOTAL_RE.search(text):
            continue
        label_right = max((w.left + w.width for w in line.words if TOTAL_WORD_RE.search(w.text)), default=0)
        amounts = [a for a in _amounts(line) if a.left >= label_right]
        if not amounts:
            continue
        start, end = amounts[-1].start, amounts[-1].end
        raw = ocr.text[start:end]
        money = parse_receipt_amount(raw)
        if money is None:
            continue
        strong = bool(STRONG_TOTAL_RE.search(text)) and not WEAK_TOTAL_RE.search(text)
        single = len(amounts) == 1
        amount = Decimal(money[0])
        rank = (strong, single, idx if strong else amount, idx)
        found = Found(value=money[0], raw=raw, span=(start, end), extractor="layout", confidence=0.85 if strong else 0.75,
                      currency=money[1], page=line.page)
        candidates.append((rank, found))
    paid = cash_minus_change(ocr, lines)
    if not candidates:  # every total label unreadable ("TOTAL FER:20iU"): what was paid, where it is printed
        return None if paid is None else _unlabelled_amount(ocr, lines, paid, after=-1) or _exact_cash(ocr, lines, paid)
    if paid is not None:
        agreeing = [c for c in candidates if Decimal(c[1].value) == paid]
        if agreeing:  # two independent readings agree: the strongest evidence a receipt gives
            return max(agreeing, key=lambda c: c[0])[1]
        unlabelled = _unlabelled_amount(ocr, lines, paid, after=min(c[0][3] for c in candidates))
        if unlabelled is not None:
            return unlabelled
    return _rounded(candidates, max(candidates, key=lambda c: c[0]))[1]


def _rounded(candidates: list[tuple[tuple, Found]], best: tuple[tuple, Found]) -> tuple[tuple, Found]:
    """The total printed after `best` that differs from it by less than a rounding step
    ("Total (Inclusive of GST) 41.52" then "TOTAL 41.50"): the rounded amount is what was paid."""
    later = [c for c in candidates if c[0][3] > best[0][3]
             and 0 < abs(Decimal(c[1].value) - Decimal(best[1].value)) < ROUNDING_STEP]
    return later[-1] if later else best


CASH_RE = re.compile(r"^\W*cash\b(?!\s*(?:bill|sale|ier|receipt|ch[ae]nge))", re.I)
CHANGE_RE = re.compile(r"^\W*(?:cash\s+)?ch[ae]nge\b", re.I)


def _unlabelled_amount(ocr: OcrResult, lines: list[Line], paid: Decimal, after: int) -> Found | None:
    """A bare amount equal to cash - change below the first total line (a rounded
    total whose label OCR lost, "RM 60.30"), above the cash line."""
    for line in lines[after + 1:]:
        if CASH_RE.search(line.text):
            break
        amounts = _amounts(line)
        if not amounts or _letters(line.text) > 3:
            continue
        start, end = amounts[-1].start, amounts[-1].end
        money = parse_receipt_amount(ocr.text[start:end])
        if money and Decimal(money[0]) == paid:
            return Found(value=money[0], raw=ocr.text[start:end], span=(start, end), extractor="layout",
                         confidence=0.7, currency=money[1], page=line.page)
    return None


def _exact_cash(ocr: OcrResult, lines: list[Line], paid: Decimal) -> Found | None:
    """The cash tendered, when it equals what was paid (no change given): that printed amount is the total."""
    for line in lines:
        amounts = _amounts(line) if CASH_RE.search(line.text) else []
        if amounts:
            start, end = amounts[-1].start, amounts[-1].end
            money = parse_receipt_amount(ocr.text[start:end])
            if money and Decimal(money[0]) == paid:
                return Found(value=money[0], raw=ocr.text[start:end], span=(start, end), extractor="layout",
                             confidence=0.5, currency=money[1], page=line.page)
            return None
    return None


def _line_amount(ocr: OcrResult, line: Line) -> Decimal | None:
    """The right-most amount on a line, or None."""
    amounts = _amounts(line)
    if not amounts:
        return None
    money = parse_receipt_amount(ocr.text[amounts[-1].start:amounts[-1].end])
    return Decimal(money[0]) if money else None


def cash_minus_change(ocr: OcrResult, lines: list[Line]) -> Decimal | None:
    """Cash tendered minus change given: the amount paid, read from two other lines; with no
    cash line, the amount of a card payment line.

    Chooses between total candidates; it becomes the total itself only when no
    total label is readable at all, and then only as a printed amount found at
    its own span (low confidence).
    """
    cash = change = None
    for line in lines:
        text = line.text
        if cash is None and CASH_RE.search(text):
            cash = _line_amount(ocr, line)
        elif change is None and CHANGE_RE.search(text):
            change = _line_amount(ocr, line)
    if cash is None or change is None or change > cash:
        return card_payment(ocr, lines) if cash is None else None
    return cash - change


# A card payment line ("VISA 99.80", "Mastercard -99.80", "Credit card 12.00"): paid in full, no change.
CARD_RE = re.compile(r"^\W*(?:visa|master\s?card|amex|american\s+express|debit(?:\s+card)?|credit\s+card|card)\b", re.I)


def card_payment(ocr: OcrResult, lines: list[Line]) -> Decimal | None:
    """The amount of the one card payment line, as paid (a minus sign, the receipt's way of
    booking it, dropped)."""
    paid = [a for line in lines if CARD_RE.search(line.text) and (a := _line_amount(ocr, line)) is not None]
    return abs(paid[0]) if len(paid) == 1 else None


def parse_receipt_amount(raw: str) -> tuple[str, str | None] | None:
    """A receipt amount as printed ("33.90", "$8.20", "RM 9,00", "33, 92") -> ("33.90", currency).

    Receipts always print two decimals, so a comma before the last two digits is
    a decimal point misread by OCR, not a thousands separator.
    """
    m = parse_money(raw, default_currency=None)
    if m is None:
        return None
    cur = m.currency or ("MYR" if re.match(r"RM|MYR", raw.strip(), re.I) else None)
    return format_money(m.amount), cur


# --------------------------------------------------------------------------- date


def receipt_date(ocr: OcrResult, spec: FieldSpec) -> Found | None:
    """The first printed date, preferring one on a line with a date cue (day first)."""
    cue = cue_regex(spec.cues)
    candidates: list[tuple[int, Found]] = []
    for tl in text_lines(ocr.text):
        for m in ABS_DATE_RE.finditer(tl.text):
            d = parse_date(m.group(0), date_order="DMY")
            if d is None or not (1990 <= d.year <= 2100):
                continue
            start = tl.start + m.start()
            found = Found(value=d.isoformat(), raw=m.group(0), span=(start, start + len(m.group(0))), extractor="rule",
                          confidence=0.9, page=ocr.page_of(start))
            candidates.append((0 if cue.search(tl.text) else 1, found))
    if not candidates:
        return None
    return min(candidates, key=lambda c: (c[0], c[1].span[0]))[1]


# --------------------------------------------------------------------------- company and address

# The labels under which business and tax registers print a firm's number: Singapore's UEN, Australia's ABN/ACN,
# New Zealand's NZBN, the Philippines' TIN, Indonesia's NPWP, Malaysia's BRN/SSM, the VAT/GST/SST ids; and the
# national names of the tax and VAT numbers as the OECD's TIN country sheets and the EU's VAT-number formats give
# them: India's GSTIN, Germany's USt-IdNr. and Steuernummer, France's SIRET/SIREN and TVA, Spain's NIF/CIF, Italy's
# and Latin America's IVA, the Netherlands' BTW and KvK, Mexico's RFC, Chile's RUT, Peru's RUC, Argentina's CUIT,
# Brazil's CNPJ, the Gulf's TRN, the USA's EIN, Kenya's KRA PIN, Canada's HST/QST/TVQ, Switzerland's MWST, Poland's
# NIP. Each counts only with its number after it (`STOP_RE`, `REGISTRATION_RE`).
BUSINESS_ID_LABEL = (r"uen|abn|acn|nzbn|tin|npwp|brn|crn|ssm|vat|gst|sst|tax\s*id|gstin|ust\W?id\W?nr|st\W?nr|steuernr"
                     r"|steuernummer|siret|siren|tva|nif|cif|iva|btw|kvk|rfc|rut|ruc|cuit|cnpj|trn|ein|kra\s+pin|hst|qst"
                     r"|tvq|mwst|nip")
REGISTRATION_RE = re.compile(
    r"^[\W_]*[A-Z]{0,3}\s?\d[\d\s]{3,}[\s-]*[A-Z]{0,3}[\W_]*$"  # (742016-W), JM0352019-K, 122703:
    r"|^\W*\([^()]*\d{5,}[^()]*\)\W*$"  # (.3M0517726)
    r"|co\W{0,2}reg|c[o0]n?[mn]pany|roc\s+no|reg(?:istration)?\.?\s*(?:no|#)|formerly|licensee|own(?:ed)?\s+by\s*$"
    r"|^\W*(?:" + BUSINESS_ID_LABEL + r")\b[^\n]{0,16}?\d(?:\D{0,3}\d){4}",  # "UEN: 201812345K", "ABN 53 004 085 616"
    re.I,
)
# A phone number by shape: an optional country code, then groups of digits split by single spaces, dashes or dots, the
# area code perhaps in brackets ("03-1234 5678", "(02) 9876 5432", "+44 20 7946 0958", "555-123-4567").
PHONE = r"(?<![\w.,])(?:\+\d{1,3}[\s.-]?\(?\d{1,4}\)?|\(\d{1,5}\)|\d{2,5})[\s.-]\s?\d{2,4}[\s.-]?\d{3,4}\b(?![.,]\d)"
STOP_RE = re.compile(
    r"\b(?:tel|fax|phone|h/?p|gst|tax\s+invoice|invoice|receipt|cash\s+bill|date|cashier|e-?mail|www|table|order"
    r"|document|doc\s+no|reg|company|conpany)\b|@|\b(?:" + BUSINESS_ID_LABEL + r")\b[^\n]{0,16}?\d|"  # "TIN 005-..."
    r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|" + PHONE,
    re.I,
)
# The words of `STOP_RE` that are also plain words of a business's name ("GOLDEN ORDER ENTERPRISE", "THE TABLE
# CAFE", "SIN CHEW DOCUMENT SERVICES", "XYZ COMPANY (M) SDN BHD"): they end the name block only as a label is printed -
# opening its line ("Date 12/03/18", "Table 5", "Cashier: Ali") or followed by a colon, a number sign, a number word
# ("no", "number") or a digit ("ORDER #12", "Company Reg. No."), or ending the line (a label whose value is printed
# below; so a name ending in such a word still stops, as every STOP_RE word did before); inside a name they are words
# like any other ("GOLDEN TABLE NOODLE HOUSE").
PLAIN_STOP_WORDS = r"date|table|order|document|company|conpany|cashier|reg"
PLAIN_STOP_WORD_RE = re.compile(r"\b(?:" + PLAIN_STOP_WORDS + r")\b", re.I)
LABEL_SHAPE_RE = re.compile(r"\W{0,2}(?:number\b|#|:|\.?\s*\(?\d|istration\b|\.?\s*(?:no\b|#)|\s*$)", re.I)


def _label_stop(text: str) -> bool:
    """`STOP_RE` finds a label, contact, date or title in `text`: its plain words (`PLAIN_STOP_WORDS`) only as
    labels, at the line's start or before a colon, number sign, number word or digit."""
    for m in STOP_RE.finditer(text):
        if not PLAIN_STOP_WORD_RE.fullmatch(m.group()):
            return True
        if not text[:m.start()].strip(" \t*-.'\"") or LABEL_SHAPE_RE.match(text, m.end()):
            return True
    return False


# Postal codes by shape: five digits (Malaysia, the US, Germany, France, ...), the UK's outward and inward codes
# ("BS1 5TT", "SW1A 1AA") and Canada's ("K1A 0B6"), capitals only so that words never match.
POSTCODE_RE = re.compile(r"\b\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b")
# An address line that starts with its house number: "12, Jalan ...", "No 14&16 ...", "Lot 50, Floor ...".
HOUSE_NUMBER_RE = re.compile(r"\W*(?:(?:no|lot)\b\W*[A-Za-z]?\d|(?:[A-Za-z]{1,5}\.?\s*)?[A-Za-z]?\d+[A-Za-z]?\s*[,&])", re.I)


def _letters(s: str) -> int:
    return sum(ch.isalpha() for ch in s)


def _looks_like_name(s: str) -> bool:
    """A plausible company line: mostly letters, upper or title case, not a date/number."""
    return s != s.lower() and _name_shaped(s) and not _listed(s) and not BRANCH_LINE_RE.search(s)  # scanner annotations are written in lower case


# A line naming the branch or outlet ("CAWANGAN SEREMBAN", "Branch: Klang", "PUCHONG BRANCH", "CABANG BEKASI"): the
# word as the line's label or its last word; never the name nor a line of it.
BRANCH_LINE_RE = re.compile(r"^\W*(?:cawangan|cabang|branch|outlet)\b\s*[:\-]?\s*[^\W\d_]|\b(?:branch|outlet)\W*$", re.I)


def _listed(s: str) -> bool:
    """A list of trades or goods (`ENUMERATION_RE`, two partings or more), not a name nor a name's line."""
    return len(ENUMERATION_RE.findall(_without_legal_form(s))) >= 2


def _name_shaped(s: str) -> bool:
    """Mostly letters, and not an address start, postcode, registration, contact or date line."""
    letters = _letters(s)
    if letters < 4 or letters / max(len(s.replace(" ", "")), 1) < 0.6:
        return False
    if HOUSE_NUMBER_RE.match(s) or POSTCODE_RE.search(s) or not re.search(r"[^\W\d_]{3}", s):
        return False  # "No. 343, Jalan ...", "12, Jalan ...", a postcode; no word of three letters: "g Of Ot 4"
    core = _without_legal_form(s)
    return not _label_stop(core) and not REGISTRATION_RE.search(core)


# Word confidence below this marks a line as a stamp, handwriting or smudge, not print
# (a line carrying a company cue such as "SDN BHD" needs less).
MIN_LINE_CONF = 60.0
MIN_CUE_LINE_CONF = 40.0


def line_conf(ocr: OcrResult, tl: TextLine) -> float | None:
    """Mean tesseract confidence of the words inside a text line (None without word boxes)."""
    confs = [w.conf for p in ocr.pages for w in p.words if tl.start <= w.start < tl.end and w.conf >= 0]
    return sum(confs) / len(confs) if confs else None


def _printed(ocr: OcrResult, tl: TextLine, min_conf: float = MIN_LINE_CONF) -> bool:
    conf = line_conf(ocr, tl)
    return conf is None or conf >= min_conf


LEAD_JUNK_RE = re.compile(r"^[^\w(]+")
# A short label before the name ("Owned by: KEDAI MAJU SDN BHD", "OPERATED BY PELITA SDN BHD", a brand's "by Pelita
# Foods Sdn Bhd" under it: "by" in lower case is the preposition, a name opening with the word is capitalised): not
# part of it.
LEAD_LABEL_RE = re.compile(r"^(?:[A-Za-z][A-Za-z ]{2,15}:|(?:[A-Za-z]{2,12}\s+(?i:by)|by)\b:?)\s*(?=\S)")
# A slogan or contact line naming a web address ("THANK YOU FOR SHOPPING WITH shop.com"): not the company line.
# A domain under a generic top-level domain or a country's second-level "co" ("shop.co.nz"), in any case; under a
# country code alone ("baeckerei.de") only in lower case and with a label of four letters or more, as a web address
# is written ("JLN.SS 2" is an abbreviation).
WEB_RE = re.compile(r"\b[\w-]+\.(?:(?:com|net|org|biz|info)(?:\.[a-z]{2})?|co\.[a-z]{2})\b|\bwww\b|(?-i:\b[a-z][a-z0-9-]{3,}\.[a-z]{2}\b)(?![.\w])",
                    re.I)
TRAIL_REGISTRATION_RE = re.compile(r"(?!(?<=\s)\s)\s*+\(?+\s*+[A-Z]{0,3}\d{5,}+\s?[-\u00b7.:]?\s?[A-Z]?\s*+\)?+\W*+$", re.I)  # "... BHD (126926-H)", OCR's "(123456·X)"
TRAIL_JUNK_RE = re.compile(r"[\s:;,*|_\-]+$")
# A registration number, tax id or phone number printed after the name on its line, under its label ("... SDN BHD
# Co-REG: 002871645-D", "... PTY LTD ABN 53 004 085 616", "... Limited Company No. 08123456", "... TEL: 03-9057 1122").
ID_LABEL = (r"co\W{0,2}reg|c[o0]n?[mn]pany\s*(?:no|reg)|co\.?\s*no|roc|reg(?:istration)?\.?\s*(?:no|#)|tel|phone|fax|h/?p|"
            + BUSINESS_ID_LABEL)
ID_TAIL_RE = re.compile(r"(?!(?<=\s)\s)\s++[(\[]?+\s*+(?:" + ID_LABEL + r")\b(?=(?:\D*\d){5})[^\n]*$", re.I)
LEAD_ID_LABEL_RE = re.compile(r"\W*+(?:c[o0]n?[mn]pany|" + ID_LABEL + r")\b", re.I)  # the line is itself a label's
# What the OCR puts before the name on its row when it reads two printed lines as one: a registration number in
# brackets ("(123456-X) KEDAI ..."), a document title ("TAX INVOICE KEDAI ...", "OFFICIAL RECEIPT ...").
LEAD_REGISTRATION_RE = re.compile(r"\(\s*[A-Z]{0,3}\d{5,}[^()]{0,4}\)\s*", re.I)
LEAD_TITLE_RE = re.compile(r"(?:(?:tax|cash|official|simplified|sales)\s+)*(?:invoice|invois|receipt|resit|bill)\b\W*",
                           re.I)
REGISTRATION_LETTERS_RE = re.compile(r"\s*+\(?+\s*+([A-Z]{1,3})\d", re.I)
# A description of the firm before its registered name ("A DIVISION OF ... SDN BHD", "A Member of ... Berhad", "The
# Trading Arm of ... Ltd"): an article, one or two words, "of"; a name opens with its own word, not an article's
# phrase. Trimmed only when a legal form closes what follows (the registered name the phrase describes).
LEAD_DESCRIPTION_RE = re.compile(r"(?:an?|the)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s+of\b\W*", re.I)


def trim_name(text: str, start: int, end: int) -> tuple[int, int]:
    """Narrow a company span past OCR debris: leading marks ("* ", "' "), a registration number or a document title
    the OCR read on the name's row before it ("(123456-X) KEDAI ...", "TAX INVOICE KEDAI ..."), an id, register or
    phone number under its label after the name ("... Co-REG: 002871645-D"), trailing registration numbers ("BHD (126926-H)"), a
    branch after the legal form ("... SDN BHD (CAWANGAN AMPANG)"), trailing colons, commas and stars, and a
    lone trailing period ("SDN BHD." - kept when the name is written with abbreviation dots throughout,
    "SDN. BHD.", or its legal form is, "INC.", "CO., LTD.")."""
    raw = text[start:end]
    lead = LEAD_JUNK_RE.match(raw)
    if lead and lead.end() < len(raw):
        start += lead.end()
    label = LEAD_LABEL_RE.match(text[start:end])
    if label and _letters(text[start + label.end():end]) >= 4:
        start += label.end()
    for lead_re in (LEAD_REGISTRATION_RE, LEAD_TITLE_RE):
        before = lead_re.match(text, start, end)
        if before and _letters(text[before.end():end]) >= 4:
            start = before.end()
    tail = ID_TAIL_RE.search(text[start:end])
    if tail and _letters(text[start:start + tail.start()]) >= 4 and not LEAD_ID_LABEL_RE.match(text, start):
        end = start + tail.start()
    end = _before_branch(text, start, end)  # "... CO., LTD. (BRANCH 00012)": the branch's number is no registration
    while (reg := TRAIL_REGISTRATION_RE.search(text[start:end])) and _letters(text[start:start + reg.start()]) >= 4:
        end = _registration_start(text, start, start + reg.start(), end)  # both numbers of a register that changed
        # format: "... BHD 201701023456 (1234508-T)"
    end = _before_branch(text, start, end)
    described = LEAD_DESCRIPTION_RE.match(text, start, end)
    if described and _letters(text[described.end():end]) >= 4 and _form_at_end(_name_tokens(text, described.end(), end)):
        start = described.end()
    raw = text[start:end]
    trail = TRAIL_JUNK_RE.search(raw)
    if trail and trail.start() > 0:
        end = start + trail.start()
    raw = text[start:end]
    if raw.endswith(".") and not re.search(r"\w\.\s", raw[:-1]) and not _dotted_form(text, start, end):
        end -= 1
    return start, end


def _registration_start(text: str, start: int, cut: int, end: int) -> int:
    """Where a trailing registration number begins: at `cut`, unless the letters it was read to open with finish the
    name's legal form, the number glued to it ("... SDN BHD1234567-A": "BHD" is the form's, not the number's)."""
    letters = REGISTRATION_LETTERS_RE.match(text, cut, end)
    if letters and _form_at_end(_name_tokens(text, start, letters.end(1)), exact=True) \
            and not _form_at_end(_name_tokens(text, start, cut), exact=True):
        return letters.end(1)
    return cut


# What a shop prints after its registered name on the same line: a branch or outlet in brackets or after a dash
# ("... SDN BHD (CAWANGAN AMPANG)", "... PLC - LEEDS KIRKGATE"). A bracket of one or two letters ("(M)") is part of
# the name.
BRANCH_TAIL_RE = re.compile(r"\s*(?:\((?=[^()]*[^\W\d_]{3})[^()]*\)|[-\u2013\u2014|]\s+[^\n]{2,40}?)\s*")


def _before_branch(text: str, start: int, end: int) -> int:
    """The end of the registered name when a branch follows its legal form on the line: the legal form ends the
    name as registers write it. A line that ends in a legal form is left whole ("... (KUCHAI) SDN BHD")."""
    tokens = _name_tokens(text, start, end)
    if not tokens or _form_at_end(tokens):
        return end
    for k in range(len(tokens) - 1, 1, -1):
        if _form_at_end(tokens[:k]) and BRANCH_TAIL_RE.fullmatch(text, tokens[k - 1][1], end):
            return tokens[k - 1][1]
    return end


def _cue_before_branch(text: str, start: int, end: int, cue: re.Pattern) -> int:
    """The end of a name without a legal form that closes with the schema's generic company words when a branch
    follows them on the line ("... TRADING (CAWANGAN KLANG)", "... ENTERPRISE - SEREMBAN"): those words end a
    registered business's name as a legal form does (`_before_branch`)."""
    if legal_form(text[start:end]) is not None:
        return end
    for m in reversed(list(cue.finditer(text, start, end))):
        if m.end() < end and _letters(text[start:m.start()]) >= 3 and BRANCH_TAIL_RE.fullmatch(text, m.end(), end):
            return m.end()
    return end


def _dotted_form(text: str, start: int, end: int) -> bool:
    """The name closes with a legal form whose abbreviations are all written with their dots ("INC.", "CORP.",
    "CO., LTD."): the last dot is the abbreviation's, not a full stop ("SDN BHD.")."""
    tokens = _name_tokens(text, start, end)
    found = _form_at_end(tokens)
    if found is None:
        return _dotted_short_form(text, start, end) is not None
    short = [text[s:e] for s, e, t in tokens[found[1]:] if len(t) <= 4]
    return bool(short) and all("." in w for w in short)


# Legal-form terms of many jurisdictions (cleanco's table: "Sdn Bhd", "GmbH", "Pty Ltd", "S.A.R.L.", "Company"),
# plus the slash abbreviation of "Sdn Bhd" ("S/B"), Malaysia's "PLT" and "Berhad" written out (a public company's
# "... HOLDINGS BERHAD", "Sendirian Berhad": the table has only the abbreviation "Bhd"), which the table lacks. A lone two-letter
# term ("SC", "SS", "EE", "OY", "AT") is as often OCR debris, an address abbreviation or a preposition ending a
# line, so it counts only inside a longer term ("PTE LTD", "& CO"); "CO" alone is the universal abbreviation.
EXTRA_LEGAL_FORMS = (("s/b",), ("plt",), ("berhad",), ("sdn", "berhad"), ("sendirian", "berhad"))
SHORT_LEGAL_FORMS_KEPT = frozenset({"co"})


def _counted_legal_form(term: tuple[str, ...]) -> bool:
    return not (len(term) == 1 and (len(term[0]) <= 2 and term[0] not in SHORT_LEGAL_FORMS_KEPT
                                    or term[0] in _initialisms()))


@functools.cache
def _initialisms() -> frozenset[str]:
    """cleanco's one-word terms that its table only ever spells as initials with dots between letters ("S.Coop.",
    "O.N.G.", "S.p.A.", "Sh.A.", "S.A.S."): written without the dots they are plain words and names ("GOLDEN
    SCOOP", "KEDAI ONG", "THAI SPA"), so they count only as written with their dots, like the two-letter terms."""
    spellings: dict[str, set[bool]] = {}
    for raw in get_unique_terms():
        norm = strip_punct(normalized(raw))
        if norm and " " not in norm:
            spellings.setdefault(norm, set()).add(bool(re.search(r"[^\W\d_]\.[^\W\d_]", raw)))
    return frozenset(t for t, dotted in spellings.items() if dotted == {True} and len(t) >= 3)


# A short legal form written with a dot after its initials ("S.L.", "B.V.", "S.A.", "A.G.", "S.p.A.", "S.Coop."):
# written so on purpose, it is the form and not debris or a word.
DOTTED_SHORT_FORM_RE = re.compile(r"[^\W\d_]{1,2}\.(?:[^\W\d_]+\.?)+")


@functools.cache
def _dotted_short_forms() -> frozenset[str]:
    """cleanco's two-letter terms and initialisms that count only when written with their dots
    (`DOTTED_SHORT_FORM_RE`)."""
    terms = {tuple(parts) for _, parts in prepare_default_terms()}
    return frozenset(t[0] for t in terms if not _counted_legal_form(t))


def _dotted_short_form(text: str, start: int, end: int) -> tuple[str, int] | None:
    """(term, where it begins) of a two-letter legal form written with its dots that ends text[start:end]
    ("De Groene Winkel B.V."), or None."""
    tokens = _name_tokens(text, start, end)
    if len(tokens) < 2:
        return None
    s, e, t = tokens[-1]
    return (t, s) if DOTTED_SHORT_FORM_RE.fullmatch(text, s, e) and t in _dotted_short_forms() else None


@functools.cache
def _legal_forms() -> dict[str, tuple[tuple[str, ...], ...]]:
    """cleanco's terms as normalised token tuples, by last token, longest first."""
    terms = {tuple(parts) for _, parts in prepare_default_terms()} | set(EXTRA_LEGAL_FORMS)
    by_last: dict[str, list[tuple[str, ...]]] = {}
    for t in sorted(terms, key=len, reverse=True):
        if _counted_legal_form(t):
            by_last.setdefault(t[-1], []).append(t)
    return {k: tuple(v) for k, v in by_last.items()}


def _name_tokens(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """(start, end, normalised token) of the words in text[start:end], compared as cleanco compares them."""
    return [(start + m.start(), start + m.end(), t) for m in re.finditer(r"[^\s()]+", text[start:end])
            if (t := strip_punct(normalized(m.group())))]


# Digits an OCR reads for the letters of a legal form ("SDN 8HD", "5DN BHD", "S/8", "LT0"): in a short word that
# has letters too, a digit may stand for a letter it looks like. Words of digits alone (numbers) never match.
LOOKALIKE_LETTERS = {"0": "od", "1": "il", "2": "z", "5": "s", "6": "g", "8": "b"}
MAX_LOOKALIKE_WORD = 5


def _lookalike_keys(token: str) -> list[str]:
    """`token`, and the words it may be read as with its digits taken for the letters they look like."""
    if len(token) > MAX_LOOKALIKE_WORD or not any(c.isalpha() for c in token) or not any(c in LOOKALIKE_LETTERS for c in token):
        return [token]
    keys = [""]
    for c in token:
        keys = [k + o for k in keys for o in (c + LOOKALIKE_LETTERS.get(c, ""))]
    return keys


def _same_token(text_token: str, term_token: str, exact: bool) -> bool:
    return text_token == term_token or not exact and term_token in _lookalike_keys(text_token)


# A word of digits alone read for letters: only a short one ("0.0." for "o.o.") inside a form of several words whose
# first word is printed in letters as the form writes it ("Sp. z 0.0."): a number after a name is no form.
MAX_DIGITS_WORD = 3


def _digits_keys(token: str) -> list[str]:
    if not token.isdigit() or len(token) > MAX_DIGITS_WORD:
        return [token]
    keys = [""]
    for c in token:
        keys = [k + o for k in keys for o in LOOKALIKE_LETTERS.get(c, c)]
    return keys


def _form_at_end(tokens: list[tuple[int, int, str]], exact: bool = False) -> tuple[str, int] | None:
    """(term, index of its first token) of the legal form `tokens` end with, or None; unless `exact`, a digit in a
    word of the form may stand for the letter it looks like (an OCR slip: "SDN 8HD"), and a short word of digits alone
    for letters in a form of several words that opens with its own letters ("Sp. z 0.0.")."""
    if not tokens:
        return None
    keys = [tokens[-1][2]] if exact else _lookalike_keys(tokens[-1][2])
    terms = sorted({t for k in keys for t in _legal_forms().get(k, ())}, key=len, reverse=True)
    for term in terms:
        if len(tokens) >= len(term) and all(_same_token(x, t, exact)
                                            for (_, _, x), t in zip(tokens[-len(term):], term)):
            return " ".join(term), len(tokens) - len(term)
    if exact or not tokens[-1][2].isdigit():
        return None
    digits = sorted({t for k in _digits_keys(tokens[-1][2]) for t in _legal_forms().get(k, ()) if len(t) >= 2},
                    key=len, reverse=True)
    for term in digits:
        words = [x for _, _, x in tokens[-len(term):]]
        if len(tokens) >= len(term) and words[0] == term[0] and words[0].isalpha() and all(
                x == t or t in _lookalike_keys(x) or t in _digits_keys(x) for x, t in zip(words[1:], term[1:])):
            return " ".join(term), len(tokens) - len(term)
    return None


def form_spelled(raw: str) -> str:
    """`raw` with the digits OCR read for the letters of the legal form it ends with written as those letters
    ("Metalbud Sp. z 0.0." -> "Metalbud Sp. z o.o.", "SDN 8HD" -> "SDN BHD"), in the case of the form's other letters;
    else `raw` as it is."""
    start, end = trim_name(raw, 0, len(raw))
    tokens = _name_tokens(raw, start, end)
    found = _form_at_end(tokens)
    if found is None or _form_at_end(tokens, exact=True) is not None:
        return raw
    term, first = found[0].split(), found[1]
    letters = [c for c in raw[tokens[first][0]:end] if c.isalpha()]
    upper = len(letters) > 1 and all(c.isupper() for c in letters)  # "SDN 8HD", not "Sp. Z 0.0."
    out = list(raw)
    for (a, b, _), word in zip(tokens[first:], term):
        places = [i for i in range(a, b) if raw[i].isalnum()]
        if len(places) != len(word):
            return raw
        for i, c in zip(places, word):
            if raw[i].isdigit():
                out[i] = c.upper() if upper else c
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def _find_legal_form(line: str, exact: bool = False) -> tuple[str, int] | None:
    """(term, where it begins in `line`) of the legal form the line ends with, or None (`_form_at_end`)."""
    start, end = trim_name(line, 0, len(line))
    tokens = _name_tokens(line, start, end)
    found = _form_at_end(tokens, exact)
    return _dotted_short_form(line, start, end) if found is None else (found[0], tokens[found[1]][0])


def legal_form_at_end(line: str) -> tuple[str, int] | None:
    """(term, where it begins in `line`) of the legal form the line ends with as printed (no OCR look-alikes), or
    None: for a name's end elsewhere (`stages.names.with_legal_form`)."""
    return _find_legal_form(line, True)


def legal_form_read_at_end(line: str) -> tuple[str, int] | None:
    """`legal_form_at_end`, or a form of several words OCR read with digits for some of its letters ("Sp. z 0.0.",
    "SDN 8HD": its first word printed, the rest no other word)."""
    found = _find_legal_form(line, True)
    if found is None:
        found = _find_legal_form(line)
        found = found if found is not None and " " in found[0] else None
    return found


def legal_form(line: str, exact: bool = False) -> str | None:
    """The legal-form term a name line ends with ("KEDAI MAJU SDN. BHD." -> "sdn bhd"), or None. Tokens are
    compared as cleanco compares them (case, accents and dots ignored); a registration number after the
    form ("BHD (126926-H)") and brackets glued to it ("D.I.Y(M)SDN BHD") do not hide it; unless `exact`, nor
    does a digit read for a letter it looks like ("SDN 8HD": the line is still the registered name's)."""
    found = _find_legal_form(line, exact)
    return None if found is None else found[0]


def _without_legal_form(line: str) -> str:
    """The line with its closing legal form dropped: "LIM BROTHERS COMPANY" is no "Company Reg. No." line."""
    found = _find_legal_form(line)
    return line if found is None else line[:found[1]].rstrip()


def _continues_name(line: str, nxt: str) -> bool:
    """`nxt` finishes the name begun on `line`: it ends in a legal form `line` lacks, and is not
    a second name of its own ("SPEED MART" / "MYDIN SPEED MART SDN BHD", "OPERATED BY ... SDN BHD")."""
    s, e = trim_name(nxt, 0, len(nxt))
    if legal_form(line) or not legal_form(nxt) or not _looks_like_name(nxt[s:e]):  # a registration number after it
        return False
    words = {w for w in re.findall(r"[a-z]{3,}", line.lower())}
    return not re.match(r"\W*(?:operated|owned|own|managed|a\s+member)\b", nxt, re.I) and not (
        words & set(re.findall(r"[a-z]{3,}", nxt.lower())))


def _bare_legal_form(line: str, cue: re.Pattern) -> bool:
    """A line that is only a legal form, with at most a branch in brackets and the schema's generic company
    words ("SDN BHD", "CO. (M) SDN BHD", "ENTERPRISE (SETIA ALAM) SDN BHD"): the name begins on the line above."""
    if legal_form(line) is None:
        return False
    rest = cue.sub(" ", re.sub(r"\([^()]*\)", " ", _without_legal_form(line)))
    return not re.search(r"[^\W\d_]{3}", rest)


def _bare_kind(line: str, cue: re.Pattern) -> bool:
    """A line that is only the schema's generic company words ("ENTERPRISE", "TRADING"), no legal form: a name
    of its own it cannot be, it ends the name printed above."""
    s, e = trim_name(line, 0, len(line))
    name = line[s:e]
    return legal_form(name) is None and bool(cue.search(name)) and not re.search(
        r"[^\W\d_]{3}", cue.sub(" ", re.sub(r"\([^()]*\)", " ", name)))


def _form_across(line: str, nxt: str) -> bool:
    """A legal form broken over two lines ("... LESTARI SDN" / "BHD (776512-U)", "... PTE." / "LTD."): read as one
    line the two end in a legal form that begins on `line`, and `nxt` holds nothing but the rest of it."""
    reg = TRAIL_REGISTRATION_RE.search(nxt)
    joined = line.rstrip() + " " + (nxt[:reg.start()] if reg else nxt)
    tokens = _name_tokens(joined, 0, len(joined))
    found = _form_at_end(tokens)
    return found is not None and tokens[found[1]][0] < len(line.rstrip()) and not legal_form(line) == found[0]


# Legal forms written BEFORE the name (ISO 20275: Indonesia's PT, CV, UD; the Russian and Ukrainian forms).
PREFIX_LEGAL_FORMS = frozenset({"pt", "cv", "ud", "ооо", "оао", "зао", "пао", "тов"})


def _prefix_form(name: str) -> bool:
    """The name opens with a legal form written before it ("PT SUMBER ...", "CV. MAJU ...") and two words follow."""
    tokens = _name_tokens(name, 0, len(name))
    return len(tokens) >= 3 and tokens[0][2] in PREFIX_LEGAL_FORMS and all(
        re.fullmatch(r"[^\W\d_]+", t) for _, _, t in tokens[1:3])


SAME_PRINT = 1.2  # two lines whose text heights differ by less than this factor are printed in the same font


def _same_print(ocr: OcrResult, a: TextLine, b: TextLine) -> bool:
    """The two lines are printed in the same font size (by their word boxes; False without boxes): their text heights
    differ by less than SAME_PRINT, or by less than SAME_PRINT_LOOSE with their character pitches alike (a box's
    height is the recogniser's, padded and jittered by blur or fading; the pitch, box width per character, is the
    font's, less so)."""
    ha, hb = [w.height for w in _line_words(ocr, a)], [w.height for w in _line_words(ocr, b)]
    if not ha or not hb or min(median(ha), median(hb)) <= 0:
        return False
    ratio = max(median(ha), median(hb)) / min(median(ha), median(hb))
    if ratio < SAME_PRINT:
        return True
    pa, pb = _pitch(_line_words(ocr, a)), _pitch(_line_words(ocr, b))
    return ratio < SAME_PRINT_LOOSE and pa is not None and pb is not None and max(pa, pb) / min(pa, pb) < SAME_PITCH


SAME_PRINT_LOOSE, SAME_PITCH = 1.35, 1.15


def _pitch(words: list[OcrWord]) -> float | None:
    """Box width per character over the words of two characters or more (a lone mark's box is no measure): the
    font's character pitch, which a thermal printer's double-width headline doubles without changing its height."""
    sized = [w for w in words if len(w.text) >= 2 and w.width > 0]
    chars = sum(len(w.text) for w in sized)
    return sum(w.width for w in sized) / chars if chars else None


# Evidence that a top line is the company name, in points (see `_company_score`).
COMPANY_WINDOW = 10  # the name is printed among the first lines
LEGAL_FORM_POINTS = 4.0  # ends in a legal form (or opens with one written before the name): the registered name
CUE_POINTS = 2.0  # carries one of the schema's company cues ("enterprise", "trading")
LINE_STEP_PENALTY = 0.35  # per line further down
BELOW_CONTACT_PENALTY = 2.5  # an address line, or below an address, phone, tax or date line: not the name block
LOWER_CASE_PENALTY = 2.5  # all lower case: a scanner annotation or a handwritten note, rarely the printed name
HEIGHT_POINTS = 1.5  # per unit of height above TALL_LINE x the document's median word height, up to MAX_HEIGHT_GAIN
TALL_LINE, MAX_HEIGHT_GAIN = 1.2, 1.0
# A line read less surely than MIN_LINE_CONF (MIN_CUE_LINE_CONF with a legal form or a company word) may be a
# stamp, a logo or handwriting, or the name itself printed faintly (a recogniser's character probabilities, as
# ppocr gives them, drop on faded thermal print): it loses points rather than its chance, so that a faint name
# still beats no name; below MIN_FAINT_CONF it is noise.
FAINT_PENALTY = 3.0
MIN_FAINT_CONF = 20.0
MIN_COMPANY_SCORE = -3.0  # the best line scores less (far down, below the address): no name is readable
REGISTERED_POINTS = 1.5  # a registration number follows, on the line or the next: the registered name
HEADS_ADDRESS_POINTS = 0.75  # the next line starts the address: the name heads the address block


def _line_words(ocr: OcrResult, tl: TextLine) -> list[OcrWord]:
    return [w for p in ocr.pages for w in p.words if tl.start <= w.start < tl.end]


# Street-type words of many countries, alone or closing a compound ("Hauptstrasse", "Prinsengracht"): with a house
# number on the line they make it a street line ("210 Shore Drive", "Calle Mayor 15", "ul. Dluga 7"), whatever the
# schema's address cues.
STREET_WORD_RE = re.compile(
    r"\b(?:street|st|road|rd|avenue|ave|av|avenida|drive|dr|lane|ln|way|boulevard|blvd|terrace|place|pl|parkway"
    r"|pkwy|highway|hwy|court|ct|crescent|square|sq|close|row|rue|via|viale|piazza|calle|carrer|rua|ul|jl|jln|jalan"
    r"|soi)\b\.?|[^\W\d_]*(?:strasse|straße|str\.|gasse|platz|weg|allee|gracht|straat|laan|plein|kade|quai)\b", re.I)
HOUSE_NUMBER = r"(?<![\w.,/-])\d{1,5}[A-Za-z]?(?![\w.,/-]\d)"
# A town line by the postal code's place in it: a code of four or five digits before the town ("8001 Zurich",
# "10115 Berlin"), letters after four digits ("1016 HG Amsterdam"), a region's code between town and code ("Bondi NSW
# 2026", "Austin, TX 78705"), a code split by a dash ("00-238 Warszawa"), or a town in title case and a code of five
# or six digits alone ("Singapore 560123"; four digits alone are as often a year: "Quality Since 1988").
POSTAL_TOWN_RE = re.compile(
    r"^\W*(?:\d{4}\s+[A-Z][a-z]|\d{5}\s+[A-Z][^\W\d_])|\b\d{4}\s?[A-Z]{2}\s+[A-Z]|[^\W\d_]{3},?\s+[A-Z]{2,3}\s+\d{4,5}\W*$"
    r"|\b\d{2}-\d{3}\s+[A-Z]|^\W*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,?\s+\d{5,6}\W*$")  # four digits alone: a year


def _address_line(text: str, address_cue: re.Pattern | None) -> bool:
    return bool(POSTCODE_RE.search(text) or HOUSE_NUMBER_RE.match(text) or (address_cue and address_cue.search(text))
                or _street_line(text) or POSTAL_TOWN_RE.search(text))


def _street_line(text: str) -> bool:
    """A house number and a street-type word on one line (`STREET_WORD_RE`)."""
    return bool(STREET_WORD_RE.search(text) and re.search(HOUSE_NUMBER, text))


def _contact_line(text: str, address_cue: re.Pattern | None) -> bool:
    """An address, phone, tax-id or date line: the name block of the header ends above it."""
    return bool(_label_stop(text) or ABS_DATE_RE.search(text) or _address_line(text, address_cue))


def _registration_line(text: str) -> bool:
    """The line is a company registration number alone: as `REGISTRATION_RE` reads one, with five digits or more, or
    one bracketed token mostly of digits that the OCR misread ("(SA07788I2-D)", "(6081234%1)": a letter or a mark
    read for a digit or the dash breaks the register's pattern, not the token's shape)."""
    digits = len(re.findall(r"\d", text))
    if REGISTRATION_RE.match(text) and digits >= 5:
        return True
    token = re.fullmatch(r"\W*\(\s*([^\s()]{6,16})\s*\)\W*", text)
    return bool(token) and digits >= 5 and digits >= 0.6 * len(re.findall(r"[^\W_]", token.group(1)))


def _registered(tl: TextLine, nxt: TextLine | None) -> bool:
    """A company registration number follows the name: at the end of its line ("... BHD (126926-H)") or on the
    next ("(867388-U)", "Company No: 1174703-K"), as the registers of most jurisdictions have it printed."""
    if TRAIL_REGISTRATION_RE.search(tl.text):
        return True
    return nxt is not None and (bool(REGISTRATION_RE.search(nxt.text)) and (  # "ABN 12 345 678 901": digits in groups
        bool(re.search(r"\d{4}", nxt.text)) or len(re.findall(r"\d", nxt.text)) >= 8) or _registration_line(nxt.text))


def _registered_below_subline(ocr: OcrResult, tl: TextLine, nxt: TextLine | None, after: TextLine | None) -> bool:
    """The registration number follows the name block through a sub-line printed under a headline name: `tl` a
    headline (`_tall`), `nxt` printed smaller (not `_same_print`) without a legal form and without the headline's
    words (a trade or service line: "MAJU JAYA PHOTOSTAT" / "PRINTING * BINDING" / "(JM...)"; a registered name
    under its brand repeats the brand's words or carries a legal form), then a registration line. The number belongs
    to the whole block, not only to the line right above it."""
    if nxt is None or after is None or not _registration_line(after.text) or legal_form(nxt.text) is not None:
        return False
    return _tall(ocr, tl) and not _same_print(ocr, tl, nxt) and not _contact_line(nxt.text, None) \
        and not set(_name_words(tl.text)) & set(_name_words(nxt.text))


def _company_score(ocr: OcrResult, tl: TextLine, index: int, below_contact: bool, cue: re.Pattern,
                   address_cue: re.Pattern | None, median_height: float, nxt: TextLine | None = None,
                   after: TextLine | None = None) -> float | None:
    """How much a top line looks like the company name, or None when it cannot be one (a registration,
    phone, date or web line; mostly digits; a smudge)."""
    s, e = _name_span(tl.text, 0, len(tl.text))
    name = tl.text[s:e]
    form = _legal_form_dotted(name) or ("prefix" if _prefix_form(name) else None)
    if not _shaped_as_name(name, form) or _title_line(name) or _id_label_line(tl.text):
        return None
    if form is None and BRANCH_LINE_RE.search(name):
        return None  # a branch or outlet line
    kind = bool(cue.search(tl.text))
    kind_word = not kind and not below_contact and bool(BUSINESS_KIND_RE.search(name))
    if WEB_RE.search(tl.text) or not _printed(ocr, tl, MIN_FAINT_CONF):
        return None
    faint = not _printed(ocr, tl, MIN_CUE_LINE_CONF if form or kind or kind_word else MIN_LINE_CONF)
    score = LEGAL_FORM_POINTS * (form is not None) + CUE_POINTS * kind + KIND_WORD_POINTS * kind_word
    score -= FAINT_PENALTY * faint
    address = _address_line(name, address_cue) or _address_line(tl.text, address_cue)  # a town's postal code
    score -= LINE_STEP_PENALTY * index + BELOW_CONTACT_PENALTY * (below_contact or address)  # is trimmed as a number
    score -= LOWER_CASE_PENALTY * (name == name.lower())
    score += _print_evidence(name, form, below_contact)
    if not below_contact:
        score += REGISTERED_POINTS * (_registered(tl, nxt) or _registered_below_subline(ocr, tl, nxt, after))
        score += HEADS_ADDRESS_POINTS * (nxt is not None and _address_line(nxt.text, address_cue)
                                         and not ADDRESS_START_RE.match(name))  # "31 Oak Av." heads its own town line
    words = _line_words(ocr, tl)
    if words and median_height > 0:
        tall = max(w.height for w in words) / median_height - TALL_LINE
        score += HEIGHT_POINTS * min(max(tall, 0.0), MAX_HEIGHT_GAIN)
    return score


# Words that name a kind of business, in the languages of the receipts docflow reads (English, Malay, Indonesian):
# a line of the name block carrying one names an establishment, as the schema's company cues do ("KEDAI ...",
# "... BAKERY"); below the contact lines such a word names an item or an outlet.
BUSINESS_KIND_RE = re.compile(
    r"\b(?:shop|store|mart|minimart|market|supermarket|minimarket|hypermarket|pasaraya|kedai|toko|warung|gerai"
    r"|restaurant|restoran|cafe|café|kafe|kopitiam|bistro|canteen|kantin|catering|bakery|bakeri|bakeshop"
    r"|hardware|stationery|bookstore|bookshop|pharmacy|farmasi|apotek|clinic|klinik|optical|optik|florist"
    r"|enterprises?|trading|traders?|perniagaan|syarikat|machinery|electrical|jewellery|tailor(?:ing)?"
    r"|boutique|salon|hotel|furniture|perabot|workshop|bengkel|emporium|agency|agensi)\b", re.I)
# A greeting or a thank-you ("THANK YOU FOR VISITING", "SELAMAT DATANG"): printed by the name, never the name.
GREETING_RE = re.compile(r"\b(?:thank(?:s|\s+you)|terima\s+kasih|welcome|selamat\s+datang|please|come\s+again"
                         r"|have\s+a\s+nice|good\s+(?:morning|day|afternoon|evening)|hello)\b", re.I)
# A slogan speaks to the customer or for the shop ("YOUR FRIENDLY NEIGHBOURHOOD STORE", "WE DELIVER", "KEDAI ANDA"):
# a name is a name, it says nothing to anyone.
SLOGAN_RE = re.compile(r"\b(?:your|our|we|we're|anda|kami)\b", re.I)
# Document titles: never the name, and above it a heading, not the contact block that ends the name's lines.
TITLE_WORD_RE = re.compile(r"\b(?:tax|invoice|invois|receipt|resit|cash|tunai|bill|bil|official|rasmi|simplified"
                           r"|sales?|original|copy|duplicate|reprint|customer)\b", re.I)
KIND_WORD_POINTS = 1.0  # less than the schema's own cues: a brand or logo line names its trade too ("^FRESH MART")
CAPITALS_POINTS = 1.0  # printed in capitals, as registered names are; slogans and notes are written in mixed case
CAPITALS_SHARE = 0.9
ONE_WORD_PENALTY = 1.5  # one word and no legal form: a logo, a stamp or a title; a registered name has more
GREETING_PENALTY = 3.0
# A list of trades or goods, its items parted by marks standing between words or by commas ("PRINTING * BINDING *
# LAMINATING", "TILES | SANITARY | PAINTS", "SALES, SERVICE, REPAIRS"): a line of what the shop does, not its name.
ENUMERATION_RE = re.compile(r"[^\W\d_]{2}(?:\s+[*\u2022\u00b7|+/\u2666\u25c6~]\s+|,\s+)(?=[^\W\d_]{2})")
ENUMERATION_PENALTY = 2.0


def _print_evidence(name: str, form: str | None, below_contact: bool) -> float:
    """Points from how the line is written: capitals (in the name block only: the body below is in capitals too;
    and only without a legal form, the stronger evidence: a logo in capitals over a registered name printed in
    title case is no better for its capitals), more than one word unless it is a legal name, no greeting and no
    slogan (words spoken to the customer or for the shop: "your", "we")."""
    letters = [ch for ch in name if ch.isalpha()]
    capitals = sum(ch.isupper() for ch in letters) / len(letters) if letters else 0.0
    words = re.findall(r"[^\W\d_]{2,}", name)
    listed = form is None and _listed(name)
    return (CAPITALS_POINTS * (capitals >= CAPITALS_SHARE and not below_contact and form is None)
            - ONE_WORD_PENALTY * (len(words) <= 1 and form is None) - GREETING_PENALTY * bool(GREETING_RE.search(name) or SLOGAN_RE.search(name))
            - ENUMERATION_PENALTY * listed)


def _shaped_as_name(name: str, form: str | None) -> bool:
    """`_name_shaped`, judged also without the whole of a legal form of several terms ("... PUBLIC COMPANY LIMITED":
    the word "company" of the form is no "Company No." label)."""
    return _name_shaped(name) or form is not None and _name_shaped(_without_legal_form(name))


def _id_label_line(text: str) -> bool:
    """The line opens with an id's label and carries its number ("TAX ID 0105...", "GST 0012..."): the name is
    never a label's line, though its number was trimmed off as a registration."""
    return bool(LEAD_ID_LABEL_RE.match(text)) and len(re.findall(r"\d", text)) >= 5


def _title_line(text: str) -> bool:
    """The line is only a document title ("TAX INVOICE", "-CASH BILL-", "OFFICIAL RECEIPT"): no number, no other word."""
    return bool(TITLE_WORD_RE.search(text)) and not re.search(r"\d|[^\W\d_]{2}", TITLE_WORD_RE.sub(" ", text))


# An address that starts on the name's line after its legal form ("... SDN BHD No.21, Jalan Pasar,", "... PTY LTD
# 12 Wharf Street,"): a house number, then a word.
ADDRESS_START_RE = re.compile(r"\W*(?:(?:no|lot|unit|blk|block)\b\W*)?[A-Za-z]?\d+[A-Za-z]?\b[\s,.-]+[^\W\d_]{3}", re.I)


def _name_span(text: str, start: int, end: int) -> tuple[int, int]:
    """`trim_name`, then an address begun after the legal form cut off, marks standing apart at the end dropped (OCR
    debris), and the last dot kept of a legal form written with dots inside its words ("SDN.BHD.": the dot is the
    abbreviation's)."""
    start, end = trim_name(text, start, end)
    tokens = _name_tokens(text, start, end)
    for k in range(2, len(tokens)):
        if _form_at_end(tokens[:k]) and ADDRESS_START_RE.match(text, tokens[k - 1][1], end):
            start, end = trim_name(text, start, tokens[k - 1][1])
            break
    debris = TRAIL_DEBRIS_RE.search(text, start, end)
    if debris and _letters(text[start:debris.start()]) >= 4:
        end = debris.start()
    while end > start and text[end - 1].isspace():
        end -= 1
    last = text[start:end].split()[-1:]
    if text[end:end + 1] == "." and last and JOINED_DOT_RE.search(last[0]) and _legal_form_dotted(text[start:end]):
        end += 1
    return start, end


TRAIL_DEBRIS_RE = re.compile(r"(?:\s+[^\w\s()]+)+$")  # marks apart after the name ("... SDN BHD .."): OCR debris
JOINED_DOT_RE = re.compile(r"(?<=[^\W\d_]{2})\.(?=[^\W\d_]{2})")  # "SDN.BHD": two abbreviations, no space between


def _legal_form_dotted(name: str) -> str | None:
    """`legal_form`, also of a legal form written without the space after its dots ("SDN.BHD.", "PTE.LTD.")."""
    return legal_form(name) or legal_form(JOINED_DOT_RE.sub(". ", name))


HEADER_COLUMN_GAP = 3.0  # word heights: a gap this wide inside a header row parts two columns (a word space is ~0.4)


def _name_column(ocr: OcrResult, tl: TextLine, address_cue: re.Pattern | None) -> TextLine:
    """The name's column of a header row printed in two or more columns ("SYARIKAT LAI KEE TRADING      TAX
    INVOICE", "TAN BROTHERS SDN BHD        INV NO: A0098"): the OCR joins a printed row into one line of text, but
    its word boxes keep the gap. When every column but one is a document title, a contact, label or id line, or
    holds no word, that one column is the row for the name; else the row as it is."""
    words = sorted(_line_words(ocr, tl), key=lambda w: w.left)
    if len(words) < 2:
        return tl
    h = median(w.height for w in words) or 10
    groups, current = [], [words[0]]
    for prev, w in zip(words, words[1:]):
        if w.left - (prev.left + prev.width) >= HEADER_COLUMN_GAP * h:
            groups.append(current)
            current = []
        current.append(w)
    groups.append(current)
    if len(groups) < 2:
        return tl
    columns = [TextLine(g[0].start, g[-1].start + len(g[-1].text), ocr.text[g[0].start:g[-1].start + len(g[-1].text)])
               for g in groups]
    if any(c.start < tl.start or c.end > tl.end or c.end <= c.start for c in columns):
        return tl
    other = [c for c in columns if _title_line(c.text) or _contact_line(c.text, address_cue) or _id_label_line(c.text)
             or LEAD_ID_LABEL_RE.match(c.text) or not re.search(r"[^\W\d_]{3}", c.text)]
    rest = [c for c in columns if c not in other]
    return rest[0] if len(rest) == 1 and other else tl


def _company_line(ocr: OcrResult, lines: list[TextLine], company_spec: FieldSpec,
                  address_spec: FieldSpec | None) -> int | None:
    """Index of the line that best reads as the company name: scored on legal form, the schema's
    company cues and words naming a kind of business, a registration number after it, heading the address,
    position, text height and case, against one-word and greeting lines (`_company_score`). The name block ends
    at the first contact line; a document title above the name is a heading and does not end it."""
    cue = cue_regex(company_spec.cues, raw=False)
    address_cue = cue_regex(address_spec.cues, raw=False) if address_spec is not None and address_spec.cues else None
    heights = [w.height for p in ocr.pages for w in p.words if w.start >= 0]
    median_height = median(heights) if heights else 0.0
    best: tuple[float, int] | None = None
    below_contact = False
    for i, tl in enumerate(lines[:COMPANY_WINDOW]):
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        after = lines[i + 2] if i + 2 < len(lines) else None
        score = _company_score(ocr, tl, i, below_contact, cue, address_cue, median_height, nxt, after)
        if score is not None and not below_contact and _brand_of_later(lines, i, address_cue):
            score -= BRAND_PENALTY
        if score is not None and (best is None or score > best[0]):
            best = (score, i)
        below_contact = below_contact or _contact_line(tl.text, address_cue) and not _title_line(tl.text) and (
            best is not None or bool(re.search(r"[^\W\d_]{2}", tl.text)))  # a number alone above any name line: a
    return None if best is None or best[0] < MIN_COMPANY_SCORE else best[1]  # receipt or scanner number, no phone


BRAND_PENALTY = 2.0  # a brand line whose words the registered name below repeats (`_brand_of_later`)


def _name_words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]{2,}", text.lower())


def _brand_of_later(lines: list[TextLine], i: int, address_cue: re.Pattern | None) -> bool:
    """Line `i` is a brand or logo line of the name printed in full under it: one of the next two lines repeats
    every word of it with more words, and a registration or tax id follows that line ("GOLDEN SCOOP" over "Golden
    Scoop Desserts" / "SST No: ..."). The registered name is the one the id belongs to, with or without a legal
    form."""
    words = set(_name_words(lines[i].text))
    if not words:
        return False
    for j in range(i + 1, min(i + 3, len(lines))):
        later = _name_words(lines[j].text)
        if words <= set(later) and len(later) > len(words) and not _contact_line(lines[j].text, address_cue) \
                and _registered(lines[j], lines[j + 1] if j + 1 < len(lines) else None):
            return True
    return False


def _begins_name(ocr: OcrResult, above: TextLine, line: TextLine, cue: re.Pattern, address_spec: FieldSpec | None,
                 after: TextLine | None = None) -> bool:
    """The chosen line finishes a name begun on the line above: it is only a legal form or generic company words
    ("SDN BHD", "ENTERPRISE"), or it ends in a legal form the line above lacks and the two are printed in the same
    font (a brand or logo line above the registered name is printed apart, larger or in another face); or, without
    a legal form, both are headline lines in one font, or both are in one font, the line above names a kind of
    business and the registration number follows the chosen line (`_kind_above_registered`)."""
    address_cue = cue_regex(address_spec.cues, raw=False) if address_spec is not None and address_spec.cues else None
    if not (_looks_like_name(above.text) and _printed(ocr, above)) or legal_form(above.text) \
            or _contact_line(above.text, address_cue) or LEAD_LABEL_RE.match(line.text):
        return False
    if _bare_legal_form(line.text, cue) or _bare_kind(line.text, cue):
        return _bare_kind(line.text, cue) or _continues_name(above.text, line.text)
    if legal_form(line.text) is None:  # two headline lines in one large font (a brand above a registered name,
        if after is not None and _registration_line(after.text) and _headlines_apart(ocr, above, line):
            return True  # two headline lines of two sizes, the registration under the second: one name
        return _same_print(ocr, above, line) and (_tall(ocr, above) and _tall(ocr, line)  # its number below: apart)
                                                   or _kind_above_registered(above, line, after))
    return _continues_name(above.text, line.text) and _same_print(ocr, above, line) and (
        _one_word_stem(line.text) or _tall(ocr, above) and _tall(ocr, line) or _leads_with_kind(above.text))


def _leads_with_kind(text: str) -> bool:
    """The line opens with a word naming a kind of business and does not close with one: the first line of a name
    written the Malay or Indonesian way, trade first ("KEDAI UBAT" / "KWONG HUAT SDN BHD", "SYARIKAT PERKAPALAN" /
    "..."); a brand or trade name above a registered name closes with its trade ("HAPPY MART")."""
    words = re.findall(r"[^\W\d_]{2,}", text)
    if re.search(r"\d|:", text):
        return False  # a store number or a label ("STORE: 0231"), not a name's first line
    return len(words) >= 1 and bool(BUSINESS_KIND_RE.fullmatch(words[0])) and (
        len(words) == 1 or not BUSINESS_KIND_RE.fullmatch(words[-1]))


def _kind_above_registered(above: TextLine, line: TextLine, after: TextLine | None) -> bool:
    """A name without a legal form printed over two lines in one font, its first line naming a kind of business
    ("RESTORAN SRI" / "MURNI CORNER", "KEDAI BUKU" / "CAHAYA ILMU") and the registration number under the second:
    the number follows the whole name; a brand printed above a registered name names no kind of business in the
    registered name's font (`_closed_by_registration` read upwards)."""
    return after is not None and bool(BUSINESS_KIND_RE.search(above.text)) and not BUSINESS_KIND_RE.search(line.text) \
        and (_registration_line(after.text) or _trade_word_head(above.text) and _contact_line(after.text, None))


def _trade_word_head(text: str) -> bool:
    """A line of at most two words that opens with a kind of business (`_leads_with_kind`: "KEDAI MAKAN",
    "RESTORAN", "TOKO KUE"): the trade word and its qualifier, a name's head that its proper name follows; so the
    contact block under the next line closes that name as a registration number does."""
    return _leads_with_kind(text) and len(re.findall(r"[^\W\d_]{2,}", text)) <= 2


def _trade_first_pair(ocr: OcrResult, line: TextLine, nxt: TextLine, after: TextLine) -> bool:
    """`_kind_above_registered` read down from a chosen trade-word head (`_trade_word_head`): the next line in the
    same print, a name line without a kind word nor a legal form, then a registration or the contact block."""
    return legal_form(line.text) is None and legal_form(nxt.text) is None and _looks_like_name(nxt.text) \
        and _printed(ocr, nxt) and not _contact_line(nxt.text, None) and not _title_line(nxt.text) \
        and _same_print(ocr, line, nxt) and _kind_above_registered(line, nxt, after)


def _tall(ocr: OcrResult, tl: TextLine) -> bool:
    """The line is printed larger than the body text (a headline font): taller by TALL_LINE, or wider by TALL_PITCH
    in its character pitch (`_pitch`: a double-width headline, or a larger font whose boxes blur or fading shrank)."""
    page_words = [w for p in ocr.pages for w in p.words if w.start >= 0]
    words = _line_words(ocr, tl)
    if not (page_words and words):
        return False
    if median(w.height for w in words) >= TALL_LINE * median(w.height for w in page_words):
        return True
    body = [p for w in page_words if (p := _pitch([w])) is not None]
    line = _pitch(words)
    return bool(body) and line is not None and line >= TALL_PITCH * median(body)


TALL_PITCH = 1.3  # caps of a bold face at the body's size are up to ~1.2x a mono body's pitch: not a headline


def _headline_pair(ocr: OcrResult, line: TextLine, nxt: TextLine) -> bool:
    """Two name lines without a legal form, both in one headline font larger than the body text: one trade name."""
    return legal_form(line.text) is None and legal_form(nxt.text) is None and _looks_like_name(nxt.text) \
        and _printed(ocr, nxt) and not _contact_line(nxt.text, None) and _same_print(ocr, line, nxt) \
        and _tall(ocr, line) and _tall(ocr, nxt)


MAX_NAME_LINES = 3  # a name is printed on three lines at most


def _headline_above(ocr: OcrResult, above: TextLine, line: TextLine, joined: int) -> bool:
    """`above` begins a name whose next line, `line`, was joined to the chosen line below it (`joined` lines
    after `line`): both printed in one headline font larger than the body text, both name lines without a legal
    form (`_headline_pair`), `above` a printed name line; a name spans MAX_NAME_LINES lines at most."""
    return joined + 2 <= MAX_NAME_LINES and _looks_like_name(above.text) and _printed(ocr, above) \
        and not _contact_line(above.text, None) and not _title_line(above.text) and _headline_pair(ocr, above, line)


def _closed_by_registration(ocr: OcrResult, line: TextLine, nxt: TextLine, after: TextLine) -> bool:
    """A name without a legal form printed over two lines in one font, the registration number under the second
    ("RESTORAN SRI" / "MURNI CORNER" / "(SA0123456-X)"): the number follows the whole name. Read down only from a
    first line chosen on its own evidence; a second line chosen over the first is a registered name under a brand."""
    return legal_form(line.text) is None and legal_form(nxt.text) is None and _looks_like_name(nxt.text) \
        and _printed(ocr, nxt) and not _contact_line(nxt.text, None) and _registration_line(after.text) \
        and (_same_print(ocr, line, nxt) or _headlines_apart(ocr, line, nxt))


def _headlines_apart(ocr: OcrResult, a: TextLine, b: TextLine) -> bool:
    """Two headline lines (both printed larger than the body, `_tall`) in two sizes that share no word: a name whose
    second line is set smaller to fit ("ZHEN ZHU" / "TEA HOUSE"); a brand over its registered name repeats the
    brand's words ("SIM LIAN HENG" / "SIM LIAN HENG TRADING"), and a registered name under a logo is printed at the
    body's size, not as a headline."""
    return _tall(ocr, a) and _tall(ocr, b) and not set(_name_words(a.text)) & set(_name_words(b.text))


def _one_word_stem(line: str) -> bool:
    """One word before the legal form ("MURNI SDN BHD", "INDAH PLT"): the tail of a name wrapped before its
    last word. A brand or outlet line above a registered name of its own ("... Leisure Sdn Bhd") does not join."""
    stem = re.sub(r"\([^()]*\)", " ", _without_legal_form(line))
    return len(re.findall(r"\S*[^\W\d_]\S*", stem)) == 1


def _ends_name(line: str, nxt: str, cue: re.Pattern) -> bool:
    """`nxt` finishes the name begun on `line`: a legal form (`_continues_name`), the rest of a legal form broken
    over the lines ("SDN" / "BHD"), or the generic company words alone ("ENTERPRISE") under a name without them."""
    if _continues_name(line, nxt) or _form_across(line, nxt):
        return True
    if legal_form(line) is not None or not _looks_like_name(line):
        return False
    return _bare_legal_form(nxt, cue) or not cue.search(line) and _bare_kind(nxt, cue)  # "... MERCHANDISE" / "INC."


LINE_END_HYPHEN_RE = re.compile(r"(?<=[^\W\d_])[-~\u2010-\u2014]\s*\n\s*(?=([^\W\d_]))")
BAR_WORD_RE = re.compile(r"\S*[^\W\d_]\S*")  # a word with a letter in it: a '|' there is a letter's stroke
UNDERSCORE_RE = re.compile(r"(?<=[^\W_])_+(?=\s|$|\()")  # "CO_": the dot of an abbreviation on the baseline
TILDE_IN_WORD_RE = re.compile(r"(?<=[^\W\d_])~(?=[^\W\d_])")  # "TIP~TOP": a hyphen's stroke read wavy


def printed_name(raw: str) -> str:
    """A picked name span as it is printed, from what OCR typically mis-renders in it (the span stays the OCR's):
    a hyphen at a line's end where the next line goes on with the name is the printer's break, not part of the name
    (a capital after it starts a word of its own: "BOOK-" / "CO." -> "BOOK CO."; a small letter goes on with the word
    broken: "Station-" / "ery"); characters a business name never carries in print are read as the marks they
    usually are: '|' in or at the edge of a word is a tall 'I' (or 'l' among small letters), '_' after a word is a
    dot on the baseline, '~' between letters a hyphen."""
    raw = LINE_END_HYPHEN_RE.sub(lambda m: "" if m.group(1).islower() else " ", raw)
    raw = BAR_WORD_RE.sub(lambda m: m.group().replace("|", _bar_letter(m.group())), raw)
    raw = UNDERSCORE_RE.sub(".", raw)
    return form_spelled(TILDE_IN_WORD_RE.sub("-", raw))


def _bar_letter(word: str) -> str:
    """The letter a '|' in `word` stands for: 'l' among small letters, else a capital 'I'."""
    letters = [c for c in word if c.isalpha()]
    return "l" if sum(c.islower() for c in letters) >= len(letters) / 2 else "I"


# A label, a colon and one code alone on a line ("Site: 2395", "BR No.: (124525-H)", "Table : 12"): a register's, a
# till's or a branch's number printed between the name and the address. Labels that start an address themselves
# ("No: 12", "Lot: 7") are left to the address.
LABELLED_CODE_RE = re.compile(r"\W*([^\W\d_]+(?:[ .]+[^\W\d_]+)*\.?)\s*:\s*\(?[^\s()]*\d[^\s()]*\)?\W*")
ADDRESS_LABEL_WORDS = frozenset({"no", "lot", "unit", "level", "lvl", "blk", "block", "floor", "suite", "house",
                                 "plot", "address", "alamat", "add"})


def _labelled_code_line(text: str) -> bool:
    m = LABELLED_CODE_RE.fullmatch(text)
    return bool(m) and m.group(1).rstrip(".").strip().lower() not in ADDRESS_LABEL_WORDS


@functools.cache
def _country_end_re() -> re.Pattern:
    """Every ISO 3166 country by its short, common and official names (pycountry), at the end of a line."""
    names = {n for c in pycountry.countries
             for n in (c.name, getattr(c, "common_name", None), getattr(c, "official_name", None)) if n and "," not in n}
    alternation = "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))
    return re.compile(rf"(?<![^\W\d_])(?:{alternation})\W*$", re.I)


def _ends_with_country(text: str) -> bool:
    """The line ends with a country's name as an address's last line writes it: alone ("MALAYSIA"), after a comma
    ("Kuala Lumpur, Malaysia") or on the postal code's line ("69000 Pahang Malaysia"); a street named after a
    country ("Jalan Georgia") is none of these."""
    m = _country_end_re().search(text)
    if not m:
        return False
    before = text[:m.start()]
    return not re.search(r"[^\W\d_]", before) or before.rstrip().endswith(",") or bool(re.search(r"\b\d{4,6}\b", before))


# Opening hours ("OPEN 7 DAYS 7AM-10PM", "Mon-Fri 9:00 - 18:00"): a time of day or a range of two, printed under the
# address, never a part of it.
HOURS_RE = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\s?(?:-|\u2013|to)\s?\d{1,2}[:.]\d{2}\b"
                      r"|\b24\s*(?:hours|hrs|h|jam)\b", re.I)
# The year a shop was founded ("SINCE 1988", "Est. 1975", "SEJAK 1962"): a line of the name block, no address line.
FOUNDED_RE = re.compile(r"\b(?:since|est\.?|estd\.?|established|founded|sejak|sejak\s+tahun)\s+(?:19|20)\d{2}\b", re.I)
# A store, branch, till or site number alone on its line ("Store 0451", "BRANCH #12", "OUTLET NO. 3"): the shop's
# number within its chain, printed between the name and the address; no address line.
OUTLET_NUMBER_RE = re.compile(r"\W*(?:store|branch|outlet|site|till|terminal|pos|cawangan|cabang)\s*(?:no\.?|#)?\s*:?\s*#?"
                              r"\s*[\w-]*\d[\w-]*\W*", re.I)
# A post-office box in the languages of UPU members' address guides ("P.O. BOX 4521-00100", "Postfach 12 34",
# "Apartado 17", "Caixa Postal 8", "Peti Surat 12"): an address line, whatever its digits look like (a phone).
PO_BOX_RE = re.compile(r"\b(?:p\.?\s?o\.?\s*box|post\s+office\s+box|postfach|apartado|caixa\s+postal|casilla|peti\s+surat"
                       r"|locked\s+bag)\b", re.I)
# Premises and sub-premises designators (UPU S42's building and floor elements, in English, Malay, Indonesian,
# Spanish, French and German) that may open an address before its street or number when the line has no digit: a
# floor by its ordinal ("GROUND FLOOR", "Upper Level"), a unit by its letter ("UNIT G"), a building's noun ("MARINA
# SQUARE" aside, "KOMPLEKS MEDAN SELERA", "Edificio Torre Norte"). The noun "level" or "unit" alone is a slogan's
# word as often ("THE LEVEL OF SERVICE ...").
FLOOR_RE = re.compile(r"\b(?:ground|first|second|third|upper|lower|mezzanine|basement|concourse)\s+(?:floor|flr|level|lvl)\b"
                      r"|\b(?:unit|suite|level|lot|shop|kiosk)\s+[A-Z](?:-[A-Z0-9]+)?\b", re.I)
BUILDING_RE = re.compile(r"\b(?:building|bldg|tower|plaza|mall|complex|kompleks|wisma|menara|bangunan|gedung|edificio"
                         r"|immeuble|geb\u00e4ude)\b", re.I)


def _opens_address(tl: TextLine, nxt: TextLine | None, addr_cue: re.Pattern) -> bool:
    """The line may be an address's first: it has a digit or one of the schema's address cues; or, with neither, the
    next line is an address line (`_address_line`) and this one names a floor or a unit (`FLOOR_RE`), or a building,
    a street or a post-office box in an address's comma-parted form ("MOI AVENUE, KIMATHI HOUSE", "KOMPLEKS
    SERI,"), and speaks to no one (`SLOGAN_RE`, `GREETING_RE`): a building or a street named before the number, as
    postal guides allow."""
    text = tl.text
    if re.search(r"\d", text) or addr_cue.search(text):
        return True
    if nxt is None or not (_address_line(nxt.text, addr_cue) or PO_BOX_RE.search(nxt.text)):
        return False
    if SLOGAN_RE.search(text) or GREETING_RE.search(text) or _listed(text):
        return False
    named = BUILDING_RE.search(text) or STREET_WORD_RE.search(text) or PO_BOX_RE.search(text)
    return bool(FLOOR_RE.search(text) or named and "," in text)


def _ends_address(tl: TextLine, addr_cue: re.Pattern) -> bool:
    """A line no address starts or goes on with: a phone, tax id, document title or date line (`STOP_RE`; a
    post-office box or, before the address, an address cue keeps the line), a web address, opening hours."""
    stop = STOP_RE.search(tl.text) and not (addr_cue.search(tl.text) or PO_BOX_RE.search(tl.text))
    return bool(stop or ABS_DATE_RE.search(tl.text) or WEB_RE.search(tl.text) or HOURS_RE.search(tl.text))


def _registration_row(text: str) -> bool:
    """A registration number's line (`REGISTRATION_RE`), unless it is a postal code and its town ("57000 KL",
    "8001 Zurich": `POSTAL_TOWN_RE`), which a short code after digits resembles."""
    return bool(REGISTRATION_RE.search(text)) and not POSTAL_TOWN_RE.search(text)


def _outlet_of_name(text: str, name: str, addr_cue: re.Pattern) -> bool:
    """The line opens with a word of the name (its legal form and kind-of-business words aside) and has no address
    shape (`_address_line`) nor a building's noun: the brand and its outlet ("<Brand> 1 Harbour Point"), printed
    between the name and the address."""
    words = set(_name_words(BUSINESS_KIND_RE.sub(" ", _without_legal_form(name)))) - {"the", "and"}
    first = _name_words(text)[:1]
    return bool(first) and first[0] in words and not _address_line(text, addr_cue) and not BUILDING_RE.search(text)


# A register's or a tax office's number under its label ("GST ID: 0005...", "Co. Reg. No. 1234-X", "SST ID W10-..."):
# printed with the name, before the address or after it; no address line.
ID_LINE_RE = re.compile(r"\b(?:co\W{0,2}reg|c[o0]n?[mn]pany\s*(?:no|reg)|roc|reg(?:istration)?\.?\s*(?:no|#)|"
                        + BUSINESS_ID_LABEL + r")\b[^\n]{0,16}?\d", re.I)


def _before_address(tl: TextLine, nxt: TextLine | None, addr_cue: re.Pattern, name: str) -> bool:
    """A line printed between the name and its address, no address line: a registration or an id under its label,
    a print date, a sub-title (`_opens_address` fails), a labelled code, a store number, a branch, the brand's outlet,
    a founding year, opening hours."""
    text = tl.text
    return bool(_registration_row(text) or ABS_DATE_RE.search(text) or not _opens_address(tl, nxt, addr_cue)
                or _labelled_code_line(text) or OUTLET_NUMBER_RE.fullmatch(text) or BRANCH_LINE_RE.search(text)
                or _outlet_of_name(text, name, addr_cue) or ID_LINE_RE.search(text) or FOUNDED_RE.search(text)
                or HOURS_RE.search(text))


def _receipt_address(ocr: OcrResult, rows: list[TextLine], addr_cue: re.Pattern, name: str = "") -> Found | None:
    """The address under the name: from its first line (the lines `_before_address` skipped, and faint ones) to
    the line above a phone, tax id, date, web or hours line (`_ends_address`), a registration number, a faint line,
    or after a country's name."""
    chosen: list[TextLine] = []
    for i, tl in enumerate(rows):
        if chosen and _ends_with_country(chosen[-1].text):
            break  # the country closes an address: a line below it is a title, an outlet or a mall
        if not chosen and (not _printed(ocr, tl) or _before_address(tl, rows[i + 1] if i + 1 < len(rows) else None,
                                                                    addr_cue, name)):
            continue
        if _ends_address(tl, addr_cue):
            break
        if chosen and (STOP_RE.search(tl.text) and not PO_BOX_RE.search(tl.text) or _registration_row(tl.text)
                       or not _printed(ocr, tl)):
            break
        chosen.append(tl)
    if not chosen:
        return None
    a0, a1 = chosen[0].start, chosen[-1].end
    raw = ocr.text[a0:a1]
    return Found(value=normalize_text(raw), raw=raw, span=(a0, a1), extractor="layout", confidence=0.6, page=ocr.page_of(a0))


# A line that ends in a conjunction ("&", "+", English "and", Malay and Indonesian "dan"): no name ends so, the line
# breaks a name that goes on on the next line ("LIM & TAN TRADING AND" / "HARDWARE SDN BHD").
CONJUNCTION_END_RE = re.compile(r"(?:[&+]|(?<![^\W\d_])(?:and|dan))\s*$", re.I)


def _conjunction_above(ocr: OcrResult, above: TextLine, address_cue: re.Pattern | None) -> bool:
    """`above` begins the chosen name: a printed name line without a legal form, no contact line, that ends in a
    conjunction (`CONJUNCTION_END_RE`)."""
    return bool(CONJUNCTION_END_RE.search(above.text)) and _looks_like_name(above.text) and _printed(ocr, above) \
        and legal_form(above.text) is None and not _contact_line(above.text, address_cue) and not _title_line(above.text)


HEADER_ROWS = 14  # the rows read for the name: its window (COMPANY_WINDOW) and the lines that may end it
MAX_ADDRESS_LINES = 8  # the rows after the name read for the address (registration and id lines before it included);
# the address may run past the header rows when the name stands low under a logo or a title


def receipt_company_address(ocr: OcrResult, company_spec: FieldSpec, address_spec: FieldSpec | None) -> tuple[Found | None, Found | None]:
    """Company: the top line that best reads as a name (`_company_line`), joined with the line above when it
    finishes a name begun there (`_begins_name`: only a legal form or generic company words, a one-word stem
    before its legal form in the same font, headline lines in one large font) and with the line below when that
    finishes it (`_ends_name`: a legal form, the rest of one broken over the lines, generic company words alone;
    a second name line closed by a registration number (also read as misread, `_registration_line`; the two lines in
    one font, or two headline sizes sharing no word, `_headlines_apart`), a second headline line, the proper name
    under a trade-word head before the contact block, `_trade_first_pair`); "&" at a line's end continues.
    The span is trimmed of what follows the name on its line (`_name_span`: ids under their labels, registration
    numbers, a branch or an address after the legal form or after the schema's generic company words, debris marks)
    and of a description before a registered name ("A DIVISION OF ...").
    Address: the lines after the name (`_receipt_address`: ids, outlets and other header lines before it skipped)
    up to a phone, tax id, date, web or hours line, a registration number, a low-confidence line or a country."""
    all_rows = text_lines(ocr.text)
    rows = all_rows[:HEADER_ROWS]
    address_cue = cue_regex(address_spec.cues, raw=False) if address_spec is not None and address_spec.cues else None
    lines = [_name_column(ocr, tl, address_cue) for tl in rows]  # the name's column of a header row in columns
    idx = _company_line(ocr, lines, company_spec, address_spec)
    if idx is None:
        return None, None
    cue = cue_regex(company_spec.cues)
    end_idx = idx
    if idx > 0 and _begins_name(ocr, lines[idx - 1], lines[idx], cue, address_spec,
                                lines[idx + 1] if idx + 1 < len(lines) else None):
        idx -= 1  # the name ends on the chosen line but begins above: "TIMELESS KITCHENETTE" / "SDN BHD"
        while idx > 0 and _headline_above(ocr, lines[idx - 1], lines[idx], end_idx - idx):
            idx -= 1  # a name of three lines in one headline font: "PERUSAHAAN" / "BENANG EMAS" / "SDN BHD"
    while idx > 0 and end_idx - idx + 1 < MAX_NAME_LINES and _conjunction_above(ocr, lines[idx - 1], address_cue):
        idx -= 1  # the line above ends in a conjunction: the name goes on here ("LIAN HUAT TRADING AND" / "...")
    while (end_idx + 1 < len(lines) and end_idx - idx + 1 < MAX_NAME_LINES
           and CONJUNCTION_END_RE.search(lines[end_idx].text)):
        end_idx += 1  # the chosen line ends in a conjunction: the name goes on below, as far as a name is printed
    if end_idx + 1 < len(lines) and _ends_name(lines[end_idx].text, lines[end_idx + 1].text, cue):
        end_idx += 1  # a long name wrapped before its legal form: "AIK HUAT HARDWARE / ENTERPRISE (SETIA ALAM) SDN BHD"
    elif end_idx + 2 < len(lines) and (_closed_by_registration(ocr, lines[end_idx], lines[end_idx + 1], lines[end_idx + 2])
                                       or _trade_first_pair(ocr, lines[end_idx], lines[end_idx + 1], lines[end_idx + 2])):
        end_idx += 1
    elif end_idx + 1 < len(lines) and _headline_pair(ocr, lines[end_idx], lines[end_idx + 1]):
        end_idx += 1
    start, end = _name_span(ocr.text, lines[idx].start, lines[end_idx].end)
    end = _cue_before_branch(ocr.text, start, end, cue)
    raw = ocr.text[start:end]
    company = Found(value=normalize_text(printed_name(raw)), raw=raw, span=(start, end), extractor="layout", confidence=0.7, page=ocr.page_of(start))

    address = None
    if address_spec is not None:
        address = _receipt_address(ocr, all_rows[end_idx + 1:end_idx + 1 + MAX_ADDRESS_LINES],
                                   cue_regex(address_spec.cues, raw=False), raw)
    return company, address
