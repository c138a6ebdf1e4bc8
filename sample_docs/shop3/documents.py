"""Shop 3's cases and documents, content and truth written together (one call prints a value
and records its truth, as in sample_docs/documents.py, whose Doc, Case, Writer, Batch, expectation
sentence, case filling and conflict check are reused; the documents after delivery are planned by
sample_docs/plan.py with this shop's odds).

Diversity is drawn per document: label wording (vocab.LABELS), layout (label and value on one
line, values in a column, label above value, two pairs side by side, a grid of column labels
with the values beneath, values inside sentences), money and date style, font, format; per
case: the identifier shapes. Fields a document does not state are null in the truth.
"""

from __future__ import annotations

from sample_docs import shop_kit as kit
from sample_docs.documents import Batch, _expectation
from sample_docs.shop_kit import CUSTOMER_FORMATS, PRINT_FORMATS, ShopSpec, invoice
from sample_docs.shop_kit import address as _address, customer_opening as _customer_opening, first_name as _first
from sample_docs.shop_kit import is_mail as _is_mail, letterhead as _letterhead, page2 as _page2
from sample_docs.shop_kit import printed_name as _name, returns_form as _returns_form, shop_headers as _shop_headers
from sample_docs.shop3 import vocab as V
from sample_docs.shop3.values import DATE_STYLES, ID_SHAPES, MONEY_STYLES, TRACKING, email_sent, money_text
from status.schema import Schema

SHOP_FORMATS = {"pdf_text": 0.2, "email": 0.15, "text": 0.1, "clean_image": 0.12, "noisy_scan": 0.12, "fax": 0.12,
                "pdf_scan": 0.09, "noisy_pdf_scan": 0.1}
FORMATS_BY_TYPE = {
    "refund_request": CUSTOMER_FORMATS, "customer_letter": CUSTOMER_FORMATS, "invoice": PRINT_FORMATS,
    "warranty_form": {**PRINT_FORMATS, "text": 0.15},
}
KINDS = ["refund"] * 6 + ["refund_letter"] * 5 + ["warranty"] * 3 + ["refund_warranty"] * 2 + ["rejected"] * 2 \
    + ["delivery"] * 2
DEFAULT_SEED = 23


class ShopWriter(kit.ShopWriter):
    """Writer with shop 3's value styles, label pools and layouts."""

    vocab = V
    money_styles, date_styles = MONEY_STYLES, DATE_STYLES
    tz = {"GBP": "+0000", "EUR": "+0100", "USD": "-0500"}
    money_text = staticmethod(money_text)
    email_sent = staticmethod(email_sent)


# --------------------------------------------------------------------------- openings and closings (more in shop_kit)


def _shop_opening(w: ShopWriter, dept: str, subjects: list[str], title: str) -> None:
    """An e-mail's headers (the subject drawn only then), or a printed letterhead and title."""
    if _is_mail(w):
        _shop_headers(w, dept, w.rng.choice(subjects))
    else:
        _letterhead(w)
        w.add("title", title)


def _shop_sign(w: ShopWriter) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Kind regards,", "Best wishes,", "Thank you,", "Regards,"]))
    w.add("line", w.rng.choice(["Harbourline Customer Care", "The Harbourline team", "Becky Moss, Returns team",
                                "Harbourline Returns Desk", "Sam, Customer Service"]))


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
    _shop_opening(w, "Orders", [f"Your Harbourline order {c.order_id}", f"{title} - {c.order_id}",
                                "We've got your order!"], title)
    prose = _is_mail(w) and r.random() < 0.5
    w.add("para", f"Hi {_first(name)}, thanks for shopping with us. We've received your order and will let you "
                  "know as soon as it ships.")
    est = c.est_confirm if r.random() < 0.85 or "delivery_estimate" in w.doc.style.get("planted", ()) else None
    kit.order_details(w, prose, est, name)
    _shop_close(w)


def shipping_notice(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Dispatch note", "Your order is on its way", "Shipping confirmation", "Despatch advice",
                      "Delivery note"])
    _shop_opening(w, "Dispatch", [f"Order {c.order_id} has been dispatched", "Your parcel is on its way",
                                  f"Shipping update for {c.order_id}"], title)
    est = c.est_ship if (r.random() < 0.8 or "planted_est" in w.doc.style) else None
    with_name = r.random() < 0.85
    name = c.name
    if _is_mail(w) and r.random() < 0.55:
        if with_name:
            w.add("para", f"Hello {w.text('customer_name', name)},")
        s = (f"Good news: your order {w.ident('order_id', c.order_id)} left our warehouse on "
             f"{w.date('ship_date', w.doc.date)} with {w.text('carrier', c.carrier)}. "
             f"Your tracking number is {w.ident('tracking_number', c.tracking)}.")
        if est:
            s += " " + r.choice(["It should arrive by {}.", "Expected delivery: {}.", "The courier expects to "
                                 "deliver on {}."]).format(w.date("delivery_estimate", est))
        w.add("para", s)
        if r.random() < 0.5:
            w.add("para", f"(Customer number {w.ident('customer_id', c.customer_id)})")
    else:
        kit.dispatch_form(w, with_name, est)
    w.add("para", r.choice(["Please keep this note until your parcel has arrived.",
                            "You can follow the parcel on the courier's website.",
                            "If nobody is home, the courier will leave a card."]))
    if _is_mail(w):
        _shop_sign(w)


