"""Field extraction on wording no rule was tuned on (issue 9). Each test is written with its own
wording, not a document of `tests/fields_fresh_docs.py`; the last test holds the fresh set's
accuracy as a floor."""

from __future__ import annotations

from stages.transcript import messages
from tests.field_checks import values
from tests.test_nlp import run


# --------------------------------------------------------------------------- customer names


def test_a_firms_legal_form_stays_with_its_name():
    _, f = values("Invoice\nInvoice no: 55120\nSold to: Bakkerij Hendriks BV\nTotal due: EUR 40.00\n")
    assert f["customer_name"] == "Bakkerij Hendriks BV"
    _, f = values("Invoice\nInvoice no: 55120\nBill to: Tischlerei Moser GmbH\nTotal due: EUR 40.00\n")
    assert f["customer_name"] == "Tischlerei Moser GmbH"


def test_a_role_after_a_name_label_is_no_name():
    text = ("Walter Grimes\n9 Elm Row\nDover DE 19901\n\nApril 2, 2026\n\nAttn: Returns Department\n\n"
            "Dear Sir or Madam,\nI returned the kettle (order 44120) and I would like a refund of $20.00.\n"
            "Sincerely,\nWalter Grimes\n")
    _, f = values(text)
    assert f["customer_name"] == "Walter Grimes"


def test_a_tables_header_row_is_no_address_block_name():
    text = ("Invoice\nInvoice no: 99812\n\nArticle          Units      Amount\nGarden hose 20m   1        EUR 24.00\n"
            "Total due: EUR 24.00\n")
    _, f = values(text)
    assert f["customer_name"] is None


def test_an_email_header_without_an_address_names_the_customer():
    text = ("From: Orchard Tea Co\nTo: Wanda Kowalczyk\nSubject: your parcel\nDate: 3 March 2026\n\n"
            "Your order 771230 was dispatched today with DPD.\nTracking number: 15501234567890\n")
    _, f = values(text)
    assert f["customer_name"] == "Wanda Kowalczyk"


def test_chat_lines_with_the_time_after_the_name_or_a_role_before_it():
    timed = "Rita Lopes 09:12: hello, my parcel 5512 never came\nHelpdesk 09:13: let me check\nRita Lopes 09:15: thanks\n"
    assert [m.speaker for m in messages(timed)] == ["Rita Lopes", "Helpdesk", "Rita Lopes"]
    untimed = ("Client (Oskar Weber): the toaster 8812 burns everything\nAdvisor (Lena): sorry!\n"
               "Client (Oskar Weber): so, I need a refund of EUR 30.00 by Friday\n")
    assert len(messages(untimed)) == 3
    _, f = values(untimed)
    assert f["customer_name"] == "Oskar Weber"
    assert f["customer_expectation"] == "I need a refund of EUR 30.00 by Friday"
    # a form's bracketed units are no conversation: no speaker talks twice
    assert messages("Weight (kg): 3\nLength (cm): 40\n") == []


# --------------------------------------------------------------------------- identifiers


def test_the_numero_sign_and_a_mark_close_an_id_label():
    _, f = values("Order confirmation\nOrder nº 771-2290\nAccount n° 55821\nOrder total: EUR 12.00\n")
    assert (f["order_id"], f["customer_id"]) == ("771-2290", "55821")
    _, f = values("Refund decision\nTicket #T55120\nYour refund of $12.00 has been approved.\nStatus: approved\n")
    assert f["case_number"] == "T55120"


def test_an_account_code_of_a_names_letters_and_a_running_number():
    _, f = values("Invoice\nInvoice no: 2026-551\nAccount: BROWN02\nTotal due: GBP 80.00\n")
    assert f["customer_id"] == "BROWN02"


def test_the_bare_noun_of_an_id_label_gives_an_id_value_only():
    _, f = values("Invoice\nInvoice no: 2026-551\nBuyer: 88-20417\nTotal due: GBP 80.00\n")
    assert f["customer_id"] == "88-20417"
    text = "INVOICE\n\nInvoice no     Client        Date\n2026-551       KR-2207       04.05.2026\n\nTotal due: EUR 80.00\n"
    _, f = values(text)
    assert f["customer_id"] == "KR-2207"
    _, f = values("Invoice\nInvoice no: 2026-551\nClient: Marta Ruiz\nTotal due: GBP 80.00\n")
    assert f["customer_id"] is None and f["customer_name"] == "Marta Ruiz"


def test_a_reference_label_never_names_the_customer_and_your_order_stays_the_order():
    text = ("Dispatch note\nOur ref: WX-88120\nYour order: 7712-40\nCarrier: Royal Mail\n"
            "Tracking number: RM123456785GB\nDespatched: 4 May 2026\n")
    _, f = values(text)
    assert f["customer_id"] is None and f["order_id"] == "7712-40"
    text = ("Dear Ms Ito,\nyour order KX-20931 has left our depot with DPD.\nTracking: 15501234567890\n"
            "> Where is order KX-20931?\n")
    _, f = values(text)
    assert f["customer_id"] is None


def test_id_letters_name_the_field_they_abbreviate_most_closely():
    text = ("Refund notice\nWe have refunded EUR 15.00 to your card for return RTN-8830.\n"
            "Transaction ID: PAY-55120987\nDate: 2 June 2026\n")
    _, f = values(text)
    assert f["case_number"] == "RTN-8830"


# --------------------------------------------------------------------------- dates


def test_a_dotted_numeric_date_is_day_first():
    text = ("Lieferschein / Delivery note\nBestellung / Order: 55120\nDispatch date: 03.04.2026\n"
            "Expected delivery: 06.04.2026\nCarrier: GLS\nTracking number: 88120034411\n")
    _, f = values(text)
    assert (f["ship_date"], f["delivery_estimate"]) == ("2026-04-03", "2026-04-06")


