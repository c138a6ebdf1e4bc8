"""TUNE set of the letters29 round: the kinds of `tests/letters29_check.py` in other words, other shops, other layouts.
Looked at while working (misses printed freely); the CHECK set is not.

Run: python -m tests.letters29_tune [--misses]
"""

from __future__ import annotations

import sys

from tests.letters29_check import report, score

TUNE29_DOCS: list[tuple[str, str]] = [
# ---------------------------------------------------------------- refund asks with the money as a pronoun
("refund_request", """Hi Lakeside Games,

The board game I got for my nephew (order 1187) was missing half the cards. I paid 42 dollars for it.
Could I get that refunded? I'll send the box back if you want.

Thanks,
Rosa"""),
("refund_request", """hello, you charged me twice for the same pair of jeans. i only want to pay once, so can you give me
one of them back? order 5530. cheers Ali"""),
("refund_request", """Dear Sirs,

The guarantee on the heater says two years, and it packed up after five months. Rather than a repair I would
prefer to have what I paid returned to me - GBP 79.99.

Yours faithfully,
Norman Birch"""),
("refund_request", """Subject: delivery fee

I was charged £6.95 for next-day delivery but the sofa cushions came four days later. Could you refund the
delivery charge please?

Kind regards,
Beth Harlow"""),
# ---------------------------------------------------------------- letters asking about terms, a warranty named
("customer_letter", """Hello,

Does the guarantee on your garden furniture also cover the cushions, or just the frames? We're deciding
between two sets.

Thanks,
The Okafor family"""),
("customer_letter", """Dear Sir,

Could you tell me whether the extended warranty I bought with my fridge last year can be transferred when I
sell the house? The buyers would like to keep the fridge.

Kind regards,
Ian Pollock"""),
# ---------------------------------------------------------------- letters quoting a parcel, writer unsure
("customer_letter", """Hi,

Your shipping e-mail gave me the tracking code 00340434161234567890 but the courier's website says it does not
exist. Could you check it on your end? Order 66120.

Thanks,
Noor"""),
("customer_letter", """Good afternoon,

The delivery note in the box lists a door handle set that was not in the parcel. Is it coming separately or has
it been forgotten? Order 2231-K.

Regards,
Paul Kerr"""),
# ---------------------------------------------------------------- foreign confirmations with a policy sentence
("order_confirmation", """Bestätigung Ihrer Bestellung

Guten Tag Herr Maier,
vielen Dank für Ihren Einkauf.

Bestellnummer 77-20114
2 x Gartenstuhl Teak     2 x 89,00 EUR
Versand                      9,90 EUR
Summe                      187,90 EUR

Wenn Sie die Ware zurückschicken, erstatten wir den Kaufpreis innerhalb von 14 Tagen."""),
("order_confirmation", """Bevestiging van je bestelling

Hoi Lotte, bedankt voor je bestelling!

Bestelnummer: NL-44081
1x Regenjas maat M     € 79,95
Verzending             €  0,00
Totaal                 € 79,95

Niet tevreden? Het geld wordt teruggestort zodra wij het artikel hebben ontvangen."""),
("order_confirmation", """Confirmation de votre commande

Bonjour Monsieur Petit, merci pour votre achat.

Commande n° 55-3019
1 x Théière en fonte       45,00 €
Frais de port               6,50 €
Total                      51,50 €

Si vous nous renvoyez l'article, nous vous rembourserons sous 14 jours."""),
("order_confirmation", """Conferma del tuo ordine

Ciao Marco, grazie per l'acquisto!

Ordine 90-1182
1 x Zaino da trekking 40 L      89,00 €
Spedizione                       0,00 €
Totale                          89,00 €

In caso di reso, il rimborso sarà effettuato entro 10 giorni dalla ricezione."""),
# ---------------------------------------------------------------- real ones
("refund_approval", """Votre demande de remboursement n° R-2291

Madame,

Nous avons bien reçu l'article retourné et votre remboursement de 45,00 € a été approuvé. Il sera crédité sur
votre carte sous 5 jours.

Service clients, Maison Lune"""),
("refund_execution", """Erstattungsbestätigung

Guten Tag Frau Keller,
wir haben Ihnen heute 64,90 EUR auf Ihr Konto zurücküberwiesen.

Ihr Team von Elbmarkt"""),
("warranty_form", """Dear Thornbury Appliances,

My dishwasher (serial TB-DW-550218, bought in March) has started leaking from the door seal. It is still under
the 3-year guarantee. Please arrange for an engineer to repair it.

Regards,
Gillian Marsh"""),
("shipping_notice", """Hi Sam,

Your order 20-771 has been dispatched with Evri. Tracking: H01HYA0012345678. Expected delivery: Thursday.

Thanks for shopping with us,
Coastline Surf"""),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.letters29_tune [--misses]
    report(score(TUNE29_DOCS), "--misses" in sys.argv[1:])
