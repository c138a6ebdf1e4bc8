"""Sava Dental's documents: the writer (comma decimals with dot thousands, day-first dotted dates with local month
names, desk and customer languages) and one template per document type, each with several forms: printed forms
and letters, web-shop and accounts e-mails, forwarded Viber/WhatsApp chats, bank confirmations, credit notes."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sample_docs import shop_kit as kit
from sample_docs.documents import Writer
from sample_docs.formatting import NBSP, cents, date_truth, email_date, month_end
from sample_docs.shop33 import vocab as V

S = NBSP
MONEY_STYLES = {"EUR": ("after", "after", "code_after", "code", "sym"), "RSD": ("code_after", "din", "code", "dinara"),
                "BAM": ("km", "km", "code_after", "km_before")}
CUSTOMER_MONEY = {"EUR": ("after", "plain", "code_after", "whole"), "RSD": ("din", "plain", "code_after", "whole"),
                  "BAM": ("km", "plain", "code_after", "whole")}
DATE_STYLES = {"si": ("sp", "z", "long", "nz"), "hr": ("sp", "z", "long", "z0"), "rs": ("sp", "z", "long", "z0"),
               "ba": ("z", "z0", "long", "sp"), "en": ("en_long", "z0", "nz", "en_ord")}
CUSTOMER_TYPES = ("refund_request", "customer_letter")


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """'1.234,56 €', 'EUR 1.234,56', '138.450,00 din.', '1.234,56 KM'; customers also write '1234,56 €' or '289 €'."""
    a = cents(amount)
    whole, frac = f"{a:.2f}".split(".")
    num = f"{int(whole):,}".replace(",", ".") + "," + frac
    plain = f"{whole},{frac}"
    if style == "whole":
        style, num = ("plain", f"{int(whole):,}".replace(",", ".")) if frac == "00" else ("plain", plain)
        plain = num
    sym = {"EUR": "€", "RSD": "din", "BAM": "KM"}[currency]
    return {
        "after": f"{num}{S}€", "code_after": f"{num}{S}{currency}", "code": f"{currency}{S}{num}",
        "sym": f"€{S}{num}", "din": f"{num}{S}din.", "dinara": f"{num}{S}dinara", "km": f"{num}{S}KM",
        "km_before": f"KM{S}{num}", "plain": f"{plain}{S}{sym}",
    }[style]


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_text(d: date, style: str) -> str:
    """Day-first dates in a language ('hr:sp' -> '7. 4. 2026.', 'si:long' -> '7. april 2026',
    'hr:long' -> '7. travnja 2026.', 'ba:long' -> '07. april 2026.', 'en:en_ord' -> '7th of April 2026')."""
    lang, kind = style.split(":")
    end = "" if lang in ("si", "en") else "."
    if kind == "sp":
        return f"{d.day}.{S}{d.month}.{S}{d.year}{end}"
    if kind == "z":
        return f"{d.day:02d}.{d.month:02d}.{d.year}{end}"
    if kind == "z0":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if kind == "nz":
        return f"{d.day}.{d.month}.{d.year}"
    if kind == "iso":
        return d.isoformat()
    month = V.MONTHS["en" if kind.startswith("en") else lang][d.month - 1]
    if kind == "en_long":
        return f"{d.day}{S}{month}{S}{d.year}"
    if kind == "en_ord":
        return f"{_ordinal(d.day)}{S}of{S}{month}{S}{d.year}"
    day = f"{d.day:02d}" if lang == "ba" else str(d.day)
    return f"{day}.{S}{month}{S}{d.year}{end}"


def tz(d: date) -> str:
    return V.TZ_SUMMER if d >= date(2026, 3, 29) else V.TZ_WINTER


class SavaWriter(kit.ShopWriter):
    """Prints in the desk's language on the shop's papers and in the customer's (maybe English) on theirs."""

    vocab = V
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    def __init__(self, schema, case, doc, rng):  # noqa: D107 - the kit's writer, re-keyed by desk and language
        Writer.__init__(self, schema, case, doc, rng)
        self.desk = case.desk
        customer = doc.doc_type in CUSTOMER_TYPES
        self.lang = case.lang if customer else self.desk
        self.money_style = rng.choice((CUSTOMER_MONEY if customer else MONEY_STYLES)[case.currency])
        self.date_style = f"{self.lang}:{rng.choice(DATE_STYLES[self.lang])}"
        dv = doc.style.get("deadline_value")
        if isinstance(dv, str) and dv in V.UNRESOLVED_KEYS:
            doc.style["deadline_value"] = V.UNRESOLVED[case.lang][V.UNRESOLVED_KEYS.index(dv)]

    def label(self, key: str) -> str:
        return self.rng.choice(V.LABELS[self.desk][key])

    def deadline_words(self, d: date, allow_relative: bool) -> tuple[str, date]:
        """The customer's relative words (resolved against the document date) or a date after a preposition."""
        r, lang = self.rng, self.case.lang
        if allow_relative and not self.doc.style.get("absolute_only") and r.random() < 0.4:
            words, rule = r.choice(V.RELATIVE_DEADLINES[lang])
            if rule != "month_end":
                return words, self.doc.date + timedelta(days=rule)
            if self.doc.date.day <= 20:
                return words, month_end(self.doc.date)
        style = self.date_style if self.date_style.startswith(lang) else f"{lang}:{DATE_STYLES[lang][0]}"
        return r.choice(V.DEADLINE_WORDS[lang]).format(date_text(d, style)), d

    def sys_date(self, name: str | None, d: date) -> str:
        """A date the way a system prints it (bank, web shop): ISO or zero-padded dots."""
        saved = self.date_style
        self.date_style = f"{self.desk}:{self.rng.choice(['iso', 'z0', 'z0'])}"
        out = self.date(name, d)
        self.date_style = saved
        return out


# --------------------------------------------------------------------------- shared pieces


def is_mail(w: SavaWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def pick(w: SavaWriter, table: dict) -> Any:
    """The desk's (or language's) entry of a per-language table; a list is drawn from."""
    v = table[w.lang] if w.lang in table else table[w.desk]
    return w.rng.choice(v) if isinstance(v, list) else v


def para(w: SavaWriter, text: str) -> None:
    w.add("para", text.replace("din..", "din.").replace("..", "."))


def name_of(w: SavaWriter) -> str:
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name


def letterhead(w: SavaWriter) -> None:
    w.add("head", w.rng.choice(V.HEADS[w.desk]))
    w.add("small", V.LEGAL[w.desk])
    w.add("gap")


def town(case) -> str:
    return case.address.split(", ")[-1].split(" ", 1)[1]


def _hour(w: SavaWriter, lo: int, hi: int) -> tuple[int, int, int]:
    return w.rng.randrange(lo, hi), w.rng.randrange(60), w.rng.randrange(60)


def outlook_sent(d: date, h: int, m: int, lang: str) -> str:
    if lang == "en":  # an English Outlook set to a day-first region
        return f"{d.strftime('%A')}, {d.day} {V.MONTHS['en'][d.month - 1]} {d.year} {h:02d}:{m:02d}"
    wd = V.WEEKDAYS[lang][d.weekday()]
    return f"{wd}, {date_text(d, lang + ':long')} {h:02d}:{m:02d}"


def headers(w: SavaWriter, sender: str, to: str, subject: str, lang: str, hours: tuple[int, int]) -> None:
    """E-mail headers; a message pasted from a local Outlook (text only) names them in the desk's language."""
    d, (h, m, s) = w.doc.date, _hour(w, *hours)
    if w.doc.fmt == "text" and w.rng.random() < 0.45:
        keys = V.OUTLOOK_KEYS.get(lang, ("From", "Sent", "To", "Subject"))
        w.doc.email = {keys[0]: sender, keys[1]: outlook_sent(d, h, m, lang).replace(S, " "), keys[2]: to,
                       keys[3]: subject}
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject, "Date": email_date(d, h, m, s, tz(d))}


