"""fields31 (issue 9, tuned on shop10): one test per behaviour change of the round. Made-up texts."""

from __future__ import annotations

from stages.normalize import date_order
from tests.field_checks import field, values
from tests.test_nlp import run


def test_a_currency_abbreviations_period_ends_no_wish():
    text = ("Dear Sir,\n\nI want to return the kettle because the lid does not close.\n\n"
            "Please refund Rs. 2,450.00 to my card before 12 March 2026. Do not send a voucher.\n\nRegards,\nAnil Rao\n")
    assert field(text, "customer_expectation") == "Please refund Rs. 2,450.00 to my card before 12 March 2026"


def test_a_tagged_name_cut_short_is_the_whole_name_of_its_line():
    text = ("Dear Team,\n\nI want to return the lamp (order 55-1020) because it flickers.\n"
            "Kindly process the refund of MYR 120.00 by 18-Nov-2026.\n\nThanks and regards,\n\nLim Chee Wah\n+60 12-0000000\n")
    assert field(text, "customer_name") == "Lim Chee Wah"


def test_a_greetings_word_is_not_added_to_a_name():
    text = "Dear Ayesha Siddiqui,\n\nYour order 408-1122 was handed over to Safexpress on 3 Oct 2026.\nTracking number: LR-11220033.\n"
    assert field(text, "customer_name") == "Ayesha Siddiqui"


def test_patronymic_particles_are_words_of_the_name():
    assert field("Customer: Siti Hajar binti Abdullah\nOrder No: PJ-7201\nTotal: RM 459.00\n", "customer_name") \
        == "Siti Hajar binti Abdullah"
    assert field("Deliver to: Suresh A/L Ramasamy\nOrder No: PJ-7201\nTotal: RM 459.00\n", "customer_name") \
        == "Suresh A/L Ramasamy"


def test_a_greetings_given_name_alone_is_no_customer_name():
    text = "Hello Anjali,\n\nYour order BK-4412 left our warehouse today with Blue Dart.\nTracking no: 77120039912\n"
    assert field(text, "customer_name") is None
    # the full name the document prints for the greeted one still is
    text = "To: Anjali Menon <anjali@example.com>\nSubject: Shipped\n\n" + text
    assert field(text, "customer_name") == "Anjali Menon"


def test_a_date_label_beside_an_id_label_on_its_row_is_the_documents():
    text = ("Warranty Claim Form\nClaim No.: WC-20381 Date: 02/05/2026\nCustomer name: Fatima Benali\n"
            "Product: Cordless Drill\nDate of delivery / installation: 14/01/2026\n")
    assert field(text, "document_date") == "2026-05-02"


def test_a_heading_label_gives_the_fault_under_it_without_its_time_lead():
    text = ("Warranty Claim Form\nClaim No.: WC-20381\nCustomer name: Fatima Benali\nProduct: Cordless Drill\n\n"
            "Please describe the problem:\nAfter two weeks of use the battery no longer charges. Photos attached.\n\n"
            "Note: damage by misuse is not covered and the serial sticker must be intact.\n")
    assert field(text, "issue_description") == "the battery no longer charges"


def test_a_note_in_brackets_between_a_label_and_its_mark():
    text = ("Warranty Claim Form\nClaim No.: WC-20381\nProduct: Mixer Grinder\n"
            "Serial No. (on the sticker under the base): MG750-11920\n"
            "Nature of complaint (in the customer's words):\nThe jar leaks from the bottom when the motor runs.\n")
    _, f = values(text)
    assert f["serial_number"] == "MG750-11920"
    assert f["issue_description"] == "The jar leaks from the bottom when the motor runs"


def test_a_range_of_days_promises_no_day_for_the_money():
    head = "Refund Approval\nCase: RF-55102   Date: 3 March 2026\nCustomer: Goh Siew Ping\nApproved amount: SGD 189.00\n"
    assert field(head + "The amount will be credited to your card within 7-10 working days.\n", "promised_date") is None
    assert field(head + "The amount will be credited to your card by 10 March 2026.\n", "promised_date") == "2026-03-10"


def test_delivery_by_labels_a_date_and_still_a_carrier():
    head = "Dispatch Advice\nOrder ID: 408-9454813\nTracking No.: 77120039912\nShip Date: 18/10/2026\n"
    _, f = values(head + "Delivery by: 27/10/2026\n")
    assert f["delivery_estimate"] == "2026-10-27"
    assert field(head + "Delivery by: Blue Dart Express\n", "carrier") == "Blue Dart Express"


def test_a_damaged_cue_that_is_a_labels_whole_value_is_the_value():
    text = "Dispatch Advice\nOrder ID: 408-9454813\nCourier Partner: Delhivery\nTracking No.: 77120039912\n"
    assert field(text, "carrier") == "Delhivery"


