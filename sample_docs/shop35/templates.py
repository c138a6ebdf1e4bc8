"""Mopane Safety's documents: the writer (the region's day-first dates, "P", "K", "US$", "ZiG" and "MK" amounts, some
with space thousands) and one template per document type, each in several forms: printed tax invoices with each
country's fiscal block (ZRA Smart Invoice, ZIMRA fiscal device, MRA), delivery notes, credit notes, proofs of payment
from banks and mobile wallets, e-mails from the desks, customers' letters and e-mails, and WhatsApp chats that desk
staff forward to the returns mailbox."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Writer
from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.shop35 import vocab as V

S = NBSP
CUSTOMER_TYPES = ("refund_request", "customer_letter", "warranty_form")
MONEY_STYLES = {"BWP": ("sym", "sym_sp", "sym_sp", "code"), "ZMW": ("sym", "sym_gap", "code", "code_tight"),
                "USD": ("usd", "code", "usd", "usd_sp"), "ZWG": ("zig", "code", "zig_tight", "code_after"),
                "MWK": ("mk", "mk_gap", "code", "k")}
CUSTOMER_MONEY = {"BWP": ("sym", "sym_sp", "plain", "whole"), "ZMW": ("sym", "sym_gap", "plain", "whole"),
                  "USD": ("usd", "dollar", "whole"), "ZWG": ("zig", "zig_tight", "whole"),
                  "MWK": ("mk", "mk_whole", "k", "whole")}
SYMBOL = {"BWP": "P", "ZMW": "K", "USD": "US$", "ZWG": "ZiG", "MWK": "MK"}
DESK_DATES = {"gab": ("dmy_slash", "long", "d_mon_y", "dot"), "lsk": ("dmy_slash", "long", "d_mon_y", "ord"),
              "ktw": ("dmy_slash", "d_mon_y", "long", "dmy_dash"), "hre": ("dmy_slash", "long", "d_mon_y", "ord"),
              "llw": ("dmy_slash", "long", "d_mon_y", "dot")}
CUSTOMER_DATES = ("long", "ord", "dmy_slash", "wd_long", "ord_of", "dmy2")


def _group(whole: int, sep: str) -> str:
    return f"{whole:,}".replace(",", sep)


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'P1,234.56', 'P 1 234.56', 'K1,234.56', 'ZMW 1,234.56', 'US$1,234.56', 'ZiG 1,234.56', 'MK1,234,500.00',
    'MK 1,234,500'; customers also write 'P1234.56' or 'K 850'."""
    a = cents(amount)
    whole, frac = f"{a:.2f}".split(".")
    num = f"{_group(int(whole), ',')}.{frac}"
    sym = SYMBOL[currency]
    if style == "whole":
        style = "plain" if frac != "00" else "plain_whole"
    return {
        "sym": f"{sym}{num}", "sym_gap": f"{sym}{S}{num}", "sym_sp": f"{sym}{S}{_group(int(whole), S)}.{frac}",
        "code": f"{currency}{S}{num}", "code_tight": f"{currency}{num}", "code_after": f"{num}{S}{currency}",
        "usd": f"US${num}", "usd_sp": f"US${S}{_group(int(whole), S)}.{frac}", "dollar": f"${num}",
        "zig": f"ZiG{S}{num}", "zig_tight": f"ZiG{num}", "mk": f"MK{num}", "mk_gap": f"MK{S}{num}",
        "mk_whole": f"MK{_group(int(whole), ',')}" if frac == "00" else f"MK{num}", "k": f"K{num}",
        "plain": f"{sym}{whole}.{frac}", "plain_whole": f"{sym}{S}{whole}",
    }[style]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """Day-first dates only: '12/03/2026', '12 March 2026', '12-Mar-2026', '12th March 2026', '12.03.2026',
    'Thursday, 12 March 2026', '12/03/26'; systems (banks, fiscal devices) print '2026-03-12'."""
    month = V.MONTHS[d.month - 1]
    return {
        "dmy_slash": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dmy_dash": f"{d.day:02d}-{d.month:02d}-{d.year}",
        "dot": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dmy2": f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}",
        "long": f"{d.day}{S}{month}{S}{d.year}",
        "ord": f"{_ordinal(d.day)}{S}{month}{S}{d.year}",
        "ord_of": f"{_ordinal(d.day)}{S}of{S}{month}{S}{d.year}",
        "d_mon_y": f"{d.day:02d}-{month[:3]}-{d.year}",
        "wd_long": f"{d.strftime('%A')},{S}{d.day}{S}{month}{S}{d.year}",
        "iso": d.isoformat(),
    }[style]


