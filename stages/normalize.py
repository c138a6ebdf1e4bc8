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

import dateparser
from price_parser import Price

# --------------------------------------------------------------------------- money

CURRENCY_SYMBOLS = {
    "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "RM": "MYR", "₹": "INR",
    "S$": "SGD", "A$": "AUD", "C$": "CAD", "CHF": "CHF", "FR.": "CHF", "KR": "SEK",
}
ISO_CURRENCIES = {"USD", "EUR", "GBP", "JPY", "MYR", "INR", "SGD", "AUD", "CAD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK"}

# An amount as printed: optional currency, digits with , . ' or thin-space grouping,
# optional 1-2 decimals. Used to find candidates; price-parser does the parsing.
MONEY_RE = re.compile(
    r"(?<![\w.,])"
    r"(?:(?:US\$|S\$|A\$|C\$|[$€£¥₹]|(?:USD|EUR|GBP|MYR|RM|CHF|SGD|AUD|CAD)\b)\s?)?"
    r"-?\d{1,3}(?:(?:[,.' ]\d{3})+)?(?:[.,]\d{1,2})?"
    r"(?:\s?(?:[€£]|EUR|USD|GBP|MYR|CHF)\b)?"
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
    if re.match(r"^\s*(-|\()", raw):
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
    r"\d{4}-\d{1,2}-\d{1,2}"  # ISO
    r"|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}"  # 14/03/2026, 12-01-19, 14.03.2026
    r"|(?:" + WEEKDAYS + r",?\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + MONTHS + r"\.?,?\s+\d{2,4}"  # 14 March 2026
    r"|(?:" + WEEKDAYS + r",?\s+)?" + MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"  # March 14, 2026
    r")(?![\w/]|[.-]\d)",
    re.I,
)
# Relative phrases we may resolve (weekday, tomorrow, in N days/weeks, the Nth) or keep verbatim.
REL_DATE_RE = re.compile(
    r"\b(?:"
    r"(?:next|this|coming|on)\s+" + WEEKDAYS +
    r"|" + WEEKDAYS + r"(?=\s*(?:[.,;]|$))"
    r"|tomorrow|today"
    r"|(?:with)?in\s+(?:\d+|one|two|three|four|five|six|seven|ten|fourteen)\s+(?:days?|weeks?)"
    r"|(?:on\s+|by\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?!\s+(?:of\s+)?" + MONTHS + r")"
    r"|(?:the\s+)?end\s+of\s+(?:this|the|next)\s+(?:week|month)"
    r"|next\s+(?:week|month)|as\s+soon\s+as\s+possible|asap"
    r")\b",
    re.I,
)
ORDINAL_RE = re.compile(r"the\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# Phrases that name a span of time, not a day: never resolved to a date.
VAGUE_RE = re.compile(r"next\s+(?:week|month)|end\s+of\s+(?:the\s+|this\s+|next\s+)?week|as\s+soon|asap", re.I)
MONTH_END_RE = re.compile(r"end\s+of\s+(?:this|the)\s+month", re.I)


def _order(date_order: str) -> dict:
    return {"DATE_ORDER": date_order, "PREFER_DAY_OF_MONTH": "first", "RETURN_AS_TIMEZONE_AWARE": False}


def parse_date(raw: str, date_order: str = "MDY") -> date | None:
    """Parse an absolute printed date. ISO wins regardless of `date_order`; a numeric
    date whose first number is > 12 is day-first whatever the order says."""
    if not raw:
        return None
    text = raw.strip().rstrip(".,")
    if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", text):
        try:
            y, m, d = (int(x) for x in text.split("-"))
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
    for m in re.finditer(r"\b(EUR|USD|GBP|MYR|RM)\b|[€$£]", text):
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

OCR_DIGITS = str.maketrans({"O": "0", "o": "0", "D": "0", "Q": "0", "I": "1", "l": "1", "|": "1", "L": "1"})


def _split_pattern(pattern: str) -> tuple[str, str] | None:
    r"""("ORD-", r"\d{6}") for a pattern made of a literal prefix and digit groups."""
    m = re.fullmatch(r"([A-Za-z]+-?)((?:\\d(?:\{\d+(?:,\d*)?\})?|-)+)", pattern)
    return (m.group(1), m.group(2)) if m else None


def identifier_regex(pattern: str) -> re.Pattern:
    """The schema pattern, made tolerant of what OCR does to printed ids: a space
    around or instead of a hyphen ("ORD -729270", "CUST81717"), lower case ("cusT-"),
    O/I/l/| for 0/1 among the digits."""
    parts = _split_pattern(pattern)
    if parts is None:
        return re.compile(r"(?<![\w-])(?:" + pattern + r")(?![\w-])")
    prefix, digits = parts
    tolerant = re.escape(prefix).replace(r"\-", r"[ \t]?-?[ \t]?") + digits.replace(r"\d", r"[\dOoDQIl|]").replace("-", r"[ \t]?-[ \t]?")
    return re.compile(r"(?<![\w-])(?:" + tolerant + r")(?![\w-])", re.I)


def read_identifier(raw: str, pattern: str | None) -> str | None:
    """The identifier a printed (or OCR-read) string stands for, or None when it
    does not fit the schema pattern."""
    text = re.sub(r"\s+", "", raw or "")
    if not pattern:
        return text or None
    if re.fullmatch(pattern, text):
        return text
    parts = _split_pattern(pattern)
    if parts is None:
        return None
    prefix, _ = parts
    letters = prefix.rstrip("-")
    if text[: len(letters)].upper() != letters.upper():
        return None
    rest = text[len(letters):]
    if prefix.endswith("-"):
        rest = rest[1:] if rest.startswith("-") else rest  # OCR may drop the hyphen
    fixed = prefix + rest.translate(OCR_DIGITS)
    return fixed if re.fullmatch(pattern, fixed) else None
