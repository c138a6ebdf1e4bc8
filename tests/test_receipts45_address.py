"""Receipt address (stages.layout._receipt_address) by general evidence: where an address starts (a floor, a
building, a street or a post-office box named before the number) and where it ends (a tax id under any country's
label, a web address, opening hours), a store number before it skipped. Texts written for these tests."""

from __future__ import annotations

import pytest

from stages import layout
from status.schema import load_schema
from tests.test_receipts13 import columns_ocr

SCHEMA = load_schema("receipts")
TAIL = ["DATE: 02/05/2021 18:20", "TOTAL 31.90"]


def _address(rows: list[str]) -> str | None:
    ocr = columns_ocr([(row, 1.0) for row in rows + TAIL])
    _, address = layout.receipt_company_address(ocr, SCHEMA.fields["company"], SCHEMA.fields["address"])
    return address.value if address else None


@pytest.mark.parametrize("tax_line", ["GSTIN: 07AAACR5055K1Z2", "USt-IdNr. DE987654321", "RFC: XAXX010101000",
                                      "CNPJ 12.345.678/0001-90", "TRN 100234567800003", "KRA PIN: A012345678Z",
                                      "Steuernummer 21/815/08150", "NIF: 12345678Z"])
def test_a_tax_id_of_any_country_ends_the_address(tax_line):
    assert _address(["NORTHGATE TOOLS LTD", "8 Station Road", "Ashford TN23 1AB", tax_line]) \
        == "8 Station Road Ashford TN23 1AB"


@pytest.mark.parametrize("line", ["northgatetools.co.uk", "www.northgatetools.com", "northgate-tools.de"])
def test_a_web_address_ends_the_address(line):
    assert _address(["NORTHGATE TOOLS LTD", "8 Station Road", "Ashford TN23 1AB", line]) \
        == "8 Station Road Ashford TN23 1AB"


@pytest.mark.parametrize("line", ["OPEN DAILY 8AM - 9PM", "Mon-Sat 09:00 - 17:30"])
def test_opening_hours_end_the_address(line):
    assert _address(["NORTHGATE TOOLS LTD", "8 Station Road", "Ashford TN23 1AB", line]) \
        == "8 Station Road Ashford TN23 1AB"


def test_an_abbreviation_or_a_domain_in_capitals_is_read_as_before():
    assert not layout.WEB_RE.search("JLN.SS 2/4") and not layout.WEB_RE.search("SDN.BHD")
    assert layout.WEB_RE.search("ORCHARDFARM.COM.SG")


@pytest.mark.parametrize("line", ["Store 0118", "BRANCH #07", "OUTLET NO. 22", "Site 4402"])
def test_a_store_number_before_the_address_is_skipped(line):
    assert _address(["Orchard Farm Grocers Inc", line, "310 Valley Road", "Greenfield, WI 53220"]) \
        == "310 Valley Road Greenfield, WI 53220"


def test_a_premises_line_without_a_number_opens_the_address():
    assert _address(["HILLTOP OPTICAL PTE LTD", "SECOND FLOOR, RIVERSIDE TOWER", "21 CANAL STREET #02-08",
                     "SINGAPORE 058123", "TEL: 6221 0000"]) \
        == "SECOND FLOOR, RIVERSIDE TOWER 21 CANAL STREET #02-08 SINGAPORE 058123"


def test_a_street_named_before_its_box_number_opens_the_address():
    assert _address(["SAVANNA BOOKSHOP", "KENYATTA AVENUE, AMANI HOUSE", "P.O. BOX 7781-00200", "NAIROBI",
                     "TEL: 0733 000 111"]) == "KENYATTA AVENUE, AMANI HOUSE P.O. BOX 7781-00200 NAIROBI"


def test_a_premises_word_alone_does_not_open_an_address_without_one_below():
    """A sub-title naming a building kind ("CITY MALL OUTLET") over a phone line is no address."""
    assert _address(["HILLTOP OPTICAL PTE LTD", "CITY PLAZA KIOSK", "TEL: 6221 0000"]) is None


def test_a_line_with_a_phone_number_after_the_address_still_ends_it():
    assert _address(["HILLTOP OPTICAL PTE LTD", "21 CANAL STREET", "SINGAPORE 058123", "TEL NO. 6221 0000"]) \
        == "21 CANAL STREET SINGAPORE 058123"


