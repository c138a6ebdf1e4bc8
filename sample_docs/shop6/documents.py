"""Shop 6's cases and documents, content and truth written together (one call prints a value and
records its truth, as in sample_docs/documents.py; cases, planning and batch building are
shop_kit.py's ShopSpec, with this shop's vocabulary, odds and templates).

Shop 6 is a clinical and laboratory supplies distributor in South Africa, Ireland and the USA and
writes a distributor's paperwork: tax invoices with banking details and a payment due date;
order acknowledgements quoting the customer's own PO number; advance ship notices and delivery
dockets with lot numbers and cold-chain notes; returned-goods authorisations (RGA) whose credit
deducts a restocking, handling or decontamination fee; proof-of-payment slips, tax credit notes,
US credit memos with bracketed amounts and card-refund e-mails; instrument service requests with
a decontamination declaration. Customers write letters and e-mails, fill in web forms (mailed to
the shop as a field dump), talk to the live chat (mailed as a transcript) or, in South Africa,
send WhatsApp messages that staff forward. Staff send terse operator mails. References are
printed as label blocks, dotted leaders or one pipe-separated line.
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _expectation, _unique
from sample_docs.formatting import cents, date_truth, email_date, month_end
from sample_docs.shop6 import vocab as V
from sample_docs.shop6.values import (DATE_STYLES, ID_SHAPES, MONEY_STYLES, PAYMENT_SHAPES, TRACKING, chat_time,
                                      credit_text, date_text, email_sent, money_text)
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.16, "email": 0.22, "text": 0.14, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.1,
                "pdf_scan": 0.07, "noisy_pdf_scan": 0.07}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS,
    "invoice": {**PRINT_FORMATS, "pdf_text": 0.34},
    "warranty_form": {**PRINT_FORMATS, "fax": 0.2, "email": 0.14, "text": 0.08},
}
KINDS = ["refund"] * 2 + ["refund_letter"] * 3 + ["warranty"] * 2 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["delivery"] * 2
DEFAULT_SEED = 97


class ShopWriter(kit.LocaleShopWriter):
    """Writer with shop 6's value styles, label pools, locales and deadline wording."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = V.TZ
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)
    email_sent = staticmethod(email_sent)


    def label(self, key: str) -> str:
        """A label from the pool, leaving out the words only another country's documents use."""
        cur = self.case.currency
        foreign = set().union(*(words for c, words in V.LOCAL_LABELS.items() if c != cur)) - V.LOCAL_LABELS[cur]
        return self.rng.choice([lab for lab in V.LABELS[key] if lab not in foreign])

    def status(self, kind: str) -> str:
        word = self.rng.choice(V.STATUS_WORDS[kind])
        return V.STATUS_US.get(word, word) if self.case.currency == "USD" else word



# --------------------------------------------------------------------------- shared pieces


_is_mail, _we = kit.is_mail, kit.says_we


def _business(c: Case) -> str:
    return kit.business(V, c)


def _voiced(templates: list[str], we: bool) -> list[str]:
    """The customer's sentences in the first person plural when a practice or lab writes."""
    if not we:
        return templates
    out = []
    for t in templates:
        for pattern, plural in ((r"\bI am\b", "we are"), (r"\bI'd\b", "we'd"), (r"\bI'm\b", "we're"), (r"\bI\b", "we"), (r"\bmy\b", "our"), (r"\bme\b", "us")):
            t = re.sub(pattern, plural, t)
        out.append(t[0].upper() + t[1:])
    return out


def _expect(w: ShopWriter, with_dl: dict[str, list[str]], without: dict[str, list[str]]) -> str:
    """The expectation sentence (truth: customer_expectation, customer_deadline) in the case's locale and voice."""
    we = _we(w.case)
    return _expectation(w, _voiced(with_dl[w.loc], we), _voiced(without[w.loc], we), w.doc.style["deadline_value"])


def _us(w: ShopWriter, text: str) -> str:
    """US spelling of the shop's and the customer's -ise words."""
    return text.replace("authoris", "authoriz").replace("Authoris", "Authoriz") if w.case.currency == "USD" else text


def _staff(w: ShopWriter) -> str:
    return w.rng.choice(V.STAFF[w.case.currency])


def _letterhead(w: ShopWriter, title: str | None) -> None:
    """The trading name, the legal entity with its registration and tax numbers, then the title."""
    w.add("head", V.SHOP)
    w.add("small", f"{V.ENTITY[w.case.currency]} | {V.LETTERHEAD[w.case.currency]}")
    w.add("gap")
    if title:
        w.add("title", title)


def _shop_mail(w: ShopWriter, dept: str, subject: str) -> None:
    kit.shop_headers(w, dept, subject)


def _shop_sign(w: ShopWriter, team: str, terse: bool = False) -> None:
    w.add("gap")
    if terse:
        w.add("line", f"- {_staff(w).split()[0]}")
        return
    w.add("line", {"za": "Kind regards,", "ie": "Kind regards,", "us": "Thank you,"}[w.loc])
    w.add("line", _staff(w))
    w.add("line", f"{team} | {V.ENTITY[w.case.currency]}")


