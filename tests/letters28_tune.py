"""TUNE set of the letters28 round: the same kinds as `tests/letters28_check.py` in other words, other shops, other
layouts. Looked at while working (misses printed freely); the CHECK set is not.

Run: python -m tests.letters28_tune [--misses]
"""

from __future__ import annotations

import sys

from tests.letters28_check import report, score

TUNE28_DOCS: list[tuple[str, str]] = [
# ---------------------------------------------------------------- letters mentioning a warranty
("customer_letter", """Hello Strandberg Tools,

Does the warranty on the cordless drill cover the battery as well, or only the drill itself? I bought the kit in
your Bergen store in January and want to know before I buy a spare battery elsewhere.

Best regards,
Eirik Haugen"""),
("customer_letter", """Dear all,

Many thanks for the quick guarantee replacement of my vacuum cleaner last week. The new one is quieter than the
old one ever was. I have recommended you to my sister.

Warm regards,
Janet Ellery"""),
("customer_letter", """Subject: my warranty claim 20-771 - still waiting

Dear Service Team,

I sent in my warranty claim for the espresso machine a month ago (claim 20-771) and have heard nothing since the
automatic reply. Please let me know what is happening with it.

Yours sincerely,
Roberto Galli"""),
("customer_letter", """Hi,

I registered my new boiler for the 7 year warranty on your website but never got a confirmation e-mail. Could you
check that the registration went through? The serial is on the installer's certificate if you need it.

Thanks,
Kirsty Main"""),
("customer_letter", """Dear Ms Okoro,

I received your letter saying that my guarantee claim for the oven door has been turned down because the glass
was "damaged by impact". Nobody has hit that door. I ask you to send an engineer to look at it again before the
decision is final.

Regards,
Winston Clarke"""),
# ---------------------------------------------------------------- letters mentioning a refund
("customer_letter", """Dear Pennant Books,

Thank you for the refund for the misprinted atlas, which reached my account yesterday. Could you tell me when the
corrected edition will be available? I would still like a copy.

Kind regards,
Alasdair Reid"""),
("customer_letter", """Hi team,

Quick question before I order: if I buy the gift card for my nephew and he doesn't use it, can it be refunded,
or does it just expire after a year?

Cheers,
Dev Patel"""),
("customer_letter", """To whom it may concern,

Your e-mail of 14 March promised that my refund would be paid "within 3 to 5 days". Five weeks have passed. I have
written twice and phoned once. I am still waiting and would like an explanation.

Sincerely,
Hélène Marchetti"""),
("customer_letter", """Hello,

I can see a refund of NZD 38.00 from you on my bank statement but I don't remember returning anything. Could you
tell me which order it belongs to? I don't want to keep money that isn't mine.

Thanks,
Aroha Ngata"""),
# ---------------------------------------------------------------- letters mentioning a delivery
("customer_letter", """Hi Pantry Direct,

The tracking for order PD-33018 says the parcel was delivered at 14:02 yesterday, but nothing came and my
neighbours have nothing either. Could you ask the courier where exactly they left it?

Thanks,
Ciaran Walsh"""),
("customer_letter", """Dear Sirs,

Please could your drivers use the back entrance on Mill Street when delivering to our shop? The front door opens
onto a pedestrian zone and last week's delivery van was nearly fined.

Yours faithfully,
Dorothy Pike, Pike's Haberdashery"""),
("customer_letter", """Hello,

The shipping confirmation says my order was dispatched on Monday with Hermes but the tracking number you gave
(H10077 2231) is not recognised on their website. Can you check the number please?

Kind regards,
Laila Haddad"""),
("customer_letter", """Dear Wrenfield Garden,

What a lovely surprise - the plants arrived a day early, beautifully packed, and the courier was very friendly.
I'll certainly order the autumn bulbs from you as well.

With best wishes,
Edith Carver"""),
# ---------------------------------------------------------------- refund requests as letters
("refund_request", """Dear Tallis Music,

The guitar strap I ordered (order TM-8812) is not the leather one shown on your website but plastic. I am sending
it back today and would like the full price of £34.00 refunded, please.

Kind regards,
Owain Price"""),
("refund_request", """Hello,

My order 71-220 arrived three weeks late, after the event I bought the decorations for. They are useless to me now.
I'd like my money back - I will return them unopened at your cost.

Regards,
Bianca Russo"""),
("refund_request", """Subject: double payment

Hi,

You charged my card twice for order 55032 (2 x USD 74.90 on 3 June). Please refund the second payment of
USD 74.90.

Thanks,
Marcus Bell"""),
("refund_request", """Dear Sir or Madam
I bought a electric heater from you on 2nd Nov. It
trips the fuse every time. I do not want a repair, I want
my money back, £59.99. Receipt enclosed.
Mrs J. Hollis"""),
("refund_request", """Customer: hey, I cancelled order 98-1102 within an hour but you still took the 45 euros
Agent (Mia): I see the cancellation, sorry for the trouble.
Customer: ok so can you put the 45 back on my card please?"""),
# ---------------------------------------------------------------- order confirmations with returns policy
("order_confirmation", """Hi Grace,

Thanks for your order with Oakmoss Candles - it's confirmed!

Order OM-12077 (7 June 2026)
Amber & cedar candle x2     £36.00
Gift wrap                    £3.00
Postage                      £3.50
Total                       £42.50

Our promise: not happy? Send it back within 60 days and we'll refund you, no questions asked.
Love, the Oakmoss team"""),
("order_confirmation", """SALES ORDER CONFIRMATION

Polaris Office Supply Inc.        SO# 88120-A
Bill to: Harmon & Webb LLP         Date: 06/05/2026

Item               Qty   Unit     Ext
Copy paper A4      50    6.20    310.00
Toner HP 58A        4   89.00    356.00
                        Total    666.00

Terms: net 30. Returns accepted within 30 days with RMA number; refunds credited to your account, less 10%
restocking fee."""),
("order_confirmation", """Your order is confirmed

Order number: BL-449102
Placed on: 02 June 2026

Bluebird running shoes, size 42       EUR 119.00
Delivery                              EUR   0.00
Total paid                            EUR 119.00

Free returns: if they don't fit, return them within 30 days and get your money back. Your shoes are covered by
our 2 year warranty against manufacturing defects."""),
("order_confirmation", """Dear Mrs Lambert,

We confirm your order for the bespoke kitchen (ref. KR-3019) as agreed on 28 May:

Cabinets and worktops             £8,450.00
Fitting                           £1,200.00
Total                             £9,650.00
Deposit paid                      £2,000.00

Please note that because the kitchen is made to measure, the deposit is non-refundable once production starts.

Yours sincerely,
Kingsrow Kitchens"""),
("order_confirmation", """Confirmation de commande

Bonjour Camille,
Merci pour votre commande n° FR-22918 chez Atelier Sable.

1 x Sac en lin naturel       45,00 EUR
Livraison                     4,90 EUR
Total                        49,90 EUR

Vous disposez de 14 jours pour nous retourner un article et être remboursé."""),
# ---------------------------------------------------------------- warranty forms
("warranty_form", """WARRANTY SERVICE REQUEST

Name: Joaquin Ortega
Model: Vela robot vacuum V3
Serial No: VV3-2200918
Purchase date: 11/11/2025
Describe the fault: stops charging on the dock, error E4
I request: repair under warranty"""),
("warranty_form", """Hello Kettlewell,

My toaster (model KT-4, serial KT4-77102) only heats on one side since last week. It is eight months old and under
guarantee. Could you replace it please? I can post it back to you.

Thanks,
Moira Duff"""),
("warranty_form", """Repair ticket RT-5512
Customer: Yasmin Farah
Device: Pixelo tablet 10, IMEI 356789104455210
Issue: screen flickers and goes black after 5 minutes
Warranty: yes (bought 03/2026)
Action requested: repair"""),
# ---------------------------------------------------------------- shipping notices
("shipping_notice", """Great news, your order has shipped!

Order: CR-50881
Carrier: UPS
Tracking number: 1Z999AA10123456784
Estimated arrival: Fri, 12 June

Questions about returns or refunds? Visit our help centre."""),
("shipping_notice", """DESPATCH NOTE
Holloway Paints Ltd          Despatch no. 70231
Customer: Bright Decor, Luton
Your order ref: BD-1120      Date despatched: 09/06/2026
Carrier: Palletways   Consignment: PW-8812-3

10 x 10L Matt white emulsion
 4 x 5L Primer grey"""),
("shipping_notice", """Hi Femi,

Your order #SK-7710 left our warehouse today and is now with Aramex. Track it with 3310 5521 09.
It should reach you in Lagos within 4-6 working days.

Shelf & Kin"""),
# ---------------------------------------------------------------- others
("refund_request", """REFUND CLAIM FORM
Customer: Tobias Brandt
Order no: 60-33081
Item: Coffee mill
Reason: arrived damaged
Amount claimed: EUR 42.00
Bank account: DE02 1203 0000 0000 2020 51"""),
("refund_approval", """Dear Ms Varga,

We have received the returned jacket (order 31-5550) and approved your refund of EUR 95.00. The amount will be
credited to your card within 5 working days.

Kind regards,
Customer Care, Danube Outfitters"""),
("customer_letter", """Hello,

Could you send me a delivery note for order 40-7781 with the serial numbers of the units? Our insurer needs it.

Thank you,
Andrea Kovacs"""),
# ---------------------------------------------------------------- more letters about a delivery, a refund, a warranty
("customer_letter", """Subject: Delivery of order 22-9018

Dear Sir or Madam,

My order 22-9018 was shipped on 2 June according to your dispatch e-mail, but the parcel has still not arrived.
The tracking page has shown "parcel at depot" for a week. Please can you look into this with the carrier?

Yours faithfully,
Graham Ruddock"""),
("customer_letter", """Hi,

Tracking no: 7781 0022 4410
Order: FB-3301

The parcel is marked as returned to sender, but I was at home all day and nobody rang. Could you send it out
again? I'd rather not place the whole order a second time.

Thanks,
Zara Quinn"""),
("customer_letter", """Dear Ambleside Crafts,

I ordered the knitting kit on 12 May. Your shipping notice said it was dispatched the next day, which was
great, but the wool in the parcel is a different colour from the photo on your site. Is that normal for this
kit, or did I get the wrong one? I'm happy to keep it if it is meant to be like this.

Kind regards,
Linda Marsh"""),
("customer_letter", """Hello again,

Your courier has now tried to deliver my parcel three times on weekdays while I'm at work. Is there any way I
can collect the package from a depot or have it sent to my office instead? Order no. 5541-T.

Best,
Rhys Morgan"""),
("customer_letter", """Dear Customer Services,

The refund of £24.99 for my returned shoes has been credited to my account today - thank you. However, the
return postage of £3.20 that I paid myself was not included. Was that intentional? Your website says returns
are free.

Regards,
Philippa Grant"""),
("customer_letter", """Hi Finch & Co,

I see on my statement that you refunded 18.00 to my card on Monday. Thanks! Just to check: does that mean my
order for the second cushion is cancelled, or is it still coming?

Cheers,
Amy Ng"""),
("customer_letter", """Dear Service Department,

I have a question about the guarantee on the washing machine I bought from you in 2023 (serial WM8-220114).
The door seal is starting to perish. Is a seal a wearing part, or is it covered? I just want to know before I
decide what to do.

Yours sincerely,
Colin Baxter"""),
("customer_letter", """Hello,

I received your repair report for my camera (repair order RO-7710) and the camera itself today. Thank you for
the quick service. One question: the report mentions the sensor was cleaned - will that be charged separately?

Best regards,
Tilde Nyberg"""),
# ---------------------------------------------------------------- more refund requests as letters
("refund_request", """Dear Marlow Home,

I returned the rug from order MH-44018 on 2 June (tracking RM 5510 2201 GB) because it was badly stained. Your
warehouse signed for it on 4 June. Please now refund me the £149.00 I paid for it.

Yours sincerely,
Deborah Fenn"""),
("refund_request", """Hi there,

The concert tickets I bought through you (booking BK-22018) are for an event that has now been cancelled by the
venue. I would like a full refund of EUR 120.00 to my credit card please.

Thanks,
Paolo Conti"""),
("refund_request", """Dear Sir,
I have been charged £15 delivery for an order that
was never delivered. I collected it myself from the
depot. Please reimburse the delivery charge.
Yours faithfully, N. Sharma"""),
# ---------------------------------------------------------------- more order confirmations with policy text
("order_confirmation", """Thank you for shopping with Greyhound Cycles!

Order no: GC-77120          Order date: 08/06/2026
Delivery address: 14 Elm Park, Dublin 4

Commuter bike "Liffey" 54cm       EUR 649.00
Mudguards                          EUR  29.00
Delivery                           EUR  25.00
Total                              EUR 703.00

Your bike will be dispatched within 3 working days; you'll receive a shipping notice with your tracking number.
Returns: unused bikes may be returned within 14 days. Refunds are made once the bike has been checked."""),
("order_confirmation", """We've received your order!

Hi Marta, order #RP-2290 is confirmed and we're packing it now.

1 x Yoga mat, cork     PLN 229.00
1 x Strap               PLN  39.00
Shipping                PLN  15.00
Total                   PLN 283.00

We'll let you know when it ships. If anything is wrong with your order, reply to this e-mail and we'll send a
replacement or refund you."""),
("order_confirmation", """ORDER CONFIRMATION  No. 22-5501
Brookfield Electrical Wholesale
Customer: Sparks & Son Ltd    Acc: SP-0091
Date: 05/06/2026

Qty  Item                          Net
 20  LED panel 600x600            480.00
 50  Cable clips 10mm              12.50
                      Net total   492.50
                      VAT          98.50
                      Total       591.00

Goods are covered by the manufacturer's warranty. Faulty items must be reported within 48 hours of delivery."""),
# ---------------------------------------------------------------- third batch: order confirmations naming the shipping,
# refund requests in a letter's words
("order_confirmation", """Hi Joanna,

Thanks for your order! Here are the details:

Order no. PB-60218, placed 09/06/2026
Linen napkins (set of 4)      £28.00
Table runner                  £19.00
Shipping                      £4.95
Total                         £51.95

Your parcel will be shipped by Royal Mail Tracked 48 within 2 working days; we'll e-mail you the tracking number
as soon as it has been dispatched.

Pebble Bay Home"""),
("order_confirmation", """ORDER RECEIVED - #44018

Dear customer,
we have received your order and payment.

Item: Ceramic wall clock "Tide"     EUR 58.00
Delivery: DHL Express              EUR 12.00
Total:                             EUR 70.00

Carrier: DHL Express. Tracking details follow by e-mail once the parcel has left our studio in Porto."""),
("order_confirmation", """Order confirmation - Hartwood Timber

Your order: HT-55102
Delivery date booked: Friday 19 June, AM slot
Delivery by our own lorry; the driver will phone 30 minutes before arriving.

20 x Decking board 3.6m     £312.00
Screws (box of 500)          £24.00
Delivery                     £35.00
Total                       £371.00"""),
("refund_request", """Dear Lumière Cosmetics,

I am writing about order LC-77102. The face cream arrived with the seal broken and half of it gone. I'd be
grateful if you would refund the £32.00 I paid for it. I've attached a photo of the jar.

Best wishes,
Naomi Feld"""),
("refund_request", """Hello,

On 3 June I returned the printer (order 20-8812, return label RL-55104) because it jammed on every page. Your
warehouse received it on the 6th. I am still waiting for my money - please refund the EUR 219.00 now.

Regards,
Lukas Brenner"""),
("refund_request", """Dear Sir/Madam,

I ordered a sofa cover in grey but received beige. Rather than an exchange I would prefer to have my money back.
I will post the cover back to you this week. The order number is SC-3301 and I paid £45.

Thank you,
Ruth Adeyemi"""),
("customer_letter", """Dear Fernhill Nursery,

The hedge plants from order FN-2210 were delivered yesterday, but the driver left them at the wrong house. My
neighbour brought them round, so all is well. I just thought you should know the address on the delivery note
was right, so it was the driver's mistake.

Kind regards,
George Whitfield"""),
("customer_letter", """Hello,

I bought a kettle from you last year and it is still under guarantee. I'm moving to Spain next month - can I
still use the guarantee there, or only in the UK?

Thanks,
Sandra Ruiz"""),
# ---------------------------------------------------------------- fourth batch: other layouts and wordings
("customer_letter", """Subject: Shipment of order 8801-Q

Hello,

I received the shipping confirmation for order 8801-Q on Tuesday with tracking number 1Z44 0091 7720, but the
carrier's site says the label was created and nothing else. Has the parcel actually left your warehouse?

Regards,
Dominic Hale"""),
("customer_letter", """Dear Sirs,

Re: delivery of kitchen units, your ref DN-44102

The delivery note lists 14 units but only 13 were unloaded. The driver said the last one would come "later".
Please let me know when the missing wall unit will be delivered, the fitter is booked for the 22nd.

Yours faithfully,
J. Amankwah"""),
("customer_letter", """hello, my parcel (tracking 00340434 1122 5501) was delivered to the wrong address, number 14 instead
of 41. the neighbours at 14 are away. what should I do now? order was KL-2209. thanks Mia"""),
("customer_letter", """Dear Ashworth Electrical,

Thank you for fixing my toaster under the guarantee. Unfortunately the courier returning it to me dented the
side panel. It still works fine, so I am not asking for anything - I only want you to know about the courier.

Yours sincerely,
Beryl Coates"""),
("customer_letter", """Hi,

I submitted a warranty claim for my headphones through your website on 1 June (claim WC-33018) and got an
automatic e-mail saying someone would contact me within 3 days. It's been two weeks. Can you tell me the status?

Thanks,
Arjun Mehta"""),
("customer_letter", """Good morning,

Your refund confirmation e-mail says EUR 89.00 was refunded to my Visa card on 28 May. My bank says nothing has
come in. Can you send me the transaction reference so they can trace it?

Kind regards,
Elena Popescu"""),
("customer_letter", """Dear Sir/Madam,

I have received a credit note CN-4410 from you for EUR 15.00 but I never asked for one and I don't recognise the
order number on it. Could you explain what it is for?

Yours faithfully,
Pieter de Wit"""),
("refund_request", """Dear Customer Care,

Order no. 33-1920: the lamp was delivered by your courier last Thursday with a broken shade. As it was damaged in
transit I expect a full refund of the £74.00, including delivery.

Sincerely,
Clara Benedetti"""),
("refund_request", """To whom it may concern,

I am writing to request reimbursement of the £25.00 repair fee I paid on 3 May. The fault in my washing machine
(serial WM-70012) was covered by your guarantee, so I should not have been charged.

Yours faithfully,
Terence Agyei"""),
("refund_request", """Hi there,
ordered 2 pairs of running shoes (order RS-5520), one pair came the wrong size. I sent them back with the prepaid
label on Monday. Kindly credit the EUR 95.00 to my card.
Cheers, Tom"""),
("refund_request", """Dear Sir or Madam

The delivery of my order HB-7781 was 3 weeks late although I paid GBP 12.00 for next-day delivery. I would
appreciate it if you could reimburse the delivery charge.

Regards
Stella Marsh"""),
("order_confirmation", """Thank you for your order

Order number      TR-20018
Order date        10 June 2026
Delivery method   DPD next day (tracking sent on dispatch)

Item                          Qty   Price
Trail running vest            1     £85.00
Soft flask 500ml              2     £30.00
Delivery                            £5.00
Total                               £120.00"""),
("order_confirmation", """Dear Mr Tanaka,

thank you for your order no. 10-55218, which we confirm with thanks. The goods will be shipped from our warehouse
in Rotterdam in week 25 by DHL Freight.

Pos. 1   Office chair "Ergo 5", black    12 pcs   EUR 2,388.00
Pos. 2   Assembly                                  EUR   240.00
         Total net                                 EUR 2,628.00

Payment: 30 days net. Please check this order confirmation and let us know of any deviations within 3 days.

Kind regards
Vandermolen Office BV"""),
("shipping_notice", """Dear Ms Ibrahim,

We are pleased to let you know that your order 22-7710 left our warehouse today. It is being delivered by Parcelforce,
tracking number PF 1102 3345 GB, and should arrive on Thursday.

Kind regards,
Despatch Team, Holloway Books"""),
# ---------------------------------------------------------------- fifth batch: letters about a warranty
("customer_letter", """Subject: Warranty - spare filter

Hello,

My air purifier (model AP-30) is still under warranty, but I only need a new filter, which I know is a consumable.
Where can I buy the original filter, and what does it cost?

Thanks,
Victor Lang"""),
("customer_letter", """Dear Service Centre,

I collected my repaired laptop (service order SO-22018) yesterday. The technician replaced the keyboard, but the
new one has a different layout (German instead of UK). Was that done on purpose? Otherwise it works well.

Regards,
Fiona McLeod"""),
("customer_letter", """Hi,

Quick question about the extended warranty you offered at checkout: if I buy it now, two weeks after the
purchase, does it still start from the delivery date? Order 41-0091.

Cheers,
Sam Okoye"""),
("customer_letter", """Dear Mr Lindqvist,

Thank you for your letter approving the repair of my bicycle under the frame guarantee. Could you tell me how long
the repair will take? I use the bike to get to work and need to arrange something else meanwhile.

Kind regards,
Oskar Berg"""),
("customer_letter", """To the Customer Service Manager,

I want to complain about the way my warranty repair was handled. The technician arrived two hours late, left mud
on the carpet and was rude to my elderly mother. The dishwasher itself now works. I expect an apology.

Yours faithfully,
Deborah Lyle"""),
("warranty_form", """Dear Sir or Madam,

Our Velo coffee machine (serial VC-771029), bought from you in October, no longer heats the water. It is within
the two-year guarantee. Please arrange a repair or replace the machine.

Yours faithfully,
A. and M. Richter"""),
("warranty_form", """Hi there,
my phone (IMEI 35 209911 004412 7) has a dead pixel line across the screen since yesterday, bought 4 months ago
from your store. can you fix it under warranty? I can drop it in on Saturday.
Ravi"""),
# ---------------------------------------------------------------- sixth batch: requests in plain words, confirmations with shipping
("refund_request", """Hello,

I would like to return the blender I bought last week (order BL-2290) for a refund. It is far too loud for our flat
and I have only used it once. Please send me a return label.

Thank you,
Hannah Weiss"""),
("refund_request", """Dear Sir/Madam,

Under the Consumer Rights Act I am entitled to a refund for the faulty television (order TV-88102) within 30
days of purchase. I bought it on 20 May and it stopped working on 2 June. I expect my £499.00 back.

Yours faithfully,
Colin Ashby"""),
("refund_request", """Hi,
can I get a refund for the yoga class pack? I bought 10 classes (order YC-3310) but have moved away after using 2.
Thanks,
Nina"""),
("refund_request", """Dear Pemberton Opticians,

I cancelled my eye test appointment 48 hours in advance as required, but the deposit of £20.00 was still taken
from my card. Could you reverse that charge, please?

Kind regards,
Wendy Fraser"""),
("order_confirmation", """Thanks for your order, Luis!

Order #50221 - 11 June 2026
Ship to: Luis Navarro, Calle Mayor 12, Madrid
Shipping method: Standard (UPS), 3-5 days

Merino beanie         EUR 29.00
Shipping              EUR  6.00
Total                 EUR 35.00

Your order will be shipped within 24 hours. You'll receive a shipping confirmation with your tracking link."""),
("order_confirmation", """0rder Confirmati0n
Westgate Garden Supplies    Ref: WG-7701
Date: 11/06/2026

Qty   Description               Amount
 3    Raised bed kit 1.2m      179.97
 1    Delivery (carrier: own)   15.00
      TOTAL                    194.97

Estimated delivery: 16-18 June. Our driver will call ahead."""),
("customer_letter", """Dear Team,

The parcel with my order arrived today, but the box had been opened and taped up again. Everything seems to be
inside. I just wanted you to know in case there is a problem with your courier.

Kind regards,
Nils Eriksen"""),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.letters28_tune [--misses]
    report(score(TUNE28_DOCS), "--misses" in sys.argv[1:])