def shop_mail(w: SavaWriter, dept: str, subject: str) -> None:
    c = w.case
    sender = f"{V.SHOP} - {V.DEPT[w.desk][dept]} <{V.SENDERS[w.desk][dept]}@{V.DOMAIN}>"
    headers(w, sender, f"{c.name} <{c.email}>", subject, w.desk, (7, 18))


def customer_mail(w: SavaWriter, subject: str) -> None:
    c = w.case
    to = f"{V.SHOP} <{V.SENDERS[w.desk][w.rng.choice(['returns', 'orders'])]}@{V.DOMAIN}>"
    headers(w, f"{c.name} <{c.email}>", to, subject, c.lang, (7, 22))
    w.set("document_date", date_truth(w.doc.date))


def recipient(w: SavaWriter, name: str) -> None:
    """The customer's address block on a printed shop document."""
    w.text("customer_name", name)
    w.add("line", f"{name}, {w.case.title}" if w.rng.random() < 0.4 else name)
    w.add("line", w.case.business)
    w.add("line", w.case.address)
    w.add("gap")


def terms_page(w: SavaWriter) -> None:
    if w.doc.fmt == "pdf_text" and w.rng.random() < 0.35:
        w.add("page")
        w.add("title", V.TERMS[w.desk][0])
        for p in V.TERMS[w.desk][1:]:
            w.add("para", p)


def tax_id_line(w: SavaWriter) -> str:
    """The customer's registration number, a distractor beside the customer number."""
    label = {"si": "ID za DDV kupca", "hr": "OIB kupca", "rs": "PIB kupca", "ba": "JIB kupca"}[w.desk]
    return f"{label}: {w.case.tax_no}"


def hrk(amount: Decimal) -> str:
    k = cents(amount * Decimal("7.5345"))
    return f"{int(k):,}".replace(",", ".") + "," + f"{k:.2f}".split(".")[1]


