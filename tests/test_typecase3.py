"""Doc type and case grouping on shops docflow has never seen (issue 9, typecase3). Each test is
written in its own wording, not a document of `tests/doctype_fresh_docs3.py` or
`tests/case_fresh_docs.py`; the floor tests at the end hold those sets' figures."""

from __future__ import annotations

from stages.acts import act_in, sentences, tokens
from stages.doctype import addressee_voice, classify, evidence
from stages.spacy_model import lemmatize
from status.cases import derive_case, group, is_link_key, keys_of, link_form
from status.schema import ActSpec, load_schema
from tests.doctype_scores import type_score as _type_score
from tests.test_facts import make_val

DEFAULT = load_schema("default")


def _one_sentence(text: str):
    (sent,) = sentences(text, tokens(lemmatize(text)))
    return sent


# --------------------------------------------------------------------------- case keys


def test_one_identifier_printed_with_other_separators_or_look_alikes_links_its_documents():
    assert link_form("KT 9081-4") == link_form("KT-9081-4") == link_form("kt9081/4")
    assert link_form("R0-55I2") == link_form("RO-5512")  # O/0 and I/1 read either way
    assert link_form("KT-9081-4") != link_form("KT-9081-5")
    docs = {"a": make_val("a", "order_confirmation", order_id="KT 9081-4"),
            "b": make_val("b", "refund_request", order_id="KT-9081-4"),
            "c": make_val("c", "refund_request", order_id="KT-9081-5")}
    keys = {ref: keys_of(DEFAULT, v.doc_type, v) for ref, v in docs.items()}
    assert group(keys) == [["a", "b"], ["c"]]


def test_link_keys_group_but_never_name_a_case_or_show_as_its_keys():
    from status.cases import DocInput

    def doc(ref: str, order: str) -> DocInput:
        return DocInput("b1", ref, ref * 8, "refund_request", "2026-03-02", False, "document",
                        make_val(ref, "refund_request", order_id=order))

    view = derive_case(DEFAULT, [doc("x", "PX 3310"), doc("y", "PX-3310")], [])
    assert view.case.case_id in {"PX3310", "PX-3310"}
    assert not any(is_link_key(k) for k in view.case.keys_json.strip("[]").replace('"', "").split(", "))
    assert len(view.issues) == 1  # one order printed two ways is one issue


# --------------------------------------------------------------------------- acts


def test_nobody_as_the_subject_negates_the_verb():
    spec = ActSpec(words=["answer", "reply"], mood="negated")
    assert act_in("No one replies to my emails.", _one_sentence("No one replies to my emails."), spec)
    text = "Nobody has answered the phone for a week."
    assert act_in(text, _one_sentence(text), spec)


def test_what_a_request_turns_down_is_not_asked_for():
    spec = ActSpec(words=["voucher"], mood="asked")
    text = "Please pay the money to my account, not a voucher."
    assert not act_in(text, _one_sentence(text), spec)
    text = "Please send me a voucher instead."
    assert act_in(text, _one_sentence(text), spec)


def test_a_decision_stated_in_the_present_is_made():
    text = "Dear Mr Oduya,\nHaving examined the kettle, we accept the return and will credit the card used.\nSupport"
    assert evidence(text, DEFAULT)["refund_approval"]["acts"] > 0
    policy = "We accept returns within 14 days of delivery."
    assert evidence(policy, DEFAULT)["refund_approval"]["acts"] == 0  # a policy of no definite thing
    assert evidence("We are glad to confirm your order 6612 for three lamps.", DEFAULT)["order_confirmation"]["acts"] > 0


def test_a_noun_used_only_in_the_plural_matches_as_printed():
    text = "Your goods were dispatched from the depot at noon."
    assert evidence(text, DEFAULT)["shipping_notice"]["acts"] > 0


# --------------------------------------------------------------------------- voice


def test_a_salutation_to_a_role_names_the_writer():
    assert addressee_voice("Dear valued customer,\nWe regret the delay.") == "shop"
    assert addressee_voice("Hello support team,\nThe lid is broken.") == "customer"
    assert addressee_voice("Dear Anna,\nThanks.") is None
    text = "Dear customer,\nyour parcel were given to the courier today. Tracking 5512 0091 2231.\nKind regards"
    assert classify(text, DEFAULT)[0] == "shipping_notice"


def test_an_act_outweighs_a_business_buyers_we():
    text = "We ordered ten stools and two came with cracked seats. We would like EUR 90.00 back for those two."
    parts = evidence(text, DEFAULT)["refund_request"]
    assert parts["acts"] > 0 and parts["voice"] == 0.0
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_an_act_outweighs_whose_things_are_named():
    text = "Your courier left the box in the rain and the rug is ruined. We want the EUR 120.00 refunded."
    parts = evidence(text, DEFAULT)["refund_request"]
    assert parts["acts"] > 0 and parts["voice"] == 0.0


def test_in_a_chat_what_the_customer_asks_for_is_no_evidence_of_what_the_shop_sends():
    from stages.doctype import speaker_sides

    chat = ("[08:10] Tomas: my order 4410, can you send the invoice again please?\n"
            "[08:12] Lena (Birch & Co): Hi Tomas! Your order 4410 went out this morning with DPD, tracking 0155 8812 3341.\n")
    sides = speaker_sides(chat)
    assert chat[sides["customer"][0][0]:].startswith("my order") and chat[sides["shop"][0][0]:].startswith("Hi Tomas")
    assert evidence(chat, DEFAULT)["invoice"]["cues"] == 0
    assert classify(chat, DEFAULT)[0] == "shipping_notice"


