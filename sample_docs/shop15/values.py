"""How Kleinmeer's documents print money and dates (continental styles) and word a customer's deadline;
each printed value and its truth come from one call."""

from __future__ import annotations

import calendar
import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Writer
from sample_docs.formatting import NBSP, cents, month_end

EUR_MONEY = ("after_sign", "code_dot", "code_space", "sign_front")
CHF_MONEY = ("chf_apos", "chf_after")
DATE_STYLES = ("dots", "dots_short", "abbr", "long", "iso")


def _group(intpart: str, sep: str) -> str:
    out = ""
    while len(intpart) > 3:
        out = sep + intpart[-3:] + out
        intpart = intpart[:-3]
    return intpart + out


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'1.234,56 €', 'EUR 1.234,56', 'EUR 1 234,56', '€ 1.234,56', "CHF 2'450.00" or "2'450.00 CHF"."""
    whole, frac = f"{cents(amount):.2f}".split(".")
    if currency == "CHF":
        num = f"{_group(whole, chr(39))}.{frac}"
        return f"{num}{NBSP}CHF" if style == "chf_after" else f"CHF{NBSP}{num}"
    if style == "code_space":
        return f"EUR{NBSP}{_group(whole, NBSP)},{frac}"
    num = f"{_group(whole, '.')},{frac}"
    return {"after_sign": f"{num}{NBSP}€", "code_dot": f"EUR{NBSP}{num}", "sign_front": f"€{NBSP}{num}"}[style]


def _abbr(month: int) -> str:
    name = calendar.month_abbr[month]
    return name if name == "May" else name + "."


def date_text(d: date, style: str) -> str:
    """'03.11.2026', '3.11.2026', '3. Nov. 2026', '3 November 2026' or '2026-11-03'."""
    if style == "dots":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dots_short":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "abbr":
        return f"{d.day}.{NBSP}{_abbr(d.month)}{NBSP}{d.year}"
    if style == "long":
        return f"{d.day}{NBSP}{calendar.month_name[d.month]}{NBSP}{d.year}"
    return d.isoformat()


def mail_date(d: date, rng: random.Random) -> str:
    """An RFC 5322 Date header in Central European time (summer time until late October)."""
    tz = "+0200" if (4 <= d.month <= 9 or (d.month == 10 and d.day < 25)) else "+0100"
    h, m, s = rng.randint(7, 18), rng.randint(0, 59), rng.randint(0, 59)
    return f"{calendar.day_abbr[d.weekday()]}, {d.day:02d} {calendar.month_abbr[d.month]} {d.year} " \
           f"{h:02d}:{m:02d}:{s:02d} {tz}"


class Writer15(Writer):
    """The shared Writer with Kleinmeer's money and date styles (a style per document)."""

    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema: Any, case: Any, doc: Any, rng: random.Random):
        super().__init__(schema, case, doc, rng)
        self.money_style = rng.choice(CHF_MONEY if case.currency == "CHF" else EUR_MONEY)
        self.date_style = rng.choice(DATE_STYLES)

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """'by 20.11.2026', 'within 14 days' or 'by the end of this month' (only when that is exactly d)."""
        doc_date = self.doc.date
        if allow_relative:
            days = (d - doc_date).days
            if d == month_end(doc_date) and self.rng.random() < 0.7:
                return "by the end of this month", d
            if days in (7, 10, 14, 21) and self.rng.random() < 0.6:
                return f"within {days} days", d
        return f"{self.rng.choice(('by', 'no later than', 'by'))} {self.date(None, d)}", d


def later(d: date, lo: int, hi: int, rng: random.Random) -> date:
    """A working day lo..hi days after d."""
    out = d + timedelta(days=rng.randint(lo, hi))
    while out.weekday() >= 5:
        out += timedelta(days=1)
    return out
