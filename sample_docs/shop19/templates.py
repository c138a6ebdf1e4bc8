"""Kalinis Laundry Systems' paperwork: one function per document type, several ways each office writes it.

Every printed value that is a schema field goes through the writer (w.money, w.date, w.ident, w.text), so
the page and the truth come from the same call. Other numbers on the page (TINs, NPWP, DR and Surat Jalan
numbers, customer POs, fees, balances, installation dates) are printed plainly and state no field.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sample_docs.formatting import date_truth, email_date
from sample_docs.shop19.catalog import RETURN_POLICY
from sample_docs.shop19.values import TYPED, KCase, KWriter, english_words, indonesian_words

STAFF = {
    "MNL": {"sales": ("Jun Castillo", "Sales Executive – Metro Manila"),
            "aftersales": ("Carla Mae Soriano", "After-Sales Coordinator"),
            "accounting": ("Mylene Agustin", "Accounting Supervisor")},
    "JKT": {"sales": ("Fitri Handayani", "Sales Admin"),
            "aftersales": ("Bambang Susilo", "After-Sales & Service"),
            "accounting": ("Sri Wahyuni", "Finance")},
    "BKK": {"sales": ("Pimchanok S. (Mint)", "Sales Coordinator"),
            "aftersales": ("Arthit Kaewmanee", "Service Manager"),
            "accounting": ("Suda Phromma", "Accounting")},
}
CHAT_APP = {"MNL": "Viber", "JKT": "WhatsApp", "BKK": "LINE"}
MAILBOX = {"sales": "sales", "aftersales": "aftersales", "accounting": "accounting"}


# --------------------------------------------------------------------------- shared pieces


def name_of(w: KWriter) -> str:
    """The customer's name as this document spells it (a planted misspelling where the plan says so)."""
    return w.case.typo_name if "typo_here" in w.doc.style and w.case.typo_name else w.case.name


def letterhead(w: KWriter) -> None:
    b = w.case.branch
    w.add("head", "KALINIS Laundry Systems")
    w.add("line", b.legal_name)
    w.add("small", b.address)
    w.add("small", f"Tel. {b.phone}  |  {b.tax_id}")
    w.add("gap")


def shop_mail(w: KWriter, role: str, subject: str) -> None:
    c, r = w.case, w.rng
    person = STAFF[c.branch.code][role][0]
    w.doc.email = {
        "From": f"{person} | Kalinis <{MAILBOX[role]}@{c.branch.mail_domain}>",
        "To": f"{c.customer.contact} <{c.customer.mail}>",
        "Subject": subject,
        "Date": email_date(w.doc.date, r.randrange(8, 18), r.randrange(60), r.randrange(60), c.branch.tz),
    }


def customer_mail(w: KWriter, subject: str, to_role: str = "aftersales") -> None:
    c, r = w.case, w.rng
    w.doc.email = {
        "From": f"{c.customer.contact} <{c.customer.mail}>",
        "To": f"Kalinis {to_role.title()} <{MAILBOX[to_role]}@{c.branch.mail_domain}>",
        "Subject": subject,
        "Date": email_date(w.doc.date, r.randrange(7, 22), r.randrange(60), r.randrange(60), c.branch.tz),
    }
    if "document_date" in w.schema.doc_types[w.doc.doc_type].fields:
        w.set("document_date", date_truth(w.doc.date))


def shop_signature(w: KWriter, role: str) -> None:
    person, title = STAFF[w.case.branch.code][role]
    w.add("gap")
    w.add("line", {"MNL": "Thank you and God bless,", "JKT": "Salam,", "BKK": "Best regards,"}[w.case.branch.code])
    w.add("line", person)
    w.add("line", f"{title} | {w.case.branch.legal_name.title().replace('Ltd.', 'Ltd.')}")
    w.add("small", f"Tel. {w.case.branch.phone}")


def greet(w: KWriter) -> str:
    """How the office greets the buyer's contact."""
    cu, code = w.case.customer, w.case.branch.code
    first = cu.contact.replace("Engr. ", "").split(" ")[0]
    if code == "MNL":
        return w.rng.choice([f"Hi Ma'am/Sir {first},", f"Good day, {cu.contact}!", f"Dear {cu.contact},"])
    if code == "JKT":
        return w.rng.choice([f"Yth. Bapak/Ibu {cu.contact},", f"Selamat siang, {cu.contact},"])
    return w.rng.choice([f"Dear Khun {first},", f"Sawasdee Khun {first},"])


def customer_greeting(w: KWriter) -> str:
    return w.rng.choice({"MNL": ["Dear Kalinis After-Sales Team,", "Good day po!", "Dear Sir/Madam,"],
                         "JKT": ["Dengan hormat,", "Selamat pagi Bapak/Ibu,", "Dear Kalinis After-Sales Team,"],
                         "BKK": ["Dear Kalinis After-Sales Team,", "Dear Sir/Madam,", "Sawasdee,"]}[w.case.branch.code])


def customer_thanks(w: KWriter) -> str:
    return w.rng.choice({"MNL": ["Thank you for your assistance.", "Salamat po.", "We look forward to your reply."],
                         "JKT": ["Terima kasih atas perhatiannya.", "We look forward to your reply."],
                         "BKK": ["Thank you.", "We look forward to your reply."]}[w.case.branch.code])


def customer_sign(w: KWriter) -> None:
    """The buyer's sign-off: the contact, their title, and the business (the customer's name)."""
    c, cu = w.case, w.case.customer
    w.add("gap")
    w.add("line", w.rng.choice({"MNL": ["Thank you po.", "Regards,", "Thanks and regards,"],
                                "JKT": ["Terima kasih,", "Hormat kami,", "Regards,"],
                                "BKK": ["Best regards,", "Thank you ka,", "Regards,"]}[c.branch.code]))
    if c.business:
        w.add("line", cu.contact)
        w.add("line", cu.title)
        w.add("line", w.text("customer_name", c.name))
    else:
        w.add("line", w.text("customer_name", c.name))
    w.add("small", cu.address)


def refs(w: KWriter, case_no: bool, cust: bool) -> str:
    """'RMA-2026-0113 / SO-045127 (customer code C-01287)': references as the buyer quotes them."""
    c = w.case
    out = []
    if case_no:
        out.append(w.ident("case_number", c.case_number))
    out.append(order_ref(w))
    text = " / ".join(out)
    if cust:
        text += f" (customer code {w.ident('customer_id', c.customer_id)})"
    return text


def order_ref(w: KWriter) -> str:
    """The order number as printed: web orders of private buyers carry a '#'."""
    value = w.ident("order_id", w.case.order_id)
    return f"#{value}" if w.case.order_id.isdigit() else value


def chat_head(w: KWriter, who: str) -> None:
    w.add("line", f"{CHAT_APP[w.case.branch.code]} chat export – {who}")
    w.add("gap")


