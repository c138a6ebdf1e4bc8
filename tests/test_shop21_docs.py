"""Shop 21 (Vaporella Pro, salon and spa equipment from Lyon, Brussels, Geneva and Milan): the checked-in
batch is complete, valid, deterministic and carries its planted conflicts. A held-out validation set."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from sample_docs.shop21 import vocab as V
from sample_docs.shop21.cases import EXT, SEED, build_batch
from sample_docs.shop21.generate import generate
from tests import sample_shop_checks as chk

SHOP = chk.ROOT / "sample_docs" / "shop21"
CURRENCIES = ("EUR", "CHF")


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


def test_four_offices_and_their_paperwork(rows, batch):
    """Every office has cases; printed documents use the offices' own languages and money formats."""
    by_case = {c.cid: c for c in batch.cases}
    assert {c.country for c in batch.cases} == set(V.OFFICES)
    langs = Counter(d.style["lang"] for d in batch.docs)
    assert {"fr", "it", "en"} <= set(langs) and any("+" in lang for lang in langs)
    texts = " ".join(" ".join(str(x) for b in d.blocks for x in b[1:]) for d in batch.docs)
    for mark in ("CHF", "€", "EUR", "'", "+++", "SIRET", "P.IVA", "IDE", "BCE"):
        assert mark in texts, mark
    chf = [r for r in rows if by_case[r["case_id"]].currency == "CHF"]
    assert chf and all(r["fields"].get("order_total", {}).get("currency") in (None, "CHF") for r in chf)


def test_same_seed_same_truth(tmp_path):
    chk.same_seed_same_truth(tmp_path, SHOP, SEED, generate, build_batch)


def test_same_seed_same_files_one_per_format(batch):
    chk.same_files_one_per_format(batch, SEED, SHOP / "batch", EXT)
