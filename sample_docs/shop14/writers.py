"""One writer per document type. A writer lays out the document's blocks and records every value
it states, as printed, with its truth (W.put). Variants: 2-4 templates per type."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Doc
from sample_docs.formatting import NBSP
from sample_docs.shop14.cases import Case
from sample_docs.shop14.values import dt, header_date, money, tz_for, wrote_line
from sample_docs.shop14.vocab import (CITY_LINE, DOMAIN, EIN, FAX, ORDERS, PHONE, REPAIRS, RETURNS, SHOP,
                                      SHOP_LEGAL, SHOP_SHORT, STREET, SUPPORT, WHOLESALE)
from status.schema import load_schema

SCHEMA = load_schema("default")  # the doc types' fields and each field's qualifier
AGENTS = [("Dana Whitlock", "Customer Care Lead"), ("Eli Marchetti", "Returns & Warranty"),
          ("Rosa Villanueva", "Customer Care"), ("Sam Oyelaran", "Repair Technician")]


class W:
    """The document being written: its case, its blocks, and the values it states."""

    def __init__(self, case: Case, doc: Doc, rng: random.Random, variant: int, **extra: Any):
        self.c, self.d, self.r, self.v = case, doc, rng, variant
        self.b = doc.blocks
        self.printed: dict[str, str] = {}
        self.x = extra
        self.ms = case.money_style
        self.cms = "sym" if case.currency == "USD" else case.extras.get("cust_style", "sym_code")
        self.agent = AGENTS[rng.randrange(len(AGENTS))]

    # values ------------------------------------------------------------------
    def put(self, name: str, truth: Any, printed: str, currency: str | None = None, basis: str | None = None,
            unresolved: bool = False) -> str:
        self.d.fields[name] = {"value": truth, "qualifier": SCHEMA.fields[name].qualifier, "currency": currency,
                               "basis": basis, "unresolved": unresolved}
        self.printed[name] = printed
        return printed

    def money(self, name: str | None, amount: Decimal, style: str | None = None) -> str:
        text, truth = money(amount, self.c.currency, style or self.ms)
        return self.put(name, truth, text, self.c.currency) if name else text

    def date(self, name: str | None, d: date, style: str) -> str:
        text, truth = dt(d, style)
        return self.put(name, truth, text) if name else text

    def ident(self, name: str, value: str, printed: str | None = None) -> str:
        return self.put(name, value, printed or value)

    def text(self, name: str, value: str) -> str:
        return self.put(name, " ".join(value.replace(NBSP, " ").split()).rstrip("."), value)

    # blocks ------------------------------------------------------------------
    def add(self, *block: Any) -> None:
        self.b.append(tuple(block))

    def para(self, text: str) -> None:
        self.add("para", text)

    def kv(self, label: str, value: str) -> None:
        self.add("kv", label, value)

    # e-mail headers ----------------------------------------------------------
    def shop_mail(self, sender: str, subject: str, d: date, to_name: bool = False) -> None:
        h, m, s = self.r.randrange(8, 18), self.r.randrange(60), self.r.randrange(60)
        to = f"{self.c.contact} <{self.c.email}>" if to_name else self.c.email
        self.d.email = {"From": sender, "To": to, "Subject": subject, "Date": header_date(d, h, m, s, tz_for("CO", d)),
                        "Message-ID": f"<{self.d.case_id.lower()}.{d.strftime('%Y%m%d')}.{h}{m}{s}@mail.{DOMAIN}>"}

    def cust_mail(self, subject: str, d: date, show_name: bool) -> None:
        h, m, s = self.r.randrange(7, 22), self.r.randrange(60), self.r.randrange(60)
        frm = f"{self.c.contact} <{self.c.email}>" if show_name else self.c.email
        self.d.email = {"From": frm, "To": SUPPORT, "Subject": subject,
                        "Date": header_date(d, h, m, s, tz_for(self.c.region, d)),
                        "Message-ID": f"<CA+{self.r.randrange(10**8, 10**9)}{self.d.case_id}@mail.example.net>"}

    def doc_date_from_header(self) -> None:
        """A customer e-mail's date is its Date header."""
        hdr = self.d.email["Date"]
        self.put("document_date", self.d.date.isoformat(), hdr.split(" ", 1)[1][:11])

    # shared pieces -----------------------------------------------------------
    def letterhead(self, title: str | None = None) -> None:
        self.add("head", SHOP.upper() if self.v % 2 else SHOP)
        self.add("small", f"{STREET} | {CITY_LINE} | {PHONE} | {DOMAIN}")
        if title:
            self.add("title", title)

    def address_lines(self, with_name: bool = True, record: bool = True) -> None:
        c = self.c
        name = self.x.get("name", c.name)
        if with_name:
            self.add("line", self.put("customer_name", name, name) if record else name)
            if c.business:
                self.add("line", f"Attn: {c.contact}")
        self.add("line", c.street)
        self.add("line", f"{c.city}, {c.region} {c.zip}" if not c.canada else f"{c.city} {c.region}  {c.zip}")
        if c.canada:
            self.add("line", "Canada")

    def order_ref(self, hash_sign: bool = True) -> str:
        return self.ident("order_id", self.c.order_id, ("#" if hash_sign else "") + self.c.order_id)

    def case_ref(self) -> str:
        return self.ident("case_number", self.c.case_no, self.c.case_no_printed)

    def agent_sign(self) -> None:
        name, role = self.agent
        self.add("line", name)
        self.add("line", f"{role} | {SHOP_SHORT}")
        self.add("line", f"{PHONE} (Mon-Fri 8am-5pm MT)")

    def items_table(self, unit_col: str = "Price") -> None:
        rows = [[n, str(q), self.money(None, p), self.money(None, p * q)] for n, q, p in self.c.items]
        self.add("table", ["Item", "Qty", unit_col, "Amount"], rows)


