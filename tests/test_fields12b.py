"""fields12b: the case number's precision after fields12. A label whose number mark is bracketed ("ticket (#448120)",
"case (no. 4471)") is one label with its value inside the bracket; fields12's rule that a label does not run into a
bracket of prose had dropped it, and with no case label left another reference ("Reference: ...", "Our reference: ...")
became the case number: a wrong grouping key that joins unrelated cases."""

from __future__ import annotations

from tests.field_checks import holds_floor
from tests.test_fields12 import typed_field


def test_a_bracketed_number_mark_keeps_its_label():
    """The ticket's or case's number in a bracket after its noun stays the case number, and a reference printed below
    does not take its place."""
    text = "Re: case (no. 448120)\nRefund of EUR 45.00 for order 5520931 approved.\nReference: 99812004\n"
    assert typed_field(text, "refund_approval", "case_number") == "448120"
    text = "Your request (#88213) has been updated.\nRefund of R 450.00 approved.\nOur reference: 20931-7\n"
    assert typed_field(text, "refund_approval", "case_number") == "88213"


def test_a_chat_transcripts_ticket_in_brackets():
    text = ("Chat transcript\nAgent: I opened ticket (#448120) for you.\nCustomer: thanks. order 5520931\n"
            "Agent: refund of 45.00 USD approved - Ref 7731902\n")
    assert typed_field(text, "refund_execution", "case_number") == "448120"
    assert typed_field(text, "refund_execution", "order_id") == "5520931"


def test_a_bracket_opening_another_label_still_ends_the_label():
    """fields12's gain kept: "account (reference X)" prints the payment's reference, not the customer's account number
    (the bracket holds a label of its own, not a number mark)."""
    text = "Refund paid\nWe have sent EUR 14.00 back to your account (reference QT55019).\n"
    assert typed_field(text, "refund_execution", "payment_reference") == "QT55019"
    assert typed_field(text, "refund_execution", "customer_id") is None


def test_check_set_holds_its_floor():
    from tests.fields12b_check import score

    holds_floor(score(), correct=22, hallucinated=1)
