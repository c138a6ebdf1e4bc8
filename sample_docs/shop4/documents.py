"""Shop 4's cases and documents, content and truth written together (one call prints a value
and records its truth, as in sample_docs/documents.py, whose Doc, Case, Writer, Batch, expectation
sentence, case filling and conflict check are reused; the documents after delivery are planned by
sample_docs/plan.py with this shop's odds).

Diversity is drawn per document: label wording (vocab.LABELS), layout (label and value on one
line, values in a column, label above value, two pairs side by side, a grid of column labels
with the values beneath, values inside sentences), money and date style, font, format; per
case: the identifier shapes. Fields a document does not state are null in the truth.

What sets shop 4 apart (the things most likely to break a document-type classifier grown on
shops 1 and 3): staff write as "I", small-business customers as "we"; many titles and subjects
are generic ("Notice", "Update on your case") or missing; e-mail replies quote an earlier
message of another type; one type comes both as a form and as a letter; and the core actions
are said in other words (reimbursed, signed off, handed to the courier, remitted).
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, Case, Doc, _expectation
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec, invoice
from sample_docs.shop_kit import address as _address, customer_opening as _customer_opening, first_name as _first
from sample_docs.shop_kit import is_mail as _is_mail, letterhead as _letterhead, page2 as _page2
from sample_docs.shop_kit import printed_name as _name, returns_form as _returns_form, shop_headers as _shop_headers
from sample_docs.shop4 import vocab as V
from sample_docs.shop4.values import DATE_STYLES, ID_SHAPES, MONEY_STYLES, TRACKING, date_text, email_sent, money_text
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.12, "email": 0.26, "text": 0.14, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.12,
                "pdf_scan": 0.09, "noisy_pdf_scan": 0.1}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS, "invoice": PRINT_FORMATS,
    "warranty_form": {**PRINT_FORMATS, "text": 0.12, "email": 0.12},
}
KINDS = ["refund"] * 3 + ["refund_letter"] * 3 + ["warranty"] * 2 + ["refund_warranty"] * 1 + ["rejected"] * 2 \
    + ["delivery"] * 1
DEFAULT_SEED = 43
GENERIC_TITLES = ["Notice", "Update on your case", "Information", "Your enquiry", "Customer notice"]
STAFF = ["Nadia Ferreira", "Tom Okoro", "Ingrid Vogt", "Priya Raman"]


class ShopWriter(kit.ShopWriter):
    """Writer with shop 4's value styles, label pools and layouts."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = {"AUD": "+1100", "CAD": "-0500", "CHF": "+0100"}
    money_text = staticmethod(money_text)
    email_sent = staticmethod(email_sent)


# --------------------------------------------------------------------------- openings and closings (more in shop_kit)


def _shop_opening(w: ShopWriter, dept: str, subjects: list[str], title: str) -> None:
    """An e-mail's headers (the subject drawn only then), or a printed letterhead and title; a third
    of the time the subject or title says nothing of the type, and some letters have no title."""
    r = w.rng
    generic = r.random() < 0.35
    if _is_mail(w):
        _shop_headers(w, dept, r.choice(GENERIC_TITLES + [f"Re: {w.case.case_number}"]) if generic
                      else r.choice(subjects))
    else:
        _letterhead(w)
        if not generic:
            w.add("title", title)
        elif r.random() < 0.6:
            w.add("title", r.choice(GENERIC_TITLES))


def _shop_sign(w: ShopWriter) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Kind regards,", "Best wishes,", "Thank you,", "Regards,"]))
    w.add("line", f"{w.rng.choice(STAFF)}, {w.rng.choice(['Customer Care', 'Returns', 'Accounts', 'Dispatch'])}")


def _shop_close(w: ShopWriter) -> None:
    """The end of a shop document: a signature when it is an e-mail, maybe a terms page."""
    if _is_mail(w):
        _shop_sign(w)
    _page2(w)


# --------------------------------------------------------------------------- shop documents