def _refs(w: ShopWriter, pairs: list[tuple[str, str]]) -> None:
    """References as label blocks (the document's layout), dotted leaders, or one pipe-separated line."""
    how = w.rng.random()
    if how < 0.6 or not 2 <= len(pairs) <= 4:
        w.block(pairs)
    elif how < 0.8:
        width = max(len(lab) for lab, _ in pairs) + 4
        for lab, val in pairs:
            w.add("line", f"{lab} {'.' * (width - len(lab))} {val}")
    else:
        w.add("line", "  |  ".join(f"{lab}: {val}" for lab, val in pairs))
    w.add("gap")


def _money_rows(w: ShopWriter, rows: list[tuple[str, str]]) -> None:
    """Totals: a right-hand column, a two-column grid, or label/value lines."""
    how = w.rng.random()
    if how < 0.4:
        for label, value in rows:
            w.add("rkv", label, value)
    elif how < 0.65:
        w.add("grid", ["", w.case.currency], [[label, value] for label, value in rows])
    else:
        w.block(rows)


def _party(w: ShopWriter, name: str, key: str = "customer_name") -> None:
    """The customer block: a label and name, the practice (if any), the address."""
    c = w.case
    w.kv(w.label(key), w.text("customer_name", name))
    if _we(c):
        w.add("line", _business(c))
    w.add("line", c.address)
    w.add("gap")


def _cat_no(product: str) -> str:
    return f"{V.CATALOGUE_PREFIX}{sum(map(ord, product)) % 9000 + 1000}"


def _lines_table(w: ShopWriter) -> None:
    rows = [[f"{_cat_no(p)} {p}", str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in w.case.items]
    w.add("table", w.rng.choice(V.TABLE_HEADERS), rows)
    w.add("gap")


def _customer_po(w: ShopWriter) -> tuple[str, str]:
    """The buyer's own purchase-order number: a reference that is not the shop's order number."""
    return (w.rng.choice(["Your PO", "Customer PO no.", "Buyer's order ref."]),
            f"PO-{int(w.case.cid[1:]) * 7919 % 90000 + 10000}")


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
    if _we(c) and r.random() < 0.7:
        refs.append(_customer_po(w))
    if r.random() < 0.5:
        refs.append(("Due date", date_text(w.doc.date + timedelta(days=30), w.date_style)))
    if r.random() < 0.35:
        for lab, val in refs:
            w.add("rkv", lab, val)
        w.add("gap")
    else:
        _refs(w, refs)
    _party(w, name, r.choice(["bill_name", "bill_name", "ship_name"]))
    _lines_table(w)
    word, rate = V.TAX[c.currency]
    tax_label = r.choice([f"{word} {rate.normalize():f}%", f"{word} @ {rate.normalize():f}%", word])
    if c.currency == "USD":
        tax_label = r.choice([f"NC sales tax ({rate.normalize():f}%)", tax_label])
    _money_rows(w, [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_label, w.money("tax_amount", c.tax)),
                    (w.label("order_total"), w.money("order_total", c.total))])
    w.add("gap")
    w.add("para", r.choice(V.PAYMENT_TERMS[c.currency]))
    kit.page2(w)


# --------------------------------------------------------------------------- order acknowledgement


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    title = r.choice(V.ORDER_TITLES[c.currency])
    est = c.est_confirm if r.random() < 0.7 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if _is_mail(w) and r.random() < 0.6:
        _order_mail(w, est, cust, name)
        return
    if _is_mail(w):
        _shop_mail(w, "Sales", f"{title}: {c.order_id}")
        w.add("para", f"{w.rng.choice(['Dear', 'Attention:'])} {w.text('customer_name', name)}")
    else:
        _letterhead(w, title)
    refs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if _we(c):
        refs.append(_customer_po(w))
    if est and r.random() < 0.5:
        refs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        est = None
    _refs(w, refs)
    if not _is_mail(w):
        _party(w, name, r.choice(["customer_name", "ship_name"]))
    _lines_table(w)
    _money_rows(w, [(w.label("order_total"), w.money("order_total", c.total))])
    w.add("gap")
    if est:
        w.add("para", r.choice(["Stock is allocated; expected delivery {}.", "Your goods should be on site by {}.",
                                "We estimate delivery on {}."]).format(w.date("delivery_estimate", est)))
    w.add("para", r.choice(["Cold-chain items ship Monday to Wednesday only, so that they do not sit in a depot over "
                            "a weekend.", "Please check the acknowledgement against your purchase order and let us "
                            "know of any differences within 48 hours.", "Prices include delivery. Back-ordered lines "
                            "ship free of charge when stock arrives."]))
    if _is_mail(w):
        _shop_sign(w, "Customer Service")
    kit.page2(w)


