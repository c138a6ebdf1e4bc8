"""The shop's writer: prints values the branch's way and records their truth in the same call,
words customers' deadlines, and builds the pieces many documents share (letterheads, e-mail
headers, signatures, the sender block of a printed letter)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Doc, Writer
from sample_docs.formatting import cents, date_truth, email_date, month_end, next_weekday
from sample_docs.shop18 import printing as pr
from sample_docs.shop18.vocab import SHOP, Branch, Customer, Product, is_business
from status.schema import Schema

TZ = {"MX": "-0600", "CO": "-0500", "CL": "-0400", "BR": "-0300", "EX": "-0600"}
WEEKDAYS_ES = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
WEEKDAYS_PT = ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo")
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass
class Case:
    cid: str
    kind: str
    branch: Branch
    cust: Customer
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    order_date: date
    items: list[tuple[Product, int, Decimal]]
    po: str | None = None  # the customer's own purchase order number, a distractor
    typo_name: str | None = None
    unresolved: str | None = None  # deadline words no date resolves, for this case's first deadline
    deadline: Any = None  # the customer's current deadline (date or words)
    docs: list[Doc] = field(default_factory=list)
    carrier: str = ""
    tracking: str = ""
    ship_date: date | None = None
    est_confirm: date | None = None
    est_ship: date | None = None
    return_item: tuple[Product, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    fee: Decimal = Decimal("0")
    fee_basis: str = ""
    fee_rate: int = 0
    waiver: int | None = None
    promised: date | None = None
    payment_ref: str = ""
    credit_note: str = ""
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""

    @property
    def currency(self) -> str:
        return self.branch.currency

    @property
    def name(self) -> str:
        return self.cust.name

    def rounded(self, x: Decimal) -> Decimal:
        """Whole pesos in Bogotá and Santiago, cents elsewhere."""
        return Decimal(round(x)) if self.currency in pr.WHOLE else cents(x)

    @property
    def subtotal(self) -> Decimal:
        return sum((self.rounded(q * u) for _, q, u in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return self.rounded(self.subtotal * self.branch.tax_rate / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax


class W(Writer):
    """One document being written: blocks and truth from the same values."""

    money_text = staticmethod(pr.money_text)
    date_text = staticmethod(pr.date_text)

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        cur = case.currency
        self.money_style = rng.choice(pr.MONEY_STYLES[cur])
        self.date_style = rng.choice(pr.DATE_STYLES[cur])
        self.prose_money = rng.choice(pr.PROSE_MONEY[cur])
        self.prose_date = rng.choice(pr.PROSE_DATES[cur])

    # ------------------------------------------------------------ values
    def d(self, name: str | None, d: date, style: str | None = None) -> str:
        if name:
            self.set(name, date_truth(d))
        return pr.date_text(d, style or self.date_style)

    def m(self, name: str | None, amount: Decimal, style: str | None = None) -> str:
        if name:
            self.set(name, f"{cents(amount):.2f}", currency=self.case.currency)
        return pr.money_text(amount, self.case.currency, style or self.money_style)

    def pm(self, name: str | None, amount: Decimal) -> str:
        """An amount inside a sentence."""
        return self.m(name, amount, self.prose_money)

    def pd(self, name: str | None, d: date) -> str:
        """A date inside a sentence."""
        return self.d(name, d, self.prose_date)

    def name(self) -> str:
        """The customer's name as this document prints it (misspelt where that is planted)."""
        return self.text("customer_name", self.case.typo_name if self.doc.style.get("typo") else self.case.name)

    def pick(self, *options: Any) -> Any:
        return self.rng.choice(options)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    # ------------------------------------------------------------ the customer's deadline
    def deadline(self) -> str | None:
        """Words for the deadline this document states (its plan in style "dl"), truth set; None if none."""
        plan, c, r, d0 = self.doc.style.get("dl"), self.case, self.rng, self.doc.date
        if plan is None:
            return None
        if plan == "move":
            new = c.deadline + timedelta(days=r.choice([5, 7, 9, 12, -4, -5]))
            if new <= d0 + timedelta(days=3):
                new = c.deadline + timedelta(days=8)
            c.deadline = new
            return self._absolute(new)
        if c.deadline is None:
            if c.unresolved:
                c.deadline = c.unresolved
            else:
                words, c.deadline = self._first(d0)
                self.set("customer_deadline", date_truth(c.deadline))
                return words
        if isinstance(c.deadline, str):
            self.set("customer_deadline", c.deadline, unresolved=True)
            return c.deadline
        return self._absolute(c.deadline)

    def _first(self, d0: date) -> tuple[str, date]:
        """A first deadline: relative words resolved against the document date, or a date."""
        r = self.rng
        roll = r.random()
        if d0.weekday() >= 5 and roll < 0.5:
            return "by next Friday", next_weekday(d0, 4)
        if roll < 0.22 and d0.day <= 20:
            return r.choice(["before the end of this month", "before the end of the month"]), month_end(d0)
        if roll < 0.4:
            n = r.choice([7, 10, 15])
            return f"within {n} days", d0 + timedelta(days=n)
        return self._absolute_words(d0 + timedelta(days=r.randrange(10, 24)))

    def _absolute_words(self, d: date) -> tuple[str, date]:
        word = self.rng.choice(["before", "no later than", "until", "at the latest on", "by", "before the"])
        if word == "before the":  # "before the 30/04/2026", a Spanish habit
            return f"before the {pr.date_text(d, 'dmy')}", d
        return f"{word} {pr.date_text(d, self.prose_date)}", d

    def _absolute(self, d: date) -> str:
        words, _ = self._absolute_words(d)
        self.set("customer_deadline", date_truth(d))
        return words

    def deadline_date(self, style: str | None = None) -> str | None:
        """A deadline a form prints as a bare date (a "needed by" box); truth set, None if none."""
        plan, c = self.doc.style.get("dl"), self.case
        if plan is None:
            return None
        if c.deadline is None:
            c.deadline = self.doc.date + timedelta(days=self.rng.randrange(14, 30))
        elif plan == "move":
            c.deadline += timedelta(days=self.rng.choice([6, 8, 10]))
        return self.d("customer_deadline", c.deadline, style)

    def expectation(self, with_dl: list[str], without: list[str]) -> str:
        """The customer's sentence saying what they expect; sets customer_expectation (and the deadline)."""
        dl = self.deadline()
        sentence = (self.rng.choice(with_dl).format(dl=dl) if dl else self.rng.choice(without))
        return self.text("customer_expectation", sentence)

    # ------------------------------------------------------------ shared pieces
    def letterhead(self, dept: str = "") -> None:
        b = self.case.branch
        v = self.rng.randrange(3)
        self.add("head", SHOP if v else b.legal_name)
        if v == 0:
            self.add("small", f"{b.tax_id_label}: {b.tax_id} | {b.address}")
            self.add("small", f"Tel. {b.phone} | {dept or 'ventas'}@{b.mail}")
        elif v == 1:
            self.add("small", b.legal_name)
            self.add("small", b.address)
            self.add("small", f"{b.tax_id_label} {b.tax_id} - Tel. {b.phone}")
        else:
            self.add("small", f"{b.address} - {b.phone} - www.cordillera-print.example")
            self.add("small", f"{b.tax_id_label} {b.tax_id}")
        self.add("gap")

    def sent(self, hour: int, minute: int, lang: str) -> str:
        d = self.doc.date
        if lang == "es":
            return f"{WEEKDAYS_ES[d.weekday()]}, {d.day} de {pr.MONTHS_ES[d.month - 1]} de {d.year} {hour}:{minute:02d}"
        if lang == "pt":
            return (f"{WEEKDAYS_PT[d.weekday()]}, {d.day} de {pr.MONTHS_PT[d.month - 1]} de {d.year} "
                    f"{hour:02d}:{minute:02d}")
        ampm = "AM" if hour < 12 else "PM"
        return (f"{WEEKDAYS_EN[d.weekday()]}, {pr.MONTHS_EN[d.month - 1]} {d.day}, {d.year} "
                f"{(hour - 1) % 12 + 1}:{minute:02d} {ampm}")

    def headers(self, sender: str, to: str, subject: str, cc: str | None = None) -> None:
        """E-mail headers: real ones in an .eml, a mail client's pasted ones (maybe Spanish) in text."""
        r, c = self.rng, self.case
        hour, minute = r.randrange(8, 20), r.randrange(60)
        if self.doc.fmt == "email":
            self.doc.email = {"From": sender, "To": to, "Subject": subject,
                              "Date": email_date(self.doc.date, hour, minute, r.randrange(60), TZ[c.branch.code])}
            if cc:
                self.doc.email["Cc"] = cc
            return
        lang = "pt" if c.branch.code == "BR" and r.random() < 0.6 else r.choice(["es", "en"])
        keys = {"es": ("De", "Enviado el", "Para", "CC", "Asunto"), "pt": ("De", "Enviada em", "Para", "Cc", "Assunto"),
                "en": ("From", "Sent", "To", "Cc", "Subject")}[lang]
        self.doc.email = {keys[0]: sender, keys[1]: self.sent(hour, minute, lang), keys[2]: to}
        if cc:
            self.doc.email[keys[3]] = cc
        self.doc.email[keys[4]] = subject

    def shop_sender(self, dept: str, person: str | None = None) -> str:
        b = self.case.branch
        who = person or f"{SHOP} {b.city}"
        return f"{who} <{dept}@{b.mail}>"

    def customer_address(self) -> str:
        return f"{self.case.cust.contact} <{self.case.cust.mail}>"

    def shop_mail_to_customer(self, dept: str, subject: str, person: str | None = None) -> None:
        self.headers(self.shop_sender(dept, person), self.customer_address(), subject)

    def customer_mail(self, dept: str, subject: str) -> None:
        b = self.case.branch
        cc = f"ventas@{b.mail}" if self.chance(0.3) else None
        self.headers(self.customer_address(), f"{SHOP} <{dept}@{b.mail}>", subject, cc)

    def greeting_to_customer(self) -> str:
        first = self.case.cust.contact.split(" ")[0]
        if self.case.branch.code == "BR":
            return self.pick(f"Olá {first},", f"Prezado(a) {first},", f"Dear {first},")
        return self.pick(f"Estimado(a) {first}:", f"Dear {first},", f"Hola {first},", f"Buen día {first},")

    def staff_signature(self, person: str, role: str) -> None:
        b = self.case.branch
        self.add("gap")
        self.add("line", self.pick("Saludos,", "Best regards,", "Quedamos atentos,", "Atentamente,")
                 if b.code != "BR" else self.pick("Atenciosamente,", "Abraços,", "Best regards,"))
        self.add("line", person)
        self.add("line", f"{role} | {SHOP} {b.city}")
        self.add("line", f"Tel. {b.phone}" + (f" | WhatsApp {whatsapp(b)}" if self.chance(0.5) else ""))
        if self.chance(0.4):
            self.add("small", ("Esta mensagem e seus anexos são confidenciais." if b.code == "BR" else
                               "Este correo y sus anexos son confidenciales.") + " This e-mail and its attachments "
                     "are confidential; if you received it by mistake please delete it.")

    def customer_signoff(self) -> None:
        """Closing, the writer, and for a business the business's name (what customer_name is)."""
        cu = self.case.cust
        self.add("gap")
        self.add("line", self.pick("Best regards,", "Regards,", "Saludos cordiales,", "Thanks and regards,",
                                   "Atentamente,") if cu.branch != "BR" else self.pick("Att.,", "Abraços,",
                                                                                         "Best regards,"))
        if is_business(cu):
            self.add("line", cu.contact)
            self.add("line", cu.role)
            self.add("line", self.name())
        else:
            self.add("line", self.name())
            self.add("line", cu.role)
        if self.chance(0.5):
            self.add("line", f"{cu.city} | {self.pick('Cel.', 'Mobile', 'Tel.')} {customer_phone(self.case)}")

    def sender_block(self, title: str) -> None:
        """A printed letter's top: the sender, the place and date (the document date), the addressee."""
        cu, b = self.case.cust, self.case.branch
        if is_business(cu):
            self.add("head", self.name())
            self.add("small", f"{cu.city} | {tax_label(cu)} {cu.tax_id}")
        else:
            self.add("line", self.name())
            self.add("line", cu.city)
        self.add("gap")
        style = self.pick(*pr.DATE_STYLES[self.case.currency])
        place = cu.city.split(",")[0]
        self.add("rline", f"{place}, {self.d('document_date', self.doc.date, style)}")
        self.add("gap")
        self.add("line", SHOP)
        service = "Atención a clientes / Customer service"
        self.add("line", self.pick(*{"refund": ("Departamento de devoluciones", service),
                                     "warranty": ("Servicio técnico / Service department", f"Sucursal {b.city}"),
                                     "delivery": ("Logística / Shipping department", f"Sucursal {b.city}"),
                                     "rejected": (f"Gerencia Sucursal {b.city}", service)}[self.doc.style["topic"]]))
        self.add("gap")
        self.add("title", title)


def tax_label(cu: Customer) -> str:
    return {"MX": "RFC", "CO": "NIT", "CL": "RUT", "BR": "CNPJ" if is_business(cu) else "CPF",
            "EX": "Tax ID"}[cu.branch]


def whatsapp(b: Branch) -> str:
    return {"MX": "+52 55 6120 4471", "CO": "+57 310 448 2291", "CL": "+56 9 8812 4407", "BR": "+55 11 97731 2208",
            "EX": "+52 55 6120 4480"}[b.code]


def customer_phone(c: Case) -> str:
    n = sum(ord(ch) for ch in c.cust.contact)
    return {"MX": f"+52 477 {n % 900 + 100} {n * 7 % 9000 + 1000}",
            "CO": f"+57 31{n % 10} {n % 900 + 100} {n * 3 % 9000 + 1000}",
            "CL": f"+56 9 {n % 9000 + 1000} {n * 11 % 9000 + 1000}",
            "BR": f"+55 11 9{n % 9000 + 1000}-{n * 5 % 9000 + 1000}",
            "EX": f"+51 9{n % 90 + 10} {n % 900 + 100} {n * 13 % 900 + 100}"}[c.branch.code]
