"""Field round 14 (issue 9): delivery estimates as the document's own date gives them, and a header row's value below
a rule of dashes. Documents written for these tests, none of the sample shops' wording."""

from __future__ import annotations

from datetime import date

from stages.normalize import REL_DATE_RE, month_day_range_end, resolve_relative
from tests.field_checks import field

TUE = date(2026, 6, 2)  # a Tuesday


def test_a_count_of_working_days_is_its_far_end_monday_to_friday():
    assert resolve_relative("within 3-5 working days", TUE).value == "2026-06-09"
    assert resolve_relative("in 1-2 business days", TUE).value == "2026-06-04"
    assert resolve_relative("4 working days", date(2026, 6, 5)).value == "2026-06-11"  # a Friday: over the weekend
    # a range of calendar days is no date (as the earlier rounds' sets hold: "within 3-5 days")
    assert [m.group(0) for m in REL_DATE_RE.finditer("Expect it within 3-5 days.")] == []
    assert resolve_relative("within 14 days", TUE).value == "2026-06-16"  # (as before)
    assert [m.group(0) for m in REL_DATE_RE.finditer("Delivery takes 2-3 working days.")] == ["2-3 working days"]


def test_a_month_before_two_days_is_the_windows_last_day():
    assert month_day_range_end("June 9-11, 2026") == date(2026, 6, 11)
    assert month_day_range_end("Jun 9 to 11 2026") == date(2026, 6, 11)
    assert month_day_range_end("June 9, 2026") is None
    assert field("Your order has shipped!\nOrder: 771203\nCarrier: UPS\nExpected arrival: Jul 6-8, 2026\n",
                 "delivery_estimate") == "2026-07-08"


def test_working_days_under_a_label_and_in_a_sentence():
    head = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Order 55-2041 dispatched\n\n"
    assert field(head + "Your parcel left today with Evri.\nDelivery: 2-3 working days\n", "delivery_estimate") == "2026-06-05"
    assert field(head + "Your parcel left today with Evri and should reach you within 2-4 business days.\n",
                 "delivery_estimate") == "2026-06-08"


def test_a_window_of_weekdays_is_its_last_day():
    head = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Order 55-2041 dispatched\n\n"
    assert field(head + "It left us with DPD today and should arrive between Wednesday and Friday.\n",
                 "delivery_estimate") == "2026-06-05"
    assert field(head + "Shipped with DPD.\nExpected delivery: 3 June - Thu 4 June 2026\n", "delivery_estimate") == "2026-06-04"


def test_expecting_the_goods_on_a_weekday_is_an_estimate():
    head = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Order 55-2041 dispatched\n\n"
    assert field(head + "Your lamp went out today with Bring. We expect it on Friday.\n", "delivery_estimate") == "2026-06-05"


def test_a_header_rows_value_below_a_rule_of_dashes():
    text = ("Shipment\n\n| Ref     | Courier | Arrival    |\n|---------|---------|------------|\n"
            "| Q-77120 | Evri    | 2026-06-05 |\n")
    assert field(text, "carrier") == "Evri"
    assert field(text, "delivery_estimate") == "2026-06-05"


def test_an_id_named_after_its_thing_in_a_sentence():
    assert field("Dear Ms Ruiz,\nwe checked the return of your order, number 4471902, and approve a refund of EUR 12.00.\n",
                 "order_id") == "4471902"
    assert field("Dear Ms Ruiz,\nwe checked your order with the number 4471902 and approve a refund of EUR 12.00.\n",
                 "order_id") == "4471902"


def test_a_marked_id_a_few_words_after_its_cue_in_a_subject():
    text = "Sent: Friday, 10 July 2026 09:00\nSubject: Order confirmed #KT-55120\n\nThanks for shopping.\nTotal: USD 12.00\n"
    assert field(text, "order_id") == "KT-55120"


