"""The shop's document templates: each writes a document's blocks and its truth from the same values.

Documents are Gulf trade paper: tax invoices with TRNs and amounts in words, sales order
confirmations, delivery notes signed by a driver, courier airway-bill mails, refund approval forms
signed by a branch manager, card-refund slips and bank transfer advices, warranty claim forms and
service job sheets, customer e-mails, WhatsApp chats and formal complaint letters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Case, Doc, Writer
from sample_docs.formatting import cents, email_date
from sample_docs.shop17 import vocab as V
from sample_docs.shop17.values import (
    DATE_STYLES,
    PROSE_DATE_STYLES,
    amount_in_words,
    date_text,
    money_text,
    number,
)
from status.schema import Schema


@dataclass
class GulfCase(Case):
    country: str = ""
    ckind: str = "home"
    contact: tuple[str, str] | None = None
    branch: str = "DXB"
    tz: str = "+0400"
    lpo: str | None = None
    driver: str = ""
    model: str = ""
    card: str = ""
    iban: str = ""
    channel: str = "showroom"
    payment_ref_kind: str = ""  # rrn, auth (card refunds) or bank


@dataclass
class Say:
    """What one document says about the customer's deadline: kind 'date', 'days', 'month_end',
    'unresolved' or None, with the value it means."""

    kind: str | None = None
    value: Any = None  # date or str
    extra: dict = field(default_factory=dict)


class GulfWriter(Writer):
    """Prints money and dates the shop's way; one money and date style per document."""

    def __init__(self, schema: Schema, case: GulfCase, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.money_style = rng.choice(["f0", "f1", "f2", "f3", "n0", "f1"])
        self.prose_money = f"l{rng.randrange(4)}"
        self.date_style = rng.choice(DATE_STYLES)
        self.prose_date = rng.choice(PROSE_DATE_STYLES)
        self.gc: GulfCase = case

    def money(self, name: str | None, amount: Decimal, prose: bool = False) -> str:
        if name:
            self.set(name, f"{cents(amount):.2f}", currency=self.case.currency)
        return money_text(amount, self.case.currency, self.prose_money if prose else self.money_style)

    def date(self, name: str | None, d: date, prose: bool = False) -> str:
        if name:
            self.set(name, d.isoformat())
        return date_text(d, self.prose_date if prose else self.date_style)

    def name(self) -> str:
        """The customer's name as this document prints it (misspelt where that is planted)."""
        value = self.case.typo_name if self.doc.style.get("typo") and self.case.typo_name else self.case.name
        return self.text("customer_name", value)

    def kv(self, label: str, value: str) -> None:
        """A label and value on one line; a long one as a wrapped paragraph, so nothing runs off the page."""
        if len(label) + len(value) > 66:
            self.add("para", f"{label}{self.doc.style.get('kv_sep', ':')} {value}")
        else:
            self.add("kv", label, value)

    def maybe(self, p: float) -> bool:
        return self.rng.random() < p


# --------------------------------------------------------------------------- shared pieces


def _branch(w: GulfWriter) -> dict[str, str]:
    return V.BRANCHES[w.gc.branch]


def letterhead(w: GulfWriter) -> None:
    b = _branch(w)
    w.add("head", V.SHOP if w.maybe(0.6) else b["name"])
    w.add("small", b["address"])
    w.add("small", b["phone"])
    w.add("small", b["tax"])
    w.add("gap")


def shop_mail(w: GulfWriter, who: str, subject: str) -> None:
    b = w.gc.branch.lower()
    box = {"sales": f"sales.{b}", "accounts": "accounts", "service": "service", "cc": "customercare"}[who]
    label = {"sales": "Sales", "accounts": "Accounts Dept.", "service": "After Sales Service",
             "cc": "Customer Care"}[who]
    w.doc.email = {
        "From": f"{V.SHOP_SHORT} {label} <{box}@{V.DOMAIN}>",
        "To": f"{_addressee(w)} <{w.case.email}>",
        "Subject": subject,
        "Date": _mail_date(w),
    }


def customer_mail(w: GulfWriter, subject: str, to: str = "customercare") -> None:
    w.doc.email = {
        "From": f"{_addressee(w)} <{w.case.email}>",
        "To": f"{V.SHOP_SHORT} <{to}@{V.DOMAIN}>",
        "Subject": subject,
        "Date": _mail_date(w),
    }


def _mail_date(w: GulfWriter) -> str:
    r = w.rng
    return email_date(w.doc.date, r.randrange(8, 23), r.randrange(60), r.randrange(60), w.gc.tz)


def _addressee(w: GulfWriter) -> str:
    return w.gc.contact[0] if w.gc.contact else w.case.name


def chat_line(w: GulfWriter, d: date, hh: int, mm: int, who: str, text: str) -> None:
    w.add("line", f"[{d.day:02d}/{d.month:02d}/{d.year}, {hh:02d}:{mm:02d}] {who}: {text}")


def is_chat(w: GulfWriter) -> bool:
    return bool(w.doc.style.get("chat"))


def salute(w: GulfWriter) -> str:
    if w.gc.contact:
        return w.rng.choice(["Dear Sir,", "Dear Mr. " + w.gc.contact[0].split()[-1] + ",", "Dear Valued Customer,"])
    first = w.case.name.split()[0]
    return w.rng.choice([f"Dear {first},", "Dear Sir/Madam,", "Dear Valued Customer,", f"Dear Mr./Ms. {first},"])


def sign_customer(w: GulfWriter) -> None:
    w.add("line", w.rng.choice(["Regards,", "Thanks & Regards,", "Best regards,", "Thanking you,"]))
    if w.gc.contact:
        w.add("line", f"{w.gc.contact[0]}")
        w.add("line", f"{w.gc.contact[1]} | {w.name()}")
    else:
        w.add("line", w.name())
    prefix = {"UAE": "+971 50 ", "KSA": "+966 5", "Qatar": "+974 55", "Oman": "+968 9", "Bahrain": "+973 3"}
    w.add("line", w.rng.choice(["Mob: ", "Mobile: ", "Ph: ", "Mob/WhatsApp: "]) + prefix[w.gc.country]
          + "".join(w.rng.choice("0123456789") for _ in range(7)))


def sign_shop(w: GulfWriter, role: str) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Best Regards,", "Thanks & Regards,", "Regards,"]))
    w.add("line", role)
    w.add("line", V.SHOP)


def refs(w: GulfWriter, case_no: bool, cust: bool, labels: tuple[str, str, str]) -> None:
    """Order, customer and case numbers as label/value lines, in pairs where they fit."""
    pairs = [(labels[0], w.ident("order_id", w.case.order_id))]
    if cust:
        pairs.append((labels[1], w.ident("customer_id", w.case.customer_id)))
    if case_no:
        pairs.append((labels[2], w.ident("case_number", w.case.case_number)))
    if w.maybe(0.5) and len(pairs) >= 2:
        w.add("kv2", *pairs[0], *pairs[1])
        pairs = pairs[2:]
    for label, value in pairs:
        w.kv(label, value)


def deadline_words(w: GulfWriter, say: Say) -> str:
    """Words for the deadline this document states, and its truth set."""
    if say.kind == "unresolved":
        w.set("customer_deadline", say.value, unresolved=True)
        return say.value
    if say.kind == "days":
        w.set("customer_deadline", say.value.isoformat())
        return f"within {(say.value - w.doc.date).days} days"
    if say.kind == "month_end":
        w.set("customer_deadline", say.value.isoformat())
        return w.rng.choice(["by end of this month", "before the end of this month", "by month end"])
    lead = w.rng.choice(["by", "before", "on or before", "not later than"])
    return f"{lead} {w.date('customer_deadline', say.value, prose=True)}"


# --------------------------------------------------------------------------- invoice


def invoice(w: GulfWriter) -> None:
    c = w.gc
    title = {"AED": "TAX INVOICE", "SAR": "Tax Invoice", "QAR": "INVOICE", "OMR": "TAX INVOICE (EXPORT)",
             "BHD": "Tax Invoice - Export (Zero Rated)"}[c.currency]
    if c.currency == "SAR" and c.ckind == "home":
        title = "Simplified Tax Invoice"
    if c.currency == "AED" and c.ckind == "home" and w.maybe(0.5):
        title = "Tax Invoice / Cash Sale"
    letterhead(w)
    w.add("title", title)
    inv_l = w.rng.choice(["Invoice No.", "Tax Invoice No", "Inv. No.", "Invoice #"])
    date_l = w.rng.choice(["Invoice Date", "Date", "Dated", "Date of Supply"])
    so_l = w.rng.choice(["SO No.", "Sales Order", "Our Order Ref", "Order No."])
    cust_l = w.rng.choice(["Customer Code", "A/C No.", "Cust. ID", "Account Code"])
    inv = w.ident("invoice_number", c.invoice_number)
    dd = w.date("document_date", w.doc.date)
    w.add("kv2", inv_l, inv, date_l, dd)
    if w.maybe(0.75):
        w.add("kv2", so_l, w.ident("order_id", c.order_id), cust_l, w.ident("customer_id", c.customer_id))
    else:
        w.kv(so_l, w.ident("order_id", c.order_id))
    if w.maybe(0.6):
        w.kv(w.rng.choice(["SO Date", "Order Date", "Order Dt."]), w.date("order_date", c.order_date))
    if c.lpo:
        w.kv(w.rng.choice(["Customer LPO", "Your LPO Ref", "LPO No."]), c.lpo)
    w.kv(w.rng.choice(["Bill To", "Customer", "M/s.", "Sold To"]), w.name())
    w.add("line", c.address)
    if c.ckind != "home" and c.currency == "AED":
        w.kv("Customer TRN", "1002" + "".join(w.rng.choice("0123456789") for _ in range(10)) + "3")
    if w.maybe(0.4):
        w.kv("Salesman", w.rng.choice(["Hassan K.", "Vinod", "Arshad M.", "Rommel"]))
    w.add("gap")
    rows = []
    for prod, qty, unit in c.items:
        rows.append([prod, str(qty), number(unit, c.currency), number(cents(qty * unit), c.currency)])
    w.add("table", ["Description", "Qty", "Rate", "Amount"], rows)
    w.add("gap")
    rate = f"{c.tax_label_rate:.0f}%"
    sub_l = w.rng.choice(["Total Excl. VAT", "Taxable Amount", "Sub Total", "Gross Amount"])
    tax_l = {"AED": f"VAT {rate}", "SAR": f"VAT @ {rate}", "QAR": "Tax", "OMR": "VAT 0% (Zero rated)",
             "BHD": "VAT @ 0% (Export)"}[c.currency]
    tot_l = w.rng.choice(["Total Incl. VAT", "Net Amount Payable", "Grand Total", "Total Amount Due"])
    w.add("rkv", sub_l, w.money("subtotal", c.subtotal))
    w.add("rkv", tax_l, w.money("tax_amount", c.tax))
    w.add("rkv", tot_l, w.money("order_total", c.total))
    w.add("gap")
    w.add("line", "Amount in words: " + amount_in_words(c.total, c.currency))
    if c.currency == "QAR":
        w.add("small", "No VAT is applicable in the State of Qatar.")
    w.add("small", w.rng.choice([
        "Goods once sold will not be taken back or exchanged without original invoice.",
        "Warranty as per manufacturer terms. Compressor warranty valid only with installation by our technician.",
        "Please check the goods at the time of delivery. No claim will be entertained after signing the delivery note.",
    ]))
    w.add("gap")
    w.add("line", "Received by: ____________________        For " + V.SHOP_SHORT + ": ____________________")


# --------------------------------------------------------------------------- order confirmation


def order_confirmation(w: GulfWriter) -> None:
    c = w.gc
    est = w.doc.style.get("est")
    if w.doc.fmt in ("text", "email"):
        shop_mail(w, "sales", w.rng.choice(["Order Confirmation - ", "Your order is confirmed | ", "SO Confirmed: "])
                  + c.order_id)
        w.add("para", salute(w))
        w.add("para", "Thank you for choosing " + V.SHOP_SHORT + ". Please find below your order details"
                      " as per our conversation.")
        refs(w, False, w.maybe(0.6), (w.rng.choice(["Order No.", "Sales Order"]), "Customer ID", ""))
        w.kv(w.rng.choice(["Order Date", "Dated"]), w.date("order_date", c.order_date))
        w.kv(w.rng.choice(["Customer Name", "Name"]), w.name())
        w.kv(w.rng.choice(["Total Amount (incl. VAT)", "Order Value", "Total"]), w.money("order_total", c.total))
        if est:
            w.add("para", w.rng.choice(["Delivery & installation is tentatively scheduled on ",
                                        "Expected delivery date: ", "Our team will deliver the goods on "])
                  + w.date("delivery_estimate", est) + " inshallah, subject to site readiness.")
        w.add("para", "Kindly keep the site ready (power point and drain line) before installation."
                      " For any query please contact us on WhatsApp.")
        sign_shop(w, w.rng.choice(["Hassan K. | Sales Executive", "Vinod Pillai | Sales Coordinator"]))
        return
    letterhead(w)
    w.add("title", w.rng.choice(["SALES ORDER CONFIRMATION", "Order Acknowledgement", "Sales Order"]))
    w.add("kv2", w.rng.choice(["SO No.", "Order No."]), w.ident("order_id", c.order_id),
          w.rng.choice(["SO Date", "Order Date"]), w.date("order_date", c.order_date))
    if w.maybe(0.7):
        w.kv(w.rng.choice(["Customer A/C", "Customer Code", "Client ID"]), w.ident("customer_id", c.customer_id))
    w.kv(w.rng.choice(["Customer", "M/s.", "Client Name"]), w.name())
    w.add("line", c.address)
    if c.lpo:
        w.kv("Against your LPO", c.lpo)
    w.add("gap")
    w.add("table", ["Item", "Qty", "Unit Price", "Amount"],
          [[p, str(q), number(u, c.currency), number(cents(q * u), c.currency)] for p, q, u in c.items])
    w.add("gap")
    w.add("rkv", w.rng.choice(["Order Total", "Total incl. VAT", "Total Value"]), w.money("order_total", c.total))
    if est:
        w.kv(w.rng.choice(["Delivery Date (tentative)", "Expected Delivery", "Delivery & Installation"]),
             w.date("delivery_estimate", est))
    w.add("small", "Payment terms: " + w.rng.choice(["Cash on delivery", "100% advance", "30 days credit",
                                                      "Card payment at showroom"]))
    w.add("line", "Prepared by: ______   Approved by: ______   Customer acceptance: ______")


# --------------------------------------------------------------------------- shipping notice


def shipping_notice(w: GulfWriter) -> None:
    c = w.gc
    est = w.doc.style.get("est")
    if is_chat(w):
        who = V.SHOP_SHORT + " Delivery"
        w.doc.blocks.append(("line", f"WhatsApp chat with {V.SHOP_SHORT} Delivery"))
        chat_line(w, w.doc.date, 9, 12, who, f"Dear {w.name()}, good morning. Your order {w.ident('order_id', c.order_id)}"
                  f" is dispatched today {w.date('ship_date', w.doc.date)} thru "
                  f"{w.text('carrier', c.carrier)}, AWB {w.ident('tracking_number', c.tracking)}.")
        if est:
            chat_line(w, w.doc.date, 9, 13, who, "Expected to reach you on " + w.date("delivery_estimate", est)
                      + ". Driver will call before coming, kindly keep your phone on.")
        chat_line(w, w.doc.date, 9, 40, _addressee(w).split()[0], "Ok noted thanks")
        return
    if w.doc.fmt in ("text", "email"):
        courier_mail = w.maybe(0.5)
        if courier_mail:
            dom = c.carrier.lower().split()[0] + "-express.example"
            w.doc.email = {"From": f"{c.carrier} <noreply@{dom}>", "To": f"{_addressee(w)} <{c.email}>",
                           "Subject": f"Shipment notification - AWB {c.tracking}", "Date": _mail_date(w)}
            w.add("para", f"Dear {w.name()},")
            w.add("para", f"Your shipment from {V.SHOP} has been picked up and is on the way.")
            w.kv("Courier", w.text("carrier", c.carrier))
            w.kv(w.rng.choice(["AWB No.", "Airway Bill", "Waybill Number"]), w.ident("tracking_number", c.tracking))
            w.kv(w.rng.choice(["Shipper Ref", "Reference", "Order Ref"]), w.ident("order_id", c.order_id))
            w.kv(w.rng.choice(["Pickup Date", "Shipped On"]), w.date("ship_date", w.doc.date))
            if est:
                w.kv(w.rng.choice(["Expected Delivery", "ETA", "Estimated Delivery"]), w.date("delivery_estimate", est))
            w.add("para", "Track your shipment on our website or call 800-COURIER. Please do not reply to this mail.")
            return
        shop_mail(w, "sales", f"Dispatch advice - order {c.order_id}")
        w.add("para", salute(w))
        line = (f"This is to inform you that your order {w.ident('order_id', c.order_id)} has been dispatched on "
                f"{w.date('ship_date', w.doc.date)} through {w.text('carrier', c.carrier)} "
                f"(AWB No. {w.ident('tracking_number', c.tracking)}).")
        w.add("para", line)
        if w.maybe(0.5):
            w.kv("Customer", w.name())
            if w.maybe(0.6):
                w.kv("Customer ID", w.ident("customer_id", c.customer_id))
        if est:
            w.add("para", "Goods will reach you by " + w.date("delivery_estimate", est)
                  + ". The courier driver will call you before delivery.")
        sign_shop(w, "Logistics Desk")
        return
    letterhead(w)
    w.add("title", w.rng.choice(["DELIVERY NOTE", "Delivery Note / Gate Pass", "Goods Dispatch Note"]))
    w.add("kv2", "DN No.", f"DN-{w.rng.randrange(10000, 99999)}", w.rng.choice(["Date", "DN Date", "Dispatch Date"]),
          w.date("ship_date", w.doc.date))
    w.add("kv2", w.rng.choice(["SO Ref", "Order No."]), w.ident("order_id", c.order_id),
          w.rng.choice(["Cust. Code", "Customer ID"]), w.ident("customer_id", c.customer_id))
    w.kv(w.rng.choice(["Deliver To", "Consignee", "Customer"]), w.name())
    w.add("line", c.address)
    w.add("gap")
    w.add("table", ["Description", "Qty", "Unit", "Remarks"],
          [[p, str(q), "Nos" if q > 1 else "No", "Sealed box"] for p, q, u in c.items])
    w.add("gap")
    style = w.rng.randrange(3)
    if style == 0:
        w.kv("Transporter", w.text("carrier", c.carrier))
        w.kv("AWB / Waybill No.", w.ident("tracking_number", c.tracking))
        w.kv("Driver", f"{c.driver}   Vehicle: {w.rng.choice(['Dubai', 'Sharjah', 'Riyadh'])} "
                       f"{w.rng.choice('ABKLM')} {w.rng.randrange(10000, 99999)}")
    elif style == 1:
        w.kv("Delivered by", f"{w.text('carrier', c.carrier)} - driver {c.driver}")
        w.kv("Tracking No.", w.ident("tracking_number", c.tracking))
    else:
        w.add("line", f"Goods handed over to {w.text('carrier', c.carrier)} (AWB "
                      f"{w.ident('tracking_number', c.tracking)}), driver name {c.driver}")
    if est:
        w.kv(w.rng.choice(["Expected Delivery", "ETA at site", "Delivery expected on"]), w.date("delivery_estimate", est))
    w.add("gap")
    w.add("line", "Received the above goods in good condition.")
    w.add("line", f"Driver sign: ~{c.driver.split()[0]}~        Receiver name & sign: ____________")
    w.add("small", "Store keeper: ______  Checked by: ______  (Company stamp)")


# --------------------------------------------------------------------------- customer prose


def _request_sentences(w: GulfWriter, say: Say) -> tuple[str, str, str]:
    """(reason sentence, amount sentence, expectation sentence) of a refund request."""
    c = w.gc
    reason = w.text("return_reason", c.reason)
    reason_s = w.rng.choice([f"We want to return the {c.return_item[0]} because {reason}.",
                             f"I am returning the {c.return_item[0]} because {reason}.",
                             f"The {c.return_item[0]} is not acceptable because {reason}."])
    amt = w.money("refund_requested", c.requested, prose=True)
    amount_s = w.rng.choice([f"Please do the needful and arrange refund of {amt} for the same.",
                             f"Kindly process a refund of {amt} as per our conversation with your salesman.",
                             f"We are requesting refund of {amt} which we paid for this item."])
    dl = deadline_words(w, say) if say.kind else ""
    if dl:
        exp = w.rng.choice([f"I need the money back in my account {dl}",
                            f"I expect the refund credited {dl}",
                            f"I would like the refund to be processed {dl}",
                            f"We need the amount refunded {dl} as our accounts are closing"])
    else:
        exp = w.rng.choice(["I expect the full amount to be returned to my card",
                            "I would like a full refund and not a credit note",
                            "We need the refund by bank transfer, not store credit"])
    w.text("customer_expectation", exp)
    return reason_s, amount_s, exp + "."


def refund_request(w: GulfWriter) -> None:
    c, say = w.gc, w.doc.style["say"]
    with_case = w.doc.style.get("case_no")
    if is_chat(w):
        me = _addressee(w)
        w.add("line", f"WhatsApp chat with {V.SHOP_SHORT} Customer Care")
        reason_s, amount_s, exp_s = _request_sentences(w, say)
        w.set("document_date", w.doc.date.isoformat())
        chat_line(w, w.doc.date, 18, 2, me, f"Salam alaikum, this is {w.name()}. Order no {w.ident('order_id', c.order_id)}")
        chat_line(w, w.doc.date, 18, 3, me, reason_s)
        chat_line(w, w.doc.date, 18, 5, me, amount_s + " " + exp_s)
        if with_case:
            chat_line(w, w.doc.date, 18, 6, me, f"Complaint no given on phone {w.ident('case_number', c.case_number)}")
        chat_line(w, w.doc.date, 18, 31, V.SHOP_SHORT + " Customer Care",
                  "Noted sir, we will check with the concerned department and revert")
        chat_line(w, w.doc.date, 18, 33, me, "Waiting for your positive reply")
        return
    if w.doc.fmt in ("text", "email"):
        customer_mail(w, w.rng.choice([f"Refund request - Order {c.order_id}", "Return of item / refund",
                                       f"RE: order {c.order_id} - request for refund", "Urgent: refund"]))
        w.set("document_date", w.doc.date.isoformat())
        w.add("para", w.rng.choice(["Dear Sir/Madam,", "Dear Team,", "Hello,", "Dear Customer Care Team,"]))
        reason_s, amount_s, exp_s = _request_sentences(w, say)
        w.add("para", f"This is regarding my order {w.ident('order_id', c.order_id)} "
                      f"delivered on {w.date(None, w.doc.style['delivered'], prose=True)}. {reason_s}")
        if with_case:
            w.add("para", f"I already called your hotline and they gave complaint number "
                          f"{w.ident('case_number', c.case_number)}.")
        w.add("para", f"{amount_s} {exp_s}")
        if w.maybe(0.4):
            w.add("para", f"My customer ID is {w.ident('customer_id', c.customer_id)} for your reference.")
        w.add("para", "Waiting for your positive reply.")
        sign_customer(w)
        return
    # a filled-in return form, scanned or faxed
    letterhead(w)
    w.add("title", w.rng.choice(["RETURN / REFUND REQUEST FORM", "Goods Return Request", "Refund Request Form"]))
    w.kv(w.rng.choice(["Date", "Request Date"]), w.date("document_date", w.doc.date))
    refs(w, bool(with_case), w.maybe(0.6), ("Invoice / SO No.", "Customer ID", "Complaint No."))
    w.kv("Customer Name", w.name())
    w.kv("Item returned", c.return_item[0])
    reason_s, amount_s, exp_s = _request_sentences(w, say)
    w.kv("Reason for return (customer words)", reason_s)
    w.add("para", "Customer remarks: " + amount_s + " " + exp_s)
    w.add("gap")
    w.add("line", "Customer signature: ~" + w.case.name.split()[0] + "~      Received by (staff): " + w.rng.choice(V.STAFF))
    w.add("small", "For office use: Item inspected [ ]  Box opened [ ]  Installed [ ]")


def letter(w: GulfWriter) -> None:
    """A follow-up or complaint: an e-mail quoting the shop's last reply, a chat, or a formal letter."""
    c, say = w.gc, w.doc.style["say"]
    topic = w.doc.style["topic"]  # refund, rejected, warranty, delivery
    claim = w.doc.style.get("claim")
    parts: list[str] = []
    if topic == "refund":
        amt = w.money("refund_approved", claim, prose=True) if claim is not None else ""
        parts.append(w.rng.choice([
            f"As per your mail, you approved a refund of {amt} but till today the amount is not credited to my account.",
            f"Your branch manager approved the refund of {amt} but still I did not receive anything.",
            f"The approved refund of {amt} has not been credited yet even after many follow ups.",
        ]))
    elif topic == "rejected":
        parts.append("I am very disappointed that my refund request was rejected without any proper inspection.")
    elif topic == "warranty":
        parts.append(f"The {c.warranty_product} is still not working and your technician visited only once. "
                     "The unit is under warranty and we cannot use the room.")
    else:
        parts.append("Your team promised delivery and installation on "
                     f"{w.date(None, w.doc.style['promised_est'], prose=True)} but nobody came and nobody is"
                     " picking the phone.")
    dl = deadline_words(w, say) if say.kind else ""
    want = {"refund": "the refund credited", "rejected": "a full refund of the amount I paid",
            "warranty": "the unit repaired or replaced", "delivery": "the unit delivered and installed"}[topic]
    exp = w.rng.choice([f"I need {want} {dl}", f"I expect {want} {dl}", f"I must have {want} {dl}",
                        f"We expect {want} {dl}"]) if dl else f"I expect {want} without further delay"
    w.text("customer_expectation", exp.strip())
    parts.append(exp.strip() + ".")
    parts.append(w.rng.choice(["Otherwise I will be forced to file a complaint with the Consumer Protection department.",
                               "Please do the needful at the earliest.",
                               "Kindly treat this as urgent."]))
    with_case = w.doc.style.get("case_no")
    if is_chat(w):
        me = _addressee(w)
        w.add("line", f"WhatsApp chat with {V.SHOP_SHORT} Customer Care")
        w.set("document_date", w.doc.date.isoformat())
        chat_line(w, w.doc.date, 11, 20, me, f"Hello, {w.name()} here again. Order {w.ident('order_id', c.order_id)}"
                  + (f", complaint {w.ident('case_number', c.case_number)}" if with_case else ""))
        for i, p in enumerate(parts):
            chat_line(w, w.doc.date, 11, 21 + i, me, p)
        chat_line(w, w.doc.date, 12, 4, V.SHOP_SHORT + " Customer Care", "Sorry for the inconvenience sir,"
                  " we escalated to the branch manager")
        return
    if w.doc.fmt in ("text", "email"):
        customer_mail(w, w.rng.choice([f"RE: Order {c.order_id}", "Complaint - no response",
                                       f"FW: follow up {c.order_id}", "Reminder !!!"]))
        w.set("document_date", w.doc.date.isoformat())
        w.add("para", w.rng.choice(["Dear Sir,", "Dear Team,", "To whom it may concern,"]))
        w.add("para", f"This is my {w.rng.choice(['second', 'third', 'final'])} reminder regarding order "
                      f"{w.ident('order_id', c.order_id)}"
                      + (f" (complaint no. {w.ident('case_number', c.case_number)})." if with_case else "."))
        w.add("para", " ".join(parts))
        sign_customer(w)
        w.add("gap")
        w.add("line", f"On {w.date(None, w.doc.date - timedelta(days=w.rng.randrange(2, 5)), prose=True)}, "
                      f"{V.SHOP_SHORT} Customer Care wrote:")
        w.add("quote", w.rng.choice(["Dear Sir, we have forwarded your case to the concerned department and will"
                                     " revert at the earliest. Sorry for the inconvenience caused.",
                                     "Noted. Your request is under process. Kindly allow us some time."]))
        return
    # a formal letter, printed and scanned, faxed or sent as PDF
    printed_name = w.name()
    w.add("line", printed_name)
    w.add("line", c.address)
    w.add("rline", "Date: " + w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", "To,")
    w.add("line", "The Branch Manager,")
    w.add("line", f"{V.SHOP}, {V.BRANCHES[c.branch]['city']}")
    w.add("gap")
    w.kv("Subject", w.rng.choice(["Complaint regarding my order", "Formal complaint and final notice",
                                  "Request for immediate action"]))
    refs(w, bool(with_case), w.maybe(0.5), ("Order Ref", "Customer No.", "Complaint Ref"))
    w.add("para", "Dear Sir,")
    w.add("para", "With reference to the above subject, " + _lower_first(" ".join(parts)))
    w.add("para", "Thanking you and waiting for your positive reply.")
    w.add("line", "Yours faithfully,")
    w.add("line", "~signed~")
    w.add("line", printed_name)


def _lower_first(text: str) -> str:
    """Continue a sentence: lower-case the first word unless it is "I"."""
    return text if text.startswith("I ") else text[0].lower() + text[1:]


# --------------------------------------------------------------------------- refund approval


def refund_approval(w: GulfWriter) -> None:
    c = w.gc
    rejected = w.doc.style.get("rejected")
    manager = V.BRANCHES[c.branch]["manager"]
    status_word = "Rejected" if rejected else w.rng.choice(["Approved", "APPROVED", "Approved"])
    w.set("refund_status", "rejected" if rejected else "approved")
    if w.doc.fmt in ("text", "email"):
        shop_mail(w, "accounts", f"Refund {'request - not approved' if rejected else 'approved'} - {c.order_id}")
        w.add("para", salute(w))
        w.add("para", f"With reference to your refund request for order {w.ident('order_id', c.order_id)}, complaint "
                      f"no. {w.ident('case_number', c.case_number)}, please note the following.")
        w.kv("Customer", w.name())
        w.kv("Approval Date", w.date("approval_date", w.doc.date))
        w.kv("Refund Status", status_word)
        if rejected:
            w.add("para", "Your request could not be approved because the unit was installed and used and "
                          "the return period of 7 days from delivery is over. You may contact our service team.")
        else:
            _approval_amounts(w)
        sign_shop(w, f"{manager} | Branch Manager")
        return
    letterhead(w)
    w.add("title", w.rng.choice(["REFUND APPROVAL FORM", "Credit Note / Refund Approval", "Return Authorisation"]))
    w.add("kv2", "Complaint No.", w.ident("case_number", c.case_number), "Date",
          w.date("approval_date", w.doc.date))
    w.add("kv2", w.rng.choice(["SO / Inv. Ref", "Order No."]), w.ident("order_id", c.order_id),
          w.rng.choice(["Cust. Code", "A/C No."]), w.ident("customer_id", c.customer_id))
    w.kv("Customer Name", w.name())
    w.kv("Item", c.return_item[0])
    if w.maybe(0.5):
        w.kv("Amount claimed by customer", w.money(None, c.requested))
    w.kv(w.rng.choice(["Inspection remarks", "Store remarks"]),
         w.rng.choice(["Box opened, unit OK, accessories complete", "Unit installed 1 day, no physical damage",
                       "Panel scratch noted at delivery", "Used, installation kit missing"]))
    w.kv(w.rng.choice(["Decision", "Status"]), status_word)
    if rejected:
        w.kv("Reason", "Return period over, unit used")
    else:
        _approval_amounts(w)
    w.add("gap")
    w.add("line", f"{'Authorised' if rejected else 'Approved'} by: ~{manager.split()[0]}~  ({manager}, Branch Manager, {V.BRANCHES[c.branch]['city']})")
    w.add("line", f"Prepared by: {w.rng.choice(V.STAFF)}     Accounts: ______")


def _approval_amounts(w: GulfWriter) -> None:
    c = w.gc
    show_eligible = c.eligible != c.approved or w.maybe(0.4)
    if c.fee_basis and show_eligible:
        w.kv("Less " + c.fee_basis, w.money(None, c.requested - c.eligible))
    if show_eligible:
        w.kv(w.rng.choice(["Eligible refund", "Refundable amount", "Eligible amount"]), w.money("refund_eligible", c.eligible))
    if c.waiver:
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        w.add("para", f"As a goodwill gesture, {c.waiver}% of the {c.fee_basis} is waived by the branch manager.")
    w.kv(w.rng.choice(["Refund approved", "Approved amount", "Amount to be refunded"]), w.money("refund_approved", c.approved))
    if w.doc.style.get("promise") and c.promised:
        w.kv(w.rng.choice(["Refund will be credited by", "Expected credit date", "Payment by"]),
             w.date("promised_date", c.promised))
    else:
        w.add("small", "Refund will be processed to the original mode of payment within 7-14 working days.")


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: GulfWriter) -> None:
    c = w.gc
    card = c.payment_ref_kind in ("rrn", "auth")
    w.set("refund_status", "executed")
    status = w.rng.choice(["Executed", "Refund executed", "EXECUTED"])
    if w.doc.fmt in ("text", "email"):
        shop_mail(w, "accounts", w.rng.choice(["Refund processed - ", "Payment advice - "]) + c.order_id)
        w.add("para", salute(w))
        if card:
            label = "RRN" if c.payment_ref_kind == "rrn" else "Approval Code"
            w.add("para", f"We are pleased to inform that the refund of {w.money('refund_executed', c.approved)} for "
                          f"order {w.ident('order_id', c.order_id)} was processed to your card ending {c.card} on "
                          f"{w.date('execution_date', w.doc.date)}. {label}: {w.ident('payment_reference', c.payment_ref)}.")
            w.add("para", "Kindly note it may take 5-7 working days to reflect in your card statement as per your bank.")
        else:
            w.add("para", f"Refund for order {w.ident('order_id', c.order_id)} has been transferred to your bank account.")
            w.kv("Amount", w.money("refund_executed", c.approved))
            w.kv("Value Date", w.date("execution_date", w.doc.date))
            w.kv("Beneficiary IBAN", c.iban)
            w.kv(w.rng.choice(["Transfer Ref", "Bank Reference", "Transaction Ref"]), w.ident("payment_reference", c.payment_ref))
        w.kv("Status", status)
        if w.maybe(0.5):
            w.kv("Complaint No.", w.ident("case_number", c.case_number))
        w.kv("Customer", w.name())
        sign_shop(w, "Aileen M. | Accounts Department")
        return
    letterhead(w)
    if card:
        w.add("title", w.rng.choice(["CARD REFUND CONFIRMATION", "Refund Slip - Card", "Credit Card Refund Advice"]))
        w.add("kv2", "MID", f"{w.rng.randrange(10**8, 10**9)}", "TID", f"{w.rng.randrange(10**7, 10**8)}")
        w.kv("Card", f"VISA XXXX XXXX XXXX {c.card}" if w.maybe(0.5) else f"MASTERCARD ************{c.card}")
        w.kv("Refund Amount", w.money("refund_executed", c.approved))
        w.kv("Date / Time", w.date("execution_date", w.doc.date) + f" {w.rng.randrange(9, 21):02d}:{w.rng.randrange(60):02d}")
        w.kv("RRN" if c.payment_ref_kind == "rrn" else "Approval Code", w.ident("payment_reference", c.payment_ref))
        w.kv("Status", status)
    else:
        w.add("title", w.rng.choice(["PAYMENT ADVICE", "Bank Transfer Advice - Customer Refund", "Remittance Advice"]))
        w.kv("Value Date", w.date("execution_date", w.doc.date))
        w.kv("Beneficiary", w.name())
        w.kv("Beneficiary IBAN", c.iban)
        w.kv("Amount", w.money("refund_executed", c.approved))
        w.kv(w.rng.choice(["Our Reference", "Transaction Reference", "Bank Ref. No."]), w.ident("payment_reference", c.payment_ref))
        w.kv("Payment Status", status)
    w.add("gap")
    w.add("kv2", "Order Ref", w.ident("order_id", c.order_id), "Complaint No.", w.ident("case_number", c.case_number))
    if "customer_name" not in w.doc.fields:
        w.kv("Customer", w.name())
    if w.maybe(0.5):
        w.kv("Customer ID", w.ident("customer_id", c.customer_id))
    w.add("small", "This is a system generated advice and does not require signature.")


# --------------------------------------------------------------------------- warranty


def warranty_form(w: GulfWriter) -> None:
    c, say = w.gc, w.doc.style["say"]
    letterhead(w)
    job = w.maybe(0.5)
    w.add("title", "SERVICE JOB SHEET" if job else w.rng.choice(["WARRANTY CLAIM FORM", "Warranty Claim - AC / Appliance"]))
    w.add("kv2", "Job No." if job else "Claim No.", w.ident("case_number", c.case_number),
          "Date", w.date("document_date", w.doc.date))
    w.add("kv2", w.rng.choice(["Inv / SO No.", "Purchase Ref"]), w.ident("order_id", c.order_id),
          "Date of purchase", w.date(None, c.order_date))
    if w.maybe(0.7):
        w.kv(w.rng.choice(["Customer Code", "Cust. ID"]), w.ident("customer_id", c.customer_id))
    w.kv("Customer", w.name())
    w.add("line", "Site address: " + c.address)
    w.add("gap")
    w.kv(w.rng.choice(["Product", "Unit / Appliance", "Item description"]), w.text("product_name", c.warranty_product))
    w.kv("Model No.", c.model)
    sn_label = "Compressor S/N" if "Compressor" in c.warranty_product else w.rng.choice(
        ["Serial No.", "Unit Sr. No.", "S/N (outdoor unit)"])
    w.kv(sn_label, w.ident("serial_number", c.serial))
    w.kv(w.rng.choice(["Complaint / Fault reported", "Nature of complaint", "Problem described by customer"]),
         w.text("issue_description", c.issue))
    if job:
        w.add("kv2", "Technician", w.rng.choice(["Arun P.", "Noel D.", "Sameer K.", "Mahesh R."]),
              "Time in/out", f"{w.rng.randrange(9, 12)}:15 / {w.rng.randrange(13, 17)}:40")
        w.add("kv2", "Suction pressure", f"{w.rng.randrange(60, 130)} psi", "Ampere", f"{w.rng.randrange(4, 14)}.{w.rng.randrange(10)} A")
        w.kv("Action taken", w.rng.choice(["Checked, compressor to be replaced under warranty, part ordered",
                                           "Leak test done, brazing required, revisit planned",
                                           "PCB checked, referred to manufacturer"]))
    if say.kind:
        w.kv("Customer requirement", "unit to be working " + deadline_words(w, say))
    w.add("line", "Warranty: " + w.rng.choice(["1 year full + 5 years compressor", "2 years comprehensive",
                                               "5 years compressor only (parts)"]))
    w.add("gap")
    w.add("line", f"Customer sign: ~{_addressee(w).split()[0]}~      Technician / Supervisor sign: ________")


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": letter,
}


def write_doc(case: GulfCase, doc: Doc, schema: Schema, rng: random.Random) -> None:
    w = GulfWriter(schema, case, doc, rng)
    TEMPLATES[doc.doc_type](w)
    w.finish()

