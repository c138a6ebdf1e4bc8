"""One writer per document type, 2-4 template variants each. A writer lays out the blocks and
records every schema value it prints (truth + the exact printed words) through `W`."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

from sample_docs.documents import Doc
from sample_docs.shop12.cases import Case
from sample_docs.shop12.values import (CURRENCY_NOTE, MONEY_STYLES, PROSE_MONEY, date_text, date_truth,
                                       email_date, group_digits, money_text, money_truth, month_end, whatsapp_stamp)
from sample_docs.shop12.vocab import COUNTRIES, SHOP_STAFF
from status.schema import load_schema

SCHEMA = load_schema("default")  # the doc types' fields and each field's qualifier
SHOP_DATE_STYLES = {"MX": ("dmy_slash", "dmy_mon", "dmy_long", "iso"), "CO": ("dmy_slash", "iso", "dmy_long"),
                    "CL": ("dmy_slash", "dmy_mon", "dmy_long"), "PE": ("dmy_slash", "mdy_long", "dmy_mon")}
PROSE_DATE_STYLES = ("dmy_slash", "dmy_long", "mdy_long", "dm_long", "md_th", "dmy_slash")


@dataclass
class ShopDoc(Doc):
    printed: dict[str, str] = field(default_factory=dict)  # field -> the words printed for its value
    purpose: str = ""


def new_doc(case: Case, doc_type: str, fmt: str, d: date, style: dict) -> ShopDoc:
    doc = ShopDoc(case_id=case.cid, doc_type=doc_type, fmt=fmt, date=d, style=style)
    doc.fields = {n: {"value": None, "qualifier": SCHEMA.fields[n].qualifier, "currency": None, "basis": None,
                      "unresolved": False} for n in SCHEMA.doc_types[doc_type].fields}
    return doc


class W:
    """A document being written: blocks, and every stated value with its printed words."""

    def __init__(self, case: Case, doc: ShopDoc, rng: random.Random):
        self.c, self.doc, self.rng = case, doc, rng
        self.co = COUNTRIES[case.country]
        self.cur = case.currency
        prose = doc.doc_type in ("refund_request", "customer_letter")
        self.mstyle = rng.choice(PROSE_MONEY[self.cur] if prose else MONEY_STYLES[self.cur])
        self.dstyle = rng.choice(PROSE_DATE_STYLES[:3] if prose else SHOP_DATE_STYLES[case.country])
        self.staff = rng.choice(SHOP_STAFF[case.country])

    # ---- values
    def put(self, name, value, printed, currency=None, basis=None, unresolved=False):
        fv = self.doc.fields[name]
        assert fv["value"] is None, (self.doc.doc_type, name)
        fv.update(value=value, currency=currency, basis=basis, unresolved=unresolved)
        self.doc.printed[name] = printed
        return printed

    def money(self, name, amount, style=None) -> str:
        text = money_text(amount, self.cur, style or self.mstyle)
        if name:
            self.put(name, money_truth(amount), text, currency=self.cur)
        return text

    def date(self, name, d, style=None) -> str:
        text = date_text(d, style or self.dstyle)
        if name:
            self.put(name, date_truth(d), text)
        return text

    def ident(self, name, value) -> str:
        return self.put(name, value, value)

    def text(self, name, value) -> str:
        return self.put(name, " ".join(value.split()).rstrip("."), value)

    def name(self) -> str:
        """The customer's name as this document prints it (a planted misspelling on one document)."""
        return self.text("customer_name", self.c.typo_name if self.doc.style.get("typo") else self.c.name)

    # ---- blocks
    def add(self, *block):
        self.doc.blocks.append(tuple(block))

    def pick(self, *options):
        return self.rng.choice(options)

    def shop_mail(self, subject: str, box: str | None = None, sender: str | None = None) -> None:
        d = self.doc.date
        name, default_box = self.staff
        box = box or default_box
        frm = f"{sender or name} <{box}@{self.co['domain']}>"
        self.doc.email = {"From": frm, "To": f"{self.c.customer[2]} <{self.c.customer[3]}>", "Subject": subject,
                          "Date": email_date(d, self.rng.randint(8, 18), self.rng.randint(0, 59),
                                             self.rng.randint(0, 59), self.co["tz"])}

    def customer_mail(self, subject: str, to_box: str = "postventa") -> None:
        d = self.doc.date
        stamp = email_date(d, self.rng.randint(7, 22), self.rng.randint(0, 59), self.rng.randint(0, 59),
                           self.co["tz"])
        self.doc.email = {"From": f"{self.c.customer[2]} <{self.c.customer[3]}>",
                          "To": f"{to_box}@{self.co['domain']}", "Subject": subject, "Date": stamp}
        self.put("document_date", date_truth(d), stamp.split(", ", 1)[1][:11])

    def letterhead(self) -> None:
        co = self.co
        self.add("head", "FOGÓN PRO" if self.rng.random() < 0.5 else "Fogón Pro  |  Commercial Kitchen Equipment")
        self.add("small", f"{co['company']}  ·  {co['taxid_label']} {co['taxid']}")
        self.add("small", f"{co['street']}, {co['city']}  ·  Tel. {co['phone']}  ·  www.{co['domain']}")
        self.add("gap")

    def taxid(self) -> tuple[str, str]:
        return ({"MX": "RFC", "CO": "NIT", "CL": "RUT", "PE": "RUC"}[self.c.country], self.c.customer[4])

    def is_mail(self) -> bool:
        return self.doc.fmt in ("text", "email")


