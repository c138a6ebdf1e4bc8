"""letters29 (issue 9: who writes and what the writer does decide a document's type): unit tests of each rule of the
round, on texts of their own (not the CHECK or TUNE sets)."""

from __future__ import annotations

from stages.acts import (asks_information, asks_of_own_case, denied_wish_at, foreign_act_in, foreign_policy,
                         foreign_sentences, sentences, stem_found, tokens)
from stages.doctype import classify, evidence, voice_evidence, words
from stages.spacy_model import lemmatize
from tests.test_nlp import DEFAULT


def _sents(text: str):
    return sentences(text, tokens(lemmatize(text)))


def _one(text: str):
    (sent,) = _sents(text)
    return sent


# --------------------------------------------------------------------------- a rule in another language is no act

def test_a_foreign_refund_rule_is_no_act():
    approval = DEFAULT.doc_types["refund_approval"].acts
    for text in ("Die Erstattung erfolgt innerhalb von 10 Tagen nach Eingang der Ware.",  # a deadline from an event
                 "Si vous renvoyez l'article, nous vous rembourserons sous 14 jours.",  # a condition
                 "Het bedrag wordt terugbetaald zodra wij het pakket hebben ontvangen.",  # "once"
                 "Il rimborso sarà effettuato entro 10 giorni dalla ricezione del reso."):
        (sent,) = foreign_sentences(text)
        assert foreign_policy(text, sent)
        assert not any(foreign_act_in(text, sent, act) for act in approval), text


def test_a_foreign_decision_on_this_case_is_still_an_act():
    approval = DEFAULT.doc_types["refund_approval"].acts
    text = "Wir haben Ihre Rücksendung geprüft und die Erstattung von 39,90 EUR genehmigt."
    (sent,) = foreign_sentences(text)
    assert not foreign_policy(text, sent, "done")
    assert any(foreign_act_in(text, sent, act) for act in approval)
    text = "Das Paket wurde heute an den Paketdienst übergeben."  # a definite event, an article for subject
    (sent,) = foreign_sentences(text)
    assert not foreign_policy(text, sent, "done")


def test_an_umlaut_spelled_out_is_read_as_its_letter():
    assert stem_found("bestellbestaetigung", "confirm") == stem_found("bestellbestatigung", "confirm")


def test_a_german_confirmation_with_a_refund_rule_is_a_confirmation():
    text = """Bestellbestaetigung

Guten Tag Herr Lindner,
vielen Dank fuer Ihre Bestellung.

Bestellnummer: KB-55102
1 x Wanderschuhe Gr. 44      EUR 129,00
Versand                      EUR   4,90
Gesamtsumme                  EUR 133,90

Die Erstattung erfolgt innerhalb von 14 Tagen nach Eingang der Ruecksendung."""
    assert classify(text, DEFAULT)[0] == "order_confirmation"


# --------------------------------------------------------------------------- questions about a warranty

def test_a_question_clause_after_a_colon_asks_for_information():
    assert asks_information(_one("One thing first: is the guarantee still valid if I move abroad, say to Spain?"))


def test_a_question_about_the_terms_is_a_letter():
    text = """Dear Harrow Home,

We are about to buy a washing machine. Is the three-year guarantee you advertise also valid for a holiday home?

Kind regards,
Beatrice Lowe"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_question_of_the_writers_own_case_asks_for_the_cover():
    assert asks_of_own_case(_one("Is this covered by the guarantee?"))
    assert not asks_of_own_case(_one("Does the guarantee cover the battery?"))


# --------------------------------------------------------------------------- asks for money back

def test_a_denied_wish_governs_its_own_clause_only():
    sent = _one("I don't want it repaired - I would like my money refunded.")
    at = {t.lemma[:5]: k for k, t in enumerate(sent)}  # ("refunded": its lemma by the tagger's reading)
    assert denied_wish_at(sent, at["repai"])
    assert not denied_wish_at(sent, at["refun"])
    sent = _one("I don't want replacements, just the money put back on my card.")
    assert not denied_wish_at(sent, [k for k, t in enumerate(sent) if t.lemma == "back"][0])


def test_a_pronoun_for_the_money_of_the_sentence_before_is_asked_back():
    text = """Hi,

The kite I ordered arrived with a snapped spar. I paid 35 dollars for it. Can I have that back?

Thanks,
Jo"""
    assert evidence(text, DEFAULT)["refund_request"]["acts"] > 0
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_once_as_a_number_sets_no_condition():
    text = "hi, you took the money for order 8812 two times. i only want to pay once, so can you give me one of them back? Mo"
    assert evidence(text, DEFAULT)["refund_request"]["acts"] > 0


def test_a_fee_asked_back_is_no_repair_asked():
    text = "I am asking you to refund the £30 repair fee, as the repair was covered by the guarantee."
    repair = DEFAULT.doc_types["warranty_form"].acts
    from stages.acts import act_in
    sent = _one(text)
    assert not any(act_in(text, sent, a) for a in repair)
    assert any(act_in(text, sent, a) for a in DEFAULT.doc_types["refund_request"].acts)


def test_a_repair_asked_for_is_still_a_repair():
    from stages.acts import act_in
    text = "Please repair the kettle under the guarantee."
    sent = _one(text)
    assert any(act_in(text, sent, a) for a in DEFAULT.doc_types["warranty_form"].acts)


# --------------------------------------------------------------------------- the writer's voice in every letter

def test_your_message_that_told_something_is_the_shops_side():
    assert voice_evidence(words("I got your e-mail saying the parcel was sent."))[0] == "customer"
    assert voice_evidence(words("Your order has shipped."))[0] == "shop"


def test_a_letter_quoting_a_tracking_number_to_ask_about_it_is_a_letter():
    text = """Hi,

My parcel JJD000390007788 has shown "out for delivery" for four days. Could you chase it from your side? Order 44-120.

Thanks,
Femi"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_refund_asked_in_a_letter_outweighs_its_form():
    text = """hi, i ordered the bookcase (order BC-2210) yesterday but it won't fit the room after all.
i paid 189 euro already, could i have that back please? it hasnt left yet i hope.
thanks, Lena"""
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_a_shipping_notice_in_a_letters_layout_stays_a_notice():
    text = """Hi Ana,

Your order 77-310 was dispatched today with DHL. Tracking number: 00340434161234567890.

Thanks for shopping with us,
Pine & Pebble"""
    assert classify(text, DEFAULT)[0] == "shipping_notice"
