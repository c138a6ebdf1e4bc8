"""tune48's rounds on text of their own (no sample shop's wording): each fails on the code before the round."""

from __future__ import annotations

from stages import amounts, rules
from stages.nlp import extract
from status.schema import load_schema
from tests.ocr_fixtures import scan
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> tuple[str, dict[str, str]]:
    ex = extract(ocr_of(text), SCHEMA)
    return ex.doc_type, {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_a_number_masked_in_its_middle_is_no_id():
    """A bank account shown with its middle digits hidden ("5521-XXXX907") is no customer's number."""
    assert rules.masked("5521-XXXX907") and rules.masked("4111 **** **** 1111") and rules.masked("xxxx0913")
    assert not rules.masked("TAX-2026-118") and not rules.masked("SN-XXK40A22")
    doc_type, got = _values("Fund Transfer Receipt\nPaid on: 12/05/2026\nTransaction ref: TRX-55120981\n"
                            "Amount paid: EUR 310.00\nPaying account: 5521-XXXX907\nPayee: Olga Brandt\n"
                            "Remarks: refund for sales order SO-771204\n")
    assert doc_type == "refund_execution"
    assert "customer_id" not in got


def test_a_payment_records_success_word_is_its_execution():
    """"Status: Successful" on a transfer's advice says the payment went through: executed, not a decision."""
    doc_type, got = _values("Remittance Advice\nValue date: 03/06/2026\nPayment reference: RMT-88123455\n"
                            "Amount remitted: GBP 74.50\nBeneficiary: Tomas Reyes\nStatus: Successful\n")
    assert doc_type == "refund_execution"
    assert got["refund_status"] == "executed"


def test_a_records_success_word_reads_back_as_its_execution():
    """Validation's reverse check reads the outcome word at the value's span as extraction did: "executed" passes, a
    value the word does not stand for still fails."""
    from datetime import date

    from stages.normalize import date_order
    from stages.validate import reverse_check

    ocr = ocr_of("Remittance Advice\nValue date: 03/06/2026\nPayment reference: RMT-88123455\n"
                 "Amount remitted: GBP 74.50\nBeneficiary: Tomas Reyes\nStatus: Successful\n")
    fv = extract(ocr, SCHEMA).fields["refund_status"]
    spec = SCHEMA.fields["refund_status"]
    assert reverse_check(fv, ocr, date_order(ocr.text), date(2026, 6, 3), spec)[0]
    assert not reverse_check(fv.model_copy(update={"value": "rejected"}), ocr, date_order(ocr.text), date(2026, 6, 3), spec)[0]


def test_label_words_alone_are_no_name():
    """A title or a label read as a name's two capitalised words: every word is a word of the schema's labels."""
    from stages.names import _label_words_only

    assert _label_words_only(SCHEMA, "Return Approval") and _label_words_only(SCHEMA, "Claim Decision")
    assert not _label_words_only(SCHEMA, "Grace Holloway") and not _label_words_only(SCHEMA, "Approval")


def test_a_tax_named_in_words_after_incl_is_the_totals_own_modifier():
    """"Total (incl. Goods and Services Tax)" is the order's total, not a part (its tax)."""
    assert amounts.label_role("Total (incl. Goods and Services Tax)", {"ordered"}) == amounts.ORDERED
    assert amounts.label_role("Total incl. Sales Tax", {"ordered"}) == amounts.ORDERED
    assert amounts.label_role("Sales Tax", {"ordered"}) == amounts.PART


def test_an_initialisms_o_read_as_a_zero_and_a_title_over_it():
    """"S.0. No." (OCR's zero for the O of sales order) under a title "Order Acknowledgement": the label's own id."""
    doc_type, got = _values("Order Acknowledgement\n\nS.0. No.: KX/26/55231\nOrder date: 2 May 2026\n"
                            "Customer: Lena Marsh\nBuyer's PO: PO-88120\nTotal: NZD 412.00\n")
    assert got["order_id"] == "KX/26/55231"


def test_a_label_both_fields_read_goes_to_the_one_the_type_requires():
    """"CN No." abbreviates a consignment note and a client number alike: on a dispatch note it is the consignment's."""
    doc_type, got = _values("Dispatch Advice\nSales Order No.: SO-448120\nDeliver To: Ruth Okafor\n"
                            "Courier: Swiftline Couriers\nCN No.: SW5512098871\nETA: 14-05-2026\n")
    assert doc_type == "shipping_notice"
    assert got["tracking_number"] == "SW5512098871" and "customer_id" not in got


def test_an_account_to_pay_into_is_the_banks():
    """"pay by cheque or transfer to ... branch a/c 1234" is where the money goes, not the customer's account."""
    doc_type, got = _values("Tax Invoice\nInvoice No.: INV-552190\nDate: 4 May 2026\nCustomer A/c No.: CL-22817\n"
                            "Subtotal: USD 100.00\nTax: USD 10.00\nTotal: USD 110.00\n"
                            "Payment by cheque or online transfer to Harbour branch a/c 3302-7718804412 only.\n")
    assert got["customer_id"] == "CL-22817"


def test_a_currency_code_before_a_lakh_grouped_amount_is_that_amounts():
    """"1 INR 1,25,000.00": the code is the amount's after it, the quantity before it no amount."""
    text = "Loom spare kit 1 INR 1,25,000.00 INR 1,25,000.00"
    got = [m.group(0) for m, _ in rules.money_candidates(text, 0, len(text), "INR")]
    assert got == ["INR 1,25,000.00", "INR 1,25,000.00"]


def test_a_row_of_labels_with_a_rate_over_its_amounts():
    """"Value of supply  VAT (20%)  Amount payable" run together over three amounts: each label its amount."""
    doc_type, got = _values("TAX INVOICE\nInvoice No.: KB-22019\nDate: 9 June 2026\nCustomer: Ada Brennan\n"
                            "Item Qty Rate\nPlaner blade set 2 GBP 60.00\n"
                            "Value of supply VAT (20%) Amount payable\nGBP 120.00 GBP 24.00 GBP 144.00\n")
    assert got["subtotal"] == "120.00" and got["tax_amount"] == "24.00" and got["order_total"] == "144.00"


def test_a_tax_base_row_is_the_subtotal():
    """"Tax base" names the amount the tax is worked out on, not the tax."""
    doc_type, got = _values("INVOICE\nInvoice no.: 0000412277\nDate of issue: 02.03.2026\nCustomer: Ivo Marin\n"
                            "Tax base: 250,00 EUR\nVAT 20%: 50,00 EUR\nGrand total: 300,00 EUR\n")
    assert got["subtotal"] == "250.00" and got["tax_amount"] == "50.00" and got["order_total"] == "300.00"


def test_a_form_rows_product_runs_to_its_lines_end():
    """A bilingual form's label (its gloss in brackets or after a slash) has the rest of its line as its value, lower-case
    words and all; a fault under it stops where the next line's label begins."""
    doc_type, got = _values("Garantieantrag / Warranty claim\nBestellung / Order: 55120/26\n"
                            "Produktname (Product) Garden pump 3 inch 0.8 kW\nSeriennummer (Serial no.) GP3-88120411\n"
                            "Beschreibung / Describe the problem Pump hums but moves no water\n"
                            "Numero de caso asignado WC/26/7712\n")
    assert doc_type == "warranty_form"
    assert got["product_name"] == "Garden pump 3 inch 0.8 kW"
    assert got["issue_description"] == "Pump hums but moves no water"


def test_service_requests_equipment_label():
    doc_type, got = _values("Service request (warranty)\nCase:\nWR-26-1187\nSerial no.:\nXK55100291\nAppliance:\n"
                            "Combi steamer 6 x GN 1/1\nWhat happened:\nthe door seal leaks steam\n")
    assert got["product_name"] == "Combi steamer 6 x GN 1/1"


def test_turkish_dispatch_notes_carrier_and_dispatch_date():
    doc_type, got = _values("Sevkiyat Bildirimi / Dispatch notice\nOrder ref SP-551203\nTaşıyıcı Kuzey Kargo\n"
                            "Tracking number 7712039988\nFiili Sevk Tarihi 13/05/2026\nExpected delivery 17/05/2026\n")
    assert got["carrier"] == "Kuzey Kargo" and got["ship_date"] == "2026-05-13"


def test_a_cell_of_words_under_an_id_label_is_no_id():
    """Under a label whose own value the scan spoiled, the next row's words ("Order placed on 05/02/2026") are no id
    run together; an id the scan split by a space ("R26 -0765") stays one."""
    ocr = scan([[("Order", 10), ("Acknowledgement", 70)],
                [("S.O.", 10), ("No.", 60), ("|QX/26/11", 120)],
                [("Order", 10), ("placed", 70), ("on", 140), ("05/02/2026", 170)],
                [("Total", 10), ("EUR", 70), ("120.00", 110)]])
    ex = extract(ocr, SCHEMA)
    assert ex.fields["order_id"].value != "Orderplacedon05/02/2026"


def test_a_lakh_grouped_whole_amount():
    """"Rs. 2,45,500/-": India's and Bangladesh's grouping with the whole-units mark, no decimals."""
    from stages.normalize import parse_amount, parse_money

    assert str(parse_amount("2,45,500")) == "245500" and str(parse_amount("1,02,45,500")) == "10245500"
    assert parse_amount("2,45,50") is None
    money = parse_money("Rs. 2,45,500/-", "INR")
    assert money is not None and str(money.amount) == "245500"


def test_a_form_rows_colon_read_as_a_comma():
    doc_type, got = _values("Harbour Bank - Funds Transfer Receipt\nDate of Payment 09-May-26\n"
                            "Transaction Ref, HBK-5512098877\nAmount Transferred EUR 212\nReceiver Nora Quist\n"
                            "Remarks REFUND AGAINST SO 4471/26\nStatus Successful\n")
    assert got["payment_reference"] == "HBK-5512098877"


def test_a_date_under_a_faults_label_is_no_fault():
    """A fault's cue read inside another label ("Date of complaint: 12th April 2026") gives a date, no fault: the
    next label's value is the fault; "Complaint details:" labels the fault as a whole."""
    doc_type, got = _values("After-Sales Service Request\nDate of Complaint: 12th Apri] 2026\nSerial No.: SN-QW55K2LM\n"
                            "Description of Goods: Bench grinder 200 mm\n"
                            "Fault Description: The wheel wobbles and the motor trips the breaker\n")
    assert got["issue_description"] == "The wheel wobbles and the motor trips the breaker"
    doc_type, got = _values("Warranty Claim Form\nSerial No.:\nBG-55120877\nProduct:\nBench grinder 200 mm\n"
                            "Complaint Details:\nThe wheel wobbles at full speed\n")
    assert got["issue_description"] == "The wheel wobbles at full speed"


def test_the_last_heading_of_a_row_parted_by_column_gaps():
    """"Order no.    Account    Dispatched through" over "KX/26/55120    C-7712    Tarangi Vahan": the last heading's
    value is under it, though nothing follows it on its line (not the order's letters)."""
    doc_type, got = _values("Dear Mia Hart,\nYour goods have left our store.\n\n"
                            "Order no.      Account     Dispatched through\nKX/26/55120    C-7712      Tarangi Vahan\n\n"
                            "AWB No.        Shipped on\nTV-88120554    12.05.2026\n")
    assert got["carrier"] == "Tarangi Vahan"


def test_a_name_does_not_open_with_an_ids_token():
    """A carrier's label over a row whose cell under it is a number and a date ("KX2807173440 1 May 2026"): no name."""
    spec = SCHEMA.fields["carrier"]
    assert not rules._fits_kind(spec, "KX2807173440 1 May 2026")
    assert rules._fits_kind(spec, "Tarangi Vahan") and rules._fits_kind(spec, "DHL Express")


def test_a_faults_words_are_no_months_prefix():
    """Words that merely open like a month's or a day's name ("Fridge", "decreasing") are a fault's words."""
    spec = SCHEMA.fields["issue_description"]
    assert rules._fits_kind(spec, "Fridge decreasing") and not rules._fits_kind(spec, "12th Apri] 2026")
