"""Shop 11's documents: each writer lays out one document and records, as it prints each
value, the truth that value stands for (so the truth and the print cannot drift apart)."""

from __future__ import annotations

import random
from datetime import date
from decimal import Decimal

from sample_docs.documents import Doc
from sample_docs.formatting import collapse
from sample_docs.shop11 import vocab as V
from sample_docs.shop11.cases import Case
from sample_docs.shop11.values import DATE_STYLES, NBSP, day, email_date, money, money_truth, month_end, plus
from status.schema import load_schema

SCHEMA = load_schema("default")  # the doc types' fields and each field's qualifier
MONEY_FIELDS = {"subtotal", "tax_amount", "order_total", "refund_requested", "refund_eligible", "refund_approved",
                "refund_executed"}
DATE_FIELDS = {"document_date", "order_date", "approval_date", "promised_date", "customer_deadline",
               "execution_date", "ship_date", "delivery_estimate"}
SHOP_TYPES = {"invoice", "order_confirmation", "shipping_notice", "refund_approval", "refund_execution"}


class Sheet:
    """One document being written: its blocks, and each stated field's truth with the words printing it."""

    def __init__(self, case: Case, doc_type: str, fmt: str, when: date, rng: random.Random):
        self.case, self.rng = case, rng
        self.doc = Doc(case.cid, doc_type, fmt, when)
        self.doc.fields = {n: dict(value=None, qualifier=SCHEMA.fields[n].qualifier, currency=None, basis=None,
                                   unresolved=False) for n in SCHEMA.doc_types[doc_type].fields}
        self.shows: list[tuple[str, str]] = []  # (field, printed words): what the truth check looks for
        self.dates = rng.choice(DATE_STYLES)
        self.mstyle = rng.randrange(4)
        self.doc.style = {
            "font": rng.choice(["sans", "serif", "mono", "sans_condensed", "serif_condensed"]),
            "size": rng.choice([10, 10.5, 11]) if fmt not in ("noisy_scan", "fax") else rng.choice([10.5, 11, 11.5]),
            "dpi": 150 if fmt in ("clean_image", "pdf_scan") else 200,
            "aligned": rng.random() < 0.4,
            "stacked": doc_type in ("warranty_form", "refund_request") and rng.random() < 0.3,
            "scan_noise": fmt == "pdf_scan" and rng.random() < 0.6,
            "author": V.SHOP if doc_type in SHOP_TYPES else case.name,
            "qp": fmt == "email" and rng.random() < 0.5,
            "html": fmt == "email" and doc_type in SHOP_TYPES and rng.random() < 0.6,
        }

    # ---- values: print and record
    def state(self, name: str, truth: str | None, printed: str, currency: str | None = None,
              basis: str | None = None, unresolved: bool = False) -> str:
        fv = self.doc.fields[name]
        fv.update(value=truth, currency=currency, basis=basis, unresolved=unresolved)
        self.shows.append((name, printed))
        return printed

    def m(self, name: str | None, amount: Decimal) -> str:
        printed = money(amount, self.case.currency, self.mstyle)
        return self.state(name, money_truth(amount), printed, self.case.currency) if name else printed

    def d(self, name: str | None, when: date) -> str:
        printed = day(when, self.dates)
        return self.state(name, when.isoformat(), printed) if name else printed

    def id(self, name: str, value: str) -> str:
        return self.state(name, value, value)

    def text(self, name: str, value: str) -> str:
        return self.state(name, collapse(value).rstrip("."), value)

    # ---- blocks
    def b(self, *block) -> None:
        self.doc.blocks.append(block)

    def kv(self, label: str, value: str) -> None:
        self.b("kv", label, value)

    def para(self, text: str) -> None:
        self.b("para", text)

    def mail(self, subject: str, from_shop: bool, spelled: str | None = None) -> None:
        """E-mail headers (text and eml formats); the Date header dates the document, and the
        customer's name in From/To states the customer name (as this document spells it)."""
        c, rng = self.case, self.rng
        shop = f"{V.SHOP_SHORT} Outdoor <{rng.choice(['order', 'kundservice', 'returns', 'noreply'])}" \
               f"@{V.COUNTRIES[c.country]['domain']}>"
        cust = f"{spelled or c.name} <{c.email}>"
        stamp = email_date(self.doc.date, rng.randrange(7, 22), rng.randrange(60), rng.randrange(60),
                           "+0200" if self.doc.date < date(2026, 10, 25) else "+0100")
        self.doc.email = {"From": shop if from_shop else cust, "To": cust if from_shop else shop,
                          "Subject": subject, "Date": stamp}
        if "customer_name" in self.doc.fields:
            self.state("customer_name", spelled or c.name, cust)

    @property
    def is_mail(self) -> bool:
        return self.doc.fmt in ("text", "email")

    def letterhead(self) -> None:
        if not self.is_mail:
            self.b("head", V.SHOP)
            self.b("small", V.ORG_LINE)
            self.b("gap")

    def name(self, spelled: str | None = None) -> str:
        """The customer's full name as this document spells it."""
        return self.state("customer_name", spelled or self.case.name, spelled or self.case.name)

    def done(self) -> Doc:
        self.doc.shows = self.shows
        self.case.docs.append(self.doc)
        return self.doc


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _items_table(s: Sheet, items) -> None:
    s.b("table", ["Item", "Qty", "Unit price", "Amount"],
        [[n, str(q), s.m(None, u), s.m(None, q * u)] for n, q, u in items])


