"""Kleinmeer's documents, one function per doc type: blocks (what is printed) and truth from the same values.

Shop-side documents carry bilingual labels (English with the Dutch or German after a slash); customers
write e-mails and formal letters; forwarders send packing lists and dispatch advices."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

from sample_docs.formatting import NBSP, cents
from sample_docs.shop15 import vocab as v
from sample_docs.shop15.values import Writer15, mail_date

GERMAN = ("DE", "AT", "CH")


def _bi(case: Any, en: str, nl: str, de: str) -> str:
    """An English label with its Dutch or German after a slash, as the entity's forms print it."""
    return f"{en} / {de if case.country in GERMAN else nl}"


def _pct(rate: Decimal) -> str:
    return f"{rate:g}".replace(".", ",") + NBSP + "%"


def _staff(w: Writer15, role: int) -> tuple[str, str, str]:
    return v.STAFF[w.case.country][role]


def _name(w: Writer15) -> str:
    """The contact person's name as this document prints it (a misspelling on the one planted document)."""
    c = w.case
    shown = c.typo_name if c.typo_doc is w.doc and c.typo_name else c.name
    return w.text("customer_name", shown)


def _letterhead(w: Writer15) -> None:
    e = v.ENTITIES[w.case.country]
    w.add("head", e[0])
    w.add("small", f"{e[1]} | {e[2]}")


def _customer_block(w: Writer15, with_name: bool = True) -> None:
    c = w.case
    w.add("line", c.institution)
    w.add("line", c.department)
    if with_name:
        label = w.rng.choice(("Attn.", "t.a.v." if c.country in ("NL", "BE") else "z. Hd.", "Contact"))
        w.add("line", f"{label} {_name(w)}")
    w.add("line", c.street)
    w.add("gap")


def _grid(w: Writer15, labels: list[str], values: list[str]) -> None:
    """Column labels above their values: English only, the bilingual labels do not fit a column."""
    w.add("grid", [label.split(" / ")[0] for label in labels], [values])


def _order_label(w: Writer15) -> str:
    return w.rng.choice((_bi(w.case, "Order no.", "Ordernr.", "Auftrags-Nr."), "Our order no.", "Sales order",
                         _bi(w.case, "Order", "Order", "Auftrag")))


def _cust_label(w: Writer15) -> str:
    return w.rng.choice((_bi(w.case, "Customer no.", "Klantnr.", "Kunden-Nr."), "Debtor no.", "Account no.",
                         _bi(w.case, "Customer ID", "Debiteurnr.", "Debitor")))


def _po_label(w: Writer15) -> str:
    return w.rng.choice((_bi(w.case, "Your PO no.", "Uw bestelnr.", "Ihre Bestell-Nr."), "Your reference", "PO"))


def _items_table(w: Writer15, with_totals: bool, total_name: str | None) -> None:
    c = w.case
    head = [_bi(c, "Article", "Artikel", "Artikel"), "Qty", "Unit price", "Amount"]
    rows = [[f"{art} {name}", str(q), w.money(None, u), w.money(None, cents(q * u))] for name, art, q, u in c.items]
    w.add("table", head, rows)
    w.add("gap")
    if not with_totals:
        return
    subtotal_name = "subtotal" if w.doc.doc_type == "invoice" else None
    tax_name = "tax_amount" if w.doc.doc_type == "invoice" else None
    w.add("rkv", _bi(c, "Net amount", "Netto", "Netto"), w.money(subtotal_name, c.subtotal))
    if c.vat_rate:
        w.add("rkv", f"{v.ENTITIES[c.country][4]} {_pct(c.vat_rate)}", w.money(tax_name, c.tax))
    else:
        w.add("rkv", "VAT 0" + NBSP + "% (reverse charge)", w.money(tax_name, c.tax))
    w.add("rkv", _bi(c, "Total", "Totaal", "Gesamt") + f" {c.currency}", w.money(total_name, c.total))
    if not c.vat_rate:
        w.add("small", "Intra-Community supply, VAT reverse charged to the recipient (Art. 196 Directive "
                       f"2006/112/EC). Your VAT ID: {c.vat_id}")


