"""A small check set written with `tests/doctype_fresh_docs5.py`, before the typecase5 changes, and scored
once at the end (not tuned on): 16 documents for the doc type, of made-up businesses, in wording of their
own (form dumps, SMS, chats, tickets, tables, non-native English, currency words after the number).

Scored once (typecase5 branch after its last change; `stages.doctype.classify`, default schema): 11/16 right,
4 wrong but flagged, 1 wrong and unflagged (a customer's "Subject: invoice 4410 is wrong ... I expect a corrected
invoice" read as an invoice). Flagged (causes not investigated, the set is not tuned on): a parking debit that "came back unpaid from your bank"
(read as a refund's execution); "sadly I cannot give the money back" (read as the customer's request); "your 64
dollars ... went back to your Visa" (read as an invoice); a thank-you note naming a service desk that "solved my
problem" (read as a warranty form).
For comparison, main (1cc19f8) on this set: 10/16 right, 5 flagged, 1 unflagged (the same letter read as an invoice;
the table "held under the name Ortega ... 450 pesos per person" flagged besides)."""
CHECK_DOCS5: list[tuple[str, str]] = [
("invoice", """Hi Mr. Bauer, your monthly debit of 39 francs for the parking space came back unpaid from your bank.
Please pay it by transfer this week, otherwise the space will be given to someone else. Parkhaus Nord"""),
("invoice", """Tuition fees - Term 2
Student: Amara Diallo
Tuition           85,000 CFA francs
Books             12,500 CFA francs
To pay before 15/01: 97,500 CFA francs"""),
("order_confirmation", """Thank you, Ms. Ortega! Your table for 8 on Friday 9 pm is held under the name Ortega, with the set
menu at 450 pesos per person. See you then - Casa Lupe"""),
("order_confirmation", """reservation = BK-7731
name = Lukas Brandt
item = road bike rental, 3 days
from = 2026-09-02
price = 135 euros
state = confirmed"""),
("refund_request", """Hello, the shoes I received are two different sizes (41 and 42). I'd like to send them back and have my
95 dollars returned, not an exchange. Order 55120. Best, Kim"""),
("refund_request", """Form: Cancellation
Booking: YG-2241
Reason: illness (doctor's note attached)
Request: reimbursement of the 1,200 reais paid"""),
("refund_approval", """Hello Mr. Singh, I checked your return and sadly I cannot give the money back: the seal of the software
box was broken, and opened software is excluded in our terms. Sorry for that. Tech Bazaar support"""),
("refund_approval", """Dear Ms. Ivanova, your request was accepted. We will return the 3,400 rubles for the damaged coat to
your card in the coming days. Moda Line"""),
("refund_execution", """Refund processed
Booking       YG-2241
Amount        1,200 reais
Paid to       card **** 7731
On            18/09/2026"""),
("refund_execution", """Hi Chloe, your 64 dollars for the returned jeans went back to your Visa this morning. Thanks for your
patience! - Denim Dock"""),
("shipping_notice", """Your furniture is on the road! The truck of Rhenus is driving to you and arrives tomorrow between 8 and
12. Shipment ID RH-4411208."""),
("shipping_notice", """Good afternoon, we are preparing your parcel now and it leaves with Econt this evening, number
1055 2210 883. Best, Rozova Dolina shop"""),
("warranty_form", """Repair request under guarantee
Item: coffee grinder CG-2
Serial: CG2-00481
Bought: 02/2026
Problem: motor stops after a few seconds"""),
("customer_letter", """Many thanks to Ms. Petrova from your service desk, she solved my problem very fast and was very kind.
Best wishes, Igor"""),
("customer_letter", """any update?"""),
("customer_letter", """Subject: invoice 4410 is wrong
You charged me the express shipping but the parcel came after 9 days. I expect a corrected invoice."""),
]
