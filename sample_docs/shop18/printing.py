"""How Cordillera's branches print money and dates, and how the truth normalises them.

Mexico and the export desk write 12,450.00; Bogotá and Santiago write whole pesos with dot
thousands ($ 1.250.000, Santiago sometimes $1.250.000.-); São Paulo writes R$ 1.234,56. Dates
are day first everywhere: 17/04/2026, 17-abr-2026, 17 de abril de 2026, 17 April 2026, and the
systems print ISO (CFDI time stamps) or two-digit years (chats, bank apps).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents

MONTHS_ES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre")
MONTHS_PT = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro")
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
WHOLE = ("COP", "CLP")

# Styles a branch's own documents use; prose (sentences) never takes the Chilean ".-" ending.
MONEY_STYLES = {
    "MXN": ("sym", "sym_code", "code", "mn"),
    "COP": ("sym", "tight", "code", "dec"),
    "CLP": ("sym", "tight", "dash", "code"),
    "BRL": ("sym", "tight", "code"),
    "USD": ("code", "usd", "sym_code"),
}
PROSE_MONEY = {"MXN": ("sym", "sym_code"), "COP": ("sym", "tight"), "CLP": ("sym", "tight"),
               "BRL": ("sym", "tight"), "USD": ("code", "usd")}
DATE_STYLES = {
    "MXN": ("dmy", "dmy_abbr", "es_long", "dmy_dash"),
    "COP": ("dmy", "es_long", "dmy_dash", "en_long"),
    "CLP": ("dmy_dash", "cl_long", "dmy", "es_long"),
    "BRL": ("dmy", "pt_long", "dmy_dot"),
    "USD": ("en_long", "dmy", "en_mdy"),
}
PROSE_DATES = {"MXN": ("dmy", "en_long", "es_long"), "COP": ("dmy", "en_long"), "CLP": ("dmy_dash", "dmy", "en_long"),
               "BRL": ("dmy", "en_long"), "USD": ("en_long", "dmy", "en_mdy")}


def _thousands(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """An amount as the branch prints it; non-breaking spaces keep it on one line."""
    a = cents(amount)
    if currency in WHOLE:
        assert a == a.to_integral_value(), (amount, currency)
        num = _thousands(int(a), ".")
        return {
            "sym": f"${NBSP}{num}", "tight": f"${num}", "code": f"{currency}{NBSP}{num}",
            "dec": f"${NBSP}{num},00", "dash": f"${num}.-", "bare": num,
        }[style]
    if currency == "BRL":
        whole, frac = f"{a:.2f}".split(".")
        num = f"{_thousands(int(whole), '.')},{frac}"
        return {"sym": f"R${NBSP}{num}", "tight": f"R${num}", "code": f"BRL{NBSP}{num}", "bare": num}[style]
    num = f"{a:,.2f}"
    if currency == "MXN":
        return {"sym": f"${num}", "sym_code": f"${num}{NBSP}MXN", "code": f"MXN{NBSP}{num}",
                "mn": f"${NBSP}{num}{NBSP}M.N.", "bare": num}[style]
    return {"code": f"USD{NBSP}{num}", "usd": f"US${NBSP}{num}", "sym_code": f"${num}{NBSP}USD", "bare": num}[style]


def date_text(d: date, style: str) -> str:
    """A date, day first (en_mdy, the one month-first style, spells the month out)."""
    m = d.month - 1
    return {
        "dmy": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy_dash": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "dmy_dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dmy_short": f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}",
        "dmy_abbr": f"{d.day:02d}-{MONTHS_ES[m][:3]}-{d.year}",
        "dmy_abbr_up": f"{d.day:02d}/{MONTHS_ES[m][:3].upper()}/{d.year}",
        "dmy_abbr_up_pt": f"{d.day:02d}/{MONTHS_PT[m][:3].upper()}/{d.year}",
        "es_long": f"{d.day}{NBSP}de{NBSP}{MONTHS_ES[m]}{NBSP}de{NBSP}{d.year}",
        "cl_long": f"{d.day:02d}{NBSP}de{NBSP}{MONTHS_ES[m].capitalize()}{NBSP}del{NBSP}{d.year}",
        "pt_long": f"{d.day}{NBSP}de{NBSP}{MONTHS_PT[m]}{NBSP}de{NBSP}{d.year}",
        "en_long": f"{d.day}{NBSP}{MONTHS_EN[m]}{NBSP}{d.year}",
        "en_mdy": f"{MONTHS_EN[m]}{NBSP}{d.day},{NBSP}{d.year}",
        "iso": d.isoformat(),
    }[style]


def amount_in_words_mxn(amount: Decimal) -> str:
    """The CFDI's 'importe con letra' line, e.g. 'DOCE MIL CUATROCIENTOS PESOS 50/100 M.N.'."""
    a = cents(amount)
    pesos, centavos = int(a), int((a - int(a)) * 100)
    return f"({_words_es(pesos).upper()} PESOS {centavos:02d}/100 M.N.)"


_UNITS = ("cero", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
          "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte", "veintiún",
          "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho",
          "veintinueve")
_TENS = ("", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa")
_HUNDREDS = ("", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos", "setecientos",
             "ochocientos", "novecientos")


def _words_es(n: int) -> str:
    if n < 30:
        return _UNITS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _TENS[t] + (f" y {_UNITS[u]}" if u else "")
    if n < 1000:
        h, r = divmod(n, 100)
        if n == 100:
            return "cien"
        return _HUNDREDS[h] + (f" {_words_es(r)}" if r else "")
    if n < 1_000_000:
        th, r = divmod(n, 1000)
        head = "mil" if th == 1 else f"{_words_es(th)} mil"
        return head + (f" {_words_es(r)}" if r else "")
    m, r = divmod(n, 1_000_000)
    head = "un millón" if m == 1 else f"{_words_es(m)} millones"
    return head + (f" {_words_es(r)}" if r else "")