def sign_customer(w: SavaWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", pick(w, V.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = is_mail(w) and r.random() < 0.2
    w.add("line", c.name.split(" ")[0] if short else (f"{c.name}, {c.title}" if r.random() < 0.5 else c.name))
    if "we" in c.flags or r.random() < 0.5:
        w.add("line", c.business)
    if w.doc.fmt == "email" and r.random() < 0.3:
        w.add("line", {"si": "Poslano z mojega iPhona", "hr": "Poslano s mog iPhonea", "rs": "Poslato sa mog iPhone-a",
                       "ba": "Poslano sa mog Samsung Galaxy uređaja", "en": "Sent from my iPhone"}[c.lang])


def quote_auto_reply(w: SavaWriter) -> None:
    """Under some customer e-mails: the shop's automatic reply, quoted, with its earlier date."""
    if not (is_mail(w) and w.doc.style.get("quote")):
        return
    r, lang = w.rng, w.case.lang
    earlier = w.doc.date - timedelta(days=r.randrange(1, 5))
    h, m = r.randrange(8, 17), r.randrange(60)
    who = f"{V.SHOP} <{V.SENDERS[w.desk]['returns']}@{V.DOMAIN}>"
    head = {"si": f"V {V.WEEKDAYS['si'][earlier.weekday()][:3]}., {date_text(earlier, 'si:sp')} ob {h}:{m:02d} je {who} napisal(a):",
            "hr": f"Dana {date_text(earlier, 'hr:long')} u {h}:{m:02d}, {who} je napisao:",
            "rs": f"Dana {date_text(earlier, 'rs:z')} u {h}:{m:02d}, {who} je napisao/la:",
            "ba": f"Dana {date_text(earlier, 'ba:z')} u {h}:{m:02d}, {who} je napisao/la:",
            "en": f"On {date_text(earlier, 'en:en_long')} at {h}:{m:02d}, {who} wrote:"}[lang]
    w.add("gap")
    w.add("line", head)
    w.add("quote", V.AUTO_REPLY[lang])
    w.add("quote", f"{V.SHOP} | {V.CITY[w.desk]}")


def expectation(w: SavaWriter, key_dl: str, key_no: str) -> str:
    """The expectation sentence (truth) and the deadline it states; a date ending in its own dot ends the sentence."""
    r, lang, deadline = w.rng, w.case.lang, w.doc.style["deadline_value"]
    if deadline is None:
        sentence = r.choice(V.EXPECT[key_no][lang])
    elif isinstance(deadline, str):
        sentence = r.choice(V.EXPECT[key_dl][lang]).format(dl=deadline)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        phrase, value = w.deadline_words(deadline, bool(w.doc.style.get("relative_ok")))
        sentence = r.choice(V.EXPECT[key_dl][lang]).format(dl=phrase)
        w.set("customer_deadline", date_truth(value))
        w.case.deadline = value
    sentence = sentence.replace("..", ".")
    w.text("customer_expectation", sentence)
    return sentence


def chat(w: SavaWriter, msgs: list[tuple[str, str]]) -> None:
    """Messages copied out of Viber or WhatsApp, in one of three export styles, minutes apart."""
    r, d = w.rng, w.doc.date
    kind = r.choice(["wa_ios", "wa_android", "viber"])
    t = r.randrange(8 * 60, 17 * 60)
    if kind == "viber":
        w.add("line", f"— {d.strftime('%d.%m.%Y')}. —")
    for who, text in msgs:
        t += r.randrange(1, 6)
        hh, mm = divmod(t, 60)
        stamp = {"wa_ios": f"[{d.strftime('%d.%m.%y')}, {hh:02d}:{mm:02d}:{r.randrange(60):02d}] {who}:",
                 "wa_android": f"{d.strftime('%d.%m.%Y')}, {hh:02d}:{mm:02d} - {who}:",
                 "viber": f"[{hh:02d}:{mm:02d}] {who}:"}[kind]
        w.add("line", f"{stamp} {text}")


STAFF = {"si": ["Maja (prodaja LJ)", "Jure Kos"], "hr": ["Kristina (prodaja ZG)", "Ante Perić"],
         "rs": ["Marija (prodaja BG)", "Stefan Ilić"], "ba": ["Azra (prodaja SA)", "Haris Delić"]}
FORWARD = {"si": "Posredujem sporočila stranke iz aplikacije {app}, prosim za obdelavo.",
           "hr": "Prosljeđujem poruke kupca iz aplikacije {app}, molim obradu.",
           "rs": "Prosleđujem poruke kupca iz aplikacije {app}, molim obradu.",
           "ba": "Prosljeđujem poruke kupca iz aplikacije {app}, molim obradu."}


def forwarded_chat(w: SavaWriter, subject: str) -> str:
    """A desk colleague forwards a customer's chat to the returns mailbox; returns the app's name."""
    r, desk = w.rng, w.desk
    app = r.choice(["Viber", "WhatsApp"])
    staff = r.choice(STAFF[desk])
    sender = f"{staff} <{V.SENDERS[desk]['orders']}@{V.DOMAIN}>"
    headers(w, sender, f"{V.SHOP} - {V.DEPT[desk]['returns']} <{V.SENDERS[desk]['returns']}@{V.DOMAIN}>",
            f"Fwd: {app} - {subject}", desk, (8, 18))
    w.set("document_date", date_truth(w.doc.date))
    w.add("para", FORWARD[desk].format(app=app))
    return app


# --------------------------------------------------------------------------- invoice

INVOICE_MAIL = {"si": ("e-račun {inv}", "Spoštovani, v priponki vam pošiljamo e-račun za vaše naročilo. Povzetek:"),
                "hr": ("e-Račun {inv}", "Poštovani, putem sustava e-računa dostavljamo vam račun. Sažetak:"),
                "rs": ("Faktura {inv} (SEF)", "Poštovani, faktura je poslata preko Sistema e-faktura (SEF). Rezime:"),
                "ba": ("Faktura {inv}", "Poštovani, u prilogu vam šaljemo fakturu za vašu narudžbu. Sažetak:")}
DUE = {"si": "Rok plačila", "hr": "Dospijeće", "rs": "Valuta plaćanja", "ba": "Rok plaćanja"}
SUPPLY = {"si": "Datum opravljene dobave", "hr": "Datum isporuke", "rs": "Datum prometa", "ba": "Datum isporuke"}
PAY_REF = {"si": "Sklic: SI00 {n}", "hr": "Model: HR00   Poziv na broj odobrenja: {n}", "rs": "Model: 97   Poziv na broj: {n}",
           "ba": "Referenca uplate: {n}"}


def invoice(w: SavaWriter) -> None:
    """A printed invoice (some as invoice-and-delivery-note, some e-invoice printouts) or an e-invoice notice mail."""
    c, r, desk = w.case, w.rng, w.desk
    name = name_of(w)
    inv = w.ident("invoice_number", c.invoice_number)
    refs = [(w.label("invoice_number"), inv), (w.label("invoice_date"), w.date("document_date", w.doc.date)),
            (w.label("order_id"), w.ident("order_id", c.order_id)),
            (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        refs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    tax_word, rate = V.TAX[desk]
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_LABELS[desk]).format(r=f"{rate.normalize():f}"), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if is_mail(w):
        subject, lead = INVOICE_MAIL[desk]
        shop_mail(w, "accounts", subject.format(inv=inv))
        w.add("para", lead)
        w.block(refs)
        w.kv(w.label("customer_name"), w.text("customer_name", name))
        w.add("gap")
        for lab, val in totals:
            w.kv(lab, val)
        w.add("gap")
        w.add("line", f"{DUE[desk]}: {w.date(None, w.doc.date + timedelta(days=r.choice([8, 15, 30])))}")
        w.add("small", V.LEGAL[desk])
        return
    letterhead(w)
    title = r.choice(V.TITLES["invoice"][desk])
    w.add("title", title if "ŠT." not in title else f"{title} {inv}")
    if r.random() < 0.3:
        for lab, val in refs:
            w.add("rkv", lab, val)
        w.add("gap")
    else:
        w.block(refs)
        w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", c.business)
    w.add("line", c.address)
    if r.random() < 0.6:
        w.add("line", tax_id_line(w))
    w.add("gap")
    if r.random() < 0.5:
        w.add("line", f"{SUPPLY[desk]}: {w.date(None, w.doc.date)}   {DUE[desk]}: "
                      f"{w.date(None, w.doc.date + timedelta(days=r.choice([8, 15, 30])))}")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[desk]), rows)
    w.add("gap")
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    elif r.random() < 0.5:
        for lab, val in totals:
            w.add("rkv", lab, val)
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("line", PAY_REF[desk].format(n=f"{c.invoice_number.replace('/', '-')}"))
    if desk == "hr" and r.random() < 0.5:
        w.add("small", f"JIR: {kit.letters(w.rng, 8, '0123456789abcdef')}-{kit.letters(w.rng, 4, '0123456789abcdef')}-"
                       f"{kit.letters(w.rng, 4, '0123456789abcdef')}")
    if desk == "hr" and r.random() < 0.6:
        w.add("small", f"Fiksni tečaj konverzije 1 EUR = 7,53450 HRK. Informativno: {hrk(c.total)} kn")
    if desk == "rs":  # every Serbian B2B invoice goes through the state e-invoice system (SEF)
        w.add("small", f"SEF ID: {kit.digits(r, 8)}   Mesto prometa: Beograd   Šifra delatnosti: 4646")
    if desk == "si" and r.random() < 0.4:
        w.add("small", "Plačilo z UPN QR ali na TRR. Pri plačilu navedite sklic.")
    w.add("small", {"si": "Račun izdal: Maja Novak", "hr": "Račun izdao: operater 03 (Kristina B.)",
                    "rs": "Fakturisao: Marija Stojanović", "ba": "Fakturisala: Azra Mehić"}[desk])
    terms_page(w)


# --------------------------------------------------------------------------- order confirmation

OC_SUBJECT = {"si": ["Potrditev naročila {o}", "Vaše naročilo {o} je sprejeto"],
              "hr": ["Potvrda narudžbe {o}", "Vaša narudžba {o} je zaprimljena"],
              "rs": ["Potvrda porudžbine {o}", "Vaša porudžbina {o} je primljena"],
              "ba": ["Potvrda narudžbe {o}", "Vaša narudžba {o} je zaprimljena"]}
OC_PROSE = {"si": "Vaše naročilo {o} z dne {d} v skupni vrednosti {t} (z DDV) smo prejeli in potrdili.",
            "hr": "Vašu narudžbu {o} od {d} u ukupnom iznosu od {t} (s PDV-om) zaprimili smo i potvrđujemo je.",
            "rs": "Vašu porudžbinu {o} od {d} u ukupnom iznosu od {t} (sa PDV-om) smo primili i potvrđujemo je.",
            "ba": "Vašu narudžbu {o} od {d} u ukupnom iznosu od {t} (sa PDV-om) smo zaprimili i potvrđujemo je."}
