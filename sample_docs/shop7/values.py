"""How shop 7 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: Irish (EUR) documents write numbers day first, often with ordinals ("5th March 2026",
"05.03.2026", "5-Mar-26"); Canadian (CAD) documents write ISO dates or month first in words
("2026-03-05", "Mar 5, 2026", "March 5th, 2026"), Quebec ones French ("5 mars 2026",
"1 234,56 $"); British (GBP) documents write day first ("5 March 2026", "05/03/26",
"Thursday 5th March 2026"). Non-breaking spaces keep one value on one line (formatting.py).
"""

from __future__ import annotations

import calendar
from datetime import date
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.formatting import NBSP, cents
from sample_docs.shop_kit import UPPER as _UPPER, digits as _d, letters as _a

MONEY_STYLES = {
    "EUR": ("euro_sign", "euro_sign_space", "code_tight", "word_euro"),
    "CAD": ("dollar_cad", "c_dollar", "ca_dollar", "fr_ca"),
    "GBP": ("pound", "code_tight", "code_after", "pound_plain"),
}
DATE_STYLES = {
    "EUR": ("ordinal", "dotted_dmy", "numeric_dmy", "d_mon_yy", "weekday_abbr_dmy"),
    "CAD": ("iso", "mon_d_y", "month_ordinal_y", "fr_long", "slash_ymd"),
    "GBP": ("long", "numeric_dmy_short", "weekday_ordinal", "dotted_dmy_nopad"),
}
FR_MONTHS = ("janvier février mars avril mai juin juillet août septembre octobre novembre décembre").split()


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'€1,234.56', '€ 1,234.56', 'EUR1,234.56', '1,234.56 euro', '$1,234.56 CAD', 'C$1,234.56',
    'CA$1,234.56', '1 234,56 $', '£1,234.56', 'GBP1,234.56', '1,234.56 GBP', '£1234.56'."""
    a = cents(amount)
    en = f"{a:,.2f}"
    whole, frac = en.split(".")
    return {
        "euro_sign": f"€{en}",
        "euro_sign_space": f"€{NBSP}{en}",
        "code_tight": f"{currency}{en}",
        "word_euro": f"{en}{NBSP}euro",
        "dollar_cad": f"${en}{NBSP}CAD",
        "c_dollar": f"C${en}",
        "ca_dollar": f"CA${en}",
        "fr_ca": f"{whole.replace(',', NBSP)},{frac}{NBSP}$",
        "pound": f"£{en}",
        "code_after": f"{en}{NBSP}{currency}",
        "pound_plain": f"£{a:.2f}",
    }[style]


def date_text(d: date, style: str) -> str:
    """A date in one of shop 7's styles ('5th March 2026', '5-Mar-26', 'March 5th, 2026', '5 mars 2026' ...)."""
    month, mon = calendar.month_name[d.month], calendar.month_abbr[d.month]
    s = NBSP
    own = {
        "d_mon_yy": f"{d.day}-{mon}-{d.year % 100:02d}",
        "weekday_abbr_dmy": f"{calendar.day_abbr[d.weekday()]}{s}{d.day:02d}{s}{mon}{s}{d.year}",
        "month_ordinal_y": f"{month}{s}{kit._ordinal(d.day)},{s}{d.year}",
        "fr_long": f"{'1er' if d.day == 1 else d.day}{s}{FR_MONTHS[d.month - 1]}{s}{d.year}",
        "slash_ymd": d.strftime("%Y/%m/%d"),
        "numeric_dmy_short": d.strftime("%d/%m/%y"),
        "weekday_ordinal": f"{calendar.day_name[d.weekday()]}{s}{kit._ordinal(d.day)}{s}{month}{s}{d.year}",
        "dotted_dmy_nopad": f"{d.day}.{d.month}.{d.year}",
    }
    return own[style] if style in own else kit.date_text(d, style)


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook 'Sent:' value: month first in Canada, day first in Ireland and Britain."""
    return kit.email_sent(d, hour, minute, month_first=currency == "CAD")


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"BF{_d(r, 2)}-{_d(r, 5)}",
        lambda r: f"WEB{_d(r, 7)}",
        lambda r: f"{_d(r, 8)}",
        lambda r: f"SO{_a(r, 1, _UPPER)}{_d(r, 5)}",
        lambda r: f"{_d(r, 3)}/{_d(r, 4)}/{_a(r, 1, 'KDGT')}",
    ],
    "customer_id": [
        lambda r: f"BFC-{_d(r, 5)}",
        lambda r: f"{_a(r, 4, _UPPER)}{_d(r, 2)}",
        lambda r: f"{_d(r, 7)}",
        lambda r: f"A/C {_d(r, 4)}",
        lambda r: f"{_d(r, 2)}-{_a(r, 1, _UPPER)}-{_d(r, 3)}",
    ],
    "invoice_number": [
        lambda r: f"INV{_d(r, 6)}",
        lambda r: f"BF/IN/{_d(r, 5)}",
        lambda r: f"{_d(r, 9)}",
        lambda r: f"SI-26-{_d(r, 4)}{_a(r, 1, _UPPER)}",
    ],
    "case_number": [
        lambda r: f"RTN{_d(r, 5)}",
        lambda r: f"WC-{_d(r, 3)}-{_d(r, 3)}",
        lambda r: f"{_d(r, 6)}",
        lambda r: f"SR{_a(r, 2, _UPPER)}{_d(r, 4)}",
        lambda r: f"RA/{_d(r, 4)}/26",
    ],
    "payment_reference": [
        lambda r: f"RFD{_d(r, 10)}",
        lambda r: f"ETR-{_a(r, 3, _UPPER)}{_d(r, 6)}",
        lambda r: f"{_d(r, 4)} {_d(r, 4)} {_d(r, 4)}",
        lambda r: f"FP{_d(r, 2)}{_a(r, 2, _UPPER)}{_d(r, 8)}",
        lambda r: f"CN-PAY-{_d(r, 6)}",
    ],
    "serial_number": [
        lambda r: f"{_d(r, 9)}",
        lambda r: f"{_a(r, 4, _UPPER)}-{_d(r, 6)}",
        lambda r: f"HQ{_d(r, 4)}{_a(r, 1, _UPPER)}{_d(r, 4)}",
        lambda r: f"M{_d(r, 2)}/{_d(r, 6)}",
    ],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "Nightline": lambda r: f"NL{_d(r, 10)}",
    "Fastway Couriers": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 10)}",
    "GLS Ireland": lambda r: f"{_d(r, 11)}",
    "Canada Post": lambda r: f"{_d(r, 16)}",
    "Purolator": lambda r: f"{_d(r, 12)}",
    "Canpar": lambda r: f"D{_d(r, 18)}",
    "Loomis Express": lambda r: f"{_a(r, 3, _UPPER)}{_d(r, 8)}",
    "Yodel": lambda r: f"JD{_d(r, 16)}",
    "Palletways": lambda r: f"PW-{_d(r, 7)}",
    "DX Freight": lambda r: f"{_d(r, 4)}-{_d(r, 4)}-{_d(r, 2)}",
}