def _typo(c: Case, doc_type: str) -> str | None:
    """The misspelt name goes on the first document that prints the name (confirmation or invoice)."""
    if c.typo_name and not any(d.fields.get("customer_name", {}).get("value") for d in c.docs):
        return c.typo_name
    return None


# --------------------------------------------------------------------------- shop documents


def order_confirmation(c: Case, fmt: str, rng: random.Random) -> Doc:
    s = Sheet(c, "order_confirmation", fmt, c.order_date, rng)
    v = rng.randrange(3)
    spelled = _typo(c, "order_confirmation")
    if s.is_mail:
        s.mail(rng.choice([f"Order {c.order_id} confirmed", f"Thank you for your order {c.order_id}",
                           f"We have received your order ({c.order_id})"]), True, spelled)
    s.letterhead()
    s.b("title", ["Thank you for your order!", "Order confirmation", "Your order is confirmed"][v])
    s.para(f"Hi {c.first}, we have received your order and are packing it in our warehouse in Umeå. "
           "You will get another e-mail with the tracking link when the parcel leaves us.")
    s.kv(["Order number", "Order no.", "Order"][v], s.id("order_id", c.order_id))
    s.kv(["Order date", "Placed on", "Date"][v], s.d("order_date", c.order_date))
    if rng.random() < 0.6:
        s.kv(["Customer number", "Member no.", "Customer no."][v], s.id("customer_id", c.customer_id))
    _items_table(s, c.items)
    s.b("rkv", "Shipping", s.m(None, c.shipping) if c.shipping else "Free")
    s.b("rkv", ["Total", "Order total", "To pay"][v], s.m("order_total", c.total))
    s.b("rkv", f"incl. {V.COUNTRIES[c.country]['vat_word']}", s.m(None, c.tax))
    s.b("gap")
    label = ["Estimated delivery", "Expected delivery", "Delivery estimate"][rng.randrange(3)]
    s.kv(label, s.d("delivery_estimate", c.est_confirm))
    s.b("gap")
    s.b("line", "Delivery address:")
    s.b("line", s.name(spelled))
    for line in c.address:
        s.b("line", line)
    s.b("gap")
    pay = {"paylater": "Nordpay invoice, pay within 30 days", "card": "Card (Visa/Mastercard)",
           "bank": "Bank transfer"}[c.pay_method]
    s.kv("Payment", pay)
    s.para("Free returns within 30 days through our returns portal. Questions? Just reply to this e-mail. "
           f"Greetings from the {V.SHOP_SHORT} team")
    return s.done()


