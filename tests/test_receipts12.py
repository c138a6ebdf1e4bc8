"""Receipt company on receipts of other countries (branch receipts12): address lines known by their shape in many
countries (a street word with a house number, a postal code's place on a town line) and two-letter legal forms
written with their dots. One test per change, in wording of its own (not the texts of
tests/receipt_rendered_headers12.py)."""

from __future__ import annotations

from stages import layout
from stages.nlp import extract
from status.schema import load_schema
from tests.receipt_fresh_headers import R, receipt_ocr


def _company(markup: str) -> str | None:
    fv = extract(receipt_ocr(R(markup, "", None)[0]), load_schema("receipts")).fields["company"]
    return fv.raw if fv.value is not None else None


def test_street_lines_of_many_countries_are_address_lines():
    for line in ("418 Maple Boulevard", "Avenida Central 77", "Kerkstraat 9", "Lindenallee 14", "Viale Europa 3",
                 "ul. Polna 12", "61 rue Nationale"):
        assert layout._address_line(line, None), line
    for line in ("88 NOODLE HOUSE", "7 STARS BAKERY", "DAVID & SONS"):  # a number in a name, no street word
        assert not layout._address_line(line, None), line


def test_town_lines_by_the_place_of_their_postal_code_are_address_lines():
    for line in ("3062 Rotterdam", "2511 CV Den Haag", "Fremantle WA 6160", "Boise, ID 83702", "31-042 Krakow",
                 "Kuching 93350", "2800 Lyngby"):
        assert layout._address_line(line, None), line
    for line in ("SUNRISE 1990", "Serving You Since 1990", "EST 1990"):  # a year: no town line
        assert not layout._address_line(line, None), line


def test_a_town_line_whose_postcode_is_trimmed_as_a_number_is_still_an_address():
    # the "name" left once the code is trimmed as a registration ("Boise, ID") is still the town line
    assert _company("""
Harbourview Noodle Bar
57 Quay Street
Boise, ID 83702
""") == "Harbourview Noodle Bar"


def test_a_street_line_without_a_cue_word_is_not_the_name():
    assert _company("""
Copper Kettle Tea Room
9 Orchard Way
Kendal LA9 4QR
""") == "Copper Kettle Tea Room"


def test_a_house_number_line_heads_its_own_town_line_not_the_name_block():
    # the street word misread ("Avenoe"): the line still opens with a house number, the town line below is its own
    assert _company("""
Quiet Harbour Books
27 Birch Avenoe
Hamilton 3204
""") == "Quiet Harbour Books"


def test_a_two_letter_legal_form_written_with_its_dots_is_the_name_s_legal_form():
    assert layout.legal_form("Bakkerij Smit B.V.") == "bv"
    assert layout.legal_form("PESCADOS MARINA S.L.") == "sl"
    assert layout.legal_form("BAKKERIJ SMIT BV") is None  # undotted, a lone two letters stay doubtful
    s, e = layout._name_span("Bakkerij Smit B.V.", 0, 18)
    assert "Bakkerij Smit B.V."[s:e] == "Bakkerij Smit B.V."  # the last dot is the abbreviation's
