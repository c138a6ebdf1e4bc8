"""Normalisers: turn printed money, dates, percents and text into one canonical form.

Extraction stores the canonical form; validation's reverse check parses the text at
the recorded span again with the same functions and compares. Keeping both sides
on one set of parsers is what makes the reverse check meaningful.

Libraries do the parsing: price-parser for amounts (thousand/decimal separators,
currency symbols), dateparser for dates and weekday-relative phrases. Only the
"on the 12th" rule is ours, because dateparser resolves it against today's month
in ways that are not what a letter means.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from functools import lru_cache

import dateparser
from price_parser import Price

# --------------------------------------------------------------------------- money

CURRENCY_SYMBOLS = {
    "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "RM": "MYR", "₹": "INR",
    "S$": "SGD", "A$": "AUD", "C$": "CAD", "CHF": "CHF", "FR.": "CHF", "KR": "SEK",
}
ISO_CURRENCIES = {"USD", "EUR", "GBP", "JPY", "MYR", "INR", "SGD", "AUD", "CAD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK",
                  "NZD", "HKD", "ZAR"}
_CODES = "USD|EUR|GBP|MYR|CHF|SGD|AUD|CAD|INR|NZD|HKD|SEK|NOK|DKK|PLN|CZK|JPY|ZAR"

# An amount as printed: optional currency, digits with , . ' or thin-space grouping,
# optional 1-2 decimals. Used to find candidates; price-parser does the parsing.
MONEY_RE = re.compile(
    r"(?<![\w.,])"
    r"(?:-\s?(?=\D))?"  # "-£12.00": a credit's minus before its currency
    r"(?:(?:US\$|S\$|A\$|C\$|[$€£¥₹]|(?:" + _CODES + r"|RM|Rs)\.?(?![A-Za-z]))\s{0,2})?"
    r"-?\s?(?:\d{1,3}(?:(?:[,.' ]\d{3})+)?(?:[.,]\d{1,2})?|\d{4,7}(?:[.,]\d{1,2})?|[.,]\d{2})"
    r"(?:\s?(?:[€£](?!\w)|(?:" + _CODES + r")\b))?"  # "1.234,56 €", "12.50 CAD"
    r"(?![\w]|[.,]\d)",
)
AMOUNT_ONLY_RE = re.compile(r"-?\d+(?:[.,]\d{1,2})?")


@dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str | None

    @property
    def value(self) -> str:
        return format_money(self.amount)


def currency_code(symbol: str | None) -> str | None:
    """ISO 4217 code for a printed currency symbol or code ("$" -> "USD", "RM" -> "MYR")."""
    if not symbol:
        return None
    s = symbol.strip().upper()
    if s in ISO_CURRENCIES:
        return s
    return CURRENCY_SYMBOLS.get(s) or CURRENCY_SYMBOLS.get(symbol.strip())


def format_money(amount: Decimal) -> str:
    return str(amount.quantize(Decimal("0.01")))


def parse_money(raw: str, default_currency: str | None = None) -> Money | None:
    """Parse a printed amount ("$1,234.56", "1.234,56 EUR", "RM9.00") or return None."""
    if not raw or not re.search(r"\d", raw):
        return None
    text = raw.replace("\u2009", " ").replace("\u00a0", " ").strip()
    text = re.sub(r"(\d)[.,]\s(\d{2})$", r"\1.\2", text)  # "33, 90": OCR split a decimal amount
    price = Price.fromstring(text)
    if price.amount is None:
        return None
    try:
        amount = Decimal(price.amount)
    except InvalidOperation:
        return None
    if re.match(r"^\s*\(|^[^\d.,]*-\s?\D{0,4}[\d.,]", raw):  # "-1.73", "RM -1.73", "-£12.00", "(12.00)": negative
        amount = -amount
    return Money(amount, currency_code(price.currency) or default_currency)


# --------------------------------------------------------------------------- percent

PERCENT_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:[.,]\d+)?)\s?(?:%|per\s?cent\b|percent\b)", re.I)


def parse_percent(raw: str) -> str | None:
    """"12 %" -> "12", "12.50%" -> "12.5", "fifteen" -> None."""
    m = PERCENT_RE.search(raw or "")
    if not m:
        return None
    value = Decimal(m.group(1).replace(",", "."))
    return format_decimal(value)


def format_decimal(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return text


# --------------------------------------------------------------------------- dates

MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
WEEKDAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"

# Absolute dates as printed. Order matters: longer forms first.
ABS_DATE_RE = re.compile(
    r"(?<![\w/.-])(?:"
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"  # ISO, 2018/04/28
    r"|(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"  # 20180428
    r"|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}"  # 14/03/2026, 12-01-19, 14.03.2026
    r"|(?:" + WEEKDAYS + r",?\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?|[-/.]\s?)" + MONTHS + r"\.?,?(?:\s+|[-/.]\s?)\d{2,4}"  # 14 March 2026, 05-AUG-2017
    r"|(?:" + WEEKDAYS + r",?\s+)?" + MONTHS + r"(?:\.\s*|\s+)\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"  # March 14, 2026; Feb.15, 2026
    r")(?:(?![\w/]|[.-]\d)|(?<=[/.-]\d{4})(?=\d{1,2}:\d{2}))",  # "29/12/201711:41": a time glued to the year
    re.I,
)
# Relative phrases we may resolve (weekday, tomorrow, in N days/weeks, the Nth) or keep verbatim.
REL_DATE_RE = re.compile(
    r"\b(?:"
    r"(?:next|this|coming|on)\s+" + WEEKDAYS +
    r"|" + WEEKDAYS + r"(?=\s*(?:[.,;]|$))"
    r"|tomorrow|today"
    r"|(?:with)?in\s+(?:(?:\d+|one|two|three|four|five|six|seven|ten|fourteen)\s+(?:days?|weeks?)|a\s+(?:week|fortnight))"
    r"|(?:on\s+|by\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?!\s+(?:of\s+)?" + MONTHS + r")"
    r"|(?:the\s+)?end\s+of\s+(?:this|the|next)\s+(?:week|month)"
    r"|next\s+(?:week|month)|as\s+soon\s+as\s+possible|asap"
    r"|(?<![\d/.-])\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?!(?-i:may)\b)" + MONTHS + r"(?!\.?,?[\s/.-]*\d)"  # 4 March (no year)
    r"|(?!(?-i:may)\b)" + MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?(?!,?\s*\d|[\w/-]|\.\d)"  # March 4
    r")\b",
    re.I,
)
# A day and month printed without a year ("on 4 March", "March 4th"): the year is the document's.
YEARLESS_RE = re.compile(r"(?:(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(" + MONTHS + r")|(" + MONTHS + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?)$", re.I)
ORDINAL_RE = re.compile(r"the\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# Phrases that name a span of time, not a day: never resolved to a date.
VAGUE_RE = re.compile(r"next\s+(?:week|month)|end\s+of\s+(?:the\s+|this\s+|next\s+)?week|as\s+soon|asap", re.I)
MONTH_END_RE = re.compile(r"end\s+of\s+(?:this|the)\s+month", re.I)


def _order(date_order: str) -> dict:
    return {"DATE_ORDER": date_order, "PREFER_DAY_OF_MONTH": "first", "RETURN_AS_TIMEZONE_AWARE": False}


MONTHS = {name.lower(): n for names in (calendar.month_name, calendar.month_abbr) for n, name in enumerate(names) if name}
MONTHS["sept"] = 9
_WEEKDAY = r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?"
DAY_MONTH_YEAR_RE = re.compile(_WEEKDAY + r"(\d{1,2})(?:st|nd|rd|th)?[\s.-]+([a-z]+)\.?[\s.,-]+(\d{4})", re.I)
MONTH_DAY_YEAR_RE = re.compile(_WEEKDAY + r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})", re.I)


def _written_date(text: str) -> date | None:
    """"4 March 2026", "Mar 4, 2026", "Wed, 04-Feb-2026" read directly: the common written
    forms without dateparser's ~5 ms per call. None when the text is not one of them."""
    for regex, day_group in ((DAY_MONTH_YEAR_RE, 1), (MONTH_DAY_YEAR_RE, 2)):
        m = regex.fullmatch(text)
        month = MONTHS.get(m.group(3 - day_group).lower()) if m else None
        if month:
            try:
                return date(int(m.group(3)), month, int(m.group(day_group)))
            except ValueError:
                return None
    return None