def _mail(w: Writer15, sender: str, to: str, subject: str, cc: str | None = None) -> None:
    w.doc.email = {"From": sender, "To": to}
    if cc:
        w.doc.email["Cc"] = cc
    w.doc.email["Subject"] = subject
    w.doc.email["Date"] = mail_date(w.doc.date, w.rng)


def _shop_sender(w: Writer15, role: int) -> tuple[str, str]:
    first, last, title = _staff(w, role)
    dom = v.ENTITY_MAIL[w.case.country]
    return f"{first} {last} <{first[0].lower()}.{last.lower()}@{dom}>", f"{first} {last}\n{title}"


def _customer_sender(w: Writer15) -> str:
    """The customer's address with the name as this document prints it (so the name is stated)."""
    return f"{_name(w)} <{w.case.email}>"


def _salute_customer(w: Writer15) -> str:
    c = w.case
    title = {"m": "Mr", "f": "Ms"}[c.gender]
    return w.rng.choice((f"Dear {title} {c.last},", "Dear Sir or Madam,", f"Dear {c.first},", f"Hello {title} {c.last},"))


def _shop_sign(w: Writer15, sign: str) -> None:
    local = "Mit freundlichen Grüßen / Kind regards," if w.case.country in GERMAN else "Met vriendelijke groet / Kind regards,"
    w.add("line", w.rng.choice(("Kind regards,", "Best regards,", "With kind regards,", local)))
    for line in sign.split("\n"):
        w.add("line", line)
    w.add("small", f"{v.ENTITIES[w.case.country][0]} | {v.ENTITIES[w.case.country][1]}")


def _customer_sign(w: Writer15) -> None:
    c = w.case
    w.add("line", w.rng.choice(("Kind regards,", "Best regards", "Regards,", "Met vriendelijke groet / Kind regards,"
                                if c.country in ("NL", "BE") else "Mit freundlichen Grüßen,")))
    w.add("line", _name(w))
    w.add("line", c.role)
    w.add("line", c.institution)


# --------------------------------------------------------------------------- shop documents


def order_confirmation(w: Writer15) -> None:
    c = w.case
    if w.doc.fmt in ("text", "email"):
        sender, sign = _shop_sender(w, 0)
        _mail(w, sender, _customer_sender(w), f"Order confirmation {c.order_id} / your PO {c.po}")
        w.add("para", _salute_customer(w))
        w.add("para", f"thank you for your order {c.po} of {w.date('order_date', c.order_date)}. We confirm it "
                      f"under our order no. {w.ident('order_id', c.order_id)} as follows:")
        _items_table(w, False, None)
        w.add("para", f"Order value incl. VAT: {w.money('order_total', c.total)}. "
                      + (f"Expected delivery: {w.date('delivery_estimate', c.est_confirm)}."
                         if c.states_estimate else "Delivery time approx. 2-3 weeks after receipt of order."))
        if w.rng.random() < 0.6:
            w.add("para", f"Customer no. {w.ident('customer_id', c.customer_id)}. Please quote our order number "
                          "on all correspondence.")
        _shop_sign(w, sign)
        return
    _letterhead(w)
    w.add("title", _bi(c, "Order confirmation", "Orderbevestiging", "Auftragsbestätigung"))
    _customer_block(w)
    layout = w.doc.style["layout"]
    if layout == "grid":
        _grid(w, [_order_label(w), "Order date", _cust_label(w), _po_label(w)],
              [w.ident("order_id", c.order_id), w.date("order_date", c.order_date),
               w.ident("customer_id", c.customer_id), c.po])
    else:
        w.add("kv2", _order_label(w), w.ident("order_id", c.order_id),
              _bi(c, "Date", "Datum", "Datum"), w.date("order_date", c.order_date))
        if w.rng.random() < 0.75:
            w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
        w.kv(_po_label(w), c.po)
    _items_table(w, True, "order_total")
    if c.states_estimate:
        w.kv(w.rng.choice((_bi(c, "Expected delivery", "Verwachte levering", "Voraussichtliche Lieferung"),
                           "Estimated delivery date", "Delivery date (estimated)")),
             w.date("delivery_estimate", c.est_confirm))
    else:
        w.kv(_bi(c, "Delivery time", "Levertijd", "Lieferzeit"), "approx. 2-3 weeks")
    w.kv(_bi(c, "Terms of payment", "Betalingscondities", "Zahlungsbedingungen"), "30 days net")
    w.add("small", "Our general terms of sale and delivery apply (see www." + v.ENTITY_MAIL[c.country] + "/terms).")


