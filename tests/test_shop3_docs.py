"""Shop 3, the tuning set: complete and valid truth, real variety, planted conflicts, reproducible."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sample_docs.shop3.documents import DEFAULT_SEED, build_batch
from sample_docs.shop3.generate import generate
from sample_docs.shop3.values import DATE_STYLES, MONEY_STYLES, date_text, money_text
from tests.sample_shop_checks import ROOT, TuningShopChecks


class TestShop3(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop3"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 60, 18
    currencies = ("GBP", "EUR", "USD")
    identifier = r"[A-Z0-9][A-Z0-9/-]*[A-Z0-9]"
    min_label_variants = 6


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 4)
    assert "04/03/2026" in {date_text(d, s) for s in DATE_STYLES["GBP"]}
    assert "03/04/2026" in {date_text(d, s) for s in DATE_STYLES["USD"]}
    assert "04/03/2026" not in {date_text(d, s) for s in DATE_STYLES["USD"]}
    assert "04.03.2026" in {date_text(d, s) for s in DATE_STYLES["EUR"]}
    euros = {money_text(Decimal("1234.5"), "EUR", s).replace("\u00a0", " ") for s in MONEY_STYLES["EUR"]}
    assert {"€1,234.50", "1.234,50 €", "EUR 1,234.50"} <= euros
    assert "USD 1,007.50" in {money_text(Decimal("1007.5"), "USD", s).replace("\u00a0", " ")
                              for s in MONEY_STYLES["USD"]}
