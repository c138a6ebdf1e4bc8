"""Shop 7, the fourth tuning set: complete and valid truth, real variety (another trade and three other
locales: EUR in Ireland, CAD in Ontario and Quebec, GBP in Northern Ireland/Britain; French-Canadian
dates and money; quoted threads; Quebec GST/QST), planted conflicts, reproducible."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sample_docs.render import render_body
from sample_docs.shop7.documents import DEFAULT_SEED, build_batch
from sample_docs.shop7.generate import generate
from sample_docs.shop7.values import DATE_STYLES, MONEY_STYLES, date_text, money_text
from tests.sample_shop_checks import ROOT, TuningShopChecks, assert_labels_stay_local


class TestShop7(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop7"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 60, 14
    currencies = ("EUR", "CAD", "GBP")
    identifier = r"[A-Z0-9][A-Z0-9/ -]*[A-Z0-9]"
    min_label_variants = 4

    def test_what_sets_shop7_apart_is_in_the_batch(self, batch):
        """Quebec tax lines, reference lines split by bars, quoted shop replies (both styles),
        right-hand blocks, warranty claims as forms and as letters."""
        texts = {d.doc_id: render_body(d) for d in batch.docs}
        every = "\n".join(texts.values())
        assert "TVQ/QST 9.975%" in every or "HST" in every
        assert "  |  " in every
        assert any("\n> " in texts[d.doc_id] for d in batch.docs if d.doc_type == "customer_letter")
        assert sum(1 for d in batch.docs for b in d.blocks if b[0] == "rkv") >= 10
        assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}

    def test_labels_follow_the_locale(self, batch):
        """French labels only on CAD documents."""
        from sample_docs.shop7.vocab import LOCAL_LABELS

        assert_labels_stay_local(batch, LOCAL_LABELS)


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 5)
    plain = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert {"5th March 2026", "05.03.2026", "5-Mar-26"} <= {plain(date_text(d, s)) for s in DATE_STYLES["EUR"]}
    assert {"2026-03-05", "Mar 5, 2026", "March 5th, 2026", "5 mars 2026", "2026/03/05"} <= {
        plain(date_text(d, s)) for s in DATE_STYLES["CAD"]}
    assert {"5 March 2026", "05/03/26", "Thursday 5th March 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["GBP"]}
    assert plain(date_text(date(2026, 4, 1), "fr_long")) == "1er avril 2026"
    a = Decimal("1234.56")
    assert {"€1,234.56", "EUR1,234.56", "1,234.56 euro"} <= {plain(money_text(a, "EUR", s)) for s in MONEY_STYLES["EUR"]}
    assert {"$1,234.56 CAD", "C$1,234.56", "1 234,56 $"} <= {plain(money_text(a, "CAD", s)) for s in MONEY_STYLES["CAD"]}
    assert {"£1,234.56", "1,234.56 GBP", "£1234.56"} <= {plain(money_text(a, "GBP", s)) for s in MONEY_STYLES["GBP"]}


def test_benchmark_has_a_shop7_split(tmp_path, capsys):
    from benchmarks.extraction_accuracy import main

    assert main(["--splits", "shop7", "--shop7", str(tmp_path / "none"), "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert "shop7: no truth.jsonl" in out
    assert any(line.startswith("shop7 ") for line in out.splitlines())
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result["shop7_field_acc"] == "nan" and "shop7_doctype" in result and "shop5_field_acc" in result
