"""Helpers for tests/test_receipt_reread.py: the company the receipt layout reads off a page."""

from __future__ import annotations

from stages.ocr_image import TesseractPage


def company_of(page: TesseractPage) -> str | None:
    from stages.receipt_reread import _name_span

    span = _name_span(page)
    return None if span is None else page.text[span[0]:span[1]]