# ============================================================== order_confirmation


def order_confirmation(w: W) -> None:
    c, d = w.c, w.d
    name = w.x.get("name", c.name)
    if c.business:  # wholesale order acknowledgment, a PDF from the wholesale desk
        w.letterhead("Wholesale Order Acknowledgment")
        w.add("kv2", "Order no.", w.order_ref(False), "Account", w.ident("customer_id", c.cust_id))
        w.add("kv2", "Order date", w.date("order_date", c.order_date, "us"), "Terms", "Net 30")
        w.add("gap")
        w.add("line", "Ship to:")
        w.add("line", w.put("customer_name", name, name))
        w.add("line", f"Attn: {c.contact}")
        w.address_lines(with_name=False)
        w.add("gap")
        w.items_table("Unit price")
        w.add("rkv", "Subtotal", w.money(None, c.subtotal))
        w.add("rkv", "Freight", "Billed on invoice")
        w.add("rkv", "Sales tax", w.money(None, c.tax))
        w.add("rkv", "Order total", w.money("order_total", c.total))
        if w.x.get("estimate"):
            w.add("gap")
            w.kv("Estimated delivery", w.date("delivery_estimate", w.x["estimate"], "us"))
        w.para(f"Questions about this order? Reply to {WHOLESALE} or call {PHONE}. Thank you for your business.")
        return
    if w.v == 0:  # hosted-shop HTML confirmation
        w.shop_mail(f"{SHOP_SHORT} <{ORDERS}>", f"Order #{c.order_id} confirmed", d.date)
        w.add("line", SHOP_SHORT.upper())
        w.add("line", f"ORDER #{c.order_id}")
        w.order_ref()
        w.para("Thank you for your purchase!")
        w.para(f"Hi {c.first}, we're getting your order ready to be shipped. We will notify you when it has been "
               "sent.")
        w.add("line", "Order summary")
        for n, q, p in c.items:
            w.add("line", f"{n} × {q}    {w.money(None, p * q)}")
        w.add("kv", "Subtotal", w.money(None, c.subtotal))
        w.add("kv", "Shipping", "Free")
        w.add("kv", "Taxes", w.money(None, c.tax))
        w.add("kv", "Total", w.money("order_total", c.total, "sym_code"))
        w.add("gap")
        w.add("line", "Customer information")
        w.add("kv", "Order placed", w.date("order_date", c.order_date, "short"))
        w.add("line", "Shipping address")
        w.address_lines()
        if w.x.get("estimate"):
            w.kv("Estimated delivery", w.date("delivery_estimate", w.x["estimate"], "dow"))
        w.add("line", "Shipping method: Free Ground Shipping (orders over $99)")
        w.para(f"If you have any questions, reply to this email or contact us at {SUPPORT}.")
    elif w.v == 1:  # plain-text confirmation
        w.shop_mail(f"{SHOP} <{ORDERS}>", f"Your {SHOP_SHORT} order #{c.order_id}", d.date, to_name=True)
        w.para(f"Hey {c.first},")
        w.para(f"Thanks for ordering from {SHOP_SHORT}! Your order #{c.order_id} was placed on "
               f"{w.date('order_date', c.order_date, 'long')} and is now being packed in our Denver warehouse.")
        w.order_ref()
        w.add("kv", "Order", f"#{c.order_id}")
        w.add("kv", "Customer no.", w.ident("customer_id", c.cust_id))
        w.add("kv", "Name", w.put("customer_name", name, name))
        w.add("gap")
        for n, q, p in c.items:
            w.add("line", f"  {q} x {n} ... {w.money(None, p * q)}")
        w.add("gap")
        w.add("kv", "Items", w.money(None, c.subtotal))
        w.add("kv", c.tax_label, w.money(None, c.tax))
        w.add("kv", "Order total", w.money("order_total", c.total))
        if w.x.get("estimate"):
            w.para(f"Estimated arrival: {w.date('delivery_estimate', w.x['estimate'], 'dow_long')}. We'll send "
                   "tracking as soon as the carrier scans your box.")
        w.para("Brew well,")
        w.add("line", f"The {SHOP_SHORT} crew")
    else:  # printed confirmation (the shop's "print this page")
        w.letterhead("Order Confirmation")
        w.add("kv", "Order number", w.order_ref(False))
        w.add("kv", "Date ordered", w.date("order_date", c.order_date, "us"))
        w.add("kv", "Customer", w.put("customer_name", name, name))
        w.add("kv", "Email", c.email)
        w.add("gap")
        w.items_table()
        w.add("rkv", "Subtotal", w.money(None, c.subtotal))
        w.add("rkv", "Shipping", w.money(None, Decimal("0")))
        w.add("rkv", "Tax", w.money(None, c.tax))
        w.add("rkv", "Total", w.money("order_total", c.total))
        if w.x.get("estimate"):
            w.kv("Expected delivery", w.date("delivery_estimate", w.x["estimate"], "short"))


# ============================================================== invoice


