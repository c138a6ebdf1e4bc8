"""The TUNING set of the tenth field round (helper fields10): payment_reference, refund_executed, carrier,
customer_expectation and customer_id on documents of made-up shops, in wordings and layouts of their own (not the
check set's, `tests/fields10_check.py`). The round's rules were fixed against this set's misses, by method (label
evidence, layout, the clause's verb and who acts, general vocabulary), never by one of its phrases.

    untouched (main at fa767a3): field accuracy 0.650 (52 of 80), doc type 28/39, hallucinated 0, currency 10/12
        (customer_id 22/30, refund_executed 10/12, payment_reference 8/11, carrier 7/11, customer_expectation 5/16)
    after the round: 0.8625 (69 of 80), doc type 28/39, hallucinated 0, currency 10/12
        (customer_id 30/30, refund_executed 10/12, payment_reference 9/11, carrier 8/11, customer_expectation 12/16)
    Left: a CSV export (a header of keys over comma-parted values) not read; the rest are documents whose type is
    misread, so the type's slots lack the field (an Italian refund as an invoice; three shipping notices as invoices
    or a request; a letter as an invoice, a returns portal's form as an order confirmation, a request as a warranty
    form, a letter as a shipping notice); `stages.doctype` is not this round's.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE10_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
("refund_execution", """Subject: Money on its way back

Hi Grace,

We've refunded NZD 34.00 to your Mastercard today (21 Jan 2026). Refund reference: KR-5512093.
Your original payment (transaction 88120044) stays on your statement as a separate line.

Kiwi Rope Co.
Customer #: 20931
""", dict(customer_id="20931", refund_executed=M("34.00", "NZD"), payment_reference="KR-5512093")),
("refund_execution", """CREDIT ADVICE
Beneficiary account:   IE29 AIBK 9311 5212 3456 78
Client code:           CC-7712
Amount credited:       EUR 210.00
Value date:            04/04/2026
Our payment ref:       SEPA-2026-440912
""", dict(customer_id="CC-7712", refund_executed=M("210.00", "EUR"), payment_reference="SEPA-2026-440912")),
("refund_execution", """Refund update for order 33-1209

You requested: SEK 899,00
We approved: SEK 799,00 (return shipping deducted)
Paid back to you: SEK 799,00 on 15.05.2026
Bank reference: SE-55120993

Nordlys Design
""", dict(refund_executed=M("799.00", "SEK"), payment_reference="SE-55120993")),
("refund_execution", """note: chargeback avoided. sent back USD 41.25 to paypal of cust 7712-09 on 5/22, paypal txn 2LM88120XK5510444.
orig sale txn 9QP20931AB7712045.
""", dict(customer_id="7712-09", refund_executed=M("41.25", "USD"), payment_reference="2LM88120XK5510444")),
("refund_execution", """Gentile cliente,

le confermiamo il rimborso di 56,00 EUR eseguito il 03/03/2026 sul suo conto IT60 X054 2811 1010 0000 0123 456.
Codice cliente: 90-3312
Riferimento rimborso: IT-RB-771209

Cordiali saluti, Ceramiche Vietri
""", dict(customer_id="90-3312", refund_executed=M("56.00", "EUR"), payment_reference="IT-RB-771209")),
("refund_execution", """Refund receipt
----------------------------------
Store: Maple & Fern Books
Card: Amex ****1009
Refund amount: CAD 27.50
Approval code: 044912
Date: 2026-06-18
Original sale ref: S-55120
----------------------------------
""", dict(refund_executed=M("27.50", "CAD"), payment_reference="044912")),
("refund_execution", """Dear Mr Nakamura,

Of the JPY 12,000 you claimed, we have returned JPY 9,600 to your card today (the opened item is excluded).
Credit reference: JP-CR-22019
Member ID: NK-44120

Hanabi Tea House
""", dict(customer_id="NK-44120", refund_executed=M("9600", "JPY"), payment_reference="JP-CR-22019")),
("refund_execution", """refund_id,order,amount,currency,status,processed
R-99120,55102,19.99,GBP,paid,2026-02-27
""", dict(refund_executed=M("19.99", "GBP"), payment_reference="R-99120")),
("refund_execution", """Olá Sr. Pereira,

Informamos que o reembolso de 33,40 EUR foi transferido hoje para a sua conta PT50 0002 0123 1234 5678 9015 4.
Referência da transferência: PT-TRF-55120
Número de cliente: 4471203

