"""Reefline Marine's documents: the writer (FJ$, Kina, tala and whole vatu; day-first dates) and one template per
document type: tax invoices with TINs, delivery dockets with vessels and wharf receipts, Viber and Messenger chats,
M-PAiSA, bank-transfer and cheque refund advices."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth
from sample_docs.shop32 import vocab as V


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """FJ$ / FJD, Kina as K, tala as WS$ / SAT$, vatu whole with space or comma thousands."""
    if currency == "VUV":
        whole = int(cents(amount))
        spaced = f"{whole:,}".replace(",", NBSP)
        return {"vt": f"VT{NBSP}{spaced}", "vt_comma": f"VT{NBSP}{whole:,}", "vuv": f"{spaced}{NBSP}VUV",
                "vatu": f"{whole:,}{NBSP}vatu", "vt_after": f"{spaced}{NBSP}VT"}[style]
    num = f"{cents(amount):,.2f}"
    return {
        "fj": f"FJ${num}", "fjd": f"FJD{NBSP}{num}", "fj_after": f"${num}{NBSP}FJD", "f": f"F${num}",
        "k": f"K{NBSP}{num}", "k_tight": f"K{num}", "pgk": f"PGK{NBSP}{num}", "kina": f"{num}{NBSP}Kina",
        "ws": f"WS${num}", "wst": f"WST{NBSP}{num}", "sat": f"SAT${num}", "tala": f"{num}{NBSP}tala",
    }[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates; 'short' is 05/03/26, 'mon' is 5 Mar 2026, 'ord_comma' is Thursday 5th March, 2026."""
    if style == "short":
        return d.strftime("%d/%m/%y")
    if style == "mon":
        return f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"
    if style == "ord_comma":
        return f"{calendar.day_name[d.weekday()]}{NBSP}{kit._ordinal(d.day)}{NBSP}{calendar.month_name[d.month]}," \
               f"{NBSP}{d.year}"
    return kit.date_text(d, style)


class ReeflineWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"FJD": ("fj", "fjd", "fj_after", "f"), "PGK": ("k", "k_tight", "pgk", "kina"),
                    "WST": ("ws", "wst", "sat", "tala"), "VUV": ("vt", "vt_comma", "vuv", "vatu", "vt_after")}
    date_styles = {"FJD": ("numeric_dmy", "long", "ordinal", "abbrev_dmy"),
                   "PGK": ("numeric_dmy", "long", "weekday_dmy", "short"),
                   "WST": ("long", "numeric_dmy", "ord_comma", "mon"),
                   "VUV": ("numeric_dmy", "mon", "long", "dotted_dmy")}
    tz = {"FJD": "+1200", "PGK": "+1000", "WST": "+1300", "VUV": "+1100"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        words = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        labels = {k: v + V.LOCAL_LABELS[case.currency].get(k, []) for k, v in V.LABELS.items()}
        self.vocab = SimpleNamespace(**{**words, **V.LOCAL_WORDING[case.currency], "LABELS": labels})


# --------------------------------------------------------------------------- shared pieces


HELLO = {"FJD": "Bula", "PGK": "Moning", "WST": "Talofa", "VUV": "Halo"}


def head(w: ReeflineWriter, title: str) -> None:
    w.add("head", V.SHOP)
    w.add("small", V.LETTERHEAD[w.case.currency])
    w.add("gap")
    w.add("title", title)


def is_gov(w: ReeflineWriter) -> bool:
    return kit.says_we(w.case) and any(g in kit.business(V, w.case) for g in V.GOVERNMENT)


def lpo(w: ReeflineWriter) -> str:
    """A government department's local purchase order number (a distractor beside the order number)."""
    c = w.case
    if w.rng.random() < 0.5:
        return f"LPO {kit.digits(w.rng, 5)}"
    return f"{'MOF' if c.currency != 'VUV' else 'DOF'}-LPO-{c.order_date.month:02d}{kit.digits(w.rng, 4)}"


def first(name: str) -> str:
    return name.split(" ")[0]


def customer_block(w: ReeflineWriter, name: str) -> None:
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    if kit.says_we(w.case):
        w.add("line", kit.business(V, w.case))
    w.add("line", w.case.address)


# --------------------------------------------------------------------------- templates


def invoice(w: ReeflineWriter) -> None:
    """A tax invoice with the branch's TIN and tax registration, VEP/VIP totals in Fiji."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, r.choice(V.INVOICE_TITLES[c.currency]))
    if r.random() < 0.5:
        counter = r.choice(["Lami", "Walu Bay", "Trade desk", "Wharf store"])
        w.add("small", f"Branch: {V.BRANCH[c.currency]}   Counter: {counter}")
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if is_gov(w):
        pairs.append(("Your LPO no.", lpo(w)))
    w.block(pairs)
    w.add("gap")
    customer_block(w, name)
    if kit.says_we(w.case):
        w.kv("Customer TIN", f"{kit.digits(r, 2)}-{kit.digits(r, 5)}-0-{kit.digits(r, 1)}" if c.currency == "FJD"
             else kit.digits(r, 9))
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS), rows)
    w.add("gap")
    before, tax, after = r.choice(V.TOTAL_LABELS[c.currency])
    totals = [(before, w.money("subtotal", c.subtotal)), (tax, w.money("tax_amount", c.tax)),
              (after, w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    else:
        for lab, val in totals:
            w.add("rkv", lab, val)
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_NOTES))
    w.add("small", r.choice(V.BANK_LINES[c.currency]))
    kit.page2(w)


def order_confirmation(w: ReeflineWriter) -> None:
    """A sales order acknowledgement: a branch e-mail (prose or a table) or a printed S/O copy."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    tax_word = V.TAX[c.currency][0]
    if kit.is_mail(w):
        kit.shop_headers(w, f"{V.BRANCH[c.currency]} Sales", r.choice([
            f"Sales order {c.order_id} - acknowledgement", f"Reefline order confirmed: {c.order_id}",
            f"Your order {c.order_id} has been entered"]))
        w.add("para", f"{HELLO[c.currency]} {w.text('customer_name', name)}, thank you for your order with "
                      "Reefline Marine.")
    else:
        head(w, r.choice(["SALES ORDER ACKNOWLEDGEMENT", "Order Confirmation", "S/O COPY - CUSTOMER"]))
    if kit.is_mail(w) and r.random() < 0.5:
        text = (f"We have entered sales order {w.ident('order_id', c.order_id)} dated "
                f"{w.date('order_date', c.order_date)} for {w.money('order_total', c.total)} (incl. {tax_word}).")
        if est:
            text += " " + r.choice(["Goods should reach you on or about {}.", "Our shipping clerk expects the "
                                    "cargo at your end by {}.", "ETA at your wharf is {}."]).format(
                w.date("delivery_estimate", est))
        w.add("para", text)
        if r.random() < 0.6 or "typo_here" in w.doc.style:
            w.add("para", f"Please quote your account {w.ident('customer_id', c.customer_id)} when paying.")
    else:
        pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("order_date"), w.date("order_date", c.order_date))]
        if r.random() < 0.7 or "typo_here" in w.doc.style:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        if is_gov(w):
            pairs.append(("Against LPO", lpo(w)))
        w.block(pairs)
        if not kit.is_mail(w):
            w.add("gap")
            customer_block(w, name)
        w.add("gap")
        rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
        w.add("table", ["Item", "Qty", "Price", "Amount"], rows)
        w.add("gap")
        pairs = [(r.choice([f"Order total incl. {tax_word}", "Order value", "Total"]), w.money("order_total", c.total))]
        if est:
            pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
    w.add("gap")
    w.add("para", r.choice(["Outer island orders are shipped on the next available boat; freight is charged at cost.",
                            "Payment by M-PAiSA, bank deposit or government LPO accepted.",
                            "Engines are pre-delivery checked at our workshop before they leave."]))


