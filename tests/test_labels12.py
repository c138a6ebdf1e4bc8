"""Issue 9 (helper labels12): a label's value stops where the next "Label: value" pair on its line begins, judged from
the label's own evidence (a cue of any field ending at a label mark, or words with a label's shape before the mark),
so a value's own capitalised words ("Baltic Freight Express") are not taken for the next label. Wordings of their own,
not documents of the round's sets (`tests/labels12_tune.py`, `tests/labels12_check.py`)."""

from __future__ import annotations

from stages import rules
from tests.field_checks import field, holds_floor

SHIPPED = "Dispatch advice\nYour parcel has left our warehouse today.\n"
CLAIM = "Warranty claim\n"


def test_a_title_case_label_after_a_name_of_capitalised_words_is_its_last_capitalised_word():
    assert field(SHIPPED + "Carrier: Baltic Freight Express Depot: Riga North\n", "carrier") == "Baltic Freight Express"
    assert field(CLAIM + "Product: Orion Smart Lamp Mini Colour: Grey\nFault: It will not switch on.\n",
                 "product_name") == "Orion Smart Lamp Mini"


def test_a_cue_of_another_field_ending_at_a_colon_starts_the_next_label_even_ocr_damaged():
    text = SHIPPED + "Carrier: Nordic Line Freight Trackinq nr: NL55001234 Ref: 7\n"
    assert field(text, "carrier") == "Nordic Line Freight"


def test_a_form_with_lower_case_labels_ends_a_value_at_its_lower_case_label():
    text = SHIPPED + "order: 60123 carrier: Sky Net Worldwide service: overnight\n"
    assert field(text, "carrier") == "Sky Net Worldwide"


def test_a_label_runs_on_over_its_joining_and_number_words():
    assert field(SHIPPED + "Carrier: Bring Parcels Track & Trace: 70712345 Order: 5\n", "carrier") == "Bring Parcels"
    assert field(SHIPPED + "Carrier: Skyways Cargo Consignment ID: 4471 Order: 5\n", "carrier") == "Skyways Cargo"


def test_a_colon_inside_a_sentence_is_no_label():
    start = len("Fault: ")
    text = "Fault: the hinge squeaks when opened: see the photo\n"
    assert rules._next_label_start(text, start, len(text) - 1, [], "issue_description") is None


def test_tuning_set_floor():
    from tests.labels12_tune import score

    holds_floor(score(), correct=31, hallucinated=0)


def test_check_set_floor():
    from tests.labels12_check import score

    holds_floor(score(), correct=86, hallucinated=0)
