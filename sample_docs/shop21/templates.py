"""Vaporella Pro's documents: what each says, in which words, with its truth.

Shop documents: printed in the office's language (French in Lyon, Brussels and Geneva, Italian in Milan),
sometimes bilingual (French/Dutch in Brussels, French/German in Geneva, with English in Lyon and Milan);
e-mails in the English of French, Belgian, Swiss and Italian staff. Customer documents: e-mails mostly in
English, printed letters and forms mostly in the customer's language.
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sample_docs.formatting import NBSP, cents, date_truth, email_date
from sample_docs.shop21 import vocab as V
from sample_docs.shop21.printing import (LETTER_DATE_STYLES, TEXT_WIDTH, VWriter, date_text, outlook_sent, rfc_date,
                                         tz)

# --------------------------------------------------------------------------- shared pieces


def is_mail(w: VWriter) -> bool:
    return w.doc.fmt in ("text", "email")


def office(w: VWriter) -> dict:
    return V.OFFICES[w.country]


def printed_name(w: VWriter) -> str:
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name  # type: ignore[return-value]


def lc(name: str) -> str:
    """A product name inside a sentence: first letter lower-cased unless it is an acronym."""
    return name if name[:2].isupper() else name[0].lower() + name[1:]


def short(key: str) -> str:
    return V.SHORT.get(key) or lc(next(p[2]["en"] for p in V.PRODUCTS if p[0] == key))


def letterhead(w: VWriter) -> None:
    o, r = office(w), w.rng
    w.add("head", r.choice(["VAPORELLA PRO", "Vaporella Pro", f"Vaporella Pro · {o['city']}"]))
    w.add("small", f"{o['entity']} · {o['lines'][0]}")
    w.add("small", o["lines"][1])
    w.add("gap")


def legal(w: VWriter) -> None:
    w.add("gap")
    for line in office(w)["legal"]:
        w.add("small", line)


def terms(w: VWriter) -> None:
    """A second page of general terms on some text PDFs (no facts, a 40 € recovery fee and 15 % restocking)."""
    if w.doc.fmt == "pdf_text" and w.rng.random() < 0.4:
        page = V.TERMS["it" if w.country == "IT" else "fr"]
        w.add("page")
        w.add("title", page[0])
        for p in page[1:]:
            w.add("para", p)


def address_block(w: VWriter, name: str, label: str | None) -> None:
    """The customer's block: name (truth), salon, address, the customer's own registration numbers."""
    c = w.case
    if label:
        w.kv(label, w.text("customer_name", name))
    else:
        w.add("line", w.text("customer_name", name))
    if c.company:  # type: ignore[attr-defined]
        w.add("line", c.company)  # type: ignore[attr-defined]
    if c.signer and w.rng.random() < 0.6:  # type: ignore[attr-defined]
        att = {"fr": "À l'attention de", "it": "Alla c.a. di", "en": "Attn."}[w.first if w.first != "nl" else "fr"]
        w.add("line", f"{att} {c.signer[0]}")  # type: ignore[attr-defined]
    for part in c.address.split(", "):
        w.add("line", part)
    for line in c.tax_lines:  # type: ignore[attr-defined]
        w.add("small", line)
    w.add("gap")


def greeting_for(w: VWriter, name: str) -> None:
    """A shop e-mail's greeting naming the customer in full (the customer name's truth)."""
    c, r = w.case, w.rng
    w.text("customer_name", name)
    if c.signer:  # type: ignore[attr-defined]
        w.add("line", f"Att. {name} - {c.signer[1]}")  # type: ignore[attr-defined]
        w.add("line", f"{w.rng.choice(['Dear', 'Bonjour', 'Hello'])} {c.signer[0]},")  # type: ignore[attr-defined]
        return
    hello = {"FR": ["Bonjour", "Dear", "Hello"], "BE": ["Bonjour", "Dear", "Beste"], "CH": ["Bonjour", "Dear"],
             "IT": ["Gentile", "Buongiorno", "Dear"]}[w.country]
    w.add("line", f"{r.choice(hello)} {name},")


def shop_mail(w: VWriter, dept: str, subject: str) -> None:
    c, r, o, d = w.case, w.rng, office(w), w.doc.date
    sender = f"{V.SHOP} {o['city']} <{o['mail'][dept]}@{V.DOMAIN}>"
    to = f"{c.mail_name} <{c.email}>"  # type: ignore[attr-defined]
    if w.doc.fmt == "text" and r.random() < 0.4:
        h, m = r.randrange(8, 19), r.randrange(60)
        if o["lang"] == "fr":
            w.doc.email = {"De": sender, "Envoyé": outlook_sent(d, h, m, "fr"), "À": to, "Objet": subject}
        else:
            w.doc.email = {"Da": sender, "Inviato": outlook_sent(d, h, m, "it"), "A": to, "Oggetto": subject}
        return
    headers = {"From": sender, "To": to}
    if r.random() < 0.3:
        headers["Cc"] = f"{V.SHOP} {o['city']} <{o['mail']['orders']}@{V.DOMAIN}>"
    headers["Subject"] = subject
    headers["Date"] = rfc_date(d, r, 8, 19)
    w.doc.email = headers


def staff_sign(w: VWriter, dept: int) -> None:
    r, o = w.rng, office(w)
    w.add("gap")
    w.add("line", r.choice({"FR": ["Cordialement,", "Best regards,"], "BE": ["Bien à vous,", "Kind regards,"],
                            "CH": ["Meilleures salutations,", "Best regards,"],
                            "IT": ["Cordiali saluti,", "Best regards,"]}[w.country]))
    w.add("line", V.STAFF[w.country][dept])
    w.add("line", o["entity"])
    w.add("small", o["lines"][1])


def customer_mail(w: VWriter, subject: str) -> None:
    c, r, o, d = w.case, w.rng, office(w), w.doc.date
    to = f"{V.SHOP} <{r.choice([o['mail']['returns'], o['mail']['orders'], 'info'])}@{V.DOMAIN}>"
    frm = f"{c.mail_name} <{c.email}>"  # type: ignore[attr-defined]
    h, m = r.randrange(7, 23), r.randrange(60)
    if w.doc.fmt == "text" and r.random() < 0.3:
        w.doc.email = {"From": frm, "Sent": outlook_sent(d, h, m, "en"), "To": to, "Subject": subject}
    else:
        w.doc.email = {"From": frm, "To": to, "Subject": subject, "Date": email_date(d, h, m, r.randrange(60), tz(d))}
    w.set("document_date", date_truth(d))


def customer_sign(w: VWriter) -> None:
    c, r, p = w.case, w.rng, w.doc.style["prose"]
    w.add("gap")
    w.add("line", r.choice(V.SIGN_OFFS[w.country] if p == "en" else
                           {"fr": ["Cordialement,", "Bien cordialement,", "Salutations distinguées,"],
                            "it": ["Cordiali saluti,", "Distinti saluti,"]}[p]))
    if c.signer:  # type: ignore[attr-defined]
        w.add("line", c.signer[0])  # type: ignore[attr-defined]
        w.add("line", c.signer[1])  # type: ignore[attr-defined]
        w.add("line", w.text("customer_name", c.name))
    else:
        first_only = is_mail(w) and r.random() < 0.25  # the From header carries the full name
        w.text("customer_name", c.name)
        w.add("line", c.name.split(" ")[0] if first_only else c.name)
        if c.company:  # type: ignore[attr-defined]
            w.add("line", c.company)  # type: ignore[attr-defined]
    if r.random() < 0.5:
        w.add("line", f"{r.choice(['Tel.', 'Tél.', 'Mob.', 'Cell.'])} {c.phone}")  # type: ignore[attr-defined]


def auto_reply_quote(w: VWriter) -> None:
    """Under some customer e-mails, the shop's automatic reply, quoted (its date is not a fact)."""
    c, r = w.case, w.rng
    if is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(2, 6))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, 'en_long')}, {V.SHOP} <info@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", f"{V.SHOP} · {office(w)['entity']}")


