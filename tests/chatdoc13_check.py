"""CHECK set of the chatdoc13 round (issue 9: document type of chats and e-mails on documents never seen). Written
before any change of the round, committed, scored once before and once after; tuning is on `tests/chatdoc13_tune.py`
(and the earlier rounds' chat sets), never here. Made-up shops and people.

It aims at the failure kinds the brief names, in shapes of its own: a shop saying the money is under way or still to
come ("is being processed", "we are arranging", "will be credited", "is going to be refunded": not done); replies that
quote earlier messages ("> " lines, "> > " nested, "On ... wrote:", "-----Original Message-----", Outlook's
"From: / Sent:" block) whose acts are the other party's; a customer's general "I need ..." before a more specific ask;
customer phrasing of other languages' speakers writing English ("I ask you to give me back", "I want that you return
the money", "please to refund"); tenses (done, perfect, progressive, future, going-to).

Conventions of the earlier chat sets: a chat is what its last act settles; a customer's ask answered only by the shop's
acknowledgement, a promise or a "being processed" is the customer's request (`refund_request`). A shop's e-mail that
promises money back or says it is being processed is its decision (`refund_approval`); one that says it went is a
`refund_execution`. A customer's chaser or reaction without a new ask is a `customer_letter`.

Entries: (doc type, text, truth fields). Scored by `tests.doctype10_check.score` (type right / wrong but flagged /
wrong and silent; the true type's fields).

    before the round (main at 5714a95, scored once at commit "chatdoc13: CHECK set ..."): doc type 27/34 right, 2 wrong
        but flagged, 5 wrong and silent (#11 "is being processed" and #12 "will be credited" read as refund executions,
        #19 a reply over an Outlook header block read as the quoted execution, #23 a complaint reporting "you told me
        the parcel was shipped" read as a shipping notice, #26 "I would be grateful if you could reimburse me" read as
        an order confirmation); fields 46/55 (customer_expectation 4/7), hallucinated 0
    after the round (scored once, branch chatdoc13 at "a polite 'if you could' only in a frame of thanks"): doc type
        32/34 right, 2 flagged (#28, #34, both refund_request at 0.50-0.53), 0 silent; fields 47/55 (order_id 27/30:
        #23's order number stands only in the forwarded message, now quoted; refund_approved 2/5 -> 4/5),
        hallucinated 0. Not a clean figure for two fixes: the polite "if you could" ask and the past statement with a
        question mark were seen in this set's before-scoring (tuned then on `tests/chatdoc13_tune.py` wordings).
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHATDOC13_CHECK: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- chats: the shop's reply under way or to come
# 1 timed chat, shop's progressive passive
("refund_request", """[11:04] Daniela Costa: good morning, my order 64-2210 arrived with a cracked screen protector
[11:05] Daniela Costa: I would like my money back for it please
[11:07] Marius (Glasshaus): Morning Daniela, sorry about that. Your refund is currently being processed
[11:08] Daniela Costa: ok thanks
""", dict(order_id="64-2210", customer_expectation="I would like my money back for it please")),
# 2 role labels, shop "we are arranging"
("refund_request", """Customer: hi, I returned the blue jacket from order 7710-45 two weeks ago
Customer: can you refund the 89.00 to my Visa?
Support: Hello! I checked, the jacket is back in our warehouse. We are arranging the refund for you now.
Customer: great
""", dict(order_id="7710-45", customer_expectation="can you refund the 89.00 to my Visa?")),
# 3 messenger export, future passive
("refund_request", """14/06/2026, 10:12 - Oksana: Hello, I want that you return my money for order 30-5581, the shoes are too small
14/06/2026, 10:20 - Pedalo Shoes: Hi Oksana, no problem. Your money will be refunded to your card within 5 days
14/06/2026, 10:21 - Oksana: thank you very much
""", dict(order_id="30-5581")),
# 4 Teams copy, going-to future
("refund_request", """[09:40] Luca Ferri
hello, I was charged two times for order 88-1043
[09:41] Luca Ferri
please to refund the second payment
[09:45] Grace Kim (Nordpaper)
Hi Luca, I see both charges. The second one is going to be refunded today
""", dict(order_id="88-1043")),
# 5 untimed names, "should be processed" modal
("refund_request", """Ahmed: Hi, the coffee grinder from order 19-7702 stopped working after a week
Ahmed: I'd like a full refund rather than a repair
Beanworks Support: Sorry Ahmed! I've passed this to our refunds team, it should be processed by Friday
""", dict(order_id="19-7702", customer_expectation="I'd like a full refund rather than a repair")),
# 6 chat where the shop has done it: the last act settles (a refund executed)
("refund_execution", """Visitor 15:02: hi, any news on the refund for order 55-3390?
Agent Nadia 15:04: Hi! Yes, I have just refunded EUR 42.90 to your PayPal account, reference PP-77120
Visitor 15:05: oh perfect, thanks
""", dict(order_id="55-3390", refund_executed=M("42.90", "EUR"))),
# 7 chat where the shop decides in the perfect: approval
("refund_approval", """Customer: hello, I sent back the mixer from order 4410-82, when will I get my refund?
Agent: Hi, I've checked it and I have approved your refund of USD 129.00. It will go back to your card in 3-5 business days.
Customer: thanks a lot
""", dict(order_id="4410-82", refund_approved=M("129.00", "USD"))),
# 8 untimed, shop present progressive "we are processing" after a customer's "I need ... please send"
("refund_request", """Kwame: hello, I need some help with order 27-6154
Kwame: the lamp is broken, please send me a refund of GHS 350 to my mobile money
Lumen Store: Hello Kwame, so sorry! We are processing it now
""", dict(order_id="27-6154", customer_expectation="please send me a refund of GHS 350 to my mobile money")),
# 9 chat, shop says it will ship the replacement: not a shipping notice
("refund_request", """[16:10] Sofia: hi, the mug from order 12-9981 came broken
[16:11] Sofia: a new one please, or my money back
[16:14] Tilda (Claybird): Hi Sofia! I'm sorry. A new mug will be shipped tomorrow morning
""", dict(order_id="12-9981")),
# 10 chat, shop says "is being prepared for dispatch" after an order question: the customer's chaser
("customer_letter", """Customer: hello, I ordered a desk 10 days ago, order 3391-07, and it still hasn't arrived
Agent: Hi, sorry for the wait. Your desk is being prepared for dispatch and will leave our warehouse on Monday
Customer: ok, I'll wait
""", dict(order_id="3391-07")),
# ---------------------------------------------------------------- e-mails from the shop: under way, to come, done
# 11 shop e-mail, "is being processed" (a decision with money to come)
("refund_approval", """Subject: Your return 81-4420

