"""Shop 16 (Sunbridge Mobile & Solar, Lagos and Accra): the checked-in batch passes the shared shop checks."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from sample_docs.shop16 import generate as shop
from tests.sample_shop_checks import (
    SCHEMA,
    emails_carry_the_order,
    execution_facts_only_from_refund_notices,
    expectation_is_one_sentence,
    field_values,
    ids_of_accepted_shapes,
    orders_and_invoice_arithmetic,
    pdf_text_layers,
    read_rows,
    same_files_one_per_format,
    same_seed_same_truth,
    the_four_conflict_kinds_planted,
    truth_covers_the_batch,
)

SHOP = shop.HERE


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return shop.build_batch(shop.SEED)


def test_truth_covers_exactly_the_batch(rows):
    truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in shop.EXT.items()})


def test_size_and_mix(rows):
    assert 70 <= len(rows) <= 100
    assert 13 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(shop.EXT) and all(n >= 3 for n in formats.values()), formats
    totals = {r["fields"]["order_total"]["currency"] for r in rows
              if "order_total" in r["fields"] and r["fields"]["order_total"]["value"]}
    assert totals == {"NGN", "GHS"}
    assert sum(p.stat().st_size for p in (SHOP / "batch").iterdir()) < 15_000_000


def test_fields_valid_and_some_left_unstated(rows):
    nulls = field_values(rows, SCHEMA, ("NGN", "GHS"), identifier={})  # shapes: test_ids_of_accepted_shapes
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_ids_of_accepted_shapes(rows):
    ids_of_accepted_shapes(rows, SCHEMA)


def test_naira_stays_below_ten_million(rows):
    for r in rows:
        for fv in r["fields"].values():
            if fv["currency"] == "NGN":
                assert float(fv["value"]) < 10_000_000, r["doc_id"]


def test_one_order_per_case_and_invoice_arithmetic(rows):
    orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence(rows, batch):
    expectation_is_one_sentence(rows, batch)


def test_emails_parse_and_carry_the_order(rows):
    emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    the_four_conflict_kinds_planted(rows, SHOP)


def test_warranty_serials_are_imeis_or_unit_serials(rows):
    serials = [r["fields"]["serial_number"]["value"] for r in rows if r["doc_type"] == "warranty_form"]
    assert serials and all(re.fullmatch(r"\d{15}|[A-Z0-9]{4,5}-[A-Z0-9]{8}", s) for s in serials)


def test_same_seed_same_truth(tmp_path):
    same_seed_same_truth(tmp_path, SHOP, shop.SEED, shop.generate, shop.build_batch)


def test_same_seed_same_files_one_per_format(batch):
    same_files_one_per_format(batch, shop.SEED, SHOP / "batch", shop.EXT)
