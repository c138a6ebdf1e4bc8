"""Field extraction on the wording of a third round of unseen shops (issue 9). Each test is written in its
own wording, not a document of `tests/fields_fresh_docs3.py`, so that it tests the method, not the case;
the last tests hold the round's sets as floors."""

from __future__ import annotations

from stages.normalize import MONEY_RE, parse_money
from tests.field_checks import values
from tests.test_nlp import run


def money(text: str):
    found = [m.group(0) for m in MONEY_RE.finditer(text)]
    return parse_money(found[0]) if found else None


# --------------------------------------------------------------------------- currencies


def test_a_dollar_marked_with_its_countrys_letters():
    """"TT$", "BZ$", "SG$": ISO 4217's first two letters before a "$" name the dollar."""
    assert money("Balance TT$ 1,040.00").currency == "TTD"
    assert money("Fare: BS$12.50").currency == "BSD"
    assert money("SG$ 88.00 due").currency == "SGD"


def test_a_letter_symbol_in_other_capitals():
    """The table's "Ksh", "TSh" printed "KSh", "Tsh" (as receipts do): the same currency."""
    assert money("Paid Tsh 45,000").currency == "TZS"
    assert money("Fee KSh 2,000 only").currency == "KES"


def test_a_one_letter_symbol_only_before_an_amount_with_cents():
    """"R 1 050,00" is rand; "Grade R 4" and "Block R 17" are no money."""
    m = money("Tuition R 1 050,00 per term")
    assert (m.amount, m.currency) == (1050, "ZAR")
    assert money("Block R 17").currency is None
    assert money("P 75.00 at the till").currency == "BWP"


def test_rand_amount_is_read_whole_as_a_field():
    text = "Tax invoice\nInvoice no: 88123\nBill to: Karabo Nkosi\nAmount due: R3 475,50\n"
    _, f = values(text)
    assert f["order_total"] == "3475.50"


# --------------------------------------------------------------------------- label layouts


def test_a_leader_of_dots_between_label_and_id():
    text = "Service contract\nInvoice no ........ 77120\nClient no ......... 40-2218\nAmount due ..... EUR 12.00\n"
    _, f = values(text)
    assert f["customer_id"] == "40-2218"
    assert f["invoice_number"] == "77120"


def test_an_abbreviated_label_over_its_value_in_a_stacked_form():
    """A form printing each label on its own line over its value: "Buyer PO" / "Ref SO" over the number."""
    text = ("PACKING LIST\nConsignee\nHarbour Dive Centre\nBuyer PO\n2291-0087\nCarrier\nSeaLink Freight\n"
            "Tracking\nSLF0012299103\n")
    _, f = values(text)
    assert f["order_id"] == "2291-0087"


def test_a_sentence_ending_in_an_abbreviation_is_no_stacked_label():
    """Prose that wraps after a capitalised abbreviation does not make the next line's number its value."""
    text = ("Hello, the parts for our workshop were sent to the wrong address in the PO\n"
            "12 boxes are still missing. Regards, Dana Wills\n")
    _, f = values(text)
    assert f.get("order_id") is None


# --------------------------------------------------------------------------- names


def test_a_title_and_surname_read_as_the_full_name_the_letter_prints():
    text = ("Brookfield Garden Centre\n\nMr Tobias Achterberg\n14 Quarry Lane\nBath BA2 4LP\n\n3 May 2026\n\n"
            "Dear Mr Achterberg,\n\nWe have approved your refund of GBP 45.00 for the returned mower blade.\n\n"
            "Yours sincerely,\nBrookfield Garden Centre\n")
    _, f = values(text)
    assert f["customer_name"] == "Tobias Achterberg"


def test_a_hyphenated_given_name_in_lower_case_after_the_hyphen():
    text = ("From: Hoi Ling Stores <orders@hoiling.example>\nTo: Ji-hoon Park <jh.park@example.com>\nSubject: Your invoice\n\n"
            "Dear Dr Park,\n\nInvoice no: 44120\nTotal due: USD 80.00\n")
    _, f = values(text)
    assert f["customer_name"] == "Ji-hoon Park"


# --------------------------------------------------------------------------- carriers


def test_a_carrier_named_in_prose_ends_with_its_capitalised_words():
    text = ("Hi Ines Duarte,\nYour order 55-10442 was handed over via Swift Lane Logistics yesterday evening, "
            "consignment SL0098812231.\n")
    _, f = values(text)
    assert f["carrier"] == "Swift Lane Logistics"


def test_a_carrier_cue_inside_a_carriers_name_is_no_label():
    text = ("Dispatch note\nOrder 88-41022 was sent with Red Courier Express today, tracking RC00441229871.\n")
    _, f = values(text)
    assert f["carrier"] == "Red Courier Express"


