"""Taigawood Forest Equipment's documents: the writer (EUR with space thousands and decimal comma, SEK in kronor,
day-first and ISO dates, local month names with English beside) and one template per document type, with
Estonian, Latvian, Lithuanian, Finnish or Swedish labels and English beside them."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth
from sample_docs.shop30 import vocab as V

MONTHS = {
    "ee": ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober",
           "november", "detsember"],
    "lv": ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris",
           "oktobris", "novembris", "decembris"],
    "lt": ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo",
           "spalio", "lapkričio", "gruodžio"],
    "fi": ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta",
           "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    "se": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
           "november", "december"],
}


def _group(num: str, sep: str) -> str:
    """'1234,56' -> '1 234,56' with the given thousands separator."""
    whole, frac = num.split(",")
    parts = []
    while len(whole) > 3:
        parts.insert(0, whole[-3:])
        whole = whole[:-3]
    return sep.join([whole, *parts]) + "," + frac


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """EUR: '1 234,56 €', 'EUR 1 234,56', 'EUR 1234,56', '€1,234.56', '1234,56 EUR'; SEK: '1 234,56 kr' ..."""
    plain = f"{cents(amount):.2f}".replace(".", ",")
    spaced = _group(plain, NBSP)
    s = NBSP
    if currency == "SEK":
        return {"kr": f"{spaced}{s}kr", "sek_lead": f"SEK{s}{spaced}", "sek_after": f"{spaced}{s}SEK"}[style]
    return {"sp_eur": f"{spaced}{s}€", "eur_sp": f"EUR{s}{spaced}", "eur_plain": f"EUR{s}{plain}",
            "sym_en": f"€{cents(amount):,.2f}", "plain_eur": f"{plain}{s}EUR"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first and ISO dates; local month names, with the English date beside any that carries diacritics."""
    s = NBSP
    english = f"{d.day}{s}{calendar.month_name[d.month]}{s}{d.year}"
    for loc in MONTHS:
        if style == f"{loc}_long":
            m = MONTHS[loc][d.month - 1]
            text = {"ee": f"{d.day}.{s}{m}{s}{d.year}", "lv": f"{d.year}.{s}gada{s}{d.day}.{s}{m}",
                    "lt": f"{d.year}{s}m.{s}{m}{s}{d.day}{s}d.", "fi": f"{d.day}.{s}{m}{s}{d.year}",
                    "se": f"{d.day}{s}{m}{s}{d.year}"}[loc]
            return text if text.isascii() else f"{text}{s}({english})"
    if style == "fi_dots":
        return f"{d.day}.{d.month}.{d.year}"
    if style == "lt_dots":
        return d.strftime("%Y.%m.%d")
    return kit.date_text(d, style)


class TaigawoodWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"EUR": ("sp_eur", "eur_sp", "eur_plain", "sym_en", "plain_eur"),
                    "SEK": ("kr", "sek_lead", "sek_after")}
    date_styles = {"EUR": ("dotted_dmy",), "SEK": ("iso",)}
    office_dates = {"ee": ("dotted_dmy", "dotted_dmy", "iso", "ee_long", "long"),
                    "lv": ("dotted_dmy", "dotted_dmy", "iso", "lv_long"),
                    "lt": ("iso", "iso", "lt_dots", "lt_long"),
                    "fi": ("fi_dots", "dotted_dmy", "fi_long", "iso"),
                    "se": ("iso", "iso", "se_long", "long")}
    tz = {"EUR": "+0200", "SEK": "+0100"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        self.office = case.office
        self.date_style = rng.choice(self.office_dates[self.office])
        words = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        local = {"RETURNS_ADDRESS": [V.LOCAL[self.office]["address"]],
                 "LETTERHEAD": {case.currency: V.LETTERHEAD[self.office]}, "TAX": {case.currency: V.TAX[self.office]},
                 "GREETINGS": V.GREETINGS[self.office], "SIGN_OFFS": V.SIGN_OFFS[self.office],
                 **V.EXPECT["we" if kit.says_we(case) else "I"]}
        self.vocab = SimpleNamespace(**{**words, **local})

    @property
    def loc(self) -> str:
        return self.case.office

    def label(self, key: str) -> str:
        """A bilingual label of the customer's office most of the time, else a plain English one."""
        local = V.LOCAL_LABELS[self.office].get(key, [])
        if local and self.rng.random() < 0.7:
            return self.rng.choice(local)
        return self.rng.choice(V.COMMON_LABELS[key])


def _ref(n: str) -> str:
    """A Finnish / Estonian bank reference number: the base plus its 7-3-1 check digit."""
    total = sum(int(ch) * (7, 3, 1)[i % 3] for i, ch in enumerate(reversed(n)))
    return n + str((10 - total % 10) % 10)


def rf_reference(base: str) -> str:
    """An ISO 11649 creditor reference (RF + two check digits + the reference)."""
    digits = "".join(str(int(ch, 36)) for ch in base + "RF00")
    return f"RF{98 - int(digits) % 97:02d}{base}"


def title(w: TaigawoodWriter, doc_type: str) -> str:
    return w.rng.choice(V.TITLES[doc_type][w.office])


def head(w: TaigawoodWriter, text: str) -> None:
    w.add("head", V.SHOP)
    w.add("small", V.LETTERHEAD[w.office])
    w.add("gap")
    w.add("title", text)


def hi(w: TaigawoodWriter) -> str:
    """The shop's own greeting to a customer, in the office's language."""
    return w.rng.choice(V.LOCAL[w.office]["hello"] + ["Dear", "Hello"])


def tax_word(w: TaigawoodWriter) -> str:
    word, rate = V.TAX[w.office]
    pct = f"{rate.normalize():f}".replace(".", ",")
    return w.rng.choice([f"{word} {pct}%", f"{word} ({pct} %)", word])


# --------------------------------------------------------------------------- templates


def invoice(w: TaigawoodWriter) -> None:
    """A printed or e-invoice copy with the office's register code, VAT number, bank reference and due date."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, title(w, "invoice"))
    if r.random() < 0.5:
        w.add("small", V.E_INVOICE_LINE[w.office].format(kit.digits(r, 8)))
    base = kit.digits(r, r.choice([5, 7]))
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    due = w.doc.date + timedelta(days=r.choice([7, 14, 21]))
    due_label = {"ee": "Maksetähtaeg (Due date)", "lv": "Apmaksas termiņš (Due date)",
                 "lt": "Apmokėti iki (Due date)", "fi": "Eräpäivä (Due date)", "se": "Förfallodatum (Due date)"}
    pairs.append((due_label[w.office], w.date(None, due)))
    if w.office in ("ee", "fi", "se"):
        ref_label = {"ee": "Viitenumber (Reference no.)", "fi": "Viitenumero (Reference no.)",
                     "se": "OCR-nummer (Reference no.)"}[w.office]
        pairs.append((ref_label, _ref(base)))
    elif w.office == "lv":
        pairs.append(("Maksājuma mērķis / Payment purpose", f"Rekins {c.invoice_number}"))
    else:
        pairs.append(("Mokėjimo paskirtis / Payment purpose", f"Apmokejimas uz {c.invoice_number}"))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", c.address)
    if kit.says_we(c):
        w.add("line", V.COMPANY[c.name])
        vat = {"ee": f"EE10{kit.digits(r, 7)}", "lv": f"LV4000{kit.digits(r, 7)}", "lt": f"LT10000{kit.digits(r, 5)}",
               "fi": f"FI{kit.digits(r, 8)}", "se": f"SE55{kit.digits(r, 8)}01"}[w.office]
        w.add("line", f"VAT no. {vat}")
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", V.TABLE_HEADERS[w.office] if r.random() < 0.7 else ["Description", "Qty", "Unit price",
                                                                        "Amount"], rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_word(w), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    lay = w.doc.style["layout"]
    if lay == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif lay == "pairs":
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("para", r.choice([
        "Paid in the web shop by card (Visa). Thank you for your order!",
        f"Please pay to {V.LETTERHEAD[w.office].split('IBAN ')[1].split(' |')[0]} quoting the reference above.",
        f"{V.LOCAL[w.office]['paid']}. Goods remain our property until paid in full.",
    ]))
    kit.page2(w)


def order_confirmation(w: TaigawoodWriter) -> None:
    """A web-shop order mail (with a parcel-machine pickup) or a printed order confirmation."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.75) else None
    mail = kit.is_mail(w)
    if mail:
        kit.shop_headers(w, "Webshop", r.choice([f"{title(w, 'order_confirmation')} {c.order_id}",
                                                 f"Order {c.order_id} received - thank you!",
                                                 f"Taigawood: your order {c.order_id}"]))
        hello = hi(w)
        w.add("para", f"{hello} {w.text('customer_name', name)}, thank you for your order in the Taigawood web shop.")
    else:
        head(w, title(w, "order_confirmation"))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    for p, q, u in c.items:
        w.add("line", r.choice(["{q} x {p}   {a}", "{p}, {q} pcs   {a}", "{q} {u}/pcs  {p}  {a}"]).format(
            q=q, p=p, u=V.LOCAL[w.office]["pcs"], a=w.money(None, cents(q * u))))
    w.add("gap")
    tail = [(w.label("order_total"), w.money("order_total", c.total))]
    if est:
        tail.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(tail)
    w.add("line", f"{tax_word(w)} {V.LOCAL[w.office]['incl']}.")
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", "Delivery: " + r.choice(V.PICKUP[w.office]))
    else:
        w.add("line", r.choice([V.LOCAL[w.office]["ship_to"], "Ship to:"]))
    if not mail:
        w.text("customer_name", name)
        w.add("line", name)
    w.add("line", c.address)
    if mail:
        w.add("small", "Questions? Just reply to this e-mail (Mon-Fri 8-17).")


def shipping_notice(w: TaigawoodWriter) -> None:
    """A carrier's 'parcel on its way' mail with a pickup code, or a printed delivery note / waybill."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    machine = r.random() < 0.5 and c.carrier not in ("DB Schenker",)
    if kit.is_mail(w):
        kit.shop_headers(w, "Warehouse", r.choice([f"Your order {c.order_id} has been shipped",
                                                   f"Saadetis teel / Shipment on its way - {c.order_id}",
                                                   f"{c.carrier}: parcel for order {c.order_id}"]))
        w.add("para", f"{hi(w)} {w.text('customer_name', c.name)}, your goods left our warehouse in "
                      f"{V.LOCAL[w.office]['warehouse']}.")
        with_name = False
    else:
        head(w, title(w, "shipping_notice"))
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
    weight = sum(q for _, q, _ in c.items) * r.choice([2.4, 3.1, 6.8, 11.5])
    loc = V.LOCAL[w.office]
    w.add("line", f"{loc['parcels']}: {len(c.items)}   {loc['weight']}: {weight:.1f} kg".replace(".", ","))
    if machine:
        w.add("line", f"Pickup point: {r.choice(V.PICKUP[w.office])}")
        w.add("line", f"Door code / Uksekood / PIN: {kit.digits(r, 6)} (valid 7 days)")
    else:
        w.add("line", "Delivery to the address; the driver calls 30 min before arrival.")
    w.add("gap")
    w.add("grid", [r.choice([f"{loc['contents']} / Contents", "Packed items"]), "Qty"],
          [[p, str(q)] for p, q, _ in c.items])


def _chat(w: TaigawoodWriter) -> None:
    """A Messenger / WhatsApp / Viber chat the sales team forwards to the returns desk."""
    c, r = w.case, w.rng
    app = r.choice(V.CHAT_APPS[w.office])
    kit.shop_headers(w, "Sales", f"FW: {app} chat - return request, order {c.order_id}")
    w.set("document_date", date_truth(w.doc.date))
    w.doc.email["To"] = f"{V.SHOP} Returns <returns@{V.DOMAIN}>"
    w.add("para", r.choice([f"Forwarding a {app} conversation from a customer, please open a return.",
                            f"Customer wrote to our {app} business line. Please handle the refund."]))
    d = w.doc.date
    stamp = lambda m: f"[{d.day}.{d.month}.{d.year} {8 + m // 60}:{m % 60:02d}]"  # noqa: E731
    who = w.text("customer_name", c.name)
    w.add("line", f"{stamp(3)} {who}: {r.choice(V.GREETINGS[w.office]).rstrip(',')} order "
                  f"{w.ident('order_id', c.order_id)} here")
    w.add("line", f"{stamp(5)} {who}: I have to send back the {c.return_item[0]} because "
                  f"{w.text('return_reason', c.reason)}")
    staff = V.LOCAL[w.office]["staff"]
    w.add("line", f"{stamp(11)} Taigawood ({staff}): Sorry to hear! What amount should we refund?")
    w.add("line", f"{stamp(14)} {who}: refund of {w.money('refund_requested', c.requested)} please")
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("line", f"{stamp(15)} {who}: {sentence}")
    w.add("line", f"{stamp(22)} Taigawood ({staff}): Thanks, forwarding to returns. 👍")


def refund_request(w: TaigawoodWriter) -> None:
    """A returns web form, a forwarded chat, or the customer's own mail or letter."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        kit.returns_form(w)
        return
    if kit.is_mail(w) and r.random() < 0.55:
        _chat(w)
        return
    kit.customer_opening(w, r.choice([f"Return / tagastus - order {c.order_id}", f"Refund request {c.order_id}",
                                      f"Palautus tilaukseen {c.order_id} (return)"]))
    if not kit.is_mail(w):
        w.add("title", r.choice(["Return request / Tagastusavaldus", "Return and refund request"]))
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.45:
        ref += f" (customer no. {w.ident('customer_id', c.customer_id)})"
    if "rr_case_no" in w.doc.style:
        ref += f", return no. {w.ident('case_number', c.case_number)}"
    subject = "We" if kit.says_we(c) else "I"
    w.add("para", f"{subject} would like to return the {c.return_item[0]} from {ref} because "
                  f"{w.text('return_reason', c.reason)}.")
    w.add("para", r.choice(["Please make a refund of {} for it.", "The price paid was {} and we ask for a refund of "
                            "that amount." if subject == "We" else "I paid {} and ask for a refund of that amount.",
                            "Refund of {} to the same account, please."]).format(w.money("refund_requested",
                                                                                         c.requested)))
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence)
    customer_close(w)


