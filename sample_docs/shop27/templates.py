"""Indus & Delta's documents: the writer (PKR and LKR with western grouping and '/-' or '/=' whole-rupee
endings, BDT with lakh/crore grouping, day-first dates with two-digit years) and one template per type:
sales tax invoices (NTN/STRN), Mushak-6.3 VAT challans (BIN), Sri Lankan VAT invoices (VAT/SVAT numbers),
PI/LC/indent/challan numbers as distractors, WhatsApp chats forwarded by sales staff, factory letters."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth
from sample_docs.shop27 import vocab as V

D, L = kit.digits, kit.letters


def lakh(n: int) -> str:
    """Indian/Bangladeshi grouping: 1234567 -> '12,34,567'."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, groups = s[:-3], [s[-3:]]
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups])


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """PKR 'Rs. 1,234,567.00' / 'PKR 1,234,567' / 'Rs. 1,234,567/-'; BDT 'Tk 12,34,567.00' / '৳12,34,567.00' /
    'BDT 12,34,567.00' / 'Tk. 12,34,567/-'; LKR 'Rs. 1,234,567.50' / 'LKR 1,234,567.50' / 'Rs. 1,234,567/='.
    A whole-number ending ('/-', '/=', no decimals) only on whole amounts."""
    a = cents(amount)
    whole = a == a.to_integral_value()
    if currency == "BDT":
        num = f"{lakh(int(a))}.{int(a * 100) % 100:02d}"
        if style == "tk_dash" and whole:
            return f"Tk.{NBSP}{lakh(int(a))}/-"
        return {"tk": f"Tk{NBSP}{num}", "taka_sign": f"৳{NBSP}{num}", "bdt": f"BDT{NBSP}{num}",
                "tk_dash": f"Tk.{NBSP}{num}", "taka_after": f"{num}{NBSP}Taka"}[style]
    num = f"{a:,.2f}"
    whole_num = f"{int(a):,}"
    if currency == "PKR":
        if style == "rs_dash" and whole:
            return f"Rs.{NBSP}{whole_num}/-"
        if style == "pkr_whole" and whole:
            return f"PKR{NBSP}{whole_num}"
        return {"rs_dot": f"Rs.{NBSP}{num}", "pkr": f"PKR{NBSP}{num}", "rs_dash": f"Rs.{NBSP}{num}",
                "pkr_whole": f"PKR{NBSP}{num}"}[style]
    if style == "rs_eq" and whole:
        return f"Rs.{NBSP}{whole_num}/="
    return {"rs_dot": f"Rs.{NBSP}{num}", "lkr": f"LKR{NBSP}{num}", "rs_eq": f"Rs.{NBSP}{num}",
            "lkr_after": f"{num}{NBSP}LKR"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates: '09-04-2026', '09/04/2026', '9th April 2026', '09-Apr-26', '09.04.2026', ..."""
    mon = calendar.month_abbr[d.month]
    if style == "dash_dmy":
        return d.strftime("%d-%m-%Y")
    if style == "abbrev_yy":
        return f"{d.day:02d}-{mon}-{d.year % 100:02d}"
    if style == "ordinal_comma":
        return f"{kit._ordinal(d.day)}{NBSP}{calendar.month_name[d.month]},{NBSP}{d.year}"
    return kit.date_text(d, style)


class IndusWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"PKR": ("rs_dot", "pkr", "rs_dash", "pkr_whole"),
                    "BDT": ("tk", "taka_sign", "bdt", "tk_dash", "taka_after"),
                    "LKR": ("rs_dot", "lkr", "rs_eq", "lkr_after")}
    date_styles = {"PKR": ("dash_dmy", "numeric_dmy", "ordinal", "abbrev_yy", "long"),
                   "BDT": ("dash_dmy", "numeric_dmy", "ordinal_comma", "abbrev_yy", "dotted_dmy"),
                   "LKR": ("numeric_dmy", "iso", "long", "abbrev_dmy", "dotted_dmy")}
    tz = {"PKR": "+0500", "BDT": "+0600", "LKR": "+0530"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        words = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        loc = V.LOCALE[case.currency]
        self.vocab = SimpleNamespace(**{**words, "GREETINGS": V.GREETINGS[loc],
                                        "RETURNS_ADDRESS": V.RETURNS_ADDRESS[case.currency]})
        if self.money_style == "taka_sign" and not kit.is_mail(self):
            self.money_style = "tk"  # the taka sign is kept to e-mails: printed fonts lack the glyph


def head(w: IndusWriter, title: str, local: float = 0.4) -> None:
    """The company's letterhead for the customer's country, sometimes a line in the local script, the title."""
    c, r = w.case, w.rng
    w.add("head", V.COMPANY[c.currency])
    w.add("small", V.LETTERHEAD[c.currency])
    if r.random() < local:
        w.add("line", r.choice(V.LOCAL_HEAD[c.currency]))
    w.add("gap")
    w.add("title", title)


def buyer_tax_ids(w: IndusWriter) -> list[tuple[str, str]]:
    """The buyer's registration numbers the country's tax paperwork asks for (distractors)."""
    c, r = w.case, w.rng
    if c.currency == "PKR":
        out = [("Buyer NTN", f"{D(r, 7)}-{D(r, 1)}")]
        if r.random() < 0.6:
            out.append(("Buyer STRN", f"{D(r, 2)}-{D(r, 2)}-{D(r, 4)}-{D(r, 3)}-{D(r, 2)}"))
        return out
    if c.currency == "BDT":
        return [("Buyer BIN", f"00{D(r, 7)}-{D(r, 4)}")]
    return [r.choice([("Purchaser's VAT No.", f"{D(r, 9)}-7000"), ("Purchaser's SVAT No.", f"SVAT{D(r, 6)}")])]


def trade_refs(w: IndusWriter, n: int) -> list[tuple[str, str]]:
    """Up to n of the trade's other numbers: PI, LC, indent, buyer's PO (distractors)."""
    r = w.rng
    pool = [("PI No.", f"PI/ID/26/{D(r, 3)}"), ("L/C No.", f"{D(r, 4)}26{D(r, 2)}{D(r, 4)}"),
            ("Indent No.", f"IND-{D(r, 4)}"), ("Your PO No.", f"PO/{D(r, 2)}/{D(r, 4)}")]
    return r.sample(pool, r.randrange(0, n + 1))


# --------------------------------------------------------------------------- templates


def invoice(w: IndusWriter) -> None:
    """PKR: sales tax invoice with NTN/STRN; BDT: Mushak-6.3 VAT challan with BIN; LKR: VAT invoice."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, r.choice(V.INVOICE_TITLES[c.currency]), 0.5)
    inv_label = ("Challan No. (Mushak-6.3)" if c.currency == "BDT" and r.random() < 0.5
                 else w.label("invoice_number"))
    pairs = [(inv_label, w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += trade_refs(w, 2)
    if c.currency == "PKR" and r.random() < 0.5:
        pairs.append(("FBR POS Invoice No.", f"{D(r, 6)}{L(r, 4, kit.UPPER)}{D(r, 8)}"))
    if c.currency == "BDT" and r.random() < 0.5:
        pairs.append(("Vehicle No.", f"DHAKA METRO-TA {D(r, 2)}-{D(r, 4)}"))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", c.address)
    for lab, val in buyer_tax_ids(w):
        w.kv(lab, val)
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS), rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS[c.currency]), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_NOTES[c.currency]))
    w.add("line", r.choice(["For Indus & Delta - Authorised Signatory", "Prepared by ______  Checked by ______",
                            "Seal & Signature"]))
    kit.page2(w)


