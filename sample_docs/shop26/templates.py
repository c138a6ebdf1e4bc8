"""Atlas Solaire Pompage's documents: the writer (dirhams, dinars with millimes, Egyptian pounds; French and
English dates, day first) and one template per document type, French paperwork with English beside each label
in Morocco and Tunisia, English paperwork (some Arabic beside it) in Egypt."""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from decimal import Decimal

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation, terms_page
from sample_docs.formatting import NBSP, cents, date_truth, email_date
from sample_docs.shop26 import vocab as V

ARABIC = re.compile(r"[\u0600-\u06ff]")
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


# --------------------------------------------------------------------------- printing values


def _grouped(amount: Decimal, sep: str, dec: str, places: int) -> str:
    whole, frac = f"{cents(amount):.2f}".split(".")
    frac = (frac + "0" * places)[:places]
    groups = f"{int(whole):,}".replace(",", sep)
    return f"{groups}{dec}{frac}"


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """MAD '1 234,56 DH' / 'MAD 1,234.56'; TND with millimes '1.234,560 DT' / 'TND 1,234.560'; EGP 'EGP 12,345.00',
    'LE 12,345.00', 'E£12,345.00'. French thousands spaces are non-breaking."""
    s = NBSP
    if currency == "MAD":
        return {"dh": f"{_grouped(amount, s, ',', 2)}{s}DH", "dhs_dot": f"{_grouped(amount, '.', ',', 2)}{s}Dhs",
                "mad": f"MAD{s}{_grouped(amount, ',', '.', 2)}",
                "mad_after": f"{_grouped(amount, s, ',', 2)}{s}MAD"}[style]
    if currency == "TND":
        return {"dt": f"{_grouped(amount, '.', ',', 3)}{s}DT", "tnd": f"TND{s}{_grouped(amount, ',', '.', 3)}",
                "dt_space": f"{_grouped(amount, s, ',', 3)}{s}DT",
                "tnd_after": f"{_grouped(amount, ',', '.', 3)}{s}TND"}[style]
    return {"egp": f"EGP{s}{_grouped(amount, ',', '.', 2)}", "le": f"LE{s}{_grouped(amount, ',', '.', 2)}",
            "epound": f"E£{_grouped(amount, ',', '.', 2)}",
            "egp_after": f"{_grouped(amount, ',', '.', 2)}{s}EGP"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates, French ('9 avril 2026', 'jeudi 9 avril 2026', '1er mai 2026') or English."""
    s = NBSP
    day = "1er" if d.day == 1 else str(d.day)
    if style == "fr_long":
        return f"{day}{s}{MOIS[d.month - 1]}{s}{d.year}"
    if style == "fr_weekday":
        return f"{JOURS[d.weekday()]}{s}{day}{s}{MOIS[d.month - 1]}{s}{d.year}"
    if style == "dash_dmy":
        return d.strftime("%d-%m-%Y")
    return kit.date_text(d, style)


def tz_offset(currency: str, d: date) -> str:
    """Morocco drops to UTC+0 over Ramadan; Egypt keeps summer time from the last Friday of April."""
    if currency == "MAD":
        return "+0000" if date(2026, 2, 15) <= d < date(2026, 3, 22) else "+0100"
    if currency == "EGP":
        return "+0300" if d >= date(2026, 4, 24) else "+0200"
    return "+0100"


# --------------------------------------------------------------------------- numbers in words

_UNITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
          "treize", "quatorze", "quinze", "seize"]
_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _fr99(n: int) -> str:
    if n < 17:
        return _UNITS[n]
    if n < 20:
        return "dix-" + _UNITS[n - 10]
    if n < 70:
        t, u = divmod(n, 10)
        return _TENS[t] if u == 0 else f"{_TENS[t]} et un" if u == 1 else f"{_TENS[t]}-{_UNITS[u]}"
    if n < 80:
        return "soixante et onze" if n == 71 else "soixante-" + _fr99(n - 60)
    return "quatre-vingts" if n == 80 else "quatre-vingt-" + _fr99(n - 80)


def _fr999(n: int) -> str:
    h, rest = divmod(n, 100)
    if h == 0:
        return _fr99(rest)
    head = "cent" if h == 1 else f"{_UNITS[h]} cent"
    if rest == 0:
        return head + ("s" if h > 1 else "")
    return f"{head} {_fr99(rest)}"


def french_words(n: int) -> str:
    """An integer below ten million in French words ('douze mille trois cent quarante-cinq')."""
    if n == 0:
        return "zéro"
    parts = []
    m, rest = divmod(n, 1_000_000)
    if m:
        parts.append("un million" if m == 1 else f"{_fr999(m)} millions")
    k, rest = divmod(rest, 1000)
    if k:
        words = _fr999(k)
        words = words[:-1] if words.endswith(("cents", "vingts")) else words
        parts.append("mille" if k == 1 else f"{words} mille")
    if rest:
        parts.append(_fr999(rest))
    return " ".join(parts)


_EN = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
       "seventeen eighteen nineteen").split()
_EN_TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def _en999(n: int) -> str:
    h, rest = divmod(n, 100)
    out = [f"{_EN[h]} hundred"] if h else []
    if rest:
        t, u = divmod(rest, 10)
        out.append(_EN[rest] if rest < 20 else _EN_TENS[t] + (f"-{_EN[u]}" if u else ""))
    return " ".join(out)


def english_words(n: int) -> str:
    """An integer below ten million in English words, capitalised per word as Egyptian invoices print it."""
    parts = []
    m, rest = divmod(n, 1_000_000)
    k, rest = divmod(rest, 1000)
    if m:
        parts.append(f"{_en999(m)} million")
    if k:
        parts.append(f"{_en999(k)} thousand")
    if rest or not parts:
        parts.append(_en999(rest))
    return " ".join(parts).title()


def amount_in_words(amount: Decimal, currency: str) -> str:
    whole, cts = divmod(int(cents(amount) * 100), 100)
    big, small = V.CURRENCY_WORDS[currency]
    if currency == "EGP":
        tail = f" and {cts} {small}" if cts else ""
        return f"Amount in words: Only {english_words(whole)} {big}{tail}."
    frac = cts * 10 if currency == "TND" else cts
    tail = f" et {frac} {small}" if frac else ""
    return f"Arrêtée la présente facture à la somme de : {french_words(whole)} {big}{tail} TTC."


# --------------------------------------------------------------------------- the writer


class AtlasWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"MAD": ("dh", "dhs_dot", "mad", "mad_after"), "TND": ("dt", "tnd", "dt_space", "tnd_after"),
                    "EGP": ("egp", "le", "epound", "egp_after")}
    date_styles = {"MAD": ("numeric_dmy", "numeric_dmy", "fr_long", "fr_long", "fr_weekday", "dotted_dmy", "long"),
                   "TND": ("numeric_dmy", "fr_long", "fr_long", "fr_weekday", "dotted_dmy", "dash_dmy", "long"),
                   "EGP": ("numeric_dmy", "long", "month_d_y", "abbrev_dmy", "weekday_dmy")}
    prose_styles = {"MAD": ("numeric_dmy", "long", "dotted_dmy"), "TND": ("numeric_dmy", "long", "dash_dmy"),
                    "EGP": ("numeric_dmy", "long", "month_d_y")}
    tz = {"MAD": "+0100", "TND": "+0100", "EGP": "+0200"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        cur = case.currency
        self.lang = V.LANG[cur]
        self.tz = {cur: tz_offset(cur, doc.date)}
        self.arabic_ok = kit.is_mail(self) or (doc.fmt != "pdf_text"
                                               and doc.style["font"] in ("sans", "mono", "sans_condensed"))
        if doc.doc_type in ("refund_request", "customer_letter") and self.date_style not in self.prose_styles[cur]:
            self.date_style = rng.choice(self.prose_styles[cur])  # customers write English prose with plain dates
        elif kit.is_mail(self) and self.date_style in ("fr_long", "fr_weekday"):
            self.date_style = "numeric_dmy"  # the shop's bilingual mails put dates in English sentences

    def label(self, key: str) -> str:
        pool = [x for x in V.LABELS[self.lang][key] if self.arabic_ok or not ARABIC.search(x)]
        return self.rng.choice(pool)

    def pick(self, options: list[str]) -> str:
        return self.rng.choice([x for x in options if self.arabic_ok or not ARABIC.search(x)])

    def bi(self, fr: str, en: str) -> str:
        """French with English beside it in Morocco and Tunisia, English in Egypt."""
        return f"{fr} / {en}" if self.lang == "fr" else en


def fr(w: AtlasWriter) -> bool:
    return w.lang == "fr"


def office(w: AtlasWriter) -> dict:
    return V.OFFICE[w.case.currency]


def loc_expect(w: AtlasWriter, key: str) -> list[str]:
    return V.EXPECT[w.lang][key]


def with_timbre(c) -> Decimal:
    """The order total as billed: Tunisian invoices add the fixed stamp duty."""
    return c.total + (V.TIMBRE if c.currency == "TND" else Decimal("0"))


def business(c) -> str:
    """The farm, cooperative, installer, NGO or hotel buying: the first part of the customer's address."""
    return c.address.split(", ")[0]


def refusal_ground(c) -> str:
    """Why a return is refused: damage the warranty excludes (pumps, drives), else a late, used return."""
    kind = V.kind_of(c.return_item[0])
    return "any" if c.reason in V.REASONS_BY_KIND["any"] or kind not in V.REJECT_GROUNDS else kind


def town(c) -> str:
    return re.sub(r"^\d+\s+", "", c.address.split(", ")[-1])


# --------------------------------------------------------------------------- shared pieces


def letterhead(w: AtlasWriter) -> None:
    o, r = office(w), w.rng
    w.add("head", o["legal"])
    if w.arabic_ok and r.random() < 0.6:
        w.add("line", o["arabic"])
    w.add("small", o["address"])
    if w.case.currency == "TND" and r.random() < 0.5:
        w.add("small", o["branch"])
    w.add("small", o["ids"])
    w.add("gap")


def headers(w: AtlasWriter, sender: str, to: str, subject: str) -> None:
    """E-mail headers: RFC Date, an Outlook 'Sent:' copy, or (Morocco, Tunisia) a French Outlook 'Envoyé :' copy."""
    c, r, d = w.case, w.rng, w.doc.date
    hour, minute = r.randrange(8, 20), r.randrange(60)
    roll = r.random()
    if w.doc.fmt == "text" and fr(w) and roll < 0.35:
        sent = f"{JOURS[d.weekday()]} {d.day} {MOIS[d.month - 1]} {d.year} {hour:02d}:{minute:02d}"
        w.doc.email = {"De": sender, "Envoyé": sent, "À": to, "Objet": subject}
    elif w.doc.fmt == "text" and roll < 0.6:
        w.doc.email = {"From": sender, "Sent": w.email_sent(d, hour, minute, c.currency), "To": to,
                       "Subject": subject}
    else:
        w.doc.email = {"From": sender, "To": to, "Subject": subject,
                       "Date": email_date(d, hour, minute, r.randrange(60), w.tz[c.currency])}


def shop_mail(w: AtlasWriter, dept_fr: str, dept_en: str, box: str, subject: str) -> None:
    o, c = office(w), w.case
    name = V.SHOP if fr(w) else "Atlas Solar Pumping Egypt"
    headers(w, f"{name} - {dept_fr if fr(w) else dept_en} <{box}@{o['domain']}>", f"{c.name} <{c.email}>", subject)


def customer_mail(w: AtlasWriter, subject: str) -> None:
    o, c, r = office(w), w.case, w.rng
    box = r.choice(["sav", "contact", "commercial"] if fr(w) else ["aftersales", "info", "sales"])
    shop = "Atlas Solaire Pompage" if fr(w) else "Atlas Solar Pumping"
    headers(w, f"{c.name} <{c.email}>", f"{shop} <{box}@{o['domain']}>", subject)
    w.set("document_date", date_truth(w.doc.date))


def staff_forward(w: AtlasWriter, subject: str) -> str:
    """Sales staff forwarding a customer's WhatsApp chat to after-sales; returns the staff member's first name."""
    o, c, r = office(w), w.case, w.rng
    who, box = r.choice(V.STAFF[c.currency])
    dept = "SAV" if fr(w) else "After-sales"
    headers(w, f"{who} <{box}@{o['domain']}>", f"{dept} <{'sav' if fr(w) else 'aftersales'}@{o['domain']}>",
            subject)
    w.set("document_date", date_truth(w.doc.date))
    return who.split(" ")[0]


def chat_stamp(w: AtlasWriter, minutes: int) -> str:
    """WhatsApp export line start: Android French '09/04/2026 10:14 - ', iOS English '[09/04/2026, 10:14:07] '."""
    d = w.doc.date
    h, m = 9 + minutes // 60, minutes % 60
    if fr(w):
        return f"{d.strftime('%d/%m/%Y')} {h:02d}:{m:02d} - "
    return f"[{d.strftime('%d/%m/%Y')}, {h:02d}:{m:02d}:{(minutes * 7) % 60:02d}] "


def customer_sign(w: AtlasWriter) -> None:
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.loc]))
    w.text("customer_name", c.name)
    short = kit.is_mail(w) and r.random() < 0.25
    w.add("line", kit.first_name(c.name) if short else c.name)
    if kit.says_we(c):
        w.add("line", business(c))
    if r.random() < 0.5:
        w.add("line", r.choice({"MAD": ["Tél. +212 6 61 {} {} {}", "GSM : 06 {} {} {}"],
                                "TND": ["Tél. +216 98 {} {}{}", "GSM : 22 {} {}{}"],
                                "EGP": ["Mobile: +20 10 {} {}{}", "Tel. 012 {} {}{}"]}[c.currency]).format(
            kit.digits(r, 2), kit.digits(r, 2), kit.digits(r, 2)))


