"""A CHECK set for the tenth field round (helper fields10): payment_reference, refund_executed, carrier,
customer_expectation and customer_id on documents of shops docflow has never seen. Written BEFORE any rule of the round
was changed and before the tuning set (`tests/fields10_tune.py`), in wordings, channels and id shapes of its own
(e-mails, chat and WhatsApp exports, web-form dumps, label:value forms, tables, labels in other languages, terse
operator notes); scored once before and once after the round. Made-up shops and people; carriers, banks and
processors that exist in the world.

Precision traps on purpose: an IBAN or bank account the money went to beside the customer number, the original sale's
transaction id beside the refund's reference, the carrier's phone or depot beside the carrier, an amount asked for or
approved beside the amount paid back.

Truth conventions as `tests/fields_fresh_docs.py`; customer_expectation is the customer's clause that states the wish,
as printed (without a trailing period).

    before the round (main at fa767a3): field accuracy 0.651 (41 of 63), doc type 23/30, hallucinated 0, currency 6/10
        (customer_id 19/24, refund_executed 7/10, payment_reference 5/9, carrier 5/8, customer_expectation 5/12)
    truth corrected once, without looking at the misses: document 13's carrier is "Royal Mail Tracked 48" (the service
    stays with the name, as the samples' truth writes it, `stages.references.tidy_carrier`); main rescored from an
    archive of fa767a3: 0.667 (42 of 63), carrier 6/8, the rest as above.
    after the round (scored once, at the end): 0.794 (50 of 63), doc type 23/30, hallucinated 0, currency 6/10
        (customer_id 19 -> 23/24, refund_executed 7 -> 7/10, payment_reference 5 -> 6/9, carrier 6 -> 6/8,
        customer_expectation 5 -> 8/12)
    Missed after: "cust 55810" read as "CUST-55810" (the default schema's own customer shape repairs a bare number
    to it); a Dutch "Betalingskenmerk" (no cue) and a French refund read as an invoice; a table of a sale's and a
    refund's rows read as a request (its amount and reference with it); "PLN 280.00, which we paid to your card"
    (a relative clause's verb); "sent 2x boxes w/ Toll" (an abbreviated preposition); the rest are types misread
    (a German notice as a letter, a chat, a German letter as invoices, an operator's note as a warranty form) or a
    chat's "can you refund me to my card pls" not taken.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK10_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
# 0 e-mail: IBAN the money went to, customer number separately
("refund_execution", """From: buchhaltung@kerzenhaus-ulm.example
Subject: Rückerstattung erledigt / refund done

Dear Ms Vogt,

we transferred EUR 38.90 to your account DE44 5001 0517 5407 3249 31 today (24 June 2026).
Transfer reference: KH-UE-2026-0912
Your customer no.: 70-4471

Kerzenhaus Ulm
""", dict(customer_id="70-4471", refund_executed=M("38.90", "EUR"), payment_reference="KH-UE-2026-0912")),
# 1 processor notice: original charge id and refund id
("refund_execution", """Refund issued

Amount          USD 64.00
Refund ID       re_4Kp29XbQ71LmZa
Original charge ch_9Tz11VcB08QwEr
Customer        cus_77MqP0
Status          succeeded
Date            2026-05-09
""", dict(refund_executed=M("64.00", "USD"), payment_reference="re_4Kp29XbQ71LmZa")),
# 2 operator note
("refund_execution", """ops note 14/07 - refunded GBP 22.50 to cust 55810 via BACS, ref BC55810JUL. order 9931 closed.
""", dict(customer_id="55810", refund_executed=M("22.50", "GBP"), payment_reference="BC55810JUL")),
# 3 requested vs paid back
("refund_execution", """Hello Tomasz,

you asked us for PLN 310.00 back for the broken kettle. As the box was missing we could return PLN 280.00,
which we paid to your card ending 7712 on 2 August 2026. Payment reference: PZ/2026/08/4471.

Client number: KL-20931
Sklep Czajnik
""", dict(customer_id="KL-20931", refund_executed=M("280.00", "PLN"), payment_reference="PZ/2026/08/4471")),
# 4 label:value form, Dutch labels
("refund_execution", """TERUGBETALING
Klantnummer:        300912
Bestelling:         NL-88120
Terugbetaald bedrag: EUR 17,95
Datum:              11-09-2026
Betalingskenmerk:   TB-0044912
IBAN klant:         NL91 ABNA 0417 1643 00
""", dict(customer_id="300912", refund_executed=M("17.95", "EUR"), payment_reference="TB-0044912")),
# 5 table with original sale transaction and refund reference
("refund_execution", """Refund statement - Harbour Hobby Supplies

