"""Plan the customer cases and write each document's content and truth together.

A document is a list of layout blocks (what it says) plus its truth fields (what
an exact extractor must read from it). Both come from the same values in one
function, so they cannot disagree. Rendering to pixels/PDF/text is render.py's job.
The other shops reuse Doc, Case, Writer (overriding how values are printed and deadlines
worded), the expectation sentence, case filling, numbering and the conflict check.

Blocks:
    ("head", text)            shop letterhead line (small print)
    ("title", text)           document title
    ("kv", label, value)      a "Label: value" line
    ("para", text)            free prose, wrapped by the renderer
    ("line", text)            one unwrapped line (addresses, signatures)
    ("rline", text)           one line flush right (a date or reference in a corner)
    ("rkv", label, value)     a label and value on the right (a header block, a totals column)
    ("table", header, rows)   invoice line items
    ("gap",)                  vertical space
    ("page",)                 page break (multi-page PDFs only)
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import catalog as cat
from sample_docs.formatting import (
    EUR_DATE_STYLES,
    MONEY_STYLES,
    USD_DATE_STYLES,
    cents,
    collapse,
    date_text,
    date_truth,
    email_date,
    money_text,
    money_truth,
    month_end,
    next_weekday,
)
from sample_docs.plan import PlanOdds, ShopPlan, flag, plan_after_delivery, resolve_deadline_plan
from status.schema import Schema, load_schema

FORMATS = ("text", "clean_image", "noisy_scan", "pdf_text", "pdf_scan")
# Chance that a document of this type is a plain-text e-mail; the rest are printed.
TEXT_SHARE = {
    "refund_request": 0.55, "customer_letter": 0.4, "order_confirmation": 0.5, "shipping_notice": 0.5,
    "refund_execution": 0.35, "refund_approval": 0.15, "invoice": 0.0, "warranty_form": 0.0,
}
PRINT_WEIGHTS = {"clean_image": 0.27, "noisy_scan": 0.26, "pdf_text": 0.27, "pdf_scan": 0.2}
SERIAL_CHARS = "ACDEFGHJKMNPQRTUVWXY234679"  # no 0/O, 1/I/L, 5/S, 8/B: serials are meant to be read


@dataclass
class Doc:
    case_id: str
    doc_type: str
    fmt: str
    date: date
    blocks: list[tuple] = field(default_factory=list)
    fields: dict[str, dict] = field(default_factory=dict)
    email: dict[str, str] | None = None  # headers when fmt == "text"
    style: dict[str, Any] = field(default_factory=dict)  # font family, dpi, ...
    planted_conflicts: list[dict] = field(default_factory=list)
    doc_id: str = ""

    @property
    def file(self) -> str:
        return f"batch/{self.doc_id}"


@dataclass
class Case:
    cid: str
    kind: str
    name: str
    address: str
    email: str
    currency: str
    customer_id: str
    order_id: str
    invoice_number: str
    case_number: str
    order_date: date
    items: list[tuple[str, int, Decimal]]
    tax_label_rate: Decimal
    typo_name: str | None = None
    flags: set[str] = field(default_factory=set)
    deadline: Any = None  # the customer's current deadline: date, or str when unresolved, or None
    docs: list[Doc] = field(default_factory=list)
    # shipping
    carrier: str = ""
    tracking: str = ""
    est_confirm: date | None = None
    est_ship: date | None = None
    # refund
    return_item: tuple[str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    waiver: int | None = None
    fee_basis: str = ""
    promised: date | None = None
    payment_ref: str = ""
    # warranty
    warranty_product: str = ""
    serial: str = ""
    issue: str = ""

    @property
    def subtotal(self) -> Decimal:
        return sum((cents(q * u) for _, q, u in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return cents(self.subtotal * self.tax_label_rate / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    def gross(self, unit: Decimal) -> Decimal:
        return cents(unit * (1 + self.tax_label_rate / 100))


class Writer:
    """Builds one document: blocks and truth fields from the same values."""

    # how a shop prints values: (amount, currency, style) and (date, style) -> text
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)
    GRID_LABEL_CHARS = 22  # `block`'s grid takes a pair whose label is at most this long

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        cur = case.currency
        self.money_style = rng.choice(MONEY_STYLES)
        self.date_style = rng.choice(USD_DATE_STYLES if cur == "USD" else EUR_DATE_STYLES)

    # values: printed text and truth in one call
    def money(self, name: str | None, amount: Decimal) -> str:
        if name:
            self.set(name, money_truth(amount), currency=self.case.currency)
        return self.money_text(amount, self.case.currency, self.money_style)

    def date(self, name: str | None, d: date) -> str:
        if name:
            self.set(name, date_truth(d))
        return self.date_text(d, self.date_style)

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """Words for the deadline d and the date they mean; a shop's writer may word it its own way."""
        return _deadline_phrase(self, d, allow_relative)

    def ident(self, name: str, value: str) -> str:
        self.set(name, value)
        return value

    def text(self, name: str, value: str) -> str:
        self.set(name, collapse(value).rstrip("."))
        return value

    def set(self, name: str, value: str | None, currency: str | None = None, basis: str | None = None,
            unresolved: bool = False) -> None:
        if name not in self.schema.doc_types[self.doc.doc_type].fields:
            raise ValueError(f"{name} is not a field of {self.doc.doc_type}")
        self.doc.fields[name] = {
            "value": value,
            "qualifier": self.schema.fields[name].qualifier,
            "currency": currency,
            "basis": basis,
            "unresolved": unresolved,
        }

    def add(self, *block: Any) -> None:
        self.doc.blocks.append(tuple(block))

    def kv(self, label: str, value: str) -> None:
        self.add("kv", label, value)

    def block(self, pairs: list[tuple[str, str]]) -> None:
        """Label/value pairs in the document's layout (`style["layout"]`: pairs side by side, a grid of three cells
        for short pairs, else one pair a line)."""
        lay = self.doc.style["layout"]
        if lay == "pairs":
            for i in range(0, len(pairs) - 1, 2):
                self.add("kv2", *pairs[i], *pairs[i + 1])
            if len(pairs) % 2:
                self.kv(*pairs[-1])
        elif lay == "grid":
            self.grid(pairs, [p for p in pairs if len(p[1]) <= 22 and len(p[0]) <= self.GRID_LABEL_CHARS])
        else:
            for p in pairs:
                self.kv(*p)

    def grid(self, pairs: list[tuple[str, str]], short: list[tuple[str, str]]) -> None:
        """The `short` pairs three to a row of boxed cells, labels over values; the other pairs one a line."""
        for i in range(0, len(short), 3):
            group = short[i:i + 3]
            self.add("grid", [lab for lab, _ in group], [[val for _, val in group]])
        for p in pairs:
            if p not in short:
                self.kv(*p)

    def finish(self) -> Doc:
        for name in self.schema.doc_types[self.doc.doc_type].fields:
            if name not in self.doc.fields:
                self.doc.fields[name] = {
                    "value": None, "qualifier": self.schema.fields[name].qualifier,
                    "currency": None, "basis": None, "unresolved": False,
                }
        order = self.schema.doc_types[self.doc.doc_type].fields
        self.doc.fields = {k: self.doc.fields[k] for k in order}
        return self.doc


