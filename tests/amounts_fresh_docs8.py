"""The eighth fresh round (helper amounts8): the money fields' qualifiers on documents of unseen shops. Written after
its check set (`tests/amounts_fresh_docs8_check.py`) and before any rule of the round was changed, scored untouched
first. Every document holds several amounts that compete for its one money field: the order total, the amount asked
for, the amount approved (in part, less a fee or restocking), the amount paid back, shipping, tax, store credit, a
balance, an earlier refund; in the tense and aspect that decide which is which ("we will refund" is approved, "has
been credited" executed, "you asked for" requested), amounts before or after their verb, labels in other languages,
tables, e-mails, letters, operator notes. Made-up shops and people.

Truth conventions as `tests/amounts_fresh_docs8_check.py`.

Scored with `score()`:
    untouched (main at be502e7): field accuracy 0.514 (36 of 70), doc type 22/31, hallucinated 0; refund_executed 2/11,
        refund_approved 2/8, refund_requested 2/6 (mostly no value: the amounts' labels and verbs were not cues; one
        wrong value: an earlier refund's amount taken for this one's)
    after the round (`stages/amounts.py`): 0.929 (65 of 70), doc type 28/31, hallucinated 0; refund_executed 11/11,
        refund_approved 7/8, refund_requested 5/6, execution_date 11/11
    Left: an operator's note opening "approved <date> by supervisor: refund INR 2,750 (...)" read as a request (its
    "refund ..." taken for an imperative), a "RETURN / REFUND FORM" read as a payment notice, a Swedish order
    confirmation read as an invoice (doc types).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

FRESH8_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
("refund_execution", """Subject: Your money is on its way back

Hi Tomasz,

we received the returned jacket (order PL-44120, total PLN 599,00). A return shipping fee of PLN 19,00 was
deducted, and PLN 580,00 has been refunded to your BLIK account on 06.05.2026.

Reference: ZW-2026-05-0413
Sklep Górski
""", dict(refund_executed=M("580.00", "PLN"), execution_date="2026-05-06")),
("refund_execution", """REFUND STATEMENT
Description               Amount
Order total               USD 212.40
Refund requested          USD 212.40
Restocking fee (10%)      USD -21.24
Refunded to card          USD 191.16
Refund date               2026-03-18
Transaction               TXN884120077
""", dict(refund_executed=M("191.16", "USD"), execution_date="2026-03-18", payment_reference="TXN884120077")),
("refund_execution", """CREDIT NOTE CN-5512
Date: 11/02/2026
Previously refunded:              EUR 15.00
This credit:                      EUR 32.50
Balance remaining on the order:   EUR 0.00
Credited on 11/02/2026 to the card ending 0912.
""", dict(refund_executed=M("32.50", "EUR"), execution_date="2026-02-11")),
("refund_execution", """2026-06-14 14:20 agent KL: refunded £39.95 of the £79.90 order (one of the two items came back).
Refund ID R-0091123
""", dict(refund_executed=M("39.95", "GBP"), execution_date="2026-06-14", payment_reference="R-0091123")),
("refund_execution", """Terugbetaling / Refund
Bestelbedrag: € 140,00
Terugbetaald bedrag: € 126,00
Datum terugbetaling: 22-04-2026
Transactienummer: NL0044120987
""", dict(refund_executed=M("126.00", "EUR"), execution_date="2026-04-22", payment_reference="NL0044120987")),
("refund_execution", """Hello Reto,

we've returned CHF 88.00 to your Twint account today (3 June 2026). The remaining CHF 20.00 of your
CHF 108.00 order was issued as store credit (code SC-4410).

Kind regards, Alpenlicht
""", dict(refund_executed=M("88.00", "CHF"), execution_date="2026-06-03")),
("refund_execution", """Dear Ms Ito,

JPY 12,800 was paid back to your card on 2026/07/09. Your original payment was JPY 15,300 including JPY 2,500
shipping, which is not refundable.

