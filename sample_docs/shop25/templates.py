"""Danubia Agro Parts' documents: the writer (HUF whole forints, RON and EUR with decimal commas, Hungarian
year-first and Romanian/Bulgarian day-first dates) and one template per document type, with Hungarian,
Romanian and Bulgarian legal labels beside English."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.render import MARGIN, PAGE_W, _width
from sample_docs.shop25 import vocab as V

HU_MONTHS = ["", "január", "február", "március", "április", "május", "június", "július", "augusztus",
             "szeptember", "október", "november", "december"]
HU_MON = ["", "jan.", "febr.", "márc.", "ápr.", "máj.", "jún.", "júl.", "aug.", "szept.", "okt.", "nov.", "dec."]
HU_DAYS = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"]
RO_MONTHS = ["", "ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
RO_DAYS = ["luni", "marți", "miercuri", "joi", "vineri", "sâmbătă", "duminică"]
BG_DAYS = ["пн", "вт", "ср", "чт", "пт", "сб", "нд"]


# --------------------------------------------------------------------------- printing values


def grouped(n: int, sep: str) -> str:
    """An integer with its thousands separated: 1234567 -> '1.234.567'."""
    return f"{n:,}".replace(",", sep)


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """HUF in whole forints ('148 900 Ft', '148.900,- Ft'); RON with dot thousands and a decimal comma
    ('1.589,00 lei'); EUR the Bulgarian way with space thousands ('1 589,00 €') or in English ('€1,589.00')."""
    a = cents(amount)
    whole, frac = int(a), f"{a:.2f}"[-2:]
    if currency == "HUF":
        assert a == whole, a
        sp, dot = grouped(whole, NBSP), grouped(whole, ".")
        return {"sp_ft": f"{sp}{NBSP}Ft", "dot_ft": f"{dot}{NBSP}Ft", "sp_huf": f"{sp}{NBSP}HUF",
                "huf_lead": f"HUF{NBSP}{sp}", "dash_ft": f"{dot},-{NBSP}Ft"}[style]
    if currency == "RON":
        dot = grouped(whole, ".")
        return {"lei": f"{dot},{frac}{NBSP}lei", "ron": f"{dot},{frac}{NBSP}RON", "ron_lead": f"RON{NBSP}{dot},{frac}",
                "lei_plain": f"{whole},{frac}{NBSP}lei"}[style]
    sp = grouped(whole, NBSP)
    return {"sp_eur_sym": f"{sp},{frac}{NBSP}€", "sp_eur": f"{sp},{frac}{NBSP}EUR", "eur_lead": f"EUR{NBSP}{sp},{frac}",
            "en_sym": f"€{a:,.2f}"}[style]


def bgn_text(eur: Decimal) -> str:
    """The courtesy amount in leva at the fixed rate, Bulgarian style: '2 414,43 лв.'."""
    a = cents(eur * V.BGN_RATE)
    return f"{grouped(int(a), NBSP)},{f'{a:.2f}'[-2:]}{NBSP}лв."


def date_text(d: date, style: str) -> str:
    """Hungarian year-first ('2026. 04. 09.', '2026.04.09.', '2026. április 9.'), Romanian and Bulgarian
    day-first ('09.04.2026', '9 aprilie 2026', '09.04.2026 г.'), and the kit's English styles."""
    s = NBSP
    if style == "hu_spaced":
        return f"{d.year}.{s}{d.month:02d}.{s}{d.day:02d}."
    if style == "hu_dots":
        return f"{d.year}.{d.month:02d}.{d.day:02d}."
    if style == "hu_compact":
        return f"{d.year}.{d.month:02d}.{d.day:02d}"
    if style == "hu_month":
        return f"{d.year}.{s}{HU_MONTHS[d.month]}{s}{d.day}."
    if style == "ro_month":
        return f"{d.day}{s}{RO_MONTHS[d.month]}{s}{d.year}"
    if style == "bg_g":
        return f"{d:%d.%m.%Y}{s}г."
    return kit.date_text(d, style)


def tz_for(currency: str, d: date) -> str:
    """Central (HU) or Eastern (RO, BG) European time; summer time from 29 March 2026."""
    summer = d >= date(2026, 3, 29)
    return ("+0200" if summer else "+0100") if currency == "HUF" else ("+0300" if summer else "+0200")


def words(n: int) -> str:
    """An amount in English words, as Bulgarian invoices print it under the total ('Словом / In words')."""
    ones = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
            "sixteen seventeen eighteen nineteen").split()
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + (f"-{ones[n % 10]}" if n % 10 else "")
    if n < 1000:
        return f"{ones[n // 100]} hundred" + (f" {words(n % 100)}" if n % 100 else "")
    div, name = (10 ** 6, "million") if n >= 10 ** 6 else (1000, "thousand")
    return f"{words(n // div)} {name}" + (f" {words(n % div)}" if n % div else "")


class DanubiaWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"HUF": ("sp_ft", "sp_ft", "dot_ft", "sp_huf", "huf_lead", "dash_ft"),
                    "RON": ("lei", "lei", "ron", "ron_lead", "lei_plain"),
                    "EUR": ("sp_eur_sym", "sp_eur", "eur_lead", "en_sym")}
    date_styles = {"HUF": ("hu_spaced", "hu_dots", "hu_compact", "hu_month", "iso"),
                   "RON": ("dotted_dmy", "dotted_dmy", "ro_month", "numeric_dmy", "long"),
                   "EUR": ("bg_g", "dotted_dmy", "long", "iso")}
    # a date inside a sentence is never written with a closing dot of its own
    prose_styles = {"HUF": ("hu_compact", "long", "iso"), "RON": ("dotted_dmy", "long"),
                    "EUR": ("dotted_dmy", "long")}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        self.prose_style = rng.choice(self.prose_styles[case.currency])
        self.tz = {case.currency: tz_for(case.currency, doc.date)}
        lc = V.LOCALE[case.currency]
        shared = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        self.vocab = SimpleNamespace(**{**shared, **V.LOCAL[lc], "LABELS": V.LABELS[lc],
                                        "TERMS_PAGE": V.TERMS_PAGE[lc]})

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """A relative phrase in the customer's idiom (a third of the time, when allowed) or a prose date."""
        r = self.rng
        if allow_relative and r.random() < 0.35:
            phrase, rule = r.choice(self.vocab.RELATIVE_DEADLINES)
            if rule != "month_end":
                return phrase, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return phrase, month_end(self.doc.date)
        return r.choice(self.vocab.DEADLINE_WORDS).format(self.date_text(d, self.prose_style)), d

    def finish(self):
        if self.doc.fmt not in ("text", "email"):
            fit_to_page(self.doc)
        return super().finish()

    def pdate(self, name: str | None, d: date) -> str:
        """A date inside a sentence (no style that ends in a dot)."""
        if name:
            self.set(name, date_truth(d))
        return self.date_text(d, self.prose_style)


