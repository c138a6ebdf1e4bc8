"""The schema's standard vocabulary (UBL, EDIFACT / X12, ISO 20022, carriers' and ERP terms, British and
American spellings): labels a business anywhere prints are read as the label of the right field, and
documents named as the standards name them get their type. The documents here are made up for the
test, from the standards' terms, not taken from any sample set."""

from __future__ import annotations

import pytest

from stages.acts import acts_found, sentences, tokens
from stages.doctype import classify
from stages.rules import cue_hits, find_status
from stages.spacy_model import lemmatize
from tests.test_nlp import DEFAULT, run

# (label as printed, the field it introduces)
STANDARD_LABELS = [
    ("Debtor account", "customer_id"),
    ("Sold-to no.", "customer_id"),
    ("Party ID", "customer_id"),
    ("Business partner number", "customer_id"),
    ("Sold-to", "customer_name"),
    ("Invoicee", "customer_name"),
    ("Buying party", "customer_name"),
    ("Buyer's order number", "order_id"),
    ("Order acknowledgement no.", "order_id"),
    ("Return merchandise authorization", "case_number"),
    ("RGA no.", "case_number"),
    ("Invoice date", "document_date"),
    ("Tax point", "document_date"),
    ("Date of sale", "order_date"),
    ("Nett amount", "subtotal"),
    ("Taxable value", "subtotal"),
    ("GST amount", "tax_amount"),
    ("Amount owing", "order_total"),
    ("Tax inclusive amount", "order_total"),
    ("Amount remitted", "refund_executed"),
    ("Settlement amount", "refund_executed"),
    ("Remittance date", "execution_date"),
    ("End-to-end ID", "payment_reference"),
    ("UTR", "payment_reference"),
    ("Cheque no.", "payment_reference"),
    ("Con note", "tracking_number"),
    ("Bill of lading no.", "tracking_number"),
    ("PRO number", "tracking_number"),
    ("Haulier", "carrier"),
    ("Ship via", "carrier"),
    ("Date despatched", "ship_date"),
    ("Goods issue date", "ship_date"),
    ("Promised delivery date", "delivery_estimate"),
    ("Goods description", "product_name"),
]


@pytest.mark.parametrize("label,field", STANDARD_LABELS)
def test_a_standard_label_is_read_as_its_field(label, field):
    text = f"{label}: 4471-2089\n"
    at_start = [h for h in cue_hits(text, list(DEFAULT.fields.values())) if h.start == 0]
    longest = max(at_start, key=lambda h: h.length, default=None)
    assert longest is not None and longest.field == field
    assert text[longest.start:longest.end].rstrip(".") == label.rstrip(".")  # the whole label, no part of it


REMITTANCE_ADVICE = """Westmere Trading Ltd
REMITTANCE ADVICE

Beneficiary:        Tamsin Ruck
Debtor account:     DA-55120
Amount remitted:    GBP 64.20
Remittance date:    03/06/2026
End-to-end ID:      E2E-88410273

The amount above has been sent to the account you gave us.
"""

DESPATCH_ADVICE = """DESPATCH ADVICE

Consignee:          Rangi Parata
Buyer's order number: 7741203
Con note:           CN448120973
Haulier:            Southern Linehaul
Date despatched:    12 May 2026

Your goods have been despatched.
"""


def test_a_remittance_advice_in_standard_terms():
    _, ex = run(REMITTANCE_ADVICE)
    f = {k: v.value for k, v in ex.fields.items()}
    assert ex.doc_type == "refund_execution"
    assert f["customer_id"] == "DA-55120" and f["refund_executed"] == "64.20"
    assert f["execution_date"] == "2026-06-03" and f["payment_reference"] == "E2E-88410273"


def test_a_despatch_advice_in_standard_terms():
    _, ex = run(DESPATCH_ADVICE)
    f = {k: v.value for k, v in ex.fields.items()}
    assert ex.doc_type == "shipping_notice"
    assert f["order_id"] == "7741203" and f["tracking_number"] == "CN448120973"
    assert f["carrier"] == "Southern Linehaul" and f["ship_date"] == "2026-05-12"


@pytest.mark.parametrize("title,doc_type", [
    ("ORDER RESPONSE", "order_confirmation"),  # UBL OrderResponse, EDIFACT ORDRSP
    ("PO ACKNOWLEDGMENT", "order_confirmation"),  # X12 855
    ("DEBIT NOTE", "invoice"),
    ("REFUND ADVICE", "refund_execution"),
    ("RETURN MERCHANDISE AUTHORIZATION", "refund_approval"),
    ("RETURNS AUTHORISATION", "refund_approval"),
    ("SHIPPING ADVICE", "shipping_notice"),
    ("DELIVERY DOCKET", "shipping_notice"),
    ("FAULT REPORT", "warranty_form"),
])
def test_a_document_titled_as_the_standards_name_it(title, doc_type):
    text = f"{title}\n\nAccount no: 5512-0098\nReference: 2026/0417\n"
    got, confidence = classify(text, DEFAULT)
    assert got == doc_type and confidence >= 0.6  # a type, not the fallback of a document nothing speaks for


# ----------------------------------------------------------------------------- second pass
# Status words of payment systems and workflows, the labels of returns, repair and ERP forms, and the
# verbs of each type's act, written from the standards and general usage (see the schema's header).