def invoice(w: W) -> None:
    c, d = w.c, w.d
    name = w.x.get("name", c.name)
    if c.business:  # the bookkeeping program's invoice
        w.add("head", SHOP_LEGAL)
        w.add("line", STREET)
        w.add("line", CITY_LINE)
        w.add("line", f"{WHOLESALE}  {PHONE}")
        w.add("title", "INVOICE")
        w.add("line", "BILL TO")
        w.add("line", w.put("customer_name", name, name))
        w.add("line", f"Attn: Accounts Payable / {c.contact}")
        w.address_lines(with_name=False)
        w.add("gap")
        w.add("rkv", "INVOICE #", w.ident("invoice_number", c.invoice_no))
        w.add("rkv", "DATE", w.date("document_date", d.date, "us"))
        w.add("rkv", "TERMS", "Net 30")
        w.add("rkv", "DUE DATE", w.date(None, d.date + timedelta(days=30), "us"))
        w.add("gap")
        w.add("grid", ["CUSTOMER ID", "ORDER NO.", "ORDER DATE", "SHIP VIA"],
              [[w.ident("customer_id", c.cust_id), w.order_ref(False), w.date("order_date", c.order_date, "us"),
                "FedEx Freight"]])
        rows = [[n, str(q), f"{p:,.2f}", f"{p * q:,.2f}"] for n, q, p in c.items]
        w.add("table", ["ACTIVITY", "QTY", "RATE", "AMOUNT"], rows)
        w.add("rkv", "SUBTOTAL", w.money("subtotal", c.subtotal, "sym"))
        w.add("rkv", "TAX", w.money("tax_amount", c.tax, "sym"))
        w.add("rkv", "TOTAL", w.money("order_total", c.total, "sym"))
        w.add("rkv", "BALANCE DUE", w.money(None, c.total, "sym_code"))
        w.para(f"Please remit by check or ACH. Make checks payable to {SHOP_LEGAL}. EIN {EIN}.")
        return
    w.letterhead()
    if w.v == 0:
        w.add("title", "Invoice")
        w.add("kv2", "Invoice no.", w.ident("invoice_number", c.invoice_no),
              "Invoice date", w.date("document_date", d.date, "short"))
        w.add("kv2", "Order", w.order_ref(), "Order date", w.date("order_date", c.order_date, "short"))
        w.add("kv", "Customer ID", w.ident("customer_id", c.cust_id))
        w.add("gap")
        w.add("line", "Bill to")
        w.address_lines()
    else:
        w.add("title", "INVOICE / PACKING RECEIPT")
        w.add("kv", "Invoice number", w.ident("invoice_number", c.invoice_no))
        w.add("kv", "Date issued", w.date("document_date", d.date, "us"))
        w.add("kv", "Order number", w.order_ref(False))
        w.add("kv", "Order placed", w.date("order_date", c.order_date, "us"))
        w.add("kv", "Sold to", w.put("customer_name", name, name))
        w.add("kv", "Ship to", f"{c.street}, {c.city}, {c.region} {c.zip}")
    w.add("gap")
    w.items_table()
    w.add("rkv", "Subtotal", w.money("subtotal", c.subtotal))
    w.add("rkv", "Shipping", "Free")
    w.add("rkv", c.tax_label, w.money("tax_amount", c.tax))
    w.add("rkv", "Total", w.money("order_total", c.total))
    if c.pay == "bnpl":
        w.add("line", f"Paid with Flexa Pay in 4 (4 payments of {w.money(None, c.total / 4)})")
    elif c.pay == "paypal":
        w.add("line", "Paid with PayPal")
    else:
        w.add("line", f"Paid with {w.r.choice(['Visa', 'Mastercard', 'Amex'])} ending in {w.r.randrange(1000, 9999)}")
    w.para("Returns accepted within 30 days of delivery at returns." + DOMAIN + ". Opened grinders and machines "
           "may be subject to a 15% restocking fee. Thank you for supporting an independent Denver shop!")


# ============================================================== shipping_notice


def shipping_notice(w: W) -> None:
    c, d = w.c, w.d
    est = w.x.get("estimate")
    carrier_text = c.carrier
    if w.v == 0:  # hosted-shop shipping e-mail
        w.shop_mail(f"{SHOP_SHORT} <{ORDERS}>", f"A shipment from order #{c.order_id} is on the way", d.date)
        w.add("line", f"{SHOP_SHORT.upper()}    Order #{c.order_id}")
        w.order_ref()
        w.para("Your order is on the way")
        w.para(f"Your order is on the way. Track your shipment to see the delivery status.")
        w.add("kv", "Carrier", w.text("carrier", carrier_text))
        w.add("kv", "Tracking number", w.ident("tracking_number", c.tracking))
        w.add("kv", "Shipped", w.date("ship_date", c.ship_date, "short"))
        if est:
            w.add("kv", "Estimated delivery", w.date("delivery_estimate", est, "dow"))
        w.add("gap")
        w.add("line", "Items in this shipment")
        for n, q, _ in c.items:
            w.add("line", f"{n} × {q}")
        w.add("gap")
        w.add("line", "Shipping address")
        w.address_lines()
        w.para(f"If you have any questions, reply to this email or contact us at {SUPPORT}.")
    elif w.v == 1:  # chatty plain-text
        w.shop_mail(f"{SHOP} <{ORDERS}>", f"Shipped: your {SHOP_SHORT} order {c.order_id}", d.date)
        w.para(f"Hi {c.first},")
        w.para(f"Good news: order {w.order_ref(False)} left our Denver warehouse on "
               f"{w.date('ship_date', c.ship_date, 'long')} with {w.text('carrier', carrier_text)} "
               f"({c.service}).")
        w.add("kv", "Tracking", w.ident("tracking_number", c.tracking))
        if est:
            w.add("kv", "Expected delivery", w.date("delivery_estimate", est, "long"))
        if c.canada:
            w.para("Duties and taxes for Canadian orders were collected at checkout, so there is nothing to pay at "
                   "the door.")
        if "Machine" in c.main[0]:
            w.para("Heads up: espresso machines ship with a little water left from our bench test. That's normal.")
        w.add("line", f"— {SHOP_SHORT} Shipping")
    else:  # packing slip
        w.letterhead("PACKING SLIP")
        w.add("kv2", "Order", w.order_ref(), "Ship date", w.date("ship_date", c.ship_date, "us"))
        w.add("kv2", "Customer", w.ident("customer_id", c.cust_id), "Ship via",
              w.text("carrier", carrier_text) + f" {c.service}")
        w.add("kv", "Tracking #", w.ident("tracking_number", c.tracking))
        if est:
            w.add("kv", "Delivery by", w.date("delivery_estimate", est, "us"))
        w.add("gap")
        w.add("line", "SHIP TO")
        w.address_lines()
        w.add("gap")
        w.add("grid", ["QTY", "ITEM", "SKU"],
              [[str(q), n, f"LP-{1000 + sum(map(ord, n)) % 9000}"]
               for n, q, _ in c.items])
        w.para("Something missing or damaged? Let us know within 7 days at " + SUPPORT + ". Keep the box "
               "and foam for 30 days in case you need to send it back.")