def refund_approval(w: TaigawoodWriter) -> None:
    """The returns desk's decision: printed on letterhead or mailed, with the local status word."""
    c, r = w.case, w.rng
    approved_word, rejected_word, _ = V.STATUS_WORDS[w.office]
    if kit.is_mail(w):
        kit.shop_headers(w, "Returns", f"{title(w, 'refund_approval')} - {c.case_number}")
    else:
        head(w, title(w, "refund_approval"))
    if c.kind == "rejected":
        w.add("para", f"{hi(w)} {w.text('customer_name', c.name)},")
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("approval_date"), w.date("approval_date", w.doc.date)),
                 (w.label("refund_status"), rejected_word)])
        w.set("refund_status", "rejected")
        w.add("para", "Our workshop found that the chain and bar had been used in the forest (resin and sawdust in "
                      "the clutch cover), so the item cannot be taken back as unused under our 14-day return terms.")
        return
    promised = c.promised if r.random() < 0.75 else None
    kit.approval_outcome_form(w, approved_word, r.random() < 0.55, promised if r.random() < 0.5 else None)
    w.set("refund_status", "approved")
    if "promised_date" not in w.doc.fields:
        if promised:
            w.add("para", r.choice(["The money will be on your account by {}.",
                                    "Expect the SEPA transfer to arrive no later than {}."]).format(
                w.date("promised_date", promised)))
        else:
            w.add("para", "The SEPA transfer normally reaches your account in 2-3 banking days.")
    w.add("small", f"Handled by the returns desk, {V.LOCAL[w.office]['warehouse']}.")


