"""CHECK set of the doctype14 round (issue 9: document type on unseen shops' wording, `customer_letter` the weakest).
Written and committed before any change of the round; scored once before and once after; never tuned on (tuning is on
`tests/doctype14_tune.py`, other wording). Made-up shops and people.

Customer letters are where customers write freely: complaints, questions, thanks, changes of address, cancellations,
mixed asks quoting an order, in letters, e-mails and chats of 2-6 messages, with "already" and "still" in them. Around
them, the other types in wording of their own: refund requests, order confirmations, shipping notices, payment notices
(refund executions), approvals, invoices.

Conventions of the earlier sets (`tests/chatdoc13_check.py`): a chat is what its last act settles; a customer's ask
answered only by the shop's acknowledgement is the customer's request; a customer's chaser, question or reaction with
no ask for money back is a `customer_letter`.

Entries: (doc type, text, truth fields). Run: python -m tests.doctype14_check (accuracy per type, confusion pairs).

    before the round (main at bf538de, scored at commit "doctype14: CHECK set ..."): 37/46 right, 6 wrong but flagged,
        3 wrong and silent; customer_letter 19/27 (-> refund_request 3, invoice 2, shipping_notice 2,
        order_confirmation 1), refund_execution 2/3 (-> invoice), every other type all right
    after the round (scored at 067263d and again, unchanged, at the round's last commit): 40/46 right, 5 flagged,
        1 silent; customer_letter 22/27 (#2, #3, #18, #45 flagged, #5 silent: a complaint about a courier read as a
        shipping notice at 0.79), refund_execution 2/3 (#37, flagged), every other type all right.
    Honesty: scored once mid-round by mistake (41/46, at d7c5adc, before the rules were narrowed for the tuning shops
        and older sets: #45, a two-line e-mail signed "thx, Jess" on its last line, lost its letter's form); nothing
        was tuned on it.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHECK14_DOCS: list[tuple[str, str, dict]] = [
# ---------------------------------------------------------------- customer letters: letters and e-mails
# 1 change of address, formal
("customer_letter", """Dear Sir or Madam,

I have recently moved house. Could you please update the delivery address on my account (customer no. 448120)
to 17 Rowan Close, Bexley DA5 2JJ before my next order is sent?

Yours faithfully,
Geraldine Potts""", dict()),
# 2 cancellation of an order not yet sent
("customer_letter", """Hello,

Please cancel order 5530-17 that I placed yesterday evening. I found the same lamp in a local shop.
If it has already left your warehouse, let me know and I will refuse the delivery.

Thank you,
Arjun Mehta""", dict(order_id="5530-17")),
# 3 thanks for good service
("customer_letter", """Hi there,

The replacement kettle arrived this morning and works perfectly. Your colleague Bea was very patient with me on the phone.
Thanks to the whole team!

Warm wishes,
Moira""", dict()),
# 4 question about a product before buying
("customer_letter", """Good afternoon,

Is the oak side table (item 20-553) treated with oil or with lacquer? I am asking because we have a toddler.
Also, do you deliver to the Isle of Wight?

Many thanks,
Tom Ashby""", dict()),
# 5 complaint about a courier, no ask for money
("customer_letter", """To whom it may concern,

Your courier left my parcel (order 77812) in an open recycling bin in the rain. The box was soaked.
The chairs inside are fine, but I am disappointed that this happens with a shop I have used for years.
I would appreciate it if you raised this with your delivery partner.

Regards,
H. Lindqvist""", dict(order_id="77812")),
# 6 "already" in a complaint with a question
("customer_letter", """Hello,

I already sent you two photos of the scratched door panel from order 31-907. Did they arrive?
What happens next?

Nadia""", dict(order_id="31-907")),
# 7 "still" in a question about delivery time, no chase for money
("customer_letter", """Hi,

We are still deciding between the grey and the sand colour for the corner sofa (order 66014 is only the sample swatches).
How long is the delivery time for the sand one at the moment?

Cheers,
Ollie & Sam""", dict(order_id="66014")),
# 8 invoice wrongly addressed: asks for a corrected invoice
("customer_letter", """Dear accounts team,

The invoice you sent for order 90-2231 shows our old company name. Could you reissue it to Brightwell Studio Ltd,
same address? Our bookkeeper needs it by Friday.

