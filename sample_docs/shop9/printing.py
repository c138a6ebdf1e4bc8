"""How Tembo Tone prints money, dates and its identifiers in each country.

Spaces inside one printed value are non-breaking (U+00A0) so a renderer never wraps a value; the
renderers turn them back into spaces."""

from __future__ import annotations

import calendar
import random
import string
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

S = "\u00a0"
CENT = Decimal("0.01")


def cents(x: Decimal | int | str) -> Decimal:
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def _num(a: Decimal) -> str:
    return f"{cents(a):,.2f}"


MONEY_STYLES = {
    "KES": ("ksh", "kshs_slash", "kes_code", "code_after"),
    "PHP": ("peso_sign", "php_code", "php_mixed", "p_letter"),
    "AED": ("aed_code", "dhs", "code_after", "aed_tight"),
    "JMD": ("jdollar", "jmd_code", "dollar_jmd", "ja_dollar"),
}


def money_text(a: Decimal, currency: str, style: str) -> str:
    """'KSh 12,500.00', 'Kshs. 12,500/=' (whole shillings only), '₱8,950.00', 'Php 8,950.00', 'P8,950.00',
    'AED 575.00', 'Dhs 575.00', '575.00 AED', 'J$26,500.00', 'JMD 26,500.00', '$26,500.00 JMD', 'JA$26,500'."""
    a = cents(a)
    n = _num(a)
    whole = a == a.to_integral_value()
    if style == "kshs_slash" and not whole:
        style = "ksh"
    if style == "ja_dollar" and not whole:
        style = "jdollar"
    return {
        "ksh": f"KSh{S}{n}",
        "kshs_slash": f"Kshs.{S}{int(a):,}/=",
        "kes_code": f"KES{S}{n}",
        "code_after": f"{n}{S}{currency}",
        "peso_sign": f"\u20b1{n}",
        "php_code": f"PHP{S}{n}",
        "php_mixed": f"Php{S}{n}",
        "p_letter": f"P{n}",
        "aed_code": f"AED{S}{n}",
        "dhs": f"Dhs{S}{n}",
        "aed_tight": f"AED{n}",
        "jdollar": f"J${n}",
        "jmd_code": f"JMD{S}{n}",
        "dollar_jmd": f"${n}{S}JMD",
        "ja_dollar": f"JA${int(a):,}",
    }[style]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


DATE_STYLES = {
    # Kenya: day first
    "KES": ("dmy_slash", "ordinal_long", "dmy_dash", "d_mon_y", "weekday_long"),
    # the Philippines: month first
    "PHP": ("month_d_y", "mdy_slash", "mon_dot_d_y", "iso", "weekday_month_d_y"),
    # the UAE: day first, abbreviated months
    "AED": ("dd_mon_yyyy", "dmy_slash", "d_month_y", "iso", "wd_dd_mon_y"),
    # Jamaica: British habits
    "JMD": ("month_d_y", "ordinal_comma", "dmy_slash", "d_mon_dash_y"),
}


def date_text(d: date, style: str) -> str:
    month, mon, wd = calendar.month_name[d.month], calendar.month_abbr[d.month], calendar.day_name[d.weekday()]
    return {
        "dmy_slash": d.strftime("%d/%m/%Y"),
        "mdy_slash": d.strftime("%m/%d/%Y"),
        "dmy_dash": d.strftime("%d-%m-%Y"),
        "iso": d.isoformat(),
        "ordinal_long": f"{_ordinal(d.day)}{S}{month}{S}{d.year}",
        "ordinal_comma": f"{_ordinal(d.day)}{S}{month},{S}{d.year}",
        "d_mon_y": f"{d.day}{S}{mon}{S}{d.year}",
        "d_month_y": f"{d.day}{S}{month}{S}{d.year}",
        "weekday_long": f"{wd},{S}{d.day}{S}{month}{S}{d.year}",
        "month_d_y": f"{month}{S}{d.day},{S}{d.year}",
        "mon_dot_d_y": f"{mon}.{S}{d.day},{S}{d.year}" if d.month != 5 else f"May{S}{d.day},{S}{d.year}",
        "weekday_month_d_y": f"{wd},{S}{month}{S}{d.day},{S}{d.year}",
        "dd_mon_yyyy": f"{d.day:02d}-{mon}-{d.year}",
        "wd_dd_mon_y": f"{calendar.day_abbr[d.weekday()]}{S}{d.day:02d}{S}{mon}{S}{d.year}",
        "d_mon_dash_y": f"{d.day}-{mon}-{d.year}",
    }[style]


def sms_date(d: date, currency: str) -> str:
    """How a phone's payment SMS prints a date: '5/3/26' (day first) or '03-05-2026' (month first)."""
    if currency == "PHP":
        return d.strftime("%m-%d-%Y")
    return f"{d.day}/{d.month}/{d.strftime('%y')}"


def mail_date(d: date, hour: int, minute: int, second: int, tz: str) -> str:
    return (f"{calendar.day_abbr[d.weekday()]}, {d.day:02d} {calendar.month_abbr[d.month]} {d.year} "
            f"{hour:02d}:{minute:02d}:{second:02d} {tz}")


