"""Karavai Food Machinery's documents: the writer (post-Soviet money with space thousands and comma decimals, whole
Uzbek sums, day-first dates with transliterated month names) and one template per document type."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth, email_date
from sample_docs.shop29 import vocab as V

RU_MONTHS = ["yanvarya", "fevralya", "marta", "aprelya", "maya", "iyunya", "iyulya", "avgusta", "sentyabrya",
             "oktyabrya", "noyabrya", "dekabrya"]
UZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentyabr", "oktyabr", "noyabr",
             "dekabr"]
KZ_MONTHS = ["qantar", "aqpan", "nauryz", "sauir", "mamyr", "mausym", "shilde", "tamyz", "qyrkuiek", "qazan",
             "qarasha", "zheltoqsan"]
GE_MONTHS = ["ianvari", "tebervali", "marti", "aprili", "maisi", "ivnisi", "ivlisi", "agvisto", "seqtemberi",
             "oqtomberi", "noemberi", "dekemberi"]
S = NBSP


def _grouped(amount: Decimal, group: str, point: str, decimals: bool = True) -> str:
    """'1 250 000,00' style: the group and decimal separators given."""
    whole, frac = f"{cents(amount):.2f}".split(".")
    parts = []
    while len(whole) > 3:
        parts.insert(0, whole[-3:])
        whole = whole[:-3]
    parts.insert(0, whole)
    num = group.join(parts)
    return f"{num}{point}{frac}" if decimals else num


def money_text(amount: Decimal, currency: str, style: str) -> str:
    sp_comma = _grouped(amount, S, ",")
    if currency == "KZT":
        return {"tenge": f"{sp_comma}{S}tenge", "kzt_after": f"{sp_comma}{S}KZT", "kzt_lead": f"KZT{S}{sp_comma}",
                "sign": f"{sp_comma}{S}₸"}[style]
    if currency == "UZS":
        whole = _grouped(amount, S, ",", decimals=False)
        return {"som": f"{whole}{S}so'm", "uzs_lead": f"UZS{S}{whole}", "uzs_after": f"{sp_comma}{S}UZS",
                "sum": f"{whole}{S}sum"}[style]
    if currency == "USD":
        return {"usd_lead": f"USD{S}{sp_comma}", "usd_after": f"{sp_comma}{S}USD",
                "sign": "$" + _grouped(amount, ",", ".")}[style]
    return {"gel_lead": f"GEL{S}" + _grouped(amount, ",", "."), "gel_after": f"{sp_comma}{S}GEL",
            "lari": _grouped(amount, ",", ".") + f"{S}lari", "sign": _grouped(amount, ".", ",") + f"{S}₾"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates: dotted, Russian/Uzbek/Kazakh/Georgian month names in Latin script, some with English."""
    m, en = d.month - 1, f"{d.day}{S}{calendar.month_name[d.month]}{S}{d.year}"
    return {
        "dotted": d.strftime("%d.%m.%Y"),
        "slash": d.strftime("%d/%m/%Y"),
        "ru": f"{d.day}{S}{RU_MONTHS[m]}{S}{d.year}",
        "ru_g": f"«{d.day:02d}»{S}{RU_MONTHS[m]}{S}{d.year}{S}g.",
        "ru_en": f"{d.day}{S}{RU_MONTHS[m]}{S}{d.year}{S}/{S}{en}",
        "kz_en": f"{d.year}{S}zh.{S}{d.day}{S}{KZ_MONTHS[m]}{S}({en})",
        "uz": f"{d.year}-yil{S}{d.day}-{UZ_MONTHS[m]}",
        "uz_en": f"{d.year}-yil{S}{d.day}-{UZ_MONTHS[m]}{S}({en})",
        "ge": f"{d.day}{S}{GE_MONTHS[m]}{S}{d.year}",
        "ge_en": f"{d.day}{S}{GE_MONTHS[m]},{S}{d.year}{S}({en})",
        "long": en,
    }[style]


PROSE_STYLE = {"ru_g": "ru", "ru_en": "ru", "kz_en": "dotted", "uz_en": "uz", "ge_en": "ge"}
MAIL_TYPES = ("text", "email")


class KaravaiWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"KZT": ("tenge", "kzt_after", "kzt_lead", "sign", "kzt_after"),
                    "UZS": ("som", "uzs_lead", "uzs_after", "sum"),
                    "USD": ("usd_lead", "usd_after", "sign"),
                    "GEL": ("gel_lead", "gel_after", "lari", "gel_lead")}
    date_styles = {"KZT": ("dotted", "dotted", "ru", "ru_g", "ru_en", "kz_en", "long"),
                   "UZS": ("dotted", "dotted", "uz", "uz_en", "ru", "long"),
                   "USD": ("dotted", "uz_en", "long", "dotted", "ru"),
                   "GEL": ("dotted", "slash", "ge", "ge_en", "long")}
    tz = {"KZT": "+0500", "UZS": "+0500", "USD": "+0500", "GEL": "+0400"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        voice = "we" if kit.says_we(case) else "i"
        words = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        for key in ("EXPECT_REFUND_DL", "EXPECT_REFUND_NO_DL", "EXPECT_REPAIR_DL", "EXPECT_REPAIR_NO_DL",
                    "EXPECT_DELIVERY_DL", "EXPECT_REJECTED"):
            words[key] = getattr(V, key)[voice]
        words["GREETINGS"], words["SIGN_OFFS"] = V.GREETINGS[self.loc], V.SIGN_OFFS[self.loc]
        self.vocab = SimpleNamespace(**words)
        self.voice = voice
        if case.currency == "GEL" and doc.fmt in MAIL_TYPES and rng.random() < 0.45:
            self.money_style = "sign"  # "1.234,50 ₾": the lari sign only where a mail client draws it
        if doc.doc_type in ("refund_request", "customer_letter"):
            self.date_style = PROSE_STYLE.get(self.date_style, self.date_style)
        elif doc.fmt in MAIL_TYPES and self.date_style == "ru_g":
            self.date_style = "ru"  # mails put dates inside sentences: no 'g.' before the full stop

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def label(self, key: str) -> str:
        """The office's bilingual label (Russian/Kazakh, Uzbek or Georgian in Latin letters with English beside)
        most of the time, else a plain English one."""
        local = V.LABELS_LOCAL[self.loc].get(key)
        return self.rng.choice(local if local and self.rng.random() < 0.6 else V.LABELS_EN[key])

    def pdate(self, name: str | None, d: date) -> str:
        """A date inside a sentence: no 'g.' and no English in brackets."""
        if name:
            self.set(name, date_truth(d))
        return date_text(d, PROSE_STYLE.get(self.date_style, self.date_style))


    def block(self, pairs: list[tuple[str, str]]) -> None:
        """As the kit's layouts, but two pairs share a line only when the left one is short enough not to run into
        the right one (bilingual labels are long)."""
        if self.doc.style["layout"] != "pairs":
            super().block(pairs)
            return
        i = 0
        while i < len(pairs):
            left = pairs[i]
            right = pairs[i + 1] if i + 1 < len(pairs) else None
            if right and len(left[0]) + len(left[1]) <= 38 and len(right[0]) + len(right[1]) <= 36:
                self.add("kv2", *left, *pairs[i + 1])
                i += 2
            else:
                self.kv(*left)
                i += 1

    def pick(self, kz, uz, ge):
        """The office's wording: one of the Almaty (kz), Tashkent (uz) or Tbilisi (ge) choices."""
        options = {"kz": kz, "uz": uz, "ge": ge}[self.loc]
        return self.rng.choice(options) if isinstance(options, list) else options


# --------------------------------------------------------------------------- shared pieces


def mail(w: KaravaiWriter) -> bool:
    return w.doc.fmt in MAIL_TYPES


def domain(w: KaravaiWriter) -> str:
    return V.DOMAINS[w.case.currency]


def shop_headers(w: KaravaiWriter, dept: str, box: str, subject: str) -> None:
    c, r, d = w.case, w.rng, w.doc.date
    sender = f"Karavai {V.OFFICE[c.currency]} - {dept} <{box}@{domain(w)}>"
    hour, minute = r.randrange(8, 19), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": sender, "Sent": w.email_sent(d, hour, minute, c.currency),
                       "To": f"{c.name} <{c.email}>", "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": f"{c.name} <{c.email}>", "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[c.currency])}


def customer_headers(w: KaravaiWriter, subject: str, box: str | None = None) -> None:
    c, r, d = w.case, w.rng, w.doc.date
    to = f"Karavai {V.OFFICE[c.currency]} <{box or r.choice(['service', 'info', 'sales'])}@{domain(w)}>"
    hour, minute = r.randrange(7, 23), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.5:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "Sent": w.email_sent(d, hour, minute, c.currency),
                       "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": f"{c.name} <{c.email}>", "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[c.currency])}
    if w.doc.doc_type in ("refund_request", "warranty_form", "customer_letter"):
        w.set("document_date", date_truth(d))


def head(w: KaravaiWriter, title: str) -> None:
    w.add("head", V.SHOP if w.rng.random() < 0.5 else f"KARAVAI · {V.OFFICE[w.case.currency]}")
    w.add("small", V.LETTERHEAD[w.case.currency])
    w.add("gap")
    w.add("title", title)


def company(w: KaravaiWriter) -> str:
    return kit.business(V, w.case)


def outgoing_ref(w: KaravaiWriter, name: str | None = None) -> str:
    """A formal letter's own outgoing number and date (iskh. No ... ot ...): not a case or order number."""
    n = f"{w.rng.randrange(12, 480)}/{w.doc.date.year % 100}"
    when = w.date(name, w.doc.date)
    return w.pick(f"Iskh. № {n} ot {when}", f"Chiq. № {n}, {when}", f"Gamavali № {n}, {when}")


def chat_stamp(w: KaravaiWriter, minute: int) -> str:
    return f"[{w.doc.date.strftime('%d.%m.%Y')} {10 + minute // 60:02d}:{minute % 60:02d}]"


def sign_customer(w: KaravaiWriter) -> None:
    """Sign-off, the name (given name only on some mails: the From header has it all), the company for a business."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(w.vocab.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = mail(w) and r.random() < 0.25
    w.add("line", kit.first_name(c.name) if short else c.name)
    if kit.says_we(c):
        w.add("line", r.choice(["Director, ", "Chef-technologist, ", "Purchasing manager, ", ""]) + company(w))
    if mail(w) and r.random() < 0.3:
        prefix = w.pick("+7 701", "+998 90", "+995 599")
        w.add("line", r.choice([f"Tel./Telegram: {prefix} {r.randrange(100, 999)} {r.randrange(10, 99)} "
                                f"{r.randrange(10, 99)}", "Sent from my iPhone"]))
    if mail(w) and w.doc.style.get("quote") and c.case_number:
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"{w.date(None, earlier)}, Karavai {V.OFFICE[c.currency]} <service@{domain(w)}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLY))
        w.add("quote", f"Karavai Food Machinery - Service desk | {V.OFFICE[c.currency]}")


def letter_opening(w: KaravaiWriter, subject: str, title: str | None) -> None:
    """E-mail headers, or a printed letter: sender block with the outgoing number and date, the addressee."""
    c, r = w.case, w.rng
    if mail(w):
        customer_headers(w, subject)
        return
    if kit.says_we(c):
        w.add("line", company(w))
    w.add("line", c.name)
    w.add("line", c.address)
    w.add("gap")
    if kit.says_we(c) and r.random() < 0.6:
        w.add("line", outgoing_ref(w, "document_date"))
    else:
        w.add("rline", w.date("document_date", w.doc.date))
    w.add("gap")
    w.add("line", w.pick("Direktoru TOO «Karavai Tekhnika» / To the Director, Karavai Food Machinery LLP",
                         "«Karavai Texnika» MChJ direktoriga / To the Director, Karavai Food Machinery LLC",
                         "Karavai Georgia LLC, servisis departamenti / service department"))
    w.add("gap")
    if title:
        w.add("title", title)


def stamp(w: KaravaiWriter) -> str:
    return w.pick("M.P. (stamp)", "M.O'. (stamp)", "Bechedi (stamp)")


def sign_shop(w: KaravaiWriter) -> None:
    w.add("gap")
    w.add("line", w.pick(["Respectfully,", "S uvazheniem,"], ["Respectfully,", "Hurmat bilan,"],
                         ["Respectfully,", "Pativistsemit,"]))
    role = w.pick(["Rukovoditel servisnogo otdela (Head of service)", "Service manager", "Direktor (Director)"],
                  ["Servis bo'limi boshlig'i (Head of service)", "Service manager", "Direktor (Director)"],
                  ["Servisis menejeri (Service manager)", "Direktori (Director)"])
    who = w.pick(["A. Kenzhebekov", "S. Ten"], ["D. Umarov", "N. Rashidova"], ["G. Abashidze", "M. Kiknadze"])
    w.add("line", f"{role}, {who}")
    if not mail(w):
        w.add("line", stamp(w))


def cell(w: KaravaiWriter, amount: Decimal) -> str:
    """A table cell: the number only, its currency in the column head (as on an ESF or a Didox invoice)."""
    cur, style = w.case.currency, w.money_style
    if cur == "UZS":
        return _grouped(amount, S, ",", decimals=False)
    if (cur == "GEL" and style in ("gel_lead", "lari")) or (cur == "USD" and style == "sign"):
        return _grouped(amount, ",", ".")
    return _grouped(amount, S, ",")


def items_table(w: KaravaiWriter) -> None:
    c = w.case
    rows = [[p, str(q), cell(w, u), cell(w, cents(q * u))] for p, q, u in c.items]
    w.add("table", w.rng.choice(V.TABLE_HEADERS[c.currency]), rows)


ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def in_words(n: int) -> str:
    """An amount's whole part in English words ('one million thirty-two thousand four hundred')."""
    def small(k: int) -> str:
        out = []
        if k >= 100:
            out.append(f"{ONES[k // 100]} hundred")
            k %= 100
        if k >= 20:
            out.append(TENS[k // 10] + (f"-{ONES[k % 10]}" if k % 10 else ""))
        elif k or not out:
            out.append(ONES[k])
        return " ".join(out)

    parts = []
    for size, name in ((1_000_000, "million"), (1000, "thousand")):
        if n >= size:
            parts.append(f"{small(n // size)} {name}")
            n %= size
    if n or not parts:
        parts.append(small(n))
    return " ".join(parts)


def total_in_words(w: KaravaiWriter) -> str:
    """'Vsego k oplate propisyu (Total in words): One million ... tenge 00 tiyn': the post-Soviet invoice's total
    spelt out (a line with no digits but the minor units)."""
    total = cents(w.case.total)
    whole, minor = int(total), int((total - int(total)) * 100)
    unit, sub = {"KZT": ("tenge", "tiyn"), "UZS": ("so'm", "tiyin"), "USD": ("US dollars", "cents"),
                 "GEL": ("lari", "tetri")}[w.case.currency]
    words = in_words(whole)
    label = w.pick("Vsego k oplate propisyu (Total in words)", "Jami so'z bilan (Total in words)",
                   "Sul sitqvierad (Total in words)")
    return f"{label}: {words[0].upper()}{words[1:]} {unit} {minor:02d} {sub}"


# --------------------------------------------------------------------------- templates


def invoice(w: KaravaiWriter) -> None:
    """ESF (Kazakhstan), Didox hisob-faktura (Uzbekistan), RS.ge tax invoice (Georgia), with the buyer's tax number."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    head(w, r.choice(V.INVOICE_TITLES[c.currency]))
    if r.random() < 0.7:
        w.add("small", w.pick(
            f"{V.ESF_NOTE}: ESF-{V.SELLER_BIN}-{w.doc.date.strftime('%Y%m%d')}-{kit.digits(r, 8)}",
            f"Faktura ID (Didox): {kit.letters(r, 24, '0123456789abcdef')}",
            f"Seria (Series) EA  |  RS.ge ID {kit.digits(r, 10)}"))
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    if r.random() < 0.5:
        signed = w.date(None, c.order_date - timedelta(days=r.randrange(20, 200)))
        pairs.append((w.pick("Dogovor (Contract)", "Shartnoma (Contract)", "Khelshekruleba (Contract)"),
                      f"№ {r.randrange(3, 99)}/{c.order_date.year % 100} " + w.pick("ot ", "", "") + signed))
    w.block(pairs)
    w.add("gap")
    w.add("line", w.pick("Postavshchik (Supplier): TOO «Karavai Tekhnika», BIN " + V.SELLER_BIN,
                         "Sotuvchi (Seller): «Karavai Texnika» MChJ, STIR 307514298",
                         "Gamqidveli (Seller): Karavai Georgia LLC, s/k 405318774"))
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    if kit.says_we(c):
        w.kv(r.choice(V.COMPANY_LABEL[c.currency]), company(w))
    w.kv(r.choice(V.TAX_ID_LABEL[c.currency]), c.tax_id)
    w.add("line", w.pick("Adres (Address): ", "Manzil (Address): ", "Misamarti (Address): ") + c.address)
    w.add("gap")
    items_table(w)
    w.add("gap")
    word, rate = V.TAX[c.currency]
    tax_label = r.choice([f"{word} {rate.normalize():f}%", f"{word} ({rate.normalize():f}%)",
                          w.pick(f"Summa {word}", f"{word} summasi", f"{word} tankha"), f"{word} amount"])
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)), (tax_label, w.money("tax_amount", c.tax)),
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
    if r.random() < 0.6:
        w.add("para", total_in_words(w))
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_NOTES[c.currency]))
    w.add("line", w.pick("Rukovoditel (Director) ________   Glavnyy bukhgalter (Chief accountant) ________   M.P.",
                         "Rahbar (Director) ________   Bosh hisobchi (Chief accountant) ________   M.O'.",
                         "Direktori (Director) ________   Bechedi (Stamp)"))
    kit.page2(w)


def order_confirmation(w: KaravaiWriter) -> None:
    """A web-shop order mail (cafes buy parts online) or a printed pro-forma 'schet na oplatu' confirming an order."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    o = c.order_id
    if mail(w):
        shop_headers(w, "Web shop", "shop", w.pick(
            [f"Zakaz №{o} prinyat / Order {o} received", f"Your Karavai order {o}"],
            [f"Buyurtma {o} qabul qilindi / Order confirmed", f"Zakaz №{o} prinyat / Order {o} received"],
            [f"Shekveta {o} mighebulia / Order received", f"Your Karavai order {o}"]))
        hello = w.pick(["Zdravstvuyte, {}!", "Dear {},", "Dobryy den, {}!"],
                       ["Assalomu alaykum, {}!", "Dear {},", "Zdravstvuyte, {}!"], ["Gamarjoba, {}!", "Dear {},"])
        w.add("para", hello.format(w.text("customer_name", name)) + f" Thank you for your order at {domain(w)}.")
        kit.order_details(w, r.random() < 0.5, est, name)
        w.add("small", w.pick(["Oplata: Kaspi QR / Kaspi Red. Telegram: @karavai_kz_bot",
                               "Questions? Reply to this e-mail or write to us in Telegram."],
                              ["To'lov: Payme / Click / Uzcard. Telegram: @karavai_uz_bot",
                               "Savollar bo'lsa (questions?) - Telegram: @karavai_uz_bot"],
                              ["Gadakhda: TBC Pay / Apple Pay. Telegram: @karavai_ge",
                               "Questions? Reply to this e-mail."]))
        return
    proforma = f"{r.randrange(100, 999)}-{kit.digits(r, 4)}"
    head(w, w.pick("SCHET NA OPLATU / Pro-forma invoice and order confirmation",
                   "TO'LOV UCHUN HISOB / Pro-forma invoice (order confirmation)",
                   "Shekvetis dadastureba / Order confirmation"))
    w.add("line", w.pick("Schet na oplatu № ", "Hisob № ", "Pro-forma № ") + proforma)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("customer_name"), w.text("customer_name", name)))
    w.block(pairs)
    if kit.says_we(c):
        w.kv(r.choice(V.COMPANY_LABEL[c.currency]), company(w))
    w.add("gap")
    items_table(w)
    w.add("gap")
    word, rate = V.TAX[c.currency]
    w.kv(w.label("order_total"), w.money("order_total", c.total))
    w.add("line", w.pick("(v tom chisle / incl. ", "(shu jumladan / incl. ", "(mat shoris / incl. ")
          + f"{word} {rate.normalize():f}%: {w.money(None, c.tax)})")
    if est:
        w.kv(w.label("delivery_estimate"), w.date("delivery_estimate", est))
    w.kv(w.pick("Schet deystvitelen do (Valid until)", "Amal qilish muddati (Valid until)", "Valid until"),
         w.date(None, c.order_date + timedelta(days=5)))
    w.add("gap")
    w.add("para", w.pick(["Predoplata 100% (100% prepayment). Delivery and installation by our engineers.",
                          "Oplata v techenie 3 bankovskikh dney (payment within 3 banking days).",
                          "Price includes delivery to your city and commissioning (pusko-naladka)."],
                         ["100% oldindan to'lov (100% prepayment). Installation by our engineers.",
                          "Oplata v techenie 3 bankovskikh dney (payment within 3 banking days)."],
                         ["Tsinastsari gadakhda 100% (100% prepayment).",
                          "Price includes delivery within Georgia and installation."]))


def shipping_notice(w: KaravaiWriter) -> None:
    """A warehouse dispatch mail or a printed delivery note (Z-2 nakladnaya, yuk xati, RS.ge zednadebi)."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    o = c.order_id
    if mail(w):
        shop_headers(w, w.pick("Sklad / Warehouse", "Ombor / Warehouse", "Sats'qobi / Warehouse"), "sklad", w.pick(
            [f"Otgruzka po zakazu {o} / Dispatched", f"Your order {o} is on its way"],
            [f"Buyurtma {o} jo'natildi / Shipped", f"Otgruzka po zakazu {o} / Dispatched"],
            [f"Shekveta {o} gagzavnilia / Shipped", f"Your order {o} is on its way"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)}, your goods have left our warehouse in "
                      f"{V.OFFICE[c.currency]}.")
        kit.dispatch_form(w, False, est)
        return
    head(w, w.pick(["NAKLADNAYA NA OTPUSK ZAPASOV (forma Z-2) / Delivery note",
                    "Tovarno-transportnaya nakladnaya (TTN) / Consignment note"],
                   "YUK XATI (TTN) / Waybill - delivery note", "ზედნადები / Zednadebi / Waybill (RS.ge)"))
    if c.currency == "KZT":
        w.add("small", f"SNT № KZ-SNT-0001-{V.SELLER_BIN}-{w.doc.date.strftime('%Y%m%d')}-{kit.digits(r, 8)}")
    elif c.currency == "GEL":
        w.add("small", f"Zednadebis № (RS.ge waybill No.) 0{kit.digits(r, 9)}")
    kit.dispatch_form(w, True, est)
    w.add("gap")
    w.add("line", w.pick("Ves brutto / Gross weight: ", "Brutto og'irligi / Gross weight: ", "Tsona / Gross weight: ")
          + f"{r.randrange(12, 640)} kg   " + w.pick("Mest", "Joylar", "Adgili") + f" (packages): {r.randrange(1, 6)}")
    w.add("line", w.pick("Otpustil (Released by) ________   Poluchil (Received by) ________",
                         "Topshirdi (Handed over) ________   Qabul qildi (Received) ________",
                         "Chaabara (Handed over) ________   Miigho (Received) ________"))


def refund_request(w: KaravaiWriter) -> None:
    """A web returns form, a Telegram chat forwarded by the sales manager, or a claim letter ('pretenziya')."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
        return
    if mail(w) and r.random() < 0.35:
        telegram_chat(w)
        return
    formal = kit.says_we(c)
    o = c.order_id
    subject = w.pick([f"Pretenziya po zakazu {o} / Claim", f"Vozvrat / Return - order {o}"],
                     [f"Da'vo: buyurtma {o} / Claim", f"Vozvrat / Return - order {o}"],
                     [f"Pretenzia - shekveta {o} / Claim", f"Refund request, order {o}"])
    title = w.pick(["PRETENZIYA / CLAIM", "Zayavlenie na vozvrat / Return application"],
                   ["DA'VO XATI / CLAIM LETTER", "PRETENZIYA / CLAIM"], ["Pretenzia / Claim letter"])
    letter_opening(w, subject, title if formal else None)
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (client code {w.ident('customer_id', c.customer_id)})"
    if "rr_case_no" in w.doc.style:
        ref += f", your service ticket {w.ident('case_number', c.case_number)}"
    item = c.return_item[0]
    if formal:
        w.add("para", f"Against our {ref} we received the {item}. We return it to you because "
                      f"{w.text('return_reason', c.reason)}.")
        w.add("para", r.choice(["The amount to be refunded is {}.", "We claim a refund of {} including VAT.",
                                "The cost of the item, {}, was paid in full."]).format(
            w.money("refund_requested", c.requested)))
    else:
        w.add("para", f"I bought the {item} ({ref}). I want to return it because "
                      f"{w.text('return_reason', c.reason)}.")
        w.add("para", r.choice(["I paid {} for it.", "Refund amount: {}.", "It cost me {}."]).format(
            w.money("refund_requested", c.requested)))
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence + (" Otherwise we will go to court." if formal and r.random() < 0.3 else ""))
    if formal and not mail(w):
        w.add("line", w.pick("Prilozhenie (Attachments): ", "Ilova (Attachments): ", "Danartebi (Attachments): ")
              + "schet-faktura, akt priema-peredachi, foto.")
    sign_customer(w)


