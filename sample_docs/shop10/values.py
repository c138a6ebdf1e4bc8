"""How shop 10 prints money and dates, and the truth of each printed value (same call, no drift).

Indian rupees with lakh grouping ("₹1,24,500.00", "Rs. 1,24,500", "INR 2,499/-"), Malaysian ringgit
("RM 1,299.00"), UAE dirham ("AED 3,450.00"); dates always day first ("06/12/2026", "6-Dec-2026",
"06.12.2026", "6th December 2026"). Spaces inside one value are non-breaking while laid out."""

from __future__ import annotations

import calendar
from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents, money_truth

INR_STYLES = ("rupee", "rs", "rs_whole", "inr_dash", "inr", "rupee_space")
MYR_STYLES = ("rm", "rm_tight", "myr")
AED_STYLES = ("aed", "aed_after")
DATE_STYLES = ("slash", "dash_mon", "dot", "long", "short_mon")
LETTER_DATE_STYLES = ("ordinal", "long", "slash", "dash_mon")


def lakh(amount: Decimal, decimals: bool = True) -> str:
    """Indian digit grouping: 1,24,500.00 (last three digits, then pairs)."""
    s = f"{cents(amount):.2f}"
    whole, frac = s.split(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        pairs = []
        while len(head) > 2:
            pairs.insert(0, head[-2:])
            head = head[:-2]
        whole = ",".join([head, *pairs, tail]) if head else ",".join([*pairs, tail])
    return f"{whole}.{frac}" if decimals else whole


def is_whole(amount: Decimal) -> bool:
    return cents(amount) == cents(amount).to_integral_value()


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """The printed amount in the given style (a whole-only style falls back when there are paise)."""
    if currency == "INR":
        if style in ("rs_whole", "inr_dash") and not is_whole(amount):
            style = "rs"
        if style == "rupee":
            return "₹" + lakh(amount)
        if style == "rupee_space":
            return f"₹{NBSP}{lakh(amount)}"
        if style == "rs":
            return f"Rs.{NBSP}{lakh(amount)}"
        if style == "rs_whole":
            return f"Rs.{NBSP}{lakh(amount, False)}"
        if style == "inr_dash":
            return f"INR{NBSP}{lakh(amount, False)}/-"
        return f"INR{NBSP}{lakh(amount)}"
    num = f"{cents(amount):,.2f}"
    if currency == "MYR":
        return {"rm": f"RM{NBSP}{num}", "rm_tight": f"RM{num}"}.get(style, f"MYR{NBSP}{num}")
    if currency == "AED":
        return f"{num}{NBSP}AED" if style == "aed_after" else f"AED{NBSP}{num}"
    raise ValueError(currency)


def money_styles(currency: str) -> tuple[str, ...]:
    return {"INR": INR_STYLES, "MYR": MYR_STYLES, "AED": AED_STYLES}[currency]


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash_mon":
        return f"{d.day}-{calendar.month_abbr[d.month]}-{d.year}"
    if style == "short_mon":
        return f"{d.day:02d}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"
    if style == "ordinal":
        return f"{ordinal(d.day)}{NBSP}{calendar.month_name[d.month]}{NBSP}{d.year}"
    return f"{d.day}{NBSP}{calendar.month_name[d.month]}{NBSP}{d.year}"


__all__ = ["money_text", "money_truth", "date_text", "lakh", "money_styles", "DATE_STYLES", "LETTER_DATE_STYLES"]