class MopaneWriter(kit.ShopWriter):
    """Prints a desk's styles on the shop's papers and the customer's on theirs."""

    vocab = V
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng):  # noqa: D107 - the kit's writer, re-keyed by desk
        Writer.__init__(self, schema, case, doc, rng)
        self.desk, self.country = case.desk, case.country
        customer = doc.doc_type in CUSTOMER_TYPES and (doc.doc_type != "warranty_form" or is_mail(self))
        self.money_style = rng.choice((CUSTOMER_MONEY if customer else MONEY_STYLES)[case.currency])
        self.date_style = rng.choice(CUSTOMER_DATES if customer else DESK_DATES[self.desk])
        dv = doc.style.get("deadline_value")
        if isinstance(dv, str) and dv in V.UNRESOLVED_KEYS:
            doc.style["deadline_value"] = V.UNRESOLVED_BY_COUNTRY[case.country][V.UNRESOLVED_KEYS.index(dv)]

    def label(self, key: str) -> str:
        table = V.LABELS["hre_zwg" if self.case.currency == "ZWG" else self.desk]
        return self.rng.choice(table[key])

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """Relative words (resolved against the document date) a third of the time when allowed, else a date."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(V.RELATIVE_DEADLINES)
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(V.DEADLINE_WORDS).format(date_text(d, self.date_style)), d

    def sys_date(self, name: str | None, d: date) -> str:
        """A date the way a bank or fiscal system prints it: ISO or zero-padded slashes."""
        saved = self.date_style
        self.date_style = self.rng.choice(["iso", "iso", "dmy_slash"])
        out = self.date(name, d)
        self.date_style = saved
        return out


# --------------------------------------------------------------------------- shared pieces


def is_mail(w: MopaneWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def name_of(w: MopaneWriter) -> str:
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name


def first(name: str) -> str:
    return name.split(" ")[0]


def company(w: MopaneWriter) -> str:
    return V.COMPANY[w.desk]


def letterhead(w: MopaneWriter) -> None:
    w.add("head", w.rng.choice(V.HEADS[w.desk]))
    w.add("small", f"{company(w)} | {V.LEGAL[w.desk]}")
    w.add("gap")


def sender(w: MopaneWriter, dept: str) -> str:
    return f"{V.SENDERS[dept].format(d=w.desk)}@{V.DOMAIN}"


def _sent(d: date, h: int, m: int) -> str:
    return f"{d.strftime('%A')}, {d.day} {V.MONTHS[d.month - 1]} {d.year} {h:02d}:{m:02d}"


def headers(w: MopaneWriter, frm: str, to: str, subject: str, hours: tuple[int, int]) -> None:
    """E-mail headers; a text file pasted from Outlook carries 'Sent:' in day-first words."""
    r, d = w.rng, w.doc.date
    h, m, s = r.randrange(*hours), r.randrange(60), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": frm, "Sent": _sent(d, h, m), "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": frm, "To": to, "Subject": subject, "Date": email_date(d, h, m, s, V.TZ)}


def shop_mail(w: MopaneWriter, dept: str, subject: str) -> None:
    c = w.case
    frm = f"Mopane Safety {V.CITY[w.desk]} - {V.DEPT[dept]} <{sender(w, dept)}>"
    headers(w, frm, f"{c.name} <{c.email}>", subject, (7, 17))


def customer_mail(w: MopaneWriter, subject: str) -> None:
    c = w.case
    to = f"Mopane Safety {V.CITY[w.desk]} <{sender(w, w.rng.choice(['returns', 'orders']))}>"
    headers(w, f"{c.name} <{c.email}>", to, subject, (6, 21))
    w.set("document_date", date_truth(w.doc.date))


def shop_sign(w: MopaneWriter, dept: str) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Kind regards,", "Regards,", "Yours faithfully,"]))
    w.add("line", w.rng.choice(V.STAFF[w.desk]))
    w.add("line", f"{V.DEPT[dept]} | {company(w)}")
    w.add("small", phone_line(w))


def phone_line(w: MopaneWriter) -> str:
    return next(p for p in V.LEGAL[w.desk].split(" | ") if p.startswith("Tel"))


def recipient(w: MopaneWriter, name: str, label: str | None = None) -> None:
    """The customer's block on a printed shop paper: business, address, the contact person, maybe the TPIN/TIN."""
    c, r = w.case, w.rng
    w.add("line", c.business)
    w.add("line", c.address)
    w.text("customer_name", name)
    w.add("line", f"{label or r.choice(['Attn:', 'Attention:', 'Contact:'])} {name}" + (f" ({c.role})" if r.random() < 0.4 else ""))
    if r.random() < 0.5:
        w.add("line", f"{tax_word(w)} {c.tax_no}")
    w.add("gap")


def tax_word(w: MopaneWriter) -> str:
    return {"bw": "Customer TIN:", "zm": "Customer TPIN:", "zw": "Customer BP No.:", "mw": "Customer TPIN:"}[w.country]


def terms_page(w: MopaneWriter) -> None:
    if w.doc.fmt == "pdf_text" and w.rng.random() < 0.4:
        w.add("page")
        w.add("title", V.TERMS[0])
        for p in V.TERMS[1:]:
            w.add("para", p)