def test_an_act_word_the_tagger_left_inflected_still_counts():
    text = "Please could I have the whole NZD 35.00 refunded."
    spec = ActSpec(words=["refund"], about=["$money"], mood="asked")
    assert act_in(text, _one_sentence(text), spec)


def test_a_cue_that_only_modifies_another_types_heading_noun_names_what_it_is_about():
    text = ("Refund request decision\nDear Mr Lund,\nWe looked at the blender you posted to us. It was dropped,\n"
            "so we are unable to reimburse it.\nReturns desk\n")
    assert evidence(text, DEFAULT)["refund_request"]["cues"] == 0
    form = "Refund request form\nName: Ola Lund\nOrder no.: 55812\nReason: arrived dented\n"
    assert evidence(form, DEFAULT)["refund_request"]["cues"] > 0  # "form" is no other type's word


def test_a_terse_message_naming_its_thing_by_number_is_about_that_thing():
    text = "Hi Ruth, all sorted! Order 8823: one oak stool, NZD 140.00, pick-up Thursday.\nTim"
    assert evidence(text, DEFAULT)["order_confirmation"]["topic"] > 0
    assert classify(text, DEFAULT)[0] == "order_confirmation"
    text = "Your order 8823 has been shipped. Order 8823 left our store today with CourierPost."
    assert evidence(text, DEFAULT)["order_confirmation"]["topic"] == 0  # a sentence does an act: that says it


def test_acts_of_one_sides_types_outweigh_whose_things_are_named():
    text = ("Regarding your van's visit on Monday: three of the tiles were chipped.\n"
            "We are claiming back NZD 66.00 for those three.\nFacilities, Harbour Dental")
    parts = evidence(text, DEFAULT)
    assert parts["refund_request"]["acts"] > 0 and parts["refund_execution"]["voice"] == 0.0
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_a_request_naming_nobody_asks_for_the_writer():
    spec = ActSpec(words=["credit"], about=["$money"], mood="asked", whose="writer")
    text = "Kindly raise a credit of EUR 48.00 for the broken tiles pls."
    assert act_in(text, _one_sentence(text), spec)
    text = "Please give her a credit of EUR 48.00 for the broken tiles."
    assert not act_in(text, _one_sentence(text), spec)  # a third party's, not the writer's


def test_asking_someone_to_look_at_a_fault_asks_for_an_inspection():
    text = "The oven door hinge has snapped. Could an engineer come and look at it? It is ten months old."
    assert evidence(text, DEFAULT)["warranty_form"]["acts"] > 0
    again = "You turned down my claim. Could you look at it again, please?"
    assert classify(again, DEFAULT)[0] == "customer_letter"  # looking again at a decision is a follow-up


# --------------------------------------------------------------------------- floors


def test_fourth_fresh_set_floor():
    """Untouched 39/48 right, 2 wrong unflagged (see the module's docstring); after typecase3 45/48, none unflagged."""
    from tests.doctype_fresh_docs3 import FRESH_DOCS3

    right, silent = _type_score(FRESH_DOCS3)
    assert right >= 45 and silent == 0


def test_older_fresh_sets_keep_their_typecase3_figures():
    from tests.doctype_fresh_docs import FRESH_DOCS
    from tests.doctype_fresh_docs2 import FRESH_DOCS2
    from tests.doctype_unseen_docs import DOCS

    assert _type_score(DOCS) == (44, 0)
    assert _type_score(FRESH_DOCS)[0] >= 22 and _type_score(FRESH_DOCS)[1] == 0
    assert _type_score(FRESH_DOCS2)[0] >= 42 and _type_score(FRESH_DOCS2)[1] == 0


def test_check_set_floor():
    """Written after the changes and scored once: 11/15 right, 2 wrong unflagged; 12/15, none unflagged
    after the later general changes (see the module's docstring)."""
    from tests.typecase3_check_docs import CHECK_DOCS

    right, silent = _type_score(CHECK_DOCS)
    assert right >= 12 and silent == 0


def test_case_grouping_floors():
    """Fresh cases: untouched F1 0.594, after typecase3 0.657; check cases scored once: 0.667."""
    from tests.case_fresh_docs import case_f1
    from tests.typecase3_check_docs import CHECK_CASES

    assert case_f1()[2] >= 0.65
    assert case_f1(CHECK_CASES)[2] >= 0.66


def test_overlapping_form_cues_count_once():
    from stages.doctype import _apart

    assert _apart([(1.0, 10, 22), (1.0, 15, 22), (1.0, 0, 5)]) == [1.0, 1.0]  # "Kind regards" holds "regards"
    text = "Hello,\nthe stool is still not here.\nKind regards\nIlse"
    assert evidence(text, DEFAULT)["customer_letter"]["cues"] == 2.0  # "Hello" and one closing


def test_a_letters_form_round_another_types_act_is_that_letter():
    text = ("Good morning - I am on leave until the 14th, answers may take a while.\n\n"
            "The kettle from order 33812 leaks at the base. Could you please pay my NZD 49.00 back?\n"
            "Best wishes and kind regards,\nJo")
    parts = evidence(text, DEFAULT)
    assert parts["refund_request"]["acts"] > 0 and parts["customer_letter"]["acts"] == 0
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_a_label_inside_a_running_sentence_is_weaker_evidence_than_a_forms_label():
    from stages.doctype import _in_prose

    text = "Hi Lea,\nwe are pleased to refund the EUR 30.00 for the cracked mug.\nBest, Tom"
    assert _in_prose(text, text.index("refund the"))
    assert not _in_prose("Refund amount: EUR 30.00", 0)
    assert evidence(text, DEFAULT)["refund_request"]["fields"] < 1.0
