"""Shop 8, an unseen-shop validation set: complete and valid truth, real variety (another trade and
four other locales: AUD, NZD, SGD and ZAR; GST or VAT by country; reference strips with labels above
values; forwarded shop replies), planted conflicts, reproducible. Structure only: no accuracy here."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sample_docs.render import render_body
from sample_docs.shop8.documents import DEFAULT_SEED, build_batch
from sample_docs.shop8.generate import generate
from sample_docs.shop8.values import DATE_STYLES, MONEY_STYLES, date_text, money_text
from tests.sample_shop_checks import ROOT, TuningShopChecks, assert_labels_stay_local


class TestShop8(TuningShopChecks):
    shop = ROOT / "sample_docs" / "shop8"
    seed = DEFAULT_SEED
    build_batch = build_batch
    generate = generate
    min_docs, min_cases = 60, 12
    currencies = ("AUD", "NZD", "SGD", "ZAR")
    identifier = r"[A-Z0-9][A-Z0-9/. -]*[A-Z0-9]"
    min_label_variants = 4

    def test_what_sets_shop8_apart_is_in_the_batch(self, batch):
        """Reference strips (labels above values), two-column header pairs, right-hand blocks,
        both styles of forwarded shop reply, warranty claims as forms and as letters."""
        texts = {d.doc_id: render_body(d) for d in batch.docs}
        strips = [d for d in batch.docs for b in d.blocks
                  if b[0] == "grid" and d.fields.get("order_id", {}).get("value") in b[2][0]]
        assert len(strips) >= 5
        assert sum(1 for d in batch.docs for b in d.blocks if b[0] == "kv2") >= 10
        assert sum(1 for d in batch.docs for b in d.blocks if b[0] == "rkv") >= 10
        letters = [texts[d.doc_id] for d in batch.docs if d.doc_type == "customer_letter"]
        assert any("\n> " in t for t in letters) and any("-----Original Message-----" in t for t in letters)
        assert {bool(d.style.get("letter")) for d in batch.docs if d.doc_type == "warranty_form"} == {True, False}

    def test_tax_words_follow_the_country(self, batch):
        """VAT labels only on South African documents, GST labels never on them."""
        from sample_docs.shop8.vocab import LOCAL_LABELS, NOT_IN

        assert_labels_stay_local(batch, LOCAL_LABELS)
        for d in batch.docs:
            cur = next(c.currency for c in batch.cases if c.cid == d.case_id)
            labels = {b[1] for b in d.blocks if b[0] in ("kv", "rkv")} | {b[3] for b in d.blocks if b[0] == "kv2"}
            assert not labels & NOT_IN.get(cur, set()), d.doc_id
            if d.doc_type == "invoice":
                assert ("VAT" in render_body(d)) == (cur == "ZAR"), d.doc_id


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 3)
    plain = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert {"3 Mar 2026", "03/03/2026", "Tuesday 3rd of March 2026"} <= {
        plain(date_text(d, s)) for s in DATE_STYLES["AUD"]}
    assert {"03.03.26", "3 March 2026", "Tue 3 Mar 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["NZD"]}
    assert {"2026-03-03", "03-Mar-2026", "3-Mar-26"} <= {plain(date_text(d, s)) for s in DATE_STYLES["SGD"]}
    assert {"2026/03/03", "3 March 2026", "03 Mar 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["ZAR"]}
    a = Decimal("1234.56")
    assert {"$1,234.56", "A$1,234.56", "AUD 1,234.56"} <= {plain(money_text(a, "AUD", s)) for s in MONEY_STYLES["AUD"]}
    assert {"NZ$1,234.56", "NZD1,234.56"} <= {plain(money_text(a, "NZD", s)) for s in MONEY_STYLES["NZD"]}
    assert {"S$1,234.56", "SGD 1,234.56"} <= {plain(money_text(a, "SGD", s)) for s in MONEY_STYLES["SGD"]}
    assert {"R1,234.56", "R 1 234,56", "ZAR 1,234.56"} <= {plain(money_text(a, "ZAR", s)) for s in MONEY_STYLES["ZAR"]}


def test_benchmark_has_a_shop8_split(tmp_path, capsys):
    from benchmarks.extraction_accuracy import main

    assert main(["--splits", "shop8", "--shop8", str(tmp_path / "none"), "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert "shop8: no truth.jsonl" in out
    assert any(line.startswith("shop8 ") for line in out.splitlines())
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result["shop8_field_acc"] == "nan" and "shop8_doctype" in result and "shop5_field_acc" in result
