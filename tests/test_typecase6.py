"""Doc type on unseen documents, seventh round (issue 9, typecase6). Each test is written in its own wording, not a
document of `tests/doctype_fresh_docs6.py` or the check set; the floor tests at the end hold those sets' figures."""

from __future__ import annotations

from stages.acts import act_in, sentences, tokens
from stages.doctype import classify, evidence, quoted_spans, speaker_sides
from stages.spacy_model import lemmatize
from status.schema import ActSpec, load_schema
from tests.doctype_scores import type_score as _type_score

DEFAULT = load_schema("default")


def _one_sentence(text: str):
    (sent,) = sentences(text, tokens(lemmatize(text)))
    return sent


def _acts(text: str, doc_type: str) -> float:
    return evidence(text, DEFAULT)[doc_type]["acts"]


# --------------------------------------------------------------------------- terse operator notes


def test_an_ids_letters_opening_a_note_are_no_command():
    text = "tk 44102 - 120.00 refunded to mastercard this morning."
    assert _acts(text, "refund_request") == 0 and _acts(text, "refund_execution") > 0
    assert classify(text, DEFAULT)[0] == "refund_execution"


def test_a_headline_passive_may_close_with_where_it_went():
    assert _acts("Balance of 35.50 dollars credited to your wallet.", "refund_execution") > 0


def test_a_notes_opening_participle_is_done():
    assert _acts("Booked in as SO-7731, 12,400 rupees for the three desks.", "order_confirmation") > 0
    assert _acts("Shipped via Aramex this morning, your two cartons of gauze.", "shipping_notice") > 0


def test_an_order_put_into_the_system_is_taken_in():
    assert _acts("Hi Ayesha, that's entered - order 88120, AED 410.00, out on Sunday.", "order_confirmation") > 0
    assert _acts("We have captured your order for the two walkers, R 3,400.00.", "order_confirmation") > 0
    assert _acts("We have captured your refund of R 3,400.00.", "order_confirmation") == 0


# --------------------------------------------------------------------------- chasers and letters


def test_a_verbless_question_for_news_is_a_chaser():
    for text in ("Any news regarding the reimbursement for my cracked lamp?", "status of my refund pls?"):
        parts = evidence(text, DEFAULT)
        assert parts["refund_request"]["acts"] == 0 and parts["customer_letter"]["acts"] > 0, text
        assert classify(text, DEFAULT)[0] == "customer_letter"
    form = "booking: HB-1102\nstatus: confirmed\ntotal: 4,200 baht"  # a form's "status:" asks nothing
    assert evidence(form, DEFAULT)["customer_letter"]["acts"] == 0


def test_a_chaser_the_shop_answers_in_a_chat_is_settled_by_the_answer():
    chat = ("Omar 10:00\nany update on the credit?\nSupport 10:04\nYes, AED 90.00 went to your card yesterday, ref CR-1120.")
    assert evidence(chat, DEFAULT)["customer_letter"]["acts"] == 0


def test_still_nothing_is_a_wait_reported():
    assert _acts("Still no word from your returns desk about the faulty scales.", "customer_letter") > 0
    assert _acts("There is still nothing on my account for the returned boots.", "customer_letter") > 0
    assert _acts("No need to send the scales back.", "customer_letter") == 0


def test_asking_only_for_a_document_to_be_made_is_a_letter():
    text = "The delivery was two cartons short. Please send a corrected bill for the 8 cartons we got. Harbour Cafe"
    parts = evidence(text, DEFAULT)
    assert parts["customer_letter"]["acts"] > 0 and parts["invoice"]["keywords"] == 0
    assert classify(text, DEFAULT)[0] == "customer_letter"
    asks_money = "Four mugs were chipped. Please issue a credit note for EUR 16.00."
    assert evidence(asks_money, DEFAULT)["customer_letter"]["acts"] == 0


