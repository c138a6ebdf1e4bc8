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
    price = Price.fromstring(raw.replace("\u2009", " ").replace("\u00a0", " "))
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
    r"|in\s+(?:\d+|one|two|three|four|five|six|seven|ten|fourteen)\s+(?:days?|weeks?)"
    r"|(?:on\s+|by\s+)?the\s+\d{1,2}(?:st|nd|rd|th)(?!\s+(?:of\s+)?" + MONTHS + r")"
    r"|next\s+(?:week|month)|end\s+of\s+(?:the\s+)?(?:week|month)|as\s+soon\s+as\s+possible|asap"
    r")\b",
    re.I,
)
ORDINAL_RE = re.compile(r"the\s+(\d{1,2})(?:st|nd|rd|th)\b", re.I)
# Phrases that name a span of time, not a day: never resolved to a date.
VAGUE_RE = re.compile(r"next\s+(?:week|month)|end\s+of|as\s+soon|asap", re.I)


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
    future. "the 12th" is the first 12th on or after the base date. Vague phrases
    ("next week", "end of the month", "as soon as possible") and anything without a
    base date stay unresolved: the words are kept, no date is invented.
    """
    if base is None or VAGUE_RE.search(phrase):
        return DateValue(None, True)
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
    settings = {"RELATIVE_BASE": datetime.combine(base, datetime.min.time()), "PREFER_DATES_FROM": "future",
                "RETURN_AS_TIMEZONE_AWARE": False}
    parsed = dateparser.parse(text, languages=["en"], settings=settings)
    if parsed is None:
        return DateValue(None, True)
    resolved = parsed.date()
    if re.search(WEEKDAYS, text, re.I) and resolved <= base:
        resolved += timedelta(days=7)  # "Friday" written on a Friday means the next one
    return DateValue(resolved.isoformat(), False)


# --------------------------------------------------------------------------- text


def collapse(text: str) -> str:
    """Whitespace collapsed to single spaces, stripped."""
    return re.sub(r"\s+", " ", text or "").strip()


def normalize_text(text: str) -> str:
    """Canonical text value: whitespace collapsed, no trailing period or comma."""
    return collapse(text).rstrip(" .,;:")
