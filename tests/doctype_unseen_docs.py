"""Documents of shops docflow has never seen, written for the doc-type tests (not taken from any
sample set): other wording for each type's act, forms and letters, quoted messages, refusals,
follow-ups. `tests/test_doctype_acts.py` classifies each one."""
DOCS: list[tuple[str, str]] = [
("invoice", """Fjordline Outdoor AS
Org.nr 912 345 678 MVA
Statement for goods supplied
Doc no. FO-22871   Issued 02.05.2026
Sold to: Ingrid Dahl, Storgata 5, Oslo
Tent 2p   1   NOK 2 490,00
Stove     1   NOK   690,00
Sum excl. MVA  NOK 2 544,00
MVA 25%        NOK   636,00
To pay         NOK 3 180,00
Please settle within 14 days to account 1503.22.11111."""),
("invoice", """Dear Mr Okafor,

Please find below what you owe for order 5512-AB, delivered on 3 March 2026.

Garden hose 25m    GBP 34.00
Hose reel          GBP 41.00
VAT 20%            GBP 15.00
Balance to pay     GBP 90.00

Kindly pay by 31 March 2026.

Accounts, Greenway Garden Supplies"""),
("order_confirmation", """Subject: We've got your order #88213

Hi Priya,

Great news - your purchase went through and we're getting it ready.

Order #88213 placed 14 May 2026
1 x Ceramic pour-over set   EUR 39.00
Total charged: EUR 39.00

We'll email you again when it leaves our warehouse.
The Beanhouse team"""),
("order_confirmation", """ORDER ACKNOWLEDGED
Ref 4471-PO
Date: 2026-06-02
Customer: Lakeside Dental Clinic
Items: 4 x Exam lamp LED  USD 1,196.00
Order value: USD 1,196.00
Expected delivery: 2026-06-12
We have logged your order and will prepare it for delivery."""),
("shipping_notice", """Subject: Good news - your items are heading your way

Hello Tom,

Your order 3390-11 left our depot this morning with ParcelNet.
Tracking ref: PN99812345GB. Expected on Thursday 5 June 2026.

Happy listening,
Soundbarn"""),
("shipping_notice", """Goods out note
Order: 77-4410
Dispatched on: 12/06/2026
Carrier: Northern Freight
Consignment no.: NF-2298-771
Packages: 2
Deliver to: Amira Haddad, 9 Cedar Close, Leeds"""),
("refund_request", """Hello,

I bought a kettle from you (order 55-9012) and it stopped heating after two days.
I'd like my GBP 29.99 back to my card please, as I don't want a replacement.

Thanks,
Rosa Jimenez"""),
("refund_request", """To the returns team,

Our practice ordered three chairs (PO 7781) and one arrived with a split seat.
We are sending that chair back and ask you to reimburse EUR 180.00 for it.

Yours sincerely,
Dr. K. Brandt"""),
("refund_approval", """Re: your claim 2211-R

Hi Ana,

Thanks for your patience. I've reviewed the photos and I'm happy to say your claim has been approved:
you'll receive EUR 45.00 to the card you paid with within 5 working days.

Best,
Luis, Customer Support"""),
("refund_approval", """Claim review result
Claim: 8812-C
Order: 55-3310
Reviewed on: 9 June 2026
Result: rejected
The item was returned outside the 30-day window, so we cannot give money back for it."""),
("refund_execution", """Hi Ana,

Just to let you know that EUR 45.00 was paid back to your Visa card ending 4411 today (ref. RF-77120).
It can take 3-5 days to appear on your statement.

Luis, Customer Support"""),
("refund_execution", """CREDIT ADVICE
Value date: 2026-06-14
Beneficiary: Ingrid Dahl
Amount credited: NOK 690,00
Our ref: CR-22871-1
Reason: returned stove, order FO-22871"""),
("warranty_form", """After-sales service ticket
Product: Robot vacuum RV-20
Serial no: RV20-8812-KK
Bought: 11/11/2025
Fault: brushes stop after a few seconds
Customer: Hanna Berg
Please mend or swap the unit under the 2-year cover."""),
("warranty_form", """Dear support,

My headphones (serial HP-55120-X) are still covered for another year, but the left side has gone silent.
Could you repair them, or send me a replacement unit?

Regards,
Mark Ellis"""),
("customer_letter", """Hi again,

It's now three weeks since you told me the refund for order 55-9012 was on its way, and nothing has
arrived. I've emailed twice without a reply. This is really not good enough.

Rosa Jimenez"""),
("customer_letter", """Dear Sir/Madam,

I am unhappy with how my complaint about order 3390-11 was handled. Your colleague said the damage
was my fault, which it was not. I would like a manager to look into this again.

Sincerely,
Tom Reed"""),
("invoice", """Bright Spark Electrical Ltd   VAT No. GB 771 2231 90
INVOICE TO: M. Kowal, 2 Hill Rd, York
Your PO: 66120        Our ref: BS-4410        Date: 14/04/2026
Description                 Qty   Price
USB-C charger 65W           2     £25.00
Subtotal £50.00   VAT £10.00   Amount payable £60.00
Returns: unused goods may be returned within 30 days for a refund."""),
("invoice", """Hi Carla,

Attached is the bill for your repair job (work order 5521). The total comes to AUD 180.00 including GST.
Payment is due within 7 days by bank transfer to BSB 062-000 account 1234 5678.

Cheers,
Dave - Harbour Bikes"""),
("order_confirmation", """Thank you for shopping with Lumen & Co!

We're pleased to let you know that we've received your order and it is now being processed.
Order reference: LC-20931
Order date: 3 July 2026
1 x Brass floor lamp      $189.00
Shipping                  $12.00
Order total               $201.00
You will get another e-mail with tracking details once your parcel has been dispatched."""),
("order_confirmation", """Booking confirmed
Reference: TK-55120
Date of order: 2026-07-03
Customer: Paul Meyer
Item: Kayak rental 2 days   CHF 120.00
Total: CHF 120.00"""),
("shipping_notice", """Your package has been handed to DHL Express.
Order: 77120
Tracking number: 1Z999AA10123456784
Shipped: 5 July 2026
Estimated delivery: 8 July 2026
Track it at any time with the number above."""),
("shipping_notice", """Dear Mrs Okoro,

we have today sent the replacement mixer for order 5510-KX by courier (GLS, parcel no. 4410 2239 11).
You should receive it within two working days.

Kind regards,
Service team, Kuechenwelt GmbH"""),
("refund_request", """RETURN AUTHORISATION REQUEST
Customer: Jane Doe
Order number: 99-1201
Item: Wool blanket
Why are you returning it? Wrong colour
Amount to refund: EUR 75.00
Refund method: original card"""),
("refund_request", """Hi there,

I sent the jacket back last week (order 55120) because it was too small. Can you please
put the USD 89.00 back on my credit card?

Thanks
Leo"""),
("refund_approval", """Subject: RE: Refund for order 8812

Hi Sam,

Good news - your refund has been signed off. We'll send EUR 64.00 back to your PayPal account within 3 days.

Beth, Returns

-----Original Message-----
From: Sam Lee
I want my money back for the broken speaker. Please refund EUR 64.00."""),
("refund_approval", """Dear Mr Tanaka,

Thank you for returning the rice cooker (order 44-221). Unfortunately, after inspection, we are
not able to offer a refund, as the inner pot shows heavy wear from use.

Yours sincerely,
Returns Department"""),
("refund_execution", """Subject: Your refund is complete

Hello Mia,

We have processed a refund of £32.50 to your Mastercard for order 7781.
Transaction ID: TX-88120-Q. Please allow up to 5 days for it to show.

Thanks, Green Leaf Store"""),
("refund_execution", """PAYMENT REMITTANCE
Paid to: Jorge Alvarez
Amount: USD 210.00
Payment date: 12 Jul 2026
Method: ACH
Reference: RMA-5512 refund"""),
("warranty_form", """PRODUCT DEFECT CLAIM
Model: AirPure 300
Serial: AP3-22190-Z
Purchase date: 02/02/2025
Describe the defect: unit makes loud rattling noise and shuts off
I request repair under the manufacturer's guarantee."""),
("warranty_form", """Hello,

The coffee machine I bought in March (order 55-812, serial CM-99120) leaks water from the base.
It is less than a year old, so I believe it is still under guarantee. Please arrange for it to be repaired.

Best regards,
Nora Schultz"""),
("customer_letter", """To whom it may concern,

I ordered a sofa (order 99-4412) six weeks ago and it still has not been delivered. Every time I call
I am told something different. I am extremely frustrated and would like a firm delivery date.

Regards,
Ben Carter"""),
("customer_letter", """Hello again,

Following up on my email from 2 July regarding case 5512: I have not heard back from anyone.
Could someone please give me an update on my refund?

Thanks,
Amy"""),
("invoice", """TAX INVOICE 2026/0412
Supplier: Redgum Timber Pty Ltd  ABN 11 222 333 444
Customer: Wattle Builders
3 x Pine beam 4.8m  @ $120.00   $360.00
GST  $36.00
TOTAL DUE  $396.00
Terms: 30 days net"""),
("order_confirmation", """Your order is in!
Hi Sam, thanks for choosing Pebble Toys.
Order: PT-99102  (placed 4 Aug 2026)
Wooden train set x1   GBP 45.00
Paid with Visa        GBP 45.00
We'll pack it up in the next 2 days."""),
("shipping_notice", """Hi Sam,

Your Pebble Toys parcel is on the move! It went out with Royal Mail today, 6 Aug 2026.
Tracking: RM123456789GB

Pebble Toys"""),
("shipping_notice", """DELIVERY ADVICE
Sales order: 55-2210
Despatch date: 07/08/2026
Haulier: Swift Logistics   Waybill: SW-772210
Pallets: 1"""),
("refund_request", """Dear Fix-It Home Services,

The wardrobe you assembled on 2 August (job 2231) collapsed after a day. I am asking you to return the
EUR 178.50 I paid for the assembly.

Regards,
Eva Varga"""),
("refund_request", """Subject: Money back for broken train set PT-99102

Hi, the train set arrived with two snapped carriages. I'd rather not have a replacement - could you just
reimburse me the GBP 45.00?
Sam"""),
("refund_approval", """Hi Eva,

I'm sorry about the wardrobe. I've discussed it with my manager and we are happy to give you back the full
EUR 178.50 for job 2231. You should see it on your account in the next few days.

Pete, Fix-It Home Services"""),
("refund_approval", """Re: job 2231

Dear Ms Varga,
After reviewing the photos we have concluded the damage was caused by overloading the shelves.
We are therefore unable to reimburse the assembly charge.

Fix-It Home Services"""),
("refund_execution", """Hi Sam,

The GBP 45.00 for order PT-99102 went back to your Visa card this morning (ref RF-99102).
Sorry again about the train set!

Pebble Toys"""),
("warranty_form", """WARRANTY SERVICE REQUEST
Product: Cordless drill CD-18
Serial no.: CD18-551230
Purchased: 10 March 2025
Problem: battery will not charge
Preferred outcome: repair"""),
("customer_letter", """Dear Pete,

Two weeks ago you wrote that the EUR 178.50 would be back with me "in a few days". It still isn't.
Please tell me what is going on.

Eva Varga"""),
("invoice", """Hello Ms Varga,

As agreed, here is our charge for the furniture assembly on 2 August (job 2231): EUR 150.00 plus VAT EUR 28.50,
EUR 178.50 in all. We'd be grateful to receive it within ten days.

Kind regards,
Fix-It Home Services"""),
]