# ============================================================== refund_request


def _deadline_words(w: W, d: date, kind: str) -> tuple[str, Any, bool]:
    """A customer's deadline: printed words, truth, unresolved?"""
    dl = w.x.get("deadline")
    if isinstance(dl, str):
        return dl, dl, True
    if kind == "within":
        days = (dl - d).days
        return f"within {days} days", dl.isoformat(), False
    if kind == "month_end":
        return "by the end of the month", dl.isoformat(), False
    style = w.x.get("deadline_style", "long")
    text, truth = dt(dl, style)
    return f"by {text}", truth, False


def expectation(w: W, sentence: str, deadline_kind: str | None = None, d: date | None = None) -> None:
    """Put the one expectation sentence (with '{dl}' for the deadline words) as a paragraph piece."""
    if deadline_kind:
        words, truth, unres = _deadline_words(w, d or w.d.date, deadline_kind)
        w.put("customer_deadline", truth, words, unresolved=unres)
        sentence = sentence.replace("{dl}", words)
    sentence = sentence.replace(" {dl}", "")
    w.put("customer_expectation", " ".join(sentence.replace(NBSP, " ").split()).rstrip("."), sentence)
    return sentence


def refund_request(w: W) -> None:
    c, d = w.c, w.d
    amt = w.money("refund_requested", c.requested, w.ms if w.v == 1 else w.cms)
    dk = w.x.get("deadline_kind")
    if w.v == 0:  # customer e-mail to support
        w.cust_mail(f"Return / refund for order #{c.order_id}", d.date, show_name=True)
        w.doc_date_from_header()
        w.para("Hello,")
        w.para(f"I'd like to return the {c.main[0]} from order {w.order_ref()}. I'm sending it back "
               f"because {w.text('return_reason', c.reason)}.")
        w.para(f"Your returns page gave me {w.case_ref()} and I've printed the label. Please process a refund of "
               f"{amt} to the card I paid with.")
        w.para(expectation(w, "I expect the refund to be on my card {dl}.", dk))
        w.para("Thanks,")
        w.add("line", w.put("customer_name", c.name, c.name))
        w.add("line", c.phone)
    elif w.v == 1:  # returns portal submission, printed from the portal
        w.add("head", f"{SHOP_SHORT} Returns Center")
        w.add("title", "Return request submitted")
        w.add("kv", "Return (RMA) number", w.case_ref())
        w.add("kv", "Order", w.order_ref())
        w.add("kv", "Customer", w.put("customer_name", c.name, c.name))
        w.add("kv", "Submitted", w.date("document_date", d.date, "dow"))
        w.add("kv", "Item", c.main[0])
        w.add("kv", "Return reason", w.text("return_reason", c.portal_reason))
        w.add("kv", "Refund to", "Original payment method")
        w.add("kv", "Refund requested", amt)
        w.add("line", "Your note to us:")
        note = expectation(w, "I would like the refund processed {dl} please, it was a big purchase for us.", dk)
        w.para(f"Box is taped back up and ready for pickup. {note}")
        w.para("Next steps: print your prepaid label, drop the package at any UPS location, and we'll inspect "
               "the item within 3 business days of receiving it.")
    elif w.v == 2:  # plain-text e-mail, shorter
        w.cust_mail(f"Re: {c.case_no_printed} return", d.date, show_name=False)
        w.doc_date_from_header()
        w.para("Hi there,")
        w.para(f"Following up on return {w.case_ref()} for order {w.order_ref(False)}. I'm returning it "
               f"because {w.text('return_reason', c.reason)}.")
        w.para(f"I'm asking for a refund of {amt}, the full price of the item.")
        w.para(expectation(w, "I need the money back {dl}, since I'm buying a replacement elsewhere.", dk))
        w.para(f"{c.first}")
        w.add("quote", wrote_line(d.date - timedelta(days=1), 10, 2, f"{SHOP_SHORT} Returns <{RETURNS}>"))
        w.add("quote", f"Your return request {c.case_no_printed} has been created. Print the label attached "
                       "to this email and drop off your package within 14 days.")
    else:  # printed letter (scanned or faxed by a business)
        w.add("rline", w.date("document_date", d.date, "long"))
        w.add("line", w.put("customer_name", c.name, c.name))
        if c.business:
            w.add("line", f"{c.contact}, Owner")
        w.add("line", c.street)
        w.add("line", f"{c.city}, {c.region} {c.zip}")
        w.add("gap")
        w.add("line", f"{SHOP_SHORT} Returns Dept.")
        w.add("line", STREET)
        w.add("line", CITY_LINE)
        w.add("gap")
        w.add("line", f"RE: Order {w.order_ref()} / {w.case_ref()}")
        w.add("gap")
        w.para("To whom it may concern,")
        w.para(f"{'We are' if c.business else 'I am'} returning the {c.main[0]} shipped on this order because "
               f"{w.text('return_reason', c.reason)}.")
        w.para(f"Please issue a refund of {amt} to {'our account' if c.business else 'my credit card'}.")
        w.para(expectation(w, "I would like confirmation in writing and the credit issued {dl}.", dk))
        w.para("Sincerely,")
        w.add("line", c.contact if c.business else c.name)


# ============================================================== refund_approval


