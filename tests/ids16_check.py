"""A CHECK set for helper ids16: identifier fields on shops docflow never saw. Hand-written, made-up shops and people
(carriers that exist in the world), written BEFORE any change of the round; not taken from any sample shop. Label
wordings whose head noun is a field's noun in another form (plural, compound, a trade's synonym a dictionary lists:
"job sheet", "returns no.", "consignment ref", "waybill", "docket"), values on the line below a label row, ids broken
by OCR into spaced or hyphenated groups, carrier tracking shapes under shipment / carrier reference labels, and null
slots (fields the document does not state) to count hallucinations.

Scored once before and once after with tests/fields14_score.py:

    PYTHONPATH=. python -m tests.fields14_score tests.ids16_check:CHECK16_IDS

    before the round (main at cce1d5d): 43 of 47 (precision 43/45, hallucinated 0 of 9 null slots): case_number 9/10,
        customer_id 10/10, invoice_number 2/2, order_id 17/18, payment_reference 3/3, tracking_number 2/4
    after (scored once, at the end of the round, branch ids16): 44 of 47 (precision 44/46, hallucinated 0 of 9):
        case_number 10/10 (the subject's "Return request R-77104"), the rest as before
    Missed after: a spaced tracking number cut before its final letters ("RB 482 119 305 GB" read "RB 482 119 305"), a
    spaced UPS number under "Shipment reference" (not found), an order id broken by a hyphen at a line's end ("4490-\n7721"
    read "4490").

Truth conventions as `tests/fields_fresh_docs.py`: ids as printed (spaces kept), None where the document does not
state it. Only the identifier fields of each document's type are scored.
"""

from __future__ import annotations

