"""TUNE set of the asks13 round: the texts the changes were tried on while writing them (the CHECK set,
`tests.asks13_check`, was not tuned on). Entries as there: (doc type, text, expected customer_expectation).
Run: python -m tests.asks13_tune
"""

from __future__ import annotations

ASKS13_TUNE: list[tuple[str, str, str | None]] = [
("refund_request", """Hello,

I need your help with order 55-2231. The headphones stopped working after a week. Please refund me the 149.99 EUR to my card.

Thanks,
Pia Berg
""", "Please refund me the 149.99 EUR to my card"),
("refund_request", """Dear team,

Order 33-1902. I already asked twice, please refund me now.

Regards,
Tom Hale
""", "I already asked twice, please refund me now"),
("refund_request", """Hello,

I have already returned the blender from order 44-2210 two weeks ago. I already asked twice, please refund me now.

Tom
""", "I already asked twice, please refund me now"),
("refund_request", """Hi,

Order 12-5561. I have already sent the jacket back. Please refund the 89.00 EUR to my card.

Thanks, Ann Lee
""", "Please refund the 89.00 EUR to my card"),
("refund_request", """Hello,

Order 61-3390. Already asked twice, please refund me now.

Ben Ola
""", "please refund me now"),
("refund_request", """Hello,

Order 61-3390 never came. I've already waited a month - please cancel the order and refund me.

Ben Ola
""", "please cancel the order and refund me"),
("refund_request", """Visitor: hello, I already wrote about order 61-3390, please refund me
Agent Ivo: Sorry, checking now what happened
""", "please refund me"),
("refund_request", """Hi,

I already paid for express shipping on order 61-3390 and it came late. Please refund the shipping fee.

Ben
""", "Please refund the shipping fee"),
("refund_request", """Hi,

I already contacted you about order 61-3390. I need the refund of 45.00 EUR to my card.

Ben Ola
""", "I need the refund of 45.00 EUR to my card"),
]


if __name__ == "__main__":
    from tests.asks13_check import score
    e, t, n = score(ASKS13_TUNE)
    print(f"RESULT expectation {e}/{n} doc_type {t}/{n}")