def refund_approval(w: W) -> None:
    c, d = w.c, w.d
    rejected = w.x.get("rejected", False)
    if rejected:
        w.put("refund_status", "rejected", "")
        if w.v % 2 == 0:
            w.shop_mail(f"{SHOP_SHORT} Support <{SUPPORT}>", f"Re: Return request {c.case_no_printed} [order "
                        f"#{c.order_id}]", d.date)
            w.para(f"Hi {c.first},")
            w.para(f"Thank you for your patience while our team inspected the return for order {w.order_ref()}. "
                   f"Unfortunately we are not able to approve a refund on {w.case_ref()}.")
            w.printed["refund_status"] = "not able to approve"
            w.para("The unit arrived with coffee oils in the brew group and scale on the boiler screen, which tells "
                   "us it was used for longer than our 30-day trial window allows. Our return policy excludes "
                   "machines returned after daily use.")
            if c.eligible is not None:
                w.add("kv", "Eligible refund", w.money("refund_eligible", c.eligible))
            w.para("We can ship the machine back to you at no cost, or offer a descale and tune-up at our bench. "
                   "Just reply and let us know which you'd prefer.")
            w.para("Kind regards,")
            w.agent_sign()
        else:
            w.letterhead("Return Decision")
            w.add("kv", "RMA", w.case_ref())
            w.add("kv", "Order", w.order_ref())
            w.add("kv", "Customer", w.put("customer_name", c.name, c.name))
            w.add("kv", "Decision", "Declined")
            w.printed["refund_status"] = "Declined"
            w.add("kv", "Decision date", w.date(None, d.date, "us"))
            if c.eligible is not None:
                w.add("kv", "Refund amount eligible", w.money("refund_eligible", c.eligible))
            w.para(f"The {c.main[0]} was delivered on {w.date(None, c.delivered, 'us')}. Our inspection found scale "
                   "in the boiler, a worn group gasket and the original portafilter and tamper missing. Used and "
                   "incomplete machines are not eligible for return under our 30-day policy. Defects remain "
                   "covered under the manufacturer's warranty.")
            w.agent_sign()
        return
    w.put("refund_status", "approved", "")
    appr = w.money("refund_approved", c.approved)
    if w.v == 0:  # helpdesk e-mail from an agent
        w.shop_mail(f"{w.agent[0]} ({SHOP_SHORT} Support) <{SUPPORT}>",
                    f"Your return {c.case_no_printed} is approved", d.date)
        w.para(f"Hi {c.first},")
        w.para(f"Good news — your return {w.case_ref()} for order {w.order_ref()} has been approved.")
        w.printed["refund_status"] = "has been approved"
        if c.eligible is not None:
            w.kv("Refund eligible", w.money("refund_eligible", c.eligible))
        if c.fee_pct:
            w.para(f"Because the box was opened, a 15% restocking fee ({w.money(None, c.restock)}) applies, but as a "
                   f"courtesy we've waived {w.put('fee_waiver_percent', str(c.fee_pct), f'{c.fee_pct}%', basis='restocking fee')} "
                   "of the restocking fee.")
        w.kv("Approved refund", appr)
        w.kv("Approved on", w.date("approval_date", d.date, "short"))
        if w.x.get("promised"):
            w.para(f"We'll send the refund to your original payment method by "
                   f"{w.date('promised_date', w.x['promised'], 'long')}. Your bank may take a few more days to "
                   "post it.")
        w.para("Let me know if there's anything else I can help with.")
        w.para("Cheers,")
        w.agent_sign()
        w.add("small", f"Ticket {c.case_no_printed} · Reply above this line to add to the conversation")
    elif w.v == 1:  # returns-portal notification
        w.shop_mail(f"{SHOP_SHORT} Returns <{RETURNS}>", f"Return approved — {c.case_no_printed}", d.date)
        w.add("line", f"{SHOP_SHORT} Returns Center")
        w.para(f"Hi {c.first}, we've received and inspected your return. Here's your refund summary.")
        w.add("kv", "Return number" if c.kind == "refund_warranty" else "RMA number", w.case_ref())
        w.add("kv", "Order", w.order_ref())
        w.add("kv", "Customer ID", w.ident("customer_id", c.cust_id))
        w.add("kv", "Status", "Approved")
        w.printed["refund_status"] = "Approved"
        w.add("kv", "Approved", w.date("approval_date", d.date, "us"))
        if c.eligible is not None:
            w.add("kv", "Eligible amount", w.money("refund_eligible", c.eligible))
        if c.label_fee:
            w.add("kv", "Return label deducted", w.money(None, c.label_fee))
        if c.fee_pct:
            w.add("kv", "Restocking fee waived", w.put("fee_waiver_percent", str(c.fee_pct), f"{c.fee_pct}%",
                                                       basis="restocking fee"))
        w.add("kv", "Refund amount", appr)
        if w.x.get("promised"):
            w.add("kv", "Refund issued by", w.date("promised_date", w.x["promised"], "us"))
        w.para("Refunds go back to the original payment method. Card refunds usually post within 5-10 business "
               "days of being issued.")
    else:  # return authorization letter, PDF
        w.letterhead("Return Authorization & Refund Approval")
        w.add("kv", "Date", w.date("approval_date", d.date, "long"))
        w.add("kv", "RMA no.", w.case_ref())
        w.add("kv", "Order no.", w.order_ref(False))
        w.add("kv", "Account", w.ident("customer_id", c.cust_id))
        w.add("gap")
        w.address_lines()
        w.add("gap")
        w.para(f"Dear {c.contact},")
        w.para("We have completed our inspection of the returned equipment and approved the refund below.")
        w.printed["refund_status"] = "approved the refund"
        if c.eligible is not None:
            w.add("rkv", "Eligible for refund", w.money("refund_eligible", c.eligible))
        if c.restock:
            w.add("rkv", "Restocking fee (15%)", w.money(None, c.restock))
        if c.fee_pct:
            w.para(f"Fee waiver: {w.put('fee_waiver_percent', str(c.fee_pct), f'{c.fee_pct}%', basis='restocking fee')}"
                   f" of the restocking fee")
        w.add("rkv", "Approved refund", appr)
        if w.x.get("promised"):
            w.para(f"The credit will be issued no later than {w.date('promised_date', w.x['promised'], 'long')}.")
        w.para("Sincerely,")
        w.agent_sign()


