"""A TUNING set for customer_name and customer_expectation (names6 round): made-up shops and customers, written
after the CHECK set (`tests/names_fresh_docs6_check.py`) and before the round's rules, in shapes of the causes of
wrong names the tuning shops' misses showed, in forms of their own: letterheads and the shop's clerk signing,
address blocks with titles or surname first, names beside other columns of a laid-out page, OCR-damaged labels,
split name fields of web forms, firms with legal forms, names in quoted earlier messages, and requests worded
without "I need" (evaluative wishes, a thing that "has to" happen, adverb-led imperatives).

Each entry: (doc type, text, truth); the truth names only customer_name (and customer_expectation where the type has
it). Scored with `tests.fields_fresh_docs.score(FRESH6_DOCS)`; the floor is held in tests/test_fresh_names6.py.
"""

from __future__ import annotations

FRESH6_DOCS: list[tuple[str, str, dict]] = [
# 0 address block with a title
("refund_approval", """Marram Coast Surf Co.
7 Dune Parade, Newquay TR7 1AB

Mr Tomasz Zieliński
41 Atlantic Road
Bude EX23 8HJ

12 June 2026

Dear Mr Zieliński,

We have approved a refund of GBP 89.00 for the returned wetsuit.

Kind regards,
Kerensa Pascoe
""", dict(customer_name="Tomasz Zieliński")),

# 1 address block surname first with a comma
("refund_execution", """Bergfalke Sport GmbH · Talstraße 3 · 6020 Innsbruck

Huber, Magdalena
Kirchweg 12
6130 Schwaz

Refund paid                                          03.07.2026
Amount: EUR 64.90 to your account ending 4417.
""", dict(customer_name="Magdalena Huber")),

# 2 address block in capitals, surname first, greeting by title and surname
("refund_approval", """PINEWOOD GARDEN CENTRE
Station Road, Dorking RH4 1HF

OKONKWO, CHIDINMA
9 Mill Close
Leatherhead KT22 7PL

Dear Mrs Okonkwo,

Your refund of GBP 32.50 for the broken planter has been approved.

Yours sincerely,
Hugh Barrington
""", dict(customer_name="Chidinma Okonkwo")),

# 3 name beside another column (laid-out page read side by side)
("shipping_notice", """KAMPUNG CRAFT SUPPLIES SDN BHD                  DELIVERY ORDER
Lot 12, Jalan Perusahaan, 40000 Shah Alam       DO no.     DO-26-4471

Deliver to                                      Order no.  KC-77102
Nurul Izzah Binti Ahmad                         Date       05/08/2026
No. 8 Jalan Mawar 3                             Courier    J&T Express
47300 Petaling Jaya                             AWB        630011224455
""", dict(customer_name="Nurul Izzah Binti Ahmad")),

# 4 address block beside the document's data column
("invoice", """Fjellstua Kaffebrenneri AS                       FAKTURA / INVOICE
Org.nr 918 227 441 MVA

Sigrid Haugland                                  Invoice no.   FK-20931
Nedre Slottsgate 4                               Invoice date  14.02.2026
0157 Oslo                                        Customer no.  40221

Espresso beans 1 kg             2     NOK 598.00
Total                                 NOK 598.00
""", dict(customer_name="Sigrid Haugland")),

# 5 split name fields of a web form
("refund_request", """New submission: Returns form
First name: Dmitri
Last name: Volkov
Email: dvolkov@example.ru
Order: RT-55018
Message: The kettle leaks from the base. Please refund me in full.
""", dict(customer_name="Dmitri Volkov", customer_expectation="Please refund me in full")),

# 6 split name fields, family name first
("warranty_form", """WARRANTY CLAIM
Family name:   Tran
Given names:   Minh Anh
Phone:         +84 90 555 0142
Product:       Aurora rice cooker RC-10
Fault:         lid hinge broken
""", dict(customer_name="Minh Anh Tran")),

# 7 OCR-damaged customer label
("invoice", """lNVOICE  No. 2026-0412
Cust0mer:   Benedikt Hofstetter
Date:       12/03/2026
Total:      CHF 412.00
""", dict(customer_name="Benedikt Hofstetter")),

# 8 OCR-damaged label split by a space
("refund_execution", """REFUND C0NFIRMATION
Rec ipient:    Olga Petrenko
Amount:        UAH 1 250.00
Executed:      04.09.2026
""", dict(customer_name="Olga Petrenko")),

# 9 a firm customer in an e-mail header, customer voice
("refund_request", """From: Bianchi Arredamenti S.r.l. <ordini@bianchi-arredamenti.example>
To: returns@lumina-wholesale.example
Subject: reso fattura LW-2210

Good morning,

Four of the ten ceiling lamps arrived with cracked glass. We request a credit note for the four lamps.

Bianchi Arredamenti S.r.l.
""", dict(customer_name="Bianchi Arredamenti S.r.l",
          customer_expectation="We request a credit note for the four lamps")),

# 10 the shop's own firm signs; the customer is greeted by first name only
("shipping_notice", """Hello Ngozi,

Your order MK-33018 has been shipped with GIG Logistics today.

Thank you for shopping with us!
Mama Kitchen Essentials Ltd
""", dict(customer_name="Ngozi")),

# 11 staff signature in a shop's e-mail, no customer name anywhere
("refund_approval", """Hello,

Thank you for returning the blender. Your refund of EUR 59.00 has been approved and will be paid within 7 days.

Best regards,
Ilse Vermeulen
Customer Care, Brabant Keukens
""", dict(customer_name=None)),

# 12 a customer's letter that quotes the shop's earlier reply signed by staff
("customer_letter", """Hi again,

Still nothing has arrived for order 71-AKR. I'd be grateful if you could send the replacement by courier this week.

Thanks,
Rania Haddad

-----Original Message-----
From: Tomas Lindgren <support@nordlyshome.example>
Sent: 2 May 2026
Hi Rania, we will send a replacement shortly.
Tomas Lindgren
""", dict(customer_name="Rania Haddad",
          customer_expectation="I'd be grateful if you could send the replacement by courier this week")),

# 13 the customer's name in the fax header's From: with the shop's name in To:
("refund_request", """FAX
To:    Solano Electrodomésticos, Devoluciones
From:  Joaquín Echeverría
Date:  02/03/2026

I bought a toaster (ticket 44-0918) that burns every slice. I would like my money returned to my card.
""", dict(customer_name="Joaquín Echeverría",
          customer_expectation="I would like my money returned to my card")),

# 14 a table of labels where the account holder and a contact differ
("invoice", """INVOICE INV-7719
Bill to: Kilimanjaro Safari Lodges Ltd
Contact: Mr Baraka Mwangi
Date: 18/05/2026
Amount due: KES 145,000.00
""", dict(customer_name="Kilimanjaro Safari Lodges Ltd")),

# 15 evaluative wish without "I"
("refund_request", """Hello there,

The pram I bought (order PB-1193) has a wheel that keeps falling off. Would be really helpful to get the refund before we travel on 20 July.

Cheers,
Priya Raman
""", dict(customer_name="Priya Raman",
          customer_expectation="Would be really helpful to get the refund before we travel on 20 July")),

# 16 a thing that has to happen
("customer_letter", """Dear team,

I ordered curtains for my new flat (order 5521-CT). They have to arrive before the 14th of August because I move in that day.

Regards,
Henrik Dahl
""", dict(customer_name="Henrik Dahl",
          customer_expectation="They have to arrive before the 14th of August because I move in that day")),

# 17 an adverb-led imperative, beside a money request
("refund_request", """Hi,

Returned the jacket last week (order JK-4410). Please refund EUR 120.00 to my card. Just send me a message when it's done.

Ta,
Aoife Brennan
""", dict(customer_name="Aoife Brennan",
          customer_expectation="Just send me a message when it's done")),

# 18 "please note" is no request
("customer_letter", """Hello,

Please note my new phone number, 0412 555 019. It is important that the sofa is delivered before my guests arrive on 3 October.

Kind regards,
Lucía Moreno
""", dict(customer_name="Lucía Moreno",
          customer_expectation="It is important that the sofa is delivered before my guests arrive on 3 October")),

# 19 a sentence with a deadline beats an earlier wish
("refund_request", """Hi,

I'd like to return the boots (order BT-009) as they are too small. I'd appreciate the refund arriving in time for my trip next month.

Thanks,
Kwame Asante
""", dict(customer_name="Kwame Asante",
          customer_expectation="I'd appreciate the refund arriving in time for my trip next month")),

# 20 leading punctuation from OCR before the sentence
("customer_letter", """To Riverside Tools,
the drill you repaired still stops after a minute ; I expect a second repair free of charge.
Yusuf Demir
""", dict(customer_name="Yusuf Demir",
          customer_expectation="I expect a second repair free of charge")),

# 21 staff signs a shop letter whose customer is in the letter's To: block
("refund_approval", """To:       Ewa Nowakowska
Re:       return RA-2291
Date:     22/06/2026

We approved your refund of PLN 349.00 today.

Signed,
Bartosz Lewandowski
Returns Clerk
""", dict(customer_name="Ewa Nowakowska")),

# 22 a firm's customer block with a legal form beside columns
("invoice", """Oceanic Marine Supplies Pte Ltd                  TAX INVOICE
                                                 No.   OMS-88120
Bill To                                          Date  07/07/2026
Harbourfront Ferries Sdn Bhd                     Terms 30 days
Jalan Pelabuhan 2, 88000 Kota Kinabalu

Mooring rope 40m      3    SGD 450.00
""", dict(customer_name="Harbourfront Ferries Sdn Bhd")),

# 23 customer's name only in a dash signature, shop name in greeting line
("customer_letter", """Dear Larkspur Ceramics,

The teapot lid doesn't fit. I want a lid that fits, not a refund.

- Ingeborg Aasen
""", dict(customer_name="Ingeborg Aasen", customer_expectation="I want a lid that fits, not a refund")),

# 24 a chat with the agent named by a first name and role tag
("refund_request", """[09:14] Agent Lerato: Good morning, how may I help?
[09:15] Sipho Ndlovu: my blender stopped working, order BL-5512
[09:16] Agent Lerato: I'm sorry. Would you like a repair or a refund?
[09:16] Sipho Ndlovu: refund please, I need it before the weekend
""", dict(customer_name="Sipho Ndlovu", customer_expectation="I need it before the weekend")),

# 25 the shop's letterhead is a person's trading name; the addressee under a label
("refund_approval", """Eleni Papadopoulou Ceramics
Odos Ermou 55, Athens

Customer:  Stavros Konstantinou
Return:    EPC-R-118

We approved the refund of EUR 45.00 for the chipped bowl.
""", dict(customer_name="Stavros Konstantinou")),

# 26 customer's name with surname-first label value
("refund_request", """RETURNS FORM
Name (surname, first name):  Lindqvist, Maja
Order number:                SE-44012
Reason:                      wrong colour
Request:                     I want an exchange for the blue one.
""", dict(customer_name="Maja Lindqvist", customer_expectation="I want an exchange for the blue one")),

# 27 a shop letter: the customer's address block after a date line, shop signer with a title
("refund_approval", """Harlow & Finch Opticians
22 Market Street, Ludlow SY8 1AA

18 September 2026

Ms Adaeze Nwosu
5 Castle Walk
Shrewsbury SY1 2BB

Dear Ms Nwosu,

We have approved your refund of GBP 150.00.

Yours sincerely,
Dr. Rupert Finch
""", dict(customer_name="Adaeze Nwosu")),

# 28 the customer writes as a firm; the person signs above the firm
("customer_letter", """Hello,

Our order 3310-KB of office chairs is three weeks late. We need the delivery confirmed by Friday.

Best regards,
Oluwadamilare Coker
Procurement, Lagoon Logistics Ltd
""", dict(customer_name="Oluwadamilare Coker", customer_expectation="We need the delivery confirmed by Friday")),

# 29 capitals name under a label on the next line
("refund_execution", """REFUND ADVICE
ACCOUNT HOLDER
NGUYEN THI LAN
Amount refunded: VND 1,200,000
Date: 11/11/2026
""", dict(customer_name="NGUYEN THI LAN")),
]
