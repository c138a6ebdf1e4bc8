"""customer_name on unseen shops (helper names16, issue 9): a recipient label the cues need not know names the
addressee, its own line before the lines under it; a row of column headers is no address block's head."""

from __future__ import annotations

from tests.test_nlp import run


def _name(text: str):
    _, ex = run(text)
    fv = ex.fields.get("customer_name")
    return None if fv is None else fv.value


def test_recipient_label_line_beats_firm_line_under_it():
    text = """Larchmont Saw Works
Larchmont Saw Works Ltd | 3 Foundry Yard, Sheffield S1 2AB
INVOICE  LS-44120      Date: 12/02/2026
Charge to: Ada Kowalczyk
Kowalczyk Landscaping
12 Mill Lane, Leeds LS1 4AB
Description  Qty  Price
Pruning saw  1  34.00
Total  GBP 34.00
"""
    assert _name(text) == "Ada Kowalczyk"


def test_recipient_label_above_its_value_first_line_of_block():
    text = """Larchmont Saw Works
Larchmont Saw Works Ltd | 3 Foundry Yard, Sheffield S1 2AB
Despatch note DN-5512
Drop-off at:
Tobias Lindqvist
Lindqvist Gardens
4 Quarry Road, Bath BA1 2AA
Goods Count Crate
Hedge Shears 2 box
"""
    assert _name(text) == "Tobias Lindqvist"


def test_recipient_label_person_before_club_no_address():
    text = """Larchmont Saw Works
Refund approved
Credit for: Tobias Lindqvist
Speyside Bowling Club
Refund no.: RF-2210
Approved refund GBP 41.00
Inspected by: Maura Keane
"""
    assert _name(text) == "Tobias Lindqvist"


def test_column_header_row_is_no_name():
    text = """Larchmont Saw Works
Larchmont Saw Works Ltd | 3 Foundry Yard, Sheffield S1 2AB
Despatch note
Despatch date: 3 March 2026
Courier: Parcelforce
Part Count Crate
Hedge Shears 2 box
Weight: 4.2 kg Packages: 1
"""
    assert _name(text) is None
