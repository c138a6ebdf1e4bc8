"""TUNE set of the doctype14 round (issue 9): written after the CHECK set (`tests/doctype14_check.py`) was scored once,
in wording of its own; the round's rules are tuned here, never on the CHECK set. Made-up shops and people.

Customer letters of every kind (complaints, questions, thanks, changes of address, cancellations, mixed asks quoting an
order; letters, e-mails, chats of 2-6 messages; "already" and "still" in them), requests for money back with "already"
and "still" in them, and the other types. Conventions of `tests/doctype14_check.py`.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

TUNE14_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- customer letters
("customer_letter", """Dear Ms Ortega,

Following our phone call, I would like to change the name on my account to my married name, Clara Whitfield.
My customer number is 30-77812.

With best wishes,
Clara Whitfield (née Moss)""", dict()),
("customer_letter", """Hi,

I'd like to cancel the subscription box from next month. Could you confirm that no further payments will be taken?

Ta,
Rob""", dict()),
("customer_letter", """Hello Bloom & Twig,

Just a note to say the wedding flowers were beautiful. Everyone asked where they came from!

Love,
Hannah and Joe""", dict()),
("customer_letter", """Dear team,

Do your leather boots (style 4410) run small? I normally wear a 39. Also, are they resoleable?

Thanks in advance,
Beatriz""", dict()),
("customer_letter", """To the manager,

I waited 40 minutes in your click-and-collect queue on Saturday for order 88-1021 and in the end had to leave.
Your staff seemed to have no idea where the parcels were. This is not the service I expect.

A. Whitmore""", dict(order_id="88-1021")),
("customer_letter", """Hello,

I already filled in your online form about the torn sofa cover from order 4490-2 but got no reply. Is someone dealing with it?

Rhys""", dict(order_id="4490-2")),
("customer_letter", """Hi folks,

Your website still shows my old phone number even after I changed it twice. Can you fix it on your side?
Order 7701 used the right one.

Cheers, Dmitri""", dict(order_id="7701")),
("customer_letter", """Dear billing department,

The receipt for order 3-3019 was made out to me personally. Please issue it in the name of our charity,
Hope Hill Trust, reg. no. 1122334.

Regards,
Wendy Clark, Treasurer""", dict(order_id="3-3019")),
("customer_letter", """Hello,

About my order 60-7751: can you pack the two vases separately, and can the driver ring the bell twice? My hearing is poor.

Thank you kindly,
Edna""", dict(order_id="60-7751")),
("customer_letter", """Hi, why was I charged a delivery fee on order 5021 when the banner said free delivery over 50? Just want to understand. Thanks, Sophie""", dict(order_id="5021")),
("customer_letter", """Dear Sirs,

I was promised a call back by your supervisor three days ago regarding order 12-0990. I have heard nothing.
I find this very disappointing.

Yours faithfully,
G. Papadopoulos""", dict(order_id="12-0990")),
("customer_letter", """Hello,

Please note that I am away from 1 to 20 August. Do not deliver order 7733-X during that time; any date after the 21st is fine.