Best regards,
Carla Munro
Brightwell Studio""", dict(order_id="90-2231")),
# 9 mixed asks quoting an order: delivery day and a gift note
("customer_letter", """Hello team,

Regarding order no. 4471-B: could the delivery be on Saturday instead of Friday? Nobody is home on Friday.
And could you add a small card saying "Happy 60th, Dad"?

Thanks so much,
Priya""", dict(order_id="4471-B")),
# 10 question about an invoice's VAT
("customer_letter", """Hi,

quick question about invoice INV-88213: why is VAT charged on the delivery fee? I thought delivery was zero-rated.
Can you explain?

Thanks, Keith""", dict()),
# 11 complaint about tone of a staff member
("customer_letter", """Dear Customer Service,

I rang your helpline on Tuesday about my order 20557. The person I spoke to was rude and ended the call on me.
I have been a customer for six years and did not expect this.

Sincerely,
Mr D. Okafor""", dict(order_id="20557")),
# 12 thanks after a refund, with "already"
("customer_letter", """Hello,

Just to let you know the money for order 8812 is already back on my card. That was quick, thank you!

Best,
Lotte""", dict(order_id="8812")),
# 13 terse e-mail, no greeting, asking for status of a repair
("customer_letter", """Subject: repair job 55-KT-019

any news on my vacuum cleaner? it went in 3 weeks ago and nobody has phoned me.
Marek""", dict()),
# 14 unsubscribing and deleting data
("customer_letter", """Hello,

Please remove me from your mailing list and delete my account (email: j.ferreira@example.net).
I no longer wish to receive your newsletters.

Kind regards,
Joana Ferreira""", dict()),
# 15 complaint with "still" about missing part, asks for part (not money)
("customer_letter", """Dear Stallwood Furniture,

The wardrobe from order 10-4478 is still missing the second set of hinges. I need them to finish assembly.
Please post them to me as soon as you can.

Thanks,
Ruth Bell""", dict(order_id="10-4478")),
# 16 a business customer asking for a statement of account
("customer_letter", """Good morning,

Could you send us a statement of all our orders from March, please? Our auditors asked for it.

