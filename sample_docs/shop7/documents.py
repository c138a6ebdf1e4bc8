"""Shop 7's cases and documents, content and truth written together (one call prints a value and
records its truth, as in sample_docs/documents.py; cases, planning and batch building are
shop_kit.py's ShopSpec, with this shop's vocabulary, odds and templates).

Shop 7 is a garden machinery dealer in Ireland, Canada (Ontario and Quebec) and Northern
Ireland/Britain, and writes its own documents: VAT invoices and bilingual Canadian invoices with
GST/QST or HST lines; "sales dockets" acknowledging orders; delivery dockets and pallet
consignment notes; returns authorisations and workshop inspection reports; credit notes and
remittance e-mails; machine warranty claims booked in at the workshop counter. Customers
(home owners, landscapers, golf clubs) write chatty Irish, polite Canadian or terse British
e-mails and letters; some reply above the shop's message, some paste a whole thread.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _expectation
from sample_docs.formatting import cents, date_truth, email_date
from sample_docs.shop7 import vocab as V
from sample_docs.shop7.values import (DATE_STYLES, ID_SHAPES, MONEY_STYLES, TRACKING, date_text, email_sent,
                                      money_text)
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.16, "email": 0.2, "text": 0.14, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.1,
                "pdf_scan": 0.08, "noisy_pdf_scan": 0.08}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS,
    "invoice": {**PRINT_FORMATS, "pdf_text": 0.3},
    "warranty_form": {**PRINT_FORMATS, "email": 0.1, "text": 0.08},
}
KINDS = ["refund"] * 3 + ["refund_letter"] * 3 + ["warranty"] * 2 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["delivery"] * 2
DEFAULT_SEED = 73
STAFF = {"EUR": ["Orla Fitzgerald", "Eamon Keogh"], "CAD": ["Josée Gagnon", "Dave Kowalski"],
         "GBP": ["Lorraine Quinn", "Stuart Kerr"]}


class ShopWriter(kit.LocaleShopWriter):
    """Writer with shop 7's value styles, label pools, locales and deadline wording."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = {"EUR": "+0000", "CAD": "-0500", "GBP": "+0000"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)
    email_sent = staticmethod(email_sent)

    def label(self, key: str) -> str:
        """A label from the pool, leaving out the words only another country's documents use."""
        cur = self.case.currency
        foreign = set().union(*(words for c, words in V.LOCAL_LABELS.items() if c != cur), V.NOT_IN.get(cur, set()))
        return self.rng.choice([lab for lab in V.LABELS[key] if lab not in foreign])

    def table_header(self) -> list[str]:
        return self.rng.choice(V.TABLE_HEADERS[:3] + (V.TABLE_HEADERS[3:] if self.case.currency == "CAD" else []))

    def status_word(self, truth: str) -> str:
        return self.rng.choice(V.STATUS_WORDS[truth] + (V.CA_STATUS_WORDS[truth] if self.case.currency == "CAD"
                                                          else []))


# --------------------------------------------------------------------------- shared pieces


_is_mail, _we = kit.is_mail, kit.says_we


def _business(c: Case) -> str:
    return kit.business(V, c)


def _letterhead(w: ShopWriter, title: str | None) -> None:
    """Title first on some documents (the way a dealer's system prints), else name and company line."""
    if title and w.rng.random() < 0.3:
        w.add("title", title)
        w.add("head", V.SHOP)
        w.add("small", V.LETTERHEAD[w.case.currency])
        w.add("gap")
        return
    w.add("head", V.SHOP)
    w.add("small", V.LETTERHEAD[w.case.currency])
    w.add("gap")
    if title:
        w.add("title", title)


def _shop_mail(w: ShopWriter, dept: str, subject: str) -> None:
    kit.shop_headers(w, dept, subject)


def _staff(w: ShopWriter) -> str:
    return w.rng.choice(STAFF[w.case.currency])


def _shop_sign(w: ShopWriter, team: str) -> None:
    w.add("gap")
    w.add("line", w.rng.choice({"ie": ["Kind regards,", "Thanks,", "Regards,"], "ca": ["Best regards,", "Thank you,"],
                                "uk": ["Regards,", "Thanks,"]}[w.loc]))
    staff = _staff(w)
    w.add("line", staff)
    w.add("line", f"{team}, {V.SHOP}")
    if w.rng.random() < 0.5:
        w.add("small", {"EUR": "Naas (045) 889 120", "CAD": "Guelph 519-555-0142 | sans frais 1-800-555-0199",
                        "GBP": "Newry 028 3026 1150"}[w.case.currency])


