"""Doc type on unseen documents, sixth round (issue 9, typecase5). Each test is written in its own wording, not a
document of `tests/doctype_fresh_docs5.py` or the check set; the floor tests at the end hold those sets' figures."""

from __future__ import annotations

from stages.acts import act_in, has_amount, sentences, tokens
from stages.doctype import classify, evidence
from stages.spacy_model import lemmatize
from status.schema import ActSpec, load_schema
from tests.doctype_scores import type_score as _type_score

DEFAULT = load_schema("default")


def _sentences(text: str):
    return sentences(text, tokens(lemmatize(text)))


def _one_sentence(text: str):
    (sent,) = _sentences(text)
    return sent


def _acts(text: str, doc_type: str) -> float:
    return evidence(text, DEFAULT)[doc_type]["acts"]


# --------------------------------------------------------------------------- money


def test_a_number_followed_by_a_currencys_name_is_money():
    assert has_amount("we owe you 12,300 shillings") and has_amount("about 7 500 forints") and has_amount("60 CFA francs")
    assert has_amount("paid 18 euros")
    assert not has_amount("for 3 nights") and not has_amount("2 real issues") and not has_amount("order 5520")


def test_money_named_by_its_currency_word_is_what_an_act_is_about():
    text = "We have sent 9,800 shillings back to your M-Pesa number for the cracked flask."
    assert _acts(text, "refund_execution") > 0


# --------------------------------------------------------------------------- sentences and reach


def test_a_chat_speakers_stamped_label_is_no_part_of_the_sentence():
    chat = "Helpdesk 09:12: Apologies Ruth, opened earbuds are hygiene items, I can't accept a return of those."
    first, rest = _sentences(chat)
    assert chat[first[0].start:first[-1].end] == "Helpdesk 09:12:"
    assert _acts(chat, "refund_approval") > 0  # "Helpdesk" no longer reads as a command opening the sentence
    once = "Outcome: rejected\nThe item was used, so we cannot refund the EUR 9.00."
    assert len(_sentences(once)) == 2 and "Outcome" in once[:_sentences(once)[0][-1].end]  # a one-off label stays


def test_an_acts_thing_may_stand_anywhere_in_the_verbs_own_clause():
    text = "Hi Noor, I have put aside and reserved the walnut desk in the larger size for you, Ms Haddad, 14,200 pesos."
    assert _acts(text, "order_confirmation") > 0
    spec = ActSpec(words=["return"], about=["money"], mood="done")
    far = "The parcel was returned to the depot, and we will look into the money next week."
    assert not act_in(far, _one_sentence(far), spec)  # another verb ends the clause


def test_a_phrasal_verbs_particle_may_follow_a_longer_object():
    spec = ActSpec(words=["put back"], about=["$money"], mood="done")
    text = "I have put the 30.00 dollars back on your card."
    assert act_in(text, _one_sentence(text), spec)


# --------------------------------------------------------------------------- grammar of acts


def test_a_request_to_you_asks_for_the_writer():
    spec = ActSpec(words=["refund"], about=["$money"], mood="asked", whose="writer")
    text = "Could you refund the EUR 14.00 for the torn bag?"
    assert act_in(text, _one_sentence(text), spec)
    other = "Could you refund your customer the EUR 14.00?"  # the reader's own customer: not the writer's money
    assert not act_in(other, _one_sentence(other), spec)


def test_a_charge_reversed_is_money_asked_back():
    assert _acts("The parking fee was taken twice. Please reverse the second charge of EUR 6.50.", "refund_request") > 0


def test_kindly_asks_as_please_does():
    assert _acts("Kindly settle the GBP 80.00 for the boiler service by Friday.", "invoice") > 0


def test_a_predicate_after_remain_is_about_its_subject():
    assert _acts("The sum of 74.20 dollars for the July cleaning remains open on your account.", "invoice") > 0


def test_an_action_named_as_a_noun_and_declared_impossible_is_a_refusal():
    spec = ActSpec(words=["refund"], about=["$money", "it"], mood="refused")
    for text in ("Since the seal is broken, a refund of the GBP 40.00 is not possible.", "No refund is possible for it."):
        assert act_in(text, _one_sentence(text), spec)
    for text in ("A refund of the GBP 40.00 is possible within 30 days.", "A refund is not possible yet, we wait for it."):
        assert not act_in(text, _one_sentence(text), spec)


