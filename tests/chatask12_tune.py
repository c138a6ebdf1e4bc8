"""TUNE set of the chatask12 round (separate from `tests.chatask12_check`): chats whose customer asks without a verb or
whose ask runs up to the next speaker's line. Made-up shops and people.

Entries as in `tests.chat12_check`: (doc type, text, truth fields, the customer's label).
"""

from __future__ import annotations

CHATASK12_TUNE: list[tuple[str, str, dict, str]] = [
("refund_request", """[09:40] Dev Patel: hi, my order 45-1180 came with a dented pan
[09:41] Support: So sorry! What would you like?
[09:42] Dev Patel: new pan thanks
[09:43] Support: Sure, I will send one
""", dict(order_id="45-1180", customer_expectation="new pan thanks"), "Dev Patel"),
("refund_request", """Mina 11:20
hello, order 38-2204 has a torn cushion cover
Rafe (Nestly) 11:21
Hi Mina, sorry! What can I do for you?
Mina 11:22
spare cover please
Rafe (Nestly) 11:23
It is on its way
""", dict(order_id="38-2204", customer_expectation="spare cover please"), "Mina"),
("refund_request", """Jo Park
hi, order 70-5512 came with the wrong lid
correct lid please
Sam (Potter support)
Hi Jo, sorry! Sending it today
Jo Park
thanks
""", dict(order_id="70-5512", customer_expectation="correct lid please"), "Jo Park"),
("refund_request", """Customer: my order 22-4031 was charged twice
Agent: Sorry about that, let me check
Customer: refund of the double charge to my card?
Agent: Yes, done
""", dict(order_id="22-4031", customer_expectation="refund of the double charge to my card?"), "Customer"),
("refund_request", """Alma Ortiz
hello, order 81-3307 arrived late and the cake was spoiled
I want my money back for the cake
Eli (Crumb support)
Hi Alma, so sorry. I will refund it
Alma Ortiz
thank you
""", dict(order_id="81-3307", customer_expectation="I want my money back for the cake"), "Alma Ortiz"),
("refund_request", """[15:10] Helpdesk: Hello, what can we do for you?
[15:11] Uma Rao: the toaster from order 26-8810 burns the bread
[15:12] Helpdesk: Sorry! A refund or a new toaster?
[15:13] Uma Rao: new toaster thanks, same colour
[15:14] Helpdesk: Done
""", dict(order_id="26-8810", customer_expectation="new toaster thanks, same colour"), "Uma Rao"),
("refund_request", """Ola (10:01): hi, order 93-1142 was charged twice
Kai - Homely (10:02): Hello Ola, let me look
Ola (10:03): yes two charges on my card
Ola (10:04): refund of the extra charge?
Kai - Homely (10:05): Done
""", dict(order_id="93-1142", customer_expectation="refund of the extra charge?"), "Ola"),
("refund_request", """Finn 08:10
hi, the socks from order 17-2290 have holes
Ada (Knitwell) 08:12
Hi Finn, sorry! What can I do?
Finn 08:13
new pair in size 42 pls
Ada (Knitwell) 08:15
Sure
""", dict(order_id="17-2290", customer_expectation="new pair in size 42 pls"), "Finn"),
("refund_request", """Zoe Lind
hello, the vase from order 48-6605 arrived chipped
replacement vase please
Max (Claywork)
Hi Zoe, sorry! I will ship a new one
Zoe Lind
thanks
""", dict(order_id="48-6605", customer_expectation="replacement vase please"), "Zoe Lind"),
]


def score(docs=None) -> dict:
    """`tests.chat12_check.score` on this set."""
    from tests.chat12_check import score as check_score

    return check_score(CHATASK12_TUNE if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.chatask12_tune
    from tests.chat12_check import report

    report(score())
