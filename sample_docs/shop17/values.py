"""How this shop prints money, dates and amounts in words, and how its identifiers look.

Gulf habits: day-first dates ("12/11/2026", "12-Nov-2026", "12th November 2026"), dirhams as
"Dhs. 1,250.00" or "AED 1,250/-", riyals as "SR 3,400", Omani and Bahraini amounts with three
decimals ("OMR 125.500", "BD 48.750"). Amounts are whole fils/halalas of two decimals, so a three-
decimal print always ends in 0 and its truth is the two-decimal value.
"""

from __future__ import annotations

import calendar
import random
from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents

THREE_DECIMALS = {"OMR", "BHD"}
# per currency, the ways a shop form prints it ({} is the number)
MONEY_FORMS = {
    "AED": ["AED {}", "Dhs. {}", "Dhs {}", "{} AED"],
    "SAR": ["SAR {}", "SR {}", "{} SAR", "SR. {}"],
    "QAR": ["QAR {}", "QR {}", "QR. {}", "{} QAR"],
    "OMR": ["OMR {}", "RO {}", "{} OMR", "R.O. {}"],
    "BHD": ["BHD {}", "BD {}", "{} BHD", "BD. {}"],
}
# how customers write it in a hurry (whole amounts only)
LOOSE_FORMS = {
    "AED": ["AED {}/-", "{} dirhams", "Dhs {}/-", "AED {}"],
    "SAR": ["SR {}", "{} riyals", "SAR {}/-", "SR {}/-"],
    "QAR": ["QR {}", "{} riyals", "QAR {}/-", "QR {}/-"],
}
DATE_STYLES = ("dmy_slash", "dmy_dash", "dmy_mon", "d_mon_y", "ordinal", "dmy_dot")
PROSE_DATE_STYLES = ("dmy_slash", "dmy_mon", "d_mon_y", "ordinal", "d_month")


def number(amount: Decimal, currency: str, grouped: bool = True) -> str:
    """1,250.00 or 125.500 (three decimals for OMR and BHD)."""
    a = cents(amount)
    text = f"{a:,.2f}" if grouped else f"{a:.2f}"
    return text + "0" if currency in THREE_DECIMALS else text


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """style: 'f<i>' a form of MONEY_FORMS, 'l<i>' a loose customer form (whole amounts only),
    'n<i>' a form without thousands separators."""
    kind, i = style[0], int(style[1:])
    a = cents(amount)
    if kind == "l" and currency in LOOSE_FORMS and a == a.to_integral_value():
        return LOOSE_FORMS[currency][i % 4].format(f"{int(a):,}").replace(" ", NBSP)
    forms = MONEY_FORMS[currency]
    return forms[i % len(forms)].format(number(a, currency, grouped=kind != "n")).replace(" ", NBSP)


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    mon = calendar.month_abbr[d.month]
    month = calendar.month_name[d.month]
    text = {
        "dmy_slash": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy_dash": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "dmy_mon": f"{d.day:02d}-{mon}-{d.year}",
        "d_mon_y": f"{d.day} {mon} {d.year}",
        "ordinal": f"{ordinal(d.day)} {month} {d.year}",
        "d_month": f"{ordinal(d.day)} of {month} {d.year}",
        "dmy_dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "iso": d.isoformat(),
    }[style]
    return text.replace(" ", NBSP)


_ONES = ("Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen "
         "Sixteen Seventeen Eighteen Nineteen").split()
_TENS = "_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()


def words(n: int) -> str:
    """An integer in English words, the way Gulf invoices print totals."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        return _ONES[n // 100] + " Hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return words(n // 1000) + " Thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))


UNIT_NAMES = {"AED": ("UAE Dirhams", "Fils", 100), "SAR": ("Saudi Riyals", "Halalas", 100),
              "QAR": ("Qatari Riyals", "Dirhams", 100), "OMR": ("Omani Rials", "Baisa", 1000),
              "BHD": ("Bahraini Dinars", "Fils", 1000)}


def amount_in_words(amount: Decimal, currency: str) -> str:
    major, minor, per = UNIT_NAMES[currency]
    a = cents(amount)
    whole = int(a)
    frac = int((a - whole) * per)
    text = f"{major} {words(whole)}"
    if frac:
        text += f" and {minor} {words(frac)}"
    return text + " Only"


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def pattern(rng: random.Random, shape: str) -> str:
    """'#' a digit, '@' a serial letter or digit, anything else itself."""
    return "".join(rng.choice("0123456789") if c == "#" else rng.choice("ACDEFHJKMNPRTUVWXY34679") if c == "@"
                   else c for c in shape)