Kind regards,
Accounts Payable
Finch & Hollis LLP""", dict()),
# ---------------------------------------------------------------- customer letters: chats
# 17 two messages: customer question, shop answer
("customer_letter", """Customer: hi, do you have the blue raincoat in size 14 again?
Agent: Hi! Not yet, we expect new stock next week.""", dict()),
# 18 two messages, named speakers, a complaint and an apology
("customer_letter", """Elif: The delivery guy threw my parcel over the fence for order 7723 :(
Shop: So sorry Elif, we will report this to the courier.""", dict(order_id="7723")),
# 19 three messages, change of address in a chat
("customer_letter", """[10:02] Hamid: hello, I moved last week, can you send order 30-118 to my new flat? 4 Elm Court, Leeds LS6 1AB
[10:05] Rosa (Tidy Homes): Hi Hamid, the order has not left yet, I have changed the address.
[10:06] Hamid: perfect, thank you""", dict(order_id="30-118")),
# 20 four messages, cancellation
("customer_letter", """Visitor: hi
Visitor: I want to cancel my order 55120 please, ordered by mistake
Agent: Hello, I can see it. It is cancelled now and you will not be charged.
Visitor: great thanks""", dict(order_id="55120")),
# 21 messenger export, five messages, product question
("customer_letter", """03/07/2026, 18:40 - Benny: Hey, does the garden bench come assembled?
03/07/2026, 18:52 - Oakleaf Garden: Hi Benny! It comes flat packed, about 30 min to put together.
03/07/2026, 18:53 - Benny: ok and can it stay outside in winter?
03/07/2026, 18:58 - Oakleaf Garden: Yes, it is treated hardwood. A cover helps though.
03/07/2026, 18:59 - Benny: cool, thanks""", dict()),
# 22 six messages, chaser about a delivery with "still"
("customer_letter", """Customer: my order 22-904 still hasn't arrived
Customer: it said 2 days delivery, it is day 6
Support: Hi, sorry about the wait. Let me look.
Support: The courier shows it at their depot, it should go out tomorrow.
Customer: that is what they said yesterday too
Support: I understand. I have asked them to prioritise it.""", dict(order_id="22-904")),
# 23 two messages, thanks
("customer_letter", """Maja: the cushions came today, they look even better than in the photos!
Team Nordlys: Thank you Maja, that made our day!""", dict()),
# 24 three messages, question about an invoice copy
("customer_letter", """Customer: hello, can I get a copy of the invoice for order 61-003? I lost the email
Agent: Of course, I have just re-sent it to your address ending in @outlook.com
Customer: got it, thanks""", dict(order_id="61-003")),
# ---------------------------------------------------------------- refund requests
# 25 letter, broken item, money back
("refund_request", """Dear Sirs,

The glass vase from order 91-228 arrived in pieces. I would like the full price of 64.00 GBP refunded to my card.
Photos are attached.

Regards,
Anne Dalton""", dict(order_id="91-228", refund_requested=M("64.00", "GBP"))),
# 26 "already" in a refund request: returned already, wants money
("refund_request", """Hi,

I already sent the trainers back last Monday (order 30-5512, tracking RR2201). Please refund the 79.99 EUR.

Thanks
Kostas""", dict(order_id="30-5512", refund_requested=M("79.99", "EUR"))),
# 27 "still" in a refund request about a wrong item
("refund_request", """Hello,

You sent me the wrong size and I still have the box unopened. Can I have my money back for order 4022? It was 35.00 USD.

Thank you,
Dana""", dict(order_id="4022", refund_requested=M("35.00", "USD"))),
# 28 chat, two messages, refund asked, shop acknowledges
("refund_request", """Customer: hi I got charged twice for order 10-662, can you refund one of them? 24.50
Agent: Thanks for letting us know, I have passed this to billing.""", dict(order_id="10-662")),
# 29 chat, four messages, refund asked, shop checks
("refund_request", """[14:10] Leona: the jumper shrank after one wash, order 88-301
[14:11] Leona: I would like a refund please, 42 pounds
[14:15] Amir (Woolly Co): Hello Leona, sorry to hear that. Could you send a photo of the label?
[14:16] Leona: sure, sending now""", dict(order_id="88-301")),
# ---------------------------------------------------------------- order confirmations
# 30
("order_confirmation", """Hi Leo,

Great news, we've got your order! Order ref: HX-55219
1 x Bamboo cutting board   18.00
1 x Knife sharpener        12.50
Total paid: 30.50 GBP

We'll e-mail you again once it is packed.""", dict(order_id="HX-55219", order_total=M("30.50", "GBP"))),
# 31 terse
("order_confirmation", """Your purchase is confirmed.
Purchase no. 2026-0717-33
Amount: EUR 212.40
Estimated delivery: 14-16 July""", dict(order_id="2026-0717-33", order_total=M("212.40", "EUR"))),
# 32 chat, shop confirms a phone-style order
("order_confirmation", """Customer: can I order two of the linen pillowcases in white?
Agent: Yes! I've placed the order for you, number 7730-A, total 38.00 EUR including delivery.""", dict(order_id="7730-A")),
# ---------------------------------------------------------------- shipping notices
# 33
("shipping_notice", """Hello Grace,

Your order 40-8871 left our workshop today with DPD.
You can follow it with tracking code 15501234998877.

The Potter's Wheel""", dict(order_id="40-8871", carrier="DPD")),
# 34 terse
("shipping_notice", """Parcel sent - order 3318
Courier: Royal Mail Tracked 48
Ref: AB123456785GB""", dict(order_id="3318")),
# 35 chat, shop says it went out
("shipping_notice", """Customer: hi, when does order 66-210 go out?
Agent: Hi! It was dispatched this morning with UPS, tracking 1Z999AA10123456784.""", dict(order_id="66-210")),
# ---------------------------------------------------------------- payment notices (money back paid)
# 36
("refund_execution", """Payment notice

We have transferred GBP 45.00 to the account ending 2231 for your return of order 50-117.
Reference: RFD-88120""", dict(order_id="50-117", refund_executed=M("45.00", "GBP"))),
# 37 friendly mail
("refund_execution", """Hi Nina,

Good news - the 19.95 EUR for the returned scarf (order 7781) went back to your PayPal today.

Best,
Lumen Accessories""", dict(order_id="7781", refund_executed=M("19.95", "EUR"))),
# 38 chat, refund done at the end
("refund_execution", """Customer: hello, any news on my refund for 20-455?
Agent: Hi, yes, I can see it was paid back to your Mastercard yesterday, 62.00 EUR.
Customer: ok I'll check, thanks""", dict(order_id="20-455", refund_executed=M("62.00", "EUR"))),
# ---------------------------------------------------------------- approvals
# 39
("refund_approval", """Dear Mr Novak,

We have reviewed your return of order 12-9034 and agreed to refund 120.00 EUR.
The money will reach your account within 10 working days.

Kind regards,
Returns desk, Hartmann Tools""", dict(order_id="12-9034", refund_approved=M("120.00", "EUR"))),
# 40 rejection
("refund_approval", """Hello Carmen,

Unfortunately we cannot accept the return of the swimsuit from order 55-031, as the hygiene seal was removed.
We are sorry we could not help further.

Lagoon Swimwear""", dict(order_id="55-031")),
# ---------------------------------------------------------------- invoices
# 41
("invoice", """INVOICE

Invoice no: 2026/0412
Bill to: Mira Holm, 4 Quay St
Oak shelf x2      90.00
VAT 20%           18.00
Total due        108.00 GBP
Payment within 14 days.""", dict(invoice_number="2026/0412", order_total=M("108.00", "GBP"))),
# 42 mail reminder of an unpaid bill
("invoice", """Dear Mr Farouk,

Our records show that invoice 7712-C for 340.00 EUR is still unpaid. Please transfer the amount by 20 July
to IBAN DE44 5001 0517 5407 3249 31.

Accounts, Steinweg Bau""", dict(invoice_number="7712-C")),
# 43 chat: customer asks, shop says invoice amount due
("invoice", """Customer: how much do I owe for the June cleaning?
Agent: Hi, invoice 3304 is for 85.00 GBP, payable by 30 June.""", dict(invoice_number="3304")),
# ---------------------------------------------------------------- more customer letters
# 44 letter complaining a promised call never came, "already"
("customer_letter", """Dear Mrs Grant,

I have already explained the problem with the boiler installation twice. You promised that an engineer would call me
on Monday. Nobody called. I am not happy with how this is being handled.

Yours sincerely,
Peter Llewellyn""", dict()),
# 45 short e-mail: wrong colour, asks for exchange, not money
("customer_letter", """hey, I ordered the green mug (order 1190) but got a yellow one. can you swap it for the green? happy to post the yellow back.
thx, Jess""", dict(order_id="1190")),
# 46 a question whether an order can still be changed
("customer_letter", """Hello,

Is it still possible to add a second pair of curtains to order 3-55091? If so, please add them and tell me the new total.

Kind regards,
Ingrid Sørensen""", dict(order_id="3-55091")),
]


