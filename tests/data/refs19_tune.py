"""The TUNE set of helper refs19 (separate from tests/data/refs19_check.py, other wording): hand-written, made-up
shops and carriers. Tuned on with the tuning shops; scored with

    PYTHONPATH=. python -m tests.fields14_score tests.data.refs19_tune:TUNE19_REFS
"""

from __future__ import annotations

TUNE19_REFS: list[tuple[str, str, dict]] = [
("shipping_notice", """Hello Dana,

Marrowby Transport is bringing your order 6610 to you. Shipment code: MT44091827.
""", dict(carrier="Marrowby Transport", tracking_number="MT44091827")),
("shipping_notice", """Your parcel left us today using Corvid Couriers (tracking CV-77190233).

Thornfield Books
""", dict(carrier="Corvid Couriers", tracking_number="CV-77190233")),
("shipping_notice", """We have shipped your order with Gannet Express. Follow it using this number: GE0099182734

Westmoor Crafts
""", dict(carrier="Gannet Express", tracking_number="GE0099182734")),
("shipping_notice", """Despatch details

Delivery company
Lanternway Logistics

Consignment number
LW550912883
""", dict(carrier="Lanternway Logistics", tracking_number="LW550912883")),
("shipping_notice", """Date shipped   Service            Tracking no.
14/06/2026     Tern Parcel 24     TP0044182901
""", dict(carrier="Tern Parcel 24", tracking_number="TP0044182901")),
("shipping_notice", """Shipment update

Sent using Halcyon Freight on 2 July 2026.
Trace it with this number: HF-20993817
""", dict(carrier="Halcyon Freight", tracking_number="HF-20993817")),
("shipping_notice", """Your goods will be delivered by Osprey Home Delivery. Track with code OH77120934GB.
""", dict(carrier="Osprey Home Delivery", tracking_number="OH77120934GB")),
("shipping_notice", """Shipped  |  Carrier          |  Tracking
03.05.2026 | Linnet Cargo   |  LC-88120944
""", dict(carrier="Linnet Cargo", tracking_number="LC-88120944")),
("shipping_notice", """Good news: it is on the way! Your order is travelling with Puffin Post, tracking PP100293847.
""", dict(carrier="Puffin Post", tracking_number="PP100293847")),
("refund_execution", """Refund confirmation

We paid EUR 22.00 back to your card today. Card transaction no.: 88120937412
""", dict(payment_reference="88120937412")),
("refund_execution", """Dear Leo,

the refund (GBP 18.50) has been executed under TXN-5501-99812. It may take 3 days to show.
""", dict(payment_reference="TXN-5501-99812")),
("refund_execution", """Refund slip

Refund receipt no.
RR-20260701-17

Amount: EUR 40.00
""", dict(payment_reference="RR-20260701-17")),
("refund_execution", """Credit transfer advice

Beneficiary: Kai Lundgren
Amount: SEK 450.00
Remittance ID: REM882019337
""", dict(payment_reference="REM882019337")),
("refund_execution", """Refund   Date         Amount     Bank confirmation
#1       2026-04-12   EUR 30.00  BC-44012877
""", dict(payment_reference="BC-44012877")),
("refund_execution", """Your money is on its way back: we refunded USD 9.99 on 3 March 2026, transaction
reference 4Y771920KD2231.
""", dict(payment_reference="4Y771920KD2231")),
("refund_execution", """Refund paid out

Order 7712
Amount EUR 15.00
""", dict(payment_reference=None)),
("refund_execution", """Hello,

We have sent the refund by bank transfer. Transfer ID: TR20260615-0088.

Kind regards
""", dict(payment_reference="TR20260615-0088")),
("invoice", """TAX INVOICE
Tax invoice no: 2026/00881
Date: 5 May 2026
Total: AUD 220.00
""", dict(invoice_number="2026/00881")),
("invoice", """Statement

Statement number
ST-440192

Amount due EUR 80.00
""", dict(invoice_number="ST-440192")),
("invoice", """Bill #  Date        Amount
B-7712  01/06/2026  EUR 41.00
""", dict(invoice_number="B-7712")),
("invoice", """Hi Ruth, here is bill 55120-3 for the garden work. Amount due: GBP 300.00.
""", dict(invoice_number="55120-3")),
("invoice", """Sales receipt

Receipt number: SR-0993
Total paid: EUR 12.40
""", dict(invoice_number="SR-0993")),
("invoice", """INVOICE
Reference      Date        Terms
IN 20931       3 May 2026  30 days
""", dict(invoice_number="IN 20931")),
]