def test_the_shipping_line_of_a_bill_of_lading_is_the_carrier():
    text = ("SHIPMENT ADVICE\nBuyer's order: 7710-2291\nShipping line: Ocean Crest Lines\nB/L No.: OCLU55120098\n"
            "Shipped on board: 2 July 2026\n")
    _, f = values(text)
    assert f["carrier"] == "Ocean Crest Lines"


# --------------------------------------------------------------------------- amounts and firm names


def test_a_credit_printed_with_a_minus_is_a_refund_of_its_magnitude():
    text = ("CREDIT MEMO\nCustomer: Orchard Lane Vets\nDate: 2026-03-09\nReturned vaccine cooler bag     -45.00\n"
            "Total credited                -54.00\nTransaction ref: TX55120398\n")
    ocr, ex = run(text)
    fv = ex.fields["refund_executed"]
    assert fv.value == "54.00"
    assert ocr.text[fv.span[0]:fv.span[1]] == "54.00"  # the span reads back to the value


def test_a_firms_name_with_an_ampersand_and_five_words():
    text = "Invoice\nInvoice no: 30981\nBill to: Kite Hill Tea & Spice Company\nTotal due: USD 40.00\n"
    _, f = values(text)
    assert f["customer_name"] == "Kite Hill Tea & Spice Company"


def test_a_greeting_that_names_one_person_by_one_name_gives_no_customer_name():
    """A given name alone is not the customer's name (the truth of the shops written blind leaves it null)."""
    text = ("Subject: Your parcel is on its way\n\nHey Priyanka,\n\nGood news: order 77-10452 left today with "
            "Coastal Freight.\nTracking no: CF00112299384\n")
    _, f = values(text)
    assert f["customer_name"] is None


def test_a_greeting_without_a_name_names_no_one():
    text = ("Subject: Your parcel is on its way\n\nHi there,\n\nGood news: order 77-10452 left today with "
            "Coastal Freight.\nTracking no: CF00112299384\n")
    _, f = values(text)
    assert f["customer_name"] is None


def test_a_greetings_first_name_read_as_the_full_name_of_the_header():
    text = ("From: Orders <orders@pinecrest.example>\nTo: Oluwaseun Adebayo <seun@example.com>\nSubject: Shipped\n\n"
            "Hiya Oluwaseun!\n\nYour order 40-22871 has shipped with Coastal Freight.\nTracking no: CF00112299384\n")
    _, f = values(text)
    assert f["customer_name"] == "Oluwaseun Adebayo"


# --------------------------------------------------------------------------- dates


def test_a_messenger_exports_opening_stamp_dates_the_text():
    text = ("[3/14/26, 6:40 PM] Dara Quinn: hi, still no sign of my refund for order 4471023, "
            "I need it by Friday March 20 please\n")
    _, f = values(text)
    assert f["document_date"] == "2026-03-14"


def test_a_stamp_with_a_weekday_and_a_written_date():
    text = ("[Mon, 2 Nov 2026 11:05 AM] Ridge & Vale: Hello Ms Ortiz, your order RV-44120 was shipped today via "
            "Coastline Couriers, tracking CC00918273645.\n")
    _, f = values(text)
    assert f["ship_date"] == "2026-11-02"


def test_a_shops_closing_over_its_own_name_is_no_customer_label():
    text = ("To: Farid Haddad\nSubject: Refund sent\n\nDear Mr Haddad,\n\nWe have refunded USD 64.00 to your card.\n"
            "Payment ref: PR-5512093\nDate: 2026-04-03\n\nRegards\nLakeshore Pantry - Accounts\n")
    _, f = values(text)
    assert f["customer_name"] == "Farid Haddad"


def test_the_attention_line_of_a_customers_letter_names_the_shop():
    text = ("Attention: Accounts, Meadowgate Nursery Ltd\n\n14 May 2026\n\nHello,\n\nYou approved a refund of "
            "EUR 80.00 for the returned mower on order 66-10293 and it has still not arrived. I expect it within 7 days.\n\n"
            "Regards,\nIlse Vermeulen\n")
    _, f = values(text)
    assert f["customer_name"] == "Ilse Vermeulen"


# --------------------------------------------------------------------------- vocabulary of other trades


def test_other_trades_names_of_an_order_a_subscription_and_a_frame():
    _, f = values("Tax invoice\nInvoice no: 55812\nLPO No: 77120\nBill to: Mwangaza Bakers Ltd\nTotal due: KES 4,000.00\n")
    assert f["order_id"] == "77120"
    _, f = values("Order acknowledgement\nIndent No: 2026/0331\nOrder total: INR 12,000.00\n")
    assert f["order_id"] == "2026/0331"
    _, f = values("Subscription confirmed\nSubscriber: Aroha Ngata\nSubscriber no: 5520-118\nSigned up on: 3 March 2026\n"
                  "Monthly total: NZD 39.00\n")
    assert (f["customer_name"], f["customer_id"], f["order_date"]) == ("Aroha Ngata", "5520-118", "2026-03-03")
    _, f = values("Warranty claim\nProduct: Trailhawk 20 kids bike\nFrame no: TH20-55190833\nWhat's wrong: the chain "
                  "slips under load\nDate lodged: 04/05/2026\n")
    assert (f["serial_number"], f["issue_description"]) == ("TH20-55190833", "the chain slips under load")


