"""How Kalinis's three offices print money and dates, and the case record they write from.

Manila prints pesos with the peso sign or "PHP"/"Php" and American dates; Jakarta prints rupiah with dot
thousands ("Rp 1.250.000") and day-first or Indonesian month names; Bangkok prints baht with the baht sign
or the word, and sometimes the Buddhist-era year with the Gregorian one in brackets. Thai script is only
typed in e-mails and chats (the office printers' fonts have no Thai glyphs).
"""

from __future__ import annotations

import calendar
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from sample_docs.documents import Case, Doc, Writer
from sample_docs.formatting import NBSP, cents, date_truth, month_end, next_weekday
from sample_docs.shop19.catalog import BRANCHES, ID_MONTHS, MNL, TH_MONTHS, Branch, Customer

TYPED = ("text", "email")  # formats typed on a keyboard, where Thai script can appear

MONEY_STYLES = {
    "PHP": ("peso", "php", "php_title", "peso"),
    "IDR": ("rp", "rp_cents", "idr"),
    "THB": ("baht_sign", "baht_word", "thb", "baht_sign"),
    "USD": ("usd", "us_dollar"),
}
DATE_STYLES = {
    "MNL": ("mdy_long", "mdy_abbr", "us", "dmy_dash", "mdy_long"),
    "JKT": ("id_long", "dmy_slash", "dmy_dash_num", "dmy_abbr"),
    "BKK": ("be_dual", "dmy_slash", "dmy_long", "be_dual"),
}