def invoice(w: Writer15) -> None:
    c = w.case
    e = v.ENTITIES[c.country]
    _letterhead(w)
    w.add("title", _bi(c, "Invoice", "Factuur", "Rechnung"))
    _customer_block(w, with_name=c.typo_doc is w.doc or w.rng.random() < 0.7)  # some go to accounts payable
    inv_label = _bi(c, "Invoice no.", "Factuurnr.", "Rechnungs-Nr.")
    date_label = _bi(c, "Invoice date", "Factuurdatum", "Rechnungsdatum")
    if w.doc.style["layout"] == "grid":
        _grid(w, [inv_label, date_label, _cust_label(w), _order_label(w)],
              [w.ident("invoice_number", c.invoice_number), w.date("document_date", w.doc.date),
               w.ident("customer_id", c.customer_id), w.ident("order_id", c.order_id)])
        w.kv(_po_label(w), c.po)
    else:
        w.add("rkv", inv_label, w.ident("invoice_number", c.invoice_number))
        w.add("rkv", date_label, w.date("document_date", w.doc.date))
        w.kv(_order_label(w), w.ident("order_id", c.order_id))
        if w.rng.random() < 0.6:
            w.kv(_bi(c, "Order date", "Orderdatum", "Bestelldatum"), w.date("order_date", c.order_date))
        if w.rng.random() < 0.7:
            w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
        w.kv(_po_label(w), c.po)
    w.kv(_bi(c, "Delivery date", "Leverdatum", "Lieferdatum"), w.date(None, c.ship_date))
    _items_table(w, True, "order_total")
    due = w.date(None, w.doc.date + timedelta(days=30))
    w.kv(_bi(c, "Payment terms", "Betalingstermijn", "Zahlungsziel"), f"30 days net, due {due}")
    w.add("small", f"{e[2]} | {e[3]}")


