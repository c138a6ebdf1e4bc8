"""How Fogón Pro's documents and customers print money and dates, and the truth of each.

A printed value and its truth come from one call. Spaces inside a printed value are
non-breaking while a document is laid out (renderers turn them back into spaces).

Money habits: Mexico and Peru group thousands with commas and print cents ("$18,450.00",
"S/ 6,190.00"); Colombia and Chile group with dots and, in most templates, print no cents
("$ 4.250.000", "CLP 1.250.000"); a Colombian e-invoice prints "4.250.000,00". A bare "$"
is common: the country (and a note on the document) says which peso it is.
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sample_docs.formatting import NBSP

CENT = Decimal("0.01")
NO_CENTS = {"COP", "CLP"}

MONEY_STYLES = {
    "MXN": ("bare", "bare_code", "code", "mx"),
    "COP": ("bare", "bare_space", "code", "code_cents", "bare_code"),
    "CLP": ("bare", "code", "code_bare"),
    "PEN": ("sol", "sol_dot", "code"),
}
# what a customer types in an e-mail
PROSE_MONEY = {"MXN": ("bare", "bare_code", "pesos"), "COP": ("bare", "bare_space", "pesos"),
               "CLP": ("bare", "pesos"), "PEN": ("sol", "sol_dot", "soles")}


def cents(x) -> Decimal:
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def whole(x) -> Decimal:
    return Decimal(x).quantize(Decimal("1"), rounding=ROUND_HALF_UP)


def money_truth(amount: Decimal) -> str:
    return f"{cents(amount):.2f}"


def group_digits(amount: Decimal, cur: str, force_cents: bool = False) -> str:
    if cur in NO_CENTS and not force_cents:
        assert amount == whole(amount), (amount, cur)
        return f"{int(amount):,}".replace(",", ".")
    s = f"{cents(amount):,.2f}"
    if cur in NO_CENTS:  # dot thousands, comma decimals
        return s.replace(",", "#").replace(".", ",").replace("#", ".")
    return s


def money_text(amount: Decimal, cur: str, style: str) -> str:
    """One amount as a document or a customer prints it."""
    n = group_digits(amount, cur, force_cents=style == "code_cents")
    if style in ("bare",):
        return f"${n}"
    if style == "bare_space":
        return f"${NBSP}{n}"
    if style == "bare_code":
        return f"${n}{NBSP}{cur}"
    if style in ("code", "code_cents"):
        return f"{cur}{NBSP}{n}"
    if style == "code_bare":
        return f"{cur}{NBSP}${n}"
    if style == "mx":
        return f"MX${n}"
    if style == "sol":
        return f"S/{NBSP}{n}"
    if style == "sol_dot":
        return f"S/.{NBSP}{n}"
    if style == "pesos":
        return f"{n}{NBSP}pesos"
    if style == "soles":
        return f"{n}{NBSP}soles"
    raise ValueError(style)


CURRENCY_NOTE = {"MXN": "All amounts in Mexican pesos (MXN).", "COP": "Values in Colombian pesos (COP).",
                 "CLP": "Amounts in Chilean pesos (CLP), no decimals.", "PEN": "Amounts in soles (PEN)."}

ES_MON = ["", "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]

DATE_STYLES = ("dmy_slash", "dmy_mon", "mdy_long", "dmy_long", "iso")


def date_text(d: date, style: str) -> str:
    if style == "dmy_slash":
        return d.strftime("%d/%m/%Y")
    if style == "dmy_dot":
        return d.strftime("%d.%m.%Y")
    if style == "dmy_mon":
        return f"{d.day:02d}-{calendar.month_abbr[d.month]}-{d.year}"
    if style == "dmy_mon_es":
        return f"{d.day:02d}-{ES_MON[d.month]}-{d.year}"
    if style == "mdy_long":
        return f"{calendar.month_name[d.month]}{NBSP}{d.day},{NBSP}{d.year}"
    if style == "dmy_long":
        return f"{d.day}{NBSP}{calendar.month_name[d.month]}{NBSP}{d.year}"
    if style == "dm_long":  # a customer leaves the year out
        return f"{d.day}{NBSP}{calendar.month_name[d.month]}"
    if style == "md_th":
        suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{calendar.month_name[d.month]}{NBSP}{d.day}{suffix}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def date_truth(d: date) -> str:
    return d.isoformat()


def email_date(d: date, hour: int, minute: int, second: int, tz: str) -> str:
    day = calendar.day_abbr[d.weekday()]
    mon = calendar.month_abbr[d.month]
    return f"{day}, {d.day:02d} {mon} {d.year} {hour:02d}:{minute:02d}:{second:02d} {tz}"


def whatsapp_stamp(d: date, hour: int, minute: int) -> str:
    return f"[{d.strftime('%d/%m/%y')}, {hour:02d}:{minute:02d}]"


def month_end(d: date) -> date:
    return d.replace(day=calendar.monthrange(d.year, d.month)[1])


def plus_days(d: date, n: int) -> date:
    return d + timedelta(days=n)


def collapse(text: str) -> str:
    return " ".join(text.replace(NBSP, " ").split())
