"""Egeria's documents: each template writes the blocks and the truth of one document from the same values.

Printed paperwork follows the office: Izmir prints e-Arşiv invoices, e-İrsaliye dispatch notes and EFT
advices with Turkish labels; Thessaloniki prints Greek documents in Latin transliteration with the English
beside it (a Greek-script title at most); Limassol prints in English with Cypriot VAT and JCC card refunds.
Customers write English: by e-mail, on a web form, as a printed letter, or in a WhatsApp chat that staff
forward to the returns inbox.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from sample_docs.documents import Case, Doc, _expectation, terms_page
from sample_docs.formatting import cents, date_truth, email_date, month_end
from sample_docs.shop22 import printing as P
from sample_docs.shop22 import vocab as V
from sample_docs.shop_kit import ShopWriter, first_name, is_mail, printed_name
from status.schema import Schema


class EgeriaWriter(ShopWriter):
    """Values printed the office's way; labels drawn from the office's pool and the group's English."""

    vocab = V
    money_text = staticmethod(P.money_text)
    date_text = staticmethod(P.date_text)

    def __init__(self, schema: Schema, case: Case, doc: Doc, rng: random.Random):
        self.schema, self.case, self.doc, self.rng = schema, case, doc, rng
        self.k = country(case)
        self.money_style = rng.choice(P.MONEY_STYLES[self.k])
        self.date_style = rng.choice(P.DATE_STYLES[self.k])

    def label(self, key: str) -> str:
        pool = V.LABELS[key]
        return self.rng.choice(pool[self.k] + pool["en"] if self.rng.random() < 0.6 else pool["en"])

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase in the customer's idiom (a third of the time, when allowed) or a printed date."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            words, rule = r.choice(V.RELATIVE_DEADLINES[self.k])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        return r.choice(V.DEADLINE_WORDS[self.k]).format(self.date_text(d, self.date_style)), d


def country(case: Case) -> str:
    """The office a case belongs to, from the customer's address."""
    return {"Türkiye": "TR", "Greece": "GR", "Cyprus": "CY"}[case.address.rsplit(", ", 1)[1]]


# --------------------------------------------------------------------------- shared pieces


def _tz(w: EgeriaWriter) -> str:
    """Türkiye keeps +03:00 all year; Greece and Cyprus move to summer time on 29 March 2026."""
    return "+0300" if w.k == "TR" or w.doc.date >= date(2026, 3, 29) else "+0200"


def shop_mail(w: EgeriaWriter, box: str, subject: str) -> tuple[str, str]:
    """Headers of an e-mail from an office; returns the signing staff member and role."""
    r = w.rng
    staff, role = r.choice(V.STAFF[w.k])
    sender = f"{staff} | Egeria {'Izmir' if w.k == 'TR' else 'Thessaloniki' if w.k == 'GR' else 'Limassol'}"
    w.doc.email = {"From": f"{sender} <{box}@{V.DOMAIN}>", "To": f"{w.case.name} <{w.case.email}>",
                   "Subject": subject,
                   "Date": email_date(w.doc.date, r.randrange(8, 19), r.randrange(60), r.randrange(60), _tz(w))}
    return staff, role


def customer_mail(w: EgeriaWriter, subject: str) -> None:
    r = w.rng
    w.doc.email = {"From": f"{w.case.name} <{w.case.email}>",
                   "To": f"Egeria {r.choice(['Returns', 'Customer Care', 'Sales'])} <{r.choice(['iade', 'returns', 'care', 'info'])}@{V.DOMAIN}>",
                   "Subject": subject,
                   "Date": email_date(w.doc.date, r.randrange(7, 23), r.randrange(60), r.randrange(60), _tz(w))}
    w.set("document_date", date_truth(w.doc.date))


