"""Clean rendered pages of unseen layouts read by real tesseract (tests/fresh_layouts8.py), and how the page's
geometry pairs labels with their values: a bare head noun printed at a tab stop from its value ("Customer" ...
"NS-40018": one space in the page text, a column gap in the word boxes) labels it.

Fresh set (tests/fresh_layouts8.py DOCS, 25 clean images, 182 stated fields), docflow's own OCR of each saved image,
scored with the shared score() of tests/fields_fresh_docs.py; check set tests/fresh_layouts8_check.py (12 images,
other layouts, scored once before and once after):
    before (main at be502e7): fresh 0.852 (155 of 182), check 0.824 (70 of 85)
    after:                    fresh 0.907 (165 of 182), check 0.847 (72)
    blocks9 (ocr-10.3, a block beside another at another line pitch read again from its crop):
                              fresh 0.912 (166 of 182), check 0.847 (72: no check page has such a pair)
"""

from __future__ import annotations

import pytest

from stages.layout import column_gap_after, visual_lines
from stages.nlp import extract
from tests.test_fresh_images5 import ocr_of, row
from tests.test_nlp import DEFAULT

FRESH_FLOOR = 0.90  # field accuracy of the fresh set: 0.852 before images8, 0.907 after (ocr-10.1), 0.912 (ocr-10.3)


def _fields(ocr):
    ex = extract(ocr, DEFAULT)
    return ex.doc_type, {k: v.value for k, v in ex.fields.items()}


def test_column_gap_after_a_word_is_read_from_the_word_boxes():
    ocr = ocr_of([row(100, (100, "Customer"), (900, "NS-40018")), row(140, (100, "Customer service team"))])
    lines = visual_lines(ocr)
    first, second = ocr.text.index("Customer"), ocr.text.rindex("Customer")
    assert column_gap_after(lines, first + len("Customer"))  # a tab stop away from its value
    assert not column_gap_after(lines, second + len("Customer"))  # a word space: words of one phrase
    assert column_gap_after(lines, ocr.text.index("team") + len("team"))  # ends its printed line
    assert not column_gap_after(lines, first + 3)  # no word ends there


def test_a_bare_head_noun_at_a_tab_stop_from_an_id_labels_it():
    """"Customer" at the left margin, its id in a column far right: the page text reads "Customer NS-40018"
    (one space), yet the boxes show the label's column gap, so the id is the customer's; the same words run
    together in a sentence label nothing."""
    page = ocr_of([row(60, (100, "ORDER ACKNOWLEDGEMENT")),
                   row(100, (100, "Order"), (900, "NCD-77102")),
                   row(140, (100, "Customer"), (900, "NS-40018")),
                   row(180, (100, "Placed on"), (900, "05/09/2026"))])
    doc_type, fields = _fields(page)
    assert doc_type == "order_confirmation"
    assert fields["customer_id"] == "NS-40018"
    prose = ocr_of([row(60, (100, "ORDER ACKNOWLEDGEMENT")),
                    row(100, (100, "Order"), (900, "NCD-77102")),
                    row(140, (100, "Customer NS-40018 placed this order on 05/09/2026"))])
    assert _fields(prose)[1]["customer_id"] is None


def test_a_bare_head_noun_heading_a_cell_of_a_grid_labels_the_id_under_it():
    """A grid of small capital labels over their values, one label the bare "CUSTOMER": the row of values holds
    more words than the labels' row (a two-word carrier), so counting cells pairs nothing; the word boxes put the
    id right under the label."""
    page = ocr_of([row(60, (100, "SHIPPING NOTICE")),
                   row(100, (100, "ORDER"), (450, "CUSTOMER"), (800, "SHIP DATE"), (1150, "CARRIER"), height=14),
                   row(125, (100, "TMG-11902"), (450, "SK-4410"), (800, "2026-10-05"), (1150, "Nordic Parcel Express"))])
    assert _fields(page)[1]["customer_id"] == "SK-4410"