OC_EST = {"si": "Blago bo predvidoma dostavljeno {e}.", "hr": "Očekivani datum isporuke je {e}",
          "rs": "Očekivani datum isporuke je {e}", "ba": "Roba bi trebala biti isporučena {e}"}
OC_HELLO = {"si": "Spoštovani/-a {n},", "hr": "Poštovani/a {n},", "rs": "Poštovani/a {n},", "ba": "Poštovani/a {n},"}
OC_PROFORMA = {"si": ("Predračun št.", "Velja do"), "hr": ("Ponuda br.", "Ponuda vrijedi do"),
               "rs": ("Predračun br.", "Važi do"), "ba": ("Predračun br.", "Važi do")}


def order_confirmation(w: SavaWriter) -> None:
    """A web-shop confirmation mail (prose or summary) or a printed confirmation, some titled as a pro-forma."""
    c, r, desk = w.case, w.rng, w.desk
    name = name_of(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    cust = r.random() < 0.65 or "typo_here" in w.doc.style
    if is_mail(w):
        shop_mail(w, "orders", r.choice(OC_SUBJECT[desk]).format(o=c.order_id))
        w.add("line", OC_HELLO[desk].format(n=w.text("customer_name", name)))
        w.add("gap")
        if r.random() < 0.5:
            para(w, OC_PROSE[desk].format(o=w.ident("order_id", c.order_id), d=w.date("order_date", c.order_date),
                                          t=w.money("order_total", c.total)))
            if est:
                para(w, OC_EST[desk].format(e=w.date("delivery_estimate", est)) + ".")
            if cust:
                w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
            return
    else:
        letterhead(w)
        title = r.choice(V.TITLES["order_confirmation"][desk])
        w.add("title", title)
        if any(x in title for x in ("PREDRAČUN", "PONUDA")):
            lab, valid = OC_PROFORMA[desk]
            w.add("line", f"{lab} {kit.digits(r, 2)}-{kit.digits(r, 4)}   {valid}: "
                          f"{w.date(None, c.order_date + timedelta(days=15))}")
        recipient(w, name)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[desk]), rows)
    w.add("gap")
    tail = [(w.label("order_total"), w.money("order_total", c.total))]
    if est:
        tail.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(tail)
    w.add("gap")
    w.add("small", {"si": "Cene so brez DDV, skupni znesek vključuje DDV 22 %. Plačilo: 15 dni po dobavi.",
                    "hr": "Cijene su bez PDV-a, ukupni iznos uključuje PDV 25 %. Plaćanje: 15 dana od isporuke.",
                    "rs": "Cene su bez PDV-a, ukupan iznos uključuje PDV 20 %. Plaćanje: 15 dana od isporuke.",
                    "ba": "Cijene su bez PDV-a, ukupni iznos uključuje PDV 17 %. Plaćanje: 15 dana od isporuke."}[desk])


# --------------------------------------------------------------------------- shipping notice

SHIP_SUBJECT = {"si": ["Vaše naročilo {o} je odpremljeno", "Pošiljka za naročilo {o}"],
                "hr": ["Pošiljka za narudžbu {o} je poslana", "Vaša narudžba {o} je otpremljena"],
                "rs": ["Vaša porudžbina {o} je poslata", "Pošiljka za porudžbinu {o}"],
                "ba": ["Narudžba {o} je otpremljena", "Pošiljka za narudžbu {o}"]}
SHIP_LEAD = {"si": "Vaša pošiljka je bila predana dostavni službi.", "hr": "Vaša pošiljka predana je dostavnoj službi.",
             "rs": "Vaša pošiljka je predata kurirskoj službi.", "ba": "Vaša pošiljka je predana kurirskoj službi."}
PARCEL = {"si": "Število paketov: {n}   Teža: {kg} kg", "hr": "Broj paketa: {n}   Masa: {kg} kg",
          "rs": "Broj paketa: {n}   Težina: {kg} kg", "ba": "Broj paketa: {n}   Težina: {kg} kg"}
DELIVERY_NO = {"si": "Dobavnica št.", "hr": "Otpremnica br.", "rs": "Otpremnica br.", "ba": "Otpremnica br."}
SIGNS = {"si": "Izdal: ____________      Prevzel: ____________", "hr": "Izdao: ____________      Preuzeo: ____________",
         "rs": "Izdao: ____________      Primio: ____________", "ba": "Izdao: ____________      Preuzeo: ____________"}


def shipping_notice(w: SavaWriter) -> None:
    """A dispatch mail from the warehouse or a printed delivery note (dobavnica / otpremnica) with its own number."""
    c, r, desk = w.case, w.rng, w.desk
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.55) else None
    mail = is_mail(w)
    if mail:
        shop_mail(w, "ship", r.choice(SHIP_SUBJECT[desk]).format(o=c.order_id))
        w.add("line", OC_HELLO[desk].format(n=w.text("customer_name", c.name)))
        w.add("gap")
        w.add("para", SHIP_LEAD[desk])
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["shipping_notice"][desk]))
        w.add("line", f"{DELIVERY_NO[desk]} {kit.digits(r, 3)}-{kit.digits(r, 5)}")
        w.add("gap")
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
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
    if not mail:
        w.add("line", c.business)
        w.add("line", c.address)
        w.add("gap")
    w.add("grid", [{"si": "Artikel", "hr": "Artikl", "rs": "Artikal", "ba": "Artikal"}[desk], "Kol."],
          [[p, str(q)] for p, q, _ in c.items])
    heavy = any(h in p for p, _, _ in c.items for h in V.HEAVY)
    kg = r.randrange(150, 480) if heavy else r.randrange(4, 40)
    w.add("line", PARCEL[desk].format(n=r.choice([1, 1, 2]), kg=f"{kg / 10:.1f}".replace(".", ",")))
    if not mail:
        w.add("gap")
        w.add("line", SIGNS[desk])


# --------------------------------------------------------------------------- refund request

RR_SUBJECT = {"si": ["Reklamacija - naročilo {o}", "Vračilo blaga, naročilo {o}"],
              "hr": ["Reklamacija - narudžba {o}", "Povrat robe, narudžba {o}"],
              "rs": ["Reklamacija - porudžbina {o}", "Povraćaj robe, porudžbina {o}"],
              "ba": ["Reklamacija - narudžba {o}", "Povrat robe, narudžba {o}"],
              "en": ["Complaint - order {o}", "Return of goods, order {o}"]}
RR_REF = {"si": "Pišem vam glede naročila {o}{x}.", "hr": "Obraćam vam se u vezi narudžbe {o}{x}.",
          "rs": "Obraćam vam se u vezi porudžbine {o}{x}.", "ba": "Obraćam vam se u vezi narudžbe {o}{x}.",
          "en": "We are writing regarding order {o}{x}."}
