"""Shop 5's cases and documents, content and truth written together (one call prints a value and
records its truth, as in sample_docs/documents.py; cases, planning and batch building are
shop_kit.py's ShopSpec, with this shop's vocabulary, odds and templates).

Shop 5 is a bicycle parts wholesaler in New Zealand, India and Sweden, and writes its own
documents: tax invoices with a header block on the right, GST split into CGST and SGST and the
total in words; sales order acknowledgements; dispatch advices with con notes, AWB and LR
numbers; return authorisations whose credit is worked out in a two-column table; credit notes
and remittance advices; warranty claim forms with frame numbers. Customers (riders and bike
shops) write informally (NZ), formally in Indian English, or in non-native English (Sweden);
some mails have no title at all, some quote the earlier message, some are forwarded.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _expectation
from sample_docs.formatting import cents, date_truth, email_date, month_end
from sample_docs.shop5 import vocab as V
from sample_docs.shop5.values import (DATE_STYLES, ID_SHAPES, MONEY_STYLES, TRACKING, amount_in_words, date_text,
                                      email_sent, money_text, short_date)
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.14, "email": 0.24, "text": 0.14, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.1,
                "pdf_scan": 0.07, "noisy_pdf_scan": 0.07}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS,
    "invoice": {**PRINT_FORMATS, "pdf_text": 0.34},
    "warranty_form": {**PRINT_FORMATS, "email": 0.12},
}
KINDS = ["refund"] * 3 + ["refund_letter"] * 3 + ["warranty"] * 2 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["delivery"] * 2
DEFAULT_SEED = 53
STAFF = {"NZD": ["Mereana Walsh", "Liam Doherty"], "INR": ["K. Srinivasan", "Neha Joshi"],
         "SEK": ["Karin Ek", "Oskar Lund"]}


class ShopWriter(kit.LocaleShopWriter):
    """Writer with shop 5's value styles, label pools, locales and deadline wording."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = {"NZD": "+1300", "INR": "+0530", "SEK": "+0100"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)
    email_sent = staticmethod(email_sent)


    def label(self, key: str) -> str:
        """A label from the pool, leaving out the words only another country's documents use."""
        cur = self.case.currency
        foreign = set().union(*(words for c, words in V.LOCAL_LABELS.items() if c != cur), V.NOT_IN.get(cur, set()))
        return self.rng.choice([lab for lab in V.LABELS[key] if lab not in foreign])

    def table_header(self) -> list[str]:
        return self.rng.choice(V.TABLE_HEADERS[:3] + (V.TABLE_HEADERS[3:] if self.case.currency == "SEK" else []))



# --------------------------------------------------------------------------- shared pieces


_is_mail, _we = kit.is_mail, kit.says_we


def _business(c: Case) -> str:
    return kit.business(V, c)


def _letterhead(w: ShopWriter, title: str | None) -> None:
    """Shop name, the company line with its tax and bank numbers, then the title (if any)."""
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
    w.add("line", w.rng.choice({"nz": ["Cheers,", "Ngā mihi,", "Thanks,"], "in": ["Regards,", "Thanks & regards,"],
                                "se": ["Best regards,", "Vänliga hälsningar,"]}[w.loc]))
    w.add("line", f"{_staff(w)} | {team} | {V.SHOP}")


def _bill_to(w: ShopWriter, name: str, label_key: str = "customer_name") -> None:
    """The customer block: a label, the name (and the bike shop's name), the address."""
    c = w.case
    w.kv(w.label(label_key), w.text("customer_name", name))
    if _we(c):
        w.add("line", _business(c))
    w.add("line", c.address)
    w.add("gap")


def _printed_name(w: ShopWriter) -> str:
    return kit.printed_name(w)