@lru_cache(maxsize=8192)  # pure, and a document asks for the same dates several times
def parse_date(raw: str, date_order: str = "MDY") -> date | None:
    """Parse an absolute printed date. ISO wins regardless of `date_order`; a numeric
    date whose first number is > 12 is day-first whatever the order says."""
    if not raw:
        return None
    text = raw.strip().rstrip(".,")
    ymd = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})|(\d{4})(\d{2})(\d{2})", text)
    if ymd:  # year first (ISO, 2018/04/28, 20180428): never day/month ambiguous
        y, m, d = (int(x) for x in ymd.groups() if x is not None)
        try:
            return date(y, m, d)
        except ValueError:
            return None
    m = re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})", text)
    if m:
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if y < 100:
            y += 2000
        first_is_day = date_order.startswith("D") or a > 12
        if b > 12 and a <= 12:
            first_is_day = False
        d, mo = (a, b) if first_is_day else (b, a)
        try:
            return date(y, mo, d)
        except ValueError:
            return None
    written = _written_date(text)
    if written is not None:
        return written
    parsed = dateparser.parse(text, languages=["en"], settings={**_order(date_order), "REQUIRE_PARTS": ["day", "month", "year"]})
    return parsed.date() if parsed else None


@dataclass(frozen=True)
class DateValue:
    value: str | None  # ISO, or None when unresolved
    unresolved: bool


