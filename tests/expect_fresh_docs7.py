"""A TUNING set for customer_expectation and customer_id (expect7 round): made-up shops and customers, written after
the CHECK set (`tests/expect_fresh_docs7_check.py`) and before the round's rules, in the shapes of wrong picks: a
main ask and a side remark, an ask as a question, a complaint then a demand, a deadline, chat turns, form message
fields, quoted shop replies, "I don't want X, I want Y"; customer numbers beside order, invoice, ticket, phone, VAT,
postcode and bank-account numbers and the shop's own supplier or vendor number.

Each entry: (doc type, text, truth). Scored with `tests.fields_fresh_docs.score(FRESH7_DOCS)`; the floor is held in
tests/test_fresh_expect7.py.
"""

from __future__ import annotations

FRESH7_DOCS: list[tuple[str, str, dict]] = [
# 0 main ask then side remark
("refund_request", """Hello,

The kettle from order KT-22019 stopped heating after a week. I want a full refund of the purchase.
I would also appreciate it if you checked the rest of that batch.

Thanks,
Yusuf Demir
Customer no.: 449210
""", dict(customer_id="449210", customer_expectation="I want a full refund of the purchase")),

# 1 question ask
("refund_request", """Hi,

My order 77120 arrived with two of the four chairs scratched. Can you send two replacement chairs?

Cheers,
Mia Lindqvist
Account: ML-30218
""", dict(customer_id="ML-30218", customer_expectation="Can you send two replacement chairs?")),

# 2 question ask with "would you"
("customer_letter", """Dear team,

I still have not received the refund for the returned jacket (order 5521-J). Would you please transfer the EUR 89.00
to my account this week?

Kind regards,
Pavel Novak
""", dict(customer_id=None, customer_expectation="Would you please transfer the EUR 89.00 to my account this week?")),

# 3 "I don't want X, I want Y"
("refund_request", """Hello,

The sofa cushion covers faded after one wash. I don't want store credit, I want my money back.

Regards,
Grace Mwangi
Client ID: 20-7781
""", dict(customer_id="20-7781", customer_expectation="I want my money back")),

# 4 opening "I'd appreciate a quick answer" vs real ask
("customer_letter", """Dear Sir or Madam,

I'd appreciate a quick answer this time. The washing machine (order WM-4410) still leaks after your technician's
visit. I expect you to replace the machine.

Yours faithfully,
Hugo Marchetti
Customer number 00318842
""", dict(customer_id="00318842", customer_expectation="I expect you to replace the machine")),

# 5 chat turns; order and customer id both said
("refund_request", """[14:20] Support (Dana): Hi! What can I do for you?
[14:21] Kwame Asante: the headphones I got only play on one side
[14:21] Support (Dana): Sorry about that. Do you have your order number?
[14:22] Kwame Asante: order 8841-HP, customer id 55-10293
[14:23] Kwame Asante: i'd like a refund to my paypal please
""", dict(customer_id="55-10293", customer_expectation="i'd like a refund to my paypal please")),

# 6 web form: message field, multiple labelled ids
("refund_request", """Online return request
Full name: Sofia Ramos
Phone: 612 448 991
Order ID: 7710-SR
Customer ID: C8812045
Message: The mattress topper smells of chemicals. Please collect it and refund my money.
""", dict(customer_id="C8812045", customer_expectation="Please collect it and refund my money")),

# 7 complaint then demand
("customer_letter", """Hello,

This is the second broken vase in a row from your shop (order VS-9921). Your packing is careless.
I insist on a full refund including the shipping cost.

Regards,
Anneke de Vries
""", dict(customer_id=None, customer_expectation="I insist on a full refund including the shipping cost")),

# 8 deadline: by Friday
("refund_request", """Hi,

The printer cartridge from order PC-2291 is the wrong model. Please send the right one by Friday, as I have a
deadline at work.

Thanks,
Ola Nordmann
Cust. no. 88-44120
""", dict(customer_id="88-44120", customer_expectation="Please send the right one by Friday, as I have a deadline at work")),

# 9 reply quoting the shop
("customer_letter", """Hi Marco,

Thanks, but a 10% discount is not enough. I would like the full EUR 45.00 back.

Elif Kaya

-----Original Message-----
From: Marco (Bellini Casa)
Sent: 4 June 2026
We can offer you a 10% discount on your next order. Please let us know if you would like to accept it.
""", dict(customer_id=None, customer_expectation="I would like the full EUR 45.00 back")),

# 10 invoice: supplier number of the shop and customer number
("invoice", """ALPINE OFFICE SUPPLIES GMBH
Industriestrasse 8, 6300 Zug
UID CHE-114.221.902 MWST

RECHNUNG / INVOICE Nr. 26-04471
Lieferantennr. / Supplier no.: 22019
Kundennr. / Customer no.: 508812
Datum: 03.04.2026

Toner black      3    CHF 237.00
Total                 CHF 255.25
""", dict(customer_id="508812")),

# 11 invoice: account at bank vs customer account
("invoice", """Green Valley Feeds Ltd
Invoice GV-77120   Date 02/03/2026
Customer account: GV0042
Bank: Northbank plc  Account no: 41177290  Sort code: 30-91-44

Layer pellets 20kg    10    GBP 155.00
Total                       GBP 186.00
""", dict(customer_id="GV0042")),

# 12 shipping notice: only order and tracking and phone, no customer id
("shipping_notice", """Your order 60019 has shipped!
Carrier: DHL Express
Tracking: 4455 1190 22
Questions? Call 0800 448 1190
""", dict(customer_id=None)),

# 13 refund approval: ticket number and customer number
("refund_approval", """Ticket #88120
Customer #: 3391-77

Dear Mr Osei,
your refund of USD 120.00 for the returned drone was approved on 12/05/2026.

Support team
""", dict(customer_id="3391-77")),

# 14 order confirmation: VAT number and customer number in prose
("order_confirmation", """Thank you for your order with Kaffeewerk!
Order number: KW-55120
Your customer number is 71190023.
VAT ID DE 811 552 190
Total: EUR 64.80
""", dict(customer_id="71190023")),

# 15 refund execution: member number
("refund_execution", """REFUND PAID
Member no. 004-1127-8
Amount: AUD 59.95
Paid: 09/07/2026 to card ending 1182
Reference: RF-22019
""", dict(customer_id="004-1127-8")),

# 16 shop letter restating the request (customer_letter by the shop? no: an approval)
("refund_approval", """Dear Ms Adeyemi,

You asked for a refund of the damaged rice cooker (order RC-1129). We have approved EUR 49.00 today, 14 May 2026.

Your customer number: 40-22871

Kind regards,
Lotus Kitchen
""", dict(customer_id="40-22871")),

# 17 postcode in address next to ids; no customer number
("refund_request", """Jana Horvat
Ilica 22
10000 Zagreb

Order: 44120-JH

Dear Sir or Madam,
The coat I ordered has a torn lining. I would like to return it and receive a refund.

Yours faithfully,
Jana Horvat
""", dict(customer_id=None, customer_expectation="I would like to return it and receive a refund")),

# 18 subject line carries the ask; body just describes
("refund_request", """From: m.santos@correo.example
To: help@casaverde.example
Subject: Refund wanted for broken lamp, order CV-8812

Hi,

The lamp arrived with its shade crushed. Pictures attached.

Miguel Santos
""", dict(customer_id=None, customer_expectation="Refund wanted for broken lamp, order CV-8812")),

# 19 ask as "I was hoping"
("customer_letter", """Hello again,

I was hoping you could send the missing screws for the bookshelf (order BS-2201) this week. Nothing has arrived yet.

Thanks,
Noor Al-Sayed
Customer ref. NA-5512
""", dict(customer_id="NA-5512", customer_expectation="I was hoping you could send the missing screws for the bookshelf (order BS-2201) this week")),

# 20 two wishes: a hope and the demand with date
("customer_letter", """Dear Harvest Home,

I hope you are well. The dining table I ordered (order HH-5521) was due on 2 May and has not arrived. I need the
table delivered before 15 May 2026 because of a family gathering.

Best regards,
Li Wei
""", dict(customer_id=None, customer_expectation="I need the table delivered before 15 May 2026 because of a family gathering")),

# 21 call note restating the customer's ask in the third person
("refund_request", """CALL LOG 14/06/2026
Customer: Rahul Mehta (account RM-22810)
Phone: 07700 900 114
Issue: the garden hose splits at the connector.
Customer wants a replacement hose sent to his home address.
""", dict(customer_id="RM-22810", customer_expectation="Customer wants a replacement hose sent to his home address")),

# 22 chat where the agent proposes; customer's own ask earlier
("refund_request", """Customer: hello, my order 5510 came without the charger
Customer: please send the charger, I need it for work on Monday
Agent: Thanks! I can send it today. Could you confirm your address?
Customer: 12 Elm Road, Leeds LS6 2AB
""", dict(customer_id=None, customer_expectation="please send the charger, I need it for work on Monday")),

# 23 form: Message label with an ask after a complaint
("refund_request", """RETURN FORM
Customer no: 2207-551
Order no: 991203
Reason: arrived damaged
Message: The frame is bent at the corner. I would prefer an exchange for the same frame.
""", dict(customer_id="2207-551", customer_expectation="I would prefer an exchange for the same frame")),

# 24 "what I want is"
("customer_letter", """Hi,

I've been patient about the missing parcel (order 30019-X). What I want now is a full refund, not another promise.

Regards,
Dmitri Ivanov
""", dict(customer_id=None, customer_expectation="What I want now is a full refund, not another promise")),

# 25 invoice: account no in a table with invoice/order/customer
("invoice", """INVOICE
Invoice No   Date         Account No   Order No
51120        05/05/2026   AC-7719      PO-2201

Bill to: Stellar Dental Clinic
Gloves nitrile box    20   USD 180.00
Total                      USD 195.30
""", dict(customer_id="AC-7719")),

# 26 letter from the customer with their phone and an order, no customer number
("customer_letter", """Dear Sir,

My refund for order 22019-B is overdue by two weeks. Kindly pay it into my account without further delay.

Yours faithfully,
Chinedu Eze
Mob: 0803 551 2209
""", dict(customer_id=None, customer_expectation="Kindly pay it into my account without further delay")),

# 27 "Please note" then ask
("refund_request", """Hello,

Please note that I am away until 3 June. The wall clock from order WC-4410 stopped after two days. I would like a
replacement clock sent after I am back.

Regards,
Ines Costa
""", dict(customer_id=None, customer_expectation="I would like a replacement clock sent after I am back")),

# 28 refund execution: customer reference vs payment reference
("refund_execution", """Remittance advice
Payment reference: PAY-2026-55120
Customer reference: CR-44019
We have paid GBP 35.00 on 02/06/2026.
""", dict(customer_id="CR-44019")),

# 29 order confirmation: no customer id, only order number and phone
("order_confirmation", """Order confirmed: 4471-22019
Placed on 03/03/2026
Call us on 020 7946 0018 with any questions.
Total: GBP 42.00
""", dict(customer_id=None)),
# 30 customer service phone line and a customer's VAT number; the customer number elsewhere
("invoice", """Pacific Rim Traders Pty Ltd
Customer service: 1300 552 019
Customer VAT no.: AU 51 824 753 556

TAX INVOICE 44019
Customer no. 20-5512
Date 14/04/2026
Total AUD 440.00
""", dict(customer_id="20-5512")),

# 31 customer's phone and customer since a year: no customer number
("order_confirmation", """Order 88120 confirmed
Customer phone: 0412 558 901
Customer since 2019 - thank you for your loyalty!
Total AUD 89.00
""", dict(customer_id=None)),

# 32 customer order number is the order, not the customer
("order_confirmation", """ORDER ACKNOWLEDGEMENT
Customer order no.: 4410-77
Customer PO: PO-22019
Customer no.: K-50018
Total EUR 1,230.00
""", dict(customer_id="K-50018")),

# 33 the shop's vendor number with the customer, and the customer's account
("invoice", """Metro Packaging Co.
Invoice 2026-118  Date 12/02/2026
Our vendor no. with you: V-40012
Your account no.: 77-1190
Total USD 612.00
""", dict(customer_id="77-1190")),

# 34 account in a bank block only: no customer number
("refund_execution", """Refund confirmation
We have refunded EUR 35.00 on 03/05/2026.
Paid to: IBAN DE44 5001 0517 5407 3249 31
Account holder: Petra Lang
Account: 5407324931
""", dict(customer_id=None)),

# 35 card account shown masked; customer id given in prose
("refund_execution", """Hi Tom,
we refunded GBP 22.00 to your card (account ending 4471) on 19/05/2026.
For reference, your customer ID is TM-30918.
""", dict(customer_id="TM-30918")),

# 36 ticket number labelled "Customer ticket", no customer number
("refund_approval", """Customer ticket: 55120
Dear Ms Ito,
your refund of JPY 4,800 was approved on 02/06/2026.
""", dict(customer_id=None)),

# 37 postcode after "Customer:" with address, and a customer number below
("shipping_notice", """DISPATCH NOTE
Customer: Aroha Ngata, 12 Kauri St, Auckland 1010
Customer No: 300-4471
Order: 77120
Shipped 04/04/2026 via NZ Post, tracking NZ44190021
""", dict(customer_id="300-4471")),

# 38 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Hello,

The kettle (order KT-5512) leaks. Please refund the EUR 30.00 to my card. Please let me know if you need any more information.

Regards,
Ann Bell
""", dict(customer_id=None, customer_expectation='Please refund the EUR 30.00 to my card')),

# 39 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("customer_letter", """Hello,

My parcel (order 5512) never arrived. Please send a replacement. Please do not hesitate to call me on 0171 552 1190.

Regards,
Ann Bell
""", dict(customer_id=None, customer_expectation='Please send a replacement')),

# 40 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Hello,

The chair from order 4471 wobbles. I would like a replacement chair. Please confirm receipt of this email.

Regards,
Ann Bell
""", dict(customer_id=None, customer_expectation='I would like a replacement chair')),

