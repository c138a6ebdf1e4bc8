"""CHECK set of helper fields18: the weakest fields on unseen shops (refund_eligible, refund_approved,
fee_waiver_percent, promised_date, customer_expectation, return_reason, product_name, delivery_estimate,
order_date, invoice_number) in wording, voices and layouts of made-up shops (label:value, label above value,
tables, prose). Written and committed BEFORE any change of the round; scored once before and once after it,
never tuned on (the round tunes on tests/data/fields18_tune.py and shops 1/3/4/5/7).

Truth conventions as sample_docs/README.md: money a plain number (+ currency), dates ISO, percent a number,
identifiers as printed, text whitespace-collapsed without its final period; customer_expectation the one sentence
saying what the customer wants (need / expect / would like / want / must / ask), return_reason the stated reason
(the words after "because" / "as" / the reason label) up to the sentence end. A field the document does not state
is None. Only the fields listed per document are scored.

    PYTHONPATH=. python -m tests.data.fields18_check          # right / wrong / missed per field, then the misses

(scored with tests/fields14_score.py's per_field, the benchmark's field_equal)

    before the round (main at 006a159, scored once): 76/92 right, 4 wrong, 12 missed, hallucinated 0 of 7 null slots:
        refund_eligible 8/13, promised_date 11/14, fee_waiver_percent 6/7, return_reason 5/7, product_name 3/5,
        customer_expectation 10/11, delivery_estimate 5/6, invoice_number 3/4, order_date 8/8, refund_approved 17/17
    after the round (fields18 at the end, scored once): 84/92 right, 2 wrong, 6 missed, hallucinated 0 of 7:
        refund_eligible 11/13, promised_date 13/14, fee_waiver_percent 7/7, return_reason 6/7, customer_expectation
        11/11, product_name 3/5, delivery_estimate 5/6, invoice_number 3/4, order_date 8/8, refund_approved 17/17
    Left: 1 and 11 eligible as a table column of the goods' value ("Returned value", "Refund due"), 11's "Pay-out
        date" in a bar-parted grid, 20 product in a "Description" column, 25 "Sonos Era 100 speaker" (a goods noun
        kept), 30 ETA column, 34 "Number" over an invoice's number, 38 a reason with its greeting before "which is
        why" (another rule's reading stands, the consequence reading runs only when none did).
"""

from __future__ import annotations

from collections import Counter