def first_name(person: str) -> str:
    return person.split()[0]


# =========================================================================== order confirmation


def order_confirmation(w: W) -> None:
    c, v = w.c, w.rng.choice(["erp", "mail", "ack"])
    if w.is_mail():
        v = "mail"
    if v == "erp" and c.country in ("MX", "PE") and w.rng.random() < 0.6:
        w.dstyle = "dmy_mon_es"
    w.doc.style["layout"] = f"oc_{v}"
    if v == "mail":
        w.shop_mail(f"Order confirmation {c.order_id} - {c.name}", sender=f"{w.staff[0]} | Fogón Pro")
        w.add("para", f"Dear {first_name(c.customer[2])},")
        w.add("para", "Thank you for your purchase. This e-mail confirms the sales order below; please check the "
                      "items and quantities and tell us within 24 hours if anything must be changed.")
        w.add("kv", w.pick("Sales order", "Order number", "Order No."), w.ident("order_id", c.order_id))
        w.add("kv", w.pick("Order date", "Date of order"), w.date("order_date", c.order_date))
        w.add("kv", w.pick("Customer", "Account name"), w.name())
        w.add("kv", w.pick("Customer No.", "Account No."), w.ident("customer_id", c.customer_id))
        w.add("gap")
        _items(w)
        w.add("kv", w.pick("Order total", "Total amount"), w.money("order_total", c.total))
        if c.est_confirm:
            w.add("kv", w.pick("Estimated delivery", "Delivery (estimated)"), w.date("delivery_estimate", c.est_confirm))
        else:
            w.add("para", "Our logistics team will confirm the delivery date as soon as the equipment is ready "
                          "for dispatch.")
        w.add("small", CURRENCY_NOTE[c.currency])
        w.add("line", "Best regards,")
        w.add("line", f"{w.staff[0]} - Sales, Fogón Pro {w.co['country']}")
        w.add("line", f"Tel. {w.co['phone']}")
        return
    w.letterhead()
    if v == "erp":
        w.add("title", w.pick("SALES ORDER CONFIRMATION", "ORDER CONFIRMATION / CONFIRMACIÓN DE PEDIDO"))
        w.add("kv2", "Order No.", w.ident("order_id", c.order_id), "Order date", w.date("order_date", c.order_date))
        w.add("kv2", "Customer No.", w.ident("customer_id", c.customer_id), *w.taxid())
        w.add("kv", w.pick("Sold to", "Customer"), w.name())
        w.add("kv", "Salesperson", w.staff[0])
        w.add("gap")
        _items(w)
        w.add("rkv", "TOTAL", w.money("order_total", c.total))
        w.add("gap")
        if c.est_confirm:
            w.add("kv", w.pick("Estimated delivery date", "ETA at your premises"),
                  w.date("delivery_estimate", c.est_confirm))
        else:
            w.add("kv", "Delivery", "to be confirmed by logistics")
        w.add("small", CURRENCY_NOTE[c.currency] + " Payment terms: 50% advance, balance before dispatch.")
    else:
        w.add("title", "ORDER ACKNOWLEDGEMENT")
        w.add("grid", ["Our ref.", "Date", "Account", "Currency"],
              [[w.ident("order_id", c.order_id), w.date("order_date", c.order_date),
                w.ident("customer_id", c.customer_id), c.currency]])
        w.add("kv", "Ship to", w.name())
        w.add("line", f"{w.taxid()[0]} {w.taxid()[1]}  ·  attn. {c.customer[2]}")
        w.add("gap")
        _items(w, grid=True)
        w.add("kv", "Amount due incl. tax", w.money("order_total", c.total))
        if c.est_confirm:
            w.add("kv", "Expected delivery", w.date("delivery_estimate", c.est_confirm))
        w.add("small", "Prices include installation check-up by our technician in the metropolitan area.")


def _items(w: W, grid: bool = False) -> None:
    c = w.c
    st = w.mstyle if w.mstyle not in ("pesos", "soles") else MONEY_STYLES[c.currency][0]
    rows = [[ln.name, str(ln.qty), group_digits(ln.unit, c.currency), group_digits(ln.amount, c.currency)]
            for ln in c.lines]  # item lines print bare figures; the totals carry the currency
    carrier, mode, charge = c.freight
    rows.append([f"Freight ({'pallet' if mode == 'pallet' else 'parcel'}) - {carrier}", "1",
                 group_digits(charge, c.currency), group_digits(charge, c.currency)])
    if grid:
        w.add("table", ["Item", "Qty", "Unit", "Line total"], rows)
    else:
        w.add("table", ["Description", "Qty", "Unit price", "Amount"], rows)
    tax = f"{w.co['tax_name']} {int(c.rate * 100)}%"
    if w.doc.doc_type == "invoice":
        return
    w.add("rkv", "Subtotal", money_text(c.subtotal, c.currency, st))
    w.add("rkv", tax, money_text(c.tax, c.currency, st))


# =========================================================================== invoice


