"""The TUNE set of helper acts15 (issue 9), kept apart from its CHECK set (`tests/acts15_check.py`): the same kinds of
statement in other words, made-up shops and people, carriers that exist in the world. Truth conventions as the CHECK
set's. Scored as often as wanted:

    PYTHONPATH=. python -m tests.fields14_score tests.acts15_tune:TUNE15_DOCS
"""

from __future__ import annotations

from datetime import date

from tests.acts15_check import next_weekday, workdays

FEB17 = date(2026, 2, 17)  # a Tuesday
MAR25 = date(2026, 3, 25)  # a Wednesday
APR21 = date(2026, 4, 21)  # a Tuesday

TUNE15_DOCS: list[tuple[str, str, dict]] = [
# 0 handed over to, a count of working days
("shipping_notice", """Date: 17 February 2026
Hello Pia,
this morning we handed your order KR-3310 over to PostNord. It usually takes 1-3 working days to reach you.
""", dict(carrier="PostNord", ship_date="2026-02-17", delivery_estimate=workdays(FEB17, 3))),
# 1 handed to, "will bring"
("shipping_notice", """Date: 2026-03-25
Hi Karl,
your bike rack (order 7781-2) has been handed to Schenker today. Their driver will bring it to you on Friday 27 March 2026.
""", dict(carrier="Schenker", ship_date="2026-03-25", delivery_estimate="2026-03-27")),
# 2 the carrier as subject of a delivering verb with a service word
("shipping_notice", """Subject: Your order 5521-9
Date: 21 April 2026
TNT Express will deliver your parcel on Thursday. Please make sure someone is at home.
""", dict(carrier="TNT Express", delivery_estimate=next_weekday(APR21, 3))),
# 3 "within N working days" in a sentence
("shipping_notice", """Date: 2026-02-17
Dear Mr Li,
your order 4410 has been shipped with Hermes and should arrive within 2 working days.
""", dict(carrier="Hermes", delivery_estimate=workdays(FEB17, 2))),
# 4 carrier followed by extra words
("shipping_notice", """Date: 25 March 2026
Your order 22-881 was sent with Correos Express, tracked and insured, and will reach you on 30 March 2026.
""", dict(carrier="Correos Express", delivery_estimate="2026-03-30")),
# 5 the carrier's name as the SMS sender
("shipping_notice", """Evri: Your parcel from Hollow Pine Candles is on its way (order HP-5510). Arriving Wed 22 Apr.
""", dict(carrier="Evri", delivery_estimate="2026-04-22")),
# 6 table column with service
("shipping_notice", """Dispatch summary

Order     Dispatched    Carrier               ETA
3391-4    2026-02-17    Purolator Express     2026-02-19
""", dict(carrier="Purolator Express", ship_date="2026-02-17", delivery_estimate="2026-02-19")),
# 7 "collected by" with a freight name, estimate weekday range
("shipping_notice", """Date: 2026-04-21
Hi Sara,
the wardrobe from order WD-7710 was collected by Nordic Freight Lines this morning and should arrive Thursday or Friday.
""", dict(carrier="Nordic Freight Lines", ship_date="2026-04-21", delivery_estimate=next_weekday(APR21, 4))),
# 8 passive agent
("shipping_notice", """Date: 17 February 2026
Order 66-1209 is on its way and will be delivered by Chronopost on 19 February 2026.
""", dict(carrier="Chronopost", delivery_estimate="2026-02-19")),
# 9 no carrier named
("shipping_notice", """Date: 25 March 2026
Your order 9911 has left our warehouse and is on its way to you.
""", dict(carrier=None, delivery_estimate=None)),
# 10 label "Forwarder" over the value
("shipping_notice", """DELIVERY NOTE

Order
Z-44120

Forwarder
Kuehne Nagel Road

Planned delivery
2026-04-24
""", dict(carrier="Kuehne Nagel Road", delivery_estimate="2026-04-24")),
# 11 vague time
("shipping_notice", """Date: 21 April 2026
Your order 5520-31 left us today with DPD and should be with you early next week.
""", dict(carrier="DPD", ship_date="2026-04-21", delivery_estimate=None)),
# 12 sent out via with comma
("shipping_notice", """Date: 2026-03-25
Order 2291 was sent out via Australia Post Express, signature on delivery. Expect it in 1-2 business days.
""", dict(carrier="Australia Post Express", delivery_estimate=workdays(MAR25, 2))),
# 13 order confirmation, label with working days
("order_confirmation", """Order confirmation
Date: 21 April 2026
Order no: OC-55120
Expected delivery: 2-4 business days
Total: EUR 210.00
""", dict(delivery_estimate=workdays(APR21, 4))),
# 14 order confirmation, weekday in a sentence
("order_confirmation", """Date: 2026-02-17
Thank you for order 4417, Ben. We will deliver your mattress on Friday.
Total: GBP 420.00
""", dict(delivery_estimate=next_weekday(FEB17, 4))),
# 15 eligible + approved
("refund_approval", """Dear Mr Rossi,
your return of order IT-4410 qualifies for a refund of EUR 88.00 and we have approved it today.
""", dict(refund_eligible="88.00", refund_approved="88.00")),
# 16 covered, will be refunded
("refund_approval", """Hello Ms Chen,
the damaged vase from order 7720 is covered by our breakage guarantee, and the full USD 64.00 will be refunded.
""", dict(refund_eligible="64.00", refund_approved="64.00")),
# 17 partial refund in other words
("refund_approval", """Hi Jonas,
as one cup of the set arrived intact, we can pay back EUR 30.00 of the EUR 45.00 for order 3301-2.
""", dict(refund_approved="30.00")),
# 18 negation
("refund_approval", """Dear Ms Evans,
unfortunately the jacket from order 55-108 was returned after the 30-day window and is not covered by our returns
policy. We are unable to refund the GBP 95.00.
""", dict(refund_eligible=None, refund_approved=None, refund_status="rejected")),
# 19 approval with money within working days
("refund_approval", """Refund outcome
Date: 2026-03-25
Order: SE-9910
Outcome: approved
Amount to be refunded: SEK 780.00
You should receive the money within 3 working days.
""", dict(refund_approved="780.00", refund_status="approved", promised_date=workdays(MAR25, 3))),
# 20 goodwill offer
("refund_approval", """Hello Grace,
your toaster (order 30-1188) is outside its warranty. As a gesture of goodwill we can offer you EUR 15.00 back.
""", dict(refund_approved="15.00")),
# 21 expectations
("refund_request", """Hi,
the lamp from order 8812 arrived broken.
I would really appreciate it if you could refund the EUR 49.00 to my Mastercard by 10 April 2026.
Thanks, Nora
""", dict(customer_expectation="I would really appreciate it if you could refund the EUR 49.00 to my Mastercard by 10 April 2026",
          customer_deadline="2026-04-10")),
("customer_letter", """Dear sir,
re order 4410-2: we expect the missing chairs to be delivered before our opening on 2 May 2026.
Regards, Ama Boateng
""", dict(customer_expectation="we expect the missing chairs to be delivered before our opening on 2 May 2026",
          customer_deadline="2026-05-02")),
("customer_letter", """Hello,
regarding order 7719: my wife and I would prefer a refund rather than a replacement.
Best, Luis
""", dict(customer_expectation="my wife and I would prefer a refund rather than a replacement")),
("customer_letter", """Hi,
I sent the printer from order 3302 back on Monday. The post office stamped my receipt.
Regards, Femi
""", dict(customer_expectation=None)),
# 25 product names
("warranty_form", """Dear support,
the Tundra 30L Hiking Backpack I bought in March (order 7710-9) has a torn seam. Please repair or replace it.
Serial: TB-0041188
Kind regards, Iris
""", dict(product_name="Tundra 30L Hiking Backpack")),
("warranty_form", """Warranty claim

The product concerned is the Mirelle Steam Iron from order MS-4410. It leaks water from the base.
""", dict(product_name="Mirelle Steam Iron")),
("warranty_form", """Repair form
Device / model: Orion Mesh Router AX3000
Problem: drops the connection every hour
""", dict(product_name="Orion Mesh Router AX3000")),
# 28 executed
("refund_execution", """Date: 2026-04-21
Hi Omar,
we have put AED 120.00 back on your card today for order 5510. Reference: AE-RF-20411.
""", dict(refund_executed="120.00")),
]
