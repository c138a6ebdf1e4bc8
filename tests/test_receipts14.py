"""Receipt company span evidence (branch receipts14): each change with a test that fails without it, in wording of
its own (not the texts of tests/receipt_rendered_receipts13.py's CHECK4)."""

from __future__ import annotations

from stages import layout
from tests.test_receipts13 import BODY, _columns_company


def test_a_description_of_the_firm_before_its_registered_name_is_trimmed():
    # "A SUBSIDIARY OF" describes the firm named after it; the name is what the legal form closes
    assert _columns_company([("KOPI MESRA", 1.6), ("A SUBSIDIARY OF MESRA BEVERAGE HOLDINGS SDN BHD", 0.9),
                             ("(1122334-K)", 0.9)] + BODY) == "MESRA BEVERAGE HOLDINGS SDN BHD"
    text = "An Affiliate of Rimba Foods Sdn Bhd (12345-X)"
    assert text[slice(*layout.trim_name(text, 0, len(text)))] == "Rimba Foods Sdn Bhd"


def test_a_name_that_opens_with_an_article_is_kept_without_a_legal_form_after_it():
    text = "THE HOUSE OF NOODLES"
    assert layout.trim_name(text, 0, len(text)) == (0, len(text))


def test_a_misread_registration_number_is_still_a_registration_line():
    assert layout._registration_line("(JM0556781-P)")
    assert layout._registration_line("(SA07788I2-D)")  # a letter read for a digit
    assert layout._registration_line("(6081234%1)")  # a mark read for the dash
    assert not layout._registration_line("(BANDAR UTAMA)")
    assert not layout._registration_line("TEL: 03-1234 5678")
    assert not layout._registration_line("(A1B2C3)")


def test_a_kind_line_over_a_name_line_joins_when_the_registration_below_is_misread():
    assert _columns_company([("KEDAI KASUT", 1.0), ("SRI PERDANA", 1.0), ("(KT0772I54-M)", 0.9)] + BODY) \
        == "KEDAI KASUT SRI PERDANA"


def test_two_headline_lines_of_two_sizes_closed_by_a_registration_are_one_name():
    # the second line set smaller to fit, both larger than the body, no word in common
    assert _columns_company([("LAN FANG", 2.0), ("NOODLE BAR", 1.5), ("(SA0123123-T)", 0.9)] + BODY) \
        == "LAN FANG NOODLE BAR"


def test_a_brand_headline_over_its_name_repeating_its_words_does_not_join():
    assert _columns_company([("LAN FANG", 2.0), ("LAN FANG NOODLES", 1.5), ("(SA0123123-T)", 0.9)] + BODY) \
        == "LAN FANG NOODLES"


def test_the_registration_under_a_trade_subline_follows_the_headline_name():
    # the smaller line under the headline names what the shop does; the number below belongs to the whole block
    assert _columns_company([("SENTOSA KUNCI", 1.6), ("DUPLICATE KEYS AND LOCKSMITH", 0.9), ("(JM0448811-A)", 0.9)]
                            + BODY) == "SENTOSA KUNCI"


def test_a_list_of_trades_is_not_the_name():
    assert _columns_company([("TEGUH JAYA", 1.0), ("TILES | SANITARY | PAINTS", 1.0), ("(JM0990011-W)", 0.9)]
                            + BODY) == "TEGUH JAYA"


def test_a_misread_registration_under_the_name_weighs_as_a_read_one():
    rows = [("GOOD TASTE", 1.0), ("SINAR PAGI", 1.0)]
    read = _columns_company(rows + [("(JM0772154-M)", 0.9)] + BODY)
    assert _columns_company(rows + [("(JM0772I54-M)", 0.9)] + BODY) == read


def test_berhad_written_out_is_a_legal_form():
    assert layout.legal_form("PERMODALAN HARTA HOLDINGS BERHAD") == "berhad"
    assert layout.legal_form("Kilang Papan Sendirian Berhad") == "sendirian berhad"
    # the registered name under a taller trade name is the one with the legal form
    assert _columns_company([("SRI KEMBOJA HOLDINGS BERHAD", 1.0), ("KEMBOJA HYPERSTORE", 1.6), ("(123456-K)", 0.9)]
                            + BODY) == "SRI KEMBOJA HOLDINGS BERHAD"


def test_a_branch_after_the_generic_company_words_is_not_part_of_the_name():
    assert _columns_company([("TUAH JAYA ENTERPRISE (CAWANGAN RAWANG)", 1.0), ("(JM0445566-K)", 0.9)] + BODY) \
        == "TUAH JAYA ENTERPRISE"
    assert _columns_company([("TUAH JAYA TRADING - RAWANG", 1.0), ("(JM0445566-K)", 0.9)] + BODY) == "TUAH JAYA TRADING"
    assert _columns_company([("TUAH JAYA TRADING (M)", 1.0), ("(JM0445566-K)", 0.9)] + BODY) == "TUAH JAYA TRADING (M)"


def test_a_line_opening_with_its_trade_begins_the_registered_name_below():
    assert _columns_company([("KEDAI JAM", 1.0), ("SOON FATT SDN BHD", 1.0), ("(445566-A)", 0.9)] + BODY) \
        == "KEDAI JAM SOON FATT SDN BHD"
    # a trade name closing with its trade is a brand over the registered name
    assert _columns_company([("SUNNY BAKERY", 1.0), ("CHAN BROTHERS SDN BHD", 1.0), ("(445566-A)", 0.9)] + BODY) \
        == "CHAN BROTHERS SDN BHD"


def test_a_branch_line_is_neither_the_name_nor_a_line_of_it():
    assert _columns_company([("TONG FATT", 1.0), ("CAWANGAN KUANTAN", 1.0), ("(JM0123321-K)", 0.9)] + BODY) == "TONG FATT"
    assert _columns_company([("TONG FATT BAKERY", 1.0), ("KUANTAN BRANCH", 1.0), ("(JM0123321-K)", 0.9)] + BODY) \
        == "TONG FATT BAKERY"
    assert _columns_company([("BRANCH & ROOT CAFE", 1.0), ("(JM0123321-K)", 0.9)] + BODY) == "BRANCH & ROOT CAFE"


def test_a_store_number_line_does_not_begin_the_name():
    assert _columns_company([("STORE: 0231 KUANTAN", 1.0), ("TONG FATT SDN BHD", 1.0), ("(123321-K)", 0.9)] + BODY) \
        == "TONG FATT SDN BHD"


def test_a_trade_word_head_joins_the_proper_name_under_it_before_the_address():
    assert _columns_company([("KEDAI RUNCIT", 1.0), ("BAN SENG", 1.0)] + BODY) == "KEDAI RUNCIT BAN SENG"
    # a whole name with its trade first: the line under it is its description, not its rest
    assert _columns_company([("KEDAI RUNCIT BAN SENG", 1.0), ("BARANG BASAH", 1.0)] + BODY) == "KEDAI RUNCIT BAN SENG"