def quote_shop(w: AtlasWriter) -> None:
    """Under a customer's reply, the shop's earlier automatic answer, quoted with the mail client's header."""
    o, r = office(w), w.rng
    earlier = w.doc.date - timedelta(days=r.randrange(1, 5))
    hh, mm = r.randrange(8, 18), r.randrange(60)
    w.add("gap")
    if fr(w):
        w.add("line", f"Le {JOURS[earlier.weekday()][:3]}. {earlier.day} {MOIS_ABR[earlier.month - 1]} "
                      f"{earlier.year} à {hh:02d}:{mm:02d}, Atlas Solaire Pompage <sav@{o['domain']}> a écrit :")
    else:
        w.add("line", f"On {calendar.day_abbr[earlier.weekday()]}, {calendar.month_abbr[earlier.month]} "
                      f"{earlier.day}, {earlier.year} at {(hh - 1) % 12 + 1}:{mm:02d} {'AM' if hh < 12 else 'PM'} "
                      f"Atlas Solar Pumping <aftersales@{o['domain']}> wrote:")
    w.add("quote", V.AUTO_REPLY[w.lang])


def letter_opening(w: AtlasWriter, subject: str) -> None:
    """A printed customer letter: sender block, place and date (the document date), addressee, subject line."""
    c, r = w.case, w.rng
    w.add("line", c.name)
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")
    printed = w.date("document_date", w.doc.date)
    numeric = w.date_style in ("numeric_dmy", "dotted_dmy", "dash_dmy")
    line = f"{town(c)}, le {printed}" if fr(w) and numeric and r.random() < 0.6 else f"{town(c)}, {printed}"
    w.add("rline" if r.random() < 0.6 else "line", line)
    w.add("gap")
    w.add("line", w.bi("À l'attention du Service après-vente", "To the After-Sales Department"))
    w.add("line", office(w)["legal"])
    w.add("gap")
    w.add("line", (("Objet / Subject: " if fr(w) else "Subject: ") + subject))
    w.add("gap")