# 41 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_approval", """Dear Ann,

Thank you for your request. You asked for a refund of the broken kettle (order KT-5512). Please return the kettle within 14 days using the enclosed label.

Kind regards,
Returns team, Kettle World
""", dict(customer_id=None)),

# 42 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Hello,

I need a refund for the toaster (order 5512). Also, please update my address to 4 Elm Road for future orders.

Thanks,
Bo Li
""", dict(customer_id=None, customer_expectation='I need a refund for the toaster (order 5512)')),

# 43 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Hi,

The lamp from order 5512 arrived broken. I want a replacement by 20 May 2026. I would also like to know why this keeps happening.

Thanks,
Bo Li
""", dict(customer_id=None, customer_expectation='I want a replacement by 20 May 2026')),

# 44 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Hello,

Order 5512: the blender is faulty. Could you please send me a return label? I want my money back.

Bo Li
""", dict(customer_id=None, customer_expectation='I want my money back')),

# 45 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("customer_letter", """Hello,

You promised me a refund two weeks ago (order 5512). Nothing has happened. Refund me by Friday or I will contact my bank.

Bo Li
""", dict(customer_id=None, customer_expectation='Refund me by Friday or I will contact my bank')),

# 46 courtesy requests, side remarks and a shop letter (written with the first rules, before the courtesy rule)
("refund_request", """Dear Sir,

I returned the drill (order 5512) on 2 May. I kindly ask you to refund the purchase price. Please keep me informed.

Yours faithfully,
Bo Li
""", dict(customer_id=None, customer_expectation='I kindly ask you to refund the purchase price')),
]