# --------------------------------------------------------------------------- helpers


def _typo(name: str, rng: random.Random) -> str:
    """A plausible misspelling of the surname: two inner letters swapped."""
    first, last = name.split(" ", 1)
    i = rng.randrange(1, len(last) - 2)
    while last[i] == last[i + 1]:
        i = rng.randrange(1, len(last) - 2)
    return f"{first} {last[:i]}{last[i + 1]}{last[i]}{last[i + 2:]}"


def _shop_email_headers(w: Writer, sender: str, subject: str, d: date) -> None:
    r = w.rng
    w.doc.email = {
        "From": f"Northwind Electronics <{sender}@northwind-electronics.example>",
        "To": f"{w.case.name} <{w.case.email}>",
        "Subject": subject,
        "Date": email_date(d, r.randrange(7, 20), r.randrange(60), r.randrange(60),
                           "-0800" if w.case.currency == "USD" else "+0100"),
    }


def _customer_headers(w: Writer, subject: str, d: date) -> None:
    r = w.rng
    w.doc.email = {
        "From": f"{w.case.name} <{w.case.email}>",
        "To": "Northwind Electronics Customer Service <service@northwind-electronics.example>",
        "Subject": subject,
        "Date": email_date(d, r.randrange(7, 23), r.randrange(60), r.randrange(60),
                           "-0800" if w.case.currency == "USD" else "+0100"),
    }


def _letterhead(w: Writer) -> None:
    w.add("head", "Northwind Electronics")
    w.add("line", cat.SHOP_USD if w.case.currency == "USD" else cat.SHOP_EUR)
    w.add("gap")


def _customer_address(w: Writer, d: date) -> None:
    """Printed letters: sender block, date line. The date is the document date."""
    w.add("line", w.case.name)
    w.add("line", w.case.address)
    w.add("gap")
    w.add("line", "Northwind Electronics Customer Service")
    w.add("gap")
    city = w.case.address.split(",")[-1].strip().split(" ")[-1]
    printed = w.date("document_date", d)
    w.add("line", printed if w.rng.random() < 0.5 or w.case.currency == "USD" else f"{city}, {printed}")
    w.add("gap")