def fit_to_page(doc) -> None:
    """A printed form keeps every value on the page, as a typist would: a pair that does not fit beside its
    neighbour goes on its own line, a value too long for its line goes under its label, a row of boxes whose
    words do not fit becomes label lines."""
    fam, size, sep = doc.style["font"], float(doc.style["size"]), doc.style.get("kv_sep", ":")
    width = PAGE_W - 2 * MARGIN

    def wide(text: str, bold: bool = False, smaller: float = 0) -> float:
        return _width(text, fam, bold, size - smaller)

    blocks = []
    for b in doc.blocks:
        if b[0] == "kv2" and (wide(f"{b[1]}{sep} ", True) + wide(b[2]) > width * 0.5
                              or wide(f"{b[3]}{sep} ", True) + wide(b[4]) > width * 0.46):
            blocks += [("kv", b[1], b[2]), ("kv", b[3], b[4])]
        elif b[0] == "grid" and len(b[2]) == 1 and not (
                all(wide(h, True, 1.5) <= width / len(b[1]) - 8 for h in b[1])
                and all(wide(v) <= width / len(b[1]) - 8 for v in b[2][0])):
            blocks += [("kv", lab, val) for lab, val in zip(b[1], b[2][0])]
        elif b[0] == "rkv" and (wide(b[1] + sep, True) > width * 0.68 - 8 or wide(b[2]) > width * 0.32 - 8):
            blocks.append(("kv", b[1], b[2]))
        else:
            blocks.append(b)
    label_w = max((wide(b[1] + sep, True) for b in blocks if b[0] == "kv"), default=0) + 12
    fitted = []
    for b in blocks:
        if b[0] == "kv":
            if doc.style.get("stacked"):
                need = wide(b[2])
            elif doc.style.get("aligned"):
                need = label_w + wide(b[2])
            else:
                need = wide(f"{b[1]}{sep} ", True) + wide(b[2])
            if need > width:
                fitted += [("line", b[1] + sep), ("para", b[2])]
                continue
        fitted.append(b)
    doc.blocks[:] = fitted


# --------------------------------------------------------------------------- shared pieces


def loc(w: DanubiaWriter) -> str:
    return V.LOCALE[w.case.currency]


def pick(w: DanubiaWriter, hu: str, ro: str, bg: str) -> str:
    return {"hu": hu, "ro": ro, "bg": bg}[loc(w)]


def is_mail(w: DanubiaWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def domain(w: DanubiaWriter) -> str:
    return V.DOMAIN[loc(w)]


DEPTS = {
    "hu": {"orders": ("Webshop", "webshop"), "sales": ("Értékesítés / Sales", "ertekesites"),
           "warehouse": ("Raktár / Warehouse", "raktar"), "returns": ("Reklamáció / Returns", "reklamacio"),
           "accounts": ("Pénzügy / Accounts", "penzugy")},
    "ro": {"orders": ("Magazin online", "comenzi"), "sales": ("Vânzări / Sales", "vanzari"),
           "warehouse": ("Depozit / Warehouse", "depozit"), "returns": ("Retururi / Returns", "retur"),
           "accounts": ("Contabilitate / Accounts", "contabilitate")},
    "bg": {"orders": ("Онлайн магазин / Web shop", "shop"), "sales": ("Продажби / Sales", "sales"),
           "warehouse": ("Склад / Warehouse", "sklad"), "returns": ("Рекламации / Returns", "reklamacii"),
           "accounts": ("Счетоводство / Accounts", "accounting")},
}
LOCAL_HEADERS = {"hu": ("Feladó", "Elküldve", "Címzett", "Tárgy"), "ro": ("De la", "Trimis", "Către", "Subiect")}


def sent_value(w: DanubiaWriter, d: date, hour: int, minute: int, localised: bool) -> str:
    """An Outlook 'Sent' line as a Hungarian, Romanian or English Outlook prints it."""
    if localised and loc(w) == "hu":
        return f"{d.year}. {HU_MONTHS[d.month]} {d.day}., {HU_DAYS[d.weekday()]} {hour}:{minute:02d}"
    if localised and loc(w) == "ro":
        return f"{RO_DAYS[d.weekday()]}, {d.day} {RO_MONTHS[d.month]} {d.year} {hour:02d}:{minute:02d}"
    return kit.email_sent(d, hour, minute, False)


def headers(w: DanubiaWriter, sender: str, to: str, subject: str, hours: tuple[int, int]) -> None:
    """The e-mail's headers: RFC 'Date', or (printed text) an Outlook 'Sent' block, sometimes in the local language."""
    r, d = w.rng, w.doc.date
    hour, minute = r.randrange(*hours), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        localised = loc(w) in LOCAL_HEADERS and r.random() < 0.4
        keys = LOCAL_HEADERS[loc(w)] if localised else ("From", "Sent", "To", "Subject")
        w.doc.email = dict(zip(keys, (sender, sent_value(w, d, hour, minute, localised), to, subject)))
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[w.case.currency])}


def shop_headers(w: DanubiaWriter, dept: str, subject: str) -> None:
    name, box = DEPTS[loc(w)][dept]
    headers(w, f"{V.SHOP} {name} <{box}@{domain(w)}>", f"{w.case.name} <{w.case.email}>", subject, (7, 18))


def customer_headers(w: DanubiaWriter, subject: str) -> None:
    box = w.rng.choice(["info", "reklamacio" if loc(w) == "hu" else "retur" if loc(w) == "ro" else "service"])
    headers(w, f"{w.case.name} <{w.case.email}>", f"{V.SHOP} <{box}@{domain(w)}>", subject, (6, 22))
    w.set("document_date", date_truth(w.doc.date))


