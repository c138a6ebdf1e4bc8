"""How shop 11 prints money and dates, and the truth each printed value normalises to.

Money: comma decimals, space or dot thousands, the currency before or after
("1 299,00 kr", "SEK 1.299,00", "499,50 zł", "€ 89,95"). Dates: day first
("6.12.2026", "06/12/2026", "6 Dec 2026"). A printed value and its truth come from one call."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal

from sample_docs.formatting import NBSP, cents, email_date, month_end  # noqa: F401  (re-exported)

MONEY_STYLES = {
    "SEK": [("{n}{s}kr", " "), ("SEK{s}{n}", "."), ("SEK{s}{n}", " "), ("{n}{s}SEK", " ")],
    "NOK": [("kr{s}{n}", " "), ("NOK{s}{n}", " "), ("{n}{s}kr", " "), ("NOK{s}{n}", ".")],
    "DKK": [("{n}{s}kr.", "."), ("DKK{s}{n}", "."), ("kr.{s}{n}", ".")],
    "EUR": [("€{s}{n}", "."), ("{n}{s}€", " "), ("EUR{s}{n}", "."), ("{n}{s}EUR", " ")],
    "PLN": [("{n}{s}zł", " "), ("PLN{s}{n}", " "), ("{n}{s}PLN", ".")],
}
DATE_STYLES = ("dot", "dot0", "slash", "short", "long", "iso")


def number(amount: Decimal, thousands: str) -> str:
    """'1 299,00' / '1.299,00' (thousands as a non-breaking space or a dot)."""
    whole, frac = f"{cents(amount):.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    sep = NBSP if thousands == " " else thousands
    return sep.join(groups) + "," + frac


def money(amount: Decimal, currency: str, style: int) -> str:
    pattern, thousands = MONEY_STYLES[currency][style % len(MONEY_STYLES[currency])]
    return pattern.format(n=number(amount, thousands), s=NBSP)


def money_truth(amount: Decimal) -> str:
    return f"{cents(amount):.2f}"


def day(d: date, style: str) -> str:
    if style == "dot":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "dot0":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "short":
        return f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"
    if style == "long":
        return f"{d.day}{NBSP}{calendar.month_name[d.month]}{NBSP}{d.year}"
    return d.isoformat()


def local_price(sek: int, currency: str) -> Decimal:
    """The web shop's price point for an item listed at `sek` kronor."""
    from sample_docs.shop11.vocab import PRICE_FACTOR

    raw = Decimal(sek) * PRICE_FACTOR[currency]
    if currency == "EUR":
        return cents(Decimal(int(raw / 5) * 5 + 4) + Decimal("0.95")) if raw >= 10 else Decimal("9.95")
    if currency == "PLN":
        return cents(Decimal(int(raw / 10) * 10 + 9) + (Decimal("0.99") if sek % 2 else Decimal("0.50")))
    return cents(Decimal(int(raw / 10) * 10 + 9))


def plus(d: date, days: int) -> date:
    return d + timedelta(days=days)