def letterhead(w: EgeriaWriter, doc_type: str | None = None) -> None:
    r = w.rng
    w.add("head", V.SHOP if r.random() < 0.3 else V.HEAD[w.k])
    w.add("small", V.TRADING_NAME[w.k])
    for line in V.LETTERHEAD[w.k]:
        w.add("small", line)
    if w.k == "GR" and doc_type in V.GREEK_SCRIPT_TITLES and r.random() < 0.5:
        w.add("line", V.GREEK_SCRIPT_TITLES[doc_type])
    w.add("gap")
    if doc_type:
        w.add("title", r.choice(V.TITLES[doc_type][w.k]))


def address_lines(w: EgeriaWriter, name: str, with_business: bool = True) -> None:
    if with_business and w.rng.random() < 0.6:
        w.add("line", V.BUSINESS[w.case.name])
    w.add("line", name)
    for part in w.case.address.split(", "):
        w.add("line", part)


def tax_line(w: EgeriaWriter) -> str:
    r = w.rng
    number = P.tax_number(r, w.k)
    if w.k == "TR":
        office = r.choice(["Bodrum", "Karşıyaka", "Kadıköy", "Antalya Kurumlar", "Çeşme"])
        return r.choice([f"VKN/TCKN: {number}   Vergi Dairesi: {office}", f"V.D. {office}  VKN {number}"])
    if w.k == "GR":
        return f"AFM: {number[2:]}   DOY: {r.choice(['Katerinis', 'Kavalas', 'Polygyrou', 'D Thessalonikis'])}"
    return f"Customer VAT No.: {number}"


def pairs_out(w: EgeriaWriter, pairs: list[tuple[str, str]]) -> None:
    """A reference block: the document's layout, or (a third of the time on paper) flush right."""
    if not is_mail(w) and w.rng.random() < 0.3:
        for lab, val in pairs:
            w.add("rkv", lab, val)
    else:
        w.block(pairs)


def staff_sign(w: EgeriaWriter, staff: str, role: str) -> None:
    w.add("gap")
    w.add("line", w.rng.choice(["Saygılarımızla," if w.k == "TR" else "Kind regards,", "Best regards,",
                                "With kind regards,"]))
    w.add("line", staff)
    w.add("line", f"{role} - {V.TRADING_NAME[w.k]}")


def customer_sign(w: EgeriaWriter, name: str) -> None:
    """The customer's sign-off; a business buyer adds the business."""
    r = w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.k]))
    w.text("customer_name", name)
    w.add("line", first_name(name) if is_mail(w) and r.random() < 0.2 else name)
    if "we" in w.case.flags or r.random() < 0.4:
        w.add("line", r.choice(["", "Owner, ", "F&B Manager, ", "Purchasing - "]) + V.BUSINESS[w.case.name])
    if is_mail(w) and r.random() < 0.3:
        w.add("line", r.choice(["iPhone'umdan gönderildi", "Sent from my iPhone", "Sent from Outlook for Android"]))


def waiver_pair(w: EgeriaWriter) -> tuple[str, str]:
    c, r = w.case, w.rng
    pct = f"%{c.waiver}" if w.k == "TR" else f"{c.waiver}%"
    w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    return r.choice([(f"{c.fee_basis.capitalize()} waived", pct), ("Fee waiver", f"{pct} of the {c.fee_basis}"),
                     (f"Waiver on {c.fee_basis}", pct)])


def chat_stamp(w: EgeriaWriter, hour: int, minute: int) -> str:
    d = w.doc.date
    return f"[{d.strftime('%d.%m.%Y') if w.k == 'TR' else d.strftime('%d/%m/%Y')} {hour:02d}:{minute:02d}]"


def _refs(w: EgeriaWriter, case_no: bool, cust: bool) -> list[str]:
    c = w.case
    bits = [f"order {w.ident('order_id', c.order_id)}"]
    if case_no and c.case_number:
        words = ["return ", "case ", "RMA "] + (["iade no "] if w.k == "TR" else ["claim "])
        bits.insert(0, w.rng.choice(words) + w.ident("case_number", c.case_number))
    if cust:
        words = ["account ", "customer no. "] + (["cari kod "] if w.k == "TR" else ["customer code "])
        bits.append(w.rng.choice(words) + w.ident("customer_id", c.customer_id))
    return bits


# --------------------------------------------------------------------------- invoice