def letter_opening(w: VWriter, subject: str) -> None:
    """A printed customer letter: sender block, the shop's address, place and date (document date), subject."""
    c, r, p = w.case, w.rng, w.doc.style["prose"]
    w.add("line", c.name if not c.company else c.company)  # type: ignore[attr-defined]
    if c.company:  # type: ignore[attr-defined]
        w.add("line", c.name)
    for part in c.address.split(", "):
        w.add("line", part)
    w.add("gap")
    o = office(w)
    w.add("line", o["entity"])
    w.add("line", {"fr": "Service après-vente", "it": "Ufficio assistenza clienti", "en": "After-sales service"}[p])
    w.add("line", o["lines"][1].split(" · ")[0])
    w.add("line", " ".join(o["lines"][1].split(" · ")[1:2]))
    w.add("gap")
    w.date_style = r.choice(LETTER_DATE_STYLES[w.country]) if p != "en" else w.date_style
    printed = w.date("document_date", w.doc.date)
    city = c.city  # type: ignore[attr-defined]
    place = {"fr": f"{city}, le {printed}", "it": f"{city}, {printed}", "en": f"{city}, {printed}"}[p]
    w.add("rline" if r.random() < 0.5 else "line", place)
    w.add("gap")
    w.add("line", {"fr": "Objet :", "it": "Oggetto:", "en": "Subject:"}[p] + f" {subject}")
    w.add("gap")


def items_table(w: VWriter) -> None:
    """Order lines: description (an article code, a discount), quantity, unit price, line amount."""
    c, r = w.case, w.rng
    lang = w.first if w.first in V.TABLE_HEADERS else "fr"
    header = r.choice(V.TABLE_HEADERS["en" if w.first == "en" else lang])
    with_code = r.random() < 0.5
    limit = 0.58 * TEXT_WIDTH - 14  # the description column ends where the quantity column begins
    rows = []
    disc_word = {"fr": "remise", "it": "sconto", "en": "discount", "nl": "korting", "de": "Rabatt"}[w.first]
    for key, q, u in c.items:
        name = w.product(key)
        if key in c.discounts:  # type: ignore[attr-defined]
            name += f" ({disc_word} {c.discounts[key]}{NBSP}%)"  # type: ignore[attr-defined]
        if with_code and key != "shipping":
            name = f"{V.ARTICLE_CODES[key]} {name}"
        parts = _split(w, name, limit)
        rows.append([parts[0], str(q), w.bare(u), w.bare(cents(q * u))])
        rows += [[more, "", "", ""] for more in parts[1:]]
    w.add("table", header, rows)


def goods_table(w: VWriter, header: list[str], unit: str, parcels: int | None) -> None:
    """What is in the shipment: description (wrapped to its column), unit, quantities (or parcels)."""
    rows = []
    goods = [(k, q) for k, q, _ in w.case.items if k != "shipping"]
    for n, (k, q) in enumerate(goods):
        parts = _split(w, w.product(k), 0.58 * TEXT_WIDTH - 40)
        last = str(q) if parcels is None else (str(parcels) if n == 0 else "")
        rows.append([parts[0], unit, str(q), last])
        rows += [[more, "", "", ""] for more in parts[1:]]
    w.add("table", header, rows)


def _split(w: VWriter, text: str, limit: float) -> list[str]:
    words, lines, cur = text.split(" "), [], ""
    for word in words:
        trial = f"{cur} {word}" if cur else word
        if cur and w.width(trial) > limit:
            lines.append(cur)
            cur = "  " + word
        else:
            cur = trial
    lines.append(cur)
    return lines


def tax_label(w: VWriter) -> str:
    rate = w.case.tax_label_rate
    shown = f"{rate.normalize():f}"
    if w.first != "en":
        shown = shown.replace(".", ",")
    word = office(w)["tax_word"]
    if w.lang == "fr+nl":
        word = "TVA/BTW"
    elif w.lang == "fr+de":
        word = "TVA/MWST"
    elif w.first == "en":
        word = "VAT"
    return w.rng.choice([f"{word} {shown}{NBSP}%", f"{word} ({shown}{NBSP}%)", f"Montant {word}" if w.first == "fr"
                         else f"{word} {shown}%"])


def week(d: date) -> int:
    return d.isocalendar()[1]


# --------------------------------------------------------------------------- invoice