def _order_mail(w: ShopWriter, est: date | None, cust: bool, name: str) -> None:
    """A web-store style mail: a short thank-you with the order's numbers in sentences."""
    c, r = w.case, w.rng
    _shop_mail(w, "Orders", r.choice([f"We've received your order {c.order_id}", f"Order {c.order_id} confirmed",
                                      "Thank you for your order"]))
    w.add("para", f"Hi {w.text('customer_name', name)},")
    s = (f"Thanks for ordering with us. Order {w.ident('order_id', c.order_id)} was placed on "
         f"{w.date('order_date', c.order_date)}; the total charged is {w.money('order_total', c.total)}.")
    if est:
        s += " " + r.choice(["Estimated arrival: {}.", "It should reach you by {}.", "Expected delivery {}."]).format(
            w.date("delivery_estimate", est))
    w.add("para", s)
    w.add("para", "Items: " + "; ".join(f"{q} x {p}" for p, q, _ in c.items) + ".")
    if cust:
        w.add("para", f"Your account number is {w.ident('customer_id', c.customer_id)}.")
    _shop_sign(w, "Online orders")


# --------------------------------------------------------------------------- ship notice / delivery docket


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    est = c.est_ship if (r.random() < 0.7 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.8
    title = r.choice(V.SHIP_TITLES[c.currency])
    if _is_mail(w) and r.random() < 0.6:
        _ship_mail(w, est, with_name)
        return
    if _is_mail(w):
        _shop_mail(w, "Warehouse", f"{title} - {c.order_id}")
    else:
        _letterhead(w, title)
    refs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    refs += [(w.label("ship_date"), w.date("ship_date", w.doc.date)),
             (w.label("carrier"), w.text("carrier", c.carrier)),
             (w.label("tracking_number"), w.ident("tracking_number", c.tracking))]
    if est:
        refs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    _refs(w, refs)
    if with_name:
        _party(w, c.name, "ship_name")
    lot = f"{w.doc.date.year % 100}{'ABCDEFGHJK'[w.doc.date.month % 10]}{int(c.cid[1:]) * 37 % 900 + 100}"
    w.add("grid", ["Item", "Ordered", "Shipped", "Lot"],
          [[p, str(q), str(q), f"{lot}{i}"] for i, (p, q, _) in enumerate(c.items)])
    w.add("line", f"Parcels: {len(c.items)}   Weight: {r.randrange(8, 140) / 10:.1f} kg")
    w.add("gap")
    w.add("para", r.choice(["Temperature-sensitive lines are packed with gel packs; store at 2-8 °C on receipt.",
                            "Please sign for the parcels only after counting them; note any damage on the waybill.",
                            "Goods received in good order and condition: ____________ (signature)"]))
    if _is_mail(w):
        _shop_sign(w, "Warehouse")


def _ship_mail(w: ShopWriter, est: date | None, with_name: bool) -> None:
    """A terse dispatch mail from the warehouse."""
    c, r = w.case, w.rng
    _shop_mail(w, "Dispatch", r.choice([f"Shipped - {c.order_id}", f"Your order {c.order_id} is on its way",
                                        "Dispatch notification"]))
    if with_name:
        w.add("para", f"{r.choice(['Hi', 'Hello', 'Dear'])} {w.text('customer_name', c.name)},")
    s = r.choice(["Order {o} went out on {d} with {k}; waybill {t}.",
                  "{k} collected order {o} from us on {d}. Tracking number: {t}.",
                  "Shipped {d} via {k} (tracking {t}) - order {o}."]).format(
        o=w.ident("order_id", c.order_id), d=w.date("ship_date", w.doc.date), k=w.text("carrier", c.carrier),
        t=w.ident("tracking_number", c.tracking))
    if est:
        s += " " + r.choice(["ETA {}.", "Delivery expected {}.", "It should arrive {}."]).format(
            w.date("delivery_estimate", est))
    w.add("para", s)
    if r.random() < 0.4:
        w.add("para", f"Account: {w.ident('customer_id', c.customer_id)}")
    _shop_sign(w, "Dispatch", terse=r.random() < 0.5)


# --------------------------------------------------------------------------- customer prose: letters, mails, chats


def _customer_opening(w: ShopWriter, subject: str) -> None:
    """E-mail headers, or a printed letter's sender block, date line and addressee."""
    c, r = w.case, w.rng
    if _is_mail(w):
        kit.customer_headers(w, subject)
        w.set("document_date", date_truth(w.doc.date))
        return
    if _we(c):
        w.add("head", _business(c))
    kit.address(w, c.name)
    w.add("rline" if r.random() < 0.6 else "line", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", f"{V.SHOP} - Customer Service")
    w.add("line", V.RETURNS_ADDRESS[c.currency])
    w.add("gap")


def _customer_close(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.loc]))
    w.text("customer_name", c.name)
    w.add("line", kit.first_name(c.name) if _is_mail(w) and r.random() < 0.3 else c.name)
    if _we(c):
        w.add("line", r.choice(["Practice manager", "Lab manager", "Procurement", "Owner"]) + f", {_business(c)}")