def order_confirmation(w: IndusWriter) -> None:
    """A sales order acknowledgement: e-mail from the sales desk or a printed confirmation against a PI."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    mail = kit.is_mail(w)
    if mail:
        kit.shop_headers(w, "Sales", r.choice([f"Order confirmation - {c.order_id}",
                                               f"RE: PO acceptance / our S.O. {c.order_id}",
                                               f"Sales order {c.order_id} booked"]))
        w.add("line", f"Dear {w.text('customer_name', name)},")
        w.add("gap")
        w.add("para", r.choice(["Greetings from Indus & Delta! Thank you for your valued order.",
                                "Hope this mail finds you well. We are pleased to confirm your order as under.",
                                "With reference to your purchase order, please find our confirmation below."]))
    else:
        head(w, r.choice(["SALES ORDER CONFIRMATION", "Order Acknowledgement", "Order Confirmation"]))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not mail:
        pairs.append((w.label("customer_name"), w.text("customer_name", name)))
    pairs += trade_refs(w, 2)
    w.block(pairs)
    w.add("gap")
    for p, q, u in c.items:
        w.add("line", r.choice(["{q} x {p} @ {u}", "{p} - Qty {q} - {a}", "{q} no(s). {p}  {a}"]).format(
            q=q, p=p, u=w.money(None, u), a=w.money(None, cents(q * u))))
    w.add("gap")
    tax_word = V.TAX[c.currency][0]
    money = [(r.choice([f"Total (incl. {tax_word})", w.label("order_total")]), w.money("order_total", c.total))]
    if est:
        money.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(money)
    w.add("gap")
    w.add("line", "Payment terms: " + r.choice(["100% advance", "against LC at sight", "30 days credit",
                                                "50% advance, balance before dispatch"]))
    if mail:
        w.add("para", r.choice(["Please check and revert in case of any discrepancy.",
                                "Kindly confirm the above by return mail.",
                                "PFA the proforma invoice for your record."]))
        w.add("line", "Regards,")
        w.add("line", r.choice(["Sales Coordinator", "Zeeshan Ali, Sales Desk", "Mehedi Hasan, Sales",
                                "Sachini Silva, Sales"]))
        w.add("line", V.COMPANY[c.currency])
    else:
        w.add("gap")
        w.add("line", "Delivery at: " + c.address)
        kit.page2(w)


def shipping_notice(w: IndusWriter) -> None:
    """A dispatch intimation e-mail or a printed delivery challan with the courier's consignment number."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    mail = kit.is_mail(w)
    if mail:
        kit.shop_headers(w, "Dispatch", r.choice([f"Dispatch intimation - S.O. {c.order_id}",
                                                  f"Goods dispatched against order {c.order_id}",
                                                  f"Consignment booked - {c.order_id}"]))
        w.add("line", f"Dear {w.text('customer_name', c.name)},")
        w.add("gap")
        w.add("para", r.choice(["This is to inform you that your goods have been dispatched today. Details "
                                "are as under.",
                                "Please note the following consignment has been booked for your order.",
                                "Your material has left our godown. Kindly arrange to receive."]))
    else:
        head(w, r.choice(["DELIVERY CHALLAN", "Dispatch Advice", "Delivery Challan / Gate Pass"]))
        w.kv(r.choice(["Challan No.", "D.C. No."]), f"DC-{D(r, 5)}")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not mail:
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    rows = [[p, str(q)] for p, q, _ in c.items]
    w.add("grid", [r.choice(["Description of Goods", "Items", "Packed"]), "Qty"], rows)
    w.kv("No. of Packages", f"{r.randrange(1, 6)} carton(s)")
    if r.random() < 0.5:
        w.kv("Gate Pass No.", f"GP-{D(r, 4)}")
    if mail:
        w.add("para", r.choice(["Please share the receiving once the goods reach your store.",
                                "In case of any shortage kindly revert within 3 days.",
                                "You may track the consignment on the courier's website."]))
        w.add("line", "Regards,")
        w.add("line", "Dispatch Section, " + V.COMPANY[c.currency])
    else:
        w.add("gap")
        w.add("line", "Received the above goods in good condition:  ____________  (Stamp & Sign)")


