"""A small CHECK set for fields12b: the grouping keys (case_number, order_id, customer_id) in chat transcripts, web-form
dumps and terse operator mails, South African, Irish and US wording, with a ticket's or case's number printed beside
other numbers (a payment's reference, an invoice, a phone number, an account) that must not take its place. Truth is
null where the document prints no such key. Made-up shops and people.

Written after the cause was found (a bracketed number mark dropping the case's label), so not a clean held-out figure:
    main before fields12 (a04772c): 21 of 22 correct, 1 hallucinated of 11 null slots ("cust 77120" read "CUST-77120";
                                    "acct 99120 credited" taken as the customer's number)
    main after fields12 (2c93148):  16 of 22 correct, 1 hallucinated (the bracketed ticket/case numbers lost, or
                                    replaced by another reference, or by the order's number in 8)
    fields12b:                      22 of 22 correct, 1 hallucinated (the "acct" of 11, as before fields12)
"""

from __future__ import annotations

CHECK12B_DOCS: list[tuple[str, str, dict]] = [
# 0 chat transcript, ticket number in brackets, payment reference after
("refund_execution", """Chat transcript - Lumo Home
[10:02] Agent Sam: Thanks, I've logged this as ticket (#448120) for you.
[10:03] Customer: ok my order number is 5520931
[10:05] Agent Sam: Done - USD 45.00 refunded to your card. Ref 7731902
""", {"case_number": "448120", "order_id": "5520931", "customer_id": None}),
# 1 terse operator mail, case in brackets, reference line below
("refund_approval", """Re: case (no. 20417)
Refund of EUR 60.00 for order 88231 approved.
Reference: 99812004
-- Niamh, Galway store
""", {"case_number": "20417", "order_id": "88231", "customer_id": None}),
# 2 helpdesk notification, request number in brackets, "our reference" below
("refund_approval", """##- Please type your reply above this line -##
Your request (#30995) has been updated.

Sipho (Karoo Outdoor)
Good news, your refund of R 1 250.00 is approved.
Our reference: 20931-7
""", {"case_number": "30995", "customer_id": None}),
# 3 web-form dump, key: value lines
("refund_request", """New submission: Returns form
name: Aoife Byrne
email: aoife.byrne@example.ie
phone: 087 555 0192
order_number: 7712034
ticket: 55108
message: the kettle leaks from the base, please refund EUR 39.99
""", {"case_number": "55108", "order_id": "7712034", "customer_id": None}),
# 4 web-form dump, one record of an export
("refund_request", """submitted_at,customer,email,order_number,message
2026-05-12 10:02,Thabo Nkosi,thabo@example.co.za,5520931,please refund R 450.00 - lid cracked
""", {"order_id": "5520931", "customer_id": None}),
# 5 terse operator mail, customer number and ticket
("refund_execution", """refunded USD 45.00 on order 66120 (ticket 448121). cust 77120. done
""", {"case_number": "448121", "order_id": "66120", "customer_id": "77120"}),
# 6 chat: support ticket (ref ...) and an invoice number
("refund_approval", """Chat started 14:20
Agent (Lerato): Your support ticket ref TKT-90412 is open. Invoice INV-33120 shows R 899.00.
Customer: can I get my money back
Agent (Lerato): yes, refund of R 899.00 approved.
""", {"case_number": "TKT-90412", "customer_id": None}),
# 7 US operator note, phone number and order
("refund_approval", """Note 5/12: called customer at (555) 201-4478 re order 440917, approved refund $24.00. Case 71002.
""", {"case_number": "71002", "order_id": "440917", "customer_id": None}),
# 8 Irish letter, customer number labelled, case in brackets with its mark
("customer_letter", """Dear Mr Walsh,

Thank you for your letter about your case (#61188). Your customer number is C-40981; please quote it
when you call us. Your order 3319204 will be collected on Friday.

Kind regards,
Cliodhna, Aran Crafts
""", {"case_number": "61188", "order_id": "3319204", "customer_id": "C-40981"}),
# 9 chat, no ticket, a reference that is the payment's
("refund_execution", """[09:14] Agent: Hi Mpho, I've refunded R 320.00 for order 120566.
[09:14] Agent: The bank will show reference ZA88120.
[09:15] Customer: thanks!
""", {"case_number": None, "order_id": "120566", "customer_id": None}),
# 10 web-form, pipe layout
("refund_request", """Form | Returns
Customer | Jo Smith
Order | 2290415
Ticket | 80316
Refund requested | USD 19.99
""", {"case_number": "80316", "order_id": "2290415", "customer_id": None}),
# 11 terse mail, a dispute in brackets with its id mark
("refund_approval", """fyi dispute (id 40022) for order 5531 - refund EUR 12.00 ok'd, acct 99120 credited
""", {"case_number": "40022", "order_id": "5531", "customer_id": None}),
]


def score() -> dict:
    """The set's figures with each document's true type given (the grouping keys are what it is about)."""
    from tests.fields12_check import forced_score

    return forced_score(CHECK12B_DOCS)


if __name__ == "__main__":
    from tests.fields_fresh_docs import report

    report(score())
