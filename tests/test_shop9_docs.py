"""Shop 9 (Tembo Tone Instruments), an unseen-shop validation set nobody tunes on: its generator's truth is
complete, valid and consistent with the files, the batch has the promised mix (four locales, every doc type,
letters in many voices, noisy scans), planted conflicts are truthful, and the same seed gives the same
files. Structure only: no extraction runs here and nothing here measures accuracy."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date
from decimal import Decimal

import pytest

from sample_docs.render import render_body
from sample_docs.shop9.casebook import DEFAULT_SEED, EXT, build_batch
from sample_docs.shop9.generate import conflicts_json, generate, render, truth_jsonl
from sample_docs.shop9.printing import DATE_STYLES, MONEY_STYLES, date_text, money_text
from tests.sample_shop_checks import (ROOT, SCHEMA, emails_carry_the_order, execution_facts_only_from_refund_notices,
                                      field_values, orders_and_invoice_arithmetic, pdf_text_layers, read_rows,
                                      the_four_conflict_kinds_planted, truth_covers_the_batch)

SHOP = ROOT / "sample_docs" / "shop9"
CURRENCIES = ("KES", "PHP", "AED", "JMD")
IDENTIFIER = r"[A-Z0-9][A-Z0-9/-]*[A-Z0-9]"


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(DEFAULT_SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert len(rows) >= 60
    assert len({r["case_id"] for r in rows}) >= 14
    types = Counter(r["doc_type"] for r in rows)
    assert set(types) == set(SCHEMA.doc_types)
    assert types["customer_letter"] >= 10
    formats = Counter(r["format"] for r in rows)
    assert {"pdf_text", "clean_image", "noisy_scan", "email", "text"} <= set(formats), formats
    assert sum(n for f, n in formats.items() if f in ("noisy_scan", "noisy_pdf_scan", "fax")) >= 6, formats
    assert {r["fields"]["order_total"]["currency"] for r in rows if "order_total" in r["fields"]
            and r["fields"]["order_total"]["value"]} == set(CURRENCIES)
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_every_field_of_the_doc_type_is_present_and_valid(rows):
    nulls = field_values(rows, SCHEMA, CURRENCIES, identifier=IDENTIFIER)
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "customer_deadline"):
        assert nulls[name] >= 2, (name, nulls[name])
    assert nulls["customer_expectation"] >= 1  # a thank-you note asks for nothing


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_statuses_follow_the_document(rows):
    for r in rows:
        status = r["fields"].get("refund_status", {}).get("value")
        if r["doc_type"] == "refund_approval":
            assert status in ("approved", "rejected"), r["doc_id"]
        if r["doc_type"] == "refund_execution":
            assert status == "executed", r["doc_id"]
    assert {r["fields"]["refund_status"]["value"] for r in rows if r["doc_type"] == "refund_approval"} == {
        "approved", "rejected"}


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    by_id = {d.doc_id: d for d in batch.docs}
    unresolved = relative = 0
    for r in rows:
        if r["doc_type"] not in ("refund_request", "customer_letter"):
            continue
        exp, dl = r["fields"]["customer_expectation"]["value"], r["fields"]["customer_deadline"]
        if exp is None:
            assert dl["value"] is None, r["doc_id"]
            continue
        body = " ".join(render_body(by_id[r["doc_id"]]).replace("\u00a0", " ").split())
        assert body.count(exp + ".") == 1, r["doc_id"]
        if dl["unresolved"]:
            unresolved += 1
            assert dl["value"] in exp, r["doc_id"]
        elif dl["value"] and not re.search(r"\d", exp):
            relative += 1  # "within 7 days", "by the end of this month": resolved against the document date
    assert unresolved >= 1 and relative >= 1


def test_truth_matches_the_rendered_words(rows, batch):
    """Identifiers and text values in the truth appear in the document as written."""
    by_id = {d.doc_id: d for d in batch.docs}
    for r in rows:
        doc = by_id[r["doc_id"]]
        words = " ".join((render_body(doc) + " ".join((doc.email or {}).values())).replace("\u00a0", " ").split())
        for name, fv in r["fields"].items():
            if fv["value"] and SCHEMA.fields[name].type in ("identifier", "text") and not fv["unresolved"]:
                assert fv["value"] in words, (r["doc_id"], name)


def test_emails_parse_and_carry_the_order(rows):
    emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    the_four_conflict_kinds_planted(rows, SHOP)


def test_same_seed_same_truth(tmp_path):
    generate(tmp_path, DEFAULT_SEED, truth_only=True)
    assert (tmp_path / "truth.jsonl").read_bytes() == (SHOP / "truth.jsonl").read_bytes()
    assert (tmp_path / "conflicts.json").read_bytes() == (SHOP / "conflicts.json").read_bytes()
    other = build_batch(DEFAULT_SEED + 1)
    assert truth_jsonl(other) != (SHOP / "truth.jsonl").read_text()
    assert conflicts_json(other)


def test_same_seed_same_files_one_per_format(batch):
    done = set()
    for n, doc in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        if doc.fmt in done:
            continue
        done.add(doc.fmt)
        assert render(doc, DEFAULT_SEED * 100_000 + n) == (SHOP / "batch" / doc.doc_id).read_bytes(), doc.doc_id
    assert done == {r["format"] for r in read_rows(SHOP)}


def test_what_sets_shop9_apart_is_in_the_batch(batch):
    """Headerless SMS logs and portal exports, chat transcripts, quoted payment confirmations, VAT backed out of
    Philippine prices, Kenyan control-unit numbers, labels above values, right-hand blocks."""
    texts = {d.doc_id: render_body(d) for d in batch.docs}
    every = "\n".join(texts.values())
    assert any(d.fmt == "text" and d.email is None for d in batch.docs)
    assert "Chat started:" in every and "Visitor:" in every
    assert any(b[0] == "quote" for d in batch.docs if d.doc_type == "refund_execution" for b in d.blocks)
    assert "Net of VAT" in every or "VATable Sales" in every
    assert "CU Invoice No." in every
    assert any(b[0] == "grid" for d in batch.docs for b in d.blocks)
    assert sum(1 for d in batch.docs for b in d.blocks if b[0] == "rkv") >= 10
    voices = {d.style.get("voice") for d in batch.docs if d.doc_type == "customer_letter"}
    assert len(voices) >= 5, voices
    assert {"I", "we"} <= {"we" if any("Our " in s or "We " in s for s in texts[d.doc_id].split("\n")) else "I"
                           for d in batch.docs if d.doc_type == "customer_letter"}


def test_identifier_shapes_vary(batch):
    def shape(value: str) -> str:
        return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number"):
        shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
        assert len(shapes) >= 4, (name, shapes)


def test_money_and_date_styles_follow_the_locale():
    d = date(2026, 3, 5)
    plain = lambda s: s.replace("\u00a0", " ")  # noqa: E731
    assert {"05/03/2026", "5th March 2026", "05-03-2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["KES"]}
    assert {"March 5, 2026", "03/05/2026", "Mar. 5, 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["PHP"]}
    assert "05/03/2026" not in {date_text(d, s) for s in DATE_STYLES["PHP"]}
    assert {"05-Mar-2026", "Thu 05 Mar 2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["AED"]}
    assert {"5th March, 2026", "5-Mar-2026"} <= {plain(date_text(d, s)) for s in DATE_STYLES["JMD"]}
    a, whole = Decimal("1234.5"), Decimal("1234")
    assert {"KSh 1,234.50", "KES 1,234.50"} <= {plain(money_text(a, "KES", s)) for s in MONEY_STYLES["KES"]}
    assert money_text(whole, "KES", "kshs_slash") == "Kshs.\u00a01,234/="
    assert money_text(a, "KES", "kshs_slash") == "KSh\u00a01,234.50"  # "/=" only for whole shillings
    assert {"\u20b11,234.50", "Php 1,234.50", "P1,234.50"} <= {plain(money_text(a, "PHP", s)) for s in MONEY_STYLES["PHP"]}
    assert {"AED 1,234.50", "Dhs 1,234.50", "1,234.50 AED"} <= {plain(money_text(a, "AED", s)) for s in MONEY_STYLES["AED"]}
    assert {"J$1,234.50", "$1,234.50 JMD"} <= {plain(money_text(a, "JMD", s)) for s in MONEY_STYLES["JMD"]}


def test_benchmark_has_a_shop9_split(tmp_path, capsys):
    """The benchmark knows the split (wiring only: an empty folder is skipped, nothing is scored)."""
    from benchmarks.extraction_accuracy import SHOP_SPLITS, SPLITS, main

    assert "shop9" in SPLITS and "shop9" in SHOP_SPLITS
    assert main(["--splits", "shop9", "--shop9", str(tmp_path / "none"), "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert "shop9: no truth.jsonl" in out
    assert any(line.startswith("shop9 ") for line in out.splitlines())
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result["shop9_field_acc"] == "nan" and "shop9_doctype" in result
