"""The case and the writer of Tripoint Tools' documents: values printed in the office's style,
layouts, e-mail headers, letterheads and the customer's expectation sentence."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Case, Doc, Writer
from sample_docs.formatting import date_truth, email_date, money_truth, month_end
from sample_docs.shop20 import values as V
from sample_docs.shop20 import vocab as W
from status.schema import Schema

ROLES = {"PL": ["Kierownik serwisu", "Zaopatrzenie / Purchasing", "właściciel"],
         "CZ": ["vedoucí dílny", "nákup / purchasing", "majitel"],
         "AT": ["Werkstattleiter", "Einkauf", "Inhaber"]}
SHORT = {"SB85": "drill", "AKS18": "drill", "KP50": "compressor", "KS200": "compressor", "MG200": "welder",
         "TG200": "welder", "PK16": "circular saw", "BS315": "band saw", "UB125": "grinder",
         "HD160": "pressure washer", "GE35": "generator"}


@dataclass
class ToolCase(Case):
    """One order of one customer at one of the three offices, and what followed it."""

    loc: str = ""
    business: bool = False
    contact: str = ""
    addr: list[str] = field(default_factory=list)
    taxline: str = ""
    phone: str = ""
    po: str = ""  # the customer's own purchase-order number (not a fact of ours)
    credit_no: str = ""  # the credit note's running number
    return_qty: int = 1
    fee: Decimal = Decimal("0")
    fee_local: str = ""
    ship: date | None = None
    invoice_date: date | None = None
    account: str = ""  # the customer's bank account for the refund
    staff: str = ""
    warranty_prefix: str = ""

    @property
    def we(self) -> bool:
        return self.business

    def is_freight(self, name: str) -> bool:
        return any(name == label for label, _ in W.FREIGHT[self.loc])

    def docs_date(self, doc_type: str) -> date:
        return next(d.date for d in self.docs if d.doc_type == doc_type)

    def local_name(self, en: str) -> str:
        for p in W.PRODUCTS:
            if p[0] == en:
                return p[W.LANG_COL[self.loc]]
        return en


class ToolWriter(Writer):
    """A document of one office: money and dates in that office's styles, mail or form register."""

    GRID_LABEL_CHARS = 24

    def __init__(self, schema: Schema, case: ToolCase, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        loc = case.loc
        self.loc = loc
        self.form_money = rng.choice(V.MONEY_FORM[loc])
        self.mail_money = rng.choice(V.MONEY_MAIL[loc])
        self.form_date = rng.choice(V.DATE_FORM[loc])
        self.mail_date = rng.choice(V.DATE_MAIL[loc])
        self.mode = "mail" if doc.fmt in ("text", "email") else "form"

    # ------------------------------------------------------------------ values
    def money(self, name: str | None, amount: Decimal, style: str | None = None) -> str:
        if name:
            self.set(name, money_truth(amount), currency=self.case.currency)
        return V.money_text(amount, style or (self.mail_money if self.mode == "mail" else self.form_money))

    def date(self, name: str | None, d: date, style: str | None = None) -> str:
        if name:
            self.set(name, date_truth(d))
        return V.date_text(d, style or (self.mail_date if self.mode == "mail" else self.form_date))

    def num(self, amount: Decimal) -> str:
        return V.plain_number(amount, self.loc)

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(W.RELATIVE_DEADLINES)
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(W.DEADLINE_WORDS[self.loc]).format(V.date_text(d, self.mail_date)), d

    def pick(self, options: dict[str, Any] | list[Any]) -> Any:
        """One of a list, or of the office's list in a {loc: list} table."""
        return self.rng.choice(options[self.loc] if isinstance(options, dict) else options)


    def lines(self, texts: list[str]) -> None:
        for t in texts:
            self.add("line", t)


# --------------------------------------------------------------------------- shared pieces


def is_mail(w: ToolWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def shop_mail(w: ToolWriter, box: str) -> str:
    return f"{W.OFFICE[w.loc]['mail'][box]}@{W.DOMAIN}"


def _headers(w: ToolWriter, sender: str, to: str, subject: str, hour: int, minute: int) -> None:
    """.eml: RFC headers. .txt: RFC headers, an English Outlook print-out or a local one."""
    r, d = w.rng, w.doc.date
    roll = r.random() if w.doc.fmt == "text" else 0.0
    if roll > 0.7:
        k_from, k_sent, k_to, k_subj = V.LOCAL_HEADERS[w.loc]
        w.doc.email = {k_from: sender, k_sent: V.local_sent(d, hour, minute, w.loc), k_to: to, k_subj: subject}
    elif roll > 0.45:
        sent = f"{d.strftime('%A')}, {d.day} {d.strftime('%B')} {d.year} {hour:02d}:{minute:02d}"
        w.doc.email = {"From": sender, "Sent": sent, "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), V.tz(d))}


def shop_headers(w: ToolWriter, box: str, subject: str) -> None:
    c, r = w.case, w.rng
    office = W.OFFICE[w.loc]["entity"].split(" Sp.")[0].split(" s.r.o.")[0].split(" GmbH")[0]
    sender = f"{office} <{shop_mail(w, box)}>"
    _headers(w, sender, f"{c.contact} <{c.email}>", subject, r.randrange(7, 18), r.randrange(60))


def customer_headers(w: ToolWriter, box: str, subject: str) -> None:
    c, r = w.case, w.rng
    _headers(w, f"{c.contact} <{c.email}>", f"Tripoint Tools <{shop_mail(w, box)}>", subject,
             r.randrange(6, 23), r.randrange(60))
    w.set("document_date", date_truth(w.doc.date))


def letterhead(w: ToolWriter) -> None:
    o = W.OFFICE[w.loc]
    w.add("head", o["entity"])
    for line in o["lines"]:
        w.add("small", line)
    w.add("gap")


def buyer_block(w: ToolWriter, label: str, name: str) -> None:
    """The customer's name (a truth value) and address under a local label."""
    c = w.case
    w.add("line", label)
    w.add("line", w.text("customer_name", name))
    w.lines(c.addr)
    if c.taxline:
        w.add("line", c.taxline)
    w.add("gap")


def staff_signature(w: ToolWriter, role: int) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Best regards", "Kind regards", "With best regards", "Regards"]) + ",")
    w.add("line", w.case.staff)
    w.add("line", W.STAFF_ROLE[w.loc][role])
    w.add("line", W.OFFICE[w.loc]["entity"])
    w.add("small", W.OFFICE[w.loc]["lines"][-1])


def customer_signature(w: ToolWriter) -> None:
    """The customer's sign-off: the person, and for a business its name (the customer), tax id, phone."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", w.pick(W.SIGN_OFFS) + ("," if r.random() < 0.6 else ""))
    if c.business:
        w.add("line", c.contact)
        if r.random() < 0.5:
            w.add("line", w.pick(ROLES))
        w.add("line", w.text("customer_name", c.name))
        if r.random() < 0.6:
            w.add("line", c.taxline)
    else:
        w.add("line", w.text("customer_name", c.name))
    if r.random() < 0.6:
        w.add("line", f"tel. {c.phone}" if w.loc != "AT" else f"Tel. {c.phone}")
    if is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"On {V.date_text(earlier, 'dots')}, Tripoint Tools <{shop_mail(w, 'returns')}> wrote:")
        w.add("quote", W.AUTO_REPLIES[w.loc])


def sender_block(w: ToolWriter) -> None:
    """A printed customer letter's head: who writes, the place and date (the document date), to whom."""
    c, r = w.case, w.rng
    if c.business:
        w.add("head", w.text("customer_name", c.name))
        w.add("small", ", ".join(c.addr) + (f" · {c.taxline}" if c.taxline else "") + f" · {c.phone}")
    else:
        w.add("line", w.text("customer_name", c.name))
        w.lines(c.addr)
    w.add("gap")
    town = re.sub(r"^[\d\s-]+", "", c.addr[-1])
    printed = w.date("document_date", w.doc.date, r.choice(V.DATE_FORM[w.loc]))
    w.add("rline", f"{town}, {printed}" if r.random() < 0.7 else printed)
    w.add("gap")
    o = W.OFFICE[w.loc]
    w.add("line", o["entity"])
    w.add("line", W.STAFF_ROLE[w.loc][0].split(" / ")[0])
    w.add("line", o["lines"][0].split(" · ")[0])
    w.add("gap")


def expectation(w: ToolWriter, with_dl: list[str], without: list[str], deadline: Any, product: str = "") -> str:
    """The customer's expectation sentence; sets customer_expectation and customer_deadline."""
    c, r = w.case, w.rng
    fill = {"x": "We" if c.we else "I", "we": "we" if c.we else "I", "our": "our" if c.we else "my", "p": product}
    if deadline is None:
        sentence = r.choice(without).format(dl="", **fill)
    elif isinstance(deadline, str):
        sentence = r.choice(with_dl).format(dl=deadline, **fill)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        phrase, value = w.deadline_words(deadline, bool(w.doc.style.get("relative_ok")))
        sentence = r.choice(with_dl).format(dl=phrase, **fill)
        w.set("customer_deadline", date_truth(value))
        c.deadline = value
    w.text("customer_expectation", sentence)
    return sentence


def product_short(case: ToolCase) -> str:
    return SHORT.get(case.warranty_prefix, "machine")


def typo(name: str, rng: random.Random) -> str:
    """Two neighbouring letters of the name's longest word swapped (a keying slip in the ERP)."""
    words = name.split(" ")
    i = max(range(len(words)), key=lambda k: (len(words[k].strip(".,")), -k))
    word = words[i]
    j = rng.randrange(1, len(word) - 2)
    while word[j] == word[j + 1] or not (word[j].isalpha() and word[j + 1].isalpha()):
        j = rng.randrange(1, len(word) - 2)
    words[i] = word[:j] + word[j + 1] + word[j] + word[j + 2:]
    return " ".join(words)