def shipping_notice(w: Writer15) -> None:
    c = w.case
    style = w.doc.style["layout"]
    if w.doc.fmt in ("text", "email"):
        dom = v.CARRIER_CONTACT[c.carrier]
        forwarded = w.rng.random() < 0.5
        sender, sign = _shop_sender(w, 0)
        subject = f"Dispatch advice {c.order_id}" + (f" / PO {c.po}" if w.rng.random() < 0.5 else "")
        if forwarded:
            _mail(w, sender, _customer_sender(w), "FW: " + subject)
            w.add("para", _salute_customer(w))
            w.add("para", "FYI - below the dispatch advice of our forwarder for your order. "
                          f"{'Please contact me if anything is missing.' if w.rng.random() < 0.5 else ''}".strip())
            _shop_sign(w, sign)
            w.add("line", "-------- Forwarded message --------")
            w.add("line", f"From: {c.carrier} Notifications <noreply@{dom}>")
            w.add("line", f"Date: {w.date(None, w.doc.date)}")
            w.add("line", f"To: shipping@{v.ENTITY_MAIL[c.country]}")
            w.add("gap")
        else:
            _mail(w, f"{c.carrier} <noreply@{dom}>", _customer_sender(w), subject,
                  cc=f"shipping@{v.ENTITY_MAIL[c.country]}")
            w.add("para", f"Dear {_name(w)},")
        if forwarded:
            w.add("para", f"Consignee: {c.institution}, Attn. {_name(w)}")
        w.add("para", f"Your shipment from {v.ENTITIES[c.country][0]} (reference {w.ident('order_id', c.order_id)}) "
                      f"was picked up on {w.date('ship_date', c.ship_date)}.")
        w.kv("Carrier", w.text("carrier", c.carrier))
        w.kv(w.rng.choice(("Tracking no.", "Consignment no.", "Shipment no.")), w.ident("tracking_number", c.tracking))
        if c.ship_estimate is not None:
            w.kv(w.rng.choice(("Expected delivery", "Estimated delivery", "ETA")),
                 w.date("delivery_estimate", c.ship_estimate))
        w.kv("Packages", f"{c.colli} colli, {c.weight} kg")
        if not forwarded:
            w.add("para", f"Track your shipment at www.{dom}. This message was generated automatically.")
        return
    if style in ("letter", "stacked") and w.rng.random() < 0.6:
        # the forwarder's own packing list
        w.add("head", f"{c.carrier} - {'Road Logistics' if c.carrier in ('DB Schenker', 'Kuehne+Nagel') else 'Parcel Service'}")
        w.add("title", w.rng.choice(("Packing list", "Packing list / Paklijst", "Delivery note / Lieferschein")))
        w.kv("Shipper", f"{v.ENTITIES[c.country][0]}, {v.ENTITIES[c.country][1]}")
        w.kv("Consignee", f"{c.institution}, {c.street}")
        w.kv("Attn.", _name(w))
        w.kv(w.rng.choice(("Shipper's reference", "Reference / Referenz", "Customer reference")),
             w.ident("order_id", c.order_id))
        w.kv("Carrier", w.text("carrier", c.carrier))
        w.kv(w.rng.choice(("Consignment no.", "Tracking no. / Sendungsnr.", "AWB")), w.ident("tracking_number", c.tracking))
        w.kv(w.rng.choice(("Pick-up date", "Collection date", "Ship date")), w.date("ship_date", c.ship_date))
        if c.ship_estimate is not None:
            w.kv(w.rng.choice(("ETA", "Planned delivery", "Expected delivery")), w.date("delivery_estimate", c.ship_estimate))
        w.add("grid", ["Colli", "Content", "Gross kg", "Dimensions cm"],
              [[str(c.colli), "Instruments", c.weight, "60 x 40 x 35"]])
        w.add("line", "Received in good order: ______________________   Date: __________")
        return
    _letterhead(w)
    w.add("title", _bi(c, "Delivery note", "Pakbon", "Lieferschein"))
    _customer_block(w, with_name=c.typo_doc is w.doc or w.rng.random() < 0.7)
    w.add("kv2", _bi(c, "Delivery note no.", "Pakbonnr.", "Lieferschein-Nr."), f"LS{c.order_num}",
          _bi(c, "Dispatch date", "Verzenddatum", "Versanddatum"), w.date("ship_date", c.ship_date))
    w.kv(_order_label(w), w.ident("order_id", c.order_id))
    if w.rng.random() < 0.6:
        w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
    w.kv(_po_label(w), c.po)
    w.kv(_bi(c, "Shipped via", "Verzonden met", "Versand mit"), w.text("carrier", c.carrier))
    w.kv(_bi(c, "Tracking no.", "Zendingnr.", "Sendungsnr."), w.ident("tracking_number", c.tracking))
    if c.ship_estimate is not None:
        w.kv(_bi(c, "Expected delivery", "Verwachte levering", "Voraussichtliche Zustellung"),
             w.date("delivery_estimate", c.ship_estimate))
    w.add("line", _bi(c, "Contents", "Inhoud", "Inhalt") + ":")
    for name, art, q, _ in c.items:
        w.add("line", f"   {q} x {art}  {name}")
    w.add("small", "Please check the goods on receipt and report transport damage within 7 days.")


