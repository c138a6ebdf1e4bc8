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


def test_an_approval_because_the_claim_qualifies_is_also_the_eligible_amount():
    text = ("Dear Ms Chen,\nthe cracked bowl from order 7720 is covered by our breakage guarantee, and the full USD 38.00 "
            "will be refunded.\n")
    assert field(text, "refund_eligible") == "38.00"
    # a part granted of a price named beside it: not the eligible whole
    assert field("Dear Ms Chen,\nthe bowl from order 7720 is covered by our guarantee, so we will refund USD 30.00 of the "
                 "USD 38.00 you paid.\n", "refund_eligible") is None
    # eligibility denied: nothing eligible
    assert field("Dear Ms Chen,\nthe bowl from order 7720 is not covered by our guarantee, but as a gesture we will refund "
                 "USD 10.00.\n", "refund_eligible") is None


def test_a_refusal_with_nothing_granted_is_a_rejection():
    text = ("Refund decision\nDear Mr Park,\nthe boots from order 66-120 came back after the 30-day window and are not "
            "covered by our returns policy. We are unable to refund the EUR 80.00.\n")
    assert field(text, "refund_status") == "rejected"
    # something granted beside it: no rejection read
    assert field("Refund decision\nDear Mr Park,\nwe cannot refund the shipping, but we have approved a refund of EUR "
                 "70.00 for the boots (order 66-120).\n", "refund_status") != "rejected"


def test_the_money_promised_to_reach_the_reader_dates_the_promise():
    head = "Refund decision\nDate: 2026-06-02\nOrder: 66-120\nDecision: approved\nRefund amount: EUR 80.00\n"
    assert field(head + "You should receive the money within 3 working days.\n", "promised_date") == "2026-06-05"
    assert field(head + "The money will be in your account by 9 June 2026.\n", "promised_date") == "2026-06-09"
    # a condition on it is no promise
    assert field(head + "If the money has not reached you within 5 working days, please call us.\n", "promised_date") is None


def test_the_writer_with_another_as_the_wishs_subject():
    text = "Hello,\nabout order 2210-4: my partner and I would prefer a refund rather than a voucher.\nBest, Ines\n"
    assert field(text, "customer_expectation") == "my partner and I would prefer a refund rather than a voucher"


def test_a_product_named_in_a_letter():
    assert field("Warranty claim\n\nThe item in question is the Pelle Stand Mixer 5L from order PM-2201. The bowl "
                 "lock broke.\n", "product_name") == "Pelle Stand Mixer 5L"
    assert field("Dear support,\nthe Kova Trail Tent 2P I bought in May (order 7710) has a broken pole. Please repair "
                 "it under the warranty.\n", "product_name") == "Kova Trail Tent 2P"
    # the writer's purchase with no name of capitals: nothing read
    assert field("Dear support,\nthe tent I bought in May (order 7710) has a broken pole. Please repair it under the "
                 "warranty.\n", "product_name") is None


def test_a_carrier_beside_its_label_or_after_a_slashed_label():
    assert field(HEAD + "Carrier/Service: Evri Standard\n", "carrier") == "Evri Standard"
    assert field(HEAD + "Your order is now with our courier, DX Freight, who will call you to book a slot.\n",
                 "carrier") == "DX Freight"
    assert field(HEAD + "Despatched by courier (Fastway) today.\n", "carrier") == "Fastway"
    assert field(HEAD + "Our courier partner Aramex will deliver it on Thursday.\n", "carrier") == "Aramex"
    assert field(HEAD + "It will arrive on Friday with DHL.\n", "carrier") == "DHL"
    assert field(HEAD + "Shipping: Royal Mail 1st Class\n", "carrier") == "Royal Mail 1st Class"
    # an id after the shipping word's label is no name
    assert field(HEAD + "Shipping: 2 parcels\n", "carrier") is None


