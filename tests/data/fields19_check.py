"""CHECK set of helper fields19: customer_name (null where only a first name or no name is given),
customer_expectation, approval_date and issue_description, in wordings and layouts of its own (SMS and chat
logs, portal exports, letters, approval notices, warranty complaints), some with OCR-like damage added by hand.
Written and committed BEFORE any change of the round; scored once before and once after it, never tuned on
(the round tunes on tests/data/fields19_tune.py and shops 1/3/4/5/7).

Truth conventions as sample_docs/README.md: dates ISO; text whitespace-collapsed without its final period;
customer_expectation the one sentence saying what the customer wants, as printed (damage included);
issue_description the words stating the fault, as printed; customer_name the customer's full name as printed,
None where the document gives only a first name or no name of the customer. Only listed fields are scored.

    PYTHONPATH=. python -m tests.data.fields19_check

(scored with tests/fields14_score.py's per_field, the benchmark's field_equal)

    before the round (main at dc2416f): 38/64 right, 4 wrong, 22 missed, hallucinated 2 of 9 null slots:
        approval_date 9/10, customer_expectation 7/16 (wrong 2, missed 7), customer_name 18/20 (missed 2, halluc 2/9),
        issue_description 4/18 (wrong 1, missed 13)
    after the round (fields19 at the end): 39/64 right, 5 wrong, 20 missed, hallucinated 0 of 9:
        approval_date 10/10, customer_expectation 7/16 (wrong 4, missed 5), customer_name 18/20 (missed 2, halluc 0/9),
        issue_description 4/18 (wrong 1, missed 13)
    as merged (the lead kept the earlier convention that a greeted lone name is the customer's, reverting that part,
    see tests/test_fresh_fields3.py): 39/64 right, hallucinated 2 of 9 (the two lone greeted names).
    (the set was also run once mid-round, by mistake, after the first edits; nothing was tuned on what it showed.)
    Caveats of the set as written: (a) its truth keeps a wish's OCR-damaged pronoun as printed ("Il expect", "1 need"),
    the tuning shops' truth repairs it (shop3 hl_0037, shop7 bf_0032) and so does the round: docs 4, 21, 25, 29 count
    as wrong only for that (9/16 before, 11/16 after under the shops' convention); (b) 11 issue_description slots sit on
    customer_letter / refund_request documents and 4-5 customer_expectation slots on warranty forms, types whose
    schema fields do not carry them (status/schemas/default.yaml), out of any extractor's reach.
"""

from __future__ import annotations

from collections import Counter
from tests.data.fields18_check import score as _score

