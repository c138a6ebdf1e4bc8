"""Identifier fields on shops docflow never saw (helper ids17), each behaviour by method on made-up documents:

- a row of labels printed with single spaces over as many values: each label takes its own word of the row, never
  its word joined to the next ("Claim no. Order ref Account" over "HT-5521 40912-7 AC-3390");
- an id printed in spaced groups that the token scan cut short (a group opening with a letter, more than four groups)
  read whole when the whole fits one of the field's declared shapes ("RF 551 204 118 GB", a UPS "1Z ..." number);
- an id broken by a hyphen at its line's end joined with the next line's group ("5521-\\n8830");
- an abbreviation in slashed capitals printed apart from its number under a label ("A/C 4306") is the id as printed;
- a case id after a verb that recorded the case or sent its goods back, then "as" / "under" ("logged as WR/2026/3318").
"""

from __future__ import annotations

from tests.test_nlp import run


def _ids(text: str) -> tuple[dict, str]:
    _, ex = run(text)
    return {n: f.value for n, f in ex.fields.items() if f.type == "identifier"}, ex.doc_type


def test_row_of_labels_with_single_spaces_pairs_in_order():
    ids, _ = _ids("""BELLWOOD PUMP SERVICE
Warranty claim

Claim no. Order ref Account
BW-7731 55120-3 AC-1180

Item: garden pump
Fault: motor hums but does not start.
""")
    assert ids["case_number"] == "BW-7731"
    assert ids["order_id"] == "55120-3"


def test_spaced_groups_ending_with_letters_fit_a_declared_shape():
    ids, dt = _ids("""Your parcel has left us

Order: 6610342
Sent with Royal Mail Tracked 24
Tracking no.: KQ 804 331 927 GB
Expected: 20 May 2026
""")
    assert dt == "shipping_notice"
    assert ids["tracking_number"] == "KQ 804 331 927 GB"


def test_spaced_ups_number_past_four_groups():
    ids, _ = _ids("""Dispatch confirmation - Tallow Lane Candles

Order number: TL-88012
Carrier: UPS Standard
Tracking number: 1Z 7F2 90X 03 5512 0087
""")
    assert ids["tracking_number"] == "1Z 7F2 90X 03 5512 0087"


def test_spaced_groups_not_fitting_a_shape_are_not_joined():
    ids, _ = _ids("""Your parcel has left us

Order: 6610342
Sent with Royal Mail Tracked 24
Tracking no.: KQ 804 331 927 GB 12
Expected: 20 May 2026
""")
    assert ids.get("tracking_number") != "KQ 804 331 927 GB 12"


def test_id_broken_by_a_hyphen_at_the_line_end():
    ids, _ = _ids("""Dear Copperfield Home,

please refund the kettle I returned last week under order number 7731-
2290, it leaked from the base.

Regards,
Anna Weiss
""")
    assert ids["order_id"] == "7731-2290"


def test_slashed_abbreviation_before_the_number_is_part_of_the_id_under_a_label():
    ids, _ = _ids("""Invoice
Customer #
A/C 7719
Invoice no.: TR-26-0091
Charge to: Helen Moss
Total due: CAD 80.00
""")
    assert ids["customer_id"] == "A/C 7719"


def test_case_id_after_a_verb_that_recorded_it():
    ids, dt = _ids("""Dear customer,

your fault report for the coffee grinder has been logged as SV/2026/4471.
Original order: 3310-552

Service desk, Marram Appliances
""")
    assert dt == "warranty_form"
    assert ids["case_number"] == "SV/2026/4471"


def test_a_date_or_a_sum_after_a_recording_verb_is_no_case_id():
    ids, _ = _ids("""Dear customer,

your fault report for the coffee grinder was registered as 12/05/2026 and booked as GBP 40.00 of work.
Original order: 3310-552

Service desk, Marram Appliances
""")
    assert ids.get("case_number") is None


def test_a_date_after_spaced_groups_is_not_joined_to_the_id():
    from stages.rules import joined_id
    from tests.test_nlp import DEFAULT
    import re
    text = "Order no.: 4471 2209 17 May 2026\n"
    m = re.compile(r"4471 2209").search(text)
    assert joined_id(text, m, DEFAULT.fields["order_id"]) is None