def _ref_phrases(w: ShopWriter, case_no: bool, cust: bool) -> list[str]:
    c, r = w.case, w.rng
    out = [r.choice(["order {}", "sales order {}", "our order {}", "order number {}"]).format(
        w.ident("order_id", c.order_id))]
    if case_no:
        out.insert(0, r.choice(["RGA {}", "return number {}", "ticket {}", "your reference {}"]).format(
            w.ident("case_number", c.case_number)))
    if cust:
        out.append(r.choice(["account {}", "account no. {}", "customer number {}"]).format(
            w.ident("customer_id", c.customer_id)))
    return out


def _chat(w: ShopWriter, title: str, messages: list[str]) -> None:
    """A live-chat transcript mailed to the shop (or printed): the customer's messages with an agent's replies."""
    c, r = w.case, w.rng
    agent = _staff(w).split()[0]
    hour, minute = r.randrange(8, 18), r.randrange(0, 30)
    chat_id = f"{r.randrange(10000, 99999)}"
    if _is_mail(w):
        w.doc.email = {"From": f"{V.SHOP} Live Chat <livechat@{V.DOMAIN}>", "To": f"support@{V.DOMAIN}",
                       "Subject": f"Chat transcript #{chat_id} - {c.name}",
                       "Date": email_date(w.doc.date, hour + 1, minute, r.randrange(60), V.TZ[c.currency])}
    else:
        _letterhead(w, None)
    w.add("title", title)
    w.add("line", f"Chat ID: {chat_id}")
    w.add("line", f"Started: {w.date('document_date', w.doc.date)} {chat_time(hour, minute, c.currency)} "
                  f"{V.TIME_ZONE_NAME[c.currency]}")
    w.add("line", f"Visitor: {w.text('customer_name', c.name)} <{c.email}>")
    w.add("gap")
    replies = iter(["Thanks, let me pull up the order.", "I see it here.", "Understood.", "Noted, one moment please.",
                    "I'll log this with our returns team now."])
    who = kit.first_name(c.name)
    for i, text in enumerate(messages):
        minute += r.randrange(1, 3)
        w.add("line", f"[{chat_time(hour, minute % 60, c.currency)}] {who}: {text}")
        if i < len(messages) - 1 and r.random() < 0.6:
            w.add("line", f"[{chat_time(hour, (minute + 1) % 60, c.currency)}] {agent} (agent): {next(replies)}")
    w.add("line", f"[{chat_time(hour, (minute + 2) % 60, c.currency)}] {agent} (agent): "
                  "Thank you, you will get an e-mail from the returns team shortly.")
    w.add("line", "Chat ended by visitor.")


def _whatsapp(w: ShopWriter, messages: list[str]) -> None:
    """WhatsApp messages exported by a South African branch and forwarded to the returns desk."""
    c, r = w.case, w.rng
    staff = _staff(w)
    if _is_mail(w):
        w.doc.email = {"From": f"{staff} <{staff.split()[0].lower()}@{V.DOMAIN}>", "To": f"returns@{V.DOMAIN}",
                       "Subject": f"Fwd: WhatsApp chat with {kit.first_name(c.name)}",
                       "Date": email_date(w.doc.date, 16, r.randrange(60), r.randrange(60), V.TZ[c.currency])}
        w.add("para", "FYI - customer sent this on the branch WhatsApp, please log it.")
        w.add("gap")
    else:
        _letterhead(w, "WhatsApp message - printed for file")
    day = w.date("document_date", w.doc.date)
    hour, minute = r.randrange(7, 15), r.randrange(0, 40)
    w.add("line", f"{day}, {hour:02d}:{minute:02d} - Messages and calls are end-to-end encrypted.")
    for text in messages:
        minute += r.randrange(1, 4)
        w.add("line", f"{day}, {hour:02d}:{minute % 60:02d} - {w.text('customer_name', c.name)}: {text}")


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("form"):
        _rga_request_form(w)
        return
    item = c.return_item[0]
    voice = "we" if _we(c) else "I"
    refs = _ref_phrases(w, "rr_case_no" in w.doc.style, r.random() < 0.45)
    w.text("return_reason", c.reason)
    reason = r.choice(V.REASON_SENTENCES[voice]).format(item=item, reason=c.reason)
    amount = r.choice(V.AMOUNT_SENTENCES[voice]).format(amt=w.money("refund_requested", c.requested))
    sentence = _expect(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL)
    about = _voiced([r.choice(["This is about {}.", "Regarding {}.", "I'm contacting you about {}."]).format(
        ", ".join(refs))], _we(c))[0]
    roll = r.random()
    if _is_mail(w) and roll < 0.3:
        _chat(w, "Live chat transcript", [about, reason, amount, sentence])
        return
    if c.currency == "ZAR" and roll < 0.55:
        _whatsapp(w, [f"Hi, {about[0].lower()}{about[1:]}", reason, f"{amount} {sentence}"])
        return
    _customer_opening(w, r.choice([f"Return - {c.order_id}", "Refund request", f"Returning {item}",
                                   f"RE: order {c.order_id}"]))
    if not _is_mail(w):
        w.add("line", "Re: " + ", ".join(refs))
        w.add("gap")
        about = ""
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    w.add("para", " ".join(x for x in (about, reason) if x))
    w.add("para", f"{amount} {sentence}")
    _customer_close(w)