def invoice(w: VWriter) -> None:
    c, r, o = w.case, w.rng, office(w)
    name = printed_name(w)
    letterhead(w)
    v = r.randrange(3)
    inv_no = w.ident("invoice_number", c.invoice_number)
    inv_date = w.date("document_date", w.doc.date)
    if v == 1:  # number and date in the title line
        joiner = {"fr": "du", "it": "del", "en": "of", "nl": "van", "de": "vom"}[w.first]
        title = w.title("invoice").split(" / ")[0].upper()
        w.add("title", f"{title} {'N°' if w.first == 'fr' else 'n.'} {inv_no} {joiner} {inv_date}")
    else:
        w.add("title", w.title("invoice"))
    if w.country == "IT" and r.random() < 0.5:
        w.add("small", "Copia di cortesia - l'originale è stato trasmesso tramite SdI")
    w.add("gap")
    address_block(w, name, w.lab("bill_to") if r.random() < 0.7 else None)
    pairs = []
    if v != 1:
        pairs += [(w.lab("invoice_number"), inv_no), (w.lab("invoice_date"), inv_date)]
    show_cust = r.random() < 0.8 or "typo_here" in w.doc.style
    if show_cust:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    if w.country == "IT" and r.random() < 0.5:
        w.block(pairs)
        w.add("line", f"Rif. Vs. ordine n. {w.ident('order_id', c.order_id)} del "
                      f"{w.date('order_date', c.order_date)}")
        pairs = []
    else:
        pairs += [(w.lab("order_id"), w.ident("order_id", c.order_id)),
                  (w.lab("order_date"), w.date("order_date", c.order_date))]
    if c.po:  # type: ignore[attr-defined]
        pairs.append(({"fr": "Votre réf.", "it": "Vs. riferimento", "en": "Your ref.", "nl": "Uw ref.",
                       "de": "Ihre Ref."}[w.first], c.po))  # type: ignore[attr-defined]
    method = c.pay_method  # type: ignore[attr-defined]
    pairs.append(({"fr": "Mode de règlement", "it": "Pagamento", "en": "Payment"}.get(w.first, "Mode de règlement"),
                  method))
    w.block(pairs)
    w.add("gap")
    items_table(w)
    w.add("gap")
    if w.country == "FR" and r.random() < 0.6:
        eco = cents(sum((q for k, q, _ in c.items if k != "shipping"), 0) * Decimal("0.42"))
        w.add("small", f"dont éco-participation DEEE : {w.plain_money(eco)} HT")
    if w.country == "IT" and r.random() < 0.5:
        w.add("small", "Contributo RAEE incluso nel prezzo ove dovuto")
    totals = [(w.lab("subtotal"), w.money("subtotal", c.subtotal)), (tax_label(w), w.money("tax_amount", c.tax)),
              (w.lab("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid" and all(w.width(lab, True) < TEXT_WIDTH / 3 - 12 for lab, _ in totals):
        w.add("grid", [lab for lab, _ in totals], [[val for _, val in totals]])
    else:
        for lab, val in totals:
            w.add("rkv", lab, val) if r.random() < 0.5 or w.doc.style["layout"] == "stacked" else w.kv(lab, val)
    w.add("gap")
    paid = method in ("Carte bancaire", "Bancontact", "TWINT", "Satispay", "Carta di credito")
    due = w.doc.date + timedelta(days=30)
    if paid:
        w.add("para", {"fr": f"Facture acquittée par {V.METHOD_FR.get(method, method)} "
                             f"le {w.plain_date(c.order_date)}. Reste dû : {w.plain_money(Decimal('0'))}",
                       "it": f"Fattura pagata con {V.METHOD_IT.get(method, method)} il "
                             f"{w.plain_date(c.order_date)}. Saldo: "
                             f"{w.plain_money(Decimal('0'))}",
                       "en": f"Paid by {V.METHOD_EN[method]} on {w.plain_date(c.order_date)}. Balance due: "
                             f"{w.plain_money(Decimal('0'))}"}.get(w.first, "Payé."))
    else:
        w.add("para", {"fr": f"Échéance : {w.plain_date(due)} (30 jours date de facture). Escompte pour paiement "
                             "anticipé : néant.",
                       "it": f"Scadenza pagamento: {w.plain_date(due)} - bonifico bancario 30 gg d.f.",
                       "en": f"Due date: {w.plain_date(due)}, bank transfer 30 days."}.get(w.first, "Échéance : "
                                                                                           f"{w.plain_date(due)}"))
    if w.country == "BE" and not paid:
        w.add("line", f"Communication structurée / Gestructureerde mededeling : +++{r.randrange(100, 999)}/"
                      f"{r.randrange(1000, 9999)}/{r.randrange(10000, 99999)}+++")
    if w.country == "CH" and not paid:
        ref = f"{r.randrange(10, 99)} {r.randrange(10000, 99999)} {r.randrange(10000, 99999)} " \
              f"{r.randrange(10000, 99999)} {r.randrange(10000, 99999)} {r.randrange(10000, 99999)}"
        w.add("gap")
        w.add("line", "Section paiement / Zahlteil - QR-facture")
        w.add("small", f"Compte / Konto: CH44 3199 9123 0008 8901 2 · Référence / Referenz: {ref}")
        w.add("small", f"Monnaie / Währung: CHF · Montant / Betrag: {w.bare(c.total)}")
    if w.country == "FR":
        w.add("small", "En cas de retard de paiement : pénalités au taux de 3 fois le taux d'intérêt légal et "
                       f"indemnité forfaitaire pour frais de recouvrement de {w.plain_money(Decimal('40'))} "
                       "(art. L441-10 du Code de commerce).")
    legal(w)
    terms(w)


# --------------------------------------------------------------------------- order confirmation


def order_confirmation(w: VWriter) -> None:
    c, r = w.case, w.rng
    name = printed_name(w)
    est = c.est_confirm
    if is_mail(w):
        subject = r.choice({"FR": [f"Confirmation de commande {c.order_id}", f"Votre commande {c.order_id}"],
                            "BE": [f"Order confirmation {c.order_id}", f"Confirmation commande {c.order_id}"],
                            "CH": [f"Confirmation de commande / Auftragsbestätigung {c.order_id}"],
                            "IT": [f"Conferma d'ordine n. {c.order_id}", f"Order confirmation {c.order_id}"]}
                           [w.country])
        shop_mail(w, "orders", subject)
        greeting_for(w, name)
        w.add("gap")
        if r.random() < 0.45:
            sent = (f"Thank you for your order {w.ident('order_id', c.order_id)} of "
                    f"{w.date('order_date', c.order_date)}. We confirm it for a total amount of "
                    f"{w.money('order_total', c.total)} incl. VAT.")
            if est:
                sent += " " + r.choice(["The delivery is foreseen for {} (week {}).",
                                        "Delivery is planned on {}, week {}.",
                                        "You will receive the goods around {} (week {})."]).format(
                    w.date("delivery_estimate", est), week(est))
            w.add("para", sent)
            if r.random() < 0.7 or "typo_here" in w.doc.style:
                w.add("para", r.choice(["Your customer code by us is {}.", "Please indicate your customer number "
                                        "{} for every question."]).format(w.ident("customer_id", c.customer_id)))
            w.add("para", "Here the detail of the order:")
            for k, q, u in c.items:
                w.add("line", f"- {q} x {w.product(k) if k != 'shipping' else 'Shipping'}: "
                              f"{w.plain_money(cents(q * u))} excl. VAT")
        else:
            w.add("para", r.choice(["We thank you for your order and confirm it as follows.",
                                    "Thanks for your order, please find the confirmation below."]))
            pairs = [(w.lab("order_id"), w.ident("order_id", c.order_id)),
                     (w.lab("order_date"), w.date("order_date", c.order_date))]
            if r.random() < 0.7 or "typo_here" in w.doc.style:
                pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
            w.block(pairs)
            w.add("gap")
            items_table(w)
            w.add("gap")
            pairs = [(w.lab("conf_total"), w.money("order_total", c.total))]
            if est:
                pairs.append((w.lab("delivery_estimate"), w.date("delivery_estimate", est)))
            w.block(pairs)
        if c.total > 2000:
            w.add("para", f"As agreed, a deposit of 30% ({w.plain_money(cents(c.total * Decimal('0.3')))}) is "
                          "asked before the shipping.")
        staff_sign(w, 1 if w.country != "IT" else 3)
        return
    letterhead(w)
    w.add("title", w.title("order_confirmation"))
    address_block(w, name, w.lab("customer_name") if r.random() < 0.6 else None)
    pairs = [(w.lab("order_id"), w.ident("order_id", c.order_id)),
             (w.lab("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.75 or "typo_here" in w.doc.style:
        pairs.insert(1, (w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    if c.po:  # type: ignore[attr-defined]
        pairs.append(({"fr": "Votre bon de commande", "it": "Vs. ordine interno"}.get(w.first, "Your PO"),
                      c.po))  # type: ignore[attr-defined]
    w.block(pairs)
    w.add("gap")
    items_table(w)
    w.add("gap")
    if r.random() < 0.5:
        w.add("rkv", w.lab("subtotal"), w.plain_money(c.subtotal))
        w.add("rkv", tax_label(w), w.plain_money(c.tax))
    w.add("rkv" if r.random() < 0.5 else "kv", w.lab("conf_total"), w.money("order_total", c.total))
    if est:
        wk = {"fr": "semaine", "it": "settimana", "en": "week", "nl": "week", "de": "KW"}[w.first]
        w.kv(w.lab("delivery_estimate"), r.choice(["{d}", "{wk} {n} - {d}"]).format(
            d=w.date("delivery_estimate", est), wk=wk, n=week(est)))
    if c.total > 2000:
        w.add("para", {"fr": f"Acompte de 30 % à la commande : {w.plain_money(cents(c.total * Decimal('0.3')))}",
                       "it": f"Acconto del 30% all'ordine: {w.plain_money(cents(c.total * Decimal('0.3')))}"}
              .get(w.first, f"Deposit 30%: {w.plain_money(cents(c.total * Decimal('0.3')))}"))
    w.add("gap")
    w.add("para", {"fr": "Toute réclamation concernant la livraison doit être notée sur le bon du transporteur et "
                         "confirmée sous 48 heures.",
                   "it": "Eventuali danni devono essere segnalati sulla bolla del vettore e confermati entro 48 ore."}
          .get(w.first, "Damages must be noted on the carrier's delivery note within 48 hours."))
    legal(w)
    terms(w)


# --------------------------------------------------------------------------- shipping notice


def shipping_notice(w: VWriter) -> None:
    c, r = w.case, w.rng
    est = c.est_ship if r.random() < 0.8 or is_mail(w) or "planted_est" in w.doc.style else None
    parcels = r.randrange(1, 4)
    weight = f"{r.randrange(3, 90)},{r.randrange(10)}"
    if is_mail(w):
        subject = r.choice({"FR": [f"Expédition de votre commande {c.order_id}", f"Your order {c.order_id} is shipped"],
                            "BE": [f"Votre commande {c.order_id} est en route", f"Shipping {c.order_id}"],
                            "CH": [f"Expédition / Versand {c.order_id}", f"Your order {c.order_id} is on the way"],
                            "IT": [f"Spedizione ordine {c.order_id}", f"Your order {c.order_id} has been shipped"]}
                           [w.country])
        shop_mail(w, "shipping", subject)
        greeting_for(w, c.name)
        w.add("gap")
        wh = {"FR": "Saint-Priest", "BE": "Vilvoorde", "CH": "Carouge", "IT": "Segrate"}[w.country]
        if r.random() < 0.5:
            w.add("para", f"We inform you that your order {w.ident('order_id', c.order_id)} left our warehouse of {wh} "
                          f"on {w.date('ship_date', w.doc.date)} with {w.text('carrier', c.carrier)}.")
            w.kv(w.lab("tracking_number", "en"), w.ident("tracking_number", c.tracking))
            if est:
                w.kv(w.lab("delivery_estimate", "en"), w.date("delivery_estimate", est))
        else:
            w.add("para", f"Your goods are shipped from our warehouse in {wh}. Here the information for the follow-up:")
            pairs = [(w.lab("order_id", "en"), w.ident("order_id", c.order_id))]
            if r.random() < 0.5:
                pairs.append((w.lab("customer_id", "en"), w.ident("customer_id", c.customer_id)))
            pairs += [(w.lab("carrier", "en"), w.text("carrier", c.carrier)),
                      (w.lab("tracking_number", "en"), w.ident("tracking_number", c.tracking)),
                      (w.lab("ship_date", "en"), w.date("ship_date", w.doc.date))]
            if est:
                pairs.append((w.lab("delivery_estimate", "en"), w.date("delivery_estimate", est)))
            w.block(pairs)
        w.add("para", f"Parcels: {parcels} - total weight {weight} kg. The driver will call you 30 minutes before. "
                      "Please check the goods before you sign.")
        staff_sign(w, 3 if w.country == "FR" else 1)
        return
    letterhead(w)
    if w.country == "IT" and w.first == "it":
        ddt = f"{r.randrange(100, 999)}/MI"
        w.add("title", f"DOCUMENTO DI TRASPORTO n. {ddt} del {w.date('ship_date', w.doc.date)}")
        w.add("small", "D.d.T. ai sensi del D.P.R. 472/96")
        address_block(w, c.name, w.lab("ship_to"))
        pairs = [("Causale del trasporto", "Vendita"), ("Trasporto a cura del", "Vettore"),
                 (w.lab("order_id"), w.ident("order_id", c.order_id))]
        if r.random() < 0.5:
            pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
        pairs += [("Vettore", w.text("carrier", c.carrier)),
                  ("Lettera di vettura n.", w.ident("tracking_number", c.tracking)),
                  ("Data e ora inizio trasporto", f"{w.date('ship_date', w.doc.date)} ore {r.randrange(8, 17)}:"
                                                  f"{r.choice(['00', '15', '30', '45'])}")]
        if est:
            pairs.append((w.lab("delivery_estimate"), w.date("delivery_estimate", est)))
        w.block(pairs)
        w.add("gap")
        goods_table(w, ["Descrizione", "U.M.", "Q.tà", "Colli"], "pz", parcels)
        w.add("line", f"Numero colli: {parcels} · Peso lordo kg {weight} · Aspetto esteriore dei beni: scatole su "
                      "pallet")
        w.add("gap")
        w.add("line", "Firma del vettore ______________     Firma del destinatario ______________")
        legal(w)
        return
    bl = f"BL{r.randrange(10, 99)}-{r.randrange(1000, 9999)}"
    title = w.title("shipping_notice")
    w.add("title", f"{title} n° {bl}" if r.random() < 0.5 else title)
    address_block(w, c.name, w.lab("ship_to") if r.random() < 0.6 else None)
    pairs = [(w.lab("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs += [(w.lab("carrier"), w.text("carrier", c.carrier)),
              (w.lab("tracking_number"), w.ident("tracking_number", c.tracking)),
              (w.lab("ship_date"), w.date("ship_date", w.doc.date))]
    if est:
        pairs.append((w.lab("delivery_estimate"), w.date("delivery_estimate", est)))
    w.block(pairs)
    w.add("gap")
    head = {"fr": ["Désignation", "Unité", "Qté cdée", "Qté livrée"], "it": ["Descrizione", "U.M.", "Ordinato",
                                                                              "Consegnato"],
            "en": ["Description", "Unit", "Ordered", "Delivered"]}.get(w.first, ["Désignation", "Unité", "Qté cdée",
                                                                                 "Qté livrée"])
    goods_table(w, head, {"fr": "pce", "it": "pz", "en": "pc"}.get(w.first, "pce"), None)
    w.add("line", {"fr": f"Nombre de colis : {parcels} · Poids total : {weight} kg",
                   "en": f"Parcels: {parcels} · Weight: {weight} kg"}.get(w.first, f"Colis : {parcels} · {weight} kg"))
    w.add("gap")
    w.add("line", {"fr": "Marchandise reçue en bon état - date, signature et cachet du client :",
                   "en": "Goods received in good condition - date, signature:"}.get(
        w.first, "Marchandise reçue en bon état / Goederen in goede staat ontvangen :"))
    legal(w)


# --------------------------------------------------------------------------- refund approval / credit note


def status_word(w: VWriter, status: str) -> str:
    words = V.STATUS_WORDS[status]
    first = w.rng.choice(words[w.first])
    if len(w.langs) > 1 and w.langs[1] in words:
        first += f" / {w.rng.choice(words[w.langs[1]])}"
    w.set("refund_status", status)
    return first


def fee_lines(w: VWriter) -> list[tuple[str, str]]:
    """The fee taken off the refund and how much of it is waived (fee_waiver_percent, with its basis)."""
    c = w.case
    if c.fee is None:  # type: ignore[attr-defined]
        return []
    lang = w.first if w.first in ("fr", "it", "en") else "fr"
    basis = V.FEE_NAMES[c.fee_basis][lang]
    fee = w.plain_money(c.fee)  # type: ignore[attr-defined]
    cap = basis[0].upper() + basis[1:]
    if c.waiver is None:
        return [(f"{cap}", f"- {fee}")]
    w.set("fee_waiver_percent", str(c.waiver), basis=basis)
    pct = f"{c.waiver}{NBSP}%" if lang == "fr" else f"{c.waiver}%"
    return [(f"{cap} ({fee})", {"fr": f"pris en charge à {pct} par Vaporella Pro",
                                "it": f"abbuono del {pct}",
                                "en": f"{pct} waived as commercial gesture"}[lang])]


def refund_approval(w: VWriter) -> None:
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    item = w.product(c.return_item[0]) if not is_mail(w) else short(c.return_item[0])
    if is_mail(w):
        subject = r.choice([f"Votre retour {c.case_number} - commande {c.order_id}" if w.country != "IT" else
                            f"Reso {c.case_number} - ordine {c.order_id}",
                            f"Return {c.case_number} / order {c.order_id}",
                            f"RE: Return of the {short(c.return_item[0])}"])
        shop_mail(w, "returns", subject)
        greeting_for(w, c.name)
        w.add("gap")
        if rejected:
            w.add("para", f"Our technician has inspected the {item} you sent back (order "
                          f"{w.ident('order_id', c.order_id)}). We are sorry but we cannot accept the return: the "
                          "damages come from a wrong use (water in the motor and scratches on the base), this is not "
                          "covered by the conditions of return.")
            pairs = [(w.lab("case_number", "en"), w.ident("case_number", c.case_number)),
                     ("Date", w.plain_date(w.doc.date)), (w.lab("refund_status", "en"), status_word(w, "rejected"))]
            w.block(pairs)
            w.add("para", "The article stays at your disposal in our workshop or we can send it back to you.")
            staff_sign(w, 0)
            return
        w.add("para", r.choice([f"Our technician checked the {item} you sent back and we accept the return.",
                                f"We received back the {item} and the control is ok, your return is accepted."]))
        pairs = [(w.lab("case_number", "en"), w.ident("case_number", c.case_number)),
                 (w.lab("order_id", "en"), w.ident("order_id", c.order_id))]
        if r.random() < 0.5:
            pairs.append((w.lab("customer_id", "en"), w.ident("customer_id", c.customer_id)))
        pairs += [(w.lab("approval_date", "en"), w.date("approval_date", w.doc.date)),
                  (w.lab("refund_status", "en"), status_word(w, "approved"))]
        w.block(pairs)
        w.add("gap")
        money = []
        if c.eligible != c.approved or r.random() < 0.5:
            money.append((w.lab("refund_eligible", "en"), w.money("refund_eligible", c.eligible)))
        money += fee_lines(w)
        money.append((w.lab("refund_approved", "en"), w.money("refund_approved", c.approved)))
        w.block(money)
        w.add("gap")
        method = V.METHOD_EN[c.pay_method]  # type: ignore[attr-defined]
        w.add("para", r.choice(["The refund will be done by {m} until {d}.",
                                "We will make the {m} refund at the latest on {d}.",
                                "You will receive the money ({m}) before {d}."]).format(
            m=method, d=w.date("promised_date", c.promised)))
        staff_sign(w, 0)
        return
    letterhead(w)
    credit_note = not rejected and r.random() < 0.4
    if credit_note:
        _credit_note(w, item)
        return
    w.add("title", w.title("refund_approval"))
    address_block(w, c.name, w.lab("customer_name") if r.random() < 0.6 else None)
    pairs = [(w.lab("case_number"), w.ident("case_number", c.case_number)),
             (w.lab("order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.5:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    if rejected:
        pairs.append(({"fr": "Date", "it": "Data", "en": "Date"}.get(w.first, "Date"), w.plain_date(w.doc.date)))
    else:
        pairs.append((w.lab("approval_date"), w.date("approval_date", w.doc.date)))
    pairs.append(({"fr": "Article retourné", "it": "Articolo reso", "en": "Returned item"}.get(w.first,
                                                                                             "Article retourné"), item))
    w.block(pairs)
    w.add("gap")
    if rejected:
        w.kv(w.lab("refund_status"), status_word(w, "rejected"))
        w.add("para", {"fr": "Après contrôle en atelier, l'appareil présente des dommages dus à une utilisation non "
                             "conforme (traces d'eau dans le moteur). Ces dommages ne sont pas couverts par nos "
                             "conditions de retour.",
                       "it": "Dopo il controllo in laboratorio l'apparecchio presenta danni dovuti a un uso non "
                             "conforme (tracce d'acqua nel motore), non coperti dalle condizioni di reso."}
              .get(w.first, "The item shows damage from improper use, not covered by our return conditions."))
        legal(w)
        return
    money = [(w.lab("refund_status"), status_word(w, "approved"))]
    if c.eligible != c.approved or r.random() < 0.5:
        money.append((w.lab("refund_eligible"), w.money("refund_eligible", c.eligible)))
    money += fee_lines(w)
    money.append((w.lab("refund_approved"), w.money("refund_approved", c.approved)))
    if r.random() < 0.8:
        money.append((w.lab("promised_date"), w.date("promised_date", c.promised)))
    w.block(money)
    w.add("gap")
    w.add("para", {"fr": "Le remboursement sera effectué par le même moyen de paiement que la commande.",
                   "it": "Il rimborso sarà effettuato con lo stesso metodo di pagamento dell'ordine."}
          .get(w.first, "The refund is made to the payment method of the order."))
    legal(w)


def _credit_note(w: VWriter, item: str) -> None:
    """An avoir / nota di credito: the approved refund as a credit note on the invoice (its number, HT and tax
    are not facts of the approval)."""
    c, r = w.case, w.rng
    no = {"FR": f"AV26-{r.randrange(100, 999)}", "BE": f"NC2026/{r.randrange(100, 999)}",
          "CH": f"AV-{r.randrange(1000, 9999)}", "IT": f"NC {r.randrange(10, 99)}/2026"}[w.country]
    w.add("title", f"{w.title('credit_note')} {'N°' if w.first == 'fr' else 'n.'} {no}")
    address_block(w, c.name, w.lab("customer_name") if r.random() < 0.5 else None)
    on_invoice = {"fr": "Sur facture", "it": "Rif. fattura", "en": "On invoice"}.get(w.first, "Sur facture")
    pairs = [({"fr": "Date de l'avoir", "it": "Data nota di credito", "en": "Date"}.get(w.first, "Date de l'avoir"),
              w.date("approval_date", w.doc.date)),
             (w.lab("case_number"), w.ident("case_number", c.case_number)),
             (w.lab("order_id"), w.ident("order_id", c.order_id)),
             (on_invoice, c.invoice_number)]
    if r.random() < 0.6:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    rate = c.tax_label_rate
    gross = c.approved
    net = cents(c.return_item[2]) if c.fee is None else cents(gross / (1 + rate / 100))  # type: ignore[attr-defined]
    word = {"fr": "Retour", "it": "Reso", "en": "Return"}.get(w.first, "Retour")
    rows = [[f"{word} {item}", "1", w.bare(cents(c.return_item[2])), w.bare(cents(c.return_item[2]))]]
    if net != cents(c.return_item[2]):
        rows.append([{"fr": "Déduction frais", "it": "Trattenuta spese", "en": "Fee deducted"}.get(w.first,
                                                                                                 "Déduction frais"),
                     "1", w.bare(net - cents(c.return_item[2])), w.bare(net - cents(c.return_item[2]))])
    w.add("table", w.rng.choice(V.TABLE_HEADERS["en" if w.first == "en" else w.first if w.first in V.TABLE_HEADERS
                                                else "fr"]), rows)
    w.add("gap")
    for lab, val in fee_lines(w):
        w.kv(lab, val)
    w.add("rkv", w.lab("subtotal"), w.plain_money(net))
    w.add("rkv", tax_label(w), w.plain_money(gross - net))
    total_label = {"fr": "Total avoir TTC", "it": "Totale nota di credito", "en": "Credit note total"}.get(
        w.first, "Total avoir TTC")
    w.add("rkv", total_label, w.money("refund_approved", gross))
    w.add("gap")
    w.kv(w.lab("refund_status"), status_word(w, "approved"))
    method = c.pay_method  # type: ignore[attr-defined]
    w.add("para", {"fr": f"Montant à rembourser par {V.METHOD_FR.get(method, method)} au plus tard le "
                         f"{w.date('promised_date', c.promised)}.",
                   "it": f"Importo da rimborsare con {V.METHOD_IT.get(method, method)} entro il "
                         f"{w.date('promised_date', c.promised)}."}
          .get(w.first, f"Refund by {w.date('promised_date', c.promised)}."))
    legal(w)


# --------------------------------------------------------------------------- refund execution


def refund_execution(w: VWriter) -> None:
    c, r = w.case, w.rng
    method = c.pay_method  # type: ignore[attr-defined]
    if is_mail(w):
        subject = r.choice([f"Refund {c.order_id} - {method}", f"Remboursement effectué / refund done - {c.case_number}"
                            if w.country != "IT" else f"Rimborso eseguito / refund done - {c.case_number}",
                            f"Payment advice {c.payment_ref}"])
        shop_mail(w, "payments", subject)
        greeting_for(w, c.name)
        w.add("gap")
        how = {"Virement SEPA": "a SEPA transfer to your account", "Carte bancaire": "a credit on your bank card",
               "Bancontact": "a Bancontact refund on your card", "TWINT": "a TWINT refund to your mobile number",
               "Virement (QR-facture)": "a bank transfer", "Satispay": "a Satispay refund",
               "Bonifico bancario": "a bank transfer (bonifico)", "Carta di credito": "a credit on your card"}[method]
        w.add("para", f"We confirm that we have made {how} for the return {w.ident('case_number', c.case_number)} "
                      f"(order {w.ident('order_id', c.order_id)}).")
        pairs = [(w.lab("refund_executed", "en"), w.money("refund_executed", c.approved)),
                 (w.lab("execution_date", "en"), w.date("execution_date", w.doc.date)),
                 (w.lab("payment_reference", "en"), w.ident("payment_reference", c.payment_ref))]
        if r.random() < 0.5:
            pairs.append((w.lab("exec_status", "en"), _executed(w)))
        w.block(pairs)
        w.add("para", "Depending on your bank, 1 to 3 working days are necessary before you see the amount.")
        staff_sign(w, 2)
        return
    letterhead(w)
    transfer = method in V.TRANSFERS
    title = {"fr": ["Avis de virement", "Avis de remboursement"] if transfer else ["Avis de remboursement"],
             "it": ["Conferma bonifico di rimborso", "Avviso di rimborso"] if transfer else ["Avviso di rimborso"]
             }.get(w.first, ["Refund advice"])
    title = r.choice(title)
    if len(w.langs) > 1 and w.langs[1] in V.TITLES["refund_execution"]:
        title += " / " + V.TITLES["refund_execution"][w.langs[1]][0]
    w.add("title", title if method not in ("TWINT", "Bancontact", "Satispay") else f"{title} - {method}")
    address_block(w, c.name, {"fr": "Bénéficiaire", "it": "Beneficiario", "en": "Beneficiary"}.get(w.first,
                                                                                                   "Bénéficiaire"))
    amount_label = w.lab("refund_executed")
    while not transfer and ("virement" in amount_label or "bonifico" in amount_label):
        amount_label = w.lab("refund_executed")
    pairs = [(w.lab("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.lab("execution_date"), w.date("execution_date", w.doc.date)),
             (amount_label, w.money("refund_executed", c.approved))]
    if method == "Bonifico bancario" or (w.country == "IT" and r.random() < 0.5):
        pairs.append(("Data valuta beneficiario", w.plain_date(w.doc.date + timedelta(days=1))))
    if method in ("Virement SEPA", "Bonifico bancario", "Virement (QR-facture)"):
        iban = {"FR": "FR76 **** **** **** **** ***4 512", "BE": "BE** **** **** 7718",
                "CH": "CH** **** **** **** 3301 7", "IT": "IT** * ***** ***** ******** 0457"}[w.country]
        pairs.append(("IBAN", iban))
        pairs.append(("End-to-end ID", "NOTPROVIDED"))
    elif method == "TWINT":
        pairs.append(("Mobile", f"+41 79 *** ** {r.randrange(10, 99)}"))
    elif method == "Satispay":
        pairs.append(("Utente Satispay", f"+39 34{r.randrange(10)} *** **{r.randrange(10, 99)}"))
    else:
        pairs.append(({"fr": "Carte", "it": "Carta", "en": "Card"}.get(w.first, "Carte"),
                      f"**** **** **** {r.randrange(1000, 9999)}"))
    if r.random() < 0.6:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    comm = {"fr": "Communication", "it": "Causale", "en": "Remittance info"}.get(w.first, "Communication")
    words = {"fr": "Remboursement dossier {case} commande {order}", "it": "Rimborso pratica {case} ordine {order}",
             "en": "Refund file {case} order {order}"}.get(w.first, "Remboursement dossier {case} commande {order}")
    w.kv(comm, words.format(case=w.ident("case_number", c.case_number), order=w.ident("order_id", c.order_id)))
    if r.random() < 0.7:
        w.kv(w.lab("exec_status"), _executed(w))
    legal(w)


def _executed(w: VWriter) -> str:
    w.set("refund_status", "executed")
    words = {"fr": ["Exécuté", "EXÉCUTÉ", "Effectué"], "it": ["Eseguito", "ESEGUITO"], "en": ["executed", "Completed"],
             "nl": ["Uitgevoerd"], "de": ["Ausgeführt"]}
    first = w.rng.choice(words[w.first])
    if len(w.langs) > 1:
        first += f" / {w.rng.choice(words[w.langs[1]])}"
    return first


# --------------------------------------------------------------------------- warranty form


def warranty_form(w: VWriter) -> None:
    c, r = w.case, w.rng
    p = w.doc.style["prose"]
    key = c.warranty_product
    lang_names = next(x[2] for x in V.PRODUCTS if x[0] == key)
    product_printed = lang_names[p] if p in lang_names else lang_names["en"]
    issue = c.issue[p]  # type: ignore[index]
    if is_mail(w):
        customer_mail(w, r.choice([f"Demande de garantie - {c.order_id}" if w.country != "IT" else
                                   f"Richiesta garanzia - {c.order_id}", f"Warranty request {short(key)}"]))
        w.add("para", {"fr": f"Le formulaire suivant a été envoyé depuis {V.DOMAIN} :",
                       "it": f"Il seguente modulo è stato inviato da {V.DOMAIN}:",
                       "en": f"The following form was sent from {V.DOMAIN}:"}[w.local()])
        w.add("gap")
    else:
        letterhead(w)
        w.add("title", w.title("warranty_form"))
        w.add("small", {"fr": "À remplir par le client et à joindre à l'appareil", "it": "Da compilare a cura del "
                        "cliente e allegare all'apparecchio"}[w.local()])
        w.add("gap")
    pairs = [(w.lab("case_number"), w.ident("case_number", c.case_number))]
    if not is_mail(w):
        pairs.append((w.lab("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.lab("order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.6:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((w.lab("form_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.lab("purchase_date"), w.plain_date(c.order_date)))
    pairs.append((w.lab("serial_number"), w.ident("serial_number", c.serial)))
    w.block(pairs)
    w.kv(w.lab("product_name"), w.text("product_name", product_printed))
    if r.random() < 0.5:
        w.kv({"fr": "Réf. article", "it": "Cod. articolo"}.get(w.local(), "Article"), V.ARTICLE_CODES[key])
    w.kv(w.lab("issue_description"), w.text("issue_description", issue))
    deadline = w.doc.style["deadline_value"]
    if isinstance(deadline, date):
        w.kv(w.lab("form_deadline"), w.date("customer_deadline", deadline))
    elif r.random() < 0.5:
        w.kv(w.lab("form_deadline"), r.choice(["-", "/", "---"]))
    w.add("gap")
    w.add("line", r.choice({"fr": ["Sous garantie : [x] oui  [ ] non", "Souhait : [x] réparation  [ ] échange",
                                   "Copie de la facture jointe : oui"],
                            "it": ["In garanzia: [x] sì  [ ] no", "Richiesta: [x] riparazione  [ ] sostituzione",
                                   "Copia fattura allegata: sì"]}[w.local()]))
    if not is_mail(w):
        w.add("gap")
        signer = c.signer[0] if c.signer else c.name  # type: ignore[attr-defined]
        w.add("line", f"{'Signature' if w.local() == 'fr' else 'Firma'} : {signer}")


# --------------------------------------------------------------------------- customer prose

REASON_LEAD = {  # (business, private)
    "en": (["We want to send back the {item} because {reason}.", "Unfortunately we must return the {item} because "
            "{reason}.", "I return the {item} because {reason}."],
           ["I return the {item} because {reason}.", "I want to send back the {item} because {reason}."]),
    "fr": (["Nous souhaitons vous retourner l'article « {item} » car {reason}.",
            "Je vous renvoie l'article « {item} » parce que {reason}."],
           ["Je vous renvoie l'article « {item} » parce que {reason}.",
            "Je souhaite retourner l'article « {item} » car {reason}."]),
    "it": (["Vogliamo rendere l'articolo \"{item}\" perché {reason}.",
            "Vi restituisco l'articolo \"{item}\" perché {reason}."],
           ["Vi restituisco l'articolo \"{item}\" perché {reason}.",
            "Vorrei rendere l'articolo \"{item}\" perché {reason}."]),
}
AMOUNT_ASK = {
    "en": (["We ask a refund of {amt}, it is the price we paid with VAT.", "Please make the refund of {amt}.",
            "The amount to refund is {amt} (VAT included)."],
           ["I ask a refund of {amt}, it is the price I paid.", "Please make the refund of {amt}."]),
    "fr": (["Nous demandons le remboursement de {amt} TTC.", "Merci de nous rembourser la somme de {amt}."],
           ["Je demande le remboursement de {amt}.", "Merci de me rembourser la somme de {amt}."]),
    "it": (["Chiediamo il rimborso di {amt} IVA inclusa.", "Vi preghiamo di rimborsare {amt}."],
           ["Chiedo il rimborso di {amt}.", "Vi prego di rimborsarmi {amt}."]),
}
THANKS = {"en": ["Thank you in advance.", "Thanks for your comprehension.", "Waiting for your news."],
          "fr": ["Merci d'avance.", "Dans l'attente de votre retour."],
          "it": ["Grazie in anticipo.", "In attesa di un vostro riscontro."]}
LOCAL_EXPECT = {
    "fr": {"refund_dl": ["Je souhaite recevoir le remboursement {dl}", "Nous avons besoin du remboursement {dl}"],
           "refund": ["Je souhaite un remboursement par virement et non un avoir",
                      "Merci de rembourser sur la carte utilisée pour le paiement"],
           "repair_dl": ["Nous avons besoin de l'appareil réparé {dl}", "Je souhaite récupérer l'appareil {dl}"],
           "repair": ["Je souhaite un appareil de prêt pendant la réparation",
                      "Nous demandons un échange si la réparation n'est pas possible"],
           "delivery": ["Nous devons recevoir la marchandise {dl}"],
           "rejected": ["Je vous demande de revoir votre décision et de rembourser le montant",
                        "Je souhaite un nouveau contrôle de l'appareil"]},
    "it": {"refund_dl": ["Vorrei ricevere il rimborso {dl}", "Abbiamo bisogno del rimborso {dl}"],
           "refund": ["Preferiamo il rimborso con bonifico e non una nota di credito",
                      "Vorrei il rimborso sulla stessa carta del pagamento"],
           "repair_dl": ["Abbiamo bisogno dell'apparecchio riparato {dl}", "Vorrei riavere l'apparecchio {dl}"],
           "repair": ["Vorremmo un apparecchio sostitutivo durante la riparazione",
                      "Chiediamo la sostituzione se la riparazione non è possibile"],
           "delivery": ["Dobbiamo ricevere la merce {dl}"],
           "rejected": ["Vi chiedo di rivedere la decisione e rimborsare l'importo",
                        "Chiedo un nuovo controllo dell'apparecchio"]},
}


def expect(w: VWriter, topic: str, product: str = "") -> str:
    p, ctry = w.doc.style["prose"], w.country
    if p == "en":
        table = {"refund": (V.EXPECT_REFUND_DL[ctry], V.EXPECT_REFUND_NO_DL[ctry]),
                 "repair": (V.EXPECT_REPAIR_DL[ctry], V.EXPECT_REPAIR_NO_DL[ctry]),
                 "delivery": (V.EXPECT_DELIVERY[ctry], V.EXPECT_DELIVERY[ctry]),
                 "rejected": (V.EXPECT_REJECTED[ctry], V.EXPECT_REJECTED[ctry])}[topic]
    else:
        loc = LOCAL_EXPECT[p]
        table = {"refund": (loc["refund_dl"], loc["refund"]), "repair": (loc["repair_dl"], loc["repair"]),
                 "delivery": (loc["delivery"], loc["delivery"]), "rejected": (loc["rejected"], loc["rejected"])}[topic]
    return w.expectation(list(table[0]), list(table[1]), product)


def refs(w: VWriter, case_no: bool, cust: bool) -> str:
    c, p = w.case, w.doc.style["prose"]
    words = {"en": ("order", "return n.", "customer code"), "fr": ("commande", "dossier", "code client"),
             "it": ("ordine", "reso n.", "codice cliente")}[p]
    bits = [f"{words[0]} {w.ident('order_id', c.order_id)}"]
    if case_no:
        bits.insert(0, f"{words[1]} {w.ident('case_number', c.case_number)}")
    if cust:
        bits.append(f"{words[2]} {w.ident('customer_id', c.customer_id)}")
    return ", ".join(bits)


def refund_request(w: VWriter) -> None:
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        returns_form(w)
        return
    p = w.doc.style["prose"]
    key = c.return_item[0]
    item = short(key) if p == "en" else next(x[2][p] for x in V.PRODUCTS if x[0] == key)
    with_case = "rr_case_no" in w.doc.style
    if is_mail(w):
        customer_mail(w, r.choice({"en": [f"Return order {c.order_id}", f"Refund request - {short(key)}",
                                          f"Retour / return {c.order_id}"],
                                   "fr": [f"Retour commande {c.order_id}", f"Demande de remboursement {c.order_id}"],
                                   "it": [f"Reso ordine {c.order_id}", f"Richiesta rimborso {c.order_id}"]}[p]))
    else:
        letter_opening(w, {"en": "Return and refund", "fr": "Retour et remboursement",
                           "it": "Reso e rimborso"}[p] + f" - {c.order_id}")
    w.add("line", r.choice(V.GREETINGS[w.country] if p == "en" else
                           {"fr": ["Madame, Monsieur,", "Bonjour,"], "it": ["Spett.le Vaporella Pro,",
                                                                            "Buongiorno,"]}[p]))
    w.add("gap")
    ref_line = refs(w, with_case, r.random() < 0.4)
    w.add("para", r.choice({"en": [f"I write you about the {ref_line}.", f"Concerning the {ref_line}:",
                                   f"Reference: {ref_line}."],
                            "fr": [f"Je vous écris au sujet de notre {ref_line}."],
                            "it": [f"Vi scrivo in merito al nostro {ref_line}."]}[p]))
    reason = c.reason[p]  # type: ignore[index]
    w.text("return_reason", reason)
    amount = w.money("refund_requested", c.requested)
    who = 0 if c.business else 1  # type: ignore[attr-defined]
    w.add("para", r.choice(REASON_LEAD[p][who]).format(item=item, reason=reason) + " "
          + r.choice(AMOUNT_ASK[p][who]).format(amt=amount))
    po = c.po  # type: ignore[attr-defined]
    if po and r.random() < 0.5:
        w.add("para", {"en": f"For our accounting, our internal reference was {po}.",
                       "fr": f"Pour notre comptabilité, notre référence interne : {po}.",
                       "it": f"Per la nostra contabilità, il riferimento interno è {po}."}[p])
    w.add("para", expect(w, "refund") + " " + r.choice(THANKS[p]))
    customer_sign(w)
    auto_reply_quote(w)


def returns_form(w: VWriter) -> None:
    """The shop's returns form filled in by the customer: printed and scanned, or its web copy by e-mail."""
    c, r = w.case, w.rng
    p, loc = w.doc.style["prose"], w.local()
    if is_mail(w):
        customer_mail(w, {"fr": f"Formulaire de retour - commande {c.order_id}",
                          "it": f"Modulo di reso - ordine {c.order_id}"}[loc])
        w.add("para", {"fr": f"Formulaire envoyé depuis {V.DOMAIN} :", "it": f"Modulo inviato da {V.DOMAIN}:"}[loc])
    else:
        letterhead(w)
        w.add("title", w.title("returns_form"))
        w.add("small", {"fr": "Merci de joindre ce formulaire au colis retour", "it": "Allegare il modulo al pacco "
                        "di reso"}[loc])
        w.add("gap")
    pairs = [(w.lab("order_id"), w.ident("order_id", c.order_id))]
    if "rr_case_no" in w.doc.style:
        pairs.append((w.lab("case_number"), w.ident("case_number", c.case_number)))
    if not is_mail(w):
        pairs.append((w.lab("form_date"), w.date("document_date", w.doc.date)))
    pairs.append((w.lab("form_name"), w.text("customer_name", c.name)))
    if r.random() < 0.5:
        pairs.append((w.lab("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    key = c.return_item[0]
    w.kv({"fr": "Article retourné", "it": "Articolo reso"}[loc] + (" / Item" if "+" in w.lang else ""),
         f"{w.product(key)} - {'Qté' if loc == 'fr' else 'Q.tà'} 1")
    reason = c.reason[p]  # type: ignore[index]
    w.kv(w.lab("return_reason"), w.text("return_reason", reason))
    w.kv(w.lab("refund_requested"), w.money("refund_requested", c.requested))
    w.add("gap")
    w.add("line", {"fr": "Remboursement : même moyen que le paiement / virement / avoir (rayer les mentions "
                         "inutiles)",
                   "it": "Rimborso: stesso metodo del pagamento / bonifico / nota di credito (cancellare la voce "
                         "inutile)"}[loc])
    w.add("line", {"fr": "Commentaires :", "it": "Note:"}[loc])
    w.add("para", expect(w, "refund"))
    if not is_mail(w):
        signer = c.signer[0] if c.signer else c.name  # type: ignore[attr-defined]
        w.add("line", f"{'Signature' if loc == 'fr' else 'Firma'} : {signer}")


LETTER_TEXT = {
    "en": {
        "open": ["I write again about {refs}.", "This is about {refs}.", "I come back to you for {refs}."],
        "quoted": ["In your e-mail you confirmed a refund of {amt}, but until today nothing arrived on our account.",
                   "You accepted to refund us {amt} but the money is still not arrived.",
                   "The refund of {amt} that you approved is still not visible on my bank account."],
        "unquoted": "You confirmed that the return is accepted but the money did not arrive yet.",
        "warranty_quoted": "The refund of {amt} you approved for the other article arrived, thank you.",
        "warranty": "{but}The {p} we sent to your service under guarantee is still not back and nobody answers "
                    "the phone.",
        "delivery": "Our order is still not delivered and the tracking of the carrier shows no movement since days.",
        "rejected": "We do not accept your refusal of the return. The damage was already there at the delivery, we "
                    "wrote it on the paper of the driver.",
        "moved": ["Our plans changed, please note the new date.", "Attention, the date is changed."],
    },
    "fr": {
        "open": ["Je reviens vers vous concernant notre {refs}.", "Je vous écris à nouveau au sujet de notre {refs}."],
        "quoted": ["Dans votre e-mail vous avez confirmé un remboursement de {amt}, mais nous n'avons toujours rien "
                   "reçu.", "Vous avez accepté de nous rembourser {amt} mais le virement n'est toujours pas arrivé."],
        "unquoted": "Vous avez confirmé que le retour était accepté, mais l'argent n'est pas encore arrivé.",
        "warranty_quoted": "Le remboursement de {amt} que vous avez accordé pour l'autre article est bien arrivé, "
                           "merci.",
        "warranty": "{but}L'appareil ({p}) envoyé en réparation sous garantie n'est toujours pas revenu.",
        "delivery": "Notre commande n'est toujours pas livrée et le suivi du transporteur ne bouge plus depuis "
                    "plusieurs jours.",
        "rejected": "Nous contestons votre refus. Le dommage était déjà présent à la livraison, nous l'avons noté "
                    "sur le bon du chauffeur.",
        "moved": ["Attention, nos dates ont changé.", "Merci de noter la nouvelle date."],
    },
    "it": {
        "open": ["Vi scrivo di nuovo per il nostro {refs}.", "Riferimento: {refs}."],
        "quoted": ["Nella vostra e-mail avete confermato un rimborso di {amt}, ma ad oggi non è arrivato niente.",
                   "Avete approvato il rimborso di {amt} ma il bonifico non è ancora arrivato."],
        "unquoted": "Avete confermato che il reso è accettato, ma il denaro non è ancora arrivato.",
        "warranty_quoted": "Il rimborso di {amt} che avete approvato per l'altro articolo è arrivato, grazie.",
        "warranty": "{but}L'apparecchio ({p}) spedito in assistenza in garanzia non è ancora tornato.",
        "delivery": "Il nostro ordine non è ancora stato consegnato e il tracking del corriere è fermo da giorni.",
        "rejected": "Non accettiamo il rifiuto del reso. Il danno c'era già alla consegna, l'abbiamo scritto sulla "
                    "bolla dell'autista.",
        "moved": ["Attenzione, le nostre date sono cambiate.", "Vi prego di notare la nuova data."],
    },
}


def customer_letter(w: VWriter) -> None:
    c, r = w.case, w.rng
    p = w.doc.style["prose"]
    t = LETTER_TEXT[p]
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    case_no = topic != "delivery" and r.random() < 0.75
    ref_line = refs(w, case_no, r.random() < 0.35)
    if is_mail(w):
        subj = {"refund": {"en": "Refund still not received", "fr": "Remboursement toujours pas reçu",
                           "it": "Rimborso non ancora ricevuto"},
                "warranty": {"en": "Repair under guarantee", "fr": "Réparation sous garantie",
                             "it": "Riparazione in garanzia"},
                "delivery": {"en": "Where is our delivery?", "fr": "Livraison en retard",
                             "it": "Consegna in ritardo"},
                "rejected": {"en": "Refusal of the return", "fr": "Refus du retour",
                             "it": "Rifiuto del reso"}}[topic][p]
        customer_mail(w, f"{subj} - {c.order_id}" if r.random() < 0.6 else f"RE: {subj}")
    else:
        letter_opening(w, ref_line)
    w.add("line", r.choice(V.GREETINGS[w.country] if p == "en" else
                           {"fr": ["Madame, Monsieur,", "Bonjour,"], "it": ["Spett.le Vaporella Pro,",
                                                                            "Buongiorno,"]}[p]))
    w.add("gap")
    if is_mail(w):
        w.add("para", r.choice(t["open"]).format(refs=ref_line))
    if topic == "refund":
        if quoted is not None:
            w.add("para", r.choice(t["quoted"]).format(amt=w.money("refund_approved", quoted)))
        else:
            w.add("para", t["unquoted"])
        sentence = expect(w, "refund")
    elif topic == "warranty":
        prod = short(c.warranty_product)
        text = t["warranty"].format(but="", p=prod if p == "en" else next(
            x[2][p] for x in V.PRODUCTS if x[0] == c.warranty_product))
        if quoted is not None:
            w.add("para", t["warranty_quoted"].format(amt=w.money("refund_approved", quoted)))
            text = {"en": "But ", "fr": "Par contre, ", "it": "Però "}[p] + text[0].lower() + text[1:]
        w.add("para", text)
        sentence = expect(w, "repair", prod if p == "en" else "")
    elif topic == "delivery":
        w.add("para", t["delivery"])
        sentence = expect(w, "delivery")
    else:
        w.add("para", t["rejected"])
        sentence = expect(w, "rejected")
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(t["moved"]))
    w.add("para", sentence + " " + r.choice(THANKS[p]))
    customer_sign(w)
    auto_reply_quote(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}

