"""doctype16: evidence counted by method - one title however many cue variants match it, a form's label is no title, a
title in two languages, what a document says it is not, and a form whose labels are a type's defining fields. Each
test in its own wording (no sample shop's text, not the CHECK set)."""

from __future__ import annotations

from stages.doctype import _position_factor, classify, denied_spans, evidence, required_cover
from status.schema import load_schema

DEFAULT = load_schema("default")


def test_one_title_counts_once_however_many_variants_match_it():
    """"Order Acknowledgment" is matched by "order acknowledgment", "order acknowledgement" (OCR-forgiving print)
    and more: one span, one title (it scored each variant before: 16+)."""
    text = "ORDER ACKNOWLEDGMENT\n\nPinecrest Tools\nSO 77120\nQty 3 chisel set\n"
    assert evidence(text, DEFAULT)["order_confirmation"]["cues"] == 8.0


def test_a_label_over_its_value_is_no_title():
    text = "Returns slip\nYour order:\n55-9912\nItem:\nKettle\n"
    at = text.index("Your order")
    assert _position_factor(text, at, at + len("Your order"), 1) == 1.0
    assert _position_factor("Your order\n55-9912\n", 0, 10, 0) == 4.0  # a line of its own stays a title


def test_a_title_in_two_languages():
    text = "Lindqvist AB\nRetursedel / Return form\nName: A. Berg\n"
    at = text.index("Return form")
    assert _position_factor(text, at, at + len("Return form"), 1) == 4.0
    assert _position_factor("Lindqvist AB\nRetursedel / Return form 12\n", 26, 37, 1) < 4.0  # a reference number: no title


def test_what_a_document_says_it_is_not():
    spans = denied_spans("Thanks!\nPlease note: this is not a tax invoice.\nNOT AN INVOICE\n")
    assert len(spans) == 2
    assert denied_spans("I did not get a reply.\nThe parcel is not here.") == []
    text = ("Quotation accepted - job WK-1190\n\nGarden shed 8x6 ft, fitted       GBP 1,420.00\nBalance to pay on "
            "completion: GBP 1,420.00\n\nThis is not an invoice.\n")
    ev = evidence(text, DEFAULT)["invoice"]
    assert ev["denied"] < 0 and ev["keywords"] == 0.0  # its own word "invoice" in the denial is no invoice keyword


def test_a_form_with_a_types_defining_labels():
    """No cue, a heading no type names: the labels of an order's total and date make it an order's form."""
    text = ("Werkbank Supplies\nJob card\n\nCustomer: Ilse Vos\nOrder date: 12 March 2026\n\n"
            "Bench vice 150 mm     1   EUR 89.00\nOrder total: EUR 89.00\n")
    ev = evidence(text, DEFAULT)
    assert ev["order_confirmation"]["required"] == 3.0
    assert ev["shipping_notice"]["required"] == 0.0
    assert classify(text, DEFAULT)[0] == "order_confirmation"


def test_words_of_a_sentence_are_no_form_labels():
    text = "Hi,\nWe need the refund on our card by 3 May 2026.\nThe approved refund EUR 20.00 has not come.\nJo"
    ev = evidence(text, DEFAULT)
    assert all(ev[t]["required"] == 0.0 for t in ev)
    assert required_cover({"a", "b"}, ["a", "b", "c", "d"]) == 1.5 and required_cover({"a"}, ["a"]) == 0.0
    assert required_cover({"a"}, ["a", "b", "c", "d"]) == 0.0  # one row of four defining fields: no form of the type


def test_words_of_a_condition_say_nothing_of_the_type():
    """"should anything arrive damaged or faulty": a refund request's words in a clause that may never happen."""
    text = ("Thanks for shopping with Larchmont Pottery!\nOrder 22817 - two glazed bowls, GBP 38.00.\n"
            "Should anything arrive damaged or faulty or broken, just reply to this mail.\n")
    assert evidence(text, DEFAULT)["refund_request"]["keywords"] == 0.0
    told = "Your bowl arrived damaged and faulty, we are sorry.\n"
    assert evidence(told, DEFAULT)["refund_request"]["keywords"] > 0.0  # said outright, they count


def test_a_cue_heading_a_title_is_the_title():
    """"WHOLESALE ORDER CONFIRMATION": the cue is the title's head, the words before it modify it; a reply's subject
    names what it answers, and a cue in a line of prose is no title."""
    text = "Marlow Timber\nWHOLESALE ORDER CONFIRMATION\n\nRef 5521\n"
    at = text.index("ORDER CONFIRMATION")
    assert _position_factor(text, at, at + len("ORDER CONFIRMATION"), 1) == 4.0
    reply = "Re: your order confirmation\nHi\n"
    at = reply.index("order confirmation")
    assert _position_factor(reply, at, at + len("order confirmation"), 0) < 4.0
    prose = "Marlow Timber\nPlease keep this as your order confirmation\n"
    at = prose.index("order confirmation")
    assert _position_factor(prose, at, at + len("order confirmation"), 1) < 4.0