CHECK18_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_approval
# 0 prose decision letter, approved below the eligible amount after a deduction
("refund_approval", """Fenwick & Daughters Homeware
Customer Relations

12 March 2026

Dear Ms Okafor,

Re: your return, order FD-30921, case FDC-4471

We have inspected the returned casserole dish. The value of the returned goods is GBP 64.00. After deducting
the outbound postage we have authorised a refund of GBP 58.05, which you should see on your card by
20 March 2026.

Yours sincerely,
Alan Fenwick
""", dict(refund_eligible="64.00", refund_approved="58.05", promised_date="2026-03-20", fee_waiver_percent=None)),
# 1 table layout, eligible / approved columns
("refund_approval", """REFUND AUTHORISATION                                   Ref: RA-20931
Harbour Cycle Works

Date: 2026-04-07
Customer: Piotr Nowak        Order: HCW-55102

Item                     Returned value    Deductions    Refund granted
Bike computer GX2        EUR 149.00        EUR 15.00     EUR 134.00

Restocking fee: waived 100%
Refund will be posted to your original payment method no later than 2026-04-14.
""", dict(refund_eligible="149.00", refund_approved="134.00", fee_waiver_percent="100", promised_date="2026-04-14")),
# 2 e-mail, "we're happy to refund", waiver of half the handling charge
("refund_approval", """From: Lumen Lighting Co <support@lumenlighting.example>
Subject: Good news about your return (case #LL-8812)
Date: 3 May 2026

Hi Grace,

Thanks for sending the floor lamp back. You were entitled to a refund of $212.50 under our 30-day policy,
and we're happy to refund the full $212.50. As a gesture of goodwill we have waived 50% of the handling
charge. The money will be back in your account by May 9, 2026.

Cheers,
The Lumen team
""", dict(refund_eligible="212.50", refund_approved="212.50", fee_waiver_percent="50", promised_date="2026-05-09")),
# 3 labels above values
("refund_approval", """RETURNS DEPARTMENT - DECISION

Claim number
RT-66120

Amount eligible for refund
CHF 420.00

Amount approved
CHF 380.00

Expected payment date
27.03.2026

Decision
Approved
""", dict(refund_eligible="420.00", refund_approved="380.00", promised_date="2026-03-27", fee_waiver_percent=None)),
# 4 formal prose, percentage of the cancellation fee
("refund_approval", """Norland Travel Goods AB
Stockholm, 15 April 2026

Our reference: NTG-R-3310
Your order: 771-20455

Dear Mr Lindgren,

Following the assessment of your returned suitcase, we confirm that you qualify for a reimbursement of
SEK 1 890.00. We will reimburse SEK 1 700.00 since the wheel housing was scratched. We also waive 25 % of
the cancellation fee. You can expect the payment to arrive by 24 April 2026.

Best regards,
Norland Travel Goods
""", dict(refund_eligible="1890.00", refund_approved="1700.00", fee_waiver_percent="25", promised_date="2026-04-24")),
# 5 short portal notification, colon labels with unusual wording
("refund_approval", """Return request update
Request ID: 99-RT-1207
Status: Accepted
Refundable total: AUD 76.40
Credit issued: AUD 76.40
Funds available from: 11 Feb 2026
""", dict(refund_eligible="76.40", refund_approved="76.40", promised_date="2026-02-11", fee_waiver_percent=None)),
# 6 approval with restocking percentage waived and eligible stated as "maximum refund"
("refund_approval", """Dear Customer,

Your claim CL-55017 for order 20931-B has been reviewed.

Maximum refund under our returns policy: EUR 310.00
Refund agreed: EUR 279.00
We have decided to waive 75% of the restocking fee for this return.
The refund is scheduled to reach your bank account on or before 2 June 2026.

Orion Furniture Outlet - Returns Team
""", dict(refund_eligible="310.00", refund_approved="279.00", fee_waiver_percent="75", promised_date="2026-06-02")),
# 7 chatty approval, no eligible amount
("refund_approval", """Hey Sam!

Good news - your refund for the yoga mat is approved. We've sent $39.99 back to your Visa; banks usually
take a few days, so it should show up by Friday, March 13, 2026.

Namaste,
Flowspace Studio Shop
Order #FS-11820 | Approved on March 9, 2026
""", dict(refund_approved="39.99", refund_eligible=None, promised_date="2026-03-13", fee_waiver_percent=None)),
# 8 business letter, partial, with fee percent and basis in one line
("refund_approval", """CARRICK OFFICE SUPPLIES LTD
Credit Approval Notice

Account: CAR-00412
Credit note request: CN-2026-118
Date: 21/01/2026

Goods returned are valued at GBP 845.20. Credit approved: GBP 760.68 (10% restocking deduction).
Return shipping fee waiver: 40%
Credit will be applied to your account within 5 working days, by 28/01/2026.
""", dict(refund_eligible="845.20", refund_approved="760.68", fee_waiver_percent="40", promised_date="2026-01-28")),
# 9 approval with the promise as "you will receive it on"
("refund_approval", """Pacific Kitchenware
Refund approval - ticket 44871

Hello Mr Tanaka,
we checked the rice cooker you sent back. Your refund of USD 129.00 has been approved in full (you were eligible
for USD 129.00). You will receive the money on April 2, 2026 at the latest.
""", dict(refund_eligible="129.00", refund_approved="129.00", promised_date="2026-04-02", fee_waiver_percent=None)),
# 10 eligible after "entitles you to", approved after "we will pay back"
("refund_approval", """Subject: Your return RMA 7731 - outcome
Date: 2 February 2026

Dear Ms Duarte,

The policy on opened software entitles you to EUR 45.00 of the original price. We will pay back EUR 45.00
to your PayPal account. The transfer is planned for 6 February 2026.

Kind regards
Bitforge Software
""", dict(refund_eligible="45.00", refund_approved="45.00", promised_date="2026-02-06")),
# 11 decision grid
("refund_approval", """Refund decision
-----------------------------------------
Case                 | WX-3091
Order                | 10-44120
Original price       | NZD 260.00
Refund due           | NZD 234.00
Refund approved      | NZD 234.00
Fee waived           | 20% of return freight
Pay-out date         | 19 Aug 2026
-----------------------------------------
""", dict(refund_eligible="234.00", refund_approved="234.00", fee_waiver_percent="20", promised_date="2026-08-19")),
# ---------------------------------------------------------------- customer_letter / refund_request
# 12 letter claiming an approved amount, expectation with "I want"
("customer_letter", """Dear Northgate Outdoor,

On 2 March you confirmed by e-mail that you had approved a refund of EUR 118.00 for my returned tent
(order NG-44120). Nothing has arrived yet. I want the money in my account by 20 March 2026.

Regards,
Ines Carvalho
""", dict(refund_approved="118.00", customer_expectation="I want the money in my account by 20 March 2026")),
# 13 letter, "agreed to refund", expectation "Please make sure"
("customer_letter", """To whom it may concern,

Your colleague Mark agreed to refund £72.49 for the kettle I sent back last month, but my statement still
shows nothing. I expect the refund to be completed within the next seven days.

Yours faithfully,
Derek Holt
Order ref 3390-PK
""", dict(refund_approved="72.49", customer_expectation="I expect the refund to be completed within the next seven days")),
# 14 refund request with "as" reason
("refund_request", """Hello,

I'd like to return the Aeron office chair (order 55-9012) as the gas lift sinks within an hour of sitting.
I would like a full refund of $1,045.00 by the end of the month.

Thanks,
Marcus Bell
""", dict(return_reason="the gas lift sinks within an hour of sitting",
          customer_expectation="I would like a full refund of $1,045.00 by the end of the month")),
