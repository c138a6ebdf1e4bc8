"""A check set for the doctype12 round (issue 9): document type on shops docflow has never seen, written BEFORE any rule
of the round was changed and before its tuning set (`tests/doctype12.py`), in wording, layouts and id shapes of its own.
It aims at the styles the held-out shop is weak on: refund and remittance notices in Dutch, Swedish and German,
semicolon/CSV one-record exports, chat transcripts and WhatsApp exports, web-form dumps, terse operator mails ("sent
the money back"), customers writing as a company ("we"), and plain documents of every type.

Made-up shops. Truth: the document's type and a few of its fields (conventions of `tests/fields_fresh_docs.py`). A
till receipt is an `invoice` (a bill with its tax, paid); a refund receipt a `refund_execution`.
Scored by `tests.doctype10_check.score`: doc type right, wrong but flagged (confidence under validation's
MIN_TYPE_CONFIDENCE: the document goes to review with the reason), wrong and silent (the worst outcome).

    before the round (main at 312eb5c): doc type 39/45 right, 6 wrong but flagged, 0 wrong and silent;
        fields 0.813 (61 of 75 stated), hallucinated 0 (the four Swedish documents read as invoices at 0.2, a WhatsApp
        refund paid back read as a letter at 0.59, a complaint about staff read as an invoice at 0.5)
    after the round (scored once, at commit "doctype12: reverted reading a grammar-less form as foreign"): doc type
        41/45 right, 3 flagged, 1 wrong and silent; fields 0.800 (60 of 75), hallucinated 0. The Swedish documents now
        right; the German "Zahlungsavis" read as an invoice at 0.80 (silent: its title read as the cue "pay by",
        "überwiesen" no transfer) and the German approval naming a "Rücksendung" read as a shipping notice at 0.57
        (flagged): both right before, lost to the round's own rules (a numbered line is no title; a done cue needs a
        done sentence).
    Looked at only after that scoring, then fixed on new tuning documents of the same shape (`tests/doctype12.py`,
    third batch): German strong participles, label cues ("pay by") not read in other languages, a word the type's acts
    rule out. Scored again after those fixes, no longer a clean check: 43/45 right, 2 flagged, 0 silent; fields 62/75.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK12_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- Dutch, Swedish, German
("refund_execution", """Beste klant,

Wij hebben vandaag een bedrag van € 42,50 teruggestort op uw rekening voor bestelling 60217.
Het kan 2 tot 3 werkdagen duren voordat het op uw rekening staat.

Met vriendelijke groet,
Klantenservice Tuinhuis Veldman""", dict(order_id="60217", refund_executed=M("42.50", "EUR"))),
("refund_execution", """Återbetalning

Hej Maria,
Vi har idag återbetalat 349,00 kr till ditt konto för order 55120.

Vänliga hälsningar
Kundtjänst, Nordhem AB""", dict(order_id="55120", refund_executed=M("349.00", "SEK"))),
("refund_approval", """Hej Johan,

Din retur av order 31877 har godkänts. Vi kommer att betala tillbaka 799,00 SEK inom 5 bankdagar.

Med vänlig hälsning
Lindqvist Sport""", dict(order_id="31877", refund_approved=M("799.00", "SEK"))),
("refund_request", """Hej!

Jag vill ha pengarna tillbaka för order 88213. Skorna var för små och jag har skickat tillbaka dem.
Beloppet är 599,00 kr.

Tack på förhand,
Elin Berg""", dict(order_id="88213", refund_requested=M("599.00", "SEK"))),
("refund_execution", """Zahlungsavis

Sehr geehrte Damen und Herren,
wir haben heute folgenden Betrag an Sie überwiesen:
Betrag: 129,00 EUR
Verwendungszweck: Gutschrift zu Auftrag 774102

Mit freundlichen Grüßen
Buchhaltung, Hauser Werkzeuge GmbH""", dict(order_id="774102", refund_executed=M("129.00", "EUR"))),
("refund_approval", """Sehr geehrte Frau Köhler,

wir haben Ihre Rücksendung zu Bestellung 20931 geprüft. Die Erstattung von 59,90 € wurde genehmigt
und wird in den nächsten Tagen veranlasst.

Freundliche Grüße
Ihr Team von Lindenhof Wohnen""", dict(order_id="20931", refund_approved=M("59.90", "EUR"))),
("shipping_notice", """Hoi Sanne,

Goed nieuws: je pakket is onderweg! Bestelling 40018 is vandaag verzonden met PostNL.
Track & trace: 3SKLM2200914

Groetjes,
Team Bloemkast""", dict(order_id="40018", carrier="PostNL")),
("invoice", """Factuur 2026-118
Datum: 02-06-2026
Klant: Bakkerij de Vries

Omschrijving                 Bedrag
Onderhoud oven               150,00
BTW 21%                       31,50
Totaal te betalen          € 181,50

Graag betalen vóór 30-06-2026 op NL12 BANK 0123 4567 89.""", dict(invoice_number="2026-118", order_total=M("181.50", "EUR"))),
("shipping_notice", """Hej!

