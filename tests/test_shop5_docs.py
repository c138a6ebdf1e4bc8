"""Shop 5, the third tuning set: complete and valid truth, real variety (another trade and three other
locales: NZD, INR, SEK; year-less and Swedish dates; quoted, forwarded and untitled mails), planted
conflicts, reproducible."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from sample_docs.render import render_body
from sample_docs.shop5.documents import DEFAULT_SEED, build_batch
from sample_docs.shop5.generate import generate
from sample_docs.shop5.values import DATE_STYLES, MONEY_STYLES, amount_in_words, date_text, money_text, short_date
from tests.sample_shop_checks import ROOT, TuningShopChecks, assert_labels_stay_local


class TestShop5(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop5"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 60, 14
    currencies = ("NZD", "INR", "SEK")
    identifier = r"[A-Z0-9][A-Z0-9/.-]*[A-Z0-9]"
    min_label_variants = 4

    def test_what_sets_shop5_apart_is_in_the_batch(self, batch):
        """Year-less ETAs, forwarded and quoted mails, mails with no subject, a header block on the
        right, CGST/SGST and a total in words, a two-column credit table, warranty as form and letter."""
        texts = {d.doc_id: render_body(d) for d in batch.docs}
        every = "\n".join(texts.values())
        assert re.search(r"ETA [A-Z][a-z]{2}-\d\d\b", every)
        assert "---------- Forwarded message ---------" in every
        assert any("\n> " in texts[d.doc_id] for d in batch.docs if d.doc_type == "customer_letter")
        assert sum(1 for d in batch.docs if d.email and d.email["Subject"] in ("", "(no subject)")) >= 2
        assert sum(1 for d in batch.docs for b in d.blocks if b[0] == "rkv") >= 10
        assert "CGST @ 9%" in every and "Amount in words: Rupees" in every
        assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}

    def test_labels_follow_the_locale(self, batch):
        """Swedish labels only on SEK documents, Indian ones only on INR documents."""
        from sample_docs.shop5.vocab import LOCAL_LABELS

        assert_labels_stay_local(batch, LOCAL_LABELS)


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 3)
    plain = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert {"3rd of March 2026", "03/03/26", "2026/03/03"} <= {plain(date_text(d, s)) for s in DATE_STYLES["NZD"]}
    assert {"03-03-2026", "3rd March, 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["INR"]}
    assert {"2026-03-03", "3/3 2026", "03.03.26"} <= {plain(date_text(d, s)) for s in DATE_STYLES["SEK"]}
    assert short_date(d) == "Mar-03"
    kr = {plain(money_text(Decimal("1234.56"), "SEK", s)) for s in MONEY_STYLES["SEK"]}
    assert {"1 234,56 kr", "SEK 1.234,56", "1.234,56 kr"} <= kr
    assert "1 234:-" in {plain(money_text(Decimal("1234"), "SEK", s)) for s in MONEY_STYLES["SEK"]}
    rupees = {plain(money_text(Decimal("12499"), "INR", s)) for s in MONEY_STYLES["INR"]}
    assert {"Rs. 12,499/-", "₹12,499.00", "INR 12,499.00"} <= rupees
    assert "$1 234.50" in {plain(money_text(Decimal("1234.5"), "NZD", s)) for s in MONEY_STYLES["NZD"]}
    assert amount_in_words(Decimal("98765.40")) == ("Rupees Ninety Eight Thousand Seven Hundred Sixty Five "
                                                     "and Paise Forty Only")