# 15 refund request with reason label
("refund_request", """RETURN FORM

Order number: 7721-CC
Item: Breville Barista Express
Reason for return: Arrived with a cracked water tank
Refund amount requested: AUD 699.00

What would you like us to do?
I need the full amount back on my Mastercard.
""", dict(return_reason="Arrived with a cracked water tank",
          customer_expectation="I need the full amount back on my Mastercard")),
# 16 refund request, "since" reason, expectation "Could you please"
("refund_request", """Hi there,

I'm sending back the wool throw from order 30219 since the colour is nothing like the photos on your site.
Please refund the EUR 59.00 to my card; I expect it back before 15 April 2026.

Lotte
""", dict(return_reason="the colour is nothing like the photos on your site",
          customer_expectation="I expect it back before 15 April 2026")),
# 17 refund request, reason "because of", "I must"
("refund_request", """Dear support,

Order 66-33012: I am returning both pairs of running shoes because they are half a size too small.
I must have the refund by 30 May 2026 as I am moving abroad.

Best,
Jonas Weber
""", dict(return_reason="they are half a size too small",
          customer_expectation="I must have the refund by 30 May 2026 as I am moving abroad")),
# 18 refund request, reason as the problem sentence, "I would appreciate"
("refund_request", """Subject: Refund please - order 4410-TT

Good morning,

The bluetooth speaker I bought stopped charging after three days, so I would like to send it back because it
is clearly defective. I would like my EUR 79.90 refunded within 14 days.

Many thanks,
Hana Novak
""", dict(return_reason="it is clearly defective",
          customer_expectation="I would like my EUR 79.90 refunded within 14 days")),