Dear Ms Haddad,

Thank you for sending back the linen dress. We have checked it and your refund of GBP 64.00 is being processed.
You should see it on your card within 7 working days.

Kind regards,
Customer Care, Thistle & Thread""", dict(order_id="81-4420", refund_approved=M("64.00", "GBP"))),
# 12 shop e-mail, future passive credit
("refund_approval", """Hi Tomasz,

Good news: your claim for the damaged tent (order 40-2318) has been accepted. The amount of PLN 459.00 will be
credited to your account within 10 days.

Best,
Campfire Outdoor""", dict(order_id="40-2318", refund_approved=M("459.00", "PLN"))),
# 13 shop e-mail, done: perfect passive
("refund_execution", """Dear Mr Olsen,

We have today refunded NOK 1,290.00 to the card you paid with for order 77-0159 (payment reference RF-55821).
Depending on your bank it may take a few days to appear.

Regards,
Fjellsko Nettbutikk""", dict(order_id="77-0159", refund_executed=M("1290.00", "NOK"), payment_reference="RF-55821")),
# 14 shop e-mail, "we are going to refund"
("refund_approval", """Hello Ms Tanaka,

We received the returned headphones for order 26-8840. Everything is in order and we are going to refund the full
JPY 18,400 to your original payment method this week.

Yours sincerely,
Sonora Audio Returns""", dict(order_id="26-8840", refund_approved=M("18400", "JPY"))),
# 15 shop e-mail, shipping done
("shipping_notice", """Hi Priscilla,

Your order 50-1177 left our warehouse this morning with DHL. Tracking number: JD014600003388441.
It should reach you on Thursday.