Din order 7731 har skickats idag med PostNord.
Spårningsnummer: 00370712345678901
Beräknad leverans: 2-3 dagar.

Hälsningar, Skogsbutiken""", dict(order_id="7731", carrier="PostNord")),
("customer_letter", """Hej,

Jag har fortfarande inte fått någon återbetalning för order 50214, fast ni lovade den för tre veckor sedan.
Ingen svarar på mina mejl. Vad händer?

Karin Ek""", dict(order_id="50214")),
("refund_request", """Sehr geehrte Damen und Herren,

bei unserer Lieferung zu Bestellung 44120 waren 4 von 20 Tassen zerbrochen.
Wir bitten um eine Gutschrift über 48,00 EUR.

Mit freundlichen Grüßen
Café Morgenrot, Einkauf""", dict(order_id="44120", refund_requested=M("48.00", "EUR"))),
("invoice", """Faktura nr 1182
Fakturadatum: 2026-06-01
Kund: Berglunds Bygg AB

Arbete, 10 tim          8 000,00 kr
Moms 25 %               2 000,00 kr
Att betala             10 000,00 kr
Förfallodatum: 2026-06-30""", dict(invoice_number="1182", order_total=M("10000.00", "SEK"))),
("refund_approval", """Geachte heer Bakker,

Uw retour voor bestelling 73310 is goedgekeurd. Wij betalen € 34,95 binnen 5 werkdagen terug.

Met vriendelijke groet,
Webwinkel Zonneveld""", dict(order_id="73310", refund_approved=M("34.95", "EUR"))),
("shipping_notice", """Guten Tag Herr Brandt,

Ihre Bestellung 55102 wurde heute an DHL übergeben.
Sendungsnummer: 00340434161094042557

Viele Grüße
Ihr Team von Kaffeerösterei Ahlers""", dict(order_id="55102", carrier="DHL")),
# ---------------------------------------------------------------- semicolon / CSV one-record exports
("refund_execution", """order_id;customer;refund_amount;currency;status;paid_on
55102;K. Lind;49.00;EUR;paid;2026-05-12""", dict(order_id="55102", refund_executed=M("49.00", "EUR"))),
("refund_request", """case,order,amount_claimed,reason,submitted
C-1102,77120,35.00 EUR,arrived broken,2026-04-02""", dict(order_id="77120", refund_requested=M("35.00", "EUR"))),
("invoice", """invoice_no;invoice_date;net;vat;total;due_date
INV-5521;2026-03-01;100.00;20.00;120.00;2026-03-31""", dict(invoice_number="INV-5521", order_total=M("120.00", None))),
("shipping_notice", """order;carrier;tracking_no;shipped_on;items
88120;DHL;JD014600003828;2026-05-02;3""", dict(order_id="88120", carrier="DHL")),
("refund_approval", """ticket;order;decision;approved_amount;decided_by
T-881;60412;approved;25.00;J.Ortiz""", dict(order_id="60412", refund_approved=M("25.00", None))),
# ---------------------------------------------------------------- chats and WhatsApp exports
("refund_execution", """[14/05/2026, 10:02] Priya: hi, still waiting on the money for the returned kettle, order 33190
[14/05/2026, 10:40] Homeware Hub: Hi Priya, sorry for the wait! We sent the 39.99 back to your card this morning.
[14/05/2026, 10:41] Priya: great thanks""", dict(order_id="33190", refund_executed=M("39.99", None))),
("refund_request", """[02/06/2026, 19:15] Tom: Hey, can I get a refund for the desk lamp? It arrived with the shade cracked. Order 44109
[02/06/2026, 19:32] Lumo Lights: So sorry Tom! Could you send us a photo of the damage?
[02/06/2026, 19:35] Tom: <Media omitted>""", dict(order_id="44109")),
("refund_approval", """Chat transcript - 12 Jun 2026
Visitor: I sent the boots back last week, order 99120. What's happening with my money?
Agent Carla: Let me check... Yes, they arrived and passed inspection. I've approved a refund of $84.00, you'll see it within 3-5 business days.
Visitor: Thank you!""", dict(order_id="99120", refund_approved=M("84.00", "USD"))),
("shipping_notice", """Customer: where is my order?? #61022
Support: Hi! Your order left our warehouse yesterday with UPS. Tracking: 1Z999AA10123456784
Customer: ok thanks""", dict(order_id="61022", carrier="UPS")),
("refund_request", """[03/05/2026 08:12] Anouk: Hoi, ik wil graag mijn geld terug voor bestelling 20177, de jas is te klein.
[03/05/2026 08:30] Modehuis Linde: Hoi Anouk, stuur de jas maar terug, dan kijken we ernaar.""", dict(order_id="20177")),
# ---------------------------------------------------------------- web-form dumps
("refund_request", """Form: Contact us
Name: Greta Holm
Email: greta.h@example.net
Order number: 5512
Topic: Returns
Message: The zip broke after one use. I'd like my money back (45.00).""", dict(order_id="5512", refund_requested=M("45.00", None))),
("warranty_form", """submission_id=8812
form=service
product=AquaPure 200 filter jug
serial=AP2-88120
problem=leaks from the bottom seam since last week
purchased=2025-11-03""", dict(serial_number="AP2-88120")),
("customer_letter", """New form entry
Name: Bill Hargreaves
Order: 44711
Subject: No reply
Message: This is the third time I am writing about my return. Nobody has answered me and it has been a month.""",
 dict(order_id="44711")),
