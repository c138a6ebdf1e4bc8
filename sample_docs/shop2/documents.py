"""Shop 2 (Oakridge Audio Supply): plan cases, write each document's content and truth together.

A held-out validation set: another company's wording, layouts and identifier shapes
(sales orders `SO-104233`, clients `CL-207781`, returns `RMA-2604-117`, refunds
`RF-260419883`, carrier tracking numbers), US money and dates printed many ways.
Truth uses the first shop's format and the default schema's fields (sample_docs/README.md),
so an extractor is scored here with the schema it ships with.

Blocks (drawn by shop2/render.py; text and e-mails by the same module):
    ("banner", text)                     company name, large
    ("small", text)                      one small line (address, footer)
    ("title", text)                      document title
    ("kv", label, sep, value)            label and value on one line ("Client: CL-...", "Ref. SO-...")
    ("stack", label, value)              label on one line, the value on the line below
    ("kv2", (label, value), (label, value))  two pairs side by side
    ("grid", labels, values)             a row of column labels, the values in the row below
    ("table", header, rows)              line items, last columns right-aligned
    ("para", text), ("line", text), ("right", text), ("rule",), ("gap",), ("page",)
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Batch, Doc, Writer, _collect_conflicts, _unique, truth_row  # noqa: F401  (re-exported)
from sample_docs.formatting import NBSP, cents, date_truth, money_truth, month_end
from sample_docs.plan import resolve_deadline_plan
from sample_docs.shop2 import vocab as V
from status.schema import Schema, load_schema

MONEY_STYLES = ("code", "code_dot", "dollar", "dollar_short", "suffix", "us_dollar")
DATE_STYLES = ("mon_d_y", "d_mon_y", "month_ord", "us_num", "iso_slash", "weekday")
EXT = {"text": "txt", "email": "eml", "clean_image": "png", "noisy_scan": "jpg", "fax": "tif",
       "pdf_text": "pdf", "pdf_scan": "pdf", "noisy_pdf_scan": "pdf"}
NOISY_FORMATS = ("noisy_scan", "fax", "noisy_pdf_scan")
# Chance that a document of this type arrives as an e-mail (.eml or pasted .txt); the rest are printed.
MAIL_SHARE = {"order_confirmation": 0.45, "shipping_notice": 0.5, "refund_request": 0.5, "refund_approval": 0.3,
              "refund_execution": 0.35, "customer_letter": 0.45}
PRINT_WEIGHTS = {"clean_image": 0.14, "noisy_scan": 0.28, "fax": 0.1, "pdf_text": 0.22, "pdf_scan": 0.1,
                 "noisy_pdf_scan": 0.16}
FONTS = ("helvetica", "times", "courier")


def money_text(amount: Decimal, style: str) -> str:
    """How this shop prints a US amount: 'USD 79.00', 'USD. 79.00', '$79.00', '$79', '79.00 USD', 'US$ 79.00'."""
    num = f"{cents(amount):,.2f}"
    if style == "code":
        return f"USD{NBSP}{num}"
    if style == "code_dot":
        return f"USD.{NBSP}{num}"
    if style == "dollar_short" and num.endswith(".00"):
        return "$" + num[:-3]
    if style in ("dollar", "dollar_short"):
        return "$" + num
    if style == "suffix":
        return f"{num}{NBSP}USD"
    return f"US${NBSP}{num}"


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """'Apr 3, 2026', '03-Apr-2026', 'April 3rd, 2026', '04/03/2026' (month first), '2026/04/03',
    'Friday, April 3, 2026'."""
    mon, month = d.strftime("%b"), d.strftime("%B")
    if style == "mon_d_y":
        return f"{mon}{NBSP}{d.day},{NBSP}{d.year}"
    if style == "d_mon_y":
        return f"{d.day:02d}-{mon}-{d.year}"
    if style == "month_ord":
        return f"{month}{NBSP}{_ordinal(d.day)},{NBSP}{d.year}"
    if style == "us_num":
        return d.strftime("%m/%d/%Y")
    if style == "iso_slash":
        return d.strftime("%Y/%m/%d")
    return f"{d.strftime('%A')},{NBSP}{month}{NBSP}{d.day},{NBSP}{d.year}"


@dataclass
class Case:
    cid: str
    kind: str
    name: str
    street: str
    city: str
    email: str
    customer_id: str
    order_id: str
    rma: str
    payment_ref: str
    order_date: date
    items: list[tuple[str, int, Decimal]]
    tax_rate: Decimal
    shipping: Decimal
    carrier: str
    tracking: str
    card: str
    typo_name: str | None = None
    docs: list[Doc] = field(default_factory=list)
    deadline: Any = None
    est_confirm: date | None = None
    est_ship: date | None = None
    return_item: tuple[str, int, Decimal] | None = None
    reason: str = ""
    requested: Decimal = Decimal("0")
    eligible: Decimal = Decimal("0")
    approved: Decimal = Decimal("0")
    waiver: int | None = None
    promised: date | None = None

    @property
    def subtotal(self) -> Decimal:
        return sum((cents(q * u) for _, q, u in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return cents(self.subtotal * self.tax_rate / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.shipping + self.tax

    @property
    def first(self) -> str:
        return self.name.split(" ")[0]


class ShopWriter(Writer):
    """The first shop's Writer (truth slots, null filling, schema order) with this shop's printing."""

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng  # type: ignore[assignment]
        self.money_style = rng.choice(MONEY_STYLES)
        self.date_style = rng.choice(DATE_STYLES)

    def money(self, name: str | None, amount: Decimal) -> str:
        if name:
            self.set(name, money_truth(amount), currency="USD")
        return money_text(amount, self.money_style)

    def date(self, name: str | None, d: date) -> str:
        if name:
            self.set(name, date_truth(d))
        return date_text(d, self.date_style)

    def kv(self, label: str, value: str, sep: str = ":") -> None:  # type: ignore[override]
        self.add("kv", label, sep, value)


# --------------------------------------------------------------------------- shared pieces


def _letterhead(w: ShopWriter) -> None:
    w.add("banner", V.SHOP.upper() if w.rng.random() < 0.5 else V.SHOP)
    w.add("small", V.SHOP_ADDRESS)
    w.add("rule")


def _is_mail(w: ShopWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def _shop_mail(w: ShopWriter, sender: str, subject: str) -> None:
    r = w.rng
    w.doc.email = {
        "Date": _mail_date(w),
        "From": f"Oakridge Audio <{sender}@{V.SHOP_DOMAIN}>",
        "To": f"\"{w.case.name}\" <{w.case.email}>",
        "Subject": subject,
    }
    w.doc.style["message_id"] = f"<{r.randrange(10**9, 10**10)}.{sender}@{V.SHOP_DOMAIN}>"


def _client_mail(w: ShopWriter, subject: str) -> None:
    r = w.rng
    w.doc.email = {
        "Date": _mail_date(w),
        "From": f"{w.case.name} <{w.case.email}>",
        "To": f"support@{V.SHOP_DOMAIN}",
        "Subject": subject,
    }
    w.doc.style["message_id"] = f"<{r.randrange(10**9, 10**10)}@mail.example.net>"


def _mail_date(w: ShopWriter) -> str:
    """RFC 5322 date in US Eastern time."""
    d, r = w.doc.date, w.rng
    return f"{d.strftime('%a')}, {d.day} {d.strftime('%b')} {d.year} {r.randrange(8, 21):02d}:{r.randrange(60):02d}:" \
           f"{r.randrange(60):02d} -0400"


def _maybe_policy_page(w: ShopWriter) -> None:
    if w.doc.fmt == "pdf_text" and w.rng.random() < 0.4:
        w.add("page")
        w.add("title", V.RETURN_POLICY[0])
        for p in V.RETURN_POLICY[1:]:
            w.add("para", p)


def _footer(w: ShopWriter) -> None:
    w.add("gap")
    w.add("small", V.FOOTER)


def _deadline_words(w: ShopWriter, deadline: Any) -> str | None:
    """Words for the customer's deadline; sets customer_deadline truth (relative words resolved
    against the document date; words no date resolves kept verbatim, unresolved)."""
    if deadline is None:
        return None
    if isinstance(deadline, str):
        w.set("customer_deadline", deadline, unresolved=True)
        return deadline
    r, doc_date = w.rng, w.doc.date
    roll = r.random()
    if w.doc.style.get("relative_ok") and roll < 0.2:
        w.set("customer_deadline", date_truth(doc_date + timedelta(days=14)))
        w.case.deadline = doc_date + timedelta(days=14)
        return "within two weeks"
    if w.doc.style.get("relative_ok") and roll < 0.35 and doc_date.day <= 15:
        w.set("customer_deadline", date_truth(month_end(doc_date)))
        w.case.deadline = month_end(doc_date)
        return "by the end of the month"
    word = r.choice(["by", "before", "no later than"])
    return f"{word} {w.date('customer_deadline', deadline)}"


def _expectation(w: ShopWriter, with_dl: list[str], without: list[str], deadline: Any) -> str:
    words = _deadline_words(w, deadline)
    sentence = w.rng.choice(with_dl).format(dl=words) if words else w.rng.choice(without)
    w.text("customer_expectation", sentence)
    return sentence


def _sign(w: ShopWriter) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(V.SIGN_OFFS))
    w.add("line", w.text("customer_name", w.case.name))


# --------------------------------------------------------------------------- shop documents


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = c.typo_name if "typo_here" in w.doc.style else c.name
    if _is_mail(w):
        _shop_mail(w, "orders", f"We've got your order! ({c.order_id})")
        w.add("line", f"Hi {name.split(' ')[0]},")
        w.add("para", f"Thanks for shopping with Oakridge Audio. Your sales order {w.ident('order_id', c.order_id)} "
                      f"was placed on {w.date('order_date', c.order_date)} and is being packed.")
        w.kv("Account #", w.ident("customer_id", c.customer_id))
        w.kv("Ship to", w.text("customer_name", name))
        w.add("line", f"{c.street}, {c.city}")
        w.add("gap")
    else:
        _letterhead(w)
        w.add("title", r.choice(["ORDER ACKNOWLEDGEMENT", "Sales Order Confirmation"]))
        labels = ["Sales order", "Order placed", "Client"]
        values = [w.ident("order_id", c.order_id), w.date("order_date", c.order_date)]
        if r.random() < 0.85:
            values.append(w.ident("customer_id", c.customer_id))
        w.add("grid", labels[:len(values)], values)
        w.add("gap")
        w.add("stack", "Sold to", w.text("customer_name", name))
        w.add("line", c.street)
        w.add("line", c.city)
        w.add("gap")
    rows = [[str(q), p, w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", ["Qty", "Item", "Unit", "Ext."], rows)
    w.add("gap")
    w.kv("Merchandise", w.money(None, c.subtotal))
    w.kv("Shipping & handling", w.money(None, c.shipping) if c.shipping else "FREE")
    w.kv(f"Sales tax ({c.tax_rate.normalize():f}%)", w.money(None, c.tax))
    w.kv(r.choice(["Amount charged", "Grand total", "Amount due", "Total charged"]), w.money("order_total", c.total))
    if c.est_confirm and (r.random() < 0.8 or "estimate_shown" in w.doc.style):
        w.add("gap")
        label = r.choice(["Expected arrival", "Arrives by", "Est. arrival"])
        if _is_mail(w):
            w.kv(label, w.date("delivery_estimate", c.est_confirm))
        else:
            w.add("stack", label, w.date("delivery_estimate", c.est_confirm))
    _footer(w)
    _maybe_policy_page(w)


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    ship = w.doc.date
    if _is_mail(w):
        _shop_mail(w, "shipping", f"Your Oakridge package is on the way - {c.order_id}")
        w.add("line", f"Hello {w.text('customer_name', c.name)},")
        w.add("para", f"Good news! Sales order {w.ident('order_id', c.order_id)} left our Columbus warehouse on "
                      f"{w.date('ship_date', ship)}, traveling via {w.text('carrier', c.carrier)}.")
        w.kv("Tracking", w.ident("tracking_number", c.tracking))
        if c.est_ship:
            w.add("para", f"It should reach you by {w.date('delivery_estimate', c.est_ship)}.")
        _footer(w)
        return
    _letterhead(w)
    w.add("title", r.choice(["SHIPMENT NOTIFICATION", "Packing Slip / Shipping Notice"]))
    if r.random() < 0.5:
        w.add("kv2", ("Sales order", w.ident("order_id", c.order_id)), ("Ship date", w.date("ship_date", ship)))
        w.add("kv2", ("Client", w.ident("customer_id", c.customer_id)),
              ("Carrier", w.text("carrier", c.carrier)))
        w.add("gap")
        w.add("stack", "Deliver to", w.text("customer_name", c.name))
        w.add("line", f"{c.street}, {c.city}")
        w.add("gap")
        w.add("stack", "Tracking number", w.ident("tracking_number", c.tracking))
    else:
        w.add("grid", ["Order", "Shipped", "Service"],
              [w.ident("order_id", c.order_id), w.date("ship_date", ship), w.text("carrier", c.carrier)])
        w.add("gap")
        w.kv("Recipient", w.text("customer_name", c.name))
        w.kv("Tracking #", w.ident("tracking_number", c.tracking), sep="")
    if c.est_ship:
        w.add("gap")
        w.kv(r.choice(["Estimated delivery", "Expected arrival"]), w.date("delivery_estimate", c.est_ship))
    w.add("gap")
    rows = [[str(q), p, "", ""] for p, q, _ in c.items]
    w.add("table", ["Qty", "Item", "", ""], rows)
    _footer(w)


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    if _is_mail(w):
        _shop_mail(w, "returns", f"{c.rma}: decision on your return")
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        if rejected:
            w.add("para", f"We have inspected the item you returned under {w.ident('case_number', c.rma)} "
                          f"(order {w.ident('order_id', c.order_id)}). Unfortunately it shows liquid damage, "
                          "which our return policy does not cover, and your refund request has been declined.")
            w.set("refund_status", "rejected")
            w.add("para", "We will ship the item back to you at no charge.")
            _footer(w)
            return
        w.add("para", f"Your return {w.ident('case_number', c.rma)} for order {w.ident('order_id', c.order_id)} "
                      f"was approved on {w.date('approval_date', w.doc.date)}.")
        w.set("refund_status", "approved")
        if c.waiver is not None:
            w.add("para", f"After the 15% restocking fee the amount eligible for refund is "
                          f"{w.money('refund_eligible', c.eligible)}. As a courtesy we have waived {c.waiver}% "
                          f"of the restocking fee, so we will refund {w.money('refund_approved', c.approved)}.")
            w.set("fee_waiver_percent", str(c.waiver), basis="restocking fee")
        else:
            w.add("para", f"We will refund {w.money('refund_approved', c.approved)} to your {c.card}.")
        w.add("para", f"You should see the credit no later than {w.date('promised_date', c.promised)}.")
        _footer(w)
        return
    _letterhead(w)
    w.add("title", "Refund Decision" if rejected or r.random() < 0.5 else "RETURN AUTHORIZATION")
    v = r.randrange(2)
    if v == 0:
        w.kv("RMA no.", w.ident("case_number", c.rma))
        w.kv("Ref.", w.ident("order_id", c.order_id), sep="")
        w.kv("Client", w.ident("customer_id", c.customer_id))
        w.kv("Attn", w.text("customer_name", c.name))
    else:
        labels = ["RMA", "Order", "Client"]
        w.add("grid", labels, [w.ident("case_number", c.rma), w.ident("order_id", c.order_id),
                               w.ident("customer_id", c.customer_id)])
        w.add("gap")
        w.add("stack", "Client name", w.text("customer_name", c.name))
    w.add("gap")
    if rejected:
        w.add("right", date_text(w.doc.date, w.date_style))
        w.kv("Outcome", r.choice(["DECLINED", "Not approved"]))
        w.set("refund_status", "rejected")
        w.add("para", "The returned unit shows liquid damage, which is excluded from our return policy. "
                      "It will be shipped back to you at no charge.")
        _footer(w)
        return
    w.kv("Decision date", w.date("approval_date", w.doc.date))
    w.kv("Decision", r.choice(["APPROVED", "Approved"]))
    w.set("refund_status", "approved")
    w.add("gap")
    rows = []
    if c.waiver is not None or r.random() < 0.5:
        rows.append(["Refundable amount", w.money("refund_eligible", c.eligible)])
    if c.waiver is not None:
        rows.append([f"Restocking fee waived ({c.waiver}%)", w.money(None, c.approved - c.eligible)])
        w.set("fee_waiver_percent", str(c.waiver), basis="restocking fee")
    rows.append(["Credit authorized", w.money("refund_approved", c.approved)])
    for label, value in rows:
        w.kv(label, value)
    w.add("gap")
    w.add("stack", r.choice(["Credit will post by", "Expected credit date"]), w.date("promised_date", c.promised))
    _footer(w)
    _maybe_policy_page(w)


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if _is_mail(w):
        _shop_mail(w, "billing", f"Refund issued for {c.order_id}")
        w.add("line", f"Hi {c.first},")
        w.add("para", f"We've sent {w.money('refund_executed', c.approved)} back to your {c.card} on "
                      f"{w.date('execution_date', w.doc.date)} for return {w.ident('case_number', c.rma)} "
                      f"(order {w.ident('order_id', c.order_id)}).")
        w.kv("Transaction ref.", w.ident("payment_reference", c.payment_ref))
        w.kv("Refund status", r.choice(["Completed", "Paid"]))
        w.set("refund_status", "executed")
        w.add("para", "Banks usually take 5-7 business days to show the credit on your statement.")
        w.add("line", f"Account holder: {w.text('customer_name', c.name)}")
        _footer(w)
        return
    _letterhead(w)
    w.add("title", r.choice(["CREDIT MEMO", "Refund Receipt"]))
    w.add("grid", ["Processed", "RMA", "Sales order", "Client"],
          [w.date("execution_date", w.doc.date), w.ident("case_number", c.rma), w.ident("order_id", c.order_id),
           w.ident("customer_id", c.customer_id)])
    w.add("gap")
    w.add("stack", "Credit to", w.text("customer_name", c.name))
    w.add("line", f"{c.street}, {c.city}")
    w.add("gap")
    amount = w.money("refund_executed", c.approved)
    w.add("table", ["", "Description", "Reference", "Amount"],
          [["1", f"Refund, return {c.rma}", w.ident("payment_reference", c.payment_ref), "-" + amount]])
    w.add("gap")
    w.kv("Refunded to", c.card)
    w.kv("Status", r.choice(["Completed", "Refunded"]))
    w.set("refund_status", "executed")
    _footer(w)


# --------------------------------------------------------------------------- customer documents


def _customer_letter_head(w: ShopWriter, subject: str) -> None:
    """A mailed or scanned letter: sender block, dated line, or an e-mail's headers."""
    c = w.case
    if _is_mail(w):
        _client_mail(w, subject)
        w.set("document_date", date_truth(w.doc.date))
        return
    w.add("line", c.name)
    w.add("line", c.street)
    w.add("line", c.city)
    w.add("gap")
    w.add("right", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", "Oakridge Audio Supply - Returns Dept.")
    w.add("line", "1180 Foundry Street, Columbus, OH 43215")
    w.add("gap")
    w.add("line", f"Re: {subject}")
    w.add("gap")


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    item = c.return_item
    assert item is not None
    deadline = w.doc.style["deadline_value"]
    if not _is_mail(w) and r.random() < 0.45:  # the shop's web form, printed or scanned
        _letterhead(w)
        w.add("title", "Return / Refund Request Form")
        w.add("stack", "Order reference", w.ident("order_id", c.order_id))
        if r.random() < 0.7:
            w.add("stack", "Client number", w.ident("customer_id", c.customer_id))
        w.add("stack", "Full name", w.text("customer_name", c.name))
        w.add("stack", "Date submitted", w.date("document_date", w.doc.date))
        w.add("stack", "Item", item[0])
        w.add("stack", "Reason for return", w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
        w.add("stack", "Refund amount requested", w.money("refund_requested", c.requested))
        sentence = _expectation(w, V.EXPECT_DL, V.EXPECT_NO_DL, deadline)
        w.add("stack", "Comments", sentence)
        return
    with_rma = "rma_known" in w.doc.style
    subject = f"Return for {c.order_id}" + (f" / {c.rma}" if with_rma else "")
    _customer_letter_head(w, subject)
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if with_rma:
        ref += f", return {w.ident('case_number', c.rma)}"
    w.add("para", f"I bought the {item[0]} from you last month ({ref}). I'd like to send it back since "
                  f"{w.text('return_reason', c.reason)}.")
    money = w.money("refund_requested", c.requested)
    w.add("para", r.choice([f"Please refund {money} to my card.",
                            f"Could you refund the {money} I paid for it?",
                            f"The refund amount should be {money}."]))
    sentence = _expectation(w, V.EXPECT_DL, V.EXPECT_NO_DL, deadline)
    w.add("para", sentence)
    if r.random() < 0.6:
        w.add("para", f"My client number is {w.ident('customer_id', c.customer_id)}.")
    _sign(w)


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    deadline = w.doc.style["deadline_value"]
    subject = {"refund": f"Still waiting for my refund ({c.rma})", "rejected": f"Declined return {c.rma}",
               "delivery": f"Where is order {c.order_id}?"}[topic]
    _customer_letter_head(w, subject)
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    if topic == "refund":
        quoted = w.doc.style.get("quoted")
        said = f" you agreed to refund {w.money('refund_approved', quoted)}" if quoted is not None else \
            " you approved my return"
        w.add("para", f"I am writing again about return {w.ident('case_number', c.rma)} for order "
                      f"{w.ident('order_id', c.order_id)}. In your last message{said}, but nothing has shown up on "
                      "my statement yet.")
        if w.doc.style.get("moved_deadline"):
            w.add("para", "My plans have changed since I first wrote.")
        sentence = _expectation(w, V.EXPECT_LETTER_DL, V.EXPECT_NO_DL, deadline)
    elif topic == "rejected":
        w.add("para", f"I disagree with the decision on return {w.ident('case_number', c.rma)} (order "
                      f"{w.ident('order_id', c.order_id)}). There was no liquid anywhere near the unit; it failed "
                      "on its own.")
        sentence = _expectation(w, V.EXPECT_REJECTED, V.EXPECT_REJECTED, None)
    else:
        w.add("para", f"My order {w.ident('order_id', c.order_id)} has not arrived and the tracking page has not "
                      "changed in four days.")
        sentence = _expectation(w, V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL, deadline)
    w.add("para", sentence)
    if r.random() < 0.5:
        w.add("para", f"For reference, my account number is {w.ident('customer_id', c.customer_id)}.")
    _sign(w)


TEMPLATES = {
    "order_confirmation": order_confirmation, "shipping_notice": shipping_notice, "refund_request": refund_request,
    "refund_approval": refund_approval, "refund_execution": refund_execution, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning


KINDS = ["refund"] * 4 + ["partial"] * 2 + ["letter"] * 2 + ["rejected"] * 2 + ["delivery"] * 2 + ["over_total"]


def _tracking(rng: random.Random, kind: str) -> str:
    digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    if kind == "ups":
        return "1Z" + "".join(rng.choice("ACEFHJKRVWXY0123456789") for _ in range(6)) + digits(10)
    if kind == "fedex":
        return digits(12)
    return "9400" + digits(18)


def _make_case(i: int, kind: str, client: tuple, rng: random.Random, used: set[str]) -> Case:
    name, street, city, rate = client
    first, last = name.lower().replace("'", "").replace("á", "a").split(" ", 1)
    n_items = rng.choice([1, 2, 2, 3])
    products = rng.sample(V.PRODUCTS, n_items)
    items = [(p, 2 if price < 40 and rng.random() < 0.5 else 1, price) for p, price in products]
    carrier, shape = rng.choice(V.CARRIERS)
    order_date = date(2026, 3, 2) + timedelta(days=rng.randrange(0, 45))
    case = Case(
        cid=f"K{i:02d}", kind=kind, name=name, street=street, city=city,
        email=f"{first[0]}{last.replace(' ', '')}{rng.randrange(10, 99)}@{rng.choice(['mail.example.net', 'example.com'])}",
        customer_id=_unique(rng, used, lambda: f"CL-{rng.randrange(200000, 299999)}"),
        order_id=_unique(rng, used, lambda: f"SO-{rng.randrange(100000, 199999)}"),
        rma="",  # numbered from the approval month below
        payment_ref=_unique(rng, used, lambda: f"RF-{rng.randrange(10**8, 10**9)}"),
        order_date=order_date, items=items, tax_rate=rate, shipping=rng.choice(V.SHIPPING),
        carrier=carrier, tracking=_unique(rng, used, lambda: _tracking(rng, shape)),
        card=rng.choice(["Visa ending 4417", "Mastercard ending 0392", "Amex ending 1008", "PayPal account"]),
    )
    case.return_item = rng.choice(items)
    case.reason = rng.choice(V.RETURN_REASONS)
    price = case.return_item[2] * case.return_item[1]
    case.requested = cents(price * (1 + rate / 100))
    if kind == "over_total":  # the customer adds shipping both ways and a cable bought elsewhere
        case.requested = cents(case.total + Decimal("24.90"))
        case.eligible = case.approved = case.total
    elif kind == "partial":
        fee = cents(case.requested * Decimal("0.15"))
        case.eligible = case.requested - fee
        case.waiver = rng.choice([50, 100])
        case.approved = case.eligible + cents(fee * case.waiver / 100)
    else:
        case.eligible = case.approved = case.requested
    return case


def _pick_format(rng: random.Random, doc_type: str) -> str:
    if rng.random() < MAIL_SHARE[doc_type]:
        return "email" if rng.random() < 0.6 else "text"
    fmts = list(PRINT_WEIGHTS)
    return rng.choices(fmts, weights=[PRINT_WEIGHTS[f] for f in fmts])[0]


def _new_doc(case: Case, doc_type: str, d: date, rng: random.Random, **style: Any) -> Doc:
    fmt = _pick_format(rng, doc_type)
    look = {"font": rng.choice(FONTS), "size": rng.choice([9.5, 10, 11, 12]) if fmt not in NOISY_FORMATS
            else rng.choice([11, 12]), "dpi": {"fax": 200, "noisy_scan": 200}.get(fmt, 150)}
    doc = Doc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style={**look, **style})
    case.docs.append(doc)
    return doc


def _plan(case: Case, rng: random.Random, planted: set[str]) -> None:
    k = case.kind
    ship = case.order_date + timedelta(days=rng.randrange(1, 3))
    case.est_confirm = ship + timedelta(days=rng.randrange(3, 6))
    case.est_ship = case.est_confirm + timedelta(days=3) if "delivery_estimate" in planted else case.est_confirm
    if planted & {"customer_name", "delivery_estimate"} or k in ("over_total", "delivery", "rejected") \
            or rng.random() < 0.6:
        _new_doc(case, "order_confirmation", case.order_date, rng,
                 **({"typo_here": 1} if "customer_name" in planted else {}),
                 **({"estimate_shown": 1} if "delivery_estimate" in planted else {}))
    if k == "delivery" or "delivery_estimate" in planted or rng.random() < 0.55:
        _new_doc(case, "shipping_notice", ship, rng)
    if k == "delivery":
        d = case.est_ship + timedelta(days=rng.randrange(3, 6))
        _new_doc(case, "customer_letter", d, rng, topic="delivery", deadline=("new", d + timedelta(days=5)))
        return
    rr = case.est_ship + timedelta(days=rng.randrange(2, 9))
    roll = rng.random()
    dl: Any = rr + timedelta(days=rng.randrange(9, 20)) if roll < 0.6 or "customer_deadline" in planted else (
        rng.choice(V.UNRESOLVED_DEADLINES) if roll < 0.8 else None)
    _new_doc(case, "refund_request", rr, rng, deadline=("new", dl), **({"rma_known": 1} if rng.random() < 0.3 else {}))
    appr = rr + timedelta(days=rng.randrange(2, 6))
    case.rma = f"RMA-{appr:%y%m}-{int(case.cid[1:]) * 37 % 900 + 100}"
    case.promised = appr + timedelta(days=rng.randrange(5, 11))
    _new_doc(case, "refund_approval", appr, rng)
    if k == "rejected":
        _new_doc(case, "customer_letter", appr + timedelta(days=rng.randrange(2, 6)), rng, topic="rejected",
                 deadline=("new", None))
        return
    after = appr
    if k == "letter":
        after = appr + timedelta(days=rng.randrange(6, 10))
        quoted = case.approved + 20 if "refund_approved" in planted else (case.approved if rng.random() < 0.6 else None)
        plan = ("move", 7) if "customer_deadline" in planted else ("restate",)
        _new_doc(case, "customer_letter", after, rng, topic="refund", quoted=quoted, deadline=plan)
    _new_doc(case, "refund_execution", after + timedelta(days=rng.randrange(1, 4)), rng)


def _write(case: Case, doc: Doc, schema: Schema, rng: random.Random) -> None:
    resolve_deadline_plan(case, doc)
    w = ShopWriter(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()


def _typo(name: str) -> str:
    """A misspelt surname: its last two letters swapped."""
    first, last = name.split(" ", 1)
    return f"{first} {last[:-2]}{last[-1]}{last[-2]}"


def _above_total(cases: list[Case]) -> list[dict]:
    """Cross-document anomalies: a refund requested above the order total stated in another document."""
    out = []
    for case in cases:
        totals = [(d, d.fields["order_total"]["value"]) for d in case.docs if d.fields.get("order_total", {}).get("value")]
        asks = [(d, d.fields["refund_requested"]["value"]) for d in case.docs
                if d.fields.get("refund_requested", {}).get("value")]
        for (dt, total), (da, ask) in ((t, a) for t in totals for a in asks):
            if Decimal(ask) > Decimal(total):
                out.append({"case_id": case.cid, "field": "refund_requested", "kind": "requested_above_order_total",
                            "values": [ask, total], "doc_ids": [da.doc_id, dt.doc_id]})
                da.planted_conflicts.append({"field": "refund_requested", "kind": "requested_above_order_total",
                                             "values": [ask, total]})
    return out


def build_batch(seed: int = 11, schema: Schema | None = None) -> Batch:
    """All cases and documents (content + truth) of shop 2 for one seed. No files are written."""
    schema = schema or load_schema("default")
    rng = random.Random(seed)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    clients = rng.sample(V.CLIENTS, len(kinds))
    cids = [f"K{i + 1:02d}" for i in range(len(kinds))]
    planted: dict[str, set[str]] = {c: set() for c in cids}
    by_kind = lambda *ks: [c for c, k in zip(cids, kinds) if k in ks]  # noqa: E731
    letters = by_kind("letter")
    planted[letters[0]].add("refund_approved")
    planted[letters[1]].add("customer_deadline")
    planted[rng.choice(by_kind("refund", "partial"))].add("customer_name")
    planted[rng.choice(by_kind("refund"))].add("delivery_estimate")
    used: set[str] = set()
    cases = []
    for n, (cid, kind, client) in enumerate(zip(cids, kinds, clients), 1):
        case = _make_case(n, kind, client, rng, used)
        if "customer_name" in planted[cid]:
            case.typo_name = _typo(case.name)
        _plan(case, rng, planted[cid])
        for doc in case.docs:
            _write(case, doc, schema, rng)
        cases.append(case)
    docs = [d for c in cases for d in c.docs]
    rng.shuffle(docs)
    for n, doc in enumerate(docs, 1):
        doc.doc_id = f"oak-{n:03d}.{EXT[doc.fmt]}"
    conflicts = _collect_conflicts(cases, planted) + _above_total(cases)  # type: ignore[arg-type]
    return Batch(docs=docs, cases=cases, conflicts=conflicts)
