"""Receipt layout: rebuild printed lines from OCR word boxes and read the four
receipt fields the way a person does.

Why boxes and not text order: tesseract often puts a receipt's left column (labels)
and right column (amounts) into different blocks, so "TOTAL" and "33.90" end up far
apart in `OcrResult.text`. Grouping words whose vertical centres overlap restores
the printed line. Company and address are read from the top lines of the text;
the total from the line that carries a total label, amount right-aligned.
"""

from __future__ import annotations

import re
from decimal import Decimal
from dataclasses import dataclass, field
from statistics import median

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
    """Words grouped into printed lines by vertical overlap, top to bottom, per page."""
    lines: list[Line] = []
    for page in ocr.pages:
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


def cell_under(ocr: OcrResult, lines: list[Line], start: int, end: int) -> tuple[int, int] | None:
    """[start, end) in OcrResult.text of the printed cell right under a label (by word boxes):
    the words of the next printed line that begin under the label, up to a column gap. On a
    scan tesseract writes a row of labels and the row of their values as two lines of text, so
    the column that pairs them is only in the boxes."""
    found = next(((i, [w for w in ln.words if start <= w.start < end]) for i, ln in enumerate(lines)
                  if any(start <= w.start < end for w in ln.words)), None)
    if found is None or found[0] + 1 >= len(lines):
        return None
    i, label = found
    line, nxt = lines[i], lines[i + 1]
    h = median(w.height for w in line.words) or 10
    if nxt.page != line.page or nxt.center - line.center > 3 * h:
        return None
    left, right = min(w.left for w in label), max(w.left + w.width for w in label)
    cell: list[OcrWord] = []
    for w in nxt.words:
        if not cell:
            if left - h <= w.left <= right:
                cell.append(w)
        elif w.left - (cell[-1].left + cell[-1].width) < 1.2 * h:
            cell.append(w)
        else:
            break
    if not cell:
        return None
    s0, e0 = cell[0].start, cell[-1].start + len(cell[-1].text)
    return (s0, e0) if ocr.text[s0:e0].split() == [w.text for w in cell] else None


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

REGISTRATION_RE = re.compile(
    r"^[\W_]*[A-Z]{0,3}\s?\d[\d\s]{3,}[\s-]*[A-Z]{0,3}[\W_]*$"  # (742016-W), JM0352019-K, 122703:
    r"|^\W*\([^()]*\d{5,}[^()]*\)\W*$"  # (.3M0517726)
    r"|co\W{0,2}reg|c[o0]n?[mn]pany|roc\s+no|reg(?:istration)?\.?\s*(?:no|#)|formerly|licensee|own(?:ed)?\s+by\s*$",
    re.I,
)
STOP_RE = re.compile(
    r"\b(?:tel|fax|phone|h/?p|gst|tax\s+invoice|invoice|receipt|cash\s+bill|date|cashier|e-?mail|www|table|order"
    r"|document|doc\s+no|reg|company|conpany)\b|@|"
    r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{2,3}-\s?\d{3,4}\s?\d{3,4}\b",
    re.I,
)
POSTCODE_RE = re.compile(r"\b\d{5}\b")


def _letters(s: str) -> int:
    return sum(ch.isalpha() for ch in s)


def _looks_like_name(s: str) -> bool:
    """A plausible company line: mostly letters, upper or title case, not a date/number."""
    letters = _letters(s)
    if letters < 4 or letters / max(len(s.replace(" ", "")), 1) < 0.6:
        return False
    if s == s.lower():  # scanner annotations are written in lower case
        return False
    if re.match(r"\W*(?:no|lot)\b\W*\d", s, re.I) or POSTCODE_RE.search(s):  # "No. 343, Jalan ..."
        return False
    return not STOP_RE.search(s) and not REGISTRATION_RE.search(s)


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
# A short label before the name ("Owned by: KEDAI MAJU SDN BHD"): not part of it.
LEAD_LABEL_RE = re.compile(r"^[A-Za-z][A-Za-z ]{2,15}:\s*(?=\S)")
# A slogan or contact line naming a web address ("THANK YOU FOR SHOPPING WITH shop.com"): not the company line.
WEB_RE = re.compile(r"\b[\w-]+\.(?:com|net|org|biz|info)(?:\.[a-z]{2})?\b|\bwww\b", re.I)
# "LIM BROTHERS COMPANY": "company" ending a name is its legal form, not a "Company Reg. No." line.
NAME_END_COMPANY_RE = re.compile(r"\bcompany\W*$", re.I)
TRAIL_REGISTRATION_RE = re.compile(r"\s*\(?\s*[A-Z]{0,3}\d{5,}\s?[-\u00b7.]?\s?[A-Z]?\s*\)?\W*$")  # "... BHD (126926-H)", OCR's "(123456·X)"
TRAIL_JUNK_RE = re.compile(r"[\s:;,*|_\-]+$")


def trim_name(text: str, start: int, end: int) -> tuple[int, int]:
    """Narrow a company span past OCR debris: leading marks ("* ", "' "), a trailing
    registration number ("BHD (126926-H)"), trailing colons, commas and stars, and a
    lone trailing period ("SDN BHD." - kept when the name is written with abbreviation
    dots throughout, "SDN. BHD.")."""
    raw = text[start:end]
    lead = LEAD_JUNK_RE.match(raw)
    if lead and lead.end() < len(raw):
        start += lead.end()
    label = LEAD_LABEL_RE.match(text[start:end])
    if label and _letters(text[start + label.end():end]) >= 4:
        start += label.end()
    reg = TRAIL_REGISTRATION_RE.search(text[start:end])
    if reg and _letters(text[start:start + reg.start()]) >= 4:
        end = start + reg.start()
    raw = text[start:end]
    trail = TRAIL_JUNK_RE.search(raw)
    if trail and trail.start() > 0:
        end = start + trail.start()
    raw = text[start:end]
    if raw.endswith(".") and not re.search(r"\w\.\s", raw[:-1]):
        end -= 1
    return start, end