CHECK16_IDS: list[tuple[str, str, dict]] = [
# 0 a workshop's job sheet: "Job sheet no." for the case, account under "Acct holder"
("warranty_form", """NORTHCOTE MOTORCYCLE WORKS
Unit 4, Tannery Lane, Leeds LS9 8EE

WARRANTY REPAIR FORM
Job sheet no.: WS-30418
Customer account: NMW-2207
Original order: 77120-B

Machine serial: JYARN23E0KA004417
Fault: ECU map reverts to stock after restart.
""", dict(case_number="WS-30418", customer_id="NMW-2207", order_id="77120-B")),
# 1 returns number on a refund request, order under "Purchase ref"
("refund_request", """Dear Bramble Outdoor,

I would like a refund for the tent pegs I sent back last week.

Returns no: BR-55019
Purchase ref: 60318842

The pegs bent on the first pitch. Please refund the full amount to my card.

Kind regards,
Oliver Danquah
""", dict(case_number="BR-55019", order_id="60318842", customer_id=None)),
# 2 a shipping notice, consignment ref with a carrier shape; order and client numbers in a label row
("shipping_notice", """Kestrel Audio Ltd - Despatch advice

Order        Client         Despatched
KA-448120    C-009314       02/06/2026

Carrier: DPD
Consignment ref: 15501234567890

Your parcel will arrive within 2 working days.
""", dict(order_id="KA-448120", customer_id="C-009314", tracking_number="15501234567890")),
# 3 shipping notice, waybill with Royal Mail's international shape
("shipping_notice", """Your order has left our warehouse

Hi Priya, good news: your order 3381-20 from Fernhill Tea Co. is on its way.

Waybill: RB 482 119 305 GB
Sent with Royal Mail International Tracked.

Questions? Reply to this e-mail.
""", dict(order_id="3381-20", customer_id=None, tracking_number="RB 482 119 305 GB")),
# 4 invoice, values in a row under a header row of unknown labels
("invoice", """LINDQVIST TIMBER AB
Sagvagen 3, 781 70 Borlange

INVOICE

Bill No.        Cust. Ref.      Purchase Order     Date
LT-2026-0913    LQ-5520         PO-77314           12.05.2026

Oak boards 22 mm, 40 m      SEK 9 200.00
Total                       SEK 11 500.00
""", dict(invoice_number="LT-2026-0913", customer_id="LQ-5520", order_id="PO-77314")),
# 5 refund execution: "Remittance ID" and "Settlement no."; the case as "Dispute ref"
("refund_execution", """Refund processed

Dispute ref: DSP-40217
Order: 5590143
Remittance ID: RMT8841920033

The amount of EUR 64.90 has been returned to your bank account today.
""", dict(case_number="DSP-40217", order_id="5590143", payment_reference="RMT8841920033", customer_id=None)),
# 6 an approval letter with the case broken by OCR into groups
("refund_approval", """Dear Ms Halvorsen,

We have approved your refund of NOK 1 250.00.

Claim no.  CL - 2026 - 0417
Order no.  NH 88213
Member no. 4401 772

The refund will reach your account within 5 working days.
""", dict(case_number="CL-2026-0417", order_id="NH 88213", customer_id="4401 772")),
# 7 a letter with "Service job" for the case and "Sales order" for the order
("customer_letter", """Re: service job SJ-8812

Hello,

My lawnmower came back from your workshop yesterday but still does not start. The sales order was
SO-220419. Can someone call me back?

Thanks,
Hamid Rezaei
""", dict(case_number="SJ-8812", order_id="SO-220419", customer_id=None)),
# 8 shipping notice, UPS shape under "Shipment reference"
("shipping_notice", """Dispatch confirmation - Harbour Lights Candles

Order reference: HLC-004519
Shipment reference: 1Z 999 AA1 01 2345 6784
Carrier: UPS Standard

Expected delivery: 3 to 5 working days.
""", dict(order_id="HLC-004519", customer_id=None, tracking_number="1Z 999 AA1 01 2345 6784")),
# 9 refund execution, "Transfer no." and "Bank ref" absent; customer "Patron no."
("refund_execution", """REFUND CONFIRMATION

Patron no.: 0044-1982
Case: RF-2026-118
Order No.: 7713-5540

Credit transfer no.: 90004412257
Amount refunded: GBP 18.50
""", dict(customer_id="0044-1982", case_number="RF-2026-118", order_id="7713-5540", payment_reference="90004412257")),
# 10 order confirmation with "Basket no." and "Shopper account"
("order_confirmation", """Thank you for shopping at Pebble & Pine!

Order confirmation
Order number: PP-1120048
Shopper account: SHP-33017

2 x Beeswax wraps       12.00
Total                   EUR 12.00
""", dict(order_id="PP-1120048", customer_id="SHP-33017")),
# 11 shipping notice with no tracking number at all (null slot) but a phone and a postcode
("shipping_notice", """Your delivery is booked

Order 88-40127 will be delivered by our own van on Thursday.
Driver contact: 0161 555 0198
Deliver to: 14 Mill Road, Bury BL9 0QT
""", dict(order_id="88-40127", customer_id=None, tracking_number=None)),
# 12 a warranty form with "Repair ticket" and the order broken by a hyphen at a line end
("warranty_form", """WARRANTY CLAIM - Tidewater Kayaks

Repair ticket: TK-60215
Purchase order: 4490-
7721
Dealer: Coast & Paddle (dealer no. D-1188)

Hull serial: TWK40021E626
Issue: crack along the keel after three weeks of use
""", dict(case_number="TK-60215", order_id="4490-7721", customer_id="D-1188")),
# 13 an invoice with the invoice number under "Document" and a customer under "Debtor"
("invoice", """Alder & Finch Printing
Invoice

Document: AF/26/0355
Debtor: 10-4471
Your PO: 55210

Business cards x 500        EUR 45.00
Total due                   EUR 54.45
""", dict(invoice_number="AF/26/0355", customer_id="10-4471", order_id="55210")),
# 14 a refund request with the case in the subject and a tracking number that must not be taken for the order
("refund_request", """Subject: Return request R-77104 - wrong size

Hello, I sent the boots back. Return parcel tracking: JD014600003828571234.
My order number is 2026-55410.
Please refund me.

Sofia Marin
""", dict(case_number="R-77104", order_id="2026-55410", customer_id=None)),
# 15 a refund approval with "Complaint ref" and "Loyalty card"
("refund_approval", """Complaint ref. CMP/2026/00812

Dear Mr Okafor,
Your refund of USD 39.99 for order 40011872 has been approved.
Loyalty card no.: 6001 2248

Customer care, Ridgeback Pet Supplies
""", dict(case_number="CMP/2026/00812", order_id="40011872", customer_id="6001 2248")),
# 16 a shipping notice with DHL Express's ten digits under "Air waybill" and "Consignee acct"
("shipping_notice", """SHIPMENT NOTIFICATION

Sales order   SO-88123
Air waybill   4417 2039 55
Consignee acct  CA-2291
Service: DHL Express Worldwide
""", dict(order_id="SO-88123", customer_id="CA-2291", tracking_number="4417 2039 55")),
# 17 refund execution with "Payout no." and the case under "Ticket"
("refund_execution", """Hi Lena,

your refund has been paid out.

Ticket: 554120
Payout no: PO-2026-88190-X
Order: W-88140

Best, the Larkspur team
""", dict(case_number="554120", payment_reference="PO-2026-88190-X", order_id="W-88140", customer_id=None)),
]
