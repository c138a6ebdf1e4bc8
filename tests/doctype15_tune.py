"""TUNE set of the doctype15 round: the documents the round's rules were tuned on (the CHECK set,
`tests/doctype15_check.py`, was written first and is never tuned on). Same kinds as the check set, other wording,
other made-up shops: customer letters (complaints without a refund ask, questions, thanks, chasers, changes of address,
cancellations, warranty questions, letters naming an earlier refund, businesses writing, phone and chat notes), order
confirmations of many styles, and refund requests, approvals, invoices and notices that look like them.

Run: python -m tests.doctype15_tune (scored as the check set is).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE15_DOCS: list[tuple[str, str, dict]] = [
# ================================================================ customer letters
# 1 complaint: wrong colour, keeping it
("customer_letter", """Hello Saltbox,

The throw I ordered (order 81207) was described as "mustard" on your website but what came is closer to brown.
I'll keep it since it's for the spare room, but you might want to retake that photo.

Best,
Connor""", dict(order_id="81207")),
# 2 complaint about a rude call-centre agent
("customer_letter", """Dear Manager,

I phoned your order line on Thursday afternoon to ask about delivery options. The lady who answered sighed at every
question and told me to "just read the website". I have spent a lot of money with Dunmore Garden over the years
and have never been spoken to like that.

Yours sincerely,
Mrs J. Calloway""", dict()),
# 3 question: assembly instructions
("customer_letter", """Hi,

The bunk bed from order 20-6619 arrived fine, but there are no assembly instructions in any of the three boxes.
Is there a PDF I can download, or could you post a copy?

Thanks,
Darren Miles""", dict(order_id="20-6619")),
# 4 thanks to a named member of staff
("customer_letter", """Dear Oakridge Bikes,

I just wanted to thank Tomasz in your workshop, who stayed late on Friday to fit the new gears so I could ride
in the charity event on Saturday. We finished the 100 km without a single problem!

All the best,
Fiona Leckie""", dict()),
# 5 chaser: no reply to e-mails
("customer_letter", """Subject: Third e-mail - order 4471902

Hello,

This is my third message about order 4471902. I asked on 3 and 10 May whether the rug could be sent in the
smaller size instead and nobody has answered. Is anyone reading this inbox?

Kai Lindqvist""", dict(order_id="4471902")),
# 6 change of address, short
("customer_letter", """Hi,
please update my delivery address for future orders to:
Apartment 12, Harbour View, 3 Quay St, Cork T12 X8R2
My account email is this one. Cheers, Siobhan""", dict()),
# 7 cancel a subscription, no money asked
("customer_letter", """Dear Brew Club,

Please cancel my monthly coffee subscription (member no. BC-33019) from the end of this month. I have enjoyed
the beans, but I am moving abroad. No need to call me about it.

Kind regards,
Anton Weiss""", dict()),
# 8 warranty question
("customer_letter", """Hello,

My cordless vacuum (bought from you in March 2025) came with a 2-year guarantee. Does that also cover the
battery, or only the motor? The battery now lasts about eight minutes.

Thanks in advance,
Lucy Brennan""", dict()),
# 9 letter naming an earlier refund, now a different question
("customer_letter", """Hi there,

You kindly refunded me for the faulty lamp in January, thanks again. I am thinking of buying the floor-standing
version now - does it use the same bulb, and is it still on offer?

Regards,
Ahmed Saleh""", dict()),
# 10 business customer: change of invoice e-mail
("customer_letter", """Dear Sir or Madam,

Pennington Veterinary Group would like all future invoices and statements to be sent to our new finance inbox,
finance@penningtonvets.example, rather than to the practice reception. Our customer account is PVG-0071.

Yours faithfully,
Claire Donnelly
Finance Officer""", dict()),
# 11 phone note: customer called about a delivery window
("customer_letter", """Phone call 09:15 - Mr Jacobs (acct 551-80)
Called to ask if the fridge delivery on Tuesday can be in the afternoon as he has a hospital appointment in the
morning. Passed to logistics, they will text him. Nothing else needed.""", dict()),
# 12 chat: customer asks about a discount code
("customer_letter", """Customer: Hello, my discount code SPRING15 says it is invalid at checkout?
Agent Mia: Hi there! That code ended on Sunday, sorry. I can offer you free delivery instead if you order today.
Customer: ok fine, thanks for checking""", dict()),
# 13 complaint with "broken" words, but everything fine
("customer_letter", """Hello,

