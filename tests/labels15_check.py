"""A CHECK set for issue 9 (helper labels15): labelled values on shops docflow never saw. Label wordings a real shop
may use that the schema's cues need not list (abbreviations, other nouns of the same meaning: "Acct ref", "Client
no.", "Sales ref", "Remittance", "Consignment", "Patron", "Basket"), ID formats not declared (letters inside, spaces,
dots, slashes, lower case, long numbers, check letters), a label above its value, labels in a table's header row, two
ids on one line, ids in subject lines, OCR damage in labels and values, customer names after greetings, in signatures
and in "Bill to" blocks, dates in many styles, and null slots (fields the document does not state) to count
hallucinations. Written BEFORE any change of the round and before the tuning set (`tests/labels15_tune.py`); scored
once before and once after with tests/fields14_score.py:

    PYTHONPATH=. python -m tests.fields14_score tests.labels15_check:CHECK15_DOCS

    before the round (main at c743eea): 124 of 159 (precision 124/130, hallucinated 1 of 46 null slots): customer_id
        19/25, customer_name 36/41, document_date 16/18, invoice_number 7/11, order_date 7/12, order_id 26/34,
        payment_reference 6/8 (1 of 1 null slot hallucinated), tracking_number 7/10
    after (scored once, at the end of the round): 132 of 159 (precision 132/135, hallucinated 1 of 46): customer_id
        20/25, customer_name 38/41, document_date 16/18, invoice_number 8/11, order_date 7/12, order_id 28/34,
        payment_reference 7/8 (the case id in brackets still taken for the null one), tracking_number 8/10
    Missed after: labels of nouns no cue gives ("Basket ID", "Shopper ID", "Reservation no.", "Checkout date", "Order
    time", "Order received", "Booked on", "Folio", "Article ID", "Client file"), "Sales ref" on an invoice (the noun is
    an order's and an invoice's), "lnvoice Nurnber" / "Custorner No" (two damaged words), ids after a bare noun with no
    mark ("Order 55-1029 / Parcel ..."), "Inv. 000912-B" beside a time, a spaced tracking number under a damaged label,
    names under "Guest" and "Delivery address", a lower-case id upper-cased by its declared shape, three doc types.

Made-up shops and people; carriers that exist in the world. Truth conventions as `tests/fields_fresh_docs.py`: ids
as printed (spaces kept), dates ISO, a customer's name without a title, None where the document does not state it.
"""

from __future__ import annotations

CHECK15_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- invoices
# 0 fax header, bill-to block, "Acct" with a code of letters, order ref with a space
("invoice", """FAX  +44 161 555 0192    14/05/2026 10:22    P.01
HOLLIS & REED STATIONERS
12 Dale Street, Manchester M1 1JW
TAX INVOICE
Invoice No. HR/2026/0458            Date: 14 May 2026
Acct: HOLL-00417

Bill to:
Margaret Oduya
22 Crane Street
Salford M5 4WT

Your order ref: WEB 88213
Qty  Item                 Price
2    A4 ledger book       12.40
Total GBP 24.80
""", dict(invoice_number="HR/2026/0458", customer_id="HOLL-00417", customer_name="Margaret Oduya",
          order_id="WEB 88213", document_date="2026-05-14", order_date=None)),
# 1 a header row of labels over a row of values
("invoice", """INVOICE
Brightwater Roasters, 4 Harbour Row, Cork

Invoice #      Date          Client no.     Sales ref
A-20417        03.06.2026    K4471-2        SR-77/06

Bill to: Brightwater Cafe Ltd, 7 Quay Road, Cork
Espresso blend 6 x 1kg      EUR 132.00
Total due                   EUR 162.36
""", dict(invoice_number="A-20417", document_date="2026-06-03", customer_id="K4471-2", order_id="SR-77/06",
          customer_name="Brightwater Cafe Ltd", order_date=None)),