# 19 letter, "expecting" clause in the middle, no approved amount
("customer_letter", """Dear Sir or Madam,

I returned the dishwasher (order 7-20931) three weeks ago and have heard nothing since.
I need a written answer and my refund by the end of next week.
Please reply to this address.

Karen Moss
""", dict(refund_approved=None, customer_expectation="I need a written answer and my refund by the end of next week")),
# ---------------------------------------------------------------- warranty_form / product
# 20 product in a table under "Description"
("warranty_form", """WARRANTY CLAIM                             Claim no. WC-30021
Date: 4 March 2026

Description               Serial           Purchased
Dyson V11 Absolute        SN-99A-1177      12/10/2025

Fault: the motor cuts out after two minutes.
Customer: Ruth Adeyemi
""", dict(product_name="Dyson V11 Absolute")),
# 21 product in prose "I bought a ... from you"
("warranty_form", """Warranty request

Hello, I bought a Garmin Forerunner 255 from you last autumn (order 88120). The screen has gone blank and
the watch no longer charges. Please repair or replace it under warranty.

Martina Rossi, 6 Feb 2026
""", dict(product_name="Garmin Forerunner 255")),
# 22 product as "Appliance:" label, model number separate
("warranty_form", """Service & Warranty Registration - Claim
Appliance: Bosch Serie 6 washing machine
Model no.: WAU28T40GB
Date of purchase: 02/09/2024
Problem: drum will not spin, error E18
""", dict(product_name="Bosch Serie 6 washing machine")),
# 23 product returned in prose, "the ... I ordered"
("refund_request", """Hi,

The Kindle Paperwhite I ordered on 2 April arrived with a dead pixel line across the screen. I'd like to
return it because it is faulty and get my money back, GBP 139.99.
I expect the refund within 10 days.

Tom Greaves
Order 209-1120
""", dict(return_reason="it is faulty", customer_expectation="I expect the refund within 10 days")),
# 24 warranty with "Article" label
("warranty_form", """Garantieantrag / Warranty claim
Kunde / Customer: Felix Braun
Artikel / Article: Miele Complete C3 vacuum cleaner
Fehler / Defect: suction drops after a few minutes
Datum / Date: 10.02.2026
""", dict(product_name="Miele Complete C3 vacuum cleaner")),
# 25 warranty in prose with "my ... has stopped"
("warranty_form", """To the warranty team,

My Sonos Era 100 speaker has stopped connecting to Wi-Fi, just eight months after purchase (order SO-7781).
I am claiming a replacement under the two-year warranty.

Regards, Owen Pryce
12 June 2026
""", dict(product_name="Sonos Era 100")),
# ---------------------------------------------------------------- order_confirmation / shipping_notice
# 26 order confirmation prose dates
("order_confirmation", """Thank you for your order!

Order #: 40-77120
Placed on: Tuesday, 10 March 2026
Total: EUR 84.30

Your parcel should arrive between 13 and 16 March 2026.
""", dict(order_date="2026-03-10", delivery_estimate="2026-03-16")),
# 27 order confirmation label above value
("order_confirmation", """ORDER SUMMARY

Order reference
KB-220931

Date ordered
2026-01-22

Estimated arrival
2026-01-29

Grand total
USD 412.00
""", dict(order_date="2026-01-22", delivery_estimate="2026-01-29")),
# 28 order confirmation in prose only
("order_confirmation", """Hi Leon,

We received your order 88-3012 on 5 May 2026 and are packing it now. It will reach you by 9 May 2026.
Order total: GBP 46.20

Penny Lane Prints
""", dict(order_date="2026-05-05", delivery_estimate="2026-05-09")),
# 29 shipping notice, "expect it on"
("shipping_notice", """Your package is on its way!

Order 7781-AB was shipped today, 2 April 2026, with DPD (tracking 15501234567890).
You can expect it on 6 April 2026.
""", dict(delivery_estimate="2026-04-06")),
# 30 shipping notice, table with ETA
("shipping_notice", """DISPATCH ADVICE
Order        Shipped       Carrier     ETA
SO-99120     03/03/2026    GLS         05/03/2026
""", dict(delivery_estimate="2026-03-05")),
# 31 order confirmation, order date as "Order of", US date
("order_confirmation", """Order confirmation
Thank you for shopping at Redwood Gear. Order No. RG-1120 of 03/14/2026 has been received.
Amount charged: $89.00
Delivery expected: 03/19/2026
""", dict(order_date="2026-03-14", delivery_estimate="2026-03-19")),
# ---------------------------------------------------------------- invoice
# 32 invoice number other shape
("invoice", """Tax Invoice
Invoice No: 2026/00417
Invoice date: 4 April 2026
Order date: 1 April 2026
Customer: Meadow Cafe Ltd
Total due: GBP 312.00
""", dict(invoice_number="2026/00417", order_date="2026-04-01")),
# 33 invoice number as "Bill #"
("invoice", """BILL #BL-7781-26
Billing date: 2026-02-10
For order placed 2026-02-07 by Carla Ruiz
Amount: EUR 58.40 (incl. VAT EUR 9.32)
""", dict(invoice_number="BL-7781-26", order_date="2026-02-07")),
# 34 label above value invoice
("invoice", """INVOICE

Number
F-2026-0915

Issued
15 May 2026

Order date
12 May 2026

Total
CAD 199.99
""", dict(invoice_number="F-2026-0915", order_date="2026-05-12")),
# 35 invoice in a table header row
("invoice", """Sunbeam Electrical Wholesale
Invoice      Date          Order       Order date    Customer
SEW-44120    02/03/2026    PO-7781     27/02/2026    Kerr Builders
Net GBP 1,200.00   VAT GBP 240.00   Total GBP 1,440.00
""", dict(invoice_number="SEW-44120", order_date="2026-02-27")),
# ---------------------------------------------------------------- more approvals / expectation variety
# 36 approval: fee waiver with "we will not charge X% of"
("refund_approval", """Reference: MAR-2026-119
Date: 9 January 2026

Dear Mrs Sato,

your return of the espresso grinder has been accepted. The purchase price of JPY 24,800 is eligible for a
refund, and we have approved JPY 22,320. We will not charge 60% of the usual restocking fee.
The refund will be credited by 16 January 2026.

Marlowe Coffee Equipment
""", dict(refund_eligible="24800", refund_approved="22320", fee_waiver_percent="60", promised_date="2026-01-16")),
# 37 letter with "you promised to refund"
("customer_letter", """Dear Brightside Books,

Last week you promised to refund $23.50 for the damaged atlas (order BB-55120). I would appreciate it if the
money reached my account by March 31, 2026.

Sincerely,
Paul Wenger
""", dict(refund_approved="23.50", customer_expectation="I would appreciate it if the money reached my account by March 31, 2026")),
# 38 refund request with a question-form expectation
("refund_request", """Order #20931 - returning a jacket

Hi, the zip on the jacket broke on the second day, which is why I am sending it back.
Can you refund the EUR 120.00 to my card by 10 April 2026?

Aisha
""", dict(return_reason="the zip on the jacket broke on the second day",
          customer_expectation="Can you refund the EUR 120.00 to my card by 10 April 2026?")),
