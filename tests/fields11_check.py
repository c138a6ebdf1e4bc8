"""A CHECK set for the eleventh field round (helper fields11): tracking_number, invoice_number, document_date,
order_date, ship_date, execution_date, refund_executed, payment_reference and refund_approved on documents of shops
docflow has never seen. Written BEFORE any rule of the round was changed and before the tuning set
(`tests/fields11_tune.py`), in wordings, layouts and id shapes of its own (e-mails, SMS-like notices, one-record CSV and
semicolon exports, label:value forms, tables, labels in other languages, operator notes); scored once before and once
after the round. Made-up shops and people; carriers, banks and processors that exist in the world.

Numeric dates on purpose: a day/month order that only the document's other evidence decides (another date that is
unambiguous, the address's country, the currency, the language), and one that nothing decides (truth None).
Precision traps: an amount the customer accepted beside the amount the shop approves.

Truth conventions as `tests/fields_fresh_docs.py`.

    before the round (fields10 at 27d4c6e): field accuracy 0.573 (51 of 89), doc type 24/30, hallucinated 0 of 1,
        currency 10/15 (tracking_number 0/8, carrier 5/8, ship_date 3/7, invoice_number 7/8, document_date 5/7,
        order_date 2/5, order_total 2/4, customer_id 0/2, order_id 10/11, case_number 3/3, refund_executed 5/8,
        payment_reference 2/8, execution_date 4/7, refund_approved 3/3)
    after the round (scored once, at the end, at 55b508e): field accuracy 0.787 (70 of 89), doc type 24/30, hallucinated 0,
        currency 10/15 (tracking_number 0 -> 6/8, carrier 5 -> 6/8, ship_date 3 -> 6/7, invoice_number 7 -> 8/8,
        document_date 5 -> 7/7, order_date 2 -> 4/5, order_total 2/4, customer_id 0/2, order_id 10 -> 11/11,
        case_number 3/3, refund_executed 5/8, payment_reference 2 -> 5/8, execution_date 4/7, refund_approved 3/3)
    Missed after: 16 of the 19 behind a type misread (a German semicolon export and a German refund notice as invoices,
    an order's semicolon export and a Spanish order confirmation as invoices, a CSV refund record and a refund told in
    a relative clause with "that" as refund requests); "w/ USPS" (an abbreviated preposition); a tracking number
    given in prose ("follow them with the reference FQ..."); an export's "customer" and "gross" columns (header names
    that are no cue of the customer number or the total).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK11_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- shipping_notice
# 0 German e-mail, German label for the tracking number
("shipping_notice", """Betreff: Ihre Bestellung 600412 ist unterwegs

Guten Tag Frau Albers,

Ihr Paket hat heute unser Lager verlassen.
Versanddienstleister: DHL
Sendungsnummer: 00340434161094015902
Versanddatum: 03.02.2026

Viele Grüße
Teeladen Rosmarin
""", dict(order_id="600412", tracking_number="00340434161094015902", carrier="DHL", ship_date="2026-02-03")),
# 1 SMS-like notice, tracking after "track:"
("shipping_notice", """ACME PAINTBRUSH CO: order 5521 shipped today w/ USPS. track: 9400111899223344556677. Reply STOP to opt out
""", dict(order_id="5521", tracking_number="9400111899223344556677", carrier="USPS")),
# 2 one-record CSV export
("shipping_notice", """order_id,carrier,tracking_no,ship_date,service
A-20011,UPS,1Z4F29W80398812231,2026-03-18,Ground
""", dict(order_id="A-20011", tracking_number="1Z4F29W80398812231", carrier="UPS", ship_date="2026-03-18")),
# 3 one-record semicolon export, German headers
("shipping_notice", """Auftrag;Versender;Sendungsnr;Versanddatum
44120;Hermes;H1002345678901234567;18.03.2026
""", dict(order_id="44120", tracking_number="H1002345678901234567", carrier="Hermes", ship_date="2026-03-18")),
# 4 Canada Post PIN, US-style date with Canadian address and CAD
("shipping_notice", """Maple Leaf Knits
210 Queen St, Ottawa ON K1P 5E9, Canada

Hi Jordan, your order ML-7781 (CAD 64.00) has shipped.
Carrier: Canada Post
Tracking PIN: 7023210455678812
Shipped: 2026-04-14
""", dict(order_id="ML-7781", tracking_number="7023210455678812", carrier="Canada Post", ship_date="2026-04-14")),
# 5 Royal Mail reference in prose
("shipping_notice", """Dear Mr Hughes,