def _rga_request_form(w: ShopWriter) -> None:
    """A returns request web form, mailed to the shop as a field dump, or the printed RGA request form."""
    c, r = w.case, w.rng
    p, q, u = c.return_item
    if _is_mail(w):
        hour, minute = r.randrange(7, 22), r.randrange(60)
        w.doc.email = {"From": f"{V.SHOP} website <no-reply@{V.DOMAIN}>", "To": f"returns@{V.DOMAIN}",
                       "Subject": r.choice(["New form submission: Returns (RGA) request",
                                            "[Web form] Request a return"]),
                       "Date": email_date(w.doc.date, hour, minute, r.randrange(60), V.TZ[c.currency])}
        w.add("line", "Form: Request a return")
        w.add("line", f"Submitted: {w.date('document_date', w.doc.date)} {chat_time(hour, minute, c.currency)}")
        w.add("line", f"Page: https://{V.DOMAIN}/support/returns")
        w.add("line", "-" * 40)
    else:
        _letterhead(w, r.choice(["Returned Goods Authorisation (RGA) Request", "Request for Return / Credit"]))
        w.kv(w.label("form_date"), w.date("document_date", w.doc.date))
    w.kv(r.choice(["Your name", "Full name", "Contact person"]), w.text("customer_name", c.name))
    if _we(c):
        w.kv(r.choice(["Practice / company", "Organisation"]), _business(c))
    w.kv(r.choice(["Email", "E-mail address"]), c.email)
    w.kv(w.label("order_id"), w.ident("order_id", c.order_id))
    if "rr_case_no" in w.doc.style:
        w.kv(w.label("case_number"), w.ident("case_number", c.case_number))
    if r.random() < 0.6:
        w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
    w.kv(r.choice(["Product(s)", "Item to return", "Catalogue no. and description"]), f"{_cat_no(p)} {p}")
    w.kv("Quantity", "1")
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv(r.choice(["Opened / used?", "Condition"]), r.choice(["Unopened", "Opened, not used", "Used once"]))
    sentence = _expect(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL)
    w.kv(r.choice(["Message", "Additional comments", "Anything else?"]), sentence)
    if not _is_mail(w):
        w.add("gap")
        w.add("line", f"Signature: {c.name}")
        w.add("line", "Office use only:  RGA no. ________  Approved by ________")


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    refs = _ref_phrases(w, r.random() < 0.75, r.random() < 0.35)
    body = _voiced(_complaint(w, topic, quoted), _we(c))
    moved = [r.choice(["Our plans have changed, so please note the new date.", "The date I gave before has changed."])
             ] if "moved_deadline" in w.doc.style else []
    expect = {"refund": (V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL), "warranty": (V.EXPECT_REPAIR_DL,
              V.EXPECT_REPAIR_NO_DL), "delivery": (V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL),
              "rejected": (V.EXPECT_REJECTED, V.EXPECT_REJECTED)}[topic]
    sentence = _expect(w, *expect)
    opener = _voiced([r.choice(["Following up on {}.", "I am writing again about {}.", "Still waiting on {}."]).format(
        ", ".join(refs))], _we(c))[0]
    if _is_mail(w) and r.random() < 0.2:
        _chat(w, "Chat transcript", [opener, *body, *moved, sentence])
        return
    _customer_opening(w, r.choice([f"Re: {c.case_number}", f"Order {c.order_id} - still waiting", "Complaint",
                                   "Follow-up", "Urgent: outstanding refund" if topic == "refund" else "Follow-up"]))
    if not _is_mail(w):
        w.add("line", "Re: " + ", ".join(refs))
        w.add("gap")
        opener = ""
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    w.add("para", " ".join(x for x in (opener, *body) if x))
    w.add("para", " ".join([*moved, sentence]))
    _customer_close(w)
    if _is_mail(w) and w.doc.style.get("quote"):
        _quote_shop(w, topic)


def _complaint(w: ShopWriter, topic: str, quoted: Decimal | None) -> list[str]:
    """What the letter is about; an approved amount it quotes is refund_approved (right or wrong)."""
    c, r = w.case, w.rng
    if topic == "refund":
        if quoted is None:
            return ["You told me the return was accepted, but nothing has come back to my account yet."]
        amt = w.money("refund_approved", quoted)
        return [_us(w, r.choice([f"Your e-mail confirmed a credit of {amt} was authorised, but it has not reached me.",
                                 f"You approved a refund of {amt} and I am still waiting for it.",
                                 f"The {amt} credit you authorised is not on my statement."]))]
    if topic == "warranty":
        out = []
        if quoted is not None:
            out.append(f"The refund of {w.money('refund_approved', quoted)} you approved for the other item has "
                       "come through, thank you.")
        out.append(f"{'But the' if quoted is not None else 'The'} {c.warranty_product} went to your service "
                   "workshop weeks ago and I have had no news.")
        return out
    if topic == "delivery":
        return ["The parcel has not arrived and the courier's tracking page has not changed for days."]
    return ["I am disappointed that the return was turned down. The fault was there when the box was opened, "
            "and the seal was intact."]


