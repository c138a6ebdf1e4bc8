"""doctype14 (issue 9): a customer's letter from the writer's own act and the document's form, not from a shop's
phrases. Each test fails on main at bf538de."""

from __future__ import annotations

from stages.doctype import addressee_voice, classify, evidence
from tests.test_nlp import DEFAULT


def test_two_message_chat_with_a_question_is_a_letter():
    """A customer's question answered by the shop, no type's act done: a letter (main: `invoice` at 0.2, nothing
    spoke for any type)."""
    text = "Customer: do you ship to Norway?\nAgent: Hi! Yes, delivery to Norway takes 5-7 days."
    assert classify(text, DEFAULT)[0] == "customer_letter"
    assert evidence(text, DEFAULT)["customer_letter"]["acts"] > 0


def test_chaser_chat_whose_shop_replies_do_no_act_is_a_letter():
    """The customer reports a wait ("still not here"); the shop's replies name the courier and the tracking but do no
    act of their own: they answer the letter, no shipping notice (main: `shipping_notice` at 0.85)."""
    text = ("Customer: order 9-551 is still not here\nCustomer: I paid for next day delivery\n"
            "Agent: I'm sorry, let me check the tracking\nAgent: It's with the courier, delivery is planned for today\n"
            "Customer: they said that yesterday\nAgent: I've escalated it to the courier now.")
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_thanks_for_something_said_is_a_letter_act_a_closing_is_not():
    text = "Noor: the rug is gorgeous, thank you!!\nLoom House: So glad you like it Noor!"
    assert classify(text, DEFAULT)[0] == "customer_letter"
    from stages.acts import own_asks, sentences, tokens
    from stages.doctype import _lemmatized

    closing = "Many thanks,\nRob"
    assert not own_asks(sentences(closing, tokens(_lemmatized(closing))))


def test_greeting_the_shops_people_says_a_customer_writes():
    assert addressee_voice("Dear team,\n\nDo your boots run small?") == "customer"
    assert addressee_voice("Hello accounts team,\n") == "customer"
    assert addressee_voice("To the manager,\n") == "customer"
    assert addressee_voice("Dear customer,\n") == "shop"
    text = ("Dear team,\n\nDo your leather boots (style 4410) run small? I normally wear a 39. Also, are they "
            "resoleable?\n\nThanks in advance,\nBeatriz")
    assert classify(text, DEFAULT)[0] == "customer_letter"  # main: `invoice` at 0.5 ("your" read as the shop's voice)


def test_a_question_to_the_shop_in_a_letter_is_a_letter():
    text = ("Good afternoon,\n\nIs the walnut shelf sealed with wax or varnish? I have a cat that scratches.\n"
            "And do you deliver to Jersey?\n\nKind regards,\nNell Hart")
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_operator_note_asking_a_colleague_is_no_letter():
    """A note with neither a letter's form nor a sure customer's voice: its "please process" asks a colleague."""
    text = "fine by me to give him the 35.00 back for order 22091. please process. K"
    assert classify(text, DEFAULT)[0] != "customer_letter"


def test_shop_reply_with_an_amount_is_no_letter_act():
    """The shop answers with an order taken, its verb left out: the customer's question does not make it a letter."""
    text = ("[10:41] Aroha: hi can i order 3 bags of the dark roast for pickup sat?\n"
            "[10:42] Beans & Co: Sure! Done - order #2219, 3 x dark roast 1kg, NZD 96.00 total, ready Saturday from 9am.\n"
            "[10:42] Aroha: awesome ty")
    assert evidence(text, DEFAULT)["customer_letter"]["acts"] == 0
    quiet = text.replace("NZD 96.00 total", "all set")
    assert evidence(quiet, DEFAULT)["customer_letter"]["acts"] > 0


def test_already_in_the_request_does_not_make_it_a_chaser():
    """"already" tells what the writer did before asking, in the request's own sentence: the request stands beside the
    reaction to the refusal (main: the request's act dropped as a chaser's restated request, refund_request at 0.56
    only by its amount and fields)."""
    text = ("Hi,\nYou turned down my return last week. I have already sent the jacket back, so please refund the "
            "60.00 EUR for order 4410.\nMia")
    ev = evidence(text, DEFAULT)
    assert ev["refund_request"]["acts"] > 0 and ev["customer_letter"]["acts"] == 0
    chased = "Hi,\nFollowing up again. You turned down my refund of 60.00 EUR last week. Please refund it.\nMia"
    assert evidence(chased, DEFAULT)["refund_request"]["acts"] == 0  # a chaser word of its own sentence still chases


def test_an_absence_reported_is_a_letters_act():
    """"nothing is here": what the writer waits for is missing, said without "still" or a question (main:
    `shipping_notice` at 0.89 from "tracking" alone)."""
    text = ("Hi,\n\nYour tracking page says order 40-221 was delivered, but nothing is here and my neighbours have "
            "nothing either.\n\nBea")
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_shops_reply_to_a_customers_question_is_no_letter():
    """The reply quotes a customer's question; its "Re:" subject is the earlier message's: the shop answers, and its
    "Allow 3-4 working days." is an instruction, no customer's ask."""
    text = ("Subject: Re: Has my parcel left yet?\n\nHi Nils,\n\nYes - order SE-5521 went to PostNord this morning, "
            "tracking 00370712345. Allow 2-3 working days.\n\nCheers,\nAnja\n\n> On 1 March 2026 Nils wrote:\n"
            "> Has order SE-5521 left yet? I need it before Friday.\n")
    assert evidence(text, DEFAULT)["customer_letter"]["acts"] == 0
