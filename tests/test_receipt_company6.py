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