# 2 OCR damage in labels and a value
("invoice", """Pinecrest Hardware
lnvoice Nurnber: 2026-00318
Invoice Dt: 9 May 2026
Custorner No: 77120
0rder Ref: PO 55102
Sold to: Tomasz Nowicki
Drill bits set       1     34.00
Total                      34.00
""", dict(invoice_number="2026-00318", document_date="2026-05-09", customer_id="77120", order_id="PO 55102",
          customer_name="Tomasz Nowicki", order_date=None)),
# 3 labels above values, dates in words with ordinal
("invoice", """SALES INVOICE

Invoice number
SI.2026.004471

Invoice date
March 4th, 2026

Account reference
ACC/0093/K

Date of order
February 27th, 2026

Customer
Hollybank Nursery
""", dict(invoice_number="SI.2026.004471", document_date="2026-03-04", customer_id="ACC/0093/K",
          order_date="2026-02-27", customer_name="Hollybank Nursery", order_id=None)),
# 4 a US invoice, "Bill #", "Cust #", slash date in US order, long numeric order id
("invoice", """Lone Pine Outfitters
212 Main St, Bozeman, MT 59715

BILL # 0004471209
Bill date: 04/09/2026
Cust # LP-88-2210
Web order: 100000458812
Sold To:
Dana Whitfield
88 Elm Ave, Helena, MT 59601
Tent, 2-person      $189.00
""", dict(invoice_number="0004471209", document_date="2026-04-09", customer_id="LP-88-2210",
          order_id="100000458812", customer_name="Dana Whitfield", order_date=None)),
# 5 German invoice: Rechnung Nr., Kd.-Nr., Auftrag vom
("invoice", """Holzwerk Brandt GmbH · Ringstraße 4 · 79098 Freiburg

Rechnung Nr. RE-2026-0771
Datum: 12.05.2026
Kd.-Nr.: 40 117
Ihr Auftrag: A-55120 vom 02.05.2026

Empfänger:
Jonas Albrecht
Lindenweg 3, 79100 Freiburg

Eichenbrett 2 Stück     EUR 86,00
""", dict(invoice_number="RE-2026-0771", document_date="2026-05-12", customer_id="40 117", order_id="A-55120",
          order_date="2026-05-02", customer_name="Jonas Albrecht")),
# 6 "Folio" for the invoice, a client number with a check letter, no order
("invoice", """CASA LUMEN ILLUMINAZIONE
Folio: F-002231
Issued: 2026-06-18
Client: Studio Marchetti S.r.l.
Client code: 00417-X
Description              Qty   Amount
Pendant lamp Aria         3    EUR 270.00
Total EUR 329.40
""", dict(invoice_number="F-002231", document_date="2026-06-18", customer_name="Studio Marchetti S.r.l",
          customer_id="00417-X", order_id=None, order_date=None)),
# 7 pipe table with two ids on one line, invoice and order; ship to / bill to two columns
("invoice", """Tax Invoice  |  Northgate Tiles Pty Ltd  |  ABN 51 824 753 556

| Invoice No | Purchase Ref | Customer Acct | Invoice Date |
| 88-40912   | PR 7731      | NT/0412       | 21/07/2026   |

Bill To                        Ship To
Rosa Delgado                   Site 4, Lot 22
15 Banksia Cres                Wyndham Vale VIC 3024
Werribee VIC 3030
Total AUD 1,240.00
""", dict(invoice_number="88-40912", order_id="PR 7731", customer_id="NT/0412", document_date="2026-07-21",
          customer_name="Rosa Delgado", order_date=None)),
# 8 e-mailed invoice, invoice id in subject, dates in two styles
("invoice", """From: accounts@mossandmarrow.example
To: ines.carvalho@mail.example
Subject: Invoice MM-2026-118 for your order

Dear Ines Carvalho,

please find your invoice below.

Invoice date: 2026.05.30
Order placed: 28-May-26
Order no: mm-55102
Customer ID: not yet assigned

Total EUR 58.00
Moss & Marrow Botanicals
""", dict(invoice_number="MM-2026-118", document_date="2026-05-30", order_date="2026-05-28", order_id="mm-55102",
          customer_name="Ines Carvalho", customer_id=None)),