def terms_page(w: Writer, page: Sequence[str], chance: float) -> None:
    """Sometimes a second page after a text PDF: the shop's terms (a title, then paragraphs)."""
    if w.doc.fmt == "pdf_text" and w.rng.random() < chance:
        w.add("page")
        w.add("title", page[0])
        for p in page[1:]:
            w.add("para", p)


def _maybe_page2(w: Writer) -> None:
    terms_page(w, cat.TERMS_PAGE, 0.45)


def _deadline_phrase(w: Writer, d: date, allow_relative: bool) -> tuple[str, date]:
    """Words for the deadline d and the date they mean (relative words resolve against the document date)."""
    r = w.rng
    if allow_relative:
        roll = r.random()
        doc_date = w.doc.date
        if doc_date.weekday() >= 5 and r.random() < 0.6:  # from a weekend, "next Friday" is unambiguous
            return "before my trip next Friday", next_weekday(doc_date, 4)
        if roll < 0.24 and doc_date.day <= 18:
            return "by the end of this month", month_end(doc_date)
        if roll < 0.32:
            return "within 14 days", doc_date + timedelta(days=14)
    word = r.choice(["before", "by", "no later than"])
    printed = date_text(d, w.date_style)
    if word == "by" and r.random() < 0.4:
        return f"by {printed} at the latest", d
    return f"{word} {printed}", d


def _expectation(w: Writer, templates_dl: list[str], templates_no: list[str], deadline: Any) -> str:
    """The expectation sentence; sets customer_expectation and customer_deadline truth."""
    r = w.rng
    if deadline is None:
        sentence = r.choice(templates_no)
    elif isinstance(deadline, str):  # unresolved words
        sentence = r.choice(templates_dl).format(dl=deadline)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        phrase, value = w.deadline_words(deadline, bool(w.doc.style.get("relative_ok")))
        sentence = r.choice(templates_dl).format(dl=phrase)
        w.set("customer_deadline", date_truth(value))
        w.case.deadline = value
    w.text("customer_expectation", sentence)
    return sentence


def _sign(w: Writer) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(cat.CLOSINGS))
    w.add("line", w.text("customer_name", w.case.name))


def _refs_line(w: Writer, case_no: bool, cust: bool) -> str:
    parts = []
    if case_no:
        parts.append(f"case {w.ident('case_number', w.case.case_number)}")
    parts.append(f"order {w.ident('order_id', w.case.order_id)}")
    if cust:
        parts.append(f"customer number {w.ident('customer_id', w.case.customer_id)}")
    return ", ".join(parts)


# --------------------------------------------------------------------------- templates


