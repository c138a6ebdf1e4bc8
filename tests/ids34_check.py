"""CHECK set of the ids34 round (identifiers, names' ids and dates on documents of Latin American trade and other
numbering habits). The round's family: an invoice's number printed as a fiscal "folio" (with or without its series),
or under a bare "No." / "Number" beneath the invoice's title; a payment's number as banks name it ("operation
number", the interbank transfer's "clave de rastreo"); a row of labels printed without column gaps over its values,
where a number and a currency code beside it are no amount; a ticket's opening date; a tax registration number
beside the customer that is never the customer's number; a label's colon read as a semicolon by OCR.

Written and committed BEFORE any change of the round, from general knowledge of how invoices, payment advices and
service tickets are printed (made-up shops and people; no line of any sample shop); scored once before and once after
the round, never tuned on. Each entry: (true doc type, text, {field: expected value}); only the fields named are
scored (None means the document does not state it: a value there is a hallucination). Dates ISO, money a plain number.

    PYTHONPATH=. python -m tests.ids34_check            (aggregates only; --misses lists them)

    entries 0-13 (committed first): before (main at 6c5bae3) 20 of 31 stated right (wrong 1, missed 10), 0 of 1
        hallucinated; after the round 29 of 31 (wrong 1, missed 1), 0 of 1.
    all 24 entries (14-23 added during the round, each scored on main too): main 32 of 50 (wrong 3, missed 15),
        1 of 3 hallucinated; the round 48 of 50 (wrong 1, missed 1), 0 of 3; doc type 24/24 both.
    The two left are the set's own slips: entry 4's "03/04/2026" beside USD reads month first (the set meant day
        first), entry 10's "08/02/2026" has nothing to say which order (entry 23 is the case with an unambiguous date).
"""

from __future__ import annotations

import sys

from tests.ship27_check import print_summary, score as score_set

RA, RR, RE, WF, SN, CL, OC, INV = ("refund_approval", "refund_request", "refund_execution", "warranty_form",
                                   "shipping_notice", "customer_letter", "order_confirmation", "invoice")