def invoice(c: Case, fmt: str, rng: random.Random) -> Doc:
    when = plus(c.order_date, rng.choice([0, 1, 2]))
    s = Sheet(c, "invoice", fmt, when, rng)
    v = rng.randrange(3)
    if s.is_mail:
        s.mail(f"Invoice {c.invoice_number} for order {c.order_id}", True)
    s.letterhead()
    s.b("title", ["Invoice", "Faktura / Invoice", "Tax invoice"][v])
    if v == 0:
        s.b("kv2", "Invoice no.", s.id("invoice_number", c.invoice_number), "Invoice date", s.d("document_date", when))
        s.b("kv2", "Order no.", s.id("order_id", c.order_id), "Order date", s.d("order_date", c.order_date))
        s.kv("Customer no.", s.id("customer_id", c.customer_id))
    else:
        s.kv(["", "Invoice number", "Invoice"][v], s.id("invoice_number", c.invoice_number))
        s.kv("Date of invoice" if v == 1 else "Issued", s.d("document_date", when))
        s.kv("Your order", s.id("order_id", c.order_id))
        if v == 1:
            s.kv("Ordered", s.d("order_date", c.order_date))
        if rng.random() < 0.5:
            s.kv("Customer ID", s.id("customer_id", c.customer_id))
    s.b("gap")
    s.b("line", "Bill to:")
    s.b("line", s.name(_typo(c, "invoice")))
    for line in c.address:
        s.b("line", line)
    s.b("gap")
    _items_table(s, c.items + ([("Shipping", 1, c.shipping)] if c.shipping else []))
    w = V.COUNTRIES[c.country]["vat_word"]
    rate = f"{c.vat}".replace(".", ",")
    s.b("rkv", ["Subtotal excl. VAT", f"Net amount (excl. {w})", "Subtotal"][v], s.m("subtotal", c.net))
    s.b("rkv", [f"VAT ({w}) {rate} %", f"{w} {rate} %", f"VAT {rate}%"][v], s.m("tax_amount", c.tax))
    s.b("rkv", ["Total incl. VAT", "Amount due", "Invoice total"][v], s.m("order_total", c.total))
    s.b("gap")
    if c.pay_method == "paylater":
        s.para(f"Pay with Nordpay by {s.d(None, plus(when, 30))}. Bankgiro 5912-4471, "
               f"OCR reference {c.invoice_number.replace('F2026-', '2026')}47.")
    else:
        s.para("Already paid by " + ("card" if c.pay_method == "card" else "bank transfer") + ". Thank you!")
    s.b("small", "Returns within 30 days: returns.kvarnfjall.com. Warranty questions: warranty@kvarnfjall.com")
    if fmt == "pdf_text" and rng.random() < 0.4:
        s.b("page")
        s.b("title", "Returns and warranty")
        s.para("You can return unused items within 30 days of delivery. Print the return slip from the returns "
               "portal and drop the parcel at the service point. A return fee is taken from the refund unless "
               "the item was faulty. Our outerwear has a warranty against faults in material and workmanship; "
               "keep the label with the serial number inside the product.")
    return s.done()


LOCKERS = ["ICA Maxi Ersboda", "Coop Extra Tromsø", "Netto Aarhus C", "K-Market Kamppi", "Żabka Karmelicka 12",
           "Packstation 114", "Rema 1000 Majorstuen"]