def fax_line(w: DanubiaWriter, sender: str) -> None:
    """A fax's transmission line along the top of the page (the day it was sent)."""
    if w.doc.fmt == "fax":
        r = w.rng
        number = {"hu": "+36 52 412 871", "ro": "+40 264 431 881", "bg": "+359 32 641 276"}[loc(w)]
        if sender != V.SHOP:
            number = {"hu": "+36 ", "ro": "+40 ", "bg": "+359 "}[loc(w)] + f"{r.randrange(20, 99)} {kit.digits(r, 6)}"
        w.add("small", f"{w.doc.date.isoformat()} {r.randrange(7, 18):02d}:{r.randrange(60):02d}   FAX {number}   "
                       f"{sender.upper()}   P.01/0{r.choice([1, 1, 2])}")


def head(w: DanubiaWriter, title: str, sender: str = V.SHOP) -> None:
    """The shop's letterhead for the case's office, then the title; a fax line names who faxed the page."""
    fax_line(w, sender)
    w.add("head", V.LEGAL_NAME[loc(w)])
    w.add("small", V.LETTERHEAD[w.case.office])
    if w.rng.random() < 0.35:
        w.add("small", V.BANK_LINE[loc(w)])
    w.add("gap")
    w.add("title", title)


def staff(w: DanubiaWriter, dept: str) -> str:
    return V.STAFF[loc(w)][dept]


def customer_sender(w: DanubiaWriter) -> str:
    """Who faxes a customer's page: the business, or the person."""
    return kit.business(V, w.case) if kit.says_we(w.case) else w.case.name


def greeting_to(w: DanubiaWriter, name: str) -> str:
    """A shop's salutation to the customer, name included."""
    return w.rng.choice({"hu": [f"Kedves {name}!", f"Tisztelt {name}!", f"Dear {name},"],
                         "ro": [f"Stimate/Stimată {name},", f"Bună ziua, {name},", f"Dear {name},"],
                         "bg": [f"Здравейте, {name}, (Hello,)", f"Уважаеми/Уважаема {name},", f"Dear {name},"]}[loc(w)])


def shop_sign(w: DanubiaWriter, dept: str) -> None:
    w.add("gap")
    w.add("line", pick(w, "Üdvözlettel / Kind regards,", "Cu stimă / Kind regards,", "Поздрави / Kind regards,"))
    w.add("line", staff(w, dept))
    w.add("line", f"{V.LEGAL_NAME[loc(w)]} | {w.case.office}")


# --------------------------------------------------------------------------- invoice


DUE_DAYS = {"hu": 8, "ro": 15, "bg": 7}


def invoice(w: DanubiaWriter) -> None:
    """Számla (HU, NAV-reported), factură fiscală (RO, e-Factura) or фактура (BG, original, in words, BGN beside)."""
    c, r, lc = w.case, w.rng, loc(w)
    name = kit.printed_name(w)
    b2b = kit.says_we(c)
    head(w, r.choice(V.INVOICE_TITLES[lc]))
    w.add("line", pick(w, r.choice(["Eredeti példány (Original copy)", "1. példány / Copy 1 of 2"]),
                       f"Seria (Series) {c.invoice_number.rstrip('0123456789-')}  |  Cota TVA (VAT rate) 21%",
                       "ОРИГИНАЛ / ORIGINAL"))
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date))]
    if lc == "hu":
        pairs.append(("Teljesítés kelte (Date of supply)", w.date(None, w.doc.date)))
    if lc == "bg":
        pairs.append(("Дата на данъчно събитие / Tax event date", w.date(None, w.doc.date)))
    if b2b:
        due = w.doc.date + timedelta(days=DUE_DAYS[lc])
        pairs.append((pick(w, "Fizetési határidő (Payment due)", "Termen de plată (Due date)",
                           "Срок за плащане / Due date"), w.date(None, due)))
    pairs += [(w.label("order_id"), w.ident("order_id", c.order_id)),
              (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    if b2b:
        w.kv(pick(w, "Cég (Company)", "Firma (Company)", "Фирма / Company"), kit.business(V, c))
        w.kv(pick(w, "Vevő adószáma (Buyer tax no.)", "CIF cumpărător (Buyer VAT ID)", "ИН по ДДС / VAT No."),
             c.buyer_tax)
    w.add("line", c.address)
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[lc]), rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS[lc]), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif w.doc.style["layout"] == "aligned":
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    if lc == "bg":
        whole, cts = int(c.total), int(round((c.total - int(c.total)) * 100))
        w.add("line", f"Словом / In words: {words(whole)} euro and {cts:02d} cents")
        if r.random() < 0.7:
            w.kv("В лева / BGN (1 EUR = 1.95583)", bgn_text(c.total))
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_NOTES[lc]))
    w.add("line", pick(w, "Kiállította (Issued by): ", "Întocmit de (Issued by): ", "Съставил / Issued by: ")
          + staff(w, "accounts").split(",")[0])
    kit.page2(w)


# --------------------------------------------------------------------------- order confirmation


OC_TITLES = {"hu": ["RENDELÉS-VISSZAIGAZOLÁS / ORDER CONFIRMATION", "Megrendelés visszaigazolása (Order confirmation)"],
             "ro": ["CONFIRMARE COMANDĂ / ORDER CONFIRMATION", "Confirmarea comenzii (Order confirmation)"],
             "bg": ["ПОТВЪРЖДЕНИЕ / ORDER CONFIRMATION", "Потвърждение на поръчка (Order confirmation)"]}
SHIP_METHOD = {"hu": ["Szállítási mód (Shipping): futárszolgálat (courier)",
                      "Szállítási mód: GLS CsomagPont (parcel point)",
                      "Szállítás: raklapos fuvar (pallet freight)"],
               "ro": ["Livrare (Delivery): curier la adresă (courier)", "Livrare în easybox (locker delivery)",
                      "Livrare: transport pe palet (pallet freight)"],
               "bg": ["Доставка / Delivery: до офис на куриер (to courier office)", "Доставка до адрес (to address)"]}