def invoice(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    name = printed_name(w)
    letterhead(w, "invoice")
    if k == "TR":
        w.add("line", r.choice(["Senaryo: EARSIVFATURA    Fatura Tipi: SATIS", "Fatura Tipi: SATIŞ   Senaryo: TEMEL"]))
        w.add("small", f"ETTN: {P.digits(r, 8)}-{P.digits(r, 4)}-4{P.digits(r, 3)}-a{P.digits(r, 3)}-{P.digits(r, 12)}")
    elif k == "GR":
        w.add("small", f"MARK {P.digits(r, 15)}   Seira A   Skopos: Polisi")
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs_out(w, pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", V.BUSINESS[c.name])
    w.add("line", c.address)
    w.add("small", tax_line(w))
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[k]), rows)
    w.add("gap")
    word, rate = V.COUNTRY_TAX[k]
    tax_label = {"TR": [f"Hesaplanan KDV (%{rate})", f"KDV %{rate}", f"KDV Tutarı (%{rate})"],
                 "GR": [f"FPA {rate}% / VAT {rate}%", f"FPA ({rate}%)", "Synolo FPA / VAT"],
                 "CY": [f"VAT {rate}%", f"VAT @ {rate}%", "VAT amount"]}[k]
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(tax_label), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    how = r.random()
    if w.doc.style["layout"] == "grid" or how < 0.2:
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif how < 0.6:
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_NOTES[k]))
    w.add("small", V.BANK[k])
    terms_page(w, V.TERMS_PAGE[k], 0.4)


# --------------------------------------------------------------------------- order confirmation


def order_confirmation(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    name = printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.65) else None
    cust = r.random() < 0.65 or "typo_here" in w.doc.style
    if is_mail(w):
        staff, role = shop_mail(w, "sales", r.choice([f"Sipariş onayı / Order confirmation {c.order_id}" if k == "TR" else
                                                      f"Epivevaiosi paraggelias / Order {c.order_id}" if k == "GR" else
                                                      f"Order {c.order_id} - acknowledgement",
                                                      f"Your order {c.order_id} is confirmed",
                                                      f"Order acknowledgement - {c.order_id}"]))
        w.add("line", f"{'Sayın' if k == 'TR' else 'Dear'} {w.text('customer_name', name)},")
        w.add("gap")
        text = (f"thank you for your order {w.ident('order_id', c.order_id)} placed on "
                f"{w.date('order_date', c.order_date)}. The order total is {w.money('order_total', c.total)} "
                f"including {V.COUNTRY_TAX[k][0]}.")
        w.add("para", text[0].upper() + text[1:])
        if est:
            w.add("para", r.choice(["Our logistics team plans delivery on {}.", "Estimated delivery: {}.",
                                    "The goods should reach you by {}."]).format(w.date("delivery_estimate", est)))
        if cust:
            w.add("para", f"Please quote your customer code {w.ident('customer_id', c.customer_id)} on payments.")
        for p, q, u in c.items:
            w.add("line", f"  {q} x {p} - {w.money(None, cents(q * u))}")
        w.add("gap")
        w.add("para", r.choice(["Payment by bank transfer (EFT/havale) before dispatch, please.",
                                "Payment: 30 days from invoice.", "Card payments are taken through JCC."]))
        staff_sign(w, staff, role)
        return
    letterhead(w, "order_confirmation")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs_out(w, pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    address_lines(w, V.BUSINESS[c.name], with_business=False)
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[k]), rows)
    w.add("gap")
    w.kv(r.choice([f"{V.COUNTRY_TAX[k][0]} included", "Tax"]), w.money(None, c.tax))
    total = [(w.label("order_total"), w.money("order_total", c.total))]
    if est:
        total.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(total)
    w.add("gap")
    w.add("small", V.BANK[k])
    w.add("para", r.choice(["Prices include installation on request; installation is quoted separately.",
                            "Teslim şekli: Alıcı adresine, nakliye dahil.", "Delivery ex our warehouse, freight paid."]))


# --------------------------------------------------------------------------- shipping notice