# 9 receipt-style invoice with distractors and no customer
("invoice", """GREENLEAF GARDEN CENTRE
Tel 01632 960 412   VAT Reg 288 4471 20
Receipt / Invoice
Inv. 000912-B
Date 05/06/2026 14:22
Till 3   Op 12
Compost 40L     2 x 6.50   13.00
TOTAL                       13.00
Thank you for your custom
""", dict(invoice_number="000912-B", document_date="2026-06-05", customer_id=None, customer_name=None,
          order_id=None, order_date=None)),
# ---------------------------------------------------------------- order confirmations
# 10 labels above values, lowercase order id, name and number under labels
("order_confirmation", """ORDER CONFIRMATION

Order reference
k7-220-915

Customer
Declan Murphy

Customer number
00417733

Order date
Tuesday, 7 April 2026
""", dict(order_id="k7-220-915", customer_name="Declan Murphy", customer_id="00417733", order_date="2026-04-07")),
# 11 greeting with full name, basket id, member card
("order_confirmation", """Thanks for shopping with Wren & Bramble, Aoife Brennan!

We've received your order and are getting it ready.
Basket ID: WB-4471-AB-09
Member card: 6001 2299 41
Ordered: 2nd April 2026, 18:04
Total: EUR 64.50
""", dict(order_id="WB-4471-AB-09", customer_id="6001 2299 41", order_date="2026-04-02",
          customer_name="Aoife Brennan")),
# 12 order id in a subject line, "Checkout date", signature is the shop's
("order_confirmation", """Subject: We got it! Purchase 2026-DE-00481 confirmed

Hello Malik Johnson,

your purchase is confirmed.
Checkout date: Apr 11 2026
Shopper ID: SHP-0091-K

Warm wishes,
Ruth, Fernhill Candles
""", dict(order_id="2026-DE-00481", order_date="2026-04-11", customer_id="SHP-0091-K", customer_name="Malik Johnson")),
# 13 table header row, order and account, name in "Sold to"
("order_confirmation", """Order acknowledgement

Sales No.      Order Date     Account
SN 2026 4471   2026-05-19     4471-0093-2

Sold to:   Harbourview Dental Clinic
Item: Autoclave pouches x 10
""", dict(order_id="SN 2026 4471", order_date="2026-05-19", customer_id="4471-0093-2",
          customer_name="Harbourview Dental Clinic")),