def resolve_relative(phrase: str, base: date | None) -> DateValue:
    """Resolve a relative date against the document date when that is unambiguous.

    Weekdays ("next Friday": the first Friday after the base), "tomorrow", "in N
    days/weeks" go through dateparser with RELATIVE_BASE and PREFER_DATES_FROM
    future. "the 12th" is the first 12th on or after the base date; "the end of
    this month" is its last day. Vague phrases ("next week", "end of next month", "as soon as possible") and anything without a
    base date stay unresolved: the words are kept, no date is invented.
    """
    if base is None or VAGUE_RE.search(phrase):
        return DateValue(None, True)
    yearless = YEARLESS_RE.search(phrase.strip())
    if yearless:  # the day nearest the document date: "on 4 March" in a letter of 6 March, "by 5 January" in late December
        day = int(yearless.group(1) or yearless.group(4))
        month_name = (yearless.group(2) or yearless.group(3)).lower()[:3]
        month = [m.lower() for m in calendar.month_abbr].index(month_name)
        options = []
        for y in (base.year - 1, base.year, base.year + 1):
            try:
                options.append(date(y, month, day))
            except ValueError:
                continue
        if not options:
            return DateValue(None, True)
        return DateValue(min(options, key=lambda d: abs((d - base).days)).isoformat(), False)
    if MONTH_END_RE.search(phrase):
        return DateValue(date(base.year, base.month, calendar.monthrange(base.year, base.month)[1]).isoformat(), False)
    m = ORDINAL_RE.search(phrase)
    if m:
        day = int(m.group(1))
        for months_ahead in range(0, 3):
            y, mo = base.year, base.month + months_ahead
            y, mo = y + (mo - 1) // 12, (mo - 1) % 12 + 1
            try:
                candidate = date(y, mo, day)
            except ValueError:
                continue
            if candidate >= base:
                return DateValue(candidate.isoformat(), False)
        return DateValue(None, True)
    text = re.sub(r"^(?:on|by)\s+", "", phrase.strip(), flags=re.I)
    text = re.sub(r"^coming\s+", "next ", text, flags=re.I)
    text = re.sub(r"^within\s+", "in ", text, flags=re.I)
    text = re.sub(r"\ba\s+fortnight\b", "14 days", re.sub(r"\ba\s+week\b", "7 days", text, flags=re.I), flags=re.I)
    settings = {"RELATIVE_BASE": datetime.combine(base, datetime.min.time()), "PREFER_DATES_FROM": "future",
                "RETURN_AS_TIMEZONE_AWARE": False}
    parsed = dateparser.parse(text, languages=["en"], settings=settings)
    if parsed is None:
        return DateValue(None, True)
    resolved = parsed.date()
    if re.search(WEEKDAYS, text, re.I) and resolved <= base:
        resolved += timedelta(days=7)  # "Friday" written on a Friday means the next one
    return DateValue(resolved.isoformat(), False)


