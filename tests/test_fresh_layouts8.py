"""Clean rendered pages of unseen layouts read by real tesseract (tests/fresh_layouts8.py), and how the page's
geometry pairs labels with their values: a bare head noun printed at a tab stop from its value ("Customer" ...
"NS-40018": one space in the page text, a column gap in the word boxes) labels it.

Fresh set (tests/fresh_layouts8.py DOCS, 25 clean images, 182 stated fields), docflow's own OCR of each saved image,
scored with the shared score() of tests/fields_fresh_docs.py; check set tests/fresh_layouts8_check.py (12 images,
other layouts, scored once before and once after).
"""

from __future__ import annotations

import pytest

from stages.layout import column_gap_after, visual_lines
from stages.nlp import extract
from tests.test_fresh_images5 import ocr_of, row
from tests.test_nlp import DEFAULT

FRESH_FLOOR = 0.85


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


@pytest.mark.slow
def test_fresh_layouts8_floor(tmp_path):
    from tests.fresh_layouts8 import DOCS, score_images

    out = score_images(DOCS, folder=tmp_path)
    assert out["field_accuracy"] >= FRESH_FLOOR, out["misses"]
