"""TUNE set of helper carrier28: documents of its own, other than the CHECK set's (tests/carrier28_check.py), tuned on
with shops 1/3/4/5/7. Same truth conventions and scorer as the CHECK set.

    PYTHONPATH=. python -m tests.carrier28_tune --misses

    first 42 documents before any change: carrier 15/27 (hallucinated 1/3), customer_expectation 5/11; the whole set
    (141 documents, grown during the round) at the end: carrier 82/86 (0/11 hallucinated), customer_expectation 37/42
    (0/2); every miss left is the document's type (a chat typed customer_letter, a repair request typed warranty_form,
    a notice typed order_confirmation / refund_execution / invoice).
"""

from __future__ import annotations

import sys

from tests.carrier28_check import LET, REQ, SHIP, score

TUNE28_DOCS: list[tuple[str, str, dict]] = [
# 0 prose "on its way with", a made-up carrier of one word
(SHIP, """Hi Jonas,

Great news - your order #TLL-8812 is on its way with Kalevpak. It left our Tallinn studio on 2 March 2026.
Tracking: KP 5520 1188 2

Aitäh,
Toompea Ceramics
""", dict(carrier="Kalevpak")),
# 1 "X will deliver"
(SHIP, """Hello Maria,

Vistrano will deliver your order PRT-2210 on Thursday 9 April 2026. Shipment number: VS4410229981.

Oporto Tiles
""", dict(carrier="Vistrano")),
# 2 "handed over to"
(SHIP, """Dear Mrs Kowalska,

Your parcel was handed over to Orlik Kurier today. Parcel number: OK 7712 0044 19.

Krakow Linen
""", dict(carrier="Orlik Kurier")),
# 3 "picked up"
(SHIP, """Hi Sam,

Taranaki Runners picked up your bike rack this afternoon. Tracking: TR-5521-0091.

New Plymouth Cycles
""", dict(carrier="Taranaki Runners")),
# 4 "via", one line
(SHIP, """Order MNL-7720 sent via Banca Express on 11/03/2026, tracking BX88120044PH. Salamat, Ilocos Weaves!
""", dict(carrier="Banca Express")),
# 5 "<Carrier> tracking number"
(SHIP, """Dispatch notice

Order: RIG-3390
Dispatched: 5 May 2026
Daugava Parcel tracking number: DP0044129981
""", dict(carrier="Daugava Parcel")),
# 6 an SMS from the carrier
(SHIP, """Pakkis: Your parcel from Helsinki Wool Shop will be delivered today 12-16. Follow: https://pakkis.example/x/88A
""", dict(carrier="Pakkis")),
# 7 piped table
(SHIP, """Shipment confirmation

Order   | Carrier  | Service  | Tracking number
WPG-310 | Prairon  | Express  | PR5512009981
""", dict(carrier="Prairon")),
# 8 gapped columns, the carrier second
(SHIP, """SHIPPING NOTICE

Order no.      Carrier          Service         Tracking
LUX-5520       Moselline        Economy         ML7712004412
""", dict(carrier="Moselline")),
# 9 label header line
(SHIP, """ROADRUNNA COURIERS
CONSIGNMENT LABEL

SENDER: Outback Saddlery, 12 Todd St, Alice Springs NT 0870
RECEIVER: J. Walker, 4 Gum Rd, Darwin NT 0800
Con note: RRC 4410 9981
""", dict(carrier="ROADRUNNA COURIERS")),
# 10 shipping method: carrier and service
(SHIP, """Your order has shipped

Shipping method: Kestral Post Overnight
Tracking number: KPO1122334455
""", dict(carrier="Kestral Post Overnight")),
# 11 shipping method: no carrier
(SHIP, """Order CPT-2210 shipped on 4 August 2026.

Shipping method: Express shipping (1-2 business days)

Table Mountain Teas
""", dict(carrier=None)),
# 12 service (carrier) in brackets
(SHIP, """Dispatch update

Shipping method: Economy delivery (Velox)
AWB: VLX99812004
""", dict(carrier="Velox")),
# 13 Dutch wording
(SHIP, """Beste Sanne,

Je bestelling AMS-4410 is op 3 juni 2026 overgedragen aan Snelbode.
Track & trace: SB00129988

Groeten,
Grachten Design
""", dict(carrier="Snelbode")),
# 14 Italian wording
(SHIP, """Gentile Signora Rossi,

il suo ordine è stato affidato a Rondine Spedizioni il 5 marzo 2026.
Codice di tracciamento: RS55120044

Bottega Fiorentina
""", dict(carrier="Rondine Spedizioni")),
# 15 chat, a rider named
(SHIP, """[11:02] Customer: hi is my order coming today?
[11:03] Lina (Dapur Mama): Yes! It's with Gojak now
[11:03] Lina (Dapur Mama): Driver: Agus
""", dict(carrier="Gojak")),
# 16 shop's own van, no carrier
(SHIP, """Hi Tom,

Your sofa (order LDS-210) will be delivered by our own team on Monday 7 September 2026.

Leeds Sofa Studio
""", dict(carrier=None)),
# 17 cities around the carrier
(SHIP, """Your parcel left Lyon on 2 May 2026 and is travelling with Transalpin to Geneva. Tracking: TA-44120098.
""", dict(carrier="Transalpin")),
# 18 out for delivery with
(SHIP, """Hello Ada,

Your order LOS-5510 is out for delivery with Gokada today. Track it at https://gokada.example/t/GK4412

Lagos Leatherworks
""", dict(carrier="Gokada")),
# 19 carrier label with service
(SHIP, """Order: HAN-5521
Carrier: Songda Express Saver
Tracking: SD120099118823
""", dict(carrier="Songda Express Saver")),
# 20 a driver named, carrier in the next clause
(SHIP, """Hi Pete,

Your grill is on the van. Your driver is Jake, who works for Fenland Hauliers.
Consignment: FH-2026-0091

Norfolk BBQ Supplies
""", dict(carrier="Fenland Hauliers")),
# 21 subject collecting
(SHIP, """Dear customer,

Yamabiko Transport collected the box from our Osaka warehouse today (slip no. 4410 2291 0034).

Kansai Knives
""", dict(carrier="Yamabiko Transport")),
# 22 "our delivery partner X will"
(SHIP, """Your order TUN-2210 has been shipped.

Our delivery partner Carthago will call you before delivery. Tracking ID: CT9981220044

Medina Rugs
""", dict(carrier="Carthago")),
# 23 posted through
(SHIP, """The package with your order was posted through Malawi Post on 6 June 2026 (item RR998877665MW).

Lilongwe Crafts
""", dict(carrier="Malawi Post")),
# 24 JSON export
(SHIP, """{"order": "HYD-5520", "state": "DISPATCHED", "logistics_partner": "Dunzo", "awb": "DZ11299812"}
""", dict(carrier="Dunzo")),
# 25 Spanish "por"
(SHIP, """Hola Lucía, enviamos tu pedido MVD-221 por Ruta Oriental el 8 de mayo de 2026. Guía: 4410229981.
""", dict(carrier="Ruta Oriental")),
# 26 "Ships with:" and service in brackets
(SHIP, """Order KUL-881 has left.

Ships with: Kenyalang (Standard)
Tracking: KY120044871MY
""", dict(carrier="Kenyalang")),
# 27 tracking label with dash
(SHIP, """Order: LIS-221
Tracking - Lusocargo: 55120044987
""", dict(carrier="Lusocargo")),
# 28 German "versandt mit"
(SHIP, """Hallo Herr Huber,

Ihre Bestellung wurde heute mit Alpenbote versandt. Sendungsnummer: AB 4410 2299

Tiroler Lodenwerk
""", dict(carrier="Alpenbote")),
# 29 no carrier, tracking details later
(SHIP, """Your order CORK-221 is packed. It will be handed to the courier tomorrow; tracking details will follow.

Rebel Knit
""", dict(carrier=None)),

# ---- the customer's expectation
# 30 a question
(LET, """Hello,

The mug I got has a chip on the rim. Can you send me a new one?

Thanks,
Aisha Bello
""", dict(customer_expectation="Can you send me a new one?")),
# 31 conditional
(REQ, """Hi,

The kettle leaks from the base. If a replacement is not possible, please refund me in full.

Ravi Menon
""", dict(customer_expectation="If a replacement is not possible, please refund me in full")),
# 32 the refund as subject with deadline
(REQ, """Hello,

I posted the jacket back on 3 May 2026. The money should be back on my card by 15 May 2026.

Lena Vogel
""", dict(customer_expectation="The money should be back on my card by 15 May 2026")),
# 33 polite indirect
(LET, """Dear team,

The chair arrived without its screws. It would be great if the screws could be posted to me this week.

Owen Price
""", dict(customer_expectation="It would be great if the screws could be posted to me this week")),
# 34 non-native
(REQ, """Hello madam,

The mixer I buy is not working from first day. Please to give back my money, I am waiting since 10 days.

Suresh Patel
""", dict(customer_expectation="Please to give back my money, I am waiting since 10 days")),
# 35 desired resolution
(REQ, """Return form

Order: SHOP-55120
Reason for return: Damaged in transit
Desired outcome: Replacement
""", dict(customer_expectation="Replacement")),
# 36 thanks only
(LET, """Hi,

The refund arrived today, thank you for the quick help!

Nora Field
""", dict(customer_expectation=None)),
# 37 what I want is
(LET, """Hello,

That is the third broken lamp. What I would like is a refund, not another lamp.

Derek Shaw
""", dict(customer_expectation="What I would like is a refund, not another lamp")),
# 38 would it be possible
(REQ, """Hi,

The rug has a stain on one corner. Would it be possible to get 20% back and keep it?

Thanks,
Sara Holm
""", dict(customer_expectation="Would it be possible to get 20% back and keep it?")),
# 39 form question and answer
(LET, """Support form

Issue: The lid does not close
What outcome would you like?
A new lid
""", dict(customer_expectation="A new lid")),
# 40 either or
(REQ, """Dear shop,

The boots are too narrow. A bigger size or a refund would both be fine for me.

Hanna Berg
""", dict(customer_expectation="A bigger size or a refund would both be fine for me")),
# 41 please arrange
(LET, """Dear Sir,

The dishwasher you fitted makes a loud noise. Please arrange for an engineer to look at it by 20 June 2026.

Peter Walsh
""", dict(customer_expectation="Please arrange for an engineer to look at it by 20 June 2026")),
]

