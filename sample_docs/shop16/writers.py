"""One function per document type: each writes its blocks and its truth from the same values.

Shop papers (tax invoice, proforma, waybill, refund advice) carry labels as a Lagos/Accra office
prints them; customers write prose the way they write in Nigeria, Ghana and Cameroon."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs.documents import Case, Doc, Writer
from sample_docs.formatting import cents, email_date, month_end
from sample_docs.shop16 import values as val
from sample_docs.shop16 import vocab as V
from status.schema import Schema


@dataclass
class ShopCase(Case):
    """A case with the shop's extras: who owns a kiosk, where the customer is, which branch sold."""

    owner: str | None = None
    country: str = "NG"
    handling: Decimal = Decimal("0")  # the handling charge deducted from a refund
    ship_date: date | None = None
    delivered: date | None = None
    park: str = ""
    request_date: date | None = None
    approval_date: date | None = None


class ShopWriter(Writer):
    """Prints naira/cedi amounts and day-first dates in one style per document."""

    money_text = staticmethod(val.money_text)
    date_text = staticmethod(val.date_text)

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.money_style = rng.choice(val.NGN_STYLES if case.currency == "NGN" else val.GHS_STYLES)
        self.date_style = doc.style.get("date_style") or rng.choice(val.DATE_STYLES)

    @property
    def c(self) -> ShopCase:
        return self.case  # type: ignore[return-value]

    def name(self) -> str:
        """The customer's name as this document prints it (a planted misspelling where planned)."""
        n = self.c.typo_name if "typo" in self.doc.style else self.c.name
        return self.text("customer_name", n)


# --------------------------------------------------------------------------- shared pieces


def _gh(w: ShopWriter) -> bool:
    return w.c.country == "GH"


def _letterhead(w: ShopWriter) -> None:
    w.add("head", V.SHOP.upper())
    w.add("small", V.ACCRA_ADDR if _gh(w) else V.LAGOS_ADDR)
    w.add("small", "Phones | Solar Power Kits | Inverters | Accessories — Wholesale & Retail")
    w.add("gap")


def _tz(w: ShopWriter) -> str:
    return "+0000" if _gh(w) else "+0100"


def _shop_mail(w: ShopWriter, subject: str, d: date, sender: str | None = None) -> None:
    w.doc.email = {
        "From": sender or f"{V.SHOP} <{V.SHOP_MAIL_GH if _gh(w) else V.SHOP_MAIL_NG}>",
        "To": f"{w.c.name} <{w.c.email}>",
        "Subject": subject,
        "Date": email_date(d, w.rng.randint(8, 17), w.rng.randint(0, 59), w.rng.randint(0, 59), _tz(w)),
    }


def _customer_mail(w: ShopWriter, subject: str, d: date) -> None:
    w.doc.email = {
        "From": f"{w.c.name} <{w.c.email}>",
        "To": f"Sunbridge Customer Care <{V.CARE_MAIL}>",
        "Subject": subject,
        "Date": email_date(d, w.rng.randint(6, 22), w.rng.randint(0, 59), w.rng.randint(0, 59), _tz(w)),
    }


