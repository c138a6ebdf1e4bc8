"""Ferrow & Sons' documents, one function per doc type, each with several looks: the trade counter's
dot-matrix invoice, the accounting package's PDFs, the parts portal's e-mails, the returns desk's tickets,
Cardiff's bilingual delivery notes, garage owners' e-mails from their phones and fleet managers' letters.
Every printed value and its truth come from one writer call."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

from sample_docs.documents import _expectation, terms_page
from sample_docs.formatting import cents, date_truth
from sample_docs.shop23 import vocab as V
from sample_docs.shop23.printing import FerrowWriter, customer_mail, printed_name, shop_mail

W = FerrowWriter
PART_CODES = {p: f"{''.join(w[0] for w in p.split()[:3]).upper()}{1000 + 37 * i}" for i, (p, _) in
              enumerate(V.PRODUCTS)}


# --------------------------------------------------------------------------- shared pieces


def is_mail(w: W) -> bool:
    return w.doc.fmt in ("text", "email")


def company(w: W) -> str | None:
    return V.BUSINESS_OF.get(w.case.name)


def branch_line(w: W) -> str:
    name, addr, phone = V.BRANCHES[w.branch]
    return f"{name} branch: {addr}  Tel {phone}"


def letterhead(w: W) -> None:
    """The shop's letterhead: name, branch, VAT and company numbers (distractors), Welsh line in Cardiff."""
    r = w.rng
    w.add("head", r.choice([V.SHOP, V.SHOP.upper() + " LTD", f"{V.SHOP_SHORT} — Motor Factors"]))
    if w.branch == "CDF":
        w.add("small", "Ffactorion Moduron Ferrow a'i Feibion — Cangen Caerdydd / Cardiff Branch")
    w.add("small", branch_line(w))
    w.add("small", r.choice([f"{V.VAT_REG}  |  {V.COMPANY_NO}", f"{V.COMPANY_NO}. {V.VAT_REG}"]))
    w.add("gap")


def addressee(w: W, name: str, label: str | None = None) -> None:
    """The customer's name (truth), business and address, as an address block or a labelled name."""
    w.text("customer_name", name)
    if label:
        w.kv(label, name)
    else:
        w.add("line", name)
    if company(w):
        w.add("line", company(w))
    for part in w.case.address.split(", "):
        w.add("line", part)
    w.add("gap")


def pick(w: W, *options: str) -> str:
    return w.rng.choice(options)


def reg_plate(w: W) -> str:
    """A vehicle registration for the job (a distractor that looks like an identifier)."""
    r = w.rng
    return (f"{r.choice(['YX', 'YR', 'CU', 'CV', 'SF', 'SJ', 'WN', 'YC'])}{r.randrange(15, 25)} "
            f"{''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}")


def maybe_customer_id(w: W, pairs: list[tuple[str, str]], label: str, chance: float = 0.7) -> None:
    if w.rng.random() < chance or "typo_here" in w.doc.style:
        pairs.append((label, w.ident("customer_id", w.case.customer_id)))


def greeting(w: W) -> str:
    """A garage's greeting; Cardiff customers sometimes write it in Welsh."""
    pool = V.GREETINGS + V.WELSH_GREETINGS if w.branch == "CDF" else V.GREETINGS
    return w.rng.choice(pool) + ","


def sign_shop(w: W, dept: str) -> None:
    r = w.rng
    w.add("gap")
    w.add("line", pick(w, "Kind regards,", "Regards,", "Many thanks,", "Best wishes,"))
    w.add("line", r.choice(["Kerry Walsh", "Mo Siddiqui", "Gemma Holroyd", "Stuart Ferrow", "Rhian Powell",
                            "Euan Campbell"]))
    w.add("line", f"{dept}, {V.SHOP}")
    w.add("small", branch_line(w))


def cust_sign(w: W, formal: bool) -> None:
    """The customer's sign-off: full name and title for a formal letter, a first name from a phone."""
    c, r = w.case, w.rng
    w.add("gap")
    w.text("customer_name", c.name)
    if formal:
        w.add("line", r.choice(V.FORMAL_SIGN_OFFS) + ",")
        w.add("gap")
        w.add("line", c.name)
        if c.name in V.FLEET:
            w.add("line", r.choice(["Fleet Manager", "Transport & Fleet Manager", "Fleet Services Co-ordinator"]))
        if company(w):
            w.add("line", company(w))
        return
    short = is_mail(w) and r.random() < 0.5
    offs = V.GARAGE_SIGN_OFFS + V.WELSH_SIGN_OFFS if w.branch == "CDF" else V.GARAGE_SIGN_OFFS
    w.add("line", r.choice(offs) + ("" if short else ","))
    w.add("line", c.name.split(" ")[0] if short else c.name)
    if company(w):
        w.add("line", company(w) + (f"  Tel 07{r.randrange(700, 999)} {r.randrange(100000, 999999)}"
                                    if r.random() < 0.5 else ""))
    footer = r.choice(V.PHONE_FOOTERS)
    if is_mail(w) and footer:
        w.add("gap")
        w.add("line", footer)