LEGAL_FORM_RE = re.compile(r"\b(?:sdn\.?\s*bhd|bhd|s/b|plt|ltd|llc|inc|gmbh)\b\.?\s*$", re.I)


def _continues_name(line: str, nxt: str) -> bool:
    """`nxt` finishes the name begun on `line`: it ends in a legal form `line` lacks, and is not
    a second name of its own ("SPEED MART" / "MYDIN SPEED MART SDN BHD", "OPERATED BY ... SDN BHD")."""
    if LEGAL_FORM_RE.search(line) or not LEGAL_FORM_RE.search(nxt) or not _looks_like_name(nxt):
        return False
    words = {w for w in re.findall(r"[a-z]{3,}", line.lower())}
    return not re.match(r"\W*(?:operated|owned|own|managed|a\s+member)\b", nxt, re.I) and not (
        words & set(re.findall(r"[a-z]{3,}", nxt.lower())))


def _bare_legal_form(line: str) -> bool:
    """A line that is little more than a legal form ("SDN BHD", "CO. (M) SDN BHD"): the name is above it."""
    rest = LEGAL_FORM_RE.sub("", line)
    return len(re.findall(r"[A-Za-z]{3,}", rest)) <= 1


def receipt_company_address(ocr: OcrResult, company_spec: FieldSpec, address_spec: FieldSpec | None) -> tuple[Found | None, Found | None]:
    """Company: the top line carrying a company cue (SDN BHD, TRADING, ...), else the
    first name-like line; a line ending in "&", or followed by a name-like line that ends in
    a legal form (SDN BHD, LTD) while it has none, continues onto the next. Lines tesseract
    reads with low confidence (stamps, handwriting above the header) are passed over.
    Address: the lines after it (registration numbers skipped) up to a phone/GST/date
    line or a low-confidence line."""
    lines = text_lines(ocr.text)[:14]
    company_cue = cue_regex(company_spec.cues + ["bhd", "s/b", "sdn", "co\\.", "plt", "mart", "hardware", "restoran", "market",
                                                 "company(?=\\W*$)"], raw=True)
    idx = next((i for i, tl in enumerate(lines[:8]) if company_cue.search(tl.text) and _letters(tl.text) >= 4
                and not STOP_RE.search(NAME_END_COMPANY_RE.sub("", tl.text)) and not REGISTRATION_RE.search(NAME_END_COMPANY_RE.sub("", tl.text))
                and not WEB_RE.search(tl.text) and _printed(ocr, tl, MIN_CUE_LINE_CONF)), None)  # "(CO. NO. JM0195368-D)"
    if idx is None:
        idx = next((i for i, tl in enumerate(lines[:6]) if _looks_like_name(tl.text) and not WEB_RE.search(tl.text)
                    and _printed(ocr, tl)), None)
    if idx is None:
        return None, None
    if idx > 0 and _bare_legal_form(lines[idx].text) and _continues_name(lines[idx - 1].text, lines[idx].text) \
            and _looks_like_name(lines[idx - 1].text) and _printed(ocr, lines[idx - 1]):
        idx -= 1  # the cue line ends a name begun on the line above: "TIMELESS KITCHENETTE" / "SDN BHD"
    end_idx = idx
    while end_idx + 1 < len(lines) and lines[end_idx].text.rstrip().endswith("&"):
        end_idx += 1
    if end_idx + 1 < len(lines) and _continues_name(lines[end_idx].text, lines[end_idx + 1].text):
        end_idx += 1  # a long name wrapped before its legal form: "AIK HUAT HARDWARE / ENTERPRISE (SETIA ALAM) SDN BHD"
    start, end = trim_name(ocr.text, lines[idx].start, lines[end_idx].end)
    raw = ocr.text[start:end]
    company = Found(value=normalize_text(raw), raw=raw, span=(start, end), extractor="layout", confidence=0.7, page=ocr.page_of(start))

    address = None
    if address_spec is not None:
        addr_cue = cue_regex(address_spec.cues + ["jln", "lot", "level", "floor", "no"], raw=False)
        chosen: list[TextLine] = []
        for tl in lines[end_idx + 1:end_idx + 9]:
            if not chosen and (REGISTRATION_RE.search(tl.text) or ABS_DATE_RE.search(tl.text) or not _printed(ocr, tl)
                               or not (addr_cue.search(tl.text) or re.search(r"\d", tl.text))):
                continue  # registration number, print date or a sub-title before the address starts
            if STOP_RE.search(tl.text) and not addr_cue.search(tl.text) or ABS_DATE_RE.search(tl.text):
                break
            if chosen and (STOP_RE.search(tl.text) or REGISTRATION_RE.search(tl.text) or not _printed(ocr, tl)):
                break
            chosen.append(tl)
        if chosen:
            a0, a1 = chosen[0].start, chosen[-1].end
            raw_a = ocr.text[a0:a1]
            address = Found(value=normalize_text(raw_a), raw=raw_a, span=(a0, a1), extractor="layout", confidence=0.6, page=ocr.page_of(a0))
    return company, address
