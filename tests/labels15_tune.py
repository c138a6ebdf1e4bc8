"""The TUNING set of helper labels15 (issue 9), kept apart from the CHECK set (`tests/labels15_check.py`): the round's
method changes were made against these documents only. Same kinds as the CHECK set, other words and shops: labels a
shop abbreviates with a period, a kind-word before a number-word ("Web no.", "Shop ref"), party nouns as name labels,
a label over its value, header rows, two-column party blocks, dates with times or weekdays, ids in lower case, with
spaces, dots and check letters, OCR damage. Made-up shops and people.

    PYTHONPATH=. python -m tests.fields14_score tests.labels15_tune:TUNE15_DOCS
"""

from __future__ import annotations

TUNE15_DOCS: list[tuple[str, str, dict]] = [
# 0 abbreviated labels with periods
("invoice", """Kessler Feinkost
Rechnung
Inv. no. 7710-2026
Doc. date: 02.03.2026
Cust. acct: KF-0412
Ord. ref.: 55-9921
Total EUR 41.20
""", dict(invoice_number="7710-2026", document_date="2026-03-02", customer_id="KF-0412", order_id="55-9921")),
# 1 abbreviated date label without a period before a colon
("invoice", """INVOICE  No. 4471-B
Inv Dt: 12 Feb 2026
Ord Dt: 9 Feb 2026
Bill to: Felix Brauer
""", dict(invoice_number="4471-B", document_date="2026-02-12", order_date="2026-02-09", customer_name="Felix Brauer")),
# 2 two-column party block, name under the first column
("invoice", """Invoice 2026-7712
Date: 5 March 2026

Invoice To                     Deliver To
Nadia Rahman                   Warehouse 3
40 Rose Lane                   Dock Road
Leeds LS6 2QR                  Hull HU1 1AA
""", dict(invoice_number="2026-7712", customer_name="Nadia Rahman", document_date="2026-03-05")),
# 3 party noun of the customer's id as a name label
("refund_execution", """Refund paid
Member: Oliver Grant
Member no: 88-4410
Payment ID: PX-77120-99
Amount: GBP 12.00
""", dict(customer_name="Oliver Grant", customer_id="88-4410", payment_reference="PX-77120-99")),
# 4 kind word before a number-word: "Web no."
("order_confirmation", """Order confirmation
Web no.: 33-88120
Placed: 4 April 2026 at 10:12
Hello Ada Lovell, thanks for your order.
""", dict(order_id="33-88120", order_date="2026-04-04", customer_name="Ada Lovell")),
# 5 Date label with a time after the date
("invoice", """Till receipt / invoice
Invoice: 00441-77
Date: 14/03/2026 09:41
Total GBP 8.20
""", dict(invoice_number="00441-77", document_date="2026-03-14")),
# 6 "Subscriber" as a name label, a lower-case id
("order_confirmation", """Thanks for subscribing!
Subscriber: Jun Park
Order: sub-88412-q
Signed up: 2026-02-01
""", dict(customer_name="Jun Park", order_id="sub-88412-q", order_date="2026-02-01")),
# 7 refund: "ref" after a kind word that names the order
("refund_execution", """Refund sent
Purchase ref: 2026/PR/0093
Transaction: TX-44120-77
Amount: EUR 9.00
""", dict(order_id="2026/PR/0093", payment_reference="TX-44120-77")),
# 8 no payment reference: a case id in brackets must not be taken
("refund_execution", """Refund issued
Hello Mara Lind, we've refunded EUR 20.00 for your return (claim CL-5512).
""", dict(payment_reference=None, customer_name="Mara Lind")),
# 9 spaced tracking with letters, under its label
("shipping_notice", """Your parcel has shipped
Tracking number:
9B31 7720 1145
Order: 40-2291
""", dict(tracking_number="9B31 7720 1145", order_id="40-2291")),
# 10 an account number printed in a group of two and a group of three
("invoice", """Rechnung Nr. RG-2026-114
Kundennr.: 88 412
Datum: 03.04.2026
""", dict(invoice_number="RG-2026-114", customer_id="88 412", document_date="2026-04-03")),
# 11 ordered with a weekday and an ordinal
("order_confirmation", """Order confirmation
Order #: 771-KL-20
Order date: Fri 6th March 2026
Customer: Tove Berg
""", dict(order_id="771-KL-20", order_date="2026-03-06", customer_name="Tove Berg")),
# 12 OCR-damaged "Account" and value with O for 0
("shipping_notice", """Shipment confirmation
Accourt no: 55O412
Tracking: 1Z88AA10112233445
""", dict(customer_id="550412", tracking_number="1Z88AA10112233445")),
# 13 two ids on one line parted by bars, no column gap
("shipping_notice", """Dispatched today
Order 7741-20 | Tracking 00340434161094099991 | Hermes
""", dict(order_id="7741-20", tracking_number="00340434161094099991")),
# 14 name in a signature of a customer's e-mail
("refund_request", """Subject: broken lamp
Date: 2 March 2026

Hello, my lamp from order 88-1203 arrived broken. Please refund it.

Many thanks,
Ingrid Solvang
""", dict(order_id="88-1203", customer_name="Ingrid Solvang", document_date="2026-03-02")),
# 15 a business number is not the customer
("invoice", """Tax invoice 2026-00912
Business Number: 51 824 753 556
Date: 1 March 2026
Sold to: Lakeside Cafe
""", dict(invoice_number="2026-00912", customer_id=None, customer_name="Lakeside Cafe", document_date="2026-03-01")),
# 16 "Purchaser:" name and address after it
("invoice", """INVOICE INV-2026-3310
Purchaser: Mateo Ruiz, Calle Mayor 4, Madrid
Date: 2026-03-09
""", dict(customer_name="Mateo Ruiz", document_date="2026-03-09")),
# 17 a document date as "Printed"
("invoice", """Invoice 7412
Printed: 11 March 2026
Account: 4410-22
""", dict(invoice_number="7412", customer_id="4410-22")),
# 18 shipping notice whose order label is "Shop ref"
("shipping_notice", """Your delivery is on its way
Shop ref: WS-88120
Tracking: TBA123456789000
""", dict(order_id="WS-88120", tracking_number="TBA123456789000")),
# 19 header row: Client no / Invoice no / Date
("invoice", """Client No.     Invoice No.     Date
C-7710         IN-4471         17/03/2026
Billed to: Oak & Ash Joinery
""", dict(customer_id="C-7710", invoice_number="IN-4471", document_date="2026-03-17", customer_name="Oak & Ash Joinery")),
# 20 "Recipient" two-column and name after "Hi" with a comma
("shipping_notice", """Hi Rosa Martins,
your order 55120 left our warehouse with CTT.
Tracking: EA123456789PT
""", dict(customer_name="Rosa Martins", order_id="55120", tracking_number="EA123456789PT")),
# 21 payment reference under a kind-word label: "Payout ref"
("refund_execution", """Your refund has been paid
Payout ref: po_1Mz8Qk2eZvKYlo2C
Amount: USD 14.00
""", dict(payment_reference="po_1Mz8Qk2eZvKYlo2C")),
# ---------------------------------------------------------------- second batch
# 22 subject line with "Re:" and an invoice number after "Rechnung"
("invoice", """Subject: Re: Invoice 2026-INV-0412 overdue?
Date: 12 March 2026

Invoice date: 1 March 2026
Customer account: 7710-2201
""", dict(invoice_number="2026-INV-0412", document_date="2026-03-01", customer_id="7710-2201")),
# 23 markdown table of ids
("order_confirmation", """Order summary

| Order | Customer | Date |
|-------|----------|------|
| 55-10293 | C0044120 | 3 Mar 2026 |
""", dict(order_id="55-10293", customer_id="C0044120", order_date="2026-03-03")),
# 24 account words that are no id
("invoice", """Invoice 4471-2026
Date: 2 March 2026
Account manager: Lisa Wong
Member since 2019
VAT no: GB 288 4471 20
Bill to: Tarn Valley Cycles
""", dict(invoice_number="4471-2026", customer_id=None, customer_name="Tarn Valley Cycles", document_date="2026-03-02")),
# 25 dates in words with weekday and an upper-case month
("invoice", """INVOICE 88120
DATE 04 MAR 26
ORDER DATE 27 FEB 26
CUSTOMER  Fenwick & Daughters
""", dict(invoice_number="88120", document_date="2026-03-04", order_date="2026-02-27", customer_name="Fenwick & Daughters")),
# 26 ordinal US date and a long numeric id
("order_confirmation", """Order confirmation
Order number: 114-7720193-4471029
Order placed: Wednesday, March 4th, 2026
Hi Jordan Blake,
""", dict(order_id="114-7720193-4471029", order_date="2026-03-04", customer_name="Jordan Blake")),
# 27 id with dots and a check letter, under a header row without bars
("shipping_notice", """Shipment notice
Customer no.     Order no.       Tracking no.
88.412.07-K      2026.0093       JJD000390007712345678
""", dict(customer_id="88.412.07-K", order_id="2026.0093", tracking_number="JJD000390007712345678")),
# 28 a name after "Attn." with a title and a firm after it
("invoice", """Invoice INV-2026-5561
Attn.: Ms Fiona Gallagher, Gallagher Interiors
Date: 6 March 2026
""", dict(customer_name="Fiona Gallagher", document_date="2026-03-06")),
# 29 OCR damage in a value: l for 1 in the order
("shipping_notice", """Your order has shipped
Order: 55l029
Tracking: 1Z999AA10123456784
""", dict(order_id="551029", tracking_number="1Z999AA10123456784")),
# 30 a payment reference in prose with "quote"
("refund_execution", """Refund complete
We have sent GBP 40.00 to your bank. Please quote reference RFD-2026-7712 if you contact us.
""", dict(payment_reference="RFD-2026-7712")),
# 31 customer number in the subject line
("refund_request", """Subject: Refund request - customer 55102-A
Date: 5 March 2026

Please refund order 7712-003, the jacket does not fit.
Jana Horak
""", dict(customer_id="55102-A", order_id="7712-003", customer_name="Jana Horak", document_date="2026-03-05")),
# 32 label over value with a blank line, lower-case labels
("refund_execution", """refund confirmation

payment id:

pi_3Mtw2LEZvKYlo2C0

amount: usd 12.00
""", dict(payment_reference="pi_3Mtw2LEZvKYlo2C0")),
# 33 a date with a time zone and time before it
("refund_request", """Return request
Submitted: 14:02, 9 March 2026
Order ref: HX-20931
Name: Omar Saleh
""", dict(document_date="2026-03-09", order_id="HX-20931", customer_name="Omar Saleh")),
# 34 a number-word after another id's kind noun is that id's label, not the payment's "ref"
("refund_execution", """Refund sent
Web ref: 2026/WB/00412
Amount: EUR 9.00
Transfer ID: TX-44120-77
""", dict(order_id="2026/WB/00412", payment_reference="TX-44120-77")),
# 35 the same without the payment's own reference
("refund_execution", """Refund sent
Web ref: 2026/WB/00412
Amount: EUR 9.00
""", dict(order_id="2026/WB/00412", payment_reference=None)),
# 36 a processor's name before "ref" is the payment's label
("refund_execution", """Refund sent
Stripe ref: ch_3PqK22Lm0041xZ
Amount: EUR 9.00
""", dict(payment_reference="ch_3PqK22Lm0041xZ")),
# 37 a date with an apostrophe year; a customer's tax number is no customer id
("invoice", """Invoice 2026-118
Date: 12 March '26
Customer VAT no: IE6388047V
Bill to: Corrib Kitchens Ltd
""", dict(invoice_number="2026-118", document_date="2026-03-12", customer_id=None, customer_name="Corrib Kitchens Ltd")),
]