Good news: the walking boots from order 88-1042 left our workshop on 9 May 2026 with Royal Mail.
You can follow them with the reference FQ123456785GB.

Cobbler & Lace, Shrewsbury
""", dict(order_id="88-1042", tracking_number="FQ123456785GB", carrier="Royal Mail", ship_date="2026-05-09")),
# 6 Spanish notice
("shipping_notice", """Hola Lucía:

Tu pedido 30917 ya está en camino.
Transportista: Correos Express
Número de seguimiento: 3230008341200917
Fecha de envío: 12/06/2026

Ceramica Triana
""", dict(order_id="30917", tracking_number="3230008341200917", carrier="Correos Express", ship_date="2026-06-12")),
# 7 marketplace dispatch table
("shipping_notice", """DISPATCH CONFIRMATION
Order        Logistics provider   Logistics no.          Dispatched
SH-99120     YunExpress           YT2212345678901234     2026-07-01
""", dict(order_id="SH-99120", tracking_number="YT2212345678901234", carrier="YunExpress", ship_date="2026-07-01")),
# ---------------------------------------------------------------- invoice
# 8 US invoice without currency: another date (08/28) is unambiguous, month first
("invoice", """Harbor Sign Works
INVOICE

Invoice # 20261-448
Invoice date: 09/02/2026
Order date: 08/28/2026
Terms: Net 30

Vinyl lettering, 3 panels          180.00
Total                              180.00
""", dict(invoice_number="20261-448", document_date="2026-09-02", order_date="2026-08-28")),
# 9 UK address, no currency sign: the country decides day first
("invoice", """Fenwick Pottery Supplies
14 Kirkgate, Leeds LS2 7DJ, United Kingdom

Invoice No: FPS-3318
Date: 09/02/2026

Stoneware clay 25kg x 2        46.00
Glaze sample set                18.50
Amount due                      64.50
""", dict(invoice_number="FPS-3318", document_date="2026-02-09")),
# 10 German invoice, German words decide day first
("invoice", """Rechnung
Rechnungsnummer: R-2026-0381
Rechnungsdatum: 03/04/2026
Lieferdatum: 01/04/2026

Pos. Artikel                 Menge   Preis
1    Holzspielzeug Set        2      39,80
Gesamtbetrag                         39,80
""", dict(invoice_number="R-2026-0381", document_date="2026-04-03")),
# 11 US invoice with dollars
("invoice", """Bluebonnet Coffee Roasters, Austin TX

Bill #: BCR-0092-26
Date: 04/05/2026
Ordered: 03/30/2026

12oz Ethiopia Guji x 4      $67.80
Sales tax                    $5.59
Total                       $73.39
""", dict(invoice_number="BCR-0092-26", document_date="2026-04-05", order_date="2026-03-30",
          order_total=M("73.39", "USD"))),
# 12 a due date past the 12th decides day first
("invoice", """INVOICE 7781/B
Issued 02/03/2026
Payment due by 16/03/2026

Consulting, 4 h       320.00
Total                 320.00
""", dict(invoice_number="7781/B", document_date="2026-03-02")),
# 13 nothing decides the order
("invoice", """Invoice number: 55-0912
Date: 05/06/2026

Item A     12.00
Item B      8.00
Total      20.00
""", dict(invoice_number="55-0912", document_date=None)),
# 14 tax invoice heading with its number
("invoice", """TAX INVOICE   No. 004417
Kauri Outdoor Ltd, Auckland, New Zealand     GST No 123-456-789
Date 11/10/2026

Tent pegs (20)          NZD 24.00
GST 15%                 NZD 3.60
Total                   NZD 27.60
""", dict(invoice_number="004417", document_date="2026-10-11", order_total=M("27.60", "NZD"))),
# 15 one-record semicolon invoice export
("invoice", """invoice_no;invoice_date;customer;net;vat;gross;currency
RE26-1190;2026-05-21;K-88012;100,00;19,00;119,00;EUR
""", dict(invoice_number="RE26-1190", document_date="2026-05-21", customer_id="K-88012",
          order_total=M("119.00", "EUR"))),
# ---------------------------------------------------------------- order_confirmation
# 16 US address decides month first
("order_confirmation", """Thanks for your order, Megan!

Order: OH-55012
Order placed 11/07/2026
Ship to: 42 Elm St, Dayton, Ohio 45402, USA

