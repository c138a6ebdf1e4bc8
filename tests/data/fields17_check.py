"""A CHECK set for helper fields17: the free-text fields product_name, issue_description (warranty claims),
return_reason (refund requests) and carrier (shipping notices) on documents of shops docflow has never seen.
Written BEFORE any change of the round; made-up shops and people, products of many trades, carriers that exist.
Scored once before and once after the round with tests/fields14_score.py:

    PYTHONPATH=. python -m tests.fields14_score tests.data.fields17_check:CHECK17_DOCS

Truths: text whitespace-collapsed, no final period; product_name the product as printed (brand + model words);
issue_description the fault as the claim states it (the sentence / clause, without its final period);
return_reason the stated reason (the words after "because" / the reason label), up to the sentence end.

    before (main at 5355880): 20 of 33 (precision 20/22, hallucinated 1 of 2 null slots): carrier 5/5,
        issue_description 6/11, product_name 3/10, return_reason 6/7
    (scored a second time after the first change, goods labels only: 23/33 - a slip, no tuning followed from it)
    after (fields17 at the end): 30 of 33 (precision 30/32, hallucinated 1 of 2): carrier 5/5, issue_description
        10/11, product_name 9/10, return_reason 6/7
    Missed after: a chat line's product as the failing verb's subject (parse), a fault sentence taken with its
    greeting ("Hi, the blender I received is faulty" where the next sentence is the truth), "The item I received"
    read as the product "I" (a cue before a pronoun; there before the round).
"""

from __future__ import annotations

CHECK17_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- warranty_form
# 0 machine label, fault under a heading line
("warranty_form", """Brightwater Garden Machinery Ltd
Warranty Claim Form

Claim date: 12 March 2026
Customer: Henrietta Vale
Order no: BW-771204
Machine: Stihl MS 182 Chainsaw
Serial no: 529881734

Fault description
The chain brake engages by itself after a few seconds of cutting.

Please return this form with proof of purchase.
""", {"product_name": "Stihl MS 182 Chainsaw",
      "issue_description": "The chain brake engages by itself after a few seconds of cutting"}),
# 1 prose claim: product as object of "bought", fault in the next sentence
("warranty_form", """Subject: Warranty claim - order 30-55821

Hello,

In January I bought a Breville Barista Express espresso machine from your shop. Since last week the pump
makes a loud rattling noise and no water comes through the group head. It is still within the two-year
warranty, so I would like it repaired or replaced.

Serial number: BES870-2291045

Kind regards,
Tomasz Wieczorek
""", {"product_name": "Breville Barista Express espresso machine",
      "issue_description": "the pump makes a loud rattling noise and no water comes through the group head"}),
# 2 "Unit:" and "Symptoms:" labels
("warranty_form", """NORDKAPP OUTDOOR - REPAIR / WARRANTY REQUEST
Date: 2026-04-02
Name: Ingrid Solberg
Unit: Jetboil Flash Cooking System
Purchase date: 2025-11-19
Symptoms: Igniter does not spark and the burner will not light
Preferred remedy: replacement
""", {"product_name": "Jetboil Flash Cooking System",
      "issue_description": "Igniter does not spark and the burner will not light"}),
# 3 "Model:" label, "Problem:" label
("warranty_form", """Warranty registration & claim
Model: Dyson V11 Absolute
Serial: SN-QK55T201
Customer name: Marcus Okafor
Problem: Battery cuts out after two minutes even when fully charged
Date of claim: 03/18/2026
""", {"product_name": "Dyson V11 Absolute",
      "issue_description": "Battery cuts out after two minutes even when fully charged"}),
# 4 e-mail, claim for a product, fault in prose with "stopped working"
("warranty_form", """From: Chloe Martin <chloe.m@example.com>
To: support@lumenhaus.example
Date: Mon, 9 Mar 2026 18:02
Subject: Warranty claim for my Philips Hue Go lamp

Hi team,

I'd like to make a warranty claim for my Philips Hue Go lamp (order LH-20931). The lamp stopped
charging after three months and now only flickers when plugged in.

Thanks,
Chloe Martin
""", {"product_name": "Philips Hue Go lamp",
      "issue_description": "The lamp stopped charging after three months and now only flickers when plugged in"}),
# 5 table-ish form: label above value
("warranty_form", """CYCLEWORKS AUSTRALIA
Warranty Claim

Product
Shimano Deore XT M8100 rear derailleur

Issue
Cage spring snapped while shifting into the largest sprocket

Customer
Liam Fairweather
""", {"product_name": "Shimano Deore XT M8100 rear derailleur",
      "issue_description": "Cage spring snapped while shifting into the largest sprocket"}),
# 6 "Device:" and "What went wrong:"
("warranty_form", """Phonefix Direct - Claim under manufacturer warranty
Claim ref: PFD-118204
Device: Google Pixel 8 Pro
IMEI: 356789104455218
What went wrong: The screen flickers green and the touch stops responding after the phone warms up
Submitted: 21 April 2026
""", {"product_name": "Google Pixel 8 Pro",
      "issue_description": "The screen flickers green and the touch stops responding after the phone warms up"}),