def test_a_tax_named_vat_or_gst_in_a_net_amounts_label():
    text = ("TAX INVOICE\nInvoice no: 66120\nBill to: Tamarillo Foods Ltd\n\n"
            "Amount before GST        1,200.00\nGST 15%                    180.00\nTotal payable            1,380.00\n")
    _, f = values(text)
    assert f["subtotal"] == "1200.00"


def test_a_currency_symbol_in_a_columns_header_is_the_documents():
    text = ("Invoice no: 30219\nBill to: Zawadi Traders\n\nItem            Qty    Amount (KSh)\nRice 25kg         2      90,000.00\n"
            "Total due                90,000.00\n")
    _, ex = run(text)
    assert ex.fields["order_total"].currency == "KES"


def test_the_documents_date_under_its_label_in_a_header_row():
    text = ("REFUND ADVICE\n\nPayee                  Account        Date\nKestrel Bay Surf Club  KB-2291        12 Oct 2026\n\n"
            "Amount refunded: AUD 88.00\nPayment ref: PR-77120091\n")
    _, f = values(text)
    assert f["execution_date"] == "2026-10-12"


# --------------------------------------------------------------------------- conversations


def test_an_untimed_conversation_names_its_customer():
    from stages.transcript import messages

    text = ("Copied from our page inbox\nMarisol Ocampo: good day, the blender I bought on order 5520193 smells burnt\n"
            "Hardware Hub: so sorry, can you send a photo?\nMarisol Ocampo: sent it. I want my money back for it please\n")
    assert [m.speaker for m in messages(text)] == ["Marisol Ocampo", "Hardware Hub", "Marisol Ocampo"]
    _, f = values(text)
    assert f["customer_name"] == "Marisol Ocampo"


def test_a_form_of_labels_is_no_untimed_conversation():
    from stages.transcript import messages

    text = ("Return form\nName: Ana Ruiz\nOrder: 5520193\nReason: the lid is cracked on one side\n"
            "Notes: please collect it from the front desk\nName: Ana Ruiz\n")
    assert messages(text) == []


def test_a_forms_why_question_is_answered_by_the_reason():
    text = ("RETURNS FORM\nCustomer name: Bilal Chaudhry\nOrder no: 77-20193\nWhy are you sending it back? The strap tore "
            "at the buckle\nRefund amount: GBP 24.00\n")
    _, f = values(text)
    assert f["return_reason"] == "The strap tore at the buckle"


def test_a_letters_question_is_no_reason():
    text = ("Dear team,\n\nI returned the lamp from order 77-20193 a month ago and asked for a refund of GBP 24.00.\n"
            "Why has nobody replied?\nI have written three times now.\n\nRegards,\nBilal Chaudhry\n")
    _, f = values(text)
    assert f.get("return_reason") != "I have written three times now"


def test_a_greetings_first_name_is_not_taken_for_a_misprinted_full_name():
    """"Hello Marta," over a form whose name line a scan misprinted: no bare first name for the full one."""
    text = ("Order confirmation\nHello Marta, we have your order.\n\nOrder number: 55-20931\nName: marta Kowalska\n"
            "Order total: PLN 120.00\n")
    _, f = values(text)
    assert f["customer_name"] != "Marta"


def test_a_letterhead_firms_name_with_an_ampersand_is_no_customer():
    text = ("Birchfield Tools & Garden\nBirchfield Tools Ltd - 4 Mill Yard - Leeds LS2 7AB - VAT GB 123 4567 89\n\n"
            "Your refund has been processed\nAmount refunded: GBP 30.00\nPayment ref: PR-55102934\n")
    _, f = values(text)
    assert f["customer_name"] != "Birchfield Tools & Garden"


# --------------------------------------------------------------------------- the third round's sets as a floor


def test_the_third_fresh_set_holds_its_accuracy():
    """The 40 documents of the third round (`tests.fields_fresh_docs3`): untouched 164/248 fields, none of 81 null
    slots filled; after its fixes 203/248 and none. A regression fails here; not 100%."""
    from tests.fields_fresh_docs3 import score

    r = score()
    assert r["correct"] >= 203, r["misses"]
    assert r["hallucinated"] == 0, r["misses"]
    assert r["doctype_ok"] >= 38


def test_the_third_check_set_holds_its_accuracy():
    """The 20 documents written after the third round's fixes and never tuned on (`tests.fields_fresh_docs3_check`):
    89/120 on main before the round, 93/120 after it."""
    from tests.fields_fresh_docs3_check import score

    r = score()
    assert r["correct"] >= 93, r["misses"]
    assert r["hallucinated"] == 0, r["misses"]
    assert r["doctype_ok"] >= 19