def shipping_notice(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    if is_mail(w):
        staff, role = shop_mail(w, "depo" if k == "TR" else "dispatch",
                                r.choice([f"Kargonuz yola çıktı - {c.order_id}" if k == "TR" else f"Order {c.order_id} dispatched", f"Your order {c.order_id} has shipped",
                                          f"Dispatch of order {c.order_id}"]))
        w.add("line", f"{'Merhaba' if k == 'TR' else 'Dear'} {w.text('customer_name', c.name)},")
        w.add("gap")
        sent = (f"Your order {w.ident('order_id', c.order_id)} left our "
                f"{'Kemalpaşa' if k == 'TR' else 'Sindos' if k == 'GR' else 'Ypsonas'} warehouse on "
                f"{w.date('ship_date', w.doc.date)} with {w.text('carrier', c.carrier)}.")
        w.add("para", sent)
        w.add("para", f"Tracking number: {w.ident('tracking_number', c.tracking)}")
        if est:
            w.add("para", r.choice(["Expected delivery: {}.", "The driver should reach you on {}.",
                                    "Planned delivery date {}."]).format(w.date("delivery_estimate", est)))
        if r.random() < 0.5:
            w.add("para", f"Customer code: {w.ident('customer_id', c.customer_id)}")
        w.add("para", r.choice(["Please check the packaging before you sign for it and note any damage on the "
                                "delivery slip.", "Teslim alırken paketleri kontrol ediniz."]))
        staff_sign(w, staff, role)
        return
    letterhead(w, "shipping_notice")
    if k == "TR":
        w.add("small", f"İrsaliye No: EIR2026{P.digits(r, 9)}   Araç Plakası: 35 {r.choice(['EGR', 'AB', 'KT'])} "
                       f"{r.randrange(100, 999)}")
    elif k == "GR":
        w.add("small", f"Skopos diakinisis: Polisi  |  Topos fortosis: Apothiki Sindos  |  MARK {P.digits(r, 15)}")
    else:
        w.add("small", f"Pallets: {r.randrange(1, 3)}   Gross weight: {r.randrange(12, 240)} kg")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("ship_name"), w.text("customer_name", c.name)),
              (w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    pairs_out(w, pairs)
    w.add("gap")
    address_lines(w, c.name)
    w.add("gap")
    head = {"TR": ["Malın Cinsi", "Miktar"], "GR": ["Eidos / Item", "Pos. / Qty"], "CY": ["Description", "Qty"]}[k]
    w.add("grid", head, [[p, str(q)] for p, q, _ in c.items])
    w.add("line", r.choice(["Teslim Eden / Delivered by: ........   Teslim Alan / Received by: ........",
                            "Received in good condition: ____________", "Signature of consignee: ____________"]))


# --------------------------------------------------------------------------- refund request (customer)


def refund_request(w: EgeriaWriter) -> None:
    c, r = w.case, w.rng
    reason = c.reason
    case_no = "rr_case_no" in w.doc.style
    cust = r.random() < 0.4
    item = c.return_item[0]
    if "form" in w.doc.style:
        _returns_form(w, case_no, cust)
        return
    if is_mail(w) and r.random() < 0.25:
        _chat(w, "refund_request", case_no)
        return
    if is_mail(w):
        customer_mail(w, r.choice([f"İade talebi / return request - {c.order_id}" if w.k == "TR" else f"Return request {c.order_id}", f"Return and refund, order {c.order_id}",
                                   f"RE: order {c.order_id}", "Refund request"]))
    else:
        _letter_opening(w)
    w.add("line", r.choice(V.GREETINGS[w.k]))
    w.add("gap")
    we = "we" in c.flags
    w.add("para", r.choice([
        "Regarding {refs}: {we} have to send back the {item} that came last week.",
        "About {refs}: {we} are returning the {item}.",
        "This is about {refs} and the {item} in it.",
    ]).format(We="We" if we else "I", we="we" if we else "I", refs=", ".join(_refs(w, case_no, cust)), item=item)
        .replace("I are", "I am"))
    w.add("para", f"{'We' if we else 'I'} return it because {w.text('return_reason', reason)}.")
    w.add("para", r.choice(["Please arrange a refund of {}.", "We are asking for a refund of {} for it.",
                            "The refund of {} should cover the item and the KDV."
                            if w.k == "TR" else "The refund of {} should cover the item and the VAT."]).format(
        w.money("refund_requested", c.requested)))
    exp = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", exp + " " + r.choice(V.CLOSING_COURTESY[w.k] + ["Photos are attached."]))
    customer_sign(w, c.name)


def _letter_opening(w: EgeriaWriter) -> None:
    """A printed letter: the customer's business and address, the date, then the office's address."""
    c, r = w.case, w.rng
    address_lines(w, c.name)
    w.add("gap")
    printed = w.date("document_date", w.doc.date)
    place = c.address.rsplit(", ", 2)[1].split(" ")[-1].split("/")[0]
    w.add("rline" if r.random() < 0.6 else "line", f"{place}, {printed}" if r.random() < 0.5 else printed)
    w.add("gap")
    w.add("line", f"{V.TRADING_NAME[w.k]}")
    w.add("line", r.choice({"TR": ["İade Birimi / Returns", "Müşteri Hizmetleri", "Attn: Accounts"],
                            "GR": ["Tmima epistrofon / Returns", "Customer care", "Attn: Logistirio"],
                            "CY": ["Returns department", "Customer care", "Attn: Accounts"]}[w.k]))
    w.add("gap")


def _returns_form(w: EgeriaWriter, case_no: bool, cust: bool) -> None:
    """The web returns form: its e-mail copy, or a printout from the site."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_mail(w, f"[egeria-horeca] Return form submitted #{c.order_id}")
        w.add("line", "A new return request was submitted through the website.")
        w.add("gap")
    else:
        w.add("head", V.SHOP)
        w.add("title", r.choice(["İade Talep Formu / Return request form", "Online return request",
                                 "Entypo epistrofis / Return form"]))
        w.kv(w.label("form_date"), w.date("document_date", w.doc.date))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if case_no:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((r.choice(["Name", "Ad Soyad / Name", "Contact person"]), w.text("customer_name", c.name)))
    pairs.append(("Company", V.BUSINESS[c.name]))
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv("Refund method", r.choice(["EFT to company IBAN", "Back to card", "Bank transfer (IRIS)"]))
    exp = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", r.choice(["Message:", "Notes / Açıklama:", "Additional comments:"]))
    w.add("para", exp)


def _chat(w: EgeriaWriter, doc_type: str, case_no: bool, topic: str = "", quoted: Decimal | None = None) -> None:
    """A WhatsApp Business chat that staff forward to the returns inbox the same day."""
    c, r = w.case, w.rng
    staff, _ = r.choice(V.STAFF[w.k])
    w.doc.email = {"From": f"{staff} <whatsapp@{V.DOMAIN}>", "To": f"Returns <returns@{V.DOMAIN}>",
                   "Subject": f"Fwd: WhatsApp chat with {c.name} - {c.order_id}",
                   "Date": email_date(w.doc.date, r.randrange(17, 21), r.randrange(60), r.randrange(60), _tz(w))}
    w.set("document_date", date_truth(w.doc.date))
    w.add("line", "Chat export from the WhatsApp Business line, for the file.")
    w.add("gap")
    h, m = r.randrange(9, 15), r.randrange(50)
    who = w.text("customer_name", c.name)
    say = lambda text, mins=0: w.add("line", f"{chat_stamp(w, h, m + mins)} {who}: {text}")  # noqa: E731
    shop = lambda text, mins: w.add("line", f"{chat_stamp(w, h, m + mins)} Egeria: {text}")  # noqa: E731
    say(r.choice(V.GREETINGS[w.k]).rstrip(",") + f" this is {first_name(c.name)} from {V.BUSINESS[c.name]}")
    shop("Hello, how can we help?", 2)
    refs = ", ".join(_refs(w, case_no, False))
    if doc_type == "refund_request":
        say(f"It is about {refs}, the {c.return_item[0]}", 3)
        say(f"We send it back because {w.text('return_reason', c.reason)}.", 4)
        say(f"Please do a refund of {w.money('refund_requested', c.requested)}.", 5)
        exp = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    else:
        say(f"Writing again about {refs}.", 3)
        _letter_complaint(w, topic, quoted, lambda text: say(text, 4))
        exp = _expectation(w, *_letter_expectations(topic), w.doc.style["deadline_value"])
    say(exp, 6)
    shop("Noted, we passed it to the returns team.", 9)


# --------------------------------------------------------------------------- refund approval


def refund_approval(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    rejected = c.kind == "rejected"
    status = "rejected" if rejected else "approved"
    status_word = r.choice(V.STATUS_WORDS[status][k])
    promised = c.promised if (not rejected and r.random() < 0.6) else None
    show_eligible = not rejected and (c.waiver is not None or c.eligible != c.approved or r.random() < 0.4)
    if is_mail(w):
        staff, role = shop_mail(w, "iade" if k == "TR" else "returns",
                                r.choice([f"Return {c.case_number} - decision", f"İade talebiniz hk. {c.order_id}" if k == "TR" else f"Return decision, order {c.order_id}",
                                          f"Your return for order {c.order_id}"]))
        w.add("line", f"{'Sayın' if k == 'TR' else 'Dear'} {w.text('customer_name', c.name)},")
        w.add("gap")
    else:
        letterhead(w, "refund_approval")
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if not is_mail(w):
        pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), status_word)]
    pairs_out(w, pairs)
    w.set("refund_status", status)
    w.add("gap")
    if rejected:
        w.add("para", r.choice([
            "After inspection at our service workshop the returned goods show signs of use and installation, "
            "so the return cannot be accepted.",
            "The return request reached us after the fourteen-day return period and the packaging was not "
            "original; we therefore cannot accept it.",
        ]))
        w.add("para", "The goods are held at our warehouse for collection for 30 days.")
    else:
        money = []
        if show_eligible:
            money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
        if c.waiver is not None:
            money.append(waiver_pair(w))
        elif c.eligible != c.requested and r.random() < 0.5:
            money.append((c.fee_basis.capitalize(), "- " + w.money(None, c.requested - c.eligible)))
        money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
        if promised and r.random() < 0.5:
            money.append((w.label("promised_date"), w.date("promised_date", promised)))
            promised = None
        w.block(money)
        w.add("gap")
        if promised:
            w.add("para", r.choice(["The amount will be paid to the IBAN we hold for you by {}.",
                                    "You will see the credit on your card no later than {}.",
                                    "Ödemeniz en geç {} tarihinde hesabınıza geçecektir (refund paid by that date)."
                                    if k == "TR" else "Payment will be made by {}."]).format(
                w.date("promised_date", promised)))
        else:
            w.add("para", r.choice(["Refunds are normally paid within ten working days.",
                                    "Accounts will process the payment in the next payment run."]))
    if is_mail(w):
        staff_sign(w, staff, role)
    else:
        w.add("gap")
        w.add("line", r.choice(["Onaylayan / Approved by: E. Korkmaz" if k == "TR" else "Checked by: returns desk",
                                "Service workshop / returns desk"]))


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    show_case = r.random() < 0.7
    how = {"TR": "EFT", "GR": r.choice(["IRIS", "bank transfer"]), "CY": r.choice(["card", "bank transfer"])}[k]
    if is_mail(w):
        staff, role = shop_mail(w, "muhasebe" if k == "TR" else "accounts",
                                r.choice([f"Para iadeniz yapıldı / refund paid - {c.order_id}" if k == "TR" else f"Refund paid - {c.order_id}",
                                          f"Refund sent for order {c.order_id}", "Refund confirmation"]))
        w.add("line", f"{'Sayın' if k == 'TR' else 'Dear'} {w.text('customer_name', c.name)},")
        w.add("gap")
        refs = ", ".join(_refs(w, show_case, r.random() < 0.4))
        w.add("para", f"we have paid your refund for {refs}. The bank's confirmation is below.")
        w.add("gap")
        w.add("line", "-------- Forwarded message --------")
        bank = {"TR": "Türkiye İş Bankası", "GR": "Piraeus Bank", "CY": "Bank of Cyprus"}[k]
        w.add("quote", f"{bank} - {'outgoing ' + how if how != 'card' else 'JCC card refund'} completed")
        w.add("quote", f"{w.label('refund_executed')}: {w.money('refund_executed', c.approved)}")
        w.add("quote", f"{w.label('execution_date')}: {w.date('execution_date', w.doc.date)}")
        w.add("quote", f"{w.label('payment_reference')}: {w.ident('payment_reference', c.payment_ref)}")
        if r.random() < 0.6:
            w.add("quote", f"{w.label('refund_status')}: {r.choice(V.STATUS_WORDS['executed'][k])}")
            w.set("refund_status", "executed")
        w.add("para", "Depending on your bank it can take one or two days to show.")
        staff_sign(w, staff, role)
        return
    letterhead(w, "refund_execution")
    if k == "GR" and r.random() < 0.5:
        w.add("small", f"Pistotiko / credit note PT-{P.digits(r, 5)} against invoice {c.invoice_number}")
    pairs = []
    if show_case:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append(({"TR": "Alıcı / Beneficiary", "GR": "Dikaiouchos / Beneficiary", "CY": "Cardholder"
                   if how == "card" else "Beneficiary"}[k], w.text("customer_name", c.name)))
    pairs_out(w, pairs)
    w.add("gap")
    if how == "card":
        w.kv("Card", f"VISA **** **** **** {P.digits(r, 4)}   Auth code {P.digits(r, 2)}{r.choice('ABCDEF')}{P.digits(r, 3)}")
    else:
        prefix = {"TR": "TR", "GR": "GR", "CY": "CY"}[k]
        w.kv("IBAN", f"{prefix}** **** **** **** {P.digits(r, 4)}")
    if k == "TR":
        w.kv("Açıklama", f"IADE {c.order_id}")
    money = [(w.label("refund_executed"), w.money("refund_executed", c.approved)),
             (w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref))]
    if r.random() < 0.75:
        money.append((w.label("refund_status"), r.choice(V.STATUS_WORDS["executed"][k])))
        w.set("refund_status", "executed")
    w.block(money)
    w.add("gap")
    w.add("para", r.choice(["Bu dekont bilgi amaçlıdır. This advice is for information only.",
                            "Please allow up to two working days for the amount to appear.",
                            "No action is needed from you."]))


# --------------------------------------------------------------------------- warranty form (customer)


def warranty_form(w: EgeriaWriter) -> None:
    c, r, k = w.case, w.rng, w.k
    deadline = w.doc.style["deadline_value"]
    if is_mail(w):
        customer_mail(w, f"Warranty claim / Garanti başvurusu - {c.warranty_product}" if k == "TR"
                      else f"Service request (warranty) - {c.warranty_product}")
        w.add("line", "Submitted via the service request form on " + V.DOMAIN)
        w.add("gap")
    else:
        letterhead(w, "warranty_form")
        w.kv(w.label("form_date"), w.date("document_date", w.doc.date))
    pairs = []
    if r.random() < 0.65:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(r.choice(["Ad Soyad / Name", "Contact", "Customer name"]), w.text("customer_name", c.name)),
              ("Business", V.BUSINESS[c.name]),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "yok / none", "n/a"]))
    w.kv("Installed at", r.choice(["main kitchen", "banquet kitchen", "pool bar", "breakfast room", "bar counter"]))
    w.add("gap")
    w.add("line", r.choice(["[x] Garanti kapsamında / under warranty   [ ] Ücretli servis",
                            "Service visit requested: [x] yes  [ ] no", "Invoice copy attached: yes"]))
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"İmza / Signature: {c.name}" if k == "TR" else f"Signed: {c.name}")


# --------------------------------------------------------------------------- customer letter


def _letter_expectations(topic: str) -> tuple[list[str], list[str]]:
    return {"refund": (V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL),
            "warranty": (V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL),
            "delivery": (V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL),
            "rejected": (V.EXPECT_REJECTED, V.EXPECT_REJECTED)}[topic]


def _letter_complaint(w: EgeriaWriter, topic: str, quoted: Decimal | None, out) -> None:
    """What the customer is chasing, in one or two sentences (the quoted approved refund among them)."""
    c, r = w.case, w.rng
    if topic == "refund":
        if quoted is not None:
            out(r.choice(["Your colleague wrote that you approved a refund of {}, but nothing is in our account yet.",
                          "You confirmed the approved refund of {} ten days ago and it still has not arrived.",
                          "We were told the refund of {} was approved, but the bank shows nothing."]).format(
                w.money("refund_approved", quoted)))
        else:
            out("You accepted the return but the money has not been credited yet.")
    elif topic == "warranty":
        if quoted is not None:
            out(f"The approved refund of {w.money('refund_approved', quoted)} for the other item arrived, thank you.")
        out(f"The {c.warranty_product} went to your service three weeks ago and nobody has called us since.")
    elif topic == "delivery":
        out("The goods have not arrived and the tracking page has not moved for days.")
    else:
        out("We do not accept the rejection of our return, the damage was there when the carton was opened.")


def customer_letter(w: EgeriaWriter) -> None:
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    case_no, cust = r.random() < 0.7 and topic != "delivery", r.random() < 0.35
    if is_mail(w) and r.random() < 0.25:
        _chat(w, "customer_letter", case_no, topic, quoted)
        return
    if is_mail(w):
        customer_mail(w, r.choice([f"RE: order {c.order_id}", f"Still waiting - {c.order_id}",
                                   f"Acil / urgent: {c.order_id}" if w.k == "TR" else f"Urgent: {c.order_id}"]))
    else:
        _letter_opening(w)
        w.add("line", "Re: " + ", ".join(_refs(w, case_no, cust)))
        w.add("gap")
    w.add("line", r.choice(V.GREETINGS[w.k]))
    w.add("gap")
    if is_mail(w):
        w.add("para", r.choice(["I am writing again about {}.", "Following up on {}.", "This is about {}."]).format(
            ", ".join(_refs(w, case_no, cust))))
    _letter_complaint(w, topic, quoted, lambda text: w.add("para", text))
    if r.random() < 0.5:
        w.add("para", r.choice(V.FILLERS[w.k]))
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Our plans have changed since my last message.", "Please note the new date."]))
    with_dl, without = _letter_expectations(topic)
    exp = _expectation(w, with_dl, without, w.doc.style["deadline_value"])
    w.add("para", exp + " " + r.choice(V.CLOSING_COURTESY[w.k] + ["I hope to hear from you soon."]))
    customer_sign(w, c.name)
    if is_mail(w) and topic in ("refund", "rejected") and r.random() < 0.5:
        _quote_earlier_reply(w, topic)


def _quote_earlier_reply(w: EgeriaWriter, topic: str) -> None:
    """The office's earlier reply under the customer's message, as a mail client quotes it."""
    r, k = w.rng, w.k
    earlier = w.doc.date - timedelta(days=r.randrange(2, 6))
    staff, _ = r.choice(V.STAFF[k])
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"On {w.date_text(earlier, w.date_style)}, {staff} <returns@{V.DOMAIN}> wrote:")
    else:
        w.add("line", "-----Original Message-----")
        w.add("line", f"From: {staff} | Egeria <returns@{V.DOMAIN}>")
        w.add("line", f"Sent: {w.date_text(earlier, w.date_style)}")
    w.add("quote", "Thank you for your message. Your return has been "
                   + ("reviewed and accepted; accounts will process the payment in the next payment run."
                      if topic == "refund" else "reviewed by our service workshop and could not be accepted."))
    w.add("quote", f"Egeria {'Izmir' if k == 'TR' else 'Thessaloniki' if k == 'GR' else 'Limassol'} - returns desk")


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
