"""noisy33 CHECK set (issue 9: noisy scans of documents nobody has seen), written before the round's changes, in
invented wording (no shop's): what a scan's word boxes give when the page is tilted.

A tilted page lifts a printed row's right end above its left (or drops it), so grouping words into lines by their
height on the page alone breaks a row apart or merges it with the next. Every reader of a scan's printed lines (the
line items of a table, the cell under a label, a label's column gap) gets the rows as printed only when the page is
levelled first: `layout.visual_lines` levels a tilted page itself.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from stages import layout
from stages.nlp import _line_items
from tests.test_fields32 import _tilted_scan

# An invented table: description, quantity, unit price, amount, spread across the page the way a printed table is.
TABLE = [[("Item", 100), ("Qty", 640), ("Price", 800), ("Amount", 1000)],
         [("Copper", 100), ("kettle", 170), ("2", 640), ("41.50", 800), ("83.00", 1000)],
         [("Walnut", 100), ("spice", 170), ("rack", 230), ("1", 640), ("27.90", 800), ("27.90", 1000)],
         [("Enamel", 100), ("colander", 170), ("3", 640), ("12.25", 800), ("36.75", 1000)],
         [("Linen", 100), ("apron", 160), ("4", 640), ("9.99", 800), ("39.96", 1000)]]
WANT = [("Copper kettle", 2, "83.00"), ("Walnut spice rack", 1, "27.90"), ("Enamel colander", 3, "36.75"),
        ("Linen apron", 4, "39.96")]


@pytest.mark.parametrize("slope", [0.0, 0.02, -0.02, 0.03, -0.03])
def test_a_tilted_tables_rows_are_its_line_items(slope):
    ocr = _tilted_scan(TABLE, slope)
    items = [(i.description, int(i.quantity), str(i.amount)) for i in _line_items(ocr)]
    assert items == WANT


@pytest.mark.parametrize("slope", [0.02, -0.03])
def test_visual_lines_are_the_printed_rows_of_a_tilted_page(slope):
    ocr = _tilted_scan(TABLE, slope)
    assert [ln.text for ln in layout.visual_lines(ocr)] == [" ".join(t for t, _ in row) for row in TABLE]


def test_levelling_twice_changes_nothing():
    ocr = _tilted_scan(TABLE, 0.025)
    once = [ln.text for ln in layout.visual_lines(ocr)]
    assert [ln.text for ln in layout.visual_lines(layout.deskewed(ocr))] == once


LABELS = [[("Account", 100), ("holder", 190), ("Ticket", 560), ("Dispatched", 900)],
          [("Orla", 100), ("Brennick", 150), ("TK-55120", 560), ("14/05/2026", 900)]]


@pytest.mark.parametrize("slope", [0.0, 0.025, -0.025])
def test_the_cell_under_a_label_on_a_tilted_page(slope):
    ocr = _tilted_scan(LABELS, slope)
    lines = layout.visual_lines(ocr)
    start = ocr.text.index("Ticket")
    span = layout.cell_under(ocr, lines, start, start + len("Ticket"))
    assert span is not None and ocr.text[span[0]:span[1]] == "TK-55120"
    start = ocr.text.index("Dispatched")
    span = layout.cell_under(ocr, lines, start, start + len("Dispatched"))
    assert span is not None and ocr.text[span[0]:span[1]] == "14/05/2026"


def test_a_line_items_amounts_stay_decimals():
    ocr = _tilted_scan(TABLE, 0.03)
    assert all(isinstance(i.amount, Decimal) for i in _line_items(ocr))


# OCR reads the slash of a two-letter abbreviation before a number word as a small l or a capital I ("A/c No." as
# "Alc No.", "P/O no" as "PIO no"): the slash, one character for one. Words that are words stay.
@pytest.mark.parametrize("printed, read", [
    ("Alc No.: 55120934", "A/c No.: 55120934"),
    ("AIC No 4471-09", "A/C No 4471-09"),
    ("PIO no. 88213", "P/O no. 88213"),
    ("Ali No. 5 is here", "Ali No. 5 is here"),  # (a small letter after the l: a name, no abbreviation)
    ("Ali: hello", "Ali: hello"),
    ("All No. 7", "All No. 7"),
])
def test_a_slash_read_as_l_in_an_abbreviated_label(printed, read):
    from stages.normalize import repair_lookalikes

    assert repair_lookalikes(printed) == read


def test_a_damaged_account_label_gives_its_number():
    from tests.test_nlp import run

    _, ex = run("TAX INVOICE\nInvoice Number: QX-55102\nAlc No.:\n40417730\nBilled to:\nMarta Ilves\n"
                "Dated: 12 May 2026\nTotal Amount Payable: Rs. 1,200.00\n")
    assert ex.fields["customer_id"].value == "40417730"
