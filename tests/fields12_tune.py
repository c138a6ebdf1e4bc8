"""A TUNING set for the twelfth field round (helper fields12), written after the check set (`tests/fields12_check.py`)
was scored once: payment references told in prose or under other languages' labels, carriers named in a sentence in
other languages or by a name no list holds, customers' wishes in other languages and as questions, customer numbers
under a bare "customer"/"client" label, and null truths that must stay null. Made-up shops, people and id shapes; real
carriers and banks. Scored like the check set (`score(forced=True)`: the true type given).

    before the round (main at 312eb5c, all 34 documents, the last 7 added during the round): 0.698 (37 of 53),
        hallucinated 0 of 22 null slots
    after the round (fields12): 0.925 (49 of 53), hallucinated 0; missed: a "txid" column, "salió hoy con MRW" (no
        order, date or tracking in its sentence), "passed your order 2291 to Fastway Couriers" (no sending verb), an
        untimed "Customer:" / "Agent:" chat (stages/transcript.py reads no transcript there)
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE12_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- refund_execution
# 0 reference in prose after the verb
("refund_execution", """Dear Ms Adeyemi,

we have paid EUR 15.00 back to your card. Your bank statement will show the reference KLR55012.

Tidewater Candles
""", dict(customer_id=None, refund_executed=M("15.00", "EUR"), payment_reference="KLR55012")),
# 1 German, Überweisung with Referenz in prose
("refund_execution", """Hallo Frau Becker,

wir haben den Betrag von 33,50 EUR soeben zurücküberwiesen (Referenz RZ-20260611).

Kunden-Nr. 44-0912
Ihr Teehaus Nord
""", dict(customer_id="44-0912", refund_executed=M("33.50", "EUR"), payment_reference="RZ-20260611")),
# 2 Dutch betalingskenmerk
("refund_execution", """Terugbetaling
Bedrag: € 41,00
Betalingskenmerk: 7712 0093 4410
Klant: K-99012
""", dict(customer_id="K-99012", refund_executed=M("41.00", "EUR"), payment_reference="7712 0093 4410")),
# 3 cheque
("refund_execution", """Refund enclosed
Cheque no. 118204 for NZD 58.00 is enclosed with this letter.
Account: NZ-3310
""", dict(customer_id="NZ-3310", refund_executed=M("58.00", "NZD"), payment_reference="118204")),
# 4 no reference, original order number only (null)
("refund_execution", """Hi Sam, we refunded USD 12.00 for order 55120 to your Amex today. Thanks for your patience!
""", dict(customer_id=None, refund_executed=M("12.00", "USD"), payment_reference=None)),
# 5 Swedish
("refund_execution", """Återbetalning genomförd
Belopp: 220 kr
Referens: SE88120934
Kund-ID: 7731
""", dict(customer_id="7731", refund_executed=M("220", "SEK"), payment_reference="SE88120934")),
# 6 French prose "virement"
("refund_execution", """Bonjour Monsieur Petit,

nous vous avons viré 27,00 EUR aujourd'hui. Le virement porte la référence RBT-4410-22.
Votre numéro client : 88120

Maison Lavande
""", dict(customer_id="88120", refund_executed=M("27.00", "EUR"), payment_reference="RBT-4410-22")),
# 7 semicolon with quoted cells
("refund_execution", '"customer";"refunded";"ccy";"txid"\n"AU-5512";"64.90";"AUD";"ch_3NbX7720aq"\n',
 dict(customer_id="AU-5512", refund_executed=M("64.90", "AUD"), payment_reference="ch_3NbX7720aq")),
# ---------------------------------------------------------------- shipping_notice
# 8 German prose "mit"
("shipping_notice", """Hallo Jonas,

deine Bestellung 4410 ist heute mit GLS rausgegangen.
Sendungsnummer: 99120034451

Kaffeerösterei Hain
""", dict(customer_id=None, carrier="GLS")),
# 9 French "par"
("shipping_notice", """Bonjour Claire,

votre colis est parti ce matin par Chronopost. Suivi : XY123456789FR
Client n° 4419

La Maison du Thé
""", dict(customer_id="4419", carrier="Chronopost")),
# 10 Dutch "met"
("shipping_notice", """Hoi Bram,

je bestelling 7731 is vandaag met DHL Parcel verstuurd. Trackingcode: JVGL0612345678
""", dict(customer_id=None, carrier="DHL Parcel")),
# 11 Swedish "med"
("shipping_notice", """Hej Karin,

paketet med order 5512 skickades idag med Bring. Spårningsnummer: 370722150012
""", dict(customer_id=None, carrier="Bring")),
# 12 Spanish "con"
("shipping_notice", """Hola Pablo:

