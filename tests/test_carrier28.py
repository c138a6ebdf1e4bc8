"""Unit tests of helper carrier28 (issue 9): the carrier by more of the roles a shop states it in, a service level that
names no carrier, and the customer's expectation as a condition, an obligation with a date, an offered remedy, a
one-word form answer. Texts of their own, none of the check set's (tests/carrier28_check.py)."""

from __future__ import annotations

from stages.references import service_level_only
from tests.field_checks import field


def test_a_service_level_alone_is_no_carrier():
    assert service_level_only("Express shipping (1-2 business days)")
    assert service_level_only("Standard delivery")
    assert not service_level_only("Standard shipping (Velox)")  # (the name in brackets)
    assert not service_level_only("Purolator Ground")
    assert not service_level_only("Royal Mail Tracked 48")
    text = ("Order OTT-5521 shipped on 4 August 2026.\n\nShipping method: Priority shipping (1-2 business days)\n\n"
            "Ottawa Teas\n")
    assert field(text, "carrier") is None


def test_a_name_ending_in_a_labels_word_before_its_tracking_label():
    text = "Dispatch notice\n\nOrder: VNO-3390\nDispatched: 5 May 2026\nNeris Parcel tracking number: NP0044129981\n"
    assert field(text, "carrier") == "Neris Parcel"


def test_ships_with_label_and_its_service_in_brackets():
    assert field("Order PEN-881 has left.\n\nShips with: Kinabalu (Economy)\nTracking: KB120044871MY\n", "carrier") == "Kinabalu"


def test_a_dash_in_a_tracking_line():
    assert field("Order: OPO-221\nTracking - Douromar: 55120044987\n", "carrier") == "Douromar"


def test_a_labels_heading_when_another_is_its_sender():
    text = ("KESTRIL COURIERS\nCONSIGNMENT LABEL\n\nSENDER: Fjord Wool Shop, 3 Harbour Rd, Bergen\n"
            "RECEIVER: K. Olsen, 9 Bay St, Oslo\nCon note: KC 4410 9981\n")
    assert field(text, "carrier") == "KESTRIL COURIERS"


def test_a_letterhead_that_is_also_the_sender_is_no_carrier():
    text = ("HILLTOP EXPRESS PRINTS\nDISPATCH NOTE\n\nFROM: Hilltop Express Prints, 4 Main St\nTO: A. Reid\n"
            "Order: HX-221\nDispatched: 3 May 2026\n")
    assert field(text, "carrier") is None


def test_foreign_handing_over_and_sending_verbs():
    nl = "Beste Anouk,\n\nJe bestelling UTR-4410 is op 3 juni 2026 overgedragen aan Vlotpost.\nTrack & trace: VP00129988\n"
    assert field(nl, "carrier") == "Vlotpost"
    de = "Hallo Herr Maier,\n\nIhre Bestellung wurde heute mit Isarbote versandt. Sendungsnummer: IB 4410 2299\n"
    assert field(de, "carrier") == "Isarbote"
    es = "Hola Pedro, enviamos tu pedido CUZ-221 por Andes Veloz el 8 de mayo de 2026. Guía: 4410229981.\n"
    assert field(es, "carrier") == "Andes Veloz"


def test_an_english_a_before_a_capital_gives_no_carrier():
    text = "Hi Kim,\n\nWe shipped a Makita drill to you today. Tracking: TRK4410229981.\n\nTool Barn\n"
    assert field(text, "carrier") is None


def test_a_trade_name_after_for():
    text = ("Hi Pete,\n\nYour grill is on the van. Your driver is Jake, who works for Wensum Hauliers.\n"
            "Consignment: WH-2026-0091\n\nNorfolk Grills\n")
    assert field(text, "carrier") == "Wensum Hauliers"


def test_a_subject_name_of_a_tracked_parcel_and_a_person_who_is_not():
    text = "Hello Maria,\n\nVeltrano will deliver your order LIS-2210 on Thursday 9 April 2026. Shipment number: VT4410229981.\n"
    assert field(text, "carrier") == "Veltrano"
    assert field("Hi Jo,\n\nMaria will deliver your order BR-22 on Friday 10 April 2026.\n\nBrisbane Kites\n", "carrier") is None
    two = "Dear customer,\n\nWaikato Runners picked up your bike rack this afternoon. Tracking: WR-5521-0091.\n"
    assert field(two, "carrier") == "Waikato Runners"


def test_a_number_after_the_name_is_not_the_name():
    assert field("Order KE-221 dispatched.\nCarrier / Tracking: Tana Parcels 4410229981\n", "carrier") == "Tana Parcels"


