"""One writer per document type. Each writer appends layout blocks and records every stated
field's truth together with the exact words it printed (checked against the text later)."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Doc
from sample_docs.shop13 import vocab as V
from sample_docs.shop13.cases import Case
from sample_docs.shop13.values import (
    CUSTOMER_DATES,
    CUSTOMER_MONEY,
    NBSP,
    SHOP_MONEY,
    collapse,
    date_text,
    date_truth,
    email_date,
    money_text,
    money_truth,
    month_end,
    next_weekday,
)
from status.schema import load_schema

SCHEMA = load_schema("default")


class W:
    """Builds one document: layout blocks plus truth fields and their printed words."""

    def __init__(self, case: Case, doc: Doc, rng: random.Random):
        self.c, self.d, self.rng = case, doc, rng
        self.d.fields = {n: self.null(n) for n in SCHEMA.doc_types[doc.doc_type].fields}
        self.printed: dict[str, str] = {}
        doc.printed = self.printed  # read by the generator's words-in-text check
        self.ds = doc.style["date"]
        self.ms = doc.style["money"]

    @staticmethod
    def null(name: str) -> dict:
        return {"value": None, "qualifier": SCHEMA.fields[name].qualifier, "currency": None, "basis": None,
                "unresolved": False}

    # ---- blocks
    def add(self, *block: Any) -> None:
        self.d.blocks.append(tuple(block))

    def kv(self, label: str, value: str) -> None:
        self.add("kv", label, value)

    def para(self, text: str) -> None:
        self.add("para", text)

    def line(self, text: str) -> None:
        self.add("line", text)

    # ---- values
    def m(self, amount: Decimal, style: str | None = None) -> str:
        return money_text(amount, self.c.currency, style or self.ms)

    def dt(self, d: date, style: str | None = None) -> str:
        return date_text(d, style or self.ds)

    def set(self, name: str, value: str, printed: str, currency: str | None = None, basis: str | None = None,
            unresolved: bool = False) -> str:
        assert name in self.d.fields, (self.d.doc_type, name)
        self.d.fields[name] = {"value": value, "qualifier": SCHEMA.fields[name].qualifier, "currency": currency,
                               "basis": basis, "unresolved": unresolved}
        self.printed[name] = printed
        return printed

    def money(self, name: str, amount: Decimal, style: str | None = None) -> str:
        return self.set(name, money_truth(amount), self.m(amount, style), currency=self.c.currency)

    def date(self, name: str, d: date, style: str | None = None) -> str:
        return self.set(name, date_truth(d), self.dt(d, style))

    def ident(self, name: str, value: str) -> str:
        return self.set(name, value, value)

    def text(self, name: str, text: str) -> str:
        return self.set(name, collapse(text).rstrip("."), text)

    def name(self, typo_ok: bool = False) -> str:
        c = self.c
        shown = c.typo_name if (typo_ok and c.typo_name) else c.name
        return self.set("customer_name", shown, shown)

    def pick(self, *options: Any) -> Any:
        return self.rng.choice(options)

    # ---- e-mail headers
    def shop_mail(self, sender: str, subject: str, to_name: str | None = None) -> None:
        c, r = self.c, self.rng
        self.d.email = {"From": f"{V.SHOP_SHORT} <{sender}>", "To": f"{to_name or c.name} <{c.email}>",
                        "Subject": subject,
                        "Date": email_date(self.d.date, r.randint(9, 19), r.randint(0, 59), r.randint(0, 59), c.store.tz)}
        if self.d.fmt == "email":
            self.d.email["Message-ID"] = f"<{self.d.doc_type[:4]}.{c.order_id.replace('/', '')}.{r.randint(1000, 9999)}@hanabusa-camera.jp>"

    def customer_mail(self, subject: str, to: str, sender: str | None = None, hm: tuple[int, int] | None = None) -> None:
        c, r = self.c, self.rng
        who = sender or f"{c.name} <{c.email}>"
        h, m = hm or (r.randint(7, 23), r.randint(0, 59))
        self.d.email = {"From": who, "To": to, "Subject": subject,
                        "Date": email_date(self.d.date, h, m, r.randint(0, 59), c.store.tz)}
        if sender is None:
            self.set("document_date", date_truth(self.d.date), self.d.email["Date"])

    # ---- printed letterheads
    def letterhead(self, invoice: bool = False) -> None:
        c = self.c
        self.add("head", V.SHOP_SHORT.upper() if self.rng.random() < 0.5 else V.SHOP)
        if c.store.code == "JP" or invoice and c.store.code == "JP":
            self.add("small", f"{V.SHOP_ADDRESS}  |  {V.SHOP_TEL}  |  {c.store.site}")
        else:
            self.add("small", f"{V.SHOP} ({c.store.country} online store)  |  {c.store.site}  |  {c.store.mail}")
        self.add("gap")

    def bill_to(self, name: str) -> None:
        self.line(name)
        if self.c.studio:
            self.line(self.c.studio)
        for part in self.c.address.split(", ", 1)[1:] if False else [self.c.address]:
            self.line(part)
        self.line(self.c.store.country)
        self.add("gap")


# --------------------------------------------------------------------------- shop documents


def items_table(w: W, with_total: bool = False) -> None:
    c = w.c
    rows = [[n, str(q), w.m(u), w.m(q * u)] for n, q, u in c.items]
    if c.shipping_fee:
        rows.append([f"International shipping ({c.carrier})", "1", w.m(c.shipping_fee), w.m(c.shipping_fee)])
    head = w.pick(["Item", "Qty", "Unit price", "Amount"], ["Description", "Qty", "Price (incl. tax)", "Total"],
                  ["Product", "Q'ty", "Unit", "Line total"])
    if c.store.tax_rate == 0:
        head = [h.replace(" (incl. tax)", "") for h in head]
    w.add("table", head, rows)
    w.add("gap")


def order_confirmation(w: W) -> None:
    c, d = w.c, w.d
    variant = w.d.style["variant"]
    od = w.date("order_date", c.order_date)
    if d.fmt in ("text", "email"):
        w.shop_mail(c.store.mail if variant else V.NOREPLY_MAIL,
                    w.pick(f"[{V.SHOP_SHORT}] Order confirmation ({c.order_id})",
                           f"Thank you for your order #{c.order_id}", f"Order received: {c.order_id}"),
                    to_name=c.typo_name or c.name)
    if d.fmt not in ("text", "email"):
        w.letterhead()
        w.add("title", w.pick("Order Confirmation", "ORDER CONFIRMATION", "Order Acknowledgement"))
    name = c.typo_name or c.name
    if variant == 0:
        w.para(f"Dear {name},")
        w.para(f"Thank you for shopping at {V.SHOP_SHORT}. We have received your order as follows. "
               "This e-mail is sent automatically; please keep it for your records.")
        w.line("[Order details]")
        w.kv("Order number", w.ident("order_id", c.order_id))
        w.kv("Order date", f"{od} {w.rng.randint(8, 23):02d}:{w.rng.randint(0, 59):02d}")
        w.kv("Member No.", w.ident("customer_id", c.customer_id))
        w.kv("Name", w.name(True))
    elif variant == 1:
        w.add("kv2", "Order No.", w.ident("order_id", c.order_id), "Order date", od)
        w.add("kv2", "Customer", w.name(True), "Member ID", w.ident("customer_id", c.customer_id))
        w.add("gap")
    else:
        w.para(f"Hello {name.split()[0] if c.store.code != 'KR' else name}, your order is confirmed!")
        w.kv("Order", f"#{w.ident('order_id', c.order_id)}")
        w.kv("Placed on", od)
        w.kv("Ship to", w.name(True))
        w.line(c.address)
    items_table(w)
    total = w.money("order_total", c.total)
    if c.store.tax_rate:
        w.kv("Order total (incl. tax)", total)
    else:
        w.kv("Order total", total)
    pay = c.pay_method
    if pay == "convenience store payment":
        w.kv("Payment method", f"Convenience store payment (Lawson / FamilyMart), payment No. {w.rng.randint(10**11, 10**12 - 1)}")
        w.para("Please pay at the store within 3 days. Your order is shipped after we confirm the payment.")
    else:
        w.kv("Payment method", pay[0].upper() + pay[1:])
    if "delivery_estimate_changed" in c.flags or w.rng.random() < 0.75:
        est = w.date("delivery_estimate", c.est_confirm)
        w.kv(w.pick("Estimated delivery", "Delivery estimate", "Expected arrival"), est)
    else:
        w.kv("Delivery", "3-5 business days after shipment" if c.store.code != "JP" else "1-2 days after shipment")
    w.add("gap")
    w.para(w.pick(f"You can check the status of your order any time under My Page at {c.store.site}.",
                  "Items are shipped from our Osaka warehouse. Customs duties, if any, are paid by the recipient."
                  if c.store.code != "JP" else "Free shipping on orders over ¥5,000 (incl. tax)."))
    w.line(f"{V.SHOP_SHORT} Online Store - {c.store.site}")


def invoice(w: W) -> None:
    c, d = w.c, w.d
    variant = d.style["variant"]
    w.letterhead(invoice=True)
    cur = c.store.code
    title = {"JP": "Invoice (Qualified Invoice)", "KR": "Tax Invoice / Receipt", "TW": "Invoice / e-Invoice Copy",
             "HK": "INVOICE"}[cur]
    w.add("title", title if variant else title.upper())
    if cur == "JP":
        w.kv("Registration No.", V.REGISTRATION_NO)
    elif cur == "KR":
        w.kv("Business Reg. No.", "214-88-61734 (Hanabusa Camera Korea Ltd.)")
    elif cur == "TW":
        w.kv("Unified Business No.", "83542716")
    inv_label = w.pick("Invoice No.", "Invoice number") if cur != "TW" else "e-Invoice No."
    if variant == 0:
        w.add("rkv", inv_label, w.ident("invoice_number", c.invoice_number))
        w.add("rkv", "Issue date", w.date("document_date", d.date))
        w.add("gap")
        w.line("Bill to:")
        w.bill_to(w.name(True))
        w.kv("Member No.", w.ident("customer_id", c.customer_id))
        w.kv("Order No.", w.ident("order_id", c.order_id))
        w.kv("Order date", w.date("order_date", c.order_date))
    else:
        w.add("kv2", inv_label, w.ident("invoice_number", c.invoice_number), "Date of issue",
              w.date("document_date", d.date))
        w.add("kv2", "Order No.", w.ident("order_id", c.order_id), "Order date", w.date("order_date", c.order_date))
        w.add("kv2", "Customer", w.name(True), "Customer No.", w.ident("customer_id", c.customer_id))
        w.line(c.address + ", " + c.store.country)
        w.add("gap")
    items_table(w)
    tot = w.money("order_total", c.total)
    if cur == "HK":
        w.add("rkv", "Subtotal", w.money("subtotal", c.subtotal))
        w.add("rkv", "Total", tot)
        w.para("No sales tax is charged on orders delivered to Hong Kong.")
    else:
        labels = {"JP": (w.pick("Subtotal (excl. tax)", "Amount excl. tax"), "Consumption tax (10%)",
                         "Total (incl. tax)"),
                  "KR": ("Supply value", "VAT (10%)", "Total amount"),
                  "TW": ("Sales amount (excl. tax)", "Business tax (5%)", "Total")}[cur]
        if cur == "JP" and variant == 0:
            w.add("rkv", "10% taxable items (incl. tax)", w.m(c.total))
        w.add("rkv", labels[0], w.money("subtotal", c.subtotal))
        w.add("rkv", labels[1], w.money("tax_amount", c.tax))
        w.add("rkv", labels[2], tot)
    w.add("gap")
    paid = {"convenience store payment": "Paid at convenience store", "bank transfer": "Paid by bank transfer",
            "ATM transfer": "Paid by ATM transfer"}.get(c.pay_method, f"Paid by {c.pay_method}")
    w.line(f"{paid} on {w.dt(c.order_date + timedelta(days=1 if c.pay_method != 'credit card' else 0))}. Thank you.")
    if cur == "JP":
        w.add("small", "This document is a qualified invoice under the Japanese Consumption Tax Act. "
                       "Prices include consumption tax; tax is calculated once per invoice, fractions rounded down.")
    if d.fmt == "pdf_text" and w.rng.random() < 0.5:
        w.add("page")
        w.add("title", "Returns and warranty")
        w.para("Unused items in their original packaging can be returned within 8 days of delivery. Camera bodies "
               "and lenses carry the manufacturer's warranty (1 year from the invoice date); please keep this "
               "invoice as proof of purchase. Memory cards and batteries cannot be returned once opened unless faulty.")


def shipping_notice(w: W) -> None:
    c, d = w.c, w.d
    variant = d.style["variant"]
    if d.fmt in ("text", "email"):
        w.shop_mail(c.store.mail, w.pick(f"Your order {c.order_id} has been shipped",
                                         f"[{V.SHOP_SHORT}] Shipping notice - order {c.order_id}",
                                         "Your parcel is on the way"))
    else:
        w.letterhead()
        w.add("title", w.pick("Shipping Notice", "Dispatch Note", "SHIPMENT NOTIFICATION"))
    if variant != 1:
        w.para(f"Dear {w.name()}," if variant == 0 else f"Hello {c.name},")
        if variant == 2:
            w.set("customer_name", c.name, c.name)
        w.para("Good news: your order has left our Osaka warehouse today." if variant == 0 else
               "We have handed your parcel to the carrier. Details are below.")
        w.kv("Order number", w.ident("order_id", c.order_id))
    else:
        w.kv("Order No.", w.ident("order_id", c.order_id))
        w.kv("Recipient", w.name())
        w.kv("Member No.", w.ident("customer_id", c.customer_id))
    w.kv("Carrier", w.text("carrier", c.carrier))
    track_label = {"SF Express": "Waybill No.", "Japan Post EMS": "EMS item No."}.get(c.carrier, "Tracking No.")
    w.kv(w.pick(track_label, "Tracking number"), w.ident("tracking_number", c.tracking))
    w.kv(w.pick("Shipped on", "Ship date", "Dispatch date"), w.date("ship_date", c.ship_date))
    if "delivery_estimate_changed" in c.flags or c.est_ship and w.rng.random() < 0.6 or variant == 1:
        w.kv(w.pick("Estimated delivery", "Scheduled delivery", "Expected delivery date"),
             w.date("delivery_estimate", c.est_ship))
    if c.carrier == "Yamato Transport":
        w.kv("Time slot", w.pick("14:00-16:00", "18:00-20:00", "Morning (by 12:00)"))
    w.add("gap")
    url = {"Yamato Transport": "toi.kuronekoyamato.co.jp", "Sagawa Express": "k2k.sagawa-exp.co.jp",
           "Japan Post EMS": "trackings.post.japanpost.jp", "CJ Logistics": "www.cjlogistics.com",
           "SF Express": "www.sf-express.com"}[c.carrier]
    w.para(f"You can follow the parcel at {url}. Tracking may take a few hours to update.")
    if c.store.code != "JP":
        w.para("International parcels may be held for customs inspection, which can add 1-3 days.")
    w.line(f"{V.SHOP_SHORT} Shipping Team")


def refund_approval(w: W) -> None:
    c, d = w.c, w.d
    variant = d.style["variant"]
    rejected = c.kind == "rejected"
    if d.fmt in ("text", "email"):
        w.shop_mail(V.RETURNS_MAIL, w.pick(f"Re: Return request {c.case_number}", f"Your return {c.case_number}: result",
                                           f"[{c.case_number}] Refund decision"))
    else:
        w.letterhead()
        w.add("title", "Return Request - Result" if rejected else w.pick("Refund Approval Notice", "Return Authorisation"))
    w.add("kv2", "Case No.", w.ident("case_number", c.case_number), "Order No.", w.ident("order_id", c.order_id)) \
        if variant == 1 else (w.kv("RMA No." if c.case_number.startswith("RMA") else "Case No.",
                                   w.ident("case_number", c.case_number)), w.kv("Order No.", w.ident("order_id", c.order_id)))
    if variant != 2:
        w.kv("Member No.", w.ident("customer_id", c.customer_id))
    w.kv(w.pick("Date", "Date of decision", "Approval date") if not rejected else "Date of decision",
         w.date("approval_date", d.date))
    w.add("gap")
    w.para(f"Dear {w.name()},")
    item = c.return_item[0]
    if rejected:
        w.para(f"Thank you for sending back the {item}. Our service team inspected the item on "
               f"{w.dt(d.date - timedelta(days=1))}. We are sorry, but we cannot accept this return.")
        rkind = next(p[2] for p in V.PRODUCTS if p[0] == item)
        w.para("Reason: " + V.REJECT_GROUNDS[rkind])
        w.kv("Result", "Not approved")
        w.kv("Refund status", w.set("refund_status", "rejected", "Rejected"))
        w.para("The item will be sent back to you at our cost within 5 business days. If you believe our decision "
               "is wrong, please reply to this message with photos.")
    else:
        w.para(f"We have received and inspected the returned {item}. Your return has been approved.")
        rows = []
        show_eligible = c.fee or w.rng.random() < 0.5
        if show_eligible:
            rows.append(("Item price (incl. tax)", w.m(c.requested)))
            if c.fee:
                rows.append((f"Less {c.fee_basis}", "-" + w.m(c.fee)))
            rows.append(("Refundable amount", w.money("refund_eligible", c.eligible)))
        for label, value in rows:
            w.kv(label, value)
        if c.waiver:
            pct = f"{c.waiver}%"
            w.set("fee_waiver_percent", str(c.waiver), pct, basis=c.fee_basis)
            w.kv("Fee waiver", f"{pct} of the {c.fee_basis} (goodwill)" if c.waiver < 100 else
                 f"{pct} of the {c.fee_basis} waived")
        w.kv(w.pick("Approved refund", "Refund amount approved", "Amount to be refunded"),
             w.money("refund_approved", c.approved))
        w.kv("Status", w.set("refund_status", "approved", "Approved"))
        route = {"card": f"to the {c.pay_method} used for the order", "bank": "by bank transfer to the account you gave us",
                 "points": f"as {V.SHOP_SHORT} Points (1 pt = ¥1)"}[c.refund_route]
        if c.promised and (variant != 2 or w.rng.random() < 0.5):
            w.para(f"The refund will be made {route} by {w.date('promised_date', c.promised)}."
                   + (" Card refunds can take one billing cycle to appear on your statement."
                      if c.refund_route == "card" else ""))
        else:
            w.para(f"The refund will be made {route} within 7 business days.")
    w.add("gap")
    w.line(w.pick("Returns Desk", "Customer Service, Returns") + f" - {w.rng.choice(V.STAFF)}")
    w.line(f"{V.SHOP} | {V.RETURNS_MAIL}")


def refund_execution(w: W) -> None:
    c, d = w.c, w.d
    variant = d.style["variant"]
    if d.fmt in ("text", "email"):
        w.shop_mail(V.ACCOUNTS_MAIL, w.pick(f"Refund completed ({c.order_id})", f"Your refund for order {c.order_id}",
                                            "Refund payment notice"))
    else:
        w.letterhead()
        w.add("title", w.pick("Refund Payment Notice", "Refund Completed", "Notice of Refund"))
    w.para(f"Dear {w.name()}," if variant != 2 else f"Dear Customer ({c.name}),")
    if variant == 2:
        w.set("customer_name", c.name, c.name)
    if c.refund_route == "points":
        w.para(f"We have credited your refund for order {w.ident('order_id', c.order_id)} as {V.SHOP_SHORT} Points.")
        pts = f"{int(c.approved):,} pt"
        w.kv("Points credited", f"{pts} (= {w.money('refund_executed', c.approved, 'symbol')})")
        w.kv("Point transaction No.", w.ident("payment_reference", c.payment_ref))
        w.kv("Credited on", w.date("execution_date", d.date))
    else:
        lead = {"card": f"We have cancelled the charge on your {c.pay_method} and refunded the amount below.",
                "bank": "We have transferred the refund below to your bank account."}[c.refund_route]
        w.para(lead)
        if variant == 1:
            w.add("kv2", "Case No.", w.ident("case_number", c.case_number), "Order No.", w.ident("order_id", c.order_id))
        else:
            w.kv("Order No.", w.ident("order_id", c.order_id))
            if w.rng.random() < 0.6:
                w.kv("Return No.", w.ident("case_number", c.case_number))
        w.kv(w.pick("Refund amount", "Amount refunded", "Amount paid"), w.money("refund_executed", c.approved))
        w.kv(w.pick("Date of refund", "Refunded on", "Payment date"), w.date("execution_date", d.date))
        ref_label = {"bank": w.pick("Transfer reference", "Transfer No."),
                     "card": w.pick("Transaction ID", "Refund reference" if c.store.code != "KR" else "Cancel approval No.")}
        w.kv(ref_label[c.refund_route], w.ident("payment_reference", c.payment_ref))
    if variant != 2 or w.rng.random() < 0.5:
        w.kv("Customer No." if variant else "Member No.", w.ident("customer_id", c.customer_id))
    w.kv("Status", w.set("refund_status", "executed", w.pick("Executed", "Refund executed")))
    w.add("gap")
    if c.refund_route == "card":
        w.para("Depending on your card company, the refund appears on your statement within one or two billing cycles.")
    w.para("This notice closes your return. Thank you for your patience.")
    w.line(f"{V.SHOP_SHORT} Accounts | {V.ACCOUNTS_MAIL}")


def warranty_form(w: W) -> None:
    c, d = w.c, w.d
    variant = d.style["variant"]
    w.add("head", V.SHOP_SHORT + " Service Centre")
    w.add("small", V.REPAIR_DESK + "  |  FAX 06-6630-4419  |  " + V.SERVICE_MAIL)
    w.add("title", w.pick("Repair / Warranty Service Request", "Warranty Repair Application", "SERVICE REQUEST FORM"))
    if variant == 0:
        w.kv("Service case No.", w.ident("case_number", c.case_number))
        w.kv("Date", w.date("document_date", d.date))
        w.kv("Name", w.name())
        if c.studio:
            w.kv("Company / studio", c.studio)
        w.kv("Member No.", w.ident("customer_id", c.customer_id))
        w.kv("Order No. (proof of purchase)", w.ident("order_id", c.order_id))
        w.kv("Product", w.text("product_name", c.warranty_product))
        w.kv("Serial No.", w.ident("serial_number", c.serial))
        w.kv("Purchase date", w.dt(c.order_date))
        w.kv("Fault description", w.text("issue_description", c.issue))
    elif variant == 1:
        w.add("grid", ["Case No.", "Date received", "Order No."],
              [[w.ident("case_number", c.case_number), w.date("document_date", d.date), w.ident("order_id", c.order_id)]])
        w.add("grid", ["Customer", "Membership No.", "Phone"],
              [[w.name(), w.ident("customer_id", c.customer_id),
                {"JP": "090-4471-2093", "KR": "+82 10-4471-2093", "TW": "+886 912 447 120",
                 "HK": "+852 9447 1209"}[c.store.code]]])
        w.add("grid", ["Model", "Serial number"], [[w.text("product_name", c.warranty_product),
                                                   w.ident("serial_number", c.serial)]])
        w.kv("Symptom", w.text("issue_description", c.issue))
    else:
        w.kv("Date", w.date("document_date", d.date))
        w.kv("Customer name", w.name())
        w.kv("Order number", w.ident("order_id", c.order_id))
        w.kv("Item", w.text("product_name", c.warranty_product))
        w.kv("S/N", w.ident("serial_number", c.serial))
        w.kv("Problem", w.text("issue_description", c.issue))
        w.kv("Reference (if any)", w.ident("case_number", c.case_number) if w.rng.random() < 0.5 else "-")
    w.kv("Warranty", "Within manufacturer warranty (1 year)")
    pkind = "lens" if any(x in c.warranty_product for x in ("mm", "NIKKOR", "FUJINON")) else "body"
    w.kv("Accessories sent", w.pick(*V.ACCESSORIES_SENT[pkind]))
    if c.repair_deadline is not None:
        if isinstance(c.repair_deadline, str):
            w.kv("Requested return date", w.set("customer_deadline", c.repair_deadline, c.repair_deadline,
                                                unresolved=True))
        else:
            w.kv("Requested return date", w.date("customer_deadline", c.repair_deadline))
    else:
        w.kv("Requested return date", "no preference")
    w.add("gap")
    w.add("small", "Repairs outside warranty are quoted before work starts. Data on memory cards is not kept. "
                   "Please send the item with this form and a copy of the invoice.")
    w.line("Customer signature: ______________________")


# --------------------------------------------------------------------------- customer prose


def deadline_words(w: W, d: date, kind: str) -> tuple[str, Any, bool]:
    """How a customer words a deadline on date d: (words, truth value, unresolved)."""
    if kind == "unresolved":
        words = w.rng.choice(V.UNRESOLVED)
        return words, words, True
    if kind == "within":
        n = w.rng.choice((7, 10, 14))
        return f"within {n} days", d + timedelta(days=n), False
    if kind == "weeks":
        return "within two weeks", d + timedelta(days=14), False
    if kind == "month_end":
        return "by the end of this month", month_end(d), False
    if kind == "friday":
        return "before my trip next Friday", next_weekday(d, 4), False
    raise ValueError(kind)


def pick_deadline_kind(w: W, d: date) -> str:
    kinds = ["date", "date", "date", "within", "weeks", "unresolved"]
    if d.day <= 22:
        kinds.append("month_end")
    if d.weekday() >= 5:
        kinds += ["friday", "friday"]
    return w.rng.choice(kinds)


def put_deadline(w: W, d: date, target: Any, kind: str) -> str:
    """Record the deadline and return the words the expectation sentence uses."""
    if kind == "date":
        dl = target if isinstance(target, date) else d + timedelta(days=w.rng.randint(9, 18))
        style = w.rng.choice(CUSTOMER_DATES)
        words = w.rng.choice(("by", "before", "no later than")) + " " + date_text(dl, style)
        w.set("customer_deadline", date_truth(dl), date_text(dl, style))
        return words
    words, value, unresolved = deadline_words(w, d, kind)
    w.set("customer_deadline", value if unresolved else date_truth(value), words, unresolved=unresolved)
    return words


def expectation(w: W, sentence: str) -> str:
    sentence = sentence.rstrip(".") + "."
    w.text("customer_expectation", sentence)
    return sentence


def cmoney(w: W, amount: Decimal) -> str:
    return w.m(amount, w.rng.choice(CUSTOMER_MONEY[w.c.currency]))


def signature(w: W) -> None:
    c = w.c
    w.line(w.pick("Best regards,", "Kind regards,", "Thank you,", "Regards,"))
    w.line(w.set("customer_name", c.name, c.name))
    if c.studio:
        w.line(c.studio)


def _to_desk(w: W) -> str:
    return f"{V.SHOP_SHORT} Customer Service <{w.c.store.mail}>"


def refund_request(w: W) -> None:
    c, d, rng = w.c, w.d, w.rng
    variant = d.style["variant"]
    item = c.return_item[0]
    we = "We" if c.we else "I"
    our = "our" if c.we else "my"
    kind = c.deadline_plan
    if d.fmt in ("text", "email") and variant == 2:
        # contact-form dump forwarded by the web site
        hm = (rng.randint(8, 23), rng.randint(0, 59))
        w.customer_mail(f"[Contact form] Return / refund - {c.order_id}", V.RETURNS_MAIL,
                        sender=f"{V.SHOP_SHORT} Web Form <{V.FORM_MAIL}>", hm=hm)
        w.set("document_date", date_truth(d.date), w.dt(d.date, "slash"))
        w.line("A new inquiry was submitted on the contact form.")
        w.kv("Submitted", f"{w.dt(d.date, 'slash')} {hm[0]:02d}:{hm[1]:02d}")
        w.kv("Inquiry type", "Return / Refund")
        w.kv("Name", w.set("customer_name", c.name, c.name))
        w.kv("E-mail", c.email)
        w.kv("Membership No.", w.ident("customer_id", c.customer_id))
        w.kv("Order No.", w.ident("order_id", c.order_id))
        w.kv("Product", item)
        w.kv("Reason for return", w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
        w.kv("Refund amount", w.money("refund_requested", c.requested, "symbol"))
        dl = put_deadline(w, d.date, c.deadline, kind) if kind else None
        exp = expectation(w, f"{we} would like the refund {dl}" if dl else f"{we} would like a full refund to the original payment")
        w.kv("Message", f"Hello. {exp} The box and all accessories are kept. Thank you.")
        return
    if d.fmt in ("text", "email") and variant == 3:
        # a LINE chat export forwarded into the ticket system
        saved = (rng.randint(18, 23), rng.randint(10, 59))
        w.customer_mail(f"LINE chat export - {c.name}", V.RETURNS_MAIL,
                        sender=f"LINE Official Account <{V.LINE_BRIDGE}>", hm=saved)
        day = w.dt(d.date, "slash_wd").replace(NBSP, "")
        w.line(f"[LINE] Chat history with {V.SHOP_SHORT} ({c.store.code})")
        w.line(f"Saved on: {w.dt(d.date, 'slash')} {saved[0]}:{saved[1]:02d}")
        w.add("gap")
        w.line(day)
        w.set("document_date", date_truth(d.date), day.split("(")[0])
        me = c.name
        t = rng.randint(9, 16)
        w.line(f"{t:02d}:02 {me} Hello, I bought {item} (order {w.ident('order_id', c.order_id)})")
        w.line(f"{t:02d}:03 {me} I want to return it because {w.text('return_reason', c.reason)}.")
        w.set("customer_name", c.name, c.name)
        w.line(f"{t:02d}:05 {V.SHOP_SHORT} Thank you for your message. Could you tell us your member number?")
        w.line(f"{t:02d}:09 {me} {w.ident('customer_id', c.customer_id)}")
        amount = w.money("refund_requested", c.requested, rng.choice(CUSTOMER_MONEY[c.currency]))
        dl = put_deadline(w, d.date, c.deadline, kind) if kind else None
        exp = expectation(w, f"I need the refund of {amount} {dl}" if dl else f"I need the refund of {amount} to my card")
        w.line(f"{t:02d}:10 {me} {exp}")
        w.line(f"{t:02d}:12 {V.SHOP_SHORT} We understand. Our returns desk will contact you by e-mail.")
        return
    printed = d.fmt not in ("text", "email")
    if printed:
        w.line(c.name + (f" / {c.studio}" if c.studio else ""))
        w.line(c.address)
        w.add("rline", w.set("document_date", date_truth(d.date), w.dt(d.date, rng.choice(CUSTOMER_DATES))))
        w.line(f"To: {V.SHOP} Returns Desk (FAX 06-6630-4419)" if d.fmt == "fax" else f"To: {V.SHOP} Returns Desk")
        w.add("gap")
        w.kv("Re", f"Return of order {w.ident('order_id', c.order_id)}")
    else:
        w.customer_mail(rng.choice((f"Return request - order {c.order_id}", "Refund request", f"Return {item}")),
                        _to_desk(w))
    amount = cmoney(w, c.requested)
    w.set("refund_requested", money_truth(c.requested), amount, currency=c.currency)
    dl = put_deadline(w, d.date, c.deadline, kind) if kind else None
    if variant == 0 or printed:
        w.para(rng.choice(("Dear Sir or Madam,", "Dear Hanabusa Camera customer service,", "To the returns team,")))
        ord_txt = "" if printed else f" (order number {w.ident('order_id', c.order_id)})"
        intro = (f"{we} purchased the {item} from your {c.store.country} online store{ord_txt} and received it on "
                 f"{date_text(c.delivered, rng.choice(CUSTOMER_DATES))}.")
        w.para(f"{intro} Unfortunately {we.lower() if c.we else 'I'} have to return it because "
               f"{w.text('return_reason', c.reason)}.")
        if c.we:
            exp = expectation(w, f"We would like a refund of {amount} {dl}" if dl else
                              f"We would like a refund of {amount} to our company card")
        elif dl:
            exp = expectation(w, rng.choice((f"I would like a refund of {amount} {dl}",
                                             f"I expect the refund of {amount} {dl}")))
        else:
            exp = expectation(w, f"I would like a refund of {amount} to the original payment method")
        w.para(f"{exp} The box, manual and all accessories are included"
               f"{'' if c.we else ', and I used it only for test shots'}.")
        if rng.random() < 0.4:
            w.para(f"Your return form gave {'us' if c.we else 'me'} the number {w.ident('case_number', c.case_number)}.")
        w.para(f"My membership number is {w.ident('customer_id', c.customer_id)}." if not c.we else
               f"Our member number is {w.ident('customer_id', c.customer_id)}.")
    else:
        w.para("Hello,")
        w.para(f"{'We are ' + c.studio + '. ' if c.we else ''}"
               f"{we} bought {item} at your online shop, order no. {w.ident('order_id', c.order_id)}. "
               f"But {we.lower() if c.we else 'I'} want return it because {w.text('return_reason', c.reason)}.")
        exp = expectation(w, f"Please refund {amount} {dl}" if dl else f"Please refund {amount} to {our} card")
        w.para(f"{exp} Sorry for {our} English.")
        if rng.random() < 0.5:
            w.para(f"Member no.: {w.ident('customer_id', c.customer_id)}")
    signature(w)


LETTER_SUBJECTS = {"refund": ("Where is my refund?", "Refund not received", "Re: Refund approved"),
                   "repair": ("Repair status", "About my repair", "Re: Service request"),
                   "late": ("My order has not arrived", "Delivery delay", "Where is my parcel?"),
                   "complaint": ("About your decision", "Re: Return request - result", "Complaint")}


def customer_letter(w: W) -> None:
    c, d, rng = w.c, w.d, w.rng
    variant = d.style["variant"]
    topic = d.style["topic"]
    we = "We" if c.we else "I"
    printed = d.fmt not in ("text", "email")
    if printed:
        w.line(c.name + (f" ({c.studio})" if c.studio else ""))
        w.add("rline", w.set("document_date", date_truth(d.date), w.dt(d.date, rng.choice(CUSTOMER_DATES))))
        w.line(f"To: {V.SHOP}" + (" Service Centre" if topic == "repair" else " Customer Service"))
        w.add("gap")
    elif variant == 3:
        w.customer_mail(f"LINE chat export - {c.name}", c.store.mail, sender=f"LINE Official Account <{V.LINE_BRIDGE}>",
                        hm=(rng.randint(21, 23), rng.randint(0, 59)))
        day = w.dt(d.date, "dot")
        w.line(f"[LINE] {V.SHOP_SHORT} ({c.store.code}) chat history")
        w.line(day)
        w.set("document_date", date_truth(d.date), day)
    else:
        w.customer_mail(rng.choice(LETTER_SUBJECTS[topic]),
                        _to_desk(w) if topic != "repair" else f"{V.SHOP_SHORT} Service <{V.SERVICE_MAIL}>")
    # references
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if topic in ("refund", "complaint", "repair") and rng.random() < 0.8:
        refs.append(f"case {w.ident('case_number', c.case_number)}")
    if rng.random() < 0.5 or variant == 3:
        refs.append(f"member no. {w.ident('customer_id', c.customer_id)}")
    ref_txt = ", ".join(refs)
    # deadline for this letter
    plan = d.style.get("deadline")  # None, ("same",), ("new", date)
    dl = None
    if plan and plan[0] == "new":
        dl = put_deadline(w, d.date, plan[1], "date")
    elif plan and plan[0] == "fresh":
        dl = put_deadline(w, d.date, None, plan[1])
    elif plan and plan[0] == "same":
        target = plan[1]
        if isinstance(target, str):
            dl = target
            w.set("customer_deadline", target, target, unresolved=True)
        else:
            dl = put_deadline(w, d.date, target, "date")
    body: list[str] = []
    our = "our" if c.we else "my"
    if c.last_letter is not None:
        body.append(rng.choice((
            f"{we} already wrote to you on {date_text(c.last_letter, rng.choice(CUSTOMER_DATES))} but "
            f"{'we' if c.we else 'I'} have no answer yet.",
            f"This is {our} second message about this matter.")))
    c.last_letter = d.date
    if topic == "refund":
        claimed = c.wrong_amount if "approved_amount_mismatch" in c.flags else c.approved
        amt = cmoney(w, claimed)
        w.set("refund_approved", money_truth(claimed), amt, currency=c.currency)
        body.append(rng.choice((
            f"On {date_text(c.approval_date, rng.choice(CUSTOMER_DATES))} you approved a refund of {amt} for {ref_txt}, "
            "but the money has not been credited yet.",
            f"Your returns desk approved the refund of {amt} ({ref_txt}). Until today {we.lower() if c.we else 'I'} "
            "cannot see it on the statement.",
        )))
        if plan and plan[0] == "new":
            body.append(rng.choice((f"{our.capitalize()} plans have changed.",
                                     f"{our.capitalize()} situation changed since {our} first mail.")))
            exp = expectation(w, f"{we} now need the refund {dl}")
        elif dl:
            exp = expectation(w, f"{we} still expect the refund {dl}")
        else:
            exp = expectation(w, f"Please let {'us' if c.we else 'me'} know when the refund will be processed")
    elif topic == "repair":
        body.append(f"{we} sent the {c.warranty_product} (serial {c.serial}) for warranty repair, {ref_txt}. "
                    f"It has been almost two weeks and {we.lower() if c.we else 'I'} have no news.")
        if c.we:
            body.append("We use this camera for our paid jobs and we have no spare body.")
        exp = expectation(w, f"{we} need the repaired item back {dl}" if dl else
                          f"{we} would like an update on the repair status and the expected return date")
    elif topic == "late":
        body.append(f"{our.capitalize()} order ({ref_txt}) was supposed to arrive on "
                    f"{date_text(c.est_ship, rng.choice(CUSTOMER_DATES))}, but it has still not arrived. The "
                    f"tracking page of {c.carrier} shows no update for three days.")
        exp = expectation(w, f"{we} need the parcel delivered {dl}" if dl else
                          f"{we} expect you to contact the carrier and tell {'us' if c.we else 'me'} where "
                          f"{our} parcel is")
    else:  # complaint about a rejected return
        body.append(f"{we} received your decision to reject {'our' if c.we else 'my'} return ({ref_txt}). {we} do not "
                    f"agree: the problem was there from the first day and {we.lower() if c.we else 'I'} wrote to you "
                    "within the return period.")
        me = "us" if c.we else "me"
        exp = expectation(w, f"{we} would like you to check the item again and refund {me} {dl}" if dl else
                          f"{we} would like you to check the item again and approve the refund")
    if variant == 3:
        t = rng.randint(9, 20)
        w.set("customer_name", c.name, c.name)
        w.line(f"{t:02d}:41 {c.name} Hello, it is {c.name}.")
        for i, s in enumerate(body):
            w.line(f"{t:02d}:{42 + i:02d} {c.name} {s}")
        w.line(f"{t:02d}:{42 + len(body):02d} {c.name} {exp}")
        w.line(f"{t:02d}:51 {V.SHOP_SHORT} Thank you for waiting. We are checking with the team now.")
        return
    w.para(rng.choice(("Dear Sir or Madam,", "Hello,", "Dear customer service,", "Dear Hanabusa Camera team,")))
    for s in body:
        w.para(s)
    w.para(exp + " " + rng.choice(("Thank you for your understanding.", "I am waiting for your reply.",
                                   "Please answer soon.")))
    signature(w)


WRITERS = {"order_confirmation": order_confirmation, "invoice": invoice, "shipping_notice": shipping_notice,
           "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
           "warranty_form": warranty_form, "customer_letter": customer_letter}
VARIANTS = {"order_confirmation": 3, "invoice": 2, "shipping_notice": 3, "refund_request": 4, "refund_approval": 3,
            "refund_execution": 3, "warranty_form": 3, "customer_letter": 4}