Loja Azulejo
""", dict(customer_id="4471203", refund_executed=M("33.40", "EUR"), payment_reference="PT-TRF-55120")),
("refund_execution", """Hi Sam, just to let you know we've put the $25.00 back on your Visa this morning. No reference number from
our end, but it should show up in 2-3 days. Order 1102-B.
""", dict(customer_id=None, refund_executed=M("25.00", "USD"), payment_reference=None)),
("refund_execution", """Payout summary

Recipient           Dmitri Volkov
Recipient IBAN      LT12 1000 0111 0100 1000
Customer account    DV-20931
Payout amount       EUR 128.00
Payout reference    PO-2026-770012
Paid on             09.09.2026
""", dict(customer_id="DV-20931", refund_executed=M("128.00", "EUR"), payment_reference="PO-2026-770012")),
("refund_execution", """[18/10/2026, 09:02] Urban Sprout: Hi Leo, we refunded AUD 18.00 to your card just now
[18/10/2026, 09:02] Urban Sprout: ref RF-55102 in case your bank asks
[18/10/2026, 09:03] Leo: cheers!
""", dict(refund_executed=M("18.00", "AUD"), payment_reference="RF-55102")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """Good news - your parcel has left us!

Order: 7710-22
Courier: Evri
Tracking: H00A1B2290441205
Evri customer service: 0330 808 5456
""", dict(carrier="Evri")),
("shipping_notice", """Shipment details
Carrier name       Canada Post
Tracking no.       7023 2104 4120 9931
Shipper phone      1-866-607-6301
Customer account   CP-55120
""", dict(customer_id="CP-55120", carrier="Canada Post")),
("shipping_notice", """Bonjour Madame Roux,

votre commande 55-0912 a été confiée à Chronopost ce matin. Numéro de suivi : XW551209441FR.
N° client : 204471

L'équipe Savonnerie du Midi
""", dict(customer_id="204471", carrier="Chronopost")),
("shipping_notice", """Order    Ship date    Via           Tracking
A-2201   2026-03-04   FedEx Ground  771209944120
""", dict(carrier="FedEx Ground")),
("shipping_notice", """packed & handed to PostNL 14:00, barcode 3SABCD5512094. klant 88-4471
""", dict(customer_id="88-4471", carrier="PostNL")),
("shipping_notice", """Your delivery is with Aramex.
Waybill: 44120993155
Aramex Dubai hub, Al Quoz Industrial Area 3
Your account: AR-99120
""", dict(customer_id="AR-99120", carrier="Aramex")),
("shipping_notice", """Sehr geehrte Frau Yilmaz,

Ihre Bestellung 4471-90 wurde heute mit DHL Express versendet.
Sendungsnummer: 1Z55120944
DHL Servicecenter: 0228 4333 112
Kundennr.: 33-9120

Ihr Weinhaus Rheingold
""", dict(customer_id="33-9120", carrier="DHL Express")),
("shipping_notice", """order_no=88120
cust_no=CX-2209
ship_carrier=InPost
parcel_no=6200123456789
""", dict(customer_id="CX-2209", carrier="InPost")),
("shipping_notice", """[09/08/2026 15:20] Sunny Side Pets: Hey Ana, Bruno's food is on the way, we sent it by Correos Express
[09/08/2026 15:21] Sunny Side Pets: tracking 55120994412
""", dict(carrier="Correos Express")),
("shipping_notice", """DISPATCH NOTE
Customer: Brightwater Hotels (acc. BH-0921)
Goods: 12x towel sets
Forwarder: Kuehne+Nagel
Forwarder contact: +49 40 30333 0
""", dict(customer_id="BH-0921", carrier="Kuehne+Nagel")),
("shipping_notice", """Hi Tom, order 2209 left today by UPS, tracking 1Z999AA10123456784. Collection point if you miss it: UPS Access Point,
12 High St. Your customer number is 77120.
""", dict(customer_id="77120", carrier="UPS")),
# ---------------------------------------------------------------- refund_request / customer_letter
("refund_request", """Subject: Refund please - order 55-0931

Hi,

the headphones stopped charging after a week. I'd like a full refund to my PayPal account.
Account no.: HP-7712

