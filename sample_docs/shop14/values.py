"""How this shop and its customers print money and dates, and the truth of each printed value.

US habits: month first ("11/02/2026", "Nov 2, 2026", "November 2nd"), "$1,234.56", and for
Canadian orders "$1,234.56 CAD", "CA$1,234.56" or "C$1,234.56". Each printing function returns
(printed, truth) from one call so the two cannot drift. Spaces inside a value are non-breaking.
"""

from __future__ import annotations

import calendar
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from sample_docs.formatting import NBSP

CENT = Decimal("0.01")


def cents(x) -> Decimal:
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def money(amount: Decimal, currency: str, style: str) -> tuple[str, str]:
    """Styles: 'sym' $1,234.56 (USD only), 'sym_code' $1,234.56 USD/CAD, 'code' USD 1,234.56,
    'ca' CA$1,234.56, 'c' C$1,234.56 (CAD only)."""
    num = f"{cents(amount):,.2f}"
    if currency == "CAD" and style == "sym":
        style = "sym_code"
    if currency == "USD" and style in ("ca", "c"):
        style = "sym"
    if style == "sym":
        text = f"${num}"
    elif style == "sym_code":
        text = f"${num}{NBSP}{currency}"
    elif style == "code":
        text = f"{currency}{NBSP}{num}"
    elif style == "ca":
        text = f"CA${num}"
    elif style == "c":
        text = f"C${num}"
    else:
        raise ValueError(style)
    return text, f"{cents(amount):.2f}"


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def dt(d: date, style: str) -> tuple[str, str]:
    """Styles: 'us' 11/02/2026, 'us_short' 11/2/2026, 'short' Nov 2, 2026, 'long' November 2, 2026,
    'ordinal' November 2nd, 2026, 'dow' Mon, Nov 2, 2026, 'dow_long' Monday, November 2,
    'iso' 2026-11-02, 'ordinal_ny' November 2nd (no year: only in prose close to the document date)."""
    m, ma = calendar.month_name[d.month], calendar.month_abbr[d.month]
    if style == "us":
        text = d.strftime("%m/%d/%Y")
    elif style == "us_short":
        text = f"{d.month}/{d.day}/{d.year}"
    elif style == "short":
        text = f"{ma}{NBSP}{d.day},{NBSP}{d.year}"
    elif style == "long":
        text = f"{m}{NBSP}{d.day},{NBSP}{d.year}"
    elif style == "ordinal":
        text = f"{m}{NBSP}{ordinal(d.day)},{NBSP}{d.year}"
    elif style == "dow":
        text = f"{calendar.day_abbr[d.weekday()]},{NBSP}{ma}{NBSP}{d.day},{NBSP}{d.year}"
    elif style == "dow_long":
        text = f"{calendar.day_name[d.weekday()]},{NBSP}{m}{NBSP}{d.day}"
    elif style == "iso":
        text = d.isoformat()
    elif style == "ordinal_ny":
        text = f"{m}{NBSP}{ordinal(d.day)}"
    else:
        raise ValueError(style)
    return text, d.isoformat()


def header_date(d: date, hour: int, minute: int, second: int, tz: str) -> str:
    """RFC 5322 Date header: 'Mon, 02 Nov 2026 15:14:07 -0700'."""
    return (f"{calendar.day_abbr[d.weekday()]}, {d.day:02d} {calendar.month_abbr[d.month]} {d.year} "
            f"{hour:02d}:{minute:02d}:{second:02d} {tz}")


def wrote_line(d: date, hour: int, minute: int, who: str) -> str:
    """Gmail's quote attribution: 'On Mon, Nov 2, 2026 at 3:14 PM Larimer & Pike <support@...> wrote:'."""
    h12 = hour % 12 or 12
    ampm = "AM" if hour < 12 else "PM"
    return (f"On {calendar.day_abbr[d.weekday()]}, {calendar.month_abbr[d.month]} {d.day}, {d.year} "
            f"at {h12}:{minute:02d} {ampm} {who} wrote:")


def tz_for(region: str, d: date) -> str:
    """The UTC offset of a customer's (or the shop's) clock on that day (DST ends Nov 1, 2026)."""
    dst = d < date(2026, 11, 1)
    base = {"CO": -7, "AB": -7, "AZ": -7, "CA": -8, "WA": -8, "OR": -8, "BC": -8,
            "TX": -6, "IL": -6, "MN": -6, "NY": -5, "MA": -5, "FL": -5, "NC": -5, "ON": -5}[region]
    off = base + (1 if dst and region != "AZ" else 0)
    return f"-{abs(off):02d}00"
