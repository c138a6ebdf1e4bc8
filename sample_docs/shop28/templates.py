"""Mwanga Dairy & Vet Supplies' documents: the writer (whole shillings in KES, TZS and UGX, day-first dates,
Swahili labels with English beside them in Kenya and Tanzania) and one template per document type."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth
from sample_docs.shop28 import vocab as V

D, L = kit.digits, kit.letters


# --------------------------------------------------------------------------- value printing


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """Shillings: 'KSh 12,500.00', 'Kshs. 12,500/=', 'TZS 1,250,000', 'USh 450,000', 'Shs. 450,000/=' ..."""
    a = cents(amount)
    whole, two = f"{int(a):,}", f"{a:,.2f}"
    s = NBSP
    return {
        "ksh": f"KSh{s}{two}", "ksh0": f"KSh{s}{whole}", "kshs": f"Kshs.{s}{whole}/=", "kes": f"KES{s}{two}",
        "kes_after": f"{two}{s}KES",
        "tzs": f"TZS{s}{whole}", "tsh": f"TSh{s}{whole}", "tshs": f"Tshs.{s}{whole}/=", "tzs2": f"TZS{s}{two}",
        "tzs_after": f"{whole}{s}TZS",
        "ugx": f"UGX{s}{whole}", "ush": f"USh{s}{whole}", "shs": f"Shs.{s}{whole}/=", "ugx_after": f"{whole}{s}UGX",
        "ugx2": f"UGX{s}{two}",
    }[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates; 'sw_long' is '5 Aprili 2026', 'sms' the mobile-money '5/4/26'."""
    s = NBSP
    mon = calendar.month_abbr[d.month]
    if style == "dash_dmy":
        return d.strftime("%d-%m-%Y")
    if style == "sw_long":
        return f"{d.day}{s}{V.SW_MONTHS[d.month]}{s}{d.year}"
    if style == "weekday_ord":
        return f"{calendar.day_name[d.weekday()]},{s}{kit._ordinal(d.day)}{s}{calendar.month_name[d.month]}{s}{d.year}"
    if style == "sms":
        return f"{d.day}/{d.month}/{d.year % 100:02d}"
    if style == "abbrev_up":
        return f"{d.day:02d}-{mon.upper()}-{d.year}"
    if style == "short_mon":
        return f"{d.day}{s}{mon}{s}{d.year}"
    return kit.date_text(d, style)


ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def in_words(n: int) -> str:
    """An amount in words, the way East African invoices and vouchers print it."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + (f"-{ONES[n % 10]}" if n % 10 else "")
    if n < 1000:
        return f"{ONES[n // 100]} hundred" + (f" and {in_words(n % 100)}" if n % 100 else "")
    for size, word in ((1_000_000, "million"), (1000, "thousand")):
        if n >= size:
            rest = n % size
            tail = "" if not rest else (" and " if rest < 100 else " ") + in_words(rest)
            return f"{in_words(n // size)} {word}{tail}"
    raise ValueError(n)


class MwangaWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"KES": ("ksh", "ksh0", "kshs", "kes", "kes_after"),
                    "TZS": ("tzs", "tsh", "tshs", "tzs2", "tzs_after"),
                    "UGX": ("ugx", "ush", "shs", "ugx_after", "ugx2")}
    date_styles = {"KES": ("numeric_dmy", "ordinal", "abbrev_dmy", "dash_dmy", "weekday_ord", "long"),
                   "TZS": ("numeric_dmy", "dash_dmy", "long", "sw_long", "dotted_dmy", "short_mon"),
                   "UGX": ("numeric_dmy", "ordinal", "abbrev_up", "long", "dotted_dmy")}
    tz = {"KES": "+0300", "TZS": "+0300", "UGX": "+0300"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        if self.date_style == "sw_long" and doc.doc_type not in ("invoice", "shipping_notice", "order_confirmation"):
            self.date_style = "long"

    def label(self, key: str) -> str:
        en, sw = V.LABELS_EN[key], V.LABELS_SW.get(key, [])
        pool = en if self.loc == "ug" or not sw else (sw * 2 + en if self.loc == "tz" else en + sw)
        return self.rng.choice(pool)

    def sw(self, both: str, english: str) -> str:
        """The bilingual wording in Kenya and Tanzania, the English one in Uganda."""
        return english if self.loc == "ug" else both

    def words(self, amount: Decimal) -> str:
        return f"{V.CURRENCY_WORDS[self.case.currency]} {in_words(int(amount)).title()} Only"


# --------------------------------------------------------------------------- shared pieces


def head(w: MwangaWriter, title: str) -> None:
    c, r = w.case, w.rng
    if r.random() < 0.25:  # some forms print the title above the firm
        w.add("title", title)
        w.add("head", V.LEGAL[c.currency])
        w.add("small", V.LETTERHEAD[c.currency])
        w.add("gap")
        return
    w.add("head", V.LEGAL[c.currency])
    w.add("small", V.LETTERHEAD[c.currency])
    w.add("gap")
    w.add("title", title)


def is_mail(w: MwangaWriter) -> bool:
    return kit.is_mail(w)


def business(w: MwangaWriter) -> str | None:
    """The customer's co-operative, farm or agro-vet, when the case writes 'we'."""
    return V.BUSINESS_OF[w.case.name][0] if kit.says_we(w.case) else None