def refund_approval(w: Writer15) -> None:
    c = w.case
    rejected = c.kind == "rejected"
    fee = c.requested - c.eligible
    if w.doc.fmt in ("text", "email"):
        sender, sign = _shop_sender(w, 1)
        _mail(w, sender, _customer_sender(w), f"{'Your return' if not rejected else 'Credit request'} "
                                              f"{c.case_number} - order {c.order_id}")
        w.add("para", _salute_customer(w))
        w.add("para", f"we have checked your return under case no. {w.ident('case_number', c.case_number)} "
                      f"(order {w.ident('order_id', c.order_id)}).")
        if rejected:
            w.add("para", f"Unfortunately we cannot accept it: {c.reject_reason}. The credit request is therefore "
                          f"rejected (status: {w.set('refund_status', 'rejected') or 'rejected'}), approved "
                          f"amount {w.money('refund_approved', Decimal('0'))}.")
        else:
            parts = []
            if c.show_eligible:
                parts.append(f"The refundable amount is {w.money('refund_eligible', c.eligible)}"
                             + (f" after a restocking fee of {w.money(None, fee)}" if fee else "") + ".")
            if c.waiver:
                w.set("fee_waiver_percent", str(c.waiver), basis="restocking fee")
                parts.append(f"As a gesture of goodwill we waive {c.waiver}{NBSP}% of the restocking fee.")
            parts.append(f"Status: {w.set('refund_status', 'approved') or 'approved'}. We have approved a credit "
                         f"of {w.money('refund_approved', c.approved)}, dated "
                         f"{w.date('approval_date', w.doc.date)}.")
            if c.promised:
                parts.append(f"The amount will be transferred to your account by {w.date('promised_date', c.promised)}.")
            w.add("para", " ".join(parts))
        if rejected:
            w.add("para", f"Decision date: {w.date('approval_date', w.doc.date)}.")
        _shop_sign(w, sign)
        return
    _letterhead(w)
    if rejected:
        w.add("title", _bi(c, "Return decision", "Beslissing retour", "Retourenentscheid"))
    else:
        w.add("title", _bi(c, "Credit note", "Creditnota", "Gutschrift"))
    _customer_block(w)
    if w.doc.style["layout"] == "grid":
        _grid(w, ["Case no.", _order_label(w), _cust_label(w), "Approval date"],
              [w.ident("case_number", c.case_number), w.ident("order_id", c.order_id),
               w.ident("customer_id", c.customer_id), w.date("approval_date", w.doc.date)])
    else:
        if not rejected:
            w.kv(_bi(c, "Credit note no.", "Creditnotanr.", "Gutschrift-Nr."), f"CN-{c.order_num}")
        w.kv(w.rng.choice(("RMA no.", "Case no.", _bi(c, "Complaint no.", "Klachtnr.", "Reklamations-Nr."))),
             w.ident("case_number", c.case_number))
        w.kv(_order_label(w), w.ident("order_id", c.order_id))
        if w.rng.random() < 0.5:
            w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
        w.kv(_bi(c, "Approval date", "Datum goedkeuring", "Freigabedatum"), w.date("approval_date", w.doc.date))
    item = c.return_item
    w.kv(_bi(c, "Returned item", "Geretourneerd artikel", "Retourware"), f"{item[1]} {item[0]}")
    w.kv(_bi(c, "Amount claimed", "Geclaimd bedrag", "Geforderter Betrag"), w.money(None, c.requested))
    if rejected:
        w.kv("Reason", c.reject_reason)
        w.kv(_bi(c, "Approved credit", "Goedgekeurd bedrag", "Genehmigter Betrag"), w.money("refund_approved", Decimal("0")))
        w.kv("Status", w.set("refund_status", "rejected") or _bi(c, "rejected", "afgewezen", "abgelehnt"))
        return
    if fee:
        w.kv(w.rng.choice(("Restocking fee 15 %", _bi(c, "Restocking fee", "Retourkosten", "Wiedereinlagerungsgebühr"))),
             "- " + w.money(None, fee))
    if c.show_eligible:
        w.kv(_bi(c, "Eligible amount", "Te crediteren", "Erstattungsfähig"), w.money("refund_eligible", c.eligible))
    if c.waiver:
        w.set("fee_waiver_percent", str(c.waiver), basis="restocking fee")
        w.kv(_bi(c, "Fee waiver", "Kwijtschelding", "Gebührenerlass"), f"{c.waiver}{NBSP}% of the restocking fee")
    w.add("rkv", _bi(c, "Credit approved", "Gecrediteerd", "Gutschriftbetrag"), w.money("refund_approved", c.approved))
    w.kv("Status", w.set("refund_status", "approved") or _bi(c, "approved", "goedgekeurd", "genehmigt"))
    if c.promised:
        w.kv(_bi(c, "Payment by", "Betaling uiterlijk", "Zahlung bis"), w.date("promised_date", c.promised))
    else:
        w.add("small", "The credit will be offset against open invoices or transferred on request.")