Type      Date        Amount     Reference
Sale      02/03/2026  AUD 120.00 TXN-55102991
Refund    19/03/2026  AUD 45.00  RFD-77012044

Account: HHS-4410
""", dict(customer_id="HHS-4410", refund_executed=M("45.00", "AUD"), payment_reference="RFD-77012044")),
# 6 approved, then paid a part now
("refund_execution", """Dear customer,

your refund of EUR 90.00 was approved last week. Today we paid out the first EUR 60.00 to your PayPal;
the rest follows when the second parcel is back with us.
PayPal transaction: 7HK31029MX5521944

Costa Verde Ceramics
""", dict(refund_executed=M("60.00", "EUR"), payment_reference="7HK31029MX5521944")),
# 7 French, bank account number of customer
("refund_execution", """Bonjour Monsieur Lefort,

Nous vous confirmons le remboursement de 72,00 EUR effectué le 05/10/2026 sur votre compte bancaire
FR76 3000 6000 0112 3456 7890 189.
Référence du remboursement : RB-2026-55120
N° client : 0088123

La Fromagerie d'Annecy
""", dict(customer_id="0088123", refund_executed=M("72.00", "EUR"), payment_reference="RB-2026-55120")),
# 8 webhook dump
("refund_execution", """{"type": "refund.completed", "data": {"refund_id": "RFND-92011", "amount": "15.00", "currency": "CHF",
 "original_payment_id": "PAY-55102004", "customer_number": "CH-33012", "completed_at": "2026-11-03"}}
""", dict(customer_id="CH-33012", refund_executed=M("15.00", "CHF"), payment_reference="RFND-92011")),
# 9 no reference stated, account number of bank only
("refund_execution", """Hi Kemal,

good news: NOK 450.00 has been paid back to your bank account 1503.22.44120 today, 8 December 2026.
Thanks for your patience with order 44-1029.

Fjord Outdoor
""", dict(customer_id=None, refund_executed=M("450.00", "NOK"), payment_reference=None)),
# ---------------------------------------------------------------- shipping_notice
# 10 depot phone beside carrier
("shipping_notice", """Your order 20-5512 is on its way!

Shipped with: DPD
Parcel number: 01559 8812 4471
Questions about delivery? DPD depot Hinckley: +44 1455 555 000

Customer ref: WB-33120
""", dict(customer_id="WB-33120", carrier="DPD")),
# 11 table
("shipping_notice", """DESPATCH CONFIRMATION

Order      Despatched   Courier        Tracking
77-2201    12/05/2026   Parcelforce    PF5512099GB
""", dict(carrier="Parcelforce")),
# 12 prose, German
("shipping_notice", """Hallo Herr Brandt,

Ihr Paket ist unterwegs. Wir haben es heute an GLS übergeben, die Paketnummer lautet 7710 2293 4410.
Kundennummer: 4471-22

Ihr Team von Teekontor Nord
""", dict(customer_id="4471-22", carrier="GLS")),
# 13 WhatsApp export
("shipping_notice", """[03/06/2026, 10:14] Zest Kitchenware: Hi Maya, your order #8812 left our warehouse this morning 📦
[03/06/2026, 10:14] Zest Kitchenware: It's going with Royal Mail Tracked 48, tracking number JT551029944GB
[03/06/2026, 10:15] Maya: great thanks!
""", dict(carrier="Royal Mail Tracked 48")),
# 14 carrier's depot address only + carrier
("shipping_notice", """Shipment notification

Carrier: Purolator
PIN: 331022094412
Pick-up depot: 5995 Avebury Rd, Mississauga ON
Account number: PL-88120
""", dict(customer_id="PL-88120", carrier="Purolator")),
# 15 Spanish
("shipping_notice", """Hola Lucía,

tu pedido 55-1209 ya ha salido de nuestro almacén.
Empresa de transporte: SEUR
Número de envío: 0055120944
Nº cliente: 88120

Un saludo, Aceites Montoro
""", dict(customer_id="88120", carrier="SEUR")),
# 16 terse note, courier phone
("shipping_notice", """sent 2x boxes w/ Toll today, con note 8812004471. toll ph 13 15 31. cust #HP-0921
""", dict(customer_id="HP-0921", carrier="Toll")),
# 17 web form dump
("shipping_notice", """field_order_id: 44120
field_customer_id: 5512-DE
field_shipping_company: Deutsche Post
field_tracking_code: RR551209944DE
field_shipped: 2026-09-14
""", dict(customer_id="5512-DE", carrier="Deutsche Post")),
# ---------------------------------------------------------------- refund_request / customer_letter
# 18 e-mail, IBAN as where refund should go, customer no
("refund_request", """Subject: broken lamp - order 30-9912

