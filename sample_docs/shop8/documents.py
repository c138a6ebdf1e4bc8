"""Shop 8's cases and documents, content and truth written together (one call prints a value and
records its truth, as in sample_docs/documents.py; cases, planning and batch building are
shop_kit.py's ShopSpec, with this shop's vocabulary, odds and templates).

Shop 8 is a trade chandlery and marine electronics wholesaler in Australia, New Zealand,
Singapore and South Africa, and writes its own documents: tax invoices with GST (VAT in South
Africa) and a reference strip whose labels sit above the values; sales order acknowledgements and
pick slips; con notes and despatch advices; RMA decisions from the service bench; credit advices
and EFT remittances; warranty claims lodged for units taken off boats. Customers (boat owners,
boatyards, charter firms, fishing fleets) write easy-going Australian, brief Kiwi, formal
Singaporean or direct South African e-mails and letters; some forward the shop's earlier reply.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _expectation
from sample_docs.formatting import cents, date_truth
from sample_docs.shop8 import vocab as V
from sample_docs.shop8.values import (DATE_STYLES, ID_SHAPES, MONEY_STYLES, TRACKING, date_text, email_sent,
                                      money_text)
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.16, "email": 0.18, "text": 0.14, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.1,
                "pdf_scan": 0.09, "noisy_pdf_scan": 0.09}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS,
    "invoice": {**PRINT_FORMATS, "pdf_text": 0.28},
    "warranty_form": {**PRINT_FORMATS, "email": 0.12, "text": 0.08},
}
KINDS = ["refund"] * 3 + ["refund_letter"] * 4 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["delivery"] * 2
DEFAULT_SEED = 83
STAFF = {"AUD": ["Shelley Burgess", "Raj Patel"], "NZD": ["Tui Herewini", "Gareth Rowe"],
         "SGD": ["Jasmine Ong", "Muhammad Hafiz"], "ZAR": ["Nadia Fourie", "Lwazi Khumalo"]}
PHONES = {"AUD": "(08) 9430 7712", "NZD": "09 361 4480", "SGD": "+65 6862 1190", "ZAR": "021 511 4093"}


class ShopWriter(kit.LocaleShopWriter):
    """Writer with shop 8's value styles, label pools, locales and deadline wording."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = {"AUD": "+0800", "NZD": "+1300", "SGD": "+0800", "ZAR": "+0200"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)
    email_sent = staticmethod(email_sent)

    def label(self, key: str) -> str:
        """A label from the pool, leaving out the tax words of another country."""
        cur = self.case.currency
        foreign = set().union(*(words for c, words in V.LOCAL_LABELS.items() if c != cur), V.NOT_IN.get(cur, set()))
        return self.rng.choice([lab for lab in V.LABELS[key] if lab not in foreign])


# --------------------------------------------------------------------------- shared pieces


_is_mail, _we = kit.is_mail, kit.says_we


def _business(c: Case) -> str:
    return kit.business(V, c)


def _staff(w: ShopWriter) -> str:
    return w.rng.choice(STAFF[w.case.currency])


def _masthead(w: ShopWriter, title: str | None) -> None:
    """Company name with the registration line, the title under it or, on some, in a box line above."""
    r = w.rng
    w.add("head", V.SHOP)
    w.add("small", V.LETTERHEAD[w.case.currency])
    w.add("gap")
    if title:
        w.add("title", title.upper() if r.random() < 0.3 else title)


def _shop_mail(w: ShopWriter, dept: str, subject: str) -> None:
    kit.shop_headers(w, dept, subject)


def _hello(w: ShopWriter, name: str) -> str:
    word = w.rng.choice({"au": ["Hi", "G'day", "Hello"], "nz": ["Kia ora", "Hi"], "sg": ["Dear", "Dear"],
                         "za": ["Hi", "Good day", "Dear"]}[w.loc])
    return f"{word} {w.text('customer_name', name)},"


def _shop_sign(w: ShopWriter, team: str) -> None:
    r = w.rng
    w.add("gap")
    w.add("line", r.choice({"au": ["Cheers,", "Kind regards,", "Thanks,"], "nz": ["Ngā mihi,", "Cheers,", "Thanks,"],
                            "sg": ["Best regards,", "Thank you,"], "za": ["Kind regards,", "Regards,"]}[w.loc]))
    staff = _staff(w)
    if r.random() < 0.5:
        w.add("line", f"{staff} | {team}")
        w.add("line", V.SHOP)
    else:
        w.add("line", staff)
        w.add("line", f"{team} - {V.SHOP}")
    if r.random() < 0.6:
        w.add("small", f"P {PHONES[w.case.currency]}  W {V.DOMAIN}")