RR_CUST = {"si": " (šifra kupca {v})", "hr": " (šifra kupca {v})", "rs": " (šifra kupca {v})", "ba": " (šifra kupca {v})",
           "en": " (customer code {v})"}
RR_CASE = {"si": ", reklamacija št. {v}", "hr": ", reklamacija br. {v}", "rs": ", reklamacija br. {v}",
           "ba": ", reklamacija br. {v}", "en": ", complaint no. {v}"}
RR_ITEM = {"si": "Vračamo artikel {p}. Razlog vračila: {why}.", "hr": "Vraćamo artikl {p}. Razlog povrata: {why}.",
           "rs": "Vraćamo artikal {p}. Razlog vraćanja: {why}.", "ba": "Vraćamo artikal {p}. Razlog povrata: {why}.",
           "en": "We are returning the {p} because {why}."}
RR_AMOUNT = {"si": ["Za artikel smo plačali {a} in prosimo za vračilo tega zneska.", "Zahtevamo vračilo v višini {a}."],
             "hr": ["Za taj artikl platili smo {a} te tražimo povrat tog iznosa.", "Tražimo povrat u iznosu od {a}."],
             "rs": ["Za taj artikal smo platili {a} i tražimo povraćaj tog iznosa.", "Tražimo povraćaj u iznosu od {a}."],
             "ba": ["Za taj artikal smo platili {a} i tražimo povrat tog iznosa.", "Tražimo povrat u iznosu od {a}."],
             "en": ["We paid {a} for it and ask refund of this amount.", "We ask for refund in amount of {a}."]}
RR_OVER = {"si": "Zahtevamo vračilo celotnega računa in naših stroškov, skupaj {a}.",
           "hr": "Tražimo povrat cijelog računa uvećanog za naše troškove, ukupno {a}.",
           "rs": "Tražimo povraćaj celog računa uvećanog za naše troškove, ukupno {a}.",
           "ba": "Tražimo povrat cijelog računa uvećanog za naše troškove, ukupno {a}.",
           "en": "We ask refund of the whole invoice plus our costs, in total {a}."}
RR_OVER_NOTE = {"si": "Znesek vključuje tudi povratno pošiljko in izgubljen delovni čas.",
                "hr": "Iznos uključuje i povratnu dostavu te izgubljeno radno vrijeme.",
                "rs": "Iznos uključuje i povratnu dostavu i izgubljeno radno vreme.",
                "ba": "Iznos uključuje i povratnu dostavu i izgubljeno radno vrijeme.",
                "en": "The amount includes also return shipping and our lost working time."}
RETURN_ITEM = {"si": ["Artikel", "Vrnjeni artikel"], "hr": ["Artikl", "Vraćeni artikl"],
               "rs": ["Artikal", "Vraćeni artikal"], "ba": ["Artikal", "Vraćeni artikal"]}
FORM_NOTE = {"si": "Opombe:", "hr": "Napomena:", "rs": "Napomena:", "ba": "Napomena:"}
FORM_PAY = {"si": "Način vračila:  [x] nakazilo na TRR   [ ] dobropis", "hr": "Način povrata:  [x] uplata na IBAN   [ ] bon",
            "rs": "Način povraćaja:  [x] uplata na tekući račun   [ ] vaučer",
            "ba": "Način povrata:  [x] uplata na račun   [ ] zamjena robe"}
FORM_SIGN = {"si": "Podpis", "hr": "Potpis", "rs": "Potpis", "ba": "Potpis"}
RR_CHAT = {
    "si": ["Pozdravljeni, imamo težavo z naročilom {o}", "Koliko ste plačali za artikel?", "Kako želite vračilo?"],
    "hr": ["Dobar dan, imamo problem s narudžbom {o}", "Koliko ste platili artikl?", "Kako želite povrat?"],
    "rs": ["Dobar dan, imamo problem sa porudžbinom {o}", "Koliko ste platili artikal?", "Kako želite povraćaj?"],
    "ba": ["Dobar dan, imamo problem sa narudžbom {o}", "Koliko ste platili artikal?", "Kako želite povrat?"],
    "en": ["Hello, we have a problem with order {o}", "How much did you pay for the item?", "How would you like the refund?"]}


def opening_letter(w: SavaWriter, subject: str) -> None:
    """A customer's printed letter: sender block, town and date (the document date), the shop, the subject line."""
    c, r = w.case, w.rng
    w.add("line", c.business)
    w.add("line", c.address)
    w.add("gap")
    printed = f"{town(c)}, {w.date('document_date', w.doc.date)}"
    w.add("rline" if r.random() < 0.5 else "line", printed)
    w.add("gap")
    w.add("line", "Sava Dental d.o.o." + (" Sarajevo" if w.desk == "ba" else ""))
    w.add("line", {"si": "Služba za reklamacije", "hr": "Odjel reklamacija", "rs": "Služba za reklamacije",
                   "ba": "Služba za reklamacije"}[w.desk])
    w.add("line", V.LEGAL[w.desk].split(" | ")[1])
    w.add("gap")
    w.add("line", {"en": "Subject: "}.get(c.lang, "Predmet: ") + subject)
    w.add("gap")


def refund_request(w: SavaWriter) -> None:
    """A customer's e-mail or letter, a filled-in returns form, or a chat a colleague forwards."""
    c, r, lang = w.case, w.rng, w.case.lang
    over = c.requested > c.total
    subject = r.choice(RR_SUBJECT[lang]).format(o=c.order_id)
    if "form" in w.doc.style and lang != "en":
        return returns_form(w)
    if is_mail(w) and r.random() < 0.45:
        forwarded_chat(w, subject)
        who = w.text("customer_name", c.name)
        shop = f"Sava Dental {V.CITY[w.desk]}"
        ask = RR_CHAT[lang]
        reason = w.text("return_reason", c.reason[0].upper() + c.reason[1:])
        msgs = [(who, ask[0].format(o=w.ident("order_id", c.order_id))), (who, reason),
                (shop, ask[1]), (who, money_line(w, over)), (shop, ask[2])]
        msgs.append((who, expectation(w, "refund_dl", "refund_no_dl")))
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        opening_letter(w, subject)
    w.add("line", pick(w, V.GREETINGS))
    w.add("gap")
    extra = ""
    if "rr_case_no" in w.doc.style:
        extra += RR_CASE[lang].format(v=w.ident("case_number", c.case_number))
    if r.random() < 0.4:
        extra += RR_CUST[lang].format(v=w.ident("customer_id", c.customer_id))
    para(w, RR_REF[lang].format(o=w.ident("order_id", c.order_id), x=extra))
    para(w, RR_ITEM[lang].format(p=c.return_item[0], why=w.text("return_reason", c.reason)))
    para(w, money_line(w, over))
    if w.desk == "hr" and r.random() < 0.5:
        para(w, r.choice(V.HRK_ASIDES[lang if lang == "en" else "hr"]).format(k=hrk(c.return_item[2] * Decimal("0.9"))))
    para(w, expectation(w, "refund_dl", "refund_no_dl") + " " + pick(w, V.THANKS))
    sign_customer(w)
    quote_auto_reply(w)