def shipping_notice(c: Case, fmt: str, rng: random.Random) -> Doc:
    s = Sheet(c, "shipping_notice", fmt, c.ship_date, rng)
    v = rng.randrange(3)
    locker = c.carrier in ("Budbee", "Instabox", "InPost Paczkomaty", "Helthjem", "Matkahuolto") or rng.random() < 0.2
    if s.is_mail:
        s.mail([f"Your order {c.order_id} is on its way", f"Shipped: order {c.order_id}",
                "Good news, your parcel has left our warehouse"][v], True)
    s.letterhead()
    s.b("title", ["Your parcel is on its way", "Shipping confirmation", "Dispatch notice"][v])
    greet = s.name() if rng.random() < 0.5 else c.first
    s.para(f"Hi {greet}, your order has been packed and handed over to {c.carrier}.")
    s.kv(["Order", "Order number", "Your order no."][v], s.id("order_id", c.order_id))
    if rng.random() < 0.3:
        s.kv("Customer no.", s.id("customer_id", c.customer_id))
    s.kv(["Carrier", "Shipped with", "Delivery by"][v], s.state("carrier", c.carrier, c.carrier))
    s.kv(["Tracking number", "Tracking no.", "Shipment ID"][v], s.id("tracking_number", c.tracking))
    s.kv(["Shipped on", "Dispatch date", "Sent"][v], s.d("ship_date", c.ship_date))
    if locker:
        s.kv("Pickup point", rng.choice(LOCKERS))
        s.kv("Pickup code", f"{rng.randrange(100, 999)}{NBSP}{rng.randrange(100, 999)}")
        s.kv("Ready for pickup", s.d("delivery_estimate", c.est_ship))
        s.para("You have 7 days to collect the parcel. Bring the pickup code or open the carrier's app.")
    else:
        s.kv(["Expected delivery", "Estimated arrival", "Delivery expected"][v], s.d("delivery_estimate", c.est_ship))
    if rng.random() < 0.5:
        s.b("gap")
        s.b("line", "Delivery address:")
        if s.doc.fields["customer_name"]["value"] is None:
            s.b("line", s.name())
        else:
            s.b("line", c.name)
        for line in c.address:
            s.b("line", line)
    s.para("Track your parcel with the link in the carrier's SMS. Happy adventures!")
    return s.done()


def refund_approval(c: Case, fmt: str, rng: random.Random, when: date, rejected: bool) -> Doc:
    s = Sheet(c, "refund_approval", fmt, when, rng)
    v = rng.randrange(3)
    item = c.return_item[0]
    if s.is_mail:
        s.mail([f"Your return {c.case_number}", f"Return {c.case_number} for order {c.order_id}",
                "About your return"][v], True)
    s.letterhead()
    s.b("title", ["Refund decision", "Your return has been handled", "Return update"][v])
    s.para(f"{rng.choice(c.hello)} {c.first}, thank you for sending back the {item}. "
           "We have received the parcel and checked the item.")
    s.kv(["Return number", "Return no.", "Case"][v], s.id("case_number", c.case_number))
    s.kv(["Order", "Order number", "Order no."][v], s.id("order_id", c.order_id))
    if rng.random() < 0.5:
        s.kv("Customer no.", s.id("customer_id", c.customer_id))
    if rng.random() < 0.5:
        s.kv("Name", s.name())
    s.kv(["Decision date", "Date", "Handled on"][v], s.d("approval_date", when))
    if rejected:
        s.kv("Status", s.state("refund_status", "rejected", "Rejected"))
        s.para(rng.choice(["Unfortunately we cannot accept the return, because the item has been used outdoors "
                           "and the hang tags were removed.",
                           "Unfortunately we cannot accept the return, because it arrived after the 30-day "
                           "return period."]))
        if rng.random() < 0.5:
            s.kv("Refund amount", s.m("refund_approved", Decimal("0")))
        s.para("We will send the item back to you at no cost. If you think this is wrong, please reply to "
               "this e-mail within 14 days.")
    else:
        s.kv("Status", s.state("refund_status", "approved", rng.choice(["Approved", "Refund approved"])))
        s.kv("Item value", s.m(None, c.requested))
        s.kv("Return fee", "- " + s.m(None, c.fee))
        if rng.random() < 0.7:
            s.kv(["Refundable amount", "Amount after return fee", "Eligible refund"][v],
                 s.m("refund_eligible", c.eligible))
        if c.waiver:
            s.kv("Return fee waived", s.state("fee_waiver_percent", str(c.waiver), f"{c.waiver}{NBSP}%",
                                              basis="return fee"))
        s.kv(["Refund approved", "We refund", "Approved amount"][v], s.m("refund_approved", c.approved))
        method = {"paylater": "your Nordpay invoice", "card": "the card you paid with",
                  "bank": "your bank account"}[c.pay_method]
        if c.promised:
            s.para(f"The money goes back to {method}. You will have it by "
                   f"{s.d('promised_date', c.promised)} at the latest.")
        else:
            s.para(f"The money goes back to {method} within 5-10 banking days.")
    s.para(f"{rng.choice(['Best regards', 'Kind regards', 'Greetings'])}, {rng.choice(['Frida', 'Lars', 'Ebba'])} "
           f"at {V.SHOP_SHORT} customer service")
    return s.done()