def refund_execution(w: TaigawoodWriter) -> None:
    """A SEPA credit transfer advice for the refund (end-to-end id, IBANs, remittance information)."""
    c, r = w.case, w.rng
    _, _, executed_word = V.STATUS_WORDS[w.office]
    loc = V.LOCAL[w.office]
    bank = r.choice(loc["banks"] + (["SEPA Credit Transfer - refund advice"] if c.currency == "EUR" else []))
    if kit.is_mail(w):
        kit.shop_headers(w, "Accounts", f"Refund paid - order {c.order_id}")
        w.add("para", f"{hi(w)} {w.text('customer_name', c.name)}, we have paid your refund. Details of the "
                      "transfer:")
        w.add("gap")
        w.add("line", bank)
    else:
        head(w, bank)
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref))]
    if not kit.is_mail(w):
        pairs.append((loc["beneficiary"], w.text("customer_name", c.name)))
    pairs.append(("IBAN", f"{c.office.upper() if c.office != 'se' else 'SE'}** **** **** {kit.digits(r, 4)}"))
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    w.block(pairs)
    info = f"{loc['refund_word']} / Refund order {w.ident('order_id', c.order_id)}"
    w.kv(r.choice([loc["remit"], "Remittance information"]), info)
    if w.office in ("fi", "se") and r.random() < 0.6:
        w.kv("Arkistointitunnus / Archive ID", f"{w.doc.date:%y%m%d}{kit.digits(r, 10)}")
    w.kv(w.label("refund_status"), executed_word)
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", f"Payer / {loc['payer']}: {V.SHOP} | BIC {loc['bic']} | Charges: SHA")