def chat_line(w: KWriter, d: date, speaker: str, text: str) -> None:
    """One chat message; the clock only moves forward within a document."""
    clock = w.doc.style.setdefault("clock", 8 * 60 + w.rng.randrange(0, 240)) + w.rng.randrange(1, 40)
    w.doc.style["clock"] = clock
    h, m = clock // 60, clock % 60
    if w.case.branch.code == "JKT":
        w.add("line", f"[{d.day:02d}/{d.month:02d}/{d.year % 100:02d} {h:02d}.{m:02d}] {speaker}: {text}")
    elif w.case.branch.code == "BKK":
        w.add("line", f"{d.day:02d}/{d.month:02d}/{d.year} {h:02d}:{m:02d}  {speaker}  {text}")
    else:
        w.add("line", f"[{d.month}/{d.day}/{d.year % 100}, {(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}] "
                      f"{speaker}: {text}")


def buyer_speaker(w: KWriter) -> str:
    """Chat display name: the contact and (for a business) the business, which names the customer."""
    c = w.case
    if c.business:
        return f"{c.customer.contact} ({w.text('customer_name', name_of(w))})"
    return w.text("customer_name", name_of(w))


def shop_speaker(w: KWriter, role: str) -> str:
    code = w.case.branch.code
    return f"Kalinis {dict(MNL='PH', JKT='Jakarta', BKK='Bangkok')[code]} – {STAFF[code][role][0].split(' ')[0]}"


def policy_page(w: KWriter, chance: float) -> None:
    if w.doc.fmt == "pdf_text" and w.rng.random() < chance:
        w.add("page")
        w.add("title", RETURN_POLICY[0])
        for p in RETURN_POLICY[1:]:
            w.add("para", p)


def item_rows(w: KWriter) -> list[list[str]]:
    return [[p, str(q), w.money(None, u), w.money(None, u * q)] for p, q, u in w.case.items]


# --------------------------------------------------------------------------- order confirmation


def order_confirmation(w: KWriter) -> None:
    c, r = w.case, w.rng
    if w.doc.style.get("chat"):
        return _oc_chat(w)
    code = c.branch.code
    labels = {
        "MNL": ("Sales Order No.", "Order Date", "Customer Code", "Sold to", "Total Amount (VAT-inclusive)",
                "Target delivery"),
        "JKT": ("No. Pesanan", "Tanggal Pesanan", "Kode Pelanggan", "Nama Pelanggan", "Total (termasuk PPN 11%)",
                "Estimasi tiba"),
        "BKK": ("Order No.", "Order Date", "Customer Code", "Customer", "Total incl. VAT 7%", "Expected delivery"),
    }[code]
    if c.currency == "USD":
        labels = labels[:4] + ("Total (USD, incl. PPN 11%)", labels[5])
    if w.doc.fmt in TYPED:
        shop_mail(w, "sales", r.choice([f"Order Confirmation – {c.order_id}", f"Konfirmasi pesanan {c.order_id}"
                                        if code == "JKT" else f"Confirmed: your order {c.order_id}"]))
        w.add("line", greet(w))
        w.add("gap")
        w.add("para", {"MNL": f"Good day po! Thank you for your P.O. {c.po_number}. Please see your order details "
                              "below for your reference:",
                       "JKT": f"Terima kasih atas PO {c.po_number}. Berikut kami konfirmasi pesanan "
                              "Bapak/Ibu:",
                       "BKK": f"Thank you for your purchase order {c.po_number}. We confirm your order as below ka."
                       }[code] if c.business else "Thank you for ordering from the Kalinis web shop. Your order "
                                                  "is confirmed:")
        w.doc.style["aligned"] = r.random() < 0.6
    else:
        letterhead(w)
        w.add("title", {"MNL": "SALES ORDER CONFIRMATION", "JKT": "KONFIRMASI PESANAN / ORDER CONFIRMATION",
                        "BKK": "ORDER ACKNOWLEDGEMENT"}[code])
    name = name_of(w)
    w.kv(labels[0], order_ref(w))
    w.kv(labels[1], w.date("order_date", c.order_date))
    if r.random() < 0.8:
        w.kv(labels[2], w.ident("customer_id", c.customer_id))
    w.kv(labels[3], w.text("customer_name", name))
    if c.business:
        w.kv("Attention" if code != "JKT" else "Up.", c.customer.contact)
    w.add("gap")
    if w.doc.fmt in TYPED:
        for p, q, _ in c.items:
            w.add("line", f"  {q} {'unit' if q == 1 else 'units'} – {p}")
    else:
        w.add("table", ["Description", "Qty", "Unit price", "Amount"], item_rows(w))
    w.add("gap")
    w.kv(labels[4], w.money("order_total", c.total))
    if c.est_confirm and ("state_est" in w.doc.style or r.random() < 0.75):
        w.kv(labels[5], w.date("delivery_estimate", c.est_confirm))
    w.add("gap")
    if c.business and c.total > 100000 and c.currency != "IDR":
        down = c.round(c.total / 2)
        w.add("para", f"Terms: 50% downpayment ({w.money(None, down)}) upon confirmation, balance upon delivery "
                      "and test run. Please prepare the 3-phase 380 V supply, water inlet and drain line before "
                      "installation.")
    else:
        w.add("para", "Our logistics team will call or message you one day before delivery.")
    if w.doc.fmt in TYPED:
        shop_signature(w, "sales")
    policy_page(w, 0.4)


def _oc_chat(w: KWriter) -> None:
    c, r = w.case, w.rng
    d = w.doc.date
    chat_head(w, STAFF[c.branch.code]["sales"][0])
    me = shop_speaker(w, "sales")
    items = ", ".join(f"{q} x {p.split(',')[0]}" for p, q, _ in c.items)
    you = buyer_speaker(w)
    opener = {"MNL": f"Hi {STAFF['MNL']['sales'][0].split()[0]}, go na kami sa {items}. PO to follow po.",
              "JKT": f"Pak/Bu, kami order {items} ya. PO menyusul.",
              "BKK": f"Hello ka, we confirm to order {items}."}[c.branch.code]
    chat_line(w, d, you, opener)
    when = w.date("order_date", c.order_date)
    conf = {"MNL": f"Noted po! Order confirmed under {order_ref(w)}, dated {when}.",
            "JKT": f"Siap, pesanan sudah kami input: {order_ref(w)} tgl {when}.",
            "BKK": f"Thank you ka. Order no. {order_ref(w)} confirmed, order date {when}."}[c.branch.code]
    chat_line(w, d, me, conf)
    total = w.money("order_total", c.total)
    chat_line(w, d, me, {"MNL": f"Total po is {total} VAT-inclusive.",
                         "JKT": f"Total {total} sudah termasuk PPN ya.",
                         "BKK": f"Total {total} including VAT ka."}[c.branch.code])
    if c.est_confirm and ("state_est" in w.doc.style or r.random() < 0.75):
        eta = w.date("delivery_estimate", c.est_confirm)
        chat_line(w, d, me, {"MNL": f"Target delivery is {eta}, we'll call before dispatch.",
                             "JKT": f"Estimasi tiba {eta}.",
                             "BKK": f"Expected delivery {eta} ka."}[c.branch.code])
    chat_line(w, d, you, r.choice(["Ok thanks!", "Noted, thank you.", "👍"]))