def invoice(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    name = c.typo_name if "typo_here" in w.doc.style else c.name
    _letterhead(w)
    w.add("title", ["INVOICE", "Invoice", "Invoice"][v])
    labels = [
        ("Invoice No", "Invoice date", "Order No", "Order date", "Customer ID", "Bill to"),
        ("Invoice number", "Date issued", "Order number", "Placed on", "Customer number", "Customer"),
        ("Invoice #", "Date", "Order ID", "Ordered on", "Customer no", "Name"),
    ][v]
    w.kv(labels[0], w.ident("invoice_number", c.invoice_number))
    w.kv(labels[1], w.date("document_date", w.doc.date))
    w.kv(labels[2], w.ident("order_id", c.order_id))
    w.kv(labels[3], w.date("order_date", c.order_date))
    w.kv(labels[4], w.ident("customer_id", c.customer_id))
    w.kv(labels[5], w.text("customer_name", name))
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", ["Description", "Qty", "Unit price", "Amount"], rows)
    w.add("gap")
    rate = f"{c.tax_label_rate.normalize():f}%"
    tax_label = ["VAT " + rate, "Tax", "Sales tax" if c.currency == "USD" else "VAT"][v]
    if c.currency == "USD" and v == 0:
        tax_label = f"Sales tax ({rate})"
    w.kv(["Subtotal", "Sub-total", "Subtotal"][v], w.money("subtotal", c.subtotal))
    w.kv(tax_label, w.money("tax_amount", c.tax))
    w.kv(["Total", "Amount due", "Grand total"][v], w.money("order_total", c.total))
    w.add("gap")
    w.add("para", "Paid by card. Thank you for shopping with Northwind Electronics.")
    _maybe_page2(w)


def order_confirmation(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    name = c.typo_name if "typo_here" in w.doc.style else c.name
    est = c.est_confirm
    if w.doc.fmt == "text":
        _shop_email_headers(w, "orders", f"Order confirmation {c.order_id}", w.doc.date)
    else:
        _letterhead(w)
    w.add("title", ["Order confirmation", "Thank you for your order", "Order Confirmation"][v])
    w.add("para", ["Hello " + name.split(" ")[0] + ", we have received your order and are getting it ready.",
                   "Thank you for your order. Here is a summary.",
                   "We confirm the following order."][v])
    labels = [
        ("Order number", "Customer number", "Name", "Order date", "Order total", "Estimated delivery"),
        ("Order no", "Customer ID", "Customer", "Placed on", "Total", "Expected delivery"),
        ("Order ID", "Customer no", "Name", "Ordered on", "Total", "Delivery estimate"),
    ][v]
    w.kv(labels[0], w.ident("order_id", c.order_id))
    w.kv(labels[1], w.ident("customer_id", c.customer_id))
    w.kv(labels[2], w.text("customer_name", name))
    w.kv(labels[3], w.date("order_date", c.order_date))
    w.add("gap")
    for p, q, _ in c.items:
        w.add("line", f"{q} x {p}")
    w.add("gap")
    w.kv(labels[4], w.money("order_total", c.total))
    w.kv(labels[5], w.date("delivery_estimate", est))
    w.add("gap")
    w.add("para", "You will receive another message as soon as your parcel is on its way.")
    _maybe_page2(w)


def shipping_notice(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    if w.doc.fmt == "text":
        _shop_email_headers(w, "shipping", f"Your order {c.order_id} has shipped", w.doc.date)
    else:
        _letterhead(w)
    w.add("title", ["Shipping notice", "Your order has shipped", "Dispatch notice"][v])
    labels = [
        ("Order number", "Customer ID", "Ship to", "Tracking number", "Carrier", "Shipped on",
         "Estimated delivery"),
        ("Order no", "Customer number", "Customer", "Tracking no", "Shipped with", "Ship date",
         "Expected delivery"),
        ("Order ID", "Customer no", "Name", "Tracking number", "Carrier", "Dispatch date",
         "Delivery estimate"),
    ][v]
    w.kv(labels[0], w.ident("order_id", c.order_id))
    w.kv(labels[1], w.ident("customer_id", c.customer_id))
    w.kv(labels[2], w.text("customer_name", c.name))
    w.kv(labels[3], w.ident("tracking_number", c.tracking))
    w.kv(labels[4], w.text("carrier", c.carrier))
    w.kv(labels[5], w.date("ship_date", w.doc.date))
    w.kv(labels[6], w.date("delivery_estimate", c.est_ship))
    w.add("gap")
    w.add("para", "You can follow your parcel on the carrier's website with the number above.")
    _maybe_page2(w)


def refund_request(w: Writer) -> None:
    c, r = w.case, w.rng
    item = c.return_item
    with_case = "rr_case_no" in w.doc.style
    if w.doc.fmt == "text":
        subj = f"Refund request for order {c.order_id}" + (f" ({c.case_number})" if with_case else "")
        _customer_headers(w, subj, w.doc.date)
        w.set("document_date", date_truth(w.doc.date))
    else:
        _customer_address(w, w.doc.date)
        w.add("title", r.choice(["Refund request", "Return request"]))
    w.add("line", r.choice(cat.GREETINGS_REQUEST))
    w.add("gap")
    refs = _refs_line(w, with_case, r.random() < 0.8)
    w.add("para", f"I am writing about my recent order ({refs}) and want to request a refund.")
    reason = c.reason
    w.text("return_reason", reason)
    w.add("para", f"I am returning the {item[0]} because {reason}. "
                  f"Please arrange a refund of {w.money('refund_requested', c.requested)} to my original "
                  "payment method.")
    sentence = _expectation(w, cat.EXPECT_REFUND_DL, cat.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", f"{sentence} Thank you for your help.")
    _sign(w)


def refund_approval(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    rejected = c.kind == "rejected"
    if w.doc.fmt == "text":
        _shop_email_headers(w, "returns", f"Refund decision for case {c.case_number}", w.doc.date)
    else:
        _letterhead(w)
    w.add("title", "Refund decision" if rejected else ["Refund approval", "Refund approved", "Refund approval"][v])
    labels = [("Case number", "Order number", "Customer ID", "Customer"),
              ("Case no", "Order no", "Customer number", "Name"),
              ("Case number", "Order ID", "Customer no", "Customer name")][v]
    w.kv(labels[0], w.ident("case_number", c.case_number))
    w.kv(labels[1], w.ident("order_id", c.order_id))
    w.kv(labels[2], w.ident("customer_id", c.customer_id))
    w.kv(labels[3], w.text("customer_name", c.name))
    w.kv(["Approval date", "Approved on", "Approval date"][v] if not rejected else "Date",
         w.date("approval_date" if not rejected else None, w.doc.date))
    w.add("gap")
    if rejected:
        w.add("para", "We have inspected the returned item. It shows physical damage that is not covered by our "
                      "return policy, so we cannot accept the return.")
        w.kv("Status", "rejected")
        w.set("refund_status", "rejected")
        w.add("gap")
        w.add("para", "The item will be sent back to you free of charge.")
        _maybe_page2(w)
        return
    w.add("para", "We have reviewed your return and approved a refund as detailed below.")
    if c.eligible != c.approved or r.random() < 0.5:
        w.kv(["Eligible amount", "Amount eligible for refund", "Eligible amount"][v],
             w.money("refund_eligible", c.eligible))
    if c.waiver is not None:
        basis = c.fee_basis
        w.kv(["Fee waiver", "Fee waived", "Waiver"][v], f"{c.waiver}% of the {basis}")
        w.set("fee_waiver_percent", str(c.waiver), basis=basis)
    w.kv(["Approved refund", "Refund approved", "Approved amount"][v], w.money("refund_approved", c.approved))
    w.kv(["Will be credited by", "To be paid no later than", "Promised refund date"][v],
         w.date("promised_date", c.promised))
    w.kv("Status", "approved")
    w.set("refund_status", "approved")
    w.add("gap")
    w.add("para", "The amount will be paid to the payment method used for the order. You will receive a "
                  "separate payment notice once the transfer has been made.")
    _maybe_page2(w)


def refund_execution(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    if w.doc.fmt == "text":
        _shop_email_headers(w, "payments", ["Payment notice", "Remittance advice", "Refund confirmation"][v]
                            + f" {c.payment_ref}", w.doc.date)
    else:
        _letterhead(w)
    w.add("title", ["Payment notice", "Remittance advice", "Refund confirmation"][v])
    w.add("para", "This notice confirms a payment from Northwind Electronics to you.")
    labels = [
        ("Payment reference", "Case number", "Order number", "Customer ID", "Name", "Amount refunded",
         "Value date"),
        ("Transaction ID", "Case no", "Order no", "Customer number", "Customer", "Refunded", "Processed on"),
        ("Payment reference", "Case number", "Order ID", "Customer no", "Customer name", "Amount credited",
         "Credited on"),
    ][v]
    w.kv(labels[0], w.ident("payment_reference", c.payment_ref))
    w.kv(labels[1], w.ident("case_number", c.case_number))
    w.kv(labels[2], w.ident("order_id", c.order_id))
    w.kv(labels[3], w.ident("customer_id", c.customer_id))
    w.kv(labels[4], w.text("customer_name", c.name))
    w.kv(labels[5], w.money("refund_executed", c.approved))
    w.kv(labels[6], w.date("execution_date", w.doc.date))
    w.kv("Payment method", r.choice(["Visa card ending 4821", "Mastercard ending 9035", "PayPal",
                                     "Bank transfer"]))
    w.kv("Status", "executed")
    w.set("refund_status", "executed")
    w.add("gap")
    w.add("para", "Depending on your bank it may take a few days until the amount appears on your statement.")
    _maybe_page2(w)


def warranty_form(w: Writer) -> None:
    c, r = w.case, w.rng
    v = r.randrange(2)
    _letterhead(w)
    w.add("title", ["Warranty claim form", "Warranty Claim"][v])
    labels = [("Case number", "Date", "Order number", "Customer ID", "Customer name", "Product",
               "Serial number", "Fault description", "Deadline"),
              ("Case no", "Form date", "Order no", "Customer number", "Name", "Model", "S/N",
               "Problem", "Replacement needed by")][v]
    w.kv(labels[0], w.ident("case_number", c.case_number))
    w.kv(labels[1], w.date("document_date", w.doc.date))
    w.kv(labels[2], w.ident("order_id", c.order_id))
    w.kv(labels[3], w.ident("customer_id", c.customer_id))
    w.kv(labels[4], w.text("customer_name", c.name))
    w.kv(labels[5], w.text("product_name", c.warranty_product))
    w.kv(labels[6], w.ident("serial_number", c.serial))
    w.kv(labels[7], w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(labels[8], w.date("customer_deadline", deadline))
    else:
        w.kv(labels[8], "-")
    w.add("gap")
    w.add("para", "Please enclose this form with the device. Our service centre will contact you after the "
                  "inspection.")
    w.add("gap")
    w.add("line", "Signature: " + c.name)


def customer_letter(w: Writer) -> None:
    c, r = w.case, w.rng
    if w.doc.fmt == "text":
        _customer_headers(w, f"{c.case_number} / order {c.order_id}", w.doc.date)
        w.set("document_date", date_truth(w.doc.date))
    else:
        _customer_address(w, w.doc.date)
        w.add("line", "Re: " + _refs_line(w, True, r.random() < 0.6))
        w.add("gap")
    w.add("line", r.choice(cat.GREETINGS_LETTER))
    w.add("gap")
    if w.doc.fmt == "text":
        w.add("para", f"I am writing about {_refs_line(w, True, r.random() < 0.6)}.")
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    moved = "moved_deadline" in w.doc.style
    if topic == "refund":
        if quoted is not None:
            how = r.choice(["you approved a refund of {}", "the approved refund of {} was confirmed to me"])
            w.add("para", "Thank you for your message. In it " + how.format(w.money("refund_approved", quoted))
                  + ", but the money has not been credited to my card yet.")
        else:
            w.add("para", "Thank you for your message about my return. Unfortunately I still have not "
                          "received the money on my card.")
        tmpl_dl, tmpl_no = cat.EXPECT_REFUND_DL, cat.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", "Thank you for handling my return; you approved a refund of "
                  + w.money("refund_approved", quoted) + " and it has arrived.")
        w.add("para", f"I recently sent in my {c.warranty_product} under the warranty and have not heard "
                      "back from your service centre.")
        tmpl_dl, tmpl_no = cat.EXPECT_REPAIR_DL, cat.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", "My parcel has still not arrived and the tracking page has shown no update for "
                      "several days.")
        tmpl_dl, tmpl_no = cat.EXPECT_DELIVERY_DL, cat.EXPECT_DELIVERY_DL
    else:  # rejected
        w.add("para", "I do not agree with your decision to reject my return. The damage was already there "
                      "when the parcel arrived, and I reported it on the same day.")
        tmpl_dl, tmpl_no = cat.EXPECT_REJECTED, cat.EXPECT_REJECTED
    if moved:
        w.add("para", "Please note that my plans have changed.")
    sentence = _expectation(w, tmpl_dl, tmpl_no, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Thank you in advance.", "I look forward to your reply.",
                                             "Please let me know how you will proceed."]))
    _sign(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval,
    "refund_execution": refund_execution, "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning

KINDS = (["refund"] * 8 + ["refund_letter"] * 7 + ["warranty"] * 5 + ["refund_warranty"] * 4
         + ["rejected"] * 2 + ["delivery"] * 2)
EXT = {"text": "txt", "clean_image": "png", "noisy_scan": "jpg", "pdf_text": "pdf", "pdf_scan": "pdf"}
FONT_FAMILIES = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")


@dataclass
class Batch:
    docs: list[Doc]
    cases: list[Case]
    conflicts: list[dict]


def _unique(rng: random.Random, used: set[str], make) -> str:
    while True:
        value = make()
        if value not in used:
            used.add(value)
            return value


def _pick_format(rng: random.Random, doc_type: str) -> str:
    if rng.random() < TEXT_SHARE[doc_type]:
        return "text"
    fmts = list(PRINT_WEIGHTS)
    return rng.choices(fmts, weights=[PRINT_WEIGHTS[f] for f in fmts])[0]


def _doc_style(rng: random.Random, fmt: str) -> dict[str, Any]:
    return {
        "font": rng.choice(FONT_FAMILIES),
        "size": rng.choice([10, 10.5, 11]) if fmt != "noisy_scan" else rng.choice([10.5, 11, 11.5]),
        "dpi": 150 if fmt in ("clean_image", "pdf_scan") else 200,
        "aligned": rng.random() < 0.5,  # values in a column instead of right after the label
        "scan_noise": fmt == "pdf_scan" and rng.random() < 0.5,  # a photocopied look, or a clean scan
    }


def _wrong_amount(case: Case, rng: random.Random) -> Decimal:
    """What a customer misremembers: the requested amount, a rounded one, or a typo."""
    options = []
    if case.requested != case.approved:
        options.append(case.requested)
    options.append(cents(case.approved + rng.choice([10, 20, 25, 50])))
    digits = f"{case.approved:.2f}".replace(".", "")
    if len(digits) >= 4 and digits[-3] != digits[-4]:
        swapped = digits[:-4] + digits[-3] + digits[-4] + digits[-2:]
        options.append(cents(Decimal(swapped) / 100))
    return rng.choice(options)


def _make_case(i: int, kind: str, person: tuple[str, str], rng: random.Random, used: set[str]) -> Case:
    name, address = person
    usd = name in cat.USD_CUSTOMERS
    n_items = rng.choice([1, 1, 2, 2, 3, 4])
    products = rng.sample(cat.PRODUCTS, n_items)
    if kind in ("warranty", "refund_warranty") and not any(p in cat.WARRANTY_PRODUCTS for p, _ in products):
        wp = rng.choice(cat.WARRANTY_PRODUCTS)
        products[0] = next(p for p in cat.PRODUCTS if p[0] == wp)
    items = [(p, rng.choice([1, 1, 1, 2]) if price < 100 else 1, price) for p, price in products]
    first, last = name.lower().split(" ", 1)
    case = Case(
        cid=f"C{i:02d}", kind=kind, name=name, address=address,
        email=f"{first}.{last.replace(' ', '')}@{rng.choice(['example.com', 'example.net', 'example.org'])}",
        currency="USD" if usd else "EUR",
        customer_id=_unique(rng, used, lambda: f"CUST-{rng.randrange(100, 99999):05d}"),
        order_id=_unique(rng, used, lambda: f"ORD-{rng.randrange(100000, 999999)}"),
        invoice_number=_unique(rng, used, lambda: f"INV-{rng.randrange(100000, 999999)}"),
        case_number=_unique(rng, used, lambda: f"CASE-2026-{rng.randrange(1, 9999):04d}"),
        order_date=date(2026, 1, 5) + timedelta(days=rng.randrange(0, 60)),
        items=items,
        tax_label_rate=Decimal("8") if usd else rng.choice([Decimal("19"), Decimal("20")]),
    )
    case.carrier = rng.choice(cat.CARRIERS_USD if usd else cat.CARRIERS_EUR)
    case.tracking = _unique(rng, used, lambda: "TRK" + "".join(rng.choice(string.digits) for _ in range(10)))
    case.payment_ref = _unique(rng, used, lambda: f"PAY-{rng.randrange(10**7, 10**8)}")
    case.serial = _unique(rng, used, lambda: "SN-" + "".join(rng.choice(SERIAL_CHARS) for _ in range(8)))
    case.return_item = rng.choice(items)
    wp = [it for it in items if it[0] in cat.WARRANTY_PRODUCTS]
    case.warranty_product = (wp[0] if wp else items[0])[0]
    if kind == "refund_warranty" and len(items) > 1:
        others = [it for it in items if it[0] != case.warranty_product]
        case.return_item = rng.choice(others)
    case.reason = rng.choice(cat.RETURN_REASONS)
    case.issue = rng.choice(cat.ISSUES)
    case.requested = case.gross(case.return_item[2])
    price_refund(case, rng, 0.45, ["restocking fee", "return shipping fee"], Decimal("0.1"), Decimal("6.90"),
                 [None, 50, 100])
    return case


def price_refund(case: Case, rng: random.Random, fee_chance: float, bases: Sequence[str], restocking: Decimal,
                 flat_fee: Decimal, waivers: Sequence[int | None]) -> None:
    """Set the eligible and approved refund: with fee_chance a fee comes off the requested amount
    (a restocking share, or a flat fee for any other basis), and part or all of it may be waived."""
    if rng.random() < fee_chance:
        case.fee_basis = rng.choice(bases)
        fee = cents(case.requested * restocking) if case.fee_basis == "restocking fee" else flat_fee
        case.eligible = case.requested - fee
        case.waiver = rng.choice(waivers)
        case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
    else:
        case.eligible = case.approved = case.requested


def _new_doc(case: Case, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
    fmt = _pick_format(rng, doc_type)
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**_doc_style(rng, fmt), **style})
    case.docs.append(doc)
    return doc


def _plan_docs(case: Case, rng: random.Random, conflicts: set[str]) -> None:
    """Decide which documents a case has, their dates, and what each says about the deadline
    (a deadline plan, see sample_docs/plan.py)."""
    k = case.kind
    est_change = "delivery_estimate" in conflicts
    ship = case.order_date + timedelta(days=rng.randrange(1, 4))
    case.est_confirm = ship + timedelta(days=rng.randrange(2, 5))
    case.est_ship = case.est_confirm + timedelta(days=rng.randrange(2, 5)) if est_change else case.est_confirm
    delivered = case.est_ship
    has_oc = est_change or k in ("delivery", "refund_warranty") or rng.random() < 0.5
    has_ship = est_change or k in ("delivery", "refund_warranty") or rng.random() < 0.55
    typo = "customer_name" in conflicts
    if has_oc:
        _new_doc(case, "order_confirmation", case.order_date, rng, **({"typo_here": 1} if typo else {}))
    inv_typo = typo and (not has_oc or rng.random() < 0.5)
    _new_doc(case, "invoice", case.order_date + timedelta(days=rng.randrange(0, 2)), rng,
             **({"typo_here": 1} if inv_typo else {}))
    if has_ship:
        _new_doc(case, "shipping_notice", ship, rng)
    plan_after_delivery(case, rng, conflicts, delivered, SHOP_PLAN)


SHOP_PLAN = ShopPlan(
    odds=PlanOdds(
        request_after=(3, 12), request_deadline=0.6, request_deadline_days=(10, 26), approval_after=(2, 6),
        promise_after=(7, 14), letter_after=(2, 5), letter_deadline=0.3, letter_deadline_days=(7, 15),
        move_days=(5, 13), rejected_letter_after=(2, 7), execution_after=(2, 4), warranty_after=(20, 45),
        warranty_after_last=(4, 9), warranty_deadline_days=(14, 30), warranty_restate=0.7,
        warranty_letter_after=(5, 11), delivery_letter_after=(3, 7),
    ),
    new_doc=_new_doc, wrong_amount=_wrong_amount, unresolved_deadlines=cat.UNRESOLVED_DEADLINES,
    extras={"refund_request": lambda rng: flag(rng, "rr_case_no", 0.5)},
)


def _write(case: Case, doc: Doc, schema: Schema, rng: random.Random) -> None:
    """Resolve the document's deadline plan against the case, then fill its template."""
    resolve_deadline_plan(case, doc)
    w = Writer(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()


CONFLICT_KINDS = {
    "refund_approved": "approved_amount_mismatch",
    "customer_deadline": "deadline_changed",
    "customer_name": "misspelled_name",
    "delivery_estimate": "delivery_estimate_changed",
}
# Fields whose values legitimately differ between documents of one case.
VARYING_FIELDS = {"document_date", "customer_expectation", "refund_status"}


def _stated(case: Case, name: str) -> list[tuple[Doc, Any]]:
    return [(d, d.fields[name]["value"]) for d in case.docs
            if name in d.fields and d.fields[name]["value"] is not None]


def _collect_conflicts(cases: list[Case], planted: dict[str, set[str]]) -> list[dict]:
    """List every planted conflict and check that no other disagreement slipped in."""
    out = []
    for case in cases:
        names = {n for d in case.docs for n in d.fields} - VARYING_FIELDS
        for name in sorted(names):
            stated = _stated(case, name)
            values = list(dict.fromkeys(v for _, v in stated))
            if name not in planted[case.cid]:
                if len(values) > 1:
                    raise AssertionError(f"{case.cid}: unplanned conflict on {name}: {values}")
                continue
            if len(values) != 2:
                raise AssertionError(f"{case.cid}: planted conflict on {name} has values {values}")
            entry = {"case_id": case.cid, "field": name, "kind": CONFLICT_KINDS[name], "values": values,
                     "doc_ids": [d.doc_id for d, _ in stated]}
            out.append(entry)
            for d, _ in stated:
                d.planted_conflicts.append({"field": name, "kind": entry["kind"], "values": values})
    return out


def fill_case(case: Case, planted: set[str], schema: Schema, rng: random.Random,
              plan_docs: Callable[[Case, random.Random, set[str]], None],
              write: Callable[[Case, Doc, Schema, random.Random], None]) -> Case:
    """Misspell the name where that is planted, plan the case's documents, then write each in plan order."""
    if "customer_name" in planted:
        case.typo_name = _typo(case.name, rng)
    plan_docs(case, rng, planted)
    for doc in case.docs:
        write(case, doc, schema, rng)
    return case


def number_docs(cases: list[Case], rng: random.Random, prefix: str, ext: Mapping[str, str]) -> list[Doc]:
    """All documents in a shuffled order, so that an ID says nothing of its case; numbered in that order."""
    docs = [d for c in cases for d in c.docs]
    rng.shuffle(docs)
    for n, doc in enumerate(docs, 1):
        doc.doc_id = f"{prefix}{n:04d}.{ext[doc.fmt]}"
    return docs


def build_batch(seed: int = 7, schema: Schema | None = None) -> Batch:
    """All cases and documents (content + truth) for one seed. No files are written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    people = rng.sample(cat.CUSTOMERS, len(kinds))
    cids = [f"C{i + 1:02d}" for i in range(len(kinds))]
    by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    planted: dict[str, set[str]] = {c: set() for c in cids}
    for c in rng.sample(by_kind("refund_letter"), 6) + rng.sample(by_kind("refund_warranty"), 1):
        planted[c].add("refund_approved")
    for c in (rng.sample(by_kind("refund_letter"), 2) + rng.sample(by_kind("warranty"), 2)
              + rng.sample(by_kind("refund_warranty"), 1)):
        planted[c].add("customer_deadline")
    for c in rng.sample(cids, 4):
        planted[c].add("customer_name")
    for c in by_kind("delivery") + rng.sample(by_kind("refund"), 1):
        planted[c].add("delivery_estimate")

    used: set[str] = set()
    cases = [fill_case(_make_case(n, kind, person, rng, used), planted[cid], schema, rng, _plan_docs, _write)
             for n, (cid, kind, person) in enumerate(zip(cids, kinds, people), 1)]
    docs = number_docs(cases, rng, "NW-", EXT)
    conflicts = _collect_conflicts(cases, planted)
    return Batch(docs=docs, cases=cases, conflicts=conflicts)


def truth_row(doc: Doc) -> dict[str, Any]:
    row: dict[str, Any] = {
        "doc_id": doc.doc_id, "file": doc.file, "format": doc.fmt, "doc_type": doc.doc_type,
        "case_id": doc.case_id, "document_date": doc.date.isoformat(), "fields": doc.fields,
    }
    if doc.planted_conflicts:
        row["planted_conflicts"] = doc.planted_conflicts
    return row