def _quote_shop(w: ShopWriter, topic: str) -> None:
    """The shop's earlier reply under the customer's mail, Outlook style, with its own date."""
    c, r = w.case, w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(3, 9))
    staff = _staff(w)
    w.add("gap")
    w.add("line", "_" * 32)
    w.add("line", f"From: {staff} <{staff.split()[0].lower()}@{V.DOMAIN}>")
    w.add("line", f"Sent: {email_sent(earlier, r.randrange(8, 17), r.randrange(60), c.currency)}")
    w.add("line", f"Subject: {c.order_id}")
    w.add("gap")
    w.add("quote", {"refund": "The returned goods have been checked in and passed to accounts for the credit.",
                    "warranty": "Your instrument is in the queue at our service workshop for assessment.",
                    "delivery": "The courier has confirmed the consignment is in their network.",
                    "rejected": "After inspection the return does not qualify for credit under our returns policy."
                    }[topic])


# --------------------------------------------------------------------------- RGA / credit authorisation


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["RGA declined", "Return not accepted - quality review", "Credit request declined"]) if rejected
             else r.choice(["Returned Goods Authorisation", "Credit Authorisation", "Return accepted for credit"]))
    if c.currency == "USD":
        title = title.replace("Authorisation", "Authorization")
    w.set("refund_status", "rejected" if rejected else "approved")
    status = w.status("rejected" if rejected else "approved")
    if not rejected and _is_mail(w) and r.random() < 0.45:
        _approval_terse(w, status)
        return
    if _is_mail(w):
        _shop_mail(w, "Returns", r.choice([f"{title} - {c.case_number}", f"Your return for order {c.order_id}"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
    else:
        _letterhead(w, title)
        w.add("rline", w.date(None, w.doc.date))
        _party(w, c.name)
    refs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
            (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if rejected:
        _refs(w, refs + [(w.label("refund_status"), status)])
        w.add("para", r.choice([
            "Our quality team inspected the returned goods. The device shows use and no manufacturing fault was found, "
            "so no credit can be issued. It will be returned to you at our cost.",
            "The items were returned opened and outside the 30-day window, and sterile stock cannot be put back on "
            "the shelf. We are therefore unable to credit the return."]))
        _approval_sign(w)
        return
    refs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)), (w.label("refund_status"), status)]
    _refs(w, refs)
    show_eligible = c.eligible != c.approved or r.random() < 0.4
    rows: list[tuple[str, str]] = []
    if show_eligible:
        rows.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        rows.append(r.choice([(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%"),
                              (f"Less {c.fee_basis}", f"{c.waiver}% waived")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    rows.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    if r.random() < 0.5:
        w.add("grid", ["Credit calculation", c.currency], [[a, b] for a, b in rows])
    else:
        w.block(rows)
    w.add("gap")
    if r.random() < 0.8:
        w.kv(w.label("promised_date"), w.date("promised_date", c.promised))
    w.add("para", r.choice(["Please write the RGA number clearly on the outside of the parcel.",
                            "The credit will go back to the original payment method.",
                            "Used instruments must travel with a signed decontamination declaration."]))
    _approval_sign(w)


def _approval_terse(w: ShopWriter, status: str) -> None:
    """An operator's few lines: numbers, the credit and the fee in one breath."""
    c, r = w.case, w.rng
    _shop_mail(w, "Returns", r.choice([f"{c.case_number} {status.lower()}", f"RE: return {c.order_id}",
                                       f"Credit for {c.order_id}"]))
    w.add("para", f"Hi {w.text('customer_name', c.name)},")
    s = (f"{w.ident('case_number', c.case_number)} for order {w.ident('order_id', c.order_id)}: {status} "
         f"{w.date('approval_date', w.doc.date)}. Credit {w.money('refund_approved', c.approved)}")
    if c.eligible != c.approved:
        s += f" ({w.money('refund_eligible', c.eligible)} before fees"
    if c.waiver is not None:
        s += f", {c.fee_basis} {c.waiver}% waived"
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    s += ")." if c.eligible != c.approved else "."
    w.add("para", s)
    if r.random() < 0.8:
        w.add("para", r.choice(["Should be back on your card by {}.", "Refund will post by {}.",
                                "Funds by {} latest."]).format(w.date("promised_date", c.promised)))
    _shop_sign(w, "Returns", terse=True)


def _approval_sign(w: ShopWriter) -> None:
    if _is_mail(w):
        _shop_sign(w, "Returns")
    else:
        w.add("gap")
        w.add("line", _us(w, f"Authorised by: {_staff(w)}, Returns & Quality"))
    kit.page2(w)


# --------------------------------------------------------------------------- refund paid


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    w.set("refund_status", "executed")
    status = w.status("executed")
    how = {"ZAR": _proof_of_payment, "EUR": _refund_advice, "USD": _credit_memo}[c.currency]
    if c.currency == "USD" and _is_mail(w) and r.random() < 0.6:
        how = _card_refund_mail
    how(w, status)


def _with_case(w: ShopWriter, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    c, r = w.case, w.rng
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    return pairs


def _proof_of_payment(w: ShopWriter, status: str) -> None:
    """A South African proof-of-payment slip: beneficiary, amount, the order as beneficiary reference."""
    c, r = w.case, w.rng
    title = r.choice(["Proof of Payment", "Payment Notification", "Tax Credit Note & Refund"])
    if _is_mail(w):
        _shop_mail(w, "Accounts", f"{title} - {c.order_id}")
        w.add("para", f"Good day {w.text('customer_name', c.name)}, please find the proof of payment for your refund "
                      "below.")
    else:
        _letterhead(w, title)
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             ("Beneficiary", w.text("customer_name", c.name)),
             ("Beneficiary reference", w.ident("order_id", c.order_id)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref))]
    if title.startswith("Tax Credit Note"):
        pairs.insert(0, ("Credit note no.", f"TCN{r.randrange(10000, 99999)}"))
    pairs = _with_case(w, pairs)
    pairs.append(("Paid from", "FNB Business 628****678"))
    pairs.append((w.label("refund_status"), status))
    _refs(w, pairs)
    _money_rows(w, [(w.label("refund_executed"), w.money("refund_executed", c.approved))])
    w.add("gap")
    w.add("para", "Please allow up to 2 business days for the funds to reflect if you bank with another bank.")
    if _is_mail(w):
        _shop_sign(w, "Accounts")
    kit.page2(w)


def _refund_advice(w: ShopWriter, status: str) -> None:
    """An Irish refund advice: a SEPA credit transfer or a card refund, with its end-to-end reference."""
    c, r = w.case, w.rng
    title = r.choice(["Refund Advice", "Refund Confirmation", "Notification of Refund"])
    if _is_mail(w):
        _shop_mail(w, "Accounts", f"{title}: {c.order_id}")
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        w.add("para", r.choice(["We have now refunded your return.", "Your refund has been sent."]))
    else:
        _letterhead(w, title)
        _party(w, c.name)
    pairs = _with_case(w, [(w.label("order_id"), w.ident("order_id", c.order_id))])
    pairs += [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
              ("Method", r.choice(["SEPA credit transfer to IE** **** 4471", "Refund to Visa Debit ending 0913",
                                   "Mastercard ending 2291"])),
              (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
              (w.label("refund_status"), status)]
    _refs(w, pairs)
    _money_rows(w, [(w.label("refund_executed"), w.money("refund_executed", c.approved))])
    w.add("gap")
    w.add("para", "Card refunds can take 3-5 working days to show on your statement.")
    if _is_mail(w):
        _shop_sign(w, "Accounts")
    kit.page2(w)


def _credit_memo(w: ShopWriter, status: str) -> None:
    """A US credit memo: the credit in accounting brackets, applied to the card or the account."""
    c, r = w.case, w.rng
    if _is_mail(w):
        _shop_mail(w, "Accounts Receivable", f"Credit Memo for order {c.order_id}")
        w.add("para", f"Attached below is your credit memo, {w.text('customer_name', c.name)}.")
    else:
        _letterhead(w, "CREDIT MEMO")
        _party(w, c.name, "customer_name")
    pairs = [("Credit memo #", f"CM-{r.randrange(100000, 999999)}"),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             ("Original invoice", c.invoice_number),
             (w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref))]
    pairs = _with_case(w, pairs) + [(w.label("refund_status"), status)]
    _refs(w, pairs)
    p = c.return_item[0]
    printed = credit_text(c.approved, c.currency, w.money_style)
    w.set("refund_executed", f"{c.approved:.2f}", currency=c.currency)
    w.add("table", ["Description", "Qty", "Unit", "Amount"], [[f"Return credit - {p}", "-1", "", printed]])
    w.add("gap")
    w.add("rkv", w.label("refund_executed"), printed)
    w.add("gap")
    w.add("para", r.choice(["Credit applied to the card on file.", "Refunded via ACH to the account on file."]))
    if _is_mail(w):
        _shop_sign(w, "Accounts Receivable")
    kit.page2(w)


def _card_refund_mail(w: ShopWriter, status: str) -> None:
    """A web-store refund e-mail: the amount, the card, the refund ID."""
    c, r = w.case, w.rng
    _shop_mail(w, "Orders", r.choice([f"Refund issued for order {c.order_id}", "Your refund is on its way"]))
    w.add("para", f"Hi {w.text('customer_name', c.name)},")
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.6:
        refs.append(f"RMA {w.ident('case_number', c.case_number)}")
    w.add("para", f"We've issued a refund of {w.money('refund_executed', c.approved)} to your Visa ending 4417 on "
                  f"{w.date('execution_date', w.doc.date)} for {' / '.join(refs)}. Refund ID: "
                  f"{w.ident('payment_reference', c.payment_ref)}. Refund status: {status}.")
    w.add("para", "Depending on your bank, it can take 5-10 business days to appear on your statement.")
    _shop_sign(w, "Online orders", terse=r.random() < 0.5)


# --------------------------------------------------------------------------- instrument service request


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("letter"):
        _warranty_letter(w)
        return
    title = r.choice(["Instrument Service Request", "Equipment Repair Request", "Device Fault Report",
                      "Warranty Service Ticket"])
    if _is_mail(w):
        hour, minute = r.randrange(7, 20), r.randrange(60)
        w.doc.email = {"From": f"{V.SHOP} website <no-reply@{V.DOMAIN}>", "To": f"service@{V.DOMAIN}",
                       "Subject": f"New service ticket {c.case_number}",
                       "Date": email_date(w.doc.date, hour, minute, r.randrange(60), V.TZ[c.currency])}
        w.add("line", f"Form: {title}")
        w.add("line", f"Submitted: {w.date('document_date', w.doc.date)} {chat_time(hour, minute, c.currency)}")
        w.add("line", "-" * 40)
        pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    else:
        _letterhead(w, title)
        pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("form_date"), w.date("document_date", w.doc.date))]
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((r.choice(["Contact", "Requested by", "Name"]), w.text("customer_name", c.name)))
    if _is_mail(w):
        for lab, val in pairs:
            w.kv(lab, val)
    else:
        _refs(w, pairs)
    w.add("line", r.choice(["SECTION B - INSTRUMENT", "Equipment details", "About the device"]))
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv(w.label("serial_number"), w.ident("serial_number", c.serial))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue[0].upper() + c.issue[1:]))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice(["Decontamination declaration: [x] The equipment has been cleaned and decontaminated",
                            "Under warranty: [x] Yes  [ ] No  [ ] Not sure",
                            "Loan unit required: [x] Yes  [ ] No"]))
    if not _is_mail(w):
        w.add("line", f"Signed: {c.name}")
        w.add("line", "Workshop use: received ____  job card ____  engineer ____")