When the parcel came (order 661-20) the tape was broken and it looked like someone had opened it. I checked
everything against the packing slip and nothing is missing or damaged, but it gave me a fright. You might want
to mention it to the courier.

Greta Vogel""", dict(order_id="661-20")),
# 14 chaser: refund promised, not arrived
("customer_letter", """Hello,

I was told on the phone on 4 June that the money for my returned boots (order BT-3390) would be back in my account
within 7 working days. It is now 24 June and I still have not received it. Please look into this.

Hamid Qureshi""", dict(order_id="BT-3390")),
# 15 reacting to a decision
("customer_letter", """Dear Customer Services,

I am very unhappy that you have refused my claim for the cracked phone screen. The phone was in its case and
was never dropped. I would like the decision to be reviewed by someone more senior.

Yours,
Patrick Nolan""", dict()),
# 16 asks for a copy of an invoice
("customer_letter", """Good afternoon,

Could you e-mail me a copy of the invoice for our order 90-4417? Our accounts department has lost the original.

Thank you,
Sarah Quinn
Quinn & Daughters Bakery""", dict(order_id="90-4417")),
# 17 question about a delivery date
("customer_letter", """hi - just wondering when my order (no. 30671) is likely to ship? the site said 2-4 days but its been 5 now.
no rush really, just want to plan around it
thanks, ben""", dict(order_id="30671")),
# 18 feedback
("customer_letter", """Dear Honeycomb Toys,

The wooden train set arrived yesterday, beautifully wrapped. My grandson has not stopped playing with it.
Lovely quality, and the little thank-you note made me smile.

With thanks,
Margaret Ellis""", dict()),
# 19 reply quoting the shop's confirmation, asks to change the delivery address
("customer_letter", """Hi, could you send this to my work address instead please? Fenwick House, 40 Grey St, Newcastle NE1 6AE.
Thanks, Dev

-----Original Message-----
From: Hearth & Co <orders@hearthco.example>
Sent: 12 May 2026 08:02
Subject: Your order HC-50021 is confirmed
Thank you for your order. Order HC-50021
1 x Cast iron casserole 24 cm   £95.00
Total £95.00""", dict()),
# 20 business complaint about late deliveries
("customer_letter", """Dear Account Manager,

For the third time this quarter our weekly order of cleaning supplies has arrived two days late, which means our
cleaners run out on Thursdays. We value the relationship, but we need the deliveries on Mondays as agreed.
Please call me this week to discuss.

Regards,
Thomas Varga
Operations, Brightside Care Homes""", dict()),
# 21 chat: customer thanks after help
("customer_letter", """[09/06/2026, 14:02] Jess: hiya, the parcel said delivered but I couldn't find it
[09/06/2026, 14:10] Jess: oh wait found it behind the bins 🙈 sorry!!
[09/06/2026, 14:12] Tidy Nest: Haha no problem at all, glad it turned up! Enjoy 😊""", dict()),
# 22 question about a refund's timing, quoting an approval
("customer_letter", """Hello,

Your e-mail on Friday said my return had been accepted and a refund of $52.00 approved. How long does it usually
take to show on a Mastercard? Just so I know when to start worrying.

Thanks,
Jade Kowalski""", dict()),
# ================================================================ order confirmations
# 23 web-shop e-mail
("order_confirmation", """Subject: Order confirmed - thank you, Ellie!

Hi Ellie,

Your order is confirmed and our team is getting it ready.

Order number: PB-77120
Date: 2 June 2026

Linen napkins (set of 4), sage      £26.00
Table runner, oat                    £32.00
Delivery                              £4.50
Total paid                           £62.50

Pantry & Bloom""", dict(order_id="PB-77120", order_total=M("62.50", "GBP"))),
# 24 B2B order acknowledgement
("order_confirmation", """ORDER ACKNOWLEDGEMENT                       Page 1 of 1
Norland Packaging Ltd

Our ref: OA-550912     Your order: PO-88213     Date: 15/04/2026
Deliver to: Cask & Barrel Brewery, Unit 7, Tanners Way

Item        Description                       Qty      Price     Amount
NP-BOX12    12-bottle shipper, brown          500      0.84      420.00
NP-DIV12    Divider insert                    500      0.21      105.00
                                                   Net total      525.00
                                                   VAT             105.00
                                                   Order value     630.00