def order_confirmation(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    name = _name(w)
    title = r.choice(["Order confirmation", "Order acknowledgement", "Thank you for your order",
                      "Your order summary", "Order received"])
    _shop_opening(w, "Orders", [f"Your Kestrel order {c.order_id}", f"{title} - {c.order_id}",
                                "We've got your order!"], title)
    prose = _is_mail(w) and r.random() < 0.5
    w.add("para", f"Hi {_first(name)}, thanks for your order. " + r.choice([
        "I've received it and I'll let you know as soon as it is sent out.",
        "I have booked it in and will be in touch once it is on its way.",
        "It is with our packing team now."]))
    est = c.est_confirm if r.random() < 0.7 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    kit.order_details(w, prose, est, name)
    _shop_close(w)


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Consignment note", "Your goods are on their way", "Sent out today", "Packing slip",
                      "Delivery docket"])
    _shop_opening(w, "Dispatch", [f"Order {c.order_id} handed to the courier", "Your parcel is on its way",
                                  f"Shipping update for {c.order_id}"], title)
    est = c.est_ship if (r.random() < 0.7 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.85
    name = c.name
    if _is_mail(w) and r.random() < 0.55:
        if with_name:
            w.add("para", f"Hello {w.text('customer_name', name)},")
        how = r.choice(["I handed your order {o} to {c} on {d}.", "Your order {o} was sent out on {d} with {c}.",
                        "I packed your order {o} myself and it went out with {c} on {d}.",
                        "Your goods (order {o}) are on their way: {c} collected them on {d}."])
        s = how.format(o=w.ident('order_id', c.order_id), d=w.date('ship_date', w.doc.date),
                       c=w.text('carrier', c.carrier))
        s += f" The tracking number is {w.ident('tracking_number', c.tracking)}."
        if est:
            s += " " + r.choice(["It should arrive by {}.", "Expected delivery: {}.", "The courier expects to "
                                 "deliver on {}."]).format(w.date("delivery_estimate", est))
        w.add("para", s)
        if r.random() < 0.5:
            w.add("para", f"(Customer number {w.ident('customer_id', c.customer_id)})")
    else:
        kit.dispatch_form(w, with_name, est)
    w.add("para", r.choice(["Please keep this note until your goods have arrived.",
                            "You can follow the consignment on the courier's website.",
                            "If nobody is in, the courier will leave a card."]))
    if _is_mail(w):
        _shop_sign(w)


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["Return request outcome", "About your return", "Your return request"]) if rejected else
             r.choice(["Return authorisation form", "Reimbursement agreed", "Your return has been accepted",
                       "Returns outcome", "Credit sign-off"]))
    _shop_opening(w, "Returns", [f"{title} - {c.case_number}", f"{title} - {c.order_id}"], title)
    if not _is_mail(w):
        w.add("rline", w.date(None, w.doc.date))
        _address(w, w.text("customer_name", c.name))
    status_word = r.choice(V.STATUS_WORDS["rejected" if rejected else "approved"])
    w.set("refund_status", "rejected" if rejected else "approved")
    prose = _is_mail(w) and r.random() < 0.6
    if rejected:
        if _is_mail(w):
            w.add("para", f"Dear {w.text('customer_name', c.name)},")
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("refund_status"), status_word)])
        w.add("gap")
        w.add("para", r.choice([
            "I'm sorry to tell you that I cannot accept this return. I inspected the item myself and it shows signs "
            "of use that the returns policy does not cover. I will post it back to you at no cost.",
            "I have looked at the goods you sent back and, I'm afraid, I am unable to reimburse them: they have been "
            "used and damaged. I'll arrange for them to be sent back to you free of charge."]))
        _quote_customer(w)
        _shop_close(w)
        return
    show_eligible = c.eligible != c.approved or r.random() < 0.4
    promised = c.promised if r.random() < 0.8 else None
    if prose:
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        verb = r.choice(["signed off", "authorised", "agreed", "accepted your return and approved"])
        what = r.choice(["a reimbursement of", "a credit back to your card of", "money back of", "a refund of"])
        s = (f"I have checked the return for order {w.ident('order_id', c.order_id)} (reference "
             f"{w.ident('case_number', c.case_number)}) and on {w.date('approval_date', w.doc.date)} I "
             f"{verb} {what} {w.money('refund_approved', c.approved)}.")
        w.set("refund_status", "approved")
        if show_eligible:
            s += f" The item qualifies for a refund of {w.money('refund_eligible', c.eligible)}"
            s += (f", and as a gesture of goodwill I have waived {c.waiver}% of the {c.fee_basis}."
                  if c.waiver is not None else ".")
        elif c.waiver is not None:
            s += f" I have waived {c.waiver}% of the {c.fee_basis}."
        if c.waiver is not None:
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        w.add("para", s)
        kit.approval_promise(w, promised)
    else:
        kit.approval_outcome_form(w, status_word, show_eligible, promised)
        if not _is_mail(w):
            w.add("line", r.choice(["[x] Return accepted   [ ] Return declined", "Goods received: yes   Inspected: yes",
                                    "Signed off by: " + r.choice(STAFF)]))
        w.add("para", "The money goes back to the payment method you used for the order.")
    _quote_customer(w)
    _shop_close(w)


