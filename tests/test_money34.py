"""Round 34 (helper money34): a totals box read column by column with other lines between its labels and its amounts,
the VAT's national names, amounts a currency's name marks, a reason's prepositional "as", a thousands group OCR split
off, a chaser of a visit that never came. Each test in its own wording (no sample document's, none of
tests/money34_check.py)."""

from __future__ import annotations

from stages import amounts
from stages.doctype import classify
from tests.test_money27 import _fields
from tests.test_nlp import DEFAULT


def test_labels_then_a_note_then_the_amounts_add_up():
    text = ("INVOICE 3310     Date: 04/03/2026\nCustomer: Bodega Norte\nSubtotal:\nIVA 16%:\nTotal:\n"
            "Goods remain our property until paid in full.\n\nMXN $10,000.00\nMXN $1,600.00\nMXN $11,600.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("10000.00", "1600.00", "11600.00")


def test_labels_then_a_note_then_amounts_that_do_not_add_up_are_no_block():
    text = "Red cup\nBlue cup\nTotal\nHandmade; colours vary.\n\nEUR 5.00\nEUR 6.00\nEUR 20.00\n"
    assert amounts.column_blocks(text, "EUR", amounts.TAX_WORDS) == []


def test_national_vat_names_are_tax_rows():
    for word in ("IGV", "ITBIS", "KDV", "PPN"):
        assert amounts.row_kind(f"{word} 18%", amounts.TAX_WORDS)[0] == amounts.TAX


def test_an_amount_named_by_its_currency_word_is_money():
    from stages.spacy_model import lemmatize

    text = "We are returning the grill and ask the refund of 2.350.000 pesos."
    got = [(a.value, a.raw) for a in amounts.read_amounts(text, lemmatize(text), {amounts.REQUESTED}, None)]
    assert ("2350000.00", "2.350.000 pesos") in got


def test_a_number_with_a_word_that_is_no_currency_is_no_money():
    from stages.spacy_model import lemmatize

    text = "The shelf holds 1.500 books and weighs 40 pounds."
    assert amounts.read_amounts(text, lemmatize(text), {amounts.REQUESTED}, None) == []


def test_a_prepositional_as_is_no_reason_but_a_clause_after_as_is():
    text = ("Sending this on so it is recorded as a complaint.\n\nThe customer returns the fan of order 5512 because "
            "the blades rattle at full speed. She asks for EUR 40.00 back.\n")
    assert _fields(text, "refund_request")["return_reason"] == "the blades rattle at full speed"
    text = "Hi,\nI want to send the lamp of order 7781 back as two of the bulbs were broken on arrival.\nRefund GBP 30.00 please.\n"
    assert _fields(text, "refund_request")["return_reason"] == "two of the bulbs were broken on arrival"


def test_a_thousands_group_split_off_is_joined_where_the_sum_says_so():
    text = ("INVOICE 4410     Date: 02/02/2026\nCustomer: Cafe Sur\nSubtotal: $250. 000\nIVA 19%: $47.500\n"
            "Total: $297.500\nAmounts in Chilean pesos (CLP).\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("250000.00", "47500.00", "297500.00")


def test_a_visit_that_never_came_chased_is_a_letter():
    text = ("Dear Sirs,\nWe opened the repair ticket RT-3318 for our walk-in freezer of order 66120 and until now no "
            "technician has come.\nWe need the technician here by 12 June.\nThanks for your attention.\nRegards,\n"
            "Operations - Hotel Brisa\n")
    assert classify(text, DEFAULT)[0] == "customer_letter"


def test_of_two_asks_alike_a_hope_is_the_weaker():
    text = ("From: Ines Mora <ines@cafeluna.example>\nTo: service@ovenworks.example\nSubject: Order 88120 late\n"
            "Date: Mon, 02 Mar 2026 10:00:00 +0100\n\nThank you for the new date of order 88120. It is too late for "
            "our opening and we had to borrow an oven.\n\nWe would like to know who will pay for the borrowed "
            "oven.\n\nWe hope to receive an answer soon.\n\nRegards,\nInes Mora\n")
    assert _fields(text, "customer_letter")["customer_expectation"] == \
        "We would like to know who will pay for the borrowed oven"
