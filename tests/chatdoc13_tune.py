"""TUNE set of the chatdoc13 round: documents the round's changes were tried on (with the earlier rounds' chat sets,
`tests.chat12_check`, `tests.chat12_tune`, `tests.chatask12_check`, `tests.chatask12_tune`), never the check set
(`tests.chatdoc13_check`). Made-up shops and people; conventions as in the check set.
"""

from __future__ import annotations

from tests.fields_fresh_docs import M

CHATDOC13_TUNE: list[tuple[str, str, dict]] = [
# 0 shop e-mail, progressive passive of the refund
("refund_approval", """Dear Mr Grant,

Your returned drill arrived today. The refund of AUD 189.00 is now being arranged and should reach your card
by next week.

Regards,
Toolshed Returns""", dict(refund_approved=M("189.00", "AUD"))),
# 1 shop e-mail, going-to future
("refund_approval", """Hi Nora,

We looked at the photos of the broken vase (order 31-7702). We are sorry! The full price is going to be paid back
to your PayPal account.

Best,
Kiln & Co""", dict(order_id="31-7702")),
# 2 shop e-mail, a "Good news:" line running on over a line break
("refund_approval", """Hello Mr Ito,

Good news: your return of the rice cooker (order 55-0193) has been approved. A refund of JPY 9,800 will be
transferred to your bank within a week.

Kitchen Planet""", dict(order_id="55-0193", refund_approved=M("9800", "JPY"))),
# 3 customer reply over an Outlook header block quoting the shop's shipping notice
("customer_letter", """Thank you, the parcel came today.

Bruno

From: Dispatch <dispatch@woodcraft.example>
Sent: Monday, 1 June 2026 08:14
To: Bruno Lima
Subject: Your order 62-8810 has shipped

Your order was shipped today with DPD, tracking 01505050123456.
""", dict(order_id="62-8810")),
# 4 customer's complaint reporting what the shop said
("customer_letter", """Hello,

Your colleague said on the phone that the refund was sent last week, but nothing is on my account.
I am very disappointed.

Chloe Martin""", dict()),
# 5 polite conditional ask
("refund_request", """Dear Sir,

The coat from order 90-4471 has a torn lining. I would appreciate if you could refund me the 120 EUR, the coat is
already on its way back to you.

Yours faithfully,
Giorgos Papadakis""", dict(order_id="90-4471")),
# 6 customer's echo question: what was done, questioned
("customer_letter", """Hi,

you confirmed my refund on 3 May and it is still not on my card??

Regards, Tariq""", dict()),
# 7 chat, shop says a refund is going to be made
("refund_request", """Customer: hi, the speaker from order 14-2230 crackles, I want my money back
Agent: Sorry to hear that. I am going to refund it for you, it can take 3 days
Customer: thanks
""", dict(order_id="14-2230")),
# 8 shop e-mail, done
("refund_execution", """Dear Ms Rossi,

We have transferred EUR 54.00 back to your account today for order 77-1108 (reference TR-88310).

Regards,
Lago Shoes""", dict(order_id="77-1108", refund_executed=M("54.00", "EUR"))),
# 9 approval with its thing in brackets far from its verb
("refund_approval", """Dear Ms Fox,

Your claim for the scratched table (order 20-5519, delivered on 4 May) has been accepted and we will refund
GBP 240.00.

Oakline Furniture""", dict(order_id="20-5519", refund_approved=M("240.00", "GBP"))),
# ---------------------------------------------------------------- second batch
# 10 customer's chaser quoting the shop's approval under a German mail client's attribution line
("customer_letter", """Hallo,

two weeks later there is still nothing on my account. When will you pay?

Jens

Am 02.06.2026 um 09:12 schrieb Nordlicht Shop <service@nordlicht.example>:
> Sehr geehrter Herr Vogel, wir haben Ihre Rückerstattung von 59,90 EUR genehmigt.
""", dict()),
# 11 shop's execution notice quoting the customer's request under a French attribution line
("refund_execution", """Bonjour Madame Leroy,

We have refunded EUR 24.00 to your card today, reference RB-55120.

Cordialement,
Atelier Lune

Le lun. 8 juin 2026 à 10:02, Claire Leroy <claire@example.fr> a écrit :
> Bonjour, je voudrais être remboursée de 24 euros pour la commande 31-7781, l'article est abîmé.
""", dict(refund_executed=M("24.00", "EUR"))),
# 12 Gmail attribution wrapped over two lines, customer's new request over the shop's shipping notice
("refund_request", """Hello,

the lamp arrived but the glass shade is shattered. I want a refund of the 65 GBP please.

Tom

On Tue, 9 Jun 2026 at 10:12, Brightside Lamps <orders@brightside.example>
wrote:
> Your order 47-1190 has been dispatched with Royal Mail, tracking RM5566778899GB.
""", dict()),
# 13 Spanish attribution line, customer thanks after an approval
("customer_letter", """Thank you very much for the quick answer!

Lucía

El 3 jun 2026, a las 11:40, Casa Olivo <hola@casaolivo.example> escribió:
> Hemos aprobado su reembolso de 45,00 EUR. Lo recibirá en 5 días.
""", dict()),
# 14 shop reply: refund "is on its way" back (under way) - a decision, the money not yet there
("refund_approval", """Dear Mr Novak,

We have received the returned blender. Your refund of CZK 1,490 is being arranged and should be on your
card in 3 to 5 days.

Kind regards,
Mixéria Returns""", dict()),
# 15 shop e-mail: modal "can be refunded" offer
("refund_approval", """Hello Ms Ali,

Thank you for the photos. The damaged cushion can be refunded in full (GBP 35.00) or replaced, as you prefer.

Best wishes,
Loom & Lane""", dict()),
# ---------------------------------------------------------------- third batch: chats
# 16 WhatsApp, shop's progressive: the request stands
("refund_request", """[12/06/2026, 08:01:10] Dmitri: Good morning. Order 71-0034, the kettle is not heating. Please I want refund.
[12/06/2026, 08:15:42] Kettlehaus: Good morning Dmitri, sorry! We are refunding you, it takes 3 days.
""", dict()),
# 17 web chat, shop refuses: a decision
("refund_approval", """Customer: I'd like to return the swimsuit from order 55-8127 for a refund
Agent: I'm sorry, swimwear cannot be returned for hygiene reasons, so we are unable to refund it.
Customer: ok
""", dict()),
# 18 web chat, shop's done execution after the ask
("refund_execution", """Customer: hello, I'm still waiting for the EUR 18.00 for order 90-2210
Agent: Apologies! I have now refunded EUR 18.00 to your Mastercard, reference CB-7731.
""", dict()),
# 19 chat: shop will ship a missing item; the customer asked for money back first
("refund_request", """Visitor: the charger was missing from order 12-4418, I want 15 dollars back for it
Agent Ivo: Sorry about that! The refund for the charger will be sent to your card today.
""", dict()),
# 20 chat, shop's "should be with you" for the money (modal), after the customer's ask in a question
("refund_request", """Ama (10:02): hello, can you give me back the 40 cedis for the broken plate? order 33-1902
Support (10:05): Hi Ama, yes, the 40 cedis should be back on your mobile money by tomorrow.
""", dict()),
]


def score(docs=None) -> dict:
    from tests.doctype10_check import score as type_score

    return type_score(CHATDOC13_TUNE if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.chatdoc13_tune
    from tests.doctype10_check import report

    report(score())