# 14 no customer id, "Reservation no", date with weekday and ordinal
("order_confirmation", """Your booking is confirmed

Reservation no.: R/26/00881
Guest: Sofia Lindqvist
Booked on: Thu 14th May 2026
Total SEK 1,450
""", dict(order_id="R/26/00881", customer_name="Sofia Lindqvist", order_date="2026-05-14", customer_id=None)),
# 15 e-mail with OCR damage: "0rder", O for 0 in the id, name in signature of a customer-written reply
("order_confirmation", """Order confirrnation
0rder No.: 55O2819
Cust. acct: 9O4471
Date of purchase: 18/05/2026
Dear Petra Novak, thank you for your order.
""", dict(order_id="5502819", customer_id="904471", order_date="2026-05-18", customer_name="Petra Novak")),
# 16 order & customer on one line, name after "Hi"
("order_confirmation", """Hi Kwame Mensah,

Order 30-44120 | Client 7719-K | placed 1 June 2026

We'll email you again when it ships.
Oakfield Leather
""", dict(order_id="30-44120", customer_id="7719-K", order_date="2026-06-01", customer_name="Kwame Mensah")),
# 17 null customer id with a distracting phone and postcode; name from "Deliver to"
("order_confirmation", """Order confirmed - thank you!
Web ref: 9X4-71Q-220
Order time: 2026-06-02 09:41
Deliver to: Helen Ashdown, 3 Orchard Way, Bath BA1 5RT
Phone: 07700 900412
""", dict(order_id="9X4-71Q-220", order_date="2026-06-02", customer_name="Helen Ashdown", customer_id=None)),
# 18 long numeric order, account in brackets after name
("order_confirmation", """Confirmation of your order

Customer: Yusuf Demir (acct 00088127)
Order number 40000219934117
Order received 22.06.2026
""", dict(order_id="40000219934117", customer_id="00088127", order_date="2026-06-22", customer_name="Yusuf Demir")),
# ---------------------------------------------------------------- shipping notices
# 19 consignment with spaced groups, name after greeting, no order
("shipping_notice", """From: dispatch@tallowandtwine.example
Subject: Your goods are on the way

Hi Priya Natarajan,

your parcel left our warehouse today with StarTrack.
Consignment: 7Q22 9100 4481

Cheers,
Tallow & Twine
""", dict(tracking_number="7Q22 9100 4481", customer_name="Priya Natarajan", order_id=None, customer_id=None)),
# 20 header row of three ids
("shipping_notice", """DISPATCH ADVICE

Shipment ref     Order        Tracking
S-55012          88120-3      1Z999AA10123456784

Shipped via UPS Standard.
""", dict(order_id="88120-3", tracking_number="1Z999AA10123456784", customer_id=None, customer_name=None)),
# 21 two ids on one line with slashes between
("shipping_notice", """Your order has shipped!
Order 55-1029 / Parcel 00340434161094012345 / DHL Paket
Recipient: Lena Vogt
""", dict(order_id="55-1029", tracking_number="00340434161094012345", customer_name="Lena Vogt", customer_id=None)),
# 22 Australia Post article id, docket number for the order, account label abbreviated
("shipping_notice", """Despatch notice - Wattle & Gum Homewares
Delivery docket: D-771203
Article ID: 33PQR0012345
Acc. No.: WG40917
Ship to: Callum Reid, 9 Dune St, Byron Bay NSW 2481
""", dict(tracking_number="33PQR0012345", customer_id="WG40917", customer_name="Callum Reid", order_id=None)),
# 23 label above value: tracking and order
("shipping_notice", """SHIPPING CONFIRMATION

Your order
#AB-10422-7

Tracking ID
JD014600006281234567

Dispatched by Yodel on 12 June 2026
""", dict(order_id="AB-10422-7", tracking_number="JD014600006281234567", customer_id=None)),
# 24 OCR damage in the tracking label
("shipping_notice", """Your parcel is on its way
Trackinq nurnber: 7023 2100 3941 4963
0rder: 771-0093
Hi Grace Liu, expect it within 3 days.
""", dict(tracking_number="7023 2100 3941 4963", order_id="771-0093", customer_name="Grace Liu", customer_id=None)),
# 25 ids in the subject line, nothing else labelled
("shipping_notice", """Subject: Shipped - order FH-20417, tracking 9400111899223344556677

Dear Owen Pritchard,
your order has been shipped with USPS and will arrive in 3-5 days.
Fernhollow Ceramics
""", dict(order_id="FH-20417", tracking_number="9400111899223344556677", customer_name="Owen Pritchard",
          customer_id=None)),
# 26 "Parcel ref" and "Sales order" in a pdf text with a column gap
("shipping_notice", """Bergmann Elektro GmbH                         Lieferschein / Delivery note
Sales order:   SO-7781-22                     Parcel ref:   GLS 6220 1195 5512
Customer no.:  K-004471                       Shipped: 14.07.2026
Delivery address: Anna Kowalska, ul. Lipowa 5, 00-950 Warszawa
""", dict(order_id="SO-7781-22", tracking_number="GLS 6220 1195 5512", customer_id="K-004471",
          customer_name="Anna Kowalska")),
