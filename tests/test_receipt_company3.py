"""Receipt company (and address) cuts, issue 9 item 5: one test per method change in stages/layout.py, in wording
of its own (not the texts of tests/receipt_fresh_headers.py or its check set)."""

from __future__ import annotations

import pytest

from stages.nlp import extract
from status.schema import load_schema
from tests.receipt_fresh_headers import receipt_ocr

RECEIPTS = load_schema("receipts")
TAIL = "DATE 02/05/2020\nITEM 1 8.00\nTOTAL 8.00\nCASH 10.00\nCHANGE 2.00\n"


def read(head: str) -> tuple[str | None, str | None]:
    """(company, address) as docflow reads them, raw, from a receipt whose header is `head` (receipt_ocr markup)."""
    ex = extract(receipt_ocr(head.strip("\n") + "\n" + TAIL), RECEIPTS)
    company, address = ex.fields["company"], ex.fields["address"]
    return (company.raw if company.value is not None else None,
            " ".join(address.raw.split()) if address.value is not None else None)


ADDRESS = "NO 4, JALAN CEMPAKA 2,\n31650 IPOH, PERAK\nTEL: 05-255 1234\n"


# --------------------------------------------------------------------------- what follows the name on its line

@pytest.mark.parametrize("line,name", [
    ("Pelangi Optik Sdn Bhd Co-REG: 554433-T", "Pelangi Optik Sdn Bhd"),  # a register label and its number
    ("KEDAI JAM MUTIARA ENTERPRISE H/P: 016-772 1234", "KEDAI JAM MUTIARA ENTERPRISE"),  # a phone after its label
    ("HILLCREST FLOORING PTY LTD ACN 004 123 456", "HILLCREST FLOORING PTY LTD"),  # a register id in digit groups
    ("SERI INTAN TEKSTIL SDN BHD 202101009876 (1411223-A)", "SERI INTAN TEKSTIL SDN BHD"),  # old and new numbers
])
def test_an_id_printed_after_the_name_is_cut_off(line, name):
    assert read(line + "\n" + ADDRESS)[0] == name


def test_a_register_label_line_is_never_the_name():
    company, _ = read("Company Reg. No. : 001122334X\nBAYU TIMUR HARDWARE\n" + ADDRESS)
    assert company == "BAYU TIMUR HARDWARE"


@pytest.mark.parametrize("line,name", [
    ("MAJU OPTIK SDN BHD (CAWANGAN BANGI)", "MAJU OPTIK SDN BHD"),  # the outlet in brackets
    ("Greystone Hardware Ltd - Harrogate", "Greystone Hardware Ltd"),  # the outlet after a dash
    ("SINAR KEDAI CO. (M) SDN BHD", "SINAR KEDAI CO. (M) SDN BHD"),  # "(M)" inside the name stays
    ("GADING MAS (KLANG) SDN BHD", "GADING MAS (KLANG) SDN BHD"),  # a bracket before the legal form stays
])
def test_a_branch_after_the_legal_form_is_not_the_name(line, name):
    assert read(line + "\n" + ADDRESS)[0] == name


@pytest.mark.parametrize("line,name", [
    ("BLUE REEF TRADING CORP.", "BLUE REEF TRADING CORP."),  # the dot of the abbreviation
    ("Tasman Timber Co., Ltd.", "Tasman Timber Co., Ltd."),
    ("KEDAI ROTI HANGAT SDN BHD.", "KEDAI ROTI HANGAT SDN BHD"),  # "SDN" undotted: the last dot is a full stop
])
def test_a_dotted_legal_form_keeps_its_dot(line, name):
    assert read(line + "\n" + ADDRESS)[0] == name


def test_register_and_tax_id_lines_are_not_the_address():
    head = "KERERU CAMPING SUPPLIES LIMITED\nNZBN: 9429041234567\n5 QUEEN STREET\nHAMILTON 3204\nGST: 111-222-333\n"
    assert read(head)[1] == "5 QUEEN STREET HAMILTON 3204"
    head = "DAFFODIL FLORISTS LTD\n3 MILL LANE\nYORK YO1 7HB\nVAT Reg. GB 555 6666 77\n"
    assert read(head)[1] == "3 MILL LANE YORK YO1 7HB"


# --------------------------------------------------------------------------- a name over two lines

def test_a_name_wrapped_before_its_last_word_is_one_name():
    head = "PERUSAHAAN KAYU BALAK\nUTAMA SDN BHD (456789-K)\n" + ADDRESS
    assert read(head)[0] == "PERUSAHAAN KAYU BALAK\nUTAMA SDN BHD"


def test_a_brand_or_outlet_line_above_a_registered_name_stays_apart():
    # the registered name has words of its own before the legal form: the line above is the outlet
    assert read("OCEAN GRILL BAR SUNWAY\nBAYVIEW LEISURE SDN BHD\n" + ADDRESS)[0] == "BAYVIEW LEISURE SDN BHD"
    # a one-word stem under a line printed in another (larger) font: a logo, not the first half of the name
    assert read("^SEAFOOD HUT\nDELIMA SDN BHD\n" + ADDRESS)[0] == "DELIMA SDN BHD"


