"""Shop 10 (Kadamb Living, written blind): the checked-in batch, its truth and its planted conflicts."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from sample_docs.render import render_body, render_text
from sample_docs.shop10 import generate as gen
from sample_docs.shop10.values import lakh, money_text
from tests.sample_shop_checks import (SCHEMA, ids_of_accepted_shapes, emails_carry_the_order, execution_facts_only_from_refund_notices,
                                      expectation_is_one_sentence, field_values, orders_and_invoice_arithmetic,
                                      pdf_text_layers, read_rows, same_files_one_per_format, same_seed_same_truth,
                                      the_four_conflict_kinds_planted, truth_covers_the_batch)

SHOP = Path(__file__).resolve().parent.parent / "sample_docs" / "shop10"
CURRENCIES = ("INR", "MYR", "AED")
SUFFIX = {fmt: "." + ext for fmt, ext in gen.EXT.items()}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return gen.build_batch(gen.SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, SUFFIX)


def test_size_and_mix(rows):
    assert len(rows) >= 64 and len({r["case_id"] for r in rows}) >= 13
    types = Counter(r["doc_type"] for r in rows)
    assert set(types) == set(SCHEMA.doc_types) and types["customer_letter"] >= 10
    formats = Counter(r["format"] for r in rows)
    assert {"text", "email", "clean_image", "noisy_scan", "pdf_text", "pdf_scan"} <= set(formats)
    noisy = sum(formats[f] for f in gen.NOISY) / len(rows)
    assert 0.25 <= noisy <= 0.45, formats
    rejected = [r for r in rows if r["doc_type"] == "refund_approval" and r["fields"]["refund_status"]["value"] == "rejected"]
    assert len(rejected) >= 2
    assert {r["fields"]["order_total"]["currency"] for r in rows if r["fields"].get("order_total", {}).get("value")} \
        == set(CURRENCIES)


def test_file_order_says_nothing_about_cases(rows):
    cases = [r["case_id"] for r in sorted(rows, key=lambda r: r["doc_id"])]
    runs = sum(1 for a, b in zip(cases, cases[1:]) if a == b)
    assert runs < len(cases) // 4


def test_every_field_present_valid_and_of_an_accepted_shape(rows):
    nulls = field_values(rows, SCHEMA, CURRENCIES, identifier={})
    ids_of_accepted_shapes(rows, SCHEMA)
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_truth_is_printed_in_the_document(batch):
    """Every stated value's printed form is in the document's text, and text truth is that print, collapsed."""
    for d in batch.docs:
        text = render_text(d) if d.fmt in ("text", "email") else render_body(d)
        flat = " ".join(text.replace("\u00a0", " ").split())
        for name, fv in d.fields.items():
            if fv["value"] is None:
                assert name not in d.printed, (d.doc_id, name)
                continue
            for printed in d.printed[name]:
                assert " ".join(printed.replace("\u00a0", " ").split()) in flat, (d.doc_id, name, printed)
            if SCHEMA.fields[name].type in ("text", "identifier") and not fv["unresolved"]:
                assert fv["value"] in flat, (d.doc_id, name)


def test_customer_expectation_is_one_sentence_of_the_text(rows, batch):
    expectation_is_one_sentence(rows, batch)


def test_emails_parse_and_carry_the_order(rows):
    emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    the_four_conflict_kinds_planted(rows, SHOP)


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, gen.SEED, gen.generate, gen.build_batch)


def test_same_seed_same_files_one_per_format(batch):
    formats = {d.fmt for d in batch.docs}
    same_files_one_per_format(batch, gen.SEED, SHOP / "batch", formats)


def test_indian_money_is_printed_with_lakh_grouping():
    assert lakh(Decimal("12450000")) == "1,24,50,000.00"
    assert money_text(Decimal("124500"), "INR", "rupee") == "₹1,24,500.00"
    assert money_text(Decimal("2499"), "INR", "inr_dash").replace("\u00a0", " ") == "INR 2,499/-"
    assert money_text(Decimal("2499.50"), "INR", "inr_dash").replace("\u00a0", " ") == "Rs. 2,499.50"
    assert money_text(Decimal("1299"), "MYR", "rm").replace("\u00a0", " ") == "RM 1,299.00"