def by_type(docs=None, show: bool = True) -> dict:
    """Doc-type accuracy per true type and the confusion pairs (true -> got), with `tests.doctype10_check.score`'s
    right / flagged / silent."""
    from tests.doctype10_check import score

    docs = CHECK14_DOCS if docs is None else docs
    r = score(docs)
    wrong = {i: (want, got, conf, kind) for i, want, got, conf, kind in r["wrong"]}
    per: dict[str, list[int]] = {}
    pairs: dict[tuple[str, str], int] = {}
    for i, (doc_type, _, _) in enumerate(docs):
        tally = per.setdefault(doc_type, [0, 0])
        tally[1] += 1
        if i in wrong:
            pairs[(doc_type, wrong[i][1])] = pairs.get((doc_type, wrong[i][1]), 0) + 1
        else:
            tally[0] += 1
    if show:
        for t, (ok, n) in sorted(per.items()):
            print(f"{t:20s} {ok}/{n}")
        for (a, b), n in sorted(pairs.items(), key=lambda kv: -kv[1]):
            print(f"  {a} -> {b}: {n}")
        for i, (want, got, conf, kind) in sorted(wrong.items()):
            print(f"  #{i + 1} want {want} got {got} {conf} {kind}")
        print(f"RESULT {r['right']}/{r['docs']} right, {r['flagged']} flagged, {r['silent']} silent")
    return {"right": r["right"], "docs": r["docs"], "flagged": r["flagged"], "silent": r["silent"],
            "per_type": per, "pairs": pairs}


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.doctype14_check
    by_type()