def test_a_postal_code_and_a_short_town_go_on_with_the_address():
    """"47000 KB" is a code and its town, not a registration number, though digits and two capitals look like one."""
    assert _address(["TUCK SHOP HOLDINGS SDN BHD", "22, LORONG MAWAR 4,", "BANDAR BARU", "47000 KB",
                     "TEL: 09-744 1200"]) == "22, LORONG MAWAR 4, BANDAR BARU 47000 KB"
    assert not layout._registration_row("47000 KB") and layout._registration_row("(1234567-K)")


def test_the_brands_outlet_line_before_the_address_is_skipped():
    assert _address(["Pelican Burgers Holdings Sdn Bhd", "Pelican Burgers 2 Harbour Point", "Lot 5, Level 1,",
                     "Jalan Pantai Baru, 59200 Kuala Lumpur", "Tel: 03-2200 1100"]) \
        == "Lot 5, Level 1, Jalan Pantai Baru, 59200 Kuala Lumpur"


def test_an_address_line_naming_a_word_of_the_name_is_kept():
    """A building named after the firm ("LOT 3-A, MENARA ORKID") opens the address, though it repeats the name."""
    assert _address(["ORKID TRADING BERHAD", "LOT 3-A, MENARA ORKID,", "JALAN AMPANG, 50450 KUALA LUMPUR"]) \
        == "LOT 3-A, MENARA ORKID, JALAN AMPANG, 50450 KUALA LUMPUR"


@pytest.mark.parametrize("line", ["(BRANCH KOTA BARU 3)", "(JM0123456-X) SST ID: W10-1808-31000222",
                                  "GST ID: 000123456789"])
def test_a_branch_or_an_id_line_before_the_address_is_skipped(line):
    assert _address(["MAJU JAYA STATIONERY", line, "NO 9, JALAN DUSUN 2,", "15200 KOTA BHARU"]) \
        == "NO 9, JALAN DUSUN 2, 15200 KOTA BHARU"


def test_an_address_under_a_name_printed_low_is_read_whole():
    """Title, greeting and logo lines above the name push the address below the header rows the name is read in."""
    top = ["~LOGO", "WELCOME", "SELAMAT DATANG", "TAX INVOICE", "OPEN DAILY", "MEMBER CARD ACCEPTED", "SIMPLIFIED", "MEMBERS DAY",
           "**********"]
    assert _address(top + ["SEJAHTERA HARDWARE SDN BHD", "(1029384-K)", "NO 5, JALAN KENANGA 3,", "TAMAN KENANGA,",
                           "BANDAR BARU", "75200 MELAKA", "TEL: 06-2831 9920"]) \
        == "NO 5, JALAN KENANGA 3, TAMAN KENANGA, BANDAR BARU 75200 MELAKA"


@pytest.mark.parametrize("line", ["SINCE 1994", "Est. 1968", "OPEN 24 HOURS", "Daily 10am - 10pm"])
def test_a_founding_year_or_opening_hours_above_the_address_is_skipped(line):
    assert _address(["GREEN VALLEY BAKERY", line, "NO 9, JALAN DUSUN 2,", "15200 KOTA BHARU"]) \
        == "NO 9, JALAN DUSUN 2, 15200 KOTA BHARU"


@pytest.mark.parametrize("slogan", ["THE LEVEL OF SERVICE YOU DESERVE", "YOUR FAVOURITE PLAZA STOP",
                                    "THE PLACE FOR GOOD FOOD", "UNIT OF QUALITY"])
def test_a_slogan_naming_a_premises_or_street_word_does_not_open_the_address(slogan):
    assert _address(["MAJU JAYA STATIONERY", slogan, "NO 9, JALAN DUSUN 2,", "15200 KOTA BHARU"]) \
        == "NO 9, JALAN DUSUN 2, 15200 KOTA BHARU"


@pytest.mark.parametrize("first", ["LOWER GROUND FLOOR", "UNIT G-A, CITY PLAZA", "WISMA TANJUNG,"])
def test_a_floor_unit_or_building_line_opens_the_address(first):
    assert _address(["MAJU JAYA STATIONERY", first, "NO 9, JALAN DUSUN 2,", "15200 KOTA BHARU"]) \
        == f"{first} NO 9, JALAN DUSUN 2, 15200 KOTA BHARU"