def invoice(w: W) -> None:
    c = w.c
    w.doc.style["layout"] = f"inv_{c.country}"
    fiscal_title = {"MX": "FACTURA (CFDI 4.0) / INVOICE", "CO": "ELECTRONIC SALES INVOICE",
                    "CL": "FACTURA ELECTRÓNICA / ELECTRONIC INVOICE", "PE": "ELECTRONIC INVOICE (FACTURA ELECTRÓNICA)"}
    number_label = {"MX": ("Serie / Folio", "Folio"), "CO": ("Invoice No.", "No."), "CL": ("N°", "Invoice N°"),
                    "PE": ("Number", "Serie-Número")}[c.country]
    if w.is_mail():
        w.shop_mail(f"{'CFDI' if c.country == 'MX' else 'Electronic invoice'} {c.invoice_no} - {c.name}",
                    box="facturacion", sender="Fogón Pro Facturación")
        w.doc.style["layout"] = "inv_mail"
        w.add("para", "Dear customer,")
        w.add("para", "Attached you will find the XML and PDF files of your electronic invoice. Summary:")
    else:
        w.letterhead()
        w.add("title", fiscal_title[c.country])
    w.add("kv", w.pick(*number_label), w.ident("invoice_number", c.invoice_no))
    w.add("kv", w.pick("Issue date", "Date of issue", "Invoice date"), w.date("document_date", c.invoice_date))
    if w.rng.random() < 0.6:
        w.add("kv2", w.pick("Sales order", "Order ref."), w.ident("order_id", c.order_id),
              "Order date", w.date("order_date", c.order_date))
    else:
        w.add("kv", w.pick("Your order", "Sales order", "Order ref."), w.ident("order_id", c.order_id))
    w.add("gap")
    w.add("kv", w.pick("Bill to", "Customer", "Receiver"), w.name())
    tl, tv = w.taxid()
    if w.rng.random() < 0.5:
        w.add("kv2", tl, tv, w.pick("Customer No.", "Client code"), w.ident("customer_id", c.customer_id))
    else:
        w.add("kv", tl, tv)
        w.add("kv", w.pick("Customer No.", "Account"), w.ident("customer_id", c.customer_id))
    if c.country == "MX":
        w.add("kv", "CFDI use", "G03 - General expenses")
        w.add("kv", "Payment method", w.pick("PUE - Single payment", "PPD - Payment in installments"))
    w.add("gap")
    if not w.is_mail():
        _items(w)
    tax = f"{w.co['tax_name']} {int(c.rate * 100)}%"
    w.add("rkv", w.pick("Subtotal", "Taxable base"), w.money("subtotal", c.subtotal))
    w.add("rkv", tax, w.money("tax_amount", c.tax))
    w.add("rkv", w.pick("Total", "TOTAL", "Total to pay"), w.money("order_total", c.total))
    w.add("gap")
    if w.mstyle.startswith("bare"):
        w.add("small", CURRENCY_NOTE[c.currency])
    h = "%032x" % w.rng.getrandbits(128)
    if c.country == "MX":
        w.add("small", f"Fiscal folio (UUID): {h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}".upper())
        w.add("small", "This document is a printed representation of a CFDI.")
    elif c.country == "CO":
        w.add("small", f"CUFE: {h}{h[:32]}")
        w.add("small", "DIAN invoicing resolution 18764061223345 of 2025, range FE-5000 to FE-9999.")
    elif c.country == "CL":
        w.add("small", "Timbre electrónico SII - Res. 80 de 2014 - Verifique documento: www.sii.cl")
    else:
        w.add("small", f"Representación impresa de la factura electrónica. Hash: {h[:28]}")
    if w.is_mail():
        w.add("line", "Regards,")
        w.add("line", "Billing department - Fogón Pro")


# =========================================================================== shipping notice


