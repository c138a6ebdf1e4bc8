"""How shop 3 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: documents billed in GBP or EUR write numeric dates day first (04/03/2026 and, in
euro documents, 04.03.2026 = 4 March); documents billed in USD write them month first
(03/04/2026 = 3 April). Non-breaking spaces keep one value on one line (see formatting.py).
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
    "GBP": ("symbol", "code_before", "code_after", "symbol_plain"),
    "EUR": ("symbol", "code_before", "comma_symbol_after", "comma_code_after"),
    "USD": ("symbol", "code_before", "code_after", "us_dollar"),
}
DATE_STYLES = {
    "GBP": ("long", "ordinal", "numeric_dmy", "iso", "abbrev_dmy", "weekday_dmy", "mon_d_y"),
    "EUR": ("long", "dotted_dmy", "numeric_dmy", "iso", "abbrev_dmy"),
    "USD": ("numeric_mdy", "mon_d_y", "month_d_y", "weekday_mdy", "iso"),
}
SYMBOL = {"GBP": "£", "EUR": "€", "USD": "$"}


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'£1,234.56', 'GBP 1,234.56', '1,234.56 GBP', '£1234.56', '1.234,56 €', 'US$1,234.56' ..."""
    num = f"{cents(amount):,.2f}"
    comma = num.replace(",", "#").replace(".", ",").replace("#", ".")  # 1.234,56
    return {
        "symbol": f"{SYMBOL[currency]}{num}",
        "symbol_plain": f"{SYMBOL[currency]}{cents(amount):.2f}",
        "code_before": f"{currency}{NBSP}{num}",
        "code_after": f"{num}{NBSP}{currency}",
        "comma_symbol_after": f"{comma}{NBSP}€",
        "comma_code_after": f"{comma}{NBSP}EUR",
        "us_dollar": f"US${num}",
    }[style]


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook-style 'Sent:' value, month first in USD documents."""
    return kit.email_sent(d, hour, minute, month_first=currency == "USD")


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"HL-{r.randrange(2600000, 2699999)}",
        lambda r: f"{r.randrange(200, 299)}-{_d(r, 7)}",
        lambda r: str(r.randrange(100000000, 199999999)),
        lambda r: f"WEB{_d(r, 6)}",
        lambda r: f"SO/2026/{_d(r, 4)}",
        lambda r: f"H{r.randrange(10000, 99999)}-{r.choice(['UK', 'EU', 'US'])}",
    ],
    "customer_id": [
        lambda r: f"C-{_d(r, 6)}",
        lambda r: f"HLC{_d(r, 6)}",
        lambda r: str(r.randrange(3000000, 3999999)),
        lambda r: f"ACC-{_d(r, 2)}-{_d(r, 4)}",
        lambda r: f"K/{r.randrange(10000, 99999)}",
    ],
    "invoice_number": [
        lambda r: f"INV/2026/{_d(r, 5)}",
        lambda r: f"HL-I-{_d(r, 5)}",
        lambda r: f"F26-{_d(r, 6)}",
        lambda r: str(r.randrange(5000000, 5999999)),
        lambda r: f"{r.randrange(2600, 2612)}-{_d(r, 4)}",
    ],
    "case_number": [
        lambda r: f"RMA-26{_d(r, 4)}",
        lambda r: f"RET{_d(r, 5)}",
        lambda r: f"CS-26-{_d(r, 5)}",
        lambda r: str(r.randrange(400000, 499999)),
        lambda r: f"R{_d(r, 4)}-{_d(r, 3)}",
    ],
    "payment_reference": [
        lambda r: f"TXN{_d(r, 10)}",
        lambda r: f"REF-2026-{_d(r, 6)}",
        lambda r: f"BACS-{_d(r, 6)}",
        lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 3)}{_a(r, 12)}",
        lambda r: f"{_d(r, 4)}-{_d(r, 4)}-{_d(r, 4)}",
    ],
    "serial_number": [
        lambda r: f"{_a(r, 3, _UPPER)}{_d(r, 6)}",
        lambda r: f"HL{r.randrange(2401, 2552)}-{_d(r, 5)}",
        lambda r: f"{_d(r, 2)}{_a(r, 2, _UPPER)}{_d(r, 6)}",
        lambda r: f"SN{_a(r, 8)}",
        lambda r: f"{_a(r, 4)}-{_a(r, 4)}-{_a(r, 4)}",
    ],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "Royal Mail Tracked 48": lambda r: f"{_a(r, 2, _UPPER)}{_d(r, 9)}GB",
    "DPD Local": lambda r: f"15{_d(r, 12)}",
    "DPD": lambda r: f"0{_d(r, 13)}",
    "Evri": lambda r: f"H{_a(r, 2, _UPPER)}{_d(r, 13)}",
    "Parcelforce Express 24": lambda r: f"PB{_a(r, 2, _UPPER)}{_d(r, 7)}001",
    "DHL Parcel UK": lambda r: _d(r, 10),
    "PostNL": lambda r: f"3S{_a(r, 4, _UPPER)}{_d(r, 9)}",
    "DHL Paket": lambda r: f"00340434{_d(r, 12)}",
    "GLS": lambda r: _d(r, 11),
    "UPS Ground": lambda r: f"1Z{_a(r, 6, _UPPER + string.digits)}03{_d(r, 8)}",
    "FedEx Ground": lambda r: _d(r, 12),
    "USPS Priority Mail": lambda r: f"9405{_d(r, 18)}",
}
