"""Doc type and case grouping on unseen documents, fifth round (issue 9, typecase4). Each test is written in its
own wording, not a document of `tests/doctype_fresh_docs4.py`, `tests/case_fresh_docs2.py` or the check set;
the floor tests at the end hold those sets' figures."""

from __future__ import annotations

from stages.acts import act_in, sentences, tokens
from stages.doctype import classify, evidence, replier_voice
from stages.spacy_model import lemmatize
from status.cases import bare_link_form, group, keys_of
from status.schema import ActSpec, load_schema
from tests.doctype_scores import type_score as _type_score
from tests.test_facts import make_val

DEFAULT = load_schema("default")


def _one_sentence(text: str):
    (sent,) = sentences(text, tokens(lemmatize(text)))
    return sent


# --------------------------------------------------------------------------- grammar of acts


def test_a_command_opening_with_its_verb_is_a_request():
    spec = ActSpec(words=["refund"], about=["$money"], mood="asked", whose="writer")
    assert act_in("Refund the GBP 18.00 for the torn cushion.", _one_sentence("Refund the GBP 18.00 for the torn cushion."), spec)
    text = "Thank you for the GBP 18.00 refund."
    assert not act_in(text, _one_sentence(text), spec)  # thanks are no command


def test_a_notes_participle_with_its_object_is_past():
    spec = ActSpec(words=["ship"], about=["order"], mood="done")
    text = "ok - shipped the order for Mrs Ito via Yamato."
    assert act_in(text, _one_sentence(text), spec)


def test_a_phrasal_verbs_past_taken_for_a_participle_is_past():
    spec = ActSpec(words=["sign off"], about=["claim"], mood="done", by="not_reader")
    text = "Good news: accounts signed off on the claim for the sink."  # the tagger reads "signed" as a participle
    assert act_in(text, _one_sentence(text), spec)


def test_a_participle_closing_its_noun_phrase_is_a_headlines_passive():
    spec = ActSpec(words=["approve"], about=["refund"], mood="done", whose="other", by="not_reader")
    text = "Mo, order 3310 - refund of USD 41.500 approved, it goes back by transfer."  # "approved": a participle
    assert act_in(text, _one_sentence(text), spec)


def test_a_decision_verb_negated_in_the_passive_is_a_refusal_but_not_a_wait():
    spec = ActSpec(words=["approve"], about=["claim"], mood="refused", whose="other")
    text = "After the inspection the claim was not approved."
    assert act_in(text, _one_sentence(text), spec)
    text = "The claim has not been approved yet."
    assert not act_in(text, _one_sentence(text), spec)


def test_a_negation_of_another_clause_does_not_negate_the_action():
    spec = ActSpec(words=["refund"], about=["$money"], mood="promised", whose="other")
    text = "Since a swap is not available we will refund the EUR 54.00 in full."
    assert act_in(text, _one_sentence(text), spec)
    text = "We will not refund the EUR 54.00."
    assert not act_in(text, _one_sentence(text), spec)


def test_we_can_offers_what_follows_it():
    spec = ActSpec(words=["refund"], about=["$money"], mood="promised", whose="other")
    text = "We can refund SEK 300.00 of it as the box was opened."
    assert act_in(text, _one_sentence(text), spec)
    text = "I can see we refunded SEK 300.00 already."
    assert not act_in(text, _one_sentence(text), spec)


def test_a_predicate_after_be_is_about_its_whole_subject():
    spec = ActSpec(words=["unpaid"], about=["$money"])
    text = "Your water bill of CAD 88.10 for the quarter to March (account 4471) is still unpaid."
    assert act_in(text, _one_sentence(text), spec)


def test_money_returned_and_an_order_reserved_are_their_types_acts():
    text = "Dear Ms Lund, we agree to return the whole EUR 64.00 for the jacket."
    assert evidence(text, DEFAULT)["refund_approval"]["acts"] > 0
    text = "Hi Ole, your three sacks of pellets are reserved as order 5521, NOK 600, ready on Monday."
    assert evidence(text, DEFAULT)["order_confirmation"]["acts"] > 0


# --------------------------------------------------------------------------- what the text is and who writes it


