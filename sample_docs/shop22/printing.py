"""How Egeria's three offices print money, dates and reference numbers.

Turkish lira: `12.450,00 TL`, `₺12.450,00`, `12.450,00 TRY`, `TL 12.450,00`; Greek euro: `1.234,56 €`,
`EUR 1.234,56`, `€ 1.234,56`; Cypriot euro: `€1,234.56`, `EUR 1,234.56`, `1,234.56 EUR`. Dates are day first
everywhere: `05.03.2026`, `5 Mart 2026`, `05/03/2026`, `5 Martiou 2026`, `5-3-2026`, `5th March 2026`.
"""

from __future__ import annotations

import calendar
import random
import string
from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents
from sample_docs.shop22.vocab import GREEK_MONTHS_GEN, TURKISH_MONTHS

S = NBSP
MONEY_STYLES = {
    "TR": ("tl_suffix", "lira_sign", "try_code", "tl_prefix"),
    "GR": ("eur_suffix_comma", "eur_code_comma", "eur_sign_comma"),
    "CY": ("eur_sign_dot", "eur_code_dot", "eur_suffix_dot"),
}
DATE_STYLES = {
    "TR": ("dotted", "tr_long", "slash", "long"),
    "GR": ("slash", "dash", "long", "gr_long", "abbrev"),
    "CY": ("slash", "long", "ordinal", "dotted_short"),
}


def _grouped(amount: Decimal, thousands: str, decimal: str) -> str:
    text = f"{cents(amount):,.2f}"
    return text.replace(",", "\0").replace(".", decimal).replace("\0", thousands)


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """An amount as the office prints it (the style names the office's convention)."""
    comma = _grouped(amount, ".", ",")
    dot = _grouped(amount, ",", ".")
    return {
        "tl_suffix": f"{comma}{S}TL", "lira_sign": f"₺{comma}", "try_code": f"{comma}{S}TRY",
        "tl_prefix": f"TL{S}{comma}",
        "eur_suffix_comma": f"{comma}{S}€", "eur_code_comma": f"EUR{S}{comma}", "eur_sign_comma": f"€{S}{comma}",
        "eur_sign_dot": f"€{dot}", "eur_code_dot": f"EUR{S}{dot}", "eur_suffix_dot": f"{dot}{S}EUR",
    }[style]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """A date in one of the offices' styles, all day first."""
    month = calendar.month_name[d.month]
    return {
        "dotted": d.strftime("%d.%m.%Y"),
        "slash": d.strftime("%d/%m/%Y"),
        "dash": f"{d.day}-{d.month}-{d.year}",
        "dotted_short": f"{d.day}.{d.month}.{d.year}",
        "tr_long": f"{d.day}{S}{TURKISH_MONTHS[d.month - 1]}{S}{d.year}",
        "gr_long": f"{d.day}{S}{GREEK_MONTHS_GEN[d.month - 1]}{S}{d.year}",
        "long": f"{d.day}{S}{month}{S}{d.year}",
        "abbrev": f"{d.day:02d}{S}{calendar.month_abbr[d.month]}{S}{d.year}",
        "ordinal": f"{_ordinal(d.day)}{S}{month}{S}{d.year}",
        "iso": d.isoformat(),
    }[style]


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def _alnum(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ23456789") for _ in range(n))


# identifier shapes (each fits one of the shapes the default schema accepts)
ID_SHAPES = {
    "order_id": [
        lambda r: f"SP{digits(r, 6)}",                    # Izmir web/ERP order (sipariş)
        lambda r: f"IZM/26/{digits(r, 5)}",               # branch / year / number
        lambda r: f"EG-{digits(r, 7)}",
        lambda r: f"2026/{r.randrange(1000, 9999)}",      # year / running number
        lambda r: digits(r, 8),
    ],
    "customer_id": [
        lambda r: f"120-{digits(r, 5)}",                  # cari hesap: ledger 120, account number
        lambda r: f"C{digits(r, 5)}",
        lambda r: f"EGR-{digits(r, 4)}",
        lambda r: digits(r, 6),
    ],
    "invoice_number": [
        lambda r: f"EAR2026{digits(r, 8)}",               # e-Arşiv series + year + number
        lambda r: f"A-{digits(r, 6)}",                    # Greek series A
        lambda r: f"INV/26/{digits(r, 5)}",
        lambda r: f"TDA{digits(r, 2)}-{digits(r, 5)}",  # Timologio-Deltio Apostolis
    ],
    "case_number": [
        lambda r: f"IADE-2026-{digits(r, 4)}",            # Turkish iade (return) file
        lambda r: f"RMA-26-{digits(r, 4)}",
        lambda r: f"RET/26/{digits(r, 4)}",
        lambda r: f"EGC{digits(r, 6)}",
        lambda r: digits(r, 7),
    ],
    "payment_reference": [
        lambda r: f"FAST{digits(r, 12)}",                 # Turkish instant transfer (FAST)
        lambda r: f"EFT-{digits(r, 10)}",
        lambda r: digits(r, 12),                           # card refund RRN / dekont number
        lambda r: f"IRIS-{_alnum(r, 4)}-{digits(r, 6)}",  # Greek instant payment
        lambda r: f"JCC{_alnum(r, 3)}{digits(r, 5)}",     # Cyprus card acquirer reference
    ],
    "serial_number": [
        lambda r: f"EGS-{_alnum(r, 8)}",
        lambda r: f"{_alnum(r, 2)}{digits(r, 8)}",
        lambda r: f"SN{digits(r, 4)}{_alnum(r, 4)}",
    ],
}

# which of the shapes each office issues (by position in ID_SHAPES)
OFFICE_SHAPES = {
    "TR": {"order_id": (0, 1), "customer_id": (0, 1), "invoice_number": (0,), "case_number": (0, 4),
           "payment_reference": (0, 1, 2), "serial_number": (0, 1, 2)},
    "GR": {"order_id": (2, 3), "customer_id": (2, 3), "invoice_number": (1, 3), "case_number": (1, 3),
           "payment_reference": (3, 2), "serial_number": (0, 1, 2)},
    "CY": {"order_id": (4, 2), "customer_id": (1, 3), "invoice_number": (2,), "case_number": (2, 3),
           "payment_reference": (4, 2), "serial_number": (0, 1, 2)},
}

TRACKING = {
    "Yurtiçi Kargo": lambda r: digits(r, 12),
    "Aras Kargo": lambda r: digits(r, 13),
    "MNG Kargo": lambda r: f"MNG{digits(r, 10)}",
    "PTT Kargo": lambda r: f"KP{digits(r, 9)}TR",
    "Horoz Lojistik": lambda r: f"HRZ-{digits(r, 9)}",
    "ACS Courier": lambda r: digits(r, 10),
    "Speedex": lambda r: digits(r, 12),
    "Geniki Taxydromiki": lambda r: digits(r, 10),
    "ELTA Courier": lambda r: f"EL{digits(r, 9)}GR",
    "ACS Cyprus": lambda r: f"CY{digits(r, 10)}",
    "Cyprus Post": lambda r: f"RR{digits(r, 9)}CY",
    "Akis Express": lambda r: f"AKX-{digits(r, 8)}",
    "DHL Express": lambda r: digits(r, 10),
}


def tax_number(rng: random.Random, country: str) -> str:
    """A customer's tax number as printed beside the name: VKN (10 digits), AFM (9), Cyprus VAT."""
    if country == "TR":
        return digits(rng, 10)
    if country == "GR":
        return "EL" + digits(rng, 9)
    return f"CY{digits(rng, 8)}{rng.choice('ABCLMNXZ')}"
