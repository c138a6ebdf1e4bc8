"""How shop 5 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: NZD documents write numbers day first (03/03/26, "3rd of March 2026") and may group
thousands with a space ("$1 234.50"); INR documents write day first with dashes (03-03-2026),
"Rs." and the "/-" suffix ("Rs. 12,499/-"); SEK documents write ISO or Swedish day/month
("3/3 2026"), a decimal comma and a space or dot for thousands ("1 234,56 kr", "SEK 1.234,56"),
and whole kronor as "1 234:-". Non-breaking spaces keep one value on one line (formatting.py).
"""

from __future__ import annotations

import calendar
from datetime import date
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.formatting import NBSP, cents
from sample_docs.shop_kit import UPPER as _UPPER, digits as _d, letters as _a

MONEY_STYLES = {
    "NZD": ("nz_dollar", "code_before", "space_thousands", "code_after_dollar"),
    "INR": ("rs_dot", "rupee_sign", "code_before", "rs_slash_dash"),
    "SEK": ("kr_after", "code_before_comma", "dot_kr", "kr_whole"),
}
DATE_STYLES = {
    "NZD": ("ordinal_of", "numeric_dmy_short", "d_mon_y", "weekday_short", "slash_ymd"),
    "INR": ("dash_dmy", "ordinal_comma", "abbrev_dmy", "numeric_dmy"),
    "SEK": ("iso", "swedish_dm_y", "dotted_dmy_short", "slash_ymd", "long"),
}


def _grouped(amount: Decimal, thousands: str, decimal: str) -> str:
    whole, frac = f"{cents(amount):,.2f}".split(".")
    return whole.replace(",", thousands) + decimal + frac


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'NZ$1,234.50', '$1 234.50', 'Rs. 12,499.00', 'Rs. 12,499/-', '1 234,56 kr', 'SEK 1.234,56', '1 234:-' ...

    Whole-unit styles ('/-', ':-') are used only when the amount has no cents (the writer checks)."""
    a = cents(amount)
    en = f"{a:,.2f}"
    return {
        "nz_dollar": f"NZ${en}",
        "code_before": f"{currency}{NBSP}{en}",
        "space_thousands": f"${_grouped(a, NBSP, '.')}",
        "code_after_dollar": f"${en}{NBSP}NZD",
        "rs_dot": f"Rs.{NBSP}{en}",
        "rupee_sign": f"₹{en}",
        "rs_slash_dash": f"Rs.{NBSP}{a:,.0f}/-" if a == a.to_integral_value() else f"Rs.{NBSP}{en}",
        "kr_after": f"{_grouped(a, NBSP, ',')}{NBSP}kr",
        "code_before_comma": f"SEK{NBSP}{_grouped(a, '.', ',')}",
        "dot_kr": f"{_grouped(a, '.', ',')}{NBSP}kr",
        "kr_whole": f"{_grouped(a, NBSP, ',')[:-3]}:-" if a == a.to_integral_value() else f"{_grouped(a, NBSP, ',')}{NBSP}kr",
    }[style]


def date_text(d: date, style: str) -> str:
    """A date in one of shop 5's styles ('3rd of March 2026', '03/03/26', '3/3 2026' ...)."""
    month, mon, wd = calendar.month_name[d.month], calendar.month_abbr[d.month], calendar.day_abbr[d.weekday()]
    s = NBSP
    own = {
        "ordinal_of": f"{kit._ordinal(d.day)}{s}of{s}{month}{s}{d.year}",
        "numeric_dmy_short": d.strftime("%d/%m/%y"),
        "d_mon_y": f"{d.day}{s}{mon}{s}{d.year}",
        "weekday_short": f"{wd}{s}{d.day}{s}{month}{s}{d.year}",
        "slash_ymd": d.strftime("%Y/%m/%d"),
        "dash_dmy": d.strftime("%d-%m-%Y"),
        "ordinal_comma": f"{kit._ordinal(d.day)}{s}{month},{s}{d.year}",
        "swedish_dm_y": f"{d.day}/{d.month}{s}{d.year}",
        "dotted_dmy_short": d.strftime("%d.%m.%y"),
    }
    return own[style] if style in own else kit.date_text(d, style)