Tu paquete salió hoy con MRW. Número de seguimiento: 04512300918
Nº cliente: 20-5512
""", dict(customer_id="20-5512", carrier="MRW")),
# 13 carrier then sentence end then label
("shipping_notice", """Your parcel was shipped with Australia Post. Tracking ID: 33LBX1234567
""", dict(customer_id=None, carrier="Australia Post")),
# 14 carrier under label below
("shipping_notice", """Delivery information
Shipping company
Blue Dart
AWB
70912345678
""", dict(customer_id=None, carrier="Blue Dart")),
# 15 carrier unknown name handed over
("shipping_notice", """We passed your order 2291 to Fastway Couriers today, ticket number Z88120012.
Customer: FW-3301
""", dict(customer_id="FW-3301", carrier="Fastway Couriers")),
# 16 no carrier named, warehouse place (null)
("shipping_notice", """Your order 7720 left our Rotterdam warehouse this morning. Track it with 1Z999AA10123456784.
""", dict(customer_id=None, carrier=None)),
# 17 "the parcel travels with"
("shipping_notice", """Hi Noor, the parcel travels with Yodel and should arrive Thursday. Tracking JD0002212345678901
""", dict(customer_id=None, carrier="Yodel")),
# ---------------------------------------------------------------- refund_request / customer_letter
# 18 Swedish wish
("refund_request", """Hej!

Skorna från order 3310 var för små. Jag vill ha pengarna tillbaka.
Kundnummer 66120
Ida
""", dict(customer_id="66120", customer_expectation="Jag vill ha pengarna tillbaka")),
# 19 Spanish wish
("refund_request", """Buenas tardes,

La silla del pedido 8812 llegó rota. Quiero la devolución del dinero.
Cliente: 40-1120
Raúl
""", dict(customer_id="40-1120", customer_expectation="Quiero la devolución del dinero")),
# 20 "could you" question in a letter
("refund_request", """Hello,

the mug from order 2291 arrived chipped. Could you send me a new mug please?

Account no. 77120
Jo
""", dict(customer_id="77120", customer_expectation="Could you send me a new mug please?")),
# 21 "we need" business
("refund_request", """Hi,

two of the five monitors on PO 88120 are dead. We need two working monitors before Monday.
Customer: ACME-2210
""", dict(customer_id="ACME-2210", customer_expectation="We need two working monitors before Monday")),
# 22 no wish (null), thanks letter
("customer_letter", """Hi,

the replacement arrived today and works fine. Thanks again.
Customer no. 3310
""", dict(customer_id="3310", customer_expectation=None)),
# 23 chat question
("refund_request", """Customer: the lamp from order 5501 flickers
Agent: sorry to hear that. account number?
Customer: LM-2209
Customer: can you send a new lamp
""", dict(customer_id="LM-2209", customer_expectation="can you send a new lamp")),
# 24 Spanish letter with client label
("refund_request", """Estimados:

Quiero que me devuelvan el importe de 35,00 EUR.
Cliente: ES-7701
""", dict(customer_id="ES-7701", customer_expectation="Quiero que me devuelvan el importe de 35,00 EUR")),
# ---------------------------------------------------------------- customer_id traps
# 25 invoice with IBAN only (null)
("invoice", """Factuur F-2026-301
Datum: 04-05-2026
IBAN: NL20 INGB 0001 2345 67
Totaal: € 80,00
""", dict(customer_id=None)),
# 26 approval, customer label bare
("refund_approval", """Refund approved
Customer: RT-55012
We approve GBP 20.00 for the faulty charger.
""", dict(customer_id="RT-55012")),
# ---------------------------------------------------------------- added during the round: traps and wrapped lines
# 27 the shop's name after "with" in the sentence that names the order (null)
("shipping_notice", """Thanks for shopping with Lumen Lights, your order 4410 has shipped today.
Tracking: 1Z999AA10123456784
""", dict(customer_id=None, carrier=None)),
# 28 German, the shop "bei", the carrier "mit"
("shipping_notice", """Ihre Bestellung 5512 bei Kaffeehaus Ost wurde heute mit Hermes verschickt.
Sendungsnummer: H1002345678901
""", dict(customer_id=None, carrier="Hermes")),
# 29 "with reference to your order" is no reference (null)
("refund_execution", """Refund sent
We refunded EUR 20.00 to your card with reference to your order 5512.
""", dict(customer_id=None, refund_executed=M("20.00", "EUR"), payment_reference=None)),
# 30 the reference wrapped to the next line
("refund_execution", """Your refund of GBP 12.00 was sent today; your bank shows it with the reference
QP88120.
""", dict(customer_id=None, refund_executed=M("12.00", "GBP"), payment_reference="QP88120")),
# 31 the shop's name after the order, the carrier after the verb
("shipping_notice", """Your order 7731 with Nordlicht Design has shipped via Schenker.
""", dict(customer_id=None, carrier="Schenker")),
# 32 the customer's label with a name (null number)
("refund_approval", """Case: 4410
Client: Alma Reyes
We approve a refund of USD 18.00.
""", dict(customer_id=None)),
# 33 Spanish, date in the sentence
("shipping_notice", """Tu pedido 8812 fue enviado el 12/06/2026 con Zeleris.
""", dict(customer_id=None, carrier="Zeleris")),
]


def score(forced: bool = True) -> dict:
    """The set's figures (by default with the true document type given, as issue 9 measures)."""
    from tests.fields12_check import forced_score
    from tests.fields_fresh_docs import score as score_docs

    return forced_score(TUNE12_DOCS) if forced else score_docs(TUNE12_DOCS)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.fields12_tune
    for forced in (False, True):
        r = score(forced)
        print("forced" if forced else "own type", {k: v for k, v in r.items() if k not in ("misses", "per_field")})
        print({k: dict(v) for k, v in r["per_field"].items()})
        for m in r["misses"]:
            print("   ", m)
