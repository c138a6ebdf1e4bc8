"""The customer's expectation and the customer's number by evidence (expect7 round): which of several asks is the
matter's, in which channel it is written; which labelled number is the customer's with the shop. Each test is worded
on its own, not a document of `tests/expect_fresh_docs7.py`; the last tests hold the round's sets as floors.

Fresh sets, scored with `tests.fields_fresh_docs.score` (customer_id, customer_expectation):
    TUNING set (tests/expect_fresh_docs7.py, 47 docs): untouched 36/51 (ids 23/23 and 1 hallucinated, expectations
        13/28); after the round 45/51 (ids 23/23, none hallucinated; expectations 22/28). Left: six letters whose type
        is misread (a warranty form, a shipping notice: no expectation field).
    CHECK set (tests/expect_fresh_docs7_check.py, 14 docs, scored only before and after, never tuned on): untouched
        13/21 (ids 9/11, expectations 4/10), after the round 16/21 (ids 10/11, expectations 6/10), none hallucinated.
        Left: four documents whose type is misread (a chat and a subject-line e-mail read as warranty forms, a call
        note as an invoice), and "..., but above all I expect ..." kept whole.
"""

from __future__ import annotations

from tests.field_checks import field, holds_floor


def customer_id(text: str) -> str | None:
    return field(text, "customer_id")


def expectation(text: str) -> str | None:
    return field(text, "customer_expectation")


# --------------------------------------------------------------------------- customer's number


def test_a_bare_account_beside_a_banks_details_is_not_the_customers_number():
    text = ("Lakeside Garden Tools\nDispatch note\n\nClient acct: LG-40-7712\nOrder: 55019\n"
            "BSB 062-000, account 10442871 (refunds only)\n\nShipped 03/05/2026 with StarTrack, tracking ST44190021.\n")
    assert customer_id(text) == "LG-40-7712"


def test_an_account_under_a_banks_iban_names_no_customer():
    text = ("Refund paid\nWe refunded EUR 18.00 on 11/04/2026.\nTo: IBAN NL91 ABNA 0417 1643 00\n"
            "Name: Joost Bakker\nAccount: 0417164300\n")
    assert customer_id(text) is None


def test_an_account_label_of_a_shops_form_over_its_holders_name_keeps_its_number():
    text = ("Repair claim form\nOur reference: RC-2291\nAcct #: P/40019\nAccount holder: Mina Park\n"
            "Product: hand mixer\nFault: the motor stops after a minute\n")
    assert customer_id(text) == "P/40019"


def test_a_customer_label_with_a_name_beside_it_gives_no_postcode_below():
    text = "ORDER CONFIRMATION\nCustomer: Lotte Brandt\n20095 Hamburg\nOrder 66120\nTotal EUR 54.00\n"
    assert customer_id(text) is None


def test_a_payment_cards_number_under_an_account_label_is_no_customer_number():
    text = ("REFUND APPROVED\nAccount: 4921-7710-3382-1190\nCase 7712\n"
            "Dear Ms Ruiz, we approved your refund of EUR 20.00 on 02/05/2026.\n")
    assert customer_id(text) is None


def test_a_date_in_words_under_an_account_label_is_no_id_though_the_scan_joined_it():
    """A scan's "12March2026" under "In your account by:" dates the money's arrival: no customer's number."""
    from stages import rules

    text = "Refund approved:\n107.94 GBP\nAccount:\n12March2026\n"
    i = text.index("Account")
    assert rules.labelled_id(text, rules.CueHit("customer_id", i, i + len("Account")), []) is None


def test_a_trade_customers_dealer_number_is_the_customers_number():
    text = ("From: Lars Holm <lars@holmcycles.example>\nTo: returns@nordgear.example\nSubject: return\n\n"
            "Hello, about our order NG-55120, dealer no. 30917. Two of the pumps leak. Please credit them to our "
            "account.\n\nLars Holm\n")
    assert customer_id(text) == "30917"


# --------------------------------------------------------------------------- expectation


def test_an_ask_as_a_question_is_the_request():
    text = ("Hi,\n\nThe picnic blanket from order PB-3310 has a torn seam. Can you exchange it for a new one?\n\n"
            "Thanks,\nRuth Okoro\n")
    assert expectation(text) == "Can you exchange it for a new one?"


def test_an_offer_as_a_question_is_no_request():
    text = ("Hi,\n\nThe picnic blanket from order PB-3310 has a torn seam. Would you like me to send photos?\n\n"
            "Thanks,\nRuth Okoro\n")
    assert expectation(text) is None


def test_what_the_customer_turns_to_after_what_they_do_not_want_is_the_request():
    text = ("Hello,\n\nThe heater from order HT-7710 rattles. I don't need a repair, I need a new heater.\n\n"
            "Regards,\nJonas Berg\n")
    assert expectation(text) == "I need a new heater"


def test_the_wish_after_but_is_the_request():
    text = ("Hello,\n\nThe heater from order HT-7710 rattles. A voucher would be kind, but really I expect a full refund.\n\n"
            "Regards,\nJonas Berg\n")
    assert expectation(text) == "I expect a full refund"


def test_the_customers_turn_of_an_untimed_chat_not_the_agents():
    text = ("Customer: hi, the vacuum from order 7712 broke after a week\n"
            "Customer: please refund me, it was a faulty one\n"
            "Agent: Sorry to hear that! Could you confirm your postcode?\n"
            "Customer: LS6 2AB\n")
    assert expectation(text) == "please refund me, it was a faulty one"


def test_the_subject_line_asks_when_the_body_only_tells():
    text = ("From: h.lund@post.example\nTo: shop@nordlys.example\nSubject: Please refund the cracked bowl, order NL-4410\n\n"
            "Hi,\n\nThe bowl came in two pieces. Photo attached.\n\nHanne Lund\n")
    assert expectation(text) == "Please refund the cracked bowl, order NL-4410"


def test_a_hope_is_a_wish_though_a_greetings_hope_is_none():
    text = ("Dear team,\n\nI hope you are well. I was hoping you could send the missing legs for the stool (order ST-2201) "
            "soon.\n\nBest,\nOmar Said\n")
    assert expectation(text) == "I was hoping you could send the missing legs for the stool (order ST-2201) soon"


def test_a_letters_courtesy_request_is_not_the_matters():
    text = ("Hello,\n\nThe rice cooker from order RC-2290 does not heat. Please refund the cooker. Please do not "
            "hesitate to call me if you have questions.\n\nRegards,\nAiko Mori\n")
    assert expectation(text) == "Please refund the cooker"


def test_a_side_remark_after_the_ask_is_not_the_request():
    text = ("Hello,\n\nThe rice cooker from order RC-2290 does not heat. Please send a replacement cooker. Please also "
            "pass my thanks to the driver.\n\nRegards,\nAiko Mori\n")
    assert expectation(text) == "Please send a replacement cooker"


# --------------------------------------------------------------------------- floors on the round's sets


def test_fresh_expect7_tuning_floor():
    from tests.expect_fresh_docs7 import FRESH7_DOCS
    from tests.fields_fresh_docs import score

    holds_floor(score(FRESH7_DOCS), customer_id=23, customer_expectation=22)


def test_fresh_expect7_check_floor():
    from tests.expect_fresh_docs7_check import CHECK7_DOCS
    from tests.fields_fresh_docs import score

    holds_floor(score(CHECK7_DOCS), customer_id=10, customer_expectation=6)