def items_lines(w: AtlasWriter) -> None:
    c, r = w.case, w.rng
    for p, q, u in c.items:
        w.add("line", r.choice(["{q} x {p} : {a}", "{p} - Qté/Qty {q} - {a}", "{q} × {p}  {a}"]).format(
            q=q, p=p, a=w.money(None, cents(q * u))))


# --------------------------------------------------------------------------- templates


def invoice(w: AtlasWriter) -> None:
    """Facture / Invoice (TVA 20 % or 19 % with the timbre fiscal) or an Egyptian e-invoice (VAT 14 %)."""
    c, r = w.case, w.rng
    cur = c.currency
    name = kit.printed_name(w)
    letterhead(w)
    w.add("title", w.pick(V.INVOICE_TITLES[cur]))
    if cur == "EGP" and r.random() < 0.75:
        uuid = kit.letters(r, 26, "ABCDEFGHJKMNPQRSTVWXYZ0123456789")
        w.add("small", f"ETA e-invoice UUID: {uuid}")
        w.add("small", f"Submission ID: {kit.letters(r, 26, 'ABCDEFGHJKMNPQRSTVWXYZ0123456789')}  |  "
                       "Document type: I  |  Version 1.0")
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("line", c.address)
    if kit.says_we(c) or r.random() < 0.4:
        d3 = kit.digits  # the buyer's own tax registration, a distractor
        w.add("line", {"MAD": f"ICE client / Customer ICE : 00{d3(r, 13)}",
                       "TND": f"MF client / Customer tax ID : {d3(r, 7)}"
                              f"{kit.letters(r, 1, 'ABCDEFGHJKLMNPQRSTVWXYZ')}/A/M/000",
                       "EGP": f"Buyer Tax Registration No.: {d3(r, 3)}-{d3(r, 3)}-{d3(r, 3)}"}[cur])
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS[w.lang]) if w.arabic_ok else V.TABLE_HEADERS[w.lang][0], rows)
    w.add("gap")
    rate = f"{V.TAX[cur][1].normalize():f}"
    if cur == "EGP":
        tax_label = r.choice([f"VAT {rate}% (T1)", f"Value Added Tax {rate}%", f"VAT ({rate}%)"])
    else:
        tax_label = r.choice([f"TVA {rate} % / VAT {rate}%", f"Montant TVA ({rate} %) / VAT amount",
                              f"TVA / VAT {rate}%"])
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal))]
    if cur == "TND":
        totals += [(tax_label, w.money(None, c.tax)),
                   (r.choice(["Droit de timbre / Stamp duty", "Timbre fiscal / Fiscal stamp"]),
                    w.money(None, V.TIMBRE)),
                   (r.choice(["Total taxes (TVA + timbre) / Total taxes", "Total des taxes / Taxes total"]),
                    w.money("tax_amount", c.tax + V.TIMBRE))]
    else:
        totals.append((tax_label, w.money("tax_amount", c.tax)))
    totals.append((w.label("order_total"), w.money("order_total", with_timbre(c))))
    right = r.random() < 0.5
    for lab, val in totals:
        w.add("rkv" if right else "kv", lab, val)
    w.add("gap")
    w.add("para", amount_in_words(with_timbre(c), cur))
    if r.random() < 0.4:
        due = w.doc.date + timedelta(days=30)
        w.kv(w.bi("Échéance", "Due date"), w.date(None, due))
    w.add("para", w.bi("Règlement par virement", "Payment by bank transfer") + ": " + office(w)["bank"])
    if cur == "EGP":
        w.add("small", "This document is a valid tax invoice issued through the ETA e-invoicing system.")
    terms_page(w, V.TERMS_PAGE[w.lang], 0.4)


