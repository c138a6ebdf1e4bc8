"""A CHECK set for customer_name (helper names16, issue 9): made-up shops and people, OCR-like text. Written BEFORE any
change of the round; scored once before and once after with

    PYTHONPATH=. python -m tests.fields14_score tests.names16_check:CHECK16_DOCS

Shapes: a table's header row of column words (null slots), a label's own line holding the person with a firm or an
address under it, recipient blocks ("Deliver to", "Attn", "Ship to") whose first line is the addressee, signatures,
letterheads of the shop, faxes, and null slots where no customer is named.

    before (names16 from main 76b0009): customer_name recall 14/17, precision 14/17, hallucinated 1 of 5 null slots
    after (scored once, end of round): recall 16/17, precision 16/17, hallucinated 1 of 5 (fixed: 1 "Collect at:" and 21
    "Drop-off at:" over the firm's line; still missed: 14 a dash signature in a note typed as a shipping notice, 20
    the letterhead's name on the document's second line taken for an address head over an item row)
"""

from __future__ import annotations

CHECK16_DOCS: list[tuple[str, str, dict]] = [
# 0 header row of column words, no customer
("invoice", """KESTREL OUTDOOR SUPPLY
Unit 4, Mill Lane, Leeds LS2 7HX
INVOICE  KO-55120      Date: 02/03/2026
Part  Units  Carton
Tent peg set   4   1   18.00
Total  GBP 72.00
""", dict(customer_name=None)),
# 1 label line holds a person, a firm under it
("delivery_note", """DELIVERY NOTE  DN-3381
Harrow Bikes Ltd, 9 Canal Wharf, Bath
Collect at: Imogen Talbot
Talbot Cycle Repairs
14 Abbey Green, Bath BA1 1NW
Item  Qty
Chain tool  2
""", dict(customer_name="Imogen Talbot")),
# 2 deliver-to block, first line the addressee
("delivery_note", """Shipping notice
Fenwick Pottery Supplies
Deliver to:
Rhodri Evans
27 Castle Street
Cardiff CF10 1BS
Order: FP-2291
Clay 10kg  x3
""", dict(customer_name="Rhodri Evans")),
# 3 Attn block with firm then person
("invoice", """INVOICE No. 77-412
Lindgren Marine Parts AB
Attn:
Oskar Berglund
Berglund Boatyard
Hamngatan 4, 41120 Göteborg
Propeller 14in   1   SEK 4 200
""", dict(customer_name="Oskar Berglund")),
# 4 ship-to: address block, second line a firm
("invoice", """Bayside Electrical
Invoice BE-90017     12 June 2026
Ship to: Farida Haddad
Haddad Catering
3 Marine Parade, Brighton BN2 1TL
Kettle element  2  24.00
""", dict(customer_name="Farida Haddad")),
# 5 fax, recipient in To:
("invoice", """FAX 0131 555 0101   11/05/2026 09:14   P.1
To: Calum Fraser
From: Glenmore Tools Accounts
Invoice GT-5521   Amount due 310.40
Item   Qty   Pack
Saw blade  4  1
""", dict(customer_name="Calum Fraser")),
# 6 signature of a customer letter
("customer_letter", """Ridgeway Garden Centre
Customer Services
5 Station Road
Oxford OX1 1HT

Dear Sir or Madam,
The mower I bought on order RG-4411 will not start. Please repair it.

Yours faithfully,
Beatrice Okafor
""", dict(customer_name="Beatrice Okafor")),
# 7 a header row with descriptions, no customer
("order_confirmation", """ORDER CONFIRMATION  OC-8812
Greyfield Hardware
Article Description Qty Unit
Hinge brass 3in   12   pcs
""", dict(customer_name=None)),
# 8 customer label line holds the person; next line is company
("invoice", """Northgate Paints
Tax invoice NP-20419
Customer: Declan Murphy
Murphy Decorating Services
Ballymun Road, Dublin 9
Emulsion 10L  2  EUR 96.00
""", dict(customer_name="Declan Murphy")),
# 9 recipient block with title
("delivery_note", """DESPATCH NOTE
Orchard Tile Co.
Recipient:
Mrs Hannah Whitlock
Flat 2, 18 Elm Grove
York YO1 7HH
Tiles 30x30   4 boxes
""", dict(customer_name="Hannah Whitlock")),
# 10 firm as customer
("invoice", """Ashdown Timber Merchants
INVOICE AT-3310
Bill to:
Copperleaf Joinery Ltd
44 Forge Lane
Lewes BN7 2AA
Oak board 2m  10  150.00
""", dict(customer_name="Copperleaf Joinery Ltd")),
# 11 email from the customer
("customer_email", """From: Tomasz Wiśniewski <t.wisniewski@example.com>
To: support@brightlamp.example
Subject: Broken lamp, order BL-7721

Hello, the lamp arrived broken. I would like a refund.
Thanks,
Tomasz Wiśniewski
""", dict(customer_name="Tomasz Wiśniewski")),
# 12 no customer: shop letterhead and a header row
("delivery_note", """Pemberton Seeds & Bulbs
Pemberton House, 2 Market Square, Ely CB7 4NP
Packing list PL-2201
Code  Variety  Bags  Weight
TUL-4  Tulip mix  3  1.5kg
""", dict(customer_name=None)),
# 13 noisy fax, name after deliver to on the same line, address follows
("delivery_note", """Page 1/1  FAX  +353 1 555 2200
WESTBROOK AGRI SUPPLIES
Deliver to: Aisling Carroll
Carroll Farms, Kilcullen, Co. Kildare
Ref WA-4410    Hose reel  1
""", dict(customer_name="Aisling Carroll")),
# 14 customer note with dash signature
("customer_note", """Parcel for order QF-2234 came with the wrong size. Please swap for a medium.
- Mei Ling Tan
""", dict(customer_name="Mei Ling Tan")),
# 15 a greeting addresses the customer
("invoice", """Holloway Print Studio
Invoice HP-1109
Dear Gregor Pavlović,
thank you for your order. Please find your invoice below.
Posters A2  50  120.00
""", dict(customer_name="Gregor Pavlović")),
# 16 header row in capitals, no customer
("invoice", """BRAMBLE & CO
INVOICE BC-7710   03.04.2026
PRODUCT  QTY  PACK  PRICE
Twine roll  5  1  2.50
TOTAL 12.50
""", dict(customer_name=None)),
# 17 Attn on same line with a firm line first
("invoice", """Cobalt Office Furniture
Invoice CO-5512
Invoice to: Westmere Dental Practice
Attn: Dr Sunita Rao
12 High Street, Reading RG1 2AB
Desk  1  340.00
""", dict(customer_name="Westmere Dental Practice")),
# 18 consignee label with the person's name, then a depot
("delivery_note", """CONSIGNMENT NOTE  CN-66120
Halvorsen Freight
Consignee: Ingrid Halle
Halle Interiors
Storgata 12, 0155 Oslo
Pallets  2
""", dict(customer_name="Ingrid Halle")),
# 19 letter from shop with address block at top
("customer_letter", """Marlow Kitchens Ltd
8 River Walk, Marlow SL7 1QQ

Mr Keith Abernethy
19 Chestnut Avenue
High Wycombe HP11 1AA

Dear Mr Abernethy,
Your worktop is ready for fitting on 4 May.
Regards,
Sally Price
Marlow Kitchens Ltd
""", dict(customer_name="Keith Abernethy")),
# 20 no name at all
("delivery_note", """Delivery note DN-10022
Fieldfare Garden Tools
Spade stainless  2
Fork border  1
Signed for: ____________
""", dict(customer_name=None)),
# 21 drop-off label on its own line, person on next line, firm after
("delivery_note", """Shipping notice SN-8810
Thornbury Mowers
Drop-off at:
Nadia Sorensen
Sorensen Landscapes
7 Quarry Road, Thornbury BS35 2AA
Mower blade  2
""", dict(customer_name="Nadia Sorensen")),
]
