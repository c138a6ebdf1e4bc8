"""tune49's rounds on text of their own (no sample shop's wording): each fails on the code before the round."""

from __future__ import annotations

from stages.nlp import extract
from stages.normalize import repair_lookalikes
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> tuple[str, dict[str, str]]:
    ex = extract(ocr_of(text), SCHEMA)
    return ex.doc_type, {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_a_damaged_month_of_another_language_is_that_month():
    """One letter of a foreign month's name misread ("februdr", "grudnja", "Janvler"), day first or year first."""
    assert repair_lookalikes("Kelt: 2026. februdr 19.") == "Kelt: 2026. februar 19."
    assert repair_lookalikes("Data: 14 grudnja 2026") == "Data: 14 grudnia 2026"
    assert repair_lookalikes("le 3 Janvler 2026") == "le 3 Janvier 2026"
    assert repair_lookalikes("2026 Order 12") == "2026 Order 12"  # no month's name near
    assert repair_lookalikes("12 marzo 2026") == "12 marzo 2026"  # a month already
    assert repair_lookalikes("Date of Compiaint: 12th Apri] 2026") == "Date of Compiaint: 12th April 2026"  # "]" for "l"
    _, got = _values("Return form\nOrder ID: W1234567\nDated:\n2026. februdr 19.\nCustomer:\nKarl Weiss\n"
                     "Refund claimed: 100,00 EUR\n")
    assert got["document_date"] == "2026-02-19"


def test_a_numeric_date_whose_separators_were_lost():
    """A day and a month parted from the year by spaces or a colon ("22:04 2026", "03 05 2026"): a date; a phone's
    groups, a time before a dated year and an amount stay."""
    assert repair_lookalikes("Approval date: 22:04 2026") == "Approval date: 22.04.2026"
    assert repair_lookalikes("due 03 05 2026\n") == "due 03.05.2026\n"
    for kept in ("Tel +36 52 41 2026", "at 17:44 2026-02-24", "qty 12 34 2026 5", "12.50 2026", "Total 45 99 2026"):
        assert repair_lookalikes(kept) == kept
    _, got = _values("Refund decision\nCase no. RMA-5512\nApproval date: 22:04 2026\nApproved refund: EUR 100.00\n"
                     "Expected payment date: 03 05 2026\nStatus: approved\n")
    assert got["approval_date"] == "2026-04-22" and got["promised_date"] == "2026-05-03"


def test_a_label_word_read_with_i_for_l():
    """A scan's "l" read as "i" in a label ("Eiigibie amount") is the label, not a new word."""
    from stages.cues import word_matches
    assert word_matches("eiigibie", "eligible") and word_matches("deiivery", "delivery")
    assert not word_matches("eiigibxe", "eligible")
    _, got = _values("Refund decision\nCase: RMA-2231\nStatus: Approved\nEiigibie amount: EUR 4,307.00\n"
                     "Approved refund: EUR 4,307.00\n")
    assert got["refund_eligible"] == "4307.00"


def test_dotted_initials_with_a_look_alike_are_the_label():
    """A label's initials with a digit or sign for a capital ("$.0. No.:") read as the capitals; versions stay."""
    assert repair_lookalikes("P.0. #: 44") == "P.O. #: 44"
    assert repair_lookalikes("Version 5.0. Date: x") == "Version 5.0. Date: x"
    _, got = _values("Sales Order Confirmation\nS.O. Date: 17-Mar-26\n$.0. No.:\n8822/26\nCustomer: Asif Khan\n"
                     "Total: 500.00 USD\n")
    assert got["order_id"] == "8822/26"


def test_a_currency_signs_marked_letter_read_as_another():
    """"Kč" after an amount with its č read as another marked letter ("10 034,00 Ké") is the sign; not before one."""
    assert repair_lookalikes("10 034,00 Ké for") == "10 034,00 Kč for"
    assert repair_lookalikes("Ké 12") == "Ké 12" and repair_lookalikes("12 Kéz") == "12 Kéz"
    _, got = _values("Brno, 12. 1. 2027\nRe: return no. R26-0765, order 26-07472\nDear Sir or Madam,\n"
                     "The refund of 10 034,00 Ké for the returned item arrived, thank you.\n"
                     "But our generator is in your service since 03.01.2027 and nobody answers.\n"
                     "We expect a repair free of charge.\nRegards\nJan Novak\n")
    assert got["document_date"] == "2027-01-12"  # (the Czech crown's day-first dates)
