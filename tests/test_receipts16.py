"""Receipt company value as printed (branch receipts16): each change with a test that fails without it, in wording
of its own (not the names of tests/receipts16_rendered.py's CHECK6)."""

from __future__ import annotations

from stages import layout
from stages.nlp import extract
from stages.validate import validate
from status.schema import load_schema
from tests.test_receipts13 import BODY, columns_ocr


def test_a_line_end_hyphen_before_a_name_line_going_on_is_the_printers_break():
    assert layout.printed_name("HARBOUR VIEW PRINT-\nCO. SDN BHD") == "HARBOUR VIEW PRINT CO. SDN BHD"
    assert layout.printed_name("Riverside Confection-\nery Ltd") == "Riverside Confectionery Ltd"
    assert layout.printed_name("JAYA-MAS TRADING") == "JAYA-MAS TRADING"  # a hyphen inside a line stays
    assert layout.printed_name("ORKID PAPER\u2013\nMILL SDN BHD") == "ORKID PAPER MILL SDN BHD"  # a dash read for it
    assert layout.printed_name("ORKID PAPER~\nMILL SDN BHD") == "ORKID PAPER MILL SDN BHD"


def test_a_name_broken_with_a_hyphen_over_two_lines_is_read_whole():
    # the value as printed; its raw text and span stay the OCR's, so the reverse check still finds it there
    ocr = columns_ocr([("KENANGA FLORIST-", 1.4), ("CO. (M) SDN BHD", 1.4), ("(123987-K)", 0.9)] + BODY)
    schema = load_schema("receipts")
    fv = validate(extract(ocr, schema), ocr, schema).fields["company"]
    assert fv.value == "KENANGA FLORIST CO. (M) SDN BHD"
    assert fv.raw == ocr.text[fv.span[0]:fv.span[1]] and fv.authoritative, fv.reason


def test_marks_a_name_never_carries_are_read_as_the_letters_and_dots_they_stand_for():
    assert layout.printed_name("SEN|OR CAFE") == "SENIOR CAFE"
    assert layout.printed_name("Mi|ler's Bakery") == "Miller's Bakery"
    assert layout.printed_name("TANJUNG TRADING CO_") == "TANJUNG TRADING CO."
    assert layout.printed_name("SRI~MAJU STORE") == "SRI-MAJU STORE"
    assert layout.printed_name("TAN | LEE") == "TAN | LEE"  # a bar alone between words is no letter


def _line(tokens: list[tuple[str, int]]) -> tuple[str, list]:
    """A name line of words, each (text, gap in pixels before it), letters 10 px wide, 20 px high."""
    from status.models import OcrWord

    words, pos, x = [], 0, 0
    for token, gap in tokens:
        x += gap
        words.append(OcrWord(text=token, conf=90.0, left=x, top=0, width=10 * len(token), height=20, line=1, start=pos))
        x += 10 * len(token)
        pos += len(token) + 1
    return " ".join(t for t, _ in tokens), words


def _reading(text: str, space_before: dict[int, float] | None = None) -> list:
    from stages.ocr_ppocr import Glyph

    return [Glyph(c, 0.9, "#", 0.01, (space_before or {}).get(i, 0.0)) for i, c in enumerate(text)]


def test_a_narrow_break_both_rereadings_read_without_a_space_is_no_word_break():
    from stages.receipt_reread import _false_breaks, _join_words

    text, words = _line([("WINDS", 0), ("ORE", 2), ("TRADING", 9)])  # "WINDS ORE": 2 px apart, "TRADING" 9 px
    readings = [_reading("WINDSORE TRADING"), _reading("WINDSORE TRADING")]
    assert _false_breaks(text, words, readings) == [5]
    joined, new_words = _join_words(text, words, 5)
    assert joined == "WINDSORE TRADING"
    assert [(w.text, w.start) for w in new_words] == [("WINDSORE", 0), ("TRADING", 9)]
    assert new_words[0].width == 82


def test_a_break_is_kept_where_print_is_wide_a_rereading_spaces_or_weighs_a_space():
    from stages.receipt_reread import _false_breaks

    text, words = _line([("WINDS", 0), ("ORE", 2)])
    assert _false_breaks(text, words, [_reading("WINDSORE"), _reading("WINDS ORE")]) == []  # one reads a space
    assert _false_breaks(text, words, [_reading("WINDSORE", {5: 0.2}), _reading("WINDSORE")]) == []  # weighed one
    text, words = _line([("WINDS", 0), ("ORE", 6)])  # 6 px of 20: a printed word space
    assert _false_breaks(text, words, [_reading("WINDSORE"), _reading("WINDSORE")]) == []
    text, words = _line([("A.B.", 0), ("CO", 2)])  # not two letters: an initial's dot
    assert _false_breaks(text, words, [_reading("A.B.CO"), _reading("A.B.CO")]) == []