def refund_execution(c: Case, fmt: str, rng: random.Random, when: date) -> Doc:
    s = Sheet(c, "refund_execution", fmt, when, rng)
    v = rng.randrange(3)
    if s.is_mail:
        s.mail([f"Refund paid for order {c.order_id}", "Your refund is on its way",
                f"Refund confirmation {c.case_number}"][v], True)
    s.letterhead()
    s.b("title", ["Refund confirmation", "Your money is on its way back", "Refund paid"][v])
    via = {"paylater": "we have credited your Nordpay invoice.", "card": "we have refunded the card you paid with.",
           "bank": "we have sent the money to your bank account."}[c.pay_method]
    s.para(f"{rng.choice(c.hello)} {c.first}, {via} It can take 1-3 banking days before you see it.")
    if rng.random() < 0.6:
        s.kv("Customer", s.name())
    s.kv(["Order", "Order number", "Order no."][v], s.id("order_id", c.order_id))
    if rng.random() < 0.8:
        s.kv(["Return number", "Return no.", "Case"][v], s.id("case_number", c.case_number))
    if rng.random() < 0.4:
        s.kv("Customer no.", s.id("customer_id", c.customer_id))
    s.kv(["Refunded amount", "Amount refunded", "Refund"][v], s.m("refund_executed", c.approved))
    s.kv(["Paid out on", "Refund date", "Date of payment"][v], s.d("execution_date", when))
    s.kv(["Payment reference", "Transaction ID", "Reference"][v], s.id("payment_reference", c.payment_ref))
    s.kv("Status", s.state("refund_status", "executed", rng.choice(["Refunded", "Paid", "Completed"])))
    s.para("Thank you for shopping with us. See you on the trail!")
    return s.done()


# --------------------------------------------------------------------------- customer words


def expectation(s: Sheet, c: Case, what: str, rng: random.Random, moved: bool = False,
                fresh: bool = False) -> str:
    """The customer's sentence saying what they want and by when; records the deadline and the
    expectation. The case keeps one deadline unless a planted conflict moves it (`moved`)."""
    when = s.doc.date
    if c.deadline is None or fresh:
        pick = rng.random()
        if pick < 0.25 and not fresh:
            words = rng.choice(V.UNRESOLVED_WHEN)
            deadline: object = words
        elif pick < 0.33:
            n = rng.choice([10, 14])
            words = f"within {n} days"
            deadline = plus(when, n)
        elif pick < 0.43 and month_end(when) > plus(when, 5):
            words = "by the end of this month"
            deadline = month_end(when)
        else:
            deadline = plus(when, rng.randrange(8, 20))
            words = None
        if not fresh:
            c.deadline = deadline
    else:
        deadline = c.deadline
        words = None
        if moved:
            base = max(c.deadline, when) if isinstance(c.deadline, date) else when
            deadline = plus(base, rng.choice([7, 10, 14]))
        elif isinstance(deadline, date) and deadline <= when:  # the date given before has passed
            sentence = rng.choice(["The date I asked for has passed, so I need {what} as soon as possible",
                                   "Now I expect {what} as soon as possible"]).format(what=what)
            if "customer_expectation" in s.doc.fields:
                s.text("customer_expectation", sentence)
            return sentence + "."
    if isinstance(deadline, str):
        s.state("customer_deadline", deadline, deadline, unresolved=True)
        shown = deadline
    elif words:
        s.state("customer_deadline", deadline.isoformat(), words)
        shown = words
    else:
        shown = s.d("customer_deadline", deadline)
    if words or isinstance(deadline, str):
        pattern = rng.choice(["I need {what} {when}", "Please send {what} {when}",
                              "I would like to get {what} {when}"])
    else:
        pattern = rng.choice(["Please send {what} before {when}", "I would like to have {what} until {when}",
                              "I need {what} latest {when}", "I expect {what} no later than {when}",
                              "Can you please send {what} before {when}, that would help me a lot"])
    sentence = pattern.format(what=what, when=shown)
    if "customer_expectation" in s.doc.fields:  # a warranty form states the deadline, not an expectation
        s.text("customer_expectation", sentence)
    return sentence + "."