def money_line(w: SavaWriter, over: bool) -> str:
    c, lang = w.case, w.case.lang
    amount = w.money("refund_requested", c.requested)
    if over:
        return RR_OVER[lang].format(a=amount) + " " + RR_OVER_NOTE[lang]
    return w.rng.choice(RR_AMOUNT[lang]).format(a=amount)


def returns_form(w: SavaWriter) -> None:
    """The shop's returns form, filled in by the customer: printed (scanned, faxed) or as the web form's mail."""
    c, r, desk = w.case, w.rng, w.desk
    title = r.choice(V.TITLES["return_form"][desk])
    if is_mail(w):
        customer_mail(w, f"{title} - {c.order_id}")
        w.add("para", {"si": "Spletni obrazec je bil oddan na savadental.example:",
                       "hr": "Web obrazac predan je na savadental.example:",
                       "rs": "Veb obrazac je poslat sa savadental.example:",
                       "ba": "Web obrazac je poslan sa savadental.example:"}[desk])
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((r.choice(RETURN_ITEM[desk]), c.return_item[0]))
    w.block(pairs)
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(w.label("return_reason"), w.text("return_reason", reason))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.add("line", FORM_PAY[desk])
    w.add("gap")
    w.add("line", FORM_NOTE[desk])
    para(w, expectation(w, "refund_dl", "refund_no_dl"))
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"{FORM_SIGN[desk]}: {c.name}")


# --------------------------------------------------------------------------- refund approval

APPROVE_LEAD = {"si": "Vašo reklamacijo smo pregledali in jo odobrili.", "hr": "Vašu reklamaciju smo pregledali i prihvatili.",
                "rs": "Vašu reklamaciju smo pregledali i usvojili.", "ba": "Vašu reklamaciju smo pregledali i usvojili."}
APPROVE_SUBJECT = {"si": "Odgovor na reklamacijo {k}", "hr": "Odgovor na reklamaciju {k}",
                   "rs": "Odgovor na reklamaciju {k}", "ba": "Odluka o reklamaciji {k}"}
PROMISE = {"si": ["Znesek bomo nakazali na vaš TRR najkasneje do {d}.", "Vračilo bo na vašem računu do {d}."],
           "hr": ["Iznos ćemo uplatiti na vaš IBAN najkasnije do {d}", "Povrat će biti na vašem računu do {d}"],
           "rs": ["Iznos ćemo uplatiti na vaš tekući račun najkasnije do {d}", "Povraćaj će biti na vašem računu do {d}"],
           "ba": ["Iznos ćemo uplatiti na vaš račun najkasnije do {d}", "Povrat će biti na vašem računu do {d}"]}
NO_PROMISE = {"si": "Vračilo izvedemo v 8 delovnih dneh.", "hr": "Povrat se izvršava u roku od 8 radnih dana.",
              "rs": "Povraćaj se vrši u roku od 8 radnih dana.", "ba": "Povrat se vrši u roku od 8 radnih dana."}
WAIVE = {"si": "Odpis ({b})", "hr": "Otpis ({b})", "rs": "Otpis ({b})", "ba": "Otpis ({b})"}
DEDUCT = {"si": "Odbitek ({b})", "hr": "Umanjenje ({b})", "rs": "Umanjenje ({b})", "ba": "Umanjenje ({b})"}
SIGNATURE = {"si": "Služba za reklamacije, Sava Dental d.o.o.", "hr": "Odjel reklamacija, Sava Dental d.o.o.",
             "rs": "Služba za reklamacije, Sava Dental doo Beograd", "ba": "Služba za reklamacije, Sava Dental d.o.o. Sarajevo"}
CREDIT_NO = {"si": "Dobropis št.", "hr": "Odobrenje br.", "rs": "Knjižno odobrenje br.", "ba": "Knjižno odobrenje br."}
CREDIT_FOR = {"si": "K računu št.", "hr": "Za račun br.", "rs": "Po računu br.", "ba": "Po fakturi br."}
CREDIT_TOTAL = {"si": ["Znesek dobropisa", "Skupaj v dobro kupca"], "hr": ["Iznos odobrenja", "Ukupno u korist kupca"],
                "rs": ["Iznos knjižnog odobrenja", "Ukupno u korist kupca"],
                "ba": ["Iznos knjižnog odobrenja", "Ukupno u korist kupca"]}
REJECT_WHY = {"si": "Serviser je pri pregledu ugotovil mehanske poškodbe zaradi padca, zato reklamacije ne moremo odobriti.",
              "hr": "Serviser je pregledom utvrdio mehanička oštećenja nastala padom, stoga reklamaciju ne možemo prihvatiti.",
              "rs": "Serviser je pregledom utvrdio mehanička oštećenja nastala padom, zato reklamaciju ne možemo da usvojimo.",
              "ba": "Serviser je pregledom utvrdio mehanička oštećenja nastala padom, zato reklamaciju ne možemo usvojiti."}


def refund_approval(w: SavaWriter) -> None:
    """The returns desk's decision: a letter or mail with the amounts, a credit note, or a rejection."""
    c, r, desk = w.case, w.rng, w.desk
    if c.kind == "rejected":
        return rejection(w)
    if not is_mail(w) and r.random() < 0.55:
        return credit_note(w)
    if is_mail(w):
        shop_mail(w, "returns", APPROVE_SUBJECT[desk].format(k=c.case_number))
        w.add("line", OC_HELLO[desk].format(n=w.text("customer_name", c.name)))
        w.add("gap")
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["approval"][desk]))
        recipient(w, c.name)
    w.add("para", APPROVE_LEAD[desk])
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("approval_date"), w.date("approval_date", w.doc.date)),
              (w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"][desk]))]
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    if r.random() < 0.55:
        money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
    if c.fee_basis:
        if c.waiver:
            money.append((WAIVE[desk].format(b=c.fee_basis), f"{c.waiver}{r.choice([' %', '%'])}"))
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        else:
            money.append((DEDUCT[desk].format(b=c.fee_basis), "-" + w.money(None, getattr(c, "fee"))))
    money.append((w.label("refund_approved"), w.money("refund_approved", c.approved)))
    promised, in_block = (c.promised if r.random() < 0.75 else None), r.random() < 0.5
    if promised and in_block:
        money.append((w.label("promised_date"), w.date("promised_date", promised)))
    w.block(money)
    w.add("gap")
    if promised and not in_block:
        para(w, r.choice(PROMISE[desk]).format(d=w.date("promised_date", promised)) + ".")
    elif not promised:
        w.add("para", NO_PROMISE[desk])
    w.add("gap")
    w.add("line", SIGNATURE[desk])


def credit_note(w: SavaWriter) -> None:
    """A credit note (dobropis / knjižno odobrenje): its own number, the invoice it corrects, negative lines and
    their tax, the amount credited to the customer (the approved refund)."""
    c, r, desk = w.case, w.rng, w.desk
    letterhead(w)
    w.add("title", r.choice(V.TITLES["credit_note"][desk]))
    w.add("line", f"{CREDIT_NO[desk]} {r.choice(['DB', 'KO', 'OD'])}-26-{kit.digits(r, 4)}    "
                  f"{CREDIT_FOR[desk]} {c.invoice_number}")
    w.add("gap")
    recipient(w, c.name)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date))]
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rate = c.tax_label_rate
    net = cents(c.approved / (1 + rate / 100))
    w.add("table", r.choice(V.TABLE_HEADERS[desk]), [[c.return_item[0], "-1", w.money(None, net), "-" + w.money(None, net)]])
    w.add("gap")
    tax_word = V.TAX[desk][0]
    w.kv(f"{tax_word} {rate.normalize():f} %", "-" + w.money(None, c.approved - net))
    w.kv(r.choice(CREDIT_TOTAL[desk]), w.money("refund_approved", c.approved))
    w.kv(w.label("refund_status"), r.choice(V.STATUS_WORDS["approved"][desk]))
    w.set("refund_status", "approved")
    w.add("gap")
    if r.random() < 0.5:
        para(w, r.choice(PROMISE[desk]).format(d=w.date("promised_date", c.promised)) + ".")
    else:
        w.add("para", NO_PROMISE[desk])
    w.add("line", SIGNATURE[desk])