def _is_mail(w: ShopWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def _cust_id(w: ShopWriter, label: str, chance: float = 0.8) -> None:
    if w.rng.random() < chance:
        w.kv(label, w.ident("customer_id", w.c.customer_id))


def _amount(w: ShopWriter, q: int, unit: Decimal) -> str:
    return w.money(None, cents(q * unit))


def _signoff(w: ShopWriter, who: str) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Yours faithfully,", "Thanks and God bless,", "Best regards,", "Regards,"]))
    w.add("line", who)
    if w.c.owner:
        w.add("line", w.name())


def _owner_or_name(w: ShopWriter) -> str:
    return w.c.owner or w.name()


def deadline_words(w: ShopWriter, deadline: Any) -> str:
    """The words of the customer's deadline, setting its truth (resolved against the document date)."""
    d0 = w.doc.date
    if isinstance(deadline, str) and deadline.startswith("within "):
        days = int(deadline.split()[1])
        w.set("customer_deadline", (d0 + timedelta(days=days)).isoformat())
        return deadline
    if deadline == "month_end":
        w.set("customer_deadline", month_end(d0).isoformat())
        return "by the end of this month"
    if isinstance(deadline, str):
        w.set("customer_deadline", deadline, unresolved=True)
        return deadline
    lead = w.rng.choice(["on or before", "not later than", "latest by", "before"])
    return f"{lead} {w.date('customer_deadline', deadline)}"


def _expectation(w: ShopWriter, templates: list[str], deadline: Any) -> str:
    sentence = w.rng.choice(templates).format(dl=deadline_words(w, deadline))
    w.text("customer_expectation", sentence)
    return sentence + "."


# --------------------------------------------------------------------------- invoice


def invoice(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    _letterhead(w)
    w.add("title", rng.choice(["TAX INVOICE", "SALES INVOICE", "VAT INVOICE" if _gh(w) else "INVOICE"]))
    no = w.ident("invoice_number", c.invoice_number)
    inv_date = w.date("document_date", w.doc.date)
    variant = w.doc.style["layout"]
    if variant == "columns":
        w.add("kv2", "Invoice No", no, "Date", inv_date)
        w.add("kv2", "Order Ref", w.ident("order_id", c.order_id), "Order Date", w.date("order_date", c.order_date))
        if rng.random() < 0.8:
            w.add("kv2", "Account No", w.ident("customer_id", c.customer_id), "Sales Rep",
                  rng.choice(["Bisi", "Ifeanyi", "Esi", "Musa"]))
        w.add("gap")
        w.kv("Bill To", w.name())
    else:
        w.add("rkv", "Invoice No.", no)
        w.add("rkv", "Invoice Date", inv_date)
        w.kv("Customer", w.name())
        if c.owner:
            w.kv("Attention", c.owner)
        w.add("line", c.address)
        _cust_id(w, rng.choice(["Customer Code", "Cust. A/C No."]))
        w.kv(rng.choice(["Sales Order No.", "Your Order No."]), w.ident("order_id", c.order_id))
        if rng.random() < 0.6:
            w.kv("Date Ordered", w.date("order_date", c.order_date))
    w.add("gap")
    rows = [[name, str(q), w.money(None, u), _amount(w, q, u)] for name, q, u in c.items]
    w.add("table", ["Description", "Qty", "Unit Price", "Amount"], rows)
    w.add("gap")
    w.add("rkv", rng.choice(["Sub-Total", "Sub Total", "Total Before Tax"]), w.money("subtotal", c.subtotal))
    if _gh(w):
        if rng.random() < 0.5:
            base = c.subtotal
            for lab, r in (("NHIL 2.5%", "2.5"), ("GETFund 2.5%", "2.5"), ("VAT 15%", "15")):
                w.add("rkv", lab, w.money(None, cents(base * Decimal(r) / 100)))
            w.add("rkv", "Total Tax", w.money("tax_amount", c.tax))
        else:
            w.add("rkv", "VAT & Levies (20%)", w.money("tax_amount", c.tax))
    else:
        w.add("rkv", rng.choice(["VAT @ 7.5%", "VAT (7.5%)"]), w.money("tax_amount", c.tax))
    w.add("rkv", rng.choice(["Grand Total", "Total Amount Due", "TOTAL"]), w.money("order_total", c.total))
    w.add("gap")
    w.add("line", "Amount in words: " + val.amount_in_words(c.total, c.currency))
    bank = ("GCB Bank, Adabraka, A/C 1021130045671" if _gh(w)
            else rng.choice(["GTBank A/C 0124587763", "Access Bank A/C 0693318420", "Zenith Bank A/C 1014492876"]))
    w.add("small", f"Payment: transfer to {V.SHOP}, {bank}. Goods sold in good condition are not returnable.")
    if w.doc.style.get("stamp"):
        w.add("gap")
        w.add("line", f"[ PAID — {V.SHOP.upper()} — CASHIER ]")
    if w.doc.fmt == "pdf_text" and rng.random() < 0.4:
        w.add("page")
        w.add("title", "Warranty & Returns Policy")
        w.add("para", "Phones carry a 12-month manufacturer warranty against factory faults; physical and liquid "
                      "damage is not covered. Solar batteries carry 6 months, inverters 12 months. Returns are "
                      "accepted within 7 days of delivery with the original waybill or delivery receipt.")


# --------------------------------------------------------------------------- order confirmation / proforma


def order_confirmation(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    est = c.est_confirm
    if _is_mail(w):
        _shop_mail(w, f"Order Confirmation - {c.order_id}", w.doc.date)
        w.add("para", f"Dear {_owner_or_name(w) if c.owner else w.name()},")
        if c.owner:
            w.kv("Customer", w.name())
        w.add("para", "Thank you for your patronage. This is to confirm that we have received your order and "
                      "payment is being confirmed by our accounts unit.")
        w.kv(rng.choice(["Order No", "Order Number"]), w.ident("order_id", c.order_id))
        w.kv("Order Date", w.date("order_date", c.order_date))
        _cust_id(w, rng.choice(["Customer ID", "Account Code"]), 0.6)
        for name, q, u in c.items:
            w.add("line", f"- {q} x {name} @ {w.money(None, u)}")
        w.kv("Order Total (VAT incl.)", w.money("order_total", c.total))
        if est:
            w.kv("Expected Delivery", w.date("delivery_estimate", est))
        w.add("para", "Kindly revert if any detail above is not correct. We appreciate your business.")
        w.add("line", "Sunbridge Sales Team")
        return
    _letterhead(w)
    proforma = w.doc.style["layout"] in ("stacked", "columns")
    w.add("title", "PROFORMA INVOICE" if proforma else rng.choice(["ORDER CONFIRMATION", "SALES ORDER ACKNOWLEDGEMENT"]))
    w.add("rline", "Date: " + w.date("order_date", c.order_date))
    w.kv("Proforma No." if proforma else "Order No.", w.ident("order_id", c.order_id))
    w.kv(rng.choice(["Customer", "Customer Name", "Messrs"]), w.name())
    if c.owner:
        w.kv("Contact Person", c.owner)
    _cust_id(w, rng.choice(["Customer No.", "Dealer Code"]), 0.7)
    w.add("gap")
    rows = [[name, str(q), w.money(None, c.gross(u)), _amount(w, q, c.gross(u))] for name, q, u in c.items]
    w.add("table", ["Item", "Qty", "Price (VAT incl.)", "Total"], rows)
    w.add("rkv", "Total Payable", w.money("order_total", c.total))
    if est:
        w.kv(rng.choice(["Delivery Date (est.)", "Expected Delivery", "ETA"]), w.date("delivery_estimate", est))
    w.add("small", "This proforma is valid for 7 days. Prices subject to change due to exchange rate." if proforma
          else "Delivery is by road through the transporter agreed with you.")


# --------------------------------------------------------------------------- shipping notice / waybill


def shipping_notice(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    lay = w.doc.style["layout"]
    if _is_mail(w):
        _shop_mail(w, f"Your goods have been dispatched - {c.order_id}", w.doc.date)
        w.add("para", f"Good day {_owner_or_name(w) if c.owner else w.name()},")
        if c.owner:
            w.kv("Customer", w.name())
        w.add("para", f"Your order {w.ident('order_id', c.order_id)} was dispatched today through "
                      f"{w.text('carrier', c.carrier)}.")
        w.kv("Waybill No", w.ident("tracking_number", c.tracking))
        w.kv("Date Dispatched", w.date("ship_date", c.ship_date))
        if c.est_ship:
            w.kv("Expected Arrival", w.date("delivery_estimate", c.est_ship))
        if c.park:
            w.add("para", f"Kindly pick up at {c.park} with a valid ID. Call the park office before you go.")
        w.add("line", "Dispatch Unit, Sunbridge")
        return
    if lay in ("stacked", "aligned") or c.park:  # the carrier's own waybill
        w.add("head", w.text("carrier", c.carrier))
        w.add("small", c.park or "Head Office, Lagos | Customer Care 0700 225 5445")
        w.add("title", rng.choice(["WAYBILL", "CONSIGNMENT NOTE / WAYBILL", "GOODS WAYBILL"]))
        w.kv("Waybill No.", w.ident("tracking_number", c.tracking))
        w.kv("Date", w.date("ship_date", c.ship_date))
        w.kv("Consignor", V.SHOP)
        w.kv("Consignee", w.name())
        w.kv("Destination", c.address.split(",")[-1].strip() if c.country != "CM" else c.address.split(",")[1].strip())
        w.kv("Description of Goods", f"{len(c.items)} carton(s) — phones/electronics, Ref {w.ident('order_id', c.order_id)}")
        if c.est_ship:
            w.kv("Expected Arrival", w.date("delivery_estimate", c.est_ship))
        w.add("small", "Goods travel at owner's risk. Perishables and cash not accepted. Check goods before signing.")
        w.add("gap")
        w.add("line", "Received by (Park Clerk): ________   Driver: ________")
    else:
        _letterhead(w)
        w.add("title", rng.choice(["DISPATCH ADVICE", "DELIVERY NOTE", "SHIPPING NOTICE"]))
        w.add("grid", ["Order No", "Dispatch Date", "Carrier"],
              [[w.ident("order_id", c.order_id), w.date("ship_date", c.ship_date), w.text("carrier", c.carrier)]])
        w.kv("Tracking No.", w.ident("tracking_number", c.tracking))
        w.kv("Deliver To", w.name())
        w.add("line", c.address)
        _cust_id(w, "Customer ID", 0.5)
        if c.est_ship:
            w.kv("Estimated Delivery", w.date("delivery_estimate", c.est_ship))
        w.add("gap")
        w.add("para", "DELIVERY RECEIPT: I confirm receipt of the above goods in good condition.")
        w.add("line", "Name: ____________   Sign: ________   Date: ________")


# --------------------------------------------------------------------------- refund request (customer prose)

REQ_EXPECT = [
    "I expect the full refund to be paid into my account {dl}",
    "I would like you to kindly process the money back to my account {dl}",
    "I need the refund in my account {dl} as I have to restock my shop",
    "I must receive the money {dl} as I paid with my business capital",
]


def refund_request(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    amt = w.money("refund_requested", c.requested)
    item = c.return_item
    assert item
    reason = w.text("return_reason", c.reason)
    expect = _expectation(w, REQ_EXPECT, c.deadline)
    w.set("document_date", w.doc.date.isoformat())
    order = w.ident("order_id", c.order_id)
    if w.doc.style["layout"] == "chat" and _is_mail(w):
        _customer_mail(w, "WhatsApp chat with Sunbridge Mobile Care", w.doc.date)
        who = _owner_or_name(w) if c.owner else w.name()
        if c.owner:
            w.kv("Shop", w.name())
        w.add("para", "Good afternoon, please find below my chat with your Lagos office as your agent asked me to send it.")
        ts = val.date_text(w.doc.date, "slash")
        w.add("line", f"[{ts}, 09:41] {who}: Good morning sir/ma")
        w.add("line", f"[{ts}, 09:42] {who}: Pls this is about order {order}, the {item[0]}")
        w.add("line", f"[{ts}, 09:44] Sunbridge Care: Good morning. How may we help you?")
        w.add("line", f"[{ts}, 09:47] {who}: I am returning {item[1]} {'pieces' if item[1] > 1 else 'piece'} because {reason}.")
        w.add("line", f"[{ts}, 09:48] {who}: Kindly do the needful and process a refund of {amt}.")
        w.add("line", f"[{ts}, 09:48] {who}: {expect}")
        w.add("line", f"[{ts}, 09:52] Sunbridge Care: Noted. Please send the chat to our e-mail for a complaint number.")
        _cust_id(w, "My customer number", 0.4)
        return
    if _is_mail(w):
        _customer_mail(w, rng.choice([f"REFUND REQUEST: ORDER {order}", f"Re: complain about order {order}",
                                      "Request for refund"]), w.doc.date)
        w.add("para", rng.choice(["Good day Sir/Ma,", "Dear Customer Care,", "Hello Sunbridge,"]))
    else:
        w.add("rline", c.address)
        w.add("rline", w.date(None, w.doc.date))
        w.add("line", "The Customer Care Manager,")
        w.add("line", f"{V.SHOP},")
        w.add("line", "Accra Branch." if _gh(w) else "Computer Village, Ikeja, Lagos.")
        w.add("gap")
        w.add("line", "Dear Sir/Madam,")
        w.add("title", f"RE: REQUEST FOR REFUND — ORDER NO. {order}")
    w.add("para", f"I bought {item[1]} x {item[0]} from you under order {order}. I am returning "
                  f"{'them' if item[1] > 1 else 'it'} because {reason}.")
    if rng.random() < 0.6:
        w.kv(rng.choice(["Customer No", "My account number"]), w.ident("customer_id", c.customer_id))
    w.add("para", f"Kindly process a refund of {amt} to my account. {expect} I am waiting for your urgent reply.")
    _signoff(w, _owner_or_name(w) if c.owner else w.name())
    if _is_mail(w) and rng.random() < 0.5:
        w.add("small", rng.choice(["Sent from my Tecno", "Sent from Yahoo Mail on Android", "Sent from my iPhone"]))


# --------------------------------------------------------------------------- refund approval


def refund_approval(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    rejected = c.kind == "rejected"
    if _is_mail(w):
        _shop_mail(w, f"Re: Refund request on order {c.order_id}", w.doc.date, f"Sunbridge Customer Care <{V.CARE_MAIL}>")
        w.add("para", f"Dear {_owner_or_name(w) if c.owner else w.name()},")
        if c.owner:
            w.kv("Customer", w.name())
    else:
        _letterhead(w)
        w.add("title", rng.choice(["REFUND APPROVAL", "RESOLUTION OF COMPLAINT", "CREDIT NOTE / REFUND AUTHORISATION"]))
        w.add("rline", "Date: " + w.date("approval_date", w.doc.date))
        w.kv("Customer", w.name())
    w.kv(rng.choice(["Complaint No.", "Case Ref", "Ticket No."]), w.ident("case_number", c.case_number))
    w.kv("Order No.", w.ident("order_id", c.order_id))
    _cust_id(w, rng.choice(["Customer ID", "A/C Code"]), 0.6)
    if _is_mail(w):
        w.kv("Date of decision", w.date("approval_date", w.doc.date))
    if rejected:
        w.kv("Refund Status", "Rejected")
        w.set("refund_status", "rejected")
        w.add("para", "We regret to inform you that your refund request cannot be granted because the items were "
                      "returned after the 7-day return window stated on our invoice and show signs of use. You may revert "
                      "to us for repair options under warranty.")
    else:
        w.kv("Refund Status", "Approved")
        w.set("refund_status", "approved")
        if c.eligible != c.approved or rng.random() < 0.5:
            w.kv(rng.choice(["Amount Eligible", "Eligible refund"]), w.money("refund_eligible", c.eligible))
        if c.waiver is not None:
            w.kv("Handling charge waiver", f"{c.waiver}% of the {c.fee_basis}")
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        elif c.handling:
            w.add("line", f"Less {c.fee_basis} (10%): {w.money(None, c.handling)}")
        w.kv(rng.choice(["Amount Approved", "Approved refund", "Refund Approved"]), w.money("refund_approved", c.approved))
        if c.promised and rng.random() < 0.75:
            w.kv(rng.choice(["Payment on or before", "To be paid by"]), w.date("promised_date", c.promised))
        w.add("para", "Kindly note that refunds are paid by bank transfer to the account you provided "
                      "(mobile money for Ghana customers). We apologise for the inconvenience.")
    w.add("line", rng.choice(["Mrs Folake Adewale, Customer Care Supervisor", "Mr Kwesi Appiah, Branch Manager (Accra)"
                              if _gh(w) else "Mr Chukwudi Obi, Head, Customer Experience"]))


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    lay = w.doc.style["layout"]
    if _is_mail(w):
        _shop_mail(w, f"Refund paid - {c.order_id}", w.doc.date, f"Sunbridge Accounts <accounts@sunbridgemobile.com.ng>")
        w.add("para", f"Dear {_owner_or_name(w) if c.owner else w.name()},")
        if c.owner:
            w.kv("Customer", w.name())
        w.add("para", f"This is to notify you that your refund on order {w.ident('order_id', c.order_id)} has been paid.")
        w.kv("Amount Paid", w.money("refund_executed", c.approved))
        w.kv("Value Date", w.date("execution_date", w.doc.date))
        w.kv("Session ID" if c.currency == "NGN" else "Transaction ID", w.ident("payment_reference", c.payment_ref))
        w.kv("Complaint No.", w.ident("case_number", c.case_number))
        w.kv("Status", "Executed")
        w.set("refund_status", "executed")
        w.add("para", "Kindly confirm receipt. If you are yet to see the credit after 24 hours, revert to us with "
                      "your account statement.")
        w.add("line", "Accounts Unit")
        return
    if lay in ("aligned", "stacked"):  # the bank's transfer receipt, printed and attached
        bank = "GCB Bank PLC" if _gh(w) else rng.choice(["Guaranty Trust Bank", "Access Bank Plc", "Zenith Bank Plc"])
        w.add("head", bank)
        w.add("title", "TRANSACTION RECEIPT")
        w.kv("Transaction Date", w.date("execution_date", w.doc.date))
        w.kv("Sender", V.SHOP)
        w.kv("Beneficiary", w.name())
        w.kv("Amount", w.money("refund_executed", c.approved))
        w.kv("Narration", f"REFUND {w.ident('order_id', c.order_id)}")
        w.kv("Session ID" if c.currency == "NGN" else "Reference", w.ident("payment_reference", c.payment_ref))
        w.kv("Transaction Status", "Successful")
        w.set("refund_status", "executed")
        w.add("small", "This receipt is computer generated. Thank you for banking with us.")
    else:
        _letterhead(w)
        w.add("title", rng.choice(["REFUND PAYMENT ADVICE", "PAYMENT ADVICE — REFUND"]))
        w.add("kv2", "Complaint No", w.ident("case_number", c.case_number), "Order No", w.ident("order_id", c.order_id))
        w.kv("Payee", w.name())
        _cust_id(w, "Customer Code", 0.5)
        w.kv("Amount Refunded", w.money("refund_executed", c.approved))
        w.kv("Date Paid", w.date("execution_date", w.doc.date))
        w.kv("Transfer Ref", w.ident("payment_reference", c.payment_ref))
        w.kv("Refund Status", "Paid")
        w.set("refund_status", "executed")


# --------------------------------------------------------------------------- warranty claim


def warranty_form(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    phone = c.serial.isdigit()
    _letterhead(w)
    w.add("title", rng.choice(["WARRANTY CLAIM FORM", "AFTER-SALES SERVICE REQUEST", "REPAIR JOB CARD"]))
    w.add("kv2", "Claim No", w.ident("case_number", c.case_number), "Date", w.date("document_date", w.doc.date))
    w.kv("Customer Name", w.name())
    if c.owner:
        w.kv("Owner/Contact", c.owner)
    _cust_id(w, rng.choice(["Customer ID", "Dealer Code"]), 0.6)
    w.kv("Invoice/Order No", w.ident("order_id", c.order_id))
    w.kv("Product", w.text("product_name", c.warranty_product))
    w.kv("IMEI No." if phone else "Serial No.", w.ident("serial_number", c.serial))
    w.kv(rng.choice(["Fault Reported", "Complaint / Fault", "Nature of Fault"]), w.text("issue_description", c.issue))
    w.kv("Accessories submitted", rng.choice(["Phone only", "Phone, charger and box", "Unit only, no box"])
         if phone else "Unit only")
    if isinstance(c.deadline, date) and c.kind == "warranty":
        w.kv("Customer needs it back by", w.date("customer_deadline", c.deadline))
    w.add("gap")
    w.add("line", "FOR OFFICE USE — Technician: ________  Received by: ________")
    w.add("small", "Warranty is void for water damage, broken screens and unauthorised repair. Handwritten note: "
                   "'unit was opened by a roadside technician before'" if rng.random() < 0.3 else
                   "Warranty is void for water damage, broken screens and unauthorised repair.")


# --------------------------------------------------------------------------- customer letter


LETTER_EXPECT = [
    "I expect the money in my account {dl}",
    "I would like this matter resolved {dl}",
    "I need you to do the needful {dl}",
    "I must have a concrete answer from your office {dl}",
]
WARRANTY_EXPECT = [
    "I need the item repaired or replaced {dl} as I use it for my business",
    "I expect my item back in working condition {dl}",
]
LATE_EXPECT = [
    "I need the goods delivered to my shop {dl}",
    "I expect the items to get to me {dl} or my money returned",
]


def customer_letter(w: ShopWriter) -> None:
    c, rng = w.c, w.rng
    w.set("document_date", w.doc.date.isoformat())
    order = w.ident("order_id", c.order_id)
    letter_claim = w.doc.style.get("claimed")
    late = c.kind == "late"
    templates = LATE_EXPECT if late else WARRANTY_EXPECT if c.kind == "warranty" else LETTER_EXPECT
    expect = _expectation(w, templates, w.doc.style.get("deadline", c.deadline))
    fmt_mail = _is_mail(w)
    if fmt_mail:
        subject = rng.choice([f"Re: Refund on order {order}", f"FOLLOW UP: ORDER {order}", "Still waiting!!!"])
        _customer_mail(w, subject, w.doc.date)
        w.add("para", rng.choice(["Good day,", "Dear Sir/Ma,", "Hello,"]))
    elif w.doc.style["layout"] == "sms":
        w.add("head", V.SHOP)
        w.add("title", "CUSTOMER CARE — SMS LOG")
        w.kv("Received", w.date(None, w.doc.date) + " 14:22")
        w.kv("From", f"{_owner_or_name(w) if c.owner else w.name()} (0803 {rng.randint(100, 999)} {rng.randint(1000, 9999)})")
    else:
        w.add("rline", c.address)
        w.add("rline", w.date(None, w.doc.date))
        w.add("line", "The Manager,")
        w.add("line", f"{V.SHOP},")
        w.add("line", "Adabraka, Accra." if _gh(w) else "Ikeja, Lagos.")
        w.add("gap")
        w.add("line", "Dear Sir,")
        w.add("title", f"RE: COMPLAINT ON ORDER NO. {order}")
    body: list[str] = []
    if c.case_number and not late and rng.random() < 0.8:
        body.append(f"My complaint number is {w.ident('case_number', c.case_number)}.")
    if late:
        body.append(f"I paid for order {order} since {w.date(None, c.order_date)} and till today I am yet to "
                    f"receive the goods. Your people said it has left Lagos but the park is telling me another thing.")
    elif c.kind == "warranty":
        body.append(f"I submitted my {c.warranty_product} for warranty repair under order {order} and nobody has "
                    f"called me since then. This is not the kind of service I expected from you.")
    elif c.kind == "rejected":
        body.append(f"I received your letter rejecting my refund on order {order}. I do not accept it as the "
                    f"goods were faulty from the carton and I reported within the time.")
    else:
        body.append(f"This is to remind you about my refund on order {order}.")
        if letter_claim is not None:
            body.append(rng.choice([
                f"Your office approved a refund of {w.money('refund_approved', letter_claim)} but I am yet to receive any alert.",
                f"Till date, the approved refund of {w.money('refund_approved', letter_claim)} has not been credited to my account.",
            ]))
        else:
            body.append("I am yet to receive any alert from your bank.")
    if rng.random() < 0.5 and not late:
        if fmt_mail:
            body.append(f"My customer number is {w.ident('customer_id', c.customer_id)}.")
        else:
            w.kv("Customer No", w.ident("customer_id", c.customer_id))
    body.append(expect)
    body.append(rng.choice(["Kindly treat as urgent.", "I hope to hear from you soon.",
                            "Please revert at your earliest convenience."]))
    if w.doc.style["layout"] == "sms" and not fmt_mail:
        w.add("para", "Message: " + " ".join(body))
        if c.owner:
            w.kv("Customer", w.name())
        w.add("small", "Logged by: Customer Care Desk")
        return
    w.add("para", " ".join(body))
    if fmt_mail and w.doc.style.get("quoted") and c.kind not in ("warranty", "late"):
        w.add("line", f"On {val.date_text(c.request_date, 'slash')}, {c.name} <{c.email}> wrote:")
        w.add("quote", f"Kindly process my refund for order {order}. Thanks.")
    _signoff(w, _owner_or_name(w) if c.owner else w.name())


WRITERS = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
