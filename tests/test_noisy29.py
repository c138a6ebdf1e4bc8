"""Helper noisy29 (issue 9): OCR damage inside amounts beside their currency marker, doubled decimal marks, and the
raw print kept for validation's reverse check of a repaired value."""

from __future__ import annotations

import pytest

from stages.normalize import date_order, repair_lookalikes
from stages.validate import reverse_check
from tests.test_nlp import DEFAULT, run


@pytest.mark.parametrize("printed, read", [
    ("£12.S0", "£12.50"), ("€5O,00", "€50,00"), ("$1,O07.50", "$1,007.50"), ("CA$ l28.00", "CA$ 128.00"),
    ("NZ$ S0O.00", "NZ$ 500.00"), ("1 2O5,00 kr", "1 205,00 kr"), ("EUR 149,9o", "EUR 149,90"), ("£3B.00", "£38.00"),
    ("Rs. 1,O5,000.00", "Rs. 1,05,000.00"), ("2'4OO.00 CHF", "2'400.00 CHF"),
])
def test_lookalikes_in_an_amount_beside_its_marker_read_as_digits(printed, read):
    assert repair_lookalikes(printed) == read


@pytest.mark.parametrize("text", [
    "RM5O1234567GB",  # a code, no marker before it
    "Total $ l2",  # no cents: not printed as an amount
    "$5O",
    "SOLD $ 12",
    "£OOO.SS",  # more slips than digits allow
    "Olive oil 5l tin",
])
def test_no_repair_without_a_marked_amount_with_its_cents(text):
    assert repair_lookalikes(text) == text


def test_doubled_decimal_mark_reads_as_split_decimals():
    assert repair_lookalikes("£85..00 and €245,.50") == "£85. 00 and €245, 50"
    assert len(repair_lookalikes("£85..00")) == len("£85..00")  # offsets unchanged


def test_repaired_amount_keeps_its_print_and_passes_the_reverse_check():
    text = "INVOICE No. TB-2290     Date: 02/02/2026\nCustomer: Ann Lee\n\nSubtotal   £7O.00\nVAT 20%   £14.00\nTotal   £84.S0\n"
    ocr, ex = run(text)
    for name, value, raw in [("subtotal", "70.00", "£7O.00"), ("order_total", "84.50", "£84.S0")]:
        fv = ex.fields[name]
        assert (fv.value, fv.currency, fv.raw) == (value, "GBP", raw)
        assert ocr.text[fv.span[0]:fv.span[1]] == raw
        assert reverse_check(fv, ocr, date_order(ocr.text), None, DEFAULT.fields[name]) == (True, "")


def test_reverse_check_still_refuses_a_value_the_print_does_not_hold():
    text = "INVOICE No. TB-2291     Date: 02/02/2026\nTotal   £84.S0\n"
    ocr, ex = run(text)
    fv = ex.fields["order_total"].model_copy(update={"value": "84.80"})
    assert reverse_check(fv, ocr, date_order(ocr.text), None, DEFAULT.fields["order_total"])[0] is False


def test_doubled_mark_amount_extracted():
    _, ex = run("INVOICE  Z-1002   Date: 05/05/2026\nSubtotal   $60..00\nTax   $4.80\nTotal   $64,.80\n")
    assert ex.fields["subtotal"].value == "60.00" and ex.fields["order_total"].value == "64.80"


@pytest.mark.parametrize("printed, read", [
    ("Amount claimed: CAS1,473.01", "Amount claimed: CA$1,473.01"),  # a dollar symbol's "$" read as "S"
    ("NZS59.00", "NZ$59.00"),
    ("$1,303:55 CAD", "$1,303.55 CAD"),  # a decimal point read as a colon beside a marker
    ("$0/26/23855 CLM73941", "S0/26/23855 CLM73941"),  # a "$" opening a slashed code is an S
    ("Order ref: — B2B-1710-QH", "Order ref:   B2B-1710-QH"),  # a dash speck between label and value
    ("CS-26-35444 | 09-May-2026 ‘ ~ '_WEB167241", "CS-26-35444 | 09-May-2026       WEB167241"),  # specks before a code
])
def test_marker_and_speck_damage_read_as_printed(printed, read):
    assert repair_lookalikes(printed) == read


@pytest.mark.parametrize("text", [
    "I was born in the USS 12.00",  # no dollar symbol's letters
    "AS 12.00",  # apart from its number: a word
    "Total: — 12.00",  # a dash before an amount may be its sign's reading
    "It's 'fine'",
    "$12.50/-",
])
def test_marker_and_speck_repairs_leave_other_text(text):
    assert repair_lookalikes(text) == text


def test_dash_speck_between_label_and_id():
    _, ex = run("Sales order acknowledgement\n\nOrder ref: — KQ-2210-ZT\nOrdered: 2026/02/17\n\nTotal NZ$120.00\n")
    assert ex.fields["order_id"].value == "KQ-2210-ZT"


