"""This session's rounds on text of their own (no sample shop's wording): each fails on the code before the round."""

from __future__ import annotations

import re

from stages.nlp import extract
from stages.normalize import ABS_DATE_RE, parse_date
from stages.rules import measurement
from status.schema import load_schema
from tests.test_model_extract import ocr_of

SCHEMA = load_schema("default")


def _values(text: str) -> tuple[str, dict[str, str]]:
    ex = extract(ocr_of(text), SCHEMA)
    return ex.doc_type, {k: v.value for k, v in ex.fields.items() if v is not None and v.value}


def test_local_labels_with_their_english_gloss_in_brackets():
    """cee47: "local words (English word):" is one label, read by its English word."""
    doc_type, got = _values("Számla / Invoice\nSzámla sorszáma (Invoice no.): SZ-2026-001234\n"
                            "Vevő neve (Customer name): Kovács Péter\nRendelésszám (Order no.): RD-448812\n"
                            "Kelt (Date): 2026. 04. 09.\nVégösszeg (Total): 148 900 Ft\n")
    assert doc_type == "invoice"
    assert got["invoice_number"] == "SZ-2026-001234" and got["order_id"] == "RD-448812"
    assert got["document_date"] == "2026-04-09" and got["order_total"] == "148900.00"
    doc_type, got = _values("Garanciális igény / Warranty claim\nRendelésszám (Order no.): RD-448812\n"
                            "Termék megnevezése (Product): Szivattyú HX-200 pump\nGyári szám (Serial no.): HX2-88412977\n"
                            "Hiba leírása (Fault description): The pump stops after ten minutes of running.\n")
    assert doc_type == "warranty_form"
    assert got["serial_number"] == "HX2-88412977" and got["product_name"] == "Szivattyú HX-200 pump"


def test_year_first_dates_with_a_space_after_each_period():
    """cee47: the Hungarian standard writing "2026. 04. 09."."""
    m = ABS_DATE_RE.search("Kelt: 2026. 04. 09.")
    assert m is not None and parse_date(m.group(0), "DMY").isoformat() == "2026-04-09"


def test_ocr_damage_to_month_names_and_the_day_period():
    """noisy46: "março" with its cedilla read as g; a day's period read as a comma."""
    for text, iso in (("9 de margo de 2026", "2026-03-09"), ("9, Nov. 2026", "2026-11-09")):
        m = ABS_DATE_RE.search(text)
        assert m is not None and parse_date(m.group(0), "DMY").isoformat() == iso, text


def test_a_size_is_no_amount():
    """noisy46: a bare number before a unit of length, mass or volume, or "x" and another size."""
    def measures(text: str) -> list[bool]:
        return [measurement(text, m) for m in re.finditer(r"\d+(?:[.,]\d+)?", text)]

    assert measures("Banner vinyl 1.62 m wide") == [True]
    assert measures("Roll 1.37 x 50m") == [True, True]
    assert measures("Bag 2,50 kg") == [True]
    assert measures("Price 12.99 x 2 in total") == [False, False]