def shipping_notice(w: W, est: date) -> None:
    c = w.c
    carrier, mode, _ = c.freight
    pkgs = (f"{w.rng.randint(1, 3)} pallet(s), {w.rng.randint(90, 420)} kg" if mode == "pallet"
            else f"{w.rng.randint(1, 4)} box(es), {w.rng.randint(12, 85)} kg")
    v = "mail" if w.is_mail() else w.rng.choice(["waybill", "dispatch"])
    w.doc.style["layout"] = f"ship_{v}"
    if v == "mail":
        w.shop_mail(w.pick(f"Your order {c.order_id} has been shipped", f"Dispatch notice - order {c.order_id}"),
                    box="logistica", sender="Fogón Pro Logística")
        w.add("para", f"Hello {first_name(c.customer[2])},")
        w.add("para", f"Your order {w.ident('order_id', c.order_id)} left our warehouse in {w.co['city']} on "
                      f"{w.date('ship_date', c.ship_date)}.")
        w.add("kv", "Customer", w.name())
        if w.rng.random() < 0.7:
            w.add("kv", "Customer No.", w.ident("customer_id", c.customer_id))
        w.add("kv", w.pick("Carrier", "Transport company", "Freight carrier"), w.text("carrier", carrier))
        w.add("kv", w.pick("Guide number", "Tracking / guía", "Waybill No."), w.ident("tracking_number", c.tracking))
        w.add("kv", "Packages", pkgs)
        w.add("kv", w.pick("Estimated delivery", "Expected arrival"), w.date("delivery_estimate", est))
        w.add("gap")
        w.add("para", "Please check the packages in front of the driver and write any damage on the delivery "
                      "receipt before signing. Equipment on pallets is delivered at street level.")
        w.add("line", "Kind regards,")
        w.add("line", "Logistics team - Fogón Pro")
    elif v == "waybill":
        w.add("head", f"{carrier.upper()}")
        w.add("line", w.pick("GUÍA DE EMBARQUE / WAYBILL", "CARTA PORTE - SHIPPING GUIDE", "Consignment note"))
        w.add("kv", w.pick("Guide No.", "Waybill number", "Guía"), w.ident("tracking_number", c.tracking))
        w.add("kv", "Carrier", w.text("carrier", carrier))
        w.add("kv2", "Pick-up date", w.date("ship_date", c.ship_date), "Service",
              "Consolidated cargo" if mode == "pallet" else "Next day / express")
        w.add("gap")
        w.add("kv", "Shipper", f"Fogón Pro - {w.co['city']}")
        w.add("kv", "Consignee", w.name())
        w.add("kv", "Reference", w.ident("order_id", c.order_id))
        w.add("kv", "Contents", f"Commercial kitchen equipment - {pkgs}")
        w.add("kv", w.pick("Promised delivery", "Estimated delivery"), w.date("delivery_estimate", est))
        w.add("gap")
        w.add("line", "Received in good condition: ____________________   Name / ID: ____________________")
    else:
        w.letterhead()
        w.add("title", w.pick("DISPATCH NOTE", "DELIVERY NOTE (REMISIÓN)"))
        w.add("kv2", "Order", w.ident("order_id", c.order_id), "Dispatched", w.date("ship_date", c.ship_date))
        w.add("kv2", "Customer No.", w.ident("customer_id", c.customer_id), *w.taxid())
        w.add("kv", "Deliver to", w.name())
        w.add("gap")
        for ln in c.lines:
            w.add("line", f"{ln.qty} x {ln.name}")
        w.add("gap")
        w.add("kv", "Carrier", w.text("carrier", carrier))
        w.add("kv", w.pick("Tracking No.", "Guide number"), w.ident("tracking_number", c.tracking))
        w.add("kv", "Packages", pkgs)
        w.add("kv", "Estimated arrival", w.date("delivery_estimate", est))


# =========================================================================== customer prose helpers


def deadline_phrase(w: W, state: dict, new_date: date | None = None) -> str | None:
    """The words of the customer's deadline, recording its truth. The first time the case
    states it, it may be relative or words; later documents repeat the date (or the words)."""
    c, d = w.c, w.doc.date
    dl = c.deadline
    if new_date is not None:
        txt = w.date("customer_deadline", new_date, w.pick("dmy_slash", "dmy_long", "mdy_long"))
        return w.pick("no later than ", "before ", "by ") + txt
    if "resolved" in dl:  # repeat
        if dl["how"] == "words":
            return w.put("customer_deadline", dl["words"], dl["words"], unresolved=True)
        txt = w.date("customer_deadline", dl["resolved"], w.pick("dmy_slash", "dmy_long", "mdy_long", "dm_long"))
        return w.pick("before ", "by ", "no later than ") + txt
    how = dl["how"]
    if how == "date":
        target = d + timedelta(days=w.rng.randint(9, 20))
        dl["resolved"] = target
        txt = w.date("customer_deadline", target, w.pick(*PROSE_DATE_STYLES))
        return w.pick("no later than ", "before ", "by ") + txt
    if how == "days":
        target = d + timedelta(days=dl["n"])
        dl["resolved"] = target
        words = f"within {dl['n']} days"
        w.put("customer_deadline", date_truth(target), words)
        return words
    if how == "month_end":
        target = month_end(d)
        if (target - d).days < 5:
            target = d + timedelta(days=12)
            dl["how"], dl["resolved"] = "date", target
            txt = w.date("customer_deadline", target, "dmy_slash")
            return "before " + txt
        dl["resolved"] = target
        words = w.pick("by the end of this month", "before the end of the month")
        w.put("customer_deadline", date_truth(target), words)
        return words
    dl["resolved"] = None
    return w.put("customer_deadline", dl["words"], dl["words"], unresolved=True)


def expect(w: W, sentence: str) -> str:
    """The customer's one sentence of expectation (without its period)."""
    return w.text("customer_expectation", sentence)


def signature(w: W, with_id: bool) -> list[str]:
    c = w.c
    title = w.pick("Purchasing", "Administration", "Owner", "Operations manager", "Chef / owner", "Logistics")
    lines = [c.customer[2], f"{title} - {w.name()}"]
    if with_id:
        lines.append(f"{w.pick('Client no.', 'Customer No.', 'Customer number')} {w.ident('customer_id', c.customer_id)}")
    lines.append(f"{w.taxid()[0]} {w.taxid()[1]}")
    return lines


def sign_off(w: W, with_id: bool) -> None:
    w.add("line", w.pick("Best regards,", "Regards,", "Thanks and regards,", "Kind regards,", "Greetings,"))
    for ln in signature(w, with_id):
        w.add("line", ln)


