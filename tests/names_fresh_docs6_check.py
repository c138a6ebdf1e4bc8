"""A CHECK set for customer_name and customer_expectation (names6 round), written before any rule of the round was
changed and scored only twice: untouched, and after the round. Never tuned on. Made-up shops and customers; the
shapes the held-out shops' weakest documents take: tesseract text of laid-out pages (letterheads, address blocks,
label/value tables read side by side), faxes, plain-text e-mails, chats and web-form dumps.

Each entry: (doc type, text, truth); the truth names only customer_name (and customer_expectation where the type has
it), None where the document does not state it. Scored with `tests.fields_fresh_docs.score(CHECK6_DOCS)`.

    untouched (names6 at 038c81d): names 6/15, expectations 4/6 (0.476 of 21); after the round: names 12/15,
    expectations 4/6 (0.762). See tests/test_fresh_names6.py.
"""

from __future__ import annotations

CHECK6_DOCS: list[tuple[str, str, dict]] = [
# 1 a faxed invoice: letterhead, fax header, buyer in a two-column block
("invoice", """TELEFAX                                     Page 1 of 1
Hoffbauer Werkzeuge GmbH       Tel +49 711 228 930   Fax +49 711 228 939
Industriestr. 41, 70565 Stuttgart

To:   Ferreira Carpintaria Lda            Fax: +351 22 508 1177
Attn: Rui Ferreira                        From: Accounts receivable

INVOICE No. HW-26-3318                    Date: 09.04.2026
Customer no. 60-7741

Qty  Article                               Price
 2   Router bit set 12 pcs                 EUR 89.00
Total due                                  EUR 178.00

Kind regards
Petra Lindqvist
Hoffbauer Werkzeuge GmbH
""", dict(customer_name="Ferreira Carpintaria Lda")),

# 2 a customer's letter: her address block, the shop's address block, signed with title
("customer_letter", """Dr. Nneka Adeyemi-Cole
14 Carrow Road
Norwich NR1 1HS

Orchard Lane Kitchenware
Returns Department
2 Wharf Street
Bristol BS1 4RN

3 March 2026

Re: order OL-55120, cast iron casserole

Dear Sir or Madam,

The enamel inside the casserole chipped the first time I used it. I would like a replacement sent
to the address above before the end of March.

Yours faithfully,

Dr. N. Adeyemi-Cole
""", dict(customer_name="Nneka Adeyemi-Cole",
          customer_expectation="I would like a replacement sent to the address above before the end of March")),

# 3 a shop's reply that quotes the customer; signed by staff
("refund_approval", """From: Tamsin at Greyfriars Books <help@greyfriarsbooks.example>
To: Mateusz Wiśniewski <m.wisniewski@example.pl>
Subject: Re: damaged atlas, order GB-20931

Dear Mateusz,

Thank you for the photos. We have approved a refund of GBP 45.00 for the damaged atlas; it will reach
your card within 5 working days.

Best wishes,
Tamsin Orrell
Greyfriars Books

On 12 May 2026, Mateusz Wiśniewski wrote:
> The atlas arrived with a torn spine. I want a full refund please.
""", dict(customer_name="Mateusz Wiśniewski")),

# 4 a web-form dump, surname first
("refund_request", """--- Contact form submission ---
form_id: 88213
submitted: 2026-06-02 21:14
surname: Nakamura
given_name: Haruto
email: haruto.n@example.jp
order_number: KS-44102
topic: Refund
message: The headphones stopped charging after two weeks. I expect a refund to my original payment method within 10 days.
""", dict(customer_name="Haruto Nakamura",
          customer_expectation="I expect a refund to my original payment method within 10 days")),

# 5 a chat transcript, agent named first
("refund_request", """Chat started 14/07/2026 10:02
[10:02] Bongani (Support): Hello, welcome to Veld Outdoor, how can I help?
[10:03] Thandiwe Mokoena: hi, the tent pole snapped on the first night, order VO-3310
[10:03] Bongani (Support): I'm sorry to hear that. Do you have a photo?
[10:04] Thandiwe Mokoena: yes sending now. I need either a new pole or my money back before Friday
[10:05] Bongani (Support): Thanks, I've logged it.
""", dict(customer_name="Thandiwe Mokoena",
          customer_expectation="I need either a new pole or my money back before Friday")),

# 6 a shipping notice laid out in two columns by OCR
("shipping_notice", """NORDIC HOME SUPPLY AB                          DESPATCH NOTE
Box 1120, 411 04 Göteborg                      Note no.  DN-77120

Delivery address                               Order ref.   NHS-5518
Eetu Järvinen                                  Ship date    21.09.2026
Hämeenkatu 9 B 12                              Carrier      PostNord
33100 Tampere                                  Tracking     00370712345678901234

Packed by: Linnea Berg
""", dict(customer_name="Eetu Järvinen")),

# 7 an order confirmation to a company; the shop's clerk signs
("order_confirmation", """ORDER CONFIRMATION

Thank you for your order, which we confirm as follows.

Ordered by:   Kaveh Rostami
Company:      Rostami Dental Practice Ltd
Order no.:    PO-26-1190
Order date:   02/02/2026

Item                         Qty     Amount
Nitrile gloves (box 100)      20     GBP 140.00

Your account manager: Siobhan Kearney
""", dict(customer_name="Kaveh Rostami")),

# 8 a plain e-mail in the customer's voice, signature with a phone, no header
("customer_letter", """Hello,

I ordered a walnut desk (order 4471-WD) on 2 April and it still has not arrived. Your site promised
delivery in 5 days. I would appreciate a firm delivery date by return, otherwise please cancel the order.

Regards
Ayesha Siddiqui
+44 7700 900 412
""", dict(customer_name="Ayesha Siddiqui",
          customer_expectation="I would appreciate a firm delivery date by return, otherwise please cancel the order")),

# 9 a scanned refund execution with OCR-damaged labels
("refund_execution", """PAYMENT ADV1CE
Kestrel Cycles Pty Ltd, 8 Harbour Rd, Fremantle WA 6160

Pay ee:       Liam O'Sullivan
Acc0unt:      BSB 066-112 / 1044 7712
Am0unt:       AUD 249.00
Va1ue date:   18/08/2026
Reference:    RF-KC-0812 refund order 55102

Processed by  J. Whitcombe
""", dict(customer_name="Liam O'Sullivan")),

# 10 a warranty form: label/value table with the dealer's name too
("warranty_form", """WARRANTY REGISTRATION / CLAIM
Dealer:            Sunbelt Appliances Inc
Claim no.:         WC-90214
Owner name:        Guadalupe Hernández Ruiz
Owner address:     1820 Calle Ocho, Miami FL 33135
Product:           Frostline FR-220 refrigerator
Purchase date:     11/03/2025
Fault:             compressor noisy, not cooling
""", dict(customer_name="Guadalupe Hernández Ruiz")),

# 11 a one-line SMS in the shop's voice
("shipping_notice", """Hi Oluwaseun, your Bramble & Co order BC-22091 left our warehouse today with DPD, tracking 15501234567890. - Bramble & Co
""", dict(customer_name=None)),  # a given name alone is no customer name (fields31)

# 12 a refund request fax from a firm to the shop
("refund_request", """FAX TRANSMISSION
To:       Lumen Lighting Wholesale, Returns
From:     Castellano Interiores S.L.
Date:     27/10/2026
Pages:    1

Dear Lumen team,

We returned 12 pendant lamps (invoice LL-88410) because they arrived with the wrong fittings. We request
a credit of EUR 1,140.00 to our account.

Marta Castellano
Castellano Interiores S.L.
""", dict(customer_name="Castellano Interiores S.L",
          customer_expectation="We request a credit of EUR 1,140.00 to our account")),

# 13 an invoice with an OCR'd bill-to line and shop name printed large
("invoice", """T E R R A C O T T A   P O T T E R Y
terracotta-pottery.example | VAT GB 442 9981 07

Bi11 to:  Ingrid Solberg
          Storgata 15, 0184 Oslo

Invoice #  TP-0931        Date  05/05/2026
Glazed planter, large     1   GBP 64.00
Shipping                      GBP 18.00
TOTAL                         GBP 82.00
""", dict(customer_name="Ingrid Solberg")),

# 14 a customer letter in which the customer names a staff member and quotes a clerk
("customer_letter", """Subject: complaint about delivery, order 9920-GR

To whom it may concern,

Your driver, Mr Pieter de Wit, left the parcel in the rain and it was soaked through. When I phoned,
Ms Janssen said someone would call me back, nobody did. I want the damaged books replaced at no cost.

Sincerely,
Fatima Zahra Benali
""", dict(customer_name="Fatima Zahra Benali",
          customer_expectation="I want the damaged books replaced at no cost")),

# 15 a shop's letter with the customer's address block under the letterhead, name surname-first in capitals
("refund_approval", """Alder & Finch Outfitters
Unit 4, Mill Yard, Kendal LA9 4QR

KOWALCZYK, AGNIESZKA
27 Fell View
Windermere LA23 1AA

Your ref: return 5521                                       14 November 2026

Dear Ms Kowalczyk,

Your returned boots have been inspected and we have approved a refund of GBP 120.00.

Yours sincerely,
Graham Pike
Customer Service
""", dict(customer_name="Agnieszka Kowalczyk")),
]
