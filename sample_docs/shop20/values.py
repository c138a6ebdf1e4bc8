"""How Tripoint Tools' three offices print money, dates and their own numbers, and the numbers
that are not facts (tax ids, bank accounts, purchase orders of the customer, ticket numbers).

Spaces inside one printed value are non-breaking (see sample_docs/formatting.py) so that line
wrapping never splits "1 234,56 zł" or "7. prosince 2026"; renderers print them as spaces.
"""

from __future__ import annotations

import calendar
import random
import string
from datetime import date
from decimal import Decimal

from sample_docs.formatting import NBSP, cents

S = NBSP

# --------------------------------------------------------------------------- money


def _group(amount: Decimal, thousands: str, decimal: str, with_cents: bool = True) -> str:
    whole, frac = f"{abs(cents(amount)):.2f}".split(".")
    parts = []
    while len(whole) > 3:
        parts.insert(0, whole[-3:])
        whole = whole[:-3]
    parts.insert(0, whole)
    sign = "-" if amount < 0 else ""
    return sign + thousands.join(parts) + (decimal + frac if with_cents else "")


MONEY_FORM = {"PL": ("pl_zl", "pl_pln", "pl_code", "pl_zl"),
              "CZ": ("cz_kc", "cz_czk", "cz_code", "cz_kc"),
              "AT": ("at_pre", "at_post", "at_code")}
MONEY_MAIL = {"PL": ("pl_zl", "pl_zl_ascii", "pl_nosep", "pl_pln"),
              "CZ": ("cz_kc", "cz_dash", "cz_czk", "cz_nosep"),
              "AT": ("at_post", "at_code", "at_en", "at_eur_post")}


def money_text(amount: Decimal, style: str) -> str:
    """An amount in one of the offices' styles: '1 234,56 zł', '1 234,- Kč', '€ 1.234,56', 'EUR 1,234.56' ..."""
    sp = _group(amount, S, ",")
    if style == "pl_zl":
        return f"{sp}{S}zł"
    if style == "pl_zl_ascii":
        return f"{sp}{S}zl"
    if style == "pl_pln":
        return f"{sp}{S}PLN"
    if style == "pl_code":
        return f"PLN{S}{sp}"
    if style == "pl_nosep":
        return f"{_group(amount, '', ',')}{S}zł"
    if style == "cz_kc":
        return f"{sp}{S}Kč"
    if style == "cz_dash":  # whole crowns are written "1 234,- Kč"
        if cents(amount) == cents(int(amount)):
            return f"{_group(amount, S, ',', False)},-{S}Kč"
        return f"{sp}{S}Kč"
    if style == "cz_czk":
        return f"{sp}{S}CZK"
    if style == "cz_code":
        return f"CZK{S}{sp}"
    if style == "cz_nosep":
        return f"{_group(amount, '', ',')}{S}Kč"
    dot = _group(amount, ".", ",")
    if style == "at_pre":
        return f"€{S}{dot}"
    if style == "at_post":
        return f"{dot}{S}€"
    if style == "at_code":
        return f"EUR{S}{dot}"
    if style == "at_eur_post":
        return f"{dot}{S}EUR"
    if style == "at_en":
        return f"EUR{S}{_group(amount, ',', '.')}"
    raise ValueError(style)


def plain_number(amount: Decimal, loc: str) -> str:
    """A bare amount in a table cell: '1 234,56' (PL, CZ) or '1.234,56' (AT)."""
    return _group(amount, "." if loc == "AT" else S, ",")


# --------------------------------------------------------------------------- dates

PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
CZ_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října",
             "listopadu", "prosince"]
AT_MONTHS = ["Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
PL_DAYS = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
CZ_DAYS = ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]

DATE_FORM = {"PL": ("dots", "dots_r", "pl_long", "iso"),
             "CZ": ("cz_sp", "dots", "cz_long"),
             "AT": ("dots", "de_long", "iso", "dots")}
DATE_MAIL = {"PL": ("dots", "en_long", "en_ord_of", "iso"),
             "CZ": ("cz_sp", "dots", "en_long", "en_ord"),
             "AT": ("dots", "en_long", "de_en", "en_mdy")}