def _header_right(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """References in a block at the top right, the way many accounting packages print them."""
    for label, value in pairs:
        w.add("rkv", label, value)
    w.add("gap")


def _money_rows(w: ShopWriter, rows: list[tuple[str, str]]) -> None:
    """Totals: a right-hand column, a two-column table with a header row, or label/value lines."""
    how = w.rng.random()
    if how < 0.4:
        for label, value in rows:
            w.add("rkv", label, value)
    elif how < 0.7:
        w.add("grid", [w.rng.choice(["", "Summary", "Totals"]), w.rng.choice(["Amount", w.case.currency])],
              [[label, value] for label, value in rows])
    else:
        w.block(rows)


# --------------------------------------------------------------------------- invoice


def invoice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = _printed_name(w)
    _letterhead(w, r.choice(V.INVOICE_TITLES[c.currency]))
    refs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
            (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if r.random() < 0.45:
        _header_right(w, refs)
    else:
        w.block(refs)
        w.add("gap")
    _bill_to(w, name)
    if c.currency == "INR":
        w.add("line", f"Place of supply: {r.choice(['Karnataka (29)', 'Maharashtra (27)', 'Uttar Pradesh (09)'])}")
        w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", w.table_header(), rows)
    w.add("gap")
    w.add("rkv" if r.random() < 0.5 else "kv", w.label("subtotal"), w.money("subtotal", c.subtotal))
    totals = _tax_rows(w)
    totals.append((w.label("order_total"), w.money("order_total", c.total)))
    _money_rows(w, totals)
    if c.currency == "INR":
        w.add("gap")
        w.add("line", f"Amount in words: {amount_in_words(c.total)}")
    w.add("gap")
    w.add("para", r.choice(V.PAYMENT_NOTES[c.currency]))
    kit.page2(w)


def _tax_rows(w: ShopWriter) -> list[tuple[str, str]]:
    """GST 15%, Moms 25 %, or India's GST as CGST and SGST halves with their total (the tax amount)."""
    c, r = w.case, w.rng
    word, rate = V.TAX[c.currency]
    if c.currency == "INR" and r.random() < 0.6:
        half = cents(c.tax / 2)
        return [(f"CGST @ {rate / 2:.0f}%", w.money(None, half)), (f"SGST @ {rate / 2:.0f}%", w.money(None, c.tax - half)),
                ("Total GST", w.money("tax_amount", c.tax))]
    if c.currency == "INR":
        return [(f"IGST @ {rate:.0f}%", w.money("tax_amount", c.tax))]
    if c.currency == "SEK":
        return [(r.choice([f"Moms {rate:.0f} %", f"VAT/Moms {rate:.0f}%"]), w.money("tax_amount", c.tax))]
    return [(r.choice([f"GST {rate:.0f}%", f"Plus GST @ {rate:.0f}%", f"Add GST {rate:.0f}%"]), w.money("tax_amount", c.tax))]


# --------------------------------------------------------------------------- order acknowledgement


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = _printed_name(w)
    title = r.choice(["Sales order acknowledgement", "Order acknowledgement", "Orderbekräftelse / Order confirmation",
                      "Sales Order", "Confirmation of order"] if c.currency == "SEK" else
                     ["Sales order acknowledgement", "Order acknowledgement", "Sales Order", "Confirmation of order",
                      "Proforma / order acknowledgement"])
    est = c.est_confirm if r.random() < 0.7 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if _is_mail(w) and r.random() < 0.6:
        _order_mail(w, title, est, cust, name)
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
    if r.random() < 0.5 and not _is_mail(w):
        _header_right(w, pairs)
    else:
        w.block(pairs)
        w.add("gap")
    _bill_to(w, name, r.choice(["customer_name", "ship_name"]))
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", w.table_header(), rows)
    w.add("gap")
    word = V.TAX[c.currency][0]
    _money_rows(w, [(f"Total incl. {word}" if r.random() < 0.5 else w.label("order_total"),
                     w.money("order_total", c.total))])
    w.add("gap")
    if est:
        w.add("para", r.choice(["Estimated delivery {}.", "We expect to deliver on {}.", "ETA at your door: {}."]).format(
            w.date("delivery_estimate", est)))
    elif c.currency == "SEK" and r.random() < 0.6:
        w.add("line", f"Leveransvecka / delivery week: {c.order_date.isocalendar()[1] + 1}")
    w.add("para", r.choice(["Please check quantities and part numbers and tell us within 24 hours if anything is wrong.",
                            "Back-ordered lines, if any, will follow at no extra freight.",
                            "This is not a tax invoice; the invoice follows on dispatch."]))
    if _is_mail(w):
        _shop_sign(w, "Sales")
    kit.page2(w)


def _order_mail(w: ShopWriter, title: str, est: date | None, cust: bool, name: str) -> None:
    """A short acknowledgement e-mail in prose, sometimes with no salutation and a year-less ETA."""
    c, r = w.case, w.rng
    _shop_mail(w, "Sales", r.choice([f"{title} {c.order_id}", f"Order {c.order_id} booked in", "Thanks for your order",
                                     c.order_id]))
    greet = {"nz": "Kia ora", "in": "Dear", "se": "Hej"}[w.loc]
    w.add("para", f"{greet} {w.text('customer_name', name)},")
    s = (f"Thanks - your order {w.ident('order_id', c.order_id)} of {w.date('order_date', c.order_date)} is booked in "
         f"and comes to {w.money('order_total', c.total)} incl. {V.TAX[c.currency][0]}.")
    if est:
        if r.random() < 0.5:
            s += f" ETA {short_date(est)}."
            w.set("delivery_estimate", date_truth(est))
        else:
            s += f" It should be with you {r.choice(['on', 'by'])} {w.date('delivery_estimate', est)}."
    w.add("para", s)
    if cust:
        w.add("para", f"Your account: {w.ident('customer_id', c.customer_id)}")
    lines = ", ".join(f"{q} x {p}" for p, q, _ in c.items)
    w.add("para", f"Lines: {lines}.")
    _shop_sign(w, "Sales")


# --------------------------------------------------------------------------- dispatch advice


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    est = c.est_ship if (r.random() < 0.7 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.8
    title = r.choice(["Dispatch advice", "Despatch note", "Delivery note / Följesedel" if c.currency == "SEK"
                      else "Packing list", "Consignment dispatched", "Goods despatched"])
    if _is_mail(w) and r.random() < 0.6:
        _dispatch_mail(w, est, with_name)
        return
    if _is_mail(w):
        _shop_mail(w, "Warehouse", f"{title} - {c.order_id}")
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
    cartons = r.randrange(1, 4)
    w.add("grid", [r.choice(["Packed", "Contents", "Description"]), "Qty", "Carton"],
          [[p, str(q), f"{i % cartons + 1} of {cartons}"] for i, (p, q, _) in enumerate(c.items)])
    w.add("line", f"Gross weight: {r.randrange(12, 95) / 10:.1f} kg    Cartons: {cartons}")
    w.add("gap")
    w.add("para", r.choice(["Please check the cartons on arrival and note any damage on the driver's docket.",
                            "Signature required on delivery. Claims for shortages within 48 hours, please.",
                            "Track the consignment on the carrier's website with the number above."]))
    if _is_mail(w):
        _shop_sign(w, "Warehouse")


def _dispatch_mail(w: ShopWriter, est: date | None, with_name: bool) -> None:
    """A few lines from the warehouse: no title, sometimes no greeting, the ETA year-less at times."""
    c, r = w.case, w.rng
    _shop_mail(w, "Warehouse", r.choice([f"{c.order_id} is on its way", f"Shipped: {c.order_id}", "Your parts",
                                         "Consignment details"]))
    if with_name:
        w.add("para", f"Hi {w.text('customer_name', c.name)},")
    how = r.choice(["{o} left our warehouse on {d} with {k}, {lab} {t}.",
                    "Your order {o} was picked up by {k} on {d}. {lab}: {t}.",
                    "Goods for {o} despatched {d} via {k} ({lab} {t})."])
    lab = {"nz": "con note", "in": r.choice(["AWB no.", "docket no."]), "se": "kolli-ID"}[w.loc]
    s = how.format(o=w.ident("order_id", c.order_id), d=w.date("ship_date", w.doc.date),
                   k=w.text("carrier", c.carrier), t=w.ident("tracking_number", c.tracking), lab=lab)
    if est:
        if r.random() < 0.4:
            s += f" ETA {short_date(est)}."
            w.set("delivery_estimate", date_truth(est))
        else:
            s += " " + r.choice(["Should be with you {}.", "Expected delivery: {}."]).format(
                w.date("delivery_estimate", est))
    w.add("para", s)
    if r.random() < 0.4:
        w.add("para", f"(Acct {w.ident('customer_id', c.customer_id)})")
    _shop_sign(w, "Warehouse")


# --------------------------------------------------------------------------- customer prose


def _customer_opening(w: ShopWriter, subject: str) -> None:
    """E-mail headers (the subject may be empty or a bare reply prefix), or a printed letter's
    sender block and date line (the document date)."""
    c, r = w.case, w.rng
    if _is_mail(w):
        kit.customer_headers(w, subject or ("(no subject)" if w.doc.fmt == "email" else ""))
        w.set("document_date", date_truth(w.doc.date))
        return
    if _we(c):
        w.add("head", _business(c))
    kit.address(w, c.name)
    w.add("rline", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", f"To: {V.SHOP}")
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
        w.add("line", r.choice(["Workshop manager, ", "Owner, ", "Purchase dept., ", ""]) + _business(c))
    elif w.loc == "in" and r.random() < 0.5:
        w.add("line", f"Mob: +91 {r.randrange(70000, 99999)} {r.randrange(10000, 99999)}")


def _refs(w: ShopWriter, case_no: bool, cust: bool) -> list[str]:
    c, r = w.case, w.rng
    out = [r.choice(["order {}", "SO {}", "our order {}", "order no. {}"]).format(w.ident("order_id", c.order_id))]
    if case_no:
        out.insert(0, r.choice(["RA {}", "return no. {}", "claim {}"]).format(w.ident("case_number", c.case_number)))
    if cust:
        out.append(r.choice(["account {}", "dealer no. {}", "a/c {}"]).format(w.ident("customer_id", c.customer_id)))
    return out


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("form"):
        _return_request_form(w)
        return
    item = c.return_item[0]
    voice = "we" if _we(c) else "I"
    subject = "" if r.random() < 0.25 else r.choice([f"Return - {c.order_id}", "Refund", f"{item}", "Return request",
                                                      f"Re: {c.order_id}"])
    forwarded = _is_mail(w) and r.random() < 0.3  # sent again, the unanswered first try forwarded below
    _customer_opening(w, ("Fwd: " + subject) if forwarded else subject)
    refs = _refs(w, "rr_case_no" in w.doc.style, r.random() < 0.5)
    if not _is_mail(w) or r.random() < 0.3:
        w.add("line", r.choice(["Subject: Return of goods - ", "Ref: ", "Re: "]) + ", ".join(refs))
        w.add("gap")
        ref_s = ""
    else:
        ref_s = r.choice(["This is about {}.", "Regarding {}.", "Ref. {}."]).format(", ".join(refs))
    if r.random() < 0.8:
        w.add("line", r.choice(V.GREETINGS[w.loc]))
        w.add("gap")
    w.text("return_reason", c.reason)
    reason = r.choice(V.REASON_SENTENCES[(w.loc, voice)]).format(item=item, reason=c.reason)
    amount = r.choice(V.AMOUNT_SENTENCES[(w.loc, voice)]).format(amt=w.money("refund_requested", c.requested))
    w.add("para", " ".join(x for x in (ref_s, reason) if x))
    if w.loc == "in" and r.random() < 0.6:
        w.add("para", "I have already shared the photos with your sales executive." if voice == "I" else
              "Photos of the part are attached for your kind reference.")
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("para", f"{amount} {sentence}")
    _customer_close(w)
    if forwarded:
        _forwarded_earlier(w, subject)


def _return_request_form(w: ShopWriter) -> None:
    """A dealer's return authorisation request: a form with a lines table, the comment at the bottom."""
    c, r = w.case, w.rng
    title = r.choice(["Return authorisation request", "RA request form", "Goods return request"])
    if _is_mail(w):
        kit.customer_headers(w, f"{title} - {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"Submitted through the dealer portal ({V.DOMAIN}):")
    else:
        _letterhead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not _is_mail(w):
        pairs.append((r.choice(["Request date", "Date", "Submitted"]), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    p, q, u = c.return_item
    w.add("grid", ["Part", "Qty returned", r.choice(["Condition", "Packaging"])],
          [[p, "1", r.choice(["faulty", "unused", "opened"])]])
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv("Credit to", r.choice(["original card", "dealer account", "bank account"]))
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", r.choice(["Comments:", "Remarks:", "Anything else?"]))
    w.add("para", sentence)


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    forwarded = _is_mail(w) and r.random() < 0.45
    subject = "" if r.random() < 0.25 else r.choice([f"Re: {c.case_number}", f"RE: {c.order_id}", "Still waiting",
                                                      "Follow up", "Complaint", "any update?"])
    _customer_opening(w, ("Fwd: " + subject) if forwarded else subject)
    refs = _refs(w, r.random() < 0.75, r.random() < 0.35)
    if not _is_mail(w):
        w.add("line", "Re: " + ", ".join(refs))
        w.add("gap")
    if r.random() < 0.75 or not _is_mail(w):
        w.add("line", r.choice(V.GREETINGS[w.loc]))
        w.add("gap")
    opener = {"nz": ["Following up on {}.", "Chasing {} again.", "Me again about {}."],
              "in": ["This is with reference to {}.", "I am writing regarding {}.", "Further to {}."],
              "se": ["I write again about {}.", "It is about {}.", "Regarding {}."]}[w.loc]
    body = [r.choice(opener).format(", ".join(refs)) if _is_mail(w) else ""]
    body += _letter_complaint(w, topic, quoted)
    w.add("para", " ".join(x for x in body if x))
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Our plans have changed, so the date is now different.", "Note the new date please.",
                                "Please note the revised date."]))
    expect = {"refund": (V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL), "warranty": (V.EXPECT_REPAIR_DL,
              V.EXPECT_REPAIR_NO_DL), "delivery": (V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL),
              "rejected": (V.EXPECT_REJECTED, V.EXPECT_REJECTED)}[topic]
    sentence = _expectation(w, expect[0][w.loc], expect[1][w.loc], w.doc.style["deadline_value"])
    w.add("para", sentence)
    _customer_close(w)
    if forwarded:
        _forwarded_earlier(w, subject)
    elif _is_mail(w) and r.random() < 0.55:
        _quote_shop(w, topic)


def _letter_complaint(w: ShopWriter, topic: str, quoted: Decimal | None) -> list[str]:
    """What the letter is about, in the customer's idiom; a quoted approved amount is refund_approved."""
    c, r = w.case, w.rng
    loc = w.loc
    if topic == "refund":
        if quoted is None:
            return [{"nz": "You said the return was OK'd but nothing has hit the account yet.",
                     "in": "Your team had confirmed the return is accepted but till date no amount is received.",
                     "se": "You wrote that the return is accepted but I did not get any money yet."}[loc]]
        amt = w.money("refund_approved", quoted)
        return [r.choice({"nz": [f"Your email said a credit of {amt} was approved, but it hasn't shown up.",
                                 f"You guys approved {amt} back to me over a week ago and still nothing."],
                          "in": [f"As per your mail the approved refund of {amt} is still not credited.",
                                 f"You had sanctioned refund of {amt} but the same is not received till date."],
                          "se": [f"You approved to pay back {amt} but the money is not on my account.",
                                 f"The approved refund {amt} has not come."]}[loc])]
    if topic == "warranty":
        out = []
        if quoted is not None:
            out.append({"nz": "The refund of {} you approved for the other part came through, thanks.",
                        "in": "The refund of {} approved for the other item is received, thank you.",
                        "se": "The refund {} that you approved for the other part has come, thanks."}[loc].format(
                w.money("refund_approved", quoted)))
        after = quoted is not None
        out.append({"nz": f"{'But the' if after else 'The'} {c.warranty_product} went in on warranty weeks ago and "
                          "I've heard nothing.",
                    "in": f"{'However the' if after else 'The'} {c.warranty_product} sent for warranty is still "
                          "pending with you.",
                    "se": f"{'But the' if after else 'The'} {c.warranty_product} that I sent for warranty, I have "
                          "heard nothing."}[loc])
        return out
    if topic == "delivery":
        return [{"nz": "The parcel still hasn't turned up and the tracking hasn't moved in days.",
                 "in": "The consignment is not delivered yet and tracking shows no update since dispatch.",
                 "se": "The package is not here and the tracking says nothing new since many days."}[loc]]
    return [{"nz": "Pretty disappointed the return got knocked back - the damage was there out of the box.",
             "in": "I am very much disappointed that my return is rejected. The part was defective from the start.",
             "se": "I am not happy that you say no to the return. The part was broken already when it came."}[loc]]


def _quote_shop(w: ShopWriter, topic: str) -> None:
    """The shop's earlier reply quoted under the customer's mail, with its own (earlier) date."""
    r = w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(3, 9))
    staff = _staff(w)
    w.add("gap")
    w.add("line", f"On {date_text(earlier, w.date_style)}, {staff} <{staff.split()[-1].lower()}@{V.DOMAIN}> wrote:")
    w.add("quote", r.choice({
        "refund": ["Your return has been checked by the workshop and the credit is approved.",
                   "We have received the goods and the refund will be processed shortly."],
        "warranty": ["Your warranty claim has been passed to the manufacturer's agent for assessment.",
                     "The part has arrived at our workshop and is in the queue for inspection."],
        "delivery": ["Your order was despatched and is with the carrier.",
                     "The consignment left our warehouse and tracking should update within 24 hours."],
        "rejected": ["After inspection we are unable to accept the return, as the part shows signs of fitting.",
                     "Unfortunately the claim is declined: the damage is not a manufacturing fault."],
    }[topic]))
    w.add("quote", f"{staff}, {V.SHOP}")


def _forwarded_earlier(w: ShopWriter, subject: str) -> None:
    """The customer's own earlier, unanswered message, forwarded below the new one (no values)."""
    c, r = w.case, w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(4, 10))
    w.add("gap")
    w.add("line", "---------- Forwarded message ---------")
    w.add("line", f"From: {c.name} <{c.email}>")
    w.add("line", f"Date: {email_date(earlier, r.randrange(8, 20), r.randrange(60), r.randrange(60), w.tz[c.currency])}")
    w.add("line", f"Subject: {subject or '(no subject)'}")
    w.add("gap")
    w.add("para", {"nz": "Hi, just checking this reached the right person - no reply yet.",
                   "in": "Dear team, kindly acknowledge receipt of my mail.",
                   "se": "Hello, can somebody please answer my mail? Nobody has replied so far."}[w.loc])


# --------------------------------------------------------------------------- return authorisation


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["Return claim - outcome", "Claim declined", "Return not accepted"]) if rejected else
             r.choice(["Return authorisation", "Credit approval", "Return claim - outcome", "RA approved",
                       "Goods return assessment"]))
    if _is_mail(w):
        _shop_mail(w, "Returns", r.choice([f"{title} {c.case_number}", f"Your return {c.case_number}",
                                           f"RE: {c.order_id}"]))
        w.add("para", f"{ {'nz': 'Kia ora', 'in': 'Dear', 'se': 'Hej'}[w.loc]} {w.text('customer_name', c.name)},")
    else:
        _letterhead(w, title)
        w.add("rline", w.date(None, w.doc.date))
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
        if _we(c):
            w.add("line", _business(c))
        w.add("gap")
    status_word = r.choice(V.STATUS_WORDS["rejected" if rejected else "approved"])
    w.set("refund_status", "rejected" if rejected else "approved")
    refs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
            (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if rejected:
        w.block(refs + [(w.label("refund_status"), status_word)])
        w.add("gap")
        w.add("para", r.choice([
            "Our workshop inspected the part: the marks on it come from fitting and use, which the returns policy does "
            "not cover. The part will be sent back to you at our cost.",
            "The goods came back without their original packaging and show wear, so we cannot accept them for credit. "
            "You can collect them or we will freight them back."]))
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
        _credit_table(w, show_eligible)
        if promised:
            w.add("gap")
            w.kv(w.label("promised_date"), w.date("promised_date", promised))
    w.add("gap")
    w.add("para", r.choice(["The credit goes back to the card used, or onto your dealer account if you prefer.",
                            "Please keep the RA number for your records.", "No need to send anything else."]))
    _returns_sign(w)


def _credit_table(w: ShopWriter, show_eligible: bool) -> None:
    """How the credit is worked out: goods value, a fee (part of it waived), the approved credit."""
    c, r = w.case, w.rng
    rows: list[tuple[str, str]] = []
    if show_eligible:
        rows.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        rows.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                              (f"Waiver on {c.fee_basis}", f"{c.waiver}%")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    rows.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    if r.random() < 0.6:
        w.add("grid", [r.choice(["Credit calculation", "Description", "Item"]), r.choice(["Amount", "Value", ""])],
              [[a, b] for a, b in rows])
    else:
        w.block(rows)


def _approval_prose(w: ShopWriter, refs: list[tuple[str, str]], show_eligible: bool, promised: date | None) -> None:
    c, r = w.case, w.rng
    s = (f"We received the returned goods and on {w.date('approval_date', w.doc.date)} approved a credit of "
         f"{w.money('refund_approved', c.approved)} under RA {w.ident('case_number', c.case_number)} "
         f"(order {w.ident('order_id', c.order_id)}).")
    if show_eligible:
        s += f" The goods qualify for {w.money('refund_eligible', c.eligible)}"
        s += f"; we have waived {c.waiver}% of the {c.fee_basis}." if c.waiver is not None else "."
    elif c.waiver is not None:
        s += f" We have waived {c.waiver}% of the {c.fee_basis}."
    if c.waiver is not None:
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    w.add("para", s)
    if promised:
        w.add("para", r.choice(["You should see the money by {}.", "Allow until {} for the credit to appear.",
                                "Expected in your account by {}."]).format(w.date("promised_date", promised)))
    if len(refs) > 2:  # the customer number was drawn for this document
        w.add("para", f"Account ref: {w.ident('customer_id', c.customer_id)}")


def _returns_sign(w: ShopWriter) -> None:
    if _is_mail(w):
        _shop_sign(w, "Returns")
        _quote_customer(w)
    else:
        w.add("gap")
        w.add("line", f"Assessed by: {_staff(w)}")
    kit.page2(w)


def _quote_customer(w: ShopWriter) -> None:
    """Half the shop's e-mail replies carry the customer's earlier message below (no values of its own)."""
    c, r = w.case, w.rng
    if r.random() < 0.5:
        return
    earlier = w.doc.date - timedelta(days=r.randrange(2, 6))
    w.add("gap")
    w.add("line", "-----Original Message-----")
    w.add("line", f"From: {c.name} <{c.email}>")
    w.add("line", f"Sent: {email_sent(earlier, r.randrange(8, 21), r.randrange(60), c.currency)}")
    w.add("line", f"Subject: {r.choice(['Return', 'Refund please', 'Faulty part - want to send back'])}")
    w.add("gap")
    w.add("para", {"nz": "Hi, the part has gone back to you in the original box. Can you sort the refund asap?",
                   "in": "Dear Sir, kindly refund the amount for the returned item at the earliest. Regards.",
                   "se": "Hello, I have sent back the part. I want to have my money back please."}[w.loc])


# --------------------------------------------------------------------------- credit note / remittance advice


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Remittance advice", "Credit note", "Refund processed", "Payment advice", "Utbetalning / Payout"
                      if c.currency == "SEK" else "Refund confirmation"])
    method = {"NZD": ["Visa ending 4417", "bank account 12-3045-0678912-00", "dealer account"],
              "INR": ["NEFT to HDFC a/c xxxx4471", "UPI (priya@okhdfc)", "IMPS to SBI a/c xxxx0913"],
              "SEK": ["Swish 123 456 78 90", "Mastercard ****2291", "bankkonto / bank account 8327-9 ***"]}[c.currency]
    how = r.choice(method)
    w.set("refund_status", "executed")
    status = r.choice(V.STATUS_WORDS["executed"])
    with_case = r.random() < 0.7
    if _is_mail(w) and r.random() < 0.55:
        _shop_mail(w, "Accounts", r.choice([f"{title} {c.order_id}", "Payment sent", "Refund", f"RA {c.case_number}"]))
        if r.random() < 0.7:
            w.add("para", f"Hi {w.text('customer_name', c.name)},")
        s = r.choice(["{a} was paid to your {m} on {d}, ref {p}.", "We transferred {a} to {m} on {d} (ref. {p}).",
                      "Refund of {a} done {d} to {m}. Bank ref {p}."]).format(
            a=w.money("refund_executed", c.approved), m=how, d=w.date("execution_date", w.doc.date),
            p=w.ident("payment_reference", c.payment_ref))
        refs = [f"order {w.ident('order_id', c.order_id)}"]
        if with_case:
            refs.append(f"RA {w.ident('case_number', c.case_number)}")
        w.add("para", f"{s} That settles {' / '.join(refs)}. Status: {status}.")
        _shop_sign(w, "Accounts")
        return
    if _is_mail(w):
        _shop_mail(w, "Accounts", f"{title} - {c.order_id}")
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
    else:
        _letterhead(w, title)
    head = []
    if title == "Credit note":
        head.append(("Credit note no.", f"CN {r.randrange(100, 999999):06d}"))
        head.append(("Against invoice", c.invoice_number))
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
    pairs += [(r.choice(["Paid to", "Method", "Credited to"]), how), (w.label("refund_status"), status)]
    w.block(pairs)
    w.add("gap")
    amount = w.money("refund_executed", c.approved)
    _money_rows(w, [(w.label("refund_executed"), amount)])
    w.add("gap")
    w.add("para", r.choice(["Allow 1-3 banking days for the funds to clear.",
                            "This advice is for your records; no action is needed.",
                            "Questions? Quote the reference above to our accounts team."]))
    if _is_mail(w):
        _shop_sign(w, "Accounts")
    kit.page2(w)