# --------------------------------------------------------------------------- invoice


def invoice(w: KWriter) -> None:
    {"MNL": _invoice_ph, "JKT": _invoice_id, "BKK": _invoice_th}[w.case.branch.code](w)
    policy_page(w, 0.35)


def _invoice_ph(w: KWriter) -> None:
    """A BIR sales invoice: VAT-inclusive prices, the VAT taken out and added back, ATP footer."""
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "SALES INVOICE")
    w.add("rkv", "No.", w.ident("invoice_number", c.invoice_number))
    if r.random() < 0.5:
        w.add("kv2", "Sold to", w.text("customer_name", name_of(w)), "Date", w.date("document_date", w.doc.date))
    else:
        w.kv("Registered Name", w.text("customer_name", name_of(w)))
        w.kv("Date", w.date("document_date", w.doc.date))
    w.kv("TIN", c.extra["buyer_tin"])
    w.kv("Business Address", c.customer.address)
    w.add("kv2", "S.O. No.", order_ref(w), "S.O. Date", w.date("order_date", c.order_date))
    w.add("kv2", "Customer Code", w.ident("customer_id", c.customer_id), "P.O. No.", c.po_number or "—")
    w.kv("Terms", r.choice(["30 days", "COD", "50% DP, balance upon delivery"]))
    w.add("gap")
    w.add("table", ["Item / Description", "Qty", "Unit Price", "Amount"], item_rows(w))
    w.add("gap")
    if r.random() < 0.5:
        w.add("rkv", "Total Sales (VAT Inclusive)", w.money("order_total", c.total))
        w.add("rkv", "Less: VAT", w.money("tax_amount", c.tax))
        w.add("rkv", "Amount: Net of VAT", w.money("subtotal", c.subtotal))
        w.add("rkv", "Add: VAT", w.money("tax_amount", c.tax))
        w.add("rkv", "TOTAL AMOUNT DUE", w.money("order_total", c.total))
    else:
        w.add("rkv", "VATable Sales", w.money("subtotal", c.subtotal))
        w.add("rkv", "VAT-Exempt Sales", w.money(None, Decimal("0")))
        w.add("rkv", "Zero-Rated Sales", w.money(None, Decimal("0")))
        w.add("rkv", "VAT Amount (12%)", w.money("tax_amount", c.tax))
        w.add("rkv", "Total Amount Due", w.money("order_total", c.total))
    pesos = int(c.total)
    centavos = int((c.total - pesos) * 100)
    w.add("line", f"Amount in words: {english_words(pesos).title()} Pesos"
                  + (f" and {centavos:02d}/100" if centavos else "") + " Only")
    w.add("gap")
    w.add("small", "BIR Authority to Print No. OCN 4AU0001877421  Date Issued 01/06/2025  "
                   "Approved Series 0001001-0010000")
    w.add("small", "Received the above goods in good order and condition.   By: ____________________")


def _invoice_id(w: KWriter) -> None:
    """A Jakarta invoice: DPP and PPN, the Faktur Pajak serial, the amount in words, the bank account."""
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", r.choice(["INVOICE", "FAKTUR PENJUALAN / INVOICE"]))
    w.doc.style["aligned"] = r.random() < 0.6
    w.kv("No. Invoice", w.ident("invoice_number", c.invoice_number))
    w.kv("Tanggal", w.date("document_date", w.doc.date))
    w.kv("No. SO", order_ref(w))
    w.kv("Tgl. Pesanan", w.date("order_date", c.order_date))
    w.kv("Kode Pelanggan", w.ident("customer_id", c.customer_id))
    w.kv("Kepada Yth.", w.text("customer_name", name_of(w)))
    w.add("line", c.customer.address)
    if c.business:
        w.kv("NPWP Pembeli", c.extra["buyer_tin"])
    w.add("gap")
    w.add("table", ["Nama Barang", "Qty", "Harga Satuan", "Jumlah"], item_rows(w))
    w.add("gap")
    w.add("rkv", r.choice(["DPP", "Subtotal"]), w.money("subtotal", c.subtotal))
    w.add("rkv", "PPN 11%", w.money("tax_amount", c.tax))
    w.add("rkv", "Total Tagihan", w.money("order_total", c.total))
    if c.currency == "IDR":
        w.add("line", f"Terbilang: # {indonesian_words(int(c.total)).capitalize()} rupiah #")
    else:
        w.add("line", f"Kurs pajak (KMK) {c.extra['kurs_date']}: Rp 16.412 / USD")
    w.add("gap")
    w.add("small", f"No. Seri Faktur Pajak: {c.extra['faktur_pajak']}")
    w.add("small", "Pembayaran ke: BCA KCU Sunter, a/c 288 301 7745 a.n. PT Kalinis Laundry Indonesia")
    w.add("small", "Hormat kami,          Finance")


def _invoice_th(w: KWriter) -> None:
    """A Bangkok tax invoice/receipt: combined document, Buddhist-era dates, amount in words."""
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "TAX INVOICE / RECEIPT")
    w.add("rline", "Original (for customer)")
    if r.random() < 0.5:
        w.add("grid", ["No.", "Date", "Customer Code", "SO Ref."],
              [[w.ident("invoice_number", c.invoice_number), w.date("document_date", w.doc.date),
                w.ident("customer_id", c.customer_id), order_ref(w)]])
    else:
        w.add("kv2", "No.", w.ident("invoice_number", c.invoice_number), "Date", w.date("document_date", w.doc.date))
        w.add("kv2", "Customer Code", w.ident("customer_id", c.customer_id), "SO Ref.", order_ref(w))
    w.kv("Customer", w.text("customer_name", name_of(w)))
    w.kv("Address", c.customer.address)
    if c.business:
        w.kv("Customer Tax ID", f"{c.extra['buyer_tin']}  Branch 00000 (Head Office)")
    w.kv("Order Date", w.date("order_date", c.order_date))
    w.add("gap")
    w.add("table", ["Description", "Qty", "Unit Price", "Amount"], item_rows(w))
    w.add("gap")
    w.add("rkv", r.choice(["Total before VAT", "Amount before VAT"]), w.money("subtotal", c.subtotal))
    w.add("rkv", "VAT 7%", w.money("tax_amount", c.tax))
    w.add("rkv", "Grand Total", w.money("order_total", c.total))
    baht, satang = int(c.total), int((c.total - int(c.total)) * 100)
    w.add("line", f"({english_words(baht).title()} Baht" + (f" {english_words(satang).title()} Satang" if satang
                                                             else "") + " Only)")
    w.add("gap")
    w.add("small", "Payment received by: [ ] Cash  [x] Transfer  [ ] Cheque      Collector ______  Authorized ______")