Despatch date: 22/04/2026. Payment terms: 30 days end of month.""", dict(order_total=M("630.00", None))),
# 25 pro-forma
("order_confirmation", """PROFORMA / ORDER CONFIRMATION
Seaton Tackle, Harbour Rd, Whitby

Pro-forma no.: 2026-114          Date: 6 May 2026
For: Whitby Angling Club

  10 x Fishing rod "Coastline 12ft"        £45.00     £450.00
  10 x Reel "Surf 6000"                    £38.00     £380.00
  Total                                               £830.00

The goods are reserved for you for 10 days. They will be sent as soon as we have received payment.""",
 dict(order_total=M("830.00", "GBP"))),
# 26 thank you for your purchase with items
("order_confirmation", """Thank you for your purchase, Oliver!

We've received order #1088-231 and will start packing it today.

  Trail running shoes, size 44       €119.00
  Running socks x2                    €18.00
  Shipping                             €0.00
  Total                              €137.00

Questions? Just reply to this email.
Ridgeline Outdoor""", dict(order_id="1088-231", order_total=M("137.00", "EUR"))),
# 27 confirmation with delivery date and payment terms
("order_confirmation", """Dear Ms Fairweather,

Many thanks for your order of 14 April. We are delighted to confirm the following:

Order number: KS-60231
Made-to-measure curtains, 2 pairs, "Harbour blue"     £680.00
Fitting                                                 £90.00
Total                                                  £770.00

A 50% deposit (£385.00) has been taken. The balance is due on the day of fitting, which we have booked for
Tuesday 19 May between 9 and 11 am.

Kind regards,
Kendal Soft Furnishings""", dict(order_id="KS-60231", order_total=M("770.00", "GBP"))),
# 28 terse marketplace
("order_confirmation", """Your order's in!
Estimated delivery: 21-23 May

Order ID: 5590-1134-8820
1 x Phone case, clear (iPhone 15)    $12.99
Subtotal $12.99 | Shipping $0.00 | Total $12.99""", dict(order_id="5590-1134-8820", order_total=M("12.99", "USD"))),
# 29 maker's informal email
("order_confirmation", """Hello Janine,

Thanks so much for ordering one of my hand-thrown mugs! I've got the speckled blue one set aside for you, so
that's £28 plus £4 postage, £32 altogether. I'll wrap it up and get it in the post by Thursday.

Warmly,
Rosie @ Kiln Lane Pottery""", dict(order_total=M("32.00", "GBP"))),
# 30 OCR'd printed confirmation
("order_confirmation", """0rder Confirrnation
Ha1ton Builders Merchants       Branch: Kendal

Order: 55-20913     Date: 02/06/2026
Acc: HALT-C0772 (Cumbria Roofing)

Qty  Description                  Unit    Total
40   Roof batten 25x50 4.8m       6.10   244.00
 2   Breathable membrane roll    58.00   116.00
                           Order total   360.00

Delivery: Fri 05/06 AM""", dict(order_id="55-20913", order_total=M("360.00", None))),
# 31 order received, pay on collection
("order_confirmation", """We have received your order!

Order 30-2217 - click & collect at our Bath store

1 x Kids' wellies, size 11     £22.00
Total to pay at collection     £22.00