def sign_customer(w: MopaneWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = is_mail(w) and r.random() < 0.2
    w.add("line", first(c.name) if short else c.name)
    if r.random() < 0.7:
        w.add("line", c.role)
        w.add("line", c.business)
    else:
        w.add("line", f"{c.role}, {c.business}")
    bits = [f"Cell: {c.phone}"]
    if c.man_no and r.random() < 0.6:
        bits.append(f"Man No. {c.man_no}")
    w.add("line", " | ".join(bits))
    if w.doc.fmt == "email" and r.random() < 0.25:
        w.add("line", r.choice(["Sent from my Huawei phone", "Sent from my Samsung Galaxy", "Sent from Outlook for Android"]))


def quote_auto_reply(w: MopaneWriter) -> None:
    """Under some customer e-mails: the desk's automatic acknowledgement, quoted, with its earlier date."""
    if not (is_mail(w) and w.doc.style.get("quote")):
        return
    r = w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(1, 5))
    h, m = r.randrange(8, 17), r.randrange(60)
    w.add("gap")
    w.add("line", f"On {date_text(earlier, 'wd_long')} at {h:02d}:{m:02d}, Mopane Safety <{sender(w, 'returns')}> wrote:")
    w.add("quote", V.AUTO_REPLY)
    w.add("quote", f"Mopane Safety {V.CITY[w.desk]} | {phone_line(w)}")


def expectation(w: MopaneWriter, key_dl: str, key_no: str) -> str:
    """The customer's expectation (truth, without its final period) and the deadline it states."""
    r, deadline = w.rng, w.doc.style["deadline_value"]
    if deadline is None:
        sentence = r.choice(V.EXPECT[key_no])
    elif isinstance(deadline, str):
        sentence = r.choice(V.EXPECT[key_dl]).format(dl=deadline)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        phrase, value = w.deadline_words(deadline, bool(w.doc.style.get("relative_ok")))
        sentence = r.choice(V.EXPECT[key_dl]).format(dl=phrase)
        w.set("customer_deadline", date_truth(value))
        w.case.deadline = value
    w.text("customer_expectation", sentence)
    return sentence


def chat(w: MopaneWriter, msgs: list[tuple[str, str]]) -> None:
    """Messages exported from WhatsApp (iPhone or Android style), a few minutes apart."""
    r, d = w.rng, w.doc.date
    ios = r.random() < 0.5
    t = r.randrange(7 * 60, 17 * 60)
    for who, text in msgs:
        t += r.randrange(1, 7)
        hh, mm = divmod(t, 60)
        stamp = (f"[{d.strftime('%d/%m/%Y')}, {hh:02d}:{mm:02d}:{r.randrange(60):02d}] {who}:" if ios
                 else f"{d.strftime('%d/%m/%Y')}, {hh:02d}:{mm:02d} - {who}:")
        w.add("line", f"{stamp} {text}")


def forwarded_chat(w: MopaneWriter, subject: str) -> None:
    """A desk colleague forwards the customer's WhatsApp messages to the returns mailbox (same day)."""
    r, c = w.rng, w.case
    staff = r.choice(V.STAFF[w.desk])
    frm = f"{staff} <{sender(w, 'orders')}>"
    to = f"Mopane Safety {V.CITY[w.desk]} - {V.DEPT['returns']} <{sender(w, 'returns')}>"
    headers(w, frm, to, f"Fwd: WhatsApp chat with {c.business} - {subject}", (8, 17))
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", r.choice(["Hi team, please see below WhatsApp messages from the client, kindly assist.",
                            "Forwarding the customer's WhatsApp chat for your action please.",
                            "Good day colleagues. Client sent the below on WhatsApp, please attend."]))
    w.add("line", f"Client: {c.business}, {c.phone}")
    w.add("gap")


def equivalent_line(w: MopaneWriter, total: Decimal) -> str | None:
    """Harare papers in one currency show the other at the interbank rate (information only)."""
    if w.case.currency == "USD":
        return f"ZWG equivalent at RBZ interbank rate 26.7400: ZiG {cents(total * Decimal('26.74')):,.2f} (for information only)"
    if w.case.currency == "ZWG":
        return f"USD equivalent at RBZ interbank rate 26.7400: US$ {cents(total / Decimal('26.74')):,.2f} (for information only)"
    return None


def fiscal_block(w: MopaneWriter) -> list[str]:
    """Each country's tax-authority marks on an invoice: ZRA Smart Invoice, ZIMRA fiscal device, MRA EIS, BURS."""
    r, d = w.rng, w.doc.date
    dg, lt = kit.digits, kit.letters
    hexa = "0123456789ABCDEF"
    if w.country == "zm":
        return [f"ZRA Smart Invoice | SDC ID: SDC0{dg(r, 8)} | Receipt No.: {dg(r, 3)}/{dg(r, 4)} NS",
                f"Internal Data: {lt(r, 4, hexa)}-{lt(r, 4, hexa)}-{lt(r, 4, hexa)}-{lt(r, 4, hexa)}   "
                f"Receipt Signature: {lt(r, 4, hexa)}-{lt(r, 4, hexa)}-{lt(r, 4, hexa)}"]
    if w.country == "zw":
        return [f"Fiscal Device ID: {dg(r, 5)} | Fiscal Day No.: {r.randrange(40, 400)} | Receipt Global No.: {dg(r, 6)}",
                f"Verification Code: {lt(r, 4, hexa)}-{lt(r, 4, hexa)}-{lt(r, 4, hexa)}-{lt(r, 4, hexa)}   "
                f"Verify at fdms.zimra.co.zw"]
    if w.country == "mw":
        return [f"MRA EIS Validation No.: {lt(r, 4, hexa)}{dg(r, 8)}   Terminal: LLW-{dg(r, 2)}",
                f"Printed {d.isoformat()} {r.randrange(8, 17):02d}:{r.randrange(60):02d}"]
    return [f"Customer VAT status: {'registered' if r.random() < 0.6 else 'not registered'}   "
            f"Tax invoice in terms of the Value Added Tax Act"]