def refund_execution(w: Writer15) -> None:
    c = w.case
    e = v.ENTITIES[c.country]
    if w.doc.fmt in ("text", "email"):
        sender, sign = _shop_sender(w, 2)
        _mail(w, sender, _customer_sender(w), f"Payment advice - credit {c.case_number}")
        w.add("para", _salute_customer(w))
        refs = f"case {w.ident('case_number', c.case_number)}, order {w.ident('order_id', c.order_id)}"
        w.add("para", f"we inform you that on {w.date('execution_date', w.doc.date)} we transferred "
                      f"{w.money('refund_executed', c.approved)} to your account ({refs}).")
        w.kv("Payment reference", w.ident("payment_reference", c.payment_ref))
        w.kv("Refund status", w.set("refund_status", "executed") or "executed")
        w.add("para", "Depending on your bank the amount should be visible within 1-2 working days.")
        _shop_sign(w, sign)
        return
    _letterhead(w)
    w.add("title", _bi(c, "Payment advice", "Betalingsadvies", "Zahlungsavis"))
    _customer_block(w, with_name=w.rng.random() < 0.8)
    w.kv(_bi(c, "Transfer date", "Uitvoeringsdatum", "Ausführungsdatum"), w.date("execution_date", w.doc.date))
    w.kv(_bi(c, "Amount transferred", "Overgemaakt bedrag", "Überwiesener Betrag"), w.money("refund_executed", c.approved))
    w.kv(_bi(c, "Payment reference", "Betalingskenmerk", "Verwendungszweck"), w.ident("payment_reference", c.payment_ref))
    w.kv(w.rng.choice(("RMA no.", "Case no.")), w.ident("case_number", c.case_number))
    w.kv(_order_label(w), w.ident("order_id", c.order_id))
    if w.rng.random() < 0.6:
        w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
    w.kv("Status", w.set("refund_status", "executed") or _bi(c, "executed", "uitgevoerd", "ausgeführt"))
    w.add("small", f"Debited from: {e[3]}")