def test_a_text_messages_sender_telling_of_another_shops_parcel_is_its_carrier():
    assert field("Yodel: Your parcel from Fernhill Teas (order FT-2201) is on its way. Track: JD0001122334455.\n",
                 "carrier") == "Yodel"
    # the shop telling of its own parcel: no carrier named
    assert field("Fernhill Teas: Your parcel (order FT-2201) is on its way. Track: JD0001122334455.\n", "carrier") is None


def test_the_headers_own_date_is_no_delivery_estimate():
    text = ("From: Fernhill Teas <dispatch@fernhill.example>\nSubject: Delivery details\nDate: Thu, 02 Apr 2026 12:24:34 +0000"
            "\n\nHi Ann,\nyour parcel is on its way. We handed order FT-2201 to Yodel on 2.4.2026 (tracking JD0001122334455)."
            " It should reach you 9.4.2026.\n")
    assert field(text, "delivery_estimate") == "2026-04-09"


def test_a_carriers_label_opening_a_row_of_labels():
    text = ("Packing slip\nDocket no. Client ref Shipped\n2512 BFC-0032 2026-04-02\n"
            "Sent with Numéro de suivi Delivery window\nKolibri Freight KEC22740475 2026-04-04\n")
    assert field(text, "carrier") == "Kolibri Freight"


def test_the_worth_of_the_goods_returned_is_the_eligible_refund():
    text = ("Refund decision\nDear Ann,\nour workshop checked the trimmer you sent back (order 5512) and we agreed a refund of EUR 20.30. "
            "The goods returned were worth EUR 15.35.\n")
    assert field(text, "refund_eligible") == "15.35"
    assert field("Refund decision\nOrder: 5512\nReturnable amount   EUR 39.90\nRefund agreed   EUR 39.90\n",
                 "refund_eligible") == "39.90"


def test_an_ask_under_a_forms_label_and_a_thing_required_by_a_date():
    text = ("Returns slip\nOrder: 5512\nWhy are you returning it?: The lid was cracked\nAmount to refund: EUR 20.30\n\n"
            "Additional comments:\nJust let me know when it's gone through.\n")
    assert field(text, "customer_expectation") == "Just let me know when it's gone through"
    text = "Morning,\nchasing order 5512 again. Nothing delivered.\n\nDelivery required by 15/04/26 at the latest.\n\nAnn Lee\n"
    assert field(text, "customer_expectation") == "Delivery required by 15/04/26 at the latest"


def test_the_money_promised_by_its_place_or_by_a_limit_to_allow():
    head = "Refund decision\nDate: 2026-06-02\nOrder: 66-120\nDecision: approved\nRefund amount: EUR 80.00\n"
    assert field(head + "Please allow until 12/06/26 for it to show.\n", "promised_date") == "2026-06-12"
    assert field(head + "It should reach your account by 9 June 2026.\n", "promised_date") == "2026-06-09"


def test_a_remedy_preferred_in_the_customers_words():
    head = "Hello,\nI wrote about order 5512 last week and nobody answered.\n"
    assert field(head + "A refund would suit me better than a voucher.\nAnn\n", "customer_expectation") == \
        "A refund would suit me better than a voucher"
    assert field(head + "Happy enough with a replacement if the refund takes long.\nAnn\n", "customer_expectation") == \
        "Happy enough with a replacement if the refund takes long"
    assert field(head + "The repair would take too long for me.\nAnn\n", "customer_expectation") is None


def test_a_dockets_labels_of_the_goods_value_and_the_couriers_collection():
    assert field("Returns authorisation\nStatus: AUTHORISED\nGoods value: EUR 86.29   Refund agreed: EUR 86.29\n",
                 "refund_eligible") == "86.29"
    assert field("Delivery Docket\nSales order #:\nWEB7382\nCollected by courier:\n2026/02/28\nTransporteur:\nCanpar\n",
                 "ship_date") == "2026-02-28"