# ============================================================== refund_execution


def refund_execution(w: W) -> None:
    c, d = w.c, w.d
    w.put("refund_status", "executed", "")
    amt_style = "sym_code" if c.currency == "CAD" else "sym"
    if c.pay == "paypal":  # PayPal's notice
        w.shop_mail("service@paypal.example <service@paypal.example>", f"You've got a refund from {SHOP_SHORT}",
                    d.date, to_name=True)
        w.d.email["From"] = "PayPal <service@paypal.example>"
        w.add("line", "PayPal")
        w.para(f"{SHOP_LEGAL} just sent you a refund of {w.money('refund_executed', c.approved, amt_style)}.")
        w.printed["refund_status"] = "sent you a refund"
        w.add("kv", "Refund date", w.date("execution_date", d.date, "short"))
        w.add("kv", "Transaction ID", w.ident("payment_reference", w.x["pay_ref"]))
        w.add("kv", "Merchant", SHOP_LEGAL)
        w.add("kv", "Invoice ID", w.order_ref(False))
        w.add("kv", "Refunded to", w.put("customer_name", c.name, c.name))
        w.para("It may take a few moments for this transaction to appear in your account.")
    elif c.pay == "store_credit":
        w.shop_mail(f"{SHOP_SHORT} <{RETURNS}>", "Your store credit is ready", d.date)
        w.para(f"Hi {c.first},")
        w.para(f"Your refund for return {w.case_ref()} (order {w.order_ref()}) has been issued as store credit "
               f"of {w.money('refund_executed', c.approved, amt_style)} on "
               f"{w.date('execution_date', d.date, 'long')}.")
        w.printed["refund_status"] = "has been issued"
        w.add("kv", "Gift card code", w.ident("payment_reference", w.x["pay_ref"]))
        w.para("The credit is applied automatically at checkout when you sign in, and it never expires.")
        w.add("line", f"{SHOP_SHORT} Returns")
    elif c.pay == "net30":  # credit memo from bookkeeping, PDF
        w.add("head", SHOP_LEGAL)
        w.add("line", f"{STREET}, {CITY_LINE}")
        w.add("title", "CREDIT MEMO / REFUND RECEIPT")
        w.add("rkv", "Refund date", w.date("execution_date", d.date, "us"))
        w.add("rkv", "Reference", w.case_ref())
        w.add("line", "CUSTOMER")
        w.add("line", w.put("customer_name", c.name, c.name))
        w.add("kv", "Customer ID", w.ident("customer_id", c.cust_id))
        w.add("kv", "Original order", w.order_ref(False))
        w.add("kv", "Payment method", "ACH credit")
        w.add("kv", "ACH trace no.", w.ident("payment_reference", w.x["pay_ref"]))
        w.add("table", ["DESCRIPTION", "QTY", "RATE", "AMOUNT"],
              [[f"Return credit — {c.items[0][0]}", "1", f"{c.approved:,.2f}", f"{c.approved:,.2f}"]])
        w.add("rkv", "TOTAL REFUNDED", w.money("refund_executed", c.approved, "sym"))
        w.printed["refund_status"] = "REFUNDED"
        w.para("This refund has been paid. Thank you.")
    elif c.pay == "bnpl":
        w.shop_mail("Flexa Pay <notifications@flexapay.example>", f"Refund processed for your {SHOP_SHORT} purchase",
                    d.date)
        w.add("line", "flexa pay in 4")
        w.para(f"Hi {c.first}, {SHOP_SHORT} processed a refund of {w.money('refund_executed', c.approved, amt_style)} "
               f"on {w.date('execution_date', d.date, 'short')}.")
        w.printed["refund_status"] = "processed a refund"
        w.add("kv", "Merchant order", w.order_ref())
        w.add("kv", "Refund ID", w.ident("payment_reference", w.x["pay_ref"]))
        w.para("We've reduced your remaining installments first. If the refund is more than what you still owe, "
               "the difference goes back to your debit card within 5-10 business days.")
    else:  # card refund via the hosted shop
        if w.v % 2 == 0:
            w.shop_mail(f"{SHOP_SHORT} <{ORDERS}>", f"Refund notification for order #{c.order_id}", d.date)
            w.add("line", f"{SHOP_SHORT.upper()}    ORDER #{c.order_id}")
            w.order_ref()
            w.para("Refund notification")
            w.para(f"You've received a refund of {w.money('refund_executed', c.approved, amt_style)}. "
                   "Depending on your bank, it can take up to 10 business days for the refund to appear.")
            w.printed["refund_status"] = "received a refund"
            w.add("kv", "Refunded to", f"{w.r.choice(['Visa', 'Mastercard', 'Amex'])} ending in "
                                       f"{w.r.randrange(1000, 9999)}")
            w.add("kv", "Refund date", w.date("execution_date", d.date, "dow"))
            w.add("kv", "Refund reference", w.ident("payment_reference", w.x["pay_ref"]))
            if c.case_no:
                w.add("kv", "Return", w.case_ref())
        else:
            w.letterhead("Refund Receipt")
            w.add("kv", "Status", "Refunded")
            w.printed["refund_status"] = "Refunded"
            w.add("kv", "Order", w.order_ref())
            w.add("kv", "RMA", w.case_ref())
            w.add("kv", "Customer", w.put("customer_name", c.name, c.name))
            w.add("kv", "Amount refunded", w.money("refund_executed", c.approved, amt_style))
            w.add("kv", "Processed on", w.date("execution_date", d.date, "us"))
            w.add("kv", "Card refund ID", w.ident("payment_reference", w.x["pay_ref"]))
            w.para("Keep this receipt for your records. Questions: " + SUPPORT)