PAY_METHOD = {"hu": ["Fizetési mód (Payment): átutalás (bank transfer)", "Fizetés: utánvét (cash on delivery)",
                     "Fizetés: bankkártya (card)"],
              "ro": ["Plată (Payment): ordin de plată (bank transfer)", "Plată: ramburs (cash on delivery)",
                     "Plată: card online"],
              "bg": ["Плащане / Payment: наложен платеж (cash on delivery)", "Плащане: банков превод (bank transfer)"]}


def order_confirmation(w: DanubiaWriter) -> None:
    """A web-shop mail, a sales rep's mail or a printed confirmation; BGN beside EUR in Bulgaria."""
    c, r, lc = w.case, w.rng, loc(w)
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    prose = False
    if is_mail(w):
        web = c.order_id.startswith("W")
        shop_headers(w, "orders" if web else "sales", r.choice([
            pick(w, f"Rendelés visszaigazolás / Order confirmation - {c.order_id}",
                 f"Comanda {c.order_id} a fost înregistrată / Order confirmed",
                 f"Поръчка {c.order_id} е приета / Order received"),
            f"Your order {c.order_id} at Danubia Agro Parts"]))
        w.add("para", greeting_to(w, w.text("customer_name", name)))
        w.add("para", pick(w, "Köszönjük megrendelését! Thank you for your order.",
                           "Vă mulțumim pentru comandă! Thank you for your order.",
                           "Благодарим Ви за поръчката! Thank you for your order."))
        prose = r.random() < 0.5
    else:
        head(w, r.choice(OC_TITLES[lc]))
    if prose:
        tax = V.TAX[c.currency][0]
        w.add("para", f"Your order {w.ident('order_id', c.order_id)} of {w.pdate('order_date', c.order_date)} is "
                      f"registered, the total to pay is {w.money('order_total', c.total)} including {tax}.")
        if est:
            w.add("para", r.choice(["Expected delivery: {}.", "The parts should arrive at you on {}.",
                                    "We plan the delivery for {}."]).format(w.pdate("delivery_estimate", est)))
        if cust:
            w.add("para", f"Your customer code: {w.ident('customer_id', c.customer_id)}")
    else:
        pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("order_date"), w.date("order_date", c.order_date))]
        if cust:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        w.block(pairs)
        w.add("gap")
        for p, q, u in c.items:
            w.add("line", r.choice(["{q} db / pcs  {p}  {a}" if lc == "hu" else "{q} x {p}  {a}",
                                    "{p} - {q} x {u}"]).format(q=q, p=p, u=w.money(None, u),
                                                               a=w.money(None, cents(q * u))))
        w.add("gap")
        pairs = [(w.label("oc_total"), w.money("order_total", c.total))]
        if est:
            pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
        if lc == "bg" and r.random() < 0.7:
            w.kv("В лева / In BGN (1.95583)", bgn_text(c.total))
    w.add("gap")
    w.add("line", r.choice(SHIP_METHOD[lc]))
    w.add("line", r.choice(PAY_METHOD[lc]))
    w.add("gap")
    w.add("line", pick(w, "Szállítási cím (Delivery address):", "Adresa de livrare (Delivery address):",
                       "Адрес за доставка / Delivery address:"))
    w.text("customer_name", name)
    kit.address(w, name)
    if is_mail(w):
        shop_sign(w, "sales")


# --------------------------------------------------------------------------- shipping notice


SN_TITLES = {"hu": ["SZÁLLÍTÓLEVÉL / DELIVERY NOTE", "Szállítólevél (Delivery note)"],
             "ro": ["AVIZ DE ÎNSOȚIRE A MĂRFII / DELIVERY NOTE", "Aviz de însoțire a mărfii (Dispatch note)"],
             "bg": ["СТОКОВА РАЗПИСКА / DELIVERY NOTE", "Известие за изпращане (Dispatch notice)"]}
TRACK_URL = {"GLS Hungary": "https://gls-group.eu/HU/hu/csomagkovetes?match=",
             "MPL (Magyar Posta)": "https://posta.hu/nyomkovetes/nyitooldal?searchvalue=",
             "DPD Hungary": "https://tracking.dpd.hu/parcelstatus?query=", "Sameday": "https://sameday.ro/#awb=",
             "FAN Courier": "https://www.fancourier.ro/awb-tracking/?tracking=",
             "Cargus": "https://www.cargus.ro/personal/urmareste-coletul/?tracking_number=",
             "Speedy": "https://www.speedy.bg/bg/track-shipment?shipmentNumber=",
             "Econt Express": "https://www.econt.com/services/track-shipment/"}


def dispatch_pairs(w: DanubiaWriter, with_name: bool, est: date | None) -> list[tuple[str, str]]:
    c, r = w.case, w.rng
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
    return pairs


def shipping_notice(w: DanubiaWriter) -> None:
    """The warehouse's dispatch mail, or a printed szállítólevél / aviz / стокова разписка with its own number."""
    c, r, lc = w.case, w.rng, loc(w)
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    if is_mail(w):
        shop_headers(w, "warehouse", r.choice([
            pick(w, f"Csomagja úton van / Your parcel is on its way ({c.order_id})",
                 f"Comanda {c.order_id} a fost expediată / Your order has shipped",
                 f"Поръчка {c.order_id} е изпратена / Your order has shipped"),
            f"Shipped: order {c.order_id}"]))
        w.add("para", greeting_to(w, w.text("customer_name", c.name)))
        w.add("para", pick(w, "Rendelését átadtuk a futárszolgálatnak. Your goods have left our warehouse.",
                           "Comanda ta a plecat din depozit. Your goods have left our warehouse.",
                           "Пратката Ви е предадена на куриер. Your goods have left our warehouse."))
        w.block(dispatch_pairs(w, False, est))
        w.add("gap")
        w.add("line", pick(w, "Nyomkövetés (Track your parcel): ", "Urmărire colet (Tracking): ",
                           "Проследяване / Tracking: ") + TRACK_URL[c.carrier] + c.tracking)
        shop_sign(w, "warehouse")
        return
    head(w, r.choice(SN_TITLES[lc]))
    note_no = pick(w, f"SZL-{c.order_date.year}-{kit.digits(r, 5)}", kit.digits(r, 7), kit.digits(r, 7))
    w.kv(pick(w, "Szállítólevél száma (Delivery note no.)", "Nr. aviz (Note no.)", "Номер / No."), note_no)
    w.block(dispatch_pairs(w, True, est))
    if lc == "ro" and r.random() < 0.5:
        w.kv("Delegat (Driver) / Mijloc de transport (Vehicle)", f"{r.choice(['Pop Vasile', 'Rus Dorin'])} / "
                                                                 f"{c.code} {r.randrange(10, 99)} DAP")
    w.add("line", c.address)
    w.add("gap")
    w.add("table", [pick(w, "Megnevezés (Item)", "Denumire (Item)", "Артикул / Item"),
                    pick(w, "Menny./Qty", "Cant./Qty", "К-во/Qty"), pick(w, "Me./Unit", "UM/Unit", "Мярка"),
                    pick(w, "Karton/Box", "Colete/Box", "Кашони/Box")],
          [[p, str(q), pick(w, "db", "buc", "бр."), "1"] for p, q, _ in c.items])
    w.add("gap")
    w.add("line", pick(w, "Átadta (Handed over by): ____________    Átvette (Received by): ____________",
                       "Semnătura expeditor (Sender): ________   Semnătura primire (Received): ________",
                       "Предал / Handed over: ____________    Приел / Received: ____________"))


