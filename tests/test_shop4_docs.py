"""Shop 4, the second tuning set: complete and valid truth, real variety (first-person staff, business
customers, generic titles, quoted threads), planted conflicts, reproducible."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from sample_docs.render import render_body
from sample_docs.shop4.documents import DEFAULT_SEED, GENERIC_TITLES, build_batch
from sample_docs.shop4.generate import generate
from sample_docs.shop4.values import DATE_STYLES, MONEY_STYLES, date_text, money_text
from tests.sample_shop_checks import ROOT, TuningShopChecks


class TestShop4(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop4"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 45, 12
    currencies = ("AUD", "CAD", "CHF")
    identifier = r"[A-Z0-9][A-Z0-9/.-]*[A-Z0-9]"
    min_label_variants = 4

    def test_what_sets_shop4_apart_is_in_the_batch(self, batch):
        """First-person staff, 'we' customers, generic or missing titles, quoted threads, a type as form and letter."""
        texts = {d.doc_id: render_body(d) for d in batch.docs}
        shop_types = ("refund_approval", "refund_execution", "shipping_notice", "order_confirmation")
        staff_i = [d for d in batch.docs if d.doc_type in shop_types and re.search(r"\bI (have|'ve|remitted|handed)\b|"
                                                                                      r"\bI'm\b", texts[d.doc_id])]
        assert len(staff_i) >= 5
        assert sum(bool(re.search(r"\b(We|we|our)\b", texts[d.doc_id])) for d in batch.docs
                   if d.doc_type == "refund_request") >= 3
        quoted = [d for d in batch.docs if "\n> " in texts[d.doc_id] or "Original Message" in texts[d.doc_id]]
        assert {d.doc_type for d in quoted} >= {"customer_letter", "refund_approval"}, {d.doc_type for d in quoted}
        generic = [d for d in batch.docs if d.email and d.email["Subject"] in GENERIC_TITLES]
        assert len(generic) >= 3
        assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 4)
    assert "04/03/2026" in {date_text(d, s) for s in DATE_STYLES["AUD"]}
    assert "2026-03-04" in {date_text(d, s) for s in DATE_STYLES["CAD"]}
    assert not any("/" in date_text(d, s) for s in DATE_STYLES["CAD"])  # no ambiguous numeric dates
    assert "04.03.2026" in {date_text(d, s) for s in DATE_STYLES["CHF"]}
    francs = {money_text(Decimal("1234.5"), "CHF", s).replace("\u00a0", " ") for s in MONEY_STYLES["CHF"]}
    assert {"CHF 1'234.50", "CHF 1,234.50", "Fr. 1234.50"} <= francs
    assert "C$1,007.50" in {money_text(Decimal("1007.5"), "CAD", s) for s in MONEY_STYLES["CAD"]}

