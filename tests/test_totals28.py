"""An order's money block on layouts docflow never saw and the refund a claim is eligible for (helper totals28, issue 9):
a totals table whose header is ruled off from its amounts, bars with no space around them, a total's label naming the
rate of the tax it includes, a two-column totals box read one column after the other (labels, then amounts); the
eligible amount as the shop's statement of entitlement, not a customer's claim nor a rule for any claim. Each test in
its own wording (no document of tests/totals28_check.py)."""

from __future__ import annotations

import pytest

from stages import amounts

from tests.test_money27 import _fields  # (one reader of a text's field values)

TAX = amounts.TAX_WORDS | amounts.TAX_PART_WORDS


def _roles(text: str, has=frozenset({amounts.APPROVED, amounts.ELIGIBLE})) -> dict:
    from stages.spacy_model import lemmatize

    return {a.value: (a.role, a.by) for a in amounts.read_amounts(text, lemmatize(text), set(has), None)}


HEAD = "INVOICE 6620                                Date: 14/09/2026\nWillow Creek Ceramics, Nelson\nCustomer: Tama Reid\n\n"


# ---------------------------------------------------------------- a totals table's rules and bars

@pytest.mark.parametrize("rule", ["+-----------+-----------+-----------+", "|---|---:|---|", "======================="])
def test_a_rule_between_the_header_and_its_amounts_is_passed_over(rule):
    text = HEAD + "Net value      GST 15%      Amount due\n" + rule + "\nNZ$ 80.00      NZ$ 12.00    NZ$ 92.00\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("80.00", "12.00", "92.00")


def test_bars_with_no_space_around_them_part_the_header_cells():
    text = HEAD + "|Subtotal|Freight|GST|Invoice total|\n|NZ$ 50.00|NZ$ 10.00|NZ$ 9.00|NZ$ 69.00|\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("50.00", "9.00", "69.00")


# ---------------------------------------------------------------- a tax named as included, with its rate

@pytest.mark.parametrize("label", ["Total (incl. 15% GST)", "Total (IVA 21% incluido)", "Gesamt inkl. 19% MwSt",
                                   "Total (TVA 20% comprise)"])
