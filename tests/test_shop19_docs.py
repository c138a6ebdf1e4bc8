"""Shop 19 (Kalinis Laundry Systems: Manila, Jakarta, Bangkok): the checked-in batch, its truth and its habits."""

from __future__ import annotations

import json
import re
from collections import Counter
from decimal import Decimal

import pytest

from sample_docs.render import render_body
from sample_docs.shop19.generate import EXT, SEED, SHOP_DIR, build_batch, generate, render_doc
from tests import sample_shop_checks as checks

SUFFIXES = {fmt: "." + ext for fmt, ext in EXT.items()}
CURRENCIES = {"PHP", "IDR", "THB", "USD"}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return checks.read_rows(SHOP_DIR)


@pytest.fixture(scope="module")
def batch():
    return build_batch(SEED)


def test_truth_covers_exactly_the_batch(rows):
    checks.truth_covers_the_batch(rows, SHOP_DIR, SUFFIXES)


def test_size_and_mix(rows):
    assert 75 <= len(rows) <= 95
    assert 14 <= len({r["case_id"] for r in rows}) <= 18
    assert set(Counter(r["doc_type"] for r in rows)) == set(checks.SCHEMA.doc_types)
    formats = Counter(r["format"] for r in rows)
    assert set(formats) == set(EXT) and min(formats.values()) >= 3, formats
    ids = [r["doc_id"] for r in rows]
    assert ids != sorted(ids, key=lambda i: (next(r["case_id"] for r in rows if r["doc_id"] == i), i))
    assert sum(p.stat().st_size for p in (SHOP_DIR / "batch").iterdir()) < 15_000_000


def test_every_field_is_present_and_valid(rows):
    nulls = checks.field_values(rows, checks.SCHEMA, CURRENCIES, identifier={})
    for name in ("customer_id", "case_number", "delivery_estimate", "refund_eligible", "promised_date"):
        assert nulls[name] >= 2, (name, nulls[name])
    checks.ids_of_accepted_shapes(rows, checks.SCHEMA)


def test_money_stays_under_ten_million_with_two_decimals(rows):
    for r in rows:
        for name, fv in r["fields"].items():
            if fv["currency"]:
                assert Decimal(fv["value"]) < 10_000_000, (r["doc_id"], name)
                if fv["currency"] == "IDR":  # rupiah have no cents
                    assert fv["value"].endswith(".00"), (r["doc_id"], name)


def test_currencies_and_local_habits(rows, batch):
    """Pesos, rupiah, baht and (Jakarta machine orders) dollars; Buddhist-era years beside Gregorian ones;
    rupiah with dot thousands; Thai script only in typed formats."""
    assert {r["fields"]["order_total"]["currency"] for r in rows
            if r["fields"].get("order_total", {}).get("value")} == CURRENCIES
    bodies = {d.doc_id: render_body(d) for d in batch.docs}
    text = "\n".join(bodies.values())
    assert re.search(r"\d\d/\d\d/25\d\d\s\(20\d\d\)", text)
    assert re.search(r"Rp\s\d{1,3}(\.\d{3})+", text) and "₱" in text and "฿" in text
    for d in batch.docs:
        if re.search(r"[\u0e01-\u0e3a\u0e40-\u0e5b]", bodies[d.doc_id]):
            assert d.fmt in ("text", "email"), d.doc_id


def test_identifier_shapes_vary(batch):
    def shape(value: str) -> str:
        return re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value))

    for name in ("order_id", "customer_id", "case_number", "payment_reference", "tracking_number"):
        shapes = {shape(d.fields[name]["value"]) for d in batch.docs if d.fields.get(name, {}).get("value")}
        assert len(shapes) >= 4, (name, shapes)


def test_business_customers_are_named_by_the_business(rows, batch):
    """A hotel's or hospital's papers name the business as customer, never the contact who wrote."""
    contacts = {c.customer.contact for c in batch.cases if c.business}
    for r in rows:
        assert r["fields"]["customer_name"]["value"] not in contacts, r["doc_id"]


def test_one_order_per_case_and_invoice_arithmetic(rows):
    checks.orders_and_invoice_arithmetic(rows)


def test_execution_facts_only_from_refund_notices(rows):
    checks.execution_facts_only_from_refund_notices(rows)


def test_customer_expectation_is_one_sentence(rows, batch):
    checks.expectation_is_one_sentence(rows, batch)


def test_emails_parse_and_carry_the_order(rows):
    checks.emails_carry_the_order(rows, SHOP_DIR / "batch")


def test_pdf_text_layers(rows):
    pytest.importorskip("pypdfium2")
    assert checks.pdf_text_layers(rows, SHOP_DIR / "batch")


def test_planted_conflicts(rows):
    checks.the_four_conflict_kinds_planted(rows, SHOP_DIR)
    conflicts = json.loads((SHOP_DIR / "conflicts.json").read_text())
    assert len(conflicts) >= 8


def test_same_seed_same_truth(tmp_path):
    checks.same_seed_same_truth(tmp_path, SHOP_DIR, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    checks.same_files_one_per_format(batch, SEED, SHOP_DIR / "batch", EXT, render_doc)