CHECK19_DOCS: list[tuple[str, str, dict]] = [
# 0 SMS log, first name only
("customer_letter", """SMS thread  +44 7700 900311  <-> Brightwell Kitchens
[09:12] Brightwell: Hi Tomasz, your oven repair visit is booked.
[09:40] Customer: thanks. the oven door glass cracked again after the visit
[09:41] Customer: I expect an engineer to come back this week
""", dict(customer_name=None, customer_expectation="I expect an engineer to come back this week",
          issue_description="the oven door glass cracked again after the visit")),
# 1 shop letter with To: header to the shop, signed by customer full name
("customer_letter", """To: returns@kestrelaudio.example
From: m.adeyemi@mail.example
Subject: headphones order KA-77120

Hello,

The left earcup of my headphones has no sound since last Tuesday. I'd like a replacement pair sent out
before the end of the month.

Kind regards,
Marcus Adeyemi
""", dict(customer_name="Marcus Adeyemi", customer_expectation="I'd like a replacement pair sent out before the end of the month",
          issue_description="The left earcup of my headphones has no sound since last Tuesday")),
# 2 approval notice, decision label
("refund_approval", """ORCHARD GARDEN SUPPLIES - REFUND NOTICE
Customer: Helena Brandt
Order no.: OGS-4410
Requested: EUR 89.00
Decision: approved on 14.04.2026
Approved amount: EUR 89.00
Letter printed 16.04.2026
""", dict(customer_name="Helena Brandt", approval_date="2026-04-14")),
# 3 approval in prose, decision verb sentence, other dates around
("refund_approval", """Northgate Outdoor Ltd
2 May 2026

Dear Mr Lindqvist,

Thank you for returning the tent you bought on 3 April 2026. Our returns team received it on 28 April 2026
and approved your refund on 30 April 2026. The amount of GBP 120.00 will reach your card within five days.

Yours sincerely,
Returns Team
""", dict(customer_name=None, approval_date="2026-04-30")),
# 4 chat export, OCR damaged expectation opening
("refund_request", """Live chat transcript - Pellucid Home
Agent (Rosa): Hello! How can I help?
Visitor: hi, i sent back the blender from order PH-20931 two weeks ago
Visitor: Il expect the refund of 45.99 on my card by Friday
Agent (Rosa): I will check that for you.
""", dict(customer_name=None, customer_expectation="Il expect the refund of 45.99 on my card by Friday")),
# 5 warranty complaint, customer label, fault by verb
("warranty_form", """WARRANTY CLAIM FORM
Customer: Ingrid Solberg
Product: Aquaflow 300 pressure washer
Serial: AQ3-88120-X
Date of purchase: 2025-11-02

Since last weekend the motor hums but the pump never builds pressure. I need it repaired under warranty.
""", dict(customer_name="Ingrid Solberg", issue_description="Since last weekend the motor hums but the pump never builds pressure",
          customer_expectation="I need it repaired under warranty")),
# 6 email signed with first name only
("customer_letter", """Subject: my kettle
Date: 12 March 2026

Hi there,

My kettle stopped switching off by itself after it boils. I would like my money back please.

Thanks,
Priya
""", dict(customer_name=None, customer_expectation="I would like my money back please",
          issue_description="My kettle stopped switching off by itself after it boils")),
# 7 portal export with key value rows
("refund_request", """Portal export | ticket 55120 | created 2026-02-11 10:32
name: Olusegun Bakare
email: o.bakare@post.example
order: TL-99013
message: The drawer rails arrived bent. I would appreciate a full refund rather than a replacement.
""", dict(customer_name="Olusegun Bakare", customer_expectation="I would appreciate a full refund rather than a replacement")),
# 8 OCR damaged apostrophe opening
("customer_letter", """Dear Sir or Madam,

I bought a coffee grinder (order CG-4471) on 2 February 2026. The burr carrier cracked after a week of use.
\\'d appreciate a replacement grinder at no cost.

Yours faithfully,
Beatrix Holloway
""", dict(customer_name="Beatrix Holloway", customer_expectation="\\'d appreciate a replacement grinder at no cost",
          issue_description="The burr carrier cracked after a week of use")),
# 9 approval notice table with decision column
("refund_approval", """REFUND DECISION                          Ref. RD-3021
Client name: Fernando Ortiz Lopez

Received       Inspected      Decided        Amount
2026-03-02     2026-03-05     2026-03-06     USD 74.50

Status: approved
""", dict(customer_name="Fernando Ortiz Lopez", approval_date="2026-03-06")),
# 10 SMS with no name at all
("refund_request", """SMS from +1 555 0134, 4 Jan 2026 18:22
hey, the speaker i got from you buzzes at any volume. want a refund of $59 to my card thx
""", dict(customer_name=None, issue_description="the speaker i got from you buzzes at any volume")),
# 11 shop letter to customer with salutation full name
("refund_approval", """Maple & Finch Furniture
Date: 21 May 2026

Dear Ms Clara Whitfield,

We are pleased to confirm that your refund request was accepted on 19 May 2026. GBP 310.00 will be returned
to your card.

With kind regards,
Customer Care
""", dict(customer_name="Clara Whitfield", approval_date="2026-05-19")),
# 12 warranty complaint letter, OCR damaged
("warranty_form", """WARRANTY CLAlM
Name: Desmond 0'Reilly
Product: Vanta X2 robot vacuum   Serial no: VX2-551902

Descriptlon of fault: the brush roll no longer turns and the unit beeps twice
I want the vacuum repaired or replaced.
""", dict(customer_name="Desmond 0'Reilly", issue_description="the brush roll no longer turns and the unit beeps twice",
          customer_expectation="I want the vacuum repaired or replaced")),
# 13 chat, customer full name given by agent verification line
("customer_letter", """Chat with Solace Mattresses - 8 June 2026
Agent: Can I have the name on the order?
You: Hannah Kowalczyk
Agent: Thanks Hannah, what is the problem?
You: the mattress has a deep dip on one side after three months
You: I'm hoping for an exchange for a firmer model
""", dict(customer_name="Hannah Kowalczyk", issue_description="the mattress has a deep dip on one side after three months",
          customer_expectation="I'm hoping for an exchange for a firmer model")),
# 14 approval notice with several dates; authorised verb
("refund_approval", """Credit note advice
Issued: 11 July 2026
Customer: Rahul Menon

Your claim dated 1 July 2026 was reviewed and authorised on 9 July 2026 by our returns manager.
Refund: INR 4,200.00
""", dict(customer_name="Rahul Menon", approval_date="2026-07-09")),
# 15 refund request letter, reason greeting, expectation with we
("refund_request", """Dear Vireo Electronics,

We ordered a baby monitor (order VE-3109) on 10 March 2026. The camera unit switches itself off every few
minutes. We expect a full refund within 14 days.

Best wishes,
Tom and Alice Brennan
""", dict(issue_description="The camera unit switches itself off every few minutes",
          customer_expectation="We expect a full refund within 14 days")),
# 16 letter from shop to first-name customer (To: header names the shop branch)
("refund_approval", """To: Harbourside Store, Returns Desk
From: Central Refunds
Date: 03/04/2026

Hi Jo,

Good news - your refund was approved today. USD 35.00 goes back to your card.

Central Refunds
""", dict(customer_name=None, approval_date="2026-03-04")),
# 17 noisy scan warranty, lowercase fault noun phrase
("warranty_form", """GUARANTEE REPAIR REQUEST
Cust0mer name : Lena Marquardt
Item: ThermoPro 12 cup coffee maker
Problem: water leaks from under the base when brewing
Customer wants: repair or new machine
""", dict(customer_name="Lena Marquardt", issue_description="water leaks from under the base when brewing")),
# 18 e-mail with we need, signed with two names
("customer_letter", """From: Sunita Rao <sunita.rao@inbox.example>
Date: 14 February 2026

Hello Quill Stationery,

The fountain pen I received writes with a scratchy nib and skips on every line. I need a replacement nib
sent to me by 28 February 2026.

Regards,
Sunita Rao
""", dict(customer_name="Sunita Rao", issue_description="The fountain pen I received writes with a scratchy nib and skips on every line",
          customer_expectation="I need a replacement nib sent to me by 28 February 2026")),
# 19 noisy approval with decided label split by OCR
("refund_approval", """REFUND APPR0VAL
Customer : Yusuf Demir
Order : BX-20017
Date of decisi0n: 2026-05-12
Refund approved: EUR 42.00
Printed: 2026-05-13
""", dict(customer_name="Yusuf Demir", approval_date="2026-05-12")),
# 20 SMS greeting first name, expectation with would like
("refund_request", """Text message 22/03/2026
Hi Sam here, the phone case I ordered split at the corner on day two.
Would like a refund please, order PX-1188.
""", dict(customer_name=None, issue_description="the phone case I ordered split at the corner on day two")),
# 21 letter, expectation after OCR damage "l would like"
("customer_letter", """12 April 2026

Dear Rowan Bicycles,

My e-bike battery no longer holds a charge for more than five kilometres. l would like the battery
replaced before my holiday on 1 May 2026.

Sincerely,
Agnes Thornbury
""", dict(customer_name="Agnes Thornbury", customer_expectation="l would like the battery replaced before my holiday on 1 May 2026",
          issue_description="My e-bike battery no longer holds a charge for more than five kilometres")),
# 22 approval letter, decision sentence with 'granted'
("refund_approval", """Date: 30 June 2026
Re: case CW-5512

Dear Mr Abebe Girma,

Following our review, a refund of USD 88.00 was granted on 27 June 2026. Please allow 3 to 5 working days.

Clearwater Appliances
""", dict(customer_name="Abebe Girma", approval_date="2026-06-27")),
# 23 warranty complaint, fault noun 'no sound', expectation 'hope'
("warranty_form", """Warranty request submitted online 2026-01-19
Full name: Kenji Watanabe
Product: SoundBar 5.1 Pro
What is wrong: no sound from the subwoofer since the last update
I hope you can send a technician next week.
""", dict(customer_name="Kenji Watanabe", issue_description="no sound from the subwoofer since the last update",
          customer_expectation="I hope you can send a technician next week")),
# 24 letter from shop, addressee block name
("refund_approval", """Gable & Gate Hardware
Unit 4, Millfield Park

Mrs Dorothy Eckersley
17 Larch Road
Bristol BS6 2QT

8 August 2026

Dear Mrs Eckersley,

Your refund of GBP 27.40 for the returned drill bits was approved on 6 August 2026.

Yours sincerely,
Gable & Gate Hardware
""", dict(customer_name="Dorothy Eckersley", approval_date="2026-08-06")),
# 25 chat, no name, OCR damaged 'I need'
("refund_request", """Messenger chat - 2 Sep 2026
me: the toaster you sent doesnt heat on the left side at all
me: 1 need the money back by next week
shop: sorry to hear that!
""", dict(customer_name=None, customer_expectation="1 need the money back by next week",
          issue_description="the toaster you sent doesnt heat on the left side at all")),
# 26 approval with a rejection of part; decision line
("refund_approval", """REFUND STATEMENT
Account holder: Mirela Popescu
Claim received 2026-10-01
Decision 2026-10-04: refund approved
Amount: RON 230.00
""", dict(customer_name="Mirela Popescu", approval_date="2026-10-04")),
# 27 customer letter with signature full name and reason greeting
("customer_letter", """Hello,

I hope you are well. The washing machine I bought in June leaks water from the door seal during every spin.
I would like an engineer to inspect it as soon as possible.

Many thanks
Gregor Pavlovic
""", dict(customer_name="Gregor Pavlovic", customer_expectation="I would like an engineer to inspect it as soon as possible",
          issue_description="The washing machine I bought in June leaks water from the door seal during every spin")),
# 28 warranty form, fault verb without label
("warranty_form", """Warranty service form
Customer: Nadia Haddad
Unit: Frostline FL-9 freezer, serial FL9-004411
The compressor clicks on and off every minute and the freezer stays warm.
""", dict(customer_name="Nadia Haddad", issue_description="The compressor clicks on and off every minute and the freezer stays warm")),
# 29 letter, first name sign-off, expect with damaged 'I'
("customer_letter", """Dear Copperleaf Books,

The e-reader I bought screen freezes whenever I open a PDF. | expect a working device or a refund.

Best,
Leo
""", dict(customer_name=None, customer_expectation="| expect a working device or a refund",
          issue_description="The e-reader I bought screen freezes whenever I open a PDF")),
]


def score(docs=CHECK19_DOCS, verbose: bool = True, label: str = "fields19_check") -> Counter:
    """right / wrong / missed / hallucinated over the listed fields: fields18's scorer on this set."""
    return _score(docs, verbose, label)


if __name__ == "__main__":
    score()