def test_a_headlines_passive_may_close_with_how_it_was_done():
    assert _acts("Hi Ravi, table for six on Friday, deposit of 2,000 rupees received with thanks.", "order_confirmation") > 0


def test_a_failed_collection_is_a_bill_still_owed():
    assert _acts("Dear Ms Ito, your direct debit for the June fee was returned unpaid by your bank.", "invoice") > 0
    assert _acts("We could not collect the monthly fee of 25.00 dollars from your card.", "invoice") > 0
    assert _acts("We could not refund the 25.00 dollars to your card.", "invoice") == 0


def test_a_question_for_news_neither_asks_for_the_act_nor_reports_it():
    text = "Has somebody repaired the kettle I sent in?"
    assert _acts(text, "warranty_form") == 0 and _acts("Could somebody repair the kettle I sent in?", "warranty_form") > 0
    text = "Did you ship the chairs already?"
    assert _acts(text, "shipping_notice") == 0


def test_a_things_present_progressive_said_of_now_is_under_way():
    assert _acts("Good morning, your parcel is leaving our warehouse this afternoon with Econt.", "shipping_notice") > 0
    assert _acts("Your parcel is leaving our warehouse next week.", "shipping_notice") == 0  # an arrangement to come
    spec = ActSpec(words=["refund"], about=["$money"], mood="done")
    text = "We are refunding the EUR 20.00 today."  # a person's progressive: an arrangement, no report
    assert not act_in(text, _one_sentence(text), spec)


def test_a_wait_reported_is_a_follow_up_and_its_restated_request_no_new_one():
    text = "The mixer we sent in for repair is still pending with your workshop."  # the tagger lemmatizes "pending" oddly
    assert _acts(text, "customer_letter") > 0
    text = ("Hello,\nMy coffee machine sent for warranty repair in April is still pending with you.\n"
            "Kindly replace the unit by 30 June.\nRegards, Tomas")
    parts = evidence(text, DEFAULT)
    assert parts["customer_letter"]["acts"] > 0 and parts["warranty_form"]["acts"] == 0
    assert classify(text, DEFAULT)[0] == "customer_letter"


# --------------------------------------------------------------------------- floors


def test_sixth_fresh_set_floor():
    """Untouched 27/40 right, 3 wrong unflagged; after typecase5 35/40, 1 unflagged."""
    from tests.doctype_fresh_docs5 import FRESH_DOCS5

    right, silent = _type_score(FRESH_DOCS5)
    assert right >= 35 and silent <= 1


def test_older_fresh_sets_keep_their_typecase5_figures():
    from tests.doctype_fresh_docs import FRESH_DOCS
    from tests.doctype_fresh_docs2 import FRESH_DOCS2
    from tests.doctype_fresh_docs3 import FRESH_DOCS3
    from tests.doctype_fresh_docs4 import FRESH_DOCS4
    from tests.doctype_unseen_docs import DOCS
    from tests.typecase4_check_docs import CHECK_DOCS

    assert _type_score(DOCS) == (44, 0)
    assert _type_score(FRESH_DOCS)[0] >= 22 and _type_score(FRESH_DOCS)[1] == 0
    assert _type_score(FRESH_DOCS2)[0] >= 43 and _type_score(FRESH_DOCS2)[1] == 0
    assert _type_score(FRESH_DOCS3)[0] >= 46 and _type_score(FRESH_DOCS3)[1] == 0
    assert _type_score(FRESH_DOCS4)[0] >= 40 and _type_score(FRESH_DOCS4)[1] == 0
    assert _type_score(CHECK_DOCS)[0] >= 13 and _type_score(CHECK_DOCS)[1] == 0


def test_check_set_floor():
    """Written with the fresh set, scored once after the changes: 11/16 right, 1 wrong unflagged (main: 10/16, 1
    unflagged). See the module's docstring."""
    from tests.typecase5_check_docs import CHECK_DOCS5

    right, silent = _type_score(CHECK_DOCS5)
    assert right >= 11 and silent <= 1