def phone(w: MwangaWriter) -> str:
    r = w.rng
    return {"KES": lambda: f"07{D(r, 2)} {D(r, 3)} {D(r, 3)}", "TZS": lambda: f"+255 7{D(r, 2)} {D(r, 3)} {D(r, 3)}",
            "UGX": lambda: f"+256 7{D(r, 2)} {D(r, 3)} {D(r, 3)}"}[w.case.currency]()


def fill(template: str, w: MwangaWriter, **extra: str) -> str:
    r = w.rng
    return template.format(d3=D(r, 3), d4=D(r, 4), d5=D(r, 5), d6=D(r, 6), d7=D(r, 7), d13=D(r, 13), d19=D(r, 19),
                           a4=L(r, 4, kit.UPPER), a8=L(r, 8), **extra)


def totals(w: MwangaWriter, pairs: list[tuple[str, str]]) -> None:
    """Totals as label lines, a right-hand column or a row of columns."""
    how = w.doc.style["layout"]
    if how == "grid":
        w.add("grid", [lab for lab, _ in pairs], [[v for _, v in pairs]])
    elif how in ("pairs", "aligned"):
        for lab, val in pairs:
            w.add("rkv", lab, val)
    else:
        for lab, val in pairs:
            w.kv(lab, val)


def goods_table(w: MwangaWriter, header: list[str]) -> None:
    """The goods lines: bare figures under a note naming the currency (as the shop's invoicing system prints)."""
    c = w.case
    fig = (lambda a: f"{cents(a):,.2f}") if c.currency == "KES" else (lambda a: f"{int(a):,}")
    cur = c.currency
    w.add("small", w.rng.choice([f"Amounts in {cur}", f"Currency: {cur}",
                                 w.sw(f"Kiasi kwa {cur} (amounts in {cur})", f"All figures in {cur}")]))
    w.add("table", header, [[p, str(q), fig(u), fig(cents(q * u))] for p, q, u in c.items])


def signature_block(w: MwangaWriter, left: str, right: str) -> None:
    w.add("gap")
    w.add("line", f"{left}: ______________        {right}: ______________")


# --------------------------------------------------------------------------- templates


