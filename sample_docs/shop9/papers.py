"""What Tembo Tone's documents say and how they are laid out: one writer per document type, each with
several forms (printed sheets, staff e-mails, web-form dumps, SMS copies, chat transcripts, customers'
letters), choosing wording per country and per document."""

from __future__ import annotations

import calendar
import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs.shop9 import lexicon as L
from sample_docs.shop9.casebook import Case
from sample_docs.shop9.printing import S, cents, date_text, mail_date, money_text, sms_date
from sample_docs.shop9.sheet import Paper, Pen, collapse
from status.schema import Schema

BRANCH_TOWN = {"KES": "Nairobi", "PHP": "Makati", "AED": "Dubai", "JMD": "Kingston"}
PAY_CHANNEL = {"KES": "M-Pesa", "PHP": "GCash", "AED": "card", "JMD": "bank account"}

LABELS = {
    "order_id": ["Order No.", "Order #", "Your order", "Sales order", "SO No.", "Web order", "Order ref.",
                 "Order number"],
    "customer_id": ["Customer No.", "Account", "Acct. No.", "Client code", "Customer ref.", "Member ID",
                    "Account no."],
    "customer_name": ["Customer", "Bill to", "Sold to", "Name", "Customer name", "Account name"],
    "invoice_number": ["Invoice No.", "Tax invoice #", "Invoice ref.", "Document No.", "Invoice number"],
    "invoice_date": ["Invoice date", "Date", "Date issued", "Tax date", "Issued on"],
    "order_date": ["Order date", "Ordered on", "Date of order", "Order placed"],
    "delivery_estimate": ["Expected delivery", "Estimated arrival", "Should arrive", "ETA", "Delivery by",
                          "Due to arrive"],
    "tracking_number": ["Waybill no.", "Tracking no.", "Tracking ID", "Consignment no.", "AWB", "Parcel ref."],
    "carrier": ["Courier", "Carrier", "Shipped via", "Delivery partner", "Sent with"],
    "ship_date": ["Dispatched", "Ship date", "Date sent", "Left our store", "Collected by courier"],
    "case_number": ["Return ref.", "Ticket no.", "Case", "RMA no.", "Service request", "Claim no.", "Our ref."],
    "approval_date": ["Decision date", "Date approved", "Date of decision", "Authorised on", "Reviewed on"],
    "refund_eligible": ["Value of returned goods", "Refundable value", "Eligible amount", "Amount claimable",
                        "Credit value before fees"],
    "refund_approved": ["Refund approved", "Amount to refund", "We will refund", "Net refund", "Approved credit"],
    "promised_date": ["Money expected by", "Refund to reach you by", "Expected credit date", "Payout by"],
    "refund_status": ["Status", "Decision", "Outcome", "Result"],
    "refund_executed": ["Amount refunded", "Refund paid", "Amount sent", "Credited", "Paid out"],
    "execution_date": ["Date paid", "Payment date", "Refunded on", "Transaction date", "Processed on"],
    "payment_reference": ["Transaction ID", "Payment ref.", "Bank reference", "Transfer ref.", "Confirmation code"],
    "product_name": ["Instrument", "Item", "Product", "Model", "Description"],
    "serial_number": ["Serial no.", "S/N", "Serial", "Body serial"],
    "issue_description": ["Fault", "Problem", "Describe the issue", "What's wrong", "Fault reported"],
    "form_deadline": ["Needed back by", "Required by", "Deadline", "Please return by"],
    "refund_requested": ["Refund amount requested", "Amount claimed", "Refund requested", "Amount to be refunded"],
    "return_reason": ["Reason for return", "Why are you returning it?", "Return reason", "Reason"],
    "form_date": ["Date", "Date submitted", "Form date", "Date of claim"],
}


def lab(pen: Pen, key: str) -> str:
    return pen.rng.choice(LABELS[key])


def first(name: str) -> str:
    return name.split(" ")[0]


def is_mail(pen: Pen) -> bool:
    return pen.paper.fmt in ("email", "text") and pen.paper.email is not None


def mailish(pen: Pen) -> bool:
    return pen.paper.fmt in ("email", "text")


def printed(pen: Pen) -> bool:
    return not mailish(pen)


def name_on(pen: Pen, case: Case) -> str:
    """The customer's name as this document prints it (misspelt where that is planted)."""
    return case.typo_name if pen.paper.style.get("typo") else case.name


# --------------------------------------------------------------------------- headers and letterheads


def shop_mail(pen: Pen, case: Case, dept: str, subject: str, name: str | None = None) -> None:
    """The shop's e-mail headers; the To header names the customer (as the shop's system spells it)."""
    r, d = pen.rng, pen.paper.date
    name = name or case.name
    box = {"Orders": "orders", "Dispatch": "dispatch", "Returns": "returns", "Accounts": "accounts",
           "Workshop": "workshop", "Customer Care": "care"}[dept]
    hour, minute = r.randrange(8, 18), r.randrange(60)
    sender = f"{L.SHOP} {dept} <{box}@{L.DOMAIN}>" if r.random() < 0.7 else f"{box}@{L.DOMAIN}"
    to = f"{name} <{case.email_addr}>"
    pen.paper.email = {"From": sender, "To": to, "Subject": subject,
                       "Date": mail_date(d, hour, minute, r.randrange(60), L.TZ[case.cur])}
    pen.set("customer_name", name)


def customer_mail(pen: Pen, case: Case, subject: str) -> None:
    r, d = pen.rng, pen.paper.date
    hour, minute = r.randrange(6, 23), r.randrange(60)
    to = r.choice([f"Tembo Tone <care@{L.DOMAIN}>", f"returns@{L.DOMAIN}", f"{L.SHOP} Support <help@{L.DOMAIN}>"])
    frm = f"{case.name} <{case.email_addr}>"
    if pen.paper.fmt == "text" and r.random() < 0.5:
        wd, month = calendar.day_name[d.weekday()], calendar.month_name[d.month]
        sent = (f"{wd}, {month} {d.day}, {d.year} {(hour - 1) % 12 + 1}:{minute:02d} {'AM' if hour < 12 else 'PM'}"
                if case.cur == "PHP" else f"{wd}, {d.day} {month} {d.year} {hour:02d}:{minute:02d}")
        pen.paper.email = {"From": frm, "Sent": sent, "To": to, "Subject": subject}
    else:
        pen.paper.email = {"From": frm, "To": to, "Subject": subject,
                           "Date": mail_date(d, hour, minute, r.randrange(60), L.TZ[case.cur])}
    pen.set("document_date", d.isoformat())
    pen.set("customer_name", case.name)


def letterhead(pen: Pen, case: Case, title: str | None = None) -> None:
    legal, addr, reg = L.BRANCH[case.cur]
    if title and pen.rng.random() < 0.3:
        pen.add("title", title)
        pen.add("small", f"{legal}, {addr}")
        pen.add("small", reg)
        pen.gap()
        return
    pen.add("head", L.SHOP)
    pen.add("small", f"{legal}  \u00b7  {addr}")
    pen.add("small", reg)
    pen.gap()
    if title:
        pen.add("title", title)