def prose_header(w: W, subject: str) -> None:
    """A customer's message: an e-mail (headers) or a printed letter (date line, addressee)."""
    c = w.c
    if w.is_mail():
        w.customer_mail(subject)
        return
    if not w.doc.style.get("layout", "").endswith("_letter"):
        w.doc.style["layout"] = w.doc.style.get("layout", "") + "_letter"
    w.add("line", c.name.upper())
    w.add("small", f"{w.taxid()[0]} {w.taxid()[1]}  ·  {c.customer[3]}")
    w.add("gap")
    place = {"MX": "Guadalajara", "CO": "Bogotá", "CL": w.pick("Santiago", "Viña del Mar"), "PE": "Lima"}[c.country]
    w.add("rline", f"{place}, {w.date('document_date', w.doc.date, w.pick('dmy_long', 'mdy_long', 'dmy_slash'))}")
    w.add("line", f"To: {w.co['company']}")
    w.add("line", "Attn. Technical service" if w.doc.style["layout"].startswith("cl_service") else
          w.pick("After-sales department", "Attn. Customer service", "Attn. Returns / Devoluciones"))
    w.add("line", f"Subject: {subject}")
    w.add("gap")


# =========================================================================== refund request


def refund_request(w: W) -> None:
    c, r = w.c, w.c.refund
    v = w.rng.choice(["mail", "mail", "form", "whatsapp"]) if w.is_mail() else "letter"
    w.doc.style["layout"] = f"rr_{v}"
    line = r["line"]
    if c.kind == "refund_warranty":
        reason = f"the same fault came back {w.pick('one week', 'ten days', 'a few days')} after the repair"
    else:
        reason = r["reason"]
    p = deadline_phrase(w, c.deadline) if w.rng.random() < 0.85 or "deadline_changed" in c.conflicts else None
    if p:
        exp = w.pick(f"We need the refund in our account {p}", f"We would like to receive the money back {p}",
                     f"I expect the credit note and the bank transfer {p}",
                     f"Please we need this return solved and refunded {p}")
    else:
        exp = w.pick("We would like to know when the refund will be processed",
                     "Please we need you to confirm the pick-up of the unit and the date of the refund")
    case_ref = c.case_no if c.kind == "refund_warranty" else None
    amount = w.money("refund_requested", r["requested"])
    w.text("return_reason", reason)
    exp = expect(w, exp)
    if v == "form":
        c_ = c
        w.doc.email = None
        w.shop_mail(f"New return request - web form - order {c.order_id}", box="noreply", sender="Fogón Pro web")
        w.doc.email["To"] = f"devoluciones@{w.co['domain']}"
        w.doc.email["Reply-To"] = c_.customer[3]
        stamp = w.doc.email["Date"]
        w.put("document_date", date_truth(w.doc.date), stamp.split(", ", 1)[1][:11])
        w.add("line", f"A new form was submitted on www.{w.co['domain']}/devoluciones")
        w.add("gap")
        w.add("kv", "Company", w.name())
        w.add("kv", "Contact name", c.customer[2])
        w.add("kv", "E-mail", c.customer[3])
        w.add("kv", "Order or invoice number", w.ident("order_id", c.order_id))
        if w.rng.random() < 0.5:
            w.add("kv", "Customer number (optional)", w.ident("customer_id", c.customer_id))
        w.add("kv", "Product to return", line.name)
        w.add("kv", "Message", f"Hello, we want to return this product because {reason}. "
                               f"We ask for a refund of {amount} to our bank account. {exp}.")
        w.add("gap")
        w.add("small", "This message was generated automatically by the website contact form.")
        return
    if v == "whatsapp":
        rep = w.staff[0]
        w.shop_mail(f"Fwd: WhatsApp chat with {c.name} ({c.order_id})", box=w.staff[1])
        w.doc.email["To"] = f"devoluciones@{w.co['domain']}"
        w.put("document_date", date_truth(w.doc.date), whatsapp_stamp(w.doc.date, 0, 0)[1:9])
        who = f"{w.name()} - {first_name(c.customer[2])}"
        h = w.rng.randint(8, 17)
        w.add("line", "Forwarding the chat from WhatsApp Business so it is registered as a return request.")
        w.add("gap")
        w.add("line", f"{whatsapp_stamp(w.doc.date, h, 2)} {who}: Good morning {first_name(rep)}")
        w.add("line", f"{whatsapp_stamp(w.doc.date, h, 3)} {who}: About order {w.ident('order_id', c.order_id)} "
                      f"we need to return the {line.short} because {reason}.")
        w.add("line", f"{whatsapp_stamp(w.doc.date, h, 4)} {who}: We ask the refund of {amount}. {exp}.")
        w.add("line", f"{whatsapp_stamp(w.doc.date, h, 11)} Fogón Pro - {rep}: Hello, I will send it to the "
                      f"returns team and they will contact you today.")
        w.add("line", f"{whatsapp_stamp(w.doc.date, h, 12)} {who}: ok thank you 🙏")
        w.add("gap")
        w.add("line", f"{rep} - Fogón Pro {w.co['country']}")
        return
    subject = w.pick(f"Return and refund - order {c.order_id}", f"Refund request {c.order_id}",
                     f"Devolución / return of equipment, order {c.order_id}")
    prose_header(w, subject)
    greet = w.pick("Good morning,", "Dear Fogón Pro team,", f"Hello {first_name(w.staff[0])},", "Good afternoon,")
    w.add("para", greet)
    order = w.ident("order_id", c.order_id)
    if c.kind == "refund_warranty":
        first = (f"The {line.short} of our order {order} was repaired under ticket {w.ident('case_number', case_ref)}, "
                 f"but we want to return it because {reason}.")
    else:
        first = w.pick(f"We received the order {order} and we want to return the {line.short} because {reason}.",
                       f"I write about our order {order}. We have to return the {line.short} because {reason}.")
    w.add("para", first)
    w.add("para", w.pick(f"The unit is in the original box. We request a refund of {amount}.",
                         f"Please process the refund of {amount} to the same account we paid from.",
                         f"We are asking for a refund of {amount}, the price we paid with tax."))
    w.add("para", f"{exp}.")
    w.add("para", w.pick("Thank you in advance.", "We remain attentive to your answer.", "Thanks for your help."))
    sign_off(w, with_id=w.rng.random() < 0.4)