def invoice(w: MwangaWriter) -> None:
    """eTIMS (KE), EFD (TZ) or EFRIS (UG) tax invoice with its fiscal block, amount in words and payment lines."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, r.choice(V.INVOICE_TITLES[c.currency]))
    fiscal = V.FISCAL[c.currency]
    for line in r.sample(fiscal[:2], 2):
        w.add("small", fill(line, w))
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if kit.says_we(c) and r.random() < 0.6:
        pairs.append(("Your LPO No.", f"LPO-{D(r, 4)}"))
    if r.random() < 0.3:
        r.shuffle(pairs)
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("bill_to"), w.text("customer_name", name))
    if kit.says_we(c):
        w.add("line", business(w))
    w.add("line", c.address)
    if c.currency == "KES" and r.random() < 0.6:
        w.kv("Buyer PIN", f"A0{D(r, 8)}{L(r, 1, kit.UPPER)}")
    elif c.currency == "TZS" and r.random() < 0.6:
        w.kv(w.sw("TIN ya mnunuzi (Buyer TIN)", "Buyer TIN"), f"1{D(r, 2)}-{D(r, 3)}-{D(r, 3)}")
    elif c.currency == "UGX" and r.random() < 0.6:
        w.kv("Buyer TIN", f"10{D(r, 8)}")
    w.add("gap")
    header = r.choice(V.TABLE_HEADERS["sw" if w.loc == "tz" and r.random() < 0.7 else "en"])
    goods_table(w, header)
    w.add("gap")
    rate = f"{c.tax_label_rate.normalize():f}%"
    tax_label = r.choice([f"VAT {rate}", f"VAT @ {rate}", f"Add: VAT ({rate})"] +
                         ([f"Kodi ya VAT {rate} / VAT"] if w.loc != "ug" else ["VAT (A - Standard 18%)"]))
    totals(w, [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_label, w.money("tax_amount", c.tax)),
               (w.label("order_total"), w.money("order_total", c.total))])
    if r.random() < 0.6:
        w.add("para", f"Amount in words: {w.words(c.total)}")
    w.add("gap")
    w.add("line", fill(r.choice(V.PAY_FOOTER[c.currency]), w, order=c.order_id))
    w.add("small", fill(r.choice(fiscal[2:]), w))
    w.add("small", r.choice(["Goods remain the property of Mwanga Dairy & Vet Supplies until paid in full.",
                             w.sw("Asante kwa biashara yako - thank you for your business.",
                                  "Thank you for your business."),
                             "Served by: " + r.choice(V.STAFF[c.currency])]))
    kit.page2(w)


def order_confirmation(w: MwangaWriter) -> None:
    """A web-shop mail, a printed order confirmation / proforma, or a sales order acknowledgement for a co-op."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if is_mail(w):
        kit.shop_headers(w, r.choice(["Web Shop", "Sales"]), r.choice(
            [f"Order {c.order_id} received - asante!", f"Uthibitisho wa oda / Order confirmation {c.order_id}",
             f"Your Mwanga order {c.order_id}"]))
        w.add("para", r.choice(["Dear {n},", "Habari {n},", "Hello {n},"]).format(n=w.text("customer_name", name)))
        if r.random() < 0.5:
            line = (f"Thank you for your order {w.ident('order_id', c.order_id)} placed on "
                    f"{w.date('order_date', c.order_date)}. The order value is {w.money('order_total', c.total)} "
                    f"(VAT inclusive).")
            if est:
                line += " " + r.choice(["Expected delivery is {}.", "Your goods should reach you by {}.",
                                        "We shall deliver on or about {}."]).format(w.date("delivery_estimate", est))
            w.add("para", line)
            if cust:
                w.add("para", f"Please quote your customer number {w.ident('customer_id', c.customer_id)} when "
                              "you call us.")
            w.add("para", r.choice(["Tutakujulisha mzigo ukitoka (we will notify you when the goods leave).",
                                    "You will receive an SMS with the waybill number once the goods are dispatched."]))
            return
        w.add("para", "We have received your order with the following details:")
    else:
        head(w, r.choice([w.sw("UTHIBITISHO WA ODA / ORDER CONFIRMATION", "ORDER CONFIRMATION"),
                          "SALES ORDER ACKNOWLEDGEMENT", "PROFORMA / ORDER CONFIRMATION"]))
        w.kv(w.label("bill_to"), w.text("customer_name", name))
        if kit.says_we(c):
            w.add("line", business(w))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if kit.says_we(c) and r.random() < 0.5:
        pairs.append(("Customer LPO", f"{D(r, 3)}/{c.order_date.year}"))
    w.block(pairs)
    w.add("gap")
    goods_table(w, r.choice(V.TABLE_HEADERS["en"]))
    w.add("gap")
    last = [(w.label("order_total"), w.money("order_total", c.total))]
    if est:
        last.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(last)
    w.add("gap")
    w.add("line", r.choice(["Delivery to:", w.sw("Mahali pa kupeleka / Deliver to:", "Deliver to:"),
                            "Goods to be sent to:"]))
    if is_mail(w):
        w.add("line", name)
    w.add("line", c.address)
    w.add("small", r.choice(["Unit prices exclude VAT; the total includes VAT. Delivery is by courier or bus "
                             "parcel to your nearest town.",
                             "Malipo: M-PESA Paybill 522 418 / bank transfer. Payment before dispatch.",
                             "This is not a tax invoice."]))