# --------------------------------------------------------------------------- customer words


def customer_opening(w: DanubiaWriter, subject: str) -> None:
    """E-mail headers, or a farm's printed letter: sender block, place and date (the document date), recipient."""
    c, r = w.case, w.rng
    if is_mail(w):
        customer_headers(w, subject)
        return
    fax_line(w, customer_sender(w))
    w.add("line", c.name)
    if kit.says_we(c):
        w.add("line", kit.business(V, c))
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")
    printed = w.date("document_date", w.doc.date)
    place = V.TOWN[c.name]
    w.add("rline" if r.random() < 0.5 else "line", f"{place}, {printed}")
    w.add("gap")
    w.add("line", V.RETURNS_ADDRESS[loc(w)])
    w.add("gap")


def person(w: DanubiaWriter) -> str:
    return "we" if kit.says_we(w.case) else "I"


def expectation(w: DanubiaWriter, table: dict[str, list[str]], table_no: dict[str, list[str]]) -> str:
    return _expectation(w, table[person(w)], table_no[person(w)], w.doc.style["deadline_value"])


def customer_close(w: DanubiaWriter) -> None:
    """Sign-off and name; a business adds its name and the signer's role; some mails quote the shop's auto-reply."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(w.vocab.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = is_mail(w) and r.random() < 0.2  # the From header carries the full name
    given = c.name.split(" ")[-1] if loc(w) == "hu" or c.name.startswith("Szilágyi") else c.name.split(" ")[0]
    w.add("line", given if short else c.name)
    if kit.says_we(c):
        w.add("line", pick(w, "ügyvezető (managing director)", "administrator (manager)", "управител (manager)"))
        w.add("line", kit.business(V, c))
    if is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        hh, mm = r.randrange(8, 17), r.randrange(60)
        who = f"{V.SHOP} <info@{domain(w)}>"
        w.add("gap")
        w.add("line", pick(
            w, f"{who} ezt írta (időpont: {earlier.year}. {HU_MON[earlier.month]} {earlier.day}., {hh}:{mm:02d}):",
            f"{who} a scris în {earlier.day} {RO_MONTHS[earlier.month][:3]}. {earlier.year} la {hh:02d}:{mm:02d}:",
            f"На {BG_DAYS[earlier.weekday()]}, {earlier:%d.%m.%Y} г. в {hh}:{mm:02d} {who} написа:"))
        w.add("quote", pick(w, "Köszönjük megkeresését, kollégánk 1 munkanapon belül válaszol. "
                               "Thank you, we will answer within 1 working day.",
                            "Vă mulțumim pentru mesaj, revenim în cel mult o zi lucrătoare. "
                            "Thank you, we will answer within 1 working day.",
                            "Благодарим за съобщението, ще отговорим до 1 работен ден. "
                            "Thank you, we will answer within 1 working day."))
        w.add("quote", f"{V.SHOP} - {pick(w, 'Ügyfélszolgálat', 'Relații clienți', 'Обслужване на клиенти')} "
                       "(Customer service) | Viber/WhatsApp "
                       + pick(w, "+36 30 418 2260", "+40 744 310 552", "+359 88 741 2203"))


def chat_stamp(w: DanubiaWriter, app: str, minute: int) -> str:
    d, hh, mm = w.doc.date, 8 + minute // 60, minute % 60
    if app == "Viber":
        return f"[{d:%d.%m.%Y} {hh:02d}:{mm:02d}]"
    if loc(w) == "hu":
        return f"{d.year}. {d.month:02d}. {d.day:02d}. {hh}:{mm:02d} -"
    return f"{d:%d/%m/%Y}, {hh:02d}:{mm:02d} -"


def forwarded_chat(w: DanubiaWriter, subject: str) -> tuple[str, str]:
    """A sales rep forwards a customer's Viber or WhatsApp messages to the returns inbox: headers and intro.
    Returns the app and the customer's name as the chat shows it."""
    c, r = w.case, w.rng
    app = r.choice(["Viber", "WhatsApp"])
    shop_headers(w, "sales", f"Fwd: {app} - {subject}")
    w.set("document_date", date_truth(w.doc.date))
    name, box = DEPTS[loc(w)]["returns"]
    key = "Címzett" if "Címzett" in w.doc.email else "Către" if "Către" in w.doc.email else "To"
    w.doc.email[key] = f"{V.SHOP} {name} <{box}@{domain(w)}>"
    rep = staff(w, "sales").split(",")[0]
    w.add("para", pick(w, f"Sziasztok, továbbítom az ügyfél {app} üzeneteit, kérlek intézzétek. "
                          f"(Forwarding the customer's {app} messages, please handle.) {rep}",
                       f"Salut, vă trimit mesajele clientului de pe {app}, vă rog să preluați. "
                       f"(Forwarding the customer's {app} messages.) {rep}",
                       f"Колеги, препращам съобщенията на клиента от {app}. "
                       f"(Forwarding the customer's {app} messages.) {rep}"))
    w.add("line", f"---------- {app} chat export ----------")
    return app, w.text("customer_name", c.name)