def _stacked_refs(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """A reference strip: labels in a row, the values under them, up to four to a row."""
    for i in range(0, len(pairs), 4):
        group = pairs[i:i + 4]
        w.add("grid", [lab for lab, _ in group], [[val for _, val in group]])
    w.add("gap")


def _two_col(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """Two label/value pairs to a line."""
    for i in range(0, len(pairs) - 1, 2):
        w.add("kv2", *pairs[i], *pairs[i + 1])
    if len(pairs) % 2:
        w.kv(*pairs[-1])
    w.add("gap")


def _refs(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """References: a strip with labels above values, two columns, a right-hand block or the layout."""
    how = w.rng.random()
    if how < 0.3 and not _is_mail(w):
        _stacked_refs(w, pairs)
    elif how < 0.5:
        _two_col(w, pairs)
    elif how < 0.65 and not _is_mail(w):
        for lab, val in pairs:
            w.add("rkv", lab, val)
        w.add("gap")
    else:
        w.block(pairs)
        w.add("gap")


def _party(w: ShopWriter, name: str, key: str) -> None:
    c, r = w.case, w.rng
    if r.random() < 0.35:
        w.add("line", w.label(key).upper())
        w.add("line", w.text("customer_name", name))
    else:
        w.kv(w.label(key), w.text("customer_name", name))
    if _we(c):
        w.add("line", _business(c))
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")


def _totals(w: ShopWriter, rows: list[tuple[str, str]]) -> None:
    how = w.rng.random()
    if how < 0.5:
        for lab, val in rows:
            w.add("rkv", lab, val)
    elif how < 0.7:
        w.add("grid", [lab for lab, _ in rows], [[val for _, val in rows]])
    else:
        w.block(rows)


def _lines(w: ShopWriter) -> list[list[str]]:
    return [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in w.case.items]


# --------------------------------------------------------------------------- tax invoice


def invoice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    _masthead(w, r.choice(V.INVOICE_TITLES[c.currency]))
    refs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
            (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    _refs(w, refs)
    _party(w, name, "customer_name")
    rows = _lines(w)
    if r.random() < 0.35:
        rows.append(["Freight - " + r.choice(V.CARRIERS[c.currency]), "1", w.money(None, Decimal("0")),
                     w.money(None, Decimal("0"))])
    w.add("table", r.choice(V.TABLE_HEADERS), rows)
    w.add("gap")
    word, rate = V.TAX[c.currency]
    tax_label = r.choice([f"{word} {rate:.0f}%", f"Plus {word}", f"{word} @ {rate:.0f}%", f"{word} amount"])
    _totals(w, [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_label, w.money("tax_amount", c.tax)),
                (w.label("order_total"), w.money("order_total", c.total))])
    w.add("gap")
    w.add("para", r.choice(V.PAYMENT_NOTES[c.currency]))
    if r.random() < 0.4:
        w.add("small", "Prices include freight to the nearest depot unless shown otherwise. E&OE.")
    kit.page2(w)


# --------------------------------------------------------------------------- sales order acknowledgement


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    title = r.choice(["Sales Order Acknowledgement", "Order confirmation", "Pick slip / order copy",
                      "Thanks for your order", "Order received"])
    est = c.est_confirm if r.random() < 0.7 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if _is_mail(w) and r.random() < 0.6:
        _order_mail(w, est, cust, name)
        return
    if _is_mail(w):
        _shop_mail(w, "Sales", f"{title} - {c.order_id}")
    else:
        _masthead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if est and r.random() < 0.5:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        est = None
    _refs(w, pairs)
    _party(w, name, r.choice(["customer_name", "ship_name"]))
    w.add("table", r.choice(V.TABLE_HEADERS), _lines(w))
    w.add("gap")
    word = V.TAX[c.currency][0]
    _totals(w, [(r.choice([f"Order value incl. {word}", w.label("order_total")]), w.money("order_total", c.total))])
    w.add("gap")
    if est:
        w.add("para", r.choice(["Estimated delivery: {}.", "Should be with you {}.",
                                "Our freight desk expects delivery {}."]).format(
            r.choice(["on ", "by ", ""]) + w.date("delivery_estimate", est)))
    w.add("para", r.choice(["Backorders ship as soon as stock lands; you will not be charged twice for freight.",
                            "Please check the part numbers - electrical items cannot be returned once installed.",
                            f"This is not a tax invoice. Questions? Call {PHONES[c.currency]}."]))
    if _is_mail(w):
        _shop_sign(w, "Sales desk")
    kit.page2(w)


def _order_mail(w: ShopWriter, est: date | None, cust: bool, name: str) -> None:
    c, r = w.case, w.rng
    _shop_mail(w, "Sales", r.choice([f"Order {c.order_id} received", "We've got your order",
                                     f"Saltbush Marine - order {c.order_id}", "Order acknowledgement"]))
    w.add("para", _hello(w, name))
    items = "\n".join(f"  {q} x {p}" for p, q, _ in c.items)
    w.add("para", r.choice(["Thanks for ordering with Saltbush Marine. Order {o} dated {d} is now being picked.",
                            "This confirms sales order {o}, placed {d}.",
                            "We have received your order {o} of {d} and it is booked in."]).format(
        o=w.ident("order_id", c.order_id), d=w.date("order_date", c.order_date)))
    w.add("line", "What you ordered:")
    for line in items.splitlines():
        w.add("line", line)
    w.add("para", r.choice(["Order value {} including {}.", "Total {} inc. {}."]).format(
        w.money("order_total", c.total), V.TAX[c.currency][0]))
    if est:
        w.add("para", r.choice(["Expected delivery is {}.", "The freight desk is estimating {}.",
                                "You should have it {}."]).format(
            r.choice(["on ", "by ", ""]) + w.date("delivery_estimate", est)))
    if cust:
        w.add("para", r.choice(["Your account code with us is {}.", "Please quote account {} on any enquiry."]).format(
            w.ident("customer_id", c.customer_id)))
    _shop_sign(w, "Sales desk")


# --------------------------------------------------------------------------- despatch advice / con note


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    est = c.est_ship if (r.random() < 0.7 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.8
    title = r.choice(["Despatch Advice", "Consignment note", "Goods on the way", "Delivery docket",
                      "Shipment notification"])
    if _is_mail(w) and r.random() < 0.6:
        _despatch_mail(w, est, with_name)
        return
    if _is_mail(w):
        _shop_mail(w, "Despatch", f"{title} {c.order_id}")
    else:
        _masthead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("ship_date"), w.date("ship_date", w.doc.date)),
              (w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    _refs(w, pairs)
    if with_name:
        _party(w, c.name, "ship_name")
    w.add("grid", [r.choice(["Packed", "Contents", "Line"]), "Qty", r.choice(["Bin", "Pick loc."])],
          [[p, str(q), f"{r.choice('ABCDEF')}{r.randrange(1, 40):02d}-{r.randrange(1, 6)}"] for p, q, _ in c.items])
    w.add("line", f"Cartons: {len(c.items)}   Dead weight: {r.randrange(5, 600) / 10:.1f} kg")
    w.add("gap")
    w.add("para", r.choice(["Paints and flares travel by road and may arrive separately.",
                            "Please note any damage on the driver's scanner before signing.",
                            "Signature required on delivery. Authority to leave can be arranged with the carrier."]))
    if _is_mail(w):
        _shop_sign(w, "Despatch")


def _despatch_mail(w: ShopWriter, est: date | None, with_name: bool) -> None:
    c, r = w.case, w.rng
    _shop_mail(w, "Despatch", r.choice([f"Order {c.order_id} has shipped", "Your goods are on the way",
                                        f"Despatch {c.order_id}", "Tracking details"]))
    if with_name:
        w.add("para", _hello(w, c.name))
    lab = r.choice(["con note", "tracking number", "waybill"])
    w.add("para", r.choice(["Order {o} was despatched on {d} via {k}; the {lab} is {t}.",
                            "{k} picked up order {o} from our warehouse on {d} ({lab} {t}).",
                            "Your order {o} shipped {d} with {k}. Track it with {lab} {t}."]).format(
        o=w.ident("order_id", c.order_id), d=w.date("ship_date", w.doc.date), k=w.text("carrier", c.carrier),
        t=w.ident("tracking_number", c.tracking), lab=lab))
    if est:
        w.add("para", r.choice(["Estimated arrival {}.", "The carrier expects to deliver {}.",
                                "Should land with you {}."]).format(
            r.choice(["on ", "by ", ""]) + w.date("delivery_estimate", est)))
    if r.random() < 0.4:
        w.add("para", f"Account: {w.ident('customer_id', c.customer_id)}")
    _shop_sign(w, "Despatch")


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
    w.add("rline" if r.random() < 0.5 else "line", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", r.choice(["Attn: Returns", "The Service Manager", "Customer Service"]))
    w.add("line", V.SHOP)
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
        w.add("line", r.choice(["Skipper, ", "Yard manager, ", "Purchasing, ", "Owner, ", ""]) + _business(c))
    elif r.random() < 0.4:
        w.add("line", {"au": f"04{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}",
                       "nz": f"021 {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                       "sg": f"+65 {r.randrange(8000, 9999)} {r.randrange(1000, 9999)}",
                       "za": f"08{r.randrange(2, 4)} {r.randrange(100, 999)} {r.randrange(1000, 9999)}"}[w.loc])
    if _is_mail(w) and r.random() < 0.25:
        w.add("small", r.choice(["Sent from my Galaxy", "Sent from my iPad", "Sent from Mail for Windows"]))


def _ref_words(w: ShopWriter, case_no: bool, cust: bool) -> list[str]:
    c, r = w.case, w.rng
    out = [r.choice(["order {}", "sales order {}", "our order ({})", "order number {}"]).format(
        w.ident("order_id", c.order_id))]
    if case_no:
        out.insert(0, r.choice(["claim {}", "RMA {}", "your ref {}", "ticket {}"]).format(
            w.ident("case_number", c.case_number)))
    if cust:
        out.append(r.choice(["account {}", "acct {}", "customer code {}"]).format(w.ident("customer_id", c.customer_id)))
    return out


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("form"):
        _rma_form(w)
        return
    item = c.return_item[0]
    voice = "we" if _we(c) else "I"
    subject = "" if r.random() < 0.2 else r.choice([f"Return - {c.order_id}", "Refund request", item,
                                                     "Sending something back", f"RMA please, order {c.order_id}"])
    _customer_opening(w, subject)
    refs = _ref_words(w, "rr_case_no" in w.doc.style, r.random() < 0.5)
    if not _is_mail(w):
        w.add("line", r.choice(["Re: ", "Subject: ", "RE - "]) + ", ".join(refs))
        w.add("gap")
        ref_s = ""
    else:
        ref_s = r.choice(["This is about {}.", "Ref {}.", "Regarding {}."]).format(", ".join(refs))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    w.text("return_reason", c.reason)
    opener = r.choice(V.OPENERS[w.loc])
    reason = r.choice(V.REASON_SENTENCES[(w.loc, voice)]).format(item=item, reason=c.reason)
    amount = r.choice(V.AMOUNT_SENTENCES[(w.loc, voice)]).format(amt=w.money("refund_requested", c.requested))
    w.add("para", " ".join(x for x in (opener, ref_s, reason) if x))
    if r.random() < 0.4:
        w.add("para", {"au": "It's back in the box and ready for the courier whenever you send one.",
                       "nz": "All packed up again, just let me know where to drop it.",
                       "sg": "The item is in its original packaging and can be collected at your convenience.",
                       "za": "It's packed and waiting at the marina office."}[w.loc])
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("para", f"{amount} {sentence}")
    _customer_close(w)


def _rma_form(w: ShopWriter) -> None:
    """The shop's return authorisation request, filled in online or on paper at the counter."""
    c, r = w.case, w.rng
    title = r.choice(["RMA request", "Return authorisation request", "Goods return form", "Online return request"])
    if _is_mail(w):
        kit.customer_headers(w, f"{title} [{c.order_id}]")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"Form submitted at {V.DOMAIN}/rma - details below.")
    else:
        _masthead(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not _is_mail(w):
        pairs.append((r.choice(["Date", "Date of request", "Request date"]), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    p, q, u = c.return_item
    w.add("grid", ["Part returned", "Qty", "Installed?"], [[p, "1", r.choice(["No", "No - unopened", "Trial fit only"])]])
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv("Refund to", r.choice(["Card used for purchase", "Trade account", "EFT"]))
    sentence = _expectation(w, V.EXPECT_REFUND_DL[w.loc], V.EXPECT_REFUND_NO_DL[w.loc], w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", r.choice(["Comments:", "Other information:", "Notes for the returns team:"]))
    w.add("para", sentence)
    if not _is_mail(w):
        w.add("line", f"Signed: {c.name}")


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    subject = "" if r.random() < 0.2 else r.choice([f"Re: {c.case_number}", f"Order {c.order_id}",
                                                     "Refund still not received", "Follow up", "Not happy",
                                                     "Where's my order?", "Update please"])
    _customer_opening(w, subject)
    refs = _ref_words(w, r.random() < 0.75, r.random() < 0.35)
    if not _is_mail(w):
        w.add("line", "Re: " + ", ".join(refs))
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    opener = {"au": ["Just chasing up {}.", "Following up on {}.", "Checking in about {}."],
              "nz": ["Following up {}.", "Just checking on {}."],
              "sg": ["I refer to {}.", "With reference to {}.", "I am writing further to {}."],
              "za": ["I'm following up on {}.", "Once again about {}."]}[w.loc]
    body = [r.choice(opener).format(", ".join(refs)) if _is_mail(w) else ""]
    body += _complaint(w, topic, quoted)
    w.add("para", " ".join(x for x in body if x))
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Our sailing date has changed since I last wrote.",
                                "Please note the date has moved.", "There's a new date now, see below."]))
    expect = {"refund": (V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL), "warranty": (V.EXPECT_REPAIR_DL,
              V.EXPECT_REPAIR_NO_DL), "delivery": (V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL),
              "rejected": (V.EXPECT_REJECTED, V.EXPECT_REJECTED)}[topic]
    sentence = _expectation(w, expect[0][w.loc], expect[1][w.loc], w.doc.style["deadline_value"])
    w.add("para", sentence)
    _customer_close(w)
    if _is_mail(w) and r.random() < 0.6:
        _forwarded_reply(w, topic)


def _complaint(w: ShopWriter, topic: str, quoted: Decimal | None) -> list[str]:
    c, r = w.case, w.rng
    loc = w.loc
    if topic == "refund":
        if quoted is None:
            return [{"au": "You said the return was all approved but nothing has hit my account yet.",
                     "nz": "Return was approved apparently, but no money yet.",
                     "sg": "I was informed that the return was approved, however the refund has not been received.",
                     "za": "You told me the return was approved but I still haven't been paid."}[loc]]
        amt = w.money("refund_approved", quoted)
        return [r.choice({"au": [f"Your email said {amt} had been approved, but it still hasn't come through.",
                                 f"You approved {amt} back to me and I'm still waiting on it."],
                          "nz": [f"You approved {amt} but it hasn't arrived.",
                                 f"Still no sign of the {amt} you approved."],
                          "sg": [f"Your team approved a refund of {amt}; however, it has not been credited.",
                                 f"A refund of {amt} was approved but I have yet to receive it."],
                          "za": [f"You approved a refund of {amt} but there's nothing in my account.",
                                 f"The {amt} you approved still hasn't been paid."]}[loc])]
    if topic == "warranty":
        out = []
        if quoted is not None:
            out.append({"au": "The {} refund for the other part came through fine, thanks.",
                        "nz": "Got the {} refund for the other item, cheers.",
                        "sg": "The refund of {} for the other item has been received, thank you.",
                        "za": "The {} for the other item was paid, thanks."}[loc].format(
                w.money("refund_approved", quoted)))
        lead = "But the" if quoted is not None else "The"
        out.append({"au": f"{lead} {c.warranty_product} has been with your service team for weeks and no word.",
                    "nz": f"{lead} {c.warranty_product} claim has gone quiet.",
                    "sg": f"{'However, the' if quoted is not None else 'The'} warranty claim for the "
                          f"{c.warranty_product} has not been attended to.",
                    "za": f"{lead} {c.warranty_product} is still sitting with you and nobody has phoned."}[loc])
        return out
    if topic == "delivery":
        return [{"au": "The parcel still hasn't turned up and the tracking hasn't moved in days.",
                 "nz": "Nothing's arrived yet and the tracking is stuck.",
                 "sg": "The goods have not been delivered and the tracking status has not been updated.",
                 "za": "Still no delivery and the tracking says nothing new."}[loc]]
    return [{"au": "I'm pretty disappointed the return was knocked back - it was faulty straight out of the box.",
             "nz": "Gutted the return was declined, it never worked.",
             "sg": "I am disappointed that the return was rejected, as the item was defective upon arrival.",
             "za": "I'm not happy that you declined the return - it was broken when it arrived."}[loc]]


def _forwarded_reply(w: ShopWriter, topic: str) -> None:
    """The shop's earlier reply under the customer's mail: quoted with '>' or as an Outlook block."""
    c, r = w.case, w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(2, 8))
    staff = _staff(w)
    text = r.choice({
        "refund": ["Your return has been checked by the service bench and the credit approved.",
                   "We have the goods back and accounts will process the refund in the next pay run."],
        "warranty": ["Your unit is booked in with the service bench and the claim lodged with the manufacturer.",
                     "We are waiting on the manufacturer to confirm a replacement."],
        "delivery": ["Your order has been despatched and is with the carrier.",
                     "The carrier has the freight; tracking usually updates within 24 hours."],
        "rejected": ["The unit shows signs of installation and water damage, so we cannot accept it back.",
                     "The return was requested outside our 30-day returns period."],
    }[topic])
    addr = f"{staff.split()[0].lower()}@{V.DOMAIN}"
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"On {date_text(earlier, w.date_style)}, {staff} <{addr}> wrote:")
        w.add("quote", text)
        w.add("quote", f"{staff} - {V.SHOP}")
    else:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {staff} <{addr}>")
        w.add("line", f"Sent: {email_sent(earlier, r.randrange(8, 17), r.randrange(60), c.currency)}")
        w.add("line", f"To: {c.email}")
        w.add("gap")
        w.add("para", text)


# --------------------------------------------------------------------------- RMA decision


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["RMA decision", "Return declined", "Service bench report"]) if rejected else
             r.choice(["RMA approved", "Return authorisation", "Credit approval", "Service bench report"]))
    if _is_mail(w):
        _shop_mail(w, "Service", r.choice([f"Claim {c.case_number} - outcome", f"{title}: {c.order_id}",
                                           f"RE: return on order {c.order_id}"]))
        w.add("para", _hello(w, c.name))
    else:
        _masthead(w, title)
        w.add("rline", w.date(None, w.doc.date))
        _party(w, c.name, "customer_name")
    status_word = r.choice(V.STATUS_WORDS["rejected" if rejected else "approved"])
    w.set("refund_status", "rejected" if rejected else "approved")
    refs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
            (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if rejected:
        _refs(w, refs + [(w.label("refund_status"), status_word)])
        w.add("para", r.choice([
            "Our technician found the unit had been wired in and shows salt-water corrosion on the terminals, so "
            "it cannot be accepted as a change-of-mind return. We can send it back to you at no charge.",
            "The goods reached us after the 30-day returns period and without the original packaging. A bench test "
            "found no fault."]))
        _bench_sign(w)
        return
    show_eligible = c.eligible != c.approved or r.random() < 0.4
    promised = c.promised if r.random() < 0.8 else None
    if _is_mail(w) and r.random() < 0.5:
        _approval_prose(w, show_eligible, promised, len(refs) > 2)
    else:
        refs.append((w.label("approval_date"), w.date("approval_date", w.doc.date)))
        refs.append((w.label("refund_status"), status_word))
        _refs(w, refs)
        _credit_block(w, show_eligible)
        if promised:
            w.add("gap")
            w.kv(w.label("promised_date"), w.date("promised_date", promised))
    w.add("gap")
    w.add("para", r.choice(["The credit goes back to the card or account you paid from.",
                            "Trade accounts: the credit will appear on your next statement.",
                            "Keep this RMA number in case you need to contact us."]))
    _bench_sign(w)


def _credit_block(w: ShopWriter, show_eligible: bool) -> None:
    c, r = w.case, w.rng
    rows: list[tuple[str, str]] = []
    if show_eligible:
        rows.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        rows.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                              (f"Waiver of {c.fee_basis}", f"{c.waiver}%")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    rows.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    _totals(w, rows)


def _approval_prose(w: ShopWriter, show_eligible: bool, promised: date | None, cust: bool) -> None:
    c, r = w.case, w.rng
    s = (f"Good news: the service bench has assessed the goods returned on order {w.ident('order_id', c.order_id)} "
         f"(claim {w.ident('case_number', c.case_number)}) and on {w.date('approval_date', w.doc.date)} we approved a "
         f"credit of {w.money('refund_approved', c.approved)}.")
    if show_eligible:
        s += f" The goods came back with a value of {w.money('refund_eligible', c.eligible)}"
        s += f", and we have waived {c.waiver}% of the {c.fee_basis}." if c.waiver is not None else "."
    elif c.waiver is not None:
        s += f" We have waived {c.waiver}% of the {c.fee_basis}."
    if c.waiver is not None:
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    w.add("para", s)
    if promised:
        w.add("para", r.choice(["Allow until {} for the funds to clear.", "You should see it by {}.",
                                "Expect the money in your account by {}."]).format(w.date("promised_date", promised)))
    if cust:
        w.add("para", f"Account code: {w.ident('customer_id', c.customer_id)}")


def _bench_sign(w: ShopWriter) -> None:
    if _is_mail(w):
        _shop_sign(w, "Service & Warranty")
    else:
        w.add("gap")
        w.add("line", f"Assessed by: {_staff(w)}    Bench {w.rng.choice('ABC')}{w.rng.randrange(1, 4)}")
    kit.page2(w)


# --------------------------------------------------------------------------- credit advice / EFT remittance


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Credit Advice", "EFT Remittance Advice", "Refund processed", "Adjustment note"])
    how = r.choice({"AUD": ["Visa ending 4471", "EFT to BSB 063-000 ****8812", "trade account"],
                    "NZD": ["Mastercard ending 2290", "bank transfer to 02-****-0418311-00", "trade account"],
                    "SGD": ["PayNow", "Visa ending 6003", "bank transfer to DBS ****2231"],
                    "ZAR": ["EFT to FNB ****5531", "Visa ending 9154", "trade account"]}[c.currency])
    w.set("refund_status", "executed")
    status = r.choice(V.STATUS_WORDS["executed"])
    with_case = r.random() < 0.7
    if _is_mail(w) and r.random() < 0.55:
        _shop_mail(w, "Accounts", r.choice([f"Refund paid - {c.order_id}", "Your refund is on its way",
                                            f"Remittance {c.case_number}", "Credit processed"]))
        if r.random() < 0.7:
            w.add("para", _hello(w, c.name))
        s = r.choice(["We have paid {a} back to your {m} on {d}. Payment reference {p}.",
                      "On {d} we refunded {a} to {m} (ref {p}).",
                      "A refund of {a} went out on {d} to {m}; the bank reference is {p}."]).format(
            a=w.money("refund_executed", c.approved), m=how, d=w.date("execution_date", w.doc.date),
            p=w.ident("payment_reference", c.payment_ref))
        refs = [f"order {w.ident('order_id', c.order_id)}"]
        if with_case:
            refs.append(f"claim {w.ident('case_number', c.case_number)}")
        w.add("para", f"{s} That settles {' / '.join(refs)} - status: {status}.")
        w.add("para", r.choice(["Banks can take 2-3 business days to show the funds.",
                                "Thanks for your patience with this one."]))
        _shop_sign(w, "Accounts")
        return
    if _is_mail(w):
        _shop_mail(w, "Accounts", f"{title} - {c.order_id}")
        w.add("para", _hello(w, c.name))
    else:
        _masthead(w, title)
    head = []
    if title in ("Credit Advice", "Adjustment note"):
        head.append(("Credit no.", f"CA{r.randrange(10000, 99999)}"))
        head.append(("Against invoice", c.invoice_number))
    head.append((w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)))
    head.append((w.label("execution_date"), w.date("execution_date", w.doc.date)))
    if not _is_mail(w):
        _refs(w, head)
        _party(w, c.name, "customer_name")
        head = []
    pairs = head + [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if with_case:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(r.choice(["Paid to", "Method", "Refunded via"]), how), (w.label("refund_status"), status)]
    w.block(pairs)
    w.add("gap")
    if title in ("Credit Advice", "Adjustment note") and r.random() < 0.6:
        p, q, u = c.return_item
        w.add("table", ["Credited line", "Qty", "Unit incl. tax", "Credit"],
              [[p, "1", w.money(None, c.gross(u)), w.money(None, c.gross(u))]])
        w.add("gap")
    _totals(w, [(w.label("refund_executed"), w.money("refund_executed", c.approved))])
    w.add("gap")
    w.add("para", r.choice(["For your records - no action required.",
                            f"Questions about this credit: accounts@{V.DOMAIN}"]))
    if _is_mail(w):
        _shop_sign(w, "Accounts")
    kit.page2(w)


# --------------------------------------------------------------------------- warranty claim


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("letter"):
        _warranty_mail(w)
        return
    title = r.choice(["Warranty Claim Form", "Product warranty claim", "Service request - warranty",
                      "Warranty lodgement"])
    if w.doc.fmt == "text":
        kit.customer_headers(w, f"{title} - {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"A warranty claim was lodged through {V.DOMAIN}/warranty:")
    else:
        _masthead(w, title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if w.doc.fmt != "text" and r.random() < 0.4:
        _stacked_refs(w, pairs)
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
    else:
        w.block(pairs + [(w.label("customer_name"), w.text("customer_name", c.name))])
    w.add("gap")
    w.add("line", r.choice(["PRODUCT", "Unit details", "Equipment"]))
    w.block([(w.label("product_name"), w.text("product_name", c.warranty_product)),
             (w.label("serial_number"), w.ident("serial_number", c.serial))])
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    w.kv(r.choice(["Vessel", "Boat name"]), r.choice(["Southern Cross", "Kōtuku", "Sea Biscuit", "Blue Heeler",
                                                      "Marlin II", "Wind Dancer"]))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice(["Installed by: owner [x]  dealer [ ]  boatyard [ ]", "Receipt attached: yes",
                            "Outcome sought: [ ] credit  [x] repair  [ ] replace"]))
    if w.doc.fmt != "text":
        w.add("line", f"Claimant: {c.name}")
        w.add("line", "Office use - Mfr claim no.: ______  Tech: ______  Result: ______")


def _warranty_mail(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    _customer_opening(w, r.choice([f"Warranty claim - {c.warranty_product}", "Faulty unit", "", "warranty please"]))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    refs = _ref_words(w, r.random() < 0.6, r.random() < 0.4)
    w.add("para", {"au": "I'd like to put in a warranty claim on {}.", "nz": "Warranty claim please for {}.",
                   "sg": "I would like to submit a warranty claim in respect of {}.",
                   "za": "I need to log a warranty claim for {}."}[w.loc].format(", ".join(refs)))
    w.add("para", f"It's the {w.text('product_name', c.warranty_product)}, serial "
                  f"{w.ident('serial_number', c.serial)}. {w.text('issue_description', c.issue)}.")
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.add("para", {"au": "We really need it back by {}.", "nz": "Need it back by {} if possible.",
                       "sg": "Kindly return the unit by {}.", "za": "Please have it back to me by {}."}[w.loc].format(
            w.date("customer_deadline", deadline)))
    _customer_close(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


def _fit_reason_and_issue(case: Case) -> None:
    """A return reason and a fault that fit the product (the drawn ones when no fitting one is listed)."""
    fitting = V.REASON_BY_PRODUCT.get(case.return_item[0])
    if fitting:
        case.reason = fitting
    elif case.reason in V.REASON_BY_PRODUCT.values():
        case.reason = ["the charter it was needed for was cancelled",
                       "it turned up after the boat had already left port"][int(case.cid[1:]) % 2]
    case.issue = V.ISSUE_BY_PRODUCT.get(case.warranty_product, case.issue)


def _local_case(case: Case, rng: random.Random) -> None:
    """Prices in the case's currency, a local e-mail domain; boatyards and charter firms say "we"."""
    factor = V.PRICE_FACTOR[case.currency]
    if factor != 1:
        case.items[:] = [(p, q, cents(u * factor)) for p, q, u in case.items]
    user = case.email.split("@")[0]
    case.email = f"{user}@{rng.choice({'AUD': ['example.com.au', 'example.com'], 'NZD': ['example.co.nz', 'example.nz'], 'SGD': ['example.com.sg', 'example.sg'], 'ZAR': ['example.co.za', 'example.com']}[case.currency])}"
    if rng.random() < 0.4:
        case.flags.add("we")


def _form_or_letter(doc: Doc, rng: random.Random) -> None:
    if doc.doc_type == "warranty_form" and (doc.fmt == "email" or rng.random() < 0.35):
        doc.style["letter"] = 1


class _Spec(ShopSpec):
    def make_case(self, *args, **kwargs) -> Case:
        case = super().make_case(*args, **kwargs)
        _fit_reason_and_issue(case)
        return case


SHOP = _Spec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Saltbush Marine Supply", case_prefix="M", file_prefix="sm_", kinds=KINDS,
    currencies=["AUD"] * 5 + ["NZD"] * 4 + ["SGD"] * 4 + ["ZAR"] * 3, id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=_local_case, doc_hook=_form_or_letter,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 8's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