def returns_form(w: KaravaiWriter) -> None:
    c, r = w.case, w.rng
    title = w.pick(["Zayavka na vozvrat tovara / Return application", "Online return form"],
                   ["Qaytarish arizasi / Return form", "Online return form"],
                   ["Dabrunebis motkhovna / Return form", "Online return form"])
    if mail(w):
        customer_headers(w, f"{title}: {c.order_id}", "service")
        w.add("para", f"Form submitted on {domain(w)}/" + w.pick("vozvrat", "qaytarish", "dabruneba"))
    else:
        head(w, title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.pick("FIO (Full name)", "F.I.Sh. (Full name)", "Sakheli, gvari (Name)"),
                  w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv(w.pick("Sposob vozvrata (Refund to)", "Qaytarish usuli (Refund to)", "Refund to"),
         w.pick(["bank account (IBAN)", "Kaspi Gold card", "Halyk card"], ["bank account", "Payme", "Click", "Uzcard"],
                ["TBC account", "Bank of Georgia card", "bank account (IBAN)"]))
    w.add("gap")
    w.add("line", w.pick("Kommentariy / Comment:", "Izoh (Comment):", "Komentari / Comment:"))
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence)


def telegram_chat(w: KaravaiWriter) -> None:
    """A sales manager forwards the customer's Telegram messages to the service desk."""
    c = w.case
    manager = w.pick(["Madina (sales)", "Ruslan, sales manager"], ["Otabek (savdo bo'limi / sales)", "Dilnoza, sales"],
                     ["Nika (sales)", "Sandro, sales manager"])
    shop_headers(w, "Sales", "sales", f"Fwd: Telegram - vozvrat/return, zakaz {c.order_id}")
    w.doc.email["To"] = f"Karavai Service <service@{domain(w)}>"
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", w.pick("Kollegi, peresylayu perepisku iz Telegram (forwarding the client's Telegram chat).",
                         "Hamkasblar, Telegram yozishmasini yuboryapman (forwarding the client's Telegram chat).",
                         "Forwarding the client's Telegram chat, please handle.") + f" {manager}")
    w.add("gap")
    who = w.text("customer_name", c.name)
    hello = w.pick("Zdravstvuyte", "Assalomu alaykum", "Gamarjobat")
    w.add("line", f"{chat_stamp(w, 2)} {who}: {hello}, zakaz {w.ident('order_id', c.order_id)}")
    w.add("line", f"{chat_stamp(w, 3)} {who}: {c.reason}")
    w.add("line", f"{chat_stamp(w, 9)} Karavai: " + w.pick("Izvinite (sorry)!", "Uzr (sorry)!", "Bodishi (sorry)!")
          + " What amount did you pay for the item?")
    w.add("line", f"{chat_stamp(w, 11)} {who}: {w.money('refund_requested', c.requested)} za {c.return_item[0]}")
    sentence = _expectation(w, w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("line", f"{chat_stamp(w, 12)} {who}: {sentence}")
    w.add("line", f"{chat_stamp(w, 15)} Karavai: " + w.pick("Prinyato, peredali v servis", "Qabul qilindi, servisga "
                                                            "berildi", "Mighebulia, gadavetsit servis")
          + " (passed to the service desk).")
    w.text("return_reason", c.reason)


WAIVED = {"kz": {"restocking fee": "komissiya za vozvrat", "return freight charge": "obratnaya dostavka"},
          "uz": {"restocking fee": "qaytarish komissiyasi", "return freight charge": "qaytarish yetkazmasi"},
          "ge": {"restocking fee": "dabrunebis sakomisio", "return freight charge": "ukan transportireba"}}


def refund_approval(w: KaravaiWriter) -> None:
    """The answer to the claim: a formal letter with the outgoing number, a return act, or a service-desk mail."""
    c, r = w.case, w.rng
    if mail(w):
        n = c.case_number
        shop_headers(w, "Servis / Service", "service", w.pick(
            [f"Otvet na pretenziyu {n} / Decision", f"Return {n}: decision"],
            [f"Da'vo {n} bo'yicha javob / Decision", f"Return {n}: decision"],
            [f"Pasukhi pretenziaze {n} / Decision", f"Return {n}: decision"]))
    else:
        head(w, r.choice([w.pick("AKT VOZVRATA TOVARA / Return act", "QAYTARISH DALOLATNOMASI / Return act",
                                 "Dabrunebis aqti / Return act"),
                          w.pick("Otvet na pretenziyu / Reply to claim", "Da'voga javob / Reply to claim",
                                 "Pasukhi pretenziaze / Reply to claim")]))
        w.add("line", outgoing_ref(w))
    salute = w.pick(["Dear Sirs,", "Uvazhaemyy(-aya) {}!", "Dear {},"], ["Dear Sirs,", "Hurmatli {}!", "Dear {},"],
                    ["Dear Sirs,", "Pativtsemulo {}!", "Dear {},"])
    w.add("para", salute.format(w.text("customer_name", c.name)) if "{}" in salute else salute)
    if c.kind == "rejected":
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("approval_date"), w.date("approval_date", w.doc.date)),
                 (w.label("refund_status"), w.pick(["Otkazano / Rejected", "Otkloneno (Rejected)"],
                                                   ["Rad etildi (Declined)", "Otkazano / Rejected"],
                                                   ["Uarqofilia / Rejected", "Rejected"]))])
        w.set("refund_status", "rejected")
        w.add("para", "Our service engineer inspected the equipment and found that it was connected to 380 V without "
                      "a neutral wire, which burnt the control board. This is not a warranty case, so the return "
                      "cannot be accepted.")
        sign_shop(w)
        return
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), w.pick(["Odobreno / Approved", "Soglasovano (Approved)"],
                                                ["Tasdiqlandi (Approved)", "Odobreno / Approved"],
                                                ["Damtkitsebulia / Approved", "Approved"]))]
    w.block(pairs)
    w.set("refund_status", "approved")
    w.add("gap")
    money = []
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.waiver is not None:
        basis = c.fee_basis
        local = WAIVED[w.loc][basis]
        money.append(r.choice([(f"{local.capitalize()} ({basis})", f"{c.waiver}% waived"),
                               (f"{local.capitalize()} / {basis} waived", f"{c.waiver}%"),
                               ("Fee waiver", f"{c.waiver}% of the {basis}")]))
        w.set("fee_waiver_percent", str(c.waiver), basis=basis)
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised = c.promised if r.random() < 0.7 else None
    in_form = promised and r.random() < 0.5
    if in_form:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    for lab, val in money:  # the money lines one to a line, as a statement of account
        w.kv(lab, val)
    w.add("gap")
    if promised and not in_form:
        w.add("para", w.pick(["The money will be transferred to your account by {}.",
                              "Dengi postupyat na vash schet do {} (the refund reaches you by that date)."],
                             ["Pul {} gacha hisobingizga o'tkaziladi (refund by this date).",
                              "The money will be transferred to your account by {}."],
                             ["Tankha chairitskheba {}-mde (refund by this date).",
                              "The money will be transferred to your account by {}."]).format(
            w.pdate("promised_date", promised)))
    elif not promised:
        w.add("para", "The refund is paid within 10 banking days after the signed return act is received.")
    sign_shop(w)