def returns_form(w: DanubiaWriter) -> None:
    """The web shop's return form: an e-mail copy or a printed, filled-in form with the customer's bank account."""
    c, r, lc = w.case, w.rng, loc(w)
    title = pick(w, "Visszáru bejelentő lap / Return form", "Formular de retur / Return form",
                 "Формуляр за връщане / Return form")
    if is_mail(w):
        customer_headers(w, f"{title} - {c.order_id}")
        w.add("para", pick(w, "Az alábbi visszáru-bejelentés érkezett a webshopból (submitted on the web shop):",
                           "Formular completat pe site (submitted on the web shop):",
                           "Попълнен формуляр от сайта (submitted on the web shop):"))
    else:
        head(w, title, customer_sender(w))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv(pick(w, "Bankszámlaszám a visszautaláshoz (Account for the refund)", "IBAN pentru rambursare (Refund IBAN)",
              "IBAN за възстановяване (Refund IBAN)"), c.customer_iban)
    sentence = expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL)
    w.add("gap")
    w.add("line", pick(w, "Megjegyzés (Comments):", "Observații (Comments):", "Бележки / Comments:"))
    w.add("para", sentence)
    if not is_mail(w):
        w.add("gap")
        w.add("line", pick(w, "Aláírás (Signature): ", "Semnătura (Signature): ", "Подпис / Signature: ") + c.name)


def refund_request(w: DanubiaWriter) -> None:
    """A return form, a customer's e-mail or farm letter, or a Viber/WhatsApp chat forwarded by a sales rep."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
        return
    if is_mail(w) and r.random() < 0.35:
        app, who = forwarded_chat(w, f"{c.name} - return {c.order_id}")
        item = c.return_item[0]
        w.add("line", f"{chat_stamp(w, app, 62)} {who}: Hello, I have a problem with order "
                      f"{w.ident('order_id', c.order_id)}")
        w.add("line", f"{chat_stamp(w, app, 63)} {who}: The {item} - {w.text('return_reason', c.reason)}")
        w.add("line", f"{chat_stamp(w, app, 71)} Danubia Agro Parts: "
                      + pick(w, "Sajnáljuk! ", "Ne pare rău! ", "Съжаляваме! ") + "How much did you pay for it?")
        w.add("line", f"{chat_stamp(w, app, 74)} {who}: {w.money('refund_requested', c.requested)} with VAT")
        w.add("line", f"{chat_stamp(w, app, 75)} {who}: {expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL)}")
        return
    customer_opening(w, r.choice([pick(w, f"Visszaküldés / Return - {c.order_id}", f"Retur comanda {c.order_id}",
                                       f"Връщане на стока / Return - {c.order_id}"),
                                  f"Return and refund, order {c.order_id}"]))
    if not is_mail(w):
        w.add("line", pick(w, "Tárgy (Subject): visszáru, vételár visszatérítése (return and refund)",
                           "Subiect (Subject): cerere de retur și rambursare (return and refund)",
                           "Относно (Subject): връщане на стока (return and refund)"))
        w.add("gap")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (customer code {w.ident('customer_id', c.customer_id)})"
    if "rr_case_no" in w.doc.style:
        ref += f", your claim number {w.ident('case_number', c.case_number)}"
    subject = "We" if kit.says_we(c) else "I"
    w.add("para", f"{subject} would like to send back the {c.return_item[0]} from {ref}. "
                  + r.choice([f"{subject} return it because {{}}.", "The reason: {}.", "It goes back because {}."]
                             ).format(w.text("return_reason", c.reason)))
    w.add("para", r.choice(["The amount to be refunded is {} (gross).", "Refund amount: {}.",
                            f"{subject} paid {{}} for it including VAT."]).format(
        w.money("refund_requested", c.requested)))
    w.add("para", expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL))
    customer_close(w)


def letter_topic(w: DanubiaWriter, topic: str, quoted: Decimal | None) -> tuple[dict, dict]:
    """The complaint's middle sentences by topic; returns the expectation tables to use."""
    c, r = w.case, w.rng
    we = "we" if kit.says_we(c) else "I"
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice(["In your e-mail you approved a refund of {}, but until today nothing arrived.",
                                    "You confirmed the approved refund of {} but the money is still not on the "
                                    "account.",
                                    "The refund of {} which you approved is still not credited."]).format(
                w.money("refund_approved", quoted)))
        else:
            w.add("para", "You wrote that the return is accepted, but the money did not arrive yet.")
        return V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL
    if topic == "warranty":
        if quoted is not None:
            w.add("para", f"The refund of {w.money('refund_approved', quoted)} you approved for the other item "
                          "arrived, thank you.")
        w.add("para", f"{'But the' if quoted is not None else 'The'} {c.warranty_product} {we} sent in for warranty "
                      f"repair is with you since weeks and {we} got no news about it.")
        return V.EXPECT_REPAIR_DL, V.EXPECT_REPAIR_NO_DL
    if topic == "delivery":
        w.add("para", "The parts did not arrive yet and the tracking page shows no movement since days. "
                      f"{we.capitalize()} called the courier but they could not tell anything.")
        return V.EXPECT_DELIVERY_DL, V.EXPECT_DELIVERY_DL
    w.add("para", f"{we.capitalize()} do not agree with your decision to refuse the return. The part was never "
                  "mounted, it is still in the original box, and the damage was there when the courier brought it.")
    return V.EXPECT_REJECTED, V.EXPECT_REJECTED