def _bill_to(w: ShopWriter, name: str, label_key: str = "customer_name") -> None:
    c = w.case
    w.kv(w.label(label_key), w.text("customer_name", name))
    if _we(c):
        w.add("line", _business(c))
    w.add("line", c.address)
    w.add("gap")


def _header_right(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    for label, value in pairs:
        w.add("rkv", label, value)
    w.add("gap")


def _refs_block(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """References: on the right, in the document's layout, or two to a line separated by bars."""
    how = w.rng.random()
    if how < 0.35 and not _is_mail(w):
        _header_right(w, pairs)
    elif how < 0.5:
        w.add("line", "  |  ".join(f"{lab}: {val}" for lab, val in pairs))
        w.add("gap")
    else:
        w.block(pairs)
        w.add("gap")


def _money_rows(w: ShopWriter, rows: list[tuple[str, str]]) -> None:
    how = w.rng.random()
    if how < 0.45:
        for label, value in rows:
            w.add("rkv", label, value)
    elif how < 0.65:
        w.add("grid", [w.rng.choice(["", "Totals", "Summary"]), w.case.currency],
              [[label, value] for label, value in rows])
    else:
        w.block(rows)


# --------------------------------------------------------------------------- invoice


def invoice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    _letterhead(w, r.choice(V.INVOICE_TITLES[c.currency]))
    refs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
            (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    _refs_block(w, refs)
    _bill_to(w, name)
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    if r.random() < 0.4:
        rows.append(["Pre-delivery inspection & fuel-up", "1", w.money(None, Decimal("0")),
                     w.money(None, Decimal("0"))])
    w.add("table", w.table_header(), rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal))] + _tax_rows(w)
    totals.append((w.label("order_total"), w.money("order_total", c.total)))
    _money_rows(w, totals)
    w.add("gap")
    w.add("para", r.choice(V.PAYMENT_NOTES[c.currency]))
    if r.random() < 0.5:
        w.add("small", "Register your machine's warranty online within 28 days of purchase.")
    kit.page2(w)


def _tax_rows(w: ShopWriter) -> list[tuple[str, str]]:
    """VAT 23% (IE), VAT 20% (UK), HST 13% (Ontario) or, for Quebec, GST 5% and QST 9.975% with the tax total."""
    c, r = w.case, w.rng
    word, rate = V.TAX[c.currency]
    if c.currency == "CAD" and " QC " in c.address:
        gst = cents(c.subtotal * Decimal("0.05"))
        return [("TPS/GST 5%", w.money(None, gst)), ("TVQ/QST 9.975%", w.money(None, c.tax - gst)),
                ("Total taxes", w.money("tax_amount", c.tax))]
    if c.currency == "CAD":
        return [(r.choice([f"HST {rate:.0f}%", f"HST ON {rate:.0f}%"]), w.money("tax_amount", c.tax))]
    return [(r.choice([f"VAT @ {rate:.0f}%", f"VAT {rate:.0f}%", "VAT"]), w.money("tax_amount", c.tax))]


# --------------------------------------------------------------------------- order docket


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    title = r.choice(["Sales Docket", "Order Acknowledgement", "Your order", "Confirmation de commande / Order confirmation"
                      if c.currency == "CAD" else "Order confirmed", "Customer order"])
    est = c.est_confirm if r.random() < 0.7 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if _is_mail(w) and r.random() < 0.6:
        _order_mail(w, est, cust, name)
        return
    if _is_mail(w):
        _shop_mail(w, "Sales", f"{title} {c.order_id}")
    else:
        _letterhead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if est and r.random() < 0.5:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        est = None
    _refs_block(w, pairs)
    _bill_to(w, name, r.choice(["customer_name", "ship_name"]))
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", w.table_header(), rows)
    w.add("gap")
    word = V.TAX[c.currency][0] if c.currency != "CAD" else "tax"
    _money_rows(w, [(f"Total incl. {word}" if r.random() < 0.5 else w.label("order_total"),
                     w.money("order_total", c.total))])
    w.add("gap")
    if est:
        w.add("para", r.choice(["Delivery expected {}.", "Your machine should be with you on {}.",
                                "We aim to deliver {}; the driver will ring ahead."]).format(
            ("on " if r.random() < 0.5 else "by ") + w.date("delivery_estimate", est)))
    w.add("para", r.choice(["Machines are delivered assembled, oiled and test-run.",
                            "Please check the docket and ring us straight away if anything is wrong.",
                            "This is not a VAT invoice." if c.currency != "CAD" else "This is not an invoice."]))
    if _is_mail(w):
        _shop_sign(w, "Sales")
    kit.page2(w)


def _order_mail(w: ShopWriter, est: date | None, cust: bool, name: str) -> None:
    c, r = w.case, w.rng
    _shop_mail(w, "Sales", r.choice([f"Order {c.order_id} confirmed", "Thanks for your order!",
                                     f"Bracken & Furrow order {c.order_id}", f"Your docket {c.order_id}"]))
    w.add("para", f"{ {'ie': 'Hi', 'ca': 'Hello', 'uk': 'Dear'}[w.loc]} {w.text('customer_name', name)},")
    lines = "; ".join(f"{q} x {p}" for p, q, _ in c.items)
    s = (f"Thanks for shopping with us. We have your order {w.ident('order_id', c.order_id)} placed on "
         f"{w.date('order_date', c.order_date)}: {lines}. Total charged {w.money('order_total', c.total)}.")
    w.add("para", s)
    if est:
        w.add("para", r.choice(["Our van should get to you {}.", "Expected delivery is {}.",
                                "Pencil in {} for delivery."]).format(
            ("on " if r.random() < 0.6 else "by ") + w.date("delivery_estimate", est)))
    if cust:
        w.add("para", r.choice(["Your account reference is {}.", "Customer no. {} - please quote it if you call."]).format(
            w.ident("customer_id", c.customer_id)))
    _shop_sign(w, "Sales")


# --------------------------------------------------------------------------- delivery docket


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    est = c.est_ship if (r.random() < 0.7 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.8
    title = r.choice(["Delivery Docket", "Despatch Note", "Consignment note", "Bordereau d'expédition / Packing slip"
                      if c.currency == "CAD" else "Goods dispatched", "Dispatch confirmation"])
    if _is_mail(w) and r.random() < 0.6:
        _dispatch_mail(w, est, with_name)
        return
    if _is_mail(w):
        _shop_mail(w, "Dispatch", f"{title} - {c.order_id}")
    else:
        _letterhead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("ship_date"), w.date("ship_date", w.doc.date)),
              (w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    if with_name:
        w.kv(w.label("ship_name"), w.text("customer_name", c.name))
        if _we(c):
            w.add("line", _business(c))
        w.add("line", c.address)
        w.add("gap")
    w.add("grid", [r.choice(["Item", "Goods", "Description"]), "Qty", "Pkg"],
          [[p, str(q), r.choice(["box", "pallet", "crate"]) if u > 300 else "box"] for p, q, u in c.items])
    w.add("line", f"Weight: {r.randrange(20, 1800) / 10:.1f} kg   Packages: {len(c.items)}")
    w.add("gap")
    w.add("para", r.choice(["Machines are shipped drained of fuel and oil - fill before first use.",
                            "Inspect on delivery. Sign 'unchecked' if you cannot open the packaging.",
                            "Pallet deliveries are kerbside; the driver cannot bring goods inside."]))
    if not _is_mail(w):
        w.add("line", "Received in good condition: ____________  Print name: ____________")
    else:
        _shop_sign(w, "Dispatch")


def _dispatch_mail(w: ShopWriter, est: date | None, with_name: bool) -> None:
    c, r = w.case, w.rng
    _shop_mail(w, "Dispatch", r.choice([f"Your order {c.order_id} is on the way", "Dispatched!",
                                        f"Shipping update {c.order_id}", "Delivery details"]))
    if with_name:
        w.add("para", f"Hi {w.text('customer_name', c.name)},")
    lab = r.choice({"ie": ["consignment no.", "tracking no."], "ca": ["PIN", "tracking #"],
                    "uk": ["consignment", "tracking ref"]}[w.loc])
    s = r.choice(["Good news - order {o} left the yard on {d} with {k}, {lab} {t}.",
                  "Order {o} was collected by {k} on {d}. Your {lab} is {t}.",
                  "We handed {o} to {k} on {d} ({lab}: {t})."]).format(
        o=w.ident("order_id", c.order_id), d=w.date("ship_date", w.doc.date), k=w.text("carrier", c.carrier),
        t=w.ident("tracking_number", c.tracking), lab=lab)
    if est:
        s += " " + r.choice(["It should reach you {}.", "ETA {}.", "Expect it {}."]).format(
            r.choice(["on ", "by ", ""]) + w.date("delivery_estimate", est))
    w.add("para", s)
    if r.random() < 0.4:
        w.add("para", f"(Customer ref {w.ident('customer_id', c.customer_id)})")
    _shop_sign(w, "Dispatch")


# --------------------------------------------------------------------------- customer prose


def _customer_opening(w: ShopWriter, subject: str) -> None:
    c, r = w.case, w.rng
    if _is_mail(w):
        kit.customer_headers(w, subject or ("(no subject)" if w.doc.fmt == "email" else ""))
        w.set("document_date", date_truth(w.doc.date))
        return
    if _we(c):
        w.add("head", _business(c))
    kit.address(w, c.name)
    w.add("rline" if r.random() < 0.6 else "line", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", f"{V.SHOP}")
    w.add("line", V.RETURNS_ADDRESS[c.currency])
    w.add("gap")


def _customer_close(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.loc]))
    short = _is_mail(w) and r.random() < 0.3
    w.text("customer_name", c.name)
    w.add("line", kit.first_name(c.name) if short else c.name)
    if _we(c):
        w.add("line", r.choice(["Director, ", "Grounds manager, ", "Accounts, ", ""]) + _business(c))
    elif r.random() < 0.4:
        w.add("line", {"ie": f"08{r.randrange(3, 8)} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                       "ca": f"({r.randrange(400, 900)}) 555-{r.randrange(1000, 9999)}",
                       "uk": f"07{r.randrange(700, 999)} {r.randrange(100000, 999999)}"}[w.loc])
    if _is_mail(w) and r.random() < 0.3:
        w.add("small", r.choice(["Sent from my iPhone", "Sent from Outlook for Android", "Get Outlook for iOS"]))


def _refs(w: ShopWriter, case_no: bool, cust: bool) -> list[str]:
    c, r = w.case, w.rng
    out = [r.choice(["order {}", "docket {}", "order no. {}", "my order ({})"]).format(w.ident("order_id", c.order_id))]
    if case_no:
        out.insert(0, r.choice(["returns no. {}", "your ref {}", "return {}", "case {}"]).format(
            w.ident("case_number", c.case_number)))
    if cust:
        out.append(r.choice(["account {}", "a/c {}", "customer no. {}"]).format(w.ident("customer_id", c.customer_id)))
    return out


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("form"):
        _return_request_form(w)
        return
    item = c.return_item[0]
    voice = "we" if _we(c) else "I"
    subject = "" if r.random() < 0.2 else r.choice([f"Return {c.order_id}", "Refund please", item,
                                                     "Returning an item", f"Order {c.order_id} - refund"])
    _customer_opening(w, subject)
    refs = _refs(w, "rr_case_no" in w.doc.style, r.random() < 0.5)
    if not _is_mail(w):
        w.add("line", r.choice(["Re: ", "Ref: ", "RE: RETURN - "]) + ", ".join(refs))
        w.add("gap")
        ref_s = ""
    else:
        ref_s = r.choice(["This is about {}.", "Re {}.", "It's regarding {}."]).format(", ".join(refs))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    w.text("return_reason", c.reason)
    opener = r.choice(V.OPENERS[w.loc])
    reason = r.choice(V.REASON_SENTENCES[(w.loc, voice)]).format(item=item, reason=c.reason)
    amount = r.choice(V.AMOUNT_SENTENCES[(w.loc, voice)]).format(amt=w.money("refund_requested", c.requested))
    w.add("para", " ".join(x for x in (opener, ref_s, reason) if x))
    if r.random() < 0.4:
        w.add("para", {"ie": "It's boxed up again and ready for collection whenever suits.",
                       "ca": "I still have all of the original packaging and the receipt.",
                       "uk": "Box is in the garage. Collect it."}[w.loc])
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("para", f"{amount} {sentence}")
    _customer_close(w)


def _return_request_form(w: ShopWriter) -> None:
    """The dealer's returns slip, filled in by hand at the counter or online."""
    c, r = w.case, w.rng
    title = r.choice(["Returns slip", "Return request", "Online returns form", "Demande de retour / Return request"
                      if c.currency == "CAD" else "Customer returns note"])
    if _is_mail(w):
        kit.customer_headers(w, f"{title} - {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"New form submission from {V.DOMAIN}/returns")
    else:
        _letterhead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not _is_mail(w):
        pairs.append((r.choice(["Date", "Date returned", "Date of request"]), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    p, q, u = c.return_item
    w.add("grid", ["Item returned", "Qty", "Used?"], [[p, "1", r.choice(["No", "Once", "Not fuelled"])]])
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv("Refund method", r.choice(["Original card", "Trade account", "Bank transfer"]))
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", r.choice(["Additional comments:", "Anything else?", "Notes:"]))
    w.add("para", sentence)
    if not _is_mail(w):
        w.add("line", f"Customer signature: {c.name}")


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    subject = "" if r.random() < 0.2 else r.choice([f"Re: {c.case_number}", f"RE: Order {c.order_id}",
                                                     "Still no refund", "Chasing", "Complaint", "Where is it?",
                                                     "Following up"])
    _customer_opening(w, subject)
    refs = _refs(w, r.random() < 0.75, r.random() < 0.35)
    if not _is_mail(w):
        w.add("line", "Re: " + ", ".join(refs))
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    opener = {"ie": ["Just following up on {}.", "I'm back on to you about {}.", "Me again regarding {}."],
              "ca": ["I'm writing to follow up on {}.", "Following up on {}.", "This is further to {}."],
              "uk": ["{}.", "Chasing {} again.", "Regarding {}."]}[w.loc]
    body = [r.choice(opener).format(", ".join(refs)) if _is_mail(w) else ""]
    body += _letter_complaint(w, topic, quoted)
    w.add("para", " ".join(x for x in body if x))
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["The date I gave before has changed.", "Please note I now have a different date.",
                                "Plans have changed, so there is a new date below."]))
    expect = {"refund": (V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL), "warranty": (V.EXPECT_REPAIR_DL,
              V.EXPECT_REPAIR_NO_DL), "delivery": (V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL),
              "rejected": (V.EXPECT_REJECTED, V.EXPECT_REJECTED)}[topic]
    sentence = _expectation(w, expect[0][w.loc], expect[1][w.loc], w.doc.style["deadline_value"])
    w.add("para", sentence)
    _customer_close(w)
    if _is_mail(w) and r.random() < 0.6:
        _quote_shop(w, topic)


def _letter_complaint(w: ShopWriter, topic: str, quoted: Decimal | None) -> list[str]:
    c, r = w.case, w.rng
    loc = w.loc
    if topic == "refund":
        if quoted is None:
            return [{"ie": "Ye told me the return was grand but there's still nothing back on the card.",
                     "ca": "I was told the return had been accepted, but I have not seen anything on my statement.",
                     "uk": "Return accepted weeks ago. Still no money."}[loc]]
        amt = w.money("refund_approved", quoted)
        return [r.choice({"ie": [f"Your email said {amt} was approved to come back to me but it hasn't landed yet.",
                                 f"You approved a refund of {amt} and I'm still waiting on it."],
                          "ca": [f"Your team confirmed a refund of {amt} was approved, but it has not been posted.",
                                 f"I received approval for {amt} back, yet nothing has arrived."],
                          "uk": [f"You approved {amt}. Not received.",
                                 f"Your refund approval for {amt} means nothing if the money never arrives."]}[loc])]
    if topic == "warranty":
        out = []
        if quoted is not None:
            out.append({"ie": "The {} you approved for the other item came through grand, thanks.",
                        "ca": "The refund of {} that was approved for the other item arrived, thank you.",
                        "uk": "Approved refund of {} for the other item received."}[loc].format(
                w.money("refund_approved", quoted)))
        after = quoted is not None
        out.append({"ie": f"{'But the' if after else 'The'} {c.warranty_product} has been in your workshop for weeks "
                          "and no one has rung me.",
                    "ca": f"{'However, the' if after else 'The'} {c.warranty_product} I brought in under warranty "
                          "has not been looked at yet.",
                    "uk": f"{'But the' if after else 'The'} {c.warranty_product} is still sitting in your workshop."}[loc])
        return out
    if topic == "delivery":
        return [{"ie": "There's still no sign of the delivery and the tracking hasn't changed since it left you.",
                 "ca": "The shipment has not arrived and the tracking has shown no movement for several days.",
                 "uk": "Nothing delivered. Tracking not updated in days."}[loc]]
    return [{"ie": "I'm very disappointed you've refused the return, it was faulty out of the box.",
             "ca": "I'm frankly disappointed that my return was declined; the machine was defective on arrival.",
             "uk": "Your refusal is unacceptable. The machine was faulty on delivery."}[loc]]


def _quote_shop(w: ShopWriter, topic: str) -> None:
    """The shop's earlier reply quoted under the customer's mail, with its own (earlier) date."""
    c, r = w.case, w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(3, 9))
    staff = _staff(w)
    text = r.choice({
        "refund": ["Your return has been inspected and the refund approved - it will be with you shortly.",
                   "We have your machine back and accounts will process the refund this week."],
        "warranty": ["Your machine is booked into the workshop and the dealer warranty claim has been lodged.",
                     "The technician is waiting on a part from the manufacturer."],
        "delivery": ["Your order has left our yard and is with the courier.",
                     "The courier has the consignment; tracking can take a day to update."],
        "rejected": ["Having inspected the machine we cannot accept it back, as it has been used with fuel.",
                     "Unfortunately the return falls outside our 14-day returns window."],
    }[topic])
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"On {date_text(earlier, w.date_style)}, {staff} <{staff.split()[0].lower()}@{V.DOMAIN}> wrote:")
        w.add("quote", text)
        w.add("quote", f"{staff} | {V.SHOP}")
    else:
        w.add("line", "________________________________")
        w.add("line", f"From: {staff} <{staff.split()[0].lower()}@{V.DOMAIN}>")
        w.add("line", f"Sent: {email_sent(earlier, r.randrange(8, 17), r.randrange(60), c.currency)}")
        w.add("line", f"To: {c.name}")
        w.add("gap")
        w.add("para", text)