# --------------------------------------------------------------------------- shipping


def shipping_notice(w: KWriter) -> None:
    c = w.case
    if w.doc.style.get("chat"):
        return _ship_chat(w)
    if w.doc.fmt in TYPED:
        return _ship_courier_mail(w)
    if w.doc.fmt == "pdf_text":
        return _ship_dispatch_advice(w)
    {"MNL": _ship_dr, "JKT": _ship_surat_jalan, "BKK": _ship_dr}[c.branch.code](w)


def _carrier_slug(carrier: str) -> str:
    return carrier.lower().split(" ")[0] + carrier.lower().split(" ")[1][:4]


def _ship_courier_mail(w: KWriter) -> None:
    c, r = w.case, w.rng
    slug = _carrier_slug(c.carrier)
    w.doc.email = {
        "From": f"{c.carrier} <noreply@{slug}.example>",
        "To": f"{c.customer.contact} <{c.customer.mail}>",
        "Subject": r.choice([f"Your shipment {c.tracking} is on its way", f"Shipment notification – {c.tracking}"]),
        "Date": email_date(w.doc.date, r.randrange(8, 20), r.randrange(60), r.randrange(60), c.branch.tz),
    }
    rescheduled = "rescheduled" in w.doc.style
    w.add("line", f"Hello {c.customer.contact},")
    w.add("gap")
    w.add("para", f"A shipment from {c.branch.legal_name.title()} is on its way to you with "
                  f"{w.text('carrier', c.carrier)}." if not rescheduled else
                  f"{w.text('carrier', c.carrier)} has rescheduled the delivery of your shipment because of "
                  "a trucking backlog at the hub.")
    w.doc.style["aligned"] = True
    w.kv(r.choice(["Waybill No.", "Tracking No.", "AWB"]) if c.branch.code != "JKT" else "No. Resi",
         w.ident("tracking_number", c.tracking))
    w.kv("Consignee", w.text("customer_name", c.name))
    w.kv("Shipper's reference", order_ref(w))
    w.kv("Picked up" if c.branch.code != "JKT" else "Tanggal kirim", w.date("ship_date", c.ship_date))
    if c.est_ship and (rescheduled or "state_est" in w.doc.style or r.random() < 0.8):
        w.kv("New delivery date" if rescheduled else "Estimated delivery", w.date("delivery_estimate", c.est_ship))
    w.kv("Pieces / Weight", f"{len(c.items)} pc(s) / {c.extra['weight']} kg")
    w.add("gap")
    w.add("para", f"Track your shipment at https://{slug}.example/track or call our hotline 8-5299.")
    w.add("small", "This is a system-generated message. Please do not reply.")


def _ship_chat(w: KWriter) -> None:
    c = w.case
    d = w.doc.date
    chat_head(w, STAFF[c.branch.code]["sales"][0])
    me = shop_speaker(w, "sales")
    shipped = w.date("ship_date", c.ship_date)
    carrier = w.text("carrier", c.carrier)
    trk = w.ident("tracking_number", c.tracking)
    chat_line(w, d, me, {"MNL": f"Good afternoon po! Your order {order_ref(w)} was picked up today {shipped} "
                                f"by {carrier}, waybill no. {trk}.",
                         "JKT": f"Selamat sore, pesanan {order_ref(w)} sudah dikirim hari ini {shipped} via "
                                f"{carrier}, no. resi {trk}.",
                         "BKK": f"Khun ka, order {order_ref(w)} was shipped today {shipped} with {carrier}, "
                                f"tracking no. {trk} ka."}[c.branch.code])
    if c.est_ship and ("state_est" in w.doc.style or w.rng.random() < 0.7):
        eta = w.date("delivery_estimate", c.est_ship)
        chat_line(w, d, me, {"MNL": f"ETA {eta} po.", "JKT": f"Estimasi sampai {eta}.",
                             "BKK": f"ETA {eta} ka."}[c.branch.code])
    chat_line(w, d, buyer_speaker(w), w.rng.choice(["Thank you!", "Ok noted.", "Siap, terima kasih.", "ok ka"]))


def _ship_dispatch_advice(w: KWriter) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "DISPATCH ADVICE")
    w.add("rline", w.plain_date(w.doc.date))
    w.kv("Customer", w.text("customer_name", c.name))
    if r.random() < 0.7:
        w.kv("Customer Code", w.ident("customer_id", c.customer_id))
    w.kv("Order", order_ref(w))
    w.add("gap")
    est = ""
    if c.est_ship and ("state_est" in w.doc.style or r.random() < 0.7):
        est = f" Estimated arrival at your site is {w.date('delivery_estimate', c.est_ship)}."
    w.add("para", f"Please be informed that your order was dispatched on {w.date('ship_date', c.ship_date)} via "
                  f"{w.text('carrier', c.carrier)} under waybill no. {w.ident('tracking_number', c.tracking)}.{est}"
                  " Kindly have the crate inspected upon arrival and note any damage on the delivery receipt.")
    shop_signature(w, "sales")


def _ship_dr(w: KWriter) -> None:
    """Manila's delivery receipt / Bangkok's delivery note, signed by whoever received the goods."""
    c, r = w.case, w.rng
    letterhead(w)
    ph = c.branch.code == "MNL"
    w.add("title", "DELIVERY RECEIPT" if ph else "DELIVERY NOTE")
    w.add("kv2", "DR No." if ph else "Delivery Note No.", c.extra["dr_no"], "Date", w.date("ship_date", c.ship_date))
    w.kv("Delivered to", w.text("customer_name", name_of(w)))
    w.kv("Address", c.customer.address)
    w.add("kv2", "S.O. No." if ph else "SO Ref.", order_ref(w), "Customer Code", w.ident("customer_id", c.customer_id))
    w.kv("Trucking / Forwarder" if ph else "Carrier", w.text("carrier", c.carrier))
    w.kv("Waybill No." if ph else "Tracking No.", w.ident("tracking_number", c.tracking))
    if c.est_ship and ("state_est" in w.doc.style or r.random() < 0.5):
        w.kv("ETA", w.date("delivery_estimate", c.est_ship))
    w.add("gap")
    w.add("grid", ["Qty", "Unit", "Description"], [[str(q), "unit" if q == 1 else "units", p] for p, q, _ in c.items])
    w.add("para", "Received the above items in good order and condition.")
    w.add("line", f"Received by: {c.customer.contact if r.random() < 0.5 else '____________________'}   "
                  "(signature over printed name)")
    w.add("line", "Checked by: warehouse ______   Driver: ______   Plate No. NCX 4827")


