"""Receipt company value as printed (branch receipts16): each change with a test that fails without it, in wording
of its own (not the names of tests/receipts16_rendered.py's CHECK6)."""

from __future__ import annotations

from stages import layout
from tests.test_receipts13 import BODY, _columns_company


def test_a_line_end_hyphen_before_a_name_line_going_on_is_the_printers_break():
    assert layout.printed_name("HARBOUR VIEW PRINT-\nCO. SDN BHD") == "HARBOUR VIEW PRINT CO. SDN BHD"
    assert layout.printed_name("Riverside Confection-\nery Ltd") == "Riverside Confectionery Ltd"
    assert layout.printed_name("JAYA-MAS TRADING") == "JAYA-MAS TRADING"  # a hyphen inside a line stays


def test_a_name_broken_with_a_hyphen_over_two_lines_is_read_whole():
    assert _columns_company([("KENANGA FLORIST-", 1.4), ("CO. (M) SDN BHD", 1.4), ("(123987-K)", 0.9)] + BODY) \
        == "KENANGA FLORIST CO. (M) SDN BHD"


def test_marks_a_name_never_carries_are_read_as_the_letters_and_dots_they_stand_for():
    assert layout.printed_name("SEN|OR CAFE") == "SENIOR CAFE"
    assert layout.printed_name("Mi|ler's Bakery") == "Miller's Bakery"
    assert layout.printed_name("TANJUNG TRADING CO_") == "TANJUNG TRADING CO."
    assert layout.printed_name("SRI~MAJU STORE") == "SRI-MAJU STORE"
    assert layout.printed_name("TAN | LEE") == "TAN | LEE"  # a bar alone between words is no letter