def line_items(w: MopaneWriter) -> tuple[list[str], list[list[str]]]:
    """The order's lines: amounts with their symbol, or bare figures under a header naming the currency (always for
    kwacha of Malawi, whose seven-figure amounts need the room)."""
    c, r = w.case, w.rng
    header = list(r.choice(V.TABLE_HEADERS))
    if c.currency == "MWK" or r.random() < 0.35:
        sym = SYMBOL[c.currency]
        header[2:] = r.choice([[f"Unit ({sym})", f"Total ({sym})"], [f"Price {sym}", f"Amount {sym}"]])
        return header, [[p, str(q), f"{u:,.2f}", f"{cents(q * u):,.2f}"] for p, q, u in c.items]
    return header, [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]


# --------------------------------------------------------------------------- invoice


def invoice(w: MopaneWriter) -> None:
    """A printed tax invoice with its country's fiscal block, or the accounts desk's e-mail with the invoice summary."""
    c, r = w.case, w.rng
    name = name_of(w)
    inv = w.ident("invoice_number", c.invoice_number)
    refs = [(w.label("invoice_number"), inv), (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    lpo = (r.choice(["Customer LPO", "Your LPO No.", "LPO Ref"]), c.lpo.replace("LPO No. ", "").replace("LPO ", ""))
    refs.insert(r.randrange(2, len(refs) + 1), lpo)
    tax_word, rate = V.TAX[w.country]
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS).format(r=f"{rate.normalize():f}"), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    due = w.doc.date + timedelta(days=r.choice([7, 14, 30]))
    if is_mail(w):
        shop_mail(w, "accounts", r.choice(["Tax Invoice {i} - {b}", "Invoice {i} for your LPO",
                                           "Your invoice {i} from Mopane Safety"]).format(i=inv, b=c.business))
        w.add("line", f"Good day {first(name)},")
        w.add("gap")
        w.add("para", r.choice(["Please find attached our tax invoice for the goods supplied. Summary below:",
                                "Attached is your tax invoice as per your LPO. The details are as follows:"]))
        w.block(refs)
        w.kv(w.label("customer_name"), w.text("customer_name", name))
        w.add("gap")
        for lab, val in totals:
            w.kv(lab, val)
        w.add("gap")
        w.add("para", f"Payment is due by {w.date(None, due)}. Kindly remit to {V.BANK[w.desk]} and use the invoice "
                      "number as your reference.")
        shop_sign(w, "accounts")
        return
    letterhead(w)
    w.add("title", r.choice(V.TITLES["invoice"][w.country]))
    if r.random() < 0.35:
        for lab, val in refs:
            w.add("rkv", lab, val)
    else:
        w.block(refs)
    w.add("gap")
    w.add("line", r.choice(["Bill To:", "Invoice To:", "Customer:"]))
    recipient(w, name, r.choice([f"{w.label('customer_name')}:", None]))
    if r.random() < 0.5:
        w.add("line", f"Delivery Note: DN{kit.digits(r, 5)}   Terms: {r.choice(['30 days', 'C.O.D.', '14 days'])}   "
                      f"Due: {w.date(None, due)}")
    w.add("table", *line_items(w))
    w.add("gap")
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif r.random() < 0.5:
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    eq = equivalent_line(w, c.total)
    if eq:
        w.add("small", eq)
    w.add("gap")
    for line in fiscal_block(w):
        w.add("small", line)
    w.add("small", f"Banking details: {V.BANK[w.desk]}")
    w.add("small", "Goods received in good order and condition: Name ____________ Signature ________  E&OE")
    terms_page(w)


# --------------------------------------------------------------------------- order confirmation

OC_SUBJECT = ["Order confirmation - Sales Order {o}", "Your LPO has been received - S/O {o}", "Sales order acknowledgement {o}"]
OC_PROSE = ["Thank you for your LPO. We confirm your sales order {o} dated {d} to the value of {t} VAT inclusive.",
            "We acknowledge receipt of your order and have raised sales order {o} on {d}, total {t} including VAT."]
OC_EST = ["Expected delivery to your site is {e}.", "The goods should reach you by {e}.",
          "Delivery is estimated for {e} subject to stock at our warehouse."]


def order_confirmation(w: MopaneWriter) -> None:
    """The sales desk's acknowledgement: a prose e-mail, or a printed/e-mailed sales order with its lines."""
    c, r = w.case, w.rng
    name = name_of(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    lpo_line = f"Your reference: {c.lpo}"
    if is_mail(w):
        shop_mail(w, "orders", r.choice(OC_SUBJECT).format(o=c.order_id))
        w.add("line", f"Dear {w.text('customer_name', name)},")
        w.add("gap")
        if r.random() < 0.5:
            w.add("para", r.choice(OC_PROSE).format(o=w.ident("order_id", c.order_id),
                                                    d=w.date("order_date", c.order_date),
                                                    t=w.money("order_total", c.total)))
            if est:
                w.add("para", r.choice(OC_EST).format(e=w.date("delivery_estimate", est)))
            if cust:
                w.add("para", f"Your account number with us is {w.ident('customer_id', c.customer_id)}. {lpo_line}.")
            else:
                w.add("para", lpo_line + ".")
            shop_sign(w, "orders")
            return
        w.add("para", "Thank you for your order. Please check the details below and revert if anything is not in order.")
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["order_confirmation"]))
        if r.random() < 0.5:
            w.add("line", f"Quotation Ref: Q26-{kit.digits(r, 4)}   Valid until: "
                          f"{w.date(None, c.order_date + timedelta(days=r.choice([14, 30])))}")
        recipient(w, name)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date)),
             ("Customer LPO", c.lpo.replace("LPO No. ", "").replace("LPO ", ""))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    w.add("table", *line_items(w))
    w.add("gap")
    tail = [(w.label("order_total"), w.money("order_total", c.total))]
    if est:
        tail.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(tail)
    w.add("gap")
    _, rate = V.TAX[w.country]
    w.add("small", f"Prices in {c.currency} excluding VAT; the total includes VAT at {rate.normalize():f}%. "
                   f"Delivery to site within {V.CITY[w.desk]} town limits is free of charge.")
    if is_mail(w):
        shop_sign(w, "orders")


