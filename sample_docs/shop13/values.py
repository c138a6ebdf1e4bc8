"""How Hanabusa Camera and its customers print money and dates, and the truth of each.

Money truth is always "1234.00" (two decimals, even for the zero-decimal yen and won) plus the
ISO currency. A printed value and its truth come from the same call. Spaces inside a value are
non-breaking while a document is laid out (the renderer turns them back into spaces)."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

from sample_docs.formatting import NBSP

ZERO_DECIMAL = {"JPY", "KRW", "TWD"}  # TWD has cents in law but is priced in whole dollars
SYMBOL = {"JPY": "¥", "KRW": "₩", "TWD": "NT$", "HKD": "HK$"}
WORD = {"JPY": "yen", "KRW": "won", "TWD": "NT dollars", "HKD": "HK dollars"}

# styles a shop document may use per currency; customers also write "128,000 yen"
SHOP_MONEY = {"JPY": ("symbol", "code", "symbol"), "KRW": ("symbol", "code"), "TWD": ("symbol", "code"),
              "HKD": ("symbol", "code")}
CUSTOMER_MONEY = {"JPY": ("symbol", "word", "code"), "KRW": ("code", "word", "symbol"), "TWD": ("symbol", "code"),
                  "HKD": ("symbol", "code")}


def whole(currency: str, amount: Decimal) -> Decimal:
    """An amount rounded the way the currency is paid: whole units, or cents for HKD."""
    q = Decimal("1") if currency in ZERO_DECIMAL else Decimal("0.01")
    return Decimal(amount).quantize(q, rounding=ROUND_HALF_UP)


def tax_included(currency: str, total: Decimal, rate: int) -> Decimal:
    """The tax inside a tax-inclusive total: rounded down for yen and won (as Japanese and
    Korean receipts do), to the dollar for Taiwan."""
    if rate == 0:
        return Decimal("0")
    raw = Decimal(total) * rate / (100 + rate)
    if currency in ("JPY", "KRW"):
        return raw.quantize(Decimal("1"), rounding=ROUND_DOWN)
    return whole(currency, raw)


def money_truth(amount: Decimal) -> str:
    return f"{Decimal(amount):.2f}"


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'¥128,000', 'JPY 128,000', '128,000 yen', '₩1,250,000', 'NT$3,490', 'HK$1,299.00'."""
    num = f"{Decimal(amount):,.0f}" if currency in ZERO_DECIMAL else f"{Decimal(amount):,.2f}"
    if style == "symbol":
        return f"{SYMBOL[currency]}{num}"
    if style == "word":
        return num + NBSP + WORD[currency].replace(" ", NBSP)
    return f"{currency}{NBSP}{num}"


ABBR = {1: "Jan.", 2: "Feb.", 3: "March", 4: "April", 5: "May", 6: "June", 7: "July", 8: "Aug.", 9: "Sept.",
        10: "Oct.", 11: "Nov.", 12: "Dec."}
WEEKDAY = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

# date styles: shop systems print year first; letters and Hong Kong mail also use day-month
SHOP_DATES = ("slash", "iso", "slash_wd", "dot", "dmy")
CUSTOMER_DATES = ("slash", "dmy", "mdy", "iso", "dot")


def date_text(d: date, style: str) -> str:
    """'2026/12/06', '2026-12-06', '2026.12.06', '2026/12/06 (Sun)', '6 Dec 2026', 'Dec. 6, 2026'."""
    if style == "slash":
        return d.strftime("%Y/%m/%d")
    if style == "iso":
        return d.isoformat()
    if style == "dot":
        return d.strftime("%Y.%m.%d")
    if style == "slash_wd":
        return f"{d.strftime('%Y/%m/%d')}{NBSP}({WEEKDAY[d.weekday()]})"
    if style == "dmy":
        return f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"
    if style == "mdy":
        return f"{ABBR[d.month]}{NBSP}{d.day},{NBSP}{d.year}"
    raise ValueError(style)


def date_truth(d: date) -> str:
    return d.isoformat()


def email_date(d: date, hour: int, minute: int, second: int, tz: str) -> str:
    day = calendar.day_abbr[d.weekday()]
    mon = calendar.month_abbr[d.month]
    return f"{day}, {d.day:02d} {mon} {d.year} {hour:02d}:{minute:02d}:{second:02d} {tz}"


def month_end(d: date) -> date:
    return d.replace(day=calendar.monthrange(d.year, d.month)[1])


def next_weekday(d: date, weekday: int) -> date:
    return d + timedelta(days=(weekday - d.weekday()) % 7 or 7)


def collapse(text: str) -> str:
    return " ".join(text.replace(NBSP, " ").split())