# 7 letter: "regarding the ... I ordered"; fault "is leaking"
("warranty_form", """Dear Sir or Madam,

I am writing about a warranty claim regarding the Bosch Serie 4 dishwasher I ordered on 2 February 2026
(order 448120). Water is leaking from under the door onto the kitchen floor after every cycle.

Please arrange an engineer visit.

Yours faithfully,
Rhiannon Price
""", {"product_name": "Bosch Serie 4 dishwasher",
      "issue_description": "Water is leaking from under the door onto the kitchen floor after every cycle"}),
# 8 "Equipment:" and "Defect:"
("warranty_form", """Workshop Supplies NZ - Warranty Return
Account: WS-00419
Equipment: Makita DHP484 Combi Drill
Defect: Chuck wobbles and the clutch slips on every setting
Date: 14/05/2026
""", {"product_name": "Makita DHP484 Combi Drill",
      "issue_description": "Chuck wobbles and the clutch slips on every setting"}),
# 9 chat style
("warranty_form", """[10:02] Customer: hi, my Garmin Forerunner 255 watch won't turn on anymore since yesterday
[10:03] Agent: Sorry to hear that! Is it still under warranty?
[10:03] Customer: yes bought it in december, order 77-30912
[10:04] Agent: I've opened a warranty claim for you.
""", {"product_name": "Garmin Forerunner 255 watch",
      "issue_description": "won't turn on anymore since yesterday"}),
# ---------------------------------------------------------------- refund_request
# 10 reason label
("refund_request", """Return request
Order: 55-01922
Customer: Aditi Rao
Item: Le Creuset Cast Iron Casserole 24cm
Reason for return: The enamel was chipped on arrival
Refund requested: EUR 229.00
""", {"return_reason": "The enamel was chipped on arrival"}),
# 11 prose with "because"
("refund_request", """Hello,

I would like to return the rain jacket from order 10042 and get a refund of $89.00, because the seams
leak after ten minutes in light rain. I need the refund within 14 days.

Best,
Joel Hart
""", {"return_reason": "the seams leak after ten minutes in light rain"}),
# 12 reason without "because": a fault sentence
("refund_request", """Subject: Refund please - order 2231-889

Hi, the blender I received is faulty. The motor smells of burning and stops after a few seconds.
Please refund the GBP 64.99 I paid.

Sam Whitlock
""", {"return_reason": "The motor smells of burning and stops after a few seconds"}),
# 13 "Why are you returning this item?" form
("refund_request", """RETURNS PORTAL - SUBMISSION
Order number: HX-440918
Why are you returning this item? Wrong size, the boots are a full size too small
Refund amount: 140.00 EUR
""", {"return_reason": "Wrong size, the boots are a full size too small"}),
# 14 "as" clause
("refund_request", """Dear Kettle & Co,

Please refund order 90-1184 (GBP 35.50) as the teapot arrived with a crack in the spout.

Regards,
Fiona Gallagher
""", {"return_reason": "the teapot arrived with a crack in the spout"}),
# 15 reason under heading line
("refund_request", """Refund Request Form
Customer: Pieter de Wit
Order: NL-30291
Amount: EUR 59.95

Reason
The wrong colour was delivered, I ordered navy and received black.
""", {"return_reason": "The wrong colour was delivered, I ordered navy and received black"}),
# 16 "due to"
("refund_request", """Hi there,
I am requesting a refund of AUD 120 for order 7734-22 due to the headphones having no sound in the left ear.
Cheers, Ben Cole
""", {"return_reason": "the headphones having no sound in the left ear"}),
# ---------------------------------------------------------------- shipping_notice
# 17 carrier label
("shipping_notice", """Dispatch confirmation
Order: 66120-A
Carrier: Royal Mail Tracked 48
Tracking: RM123456785GB
""", {"carrier": "Royal Mail Tracked 48"}),
# 18 carrier in prose: "with"
("shipping_notice", """Hi Nora,

Your order 3009182 has left our warehouse and is on its way with DHL Express. You can track it with
number 1234567890.

The Oakleaf Team
""", {"carrier": "DHL Express"}),
# 19 "handed to"
("shipping_notice", """Shipment update - order 55-7712
We have handed your parcel to Australia Post today. Expected delivery: 3-5 business days.
""", {"carrier": "Australia Post"}),
# 20 "Courier" in a table row
("shipping_notice", """DESPATCH NOTE
Despatch date    Courier            Consignment
12/03/2026       Parcelforce        PF1120034455
""", {"carrier": "Parcelforce"}),
# 21 no carrier stated
("shipping_notice", """Your order 88-1209 has shipped!
It left our store on 4 May 2026 and should arrive within a week.
Thanks for shopping with Pinecone Paper.
""", {"carrier": None}),
# 22 "Shipped via"
("shipping_notice", """Order #A-20931 shipped via UPS Ground on April 3, 2026.
Tracking number: 1Z999AA10123456784
""", {"carrier": "UPS Ground"}),
# 23 warranty form, no product name stated (only an order)
("warranty_form", """Warranty claim
Order: 44-10923
The item I received stopped working after a week: it no longer powers on.
Name: Oscar Lindqvist
""", {"product_name": None, "issue_description": "The item I received stopped working after a week: it no longer powers on"}),
]