def order_confirmation(w: AtlasWriter) -> None:
    """An order acknowledgement by mail (prose or a list) or printed, with the sales rep's WhatsApp number."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    total = with_timbre(c)
    mail = kit.is_mail(w)
    if mail:
        shop_mail(w, "Service commercial", "Sales", "commercial" if fr(w) else "sales",
                  r.choice([f"Confirmation de commande / Order confirmation {c.order_id}",
                            f"Votre commande {c.order_id} est confirmée",
                            f"Accusé de réception - commande {c.order_id}"] if fr(w) else
                           [f"Order Confirmation - {c.order_id}", f"Your order {c.order_id} is confirmed",
                            f"Sales order {c.order_id} - confirmation"]))
        hello = r.choice(["Bonjour", "Cher client / Dear"]) if fr(w) else r.choice(["Dear", "Dear Mr./Ms."])
        w.add("para", f"{hello} {w.text('customer_name', name)},")
        w.add("para", w.bi("Nous accusons réception de votre commande et vous en remercions",
                           "we acknowledge receipt of your order, thank you") + "."
              if fr(w) else "Thank you for your order. Please find below the confirmation of your order.")
    else:
        letterhead(w)
        w.add("title", r.choice(["ACCUSÉ DE RÉCEPTION DE COMMANDE / ORDER ACKNOWLEDGEMENT",
                                 "CONFIRMATION DE COMMANDE / ORDER CONFIRMATION",
                                 "Bon de commande confirmé / Order confirmed"] if fr(w) else
                                ["ORDER CONFIRMATION", "Sales Order Confirmation", "Order Acknowledgement"]))
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if mail and r.random() < 0.5:  # prose
        s = (f"Your order {w.ident('order_id', c.order_id)} of {w.date('order_date', c.order_date)} is confirmed "
             f"for a total of {w.money('order_total', total)} " + ("TTC" if fr(w) else "including VAT"))
        s += " (timbre fiscal inclus / stamp duty included)." if c.currency == "TND" else "."
        if est:
            s += " " + r.choice(["Delivery is planned on {}.", "The material should reach your site by {}.",
                                 "Livraison prévue / expected delivery: {}." if fr(w) else
                                 "Expected delivery to site: {}."]).format(w.date("delivery_estimate", est))
        w.add("para", s)
        if cust:
            w.add("para", f"{w.bi('Votre code client', 'Your customer code')}: {w.ident('customer_id', c.customer_id)}")
    else:
        pairs = [(w.label("order_id"), w.ident("order_id", c.order_id)),
                 (w.label("order_date"), w.date("order_date", c.order_date))]
        if cust:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        w.block(pairs)
        if not mail:
            w.kv(w.label("customer_name"), w.text("customer_name", name))
        w.add("gap")
        items_lines(w)
        w.add("gap")
        pairs = [(w.label("oc_total"), w.money("order_total", total))]
        if est:
            pairs.append((w.label("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
        if c.currency == "TND":
            w.add("small", "Timbre fiscal inclus / Stamp duty included.")
    if r.random() < 0.4:
        w.kv(w.bi("Acompte 30 % à la commande", "30% deposit with order"), w.money(None, cents(total * Decimal("0.3"))))
    w.add("gap")
    w.add("line", w.bi("Adresse de livraison", "Delivery address") + ":")
    w.add("line", c.address)
    who, _ = r.choice(V.STAFF[c.currency])
    phone = {"MAD": "+212 661 23 48 90", "TND": "+216 98 412 775", "EGP": "+20 100 482 3391"}[c.currency]
    w.add("small", w.bi(f"Votre commercial : {who}, WhatsApp {phone}", f"your sales contact: {who}")
          if fr(w) else f"Your sales engineer: Eng. {who} (WhatsApp {phone})")


def shipping_notice(w: AtlasWriter) -> None:
    """A Bon de livraison / delivery note with the carrier's waybill, or the logistics team's dispatch mail."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    mail = kit.is_mail(w)
    if mail:
        shop_mail(w, "Logistique", "Logistics", "logistique" if fr(w) else "logistics",
                  r.choice([f"Expédition de votre commande {c.order_id} / Your order has shipped",
                            f"Avis d'expédition - {c.order_id}"] if fr(w) else
                           [f"Shipment notification - order {c.order_id}", f"Your order {c.order_id} is on its way"]))
        w.add("para", f"{'Bonjour' if fr(w) else 'Dear'} {w.text('customer_name', c.name)},")
        w.add("para", w.bi("votre commande a été remise au transporteur", "your order was handed to the carrier") + "."
              if fr(w) else "We are pleased to inform you that your order has been dispatched.")
    else:
        letterhead(w)
        w.add("title", r.choice(["BON DE LIVRAISON / DELIVERY NOTE", "AVIS D'EXPÉDITION / DISPATCH ADVICE"]
                                if fr(w) else ["DELIVERY NOTE", "Shipment Notification"]))
        w.kv(w.bi("N° BL", "Delivery note no."), f"BL{c.order_date.year % 100}-{kit.digits(r, 5)}")
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
    w.add("grid", [w.bi("Désignation", "Item") if fr(w) else "Item", w.bi("Qté", "Qty") if fr(w) else "Qty"], rows)
    parcels = sum(q for _, q, _ in c.items) + r.randrange(0, 3)
    w.add("line", w.bi("Colis", "Packages") + f": {parcels}   "
          + w.bi("Poids", "Weight") + f": {r.randrange(18, 420)} kg")
    if not mail:
        w.add("gap")
        w.add("line", w.bi("Reçu en bon état par", "Received in good condition by") + ": ______________   "
                      + w.bi("Cachet", "Stamp") + ": ________")


