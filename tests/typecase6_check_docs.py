"""A check set written before the typecase6 changes (issue 9, seventh round) and scored once before and once
after (not tuned on): 16 documents of made-up businesses in channels a distributor's inbox holds (WhatsApp
exports, web chats, web-form dumps, terse operator mails, faxes), in wording of their own.

Conventions as in `tests/doctype_fresh_docs5.py`.

Scored once before (main at 038c81d, `stages.doctype.classify`, default schema): 11/16 right, 3 wrong but flagged, 2
wrong and unflagged (a fax "your payment ... was returned by your bank" read as a refund's execution; the bare
chaser "any news on the credit for INV-30917?" read as a refund request). Scored once after the typecase6 changes:
13/16 right, 2 wrong but flagged (a returns web form asking "Please credit us the R 4,600.00" read as an invoice; a
complaint "Subject: INV 40218 - wrong price" read as the invoice), 1 wrong and unflagged (the same fax, still read as
a refund's execution). Not tuned on: causes not investigated."""
CHECK_DOCS6: list[tuple[str, str]] = [
("invoice", """FAX  -  Page 1 of 1
To: Accounts Payable, St Brigid's Ward Supplies
From: Medline Cork Ltd, credit control
Your payment of EUR 1,240.00 for our inv. 88213 was returned by your bank (account closed).
Kindly arrange payment by another means within 10 days."""),
("order_confirmation", """[04/03/2026, 08:12] Nomsa (Umhlanga Clinic): Morning, can we get 6 boxes of nitrile gloves size M and 2 sharps bins?
[04/03/2026, 08:40] Tamsin - SurgiPlus: Hi Nomsa, done - 6 x nitrile gloves M and 2 x sharps bin 5L are booked under PO 4471, R 2,310.00 incl VAT. Delivery Thursday."""),
("order_confirmation", """Web order received
--------------------------------
Name: Dr. Aoife Brennan
Practice: Clonmel Family Practice
Items: suture kit x10, scalpel blades #11 x100
Total: EUR 318.40
Reference: WEB-20931"""),
("refund_request", """Form submission: Returns & Credits
Full name: Pieter van Wyk
Account: ACC-5521
Invoice: INV-30917
Message: We received 20 boxes of the wrong catheter size (14Fr instead of 16Fr). Please credit us the R 4,600.00, we don't need a swap."""),
("refund_request", """hi, I still haven't had my money for the returned oximeter, it's been 3 weeks. can you please refund the $89.00 to my card now. order 55812"""),
("refund_approval", """Visitor 14:02
hi, are you able to refund the 2 damaged BP cuffs? order 7730
Agent Rhys 14:06
Yes, I've approved a refund for both cuffs, USD 96.00. You'll see it within 5 working days."""),
("refund_approval", """Re: credit request INV-30917
Pieter, we have looked at your claim. We can't credit the catheters as they were ordered in 14Fr per your PO. Happy to swap them at no charge though.
Lerato, SurgiPlus accounts"""),
("refund_execution", """refunded 89.00 to card ending 4411 today, ref RF-22019. closing ticket. - JM"""),
("refund_execution", """Dear Dr. Brennan,
The credit of EUR 74.50 for the short-dated saline was paid into your practice account this morning (ref CN-1187).
Regards, Accounts team"""),
("shipping_notice", """Hi Nomsa, your PO 4471 is with Dawn Wing couriers now, waybill DW 88 120 341. Should be with you Thursday.
Tamsin"""),
("shipping_notice", """DESPATCH NOTE
Cust: Clonmel Family Practice
Ref: WEB-20931
Packages: 2
Carrier: An Post  Tracking: CP 440 912 118 IE"""),
("warranty_form", """Message: The ECG machine we bought in January (serial EK-22019) prints blank strips since last week. Please send a technician or swap the unit, it is still under warranty.
Name: Sr. Grace Mokoena
Clinic: Soweto Community Health"""),
("customer_letter", """Thank you so much for sorting the gloves order so quickly last week, the whole ward was relieved. Will order again.
Grace"""),
("customer_letter", """any news on the credit for INV-30917?"""),
("customer_letter", """Subject: INV 40218 - wrong price
You billed us R 12.40 per roll for the crepe bandages, the quote said R 9.80. This is the second time this happens.
Pieter van Wyk"""),
("customer_letter", """[11/03/2026, 16:20] Tamsin - SurgiPlus: Hi Pieter, the swap catheters (16Fr) went out today.
[11/03/2026, 17:02] Pieter van Wyk: Got them, thanks. All good now."""),
]