def whole(amount: Decimal) -> Decimal:
    """Rupiah have no cents: round to the whole rupiah, kept with two decimals for the truth."""
    return cents(Decimal(amount).quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'₱45,600.00', 'PHP 45,600.00', 'Rp 1.250.000', '฿12,500.00', '12,500.00 Baht', 'USD 4,850.00' ..."""
    num = f"{cents(amount):,.2f}"
    rupiah = f"{int(amount):,}".replace(",", ".")
    return {
        "peso": f"₱{num}", "php": f"PHP{NBSP}{num}", "php_title": f"Php{NBSP}{num}",
        "rp": f"Rp{NBSP}{rupiah}", "rp_cents": f"Rp{NBSP}{rupiah},00", "idr": f"IDR{NBSP}{rupiah}",
        "baht_sign": f"฿{num}", "baht_word": f"{num}{NBSP}Baht", "thb": f"THB{NBSP}{num}",
        "baht_thai": f"{num}{NBSP}บาท", "usd": f"USD{NBSP}{num}", "us_dollar": f"US${NBSP}{num}",
    }[style]


def date_text(d: date, style: str) -> str:
    """'March 14, 2026', '03/14/2026', '14 Maret 2026', '15/03/2569 (2026)', '15 มี.ค. 2569' ..."""
    month = calendar.month_name[d.month]
    return {
        "mdy_long": f"{month}{NBSP}{d.day},{NBSP}{d.year}",
        "mdy_abbr": f"{calendar.month_abbr[d.month]}.{NBSP}{d.day},{NBSP}{d.year}".replace("May.", "May"),
        "us": d.strftime("%m/%d/%Y"),
        "dmy_dash": f"{d.day:02d}-{calendar.month_abbr[d.month]}-{d.year}",
        "iso": d.isoformat(),
        "id_long": f"{d.day}{NBSP}{ID_MONTHS[d.month - 1]}{NBSP}{d.year}",
        "dmy_slash": d.strftime("%d/%m/%Y"),
        "dmy_dash_num": d.strftime("%d-%m-%Y"),
        "dmy_abbr": f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}",
        "be_dual": f"{d.day:02d}/{d.month:02d}/{d.year + 543}{NBSP}({d.year})",
        "dmy_long": f"{d.day}{NBSP}{month}{NBSP}{d.year}",
        "th_be": f"{d.day}{NBSP}{TH_MONTHS[d.month - 1]}{NBSP}{d.year + 543}",
    }[style]


_ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_ID = ("", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh", "sebelas")


def english_words(n: int) -> str:
    """Amount in words, as Thai and Philippine invoices print it under the total."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " hundred" + (" " + english_words(n % 100) if n % 100 else "")
    for size, word in ((10**6, "million"), (1000, "thousand")):
        if n >= size:
            return english_words(n // size) + f" {word}" + (" " + english_words(n % size) if n % size else "")
    raise ValueError(n)


def indonesian_words(n: int) -> str:
    """'Terbilang': the rupiah amount in Indonesian words."""
    if n < 12:
        return _ID[n]
    if n < 20:
        return indonesian_words(n - 10) + " belas"
    if n < 100:
        return indonesian_words(n // 10) + " puluh" + (" " + indonesian_words(n % 10) if n % 10 else "")
    if n < 200:
        return "seratus" + (" " + indonesian_words(n - 100) if n > 100 else "")
    if n < 1000:
        return indonesian_words(n // 100) + " ratus" + (" " + indonesian_words(n % 100) if n % 100 else "")
    if n < 2000:
        return "seribu" + (" " + indonesian_words(n - 1000) if n > 1000 else "")
    if n < 10**6:
        return indonesian_words(n // 1000) + " ribu" + (" " + indonesian_words(n % 1000) if n % 1000 else "")
    return indonesian_words(n // 10**6) + " juta" + (" " + indonesian_words(n % 10**6) if n % 10**6 else "")


@dataclass
class KCase(Case):
    """A Kalinis order: the office that sold it, the buyer's contact, and (Manila) VAT-inclusive prices."""

    branch: Branch = MNL
    customer: Customer | None = None
    po_number: str = ""
    invoice_date: date | None = None
    ship_date: date | None = None
    delivered: date | None = None
    fee: Decimal = Decimal("0")
    service_no: str = ""
    technician: str = ""
    model_code: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def vat_inclusive(self) -> bool:
        return self.currency == "PHP"

    def round(self, amount: Decimal) -> Decimal:
        return whole(amount) if self.currency == "IDR" else cents(amount)

    @property
    def lines_total(self) -> Decimal:
        return sum((cents(q * u) for _, q, u in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        rate = self.tax_label_rate
        if self.vat_inclusive:  # Philippine prices include VAT: VAT = gross x 12/112
            return cents(self.lines_total * rate / (100 + rate))
        return self.round(self.lines_total * rate / 100)

    @property
    def subtotal(self) -> Decimal:
        return self.lines_total - self.tax if self.vat_inclusive else self.lines_total

    @property
    def total(self) -> Decimal:
        return self.lines_total if self.vat_inclusive else self.subtotal + self.tax

    def gross(self, unit: Decimal) -> Decimal:
        return unit if self.vat_inclusive else self.round(unit * (1 + self.tax_label_rate / 100))

    @property
    def business(self) -> bool:
        return bool(self.customer and self.customer.business)


class KWriter(Writer):
    """Prints money and dates the way the case's office does; Thai script only in typed formats."""

    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case: KCase, doc: Doc, rng: random.Random):
        super().__init__(schema, case, doc, rng)
        typed = doc.fmt in TYPED
        money = list(MONEY_STYLES[case.currency]) + (["baht_thai"] if typed and case.currency == "THB" else [])
        dates = list(DATE_STYLES[case.branch.code]) + (["th_be"] if typed and case.branch.code == "BKK" else [])
        self.money_style = doc.style.get("money_style") or rng.choice(money)
        self.date_style = doc.style.get("date_style") or rng.choice(dates)
        self.case: KCase = case

    def plain_date(self, d: date) -> str:
        """A date in this document's style, stating no field."""
        return self.date(None, d)

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """Deadline words: relative ones resolve against the document date; else a preposition and a date."""
        r, doc_date = self.rng, self.doc.date
        if allow_relative:
            if doc_date.weekday() >= 5 and r.random() < 0.5:
                return "by next Friday", next_weekday(doc_date, 4)
            roll = r.random()
            if roll < 0.35 and doc_date.day <= 16:
                return "by the end of this month", month_end(doc_date)
            if roll < 0.7:
                n = r.choice([7, 10, 14])
                return f"within {n} days", doc_date + timedelta(days=n)
        word = r.choice(["before", "by", "no later than", "on or before"])
        return f"{word} {self.date_text(d, self.date_style)}", d

    def deadline(self, deadline) -> str:
        """The deadline words for a planned deadline (date or unresolved words); sets customer_deadline."""
        if isinstance(deadline, str):
            self.set("customer_deadline", deadline, unresolved=True)
            self.case.deadline = deadline
            return deadline
        phrase, value = self.deadline_words(deadline, bool(self.doc.style.get("relative_ok")))
        self.set("customer_deadline", date_truth(value))
        self.case.deadline = value
        return phrase


def branch_of(code: str) -> Branch:
    return BRANCHES[code]
