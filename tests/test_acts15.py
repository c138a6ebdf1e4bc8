"""Round acts15 (issue 9): what sentences and labels say, on shops docflow never saw: the goods handed over with their
object between the verb and its "to", the day's own words, a carrier's name cut where a sentence starts, the carrier
bringing the goods to the reader, a count of days for the goods to reach the reader. Documents written for these tests,
none of the sample shops' wording."""

from __future__ import annotations

from tests.field_checks import field

HEAD = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Order 55-2041 dispatched\n\n"


def test_handed_over_with_the_goods_between_the_verb_and_to():
    text = HEAD + "Hi Lea,\nthis morning we handed your order 55-2041 over to Bring. Tracking follows.\n"
    assert field(text, "carrier") == "Bring"
    assert field(text, "ship_date") == "2026-06-02"  # "this morning": the notice's own day
    assert field(HEAD + "We passed both boxes of your order on to Sendle today.\n", "carrier") == "Sendle"
    # a verb between: another clause, no handover's object
    assert field(HEAD + "We handed it in and told the desk to call Sendle.\n", "carrier") is None


def test_a_carriers_name_ends_where_a_sentence_starts():
    assert field(HEAD + "Your parcel was handed to PostNord. It usually goes fast.\n", "carrier") == "PostNord"


def test_the_carrier_bringing_the_goods_to_the_reader_dates_the_arrival():
    text = HEAD + "Your parcel left today with DPD. The driver will bring it to your door on Friday 5 June 2026.\n"
    assert field(text, "delivery_estimate") == "2026-06-05"


def test_a_count_of_days_to_reach_the_reader():
    text = HEAD + "Your parcel left today with GLS. It usually takes 2-3 working days to reach you.\n"
    assert field(text, "delivery_estimate") == "2026-06-05"
    # money showing on a statement is no arrival of the goods
    assert field(HEAD + "Your parcel left today with GLS. It takes 3-5 days to show on your statement.\n",
                 "delivery_estimate") is None


def test_the_carriers_field_by_its_role_in_the_schema():
    """The carrier's field comes from the schema's role (a name-like text field declaring a carrier's name words or
    acts), so a schema calling it otherwise gets the same values under its own name."""
    from stages.nlp import extract
    from tests.test_cases14 import renamed_schema
    from tests.test_nlp import ocr_from_text

    own, names = renamed_schema()
    for text, want in ((HEAD + "Hi Lea,\nwe handed your order 55-2041 over to Bring today.\n", "Bring"),
                       (HEAD + "Your order is on its way. Your courier is Nordlink Cargo.\n", "Nordlink Cargo"),
                       (HEAD + "Shipping method: Kolibri Freight\n", "Kolibri Freight"),
                       (HEAD + "Your parcel is now travelling with Blue Dart.\n", "Blue Dart")):
        assert field(text, "carrier") == want
        assert extract(ocr_from_text(text), own).fields[names["carrier"]].value == want
