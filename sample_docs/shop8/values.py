"""How shop 8 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: Australian (AUD) documents write day first ("3 Mar 2026", "03/03/2026", "Tuesday 3rd of
March 2026"); New Zealand (NZD) ones dotted or in words ("03.03.26", "3 March 2026", "Tue 3 Mar
2026"); Singapore (SGD) ones ISO or abbreviated ("2026-03-03", "03-Mar-2026", "3-Mar-26");
South African (ZAR) ones year first with slashes or in words ("2026/03/03", "3 March 2026",
"03 Mar 2026"), money as "R1,234.56", "R 1 234,56" or "ZAR 1,234.56". Non-breaking spaces keep
one value on one line (formatting.py).
"""

from __future__ import annotations

import calendar
from datetime import date
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.formatting import NBSP, cents
from sample_docs.shop_kit import UPPER as _UPPER, digits as _d, letters as _a

MONEY_STYLES = {
    "AUD": ("dollar", "a_dollar", "code_space", "dollar_code"),
    "NZD": ("nz_dollar", "dollar_code", "code_tight"),
    "SGD": ("s_dollar", "code_space", "dollar_code"),
    "ZAR": ("rand", "rand_space_comma", "code_space"),
}
DATE_STYLES = {
    "AUD": ("d_mon_y", "numeric_dmy", "weekday_of", "long"),
    "NZD": ("dotted_short", "long", "wd_d_mon_y"),
    "SGD": ("iso", "abbrev_dmy", "d_mon_yy_dash", "d_mon_y"),
    "ZAR": ("slash_ymd", "long", "dd_mon_y"),
}


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'$1,234.56', 'A$1,234.56', 'AUD 1,234.56', '$1,234.56 AUD', 'NZ$1,234.56', 'NZD1,234.56',
    'S$1,234.56', 'R1,234.56', 'R 1 234,56', 'ZAR 1,234.56'."""
    a = cents(amount)
    en = f"{a:,.2f}"
    whole, frac = en.split(".")
    return {
        "dollar": f"${en}",
        "a_dollar": f"A${en}",
        "code_space": f"{currency}{NBSP}{en}",
        "dollar_code": f"${en}{NBSP}{currency}",
        "nz_dollar": f"NZ${en}",
        "code_tight": f"{currency}{en}",
        "s_dollar": f"S${en}",
        "rand": f"R{en}",
        "rand_space_comma": f"R{NBSP}{whole.replace(',', NBSP)},{frac}",
    }[style]


def date_text(d: date, style: str) -> str:
    """A date in one of shop 8's styles ('3 Mar 2026', 'Tuesday 3rd of March 2026', '03.03.26' ...)."""
    month, mon = calendar.month_name[d.month], calendar.month_abbr[d.month]
    s = NBSP
    own = {
        "d_mon_y": f"{d.day}{s}{mon}{s}{d.year}",
        "weekday_of": f"{calendar.day_name[d.weekday()]}{s}{kit._ordinal(d.day)}{s}of{s}{month}{s}{d.year}",
        "dotted_short": d.strftime("%d.%m.%y"),
        "wd_d_mon_y": f"{calendar.day_abbr[d.weekday()]}{s}{d.day}{s}{mon}{s}{d.year}",
        "d_mon_yy_dash": f"{d.day}-{mon}-{d.year % 100:02d}",
        "slash_ymd": d.strftime("%Y/%m/%d"),
        "dd_mon_y": f"{d.day:02d}{s}{mon}{s}{d.year}",
    }
    return own[style] if style in own else kit.date_text(d, style)


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook 'Sent:' value, day first everywhere this shop trades."""
    return kit.email_sent(d, hour, minute, month_first=False)


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"SM{_d(r, 6)}",
        lambda r: f"{_d(r, 4)}-{_d(r, 3)}",
        lambda r: f"SO.{_d(r, 2)}.{_d(r, 5)}",
        lambda r: f"{_d(r, 10)}",
        lambda r: f"W{_a(r, 1, _UPPER)}{_d(r, 3)}-{_d(r, 3)}",
    ],
    "customer_id": [
        lambda r: f"{_a(r, 3, _UPPER)}{_d(r, 3)}",
        lambda r: f"C{_d(r, 6)}",
        lambda r: f"{_d(r, 5)}",
        lambda r: f"{_a(r, 2, _UPPER)}-{_d(r, 4)}-{_a(r, 2, _UPPER)}",
        lambda r: f"ACC.{_d(r, 4)}",
    ],
    "invoice_number": [
        lambda r: f"TX{_d(r, 6)}-{_d(r, 1)}",
        lambda r: f"{_d(r, 8)}",
        lambda r: f"INV.{_d(r, 2)}{_a(r, 1, _UPPER)}{_d(r, 4)}",
        lambda r: f"{_d(r, 6)}/26",
    ],
    "case_number": [
        lambda r: f"CLM{_d(r, 4)}",
        lambda r: f"RMA-{_d(r, 2)}{_a(r, 1, _UPPER)}-{_d(r, 4)}",
        lambda r: f"{_d(r, 7)}",
        lambda r: f"CR.{_d(r, 5)}",
        lambda r: f"W{_d(r, 3)}/{_d(r, 2)}",
    ],
    "payment_reference": [
        lambda r: f"EFT{_d(r, 9)}",
        lambda r: f"{_d(r, 3)}-{_d(r, 3)}-{_d(r, 3)}",
        lambda r: f"PN{_d(r, 2)}{_a(r, 3, _UPPER)}{_d(r, 5)}",
        lambda r: f"RF.{_d(r, 8)}",
        lambda r: f"{_d(r, 12)}",
    ],
    "serial_number": [
        lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 2)}{_a(r, 1, _UPPER)}{_d(r, 5)}",
        lambda r: f"{_d(r, 10)}",
        lambda r: f"SN.{_d(r, 4)}.{_d(r, 4)}",
        lambda r: f"{_d(r, 2)}{_a(r, 3, _UPPER)}{_d(r, 4)}",
    ],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "StarTrack": lambda r: f"{_a(r, 3, _UPPER)}Z{_d(r, 8)}",
    "Australia Post": lambda r: f"{_d(r, 2)}{_a(r, 1, _UPPER)}{_d(r, 10)}",
    "Toll IPEC": lambda r: f"{_d(r, 12)}",
    "NZ Couriers": lambda r: f"{_a(r, 3, _UPPER)}{_d(r, 5)}",
    "Mainfreight": lambda r: f"{_d(r, 4)}{_a(r, 2, _UPPER)}{_d(r, 4)}",
    "CourierPost": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 9)}NZ",
    "Ninja Van": lambda r: f"NVSG{_a(r, 4, _UPPER)}{_d(r, 9)}",
    "SingPost": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 9)}SG",
    "J&T Express": lambda r: f"{_d(r, 12)}",
    "The Courier Guy": lambda r: f"TCG{_d(r, 7)}",
    "RAM Hand-to-Hand": lambda r: f"{_d(r, 8)}-{_d(r, 2)}",
    "Dawn Wing": lambda r: f"DW{_d(r, 8)}",
}