def refund_request(w: AtlasWriter) -> None:
    """A 'Demande de remboursement' form, a WhatsApp chat forwarded by sales, or the customer's mail or letter."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        request_form(w)
        return
    if kit.is_mail(w) and r.random() < 0.45:  # sales staff pass on what customers send them on WhatsApp
        request_chat(w)
        return
    subject = r.choice([f"Demande de remboursement / Refund request - commande {c.order_id}",
                        f"Retour matériel commande {c.order_id}"] if fr(w) else
                       [f"Refund request - order {c.order_id}", f"Return of material, order no. {c.order_id}"])
    if kit.is_mail(w):
        customer_mail(w, subject)
    else:
        letter_opening(w, subject)
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (customer code {w.ident('customer_id', c.customer_id)})"
    if "rr_case_no" in w.doc.style:
        ref += f", file {w.ident('case_number', c.case_number)}"
    item = c.return_item[0]
    if fr(w):
        w.add("para", r.choice([f"I write you concerning our {ref}. We want to return the {item}.",
                                f"Following our {ref}, I inform you that we wish to return the {item}."]))
        w.add("para", r.choice(["The reason is that {}.", "We return it because {}."]).format(
            w.text("return_reason", c.reason)))
        w.add("para", r.choice(["I ask the refund of {} which is the price paid for this article TTC.",
                                "Thank you to refund us the sum of {}.",
                                "The amount to refund is {} (TTC)."]).format(w.money("refund_requested", c.requested)))
    else:
        w.add("para", r.choice([f"Kindly be informed that we received {ref} and we would like to return the {item}.",
                                f"With reference to {ref}, we need to return the {item}."]))
        w.add("para", r.choice(["The reason is that {}.", "This is because {}."]).format(
            w.text("return_reason", c.reason)))
        w.add("para", r.choice(["Kindly refund the amount of {} paid for this item.",
                                "The refund amount is {} including VAT."]).format(
            w.money("refund_requested", c.requested)))
    sentence = _expectation(w, loc_expect(w, "refund_dl"), loc_expect(w, "refund_no"), w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(V.CLOSING_COURTESY[w.loc]))
    customer_sign(w)


def request_form(w: AtlasWriter) -> None:
    """The printed 'Demande de remboursement' form sent back with the goods, or the website's form by e-mail."""
    c, r = w.case, w.rng
    mail = kit.is_mail(w)
    if mail:
        customer_mail(w, f"{w.bi('Formulaire de retour en ligne', 'Online return form')} - {c.order_id}")
        w.add("para", w.bi("Formulaire envoyé depuis", "Form sent from") + f" www.{office(w)['domain']}")
    else:
        letterhead(w)
        w.add("title", w.bi("DEMANDE DE REMBOURSEMENT", "REFUND REQUEST") if fr(w) else "RETURN & REFUND REQUEST FORM")
        w.add("small", w.bi("Formulaire à joindre au colis retour", "Please put this form in the return parcel"))
    pairs = [(w.label("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    if not mail:
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("customer_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("product_name"), c.return_item[0]))
    w.block(pairs)
    w.kv(w.label("return_reason"), w.text("return_reason", c.reason[0].upper() + c.reason[1:]))
    w.kv(w.label("refund_requested"), w.money("refund_requested", c.requested))
    w.kv(w.bi("Mode de remboursement", "Refund method"),
         r.choice([w.bi("Virement bancaire", "Bank transfer") + f" - RIB {kit.digits(r, 3)} {kit.digits(r, 3)} ****"
                   f" {kit.digits(r, 2)}", "InstaPay" if c.currency == "EGP" else w.bi("Virement", "Transfer")]))
    sentence = _expectation(w, loc_expect(w, "refund_dl"), loc_expect(w, "refund_no"), w.doc.style["deadline_value"])
    w.add("gap")
    w.add("line", w.bi("Commentaires", "Comments") + ":")
    w.add("para", sentence)
    if not mail:
        w.add("gap")
        w.add("line", w.bi("Signature du client", "Customer signature") + f": {c.name}")


def request_chat(w: AtlasWriter) -> None:
    """A WhatsApp conversation forwarded by the sales rep to after-sales (the customer's words inside it)."""
    c, r = w.case, w.rng
    rep = staff_forward(w, (("TR: " if fr(w) else "Fwd: ") + f"WhatsApp {c.name} - retour commande {c.order_id}"
                            if fr(w) else f"Fwd: WhatsApp from customer - return order {c.order_id}"))
    w.add("para", (w.bi("Bonjour l'équipe SAV, je vous transfère la conversation WhatsApp du client",
                        "forwarding the customer's WhatsApp chat") + ". Merci de traiter / please handle.")
          if fr(w) else "Dear after-sales team, please find below the customer's WhatsApp chat for your action.")
    w.add("gap")
    who = w.text("customer_name", c.name)
    st = lambda m: chat_stamp(w, m)  # noqa: E731
    greet = "Salam, bonjour" if fr(w) else "Salam alaikum"
    w.add("line", f"{st(2)}{who}: {greet}, this is about order {w.ident('order_id', c.order_id)}")
    w.add("line", f"{st(3)}{who}: we want to return the {c.return_item[0]} because {w.text('return_reason', c.reason)}")
    if r.random() < 0.5:
        w.add("line", f"{st(4)}{who}: " + ("<Médias omis>" if fr(w) else "<Media omitted>"))
    w.add("line", f"{st(11)}{rep} ({'Atlas Solaire' if fr(w) else 'Atlas Solar'}): "
                  + ("Désolé pour ça / sorry for this. How much do you want back?" if fr(w)
                     else "Sorry for this ya fandem. What amount do you want back?"))
    w.add("line", f"{st(14)}{who}: the refund of {w.money('refund_requested', c.requested)}, price paid for it")
    sentence = _expectation(w, loc_expect(w, "refund_dl"), loc_expect(w, "refund_no"), w.doc.style["deadline_value"])
    w.add("line", f"{st(15)}{who}: {sentence}")
    if r.random() < 0.5:
        w.add("line", f"{st(16)}{who}: شكرا")
    w.add("gap")
    w.add("line", f"{rep} - {w.bi('Service commercial', 'Sales')}")


def refund_approval(w: AtlasWriter) -> None:
    """The after-sales decision: an approval letter, an Avoir / credit note, a decision mail, or a refusal."""
    c, r = w.case, w.rng
    mail = kit.is_mail(w)
    if c.kind == "rejected":
        refusal(w)
        return
    variant = "mail_prose" if mail and r.random() < 0.5 else r.choice(["decision", "avoir"])
    if mail:
        shop_mail(w, "Service après-vente", "After-Sales", "sav" if fr(w) else "aftersales",
                  r.choice([f"Votre demande de remboursement {c.case_number} - accord",
                            f"Décision SAV / After-sales decision - commande {c.order_id}"] if fr(w) else
                           [f"Your refund request {c.case_number} - approved",
                            f"Refund decision - order {c.order_id}"]))
    else:
        letterhead(w)
        titles = {"decision": ["ACCORD DE REMBOURSEMENT / REFUND APPROVAL", "DÉCISION SAV / AFTER-SALES DECISION"]
                  if fr(w) else ["REFUND APPROVAL", "After-Sales Decision"],
                  "avoir": ["AVOIR / CREDIT NOTE", "Avoir N° / Credit note"] if fr(w) else ["CREDIT NOTE"]}
        w.add("title", r.choice(titles[variant]))
    status = r.choice(["Accordé / Approved", "Approuvé / Approved", "Validé / Approved"] if fr(w)
                      else ["Approved", "Accepted - refund approved"])
    w.set("refund_status", "approved")
    promised = c.promised if r.random() < 0.7 else None
    show_eligible = r.random() < 0.55 or variant == "avoir"
    if variant == "mail_prose":
        w.add("para", f"{'Bonjour' if fr(w) else 'Dear'} {w.text('customer_name', c.name)},")
        ref = (f"{w.ident('case_number', c.case_number)} "
               f"({'commande' if fr(w) else 'order'} {w.ident('order_id', c.order_id)})")
        w.add("para", (f"After examination of the returned material, your refund request {ref} is approved on "
                       if fr(w) else f"Kindly be informed that your refund request {ref} was approved on ")
              + f"{w.date('approval_date', w.doc.date)}.")
        bits = []
        if show_eligible:
            bits.append(f"The refundable amount is {w.money('refund_eligible', c.eligible)}")
        if c.waiver is not None:
            bits.append(f"we waive {c.waiver}% of the {c.fee_basis}")
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        elif c.fee_basis:
            bits.append(f"the {c.fee_basis} is deducted")
        bits.append(f"the approved refund is {w.money('refund_approved', c.approved)}")
        text = ", ".join(bits)
        w.add("para", text[0].upper() + text[1:] + ".")
        if promised:
            w.add("para", r.choice(["The transfer will be made by {}.",
                                    "You will receive the amount by {} at the latest.",
                                    "Expect the credit on your account by {}."]).format(
                w.date("promised_date", promised)))
        if r.random() < 0.5:
            w.add("para", f"{w.bi('Votre code client', 'Your customer code')}: {w.ident('customer_id', c.customer_id)}")
        w.add("para", "Statut / Status: " + status if fr(w) else "Status: " + status)
    else:
        if variant == "avoir":
            w.kv(w.bi("N° avoir", "Credit note no."), f"AV{c.order_date.year % 100}-{kit.digits(r, 5)}")
        pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id))]
        if r.random() < 0.6:
            pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
        pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
                  (w.label("approval_date"), w.date("approval_date", w.doc.date)),
                  (w.label("refund_status"), status)]
        w.block(pairs)
        w.add("gap")
        w.kv(w.label("product_name"), c.return_item[0])
        money = []
        if c.fee_basis:  # the returned item's value, less the fee, is the eligible amount
            money.append((w.bi("Valeur article retourné TTC", "Returned item value") if fr(w)
                          else "Returned item value", w.money(None, c.requested)))
            fee = c.requested - c.eligible
            money.append((w.bi(V.FEE_FR[c.fee_basis], c.fee_basis.capitalize()), "- " + w.money(None, fee)))
        if show_eligible:
            money.append((w.label("refund_eligible"), w.money("refund_eligible", c.eligible)))
        if c.waiver is not None:
            money.append((w.bi("Exonération des frais", "Fee waiver"), f"{c.waiver}% of the {c.fee_basis}"))
            w.set("fee_waiver_percent", str(c.waiver), basis=c.fee_basis)
        money.append((w.bi("Montant de l'avoir TTC", "Credit amount") if variant == "avoir"
                      else w.label("refund_approved"), w.money("refund_approved", c.approved)))
        if promised:
            money.append((w.label("promised_date"), w.date("promised_date", promised)))
        for lab, val in money:
            w.kv(lab, val)
        if mail and r.random() < 0.5:
            w.add("para", w.bi("Le remboursement se fera par virement sur le RIB communiqué",
                               "the refund will be paid by transfer to the RIB you gave us") + "."
                  if fr(w) else "The refund will be transferred to the account you paid from.")
    if not mail:
        w.add("gap")
        w.add("line", w.bi("Visa du responsable SAV", "After-sales manager") + ": ____________   "
                      + w.bi("Cachet", "Stamp"))