# =========================================================================== refund approval


def refund_approval(w: W, promised: date | None) -> None:
    c, r = w.c, w.c.refund
    rejected = c.kind == "rejected"
    v = "mail" if w.is_mail() else w.rng.choice(["letter", "memo"])
    w.doc.style["layout"] = f"ra_{v}"
    status_word = "Rejected" if rejected else w.pick("Approved", "APPROVED")
    w.put("refund_status", "rejected" if rejected else "approved", status_word)
    if v == "mail":
        w.shop_mail(f"{'Return request' if rejected else 'Return approved'} {c.case_no} - order {c.order_id}",
                    box="devoluciones", sender=f"{w.staff[0]} - Devoluciones Fogón Pro")
        w.add("para", f"Dear {first_name(c.customer[2])},")
        w.add("para", w.pick("We reviewed your return request and the inspection report of the unit. This is our "
                             "decision:", "Thank you for your patience. Please find below the result of your return "
                             "request."))
    else:
        w.letterhead()
        w.add("title", w.pick("RETURN AUTHORISATION", "RETURN / CREDIT DECISION") if v == "letter"
              else "CREDIT MEMO REQUEST - RETURNS")
    w.add("kv", w.pick("Case", "RMA No.", "Return case") if c.kind != "refund_warranty" else "Service ticket",
          w.ident("case_number", c.case_no))
    w.add("kv2", "Order", w.ident("order_id", c.order_id), "Customer No.", w.ident("customer_id", c.customer_id))
    w.add("kv", "Customer", w.name())
    w.add("kv", w.pick("Decision date", "Date"), w.date("approval_date", w.doc.date))
    w.add("kv", "Status", status_word)
    w.add("gap")
    if rejected:
        w.add("para", f"After the inspection at our warehouse we cannot accept the return, because {r['reject_why']}.")
        w.add("para", "The unit is available for pick-up at our warehouse for 15 days, or we can send it back at "
                      "your cost. If you have photos or documents that we did not consider, please send them "
                      "answering this message.")
    else:
        fee = r["fee"]
        show_eligible = fee is not None or w.rng.random() < 0.5
        if show_eligible:
            w.add("kv", w.pick("Amount eligible for refund", "Eligible amount", "Refundable value"),
                  w.money("refund_eligible", r["eligible"]))
        if fee:
            pct = str(fee["waiver"])
            if fee["waiver"] == 0:
                w.add("kv", f"Less {fee['basis']}", money_text(fee["charge"], c.currency, w.mstyle))
            else:
                w.put("fee_waiver_percent", pct, f"{pct}%", basis=fee["basis"])
                label = w.pick("Fee waiver", "Waived")
                w.add("kv", label, f"{pct}% of the {fee['basis']}")
                w.add("kv", f"{fee['basis'].capitalize()} retained",
                      money_text(c.round(fee["charge"] * (100 - fee["waiver"]) / 100), c.currency, w.mstyle))
        w.add("kv", w.pick("Approved refund", "Refund approved", "Amount to refund"), w.money("refund_approved", r["approved"]))
        if promised:
            w.add("kv", w.pick("Refund will be paid by", "Payment expected by", "Transfer date (latest)"),
                  w.date("promised_date", promised))
        w.add("para", "The refund is paid by bank transfer to the account the order was paid from, against a "
                      "credit note for the returned item.")
    w.add("para", w.pick("Regards,", "Sincerely,") + f" {w.staff[0]}, Returns department")


# =========================================================================== refund execution