def customer_letter_head(w: W, subject: str, to: str) -> None:
    """E-mail headers, or a printed letter's sender block and date line (the document date)."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_mail(w, to, subject)
        return
    w.text("customer_name", c.name)
    if company(w):
        w.add("head", company(w))
        w.add("small", c.address)
    else:
        w.add("line", c.name)
        for part in c.address.split(", "):
            w.add("line", part)
    w.add("gap")
    w.add("line", f"{V.SHOP}")
    w.add("line", V.BRANCHES[w.branch][1])
    w.add("gap")
    printed = w.date("document_date", w.doc.date)
    w.add("rline" if r.random() < 0.6 else "line", printed)
    w.add("gap")


def refs(w: W, case_no: bool, cust: bool) -> str:
    c = w.case
    bits = [f"{pick(w, 'order', 'our order', 'sales order')} {w.ident('order_id', c.order_id)}"]
    if case_no:
        bits.insert(0, f"{pick(w, 'RA', 'returns ref', 'ticket', 'claim')} {w.ident('case_number', c.case_number)}")
    if cust:
        bits.append(f"{pick(w, 'account', 'acc no', 'trade account')} {w.ident('customer_id', c.customer_id)}")
    return ", ".join(bits)


def quote_earlier(w: W, what: str) -> None:
    """An earlier message from the shop under a customer's reply, with its own (earlier) date."""
    r = w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(1, 5))
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"On {w.date_text(earlier, 'wd_short')}, {V.SHOP_SHORT} Returns <returns@{V.DOMAIN}> wrote:")
    else:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {V.SHOP_SHORT} Returns Desk <returns@{V.DOMAIN}>")
        w.add("line", f"Sent: {w.date_text(earlier, 'weekday_dmy')} {r.randrange(8, 17)}:{r.randrange(60):02d}")
    w.add("quote", what)
    w.add("quote", f"Returns Desk | {V.SHOP} | {V.BRANCHES['SHF'][2]}")


# --------------------------------------------------------------------------- invoice


def invoice(w: W) -> None:
    """Three systems print invoices: the trade counter's dot-matrix, the accounts package, the portal."""
    {0: counter_invoice, 1: accounts_invoice, 2: portal_invoice}[w.rng.randrange(3)](w)
    terms_page(w, V.TERMS_PAGE, 0.5)


def invoice_rows(w: W, codes: bool, width: int = 60) -> list[list[str]]:
    """Line items; a narrow (dot-matrix) print cuts descriptions at `width` characters."""
    return [[((f"{PART_CODES[p]}  " if codes else "") + p)[:width], str(q), w.money(None, u),
             w.money(None, cents(q * u))] for p, q, u in w.case.items]


def core_note(w: W) -> None:
    """An exchange unit's core surcharge, held and not part of this invoice (a distracting amount)."""
    if any("exchange" in p for p, _, _ in w.case.items):
        w.add("line", f"Core surcharge held on account: {w.money(None, Decimal('35.00'))} "
                      "(credited on return of old unit)")


def counter_invoice(w: W) -> None:
    c, r = w.case, w.rng
    w.doc.style.update(font="mono", layout="aligned", aligned=True, stacked=False, kv_sep=r.choice([":", ""]))
    w.date_style = r.choice(["dmy2", "numeric_dmy"])
    w.add("head", f"{V.SHOP.upper()}")
    w.add("small", f"TRADE COUNTER - {V.BRANCHES[w.branch][0].upper()} - TEL {V.BRANCHES[w.branch][2]}")
    w.add("small", V.VAT_REG.upper())
    w.add("title", pick(w, "INVOICE / TAX POINT", "SALES INVOICE", "TAX INVOICE"))
    pairs = [(pick(w, "INV NO", "INVOICE NO", "DOC NO"), w.ident("invoice_number", c.invoice_number)),
             (pick(w, "TAX POINT", "DATE/TAX POINT", "INV DATE"), w.date("document_date", w.doc.date)),
             (pick(w, "SALES ORDER", "ORDER NO", "S/O REF"), w.ident("order_id", c.order_id)),
             (pick(w, "ORDER DATE", "DATE ORDERED", "S/O DATE"), w.date("order_date", c.order_date))]
    maybe_customer_id(w, pairs, pick(w, "A/C", "ACCOUNT", "A/C NO"), 0.9)
    for p in pairs:
        w.kv(*p)
    w.kv(pick(w, "CUSTOMER", "ACCOUNT NAME", "DELIVER TO"), w.text("customer_name", printed_name(w)))
    if company(w):
        w.add("line", company(w))
    w.add("line", f"YOUR REF: JOB {r.randrange(1000, 9999)}  REG {reg_plate(w)}")
    w.add("line", "-" * 64)
    w.add("table", ["PART NO / DESCRIPTION", "QTY", "PRICE", "NET"], invoice_rows(w, True, 30))
    w.add("line", "-" * 64)
    w.kv("GOODS", w.money("subtotal", c.subtotal))
    w.kv(pick(w, "VAT @ 20.0%", "VAT 20%", "V.A.T."), w.money("tax_amount", c.tax))
    w.kv(pick(w, "TOTAL", "INVOICE TOTAL", "TOTAL DUE"), w.money("order_total", c.total))
    core_note(w)
    w.add("gap")
    w.add("line", pick(w, "TERMS: 30 DAYS END OF MONTH", "PAID: ACCOUNT", "SERVED BY: KW  TILL 2"))
    w.add("line", "GOODS REMAIN OUR PROPERTY UNTIL PAID FOR IN FULL. E&OE")