We'll text you when it is ready to collect (usually within 2 hours).""", dict(order_id="30-2217", order_total=M("22.00", "GBP"))),
# 32 French confirmation
("order_confirmation", """Merci pour votre commande !

Bonjour Claire,
Nous avons bien reçu votre commande n° 20588.

1 x Théière en fonte, noire     39,90 €
Livraison                        4,90 €
Total                           44,80 €

Nous vous préviendrons dès l'expédition de votre colis.
L'équipe Maison Thé""", dict(order_id="20588", order_total=M("44.80", "EUR"))),
# 33 booking of an order by phone, letter
("order_confirmation", """Dear Mr Obi,

Further to our telephone conversation this morning, I am writing to confirm your order for one "Carlton" recliner
chair in tan leather at £899.00, reference CR-4410. Delivery is planned for the week of 8 June.

Yours sincerely,
Helen Marsh
Sales, Ravensworth Furniture""", dict(order_total=M("899.00", "GBP"))),
# 34 amended order confirmed
("order_confirmation", """Hi Paulo,

We've updated order 7730-P as you asked: one extra box of the lavender soap has been added.

3 x Lavender soap box     £27.00
Delivery                   £3.00
Updated total             £30.00

Everything else stays the same, and it's still due to go out on Friday.
Soapworks""", dict(order_id="7730-P", order_total=M("30.00", "GBP"))),
# ================================================================ confusers: refund requests worded like letters
# 35 complaint + money back, informal
("refund_request", """Hi,

The bluetooth speaker from order 30-9912 cuts out every few minutes. Honestly I've had enough of it - I'd just
like my money back please, it was £45.

Thanks, Callum""", dict(order_id="30-9912", refund_requested=M("45.00", "GBP"))),
# 36 cancel and refund
("refund_request", """Hello,

Please cancel my order PB-80214, I ordered the wrong size by mistake. I paid £58.00 on my debit card -
could that please be put back on the card?

Many thanks,
Aoife""", dict(order_id="PB-80214", refund_requested=M("58.00", "GBP"))),
# 37 business asking for credit note
("refund_request", """Dear Norland Packaging,

Forty of the 500 shippers delivered on 22 April were crushed on the pallet and cannot be used. Please issue a
credit note for the 40 units (£33.60 net) against invoice 60118.

Regards,
Purchasing Dept, Cask & Barrel Brewery""", dict(refund_requested=M("33.60", "GBP"))),
# 38 chat refund ask
("refund_request", """Visitor: hello, I was charged twice for order 7702-A, two payments of 19.99 on my statement
Agent Sam: Oh no, let me look. Can you confirm the email on the order?
Visitor: its jpatel@mail.example. can you refund the second payment please?""", dict(order_id="7702-A", refund_requested=M("19.99", None))),
# 39 phone note of a refund ask
("refund_request", """Call note - 14:05 - agent PK
Customer Mrs Fenn, order 40-2281. Says the duvet has a stain on delivery. She wants a full refund of £64.00 rather
than a replacement. Told her I'd pass it on.""", dict(order_id="40-2281", refund_requested=M("64.00", "GBP"))),
# 40 reimburse delivery charge
("refund_request", """Dear Sir,

The sofa was delivered three days after the date you guaranteed, and I paid £35.00 extra for the guaranteed
date. I am therefore asking you to reimburse that delivery charge.

Yours faithfully,
R. Onyango""", dict(refund_requested=M("35.00", "GBP"))),
# 41 sent back, please refund
("refund_request", """Hi team,

I returned the dress from order 11-5209 last week (it's too long). Could you let me have the $79.00 back
on my card when it arrives?

Thanks,
Nina""", dict(order_id="11-5209", refund_requested=M("79.00", "USD"))),
# ================================================================ confusers: approvals / executions / invoices / notices
# 42 approval, letter style
("refund_approval", """Dear Mr Onyango,

Thank you for writing to us and I apologise that your sofa arrived late. You are quite right, and we will refund
the £35.00 guaranteed-delivery charge to your card within 5 working days.

Kind regards,
Customer Relations, Ravensworth Furniture""", dict(refund_approved=M("35.00", "GBP"))),
# 43 execution, friendly
("refund_execution", """Hi Nina,

Your dress arrived back with us today - thanks! We've put the $79.00 back on your card; banks usually take
3-5 days to show it.

Cheers,
Cleo @ Lark Lane""", dict(refund_executed=M("79.00", "USD"))),
# 44 invoice with thank you for your order
("invoice", """Ravensworth Furniture                      VAT No. GB 330 7712 41
INVOICE No. RF-11290           Date: 20 May 2026

Thank you for your order CR-4410.
"Carlton" recliner, tan leather        749.17
VAT @ 20%                              149.83
Total                                  899.00

Payment is due within 7 days. Bank: Lloyds, 30-94-21, 44718820.""", dict(invoice_number="RF-11290")),
# 45 invoice to business
("invoice", """Norland Packaging Ltd
Invoice 60118                Invoice date 22/04/2026
Customer: Cask & Barrel Brewery      Your ref: PO-88213

500 x 12-bottle shipper   420.00
500 x divider insert      105.00
Net 525.00  VAT 105.00  Invoice total 630.00
Due date: 31/05/2026""", dict(invoice_number="60118")),
# 46 shipping notice like a confirmation
("shipping_notice", """Hi Oliver,

Great news - your order #1088-231 is on its way! It left our warehouse this morning with DPD.
Track it here: 15501088231GB

Ridgeline Outdoor""", dict(order_id="1088-231")),
]


def score(docs=None) -> dict:
    from tests.doctype15_check import score as check_score

    return check_score(TUNE15_DOCS if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.doctype15_tune
    from tests.doctype15_check import report

    report(score())
