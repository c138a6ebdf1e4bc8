"""A small check set written after the typecase3 changes and scored once (not tuned on): 15 documents
for the doc type and 3 cases for case grouping, of made-up businesses, in wording of their own
(chats, messenger exports, form dumps, operator notes, quoted replies, non-native English).
`tests/test_typecase3.py` holds the figures below as floors.

Scored once (typecase3 branch at the commit adding this file): doc type 11/15 right (0.73), 2 wrong but
flagged, 2 wrong and unflagged (an away-notice line and a greeting with "Kind regards" outweigh a refund
request's one act: a generic letter's form cues add up; a shop's "happy to refund ... no need to send it
back" read as a request: the request's keywords and the refund field's label outweigh the promise).
Cases: pairwise precision 0.667, recall 0.667, F1 0.667 (an order printed "KB 30-118" is not extracted,
one named only in a "Re:" line gets no key; the customer number shared by X and Y merges them).
For comparison, main (aaab94a) on this set: doc type 11/15 with the same 2 unflagged, cases F1 0.308.
After two later general changes (overlapping form cues count once, a letter's form round another type's
act counts half, a label inside a running sentence counts half), not tuned on this set: doc type 12/15,
3 wrong and flagged, none unflagged; cases unchanged."""
CHECK_DOCS: list[tuple[str, str]] = [
("invoice", """Bill for April - Grünwald Hausmeisterservice
Stairwell cleaning 4 x         EUR 240,00
Window cleaning                EUR  90,00
MwSt 19%                       EUR  62,70
Please pay EUR 392,70 by 20.05.2026 to the account shown below."""),
("invoice", """[16:20] Bongani (Ubuntu Prints): Hi Thandi, your banner print is ready. Invoice 2207 sent to your email, ZAR 1 850.00, payable on collection.
[16:31] Thandi: ok cool, I'll come Friday"""),
("order_confirmation", """entry: order_form
submitted_at: 2026-06-02 08:14
customer: Farid Haddad
items: 3 x olive soap bar, 1 x argan oil 100ml
total: MAD 410.00
order_no: 60218
state: accepted"""),
("order_confirmation", """Dear customer,
thank you for the trust. We have registered your order with number 7712/26 for the winter tyres (4 pieces),
the total is 1 960 RON. We will call you when they arrive in our service.
Anvelope Ionescu"""),
("refund_request", """Hi there - I'm away from my desk until Thursday, replies may be slow.

The lampshade from order 44819 came with a big dent in it. Could you send the CAD 45.00 back to my Visa?
Kind regards, Oona"""),
("refund_request", """29/05/2026, 21:03 - Lucía: buenas! the sunglasses broke on day 2 😤
29/05/2026, 21:04 - Lucía: I want a refund, 35 EUR, order 9912
29/05/2026, 21:30 - Gafas Sol: Sorry Lucía! We check and answer tomorrow"""),
("refund_approval", """Hi Pieter,
I've spoken to the workshop and we are happy to refund the EUR 120.00 for the cracked frame. No need to send it back.
Marloes | Fietsen de Vries"""),
("refund_approval", """Claim result
Claim: CL-40912
Decision: Rejected
Reason: damage caused by misuse (water ingress)
You may appeal within 14 days."""),
("refund_execution", """Hi Sanjay, just to confirm the INR 2,499 went back to your UPI account this morning, UTR 4188 2291 0034.
Sorry again for the mix-up. - Meera"""),
("refund_execution", """REFUND RECEIPT
Original order: 33017
Refunded amount: AUD 62.95
Method: original card (Amex)
Processed: 09/06/2026"""),
("shipping_notice", """Heads up - your couch left the warehouse this morning on the Mainfreight truck.
Con note MF44718820. They'll ring before delivering.
Kauri Furniture"""),
("shipping_notice", """Tomek, [12.06.2026 10:05]
czesc, any news of my order?

Sklep Rowerowy, [12.06.2026 10:20]
Yes, it was sent yesterday by InPost, number 6200 1123 4455 0091. Tomorrow in your parcel locker"""),
("warranty_form", """Service request
Device: Robot vacuum RV-9
Serial: RV9-2025-118820
Bought: 11/2025
Fault: brushes do not spin, error E4
Under warranty: yes"""),
("customer_letter", """Third time asking. Where is the refund you agreed on 2 June? Nothing on my card, no reply to emails. I want an answer this week.
Gabriel"""),
("customer_letter", """Thanks for the update, but that doesn't help me. The party was on Saturday and the cake stand never showed up.

On 10 June 2026, Bake & Co <orders@bakeco.example> wrote:
> Your order has been dispatched and should arrive within 2 working days."""),
]

CHECK_CASES: list[tuple[str, str, str]] = [  # (case id, true doc type, text)
("X", "order_confirmation", """Order confirmed - thanks Hamid!
Order: KB 30-118
Customer no.: 55-0912
2 x ceramic planter, GBP 64.00"""),
("X", "refund_request", """Re: KB30-118
one of the planters came broken, please refund GBP 32.00. Hamid"""),
("X", "refund_execution", """Refund of GBP 32.00 paid today for order KB-30118.
Payment ref: RF-55012"""),
("Y", "order_confirmation", """Thank you for your order
Order number: 8812-44
Customer no.: 55-0912
1 x garden bench, GBP 180.00"""),
("Y", "shipping_notice", """Your order 8812-44 was shipped today with DPD. Tracking: 15501288119922"""),
("Y", "customer_letter", """Order 8812 44: the bench still has not arrived and nobody answers the phone. Hamid"""),
("Z", "refund_request", """Ticket: SR-7719
Order: W0-44120
Message: wrong size delivered, want the money back (USD 58.00)"""),
("Z", "refund_approval", """Hi, about ticket SR 7719: we approve the refund of USD 58.00. Please keep the item."""),
("Z", "refund_execution", """Ticket SR-7719: USD 58.00 refunded to your card today. Ref: TX-99120"""),
]