# --------------------------------------------------------------------------- warranty


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("letter"):
        _warranty_mail(w)
        return
    title = r.choice(["Warranty claim form", "Warranty claim", "Product defect report", "Garantiärende / Warranty claim"
                      if c.currency == "SEK" else "Dealer warranty claim"])
    if w.doc.fmt == "text":
        kit.customer_headers(w, f"{title}: {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"A {title.lower()} was lodged on {V.DOMAIN}:")
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
    w.add("line", r.choice(["PART DETAILS", "Section B - the part", "About the product"]))
    w.block([(w.label("product_name"), w.text("product_name", c.warranty_product)),
             (w.label("serial_number"), w.ident("serial_number", c.serial))])
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    w.kv("Km / hours used", str(r.randrange(120, 4800)))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice(["Requested: [x] replace  [ ] repair  [ ] credit", "Photos attached: 3",
                            "Proof of purchase: invoice attached"]))
    if w.doc.fmt != "text":
        w.add("line", f"Dealer / rider signature: {c.name}")
        w.add("line", "For office use:  received ____  assessed ____  outcome ____")


def _warranty_mail(w: ShopWriter) -> None:
    """The same claim in the customer's own words."""
    c, r = w.case, w.rng
    _customer_opening(w, r.choice([f"Warranty - {c.warranty_product}", "warranty claim", "", "Faulty part"]))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    refs = _refs(w, r.random() < 0.6, r.random() < 0.4)
    w.add("para", {"nz": "Warranty claim for {} please.", "in": "I wish to lodge a warranty claim for {}.",
                   "se": "I want to make a warranty claim for {}."}[w.loc].format(", ".join(refs)))
    w.add("para", f"Part: {w.text('product_name', c.warranty_product)}, serial {w.ident('serial_number', c.serial)}. "
                  f"Problem: {w.text('issue_description', c.issue)}.")
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.add("para", {"nz": "Need it sorted by {}.", "in": "Kindly resolve on or before {}.",
                       "se": "I need it back until {}."}[w.loc].format(w.date("customer_deadline", deadline)))
    _customer_close(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


def _local_case(case: Case, rng: random.Random) -> None:
    """Prices in the case's currency (whole rupees and kronor), a local e-mail domain, bike shops say "we"."""
    factor = V.PRICE_FACTOR[case.currency]
    if factor != 1:
        case.items[:] = [(p, q, cents((u * factor).to_integral_value())) for p, q, u in case.items]
    user = case.email.split("@")[0]
    case.email = f"{user}@{rng.choice({'NZD': ['example.co.nz', 'example.com'], 'INR': ['example.in', 'example.com'], 'SEK': ['example.se', 'example.com']}[case.currency])}"
    if rng.random() < 0.45:
        case.flags.add("we")


def _form_or_letter(doc: Doc, rng: random.Random) -> None:
    if doc.doc_type == "warranty_form" and (doc.fmt == "email" or rng.random() < 0.35):
        doc.style["letter"] = 1


SHOP = ShopSpec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Tarn & Trail Cycle Supply", case_prefix="T", file_prefix="tt_", kinds=KINDS,
    currencies=["NZD"] * 6 + ["INR"] * 4 + ["SEK"] * 4, id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=_local_case, doc_hook=_form_or_letter,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 5's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
