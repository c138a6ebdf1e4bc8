"""How Ferrow & Sons prints money, dates and e-mail headers, and the writer its templates use."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal

from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.shop23 import vocab as V
from sample_docs.shop_kit import ShopWriter, date_text as kit_date_text

MONEY_STYLES = ("pound", "pound", "pound_plain", "pound_space", "code", "code_after")
DATE_STYLES = ("numeric_dmy", "numeric_dmy", "long", "ordinal", "abbrev_dmy", "dmy2", "d_mon_y", "wd_short",
               "weekday_dmy", "dotted_dmy")
BST_FROM = date(2026, 3, 29)  # British Summer Time in 2026


def money_gbp(amount: Decimal, currency: str, style: str) -> str:
    """'£1,234.56', '£1234.56', '£ 1,234.56', 'GBP 1,234.56' or '1,234.56 GBP'."""
    num = f"{cents(amount):,.2f}"
    return {"pound": f"£{num}", "pound_plain": f"£{cents(amount):.2f}", "pound_space": f"£{NBSP}{num}",
            "code": f"GBP{NBSP}{num}", "code_after": f"{num}{NBSP}GBP"}[style]


def date_gb(d: date, style: str) -> str:
    """UK day-first dates: the kit's styles plus '07/04/26', '7 Apr 2026' and 'Tue 7 Apr 2026'."""
    mon, wd = calendar.month_abbr[d.month], calendar.day_abbr[d.weekday()]
    extra = {"dmy2": d.strftime("%d/%m/%y"), "d_mon_y": f"{d.day}{NBSP}{mon}{NBSP}{d.year}",
             "wd_short": f"{wd}{NBSP}{d.day}{NBSP}{mon}{NBSP}{d.year}"}
    return extra[style] if style in extra else kit_date_text(d, style)


def uk_tz(d: date) -> str:
    return "+0100" if d >= BST_FROM else "+0000"


class FerrowWriter(ShopWriter):
    """A Ferrow & Sons document: GBP money, day-first dates, UK time zone."""

    vocab = V
    money_styles = {"GBP": MONEY_STYLES}
    date_styles = {"GBP": DATE_STYLES}
    tz = {"GBP": "+0000"}
    money_text = staticmethod(money_gbp)
    date_text = staticmethod(date_gb)

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase (a third of the time, when allowed) or a printed date in the document's style."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(V.RELATIVE_DEADLINES)
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(V.DEADLINE_WORDS).format(self.date_text(d, self.date_style)), d

    @property
    def branch(self) -> str:
        """The branch serving the customer: SHF, GLA or CDF (set on the case when it is made)."""
        return self.case.branch  # type: ignore[attr-defined]


def _mail_date(w: FerrowWriter, earliest: int, latest: int) -> str:
    r, d = w.rng, w.doc.date
    return email_date(d, r.randrange(earliest, latest), r.randrange(60), r.randrange(60), uk_tz(d))


def shop_mail(w: FerrowWriter, sender: str, address: str, subject: str) -> None:
    """Headers of an e-mail the shop sent (a branch, the returns desk or the portal)."""
    c = w.case
    w.doc.email = {"From": f"{sender} <{address}@{V.DOMAIN}>", "To": f"{c.name} <{c.email}>",
                   "Subject": subject, "Date": _mail_date(w, 7, 18)}


def customer_mail(w: FerrowWriter, to: str, subject: str) -> None:
    """Headers of an e-mail from the customer; its Date is the document date."""
    c, r = w.case, w.rng
    w.doc.email = {"From": f"{c.name} <{c.email}>", "To": f"{to}@{V.DOMAIN}", "Subject": subject,
                   "Date": _mail_date(w, 6, 23)}
    if r.random() < 0.3:
        w.doc.email["Cc"] = f"accounts@{V.DOMAIN}"
    w.set("document_date", date_truth(w.doc.date))


def printed_name(w: FerrowWriter) -> str:
    """The customer's name, misspelt on the document where that is planted."""
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name
