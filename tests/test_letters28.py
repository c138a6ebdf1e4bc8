"""letters28 (issue 9: a letter that mentions a warranty, a refund or a delivery is a letter; a request written as a
letter is a request; an order confirmation with a returns policy is a confirmation). What the document does outweighs
what it names: unit tests of each rule of the round, on texts of their own (not the CHECK or TUNE sets)."""

from __future__ import annotations

from stages.acts import about_near_act, asks_information, sentences, tokens, wish_denied
from stages.doctype import classify, evidence
from stages.spacy_model import lemmatize
from tests.test_nlp import DEFAULT


def _sents(text: str):
    return sentences(text, tokens(lemmatize(text)))


def _one(text: str):
    (sent,) = _sents(text)
    return sent


# --------------------------------------------------------------------------- mentions under another type's act

LATE = """Dear Sir or Madam,

Your dispatch e-mail said order 71-402 was shipped on 4 May with the courier, but the parcel has still not
arrived and the tracking page has not changed for a week. Please look into it with the carrier.

Yours faithfully,
Patrick Doherty"""


def test_a_notice_named_in_a_letter_doing_its_own_act_counts_half():
    ev = evidence(LATE, DEFAULT)
    assert ev["customer_letter"]["acts"] > 0 and not ev["shipping_notice"]["acts"]
    assert classify(LATE, DEFAULT)[0] == "customer_letter"


def test_a_title_keeps_its_full_weight_under_another_types_act():
    notice = "Shipping confirmation\n\nYour order 5512 has been dispatched today. The invoice amount is due within 14 days.\n"
    ev = evidence(notice, DEFAULT)
    assert ev["shipping_notice"]["cues"] >= 4.0  # the title, not halved


RETURNS_POLICY = """Thank you for your order, Mira!

Order 30-1180 (2 June 2026)
Walnut chopping board        EUR 54.00
Delivery                     EUR  6.00
Total                        EUR 60.00

If you are not happy, you can return any item within 30 days and we will refund you in full."""


def test_an_order_confirmation_with_a_returns_policy_stays_a_confirmation():
    assert classify(RETURNS_POLICY, DEFAULT)[0] == "order_confirmation"


def test_a_sellers_many_thanks_for_the_order_is_thanks_for_buying():
    from stages.acts import thanks_for_buying
    assert thanks_for_buying(_one("Many thanks for your order of 3 May."))
    assert not thanks_for_buying(_one("Many thanks."))


# --------------------------------------------------------------------------- the shop's acts a letter reports

def test_a_refund_credited_in_a_customers_letter_is_reported_not_done():
    text = """Dear Customer Services,

The refund for my returned jumper has been credited to my account today, thank you. Do you have the same
jumper in green?

Regards,
Harriet Cole"""
    ev = evidence(text, DEFAULT)
    assert ev["refund_execution"]["acts"] == 0
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_shops_act_in_the_readers_words_reported_is_no_act():
    text = "Hello,\n\nYour colleague told me on the phone that my refund had been approved. Which account will it go to?\n\nAbe"
    assert evidence(text, DEFAULT)["refund_approval"]["acts"] == 0


def test_an_act_before_the_readers_report_still_counts():
    # "the EFT bounced" is the writer's news; "your bank says ..." only reports the bank's reason
    text = "Hi Mr Ode, the EFT for statement 4410 (R 2,300.00) bounced - your bank says 'insufficient funds'. Please pay again."
    assert evidence(text, DEFAULT)["invoice"]["acts"] > 0


# --------------------------------------------------------------------------- a letter's own questions

def test_a_question_for_information_is_no_remedy_asked():
    assert asks_information(_one("Was that intentional?"))
    assert asks_information(_one("Which card did the money go to?"))
    assert asks_information(_one("Could you tell me which order it belongs to?"))
    assert not asks_information(_one("Could you send me a new one?"))
    assert not asks_information(_one("Can I have a size 9 instead?"))


