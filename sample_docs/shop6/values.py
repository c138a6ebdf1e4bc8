"""How shop 6 prints money, dates and identifiers: several styles of each, picked per document
(money, dates) or per case (identifier shapes), each with the truth it normalises to.

Locale: ZAR documents (South Africa) write ISO-like year-first dates (2026/03/14), day-first
words, the rand as "R1 234.50" (space for thousands) or with the official decimal comma
("R1 234,50"); EUR documents (Ireland) write day first (14/03/2026, "14th Mar 2026"); USD
documents (USA) write month first without leading zeros (3/14/2026), "Mar. 14, 2026", and an
ERP's "14-MAR-26"; a US credit memo prints its amount in accounting brackets ("($212.40)").
Non-breaking spaces keep one value on one line (formatting.py).
"""

from __future__ import annotations

import calendar
from datetime import date
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.formatting import NBSP, cents
from sample_docs.shop_kit import digits as _d, letters as _a

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
LOWER_ALNUM = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

MONEY_STYLES = {
    "ZAR": ("rand_space", "rand_comma", "zar_code", "rand_spaced_sign"),
    "EUR": ("euro_sign", "eur_code", "euro_sign_space", "eur_after"),
    "USD": ("dollar", "usd_code", "dollar_usd_after", "us_dollar"),
}
DATE_STYLES = {
    "ZAR": ("za_ymd", "d_mon_y", "long", "iso", "dmy_slash"),
    "EUR": ("dmy_slash", "ordinal_mon", "weekday_ordinal", "long"),
    "USD": ("us_unpadded", "mon_dot", "month_d_y", "erp_upper", "us_short"),
}


def _grouped(amount: Decimal, thousands: str, decimal: str) -> str:
    whole, frac = f"{cents(amount):,.2f}".split(".")
    return whole.replace(",", thousands) + decimal + frac


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'R1 234.50', 'R1 234,50', 'ZAR 1 234.50', 'R 1,234.50'; '€1,234.50', 'EUR 1,234.50',
    '€ 1,234.50', '1,234.50 EUR'; '$1,234.50', 'USD 1,234.50', '$1,234.50 USD', 'US $1,234.50'."""
    a = cents(amount)
    en = f"{a:,.2f}"
    s = NBSP
    return {
        "rand_space": f"R{_grouped(a, s, '.')}",
        "rand_comma": f"R{_grouped(a, s, ',')}",
        "zar_code": f"ZAR{s}{_grouped(a, s, '.')}",
        "rand_spaced_sign": f"R{s}{en}",
        "euro_sign": f"€{en}",
        "eur_code": f"EUR{s}{en}",
        "euro_sign_space": f"€{s}{en}",
        "eur_after": f"{en}{s}EUR",
        "dollar": f"${en}",
        "usd_code": f"USD{s}{en}",
        "dollar_usd_after": f"${en}{s}USD",
        "us_dollar": f"US{s}${en}",
    }[style]


def credit_text(amount: Decimal, currency: str, style: str) -> str:
    """A credit printed the way an accounts package shows a negative: '($212.40)' in the US, '-R212.40' else."""
    printed = money_text(amount, currency, style)
    return f"({printed})" if currency == "USD" else f"-{printed}"


def date_text(d: date, style: str) -> str:
    """A date in one of shop 6's styles ('2026/03/14', '14th Mar 2026', '3/14/2026', 'Mar. 14, 2026', '14-MAR-26' ...)."""
    month, mon, wd = calendar.month_name[d.month], calendar.month_abbr[d.month], calendar.day_name[d.weekday()]
    s = NBSP
    own = {
        "za_ymd": d.strftime("%Y/%m/%d"),
        "d_mon_y": f"{d.day}{s}{mon}{s}{d.year}",
        "dmy_slash": d.strftime("%d/%m/%Y"),
        "ordinal_mon": f"{kit._ordinal(d.day)}{s}{mon}{s}{d.year}",
        "weekday_ordinal": f"{wd}{s}{kit._ordinal(d.day)}{s}{month}{s}{d.year}",
        "us_unpadded": f"{d.month}/{d.day}/{d.year}",
        "mon_dot": f"{mon}.{s}{d.day},{s}{d.year}" if len(month) > 3 else f"{month}{s}{d.day},{s}{d.year}",
        "erp_upper": f"{d.day:02d}-{mon.upper()}-{d.year % 100:02d}",
        "us_short": d.strftime("%m/%d/%y"),
    }
    return own[style] if style in own else kit.date_text(d, style)