def test_dollar_read_as_s_amount_keeps_print():
    text = "Return request\nYour order: 55-1209\nAmount claimed:\nCAS1,473.01\nReason: the kit was missing\n"
    ocr, ex = run(text)
    fv = ex.fields["refund_requested"]
    assert (fv.value, fv.currency, fv.raw) == ("1473.01", "CAD", "CAS1,473.01")
    assert reverse_check(fv, ocr, date_order(ocr.text), None, DEFAULT.fields["refund_requested"]) == (True, "")


@pytest.mark.parametrize("printed, read", [
    ("14 Apri1 2026", "14 April 2026"), ("22 Marcn 2026", "22 March 2026"), ("8 Decernber 2026", "8 December  2026"),
    ("Nov. l2, 2026", "Nov. 12, 2026"), ("Sept 3O, 2026", "Sept 30, 2026"), ("2 Jnne 2026", "2 June 2026"),
    ("l2 Jnly 2026", "12 July 2026"), ("15,03.2026", "15.03.2026"), ("15.03,2026", "15.03.2026"),
])
def test_damaged_dates_read_as_printed(printed, read):
    assert repair_lookalikes(printed) == read


@pytest.mark.parametrize("text", [
    "1 Juni 2026", "12 mars 2026", "1 Mai 2026", "3 Mary 2026", "5 items 2026", "room 12 Lane 2026", "14 April 2026",
    "1,234.2026",
])
def test_dates_and_words_left_alone(text):
    assert repair_lookalikes(text) == text


def test_damaged_month_date_extracted_and_reverse_checked():
    ocr, ex = run("INVOICE No. GH-33019\nDate: 8 Decernber 2026\nCustomer: Ivy Stone\nTotal $10.00\n")
    fv = ex.fields["document_date"]
    assert (fv.value, fv.raw) == ("2026-12-08", "8 Decernber 2026")
    assert reverse_check(fv, ocr, date_order(ocr.text), None, DEFAULT.fields["document_date"]) == (True, "")


def test_dropped_decimal_mark_decided_by_the_documents_arithmetic():
    text = "INVOICE  Q-2201      Date: 01/03/2026\nSubtotal       A$ 200.00\nGST            A$ 20.00\nTotal          A$ 22000\n"
    ocr, ex = run(text)
    fv = ex.fields["order_total"]
    assert (fv.value, fv.raw) == ("220.00", "A$ 22000")
    assert reverse_check(fv, ocr, date_order(ocr.text), None, DEFAULT.fields["order_total"]) == (True, "")


def test_no_decimal_guess_when_the_arithmetic_holds_or_cannot_decide():
    _, ex = run("INVOICE  Q-2202   Date: 01/03/2026\nSubtotal   A$ 2000\nGST   A$ 200\nTotal   A$ 2200\n")
    assert ex.fields["order_total"].value == "2200.00"  # holds as read
    _, ex = run("INVOICE  Q-2203   Date: 01/03/2026\nSubtotal   A$ 200.00\nGST   A$ 20.00\nTotal   A$ 23000\n")
    assert ex.fields["order_total"].value == "23000.00"  # no reading makes it hold: left as read


def test_reverse_check_accepts_only_the_same_digits_for_a_dropped_mark():
    from stages.normalize import dropped_decimal_mark
    assert dropped_decimal_mark("£14400", "144.00")
    assert not dropped_decimal_mark("£144.00", "1.44") and not dropped_decimal_mark("£14400", "14.40")
    assert not dropped_decimal_mark("£1,440", "14.40")


def test_split_label_words_joined_in_place():
    from stages.normalize import joined_label_words
    words = frozenset({"total", "invoice", "order", "to", "in", "sub", "subtotal"})
    assert joined_label_words("To tal  $43.20", words) == "Total   $43.20"
    assert joined_label_words("Inv oice No. 55", words) == "Invoice  No. 55"
    assert joined_label_words("ship to order", words) == "ship to order"  # two label words stay apart
    assert joined_label_words("Ta x  $3.20", words) == "Ta x  $3.20"  # too short to tell


def test_damaged_and_split_labels_find_their_values():
    _, ex = run("Inv oice No. AB-1029  Date: 02/02/2026\nCustorner No: CX-4410\nOr der No: OR-55120\nTo tal  $43.20\n")
    got = {k: ex.fields[k].value for k in ("invoice_number", "customer_id", "order_id", "order_total")}
    assert got == {"invoice_number": "AB-1029", "customer_id": "CX-4410", "order_id": "OR-55120", "order_total": "43.20"}


def test_two_letters_for_one_in_a_label_word():
    from stages.cues import word_matches
    assert word_matches("custorner", "customer") and word_matches("revievv", "review")
    assert not word_matches("turned", "timed")  # another edit besides: no