# 27 null everything but tracking: a phone number and a postcode near labels
("shipping_notice", """Good news - your delivery is coming today!
Carrier: Evri
Tracking: H01HYA0012345678
Questions? Call 0330 808 5456, Mon-Fri.
Depot: Unit 4, Leicester LE4 9HA
""", dict(tracking_number="H01HYA0012345678", order_id=None, customer_id=None, customer_name=None)),
# ---------------------------------------------------------------- refund executions
# 28 remittance advice with a remittance id
("refund_execution", """REMITTANCE ADVICE

Payee: Jonas Albrecht
Remittance: RMT20260511-7734
Amount: EUR 49.90
Paid on: 11.05.2026
Re: return of order 30-88127
""", dict(payment_reference="RMT20260511-7734", order_id="30-88127", customer_name="Jonas Albrecht",
          customer_id=None)),
# 29 lowercase processor reference
("refund_execution", """Your refund has been paid.

Hi Sam Whitaker,
we've refunded GBP 22.00 to your card.
Bank ref: fp-7c1e90a2
Order: #40917
The money usually shows within 5 days.
""", dict(payment_reference="fp-7c1e90a2", order_id="40917", customer_name="Sam Whitaker", customer_id=None)),
# 30 "Sales ref" for the order, "Txn" with mixed case and dashes, client id in brackets
("refund_execution", """Refund processed
Customer: Hana Kobayashi (Client ID CL0004417)
Sales ref: 2026/SR/00912
Refunded: JPY 4,800
Txn: 9f3K-22Lm-0041
""", dict(payment_reference="9f3K-22Lm-0041", order_id="2026/SR/00912", customer_id="CL0004417",
          customer_name="Hana Kobayashi")),
# 31 "Settlement ID" and "Payout", header row
("refund_execution", """Refund completed

Settlement ID        Amount       Date
STL-0093-88127-Q     USD 45.00    06/12/2026

Account holder: Bruno Costa
Original order: 7741209
""", dict(payment_reference="STL-0093-88127-Q", customer_name="Bruno Costa", order_id="7741209", customer_id=None)),
# 32 e-mail with payment confirmation number in the subject and a signature of the shop
("refund_execution", """Subject: Refund sent - confirmation 8841 2290 7713

Dear Chloe Martin,

we have sent your refund of CAD 38.50 by Interac e-Transfer today.
Your customer account: CM-44120

Best regards,
Daniel, Maple Crate Co.
""", dict(payment_reference="8841 2290 7713", customer_name="Chloe Martin", customer_id="CM-44120", order_id=None)),
# 33 OCR damage in payment label and value
("refund_execution", """REFUND CONFIRMATlON
Paymcnt reference: 2O26O51104471
Amount credited: EUR 15.00
Client no: 55102
Name: Eva Horvath
""", dict(payment_reference="2026051104471", customer_id="55102", customer_name="Eva Horvath", order_id=None)),
# 34 a label above the value: "Transfer reference", and "Your order" on its own line
("refund_execution", """We have refunded your order.

Transfer reference
TRF 0093 4471 220

Your order
ON-550219

Refund amount
NZD 80.00
""", dict(payment_reference="TRF 0093 4471 220", order_id="ON-550219", customer_id=None, customer_name=None)),
# 35 "Gateway ref", account as "Patron"
("refund_execution", """Refund issued - Riverbend Books
Patron: Miriam Okafor
Patron no.: 0044-1923
Gateway ref: ch_3PqK22Lm0041xZ
Refund amount: USD 18.99
""", dict(payment_reference="ch_3PqK22Lm0041xZ", customer_name="Miriam Okafor", customer_id="0044-1923",
          order_id=None)),
