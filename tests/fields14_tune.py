"""The TUNE set of helper fields14 (issue 9): the round's rules were tuned on these documents only, never on
`tests/fields14_check.py`. Other wording, shops and id shapes than the check set; the same truth conventions."""

from __future__ import annotations

from datetime import date

from tests.fields14_check import next_weekday, workdays

JUN2 = date(2026, 6, 2)  # a Tuesday
JUL10 = date(2026, 7, 10)  # a Friday

TUNE14_DOCS: list[tuple[str, str, dict]] = [
("shipping_notice", """From: Wren Candle Works <post@wrencandle.example>
Sent: Tuesday, 2 June 2026 08:30
Subject: On its way - order WC-7120

Hi Jess, your candles are now out for delivery with Sendle and should land with you in 1-2 business days.
""", dict(order_id="WC-7120", carrier="Sendle", delivery_estimate=workdays(JUN2, 2))),
("shipping_notice", """Date: 2026-07-10
Dear Dr Moreau,
the microscope slides for purchase 5512-0871 were passed to Colissimo today. Allow 3 to 4 business days for delivery.
Client ref: 771-0031
""", dict(order_id="5512-0871", carrier="Colissimo", delivery_estimate=workdays(JUL10, 4), customer_id="771-0031")),
("shipping_notice", """DESPATCH ADVICE

Sales order
8830172

Courier
StarTrack

Due
June 9-11, 2026
""", dict(order_id="8830172", carrier="StarTrack", delivery_estimate="2026-06-11")),
("shipping_notice", """Sent: Friday, 10 July 2026 17:05
Subject: Shipped!

Your order 40-7718 left our studio this afternoon and is riding with Bring. It should get to you by Wednesday.
""", dict(order_id="40-7718", carrier="Bring", delivery_estimate=next_weekday(JUL10, 2))),
("shipping_notice", """Shipment

| Order   | Account | Courier | Arrival    |
|---------|---------|---------|------------|
| T-99120 | AC-3310 | InPost  | 2026-06-05 |
""", dict(order_id="T-99120", customer_id="AC-3310", carrier="InPost", delivery_estimate="2026-06-05")),
("shipping_notice", """Date: 2 June 2026
Hello Kai, order 2231-55 has been shipped by Posti. Expected within 4 working days.
""", dict(order_id="2231-55", carrier="Posti", delivery_estimate=workdays(JUN2, 4))),
("shipping_notice", """Sent: Tuesday, 2 June 2026 12:00
Subject: Your parcel

Order MX-30018 is with CourierPost now. We expect it at your door on Thursday.
""", dict(order_id="MX-30018", carrier="CourierPost", delivery_estimate=next_weekday(JUN2, 3))),
("shipping_notice", """Shipping update
Order        Courier       Expected arrival
991-2210     Bpost         Mon 8 June - Tue 9 June 2026
""", dict(order_id="991-2210", carrier="Bpost", delivery_estimate="2026-06-09")),
("shipping_notice", """Date: 2026-07-10
Your order 66312 is en route with OnTrac. It will reach you in 2 days.
""", dict(order_id="66312", carrier="OnTrac", delivery_estimate="2026-07-12")),
("order_confirmation", """Sent: Friday, 10 July 2026 09:00
Subject: Order received #HL-44019

Thanks! We'll deliver your order between Tuesday and Thursday next week.
Total: USD 44.00
""", dict(order_id="HL-44019", delivery_estimate="2026-07-16")),
("order_confirmation", """Date: 2 June 2026
Order confirmation
Order number 7781904
Your goods will be with you within 5-7 business days.
Total: EUR 99.00
""", dict(order_id="7781904", delivery_estimate=workdays(JUN2, 7))),
("order_confirmation", """ORDER ACKNOWLEDGEMENT

Order ref
VN-20017

Expected delivery
July 20-24, 2026

Customer code
VN-C-0012
""", dict(order_id="VN-20017", delivery_estimate="2026-07-24", customer_id="VN-C-0012")),
("refund_execution", """Refund completed

Order       Amount       Bank reference        Date
88120-B     GBP 12.00    BR260602-99812        2026-06-02
""", dict(payment_reference="BR260602-99812")),
("refund_execution", """| Item | Detail |
|------|--------|
| Purchase | 55-1200 |
| Refunded | AUD 31.00 |
| Transaction ref | TX-55-88120 |
""", dict(order_id="55-1200", payment_reference="TX-55-88120")),
("refund_execution", """Hello Noor,
we sent AED 220.00 back to your card today; the bank will show it under reference 77120340016.
Order 4410-2
""", dict(order_id="4410-2", payment_reference="77120340016")),
("refund_execution", """REFUND

Payment reference
PR-2026-77341

Amount
CHF 80.00
""", dict(payment_reference="PR-2026-77341")),
("invoice", """Oakline Furniture
Invoice ref OL/26/0912
Customer 5531
Total EUR 420.00
""", dict(invoice_number="OL/26/0912", customer_id="5531")),
("invoice", """Invoice
No.          Date          Client
INV26-0312   2026-06-02    CL-9910
Total USD 75.00
""", dict(invoice_number="INV26-0312", customer_id="CL-9910")),
("invoice", """Inv. no 770-1203  Acct 6612
Amount due: NZD 88.00
""", dict(invoice_number="770-1203", customer_id="6612")),
("refund_approval", """Subject: Refund approved for order 77-40012

Dear Ms Lang, we approve a refund of EUR 18.00.
""", dict(order_id="77-40012")),
("refund_approval", """Dear Mr Holt,
we have reviewed the return of your order, number 8812044, and approve EUR 20.00.
""", dict(order_id="8812044")),
("shipping_notice", """Hi Marta,
your sofa cushions are now travelling with Fastway Couriers. Order 30-55812.
""", dict(order_id="30-55812", carrier="Fastway Couriers")),
("shipping_notice", """Sent: Tuesday, 2 June 2026 10:00
Subject: Good news about order 7781-20

Hello Ian, Parcelforce collected your rug this morning and will deliver it tomorrow.
""", dict(order_id="7781-20", carrier="Parcelforce", delivery_estimate="2026-06-03")),
("shipping_notice", """Order LN-20931 update: the driver from Toll Priority picked up your crate today.
Customer ref. 55-0021
""", dict(order_id="LN-20931", carrier="Toll Priority", customer_id="55-0021")),
("shipping_notice", """Dispatch
Order number     Shipping company     Consignment
81-00321         Nacex                7712004455
""", dict(order_id="81-00321", carrier="Nacex")),
("shipping_notice", """SHIPPED

Order
1120-445

Sent with
Poste Italiane

Member ID
M-77120
""", dict(order_id="1120-445", carrier="Poste Italiane", customer_id="M-77120")),
("refund_execution", """Dear Mr Vos,
the refund for order 60312 has been paid out. Transfer ID: TRF8812-0034-NL. Amount EUR 22.00.
""", dict(order_id="60312", payment_reference="TRF8812-0034-NL")),
("refund_execution", """Refund sent
Order: 77-3301
Amount: GBP 14.99
Remittance ref: RMT 2026 0611 42
Customer: 88120
""", dict(order_id="77-3301", payment_reference="RMT 2026 0611 42", customer_id="88120")),
("refund_execution", """Hi Theo, we've refunded USD 40.00 for order 5520-31. You'll see it on your statement as REF 9K2L7701Q.
""", dict(order_id="5520-31", payment_reference="9K2L7701Q")),
("refund_execution", """Refund executed
Case: 4471
Order: BK-30018
Amount: CAD 19.00
Reference
CR-0612-7781
""", dict(order_id="BK-30018", payment_reference="CR-0612-7781")),
("refund_execution", """Payment advice

Beneficiary        Amount       Our reference      Value date
J. Kimani          KES 4,500    MP2606021177       2026-06-02

Order 22-7701
""", dict(order_id="22-7701", payment_reference="MP2606021177")),
("invoice", """From: Pinecone Press <accounts@pinecone.example>
Subject: Invoice 2026/0042

Invoice date: 2 June 2026
Client: 44120
Total: EUR 64.00
""", dict(invoice_number="2026/0042", customer_id="44120")),
("invoice", """BILL
Bill no. B-77102
Member 301-77
Amount payable USD 48.00
""", dict(invoice_number="B-77102", customer_id="301-77")),
("invoice", """Invoice
Document no.: 9000412
Customer ID: 120-4411
Order: 55-3012
Total: CHF 75.00
""", dict(invoice_number="9000412", customer_id="120-4411", order_id="55-3012")),
("invoice", """Your customer number is 7740012 and this is invoice no. SI/26/3318 for order 44012.
Total due: GBP 90.00
""", dict(invoice_number="SI/26/3318", customer_id="7740012", order_id="44012")),
("order_confirmation", """Sent: Friday, 10 July 2026 09:00
Subject: We got your order (ref 8841-KT)

Hi Dana, thanks for ordering. Your account number: 330-1902. Total: USD 30.00.
Expect delivery in 3-5 business days.
""", dict(order_id="8841-KT", customer_id="330-1902", delivery_estimate=workdays(JUL10, 5))),
("order_confirmation", """Order confirmation
Order no.        Order date       Est. delivery
P-2231904        2026-06-02       June 8-10, 2026
Total: AUD 120.00
""", dict(order_id="P-2231904", delivery_estimate="2026-06-10")),
("refund_approval", """Subject: Your return for order #Q-44120 - approved

Dear Ms Ito, we approve a refund of JPY 5,000. Customer no 2207-11.
""", dict(order_id="Q-44120", customer_id="2207-11")),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields14_score tests.fields14_tune:TUNE14_DOCS
    pass
