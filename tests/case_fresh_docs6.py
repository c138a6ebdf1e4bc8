"""A third set of made-up cases for case grouping (issue 9, typecase6), written before the typecase6 changes and
scored untouched first through the real path (`tests.case_fresh_docs.case_f1`: NLP extraction, validation,
`status.cases.keys_of`, `status.cases.group`). A distributor's inbox: ids printed with and without their prefix,
split by spaces in a chat, OCR's look-alikes on a fax; one customer (one account number) with two orders: two cases;
a forwarded thread; a terse operator note naming only the ticket.

Untouched (main at 038c81d): pairwise precision 0.579, recall 0.688, F1 0.629; doc type 10/13. After typecase6: the
same grouping, doc type 13/13. Left: Q joins P through the account number (customer ids link a customer's orders into
one case by design: `status.cases`); the note "hd 20931 - ... refunded" yields no ticket number (extraction); the
letter "Re invoice 70551" has no case key (an invoice number is no case key of a letter)."""
CASE_DOCS6: list[tuple[str, str, str]] = [  # (case id, true doc type, text)
# ---------------------------------------------------------------- P: an order, its id in several shapes
("P", "order_confirmation", """Order confirmation
Order no.: SO-40913
Account: WCH-118 (Westcliff Care Home)
20 x Incontinence pads (pack of 30)   R 3,180.00
Total R 3,180.00"""),
("P", "shipping_notice", """[14/04/2026, 11:02] SurgiPlus: Hi, order 40913 is out with Dawn Wing, waybill DW 7712 0034.
[14/04/2026, 11:05] Westcliff stores: thanks"""),
("P", "refund_request", """Form submission: Returns
Account: WCH-118
Order: SO 40913
Message: 4 packs arrived torn and wet. Please refund R 636.00 for those."""),
("P", "refund_execution", """R 636.00 credited to WCH-118, order S0-4O913, ref CR-5512. done - T"""),
# ---------------------------------------------------------------- Q: the same customer, another order
("Q", "order_confirmation", """Thanks for your order!
Order no.: SO-41077
Account: WCH-118
2 x Pressure mattress single   R 7,900.00
Total R 7,900.00"""),
("Q", "customer_letter", """Subject: SO-41077
Still no delivery date for the mattresses? We were told last week. Westcliff Care Home, matron"""),
# ---------------------------------------------------------------- R: a ticket across channels, forwarded
("R", "refund_request", """Ticket #HD-20931 | Requester: Ciara Walsh | Order: IE-77120
Message: The nebuliser I bought has a cracked mask chamber. I want a refund of EUR 64.00."""),
("R", "refund_approval", """Hi Ciara, re ticket HD20931: we'll refund the EUR 64.00 in full, no need to send it back. Orla"""),
("R", "customer_letter", """Fwd: ticket HD-20931
---------- Forwarded message ---------
From: Orla <care@example.ie>
Hi Ciara, re ticket HD20931: we'll refund the EUR 64.00 in full.

Hi, forwarding this as I still haven't seen the money. Ciara Walsh"""),
("R", "refund_execution", """hd 20931 - 64.00 refunded to visa today. O."""),
# ---------------------------------------------------------------- S: a fax with OCR slips
("S", "order_confirmation", """PURCHASE ORDER ACKNOWLEDGEMENT
PO: MH-55O18
Customer: Mater Hospital stores
100 x IV cannula 20G   EUR 61.00
Total EUR 61.00"""),
("S", "invoice", """INVOICE 70551
PO ref: MH-55018
Customer: Mater Hospital stores
Amount due: EUR 61.00
Due: 30 days"""),
("S", "customer_letter", """Re invoice 70551 - only 80 cannulas arrived, not 100. Please send a corrected invoice. Mater stores"""),
]
