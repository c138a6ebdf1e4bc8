"""ids34: identifiers, names' labels and dates by method (check set: tests/ids34_check.py).

- a fiscal invoice's "Folio" / "Serie / Folio" is its number; a bare "No." / "Number" under the invoice's title (below a
  letterhead, a title's bracketed translation ignored) too;
- a bank's "Operation No." and "clave de rastreo" (a label in brackets as another's translation) are the payment's;
- a row of labels without column gaps over a number beside a currency code ("8812 USD": account, then currency);
- OCR's semicolon for a label's colon after a number-word;
- a form's "Company:" names the customer, a "Contact name:" beside it is a person there;
- an order's acknowledgement dates the order; one printed id is one field's; a waybill's bare "Reference:" is the order.
"""

from __future__ import annotations

from stages.normalize import repair_lookalikes
from tests.ids34_check import CHECK34_DOCS, score
from tests.test_nlp import DEFAULT, run


def _value(text: str, field: str):
    _, ex = run(text, DEFAULT)
    f = ex.fields.get(field)
    return None if f is None or f.is_null else f.value


def test_folio_is_the_invoices_number():
    assert _value(CHECK34_DOCS[0][1], "invoice_number") == "B-3318"
    assert _value(CHECK34_DOCS[1][1], "invoice_number") == "77214"  # (not the fiscal folio's UUID)


def test_bare_number_label_under_a_title_below_a_letterhead():
    assert _value(CHECK34_DOCS[14][1], "invoice_number") == "SV-4471"
    assert _value(CHECK34_DOCS[15][1], "invoice_number") == "E001-00000912"


def test_bank_operation_number_and_bracketed_translation_label():
    assert _value(CHECK34_DOCS[6][1], "payment_reference") == "OP-447120"
    assert _value(CHECK34_DOCS[9][1], "payment_reference") == "STPX0100260505123"


def test_ungapped_label_row_over_a_number_beside_a_currency_code():
    assert _value(CHECK34_DOCS[4][1], "customer_id") == "8812"
    assert _value(CHECK34_DOCS[5][1], "customer_id") == "KD-4410"
    assert _value(CHECK34_DOCS[5][1], "order_date") == "2026-08-17"  # (the acknowledgement's date is the order's)


def test_semicolon_after_a_number_word_is_the_labels_colon():
    assert repair_lookalikes("Customer No.; PE-20931") == "Customer No.: PE-20931"
    assert repair_lookalikes("piano; 4 keys") == "piano; 4 keys"
    assert _value(CHECK34_DOCS[13][1], "customer_id") == "PE-20931"


def test_company_label_names_the_customer_not_its_contact():
    assert _value(CHECK34_DOCS[16][1], "customer_name") == "Trattoria Il Faro"
    assert _value(CHECK34_DOCS[17][1], "customer_name") == "Sushi Bar Kaze"
    assert _value(CHECK34_DOCS[18][1], "customer_name") == "Aiko Tanaka"  # (a contact alone is the customer)


def test_one_printed_id_one_field_and_waybill_reference():
    assert _value(CHECK34_DOCS[19][1], "customer_id") is None
    assert _value(CHECK34_DOCS[19][1], "tracking_number") == "STK-33018842"
    assert _value(CHECK34_DOCS[20][1], "order_id") == "KD-30912"
    assert _value(CHECK34_DOCS[21][1], "order_id") is None


def test_check_set_figures():
    r = score()
    assert r["total"].get("right", 0) >= 45 and r["total"].get("hallucinated", 0) == 0


def test_a_records_opened_label_dates_it_a_sentences_verb_does_not():
    assert _value(CHECK34_DOCS[23][1], "document_date") == "2026-02-18"
    letter = ("WARRANTY CLAIM\nDear team,\nWe opened it on 3 March 2026 and the door was cracked. Please repair it.\n"
              "Ticket: WS-7791\n")
    assert _value(letter, "document_date") != "2026-03-03" or _value(letter.replace("opened", "unpacked"),
                                                                      "document_date") == "2026-03-03"
