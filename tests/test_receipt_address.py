"""Receipt address (stages.layout.receipt_company_address): a labelled code printed between the name and the
address is no address line, and a country's name closes the address (lines below it are titles or outlets)."""

from __future__ import annotations

from stages import layout
from status.schema import load_schema
from tests.test_receipts13 import columns_ocr

SCHEMA = load_schema("receipts")
TAIL = [("TEL: 03-2201 1188", 1.0), ("DATE: 12/04/2019 10:02", 1.0), ("TOTAL 18.40", 1.0)]


def _address(rows: list[tuple]) -> str | None:
    ocr = columns_ocr([(row, 1.0) for row in rows] + TAIL)
    _, address = layout.receipt_company_address(ocr, SCHEMA.fields["company"], SCHEMA.fields["address"])
    return address.value if address else None


def test_a_labelled_code_before_the_address_is_skipped():
    for label in ("Site: 2395", "BR No.: (124525-H)", "Table : 12"):
        assert _address(["KEDAI RUNCIT MEGAH SDN BHD", label, "NO 5, JALAN MAWAR 3,", "47300 PETALING JAYA"]) \
            == "NO 5, JALAN MAWAR 3, 47300 PETALING JAYA", label


def test_an_address_label_with_its_number_starts_the_address():
    assert layout._labelled_code_line("Site: 2395") and not layout._labelled_code_line("No: 12")
    assert not layout._labelled_code_line("NO: 1-1&2 GROUND FLOOR,")


def test_the_country_closes_the_address():
    assert _address(["KEDAI RUNCIT MEGAH SDN BHD", "NO 5, JALAN MAWAR 3,", "47300 Petaling Jaya, Malaysia",
                     "GUEST CHECK"]) == "NO 5, JALAN MAWAR 3, 47300 Petaling Jaya, Malaysia"
    assert _address(["KEDAI RUNCIT MEGAH SDN BHD", "NO 5, JALAN MAWAR 3,", "47300 PETALING JAYA", "MALAYSIA",
                     "SUNWAY PLAZA OUTLET"]) == "NO 5, JALAN MAWAR 3, 47300 PETALING JAYA MALAYSIA"


def test_a_street_named_after_a_country_does_not_close_the_address():
    assert not layout._ends_with_country("Lot 5, Jalan Georgia")
    assert layout._ends_with_country("Pahang, 69000 Pahang Malaysia") and layout._ends_with_country("MALAYSIA")