# ============================================================== warranty_form


def warranty_form(w: W) -> None:
    c, d = w.c, w.d
    dl = w.x.get("deadline")
    w.add("head", f"{SHOP_SHORT} Repair Bench")
    w.add("small", f"{STREET}, {CITY_LINE} | {REPAIRS} | Fax {FAX}")
    w.add("title", "Warranty Repair Claim Form" if w.v != 1 else "WARRANTY SERVICE REQUEST")
    w.add("kv", "Claim number", w.case_ref())
    w.add("kv", "Date of claim", w.date("document_date", d.date, "us"))
    w.add("kv", "Order number", w.order_ref())
    if w.v != 2:
        w.add("kv", "Customer account", w.ident("customer_id", c.cust_id))
    w.add("kv", "Name / Business" if c.business else "Full name", w.put("customer_name", c.name, c.name))
    if c.business:
        w.add("kv", "Contact", c.contact)
    w.add("kv", "Phone", c.phone)
    w.add("kv", "Ship-back address", f"{c.street}, {c.city}, {c.region} {c.zip}")
    w.add("gap")
    w.add("kv", "Product / model", w.text("product_name", c.main[0]))
    w.add("kv", "Serial number", w.ident("serial_number", c.serial))
    w.add("kv", "Purchase date", w.date(None, c.order_date, "us"))
    w.add("kv", "Describe the problem", w.text("issue_description", c.issue))
    if dl is not None:
        if isinstance(dl, str):
            w.add("kv", "Needed back by (optional)", w.put("customer_deadline", dl, dl, unresolved=True))
        else:
            w.add("kv", "Needed back by (optional)", w.date("customer_deadline", dl, "us"))
    w.add("gap")
    w.para("I confirm the unit was used with filtered or softened water and has not been opened or modified "
           "by anyone other than an authorized technician.")
    w.add("line", f"Signature: ______________________   Date: {w.date(None, d.date, 'us')}")
    w.add("small", f"Warranty: {c.main[4]} year(s) parts and labor from delivery. Pack the unit in its original box; "
                   "we send a prepaid label for claims within the warranty period.")


# ============================================================== customer_letter


def customer_letter(w: W) -> None:
    """Customer prose: chasers, complaints, a formal complaint, a chargeback threat, a thank-you."""
    kind = w.x["letter"]
    LETTERS[kind](w)


def _sign(w: W, full: bool = True) -> None:
    c = w.c
    if full:
        w.add("line", w.put("customer_name", c.name, c.name) if not c.business else c.contact)
        if c.business:
            w.add("line", w.put("customer_name", c.name, c.name))
    else:
        w.add("line", c.first)


def _quoted_agent(w: W, when: date, text: str) -> None:
    w.add("line", wrote_line(when, 14 + w.r.randrange(0, 3), w.r.randrange(60), f"{w.agent[0]} <{SUPPORT}>"))
    w.add("quote", text)


def _approved_claim(w: W) -> str:
    amt = w.x.get("claim_approved")
    return w.money("refund_approved", amt, w.cms) if amt is not None else ""


def letter_chaser(w: W) -> None:
    """Before a decision: where is my refund / my repair."""
    c, d = w.c, w.d
    show = w.v % 2 == 0
    w.cust_mail(f"Re: {c.case_no_printed or 'order #' + c.order_id} — any update?", d.date, show_name=show)
    w.doc_date_from_header()
    w.para(f"Hi {w.agent[0].split()[0]},")
    what = "the repair" if c.kind in ("warranty", "refund_warranty") else "my return"
    w.para(f"Just checking on {what} for order {w.order_ref()} ({w.case_ref()}). Tracking shows you received "
           f"the box on {w.date(None, w.x['received'], 'short')} and I haven't heard anything since.")
    dk = w.x.get("deadline_kind")
    if dk:
        w.para(expectation(w, "I would like this wrapped up {dl}, as I said in my first message.", dk))
    else:
        w.para(expectation(w, "I would like a quick status update, even if it's just an ETA."))
    w.para("Thanks,")
    _sign(w, show)
    _quoted_agent(w, w.x["received"] - timedelta(days=3), "Thanks for reaching out! Once the package is scanned in "
                  "at our warehouse, our team will inspect it and follow up within 3 business days.")


def letter_after_approval(w: W) -> None:
    """After the approval e-mail: the money has not arrived (quoting the approved amount, right or wrong)."""
    c, d = w.c, w.d
    w.cust_mail(f"Re: Your return {c.case_no_printed} is approved", d.date, show_name=True)
    w.doc_date_from_header()
    w.para("Hello again,")
    claim = _approved_claim(w)
    w.para(f"On {w.date(None, w.x['approved_on'], 'ordinal_ny')} you approved a refund of {claim} for order "
           f"{w.order_ref()}, but it still hasn't been credited to my account.")
    w.para(f"Can you check that it was actually sent? The return number is {w.case_ref()}.")
    dk = w.x.get("deadline_kind")
    if dk:
        w.para(expectation(w, "I need to see that money {dl} or I'll have to dispute the charge.", dk))
    else:
        w.para(expectation(w, "I need proof that the refund was actually sent, or I'll have to dispute the charge."))
    w.para("Regards,")
    _sign(w)


def letter_printed_complaint(w: W) -> None:
    """A printed letter, scanned or faxed: a complaint about the handling."""
    c, d = w.c, w.d
    w.add("rline", w.date("document_date", d.date, "long"))
    w.add("gap")
    w.add("line", f"{SHOP_SHORT} — Customer Service")
    w.add("line", STREET)
    w.add("line", CITY_LINE)
    w.add("gap")
    w.add("line", f"Re: order {w.order_ref()}, {w.case_ref() if c.case_no else ''}".rstrip(", "))
    w.add("gap")
    w.para("Dear Customer Service Manager,")
    body = w.x.get("body")
    w.para(body)
    if w.x.get("claim_approved") is not None:
        w.para(f"Your approval letter confirmed the approved refund of {_approved_claim(w)}, so I do not "
               "understand the delay.")
    dk = w.x.get("deadline_kind")
    w.para(expectation(w, w.x.get("sentence", "I expect a written answer {dl}."), dk))
    w.para("Sincerely,")
    w.add("gap")
    _sign(w)
    w.add("line", c.phone)


