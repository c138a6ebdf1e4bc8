"""Tripoint Tools' eight kinds of document, each in the paperwork of the office that issued it:
Polish Faktura VAT / korygująca, WZ, karta reklamacyjna; Czech faktura – daňový doklad, dobropis,
dodací list, reklamační protokol; Austrian Rechnung, Gutschrift, Lieferschein, Garantieantrag;
English e-mails written by Poles, Czechs and Austrians."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from sample_docs.documents import terms_page
from sample_docs.formatting import cents
from sample_docs.shop20 import values as V
from sample_docs.shop20 import vocab as W
from sample_docs.shop20.labels import (EN, LABELS, STATUS_APPROVED, STATUS_EXECUTED, STATUS_REJECTED, TAX_WORD,
                                       TITLES)
from sample_docs.shop20.writer import (ToolWriter, buyer_block, customer_headers, customer_signature, expectation,
                                       is_mail, letterhead, product_short, sender_block, shop_headers,
                                       staff_signature)


NEUTRAL = {"customer": ["Customer", "Buyer"], "eligible": ["Amount eligible for refund", "Eligible amount"]}
LOCAL_NEUTRAL = {"eligible": {"PL": ["Kwota należna"], "CZ": ["Nárok na vrácení"], "AT": ["Erstattungsfähiger Betrag"]}}


def lab(w: ToolWriter, key: str) -> str:
    """A label: English in a staff mail when there is one, else the office's printed label. A private
    customer is no company, and an amount with no fee taken off is not "after fee"."""
    plain = (key == "customer" and not w.case.business) or (key == "eligible" and not w.case.fee)
    if is_mail(w) and key in EN:
        return w.rng.choice(NEUTRAL[key] if plain else EN[key])
    if plain and key in LOCAL_NEUTRAL:
        return w.rng.choice(LOCAL_NEUTRAL[key][w.loc])
    return w.rng.choice(LABELS[w.loc][key])


def title(w: ToolWriter, key: str) -> str:
    return w.rng.choice(TITLES[w.loc][key])


def printed_name(w: ToolWriter) -> str:
    return w.case.typo_name if "typo_here" in w.doc.style else w.case.name


def page2(w: ToolWriter) -> None:
    terms_page(w, W.TERMS_PAGE[w.loc], 0.4)


def vat_label(w: ToolWriter) -> str:
    rate = f"{w.case.tax_label_rate.normalize():f}"
    return w.rng.choice({
        "PL": [f"VAT {rate}%", f"Kwota VAT {rate}%", f"VAT ({rate}%)"],
        "CZ": [f"DPH {rate} %", f"DPH {rate}%", f"Výše DPH {rate} %"],
        "AT": [f"zzgl. {rate} % USt.", f"USt. {rate} %", f"MwSt. {rate}%"],
    }[w.loc])


def dear(w: ToolWriter) -> str:
    """A staff mail's greeting; a private customer's full name there is the customer's name."""
    c = w.case
    form = w.rng.choice(["Dear {},", "Hello {},", "Dear customer,", "Good day {},"])
    if "{}" in form and not c.business:
        w.text("customer_name", c.name)
    return form.format(c.contact)


def items_table(w: ToolWriter, gross: bool = False, sign: int = 1, only: tuple | None = None) -> None:
    """The order's lines: local names, quantity, net unit price, net value (plain numbers)."""
    c, r = w.case, w.rng
    rows = []
    for p, q, u in ([only] if only else c.items):
        name = c.local_name(p) if r.random() < 0.8 or w.loc == "PL" else p
        rows.append([name, f"{sign * q}", w.num(u), w.num(sign * cents(q * u))])
    head = {"PL": ["Nazwa towaru / Item", "Ilość", "Cena netto", "Wartość netto"],
            "CZ": ["Označení dodávky", "Množství", "Cena/MJ bez DPH", "Celkem bez DPH"],
            "AT": ["Bezeichnung", "Menge", "Einzelpreis", "Gesamt netto"]}[w.loc]
    w.add("table", head, rows)


# =========================================================================== invoice


