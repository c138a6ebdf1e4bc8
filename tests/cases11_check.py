"""CHECK set of round cases11 (case grouping: evidence-based linking), written before any cases11 change and
scored through the real path (`tests.case_fresh_docs.case_f1`: NLP extraction, validation,
`status.cases.keys_of`, `status.cases.group`). Made-up businesses, wording and id shapes of this round's own:
a customer who ordered twice (two cases under one account number), follow-ups that cite only the account
number, a return number, or an invoice number, an id with OCR's look-alike slips.

Untouched (main at 39b36a8): pairwise precision 0.680, recall 1.000, F1 0.810 (6 groups for 8 cases).
Scored a second time after cases11 (customer ids attach, never join two orders): precision 1.000, recall 1.000,
F1 1.000 (8 groups for 8 cases).
"""
CHECK_DOCS11: list[tuple[str, str, str]] = [  # (case id, true doc type, text)
# ---------------------------------------------------------------- K1, K2: one account, two orders
("K1", "order_confirmation", """Brackenridge Outdoor Co.
Order confirmation
Order no.: BR-558210
Account no.: AC-77415
1 x Alpine tent 3p          EUR 289.00
Order total: EUR 289.00
Thank you for your order, Mr Okafor."""),
("K1", "refund_request", """Hello Brackenridge,
my tent from order BR-558210 has a torn seam along the door zip. Account AC-77415.
I would like a refund of EUR 289.00 please.
Chidi Okafor"""),
("K2", "order_confirmation", """Brackenridge Outdoor Co.
Order confirmation
Order no.: BR-561044
Account no.: AC-77415
2 x Trekking poles          EUR 64.00
Order total: EUR 64.00"""),
("K2", "shipping_notice", """Dispatch notice
Order BR-561044 has been dispatched with DPD.
Tracking number: 15502277340019
Account AC-77415"""),
# ---------------------------------------------------------------- L: one order, later papers cite only the account or the RMA
("L", "order_confirmation", """Quillfeather Stationers
Order acknowledgement
Order ref: QS-30418
Client number: CL-90233
Fountain pen set            GBP 145.00
Total                       GBP 145.00"""),
("L", "refund_request", """Returns form
Order ref: QS-30418
Client number: CL-90233
Reason: nib arrived bent
Amount claimed: GBP 145.00"""),
("L", "refund_approval", """Dear Ms Achterberg,
we have approved your return under RMA 66120.
Client number: CL-90233
A refund of GBP 145.00 will reach your card within 5 working days.
Quillfeather Stationers"""),
("L", "refund_execution", """Payment advice
Client number: CL-90233
Refund paid: GBP 145.00
Paid on: 11 March 2026
Transaction ref: QSF-88410273"""),
# ---------------------------------------------------------------- M: invoice and an invoice-only follow-up
("M", "invoice", """INVOICE
Invoice no.: 7730-2291
Order no.: 418822
Customer: Harwell Dental Practice   Customer no.: 5510-88
Net EUR 1,200.00  VAT EUR 228.00  Total EUR 1,428.00"""),
("M", "order_confirmation", """Order confirmed
Order no.: 418822
Customer no.: 5510-88
Autoclave service kit       EUR 1,428.00
Order total: EUR 1,428.00"""),
("M", "refund_execution", """Credit note
Re invoice 7730-2291
Customer no.: 5510-88
Credited: EUR 228.00
Credit date: 2 April 2026
Reference: CN-2026-00412"""),
# ---------------------------------------------------------------- N: OCR-slipped order id
("N", "order_confirmation", """Marrowby Kitchen Supplies
Order confirmation
Order number: MK-20710
Customer ID: MKC-4410
Cast iron skillet 28cm       EUR 59.90
Order total: EUR 59.90"""),
("N", "refund_request", """Refund request
0rder number: MK-2O71O
Customer lD: MKC-441O
The skillet handle cracked on first use. Please refund EUR 59.90."""),
("N", "customer_letter", """Dear Marrowby team,
I am still waiting to hear back about my refund request for order MK 20710.
Kind regards, R. Baptiste"""),
# ---------------------------------------------------------------- P1, P2: a second two-order customer, follow-ups by account only
("P1", "refund_request", """Return request
Order: 880317
Customer number: 310-4471
I am returning the blender (motor smells burnt) and ask for EUR 119.00 back."""),
("P1", "refund_approval", """Decision on your refund
Order: 880317
Customer number: 310-4471
Refund approved: EUR 119.00
Status: approved"""),
("P2", "order_confirmation", """Thanks for your order!
Order: 880902
Customer number: 310-4471
Juicer JX-2        EUR 79.00
Order total: EUR 79.00"""),
("P2", "shipping_notice", """Your parcel is on its way
Order: 880902
Carrier: GLS, tracking 44019922871"""),
# ---------------------------------------------------------------- R: a customer with one order, a letter with only the account number
("R", "order_confirmation", """Fernhill Pet Foods
Order summary
Order no.: FP-774102
Customer no.: FPC-20018
12 kg dry food       EUR 48.50
Order total: EUR 48.50"""),
("R", "customer_letter", """Hello,
customer number FPC-20018 here. The food still has not arrived and nobody answers my emails.
I expect a reply by Friday.
Lena Brandt"""),
]
