"""Round 55 (helper fields55): the method behind the weakest fields, each test in its own wording (no sample document's):
a tax no label names, known by its rate and the document's arithmetic."""

from __future__ import annotations

from tests.test_money27 import _fields


def test_a_tax_known_by_its_rate_and_the_sum():
    # "Levy" is no tax word: the rate (8 % of 2,500.00 is 200.00) and the sum (2,500.00 + 200.00 = 2,700.00) name it
    text = ("INVOICE INV-20417\nDate: 02/03/2026\nCustomer: Marlow Bakery\n\nNet amount:\nEUR 2,500.00\n"
            "Levy 8%:\nEUR 200.00\nTotal:\nEUR 2,700.00\n")
    got = _fields(text, "invoice")
    assert (got["subtotal"], got["tax_amount"], got["order_total"]) == ("2500.00", "200.00", "2700.00")


def test_a_rate_whose_amount_does_not_add_up_is_no_tax():
    # a discount's rate: 10 % of the net, taken off the total, not added
    text = ("INVOICE INV-20418\nDate: 02/03/2026\nCustomer: Marlow Bakery\n\nNet amount:\nEUR 2,500.00\n"
            "Loyalty 10%:\nEUR 250.00\nTotal:\nEUR 2,250.00\n")
    assert _fields(text, "invoice")["tax_amount"] is None


def test_a_rate_whose_amount_is_no_share_of_the_net_is_no_tax():
    # the sum holds but 5 % of 2,500.00 is 125.00, not 200.00: a charge beside a rate, no tax
    text = ("INVOICE INV-20419\nDate: 02/03/2026\nCustomer: Marlow Bakery\n\nNet amount:\nEUR 2,500.00\n"
            "Late fee (5% p.a.):\nEUR 200.00\nTotal:\nEUR 2,700.00\n")
    assert _fields(text, "invoice")["tax_amount"] is None


def test_a_label_about_the_carriers_thing_comes_after_the_carriers_own_label():
    # "Reason for transport" names a reason (its head noun), the cue "transport" its complement: "Carrier:" is the label
    text = ("DISPATCH NOTE DN-5531\nDate: 12/05/2026\nShip to: Orla Byrne\nReason for transport: Sale\n"
            "Carrier: Nordline Freight\nTracking no.: NF55310042\n")
    got = _fields(text, "shipping_notice")
    assert got["carrier"] == "Nordline Freight"


def test_a_label_naming_the_carrier_as_its_complement_still_reads_when_alone():
    text = "DISPATCH NOTE DN-5532\nDate: 12/05/2026\nShip to: Orla Byrne\nName of carrier: Nordline Freight\n"
    assert _fields(text, "shipping_notice")["carrier"] == "Nordline Freight"


def test_a_fault_after_its_label_and_the_labels_translation_without_a_mark():
    text = ("WARRANTY CLAIM\nSubmitted: 03/04/2026\nCustomer: Jan Novak\nSerial number / Seriennummer KX55310042\n"
            "Indiquez la panne / Describe the fault The hinge squeaks and the lid will not stay open\nThank you for your claim.\n")
    got = _fields(text, "warranty_form")
    assert got["issue_description"] == "The hinge squeaks and the lid will not stay open"


def test_a_whole_units_mark_read_apart_before_its_currency_is_one_amount():
    from stages.rules import money_candidates

    line = "Balance to settle: 58.300, - Ft"
    assert [(m.group(0), money.amount) for m, money in money_candidates(line, 0, len(line))] == [("58.300, - Ft", 58300)]
