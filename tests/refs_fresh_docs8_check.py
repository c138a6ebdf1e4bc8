"""A check set for the eighth fresh round (helper refs8): the payment reference, the carrier and the delivery estimate
on documents of shops docflow has never seen. Written BEFORE any rule of the round was changed and before the tuning
set (`tests/refs_fresh_docs8.py`), in wording and layouts of its own; scored once before and once after the round.

Made-up shops; carriers, banks and processors that exist in the world. Truth: the round's three fields for the types
that hold them (refund_execution: payment_reference; shipping_notice: carrier, delivery_estimate; order_confirmation:
delivery_estimate), None where the document does not state it; some documents print a similar-looking wrong value
beside the right one (an order or invoice number beside the payment reference, the original sale's id, the carrier's
phone, a dispatch date beside the delivery date). A window of delivery dates is its last day; "the week of" a date is
that date.

    before the round (main at be502e7): field accuracy 0.55 (11 of 20 stated fields), doc type 14/16, hallucinated 0
        (payment_reference 4/7, carrier 3/6, delivery_estimate 4/7)
    after the round's changes (scored once, at the end): 0.70 (14 of 20), doc type 14/16, hallucinated 0
        (payment_reference 4/7, carrier 3/6, delivery_estimate 7/7)
    Missed after: "Remittance advice  RA-..." with no number-word (the document's name as its label), the refund's own
    "Refund transaction ID" beside the "Original transaction ID" (the original taken), "Referencia de la transferencia"
    (the article: the vocabulary has it without), a dotted dump key "shipment.carrier_name", and two shipping notices
    in French and German read as order confirmations (doc type), so without a carrier slot.
"""

from __future__ import annotations

CHECK8_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
("refund_execution", """Hello Mr Baptiste,

we have sent EUR 54.20 back to your account by bank transfer on 19 March 2026 (bank ref. NX7740219QD).
It concerns your order 55012 of last month.

Kind regards
Atelier Moulin accounts
""", dict(payment_reference="NX7740219QD")),
("refund_execution", """REMITTANCE ADVICE

Payee                 Olga Brandt
Your invoice          F-55102
Remittance advice     RA-2026-88104
Amount remitted       SEK 1 240,00
Remitted on           23.04.2026
""", dict(payment_reference="RA-2026-88104")),
("refund_execution", """Refund processed - Crowthorne Cycles

Date          Amount       Card          Auth code
14/05/2026    GBP 32.99    Visa ..4410   A7K29Q

The amount will show on your statement within 3-5 working days.
""", dict(payment_reference="A7K29Q")),
("refund_execution", """PayPal

You refunded USD 18.50 to Dana Whitlock

Refund date: Jun 22, 2026
Refund transaction ID: 3RT55102LM774820X
Original transaction ID: 9AB44120CD5510293
""", dict(payment_reference="3RT55102LM774820X")),
("refund_execution", """event=refund.settled
settled_at=2026-07-30T10:02:11Z
amount=67.40
currency=CAD
order_ref=77120
psp_ref=ch3PqL2aK9x7Yt
status=succeeded
""", dict(payment_reference="ch3PqL2aK9x7Yt")),
("refund_execution", """Estimada clienta:

Le confirmamos la devolución de 45,00 EUR realizada el 12/06/2026.
Referencia de la transferencia: ES-TR-2026-004471
Pedido: 88-102

Atentamente, Calzados Arbeloa
""", dict(payment_reference="ES-TR-2026-004471")),
("refund_execution", """Hi Priya,

your refund of AUD 29.00 for order 77102-AU went back to your card on 17 March 2026.
Customer no. 44120. Allow a few days for your bank to show it.

Cheers, Bondi Brew Gear
""", dict(payment_reference=None)),
("refund_execution", """CREDIT NOTE SETTLEMENT
Order      Credit note    Paid          Amount       Bank trace no.
OC-40912   CN-2207        2026-09-15    NZD 120.00   0044718830251
""", dict(payment_reference="0044718830251")),
# ---------------------------------------------------------------- shipping_notice
("shipping_notice", """Dear Mr Ito,

your chairs left our workshop on 14 October 2026. You should receive them between 20 and 22 October 2026.
Consignment: 8840 1120 5523

--
Hokkaido Timber Works - shipping handled by Sagawa Express - Tel 0120-189-595
""", dict(carrier="Sagawa Express", delivery_estimate="2026-10-22")),
("shipping_notice", """Bonjour Camille,

votre colis est parti ce matin.
Suivi via Colissimo : 6A18840221773
Livraison estimée : jeudi 16 avril 2026

La Fromagerie du Coin
""", dict(carrier="Colissimo", delivery_estimate="2026-04-16")),
("shipping_notice", """Shipment summary

Ship date     Haulier            Consignment     Due
15/09/2026    Palletways UK      PW-4471203      18/09/2026

Haulier helpline: 01827 300 400
""", dict(carrier="Palletways UK", delivery_estimate="2026-09-18")),
("shipping_notice", """shipment.id: 55-77120
shipment.carrier_name: Yodel
shipment.service: 48h
shipment.dispatched: 2026-11-25
shipment.eta: 2026-11-27
""", dict(carrier="Yodel", delivery_estimate="2026-11-27")),
("shipping_notice", """Guten Tag Frau Köhler,

Ihre Sendung wurde am 03.02.2026 an Hermes übergeben. Sendungsnummer: H1002 4471 2201.
Die Zustellung erfolgt voraussichtlich am 05.02.2026.

Mit freundlichen Grüßen
Kaffeerösterei Lindner
""", dict(carrier="Hermes", delivery_estimate="2026-02-05")),
("shipping_notice", """Your parcel was dispatched on 09/12/2026 with Aramex, waybill 44120993015.
For delivery questions call the courier on +971 600 544000.
""", dict(carrier="Aramex", delivery_estimate=None)),
# ---------------------------------------------------------------- order_confirmation
("order_confirmation", """Thanks for your order 4471-BB placed on 2 March 2026.
Order total: CHF 210.00
Estimated arrival: in the week of 16 March 2026.
""", dict(delivery_estimate="2026-03-16")),
("order_confirmation", """ORDER ACKNOWLEDGEMENT
Order date: 03/08/2026
Order total: USD 412.00
We expect to dispatch your order on 11 August 2026. Your delivery is planned for Friday, 14 August 2026.
""", dict(delivery_estimate="2026-08-14")),
]


def score() -> dict:
    from tests.fields_fresh_docs import score as score_docs

    return score_docs(CHECK8_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.refs_fresh_docs8_check
    r = score()
    print({k: v for k, v in r.items() if k not in ("misses", "per_field")})
    print(r["per_field"])