def refund_execution(w: W, paid: date) -> None:
    c, r = w.c, w.c.refund
    ref = c.refund["payref"]
    v = "mail" if w.is_mail() else w.rng.choice(["advice", "grid"])
    w.doc.style["layout"] = f"rx_{v}"
    ref_label = {"MX": "SPEI tracking key (clave de rastreo)", "CO": "Bank voucher No.", "CL": "Transfer ID",
                 "PE": "Operation No."}[c.country]
    if v == "mail":
        w.shop_mail(f"Payment advice - refund {c.case_no}", box="tesoreria", sender="Fogón Pro Tesorería")
        w.add("para", "Good day,")
        w.add("para", f"We inform you that the refund for order {w.ident('order_id', c.order_id)} was executed "
                      f"on {w.date('execution_date', paid)}.")
        w.put("refund_status", "executed", "executed")
        w.add("kv", "Beneficiary", w.name())
        w.add("kv", "Case", w.ident("case_number", c.case_no))
        w.add("kv", "Amount transferred", w.money("refund_executed", r["approved"]))
        w.add("kv", ref_label, w.ident("payment_reference", ref))
        w.add("gap")
        w.add("para", "Depending on your bank the money can take up to 48 hours to show in your account.")
        w.add("para", "Treasury - Fogón Pro")
        return
    w.letterhead()
    w.add("title", w.pick("PAYMENT ADVICE", "REFUND PAYMENT NOTICE"))
    if v == "advice":
        w.add("kv", "Payee", w.name())
        w.add("kv", "Customer No.", w.ident("customer_id", c.customer_id))
        w.add("kv", "Return case", w.ident("case_number", c.case_no))
        w.add("kv", "Sales order", w.ident("order_id", c.order_id))
        w.add("kv", "Payment date", w.date("execution_date", paid))
        w.add("kv", "Amount paid", w.money("refund_executed", r["approved"]))
        w.add("kv", ref_label, w.ident("payment_reference", ref))
        w.add("kv", "Status", w.put("refund_status", "executed", "Executed"))
    else:
        w.add("grid", ["Date", "Order", "Case", "Status"],
              [[w.date("execution_date", paid), w.ident("order_id", c.order_id), w.ident("case_number", c.case_no),
                w.put("refund_status", "executed", "EXECUTED")]])
        w.add("kv", "Paid to", w.name())
        w.add("kv", "Amount", w.money("refund_executed", r["approved"]))
        w.add("kv", "Reference", w.ident("payment_reference", ref))
    w.add("small", "Paid by bank transfer. " + (CURRENCY_NOTE[c.currency] if w.mstyle.startswith("bare") else ""))


# =========================================================================== warranty form


def warranty_form(w: W) -> None:
    c, wa = w.c, w.c.warranty
    v = w.rng.choice(["form", "mail"]) if w.is_mail() else "ticket"
    w.doc.style["layout"] = f"wf_{v}"
    state_dl = c.kind == "warranty" and w.rng.random() < 0.8
    if v == "ticket":
        w.letterhead()
        w.add("title", w.pick("WARRANTY SERVICE TICKET", "SERVICE ORDER - WARRANTY"))
        w.add("kv2", "Ticket No.", w.ident("case_number", c.case_no), "Opened",
              w.date("document_date", w.doc.date))
        w.add("kv2", "Customer No.", w.ident("customer_id", c.customer_id), "Sales order", w.ident("order_id", c.order_id))
        w.add("kv", "Customer", w.name())
        w.add("kv", "Site contact", f"{c.customer[2]}")
        w.add("kv", "Equipment", w.text("product_name", wa["product"]))
        w.add("kv", w.pick("Serial No.", "S/N"), w.ident("serial_number", wa["serial"]))
        w.add("kv", w.pick("Reported fault", "Problem reported by customer"), w.text("issue_description", wa["issue"]))
        if state_dl:
            d = w.doc.date + timedelta(days=w.rng.randint(3, 8))
            c.deadline = {"how": "date", "resolved": d}
            w.add("kv", w.pick("Customer needs service before", "Visit required by"), w.date("customer_deadline", d))
        w.add("kv", "Warranty", "12 months parts and labour - valid")
        w.add("gap")
        w.add("line", "Technician: ______________________    Visit date: ___/___/______")
        w.add("line", "Customer signature: ______________________")
        return
    if v == "form":
        w.shop_mail(f"Warranty claim (web form) - {c.name}", box="noreply", sender="Fogón Pro web")
        w.doc.email["To"] = f"servicio@{w.co['domain']}"
        w.put("document_date", date_truth(w.doc.date), w.doc.email["Date"].split(", ", 1)[1][:11])
        w.add("line", f"Warranty claim received from www.{w.co['domain']}/garantia - ticket created automatically.")
        w.add("gap")
        w.add("kv", "Ticket", w.ident("case_number", c.case_no))
        w.add("kv", "Company", w.name())
        w.add("kv", "Contact", c.customer[2])
        w.add("kv", "Order number", w.ident("order_id", c.order_id))
        w.add("kv", "Equipment model", w.text("product_name", wa["product"]))
        w.add("kv", "Serial number", w.ident("serial_number", wa["serial"]))
        w.add("kv", "Describe the problem", w.text("issue_description", wa["issue"]))
        if state_dl:
            d = w.doc.date + timedelta(days=w.rng.randint(3, 8))
            c.deadline = {"how": "date", "resolved": d}
            w.add("kv", "When do you need the service?", w.date("customer_deadline", d, "dmy_slash"))
        return
    # the customer's own e-mail, which the shop answers with a ticket number in the subject
    w.customer_mail(f"Warranty claim [{c.case_no}] {w.c.lines[0].name.split(',')[0]}", to_box="servicio")
    w.ident("case_number", c.case_no)
    w.add("para", w.pick("Good morning,", "Hello,"))
    w.add("para", f"We bought the equipment below with the order {w.ident('order_id', c.order_id)} and it has a problem.")
    w.add("kv", "Equipment", w.text("product_name", wa["product"]))
    w.add("kv", "Serial", w.ident("serial_number", wa["serial"]))
    w.add("kv", "Problem", w.text("issue_description", wa["issue"]))
    if state_dl:
        d = w.doc.date + timedelta(days=w.rng.randint(3, 8))
        c.deadline = {"how": "date", "resolved": d}
        w.add("kv", "We need the visit before", w.date("customer_deadline", d, "dmy_slash"))
    w.add("para", "Please send a technician, the machine is under warranty.")
    sign_off(w, with_id=True)


