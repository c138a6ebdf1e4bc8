"""The TUNE set of issue 9 (helper ship27): shipment facts on documents of unseen shops, written after the CHECK set
(`tests/ship27_check.py`) and looked at while tuning. Same truth conventions as the CHECK set; made-up shops, people
and carriers.

    PYTHONPATH=. python -m tests.ship27_tune [--misses]
"""

from __future__ import annotations

import sys

from tests.ship27_check import SHIP, T, score

TUNE27_DOCS: list[tuple[str, str, dict]] = [
# 0 Senegal, labels above values (two rows of two)
(SHIP, """TERANGA TEXTILES
Avis d'expédition / Dispatch advice

Customer                      Order
Awa Diop                      TT-30218

Courier                       Tracking number
Baobab Express Sénégal        BXS 2210 9938 4

Left our warehouse            Expected
14/05/2026                    17/05/2026
""", T("Baobab Express Sénégal", "2026-05-14", "2026-05-17", "BXS221099384")),
# 1 Kenya SMS with name before waybill
(SHIP, """Your order SM-8812 from Savanna Mobiles is on the way. Mtaa Couriers waybill 7718-2209-41. Delivery expected 16 Jan 2026.""",
 T("Mtaa Couriers", None, "2026-01-16", "7718-2209-41")),
# 2 Chat, carrier in a question's answer as agent
(SHIP, """Customer: when will my bike parts arrive? order 5521
Support (Pedal Pacific): Hi Sam, Southern Cross Freight collected them on 2 March 2026.
Support (Pedal Pacific): ETA is 6 March 2026, con note SCF-004412908.
""", T("Southern Cross Freight", "2026-03-02", "2026-03-06", "SCF-004412908")),
# 3 Shipping partner label; shop named in signature and From header
(SHIP, """From: Harbour Tea Traders <hello@harbourtea.example>
Subject: Dispatched: order HT-22109

Dear Aisha,

Your tea is packed and on its way.

Shipping partner: Mombasa Coastline Deliveries
Dispatched on: Tuesday 10 February 2026
Estimated arrival: Friday 13 February 2026
Tracking: MCD-2026-88120

Harbour Tea Traders
""", T("Mombasa Coastline Deliveries", "2026-02-10", "2026-02-13", "MCD-2026-88120")),
# 4 Jamaica, "Delivery service:" in prose with acronym
(SHIP, """Hi Marcia, your order JM-1129 was dispatched on 14 July 2026 via KNX Couriers. Tracking no: KNX55120933.
It should arrive between 16 and 17 July 2026.""",
 T("KNX Couriers", "2026-07-14", "2026-07-17", "KNX55120933")),
# 5 Tonga, postal service as the subject of the moving verb
(SHIP, """Malo e lelei Sione,

Tonga Post will deliver your package (order TG-330) by 22 October 2026. We sent it on 15 October 2026.
Item number: CP552091883TO

Nuku'alofa Crafts
""", T("Tonga Post", "2026-10-15", "2026-10-22", "CP552091883TO")),
# 6 Table header over values without pipes, carrier in the middle
(SHIP, """Shipment summary

Order        Carrier              Waybill          Shipped        Delivery by
ZW-4410      Mopane Transport     MT-77120334      13/08/2026     17/08/2026
""", T("Mopane Transport", "2026-08-13", "2026-08-17", "MT-77120334")),
# 7 No carrier; a person delivers (rider is a person)
(SHIP, """Hi Grace! Your cake order CK-22 is out for delivery. Your rider is Peter, he will call you on arrival.
Thanks, Sweet Tooth Bakery Nairobi""",
 T(None, None, None, None)),
# 8 The shop name before "tracking" must not be the carrier
(SHIP, """Koa Surf Shop tracking update

Order KS-4411 shipped 2 June 2026.
Carrier: Aloha Island Express
Tracking: AIE9920113
Arriving: 5 June 2026
""", T("Aloha Island Express", "2026-06-02", "2026-06-05", "AIE9920113")),
# 9 Portal export, JSON-ish
(SHIP, """{
  "order": "PH-66120",
  "logistics_provider": "Mabuhay Cargo Lines",
  "tracking_no": "MCL 4410 2290 PH",
  "dispatched": "2026-03-21",
  "expected_delivery": "2026-03-25"
}""", T("Mabuhay Cargo Lines", "2026-03-21", "2026-03-25", "MCL44102290PH")),
# 10 Egypt, "your parcel travels with"
(SHIP, """Dear Omar,

Good news: your order NL-5512 left our Cairo store on 8 December 2026. It is travelling with Nile Delta Express,
consignment number NDE-88120045, and should be with you by 11 December 2026.

Nile Lamps
""", T("Nile Delta Express", "2026-12-08", "2026-12-11", "NDE-88120045")),
# 11 Fiji, labels with a date range
(SHIP, """Order dispatched
Order: FJ-2201
Carrier: Bula Inter-Island Shipping
Parcel ID: BIS/2026/00912
Date shipped: 12 Apr 2026
Delivery: 15-18 April 2026
""", T("Bula Inter-Island Shipping", "2026-04-12", "2026-04-18", "BIS/2026/00912")),
# 12 Name with tracking in a sentence "<Name> tracking number X"
(SHIP, """Your order TZ-3301 is on its way! Use the Twiga Parcel Network tracking number TPN20261199 on their website.
Shipped 19/01/2026, expected 23/01/2026.
Zebra Stationers""",
 T("Twiga Parcel Network", "2026-01-19", "2026-01-23", "TPN20261199")),
# 13 Code-shaped carrier name in a label
(SHIP, """Dispatch note
Order ref: AB-55102
Courier: Q7 Logistics
Tracking no.: Q7L-22019-8812
Date dispatched: 23.02.2026
Due: 26.02.2026
""", T("Q7 Logistics", "2026-02-23", "2026-02-26", "Q7L-22019-8812")),
# 14 Sri Lanka, "Delivery service" in prose; no dates stated absolutely
(SHIP, """Ayubowan Nimal, your order CL-2291 has been packed and handed to Lanka Speed Couriers. Tracking: LSC-00441290.
You'll get it tomorrow.""",
 T("Lanka Speed Couriers", None, None, "LSC-00441290")),
# 15 Mozambique, Transporter label above, ETA label
(SHIP, """SHIPPING NOTICE
Transporter
Maputo Rapid Freight
Tracking reference
MRF-556120-MZ
Dispatch date
10 Oct 2026
ETA
14 Oct 2026
""", T("Maputo Rapid Freight", "2026-10-10", "2026-10-14", "MRF-556120-MZ")),
# 16 A shop's own van, no carrier; a date
(SHIP, """Hi Liam,
Your order GB-1129 is scheduled for delivery on Wednesday 4 November 2026. Our own delivery team will bring it.
Green Bean Furniture""",
 T(None, None, "2026-11-04", None)),
# 17 Solomon Islands SMS from carrier, "sent with"
(SHIP, """Honiara Hardware: your order HH-220 was sent with Guadalcanal Freight on 09/09/2026. Consignment GF2209911. Arrives 12/09/2026.""",
 T("Guadalcanal Freight", "2026-09-09", "2026-09-12", "GF2209911")),
# 18 Ethiopia, "carried by"
(SHIP, """Dear Selam,
Your coffee order EC-401 is being carried by Abyssinia Cargo Services.
AWB No: 071-99120044
Departure date: 02 March 2026
Estimated arrival: 05 March 2026
Ethio Coffee Roasters""",
 T("Abyssinia Cargo Services", "2026-03-02", "2026-03-05", "071-99120044")),
# 19 Delivery window as weekday range
(SHIP, """Your order NZ-2210 has been dispatched with Kea Couriers on Monday 3 August 2026.
Tracking number: KC 4410 2210 9
Delivery window: Wed 5 Aug - Thu 6 Aug 2026
Fernleaf Books""",
 T("Kea Couriers", "2026-08-03", "2026-08-06", "KC441022109")),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.ship27_tune [--misses]
    r = score(TUNE27_DOCS, show_misses="--misses" in sys.argv)
    print(r["docs"], "docs, doc type right", r["doctype_ok"])
    print("total", r["total"])
    for k, v in r["per_field"].items():
        print(k, v)