def accounts_invoice(w: W) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", pick(w, "Tax Invoice", "Invoice", "VAT Invoice"))
    head = [(pick(w, "Invoice No.", "Invoice Number", "Invoice"), w.ident("invoice_number", c.invoice_number)),
            (pick(w, "Invoice Date / Tax Point", "Date/Tax Point", "Tax Date"), w.date("document_date", w.doc.date)),
            (pick(w, "Sales Order No.", "Order Ref", "Our Order No."), w.ident("order_id", c.order_id)),
            (pick(w, "Order Date", "Date of Order"), w.date("order_date", c.order_date))]
    maybe_customer_id(w, head, pick(w, "Account Ref", "Account No.", "Customer A/C"))
    if r.random() < 0.5:
        for p in head:
            w.add("rkv", *p)
    else:
        w.block(head)
    w.add("gap")
    w.add("line", pick(w, "Invoice to:", "Invoice Address", "Bill to"))
    addressee(w, printed_name(w))
    if r.random() < 0.5:
        w.add("line", f"Your reference: {reg_plate(w)}")
    w.add("table", [pick(w, "Description", "Details", "Item"), "Qty", pick(w, "Unit Price", "Price"),
                    pick(w, "Net", "Net Amount", "Total")], invoice_rows(w, r.random() < 0.5))
    w.add("gap")
    totals = [(pick(w, "Total Net Amount", "Net", "Sub-total"), w.money("subtotal", c.subtotal)),
              (pick(w, "Total VAT Amount", "VAT @ 20%", "VAT"), w.money("tax_amount", c.tax)),
              (pick(w, "Invoice Total", "Total GBP", "Amount Due", "Gross"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    else:
        for p in totals:
            w.add("rkv", *p)
    core_note(w)
    w.add("gap")
    w.add("para", pick(w, "Payment by BACS to Ferrow & Sons Motor Factors Ltd, sort code 40-12-76, account "
                          "41157733, quoting the invoice number.",
                       "Trade account terms: payment due by the end of the month following invoice. Please remit "
                       "to accounts@" + V.DOMAIN + "."))


def portal_invoice(w: W) -> None:
    c, r = w.case, w.rng
    w.add("head", f"{V.SHOP_SHORT} Trade Parts Online")
    w.add("small", f"{V.PORTAL} | {V.VAT_REG}")
    w.add("title", pick(w, "VAT invoice for your web order", "Invoice (VAT receipt)", "Online order invoice"))
    pairs = [(pick(w, "Invoice", "Invoice no"), w.ident("invoice_number", c.invoice_number)),
             (pick(w, "Date issued", "Invoice date"), w.date("document_date", w.doc.date)),
             (pick(w, "Web order", "Order number"), w.ident("order_id", c.order_id)),
             (pick(w, "Ordered", "Order placed"), w.date("order_date", c.order_date)),
             (pick(w, "Customer", "Name"), w.text("customer_name", printed_name(w)))]
    maybe_customer_id(w, pairs, pick(w, "Account no", "Trade account", "Customer no"))
    w.block(pairs)
    w.add("gap")
    w.add("table", ["Item", "Qty", "Each", "Line total"], invoice_rows(w, False))
    w.add("gap")
    w.kv(pick(w, "Items total (ex VAT)", "Subtotal"), w.money("subtotal", c.subtotal))
    w.kv(pick(w, "VAT (20%)", "VAT at 20%"), w.money("tax_amount", c.tax))
    w.kv(pick(w, "Total paid", "Order total inc. VAT"), w.money("order_total", c.total))
    w.add("gap")
    w.add("line", f"Paid by {r.choice(['Visa Debit', 'Mastercard', 'Amex'])} ending {r.randrange(1000, 9999)}")


# --------------------------------------------------------------------------- order confirmation


def estimate(w: W) -> date | None:
    """The delivery estimate to print, or None: some acknowledgements give no date (unless a conflict is planted)."""
    return w.case.est_confirm if "planted" in w.doc.style or w.rng.random() < 0.8 else None


def order_confirmation(w: W) -> None:
    v = w.rng.randrange(3)
    if is_mail(w):
        (portal_ack_mail if v < 2 else phone_order_mail)(w)
    else:
        (sales_order_ack if v < 2 else phone_order_slip)(w)


def order_lines(w: W) -> None:
    for p, q, u in w.case.items:
        w.add("line", w.rng.choice(["{q} x {p}  {a}", "{p}  qty {q}  @ {e}", "{q} off  {c}  {p}"]).format(
            q=q, p=p, a=w.money(None, cents(q * u)), e=w.money(None, u), c=PART_CODES[p]))


def portal_ack_mail(w: W) -> None:
    c, r = w.case, w.rng
    name = printed_name(w)
    est = estimate(w)
    shop_mail(w, f"{V.SHOP_SHORT} Trade Parts Online", "webshop",
              pick(w, f"Order acknowledgement - web order {c.order_id}", f"Thanks for your order {c.order_id}",
                   "We've got your order"))
    w.add("para", f"Hi {name.split(' ')[0]}, thanks for ordering with {V.SHOP_SHORT}. We've received your web "
                  "order and the branch is picking it now.")
    pairs = [(pick(w, "Web order no.", "Order number", "Order ref"), w.ident("order_id", c.order_id)),
             (pick(w, "Order placed", "Date ordered", "Placed on"), w.date("order_date", c.order_date)),
             (pick(w, "Ordered by", "Customer", "Name"), w.text("customer_name", name))]
    maybe_customer_id(w, pairs, pick(w, "Trade account", "Account no.", "Acct"))
    w.block(pairs)
    w.add("gap")
    order_lines(w)
    w.add("gap")
    tail = [(pick(w, "Order value inc. VAT", "Total (inc VAT)", "Order total"), w.money("order_total", c.total))]
    if est:
        tail.append((pick(w, "Expected delivery", "Due with you", "Estimated delivery"),
                     w.date("delivery_estimate", est)))
    w.block(tail)
    w.add("gap")
    w.add("para", "You can track this order any time at " + V.PORTAL + ". Please don't reply to this e-mail.")


def phone_order_mail(w: W) -> None:
    c, r = w.case, w.rng
    name = printed_name(w)
    est = estimate(w)
    shop_mail(w, f"{V.SHOP_SHORT} {V.BRANCHES[w.branch][0].split(' ')[0]}", w.branch.lower() + ".counter",
              pick(w, f"Your phone order {c.order_id}", "Order as discussed", f"Confirmation - {c.order_id}"))
    w.add("line", f"Hi {name.split(' ')[0]},")
    w.add("gap")
    sent = (f"Further to our call, I've put order {w.ident('order_id', c.order_id)} through for you on "
            f"{w.date('order_date', c.order_date)}, total {w.money('order_total', c.total)} inc VAT.")
    if est:
        sent += " " + pick(w, "It should be with you {}.", "Due with you on {}.", "Expect it {}.").format(
            w.date("delivery_estimate", est))
    w.add("para", sent)
    order_lines(w)
    w.add("gap")
    if r.random() < 0.6 or "typo_here" in w.doc.style:
        w.add("para", f"Booked to account {w.ident('customer_id', c.customer_id)} in the name of "
                      f"{w.text('customer_name', name)}.")
    else:
        w.add("para", f"Order taken for {w.text('customer_name', name)}, card payment over the phone.")
    sign_shop(w, "Trade Counter")


def sales_order_ack(w: W) -> None:
    c, r = w.case, w.rng
    name = printed_name(w)
    est = estimate(w)
    letterhead(w)
    w.add("title", pick(w, "Sales Order Acknowledgement", "Order Acknowledgement", "Confirmation of Order"))
    pairs = [(pick(w, "Sales Order No.", "Order No.", "S/O Number"), w.ident("order_id", c.order_id)),
             (pick(w, "Order Date", "Date Entered"), w.date("order_date", c.order_date))]
    maybe_customer_id(w, pairs, pick(w, "Account Ref", "A/C Ref", "Customer Account"))
    if est:
        pairs.append((pick(w, "Delivery Due", "Required Date", "Despatch/Delivery by"),
                      w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    w.add("line", pick(w, "Deliver to:", "Delivery Address:"))
    addressee(w, name)
    w.add("table", ["Description", "Qty", "Price", "Net"], invoice_rows(w, True))
    w.add("gap")
    w.kv(pick(w, "Order Total (inc. VAT)", "Total inc VAT", "Order Value"), w.money("order_total", c.total))
    w.add("para", "Please check this acknowledgement carefully and tell us of any error within 24 hours.")


def phone_order_slip(w: W) -> None:
    c, r = w.case, w.rng
    name = printed_name(w)
    est = estimate(w)
    w.doc.style.update(font=r.choice(["sans_oblique", "mono", "sans_condensed"]))
    w.add("title", pick(w, "TELEPHONE ORDER - CONFIRMATION", "Phone order note"))
    w.add("line", f"{V.SHOP} - {V.BRANCHES[w.branch][0]}")
    w.add("gap")
    w.add("para", f"Taken by {r.choice(['Kerry', 'Mo', 'Euan', 'Rhian'])} on {w.date('order_date', c.order_date)} "
                  f"at {r.randrange(8, 17)}:{r.randrange(60):02d}. Caller: {w.text('customer_name', name)}"
                  + (f" ({company(w)})" if company(w) else "") + ".")
    pairs = [(pick(w, "Order no", "S/O"), w.ident("order_id", c.order_id))]
    maybe_customer_id(w, pairs, pick(w, "Acc", "Account"))
    pairs.append((pick(w, "Total quoted inc VAT", "Value"), w.money("order_total", c.total)))
    if est:
        pairs.append((pick(w, "Promised for", "ETA given"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    order_lines(w)


# --------------------------------------------------------------------------- shipping notice


def shipping_notice(w: W) -> None:
    if is_mail(w):
        despatch_mail(w)
    elif w.case.carrier.endswith("own van"):
        van_run_note(w)
    else:
        delivery_note(w)


def ship_est(w: W) -> date | None:
    c = w.case
    planted = "planted_est" in w.doc.style
    return c.est_ship if planted or w.rng.random() < 0.8 else None


def delivery_note(w: W) -> None:
    """A printed delivery note; Cardiff prints its labels in Welsh and English."""
    c, r = w.case, w.rng
    welsh = w.branch == "CDF"
    est = ship_est(w)
    letterhead(w)
    w.add("title", "Nodyn Danfon / Delivery Note" if welsh else pick(w, "Delivery Note", "Despatch Note",
                                                                       "Goods Despatched"))
    lab = (lambda cy, en: f"{cy} / {en}") if welsh else (lambda cy, en: en)
    pairs = [(lab("Rhif archeb", pick(w, "Order no.", "Sales order")), w.ident("order_id", c.order_id))]
    maybe_customer_id(w, pairs, lab("Cyfrif", pick(w, "Account", "A/C no.")), 0.6)
    pairs += [(lab("Dyddiad anfon", pick(w, "Despatch date", "Date despatched", "Sent")),
               w.date("ship_date", w.doc.date)),
              (lab("Cludwr", pick(w, "Carrier", "Courier", "Via")), w.text("carrier", c.carrier)),
              (lab("Rhif olrhain", pick(w, "Consignment no.", "Tracking no.", "Parcel ref")),
               w.ident("tracking_number", c.tracking))]
    if est:
        pairs.append((lab("Disgwylir", pick(w, "Expected delivery", "Due", "Delivery by")),
                      w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    w.add("line", lab("Danfon i", "Deliver to") + ":")
    addressee(w, c.name)
    w.add("grid", [lab("Disgrifiad", "Description"), lab("Nifer", "Qty")], [[p, str(q)] for p, q, _ in c.items])
    w.add("line", "Received in good condition (print) ____________  Signed ____________")
    if r.random() < 0.5:
        w.add("small", "Shortages or damage must be reported within 48 hours of delivery.")


def van_run_note(w: W) -> None:
    c, r = w.case, w.rng
    est = ship_est(w)
    w.doc.style.update(font=r.choice(["mono", "sans_condensed"]))
    w.add("head", f"{V.SHOP_SHORT} - {V.BRANCHES[w.branch][0]}")
    w.add("title", pick(w, "VAN DELIVERY - RUN SHEET COPY", "Own-van delivery note"))
    pairs = [(pick(w, "Run sheet", "Delivery ref"), w.ident("tracking_number", c.tracking)),
             (pick(w, "Carrier", "Delivered by"), w.text("carrier", c.carrier)),
             (pick(w, "Loaded", "Left branch"), w.date("ship_date", w.doc.date)),
             (pick(w, "Order", "S/O no"), w.ident("order_id", c.order_id)),
             ("Drop", w.text("customer_name", c.name))]
    if est:
        pairs.append((pick(w, "Drop due", "ETA"), w.date("delivery_estimate", est)))
    w.block(pairs)
    if company(w):
        w.add("line", company(w))
    w.add("line", c.address)
    w.add("gap")
    w.add("grid", ["Part", "Qty"], [[PART_CODES[p], str(q)] for p, q, _ in c.items])
    w.add("line", f"Driver: {r.choice(['Gaz', 'Stevie', 'Dai', 'Big Al'])}   Run {r.randrange(1, 6)} "
                  f"({r.choice(['AM', 'PM'])})")


def despatch_mail(w: W) -> None:
    c, r = w.case, w.rng
    est = ship_est(w)
    shop_mail(w, f"{V.SHOP_SHORT} Despatch", "despatch",
              pick(w, f"Your order {c.order_id} is on its way", "Despatch confirmation",
                   f"Order {c.order_id} - despatched"))
    w.add("para", f"Hello {w.text('customer_name', c.name)},")
    sent = (f"Good news: order {w.ident('order_id', c.order_id)} left our {V.BRANCHES[w.branch][0].split(' ')[0]} "
            f"warehouse on {w.date('ship_date', w.doc.date)} with {w.text('carrier', c.carrier)}.")
    w.add("para", sent)
    pairs = [(pick(w, "Tracking number", "Consignment", "Track with"), w.ident("tracking_number", c.tracking))]
    if est:
        pairs.append((pick(w, "Estimated delivery", "Expected", "Delivery due"), w.date("delivery_estimate", est)))
    maybe_customer_id(w, pairs, pick(w, "Account", "Your account"), 0.5)
    w.block(pairs)
    w.add("gap")
    for p, q, _ in c.items:
        w.add("line", f"  {q} x {p}")
    w.add("gap")
    w.add("para", pick(w, "Parcels over 20 kg need a signature on delivery.",
                       "If nobody is in, the driver will leave a card."))


# --------------------------------------------------------------------------- refund request (customer prose)


def refund_request(w: W) -> None:
    c = w.case
    if c.name in V.FLEET:
        fleet_request(w)
    elif "form" in w.doc.style:
        returns_form(w)
    elif company(w):
        garage_request(w)
    else:
        private_request(w)


def expectation(w: W, with_dl: list[str], without: list[str]) -> str:
    """The customer's expectation sentence (truth); a private motorist does not speak for a business."""
    if company(w) is None:
        with_dl, without = (([t for t in pool if not re.search(r"\b(our|we|We)\b", t)] or pool)
                            for pool in (with_dl, without))
    return _expectation(w, with_dl, without, w.doc.style["deadline_value"])


def garage_request(w: W) -> None:
    c, r = w.case, w.rng
    subj = pick(w, f"return {c.order_id}", "Returns", f"RE: order {c.order_id}", "credit pls")
    customer_letter_head(w, subj, "returns")
    if not is_mail(w):
        w.add("line", "Re: " + refs(w, "rr_case_no" in w.doc.style, True))
        w.add("gap")
        body_ref = ""
    else:
        body_ref = f" ({refs(w, 'rr_case_no' in w.doc.style, r.random() < 0.6)})"
    w.add("line", greeting(w))
    w.add("para", f"Sending back the {c.return_item[0]}{body_ref} because {w.text('return_reason', c.reason)}.")
    w.add("para", f"Want a refund of {w.money('refund_requested', c.requested)} for it. "
                  + expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL))
    cust_sign(w, False)


def private_request(w: W) -> None:
    c, r = w.case, w.rng
    customer_letter_head(w, pick(w, f"Return and refund - order {c.order_id}", "Refund request",
                                 "Returning a part I bought online"), "returns")
    w.add("line", pick(w, "Hello,", "Dear Sir or Madam,", "Dear Ferrow & Sons,"))
    w.add("gap")
    w.add("para", f"I bought the {c.return_item[0]} from your website ({refs(w, 'rr_case_no' in w.doc.style, r.random() < 0.4)}). "
                  f"Unfortunately I have to send it back because {w.text('return_reason', c.reason)}.")
    w.add("para", f"Please could I have a refund of {w.money('refund_requested', c.requested)}? "
                  + expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL))
    w.add("para", pick(w, "The part is unused and in its original box.", "I have kept the packaging."))
    cust_sign(w, True)


def fleet_request(w: W) -> None:
    c, r = w.case, w.rng
    customer_letter_head(w, pick(w, f"Request for refund - order {c.order_id}", f"Returned goods - {c.order_id}"),
                         "accounts")
    w.add("line", "Dear Sir/Madam,")
    w.add("gap")
    w.add("line", "Re: " + refs(w, "rr_case_no" in w.doc.style, r.random() < 0.8))
    w.add("gap")
    w.add("para", f"We are returning the {c.return_item[0]} supplied against the above order, "
                  f"as {w.text('return_reason', c.reason)}.")
    w.add("para", f"We therefore request a refund of {w.money('refund_requested', c.requested)} to our account. "
                  + expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL))
    w.add("para", f"Please quote our purchase order PO {r.randrange(40000, 49999)} on all correspondence.")
    cust_sign(w, True)


def returns_form(w: W) -> None:
    """The portal's returns request form: an e-mailed copy or a printout the customer filled in."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_mail(w, "returns", f"Returns request submitted - {c.order_id}")
        w.add("para", f"Returns request submitted via {V.PORTAL}")
    else:
        w.doc.style.update(font=r.choice(["sans_oblique", "serif_italic", w.doc.style["font"]]))
        letterhead(w)
        w.add("title", pick(w, "Returns Request Form", "Request for Returns Authorisation"))
    pairs = [(pick(w, "Order / invoice no.", "Sales order no.", "Order ref"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((pick(w, "RA no. (if given)", "Ticket no."), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((pick(w, "Date", "Date of request"), w.date("document_date", w.doc.date)))
    pairs.append((pick(w, "Name", "Contact name"), w.text("customer_name", c.name)))
    maybe_customer_id(w, pairs, pick(w, "Trade account no.", "Account no."), 0.6)
    pairs.append((pick(w, "Part", "Item returned"), c.return_item[0]))
    w.block(pairs)
    w.kv(pick(w, "Reason for return", "Reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(pick(w, "Refund amount claimed", "Value to credit"), w.money("refund_requested", c.requested))
    w.add("gap")
    w.add("line", pick(w, "Comments:", "Anything else?"))
    w.add("para", expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL))
    if not is_mail(w):
        w.add("line", f"Signed: {c.name}")


# --------------------------------------------------------------------------- refund approval


STATUS_OK = ("Approved", "Authorised", "Accepted", "APPROVED - credit to follow")
STATUS_NO = ("Declined", "Not accepted", "Rejected", "REFUSED")


def refund_approval(w: W) -> None:
    rejected = w.case.kind == "rejected"
    if is_mail(w):
        (rejection_mail if rejected else desk_approval_mail)(w)
    else:
        (rejection_letter if rejected else ra_form)(w)


def waiver_pair(w: W) -> tuple[str, str] | None:
    c = w.case
    if c.waiver is None:
        return None
    w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    return w.rng.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                         ("Fee waiver", f"{c.waiver}% of the {c.fee_basis}"),
                         (f"{c.fee_basis.capitalize()} waiver", f"{c.waiver}%")])


def ra_form(w: W) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", pick(w, "Returns Authorisation", "RA - Credit Approved", "Returns Authorisation & Credit"))
    pairs = [(pick(w, "RA number", "RA no.", "Returns auth."), w.ident("case_number", c.case_number)),
             (pick(w, "Sales order", "Original order", "Order no."), w.ident("order_id", c.order_id))]
    maybe_customer_id(w, pairs, pick(w, "Account", "A/C ref"), 0.6)
    pairs += [(pick(w, "Customer", "Account name"), w.text("customer_name", c.name)),
              (pick(w, "Date authorised", "Authorised on", "Decision date"), w.date("approval_date", w.doc.date)),
              ("Status", w.rng.choice(STATUS_OK))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    if r.random() < 0.75:
        money.append((pick(w, "Creditable value", "Eligible for credit", "Refundable amount"),
                      w.money("refund_eligible", c.eligible)))
    if (wp := waiver_pair(w)) is not None:
        money.append(wp)
    money.append((pick(w, "Credit approved", "Amount to be credited", "Refund authorised"),
                  w.money("refund_approved", c.approved)))
    if r.random() < 0.8:
        money.append((pick(w, "Refund to be paid by", "Credit due by", "Payment by"),
                      w.date("promised_date", c.promised)))
    for p in money:
        w.kv(*p)
    w.add("gap")
    w.add("para", "Please write the RA number clearly on the outside of the parcel. Goods returned without an RA "
                  "number may be refused.")


def desk_approval_mail(w: W) -> None:
    c, r = w.case, w.rng
    shop_mail(w, f"{V.SHOP_SHORT} Returns Desk", "returns",
              pick(w, f"[Ticket {c.case_number}] Your return has been approved", f"RE: return {c.order_id}",
                   f"Returns Authorisation {c.case_number}"))
    w.add("line", f"Hi {w.text('customer_name', c.name)},")
    w.add("gap")
    w.add("para", f"Thanks for sending the part back. I've checked it in against ticket "
                  f"{w.ident('case_number', c.case_number)} (order {w.ident('order_id', c.order_id)}) on "
                  f"{w.date('approval_date', w.doc.date)} and the return is approved.")
    w.set("refund_status", "approved")
    if c.waiver is not None:
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        fee = "" if r.random() < 0.4 else f" (the {c.fee_basis} normally comes off)"
        w.add("para", f"The goods qualify for a credit of {w.money('refund_eligible', c.eligible)}{fee}, and as a "
                      f"goodwill gesture we have waived {c.waiver}% of the {c.fee_basis}.")
    elif r.random() < 0.5:
        w.add("para", f"Eligible refund: {w.money('refund_eligible', c.eligible)}.")
    w.add("para", f"{pick(w, 'Refund approved', 'Amount we will refund', 'Credit approved')}: "
                  f"{w.money('refund_approved', c.approved)}")
    w.add("para", "Status: " + r.choice(STATUS_OK))
    if r.random() < 0.75:
        w.add("para", pick(w, "You should see it back by {}.", "We aim to have this paid by {}.",
                           "Expect the money on or before {}.").format(w.date("promised_date", c.promised)))
    else:
        w.add("para", "Refunds are normally with you in 3 to 5 working days.")
    if r.random() < 0.5:
        w.add("para", f"Account: {w.ident('customer_id', c.customer_id)}")
    sign_shop(w, "Returns Desk")


def rejection_reason(w: W) -> str:
    return pick(w, "the part has been fitted and shows signs of use",
                "the goods came back without an RA number and in unsaleable packaging",
                "the return arrived outside our 30-day returns period")


def rejection_mail(w: W) -> None:
    c, r = w.case, w.rng
    shop_mail(w, f"{V.SHOP_SHORT} Returns Desk", "returns",
              pick(w, f"[Ticket {c.case_number}] Return not accepted", f"Your return - order {c.order_id}"))
    w.add("line", f"Dear {w.text('customer_name', c.name)},")
    w.add("gap")
    w.add("para", f"We have inspected the goods returned under ticket {w.ident('case_number', c.case_number)} "
                  f"for order {w.ident('order_id', c.order_id)}. I'm sorry, but we cannot offer a refund because "
                  f"{rejection_reason(w)}.")
    w.add("para", "Outcome: " + r.choice(STATUS_NO))
    w.set("refund_status", "rejected")
    w.add("para", "The part is being held at the branch for 14 days for you to collect.")
    sign_shop(w, "Returns Desk")


def rejection_letter(w: W) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("rline", w.date_text(w.doc.date, w.date_style))
    addressee(w, c.name)
    w.add("title", pick(w, "Returns Authorisation - Declined", "Return not accepted"))
    pairs = [(pick(w, "Returns ref", "RA no."), w.ident("case_number", c.case_number)),
             (pick(w, "Order no.", "Sales order"), w.ident("order_id", c.order_id))]
    maybe_customer_id(w, pairs, pick(w, "Account", "A/C"), 0.6)
    pairs.append(("Status", r.choice(STATUS_NO)))
    w.set("refund_status", "rejected")
    w.block(pairs)
    w.add("gap")
    w.add("para", f"Dear {c.name.split(' ')[0]}, after inspection we are unable to credit this return because "
                  f"{rejection_reason(w)}. Under our Conditions of Sale no refund is due.")
    sign_shop(w, "Returns Desk")


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: W) -> None:
    v = w.rng.randrange(2)
    if is_mail(w):
        (card_refund_mail if v else faster_payment_mail)(w)
    else:
        (credit_note if v else remittance_advice)(w)


def executed(w: W, word: str) -> str:
    w.set("refund_status", "executed")
    return word


def credit_note(w: W) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", pick(w, "CREDIT NOTE", "Credit Note", "Credit Note / Refund"))
    pairs = [(pick(w, "Credit note no.", "CN number"), f"CN{r.randrange(10000, 99999)}"),
             (pick(w, "Against invoice", "Original invoice"), c.invoice_number),
             (pick(w, "Sales order", "Order ref"), w.ident("order_id", c.order_id)),
             (pick(w, "RA no.", "Returns ref"), w.ident("case_number", c.case_number))]
    maybe_customer_id(w, pairs, pick(w, "Account Ref", "A/C"), 0.7)
    w.block(pairs)
    w.add("gap")
    addressee(w, c.name)
    w.add("table", ["Description", "Qty", "Price", "Credit"],
              [[c.return_item[0], "1", w.money(None, c.approved), "-" + w.money(None, c.approved)]])
    w.add("gap")
    w.kv(pick(w, "Total credit", "Credit total (inc VAT)", "Amount refunded"), w.money("refund_executed", c.approved))
    w.kv(pick(w, "Refunded on", "Date paid", "Payment date"), w.date("execution_date", w.doc.date))
    w.kv(pick(w, "Payment ref", "BACS ref", "Transaction ref"), w.ident("payment_reference", c.payment_ref))
    w.kv("Status", executed(w, r.choice(["Paid", "Refunded", "Settled - paid to card"])))


def remittance_advice(w: W) -> None:
    c, r = w.case, w.rng
    w.doc.style.update(layout=r.choice(["aligned", "grid"]), aligned=True, stacked=False)
    letterhead(w)
    w.add("title", pick(w, "REMITTANCE ADVICE", "BACS Remittance Advice", "Payment Advice"))
    w.add("para", f"To: {w.text('customer_name', c.name)}" + (f", {company(w)}" if company(w) else ""))
    pairs = [(pick(w, "Payment date", "Date of payment"), w.date("execution_date", w.doc.date)),
             (pick(w, "Payment method", "Paid by"), r.choice(["BACS", "Faster Payment"])),
             (pick(w, "Payment reference", "Our reference"), w.ident("payment_reference", c.payment_ref)),
             (pick(w, "Amount paid", "Total remitted"), w.money("refund_executed", c.approved))]
    maybe_customer_id(w, pairs, pick(w, "Your account", "Customer a/c"), 0.6)
    w.block(pairs)
    w.add("gap")
    w.add("grid", [pick(w, "Order", "Sales order"), pick(w, "Returns ref", "RA no."), "Details"],
          [[w.ident("order_id", c.order_id), w.ident("case_number", c.case_number), "Refund of returned goods"]])
    w.add("line", "Payment status: " + executed(w, r.choice(["Paid", "Completed", "Sent"])))
    w.add("small", "Funds should reach your bank within 2 hours (Faster Payments) or 3 working days (BACS).")


def card_refund_mail(w: W) -> None:
    c, r = w.case, w.rng
    shop_mail(w, f"{V.SHOP_SHORT} Accounts", "accounts",
              pick(w, f"Refund processed - order {c.order_id}", "Your refund", f"Refund for {c.case_number}"))
    w.add("line", f"Dear {w.text('customer_name', c.name)},")
    w.add("gap")
    w.add("para", f"We have refunded {w.money('refund_executed', c.approved)} to your "
                  f"{r.choice(['Visa', 'Mastercard', 'debit card'])} ending {r.randrange(1000, 9999)} on "
                  f"{w.date('execution_date', w.doc.date)} for order {w.ident('order_id', c.order_id)}"
                  + (f" (returns ref {w.ident('case_number', c.case_number)})" if r.random() < 0.7 else "") + ".")
    w.kv(pick(w, "Refund reference", "Transaction ID"), w.ident("payment_reference", c.payment_ref))
    w.kv("Status", executed(w, r.choice(["Refunded", "Completed"])))
    w.add("para", "Depending on your bank it can take 3 to 5 working days to show on your statement.")
    sign_shop(w, "Accounts")


def faster_payment_mail(w: W) -> None:
    c, r = w.case, w.rng
    shop_mail(w, f"{V.SHOP_SHORT} Accounts", "accounts", pick(w, "Payment sent", f"Remittance - {c.order_id}"))
    w.add("para", f"Hi {c.name.split(' ')[0]},")
    w.text("customer_name", c.name)
    w.add("para", f"The credit for your return has now been paid by Faster Payment to the bank account we hold "
                  f"for {company(w) or c.name}.")
    pairs = [(pick(w, "Order", "Order no."), w.ident("order_id", c.order_id)),
             (pick(w, "Returns ref", "Ticket"), w.ident("case_number", c.case_number)),
             (pick(w, "Amount", "Paid"), w.money("refund_executed", c.approved)),
             (pick(w, "Date sent", "Paid on"), w.date("execution_date", w.doc.date)),
             (pick(w, "FPS reference", "Payment ref"), w.ident("payment_reference", c.payment_ref))]
    maybe_customer_id(w, pairs, "Account", 0.5)
    w.block(pairs)
    w.add("para", "Status: " + executed(w, r.choice(["Paid", "Sent"])))
    if c.name not in V.FLEET and company(w) is None:
        w.add("line", c.name)
    sign_shop(w, "Accounts")


# --------------------------------------------------------------------------- warranty form


def warranty_form(w: W) -> None:
    (claim_form if w.rng.random() < 0.55 else desk_ticket)(w)


def claim_deadline(w: W) -> None:
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(pick(w, "Required back by", "Needed by", "Customer deadline"), w.date("customer_deadline", deadline))
    elif w.rng.random() < 0.5:
        w.kv(pick(w, "Required back by", "Needed by"), pick(w, "-", "n/a", "ASAP (no date given)"))


def claim_form(w: W) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", pick(w, "Warranty Claim Form", "Product Warranty Return", "Guarantee Claim"))
    pairs = [(pick(w, "Claim no.", "Warranty ref"), w.ident("case_number", c.case_number)),
             (pick(w, "Date of claim", "Date"), w.date("document_date", w.doc.date)),
             (pick(w, "Original order", "Order / invoice"), w.ident("order_id", c.order_id)),
             (pick(w, "Claimant", "Customer name"), w.text("customer_name", c.name))]
    maybe_customer_id(w, pairs, pick(w, "Trade a/c", "Account no."), 0.6)
    pairs.append((pick(w, "Serial no.", "Serial number", "S/N"), w.ident("serial_number", c.serial)))
    w.block(pairs)
    w.kv(pick(w, "Product", "Item", "Equipment"), w.text("product_name", c.warranty_product))
    w.kv(pick(w, "Fault description", "Fault reported", "Nature of fault"), w.text("issue_description", c.issue))
    claim_deadline(w)
    w.add("gap")
    w.add("line", pick(w, "Outcome wanted:  [x] Repair  [ ] Replacement  [ ] Credit",
                       "[ ] Credit  [ ] Repair  [x] Replacement", "Proof of purchase enclosed: YES"))
    w.add("gap")
    w.add("line", f"Signed: {c.name}    Date: {w.date_text(w.doc.date, w.date_style)}")


def desk_ticket(w: W) -> None:
    """The returns desk's ticket for a warranty fault taken over the phone, printed with the staff's notes."""
    c, r = w.case, w.rng
    w.doc.style.update(font=r.choice(["mono", "sans_condensed", "serif"]))
    w.add("head", f"{V.SHOP_SHORT} Returns Desk")
    w.add("title", pick(w, "WARRANTY TICKET", "Warranty fault - phone log"))
    pairs = [(pick(w, "Ticket", "Ticket no"), w.ident("case_number", c.case_number)),
             (pick(w, "Logged", "Opened"), w.date("document_date", w.doc.date)),
             (pick(w, "Caller", "Customer"), w.text("customer_name", c.name)),
             (pick(w, "Order", "Orig. order"), w.ident("order_id", c.order_id))]
    maybe_customer_id(w, pairs, "Acc", 0.6)
    w.block(pairs)
    w.kv(pick(w, "Unit", "Product"), w.text("product_name", c.warranty_product))
    w.kv(pick(w, "Serial", "S/N"), w.ident("serial_number", c.serial))
    w.kv(pick(w, "Fault", "Reported fault"), w.text("issue_description", c.issue))
    claim_deadline(w)
    w.add("gap")
    w.add("line", "Notes:")
    w.add("para", pick(w, "Customer rang, talked through the usual checks, fault still there. Collection booked.",
                       "Rang back at 2pm, left a message. Manufacturer RMA to follow.",
                       "Unit to come in on the next van run. Loan unit not available."))
    w.add("line", f"Taken by: {r.choice(['KW', 'MS', 'RP', 'EC'])}")


# --------------------------------------------------------------------------- customer letter (customer prose)


def customer_letter(w: W) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    formal = c.name in V.FLEET or (company(w) is None and r.random() < 0.5) or not is_mail(w)
    subject = {"refund": f"Refund still not received - {c.order_id}", "warranty": f"Warranty claim {c.case_number}",
               "delivery": f"Where is order {c.order_id}?", "rejected": f"Your refusal of my return - {c.order_id}"}
    customer_letter_head(w, pick(w, subject[topic], f"RE: {c.order_id}", f"Fwd: {subject[topic]}"), "returns")
    case_known = topic != "delivery" and c.case_number
    ref_line = refs(w, bool(case_known) and r.random() < 0.8, r.random() < 0.4)
    if formal:
        w.add("line", "Dear Sir/Madam," if r.random() < 0.5 else "Dear Returns Team,")
        w.add("gap")
        w.add("line", f"Re: {ref_line}")
        w.add("gap")
    else:
        w.add("line", greeting(w))
        w.add("para", f"Chasing {ref_line}.")
    if topic == "refund":
        if quoted is not None:
            w.add("para", pick(w, "You approved a refund of {} on the phone and it still hasn't come through.",
                               "Your e-mail said you had approved a refund of {}, but nothing is on the account yet.",
                               "The {} you approved has still not been credited to us.").format(
                w.money("refund_approved", quoted)))
        else:
            w.add("para", "Your returns desk accepted the return but the money has not been credited.")
        with_dl, without = V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", f"The refund of {w.money('refund_approved', quoted)} you approved for the other part has "
                          "arrived, thanks.")
        w.add("para", f"{'But the' if quoted is not None else 'The'} {c.warranty_product} went back under "
                      "warranty weeks ago and we have heard nothing since.")
        with_dl, without = V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", f"Nothing has turned up and the {c.carrier} tracking has not moved for days.")
        with_dl, without = V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL
    else:
        w.add("para", "I can't accept your decision. The part was never fitted, it went straight back in the box "
                      "when we saw it was wrong.")
        with_dl, without = V.EXPECT_REJECTED, V.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", pick(w, "Change of plan since my last e-mail.", "Please note the date has changed."))
    w.add("para", expectation(w, with_dl, without) + " " + pick(w, "Thanks.", "Ring me if there's a problem.",
                                                                "I look forward to your reply."))
    cust_sign(w, formal)
    if is_mail(w) and w.doc.style.get("quote") and c.case_number and topic != "delivery":
        quote_earlier(w, pick(w, "Thank you for your e-mail. Your query has been logged and a member of the returns "
                                 "team will reply within two working days.",
                              "We have received your message. Please keep your ticket number for reference."))


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