def test_a_question_about_a_refund_received_is_a_letter():
    text = """Hello,

Thanks for the refund for the torn tent, it arrived yesterday. Which card did the money go to? I used two.

Best,
Kofi"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_what_a_question_for_information_asks_about_is_not_asked_for():
    from stages.acts import act_in
    refund = DEFAULT.doc_types["refund_request"].acts[0]
    text = "Which card did the money go back to?"
    assert not act_in(text, _one(text), refund)
    text = "Could you tell me which card the money went back to?"
    assert not act_in(text, _one(text), refund)
    text = "Could I have my money back, please?"
    assert act_in(text, _one(text), refund)


def test_a_denied_wish_asks_nothing():
    assert wish_denied(_one("I don't want to keep money that isn't mine."))
    assert not wish_denied(_one("I don't want a repair, I want my money back."))
    assert not wish_denied(_one("I want my money back."))


def test_a_negated_cue_names_nothing_done():
    text = """Hi,

I see a refund of EUR 12.00 from you on my statement but I don't remember returning anything. Could you tell me
what it is for?

Thanks,
Ola"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


# --------------------------------------------------------------------------- a new request after a complaint

def test_a_complaint_about_another_thing_is_the_new_requests_reason():
    sent = _one("I have been charged GBP 9.00 delivery for an order that was never delivered.")
    letter_acts = DEFAULT.doc_types["customer_letter"].acts
    about = [w for act in DEFAULT.doc_types["refund_request"].acts for w in act.about]
    assert about_near_act("I have been charged GBP 9.00 delivery for an order that was never delivered.",
                          sent, letter_acts, about) is False
    text = """Dear Sir,

I have been charged GBP 9.00 delivery for an order that was never delivered. I collected it from the depot myself.
Please reimburse the delivery charge.

Yours faithfully,
M. Osei"""
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_a_refund_that_never_came_is_chased_in_a_letter():
    text = """Dear Sir,

The refund of GBP 40.00 you approved on 2 May has still not arrived on my card. Please look into it.

Yours faithfully,
M. Osei"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


# --------------------------------------------------------------------------- a letter's ask and what leads up to it

def test_a_refund_told_earlier_in_a_letter_does_not_make_a_later_ask_a_remedy():
    text = """Good morning,

Your e-mail says EUR 60.00 was refunded to my card on 2 May. My bank says nothing has come in.
Can you send me the transaction reference so they can trace it?

Kind regards,
Ilse"""
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_an_ask_right_after_a_fault_is_still_its_remedy():
    text = "Hi,\n\nThe boots came in the wrong size. Can I have a 42 instead?\n\nThanks,\nOla"
    assert evidence(text, DEFAULT)["customer_letter"]["acts"] == 0  # no letter's own act: the size asked is a remedy


def test_your_ref_on_a_letterhead_names_nobodys_thing():
    from stages.cues import words
    from stages.doctype import voice_evidence
    assert voice_evidence(words("Dear Sirs,\nYour ref: DN-44102\nThe delivery note lists 14 units."))[1] < 1.0
    assert voice_evidence(words("Your order DN-44102 has shipped."))[0] == "shop"


def test_a_repair_told_of_is_not_a_repair_asked_for():
    from stages.acts import act_in
    repair = DEFAULT.doc_types["warranty_form"].acts[0]
    text = "I want to complain about the way my warranty repair was handled."
    assert not act_in(text, _one(text), repair)
    text = "I want a repair of the unit."
    assert act_in(text, _one(text), repair)


def test_a_question_after_its_condition_asks_for_information():
    assert asks_information(_one("Quick question: if I buy it now, does it still start from the delivery date?"))


def test_a_tracking_number_quoted_over_a_customers_question_is_its_subject():
    text = """Hi,

Tracking no: 4410 2291 0087
Order: GH-5521

The parcel went back to your depot, but I was in all day and nobody knocked. Could you send it out again?

Thanks,
Lena Vos"""
    ev = evidence(text, DEFAULT)
    assert classify(text, DEFAULT)[0] == "customer_letter", ev["shipping_notice"]


def test_a_shipping_notice_in_a_shops_letter_keeps_its_cues():
    text = """Dear Ms Lee,

Your order 55-1021 has been dispatched today with DPD, tracking number 1550 2231 8871.

Kind regards,
Despatch, Oakfield Books"""
    assert classify(text, DEFAULT)[0] == "shipping_notice"
