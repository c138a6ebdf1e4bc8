"""CHECK set of the asks13 round (written before any code change; scored once before and once after, never tuned
on): customer e-mails, letters and chats whose ask comes after a general plea ("I need your help ..."), names the
money it wants back, follows a report of what was already done ("I already asked twice, please ..."), or sits in a
short two-message chat. Made-up shops and people.

Entries: (doc type, text, expected customer_expectation).
Run: python -m tests.asks13_check  (prints each miss and the totals).

Scores: main at 5602ca6: expectation 10/32, doc type 26/32; asks13: expectation 22/32, doc type 25/32. (Honesty:
the set was also run twice mid-way, after the first ranking change, before the TUNE set existed.) Four entries (2, 21,
29, 32) expect an expectation of a warranty_form, whose schema has no customer_expectation field: unreachable as
written (22/28 of the reachable). Doc type: 9 (warranty_form, was customer_letter) and 11 (invoice, was
refund_request) change because a two-message chat is now read as a chat and stages/doctype.py weighs a chat's sides.
"""

from __future__ import annotations

ASKS13_CHECK: list[tuple[str, str, str | None]] = [
# 1 general plea first, the refund with its amount later
("refund_request", """Hello,

I need your help with order 55-2231. The headphones stopped working after a week.
Please refund me the 149.99 EUR to my card.

Thanks,
Pia Berg
""", "Please refund me the 149.99 EUR to my card"),
# 2 "I need some assistance" then a replacement ask
("warranty_form", """Dear Sir or Madam,

I need some assistance with the coffee grinder I bought from you (order 20-7781). The motor makes a grinding noise
and stops after a few seconds. Could you please repair it or replace it under the warranty?

Kind regards,
Henrik Olsen
""", "Could you please repair it or replace it under the warranty?"),
# 3 plea, then an amount asked back
("refund_request", """Hi there,

I really need your support here. Order 81-4410 was charged twice on my credit card.
I would like the duplicate charge of 62.50 GBP refunded.

Best,
Laura Kent
""", "I would like the duplicate charge of 62.50 GBP refunded"),
# 4 "I need to know" question first, then cancellation
("customer_letter", """Hello,

I need to know what is going on with order 90-1183. It was due last Monday and there is no tracking.
Please cancel the order and refund the full amount of 38.00 EUR.

Regards,
Omar Haddad
""", "Please cancel the order and refund the full amount of 38.00 EUR"),
# 5 amount in the ask, no plea
("refund_request", """Dear Brightline team,

The jacket from order 33-0192 arrived torn at the seam. I am returning it today.
I expect the 119.00 EUR to be refunded to my PayPal account.

Yours sincerely,
Greta Vogel
""", "I expect the 119.00 EUR to be refunded to my PayPal account"),
# 6 "already" chaser with an imperative after a comma
("customer_letter", """Hello,

Order 61-3390 never came and nobody answers my e-mails. I already asked twice, please refund me now.

Ben Ola
""", "I already asked twice, please refund me now"),
# 7 "already" with no subject before the ask
("refund_request", """Hi,

Order 72-1150, the blender lid is cracked. Already sent you photos, please send a new lid.

Thanks
Ravi Menon
""", "please send a new lid"),
# 8 "already" waited, then a dash and the ask
("refund_request", """Hello,

The parcel for order 14-8830 is lost. I've already waited a month - please cancel the order and refund me.

Regards,
Nina Park
""", "please cancel the order and refund me"),
# 9 two-message chat, role word and a name
("refund_request", """Visitor: Hi, my order 77-1204 arrived with a cracked screen, please send a replacement
Agent Ivo: Sorry to hear that, I will arrange it today
""", "please send a replacement"),
# 10 two-message chat, names with a role in brackets
("refund_request", """Lena Fischer: hello, the kettle from order 40-5521 leaks, I want my money back
Sam (support): Sorry Lena, I will start the refund now
""", "I want my money back"),
# 11 two-message chat, customer/agent roles
("refund_request", """Customer: order 19-6604 came without the charger, can you send one please?
Agent: Of course, I will post it tomorrow
""", "can you send one please?"),
# 12 a form with two labels: no chat
("refund_request", """RETURN FORM
Order number: 52-1190
Name: Jana Horak
Reason: wrong size delivered
Comments: Please exchange the shoes for size 39.
""", "Please exchange the shoes for size 39"),
# 13 letter with "I need a favour" then a document
("customer_letter", """Dear accounts team,

I need a favour. For order 66-2047 the invoice shows my old company name.
Please send me a corrected invoice with the name Nordlicht Design GmbH.

Thank you,
Jonas Weber
""", "Please send me a corrected invoice with the name Nordlicht Design GmbH"),
# 14 "I need help" then delivery ask with a date
("customer_letter", """Hello,

I need help urgently. Order 30-4418 is stuck in your warehouse according to tracking.
Please deliver it before 12 March, it is a birthday present.

Many thanks,
Aiko Tanaka
""", "Please deliver it before 12 March, it is a birthday present"),
# 15 amount in a sentence that only reports the price; the ask without amount
("refund_request", """Hi,

I paid 240.00 USD for the rug from order 11-9083 and it is not the colour shown.
I would like to return it for a refund.

Carla Ruiz
""", "I would like to return it for a refund"),
# 16 "Can you help me?" then ask
("refund_request", """Good morning,

Can you help me? The printer from order 27-7301 prints blank pages.
I want a full refund of 189.90 EUR, not a repair.

Kind regards,
Tomas Novak
""", "I want a full refund of 189.90 EUR, not a repair"),
# 17 two-message chat with times
("refund_request", """[14:02] Maya: hi, order 58-2210 is missing the cushion cover, please send it
[14:03] Support: Sorry Maya, sending it today
""", "please send it"),
# 18 two-line chat, "Client" / "Rep Dana"
("refund_request", """Client: the lamp from order 43-1177 flickers, I would like a replacement
Rep Dana: Thanks, I will send a new one this week
""", "I would like a replacement"),
# 19 general "I'd appreciate your help" then refund with amount
("refund_request", """Dear team,

I'd appreciate your help with order 29-0044. The hotel booking was cancelled by the hotel.
Please refund the 310.00 EUR deposit to my card ending 4411.

Regards,
Felix Braun
""", "Please refund the 310.00 EUR deposit to my card ending 4411"),
# 20 plain ask, no plea (control)
("refund_request", """Hello,

The mug from order 85-3390 arrived broken. I would like a refund please.

Thanks,
Ella Moss
""", "I would like a refund please"),
# 21 "I need a replacement" is itself the ask (control for the opening)
("warranty_form", """Hello,

My vacuum cleaner (order 17-4480) stopped working after two months. I need a replacement unit under warranty.

Regards,
Piotr Zielinski
""", "I need a replacement unit under warranty"),
# 22 "I need you to" with a specific act later, and the later one is a polite closing
("refund_request", """Hi,

I need you to cancel order 63-5591 and refund my 75.00 EUR, I ordered the wrong model.
Thank you for your help.

Mona Said
""", "I need you to cancel order 63-5591 and refund my 75.00 EUR, I ordered the wrong model"),
# 23 already returned, ask for the money with amount
("refund_request", """Hello,

I have already returned the boots from order 39-2281, tracking shows you received them on 2 May.
Please refund the 95.00 EUR now.

Sara Lind
""", "Please refund the 95.00 EUR now"),
# 24 chat, two messages, name only labels
("refund_request", """Dario: hey, the speaker from order 24-9912 is dead on arrival, refund please
Kim from Soundly: Sorry Dario, refund started
""", "refund please"),
# 25 "I need your assistance" plus later cancellation
("customer_letter", """To whom it may concern,

I need your assistance regarding my subscription order 48-3301. I moved abroad last month.
Please cancel the subscription from next month.

Sincerely,
Adele Martin
""", "Please cancel the subscription from next month"),
# 26 help plea followed by a delivery question
("customer_letter", """Hi,

I need some help please. My order 54-1029 shows delivered but nothing is here.
Could you send the parcel again or check with the courier?

Thanks
Ola Nordmann
""", "Could you send the parcel again or check with the courier?"),
# 27 already + question ask
("refund_request", """Hello,

I already sent the faulty drill from order 88-4020 back last week. Could you refund the 129.00 GBP to my card?

Thanks,
Mark Evans
""", "Could you refund the 129.00 GBP to my card?"),
# 28 two-message chat with a greeting from the agent first
("refund_request", """Agent Lou: Hi, how can I help?
Guest: my order 36-7702 came with a broken handle, I would like a refund
""", "I would like a refund"),
# 29 a form with label lines (no chat), the ask in a comments field
("warranty_form", """WARRANTY CLAIM
Product: Airflow 300 fan
Serial: AF3-009912
Fault: does not start
Customer: Lea Roth
Request: please repair the fan or send a new one
""", "please repair the fan or send a new one"),
# 30 "I need help" and an ask with "to my account"
("refund_request", """Dear customer service,

I need your help. My return for order 70-3318 was received on 3 June, but the refund is not there.
Please pay the 54.99 EUR back to my bank account.

Kind regards,
Ivan Petrov
""", "Please pay the 54.99 EUR back to my bank account"),
# 31 ask then a general remark with "I need"
("refund_request", """Hello,

Please refund the 22.00 EUR shipping fee for order 12-6680, the parcel came a week late.
I need to be able to trust your delivery times.

Ali Khan
""", "Please refund the 22.00 EUR shipping fee for order 12-6680, the parcel came a week late"),
# 32 "I need this sorted" plea then replacement
("warranty_form", """Hi,

I need this sorted quickly. The washing machine from order 91-0021 leaks water from the door seal.
Please send a technician to repair it.

Thanks,
Grace Obi
""", "Please send a technician to repair it"),
]


def score(rows=ASKS13_CHECK, show: bool = True) -> tuple[int, int, int]:
    """(expectations right, doc types right, documents)."""
    from tests.test_nlp import run
    exp_ok = type_ok = 0
    for k, (doc_type, text, want) in enumerate(rows, 1):
        _, ex = run(text)
        fv = ex.fields.get("customer_expectation")
        got = fv.value if fv is not None else None
        exp_ok += got == want
        type_ok += ex.doc_type == doc_type
        if show and (got != want or ex.doc_type != doc_type):
            print(f"#{k}: type {ex.doc_type} (want {doc_type}); expectation {got!r} (want {want!r})")
    return exp_ok, type_ok, len(rows)


if __name__ == "__main__":
    e, t, n = score()
    print(f"RESULT expectation {e}/{n} doc_type {t}/{n}")