def rejection(w: SavaWriter) -> None:
    c, r, desk = w.case, w.rng, w.desk
    if is_mail(w):
        shop_mail(w, "returns", APPROVE_SUBJECT[desk].format(k=c.case_number))
        w.add("line", OC_HELLO[desk].format(n=w.text("customer_name", c.name)))
        w.add("gap")
    else:
        letterhead(w)
        w.add("title", r.choice(V.TITLES["rejection"][desk]))
        recipient(w, c.name)
    w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("approval_date"), w.date("approval_date", w.doc.date)),
             (w.label("refund_status"), r.choice(V.STATUS_WORDS["rejected"][desk]))])
    w.set("refund_status", "rejected")
    w.add("gap")
    w.add("para", REJECT_WHY[desk])
    w.add("line", SIGNATURE[desk])


# --------------------------------------------------------------------------- refund execution

EXEC_SUBJECT = {"si": "Vračilo izvedeno - naročilo {o}", "hr": "Povrat sredstava izvršen - narudžba {o}",
                "rs": "Povraćaj sredstava izvršen - porudžbina {o}", "ba": "Povrat sredstava izvršen - narudžba {o}"}
EXEC_LEAD = {"si": "Obveščamo vas, da smo vračilo danes nakazali. Podatki iz banke:",
             "hr": "Obavještavamo vas da smo danas izvršili povrat sredstava. Podaci iz banke:",
             "rs": "Obaveštavamo vas da smo danas izvršili povraćaj sredstava. Podaci iz banke:",
             "ba": "Obavještavamo vas da smo danas izvršili povrat sredstava. Podaci iz banke:"}
PAYER = {"si": "Plačnik: Sava Dental d.o.o., SI56 0201 0025 8741 396", "hr": "Platitelj: Sava Dental d.o.o., HR37 2360 0001 1027 4156 3",
         "rs": "Platilac: Sava Dental doo Beograd, 160-0000000487215-93", "ba": "Nalogodavac: Sava Dental d.o.o. Sarajevo, 1610000048721596"}
ACCOUNT = {"si": "TRR prejemnika", "hr": "IBAN primatelja", "rs": "Račun primaoca", "ba": "Račun primaoca"}
CREATED = {"si": "Datum vnosa", "hr": "Datum zadavanja naloga", "rs": "Datum naloga", "ba": "Datum naloga"}


def refund_execution(w: SavaWriter) -> None:
    """The bank's confirmation of the refund transfer (printed or forwarded by accounts)."""
    c, r, desk = w.case, w.rng, w.desk
    bank = r.choice(V.BANKS[desk])
    if is_mail(w):
        shop_mail(w, "accounts", EXEC_SUBJECT[desk].format(o=c.order_id))
        w.add("line", OC_HELLO[desk].format(n=c.name))
        w.add("gap")
        w.add("para", EXEC_LEAD[desk])
        w.add("line", bank)
    else:
        w.add("head", bank.split(" - ")[0])
        w.add("title", bank.split(" - ")[-1].capitalize())
    w.add("line", PAYER[desk])
    if r.random() < 0.4:
        w.add("line", f"{CREATED[desk]}: {w.sys_date(None, w.doc.date - timedelta(days=r.choice([0, 1])))}")
    pairs = [(w.label("execution_date"), w.sys_date("execution_date", w.doc.date)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved)),
             (r.choice(V.PAYEE[desk]), w.text("customer_name", c.name)),
             (ACCOUNT[desk], c.iban)]
    if desk in ("hr", "rs") and r.random() < 0.7:
        pairs.append(("Model", "HR00" if desk == "hr" else "97"))
    pairs.append((w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)))
    if desk == "rs":
        pairs.append(("Šifra plaćanja", "289"))
    w.block(pairs)
    purpose = f"{V.REFUND_WORD[desk]} {w.ident('order_id', c.order_id)}"
    if r.random() < 0.6:
        purpose += f", {w.ident('case_number', c.case_number)}"
    w.kv(r.choice(V.PURPOSE[desk]), purpose)
    if r.random() < 0.4:
        w.kv(w.label("customer_id"), w.ident("customer_id", c.customer_id))
    w.kv("Status", r.choice(V.STATUS_WORDS["executed"][desk]))
    w.set("refund_status", "executed")
    if not is_mail(w):
        w.add("small", {"si": "Potrdilo je izdano elektronsko in je veljavno brez žiga in podpisa.",
                        "hr": "Potvrda je izdana elektronički i valjana je bez pečata i potpisa.",
                        "rs": "Potvrda je izdata elektronski i važi bez pečata i potpisa.",
                        "ba": "Potvrda je izdana elektronski i važi bez pečata i potpisa."}[desk])


# --------------------------------------------------------------------------- warranty form

WF_INTRO = {"si": "Spletni obrazec za prijavo okvare je bil oddan na savadental.example.",
            "hr": "Web obrazac za prijavu kvara predan je na savadental.example.",
            "rs": "Veb obrazac za prijavu kvara je poslat sa savadental.example.",
            "ba": "Web obrazac za prijavu kvara je poslan sa savadental.example."}