def _warranty_letter(w: ShopWriter) -> None:
    """The same claim in the customer's own words."""
    c, r = w.case, w.rng
    _customer_opening(w, r.choice([f"Faulty {c.warranty_product}", "Warranty repair", f"Service request {c.order_id}"]))
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    refs = _ref_phrases(w, True, r.random() < 0.4)
    w.add("para", r.choice(["Please log a warranty repair for {}.", "We'd like to book a warranty repair, {}."]).format(
        ", ".join(refs)))
    w.add("para", f"The instrument is the {w.text('product_name', c.warranty_product)}, serial number "
                  f"{w.ident('serial_number', c.serial)}. The fault: {w.text('issue_description', c.issue)}.")
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.add("para", r.choice(["We need it working again by {}.", "Please have it back to us before {}."]).format(
            w.date("customer_deadline", deadline)))
    _customer_close(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


def _local_case(case: Case, rng: random.Random) -> None:
    """Prices in the case's currency, a local e-mail domain, practices and labs say "we"."""
    factor = V.PRICE_FACTOR[case.currency]
    if factor != 1:
        case.items[:] = [(p, q, cents(u * factor)) for p, q, u in case.items]
    user = case.email.split("@")[0]
    case.email = f"{user}@{rng.choice({'ZAR': ['example.co.za', 'example.com'], 'EUR': ['example.ie', 'example.com'], 'USD': ['example.com', 'example.net']}[case.currency])}"
    if rng.random() < 0.45:
        case.flags.add("we")


def _form_or_letter(doc: Doc, rng: random.Random) -> None:
    if doc.doc_type == "warranty_form" and rng.random() < 0.3:
        doc.style["letter"] = 1


class Shop6Spec(ShopSpec):
    """ShopSpec whose flat fees (handling, decontamination) are priced in the case's currency, whose
    warranty claims report the fault their instrument has and refunds carry the country's payment reference."""

    def make_case(self, i, kind, currency, person, rng, used):  # type: ignore[override]
        case = super().make_case(i, kind, currency, person, rng, used)
        case.issue = V.ISSUE_BY_PRODUCT.get(case.warranty_product, case.issue)
        case.payment_ref = _unique(rng, used, lambda: rng.choice(PAYMENT_SHAPES[currency])(rng))
        if case.eligible != case.requested and case.fee_basis != "restocking fee":
            fee = cents(Decimal("14.85") * V.PRICE_FACTOR[currency])
            case.eligible = case.requested - fee
            case.approved = case.eligible + cents(fee * (case.waiver or 0) / 100)
        return case


SHOP = Shop6Spec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Caracal Clinical & Lab Supply", case_prefix="M", file_prefix="cc_", kinds=KINDS,
    currencies=["ZAR"] * 5 + ["EUR"] * 4 + ["USD"] * 4, id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=_local_case, doc_hook=_form_or_letter,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 6's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