def dominant_currency(text: str) -> str | None:
    """The currency most often printed in a document (ISO code), or None."""
    counts: dict[str, int] = {}
    for m in re.finditer(r"\b(" + _CODES + r"|RM)\b|[€$£]", text):
        cur = currency_code(m.group(0)) or m.group(0)
        counts[cur] = counts.get(cur, 0) + 1
    return max(counts, key=counts.get) if counts else None


def date_order(text: str) -> str:
    """"DMY" or "MDY" for a document's numeric dates. An unambiguous numeric date
    (13/03/2026) decides; else the reading that puts the numeric dates closest to the
    document's written-out dates ("Wed, 04 Feb 2026" makes 02/04/2026 the 4th of
    February); else US-dollar documents are month-first, all others day-first."""
    numeric = []
    for m in re.finditer(r"(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})(?![\d/.-])", text):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if a > 12 >= b:
            return "DMY"
        if b > 12 >= a:
            return "MDY"
        numeric.append((a, b, y + 2000 if y < 100 else y))
    written = []
    for m in ABS_DATE_RE.finditer(text):
        if re.search(r"[A-Za-z]", m.group(0)) or re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", m.group(0)):
            d = parse_date(m.group(0), "DMY")
            if d:
                written.append(d)
    if numeric and written:
        def distance(order: str) -> int:
            total = 0
            for a, b, y in numeric:
                try:
                    d = date(y, b, a) if order == "DMY" else date(y, a, b)
                except ValueError:
                    return 10**9
                total += min(abs((d - w).days) for w in written)
            return total
        dmy, mdy = distance("DMY"), distance("MDY")
        if dmy != mdy:
            return "DMY" if dmy < mdy else "MDY"
    return "MDY" if dominant_currency(text) == "USD" else "DMY"


# --------------------------------------------------------------------------- text


def collapse(text: str) -> str:
    """Whitespace collapsed to single spaces, stripped."""
    return re.sub(r"\s+", " ", text or "").strip()


def normalize_text(text: str) -> str:
    """Canonical text value: whitespace collapsed, no trailing period or comma; a
    leading "| " (OCR's reading of the pronoun "I") becomes "I "."""
    return re.sub(r"^[|l1](?= )", "I", collapse(text).rstrip(" .,;:"))


# --------------------------------------------------------------------------- identifiers

# What OCR mistakes for what in printed ids: each character and the one it is read as
# (letters for digits in a prefix, digits for letters in a number).
OCR_SWAPS = {"O": "0", "0": "O", "o": "0", "D": "0", "Q": "0", "I": "1", "1": "I", "l": "1", "|": "1", "L": "1",
             "S": "5", "5": "S", "B": "8", "8": "B", "Z": "2", "2": "Z", "G": "6", "6": "G"}
# The look-alikes an id scheme avoids because people confuse them too (O and 0, I and l and 1): a
# letter of these inside a run of digits, or a digit inside a run of letters, is a slip whatever the
# shape. Other letters (B, D, G, L, S, Z) are used in ids ("B2B-5249", "26D594367"): read as slips only
# where a shape with its own letters ("ORD-\\d{6}") says which character stands there.
AMBIGUOUS_SWAPS = {k: v for k, v in OCR_SWAPS.items() if k in "O0oQI1l|"}
MAX_SWAPS = 3  # more slips than this in one id: not a confident repair
# Widen a pattern's character classes for finding OCR-damaged candidates in text.
_DIGIT_LOOKALIKES = "OoDQIl|SBZG"
_LETTER_LOOKALIKES = "0125868|"


def as_patterns(patterns: str | list[str] | tuple[str, ...] | None) -> tuple[str, ...]:
    """One pattern or several, as a tuple (None: none)."""
    if not patterns:
        return ()
    return (patterns,) if isinstance(patterns, str) else tuple(p for p in patterns if p)


def literal_prefix(pattern: str) -> str:
    """The literal letters a pattern starts with ("ORD-\\d{6}" -> "ORD"): a shape with a
    prefix of two letters or more names itself and may be found anywhere in a text;
    one without (a generic "[A-Z]{2,4}-?\\d{4,10}") only as the value of its label."""
    m = re.match(r"[A-Za-z]+", pattern)
    return m.group(0) if m else ""