SECOND_PASS_LABELS = [
    ("RMA reason", "return_reason"),
    ("Grounds for refund", "return_reason"),
    ("Reported symptoms", "issue_description"),
    ("Reason for repair", "issue_description"),  # the repair's reason, not a return's
    ("Approval status", "refund_status"),
    ("RMA status", "refund_status"),  # the status, not the RMA's number
    ("Need-by date", "customer_deadline"),
    ("Required by", "customer_deadline"),
    ("Promise date", "promised_date"),
    ("Expected settlement date", "promised_date"),
    ("Delivery slot", "delivery_estimate"),
    ("Refund allowance", "refund_eligible"),
    ("Max refund", "refund_eligible"),
    ("Fee reduction", "fee_waiver_percent"),
    ("Asset tag", "serial_number"),
    ("Service tag", "serial_number"),
    ("Batch number", "serial_number"),
]


@pytest.mark.parametrize("label,field", SECOND_PASS_LABELS)
def test_a_second_pass_label_is_read_as_its_field(label, field):
    test_a_standard_label_is_read_as_its_field(label, field)


@pytest.mark.parametrize("word,value", [
    ("Awaiting authorisation", "requested"),
    ("Under consideration", "requested"),
    ("Lodged", "requested"),
    ("Upheld", "approved"),  # a complaint or claim decided for the customer (UK ombudsman usage)
    ("Sanctioned", "approved"),
    ("Not eligible", "rejected"),
    ("Ineligible", "rejected"),
    ("Succeeded", "executed"),  # a card processor's refund status
    ("Disbursed", "executed"),
    ("Settlement completed", "executed"),  # ISO 20022 ACSC
])
def test_a_status_word_of_payment_systems_and_workflows(word, value):
    assert DEFAULT.fields["refund_status"].status_value(word) == value


@pytest.mark.parametrize("line,value", [
    ("Payment status: Accepted settlement completed", "executed"),  # ISO 20022 ACSC: paid, not only accepted
    ("Complaint outcome: Not upheld", "rejected"),  # the negation of a synonym is its value's opposite
    ("Refund status: Awaiting authorisation", "requested"),
])
def test_a_status_is_read_after_its_label(line, value):
    spec = DEFAULT.fields["refund_status"]
    found = find_status(line, spec, cue_hits(line, [spec]))
    assert found is not None and found.value == value


@pytest.mark.parametrize("title,doc_type", [
    ("REFUND VOUCHER", "refund_execution"),
    ("SHIPPING MANIFEST", "shipping_notice"),
    ("CLAIM UPHELD", "refund_approval"),
    ("REPAIR TICKET", "warranty_form"),
    ("ORDER RECEIPT", "order_confirmation"),
    ("SERVICE ORDER", "warranty_form"),  # a repair job's order, not a sale's
    ("OUT FOR DELIVERY", "shipping_notice"),
])
def test_a_document_titled_in_second_pass_terms(title, doc_type):
    test_a_document_titled_as_the_standards_name_it(title, doc_type)


def test_a_heading_ending_in_a_type_s_head_noun():
    text = "Complaint resolution\n\nAccount no: 5512-0098\nReference: 2026/0417\n"  # "... resolution": what was decided
    assert classify(text, DEFAULT)[0] == "refund_approval"


@pytest.mark.parametrize("sentence,doc_type,found", [
    ("Your warranty claim has been upheld.", "refund_approval", True),
    ("We have disbursed EUR 41.60 to the account on file.", "refund_execution", True),
    ("Your parcel has been forwarded to the courier.", "shipping_notice", True),
    ("Could you please rectify the fault on the unit?", "warranty_form", True),
    ("Please transfer the balance of USD 212.00 within 14 days.", "invoice", True),
    ("We will send the replacement free of charge.", "refund_execution", False),  # "charge" there is no money
])
def test_a_second_pass_act_word(sentence, doc_type, found):
    sents = sentences(sentence, tokens(lemmatize(sentence)))
    assert (acts_found(sentence, sents, DEFAULT.doc_types[doc_type].acts) > 0) is found


# ----------------------------------------------------------------------------- third pass
# The value added tax as each country names it on an invoice, and the accountants' "a/c" (see the schema's header).

@pytest.mark.parametrize("label", ["MwSt.", "USt", "TVA", "IVA", "BTW", "Moms", "ALV", "MVA", "DPH", "PVM", "QST", "SST"])
def test_a_national_name_of_the_vat_is_read_as_the_tax(label):
    text = ("Invoice\nInvoice no.: 30-118842\nNet amount: 52.00 EUR\n"
            f"{label} 21 %: 10.92 EUR\nTotal payable: 62.92 EUR\n")
    _, ex = run(text)
    assert ex.fields["tax_amount"].value == "10.92"


def test_an_abbreviation_taken_for_a_word_in_lower_case_is_a_label_only_in_capitals():
    text = "Thanks, btw 12.50 EUR more is fine for the courier.\n"
    assert not [h for h in cue_hits(text, [DEFAULT.fields["tax_amount"]])]


@pytest.mark.parametrize("label", ["A/c", "a/c no.", "A/C number"])
def test_the_accountants_abbreviation_of_account_labels_the_customer(label):
    test_a_standard_label_is_read_as_its_field(label, "customer_id")


def test_a_masked_account_number_is_no_customer_id():
    # "xxxx7715", "****7715": a card or bank account shown for recognition, not the customer's number
    for masked in ("xxxx7715", "****7715", "XX-XX-7715"):
        _, ex = run(f"Refund confirmation\nWe have refunded GBP 30.00 to account {masked} on 2 May 2026.\n")
        assert ex.fields["customer_id"].value is None, masked
