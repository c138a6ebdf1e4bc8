"""How values are printed on documents, and how the truth normalises them.

A printed value and its truth value always come from the same call, so the
documents and truth.jsonl cannot drift apart. Spaces inside one printed value
are non-breaking (U+00A0) while a document is laid out, so line wrapping never
splits "EUR 1,234.56" or "14 March 2026"; renderers turn them back into spaces.
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

NBSP = "\u00a0"
CENT = Decimal("0.01")

MONEY_STYLES = ("code", "symbol")
EUR_DATE_STYLES = ("dmy_long", "iso", "mdy_long")
USD_DATE_STYLES = ("mdy_long", "us", "iso", "dmy_long")


def cents(x: Decimal | int | str) -> Decimal:
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def money_truth(amount: Decimal) -> str:
    return f"{cents(amount):.2f}"


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'EUR 1,234.56', '€1,234.56', 'USD 89.00' or '$89.00'."""
    num = f"{cents(amount):,.2f}"
    if style == "symbol":
        return ("€" if currency == "EUR" else "$") + num
    return f"{currency}{NBSP}{num}"


def date_text(d: date, style: str) -> str:
    if style == "iso":
        return d.isoformat()
    if style == "us":
        return d.strftime("%m/%d/%Y")
    month = calendar.month_name[d.month]
    if style == "mdy_long":
        return f"{month}{NBSP}{d.day},{NBSP}{d.year}"
    return f"{d.day}{NBSP}{month}{NBSP}{d.year}"


def date_truth(d: date) -> str:
    return d.isoformat()


def email_date(d: date, hour: int, minute: int, second: int, tz: str = "+0100") -> str:
    """RFC 5322 date header, e.g. 'Sat, 14 Mar 2026 10:22:31 +0100'."""
    day = calendar.day_abbr[d.weekday()]
    mon = calendar.month_abbr[d.month]
    return f"{day}, {d.day:02d} {mon} {d.year} {hour:02d}:{minute:02d}:{second:02d} {tz}"


def month_end(d: date) -> date:
    return d.replace(day=calendar.monthrange(d.year, d.month)[1])


def next_weekday(d: date, weekday: int) -> date:
    """The first given weekday strictly after d (Monday = 0)."""
    days = (weekday - d.weekday()) % 7 or 7
    return d + timedelta(days=days)


def collapse(text: str) -> str:
    """Whitespace-collapsed, with non-breaking spaces as plain spaces."""
    return " ".join(text.replace(NBSP, " ").split())