# --------------------------------------------------------------------------- shipping notice

SHIP_SUBJECT = ["Goods dispatched - Sales Order {o}", "Dispatch advice for S/O {o}", "Your order {o} is on its way"]
SHIP_LEAD = ["Please be advised that your goods have been dispatched as follows:",
             "Your consignment has been collected by the courier today. Details below:"]
VEHICLE = {"bw": "B {n} {l}", "zm": "A{l2} {n4}", "zw": "A{l2} {n4}", "mw": "LL {n4}"}


def shipping_notice(w: MopaneWriter) -> None:
    """The dispatch desk's e-mail, or a printed delivery note with its own number, vehicle and signature lines."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.55) else None
    mail = is_mail(w)
    if mail:
        shop_mail(w, "ship", r.choice(SHIP_SUBJECT).format(o=c.order_id))
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        w.add("gap")
        w.add("para", r.choice(SHIP_LEAD))
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["shipping_notice"]))
        w.add("line", f"Delivery Note No. DN{kit.digits(r, 5)}    Customer LPO: {c.lpo}")
        w.add("gap")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not mail:
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    if not mail:
        w.add("line", f"Deliver to: {c.business}, {c.address}")
        w.add("gap")
    w.add("table", ["Item", "Ordered", "Supplied", "Back Order"], [[p, str(q), str(q), "0"] for p, q, _ in c.items])
    heavy = any(h in p for p, _, _ in c.items for h in V.HEAVY)
    kg = r.randrange(180, 900) if heavy else r.randrange(5, 60)
    w.add("line", f"Packages: {r.choice([1, 1, 2, 3])}   Gross mass: {kg / 10:.1f} kg")
    if not mail:
        n4, l2 = kit.digits(r, 4), kit.letters(r, 2, kit.UPPER)
        reg = VEHICLE[w.country].format(n=kit.digits(r, 3), l=kit.letters(r, 3, kit.UPPER), n4=n4, l2=l2)
        w.add("line", f"Vehicle reg.: {reg}   Driver: {r.choice(['J. Banda', 'T. Dube', 'K. Sithole', 'M. Phiri'])}")
        w.add("gap")
        w.add("line", "Received in good order and condition:  Name ____________  Signature ________  Date ________")
    else:
        w.add("para", f"You can track the consignment on the {c.carrier} website with the number above.")
        shop_sign(w, "ship")


# --------------------------------------------------------------------------- refund request

RR_SUBJECT = ["RETURN OF GOODS - SALES ORDER {o}", "Request for refund - S/O {o}", "Claim for returned goods {o}",
              "Refund request: order {o}"]
RR_REF = ["We refer to your sales order {o}{x}.", "This is with reference to sales order {o} supplied to us{x}.",
          "Reference is made to our order {o}{x}."]
RR_ITEM = ["We are returning the {p} because {why}.", "We wish to return the {p} as {why}."]
RR_AMOUNT = ["The value of the item is {a} VAT inclusive and we are claiming a refund of that amount.",
             "We paid {a} for it and request a refund of the full amount.",
             "Our claim is for {a} being the VAT inclusive price."]
RR_CHAT_SHOP = ["Noted. How much was the item as per invoice?", "Ok. Please confirm the amount you are claiming.",
                "How do you want to be refunded?"]


def opening_letter(w: MopaneWriter, subject: str) -> None:
    """A customer's printed letter on its letterhead: business, address, date, the shop, the subject in capitals."""
    c, r = w.case, w.rng
    w.add("head", c.business)
    w.add("line", c.address)
    w.add("line", f"Tel/Cell: {c.phone}")
    w.add("gap")
    w.add("line", f"Our Ref: {c.lpo}")
    printed = w.date("document_date", w.doc.date)
    w.add("rline" if r.random() < 0.5 else "line", printed)
    w.add("gap")
    w.add("line", r.choice(["The Sales Manager", "The Returns Department", "The Branch Manager"]))
    w.add("line", company(w))
    w.add("line", V.LEGAL[w.desk].split(" | ")[0])
    w.add("gap")
    w.add("line", "RE: " + subject.upper())
    w.add("gap")