def _tolerant(pattern: str) -> str:
    """The pattern with OCR's look-alikes allowed: literal letters may be read as digits and
    digits as letters, a hyphen may be spaced or dropped. Used to FIND candidates only;
    `read_identifier` decides what each candidate stands for."""
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            esc = pattern[i:i + 2]
            out.append(r"[\d" + re.escape(_DIGIT_LOOKALIKES) + "]" if esc == r"\d" else r"[ \t]?-?[ \t]?" if esc == r"\-" else esc)
            i += 2
            continue
        if ch == "[":
            j = pattern.index("]", i + 1)
            body = pattern[i + 1:j]
            extra = (_LETTER_LOOKALIKES if "A-Z" in body else "") + (_DIGIT_LOOKALIKES if ("0-9" in body or r"\d" in body) else "")
            out.append("[" + body + re.escape(extra) + "]")
            i = j + 1
            continue
        if ch == "{":  # a quantifier is copied as it is
            j = pattern.index("}", i)
            out.append(pattern[i:j + 1])
            i = j + 1
            continue
        if ch.isalnum():
            alt = OCR_SWAPS.get(ch.upper()) or OCR_SWAPS.get(ch)
            out.append("[" + re.escape(ch) + (re.escape(alt) if alt else "") + "]")
        elif ch == "-":
            out.append(r"[ \t]?-?[ \t]?")
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def identifier_regex(patterns: str | list[str] | tuple[str, ...]) -> re.Pattern:
    """Finds printed ids of the given shapes as OCR may have damaged them: a space
    around or instead of a hyphen ("ORD -729270", "CUST81717"), lower case ("cusT-"),
    look-alike characters in the prefix and the number ("S0-1234", "ORD-72927O")."""
    return _identifier_regex(as_patterns(patterns))


@lru_cache(maxsize=256)
def _identifier_regex(patterns: tuple[str, ...]) -> re.Pattern:
    if not patterns:
        return re.compile(r"(?!x)x")
    body = "|".join(_tolerant(p) for p in sorted(patterns, key=len, reverse=True))
    return re.compile(r"(?<![\w-])(?:" + body + r")(?![\w-])", re.I)


# An id never starts with a currency sign: a "$" before its first group is OCR's reading of "S"
# ("$0/26/95162" is "SO/26/95162").
OCR_DOLLAR_S_RE = re.compile(r"^\$(?=[0-9A-Za-z]+[-/])")


def read_identifier(raw: str, patterns: str | list[str] | tuple[str, ...] | None) -> str | None:
    """The identifier a printed (or OCR-read) string stands for, or None when it fits
    none of the field's declared shapes even after forgiving OCR slips.

    Readings tried, fewest changes first, each against every shape in declared order: the id
    as printed (whitespace dropped; a printed gap between a shape's own letters and its number
    read as the hyphen it stands for); then upper case and a hyphen put back that OCR lost; then
    up to MAX_SWAPS look-alike swaps (`_repair`). An id that fits any shape as printed is never
    changed to fit another: "CUST21509" and "B2B-5249" are other shops' numbering, not slips."""
    text = OCR_DOLLAR_S_RE.sub("S", re.sub(r"\s+", "", raw or ""))
    shapes = as_patterns(patterns)
    if not shapes:
        return text or None
    spaced = re.match(r"\s*([A-Za-z]{2,})[ \t]+(?=\d)", raw or "")
    printed = [text[:len(spaced.group(1))] + "-" + text[len(spaced.group(1)):]] if spaced else []
    for shape in shapes:
        named = len(literal_prefix(shape)) >= 2  # only a shape with its own letters says where a hyphen was
        for reading in (printed if named else []) + [text]:
            if re.fullmatch(shape, reading):
                return reading
    for swaps in (0, MAX_SWAPS):
        for shape in shapes:  # declared order: a shop's own shape before the generic ones
            fixed = _repair(text, shape, swaps)
            if fixed is not None:
                return fixed
    return None


# An identifier by its form alone: letters and digits in groups joined by - / . _ ("PC/2026/00871",
# "44-1902-A", "HX_55120", "9F2K-77X1-0032"). Used only for a label's own value.
_ID_FORM_RE = re.compile(r"[A-Za-z0-9]+(?:[-/._][A-Za-z0-9]+){0,6}")
# Forms that are something else: an ordinal or a quantity with its unit ("2nd", "64GB", "12kg").
_NOT_ID_RE = re.compile(r"\d{1,4}[A-Za-z]{1,3}")


