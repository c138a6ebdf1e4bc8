"""letters18: a customer's letter that names a warranty claim or a refund without being one.

A warranty claim is made of the unit's serial number, a refund request of the sum asked for (`substance_fields`); a text
laid out as a letter that gives none of them (`carries_substance`) is about that document: its ask restates the earlier
request (the letter's act), its cues, heading and words are its subject. A letter's layout is read whatever its words
(`letter_form`), and a printed letter's salutation under its letterhead names whom it greets.
"""

from __future__ import annotations

from stages.doctype import (LETTERHEAD_LINES, TITLE_LINES, addressee_voice, carries_substance, classify, evidence,
                            letter_form, substance_fields, _field_evidence)
from status.schema import load_schema

SCHEMA = load_schema("default")

REPAIR_CHASER = """Hello,

Ref. order 7781-20. Six weeks ago my Tamsin bread maker went off to your repair centre. Since then, silence.

Please either mend it or swap it for a new one, I need it back by 9 June 2026.

Best,
Ollie Grant"""

CLAIM_WITH_SERIAL = """Hello,

I want to claim under the warranty for my Tamsin bread maker, serial number TBM-4420917, order 7781-20.
The paddle stopped turning after two months. Please repair it by 9 June 2026.

Best,
Ollie Grant"""

REFUND_AGREED = """Dear team,

Order 2026-7702. Your colleague granted me a refund of EUR 56.90 for the broken lamp.

I want my money back by 3 July 2026.

Regards,
Vera Lindgren"""

REFUND_ASKED = """Dear Sir or Madam,

Order 2026-7702. The lamp arrived with a cracked shade, so I am sending it back.

Please send my EUR 56.90 back to my card by 3 July 2026.

Regards,
Vera Lindgren"""

PRINTED = """Ada Mensah
7 Palm Grove
Accra
Kestrel Home
Warranty Service
2 May 2026
Re: job 5510, order KH-22019
Dear Kestrel team,
The fridge I sent you under the guarantee has not come back in a month and nobody answers the phone.
I want a new fridge by 20 May 2026.
Yours sincerely,
Ada Mensah"""


def test_repair_asked_in_a_letter_without_a_serial_is_a_letter():
    assert classify(REPAIR_CHASER, SCHEMA)[0] == "customer_letter"
    assert evidence(REPAIR_CHASER, SCHEMA)["warranty_form"]["acts"] == 0  # the ask restates the earlier claim


def test_a_claim_giving_the_serial_number_is_still_the_warranty_form():
    assert classify(CLAIM_WITH_SERIAL, SCHEMA)[0] == "warranty_form"


def test_a_sum_read_in_a_later_stage_is_not_the_sum_asked_for():
    assert classify(REFUND_AGREED, SCHEMA)[0] == "customer_letter"
    assert classify(REFUND_ASKED, SCHEMA)[0] == "refund_request"


def test_substance_is_the_types_own_required_values_of_a_shape():
    assert substance_fields(SCHEMA, SCHEMA.doc_types["warranty_form"]) == ["serial_number"]
    assert substance_fields(SCHEMA, SCHEMA.doc_types["refund_request"]) == ["refund_requested"]
    assert substance_fields(SCHEMA, SCHEMA.doc_types["customer_letter"]) == []
    wf = SCHEMA.doc_types["warranty_form"]
    for text, carries in ((REPAIR_CHASER, False), (CLAIM_WITH_SERIAL, True)):
        labels: set[str] = set()
        present = _field_evidence(text, SCHEMA, labels)
        assert carries_substance(text, SCHEMA, wf, present, labels, lambda: []) is carries


def test_a_letterhead_line_naming_a_department_titles_no_warranty_form():
    assert classify(PRINTED, SCHEMA)[0] == "customer_letter"
    parts = evidence(PRINTED, SCHEMA)["warranty_form"]
    assert parts["heading"] == 0 and parts["cues"] <= 2.0


def test_a_salutation_under_a_letterhead_names_whom_it_greets():
    assert PRINTED.splitlines().index("Dear Kestrel team,") >= TITLE_LINES
    assert PRINTED.splitlines().index("Dear Kestrel team,") < LETTERHEAD_LINES
    assert addressee_voice(PRINTED) == "customer"


def test_letter_form_from_layout_whatever_the_closing_words():
    assert letter_form("the hinge broke again, what now?\n\nTa,\nKerry")
    assert letter_form("Hi, my parcel never came and the tracking page says nothing.")
    assert not letter_form("Order: 5512\nSerial: AB-33120\nFault: no power")


def test_a_closing_of_other_words_counts_as_a_letters_cue():
    text = ("Re: return 8812, order 55-1201\n\nThe mower I brought in has not been looked at yet.\n"
            "Please have it back to me by 1 June 2026.\n\nMerci,\nPriscilla Wong")
    without = text.replace("Merci,\nPriscilla Wong", "")
    assert evidence(text, SCHEMA)["customer_letter"]["cues"] > evidence(without, SCHEMA)["customer_letter"]["cues"]


def test_a_message_of_only_quoted_lines_without_a_header_does_not_crash():
    """A short reply over "> " lines with no forward header: no quote start and no header block (both None)."""
    from stages.doctype import quoted_spans
    text = "Thanks, that arrived today\n> Your refund of EUR 20.00 was sent\n> on 3 May 2026 to your card\n"
    assert quoted_spans(text) == []  # fewer than OWN_TEXT_WORDS of its own: the quoted message is the document