# --------------------------------------------------------------------------- identifiers

ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def dg(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def al(rng: random.Random, n: int, pool: str = ALNUM) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def order_id(rng: random.Random, cur: str) -> str:
    branch = {"KES": "NBO", "PHP": "MKT", "AED": "DXB", "JMD": "KGN"}[cur]
    return rng.choice([
        lambda: f"TT{dg(rng, 7)}",
        lambda: f"{branch}-SO-{dg(rng, 5)}",
        lambda: f"W{dg(rng, 2)}{al(rng, 1, 'ABCDEFGHJK')}{dg(rng, 4)}",
        lambda: f"{branch}/{dg(rng, 4)}/26",
        lambda: f"OS-{dg(rng, 3)}-{dg(rng, 4)}",
    ])()


def customer_id(rng: random.Random, cur: str) -> str:
    cc = {"KES": "KE", "PHP": "PH", "AED": "AE", "JMD": "JM"}[cur]
    return rng.choice([
        lambda: f"C-{cc}-{dg(rng, 5)}",
        lambda: f"TTM{dg(rng, 6)}",
        lambda: f"{al(rng, 3, 'BCDFGHKMNPRSTV')}{dg(rng, 3)}",
        lambda: f"{dg(rng, 4)}-{al(rng, 1, 'ABCDEFGH')}",
        lambda: f"ACC{dg(rng, 4)}{cc}",
    ])()


def invoice_number(rng: random.Random, cur: str) -> str:
    return {
        "KES": lambda: rng.choice([f"TI/NBO/{dg(rng, 5)}", f"KE{dg(rng, 8)}"]),
        "PHP": lambda: rng.choice([f"SI-{dg(rng, 6)}", dg(rng, 7)]),
        "AED": lambda: rng.choice([f"TAX-DXB-{dg(rng, 5)}", f"DXB{dg(rng, 2)}-{dg(rng, 4)}"]),
        "JMD": lambda: rng.choice([f"JA-INV-{dg(rng, 5)}", f"KGN{dg(rng, 6)}"]),
    }[cur]()


def case_number(rng: random.Random) -> str:
    return rng.choice([
        lambda: f"RET-{dg(rng, 5)}",
        lambda: f"TKT{dg(rng, 6)}",
        lambda: f"SR/{dg(rng, 2)}/{dg(rng, 4)}",
        lambda: f"CLM-{al(rng, 2, 'ABCDEFGHKMNPRSTWXY')}{dg(rng, 4)}",
        lambda: f"R{dg(rng, 3)}-{al(rng, 1, 'ABCDEFGH')}",
    ])()


def payment_reference(rng: random.Random, cur: str) -> str:
    return {
        "KES": lambda: rng.choice([al(rng, 3, "QRS") + al(rng, 7, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
                                   f"FT{dg(rng, 5)}{al(rng, 5)}"]),
        "PHP": lambda: rng.choice([dg(rng, 13), f"IBFT-{dg(rng, 10)}"]),
        "AED": lambda: rng.choice(["7" + dg(rng, 22), f"RFD{dg(rng, 9)}"]),
        "JMD": lambda: rng.choice([f"NCB{dg(rng, 9)}", f"JN-{dg(rng, 4)}-{dg(rng, 6)}"]),
    }[cur]()


def tracking(rng: random.Random, carrier: str) -> str:
    return {
        "G4S Courier": lambda: f"G4S{dg(rng, 9)}",
        "Wells Fargo Kenya": lambda: f"WFK-{dg(rng, 7)}",
        "Fargo Courier": lambda: f"FCL{dg(rng, 8)}",
        "Sendy": lambda: f"SDY-{al(rng, 6)}",
        "DHL Express": lambda: dg(rng, 10),
        "LBC Express": lambda: dg(rng, 12),
        "2GO Express": lambda: f"2GO{dg(rng, 10)}",
        "Grab Express": lambda: f"IN-{dg(rng, 8)}-{al(rng, 4)}",
        "Entrego": lambda: f"ENT{al(rng, 9)}",
        "Emirates Post": lambda: f"EE{dg(rng, 9)}AE",
        "SMSA Express": lambda: "29" + dg(rng, 10),
        "Quiqup": lambda: f"QQ-{dg(rng, 6)}",
        "Fetchr": lambda: f"FTR{dg(rng, 9)}",
        "Knutsford Express": lambda: f"KE-{dg(rng, 6)}",
        "Tara Courier": lambda: f"TARA{dg(rng, 6)}",
        "ZipMail JA": lambda: f"ZM{dg(rng, 8)}JM",
    }[carrier]()


def serial_number(rng: random.Random, product: str) -> str:
    if "Yamaha" in product or "Casio" in product:
        return f"{al(rng, 3, 'ABCDEFGHJKLMN')}{dg(rng, 6)}"
    if "Fender" in product:
        return f"MX{dg(rng, 2)}{dg(rng, 6)}"
    if "Boss" in product or "Korg" in product:
        return f"{al(rng, 1, 'ZXWV')}{dg(rng, 1)}{al(rng, 1, 'ABCDEFGH')}{dg(rng, 4)}"
    return f"{dg(rng, 2)}{al(rng, 2, 'ABCDEFGHJK')}{dg(rng, 5)}"