def refund_approval(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    title = (r.choice(["Return request outcome", "Refund decision", "Your return request"]) if rejected else
             r.choice(["Refund approved", "Return authorisation", "Your return has been accepted", "Refund decision",
                       "Returns outcome", "Credit approval"]))
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
        w.add("para", "Our returns team has inspected the item. It shows signs of use and damage that our returns "
                      "policy does not cover, so we are unable to refund it. We will post it back to you at no cost.")
        _shop_close(w)
        return
    show_eligible = c.eligible != c.approved or r.random() < 0.4
    promised = c.promised if r.random() < 0.8 else None
    if prose:
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        s = (f"we have checked the return for order {w.ident('order_id', c.order_id)} (reference "
             f"{w.ident('case_number', c.case_number)}) and on {w.date('approval_date', w.doc.date)} we "
             f"{'approved' if status_word.lower() in ('approved', 'accepted') else 'authorised'} a refund of "
             f"{w.money('refund_approved', c.approved)}.")
        w.set("refund_status", "approved")
        if show_eligible:
            s += f" The item qualifies for a refund of {w.money('refund_eligible', c.eligible)}"
            s += (f", and as a gesture of goodwill we have waived {c.waiver}% of the {c.fee_basis}."
                  if c.waiver is not None else ".")
        elif c.waiver is not None:
            s += f" We have waived {c.waiver}% of the {c.fee_basis}."
        if c.waiver is not None:
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        w.add("para", s)
        kit.approval_promise(w, promised)
    else:
        kit.approval_outcome_form(w, status_word, show_eligible, promised)
        w.add("para", "The refund goes back to the payment method you used for the order.")
    _shop_close(w)


def refund_execution(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    v = r.randrange(3)
    title = r.choice(["Refund confirmation", "Your refund has been processed", "Refund receipt", "Remittance advice",
                      "Credit note"])
    method = r.choice(["Visa ending 4821", "Mastercard ending 0937", "PayPal", "Amex ending 1004",
                       "bank transfer to account ending 55"])
    _shop_opening(w, "Payments", [f"{title} ({c.order_id})", "Your money is on its way", f"Refund {c.payment_ref}"],
                  title)
    if not _is_mail(w) and title == "Credit note":
        w.kv("Credit note no.", f"CN-{c.invoice_number[-5:].replace('/', '')}")
    status = r.choice(V.STATUS_WORDS["executed"])
    w.set("refund_status", "executed")
    with_case = r.random() < 0.7
    if _is_mail(w) and v < 2:
        w.add("para", f"Hi {w.text('customer_name', c.name)},")
        s = (f"we have refunded {w.money('refund_executed', c.approved)} to your {method} on "
             f"{w.date('execution_date', w.doc.date)}. Refund reference: "
             f"{w.ident('payment_reference', c.payment_ref)}.")
        w.add("para", s)
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
                  ("Refunded to", method), (w.label("refund_status"), status)]
        w.block(pairs)
    w.add("gap")
    w.add("para", "Depending on your bank it can take a few working days for the money to show on your statement.")
    _shop_close(w)


def warranty_form(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    title = r.choice(["Warranty claim", "Guarantee claim form", "Repair request", "Appliance service request",
                      "Faulty goods report"])
    kit.warranty_claim_form(w, title)


# --------------------------------------------------------------------------- customer prose


def _customer_close(w: ShopWriter) -> None:
    kit.customer_close(w, None)


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
        refs.append(r.choice(["My order number is {o}.", "This is about order {o}.", "I ordered from you recently "
                              "(order ref {o})."]).format(o=w.ident("order_id", c.order_id)))
    if with_case:
        refs.append(r.choice(["Your returns portal gave me the reference {x}.", "My return number is {x}."]).format(
            x=w.ident("case_number", c.case_number)))
    if r.random() < 0.6:
        refs.append(r.choice(["My account number is {x}.", "(Customer no. {x})"]).format(
            x=w.ident("customer_id", c.customer_id)))
    reason = c.reason
    w.text("return_reason", reason)
    reason_s = r.choice(V.REASON_SENTENCES).format(item=item, reason=reason)
    amount_s = r.choice(V.AMOUNT_SENTENCES).format(amt=w.money("refund_requested", c.requested))
    w.add("para", " ".join(refs + [reason_s]))
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", f"{amount_s} {sentence}")
    _customer_close(w)


def customer_letter(w: ShopWriter) -> None:
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    _customer_opening(w, r.choice([f"Re: {c.case_number}", f"Order {c.order_id} - still waiting",
                                   "Complaint", f"Follow-up on my return {c.case_number}", "Where is my money?"]))
    kit.letter_body(w, topic, quoted)
    _customer_close(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}


# --------------------------------------------------------------------------- planning (sample_docs/shop_kit.py)


SHOP = ShopSpec(
    vocab=V, writer=ShopWriter, templates=TEMPLATES, formats_by_type=FORMATS_BY_TYPE, shop_formats=SHOP_FORMATS,
    author="Harbourline Home Ltd", case_prefix="H", file_prefix="hl_", kinds=KINDS,
    currencies=["GBP"] * 10 + ["EUR"] * 6 + ["USD"] * 4, id_shapes=ID_SHAPES, tracking=TRACKING,
)


def build_batch(seed: int = DEFAULT_SEED, schema: Schema | None = None) -> Batch:
    """All of shop 3's cases and documents (content + truth) for one seed. No files are written."""
    return SHOP.build_batch(seed, schema)