def warranty_form(w: Writer15) -> None:
    c = w.case
    _letterhead(w)
    w.add("title", w.rng.choice(("RMA form / " + ("Retourformulier" if c.country in ("NL", "BE") else "Rücksendeformular"),
                                 "Service request (RMA)", "Warranty claim / " + ("Garantieclaim" if c.country in ("NL", "BE") else "Garantieantrag"))))
    w.add("small", "Please fill in completely and enclose a copy with the instrument. Decontaminate before shipping!")
    if c.rma_on_form:
        w.kv(_bi(c, "RMA no. (assigned by Kleinmeer)", "RMA-nr.", "RMA-Nr."), w.ident("case_number", c.case_number))
    else:
        w.kv("RMA no. (assigned by Kleinmeer)", "____________")
    w.kv(_bi(c, "Date", "Datum", "Datum"), w.date("document_date", w.doc.date))
    w.kv(_bi(c, "Company / institute", "Bedrijf / instituut", "Firma / Institut"), c.institution)
    w.kv(_bi(c, "Contact person", "Contactpersoon", "Ansprechpartner"), _name(w))
    w.kv(_order_label(w), w.ident("order_id", c.order_id))
    if w.rng.random() < 0.6:
        w.kv(_cust_label(w), w.ident("customer_id", c.customer_id))
    w.add("gap")
    w.kv(_bi(c, "Instrument / model", "Instrument / type", "Gerät / Typ"), w.text("product_name", c.warranty_product))
    w.kv(w.rng.choice(("Serial no.", "S/N", _bi(c, "Serial number", "Serienummer", "Seriennummer"))),
         w.ident("serial_number", c.serial))
    w.kv(_bi(c, "Fault description", "Foutomschrijving", "Fehlerbeschreibung"), w.text("issue_description", c.issue))
    w.add("line", "[x] Repair under warranty    [ ] Calibration    [ ] Quotation first")
    if c.form_deadline:
        w.kv(_bi(c, "Required back by", "Retour nodig voor", "Benötigt bis"), w.date("customer_deadline", c.form_deadline))
    w.add("gap")
    w.add("line", f"Signature: ____________________    Name: {c.name}")


# --------------------------------------------------------------------------- customer prose


EXPECT = ["We expect the credit to be transferred {dl}.", "I need the refund on our account {dl}.",
          "We would like to receive the amount {dl}.", "Kindly ensure that the credit is booked {dl}.",
          "I must ask you to settle the credit {dl}."]


def _expectation(w: Writer15, templates: list[str], deadline: Any) -> tuple[str, Any]:
    """The expectation sentence with its deadline: printed, truth set; returns (sentence, deadline value)."""
    if isinstance(deadline, str):
        sentence = w.rng.choice(templates).format(dl=deadline)
        w.set("customer_deadline", deadline, unresolved=True)
    else:
        words, meant = w.deadline_words(deadline, allow_relative=w.doc.fmt in ("text", "email"))
        sentence = w.rng.choice(templates).format(dl=words)
        w.set("customer_deadline", meant.isoformat())
    w.text("customer_expectation", sentence)
    return sentence, deadline


def refund_request(w: Writer15) -> None:
    c = w.case
    _mail(w, _customer_sender(w), f"service@{v.ENTITY_MAIL[c.country]}",
          w.rng.choice((f"Return and credit - order {c.order_id}", f"RE: Dispatch advice {c.order_id}",
                        f"Credit request PO {c.po} / your order {c.order_id}")))
    w.set("document_date", w.doc.date.isoformat())
    w.add("para", w.rng.choice(("Dear Sir or Madam,", "Hello,", "Dear Kleinmeer team,")))
    item = c.return_item
    w.add("para", f"on {w.date(None, c.delivered)} we received the {item[0]} (your order "
                  f"{w.ident('order_id', c.order_id)}, our PO {c.po}). We have to return it because "
                  f"{w.text('return_reason', c.reason)}.")
    w.add("para", f"{w.rng.choice(('Please arrange', 'We ask for', 'We kindly request'))} a refund of "
                  f"{w.money('refund_requested', c.requested)} incl. VAT for this item.")
    sentence, c.deadline = _expectation(w, EXPECT, c.request_deadline)
    closing = w.rng.choice(("Our financial year closes soon, so this is important for us.",
                            "Please send us the RMA number and the return label.", ""))
    w.add("para", f"{sentence} {closing}".strip())
    if w.rng.random() < 0.5:
        w.add("line", f"Customer no.: {w.ident('customer_id', c.customer_id)}")
    _customer_sign(w)
    if w.rng.random() < 0.5:
        w.add("gap")
        w.add("line", f"-----Original Message-----")
        w.add("line", f"From: {_staff(w, 0)[0]} {_staff(w, 0)[1]}")
        w.add("line", f"Subject: Dispatch advice {c.order_id}")
        w.add("quote", f"your order {c.order_id} has been dispatched today with {c.carrier}. "
                       "Kind regards, Sales Support")


