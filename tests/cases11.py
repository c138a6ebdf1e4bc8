"""TUNING set of round cases11 (case grouping: evidence-based linking), written after the check set was scored
and before any change; scored through the same path (`tests.case_fresh_docs.case_f1`). Made-up businesses:
a customer with two orders whose return approval cites the return number and the account (the return number
ties it to its order through the customer's request); a customer with one order whose decision letter cites
only a ticket and the account; papers of one customer that cite only the account number and no order;
an account number printed with OCR slips.

Untouched (main at 39b36a8): pairwise precision 0.667, recall 1.000, F1 0.800 (4 groups for 5 cases): the two orders of one
account joined through the account number.
"""
TUNE_DOCS11: list[tuple[str, str, str]] = [  # (case id, true doc type, text)
# ---------------------------------------------------------------- S1, S2: two orders of one account; the RMA carries the case
("S1", "order_confirmation", """Tidewater Bike Works
Order confirmation
Order number: TW-604411
Member no.: TWM-3390
Road bike helmet            EUR 95.00
Order total: EUR 95.00"""),
("S1", "refund_request", """Returns form
Order number: TW-604411
RMA number: RMA-7781
Member no.: TWM-3390
Reason: visor snapped. Refund requested: EUR 95.00"""),
("S1", "refund_approval", """Return authorised
RMA number: RMA-7781
Member no.: TWM-3390
Refund approved: EUR 95.00
Status: approved"""),
("S2", "order_confirmation", """Tidewater Bike Works
Order confirmation
Order number: TW-604980
Member no.: TWM-3390
Chain lube 2 x              EUR 18.00
Order total: EUR 18.00"""),
("S2", "shipping_notice", """Shipping confirmation
Order number: TW-604980
Member no.: TWM-3390
Tracking: 00340433822190041"""),
# ---------------------------------------------------------------- T: one order, the decision cites only a ticket and the account
("T", "order_confirmation", """Order acknowledgment
Sales order: 5502173
Account: ACC-61902
Office chair ergonomic       GBP 310.00
Total                        GBP 310.00"""),
("T", "refund_request", """Hello,
the office chair from sales order 5502173 wobbles and the gas lift sinks. Account ACC-61902.
Please refund GBP 310.00.
Tom Ridley"""),
("T", "refund_approval", """Dear Mr Ridley,
Ticket number: TK-44190
Account: ACC-61902
We have approved a refund of GBP 310.00.
Customer Services"""),
("T", "refund_execution", """Refund processed
Account: ACC-61902
Amount refunded: GBP 310.00
Refunded on: 20 May 2026
Payment ref: BX-22901877"""),
# ---------------------------------------------------------------- U: a customer's papers cite only the account
("U", "customer_letter", """Dear Sir or Madam,
my customer number is UK-480112. I wrote twice about the missing instructions and still no answer.
Yours faithfully, A. Novak"""),
("U", "customer_letter", """Hi again,
Customer no. UK-48O112 - this is my third reminder. Please reply.
A. Novak"""),
# ---------------------------------------------------------------- V: a different customer, one order, OCR-slipped account on a fax
("V", "order_confirmation", """Order confirmed
Order no.: 302255
Customer no.: 77-1093
Printer toner black x4       EUR 220.00
Order total: EUR 220.00"""),
("V", "refund_approval", """REFUND DECISION
Customer no.: 77-lO93
Case no.: CS-90011
Refund approved: EUR 55.00
Status: approved"""),
]