BOUGHT = {"si": "Datum nakupa", "hr": "Datum kupnje", "rs": "Datum kupovine", "ba": "Datum kupovine"}
WARRANTY_TO = {"si": "Garancija velja do", "hr": "Jamstvo vrijedi do", "rs": "Garancija važi do", "ba": "Garancija važi do"}
INVOICE_REF = {"si": "Račun št.", "hr": "Račun br.", "rs": "Faktura br.", "ba": "Faktura br."}
KIT = {"si": "Priložena oprema:  [x] napajalnik   [ ] nožni pedal   [x] originalna embalaža",
       "hr": "Priložena oprema:  [x] punjač   [ ] nožna papučica   [x] originalna ambalaža",
       "rs": "Priložena oprema:  [x] punjač   [ ] nožna pedala   [x] originalna ambalaža",
       "ba": "Priložena oprema:  [x] punjač   [ ] nožna pedala   [x] originalna ambalaža"}
RECEIVED = {"si": "Prevzel (servis): J. Kos", "hr": "Zaprimio (servis): A. Perić", "rs": "Primio (servis): S. Ilić",
            "ba": "Zaprimio (servis): H. Delić"}


def warranty_form(w: SavaWriter) -> None:
    """A service desk's complaint record or the web form's mail: serial with its UDI beside it, the purchase and
    the warranty end as dates that are not the form's own."""
    c, r, desk = w.case, w.rng, w.desk
    title = r.choice(V.TITLES["warranty"][desk])
    if is_mail(w):
        customer_mail(w, f"{title}: {c.warranty_product}")
        w.add("para", WF_INTRO[desk])
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if not is_mail(w):
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.55:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    if r.random() < 0.6:
        w.add("line", f"UDI-DI: {r.choice(V.UDI)}{kit.digits(r, 6)}   REF {kit.digits(r, 5)}   LOT {kit.digits(r, 7)}")
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.label("form_deadline"), r.choice(["-", "/", "po dogovoru" if desk == "si" else "po dogovoru"]))
    w.add("gap")
    bits = [f"{BOUGHT[desk]}: {w.date(None, c.order_date)}"]
    if r.random() < 0.6:
        bits.append(f"{INVOICE_REF[desk]} {c.invoice_number}")
    if r.random() < 0.6:
        bits.append(f"{WARRANTY_TO[desk]}: {w.date(None, c.order_date.replace(year=c.order_date.year + 2))}")
    w.add("line", "   ".join(bits))
    if desk == "hr" and r.random() < 0.6:
        w.add("line", f"Prethodni servis (2022.): {hrk(Decimal('60'))} kn")
    w.add("line", KIT[desk])
    if not is_mail(w):
        w.add("gap")
        w.add("line", f"{FORM_SIGN[desk]}: {c.name}        {RECEIVED[desk]}")


# --------------------------------------------------------------------------- customer letter

CL_SUBJECT = {"si": ["Ponovno glede naročila {o}", "Urgenca - naročilo {o}"],
              "hr": ["Ponovno u vezi narudžbe {o}", "Požurnica - narudžba {o}"],
              "rs": ["Ponovo u vezi porudžbine {o}", "Urgencija - porudžbina {o}"],
              "ba": ["Ponovo u vezi narudžbe {o}", "Urgencija - narudžba {o}"],
              "en": ["Again about order {o}", "Urgent - order {o}"]}
CL_REF = {"si": "Ponovno vam pišem glede {x}.", "hr": "Ponovno vam pišem u vezi {x}.", "rs": "Ponovo vam pišem u vezi {x}.",
          "ba": "Ponovo vam pišem u vezi {x}.", "en": "I am writing again about {x}."}
CL_BITS = {"si": ("naročila {v}", "reklamacije {v}", "šifra kupca {v}"),
           "hr": ("narudžbe {v}", "reklamacije {v}", "šifra kupca {v}"),
           "rs": ("porudžbine {v}", "reklamacije {v}", "šifra kupca {v}"),
           "ba": ("narudžbe {v}", "reklamacije {v}", "šifra kupca {v}"),
           "en": ("order {v}", "complaint {v}", "customer code {v}")}


def customer_letter(w: SavaWriter) -> None:
    """A customer's follow-up: chasing the refund, the repair or the parcel, or protesting a rejection."""
    c, r, lang = w.case, w.rng, w.case.lang
    topic, quoted = w.doc.style["topic"], w.doc.style.get("quoted")
    order, case_no, cust = CL_BITS[lang]
    bits = [order.format(v=w.ident("order_id", c.order_id))]
    if topic != "delivery" and r.random() < 0.7:
        bits.append(case_no.format(v=w.ident("case_number", c.case_number)))
    if r.random() < 0.35:
        bits.append(f"({cust.format(v=w.ident('customer_id', c.customer_id))})")
    subject = r.choice(CL_SUBJECT[lang]).format(o=c.order_id)
    if is_mail(w) and r.random() < 0.35:
        forwarded_chat(w, subject)
        who = w.text("customer_name", c.name)
        msgs = [(who, CL_REF[lang].format(x=", ".join(b for b in bits if not b.startswith("(")) +
                                         "".join(" " + b for b in bits if b.startswith("("))))] + [(who, s) for s in topic_lines(w, topic, quoted)]
        msgs.append((who, expectation_for(w, topic)))
        chat(w, msgs)
        return
    if is_mail(w):
        customer_mail(w, subject)
    else:
        opening_letter(w, subject)
    w.add("line", pick(w, V.GREETINGS))
    w.add("gap")
    para(w, CL_REF[lang].format(x=", ".join(b for b in bits if not b.startswith("(")) +
                                "".join(" " + b for b in bits if b.startswith("("))))
    for s in topic_lines(w, topic, quoted):
        para(w, s)
    if w.desk == "hr" and topic in ("warranty", "refund") and r.random() < 0.5:
        para(w, r.choice(V.HRK_ASIDES[lang if lang == "en" else "hr"]).format(k=hrk(Decimal("900"))))
    para(w, expectation_for(w, topic) + " " + pick(w, V.THANKS))
    sign_customer(w)
    quote_auto_reply(w)


def topic_lines(w: SavaWriter, topic: str, quoted: Decimal | None) -> list[str]:
    c, r, lang = w.case, w.rng, w.case.lang
    out = []
    if topic == "refund":
        if quoted is not None:
            out.append(r.choice(V.LETTER["refund_quoted"][lang]).format(amt=w.money("refund_approved", quoted)))
        else:
            out.append(V.LETTER["refund_plain"][lang])
    elif topic == "warranty":
        if quoted is not None:
            out.append(V.LETTER["warranty_paid"][lang].format(amt=w.money("refund_approved", quoted)))
        out.append(V.LETTER["warranty"][lang].format(p=c.warranty_product))
    else:
        out.append(V.LETTER[topic][lang])
    if "moved_deadline" in w.doc.style:
        out.append(V.LETTER["moved"][lang])
    return [s.replace("din..", "din.") for s in out]


def expectation_for(w: SavaWriter, topic: str) -> str:
    keys = {"refund": ("refund_dl", "refund_no_dl"), "warranty": ("repair_dl", "repair_no_dl"),
            "delivery": ("delivery_dl", "delivery_dl"), "rejected": ("rejected", "rejected")}[topic]
    return expectation(w, *keys)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form, "customer_letter": customer_letter}