def chat_request(w: IndusWriter) -> None:
    """A WhatsApp chat with the customer, forwarded by sales staff to the returns desk."""
    c, r = w.case, w.rng
    kit.shop_headers(w, "Sales", f"Fwd: WhatsApp - return request, order {c.order_id}")
    w.set("document_date", date_truth(w.doc.date))
    w.doc.email["To"] = f"{V.SHOP} Returns <returns@{V.DOMAIN}>"
    w.add("para", r.choice(["Dear Returns team, forwarding the party's WhatsApp messages below. PFA. "
                            "Kindly do the needful.",
                            "FYI and necessary action please. Customer chat copied below.",
                            "Please see the below chat and revert to the party directly."]))
    w.add("gap")
    day = w.doc.date.strftime("%d/%m/%Y")
    stamp = lambda m: f"{day}, {9 + m // 60}:{m % 60:02d} am"  # noqa: E731
    who = w.text("customer_name", c.name)
    hello = {"PKR": "AoA", "BDT": "Salam bhai", "LKR": "Hi"}[c.currency]
    w.add("line", f"{stamp(3)} - {who}: {hello}, this is regarding order {w.ident('order_id', c.order_id)}")
    w.add("line", f"{stamp(4)} - {who}: {c.reason}")
    w.text("return_reason", c.reason)
    w.add("line", f"{stamp(11)} - Sales ({V.SHOP}): Sorry for the trouble. What was the value of the item?")
    w.add("line", f"{stamp(14)} - {who}: {w.money('refund_requested', c.requested)} for {c.return_item[0]}")
    if r.random() < 0.5:
        w.add("line", f"{stamp(15)} - {who}: <Media omitted>")
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("line", f"{stamp(16)} - {who}: {sentence}")
    w.add("line", f"{stamp(20)} - Sales ({V.SHOP}): Noted, forwarding to returns dept.")