def warranty_form(w: TaigawoodWriter) -> None:
    """A warranty claim: the web form's mail copy or the printed claim filled in at the counter."""
    c, r = w.case, w.rng
    t = title(w, "warranty_form")
    if w.doc.fmt in ("text", "email"):
        kit.customer_headers(w, f"{t}: {c.warranty_product}")
        w.set("document_date", date_truth(w.doc.date))
        w.add("para", f"A warranty claim was submitted at {V.DOMAIN}/warranty:")
    else:
        head(w, t)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt not in ("text", "email"):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    loc = V.LOCAL[w.office]
    w.kv(r.choice([loc["hours"], "Hours of use"]), f"{r.randrange(12, 160)} h")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice(["[x] Repair  [ ] Replacement", "Use: [x] professional forestry  [ ] private",
                            loc["proof"]]))
    if w.doc.fmt not in ("text", "email"):
        w.add("gap")
        w.add("line", f"{loc['signature']}: {c.name}")


def customer_letter(w: TaigawoodWriter) -> None:
    c, r = w.case, w.rng
    kit.customer_opening(w, r.choice([f"Re: order {c.order_id}", f"Still waiting - order {c.order_id}",
                                      f"Reminder / meeldetuletus {c.order_id}"]))
    kit.letter_body(w, w.doc.style["topic"], w.doc.style.get("quoted"))
    customer_close(w)


def customer_close(w: TaigawoodWriter) -> None:
    """The customer's local sign-off, name and company; under some mails the shop's quoted auto-reply."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.office]))
    w.text("customer_name", c.name)
    short = kit.is_mail(w) and r.random() < 0.25
    w.add("line", kit.first_name(c.name) if short else c.name)
    if kit.says_we(c):
        w.add("line", V.COMPANY[c.name])
    if kit.is_mail(w) and r.random() < 0.3:
        w.add("line", "Sent from my phone")
    if kit.is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", "-----Original message-----")
        w.add("line", f"From: {V.SHOP} <service@{V.DOMAIN}>")
        w.add("line", f"Sent: {date_text(earlier, w.date_style)}")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", V.AUTO_REPLY_SIGNATURE)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