def refund_request(w: MopaneWriter) -> None:
    """A customer's e-mail or letter, a filled-in returns form, or a WhatsApp chat a colleague forwards."""
    c, r = w.case, w.rng
    subject = r.choice(RR_SUBJECT).format(o=c.order_id)
    if "form" in w.doc.style:
        return returns_form(w)
    if is_mail(w) and r.random() < 0.4:
        forwarded_chat(w, f"return on {c.order_id}")
        who, shop = w.text("customer_name", c.name), f"Mopane {V.CITY[w.desk]}"
        msgs = [(who, f"{r.choice(V.CHAT_HELLO[w.country])}. We have a problem with order "
                      f"{w.ident('order_id', c.order_id)}, the {c.return_item[0]}"),
                (who, w.text("return_reason", c.reason[0].upper() + c.reason[1:])),
                (shop, r.choice(RR_CHAT_SHOP[:2])),
                (who, r.choice(RR_AMOUNT).format(a=w.money("refund_requested", c.requested))),
                (shop, RR_CHAT_SHOP[2])]
        msgs.append((who, expectation(w, "refund_dl", "refund_no_dl") + "."))
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        opening_letter(w, subject)
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    extra = ""
    if "rr_case_no" in w.doc.style:
        extra += f" and your claim number {w.ident('case_number', c.case_number)}"
    if r.random() < 0.4:
        extra += f" (our account {w.ident('customer_id', c.customer_id)})"
    w.add("para", r.choice(RR_REF).format(o=w.ident("order_id", c.order_id), x=extra))
    w.add("para", r.choice(RR_ITEM).format(p=c.return_item[0], why=w.text("return_reason", c.reason)))
    w.add("para", r.choice(RR_AMOUNT).format(a=w.money("refund_requested", c.requested)))
    w.add("para", expectation(w, "refund_dl", "refund_no_dl") + ". " + r.choice(V.THANKS))
    sign_customer(w)
    quote_auto_reply(w)


def returns_form(w: MopaneWriter) -> None:
    """The shop's returns form filled in by the customer: printed (scanned, faxed) or as the website form's e-mail."""
    c, r = w.case, w.rng
    title = r.choice(V.TITLES["return_form"])
    if is_mail(w):
        customer_mail(w, f"{title.title()} - {c.order_id}")
        w.add("para", f"A returns form was submitted on {V.DOMAIN}:")
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((r.choice(["Customer Name", "Contact Person", "Name"]), w.text("customer_name", c.name)))
    pairs.append(("Company", c.business))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    method = "mobile money" if c.payer in V.MOBILE or c.payer.startswith(("Airtel", "TNM")) else "bank EFT"
    w.add("line", f"Refund method:  [{'x' if method == 'bank EFT' else ' '}] Bank EFT/RTGS   "
                  f"[{'x' if method != 'bank EFT' else ' '}] Mobile money   [ ] Credit on account")
    w.add("gap")
    w.add("line", r.choice(["Comments:", "Additional information:", "Remarks:"]))
    w.add("para", expectation(w, "refund_dl", "refund_no_dl") + ".")
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"Signed: {c.name}    Date received (office use): ________")


# --------------------------------------------------------------------------- refund approval

APPROVE_SUBJECT = ["Outcome of your claim {k}", "Return claim {k} - approved", "Claim {k}: decision"]
APPROVE_LEAD = ["We have assessed the returned goods and your claim has been approved as follows.",
                "Following inspection at our workshop we are pleased to advise that your claim is approved."]
CHANNEL = {"bank": "bank account", "mobile": "mobile money wallet"}
PROMISE = ["The refund will be paid into your {ch} by {d}.", "You can expect the money in your {ch} not later than {d}.",
           "Payment will be processed to your {ch} on or before {d}."]
NO_PROMISE = "Refunds are processed in our weekly payment run, normally within 7 to 10 working days."
REJECT_WHY = ["Our workshop found impact damage and signs of use underground, which are not covered under our returns "
              "policy. We are therefore unable to approve a refund.",
              "The goods were returned after the 14-day period and without the original packaging, so the claim "
              "cannot be accepted."]


def channel(case) -> str:
    return CHANNEL["mobile" if case.payer in V.MOBILE or case.payer.startswith(("Airtel", "TNM")) else "bank"]