def refusal(w: AtlasWriter) -> None:
    """A refused return: references and the reason, no amount and no approval date."""
    c, r = w.case, w.rng
    if kit.is_mail(w):
        shop_mail(w, "Service après-vente", "After-Sales", "sav" if fr(w) else "aftersales",
                  f"{w.bi('Refus de retour', 'Return refused')} - {c.case_number}" if fr(w)
                  else f"Your return request {c.case_number} - not accepted")
    else:
        letterhead(w)
        le = "le " if fr(w) and w.date_style not in ("long", "abbrev_dmy") else ""
        w.add("rline", f"{office(w)['city']}, {le}{w.date(None, w.doc.date)}")
        w.add("title", w.bi("REFUS DE RETOUR", "RETURN NOT ACCEPTED") if fr(w) else "RETURN REQUEST - DECISION")
    w.add("para", f"{'Cher client / Dear' if fr(w) else 'Dear'} {w.text('customer_name', c.name)},")
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number)),
             (w.label("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.label("refund_status"), r.choice(["Refusé / Rejected", "Rejeté / Rejected"] if fr(w)
                                                     else ["Rejected", "Not accepted (rejected)"])))
    w.block(pairs)
    w.set("refund_status", "rejected")
    w.add("para", V.REJECT_GROUNDS[refusal_ground(c)])
    w.add("para", "We regret we cannot give a favourable answer to your request. The material stays at your "
                  "disposal at our warehouse for 30 days." if r.random() < 0.5 else
                  "The material will be returned to you at our cost.")