Payment ID: JP-2026-0709-44
""", dict(refund_executed=M("12800", "JPY"), execution_date="2026-07-09", payment_reference="JP-2026-0709-44")),
("refund_execution", """PAYMENT ADVICE
Approved refund:     AUD 300.00
Paid this run:       AUD 150.00   (first instalment)
Outstanding:         AUD 150.00
Payment date:        30/09/2026
EFT ref:             55120-9931
""", dict(refund_executed=M("150.00", "AUD"), execution_date="2026-09-30", payment_reference="55120-9931")),
("refund_execution", """Hi Sam,

you asked us for EUR 49.00 back for the broken kettle. We refunded EUR 44.00 on 1 April 2026 (EUR 5.00 was the
delivery charge, which we cannot return).

Ref RFD-77120
""", dict(refund_executed=M("44.00", "EUR"), execution_date="2026-04-01", payment_reference="RFD-77120")),
("refund_execution", """Hola Carmen:
te confirmamos que el reembolso se ha realizado.
Importe del pedido: 75,00 €
Importe reembolsado: 67,50 €
Fecha: 15/03/2026
Referencia: ES-7712-03
""", dict(refund_executed=M("67.50", "EUR"), execution_date="2026-03-15", payment_reference="ES-7712-03")),
("refund_execution", """REFUND RECEIPT                       2026-01-27
Total charged             $89.00
Subtotal refunded         $74.76
Tax refunded               $7.12
Total refunded            $81.88
Card: Amex ending 1002
""", dict(refund_executed=M("81.88", "USD"), execution_date="2026-01-27")),
# ---------------------------------------------------------------- refund_approval
("refund_approval", """Dear Mr Berg,

following our review, your refund is approved. We will pay back NOK 1 200,00 of the NOK 1 450,00 you claimed
(the shipping cost of NOK 250,00 is not covered).

Approved: 12 January 2026
Fjellsport AS
""", dict(refund_approved=M("1200.00", "NOK"), approval_date="2026-01-12")),
("refund_approval", """RETURN AUTHORISATION RA-5512
Item value                EUR 180.00
Restocking fee            EUR 27.00
Refund to be issued       EUR 153.00
Authorised on             04/08/2026
""", dict(refund_approved=M("153.00", "EUR"), approval_date="2026-08-04")),
("refund_approval", """Hi Leon,

good news: we've agreed to refund your order in part. You paid USD 240.00; we'll credit USD 180.00 to your card
within 10 days.

Date of decision: 2026-02-20
""", dict(refund_approved=M("180.00", "USD"), approval_date="2026-02-20")),
("refund_approval", """Erstattungsbescheid
Datum: 11.11.2026
Forderung: 95,00 EUR
Bewilligter Betrag: 80,00 EUR
Abzug Versandkosten: 15,00 EUR
""", dict(refund_approved=M("80.00", "EUR"), approval_date="2026-11-11")),
("refund_approval", """Your claim for £310.00 has been accepted in full. £310.00 will be returned to your account by 5 May 2026.

Decision made 28 April 2026.
Returns Desk, Calder Tools
""", dict(refund_approved=M("310.00", "GBP"), approval_date="2026-04-28", promised_date="2026-05-05")),
("refund_approval", """Dear Mr Tan,

we already refunded SGD 20.00 for the missing cable. We now approve a further SGD 55.00 for the damaged
charger, to be paid by 10/10/2026.

Approval date: 02/10/2026
""", dict(refund_approved=M("55.00", "SGD"), approval_date="2026-10-02", promised_date="2026-10-10")),
("refund_approval", """approved 2026-03-09 by supervisor: refund INR 2,750 (of INR 3,100 requested, minus INR 350 pickup charge)
""", dict(refund_approved=M("2750", "INR"), approval_date="2026-03-09")),
("refund_approval", """Our decision: partial refund
Requested: ZAR 1,850.00 | Granted: ZAR 1,400.00 | Order value: ZAR 3,200.00
Decided on 17 June 2026.
""", dict(refund_approved=M("1400.00", "ZAR"), approval_date="2026-06-17")),
# ---------------------------------------------------------------- refund_request
("refund_request", """Dear Sir or Madam,

