"""CHECK set of helper dates18 (dates told in a sentence's past or future, windows that stop at a sentence's end, a
"date" word in prose that is no document date's label, numeric dates without a year). Written before any change of the
round, scored once before and once after it. Made-up shops and people, not taken from sample_docs.

Truth conventions as tests/data/dates17_check.py: dates ISO; a day named without month or year ("on the 7th", "on
Friday") told in the past is the latest such day on or before the document date, told as to come the first after it;
"within N business days" is the document date plus N days Monday to Friday; an event a decision letter records without
its own date is the letter's date; a numeric date without a year ("by 20/3") is read in the document's day/month order,
the nearest such day to the document date. Only the listed fields are scored.

    PYTHONPATH=. python -m tests.data.dates18_check

    before the round (main at 1daec1c, scored once): 24/40 correct, precision 24/33, hallucinated 0/0
        misses: 0,1,2,3,13,15 past ordinals/weekdays read forward (wrong dates); 4,14 approval given the promise's date
        (window past the sentence's end); 6 document date from a sentence's "date"; 9,10,11,16 numeric dates without
        a year not read
    after the round: 37/40 correct, precision 37/37, hallucinated 0/0. Left: 4, 14 promised date (no promise cue
        for "will be issued within", "we will pay it on"), 12 "will ship on the 3rd" (no ship cue for a future verb)
"""

from __future__ import annotations

from collections import Counter