def shipping_notice(w: MwangaWriter) -> None:
    """A dispatch mail from the stores, a printed delivery note with vehicle and receiver lines."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    bus = c.carrier in V.BUS_PARCELS
    if is_mail(w):
        kit.shop_headers(w, r.choice(["Stores", "Dispatch"]), r.choice(
            [f"Dispatch notification - order {c.order_id}", f"Mzigo wako umetumwa / Your goods are on the way",
             f"Order {c.order_id} dispatched via {c.carrier}"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)}, your goods have left our stores.")
        with_name = False
    else:
        head(w, r.choice([w.sw("DELIVERY NOTE / HATI YA KUPELEKEA MZIGO", "DELIVERY NOTE"), "DISPATCH ADVICE",
                          "GOODS DISPATCH NOTE"]))
        w.add("rline", f"DN No. {D(r, 5)}")
        with_name = True
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if with_name:
        pairs.append((w.label("ship_name"), w.text("customer_name", c.name)))
    pairs += [(w.label("carrier"), w.text("carrier", c.carrier)),
              (w.label("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.label("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    by_weight = r.random() < 0.5
    w.add("grid", [r.choice(["Items", w.sw("Bidhaa / Items", "Goods"), "Description"]), "Qty",
                   "Weight" if by_weight else "Pkgs"],
          [[p, str(q), f"{q * V.WEIGHT_KG.get(p, 3)} kg" if by_weight else f"{q} ctn"] for p, q, _ in c.items])
    if bus:
        town = c.address.split(", ")[-1]
        w.add("para", f"Collect from the {c.carrier} office in {town}. Carry your national ID and quote the "
                      "waybill number above.")
    elif not is_mail(w):
        plate = {"KES": lambda: f"K{L(r, 2, 'ABCDEFGHJ')} {D(r, 3)}{L(r, 1, kit.UPPER)}",
                 "TZS": lambda: f"T {D(r, 3)} {L(r, 3, 'ABCDEFGHJ')}",
                 "UGX": lambda: f"U{L(r, 2, 'ABCDEFGH')} {D(r, 3)}{L(r, 1, kit.UPPER)}"}[c.currency]()
        w.kv(r.choice(["Vehicle reg.", "Truck No."]), plate)
    if is_mail(w):
        w.add("para", r.choice(["Track your parcel on the courier's website or call us on 0709 418 220.",
                                "Kindly inspect the goods on receipt and report any damage within 24 hours."]))
    else:
        signature_block(w, w.sw("Imepokelewa na (Received by)", "Received by"), "Sign & stamp")


def chat(w: MwangaWriter, app: str, lines: list[tuple[int, str, str]]) -> None:
    """A chat export under a forwarding note: (minute, who, text) in the app's own line format."""
    d = w.doc.date
    for minute, who, text in lines:
        t = f"{9 + minute // 60:02d}:{minute % 60:02d}"
        w.add("line", f"{d.strftime('%d/%m/%Y')}, {t} - {who}: {text}" if app == "WhatsApp"
              else f"[{t}] {who}: {text}")