I returned the blender (order BL-4471, EUR 89.00 plus EUR 6.90 postage). Please refund me the EUR 89.00 by
20 May 2026.

Yours faithfully,
Ines Moreau
""", dict(refund_requested=M("89.00", "EUR"), customer_deadline="2026-05-20")),
("refund_request", """RETURN / REFUND FORM
Order total paid:        $156.00
Items returned:          2 of 3
Amount to be refunded:   $104.00
Need refund by:          2026-07-01
""", dict(refund_requested=M("104.00", "USD"), customer_deadline="2026-07-01")),
("refund_request", """Hi,

my order (total USD 45.00) was charged twice. I'm asking for the extra USD 45.00 back. The USD 5.00 voucher you
sent is not enough. Please process it by 9 March 2026.

Tom
""", dict(refund_requested=M("45.00", "USD"), customer_deadline="2026-03-09")),
("refund_request", """Richiesta di rimborso
Ordine: IT-7741
Totale ordine: 120,00 €
Importo richiesto: 60,00 €
Entro il: 30/04/2026
""", dict(refund_requested=M("60.00", "EUR"), customer_deadline="2026-04-30")),
("refund_request", """To: claims@redgum-furniture.example

We are claiming AUD 1,320.00 for the 4 chairs that arrived damaged (invoice total AUD 2,640.00, freight
AUD 180.00). We need the credit before 15/08/2026.

Purchasing, Wattle Cafe Group
""", dict(refund_requested=M("1320.00", "AUD"), customer_deadline="2026-08-15")),
("refund_request", """Hello,

I would like my money back for the phone case, £23.50. My order total was £31.49 with postage.

Thanks, Ollie Park
""", dict(refund_requested=M("23.50", "GBP"), customer_deadline=None)),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Order received - thank you!
Order no. 88-2210          Order date: 05/03/2026
Subtotal            EUR 149.00
Discount            EUR -15.00
Shipping            EUR 4.95
VAT included        EUR 23.79
Total               EUR 138.95
""", dict(order_total=M("138.95", "EUR"), order_date="2026-03-05")),
("order_confirmation", """Hi Jun,

we've booked your order K-5512 on 14 April 2026. Grand total HKD 2,380.00 (delivery HKD 80.00 included).
You used HKD 100.00 of store credit.
""", dict(order_total=M("2380.00", "HKD"), order_date="2026-04-14")),
("order_confirmation", """SALES ORDER SO-44120
Date 2026-09-01
Previous balance        USD 0.00
Order amount            USD 725.00
Deposit paid            USD 200.00
""", dict(order_total=M("725.00", "USD"), order_date="2026-09-01")),
("order_confirmation", """Order confirmation - your total is CA$ 67.80 (items CA$ 59.98, shipping CA$ 7.82).
Ordered on March 2, 2026. Order number 4410-CA.
""", dict(order_total=M("67.80", "CAD"), order_date="2026-03-02")),
("order_confirmation", """Orderbekräftelse
Ordernummer: 5512
Orderdatum: 2026-05-10
Summa varor: 1 196 kr
Frakt: 49 kr
Att betala: 1 245 kr
""", dict(order_total=M("1245", "SEK"), order_date="2026-05-10")),
("order_confirmation", """ORDER ACKNOWLEDGEMENT
PO 77120 dated 03/02/2026
Net amount        GBP 400.00
VAT 20%           GBP 80.00
Gross total       GBP 480.00
""", dict(order_total=M("480.00", "GBP"), order_date="2026-02-03")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(FRESH8_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.amounts_fresh_docs8
    from tests.fields_fresh_docs import report

    report(score())