DATES18_CHECK: list[tuple[str, str, dict]] = [
# 0 an ordinal told in the past and one to come, in a letter of a Friday
("shipping_notice", """Brackenfield Paper Co.
9 October 2026

Hello Mirela,

Your order BX-2210 was sent with DPD on the 7th and should reach you on the 13th.

Best wishes,
Brackenfield Paper Co.
""", dict(document_date="2026-10-09", ship_date="2026-10-07", delivery_estimate="2026-10-13")),
# 1 a weekday told in the past
("refund_execution", """Lowmoor Garden Supplies
Date: 12 October 2026
Case: LG-3381

Dear Mr Okafor,

We refunded GBP 42.50 to your Visa card on Friday. Please allow a few days for your bank to show it.

Lowmoor Garden Supplies
""", dict(document_date="2026-10-12", execution_date="2026-10-09")),
# 2 a past weekday and a future weekday in one letter
("refund_approval", """Haverly Sports
4 November 2026

Dear Ms Lindqvist,

Your refund of EUR 60.00 was approved on Monday. The money will be on your account by Friday.

Kind regards,
Haverly Sports customer team
""", dict(document_date="2026-11-04", approval_date="2026-11-02", promised_date="2026-11-06")),
# 3 a past ordinal whose month has no such day: the month before
("refund_execution", """Alpenrand Velo AG
Date: 2 September 2026
Reference: AV-1187

Dear Mr Brunner,

The refund of CHF 75.00 was transferred to your account on the 31st.

Alpenrand Velo AG
""", dict(document_date="2026-09-02", execution_date="2026-08-31")),
# 4 an approval without its date, then the promise's business days in the next sentence
("refund_approval", """Straitline Gadgets Pte Ltd
Date: 18 March 2026
Case: SG-60021

Dear Mr Tan,

Your refund of SGD 120.00 has been approved. It will be issued within 5 business days.

Straitline Gadgets
""", dict(document_date="2026-03-18", approval_date="2026-03-18", promised_date="2026-03-25")),
# 5 same, other words
("refund_approval", """Kowhai Books
Date: 1 June 2026

Kia ora Hemi,

We have approved your refund of NZD 35.00. You will receive it within 3 business days.

Kowhai Books
""", dict(document_date="2026-06-01", approval_date="2026-06-01", promised_date="2026-06-04")),
# 6 "date" as a word of a sentence, the letter's own date on its line
("refund_request", """14 March 2026

Dear Fenwick Appliances,

I wrote to you last week about my order FA-5520. The date has changed: it is now 20 March 2026 that I need
the refund of GBP 89.00 by, as I move house then.

Regards,
Priya Natarajan
""", dict(document_date="2026-03-14")),
# 7 "date" in a subject line's words, the letter dated by its place line
("customer_letter", """Hamburg, 28 April 2026

Re: wrong date of delivery

Hello,

The date you gave me was wrong. Please deliver the shelf by 5 May 2026 instead.

Jonas Weber
""", dict(document_date="2026-04-28")),
# 8 a plain label (control)
("invoice", """Tarnwood Joinery
INVOICE TJ-4471
Date: 3 March 2026
Order date: 26 February 2026

Oak bench        GBP 240.00
Total            GBP 240.00
""", dict(document_date="2026-03-03", order_date="2026-02-26")),
# 9 a numeric date without its year, day first
("refund_request", """Dublin, 10/03/2026

Dear Clearwater Electronics,

My order CE-77812 of 24/02/2026 arrived broken. I would like the refund of EUR 149.00 by 20/3, please.

Siobhan Kelly
""", dict(document_date="2026-03-10", customer_deadline="2026-03-20")),
# 10 a numeric date without its year, month first (US dollars, a date with its day past 12)
("shipping_notice", """Redrock Outfitters
Date: 03/14/2026

Hi Cody,

Your order RO-55120 ($89.99) shipped today. Estimated delivery: 3/20.

Redrock Outfitters
""", dict(document_date="2026-03-14", ship_date="2026-03-14", delivery_estimate="2026-03-20")),
# 11 a numeric date without a year across the year's end
("refund_approval", """Dalgaard Design ApS
Date: 28/12/2026

Dear Ms Holm,

Your refund of EUR 210,00 has been approved on 27/12/2026. The amount will be paid back by 5/1.

Dalgaard Design
""", dict(document_date="2026-12-28", approval_date="2026-12-27", promised_date="2027-01-05")),
# 12 an ordinal to come
("shipping_notice", """Mossgate Tea Traders
28 October 2026

Dear Aled,

Your tea subscription box will ship on the 3rd and should arrive two days later.

Mossgate Tea Traders
""", dict(document_date="2026-10-28", ship_date="2026-11-03")),
# 13 a past weekday and a future one
("shipping_notice", """Corvid Records
15 October 2026

Hi Sam,

We dispatched your vinyl order CR-9090 on Tuesday. You should get it by Monday.

Corvid Records
""", dict(document_date="2026-10-15", ship_date="2026-10-13", delivery_estimate="2026-10-19")),
# 14 an approval without its date, a payment date in the next sentence
("refund_approval", """Glenhollow Crafts
5 March 2026

Dear Mrs Doyle,

Your refund of GBP 18.50 was approved. We will pay it on 9 March 2026.

Glenhollow Crafts
""", dict(document_date="2026-03-05", approval_date="2026-03-05", promised_date="2026-03-09")),
# 15 a past ordinal in the month before
("refund_execution", """Sunmere Kitchenware
Date: 3 February 2026

Dear Mr Laine,

The refund of EUR 19.99 was sent back to your card on the 30th.

Sunmere Kitchenware
""", dict(document_date="2026-02-03", execution_date="2026-01-30")),
# 16 a numeric delivery date without its year, month first, across the year's end
("shipping_notice", """Bluejay Toys Inc.
Date: 12/29/2026

Hi Morgan,

Your order BJ-31007 for $54.20 has shipped. Delivery estimate: 1/4.

Bluejay Toys
""", dict(document_date="2026-12-29", delivery_estimate="2027-01-04")),
]


def score(docs=DATES18_CHECK, verbose: bool = True) -> Counter:
    """Recall, precision and hallucinations of the date fields (dates17's scorer)."""
    from tests.data.dates17_check import score as dates17_score

    return dates17_score(docs, verbose, label="dates18")


if __name__ == "__main__":
    score()