def _ship_surat_jalan(w: KWriter) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "SURAT JALAN")
    w.doc.style["aligned"] = True
    w.kv("No. Surat Jalan", c.extra["dr_no"])
    w.kv("Tanggal Kirim", w.date("ship_date", c.ship_date))
    w.kv("Kepada", w.text("customer_name", name_of(w)))
    w.kv("Alamat", c.customer.address)
    w.kv("No. SO", order_ref(w))
    w.kv("Ekspedisi", w.text("carrier", c.carrier))
    w.kv("No. Resi", w.ident("tracking_number", c.tracking))
    if c.est_ship and ("state_est" in w.doc.style or r.random() < 0.6):
        w.kv("Estimasi Tiba", w.date("delivery_estimate", c.est_ship))
    w.add("gap")
    w.add("grid", ["No", "Nama Barang", "Qty", "Satuan"],
          [[str(i), p, str(q), "unit" if q == 1 else "pcs"] for i, (p, q, _) in enumerate(c.items, 1)])
    w.add("line", "Pengirim ________      Sopir ________      Penerima ________")
    w.add("small", "Barang yang sudah diterima dalam kondisi baik tidak dapat dikembalikan.")


# --------------------------------------------------------------------------- refund request (customer prose)

EXPECT_REFUND_DL = (
    "We need the refund credited to our account {dl}",
    "Kindly release the refund {dl} so we can close this in our books",
    "We expect the full amount back in our account {dl}",
    "Please make sure the refund reaches us {dl}",
)
EXPECT_REFUND_NO = (
    "We would like the amount refunded to the same account we paid from",
    "We expect a full refund for the returned item",
)


def refund_request(w: KWriter) -> None:
    c, r = w.case, w.rng
    item = c.return_item[0]
    with_case = "rr_case_no" in w.doc.style
    reason = c.reason
    if w.doc.style.get("chat"):
        chat_head(w, STAFF[c.branch.code]["aftersales"][0])
        d = w.doc.date
        you = buyer_speaker(w)
        w.set("document_date", date_truth(d))
        chat_line(w, d, you, f"Hi, this is about order {refs(w, with_case, False)}.")
        w.text("return_reason", reason)
        chat_line(w, d, you, f"We are sending back the {item} because {reason}.")
        chat_line(w, d, you, f"Pls refund {w.money('refund_requested', c.requested)}.")
        sentence = _expect(w, EXPECT_REFUND_DL, EXPECT_REFUND_NO)
        chat_line(w, d, you, sentence + ".")
        chat_line(w, d, shop_speaker(w, "aftersales"), "Noted, we will check with our service team and revert.")
        return
    if w.doc.fmt in TYPED:
        customer_mail(w, r.choice([f"Request for refund – {c.order_id}", f"Return and refund: {c.order_id}"
                                   + (f" ({c.case_number})" if with_case else "")]))
        w.add("line", customer_greeting(w))
        w.add("gap")
    elif w.doc.style.get("form"):
        return _refund_form(w, with_case)
    else:
        _customer_letterhead(w)
        w.add("title", "Request for Refund")
    w.add("para", f"This refers to our order {refs(w, with_case, r.random() < 0.6)}, delivered on "
                  f"{w.plain_date(c.delivered)}.")
    w.text("return_reason", reason)
    w.add("para", f"We are returning the {item} because {reason}. Please process a refund of "
                  f"{w.money('refund_requested', c.requested)} for this item.")
    sentence = _expect(w, EXPECT_REFUND_DL, EXPECT_REFUND_NO)
    w.add("para", sentence + ". " + customer_thanks(w))
    customer_sign(w)


def _refund_form(w: KWriter, with_case: bool) -> None:
    """The printed return/refund form the buyer fills in and faxes or scans back."""
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "RETURN / REFUND REQUEST FORM")
    w.doc.style["stacked"] = r.random() < 0.5
    w.kv("RMA No. (for Kalinis use)", w.ident("case_number", c.case_number) if with_case else "__________")
    w.kv("Date filed", w.date("document_date", w.doc.date))
    w.kv("Company / Customer", w.text("customer_name", c.name))
    if c.business:
        w.kv("Contact person", f"{c.customer.contact}, {c.customer.title}")
    w.kv("SO / Invoice No.", order_ref(w))
    if r.random() < 0.6:
        w.kv("Customer Code", w.ident("customer_id", c.customer_id))
    w.kv("Item returned", f"{c.return_item[0]} (1 pc)")
    w.kv("Reason for return", w.text("return_reason", c.reason))
    w.kv("Refund amount requested", w.money("refund_requested", c.requested))
    w.add("gap")
    sentence = _expect(w, EXPECT_REFUND_DL, EXPECT_REFUND_NO)
    w.add("para", f"Remarks: {sentence}.")
    w.add("line", f"Signature: ______________   {c.customer.contact}")


def _customer_letterhead(w: KWriter) -> None:
    """A printed letter from the buyer: the business's own letterhead (or a person's address), the date."""
    c = w.case
    if c.business:
        w.add("head", w.text("customer_name", c.name))
        w.add("small", c.customer.address)
    else:
        w.add("line", w.text("customer_name", c.name))
        w.add("line", c.customer.address)
    w.add("gap")
    w.add("rline", w.date("document_date", w.doc.date))
    w.add("line", c.branch.legal_name)
    w.add("line", "Attn: After-Sales / Service Department")
    w.add("gap")


def _expect(w: KWriter, with_dl: tuple[str, ...], without: tuple[str, ...]) -> str:
    """The buyer's one expectation sentence (no final period); sets customer_expectation and the deadline."""
    dl = w.doc.style.get("deadline_value")
    if dl is None:
        sentence = w.rng.choice(without)
    else:
        sentence = w.rng.choice(with_dl).format(dl=w.deadline(dl))
    w.text("customer_expectation", sentence)
    return sentence


# --------------------------------------------------------------------------- refund approval