CHECK34_DOCS: list[tuple[str, str, dict]] = [
# 0 invoice: a series and folio under one label
(INV, """Ferretera Del Bajio S.A. de C.V.
Blvd. Lopez Mateos 1180, Leon, Gto.

INVOICE
Serie / Folio: B-3318
Invoice date: 03/03/2026
Customer: Materiales Sanchez
Customer No.: 40812

Subtotal: $10,000.00
IVA 16%: $1,600.00
Total: $11,600.00
""", dict(invoice_number="B-3318", customer_id="40812", order_total="11600.00")),
# 1 invoice: a folio alone, and the fiscal folio (a UUID) further down is not the invoice's number
(INV, """ELECTRONIC INVOICE
Folio: 77214
Date: 14/05/2026
Bill to: Distribuidora Norte
Account: DN-5521
Total: $4,640.00
Fiscal folio (UUID): 9A3C2F10-44BD-4E21-A0C3-77D1E2F4A9B0
""", dict(invoice_number="77214", customer_id="DN-5521", document_date="2026-05-14")),
# 2 invoice: a bare number label under the invoice's title
(INV, """Lumen Oficina Ltda.
TAX INVOICE
No.: TF-20931
Date of issue: 22/06/2026
Bill to: Papeleria Central
Total: 1.250.000
""", dict(invoice_number="TF-20931", document_date="2026-06-22")),
# 3 invoice: "Number:" under an electronic invoice's title, a series-and-number shape
(INV, """ELECTRONIC INVOICE
Number: B002-00001187
Date of issue: 02-Jul-2026
Receiver: Panificadora Sol
Total to pay: 2,360.00
""", dict(invoice_number="B002-00001187")),
# 4 order confirmation: a row of labels without column gaps, an account number beside its currency code
(OC, """ORDER ACKNOWLEDGEMENT
Order no. Date Customer no. Currency
44120 03/04/2026 8812 USD
Ship to: Lakeside Diner
Subtotal: 1,200.00
Total: 1,200.00
""", dict(order_id="44120", customer_id="8812", order_date="2026-04-03")),
# 5 order confirmation: the same with a lettered account number
(OC, """ORDER CONFIRMATION
Order no. Date Account Currency
KT-22019 17-Aug-2026 KD-4410 EUR
Deliver to: Bistro Marea
Total: EUR 3,410.00
""", dict(order_id="KT-22019", customer_id="KD-4410", order_date="2026-08-17")),
# 6 payment advice: a bank's operation number
(RE, """PAYMENT ADVICE
We inform you that your refund for order 55102 was paid on 12/09/2026.
Beneficiary: Cafe Aurora
Amount transferred: 1,480.00
Operation No.: OP-447120
""", dict(payment_reference="OP-447120", order_id="55102")),
# 7 payment advice: "operation number" written out
(RE, """Hello,
The refund of order SO-99120 has been transferred today, 03/10/2026.
Operation number: 20261003771
Amount: 2,010.00
""", dict(payment_reference="20261003771", order_id="SO-99120")),
# 8 payment advice: an interbank transfer's tracking key under its Spanish name
(RE, """REFUND PAYMENT NOTICE
Order: 7781
Refund executed on 11/11/2026 by bank transfer.
Clave de rastreo: BNTE26111100048812
Amount: $5,800.00
""", dict(payment_reference="BNTE26111100048812", order_id="7781")),
# 9 payment advice: the order's number in the opening sentence is no payment reference when the label's is given
(RE, """We inform you that the refund for order PV-33012 was executed on 05/05/2026.
Beneficiary: Hotel Aranjuez
Case: RT-0091
Amount transferred: $12,000.00
Transfer tracking key (clave de rastreo): STPX0100260505123
""", dict(payment_reference="STPX0100260505123", order_id="PV-33012")),
# 10 service ticket: the day it was opened is its date
(WF, """WARRANTY SERVICE TICKET
Ticket No.: WS-7781 Opened: 08/02/2026
Customer No.: 5519
Customer: Panaderia La Espiga
Equipment: deck oven, 2 chambers
Problem reported by customer: the lower chamber does not heat
""", dict(case_number="WS-7781", document_date="2026-02-08", customer_id="5519")),
# 11 decision: a tax registration number beside the customer, no customer number printed
(RA, """REFUND DECISION
Order: 88120
Customer: Restaurante Los Olivos
NIT: 900.441.882-1
Decision date: 12/03/2026
Status: Approved
Refund approved: $450.00
""", dict(customer_id=None, order_id="88120")),
# 12 invoice: the customer's tax id and number on one line; only the number is the customer's id
(INV, """INVOICE
Invoice No.: 5512
Bill to: Comercial Andina
RUT: 76.112.334-5    Customer No.: CA-1180
Total: 99.000
""", dict(invoice_number="5512", customer_id="CA-1180")),
# 13 decision (faxed): the colon after a label read as a semicolon
(RA, """RETURN DECISION
Order: SO-41207 Customer No.; PE-20931
Customer: Bodega Miraflores
Decision date: 09/06/2026
Status: Approved
Refund approved: PEN 300.00
""", dict(customer_id="PE-20931", order_id="SO-41207")),
# 14 invoice (added after the first change; scored on main too): a letterhead over the title, a bare "No." under it
(INV, """SUMINISTROS CARRANZA
Suministros Carranza S.A.S. - NIT 900.555.201-4
Carrera 7 # 45-10, Bogota - Tel. +57 601 555 0101

ELECTRONIC SALES INVOICE

No.: SV-4471
Date of issue: 09/09/2026
Bill to: Asadero El Roble
Account: AR-2210
TOTAL: COP 1.190.000
""", dict(invoice_number="SV-4471", customer_id="AR-2210")),
# 15 invoice (added after the first change; scored on main too): a letterhead, a title with its translation in
# brackets, "Number:" under it
(INV, """Papelera Rimac | Office Supplies
Papelera Rimac S.A.C. - RUC 20512345678
Av. Javier Prado 1200, Lima - Tel. +51 1 555 0102

ELECTRONIC INVOICE (FACTURA ELECTRONICA)

Number: E001-00000912
Date of issue: 11-Oct-2026
Receiver: Bodega San Isidro
Total to pay: S/ 1,180.00
""", dict(invoice_number="E001-00000912")),
# 16 web form (added after the first change; scored on main too): the customer's company and its contact person
(RR, """From: Web shop <noreply@kitchenpro.example>
To: service@kitchenpro.example
Subject: Return request (web form)
Date: Wed, 01 Jul 2026 18:27:10 -0500

Return request received from the website.

Company:                 Trattoria Il Faro
Contact name:            Marco Bellini
E-mail:                  marco@ilfaro.example
Order number:            SO-44120
Message:                 We want to return the oven because it is too large for our kitchen. Please refund it.
""", dict(customer_name="Trattoria Il Faro", order_id="SO-44120")),
# 17 web form (added after the first change; scored on main too): the contact printed before the company
(WF, """Warranty claim received from the website - ticket created automatically.

Ticket:                  WR-55102
Contact name:            Aiko Tanaka
Company:                 Sushi Bar Kaze
Order number:            SO-77120
Describe the problem:    The rice cooker does not heat any more.
""", dict(customer_name="Sushi Bar Kaze", order_id="SO-77120")),
# 18 web form (added after the first change; scored on main too): a contact alone is the customer's name
(WF, """Warranty claim received from the website - ticket created automatically.

Ticket:                  WR-55103
Contact name:            Aiko Tanaka
Order number:            SO-77121
Describe the problem:    The rice cooker does not heat any more.
""", dict(customer_name="Aiko Tanaka", order_id="SO-77121")),
# 19 shipping notice (added after the first change; scored on main too): a carrier's number whose letters could abbreviate
# a customer-number word is the waybill's, not the customer's id
(SN, """Subject: Your order 77120 has been shipped

Your order 77120 left our warehouse today, 14-Sep-2026.

Customer:          Bistro Lumiere
Carrier:           Fastline Cargo
Waybill No.:       STK-33018842
Expected arrival:  18-Sep-2026
""", dict(customer_id=None, tracking_number="STK-33018842", order_id="77120")),
# 20 carrier's waybill (added after the first change; scored on main too): the shipper's reference is the order's number
(SN, """RAPIDCARGO
CONSIGNMENT NOTE
Consignment no.: RC-55019283
Carrier: RapidCargo
Pick-up date: 14 March 2026
Shipper: Kitchenware Direct - Porto
Consignee: Cafe Ribeira
Reference: KD-30912
Estimated delivery: 18 March 2026
""", dict(order_id="KD-30912", tracking_number="RC-55019283")),
# 21 carrier's waybill (added after the first change; scored on main too): a reference that is no id names no order
(SN, """RAPIDCARGO
CONSIGNMENT NOTE
Consignment no.: RC-55019284
Carrier: RapidCargo
Pick-up date: 14 March 2026
Consignee: Cafe Ribeira
Reference: fragile goods
Estimated delivery: 18 March 2026
""", dict(order_id=None, tracking_number="RC-55019284")),
# 22 delivery note (added after the first change; scored on main too): the carrier's "guide number", its prefix printed
# apart by the scan
(SN, """DELIVERY NOTE
Order: SO-88120 Dispatched: 21-Oct-2026
Deliver to: Cafe Ribeira
Carrier: Andes Cargo
Guide number: ACX -55102231
Estimated arrival: 24-Oct-2026
""", dict(order_id="SO-88120", tracking_number="ACX-55102231")),
# 23 service ticket (added after the first change; scored on main too): entry 10's case with a date only one order reads
(WF, """WARRANTY SERVICE TICKET
Ticket No.: WS-7790 Opened: 18/02/2026
Customer No.: 5520
Customer: Panaderia La Espiga
Equipment: deck oven, 2 chambers
Problem reported by customer: the upper chamber does not heat
""", dict(case_number="WS-7790", document_date="2026-02-18", customer_id="5520")),
]


def score(docs=None, show_misses: bool = False) -> dict:
    """Right / wrong / missed / hallucinated over the named fields of each entry, and the doc types read right."""
    return score_set(CHECK34_DOCS if docs is None else docs, show_misses)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.ids34_check [--misses]
    print_summary(score(show_misses="--misses" in sys.argv))