The Paper Owl""", dict(order_id="50-1177", carrier="DHL", tracking_number="JD014600003388441")),
# ---------------------------------------------------------------- replies quoting earlier messages
# 16 customer's chaser quoting the shop's promise ("> " lines)
("customer_letter", """Hello,

it is now three weeks and I have still not received anything. Please tell me when the money comes.

Wojciech

> Dear customer,
> We have approved your refund of EUR 35.00 for order 62-5501. It will be paid to your bank account
> within 5 working days.
> Kind regards, Tellus Home
""", dict(order_id="62-5501")),
# 17 shop's shipping reply quoting the customer's request ("On ... wrote:")
("shipping_notice", """Hi Mehmet,

Your replacement charger was sent today with UPS, tracking 1Z999AA10123456784.

Best regards,
Voltix Support

On 3 May 2026, at 09:12, Mehmet Yilmaz wrote:
> Hello, the charger of order 93-4402 is broken. I want a refund or a new one please.
> Thank you
""", dict(carrier="UPS", tracking_number="1Z999AA10123456784")),
# 18 customer's new request quoting the shop's order confirmation ("-----Original Message-----")
("refund_request", """Hi,

The sofa cover arrived in the wrong colour (grey instead of green). I would like to return it for a full refund.

Thanks,
Ines Moreau

-----Original Message-----
From: orders@homeweave.example
Sent: 2 May 2026 14:03
Subject: Order confirmation 71-3349

Thank you for your order 71-3349. We have received your payment of EUR 59.00 and confirm your order.
""", dict(order_id="71-3349", customer_expectation="I would like to return it for a full refund")),
# 19 Outlook-style header block (no "Original Message" line), customer thanks after an execution
("customer_letter", """Thanks, I can see the money now. All good!

Haruto

From: Refunds <refunds@kitsune-store.example>
Sent: Tuesday, 9 June 2026 11:20
To: Haruto Sato
Subject: Refund for order 38-0926

Dear Haruto,
We have refunded JPY 6,200 to your card today. Reference KS-REF-4471.
Kitsune Store""", dict(order_id="38-0926")),
# 20 shop's approval reply quoting the customer's request (nested "> >")
("refund_approval", """Dear Ms Banerjee,

Thank you for your patience. We have approved a refund of INR 2,450.00 for the damaged kettle; it will reach your
account within 7 days.

Regards,
Chai & Co Support

> Hello, any news about my request?
> > Hello, the kettle from order 60-7712 arrived with a dent. I want my money back please.
""", dict(order_id="60-7712", refund_approved=M("2450.00", "INR"))),
# 21 customer's reply, quoted shop refusal; the customer now asks again (review)
("customer_letter", """Hello,

I do not accept this. The boots were faulty from the first day. Please look at my case again.

Regards,
Jana Novak

On Mon, 8 Jun 2026, Trailhead Returns wrote:
> We are sorry, but we are unable to refund the boots as they show signs of wear.
""", dict()),
# 22 shop's reply quoting a customer's warranty ask, shop says the repair is being arranged (not done)
("warranty_form", """Subject: RE: broken zip - warranty

Hello Mr Adeyemi,

thanks for your message. We are arranging the repair under the 2-year warranty and will send a courier label.

Packwell Bags

> My backpack (serial PW-88213) has a broken zip after 6 months. Can you repair it under warranty?
""", dict(serial_number="PW-88213")),
# 23 forward with own text over a shop's shipping notice: the customer's complaint
("customer_letter", """Hello,

See below, you told me the parcel was shipped on 2 June but it has not arrived and the tracking shows nothing.
This is unacceptable.

Rosa

---------- Forwarded message ---------
From: Bloom Bakeware <noreply@bloom.example>
Date: 2 June 2026
Subject: Your order 44-1208 has shipped

Your parcel is on its way with GLS, tracking 84012300551.
""", dict(order_id="44-1208")),
# ---------------------------------------------------------------- customers asking, varied phrasing
# 24 e-mail: "I need" first, specific ask later
("refund_request", """Subject: order 22-7314

Hello,

