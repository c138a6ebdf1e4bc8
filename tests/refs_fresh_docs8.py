"""The eighth fresh round's tuning set (helper refs8): the payment reference, the carrier and the delivery estimate on
documents of shops docflow has never seen. Written after the check set (`tests/refs_fresh_docs8_check.py`) and before
any rule of the round was changed, scored untouched first. Made-up shops; carriers, banks and processors that exist
in the world.

The shapes: e-mails and letters saying it in prose ("your transfer (ref. ...)", "quote ... when", "tracking via X:"),
label columns, tables with the labels as column headers and the values below, key:value dumps of systems, chat lines,
signature-like footers, other languages. Truth: the round's three fields for the types that hold them
(refund_execution: payment_reference; shipping_notice: carrier, delivery_estimate; order_confirmation:
delivery_estimate), None where absent; several documents print a similar-looking wrong value beside the right one
(an order number, a customer's account, the carrier's phone, the dispatch date). A window of delivery dates is its
last day; "the week of" a date is that date; a carrier's name is written with the service printed after it, as
`sample_docs` truth writes it ("Royal Mail Tracked 48"; first written "Royal Mail", corrected to the repo's convention
after the shop benchmark showed it).

Scored with `score()`:
    untouched (main at be502e7): field accuracy 0.596 (34 of 57), doc type 37/43, hallucinated 0 (the first 31 documents
        as first written: 26/40, 27/40 once one carrier's truth took the service; the later batches were added
        while tuning and scored on main for this figure)
    after the round's changes: 0.912 (52 of 57), doc type 38/43, hallucinated 0
        (payment_reference 13/15, carrier 19/20, delivery_estimate 20/22)
    Left: five documents whose type is misread (a key=value refund dump and a "CARD REFUND" heading read as requests, a
    German refund, a French shipping notice and a German order confirmation read as invoices), and so without the slot.
"""

from __future__ import annotations