def test_a_total_naming_the_rate_of_its_included_tax_is_the_total(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.TOTAL


def test_a_tax_named_as_included_in_the_total_is_a_part_not_the_total():
    assert amounts.label_role("GST 15% included in the total", {amounts.ORDERED}) == amounts.PART


def test_a_total_whose_label_names_its_tax_rate_is_read_and_no_tax_is_invented():
    text = HEAD + "Glazed bowl x2                              NZ$ 115.00\nTotal (incl. 15% GST)                       NZ$ 115.00\n"
    got = _fields(text, "invoice")
    assert (got["order_total"], got["tax_amount"], got["subtotal"]) == ("115.00", None, None)


# ---------------------------------------------------------------- a totals box read column after column

def test_labels_then_amounts_of_a_box_read_by_columns():
    text = HEAD + "Subtotal\nDelivery\nGST 15%\nTotal due\n\nNZ$ 200.00\nNZ$ 10.00\nNZ$ 31.50\nNZ$ 241.50\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("200.00", "31.50", "241.50")


def test_amounts_then_labels_of_a_box_read_by_columns():
    text = HEAD + "NZ$ 60.00\nNZ$ 9.00\nNZ$ 69.00\n\nSubtotal\nGST 15%\nBalance due\n\nThank you for your business\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("60.00", "9.00", "69.00")


def test_names_over_prices_with_no_total_are_no_totals_block():
    text = "Mug\nPlate\nBowl\n$12.00\n$15.00\n$18.00\n"
    assert amounts.column_blocks(text, None, TAX) == []


def test_a_confirmations_total_from_a_box_read_by_columns():
    text = ("Order confirmation - order 55-7812\nThank you for your order, placed 02/03/2026.\n\n"
            "Items\nShipping\nOrder total\n\n$45.00\n$5.00\n$50.00\n")
    assert _fields(text, "order_confirmation")["order_total"] == "50.00"


# ---------------------------------------------------------------- who states the entitlement

def test_the_shops_statement_of_entitlement_is_eligible():
    assert _roles("After inspection you are entitled to a refund of EUR 72.00.")["72.00"][0] == amounts.ELIGIBLE


@pytest.mark.parametrize("text", ["You wrote that you are entitled to EUR 150.00 back.",
                                  "In your letter you state that you are eligible for a refund of EUR 150.00.",
                                  "The customer believes she is entitled to EUR 150.00."])
def test_a_customers_claim_of_entitlement_is_not_eligible(text):
    assert _roles(text)["150.00"][0] != amounts.ELIGIBLE


@pytest.mark.parametrize("text", ["Refunds of up to EUR 500.00 per order are issued without a receipt.",
                                  "Refunds up to EUR 500.00 are processed without inspection."])
def test_a_rule_for_any_claim_is_not_eligible(text):
    assert _roles(text)["500.00"] == (None, "rule")


def test_a_claim_reported_is_not_the_eligible_field():
    text = ("Refund decision - case 4471                              Date: 02/10/2026\nDear Mr Hale,\n\n"
            "you told us you were entitled to GBP 140.00 back. We approve a refund of GBP 110.00 for the kettle.\n\n"
            "Brightside Appliances\n")
    got = _fields(text, "refund_approval")
    assert (got["refund_eligible"], got["refund_approved"]) == (None, "110.00")


@pytest.mark.parametrize("label", ["Return value", "Assessed value", "Value of items received back"])
def test_the_worth_of_what_came_back_is_eligible_where_a_claim_is_assessed(label):
    assert amounts.label_role(label, {amounts.APPROVED, amounts.ELIGIBLE}) == amounts.ELIGIBLE
    assert amounts.label_role(label, {amounts.ORDERED}) != amounts.ELIGIBLE  # (an invoice's goods value is no refund's)


@pytest.mark.parametrize("text, value", [("The amount you can claim back is GBP 38.00.", "38.00"),
                                         ("We have assessed your return at CAD 310.00.", "310.00"),
                                         ("The value of the parcel you returned is INR 2,300.00.", "2300.00"),
                                         ("Eligible for refund: Yes (USD 75.00)", "75.00")])
def test_eligible_amounts_in_other_words(text, value):
    assert _roles(text)[value][0] == amounts.ELIGIBLE


def test_a_claim_asked_for_stays_requested():
    assert _roles("I would like to claim back GBP 38.00.")["38.00"][0] == amounts.REQUESTED


# ---------------------------------------------------------------- the tax told in a sentence

def test_the_tax_named_after_its_amount_in_prose_and_the_net_that_makes_the_total():
    text = ("Subject: Invoice 3307\n\nHi Ana,\n\nInvoice 3307 (dated 09/05/2026): the repair came to EUR 150.00 plus "
            "EUR 34.50 VAT, so EUR 184.50 in all, payable within 14 days.\n\nRegards, Jonas Berg, Berg Electrics\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("150.00", "34.50", "184.50")


def test_a_total_including_its_tax_in_prose_gives_no_invented_net():
    text = ("Subject: Invoice 3308\n\nHi Ana,\n\nInvoice 3308 (dated 10/05/2026) comes to EUR 184.50 including "
            "EUR 34.50 VAT.\n\nRegards, Jonas Berg, Berg Electrics\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == (None, "34.50", "184.50")


def test_a_bracketed_tax_note_cut_from_a_totals_label_is_no_part():
    assert amounts.label_role("incl. tax)", {amounts.ORDERED}) != amounts.PART


def test_a_refund_decided_without_its_amount_is_the_eligible_amount_stated():
    text = ("Refund decision - case 6620                      Date: 14/06/2026\nDear Mr Pohl,\n\n"
            "Good news: you qualify for a full refund of CHF 212.00. The refund has been approved and will reach your "
            "card within 5 days.\n\nBergsport Luzern\n")
    got = _fields(text, "refund_approval")
    assert (got["refund_eligible"], got["refund_approved"]) == ("212.00", "212.00")


def test_a_refund_decided_without_its_amount_takes_nothing_when_refused():
    text = ("Refund decision - case 6621                      Date: 14/06/2026\nDear Mr Pohl,\n\n"
            "You asked whether you qualify for a refund of CHF 212.00. Unfortunately the refund has not been approved, as "
            "the boots were worn outdoors.\n\nBergsport Luzern\n")
    assert _fields(text)["refund_approved"] is None


def test_a_label_of_no_amount_beside_a_box_read_by_columns_is_left_out_by_the_arithmetic():
    text = HEAD + "Summary\nSubtotal:\nFreight:\nGST:\nTotal:\nNZ$ 300.00\nNZ$ 20.00\nNZ$ 48.00\nNZ$ 368.00\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("300.00", "48.00", "368.00")


def test_one_blank_line_between_a_row_of_labels_and_its_row_of_amounts():
    text = HEAD + "Subtotal        GST 15%        Total\n\nNZ$ 40.00       NZ$ 6.00       NZ$ 46.00\n"
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("40.00", "6.00", "46.00")


@pytest.mark.parametrize("label", ["Sum", "Summa", "Somme"])
def test_a_sum_names_the_total_row(label):
    assert amounts.row_kind(label, TAX)[0] == amounts.TOTAL


def test_a_block_closed_by_a_sum_gives_the_total():
    text = HEAD + "Vase      1     NZ$ 100.00\n\nNet amount          NZ$ 100.00\nGST 15%              NZ$ 15.00\nSum                 NZ$ 115.00\n"
    assert _fields(text, "invoice")["order_total"] == "115.00"