def refund_request(w: MwangaWriter) -> None:
    """A returns form, a WhatsApp chat forwarded by a salesperson, or the customer's mail or letter."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
        return
    if is_mail(w) and r.random() < 0.4:
        staff = r.choice(V.STAFF[c.currency])
        kit.shop_headers(w, "Sales", f"Fwd: WhatsApp chat - return, order {c.order_id}")
        w.doc.email["To"] = f"{V.SHOP} Returns <returns@{V.DOMAIN}>"
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", r.choice([f"Hi returns team, forwarding the chat below from our customer. Kindly assist. "
                                f"- {staff}", f"FYI, customer chat for action. Regards, {staff}"]))
        who = w.text("customer_name", c.name)
        shop = f"Mwanga {V.OFFICE[c.currency]}"
        sentence = expect(w, "refund_dl", "refund_no")
        chat(w, "WhatsApp", [
            (2, who, f"{r.choice(V.CHAT_HI[w.loc])} this is about order {w.ident('order_id', c.order_id)}"),
            (4, who, f"I want to return the {c.return_item[0]} because {w.text('return_reason', c.reason)}."),
            (9, shop, r.choice(["Pole sana for the inconvenience. How much did you pay for it?",
                                "Sorry about that. Kindly confirm the amount paid."])),
            (12, who, f"{w.money('refund_requested', c.requested)}, paid by "
                      f"{'mobile money' if c.pay_method in MOBILE else 'bank transfer'}"),
            (13, who, sentence),
            (15, shop, "Noted, we shall forward to the returns office."),
        ])
        return
    opening(w, r.choice([f"Return of goods - order {c.order_id}", f"REQUEST FOR REFUND - {c.order_id}",
                         f"Refund please, order no {c.order_id}"]))
    if not is_mail(w):
        w.add("line", f"RE: REQUEST FOR REFUND - ORDER NO. {w.ident('order_id', c.order_id)}")
        w.add("gap")
    refs = f"order {w.ident('order_id', c.order_id)}"
    if "rr_case_no" in w.doc.style:
        refs += f" (return ref. {w.ident('case_number', c.case_number)})"
    if r.random() < 0.4:
        refs += f", customer number {w.ident('customer_id', c.customer_id)}"
    we = kit.says_we(c)
    w.add("para", r.choice([
        "{I} bought the {item} under {refs}. {I} am returning it because {reason}.",
        "Reference is made to {refs}. The {item} is being returned because {reason}.",
    ]).format(I="We" if we else "I", item=c.return_item[0], refs=refs,
              reason=w.text("return_reason", c.reason)).replace("We am", "We are"))
    w.add("para", r.choice(["The amount paid for the item was {}.", "{} is the amount we paid for this item.",
                            "I am claiming a refund of {}."]).format(w.money("refund_requested", c.requested)))
    sentence = expect(w, "refund_dl", "refund_no")
    w.add("para", sentence + " " + r.choice(["Thank you in advance.", "Looking forward to your quick response.",
                                             "Kindly revert."]))
    close(w)


def returns_form(w: MwangaWriter) -> None:
    """The returns form from the web shop (mailed as a dump) or the printed one filled in at the branch."""
    c, r = w.case, w.rng
    if is_mail(w):
        kit.customer_headers(w, f"Returns form - order {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"New returns form submitted on {V.DOMAIN}:")
    else:
        head(w, r.choice([w.sw("FOMU YA KUREJESHA BIDHAA / GOODS RETURN FORM", "GOODS RETURN FORM"),
                          "RETURNS & REFUND REQUEST FORM"]))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    name_label = r.choice(["Name", "Customer name", w.sw("Jina / Name", "Full name")])
    pairs.append((name_label, w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append(("Phone", phone(w)))
    w.block(pairs)
    item_label = w.label("product_name") if c.return_item[0] in V.MACHINES else w.sw("Bidhaa / Item", "Item")
    w.kv(item_label, c.return_item[0])
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    mobile = c.pay_method in MOBILE
    w.kv(r.choice(["Refund channel", "Refund to"]), r.choice(
        ["[x] Mobile money  [ ] Bank", "[ ] Cash  [x] Mobile money  [ ] Bank"] if mobile else
        ["[ ] Mobile money  [x] Bank", "[x] Bank transfer (EFT/RTGS)"]))
    w.add("gap")
    w.add("line", r.choice(["Comments:", w.sw("Maoni / Comments:", "Remarks:"), "Any other information:"]))
    w.add("para", expect(w, "refund_dl", "refund_no"))
    if not is_mail(w):
        signature_block(w, "Customer signature", "Received at branch by")


def approval_refs(w: MwangaWriter, date_label: bool) -> list[tuple[str, str]]:
    c, r = w.case, w.rng
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if date_label:
        pairs.append((w.label("approval_date"), w.date("approval_date", w.doc.date)))
    return pairs


def refund_approval(w: MwangaWriter) -> None:
    """A return authorisation with the credit worked out, a short decision mail, or a declined return."""
    c, r = w.case, w.rng
    mail = is_mail(w)
    if mail:
        kit.shop_headers(w, "Returns", r.choice([f"Return {c.case_number} - decision",
                                                 f"Majibu ya ombi lako / Your return {c.case_number}",
                                                 f"RE: refund for order {c.order_id}"]))
    if c.kind == "rejected":
        if not mail:
            head(w, r.choice(["RETURN NOT ACCEPTED", w.sw("UAMUZI WA MADAI / CLAIM DECISION", "CLAIM DECISION")]))
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        pairs = approval_refs(w, False)
        pairs.append((w.label("refund_status"), r.choice(["DECLINED", w.sw("IMEKATALIWA / REJECTED", "REJECTED"),
                                                          "Not approved"])))
        w.block(pairs)
        w.set("refund_status", "rejected")
        w.add("para", r.choice([
            "Our technician inspected the returned item on " + w.date(None, w.doc.date) + " and found that the "
            "damage was caused by a power surge / use of a wrong generator, which is not covered under our terms.",
            "The goods were returned after the 7-day return period and have been used on the farm, so we are "
            "unable to accept the return.",
        ]))
        w.add("para", "You may collect the item from our branch within 30 days. Pole kwa usumbufu.")
        staff_sign(w)
        return
    word = r.choice(["APPROVED", w.sw("IMEKUBALIWA / APPROVED", "APPROVED"), "Approved - refund authorised",
                     "Accepted"])
    promised = c.promised if r.random() < 0.65 else None
    show_eligible = c.eligible != c.approved and r.random() < 0.75 or r.random() < 0.35
    if mail and r.random() < 0.5:  # a short decision mail in prose
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        s = (f"Your return {w.ident('case_number', c.case_number)} for order {w.ident('order_id', c.order_id)} "
             f"was {word.split(' / ')[-1].lower().split(' - ')[0]} on {w.date('approval_date', w.doc.date)}.")
        w.set("refund_status", "approved")
        w.add("para", s)
        if show_eligible:
            w.add("para", f"The refundable value after inspection is {w.money('refund_eligible', c.eligible)}.")
        if c.waiver:
            w.add("para", f"We have waived {c.waiver}% of the {c.fee_basis} as a goodwill gesture.")
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        w.add("para", f"A refund of {w.money('refund_approved', c.approved)} has been approved.")
        if promised:
            w.add("para", r.choice(["The money will reach your {ch} by {d}.", "Expect the refund on your {ch} "
                                    "not later than {d}."]).format(ch=channel(w), d=w.date("promised_date", promised)))
        staff_sign(w)
        return
    if not mail:
        head(w, r.choice([w.sw("IDHINI YA KUREJESHA PESA / REFUND AUTHORISATION", "REFUND AUTHORISATION"),
                          "RETURN AUTHORISATION", "CREDIT APPROVAL"]))
    w.add("para", f"Customer: {w.text('customer_name', c.name)}")
    pairs = approval_refs(w, True)
    pairs.append((w.label("refund_status"), word))
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    rows = [[r.choice(["Value of goods returned", "Item value (VAT incl.)"]), w.money(None, c.requested)]]
    if c.fee_basis:
        fee = c.requested - c.eligible
        rows.append([f"Less: {c.fee_basis}" + (" (15%)" if c.fee_basis == "restocking fee" else ""),
                     "-" + w.money(None, fee)])
    if show_eligible:
        rows.append([w.label("refund_eligible"), w.money("refund_eligible", c.eligible)])
    if c.waiver:
        rows.append([f"{c.fee_basis.capitalize()} waived ({c.waiver}%)",
                     "+" + w.money(None, c.approved - c.eligible)])
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    rows.append([w.label("refund_approved"), w.money("refund_approved", c.approved)])
    if w.doc.style["layout"] == "grid" or r.random() < 0.4:
        head_cell = r.choice(["Credit calculation", w.sw("Hesabu / Calculation", "Credit worked out")])
        w.add("grid", [head_cell, c.currency], rows)
    else:
        for lab, val in rows:
            w.kv(lab, val)
    if promised:
        w.kv(w.label("promised_date"), w.date("promised_date", promised))
    w.add("para", r.choice([f"The refund will be paid to your {channel(w)}.",
                            "Payment is made to the number or account the order was paid from."]))
    if not mail:
        signature_block(w, "Authorised by", "Checked by")
    else:
        staff_sign(w)


def channel(w: MwangaWriter) -> str:
    """Where the customer's money goes back to: the wallet or bank the order was paid from."""
    return CHANNEL[w.case.pay_method]


