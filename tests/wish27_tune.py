"""TUNE set of helper wish27: customer messages of its own, other than the CHECK set's (tests/wish27_check.py), tuned on
with shops 1/3/4/5/7. Same truth conventions and scorer as the CHECK set.

    PYTHONPATH=. python -m tests.wish27_tune --misses
"""

from __future__ import annotations

import sys

from tests.wish27_check import U, score

TUNE27_DOCS: list[tuple[str, str, dict]] = [
# 0 WhatsApp, Uganda, "I want" with a date
("refund_request", """[12/05/2026, 18:02] Okello James: hello Jumia team
[12/05/2026, 18:03] Okello James: the earphones I bought stopped working after 3 days
[12/05/2026, 18:03] Okello James: I want my money back by 20/05/2026
[12/05/2026, 18:20] Shop Care: Dear customer, please share your order number.
""", dict(return_reason="the earphones I bought stopped working after 3 days",
          customer_expectation="I want my money back by 20/05/2026", customer_deadline="2026-05-20")),
# 1 web form, question label over answer
("refund_request", """Return request
Order number: 44120-B
Why are you returning this item?
The handle came off the first time I lifted the pot
How would you like us to resolve this?
Replacement pot of the same size
""", dict(return_reason="The handle came off the first time I lifted the pot",
          customer_expectation="Replacement pot of the same size", customer_deadline=None)),
# 2 terse SMS, no deadline
("customer_letter", """SMS 0712 555 901, 2 Feb 2026 07:55
pls call me back about the fridge, nobody answered yesterday
""", dict(customer_expectation="pls call me back about the fridge, nobody answered yesterday", customer_deadline=None)),
# 3 letter, "I would be grateful if"
("refund_request", """Dear Customer Care,

Order 7781-Q. The rug I received has a large stain in the middle, which is why I am sending it back. I would be
grateful if you could refund the full price to my Visa card before 28 February 2026.

Yours sincerely,
Agnes Mbeki
""", dict(return_reason="The rug I received has a large stain in the middle",
          customer_expectation="I would be grateful if you could refund the full price to my Visa card before 28 February 2026",
          customer_deadline="2026-02-28")),
# 4 chat: agent proposes, customer wishes
("customer_letter", """Chat started 14 Mar 2026 09:12
Agent Kim: We can offer a 20% voucher for the delay.
Customer: no thanks. I'd rather have the delivery fee refunded to my card
Agent Kim: Let me check with my manager.
""", dict(customer_expectation="I'd rather have the delivery fee refunded to my card", customer_deadline=None)),
# 5 warranty form with "Fault:" label, product "Model:"
("warranty_form", """WARRANTY SERVICE REQUEST
Customer: Pieter van Wyk
Model: Kenwood Chef XL
Serial number: KW-88120-Z
Fault: bowl will not lock onto the base and the motor will not start
""", dict(product_name="Kenwood Chef XL", issue_description="bowl will not lock onto the base and the motor will not start",
          customer_deadline=None)),
# 6 warranty letter, product object of "purchased", fault with "stopped"
("warranty_form", """Hello,

I purchased a Samsung Galaxy Tab A9 from your online store in March. Two weeks ago the screen stopped responding to touch.
Could you repair it under the warranty please?

Best,
Joy Reyes
""", dict(product_name="Samsung Galaxy Tab A9", issue_description="Two weeks ago the screen stopped responding to touch",
          customer_deadline=None)),
# 7 no ask, informative reply
("customer_letter", """Hi,

I have attached the photos of the damaged box as requested. The courier left it in the rain.

Regards,
Imran Qureshi
""", dict(customer_expectation=None, customer_deadline=None)),
# 8 quoted thread: shop's quoted ask
("customer_letter", """Thanks Sarah, I'll drop it at the post office on Monday.

On Tue, 3 Mar 2026 at 10:02, Homewares Returns <returns@homewares.example> wrote:
> Hi Daniel, please send the kettle back to us by 10 March 2026.
> Kind regards, Sarah
""", dict(customer_expectation=None, customer_deadline=None)),
# 9 reason after "because" in a chat
("refund_request", """Visitor: hi there
Visitor: I'd like to return my order 3391 because the jacket is too tight across the shoulders
Visitor: can you refund it to my PayPal?
Agent: Sure, I'll send you a label now.
""", dict(return_reason="the jacket is too tight across the shoulders", customer_expectation="can you refund it to my PayPal?",
          customer_deadline=None)),
# 10 letter, "I need" with relative deadline resolved by letter date
("customer_letter", """Date: 4 May 2026

Dear Sir/Madam,

Your technician has not come back about the washing machine. I need it repaired within seven days as I have a newborn
at home.

Nomvula Dube
""", dict(customer_expectation="I need it repaired within seven days as I have a newborn at home",
          customer_deadline="2026-05-11")),
# 11 "Please" + verb
("customer_letter", """Hello,

Order 88-1230 still has not arrived. Please send a replacement parcel or refund me by 18 June 2026.

Thanks
Ravi
""", dict(customer_expectation="Please send a replacement parcel or refund me by 18 June 2026", customer_deadline="2026-06-18")),
# 12 refund request, reason as "The reason is"
("refund_request", """To whom it may concern,

I wish to return the cordless vacuum from order VC-2231. The reason is that the battery lasts only five minutes. Please
refund the amount to my original payment method.

Kind regards,
Lucia Fernandes
""", dict(return_reason="the battery lasts only five minutes",
          customer_expectation="Please refund the amount to my original payment method", customer_deadline=None)),
# 13 "I'm hoping for" with "end of the month"
("customer_letter", """Hi team,

Bit disappointed the lamp shade came crushed. I'm hoping for a replacement shade before the end of the month.

Cheers
Matt
""", dict(customer_expectation="I'm hoping for a replacement shade before the end of the month", customer_deadline=None)),
# 14 portal export warranty with issue in message
("warranty_form", """case_id: W-4471
created: 2026-08-01 09:15
product: Dyson V8 Animal
message: the motor cuts out every few seconds when the trigger is held
""", dict(product_name="Dyson V8 Animal", issue_description="the motor cuts out every few seconds when the trigger is held",
          customer_deadline=None)),
# 15 formal letter, "I hereby request"
("refund_request", """Dear Sir,

Ref: Order No. 2026/118

I hereby request a full refund for the office chair delivered on 3 April 2026, since the gas lift sinks within minutes of
sitting down.

Yours faithfully,
K. Asante
""", dict(return_reason="the gas lift sinks within minutes of sitting down",
          customer_expectation="I hereby request a full refund for the office chair delivered on 3 April 2026, since the gas lift sinks within minutes of sitting down",
          customer_deadline=None)),
# 16 SMS, "kindly"
("customer_letter", """From: +254 722 555 010
Kindly deliver the replacement gas cooker by Saturday 20 June 2026, I will be home all day.
""", dict(customer_expectation="Kindly deliver the replacement gas cooker by Saturday 20 June 2026, I will be home all day",
          customer_deadline="2026-06-20")),
# 17 warranty chat, issue with "doesn't"
("warranty_form", """[10:02] Customer: hi, my Nespresso Vertuo doesn't heat the water any more, coffee comes out cold
[10:03] Agent: Sorry to hear! Is it under warranty?
[10:03] Customer: yes bought in January
""", dict(product_name="Nespresso Vertuo", issue_description="my Nespresso Vertuo doesn't heat the water any more, coffee comes out cold",
          customer_deadline=None)),
# 18 return with colon reason
("refund_request", """Subject: Return - order 5512

Hi,

Sending back the hiking boots. Reason: the left sole is coming away at the toe.
A refund to my card would be great.

Thanks, Aroha
""", dict(return_reason="the left sole is coming away at the toe", customer_expectation="A refund to my card would be great",
          customer_deadline=None)),
# 19 signature and shop footer, "We would appreciate"
("customer_letter", """Good afternoon,

We would appreciate confirmation that the credit note for invoice 20931 has been raised.

Regards,
Accounts, Sunrise Cafe

Sunrise Cafe | 12 Beach Rd | Durban
""", dict(customer_expectation="We would appreciate confirmation that the credit note for invoice 20931 has been raised",
          customer_deadline=None)),
]


if __name__ == "__main__":
    score(TUNE27_DOCS, label="wish27_tune", misses="--misses" in sys.argv)
