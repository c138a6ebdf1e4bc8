"""Document type of chats and e-mails (chatdoc13 round, issue 9): tense and aspect from the verb group (under way or to
come is not done), polite conditional asks, a past statement with a question mark, the reader's word reported,
a mail header block quoting an earlier message, compound nouns, a shop's promise in a chat, and the runner-up named
when the type is in doubt. Texts written here."""

from __future__ import annotations

import pytest

from stages.acts import act_in, sentences, tokens, verb_group
from stages.doctype import classify, quoted_spans
from stages.spacy_model import lemmatize
from status.schema import ActSpec, load_schema

DEFAULT = load_schema("default")


def _one_sentence(text: str):
    sents = sentences(text, tokens(lemmatize(text)))
    assert len(sents) == 1
    return sents[0]


def _acts(name: str) -> list[ActSpec]:
    return DEFAULT.doc_types[name].acts


def _does(name: str, text: str) -> bool:
    sent = _one_sentence(text)
    return any(act_in(text, sent, act) for act in _acts(name))


@pytest.mark.parametrize("text,done", [
    ("Your refund of GBP 64.00 is being processed.", False),  # progressive passive: under way
    ("Your refund of GBP 64.00 is currently being processed.", False),
    ("The refund of EUR 30.00 should be processed by Friday.", False),  # a modal: may happen
    ("Your refund of GBP 64.00 has been processed.", True),  # perfect: done
    ("Your refund of GBP 64.00 was processed yesterday.", True),
    ("Your refund of GBP 64.00 is about to be paid.", False),  # "about" is tagged JJ: still the group's (review)
])
def test_a_refund_under_way_or_to_come_is_not_done(text, done):
    assert _does("refund_execution", text) is done


def test_verb_group_reads_aspect_from_the_auxiliaries():
    def group(text: str, verb: str):
        sent = _one_sentence(text)
        return verb_group(sent, next(i for i, t in enumerate(sent) if text[t.start:t.end] == verb))
    assert "progressive" in group("Your refund is being processed.", "processed")
    assert "future" in group("The money is going to be refunded today.", "refunded")
    assert "future" in group("Your refund is about to be paid.", "paid")
    assert "modal" in group("It should be credited by Friday.", "credited")
    assert {"perfect", "passive"} <= group("It has been credited.", "credited")


def test_going_to_is_a_promise_not_a_payment():
    text = "The full price of EUR 80.00 is going to be paid back to your PayPal account."
    assert not _does("refund_execution", text)
    assert _does("refund_approval", text)


@pytest.mark.parametrize("text,asked", [
    ("I would be grateful if you could reimburse me the 45.00 EUR.", True),
    ("I would appreciate if you could refund me the 120 EUR.", True),
    ("If you can't refund me the 45.00 EUR I will go to my bank.", False),  # a condition, not a polite ask
])
def test_a_polite_if_asks(text, asked):
    assert _does("refund_request", text) is asked


def test_a_past_statement_with_a_question_mark_asks_for_nothing():
    text = "you confirmed my refund on 3 May and it is still not on my card?"
    assert not _does("refund_request", text)
    assert _does("customer_letter", text)  # the shop's word, reacted to


def test_what_the_reader_said_is_no_act_of_the_writer():
    shipped = "You told me the parcel was shipped on 2 June but it has not arrived."
    assert not _does("shipping_notice", shipped)
    refunded = "Your colleague said on the phone that the refund of EUR 20.00 was sent last week."
    assert not _does("refund_execution", refunded)
    assert _does("customer_letter", refunded)


def test_a_customer_complaint_reporting_a_shipping_claim_is_a_letter():
    text = """Hello,

See below, you told me the parcel was shipped on 2 June with tracking but it has not arrived and the tracking shows
nothing. This is unacceptable.

Rosa"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


REPLY_OVER_HEADER = """Thank you, the parcel came today.

Bruno

From: Dispatch <dispatch@woodcraft.example>
Sent: Monday, 1 June 2026 08:14
To: Bruno Lima
Subject: Your order 62-8810 has shipped

Your order was shipped today with DPD, tracking 01505050123456.
"""


def test_a_mail_header_block_below_a_reply_quotes_the_earlier_message():
    spans = quoted_spans(REPLY_OVER_HEADER)
    assert spans and spans[0][0] == REPLY_OVER_HEADER.index("From:") and spans[0][1] == len(REPLY_OVER_HEADER)
    assert classify(REPLY_OVER_HEADER, DEFAULT)[0] == "customer_letter"
    own_header = "From: Bruno Lima\nSent: 1 June 2026\nTo: Dispatch\nSubject: parcel\n\nThe parcel never came, please help.\n"
    assert quoted_spans(own_header) == []  # a message's own header opens it


def test_a_compound_noun_is_not_its_modifier_s_act():
    assert not _does("refund_approval", "Understood, I will raise a refund request for you now.")
    assert _does("refund_approval", "Understood, I will refund the EUR 30.00 for you now.")


def test_a_shops_promise_in_a_chat_answers_the_request():
    chat = """Hana (09:11): hi, my order 72-6610 was charged twice