def test_an_emails_sender_with_its_address():
    text = ("From: Tui Couriers <noreply@tui.example>\nSubject: Your parcel from Rimu Wood Co is on its way\n\n"
            "Tracking number: TC44120098\n")
    assert field(text, "carrier") == "Tui Couriers"


def test_a_wish_keeps_its_condition():
    text = "Hi,\n\nThe toaster burns everything. If a repair is not possible, please refund me in full.\n\nRavi\n"
    assert field(text, "customer_expectation") == "If a repair is not possible, please refund me in full"
    ask = "Hi,\nIf possible, could you send the rest of my order by next Monday?\nZoe\n"
    assert field(ask, "customer_expectation") == "If possible, could you send the rest of my order by next Monday?"


def test_what_ought_to_happen_by_a_date():
    text = "Hello,\n\nI posted the coat back on 3 May 2026. The money should be back in my account by 15 May 2026.\n\nLena\n"
    assert field(text, "customer_expectation") == "The money should be back in my account by 15 May 2026"


def test_a_remedy_offered_or_content_with():
    text = "Dear shop,\n\nThe sandals are too small. A bigger size or a refund would both be fine for me.\n\nHanna\n"
    assert field(text, "customer_expectation") == "A bigger size or a refund would both be fine for me"


def test_one_word_remedy_answers():
    assert field("Return form\n\nOrder: SHOP-55120\nReason for return: Damaged\nDesired outcome: Exchange\n",
                 "customer_expectation") == "Exchange"
    assert field("Resolution requested: Refund\nOrder: 4410\nReason: damaged\n", "customer_expectation") == "Refund"
    assert field("Return form\nOrder: 5521\nWhat would you like? Replacement\n", "customer_expectation") == "Replacement"
    assert field("Return form\nOrder: 5521\nReason: too big\nRequest: Pending\n", "customer_expectation") is None


def test_the_carrier_at_its_own_place():
    text = ("Your return has been booked. Please drop the parcel at your nearest Tui Post office by 12 May 2026. "
            "Return tracking number: TP44120098.\n")
    assert field(text, "carrier") == "Tui Post"


def test_a_service_label_with_a_trade_name_and_a_kind_before_a_dash():
    assert field("Your replacement unit has shipped.\nService: Numbat Express Saver\nTracking: NE7712004412\n",
                 "carrier") == "Numbat Express Saver"
    assert field("Despatch method: Courier - Kakapo Couriers\nTracking: KC44120098\n", "carrier") == "Kakapo Couriers"
    assert field("Your order has been shipped.\nService: Express Saver\nTracking: TRK4410229981\n", "carrier") is None


def test_an_sms_logs_sender_line_and_a_name_led_by_a_digit():
    text = ("SMS from NYATI\n14/05/2026 10:22\nDear customer, your parcel from Mombasa Strings has been dispatched. "
            "Waybill NY44120098.\n")
    assert field(text, "carrier") == "NYATI"
    text = "Dear Ms Cruz,\nWe have sent your ukulele through 5GO Express. You may track it using tracking no. 4410229981.\n"
    assert field(text, "carrier") == "5GO Express"


def test_a_remedy_as_all_the_writer_needs_and_hoping_for_it():
    text = "Hello,\nOrder 5521: the kettle is missing its lid. A replacement lid is all I need.\nPat\n"
    assert field(text, "customer_expectation") == "A replacement lid is all I need"
    text = "Dear team,\nHoping you can send the replacement before 20 June 2026.\nRegards, Mary\n"
    assert field(text, "customer_expectation") == "Hoping you can send the replacement before 20 June 2026"


def test_a_wish_labels_value_under_it_after_its_choices_or_after_a_question():
    assert field("Return request\nOrder: 5521\nReason for return: Faulty\nDesired resolution:\nRepair under warranty\n",
                 "customer_expectation") == "Repair under warranty"
    assert field("Return request\nOrder: 5522\nPreferred outcome (refund/exchange): Exchange\n",
                 "customer_expectation") == "Exchange"
    assert field("Complaint\nName: Joe Bloggs\nWhat do you expect from us? A refund of the postage\n",
                 "customer_expectation") == "A refund of the postage"


def test_the_shop_that_signs_is_no_carrier():
    text = "Hi Jo,\nYour order has been dispatched by Seaside Parcel Gifts today.\nSeaside Parcel Gifts\n"
    assert field(text, "carrier") is None


def test_the_carrier_as_the_goods_attribute():
    text = "Hi Ana,\nYour Pelican Express parcel will arrive tomorrow. Tracking: PE44120098.\nCusco Crafts\n"
    assert field(text, "carrier") == "Pelican Express"
    text = "Hi Ana,\nYour Express delivery will arrive tomorrow. Tracking: TRK4410229981.\nCusco Crafts\n"
    assert field(text, "carrier") is None