# --------------------------------------------------------------------------- returns authorisation


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["Returns decision", "Return not accepted", "Workshop inspection report"]) if rejected else
             r.choice(["Returns Authorisation", "Refund approval", "Workshop inspection report",
                       "Autorisation de retour / Return authorization" if c.currency == "CAD" else "Return accepted"]))
    if _is_mail(w):
        _shop_mail(w, "Returns", r.choice([f"Your return {c.case_number}", f"{title} - {c.order_id}",
                                           f"RE: Return {c.order_id}"]))
        w.add("para", f"{ {'ie': 'Hi', 'ca': 'Hello', 'uk': 'Dear'}[w.loc]} {w.text('customer_name', c.name)},")
    else:
        _letterhead(w, title)
        w.add("rline", w.date(None, w.doc.date))
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
        if _we(c):
            w.add("line", _business(c))
        w.add("gap")
    status_word = w.status_word("rejected" if rejected else "approved")
    w.set("refund_status", "rejected" if rejected else "approved")
    refs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
            (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if rejected:
        w.block(refs + [(w.label("refund_status"), status_word)])
        w.add("gap")
        w.add("para", r.choice([
            "Our technician found fuel in the tank and grass on the deck, so the machine has been used and cannot "
            "be taken back as a return. It is ready for collection from the yard.",
            "The machine came back more than 14 days after delivery and without its packaging. We can offer a "
            "service at a reduced rate instead."]))
        _returns_sign(w)
        return
    show_eligible = c.eligible != c.approved or r.random() < 0.4
    promised = c.promised if r.random() < 0.8 else None
    if _is_mail(w) and r.random() < 0.5:
        _approval_prose(w, refs, show_eligible, promised)
    else:
        refs.append((w.label("approval_date"), w.date("approval_date", w.doc.date)))
        refs.append((w.label("refund_status"), status_word))
        w.block(refs)
        w.add("gap")
        _credit_rows(w, show_eligible)
        if promised:
            w.add("gap")
            w.kv(w.label("promised_date"), w.date("promised_date", promised))
    w.add("gap")
    w.add("para", r.choice(["The refund goes back to the card you paid with.",
                            "Trade customers: the credit will show on your next statement.",
                            "Please keep this reference for your records."]))
    _returns_sign(w)


def _credit_rows(w: ShopWriter, show_eligible: bool) -> None:
    c, r = w.case, w.rng
    rows: list[tuple[str, str]] = []
    if show_eligible:
        rows.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        rows.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                              (f"Less {c.fee_basis} (waived)", f"{c.waiver}%")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    rows.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    if r.random() < 0.5:
        w.add("grid", [r.choice(["Refund breakdown", "Calculation", "Details"]), c.currency], [[a, b] for a, b in rows])
    else:
        _money_rows(w, rows)


def _approval_prose(w: ShopWriter, refs: list[tuple[str, str]], show_eligible: bool, promised: date | None) -> None:
    c, r = w.case, w.rng
    s = (f"Our workshop checked the machine you sent back under {w.ident('case_number', c.case_number)} "
         f"(order {w.ident('order_id', c.order_id)}) and on {w.date('approval_date', w.doc.date)} we agreed a refund "
         f"of {w.money('refund_approved', c.approved)}.")
    if show_eligible:
        s += f" The goods returned were worth {w.money('refund_eligible', c.eligible)}"
        s += f" and we've waived {c.waiver}% of the {c.fee_basis}." if c.waiver is not None else "."
    elif c.waiver is not None:
        s += f" We've waived {c.waiver}% of the {c.fee_basis}."
    if c.waiver is not None:
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    w.add("para", s)
    if promised:
        w.add("para", r.choice(["It should reach your account by {}.", "Please allow until {} for it to show.",
                                "You can expect the money by {}."]).format(w.date("promised_date", promised)))
    if len(refs) > 2:
        w.add("para", f"Acct: {w.ident('customer_id', c.customer_id)}")


def _returns_sign(w: ShopWriter) -> None:
    if _is_mail(w):
        _shop_sign(w, "Returns")
    else:
        w.add("gap")
        w.add("line", f"Inspected by: {_staff(w)}    Bench no. {w.rng.randrange(1, 6)}")
    kit.page2(w)


# --------------------------------------------------------------------------- credit note / remittance


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Credit Note", "Remittance Advice", "Refund confirmation", "Note de crédit / Credit note"
                      if c.currency == "CAD" else "Refund issued"])
    method = {"EUR": ["Visa debit ending 3317", "IBAN IE64 BOFI 9000 1712 3456 78", "Revolut card **0921"],
              "CAD": ["Visa ending 5521", "Interac e-Transfer", "Mastercard **7730"],
              "GBP": ["Faster Payment to account ****4412", "Mastercard ending 8810", "trade account"]}[c.currency]
    how = r.choice(method)
    w.set("refund_status", "executed")
    status = w.status_word("executed")
    with_case = r.random() < 0.7
    if _is_mail(w) and r.random() < 0.55:
        _shop_mail(w, "Accounts", r.choice([f"Refund {c.order_id}", "Your refund has been processed",
                                            f"Remittance - {c.case_number}", "Refund"]))
        if r.random() < 0.7:
            w.add("para", f"Hi {w.text('customer_name', c.name)},")
        s = r.choice(["We have refunded {a} to your {m} on {d}. Reference: {p}.",
                      "{a} went back to {m} on {d}, remittance ref {p}.",
                      "Refund of {a} processed {d} to {m} - transaction {p}."]).format(
            a=w.money("refund_executed", c.approved), m=how, d=w.date("execution_date", w.doc.date),
            p=w.ident("payment_reference", c.payment_ref))
        refs = [f"order {w.ident('order_id', c.order_id)}"]
        if with_case:
            refs.append(f"return {w.ident('case_number', c.case_number)}")
        w.add("para", f"{s} This closes {' and '.join(refs)} ({status}).")
        w.add("para", r.choice(["Depending on your bank it can take 3-5 working days to appear.",
                                "Thanks for your patience."]))
        _shop_sign(w, "Accounts")
        return
    if _is_mail(w):
        _shop_mail(w, "Accounts", f"{title} - {c.order_id}")
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
    else:
        _letterhead(w, title)
    head = []
    if "Credit" in title:
        head.append(("Credit note no.", f"CRN{r.randrange(1000, 99999):05d}"))
        head.append(("Original invoice", c.invoice_number))
    head.append((w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)))
    head.append((w.label("execution_date"), w.date("execution_date", w.doc.date)))
    if not _is_mail(w) and r.random() < 0.5:
        _header_right(w, head)
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
        w.add("line", c.address)
        w.add("gap")
        head = []
    elif not _is_mail(w):
        head.append((w.label("customer_name"), w.text("customer_name", c.name)))
    pairs = head + [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if with_case:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(r.choice(["Refunded to", "Method", "Paid by"]), how), (w.label("refund_status"), status)]
    w.block(pairs)
    w.add("gap")
    if "Credit" in title and r.random() < 0.6:
        p, q, u = c.return_item
        w.add("table", ["Returned item", "Qty", "Each", "Value"],
              [[p, "-1", w.money(None, c.gross(u)), w.money(None, c.gross(u))]])
        w.add("gap")
    _money_rows(w, [(w.label("refund_executed"), w.money("refund_executed", c.approved))])
    w.add("gap")
    w.add("para", r.choice(["No action needed - this is for your records.",
                            "Queries to accounts@" + V.DOMAIN + " quoting the reference above."]))
    if _is_mail(w):
        _shop_sign(w, "Accounts")
    kit.page2(w)