def test_a_bare_customer_or_member_label_before_an_id():
    assert field("Oakline Furniture\nInvoice no. 55120\nCustomer 8812\nTotal EUR 420.00\n", "customer_id") == "8812"
    assert field("BILL\nBill no. B-77102\nMember 301-77\nAmount payable USD 48.00\n", "customer_id") == "301-77"
    assert field("Invoice no. 55120\nCustomer: Jane Holt\n12 Elm Road\nTotal EUR 420.00\n", "customer_id") is None


def test_an_id_in_brackets_after_its_thing():
    text = "Sent: Friday, 10 July 2026 09:00\nSubject: We got your order (ref 7720-QA)\n\nThanks for ordering. Total: USD 30.00.\n"
    assert field(text, "order_id") == "7720-QA"


def test_a_carrier_as_the_subject_of_a_carriers_act():
    assert field("Hi Ana, good news: DHL Parcel is bringing your order 77-1204 tomorrow.\n", "carrier") == "DHL Parcel"
    assert field("Your order 4471-2 has shipped.\nStarTrack will now deliver it to your door.\n", "carrier") == "StarTrack"
    # the shop delivering itself, a person, the sender's own name: no carrier
    assert field("Your order 4471-2 has shipped.\nHarbour Lane Studio will deliver it personally.\nThanks!\n", "carrier") is None
    assert field("Order 5512 shipped today. Please be home; Maria will bring it round.\n", "carrier") is None
    assert field("Your order 4471-2 has shipped.\nNorthgate will deliver it on Friday.\n\nNorthgate\n", "carrier") is None


def test_a_count_of_days_from_another_event_is_no_date():
    assert [m.group(0) for m in REL_DATE_RE.finditer("The refund is paid within 5 working days of receipt.")] == []
    assert [m.group(0) for m in REL_DATE_RE.finditer("It ships within 2-3 working days after we receive it.")] == []


def test_an_approximate_count_of_working_days_in_a_sentence_dates_the_arrival():
    # (acts15: was "is no date". The count promises the same arrival whether a label prints it or a sentence says it
    # ("Estimated delivery: 2-3 working days" is read as its far end); a sentence's words are no weaker a promise, and
    # fields14's own tuning set held "should land with you in 1-2 business days" as the far end. A count told of
    # something else ("3-5 days to show on your statement") names no arrival of goods and stays no date.)
    head = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Order 55-2041 dispatched\n\n"
    assert field(head + "Your parcel left today with Evri. It should arrive in 2-3 working days.\n", "delivery_estimate") == "2026-06-05"


def test_a_bare_number_label_under_a_title_that_names_the_ids_thing():
    assert field("INVOICE\n\nNumber: 2026-118\nIssued: 2 June 2026\nTotal: GBP 300.00\n", "invoice_number") == "2026-118"
    assert field("Sales invoice\nNo.   A-77120\nTotal: GBP 300.00\n", "invoice_number") == "A-77120"
    # a number-word label far from any title that names a thing: nothing read
    assert field("Thanks for your payment.\nRef: 55\nNumber: 2026-118\nTotal: GBP 300.00\n", "invoice_number") is None


def test_a_cells_number_sign_before_its_id():
    text = "Order summary\n\nOrder            Placed           Total\n#30-44120        2 June 2026      USD 99.00\n"
    assert field(text, "order_id") == "30-44120"


def test_a_carriers_label_a_time_word_before_its_copula():
    assert field("Order 88-1203 is out for delivery. Your courier today is Yodel.\n", "carrier") == "Yodel"


def test_a_count_of_days_given_for_the_delivery():
    head = "Sent: Tuesday, 2 June 2026 08:30\nSubject: Your order 55-2041 has shipped\n\n"
    assert field(head + "It went out with DPD. Please allow 5-7 working days for delivery.\n", "delivery_estimate") == "2026-06-11"
    assert field(head + "It went out with DPD. If it has not come, allow 5-7 working days for delivery.\n",
                 "delivery_estimate") is None