def _ord(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """A date as the offices and their customers write it: '07.12.2026', '7 grudnia 2026', '7. 12. 2026',
    '7. Dezember 2026', '7th of December 2026' ..."""
    en = calendar.month_name[d.month]
    return {
        "dots": d.strftime("%d.%m.%Y"),
        "dots_r": f"{d.strftime('%d.%m.%Y')}{S}r.",
        "iso": d.isoformat(),
        "pl_long": f"{d.day}{S}{PL_MONTHS[d.month - 1]}{S}{d.year}",
        "cz_sp": f"{d.day}.{S}{d.month}.{S}{d.year}",
        "cz_long": f"{d.day}.{S}{CZ_MONTHS[d.month - 1]}{S}{d.year}",
        "de_long": f"{d.day}.{S}{AT_MONTHS[d.month - 1]}{S}{d.year}",
        "en_long": f"{d.day}{S}{en}{S}{d.year}",
        "en_ord": f"{_ord(d.day)}{S}{en}{S}{d.year}",
        "en_ord_of": f"{_ord(d.day)}{S}of{S}{en}{S}{d.year}",
        "de_en": f"{d.day}.{S}{en}{S}{d.year}",
        "en_mdy": f"{en}{S}{d.day},{S}{d.year}",
    }[style]


def local_sent(d: date, hour: int, minute: int, loc: str) -> str:
    """An Outlook 'Sent' value in the office's language."""
    wd = d.weekday()
    if loc == "PL":
        return f"{PL_DAYS[wd]}, {d.day} {PL_MONTHS[d.month - 1]} {d.year} {hour:02d}:{minute:02d}"
    if loc == "CZ":
        return f"{CZ_DAYS[wd]} {d.day}. {CZ_MONTHS[d.month - 1]} {d.year} {hour}:{minute:02d}"
    return f"{DE_DAYS[wd]}, {d.day}. {AT_MONTHS[d.month - 1]} {d.year} {hour:02d}:{minute:02d}"


LOCAL_HEADERS = {"PL": ("Od", "Wysłano", "Do", "Temat"), "CZ": ("Od", "Odesláno", "Komu", "Předmět"),
                 "AT": ("Von", "Gesendet", "An", "Betreff")}


def tz(d: date) -> str:
    """Central European time: summer time from the last Sunday of March to the last Sunday of October."""
    def last_sunday(month: int) -> date:
        last = date(d.year, month, calendar.monthrange(d.year, month)[1])
        return date(d.year, month, last.day - (last.weekday() + 1) % 7)
    return "+0200" if last_sunday(3) <= d < last_sunday(10) else "+0100"


# --------------------------------------------------------------------------- the shop's own numbers


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def nz(rng: random.Random, n: int) -> str:
    """n digits, the first not zero."""
    return rng.choice("123456789") + digits(rng, n - 1)


def order_id(rng: random.Random, loc: str, business: bool) -> str:
    if loc == "PL":
        return f"ZS/26/0{nz(rng, 4)}" if business else f"WWW-{nz(rng, 6)}"
    if loc == "CZ":
        return f"26-0{nz(rng, 4)}" if business else f"OBJ26{digits(rng, 5)}"
    return f"AB-447{digits(rng, 4)}" if business else f"47{digits(rng, 5)}"


def customer_id(rng: random.Random, loc: str, business: bool) -> str:
    if loc == "PL":
        return f"KH-2{digits(rng, 4)}" if business else f"WEB-{nz(rng, 5)}"
    if loc == "CZ":
        return f"3{digits(rng, 4)}" if business else f"Z-00{nz(rng, 4)}"
    return f"2{digits(rng, 4)}-0{rng.randrange(1, 4)}" if business else f"WEB1{digits(rng, 4)}"


def invoice_number(rng: random.Random, loc: str) -> str:
    if loc == "PL":
        return f"FV/2026/0{nz(rng, 4)}" if rng.random() < 0.5 else f"{nz(rng, 4)}/2026"
    if loc == "CZ":
        return f"20260{nz(rng, 5)}" if rng.random() < 0.6 else f"VF26-0{nz(rng, 3)}"
    return f"RE26-1{digits(rng, 4)}" if rng.random() < 0.5 else f"2026-1{digits(rng, 4)}"


def case_number(rng: random.Random, loc: str) -> str:
    if loc == "PL":
        return f"RMA/26/0{nz(rng, 3)}" if rng.random() < 0.6 else f"RK/2026/{nz(rng, 3)}"
    if loc == "CZ":
        return f"REK-2026-00{nz(rng, 2)}" if rng.random() < 0.5 else f"R26-0{nz(rng, 3)}"
    return f"RMA-26{digits(rng, 4)}" if rng.random() < 0.5 else f"SR-2026-{nz(rng, 3)}"


def rf_reference(body: str) -> str:
    """An ISO 11649 creditor reference 'RF' + check digits + body (SEPA remittance information)."""
    num = "".join(str(int(ch, 36)) for ch in body + "RF00")
    return f"RF{98 - int(num) % 97:02d}{body}"


def payment_reference(rng: random.Random, loc: str, business: bool, credit_no: str) -> str:
    if loc == "PL":
        return f"ZWROT-FK-{credit_no}" if business else f"BLIK-ZW-{nz(rng, 8)}"
    if loc == "CZ":
        return f"72600{digits(rng, 5)}"
    return rf_reference(nz(rng, 12)) if rng.random() < 0.6 else f"SEPA-AT-0{nz(rng, 6)}"


def tracking(rng: random.Random, carrier: str) -> str:
    return {
        "Poczta Polska": lambda: f"CP{nz(rng, 9)}PL",
        "SPEEDPOL Kurier": lambda: f"6100{digits(rng, 9)}",
        "Odra Express": lambda: f"OE-{nz(rng, 11)}",
        "PPL": lambda: f"40{digits(rng, 9)}",
        "Morava Cargo": lambda: f"MC{nz(rng, 10)}",
        "Česká pošta": lambda: f"DR{nz(rng, 9)}CZ",
        "Österreichische Post": lambda: f"10{digits(rng, 20)}",
        "Donau Express": lambda: f"DX-{nz(rng, 11)}",
        "Alpen Spedition Kofler": lambda: f"ASK-{nz(rng, 10)}",
    }[carrier]()


SERIAL_CHARS = "ACDEFHJKLMNPRTUVWXY"


def serial(rng: random.Random, prefix: str) -> str:
    """A rating-plate serial: the model prefix, production year and week, a letter and a counter."""
    body = f"26{rng.randrange(10, 40)}{rng.choice(SERIAL_CHARS)}{digits(rng, 4)}"
    return f"{prefix}-{body}" if rng.random() < 0.7 else body


# --------------------------------------------------------------------------- numbers that are not facts


def customer_po(rng: random.Random, loc: str) -> str:
    """The customer's own purchase-order number."""
    return {"PL": lambda: f"ZK/{rng.randrange(10, 400)}/2026", "CZ": lambda: f"OV-26-{nz(rng, 3)}",
            "AT": lambda: f"4500{digits(rng, 6)}"}[loc]()


def bank_account(rng: random.Random, loc: str) -> str:
    """A customer's account for the refund, as the country writes it."""
    if loc == "PL":
        return f"PL{digits(rng, 2)} " + " ".join(digits(rng, 4) for _ in range(6))
    if loc == "CZ":
        return f"{rng.randrange(19, 670)}-{nz(rng, 10)}/{rng.choice(['0100', '0300', '0800', '2010', '0600'])}"
    return f"AT{digits(rng, 2)} " + " ".join(digits(rng, 4) for _ in range(4))


# --------------------------------------------------------------------------- Polish amounts in words

_UNITS = ["", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
_TEENS = ["dziesięć", "jedenaście", "dwanaście", "trzynaście", "czternaście", "piętnaście", "szesnaście",
          "siedemnaście", "osiemnaście", "dziewiętnaście"]
_TENS = ["", "", "dwadzieścia", "trzydzieści", "czterdzieści", "pięćdziesiąt", "sześćdziesiąt",
         "siedemdziesiąt", "osiemdziesiąt", "dziewięćdziesiąt"]
_HUNDREDS = ["", "sto", "dwieście", "trzysta", "czterysta", "pięćset", "sześćset", "siedemset", "osiemset",
             "dziewięćset"]


def _pl_triple(n: int) -> list[str]:
    words = [_HUNDREDS[n // 100]]
    t, u = n % 100 // 10, n % 10
    words += [_TEENS[u]] if t == 1 else [_TENS[t], _UNITS[u]]
    return [w for w in words if w]


def _pl_form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    return few if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else many


def pl_words(amount: Decimal) -> str:
    """'jeden tysiąc dwieście trzydzieści cztery złote 56/100' (the 'słownie' line of a Polish invoice)."""
    zl = int(cents(amount))
    gr = int((cents(amount) - zl) * 100)
    th, rest = divmod(zl, 1000)
    words: list[str] = []
    if th:
        words += (["jeden"] if th == 1 else _pl_triple(th)) + [_pl_form(th, "tysiąc", "tysiące", "tysięcy")]
    words += _pl_triple(rest)
    if not words:
        words = ["zero"]
    return " ".join(words) + " " + _pl_form(zl, "złoty", "złote", "złotych") + f" {gr:02d}/100"