@pytest.mark.slow
def test_fresh_layouts8_floor(tmp_path):
    from tests.fresh_layouts8 import DOCS, score_images

    out = score_images(DOCS, folder=tmp_path)
    assert out["field_accuracy"] >= FRESH_FLOOR, out["misses"]


def _right(end: int, top: int, label: str, value: str) -> list[tuple[str, int, int, int, int]]:
    """A label right-aligned at a stop 220 px before `end` and its value right-aligned at `end`."""
    return row(top, (end - 220 - 12 * len(label), label)) + row(top, (end - 12 * len(value), value))


def test_references_right_aligned_in_the_top_right_corner_are_a_column_beside_the_address():
    """The customer's address top left, the references top right: each label and value right-aligned, so the
    right rows start wherever their lengths put them (not level, no colon), yet they open with a word and end at one
    x: one column, read after the address, not rows running across both ("Havnegata 8 Customer HM-30411")."""
    from stages.ocr_image import page_text_from_data
    from tests.test_fresh_images5 import tesseract_data

    words = (row(100, (100, "Sigrid Aasen")) + _right(1500, 100, "Invoice no.", "HMS-7720")
             + row(140, (100, "Aasen Fiskeri AS")) + _right(1500, 140, "Date", "28.08.2026")
             + row(180, (100, "Havnegata 8")) + _right(1500, 180, "Customer", "HM-30411")
             + row(220, (100, "6003 Alesund")) + _right(1500, 220, "Order", "HMO-5512")
             + _right(1500, 260, "Due", "17.09.2026"))
    text, words_out = page_text_from_data(tesseract_data(words))
    assert "Sigrid Aasen\nAasen Fiskeri AS\nHavnegata 8\n6003 Alesund" in text
    assert "Invoice no. HMS-7720\nDate 28.08.2026\nCustomer HM-30411\nOrder HMO-5512\nDue 17.09.2026" in text
    assert all(text[w.start:w.start + len(w.text)] == w.text for w in words_out)


def test_an_items_table_with_right_aligned_amounts_stays_row_by_row():
    """Item rows whose right side starts with a quantity (no word) are no column of labels, even though their
    amounts end at one x: each description keeps its quantity and amount."""
    from stages.ocr_image import page_text_from_data
    from tests.test_fresh_images5 import tesseract_data

    words = (row(100, (100, "Deck boards 3.6 m")) + _right(1500, 100, "40", "312.00")
             + row(140, (100, "Joist hangers 2 box")) + _right(1500, 140, "2", "38.00")
             + row(180, (100, "Screws 5 kg")) + _right(1500, 180, "1", "21.00")
             + _right(1500, 220, "Total", "371.00"))
    text, _ = page_text_from_data(tesseract_data(words))
    assert "Deck boards 3.6 m 40 312.00\nJoist hangers 2 box 2 38.00" in text


def test_an_amount_column_under_its_header_stays_with_its_rows():
    """A line-items table whose last column ("Amount" over "EUR 449.00") ends at one x: its rows open with a
    currency code and its header is one word, so it is no column of labels (the total under it opens with a
    word); each item keeps its amount."""
    from stages.ocr_image import page_text_from_data
    from tests.test_fresh_images5 import tesseract_data

    words = (row(100, (100, "Description Qty Unit price")) + _right(1500, 100, "", "Amount")
             + row(140, (100, "Espresso grinder 1 449.00")) + row(140, (1390, "EUR 449.00"))
             + row(180, (100, "Descaling kit 1 19.90")) + row(180, (1402, "EUR 19.90"))
             + row(220, (100, "Milk jug 2 49.90")) + row(220, (1402, "EUR 49.90"))
             + _right(1500, 260, "Total", "EUR 518.80"))
    text, _ = page_text_from_data(tesseract_data(words))
    assert "Espresso grinder 1 449.00 EUR 449.00\nDescaling kit 1 19.90 EUR 19.90" in text