Kind regards,
Liam O'Shea""", dict(order_id="7733-X")),
("customer_letter", """Hi,

I still haven't got a reply about whether the table top can be cut to 140 cm. Order ref 9-4402.

Thanks,
Greta""", dict(order_id="9-4402")),
("customer_letter", """hello, can you please stop sending me paper catalogues? I only shop online. customer 55219. cheers, Ken""", dict()),
# ---------------------------------------------------------------- customer letters: chats
("customer_letter", """Customer: do you ship to Norway?
Agent: Hi! Yes, delivery to Norway takes 5-7 days.""", dict()),
("customer_letter", """Ola: My order 3320 came with a broken handle on the basket, just so you know
Shop: Thanks for telling us Ola, we'll check our packing.""", dict(order_id="3320")),
("customer_letter", """[09:11] Fatima: hi, I have a new address, can order 20-665 go there? 21 Park Rd, Bristol
[09:14] Ben (Lumo Lights): Hi Fatima, yes, updated.
[09:14] Fatima: thanks!""", dict(order_id="20-665")),
("customer_letter", """Customer: hello
Customer: please cancel order 71004, I changed my mind
Agent: Hi, done - the order is cancelled and nothing was charged.
Customer: thanks""", dict(order_id="71004")),
("customer_letter", """12/05/2026, 09:00 - Rina: Hi, is the rattan chair suitable for a conservatory?
12/05/2026, 09:10 - Cane & Co: Hi Rina, yes, just keep it out of direct sun all day.
12/05/2026, 09:11 - Rina: and is there a cushion for it?
12/05/2026, 09:15 - Cane & Co: Yes, the seat pad in grey or ivory.
12/05/2026, 09:16 - Rina: lovely, thanks""", dict()),
("customer_letter", """Customer: order 9-551 is still not here
Customer: I paid for next day delivery
Agent: I'm sorry, let me check the tracking
Agent: It's with the courier, delivery is planned for today
Customer: they said that yesterday
Agent: I've escalated it to the courier now.""", dict(order_id="9-551")),
("customer_letter", """Noor: the rug is gorgeous, thank you!!
Loom House: So glad you like it Noor!""", dict()),
("customer_letter", """Customer: hi, could you email me the invoice for order 44-310 again? can't find it
Agent: Sure, sent it just now
Customer: got it, thank you""", dict(order_id="44-310")),
# ---------------------------------------------------------------- refund requests with "already" and "still"
("refund_request", """Hello,

I already posted the coat back to you on 2 June (order 7801-2). Please pay back the 120.00 EUR to my card.

Regards,
Sven""", dict(order_id="7801-2", refund_requested=M("120.00", "EUR"))),
("refund_request", """Hi,

The lamp still flickers after I changed the bulb. I want a refund of 45.00 GBP for order 66-118.

Jo""", dict(order_id="66-118", refund_requested=M("45.00", "GBP"))),
("refund_request", """Dear Sir or Madam,

The shoes from order 2219 are already falling apart after a week. I would like my money back, 89.00 USD.

Sincerely,
Martin Keane""", dict(order_id="2219", refund_requested=M("89.00", "USD"))),
("refund_request", """Customer: hi, you charged me twice for order 5-774, please refund the extra 30.00
Agent: Thank you, I've raised it with our accounts team.""", dict(order_id="5-774")),
("refund_request", """[16:20] Greta: the headphones from order 30-4410 stopped working on one side
[16:21] Greta: I'd like my money back please, 59 euros
[16:25] Max (SoundHub): Hi Greta, sorry! Can you tell me the serial number?
[16:26] Greta: SH-22019""", dict(order_id="30-4410")),
# ---------------------------------------------------------------- other types
("order_confirmation", """Hi Alba,

Thanks, we have your order! Order number: PL-88120
2 x Linen napkin set   24.00
Total: 48.00 EUR

We'll let you know when it ships.""", dict(order_id="PL-88120", order_total=M("48.00", "EUR"))),
("order_confirmation", """Customer: can I get the walnut frame in A3?
Agent: Yes, I've booked that for you: order 5512-F, 36.00 GBP.""", dict(order_id="5512-F")),
("shipping_notice", """Hello Tariq,

Order 55-901 is on its way to you with Evri. Tracking: H00A1B2C3D4E5F6

Thanks,
Copper Pot Kitchen""", dict(order_id="55-901", carrier="Evri")),
("shipping_notice", """Customer: has order 880 been sent?
Agent: Hi, yes, it went out yesterday with DHL, tracking 4455667788.""", dict(order_id="880")),
("refund_execution", """Hi Yusuf,

We've sent the 27.00 GBP for your returned lamp (order 3-118) back to your Visa today.

Best,
Brass & Wick""", dict(order_id="3-118", refund_executed=M("27.00", "GBP"))),
("refund_execution", """Customer: any update on the refund for order 77-2?
Agent: Hi, it was credited back to your card on Monday, 15.00 EUR.
Customer: ok thanks""", dict(order_id="77-2")),
("refund_approval", """Dear Ms Quinn,

We have looked at your claim for order 40-221 and will refund 55.00 GBP. You should see it within a week.

Regards,
Customer Care, Linwood""", dict(order_id="40-221", refund_approved=M("55.00", "GBP"))),
("refund_approval", """Hello Omar,

We are sorry, but we cannot refund the opened software from order 81-30, as the licence key was used.

Softline Support""", dict(order_id="81-30")),
("invoice", """Dear Ms Berg,

Invoice 2210-K for 128.00 EUR is now overdue. Please pay it by 5 August.

Accounts, Holm Tischlerei""", dict(invoice_number="2210-K")),
("invoice", """Customer: what do I owe for the window cleaning?
Agent: Hi, invoice 991 is 40.00 GBP, due by Friday.""", dict(invoice_number="991")),
# ---------------------------------------------------------------- second batch (after the first rules): letters in statements, chats
("customer_letter", """Dear Harwood Books,

Your delivery driver was wonderful today - he carried the boxes up three flights of stairs for my elderly mother.
Please pass on our thanks.

Best regards,
Sunita Rao""", dict()),
("customer_letter", """Hi,

Your tracking page says order 40-221 was delivered, but nothing is here and my neighbours have nothing either.

Bea""", dict()),
("customer_letter", """Hello,

I never received an order confirmation for order 77120, though the money has left my account. Can you check?

Thanks,
Owen""", dict()),
("customer_letter", """Subject: invoice address

Hi, please change the billing address on my account to 8 Mill Lane, Ely CB7 4AB. Thank you. Dan Pryce""", dict()),
("customer_letter", """To whom it may concern,

I want to complain about the state of the parcel for order 3309. The box was crushed and taped together by someone.
Luckily the mirror is intact, but it could have been broken.

Mrs J. Abbott""", dict()),
("customer_letter", """Customer: hey
Customer: the courier says my parcel 88-410 is at a pickup point but which one?
Agent: Hi! It's at the Spar on King Street, open till 10pm.""", dict()),
("customer_letter", """[08:01] Tomasz: good morning, I would like to change the colour of my order 5-882 from red to navy if it hasn't shipped
[08:05] Ewa (Kolor): Morning Tomasz, done, navy it is.""", dict()),
("customer_letter", """Dear Sir/Madam,

Please cancel my order no. 20-1177 placed on 3 May. I no longer need the items.

Regards,
K. Mensah""", dict()),
("customer_letter", """Hi there, my invoice 5591 says I paid 45.00 but I was charged 54.00. Which one is right? Tanya""", dict()),
("customer_letter", """Customer: is order 7-21 going to arrive before Friday? it's a birthday present
Agent: Hi, it's out for delivery tomorrow morning.
Customer: amazing thank you""", dict()),
]