def test_a_label_with_its_value_beside_it_heads_no_column():
    text = ("Refund authorisation\nIssued 4 May 2026\nSum approved:   GBP 80.00\nIt will be paid by 11 May 2026.\n"
            "Status: approved\n")
    _, f = values(text)
    assert (f["approval_date"], f["promised_date"]) == ("2026-05-04", "2026-05-11")


def test_a_dates_label_is_read_without_its_word_date():
    _, f = values("Order confirmation\nOrder no: 77-1203\nOrder total: EUR 99.00\nConfirmed delivery: 22.06.2026\n")
    assert f["delivery_estimate"] == "2026-06-22"


def test_the_document_date_is_not_another_dates_label_nor_the_date_of_an_id():
    _, f = values("Returns form\nName: Ines Duarte\nDate of purchase: 02/03/2026\n"
                  "I want a refund of EUR 20.00 because the lid is cracked.\n")
    assert f["document_date"] != "2026-03-02"
    _, f = values("Invoice 7781        Date: 14/03/2026\nAgainst order 55120 dated 02/03/2026\nTotal due: EUR 50.00\n")
    assert (f["document_date"], f["order_date"]) == ("2026-03-14", "2026-03-02")


def test_an_amount_is_approved_and_today_is_the_date_in_brackets():
    _, f = values("Refund decision\nWe checked the blender: your refund of GBP 18.20 is approved today (04/05/2026).\n")
    assert (f["refund_approved"], f["approval_date"]) == ("18.20", "2026-05-04")


def test_a_cell_of_a_log_line_dates_the_document():
    _, f = values("PAYMENT SENT\nref 5512-8830 | 2026-05-04 09:12 | GBP 18.20 refunded | card ****1234\n")
    assert f["execution_date"] == "2026-05-04"


# --------------------------------------------------------------------------- amounts and carriers


def test_a_total_that_leaves_the_tax_out_is_no_order_total():
    text = ("Order confirmation\nOrder no: 40-1187\n\nTotal (before VAT)    CHF 300.00\nVAT 8.1%              CHF  24.30\n"
            "Total                 CHF 324.30\n")
    _, f = values(text)
    assert f["order_total"] == "324.30"


def test_an_amount_ex_tax_is_the_net_amount():
    _, f = values("Tax invoice\nInvoice no: 88120\nFee ex VAT: GBP 500.00\nVAT: GBP 100.00\nTotal: GBP 600.00\n")
    assert (f["subtotal"], f["tax_amount"], f["order_total"]) == ("500.00", "100.00", "600.00")


def test_a_whole_amount_with_its_currency_is_the_sole_amount():
    text = "Hello,\nthe kettle from order 55120 leaks after a week. Please just refund it, it was 45 EUR.\nJonas Berg\n"
    doc_type, f = values(text)
    assert doc_type == "refund_request" and f["refund_requested"] == "45.00"


def test_a_currency_named_in_a_label_is_the_currency_of_bare_amounts():
    _, ex = run("Invoice\nInvoice no: 55-120\nTotal amount (MYR)      1,250.00\n")
    assert (ex.fields["order_total"].value, ex.fields["order_total"].currency) == ("1250.00", "MYR")


def test_a_carrier_after_any_preposition_of_means_and_of_one_word():
    _, f = values("Shipping notice\nYour order 55120 was sent through Poste Italiane on 3 May 2026.\n"
                  "Tracking: RR123456789IT\n")
    assert f["carrier"] == "Poste Italiane"
    _, f = values("Shipping notice\nYour order 55120 left today via Evri.\nTracking: H01ABC1234567890\n")
    assert f["carrier"] == "Evri"


# --------------------------------------------------------------------------- two-language labels, cells, signatures


def test_a_two_language_label_heads_its_column_and_the_value_is_its_cell():
    text = ("GARANTIEANTRAG / WARRANTY CLAIM\n\nGerät / Model             Seriennummer / Serial no.\n"
            "Akkuschrauber Pro 18     AS18-5520931\n\nFehler / Fault: the battery no longer charges\n")
    _, f = values(text)
    assert (f["product_name"], f["serial_number"]) == ("Akkuschrauber Pro 18", "AS18-5520931")


def test_a_dash_signature_names_the_customer_who_writes():
    text = ("hi, the lamp from order 66120 flickers. Please refund EUR 25.00 because it is faulty.\n"
            "-- Petra Lindgren\n")
    _, f = values(text)
    assert f["customer_name"] == "Petra Lindgren"


def test_cust_is_customer_abbreviated():
    _, f = values("Repair ticket\nCust.: Noor Haddad\nDevice: Breeze 3 fan\nFault: makes a grinding noise\n")
    assert f["customer_name"] == "Noor Haddad"


# --------------------------------------------------------------------------- the fresh sets as a floor


def test_the_fresh_set_holds_its_accuracy():
    """The 40 documents of unseen shops (`tests.fields_fresh_docs`): untouched 219/273 fields, 2 values
    where the truth is null; after issue 9, 253/273 and none. A regression fails here; not 100%."""
    from tests.fields_fresh_docs import score

    r = score()
    assert r["correct"] >= 253, r["misses"]
    assert r["hallucinated"] == 0, r["misses"]
    assert r["doctype_ok"] >= 39


def test_the_check_set_holds_its_accuracy():
    """The 12 documents written after the fixes and never tuned on (`tests.fields_fresh_docs_check`)."""
    from tests.fields_fresh_docs_check import score

    r = score()
    assert r["correct"] >= 66, r["misses"]
    assert r["hallucinated"] <= 1, r["misses"]
    assert r["doctype_ok"] == 12