def _sign(s: Sheet, c: Case, rng: random.Random, with_id: bool) -> None:
    s.b("line", f"{rng.choice(c.bye)},")
    s.b("line", s.name())
    if with_id:
        s.b("line", f"Customer no. {s.id('customer_id', c.customer_id)}")


def _letter_head(s: Sheet, c: Case, subject: str) -> None:
    """E-mail headers, or a printed letter's sender block and date."""
    if s.is_mail:
        s.mail(subject, False)
        s.state("document_date", s.doc.date.isoformat(), s.doc.email["Date"])
    else:
        s.b("line", c.name)
        for line in c.address:
            s.b("line", line)
        s.b("gap")
        s.b("rline", s.d("document_date", s.doc.date))
        s.b("line", f"To: {V.SHOP}, customer service")
        s.b("line", f"Subject: {subject}")
        s.b("gap")


def refund_request(c: Case, fmt: str, rng: random.Random, when: date) -> Doc:
    s = Sheet(c, "refund_request", fmt, when, rng)
    item, q, _ = c.return_item
    money_words = money(c.requested, c.currency, s.mstyle)
    if s.is_mail or fmt == "fax" or rng.random() < 0.3:
        _letter_head(s, c, rng.choice([f"Return of order {c.order_id}", "Return and refund",
                                       f"Refund please - {c.order_id}"]))
        s.para(f"{rng.choice(c.hello)},")
        s.para(f"I want to return the {item} from my order {s.id('order_id', c.order_id)}, because "
               f"{s.text('return_reason', c.reason)}. I have sent it back with the return label today.")
        s.para(f"Please give me a refund of {s.m('refund_requested', c.requested)} for it. "
               + expectation(s, c, rng.choice(["the money back", "my refund", "the refund to my account"]), rng))
        if rng.random() < 0.4:
            s.para(f"My return number from the portal is {s.id('case_number', c.case_number)}.")
        _sign(s, c, rng, rng.random() < 0.5)
    else:
        s.letterhead()
        s.b("title", rng.choice(["Return slip", "Returns form", "Return request"]))
        s.b("small", "Put this slip in the parcel. Created in the returns portal returns.kvarnfjall.com")
        s.kv(rng.choice(["Return number", "Return no.", "RMA"]), s.id("case_number", c.case_number))
        s.kv(rng.choice(["Order number", "Order no."]), s.id("order_id", c.order_id))
        s.kv("Name", s.name())
        if rng.random() < 0.6:
            s.kv(rng.choice(["Customer no.", "Customer number"]), s.id("customer_id", c.customer_id))
        s.kv(rng.choice(["Date", "Created"]), s.d("document_date", when))
        s.b("table", ["Item", "Qty", "Unit price", "Amount"],
            [[item, str(q), money(c.return_item[2], c.currency, s.mstyle), money_words]])
        s.kv(rng.choice(["Reason for return", "Why are you returning?"]), s.text("return_reason", _cap(c.reason)))
        s.kv(rng.choice(["Refund requested", "Refund to original payment"]), s.m("refund_requested", c.requested))
        s.b("line", "Your comment:")
        s.para(expectation(s, c, rng.choice(["the money back", "my refund"]), rng)
               + rng.choice([" Thanks!", " Tack!", " Kiitos!", ""]))
    return s.done()