CHANNEL = {"mpesa": "M-Pesa", "mpesa_tz": "M-Pesa number", "mixx": "Mixx by Yas number",
           "airtel": "Airtel Money number", "mtn": "MTN MoMo number", "pesalink": "Equity account",
           "eft_ke": "KCB account", "rtgs_tz": "CRDB account", "eft_ug": "Stanbic account"}
MOBILE = ("mpesa", "mpesa_tz", "mixx", "airtel", "mtn")


def expect(w: MwangaWriter, with_dl: str, without: str) -> str:
    """The customer's expectation sentence (truth), in their idiom and naming their refund channel."""
    ch = channel(w)
    pick = lambda key: [t.replace("{ch}", ch) for t in V.EXPECT[w.loc][key]]  # noqa: E731
    return _expectation(w, pick(with_dl), pick(without), w.doc.style["deadline_value"])


def staff_sign(w: MwangaWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(["Regards,", "Asante,", "Kind regards,"]))
    w.add("line", f"{r.choice(V.STAFF[c.currency])}, Customer Care - {V.OFFICE[c.currency]}")
    w.add("small", f"{V.SHOP} | WhatsApp 0709 418 220 | {V.DOMAIN}")


def refund_execution(w: MwangaWriter) -> None:
    """The refund paid out: an M-Pesa B2C / Mixx / MoMo / Airtel confirmation, or a bank remittance advice or
    payment voucher."""
    c, r = w.case, w.rng
    m = c.pay_method
    mail = is_mail(w)
    mobile = m in ("mpesa", "mpesa_tz", "mixx", "airtel", "mtn")
    wallet = {"mpesa": "M-PESA", "mpesa_tz": "M-Pesa (Vodacom)", "mixx": "Mixx by Yas", "airtel": "Airtel Money",
              "mtn": "MTN MoMo"}.get(m)
    bank = {"pesalink": "PesaLink (Equity Bank)", "eft_ke": "KCB - EFT", "rtgs_tz": "CRDB Bank - TISS/RTGS",
            "eft_ug": "Stanbic Bank Uganda - EFT"}.get(m)
    status = r.choice(["Completed", "SUCCESSFUL", w.sw("IMELIPWA / PAID", "PAID"), "Paid"])
    if mail:
        kit.shop_headers(w, "Accounts", r.choice([f"Refund paid - order {c.order_id}",
                                                  f"Malipo ya kurejesha / Refund sent ({c.order_id})",
                                                  f"Your refund has been processed"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        sms = mobile and m in ("mpesa", "mpesa_tz") and r.random() < 0.6
        w.add("para", f"We have paid your refund for order {w.ident('order_id', c.order_id)}. "
                      + ("The confirmation message reads:" if sms else r.choice(["Payment details:",
                                                                                 "Details below:"])))
        if sms:  # the M-Pesa confirmation SMS, quoted: its date is d/m/yy
            hour = r.choice([8, 9, 10, 11, 2, 3, 4])
            w.add("quote", f"{w.ident('payment_reference', c.payment_ref)} Confirmed. "
                           f"{w.money('refund_executed', c.approved).replace(NBSP, '')} sent to {c.name.upper()} "
                           f"{phone(w)} on {date_text(w.doc.date, 'sms')} at {hour}:{r.randrange(60):02d} "
                           f"{'AM' if hour >= 8 else 'PM'}. Transaction cost, "
                           f"{w.money(None, Decimal(0)).replace(NBSP, '')}.")
            w.set("execution_date", date_truth(w.doc.date))
            w.add("para", r.choice([f"Status: {status}", f"Refund status - {status}"]))
            w.set("refund_status", "executed")
            if r.random() < 0.6:
                w.add("para", f"Return ref.: {w.ident('case_number', c.case_number)}")
            staff_sign(w)
            return
        w.add("line", wallet or bank)
    else:
        head(w, r.choice([f"REFUND PAYMENT VOUCHER", w.sw("HATI YA MALIPO / PAYMENT VOUCHER", "PAYMENT VOUCHER"),
                          "REMITTANCE ADVICE" if not mobile else f"{wallet} B2C PAYMENT CONFIRMATION"]))
        w.add("rline", f"PV No. {D(r, 4)}")
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not mail:
        pairs.append((w.sw("Mlipwaji / Payee", "Payee"), w.text("customer_name", c.name)))
        pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if mobile:
        pairs.append(("Mobile No.", phone(w)))
    else:
        pairs.append(("Beneficiary A/C", f"{D(r, 4)} {D(r, 4)} {D(r, 3)}"))
    if r.random() < 0.6:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if r.random() < 0.4:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.kv(r.choice(["Status", "Payment status", w.sw("Hali ya malipo / Payment status", "Txn status")]), status)
    w.set("refund_status", "executed")
    if not mail:
        w.kv("Channel", wallet or bank)
        if r.random() < 0.5:
            w.add("para", f"Amount in words: {w.words(c.approved)}")
        w.kv("Narration", f"REFUND {c.order_id} CN{D(r, 5)}")
        signature_block(w, "Prepared by", "Approved by")
    else:
        staff_sign(w)


def warranty_form(w: MwangaWriter) -> None:
    """A warranty claim form (printed, or the web form's mail) or a technician's service job card."""
    c, r = w.case, w.rng
    job_card = not is_mail(w) and r.random() < 0.35
    if is_mail(w):
        kit.customer_headers(w, f"Warranty claim - {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"Warranty claim submitted on {V.DOMAIN} (order {c.order_id}):")
    else:
        head(w, "SERVICE JOB CARD - WARRANTY" if job_card else r.choice(
            [w.sw("FOMU YA MADAI YA DHAMANA / WARRANTY CLAIM FORM", "WARRANTY CLAIM FORM"),
             "WARRANTY REPAIR REQUEST"]))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(r.choice(["Customer", "Owner", "Farmer / Customer"]), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv("Location", c.address)
    if c.warranty_product in V.MILKING and r.random() < 0.6:
        w.kv(r.choice(["Herd size", "Cows in milk"]), f"{r.randrange(6, 80)}")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "N/A", "ASAP"]))
    w.add("gap")
    if job_card:
        w.kv("Technician", r.choice(V.STAFF[c.currency]) + " (field service)")
        w.kv("Mileage / transport", r.choice(["48 km", "112 km", "bus fare refunded"]))
        w.add("line", "Work done: ____________________________   Parts used: ______________")
    w.add("line", r.choice(["Proof of purchase attached: [x] Invoice  [ ] Delivery note",
                            "Remedy wanted: [x] Repair  [ ] Replacement", "Within warranty: YES / NO"]))
    if not is_mail(w):
        signature_block(w, "Customer sign", "Date received")


def opening(w: MwangaWriter, subject: str) -> None:
    """E-mail headers, or a printed letter's sender block, date and the shop's address (the East African
    letter layout with a 'RE:' line)."""
    c, r = w.case, w.rng
    if is_mail(w):
        kit.customer_headers(w, subject)
        w.set("document_date", date_truth(w.doc.date))
        w.add("line", r.choice(V.GREETINGS[w.loc]))
        w.add("gap")
        return
    biz = business(w)
    w.add("line", biz or c.name)
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")
    printed = w.date("document_date", w.doc.date)
    w.add("rline" if r.random() < 0.5 else "line", printed)
    w.add("gap")
    w.add("line", r.choice(["The Manager,", "The Customer Care Manager,", "The Sales Manager,"]))
    w.add("line", V.LEGAL[c.currency].title().replace("(T)", "(T)").replace("(U)", "(U)"))
    w.add("line", V.RETURNS_ADDRESS[c.currency])
    w.add("gap")
    w.add("line", r.choice(["Dear Sir/Madam,", "Dear Sir,"]))
    w.add("gap")


def close(w: MwangaWriter) -> None:
    """The customer's sign-off and name (and business); under some mails the shop's quoted auto-reply."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.loc]))
    w.text("customer_name", c.name)
    short = is_mail(w) and r.random() < 0.25
    w.add("line", c.name.split(" ")[0] if short else c.name)
    if business(w):
        w.add("line", f"{V.BUSINESS_OF[c.name][1]} {business(w)}")
    if r.random() < 0.4:
        w.add("line", f"Tel: {phone(w)}")
    if is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 5))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, 'numeric_dmy')}, {V.SHOP} <care@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLY))
    elif is_mail(w) and r.random() < 0.3:
        w.add("small", r.choice(["Sent from my Tecno Spark", "Sent from Yahoo Mail on Android",
                                 "Sent from my Samsung Galaxy"]))


HEADINGS = {"refund": "DELAYED REFUND", "warranty": "WARRANTY REPAIR", "delivery": "UNDELIVERED GOODS",
            "rejected": "APPEAL AGAINST DECLINED RETURN"}


def customer_letter(w: MwangaWriter) -> None:
    """The customer chasing the refund, the repair, the parcel or protesting a declined return."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    opening(w, r.choice([f"Follow up - order {c.order_id}", f"URGENT: order {c.order_id}",
                         f"Complaint, order no. {c.order_id}", f"RE: {c.order_id} still pending"]))
    bits = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        bits.insert(0, r.choice(["claim", "return ref.", "case"]) + f" {w.ident('case_number', c.case_number)}")
    if r.random() < 0.4:
        bits.append(f"customer no. {w.ident('customer_id', c.customer_id)}")
    refs = ", ".join(bits)
    if not is_mail(w):
        w.add("line", f"RE: {HEADINGS[topic]} - " + refs.upper().replace("ORDER", "ORDER NO.", 1))
        w.add("gap")
    else:
        w.add("para", r.choice(["I am following up on {}.", "This is in reference to {}.",
                                "Kindly refer to {}."]).format(refs))
    we = kit.says_we(c)
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice([
                "You wrote that a refund of {} was approved, but up to now nothing has come through.",
                "Your office approved {} for the returned goods more than a week ago and I have not received it.",
                "The approved refund of {} has not reached my phone or account.",
            ]).format(w.money("refund_approved", quoted)))
        else:
            w.add("para", "You confirmed that the return was accepted, but the money has not come yet.")
        keys = ("refund_dl", "refund_no")
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", f"Thank you for the refund of {w.money('refund_approved', quoted)} you approved for the "
                          "other item, it was received.")
        w.add("para", ("However, the " if quoted is not None else "The ") + f"{c.warranty_product} "
                      f"{'we' if we else 'I'} reported under warranty is still not working and no technician "
                      "has come.")
        keys = ("repair_dl", "repair_no")
    elif topic == "delivery":
        w.add("para", f"{'We' if we else 'I'} have not received the goods and the courier says the parcel "
                      "has not reached their office.")
        keys = ("delivery_dl", "delivery_dl")
    else:
        w.add("para", f"{'We are' if we else 'I am'} not happy with your decision to decline the return. The "
                      f"item was faulty when it was delivered and {'we' if we else 'I'} called your office the same "
                      "day.")
        keys = ("rejected", "rejected")
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Our plans have changed since I last wrote.", "Kindly note the new date."]))
    sentence = expect(w, *keys)
    w.add("para", sentence + " " + r.choice(["Thank you.", "Hoping for your quick action.",
                                             "I will appreciate your cooperation."]))
    close(w)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