def letter_bbb(w: W) -> None:
    """A formal complaint in the style of a consumer-protection complaint form, copied to the shop."""
    c, d = w.c, w.d
    w.add("head", "Formal Consumer Complaint")
    w.add("small", "Copy sent to the business as required before filing with the Better Business Bureau")
    w.kv("Date filed", w.date("document_date", d.date, "us"))
    w.kv("Consumer", w.put("customer_name", c.name, c.name))
    w.kv("Address", f"{c.street}, {c.city}, {c.region} {c.zip}")
    w.kv("Business", f"{SHOP_LEGAL}, Denver, CO")
    w.kv("Order / account no.", w.order_ref())
    w.kv("Case reference", w.case_ref())
    w.kv("Amount in dispute", w.money(None, c.requested, w.cms))
    w.add("title", "Complaint")
    w.para(f"I returned a {c.main[0]} and the business refused to refund me. They claim the machine was used "
           "for too long, but I started the return well inside the window advertised on their site and have the "
           "e-mails to prove it.")
    w.add("title", "Desired resolution")
    w.para(expectation(w, f"I expect a full refund of {w.money(None, c.requested, w.cms)} to my original card.",
                       w.x.get("deadline_kind")))
    w.para("I certify that the information in this complaint is true and accurate to the best of my knowledge.")


def letter_chargeback(w: W) -> None:
    c, d = w.c, w.d
    w.cust_mail(f"Order {c.order_id} - final notice before chargeback", d.date, show_name=True)
    w.doc_date_from_header()
    w.para(f"To {SHOP_SHORT},")
    w.para(f"Your e-mail declining {w.case_ref()} makes no sense. The {c.main[0]} from order {w.order_ref()} "
           "was used twice and packed in its original box.")
    w.para(expectation(w, "I expect you to reverse that decision {dl}.", w.x.get("deadline_kind")))
    w.para("If I don't hear back I will file a chargeback with my credit card company and leave reviews "
           "explaining why.")
    _sign(w)
    w.add("gap")
    _quoted_agent(w, w.x["declined_on"], "Unfortunately we are not able to approve a refund on this return.")


def letter_where(w: W) -> None:
    """Late delivery: where is my order."""
    c, d = w.c, w.d
    second = w.x.get("second", False)
    w.cust_mail(("Re: " if second else "") + f"Where is my order #{c.order_id}?", d.date, show_name=not second)
    w.doc_date_from_header()
    if second:
        w.para("Hi again,")
        w.para(f"Still nothing. Ticket {w.case_ref()} has been open for days and the tracking page for order "
               f"{w.order_ref()} hasn't changed since it left the sorting facility.")
        w.para(expectation(w, "I need either the machine or my money back {dl}.", w.x.get("deadline_kind")))
        _sign(w, False)
        _quoted_agent(w, w.x["ticket_opened"], f"I've opened ticket {c.case_no_printed} with the carrier and asked "
                      "them to trace the package. I'll update you as soon as I hear back.")
    else:
        w.para("Hello,")
        w.para(f"I ordered on {w.date(None, c.order_date, 'short')} (order {w.order_ref()}) and the shipping "
               f"e-mail promised delivery by {w.date(None, w.x['promised_est'], 'short')}. It hasn't come, and "
               "the tracking has been stuck for four days.")
        w.para(expectation(w, "I would like someone to find out where it is and tell me {dl}.",
                           w.x.get("deadline_kind")))
        w.para("Thanks,")
        _sign(w)


def letter_thanks(w: W) -> None:
    c, d = w.c, w.d
    w.add("rline", w.date("document_date", d.date, w.x.get("date_style", "us")))
    w.add("gap")
    w.para("Hi Larimer & Pike folks,")
    what = {"warranty": "repair", "refund_warranty": "repair", "late": "lost parcel"}.get(c.kind, "refund")
    w.para(f"Just a note to say thank you for sorting out the {what} on order {w.order_ref(False)}. "
           f"Whoever worked on {w.case_ref()} went above and beyond" +
           (", and the machine is pulling the best shots we've had all year." if c.business else
            ", and honestly you've made a customer for life."))
    w.para(expectation(w, f"I would like you to pass my thanks on to {w.agent[0]}."))
    w.para("Cheers,")
    _sign(w)


def letter_repair_chase(w: W) -> None:
    """A warranty customer asks about the repair, maybe with a deadline."""
    c, d = w.c, w.d
    w.cust_mail(f"Warranty claim {c.case_no_printed} - {c.main[0]}", d.date, show_name=True)
    w.doc_date_from_header()
    w.para("Hello Repair Bench team,")
    w.para(f"I sent in the claim form for the {c.main[0]} (order {w.order_ref()}, claim {w.case_ref()}) and "
           "shipped the unit with your prepaid label.")
    w.para(w.x.get("body", "The problem is the same as on the form and it's getting worse."))
    w.para(expectation(w, w.x.get("sentence", "I need the machine back {dl}."), w.x.get("deadline_kind")))
    w.para("Thank you,")
    _sign(w)
    if c.business:
        w.add("line", c.phone)


LETTERS = {
    "chaser": letter_chaser, "after_approval": letter_after_approval, "printed": letter_printed_complaint,
    "bbb": letter_bbb, "chargeback": letter_chargeback, "where": letter_where, "thanks": letter_thanks,
    "repair": letter_repair_chase,
}

WRITERS = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