def refund_approval(w: KWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    if w.doc.fmt in TYPED:
        shop_mail(w, "aftersales", f"{c.case_number} – return {'decision' if rejected else 'approved'}"
                                   f" (order {c.order_id})")
        w.add("line", greet(w))
        w.add("gap")
        return _approval_rejected_prose(w) if rejected else _approval_prose(w)
    letterhead(w)
    if rejected:
        w.add("title", "RETURN REQUEST – DECISION")
        w.add("rline", w.plain_date(w.doc.date))
        w.kv("Customer", w.text("customer_name", c.name))
        return _approval_rejected_prose(w)
    if c.branch.code == "JKT" and r.random() < 0.7:
        return _approval_form_id(w)
    _approval_form(w)


def _fee_label(c: KCase) -> str:
    if c.fee_basis == "restocking fee":
        pct = "15%" if c.return_item[0] in c.extra["machines"] else "10%"
        return f"Less: restocking fee ({pct})"
    return "Less: return freight charge"


def _approval_form(w: KWriter) -> None:
    c, r = w.case, w.rng
    w.add("title", r.choice(["RETURN AUTHORIZATION & CREDIT MEMO", "REFUND APPROVAL"]))
    w.doc.style["aligned"] = r.random() < 0.7
    w.kv("RMA No." if c.branch.code == "MNL" else "Case No.", w.ident("case_number", c.case_number))
    w.kv("Date approved", w.date("approval_date", w.doc.date))
    w.kv("Customer", w.text("customer_name", c.name))
    if r.random() < 0.7:
        w.kv("Customer Code", w.ident("customer_id", c.customer_id))
    w.kv("Sales Order", order_ref(w))
    w.kv("Item", c.return_item[0])
    w.add("gap")
    w.kv("Amount claimed", w.money(None, c.requested))
    if c.fee_basis:
        w.kv(_fee_label(c), w.money(None, c.fee))
    w.kv("Refundable amount", w.money("refund_eligible", c.eligible))
    if c.waiver:
        w.kv(f"{c.fee_basis.capitalize()} waived", f"{c.waiver}%")
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    w.kv("Approved refund", w.money("refund_approved", c.approved))
    w.kv("Status", "APPROVED")
    w.set("refund_status", "approved")
    if c.promised:
        w.kv("Refund release on or before", w.date("promised_date", c.promised))
    w.add("gap")
    w.add("line", "Prepared by: After-Sales        Noted by: Branch Manager        Approved by: Finance")
    policy_page(w, 0.5)


def _approval_form_id(w: KWriter) -> None:
    c = w.case
    w.add("title", "PERSETUJUAN RETUR / RETURN APPROVAL")
    w.doc.style["aligned"] = True
    w.kv("No. Retur", w.ident("case_number", c.case_number))
    w.kv("Tanggal Persetujuan", w.date("approval_date", w.doc.date))
    w.kv("Pelanggan", w.text("customer_name", c.name))
    w.kv("No. SO", order_ref(w))
    w.kv("Barang", c.return_item[0])
    w.kv("Nilai klaim", w.money(None, c.requested))
    if c.fee_basis:
        w.kv("Potongan biaya restocking" if c.fee_basis == "restocking fee" else "Potongan ongkos kirim retur",
             w.money(None, c.fee))
    w.kv("Nilai yang dapat dikembalikan", w.money("refund_eligible", c.eligible))
    if c.waiver:
        w.kv("Pembebasan biaya (fee waiver)", f"{c.waiver}% of the {c.fee_basis}")
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    w.kv("Refund disetujui", w.money("refund_approved", c.approved))
    w.kv("Status", "Disetujui (Approved)")
    w.set("refund_status", "approved")
    if c.promised:
        w.kv("Dana ditransfer paling lambat", w.date("promised_date", c.promised))


def _approval_prose(w: KWriter) -> None:
    c, r = w.case, w.rng
    refs_text = refs(w, True, r.random() < 0.5)
    w.add("para", f"We are pleased to inform you that your return under {refs_text} was APPROVED on "
                  f"{w.date('approval_date', w.doc.date)} after inspection by our service team.")
    w.set("refund_status", "approved")
    money = w.money("refund_eligible", c.eligible)
    if c.fee_basis:
        fee = w.money(None, c.fee)
        text = f"The refundable amount is {money}, net of the {c.fee_basis} of {fee}."
        if c.waiver:
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
            text += (f" As a goodwill gesture, management has waived {c.waiver}% of the {c.fee_basis}, so the "
                     f"approved refund is {w.money('refund_approved', c.approved)}.")
        else:
            text += f" Approved refund: {w.money('refund_approved', c.approved)}."
    else:
        text = f"The full amount of {money} is eligible, and we have approved a refund of " \
               f"{w.money('refund_approved', c.approved)}."
    w.add("para", text)
    if c.promised:
        w.add("para", f"You can expect the amount in your account on or before "
                      f"{w.date('promised_date', c.promised)}. Kindly send us a copy of your bank details if "
                      "they have changed.")
    w.add("para", "Please keep the returned item's packing slip for your records.")
    w.add("line", f"Customer: {w.text('customer_name', c.name)}")
    shop_signature(w, "aftersales")


def _approval_rejected_prose(w: KWriter) -> None:
    c = w.case
    w.add("para", f"We have evaluated your request for a refund of {w.money(None, c.requested)} under "
                  f"{refs(w, True, w.rng.random() < 0.5)}. We regret that we cannot approve it: our technician "
                  "found that the part had already been installed and run, which our return policy does not "
                  "cover.")
    w.kv("Status", "Rejected / Not approved")
    w.set("refund_status", "rejected")
    w.add("para", "The item is ready for pick-up at our service centre, or we can send it back at no cost.")
    shop_signature(w, "aftersales")


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: KWriter) -> None:
    c = w.case
    channel = c.extra["channel"]
    if w.doc.fmt == "text" and channel in ("GCash", "OVO"):
        return _wallet_sms(w)
    if w.doc.fmt in TYPED:
        return _remittance_mail(w)
    if w.doc.fmt == "pdf_text":
        return _bank_advice(w)
    _transfer_slip(w)


def _memo(w: KWriter) -> str:
    c = w.case
    return f"REFUND {w.ident('case_number', c.case_number)} {order_ref(w)}"


def _wallet_sms(w: KWriter) -> None:
    c, r = w.case, w.rng
    amt = w.money("refund_executed", c.approved)
    when = w.date("execution_date", w.doc.date)
    ref = w.ident("payment_reference", c.payment_ref)
    balance = w.money(None, c.round(c.approved + Decimal(r.randrange(120, 5000))))
    if c.extra["channel"] == "GCash":
        w.add("line", f"You have received {amt} of GCash from KALINIS LAUNDRY SYSTEMS w/ MSG: {_memo(w)}. "
                      f"Your new balance is {balance}. {when} 02:14PM. Ref. No. {ref}.")
    else:
        w.add("line", f"OVO: Dana masuk {amt} dari PT KALINIS LAUNDRY INDONESIA pada {when}. Catatan: {_memo(w)}. "
                      f"Saldo OVO Cash {balance}. No. Ref {ref}.")


