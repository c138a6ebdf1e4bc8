"""CHECK set of the chatask12 round (scored once before and once after the change, never tuned on): chats whose
customer asks without a verb ("new blender pls") or whose request runs up to the next speaker's line in a chat copied
without times. Shapes unlike `tests.chat12_tune` / `tests.chatask12_tune`. Made-up shops and people.

Entries as in `tests.chat12_check`: (doc type, text, truth fields, the customer's label).
"""

from __future__ import annotations

CHATASK12_CHECK: list[tuple[str, str, dict, str]] = [
# 1 timed, verbless ask with "thanks"
("refund_request", """[10:02] Support: Hi there, how can we help?
[10:03] Wen Li: the kettle from order 88-2031 leaks from the base
[10:04] Support: Sorry! Refund or a new kettle?
[10:05] Wen Li: new kettle thanks, the same model
[10:06] Support: Done, it ships tomorrow
""", dict(order_id="88-2031", customer_expectation="new kettle thanks, the same model"), "Wen Li"),
# 2 untimed Slack-style, run-on over the next speaker line
("refund_request", """Marta Silva
hello, the rug from order 33-9120 is not the colour in the photo
I would like to send it back for a full refund
Jonas (Loomhaus support)
Hi Marta, I am sorry about that. I can send you a label
Marta Silva
great, thank you
""", dict(order_id="33-9120", customer_expectation="I would like to send it back for a full refund"), "Marta Silva"),
# 3 untimed role labels, noun phrase + pls with a reason
("refund_request", """Client: my order 51-0477 came with two left gloves
Helpdesk: Oh no, sorry about that! What would you like us to do?
Client: a matching right glove pls, size M
Helpdesk: I will post one today
""", dict(order_id="51-0477", customer_expectation="a matching right glove pls, size M"), "Client"),
# 4 name (time): verbless question
("refund_request", """Hana (09:11): hi, my order 72-6610 was charged twice
Leo - BrightCart (09:12): Hello Hana, let me look at that
Hana (09:13): yes both charges are on my statement
Hana (09:14): refund of the second charge?
Leo - BrightCart (09:15): I see it, I will refund it now
""", dict(order_id="72-6610", customer_expectation="refund of the second charge?"), "Hana"),
# 5 Slack-style, the request is the last line before the agent's name line, no full stop
("refund_request", """Kofi Mensah
good morning, the desk chair from order 40-1188 has a broken wheel
please send a new wheel before Friday
Aisha (Seatwise team)
Morning Kofi, sorry to hear it. I have ordered the part
Kofi Mensah
thanks a lot
""", dict(order_id="40-1188", customer_expectation="please send a new wheel before Friday"), "Kofi Mensah"),
# 6 messenger export, verbless with "please" in the middle
("refund_request", """03/05/2026, 18:20 - Ravi: hello, the speaker from order 19-5530 does not charge
03/05/2026, 18:22 - Gadget Den: Hi Ravi, sorry. Have you tried another cable?
03/05/2026, 18:25 - Ravi: yes, two cables
03/05/2026, 18:26 - Ravi: my money back please, to the same card
03/05/2026, 18:30 - Gadget Den: OK, we will arrange that
""", dict(order_id="19-5530", customer_expectation="my money back please, to the same card"), "Ravi"),
# 7 untimed, ordinary full-sentence request (control)
("refund_request", """Buyer: hello, the lamp from order 27-4402 arrived with a cracked shade
Seller: Sorry to hear that! Could you send a photo?
Buyer: sent it just now
Buyer: I want a new shade sent out to me
Seller: Thanks, I will send one this week
""", dict(order_id="27-4402", customer_expectation="I want a new shade sent out to me"), "Buyer"),
# 8 header-line chat with times, verbless with "plz"
("refund_request", """Tariq 16:40
hey, the hoodie from order 90-3316 shrank after one wash
Nell (Threadly) 16:42
Hi Tariq, sorry about that! What can I do?
Tariq 16:43
replacement in size L plz
Nell (Threadly) 16:45
Sure, it is on its way
""", dict(order_id="90-3316", customer_expectation="replacement in size L plz"), "Tariq"),
# 9 Slack-style, two-line message then the agent; the request is a verbless ask
("refund_request", """Ines Duarte
hi, order 64-0219 arrived without the power cable
a spare cable please, as soon as possible
Paul (Voltbox support)
Hi Ines, apologies. I will post one today
Ines Duarte
perfect, thanks
""", dict(order_id="64-0219", customer_expectation="a spare cable please, as soon as possible"), "Ines Duarte"),
# 10 timed bracketed, a question ask (control)
("refund_request", """[13:00] Agent Sofia: Hello, how can I help?
[13:01] Greta Holm: my parcel for order 31-7708 never arrived
[13:02] Agent Sofia: I am sorry, let me check the tracking
[13:04] Greta Holm: could you refund the order to my card?
[13:05] Agent Sofia: Yes, I have started the refund
""", dict(order_id="31-7708", customer_expectation="could you refund the order to my card?"), "Greta Holm"),
# 11 Slack-style with a verb request that runs on (no full stop, agent greets by name)
("refund_request", """Lucia Romano
hi there, my order 85-2247 came with the wrong book
I need the right book sent to me this week
Omar (Pagebound)
Hello Lucia, sorry for that! I will send it today
Lucia Romano
thank you Omar
""", dict(order_id="85-2247", customer_expectation="I need the right book sent to me this week"), "Lucia Romano"),
# 12 untimed, verbless ask with "thank you" after a comma
("refund_request", """Customer: the blender jug from order 12-9084 arrived cracked
Agent: So sorry! Do you want a refund or a new jug?
Customer: a new jug, thank you
Agent: Great, I will send it today
""", dict(order_id="12-9084", customer_expectation="a new jug, thank you"), "Customer"),
# 13 Slack-style, three speakers' lines, a verbless ask that runs on to the name line
("refund_request", """Bea Novak
hello, the frame from order 56-3390 arrived with broken glass
replacement glass please
Tom (Framecraft)
Hi Bea, sorry! I will ship new glass tomorrow
Bea Novak
thanks
""", dict(order_id="56-3390", customer_expectation="replacement glass please"), "Bea Novak"),
]


def score(docs=None) -> dict:
    """`tests.chat12_check.score` on this set."""
    from tests.chat12_check import score as check_score

    return check_score(CHATASK12_CHECK if docs is None else docs)


if __name__ == "__main__":  # PYTHONPATH=. python -m tests.chatask12_check
    from tests.chat12_check import report

    report(score())