def shipping_notice(w: ReeflineWriter) -> None:
    """A delivery docket or inter-island shipping advice: vessel, voyage, wharf receipt and container as distractors."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.65) else None
    by_sea = any(x in c.carrier for x in ("Shipping", "Lines"))
    if kit.is_mail(w):
        kit.shop_headers(w, "Dispatch", r.choice([f"Cargo advice - order {c.order_id}",
                                                  f"Your goods are on the way ({c.order_id})",
                                                  f"Shipped today: {c.order_id}"]))
        w.add("para", f"{r.choice(['Dear', 'Hi', HELLO[c.currency]])} {w.text('customer_name', c.name)}, your order "
                      f"has left our {V.BRANCH[c.currency]} store.")
    else:
        head(w, r.choice(["DELIVERY DOCKET", "SHIPPING ADVICE - INTER-ISLAND CARGO", "Dispatch Note"]))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not kit.is_mail(w):
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    if by_sea:
        w.kv("Vessel", f"{r.choice(V.VESSELS[c.currency])}  Voy. {r.randrange(10, 99)}/{kit.digits(r, 3)}")
        w.kv("Wharf receipt", f"WR {kit.digits(r, 6)}")
        if r.random() < 0.6:
            w.kv("Container", f"{r.choice(['NPLU', 'SWLU', 'CXDU', 'TGHU'])} {kit.digits(r, 6)}-{kit.digits(r, 1)}")
        w.kv("Port of discharge", r.choice(V.WHARVES[c.currency]))
    elif "Cargo" in c.carrier:
        code = {"Fiji Airways Cargo": "FJ", "Air Niugini Cargo": "PX", "Air Vanuatu Cargo": "NF"}[c.carrier]
        w.kv("Flight", f"{code} {r.randrange(200, 999)} / {date_text(w.doc.date, 'mon')}")
        w.kv("Pieces / weight", f"{len(c.items)} pcs / {r.randrange(18, 160)} kg")
    rows = [[p, str(q)] for p, q, _ in c.items]
    w.add("grid", [r.choice(["Goods", "Description", "Packed"]), "Qty"], rows)
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", "Received in good order and condition: ______________  Date: ________")


def chat(w: ReeflineWriter) -> None:
    """A Viber (Fiji, Vanuatu) or Messenger (PNG, Samoa) conversation forwarded to returns by branch staff."""
    c, r = w.case, w.rng
    app = "Viber" if c.currency in ("FJD", "VUV") else "Facebook Messenger"
    kit.shop_headers(w, f"{V.BRANCH[c.currency]} Sales", f"FW: {app} - customer wants to return, S/O {c.order_id}")
    w.set("document_date", date_truth(w.doc.date))
    w.doc.email["To"] = f"Reefline Returns <returns@{V.DOMAIN}>"
    w.add("para", f"Hi returns team, pls see {app} chat below from our customer, can you log a return for her/him. "
                  "Thanks.")
    w.add("line", f"--- {app} conversation ---")
    who = w.text("customer_name", c.name)
    day = w.doc.date.strftime("%d/%m/%Y")
    t = iter(range(r.randrange(7, 16) * 60 + r.randrange(50), 24 * 60, 3))

    def say(person: str, text: str) -> None:
        m = next(t)
        stamp = f"[{day} {m // 60:02d}:{m % 60:02d}]" if app == "Viber" else f"{(m // 60 - 1) % 12 + 1}:{m % 60:02d} " \
                                                                              f"{'AM' if m < 720 else 'PM'}"
        w.add("line", f"{stamp} {person}: {text}")

    say(who, f"{HELLO[c.currency]}, this is about order {w.ident('order_id', c.order_id)}")
    say(who, w.text("return_reason", c.reason))
    say("Reefline " + V.BRANCH[c.currency], "Sorry to hear. Which item and how much was it?")
    say(who, f"{c.return_item[0]}, {w.money('refund_requested', c.requested)}")
    say(who, _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))
    say("Reefline " + V.BRANCH[c.currency], "Ok noted, I will pass to our returns desk.")


def returns_form(w: ReeflineWriter) -> None:
    """The 'return goods' form filled in at the counter (printed) or on the website (an e-mail copy)."""
    c, r = w.case, w.rng
    if kit.is_mail(w):
        kit.customer_headers(w, f"Return goods form - {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("line", "*** Web form: Return goods / refund ***")
    else:
        head(w, r.choice(["RETURN GOODS FORM", "Goods Return & Refund Request"]))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not kit.is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.kv(w.label("product_name"), c.return_item[0])
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv("Refund to", r.choice((["M-PAiSA wallet"] if c.currency == "FJD" else []) +
                               ["Bank account on file", "Cheque", "Same as payment"]))
    w.add("gap")
    w.add("line", r.choice(["Customer comments:", "Other information:"]))
    w.add("para", _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", "Received at counter by: ________   Goods inspected: [ ] yes  [ ] no")


def customer_opening(w: ReeflineWriter, subject: str, title: str | None = None) -> None:
    """E-mail headers, or a printed/faxed letter: sender, date, the branch it goes to."""
    c, r = w.case, w.rng
    if kit.is_mail(w):
        kit.customer_headers(w, subject)
        w.set("document_date", date_truth(w.doc.date))
        return
    w.add("line", c.name)
    if kit.says_we(c):
        w.add("line", kit.business(V, c))
    w.add("line", c.address)
    if w.doc.fmt == "fax":
        w.add("line", f"FAX to Reefline {V.BRANCH[c.currency]} - 1 page")
    w.add("gap")
    w.add("rline" if r.random() < 0.5 else "line", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", f"The Manager, {V.SHOP}")
    w.add("line", V.RETURNS_ADDRESS[c.currency])
    w.add("gap")
    if title:
        w.add("title", title)


def customer_close(w: ReeflineWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(w.vocab.SIGN_OFFS))
    w.text("customer_name", c.name)
    w.add("line", first(c.name) if kit.is_mail(w) and r.random() < 0.25 else c.name)
    if kit.says_we(c):
        w.add("line", kit.business(V, c))
    if kit.is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, 'long')}, Reefline Service <service@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", V.AUTO_REPLY_SIGNATURE)
    elif r.random() < 0.3 and kit.is_mail(w):
        w.add("line", r.choice(["Sent from my Samsung Galaxy", "Sent from Yahoo Mail on Android"]))


def refund_request(w: ReeflineWriter) -> None:
    """A return form, a forwarded chat, or the customer's own e-mail, letter or fax."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
        return
    if kit.is_mail(w) and r.random() < 0.4:
        chat(w)
        return
    customer_opening(w, r.choice([f"Return and refund - order {c.order_id}", f"Refund please, {c.order_id}",
                                  f"Returning goods from S/O {c.order_id}"]),
                     r.choice(["Re: Return of goods", "REQUEST FOR REFUND", None]))
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (our account {w.ident('customer_id', c.customer_id)})"
    who = "We" if kit.says_we(c) else "I"
    w.add("para", f"{who} bought the {c.return_item[0]} on {ref} and {who.lower() if who == 'We' else 'I'} want to "
                  f"send it back because {w.text('return_reason', c.reason)}.")
    w.add("para", r.choice(["The amount paid for it was {}.", "Please refund {} for this item.",
                            "Refund of {} is requested."]).format(w.money("refund_requested", c.requested)))
    w.add("para", _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))
    customer_close(w)