def refund_request(w: IndusWriter) -> None:
    """A returns form, a forwarded WhatsApp chat, or the customer's e-mail / letter on the factory's paper."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        kit.returns_form(w)
        return
    if kit.is_mail(w) and r.random() < 0.35:
        chat_request(w)
        return
    kit.customer_opening(w, r.choice([f"Return of goods - order {c.order_id}", f"Refund request against {c.order_id}",
                                      f"Complaint / return - S.O. {c.order_id}"]))
    if not kit.is_mail(w):
        w.add("line", f"Subject: Return of material against order {w.ident('order_id', c.order_id)}")
        w.add("gap")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (our party code {w.ident('customer_id', c.customer_id)})"
    if "rr_case_no" in w.doc.style:
        ref += f", complaint no. {w.ident('case_number', c.case_number)}"
    w.add("para", f"With reference to {ref}, we wish to return the {c.return_item[0]}. The reason: "
                  f"{w.text('return_reason', c.reason)}.")
    w.add("para", r.choice(["The value of this item was {} including tax.", "Refund amount: {}.",
                            "We have paid {} for this item as per your invoice."]).format(
        w.money("refund_requested", c.requested)))
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Please revert at the earliest.", "Photos are attached for "
                                             "your reference.", "Awaiting your positive response."]))
    customer_close(w)


def promise_line(w: IndusWriter, promised: date | None) -> None:
    c, r = w.case, w.rng
    if promised:
        w.add("para", r.choice(["The amount will be released to your account by {}.",
                                "Our accounts section will transfer the payment on or before {}.",
                                "You may expect the credit in your account by {}."]).format(
            w.date("promised_date", promised)))
    else:
        w.add("para", "Payment will be released after the credit note is posted, normally within 7 to 10 "
                      "working days.")
    if r.random() < 0.5:
        w.add("para", f"Please quote your party code {w.ident('customer_id', c.customer_id)} in all "
                      "correspondence.")


def refund_approval(w: IndusWriter) -> None:
    """A return approval / credit note memo, or the decision by e-mail; a rejection after inspection."""
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    if kit.is_mail(w):
        kit.shop_headers(w, "After Sales", f"Your return claim {c.case_number} - decision")
    else:
        head(w, "Return Claim - Not Accepted" if rejected else r.choice(
            ["RETURN APPROVAL / CREDIT NOTE MEMO", "Refund Sanction Advice", "Return Approval"]))
    if rejected:
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.rng.choice(["Decision Date", "Date of Decision"]), w.date("approval_date", w.doc.date)),
                 (w.label("refund_status"), r.choice(["Rejected", "Not approved (rejected)"]))])
        w.set("refund_status", "rejected")
        w.add("para", "Our service engineer inspected the returned item at our workshop. The damage is due to "
                      "wrong handling at site (bent needle bar from use of an incorrect needle system), which is "
                      "not covered under our return or warranty policy. We regret we cannot accept the claim.")
        w.add("para", "The item is lying at our godown; kindly arrange collection.")
        return
    word = r.choice(["Approved", "Sanctioned (approved)", "Approved - credit note raised"])
    promised = c.promised if r.random() < 0.7 else None
    in_form = promised if r.random() < 0.5 else None
    kit.approval_outcome_form(w, word, r.random() < 0.5, in_form)
    w.set("refund_status", "approved")
    if r.random() < 0.5:
        w.kv("Credit Note No.", f"CRN-26-{D(r, 4)}")
    if "promised_date" not in w.doc.fields:
        promise_line(w, promised)
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", "Checked by (Accounts) ____________     Approved by (GM Sales) ____________")
    else:
        w.add("line", "Regards,")
        w.add("line", "After Sales Service, " + V.COMPANY[c.currency])


CHANNEL_LABELS = {"HBL": ("HBL - IBFT Transfer Advice", "IBFT Ref."),
                  "Meezan": ("Meezan Bank - Funds Transfer Receipt", "Transaction Ref."),
                  "JazzCash": ("JazzCash - Money Sent", "TID"),
                  "Easypaisa": ("Easypaisa - Transaction Successful", "Trx ID"),
                  "BRAC": ("BRAC Bank - BEFTN Payment Advice", "BEFTN Trace No."),
                  "DBBL": ("Dutch-Bangla Bank - NPSB Fund Transfer", "Txn Ref."),
                  "bKash": ("bKash - Send Money Successful", "TrxID"),
                  "Nagad": ("Nagad - Cash Transfer Receipt", "TxnID"),
                  "ComBank": ("Commercial Bank of Ceylon - CEFTS Transfer Confirmation", "CEFTS Ref."),
                  "ComBankOnline": ("Commercial Bank of Ceylon - Online Banking Receipt", "Reference No.")}


def refund_execution(w: IndusWriter) -> None:
    """A bank / wallet transfer advice for the refund, printed or sent by accounts by e-mail."""
    c, r = w.case, w.rng
    channel = next(f.split("=", 1)[1] for f in c.flags if f.startswith("pay="))
    title, ref_label = CHANNEL_LABELS[channel]
    if r.random() < 0.4:
        ref_label = w.label("payment_reference")
    if kit.is_mail(w):
        kit.shop_headers(w, "Accounts", r.choice([f"Refund transferred - order {c.order_id}",
                                                  f"Payment advice: refund against {c.order_id}"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)}, please note that your refund has been "
                      "transferred today. PFA the transfer details below.")
        w.add("gap")
        w.add("line", title)
    else:
        head(w, title, 0.2)
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (ref_label, w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not kit.is_mail(w):
        pairs.append((r.choice(["Beneficiary", "Beneficiary Name", "Receiver"]), w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((r.choice(["Purpose", "Narration", "Remarks"]),
                  f"REFUND AGAINST SO {w.ident('order_id', c.order_id)}"))
    pairs.append(("From A/c", f"{D(r, 4)}-XXXX{D(r, 3)}"))
    w.block(pairs)
    w.kv(w.label("refund_status"), r.choice(["Successful", "Completed", "Credited / Paid"]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", "This is a system generated advice and does not require signature.")


def warranty_form(w: IndusWriter) -> None:
    kit.warranty_claim_form(w, w.rng.choice(["Warranty Claim Form", "Service Complaint Form (Warranty)",
                                             "After-Sales Service Request"]))
    w.add("small", "Service hotline / WhatsApp: " + V.SERVICE_HOTLINE[w.case.currency])


def customer_letter(w: IndusWriter) -> None:
    """The customer's follow-up: e-mail or a letter on the factory's paper, by topic."""
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    kit.customer_opening(w, r.choice([f"Reminder - order {c.order_id}", f"URGENT: pending issue, order {c.order_id}",
                                      f"Follow up // {c.order_id}"]))
    ref_bits = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        ref_bits.insert(0, f"complaint no. {w.ident('case_number', c.case_number)}")
    if r.random() < 0.4:
        ref_bits.append(f"party code {w.ident('customer_id', c.customer_id)}")
    if not kit.is_mail(w):
        w.add("line", "Ref: " + ", ".join(ref_bits))
        w.add("gap")
    if r.random() < 0.4:
        w.add("line", V.LOCAL_GREETING[c.currency])
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    if kit.is_mail(w):
        w.add("para", r.choice(["This is with reference to {}.", "We are again writing regarding {}.",
                                "Gentle reminder regarding {}."]).format(", ".join(ref_bits)))
    quoted = w.doc.style.get("quoted")
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice([
                "As per your approval you sanctioned a refund of {}, but till date nothing has been credited to "
                "our account.",
                "You had confirmed a refund of {} against our claim, however the payment is still pending.",
                "The approved refund of {} has not reached us so far."]).format(w.money("refund_approved", quoted)))
        else:
            w.add("para", "Your office confirmed that the return was accepted, but the payment has not been "
                          "received yet.")
        with_dl, without = V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", "The refund of " + w.money("refund_approved", quoted) + " for the returned item has "
                          "been received, thank you.")
        w.add("para", f"However, our {c.warranty_product} is still lying unattended. Your technician visited "
                      "once but the fault persists and the line is short of one machine.")
        with_dl, without = V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", "The consignment has not reached our factory and the courier tracking has shown no "
                      "movement for several days.")
        with_dl, without = V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL
    else:
        w.add("para", "We are surprised to receive your rejection of our return claim. The damage was present at "
                      "the time of unpacking and was reported to your salesman on the same day with photos.")
        with_dl, without = V.EXPECT_REJECTED, V.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Please note our schedule has changed since our last mail.",
                                "Kindly note the revised date below."]))
    sentence = _expectation(w, with_dl, without, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Please revert.", "Kindly treat this as urgent.",
                                             "Your early response will be highly appreciated."]))
    customer_close(w)


def customer_close(w: IndusWriter) -> None:
    """Sign-off, name and (for a business) the company; under some e-mails the shop's auto-reply, quoted."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = kit.is_mail(w) and r.random() < 0.25  # the From header carries the full name
    w.add("line", kit.first_name(c.name) if short else c.name)
    if kit.says_we(c):
        w.add("line", kit.business(V, c))
    if kit.is_mail(w) and r.random() < 0.3:
        w.add("small", "Sent from my Samsung Galaxy")
    if kit.is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, w.date_style)}, {V.SHOP} <service@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", V.AUTO_REPLY_SIGNATURE)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