# =========================================================================== customer letter


def customer_letter(w: W, purpose: str, planted: dict) -> None:
    c = w.c
    w.doc.style["layout"] = f"cl_{purpose}"
    subject = {"chase": f"Refund pending - order {c.order_id}", "dispute": f"Rejected return {c.case_no}",
               "service": f"URGENT technician visit {c.case_no}", "late": f"Order {c.order_id} not delivered",
               "late2": f"Re: Order {c.order_id} not delivered"}[purpose]
    if purpose != "late2" and w.rng.random() < 0.3:
        subject = subject.upper() if purpose == "service" else subject + " - second request" * (purpose == "chase")
    prose_header(w, subject)
    w.add("para", w.pick("Good morning,", "Dear Sirs,", f"Hello {first_name(w.staff[0])},", "Good afternoon,"))
    order = w.ident("order_id", c.order_id)
    with_id = w.rng.random() < 0.4
    if purpose == "chase":
        r = c.refund
        amount = planted.get("approved_amount", r["approved"])
        cn = w.ident("case_number", c.case_no)
        money = w.money("refund_approved", amount)
        w.add("para", w.pick(
            f"On {date_text(r['approval_date'], w.dstyle)} you approved a refund of {money} "
            f"for the return {cn} of order {order}, but until today the money has not been credited.",
            f"We are still waiting for the approved refund of {money} (case {cn}, "
            f"order {order}). Our bank does not show any transfer from Fogón Pro."))
        if "new_deadline" in planted:
            w.add("para", w.pick("Our accountant moved the closing of the month.",
                                 "Our situation changed since my last message."))
            p = deadline_phrase(w, c.deadline, planted["new_deadline"])
            exp = w.pick(f"Now we need the money {p}", f"Now I must have the transfer {p}")
        elif w.rng.random() < 0.75:
            p = deadline_phrase(w, c.deadline)
            exp = w.pick(f"We need the transfer {p}, otherwise we have a problem with our month closing",
                         f"I expect to see the money in our account {p}", f"Please we need the refund {p}")
        else:
            exp = "We would like to receive the proof of the transfer as soon as it is done"
    elif purpose == "dispute":
        cn = w.ident("case_number", c.case_no)
        w.add("para", f"We received your answer about the return {cn} of order {order} and we do not agree with "
                      f"the rejection. {c.refund['dispute']}")
        if "new_deadline" in planted:
            w.add("para", "In our first message we gave you more time, but now our auditor needs the credit note.")
            p = deadline_phrase(w, c.deadline, planted["new_deadline"])
        else:
            p = deadline_phrase(w, c.deadline)
        exp = w.pick(f"We expect you to review the case again and confirm the refund {p}",
                     f"We need a positive answer {p} or we will take this to our legal department")
    elif purpose == "service":
        cn = w.ident("case_number", c.case_no)
        w.add("para", f"We opened the warranty ticket {cn} for the {c.lines[0].short} of order {order} and until "
                      f"today no technician has come. We are working without the equipment.")
        if "resolved" in c.deadline:
            p = deadline_phrase(w, c.deadline)
            exp = w.pick(f"We need the technician here {p}", f"We expect the machine repaired or replaced {p}")
        else:
            c.deadline = {"how": w.pick("days", "words"), "n": 5, "words": w.pick(
                "before the high season starts", "before the health inspection of the municipality")}
            p = deadline_phrase(w, c.deadline)
            exp = f"We need the equipment working again {p}"
    elif purpose == "late":
        est = c.est_confirm
        if est:
            w.add("para", f"The order {order} had delivery for {date_text(est, w.dstyle)} and it still has not "
                          f"arrived. Nobody answers our calls in the sales office.")
        else:
            w.add("para", f"Our order {order} was paid two weeks ago and we still do not have any delivery date.")
        p = deadline_phrase(w, c.deadline)
        exp = w.pick(f"We need the equipment delivered and installed {p}",
                     f"We must have the order in our kitchen {p}")
    else:  # late2: after the shipping notice
        w.add("para", f"Thank you for the guide number of order {order}. But the new date is too late for us and we "
                      f"had to rent equipment for the first week.")
        if "resolved" in c.deadline and c.deadline.get("how") != "words" and w.rng.random() < 0.5:
            p = deadline_phrase(w, c.deadline)
            exp = f"We still need the installation done {p}"
        else:
            exp = "We would like to know who will pay the cost of the rented equipment"
    w.add("para", f"{expect(w, exp)}.")
    w.add("para", w.pick("Thank you.", "We wait for your answer.", "Thanks for your quick attention.",
                         "We hope to receive a solution soon."))
    sign_off(w, with_id)
