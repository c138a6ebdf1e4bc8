"""TUNE set of helper fields19 (the round tunes on this and shops 1/3/4/5/7, never on tests/data/fields19_check.py):
customer_name, customer_expectation, approval_date and issue_description in made-up texts, conventions as the CHECK
set's but for a wish's opening pronoun, which is truth as the writer wrote it ("I expect", "I'd like"), not as OCR read
it: the tuning shops' convention (shop3 hl_0037, shop7 bf_0032), which the CHECK set (written first) did not follow.

    PYTHONPATH=. python -m tests.data.fields19_tune
"""

from __future__ import annotations

TUNE19_DOCS: list[tuple[str, str, dict]] = [
# 0 chat, damaged pronoun after a speaker label
("refund_request", """Chat log 5 May 2026
client: the jug you sent has a crack along the handle
client: 1 expect a full refund to my card this week
shop: we are sorry!
""", dict(customer_name=None, customer_expectation="I expect a full refund to my card this week")),
# 1 lost pronoun before a contraction
("customer_letter", """Dear Team,

The garden hose reel I bought (order GR-5510) leaks at the swivel joint.
\\'d like a replacement reel sent to me.

Yours,
Winifred Ashcombe
""", dict(customer_name="Winifred Ashcombe", customer_expectation="I'd like a replacement reel sent to me")),
# 2 greeting one given name, shop letter
("refund_approval", """From: Refunds <refunds@cobaltstore.example>
Date: 9 March 2026

Hey Max,

Your refund for the trainers was approved on 8 March 2026.

Cobalt Store
""", dict(customer_name=None, approval_date="2026-03-08")),
# 3 decision line with a date before the verb
("refund_approval", """RETURN SUMMARY
Customer: Agata Wrobel
Return logged 2026-02-03
Decision 2026-02-06: refund approved in full
Amount: PLN 120.00
""", dict(customer_name="Agata Wrobel", approval_date="2026-02-06")),
# 4 damaged verb
("refund_request", """Hello,
my order HB-331 arrived with a broken lid. I exepct a refund of EUR 19.90 by Monday.
Regards,
Tobias Keller
""", dict(customer_name="Tobias Keller", customer_expectation="I exepct a refund of EUR 19.90 by Monday")),
# 5 warranty: fault sentence without a label
("warranty_form", """Warranty claim
Customer: Oren Shapiro
Product: Breeze 40 tower fan, serial BZ40-7731
The fan rattles loudly at every speed and the oscillation stopped working.
""", dict(customer_name="Oren Shapiro", issue_description="The fan rattles loudly at every speed and the oscillation stopped working")),
# 6 SMS greeting, no surname anywhere
("refund_request", """SMS 11/02/2026
Hi Kat, thanks for your message. Could you send a photo of the damage?
""", dict(customer_name=None)),
# 7 shop letter greeting a title and a surname, no full name printed
("refund_approval", """Larkspur Home Ltd
4 June 2026

Dear Mrs Okonkwo,

Thank you for sending back the rug. We approved your refund on 2 June 2026; GBP 85.00 will reach your card soon.

Kind regards,
Larkspur Home
""", dict(customer_name=None, approval_date="2026-06-02")),
# 8 warranty: a fault told by a negated noun, no label
("warranty_form", """Warranty claim 2026-04-02
Customer: Ilse Vermeulen
Product: Orbit 55 television, serial OR55-20931
There is no picture on the screen, only sound, since the update.
""", dict(customer_name="Ilse Vermeulen", issue_description="There is no picture on the screen, only sound, since the update")),
# 9 warranty: a fragment naming the missing function
("warranty_form", """GUARANTEE CLAIM
Name: Bruno Castellani
Item: Vento hair dryer VD-2
No heat from the dryer on any setting, fan still runs.
""", dict(customer_name="Bruno Castellani", issue_description="No heat from the dryer on any setting, fan still runs")),
]


if __name__ == "__main__":
    from tests.data.fields19_check import score
    score(TUNE19_DOCS, label="fields19_tune")
