"""CHECK set of the letters29 round (issue 9: document type on documents docflow has never seen). After letters28 the
lead's held-out shops still showed: customer letters taken for warranty forms, shipping notices and refund requests;
refund requests written as letters taken for letters; order confirmations taken for refund requests. The round's
brief names the method left to fix: a letter's keywords and fields weighed by the writer's voice in every letter (not
only when the customer is sure to be the writer); a first-person ask for money back is a refund request whatever the
money is called ("it", "that", with warranty words around it); a policy, conditional or generic sentence ("Erstattung
erfolgt innerhalb von 14 Tagen", "if ..., we will refund") is no act in any language; a question about a warranty
is no claim; a fee asked back is no repair.

Written and committed BEFORE any change of the round, scored once before and once after; never tuned on. Made-up
shops and people, several countries and languages, some OCR noise. Real forms, notices, confirmations and requests
stand beside the letters so an over-correction shows.

Entries: (doc type, text). Run: python -m tests.letters29_check [--misses]  (aggregates only without --misses)

    before the round (main at 3b4e9a5, set committed at its own commit): 40/48 = 0.833; customer_letter ->
        shipping_notice x4, customer_letter -> warranty_form x1, customer_letter -> refund_request x1,
        order_confirmation -> refund_approval x1, refund_request -> customer_letter x1
    after the round (scored a second and last time at the round's end, aggregates only, never tuned on): 40/48 =
        0.833; customer_letter -> shipping_notice x4, customer_letter -> warranty_form x1, customer_letter ->
        refund_request x1, order_confirmation -> refund_request x1, refund_request -> customer_letter x1 (TUNE: letters28
        check 37/44 -> 43/44, letters28 tune 78/82 -> 79/82, letters29 tune 12/16 at its writing -> 15/16)
"""

from __future__ import annotations

import sys

from tests.letters28_check import report, score  # (one scorer for both rounds' sets)