Thanks, Ravi Menon
""", dict(customer_id="HP-7712", customer_expectation="I'd like a full refund to my PayPal account")),
("refund_request", """Web form
first_name: Elin
last_name: Berg
customer_no: 55-2093
order_no: 1209
request: Please exchange the shoes for size 39
""", dict(customer_id="55-2093", customer_expectation="Please exchange the shoes for size 39")),
("refund_request", """Chat log 03.05.2026
Kunde: Hallo, meine Lampe ist kaputt angekommen
Agent: Das tut uns leid. Was dürfen wir für Sie tun?
Kunde: Ich möchte das Geld zurück auf meine Kreditkarte
Kunde: Kundennummer 77-4120
""", dict(customer_id="77-4120", customer_expectation="Ich möchte das Geld zurück auf meine Kreditkarte")),
("customer_letter", """Dear Homeware Hub,

The table you delivered on Tuesday has a scratch across the top. I need a replacement delivered before my
daughter's party on 20 June 2026.

Regards,
Fiona Walsh (customer 88120-F)
""", dict(customer_id="88120-F", customer_expectation="I need a replacement delivered before my daughter's party on 20 June 2026")),
("refund_request", """[22/07/2026, 20:11] Omar: salam, the rug i ordered is the wrong colour
[22/07/2026, 20:12] Omar: i'd like to swap it for the grey one
[22/07/2026, 20:30] Rug Loft: Of course Omar, whats your account number?
[22/07/2026, 20:31] Omar: RL55120
""", dict(customer_id="RL55120", customer_expectation="i'd like to swap it for the grey one")),
("refund_request", """Ticket #44120 (phone)
Cust: 2209-77, Mrs Adeyemi
Item: toaster, 2 slots dead
Wants money back to Visa, not store credit.
""", dict(customer_id="2209-77", customer_expectation="Wants money back to Visa, not store credit")),
("refund_request", """Hello,

Could you please refund the GBP 12.00 delivery charge? The parcel arrived four days late.
My bank is Monzo, sort code 04-00-04, account 12345678, if you need it.

Customer no. 5512-09
Yusuf Ali
""", dict(customer_id="5512-09", customer_expectation="Could you please refund the GBP 12.00 delivery charge?")),
("customer_letter", """Bonjour,

le vase commandé (commande 88-120) est arrivé cassé. Je souhaite un remboursement complet sur ma carte.

N° client : VZ-4471
Cordialement, Claire Dubois
""", dict(customer_id="VZ-4471", customer_expectation="Je souhaite un remboursement complet sur ma carte")),
("refund_request", """RETURNS PORTAL
Customer number   30-1209
Order             77-551
Item              Rain jacket M
Reason            faulty zip
Requested outcome Refund to original payment
""", dict(customer_id="30-1209", customer_expectation="Refund to original payment")),
("refund_request", """Hi, order 4471 - the drill is missing its battery. Please send the battery asap, I need it this weekend.
Thanks, Piet (acct 99-2201)
""", dict(customer_id="99-2201", customer_expectation="Please send the battery asap, I need it this weekend")),
("customer_letter", """To whom it may concern,

After three calls about my broken washing machine I am asking you to collect it and refund me in full within 14 days.
Loyalty card number: LC-60125512

Mrs P. Gallagher
""", dict(customer_id="LC-60125512", customer_expectation="I am asking you to collect it and refund me in full within 14 days")),
("refund_request", """Hola,

la silla llegó rota (pedido 90-4412). Necesito que me envíen una silla nueva antes del viernes.

Cliente nº 30912
Pablo Ruiz
""", dict(customer_id="30912", customer_expectation="Necesito que me envíen una silla nueva antes del viernes")),
("refund_request", """Hi there! The mug set I got as a gift came with one mug chipped. Is it possible to just get that one mug replaced?
No need to refund anything.
Sofia
""", dict(customer_id=None, customer_expectation="Is it possible to just get that one mug replaced?")),
("refund_request", """REFUND REQUEST
Customer: Mark Lewis
Customer ID: ML-2093
IBAN for refund: GB29 NWBK 6016 1331 9268 19
Amount: GBP 75.00
Expectation: refund within 7 days
""", dict(customer_id="ML-2093", customer_expectation="refund within 7 days")),
("customer_letter", """Dear Sir,

Your courier left the parcel in the rain and the books inside are ruined (order 5512-BK).
I would appreciate a replacement set, sent by tracked post.

Kind regards,
H. Schmidt, member 77-1209
""", dict(customer_id="77-1209", customer_expectation="I would appreciate a replacement set, sent by tracked post")),
("refund_request", """op note: cust rang re order 3312, kettle leaking. asked for refund to card by end of week. cust id 5510-2
""", dict(customer_id="5510-2", customer_expectation="asked for refund to card by end of week")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(TUNE10_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields10_tune
    from tests.fields_fresh_docs import report

    report(score())