CHANNELS = {
    "kaspi": ("Kaspi.kz - Vozvrat / Refund receipt", "Nomer kvitantsii (Receipt No.)"),
    "halyk": ("Halyk Bank - Platezhnoe poruchenie / Payment order", "Referens platezha (Payment ref.)"),
    "forte": ("ForteBank - Perevod vypolnen / Transfer completed", "Nomer operatsii (Transaction No.)"),
    "payme": ("Payme - To'lov qaytarildi / Refund completed", "Tranzaksiya ID (Transaction ID)"),
    "click": ("CLICK - Qaytarish cheki / Refund receipt", "Click ID"),
    "kapital": ("Kapitalbank - To'lov topshiriqnomasi / Payment order", "Hujjat raqami (Reference)"),
    "swift": ("SWIFT MT103 payment confirmation", "Transaction reference (field 20)"),
    "tbc": ("TBC Bank - Gadaritskhva shesrulebulia / Transfer executed", "Reference"),
    "bog": ("Bank of Georgia - Payment confirmation", "Operatsiis kodi (Operation code)"),
    "tbcpay": ("TBC Pay - Refund receipt", "Kvitris № (Receipt No.)"),
}


def refund_execution(w: KaravaiWriter) -> None:
    """The payment itself: Kaspi / Halyk / ForteBank (KZ), Payme / Click / Kapitalbank (UZ), SWIFT (USD), TBC / BoG /
    TBC Pay (GE); each with its own receipt wording and reference shape."""
    c, r = w.case, w.rng
    ch = c.pay_channel
    title, ref_label = CHANNELS[ch]
    if mail(w):
        shop_headers(w, w.pick("Bukhgalteriya / Accounts", "Buxgalteriya / Accounts", "Bughalteria / Accounts"), "buh",
                     w.pick([f"Vozvrat sredstv / Refund sent - {c.order_id}", f"Refund for order {c.order_id} sent"],
                            [f"Pul qaytarildi / Refund sent - {c.order_id}", f"Refund for order {c.order_id} sent"],
                            [f"Tankha dabrunebulia / Refund sent - {c.order_id}"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)}, the refund has been sent today. Details:")
        w.add("gap")
        w.add("line", title)
    else:
        head(w, title)
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (ref_label, w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not mail(w):
        pairs.append((w.pick(["Poluchatel (Beneficiary)", "Beneficiary"], ["Qabul qiluvchi (Payee)", "Beneficiary"],
                             ["Mimghebi (Beneficiary)", "Beneficiary"]), w.text("customer_name", c.name)))
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    o = w.ident("order_id", c.order_id)
    pairs.append(w.pick(("Naznachenie platezha (Purpose)", f"vozvrat po zakazu {o}"),
                        ("To'lov maqsadi (Purpose)", f"{o} buyurtma bo'yicha qaytarish"),
                        ("Danishnuleba (Purpose)", f"dabruneba, shekveta {o}")))
    w.block(pairs)
    if ch in ("halyk", "forte", "kapital", "swift", "tbc", "bog"):
        acct = w.pick(f"KZ{kit.digits(r, 2)} 722C {kit.digits(r, 4)} {kit.digits(r, 4)} {kit.digits(r, 4)}",
                      f"h/r 2020 8{kit.digits(r, 3)} {kit.digits(r, 4)} {kit.digits(r, 4)} {kit.digits(r, 4)}",
                      f"GE{kit.digits(r, 2)}BG{kit.digits(r, 16)}")
        w.kv(r.choice(["Schet poluchatelya (Payee account)" if w.loc == "kz" else "Payee account", "Payee account"]),
             acct)
    w.kv(w.pick(["Status", "Status operatsii"], ["Holati (Status)", "Status"], ["Statusi", "Status"]),
         w.pick(["Ispolneno (Executed)", "Completed"], ["Muvaffaqiyatli (Successful)", "Bajarildi (Completed)"],
                ["Shesrulebulia (Done)", "Completed"]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", w.pick("Komissiya banka ne vzimaetsya / No bank fee charged.",
                              "Bank komissiyasi olinmaydi / No bank fee charged.",
                              "Sabanko sakomisio ar ikhdeba / No bank fee charged."))


def warranty_form(w: KaravaiWriter) -> None:
    """A warranty claim (reklamatsionnyy akt / kafolat talabnomasi / garantiis motkhovna), printed or mailed."""
    c, r = w.case, w.rng
    title = w.pick(["REKLAMATSIONNYY AKT / Warranty claim", "Zayavka na garantiynyy remont / Warranty repair request"],
                   ["KAFOLAT TALABNOMASI / Warranty claim", "Kafolat ta'miri arizasi / Warranty repair request"],
                   ["Garantiis motkhovna / Warranty claim"])
    if w.doc.fmt == "text":
        customer_headers(w, f"{title} - {c.warranty_product}", "service")
        w.add("para", f"The following warranty claim was filled in on {domain(w)}/servis.")
    else:
        head(w, title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if w.doc.fmt != "text":
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.pick("Vladelets (Owner)", "Egasi (Owner)", "Mplobeli (Owner)"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv(w.pick("Data vvoda v ekspluatatsiyu (Commissioned)", "Ishga tushirilgan (Commissioned)",
                "Eksploatatsiashi shesvla (Commissioned)"),
         w.date(None, c.order_date + timedelta(days=r.randrange(3, 9))))
    w.kv(w.pick("Narabotka (Running hours)", "Ishlagan soat (Running hours)", "Running hours"),
         f"{r.randrange(80, 1900)} h")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", w.pick(["Trebovanie (Request): [x] remont (repair)  [ ] zamena (replacement)",
                          "Foto i video prilagayutsya (photos and video attached)."],
                         ["Talab (Request): [x] ta'mirlash (repair)  [ ] almashtirish (replacement)",
                          "[x] Repair on site   [ ] Replacement   [ ] Refund"],
                         ["[x] Repair on site   [ ] Replacement   [ ] Refund",
                          "Photo da video tan erteulia (photos and video attached)."]))
    if w.doc.fmt != "text":
        w.add("gap")
        w.add("line", w.pick("Podpis (Signature): ", "Imzo (Signature): ", "Khelmotsera (Signature): ") + c.name
              + (f", {company(w)}" if kit.says_we(c) else ""))


def customer_letter(w: KaravaiWriter) -> None:
    """The customer writes again: refund not received, repair not done, parcel missing, or a rejection protested."""
    c, r = w.case, w.rng
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    if mail(w) and r.random() < 0.3:
        telegram_chaser(w, topic, quoted)
        return
    formal = kit.says_we(c) and not mail(w)
    o = c.order_id
    subject = w.pick([f"Povtorno / Second request - order {o}", f"Re: zakaz {o}", f"Urgent: order {o}"],
                     [f"Takroriy murojaat / Second request - order {o}", f"Re: buyurtma {o}", f"Urgent: order {o}"],
                     [f"Re: shekveta {o}", f"Urgent: order {o}"])
    letter_opening(w, subject, w.pick("PISMO / LETTER", "XAT / LETTER", None) if formal and r.random() < 0.4
                   else None)
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75 and topic != "delivery":
        refs.insert(0, f"claim {w.ident('case_number', c.case_number)}")
    if r.random() < 0.35:
        refs.append(f"client code {w.ident('customer_id', c.customer_id)}")
    if not mail(w):
        w.add("line", w.pick("Kasatelno (Re): ", "Mavzu (Re): ", "Re: ") + ", ".join(refs))
        w.add("gap")
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    we = w.voice == "we"
    if mail(w):
        w.add("para", r.choice([f"{'We are' if we else 'I am'} writing again about {{}}.", "This is about {}.",
                                w.pick("Napominaem (a reminder) about {}.", "Eslatma (a reminder) about {}.",
                                       "A reminder about {}.")]).format(", ".join(refs)))
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice(["In your letter you approved a refund of {}, but the money has not reached the "
                                    "account yet.", "You confirmed a refund of {} and it is still not credited.",
                                    "The approved refund of {} has not been paid so far."]).format(
                w.money("refund_approved", quoted)))
        else:
            w.add("para", f"You accepted {'our' if we else 'my'} return, but the money has still not been credited.")
        with_dl, without = w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", "The approved refund of " + w.money("refund_approved", quoted) + " for the other item "
                          "has arrived, thank you.")
        w.add("para", f"{'Our' if we else 'My'} {c.warranty_product} has been waiting for the service engineer for "
                      "two weeks and nobody has called.")
        with_dl, without = w.vocab.EXPECT_REPAIR_DL, w.vocab.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", f"The goods have not arrived and the {c.carrier} tracking has not changed for days.")
        with_dl, without = w.vocab.EXPECT_DELIVERY_DL, w.vocab.EXPECT_DELIVERY_DL
    else:
        w.add("para", f"{'We do' if we else 'I do'} not agree with your refusal. The machine was installed by your own "
                      "engineer and failed in the first week.")
        with_dl, without = w.vocab.EXPECT_REJECTED, w.vocab.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Please note that the date has changed.",
                                "Our plans have changed since the last letter."]))
    sentence = _expectation(w, with_dl, without, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Thank you.", "Counting on your understanding.",
                                             "Waiting for your answer."]))
    sign_customer(w)