FRESH8_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
("refund_execution", """Dear Ms Varga,

your refund of HUF 18 400 has been transferred today, 21 April 2026 (transfer ref. HU26-0412-7731).
Please quote order 5501-77 if you contact us.

Best wishes
Tisza Textiles
""", dict(payment_reference="HU26-0412-7731")),
("refund_execution", """PAYMENT ADVICE

Beneficiary            Marek Nowak
Order number           PL-77104
Payment ref.           TRF/2026/044871
Amount paid            PLN 312,00
Value date             17.06.2026
""", dict(payment_reference="TRF/2026/044871")),
("refund_execution", """Refund completed

Order No.     Refund date    Amount        Transaction
88412         2026-05-19     EUR 74.90     T-5530-9912-04
""", dict(payment_reference="T-5530-9912-04")),
("refund_execution", """Hi Tom,
good news: we've put GBP 23.00 back on your Mastercard on 14/07/2026. Authorisation code 884QKT.
Your order was 40021.
Thanks, Pebble & Pine
""", dict(payment_reference="884QKT")),
("refund_execution", """refund_id=rf_8Kq2Lm4Zt9
order_id=100447
amount=39.95
currency=USD
processed_at=2026-03-26T08:41:00Z
status=refunded
""", dict(payment_reference="rf_8Kq2Lm4Zt9")),
("refund_execution", """Gentile cliente,
il rimborso di EUR 58,00 è stato eseguito il 29/05/2026.
Riferimento bonifico: IT-BON-26-55120
Ordine n. 7710
Cordiali saluti, Ceramiche Vietri
""", dict(payment_reference="IT-BON-26-55120")),
("refund_execution", """We have returned CAD 142.10 to your Interac account on 2026-08-13.
If your bank asks, the e-Transfer reference number is CA5Ytq8R2w.
Customer account: 55-10223
""", dict(payment_reference="CA5Ytq8R2w")),
("refund_execution", """Refund notice

Amount:          ZAR 640.00
Paid out:        2026-10-14
Order:           JB-44102
Phone:           +27 21 555 0192

Thank you for shopping with Karoo Leather.
""", dict(payment_reference=None)),
("refund_execution", """Sehr geehrter Herr Weiss,

den Betrag von 89,00 EUR haben wir am 14.09.2026 auf Ihr Konto überwiesen.
Verwendungszweck: RE 2026 55012 Gutschrift
Bestellnummer: 331045

Freundliche Grüße
Buchhaltung Alpenholz
""", dict(payment_reference=None)),
("refund_execution", """REFUND VOUCHER
Customer ID .......... C-88120
Original order ....... 44017
Remittance advice no.  4400918827
Credited ............. AUD 75.00 on 22/04/2026
""", dict(payment_reference="4400918827")),
("refund_execution", """[09:14] Agent Ruth: Your refund went out today, 2026-02-19, EUR 33.00.
[09:14] Agent Ruth: Your payment reference is ZP-44120-88.
[09:15] Customer: thanks! my order was 22-5510
""", dict(payment_reference="ZP-44120-88")),
("refund_execution", """Your money is on its way back

We refunded USD 61.25 to your PayPal account on May 30, 2026.
PayPal transaction: 5LH33012NR8820417
Order: 55190
""", dict(payment_reference="5LH33012NR8820417")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """Hello Jonas,

your order 7710-SE is packed and was handed over today (3 March 2026).
Tracking via Bring: 370722155040019
Expected arrival: 6 March 2026

Nordic Loft
""", dict(carrier="Bring", delivery_estimate="2026-03-06")),
("shipping_notice", """DESPATCH NOTE

Consignee          Harlow Garden Centre
Despatch date      12/05/2026
Haulage            DX Freight
Con note           DXF-88120445
Delivery ETA       14/05/2026
""", dict(carrier="DX Freight", delivery_estimate="2026-05-14")),
("shipping_notice", """Your order has shipped!

Order       Shipped on     Shipped by     Arrives
#44120      Jul 8, 2026    OnTrac         Jul 10, 2026

Track your package: OT440019928
""", dict(carrier="OnTrac", delivery_estimate="2026-07-10")),
("shipping_notice", """Hi Mia,
your parcel is out and travelling with Evri. Tracking code H01AA00044120551.
It should land on your doorstep on Thursday 19 November 2026.

--
Questions? Evri customer line 0330 808 5456 | Ashford Candle Co.
""", dict(carrier="Evri", delivery_estimate="2026-11-19")),
("shipping_notice", """courier=Blue Dart
awb=77120044183
pickup_date=2026-01-22
promised_date=2026-01-27
order=IN-5510
""", dict(carrier="Blue Dart", delivery_estimate="2026-01-27")),
("shipping_notice", """Beste Sanne,

je bestelling 55-0912 is vandaag verzonden met PostNL.
Track & trace: 3SABCD0044120
Verwachte bezorging: dinsdag 21 april 2026

Groet, Tulpenhuis
""", dict(carrier="PostNL", delivery_estimate="2026-04-21")),
("shipping_notice", """SHIPPING CONFIRMATION - Order 22014

Your items left our warehouse on 2026-06-02.
Transport: GLS Parcel, tracking 5520 4471 0918
Delivery: between 2026-06-04 and 2026-06-05
""", dict(carrier="GLS Parcel", delivery_estimate="2026-06-05")),
("shipping_notice", """Dear customer,

we posted your order 8810 on 27 February 2026. It goes by Royal Mail Tracked 48,
reference RM441200918GB.

Kind regards,
Brook & Willow
""", dict(carrier="Royal Mail Tracked 48", delivery_estimate=None)),
("shipping_notice", """Pedido 41-220 enviado
Empresa de mensajería: MRW
Nº de envío: 0441 2209 8812
Fecha prevista de entrega: 18/03/2026
Fecha de envío: 16/03/2026
""", dict(carrier="MRW", delivery_estimate="2026-03-18")),
("shipping_notice", """Dispatch confirmation

Your goods were collected by Mainway Haulage on 2026-09-07 (driver phone 07700 900441).
Docket: MH-0044912
We expect them to reach you on 2026-09-09.
""", dict(carrier="Mainway Haulage", delivery_estimate="2026-09-09")),
("shipping_notice", """Order 3301-CA shipped

Carrier               Tracking no.           ETA
Canpar Express        D4410099182201         Oct 15, 2026
""", dict(carrier="Canpar Express", delivery_estimate="2026-10-15")),
("shipping_notice", """Bonjour M. Leroy,
votre commande 77-120 a été expédiée le 05/05/2026 par Chronopost, numéro de suivi XY441209921FR.
Vous la recevrez au plus tard le 07/05/2026.
Cordialement, Maison Sabot
""", dict(carrier="Chronopost", delivery_estimate="2026-05-07")),
("shipping_notice", """Hey Sam - your board is on its way! We sent it with Australia Post this morning.
Tracking: 33QDL5501204
Estimated delivery 3-5 business days.
""", dict(carrier="Australia Post", delivery_estimate=None)),
("shipping_notice", """STATUS: IN TRANSIT
Order ref        55-9921
Forwarder        Dachser
Shipment         DA-77120-44
Arrival (est.)   Week 42 / 14.10.2026
""", dict(carrier="Dachser", delivery_estimate="2026-10-14")),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Thank you for your order!
Order number: 66-41209
Order date: 18 January 2026
Total: EUR 129.00
Your order will arrive on or before 24 January 2026.
""", dict(delivery_estimate="2026-01-24")),
("order_confirmation", """ORDER CONFIRMATION
Order no.     Date          Total          Delivery
SO-55120      2026-04-02    USD 480.00     2026-04-09
""", dict(delivery_estimate="2026-04-09")),
("order_confirmation", """Hi Lena, we've got your order 9910-DE from 14 June 2026 (EUR 75.40).
We'll pack it within 2 days and ship it on 16 June 2026.
""", dict(delivery_estimate=None)),
("order_confirmation", """Order received - thank you!
Order: 4410-NZ   Placed: 05/11/2026   Total: NZD 88.00
Expected delivery: Tuesday, 17 November 2026
""", dict(delivery_estimate="2026-11-17")),
("order_confirmation", """Auftragsbestätigung
Bestellung: 55-4120 vom 19.03.2026
Gesamtbetrag: 240,00 EUR
Lieferung voraussichtlich in der Woche vom 30.03.2026.
""", dict(delivery_estimate="2026-03-30")),
# ---------------------------------------------------------------- added while tuning (a second batch, same rules)
("shipping_notice", """Hi Oskar,