def short_date(d: date) -> str:
    """A year-less date ('Mar-09'), printed only beside a full date on the same document."""
    return f"{calendar.month_abbr[d.month]}-{d.day:02d}"


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook 'Sent:' value, day first everywhere in this shop."""
    return kit.email_sent(d, hour, minute, month_first=False)


def amount_in_words(amount: Decimal) -> str:
    """Indian invoices spell the total out: 'Rupees Twelve Thousand Four Hundred Ninety Nine and Paise Fifty Only'."""
    ones = ("Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen "
            "Sixteen Seventeen Eighteen Nineteen").split()
    tens = "_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()

    def below_100(n: int) -> str:
        return ones[n] if n < 20 else tens[n // 10] + ("" if n % 10 == 0 else " " + ones[n % 10])

    def words(n: int) -> str:
        parts = []
        for size, name in ((100000, "Lakh"), (1000, "Thousand"), (100, "Hundred")):
            if n >= size:
                parts.append(f"{words(n // size)} {name}")
                n %= size
        if n or not parts:
            parts.append(below_100(n))
        return " ".join(parts)

    a = cents(amount)
    rupees, paise = int(a), int((a - int(a)) * 100)
    return f"Rupees {words(rupees)}" + (f" and Paise {below_100(paise)}" if paise else "") + " Only"


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"SO/26/{_d(r, 5)}",
        lambda r: f"B2B-{_d(r, 4)}-{_a(r, 2, _UPPER)}",
        lambda r: f"TT{_d(r, 2)}{_a(r, 1, _UPPER)}{_d(r, 5)}",
        lambda r: f"WS{_d(r, 6)}/{r.randrange(1, 4)}",
        lambda r: f"{_d(r, 2)}.{_d(r, 5)}",
    ],
    "customer_id": [
        lambda r: f"44-{_d(r, 4)}",
        lambda r: f"D{_d(r, 5)}",
        lambda r: f"{_a(r, 3, _UPPER)}{_d(r, 3)}",
        lambda r: f"CUS/{_d(r, 4)}",
        lambda r: _d(r, 6),
    ],
    "invoice_number": [
        lambda r: f"TI-{_d(r, 6)}-{_d(r, 2)}",
        lambda r: f"GST/2026/{_d(r, 4)}",
        lambda r: f"2026{_d(r, 4)}-{r.randrange(1, 9)}",
        lambda r: f"SI{_d(r, 7)}",
    ],
    "case_number": [
        lambda r: f"RMA-{_a(r, 5)}",
        lambda r: f"RA{_d(r, 6)}",
        lambda r: f"RTN/{_d(r, 2)}/{_d(r, 3)}",
        lambda r: f"{_d(r, 4)}-RA",
        lambda r: f"CLM{_d(r, 5)}",
    ],
    "payment_reference": [
        lambda r: f"SBIN{_d(r, 12)}",
        lambda r: f"RF{_d(r, 2)}{_d(r, 10)}",
        lambda r: f"NZB-{_d(r, 6)}-{_d(r, 2)}",
        lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 3)}{_a(r, 3, _UPPER)}{_d(r, 4)}",
        lambda r: f"CR/{_d(r, 4)}/{_d(r, 6)}",
    ],
    "serial_number": [
        lambda r: f"WSBC{_d(r, 9)}{_a(r, 1, _UPPER)}",
        lambda r: f"SH{_d(r, 2)}{_a(r, 3, _UPPER)}{_d(r, 5)}",
        lambda r: f"{_d(r, 4)}-{_a(r, 4, _UPPER)}-{_d(r, 2)}",
        lambda r: f"BN{_d(r, 7)}",
    ],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "NZ Post Courier": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 9)}NZ",
    "Mainfreight": lambda r: f"MF{_d(r, 8)}",
    "Aramex NZ": lambda r: f"{_d(r, 12)}",
    "Castle Parcels": lambda r: f"CP{_a(r, 3, _UPPER)}{_d(r, 6)}",
    "Blue Dart": lambda r: _d(r, 11),
    "Delhivery": lambda r: f"{r.randrange(1, 9)}{_d(r, 13)}",
    "DTDC": lambda r: f"D{_d(r, 8)}",
    "PostNord": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 9)}SE",
    "DB Schenker": lambda r: f"{_d(r, 10)}",
    "Bring": lambda r: f"370{_d(r, 15)}",
}