def looks_like_identifier(token: str) -> bool:
    """Does a token have the form of an identifier whatever the shop: a run of four digits or
    more, or letters mixed with digits (three digits or more), in groups joined by - / . _ ?
    Not a date, an amount, an ordinal or a quantity with its unit."""
    t = token or ""
    if not 4 <= len(t) <= 40 or not _ID_FORM_RE.fullmatch(t) or _NOT_ID_RE.fullmatch(t):
        return False
    digits = sum(c.isdigit() for c in t)
    if digits < 3 or ABS_DATE_RE.fullmatch(t) or re.fullmatch(r"\d{1,3}(?:[.,]\d{3})*[.,]\d{1,2}", t):
        return False
    if not re.search(r"[A-Za-z]", t):  # numbers only: one long run ("118734"), groups ("2026-118734"), or
        groups = re.findall(r"\d+", t)  # three groups or more ("687.737.158"; a date was excluded above)
        return (max(len(g) for g in groups) >= 4 or len(groups) >= 3 and digits >= 7) and not re.fullmatch(r"(?:19|20)\d\d", t)
    return True


def identifier_value(raw: str, patterns: str | list[str] | tuple[str, ...] | None) -> str | None:
    """The value of an identifier printed as a label's value: a declared shape when one fits
    (OCR slips repaired, `read_identifier`), else the token as printed when it has the form of an
    identifier (another shop's numbering the schema does not know), else None. Extraction and
    validation's reverse check read labelled ids through this one function."""
    shaped = read_identifier(raw, patterns)
    if shaped is not None:
        return shaped
    text = re.sub(r"\s+", "", raw or "")
    return text if looks_like_identifier(text) else None


def fits_shape(value: str, patterns: str | list[str] | tuple[str, ...] | None) -> bool:
    """Does a stored identifier fully match one of the declared shapes?"""
    return any(re.fullmatch(p, value) for p in as_patterns(patterns))


def _slip_plausible(s: str, i: int, alt: str) -> bool:
    """A look-alike is a slip only inside a run of the other kind: a digit read for a letter
    next to a letter ("S0-" -> "SO-"), a letter read for a digit next to a digit ("72927O").
    "2026-9209" is a number, never "Z026-9209"."""
    near = s[max(0, i - 1):i] + s[i + 1:i + 2]
    return any(c.isalpha() for c in near) if alt.isalpha() else any(c.isdigit() for c in near)


@lru_cache(maxsize=4096)
def _repair(text: str, shape: str, max_swaps: int = MAX_SWAPS) -> str | None:
    compiled = re.compile(shape)

    def fits(s: str) -> bool:
        return compiled.fullmatch(s) is not None

    bases = [text]
    if text.upper() != text:
        bases.append(text.upper())
    named = len(literal_prefix(shape)) >= 2  # only a shape with its own letters says where a hyphen was lost
    for b in list(bases):  # "CUST81717" -> "CUST-81717": a hyphen OCR lost between prefix and number
        m = re.match(r"([A-Za-z]{2,})(?=[\dOIl|])", b)
        if named and m and "-" not in b:
            bases.append(b[:m.end()] + "-" + b[m.end():])
    swaps = OCR_SWAPS if named else AMBIGUOUS_SWAPS
    # each candidate keeps the string it was repaired from: a slip is judged by its printed
    # neighbours, never by an earlier repair ("26M..." is not "2GM...", so never "ZGM...")
    frontier = [(b, b) for b in dict.fromkeys(bases)]
    seen = {s for s, _ in frontier}
    for _ in range(max_swaps + 1):
        hits = [s for s, _ in frontier if fits(s)]
        if hits:
            return hits[0]
        nxt = []
        for s, printed in frontier:
            for i, ch in enumerate(s):
                alt = swaps.get(ch)
                if alt is None or not _slip_plausible(printed, i, alt):
                    continue
                cand = s[:i] + alt + s[i + 1:]
                if cand not in seen:
                    seen.add(cand)
                    nxt.append((cand, printed))
        frontier = nxt
        if len(frontier) > 20_000:
            break
    return None