LETTER_EXPECT = ["We therefore expect the transfer of the approved amount {dl}.",
                 "We must insist that the amount is credited to our account {dl}.",
                 "We would like to see the credit on our account {dl}."]
LATE_EXPECT = ["We need the complete delivery {dl}, otherwise we will have to cancel the order.",
               "We expect delivery of the instruments {dl}."]
REJECT_EXPECT = ["We therefore expect a full credit {dl}.", "We must ask you to revise your decision {dl}."]


def customer_letter(w: Writer15) -> None:
    c = w.case
    printed = w.doc.fmt not in ("text", "email")
    w.doc.style["author"] = c.institution
    if printed:
        w.add("head", c.institution)
        w.add("small", f"{c.procurement} | {c.street} | VAT ID {c.vat_id}")
        w.add("rline", f"{c.city}, {w.date('document_date', w.doc.date)}")
        w.add("line", v.ENTITIES[c.country][0])
        w.add("line", w.rng.choice(("Customer Service", "Sales Department", "Accounts Receivable")))
        w.add("line", v.ENTITIES[c.country][1])
        w.add("gap")
    else:
        _mail(w, _customer_sender(w), f"service@{v.ENTITY_MAIL[c.country]}",
              f"{'AW' if c.country in GERMAN else 'RE'}: order {c.order_id}" + (f" / {c.case_number}" if c.has_case else ""),
              cc=f"{c.procurement_mail}")
        w.set("document_date", w.doc.date.isoformat())
    refs = [f"Your order no. {w.ident('order_id', c.order_id)}", f"our PO {c.po}"]
    if c.has_case and w.rng.random() < 0.75:
        refs.append(f"case {w.ident('case_number', c.case_number)}")
    if w.rng.random() < 0.6:
        refs.append(f"customer no. {w.ident('customer_id', c.customer_id)}")
    w.add("line", "Re: " + ", ".join(refs))
    w.add("gap")
    w.add("para", "Dear Sir or Madam,")
    if c.kind == "late":
        w.add("para", f"on {w.date(None, c.order_date)} we ordered the instruments listed in your confirmation; "
                      f"delivery was confirmed for {w.date(None, c.est_confirm)}. To date the instruments have not arrived "
                      "and we have not received a dispatch advice.")
        sentence, _ = _expectation(w, LATE_EXPECT, c.letter_deadline)
    elif c.kind == "rejected":
        w.add("para", f"we do not accept your decision of {w.date(None, c.approval_day)} to reject our credit request. "
                      "The instrument was faulty on arrival, as our incoming inspection report shows.")
        sentence, _ = _expectation(w, REJECT_EXPECT, c.letter_deadline)
    else:
        w.add("para", f"with your {w.rng.choice(('credit note', 'e-mail', 'letter'))} of {w.date(None, c.approval_day)} "
                      f"you approved a refund of {w.money('refund_approved', c.letter_amount)} for the returned "
                      f"{c.return_item[0]}. To date, this amount has not been credited to our account.")
        sentence, _ = _expectation(w, LETTER_EXPECT, c.letter_deadline)
    w.add("para", sentence + " " + w.rng.choice(("Please confirm by return.", "Thank you for your prompt attention.",
                                                 "Otherwise we will offset the amount against your next invoice.")))
    w.add("line", w.rng.choice(("Yours faithfully,", "Kind regards,", "Yours sincerely,")))
    w.add("line", _name(w))
    w.add("line", c.procurement)
    if not printed:
        w.add("line", c.institution)


WRITERS = {
    "order_confirmation": order_confirmation, "invoice": invoice, "shipping_notice": shipping_notice,
    "refund_request": refund_request, "refund_approval": refund_approval, "refund_execution": refund_execution,
    "warranty_form": warranty_form, "customer_letter": customer_letter,
}