# ---------------------------------------------------------------- terse operator mails
("refund_execution", """transferred back 84.00 to cust acct, ord 55120. jb""", dict(order_id="55120", refund_executed=M("84.00", None))),
("refund_execution", """money sent back - 19.90, order 7712""", dict(order_id="7712", refund_executed=M("19.90", None))),
("refund_execution", """Re: order 4410

sent the 32.00 back via paypal this am.

T""", dict(order_id="4410", refund_executed=M("32.00", None))),
("refund_approval", """ok to refund 15.00 on ord 3310 as goodwill, go ahead. -Mara""", dict(order_id="3310", refund_approved=M("15.00", None))),
("refund_request", """cust says the lamp arrived broken, wants 49.99 back. ord 22018""", dict(order_id="22018", refund_requested=M("49.99", None))),
# ---------------------------------------------------------------- customers writing as a company
("refund_request", """Dear Sir or Madam,

We ordered 40 chairs under our PO 7713 and six of them arrived with split seats.
We request a credit of EUR 318.00 for the damaged units.

Regards,
Purchasing Dept., Hotel Aster""", dict(refund_requested=M("318.00", "EUR"))),
("customer_letter", """Hello,

We have still not received the credit note you promised us on 3 May for our order 55120.
This is the second time we are asking.

Accounts Payable, Brightwell Dental""", dict(order_id="55120")),
("warranty_form", """To: service@vexa-tools.example
Subject: pallet jack under warranty

We have a PJ-20 pallet jack (serial PJ-22019) bought in January whose pump no longer holds pressure.
We ask that you repair it under the warranty. It can be collected from our loading bay.

Fenwick Logistics""", dict(serial_number="PJ-22019")),
# ---------------------------------------------------------------- English documents of every type
("invoice", """INVOICE No. 2026-441
Date: 4 May 2026
Bill to: Corner Café, 12 High St

2 x Espresso grinder service     GBP 90.00
VAT 20%                          GBP 18.00
Total due                        GBP 108.00
Payment within 14 days.""", dict(invoice_number="2026-441", order_total=M("108.00", "GBP"))),
("order_confirmation", """Thanks, we've got your order!

Order #A-7721 - placed 8 June 2026
1 x Linen duvet cover (double)   £64.00
Delivery                         £4.95
Total                            £68.95

We'll email you again when it's on its way.""", dict(order_id="A-7721", order_total=M("68.95", "GBP"))),
("refund_execution", """Refund receipt
Transaction: RF-2210
Amount returned to card: $23.40
Card: Visa ending 4471
Date: 11 May 2026""", dict(refund_executed=M("23.40", "USD"))),
("invoice", """GREENLEAF GROCER
Receipt no. 00412   09/06/2026 14:22
Apples 1kg            3.20
Oat milk              2.10
Subtotal              5.30
VAT                   0.00
TOTAL                 5.30
Paid: card""", dict(order_total=M("5.30", None))),
("customer_letter", """Dear Bramble & Co,

I bought a coat from your Leeds shop last month and the staff were rude when I asked about sizes.
I wanted you to know how it made me feel.

Yours sincerely,
Ruth Okafor""", dict()),
("refund_approval", """Dear Mr Lowe,

We have inspected the returned walking boots (order 50331). As the soles show clear signs of wear,
we are unable to offer a refund.

Kind regards,
Returns, Fellside Outdoor""", dict(order_id="50331")),
("shipping_notice", """Good news - your goods left our depot this morning with Evri.
Order: 66012
Tracking: H01ABC0012345678
They should be with you in 2 working days.""", dict(order_id="66012", carrier="Evri")),
("warranty_form", """Hi,

My dishwasher (model DW-450, serial DW450-771203) has stopped draining. It is 14 months old and still
under the 2-year guarantee. Can you send an engineer to fix it?

Thanks,
Paul Grant""", dict(serial_number="DW450-771203")),
("customer_letter", """Hi team,

Just wanted to say thanks for sorting out the refund on my order 38820 so quickly. Really appreciated!

Best,
Lena""", dict(order_id="38820")),
("order_confirmation", """Order received

Hi Jonas, we have received your order 99051 and are getting it ready.
Total charged: EUR 112.00""", dict(order_id="99051", order_total=M("112.00", "EUR"))),
]


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.doctype12_check
    from tests.doctype10_check import report, score

    report(score(CHECK12_DOCS))