def customer_letter(w: DanubiaWriter) -> None:
    """A chaser: an e-mail, a farm letter (often faxed or scanned), or a Viber/WhatsApp chat forwarded by sales."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    moved = "moved_deadline" in w.doc.style
    if is_mail(w) and r.random() < 0.3:
        app, who = forwarded_chat(w, f"{c.name} - order {c.order_id}")
        refs = f"order {w.ident('order_id', c.order_id)}"
        if topic != "delivery" and r.random() < 0.6:
            refs += f", claim {w.ident('case_number', c.case_number)}"
        w.add("line", f"{chat_stamp(w, app, 130)} {who}: Good morning, it is about {refs}.")
        start = len(w.doc.blocks)
        tables = letter_topic(w, topic, quoted)
        said = [b[1] for b in w.doc.blocks[start:]]
        del w.doc.blocks[start:]
        for n, text in enumerate(said):
            w.add("line", f"{chat_stamp(w, app, 131 + n)} {who}: {text}")
        if moved:
            w.add("line", f"{chat_stamp(w, app, 134)} {who}: Our plans changed, there is a new date.")
        w.add("line", f"{chat_stamp(w, app, 135)} {who}: {expectation(w, *tables)}")
        w.add("line", f"{chat_stamp(w, app, 152)} Danubia Agro Parts: "
                      + pick(w, "Rendben, továbbítom. ", "Am înțeles, transmit colegilor. ", "Добре, препращам. ")
                      + "I pass it to my colleagues.")
        return
    customer_opening(w, r.choice([f"Re: order {c.order_id} - still waiting",
                                  pick(w, f"Sürgős / Urgent: {c.order_id}", f"Urgent: comanda {c.order_id}",
                                       f"Спешно / Urgent: {c.order_id}"),
                                  f"Follow-up order {c.order_id}"]))
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if topic != "delivery" and r.random() < 0.75:
        refs.insert(0, f"claim {w.ident('case_number', c.case_number)}")
    if r.random() < 0.4:
        refs.append(f"customer code {w.ident('customer_id', c.customer_id)}")
    if not is_mail(w):
        w.add("line", pick(w, "Tárgy (Re): ", "Referitor la (Re): ", "Относно (Re): ") + ", ".join(refs))
        w.add("gap")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    if is_mail(w):
        w.add("para", r.choice(["I write you again regarding {}.", "This is about {}.", "Once more about {}."]).format(
            ", ".join(refs)))
    tables = letter_topic(w, topic, quoted)
    if moved:
        w.add("para", r.choice(["Our plans have changed since my last letter.", "Please note the new date."]))
    w.add("para", expectation(w, *tables) + " " + r.choice(["Thank you in advance.", "Waiting for your answer.",
                                                            "Thank you for your understanding."]))
    customer_close(w)


# --------------------------------------------------------------------------- the shop's decisions


APPROVAL_TITLES = {"hu": ["Reklamáció elbírálása / Decision on your return", "VISSZÁRU JEGYZŐKÖNYV / RETURN REPORT"],
                   "ro": ["PROCES-VERBAL DE RETUR / RETURN REPORT", "Decizie retur (Return decision)"],
                   "bg": ["ПРОТОКОЛ ЗА ВРЪЩАНЕ / RETURN PROTOCOL", "Решение по рекламация / Claim decision"]}
APPROVED = {"hu": ["Jóváhagyva (Approved)", "Elfogadva / Approved"], "ro": ["Aprobat (Approved)", "Aprobat / Approved"],
            "bg": ["Одобрено / Approved", "Уважена (Approved)"]}
REJECTED = {"hu": "Elutasítva (Rejected)", "ro": "Respins (Rejected)", "bg": "Отхвърлена / Rejected"}
REJECT_WHY = [
    "Our workshop found assembly marks and hydraulic oil on the part, so it was fitted to a machine. "
    "Fitted parts cannot be taken back under our terms of sale.",
    "The return arrived after the 14-day period and the part shows signs of use.",
    "The packaging was opened and the part has scratches from mounting, so we cannot sell it again as new.",
]


def refund_approval(w: DanubiaWriter) -> None:
    """The returns desk's decision: a return report (jegyzőkönyv / proces-verbal / протокол) or an e-mail."""
    c, r, lc = w.case, w.rng, loc(w)
    if is_mail(w):
        shop_headers(w, "returns", r.choice([
            pick(w, f"Reklamáció elbírálása / Decision - {c.case_number}", f"Decizie retur / Decision {c.case_number}",
                 f"Решение по рекламация / Decision {c.case_number}"), f"Your return {c.case_number}"]))
        w.add("para", greeting_to(w, w.text("customer_name", c.name)))
    else:
        head(w, r.choice(APPROVAL_TITLES[lc]))
        w.kv(w.label("customer_name"), w.text("customer_name", c.name))
    if c.kind == "rejected":
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 (pick(w, "Kelt (Dated)", "Data (Date)", "Дата / Date"), w.date(None, w.doc.date)),
                 (w.label("refund_status"), REJECTED[lc])])
        w.set("refund_status", "rejected")
        w.add("gap")
        w.add("para", r.choice(REJECT_WHY))
        w.add("para", "The part is waiting for you at our warehouse; we can send it back at your cost or you can "
                      "collect it.")
        shop_sign(w, "returns")
        return
    promised = c.promised if r.random() < 0.7 else None
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), r.choice(APPROVED[lc]))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    fee = c.requested - c.eligible
    if fee and r.random() < 0.5:
        local = V.FEE_LOCAL[lc][c.fee_basis]
        money += [(pick(w, "Igényelt összeg (Claimed)", "Sumă solicitată (Claimed)", "Поискана сума / Claimed"),
                   w.money(None, c.requested)),
                  (f"{local.capitalize()} ({c.fee_basis})", "-" + w.money(None, fee))]
    if fee or r.random() < 0.5:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        local = V.FEE_LOCAL[lc][c.fee_basis]
        money.append(r.choice([(f"{local.capitalize()} elengedve / {c.fee_basis} waived" if lc == "hu" else
                                f"{c.fee_basis.capitalize()} waived ({local})", f"{c.waiver}%"),
                               ("Fee waiver", f"{c.waiver}% of the {c.fee_basis}")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    in_form = promised is not None and r.random() < 0.5
    if in_form:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    w.block(money)
    w.add("gap")
    if promised and not in_form:
        w.add("para", r.choice(["The money will be on your account by {}.",
                                "We transfer the amount so that it arrives latest on {}.",
                                "Please allow until {} for the transfer to arrive."]).format(
            w.pdate("promised_date", promised)))
    elif not promised:
        w.add("para", "The transfer is made within 5-8 working days to the account you gave us.")
    if lc == "hu" and r.random() < 0.6:
        w.add("para", "A visszatérítésről helyesbítő számlát állítunk ki (a credit invoice will follow).")
    if not is_mail(w):
        w.add("gap")
        w.add("line", pick(w, "Átvevő (Received by) ........   Ügyintéző (Clerk) ........",
                           "Predat (Handed over) ........   Primit (Received) ........",
                           "Предал / Handed over ........   Приел / Received ........"))
    else:
        shop_sign(w, "returns")


BANK_TITLES = {
    "OTP Bank": "OTP Bank - Átutalás (Transfer confirmation)",
    "K&H Bank": "K&H e-bank - Tranzakció (Transaction details)",
    "Revolut Business": "Revolut Business - Payment sent",
    "Banca Transilvania": "Banca Transilvania - Ordin de plată (Payment order)",
    "ING Bank România": "ING - Confirmare plată (Payment confirmation)",
    "UniCredit Bulbank": "УниКредит Булбанк - SEPA превод (SEPA transfer)",
    "DSK Bank": "Банка ДСК - Превод (Transfer confirmation)",
}
DONE = {"hu": ["Teljesítve (Completed)", "Sikeres / Completed"], "ro": ["Executat (Completed)", "Procesat / Completed"],
        "bg": ["Изпълнен / Completed", "Успешен (Completed)"]}


def refund_execution(w: DanubiaWriter) -> None:
    """The bank's confirmation of the refund transfer, printed or pasted into the accounts team's e-mail."""
    c, r, lc = w.case, w.rng, loc(w)
    bank = BANK_TITLES[c.bank]
    if is_mail(w):
        shop_headers(w, "accounts", r.choice([f"Refund transferred - order {c.order_id}",
                                              pick(w, f"Visszautalás / Refund - {c.order_id}",
                                                   f"Rambursare efectuată / Refund - {c.order_id}",
                                                   f"Възстановена сума / Refund - {c.order_id}")]))
        w.add("para", greeting_to(w, w.text("customer_name", c.name)))
        w.add("para", "We have transferred your refund today, the details from our bank:")
        w.add("gap")
        w.add("line", bank)
    else:
        fax_line(w, V.SHOP)
        w.add("head", c.bank)
        w.add("title", bank)
        w.add("line", pick(w, f"Megbízó (Payer): {V.LEGAL_NAME['hu']}", f"Plătitor (Payer): {V.LEGAL_NAME['ro']}",
                           f"Наредител / Payer: {V.LEGAL_NAME['bg']}"))
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not is_mail(w):
        pairs.append((pick(w, "Kedvezményezett (Beneficiary)", "Beneficiar (Beneficiary)", "Получател / Beneficiary"),
                      w.text("customer_name", c.name)))
    pairs.append((pick(w, "Számlaszám (Account)", "IBAN beneficiar (Beneficiary IBAN)",
                       "IBAN на получателя (Beneficiary IBAN)"), c.customer_iban))
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((pick(w, "Közlemény (Remittance info)", "Detalii plată (Details)", "Основание / Details"),
                  pick(w, "VISSZATERITES ", "RAMBURSARE CMD ", "VAZSTANOVYAVANE PORACHKA ")
                  + w.ident("order_id", c.order_id)))
    w.block(pairs)
    w.kv(w.label("exec_status"), r.choice(DONE[lc]))
    w.set("refund_status", "executed")
    if lc == "bg" and c.bank != "Revolut Business":
        w.add("small", "SEPA кредитен превод в EUR / SEPA credit transfer, такса (fee) 0,00 €")
    if is_mail(w):
        shop_sign(w, "accounts")


# --------------------------------------------------------------------------- warranty


WF_TITLES = {"hu": ["JÓTÁLLÁSI IGÉNY BEJELENTÉSE / WARRANTY CLAIM", "Garanciális hibabejelentő (Warranty claim form)"],
             "ro": ["CERERE DE GARANȚIE / WARRANTY CLAIM", "Fișă reclamație în garanție (Warranty claim form)"],
             "bg": ["РЕКЛАМАЦИОНЕН ПРОТОКОЛ / WARRANTY CLAIM", "Гаранционна рекламация (Warranty claim)"]}
MACHINES = {"Hydraulic gear pump 19 cm3 (MTZ-82)": "MTZ-82 (Belarus)",
            "Alternator 14V 95A, John Deere 6000": "John Deere 6630",
            "Starter motor 12V 3.0 kW, Zetor": "Zetor Forterra 135"}


def warranty_form(w: DanubiaWriter) -> None:
    """A warranty claim: the web form's e-mail copy (text) or a printed form filled in and signed at the farm."""
    c, r, lc = w.case, w.rng, loc(w)
    title = r.choice(WF_TITLES[lc])
    if w.doc.fmt == "text":
        customer_headers(w, f"{title}: {c.warranty_product}")
        w.add("para", f"Az alábbi bejelentés érkezett / The following claim was submitted on {domain(w)}."
                      if lc == "hu" else f"The following claim was submitted on {domain(w)}.")
    else:
        head(w, title, customer_sender(w))
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(pick(w, "Termék megnevezése (Product)", "Denumire produs (Product)", "Продукт / Product"),
         w.text("product_name", c.warranty_product))
    if r.random() < 0.6:
        w.kv(pick(w, "Vásárlás dátuma (Date of purchase)", "Data cumpărării (Date of purchase)",
                  "Дата на покупка / Date of purchase"), w.date(None, c.order_date))
    if c.warranty_product in MACHINES:
        w.kv(pick(w, "Gép típusa / üzemóra (Machine / hours)", "Utilaj / ore funcționare (Machine / hours)",
                  "Машина / моточасове (Machine / hours)"),
             f"{MACHINES[c.warranty_product]} / {r.randrange(2100, 9800)} h")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "nincs / none" if lc == "hu" else "n/a"]))
    w.add("gap")
    w.add("line", r.choice([pick(w, "Kért megoldás (Requested): [x] javítás (repair)  [ ] csere (exchange)",
                                 "Soluție dorită (Requested): [x] reparație (repair)  [ ] înlocuire (exchange)",
                                 "Желано / Requested: [x] ремонт (repair)  [ ] замяна (exchange)"),
                            pick(w, "Jótállási jegy és számla mellékelve (warranty card and invoice attached)",
                                 "Certificat de garanție și factură atașate (warranty card and invoice attached)",
                                 "Приложени: гаранционна карта и фактура (warranty card and invoice attached)")]))
    if w.doc.fmt != "text":
        w.add("gap")
        w.add("line", pick(w, "Ügyfél aláírása (Customer signature): ", "Semnătura clientului (Signature): ",
                           "Подпис на клиента / Signature: ") + c.name)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
