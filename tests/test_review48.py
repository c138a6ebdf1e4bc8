"""The review of tune48's rounds: over-matches it found, each on text of its own; each fails on the code before the fix."""

from __future__ import annotations

from datetime import date

from stages import amounts
from stages.nlp import extract
from stages.normalize import MONEY_RE, date_order
from stages.validate import reverse_check
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> dict[str, str]:
    ex = extract(ocr_of(text), SCHEMA)
    return {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_a_currency_after_its_amount_is_not_a_single_digits_that_follows():
    """"1 500 SEK 3 parcels": SEK is the 1 500's; a currency goes to the number after it only when that is an amount."""
    assert [m.group(0).strip() for m in MONEY_RE.finditer("Total: 1 500 SEK 3 parcels")][0] == "1 500 SEK"
    assert _values("ORDER CONFIRMATION\nOrder no: SO-551204\nOrder date: 02/03/2026\nTotal: 1 500 SEK 3 parcels\n"
                   ).get("order_total") == "1500.00"
    assert "BDT 1,28,000.00" in [m.group(0).strip() for m in MONEY_RE.finditer("1 BDT 1,28,000.00")]


def test_ordinary_words_of_field_labels_make_a_name():
    """A name made of words that field labels also use ("Max Price", "Will Grant") is a name; titles and status words
    alone ("Return Approval") are not."""
    from stages.names import _label_words_only

    assert not _label_words_only(SCHEMA, "Max Price") and not _label_words_only(SCHEMA, "Will Grant")
    assert _label_words_only(SCHEMA, "Return Approval")


def test_a_branch_line_over_the_customers_account_number():
    """"Branch: Westlands" on an invoice is where the customer buys, not a bank's: the account number under it is the
    customer's; "by cheque or transfer to our a/c" before the label still marks a bank's account."""
    got = _values("TAX INVOICE\nInvoice No: INV-883120\nDate: 04/03/2026\nBranch: Westlands\nAccount No: CU-40021\n"
                  "Customer: Amani Otieno\nTotal: KES 4,500.00\n")
    assert got.get("customer_id") == "CU-40021", got
    got = _values("TAX INVOICE\nInvoice No: INV-883121\nDate: 04/03/2026\nCustomer: Amani Otieno\n"
                  "Pay by cheque or transfer to our a/c 0112233445\nTotal: KES 4,500.00\n")
    assert got.get("customer_id") != "0112233445", got


def test_a_decisions_word_on_a_payment_record_is_no_settlement():
    """"Accepted Settlement In Process" (ISO 20022 ACSP) or "Authorised" on a payment advice is no execution; a word of
    success is. Validation reads each back the same way."""
    assert amounts.record_outcome("approved", "Successful", ["executed"]) == "executed"
    assert amounts.record_outcome("approved", "Accepted Settlement In Process", ["executed"]) == "approved"
    assert amounts.record_outcome("approved", "Authorised", ["executed"]) == "approved"
    text = ("Payment Advice\nValue date: 03/06/2026\nPayment reference: RMT-88123456\nAmount: GBP 74.50\n"
            "Beneficiary: Tomas Reyes\nStatus: Accepted Settlement In Process\n")
    ocr = ocr_of(text)
    fv = extract(ocr, SCHEMA).fields.get("refund_status")
    assert fv is None or fv.value != "executed"
    if fv is not None and fv.value:
        assert reverse_check(fv, ocr, date_order(ocr.text), date(2026, 6, 3), SCHEMA.fields["refund_status"])[0]


def test_a_faults_code_and_a_carrier_opening_with_a_number():
    """A fault's code ("E4") is a fault, a date under the fault's label is not; a carrier's name opening with a number
    ("24000 Express Logistics") is a name, an id followed by a date is not."""
    from stages.rules import _date_only, _fits_kind

    assert _date_only("12th April 2026") and not _date_only("E4") and not _date_only("No go")
    fault, carrier = SCHEMA.fields["issue_description"], SCHEMA.fields["carrier"]
    assert _fits_kind(fault, "E4") and not _fits_kind(fault, "12th April 2026")
    assert _fits_kind(carrier, "24000 Express Logistics") and not _fits_kind(carrier, "KI2807173440 1 March 2026")