def terms_page(pen: Pen) -> None:
    if pen.paper.fmt == "pdf_text" and pen.rng.random() < 0.35:
        pen.add("page")
        pen.add("title", L.TERMS[0])
        for t in L.TERMS[1:]:
            pen.para(t)


def short(product: str, width: int = 36) -> str:
    """A product as an invoice line prints it: no bracketed note, cut at a word to fit the column."""
    name = product.split(" (")[0]
    while len(name) > width:
        name = name.rsplit(" ", 1)[0]
    return name


def items_table(pen: Pen, case: Case) -> None:
    r = pen.rng
    header = r.choice([["Description", "Qty", "Unit price", "Amount"], ["Item", "Qty", "Price", "Line total"],
                       ["Particulars", "Qty", "Rate", "Amount"]])
    rows = [[short(p), str(q), pen.money(None, u), pen.money(None, cents(q * u))] for p, q, u in case.items]
    pen.add("table", header, rows)


# --------------------------------------------------------------------------- deadlines and expectations


def deadline_words(pen: Pen, case: Case) -> tuple[str | None, date | str | None, bool]:
    """The deadline this document states (words to print, truth, unresolved?), or (None, None, False).

    A case keeps one deadline: a later document restates it, states it for the first time, or (where a
    changed deadline is planted) moves it."""
    p, r = pen.paper, pen.rng
    plan = p.style.get("deadline")
    style = p.style["date"] if p.style["date"] != "mon_dot_d_y" else "month_d_y"
    if plan == "moved":
        assert isinstance(case.deadline, date), f"{case.cid}: nothing to move"
        new = max(case.deadline, p.date) + timedelta(days=r.randrange(5, 12))
        case.deadline = new
        return r.choice(["by {}", "no later than {}", "on or before {}"]).format(date_text(new, style)), new, False
    if plan is None:
        return None, None, False
    if case.deadline is not None:  # already said: restate a date still ahead, or say nothing about it
        if isinstance(case.deadline, date) and case.deadline > p.date and r.random() < 0.5:
            return f"by {date_text(case.deadline, style)}", case.deadline, False
        return None, None, False
    if plan == "unresolved":
        words = r.choice(L.UNRESOLVED[case.loc])
        case.deadline = words
        return words, words, True
    if p.style.get("relative_ok") and r.random() < 0.5:
        words, rule = r.choice(L.RELATIVE[case.loc])
        if rule == "month_end":
            if p.date.day <= 20:
                d = p.date.replace(day=calendar.monthrange(p.date.year, p.date.month)[1])
                case.deadline = d
                return words, d, False
        else:
            d = p.date + timedelta(days=rule)
            case.deadline = d
            return words, d, False
    d = plan
    case.deadline = d
    how = {"KE": ["by {}", "on or before {}", "not later than {}"], "PH": ["on or before {}", "by {}", "until {}"],
           "AE": ["by {}", "before {}", "no later than {}"], "JM": ["by {}", "no later than {}", "before {}"]}[case.loc]
    return r.choice(how).format(date_text(d, style)), d, False


def expectation(pen: Pen, case: Case, with_when: list[str], without: list[str]) -> str:
    """The customer's one sentence of what they expect, with the deadline inside it when there is one;
    records customer_expectation and customer_deadline."""
    when, truth, unresolved = deadline_words(pen, case)
    if when:
        sentence = pen.rng.choice(with_when).format(when=when)
        pen.set("customer_deadline", truth if isinstance(truth, str) else truth.isoformat(), unresolved=unresolved)
    else:
        sentence = pen.rng.choice(without)
    sentence = sentence[0].upper() + sentence[1:]
    pen.text("customer_expectation", sentence)
    return sentence + "."


def refund_wishes(case: Case, we: bool) -> tuple[list[str], list[str]]:
    loc, chan = case.loc, PAY_CHANNEL[case.cur]
    if we:
        return ([f"we need the money back in the {'school' if 'School' in (case.inst or '') else 'group'}'s account {{when}}",
                 "our treasurer asks that the refund be paid {when}", "kindly have the credit paid to us {when}"],
                ["please credit the amount back to the account we paid from", "we would like the money returned rather than a voucher"])
    return {
        "KE": ([f"kindly send the money back to my {chan} {{when}}", "I request that the refund be processed {when}",
                "please ensure the funds reach me {when}"],
               [f"kindly send the money back to my {chan} number", "I request that the refund be processed to the same line"]),
        "PH": ([f"I am hoping you can credit the refund to my {chan} {{when}}", "kindly release my refund {when}",
                "please process the refund {when} po"],
               [f"kindly return the amount to my {chan} account", "please process the refund to my GCash po"]),
        "AE": (["request you to process the refund to my card {when}", "I expect the amount back on my card {when}",
                "please arrange the refund {when}"],
               ["request you to reverse the charge to my card", "please arrange the refund to the original card"]),
        "JM": (["I would appreciate the refund being sorted {when}", "please make sure the money reaches my account {when}",
                "I am asking that you process the refund {when}"],
               ["please make sure the money goes back to my account", "I would appreciate the refund to my account"]),
    }[loc]


def sign(pen: Pen, case: Case, with_id: bool = False) -> None:
    r = pen.rng
    pen.gap()
    pen.line(r.choice({"KE": ["Regards,", "Kind regards,", "Thank you,", "Blessings,"],
                       "PH": ["Thank you po,", "Respectfully,", "Regards,", "God bless,"],
                       "AE": ["Best regards,", "Thanks and regards,", "Regards,"],
                       "JM": ["Respectfully,", "Thanks,", "Blessings,", "Regards,"]}[case.loc]))
    pen.line(pen.text("customer_name", case.name))
    if case.inst:
        pen.line(case.inst)
    if with_id:
        pen.line(f"{r.choice(['Customer no.', 'Acct', 'My account no. is'])} {pen.ident('customer_id', case.customer_id)}")
    if r.random() < 0.5:
        pen.line(case.phone)


def greeting(pen: Pen, case: Case) -> None:
    pen.para(pen.rng.choice({"KE": ["Dear Sir/Madam,", "Hello Tembo Tone team,", "Habari,"],
                             "PH": ["Good day!", "Hi po,", "Dear Tembo Tone,"],
                             "AE": ["Dear Team,", "Hi,", "Dear Sir/Madam,"],
                             "JM": ["Good morning,", "Hello,", "Good day,"]}[case.loc]))


# --------------------------------------------------------------------------- order confirmation