# ---- more shapes, one line each (carriers after "The", led by a digit, in a chat, an SMS log, a row of labels over
# values, a line of pairs, a piped line, with a service in brackets, after a service label, an e-mail's sender; wishes
# as questions, conditions, labelled answers, answers on the question's line)
TUNE28_DOCS += [
(SHIP, "Hi Jo,\n\nYour order BR-221 was shipped with The Parcel Pigeon on 3 May 2026. Tracking: PP44120098.\n\nBrisbane Kites\n", dict(carrier="The Parcel Pigeon")),
(SHIP, "Order MNL-55 shipped via 4PX on 02/03/2026. Tracking 4PX7712004412.\n", dict(carrier="4PX")),
(SHIP, "[05/03/2026, 10:01] Shop: Hi Grace, your order left today with Mbio Riders\n[05/03/2026, 10:01] Shop: Tracking MR-4410\n[05/03/2026, 10:05] Grace: asante!\n", dict(carrier="Mbio Riders")),
(SHIP, "SMS log\n12/04/2026 09:14  From: KWESI  \"Your parcel from Accra Beads is out for delivery. Ref KW44120\"\n", dict(carrier="KWESI")),
(SHIP, "Order no.    Ship date     Courier\nQH-4410      12 Mar 2026   Dawn Rivers\nWaybill: DR5512009981\n", dict(carrier="Dawn Rivers")),
(SHIP, "Dispatch confirmation\nCourier: Sello Lines    Waybill: SL-99812004    Date: 4 June 2026\n", dict(carrier="Sello Lines")),
(SHIP, "Your order has been dispatched with our courier partner Kora. Track with reference KR5512004.\n\nLusaka Leather\n", dict(carrier="Kora")),
(SHIP, "order: PH-221 | courier: Lakbay Xpress | tracking: LX88120044 | shipped: 2026-02-11\n", dict(carrier="Lakbay Xpress")),
(SHIP, "Hello Ana,\nYour order will be delivered by Ruta Sur. Tracking no. RS-4410229.\nRegards, Tienda Sol\n", dict(carrier="Ruta Sur")),
(SHIP, "Dear Mr Obi,\nYour goods are now in transit with Niger Delta Movers, waybill NDM-2026-0441, and are due on 9 May 2026.\nBenin Bronze Gallery\n", dict(carrier="Niger Delta Movers")),
(SHIP, "Shipped! Carrier: Quokka (Express Saver). Tracking QK7712004412.\n", dict(carrier="Quokka")),
(SHIP, "Your parcel is with Sendwave now. Tracking: SW88120044. It should arrive on Friday.\n", dict(carrier="Sendwave")),
(SHIP, "Delivery method: Courier\nCourier company: Bayside Freight\nTracking: BF-4410\n", dict(carrier="Bayside Freight")),
(SHIP, "Delivery method: Courier\nTracking: BF-4410\nShipped 3 March 2026\n", dict(carrier=None)),
(SHIP, "Hi Liam, your order was collected from our store by Kiwi Dash today. Tracking KD44120098.\nThanks, Otago Wool\n", dict(carrier="Kiwi Dash")),
(SHIP, "Your package is being delivered by Harbour Link Couriers. Consignment: HL55120044.\n", dict(carrier="Harbour Link Couriers")),
(SHIP, "Shipped via: Zebra Post | Service: Worldwide | Tracking: ZP44120098\n", dict(carrier="Zebra Post")),
(SHIP, "Order KE-221 dispatched.\nCarrier / Tracking: Simba Parcels 4410229981\n", dict(carrier="Simba Parcels")),
(SHIP, "Order KE-222 dispatched.\nCourier: Haraka (rider: John M.)\nWaybill: HR-5512\n", dict(carrier="Haraka")),
(SHIP, "Your order was sent by K9X courier on 3 May 2026. Waybill no. 44120098.\n", dict(carrier="K9X")),
(SHIP, "Hi, your Tamarind tracking number is 4410229981. Thanks for shopping at Ocho Rios Crafts.\n", dict(carrier="Tamarind")),
(SHIP, "Tamarind Waybill No: 4410229981\nShipped: 4 May 2026\n", dict(carrier="Tamarind")),
(SHIP, "Delivery by: Qwikly (same day)\nOrder DXB-221\n", dict(carrier="Qwikly")),
(SHIP, "[10:02] Agent Joy: Your order was shipped through 3GO yesterday, tracking 7712004412\n[10:03] Customer: ok\n", dict(carrier="3GO")),
(SHIP, "Shipping: Oasis Post Registered Mail\nTracking: RR123456789AE\n", dict(carrier="Oasis Post Registered Mail")),
(SHIP, "Your order has been handed to Mango Couriers for delivery. Waybill: MC-4410.\n", dict(carrier="Mango Couriers")),
(SHIP, "Good day Mr Brown,\nYour items left our Kingston store on 2 May 2026 via Blue Mountain Express bus parcel service. Waybill 5512.\n", dict(carrier="Blue Mountain Express")),
(SHIP, "SHIPPING NOTICE\nCarrier\nTaka Freight\nConsignment no.\nTF-4410-2291\n", dict(carrier="Taka Freight")),
(SHIP, "Ref          Carrier          Consignment        Despatched\nSB-4410      Kauri Couriers   KC77120044         12/03/2026\n", dict(carrier="Kauri Couriers")),
(SHIP, "Your order is on its way!\nIt's being delivered by Pelikan. You can track it here: https://pelikan.example/t/88\n", dict(carrier="Pelikan")),
(SHIP, "Dear customer, your parcel has been picked up by the courier Swift Kudu and is in transit. AWB 4410229981.\n", dict(carrier="Swift Kudu")),
(SHIP, "Subject: Shipped - order 4410\n\nHi Mark,\nGood news: order 4410 is shipped. Carrier: Fennec Logistics. Tracking number FL-77120044. Expected delivery 9 May 2026.\n", dict(carrier="Fennec Logistics")),
(SHIP, "Your order has shipped by sea freight with Ocean Kestrel Lines. Bill of lading OKL-2026-4410.\n", dict(carrier="Ocean Kestrel Lines")),
(SHIP, "From: Rangi Couriers <noreply@rangi.example>\nSubject: Your parcel from Kauri Wood Co is on its way\n\nTracking number: RC44120098\n", dict(carrier="Rangi Couriers")),
(LET, "Hello,\n\nThe blender arrived broken. Can I get a replacement?\n\nThanks, Amy\n", dict(customer_expectation="Can I get a replacement?")),
(REQ, "Hi,\nThe shoes don't fit. Is a refund possible?\nTom\n", dict(customer_expectation="Is a refund possible?")),
(LET, "Dear Sir,\nThe sofa has been delayed three times. Should you be unable to deliver it by 30 May 2026, I will cancel the order and expect a full refund.\nRegards, J. Okafor\n", dict(customer_expectation="Should you be unable to deliver it by 30 May 2026, I will cancel the order and expect a full refund")),
(REQ, "Resolution requested: Refund\nOrder: 4410\nReason: damaged\n", dict(customer_expectation="Refund")),
(REQ, "Return form\nOrder: 5521\nWhat would you like? Exchange\n", dict(customer_expectation="Exchange")),
(LET, "Hello,\nI kindly ask you to send the missing part before Friday 15 May 2026.\nMaria\n", dict(customer_expectation="I kindly ask you to send the missing part before Friday 15 May 2026")),
(LET, "Hi,\nMy order was late again. I hope you can give me some compensation for this.\nLee\n", dict(customer_expectation="I hope you can give me some compensation for this")),
(LET, "Hello,\nThe table came with a crack. I would like you to send someone to repair it.\nBest, Ola\n", dict(customer_expectation="I would like you to send someone to repair it")),
(REQ, "Hi team, the jacket is too big. Pls exchange for size M.\nRegards, Ken\n", dict(customer_expectation="Pls exchange for size M")),
(LET, "Hello,\nI am very disappointed. I want an apology and a discount on my next order.\nBarbara\n", dict(customer_expectation="I want an apology and a discount on my next order")),
(REQ, "Dear Sir/Madam,\nI am writing to request a refund for order 4410, as the lamp arrived broken.\nYours, Paul\n", dict(customer_expectation="I am writing to request a refund for order 4410, as the lamp arrived broken")),
(LET, "Hi,\nIf possible, could you deliver the rest of my order by next Monday?\nZoe\n", dict(customer_expectation="If possible, could you deliver the rest of my order by next Monday?")),
(LET, "Hello,\nThe printer is still not working after your repair. I expect it to be replaced, otherwise I will ask for my money back.\nNed\n", dict(customer_expectation="I expect it to be replaced, otherwise I will ask for my money back")),
# (return labels and drop-off places, services after the name, "Kind - Name" values, service-only values)
(SHIP, "RETURN LABEL\nReturn to: Harbour Audio, 12 Dock Rd, Cape Town\nReturn carrier: Zulu Parcel Co\nReturn tracking: ZP-4410-2291\nDrop the parcel at any Zulu Parcel Co counter.\n", dict(carrier="Zulu Parcel Co")),
(SHIP, "Your return has been booked. Please drop the parcel at your nearest Kora Post office by 12 May 2026. Return tracking number: KP44120098.\n", dict(carrier="Kora Post")),
(SHIP, "Your replacement unit has shipped.\nService: Wallaby Express Saver\nTracking: WE7712004412\n", dict(carrier="Wallaby Express Saver")),
(SHIP, "Order 4410 shipped 3 May 2026 via Tern Freight Economy Road. Con note TF-4410.\n", dict(carrier="Tern Freight Economy Road")),
(SHIP, "Hi Ann,\nWe've dispatched your order with Koru. It should arrive in 2-3 days. Ticket number: KR-88120044.\nCheers, Nelson Knits\n", dict(carrier="Koru")),
(SHIP, "Dispatch advice\nOrder No: 4410\nDespatch method: Road freight\nFreight company: Pukeko Transport Ltd\nCon note: PT-4410\n", dict(carrier="Pukeko Transport Ltd")),
(SHIP, "Despatch method: Courier - Bellbird Couriers\nTracking: BC44120098\n", dict(carrier="Bellbird Couriers")),
(SHIP, "Hi Sarah, your order will be delivered by Manuka Express on Tuesday 5 May 2026 between 8am and 6pm.\n", dict(carrier="Manuka Express")),
(SHIP, "Dear Mr Lim,\nYour order SG-221 has been dispatched. Our courier, Merlion Runners, will contact you before delivery.\n", dict(carrier="Merlion Runners")),
(SHIP, "Your order has been shipped.\nShipping: Free shipping\nTracking: TRK4410229981\n", dict(carrier=None)),
(SHIP, "Order update: your order is with our warehouse team and will ship soon.\nShipping method: Next day delivery\n", dict(carrier=None)),
(SHIP, "Tracking info\nCourier    : Galah Post\nTracking # : GP4410229981\n", dict(carrier="Galah Post")),
# (an SMS log's sender line, a CSV export, a portal's courier name with its country, a chat's rider of a company, a
# forwarder beside a shipper, a name led by a digit)
(SHIP, "SMS from KIFARU\n14/05/2026 10:22\nDear customer, your parcel from Nairobi Strings has been dispatched. Waybill KF44120098. Call 0700 000 000.\n", dict(carrier="KIFARU")),
(SHIP, "order_id,status,courier,waybill,dispatched\nTT-4410,DISPATCHED,Pesi,PS-88120,2026-05-03\n", dict(carrier="Pesi")),
(SHIP, "Export from shop portal\nOrder: TT-4411\nFulfilment status: Shipped\nCourier name: Bahari Lines Kenya\nAWB: BL-4410229\n", dict(carrier="Bahari Lines Kenya")),
(SHIP, "[2026-05-03 09:12] Tembo Support: Hi Jane, your guitar was dispatched today via Pesi rider. Tracking PS-88120.\n[2026-05-03 09:15] Jane: thanks!\n", dict(carrier="Pesi")),
(SHIP, "Hi Mark, your order shipped via ZapMail JA. Tracking ZM-5512.\nKingston Drums\n", dict(carrier="ZapMail JA")),
(SHIP, "Shipment details\nShipper: Manila Music Co\nForwarder: Tala Air Cargo\nHAWB: TAC-2026-4410\n", dict(carrier="Tala Air Cargo")),
(SHIP, "Dear Ms Reyes,\nWe have sent your ukulele through 3GO Express. You may track it using tracking no. 4410229981.\n", dict(carrier="3GO Express")),
(SHIP, "Delivery update: The rider from Swift Tuk will deliver your order today. Ref ST-4410.\n", dict(carrier="Swift Tuk")),
(SHIP, "Dispatch note DN-4410\nItems: 1 x Djembe\nDelivered by: Oryx Post\nTracking: RR998877665AE\n", dict(carrier="Oryx Post")),
(SHIP, "Your order TT-5520 is ready. It will be collected by Kudu Xpress tomorrow morning. Waybill will follow.\n", dict(carrier="Kudu Xpress")),
# (wishes in non-native and polite forms, a remedy as all the writer needs, hoping, rather, demands with a date)
(REQ, "Hello,\nThe keyboard has dead keys. Request you to process the refund to my card at the earliest.\nRegards, Omar\n", dict(customer_expectation="Request you to process the refund to my card at the earliest")),
(LET, "Good day,\nI am humbly requesting that the balance be refunded to my account.\nThank you, Grace\n", dict(customer_expectation="I am humbly requesting that the balance be refunded to my account")),
(REQ, "Hi po,\nThe fan arrived broken po. Please process the refund to my GCash po.\nThank you po,\nLiza\n", dict(customer_expectation="Please process the refund to my GCash po")),
(LET, "Hello,\nI have been waiting three weeks. All I want is my money back.\nDwayne\n", dict(customer_expectation="All I want is my money back")),
(LET, "Dear team,\nHoping you can send the replacement before my son's birthday on 20 June 2026.\nRegards, Mary\n", dict(customer_expectation="Hoping you can send the replacement before my son's birthday on 20 June 2026")),
(REQ, "To Whom It May Concern,\nI would appreciate if the refund is done within 7 days.\nYours, Ahmed\n", dict(customer_expectation="I would appreciate if the refund is done within 7 days")),
(LET, "Hi,\nThe shelf arrived damaged. I'd rather have a new one than a repair.\nJo\n", dict(customer_expectation="I'd rather have a new one than a repair")),
(LET, "Hello,\nOrder 4410: the mixer is missing its whisk. A replacement whisk is all I need.\nPat\n", dict(customer_expectation="A replacement whisk is all I need")),
(REQ, "Hi,\nThe wrong size was sent. Kindly exchange for a size 10, or else refund me.\nSam\n", dict(customer_expectation="Kindly exchange for a size 10, or else refund me")),
(LET, "Dear Sir,\nDelivery was promised for 3 May and nothing came. I demand delivery by 10 May 2026 or a full refund.\nRoss\n", dict(customer_expectation="I demand delivery by 10 May 2026 or a full refund")),
(LET, "Hello,\nMy parcel arrived today, all good. Thank you!\nEd\n", dict(customer_expectation=None)),
# (form answers under their label, after a bracket of choices, after a question on the line; the ask among courtesies)
(REQ, "Return request\nOrder: 5521\nReason for return: Faulty\nDesired resolution:\nFull refund to my card\n", dict(customer_expectation="Full refund to my card")),
(REQ, "Return request\nOrder: 5522\nPreferred outcome (refund/replacement/repair): Replacement\n", dict(customer_expectation="Replacement")),
(LET, "Complaint\nName: Joe Bloggs\nWhat do you expect from us? A refund of the delivery fee\n", dict(customer_expectation="A refund of the delivery fee")),
(REQ, "Order 4410\nI would like to return the lamp because it flickers. Please refund me.\nThanks\n", dict(customer_expectation="Please refund me")),
(LET, "Hi,\nPlease confirm receipt of this e-mail. I need the replacement part by 12 June 2026.\nKim\n", dict(customer_expectation="I need the replacement part by 12 June 2026")),
(LET, "Hello,\nCan you tell me where my refund is? I expect it to be paid this week.\nLiam\n", dict(customer_expectation="I expect it to be paid this week")),
(REQ, "Hi, I want to return the jacket. It is too small. I'd like a refund please.\nAva\n", dict(customer_expectation="I'd like a refund please")),
(LET, "Dear Sir,\nThe heater you repaired broke again. I must insist on a replacement this time.\nRegards, Ivan\n", dict(customer_expectation="I must insist on a replacement this time")),
# (no carrier: the shop's own name with a trade word, a person, cities)
(SHIP, "Your order HX-221 has shipped on 3 May 2026. Tracking: TRK4410229981.\nThank you for shopping with Hilltop Express Prints!\n\nHilltop Express Prints\n", dict(carrier=None)),
(SHIP, "Hi Jo,\nYour order has been dispatched by Coastal Parcel Gifts today.\nCoastal Parcel Gifts\n", dict(carrier=None)),
(SHIP, "Dear Ms Smith,\nYour rug was sent today from our Leeds warehouse. Delivery on 5 May 2026.\nFor questions call Leeds Rug Post Room on 0113 000 000.\n", dict(carrier=None)),
(SHIP, "Hi Tom, Sarah will drop your order round on Saturday 9 May 2026. Order ref: TRK4410229981\nHome Bakes\n", dict(carrier=None)),
(SHIP, "Your order OR-221 shipped from Auckland on 3 May 2026 and will arrive in Wellington on 5 May 2026.\nTracking: TRK4410229981\n", dict(carrier=None)),
# (the carrier as the goods' attribute, in the hands of, a collection booked with)
(SHIP, "Subject: Your Tortuga Express delivery is on its way\n\nHi Ana,\nOrder 4410 left our store today. Tracking: TE44120098.\n", dict(carrier="Tortuga Express")),
(SHIP, "Hi Ana,\nYour Tortuga Express parcel will arrive tomorrow. Tracking: TE44120098.\nLima Crafts\n", dict(carrier="Tortuga Express")),
(SHIP, "Order 4410 update: out for delivery today with courier Paloma Envios (driver: Luis).\n", dict(carrier="Paloma Envios")),
(SHIP, "We have booked a collection with Heron Freight for Monday 4 May 2026. Consignment HF-4410.\n", dict(carrier="Heron Freight")),
(SHIP, "Your parcel is now in the hands of Kestrel Post, tracking KP44120098.\n", dict(carrier="Kestrel Post")),
(SHIP, "Your order is being shipped by sea with Albatross Lines and should reach Durban by 20 June 2026.\n", dict(carrier="Albatross Lines")),
]


if __name__ == "__main__":
    score(TUNE28_DOCS, "carrier28_tune", misses="--misses" in sys.argv)