def _remittance_mail(w: KWriter) -> None:
    c, r = w.case, w.rng
    shop_mail(w, "accounting", f"Remittance advice – refund {c.case_number}")
    w.add("line", greet(w))
    w.add("gap")
    w.add("para", f"Please be informed that the refund for {refs(w, True, r.random() < 0.5)} has been "
                  f"credited to your account via {c.extra['channel']} on {w.date('execution_date', w.doc.date)}.")
    w.doc.style["aligned"] = True
    w.kv("Amount", w.money("refund_executed", c.approved))
    w.kv("Beneficiary", w.text("customer_name", c.name))
    w.kv("Account", c.extra["account"])
    w.kv(f"{c.extra['channel']} Ref. No.", w.ident("payment_reference", c.payment_ref))
    w.kv("Status", "Completed")
    w.set("refund_status", "executed")
    w.add("gap")
    w.add("para", "Kindly allow one banking day for the amount to reflect. Bank charges, if any, were shouldered "
                  "by Kalinis.")
    shop_signature(w, "accounting")


def _bank_advice(w: KWriter) -> None:
    c = w.case
    bank = {"PHP": "BDO Unibank – Corporate Internet Banking", "IDR": "Bank Central Asia – KlikBCA Bisnis",
            "THB": "Kasikornbank – K BIZ", "USD": "Bank Central Asia – KlikBCA Bisnis"}[c.currency]
    if c.extra["channel"] == "Mandiri":
        bank = "Bank Mandiri – Kopra by Mandiri"
    w.add("head", bank)
    w.add("title", "Payment Advice / Outward Transfer")
    w.doc.style["aligned"] = True
    w.kv("Transaction date", w.date("execution_date", w.doc.date))
    w.kv("Debit account", f"{c.branch.legal_name} ****7712")
    w.kv("Beneficiary", w.text("customer_name", c.name))
    w.kv("Beneficiary account", c.extra["account"])
    w.kv("Amount", w.money("refund_executed", c.approved))
    w.kv("Charges", w.money(None, {"PHP": Decimal("25"), "IDR": Decimal("2900"), "THB": Decimal("10"),
                                   "USD": Decimal("15")}[c.currency]))
    w.kv("Remarks", _memo(w))
    w.kv("Reference", w.ident("payment_reference", c.payment_ref))
    w.kv("Status", "Processed")
    w.set("refund_status", "executed")


def _transfer_slip(w: KWriter) -> None:
    """A screenshot or print of the transfer screen, as sent to the buyer as proof."""
    c, r = w.case, w.rng
    ch = c.extra["channel"]
    labels = {"BCA": ("m-Transfer BERHASIL", "Tanggal", "Nama penerima", "Jumlah", "Berita", "No. Referensi"),
              "Mandiri": ("Transfer Berhasil", "Tanggal", "Penerima", "Nominal", "Keterangan", "No. Referensi"),
              "OVO": ("Transfer Berhasil", "Tanggal", "Penerima", "Nominal", "Catatan", "ID Transaksi"),
              }.get(ch, ("Transfer successful", "Date & Time", "To", "Amount", "Purpose / Memo", "Reference No."))
    w.add("head", {"InstaPay": "BDO Online – InstaPay", "PESONet": "BDO Online – PESONet", "GCash": "GCash",
                   "BCA": "BCA mobile", "Mandiri": "Livin' Mandiri", "OVO": "OVO",
                   "PromptPay": "K PLUS – PromptPay", "Kasikorn": "K PLUS"}[ch])
    w.add("title", labels[0])
    w.doc.style["aligned"] = r.random() < 0.5
    w.kv(labels[1], f"{w.date('execution_date', w.doc.date)} {r.randrange(9, 17):02d}:{r.randrange(60):02d}")
    w.kv("From", f"{c.branch.legal_name} ****7712")
    w.kv(labels[2], w.text("customer_name", c.name))
    w.kv("Account", c.extra["account"])
    w.kv(labels[3], w.money("refund_executed", c.approved))
    w.kv("Fee", w.money(None, Decimal("0")))
    w.kv(labels[4], _memo(w))
    w.kv(labels[5], w.ident("payment_reference", c.payment_ref))
    if r.random() < 0.6:
        w.kv("Status", "Successful" if c.branch.code != "JKT" else "Berhasil")
        w.set("refund_status", "executed")
    w.add("small", f"Terminal ID {c.extra['terminal']}  ·  Save this screen as proof of transfer.")


# --------------------------------------------------------------------------- warranty


def warranty_form(w: KWriter) -> None:
    role = w.doc.style["role"]
    if role == "claim" and w.doc.fmt in TYPED:
        return _claim_mail(w)
    if role == "claim":
        return _claim_form(w)
    _service_report(w)


def _product_line(w: KWriter) -> str:
    return w.text("product_name", w.case.warranty_product)


def _claim_mail(w: KWriter) -> None:
    c, r = w.case, w.rng
    customer_mail(w, f"Warranty claim – {c.model_code} S/N {c.serial}", "aftersales")
    w.add("line", customer_greeting(w))
    w.add("gap")
    w.add("para", f"Our {_product_line(w)} (serial no. {w.ident('serial_number', c.serial)}), bought under "
                  f"order {order_ref(w)} and installed on {w.plain_date(c.delivered + timedelta(days=1))}, has a "
                  "problem and is still under warranty.")
    w.add("line", f"Problem: {w.text('issue_description', c.issue)}.")
    w.add("gap")
    dl = w.doc.style.get("deadline_value")
    if dl is not None:
        w.add("para", f"We need the machine running again {w.deadline(dl)}, as it is one of our main units.")
    w.add("para", "Please send a technician as soon as possible.")
    customer_sign(w)


def _claim_form(w: KWriter) -> None:
    c, r = w.case, w.rng
    letterhead(w)
    w.add("title", "WARRANTY CLAIM FORM" if c.branch.code != "JKT" else "FORMULIR KLAIM GARANSI / WARRANTY CLAIM")
    w.doc.style["stacked"] = r.random() < 0.4
    w.kv("Claim No.", w.ident("case_number", c.case_number) if r.random() < 0.5 else "(Kalinis to fill in)")
    w.kv("Date", w.date("document_date", w.doc.date))
    w.kv("Customer", w.text("customer_name", name_of(w)))
    w.kv("Contact / Tel.", f"{c.customer.contact} / {c.extra['phone']}")
    w.kv("SO / Invoice ref.", order_ref(w))
    if r.random() < 0.5:
        w.kv("Customer Code", w.ident("customer_id", c.customer_id))
    w.kv("Machine / Product", _product_line(w))
    w.kv("Serial No.", w.ident("serial_number", c.serial))
    w.kv("Date installed", w.plain_date(c.delivered + timedelta(days=1)))
    w.kv("Problem description", w.text("issue_description", c.issue))
    dl = w.doc.style.get("deadline_value")
    if dl is not None:
        w.kv("Needed back in operation by", w.deadline(dl) if isinstance(dl, str) else _dl_date(w, dl))
    w.add("gap")
    w.add("line", "Customer signature: ______________     Received by (Kalinis): ______________")