CHECK29_DOCS: list[tuple[str, str]] = [
# ================================================================ letters quoting tracking / delivery, writer unknown
# 1 e-mail quoting a tracking number the shop gave, asks why it shows another town (no signature)
("customer_letter", """Subject: tracking 1Z88R0A40312776541

The tracking number you sent me on Tuesday shows the parcel sitting in a depot in Leeds since Friday. I live in
Glasgow. Is the courier going to move it at some point or should I ring them myself?"""),
# 2 short message, delivery went to a neighbour, thanks and asks for the neighbour's name
("customer_letter", """hi, the DPD driver left my package with a neighbour according to your shipping email
but none of the neighbours has it. which house number did he write down? order 20417"""),
# 3 letter from a company buyer about a consignment split in two, asks when the second part ships
("customer_letter", """Hollins Joinery Ltd
Unit 4, Mill Lane
Barnsley S70 2QT

Dear Kestrel Fixings,

Your despatch note for PO 7731 lists eight boxes of screws, but the consignment that reached us on Monday held
only five. The waybill on the pallet also says five. Could you check whether the other three boxes are still in
your warehouse?

Yours sincerely,
R. Hollins
Purchasing"""),
# 4 chat-like note: writer asks to change the delivery address before dispatch
("customer_letter", """Hello - I just placed order NB-5530 and realised it is going to my old flat. Before you
hand it to the carrier, can the address be changed to 9 Orchard Row, Bath BA2 4JP? Tracking isn't showing anything
yet so I hope it's not too late. Thanks, Imogen"""),
# 5 German letter: parcel says delivered, nothing arrived
("customer_letter", """Sehr geehrte Damen und Herren,

laut Ihrer Sendungsverfolgung wurde mein Paket (Bestellung 88120) am Donnerstag zugestellt. Bei mir ist aber
nichts angekommen, auch nicht bei den Nachbarn. Bitte klären Sie das mit dem Paketdienst.

Mit freundlichen Grüßen
Jonas Wertheim"""),
# 6 OCR'd letter, praising fast shipping and asking about a product
("customer_letter", """Dear Fernhill Teas,
The parce1 with my order was dispatched on Monday and was
on my doorstep Tuesday morning - impressive! One question:
do you also sell the cast-iron teapot in blue, or only black?
Best wishes
Mrs E. Okonkwo"""),
# ================================================================ letters mentioning a warranty / guarantee / repair
# 7 question: does a warranty cover accidental damage (nothing asked to be fixed)
("customer_letter", """Hello Nordlicht Optics,

My son dropped his binoculars and one lens is now loose. Before I send them anywhere: does your warranty cover
accidental damage like this, or is that excluded? I don't want to pay shipping for nothing.

Regards,
Tobias Lindgren"""),
# 8 complaint about a repair fee they were charged, asks for an explanation (no refund ask)
("customer_letter", """Dear Customer Care,

When I collected my sewing machine yesterday I was charged a £25 repair fee, although the receptionist had told
me the repair would be free under the guarantee. Can you explain why the fee was charged?

Yours faithfully,
Margaret Pryce"""),
# 9 asks where to find the serial number to register the warranty
("customer_letter", """Hi there,

I'm trying to register my new Aurora air fryer for the extended warranty online, but the form keeps asking for a
serial number and I can't find one anywhere on the box or the machine. Where is it printed?

Thanks a lot,
Dev Raghunathan"""),
# 10 French letter: question about warranty length
("customer_letter", """Bonjour,

J'ai acheté un aspirateur chez vous en mars 2025. Pouvez-vous me dire jusqu'à quelle date la garantie est
valable ? Je n'ai pas de problème avec l'appareil, c'est juste pour mes dossiers.

Cordialement,
Hélène Marchetti"""),
# 11 follow-up on a repair: unit came back, thanks, asks for the invoice copy
("customer_letter", """Good morning,

The guarantee repair on my pressure washer (job 55-0912) is done and the unit is working again - thank you. For my
records, could you e-mail me the repair report the technician filled in?

Kind regards,
Alistair Munro"""),
# 12 customer declines a paid repair quote and asks for the unit back unrepaired
("customer_letter", """Dear Service Centre,

Thank you for the quote of EUR 140 to fix the display of my tablet. That is more than the tablet is worth, so I
will not go ahead with the repair. Please just send the tablet back to me as it is.

Best regards,
Greta Vogel"""),
# ================================================================ letters mentioning a refund, no ask for money
# 13 asks when a refund already approved will arrive (the shop's approval reported)
("customer_letter", """Hi,

On the phone last week your agent confirmed that my refund for order 4471 was approved. How many working days does
it usually take before it shows on a credit card?

Many thanks,
Saanvi"""),
# 14 declines a refund offered, prefers store credit
("customer_letter", """Dear Bramble & Co,

Thank you for offering a refund for the chipped vase. I'd actually rather not have the money - could you instead
put the amount on my account as store credit? I'll order something else next month.

Warmly,
Corinne Dufresne"""),
# 15 refund arrived twice, writer reports it and wants to pay it back
("customer_letter", """Hello,

Looking at my bank statement, your refund of NZD 62.50 for the returned shoes has come through twice, on the 3rd
and again on the 5th. I'm happy to send the second one back - just tell me how.

Cheers,
Wiremu Tane"""),
# ================================================================ refund requests written as letters
# 16 warranty words around a money ask
("refund_request", """Dear Halberd Kitchens,

I know my toaster is still under the two-year warranty, but this is the third time it has burnt out and I have
lost faith in it. I don't want another repair. I would like the EUR 59 I paid for it refunded, please.

Regards,
Piotr Zielinski"""),
# 17 pronoun money, casual
("refund_request", """hey, the headphones i ordered (order 66-2019) only work on the left side. i paid 39.99
for them, can i have that back please? i can post them to you tomorrow.
- Marcus"""),
# 18 letter: double charge, asks for it back
("refund_request", """Dear Sir or Madam,

My card was charged twice for order 710045 (CAD 84.20 on 2 and 3 May). I only placed one order. Please return the
second charge to my card as soon as possible.

Sincerely,
Émilie Tremblay"""),
# 19 e-mail: item not as described, wants it returned with money back
("refund_request", """From: kwame.b@postbox.example
To: help@lumenlamps.example
Subject: Order 3381 - not what I ordered

Hello,

The floor lamp arrived today, but it is brass-coloured, not the matte black in your listing. I'd like to send it
back and get my money back. Can you email me a return label?

Thanks
Kwame Boateng"""),
# 20 letter asking for delivery fee back (late delivery)
("refund_request", """Hello Sunnyvale Florist,

I paid an extra $12 for guaranteed delivery before noon on my mother's birthday, and the flowers arrived at 6 pm.
The flowers were lovely, but I would like to be reimbursed for the express delivery charge.

Thank you,
Dana Whitfield"""),
# 21 Spanish letter asking for a refund
("refund_request", """Estimados señores:

El pedido 55120 llegó con la pantalla rota. Les devuelvo el monitor y solicito el reembolso de los 189 euros
que pagué. Adjunto fotos del daño.

Atentamente,
Lucía Ferrer Gómez"""),
# 22 letter: cancelled subscription still charged, wants it credited back; mentions the guarantee of cancellation
("refund_request", """Dear Team,

I cancelled my coffee subscription on 1 June and got your confirmation e-mail, yet on 15 June you took another
£18.50 from my account. Your website guarantees that cancelling stops all payments. Please credit it back to me.

Regards,
Hamish Crawford"""),
# 23 OCR'd short request: wants the money for missing items
("refund_request", """Order 90-114 came without the 2 packs of
batteries (2 x 6.49). I'd like the money
for them refunded to my PayPal please,
no need to resend.
T. Nakamura"""),
# 24 Dutch letter asking money back
("refund_request", """Beste klantenservice,

De stofzuiger die ik op 2 april bij u kocht, doet het niet meer. Ik wil geen nieuwe, ik wil graag mijn geld
terug (EUR 129,00). Kunt u het bedrag terugstorten op mijn rekening?

Met vriendelijke groet,
Sanne de Vries"""),
# 25 letter asking the £25 repair fee back (a fee asked back is a refund request, not a repair)
("refund_request", """Dear Repairs Department,

My kettle was repaired by you last month under its guarantee, but you still charged me a £25 repair fee. As the
guarantee covers parts and labour, I am asking you to refund the £25 to my card.

Yours sincerely,
Owen Pritchard"""),
# ================================================================ order confirmations with policies
# 26 German confirmation with a refund-policy sentence
("order_confirmation", """Bestellbestätigung

Vielen Dank für Ihre Bestellung bei Holzwerk Schmid!

Bestellnummer: HS-240871
Bestelldatum: 14.05.2026

1 x Schneidebrett Eiche         39,90 EUR
1 x Pflegeöl 250 ml             12,50 EUR
Versand                          4,90 EUR
Gesamtsumme                     57,30 EUR

Sie können die Ware innerhalb von 14 Tagen zurücksenden. Die Erstattung erfolgt nach Eingang der Rücksendung auf
das ursprüngliche Zahlungsmittel."""),
# 27 French confirmation with a remboursement clause
("order_confirmation", """Confirmation de commande n° FR-77102

Merci pour votre commande, Mme Laurent.

Date : 22/04/2026
2 x Bougie parfumée figue      2 x 18,00 €
1 x Diffuseur                       29,00 €
Livraison                            5,90 €
Total TTC                           70,90 €

En cas de retour dans les 30 jours, le remboursement sera effectué sous 10 jours ouvrés."""),
# 28 Spanish confirmation with a refund condition
("order_confirmation", """¡Gracias por tu pedido!

Pedido nº 40288 - 3 de junio de 2026
Zapatillas Runner Pro (talla 42)      79,95 €
Envío                                  0,00 €
Total                                 79,95 €

Si no quedas satisfecho, puedes devolver el artículo en un plazo de 30 días y te reembolsaremos el importe
completo."""),
# 29 Dutch confirmation with a return/refund policy
("order_confirmation", """Orderbevestiging

Bedankt voor uw bestelling bij Tuinhuis Verbeek.

Ordernummer: TV-19033
Datum: 08-05-2026
1x Tuinslang 25 m          € 34,95
1x Spuitpistool            € 12,99
Verzendkosten              €  5,95
Totaal                     € 53,89

Retourneren kan binnen 14 dagen; het aankoopbedrag wordt binnen 5 werkdagen na ontvangst terugbetaald."""),
# 30 Italian confirmation with a rimborso clause
("order_confirmation", """Conferma d'ordine

Grazie per il tuo ordine, Giulia!

Ordine n. IT-5521 del 12/03/2026
1 x Moka 6 tazze            32,00 €
1 x Caffè macinato 500 g      9,50 €
Spedizione                    6,00 €
Totale                       47,50 €

Il rimborso verrà effettuato entro 14 giorni dalla ricezione del reso."""),
# 31 English confirmation with a conditional money-back guarantee and warranty line
("order_confirmation", """Order confirmed - thanks, Priya!

Order #BK-00931 placed 7 July 2026
Standing desk frame (black)     £249.00
Desktop 140x70 oak              £119.00
Delivery                          £0.00
Total                           £368.00

Every desk comes with a 5-year warranty. Should you change your mind, return it within 100 nights and your money
will be refunded in full once we have collected it."""),
# 32 Swedish order confirmation with a return clause
("order_confirmation", """Orderbekräftelse

Tack för din beställning!

Ordernummer: 33-8812
Datum: 2026-04-18
1 st Ullfilt grå            449 kr
Frakt                        49 kr
Totalt                      498 kr

Pengarna återbetalas inom 14 dagar efter att vi har mottagit returen."""),
# ================================================================ real forms, notices and decisions
# 33 a warranty claim form
("warranty_form", """WARRANTY CLAIM FORM

Customer: Lars Eriksen
Product: Polar Freeze chest freezer PF-200
Serial number: PF2-0045-88173
Date of purchase: 02/09/2025
Fault description: compressor runs constantly, freezer does not get below -8 C
Requested remedy: repair or replacement under warranty

Signature: L. Eriksen"""),
# 34 warranty claim as a letter: asks for repair
("warranty_form", """Dear Bergkraft Service,

My cordless hedge trimmer (serial BK-HT-661029, bought 11 months ago) has stopped charging - the battery light
just blinks red. It is within the 2-year warranty. Please repair or replace it; I can drop it at your Linz
service point.

Kind regards,
Florian Aigner"""),
# 35 German warranty claim
("warranty_form", """Garantieantrag

Name: Petra Hoffmann
Gerät: Kaffeevollautomat CM-880
Seriennummer: CM880-7731-22
Kaufdatum: 03.02.2026
Fehlerbeschreibung: Mahlwerk blockiert, Fehlermeldung E07
Bitte um Reparatur im Rahmen der Garantie."""),
# 36 shipping notice
("shipping_notice", """Your order is on its way!

Hi Tomasz, good news: order 55-7810 left our warehouse today.

Carrier: InPost
Tracking number: 6200 1234 5678 9012 3456
Estimated delivery: 12-13 June

Track your parcel at any time with the link in this e-mail."""),
# 37 French shipping notice
("shipping_notice", """Avis d'expédition

Bonjour M. Girard,

Votre commande FR-30219 a été expédiée le 4 mai 2026 par Colissimo.
Numéro de suivi : 6A12345678901
Livraison prévue : 6 mai 2026

L'équipe Maison Clément"""),
# 38 shipping notice with a returns line
("shipping_notice", """Dispatch confirmation - Order 4410-B

Dear Mr Adeyemi,

Your order was despatched today with Royal Mail Tracked 48 (tracking JV 2290 3381 4GB). If anything arrives
damaged, please let us know within 7 days and we will arrange a replacement or refund.

Oakridge Outdoor"""),
# 39 refund approval
("refund_approval", """Re: your return RMA-20931

Dear Ms Kowalczyk,

We have inspected the returned coat and approved your refund of PLN 429.00. The amount will be credited to your
original payment method within 5 working days.

Kind regards,
Returns Team, Nordwind Moda"""),
# 40 refund execution (remittance)
("refund_execution", """Refund confirmation

Refund ID: RF-66120
Order: 30-4491
Amount refunded: AUD 74.95
Refunded to: Visa ending 4412
Date: 21/05/2026

The refund has been processed today. Depending on your bank it may take 3-5 days to appear."""),
# 41 refund request form
("refund_request", """RETURN & REFUND REQUEST

Order number: 88-31077
Name: Chiara Bassi
Item: Linen duvet cover, king
Reason for return: wrong size delivered
Refund amount requested: EUR 89.00
Refund to: original card"""),
# 42 invoice with a warranty note
("invoice", """INVOICE No. 2026-0412

Brightwater Electrical Ltd
To: Clough & Sons

Supply and fit of 2 x outdoor lights      GBP 180.00
Labour                                    GBP  90.00
Subtotal                                  GBP 270.00
VAT 20%                                   GBP  54.00
Total due                                 GBP 324.00

Payment due within 30 days. All fittings carry a 12-month guarantee."""),
# ================================================================ more near-misses
# 43 letter asking how to return an item (policy question, no ask for money)
("customer_letter", """Hello,

If I return the jacket from order 7702 because it's too small, do I get the money back or only a voucher? And
who pays for the return postage? I haven't decided yet whether to keep it.

Thanks,
Beatriz Lopes"""),
# 44 customer letter complaining about courier rudeness (shipping words, a complaint)
("customer_letter", """Dear Sir/Madam,

I want to complain about the courier who delivered my parcel from your shop this morning. He threw the box over
the gate and drove off without ringing. Luckily nothing inside is broken, but please pass this on to the delivery
company you use.

Regards,
Kenneth Ashby"""),
# 45 refund request: chat-like e-mail, "can I get it refunded", warranty card mentioned
("refund_request", """Hi,

I bought a blender from you 3 weeks ago (order 20-5516, $64.00). The warranty card says 2 years, but honestly it
leaks from the base and I'd rather not wait for a repair. Can I get it refunded instead? I still have the box.

Best,
Jordan Ellis"""),
# 46 customer letter: a warranty repair declined, writer asks to reconsider
("customer_letter", """Dear Mr Castellano,

Your workshop has declined to repair my espresso machine under guarantee, saying the damage was caused by
limescale. I descaled it every month as the manual says. I ask you to look at the decision again.

Yours sincerely,
Alessandra Ricci"""),
# 47 order confirmation (English) with a delivery and returns paragraph
("order_confirmation", """Thank you for shopping with Peak & Pine

Order summary - #PP-60318 (placed 19 May 2026)
Hiking poles (pair)        $45.00
Trail socks x3             $27.00
Shipping                    $8.00
Order total                $80.00

We'll email you a tracking link as soon as your order ships. Returns are free within 60 days; refunds are issued
to the original payment method within 7 days of receipt."""),
# 48 refund approval in German
("refund_approval", """Ihre Rücksendung 4471-R

Sehr geehrter Herr Brandt,

wir haben Ihre Rücksendung geprüft und die Erstattung von 64,90 EUR genehmigt. Der Betrag wird in den nächsten
Tagen auf Ihr Konto überwiesen.

Mit freundlichen Grüßen
Kundenservice Elbmarkt"""),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.letters29_check [--misses]
    report(score(CHECK29_DOCS), "--misses" in sys.argv[1:])
