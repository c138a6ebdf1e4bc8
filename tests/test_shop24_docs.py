"""Shop 24 (Mekong Circuit Components, electronic components and test equipment from Ho Chi Minh City,
Hanoi and Singapore): the checked-in batch is complete, valid, deterministic and carries its planted
conflicts. A held-out validation set."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal

import pytest

from sample_docs.shop24.cases import EXT, SEED, build_batch
from sample_docs.shop24.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop24"
CURRENCIES = ("VND", "SGD")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return chk.read_rows(SHOP)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    chk.truth_covers_the_batch(rows, SHOP, {fmt: "." + ext for fmt, ext in EXT.items()})


def test_size_and_mix(rows):
    assert 75 <= len(rows) <= 95
    assert 14 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(chk.SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and all(n >= 3 for n in formats.values()), formats
    totals = {r["fields"]["order_total"]["currency"] for r in rows
              if "order_total" in r["fields"] and r["fields"]["order_total"]["value"]}
    assert totals == set(CURRENCIES)
    size = sum(p.stat().st_size for p in (SHOP / "batch").iterdir())
    assert size < 15_000_000, size


def test_every_field_is_present_and_valid(rows):
    nulls = chk.field_values(rows, chk.SCHEMA, CURRENCIES, identifier={})  # shapes: the next test
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date",
                 "customer_deadline", "refund_approved"):
        assert nulls[name] >= 2, (name, nulls[name])


def test_identifiers_fit_the_default_schema(rows):
    chk.ids_of_accepted_shapes(rows, chk.SCHEMA)


def test_identifier_shapes_vary(rows):
    def shape(value: str) -> str:
        return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "invoice_number", "case_number", "payment_reference",
                 "tracking_number", "serial_number"):
        shapes = {shape(r["fields"][name]["value"]) for r in rows
                  if r["fields"].get(name, {}).get("value")}
        assert len(shapes) >= 3, (name, shapes)


def test_one_order_per_case_and_invoice_arithmetic(rows):
    chk.orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    chk.execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence(rows, batch):
    chk.expectation_is_one_sentence(rows, batch)


def test_emails_parse_and_carry_the_order(rows):
    chk.emails_carry_the_order(rows, SHOP / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert chk.pdf_text_layers(rows, SHOP / "batch")


def test_planted_conflicts(rows):
    chk.the_four_conflict_kinds_planted(rows, SHOP)


def test_vnd_is_whole_dong_and_under_the_bounds(rows):
    """Dong amounts carry no fraction; every single amount stays below the schema's 10,000,000 bound."""
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"] and fv["value"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                if fv["currency"] == "VND":
                    assert Decimal(fv["value"]) % 1 == 0, (r["doc_id"], name, fv["value"])


def test_vietnamese_and_singapore_paperwork(batch):
    """Both offices' legal labels and money formats are printed; Vietnamese labels carry English beside them."""
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("Mẫu số", "Ký hiệu", "Mã số thuế", "PHIẾU XUẤT KHO", "BIÊN BẢN TRẢ HÀNG", "ĐƠN ĐẶT HÀNG",
                 "₫", "VND", "S$", "GST", "UEN", "Zalo"):
        assert mark in texts, mark
    assert re.search(r"\d{1,3}\.\d{3}\.\d{3}", texts)  # dot thousands
    for d in batch.docs:
        for b in d.blocks:
            if b[0] == "kv" and re.search(r"[ạảấầậắằẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđĐ]", b[1]):
                assert "(" in b[1] or "/" in b[1], (d.doc_id, b[1])


def test_same_seed_same_truth(tmp_path):
    chk.same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    chk.same_files_one_per_format(batch, SEED, SHOP / "batch", EXT)