def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
    """An Outlook 'Sent:' value, month first in the US."""
    return kit.email_sent(d, hour, minute, month_first=currency == "USD")


def chat_time(hour: int, minute: int, currency: str) -> str:
    """A chat line's clock: '9:12 AM' in the US, '09:12' elsewhere."""
    if currency == "USD":
        return f"{(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
    return f"{hour:02d}:{minute:02d}"


# ---------------------------------------------------------------- identifier shapes (one per field per case)

ID_SHAPES = {
    "order_id": [
        lambda r: f"SO-26-{_d(r, 5)}",
        lambda r: f"41000{_d(r, 5)}",
        lambda r: f"CCS{_d(r, 6)}-{_a(r, 1, UPPER)}",
        lambda r: f"W{_d(r, 2)}-{_a(r, 2, UPPER)}{_d(r, 4)}",
        lambda r: f"26/SO/{_d(r, 5)}",
    ],
    "customer_id": [
        lambda r: f"ACC-{_d(r, 5)}",
        lambda r: f"MED{_d(r, 5)}",
        lambda r: f"{_a(r, 1, UPPER)}-{_d(r, 4)}-{_d(r, 2)}",
        lambda r: f"10004{_d(r, 4)}",
        lambda r: f"PR{_d(r, 3)}{_a(r, 2, UPPER)}",
    ],
    "invoice_number": [
        lambda r: f"TI{_d(r, 7)}",
        lambda r: f"9000{_d(r, 4)}",
        lambda r: f"IN/{_d(r, 2)}/{_d(r, 5)}",
        lambda r: f"S-INV-{_d(r, 6)}",
    ],
    "case_number": [
        lambda r: f"RGA-26-{_d(r, 4)}",
        lambda r: f"RMA{_d(r, 4)}{_a(r, 1, UPPER)}",
        lambda r: f"QN-{_d(r, 7)}",
        lambda r: f"CMP/{_d(r, 2)}/{_d(r, 4)}",
        lambda r: f"TKT-{_d(r, 6)}",
    ],
    "serial_number": [
        lambda r: f"CF{_d(r, 2)}{_a(r, 1, UPPER)}{_d(r, 5)}",
        lambda r: f"{_d(r, 4)}-{_d(r, 4)}-{_d(r, 3)}",
        lambda r: f"SN{_d(r, 9)}",
        lambda r: f"{_a(r, 2, UPPER)}{_d(r, 2)}-{_d(r, 5)}",
    ],
}

# Refund payment references, in the shape of how each country's refunds are paid: South African EFTs,
# Irish SEPA transfers, US card refunds (a payment processor's refund ID) and ACH trace numbers; credit
# memo numbers where a refund is booked against the account.
PAYMENT_SHAPES = {
    "ZAR": [lambda r: f"EFT{_d(r, 10)}", lambda r: f"CRM-{_d(r, 6)}"],
    "EUR": [lambda r: f"E2E-{_d(r, 4)}-{_a(r, 6, UPPER)}", lambda r: f"CRM-{_d(r, 6)}"],
    "USD": [lambda r: f"re_{_a(r, 3, '3ABCDEFGHJKLMNPQRSTUVWXYZ')}{_a(r, 14, LOWER_ALNUM)}", lambda r: _d(r, 15)],
}

# Tracking numbers per carrier, in the carrier's own shape.
TRACKING = {
    "The Courier Guy": lambda r: f"TCG{_d(r, 8)}",
    "RAM Hand-to-Hand": lambda r: f"RAM{_d(r, 9)}",
    "Dawn Wing": lambda r: f"DW{_d(r, 2)}{_a(r, 1, UPPER)}{_d(r, 6)}",
    "An Post": lambda r: f"C{_a(r, 1, UPPER)}{_d(r, 9)}IE",
    "DPD Ireland": lambda r: _d(r, 14),
    "Nuvo": lambda r: f"NUV{_d(r, 10)}",
    "OnTrac": lambda r: f"C{_d(r, 14)}",
    "Spee-Dee Delivery": lambda r: f"SD{_d(r, 11)}",
    "USPS Priority Mail": lambda r: f"9405{_d(r, 18)}",
}

# shop_kit draws every ID_SHAPES field per case; Shop6Spec.make_case then redraws the payment
# reference in its country's shape (PAYMENT_SHAPES).
ID_SHAPES["payment_reference"] = [shape for shapes in PAYMENT_SHAPES.values() for shape in shapes]