def refund_approval(w: ReeflineWriter) -> None:
    """A returns authorisation (printed or e-mailed), or a decline."""
    c, r = w.case, w.rng
    if kit.is_mail(w):
        kit.shop_headers(w, "Returns", f"Return decision {c.case_number} (S/O {c.order_id})")
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        w.add("para", "Our workshop has inspected the goods you sent back. The decision is below.")
    else:
        head(w, r.choice(["RETURNS AUTHORISATION", "Return Inspection & Decision", "Credit / Refund Authority"]))
        w.kv("Customer", w.text("customer_name", c.name))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if c.kind == "rejected":
        pairs += [("Decision date", w.date("approval_date", w.doc.date)),
                  (w.label("refund_status"), r.choice(["DECLINED", "Not approved", "Rejected"]))]
        w.block(pairs)
        w.set("refund_status", "rejected")
        w.add("gap")
        w.add("para", r.choice([
            "Our workshop found salt-water corrosion and signs of use, so the damage is not covered by our returns "
            "policy.",
            "The goods have been fitted and used and cannot be taken back into stock as new."]))
        return
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), r.choice(["APPROVED", "Approved", "Authorised - refund approved"]))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        money.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                               ("Manager's waiver", f"{c.waiver}% of the {c.fee_basis}")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised = c.promised if r.random() < 0.65 else None
    if promised and r.random() < 0.5:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
        promised = None
    w.block(money)
    w.add("gap")
    how = {"M-PAiSA": "to your M-PAiSA wallet", "cheque": "by cheque"}.get(c.pay_method, "by bank transfer")
    if promised:
        w.add("para", f"The refund will be paid {how} by {w.date('promised_date', promised)}.")
    else:
        w.add("para", f"The refund will be paid {how} once accounts have processed it, usually 5-10 working days.")
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", "Authorised: ____________ (Branch Manager)     Workshop: ____________")