def _quote_customer(w: ShopWriter) -> None:
    """An e-mail reply quoting the customer's earlier message (a request or a complaint, another type),
    with no values of its own, so that only the quoting is evidence of the wrong type."""
    c, r = w.case, w.rng
    if not _is_mail(w):
        return
    earlier = w.doc.date - timedelta(days=r.randrange(2, 6))
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"On {date_text(earlier, w.date_style)}, {c.name} <{c.email}> wrote:")
    else:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {c.name} <{c.email}>")
        w.add("line", f"Subject: {r.choice(['Return and refund please', 'Faulty goods, money back', 'Complaint'])}")
    w.add("quote", r.choice([
        "I would like to return the goods and ask for a full refund to my card. Please reimburse me as soon as "
        "possible, the item is faulty.",
        "We are sending the item back and want our money returned. Could you process the refund quickly please?",
        "I am not happy at all. I asked for my money back two weeks ago and still have no answer. Please refund me."]))


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    title = r.choice(["Remittance advice", "Payment advice", "Your money is back", "Credit note",
                      "Reimbursement made"])
    method = r.choice(["Visa ending 4821", "Mastercard ending 0937", "PayPal", "Amex ending 1004",
                       "bank transfer to account ending 55"])
    _shop_opening(w, "Payments", [f"{title} ({c.order_id})", "Your money is on its way", f"Payment {c.payment_ref}"],
                  title)
    if not _is_mail(w) and title == "Credit note":
        w.kv("Credit note no.", f"CN-{c.invoice_number[-5:].replace('/', '')}")
    status = r.choice(V.STATUS_WORDS["executed"])
    w.set("refund_status", "executed")
    with_case = r.random() < 0.7
    if _is_mail(w) and v < 2:
        w.add("para", f"Hi {w.text('customer_name', c.name)},")
        how = r.choice(["I remitted {a} to your {m} on {d}.", "I have credited {a} back to your {m}; it was processed "
                        "on {d}.", "{a} was paid out to your {m} on {d}.", "I reversed the charge of {a} on your {m} "
                        "on {d}."])
        s = how.format(a=w.money('refund_executed', c.approved), m=method, d=w.date('execution_date', w.doc.date))
        w.add("para", s + f" Reference: {w.ident('payment_reference', c.payment_ref)}.")
        refs = [f"order {w.ident('order_id', c.order_id)}"]
        if with_case:
            refs.append(f"return {w.ident('case_number', c.case_number)}")
        w.add("para", f"This closes {' / '.join(refs)}. Status: {status}.")
    else:
        if not _is_mail(w):
            _address(w, w.text("customer_name", c.name))
        else:
            w.add("para", f"Dear {w.text('customer_name', c.name)},")
        pairs = [(w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
                 (w.label("order_id"), w.ident("order_id", c.order_id))]
        if with_case:
            pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
        if r.random() < 0.5:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        amount = w.money("refund_executed", c.approved)
        pairs += [(w.label("refund_executed"), ("-" + amount) if title == "Credit note" else amount),
                  (w.label("execution_date"), w.date("execution_date", w.doc.date)),
                  (r.choice(["Paid to", "Credited to", "Remitted to"]), method), (w.label("refund_status"), status)]
        w.block(pairs)
        if _is_mail(w):
            _quote_customer(w)
    w.add("gap")
    w.add("para", "Depending on your bank it can take a few working days for the money to show on your statement.")
    _shop_close(w)


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("letter"):
        _warranty_letter(w)
        return
    title = r.choice(["Warranty claim", "Guarantee claim form", "Repair request", "Appliance service request",
                      "Faulty goods report"])
    kit.warranty_claim_form(w, title)


def _warranty_letter(w: ShopWriter) -> None:
    """The same claim as a letter or e-mail in the customer's own words: no form, no claim title."""
    c, r = w.case, w.rng
    me = _voice(c)
    _customer_opening(w, r.choice([f"Faulty {c.warranty_product}", "Problem with " + ("our" if me == "we" else "my")
                                   + " equipment", "Notice", "Under warranty?"]))
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    refs = [f"{'Our' if me == 'we' else 'My'} order number is {w.ident('order_id', c.order_id)}."]
    if r.random() < 0.6:
        refs.append(f"You gave {'us' if me == 'we' else 'me'} the service reference "
                    f"{w.ident('case_number', c.case_number)}.")
    w.add("para", " ".join(refs))
    w.add("para", f"The {w.text('product_name', c.warranty_product)} (serial number "
                  f"{w.ident('serial_number', c.serial)}) is still under warranty but has stopped working properly. "
                  f"Fault: {w.text('issue_description', c.issue)}.")
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.add("para", f"Please have it fixed or replaced by {w.date('customer_deadline', deadline)}.")
    _customer_close(w)


def _voice(case: Case) -> str:
    """'we' for a small business buying, 'I' for a person."""
    return "we" if "we" in case.flags else "I"


def _business(case: Case) -> str:
    return V.BUSINESSES[int(case.cid[1:]) % len(V.BUSINESSES)]


# --------------------------------------------------------------------------- customer prose


def _customer_close(w: ShopWriter) -> None:
    kit.customer_close(w, _business(w.case) if _voice(w.case) == "we" else None)


def refund_request(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    item = c.return_item[0]
    with_case = "rr_case_no" in w.doc.style
    if w.doc.style.get("form"):
        _returns_form(w)
        return
    _customer_opening(w, r.choice([f"Return / refund - order {c.order_id}", "Refund please", f"Returning my {item}",
                                   "Faulty item, want my money back"]))
    if not _is_mail(w):
        w.add("line", f"Re: order {w.ident('order_id', c.order_id)}")
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS))
    w.add("gap")
    refs = []
    if _is_mail(w) or r.random() < 0.5:
        refs.append(r.choice(["Order number {o}.", "This is about order {o}.", f"{'We' if _voice(c) == 'we' else 'I'} "
                              "ordered from you recently (order ref {o})."]).format(o=w.ident("order_id", c.order_id)))
    if with_case:
        refs.append(r.choice(["The returns portal gave the reference {x}.", "Return number: {x}."]).format(
            x=w.ident("case_number", c.case_number)))
    if r.random() < 0.6:
        refs.append(r.choice(["Account number {x}.", "(Customer no. {x})"]).format(
            x=w.ident("customer_id", c.customer_id)))
    reason = c.reason
    w.text("return_reason", reason)
    reason_s = r.choice(V.REASON_SENTENCES[_voice(c)]).format(item=item, reason=reason)
    amount_s = r.choice(V.AMOUNT_SENTENCES[_voice(c)]).format(amt=w.money("refund_requested", c.requested))
    w.add("para", " ".join(refs + [reason_s]))
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", f"{amount_s} {sentence}")
    _customer_close(w)


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    _customer_opening(w, r.choice([f"Re: {c.case_number}", f"Order {c.order_id} - still waiting", "Update?",
                                   "Complaint", f"RE: {r.choice(GENERIC_TITLES)}", "Where is our money?"]))
    kit.letter_body(w, topic, quoted)
    _customer_close(w)
    if _is_mail(w) and not w.doc.style.get("quote") and r.random() < 0.6:
        _quote_shop(w, topic)


