"""TUNE set of helper fields18 (the CHECK set is tests/data/fields18_check.py): made-up shops and people, wording
other than the CHECK set's, for the same fields and truth conventions. The round tunes on this set and on the
tuning shops 1/3/4/5/7.

    PYTHONPATH=. python -m tests.data.fields18_tune
"""

from __future__ import annotations

TUNE18_DOCS: list[tuple[str, str, dict]] = [
# 0 eligible as "you are eligible for", approved "we have approved"
("refund_approval", """Dear Mr Quinn,

Regarding case QR-1180 (order 7720-11): after checking the returned headset you are eligible for a refund of
EUR 89.00. We have approved EUR 80.10 because the ear cushions were missing. The amount will be transferred
by 14 May 2026.

Tessellate Audio
""", dict(refund_eligible="89.00", refund_approved="80.10", promised_date="2026-05-14")),
# 1 amount before the verb: "X is refundable"
("refund_approval", """Returns outcome - ticket 3319
Date: 1 June 2026

An amount of GBP 54.00 is refundable under our policy. GBP 54.00 has been approved for repayment.
Repayment is scheduled for 8 June 2026.
""", dict(refund_eligible="54.00", refund_approved="54.00", promised_date="2026-06-08")),
# 2 table with value / refund columns
("refund_approval", """CREDIT DECISION                    Case: KT-5531
Product              Purchase value    Credit approved
Standing desk        USD 499.00        USD 449.00
Credit expected by: 06/12/2026
""", dict(refund_eligible="499.00", refund_approved="449.00", promised_date="2026-06-12")),
# 3 "is entitled to" / "will be reimbursed"
("refund_approval", """Dear Ms Varga,

Your return under case FR-2210 is entitled to a refund of EUR 230.00. EUR 207.00 will be reimbursed to you,
the difference being the return freight. We waive 30% of the collection fee. The payment will be made on
22 July 2026.
""", dict(refund_eligible="230.00", refund_approved="207.00", fee_waiver_percent="30", promised_date="2026-07-22")),
# 4 labels above values, other wording
("refund_approval", """Refund review result

Qualifying amount
AUD 150.00

Refund authorised
AUD 150.00

Date funds will be released
3 September 2026
""", dict(refund_eligible="150.00", refund_approved="150.00", promised_date="2026-09-03")),
# 5 fee percent "we are dropping 50% of the"
("refund_approval", """Hi Noor,

Your return (order 66-120) is approved and you'll get $64.00 back. We're also dropping 50% of the restocking
charge. Expect the refund in your account on or before June 30, 2026.
""", dict(refund_approved="64.00", fee_waiver_percent="50", promised_date="2026-06-30")),
# 6 promise "you should receive the refund no later than"
("refund_approval", """Case 2231-R
Refund decision: approved
Amount eligible: CAD 75.00
Amount to be refunded: CAD 70.00
You should receive the refund no later than 17 March 2026.
""", dict(refund_eligible="75.00", refund_approved="70.00", promised_date="2026-03-17")),
# 7 letter: approved amount claimed via "confirmed a refund of"
("customer_letter", """Hello,

On the phone your agent confirmed a refund of EUR 45.60 for the broken lamp (order 22-8812). I still have not
received it. I need the refund to arrive before 3 April 2026.

Mia Jansen
""", dict(refund_approved="45.60", customer_expectation="I need the refund to arrive before 3 April 2026")),
# 8 request: reason after "because"; expectation after a semicolon
("refund_request", """Hi,

I am returning the phone case from order 4411 because it does not fit my phone model. Please send the money back
to my card; I would like it done by 12 May 2026.

Ben
""", dict(return_reason="it does not fit my phone model", customer_expectation="I would like it done by 12 May 2026")),
# 9 reason followed by a conjunct clause
("refund_request", """Dear shop,

I want to send back the hiking poles because one of them snapped on the first walk and ask for a refund of
EUR 65.00. I expect to be refunded within 14 days.

Elif
""", dict(return_reason="one of them snapped on the first walk",
          customer_expectation="I expect to be refunded within 14 days")),
# 10 reason "which is why" after a greeting
("refund_request", """Hello, the blender jug leaks at the base, which is why I want to return it (order 77-2201).
I would like a refund of GBP 49.99.
""", dict(return_reason="the blender jug leaks at the base",
          customer_expectation="I would like a refund of GBP 49.99")),
# 11 reason after "as"
("refund_request", """Good afternoon,

Please take back the curtains from order 33-120 as they are far too short for my windows.
I need my money back by the end of the week.

Rose Ito
""", dict(return_reason="they are far too short for my windows",
          customer_expectation="I need my money back by the end of the week")),
# 12 product in a table under "Item description"
("warranty_form", """Warranty claim WC-77120
Item description          Serial no.        Date bought
Philips Sonicare 9900     SC-22011          05/01/2026
Fault: brush head stops vibrating
""", dict(product_name="Philips Sonicare 9900")),
# 13 product as "my X" subject before a fault verb
("warranty_form", """Hi, my Lenovo ThinkPad X1 Carbon has stopped charging, bought from you in 2025 (order 99-201).
Please fix it under warranty.
""", dict(product_name="Lenovo ThinkPad X1 Carbon")),
# 14 product with a generic noun after it in prose ("the X coffee machine")
("warranty_form", """Warranty claim
I purchased a DeLonghi Magnifica S from your store last year. The grinder now makes a loud noise and no
beans come through.
Customer: Ada Park
""", dict(product_name="DeLonghi Magnifica S")),
# 15 delivery estimate in a table
("shipping_notice", """SHIPMENT
Order       Dispatched     Courier      Expected
88-120      12/05/2026     Evri         14/05/2026
""", dict(delivery_estimate="2026-05-14")),
# 16 delivery in prose "should be with you by"
("shipping_notice", """Your order 5512 is on its way with Royal Mail, shipped 3 June 2026.
It should be with you by 5 June 2026.
""", dict(delivery_estimate="2026-06-05")),
# 17 invoice label above value
("invoice", """TAX INVOICE

Invoice ref
AB/2026/331

Date of issue
2 March 2026

Ordered on
27 February 2026
""", dict(invoice_number="AB/2026/331", order_date="2026-02-27")),
# 18 invoice in a table header row
("invoice", """Invoice no.   Issue date    Order no.   Ordered
HX-2209       14/04/2026    5521        10/04/2026
Total EUR 88.00
""", dict(invoice_number="HX-2209", order_date="2026-04-10")),
# 19 order confirmation in prose
("order_confirmation", """Dear Lea, thanks for your order 44-2031 placed on 9 April 2026. Total EUR 120.00.
We expect to deliver it on 14 April 2026.
""", dict(order_date="2026-04-09", delivery_estimate="2026-04-14")),
# 20 approval: eligible "the returned items are worth"
("refund_approval", """Dear customer,

The returned items are worth EUR 310.00 at the price you paid. Refund approved: EUR 310.00.
We waive 100% of the return label fee. Refund date: 2 July 2026.
Claim ref CR-2209
""", dict(refund_eligible="310.00", refund_approved="310.00", fee_waiver_percent="100", promised_date="2026-07-02")),
# 21 promised date label "Payment due to you on"
("refund_approval", """Claim: PL-118
Eligible refund: USD 42.00
Approved refund: USD 42.00
Payment to you on: April 20, 2026
""", dict(refund_eligible="42.00", refund_approved="42.00", promised_date="2026-04-20")),
# 22 invoice: number after "Invoice" alone with a hash
("invoice", """Greywell Print Studio
Invoice #GW-88120
Issued: 3 March 2026
Order placed: 28 February 2026
Amount due: GBP 144.00
""", dict(invoice_number="GW-88120", order_date="2026-02-28")),
# 23 invoice: number in prose
("invoice", """Hi Sara, please find below invoice 2026-0412 for your order from 12 April 2026.
Total: EUR 310.00, payable within 14 days.
""", dict(invoice_number="2026-0412", order_date="2026-04-12")),
# 24 order confirmation: "Order received" date label, "Arriving" label
("order_confirmation", """Order received: 14 May 2026
Order ID: 55120-K
Arriving: Monday 18 May 2026
Total paid: USD 72.40
""", dict(order_date="2026-05-14", delivery_estimate="2026-05-18")),
# 25 order confirmation: delivery in prose "we'll deliver on"
("order_confirmation", """Thanks for ordering from Copper Kettle Coffee (order 7712, 2 June 2026).
We'll deliver your beans on 5 June 2026. Total GBP 28.50.
""", dict(order_date="2026-06-02", delivery_estimate="2026-06-05")),
# 26 shipping notice: "due to arrive"
("shipping_notice", """Order 66-902 left our warehouse on 7 July 2026 with FedEx and is due to arrive on 9 July 2026.
""", dict(delivery_estimate="2026-07-09")),
# 27 warranty: product after "Product purchased"
("warranty_form", """Warranty claim form
Product purchased: Nikon Z50 camera body
Date of purchase: 04/11/2025
What is wrong? The shutter jams after a few shots.
""", dict(product_name="Nikon Z50 camera body")),
# 28 warranty: product as the object of "the X I got from you"
("warranty_form", """Hello, the Kenwood Chef XL I got from you in January has a cracked bowl mount. Please repair it.
Order 2219-88, Rui Costa
""", dict(product_name="Kenwood Chef XL")),
# 29 warranty: product in a table with "Model" header
("warranty_form", """Warranty service request
Model                      Serial         Purchase date
Samsung Galaxy Tab S9      R52W3011       2025-12-01
Issue: battery swells
""", dict(product_name="Samsung Galaxy Tab S9")),
]


def score(verbose: bool = True):
    from tests.data.fields18_check import score as _score

    return _score(TUNE18_DOCS, verbose=verbose, label="fields18_tune")


if __name__ == "__main__":
    score()