def refund_approval(w: MopaneWriter) -> None:
    """The returns desk's decision: a letter or e-mail with the amounts, a credit note, or a decline."""
    c, r = w.case, w.rng
    if c.kind == "rejected":
        return rejection(w)
    if not is_mail(w) and r.random() < 0.5:
        return credit_note(w)
    if is_mail(w):
        shop_mail(w, "returns", r.choice(APPROVE_SUBJECT).format(k=c.case_number))
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        w.add("gap")
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["approval"]))
        recipient(w, c.name)
    w.add("para", r.choice(APPROVE_LEAD))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"]))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = [("Returned item", c.return_item[0])]
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.fee_basis:
        if c.waiver:
            money.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                                   (f"Waiver of {c.fee_basis}", f"{c.waiver}%")]))
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        else:
            money.append((f"Less {c.fee_basis}", "-" + w.money(None, c.fee)))
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised, in_block = (c.promised if r.random() < 0.75 else None), r.random() < 0.5
    if promised and in_block:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    w.block(money)
    w.add("gap")
    if promised and not in_block:
        w.add("para", r.choice(PROMISE).format(ch=channel(c), d=w.date("promised_date", promised)))
    elif not promised:
        w.add("para", NO_PROMISE)
    shop_sign(w, "returns")


def credit_note(w: MopaneWriter) -> None:
    """A (tax) credit note against the invoice: its own number, the returned line and its VAT, the credit total
    (the approved refund)."""
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", r.choice(V.TITLES["credit_note"]))
    w.add("line", f"Credit Note No. CN{kit.digits(r, 5)}    Against Invoice: {c.invoice_number}")
    w.add("gap")
    recipient(w, c.name)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date))]
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rate = c.tax_label_rate
    net = cents(c.approved / (1 + rate / 100))
    sym = SYMBOL[c.currency]
    w.add("table", ["Description", "Qty", f"Unit ({sym})", f"Total ({sym})"],
          [[c.return_item[0], "-1", f"{net:,.2f}", f"-{net:,.2f}"]])
    w.add("gap")
    w.kv(f"VAT {rate.normalize():f}%", "-" + w.money(None, c.approved - net))
    w.kv(r.choice(["Total Credit", "Credit Note Total", "Amount to be Refunded"]), w.money("refund_approved", c.approved))
    w.kv(w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"]))
    w.set("refund_status", "approved")
    w.add("gap")
    if r.random() < 0.5:
        w.add("para", r.choice(PROMISE).format(ch=channel(c), d=w.date("promised_date", c.promised)))
    else:
        w.add("para", NO_PROMISE)
    w.add("small", f"Reason for credit: goods returned under claim. Authorised by: {r.choice(V.STAFF[w.desk])}")


def rejection(w: MopaneWriter) -> None:
    c, r = w.case, w.rng
    if is_mail(w):
        shop_mail(w, "returns", r.choice(APPROVE_SUBJECT).format(k=c.case_number))
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        w.add("gap")
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["rejection"]))
        recipient(w, c.name)
    w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date)),
             (w.label("refund_status"), r.choice(V.STATUS_WORDS["rejected"]))])
    w.set("refund_status", "rejected")
    w.add("gap")
    w.add("para", r.choice(REJECT_WHY))
    w.add("para", "The goods are available for collection from our branch within 30 days.")
    shop_sign(w, "returns")


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: MopaneWriter) -> None:
    """Proof of payment: a bank's payment notification or a wallet's receipt, printed or pasted into an e-mail by
    the accounts desk; mobile transfers in Zimbabwe show the 2% IMTT beside the amount."""
    c, r = w.case, w.rng
    mobile = channel(c) == "mobile money wallet"
    source = next(b for b in V.BANKS[w.country] if b.split(" - ")[0].startswith(c.payer.split(" ")[0]))
    if is_mail(w):
        shop_mail(w, "accounts", r.choice(["Proof of payment - refund {o}", "POP: refund on S/O {o}",
                                           "Refund paid - {o}"]).format(o=c.order_id))
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        w.add("gap")
        w.add("para", r.choice(["Please find below the proof of payment for your refund.",
                                "Your refund has been paid today. See the confirmation below."]))
        w.add("line", source)
    else:
        w.add("head", source.split(" - ")[0])
        w.add("title", source.split(" - ")[1])
    if not mobile:
        w.add("line", f"From account: {company(w)}")
    pairs = [(w.label("execution_date"), w.sys_date("execution_date", w.doc.date)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if mobile:
        pairs.append((r.choice(["Recipient", "Sent to", "Receiver"]), w.text("customer_name", c.name)))
        pairs.append(("Mobile No.", c.account))
    else:
        pairs.append((r.choice(["Beneficiary", "Beneficiary Name"]), c.business))
        pairs.append(("Beneficiary A/c", c.account))
    pairs.append((w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)))
    w.block(pairs)
    ref = f"Refund {w.ident('order_id', c.order_id)}"
    if r.random() < 0.6:
        ref += f" {w.ident('case_number', c.case_number)}"
    w.kv(r.choice(["Beneficiary Reference", "Narration", "Reference"]), ref)
    if r.random() < 0.4:
        w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
    if mobile and w.country == "zw":
        w.kv("IMTT (2%)", w.money(None, cents(c.approved * Decimal("0.02"))))
    elif not mobile:
        w.kv("Charges", w.money(None, Decimal(r.choice(["15", "25", "35"])) if c.currency != "MWK" else Decimal("3500")))
    w.kv("Status", r.choice(V.STATUS_WORDS["executed"]))
    w.set("refund_status", "executed")
    if not mobile and not is_mail(w):
        w.add("line", f"Notification sent to: {w.text('customer_name', c.name)} ({c.email})")
    if is_mail(w):
        shop_sign(w, "accounts")
    else:
        w.add("small", "This notification is computer generated and does not require a signature. Funds are subject "
                       "to the receiving institution's clearing times.")


# --------------------------------------------------------------------------- warranty form

ACCESSORIES = {"gas": "Received with:  [x] charging cradle   [ ] belt clip   [x] calibration cap",
               "lamp": "Received with:  [x] battery   [ ] helmet bracket   [x] lamp cord",
               "fall": "Received with:  [x] lanyard   [ ] anchor strap   [x] inspection tag",
               "resp": "Received with:  [x] battery   [x] hose   [ ] spare filters",
               "fire": "Received with:  [x] control unit   [ ] nozzles   [x] cylinder"}


def warranty_form(w: MopaneWriter) -> None:
    """The service workshop's claim form / job card, or the website's warranty form e-mail; the purchase date, the
    last calibration and the job card number sit beside the claim's own values."""
    c, r = w.case, w.rng
    title = r.choice(V.TITLES["warranty"])
    kind = next(k for p, _, k in V.PRODUCTS if p == c.warranty_product) or "gas"
    if is_mail(w):
        customer_mail(w, f"Warranty claim: {c.warranty_product} ({c.order_id})")
        w.add("para", f"The following warranty claim was submitted on {V.DOMAIN}.")
    else:
        letterhead(w)
        w.add("title", title)
        w.add("line", f"Job Card No. JC-{kit.digits(r, 5)}")
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(r.choice(["Customer Contact", "Reported By", "Contact Person"]), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    if kind in ("gas", "lamp") and r.random() < 0.7:
        w.add("line", (f"Last calibration: {w.date(None, c.order_date)}   Cal. cert no.: CC{kit.digits(r, 6)}"
                       if kind == "gas" else f"Lamp No.: {r.randrange(100, 999)}   Lamp room: Shaft {r.randrange(1, 6)}"))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "ASAP", "n/a"]))
    w.add("gap")
    bits = [f"Date of purchase: {w.date(None, c.order_date)}"]
    if r.random() < 0.6:
        bits.append(f"Invoice: {c.invoice_number}")
    bits.append(f"Warranty: {r.choice(['12 months', '24 months', '2 years'])}")
    w.add("line", "   ".join(bits))
    w.add("line", ACCESSORIES[kind])
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"Customer signature: {c.name}        Received by (workshop): {r.choice(V.STAFF[w.desk])}")


