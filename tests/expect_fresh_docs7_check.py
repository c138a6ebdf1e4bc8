"""A CHECK set for customer_expectation and customer_id (expect7 round), written before the round's rules and scored
only twice (untouched, then at the end): made-up shops and customers, in wordings, channels and id shapes of their
own: several wishes in one message, the ask in a subject line, as a question, a complaint and a demand, a deadline,
chat turns, a web form's message field, a reply quoting the shop, a shop's letter restating the request; customer
numbers beside order, invoice, ticket, phone, VAT, postcode and bank numbers and the shop's own supplier number.

Each entry: (doc type, text, truth). Scored with `tests.fields_fresh_docs.score(CHECK7_DOCS)`.
"""

from __future__ import annotations

CHECK7_DOCS: list[tuple[str, str, dict]] = [
# 0 several wishes: a side remark after the main ask
("refund_request", """From: Hamid Rostami <hamid.r@mailbox.example>
To: care@lumenlight.example
Subject: Return of desk lamp, order LL-40918

Hello,

The desk lamp I received last week hums loudly when switched on. I would like my money back for it.
It would also be nice if your boxes used less plastic.

Regards,
Hamid Rostami
Customer number: 118204
""", dict(customer_id="118204", customer_expectation="I would like my money back for it")),

# 1 the ask as a question
("refund_request", """Hi there,

I bought a pair of trail shoes from you (order 55102, account no. TS-88412). The left sole came off after two walks.
Could you refund the full price to my card, please?

Thanks,
Lena Fischer
Tel. 0171 5524 901
""", dict(customer_id="TS-88412", customer_expectation="Could you refund the full price to my card, please?")),

# 2 complaint plus demand, with a VAT number of the buyer's firm
("customer_letter", """Brightside Cafe Ltd
VAT No. GB 284 1193 55
14 Quay Street, Bristol BS1 4DJ

Dear Sir or Madam,

Our account reference is BC-20071. The espresso machine you serviced in March is leaking again and this is the
third time. This is completely unacceptable. We demand a technician on site by Friday 12 June 2026.

Yours faithfully,
Owen Pritchard
""", dict(customer_id="BC-20071", customer_expectation="We demand a technician on site by Friday 12 June 2026")),

# 3 chat turns: the agent asks, the customer answers
("refund_request", """[10:02] Agent Priya: Hello, how can I help you today?
[10:03] Tomasz Wrona: hi, my blender arrived with a cracked jug, order BL-7781
[10:03] Agent Priya: I'm sorry to hear that. Would you like a refund or a replacement?
[10:04] Tomasz Wrona: a replacement jug please, sent before the weekend
[10:05] Agent Priya: Can you give me your customer ID?
[10:05] Tomasz Wrona: sure, it's 30-55817
""", dict(customer_id="30-55817", customer_expectation="a replacement jug please, sent before the weekend")),

# 4 web form message field; order number and postcode nearby
("refund_request", """Contact form submission
Name: Aiyana Redcloud
Email: aiyana.rc@webmail.example
Postcode: 87501
Order number: 661-2290
Member ID: M4471902
Message: The rug I ordered is a different colour from the photo. Please arrange a pickup and refund me.
""", dict(customer_id="M4471902", customer_expectation="Please arrange a pickup and refund me")),

# 5 reply quoting the shop's offer
("customer_letter", """Hello Sara,

Thanks for the quick answer. I don't want a voucher, I need the refund paid to my bank account.

Best,
Farid Haddad

> On 3 May 2026, Sara (Kestrel Outdoor) wrote:
> We would be happy to offer you a store voucher of EUR 60.00. Please let us know if you would like us to go ahead.
> Ticket no. 4471-220
""", dict(customer_id=None, customer_expectation="I need the refund paid to my bank account")),

# 6 shop document restating the request: a refund approval has no expectation field; a customer letter by the shop?
("refund_request", """RETURNS DESK - CALL NOTE
Caller: Beatriz Santos    Client code: BS-0093
Invoice: INV-2026-5510    Phone: +351 912 448 100

Customer says the coffee table was delivered with a broken leg.
She wants the table collected and a full refund before the end of the month.
""", dict(customer_id="BS-0093", customer_expectation="She wants the table collected and a full refund before the end of the month")),

# 7 ask in subject line only, the body explains
("refund_request", """From: k.obi@post.example
To: orders@greenleafplants.example
Subject: Please replace the dead olive tree (order GL-33019)

Hello,

The olive tree was delivered on Tuesday and all the leaves had dropped. Photos attached.

Kind regards,
Kelechi Obi
""", dict(customer_id=None, customer_expectation="Please replace the dead olive tree (order GL-33019)")),

# 8 invoice with supplier number and customer number
("invoice", """NORDIC TILE SUPPLY AB
Box 412, 411 04 Göteborg
VAT reg. SE556677889901

INVOICE 2026-7731
Our supplier no.: 40012
Your customer no.: 7720915
Order ref.: PO-5512
Date: 2026-04-02

Porcelain tiles 60x60    40 m2    SEK 11,960.00
Total                             SEK 14,950.00
""", dict(customer_id="7720915")),

# 9 shipping notice: account at bank and customer account
("shipping_notice", """Harbour & Hill Homeware
Dispatch confirmation

Customer acct: HH-55-0187
Order: 88104
Sort code 20-44-19, account 33104482 (for returns refunds only)

Your parcel left our warehouse on 14/05/2026 with Royal Mail, tracking JV 4419 2287 1GB.
""", dict(customer_id="HH-55-0187")),

# 10 deadline phrased as wish; complaint before
("customer_letter", """Dear Wexford Bikes team,

I have now written three times about my e-bike repair (job 2210-R). Nobody has called me back and the bike is
still in your workshop. I must have the bike back by 20 July 2026, as I start a new job that day.

Regards,
Ciara Byrne
Loyalty no. 0044-7719
""", dict(customer_id="0044-7719", customer_expectation="I must have the bike back by 20 July 2026, as I start a new job that day")),

# 11 order confirmation with customer id in a table header and invoice/order ids
("order_confirmation", """ORDER CONFIRMATION

Order No.      Customer ID     Order date
SO-118230      KD-30192        11.03.2026

Deliver to: Ingrid Sæther, Bygdøy allé 4, 0257 Oslo
Total NOK 2,349.00
""", dict(customer_id="KD-30192")),

# 12 letter: polite wish then a firm demand with deadline
("customer_letter", """Dear customer service,

Thank you for replying to my complaint about the freezer (order FZ-10293). I'd appreciate an apology, but above all
I expect the replacement freezer to be delivered no later than 30 June 2026.

Kind regards,
Mirela Popescu
Customer ref: 55301-MP
""", dict(customer_id="55301-MP", customer_expectation="I expect the replacement freezer to be delivered no later than 30 June 2026")),

# 13 warranty form: no customer number, phone and serial present
("warranty_form", """WARRANTY CLAIM
Owner: Rajesh Kumar
Phone: 9876 554 210
Product: AquaPure RO filter
Serial no.: AP-220918-77
Purchase date: 02/01/2026
Problem: the pump makes a grinding noise and the water tastes metallic
""", dict(customer_id=None)),
]