def order_confirmation(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    name = name_on(pen, case)
    show_est = "delivery_estimate" in case.planted or case.kind == "late" or r.random() < 0.7
    form = p.style["form"]
    if form == "portal":  # a portal export, no e-mail headers
        pen.line(f"{L.SHOP} - My Account - order details (exported {sms_date(p.date, case.cur)})")
        pen.gap()
        pairs = [("order_no", pen.ident("order_id", case.order_id)), ("placed", pen.date("order_date", case.order_date)),
                 ("customer", pen.text("customer_name", name)), ("account", pen.ident("customer_id", case.customer_id)),
                 ("status", "Confirmed - awaiting dispatch"), ("grand_total", pen.money("order_total", case.total))]
        if show_est:
            pairs.append(("est_delivery", pen.date("delivery_estimate", case.est_confirm)))
        for k, v in pairs:
            pen.line(f"{k:<14}| {v}")
        pen.gap()
        for prod, q, u in case.items:
            pen.line(f"item          | {q} x {prod} @ {pen.money(None, u)}")
        return
    if form == "mail":
        shop_mail(pen, case, "Orders", r.choice([f"Order {case.order_id} confirmed", "We've got your order!",
                                                 f"Your Tembo Tone order {case.order_id}", "Order received - thank you"]),
                  name)
        hello = {"KE": "Jambo", "PH": "Hi", "AE": "Dear", "JM": "Hi"}[case.loc]
        pen.para(f"{hello} {pen.text('customer_name', name) if r.random() < 0.5 else first(name)},")
        pen.para(r.choice([f"Asante sana for choosing {L.SHOP}. Your order is confirmed and our {BRANCH_TOWN[case.cur]} "
                           "team is getting it ready." if case.loc == "KE" else
                           f"Thanks for your order! Our {BRANCH_TOWN[case.cur]} team is packing it now.",
                           "This e-mail confirms the order below. Keep it for your records."]))
    else:
        letterhead(pen, case, r.choice(["ORDER ACKNOWLEDGEMENT", "Order confirmation", "Sales order",
                                        "ORDER SLIP" if case.cur == "PHP" else "Pro-forma / order confirmation"]))
    pairs = [(lab(pen, "order_id"), pen.ident("order_id", case.order_id)),
             (lab(pen, "order_date"), pen.date("order_date", case.order_date))]
    if r.random() < 0.65 or p.style.get("typo"):
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    if printed(pen) or pen.paper.fields["customer_name"]["value"] is None:
        pairs.append((r.choice(["Customer", "Deliver to", "Ship to", "Name"]), pen.text("customer_name", name)))
    pen.refs(pairs)
    pen.gap()
    items_table(pen, case)
    tax_note = {"PHP": "VAT inclusive", "KES": "incl. 16% VAT", "AED": "incl. VAT", "JMD": "incl. GCT"}[case.cur]
    pen.kv(r.choice(["Order total", "Total", f"Total ({tax_note})", "Amount paid", "Grand total"]),
           pen.money("order_total", case.total))
    if case.cur != "PHP" and r.random() < 0.4:
        pen.line(f"({case.tax_word} included: {pen.money(None, case.tax)})")
    if show_est:
        pen.kv(lab(pen, "delivery_estimate"), pen.date("delivery_estimate", case.est_confirm))
    else:
        pen.para("We'll text you the courier details once your parcel leaves the store.")
    pen.gap()
    pen.para(r.choice(["Questions? Reply to this message or WhatsApp us.", "Prices include delivery within city limits.",
                       "Instruments are set up and tuned before dispatch."]))


# --------------------------------------------------------------------------- invoice


def invoice(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    name = name_on(pen, case)
    title = {"KES": ["TAX INVOICE", "Tax Invoice"], "PHP": ["SALES INVOICE", "VAT SALES INVOICE"],
             "AED": ["TAX INVOICE", "Tax Invoice (Simplified)"], "JMD": ["INVOICE", "GCT INVOICE"]}[case.cur]
    if mailish(pen):
        shop_mail(pen, case, "Accounts", f"Invoice {case.invoice_number} for order {case.order_id}", name)
        pen.para(f"Dear {first(case.name)}, please find your invoice below. A PDF copy is available in My Account.")
        pen.add("title", r.choice(title))
    else:
        letterhead(pen, case, r.choice(title))
    pairs = [(lab(pen, "invoice_number"), pen.ident("invoice_number", case.invoice_number)),
             (lab(pen, "invoice_date"), pen.date("document_date", p.date)),
             (lab(pen, "order_id"), pen.ident("order_id", case.order_id)),
             (lab(pen, "order_date"), pen.date("order_date", case.order_date))]
    if r.random() < 0.75 or p.style.get("typo"):
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pen.refs(pairs)
    if case.cur == "KES":  # the KRA control unit's numbers, on every Kenyan tax invoice
        pen.add("small", f"CU Serial No. KRAMW017202{r.randrange(100000, 999999)}   CU Invoice No. "
                         f"0172{r.randrange(10**9, 10**10)}")
    pen.gap()
    pen.kv(r.choice(["Bill to", "Sold to", "Customer", "Registered name"]), pen.text("customer_name", name))
    pen.line(case.inst or case.place)
    if case.cur in ("AED", "JMD") and r.random() < 0.5:
        pen.line(f"Customer TRN: {'100' + str(r.randrange(10**11, 10**12)) if case.cur == 'AED' else r.randrange(100000000, 999999999)}")
    if case.cur == "PHP":
        pen.line(r.choice(["TIN: ___-___-___-___", "Buyer's TIN: n/a", "Business style: individual"]))
    pen.gap()
    items_table(pen, case)
    pen.gap()
    word, rate = case.tax_word, f"{case.tax_rate.normalize():f}%"
    if case.cur == "PHP":
        totals = [("Total Sales (VAT inclusive)", pen.money(None, case.total)),
                  (r.choice(["Less: VAT", "VAT Amount", f"VAT ({rate})"]), pen.money("tax_amount", case.tax)),
                  (r.choice(["Amount: Net of VAT", "VATable Sales", "Net of VAT"]), pen.money("subtotal", case.subtotal)),
                  ("VAT-Exempt Sales", pen.money(None, Decimal(0))),
                  (r.choice(["TOTAL AMOUNT DUE", "Total Amount Due", "Amount Due"]), pen.money("order_total", case.total))]
    else:
        sub = {"KES": ["Sub-total (excl. VAT)", "Taxable value", "Net amount"],
               "AED": ["Total excl. VAT", "Taxable amount", "Subtotal"],
               "JMD": ["Sub Total", "Amount before GCT", "Goods total"]}[case.cur]
        tot = {"KES": ["Total (KES)", "Amount payable", "Invoice total"],
               "AED": ["Total incl. VAT", "Total amount due", "Grand total"],
               "JMD": ["Total Due", "TOTAL", "Invoice total"]}[case.cur]
        totals = [(r.choice(sub), pen.money("subtotal", case.subtotal)),
                  (r.choice([f"{word} {rate}", f"{word} @ {rate}", f"Add {word} ({rate})", f"{word}"]),
                   pen.money("tax_amount", case.tax)),
                  (r.choice(tot), pen.money("order_total", case.total))]
    how = r.choice(["lines", "right", "grid"]) if case.cur != "PHP" else r.choice(["lines", "right"])
    pen.refs(totals, how)
    pen.gap()
    pen.para(r.choice({"KES": ["Paid via M-Pesa Paybill 522818 - thank you.", "Payment received with thanks.",
                               "Goods once sold are returnable only as per our returns policy."],
                       "PHP": ["Paid in full via GCash.", "Received the above goods in good order and condition.",
                               "Acknowledgement Certificate No. AC_123_052025_000117  Date Issued: 05/21/2025"],
                       "AED": ["Paid by card (Visa).", "Amounts in UAE dirhams.", "This is a computer-generated invoice."],
                       "JMD": ["Paid in full - thank you for your business!", "Cheques payable to Tembo Tone (Jamaica) Ltd.",
                               "Prices in Jamaican dollars."]}[case.cur]))
    terms_page(pen)


# --------------------------------------------------------------------------- shipping notice


def shipping_notice(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    show_est = "delivery_estimate" in case.planted or case.kind == "late" or r.random() < 0.65
    est = case.est_ship
    form = p.style["form"]
    if form == "sms":  # the SMS the store sent, as printed from the SMS gateway log
        pen.line(f"SMS log  |  sender TEMBOTONE  |  to {case.phone}  |  {sms_date(p.date, case.cur)} "
                 f"{r.randrange(8, 18)}:{r.randrange(10, 60)}")
        pen.gap()
        text = (f"TEMBO TONE: Hi {first(case.name)}, order {pen.ident('order_id', case.order_id)} left our "
                f"{BRANCH_TOWN[case.cur]} store on {pen.date('ship_date', p.date)} with {pen.text('carrier', case.carrier)}, "
                f"{r.choice(['waybill', 'tracking no.', 'ref'])} {pen.ident('tracking_number', case.tracking)}.")
        if show_est:
            text += f" Expected {r.choice(['by', 'on'])} {pen.date('delivery_estimate', est)}."
        text += " Reply STOP to opt out."
        pen.para(text)
        return
    if form == "mail":
        shop_mail(pen, case, "Dispatch", r.choice([f"Your order {case.order_id} is on its way", "Shipped!",
                                                   "Dispatch notification", f"{case.carrier} is bringing your order"]))
        pen.para(f"Hello {pen.text('customer_name', case.name)},")
        pen.para(r.choice(["Good news - your instruments have left the store.",
                           "Your parcel has been handed to the courier. Details below.",
                           "We've packed your order with plenty of bubble wrap and sent it out today."]))
    else:
        letterhead(pen, case, r.choice(["DELIVERY NOTE", "Dispatch note", "Waybill copy - customer",
                                        "Goods dispatched"]))
        pen.kv(r.choice(["Deliver to", "Consignee", "Ship to"]), pen.text("customer_name", case.name))
        pen.line(case.inst or case.place)
        pen.line(f"Tel. {case.phone}")
        pen.gap()
    pairs = [(lab(pen, "order_id"), pen.ident("order_id", case.order_id))]
    if r.random() < 0.55:
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pairs += [(lab(pen, "carrier"), pen.text("carrier", case.carrier)),
              (lab(pen, "tracking_number"), pen.ident("tracking_number", case.tracking)),
              (lab(pen, "ship_date"), pen.date("ship_date", p.date))]
    if show_est:
        pairs.append((lab(pen, "delivery_estimate"), pen.date("delivery_estimate", est)))
    pen.refs(pairs)
    pen.gap()
    pen.add("grid", [r.choice(["Contents", "Packed", "Items"]), "Qty"], [[short(prod, 32), str(q)] for prod, q, _ in case.items])
    if printed(pen):
        pen.line("Received in good order by: ____________________   Date: ____________")
        pen.line(f"Weight {r.randrange(2, 19)}.{r.randrange(10)} kg  |  Fragile - musical instrument")


# --------------------------------------------------------------------------- refund request


def refund_request(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    item = case.return_item[0]
    we = case.inst is not None
    wishes = refund_wishes(case, we)
    form = p.style["form"]
    case_ref = p.style.get("case_no")
    if form == "chat":  # a web-chat transcript, e-mailed to the returns inbox
        h, m = r.randrange(9, 17), r.randrange(0, 20)

        def clock() -> str:
            nonlocal m
            m += r.randrange(1, 6)
            return f"[{h}:{m:02d}]"

        pen.paper.email = {"From": f"Tembo Tone Web Chat <chat@{L.DOMAIN}>", "To": f"returns@{L.DOMAIN}",
                           "Subject": f"Chat transcript #{r.randrange(40000, 99999)}",
                           "Date": mail_date(p.date, h + 1, r.randrange(60), r.randrange(60), L.TZ[case.cur])}
        pen.line(f"Chat started: {pen.date('document_date', p.date)} {h}:{m:02d}")
        pen.line(f"Visitor: {pen.text('customer_name', case.name)} ({case.email_addr})")
        agent = r.choice(['Wambui', 'Joy', 'Hamza', 'Kemar', 'Aileen'])
        pen.line(f"Agent: {agent}")
        pen.gap()
        pen.line(f"{clock()} {agent}: Hi, welcome to Tembo Tone! How can I help?")
        pen.para(f"{clock()} {first(case.name)}: " + r.choice([
            f"hi, I want to return the {item} from order {pen.ident('order_id', case.order_id)} because "
            f"{pen.text('return_reason', case.reason)}.",
            f"Good day. Order {pen.ident('order_id', case.order_id)}, the {item}. I need to send it back since "
            f"{pen.text('return_reason', case.reason)}."]))
        pen.line(f"{clock()} {agent}: So sorry about that! How much would you like refunded?")
        pen.para(f"{clock()} {first(case.name)}: A refund of {pen.money('refund_requested', case.requested)}, that's "
                 "what I paid for it. " + expectation(pen, case, *wishes))
        if case_ref:
            pen.line(f"{clock()} {agent}: Done - your return reference is {pen.ident('case_number', case.case_number)}. "
                     "The workshop will check it and get back to you.")
        else:
            pen.line(f"{clock()} {agent}: Noted. I've passed this to the returns desk, they'll e-mail you.")
        pen.line(f"{clock()} {first(case.name)}: ok thanks")
        return
    if form == "mail":  # the customer's own e-mail
        customer_mail(pen, case, r.choice([f"Return - order {case.order_id}", "Refund request", f"Returning my {item}",
                                           "Problem with my order", f"Re: Order {case.order_id}"]))
        greeting(pen, case)
        bought = f"{'We' if we else 'I'} bought the {item} on {pen.date(None, case.order_date)} (order {pen.ident('order_id', case.order_id)})"
        pen.para(bought + r.choice([" and it was delivered last week.", ", collected from the courier a few days ago.",
                                    "."]))
        pen.para(f"{'We are' if we else 'I am'} sending it back {r.choice(['because', 'as', 'since'])} "
                 f"{pen.text('return_reason', case.reason)}.")
        pen.para(f"{'We' if we else 'I'} would like a refund of {pen.money('refund_requested', case.requested)}. "
                 + expectation(pen, case, *wishes))
        if case_ref:
            pen.para(f"Your colleague on the phone gave me reference {pen.ident('case_number', case.case_number)}.")
        sign(pen, case, with_id=r.random() < 0.4)
        return
    # a returns form: the web form's e-mail copy, or the printed slip that came back in the box
    if mailish(pen):
        if p.fmt == "text" and r.random() < 0.5:
            pen.line(f"tembotone.example/returns - submission received {pen.date('document_date', p.date)}")
            pen.gap()
        else:
            customer_mail(pen, case, f"[Returns form] {case.order_id}")
            pen.para("A returns request was submitted on the website:")
    else:
        letterhead(pen, case, r.choice(["RETURNS SLIP", "Return request form", "Goods return form"]))
        pen.para("Please fill in and put this slip in the box with the item.")
    pairs = [(lab(pen, "order_id"), pen.ident("order_id", case.order_id))]
    if case_ref:
        pairs.append((lab(pen, "case_number"), pen.ident("case_number", case.case_number)))
    if printed(pen):
        pairs.append((lab(pen, "form_date"), pen.date("document_date", p.date)))
    pairs.append(("Name", pen.text("customer_name", case.name)))
    if r.random() < 0.5:
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pairs.append(("Phone", case.phone))
    for lbl, val in pairs:
        pen.kv(lbl, val)
    pen.kv(lab(pen, "product_name"), item)
    pen.kv(lab(pen, "return_reason"), pen.text("return_reason", case.reason[0].upper() + case.reason[1:]))
    pen.kv(lab(pen, "refund_requested"), pen.money("refund_requested", case.requested))
    pen.kv("Refund method", r.choice([PAY_CHANNEL[case.cur], "same as payment", "original payment method"]))
    pen.gap()
    pen.line(r.choice(["Comments:", "Anything else?", "Message to the returns team:"]))
    pen.para(expectation(pen, case, *wishes))
    if printed(pen):
        pen.line(f"Signature: {case.name.split(' ')[0][0]}. {case.name.split(' ')[-1]}")


# --------------------------------------------------------------------------- refund approval / decline


def fee_lines(pen: Pen, case: Case) -> list[tuple[str, str]]:
    r, basis = pen.rng, case.fee_basis
    if not basis:
        return []
    out = [(f"Less {basis}" + (" (10%)" if basis == "restocking fee" else ""), "-" + pen.money(None, case.fee))]
    if case.waiver is not None:
        pen.set("fee_waiver_percent", str(case.waiver), basis=basis)
        out.append(r.choice([(f"{basis.capitalize()} waived", f"{case.waiver}%"),
                             ("Goodwill waiver", f"{case.waiver}% of the {basis}"),
                             (f"Waiver on {basis}", f"{case.waiver}%")]))
    return out


def refund_approval(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    declined = p.style.get("declined")
    promised = p.date + timedelta(days=r.randrange(4, 10)) if p.style.get("promise") else None
    status_word = (r.choice(["NOT APPROVED", "Declined", "Rejected", "Return refused"]) if declined else
                   r.choice(["APPROVED", "Approved", "Accepted", "Authorised"]))
    pen.set("refund_status", "rejected" if declined else "approved")
    item = case.return_item[0]
    form = p.style["form"]
    if form == "sms":  # the SMS copy
        pen.line(f"SMS log  |  sender TEMBOTONE  |  to {case.phone}")
        pen.gap()
        if declined:
            msg = (f"TEMBO TONE: Return {pen.ident('case_number', case.case_number)} for order "
                   f"{pen.ident('order_id', case.order_id)} was {status_word.upper()} on "
                   f"{pen.date('approval_date', p.date)}. We have e-mailed the workshop report. Questions: call us.")
        else:
            msg = (f"TEMBO TONE: Return {pen.ident('case_number', case.case_number)} (order "
                   f"{pen.ident('order_id', case.order_id)}) {status_word.upper()} {pen.date('approval_date', p.date)}. "
                   f"{pen.money('refund_approved', case.approved)} will be refunded to your {PAY_CHANNEL[case.cur]}")
            msg += f" by {pen.date('promised_date', promised)}." if promised else "."
        pen.para(msg)
        return
    if form == "mail":  # a prose e-mail from the returns desk
        shop_mail(pen, case, "Returns", r.choice([f"Your return {case.case_number}", f"Update on order {case.order_id}",
                                                  "Return decision", f"Re: Returning my {item}"]))
        pen.para(f"Dear {pen.text('customer_name', case.name)},")
        if declined:
            pen.para(f"Thank you for sending back the {item} from order {pen.ident('order_id', case.order_id)}. Our "
                     f"workshop inspected it on {pen.date('approval_date', p.date)} and I'm sorry to say we cannot "
                     f"accept the return: the damage is consistent with a fall, which our policy does not cover.")
            pen.para(f"Outcome for return {pen.ident('case_number', case.case_number)}: {status_word}. The item will be "
                     "sent back to you at no charge.")
        else:
            pen.para(f"Good news about return {pen.ident('case_number', case.case_number)} (order "
                     f"{pen.ident('order_id', case.order_id)}): we {r.choice(['approved', 'accepted'])} it on "
                     f"{pen.date('approval_date', p.date)}.")
            s = (f"The {item} was valued at {pen.money('refund_eligible', case.eligible)}." if p.style.get("show_eligible")
                 else f"Our workshop checked the {item} and it can go back into stock.")
            if case.fee_basis and case.waiver is not None:
                pen.set("fee_waiver_percent", str(case.waiver), basis=case.fee_basis)
                s += (f" Normally {'an' if case.fee_basis[0] in 'aeiou' else 'a'} {case.fee_basis} of {pen.money(None, case.fee)} applies, but we have waived "
                      f"{case.waiver}% of the {case.fee_basis} this time.")
            elif case.fee_basis:
                s += f" The {case.fee_basis} of {pen.money(None, case.fee)} has been deducted."
            pen.para(s)
            pen.para(f"We will refund {pen.money('refund_approved', case.approved)} to your {PAY_CHANNEL[case.cur]}"
                     + (f" and it should reach you by {pen.date('promised_date', promised)}." if promised else
                        " within a few working days."))
        pen.para(r.choice(["Regards,", "Kind regards,", "Best wishes,"]) + " " +
                 r.choice(["Wambui, Returns desk", "Joy M., Customer Care", "Hamza, Returns", "Kemar, Workshop"]))
        return
    # the printed (or e-mailed) decision sheet
    title = ("Return declined" if declined else r.choice(["RETURN AUTHORISATION", "Returns decision",
                                                           "Credit approval"]))
    if mailish(pen):
        shop_mail(pen, case, "Returns", f"{title}: {case.case_number}")
        pen.add("title", title)
    else:
        letterhead(pen, case, title)
    pairs = [(lab(pen, "case_number"), pen.ident("case_number", case.case_number)),
             (lab(pen, "order_id"), pen.ident("order_id", case.order_id))]
    if r.random() < 0.6:
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pairs += [(lab(pen, "approval_date"), pen.date("approval_date", p.date)),
              (lab(pen, "refund_status"), status_word)]
    pen.refs(pairs)
    pen.kv("Customer", pen.text("customer_name", case.name))
    pen.kv("Item returned", item)
    pen.gap()
    if declined:
        pen.kv("Amount claimed", pen.money(None, case.requested))
        pen.para(r.choice(["Reason: signs of use beyond trying the instrument (pick wear, string changes).",
                           "Reason: returned after the 14-day window without the original packaging.",
                           "Reason: damage caused in transit after delivery; please contact the courier."]))
        return
    rows = []
    if p.style.get("show_eligible"):
        rows.append((lab(pen, "refund_eligible"), pen.money("refund_eligible", case.eligible)))
    rows += fee_lines(pen, case)
    rows.append((lab(pen, "refund_approved"), pen.money("refund_approved", case.approved)))
    if promised:
        rows.append((lab(pen, "promised_date"), pen.date("promised_date", promised)))
    pen.refs(rows, r.choice(["lines", "right"]))
    pen.gap()
    pen.para(f"The refund goes back to your {PAY_CHANNEL[case.cur]}. Keep this notice until the money arrives.")


# --------------------------------------------------------------------------- refund execution


def payment_sms(pen: Pen, case: Case) -> str:
    p, r = pen.paper, pen.rng
    ref, amt = pen.ident("payment_reference", case.payment_ref), case.approved
    when = f"{sms_date(p.date, case.cur)} at {r.randrange(1, 12)}:{r.randrange(10, 60)} {r.choice(['AM', 'PM'])}"
    pen.set("execution_date", p.date.isoformat())
    if case.cur == "KES" and ref.startswith("FT"):
        return (f"Equity Bank: Funds transfer of {pen.money('refund_executed', amt, 'kes_code')} to A/C ending "
                f"{r.randrange(1000, 9999)} completed on {when}. Ref {ref}.")
    if case.cur == "KES":
        return (f"{ref} Confirmed. {pen.money('refund_executed', amt, 'ksh').replace(S, '')} sent to "
                f"{case.phone.replace(' ', '')} on {when}. Transaction cost, Ksh0.00.")
    if case.cur == "PHP":
        return (f"You have sent {pen.money('refund_executed', amt, 'php_code')} to "
                f"{case.phone.replace(' ', '')} on {when}. Ref. No. {ref}. Message: refund")
    if case.cur == "AED":
        return (f"Refund of {pen.money('refund_executed', amt, 'aed_code')} to Visa card ending "
                f"{r.randrange(1000, 9999)} processed on {when}. ARN/Ref {ref}.")
    return (f"NCB Online Banking: transfer of {pen.money('refund_executed', amt, 'jdollar')} to account ending "
            f"{r.randrange(1000, 9999)} completed {when}. Reference {ref}.")


def refund_execution(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    pen.set("refund_status", "executed")
    form = p.style["form"]
    if form == "forward":  # staff forward the payment confirmation
        shop_mail(pen, case, "Accounts", r.choice([f"Refund sent - {case.case_number}", "Your refund",
                                                   f"Payment confirmation, order {case.order_id}"]))
        pen.para(f"Hi {first(case.name)},")
        pen.para(f"Your refund for order {pen.ident('order_id', case.order_id)} (return "
                 f"{pen.ident('case_number', case.case_number)}) has been paid. Here is the confirmation we received:")
        pen.add("quote", payment_sms(pen, case))
        pen.para(r.choice(["Status: refund completed.", "The case is now closed - thanks for your patience."]))
        pen.para(r.choice(["Accounts team", "Njeri, Accounts", "Rowena, Finance", "Accounts - Tembo Tone"]))
        return
    if form == "mail":
        shop_mail(pen, case, "Accounts", r.choice(["Refund paid", f"Your money is on its way - {case.case_number}",
                                                   "Refund confirmation"]))
        pen.para(f"Dear {pen.text('customer_name', case.name)},")
        pen.para(f"We have {r.choice(['paid', 'sent', 'transferred'])} {pen.money('refund_executed', case.approved)} "
                 f"to your {PAY_CHANNEL[case.cur]} on {pen.date('execution_date', p.date)} for return "
                 f"{pen.ident('case_number', case.case_number)} (order {pen.ident('order_id', case.order_id)}).")
        pen.para(f"{r.choice(['Transaction reference', 'Confirmation code', 'Payment reference'])}: "
                 f"{pen.ident('payment_reference', case.payment_ref)}. Refund status: completed.")
        pen.para("Depending on your bank it may take a day or two to show.")
        return
    title = r.choice(["REFUND REMITTANCE ADVICE", "Credit note & refund", "Refund payment voucher", "Refund paid"])
    if mailish(pen):
        shop_mail(pen, case, "Accounts", f"{title} - {case.order_id}")
        pen.add("title", title)
    else:
        letterhead(pen, case, title)
    pairs = [(lab(pen, "case_number"), pen.ident("case_number", case.case_number)),
             (lab(pen, "order_id"), pen.ident("order_id", case.order_id))]
    if r.random() < 0.6:
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pairs.append(("Credit note", f"CN{r.randrange(1000, 9999)}/{p.date.strftime('%y')}"))
    pen.refs(pairs)
    pen.kv("Paid to", f"{pen.text('customer_name', case.name)} - {PAY_CHANNEL[case.cur]}")
    pen.gap()
    pen.refs([(lab(pen, "refund_executed"), pen.money("refund_executed", case.approved)),
              (lab(pen, "execution_date"), pen.date("execution_date", p.date)),
              (lab(pen, "payment_reference"), pen.ident("payment_reference", case.payment_ref)),
              ("Status", r.choice(["PAID", "Completed", "Refunded"]))], r.choice(["lines", "grid", "two_a_line"]))
    pen.gap()
    pen.para(f"Original invoice {case.invoice_number}. This advice confirms the money has left our account.")


# --------------------------------------------------------------------------- warranty claim


def warranty_form(pen: Pen, case: Case) -> None:
    p, r = pen.paper, pen.rng
    title = r.choice(["INSTRUMENT REPAIR & WARRANTY CLAIM", "Warranty claim", "Workshop booking - warranty"])
    if mailish(pen):
        customer_mail(pen, case, f"{title}: {case.warranty_product}")
        pen.para(f"The following claim was submitted on {L.DOMAIN}/warranty.")
    else:
        letterhead(pen, case, title)
    pairs = [(lab(pen, "case_number"), pen.ident("case_number", case.case_number))]
    if printed(pen):
        pairs.append((lab(pen, "form_date"), pen.date("document_date", p.date)))
    pairs.append((lab(pen, "order_id"), pen.ident("order_id", case.order_id)))
    if r.random() < 0.6:
        pairs.append((lab(pen, "customer_id"), pen.ident("customer_id", case.customer_id)))
    pairs.append(("Name", pen.text("customer_name", case.name)))
    pen.refs(pairs)
    pen.kv("Phone", case.phone)
    pen.kv("Date of purchase", pen.date(None, case.order_date))
    pen.kv(lab(pen, "product_name"), pen.text("product_name", case.warranty_product))
    pen.kv(lab(pen, "serial_number"), pen.ident("serial_number", case.serial))
    pen.kv(lab(pen, "issue_description"), pen.text("issue_description", case.issue))
    when, truth, unresolved = deadline_words(pen, case)
    if truth is not None and not unresolved:
        pen.kv(lab(pen, "form_deadline"), pen.date("customer_deadline", truth))
    elif r.random() < 0.4:
        pen.kv(lab(pen, "form_deadline"), r.choice(["-", "n/a", "no rush"]))
    pen.gap()
    pen.line(r.choice(["Outcome wanted:  [x] Repair   [ ] Replacement   [ ] Refund",
                       "Loan instrument needed?  [ ] yes  [x] no", "Proof of purchase attached: [x]"]))
    if printed(pen):
        pen.line(f"Customer signature: {case.name}")


# --------------------------------------------------------------------------- customer letters


def customer_letter(pen: Pen, case: Case) -> None:
    """A customer writing in their own words: an e-mail, a pasted message, or a printed letter that was scanned."""
    p, r = pen.paper, pen.rng
    voice = p.style["voice"]
    we = case.inst is not None
    I, my = ("we", "our") if we else ("I", "my")
    subject = {"late": [f"Where is my order {case.order_id}?", "Delivery still not here", "Late delivery",
                        "still waiting!!"],
               "query": [f"Did you receive my return? ({case.order_id})", "Quick question about my return",
                         f"Return of order {case.order_id}"],
               "declined": [f"Complaint - return {case.case_number}", "Your decision on my return", "Not happy",
                            "Formal complaint"],
               "chase": [f"Refund for {case.order_id}", f"Re: return {case.case_number}", "Still waiting for my refund",
                         "2nd reminder - refund"],
               "thanks": ["Thank you!", f"Refund received - {case.order_id}", "All sorted", "Thanks po!"
                          if case.loc == "PH" else "Much appreciated"],
               "repair": [f"Repair of my {case.warranty_product}", f"Claim {case.case_number} - any news?",
                          "Following up on my warranty claim"]}[voice]
    if mailish(pen):
        customer_mail(pen, case, r.choice(subject))
    else:  # a printed letter: sender's block, the date, then the shop
        pen.line(pen.text("customer_name", case.name))
        if case.inst:
            pen.line(case.inst)
        pen.line(case.place)
        pen.gap()
        pen.add("rline" if r.random() < 0.6 else "line", pen.date("document_date", p.date))
        pen.gap()
        pen.line(r.choice([f"The Manager, {L.SHOP}", f"Customer Service, {L.SHOP}", "To whom it may concern"]))
        pen.line(L.BRANCH[case.cur][1])
        pen.gap()
        pen.line(f"Re: {r.choice(subject)}")
        pen.gap()
    p.style["casual"] = voice in ("chase", "late", "thanks") and not we and mailish(pen) and r.random() < 0.5  # dashed off from a phone
    if not p.style["casual"]:
        greeting(pen, case)
    order = pen.ident("order_id", case.order_id)
    body = {"late": letter_late, "query": letter_query, "declined": letter_declined, "chase": letter_chase,
            "thanks": letter_thanks, "repair": letter_repair}[voice]
    body(pen, case, order, I, my)
    sign(pen, case, with_id=r.random() < 0.35)


def cap(s: str) -> str:
    return s[0].upper() + s[1:]


def aside(pen: Pen, case: Case, I: str, my: str) -> str:
    """A sentence of the customer's own circumstances (no values in it)."""
    return pen.rng.choice({
        "KE": [f"{cap(my)} son has his grade exams this term and practises every evening.",
               "I travelled from Thika to the store twice already.",
               f"{cap(I)} have bought from you for years and never had a problem like this."],
        "PH": ["Sorry for the long message po.", f"{cap(I)} saved up for this for months.",
               "Our choir uses it every Sunday mass."],
        "AE": [f"{cap(I)} have already spoken to two of your colleagues on the phone.",
               f"{cap(my)} students' exams are coming up and we rely on this."],
        "JM": ["Respectfully, this has gone on long enough.", f"{cap(my)} band has shows lined up.",
               "I don't mean to be difficult, I just want it sorted."],
    }[case.loc])


def letter_late(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    what = case.items[0][0].split(" (")[0]
    if pen.paper.style.get("casual"):
        pen.para(f"hey, order {order} was meant to come on {pen.date(None, case.est_confirm)} and still nothing?? "
                 "tracking just says in transit.")
        pen.para(expectation(pen, case, ["need it here {when} pls", "pls get it to me {when}"],
                             ["pls let me know whats going on", "pls just call me"]))
        return
    pen.para(r.choice([
        f"{cap(I)} ordered the {what} on {pen.date(None, case.order_date)}, order {order}. Your confirmation said it "
        f"would arrive on {pen.date(None, case.est_confirm)}, but nothing has come and the courier's page just says "
        "'in transit'.",
        f"It is now well past {pen.date(None, case.est_confirm)}, the day you promised, and {my} order {order} has "
        "still not arrived. Nobody has called or sent a message.",
    ]))
    pen.para(aside(pen, case, I, my))
    pen.para(expectation(pen, case,
                         ["please deliver the order {when} or cancel it and refund me",
                          "I need the parcel in my hands {when}", "kindly make sure it is delivered {when}"],
                         ["please tell me honestly where the parcel is", "kindly give me a real delivery date"]))


def letter_query(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    item = case.return_item[0]
    ref = (f" under reference {pen.ident('case_number', case.case_number)}" if pen.paper.style.get("case_ref", r.random() < 0.5)
           else "")
    pen.para(r.choice([
        f"{cap(I)} sent the {item} back to your store{ref} a few days ago (order {order}). Could you confirm that "
        "it arrived safely?",
        f"Just checking - has the {item} from order {order} reached your returns desk{ref}? The courier marked it "
        "delivered but I have heard nothing.",
    ]))
    pen.para(r.choice(["Also, do I need to send the charger and the manual as well?",
                       "Do you also need the original box? I still have it.",
                       "I wasn't sure whether to include the receipt, so I put a copy inside."]))
    pen.para(expectation(pen, case,
                         ["I would like an answer {when}", "please confirm receipt {when}",
                          "kindly let me know the outcome {when}"],
                         ["please confirm receipt when you can", "kindly let me know what happens next"]))


def letter_declined(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    case_ref = pen.ident("case_number", case.case_number) if r.random() < 0.8 else None
    pen.para(f"{cap(I)} received your decision refusing {my} return"
             + (f" {case_ref}" if case_ref else "") + f" for order {order}, and {I} do not accept it. "
             + r.choice([f"The {case.return_item[0]} was faulty from the day it arrived.",
                         "Nobody has explained what 'signs of use' means for an instrument that was never played.",
                         f"{cap(I)} kept every bit of the packaging, as your own website asks."]))
    if case.loc == "JM":
        pen.para("Mi nuh want no voucher, just what is fair.")
    elif case.loc == "PH":
        pen.para("I hope you can still reconsider po, I have been a loyal customer since 2021.")
    else:
        pen.para(aside(pen, case, I, my))
    pen.para(expectation(pen, case,
                         ["I expect the decision to be reviewed {when}", "please reverse this decision {when}",
                          "I want a full refund {when}"],
                         ["I ask that a manager reviews the case", "please have someone senior look at this again"]))
    pen.para(r.choice(["Otherwise I will take the matter to the consumer office.",
                       "I will be sharing my experience online if this is not resolved.", "Thank you in advance."]))


def letter_chase(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    amount = case.wrong_approved if pen.paper.style.get("wrong_amount") else case.approved
    appr = next(d for d in case.docs if d.doc_type == "refund_approval")
    case_ref = pen.ident("case_number", case.case_number)
    if pen.paper.style.get("casual"):
        pen.para(f"hi its me again about return {case_ref} (order {order}) - you guys approved "
                 f"{pen.money('refund_approved', amount)} on {pen.date(None, appr.date)} and still nothing on my side!! "
                 + r.choice(["been checking every morning.", "is there a problem?", "not cool."]))
        if pen.paper.style.get("moved"):
            pen.para("also change of plans, new date below.")
        pen.para(expectation(pen, case, ["need it paid {when} pls", "pls sort it {when}"],
                             ["pls just tell me when", "pls call me back on this"]))
        return
    pen.para(r.choice([f"On {pen.date(None, appr.date)} you approved a refund of {pen.money('refund_approved', amount)} "
                       f"for return {case_ref} (order {order}).",
                       f"Your returns desk confirmed that {my} refund of {pen.money('refund_approved', amount)} was "
                       f"approved (return {case_ref}, order {order}).",
                       f"This is about return {case_ref}, order {order}. The approved refund of "
                       f"{pen.money('refund_approved', amount)} was meant to be paid already."])
             + " " + r.choice(["Nothing has reached my account since.", f"{cap(I)} have checked every day and still nothing.",
                               "The money has not been credited yet.", "It is still not showing on my statement."]))
    if pen.paper.style.get("moved"):
        pen.para(r.choice(["My circumstances have changed since my first message, so please note the new date.",
                           "I travel sooner than planned, so the date I gave before no longer works.",
                           "Please ignore the date in my earlier message."]))
    else:
        pen.para(aside(pen, case, I, my))
    pen.para(expectation(pen, case,
                         ["please make sure it is paid {when}", "I need the refund in my account {when}",
                          "kindly complete the payment {when}"],
                         ["please tell me when the payment will go out", "kindly confirm the date you will pay"]))


def letter_thanks(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    if pen.paper.style.get("casual"):
        pen.para(f"got the money for order {order} today, thanks guys!! "
                 + r.choice(["will def be back for a new set of strings.", "u saved my week."]))
        return
    pen.para(r.choice([f"Just a quick note to say the refund for order {order} came through this morning.",
                       f"{cap(I)} wanted to thank your team - the money for order {order} is back in {my} account.",
                       f"Received it! Order {order} is all settled on {my} side."]))
    pen.para(r.choice(["Wambui at the returns desk was very patient with me.",
                       "I will definitely buy my next guitar from you.",
                       f"Please pass {my} thanks to the workshop as well.",
                       "Salamat po sa tulong!" if case.loc == "PH" else "Respect to the whole team."]))
    if r.random() < 0.5:
        pen.para(expectation(pen, case, ["{when}"],
                             ["I would like to know when the sunburst finish is back in stock",
                              "please keep me on the list for the next ukulele workshop"]))
    else:
        pen.para("Nothing else needed from my side.")


def letter_repair(pen: Pen, case: Case, order: str, I: str, my: str) -> None:
    r = pen.rng
    case_ref = pen.ident("case_number", case.case_number)
    pen.para(f"{cap(I)} left the {case.warranty_product} with your workshop under claim {case_ref} (order {order}). "
             + r.choice(["It has been more than a week and I have heard nothing.",
                         "Could someone tell me how far the repair has gone?",
                         "The tracking page for the repair has not changed since drop-off."]))
    if pen.paper.style.get("quote_amount"):
        amount = case.wrong_approved if pen.paper.style.get("wrong_amount") else case.approved
        pen.para(f"(The refund of {pen.money('refund_approved', amount)} you approved for the other item on that "
                 "order was fine, thank you.)")
    if pen.paper.style.get("moved"):
        pen.para("The date on my claim form has changed, I am afraid.")
    else:
        pen.para(aside(pen, case, I, my))
    pen.para(expectation(pen, case,
                         ["I need it back {when}", "please have the repair finished {when}",
                          "kindly return it to me {when}"],
                         ["please send me an update on the repair", "kindly let me know if a loan instrument is possible"]))


WRITERS = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
           "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
           "warranty_form": warranty_form, "customer_letter": customer_letter}


def write_paper(schema: Schema, case: Case, paper: Paper, rng: random.Random) -> None:
    pen = Pen(schema, paper, case.cur, rng)
    WRITERS[paper.doc_type](pen, case)
    check_stated(paper)


def check_stated(paper: Paper) -> None:
    """Every stated identifier and text value is in the document's words (a guard against template slips)."""
    def strings(x):
        return [x] if isinstance(x, str) else [s for y in x for s in strings(y)] if isinstance(x, (list, tuple)) else []

    words = collapse(" ".join(s for b in paper.blocks for s in strings(list(b[1:]))))
    head = collapse(" ".join((paper.email or {}).values()))
    for name, fv in paper.fields.items():
        v = fv["value"]
        if v is None or fv["currency"] or name in ("refund_status", "fee_waiver_percent"):
            continue
        if "date" in name or name in ("delivery_estimate", "customer_deadline"):
            continue
        if v not in words and v not in head:
            raise AssertionError(f"{paper.case_id} {paper.doc_type}: {name}={v!r} not in the document")