def _dl_date(w: KWriter, d: date) -> str:
    w.set("customer_deadline", date_truth(d))
    w.case.deadline = d
    return w.plain_date(d)


def _service_report(w: KWriter) -> None:
    """The technician's report, filled in on site and scanned or faxed back to the office."""
    c, r = w.case, w.rng
    if w.doc.fmt in TYPED:
        shop_mail(w, "aftersales", f"Service report {c.case_number} – {c.model_code}")
        w.add("line", greet(w))
        w.add("gap")
        w.add("para", "Please see below the report of our technician's visit for your records.")
    else:
        letterhead(w)
    w.add("title", "SERVICE REPORT" if c.branch.code != "JKT" else "LAPORAN SERVIS / SERVICE REPORT")
    w.add("kv2", "SR No.", w.ident("case_number", c.case_number), "Date", w.date("document_date", w.doc.date))
    w.kv("Customer", w.text("customer_name", c.name))
    w.kv("Contact person", c.customer.contact)
    w.kv("Site address", c.customer.address)
    w.add("kv2", "Model", c.model_code, "Ref. SO", order_ref(w))
    w.kv("Machine", _product_line(w))
    w.kv("Serial No." if c.branch.code != "JKT" else "No. Seri", w.ident("serial_number", c.serial))
    w.kv("Service type", "Warranty (W) – no charge")
    fault = w.text("issue_description", c.extra["tech_issue"])
    w.kv("Fault found" if c.branch.code != "JKT" else "Temuan teknisi", fault)
    w.kv("Action taken", r.choice(["Part ordered, unit tagged DO NOT USE until repair.",
                                   "Temporary fix done; replacement part to be installed on next visit.",
                                   "Replaced faulty part under warranty; test run 3 cycles OK."]))
    w.kv("Time in / out", f"{r.randrange(8, 11)}:{r.choice(['05', '20', '40'])} / {r.randrange(12, 17)}:"
                          f"{r.choice(['10', '35', '50'])}")
    w.kv("Technician", c.technician)
    dl = w.doc.style.get("deadline_value")
    if dl is not None and not isinstance(dl, str):
        w.kv("Customer requires unit by", _dl_date(w, dl))
    w.add("line", f"Customer acknowledgement: ______________ {c.customer.contact.split(' ')[-1]}")


# --------------------------------------------------------------------------- customer letter


EXPECT_LETTER = {
    "refund": (("We need the refund in our account {dl}, otherwise we will escalate this to our finance head",
                "Please make sure the amount is credited {dl}",
                "We expect the refund to be released {dl}"),
               ("We expect the refund to be released as soon as possible",)),
    "warranty": (("We need the machine repaired and running {dl}",
                  "We expect your technician to complete the repair {dl}"),
                 ("We expect a firm schedule for the repair this week",)),
    "delivery": (("We need the delivery {dl} because our laundry area is already prepared",
                  "We expect the machine to be delivered and installed {dl}"),
                 ("We expect the shipment to arrive this week",)),
    "rejected": (("We expect you to review the decision and refund the amount {dl}",
                  "We need a final answer from your management {dl}"),
                 ("We expect you to review the decision and refund the amount",)),
}


def customer_letter(w: KWriter) -> None:
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    if w.doc.style.get("chat"):
        return _letter_chat(w, topic)
    if w.doc.fmt in TYPED:
        customer_mail(w, f"Follow up: {c.case_number if topic != 'delivery' else c.order_id}"
                         + (f" / {c.order_id}" if topic != "delivery" else ""))
        w.add("line", customer_greeting(w))
        w.add("gap")
        w.add("para", f"We are following up on {refs(w, topic != 'delivery', r.random() < 0.5)}.")
    else:
        _customer_letterhead(w)
        w.add("line", f"Re: {refs(w, topic != 'delivery', r.random() < 0.5)}")
        w.add("gap")
        w.add("line", "Dear Sir/Madam,")
    for p in _letter_body(w, topic):
        w.add("para", p)
    if "moved_deadline" in w.doc.style:
        w.add("para", "Please note that our schedule has changed since our last message.")
    with_dl, without = EXPECT_LETTER[topic]
    sentence = _expect(w, with_dl, without)
    w.add("para", sentence + ". " + customer_thanks(w))
    if w.doc.fmt in TYPED and topic == "refund" and w.doc.style.get("quoted") is None:
        w.add("quote", f"From: {STAFF[c.branch.code]['aftersales'][0]} – Your return has been approved. The refund "
                       "will be released after processing by our Accounting Department.")
    customer_sign(w)


def _letter_body(w: KWriter, topic: str) -> list[str]:
    c = w.case
    quoted = w.doc.style.get("quoted")
    if topic == "refund":
        if quoted is not None:
            return [f"Your after-sales team approved a refund of {w.money('refund_approved', quoted)} for the "
                    f"returned {c.return_item[0]}, but as of today it has not been credited to our account."]
        return [f"We returned the {c.return_item[0]} and received your approval, but we have not yet received the "
                "refund in our account."]
    if topic == "warranty":
        out = []
        if quoted is not None:
            out.append(f"Thank you for the refund of {w.money('refund_approved', quoted)} for the returned part; "
                       "it has been received.")
        out.append(f"However, our {c.warranty_product} is still not working since your technician's last visit, "
                   "and we are running the laundry on fewer machines.")
        return out
    if topic == "delivery":
        return ["Our order has still not arrived and the courier's tracking page has not moved for several days. "
                "Our housekeeping team has already cleared the space for the unit."]
    return ["We do not agree with the rejection of our return. The part was only test-fitted by your own "
            "technician and was never run."]


def _letter_chat(w: KWriter, topic: str) -> None:
    c = w.case
    d = w.doc.date
    w.set("document_date", date_truth(d))
    chat_head(w, STAFF[c.branch.code]["aftersales"][0])
    you = buyer_speaker(w)
    opener = {"MNL": "Hello, follow up lang po on", "JKT": "Selamat siang, mau follow up",
              "BKK": "Hello, following up on"}
    chat_line(w, d, you, f"{opener[c.branch.code]} {refs(w, topic != 'delivery', False)}.")
    for p in _letter_body(w, topic):
        chat_line(w, d, you, p)
    if "moved_deadline" in w.doc.style:
        chat_line(w, d, you, "Our schedule changed, sorry.")
    with_dl, without = EXPECT_LETTER[topic]
    chat_line(w, d, you, _expect(w, with_dl, without) + ".")
    reply = {"MNL": "Hi po, checking now with Accounting, will update you today.",
             "JKT": "Baik, kami cek dulu ke Finance ya.", "BKK": "Noted, we will check and update you today."}
    chat_line(w, d, shop_speaker(w, "aftersales"), reply[c.branch.code])


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