def test_a_forwards_subject_names_the_forwarded_message_unless_both_are_the_writers_own():
    text = ("Fwd: Your order has shipped\n\nThe lamp came without its shade. I would like the EUR 20.00 for it back please.\n\n"
            "---------- Forwarded message ----------\nYour order 5512 has shipped with GLS.")
    parts = evidence(text, DEFAULT)
    assert parts["shipping_notice"]["cues"] == 0
    assert classify(text, DEFAULT)[0] == "refund_request"
    own = ("Fwd: still no answer\n\nI have written to you twice now about my blender refund.\n\n"
           "---------- Forwarded message ----------\nCan somebody answer my mail please?")
    assert evidence(own, DEFAULT)["customer_letter"]["keywords"] > 0  # "still": the subject is the writer's own


def test_a_complaint_is_a_new_requests_reason_unless_it_chases():
    text = "The rug never arrived and the courier does not know where it is. I would like my AUD 80.00 refunded please."
    parts = evidence(text, DEFAULT)
    assert parts["refund_request"]["acts"] > 0 and parts["customer_letter"]["acts"] == 0
    chase = "I wrote to you again last week. Nobody replies to my emails. I would like my AUD 80.00 refunded please."
    parts = evidence(chase, DEFAULT)
    assert parts["customer_letter"]["acts"] > 0 and parts["refund_request"]["acts"] == 0


def test_a_shops_document_a_request_asks_for_is_no_evidence_of_that_type():
    text = "Four of the tiles were cracked. Please issue a credit note for EUR 36.00 and take them back."
    parts = evidence(text, DEFAULT)
    assert parts["refund_execution"]["cues"] == 0
    assert classify(text, DEFAULT)[0] == "refund_request"


def test_a_helpdesk_staff_reply_is_the_shops_voice():
    text = ("Ticket 1207 | Status: Open\nRequester: Ada Nwosu\n== Public reply (Ben) ==\n"
            "Hi Ada, the June bill is NGN 12,400 incl. VAT, payable within 14 days.")
    assert replier_voice(text) == "shop"
    assert evidence(text, DEFAULT)["invoice"]["voice"] > 0
    assert replier_voice("Requester: Ada Nwosu\nMessage: where is my parcel?") is None


def test_a_customers_reply_to_a_quoted_message_that_does_nothing_new_is_a_letter():
    text = "That is not what I was told on the phone.\n\n> We cannot refund the stroller as it was used."
    parts = evidence(text, DEFAULT)
    assert parts["customer_letter"]["acts"] > 0
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_multi_line_chat_exports_have_their_speakers():
    from stages.transcript import messages

    chat = "Guest 14:01\nhi, is my order packed?\nAgent Lee 14:03\nYes, it left this morning with DPD.\nGuest 14:04\nthanks"
    assert [m.speaker for m in messages(chat)] == ["Guest", "Agent Lee", "Guest"]
    assert chat[messages(chat)[1].body_start:messages(chat)[1].body_end] == "Yes, it left this morning with DPD."
    sms = "+44 7700 900111 (Mon 8:12am): is the bike ready?\nMe (Mon 8:30am): Yes, pick it up any time"
    assert len(messages(sms)) == 2


def test_in_a_chat_an_act_the_other_side_does_is_no_evidence():
    chat = ("Guest 10:00\nthe cup arrived broken, it is my second one\n"
            "Agent Lee 10:05\nSo sorry! Can I refund the EUR 30.00 to your card?\n"
            "Guest 10:06\nyes")
    assert evidence(chat, DEFAULT)["refund_request"]["acts"] == 0  # the shop's offer is no customer's request
    asks = "Guest 10:00\ncould you refund my EUR 30.00 for the broken cup?\nAgent Lee 10:05\nSure, one moment"
    assert evidence(asks, DEFAULT)["refund_request"]["acts"] > 0  # the customer's own request counts


# --------------------------------------------------------------------------- case keys