Leo - BrightCart (09:12): Hello Hana, let me look at that
Hana (09:14): can you pay back the second charge?
Leo - BrightCart (09:15): I see it, I will refund it now
"""
    assert classify(chat, DEFAULT)[0] == "refund_request"
    decided = chat.replace("I will refund it now", "I have approved the refund of the second charge")
    assert classify(decided, DEFAULT)[0] == "refund_approval"


def test_a_doubtful_type_keeps_its_runner_up_and_both_scores():
    from tests.test_nlp import run

    text = "Customer: hi, just to say you refunded the 30 dollars for order 11-4093 yesterday, got it\nAgent: Great!\n"
    _, ex = run(text, DEFAULT)
    (best, top), (second, score) = ex.doc_type_scores.items()
    assert best == ex.doc_type == classify(text, DEFAULT)[0] and second != best and top >= score


def test_validation_reason_names_the_runner_up():
    from stages.validate import validate
    from tests.test_nlp import run

    text = ("Customer: hi, just to say you refunded the 30 dollars for order 11-4093 yesterday, got it\n"
            "Agent: Great to hear! Anything else?\n")
    ocr, ex = run(text, DEFAULT)
    v = validate(ex, ocr, DEFAULT)
    reasons = [r.message for r in v.rules_failed if r.rule == "doc_type_uncertain"]
    assert reasons and " vs " in reasons[0] and ex.doc_type in reasons[0]


def test_a_sentence_runs_on_over_a_line_after_a_label_that_opened_prose():
    text = ("Good news: your claim for the mirror has been accepted. The amount of CAD 89.00 will be\n"
            "credited to your account within 10 days.")
    sents = sentences(text, tokens(lemmatize(text)))
    last = sents[-1]
    assert text[last[0].start:last[-1].end].startswith("The amount")  # one sentence over the line break
    assert not any(act_in(text, s, act) for s in sents for act in _acts("refund_execution"))  # to come, not done
    assert any(act_in(text, s, act) for s in sents for act in _acts("refund_approval"))
    form = "Result: rejected\nrefund amount: EUR 20.00"
    assert len(sentences(form, tokens(lemmatize(form)))) == 2  # a label over its value still ends its line


def test_a_forms_route_is_no_quoted_mail_header():
    notice = ("Your parcel is on its way with DPD, tracking 01505050123456.\n\nFrom: Leeds depot\nTo: 12 High Street, York\n"
              "Date: 3 May 2026\n")
    assert quoted_spans(notice) == []
    assert classify(notice, DEFAULT)[0] == "shipping_notice"


@pytest.mark.parametrize("text,promised", [
    ("Your refund of CZK 1,490 is being arranged and should reach your card in 3 to 5 days.", True),  # subject noun
    ("The refund of EUR 30.00 should be on your card by Friday.", True),
    ("The damaged cushion can be refunded in full, GBP 35.00.", True),  # a modal participle: an offer
    ("The refund of EUR 30.00 will not be possible.", False),  # negated
    ("We have arranged your refund of EUR 30.00.", False),  # the noun is an object, its verb done
])
def test_a_refund_still_to_come_is_a_promise(text, promised):
    assert _does("refund_approval", text) is promised


@pytest.mark.parametrize("header", [
    "-----Ursprüngliche Nachricht-----",
    "-----Message d'origine-----",
    "Am 02.06.2026 um 09:12 schrieb Nordlicht Shop <service@nordlicht.example>:",
    "Le lun. 8 juin 2026 à 10:02, Atelier Lune <contact@lune.example> a écrit :",
    "On Tue, 9 Jun 2026 at 10:12, Brightside Lamps <orders@brightside.example>\nwrote:",
])
def test_other_languages_mail_separators_quote_the_earlier_message(header):
    text = ("Hello,\n\nit is three weeks now and nothing has come. When do I get my money?\n\nJens\n\n" + header + "\n"
            "Dear Mr Vogel, we have refunded EUR 59.90 to your card today.\n")
    spans = quoted_spans(text)
    assert spans and spans[0][0] == text.index(header.split("\n")[0]) and spans[0][1] == len(text)
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_chat_settled_by_the_shops_refusal_is_the_decision():
    chat = """Customer: I'd like to return the rain jacket from order 55-8127 for a refund, it is the wrong colour
Agent: I'm sorry, this jacket was bought in the final sale, so we are unable to refund it.
Customer: ok
"""
    assert classify(chat, DEFAULT)[0] == "refund_approval"  # the customer's words are what the refusal answered


@pytest.mark.parametrize("text", [
    "Refunds can be requested within 30 days of delivery for a full refund.",
    "Items can be returned within 30 days for a full refund of the price.",
    "A refund of the delivery charge can be issued on request.",
])
def test_a_policy_is_no_promise(text):
    assert not _does("refund_approval", text)


def test_the_writers_own_clause_after_a_report_is_the_writers():
    text = "You mentioned the box was dented, we have refunded EUR 20.00 to your card."
    assert _does("refund_execution", text)


def test_a_terse_ask_after_a_past_clause_still_asks():
    assert _does("refund_request", "it arrived broken, refund of the EUR 20.00?")


def test_an_if_is_polite_only_in_a_frame_of_thanks():
    from stages.acts import is_hypothetical

    def hypothetical(text: str, verb: str) -> bool:
        sent = _one_sentence(text)
        return is_hypothetical(sent, next(i for i, t in enumerate(sent) if text[t.start:t.end] == verb))
    assert hypothetical("If you could send the lamp back to us, the EUR 40.00 is refunded.", "refunded")  # a condition
    assert not hypothetical("It would be great if you could refund the EUR 40.00 to my card.", "refund")
    assert _does("refund_request", "It would be great if you could refund the EUR 40.00 to my card.")