# 39 approval, eligible "up to", approved "we will refund"
("refund_approval", """From: Claims <claims@tidewaterelectronics.example>
Date: 18 March 2026
Subject: Claim TW-4120 approved

Dear Mr Haddad,

Your order 55-1207 qualifies for a refund of up to USD 560.00. We will refund USD 505.00 (less return
shipping) and expect the credit to post by 25 March 2026.
""", dict(refund_eligible="560.00", refund_approved="505.00", promised_date="2026-03-25")),
]


def score(docs=CHECK18_DOCS, verbose: bool = True, label: str = "fields18_check") -> Counter:
    """right / wrong / missed / hallucinated over the listed fields, with tests/fields14_score.py's per_field."""
    from tests.fields14_score import per_field

    counts, misses = per_field(docs)
    per: dict[str, Counter] = {}
    for name, c in counts.items():
        per[name] = Counter(right=c["correct"], stated=c["stated"], halluc=c["hallucinated"], null=c["null"])
    for i, doc_type, name, want, got in misses:
        if want is None:
            continue
        per[name]["wrong" if got is not None else "missed"] += 1
    tot = Counter()
    for name in sorted(per):
        c = per[name]
        tot.update(c)
        if verbose:
            print(f"{label:16s} {name:22s} right {c['right']}/{c['stated']} wrong {c['wrong']} missed {c['missed']}"
                  f" hallucinated {c['halluc']}/{c['null']}")
    if verbose:
        for m in misses:
            print("   miss", m)
        print(f"{label:16s} {'ALL':22s} right {tot['right']}/{tot['stated']} wrong {tot['wrong']} missed {tot['missed']}"
              f" hallucinated {tot['halluc']}/{tot['null']}")
    return tot


if __name__ == "__main__":
    score()