# --------------------------------------------------------------------------- warranty


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("letter"):
        _warranty_mail(w)
        return
    title = r.choice(["Warranty claim", "Workshop job card - warranty", "Service / warranty booking",
                      "Réclamation de garantie / Warranty claim" if c.currency == "CAD" else "Machine warranty claim"])
    if w.doc.fmt == "text":
        kit.customer_headers(w, f"{title}: {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"Submitted via the warranty page on {V.DOMAIN}:")
    else:
        _letterhead(w, title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    w.block(pairs)
    w.add("gap")
    w.add("line", r.choice(["MACHINE DETAILS", "Machine", "Unit booked in"]))
    w.block([(w.label("product_name"), w.text("product_name", c.warranty_product)),
             (w.label("serial_number"), w.ident("serial_number", c.serial))])
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    w.kv(r.choice(["Hours on machine", "Approx. hours used"]), str(r.randrange(2, 140)))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice(["Fuel drained: Y   Accessories left: none", "Proof of purchase seen: Y",
                            "Customer wants: repair / replacement (circle)"]))
    if w.doc.fmt != "text":
        w.add("line", f"Customer signature: {c.name}")
        w.add("line", "Workshop use only - Tech: ____  Parts ordered: ____  Claim sent to mfr: ____")


def _warranty_mail(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    _customer_opening(w, r.choice([f"Warranty - {c.warranty_product}", "Faulty machine", "", "warranty"]))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    refs = _refs(w, r.random() < 0.6, r.random() < 0.4)
    w.add("para", {"ie": "I'd like to make a warranty claim on {}.", "ca": "I am submitting a warranty claim for {}.",
                   "uk": "Warranty claim: {}."}[w.loc].format(", ".join(refs)))
    w.add("para", f"The machine is the {w.text('product_name', c.warranty_product)}, serial no. "
                  f"{w.ident('serial_number', c.serial)}. {w.text('issue_description', c.issue)}.")
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.add("para", {"ie": "I'd need it back by {} if at all possible.", "ca": "I need it returned by {}.",
                       "uk": "Needed back by {}."}[w.loc].format(w.date("customer_deadline", deadline)))
    _customer_close(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


def _local_case(case: Case, rng: random.Random) -> None:
    """Prices in the case's currency, a local e-mail domain; landscapers and clubs say "we"."""
    factor = V.PRICE_FACTOR[case.currency]
    if factor != 1:
        case.items[:] = [(p, q, cents(u * factor)) for p, q, u in case.items]
    user = case.email.split("@")[0]
    case.email = f"{user}@{rng.choice({'EUR': ['example.ie', 'example.com'], 'CAD': ['example.ca', 'example.com'], 'GBP': ['example.co.uk', 'example.com']}[case.currency])}"
    if " QC " in case.address:  # Quebec: GST 5% + QST 9.975% instead of Ontario's HST
        case.tax_label_rate = Decimal("14.975")
    if rng.random() < 0.4:
        case.flags.add("we")


def _form_or_letter(doc: Doc, rng: random.Random) -> None:
    if doc.doc_type == "warranty_form" and (doc.fmt == "email" or rng.random() < 0.35):
        doc.style["letter"] = 1


SHOP = ShopSpec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Bracken & Furrow Garden Machinery", case_prefix="B", file_prefix="bf_", kinds=KINDS,
    currencies=["EUR"] * 5 + ["CAD"] * 5 + ["GBP"] * 4, id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=_local_case, doc_hook=_form_or_letter,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 7's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
