"""customer_name (helper names55): a firm's leading word in capitals stays its name's, a customer's signature names the
firm it signs for after the signer's role and a dash (a register number under a customer-number line), a chat the
shop's staff forward within the shop names the other speaker's party, From/To headers in other languages.
(Invented names and numbers, none of a shop's documents.)"""

from __future__ import annotations

from tests.test_nlp import run


def _name(text: str):
    _, ex = run(text)
    fv = ex.fields.get("customer_name")
    return None if fv is None else fv.value


def test_firm_keeps_its_leading_word_in_capitals():
    text = """INVOICE
Invoice no. INV-2026-4471
Order no. SO-88120
Date: 12.03.2026

Customer:
BRIXA Stahlbau Kowalczyk S.A.
ul. Polna 12
00-950 Warszawa

Item Qty Price
Angle grinder 1 120.00
Total: 120.00 PLN
"""
    assert _name(text) == "BRIXA Stahlbau Kowalczyk S.A"


def test_signature_role_dash_firm_over_its_tax_number():
    text = """From: Tadeo Quiroga <tadeo.q@lumbrera-cafe.example>
To: service@example-shop.example
Subject: Order OV/26/07711 not delivered
Date: Mon, 09 Mar 2026 10:58:42 -0500

Dear Sirs,

The order OV/26/07711 had delivery for 2 March 2026 and it still has not
arrived.

We must have the order in our kitchen by 19/03/2026.

Kind regards,
Tadeo Quiroga
Purchasing - Cafetería Lumbrera Azul
Customer No. CO-09911
NIT 900.555.123-4
"""
    assert _name(text) == "Cafetería Lumbrera Azul"


def test_chat_forwarded_within_the_shop_names_the_other_partys_business():
    text = """From: Marta Villalobos <sales@example-shop.mx>
To: returns@example-shop.mx
Subject: Fwd: WhatsApp chat (PV-555123)
Date: Thu, 24 Sep 2026 11:58:59 -0600

Forwarding the chat from WhatsApp Business so it is registered as a return request.

[24/09/26, 17:02] Panadería Los Olmos - Rita: Good morning Marta
[24/09/26, 17:03] Panadería Los Olmos - Rita: About order PV-555123 we need to return the oven because it does not heat.
[24/09/26, 17:04] Panadería Los Olmos - Rita: We ask the refund of 12,000.00 pesos.
[24/09/26, 17:11] Example Shop - Marta Villalobos: Hello, I will send it to the returns team.
[24/09/26, 17:12] Panadería Los Olmos - Rita: ok thank you

Marta Villalobos - Example Shop
"""
    assert _name(text) == "Panadería Los Olmos"


def test_to_header_in_another_language_names_the_addressee():
    text = """Da: Example Shop Milano <assistenza@example-shop.example>
Inviato: martedì 7 aprile 2026 08:05
A: Ottavia Brambilla <ottavia.b@mail.example>
Oggetto: Reso 5550001 - ordine MI/2026/5551

Buongiorno Ottavia Brambilla,

We received back the chair and the control is ok, your return is accepted.

File ref.:         5550001
Your order:        MI/2026/5551
Approved on:       07/04/2026
Decision:          Approved

Refund approved:   EUR 245.16

Cordiali saluti,
Chiara Galli, Ufficio assistenza
Example Shop S.r.l.
"""
    assert _name(text) == "Ottavia Brambilla"
