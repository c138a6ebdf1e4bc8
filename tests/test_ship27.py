"""Unit tests of helper ship27's changes (issue 9: shipment facts on unseen shops): the carrier by its role, the
shipment's dates by what governs them, the tracking number by its label and place. Each test fails without its change."""

from __future__ import annotations

from stages import references
from tests.field_checks import field, values


def test_a_row_of_labels_over_a_gapless_row_pairs_the_carrier_in_the_middle():
    text = "Dispatch notice\nORDER NO CUSTOMER COURIER TRACKING NO\nKD-5512 C-8812 Speedaf Express KE44102299\n"
    assert field(text, "carrier") == "Speedaf Express"


def test_gapped_labels_over_a_gapless_value_row_give_the_carrier_and_its_number():
    text = "Order shipped\nOrder    Courier    Waybill\nSO-1234 Fastway NZ FW123456789\n"
    _, v = values(text)
    assert v["carrier"] == "Fastway NZ" and v["tracking_number"] == "FW123456789"


def test_a_row_whose_name_cells_run_together_is_not_paired():
    # (the customer's name and the carrier's run into one cell: as many cells as labels no more, nothing guessed)
    text = "Shipment\nOrder Customer Courier Tracking\nSO-1234 Jane Doe Fastway NZ FW123456789\n"
    assert field(text, "carrier") != "Jane Doe"


def test_header_cells_give_the_shipments_dates():
    text = ("Shipment summary\n\nOrder        Carrier              Waybill          Shipped        Delivery by\n"
            "ZW-4410      Mopane Transport     MT-77120334      13/08/2026     17/08/2026\n")
    _, v = values(text)
    assert v["ship_date"] == "2026-08-13" and v["delivery_estimate"] == "2026-08-17"


def test_a_weekday_with_its_printed_date_is_that_date():
    text = "Order 5512 shipped with Kaya Runners. It should arrive on Friday, 6 March 2026."
    assert field(text, "delivery_estimate") == "2026-03-06"


def test_due_on_a_date_in_a_shipping_notice_is_the_arrival():
    text = "Your order 4410 was collected by the courier on 2 June 2026 and is due on 5 June 2026."
    _, v = values(text)
    assert v["ship_date"] == "2026-06-02" and v["delivery_estimate"] == "2026-06-05"


def test_a_payment_due_is_no_arrival():
    text = "Your order 4410 was collected by the courier on 2 June 2026. The balance of your invoice is due on 5 June 2026."
    assert field(text, "delivery_estimate") is None


def test_a_phrasal_sending_verb_with_its_object_between_dates_the_sending():
    text = "We handed your order over to the courier on Tuesday, 3 March 2026. It should arrive on Friday, 6 March 2026."
    _, v = values(text)
    assert v["ship_date"] == "2026-03-03" and v["delivery_estimate"] == "2026-03-06"


def test_a_code_shaped_name_is_a_name_an_id_is_not():
    assert references._name("G4S") == "G4S" and references._name("Q7 Logistics") == "Q7 Logistics"
    assert references._name("KR55102299") is None and references._name("3 boxes") is None
    assert field("G4S tracking no. 4410-2291-8812\nOrder 5512 shipped on 2 March 2026\n", "carrier") == "G4S"


def test_a_carriers_name_is_cut_at_the_next_label():
    text = "Agent: Your order 5512 went out today, it's with Ninja Van. Tracking NV44102299."
    assert field(text, "carrier") == "Ninja Van"


def test_a_count_after_sent_with_is_no_carrier():
    assert field("Your order 5512 was sent with 3 boxes today. Tracking 44102299123.", "carrier") is None


def test_in_the_hands_of_names_the_carrier():
    text = ("Your order left our warehouse on 10 May 2026 and is now in the hands of Tuk Tuk Deliveries "
            "(tracking TTD881209).")
    assert field(text, "carrier") == "Tuk Tuk Deliveries"


def test_a_carrier_label_with_a_dash():
    assert field("Delivery partner - Sendy Riders\nTracking - SR44102299\n", "carrier") == "Sendy Riders"


def test_the_name_after_an_article_before_its_tracking_label():
    text = ("Your order TZ-3301 is on its way! Use the Twiga Parcel Network tracking number TPN20261199 on their "
            "website.")
    assert field(text, "carrier") == "Twiga Parcel Network"


def test_a_logs_labelled_sender_of_another_shops_parcel_is_the_carrier():
    text = "Sender: PostNet\nMessage: Your parcel from Kudu Books is ready for collection. Ref PN441022991\n"
    assert field(text, "carrier") == "PostNet"


def test_a_labelled_sender_of_its_own_parcel_is_no_carrier():
    text = "Sender: Kudu Books\nMessage: Your parcel from Kudu Books has shipped. Tracking PN441022991\n"
    assert field(text, "carrier") is None


def test_ninth_pass_vocabulary_forwarding_agent_and_in_transit_since():
    text = ("Shipping notice\nOrder number: 8812\nForwarding agent: Ocean Bridge Logistics Pty Ltd\n"
            "Consignment: OBL/2026/5512\n")
    assert field(text, "carrier") == "Ocean Bridge Logistics Pty Ltd"
    text = "Your parcel (order 5512) has been in transit since 14/10/2026. Tracking TT5512099881."
    assert field(text, "ship_date") == "2026-10-14"


def test_labels_above_values_left_our_warehouse():
    text = ("Dispatch advice\n\nCourier                       Tracking number\nBaobab Express        BXS 2210 9938 4\n\n"
            "Left our warehouse            Expected\n14/05/2026                    17/05/2026\n")
    _, v = values(text)
    assert v["ship_date"] == "2026-05-14" and v["delivery_estimate"] == "2026-05-17"


def test_the_goods_leaving_a_place_dates_the_sending():
    text = ("Dispatch note\nOrder no.: QX-2201\nCourier: Tembe Freight\nTracking code: TF44102299\n"
            "Left warehouse: Wednesday, 4 March 2026\nArriving: Friday, 6 March 2026\n")
    assert field(text, "ship_date") == "2026-03-04"


def test_a_condition_on_the_sending_is_no_ship_date():
    text = ("Shipping update for order 4410: your parcel is packed. If it has not shipped by 3 May 2026 we will contact "
            "you. Tracking 44102299331.")
    assert field(text, "ship_date") is None



def test_a_persons_name_as_a_messages_sender_is_no_carrier():
    assert field("Sender: Maria\nYour parcel from Kudu Books has shipped. Tracking 44102299331.\n", "carrier") is None


def test_a_persons_full_name_in_a_gapless_row_is_no_carrier():
    assert field("Order No Courier Tracking No\nKD-5512 Mwangi Otieno KE44102299\n", "carrier") is None


def test_a_service_level_alone_in_a_gapless_row_is_no_carrier():
    assert field("Order No Courier Tracking No\nKD-5512 Express Delivery KE44102299\n", "carrier") is None


def test_a_log_lines_sender_of_another_shops_parcel_is_the_carrier():
    text = ('SMS log\n2026-03-12 09:14  From: FARGO  "Dear customer, your parcel KE-5512 from Tembo Tone is in transit. '
            'Waybill FG4410229931."\n')
    assert field(text, "carrier") == "FARGO"


def test_a_senders_longer_name_of_its_own_goods_is_no_carrier():
    text = "From: Harbour Tea Traders Ltd\nYour order from Harbour Tea Traders has shipped. Tracking 44102299331.\n"
    assert field(text, "carrier") is None
