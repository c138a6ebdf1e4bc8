"""Receipt company on unseen receipts (branch receipts6): one test per method change in stages/layout.py, in
wording of its own (not the texts of tests/receipt_fresh_headers3.py or its check set), and a floor on the fresh
headers of set 3."""

from __future__ import annotations

from tests.test_receipt_company3 import ADDRESS, read


def test_a_name_over_three_lines_in_one_headline_font_is_read_whole():
    head = "^KILANG\n^KERTAS MURNI\n^SDN BHD\n(445566-K)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "KILANG KERTAS MURNI SDN BHD"
    # a line in body font above a two-line headline name is not part of it
    head = "Since 1970\n^KERTAS MURNI\n^SDN BHD\n(445566-K)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "KERTAS MURNI SDN BHD"
    # four headline lines: the name is printed on three at most
    head = "^ONE TWO\n^KILANG\n^KERTAS MURNI\n^SDN BHD\n(445566-K)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "KILANG KERTAS MURNI SDN BHD"


def test_fresh_headers3_floor():
    from tests.receipt_fresh_headers3 import score

    f = score()["figures"]
    assert f["company_ci"] >= 1.0 and f["address_ci"] >= 0.95


def test_a_digit_read_for_a_letter_of_the_legal_form_still_marks_the_name():
    from stages.layout import legal_form, legal_form_at_end

    assert legal_form("KEDAI MAJU SDN 8HD") == "sdn bhd" and legal_form("KEDAI MAJU 5DN BHD") == "sdn bhd"
    assert legal_form("MAJU JAYA S/8") == "s/b" and legal_form("TAN & SONS PTE LT0") == "pte ltd"
    # as printed only: the re-reading and other documents' names ask for the exact form
    assert legal_form("KEDAI MAJU SDN 8HD", exact=True) is None and legal_form_at_end("KEDAI MAJU SDN 8HD") is None
    assert legal_form("TABLE 8 10") is None and legal_form("ROOM 8") is None  # numbers are no words of a form
    # the name is chosen over a brand line above it, and joined when its slipped form is on the next line
    head = "^HAPPY CORNER\nPELANGI FOODS SDN 8HD\n(445566-K)\n" + ADDRESS
    assert read(head)[0] == "PELANGI FOODS SDN 8HD"
    head = "PASARAYA SERI MURNI\n5DN BHD\n(445566-K)\n" + ADDRESS
    assert " ".join(read(head)[0].split()) == "PASARAYA SERI MURNI 5DN BHD"


def test_a_faint_name_line_loses_points_not_its_chance():
    # the name read unsurely (faded print) and nothing else name-like above the address: the faint name, not None
    assert read("~MAJU JAYA RIA\n" + ADDRESS)[0] == "MAJU JAYA RIA"
    # a faint line (a stamp, a slogan) still loses to a name printed clearly
    assert read("~SMILE EVERYDAY\nMAJU JAYA RIA\n" + ADDRESS)[0] == "MAJU JAYA RIA"


def test_a_number_alone_above_the_name_does_not_end_the_name_block():
    # a receipt or scanner number on the first line is no phone line: the name under it is still in the header
    assert read("31.801017\n~MAJU JAYA RIA\n" + ADDRESS)[0] == "MAJU JAYA RIA"
    assert read("3 7.01081\n~MAJU JAYA RIA\n" + ADDRESS)[0] == "MAJU JAYA RIA"
