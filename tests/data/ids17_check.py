"""A CHECK set for helper ids17: identifier fields on shops docflow never saw. Hand-written, made-up shops and people
(carriers that exist), written BEFORE any change of the round, not taken from any sample shop. Covers: label rows
with single spaces between labels over a row of values, ids printed in spaced groups or broken by a hyphen at a
line end, a case id after a verb of sending / logging, a label naming the order whose value is on the next line,
account ids with a space after an abbreviation ("A/C 4306"), and null slots to count hallucinations.

Scored once before and once after with tests/fields14_score.py:

    PYTHONPATH=. python -m tests.fields14_score tests.data.ids17_check:CHECK17_IDS

    before the round (main at 1daec1c): 24 of 33 (precision 24/30, hallucinated 1 of 7 null slots): case_number 4/7,
        customer_id 4/5, invoice_number 0/1, order_id 13/15, payment_reference 1/1, tracking_number 2/4
    after (scored once, at the end of the round, branch ids17): 30 of 33 (precision 30/31, hallucinated 1 of 7):
        case_number 6/7, customer_id 4/5, invoice_number 1/1, order_id 14/15, payment_reference 1/1, tracking_number 4/4
    Missed after: "Your order:\n88412-55" read as the case (stages/nlp.py `_reference_labels` hands a possessive label
    naming its own thing to the case key; not this helper's file), a bare "Customer" heading a column of a single-spaced
    row (no cue of customer_id), "registered as job 71120" in a letter typed order_confirmation (no case key).

Truth conventions as `tests/fields_fresh_docs.py`: ids as printed (spaces kept), None where the document does not
state it. Only the identifier fields of each document's type are scored.
"""

from __future__ import annotations

CHECK17_IDS: list[tuple[str, str, dict]] = [
# 0 label row with single spaces, values row below
("warranty_form", """HARTWELL TOOL HIRE
Warranty claim

Claim no. Order ref Account
HT-5521 40912-7 AC-3390

Item: cordless impact driver
Fault: chuck slips under load.
""", dict(case_number="HT-5521", order_id="40912-7", customer_id="AC-3390")),
# 1 refund request, order on the next line after a colon label
("refund_request", """Hello,

I want my money back for the lamp, it arrived cracked.
Your order:
88412-55
Thanks,
Petra Lind
""", dict(order_id="88412-55", case_number=None, customer_id=None)),
# 2 spaced Royal Mail tracking number under a label
("shipping_notice", """Your parcel is on its way

Order: 7730129
Sent with Royal Mail Tracked 48
Tracking no.: RF 551 204 118 GB
Expected: 14 May 2026
""", dict(order_id="7730129", tracking_number="RF 551 204 118 GB")),
# 3 spaced UPS number
("shipping_notice", """Dispatch confirmation - Copperleaf Books

Order number: CB-20415
Carrier: UPS Standard
Tracking number: 1Z 4E7 18W 68 1190 2247
""", dict(order_id="CB-20415", tracking_number="1Z 4E7 18W 68 1190 2247")),
# 4 order id broken by a hyphen at a line end
("refund_request", """Dear Saltmarsh Kitchenware,

please refund the pan I returned last week under order number 5521-
8830, it had a warped base.

Regards,
Ivo Brandt
""", dict(order_id="5521-8830", case_number=None)),
# 5 case id after "sent back under"
("refund_request", """Hi,

The jacket was too small so I sent it back under RMA-44120 on Monday.
My order was 66120934. Please refund it.

Lou Garnier
""", dict(case_number="RMA-44120", order_id="66120934")),
# 6 case id after "logged as"
("warranty_form", """Dear customer,

your fault report for the dishwasher has been logged as WR/2026/3318.
Original order: 2209-441

Service desk, Kelby Appliances
""", dict(case_number="WR/2026/3318", order_id="2209-441")),
# 7 A/C with a space
("refund_approval", """Refund approved

A/C 5172
Order 30044812
Your refund of GBP 22.50 has been approved.
""", dict(customer_id="5172", order_id="30044812", case_number=None)),
# 8 account no with a space after abbreviation in prose
("refund_execution", """Dear Mr Hale,

we have paid GBP 18.00 back to your card today for order 118820.
Customer a/c 77-0912.
Payment ref: RFX-90112

Accounts, Dunmore Yarns
""", dict(customer_id="77-0912", order_id="118820", payment_reference="RFX-90112")),
# 9 label row over values with three labels, no colons, shipping notice
("shipping_notice", """Shipment details
Order no. Customer Tracking
SO-7715 C-2041 JD014600009911223344
Carrier: DHL Parcel
""", dict(order_id="SO-7715", customer_id="C-2041", tracking_number="JD014600009911223344")),
# 10 refund approval label row "Case Order"
("refund_approval", """Refund decision
Case no. Order no.
CS-11872 552019
Status: approved
Amount: EUR 65.00
""", dict(case_number="CS-11872", order_id="552019")),
# 11 spaced DPD number in prose
("shipping_notice", """Hi Jonas,

your order 4410277 left our warehouse today with DPD, parcel number 1550 9911 2207 44.

Greenfinch Toys
""", dict(order_id="4410277", tracking_number="1550 9911 2207 44")),
# 12 "returned under reference"
("refund_request", """To whom it may concern,

I returned the speaker under return number RT 20944 as agreed; order W-55012.
I still have not been refunded.

Hanna Berg
""", dict(case_number="RT 20944", order_id="W-55012")),
# 13 null slots only: no ids at all
("refund_request", """Hello,

the kettle I bought last month stopped working, please refund me.

Thanks, Ola
""", dict(order_id=None, case_number=None, customer_id=None)),
# 14 "Your order:" next line, with a separate case label
("refund_approval", """Dear Ms Park,

Your order:
KX-90013
Case: 55102
Your refund has been approved and will be paid in 5 days.
""", dict(order_id="KX-90013", case_number="55102")),
# 15 invoice id broken by hyphen at line end in invoice
("invoice", """INVOICE
Tamsin Glass Studio
Invoice number: TGS-2026-
0412
Customer ID: 3318
Total due EUR 120.00
""", dict(invoice_number="TGS-2026-0412", customer_id="3318")),
# 16 registered as (case)
("warranty_form", """Hello Mr Dumas,

we received your blender; the repair was registered as job 71120.
Your order 99-40112 is still under warranty.

Workshop team
""", dict(case_number="71120", order_id="99-40112")),
]