the shelving kit for order 4471-OS left us this afternoon (consignment 7700 4120 9918).
Plan on it turning up on Monday 23 March 2026.

Best, Fjell Furniture
Deliveries in Norway are carried out by Helthjem Logistics AS - customer service 22 44 10 00
""", dict(carrier="Helthjem Logistics AS", delivery_estimate="2026-03-23")),
("refund_execution", """Dear Mr Adeyemi,

we have refunded NGN 24,500.00 to your card today, 15 July 2026.
Please quote the bank reference FBN-RF-2026-07733 if you contact your bank. Your order number was 5510-LA.

Customer care, Ikoyi Home
""", dict(payment_reference="FBN-RF-2026-07733")),
("refund_execution", """REFUND RECEIPT
Txn date      Order       Amount       Approval #
22/08/2026    A-77120     EUR 19.90    066512
""", dict(payment_reference="066512")),
("shipping_notice", """Your delivery is booked

Courier        Service          Delivery window
Whistl         Tracked 48       Wed 18 Nov 2026 - Fri 20 Nov 2026

Tracking ref: WH44120099812
""", dict(carrier="Whistl", delivery_estimate="2026-11-20")),
("order_confirmation", """Order confirmation 88-1204
Placed: 14 September 2026
Amount due: GBP 310.00
Anticipated delivery: week commencing 28 September 2026
""", dict(delivery_estimate="2026-09-28")),
("refund_execution", """Refund confirmation

We reversed GBP 12.00 on your Amex on 03/09/2026.
Auth. code: R55X12   Merchant ID: 4412099120
""", dict(payment_reference="R55X12")),
# ---------------------------------------------------------------- a third batch, from probes of the method while tuning
("shipping_notice", """Hi Carys,
order 6610-WL left the workshop on 21 May 2026.
Tracking with Kiwi Freightways: KF0044120993
You'll have it by 26 May 2026.
""", dict(carrier="Kiwi Freightways", delivery_estimate="2026-05-26")),
("shipping_notice", """Dispatch update for order 3390

Sendle tracking number: S3NDL44120Z
Sent: 2026-02-16
The box is due with you on Thursday 19 February 2026.
""", dict(carrier="Sendle", delivery_estimate="2026-02-19")),
("shipping_notice", """Hello Mr Banda,
your fridge for order ZM-2207 has left our Lusaka depot on 14/09/2026.
Waybill 88120044193 (Mango Express Couriers).
Our team will phone you the day before delivery.
""", dict(carrier="Mango Express Couriers", delivery_estimate=None)),
("shipping_notice", """Good news Amira - order 5120-AE was shipped today (2026-04-20).
Your courier is Fetchr, reference FX441200918.
It should get to you around 2026-04-23.
""", dict(carrier="Fetchr", delivery_estimate="2026-04-23")),
("refund_execution", """Dear Ms Lindqvist,

the refund of SEK 420.00 for order 22-8812 was paid on 28 July 2026.
Kindly quote reference SE-RB-77120 should you need to contact us about this payment.

Accounts, Skärgård Design
""", dict(payment_reference="SE-RB-77120")),
("refund_execution", """CARD REFUND
Refunded: USD 27.80 on 2026-10-02
Card: **** 5512
Card authorization: 881204
Customer #: 44120
""", dict(payment_reference="881204")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(FRESH8_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.refs_fresh_docs8
    from tests.fields_fresh_docs import report

    report(score())