# 36 a null payment reference: a refund announced without any reference; a case number only
("refund_execution", """Your refund is on its way

Hello Ravi Shah,
we've processed the refund of INR 1,250 for your return (case RT-4471).
It may take 5-7 working days to show in your account.
""", dict(payment_reference=None, customer_name="Ravi Shah", customer_id=None, order_id=None)),
# ---------------------------------------------------------------- requests, letters
# 37 customer-written letter, signature, account label in prose
("refund_request", """Hello,

I'm writing about my order 2026-4471-19, which arrived with a cracked lid. I'd like a refund please.
My account number with you is kw-55102.

Regards,
Keith Walmsley
4 May 2026
""", dict(order_id="2026-4471-19", customer_id="kw-55102", customer_name="Keith Walmsley", document_date="2026-05-04")),
# 38 web form dump with labels on one line
("refund_request", """Return request form
Name: Lucia Ferraro Email: lucia.f@mail.example Order #: 88-20417-B Membership: GOLD-0093
Reason: wrong size
Submitted: 2026-06-09 18:22
""", dict(customer_name="Lucia Ferraro", order_id="88-20417-B", customer_id="GOLD-0093", document_date="2026-06-09")),
# 39 fax refund request, dates in words, customer id with spaces
("refund_request", """FAX TO: Returns dept.        FROM: B. Adeyemi        PAGES: 1
Date: 3rd of June 2026

Refund request
Customer ref: 00 417 733
Order number: SO/26/4471
Name: Bisi Adeyemi
Please refund the damaged chair.
""", dict(customer_id="00 417 733", order_id="SO/26/4471", customer_name="Bisi Adeyemi", document_date="2026-06-03")),
# 40 a letter with no ids at all (nulls), name signed
("customer_letter", """Dear Sir or Madam,

I bought a lamp from your shop last month and would like to thank your staff for their help.

With best wishes,
Harriet Blackwood
12 June 2026
""", dict(order_id=None, customer_id=None, customer_name="Harriet Blackwood", document_date="2026-06-12")),
# 41 warranty form with labels above values and a serial that must not be the order
("warranty_form", """WARRANTY CLAIM

Claimant
Oskar Lindgren

Purchase reference
PR-2026-0412

Date of claim
2026-06-30

Serial number
SN88412077
""", dict(customer_name="Oskar Lindgren", order_id="PR-2026-0412", document_date="2026-06-30", customer_id=None)),
# 42 refund request by e-mail: order id only in subject, signature, no customer number
("refund_request", """Subject: Refund for order #BX 40917-2
Date: Mon, 15 Jun 2026 08:14:22 +0200

Hi there,
the kettle I received does not heat. Please refund me.

Thanks,
Marta Sobczak
""", dict(order_id="BX 40917-2", customer_name="Marta Sobczak", customer_id=None, document_date="2026-06-15")),
# 43 customer letter with "Client file" and "Doc. date"
("customer_letter", """Elmstead Insurance Brokers
Client file: EIB-2291-44
Doc. date: 19 Jun 2026

Dear Mr Thomas Greaves,

thank you for your letter about the delayed parcel.

Yours sincerely,
Naomi Keller
""", dict(customer_id="EIB-2291-44", document_date="2026-06-19", customer_name="Thomas Greaves", order_id=None)),
# 44 shipping notice with a "Delivery no" (not order) and "Ref" order: order shows as "Your ref"
("shipping_notice", """Versandbestätigung / Shipping confirmation
Your ref.: 4500019921
Delivery no.: 80012277
Tracking: 1Z4E7W296841234566
Consignee: Fabian Keller
""", dict(order_id="4500019921", tracking_number="1Z4E7W296841234566", customer_name="Fabian Keller", customer_id=None)),
# 45 invoice with "Invoice ID" and "Order ID" as a two-cell row, date as compact yyyymmdd
("invoice", """Invoice ID: INV/26/0093    Order ID: 8812-77
Issue date: 20260614
Billed to: Kestrel Design Studio
""", dict(invoice_number="INV/26/0093", order_id="8812-77", document_date="2026-06-14",
          customer_name="Kestrel Design Studio", customer_id=None, order_date=None)),
]