def refund_execution(w: ReeflineWriter) -> None:
    """An M-PAiSA receipt, a bank remittance advice or a cheque refund advice."""
    c, r = w.case, w.rng
    m = c.pay_method
    title = {"M-PAiSA": "M-PAiSA Transfer Receipt", "cheque": "CHEQUE REFUND ADVICE",
             "Digicel MoneyPlus": "MoneyPlus Payment Confirmation"}.get(m, f"Remittance Advice - {m}")
    if kit.is_mail(w):
        kit.shop_headers(w, "Accounts", f"Refund paid - S/O {c.order_id}")
        w.add("para", f"Dear {w.text('customer_name', c.name)}, your refund has been paid. Details below.")
        w.add("gap")
        w.add("line", title)
    else:
        head(w, title)
        w.kv("Payee", w.text("customer_name", c.name))
    ref_label = "Cheque no." if m == "cheque" else r.choice(["Transaction ID", "Ref no.", "Payment ref"])
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (ref_label, w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.4:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append(("Particulars", f"REFUND {w.ident('order_id', c.order_id)}"))
    w.block(pairs)
    if m == "cheque":
        w.kv("Drawn on", r.choice(["BSP Suva Central", "ANZ Apia", "BSP Waigani", "NBV Port Vila"]))
        w.kv(r.choice(V.STATUS_PAID_LABELS), r.choice(["Cheque issued", "Paid - cheque posted", "Paid"]))
    elif m == "M-PAiSA":
        w.kv("Wallet", f"+679 9{kit.digits(r, 2)} {kit.digits(r, 4)}")
        w.kv(r.choice(V.STATUS_PAID_LABELS), r.choice(["Successful", "Completed"]))
    else:
        w.kv("To account", f"xxxx xxx {kit.digits(r, 3)}")
        w.kv(r.choice(V.STATUS_PAID_LABELS), r.choice(["Processed", "Completed", "Paid"]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", "Bank fees, if any, are met by Reefline Marine.")


def warranty_form(w: ReeflineWriter) -> None:
    """A warranty claim: the workshop's printed claim sheet or the website form's e-mail copy."""
    c, r = w.case, w.rng
    title = r.choice(["OUTBOARD & GENERATOR WARRANTY CLAIM", "Warranty Claim - Service Department",
                      "Warranty repair request"])
    if w.doc.fmt == "text":
        kit.customer_headers(w, f"Warranty claim: {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("line", f"Form submitted at {V.DOMAIN}/warranty")
    else:
        head(w, title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("claimant"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv("Hours run", str(r.randrange(12, 140)))
    if r.random() < 0.5:
        w.kv("Boat / site", r.choice(["Fibreglass punt 23ft", "Banana boat 19ft", "Resort generator shed",
                                      "Co-op ice plant"]))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    dl = w.doc.style["deadline_value"]
    if isinstance(dl, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", dl))
    w.add("gap")
    w.add("line", r.choice(["Last service: [x] at Reefline  [ ] elsewhere",
                            "Unit sent by: [x] boat  [ ] air  [ ] brought in"]))
    if w.doc.fmt != "text":
        w.add("line", f"Customer signature: {c.name}")


def customer_letter(w: ReeflineWriter) -> None:
    """The customer chasing: the refund not yet received, a repair, a missing cargo, or a decline."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    customer_opening(w, r.choice([f"Follow up - S/O {c.order_id}", f"Still waiting, order {c.order_id}",
                                  f"Re: {c.order_id}"]))
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        refs.insert(0, f"{r.choice(['return ref', 'claim', 'case'])} {w.ident('case_number', c.case_number)}")
    if r.random() < 0.35:
        refs.append(f"account {w.ident('customer_id', c.customer_id)}")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    w.add("para", r.choice(["I am writing about {}.", "This is about {}.", "Regarding {}."]).format(", ".join(refs)))
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice(["Your office approved a refund of {} but nothing has come into the account.",
                                    "Two weeks ago you approved a refund of {} and I am still waiting."]).format(
                w.money("refund_approved", quoted)))
        else:
            w.add("para", "The branch told me the return was accepted but the money is not in yet.")
        dl, no_dl = V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", f"Thank you, the approved refund of {w.money('refund_approved', quoted)} for the other "
                          "item came through.")
        w.add("para", f"But the {c.warranty_product} went to your workshop on the boat weeks ago and nobody has "
                      "called me back.")
        dl, no_dl = V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", "The cargo has not arrived. The shipping office at the wharf says they cannot find it.")
        dl = no_dl = V.EXPECT_DELIVERY_DL
    else:
        w.add("para", "I do not agree with the decision on my return. It was already like that when we opened the "
                      "carton, we never used it in salt water.")
        dl = no_dl = V.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Our plans have changed, so the date is now different.",
                                "Please note the new date below."]))
    w.add("para", _expectation(w, dl, no_dl, w.doc.style["deadline_value"]) + " " +
          r.choice(["Thank you.", "Hoping for your quick reply.", "Thanks in advance."]))
    customer_close(w)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