Hello,

the glass shade of the lamp arrived cracked. Please refund the EUR 49.00 to my IBAN DE12 3704 0044 0532 0130 00.
My customer number is 66120.

Jana Peters
""", dict(customer_id="66120", customer_expectation="Please refund the EUR 49.00 to my IBAN DE12 3704 0044 0532 0130 00")),
# 19 chat export
("refund_request", """Chat transcript - 14 Apr 2026
Agent (Rosa): Hi, how can I help?
Customer: the blender i got stopped working after 3 days
Customer: i want a new one sent out, not a refund
Agent (Rosa): Sorry to hear that! Can you give me your account number?
Customer: AC-77120
""", dict(customer_id="AC-77120", customer_expectation="i want a new one sent out, not a refund")),
# 20 web form
("refund_request", """Contact form submission
Name: Oskar Lind
Customer number: 2209-14
Order: 8841
Topic: Refund
Message: The jacket is too small. I would like to get my money back on my credit card before 30 April.
""", dict(customer_id="2209-14", customer_expectation="I would like to get my money back on my credit card before 30 April")),
# 21 customer letter, demand with deadline
("customer_letter", """Dear Sir or Madam,

I have written twice about the sofa delivered with a torn cushion (order SF-20931). Nobody has answered.
I expect a replacement cushion by 15 May 2026, otherwise I will return the whole sofa.

Yours faithfully,
R. Okafor
Account ref: OK-55102
""", dict(customer_id="OK-55102", customer_expectation="I expect a replacement cushion by 15 May 2026, otherwise I will return the whole sofa")),
# 22 WhatsApp export refund request
("refund_request", """[12/02/2026, 18:40] Priya: hi, the candles in order 4410 all arrived melted
[12/02/2026, 18:41] Priya: can you refund me to my card pls
[12/02/2026, 18:45] Glow & Co: Sorry Priya, we'll check. What's your customer number?
[12/02/2026, 18:46] Priya: GC-10293
""", dict(customer_id="GC-10293", customer_expectation="can you refund me to my card pls")),
# 23 German letter, bank account beside customer number
("refund_request", """Sehr geehrte Damen und Herren,

die bestellte Jacke (Bestellung 77120) passt nicht. Ich bitte um Erstattung von 89,00 EUR auf mein Konto
DE02 1203 0000 0000 2020 51.

Kundennummer: 551209
Mit freundlichen Grüßen
Heike Sommer
""", dict(customer_id="551209", customer_expectation="Ich bitte um Erstattung von 89,00 EUR auf mein Konto DE02 1203 0000 0000 2020 51")),
# 24 operator note summarising request
("refund_request", """Call note 02/09: cust 88-1024 rang, blender jug cracked. Wants replacement jug posted, no refund.
""", dict(customer_id="88-1024", customer_expectation="Wants replacement jug posted, no refund")),
# 25 question form
("customer_letter", """Hi team,

my order 5512 arrived without the charger. Would it be possible to send the charger by Friday? I travel on Saturday.

Thanks
Member no. M-40912
""", dict(customer_id="M-40912", customer_expectation="Would it be possible to send the charger by Friday?")),
# 26 no customer number, only a phone and IBAN
("refund_request", """Hello, I returned the boots (order 90-1120) on Monday. I'd like the refund paid to my bank account,
IBAN GB33 BUKB 2020 1555 5555 55. Phone 07700 900123.
Ben Harris
""", dict(customer_id=None, customer_expectation="I'd like the refund paid to my bank account, IBAN GB33 BUKB 2020 1555 5555 55")),
# 27 Spanish request
("refund_request", """Hola,

el pedido 88-7712 llegó incompleto, falta una taza. Quiero que me devuelvan el importe de la taza a mi tarjeta.

Número de cliente: CL-30912
Saludos, Marta Gil
""", dict(customer_id="CL-30912", customer_expectation="Quiero que me devuelvan el importe de la taza a mi tarjeta")),
# 28 form with label expectation
("refund_request", """RETURN FORM
Customer ID: 44-9910
Order no: 77120
Reason for return: wrong colour
Preferred outcome: exchange for the blue version
""", dict(customer_id="44-9910", customer_expectation="exchange for the blue version")),
# 29 reply quoting shop
("customer_letter", """> We can offer you a voucher of EUR 20.00.
No thank you. I want the full EUR 65.00 refunded to my Mastercard as I paid.

Lars Eriksen, customer 30-5512
""", dict(customer_id="30-5512", customer_expectation="I want the full EUR 65.00 refunded to my Mastercard as I paid")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK10_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields10_check
    r = score()
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print({k: dict(v) for k, v in r["per_field"].items()})