# --------------------------------------------------------------------------- customer letter

CL_SUBJECT = ["FOLLOW UP: {o}", "Second reminder - order {o}", "Still waiting - S/O {o}", "Outstanding matter on {o}"]
CL_REF = ["We are following up on {x}.", "This is a reminder regarding {x}.", "We refer to {x}."]


def customer_letter(w: MopaneWriter) -> None:
    """A customer's follow-up: chasing the refund, the repair or the goods, or disputing a decline."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    bits = [f"sales order {w.ident('order_id', c.order_id)}"]
    if topic != "delivery" and r.random() < 0.7:
        bits.append(f"claim {w.ident('case_number', c.case_number)}")
    if r.random() < 0.35:
        bits.append(f"account {w.ident('customer_id', c.customer_id)}")
    refs = ", ".join(bits)
    subject = r.choice(CL_SUBJECT).format(o=c.order_id)
    if is_mail(w) and r.random() < 0.35:
        forwarded_chat(w, f"follow-up on {c.order_id}")
        who = w.text("customer_name", c.name)
        msgs = [(who, f"{r.choice(V.CHAT_HELLO[w.country])}. {r.choice(CL_REF).format(x=refs)}")]
        msgs += [(who, s + ".") for s in topic_lines(w, topic, quoted)]
        msgs.append((who, expectation_for(w, topic) + "."))
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        opening_letter(w, subject)
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    w.add("para", r.choice(CL_REF).format(x=refs))
    for s in topic_lines(w, topic, quoted):
        w.add("para", s + ".")
    w.add("para", expectation_for(w, topic) + ". " + r.choice(V.THANKS))
    sign_customer(w)
    quote_auto_reply(w)


def topic_lines(w: MopaneWriter, topic: str, quoted: Decimal | None) -> list[str]:
    c, r = w.case, w.rng
    out = []
    if topic == "refund":
        out.append(r.choice(V.LETTER["refund_quoted"]).format(amt=w.money("refund_approved", quoted))
                   if quoted is not None else V.LETTER["refund_plain"])
    elif topic == "warranty":
        if quoted is not None:
            out.append(V.LETTER["warranty_paid"].format(amt=w.money("refund_approved", quoted)))
        out.append(V.LETTER["warranty"].format(p=c.warranty_product))
    else:
        out.append(V.LETTER[topic])
    if "moved_deadline" in w.doc.style:
        out.append(V.LETTER["moved"])
    return out


def expectation_for(w: MopaneWriter, topic: str) -> str:
    keys = {"refund": ("refund_dl", "refund_no_dl"), "warranty": ("repair_dl", "repair_no_dl"),
            "delivery": ("delivery_dl", "delivery_dl"), "rejected": ("rejected", "rejected")}[topic]
    return expectation(w, *keys)


TEMPLATES: dict[str, Any] = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter}