def test_an_ids_digits_without_its_letter_prefix_link_its_documents():
    assert bare_link_form("WX-3318-07") == bare_link_form("WX 3318/07") == "331807"
    assert bare_link_form("3318-07") is None  # no prefix: its link form is already the digits
    assert bare_link_form("WX-12") is None  # too few digits left to be sure
    docs = {"a": make_val("a", "order_confirmation", order_id="WX-3318-07"),
            "b": make_val("b", "refund_request", order_id="3318-07"),
            "c": make_val("c", "refund_request", order_id="3318-08")}
    keys = {ref: keys_of(DEFAULT, v.doc_type, v) for ref, v in docs.items()}
    assert group(keys) == [["a", "b"], ["c"]]


# --------------------------------------------------------------------------- floors


def test_fifth_fresh_set_floor():
    """Untouched 27/48 right, 5 wrong unflagged; after typecase4 38/48, none unflagged."""
    from tests.doctype_fresh_docs4 import FRESH_DOCS4

    right, silent = _type_score(FRESH_DOCS4)
    assert right >= 38 and silent == 0


def test_older_fresh_sets_keep_their_typecase4_figures():
    from tests.doctype_fresh_docs import FRESH_DOCS
    from tests.doctype_fresh_docs2 import FRESH_DOCS2
    from tests.doctype_fresh_docs3 import FRESH_DOCS3
    from tests.doctype_unseen_docs import DOCS

    assert _type_score(DOCS) == (44, 0)
    assert _type_score(FRESH_DOCS)[0] >= 22 and _type_score(FRESH_DOCS)[1] == 0
    assert _type_score(FRESH_DOCS2)[0] >= 43 and _type_score(FRESH_DOCS2)[1] == 0
    assert _type_score(FRESH_DOCS3)[0] >= 45 and _type_score(FRESH_DOCS3)[1] == 0


def test_second_fresh_case_set_floor():
    """Untouched F1 0.807 (precision 0.885, recall 0.742), doc type 24/30; after typecase4 F1 0.885 (0.900, 0.871),
    29/30. fields10 reads "Pekka Virtanen (customer C-00418)" right, and by the store's design (one case per
    customer, an issue per order) that number joins his two orders, which this set's truth keeps apart: 0.841.
    Round cases11 (branch, not merged) groups a customer's orders apart; see the closing note of 2026-12-02."""
    from tests.case_fresh_docs import grouping
    from tests.case_fresh_docs2 import CASE_DOCS2, case_f1_2

    assert case_f1_2()[2] >= 0.84
    _, seen = grouping(CASE_DOCS2)
    assert sum(seen[f"d{i:02d}"]["doc_type"] == t for i, (_, t, _) in enumerate(CASE_DOCS2)) >= 29


def test_in_a_chat_the_side_that_acts_last_settles_it():
    chat = ("Guest 09:00\nplease refund my EUR 25.00 for the torn bag\n"
            "Agent Lee 09:20\nI checked with the warehouse and the refund was not approved, the bag was used.\n"
            "Guest 09:21\nreally?")
    from stages.doctype import speaker_sides

    sides = speaker_sides(chat)  # the clerk's "I checked" reads as a customer's "I": the other speaker says "my"
    assert chat[sides["shop"][0][0]:].startswith("I checked")
    parts = evidence(chat, DEFAULT)
    assert parts["refund_approval"]["acts"] > 0 and parts["refund_request"]["acts"] == 0
    assert classify(chat, DEFAULT)[0] == "refund_approval"


def test_a_thing_named_by_a_number_printed_in_groups_is_a_topic():
    text = "Hi Omar! Order 40 118 27 is in: two bar stools, AED 610.00, delivery Sunday."
    assert evidence(text, DEFAULT)["order_confirmation"]["topic"] > 0


def test_check_set_floor():
    """Written with the fresh set, scored once after the changes: 11/16 right, 2 wrong unflagged (main: 10/16, 3
    unflagged); cases F1 0.636 (main the same). See the module's docstring."""
    from tests.case_fresh_docs import case_f1
    from tests.typecase4_check_docs import CHECK_CASES, CHECK_DOCS

    right, silent = _type_score(CHECK_DOCS)
    assert right >= 11 and silent <= 2
    assert case_f1(CHECK_CASES)[2] >= 0.63