BANKS_ADVICE = {
    "Attijariwafa bank": "Attijariwafa bank - AVIS D'OPÉRATION / TRANSACTION ADVICE",
    "Bank of Africa (BMCE)": "BANK OF AFRICA - BMCE Group | Avis de virement émis / Outgoing transfer advice",
    "CIH Bank": "CIH BANK - Ordre de virement exécuté / Transfer executed",
    "Orange Money": "Orange Money - Reçu de transfert / Transfer receipt",
    "BIAT": "BIAT - Avis de débit / Debit advice (virement émis)",
    "D17 - La Poste Tunisienne": "D17 La Poste Tunisienne - Reçu de paiement mobile / Mobile payment receipt",
    "Attijari bank Tunisie": "Attijari bank Tunisie - Avis de virement / Transfer advice",
    "CIB": "CIB Egypt - Outgoing Transfer Advice",
    "Banque Misr": "Banque Misr - Transfer Confirmation",
    "InstaPay": "InstaPay - Transaction Receipt",
    "Vodafone Cash": "Vodafone Cash - Transfer Receipt",
}


def refund_execution(w: AtlasWriter) -> None:
    """The bank's transfer advice (or a wallet receipt) for the refund, printed or mailed by accounts."""
    c, r = w.case, w.rng
    advice = BANKS_ADVICE[c.bank]
    if kit.is_mail(w):
        shop_mail(w, "Comptabilité", "Accounts", "comptabilite" if fr(w) else "accounts",
                  r.choice([f"Remboursement effectué / Refund paid - commande {c.order_id}",
                            f"Avis de virement - remboursement {c.order_id}"] if fr(w) else
                           [f"Refund transferred - order {c.order_id}", f"Refund payment confirmation {c.order_id}"]))
        w.add("para", f"{'Bonjour' if fr(w) else 'Dear'} {w.text('customer_name', c.name)},")
        w.add("para", w.bi("nous vous informons que votre remboursement a été viré ce jour",
                           "we inform you that your refund was transferred today") + "."
              if fr(w) else "Please be informed that your refund has been transferred today. Details below.")
        w.add("gap")
        w.add("line", advice)
    else:
        w.add("head", c.bank)
        w.add("title", advice.split(" - ", 1)[-1] if " - " in advice else advice)
    payee_label = w.bi("Bénéficiaire", "Beneficiary") if fr(w) else "Beneficiary"
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not kit.is_mail(w):
        pairs.insert(0, (w.bi("Donneur d'ordre", "Ordering party") if fr(w) else "Ordering party",
                         office(w)["legal"]))
        pairs.append((payee_label, w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    w.block(pairs)
    w.kv(w.bi("Motif", "Purpose") if fr(w) else "Purpose",
         f"{'REMB CMD' if fr(w) else 'REFUND ORDER'} {w.ident('order_id', c.order_id)}")
    if r.random() < 0.6:
        w.kv(w.bi("Compte bénéficiaire", "Beneficiary account") if fr(w) else "Beneficiary account",
             f"****{kit.digits(r, 4)}")
    w.kv(w.label("exec_status"), r.choice(["Exécuté / Executed", "Effectué / Completed"] if fr(w)
                                            else ["Successful", "Completed", "Executed"]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", w.bi("Frais à la charge du donneur d'ordre", "Charges paid by the ordering party")
              if fr(w) else "Charges: OUR. This advice is computer generated and needs no signature.")


def warranty_form(w: AtlasWriter) -> None:
    """A 'Demande de garantie' / service ticket, printed and signed, or the web form by e-mail."""
    c, r = w.case, w.rng
    mail = w.doc.fmt in ("text", "email")
    title = r.choice(["DEMANDE DE PRISE EN CHARGE GARANTIE / WARRANTY CLAIM", "FICHE SAV / SERVICE TICKET"]
                     if fr(w) else ["WARRANTY CLAIM FORM", "After-Sales Service Request"])
    if mail:
        customer_mail(w, f"{title} - {c.warranty_product}")
        w.add("para", w.bi("Demande envoyée depuis", "Request sent from") + f" www.{office(w)['domain']}/sav")
    else:
        letterhead(w)
        w.add("title", title)
    pairs = [(w.label("case_number"), w.ident("case_number", c.case_number))]
    if not mail:
        pairs.append((w.label("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.label("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.label("customer_name"), w.text("customer_name", c.name)),
              (w.label("serial_number"), w.ident("serial_number", c.serial))]
    w.block(pairs)
    w.kv(w.label("product_name"), w.text("product_name", c.warranty_product))
    w.kv(w.label("issue_description"), w.text("issue_description", c.issue))
    details = V.SITE_DETAILS if fr(w) else V.SITE_DETAILS_EN
    for line in r.sample(details, 2):
        w.add("line", line.format(d=r.randrange(40, 180), h=r.randrange(50, 200), n=r.randrange(6, 24),
                                  q=r.randrange(3, 25)))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.label("form_deadline"), w.date("customer_deadline", deadline))
    w.add("gap")
    w.add("line", r.choice([w.bi("Installateur", "Installer") + ": " + r.choice(["Ouazzani Énergie Services",
                                                                              "Jlassi Solaire Services",
                                                                              "Soliman Solar Installations",
                                                                              "installation par le client / own"]),
                            w.bi("Preuve d'achat jointe : oui", "Proof of purchase attached: yes")]))
    if not mail:
        w.add("line", w.bi("Signature du client", "Customer signature") + f": {c.name}")


def customer_letter(w: AtlasWriter) -> None:
    """The customer chasing: a mail (sometimes replying to the shop's auto-answer), a letter, or a chat forward."""
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    subjects = {"refund": ["Relance remboursement / refund follow-up", "Toujours pas de remboursement"],
                "warranty": ["Relance SAV / service follow-up", "Pompe en panne - relance"],
                "delivery": ["Livraison non reçue / delivery not received", "Où est notre commande ?"],
                "rejected": ["Contestation du refus / we contest the refusal", "Réclamation"]} if fr(w) else {
                "refund": ["Refund follow-up", "Still waiting for refund"],
                "warranty": ["Follow up - warranty repair", "Pump still not repaired"],
                "delivery": ["Shipment not received", "Delivery delay - urgent"],
                "rejected": ["Objection to your decision", "Complaint - return refused"]}
    subject = f"{r.choice(subjects[topic])} - {c.order_id}"
    if kit.is_mail(w) and topic in ("refund", "delivery") and r.random() < 0.4:
        letter_chat(w, topic, quoted)
        return
    replying = kit.is_mail(w) and (w.doc.style.get("quote") or topic == "rejected")  # answering the shop's mail
    if kit.is_mail(w):
        customer_mail(w, ("RE: " if replying else "") + subject)
    else:
        letter_opening(w, subject)
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if r.random() < 0.75:
        refs.insert(0, f"file {w.ident('case_number', c.case_number)}" if fr(w) and r.random() < 0.5
                    else f"case {w.ident('case_number', c.case_number)}")
    if r.random() < 0.4:
        refs.append(f"customer code {w.ident('customer_id', c.customer_id)}")
    w.add("line", r.choice(V.GREETINGS[w.loc]))
    w.add("gap")
    w.add("para", (r.choice(["I come back to you concerning {}.", "I relaunch you about {}."]) if fr(w) else
                   r.choice(["With reference to {}.", "Further to our previous correspondence regarding {}."])
                   ).format(", ".join(refs)))
    w.add("para", topic_paragraph(w, topic, quoted))
    if "moved_deadline" in w.doc.style:
        w.add("para", "Please note that our planning has changed." if fr(w)
                      else "Kindly note that the date has changed on our side.")
    key = {"refund": ("refund_dl", "refund_no"), "warranty": ("repair_dl", "repair_no"),
           "delivery": ("delivery_dl", "delivery_dl"), "rejected": ("rejected", "rejected")}[topic]
    sentence = _expectation(w, loc_expect(w, key[0]), loc_expect(w, key[1]), w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(V.CLOSING_COURTESY[w.loc]))
    customer_sign(w)
    if replying:
        quote_shop(w)


def topic_paragraph(w: AtlasWriter, topic: str, quoted: Decimal | None) -> str:
    c, r = w.case, w.rng
    if topic == "refund":
        if quoted is not None:
            return r.choice(["You approved a refund of {} but until today we received nothing on our account.",
                             "Your service confirmed the approved refund of {} and the transfer is still not "
                             "arrived." if fr(w) else
                             "Your team confirmed the approved refund of {} but it did not reach our account yet."]
                            ).format(w.money("refund_approved", quoted))
        return ("You accepted our return but the money is still not on our account." if fr(w)
                else "Your team accepted the return but till now the amount was not transferred.")
    if topic == "warranty":
        pre = ""
        if quoted is not None:
            pre = f"The refund of {w.money('refund_approved', quoted)} you approved for the other article is well " \
                  "received, thank you. "
        return pre + (f"{'But' if pre else 'Unfortunately'} the {c.warranty_product} sent for warranty is still "
                      "not repaired and the farm is "
                      "without water." if fr(w) else
                      f"{'However' if pre else 'Unfortunately'} the {c.warranty_product} is still under repair "
                      "and our irrigation is stopped.")
    if topic == "delivery":
        return (f"The material is still not arrived and {c.carrier} cannot tell us where is the parcel." if fr(w)
                else f"Till now the shipment did not arrive and {c.carrier} has no update on the tracking.")
    if refusal_ground(c) == "any":  # refused as a late return
        return ("We do not accept your refusal: the goods were never installed and the delay of the return comes "
                "from the carrier." if fr(w) else
                "We do not agree with your decision, the goods were never installed and the return was delayed by "
                "the courier, not by us.")
    return ("We do not accept your refusal: the damage was there at the delivery and we informed your commercial "
            "the same day." if fr(w) else
            "We do not agree with your decision, the defect was present from the first day and your sales engineer "
            "was informed.")


def letter_chat(w: AtlasWriter, topic: str, quoted: Decimal | None) -> None:
    """A customer chasing on WhatsApp, forwarded by the sales rep."""
    c, r = w.case, w.rng
    rep = staff_forward(w, ("TR: " if fr(w) else "Fwd: ") + f"WhatsApp {c.name} - {c.order_id}")
    w.add("para", "Bonjour, le client relance sur WhatsApp / the customer is chasing on WhatsApp, voir ci-dessous."
          if fr(w) else "Dear team, the customer is following up on WhatsApp, see below. Please advise urgently.")
    w.add("gap")
    who = w.text("customer_name", c.name)
    st = lambda m: chat_stamp(w, m)  # noqa: E731
    w.add("line", f"{st(1)}{who}: {'Salam, bonjour' if fr(w) else 'Salam alaikum'}")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.5:
        ref += f" / case {w.ident('case_number', c.case_number)}"
    w.add("line", f"{st(2)}{who}: it is about {ref}")
    w.add("line", f"{st(3)}{who}: {topic_paragraph(w, topic, quoted)}")
    if "moved_deadline" in w.doc.style:
        w.add("line", f"{st(4)}{who}: our planning changed")
    key = ("refund_dl", "refund_no") if topic == "refund" else ("delivery_dl", "delivery_dl")
    sentence = _expectation(w, loc_expect(w, key[0]), loc_expect(w, key[1]), w.doc.style["deadline_value"])
    w.add("line", f"{st(5)}{who}: {sentence}")
    w.add("line", f"{st(20)}{rep}: " + ("Bien reçu, je transmets / well received, I forward to the SAV." if fr(w)
                                        else "Noted, I will follow up with the after-sales team."))
    w.add("gap")
    w.add("line", f"{rep} - {w.bi('Service commercial', 'Sales')}")


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