def invoice(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    name = printed_name(w)
    letterhead(w)
    t = title(w, "invoice")
    if r.random() < 0.5:
        w.add("title", f"{t} nr {c.invoice_number}" if loc == "PL" else
              f"{t} č. {c.invoice_number}" if loc == "CZ" else f"{t} Nr. {c.invoice_number}")
        w.set("invoice_number", c.invoice_number)
        pairs = []
    else:
        w.add("title", t)
        pairs = [({"PL": "Numer / No.", "CZ": "Číslo faktury", "AT": "Rechnungsnummer"}[loc],
                  w.ident("invoice_number", c.invoice_number))]
    pairs.append((lab(w, "invoice_date"), w.date("document_date", w.doc.date)))
    if loc == "PL" and r.random() < 0.6:
        pairs.append(("Miejsce wystawienia", W.OFFICE["PL"]["city"]))
    pairs.append((lab(w, "sale_date"), w.date(None, c.ship)))
    if loc == "CZ":
        pairs.append((lab(w, "due"), w.date(None, w.doc.date + timedelta(days=14))))
        vs = c.invoice_number if c.invoice_number.isdigit() else "".join(ch for ch in c.invoice_number if ch.isdigit())
        pairs.append(("Variabilní symbol", vs))
        pairs.append(("Konstantní symbol", "0008"))
    cust = r.random() < 0.8 or "typo_here" in w.doc.style
    if cust:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    buyer_block(w, lab(w, "buyer"), name)
    # the order: a reference line, or label/value pairs
    if c.business and c.po and r.random() < 0.6:
        w.kv(lab(w, "po"), c.po)
    if r.random() < 0.45:
        od = w.date("order_date", c.order_date)
        w.add("line", {"PL": f"Dotyczy zamówienia {w.ident('order_id', c.order_id)} z dnia {od}",
                       "CZ": f"Na základě objednávky {w.ident('order_id', c.order_id)} ze dne {od}",
                       "AT": f"Zu Auftrag {w.ident('order_id', c.order_id)} vom {od}"}[loc])
    else:
        pairs = [(lab(w, "order_id"), w.ident("order_id", c.order_id))]
        if r.random() < 0.8:
            pairs.append((lab(w, "order_date"), w.date("order_date", c.order_date)))
        w.block(pairs)
    w.add("gap")
    items_table(w)
    w.add("gap")
    tax = vat_label(w)
    variant = r.randrange(3)
    if variant == 0:  # totals with currency
        totals = [(lab(w, "net"), w.money("subtotal", c.subtotal)), (tax, w.money("tax_amount", c.tax)),
                  ({"PL": "Razem brutto", "CZ": "Celkem k úhradě", "AT": "Rechnungsbetrag"}[loc],
                   w.money("order_total", c.total))]
        for label, value in totals:
            w.add("rkv" if w.doc.style["layout"] in ("aligned", "pairs") else "kv", label, value)
    else:  # a VAT summary in plain numbers, the amount due with currency
        rate = f"{c.tax_label_rate.normalize():f}%"
        head = {"PL": ["Stawka VAT", "Netto", "VAT", "Brutto"], "CZ": ["Sazba", "Základ", "DPH", "Celkem"],
                "AT": ["USt.-Satz", "Netto", "USt.", "Brutto"]}[loc]
        w.money("subtotal", c.subtotal)
        w.money("tax_amount", c.tax)
        w.add("grid", head, [[rate, w.num(c.subtotal), w.num(c.tax), w.num(c.total)]])
        if loc != "AT" and variant == 1:
            w.kv({"PL": "Waluta", "CZ": "Měna"}[loc], c.currency)
        w.kv({"PL": "Do zapłaty", "CZ": "Celkem k úhradě", "AT": "Zu zahlen / Amount due"}[loc],
             w.money("order_total", c.total))
    if loc == "PL":
        w.kv("Słownie", V.pl_words(c.total))
        if c.total >= Decimal("15000"):
            w.add("line", "Mechanizm podzielonej płatności")
        w.kv("Sposób płatności", r.choice(["przelew 14 dni", "przelew", "pobranie"]))
        w.kv("Termin płatności", w.date(None, w.doc.date + timedelta(days=14)))
        w.kv("Nr konta", W.OFFICE["PL"]["bank"])
    elif loc == "CZ":
        w.kv("Forma úhrady", "převodním příkazem")
        w.add("small", f"QR Platba: SPD*1.0*ACC:CZ6501000001072873410227*AM:{c.total:.2f}*CC:CZK*X-VS:"
                       f"{''.join(ch for ch in c.invoice_number if ch.isdigit())}*MSG:FAKTURA")
    else:
        skonto = cents(c.total * Decimal("0.98"))
        w.add("para", f"Zahlungsbedingungen: bis {w.date(None, w.doc.date + timedelta(days=14))} abzüglich 2 % "
                      f"Skonto ({w.money(None, skonto)}), 30 Tage netto. {W.OFFICE['AT']['bank']}.")
    w.add("gap")
    w.add("small", {"PL": "Faktura wystawiona elektronicznie, nie wymaga podpisu.",
                    "CZ": "Společnost je plátcem DPH. Děkujeme za Vaši objednávku.",
                    "AT": "Es gelten unsere AGB. Eigentumsvorbehalt bis zur vollständigen Bezahlung."}[loc])
    page2(w)


# =========================================================================== order confirmation


def order_confirmation(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    name = printed_name(w)
    est = c.est_confirm
    cust = r.random() < 0.7 or "typo_here" in w.doc.style
    if is_mail(w):
        subj = {"PL": f"Potwierdzenie zamówienia {c.order_id} / Order confirmation",
                "CZ": f"Potvrzení objednávky č. {c.order_id}", "AT": f"Auftragsbestätigung {c.order_id}"}[loc]
        shop_headers(w, "orders", subj)
        greet = dear(w)
        w.add("line", greet)
        w.add("gap")
        if r.random() < 0.5:  # prose
            sentence = (f"thank you for your order {w.ident('order_id', c.order_id)} from "
                        f"{w.date('order_date', c.order_date)}. The total amount is "
                        f"{w.money('order_total', c.total)} incl. {TAX_WORD[loc].rstrip('.')}.")
            w.add("para", sentence[0].upper() + sentence[1:] if r.random() < 0.5 else sentence)
            if est:
                w.add("para", r.choice(["We plan the delivery on {}.", "Goods should be by you on {}.",
                                        "Expected delivery date is {}."]).format(w.date("delivery_estimate", est)))
            w.add("para", f"Ordered by: {w.text('customer_name', name)}" + (
                f", customer no. {w.ident('customer_id', c.customer_id)}" if cust else ""))
        else:
            w.add("para", "we confirm your order as follows:")
            pairs = [(lab(w, "order_id"), w.ident("order_id", c.order_id)),
                     ("Order date", w.date("order_date", c.order_date)),
                     (lab(w, "customer"), w.text("customer_name", name))]
            if cust:
                pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
            w.block(pairs)
            w.add("gap")
            for p, q, u in c.items:
                w.add("line", f"{q} x {p} – {w.num(cents(q * u))} net")
            w.add("gap")
            w.kv("Net value", w.money(None, c.subtotal))
            w.kv(lab(w, "total"), w.money("order_total", c.total))
            if est:
                w.kv(lab(w, "estimate"), w.date("delivery_estimate", est))
        if c.business and c.po:
            w.add("para", f"Your reference: {c.po}")
        staff_signature(w, 1)
        return
    letterhead(w)
    w.add("title", title(w, "oc"))
    pairs = [(lab(w, "order_id"), w.ident("order_id", c.order_id)),
             (lab(w, "order_date"), w.date("order_date", c.order_date))]
    if cust:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    if c.business and c.po:
        pairs.append((lab(w, "po"), c.po))
    w.block(pairs)
    w.add("gap")
    buyer_block(w, lab(w, "customer") + ":", name)
    items_table(w)
    w.add("gap")
    totals = [(lab(w, "net"), w.money(None, c.subtotal)), (vat_label(w), w.money(None, c.tax)),
              (lab(w, "total"), w.money("order_total", c.total))]
    for label, value in totals:
        w.kv(label, value)
    if est:
        printed = w.date("delivery_estimate", est)
        if loc == "AT" and r.random() < 0.6:
            printed = f"KW {est.isocalendar()[1]} (voraussichtlich {printed})"
        w.kv(lab(w, "estimate") if loc != "AT" else r.choice(["Liefertermin", "Voraussichtlicher Liefertermin"]),
             printed)
    w.add("gap")
    w.add("para", {"PL": "Dziękujemy za zamówienie. Prosimy o sprawdzenie danych; zmiany do 24 h od potwierdzenia.",
                   "CZ": "Děkujeme za objednávku. Případné změny nám prosím sdělte do 24 hodin.",
                   "AT": "Wir danken für Ihren Auftrag. Lieferung gemäß unseren AGB, Preise in EUR."}[loc])
    page2(w)


# =========================================================================== shipping notice


def shipping_notice(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    est = c.est_ship
    heavy = any(p[5] in ("KS200", "BS315", "GE35", "KP50", "MG200", "TG200", "HD160") for p in W.PRODUCTS
                if any(p[0] == it[0] for it in c.items))
    packages, weight = r.randrange(1, 4), r.randrange(28, 190) if heavy else r.randrange(1, 24)
    if is_mail(w):
        subj = {"PL": f"Wysyłka zamówienia {c.order_id} / Your goods are on the way",
                "CZ": f"Zásilka k objednávce {c.order_id} byla odeslána",
                "AT": f"Versandbestätigung zu Auftrag {c.order_id}"}[loc]
        shop_headers(w, "shipping", subj)
        w.add("line", dear(w))
        w.add("gap")
        w.add("para", f"your order {w.ident('order_id', c.order_id)} left our warehouse in "
                      f"{W.OFFICE[loc]['city']}. Please find the shipping details below.")
        pairs = []
        if r.random() < 0.5:
            pairs.append((lab(w, "customer"), w.text("customer_name", c.name)))
        if r.random() < 0.55:
            pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
        pairs += [(lab(w, "carrier"), w.text("carrier", c.carrier)),
                  (lab(w, "tracking"), w.ident("tracking_number", c.tracking)),
                  (lab(w, "ship_date"), w.date("ship_date", w.doc.date))]
        if est and r.random() < 0.7 or "planted_est" in w.doc.style:
            pairs.append((lab(w, "estimate"), w.date("delivery_estimate", est)))
        pairs.append(("Packages", f"{packages} ({weight} kg)"))
        w.block(pairs)
        w.add("gap")
        w.add("para", r.choice(["Please check the goods by the driver, damages must be written on the waybill.",
                                "In case of questions call our warehouse " + W.OFFICE[loc]["lines"][-1].split(" · ")[0]
                                + "."]))
        staff_signature(w, 1)
        return
    letterhead(w)
    t = title(w, "ship")
    doc_no = {"PL": f"WZ {c.order_id[-4:]}/{w.doc.date.month:02d}/2026", "CZ": f"DL26-{c.order_id[-5:]}",
              "AT": f"LS-{w.doc.date.strftime('%y%m')}-{c.order_id[-4:]}"}[loc]
    w.add("title", f"{t}  {doc_no}" if r.random() < 0.5 else t)
    pairs = [(lab(w, "order_id"), w.ident("order_id", c.order_id)),
             (lab(w, "ship_date"), w.date("ship_date", w.doc.date))]
    if r.random() < 0.6:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    buyer_block(w, lab(w, "consignee"), c.name)
    pairs = [(lab(w, "carrier"), w.text("carrier", c.carrier)),
             (lab(w, "tracking"), w.ident("tracking_number", c.tracking))]
    if est and (r.random() < 0.5 or "planted_est" in w.doc.style):
        pairs.append((lab(w, "estimate"), w.date("delivery_estimate", est)))
    pairs.append(({"PL": "Ilość paczek / waga", "CZ": "Počet kusů / hmotnost", "AT": "Packstücke / Gewicht"}[loc],
                  f"{packages} / {weight} kg"))
    w.block(pairs)
    w.add("gap")
    rows = [[c.local_name(p), str(q)] for p, q, _ in c.items if not c.is_freight(p)]
    w.add("grid", [lab(w, "item"), lab(w, "qty")], rows)
    w.add("gap")
    w.add("line", {"PL": "Wydał: ____________    Odebrał / Received by: ____________",
                   "CZ": "Vydal: ____________    Převzal: ____________",
                   "AT": "Ware ordnungsgemäß erhalten: ____________ (Unterschrift)"}[loc])


# =========================================================================== refund request


def refund_request(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    item, qty = c.return_item[0], c.return_qty
    with_case = "rr_case_no" in w.doc.style
    if is_mail(w) or "form" not in w.doc.style:
        _refund_request_mail(w, item, qty, with_case)
        return
    letterhead(w)
    w.add("title", title(w, "return_form") if c.business or loc != "CZ" else "ODSTOUPENÍ OD SMLOUVY – formulář")
    pairs = [(lab(w, "order_id"), w.ident("order_id", c.order_id))]
    if with_case:
        pairs.append((lab(w, "case_number"), w.ident("case_number", c.case_number)))
    pairs.append((lab(w, "form_date"), w.date("document_date", w.doc.date)))
    pairs.append((lab(w, "customer"), w.text("customer_name", c.name)))
    if r.random() < 0.6:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.kv(lab(w, "item"), f"{c.local_name(item)} – {qty} {'szt.' if loc == 'PL' else 'ks' if loc == 'CZ' else 'Stk.'}")
    reason = c.reason[0].upper() + c.reason[1:]
    w.kv(lab(w, "reason"), w.text("return_reason", reason))
    w.kv(lab(w, "requested"), w.money("refund_requested", c.requested))
    w.kv(lab(w, "account"), c.account)
    w.add("gap")
    w.add("line", {"PL": "Uwagi / Remarks:", "CZ": "Poznámka / Note:", "AT": "Anmerkungen / Remarks:"}[loc])
    w.add("para", expectation(w, W.EXPECT_REFUND_DL, W.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"]))
    w.add("gap")
    w.add("line", {"PL": "Podpis: ", "CZ": "Podpis: ", "AT": "Unterschrift: "}[loc] + c.contact)


def _refund_request_mail(w: ToolWriter, item: str, qty: int, with_case: bool) -> None:
    c, r, loc = w.case, w.rng, w.loc
    we = c.we
    if is_mail(w):
        subj = r.choice([f"Return of goods - order {c.order_id}", f"zwrot / return {c.order_id}" if loc == "PL" else
                         f"vrácení zboží / return {c.order_id}" if loc == "CZ" else f"Rücksendung {c.order_id}",
                         f"Refund request {c.order_id}" + (f" ({c.case_number})" if with_case else "")])
        customer_headers(w, "returns", subj)
    else:  # a printed letter
        sender_block(w)
        w.add("line", {"PL": "Dot.: ", "CZ": "Věc: ", "AT": "Betreff: "}[loc] + f"return / {c.order_id}")
        w.set("order_id", c.order_id)
        w.add("gap")
    w.add("line", w.pick(W.GREETINGS))
    w.add("gap")
    order = w.ident("order_id", c.order_id)
    bits = [f"{'we are' if we else 'I am'} writing about {'our' if we else 'my'} order {order}"]
    if r.random() < 0.5:
        bits.append(f" from {w.date(None, c.order_date)}")
    if r.random() < 0.4 and c.invoice_number:
        bits.append(f" (invoice {c.invoice_number})")
    first = "".join(bits) + "."
    w.add("para", first[0].upper() + first[1:])
    extra = []
    if r.random() < 0.6:
        extra.append(f"{'Our' if we else 'My'} customer number is {w.ident('customer_id', c.customer_id)}.")
    if with_case:
        extra.append(r.choice(["Your colleague on the phone gave {} return number {}.",
                               "The RMA number from your hotline is {1}."]).format(
            "us" if we else "me", w.ident("case_number", c.case_number)))
    if extra:
        w.add("para", " ".join(extra))
    unit = {"PL": "pcs", "CZ": "pcs", "AT": "pieces"}[loc]
    w.text("return_reason", c.reason)
    what = f"{qty} {unit} of {item}" if qty > 1 else f"the {item}"
    w.add("para", f"{'We' if we else 'I'} would like to return {what} because {c.reason}. " + r.choice([
        "Please make a refund of {a} to {o} bank account {acc}.", "{W} ask for refund of {a} (gross).",
        "Kindly send the refund of {a} to the account {acc}."]).format(
        a=w.money("refund_requested", c.requested), o="our" if we else "my", acc=c.account, W="We" if we else "I"))
    sentence = expectation(w, W.EXPECT_REFUND_DL, W.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence + " " + r.choice(["Thank you in advance.", "Thanks for quick answer.",
                                             "Please confirm the receiving of this mail."]))
    customer_signature(w)


# =========================================================================== refund approval


def refund_approval(w: ToolWriter) -> None:
    c = w.case
    rejected = c.kind == "rejected"
    if is_mail(w):
        _approval_mail(w, rejected)
    elif not rejected and w.rng.random() < (0.8 if "pdf" in w.doc.fmt else 0.5):
        _credit_note(w)
    else:
        _decision_form(w, rejected)


def _fee_lines(w: ToolWriter, english: bool) -> list[tuple[str, str]]:
    """The fee and its waiver, as pairs; sets fee_waiver_percent where a waiver is granted."""
    c, loc = w.case, w.loc
    out = []
    basis_en = c.fee_basis
    share = [b for b in W.FEE_BASES[loc] if b[0] == basis_en][0][2]
    pct = f" {int(share * 100)} %" if share < 1 else ""
    fee_label = (basis_en.capitalize() + pct) if english else f"{c.fee_local.capitalize()}{pct} / {basis_en}"
    out.append((fee_label, w.money(None, -c.fee)))
    if c.waiver:
        if english:
            out.append(w.rng.choice([("Fee waiver", f"{c.waiver} % of the {basis_en}"),
                                     (f"{basis_en.capitalize()} waived", f"{c.waiver}%")]))
        else:
            out.append(({"PL": "Umorzenie", "CZ": "Prominutí poplatku", "AT": "Erlass"}[loc] + f" / {basis_en} waived",
                        f"{c.waiver} %"))
        w.set("fee_waiver_percent", str(c.waiver), basis=basis_en)
    return out


def _approval_mail(w: ToolWriter, rejected: bool) -> None:
    c, r, loc = w.case, w.rng, w.loc
    subj = {"PL": f"Reklamacja {c.case_number} – decyzja / decision", "CZ": f"Vyřízení reklamace {c.case_number}",
            "AT": f"Ihre Rücksendung {c.case_number} – Entscheidung"}[loc]
    shop_headers(w, "returns", subj)
    w.add("line", dear(w))
    w.add("gap")
    received = w.doc.date - timedelta(days=r.randrange(1, 4))
    w.add("para", f"we received the returned goods on {w.date(None, received)} and our technician checked them.")
    pairs = [(lab(w, "case_number"), w.ident("case_number", c.case_number)),
             (lab(w, "order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.55:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    if r.random() < 0.4:
        pairs.append((lab(w, "customer"), w.text("customer_name", c.name)))
    if rejected:
        pairs.append(("Date", w.date(None, w.doc.date)))
        w.block(pairs)
        w.add("gap")
        w.add("para", r.choice(["Unfortunately the goods show clear signs of use and mechanical damage, which is not "
                                "covered by the return conditions.",
                                "The damage was caused by wrong handling (overload), so the complaint cannot be "
                                "accepted."]))
        w.kv("Status", "rejected")
        w.set("refund_status", "rejected")
        w.add("para", "The goods are ready for pick-up or we send them back to you on your costs.")
        staff_signature(w, 0)
        return
    pairs.append((lab(w, "approval_date"), w.date("approval_date", w.doc.date)))
    pairs.append(("Status", "approved"))
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    w.add("para", r.choice(["Your return is approved.", "We are happy to inform you that the return is accepted.",
                            "The complaint is accepted and we approve the refund."]))
    money = []
    if c.fee:
        money.append(("Value of returned goods", w.money(None, c.requested)))
        money += _fee_lines(w, True)
    if c.eligible != c.approved or r.random() < 0.4:
        money.append((lab(w, "eligible"), w.money("refund_eligible", c.eligible)))
    money.append((lab(w, "approved"), w.money("refund_approved", c.approved)))
    for label, value in money:
        w.kv(label, value)
    w.add("gap")
    if r.random() < 0.8:
        w.add("para", r.choice(["The money will be on your account until {}.",
                                "We will send the refund latest on {}.",
                                "You will get the money back not later than {}."]).format(
            w.date("promised_date", c.promised)))
    else:
        w.add("para", "The refund will be sent in the next days to your account.")
    staff_signature(w, 0)


def _credit_note(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    letterhead(w)
    number = {"PL": f"FK/2026/{c.credit_no}", "CZ": f"DB26-{c.credit_no}", "AT": f"GS26-{c.credit_no}"}[loc]
    w.add("title", f"{title(w, 'credit')} {'nr' if loc == 'PL' else 'č.' if loc == 'CZ' else 'Nr.'} {number}")
    ref = {"PL": "do faktury VAT nr {} z dnia {}", "CZ": "k faktuře č. {} ze dne {}",
           "AT": "zu Rechnung {} vom {}"}[loc]
    w.add("line", ref.format(c.invoice_number, w.date(None, c.invoice_date)))
    pairs = [(lab(w, "credit_date"), w.date("approval_date", w.doc.date)),
             (lab(w, "case_number"), w.ident("case_number", c.case_number)),
             (lab(w, "order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.7:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    buyer_block(w, lab(w, "buyer"), c.name)
    w.kv({"PL": "Przyczyna korekty", "CZ": "Důvod opravy", "AT": "Grund"}[loc],
         {"PL": "zwrot towaru – reklamacja uznana / return accepted",
          "CZ": "vrácení zboží – reklamace uznána / return approved",
          "AT": "Warenrücksendung – genehmigt / return approved"}[loc])
    w.set("refund_status", "approved")
    unit = c.return_item[2]
    items_table(w, sign=-1, only=(c.return_item[0], c.return_qty, unit))
    net = cents(unit * c.return_qty)
    vat = c.requested - net
    w.add("gap")
    w.add("grid", {"PL": ["Korekta netto", "VAT", "Korekta brutto"], "CZ": ["Základ", "DPH", "Celkem"],
                   "AT": ["Netto", "USt.", "Brutto"]}[loc], [[w.num(-net), w.num(-vat), w.num(-c.requested)]])
    money = []
    if c.fee:
        money += _fee_lines(w, False)
    if c.eligible != c.approved:
        money.append((lab(w, "eligible"), w.money("refund_eligible", c.eligible)))
    money.append((lab(w, "approved"), w.money("refund_approved", c.approved)))
    w.block(money)
    w.add("gap")
    w.add("para", {"PL": "Zwrot nastąpi przelewem na rachunek {} do dnia {}.",
                   "CZ": "Částku vrátíme převodem na účet {} nejpozději do {}.",
                   "AT": "Die Überweisung auf Ihr Konto {} erfolgt bis spätestens {}."}[loc].format(
        c.account, w.date("promised_date", c.promised)))
    w.add("small", {"PL": "Podpis osoby upoważnionej do wystawienia: " + c.staff,
                    "CZ": "Vystavil: " + c.staff, "AT": "Bearbeitet von: " + c.staff}[loc])
    page2(w)


def _decision_form(w: ToolWriter, rejected: bool) -> None:
    c, r, loc = w.case, w.rng, w.loc
    letterhead(w)
    w.add("title", title(w, "decision"))
    pairs = [(lab(w, "case_number"), w.ident("case_number", c.case_number)),
             (lab(w, "order_id"), w.ident("order_id", c.order_id))]
    if r.random() < 0.6:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    pairs.append((lab(w, "customer"), w.text("customer_name", c.name)))
    if rejected:
        pairs.append(({"PL": "Data", "CZ": "Datum", "AT": "Datum"}[loc], w.date(None, w.doc.date)))
        pairs.append((lab(w, "status"), r.choice(STATUS_REJECTED[loc])))
        w.set("refund_status", "rejected")
        w.block(pairs)
        w.add("gap")
        w.add("para", {"PL": "Uzasadnienie: ślady użytkowania i uszkodzenia mechaniczne nie są objęte zwrotem. "
                             "Reason: signs of use and mechanical damage.",
                       "CZ": "Odůvodnění: zboží nese stopy používání a mechanické poškození. "
                             "Reason: signs of use and mechanical damage.",
                       "AT": "Begründung: Gebrauchsspuren und mechanische Beschädigung. "
                             "Reason: signs of use and mechanical damage."}[loc])
        w.add("para", {"PL": "Towar zostanie odesłany na koszt klienta.",
                       "CZ": "Zboží Vám zašleme zpět na Vaše náklady.",
                       "AT": "Die Ware wird auf Ihre Kosten retourniert."}[loc])
        page2(w)
        return
    pairs.append((lab(w, "approval_date"), w.date("approval_date", w.doc.date)))
    pairs.append((lab(w, "status"), r.choice(STATUS_APPROVED[loc])))
    w.set("refund_status", "approved")
    w.block(pairs)
    w.add("gap")
    money = []
    if c.fee:
        money.append(({"PL": "Wartość zwracanego towaru", "CZ": "Hodnota vráceného zboží",
                       "AT": "Warenwert der Rücksendung"}[loc], w.money(None, c.requested)))
        money += _fee_lines(w, r.random() < 0.4)
    if c.eligible != c.approved or r.random() < 0.5:
        money.append((lab(w, "eligible"), w.money("refund_eligible", c.eligible)))
    money.append((lab(w, "approved"), w.money("refund_approved", c.approved)))
    if r.random() < 0.85:
        money.append((lab(w, "promised"), w.date("promised_date", c.promised)))
    w.block(money)
    w.add("gap")
    w.add("small", f"{c.staff}, {W.STAFF_ROLE[loc][0]}")
    page2(w)


# =========================================================================== refund execution


def refund_execution(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    blik = loc == "PL" and not c.business
    if is_mail(w):
        subj = {"PL": f"Zwrot środków / Refund {c.case_number}", "CZ": f"Vrácení platby – VS {c.payment_ref}",
                "AT": f"Zahlungsavis / Refund {c.case_number}"}[loc]
        shop_headers(w, "accounts", subj)
        w.add("line", dear(w))
        w.add("gap")
        w.add("para", r.choice(["we confirm that the refund was sent to you.",
                                "we inform you that the money for your return was transferred.",
                                "the refund for your complaint is done."]))
    else:
        letterhead(w)
        w.add("title", title(w, "exec"))
    ref_label = (lab(w, "blik") if not is_mail(w) else "BLIK refund ID") if blik else lab(w, "reference")
    pairs = [(lab(w, "exec_amount"), w.money("refund_executed", c.approved)),
             (lab(w, "exec_date"), w.date("execution_date", w.doc.date)),
             (ref_label, w.ident("payment_reference", c.payment_ref))]
    if r.random() < 0.75:
        pairs.append((lab(w, "case_number"), w.ident("case_number", c.case_number)))
    pairs.append((lab(w, "order_id"), w.ident("order_id", c.order_id)))
    if r.random() < 0.5:
        pairs.append((lab(w, "customer_id"), w.ident("customer_id", c.customer_id)))
    if r.random() < 0.5 or not is_mail(w):
        pairs.append((lab(w, "customer"), w.text("customer_name", c.name)))
    w.block(pairs)
    if blik:
        w.kv("Telefon / phone", f"{c.phone[:7]} *** {c.phone[-3:]}")
    else:
        w.kv(lab(w, "account") if not is_mail(w) else "To account", c.account)
    w.kv("Status", r.choice(STATUS_EXECUTED[loc]))
    w.set("refund_status", "executed")
    w.add("gap")
    w.add("para", {"PL": "Środki powinny być widoczne na koncie w ciągu 1-2 dni roboczych. / The money should be "
                         "visible in 1-2 working days.",
                   "CZ": "Peníze budou na Vašem účtu obvykle do 2 pracovních dnů.",
                   "AT": "Die Gutschrift auf Ihrem Konto erfolgt je nach Bank in 1-3 Werktagen."}[loc])
    if is_mail(w):
        staff_signature(w, 2)
    else:
        page2(w)


# =========================================================================== warranty form


def warranty_form(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    product = c.local_name(c.warranty_product) if r.random() < 0.4 else c.warranty_product
    lang = loc if r.random() < 0.25 else "en"
    issue = r.choice(W.ISSUES[W.ISSUE_KIND[c.warranty_prefix]][lang])
    deadline = w.doc.style["deadline_value"]
    if is_mail(w):
        customer_headers(w, "service", r.choice([f"Warranty claim - {c.warranty_product}",
                                                 f"Reklamace / warranty {c.order_id}" if loc == "CZ" else
                                                 f"Reklamacja / warranty {c.order_id}" if loc == "PL" else
                                                 f"Garantie / warranty {c.order_id}"]))
        w.add("line", w.pick(W.GREETINGS))
        w.add("gap")
        w.add("para", f"{'We' if c.we else 'I'} send you warranty claim for the machine below, please register it.")
    else:
        letterhead(w)
        w.add("title", title(w, "warranty"))
    pairs = []
    if c.case_number and r.random() < 0.75:
        pairs.append((lab(w, "case_number"), w.ident("case_number", c.case_number)))
    elif not is_mail(w):
        pairs.append((lab(w, "case_number") + {"PL": " (wypełnia serwis)", "CZ": " (vyplní servis)",
                                               "AT": " (vom Service auszufüllen)"}[loc], "__________"))
    if not is_mail(w):
        pairs.append((lab(w, "form_date"), w.date("document_date", w.doc.date)))
    pairs.append((lab(w, "order_id") if not is_mail(w) else "Order no.", w.ident("order_id", c.order_id)))
    if r.random() < 0.5 and c.invoice_number:
        pairs.append((lab(w, "invoice_ref") if not is_mail(w) else "Invoice", c.invoice_number))
    if r.random() < 0.6:
        pairs.append((lab(w, "customer_id") if not is_mail(w) else "Customer no.",
                      w.ident("customer_id", c.customer_id)))
    pairs.append((lab(w, "customer") if not is_mail(w) else "Customer", w.text("customer_name", c.name)))
    pairs.append((lab(w, "serial") if not is_mail(w) else "Serial no.", w.ident("serial_number", c.serial)))
    if r.random() < 0.5:
        pairs.append((lab(w, "purchase") if not is_mail(w) else "Bought on", w.date(None, c.order_date)))
    w.block(pairs)
    w.kv(lab(w, "product") if not is_mail(w) else "Machine", w.text("product_name", product))
    w.kv(lab(w, "issue") if not is_mail(w) else "Fault", w.text("issue_description", issue))
    if c.warranty_prefix in ("KP50", "KS200", "GE35", "HD160", "MG200", "TG200", "BS315") and r.random() < 0.6:
        w.kv(lab(w, "ops_hours") if not is_mail(w) else "Operating hours", f"{r.randrange(8, 400)} h")
    if isinstance(deadline, date):
        w.kv(lab(w, "needed_by") if not is_mail(w) else "Needed back by", w.date("customer_deadline", deadline))
    elif not is_mail(w) and r.random() < 0.6:
        w.kv(lab(w, "needed_by"), r.choice(["-", "---", "n/a"]))
    w.add("gap")
    w.add("line", {"PL": "Żądanie / Request:  [x] naprawa   [ ] wymiana   [ ] zwrot pieniędzy",
                   "CZ": "Požadovaný způsob vyřízení:  [x] oprava   [ ] výměna   [ ] vrácení peněz",
                   "AT": "Gewünscht:  [x] Reparatur   [ ] Austausch   [ ] Gutschrift"}[loc])
    if is_mail(w):
        customer_signature(w)
    else:
        w.add("gap")
        w.add("line", {"PL": "Podpis klienta: ", "CZ": "Podpis zákazníka: ", "AT": "Unterschrift Kunde: "}[loc]
              + c.contact)
        w.add("small", {"PL": "Gwarancja 24 miesiące od daty zakupu. Reklamacje rozpatrujemy w ciągu 14 dni.",
                        "CZ": "Reklamace bude vyřízena nejpozději do 30 dnů od jejího uplatnění.",
                        "AT": "Garantie 24 Monate ab Kaufdatum. Kostenvoranschlag bei Fremdverschulden."}[loc])


# =========================================================================== customer letter


def customer_letter(w: ToolWriter) -> None:
    c, r, loc = w.case, w.rng, w.loc
    topic = w.doc.style["topic"]
    quoted = w.doc.style.get("quoted")
    we = c.we
    refs = [f"order {w.ident('order_id', c.order_id)}"]
    if topic != "delivery" and c.case_number and r.random() < 0.75:
        refs.insert(0, r.choice(["complaint ", "RMA ", "case ", "return no. "]) + w.ident("case_number", c.case_number))
    if r.random() < 0.35:
        refs.append(f"customer no. {w.ident('customer_id', c.customer_id)}")
    if is_mail(w):
        subj = {"refund": "Refund still not received", "warranty": "Repair status?", "delivery": "Goods not delivered",
                "rejected": "Complaint rejected - disagreement"}[topic]
        customer_headers(w, "returns" if topic != "delivery" else "orders", f"{subj} / {', '.join(refs)}")
    else:
        sender_block(w)
        w.add("line", {"PL": "Dot.: ", "CZ": "Věc: ", "AT": "Betreff: "}[loc] + ", ".join(refs))
        w.add("gap")
    w.add("line", w.pick(W.GREETINGS))
    w.add("gap")
    if is_mail(w):
        opening = r.choice(["{} writing again regarding {}.", "This is about {1}.", "Following {1}:"]).format(
            "we are" if we else "I am", ", ".join(refs))
        w.add("para", opening[0].upper() + opening[1:])
    if topic == "refund":
        if quoted is not None:
            text = r.choice([
                "In your e-mail you approved refund of {a}, but till today nothing came to {o} account.",
                "The approved refund of {a} is still not on {o} account.",
                "You wrote that you approved a refund of {a}, more than one week ago, and still nothing."])
            w.add("para", text.format(a=w.money("refund_approved", quoted), o="our" if we else "my"))
        else:
            w.add("para", "You confirmed that the return is accepted, but the money did not arrive yet.")
        with_dl, without = W.EXPECT_REFUND_DL, W.EXPECT_REFUND_NO_DL
    elif topic == "warranty":
        if quoted is not None:
            w.add("para", f"The refund of {w.money('refund_approved', quoted)} for the returned item arrived, thank "
                          "you.")
        w.add("para", f"{'But ' if quoted is not None else ''}{'our' if we else 'my'} {c.warranty_product} is in your "
                      "service since "
                      f"{w.date(None, c.docs_date('warranty_form'))} and nobody is answering the phone.")
        with_dl, without = W.EXPECT_REPAIR_DL, W.EXPECT_REPAIR_NO_DL
    elif topic == "delivery":
        w.add("para", f"The goods should be delivered on {w.date(None, c.est_ship)}, but until today nothing came. "
                      f"The tracking {c.tracking} at {c.carrier} shows no movement.")
        with_dl, without = W.EXPECT_DELIVERY_DL, W.EXPECT_DELIVERY_DL
    else:
        w.add("para", f"{'We do' if we else 'I do'} not agree with your decision to reject the complaint. The damage "
                      "was there already when the courier brought the parcel, we have photos from the same day.")
        with_dl, without = W.EXPECT_REJECTED, W.EXPECT_REJECTED
    if "moved_deadline" in w.doc.style:
        w.add("para", r.choice(["Unfortunately the situation changed since my last mail.",
                                "Please note the new date, our plans have changed."]))
    sentence = expectation(w, with_dl, without, w.doc.style["deadline_value"], product_short(c))
    w.add("para", sentence + " " + r.choice(["Thank you.", "Please answer shortly.", "Thanks in advance."]))
    customer_signature(w)


TEMPLATES = {
    "invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