def test_the_consignor_is_not_the_customer():
    text = ("CONSIGNMENT NOTE\nCon. No.: TX-4410928          Date: 11/03/2026\nCarrier: Savanna Freight Lines\n"
            "Consignor: Oakleaf Furniture Ltd, Nairobi\nConsignee: Achieng Otieno\nP.O. Box 1123, Kisumu\n")
    assert field(text, "customer_name") == "Achieng Otieno"


def test_a_case_number_that_is_the_orders_number_is_none():
    text = ("From: Ravi Kumar <ravi@example.com>\nTo: care@shop.example\nSubject: Re: Your order OD1234567890 has been "
            "delivered\nDate: Mon, 21 Sep 2026 09:03:20 +0530\n\nDear Team,\n\nI want to return the sofa (order no. "
            "OD1234567890) because the fabric is torn.\nKindly refund Rs. 4,000.00 before 05 Oct 2026.\n\nRegards,\nRavi Kumar\n")
    _, f = values(text)
    assert f["order_id"] == "OD1234567890"
    assert f["case_number"] is None


def test_a_document_title_heads_no_address_block():
    text = ("Acme Home\nAcme Home Pvt. Ltd. | 12 MG Road, Pune 411001\nRefund Approval\nTicket No.: 6165482631 "
            "Date: 24/09/2026\nCustomer: V. lyer\nOrder No.: OD1234567890\nStatus: Approved\nRefund approved: Rs. 4,000.00\n")
    assert field(text, "customer_name") != "Refund Approval"


def test_a_messenger_exports_first_stamp_under_its_title_dates_it():
    text = ("WhatsApp chat with Acme Support\n10/11/2026, 19:06 - Tan Mei Ling: Hi, order no MY-202896\n"
            "10/11/2026, 19:07 - Tan Mei Ling: I want to return it because it is too small. Kindly refund RM 200.00 "
            "by 22-Nov-2026.\n10/11/2026, 19:10 - Acme Support: Sorry! We have raised a return request.\n")
    assert field(text, "document_date") == "2026-11-10"


def test_numeric_dates_before_a_sentences_period_decide_the_order():
    text = "Date: Sat, 03 Oct 2026 19:35:36 +0530\n\nYour order was handed over on 03/10/2026. Expected delivery: 12/10/2026.\n"
    assert date_order(text) == "DMY"
    # a dotted date is day first, whatever a written date nearby would suggest
    assert date_order("22nd November 2026\nI need the repair completed on or before 11.12.2026. Thanks.\n") == "DMY"


def test_an_undated_deadline_ends_where_a_condition_opens():
    text = ("Dear Sir,\n\nThe coffee table I bought (order 4471-22) has a cracked leg.\nI expect a replacement before my "
            "son's graduation party if it cannot be repaired. Please call me.\n\nRegards,\nAsha Rao\n")
    _, ex = run(text)
    f = ex.fields["customer_deadline"]
    assert f.unresolved and f.raw == "before my son's graduation party"


def test_a_deadline_label_with_words_no_date_resolves():
    text = ("Repair Request Form\nTicket: RR-5512     Date: 20/11/2026\nCustomer name: Joseph Mwale\nProduct: Ceiling Fan\n\n"
            "Problem description:\nThe fan wobbles at high speed.\n\nRequired by: before the rainy season starts\n")
    _, ex = run(text)
    f = ex.fields["customer_deadline"]
    assert f.unresolved and f.raw == "before the rainy season starts"


def test_a_totals_column_read_after_its_labels_past_the_amount_in_words():
    text = ("TAX INVOICE\nInvoice Number: JP/26/1187\nBill To: Ramesh Kumar\nDate: 03/02/2026\n\n"
            "Subtotal:\nGST @ 18%:\nInvoice Total:\nAmount in words: Rupees Eleven Thousand Eight Hundred Only\n\n"
            "INR 10,000.00\nINR 1,800.00\nINR 11,800.00\n")
    _, f = values(text)
    assert (f["subtotal"], f["tax_amount"], f["order_total"]) == ("10000.00", "1800.00", "11800.00")


def test_a_shops_mailbox_in_the_from_header_names_no_customer():
    from stages.names import SHOP_MAILBOX_RE, _header_name

    text = "From: Acme Home <shipping@acmehome.example>\nTo: ravi@example.com\nSubject: your order\n\nHi,\n"
    assert _header_name(text, "customer") is None
    assert SHOP_MAILBOX_RE.search("From: Acme Home <no-reply@acmehome.example>")
    text = "From: Ravi Kumar <ravi.kumar@example.com>\nTo: care@acmehome.example\nSubject: my order\n\nHi,\n"
    assert _header_name(text, "customer").value == "Ravi Kumar"
