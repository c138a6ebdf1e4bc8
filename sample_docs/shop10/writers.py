"""Shop 10's documents: each writer lays out one document and records the truth of every value
as it prints it (the printed string is kept beside the truth, so tests can find it in the text)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Doc
from sample_docs.formatting import NBSP, collapse, email_date, month_end
from sample_docs.shop10 import vocabulary as V
from sample_docs.shop10.cases import ShopCase
from sample_docs.shop10.values import (DATE_STYLES, LETTER_DATE_STYLES, date_text, lakh, money_styles, money_text,
                                       money_truth)
from status.schema import load_schema

SCHEMA = load_schema("default")  # the doc types' fields and each field's qualifier
MONEY = {"subtotal", "tax_amount", "order_total", "refund_requested", "refund_eligible", "refund_approved",
         "refund_executed"}
DATES = {"document_date", "order_date", "approval_date", "promised_date", "customer_deadline", "execution_date",
         "ship_date", "delivery_estimate"}
TZ = {"INR": "+0530", "MYR": "+0800", "AED": "+0400"}
FONTS = ("sans", "serif", "mono", "sans_condensed", "serif_condensed")


SHORT_NAMES = {"Tan Wei Ling": "Wei Ling", "Lim Chee Keong": "Chee Keong"}  # family name first


def first_name(name: str) -> str:
    return SHORT_NAMES.get(name, name.split()[0])


def chat_times(rng: random.Random, d: date, n: int) -> list[str]:
    """WhatsApp export stamps, 'dd/mm/yyyy, HH:MM', a few minutes apart."""
    minute = rng.randint(9, 21) * 60 + rng.randint(0, 40)
    out = []
    for _ in range(n):
        out.append(f"{d.strftime('%d/%m/%Y')}, {minute // 60:02d}:{minute % 60:02d}")
        minute += rng.randint(0, 3)
    return out


class B:
    """One document being written: its blocks, and the truth of each value as it is printed."""

    def __init__(self, c: ShopCase, doc_type: str, fmt: str, d: date, rng: random.Random):
        self.c, self.rng = c, rng
        self.doc = Doc(c.cid, doc_type, fmt, d)
        self.doc.fields = {f: {"value": None, "qualifier": SCHEMA.fields[f].qualifier, "currency": None, "basis": None,
                               "unresolved": False} for f in SCHEMA.doc_types[doc_type].fields}
        self.doc.printed = {}  # field -> the strings printed for it
        self.mstyle = rng.choice(money_styles(c.currency))
        self.dstyle = rng.choice(DATE_STYLES)
        self.blocks = self.doc.blocks
        self.doc.style = {
            "font": rng.choice(FONTS),
            "size": rng.choice([10, 10.5, 11]) if fmt not in ("noisy_scan", "fax", "noisy_pdf_scan") else
            rng.choice([10.5, 11, 11.5]),
            "dpi": 150 if fmt in ("clean_image", "pdf_scan", "noisy_pdf_scan") else 200,
            "aligned": rng.random() < 0.4,
            "stacked": rng.random() < 0.1,
            "scan_noise": fmt == "pdf_scan" and rng.random() < 0.3,
            "author": V.SHOP,
            "qp": fmt == "email" and rng.random() < 0.5,
            "html": fmt == "email" and rng.random() < 0.4,
        }

    # ---- values: print and record together
    def _set(self, name: str, value: str, printed: str, **extra: Any) -> str:
        fv = self.doc.fields[name]
        assert fv["value"] in (None, value), (name, fv["value"], value)
        fv["value"] = value
        fv.update(extra)
        self.doc.printed.setdefault(name, []).append(printed)
        return printed

    def m(self, name: str | None, amount: Decimal, style: str | None = None) -> str:
        printed = money_text(amount, self.c.currency, style or self.mstyle)
        if name:
            self._set(name, money_truth(amount), printed, currency=self.c.currency)
        return printed

    def d(self, name: str | None, d: date, style: str | None = None) -> str:
        printed = date_text(d, style or self.dstyle)
        if name:
            self._set(name, d.isoformat(), printed)
        return printed

    def v(self, name: str, value: str) -> str:
        truth = collapse(value).rstrip(".")
        return self._set(name, truth, value)

    def pct(self, name: str, percent: int, basis: str) -> str:
        printed = f"{percent}%"
        self._set(name, str(percent), printed, basis=basis)
        return printed

    def status(self, value: str, printed: str) -> str:
        return self._set("refund_status", value, printed)

    def deadline(self, name: str, dl: Any, printed: str | None = None) -> str:
        """A deadline: a date (printed in the document's style unless given) or unresolved words."""
        if isinstance(dl, date):
            printed = printed or date_text(dl, self.dstyle)
            return self._set(name, dl.isoformat(), printed)
        return self._set(name, dl, dl, unresolved=True)

    def expectation(self, sentence: str) -> str:
        return self.v("customer_expectation", sentence)

    def add(self, *block) -> None:
        self.blocks.append(tuple(block))

    def email(self, frm: str, to: str, subject: str, hour: int | None = None) -> None:
        r = self.rng
        self.doc.email = {"From": frm, "To": to, "Subject": subject,
                          "Date": email_date(self.doc.date, hour if hour is not None else r.randint(8, 22),
                                             r.randint(0, 59), r.randint(0, 59), TZ[self.c.currency])}


# ------------------------------------------------------------------------ helpers

def shop_name(c: ShopCase) -> str:
    return V.SHOP_MY if c.currency == "MYR" else V.SHOP_IN


def care(c: ShopCase) -> str:
    return V.CARE_MY if c.currency == "MYR" else V.CARE_IN


def cust_email(c: ShopCase) -> str:
    parts = c.name.lower().replace("'", "").split()
    return f"{parts[0]}.{parts[-1]}{len(parts[0]) * 7 % 90}@" + ("gmail.com" if c.currency != "MYR" else "yahoo.com.my")


def letterhead(b: B, c: ShopCase) -> None:
    b.add("head", V.SHOP)
    if c.currency == "MYR":
        b.add("small", f"{V.SHOP_MY} | {V.ADDR_MY} | SST No. {V.SST_NO}")
    else:
        b.add("small", f"{V.SHOP_IN} | {V.ADDR_IN} | GSTIN {V.GSTIN}")


def shop_sign(b: B, c: ShopCase) -> None:
    r = b.rng
    agent = r.choice(["Divya", "Karthik", "Nandini", "Suresh", "Aisyah", "Joel"])
    b.add("line", "Warm regards," if r.random() < 0.5 else "Thanks & regards,")
    b.add("line", f"{agent}, Customer Delight Team")
    b.add("line", f"{V.SHOP} | {care(c)} | " + ("+60 3-7733 1400" if c.currency == "MYR" else "1800-425-7788 (toll free)"))


def name_for(b: B, c: ShopCase, use_typo: bool) -> str:
    return b.v("customer_name", c.typo_name if use_typo and c.typo_name else c.name)


def short_item(name: str, room: int = 32) -> str:
    """An item as a table row prints it: the name before its variant, cut at a word to fit the column."""
    for sep in (" - ", " (", ", "):
        name = name.split(sep)[0]
    while len(name) > room:
        name = name.rsplit(" ", 1)[0]
    return name


def rupees_in_words(amount: Decimal) -> str:
    ones = ("Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen "
            "Sixteen Seventeen Eighteen Nineteen").split()
    tens = "_ _ Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split()

    def two(n: int) -> str:
        return ones[n] if n < 20 else tens[n // 10] + (" " + ones[n % 10] if n % 10 else "")

    def three(n: int) -> str:
        h, rest = divmod(n, 100)
        return " ".join(x for x in ((ones[h] + " Hundred") if h else "", two(rest) if rest else "") if x)

    n = int(amount)
    paise = int((amount - n) * 100)
    parts = []
    for div, word in ((10_000_000, "Crore"), (100_000, "Lakh"), (1000, "Thousand")):
        q, n = divmod(n, div)
        if q:
            parts.append(f"{three(q)} {word}")
    if n:
        parts.append(three(n))
    words = " ".join(parts)
    return words + (f" and {two(paise)} Paise" if paise else "") + " Only"


# ------------------------------------------------------------------------ order confirmation

def order_confirmation(c: ShopCase, fmt: str, rng: random.Random) -> Doc:
    b = B(c, "order_confirmation", fmt, c.order_date, rng)
    typo = "misspelled" in c.flags and "typo_oc" in c.flags
    show_est = rng.random() < 0.75 or "estimate_changed" in c.flags or c.kind == "late"
    cid = rng.random() < 0.6
    variant = rng.choice(["site", "market", "plain"])
    if fmt in ("text", "email"):
        b.email(f"{V.SHOP} <orders@{'kadambliving.com.my' if c.currency == 'MYR' else 'kadambliving.in'}>",
                cust_email(c), f"Order Confirmed: your {V.SHOP} order {c.order_id}")
    else:
        letterhead(b, c)
    b.add("title", rng.choice(["Order Confirmation", "Your order is confirmed", "Order Placed Successfully"]))
    if variant == "market" and c.currency == "INR":
        b.add("para", f"Thank you for your order on {c.channel}. This item is sold and fulfilled by {V.SHOP_IN}.")
    else:
        b.add("para", f"Hi {first_name(c.typo_name if typo else c.name)}, thank you for shopping with {V.SHOP}! "
                      "We have received your order and our warehouse team is getting it ready.")
    b.add("kv", rng.choice(["Order No.", "Order ID", "Order Number"]), b.v("order_id", c.order_id))
    b.add("kv", rng.choice(["Order Date", "Ordered on", "Placed on"]), b.d("order_date", c.order_date))
    if cid:
        b.add("kv", rng.choice(["Customer ID", "Customer No.", "Member ID"]), b.v("customer_id", c.customer_id))
    b.add("gap")
    if rng.random() < 0.5:
        rows = [[short_item(n), str(q), b.m(None, u), b.m(None, u * q)] for n, _, q, u in c.items]
        b.add("table", ["Item", "Qty", "Unit Price", "Amount"], rows)
        b.add("rkv", "Item total", b.m(None, c.subtotal))
        b.add("rkv", "GST" if c.currency == "INR" else ("Sales Tax" if c.currency == "MYR" else "Tax"), b.m(None, c.tax))
        b.add("rkv", "Delivery", "FREE")
        b.add("rkv", rng.choice(["Order Total", "Amount Paid", "Grand Total"]), b.m("order_total", c.total))
    else:
        b.add("grid", ["Item", "Qty"], [[n, str(q)] for n, _, q, _ in c.items])
        b.add("kv", rng.choice(["Order Total (incl. GST)" if c.currency == "INR" else "Order Total",
                                "Total amount", "Order value"]), b.m("order_total", c.total))
        b.add("kv", "Payment", rng.choice(["Prepaid (UPI)", "Credit Card EMI", "Paid online", "Cash on Delivery"]))
    b.add("gap")
    b.add("kv", "Deliver to", name_for(b, c, typo))
    b.add("line", c.address)
    if show_est:
        est = b.d("delivery_estimate", c.est_confirm)
        b.add("para", rng.choice([f"Expected delivery by {est}.", f"Estimated delivery: {est} (furniture is delivered "
                                  "by our freight partner; you will get a call before the slot).",
                                  f"Your order should reach you by {est}."]))
    else:
        b.add("para", "Our delivery partner will call you to fix a delivery slot once the order is dispatched.")
    b.add("para", "Free assembly and installation is included for furniture items. Please do not unbox large "
                  "items yourself; our technician will do it at the time of installation.")
    shop_sign(b, c)
    return b.doc


# ------------------------------------------------------------------------ invoice

def invoice(c: ShopCase, fmt: str, rng: random.Random, d: date) -> Doc:
    b = B(c, "invoice", fmt, d, rng)
    typo = "misspelled" in c.flags and "typo_inv" in c.flags
    letterhead(b, c)
    title = {"INR": "TAX INVOICE", "MYR": "INVOICE", "AED": "EXPORT INVOICE"}[c.currency]
    b.add("title", title + rng.choice(["", " (ORIGINAL FOR RECIPIENT)"]) if c.currency == "INR" else title)
    b.add("kv2", rng.choice(["Invoice No.", "Invoice Number", "Bill No."]), b.v("invoice_number", c.invoice_number),
          rng.choice(["Invoice Date", "Date", "Dated"]), b.d("document_date", d))
    b.add("kv2", rng.choice(["Order No.", "Order ID", "Order Ref."]), b.v("order_id", c.order_id),
          rng.choice(["Order Date", "Order dt."]), b.d("order_date", c.order_date))
    if rng.random() < 0.6:
        b.add("kv", rng.choice(["Customer ID", "Customer Code", "A/c No."]), b.v("customer_id", c.customer_id))
    b.add("kv", rng.choice(["Bill To", "Billed to", "Buyer"]), name_for(b, c, typo))
    b.add("line", c.address)
    if c.currency == "INR":
        b.add("line", f"Place of Supply: {c.state}   |   Channel: {c.channel}")
    elif c.currency == "AED":
        b.add("line", "Supply meant for export under LUT without payment of integrated tax. Port of loading: Chennai")
    b.add("gap")
    desc = "Description (HSN)" if c.currency != "MYR" else "Description"
    rows = [[f"{short_item(n)} ({h})" if c.currency != "MYR" else short_item(n), str(q), b.m(None, u), b.m(None, u * q)]
            for n, h, q, u in c.items]
    b.add("table", [desc, "Qty", "Rate", "Taxable Value" if c.currency == "INR" else "Amount"], rows)
    b.add("gap")
    b.add("rkv", rng.choice(["Taxable Value", "Sub Total", "Total before tax"]), b.m("subtotal", c.subtotal))
    lines = c.tax_lines()
    for label, rate, amt in lines:
        b.add("rkv", f"{label} @ {format(rate.normalize(), 'f')}%", b.m("tax_amount" if len(lines) == 1 else None, amt))
    if len(lines) > 1:
        b.add("rkv", rng.choice(["Total GST", "Total Tax"]), b.m("tax_amount", c.tax))
    b.add("rkv", rng.choice(["Grand Total", "Invoice Total", "Total Amount Payable"]), b.m("order_total", c.total))
    if c.currency == "INR":
        b.add("small", "Amount in words: Rupees " + rupees_in_words(c.total))
    b.add("small", "Whether tax is payable on reverse charge: No. E. & O.E. Goods once delivered and installed are "
                   "covered by the Kadamb Living 12 month warranty against manufacturing defects.")
    b.add("line", f"For {shop_name(c)}")
    b.add("line", "Authorised Signatory")
    return b.doc


# ------------------------------------------------------------------------ shipping notice

def shipping_notice(c: ShopCase, fmt: str, rng: random.Random) -> Doc:
    b = B(c, "shipping_notice", fmt, c.ship_date, rng)
    show_est = rng.random() < 0.7 or "estimate_changed" in c.flags
    freight = c.tracking.startswith("LR-")
    if freight and fmt not in ("text", "email"):
        b.add("head", c.carrier)
        b.add("small", "Goods Transport | Part Truck Load | Door Delivery | Customer care 1800-209-2000")
        b.add("title", rng.choice(["Consignment Note", "Lorry Receipt (Consignee Copy)"]))
        b.add("kv2", "LR No.", b.v("tracking_number", c.tracking), "Booking Date", b.d("ship_date", c.ship_date))
        b.add("kv", "Transporter", b.v("carrier", c.carrier))
        b.add("kv", "Consignor", f"{V.SHOP_IN}, Bengaluru")
        b.add("kv", "Consignee", b.v("customer_name", c.name))
        b.add("line", c.address)
        b.add("kv", "Shipper's Order Ref.", b.v("order_id", c.order_id))
        b.add("kv", "Invoice No.", c.invoice_number)
        n = len(c.items) + rng.randint(1, 3)
        b.add("kv", "No. of Packages", f"{n} ({rng.randint(40, 140)} kg, said to contain furniture)")
        if show_est:
            b.add("kv", rng.choice(["Expected Delivery", "EDD"]), b.d("delivery_estimate", c.est_ship))
        b.add("small", "Goods carried at owner's risk. Check packages for damage at the time of delivery and note "
                       "remarks on the POD before signing.")
        return b.doc
    if fmt in ("text", "email"):
        b.email(f"{V.SHOP} <shipping@{'kadambliving.com.my' if c.currency == 'MYR' else 'kadambliving.in'}>",
                cust_email(c), rng.choice([f"Shipped! Your order {c.order_id} is on the way",
                                           f"Dispatch update for order {c.order_id}"]))
    else:
        letterhead(b, c)
    b.add("title", rng.choice(["Shipment Update", "Your order has been dispatched", "Dispatch Advice"]))
    if rng.random() < 0.5:
        b.add("para", f"Dear {b.v('customer_name', c.name)},")
    else:
        b.add("para", f"Hello {first_name(c.name)},")
    est_s = None
    if rng.random() < 0.45:
        ship_s = b.d("ship_date", c.ship_date)
        sentence = (f"Good news! Your order {b.v('order_id', c.order_id)} was handed over to "
                    f"{b.v('carrier', c.carrier)} on {ship_s}. Tracking number: {b.v('tracking_number', c.tracking)}.")
        if show_est:
            est_s = b.d("delivery_estimate", c.est_ship)
            sentence += f" Expected delivery: {est_s}."
        b.add("para", sentence)
    else:
        b.add("para", "Your furniture has left our Bengaluru warehouse." if c.currency != "MYR" else
              "Your furniture has left our Shah Alam warehouse.")
        b.add("kv", rng.choice(["Order ID", "Order No."]), b.v("order_id", c.order_id))
        if rng.random() < 0.5:
            b.add("kv", "Customer ID", b.v("customer_id", c.customer_id))
        b.add("kv", rng.choice(["Courier Partner", "Shipped via", "Carrier"]), b.v("carrier", c.carrier))
        b.add("kv", rng.choice(["AWB No.", "Tracking No.", "Consignment No."]), b.v("tracking_number", c.tracking))
        b.add("kv", rng.choice(["Dispatched on", "Ship Date", "Shipped on"]), b.d("ship_date", c.ship_date))
        if show_est:
            b.add("kv", rng.choice(["Expected Delivery", "Estimated Delivery Date", "Delivery by"]),
                  b.d("delivery_estimate", c.est_ship))
    b.add("para", "The delivery executive will call you before arriving. Please keep the lift booked for large "
                  "items and check the boxes before signing the delivery receipt.")
    shop_sign(b, c)
    return b.doc


# ------------------------------------------------------------------------ refund request (customer)

def _deadline_sentence(b: B, dl: Any, want: str, doc_date: date, how: str) -> str:
    """The customer's sentence of what they want by when; records expectation and deadline."""
    if isinstance(dl, date):
        if how == "within":
            days = (dl - doc_date).days
            tail = f"within {days} days"
            b._set("customer_deadline", dl.isoformat(), tail)
        elif how == "month_end":
            tail = "by the end of this month"
            b._set("customer_deadline", dl.isoformat(), tail)
        else:
            tail = rng_choice(b, ["by", "on or before", "latest by", "before"]) + " " + b.deadline("customer_deadline", dl)
    else:
        tail = b.deadline("customer_deadline", dl)
    return b.expectation(want.format(when=tail))


def rng_choice(b: B, options: list[str]) -> str:
    return b.rng.choice(options)


def refund_request(c: ShopCase, fmt: str, rng: random.Random, d: date, how: str) -> Doc:
    b = B(c, "refund_request", fmt, d, rng)
    item = c.return_item[0]
    amt = b.m("refund_requested", c.requested, rng.choice(["rs_whole", "rupee", "inr_dash", "rs"])
              if c.currency == "INR" else None)
    want = rng.choice([
        f"I would like the full refund of {amt} to be credited to my account {{when}}",
        f"Kindly process the refund of {amt} to my original payment method {{when}}",
        f"I expect a refund of {amt} {{when}}",
        f"Please arrange pickup and refund {amt} {{when}}",
    ])
    if fmt == "clean_image" and rng.random() < 0.7:  # a WhatsApp chat, exported
        b.add("line", f"WhatsApp chat with {V.SHOP} Support")
        b.add("gap")
        t = chat_times(rng, d, 5)
        b._set("document_date", d.isoformat(), d.strftime("%d/%m/%Y"))
        who = b.v("customer_name", c.name)
        b.add("line", f"{t[0]} - {who}: Hi, order no {b.v('order_id', c.order_id)}")
        b.add("line", f"{t[1]} - {who}: The {item.split(',')[0].split(' - ')[0]} came on "
                      f"{c.delivered.strftime('%d/%m')}, I want to return it because {b.v('return_reason', c.reason)}.")
        b.add("line", f"{t[2]} - {who}: {_deadline_sentence(b, c.deadline, want, d, how)}.")
        b.add("line", f"{t[3]} - {who}: Photos attached. Pls confirm.")
        b.add("line", f"{t[4]} - {V.SHOP} Support: Sorry for the trouble! We have raised a return request, our team "
                      "will get back within 48 hours.")
        return b.doc
    formal = fmt not in ("text", "email")
    if formal:
        b.add("rline", b.d("document_date", d, rng.choice(LETTER_DATE_STYLES)))
        b.add("line", b.v("customer_name", c.name))
        b.add("line", c.address)
        b.add("gap")
        b.add("line", "To,")
        b.add("line", f"The Customer Care Manager, {shop_name(c)}")
        b.add("gap")
        b.add("line", f"Sub: Return and refund of {item} - Order {b.v('order_id', c.order_id)}")
        if rng.random() < 0.5:
            b.add("line", f"Customer ID: {b.v('customer_id', c.customer_id)}")
        b.add("gap")
        b.add("para", "Dear Sir/Madam,")
    else:
        b.email(f"{c.name} <{cust_email(c)}>", care(c), rng.choice([
            f"Return request - order {c.order_id}", f"Refund for damaged {item.split(' ')[-1]} - {c.order_id}",
            f"Re: Your order {c.order_id} has been delivered"]))
        b._set("document_date", d.isoformat(), b.doc.email["Date"])
        b.add("para", rng.choice(["Hello Kadamb Living team,", "Dear Team,", "Hi,"]))
    ordered = b.d(None, c.order_date, rng.choice(DATE_STYLES))
    b.add("para", f"I had ordered the {item} on {ordered} (order no. {b.v('order_id', c.order_id)}) and it was "
                  f"delivered on {b.d(None, c.delivered)}. I want to return it because "
                  f"{b.v('return_reason', c.reason)}.")
    b.add("para", rng.choice(["I have kept the original packing and photos of the damage are attached.",
                              "Your delivery person also saw it and noted it on the delivery slip.",
                              "This is very disappointing as I have been buying from you for years."]))
    b.add("para", _deadline_sentence(b, c.deadline, want, d, how) + ". " + rng.choice([
        "Do not offer a replacement, I am not interested.", "Please send the pickup details on this e-mail.",
        "Please share the return pickup date."]))
    b.add("para", rng.choice(["Thanks and regards,", "Regards,", "Yours faithfully,"]))
    if formal:
        b.add("line", c.name)
    else:
        b.add("line", b.v("customer_name", c.name))
        if rng.random() < 0.5:
            b.add("line", f"Cust ID {b.v('customer_id', c.customer_id)}")
        b.add("line", "+91 98" + "".join(str(rng.randint(0, 9)) for _ in range(8)) if c.currency == "INR"
              else "+60 12-" + "".join(str(rng.randint(0, 9)) for _ in range(7)))
    return b.doc


# ------------------------------------------------------------------------ refund approval

def refund_approval(c: ShopCase, fmt: str, rng: random.Random, d: date) -> Doc:
    b = B(c, "refund_approval", fmt, d, rng)
    rejected = "rejected" in c.flags
    if fmt in ("text", "email"):
        b.email(f"{V.SHOP} Care <{care(c)}>", cust_email(c),
                f"Update on your return request {c.case_number}" if rng.random() < 0.5 else
                f"[{c.case_number}] Refund decision for order {c.order_id}")
        b.add("para", f"Dear {b.v('customer_name', c.name)},")
        b.add("kv", rng.choice(["Date", "Decision date", "Approved on" if not rejected else "Reviewed on"]),
              b.d("approval_date", d))
    else:
        letterhead(b, c)
        b.add("title", "Refund Rejection Notice" if rejected else rng.choice(["Refund Approval", "Return Approved",
                                                                             "Credit Note - Refund Approval"]))
        b.add("kv2", rng.choice(["Ticket No.", "Complaint Ref.", "Case No."]), b.v("case_number", c.case_number),
              "Date", b.d("approval_date", d))
        b.add("kv", "Customer", b.v("customer_name", c.name))
    if "case_number" not in b.doc.printed:
        b.add("kv", rng.choice(["Ticket No.", "Service Request", "Case Ref."]), b.v("case_number", c.case_number))
    b.add("kv", rng.choice(["Order ID", "Order No."]), b.v("order_id", c.order_id))
    if rng.random() < 0.5:
        b.add("kv", rng.choice(["Customer ID", "Customer Code"]), b.v("customer_id", c.customer_id))
    b.add("kv", "Item", c.return_item[0])
    if rejected:
        b.add("kv", rng.choice(["Status", "Request status"]), b.status("rejected", rng.choice(["Rejected", "Not Approved", "REJECTED"])))
        b.add("para", "We have reviewed the photos and the report of our quality team. The item was delivered in good "
                      "condition and the damage reported is not covered under our return policy, as the product was "
                      "assembled and used before the complaint was raised.")
        if rng.random() < 0.5:
            b.add("kv", "Refund approved", b.m("refund_approved", Decimal("0")))
        b.add("para", "If you are not satisfied with this decision, you may reply to this message within 7 days and "
                      "our escalation desk will review it.")
        shop_sign(b, c)
        return b.doc
    b.add("kv", rng.choice(["Status", "Refund status", "Return status"]),
          b.status("approved", rng.choice(["Approved", "APPROVED", "Approved for refund"])))
    show_eligible = c.waiver is not None and rng.random() < 0.8
    if show_eligible:
        b.add("kv", rng.choice(["Eligible refund (as per policy)", "Refund eligible", "Amount eligible"]),
              b.m("refund_eligible", c.eligible))
    b.add("kv", rng.choice(["Refund approved", "Approved refund amount", "Amount approved"]),
          b.m("refund_approved", c.approved))
    if c.waiver is not None:
        b.add("para", f"As a goodwill gesture, we have waived {b.pct('fee_waiver_percent', c.waiver, c.fee_label)} of "
                      f"the {c.fee_label} on this return.")
    mode = {"UPI": "your UPI ID", "NEFT": "your bank account by NEFT", "card": "your credit card",
            "DuitNow": "your bank account via DuitNow", "transfer": "your bank account by wire transfer"}.get(c.pay_mode, "the original payment method")
    if c.promised:
        b.add("para", f"The amount will be credited to {mode} by {b.d('promised_date', c.promised)}.")
    else:
        b.add("para", f"The amount will be credited to {mode} within 5-7 working days after the pickup is completed.")
    b.add("para", "Our logistics partner will contact you to schedule the reverse pickup. Please keep the item "
                  "packed with all its parts.")
    shop_sign(b, c)
    return b.doc


# ------------------------------------------------------------------------ refund execution

def refund_execution(c: ShopCase, fmt: str, rng: random.Random, d: date) -> Doc:
    b = B(c, "refund_execution", fmt, d, rng)
    ref_label = {"UPI": ["UPI RRN", "RRN", "UPI Ref No."], "NEFT": ["UTR No.", "UTR", "NEFT UTR"],
                 "card": ["ARN", "Card reversal ARN"], "DuitNow": ["DuitNow Ref", "Bank reference"],
                 "transfer": ["Transfer ref.", "Bank reference"]}[c.pay_mode]
    mode_text = {"UPI": "UPI", "NEFT": "NEFT to bank account ending " + str(rng.randint(1000, 9999)),
                 "card": "Reversal to credit card ending " + str(rng.randint(1000, 9999)),
                 "DuitNow": "DuitNow transfer", "transfer": "Telegraphic transfer (SWIFT)"}[c.pay_mode]
    if fmt in ("text", "email"):
        b.email(f"{V.SHOP} Payments <refunds@{'kadambliving.com.my' if c.currency == 'MYR' else 'kadambliving.in'}>",
                cust_email(c), rng.choice([f"Refund processed for order {c.order_id}",
                                           f"Your refund of {collapse(money_text(c.approved, c.currency, 'rupee' if c.currency == 'INR' else 'rm' if c.currency == 'MYR' else 'aed'))} is on its way"]))
        b.add("para", f"Hi {first_name(c.name)},")
        b.add("para", "We have processed your refund. Details are below; it can take 2-3 working days for the bank "
                      "to show it in your statement.")
    else:
        letterhead(b, c)
        b.add("title", rng.choice(["Refund Advice", "Refund Processed", "Payment Advice - Refund"]))
        b.add("kv", "Customer", b.v("customer_name", c.name))
    if rng.random() < 0.6:
        b.add("kv", rng.choice(["Ticket No.", "Case No.", "Return Request"]), b.v("case_number", c.case_number))
    b.add("kv", rng.choice(["Order ID", "Order No."]), b.v("order_id", c.order_id))
    if rng.random() < 0.4:
        b.add("kv", "Customer ID", b.v("customer_id", c.customer_id))
    b.add("kv", rng.choice(["Refund amount", "Amount refunded", "Refunded"]), b.m("refund_executed", c.approved))
    b.add("kv", rng.choice(["Refund date", "Processed on", "Date of credit"]), b.d("execution_date", d))
    b.add("kv", "Mode", mode_text)
    b.add("kv", rng.choice(ref_label), b.v("payment_reference", c.payment_ref))
    b.add("kv", rng.choice(["Status", "Refund status"]),
          b.status("executed", rng.choice(["Completed", "Refund processed", "Credited", "SUCCESS"])))
    b.add("para", "Please quote the reference above to your bank if the amount does not reflect in your account.")
    shop_sign(b, c)
    return b.doc


# ------------------------------------------------------------------------ warranty form (customer)

def warranty_form(c: ShopCase, fmt: str, rng: random.Random, d: date, dl: Any) -> Doc:
    b = B(c, "warranty_form", fmt, d, rng)
    letterhead(b, c)
    b.add("title", rng.choice(["Warranty / Service Request Form", "Installation & Warranty Complaint Form",
                               "After-Sales Service Request"]))
    b.add("kv2", rng.choice(["Complaint No.", "SR No.", "Ticket No."]), b.v("case_number", c.case_number),
          "Date", b.d("document_date", d))
    b.add("kv", rng.choice(["Order No.", "Order ID"]), b.v("order_id", c.order_id))
    b.add("kv", rng.choice(["Customer Name", "Name of customer"]), b.v("customer_name", c.name))
    if rng.random() < 0.6:
        b.add("kv", rng.choice(["Customer ID", "Customer No."]), b.v("customer_id", c.customer_id))
    b.add("kv", "Address", c.address)
    b.add("kv", rng.choice(["Product", "Product name", "Item"]), b.v("product_name", c.warranty_product))
    b.add("kv", rng.choice(["Serial No. (see label under the item)", "Serial No.", "Product Sr. No."]),
          b.v("serial_number", c.serial))
    b.add("kv", "Date of delivery / installation", b.d(None, c.delivered))
    b.add("line", rng.choice(["Describe the problem:", "Nature of complaint (in customer's words):"]))
    if rng.random() < 0.5:
        b.add("para", b.v("issue_description", c.issue[0].upper() + c.issue[1:]) + ".")
    else:
        b.add("para", f"Within a few weeks of installation {b.v('issue_description', c.issue)}. "
                      "Photos and a short video are attached.")
    if dl is not None:
        b.add("kv", rng.choice(["Technician visit required by", "Please resolve by", "Needed by"]),
              b.deadline("customer_deadline", dl))
    b.add("kv", "Preferred visit time", rng.choice(["Weekend, before noon", "Any weekday after 6 pm", "Saturday"]))
    b.add("small", "For office use: warranty 12 months from delivery; damage due to misuse, water or self-assembly is "
                   "not covered. Photos of the defect and the serial label must be attached.")
    b.add("line", "Customer signature: ____________")
    return b.doc


# ------------------------------------------------------------------------ customer letter

def customer_letter(c: ShopCase, fmt: str, rng: random.Random, d: date, topic: str, dl: Any,
                    approved: Decimal | None, how: str = "date") -> Doc:
    b = B(c, "customer_letter", fmt, d, rng)
    whatsapp = fmt == "clean_image" and topic in ("late", "warranty") and rng.random() < 0.6
    body: list[str] = []
    if topic == "refund_followup":
        amt = b.m("refund_approved", approved)
        body.append(rng.choice([
            f"On {b.d(None, c.approval_date)} your team approved a refund of {amt} for the returned "
            f"{c.return_item[0]}, but till date the amount has not been credited to my account.",
            f"As per your e-mail, the approved refund of {amt} should have reached me by now. I have checked with "
            "my bank twice and nothing has come.",
        ]))
        want = rng.choice(["I expect the money in my account {when}, failing which I will take this up with the "
                           "consumer helpline", "I need this amount credited {when}",
                           "I would like you to confirm the credit {when}"])
    elif topic == "rejected":
        body.append(f"I am writing to formally complain about the rejection of my return request for the "
                    f"{c.return_item[0]}. The damage was there at the time of delivery and your own delivery staff "
                    "noted it on the slip.")
        amt = money_text(c.requested, c.currency, b.mstyle)
        want = rng.choice([f"I expect you to reverse this decision and refund {amt} {{when}}",
                           f"I must have the full refund of {amt} {{when}}, otherwise I will file a complaint on the "
                           "National Consumer Helpline"])
    elif topic == "warranty":
        body.append(f"I raised a service request for the {c.warranty_product} (serial no. {c.serial}) but no "
                    "technician has come so far. Every time I call I am told someone will come tomorrow.")
        want = rng.choice(["I need the technician to repair it {when}", "Please send someone to fix it {when}",
                           "I expect a replacement {when} if it cannot be repaired"])
    elif topic == "refund_warranty":
        amt = b.m("refund_approved", approved)
        body.append(f"Thank you for approving the refund of {amt} for the returned item. However the "
                    f"{c.warranty_product} from the same order is also giving trouble and the service request is "
                    "still open.")
        want = rng.choice(["I would like the technician visit done {when}", "I need the repair completed {when}"])
    else:  # late
        body.append(f"My order was supposed to be delivered by {b.d(None, c.est_ship)} but it has still not come. "
                    f"The tracking for {c.carrier} has shown 'in transit' for many days.")
        want = rng.choice(["I need the delivery done {when}, otherwise please cancel the order and refund me",
                           "Please deliver it {when} as we are shifting to the new flat",
                           "I expect the furniture to reach me {when}"])
    sentence = _deadline_sentence(b, dl, want, d, how)
    if whatsapp:
        t = chat_times(rng, d, 3 + len(body))
        b._set("document_date", d.isoformat(), d.strftime("%d/%m/%Y"))
        b.add("line", f"WhatsApp chat with {V.SHOP} Support")
        b.add("gap")
        who = b.v("customer_name", c.name)
        b.add("line", f"{t[0]} - {who}: Hello, order {b.v('order_id', c.order_id)}")
        for i, part in enumerate(body, 1):
            b.add("line", f"{t[i]} - {who}: {part}")
        b.add("line", f"{t[-2]} - {who}: {sentence}.")
        b.add("line", f"{t[-1]} - {V.SHOP} Support: We are checking with the team and will update you shortly.")
        return b.doc
    if fmt in ("text", "email"):
        b.email(f"{c.name} <{cust_email(c)}>", care(c), rng.choice([
            f"Complaint regarding order {c.order_id}", f"Still waiting - order {c.order_id}",
            f"Escalation: order {c.order_id}"]))
        b._set("document_date", d.isoformat(), b.doc.email["Date"])
        b.add("para", rng.choice(["Dear Sir/Madam,", "Hello team,", "To the Customer Care Head,"]))
        head = f"Order no. {b.v('order_id', c.order_id)}"
    else:
        b.add("rline", b.d("document_date", d, rng.choice(LETTER_DATE_STYLES)))
        b.add("line", c.name)
        b.add("line", c.address)
        b.add("gap")
        b.add("line", "To,")
        b.add("line", f"The Manager, Customer Relations, {shop_name(c)}")
        b.add("gap")
        head = f"Sub: Complaint - Order No. {b.v('order_id', c.order_id)}"
        b.add("line", head)
        head = ""
        b.add("para", "Respected Sir/Madam,")
    refs = []
    if c.case_number and topic != "late" and rng.random() < 0.7:
        refs.append(f"Ticket no. {b.v('case_number', c.case_number)}")
    if rng.random() < 0.5:
        refs.append(f"Customer ID {b.v('customer_id', c.customer_id)}")
    if head or refs:
        b.add("line", " | ".join(x for x in [head, *refs] if x))
    for part in body:
        b.add("para", part)
    b.add("para", sentence + ". " + rng.choice(["Kindly treat this as urgent.", "I hope I will not have to write again.",
                                                  "Please call me on my mobile."]))
    b.add("para", rng.choice(["Yours sincerely,", "Regards,", "Thanking you,"]))
    b.add("line", b.v("customer_name", c.name))
    return b.doc
