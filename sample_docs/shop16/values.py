"""How the shop prints money and dates, writes amounts in words, and numbers its papers.

Money: naira as '₦485,000.00', 'N485,000', 'NGN 485,000.00' (kobo often left off when whole),
cedi as 'GH₵ 4,850.00', 'GHS 4,850.00', 'GHC 4,850.00'. Dates are always day first."""

from __future__ import annotations

import calendar
import random
from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents

NGN_STYLES = ("naira", "naira_whole", "n", "n_whole", "code")
GHS_STYLES = ("cedi", "ghs", "ghc", "cedi_tight")
DATE_STYLES = ("slash", "ord_short", "ord_long", "dash", "dmy_short", "dot")


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """A printed amount; '_whole' styles drop '.00' (never real kobo)."""
    amount = cents(amount)
    whole = amount == amount.to_integral_value()
    num = f"{amount:,.0f}" if whole and style.endswith("_whole") else f"{amount:,.2f}"
    if currency == "NGN":
        if style.startswith("naira"):
            return "₦" + num
        if style.startswith("n"):
            return "N" + num
        return f"NGN{NBSP}{num}"
    if style == "cedi":
        return f"GH₵{NBSP}{num}"
    if style == "cedi_tight":
        return "GH₵" + num
    return f"{style.upper()}{NBSP}{num}"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def date_text(d: date, style: str) -> str:
    """'14/11/2026', '14th Nov, 2026', '14th November, 2026', '14-11-2026', '14 Nov 2026', '14.11.2026'."""
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "ord_short":
        return f"{ordinal(d.day)}{NBSP}{calendar.month_abbr[d.month]},{NBSP}{d.year}"
    if style == "ord_long":
        return f"{ordinal(d.day)}{NBSP}{calendar.month_name[d.month]},{NBSP}{d.year}"
    return f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"


_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _words(n: int) -> str:
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + (" and " + _words(rest) if rest else "")
    for size, name in ((1_000_000, "million"), (1000, "thousand")):
        if n >= size:
            rest = n % size
            tail = "" if not rest else (" and " if rest < 100 else ", ") + _words(rest)
            return _words(n // size) + " " + name + tail
    raise ValueError(n)


def amount_in_words(amount: Decimal, currency: str) -> str:
    """'Four Hundred and Eighty-Five Thousand Naira, Fifty Kobo Only' (the invoice's words line)."""
    amount = cents(amount)
    major, minor = int(amount), int((amount - int(amount)) * 100)
    unit, sub = ("Naira", "Kobo") if currency == "NGN" else ("Ghana Cedis", "Pesewas")
    text = f"{_words(major)} {unit}" + (f", {_words(minor)} {sub}" if minor else "") + " Only"
    return " ".join(w[:1].upper() + w[1:] if w not in ("and",) else w for w in text.split(" "))


def imei(rng: random.Random) -> str:
    """A 15-digit IMEI with a Luhn check digit, starting with a GSMA reporting body code."""
    body = rng.choice(["35", "86", "35"]) + "".join(rng.choice("0123456789") for _ in range(12))
    total = 0
    for i, ch in enumerate(body):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return body + str((10 - total % 10) % 10)


def solar_serial(rng: random.Random, kind: str) -> str:
    chars = "ACDEFHJKMNPRTUVWXY3479"
    prefix = {"inv": "LT15K", "bat": "TB200", "kit": "SHK1K", "pan": "MP200", "fan": "SF16"}[kind]
    return prefix + "-" + "".join(rng.choice(chars) for _ in range(8))
