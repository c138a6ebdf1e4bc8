"""TUNE set of the chat12 round (separate from `tests/chat12_check.py`): chats in the shapes operators paste, and
texts that are no chat (forms, e-mail headers, label lists) that must stay none. Made-up shops and people.

Entries as in `tests.chat12_check`: (doc type, text, truth fields, the customer's label; "" when no transcript).
"""

from __future__ import annotations

CHAT12_TUNE: list[tuple[str, str, dict, str]] = [
("refund_request", """customer: hi my order 3302-19 came without the charger
agent: sorry! let me check that for you
customer: ok
customer: I would like the charger sent to me this week
agent: noted, I will ask the warehouse
""", dict(order_id="3302-19", customer_expectation="I would like the charger sent to me this week"), "customer"),
("refund_request", """Chat bot: Hello! How can I help you today?
Me: the mug I ordered (order 5518-02) arrived chipped
Chat bot: Sorry about that. Do you want a refund or a new mug?
Me: a refund please, to my original card
Chat bot: Thanks, our team will be in touch
""", dict(order_id="5518-02", customer_expectation="a refund please, to my original card"), "Me"),
("refund_request", """Sipho Dlamini
good afternoon, order 71-2290 arrived with the wrong size shoes
I need a size 9 instead of the 8
Nadia (Stride support)
Hi Sipho, sorry for the mix-up. I will send a return label
Sipho Dlamini
thanks, please send the size 9 as soon as you can
""", dict(order_id="71-2290", customer_expectation="please send the size 9 as soon as you can"), "Sipho Dlamini"),
("refund_request", """[08:55] Olga Petrova
hi, the order 4410-88 I got yesterday is missing one chair
[08:58] Ben (Oakline)
Hello Olga, I am sorry, let me check the packing list
[09:01] Olga Petrova
please send the missing chair or refund it
""", dict(order_id="4410-88", customer_expectation="please send the missing chair or refund it"), "Olga Petrova"),
("refund_request", """Hi,

See the chat below, I still have no answer.

> Customer: my jacket from order JK-2291 has a broken zip
> Agent: Sorry to hear that. Can you send a photo?
> Customer: sent now
> Customer: I want a replacement jacket, same size
> Agent: Thank you, I have forwarded it

Ana
""", dict(order_id="JK-2291", customer_expectation="I want a replacement jacket, same size"), "Customer"),
("refund_request", """Tomas - Agent: Hi, thanks for waiting. How can I help?
Customer: I ordered a lamp, order 66-1208, and it flickers
Tomas - Agent: Sorry about that. Have you tried another bulb?
Customer: yes, it still flickers
Customer: I would like a refund for the lamp
Tomas - Agent: I will raise a refund for you now
""", dict(order_id="66-1208", customer_expectation="I would like a refund for the lamp"), "Customer"),
# no chats
("refund_request", """Return form
Name: Ana Ruiz
Order: 5520193
Reason: the lid is cracked on one side
Notes: please collect it from the front desk
Name: Ana Ruiz
""", dict(order_id="5520193"), ""),
("invoice", """INVOICE
Item: Blue kettle with lid
Qty: 1
Item: Red mug large size
Qty: 2
Total: EUR 31.00
""", dict(), ""),
("customer_letter", """From: Ana Ruiz
To: Support
Subject: My order
Date: 2 May 2026

Dear team,
Thank you for the quick delivery of my order 4471. Everything is fine.

Best regards
Ana Ruiz
""", dict(order_id="4471"), ""),
("refund_request", """Dear Sir or Madam,

Please refund my order 6612-01. The chairs arrived scratched.

Kind regards
Leo Brandt

Leo Brandt
Flat 2, 14 Mill Road
Leeds
""", dict(order_id="6612-01"), ""),
("shipping_notice", """Shipment details
Carrier: DPD
Tracking number: 15501234567890
Status: Out for delivery today
Note: Driver will call before arrival
Status: Delivered to your neighbour at number 12
""", dict(carrier="DPD"), ""),
]


def score() -> dict:
    """`tests.chat12_check.score` on the chats; the non-chats must read as no transcript at all."""
    from stages.transcript import messages
    from tests.chat12_check import score as check_score

    chats = [d for d in CHAT12_TUNE if d[3]]
    r = check_score(chats)
    r["false_transcripts"] = [i for i, d in enumerate(CHAT12_TUNE) if not d[3] and messages(d[1])]
    return r


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.chat12_tune
    from tests.chat12_check import report

    r = score()
    print("false transcripts", r["false_transcripts"])
    report(r)