def warranty_form(c: Case, fmt: str, rng: random.Random, when: date, with_deadline: bool) -> Doc:
    s = Sheet(c, "warranty_form", fmt, when, rng)
    if s.is_mail:
        s.mail(f"Warranty claim {c.warranty_product}", False)
    s.letterhead()
    s.b("title", rng.choice(["Warranty claim form", "Warranty claim", "Claim for repair or replacement"]))
    s.kv(rng.choice(["Claim no.", "Claim number", "Case no."]), s.id("case_number", c.case_number))
    s.kv(rng.choice(["Order no.", "Order number", "Bought with order"]), s.id("order_id", c.order_id))
    s.kv("Name", s.name())
    if rng.random() < 0.6:
        s.kv("Customer no.", s.id("customer_id", c.customer_id))
    s.kv(rng.choice(["Date", "Date of claim"]), s.d("document_date", when))
    s.kv(rng.choice(["Product", "Product name", "Article"]), s.state("product_name", c.warranty_product,
                                                                  c.warranty_product))
    s.kv(rng.choice(["Serial no.", "Serial number (label inside)", "Serial / batch no."]), s.id("serial_number", c.serial))
    s.kv(rng.choice(["Describe the fault", "What is wrong?", "Fault description"]), s.text("issue_description",
                                                                                          _cap(c.issue)))
    s.para(rng.choice(["I have used it maybe ten times, always carefully.", "It was only used on two short trips.",
                       "I did not wash it or repair it myself."]))
    if with_deadline:
        s.b("line", "Anything else we should know?")
        s.para(expectation(s, c, "the repaired or new one", rng))
    s.b("small", "Send the product with this form to: Kvarnfjäll Warranty, Box 112, 903 03 Umeå")
    return s.done()


def customer_letter(c: Case, fmt: str, rng: random.Random, when: date, mood: str) -> Doc:
    """mood: chaser (refund approved, money not there), complaint (rejected), late (parcel missing),
    warranty (where is my repair), thanks, question."""
    s = Sheet(c, "customer_letter", fmt, when, rng)
    subject = {"chaser": f"Refund for {c.order_id} still missing", "complaint": f"Return rejected?? {c.order_id}",
               "late": f"Where is my order {c.order_id}", "warranty": f"Warranty claim {c.case_number}",
               "thanks": "Thank you!", "question": f"Question about order {c.order_id}"}[mood]
    _letter_head(s, c, subject)
    s.para(f"{rng.choice(c.hello)}!")
    order = s.id("order_id", c.order_id)
    if mood == "chaser":
        claimed = c.approved
        if "approved_amount_mismatch" in c.flags:
            claimed = rng.choice([c.requested, c.approved + rng.choice([10, 20, 50])]) if c.requested != c.approved \
                else c.approved + 20
        s.para(f"I write about my return {s.id('case_number', c.case_number)} for order {order}. On "
               f"{s.d(None, c.docs[-1].date)} you approved a refund of {s.m('refund_approved', claimed)}, "
               "but I still do not see the money. Maybe something went wrong?")
        s.para(expectation(s, c, "the money on my account", rng, moved="deadline_changed" in c.flags))
    elif mood == "complaint":
        s.para(f"I got your e-mail that my return {s.id('case_number', c.case_number)} (order {order}) is rejected. "
               f"I do not agree, the {c.return_item[0]} was only tried on at home.")
        s.para(expectation(s, c, "a new decision and my money back", rng, moved="deadline_changed" in c.flags))
    elif mood == "late":
        s.para(f"I ordered on {s.d(None, c.order_date)} (order {order}) and the parcel is still not here. "
               f"The tracking number {c.tracking} shows nothing new since days.")
        s.para(expectation(s, c, rng.choice(["the parcel", "my order", "the things"]), rng, fresh=True)
               + " Otherwise please cancel it.")
    elif mood == "warranty":
        s.para(f"I sent my {c.warranty_product} for warranty, claim {s.id('case_number', c.case_number)}, "
               f"order {order}. I did not hear anything since then.")
        s.para(expectation(s, c, "the repaired or new one", rng))
    elif mood == "thanks":
        s.para(f"Just a short message to say thank you for the fast help with my {c.warranty_product} "
               f"(order {order}). The new one arrived yesterday and it is perfect.")
        s.para("I will for sure recommend you to my friends.")
    else:
        s.para(f"I bought a {c.items[0][0]} with order {order}. Can I still change it to another size if "
               "I have used it once on a short walk?")
        s.para(expectation(s, c, "an answer", rng, fresh=True))
    _sign(s, c, rng, rng.random() < 0.4)
    return s.done()
