"""A check set for the eighth fresh round (helper amounts8): the money fields' qualifiers (requested, approved,
executed refunds, the order total) and their dates (approval, execution, the customer's deadline, the order date) on
documents holding several amounts that compete (the order total, the amount asked for, the amount approved less a fee,
the amount paid back, shipping, tax, store credit, a balance, an earlier refund). Written before any rule of the round
was changed, in wording of its own (not the tuning set's, `tests/amounts_fresh_docs8.py`), and scored only once
before and once after the round's fixes. Made-up shops and people.

Truth conventions as `tests/fields_fresh_docs.py`: the executed refund is the amount this document says went back, the
approved refund the amount the decision grants (after any fee it deducts), the requested refund what the writer asks
for, the order total what the whole order came to.

Scored with `score()`:
    before the round (main at be502e7): field accuracy 0.686 (24 of 35), doc type 14/15, hallucinated 0, currency 8/15
    after the round (scored once, at the end): 0.857 (30 of 35), doc type 14/15, hallucinated 0, currency 14/15;
        refund_executed 3/6 -> 5/6, refund_requested 0/3 -> 3/3, refund_approved 3/4 -> 4/4, execution_date 5/6 -> 4/6
    Missed after: an operator's note ("cust asked AUD 75.00 back, approved AUD 60.00 ... AUD 60.00 pushed back to her
    Mastercard today") read as an approval, so without its executed amount and date; a payment's date taken from the
    earlier partial refund's clause ("further to our partial refund of EUR 20.00 on 2 March 2026, the remaining EUR 45.00
    has now been returned to your card (4 March 2026)"); two order dates ("Date:" over an order confirmation's table,
    "We received your order 55-ABC on 02/10/2026").
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK8_DOCS: list[tuple[str, str, dict]] = [
("refund_execution", """From: payments@lindqvist-home.example
Subject: Your refund has been processed

Hello Ana,

your return of order LH-30912 reached us. The order total was EUR 129.90 and you asked for the full EUR 129.90.
After the restocking fee of EUR 12.99 we have credited EUR 116.91 to your Visa card on 14 May 2026.

Transaction ref: RF-55120993
Lindqvist Home
""", dict(refund_executed=M("116.91", "EUR"), execution_date="2026-05-14", payment_reference="RF-55120993")),
("refund_execution", """ERSTATTUNG / REFUND ADVICE
Bestellwert / Order value          EUR 245,00
Beantragt / Requested              EUR 245,00
Genehmigt / Approved               EUR 220,50
Erstattet / Refunded               EUR 220,50
Buchungsdatum / Booking date       03.07.2026
Referenz / Reference               DE-REF-0091245
""", dict(refund_executed=M("220.50", "EUR"), execution_date="2026-07-03", payment_reference="DE-REF-0091245")),
("refund_approval", """Dear Mr Haddad,

we have reviewed your claim for GBP 84.00 (order total GBP 96.50, including GBP 12.50 delivery).
We will refund GBP 84.00 less a handling charge of GBP 6.00, that is GBP 78.00, to your original payment
method within 5 working days.

Decision date: 21/04/2026

Customer Care, Brampton Outdoor
""", dict(refund_approved=M("78.00", "GBP"), approval_date="2026-04-21")),
("refund_request", """Hello,

I'd like to claim back CAD 58.40 for the two mugs that arrived chipped. My order 4471-QC came to CAD 112.80,
shipping CAD 9.00 included. Please sort this out before 30 June 2026.

Thanks,
Marie Tremblay
""", dict(refund_requested=M("58.40", "CAD"), customer_deadline="2026-06-30")),
("order_confirmation", """ORDER CONFIRMATION   #HK-77120
Date: 12 March 2026

Items subtotal           USD 310.00
Shipping                 USD 18.50
Sales tax                USD 26.35
Store credit applied    -USD 40.00
Order total              USD 314.85
""", dict(order_total=M("314.85", "USD"), order_date="2026-03-12")),
("refund_execution", """ops note 2026-08-02 / case 88120
cust asked AUD 75.00 back, approved AUD 60.00 (item used). AUD 60.00 pushed back to her Mastercard today.
ref MC-7712004
""", dict(refund_executed=M("60.00", "AUD"), execution_date="2026-08-02")),
("refund_approval", """CLAIM OUTCOME

Claimed amount:        NZD 199.00
Approved amount:       NZD 149.25   (75%, the item was used)
Approved on:           09/09/2026
Payment expected by:   16/09/2026
""", dict(refund_approved=M("149.25", "NZD"), approval_date="2026-09-09", promised_date="2026-09-16")),
("refund_execution", """Dear Ms Varga,

further to our partial refund of EUR 20.00 on 2 March 2026, the remaining EUR 45.00 has now been returned to
your card (4 March 2026). Your order total was EUR 65.00, so the order is now fully refunded.

Reference: HU-RF-44012
""", dict(refund_executed=M("45.00", "EUR"), execution_date="2026-03-04", payment_reference="HU-RF-44012")),
("refund_request", """Demande de remboursement
Commande n° : FR-22019
Montant de la commande : 89,90 €
Montant demandé : 44,95 €
Merci de me rembourser avant le 15/05/2026.
Claire Dubois
""", dict(refund_requested=M("44.95", "EUR"), customer_deadline="2026-05-15")),
("refund_execution", """Hi Joe,

good news: SEK 1 250 was transferred to your account ending 4410 on 19 Oct 2026. It covers the SEK 1 400 you
claimed minus SEK 150 for the return postage.

Payment ref 8812004471
Nordvik Cykel
""", dict(refund_executed=M("1250", "SEK"), execution_date="2026-10-19", payment_reference="8812004471")),
("refund_approval", """Hi Dana,

your refund of $64.00 was approved on 3 Feb 2026. We have also added a $10.00 goodwill voucher to your account.
The $64.00 will be paid back to your PayPal within 3 days.

Best, Juniper Paper Co.
""", dict(refund_approved=M("64.00", "USD"), approval_date="2026-02-03")),
("order_confirmation", """Thanks Maria!

We received your order 55-ABC on 02/10/2026. You paid £142.97 (that includes £4.99 delivery and a £10.00
discount). We will let you know when it ships.
""", dict(order_total=M("142.97", "GBP"), order_date="2026-10-02")),
("refund_execution", """REMITTANCE ADVICE                                   Date: 28/11/2026
Payer: Coastline Furniture Pty Ltd

Invoice       Original amount     Deductions     Amount paid
INV-4471      AUD 530.00          AUD 53.00      AUD 477.00
""", dict(refund_executed=M("477.00", "AUD"), execution_date="2026-11-28")),
("refund_request", """[10:02] Priya Nair: hi, order 7710 arrived broken
[10:03] Priya Nair: it cost INR 4,200 incl. INR 200 delivery
[10:03] Priya Nair: I want the INR 4,000 for the lamp back please, latest by 12 Aug 2026
[10:05] Agent Ravi: Sorry to hear that, I will pass it on.
""", dict(refund_requested=M("4000", "INR"), customer_deadline="2026-08-12")),
("refund_approval", """Resolución de reembolso / Refund decision
Pedido / Order: ES-55120
Importe solicitado / Amount requested:   75,00 EUR
Importe aprobado / Amount approved:      60,00 EUR
Fecha de resolución / Decision date:     07/05/2026
""", dict(refund_approved=M("60.00", "EUR"), approval_date="2026-05-07")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK8_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.amounts_fresh_docs8_check
    r = score()
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print(r["per_field"])