@pytest.mark.parametrize("head,name", [
    ("PUSAT TAYAR MAJU\nTRADING\n", "PUSAT TAYAR MAJU\nTRADING"),  # the generic company word alone below
    ("^KILANG AIS BATU\n^ENTERPRISE\n", "KILANG AIS BATU\nENTERPRISE"),
])
def test_generic_company_words_alone_end_the_name_above(head, name):
    assert read(head + ADDRESS)[0] == name


@pytest.mark.parametrize("head,name", [
    ("HIJAU LANDSKAP SDN\nBHD (887766-P)\n", "HIJAU LANDSKAP SDN\nBHD"),
    ("ANCHOR MARINE PTY\nLTD\n", "ANCHOR MARINE PTY\nLTD"),
    ("WESTGATE DENTAL PTE.\nLTD.\n", "WESTGATE DENTAL PTE.\nLTD."),
])
def test_a_legal_form_broken_over_two_lines_is_finished(head, name):
    assert read(head + ADDRESS)[0] == name


# --------------------------------------------------------------------------- evidence for the name line

def test_a_legal_form_written_before_the_name_counts():
    head = "CV. SINAR TERANG ABADI\nCabang Medan Baru\nJL. GAJAH MADA NO. 7\nMEDAN 20212\n"
    assert read(head)[0] == "CV. SINAR TERANG ABADI"
    assert read("UD SUMBER MAKMUR JAYA\nOutlet Pasar Baru\nJL. MERDEKA NO. 3\nBOGOR 16123\n")[0] == "UD SUMBER MAKMUR JAYA"


def test_a_register_number_in_digit_groups_marks_the_registered_name():
    head = "^Riverbend Fishing Co\nRiverbend Tackle Holdings Pty Ltd\nABN 11 222 333 444\n9 Wharf Road\nNowra NSW 2541\n"
    assert read(head)[0] == "Riverbend Tackle Holdings Pty Ltd"


def test_a_registration_number_closes_a_name_printed_over_two_lines():
    head = "RESTAURANT SRI PAGI\nSELERA HOUSE\n(JM0654321-U)\n" + ADDRESS
    assert read(head)[0] == "RESTAURANT SRI PAGI\nSELERA HOUSE"
    # no number under the second line: it is not known to belong to the name
    assert read("SELERA TIMUR ENTERPRISE\nMEDAN SELERA ARA\n" + ADDRESS)[0] == "SELERA TIMUR ENTERPRISE"


def test_two_headline_lines_in_one_large_font_are_one_trade_name():
    assert read("^NASI LEMAK\n^KAK LONG\n" + ADDRESS)[0] == "NASI LEMAK\nKAK LONG"
    assert read("^NASI LEMAK\nKAK LONG CORNER\n" + ADDRESS)[0] != "NASI LEMAK\nKAK LONG CORNER"  # body font below


def test_headline_lines_in_one_large_font_join_before_a_legal_form_whatever_the_stem():
    assert read("^BENGKEL KIMPALAN\n^TERUS MAJU JAYA SDN BHD\n" + ADDRESS)[0] == "BENGKEL KIMPALAN\nTERUS MAJU JAYA SDN BHD"
    # in body font a line above a name with words of its own stays apart (an outlet, a brand)
    assert read("TERUS MAJU MART\nBENGKEL KIMPALAN SETIA SDN BHD\n" + ADDRESS)[0] == "BENGKEL KIMPALAN SETIA SDN BHD"


def test_a_short_legal_form_alone_on_the_next_line_ends_the_name():
    assert read("SEAVIEW MARINE ENGINEERING SERVICES\nLLC\n" + ADDRESS)[0] == "SEAVIEW MARINE ENGINEERING SERVICES\nLLC"


def test_a_bracketed_branch_with_a_number_is_cut_whole():
    assert read("RIVERSIDE GROCERY CO., LTD. (BRANCH NO. 00031)\n" + ADDRESS)[0] == "RIVERSIDE GROCERY CO., LTD."


def test_a_two_line_headline_name_read_down_from_its_first_line():
    assert read("^KEDAI KOPI\n^SINAR PAGI\n(SA0998877-K) SST: W10-1234-56789012\n" + ADDRESS)[0] == "KEDAI KOPI\nSINAR PAGI"


# --------------------------------------------------------------------------- floors on the fresh receipts

def test_fresh_receipt_headers_floor():
    from tests.receipt_fresh_headers import score

    f = score()["figures"]
    assert f["company_ci"] >= 0.975 and f["company_strict"] >= 0.975 and f["address_ci"] >= 0.95


def test_fresh_receipt_check_set_floor():
    from tests.receipt_fresh_headers import CHECK_HEADERS, score

    f = score(CHECK_HEADERS)["figures"]
    assert f["company_ci"] >= 0.93 and f["company_strict"] >= 0.93 and f["address_ci"] >= 0.73


def test_a_tax_id_label_word_inside_a_name_is_no_tax_line():
    # "TIN" / "VAT" are words of names too: a label only with a number after it
    assert read("TIN TIN KOPITIAM\n" + ADDRESS)[0] == "TIN TIN KOPITIAM"
    head = "LAKESIDE TACKLE LIMITED\n8 HARBOUR ROAD\nTAUPO 3330\nTIN 005-111-222-000\n"
    assert read(head)[1] == "8 HARBOUR ROAD TAUPO 3330"