def telegram_chaser(w: KaravaiWriter, topic: str, quoted: Decimal | None) -> None:
    """The customer chases in Telegram; the manager forwards the chat to the service desk."""
    c, r = w.case, w.rng
    manager = w.pick(["Madina (sales)", "Ruslan, sales manager"], ["Otabek (savdo bo'limi / sales)", "Dilnoza, sales"],
                     ["Nika (sales)", "Sandro, sales manager"])
    shop_headers(w, "Sales", "sales", f"Fwd: Telegram - {c.name}, zakaz {c.order_id}")
    w.doc.email["To"] = f"Karavai Service <service@{domain(w)}>"
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", w.pick("Kollegi, klient pishet v Telegram, proshu otvetit (the client writes in Telegram, please "
                         "answer).", "Hamkasblar, mijoz Telegramda yozdi (the client wrote in Telegram).",
                         "The client wrote to us in Telegram, please answer.") + f" {manager}")
    w.add("gap")
    who = w.text("customer_name", c.name)
    ref = f"zakaz {w.ident('order_id', c.order_id)}"
    if topic != "delivery" and r.random() < 0.6:
        ref += f", claim {w.ident('case_number', c.case_number)}"
    w.add("line", f"{chat_stamp(w, 1)} {who}: " + w.pick("Dobryy den", "Assalomu alaykum", "Gamarjobat") + f", {ref}")
    if topic == "refund":
        said = (f"you approved a refund of {w.money('refund_approved', quoted)} but nothing came" if quoted is not None
                else "you accepted the return but the money is still not credited")
        with_dl, without = w.vocab.EXPECT_REFUND_DL, w.vocab.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        said = f"the {c.warranty_product} is still not repaired, the engineer did not come"
        if quoted is not None:
            said = f"the refund of {w.money('refund_approved', quoted)} came, thanks, but " + said
        with_dl, without = w.vocab.EXPECT_REPAIR_DL, w.vocab.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        said = f"the goods have not arrived, {c.carrier} tracking shows nothing new"
        with_dl = without = w.vocab.EXPECT_DELIVERY_DL
    else:
        said = "we do not agree with the refusal, your own engineer installed the machine"
        with_dl = without = w.vocab.EXPECT_REJECTED
    w.add("line", f"{chat_stamp(w, 2)} {who}: {said}")
    if "moved_deadline" in w.doc.style:
        w.add("line", f"{chat_stamp(w, 3)} {who}: the date has changed")
    sentence = _expectation(w, with_dl, without, w.doc.style["deadline_value"])
    w.add("line", f"{chat_stamp(w, 4)} {who}: {sentence}")
    w.add("line", f"{chat_stamp(w, 20)} Karavai: " + w.pick("Utochnim i otvetim (we will check and answer).",
                                                            "Aniqlab javob beramiz (we will check and answer).",
                                                            "Gavarkvevt da gipasukhebt (we will check and answer)."))


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