def _quote_shop(w: ShopWriter, topic: str) -> None:
    """The shop's earlier message under a customer's reply: of another type (an approval, a dispatch
    or payment notice, a decision), in the first person singular, with no values of its own."""
    r = w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(3, 9))
    staff = r.choice(STAFF)
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {staff} <{staff.split()[0].lower()}@{V.DOMAIN}>")
        w.add("line", f"Sent: {email_sent(earlier, r.randrange(8, 18), r.randrange(60), w.case.currency)}")
        w.add("line", f"Subject: {r.choice(GENERIC_TITLES)}")
    else:
        w.add("line", f"On {date_text(earlier, w.date_style)}, {staff} <care@{V.DOMAIN}> wrote:")
    body = {
        "refund": ["I have authorised your return and the refund is approved. The money will be credited back to "
                   "your card within five working days.",
                   "Good news: I have signed off your reimbursement. Your refund has been approved in full."],
        "warranty": ["I have sent your order out today; it was handed to the courier this morning and is on its way.",
                     "I have approved your refund for the other item and processed the payment to your card."],
        "delivery": ["Your order has been dispatched. I handed it to the courier today and it is on its way to you.",
                     "I shipped your goods this afternoon. The carrier will deliver within a few days."],
        "rejected": ["I'm sorry to tell you that I cannot approve the refund, as the goods show signs of use.",
                     "I have inspected the item and I'm afraid the return is declined."],
    }[topic]
    w.add("quote", r.choice(body))
    w.add("quote", f"{staff}, {V.SHOP}")

TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


def _maybe_letter(doc: Doc, rng: random.Random) -> None:
    if doc.doc_type == "warranty_form" and (doc.fmt == "email" or rng.random() < 0.4):
        doc.style["letter"] = 1  # the same type as a customer's letter, not a form


def _small_business(case: Case, rng: random.Random) -> None:
    if rng.random() < 0.45:
        case.flags.add("we")  # a small business buying: its letters say "we"


SHOP = ShopSpec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Kestrel Desk & Studio", case_prefix="K", file_prefix="kd_", kinds=KINDS,
    currencies=["AUD"] * 5 + ["CAD"] * 4 + ["CHF"] * 3, id_shapes=ID_SHAPES, tracking=TRACKING,
    case_hook=_small_business, doc_hook=_maybe_letter,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 4's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
