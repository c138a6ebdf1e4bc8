"""A second, small CHECK set for the twelfth field round (helper fields12), written at the end of the round without
running any of its documents first, because the first check set (`tests/fields12_check.py`) was looked at during the
round. Scored once on main (312eb5c) and once on the round's code, the true type given (`score()`), as issue 9
measures. Made-up shops and people; real carriers and banks.

    main (312eb5c): 0.792 (19 of 24), hallucinated 2 of 8 null slots
    fields12, scored once: 0.833 (20 of 24), hallucinated 2 (payment_reference 2 -> 3/3; the rest as main)
    then two fixes written from its misses (so no longer a clean figure): 0.875 (21 of 24), hallucinated 1 (an
    export's "client" column before a tracking number's "CC" letters; "I just wanted to say ..." no wish). Left:
    "per UPS", "DHL Express picked up your order" (the carrier as the subject), a form's "Lo que espero:", and the
    sale's "transaction 88120933" in prose read as the refund's reference (a hallucination).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

FRESH12_DOCS: list[tuple[str, str, dict]] = [
# 0 Danish refund, label under label
("refund_execution", """Tilbagebetaling gennemført

Beløb
DKK 310,00
Betalingsreference
DK-REF-558120
Kundenr.
44019
""", dict(customer_id="44019", refund_executed=M("310.00", "DKK"), payment_reference="DK-REF-558120")),
# 1 English terse finance note with an IBAN
("refund_execution", """Paid back EUR 64.00 to IBAN IE29 AIBK 9311 5212 3456 78 on 04/06/2026, transfer ref IRL-77120-X.
""", dict(customer_id=None, refund_executed=M("64.00", "EUR"), payment_reference="IRL-77120-X")),
# 2 Italian
("refund_execution", """Gentile cliente,

abbiamo rimborsato 39,90 EUR sulla sua carta. Riferimento: RIMB2026-0041
Codice cliente: IT-33019

Cordiali saluti
""", dict(customer_id="IT-33019", refund_executed=M("39.90", "EUR"), payment_reference="RIMB2026-0041")),
# 3 English, sale id only, no refund reference (null)
("refund_execution", """Hello Priya,

the USD 25.00 for the torn bag is back on your card today. Your original order was paid with transaction 88120933.

Bagsmith
""", dict(customer_id=None, refund_executed=M("25.00", "USD"), payment_reference=None)),
# 4 shipping, German, carrier after "per"
("shipping_notice", """Hallo Lena,

Bestellung 70912 ist am 02.06.2026 per UPS an dich raus.
Trackingnummer: 1Z12345E0205271688
""", dict(customer_id=None, carrier="UPS")),
# 5 shipping, English, carrier as subject
("shipping_notice", """Hi Ben,

DHL Express picked up your order 5512 this morning. Waybill: 1234567890

Cheers, Kite Shop
""", dict(customer_id=None, carrier="DHL Express")),
# 6 shipping, semicolon export with a shop column
("shipping_notice", """shop;order;client;carrier;tracking
Blue Fern;B-2291;BF-00912;Omniva;CC123456789EE
""", dict(customer_id="BF-00912", carrier="Omniva")),
# 7 shipping, French label
("shipping_notice", """Commande 4410 expédiée
Transporteur : DPD France
N° de suivi : 250123456789
Client : FR-77120
""", dict(customer_id="FR-77120", carrier="DPD France")),
# 8 shipping, no carrier (null), depot named
("shipping_notice", """Your order 3391 was packed at our Utrecht depot and leaves tonight. Tracking code: 3SKAB0012345
""", dict(customer_id=None, carrier=None)),
# 9 request, English, need by date
("refund_request", """Hi,

the helmet from order 7781 has a cracked visor. I need a new visor before my trip on 14 July.

Customer no: HV-2201
""", dict(customer_id="HV-2201", customer_expectation="I need a new visor before my trip on 14 July")),
# 10 request, Spanish form line
("refund_request", """Solicitud de devolución
Nº cliente: 55120
Pedido: 9912
Lo que espero: el reembolso completo en mi tarjeta
""", dict(customer_id="55120", customer_expectation="el reembolso completo en mi tarjeta")),
# 11 letter, no wish (null), customer number in signature
("customer_letter", """Dear team,

I just wanted to say the replacement lamp arrived and works perfectly.

Best,
Ola Nordmann (customer 30-4410)
""", dict(customer_id="30-4410", customer_expectation=None)),
# 12 request, Dutch
("refund_request", """Hallo,

Het tafelkleed (bestelling 2291) heeft een vlek. Ik zou graag een nieuw tafelkleed ontvangen.

Klantnr: 66120
""", dict(customer_id="66120", customer_expectation="Ik zou graag een nieuw tafelkleed ontvangen")),
# 13 approval, customer id in a table
("refund_approval", """Refund decision
Case     Customer     Amount
4410     CX-88120     EUR 30.00
We approve the refund above.
""", dict(customer_id="CX-88120")),
# 14 invoice, customer code under label
("invoice", """INVOICE 2026-118
Customer code
ACME01
Total 120.00 EUR
""", dict(customer_id="ACME01")),
]


def score() -> dict:
    from tests.fields12_check import forced_score

    return forced_score(FRESH12_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields12_fresh
    r = score()
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print({k: dict(v) for k, v in r["per_field"].items()})
    for m in r["misses"]:
        print("   ", m)