I need your help. The vacuum cleaner from order 22-7314 lost suction after two weeks.
Please refund me the 149.99 EUR to my bank account, I don't want a replacement.

Mit freundlichen Grüßen,
Klaus Berger""", dict(order_id="22-7314",
                      customer_expectation="Please refund me the 149.99 EUR to my bank account, I don't want a replacement")),
# 25 e-mail, Spanish speaker's English
("refund_request", """Hello,

I write you because the blender of my order 90-6621 does not work since the first day. I ask you to give me back
the money, 75 dollars, in my card.

Thanks and regards,
María José Ortega""", dict(order_id="90-6621")),
# 26 e-mail, French speaker's English, conditional
("refund_request", """Good morning,

I have received the order 15-3307 but the size of the trousers is not correct. I would be grateful if you could
reimburse me the 45,00 EUR, I already sent them back by post.

Cordially,
Amélie Dubois""", dict(order_id="15-3307")),
# 27 letter, "I need" only (a general ask) about a delay: a chaser
("customer_letter", """Dear Sir or Madam,

I ordered a bookshelf on 2 May (order 58-9130) and I was told it would be delivered within a week. It has still
not arrived. I need an answer about where it is.

Yours faithfully,
Edward Clarke""", dict(order_id="58-9130")),
# 28 chat: customer reports the refund done by the shop in the past ("you refunded"), a thank-you
("customer_letter", """Customer: hi, just to say you refunded the 30 dollars for order 11-4093 yesterday, got it
Agent: Great to hear! Anything else I can help with?
Customer: no thanks, have a nice day
""", dict(order_id="11-4093")),
# 29 warranty e-mail, future in the customer's wish
("warranty_form", """Hello,

My washing machine (model WM-720, serial WM720-339021) makes a loud noise when spinning. It is under warranty
until 2027. Could you send a technician to repair it?

Best regards,
Ayşe Kaya""", dict(serial_number="WM720-339021")),
# 30 shop order confirmation in an e-mail thread quoting the customer's question
("order_confirmation", """Hi Pieter,

Thank you for your order 36-2250. We have received your payment of EUR 212.00 and your order is confirmed.

Kind regards,
Tulip Lights

> Hello, can I still order the floor lamp in black? I want to pay by bank transfer.
""", dict(order_id="36-2250", order_total=M("212.00", "EUR"))),
# 31 chat, customer asks twice, shop says it "will look into it": the request
("refund_request", """[13:01] Chen Wei: hello
[13:01] Chen Wei: order 47-5562, the jacket has a hole in the sleeve
[13:02] Chen Wei: I want my 120 dollars back, not a store credit
[13:05] Olivia (Northwind Apparel): Hi Chen, sorry to hear that, I will look into it and get back to you
""", dict(order_id="47-5562", customer_expectation="I want my 120 dollars back, not a store credit")),
# 32 shop e-mail, refund "has been initiated" but "will take 5 days": the money has gone from the shop (done)
("refund_execution", """Dear Kateryna,

Your refund of EUR 27.50 for order 80-3315 was issued today (reference R-2026-88140). Please allow up to 5 days
for it to show on your statement.

Best wishes,
Moss & Fern""", dict(order_id="80-3315", refund_executed=M("27.50", "EUR"), payment_reference="R-2026-88140")),
# 33 shop e-mail in the present progressive about the goods: not shipped yet, an order confirmation
("order_confirmation", """Hello Ravi,

Thanks for shopping with us! We have received your order 29-6603 (INR 3,499.00) and are now packing it.
You will get another e-mail when it ships.

Team Saffron Kitchen""", dict(order_id="29-6603", order_total=M("3499.00", "INR"))),
# 34 chat whose customer reports the refund "is still being processed" for weeks: a chaser
("customer_letter", """Customer: hello, you approved my refund for order 65-2290 on 1 May and it is still being processed??
Customer: that was 4 weeks ago
Agent: I'm sorry, let me check with the finance team
""", dict(order_id="65-2290")),
]


def score(docs=None) -> dict:
    """`tests.doctype10_check.score` on this set."""
    from tests.doctype10_check import score as type_score

    return type_score(CHATDOC13_CHECK if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.chatdoc13_check
    from tests.doctype10_check import report

    report(score())