def test_a_colon_less_re_line_names_what_is_answered():
    text = "Re bill 20417 - the cleaning on Monday was never done. Please send a corrected bill. Flat 4"
    parts = evidence(text, DEFAULT)
    assert parts["invoice"]["keywords"] == 0
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_a_bare_forwards_own_quotes_are_still_quoted():
    text = ("Fwd: my order\n---------- Forwarded message ---------\nFrom: Ken Ito\n"
            "Nobody has answered me about the broken kettle for a week now.\n> I would like a refund of USD 45.00 please")
    spans = quoted_spans(text)
    assert spans and all(text[s0:e0].lstrip().startswith(">") for s0, e0 in spans)
    assert evidence(text, DEFAULT)["refund_request"]["acts"] == 0


# --------------------------------------------------------------------------- decisions, confirmations, bills


def test_an_action_denied_as_an_adjective_is_a_refusal():
    spec = ActSpec(words=["refund", "return"], about=["it", "item", "$money"], mood="refused")
    for text in ("Sorry, this item is not refundable.", "Opened sterile packs are non-returnable, it says so on the box.",
                 "The 30.00 dollars deposit is nonrefundable."):
        assert act_in(text, _one_sentence(text), spec), text
    for text in ("This item is fully refundable.", "Is it returnable?"):
        assert not act_in(text, _one_sentence(text), spec), text


def test_a_chat_speakers_role_label_gives_its_side():
    chat = "Guest 18:02\ncan the gloves go back?\nAgent Priya 18:05\nno, gloves are non-returnable once opened, sorry."
    sides = speaker_sides(chat)
    assert chat[sides["customer"][0][0]:].startswith("can the gloves") and chat[sides["shop"][0][0]:].startswith("no,")
    assert classify(chat, DEFAULT)[0] == "refund_approval"


def test_acknowledging_receipt_of_an_order_is_its_confirmation():
    assert _acts("We acknowledge receipt of your order for 12 walking frames.", "order_confirmation") > 0


def test_a_dispatch_expected_is_no_dispatch_told():
    text = "Order no. 5512 received, EUR 210.00.\nExpected despatch: 14 May"
    assert evidence(text, DEFAULT)["shipping_notice"]["cues"] == 0
    assert evidence("Despatched: 14 May\nOrder no. 5512", DEFAULT)["shipping_notice"]["cues"] > 0


def test_a_bounced_transfer_is_a_bill_still_owed():
    assert _acts("Your EFT of R 2,300.00 for the March statement bounced.", "invoice") > 0
    assert _acts("The cheque for 410.00 dollars was rejected by the bank.", "invoice") > 0


# --------------------------------------------------------------------------- floors


def test_seventh_fresh_set_floor():
    """Untouched 26/39 right, 7 wrong unflagged; after typecase6 see the module `tests/doctype_fresh_docs6.py`."""
    from tests.doctype_fresh_docs6 import FRESH_DOCS6

    right, silent = _type_score(FRESH_DOCS6)
    assert right >= 35 and silent <= 2


def test_seventh_case_set_floor():
    """Untouched F1 0.629, doc type 10/13; after typecase6 the same F1, doc type 13/13 (`tests/case_fresh_docs6.py`)."""
    from tests.case_fresh_docs import case_f1, grouping
    from tests.case_fresh_docs6 import CASE_DOCS6

    assert case_f1(CASE_DOCS6)[2] >= 0.62
    _, seen = grouping(CASE_DOCS6)
    assert sum(seen[f"d{i:02d}"]["doc_type"] == t for i, (_, t, _) in enumerate(CASE_DOCS6)) >= 13


def test_check_set_floor():
    """Written before the changes and scored once before (11/16, 2 unflagged) and once after: 13/16 right, 1 wrong and
    unflagged (`tests/typecase6_check_docs.py`)."""
    from tests.typecase6_check_docs import CHECK_DOCS6

    right, silent = _type_score(CHECK_DOCS6)
    assert right >= 13 and silent <= 1


def test_earlier_check_sets_keep_their_figures():
    """typecase5's check set went from 11/16 (1 unflagged) to 13/16 (none unflagged) with these changes."""
    from tests.typecase5_check_docs import CHECK_DOCS5

    assert _type_score(CHECK_DOCS5) >= (13, 0) and _type_score(CHECK_DOCS5)[1] == 0
