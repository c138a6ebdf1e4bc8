"""tune50's round on text of its own (no sample shop's wording): each test fails on the code before the round."""

from __future__ import annotations

from stages import amounts, layout, rules
from stages.nlp import extract
from status.models import OcrResult, OcrWord
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> dict[str, str]:
    ex = extract(ocr_of(text), SCHEMA)
    return {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_a_date_under_a_label_that_names_no_document_date_is_not_the_documents():
    """A date right under a label of its own line is that label's value, even when OCR damaged the label past
    reading (here a deadline's, its date's separators lost and repaired): no free-standing date line."""
    text = ("Service job sheet\nJob no.: JS-4412\nCustomer: Meera Nair\nProduct: Acme vinyl cutter\n"
            "Fault: the blade cuts crooked on long jobs\nNeeded bx custorner:\n02 06 2026\nWarranty: yes\n")
    assert extract(ocr_of(text), SCHEMA).document_date is None
    # printed whole under a label no cue names, a date may still be the document's own
    assert extract(ocr_of(text.replace("02 06 2026", "02.06.2026")), SCHEMA).document_date == "2026-06-02"
    # a date on a line of its own with no label over it still dates the letter
    letter = "Meera Nair\n12 Harbour Road\n\n14 March 2026\n\nDear Sir,\nmy order 55120 has not arrived.\n"
    assert extract(ocr_of(letter), SCHEMA).document_date == "2026-03-14"


def test_an_ids_letter_segment_of_xs_is_no_mask():
    """"SO-2026-XXX-17": X letters filling a segment between hyphens of an id with its own prefix; masks hide digits."""
    assert not rules.masked("SO-2026-XXX-17")
    for mask in ("0887-XXXX840", "XXXX-XXXX-1234", "XXXX1234", "4111 **** **** 1111", "4111 XXXX XXXX 1111",
                 "1234-XXXX-5678", "xxxx0913"):
        assert rules.masked(mask), mask
    got = _values("Order confirmation\nSales order: SO-2026-XXX-17\nOrder date: 12 March 2026\nCustomer: Meera Nair\n"
                  "Order total: EUR 120.00\n")
    assert got.get("order_id") == "SO-2026-XXX-17"


def test_a_row_whose_label_ends_in_a_tax_name_is_a_tax_row():
    """"Amount incl. GST Service Tax": the amount including one tax names the base of another, the row's own."""
    assert amounts._row_kind("Amount incl. GST Service Tax", amounts.TAX_WORDS) == (amounts.TAX, False)
    assert amounts._row_kind("Total incl. Sales Tax", amounts.TAX_WORDS)[0] == amounts.TOTAL  # one tax, in two words
    assert amounts._row_kind("Total incl. VAT", amounts.TAX_WORDS)[0] == amounts.TOTAL
    got = _values("Harbour Supplies Pvt Ltd\nTAX INVOICE\nInvoice No: INV-204518\nInvoice date: 12/03/2026\n"
                  "Customer: Meera Nair\n\nNet amount: 1,000.00\nGST: 180.00\nAmount incl. GST Service Tax: 59.00\n")
    assert got.get("order_total") != "59.00"


def _word(text: str, left: int, height: int, start: int) -> OcrWord:
    return OcrWord(text=text, conf=90, left=left, top=0, width=len(text) * height // 2, height=height, start=start)


def test_a_cell_under_a_label_spaces_its_words_by_its_own_print():
    """A value printed larger than the label over it: its word gaps are measured in its own word height."""
    label = "Ref Carrier"
    value = "A-1 North Star Freight"
    text = label + "\n" + value
    top = [_word("Ref", 0, 20, 0), _word("Carrier", 400, 20, 4)]
    v0 = len(label) + 1
    below, x = [], 0
    for w in value.split():
        s = text.index(w, v0 if not below else below[-1].start + 1)
        x = 0 if w == "A-1" else (400 if w == "North" else x + 34)
        below.append(_word(w, x, 30, s))
        x = below[-1].left + below[-1].width
    lines = [layout.Line(top), layout.Line([OcrWord(**{**w.model_dump(), "top": 40}) for w in below])]
    ocr = OcrResult(doc_id="x", content_hash="x", source_format="text", pages=[], text=text)
    span = layout.cell_under(ocr, lines, 4, 11)
    assert span is not None and text[span[0]:span[1]] == "North Star Freight"