Total: 58.00
""", dict(order_id="OH-55012", order_date="2026-11-07")),
# 17 Spanish words decide day first
("order_confirmation", """Confirmación de pedido
Número de pedido: ES-20931
Fecha del pedido: 02/05/2026
Importe total: 45,90
""", dict(order_id="ES-20931", order_date="2026-05-02")),
# 18 one-record semicolon export of an order
("order_confirmation", """Bestellnr;Datum;Kunde;Summe;Waehrung
B-77120;04.02.2026;K-5512;89,90;EUR
""", dict(order_id="B-77120", order_date="2026-02-04", customer_id="K-5512", order_total=M("89.90", "EUR"))),
# ---------------------------------------------------------------- refund_execution
# 19 relative clause: the amount, which we returned
("refund_execution", """Hi Sam,

The balance of USD 18.40, which we returned to your PayPal account today, closes case 7712.
PayPal transaction: 9KX55120AB7781234

Thanks, Rivet & Rye
""", dict(case_number="7712", refund_executed=M("18.40", "USD"), payment_reference="9KX55120AB7781234")),
# 20 relative clause with "that"
("refund_execution", """Guten Tag Herr Keller,

please find the confirmation of the CHF 55.00 that we transferred back to your account on 20 May 2026.
Reference: UBS-RF-20260520-88

Uhrwerk Atelier, Basel
""", dict(refund_executed=M("55.00", "CHF"), payment_reference="UBS-RF-20260520-88",
          execution_date="2026-05-20")),
# 21 Dutch label:value, Kenmerk
("refund_execution", """Terugstorting bestelling 8812
Teruggestort bedrag: € 24,50
Datum: 14-03-2026
Kenmerk: RF-2291-NL
""", dict(refund_executed=M("24.50", "EUR"), payment_reference="RF-2291-NL", execution_date="2026-03-14")),
# 22 ISO 20022 remittance wording
("refund_execution", """CREDIT TRANSFER ADVICE
Debtor:                Lindqvist Glas AB
Creditor:              Anna Berg
Amount:                SEK 412.00
Purpose:               refund of order 66120
Remittance information: LGR-66120-RET
Settlement date:       2026-06-02
""", dict(refund_executed=M("412.00", "SEK"), payment_reference="LGR-66120-RET", execution_date="2026-06-02")),
# 23 German Verwendungszweck
("refund_execution", """Erstattung Ihrer Rücksendung

Wir haben Ihnen EUR 31,20 zurücküberwiesen.
Verwendungszweck: ERST-2026-3381
Ausgeführt am: 07.07.2026
""", dict(refund_executed=M("31.20", "EUR"), payment_reference="ERST-2026-3381", execution_date="2026-07-07")),
# 24 one-record CSV of a refund
("refund_execution", """refund_id,order,amount,currency,status,processed_at
rf_8812KQ,55120,29.99,USD,completed,2026-04-02
""", dict(refund_executed=M("29.99", "USD"), payment_reference="rf_8812KQ", execution_date="2026-04-02")),
# 25 French virement reference
("refund_execution", """Bonjour Madame Roux,

Nous vous avons remboursé 42,00 EUR par virement le 3 mars 2026.
Référence du virement : VIR-77120-FR

Cordialement,
La Bougie Lyonnaise
""", dict(refund_executed=M("42.00", "EUR"), payment_reference="VIR-77120-FR", execution_date="2026-03-03")),
# 26 Spanish concepto
("refund_execution", """Devolución realizada
Importe devuelto: 19,95 EUR
Concepto: DEV-2026-118
Fecha: 21/04/2026
""", dict(refund_executed=M("19.95", "EUR"), payment_reference="DEV-2026-118", execution_date="2026-04-21")),
# ---------------------------------------------------------------- refund_approval
# 27 the customer's earlier acceptance beside the shop's approval
("refund_approval", """Dear Ms Patel,

Earlier you accepted USD 30.00 in store credit; having looked again at the photos, we approve a refund of
USD 45.00 to your original payment method instead.

Case 3318, Lantern & Loom
""", dict(case_number="3318", refund_approved=M("45.00", "USD"))),
# 28 operator note: customer's acceptance first, the approval after
("refund_approval", """case 40127 | cust accepted 15.00 store credit on call, then changed mind | TL approved refund AUD 48.00 to card
""", dict(case_number="40127", refund_approved=M("48.00", "AUD"))),
# 29 chat: agent approves, customer mentions the voucher they took
("refund_approval", """[10:02] Agent Mira: I can approve EUR 25.00 back to your card for the scratched lamp.
[10:03] Customer: Last week I took a EUR 10.00 voucher from your colleague, is that still valid?
[10:04] Agent Mira: Yes, both stand.
""", dict(refund_approved=M("25.00", "EUR"))),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK11_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields11_check
    r = score()
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print({k: dict(v) for k, v in r["per_field"].items()})
