"""How shop 4 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: AUD documents write numeric dates day first (04/03/2026), CAD documents ISO or month
first, CHF documents dotted day first (04.03.2026) with apostrophe thousands (CHF 1'234.50).
Non-breaking spaces keep one value on one line (see formatting.py).
"""

from __future__ import annotations

import string
from datetime import date
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.formatting import NBSP, cents
from sample_docs.shop_kit import UPPER as _UPPER, digits as _d, letters as _a
from sample_docs.shop_kit import date_text  # noqa: F401 (the shared date printer, re-exported)

MONEY_STYLES = {
    "AUD": ("symbol", "code_before", "code_after", "a_dollar"),
    "CAD": ("symbol_code_after", "code_before", "c_dollar", "code_after"),
    "CHF": ("code_before", "apostrophe_code_before", "code_after", "fr_dash"),
}
DATE_STYLES = {
    "AUD": ("long", "ordinal", "numeric_dmy", "abbrev_dmy", "weekday_dmy"),
    "CAD": ("iso", "month_d_y", "mon_d_y", "weekday_mdy"),
    "CHF": ("dotted_dmy", "long", "iso", "abbrev_dmy"),
}
SYMBOL = {"AUD": "$", "CAD": "$", "CHF": "Fr."}


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'$1,234.56', 'AUD 1,234.56', 'A$1,234.56', '$1,234.56 CAD', "CHF 1'234.56", 'Fr. 1234.–' ..."""
    num = f"{cents(amount):,.2f}"
    apos = num.replace(",", "'")
    return {
        "symbol": f"{SYMBOL[currency]}{num}",
        "code_before": f"{currency}{NBSP}{num}",
        "code_after": f"{num}{NBSP}{currency}",
        "symbol_code_after": f"${num}{NBSP}{currency}",
        "a_dollar": f"A${num}",
        "c_dollar": f"C${num}",
        "apostrophe_code_before": f"CHF{NBSP}{apos}",
        "fr_dash": f"Fr.{NBSP}{cents(amount):.2f}",
    }[style]


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook-style 'Sent:' value, month first in CAD documents."""
    return kit.email_sent(d, hour, minute, month_first=currency == "CAD")


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"KD{r.randrange(40000, 49999)}",
        lambda r: f"{_d(r, 3)}.{_d(r, 3)}.{_d(r, 3)}",
        lambda r: f"ORD-{_a(r, 3, _UPPER)}-{_d(r, 4)}",
        lambda r: f"W{r.randrange(700000, 799999)}",
        lambda r: f"26{_a(r, 1, _UPPER)}{_d(r, 6)}",
    ],
    "customer_id": [
        lambda r: f"CUST{_d(r, 5)}",
        lambda r: f"B2B-{_d(r, 4)}",
        lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 5)}",
        lambda r: f"K{_d(r, 3)}-{_d(r, 3)}",
    ],
    "invoice_number": [
        lambda r: f"TI-{_d(r, 6)}",
        lambda r: f"KDS/{_d(r, 2)}/{_d(r, 4)}",
        lambda r: f"RE-2026-{_d(r, 5)}",
        lambda r: str(r.randrange(8000000, 8999999)),
    ],
    "case_number": [
        lambda r: f"CASE-{_d(r, 6)}",
        lambda r: f"RA{_d(r, 4)}{_a(r, 1, _UPPER)}",
        lambda r: f"T{r.randrange(100000, 999999)}",
        lambda r: f"{_d(r, 2)}-{_d(r, 4)}-R",
        lambda r: f"SR/{_d(r, 5)}",
    ],
    "payment_reference": [
        lambda r: f"EFT{_d(r, 9)}",
        lambda r: f"RMT-{_a(r, 4)}-{_d(r, 4)}",
        lambda r: f"{_d(r, 6)}{_a(r, 2, _UPPER)}{_d(r, 4)}",
        lambda r: f"CR{_d(r, 8)}",
        lambda r: f"PAY/{_d(r, 3)}/{_d(r, 5)}",
    ],
    "serial_number": [
        lambda r: f"KS-{_a(r, 2, _UPPER)}{_d(r, 6)}",
        lambda r: f"{_d(r, 4)}{_a(r, 3, _UPPER)}{_d(r, 3)}",
        lambda r: f"SN{_a(r, 10)}",
        lambda r: f"{_a(r, 3)}.{_a(r, 3)}.{_a(r, 3)}",
    ],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "Australia Post eParcel": lambda r: f"33{_a(r, 3, _UPPER)}{_d(r, 18)}",
    "StarTrack Express": lambda r: f"{_a(r, 3, _UPPER)}Z{_d(r, 8)}",
    "Aramex AU": lambda r: f"MP{_d(r, 10)}",
    "Couriers Please": lambda r: f"CPA{_a(r, 4, _UPPER)}{_d(r, 7)}",
    "Canada Post Expedited": lambda r: _d(r, 16),
    "Purolator Ground": lambda r: f"3{_d(r, 11)}",
    "UPS Standard": lambda r: f"1Z{_a(r, 6, _UPPER + string.digits)}11{_d(r, 8)}",
    "Swiss Post PostPac Priority": lambda r: f"99.60.{_d(r, 6)}.{_d(r, 8)}",
    "DPD Schweiz": lambda r: f"0{_d(r, 13)}",
    "Planzer Paket": lambda r: f"PLZ{_d(r, 11)}",
}
